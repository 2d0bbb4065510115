"""tcgen05 selection for block-scaled dots (cuda_tile `mmaf_scaled`) on sm_100a / sm_103a.

NVIDIA's tileiras 13.5 runs cuTile's block-scaled GEMM (`block_scaled_matmul_mxf8_2dscale`:
128x128x128 tiles, e4m3 operands, ue8m0 scales per 32 K) on the tensor cores: per K tile
`tcgen05.cp .32x128b.warpx4` of the two scale tables into tensor memory next to the
accumulator, then `tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32`, one per 32 K.
The corpus's small `mma_scaled_*` kernels (32x32 tiles, no K loop) it computes without tensor
cores on sm_100 (FMA after `cvt.rn.f16x2.e4m3x2`; `nvidia_ptx_facts.json`). The rule here:
a block-scaled dot takes tcgen05 when

- its operands are e4m3 / e5m2 with e8m0 scales per 32 K (kind::mxf8f6f4, `block32`: A and
  B from their pipeline stages) or e2m1 with e4m3 scales per 16 K (NVFP4: kind::mxf4nvf4,
  `block16`, K a multiple of 64: A and B register tiles in the k64 fragments, which cuTile's
  sample converts from f16 loads; `nv_tileas.tcgen05_mma_fp4` packs them into shared memory
  each iteration, NVIDIA's kernel stores A into tensor memory instead),
- its tile is 128 x N with N a multiple of 128 up to 256 (one instruction per K step: M = 128,
  layout D, whose accumulator the layout pass gives as the warp split "m32"; `dot_warps`),
  on one warpgroup,
- it is a GEMM main loop (`tileas_tcgen05._main_loop`) whose scale tables (and fp8 A and B)
  are read from pipeline stages.

Other block-scaled dots keep the mma.sync lowering (`nv_tileas_to_llvm/mma_scaled.py`) and
record why under `nv_tileas.tcgen05_fallback`. Not selected: e2m1 with e8m0 scales (mxf4,
2X), M other than 128.

The rewrite is `tileas_tcgen05.rewrite`'s (accumulator in tensor memory before the loop, read
back after it) with `nv_tileas.tcgen05_mma_scaled` (`dialects/nv_tileas/tcgen05_scaled_ops.py`)
for the dot. Tensor memory: the accumulator's N columns, then the scale columns
(`layout.tcgen05_block_scaled.tmem_columns` for A and for B, twice when the MMAs of one
iteration overlap the next: the iteration's parity picks the set), a power of two in all.
Shared memory: the staging areas of the scales after the mbarriers (128-byte aligned, twice
likewise), for NVFP4 those of the packed operands (1024-byte aligned, M K / 2 + N K / 2
bytes, twice likewise), the tensor-memory slot after them.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, StringAttr, i32
from xdsl.ir import Operation, SSAValue

from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import mma_layouts
from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_warps import recorded_warp_split
from tileiras.conversion.tileas_wgmma import Operand, _check_operand, _descriptors, _operand, _set_canonical
from tileiras.dialects.nv_tileas import layout_of
from tileiras.layout.errors import LayoutError
from tileiras.layout.mma_kinds import element_key, scaled_mma_kind
from tileiras.layout import tcgen05_block_scaled as bs

K_STEP = 32
"""K per instruction of kind::mxf8f6f4."""
FP4_K_STEP = 64
"""K per instruction of kind::mxf4nvf4."""
_FP8 = ("e4m3", "e5m2")
E8M0 = "f8E8M0FNU"
E4M3 = "f8E4M3FN"


def _scale_key(v: SSAValue) -> str:
    return v.type.element_type.name.split(".")[-1]


def _is_fp4(dot: Operation) -> bool:
    """e2m1 operands with e4m3 scales (NVFP4: kind::mxf4nvf4, block16)."""
    return (element_key(dot.a.type.element_type) is None and element_key(dot.b.type.element_type) is None
            and _scale_key(dot.sfa) == E4M3 and _scale_key(dot.sfb) == E4M3)


def candidate(dot: Operation, num_warps: int) -> str | None:
    """Why a block-scaled `nv_tileaa.dot` cannot take tcgen05 judging by its types and shape
    alone (None: it may); the layout pass gives such dots the split "m32"."""
    if dot.sfa is None or dot.sfb is None or scaled_mma_kind(dot) is None:
        return "not a block-scaled tensor-core dot"
    ka, kb = element_key(dot.a.type.element_type), element_key(dot.b.type.element_type)
    fp4 = _is_fp4(dot)
    if not fp4 and (ka not in _FP8 or kb not in _FP8 or _scale_key(dot.sfa) != E8M0 or _scale_key(dot.sfb) != E8M0):
        return ("block-scaled tcgen05 is selected for e4m3/e5m2 operands with e8m0 scales and e2m1 operands with "
                "e4m3 scales only")
    shape = tuple(dot.result.type.get_shape())
    if len(shape) != 2:
        return "batched dot"
    M, N = shape
    K = tuple(dot.a.type.get_shape())[-1]
    blocks = tuple(dot.sfa.type.get_shape())[-1]
    if num_warps != 4 or M != bs.ROWS or N % 128 or N > 256:
        return f"{num_warps} warps, {M}x{N}: one warpgroup and a 128 x (128 or 256) tile needed"
    if fp4 and (K % FP4_K_STEP or blocks * 16 != K):
        return f"K = {K} with {blocks} scale blocks: e2m1 takes K a multiple of 64 in blocks of 16"
    if not fp4 and (K % K_STEP or blocks * K_STEP != K):
        return f"K = {K} with {blocks} scale blocks: blocks of 32 K needed"
    return None


@dataclass
class ScaledPlan:
    """What `rewrite` needs of a block-scaled dot that takes tcgen05."""

    a: Operand
    b: Operand
    sfa: Operation     # the scale tables' load_shared ops
    sfb: Operation
    idesc: int
    n: int
    blocks: int
    loop: Operation
    carried: int


def _scale_load(v: SSAValue, dot: Operation, shape: tuple[int, int]) -> Operation | str:
    """The `load_shared` of a stage the scale table `v` is read by (only the dot uses it)."""
    from tileiras.conversion.tileas_wgmma import _stage_shape

    uses = list(v.uses)
    load = v.owner
    if len(uses) != 1 or uses[0].operation is not dot or not isinstance(load, Operation):
        return "scales have other uses"
    if load.name != "nv_tileas.load_shared":
        return "scales are not read from a shared-memory stage"
    alloc = load.operands[0].owner
    if not isinstance(alloc, Operation) or alloc.name != "nv_tileas.alloc_shared":
        return "scale buffer is not an alloc_shared"
    if _stage_shape(alloc)[1:] != shape:
        return f"scale stage {_stage_shape(alloc)[1:]} is not {shape}"
    size = shape[0] * shape[1]
    if size & (size - 1):
        return f"a scale stage of {size} bytes (the restage addresses a power of two)"
    return load


def plan(dot: Operation, num_warps: int) -> ScaledPlan | str:
    """The plan for a block-scaled dot that can take tcgen05, or why it cannot (module docstring)."""
    from tileiras.conversion.tileas_tcgen05 import _main_loop, shared_layout_of_canonical

    why = candidate(dot, num_warps)
    if why is not None:
        return why
    kind = scaled_mma_kind(dot)
    M, N = tuple(dot.result.type.get_shape())
    K = tuple(dot.a.type.get_shape())[-1]
    layouts = mma_layouts(kind, M, N, K, num_warps, 1, "m32")
    if recorded_warp_split(dot) != "m32" or layout_of(dot.result.type) != layouts[2]:
        return "not in the 128-row accumulator layout (split m32)"
    if _is_fp4(dot):
        return _plan_fp4(dot, layouts, M, N, K)
    blocks = K // K_STEP
    a = _operand(dot.operands[0], dot, False)
    if isinstance(a, str):
        return "A: " + a
    b = _operand(dot.operands[1], dot, True)
    if isinstance(b, str):
        return "B: " + b
    if a.alloc is b.alloc:
        return "A and B share a buffer"
    for name, op, rows in (("A", a, M), ("B", b, N)):
        why = _check_operand(op, rows, K, K_STEP)
        if why is None and _descriptors(shared_layout_of_canonical(op.alloc), op.mn_is_column, rows, K, K_STEP,
                                        rows) is None:
            why = "no matrix descriptor describes the stage's layout"
        if why is not None:
            return f"{name}: {why}"
    sfa = _scale_load(dot.sfa, dot, (M, blocks))
    if isinstance(sfa, str):
        return "SA: " + sfa
    sfb = _scale_load(dot.sfb, dot, (blocks, N))
    if isinstance(sfb, str):
        return "SB: " + sfb
    try:
        idesc = bs.instruction_descriptor("mxf8f6f4", element_key(dot.a.type.element_type),
                                          element_key(dot.b.type.element_type), "ue8m0", M, N, a.mn_is_column,
                                          b.mn_is_column)
    except LayoutError as e:
        return str(e)
    loop = _main_loop(dot)
    if isinstance(loop, str):
        return loop
    return ScaledPlan(a, b, sfa, sfb, idesc, N, blocks, loop[0], loop[1])


@dataclass
class Fp4Plan:
    """What `rewrite_fp4` needs of an NVFP4 dot that takes tcgen05 (A and B register tiles)."""

    sfa: Operation
    sfb: Operation
    idesc: int
    n: int
    blocks: int
    loop: Operation
    carried: int


def _plan_fp4(dot: Operation, layouts, M: int, N: int, K: int) -> Fp4Plan | str:
    """e2m1 A and B in the k64 fragments (eight consecutive K per thread: the lowering packs
    them two per byte), e4m3 scales per 16 K from stages, a GEMM main loop."""
    from tileiras.conversion.tileas_tcgen05 import _main_loop

    if layout_of(dot.a.type) != layouts[0] or layout_of(dot.b.type) != layouts[1]:
        return "e2m1 operands not in the k64 fragments"
    blocks = K // 16
    sfa = _scale_load(dot.sfa, dot, (M, blocks))
    if isinstance(sfa, str):
        return "SA: " + sfa
    sfb = _scale_load(dot.sfb, dot, (blocks, N))
    if isinstance(sfb, str):
        return "SB: " + sfb
    loop = _main_loop(dot)
    if isinstance(loop, str):
        return loop
    idesc = bs.instruction_descriptor("mxf4nvf4", "e2m1", "e2m1", "ue4m3", M, N, False, False)
    return Fp4Plan(sfa, sfb, idesc, N, blocks, loop[0], loop[1])


def _power_of_two_columns(need: int) -> int:
    cols = 32
    while cols < need:
        cols *= 2
    return cols


def rewrite(func: Operation, dot: Operation, p: ScaledPlan | Fp4Plan, budget: int) -> Operation | str:
    """Replace `dot` and its loop's accumulator by the tensor-memory sequence (module
    docstring); why not when the staging does not fit the shared-memory budget or the
    columns the tensor memory."""
    fp4 = isinstance(p, Fp4Plan)
    from tileiras.conversion.tileas_tcgen05 import _can_overlap, _end_of_buffers, _move_copies_after, read_back_after
    from tileiras.conversion.tileas_wgmma import _fence_after_wait
    from tileiras.dialects.nv_tileas.tcgen05_ops import TmemAllocOp, TmemStoreOp
    from tileiras.dialects.nv_tileas.tcgen05_scaled_ops import Tcgen05MmaFp4Op, Tcgen05MmaScaledOp
    from tileiras.dialects.nv_tileas.tma_ops import AllocMbarriersOp, mbarrier_type

    overlap = _can_overlap(dot)
    sets = 2 if overlap else 1
    M, N = tuple(dot.result.type.get_shape())
    sf_cols = bs.tmem_columns(M, p.blocks) + bs.tmem_columns(N, p.blocks)
    cols = _power_of_two_columns(N + sets * sf_cols)
    if cols > 512:
        return f"the accumulator and the scales need {N + sets * sf_cols} tensor-memory columns (512 exist)"
    offset = (_end_of_buffers(func) + 7) // 8 * 8
    sf_offset = (offset + (24 if overlap else 8) + 127) // 128 * 128
    area = bs.staged_bytes(M, p.blocks) + bs.staged_bytes(N, p.blocks)
    slot = sf_offset + sets * area
    op_offset = (slot + 1023) // 1024 * 1024  # fp4: the packed operands' staging (swizzle atoms aligned)
    if fp4:
        K = tuple(dot.a.type.get_shape())[-1]
        slot = op_offset + sets * (M + N) * K // 2
    if slot + 4 > budget:
        return f"the staging ends at byte {slot + 4}, past the {budget} bytes of shared memory"
    if not fp4:
        for op in (p.a, p.b):
            _set_canonical(op.alloc)
        _fence_after_wait(dot, [p.a.alloc, p.b.alloc])
    loop, carried = p.loop, p.carried
    parent = loop.parent_block()
    bars = AllocMbarriersOp.create(result_types=[mbarrier_type(3 if overlap else 1)], properties={
        "offset": IntegerAttr(offset, i32), "count": IntegerAttr(1, i32)})
    talloc = TmemAllocOp.create(result_types=[i32], properties={
        "offset": IntegerAttr(slot, i32), "columns": IntegerAttr(cols, i32), "relinquish": IntegerAttr(0, i32)})
    taddr = talloc.results[0]
    store = TmemStoreOp.create(operands=[taddr, loop.iter_args[carried]], properties={"m": IntegerAttr(M, i32)})
    for op in (bars, talloc, store):
        parent.insert_op_before(op, loop)
    body = loop.body.block
    diff = arith.SubiOp(body.args[0], loop.lb)
    count = arith.DivUIOp(diff.result, loop.step)
    body.insert_op_before(diff, dot)
    body.insert_op_before(count, dot)
    common = {"m": IntegerAttr(M, i32), "n": IntegerAttr(p.n, i32), "idesc": IntegerAttr(p.idesc, i32),
              "blocks": IntegerAttr(p.blocks, i32), "sf_offset": IntegerAttr(sf_offset, i32),
              "sf_col": IntegerAttr(N, i32), "pending": IntegerAttr(int(overlap), i32)}
    if fp4:
        mma = Tcgen05MmaFp4Op.create(
            operands=[taddr, dot.a, dot.b, p.sfa.operands[0], p.sfa.operands[1], p.sfb.operands[0],
                      p.sfb.operands[1], bars.results[0], count.result],
            properties={**common, "atom": StringAttr(bs.atom_name("mxf4nvf4")),
                        "op_offset": IntegerAttr(op_offset, i32)})
    else:
        mma = Tcgen05MmaScaledOp.create(
            operands=[taddr, p.a.load.operands[0], p.a.load.operands[1], p.b.load.operands[0], p.b.load.operands[1],
                      p.sfa.operands[0], p.sfa.operands[1], p.sfb.operands[0], p.sfb.operands[1], bars.results[0],
                      count.result],
            properties={**common, "atom": StringAttr(bs.atom_name("mxf8f6f4")),
                        "a_mn_major": IntegerAttr(int(p.a.mn_is_column), i32),
                        "b_mn_major": IntegerAttr(int(p.b.mn_is_column), i32)})
    body.insert_op_before(mma, dot)
    if overlap:
        _move_copies_after(mma)
    dot.results[0].replace_all_uses_with(dot.operands[2])
    dot.detach()
    dot.erase()
    operand_ops = [] if fp4 else [*reversed(p.a.chain), p.a.load, *reversed(p.b.chain), p.b.load]
    for o in [*operand_ops, p.sfa, p.sfb]:
        if not o.results[0].uses:
            o.detach()
            o.erase()
    read_back_after(loop, carried, taddr, bars, M, cols, overlap)
    return mma


__all__ = ["ScaledPlan", "Fp4Plan", "candidate", "plan", "rewrite", "K_STEP"]
