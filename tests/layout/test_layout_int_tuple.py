"""Hierarchical integer tuples: structure, arithmetic and the coordinate maps of CuTe's docs."""

import pytest

from tileiras.layout import LayoutError
from tileiras.layout import int_tuple as it


def test_structure_queries():
    t = (3, (6, 2), 8)
    assert it.rank(t) == 3 and it.rank(5) == 1
    assert it.depth(5) == 0 and it.depth((4, 3)) == 1 and it.depth(t) == 2
    assert it.product(t) == 288 and it.size(7) == 7 and it.product(()) == 1
    assert it.flatten(t) == (3, 6, 2, 8) and it.flatten(4) == 4
    assert it.product_each(t) == (3, 12, 8)
    assert it.get(t, 1, 0) == 6 and it.get(9, 0) == 9
    assert it.unwrap(((8,),)) == 8 and it.wrap(8) == (8,)
    assert it.unflatten([1, 2, 3, 4], (0, (0, 0), 0)) == (1, (2, 3), 4)
    assert it.fmt(t) == "(3,(6,2),8)" and it.fmt((8,)) == "(8)" and it.fmt(8) == "8"


def test_congruence_and_compatibility():
    assert it.congruent((1, (2, 3)), (4, (5, 6)))
    assert not it.congruent((1, (2, 3)), (4, 5))
    assert it.weakly_congruent((1, 2), (4, (5, 6)))
    assert not it.weakly_congruent((1, (2, 3)), (4, 5))
    # the compatibility examples of CuTe's layout docs
    assert not it.compatible(24, 32)
    assert it.compatible(24, (4, 6))
    assert it.compatible((4, 6), ((2, 2), 6))
    assert it.compatible(((2, 2), 6), ((2, 2), (3, 2)))
    assert it.compatible(24, ((2, 2), (3, 2)))
    assert it.compatible(24, ((2, 3), 4))
    assert not it.compatible(((2, 3), 4), ((2, 2), (3, 2)))
    assert not it.compatible(((2, 2), (3, 2)), ((2, 3), 4))
    assert it.compatible(24, (24,))
    assert not it.compatible((24,), 24)
    assert not it.compatible((24,), (4, 6))


def test_prefix_products_and_compact_strides():
    assert it.prefix_product((3, (2, 3))) == (1, (3, 6))
    assert it.suffix_product((2, (2, 2))) == (4, (2, 1))
    assert it.compact_col_major((2, (2, 2))) == (1, (2, 4))
    assert it.compact_row_major((2, (2, 2))) == (4, (2, 1))
    # size-1 modes get stride 0, as CuTe does for static 1s
    assert it.compact_col_major((2, 1, 3)) == (1, 0, 2)
    # make_ordered_layout's examples in layout.hpp
    assert it.compact_order((2, 2, 2, 2), (0, 2, 3, 1)) == (1, 4, 8, 2)


def test_shape_div_and_ceil_div():
    assert it.shape_div((4, 5, 6), 40) == (1, 1, 3)
    # the "divide out" examples of the composition section of CuTe's algebra docs
    assert it.shape_div((6, 2), 2) == (3, 2)
    assert it.shape_div((6, 2), 3) == (2, 2)
    assert it.shape_div((6, 2), 6) == (1, 2)
    assert it.shape_div((6, 2), 12) == (1, 1)
    assert it.shape_div((3, 6, 2, 8), 3) == (1, 6, 2, 8)
    assert it.shape_div((3, 6, 2, 8), 6) == (1, 3, 2, 8)
    assert it.shape_div((3, 6, 2, 8), 9) == (1, 2, 2, 8)
    assert it.shape_div((3, 6, 2, 8), 72) == (1, 1, 1, 4)
    assert it.shape_div(2, 4) == 1  # rounds away from zero
    with pytest.raises(LayoutError):
        it.shape_div(6, 4)
    assert it.ceil_div(7, 2) == 4
    assert it.ceil_div((4, 2, 3), 8) == (1, 1, 3)
    assert it.elem_scale((1, 2), (3, (2, 2))) == (3, 8)
    assert it.elem_add((1, (2, 3)), (1, (1, 1))) == (2, (3, 4))
    assert it.elem_max((1, 5), (4, 2)) == (4, 5)
    assert it.inner_product((1, (2, 3)), (4, (5, 6))) == 4 + 10 + 18


def test_coordinate_maps_of_the_docs():
    shape = (3, (2, 3))
    stride = (3, (12, 1))
    assert it.idx2crd(16, shape) == (1, (1, 2))
    assert it.idx2crd((1, 5), shape) == (1, (1, 2))
    assert it.idx2crd((1, (1, 2)), shape) == (1, (1, 2))
    assert it.crd2idx(16, shape, stride) == 17
    assert it.crd2idx((1, 5), shape, stride) == 17
    assert it.crd2idx((1, (1, 2)), shape, stride) == 17
    # the 1-D / 2-D / natural table: colexicographic order
    for i in range(18):
        two_d = (i % 3, i // 3)
        natural = (i % 3, ((i // 3) % 2, i // 6))
        assert it.idx2crd(i, shape) == natural
        assert it.idx2crd(two_d, shape) == natural
        assert it.crd2idx(natural, shape) == i
        assert it.crd2idx(two_d, shape) == i


def test_last_mode_takes_the_remainder():
    # past the size, a coordinate keeps going along the last mode (no modulo there)
    assert it.idx2crd(7, (2, 3)) == (1, 3)
    assert it.crd2idx(7, (2, 3), (1, 10)) == 31


def test_bad_input():
    with pytest.raises(LayoutError):
        it.as_int_tuple((1, "x"))
    with pytest.raises(LayoutError):
        it.as_int_tuple(True)
    with pytest.raises(LayoutError):
        it.crd2idx((1, 2, 3), (2, 2), (1, 2))
    with pytest.raises(LayoutError):
        it.crd2idx(-1, 4, 1)
