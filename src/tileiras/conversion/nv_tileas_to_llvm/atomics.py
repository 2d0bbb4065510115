"""Atomics: read-modify-write, compare-and-swap (old values returned) and view reductions.

Each element is one atomic, done by its owner thread only (a replicated element must not be
applied twice); a masked-off lane does nothing. Replicas get the old value from the owner
through shared memory. A 0-d atomic is done by thread 0 and its result shared.

Ordering: LLVM's NVPTX backend keeps the memory order of `cmpxchg` but not of `atomicrmw`, so
a read-modify-write is a relaxed atomic between fences (release before, acquire after) of the
op's scope. `cluster` scope is `device` before sm_90 (the wider scope is always correct).
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.lowering import (
    LOWERINGS,
    TOKEN,
    V,
    FunctionLowering,
    LoweringError,
    View,
)
from tileiras.conversion.nv_tileas_to_llvm.memory import (
    _in_bounds,
    _tile_or_scalar,
    single_thread,
    view_addresses,
)

RMW = {"add": "add", "and": "and", "or": "or", "xor": "xor", "xchg": "xchg", "min": "min", "max": "max",
       "umin": "umin", "umax": "umax", "addf": "fadd"}


def _scope(fl: FunctionLowering, op: Operation) -> str:
    scope = op.properties.get("mem_scope")
    s = scope.data.value if scope is not None else "gpu"
    if s == "cluster" and not fl.target.has_cluster_scope:
        s = "gpu"
    return {"tl_blk": 'syncscope("block") ', "cluster": 'syncscope("cluster") ', "gpu": 'syncscope("device") ',
            "sys": ""}[s]


def _semantic(op: Operation) -> str:
    sem = op.properties.get("mem_semantic")
    return sem.data.value if sem is not None else "relaxed"


def _fences(fl: FunctionLowering, op: Operation, before: bool) -> None:
    sem = _semantic(op)
    sync = _scope(fl, op)
    if before and sem in ("release", "acq_rel"):
        fl.b.emit(f"fence {sync}release".replace("  ", " "))
    if not before and sem in ("acquire", "acq_rel"):
        fl.b.emit(f"fence {sync}acquire".replace("  ", " "))


def _rmw_one(fl: FunctionLowering, op: Operation, ptr: str, ptrty: str, val: str, elem) -> str:
    mode = op.rmw_mode.data.value if hasattr(op, "rmw_mode") else "add"
    inst = RMW[mode]
    rty = T.reg_type(elem)
    sync = _scope(fl, op)
    if inst == "fadd" and rty == "bfloat" and not fl.target.has_bf16_atomic_add:
        return _cas_loop_fadd(fl, ptr, ptrty, val, sync)
    if inst == "xchg" and rty in ("half", "bfloat", "float", "double"):
        ity = {"half": "i16", "bfloat": "i16", "float": "i32", "double": "i64"}[rty]
        iv = fl.b.op(f"bitcast {rty} {val} to {ity}")
        old = fl.b.op(f"atomicrmw xchg {ptrty} {ptr}, {ity} {iv} {sync}monotonic".replace("  ", " "))
        return fl.b.op(f"bitcast {ity} {old} to {rty}")
    return fl.b.op(f"atomicrmw {inst} {ptrty} {ptr}, {rty} {val} {sync}monotonic".replace("  ", " "))


def _cas_loop_fadd(fl: FunctionLowering, ptr: str, ptrty: str, val: str, sync: str) -> str:
    """bf16 atomic add before sm_90 (no `atom.add.bf16`): a 16-bit compare-and-swap loop."""
    b = fl.b
    pre = b.current
    first = b.op(f"load atomic i16, {ptrty} {ptr} {sync}monotonic, align 2".replace("  ", " "))
    loop = b.new_block("casadd")
    done = b.new_block("casadd.end")
    b.br(loop)
    b.set_block(loop)
    old, _, _ = b.placeholder_phi("i16", "old")
    oldf = b.op(f"bitcast i16 {old} to bfloat")
    wide = b.op(f"fpext bfloat {oldf} to float")
    vw = b.op(f"fpext bfloat {val} to float")
    sumf = b.op(f"fadd float {wide}, {vw}")
    newf = b.op(f"fptrunc float {sumf} to bfloat")
    new = b.op(f"bitcast bfloat {newf} to i16")
    pair = b.op(f"cmpxchg {ptrty} {ptr}, i16 {old}, i16 {new} {sync}monotonic monotonic".replace("  ", " "))
    seen = b.op(f"extractvalue {{ i16, i1 }} {pair}, 0")
    ok = b.op(f"extractvalue {{ i16, i1 }} {pair}, 1")
    latch = b.current
    b.cond_br(ok, done, loop)
    b.fill_phi(old, loop, [(first, pre), (seen, latch)])
    b.set_block(done)
    return b.op(f"bitcast i16 {old} to bfloat")


def _cas_one(fl: FunctionLowering, op: Operation, ptr: str, ptrty: str, cmp: str, val: str, elem) -> str:
    rty = T.reg_type(elem)
    sem = _semantic(op)
    order = {"relaxed": "monotonic", "weak": "monotonic", "acquire": "acquire", "release": "release",
             "acq_rel": "acq_rel"}[sem]
    fail = {"monotonic": "monotonic", "acquire": "acquire", "release": "monotonic", "acq_rel": "acquire"}[order]
    sync = _scope(fl, op)
    ity = {"half": "i16", "bfloat": "i16", "float": "i32", "double": "i64"}.get(rty, rty)
    if ity != rty:
        cmp = fl.b.op(f"bitcast {rty} {cmp} to {ity}")
        val = fl.b.op(f"bitcast {rty} {val} to {ity}")
    pair = fl.b.op(f"cmpxchg {ptrty} {ptr}, {ity} {cmp}, {ity} {val} {sync}{order} {fail}".replace("  ", " "))
    old = fl.b.op(f"extractvalue {{ {ity}, i1 }} {pair}, 0")
    return old if ity == rty else fl.b.op(f"bitcast {ity} {old} to {rty}")


def _per_element(fl: FunctionLowering, op: Operation, layout, ptrs: V, mask: V | None, elem, body, default: V | None):
    """Run `body(r) -> old value` for each register the thread owns and that is unmasked;
    returns the `<N x T>` of old values (`default` where nothing ran)."""
    n = layout.num_regs
    rty = T.reg_type(elem)
    owner = fl.owner_pred(layout)
    outs = []
    _fences(fl, op, True)
    for r in range(n):
        if layout.is_replica_reg(r):
            outs.append(None)
            continue
        cond = owner
        if mask is not None:
            bit = fl.b.op(f"extractelement {mask.ty} {mask.name}, i32 {r}")
            cond = bit if cond is None else fl.b.op(f"and i1 {cond}, {bit}")
        dflt = fl.b.op(f"extractelement {default.ty} {default.name}, i32 {r}") if default is not None else \
            _undef(rty)
        if cond is None:
            outs.append(body(r))
            continue
        outs.append(fl.b.if_value(cond, lambda r=r: body(r), rty, dflt, "at"))
    _fences(fl, op, False)
    if all(o is None for o in outs):
        return None
    # register replicas take the value of the register they repeat
    for r in range(n):
        if outs[r] is None:
            base = r
            for i, b in enumerate(layout.reg):
                if b < 0:
                    base &= ~(1 << i)
            outs[r] = outs[base]
    vec = fl.build_vector(outs, rty)
    result = fl.tile(vec, elem, layout)
    if layout.replicated_thread_mask:
        result = _share_from_owners(fl, result)
    return result


def _undef(rty: str) -> str:
    if rty in ("half", "bfloat", "float", "double"):
        return "0.0"
    if rty.startswith("ptr"):
        return "null"
    return "false" if rty == "i1" else "0"


def _share_from_owners(fl: FunctionLowering, v: V) -> V:
    """Every replica thread takes the owner's values (through shared memory)."""
    layout = v.layout
    toff = fl.thread_offset(layout)
    indices = [fl.b.op(f"or i32 {toff}, {layout.reg_offset(r)}") for r in range(layout.num_regs)]
    return fl.tile(fl.gather(v, indices), v.elem, layout)


