"""Memory: tile loads and stores through tiled views with bounds masks and padding, pointer
loads and stores with masks, globals, allocas, fences and the layout pass's barriers (the
view descriptors are built in `views.py`, the atomics are in `atomics.py`).

Every thread reads and writes the elements its layout gives it. A view access computes, per
register, the memref coordinate `tile_index * step + coordinate` along each dimension, masks
lanes outside the memref, and issues an LLVM masked gather/scatter (LLVM scalarizes it into
predicated accesses). Replicated elements are written once, by their owner thread.

Ordered accesses (relaxed/acquire/release) are atomic loads/stores with a syncscope; a tile
of them is one scalar access per element. A 0-d (uniform) atomic or ordered access is done by
thread 0 and its result shared through shared memory, so the block stays uniform.
"""

from __future__ import annotations

from typing import Callable

from xdsl.ir import Operation

from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.elementwise import float_literal_for
from tileiras.conversion.nv_tileas_to_llvm.lowering import (
    LOWERINGS,
    TOKEN,
    V,
    FunctionLowering,
    LoweringError,
    View,
)
from tileiras.layout.linear import LinearLayout, dim_bit_offsets, log2_exact
from tileiras.dialects.nv_tileaa.types import DYNAMIC, MemRefType, TiledViewType

SCOPES = {"tl_blk": 'syncscope("block")', "cluster": 'syncscope("cluster")', "gpu": 'syncscope("device")',
          "sys": ""}
ORDERS = {"relaxed": "monotonic", "acquire": "acquire", "release": "release", "acq_rel": "acq_rel",
          "weak": "monotonic"}


def _i64(fl: FunctionLowering, v: V) -> str:
    """A scalar integer as i64 (sign-extended)."""
    if v.ty == "i64":
        return v.name
    if v.ty == "i1":
        return fl.b.op(f"zext i1 {v.name} to i64")
    if v.name.lstrip("-").isdigit():
        return v.name
    return fl.b.op(f"sext {v.ty} {v.name} to i64")


# -- barriers (placed by the layout pass where tokens order accesses) --------------------------


@LOWERINGS.rule("nv_tileas.barrier")
def lower_barrier(fl: FunctionLowering, op: Operation) -> None:
    fl.barrier()


# -- addresses of view elements ----------------------------------------------------------------


def _padding_literal(padding: str, elem) -> str:
    llty = T.reg_type(elem)
    if llty in ("half", "bfloat", "float", "double"):
        value = {"zero": 0.0, "neg_zero": -0.0, "nan": float("nan"), "pos_inf": float("inf"),
                 "neg_inf": float("-inf")}.get(padding, 0.0)
        return float_literal_for(value, llty)
    if llty.startswith("ptr"):
        return "null"
    if llty == "i1":
        return "false"
    return "0"


def view_addresses(fl: FunctionLowering, view: View, indices: list[V], layout: LinearLayout,
                   in_bounds: list[bool], gather_index: V | None = None) -> tuple[str, str | None]:
    """The `<N x ptr>` addresses of a tile of `view` at tile `indices` in `layout`, and the
    `<N x i1>` in-bounds mask (None when every lane is statically in bounds)."""
    ptrs, make_mask = view_addresses_lazy(fl, view, indices, layout, in_bounds, gather_index)
    return ptrs, make_mask()


