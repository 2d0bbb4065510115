"""Verifier cases: tensor views, tile views, view loads/stores and reductions, multimem."""

from __future__ import annotations

from casekit import *  # noqa: F403

R = Registry()
P = s(ptr(f32))
TV = tv(f32, [64, 64], [64, 1])
PV = pv([16, 16], TV)


def mtv(name, result, shape_ops=(), stride_ops=(), params=(P,), base=None):
    @R.add(name, params=params)
    def _(b, p, *rest):
        sh = [const(b, t) for t in shape_ops]
        st = [const(b, t) for t in stride_ops]
        b.op("make_tensor_view", [result], (p if base is None else const(b, base), sh, st))


mtv("make_tensor_view_ok", TV)
mtv("make_tensor_view_dyn_ok", tv(f32, [DYN, 64], [DYN, 1]), [s(i64)], [s(i64)])
mtv("make_tensor_view_elem", tv(f16, [64, 64], [64, 1]))
mtv("make_tensor_view_missing_shape", tv(f32, [DYN, 64], [64, 1]))
mtv("make_tensor_view_extra_shape", TV, [s(i32)])
mtv("make_tensor_view_missing_stride", tv(f32, [64, 64], [DYN, 1]))
mtv("make_tensor_view_mixed_index", tv(f32, [DYN, 64], [DYN, 1]), [s(i32)], [s(i64)])
mtv("make_tensor_view_mixed_shape", tv(f32, [DYN, DYN], [64, 1]), [s(i32), s(i64)])
mtv("make_tensor_view_index_float", tv(f32, [DYN, 64], [64, 1]), [s(f32)])
mtv("make_tensor_view_index_rank1", tv(f32, [DYN, 64], [64, 1]), [tile([1], i32)])
mtv("make_tensor_view_base_not_ptr", TV, base=s(i64))
mtv("make_tensor_view_base_rank1", TV, params=(P, ), base=None)


@R.add("make_tensor_view_base_tile", params=(P,))
def _(b, p):
    pp = b.op("reshape", [tile([1], ptr(f32))], (p,))
    b.op("make_tensor_view", [TV], (pp, [], []))


@R.add("make_tensor_view_result_not_view", params=(P,))
def _(b, p):
    b.op("make_tensor_view", [s(i32)], (p, [], []))


def mpv(name, view_t, pview_t, params=(P,), m="make_partition_view"):
    @R.add(name, params=params)
    def _(b, p):
        t = b.op("make_tensor_view", [view_t], (p, [], []))
        b.op(m, [pview_t], (t,))


mpv("make_partition_view_ok", TV, PV)
mpv("make_partition_view_mismatch", TV, pv([16, 16], tv(f32, [64, 32], [64, 1])))
mpv("make_partition_view_elem", TV, pv([16, 16], tv(f16, [64, 64], [64, 1])))
mpv("make_partition_view_result_strided", TV, sv([16, 16], [16, 16], TV))
mpv("make_strided_view_ok", TV, sv([16, 16], [16, 16], TV), m="make_strided_view")
mpv("make_strided_view_mismatch", TV, sv([16, 16], [16, 16], tv(f32, [64, 32], [64, 1])), m="make_strided_view")
mpv("make_strided_view_result_partition", TV, PV, m="make_strided_view")
mpv("make_gather_view_ok", TV, gsv([16, 16], TV, 0), m="make_gather_scatter_view")
mpv("make_gather_view_mismatch", TV, gsv([16, 16], tv(f32, [64, 32], [64, 1]), 0), m="make_gather_scatter_view")
mpv("make_gather_view_result_partition", TV, PV, m="make_gather_scatter_view")
mpv("make_partition_view_f4_ok", tv(f4e2m1, [64, 64], [64, 1]), pv([16, 16], tv(f4e2m1, [64, 64], [64, 1])), params=(s(ptr(f4e2m1)),))
mpv("make_partition_view_f4_no_unit_stride", tv(f4e2m1, [64, 64], [64, 2]), pv([16, 16], tv(f4e2m1, [64, 64], [64, 2])), params=(s(ptr(f4e2m1)),))


def shape_q(name, m, view, res_types):
    @R.add(name, params=(P,))
    def _(b, p):
        t = b.op("make_tensor_view", [TV], (p, [], []))
        src = t if m == "get_tensor_shape" else b.op("make_partition_view", [view], (t,))
        b.op(m, list(res_types), (src,))


