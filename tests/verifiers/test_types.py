"""verify_type on its own: the tile shape rule as a property, and the reader's nesting order."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st
from xdsl.utils.exceptions import VerifyException

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.verifiers import verify_type
from tileiras.dialects.cuda_tile.verify.types import MAX_TILE_ELEMENTS, verify_type_deep

dims = st.one_of(st.sampled_from([1, 2, 4, 8, 16, 1024, 4096]), st.integers(-3, 70))


@given(st.lists(dims, max_size=5))
def test_tile_shapes_are_positive_powers_of_two_within_the_cap(shape):
    ok = all(d > 0 and d & (d - 1) == 0 for d in shape) and math.prod(shape) <= MAX_TILE_ELEMENTS
    try:
        verify_type(ct.TileType(shape, ct.f32))
    except VerifyException:
        assert not ok
    else:
        assert ok


def test_scalars_and_tokens_have_no_rule():
    for t in (ct.f32, ct.i4, ct.TokenType(), ct.PointerType(ct.f16)):
        verify_type(t)


def test_nested_types_are_checked_first():
    bad_pointee = ct.TileType((3,), ct.PointerType(ct.TokenType()))
    with pytest.raises(VerifyException, match="pointeeType"):
        verify_type_deep(bad_pointee)
    with pytest.raises(VerifyException, match="powers of two"):
        verify_type(bad_pointee)