def view_addresses_lazy(fl: FunctionLowering, view: View, indices: list[V], layout: LinearLayout,
                        in_bounds: list[bool], gather_index: V | None = None
                        ) -> tuple[str, Callable[[], str | None]]:
    """`view_addresses` with the mask left to build: the second result emits the per-element
    compares where it is called (only on the path that needs them, see `edge_split`)."""
    memref = view.memref
    n = layout.num_regs
    mty = T.mem_type(memref.elem)
    tile_offset: str | None = None  # the tile's origin: changes from tile to tile
    offset: str | None = None  # each element from the origin: the thread's and its registers'
    checks: list[tuple[str, str]] = []
    for i, tile_extent in enumerate(view.tile_shape):
        md = view.dim_map[i]
        start = None
        if i == view.sparse_dim and gather_index is not None:
            # the coordinate along the sparse dimension is the index tile's value for this row
            offs = dim_bit_offsets(layout.shape)
            bitmap = [-1] * layout.nbits
            width = log2_exact(layout.shape[i])
            for j in range(width):
                bitmap[offs[i] + j] = j
            idx_tile = fl.relayout(gather_index, layout, bitmap)
            pos = fl.b.op(f"sext {idx_tile.ty} {idx_tile.name} to <{n} x i64>") \
                if idx_tile.scalar_ty != "i64" else idx_tile.name
            regc = None
        else:
            # gather/scatter views take element offsets in their dense dimensions
            step = 1 if view.sparse_dim >= 0 else view.steps[i]
            start = fl.b.op(f"mul i64 {_i64(fl, indices[i])}, {step}")
            tc = fl.thread_coord(layout, i)
            tc64 = fl.b.op(f"zext i32 {tc} to i64")
            regc = fl.reg_coords(layout, i)
            if not (in_bounds and in_bounds[i]):
                pos = fl.splat(fl.b.op(f"add i64 {start}, {tc64}"), "i64", n)
                if any(regc):
                    pos = fl.b.op(f"add <{n} x i64> {pos}, {fl.const_vec('i64', regc)}")
        if not (in_bounds and in_bounds[i]):
            checks.append((pos, memref.sizes[md]))
        stride = memref.strides[md]
        if regc is None:
            term = pos if stride == "1" else fl.b.op(f"mul <{n} x i64> {pos}, {fl.splat(stride, 'i64', n)}")
        else:
            # (start + thread + c) * stride as start * stride (the tile's origin, one scalar)
            # plus thread * stride + c * stride (the same on every tile: hoisted out of loops),
            # with one product per distinct register coordinate c, not a multiply per element
            origin = start if stride == "1" else fl.b.op(f"mul i64 {start}, {stride}")
            tile_offset = origin if tile_offset is None else fl.b.op(f"add i64 {tile_offset}, {origin}")
            own = tc64 if stride == "1" else fl.b.op(f"mul i64 {tc64}, {stride}")
            term = fl.splat(own, "i64", n)
            if any(regc):
                scaled = {c: (str(c) if stride == "1" else fl.b.op(f"mul i64 {c}, {stride}"))
                          for c in sorted(set(regc)) if c}
                term = fl.b.op(f"add <{n} x i64> {term}, "
                               f"{fl.build_vector([scaled.get(c, '0') for c in regc], 'i64')}")
        offset = term if offset is None else fl.b.op(f"add <{n} x i64> {offset}, {term}")
    ptrty = T.ptr_type(memref.space)
    base = memref.base
    if tile_offset is not None:
        base = fl.b.op(f"getelementptr {mty}, {ptrty} {base}, i64 {tile_offset}")
    if offset is None:
        offset = "zeroinitializer"
    ptrs = fl.b.op(f"getelementptr {mty}, {ptrty} {base}, <{n} x i64> {offset}")

    def make_mask() -> str | None:
        mask = None
        for pos, size in checks:
            ok = fl.b.op(f"icmp ult <{n} x i64> {pos}, {fl.splat(size, 'i64', n)}")
            mask = ok if mask is None else fl.b.op(f"and <{n} x i1> {mask}, {ok}")
        return mask

    return ptrs, make_mask


def whole_tile_in_bounds(fl: FunctionLowering, view: View, indices: list[V], in_bounds: list[bool]) -> str | None:
    """An i1: the tile at `indices` lies inside the memref along every dimension the facts do
    not prove (0 <= start <= size - extent); None for gather/scatter views or when nothing is
    left to check."""
    if view.sparse_dim >= 0:
        return None
    whole = None
    for i, extent in enumerate(view.tile_shape):
        if in_bounds and in_bounds[i]:
            continue
        start = fl.b.op(f"mul i64 {_i64(fl, indices[i])}, {view.steps[i]}")
        room = fl.b.op(f"sub i64 {view.memref.sizes[view.dim_map[i]]}, {extent}")
        ok = fl.b.op(f"and i1 {fl.b.op(f'icmp sge i64 {start}, 0')}, {fl.b.op(f'icmp sle i64 {start}, {room}')}")
        whole = ok if whole is None else fl.b.op(f"and i1 {whole}, {ok}")
    return whole


def edge_split(fl: FunctionLowering, whole: str | None, make_mask: Callable[[], str | None], access,
               ty: str | None) -> str | None:
    """`access(mask)` with the tile's mask, split on `whole` (`whole_tile_in_bounds`) into an
    unmasked path for tiles inside the memref and the masked one for tiles at its edge, as
    NVIDIA's code does: interior tiles pay one compare per dimension instead of one per
    element. `ty`: the type of `access`'s result (joined by a phi), None when it has none."""
    if whole is None:
        return access(make_mask())
    inner, edge, join = fl.b.new_block("tile.inner"), fl.b.new_block("tile.edge"), fl.b.new_block("tile.end")
    fl.b.cond_br(whole, inner, edge)
    fl.b.set_block(inner)
    x_inner = access(None)
    inner_end = fl.b.current
    fl.b.br(join)
    fl.b.set_block(edge)
    x_edge = access(make_mask())
    edge_end = fl.b.current
    fl.b.br(join)
    fl.b.set_block(join)
    return fl.b.phi(ty, [(x_inner, inner_end), (x_edge, edge_end)]) if ty is not None else None


