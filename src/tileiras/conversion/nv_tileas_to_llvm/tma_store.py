"""tma_store: lowering of `nv_tileas.tma_store` (`dialects/nv_tileas/tma_ops.py`).

    [barrier]                       only inside a loop: the previous iteration's store was
                                    retired (thread 0's wait below) before the buffer is rewritten
    every thread: its registers -> the buffer, in the buffer's placement (the map's swizzle):
                                    `stmatrix` where the target has it and the register layout
                                    is one an `ldmatrix` could read (16-bit elements: MMA
                                    accumulators), else vector `st.shared` by the owner threads
    every thread: fence.proxy.async.shared::cta   (its writes visible to the TMA unit)
    barrier
    thread 0: cp.async.bulk.tensor.<r>d.global.shared::cta.tile.bulk_group per box
              cp.async.bulk.commit_group
              cp.async.bulk.wait_group.read 0     (the buffer read: it may be reused, the block
                                                   may exit)

which is NVIDIA's order (its dense GEMM epilogue: stmatrix, fence, barrier, the store, commit,
`wait_group.read 0`). Coordinates are tile index * tile extent per dimension, innermost first;
a tile wider than its map's box (boxes of 128-byte rows side by side, `tileas_tma`) is stored
box by box, each box's bytes after the previous one's. The op needs nothing else from the
kernel (no mbarrier), so a warp-specialized epilogue can issue it as it stands.
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, FunctionLowering, LoweringError
from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.shared import (
    SharedBuffer,
    _mask,
    _store_tile,
    _xor_const,
    linear_of_tid,
)
from tileiras.conversion.nv_tileas_to_llvm.tma import _thread0
from tileiras.layout.shared import SharedLayout, ldmatrix_plan_images

LOOPS = ("scf.for", "scf.while")
PROXY_FENCE = "cp.async.bulk.proxy_fence"
COMMIT = "cp.async.bulk.commit_group"
WAIT_READ = "cp.async.bulk.wait_group.read.0"


def _in_loop(op: Operation) -> bool:
    p = op.parent_op()
    while p is not None:
        if p.name in LOOPS:
            return True
        if p.name == "nv_tileaa.func":
            return False
        p = p.parent_op()
    return False


def _stmatrix_tile(fl: FunctionLowering, v, smem: SharedLayout, base: str) -> bool:
    """Write tile `v` into `base` (placed by `smem`) with `stmatrix`, the inverse of the
    `ldmatrix` plan that would read the same layout back (`ldmatrix_plan_images`: its row
    addresses and register words); False (nothing emitted) where there is no such plan or the
    target has no stmatrix. Every lane of every warp takes part (the instruction is
    warp-wide); replicated registers or warps write the same bytes again."""
    if not getattr(fl.target, "has_stmatrix", False) or smem.elem_bytes != 2:
        return False
    src = v.layout
    plan = ldmatrix_plan_images([smem.image(b) for b in src.reg], [smem.image(b) for b in src.lane],
                                [smem.image(b) for b in src.warp], smem.elem_bytes)
    if plan is None:
        return False
    images = list(plan.row_images) + list(plan.matrix_images)
    images += [0] * (5 - len(images)) + list(plan.warp_images)
    lane_off = linear_of_tid(fl, images)
    mty = T.mem_type(v.elem)
    for const, words in plan.instructions:
        off = _xor_const(fl, lane_off, const, _mask(images))
        p = fl.b.op(f"getelementptr i8, ptr addrspace(3) {base}, i32 {off}")
        args = []
        for word_regs in words:
            parts = [fl.extract(v, r) for r in word_regs]
            if mty != v.scalar_ty:
                parts = [fl.b.op(f"zext {v.scalar_ty} {x} to {mty}") for x in parts]
            vec = fl.build_vector(parts, mty)
            args.append(("i32", fl.b.op(f"bitcast <{len(parts)} x {mty}> {vec} to i32")))
        fl.call(f"stmatrix.{plan.variant}", [("ptr addrspace(3)", p), *args])
    return True


@LOWERINGS.rule("nv_tileas.tma_store")
def lower_tma_store(fl: FunctionLowering, op: Operation) -> None:
    value = fl.getv(op.value)
    buf: SharedBuffer = fl.get(op.buffer)
    k = op.tensor_map.value.data
    params = getattr(fl, "tensor_map_params", [])
    if value.layout is None or k >= len(params):
        raise LoweringError(f"internal error: tma_store of map {k}: no tile or no hidden parameter", [], op)
    tile = tuple(op.view.type.tile_shape)
    box = tuple(fl.tensor_map_specs[k].box)
    box_bytes = buf.layout.nbytes * box[-1] // tile[-1]
    if _in_loop(op):
        fl.barrier()
    if not _stmatrix_tile(fl, value, buf.layout, buf.base):
        _store_tile(fl, value, buf.layout, buf.base)
    fl.call(PROXY_FENCE, [])
    fl.barrier()
    with fl.only_if(_thread0(fl, None), "tms"):
        tmap = fl.entry_value(("tensor-map", k), lambda: fl.b.op(f"ptrtoint ptr {params[k]} to i64"))
        coords = []
        for idx, t in zip(reversed(op.indices), reversed(tile)):
            v = fl.getv(idx)
            x = v.name if v.ty == "i32" else fl.b.op(f"trunc {v.ty} {v.name} to i32")
            coords.append(("i32", fl.b.op(f"mul i32 {x}, {t}")))
        for j in range(tile[-1] // box[-1]):  # boxes side by side along the inner dimension
            src = buf.base if j == 0 else fl.b.op(f"getelementptr i8, ptr addrspace(3) {buf.base}, i32 {j * box_bytes}")
            inner = coords[0] if j == 0 else ("i32", fl.b.op(f"add i32 {coords[0][1]}, {j * box[-1]}"))
            fl.call(f"cp.async.bulk.tensor.{len(tile)}d.store", [("i64", tmap), ("ptr addrspace(3)", src), inner,
                                                                 *coords[1:]])
        fl.call(COMMIT, [])
        fl.call(WAIT_READ, [])


__all__ = ["lower_tma_store", "PROXY_FENCE", "COMMIT", "WAIT_READ"]