def _check_type(fl: FunctionLowering, op: Operation, elem) -> None:
    if hasattr(op, "rmw_mode") and op.rmw_mode.data.value == "addf" and T.reg_type(elem) == "bfloat" \
            and not fl.target.allows_bf16_atomic_add:
        raise LoweringError(f"Incompatibility with architecture '{fl.target.name}': atomicRMW ADDF with bf16 "
                            "is not supported", op=op)


@LOWERINGS.rule("nv_tileaa.atomic_rmw", "nv_tileaa.atomic_cas")
def lower_atomic(fl: FunctionLowering, op: Operation) -> None:
    res = op.results[0]
    layout = fl.layout(res)
    elem = T.element(res.type)
    _check_type(fl, op, elem)
    cas = op.name == "nv_tileaa.atomic_cas"
    ptrs = _tile_or_scalar(fl, op.ptr, layout)
    val = _tile_or_scalar(fl, op.val, layout)
    cmp = _tile_or_scalar(fl, op.cmp, layout) if cas else None
    mask = _tile_or_scalar(fl, op.mask, layout) if op.mask is not None else None
    ptrty = T.reg_type(T.element(op.ptr.type))
    rty = T.reg_type(elem)
    if layout is None:
        def body() -> str:
            def do() -> str:
                _fences(fl, op, True)
                if cas:
                    x = _cas_one(fl, op, ptrs.name, ptrty, cmp.name, val.name, elem)
                else:
                    x = _rmw_one(fl, op, ptrs.name, ptrty, val.name, elem)
                _fences(fl, op, False)
                return x

            if mask is None:
                return do()
            return fl.b.if_value(mask.name, do, rty, cmp.name if cas else _undef(rty), "at")

        fl.set(res, V(single_thread(fl, body, rty, elem), rty, elem))
    else:
        def body(r: int) -> str:
            p = fl.b.op(f"extractelement {ptrs.ty} {ptrs.name}, i32 {r}")
            x = fl.extract(val, r)
            if cas:
                c = fl.extract(cmp, r)
                return _cas_one(fl, op, p, ptrty, c, x, elem)
            return _rmw_one(fl, op, p, ptrty, x, elem)

        out = _per_element(fl, op, layout, ptrs, mask, elem, body, cmp if cas else None)
        fl.set(res, out if out is not None else fl.tile("zeroinitializer", elem, layout))
    fl.set(op.results[1], TOKEN)


