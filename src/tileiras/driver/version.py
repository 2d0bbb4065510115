"""The ``--version`` banner.

NVIDIA's layout, five lines; ours says whose it is. cuTile Python keys its disk
cache on this text, so it must change whenever our output may change: the last
line carries a fingerprint of our sources and of the tools we drive, and it
never equals NVIDIA's (a cubin cached from one compiler is never served for the
other). Line 4 keeps NVIDIA's ``release 13.5, V13.5.37`` for clients that read
the release we are compatible with.
"""

from __future__ import annotations

from functools import lru_cache

import tileiras

COMPATIBLE_RELEASE = "13.5"
COMPATIBLE_VERSION = "V13.5.37"

# Bytecode versions we read, oldest first (tileiras --list-versions).
BYTECODE_VERSIONS = ((13, 1), (13, 2), (13, 3), (13, 4), (13, 5))

_DEPENDENCIES = ("xdsl", "llvmlite", "nvidia-cuda-nvcc", "nvidia-nvvm")


@lru_cache(maxsize=None)
def fingerprint() -> str:
    """Hash of the package's Python sources and the versions of what it drives.

    Only ``--version`` needs it: ``importlib.metadata`` (with the ``email`` package it pulls
    in) and ``hashlib`` are imported here, not by every compile."""
    import hashlib
    from importlib import metadata
    from pathlib import Path

    h = hashlib.sha256()
    root = Path(tileiras.__file__).parent
    for path in sorted(root.rglob("*.py")):
        h.update(path.relative_to(root).as_posix().encode() + b"\0")
        h.update(path.read_bytes() + b"\0")
    for dist in _DEPENDENCIES:
        try:
            h.update(f"{dist}=={metadata.version(dist)}\0".encode())
        except metadata.PackageNotFoundError:
            h.update(f"{dist}=missing\0".encode())
    return h.hexdigest()[:12]


def banner(tool: str, description: str) -> str:
    return (
        f"{tool}: {description} (Python reimplementation, not an NVIDIA product)\n"
        f"Copyright (c) 2025-2026 the tileiras-py authors\n"
        f"Built on tileiras-py {tileiras.__version__}\n"
        f"Cuda compilation tools, release {COMPATIBLE_RELEASE}, {COMPATIBLE_VERSION}\n"
        f"Build tileiras-py.{tileiras.__version__}.{fingerprint()}_\n"
    )


def list_versions() -> str:
    return "".join(f"{major}.{minor}\n" for major, minor in BYTECODE_VERSIONS)
