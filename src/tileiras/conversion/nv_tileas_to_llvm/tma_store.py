"""tma_store: lowering of `nv_tileas.tma_store` (`dialects/nv_tileas/tma_ops.py`).

    [barrier]                       only inside a loop: the previous iteration's store was
                                    retired (thread 0's wait below) before the buffer is rewritten
    every owner thread: its registers -> the buffer (vector `st.shared`, in the buffer's
                                    placement: the map's swizzle)
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
from tileiras.conversion.nv_tileas_to_llvm.shared import SharedBuffer, _store_tile
from tileiras.conversion.nv_tileas_to_llvm.tma import _thread0

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
