"""Property tests of the layout algebra (hypothesis): the post-conditions CuTe states."""

import os

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tileiras.layout import (
    Layout,
    LayoutError,
    blocked_product,
    coalesce,
    complement,
    composition,
    filter,
    left_inverse,
    logical_divide,
    logical_product,
    make_layout,
    make_ordered_layout,
    raked_product,
    right_inverse,
    zipped_divide,
)
from tileiras.layout import int_tuple as it

settings.register_profile("layout", deadline=None, max_examples=100)
settings.register_profile("layout-thorough", deadline=None, max_examples=3000)
settings.load_profile(os.environ.get("LAYOUT_HYPOTHESIS_PROFILE", "layout"))

extents = st.integers(1, 6)


def shapes(max_leaves: int = 4) -> st.SearchStrategy:
    """Hierarchical shapes of depth <= 2 with at most `max_leaves` leaves."""
    inner = st.one_of(extents, st.lists(extents, min_size=1, max_size=2).map(tuple))
    return st.one_of(extents, st.lists(inner, min_size=1, max_size=3).map(tuple)).filter(
        lambda s: len(it.flatten_to_tuple(s)) <= max_leaves
    )


@st.composite
def layouts(draw, max_leaves: int = 4, max_stride: int = 24) -> Layout:
    shape = draw(shapes(max_leaves))
    n = len(it.flatten_to_tuple(shape))
    strides = draw(st.lists(st.integers(0, max_stride), min_size=n, max_size=n))
    return Layout(shape, it.unflatten(strides, shape))


@st.composite
def tractable_injective(draw) -> tuple[Layout, int]:
    """An injective layout whose strides form divisibility chains, and the size it lives in.

    Made from a compact layout of a random flat shape in a random mode order, keeping some of
    its modes, scaling every stride by k, and regrouping adjacent modes.
    Returns (layout, N) with image(layout) inside [0, N) and N the compact size times k.
    """
    shape = tuple(draw(st.lists(st.integers(1, 4), min_size=1, max_size=4)))
    order = draw(st.permutations(range(len(shape))))
    full = make_ordered_layout(shape, tuple(order))
    keep = draw(st.lists(st.booleans(), min_size=len(shape), max_size=len(shape)))
    if not any(keep):
        keep[0] = True
    k = draw(st.integers(1, 3))
    modes = [Layout(m.shape, m.stride * k) for m, kept in zip(full.modes(), keep) if kept]
    if len(modes) >= 2 and draw(st.booleans()):
        modes = [make_layout(modes[0], modes[1])] + modes[2:]
    return make_layout(*modes), it.product(shape) * k


def injective(layout: Layout) -> bool:
    img = layout.image()
    return len(set(img)) == len(img)


def function_equal(a, b, n: int) -> bool:
    return all(a(i) == b(i) for i in range(n))


# -- coalesce and filter ---------------------------------------------------------------------


@given(layouts())
def test_coalesce_preserves_the_function(layout):
    c = coalesce(layout)
    assert c.size() == layout.size()
    assert c.depth() <= 1
    assert function_equal(c, layout, layout.size())
    assert coalesce(c) == c  # idempotent


@given(layouts())
def test_by_mode_coalesce_preserves_each_mode(layout):
    profile = it.repeat_like(it.wrap(layout.shape), 1)
    c = coalesce(layout, profile)
    assert c.rank() == layout.rank()
    for cm, lm in zip(c.modes(), layout.modes()):
        assert cm.size() == lm.size() and function_equal(cm, lm, lm.size())


@given(layouts())
def test_filter_keeps_the_image(layout):
    f = filter(layout)
    assert set(f.image()) == set(layout.image())
    assert f == Layout(1, 0) or 0 not in it.flatten_to_tuple(f.stride)


@given(layouts())
def test_print_parse_round_trip(layout):
    assert Layout.parse(str(layout)) == layout


# -- composition -----------------------------------------------------------------------------


@given(layouts(), layouts(max_stride=8))
def test_composition_post_conditions(a, b):
    # CuTe composes mode by mode, which is exact when b is injective (the docs' condition)
    assume(injective(b))
    try:
        r = composition(a, b)
    except LayoutError:
        assume(False)
    assert it.compatible(b.shape, r.shape)
    assert all(r(i) == a(b(i)) for i in range(b.size()))


@given(layouts(max_leaves=3), layouts(max_leaves=3, max_stride=6), layouts(max_leaves=3, max_stride=6))
def test_composition_is_associative_where_defined(a, b, c):
    # a composition equals lhs(rhs(i)) on rhs's domain only, so c must land inside b's domain;
    # mode-by-mode composition is exact for injective right-hand sides
    assume(max(c.image()) < b.size() and injective(b) and injective(c))
    try:
        left = composition(composition(a, b), c)
        right = composition(a, composition(b, c))
    except LayoutError:
        assume(False)
    n = c.size()
    assert function_equal(left, right, n)
    assert all(left(i) == a(b(c(i))) for i in range(n))


