"""CuTe layouts: a (shape, stride) pair of congruent IntTuples, read as a function int -> int.

A layout maps a coordinate (1-D, per-mode, or fully hierarchical) to an index: the coordinate
is turned into the natural coordinate of the shape colexicographically, then dotted with the
stride. On top of that sit CuTe's algebra operations: coalesce, filter, composition,
complement, inverses, divides and products. Everything is exact integer arithmetic; where CuTe
would reject a request at compile time (a divisibility condition fails, a layout passed to
complement is not injective) this raises `LayoutError`.

Printed form is CuTe's: `(4,2):(1,4)`, `8:1`, `(3,(2,3)):(3,(12,1))`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from typing import Union

from . import int_tuple as it
from .errors import LayoutError
from .int_tuple import IntTuple, fmt, is_int, is_tuple

# A tiler: a Layout (1-D composition), an int n (meaning n:1), None (CuTe's `_`, leave the mode
# alone), or a tuple of tilers applied mode by mode.
Tiler = Union["Layout", int, None, tuple]


class Layout:
    """A CuTe layout. Immutable and hashable; equality is structural (same shape and stride)."""

    __slots__ = ("shape", "stride")
    shape: IntTuple
    stride: IntTuple

    def __init__(self, shape: object, stride: object = None) -> None:
        shp = it.as_int_tuple(shape, "layout shape")
        for s in it.flatten_to_tuple(shp):
            if s < 1:
                raise LayoutError(f"layout shape {fmt(shp)}: every extent must be at least 1")
        if stride is None:
            std = it.compact_col_major(shp)
        else:
            std = it.as_int_tuple(stride, "layout stride")
            if not it.congruent(shp, std):
                raise LayoutError(f"shape {fmt(shp)} and stride {fmt(std)} are not congruent")
        object.__setattr__(self, "shape", shp)
        object.__setattr__(self, "stride", std)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Layout is immutable")

    def __reduce__(self) -> tuple[type, tuple[IntTuple, IntTuple]]:
        return (Layout, (self.shape, self.stride))

    # -- construction ---------------------------------------------------------------------

    @classmethod
    def col_major(cls, shape: object) -> Layout:
        """Generalized column-major (CuTe's LayoutLeft): exclusive prefix products from the left."""
        shp = it.as_int_tuple(shape, "layout shape")
        return cls(shp, it.compact_col_major(shp))

    @classmethod
    def row_major(cls, shape: object) -> Layout:
        """Generalized row-major (CuTe's LayoutRight): exclusive prefix products from the right."""
        shp = it.as_int_tuple(shape, "layout shape")
        return cls(shp, it.compact_row_major(shp))

    @classmethod
    def parse(cls, text: str) -> Layout:
        """Parse CuTe's printed form, e.g. `(4,(2,3)):(1,(4,8))`; `_` prefixes are accepted."""
        m = re.fullmatch(r"\s*(.+?)\s*:\s*(.+?)\s*", text)
        if not m:
            raise LayoutError(f"not a layout: {text!r} (expected SHAPE:STRIDE)")
        return cls(_parse_int_tuple(m.group(1)), _parse_int_tuple(m.group(2)))

    # -- queries ----------------------------------------------------------------------------

    def size(self) -> int:
        return it.product(self.shape)

    def cosize(self) -> int:
        """CuTe's cosize: layout(size - 1) + 1 (the span of the codomain for non-negative strides)."""
        return self(self.size() - 1) + 1

    def rank(self) -> int:
        return it.rank(self.shape)

    def depth(self) -> int:
        return it.depth(self.shape)

    def __call__(self, *coord: object) -> object:
        """layout(i), layout(m, n), layout((m, (j, k))): the index of a coordinate.

        A coordinate holding None in some positions is a slice (CuTe's `_`): the result is the
        sub-layout of the free modes, without the offset (see `slice_and_offset`).
        """
        c = coord[0] if len(coord) == 1 else tuple(coord)
        if _has_none(c):
            return self.slice_and_offset(c)[0]
        crd = it.as_int_tuple(c, "coordinate")
        return it.crd2idx(crd, self.shape, self.stride)

    def natural_coord(self, idx: int) -> IntTuple:
        """The shape-congruent coordinate of the 1-D coordinate `idx` (colexicographic order)."""
        return it.idx2crd(idx, self.shape)

    def get_hier_coord(self, index: int) -> IntTuple:
        """The natural coordinate whose index is `index` (valid for compact layouts only)."""
        return it.idx2crd_strided(index, self.shape, self.stride)

    def slice_and_offset(self, coord: object) -> tuple[Layout, int]:
        """Split a coordinate with None (free) positions into (layout of the free modes, offset)."""
        if not is_tuple(coord) and coord is not None and self.rank() != 1:
            raise LayoutError("a slice needs a coordinate with a position per mode")
        shp = _slice(coord, self.shape)
        std = _slice(coord, self.stride)
        zero = _replace_none(coord, self.shape)
        return Layout(shp, std), it.crd2idx(zero, self.shape, self.stride)

    def image(self) -> list[int]:
        """The indices of every 1-D coordinate in order (for tests and small layouts)."""
        return [self(i) for i in range(self.size())]

    # -- modes ------------------------------------------------------------------------------

    def __getitem__(self, i: int) -> Layout:
        """Mode `i` as a layout; for a rank-1 bare layout, mode 0 is the layout itself."""
        return Layout(it.get(self.shape, i), it.get(self.stride, i))

    def mode(self, *path: int) -> Layout:
        return Layout(it.get(self.shape, *path), it.get(self.stride, *path))

    def modes(self) -> list[Layout]:
        return [self[i] for i in range(self.rank())]

    def __iter__(self) -> Iterator[Layout]:
        return iter(self.modes())

    def with_shape(self, shape: object) -> Layout:
        """Reinterpret as a layout of `shape`: composition(self, col_major(shape))."""
        return composition(self, Layout(shape))

    # -- equality, printing -----------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Layout) and self.shape == other.shape and self.stride == other.stride

    def __hash__(self) -> int:
        return hash((self.shape, self.stride))

    def __str__(self) -> str:
        return f"{fmt(self.shape)}:{fmt(self.stride)}"

    def __repr__(self) -> str:
        return f"Layout({self})"

    # -- algebra as methods -----------------------------------------------------------------

    def compose(self, tiler: Tiler) -> Layout:
        return composition(self, tiler)

    def complement(self, cotarget: IntTuple | None = None) -> Layout:
        return complement(self, cotarget)

    def coalesce(self, profile: IntTuple | None = None) -> Layout:
        return coalesce(self, profile)


# ---------------------------------------------------------------------------------------------
# small helpers


def _parse_int_tuple(text: str) -> IntTuple:
    tokens = re.findall(r"\(|\)|,|-?_?\d+|\S", text)
    pos = 0

    def parse() -> IntTuple:
        nonlocal pos
        if pos >= len(tokens):
            raise LayoutError(f"unexpected end of {text!r}")
        tok = tokens[pos]
        pos += 1
        if tok == "(":
            items: list[IntTuple] = []
            if pos < len(tokens) and tokens[pos] == ")":
                pos += 1
                return ()
            while True:
                items.append(parse())
                if pos >= len(tokens):
                    raise LayoutError(f"unbalanced parentheses in {text!r}")
                tok = tokens[pos]
                pos += 1
                if tok == ")":
                    return tuple(items)
                if tok != ",":
                    raise LayoutError(f"unexpected {tok!r} in {text!r}")
        if re.fullmatch(r"-?_?\d+", tok):
            return int(tok.replace("_", ""))
        raise LayoutError(f"unexpected {tok!r} in {text!r}")

    value = parse()
    if pos != len(tokens):
        raise LayoutError(f"trailing text in {text!r}")
    return value


def _has_none(c: object) -> bool:
    if c is None:
        return True
    if isinstance(c, (tuple, list)):
        return any(_has_none(e) for e in c)
    return False


def _slice(c: object, t: IntTuple) -> IntTuple:
    """CuTe's slice on one IntTuple: keep the parts under None, flattening one level per tuple."""
    if c is None:
        return t
    if isinstance(c, (tuple, list)):
        if not is_tuple(t) or len(c) != len(t):
            raise LayoutError(f"slice coordinate {c!r} does not fit {fmt(t)}")
        out: list[IntTuple] = []
        for ci, ti in zip(c, t):
            if ci is None:
                out.append(ti)
            elif isinstance(ci, (tuple, list)):
                out.extend(it.wrap(_slice(ci, ti)) if _has_none(ci) else ())
        return tuple(out)
    return ()


def _replace_none(c: object, shape: IntTuple) -> IntTuple:
    if c is None:
        return it.repeat_like(shape, 0)
    if isinstance(c, (tuple, list)):
        if not is_tuple(shape) or len(c) != len(shape):
            raise LayoutError(f"slice coordinate {c!r} does not fit {fmt(shape)}")
        return tuple(_replace_none(ci, si) for ci, si in zip(c, shape))
    return it.as_int_tuple(c, "coordinate")


def _flat_lists(layout: Layout) -> tuple[list[int], list[int]]:
    return list(it.flatten_to_tuple(layout.shape)), list(it.flatten_to_tuple(layout.stride))


def _as_layout(x: object, what: str) -> Layout:
    if isinstance(x, Layout):
        return x
    raise LayoutError(f"{what}: expected a Layout, got {type(x).__name__}")


def _dispatch_inner(layout: object, op: Callable[[Layout], object]) -> object | None:
    """Divides, products and compositions on a composed layout act on its inner layout."""
    mapper = getattr(layout, "map_inner", None)
    if mapper is not None and not isinstance(layout, Layout):
        return mapper(op)
    return None


# ---------------------------------------------------------------------------------------------
# concatenation and regrouping


def make_layout(*layouts: Layout) -> Layout:
    """Concatenate layouts as the modes of a new one: make_layout(3:1, 4:3) == (3,4):(1,3)."""
    for layout in layouts:
        _as_layout(layout, "make_layout")
    return Layout(tuple(l.shape for l in layouts), tuple(l.stride for l in layouts))


def make_ordered_layout(shape: object, order: object = None) -> Layout:
    """Compact layout of `shape` whose modes are ordered fastest-first by `order`."""
    shp = it.as_int_tuple(shape, "shape")
    if order is None:
        return Layout.col_major(shp)
    return Layout(shp, it.compact_order(shp, it.as_int_tuple(order, "order")))


def make_layout_like(layout: Layout) -> Layout:
    """A compact layout with `layout`'s shape and stride order; stride-0 modes stay stride 0."""
    shp = it.transform_leaf(lambda s, d: 1 if d == 0 else s, layout.shape, layout.stride)
    return Layout(layout.shape, it.compact_order(shp, layout.stride))


def flatten(layout: Layout) -> Layout:
    return Layout(it.flatten(layout.shape), it.flatten(layout.stride))


def select(layout: Layout, *modes: int) -> Layout:
    return make_layout(*(layout[i] for i in modes))


def take(layout: Layout, begin: int, end: int) -> Layout:
    if not 0 <= begin < end <= layout.rank():
        raise LayoutError(f"take [{begin},{end}) out of range for rank {layout.rank()}")
    return make_layout(*(layout[i] for i in range(begin, end)))


def group(layout: Layout, begin: int, end: int) -> Layout:
    """Gather modes [begin, end) into one mode: group((2,3,5,7), 0, 2) -> ((2,3),5,7)."""
    modes = layout.modes()
    if not 0 <= begin < end <= len(modes):
        raise LayoutError(f"group [{begin},{end}) out of range for rank {len(modes)}")
    return make_layout(*modes[:begin], make_layout(*modes[begin:end]), *modes[end:])


def append(layout: Layout, x: Layout | None = None, n: int | None = None) -> Layout:
    """Append `x` (default 1:0) as a new mode; with `n`, pad with `x` up to rank n."""
    x = Layout(1, 0) if x is None else x
    if n is not None and n == 1 and not is_tuple(layout.shape):
        return layout
    return Layout(it.append(layout.shape, x.shape, n), it.append(layout.stride, x.stride, n))


def prepend(layout: Layout, x: Layout | None = None) -> Layout:
    x = Layout(1, 0) if x is None else x
    return Layout(it.prepend(layout.shape, x.shape), it.prepend(layout.stride, x.stride))


def replace(layout: Layout, i: int, x: Layout) -> Layout:
    modes = layout.modes()
    if not 0 <= i < len(modes):
        raise LayoutError(f"replace: mode {i} out of range for rank {len(modes)}")
    modes[i] = x
    return make_layout(*modes)


# ---------------------------------------------------------------------------------------------
# coalesce and filter


def _bw_coalesce(
    old_shape: Sequence[int], old_stride: Sequence[int], n: int, new_shape: int, new_stride: int
) -> Layout:
    """Fold modes n-1 .. 0 of (old_shape, old_stride) onto the front of (new_shape:new_stride).

    Size-1 modes vanish; a mode s:d merges into the front mode when s*d equals its stride;
    anything else is prepended. All size-1 gives 1:0.
    """
    ns, nd = [new_shape], [new_stride]
    wrapped = False
    for i in range(n - 1, -1, -1):
        s, d = old_shape[i], old_stride[i]
        if s == 1:
            continue
        if not wrapped and ns[0] == 1:
            ns[0], nd[0] = s, d
        elif s * d == nd[0]:
            ns[0], nd[0] = s * ns[0], d
        else:
            ns.insert(0, s)
            nd.insert(0, d)
            wrapped = True
    if not wrapped:
        return Layout(1, 0) if ns[0] == 1 else Layout(ns[0], nd[0])
    return Layout(tuple(ns), tuple(nd))


def coalesce(layout: Layout, profile: IntTuple | None = None) -> Layout:
    """Simplify to depth <= 1 without changing the function on [0, size).

    With a tuple `profile`, coalesce each mode under a leaf of the profile separately (by-mode
    coalesce), keeping the layout's rank.
    """
    if is_tuple(profile):
        if len(profile) > layout.rank():
            raise LayoutError(f"coalesce: profile {fmt(profile)} has more modes than {layout}")
        return make_layout(
            *(coalesce(layout[i], profile[i]) for i in range(len(profile))),
            *(layout[i] for i in range(len(profile), layout.rank())),
        )
    shp, std = _flat_lists(layout)
    if not shp:
        return Layout(1, 0)
    return _bw_coalesce(shp, std, len(shp) - 1, shp[-1], std[-1])


def _coalesce_x(layout: Layout) -> Layout:
    """Coalesce that also preserves the function beyond the domain (the last mode's stride).

    Used by composition, which reads the left layout as a function on all non-negative ints.
    The size of the result's last mode is a placeholder; only its stride is meaningful.
    """
    shp, std = _flat_lists(layout)
    if not shp:
        return Layout(1, 0)
    last = 2 if shp[-1] == 1 else shp[-1]
    return _bw_coalesce(shp, std, len(shp) - 1, last, std[-1])


def filter_zeros(layout: Layout, profile: IntTuple | None = None) -> Layout:
    """Replace the extent of every stride-0 mode by 1 (the modes stay, as 1:0)."""
    if profile is None:
        shp = it.transform_leaf(lambda s, d: 1 if d == 0 else s, layout.shape, layout.stride)
    else:
        shp = it.transform_leaf(lambda s, p: 1 if p == 0 else s, layout.shape, profile)
    return Layout(shp, layout.stride)


def filter(layout: Layout, profile: IntTuple | None = None) -> Layout:
    """Drop stride-0 and size-1 modes and coalesce: the layout of the distinct indices it reaches."""
    if is_tuple(profile):
        if len(profile) > layout.rank():
            raise LayoutError(f"filter: profile {fmt(profile)} has more modes than {layout}")
        return make_layout(
            *(filter(layout[i], profile[i]) for i in range(len(profile))),
            *(layout[i] for i in range(len(profile), layout.rank())),
        )
    return coalesce(filter_zeros(layout))


# ---------------------------------------------------------------------------------------------
# composition


def _composition_impl(ls: IntTuple, ld: IntTuple, rs: IntTuple, rd: IntTuple) -> Layout:
    if is_tuple(rs):
        return make_layout(*(_composition_impl(ls, ld, s, d) for s, d in zip(rs, rd)))  # type: ignore[arg-type]
    assert is_int(rs) and is_int(rd)
    if rd == 0:
        return Layout(rs, 0)
    if rd < 0:
        raise LayoutError(f"composition with a negative stride ({rs}:{rd}) is not supported")
    if not is_tuple(ls):
        return Layout(rs, rd * ld)  # type: ignore[operator]
    assert is_tuple(ld)
    r = len(ls)
    try:
        if rd == 1:
            # mod out the rhs shape from the lhs shape
            shape_1: list[int] = []
            rest_shape = rs
            for si in ls[: r - 1]:
                shape_1.append(it.shape_min(abs(si), rest_shape))  # type: ignore[arg-type]
                rest_shape = it.shape_div(rest_shape, abs(si))  # type: ignore[arg-type,assignment]
            return _bw_coalesce(shape_1, list(ld), r - 1, rest_shape, ld[-1])  # type: ignore[arg-type]
        # divide out the rhs stride from the lhs shape
        shape_1 = []
        rest_stride = rd
        for di in ls[: r - 1]:
            shape_1.append(it.shape_div(di, rest_stride))  # type: ignore[arg-type]
            rest_stride = it.shape_div(rest_stride, di)  # type: ignore[arg-type,assignment]
        stride_1 = [d * it.shape_div(s0, s1) for d, s0, s1 in zip(ld, ls, shape_1)]  # type: ignore[operator]
        # mod out the rhs shape
        shape_2: list[int] = []
        rest_shape = rs
        for si in shape_1:
            shape_2.append(it.shape_min(abs(si), rest_shape))
            rest_shape = it.shape_div(rest_shape, abs(si))  # type: ignore[assignment]
        return _bw_coalesce(shape_2, stride_1, r - 1, rest_shape, rest_stride * ld[-1])  # type: ignore[operator]
    except LayoutError as e:
        raise LayoutError(
            f"composition of {fmt(ls)}:{fmt(ld)} with {rs}:{rd} fails the divisibility conditions ({e})"
        ) from None


def composition(lhs: Layout, rhs: Tiler) -> Layout:
    """R = lhs o rhs with R(c) = lhs(rhs(c)) for every coordinate c of rhs.

    A swizzle or composed layout on the left gives a ComposedLayout (swizzle o offset o layout).

    `rhs` may be a Layout (both read as functions of 1-D coordinates; the result has rhs's
    shape), an int n (n:1), None (lhs unchanged), or a tuple of tilers applied to the first
    modes of lhs one by one (lhs modes beyond the tuple are dropped, as in CuTe).
    Raises LayoutError when CuTe's stride or shape divisibility condition fails.
    """
    inner = _dispatch_inner(lhs, lambda l: composition(l, rhs))
    if inner is not None:
        return inner  # type: ignore[return-value]
    compose_with = getattr(lhs, "compose_with", None)
    if compose_with is not None:  # a swizzle: the result is a composed (swizzled) layout
        return compose_with(rhs)
    lhs = _as_layout(lhs, "composition")
    if rhs is None:
        return lhs
    if isinstance(rhs, Layout):
        flat = _coalesce_x(lhs)
        return _composition_impl(flat.shape, flat.stride, rhs.shape, rhs.stride)
    if is_int(rhs):
        return composition(lhs, Layout(rhs))
    if isinstance(rhs, tuple):
        if len(rhs) > lhs.rank():
            raise LayoutError(f"composition: tiler has {len(rhs)} modes but {lhs} has {lhs.rank()}")
        return make_layout(*(composition(lhs[i], t) for i, t in enumerate(rhs)))
    raise LayoutError(f"composition: not a tiler: {rhs!r}")


# ---------------------------------------------------------------------------------------------
# complement and inverses


def complement(layout: Layout, cotarget: IntTuple | None = None) -> Layout:
    """The ordered layout of the "repetitions" of `layout` that fill a codomain of size cotarget.

    The result R has positive increasing strides, its indices avoid those of `layout` (except
    0), and make_layout(layout, R) reaches at least size(cotarget). Without a cotarget the
    cosize of the filtered layout is used. Raises LayoutError for a non-injective layout or a
    negative stride.
    """
    flt = filter(layout)
    if cotarget is None:
        cotarget = flt.cosize()
    cotarget = it.as_int_tuple(cotarget, "complement cotarget")
    if not is_tuple(flt.stride) and flt.stride == 0:
        return Layout(it.product(cotarget))
    shape, stride = _flat_lists(flt)
    if any(d < 0 for d in stride):
        raise LayoutError(f"complement of {layout}: negative strides are not supported")
    result_shape: list[int] = []
    result_stride: list[int] = [1]
    for _ in range(len(shape) - 1):
        min_stride = min(stride)
        k = stride.index(min_stride)
        new_shape = min_stride // result_stride[-1]
        if new_shape == 0:
            raise LayoutError(f"complement of {layout}: the layout is not injective")
        result_shape.append(new_shape)
        result_stride.append(min_stride * shape[k])
        del shape[k], stride[k]
    new_shape = stride[0] // result_stride[-1]
    if new_shape == 0:
        raise LayoutError(f"complement of {layout}: the layout is not injective")
    result_shape.append(new_shape)
    rest_start = stride[0] * shape[0]
    rest_shape = it.product(it.ceil_div(cotarget, rest_start))
    return coalesce(
        Layout(tuple(result_shape) + (rest_shape,), tuple(result_stride) + (rest_start,))
    )


def right_inverse(layout: Layout) -> Layout:
    """A layout R with layout(R(i)) == i for every i < size(R), as large as CuTe finds it."""
    flat = coalesce(layout)
    shape, stride = _flat_lists(flat)
    astride = [abs(d) for d in stride]
    seq: list[int] = []
    nxt = 1
    while True:
        k = next((i for i, d in enumerate(astride) if d == nxt and i not in seq), None)
        if k is None:
            break
        seq.append(k)
        step = shape[k] * astride[k]
        if step == nxt:
            break
        nxt = step
    if not seq:
        return Layout(1, 0)
    rstride = it.flatten_to_tuple(it.compact_col_major(tuple(shape)))
    sign = [1 if d >= 0 else -1 for d in stride]
    out_shape = tuple(shape[i] for i in seq)
    out_stride = tuple(sign[i] * rstride[i] for i in seq)
    if len(seq) == 1:
        return Layout(out_shape[0], out_stride[0])
    return Layout(out_shape, out_stride)


def left_inverse(layout: Layout) -> Layout:
    """A layout L with L(layout(i)) == i for every i < size(layout); layout must be injective."""
    return right_inverse(make_layout(layout, complement(layout)))


def nullspace(layout: Layout) -> Layout:
    """The 1-D coordinates sent to 0 by the stride-0 modes (CuTe's kernel of a layout)."""
    shape, stride = _flat_lists(flatten(layout))
    idx = [i for i, d in enumerate(stride) if d == 0]
    if not idx:
        return Layout(1, 0)
    rstride = it.flatten_to_tuple(it.compact_col_major(tuple(shape)))
    if len(idx) == 1:
        return Layout(shape[idx[0]], rstride[idx[0]])
    return Layout(tuple(shape[i] for i in idx), tuple(rstride[i] for i in idx))


def max_common_layout(a: Layout, b: Layout) -> Layout:
    """The largest layout R of contiguous 1-D coordinates on which a(R(i)) == b(R(i)) == i."""
    inv_b = right_inverse(b)
    common = coalesce(composition(a, inv_b))
    if common[0].stride == 1:
        return composition(inv_b, common[0])
    return Layout(1, 0)


def max_common_vector(a: Layout, b: Layout) -> int:
    """How many leading elements a and b both map to the same contiguous run (>= 1)."""
    common = coalesce(composition(a, right_inverse(b)))
    first = common[0]
    return first.shape if first.stride == 1 else 1  # type: ignore[return-value]


# ---------------------------------------------------------------------------------------------
# divide


def logical_divide(layout: Layout, tiler: Tiler) -> Layout:
    """layout o (tiler, complement(tiler, shape(layout))): mode 0 the tile, mode 1 the tiles.

    With a tuple tiler the divide is applied mode by mode; layout modes past the tiler stay.
    """
    inner = _dispatch_inner(layout, lambda l: logical_divide(l, tiler))
    if inner is not None:
        return inner  # type: ignore[return-value]
    layout = _as_layout(layout, "logical_divide")
    if tiler is None:
        return layout
    if isinstance(tiler, Layout):
        return composition(layout, make_layout(tiler, complement(tiler, layout.shape)))
    if is_int(tiler):
        return logical_divide(layout, Layout(tiler))
    if isinstance(tiler, tuple):
        return _by_mode(layout, tiler, logical_divide, "logical_divide")
    raise LayoutError(f"logical_divide: not a tiler: {tiler!r}")


def _by_mode(layout: Layout, tiler: tuple, op: Callable[[Layout, Tiler], Layout], name: str) -> Layout:
    if len(tiler) > layout.rank():
        raise LayoutError(f"{name}: tiler has {len(tiler)} modes but {layout} has {layout.rank()}")
    return make_layout(
        *(op(layout[i], t) for i, t in enumerate(tiler)),
        *(layout[i] for i in range(len(tiler), layout.rank())),
    )


def _tile_unzip(layout: Layout, tiler: Tiler) -> Layout:
    s0, s1 = it.zip2_by(layout.shape, tiler)
    d0, d1 = it.zip2_by(layout.stride, tiler)
    return Layout((s0, s1), (d0, d1))


def zipped_divide(layout: Layout, tiler: Tiler) -> Layout:
    """((TileM,TileN,...), (RestM,RestN,...,L,...)): mode 0 is the tile, mode 1 indexes tiles."""
    inner = _dispatch_inner(layout, lambda l: zipped_divide(l, tiler))
    if inner is not None:
        return inner  # type: ignore[return-value]
    return _tile_unzip(logical_divide(layout, tiler), tiler)


def tiled_divide(layout: Layout, tiler: Tiler) -> Layout:
    """((TileM,TileN,...), RestM, RestN, ..., L, ...)."""
    inner = _dispatch_inner(layout, lambda l: tiled_divide(l, tiler))
    if inner is not None:
        return inner  # type: ignore[return-value]
    z = zipped_divide(layout, tiler)
    return make_layout(z[0], *z[1].modes())


def flat_divide(layout: Layout, tiler: Tiler) -> Layout:
    """(TileM, TileN, ..., RestM, RestN, ..., L, ...)."""
    inner = _dispatch_inner(layout, lambda l: flat_divide(l, tiler))
    if inner is not None:
        return inner  # type: ignore[return-value]
    z = zipped_divide(layout, tiler)
    return make_layout(*z[0].modes(), *z[1].modes())


# ---------------------------------------------------------------------------------------------
# product


def logical_product(block: Layout, tiler: Tiler) -> Layout:
    """(block, complement(block, size(block)*cosize(tiler)) o tiler): tiler's copies of block."""
    block = _as_layout(block, "logical_product")
    if tiler is None:
        return block
    if isinstance(tiler, Layout):
        rest = complement(block, block.size() * tiler.cosize())
        return make_layout(block, composition(rest, tiler))
    if is_int(tiler):
        return logical_product(block, Layout(tiler))
    if isinstance(tiler, tuple):
        return _by_mode(block, tiler, logical_product, "logical_product")
    raise LayoutError(f"logical_product: not a tiler: {tiler!r}")


def zipped_product(block: Layout, tiler: Tiler) -> Layout:
    return _tile_unzip(logical_product(block, tiler), tiler)


def tiled_product(block: Layout, tiler: Tiler) -> Layout:
    z = zipped_product(block, tiler)
    return make_layout(z[0], *z[1].modes())


def flat_product(block: Layout, tiler: Tiler) -> Layout:
    z = zipped_product(block, tiler)
    return make_layout(*z[0].modes(), *z[1].modes())


def _pad_rank(layout: Layout, r: int) -> Layout:
    if is_tuple(layout.shape):
        return append(layout, None, r)
    return Layout(it.append(layout.shape, 1, r), it.append(layout.stride, 0, r))


def _rank_sensitive_product(block: Layout, tiler: Layout, raked: bool) -> Layout:
    block = _as_layout(block, "product")
    tiler = _as_layout(tiler, "product")
    r = max(block.rank(), tiler.rank())
    res = logical_product(_pad_rank(block, r), _pad_rank(tiler, r))
    b, t = res[0], res[1]
    pairs = [make_layout(t[i], b[i]) if raked else make_layout(b[i], t[i]) for i in range(r)]
    return coalesce(make_layout(*pairs), (1,) * r)


def blocked_product(block: Layout, tiler: Layout) -> Layout:
    """Tile `block` as a whole over `tiler`, mode by mode: each result mode is (block_i, tiler_i)."""
    return _rank_sensitive_product(block, tiler, raked=False)


def raked_product(block: Layout, tiler: Layout) -> Layout:
    """Interleave copies of `block` over `tiler`: each result mode is (tiler_i, block_i)."""
    return _rank_sensitive_product(block, tiler, raked=True)


def tile_to_shape(block: Layout, target_shape: object, order: object = None) -> Layout:
    """Repeat `block` (by blocked_product) until it has shape `target_shape`.

    `order` ranks the target modes to say which one the block repeats along first (default:
    column-major, mode 0 first). Each target mode must be a multiple of the block's.
    """
    inner = _dispatch_inner(block, lambda l: tile_to_shape(l, target_shape, order))
    if inner is not None:
        return inner  # type: ignore[return-value]
    block = _as_layout(block, "tile_to_shape")
    trg = it.as_int_tuple(target_shape, "target shape")
    r = it.rank(trg)
    if block.rank() > r:
        raise LayoutError(f"tile_to_shape: {block} has more modes than the target {fmt(trg)}")
    padded = _pad_rank(block, r)
    block_shape = it.product_each(padded.shape)
    trg_shape = it.product_each(trg)
    if not it.evenly_divides(trg_shape, block_shape):
        raise LayoutError(f"tile_to_shape: block shape {fmt(block_shape)} does not divide {fmt(trg)}")
    product_shape = tuple(t // b for t, b in zip(trg_shape, block_shape))
    return coalesce(blocked_product(padded, make_ordered_layout(product_shape, order)), product_shape)


# ---------------------------------------------------------------------------------------------
# recasting between element widths


def upcast(layout: Layout, n: int) -> Layout:
    """View a layout of narrow elements as one of n-times-wider elements (strides divide by n)."""
    if n < 1:
        raise LayoutError(f"upcast factor must be positive, got {n}")

    def leaf(s: int, d: int) -> tuple[int, int]:
        if d == 0:
            return s, 0
        return it.shape_div(s, it.shape_div(n, abs(d))), it.shape_div(d, n)  # type: ignore[return-value]

    return _map_leaves(layout, leaf)


def downcast(layout: Layout, n: int) -> Layout:
    """View a layout of wide elements as one of n-times-narrower elements."""
    if n < 1:
        raise LayoutError(f"downcast factor must be positive, got {n}")

    def leaf(s: int, d: int) -> tuple[int, int]:
        return (s * n, d) if d in (1, -1) else (s, d * n)

    return _map_leaves(layout, leaf)


def _map_leaves(layout: Layout, f: Callable[[int, int], tuple[int, int]]) -> Layout:
    def go(s: IntTuple, d: IntTuple) -> tuple[IntTuple, IntTuple]:
        if is_tuple(s):
            parts = [go(x, y) for x, y in zip(s, d)]  # type: ignore[arg-type]
            return tuple(p[0] for p in parts), tuple(p[1] for p in parts)
        return f(s, d)  # type: ignore[arg-type]

    s, d = go(layout.shape, layout.stride)
    return Layout(s, d)


# ---------------------------------------------------------------------------------------------
# free-function spellings of the queries


def size(layout: Layout) -> int:
    return layout.size()


def cosize(layout: Layout) -> int:
    return layout.cosize()


def rank(layout: Layout) -> int:
    return layout.rank()


def depth(layout: Layout) -> int:
    return layout.depth()