def _ordered(op: Operation) -> tuple[str, str]:
    sem = op.properties.get("mem_semantic")
    scope = op.properties.get("mem_scope")
    s = sem.data.value if sem is not None else "weak"
    return s, (scope.data.value if scope is not None else "gpu")


def gather(fl: FunctionLowering, ptrs: str, mask: str | None, elem, layout: LinearLayout, passthru: str,
           op: Operation | None = None, extra_mask: str | None = None) -> str:
    """Load `<N x T>` from `<N x ptr>` under `mask`, `passthru` where masked off."""
    n = layout.num_regs
    mty = T.mem_type(elem)
    rty = T.reg_type(elem)
    ptrty = ptrs_elem_type(fl, elem, op)
    sem, scope = _ordered(op) if op is not None else ("weak", "gpu")
    if sem != "weak":
        return _ordered_elementwise_load(fl, ptrs, mask, elem, layout, passthru, sem, scope, ptrty)
    align = T.byte_size(elem)
    m = mask if mask is not None else fl.const_vec("i1", ["true"] * n)
    pt = passthru
    if mty != rty:
        pt = fl.b.op(f"zext <{n} x {rty}> {passthru} to <{n} x {mty}>")
    name = f"llvm.masked.gather.v{n}{_suffix(mty)}.v{n}p{_space_of(ptrty)}"
    fl.module.declare(name, f"declare <{n} x {mty}> @{name}(<{n} x {ptrty}>, i32, <{n} x i1>, <{n} x {mty}>)")
    out = fl.b.op(f"call <{n} x {mty}> @{name}(<{n} x {ptrty}> {ptrs}, i32 {align}, <{n} x i1> {m}, "
                  f"<{n} x {mty}> {pt})")
    if mty != rty:
        out = fl.b.op(f"trunc <{n} x {mty}> {out} to <{n} x {rty}>")
    return out


def scatter(fl: FunctionLowering, value: V, ptrs: str, mask: str | None, op: Operation | None = None) -> None:
    """Store `value` through `<N x ptr>` under `mask`, once per element (owners only)."""
    layout = value.layout
    n = layout.num_regs
    elem = value.elem
    mty = T.mem_type(elem)
    rty = T.reg_type(elem)
    ptrty = ptrs_elem_type(fl, elem, op)
    # replicated elements: only the owner thread and the first register copy write
    own = [not layout.is_replica_reg(r) for r in range(n)]
    m = mask
    if not all(own):
        c = fl.const_vec("i1", ["true" if o else "false" for o in own])
        m = c if m is None else fl.b.op(f"and <{n} x i1> {m}, {c}")
    owner = fl.owner_pred(layout)
    if owner is not None:
        o = fl.splat(owner, "i1", n)
        m = o if m is None else fl.b.op(f"and <{n} x i1> {m}, {o}")
    if m is None:
        m = fl.const_vec("i1", ["true"] * n)
    data = value.name
    if mty != rty:
        data = fl.b.op(f"zext <{n} x {rty}> {data} to <{n} x {mty}>")
    sem, scope = _ordered(op) if op is not None else ("weak", "gpu")
    if sem != "weak":
        _ordered_elementwise_store(fl, data, ptrs, m, n, mty, ptrty, sem, scope)
        return
    name = f"llvm.masked.scatter.v{n}{_suffix(mty)}.v{n}p{_space_of(ptrty)}"
    fl.module.declare(name, f"declare void @{name}(<{n} x {mty}>, <{n} x {ptrty}>, i32, <{n} x i1>)")
    fl.b.emit(f"call void @{name}(<{n} x {mty}> {data}, <{n} x {ptrty}> {ptrs}, i32 {T.byte_size(elem)}, "
              f"<{n} x i1> {m})")


def ptrs_elem_type(fl: FunctionLowering, elem, op) -> str:
    return "ptr addrspace(1)"


def _space_of(ptrty: str) -> str:
    if ptrty == "ptr":
        return "0"
    return ptrty.split("(")[1].rstrip(")")


