"""Verifier cases: pointer loads/stores, atomics, tokens, views and view loads/stores."""

from __future__ import annotations

from casekit import *  # noqa: F403

R = Registry()
P = s(ptr(f32))
PT = tile([8], ptr(f32))


def ptrs(b, p, n=8, elem=f32):
    pp = b.op("reshape", [tile([1], ptr(elem))], (p,))
    pp = b.op("broadcast", [tile([n], ptr(elem))], (pp,))
    o = b.op("iota", [tile([n], i32)], ())
    return b.op("offset", [tile([n], ptr(elem))], (pp, o))


def load(name, res=tile([8], f32), mask=None, pad=None, tok=False, params=(P,), ptr_elem=f32, **props):
    props.setdefault("memory_ordering_semantics", sem("weak"))

    @R.add(name, params=params)
    def _(b, p):
        pp = ptrs(b, p, elem=ptr_elem)
        m = const(b, mask) if mask is not None else None
        pd = const(b, pad) if pad is not None else None
        t = b.op("make_token", [token], ()) if tok else None
        b.op("load_ptr_tko", [res, token], (pp, m, pd, t), **props)


load("load_ptr_ok")
load("load_ptr_mask_pad_ok", mask=tile([8], i1), pad=tile([8], f32), tok=True)
load("load_ptr_elem_mismatch", res=tile([8], f16))
load("load_ptr_shape_mismatch", res=tile([4], f32))
load("load_ptr_mask_shape", mask=tile([4], i1))
load("load_ptr_mask_i8", mask=tile([8], i8))
load("load_ptr_pad_type", mask=tile([8], i1), pad=tile([8], f16))
load("load_ptr_pad_scalar", mask=tile([8], i1), pad=s(f32))
load("load_ptr_pad_no_mask", pad=tile([8], f32))
load("load_ptr_release", memory_ordering_semantics=sem("release"), memory_scope=scope("device"))
load("load_ptr_acq_rel", memory_ordering_semantics=sem("acq_rel"), memory_scope=scope("device"))
load("load_ptr_weak_scope", memory_scope=scope("device"))
load("load_ptr_relaxed_no_scope", memory_ordering_semantics=sem("relaxed"))
load("load_ptr_acquire_ok", memory_ordering_semantics=sem("acquire"), memory_scope=scope("sys"))
load("load_ptr_hints_ok", optimization_hints=hints(sm_100={"latency": i32a(3)}))
load("load_ptr_hints_bad_key", optimization_hints=hints(sm_100={"bogus": i32a(3)}))
load("load_ptr_hints_bad_arch", optimization_hints=hints(sm_999={"latency": i32a(3)}))
load("load_ptr_hints_bad_value", optimization_hints=hints(sm_100={"latency": boola(True)}))
load("load_ptr_hints_allow_tma", optimization_hints=hints(sm_100={"allow_tma": boola(False)}))
load("load_ptr_hints_occupancy", optimization_hints=hints(sm_100={"occupancy": i32a(2)}))
load("load_ptr_hints_default_arch", optimization_hints=hints(default={"latency": i32a(3)}))


@R.add("load_ptr_not_ptr", params=(s(i64),))
def _(b, x):
    b.op("load_ptr_tko", [s(i64), token], (x, None, None, None), memory_ordering_semantics=sem("weak"))


@R.add("load_ptr_token_not_token", params=(P,))
def _(b, p):
    x = const(b, s(i32))
    b.op("load_ptr_tko", [s(f32), token], (p, None, None, x), memory_ordering_semantics=sem("weak"))


@R.add("load_ptr_result_token_type", params=(P,))
def _(b, p):
    b.op("load_ptr_tko", [s(f32), s(i32)], (p, None, None, None), memory_ordering_semantics=sem("weak"))


def store(name, val=tile([8], f32), mask=None, tok=False, **props):
    props.setdefault("memory_ordering_semantics", sem("weak"))

    @R.add(name, params=(P,))
    def _(b, p):
        pp = ptrs(b, p)
        v = const(b, val)
        m = const(b, mask) if mask is not None else None
        t = b.op("make_token", [token], ()) if tok else None
        b.op("store_ptr_tko", [token], (pp, v, m, t), **props)


store("store_ptr_ok")
store("store_ptr_mask_ok", mask=tile([8], i1), tok=True)
store("store_ptr_elem_mismatch", val=tile([8], i32))
store("store_ptr_shape_mismatch", val=tile([4], f32))
store("store_ptr_mask_shape", mask=tile([4], i1))
store("store_ptr_acquire", memory_ordering_semantics=sem("acquire"), memory_scope=scope("device"))
store("store_ptr_weak_scope", memory_scope=scope("tl_blk"))
store("store_ptr_release_no_scope", memory_ordering_semantics=sem("release"))
store("store_ptr_release_ok", memory_ordering_semantics=sem("release"), memory_scope=scope("device"))
store("store_ptr_hints_bad_key", optimization_hints=hints(sm_100={"occupancy": i32a(3)}))


