"""The bytecode tests' inputs: corpus files by kind and the golden / bad-input locations.

`tests/corpus/bytecode/*.tileirbc` are cuTile Python 1.7.0 exports (13.1, 13.3, 13.4);
`tests/corpus/bytecode/handmade/` holds files built with cuTile's own encoder for ops and
values cuTile never emits (13.1 to 13.5).
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus" / "bytecode"
GOLDEN = ROOT / "tests" / "corpus" / "golden"
BAD = ROOT / "tests" / "corpus" / "bad"

UNSUPPORTED: set[str] = set()
"""Corpus files using features the reader does not implement (preview$call, opcode 0x4002)."""


def _files(pattern: str) -> list[Path]:
    return sorted(p for p in CORPUS.glob(pattern) if p.name not in UNSUPPORTED)


CUTILE_FILES = _files("*.tileirbc")
HANDMADE_FILES = _files("handmade/*.tileirbc")
ALL_FILES = CUTILE_FILES + HANDMADE_FILES


def file_id(path: Path) -> str:
    return str(path.relative_to(CORPUS))
