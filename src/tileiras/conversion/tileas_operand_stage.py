"""Operand staging for wgmma (sm_90a): a dot whose operands are register tiles (loaded by
plain loads: unaligned views, loops the pipeline does not stage) still takes wgmma, its
operands written to wgmma-canonical shared-memory buffers first. NVIDIA's 13.5 does this for
the unaligned GEMMs and attention of the corpus (PTX from its `--lineinfo` cubins of
matmul_tiled_f16, matmul_swizzled_f16, fused_attention_f16, causal_attention_bf16): scalar
`st.shared.b16` of the loaded elements into swizzled buffers, `fence.proxy.async.shared::cta`,
`bar.sync 0`, `wgmma.fence`, the K steps of `wgmma.mma_async` from descriptors, commit,
`wgmma.wait_group 0`; one buffer per operand (no ring); attention's P (computed in registers)
stays in registers (wgmma's register-A form), Q, K and V go through shared memory.

Runs in `select_wgmma` (end of `tileas-unspecialized-pipeline`) on the dots the stage-reading
selection refused because an operand is not read from a shared-memory stage. A dot qualifies
when it has the warpgroup layouts (f16 / bf16 into f32, 4 warps, M a multiple of 64, 2-D) and
each operand is either

- staged: the register tile the dot reads, behind its `convert_layout` (the stored value is
  the loaded tile in its load layout: no conversion to the MMA layout is left), `view`s that
  drop leading unit dimensions and (1, 0) `permute`s (a transposed operand is stored as it was
  loaded, and read with the transpose bit), whose canonical layout exists (the contiguous
  dimension has 32 bytes or more) and is described by one descriptor per instruction slice;
- or, for A only, a tile computed in registers (not loaded) in the warpgroup A layout: the
  register-A form (`nv_tileas.wgmma_rs`).

The rewrite, per staged operand: an `alloc_shared {swizzle = 4}` of one stage after the
function's other buffers (its offset a multiple of the swizzle atom, the whole within
`tileas_pipeline.pipeline_budget`: else the dot keeps mma.sync with that reason), and where the
stored value is defined (just before the dot, or after the definition of a tile defined
outside the dot's block: attention's Q, stored once before the loop)

    [nv_tileas.barrier]          in a loop, when no barrier precedes in the block: the
                                 previous iteration's wgmma read the buffer (write after read)
    nv_tileas.store_shared %v, %buf, %c0      (each operand stored at this point)
    nv_tileas.fence_proxy_async  the generic-proxy writes made visible to the async proxy
    nv_tileas.barrier            every thread's writes done before any wgmma reads them

then `nv_tileas.wgmma` (or `wgmma_rs`) with `pending = 0`: each warp's wgmmas are complete when
it leaves the op, so the next write of a buffer only needs the barrier above. The choice is
all in the IR (`--print-ir-after=tileas-unspecialized-pipeline` shows it, `--start-after`
reads it back). A dot that still cannot take wgmma keeps its `nv_tileas.wgmma_fallback` reason,
the staging's own refusal appended.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects.builtin import i32, IntegerAttr, StringAttr
from xdsl.ir import Block, Operation, SSAValue

from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import WGMMA_KINDS, mma_kind, mma_layouts
from tileiras.dialects.nv_tileas import BarrierOp, layout_of
from tileiras.dialects.nv_tileas.shared_ops import AllocSharedOp, StoreSharedOp, shared_buffer_type
from tileiras.dialects.nv_tileas.wgmma_ops import FenceProxyAsyncOp, WgmmaOp, WgmmaRsOp
from tileiras.layout.errors import LayoutError
from tileiras.layout.wgmma_atom import (
    ATOM_M,
    canonical_layout,
    instruction_k,
    instruction_name,
    squeeze_leading,
    swizzle_atom_bytes,
)
from tileiras.transforms.tileas_pipeline import BUFFER_ALIGN, element_bytes, pipeline_budget

NOT_STAGED = "operand is not read from a shared-memory stage"
"""The stage-reading selection's refusal (`tileas_wgmma._operand`) this path takes over."""
_LOOPS = ("scf.for", "scf.while")


@dataclass
class Staged:
    """An operand written to its own shared-memory buffer before the wgmma."""

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
    from tileiras.conversion.tileas_wgmma import _descriptors

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
    if _descriptors(smem, s.mn_is_column, rows, k_total, k_step, block) is None:
        return "no matrix descriptor describes the staged layout"
    return None


def plan_staging(dot: Operation, num_warps: int) -> tuple[Staged | None, Staged, str] | str:
    """(A, B, atom) for a dot whose operands can be staged (A None: A from registers), or why not."""
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
    if layout_of(dot.results[0].type) != layouts[2]:
        return "not in the warpgroup layout (accumulator type)"
    k_step = instruction_k(kind.a)
    n_inst = min(N, 256)
    b = _peel(dot.operands[1], True)
    why = _check_staged(b, N, n_inst, K, k_step)
    if why is not None:
        return "B: " + why
    a: Staged | None = _peel(dot.operands[0], False)
    if not _is_loaded(a.value) and layout_of(dot.operands[0].type) == layouts[0]:
        a = None  # computed in registers, already in the warpgroup A layout: register-A form
    else:
        why = _check_staged(a, M, ATOM_M, K, k_step)
        if why is not None:
            return "A: " + why
    return a, b, instruction_name(n_inst, kind.a, kind.b)