def rmw(name, mode, elem=f32, val=None, mask=None, **props):
    props.setdefault("memory_ordering_semantics", sem("relaxed"))
    props.setdefault("memory_scope", scope("device"))

    @R.add(name, params=(s(ptr(elem)),))
    def _(b, p):
        pp = ptrs(b, p, elem=elem)
        v = const(b, val if val is not None else tile([8], elem))
        m = const(b, mask) if mask is not None else None
        b.op("atomic_rmw_tko", [v.type if hasattr(v, "type") else (val or tile([8], elem)), token], (pp, v, m, None),
             mode=enum(__import__("tileiras.dialects.cuda_tile.enums", fromlist=["x"]).AtomicRMWMode, mode), **props)


for m, e, ok in [("add", i32, True), ("add", f32, False), ("addf", f32, True), ("addf", bf16, True),
                 ("addf", i32, False), ("addf", f16, True), ("xchg", f32, True), ("xchg", i16, False),
                 ("xchg", f16, False), ("umax", i64, True), ("and", i16, False), ("max", f64, False),
                 ("addf", f64, True), ("xchg", i64, True)]:
    rmw(f"atomic_rmw_{m}_{e}", m, elem=e)
rmw("atomic_rmw_weak", "add", elem=i32, memory_ordering_semantics=sem("weak"))
rmw("atomic_rmw_acq_rel_ok", "add", elem=i32, memory_ordering_semantics=sem("acq_rel"))
rmw("atomic_rmw_mask_shape", "add", elem=i32, mask=tile([4], i1))
rmw("atomic_rmw_val_shape", "add", elem=i32, val=tile([4], i32))


@R.add("atomic_rmw_pointee_mismatch", params=(s(ptr(f32)),))
def _(b, p):
    pp = ptrs(b, p)
    v = const(b, tile([8], i32))
    b.op("atomic_rmw_tko", [tile([8], i32), token], (pp, v, None, None), memory_ordering_semantics=sem("relaxed"),
         memory_scope=scope("device"), mode=rmw_mode("add"))


@R.add("atomic_rmw_result_mismatch", params=(s(ptr(i32)),))
def _(b, p):
    pp = ptrs(b, p, elem=i32)
    v = const(b, tile([8], i32))
    b.op("atomic_rmw_tko", [tile([8], i64), token], (pp, v, None, None), memory_ordering_semantics=sem("relaxed"),
         memory_scope=scope("device"), mode=rmw_mode("add"))


def rmw_mode(m):
    from tileiras.dialects.cuda_tile.enums import AtomicRMWMode
    return enum(AtomicRMWMode, m)


def cas(name, elem=i32, val=None, cmp=None, mask=None, res=None, **props):
    props.setdefault("memory_ordering_semantics", sem("relaxed"))
    props.setdefault("memory_scope", scope("device"))

    @R.add(name, params=(s(ptr(elem)),))
    def _(b, p):
        pp = ptrs(b, p, elem=elem)
        v = const(b, val or tile([8], elem))
        c = const(b, cmp or val or tile([8], elem))
        m = const(b, mask) if mask is not None else None
        b.op("atomic_cas_tko", [res or val or tile([8], elem), token], (pp, c, v, m, None), **props)


cas("atomic_cas_ok")
cas("atomic_cas_f64_ok", elem=f64)
cas("atomic_cas_i16", elem=i16)
cas("atomic_cas_f16", elem=f16)
cas("atomic_cas_pointee", elem=f32, val=tile([8], i32))
cas("atomic_cas_cmp_type", cmp=tile([8], i64))
cas("atomic_cas_mask_shape", mask=tile([4], i1))
cas("atomic_cas_shape", val=tile([4], i32))
cas("atomic_cas_weak", memory_ordering_semantics=sem("weak"))
cas("atomic_cas_result", res=tile([8], i64))

# tokens
@R.add("make_token_ok")
def _(b):
    b.op("make_token", [token], ())


@R.add("make_token_result_type")
def _(b):
    b.op("make_token", [s(i32)], ())


@R.add("join_tokens_ok")
def _(b):
    t = b.op("make_token", [token], ())
    b.op("join_tokens", [token], ([t, t],))


@R.add("join_tokens_one")
def _(b):
    t = b.op("make_token", [token], ())
    b.op("join_tokens", [token], ([t],))


@R.add("join_tokens_none")
def _(b):
    b.op("join_tokens", [token], ([],))


@R.add("join_tokens_not_token")
def _(b):
    t = b.op("make_token", [token], ())
    x = const(b, s(i32))
    b.op("join_tokens", [token], ([t, x],))


@R.add("memory_fence_ok")
def _(b):
    t = b.op("make_token", [token], ())
    b.op("memory_fence_alias_tko", [token], (t,))


@R.add("memory_fence_not_token")
def _(b):
    x = const(b, s(i32))
    b.op("memory_fence_alias_tko", [token], (x,))


@R.add("gdc_wait_ok")
def _(b):
    b.op("gdc_wait_tko", [token], (None,))


@R.add("gdc_wait_with_token")
def _(b):
    t = b.op("make_token", [token], ())
    b.op("gdc_wait_tko", [token], (t,))


@R.add("gdc_launch_ok")
def _(b):
    b.op("gdc_launch_dependents_tko", [token], (None,))


@R.add("gdc_launch_not_token")
def _(b):
    x = const(b, s(i32))
    b.op("gdc_launch_dependents_tko", [token], (x,))