def _suffix(ty: str) -> str:
    return {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}.get(
        ty, "p" + _space_of(ty) if ty.startswith("ptr") else ty)


def _each_masked(fl: FunctionLowering, mask: str | None, n: int, body) -> list[str | None]:
    """Run `body(r)` for every register r under its mask bit; returns body's values (phis)."""
    outs = []
    for r in range(n):
        if mask is None:
            outs.append(body(r, None))
            continue
        bit = fl.b.op(f"extractelement <{n} x i1> {mask}, i32 {r}")
        then = fl.b.new_block("m")
        cont = fl.b.new_block("m.end")
        pre = fl.b.current
        fl.b.cond_br(bit, then, cont)
        fl.b.set_block(then)
        out = body(r, pre)
        then_end = fl.b.current
        fl.b.br(cont)
        fl.b.set_block(cont)
        if out is not None:
            val, ty, default = out
            outs.append((fl.b.phi(ty, [(val, then_end), (default, pre)])))
        else:
            outs.append(None)
    return outs


def _ordered_elementwise_load(fl, ptrs, mask, elem, layout, passthru, sem, scope, ptrty) -> str:
    n = layout.num_regs
    mty = T.mem_type(elem)
    rty = T.reg_type(elem)
    order = ORDERS[sem]
    sync = SCOPES[scope]
    defaults = [fl.b.op(f"extractelement <{n} x {rty}> {passthru}, i32 {r}") for r in range(n)]

    def body(r, pre):
        p = fl.b.op(f"extractelement <{n} x {ptrty}> {ptrs}, i32 {r}")
        x = fl.b.op(f"load atomic {mty}, {ptrty} {p} {sync} {order}, align {T.byte_size(elem)}".replace("  ", " "))
        if mty != rty:
            x = fl.b.op(f"trunc {mty} {x} to {rty}")
        return (x, rty, defaults[r]) if pre is not None else x

    outs = _each_masked(fl, mask, n, body)
    return fl.build_vector(outs, rty)


def _ordered_elementwise_store(fl, data, ptrs, mask, n, mty, ptrty, sem, scope) -> None:
    order = ORDERS[sem]
    sync = SCOPES[scope]

    def body(r, pre):
        p = fl.b.op(f"extractelement <{n} x {ptrty}> {ptrs}, i32 {r}")
        x = fl.b.op(f"extractelement <{n} x {mty}> {data}, i32 {r}")
        fl.b.emit(f"store atomic {mty} {x}, {ptrty} {p} {sync} {order}, align {_size(mty)}".replace("  ", " "))
        return None

    _each_masked(fl, mask, n, body)


def _size(mty: str) -> int:
    return {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "half": 2, "bfloat": 2, "float": 4, "double": 8}.get(mty, 8)


# -- tile loads and stores through views -------------------------------------------------------------

def _in_bounds(op: Operation) -> list[bool]:
    ib = op.properties.get("in_bounds")
    return [bool(x) for x in ib.get_values()] if ib is not None else []


@LOWERINGS.rule("nv_tileaa.tiled_load", "nv_tileaa.gather_load")
def lower_tiled_load(fl: FunctionLowering, op: Operation) -> None:
    view: View = fl.get(op.view)
    res = op.results[0]
    layout = fl.layout(res)
    elem = T.element(res.type)
    gather_index = None
    indices = []
    for i, v in enumerate(op.indices):
        lowered = fl.getv(v)
        if i == view.sparse_dim and op.name == "nv_tileaa.gather_load":
            gather_index = lowered
            indices.append(None)
        else:
            indices.append(lowered)
    ptrs, make_mask = view_addresses_lazy(fl, view, indices, layout, _in_bounds(op), gather_index)
    pad = _padding_literal(view.padding, elem)
    rty = T.reg_type(elem)
    passthru = fl.const_vec(rty, [pad] * layout.num_regs)
    vw = vector_width(op, layout)

    def load(mask: str | None) -> str:
        if vw > 1:
            return vector_gather(fl, ptrs, mask, elem, layout, passthru, vw, whole_runs(op))
        return gather(fl, ptrs, mask, elem, layout, passthru, op)

    whole = whole_tile_in_bounds(fl, view, indices, _in_bounds(op)) if _per_element(op, vw, layout) else None
    name = edge_split(fl, whole, make_mask, load, f"<{layout.num_regs} x {rty}>")
    fl.set(res, fl.tile(name, elem, layout))
    fl.set(op.results[1], TOKEN)


