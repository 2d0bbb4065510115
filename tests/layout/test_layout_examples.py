"""The worked examples of CuTe's layout and layout-algebra docs, recomputed and asserted.

Each expected value was derived by hand from CuTe's definitions (and matches what the docs
print for static integers). The last group pins the places where the seed wiki's
"cuTe Layout Algebra" page is wrong.
"""

import pytest

from tileiras.layout import (
    Layout,
    LayoutError,
    blocked_product,
    coalesce,
    complement,
    composition,
    downcast,
    filter,
    filter_zeros,
    flat_divide,
    flatten,
    group,
    left_inverse,
    logical_divide,
    logical_product,
    make_layout,
    make_layout_like,
    make_ordered_layout,
    max_common_vector,
    nullspace,
    raked_product,
    right_inverse,
    select,
    take,
    tile_to_shape,
    tiled_divide,
    upcast,
    zipped_divide,
)

P = Layout.parse


# -- 01_layout.md --------------------------------------------------------------------------


def test_construction_and_printing():
    assert str(Layout(8)) == "8:1"
    assert str(Layout((2, 4))) == "(2,4):(1,2)"
    assert str(Layout((2, 4), (12, 1))) == "(2,4):(12,1)"
    assert str(Layout.row_major((2, 4))) == "(2,4):(4,1)"
    assert str(Layout((2, (2, 2)), (4, (2, 1)))) == "(2,(2,2)):(4,(2,1))"
    assert str(Layout.col_major((2, (2, 2)))) == "(2,(2,2)):(1,(2,4))"
    assert Layout.row_major((2, (2, 2))) == P("(2,(2,2)):(4,(2,1))")
    assert P("(_2,4):(_12,_1)") == Layout((2, 4), (12, 1))
    assert repr(Layout((4, 2))) == "Layout((4,2):(1,4))"


def test_using_a_layout():
    s2xh4 = P("(2,(2,2)):(4,(2,1))")
    assert [[s2xh4(m, n) for n in range(4)] for m in range(2)] == [[0, 2, 1, 3], [4, 6, 5, 7]]
    assert s2xh4.image() == [0, 4, 2, 6, 1, 5, 3, 7]
    assert P("(2,4):(12,1)").image() == [0, 12, 1, 13, 2, 14, 3, 15]
    assert P("((4,2)):((2,1))").image() == [0, 2, 4, 6, 1, 3, 5, 7]
    assert P("((4,2)):((1,4))").image() == list(range(8))
    layout = P("(3,(2,3)):(3,(12,1))")
    assert layout(16) == layout(1, 5) == layout((1, (1, 2))) == 17
    assert [[layout(i, j) for j in range(6)] for i in range(3)] == [
        [0, 12, 1, 13, 2, 14],
        [3, 15, 4, 16, 5, 17],
        [6, 18, 7, 19, 8, 20],
    ]
    assert layout.size() == 18 and layout.cosize() == 21
    assert layout.rank() == 2 and layout.depth() == 2


def test_sublayouts_concatenation_grouping():
    a = Layout((4, (3, 6)))
    assert str(a) == "(4,(3,6)):(1,(4,12))"
    assert str(a[0]) == "4:1" and str(a[1]) == "(3,6):(4,12)"
    assert str(a.mode(1, 0)) == "3:4" and str(a.mode(1, 1)) == "6:12"
    b = Layout((2, 3, 5, 7))
    assert str(select(b, 1, 3)) == "(3,7):(2,30)"
    assert str(select(b, 0, 1, 3)) == "(2,3,7):(1,2,30)"
    assert str(select(b, 2)) == "(5):(6)"
    assert str(take(b, 1, 3)) == "(3,5):(2,6)"
    assert str(take(b, 1, 4)) == "(3,5,7):(2,6,30)"
    x, y = P("3:1"), P("4:3")
    row = make_layout(x, y)
    assert str(row) == "(3,4):(1,3)"
    assert str(make_layout(y, x)) == "(4,3):(3,1)"
    assert str(make_layout(row, make_layout(y, x))) == "((3,4),(4,3)):((1,3),(3,1))"
    assert str(make_layout(x)) == "(3):(1)"
    assert str(make_layout(make_layout(x))) == "((3)):((1))"
    assert str(make_layout(x, make_layout(x), x)) == "(3,(3),3):(1,(1),1)"
    g = group(b, 0, 2)
    assert str(g) == "((2,3),5,7):((1,2),6,30)"
    assert str(group(g, 1, 3)) == "((2,3),(5,7)):((1,2),(6,30))"
    assert flatten(group(g, 1, 3)) == b