shape_q("get_tensor_shape_ok", "get_tensor_shape", None, [s(i32), s(i32)])
shape_q("get_tensor_shape_count", "get_tensor_shape", None, [s(i32)])
shape_q("get_tensor_shape_float", "get_tensor_shape", None, [s(f32), s(f32)])
shape_q("get_tensor_shape_mixed", "get_tensor_shape", None, [s(i32), s(i64)])
shape_q("get_index_space_shape_ok", "get_index_space_shape", PV, [s(i64), s(i64)])
shape_q("get_index_space_shape_count", "get_index_space_shape", PV, [s(i64), s(i64), s(i64)])
shape_q("get_index_space_shape_rank1", "get_index_space_shape", PV, [tile([1], i64), tile([1], i64)])


@R.add("get_tensor_shape_not_view", params=(P,))
def _(b, p):
    t = b.op("make_tensor_view", [TV], (p, [], []))
    v = b.op("make_partition_view", [PV], (t,))
    b.op("get_tensor_shape", [s(i32), s(i32)], (v,))


@R.add("get_index_space_shape_tensor_view", params=(P,))
def _(b, p):
    t = b.op("make_tensor_view", [TV], (p, [], []))
    b.op("get_index_space_shape", [s(i32), s(i32)], (t,))


def lv(name, view=PV, res=tile([16, 16], f32), idx=(s(i32), s(i32)), tok=False, inb=None, view_tv=TV, ptr_elem=f32,
       m="make_partition_view", **props):
    props.setdefault("memory_ordering_semantics", sem("weak"))
    props.setdefault("inbounds", bools([False] * (len(idx) if inb is None else inb)))

    @R.add(name, params=(s(ptr(ptr_elem)),))
    def _(b, p):
        t = b.op("make_tensor_view", [view_tv], (p, [], []))
        v = b.op(m, [view], (t,))
        ix = [const(b, x) for x in idx]
        tk = b.op("make_token", [token], ()) if tok else None
        b.op("load_view_tko", [res, token], (v, ix, tk), **props)


lv("load_view_ok")
lv("load_view_token_ok", tok=True)
lv("load_view_index_count", idx=(s(i32),))
lv("load_view_index_mixed", idx=(s(i32), s(i64)))
lv("load_view_index_float", idx=(s(i32), s(f32)))
lv("load_view_index_rank1", idx=(s(i32), tile([1], i32)))
lv("load_view_tile_type", res=tile([16, 16], f16))
lv("load_view_tile_shape", res=tile([16, 32], f32))
lv("load_view_release", memory_ordering_semantics=sem("release"), memory_scope=scope("device"))
lv("load_view_weak_scope", memory_scope=scope("device"))
lv("load_view_acquire_no_scope", memory_ordering_semantics=sem("acquire"))
lv("load_view_inbounds_count", inb=1)
lv("load_view_inbounds_true_ok", inbounds=bools([True, True]))
lv("load_view_permuted_ok", view=pv([16, 32], TV, dim_map=[1, 0]), res=tile([16, 32], f32))
lv("load_view_strided_ok", view=sv([16, 16], [32, 32], TV), m="make_strided_view")
lv("load_view_gather_ok", view=gsv([16, 16], TV, 0), idx=(tile([16], i32), s(i32)), m="make_gather_scatter_view")
lv("load_view_gather_scalar_index", view=gsv([16, 16], TV, 0), idx=(s(i32), s(i32)), m="make_gather_scatter_view")
lv("load_view_gather_index_size", view=gsv([16, 16], TV, 0), idx=(tile([8], i32), s(i32)), m="make_gather_scatter_view")
lv("load_view_gather_index_rank2", view=gsv([16, 16], TV, 0), idx=(tile([16, 1], i32), s(i32)), m="make_gather_scatter_view")
lv("load_view_gather_other_not_scalar", view=gsv([16, 16], TV, 0), idx=(tile([16], i32), tile([1], i32)), m="make_gather_scatter_view")
lv("load_view_gather_other_mixed", view=gsv([16, 16], TV, 0), idx=(tile([16], i32), s(i64)), m="make_gather_scatter_view")
lv("load_view_gather_count", view=gsv([16, 16], TV, 0), idx=(tile([16], i32),), m="make_gather_scatter_view")
lv("load_view_gather_index_float", view=gsv([16, 16], TV, 0), idx=(tile([16], f32), s(i32)), m="make_gather_scatter_view")