@LOWERINGS.rule("nv_tileaa.tiled_store", "nv_tileaa.scatter_store")
def lower_tiled_store(fl: FunctionLowering, op: Operation) -> None:
    view: View = fl.get(op.view)
    value = fl.getv(op.value)
    if value.layout is None:
        raise LoweringError("internal error: a tile store of a scalar")
    gather_index = None
    indices = []
    for i, v in enumerate(op.indices):
        lowered = fl.getv(v)
        if i == view.sparse_dim and op.name == "nv_tileaa.scatter_store":
            gather_index = lowered
            indices.append(None)
        else:
            indices.append(lowered)
    ptrs, make_mask = view_addresses_lazy(fl, view, indices, value.layout, _in_bounds(op), gather_index)
    vw = vector_width(op, value.layout)

    def store(mask: str | None) -> None:
        if vw > 1:
            vector_scatter(fl, value, ptrs, mask, vw, whole_runs(op))
        else:
            scatter(fl, value, ptrs, mask, op)

    whole = whole_tile_in_bounds(fl, view, indices, _in_bounds(op)) if _per_element(op, vw, value.layout) else None
    edge_split(fl, whole, make_mask, store, None)
    fl.set(op.results[0], TOKEN)


EDGE_SPLIT_MIN_ELEMENTS = 4
"""Elements a thread accesses one at a time from which a tile access takes `edge_split` (with
fewer, their own compares cost about what the tile's does)."""


def _per_element(op: Operation, vw: int, layout: LinearLayout) -> bool:
    """Whether a tile access gets the interior/edge split (`edge_split`): weak accesses of one
    element at a time, at least `EDGE_SPLIT_MIN_ELEMENTS` a thread (vector runs check one
    predicate a run already; an ordered access keeps one code path, its per-element order)."""
    return vw == 1 and layout.num_regs >= EDGE_SPLIT_MIN_ELEMENTS and _ordered(op)[0] == "weak"


# -- pointer loads and stores ------------------------------------------------------------------------

def _tile_or_scalar(fl: FunctionLowering, v, layout: LinearLayout | None) -> V:
    x = fl.getv(v)
    if layout is None:
        return x
    return fl.as_layout(x, layout)


@LOWERINGS.rule("nv_tileaa.load")
def lower_load(fl: FunctionLowering, op: Operation) -> None:
    res = op.results[0]
    layout = fl.layout(res)
    elem = T.element(res.type)
    ptrs = _tile_or_scalar(fl, op.ptr, layout)
    mask = _tile_or_scalar(fl, op.mask, layout) if op.mask is not None else None
    other = _tile_or_scalar(fl, op.other, layout) if op.other is not None else None
    rty = T.reg_type(elem)
    if layout is None:
        name = _scalar_load(fl, op, ptrs, mask, other, elem)
        fl.set(res, V(name, rty, elem))
    else:
        passthru = other.name if other is not None else "zeroinitializer"
        name = gather(fl, ptrs.name, mask.name if mask is not None else None, elem, layout, passthru, op)
        fl.set(res, fl.tile(name, elem, layout))
    fl.set(op.results[1], TOKEN)


def _scalar_load(fl: FunctionLowering, op: Operation, ptr: V, mask: V | None, other: V | None, elem) -> str:
    rty = T.reg_type(elem)
    mty = T.mem_type(elem)
    sem, scope = _ordered(op)
    default = other.name if other is not None else _zero_of(rty)

    def do_load() -> str:
        if sem == "weak":
            x = fl.b.op(f"load {mty}, {ptr.ty} {ptr.name}, align {T.byte_size(elem)}")
        else:
            x = fl.b.op(f"load atomic {mty}, {ptr.ty} {ptr.name} {SCOPES[scope]} {ORDERS[sem]}, "
                        f"align {T.byte_size(elem)}".replace("  ", " "))
        if mty != rty:
            x = fl.b.op(f"trunc {mty} {x} to {rty}")
        return x

    def masked() -> str:
        if mask is None:
            return do_load()
        return fl.b.if_value(mask.name, do_load, rty, default, "ld")

    if sem == "weak":
        return masked()
    return single_thread(fl, masked, rty, elem)


def _zero_of(llty: str) -> str:
    if llty in ("half", "bfloat", "float", "double"):
        return "0.0"
    if llty.startswith("ptr"):
        return "null"
    if llty == "i1":
        return "false"
    return "0"