def test_slicing():
    layout = P("(3,(2,3)):(3,(12,1))")
    sub, off = layout.slice_and_offset((1, None))
    assert str(sub) == "((2,3)):((12,1))" and off == 3
    sub, off = layout.slice_and_offset((None, (1, None)))
    assert str(sub) == "(3,3):(3,1)" and off == 12
    assert layout(None, 2) == Layout((3,), (3,))


def test_size_one_modes_get_stride_zero():
    assert str(Layout((2, 1, 3))) == "(2,1,3):(1,0,2)"
    assert str(Layout(1)) == "1:0"


# -- 02_layout_algebra.md: coalesce -------------------------------------------------------


def test_coalesce_examples():
    a = P("(2,(1,6)):(1,(6,2))")
    assert str(coalesce(a)) == "12:1"
    assert str(coalesce(a, (1, 1))) == "(2,6):(1,2)"
    assert str(coalesce(P("(2,4):(1,2)"))) == "8:1"
    assert str(coalesce(P("(2,4):(4,1)"))) == "(2,4):(4,1)"
    assert str(coalesce(P("(4,2):(1,4)"))) == "8:1"
    assert str(coalesce(P("1:5"))) == "1:0"


def test_filter_examples():
    # filter_zeros keeps the mode with extent 1; filter drops it
    assert str(filter_zeros(P("(4,3):(1,0)"))) == "(4,1):(1,0)"
    assert str(filter(P("(4,3):(1,0)"))) == "4:1"
    assert str(filter(P("(2,(1,3)):(2,(7,0))"))) == "2:2"


# -- composition ----------------------------------------------------------------------------


def test_composition_first_example():
    a, b = P("(6,2):(8,2)"), P("(4,3):(3,1)")
    r = composition(a, b)
    assert str(r) == "((2,2),3):((24,2),8)"
    assert [r(i) for i in range(12)] == [0, 24, 2, 26, 8, 32, 10, 34, 16, 40, 18, 42]
    assert all(r(i) == a(b(i)) for i in range(12))
    # the two sub-steps of the worked example
    assert str(composition(a, P("4:3"))) == "(2,2):(24,2)"
    assert str(composition(a, P("3:1"))) == "3:8"


def test_composition_reshape_examples():
    assert str(composition(P("20:2"), P("(5,4):(4,1)"))) == "(5,4):(8,2)"
    assert str(composition(P("(10,2):(16,4)"), P("(5,4):(1,5)"))) == "(5,(2,2)):(16,(80,4))"
    assert str(composition(P("(10,2):(16,4)"), P("5:1"))) == "5:16"
    assert str(composition(P("(10,2):(16,4)"), P("4:5"))) == "(2,2):(80,4)"


def test_composition_divide_and_mod_example():
    # (3,6,2,8):(w,x,y,z) o 16:9 == (1,2,2,4):(9w,3x,y,z); with static ints the 1 is dropped
    w, x, y, z = 1, 100, 1000, 10000
    r = composition(Layout((3, 6, 2, 8), (w, x, y, z)), P("16:9"))
    assert r == Layout((2, 2, 4), (3 * x, y, z))


