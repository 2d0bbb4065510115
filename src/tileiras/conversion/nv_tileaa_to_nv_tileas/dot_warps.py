"""Which dimensions of a tensor-core dot the warps split: `"mn"` or `"m"`.

By default (`"mn"`) the warps of a CTA take the bits of M and N alternately (rows first), so a
64x64 accumulator on 4 warps is 2x2 blocks of 32x32: each warp reads half of A and half of B.
That is the cheapest split for a plain GEMM, but it puts each row of the accumulator in two
warps. A row reduction of it (attention's running max and sum) then has to meet across warps
through shared memory with barriers, a row vector broadcast back over it (the rescaling of
the output accumulator) is converted through shared memory too, and the accumulator cannot be
the A operand of a second dot without a shuffle through shared memory (attention's P).

With `"m"` every warp owns whole rows (16 x N each on 4 warps): row reductions are lane
shuffles within a quad, row vectors stay in registers, and the accumulator's fragment is the
A fragment of the next mma.sync (FlashAttention's register reuse; NVIDIA's attention kernels
have no barrier in the loop on sm_120). The rule: a dot takes `"m"` when its rows are enough
for every warp (M >= 16 x warps, unbatched) and its result reaches, through shape-preserving
ops, a reduction along its last axis or the A operand of a dot, or its accumulator comes,
through shape-preserving ops, from a row vector broadcast along N.

The choice is recorded on the dot as the attribute `warps` (printed by `--print-ir-after`), and
the LLVM lowering reads it back.
"""

from __future__ import annotations

from xdsl.dialects.builtin import StringAttr, TensorType
from xdsl.ir import Operation, SSAValue

ATTR = "warps"
SPLITS = ("mn", "m", "m32", "pair")
"""How a dot's warps split its tile: M and N bits alternately, M bits only (each warp 16
consecutive rows of each 64), or M bits from bit 5 (each warp 32 consecutive rows of each
128: the rows of `tcgen05.mma` M = 128, whose warp w reads tensor-memory lanes 32w..32w+31),
or "pair": a CTA's 64 rows of a `tcgen05.mma.cta_group::2` M = 128 accumulator (data-path
layout B: columns n < N/2 at lanes 0..63, the others at lanes 64..127), warp w the 32 rows
32 (w % 2) of the column half w // 2, which its lanes 32w..32w+31 hold."""
ROWS_PER_WARP = 16
"""Rows of one mma.sync fragment (m16n8kK): the least M a warp can own."""

_OPAQUE_PREFIXES = ("nv_tileaa.tiled_", "nv_tileaa.load", "nv_tileaa.store", "nv_tileaa.scatter",
                    "nv_tileaa.gather", "nv_tileaa.atomic")


def _shape(v: SSAValue) -> tuple[int, ...] | None:
    return tuple(v.type.get_shape()) if isinstance(v.type, TensorType) else None


def _shape_preserving(op: Operation) -> bool:
    """An op whose tensor operands and results all have one shape (elementwise maths,
    conversions, selects, layout conversions), with no regions and no memory access."""
    if op.regions or op.name.startswith(_OPAQUE_PREFIXES):
        return False
    shapes = {_shape(v) for v in (*op.operands, *op.results) if _shape(v) is not None}
    return len(shapes) == 1 and bool(op.results)


def _forward(v: SSAValue, seen: set[int]):
    """The uses of `v` and, through shape-preserving ops and loop-carried values, of what it
    flows into: (user op, operand index)."""
    stack = [v]
    while stack:
        value = stack.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        for use in value.uses:
            user = use.operation
            yield user, use.index
            if _shape_preserving(user):
                stack.extend(user.results)
            elif user.name == "scf.yield" and user.parent_op() is not None:
                loop = user.parent_op()
                if loop.name == "scf.for":
                    stack.append(loop.results[use.index])
                    stack.append(loop.regions[0].blocks[0].args[use.index + 1])


def _backward_row_broadcast(v: SSAValue, seen: set[int]) -> bool:
    """Whether `v` is computed, through shape-preserving ops, from a `broadcast` of a tensor
    whose last extent is 1 (a row vector spread along N)."""
    stack = [v]
    while stack:
        value = stack.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        op = value.owner
        if not isinstance(op, Operation):
            continue
        if op.name == "nv_tileaa.broadcast":
            src = _shape(op.operands[0])
            if src is not None and len(src) >= 2 and src[-1] == 1:
                return True
            continue
        if _shape_preserving(op):
            stack.extend(op.operands)
    return False


def choose_warp_split(op: Operation, num_warps: int) -> str:
    """`"m"` or `"mn"` for the tensor-core dot `op` (see the module docstring)."""
    shape = _shape(op.results[0])
    if shape is None or len(shape) != 2 or shape[0] < ROWS_PER_WARP * num_warps:
        return "mn"
    last = len(shape) - 1
    for user, index in _forward(op.results[0], set()):
        if user.name == "nv_tileaa.reduce" and _axis(user) == last:
            return "m"
        if user.name == "nv_tileaa.dot" and index == 0:
            return "m"
    return "m" if _backward_row_broadcast(op.operands[2], set()) else "mn"


def _axis(op: Operation) -> int | None:
    axis = op.properties.get("axis") or op.attributes.get("axis")
    return None if axis is None else int(axis.value.data)


def warp_split(op: Operation, num_warps: int) -> str:
    """The dot's recorded split, choosing and recording it if it has none."""
    attr = op.attributes.get(ATTR)
    if isinstance(attr, StringAttr) and attr.data in SPLITS:
        return attr.data
    split = choose_warp_split(op, num_warps)
    op.attributes[ATTR] = StringAttr(split)
    return split


def record_warp_split(op: Operation, split: str) -> None:
    """Record `split` on the dot (the layout pass, where another rule decides it: sm_90's
    warpgroup layouts put every warp on M)."""
    op.attributes[ATTR] = StringAttr(split)


def recorded_warp_split(op: Operation) -> str:
    """The split the layout pass recorded on the dot (`"mn"` when none is)."""
    attr = op.attributes.get(ATTR)
    return attr.data if isinstance(attr, StringAttr) and attr.data in SPLITS else "mn"


__all__ = ["ATTR", "SPLITS", "choose_warp_split", "record_warp_split", "recorded_warp_split", "warp_split"]