def single_thread(fl: FunctionLowering, body, rty: str | None, elem=None) -> str | None:
    """Run `body()` in thread 0 only; its result (if any) is shared with every thread through
    shared memory, so the block stays uniform."""
    is0 = fl.entry_value("is-thread-0", lambda: fl.b.op(f"icmp eq i32 {fl.tid()}, 0"))
    base = None
    mty = None
    if rty is not None:
        mty = "i8" if rty == "i1" else rty
        base = fl.smem(16)
        fl.barrier()
    pre = fl.b.current
    then = fl.b.new_block("t0")
    cont = fl.b.new_block("t0.end")
    fl.b.cond_br(is0, then, cont)
    fl.b.set_block(then)
    x = body()
    if rty is not None:
        y = x if mty == rty else fl.b.op(f"zext i1 {x} to i8")
        fl.b.emit(f"store {mty} {y}, ptr addrspace(3) {base}")
    fl.b.br(cont)
    fl.b.set_block(cont)
    del pre
    if rty is None:
        fl.barrier()
        return None
    fl.barrier()
    out = fl.b.op(f"load {mty}, ptr addrspace(3) {base}")
    if mty != rty:
        out = fl.b.op(f"trunc i8 {out} to i1")
    return out


@LOWERINGS.rule("nv_tileaa.store")
def lower_store(fl: FunctionLowering, op: Operation) -> None:
    value = fl.getv(op.value)
    layout = value.layout if value.layout is not None else fl.layout(op.ptr)
    if layout is None:
        ptr = fl.getv(op.ptr)
        mask = fl.getv(op.mask) if op.mask is not None else None
        _scalar_store(fl, op, ptr, value, mask)
    else:
        ptrs = _tile_or_scalar(fl, op.ptr, layout)
        value = fl.as_layout(value, layout)
        mask = _tile_or_scalar(fl, op.mask, layout) if op.mask is not None else None
        scatter(fl, value, ptrs.name, mask.name if mask is not None else None, op)
    fl.set(op.results[0], TOKEN)


def _scalar_store(fl: FunctionLowering, op: Operation, ptr: V, value: V, mask: V | None) -> None:
    elem = value.elem
    mty = T.mem_type(elem)
    sem, scope = _ordered(op)

    def body() -> None:
        x = value.name
        if mty != value.ty:
            x = fl.b.op(f"zext {value.ty} {x} to {mty}")

        def do() -> None:
            if sem == "weak":
                fl.b.emit(f"store {mty} {x}, {ptr.ty} {ptr.name}, align {T.byte_size(elem)}")
            else:
                fl.b.emit(f"store atomic {mty} {x}, {ptr.ty} {ptr.name} {SCOPES[scope]} {ORDERS[sem]}, "
                          f"align {T.byte_size(elem)}".replace("  ", " "))

        if mask is None:
            do()
            return None
        then = fl.b.new_block("st")
        cont = fl.b.new_block("st.end")
        fl.b.cond_br(mask.name, then, cont)
        fl.b.set_block(then)
        do()
        fl.b.br(cont)
        fl.b.set_block(cont)
        return None

    single_thread(fl, body, None)


# -- globals ----------------------------------------------------------------------------------------

@LOWERINGS.rule("nv_tileaa.get_global")
def lower_get_global(fl: FunctionLowering, op: Operation) -> None:
    name = op.global_name.root_reference.data
    res = op.results[0]
    sym = fl.module_lowering.global_symbol(name)
    ty = T.reg_type(res.type)
    fl.set(res, V(sym if ty == "ptr addrspace(1)" else fl.b.op(f"addrspacecast ptr addrspace(1) {sym} to {ty}"),
                  ty, res.type))


@LOWERINGS.rule("nv_tileaa.memory_fence_tko")
def lower_fence(fl: FunctionLowering, op: Operation) -> None:
    fl.barrier()
    fl.call("fence.gpu", [])
    fl.set(op.results[0], TOKEN)


@LOWERINGS.rule("nv_tileaa.gdc_wait_tko", "nv_tileaa.gdc_launch_dependents_tko")
def lower_gdc(fl: FunctionLowering, op: Operation) -> None:
    # programmatic dependent launch: griddepcontrol on sm_90+; a no-op is a valid (slower)
    # implementation because the dependent grid then simply waits for full completion
    if fl.target.has_griddepcontrol:
        kind = "wait" if op.name == "nv_tileaa.gdc_wait_tko" else "launch_dependents"
        fl.call(f"misc.griddepcontrol.{kind}", [])
    fl.set(op.results[0], TOKEN)