@st.composite
def factorizations(draw, n: int) -> tuple[int, ...]:
    """A random ordered factorization of n into at most 3 factors."""
    dims: list[int] = []
    while n > 1 and len(dims) < 2:
        d = draw(st.sampled_from([x for x in range(1, n + 1) if n % x == 0]))
        dims.append(d)
        n //= d
    return tuple(dims) + (n,)


@given(st.data(), layouts())
def test_composition_with_a_compact_reshape(data, a):
    dims = data.draw(factorizations(a.size()))
    try:
        r = a.with_shape(dims)
    except LayoutError:
        assume(False)
    assert it.compatible(dims, r.shape)
    assert function_equal(r, a, a.size())


# -- complement ------------------------------------------------------------------------------


@given(layouts(max_stride=12), st.integers(1, 200))
def test_complement_is_ordered_and_disjoint(a, cotarget):
    assume(injective(filter(a)))
    try:
        c = complement(a, cotarget)
    except LayoutError:
        assume(False)
    img = c.image()
    assert all(x < y for x, y in zip(img, img[1:]))  # ordered
    a_img = set(a.image())
    assert all(x not in a_img for x in img[1:])  # disjoint codomains (0 is shared)


@given(tractable_injective(), st.integers(1, 3))
def test_complement_tiles_the_codomain(pair, reps):
    a, n = pair
    m = n * reps
    c = complement(a, m)
    joined = make_layout(a, c)
    assert sorted(joined.image()) == list(range(m))  # disjoint and covering [0, M)
    assert a.size() * c.size() == m


# -- inverses --------------------------------------------------------------------------------


@given(layouts())
def test_right_inverse_round_trip(layout):
    r = right_inverse(layout)
    for i in range(r.size()):
        assert 0 <= r(i) < max(layout.size(), 1) or r.size() == 1
        assert layout(r(i)) == i


@given(tractable_injective())
def test_left_inverse_round_trip(pair):
    a, _ = pair
    inv = left_inverse(a)
    assert all(inv(a(i)) == i for i in range(a.size()))


@given(st.lists(st.integers(1, 4), min_size=1, max_size=4).flatmap(
    lambda s: st.tuples(st.just(tuple(s)), st.permutations(range(len(s))))
))
def test_inverse_of_a_bijection_is_full(pair):
    shape, order = pair
    a = make_ordered_layout(shape, tuple(order))
    r = right_inverse(a)
    assert r.size() == a.size()
    assert all(a(r(i)) == i for i in range(a.size()))
    assert all(r(a(i)) == i for i in range(a.size()))
    assert left_inverse(a).image() == r.image()


# -- divide and product ----------------------------------------------------------------------


@given(st.lists(st.integers(1, 4), min_size=1, max_size=3), tractable_injective())
def test_logical_divide_is_composition_with_tile_and_rest(dims, pair):
    tiler, n = pair
    a = Layout(tuple(dims) + (n,))
    try:
        d = logical_divide(a, tiler)
    except LayoutError:
        assume(False)
    assert d[0] == composition(a, tiler)
    assert zipped_divide(a, tiler)[0] == composition(a, tiler)
    rest = complement(tiler, a.shape)
    assert all(d(i) == a(make_layout(tiler, rest)(i)) for i in range(d.size()))


@given(tractable_injective(), st.integers(1, 3))
def test_logical_divide_of_a_vector_is_a_permutation(pair, reps):
    tiler, n = pair
    a = Layout(n * reps)
    d = logical_divide(a, tiler)
    assert d.size() == a.size()
    assert sorted(d.image()) == list(range(a.size()))
    assert d[0] == tiler or coalesce(d[0]) == coalesce(tiler)


@given(tractable_injective(), tractable_injective())
def test_logical_product_replicates_the_block(block_pair, tiler_pair):
    block, _ = block_pair
    tiler, _ = tiler_pair
    try:
        p = logical_product(block, tiler)
    except LayoutError:  # CuTe's divisibility conditions can fail for strided blocks
        assume(False)
    assert it.compatible(block.shape, p[0].shape)
    assert it.compatible(tiler.shape, p[1].shape)
    assert p[0] == block
    assert injective(p)  # unique replication of an injective block


@given(st.lists(st.integers(1, 3), min_size=2, max_size=2), st.lists(st.integers(1, 3), min_size=2, max_size=2),
       st.booleans(), st.booleans())
def test_blocked_and_raked_products_are_bijections(bs, ts, b_row, t_row):
    block = Layout.row_major(tuple(bs)) if b_row else Layout.col_major(tuple(bs))
    tiler = Layout.row_major(tuple(ts)) if t_row else Layout.col_major(tuple(ts))
    n = block.size() * tiler.size()
    for product in (blocked_product, raked_product):
        r = product(block, tiler)
        assert r.rank() == 2
        assert sorted(r.image()) == list(range(n))
        assert [m.size() for m in r.modes()] == [bs[0] * ts[0], bs[1] * ts[1]]
