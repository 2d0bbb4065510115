"""Swizzles as CuTe defines them, swizzled layouts, and the standard shared-memory swizzles."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tileiras.layout import (
    SWIZZLE_32B,
    SWIZZLE_64B,
    SWIZZLE_128B,
    ComposedLayout,
    Layout,
    LayoutError,
    Swizzle,
    composition,
    logical_divide,
    make_swizzle,
    make_swizzled_smem_layout,
    pick_smem_swizzle,
    smem_swizzle,
    smem_swizzle_atom,
    zipped_divide,
)


@st.composite
def swizzles(draw) -> Swizzle:
    b = draw(st.integers(0, 4))
    m = draw(st.integers(0, 4))
    s = draw(st.integers(b, 6)) * draw(st.sampled_from([1, -1]))
    if abs(s) < b:
        s = b
    return Swizzle(b, m, s)


def test_masks_and_known_values():
    sw = Swizzle(3, 4, 3)
    assert sw.yyy_mask == 0b1110000000 and sw.zzz_mask == 0b0001110000
    # bits [7,10) are XORed into bits [4,7); bits below 4 and the source bits stay
    assert sw(0x18) == 0x18
    assert sw(0x80) == 0x90
    assert sw(0x3FF) == 0x38F
    assert sw(0x380 | 0x70) == 0x380
    assert str(sw) == "Sw<3,4,3>"
    # a negative shift reads from below and shifts left
    neg = Swizzle(2, 0, -3)
    assert neg.yyy_mask == 0b00011 and neg.zzz_mask == 0b11000
    assert neg(0b00001) == 0b01001


def test_make_swizzle_from_masks():
    # the examples in CuTe's swizzle.hpp
    assert make_swizzle(0b1000, 0b0100) == Swizzle(1, 2, 1)
    assert make_swizzle(0b11000000, 0b00000110) == Swizzle(2, 1, 5)
    sw = Swizzle(3, 4, 3)
    assert make_swizzle(sw.yyy_mask, sw.zzz_mask) == sw
    with pytest.raises(LayoutError):
        make_swizzle(0b11, 0b1)


def test_invalid_swizzles():
    with pytest.raises(LayoutError):
        Swizzle(3, 4, 2)  # |S| < B: the fields would overlap
    with pytest.raises(LayoutError):
        Swizzle(-1, 0, 0)
    with pytest.raises(LayoutError):
        Swizzle(1, 0, 1)(-4)


@settings(deadline=None)
@given(swizzles(), st.integers(0, 1 << 16))
def test_swizzle_is_an_involution(sw, x):
    assert sw(sw(x)) == x
    assert sw.inverse() is sw


@settings(deadline=None, max_examples=60)
@given(swizzles(), st.integers(0, 3))
def test_swizzle_is_a_bijection_on_each_aligned_block(sw, block):
    p = sw.period()
    base = block * p
    assert sorted(sw(x) for x in range(base, base + p)) == list(range(base, base + p))


def test_standard_smem_swizzles():
    assert (SWIZZLE_32B, SWIZZLE_64B, SWIZZLE_128B) == (Swizzle(1, 4, 3), Swizzle(2, 4, 3), Swizzle(3, 4, 3))
    assert smem_swizzle(128, 8) == Swizzle(3, 4, 3)
    assert smem_swizzle(128, 16) == Swizzle(3, 3, 3)
    assert smem_swizzle(128, 32) == Swizzle(3, 2, 3)
    assert smem_swizzle(64, 16) == Swizzle(2, 3, 3)
    assert smem_swizzle(32, 4) == Swizzle(1, 5, 3)
    assert smem_swizzle(0, 16).is_identity()
    with pytest.raises(LayoutError):
        smem_swizzle(96, 16)
    with pytest.raises(LayoutError):
        smem_swizzle(128, 24)


@pytest.mark.parametrize("mode", [32, 64, 128])
@pytest.mark.parametrize("elem_bits", [8, 16, 32, 64])
def test_element_swizzle_is_the_byte_swizzle(mode, elem_bits):
    # swizzling element offsets == swizzling the byte addresses of the elements
    byte_sw = smem_swizzle(mode, 8)
    elem_sw = smem_swizzle(mode, elem_bits)
    nbytes = elem_bits // 8
    for e in range(4096 // nbytes):
        assert elem_sw(e) * nbytes == byte_sw(e * nbytes)


def test_swizzle_atoms():
    atom = smem_swizzle_atom(128, 16)
    assert str(atom) == "Sw<3,3,3> o 0 o (8,64):(64,1)"
    assert str(smem_swizzle_atom(64, 32, "MN")) == "Sw<2,2,3> o 0 o (16,8):(1,16)"
    assert str(smem_swizzle_atom(0, 16)) == "Sw<0,3,3> o 0 o (8,8):(8,1)"
    assert atom.size() == 512 and atom.cosize() == 512
    assert sorted(atom.image()) == list(range(512))
    with pytest.raises(LayoutError):
        smem_swizzle_atom(128, 16, "X")


def test_128b_swizzle_makes_column_reads_conflict_free():
    # 8 threads each read 16 bytes of one column of 16-byte chunks, one per row: the chunks must
    # land in 8 different 16-byte bank groups (of the 128-byte, 32-bank line)
    atom = smem_swizzle_atom(128, 16)
    plain = Layout((8, 64), (64, 1))
    for chunk in range(8):
        groups = {(atom(r, 8 * chunk) * 2 // 16) % 8 for r in range(8)}
        assert len(groups) == 8
        assert len({(plain(r, 8 * chunk) * 2 // 16) % 8 for r in range(8)}) == 1


def test_swizzled_smem_layout_for_a_tile():
    smem = make_swizzled_smem_layout((128, 64), 16)
    assert str(smem) == "Sw<3,3,3> o 0 o (128,64):(64,1)"
    assert sorted(smem.image()) == list(range(128 * 64))
    wide = make_swizzled_smem_layout((64, 128), 16)
    assert str(wide) == "Sw<3,3,3> o 0 o (64,(64,2)):(64,(1,4096))"
    assert sorted(wide.image()) == list(range(64 * 128))
    small = make_swizzled_smem_layout((64, 16), 16)  # 32-byte rows
    assert small.outer == Swizzle(1, 3, 3)
    assert pick_smem_swizzle(96) == 32 and pick_smem_swizzle(48) == 0 and pick_smem_swizzle(0) == 0


def test_composed_layout_algebra_acts_on_the_inner_layout():
    smem = make_swizzled_smem_layout((128, 64), 16)
    tiled = zipped_divide(smem, (16, 64))
    assert isinstance(tiled, ComposedLayout)
    assert str(tiled.inner) == "((16,64),(8,1)):((64,1),(1024,0))"
    for t in range(8):
        for i in range(0, 1024, 37):
            assert tiled(i, t) == smem((i % 16 + 16 * t, i // 16))
    assert isinstance(logical_divide(smem, (16, None)), ComposedLayout)
    sub = smem.compose((Layout(8), Layout(64)))
    assert sub(3, 5) == smem(3, 5)
    assert composition(Swizzle(1, 0, 1), Layout(4))(2) == 3
    assert smem[1].size() == 64