@LOWERINGS.rule("nv_tileaa.alloca")
def lower_alloca(fl: FunctionLowering, op: Operation) -> None:
    """Scratch memory from the device heap (as NVIDIA's tileiras does: one thread allocates,
    every thread gets the pointer; freed when the kernel returns)."""
    res = op.results[0]
    elem = res.type.pointee
    size = int(op.num_elem.value.data) * T.byte_size(elem)
    align = max(1, int(op.alignment.value.data))

    def body() -> str:
        p = fl.call("misc.malloc", [("i64", str(max(size, 1))), ("i64", str(align))])
        ok = fl.b.op(f"icmp ne ptr {p}, null")
        then = fl.b.new_block("alloc.fail")
        cont = fl.b.new_block("alloc.ok")
        fl.b.cond_br(ok, cont, then)
        fl.b.set_block(then)
        fl.call("trap", [])
        fl.b.br(cont)
        fl.b.set_block(cont)
        return fl.b.op(f"addrspacecast ptr {p} to ptr addrspace(1)")

    ptr = single_thread(fl, body, "ptr addrspace(1)")
    fl.allocations.append(ptr)
    fl.set(res, V(ptr, "ptr addrspace(1)", res.type))


# -- 128-bit accesses ---------------------------------------------------------------------------------

def vector_width(op: Operation, layout: LinearLayout) -> int:
    """The vector width of a view access: the widest power of two up to the proven one
    (`nv_tileas.vector`, set by the layout pass) such that the layout holds that many
    consecutive elements of the contiguous dimension in consecutive registers; else 1."""
    attr = op.attributes.get("nv_tileas.vector")
    if attr is None:
        return 1
    k = 0
    while 1 << (k + 1) <= int(attr.value.data) and k < len(layout.reg) and layout.reg[k] == k:
        k += 1
    return 1 << k if k else 1


def whole_runs(op: Operation) -> bool:
    """Whether a vector run is in bounds whole or not at all (`nv_tileas.vector_whole`)."""
    return "nv_tileas.vector_whole" in op.attributes


def _group_mask(fl: FunctionLowering, mask: str | None, n: int, first: int, last: int) -> str | None:
    if mask is None:
        return None
    a = fl.b.op(f"extractelement <{n} x i1> {mask}, i32 {first}")
    b = fl.b.op(f"extractelement <{n} x i1> {mask}, i32 {last}")
    return fl.b.op(f"and i1 {a}, {b}")


