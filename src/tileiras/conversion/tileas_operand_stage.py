"""Operand staging for wgmma (sm_90a): a dot whose operands are register tiles (loaded by
plain loads: unaligned views, loops the pipeline does not stage) still takes wgmma, its
operands written to wgmma-canonical shared-memory buffers first. NVIDIA's 13.5 does this for
the unaligned GEMMs and attention of the corpus (PTX from its `--lineinfo` cubins of
matmul_tiled_f16, matmul_swizzled_f16, fused_attention_f16, causal_attention_bf16): scalar
`st.shared.b16` of the loaded elements into swizzled buffers, `fence.proxy.async.shared::cta`,
`bar.sync 0`, `wgmma.fence`, the K steps of `wgmma.mma_async` from descriptors, commit,
`wgmma.wait_group 0`; one buffer per operand (no ring); attention's P (computed in registers)
stays in registers (wgmma's register-A form), Q, K and V go through shared memory.

Runs before the stage-reading selections (`select_wgmma`, and `select_tcgen05` for the GEMM
main loops NVIDIA gives tcgen05 on sm_100/103), on the dots they refuse because an operand is
not read from a shared-memory stage. A dot qualifies when it has the warpgroup layouts (f16 /
bf16 into f32, 4 warps, M a multiple of 64, 2-D) and each operand is either

- staged: the register tile the dot reads, behind its `convert_layout` (the stored value is
  the loaded tile in its load layout: no conversion to the MMA layout is left), `view`s that
  drop leading unit dimensions and (1, 0) `permute`s (a transposed operand is stored as it was
  loaded, and read with the transpose bit), whose canonical layout exists (the contiguous
  dimension has 32 bytes or more), is whole swizzle atoms and is described by one descriptor
  per instruction slice;
- or, for wgmma's A only, a tile computed in registers (not loaded) in the warpgroup A
  layout: the register-A form (`nv_tileas.wgmma_rs`).

The rewrite, per staged operand: an `alloc_shared {swizzle = 4}` of one stage after the
function's other buffers (its offset a multiple of the swizzle atom, the whole within
`tileas_pipeline.pipeline_budget`: else the dot keeps mma.sync, the staging's reason appended
to its fallback reason), and where the stored value is defined (just before the dot, or after
the definition of a tile defined outside the dot's block: attention's Q, stored once before
the loop)

    [nv_tileas.barrier]          in a loop: the previous iteration's MMA read the buffer
                                 (write after read); dropped where another barrier of the
                                 block lies between those reads and these writes (attention:
                                 the barrier before P V follows Q K^T)
    nv_tileas.store_shared %v, %buf, %c0      (each operand stored at this point)
    nv_tileas.fence_proxy_async  the generic-proxy writes made visible to the async proxy
    nv_tileas.barrier            every thread's writes done before any MMA reads them

and the dot's operand becomes a `load_shared` of the buffer (a `permute` after it for a tile
stored transposed). The selection that follows finds a dot reading shared-memory stages and
replaces it and the reads: a `wgmma` / `wgmma_rs` with `pending = 0` (no copies to overlap:
each warp's wgmmas are complete when it leaves the op, so the next write of a buffer only
needs the barrier above), or a `tcgen05_mma` whose commit every thread waits for. The choice is
all in the IR (`--print-ir-after=tileas-unspecialized-pipeline` shows it, `--start-after`
reads it back).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects.builtin import DenseArrayBase, i32, IntegerAttr, StringAttr, TensorType
from xdsl.ir import Block, Operation, SSAValue

from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import WGMMA_KINDS, mma_kind, mma_layouts
from tileiras.dialects.nv_tileaa.hints import num_warps_of
from tileiras.dialects.nv_tileaa.ops.shape import PermuteOp
from tileiras.dialects.nv_tileas import BarrierOp, layout_of, with_layout
from tileiras.dialects.nv_tileas.shared_ops import AllocSharedOp, LoadSharedOp, StoreSharedOp, shared_buffer_type
from tileiras.dialects.nv_tileas.wgmma_ops import FenceProxyAsyncOp
from tileiras.layout.errors import LayoutError
from tileiras.layout.wgmma_atom import (
    ATOM_M,
    canonical_layout,
    instruction_k,
    squeeze_leading,
    swizzle_atom_bytes,
)
from tileiras.layout.linear import permuted
from tileiras.transforms.tileas_pipeline import BUFFER_ALIGN, element_bytes, pipeline_budget, read_atom, shared_layout_of
from tileiras.conversion.tileas_wgmma import WGMMA_SWIZZLE, _descriptors, _operand, planned_dots

NOT_STAGED = "operand is not read from a shared-memory stage"
"""The stage-reading selection's refusal (`tileas_wgmma._operand`) this path takes over."""
_LOOPS = ("scf.for", "scf.while")


