"""Hierarchical integer tuples (CuTe's IntTuple): an int, or a tuple of IntTuples.

Shapes, strides and coordinates of layouts are all IntTuples. Every value here is a plain,
known Python int (CuTe's "static" integers), so the divisibility conditions CuTe checks at
compile time are checked here eagerly and raise `LayoutError`.

Conventions follow CuTe's public semantics:
- rank(int) == 1, depth(int) == 0, size = product of the leaves;
- 1-D coordinates map to natural coordinates colexicographically (the leftmost mode varies
  fastest), and the last mode of a tuple takes the remainder without a modulo, so a layout
  evaluated past its size keeps going along its last mode;
- shape_div rounds away from zero and requires one operand to divide the other.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from math import gcd
from typing import Union

from .errors import LayoutError

IntTuple = Union[int, tuple["IntTuple", ...]]


def is_int(x: object) -> bool:
    """True for a Python int (bools are not integers here)."""
    return isinstance(x, int) and not isinstance(x, bool)


def is_tuple(x: object) -> bool:
    return isinstance(x, tuple)


def as_int_tuple(x: object, what: str = "int tuple") -> IntTuple:
    """Normalize `x` (ints, anything with __index__, nested lists/tuples) to an IntTuple."""
    if isinstance(x, (tuple, list)):
        return tuple(as_int_tuple(e, what) for e in x)
    if isinstance(x, bool) or x is None:
        raise LayoutError(f"{what}: expected an integer or a tuple of them, got {x!r}")
    try:
        return operator.index(x)  # type: ignore[arg-type]
    except TypeError:
        raise LayoutError(f"{what}: expected an integer or a tuple of them, got {x!r}") from None


def fmt(t: IntTuple) -> str:
    """CuTe's text form: `8`, `(4,2)`, `(3,(2,3))`, `(8)` for a rank-1 tuple."""
    if is_tuple(t):
        return "(" + ",".join(fmt(e) for e in t) + ")"
    return str(t)


# ---------------------------------------------------------------------------------------------
# structure


def rank(t: IntTuple) -> int:
    return len(t) if is_tuple(t) else 1


def depth(t: IntTuple) -> int:
    if is_tuple(t):
        return 1 + max((depth(e) for e in t), default=0)
    return 0


def get(t: IntTuple, *path: int) -> IntTuple:
    """get(t, i, j) == t[i][j]; get(int, 0) is the int itself (CuTe's rank-1 view of an int)."""
    for i in path:
        if is_tuple(t):
            if not 0 <= i < len(t):
                raise LayoutError(f"mode {i} out of range for {fmt(t)}")
            t = t[i]
        elif i != 0:
            raise LayoutError(f"mode {i} out of range for the integer {t}")
    return t


def flatten_to_tuple(t: IntTuple) -> tuple[int, ...]:
    """The leaves of `t`, left to right, always as a tuple."""
    if is_tuple(t):
        out: list[int] = []
        for e in t:
            out.extend(flatten_to_tuple(e))
        return tuple(out)
    return (t,)


def flatten(t: IntTuple) -> IntTuple:
    """CuTe's flatten: an int stays an int, a tuple becomes a flat tuple of its leaves."""
    return flatten_to_tuple(t) if is_tuple(t) else t


def wrap(t: IntTuple) -> tuple[IntTuple, ...]:
    return t if is_tuple(t) else (t,)


def unwrap(t: IntTuple) -> IntTuple:
    """Strip rank-1 tuple wrappers: ((8)) -> 8."""
    while is_tuple(t) and len(t) == 1:
        t = t[0]
    return t


def unflatten(flat: Sequence[int], profile: IntTuple) -> IntTuple:
    """Rebuild the nesting of `profile` from a flat sequence of its leaves."""
    flat = list(flat)
    if len(flat) != len(flatten_to_tuple(profile)):
        raise LayoutError(f"unflatten: {len(flat)} leaves do not fit the profile {fmt(profile)}")
    it = iter(flat)

    def build(p: IntTuple) -> IntTuple:
        return tuple(build(e) for e in p) if is_tuple(p) else next(it)

    return build(profile)


def repeat_like(t: IntTuple, value: int) -> IntTuple:
    return tuple(repeat_like(e, value) for e in t) if is_tuple(t) else value


def transform_leaf(f: Callable[..., int], t: IntTuple, *others: IntTuple) -> IntTuple:
    """Apply `f` leaf by leaf to congruent IntTuples."""
    if is_tuple(t):
        for o in others:
            if not is_tuple(o) or len(o) != len(t):
                raise LayoutError(f"mismatched profiles: {fmt(t)} and {fmt(o)}")
        return tuple(transform_leaf(f, *es) for es in zip(t, *others))
    for o in others:
        if is_tuple(o):
            raise LayoutError(f"mismatched profiles: {fmt(t)} and {fmt(o)}")
    return f(t, *others)