def vector_gather(fl: FunctionLowering, ptrs: str, mask: str | None, elem, layout: LinearLayout, passthru: str,
                  vw: int, whole: bool = False) -> str:
    """`gather` with one `vw`-wide load per run of consecutive elements; a run that crosses the
    edge of the memref falls back to per-element masked loads, unless `whole` (runs are in
    bounds whole or not at all: then the run's first element decides)."""
    n = layout.num_regs
    mty, rty = T.mem_type(elem), T.reg_type(elem)
    ptrty = "ptr addrspace(1)"
    align = vw * T.byte_size(elem)
    parts = []
    for g in range(n // vw):
        regs = list(range(g * vw, g * vw + vw))
        p0 = fl.b.op(f"extractelement <{n} x {ptrty}> {ptrs}, i32 {regs[0]}")
        ok = _group_mask(fl, mask, n, regs[0], regs[0] if whole else regs[-1])

        def fast() -> str:
            x = fl.b.op(f"load <{vw} x {mty}>, {ptrty} {p0}, align {align}")
            return x if mty == rty else fl.b.op(f"trunc <{vw} x {mty}> {x} to <{vw} x {rty}>")

        if ok is None:
            parts.append(fast())
            continue
        sel = f"<{vw} x i32> {fl.const_vec('i32', regs)}"
        pre = fl.b.current
        fast_b = fl.b.new_block("vld")
        slow_b = fl.b.new_block("vld.edge")
        join = fl.b.new_block("vld.end")
        fl.b.cond_br(ok, fast_b, slow_b)
        fl.b.set_block(fast_b)
        x_fast = fast()
        fast_end = fl.b.current
        fl.b.br(join)
        fl.b.set_block(slow_b)
        sub_pass = fl.b.op(f"shufflevector <{n} x {rty}> {passthru}, <{n} x {rty}> poison, {sel}")
        if whole:
            slow_end = fl.b.current
            fl.b.br(join)
            fl.b.set_block(join)
            parts.append(fl.b.phi(f"<{vw} x {rty}>", [(x_fast, fast_end), (sub_pass, slow_end)]))
            continue
        sub_ptrs = fl.b.op(f"shufflevector <{n} x {ptrty}> {ptrs}, <{n} x {ptrty}> poison, {sel}")
        sub_mask = fl.b.op(f"shufflevector <{n} x i1> {mask}, <{n} x i1> poison, {sel}")
        sub_layout = LinearLayout((vw,), tuple(range(vw.bit_length() - 1)), (-1,) * 5, layout.warp and
                                  tuple(-1 for _ in layout.warp))
        x_slow = gather(fl, sub_ptrs, sub_mask, elem, sub_layout, sub_pass)
        slow_end = fl.b.current
        fl.b.br(join)
        fl.b.set_block(join)
        parts.append(fl.b.phi(f"<{vw} x {rty}>", [(x_fast, fast_end), (x_slow, slow_end)]))
        del pre
    return _concat(fl, parts, vw, rty)


def _concat(fl: FunctionLowering, parts: list[str], vw: int, rty: str) -> str:
    """Concatenate equal vectors `<vw x T>` into one."""
    width = vw
    while len(parts) > 1:
        nxt = []
        for i in range(0, len(parts), 2):
            idx = list(range(2 * width))
            nxt.append(fl.b.op(f"shufflevector <{width} x {rty}> {parts[i]}, <{width} x {rty}> {parts[i + 1]}, "
                               f"<{2 * width} x i32> {fl.const_vec('i32', idx)}"))
        parts = nxt
        width *= 2
    return parts[0]


def vector_scatter(fl: FunctionLowering, value: V, ptrs: str, mask: str | None, vw: int,
                   whole: bool = False) -> None:
    """`scatter` with one `vw`-wide store per run of consecutive elements (owners only); a run
    that crosses the edge of the memref falls back to a per-element masked store, unless
    `whole` (see `vector_gather`)."""
    layout = value.layout
    n = layout.num_regs
    elem = value.elem
    mty, rty = T.mem_type(elem), T.reg_type(elem)
    ptrty = "ptr addrspace(1)"
    align = vw * T.byte_size(elem)
    with fl.only_if(fl.owner_pred(layout), "vst"):
        for g in range(n // vw):
            regs = list(range(g * vw, g * vw + vw))
            if layout.is_replica_reg(regs[0]):
                continue
            sel = f"<{vw} x i32> {fl.const_vec('i32', regs)}"
            data = fl.b.op(f"shufflevector {value.ty} {value.name}, {value.ty} poison, {sel}")
            if mty != rty:
                data = fl.b.op(f"zext <{vw} x {rty}> {data} to <{vw} x {mty}>")
            p0 = fl.b.op(f"extractelement <{n} x {ptrty}> {ptrs}, i32 {regs[0]}")
            ok = _group_mask(fl, mask, n, regs[0], regs[0] if whole else regs[-1])
            if ok is None:
                fl.b.emit(f"store <{vw} x {mty}> {data}, {ptrty} {p0}, align {align}")
                continue
            if whole:
                fast_b = fl.b.new_block("vst.fast")
                join = fl.b.new_block("vst.join")
                fl.b.cond_br(ok, fast_b, join)
                fl.b.set_block(fast_b)
                fl.b.emit(f"store <{vw} x {mty}> {data}, {ptrty} {p0}, align {align}")
                fl.b.br(join)
                fl.b.set_block(join)
                continue
            fast_b = fl.b.new_block("vst.fast")
            slow_b = fl.b.new_block("vst.edge")
            join = fl.b.new_block("vst.join")
            fl.b.cond_br(ok, fast_b, slow_b)
            fl.b.set_block(fast_b)
            fl.b.emit(f"store <{vw} x {mty}> {data}, {ptrty} {p0}, align {align}")
            fl.b.br(join)
            fl.b.set_block(slow_b)
            sub_ptrs = fl.b.op(f"shufflevector <{n} x {ptrty}> {ptrs}, <{n} x {ptrty}> poison, {sel}")
            sub_mask = fl.b.op(f"shufflevector <{n} x i1> {mask}, <{n} x i1> poison, {sel}")
            name = f"llvm.masked.scatter.v{vw}{_suffix(mty)}.v{vw}p1"
            fl.module.declare(name, f"declare void @{name}(<{vw} x {mty}>, <{vw} x {ptrty}>, i32, <{vw} x i1>)")
            fl.b.emit(f"call void @{name}(<{vw} x {mty}> {data}, <{vw} x {ptrty}> {sub_ptrs}, i32 {T.byte_size(elem)}, "
                      f"<{vw} x i1> {sub_mask})")
            fl.b.br(join)
            fl.b.set_block(join)


LOWERINGS.exempt("a module-level global: lowered by `ModuleLowering.lower_global`", "nv_tileaa.global")
