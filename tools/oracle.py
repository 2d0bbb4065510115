"""Where NVIDIA's tools (the oracle for goldens and benchmarks) live on this machine.

NVIDIA's `tileiras`/`tileirdisasm` come from the pip package `nvidia-cuda-tileiras==13.5.37`
(`make oracle`), or from the folder named by `$TILEIRAS_ORACLE_BIN`. Only tools/ scripts and
benchmarks use them; tests never do.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def find_oracle_bin(tool: str = "tileirdisasm", *, optional: bool = False) -> Path:
    """The folder holding NVIDIA's `tool`; exits with a clear message when there is none
    (returns None instead when `optional`)."""
    env = os.environ.get("TILEIRAS_ORACLE_BIN")
    if env:
        folder = Path(env)
        if not (folder / tool).exists():
            sys.exit(f"error: $TILEIRAS_ORACLE_BIN={env} holds no {tool}")
        return folder
    try:
        import nvidia.cu13  # type: ignore[import-not-found]  # nvidia-cuda-tileiras' namespace

        for base in nvidia.cu13.__path__:
            folder = Path(base) / "bin"
            if (folder / tool).exists():
                return folder
    except ImportError:
        pass
    if optional:
        return None  # type: ignore[return-value]
    sys.exit(f"error: NVIDIA's {tool} not found: install nvidia-cuda-tileiras==13.5.37 "
             "(make oracle) or set TILEIRAS_ORACLE_BIN")