@R.add("load_view_tensor_view", params=(P,))
def _(b, p):
    t = b.op("make_tensor_view", [TV], (p, [], []))
    ix = [const(b, s(i32)), const(b, s(i32))]
    b.op("load_view_tko", [tile([16, 16], f32), token], (t, ix, None), memory_ordering_semantics=sem("weak"),
         inbounds=bools([False, False]))


def sv_(name, view=PV, val=tile([16, 16], f32), idx=(s(i32), s(i32)), m="make_partition_view", inb=None, **props):
    props.setdefault("memory_ordering_semantics", sem("weak"))
    props.setdefault("inbounds", bools([False] * (len(idx) if inb is None else inb)))

    @R.add(name, params=(P,))
    def _(b, p):
        t = b.op("make_tensor_view", [TV], (p, [], []))
        v = b.op(m, [view], (t,))
        x = const(b, val)
        ix = [const(b, y) for y in idx]
        b.op("store_view_tko", [token], (x, v, ix, None), **props)


sv_("store_view_ok")
sv_("store_view_tile_type", val=tile([16, 16], i32))
sv_("store_view_index_count", idx=(s(i32), s(i32), s(i32)))
sv_("store_view_acquire", memory_ordering_semantics=sem("acquire"), memory_scope=scope("device"))
sv_("store_view_relaxed_no_scope", memory_ordering_semantics=sem("relaxed"))
sv_("store_view_inbounds_count", inb=3)
sv_("store_view_gather_ok", view=gsv([16, 16], TV, 1), idx=(s(i32), tile([16], i32)), m="make_gather_scatter_view")


def red(name, view=PV, val=tile([16, 16], f32), idx=(s(i32), s(i32)), mode="addf", m="make_partition_view",
        view_tv=TV, ptr_elem=f32, **props):
    props.setdefault("memory_ordering_semantics", sem("relaxed"))
    props.setdefault("memory_scope", scope("device"))
    props.setdefault("inbounds", bools([False] * len(idx)))
    from tileiras.dialects.cuda_tile.enums import AtomicRMWMode

    @R.add(name, params=(s(ptr(ptr_elem)),))
    def _(b, p):
        t = b.op("make_tensor_view", [view_tv], (p, [], []))
        v = b.op(m, [view], (t,))
        ix = [const(b, y) for y in idx]
        x = const(b, val)
        b.op("atomic_red_view_tko", [token], (v, ix, x, None), mode=enum(AtomicRMWMode, mode), **props)


red("atomic_red_view_ok")
red("atomic_red_view_xchg", mode="xchg")
red("atomic_red_view_acquire", memory_ordering_semantics=sem("acquire"))
red("atomic_red_view_weak", memory_ordering_semantics=sem("weak"))
red("atomic_red_view_sys", memory_scope=scope("sys"))
red("atomic_red_view_add_float", mode="add")
red("atomic_red_view_elem", val=tile([16, 16], f16))
red("atomic_red_view_shape", val=tile([16, 32], f32))
red("atomic_red_view_index_count", idx=(s(i32),))
red("atomic_red_view_index_rank1", idx=(s(i32), tile([1], i32)))
red("atomic_red_view_index_float", idx=(s(i32), s(f32)))
red("atomic_red_view_gather", view=gsv([16, 16], TV, 0), idx=(tile([16], i32), s(i32)), m="make_gather_scatter_view")
red("atomic_red_view_int_ok", mode="add", val=tile([16, 16], i32), view=pv([16, 16], tv(i32, [64, 64], [64, 1])),
    view_tv=tv(i32, [64, 64], [64, 1]), ptr_elem=i32)
red("atomic_red_view_max_f32", mode="max")
red("atomic_red_view_addf_f16", mode="addf", val=tile([16, 16], f16), view=pv([16, 16], tv(f16, [64, 64], [64, 1])),
    view_tv=tv(f16, [64, 64], [64, 1]), ptr_elem=f16)
red("atomic_red_view_addf_f64", mode="addf", val=tile([16, 16], f64), view=pv([16, 16], tv(f64, [64, 64], [64, 1])),
    view_tv=tv(f64, [64, 64], [64, 1]), ptr_elem=f64)
