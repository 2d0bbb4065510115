"""Read bytecode, print it: the text must be what NVIDIA's tileirdisasm 13.5 printed.

The key acceptance test of the disassembler: every corpus kernel (cuTile Python exports and
hand-made bytecode) and every asm sample, plain and `-g`, compared modulo runs of blanks.
"""

from __future__ import annotations

from functools import cache

import pytest

from asm_goldens import Golden, blanks, goldens
from tileiras.bytecode.reader import read_bytecode
from tileiras.dialects.cuda_tile.asm import print_module

CASES = goldens()


@cache
def _module(path):
    return read_bytecode(path.read_bytes()).module


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_disassembly_matches_nvidia(case: Golden) -> None:
    got = print_module(_module(case.bytecode), debug_info=case.debug)
    assert blanks(got) == blanks(case.text.read_text())


def test_there_are_goldens() -> None:
    assert len(CASES) > 100
