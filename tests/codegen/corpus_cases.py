"""Corpus kernels for the code generator's tests: files, targets, arguments from the manifest.

`corpus_files()` lists the corpus kernels (bytecode 13.4) and the newest version of every
hand-made module; `uses_mma(path)` tells the tensor-core ones. Arguments come from
tests/corpus_args.py (`kernel_args(name, seed)`, `kernel_grid`, `arrays_of`), re-exported here.
"""

from __future__ import annotations

import re
from pathlib import Path

from corpus_args import arrays_of, kernel_args, kernel_grid, manifest

__all__ = ["BYTECODE", "CORPUS", "ROOT", "TARGETS", "arrays_of", "case_name", "corpus_files", "kernel_args",
           "kernel_grid", "manifest", "uses_mma"]

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus"
BYTECODE = CORPUS / "bytecode"
TARGETS = ("sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100", "sm_103", "sm_107", "sm_110",
           "sm_120", "sm_121")


def corpus_files() -> list[Path]:
    """Every kernel at 13.4 and the newest version of every hand-made module."""
    files = sorted(BYTECODE.glob("*.13.4.tileirbc"))
    newest: dict[str, tuple[tuple[int, int], Path]] = {}
    for p in (BYTECODE / "handmade").glob("*.tileirbc"):
        m = re.match(r"(.*)\.(\d+)\.(\d+)\.tileirbc$", p.name)
        key = (int(m.group(2)), int(m.group(3)))
        if m.group(1) not in newest or key > newest[m.group(1)][0]:
            newest[m.group(1)] = (key, p)
    return files + sorted(p for _, p in newest.values())


def uses_mma(path: Path) -> bool:
    from tileiras.bytecode.reader import read_bytecode

    try:
        module = read_bytecode(path.read_bytes()).module
    except Exception:  # noqa: BLE001 - unreadable files are not compile cases
        return False
    return any(op.name in ("cuda_tile.mmaf", "cuda_tile.mmai", "cuda_tile.mmaf_scaled") for op in module.walk())


def case_name(path: Path) -> str:
    return re.sub(r"\.\d+\.\d+\.tileirbc$", "", path.name)