@LOWERINGS.rule("nv_tileaa.tiled_atomic_rmw")
def lower_tiled_atomic(fl: FunctionLowering, op: Operation) -> None:
    view: View = fl.get(op.view)
    value = fl.getv(op.value)
    elem = value.elem
    _check_type(fl, op, elem)
    layout = value.layout
    indices = [fl.getv(v) for v in op.indices]
    ptrs, mask = view_addresses(fl, view, indices, layout, _in_bounds(op))
    ptrty = T.ptr_type(view.memref.space)
    pv = V(ptrs, f"<{layout.num_regs} x {ptrty}>", elem, layout)
    mv = V(mask, f"<{layout.num_regs} x i1>", elem, layout) if mask is not None else None

    def body(r: int) -> str:
        p = fl.b.op(f"extractelement {pv.ty} {pv.name}, i32 {r}")
        x = fl.extract(value, r)
        _rmw_one(fl, op, p, ptrty, x, elem)
        return None

    _per_element(fl, op, layout, pv, mv, elem, body, None)
    fl.set(op.results[0], TOKEN)


# -- multimem (multicast memory, sm_100/103/107) ----------------------------------------------------

def _multimem_attrs(op: Operation) -> tuple[str, str, str]:
    sem = _semantic(op)
    scope = op.properties.get("mem_scope")
    sc = scope.data.value if scope is not None else "sys"
    red = op.properties.get("reduction")
    kind = red.data.value if red is not None else "add"
    return sem, sc, kind


@LOWERINGS.rule("nv_tileaa.multimem_load_reduce", "nv_tileaa.multimem_reduce", "nv_tileaa.multimem_store")
def lower_multimem(fl: FunctionLowering, op: Operation) -> None:
    view: View = fl.get(op.view)
    sem, scope, kind = _multimem_attrs(op)
    indices = [fl.getv(v) for v in op.indices]
    if op.name == "nv_tileaa.multimem_load_reduce":
        res = op.results[0]
        layout = fl.layout(res)
        elem = T.element(res.type)
        rty = T.reg_type(elem)
        ptrs, mask = view_addresses(fl, view, indices, layout, _in_bounds(op))
        helper = f"misc.multimem.ld_reduce.{sem}.{scope}.{kind}.{rty}"
        outs = []
        n = layout.num_regs
        for r in range(n):
            p = fl.b.op(f"extractelement <{n} x ptr addrspace(1)> {ptrs}, i32 {r}")
            if mask is None:
                outs.append(fl.call(helper, [("ptr addrspace(1)", p)]))
                continue
            bit = fl.b.op(f"extractelement <{n} x i1> {mask}, i32 {r}")
            outs.append(fl.b.if_value(bit, lambda p=p: fl.call(helper, [("ptr addrspace(1)", p)]), rty,
                                      _undef(rty), "mm"))
        fl.set(res, fl.tile(fl.build_vector(outs, rty), elem, layout))
        fl.set(op.results[1], TOKEN)
        return
    value = fl.getv(op.value)
    layout = value.layout
    elem = value.elem
    rty = T.reg_type(elem)
    ptrs, mask = view_addresses(fl, view, indices, layout, _in_bounds(op))
    ptrty = "ptr addrspace(1)"
    pv = V(ptrs, f"<{layout.num_regs} x {ptrty}>", elem, layout)
    mv = V(mask, f"<{layout.num_regs} x i1>", elem, layout) if mask is not None else None
    what = "red" if op.name == "nv_tileaa.multimem_reduce" else "st"
    helper = f"misc.multimem.{what}.{sem}.{scope}.{kind if what == 'red' else 'none'}.{rty}"

    def body(r: int) -> None:
        p = fl.b.op(f"extractelement {pv.ty} {pv.name}, i32 {r}")
        x = fl.extract(value, r)
        fl.call(helper, [(ptrty, p), (rty, x)])
        return None

    _per_element(fl, op, layout, pv, mv, elem, body, None)
    fl.set(op.results[0], TOKEN)