@dataclass
class Staged:
    """An operand written to its own shared-memory buffer before the MMA."""

    value: SSAValue            # the register tile stored (the loaded tile, before conversions)
    chain: list[Operation]     # the ops between it and the dot (convert_layout, view, permute)
    mn_is_column: bool         # M (A) or N (B) along the stored tile's contiguous dimension


def _shape(v: SSAValue) -> tuple[int, ...]:
    return tuple(v.type.get_shape())


def _peel(v: SSAValue, is_b: bool) -> Staged:
    """The tile behind the dot operand `v`: through `convert_layout`, unit-dimension `view`s
    and (1, 0) `permute`s (each one flips the stored orientation)."""
    chain: list[Operation] = []
    transposed = False
    while isinstance(v.owner, Operation):
        op = v.owner
        if op.name == "nv_tileas.convert_layout":
            pass
        elif op.name == "nv_tileaa.view" and squeeze_leading(_shape(op.operands[0])) == _shape(op.results[0]):
            pass
        elif op.name == "nv_tileaa.permute" \
                and tuple(int(x) for x in op.properties["permutation"].get_values()) == (1, 0):
            transposed = not transposed
        else:
            break
        chain.append(op)
        v = op.operands[0]
    # A (M x K): M along the stored columns when transposed; B (K x N): N along them when not
    return Staged(v, chain, transposed != is_b)


def _is_loaded(v: SSAValue) -> bool:
    """Whether `v` (a staged operand's stored tile) was read from memory (not computed)."""
    return isinstance(v.owner, Operation) and v.owner.name.endswith("load")


def _check_staged(s: Staged, rows: int, block: int, k_total: int, k_step: int) -> str | None:
    """Why the tile cannot be stored in a canonical layout wgmma reads (None: it can)."""
    if layout_of(s.value.type) is None:
        return "the stored tile has no register layout"
    shape = squeeze_leading(_shape(s.value))
    eb = element_bytes(s.value.type.element_type)
    if len(shape) != 2 or not eb:
        return "the stored tile is not a 2-D tile of whole bytes"
    try:
        smem = canonical_layout(shape, eb)
    except LayoutError as e:
        return str(e)
    atom = swizzle_atom_bytes(shape, eb)
    if (eb * shape[0] * shape[1]) % atom:
        return f"the stored tile is not a whole number of {atom}-byte swizzle atoms"
    if _descriptors(smem, s.mn_is_column, rows, k_total, k_step, block) is None:
        return "no matrix descriptor describes the staged layout"
    return None


def plan_staging(dot: Operation, num_warps: int, register_a: bool = True
                 ) -> tuple[Staged | None, Staged | None] | str:
    """(A, B) to stage for a dot, or why it cannot be; None for an operand left as it is (read
    from a pipeline stage already, or A computed in registers: wgmma's register-A form,
    allowed with `register_a`)."""
    kind = mma_kind(dot)
    if kind is None or kind.name not in WGMMA_KINDS:
        return "no wgmma form"
    shape = _shape(dot.results[0])
    if len(shape) != 2:
        return "batched dot"
    M, N = shape
    K = _shape(dot.operands[0])[-1]
    if num_warps != 4 or M % ATOM_M:
        return f"{num_warps} warps, M = {M}: one warpgroup and M a multiple of 64 needed"
    layouts = mma_layouts(kind, M, N, K, num_warps, 1, "m")
    k_step = instruction_k(kind.a)
    b: Staged | None = None
    if isinstance(_operand(dot.operands[1], dot, True), str):
        b = _peel(dot.operands[1], True)
        why = _check_staged(b, N, min(N, 256), K, k_step)
        if why is not None:
            return "B: " + why
    a: Staged | None = None
    if isinstance(_operand(dot.operands[0], dot, False), str):
        a = _peel(dot.operands[0], False)
        if register_a and not _is_loaded(a.value) and layout_of(dot.operands[0].type) == layouts[0]:
            a = None  # computed in registers, already in the warpgroup A layout: register-A form
        else:
            why = _check_staged(a, M, ATOM_M, K, k_step)
            if why is not None:
                return "A: " + why
    if a is None and b is None:
        return "no operand to stage"
    return a, b