def buffers_end(func: Operation) -> int:
    """The first shared byte after the function's buffers (pipeline stages, mbarriers)."""
    from tileiras.conversion.nv_tileas_to_llvm.shared import pipeline_bytes

    return pipeline_bytes(func)


def _buffer_bytes(v: SSAValue) -> int:
    n = element_bytes(v.type.element_type)
    for d in _shape(v):
        n *= d
    return (n + BUFFER_ALIGN - 1) // BUFFER_ALIGN * BUFFER_ALIGN


def _place(func: Operation, staged: list[Staged], budget: int) -> list[int] | str:
    """The byte offsets of the staged operands' buffers after the function's others."""
    end = buffers_end(func)
    out = []
    for s in staged:
        eb = element_bytes(s.value.type.element_type)
        atom = max(BUFFER_ALIGN, swizzle_atom_bytes(squeeze_leading(_shape(s.value)), eb))
        off = (end + atom - 1) // atom * atom
        end = off + _buffer_bytes(s.value)
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


def _barrier_before(op: Operation) -> bool:
    prev = op.prev_op
    while prev is not None:
        if prev.name == BarrierOp.name:
            return True
        prev = prev.prev_op
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


def store_operands(func: Operation, dot: Operation, staged: list[Staged],
                   offsets: list[int]) -> tuple[list[SSAValue], dict[int, SSAValue]]:
    """The buffers of `staged` (operands of `dot`) and the stores, fence and barriers that fill
    them (module docstring): (the buffers, id(Staged) -> the stage index 0 its store used).
    tcgen05's attention (`tileas_tcgen05_attention`) stages B this way too."""
    buffers: list[SSAValue] = []
    entry = func.regions[0].blocks.first
    for s, off in zip(staged, offsets):
        t = shared_buffer_type(1, _shape(s.value), s.value.type.element_type)
        alloc = AllocSharedOp.create(result_types=[t], properties={
            "swizzle": IntegerAttr(4, i32), "offset": IntegerAttr(off, i32)})
        entry.insert_op_before(alloc, entry.first_op)
        buffers.append(alloc.results[0])
    groups: dict[int, tuple[Operation, list[tuple[Staged, SSAValue]]]] = {}
    for s, buf in zip(staged, buffers):
        anchor = _anchor(s.value, dot)
        groups.setdefault(id(anchor), (anchor, []))[1].append((s, buf))
    zeros: dict[int, SSAValue] = {}
    for anchor, members in groups.values():
        block = anchor.parent_block()
        in_loop = _in_loop(block, func)
        needs_war = in_loop and not _barrier_before(anchor)
        if needs_war:
            block.insert_op_before(BarrierOp.create(), anchor)
        zero = arith.ConstantOp(IntegerAttr(0, i32))
        block.insert_op_before(zero, anchor)
        for s, buf in members:
            block.insert_op_before(StoreSharedOp.create(operands=[s.value, buf, zero.result]), anchor)
            zeros[id(s)] = zero.result
        block.insert_op_before(FenceProxyAsyncOp.create(), anchor)
        block.insert_op_before(BarrierOp.create(), anchor)
    return buffers, zeros


def rewrite_staged(func: Operation, dot: Operation, a: Staged | None, b: Staged, atom: str,
                   offsets: list[int]) -> Operation:
    """Replace `dot` by a wgmma reading the staged operands (see the module docstring)."""
    staged = [s for s in (a, b) if s is not None]
    buffers, zeros = store_operands(func, dot, staged, offsets)
    common = {"atom": StringAttr(atom), "b_mn_major": IntegerAttr(int(b.mn_is_column), i32),
              "pending": IntegerAttr(0, i32)}
    b_buf = buffers[-1]
    b_ops = [b_buf, zeros[id(b)]]
    if a is None:
        wg = WgmmaRsOp.create(operands=[dot.operands[0], *b_ops, dot.operands[2]],
                              result_types=[dot.results[0].type], properties=common)
    else:
        wg = WgmmaOp.create(operands=[buffers[0], zeros[id(a)], *b_ops, dot.operands[2]],
                            result_types=[dot.results[0].type],
                            properties={**common, "a_mn_major": IntegerAttr(int(a.mn_is_column), i32)})
    dot.parent_block().insert_op_before(wg, dot)
    dot.results[0].replace_all_uses_with(wg.results[0])
    dot.detach()
    dot.erase()
    for s in staged:
        for op in s.chain:  # the dot's end first: each op's result unused once its user is gone
            if not op.results[0].uses:
                op.detach()
                op.erase()
    return wg


def stage_operands(func: Operation, dot: Operation, num_warps: int, target) -> Operation | str:
    """Give `dot` wgmma through staged operands; the wgmma, or why not."""
    plan = plan_staging(dot, num_warps)
    if isinstance(plan, str):
        return plan
    a, b, atom = plan
    offsets = _place(func, [s for s in (a, b) if s is not None], pipeline_budget(target))
    if isinstance(offsets, str):
        return offsets
    return rewrite_staged(func, dot, a, b, atom, offsets)


__all__ = ["NOT_STAGED", "Staged", "plan_staging", "rewrite_staged", "stage_operands", "store_operands"]