def congruent(a: IntTuple, b: IntTuple) -> bool:
    """Same hierarchical profile."""
    if is_tuple(a) and is_tuple(b):
        return len(a) == len(b) and all(congruent(x, y) for x, y in zip(a, b))
    return not is_tuple(a) and not is_tuple(b)


def weakly_congruent(a: IntTuple, b: IntTuple) -> bool:
    """`a`'s profile is a coarsening of `b`'s (an int in `a` may stand for any subtree of `b`)."""
    if not is_tuple(a):
        return True
    if not is_tuple(b):
        return False
    return len(a) == len(b) and all(weakly_congruent(x, y) for x, y in zip(a, b))


def compatible(a: IntTuple, b: IntTuple) -> bool:
    """Every coordinate of shape `a` is also a coordinate of shape `b` (same sizes per leaf of a)."""
    if not is_tuple(a):
        return a == product(b)
    if not is_tuple(b):
        return False
    return len(a) == len(b) and all(compatible(x, y) for x, y in zip(a, b))


def take(t: IntTuple, begin: int, end: int) -> tuple[IntTuple, ...]:
    w = wrap(t)
    if not 0 <= begin < end <= len(w):
        raise LayoutError(f"take [{begin},{end}) out of range for {fmt(t)}")
    return tuple(w[begin:end])


def append(t: IntTuple, x: IntTuple, n: int | None = None) -> tuple[IntTuple, ...]:
    """Append `x` once, or (with n) pad with `x` up to rank n. A bare int counts as rank 1."""
    w = wrap(t)
    if n is None:
        return w + (x,)
    if n < len(w):
        raise LayoutError(f"cannot pad {fmt(t)} down to rank {n}")
    return w + (x,) * (n - len(w))


def prepend(t: IntTuple, x: IntTuple) -> tuple[IntTuple, ...]:
    return (x,) + wrap(t)


def zip_tuples(t: IntTuple) -> tuple[IntTuple, ...]:
    """Transpose a tuple of equal-rank tuples: ((a,b),(c,d)) -> ((a,c),(b,d))."""
    rows = [wrap(e) for e in wrap(t)]
    if not rows:
        return ()
    if len({len(r) for r in rows}) != 1:
        raise LayoutError(f"zip: mismatched ranks in {fmt(t)}")
    return tuple(tuple(r[i] for r in rows) for i in range(len(rows[0])))


def zip2_by(t: IntTuple, guide: object) -> tuple[IntTuple, IntTuple]:
    """Follow the profile of `guide` and gather the rank-2 modes found at its terminals.

    The first elements go to the first mode, the second elements (then every mode of `t`
    beyond the guide's rank) to the second. This is how zipped_divide and zipped_product turn
    ((TileM,RestM),(TileN,RestN),L) into ((TileM,TileN),(RestM,RestN,L)).
    """
    if isinstance(guide, tuple):
        if not is_tuple(t) or len(t) < len(guide):
            raise LayoutError(f"zip2_by: {fmt(t)} has fewer modes than the tiler")
        split = [zip2_by(x, g) for x, g in zip(t, guide)]
        firsts = tuple(s[0] for s in split)
        seconds = tuple(s[1] for s in split) + tuple(t[len(guide):])
        return firsts, seconds
    if not is_tuple(t) or len(t) != 2:
        raise LayoutError(f"zip2_by: expected a rank-2 (tile, rest) mode, got {fmt(t)}")
    return t[0], t[1]


# ---------------------------------------------------------------------------------------------
# reductions


def product(t: IntTuple) -> int:
    if is_tuple(t):
        p = 1
        for e in t:
            p *= product(e)
        return p
    return t


size = product


def product_each(t: IntTuple) -> tuple[int, ...]:
    return tuple(product(e) for e in wrap(t))


def tuple_sum(t: IntTuple) -> int:
    return sum(tuple_sum(e) for e in t) if is_tuple(t) else t


def inner_product(a: IntTuple, b: IntTuple) -> int:
    if is_tuple(a) and is_tuple(b):
        if len(a) != len(b):
            raise LayoutError(f"inner_product: mismatched ranks {fmt(a)} and {fmt(b)}")
        return sum(inner_product(x, y) for x, y in zip(a, b))
    if is_tuple(a) or is_tuple(b):
        raise LayoutError(f"inner_product: mismatched profiles {fmt(a)} and {fmt(b)}")
    return a * b


def tuple_max(t: IntTuple) -> int:
    return max(flatten_to_tuple(t))


def tuple_min(t: IntTuple) -> int:
    return min(flatten_to_tuple(t))


def tuple_gcd(t: IntTuple) -> int:
    g = 0
    for x in flatten_to_tuple(t):
        g = gcd(g, x)
    return g