def buffers_end(func: Operation) -> int:
    """The first shared byte after the function's buffers (pipeline stages, mbarriers)."""
    from tileiras.conversion.nv_tileas_to_llvm.shared import pipeline_bytes

    return pipeline_bytes(func)


def _stored_shape(s: Staged) -> tuple[int, int]:
    return squeeze_leading(_shape(s.value))


def _buffer_bytes(s: Staged) -> int:
    n = element_bytes(s.value.type.element_type)
    for d in _stored_shape(s):
        n *= d
    return (n + BUFFER_ALIGN - 1) // BUFFER_ALIGN * BUFFER_ALIGN


def _atom(s: Staged) -> int:
    return max(BUFFER_ALIGN, swizzle_atom_bytes(_stored_shape(s), element_bytes(s.value.type.element_type)))


def _place(func: Operation, staged: list[Staged], budget: int) -> list[int] | str:
    """The byte offsets of the staged operands' buffers after the function's others."""
    end = buffers_end(func)
    out = []
    for s in staged:
        atom = _atom(s)
        off = (end + atom - 1) // atom * atom
        end = off + _buffer_bytes(s)
        out.append(off)
    if end > budget:
        return f"staging needs {end} bytes of shared memory, over the {budget}-byte budget"
    return out


def _in_loop(block: Block, func: Operation) -> bool:
    op = block.parent_op()
    while op is not None and op is not func:
        if op.name in _LOOPS:
            return True
        op = op.parent_op()
    return False


def _anchor(v: SSAValue, dot: Operation) -> Operation:
    """The op the stores of `v` go before: the dot, or (a tile defined in an enclosing block)
    the op after `v`'s definition in that block."""
    owner = v.owner
    block = owner.parent_block() if isinstance(owner, Operation) else owner
    if block is dot.parent_block():
        return dot
    if isinstance(owner, Operation):
        return owner.next_op
    return block.first_op


def _read_back(dot: Operation, index: int, s: Staged, buf: SSAValue, zero: SSAValue) -> None:
    """Operand `index` of `dot` becomes a `load_shared` of the buffer (with a (1, 0) `permute`
    for a tile stored transposed), in the operand's type: the stage-reading selections take it
    from there (the read disappears with the dot)."""
    operand = dot.operands[index]
    ty = operand.type
    layout = layout_of(ty)
    transposed = s.mn_is_column != (index == 1)
    alloc = buf.owner
    smem = shared_layout_of(alloc)
    block = dot.parent_block()
    if transposed:
        rows, cols = _shape(operand)
        stored = permuted(layout, (1, 0))
        read_ty = with_layout(TensorType(ty.element_type, [cols, rows]), stored)
    else:
        read_ty, stored = ty, layout
    read = LoadSharedOp.create(operands=[buf, zero], result_types=[read_ty],
                               properties={"atom": StringAttr(read_atom(stored, smem))})
    block.insert_op_before(read, dot)
    value = read.results[0]
    if transposed:
        perm = PermuteOp.create(operands=[value], result_types=[ty],
                                properties={"permutation": DenseArrayBase.from_list(i32, [1, 0])})
        block.insert_op_before(perm, dot)
        value = perm.results[0]
    dot.operands[index] = value


