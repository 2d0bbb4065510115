"""Regenerate tests/golden/nvhost/: NVIDIA host objects and the survey the host_abi tests check.

Exports the crafted TMA kernels (tools/nvhost_kernels.py) to a temporary folder, then runs
tools/nvhost_survey.py on the default corpus kernels plus those, on all 12 targets, writing
survey.json and the distinct objects (objects/*.o). Needs the dev venv (cuTile) and NVIDIA's
tileiras (make oracle). Exit status: that of the step that failed, else 0.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "golden" / "nvhost"
TMA_CASES = ("tma_gemm_aligned16_f16", "tma_gemm_shaped_f16", "tma_gemm_plain_f16", "tma_copy_aligned128_f32")


def main() -> int:
    with tempfile.TemporaryDirectory() as td:
        rc = subprocess.run([sys.executable, str(ROOT / "tools" / "nvhost_kernels.py"), td],
                            cwd=ROOT / "tools" / "corpus").returncode
        if rc:
            return rc
        objects = Path(td) / "objects"
        extra = [str(Path(td) / f"{c}.13.4.tileirbc") for c in TMA_CASES]
        rc = subprocess.run([sys.executable, str(ROOT / "tools" / "nvhost_survey.py"), str(Path(td) / "survey.json"),
                             "--objects", str(objects), "--extra", *extra]).returncode
        if rc:
            return rc
        shutil.rmtree(OUT, ignore_errors=True)
        OUT.mkdir(parents=True)
        shutil.copytree(objects, OUT / "objects")
        shutil.copy(Path(td) / "survey.json", OUT / "survey.json")
    print(f"wrote {OUT}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