# ---------------------------------------------------------------------------------------------
# elementwise arithmetic (leaf by leaf on congruent tuples)


def elem_add(a: IntTuple, b: IntTuple) -> IntTuple:
    return transform_leaf(operator.add, a, b)


def elem_sub(a: IntTuple, b: IntTuple) -> IntTuple:
    return transform_leaf(operator.sub, a, b)


def elem_mul(a: IntTuple, b: IntTuple) -> IntTuple:
    return transform_leaf(operator.mul, a, b)


def elem_min(a: IntTuple, b: IntTuple) -> IntTuple:
    return transform_leaf(min, a, b)


def elem_max(a: IntTuple, b: IntTuple) -> IntTuple:
    return transform_leaf(max, a, b)


def elem_scale(a: IntTuple, b: IntTuple) -> IntTuple:
    """`a` scaled leaf by leaf by the product of the matching subtree of `b` (a weakly congruent to b)."""
    if is_tuple(a):
        if not is_tuple(b) or len(a) != len(b):
            raise LayoutError(f"elem_scale: mismatched profiles {fmt(a)} and {fmt(b)}")
        return tuple(elem_scale(x, y) for x, y in zip(a, b))
    return a * product(b)


def _trunc_div(a: int, b: int) -> int:
    """C++ integer division (truncates toward zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def shape_div(a: IntTuple, b: IntTuple) -> IntTuple:
    """CuTe's division for shapes.

    tuple/tuple: leaf by leaf. tuple/int: fold the divisor across the modes from the left,
    e.g. shape_div((4,5,6), 40) == (1,1,3). int/tuple: divide by the product. int/int: one
    must divide the other; the quotient rounds away from zero (so 2/4 gives 1).
    """
    if is_tuple(a):
        if is_tuple(b):
            if len(a) != len(b):
                raise LayoutError(f"shape_div: mismatched ranks {fmt(a)} and {fmt(b)}")
            return tuple(shape_div(x, y) for x, y in zip(a, b))
        out: list[IntTuple] = []
        rest: int = b
        for x in a:
            out.append(shape_div(x, rest))
            rest = shape_div(rest, x)  # type: ignore[assignment]
        return tuple(out)
    if is_tuple(b):
        return shape_div(a, product(b))
    if b == 0 or a == 0 or (a % b != 0 and b % a != 0):
        raise LayoutError(f"shape_div: neither of {a} and {b} divides the other")
    q = _trunc_div(a, b)
    return q if q != 0 else _sign(a) * _sign(b)


def shape_min(a: int, b: int) -> int:
    if is_tuple(a) or is_tuple(b):
        raise LayoutError("shape_min is only defined on integers")
    return 1 if a == 1 or b == 1 else min(a, b)


def ceil_div(a: IntTuple, b: IntTuple) -> IntTuple:
    """Ceiling division; tuple/int folds the divisor from the left like shape_div."""
    if is_tuple(a):
        if is_tuple(b):
            if len(b) > len(a):
                raise LayoutError(f"ceil_div: mismatched ranks {fmt(a)} and {fmt(b)}")
            bb = tuple(b) + (1,) * (len(a) - len(b))
            return tuple(ceil_div(x, y) for x, y in zip(a, bb))
        out: list[IntTuple] = []
        rest: int = b
        for x in a:
            out.append(ceil_div(x, rest))
            rest = ceil_div(rest, x)  # type: ignore[assignment]
        return tuple(out)
    if is_tuple(b):
        return ceil_div(a, product(b))
    if b <= 0:
        raise LayoutError(f"ceil_div: divisor must be positive, got {b}")
    return -(-a // b)


def evenly_divides(a: IntTuple, b: IntTuple) -> bool:
    """Every mode of shape `a` is a multiple of the matching mode of `b`."""
    pa, pb = product_each(a), product_each(b)
    if len(pb) > len(pa):
        return False
    return all(x % y == 0 for x, y in zip(pa, pb))


# ---------------------------------------------------------------------------------------------
# prefix products and compact strides


def prefix_product(t: IntTuple, init: int = 1) -> IntTuple:
    """Exclusive prefix product, left to right, keeping the hierarchy: (3,(2,3)) -> (1,(3,6))."""
    if is_tuple(t):
        out: list[IntTuple] = []
        cur = init
        for e in t:
            out.append(prefix_product(e, cur))
            cur *= product(e)
        return tuple(out)
    return init


def suffix_product(t: IntTuple, init: int = 1) -> IntTuple:
    """Exclusive prefix product, right to left: (2,(2,2)) -> (4,(2,1))."""
    if is_tuple(t):
        out: list[IntTuple] = []
        cur = init
        for e in reversed(t):
            out.append(suffix_product(e, cur))
            cur *= product(e)
        return tuple(reversed(out))
    return init


def _compact(t: IntTuple, cur: int, right: bool) -> tuple[IntTuple, int]:
    if is_tuple(t):
        items = list(reversed(t)) if right else list(t)
        out: list[IntTuple] = []
        for e in items:
            s, cur = _compact(e, cur, right)
            out.append(s)
        return (tuple(reversed(out)) if right else tuple(out)), cur
    # a size-1 mode gets stride 0, as CuTe does for static 1s
    return (0 if t == 1 else cur), cur * t


def compact_col_major(shape: IntTuple, init: int = 1) -> IntTuple:
    """Strides of the generalized column-major (LayoutLeft) layout; size-1 modes get stride 0."""
    return _compact(shape, init, right=False)[0]


def compact_row_major(shape: IntTuple, init: int = 1) -> IntTuple:
    """Strides of the generalized row-major (LayoutRight) layout; size-1 modes get stride 0."""
    return _compact(shape, init, right=True)[0]


def compact_order(shape: IntTuple, order: IntTuple) -> IntTuple:
    """Compact strides where the mode with the smallest `order` value is the fastest.

    `order` is weakly congruent with `shape`: each of its leaves ranks a whole subtree of the
    shape, and that subtree is laid out column-major starting at the product of the sizes of
    every subtree ranked strictly lower.
    """
    if not weakly_congruent(order, shape):
        raise LayoutError(f"compact_order: order {fmt(order)} does not fit shape {fmt(shape)}")
    flat_order = flatten_to_tuple(order)
    ref_shape = flatten_to_tuple(_product_like(shape, order))

    def build(s: IntTuple, o: IntTuple) -> IntTuple:
        if is_tuple(o):
            return tuple(build(x, y) for x, y in zip(s, o))
        start = 1
        for rs, ro in zip(ref_shape, flat_order):
            if ro < o:
                start *= rs
        return compact_col_major(s, start)

    return build(shape, order)


def _product_like(shape: IntTuple, guide: IntTuple) -> IntTuple:
    if is_tuple(guide):
        return tuple(_product_like(s, g) for s, g in zip(shape, guide))
    return product(shape)


# ---------------------------------------------------------------------------------------------
# coordinates


def _check_coord(c: int) -> None:
    if c < 0:
        raise LayoutError(f"negative coordinate {c}")


def crd2idx(coord: IntTuple, shape: IntTuple, stride: IntTuple | None = None) -> int:
    """Map a coordinate (1-D, partially or fully hierarchical) to an index via `stride`.

    Without a stride, the compact column-major stride of `shape` is used, which gives the
    coordinate's 1-D (colexicographic) position in the shape.
    """
    if stride is None:
        stride = prefix_product(shape)
    if is_tuple(coord):
        if not is_tuple(shape) or not is_tuple(stride) or not len(coord) == len(shape) == len(stride):
            raise LayoutError(f"coordinate {fmt(coord)} does not fit shape {fmt(shape)}")
        return sum(crd2idx(c, s, d) for c, s, d in zip(coord, shape, stride))
    _check_coord(coord)
    if is_tuple(shape):
        if not is_tuple(stride) or len(stride) != len(shape):
            raise LayoutError(f"stride {fmt(stride)} does not fit shape {fmt(shape)}")
        if not shape:
            return 0
        idx = 0
        for s, d in zip(shape[:-1], stride[:-1]):
            coord, m = divmod(coord, product(s))
            idx += crd2idx(m, s, d)
        return idx + crd2idx(coord, shape[-1], stride[-1])
    if is_tuple(stride):
        raise LayoutError(f"stride {fmt(stride)} does not fit shape {shape}")
    return coord * stride


def idx2crd(coord: IntTuple, shape: IntTuple) -> IntTuple:
    """The natural (shape-congruent) coordinate of a 1-D or partially hierarchical coordinate."""
    if is_tuple(coord):
        if not is_tuple(shape) or len(coord) != len(shape):
            raise LayoutError(f"coordinate {fmt(coord)} does not fit shape {fmt(shape)}")
        return tuple(idx2crd(c, s) for c, s in zip(coord, shape))
    _check_coord(coord)
    if is_tuple(shape):
        out: list[IntTuple] = []
        for i, s in enumerate(shape):
            if i == len(shape) - 1:
                out.append(idx2crd(coord, s))
            else:
                coord, m = divmod(coord, product(s))
                out.append(idx2crd(m, s))
        return tuple(out)
    return coord


def idx2crd_strided(idx: int, shape: IntTuple, stride: IntTuple) -> IntTuple:
    """Invert the index map of a compact layout: leaf by leaf (idx // d) % s."""
    _check_coord(idx)

    def leaf(s: int, d: int) -> int:
        if s == 1 or d == 0:
            return 0
        return (idx // d) % s

    return transform_leaf(leaf, shape, stride)