red("atomic_red_view_inbounds_count", inbounds=bools([False]))

# check-order probes
lv("load_view_count_and_tile", idx=(s(i32),), res=tile([16, 16], f16))
lv("load_view_tile_and_index_rank1", res=tile([16, 16], f16), idx=(s(i32), tile([1], i32)))
lv("load_view_index_rank1_then_mixed", idx=(tile([1], i32), s(i64)))
lv("load_view_index_mixed_then_rank1", idx=(s(i32), s(i64), tile([1], i32)), view=pv([4, 4, 4], tv(f32, [64, 64, 64], [4096, 64, 1])),
   res=tile([4, 4, 4], f32), view_tv=tv(f32, [64, 64, 64], [4096, 64, 1]))
lv("load_view_inbounds_and_count", idx=(s(i32),), inb=3)
lv("load_view_inbounds_and_order", inb=3, memory_ordering_semantics=sem("release"), memory_scope=scope("device"))
lv("load_view_order_and_tile", res=tile([16, 16], f16), memory_ordering_semantics=sem("release"), memory_scope=scope("device"))
lv("load_view_inbounds_and_tile", res=tile([16, 16], f16), inb=3)
G3 = gsv([4, 4, 4], tv(f32, [64, 64, 64], [4096, 64, 1]), 1)
lv("load_view_gather3_ok", view=G3, idx=(s(i32), tile([4], i32), s(i32)), res=tile([4, 4, 4], f32),
   view_tv=tv(f32, [64, 64, 64], [4096, 64, 1]), m="make_gather_scatter_view")
lv("load_view_gather3_mixed", view=G3, idx=(s(i32), tile([4], i32), s(i64)), res=tile([4, 4, 4], f32),
   view_tv=tv(f32, [64, 64, 64], [4096, 64, 1]), m="make_gather_scatter_view")
lv("load_view_gather3_sparse_i64_ok", view=G3, idx=(s(i32), tile([4], i64), s(i32)), res=tile([4, 4, 4], f32),
   view_tv=tv(f32, [64, 64, 64], [4096, 64, 1]), m="make_gather_scatter_view")
lv("load_view_gather3_first_not_scalar", view=G3, idx=(tile([4], i32), tile([4], i32), s(i32)), res=tile([4, 4, 4], f32),
   view_tv=tv(f32, [64, 64, 64], [4096, 64, 1]), m="make_gather_scatter_view")
lv("load_view_gather_tile_type", view=gsv([16, 16], TV, 0), idx=(tile([16], i32), s(i32)), res=tile([16, 16], f16),
   m="make_gather_scatter_view")
red("atomic_red_view_xchg_and_order", mode="xchg", memory_ordering_semantics=sem("acquire"))
red("atomic_red_view_order_and_sys", memory_ordering_semantics=sem("acquire"), memory_scope=scope("sys"))
red("atomic_red_view_elem_and_shape", val=tile([16, 32], f16))
red("atomic_red_view_count_and_elem", idx=(s(i32),), val=tile([16, 16], f16))
red("atomic_red_view_elem_and_mode", val=tile([16, 16], f16), mode="xchg")
red("atomic_red_view_mode_and_order", mode="add", memory_ordering_semantics=sem("acquire"))
red("atomic_red_view_shape_and_mode", val=tile([16, 32], f32), mode="add")
red("atomic_red_view_inbounds_and_count", idx=(s(i32),))
red("atomic_red_view_inbounds_and_mode", mode="xchg", inbounds=bools([False]))
red("atomic_red_view_count_and_rank1", idx=(tile([1], i32),))
red("atomic_red_view_i16", mode="add", val=tile([16, 16], i16), view=pv([16, 16], tv(i16, [64, 64], [64, 1])),
    view_tv=tv(i16, [64, 64], [64, 1]), ptr_elem=i16)
red("atomic_red_view_umax_i64", mode="umax", val=tile([16, 16], i64), view=pv([16, 16], tv(i64, [64, 64], [64, 1])),
    view_tv=tv(i64, [64, 64], [64, 1]), ptr_elem=i64)
