"""Divisibility and alignment facts read off nv_tileaa IR, for vectorized memory access.

The facts come from `nv_tileaa.assume div_by<N>` (cuTile emits them for aligned arrays and
divisible shapes and strides), from constants, and through the integer ops that keep them
(extensions, truncations, products, sums). A tile view can be read and written 128 bits at
a time along its contiguous dimension when its memref's base address, every other stride, the
tile origin and the extent along that dimension are multiples of the vector.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation, SSAValue

MAX_POW2 = 1 << 20


def _pow2_dividing(n: int) -> int:
    if n == 0:
        return MAX_POW2
    n = abs(n)
    return min(n & -n, MAX_POW2)


def divisibility(v: SSAValue, depth: int = 0) -> int:
    """The largest power of two known to divide integer value `v` (1 if nothing is known)."""
    from tileiras.dialects.nv_tileaa.attributes import DivByAttr

    op = v.owner
    if not isinstance(op, Operation) or depth > 12:
        return 1
    name = op.name
    if name == "nv_tileaa.assume":
        inner = divisibility(op.operands[0], depth + 1)
        pred = op.properties.get("predicate")
        if isinstance(pred, DivByAttr) and pred.every is None:
            return max(inner, pred.divisor)
        return inner
    if name == "arith.constant":
        value = getattr(op, "value", None)
        if isinstance(value, IntegerAttr):
            return _pow2_dividing(value.value.data)
        return 1
    if name in ("arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast"):
        return divisibility(op.operands[0], depth + 1)
    if name == "arith.muli":
        return min(MAX_POW2, divisibility(op.operands[0], depth + 1) * divisibility(op.operands[1], depth + 1))
    if name in ("arith.addi", "arith.subi"):
        return min(divisibility(op.operands[0], depth + 1), divisibility(op.operands[1], depth + 1))
    if name == "arith.shli":
        rhs = op.operands[1].owner
        if isinstance(rhs, Operation) and rhs.name == "arith.constant" and isinstance(rhs.value, IntegerAttr):
            return min(MAX_POW2, divisibility(op.operands[0], depth + 1) << rhs.value.value.data)
    return 1


def pointer_alignment(v: SSAValue, depth: int = 0) -> int:
    """Bytes a pointer is known to be aligned to (assume div_by on the pointer)."""
    from tileiras.dialects.nv_tileaa.attributes import DivByAttr

    op = v.owner
    best = 1
    while isinstance(op, Operation) and op.name == "nv_tileaa.assume" and depth < 16:
        pred = op.properties.get("predicate")
        if isinstance(pred, DivByAttr) and pred.every is None:
            best = max(best, pred.divisor)
        v = op.operands[0]
        op = v.owner
        depth += 1
    return best


def memref_facts(memref_value: SSAValue) -> tuple[int, list[int], list[int], list[int]] | None:
    """(base alignment in bytes, stride divisibility per dim, static strides per dim (-1:
    dynamic), size divisibility per dim) of a memref made by `make_memref`; None otherwise."""
    op = memref_value.owner
    if not isinstance(op, Operation) or op.name != "nv_tileaa.make_memref":
        return None
    t = memref_value.type
    align = pointer_alignment(op.base)
    if op.offset is not None:
        return None
    sizes = iter(op.sizes)
    strides = iter(op.strides)
    size_div = []
    for d in t.shape:
        size_div.append(_pow2_dividing(d) if d >= 0 else divisibility(next(sizes)))
    stride_div, static = [], []
    for s in t.strides:
        if s >= 0:
            stride_div.append(_pow2_dividing(s))
            static.append(s)
        else:
            stride_div.append(divisibility(next(strides)))
            static.append(-1)
    return align, stride_div, static, size_div


def view_vector_width(view_value: SSAValue, elem_bytes: int) -> int:
    """Elements per 128-bit access that a tile of this view can use (1: scalar access)."""
    op = view_value.owner
    if not isinstance(op, Operation) or op.name != "nv_tileaa.block_tile":
        return 1
    t = view_value.type
    if t.sparse_dim >= 0 or not t.tile_shape:
        return 1
    facts = memref_facts(op.operands[0])
    if facts is None:
        return 1
    align, stride_div, static, _ = facts
    inner = t.dim_map[-1]
    if static[inner] != 1:
        return 1
    v = max(1, 16 // elem_bytes)
    v = min(v, max(1, align // elem_bytes), t.tile_shape[-1], t.steps[-1] & -t.steps[-1])
    for i, d in enumerate(t.dim_map):
        if d == inner:
            continue
        v = min(v, stride_div[d])
    v = 1 << (v.bit_length() - 1) if v > 0 else 1
    return v if v >= 2 else 1