def test_composition_by_mode_tilers():
    a = P("(12,(4,8)):(59,(13,1))")
    assert str(composition(a, (P("3:4"), P("8:2")))) == "(3,(2,4)):(236,(26,1))"
    assert str(composition(a, (3, 8))) == "(3,(4,2)):(59,(13,1))"
    assert composition(a, None) == a


def test_composition_rejects_what_cute_rejects():
    # (4,3):(1,10) o 3:2 would need the non-affine sequence 0,2,10
    with pytest.raises(LayoutError, match="divisibility"):
        composition(P("(4,3):(1,10)"), P("3:2"))
    with pytest.raises(LayoutError):
        composition(P("(6,2):(1,10)"), P("4:1"))
    # while (6,2):(1,6) is 12:1 and takes any reshape
    assert str(composition(P("(6,2):(1,6)"), P("4:1"))) == "4:1"


# -- complement -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "layout, cotarget, expected",
    [
        ("4:1", 24, "6:4"),
        ("6:4", 24, "4:1"),
        ("(4,6):(1,4)", 24, "1:0"),
        ("4:2", 24, "(2,3):(1,8)"),
        ("(2,4):(1,6)", 24, "3:2"),
        ("(2,2):(1,6)", 24, "(3,2):(2,12)"),
    ],
)
def test_complement_examples(layout, cotarget, expected):
    a = P(layout)
    c = complement(a, cotarget)
    assert str(c) == expected
    joined = make_layout(a, c)
    assert joined.cosize() >= cotarget
    assert sorted(joined.image()) == list(range(joined.size()))  # unique indices


def test_complement_of_a_non_injective_layout_fails():
    with pytest.raises(LayoutError, match="injective"):
        complement(P("(2,2):(1,1)"), 8)


# -- divide ----------------------------------------------------------------------------------


def test_logical_divide_1d():
    a, b = P("(4,2,3):(2,1,8)"), P("4:2")
    assert str(complement(b, a.size())) == "(2,3):(1,8)"
    assert str(logical_divide(a, b)) == "((2,2),(2,3)):((4,1),(2,8))"


def test_logical_divide_2d_and_friends():
    a = P("(9,(4,8)):(59,(13,1))")
    tiler = (P("3:3"), P("(2,4):(1,8)"))
    assert str(logical_divide(a, tiler)) == "((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))"
    zd = zipped_divide(a, tiler)
    assert str(zd) == "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))"
    assert zd[0] == composition(a, tiler)  # layout<0>(zipped_divide(a, b)) == composition(a, b)
    assert str(zd[0]) == "(3,(2,4)):(177,(13,2))"
    assert str(tiled_divide(a, tiler)) == "((3,(2,4)),3,(2,2)):((177,(13,2)),59,(26,1))"
    assert str(flat_divide(a, tiler)) == "(3,(2,4),3,(2,2)):(177,(13,2),59,(26,1))"
    # shape ((3,8),(3,4)) as the docs say
    assert [m.size() for m in zd[0]] == [3, 8] and [m.size() for m in zd[1]] == [3, 4]


# -- product ---------------------------------------------------------------------------------


def test_logical_product_1d():
    a = P("(2,2):(4,1)")
    assert str(complement(a, 24)) == "(2,3):(2,8)"
    assert str(logical_product(a, P("6:1"))) == "((2,2),(2,3)):((4,1),(2,8))"
    # same as the 1-D logical divide example
    assert logical_product(a, P("6:1")) == logical_divide(P("(4,2,3):(2,1,8)"), P("4:2"))
    # B = (4,2):(2,1): 8 tiles in a different order
    assert str(logical_product(a, P("(4,2):(2,1)"))) == "((2,2),(4,2)):((4,1),(8,2))"


