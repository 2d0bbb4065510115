"""Where the NVIDIA goldens are: the kernel corpus and the hand-made asm samples.

Each case is a bytecode file and the text `tileirdisasm` printed for it, plain (`.mlir`) and
with `-g` (`.g.mlir`), as checked in by tools/regen_goldens.py and tools/gen_asm_samples.py.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus"
SAMPLES = ROOT / "tests" / "asm" / "samples"


@dataclass(frozen=True)
class Golden:
    bytecode: Path
    text: Path
    debug: bool

    @property
    def id(self) -> str:
        return str(self.text.relative_to(ROOT))


def goldens() -> list[Golden]:
    out: list[Golden] = []
    for bc in sorted((CORPUS / "bytecode").rglob("*.tileirbc")):
        rel = bc.relative_to(CORPUS / "bytecode")
        for suffix, debug in ((".mlir", False), (".g.mlir", True)):
            text = CORPUS / "golden" / (str(rel) + suffix)
            if text.exists():
                out.append(Golden(bc, text, debug))
    for bc in sorted(SAMPLES.glob("*.tileirbc")):
        for suffix, debug in ((".mlir", False), (".g.mlir", True)):
            text = bc.with_suffix(suffix)
            if text.exists():
                out.append(Golden(bc, text, debug))
    return out


def blanks(text: str) -> str:
    """Runs of blanks count as one (the comparison the project's issue asks for)."""
    return re.sub(r"[ \t]+", " ", text)