red("atomic_red_view_strided", view=sv([16, 16], [16, 16], TV), m="make_strided_view")
red("atomic_red_view_count_and_shape", idx=(s(i32),), val=tile([16, 32], f32))
red("atomic_red_view_inbounds_and_order_probe", memory_ordering_semantics=sem("acquire"), inbounds=bools([False]))
red("atomic_red_view_gather_and_elem", view=gsv([16, 16], TV, 0), idx=(tile([16], i32), s(i32)), m="make_gather_scatter_view", val=tile([16, 16], f16))
red("atomic_red_view_rank1_and_mode", idx=(s(i32), tile([1], i32)), mode="xchg")
red("atomic_red_view_inbounds_and_sys", memory_scope=scope("sys"), inbounds=bools([False]))


def mm(name, m, view=PV, val=tile([16, 16], f32), idx=(s(i32), s(i32)), vtv=TV, pe=f32, mview="make_partition_view", **props):
    props.setdefault("memory_ordering_semantics", sem("relaxed"))
    props.setdefault("inbounds", bools([False] * len(idx)))
    if m != "multimem_store_view_tko" or props["memory_ordering_semantics"] != sem("weak"):
        props.setdefault("memory_scope", scope("device"))

    @R.add(name, params=(s(ptr(pe)),))
    def _(b, p):
        t = b.op("make_tensor_view", [vtv], (p, [], []))
        v = b.op(mview, [view], (t,))
        ix = [const(b, y) for y in idx]
        if m == "multimem_load_reduce_view_tko":
            b.op(m, [val, token], (v, ix, None), **props)
        else:
            x = const(b, val)
            b.op(m, [token], (v, x, ix, None), **props)


mm("multimem_load_reduce_plain_ptr", "multimem_load_reduce_view_tko", reduction=mred("add"))
mm("multimem_store_plain_ptr", "multimem_store_view_tko")
mm("multimem_reduce_plain_ptr", "multimem_reduce_view_tko", reduction=mred("add"))
mm("multimem_load_reduce_tile_type", "multimem_load_reduce_view_tko", val=tile([16, 16], f16), reduction=mred("add"))
mm("multimem_load_reduce_strided", "multimem_load_reduce_view_tko", view=sv([16, 16], [16, 16], TV), mview="make_strided_view", reduction=mred("add"))
mm("multimem_reduce_acquire", "multimem_reduce_view_tko", reduction=mred("add"), memory_ordering_semantics=sem("acquire"))
mm("multimem_reduce_and_float", "multimem_reduce_view_tko", reduction=mred("and"))
mm("multimem_load_reduce_i16", "multimem_load_reduce_view_tko", val=tile([16, 16], i16), vtv=tv(i16, [64, 64], [64, 1]),
   view=pv([16, 16], tv(i16, [64, 64], [64, 1])), pe=i16, reduction=mred("add"))
mm("multimem_load_reduce_min_f32", "multimem_load_reduce_view_tko", reduction=mred("min"))
mm("multimem_load_reduce_min_f16_ok_elem", "multimem_load_reduce_view_tko", val=tile([16, 16], f16), vtv=tv(f16, [64, 64], [64, 1]),
   view=pv([16, 16], tv(f16, [64, 64], [64, 1])), pe=f16, reduction=mred("min"))
mm("multimem_load_reduce_f8", "multimem_load_reduce_view_tko", val=tile([16, 16], f8e4m3), vtv=tv(f8e4m3, [64, 64], [64, 1]),
   view=pv([16, 16], tv(f8e4m3, [64, 64], [64, 1])), pe=f8e4m3, reduction=mred("add"))
mm("multimem_load_reduce_f16_small", "multimem_load_reduce_view_tko", val=tile([1], f16), vtv=tv(f16, [64], [1]),
   view=pv([1], tv(f16, [64], [1])), pe=f16, reduction=mred("add"), idx=(s(i32),))
mm("multimem_load_reduce_f16_stride", "multimem_load_reduce_view_tko", val=tile([16, 16], f16), vtv=tv(f16, [64, 64], [64, 2]),
   view=pv([16, 16], tv(f16, [64, 64], [64, 2])), pe=f16, reduction=mred("add"))
mm("multimem_store_i16", "multimem_store_view_tko", val=tile([16, 16], i16), vtv=tv(i16, [64, 64], [64, 1]),
   view=pv([16, 16], tv(i16, [64, 64], [64, 1])), pe=i16)
