"""Parse NVIDIA's text back: printing it again gives the same text, in every form.

- custom form (plain and `-g`): parse the golden, print it, get the golden (modulo blanks);
- generic form: print generic, parse that: printing generic again gives the same text, and
  printing custom gives the golden again;
- properties: the ops parsed from the `-g` golden equal those the bytecode reader builds
  (compared through the generic form, which shows every property and location); both keep
  the canonical spellings of `dialects/cuda_tile/canonical.py`.
"""

from __future__ import annotations

from functools import cache

import pytest

from asm_goldens import Golden, blanks, goldens
from tileiras.bytecode.reader import read_bytecode
from tileiras.dialects.cuda_tile.asm import parse_module, print_module

CASES = goldens()
SAMPLE_CASES = [c for c in CASES if "asm/samples" in c.id]
DEBUG_CASES = [c for c in CASES if c.debug]
QUICK_DEBUG_CASES = [c for c in DEBUG_CASES if "asm/samples" in c.id or "handmade" in c.id]


def _ids(cases):
    return [c.id for c in cases]


@cache
def _parsed(case: Golden):
    return parse_module(case.text.read_text(), str(case.text))


@pytest.mark.parametrize("case", CASES, ids=_ids(CASES))
def test_parse_print_is_identity(case: Golden) -> None:
    want = case.text.read_text()
    assert blanks(print_module(_parsed(case), debug_info=case.debug)) == blanks(want)


def _generic_roundtrip(case: Golden) -> None:
    generic = print_module(_parsed(case), debug_info=case.debug, generic=True)
    assert generic.startswith('"cuda_tile.module"()')
    again = parse_module(generic, str(case.text) + " (generic)")
    assert print_module(again, debug_info=case.debug, generic=True) == generic  # a fixed point
    assert blanks(print_module(again, debug_info=case.debug)) == blanks(case.text.read_text())


@pytest.mark.parametrize("case", SAMPLE_CASES, ids=_ids(SAMPLE_CASES))
def test_generic_roundtrip_samples(case: Golden) -> None:
    _generic_roundtrip(case)


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=_ids(CASES))
def test_generic_roundtrip_corpus(case: Golden) -> None:
    _generic_roundtrip(case)


@pytest.mark.parametrize("case", QUICK_DEBUG_CASES, ids=_ids(QUICK_DEBUG_CASES))
def test_parsed_ops_equal_read_ops(case: Golden) -> None:
    _compare_with_reader(case)


@pytest.mark.slow
@pytest.mark.parametrize("case", DEBUG_CASES, ids=_ids(DEBUG_CASES))
def test_parsed_ops_equal_read_ops_corpus(case: Golden) -> None:
    _compare_with_reader(case)


def _compare_with_reader(case: Golden) -> None:
    module = read_bytecode(case.bytecode.read_bytes()).module
    assert blanks(print_module(module, debug_info=True)) == blanks(case.text.read_text())
    read = print_module(module, debug_info=True, generic=True)
    parsed = print_module(_parsed(case), debug_info=True, generic=True)
    assert parsed == read