def stage_dot(func: Operation, dot: Operation, a: Staged | None, b: Staged | None, offsets: list[int]
              ) -> list[tuple[Operation, Operation]]:
    """Write the staged operands of `dot` to their buffers and read the dot's operands back
    from them (see the module docstring); the write-after-read barriers with the op each
    orders the writes after (`_drop_covered`)."""
    staged = [(i, s) for i, s in ((0, a), (1, b)) if s is not None]
    entry = func.regions[0].blocks.first
    buffers: list[SSAValue] = []
    zero = arith.ConstantOp(IntegerAttr(0, i32))  # the stage index, at the start of the function
    entry.insert_op_before(zero, entry.first_op)
    for (_, s), off in zip(staged, offsets):
        t = shared_buffer_type(1, _stored_shape(s), s.value.type.element_type)
        alloc = AllocSharedOp.create(result_types=[t], properties={
            "swizzle": IntegerAttr(WGMMA_SWIZZLE, i32), "offset": IntegerAttr(off, i32)})
        entry.insert_op_before(alloc, entry.first_op)
        buffers.append(alloc.results[0])
    groups: dict[int, tuple[Operation, list[tuple[Staged, SSAValue]]]] = {}
    for (_, s), buf in zip(staged, buffers):
        anchor = _anchor(s.value, dot)
        groups.setdefault(id(anchor), (anchor, []))[1].append((s, buf))
    war: list[tuple[Operation, Operation]] = []
    for anchor, members in groups.values():
        block = anchor.parent_block()
        if _in_loop(block, func):
            barrier = BarrierOp.create()
            block.insert_op_before(barrier, anchor)
            reader = dot
            while reader.parent_block() is not block:
                reader = reader.parent_op()
            war.append((barrier, reader))
        for s, buf in members:
            block.insert_op_before(StoreSharedOp.create(operands=[s.value, buf, zero.result]), anchor)
        block.insert_op_before(FenceProxyAsyncOp.create(), anchor)
        block.insert_op_before(BarrierOp.create(), anchor)
    for (i, s), buf in zip(staged, buffers):
        _read_back(dot, i, s, buf, zero.result)
    for _, s in staged:
        for op in s.chain:  # the dot's end first: each op's result unused once its user is gone
            if not op.results[0].uses:
                op.detach()
                op.erase()
    return war


def _drop_covered(war: list[tuple[Operation, Operation]]) -> None:
    """Erase each write-after-read barrier (inserted before a loop's stores, the reader being
    the op of that block holding the dot) that another barrier already covers: one in the
    same block before it, or after the reader (between the reads of an iteration and the
    writes of the next). Only barriers that stay count (the stores' own read barriers, the
    other passes'), so no two barriers are dropped for each other."""
    candidates = {id(b) for b, _ in war}
    for barrier, reader in war:
        ops = list(barrier.parent_block().ops)
        at, read_at = ops.index(barrier), ops.index(reader)
        if any(op.name == BarrierOp.name and id(op) not in candidates and (i < at or i > read_at)
               for i, op in enumerate(ops)):
            barrier.detach()
            barrier.erase()


def stage_refused_dots(module: Operation, target, plan_fn, register_a: bool,
                       precheck: Callable[[Operation], bool] = lambda dot: True) -> dict[Operation, str]:
    """Stage the operands of every dot `plan_fn(dot, num_warps)` refuses because an operand is
    not read from a shared-memory stage (and `precheck` accepts), so that the selection that
    follows takes it; the dots whose staging was refused, with why."""
    refused: dict[Operation, str] = {}
    budget = pipeline_budget(target)
    for func in [op for op in module.walk() if op.name == "nv_tileaa.func"]:
        num_warps = num_warps_of(func)
        war: list[tuple[Operation, Operation]] = []
        for dot in [op for op in func.walk() if op.name == "nv_tileaa.dot"]:
            why = plan_fn(dot, num_warps)
            if not isinstance(why, str) or NOT_STAGED not in why or not precheck(dot):
                continue
            plan = plan_staging(dot, num_warps, register_a)
            offsets = plan if isinstance(plan, str) else _place(func, [s for s in plan if s is not None], budget)
            if isinstance(offsets, str):
                refused[dot] = offsets
                continue
            war += stage_dot(func, dot, *plan, offsets)
        _drop_covered(war)
    return refused


def staged_planned_dots(module: Operation, target, plan_fn, fallback_attr: str, register_a: bool,
                        precheck: Callable[[Operation], bool] = lambda dot: True):
    """`tileas_wgmma.planned_dots` after `stage_refused_dots`; a dot still refused gets the
    staging's reason appended to its `fallback_attr` (once the walk is done)."""
    refused = stage_refused_dots(module, target, plan_fn, register_a, precheck)
    yield from planned_dots(module, plan_fn, fallback_attr)
    for dot, why in refused.items():
        if dot.parent is not None and fallback_attr in dot.attributes:
            dot.attributes[fallback_attr] = StringAttr(f"{dot.attributes[fallback_attr].data}; staging: {why}")


__all__ = ["NOT_STAGED", "Staged", "plan_staging", "stage_dot", "stage_refused_dots", "staged_planned_dots"]