mm("multimem_store_f16_stride", "multimem_store_view_tko", val=tile([16, 16], f16), vtv=tv(f16, [64, 64], [64, 2]),
   view=pv([16, 16], tv(f16, [64, 64], [64, 2])), pe=f16)
mm("multimem_store_acquire", "multimem_store_view_tko", memory_ordering_semantics=sem("acquire"))
mm("multimem_store_index_count", "multimem_store_view_tko", idx=(s(i32),))
mm("multimem_reduce_xor_i32", "multimem_reduce_view_tko", val=tile([16, 16], i32), vtv=tv(i32, [64, 64], [64, 1]),
   view=pv([16, 16], tv(i32, [64, 64], [64, 1])), pe=i32, reduction=mred("xor"))
mm("multimem_reduce_i1", "multimem_reduce_view_tko", val=tile([16, 16], i1), vtv=tv(i1, [64, 64], [64, 1]),
   view=pv([16, 16], tv(i1, [64, 64], [64, 1])), pe=i1, reduction=mred("add"))


# pointer attributes (13.4) and multimem with multicast pointers
MC = "multicast"


def mtv_attr(name, p_attr, v_attr):
    @R.add(name, params=(s(ptr(f32, p_attr)),))
    def _(b, p):
        b.op("make_tensor_view", [tv(f32, [64, 64], [64, 1], v_attr)], (p, [], []))


mtv_attr("make_tensor_view_multicast_ok", MC, MC)
mtv_attr("make_tensor_view_drops_attr", MC, None)
mtv_attr("make_tensor_view_adds_attr", None, MC)
mtv_attr("make_tensor_view_attr_mismatch", "unicast", MC)
mtv_attr("make_tensor_view_none_attr_ok", "none", "none")


def mmc(name, m, p_attr=MC, elem=f32, kind="add", val_shape=(16, 16), strides=(64, 1), order_="relaxed", scope_="device",
        idx=2, mview="make_partition_view", view_fn=None, **props):
    T = tv(elem, [64, 64], list(strides), p_attr)
    view = view_fn(T) if view_fn else pv([16, 16], T)
    props["memory_ordering_semantics"] = sem(order_)
    if scope_ is not None:
        props["memory_scope"] = scope(scope_)
    props.setdefault("inbounds", bools([False] * idx))
    if m != "multimem_store_view_tko":
        props["reduction"] = mred(kind)

    @R.add(name, params=(s(ptr(elem, p_attr)),))
    def _(b, p):
        t = b.op("make_tensor_view", [T], (p, [], []))
        v = b.op(mview, [view], (t,))
        ix = [const(b, s(i32)) for _ in range(idx)]
        val = tile(list(val_shape), elem)
        if m == "multimem_load_reduce_view_tko":
            b.op(m, [val, token], (v, ix, None), **props)
        else:
            b.op(m, [token], (v, const(b, val), ix, None), **props)


mmc("multimem_load_reduce_mc_ok", "multimem_load_reduce_view_tko")
mmc("multimem_store_mc_ok", "multimem_store_view_tko")
mmc("multimem_reduce_mc_ok", "multimem_reduce_view_tko")
mmc("multimem_reduce_mc_f16_max", "multimem_reduce_view_tko", elem=f16, kind="max")
mmc("multimem_reduce_mc_f16_min_load_ok", "multimem_load_reduce_view_tko", elem=f16, kind="min")
mmc("multimem_reduce_mc_unicast", "multimem_reduce_view_tko", p_attr="unicast")
mmc("multimem_load_reduce_mc_none", "multimem_load_reduce_view_tko", p_attr="none")
mmc("multimem_load_reduce_mc_strided", "multimem_load_reduce_view_tko", mview="make_strided_view",
    view_fn=lambda T: sv([16, 16], [16, 16], T))
mmc("multimem_load_reduce_mc_gather", "multimem_load_reduce_view_tko", mview="make_gather_scatter_view",
    view_fn=lambda T: gsv([16, 16], T, 0))