def test_blocked_and_raked_products():
    block, tiler = P("(2,5):(5,1)"), P("(3,4):(1,3)")
    blocked = blocked_product(block, tiler)
    assert str(blocked) == "(6,(5,4)):(5,(1,30))"  # mode 0 coalesced from ((2,3),(5,10))
    raked = raked_product(block, tiler)
    assert str(raked) == "((3,2),(4,5)):((10,5),(30,1))"
    for layout in (blocked, raked):
        assert sorted(layout.image()) == list(range(120))
    # blocked: element (m, n) of block (i, j) sits at block(m, n) + 10 * tiler(i, j)
    assert blocked(1 + 2 * 2, 3 + 5 * 1) == block(1, 3) + 10 * tiler(2, 1)
    # raked: the block coordinate is the outer one
    assert raked(2 + 3 * 1, 1 + 4 * 3) == block(1, 3) + 10 * tiler(2, 1)


def test_tile_to_shape():
    atom = P("(8,64):(64,1)")
    assert str(tile_to_shape(atom, (128, 64))) == "(128,64):(64,1)"
    assert str(tile_to_shape(atom, (16, 128))) == "(16,(64,2)):(64,(1,1024))"
    assert str(tile_to_shape(atom, (16, 128), (1, 0))) == "((8,2),(64,2)):((64,1024),(1,512))"
    with pytest.raises(LayoutError):
        tile_to_shape(atom, (12, 64))


# -- inverses and friends (layout.hpp contracts) -------------------------------------------


def test_inverses():
    assert str(right_inverse(P("(4,2):(2,1)"))) == "(2,4):(4,1)"
    assert str(left_inverse(P("4:2"))) == "(2,4):(4,1)"
    assert str(right_inverse(P("4:2"))) == "1:0"
    assert str(right_inverse(P("(2,3):(3,1)"))) == "(3,2):(2,1)"
    inv = left_inverse(P("4:2"))
    assert [inv(P("4:2")(i)) for i in range(4)] == [0, 1, 2, 3]


def test_make_layout_like_and_ordered():
    assert str(make_layout_like(P("(2,2,2,2):(0,2,4,1)"))) == "(2,2,2,2):(0,2,4,1)"
    assert str(make_ordered_layout((2, 2, 2, 2), (0, 2, 3, 1))) == "(2,2,2,2):(1,4,8,2)"
    assert str(make_layout_like(P("(4,3):(30,2)"))) == "(4,3):(3,1)"


def test_nullspace_and_common_vectors():
    assert str(nullspace(P("(4,3,2):(1,0,4)"))) == "3:4"
    row, col = Layout.row_major((4, 8)), Layout.col_major((4, 8))
    assert max_common_vector(row, row) == 32
    assert max_common_vector(row, col) == 1
    assert max_common_vector(P("(4,8):(8,1)"), P("(4,(4,2)):(4,(1,16))")) == 4


def test_upcast_downcast():
    assert str(upcast(P("(8,64):(64,1)"), 2)) == "(8,32):(32,1)"
    assert str(downcast(P("(8,32):(32,1)"), 2)) == "(8,64):(64,1)"


# -- where the seed wiki page is wrong ------------------------------------------------------


def test_wiki_corrections():
    # complement(<4:32>, 256) is (32,2):(1,128), not <32:1>: the result covers all of [0,256)
    c = complement(P("4:32"), 256)
    assert str(c) == "(32,2):(1,128)"
    assert sorted(make_layout(P("4:32"), c).image()) == list(range(256))
    # logical_product(<128:1>, <4:32>) uses cosize(B) = 97, giving (128,4):(1,4096)
    assert str(logical_product(P("128:1"), P("4:32"))) == "(128,4):(1,4096)"
    # composition R = A o B means R(c) = A(B(c)); there is no "cosize(A) <= size(B)" test:
    # 8:2 o 4:1 is 4:2 and 4:1 o 8:2 is 8:2 (A extends past its size along its last mode)
    assert str(composition(P("8:2"), P("4:1"))) == "4:2"
    assert str(composition(P("4:1"), P("8:2"))) == "8:2"
    # logical_divide(<128:1>, <32:1>) does agree with the wiki
    assert str(logical_divide(P("128:1"), P("32:1"))) == "(32,4):(1,32)"
