"""Views: `make_memref`, `block_tile` and `get_dim_size` build and query the memref and tiled
view descriptors the memory ops address through (`lowering.MemRef`, `lowering.View`); no
memory is touched.
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, V, FunctionLowering, MemRef, View
from tileiras.dialects.nv_tileaa.types import DYNAMIC, MemRefType, TiledViewType
from tileiras.conversion.nv_tileas_to_llvm.memory import _i64


@LOWERINGS.rule("nv_tileaa.make_memref")
def lower_make_memref(fl: FunctionLowering, op: Operation) -> None:
    t: MemRefType = op.results[0].type
    base = fl.getv(op.base)
    if op.offset is not None:
        off = _i64(fl, fl.getv(op.offset))
        ptr = fl.b.op(f"getelementptr {T.mem_type(t.element_type)}, {base.ty} {base.name}, i64 {off}")
    else:
        ptr = base.name
    sizes_it = iter(op.sizes)
    strides_it = iter(op.strides)
    sizes = [str(d) if d != DYNAMIC else _i64(fl, fl.getv(next(sizes_it))) for d in t.shape]
    strides = [str(s) if s != DYNAMIC else _i64(fl, fl.getv(next(strides_it))) for s in t.strides]
    fl.set(op.results[0], MemRef(ptr, t.element_type, t.address_space, sizes, strides, list(t.shape),
                                 list(t.strides), fl.alignment_of(op.base)))


@LOWERINGS.rule("nv_tileaa.block_tile")
def lower_block_tile(fl: FunctionLowering, op: Operation) -> None:
    t: TiledViewType = op.results[0].type
    memref = fl.get(op.source)
    fl.set(op.results[0], View(memref, t.tile_shape, t.dim_map, t.steps, t.sparse_dim, t.padding))


@LOWERINGS.rule("nv_tileaa.get_dim_size")
def lower_get_dim_size(fl: FunctionLowering, op: Operation) -> None:
    src = fl.get(op.source)
    dim = op.dim.value.data
    rty = T.reg_type(op.results[0].type)
    if isinstance(src, MemRef):
        size = src.sizes[dim]
    else:
        size_full = src.memref.sizes[src.dim_map[dim]]
        step = src.steps[dim]
        # tiles whose first element is inside the memref: ceil(size / step)
        t = fl.b.op(f"add i64 {size_full}, {step - 1}")
        size = fl.b.op(f"udiv i64 {t}, {step}")
    name = size if rty == "i64" else fl.b.op(f"trunc i64 {size} to {rty}")
    fl.set(op.results[0], V(name, rty, op.results[0].type))