mmc("multimem_load_reduce_mc_f16_stride", "multimem_load_reduce_view_tko", elem=f16, strides=(64, 2))
mmc("multimem_load_reduce_mc_f16_both_unit", "multimem_load_reduce_view_tko", elem=f16, strides=(1, 1))
mmc("multimem_load_reduce_mc_f32_stride_ok", "multimem_load_reduce_view_tko", strides=(64, 2))
mmc("multimem_load_reduce_mc_acquire_ok", "multimem_load_reduce_view_tko", order_="acquire")
mmc("multimem_load_reduce_mc_weak", "multimem_load_reduce_view_tko", order_="weak", scope_=None)
mmc("multimem_store_mc_acquire", "multimem_store_view_tko", order_="acquire")
mmc("multimem_store_mc_release_ok", "multimem_store_view_tko", order_="release")
mmc("multimem_reduce_mc_acquire", "multimem_reduce_view_tko", order_="acquire")
mmc("multimem_reduce_mc_weak", "multimem_reduce_view_tko", order_="weak")
mmc("multimem_reduce_mc_i64_ok", "multimem_reduce_view_tko", elem=i64, kind="umax")
mmc("multimem_reduce_mc_sys_ok", "multimem_reduce_view_tko", scope_="sys")
mmc("multimem_load_reduce_mc_no_scope", "multimem_load_reduce_view_tko", scope_=None)
mmc("multimem_store_mc_weak_ok", "multimem_store_view_tko", order_="weak", scope_=None)


@R.add("load_view_multicast", params=(s(ptr(f32, MC)),))
def _(b, p):
    T = tv(f32, [64, 64], [64, 1], MC)
    t = b.op("make_tensor_view", [T], (p, [], []))
    v = b.op("make_partition_view", [pv([16, 16], T)], (t,))
    b.op("load_view_tko", [tile([16, 16], f32), token], (v, [const(b, s(i32)), const(b, s(i32))], None),
         memory_ordering_semantics=sem("weak"), inbounds=bools([False, False]))


@R.add("load_ptr_multicast", params=(s(ptr(f32, MC)),))
def _(b, p):
    b.op("load_ptr_tko", [s(f32), token], (p, None, None, None), memory_ordering_semantics=sem("weak"))


@R.add("atomic_rmw_multicast", params=(s(ptr(f32, MC)),))
def _(b, p):
    b.op("atomic_rmw_tko", [s(f32), token], (p, const(b, s(f32)), None, None), memory_ordering_semantics=sem("relaxed"),
         memory_scope=scope("device"), mode=enum(__import__("tileiras.dialects.cuda_tile.enums", fromlist=["x"]).AtomicRMWMode, "addf"))


@R.add("atomic_cas_multicast", params=(s(ptr(i32, MC)),))
def _(b, p):
    x = const(b, s(i32))
    b.op("atomic_cas_tko", [s(i32), token], (p, x, x, None, None), memory_ordering_semantics=sem("relaxed"),
         memory_scope=scope("device"))


@R.add("offset_multicast_ok", params=(s(ptr(f32, MC)), s(i32)))
def _(b, p, o):
    b.op("offset", [s(ptr(f32, MC))], (p, o))


def view_mc(name, m, res=tile([16, 16], f32), **props):
    props.setdefault("memory_ordering_semantics", sem("weak"))
    props.setdefault("inbounds", bools([False, False]))

    @R.add(name, params=(s(ptr(f32, MC)),))
    def _(b, p):
        T = tv(f32, [64, 64], [64, 1], MC)
        t = b.op("make_tensor_view", [T], (p, [], []))
        v = b.op("make_partition_view", [pv([16, 16], T)], (t,))
        ix = [const(b, s(i32)), const(b, s(i32))]
        if m == "load_view_tko":
            b.op(m, [res, token], (v, ix, None), **props)
        elif m == "store_view_tko":
            b.op(m, [token], (const(b, res), v, ix, None), **props)
        else:
            b.op(m, [token], (v, ix, const(b, res), None), **props)


view_mc("load_view_multicast_and_tile", "load_view_tko", res=tile([16, 16], f16))
view_mc("load_view_multicast_and_order", "load_view_tko", memory_ordering_semantics=sem("release"), memory_scope=scope("device"))
view_mc("load_view_multicast_and_inbounds", "load_view_tko", inbounds=bools([False]))
view_mc("store_view_multicast", "store_view_tko")
view_mc("atomic_red_view_multicast", "atomic_red_view_tko", memory_ordering_semantics=sem("relaxed"),
        memory_scope=scope("device"), mode=enum(__import__("tileiras.dialects.cuda_tile.enums", fromlist=["x"]).AtomicRMWMode, "addf"))


@R.add("store_ptr_multicast", params=(s(ptr(f32, MC)),))
def _(b, p):
    b.op("store_ptr_tko", [token], (p, const(b, s(f32)), None, None), memory_ordering_semantics=sem("weak"))


@R.add("load_ptr_multicast_and_order", params=(s(ptr(f32, MC)),))
def _(b, p):
    b.op("load_ptr_tko", [s(f32), token], (p, None, None, None), memory_ordering_semantics=sem("release"),
         memory_scope=scope("device"))


@R.add("load_ptr_multicast_and_type", params=(s(ptr(f32, MC)),))
def _(b, p):
    b.op("load_ptr_tko", [s(f16), token], (p, None, None, None), memory_ordering_semantics=sem("weak"))


@R.add("atomic_rmw_multicast_and_mode", params=(s(ptr(f32, MC)),))
def _(b, p):
    b.op("atomic_rmw_tko", [s(f32), token], (p, const(b, s(f32)), None, None), memory_ordering_semantics=sem("relaxed"),
         memory_scope=scope("device"), mode=enum(__import__("tileiras.dialects.cuda_tile.enums", fromlist=["x"]).AtomicRMWMode, "add"))


@R.add("atomic_rmw_multicast_and_pointee", params=(s(ptr(f32, MC)),))
def _(b, p):
    b.op("atomic_rmw_tko", [s(i32), token], (p, const(b, s(i32)), None, None), memory_ordering_semantics=sem("relaxed"),
         memory_scope=scope("device"), mode=enum(__import__("tileiras.dialects.cuda_tile.enums", fromlist=["x"]).AtomicRMWMode, "add"))


@R.add("atomic_cas_multicast_and_width", params=(s(ptr(i16, MC)),))
def _(b, p):
    x = const(b, s(i16))
    b.op("atomic_cas_tko", [s(i16), token], (p, x, x, None, None), memory_ordering_semantics=sem("relaxed"),
         memory_scope=scope("device"))


mmc("multimem_load_reduce_mc_f16_stride_and_order", "multimem_load_reduce_view_tko", elem=f16, strides=(64, 2), order_="release")
mmc("multimem_load_reduce_mc_strided_and_order", "multimem_load_reduce_view_tko", mview="make_strided_view",
    view_fn=lambda T: sv([16, 16], [16, 16], T), order_="release")
mmc("multimem_load_reduce_none_and_order", "multimem_load_reduce_view_tko", p_attr="none", order_="release")
mmc("multimem_load_reduce_mc_inbounds", "multimem_load_reduce_view_tko", inbounds=bools([False]))
mmc("multimem_load_reduce_mc_inbounds_and_elem", "multimem_load_reduce_view_tko", inbounds=bools([False]), elem=f16, kind="and")


@R.add("bitcast_multicast_ptr_type_print", params=(s(ptr(f32, MC)),))
def _(b, p):
    b.op("bitcast", [s(i64)], (p,))


@R.add("bitcast_none_ptr_type_print", params=(s(ptr(f32, "none")),))
def _(b, p):
    b.op("bitcast", [s(i64)], (p,))


def print_view(name, view, m):
    """get_tensor_shape on a tile view: NVIDIA prints the view's type."""
    @R.add(name, params=(s(ptr(view.tensor_view.element_type)),))
    def _(b, p):
        t = b.op("make_tensor_view", [view.tensor_view], (p, [], []))
        v = b.op(m, [view], (t,))
        b.op("get_tensor_shape", [s(i32), s(i32)], (v,))


print_view("print_partition_dim_map_padding", pv([16, 32], TV, dim_map=[1, 0], padding="neg_inf"), "make_partition_view")
print_view("print_strided_dim_map_padding", sv([16, 32], [8, 4], TV, dim_map=[1, 0], padding="zero"), "make_strided_view")
print_view("print_gather_padding", gsv([16, 32], TV, 1, padding="nan"), "make_gather_scatter_view")


@R.add("print_partition_dynamic", params=(s(ptr(f32)), s(i64)))
def _(b, p, n):
    T = tv(f32, [DYN, 64], [DYN, 1])
    t = b.op("make_tensor_view", [T], (p, [n], [n]))
    v = b.op("make_partition_view", [pv([16, 32], T)], (t,))
    b.op("get_tensor_shape", [s(i32), s(i32)], (v,))
