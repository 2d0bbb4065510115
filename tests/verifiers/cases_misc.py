"""Verifier cases: entry, globals, assert, assume, print, block ids, alloca."""

from __future__ import annotations

from casekit import *  # noqa: F403
from tileiras.dialects.cuda_tile.attributes import BoundedAttr, DivByAttr, SameElementsAttr

R = Registry()
I = s(i32)


@R.add("entry_scalar_params_ok", params=(s(i32), s(f32), s(ptr(f32))))
def _(b, *a):
    pass


@R.add("entry_tile_param", params=(tile([4], f32),))
def _(b, x):
    pass


@R.add("entry_token_param", params=(token,))
def _(b, x):
    pass


@R.add("entry_view_param", params=(tv(f32, [64], [1]),))
def _(b, x):
    pass


for arch, hs in [("ok", hints(sm_100={"num_cta_in_cga": i32a(2), "occupancy": i32a(1)})),
                 ("bad_key", hints(sm_100={"latency": i32a(2)})),
                 ("unknown_key", hints(sm_100={"bogus": i32a(2)})),
                 ("bad_arch", hints(sm_42={"occupancy": i32a(2)})),
                 ("default_arch", hints(default={"occupancy": i32a(2)})),
                 ("cga_not_pow2", hints(sm_100={"num_cta_in_cga": i32a(3)})),
                 ("cga_too_big", hints(sm_100={"num_cta_in_cga": i32a(32)})),
                 ("occupancy_zero", hints(sm_100={"occupancy": i32a(0)})),
                 ("occupancy_big", hints(sm_100={"occupancy": i32a(64)})),
                 ("occupancy_bool", hints(sm_100={"occupancy": boola(True)})),
                 ("warps", hints(sm_100={"num_worker_warps_per_cta": i32a(4)})),
                 ("sm_80_cga", hints(sm_80={"num_cta_in_cga": i32a(2)})),
                 ("dup_arch", hints(sm_100={"occupancy": i32a(1)}, sm_90={"occupancy": i32a(1)}))]:
    @R.add(f"entry_hints_{arch}", hints=hs)
    def _(b):
        pass


# globals
G = Global("g", dense_f32(tile([4], f32), [1, 2, 3, 4]))


@R.add("get_global_ok", globals=(G,))
def _(b):
    b.op("get_global", [s(ptr(f32))], (), name=strattr("g"))


@R.add("get_global_missing", globals=(G,))
def _(b):
    b.op("get_global", [s(ptr(f32))], (), name=strattr("nope"))


@R.add("get_global_pointee", globals=(G,))
def _(b):
    b.op("get_global", [s(ptr(i32))], (), name=strattr("g"))


@R.add("get_global_not_scalar", globals=(G,))
def _(b):
    b.op("get_global", [tile([1], ptr(f32))], (), name=strattr("g"))


@R.add("get_global_not_ptr", globals=(G,))
def _(b):
    b.op("get_global", [s(i64)], (), name=strattr("g"))


@R.add("global_rank2", globals=(Global("g2", dense_f32(tile([2, 2], f32), [1, 2, 3, 4])),))
def _(b):
    pass


@R.add("global_scalar", globals=(Global("g0", dense_f32(s(f32), [1])),))
def _(b):
    pass


@R.add("global_alignment_ok", globals=(Global("ga", dense_f32(tile([4], f32), [1, 2, 3, 4]), alignment=16),))
def _(b):
    pass


@R.add("global_alignment_3", globals=(Global("ga", dense_f32(tile([4], f32), [1, 2, 3, 4]), alignment=3),))
def _(b):
    pass


@R.add("global_alignment_2", globals=(Global("ga", dense_f32(tile([4], f32), [1, 2, 3, 4]), alignment=2),))
def _(b):
    pass


@R.add("global_private_constant_ok", globals=(Global("gp", dense_f32(tile([4], f32), [1, 2, 3, 4]), constant=True, private=True),))
def _(b):
    pass


# assert / assume / print
@R.add("assert_ok")
def _(b):
    b.op("assert", [], (const(b, tile([4], i1)),), message=strattr("boom"))


@R.add("assert_i32")
def _(b):
    b.op("assert", [], (const(b, I),), message=strattr("boom"))


def assume(name, t, p, res=None):
    @R.add(name)
    def _(b):
        x = const(b, t)
        b.op("assume", [res or t], (x,), predicate=p)


assume("assume_div_by_ok", tile([8], i32), DivByAttr(16))
assume("assume_div_by_not_pow2", tile([8], i32), DivByAttr(12))
assume("assume_div_by_float", tile([8], f32), DivByAttr(16))
assume("assume_div_by_every_along_ok", tile([8], i32), DivByAttr(16, 4, 0))
assume("assume_div_by_every_only", tile([8], i32), DivByAttr(16, 4))
assume("assume_div_by_along_range", tile([8], i32), DivByAttr(16, 4, 1))
assume("assume_div_by_every_big", tile([8], i32), DivByAttr(16, 16, 0))
assume("assume_div_by_scalar_every", s(i32), DivByAttr(16, 1, 0))
assume("assume_div_by_huge", tile([8], i32), DivByAttr(1 << 62))
assume("assume_div_by_zero", tile([8], i32), DivByAttr(0))
assume("assume_bounded_ok", tile([8], i32), BoundedAttr(0, 100))
assume("assume_bounded_open_ok", tile([8], i32), BoundedAttr(None, 100))
assume("assume_bounded_inverted", tile([8], i32), BoundedAttr(10, 1))
assume("assume_bounded_float", tile([8], f32), BoundedAttr(0, 1))
assume("assume_bounded_i8_range", tile([8], i8), BoundedAttr(0, 300))
assume("assume_bounded_i8_low", tile([8], i8), BoundedAttr(-300, 0))
assume("assume_same_elements_ok", tile([8, 4], i32), SameElementsAttr([2, 4]))
assume("assume_same_elements_rank", tile([8, 4], i32), SameElementsAttr([2]))
assume("assume_same_elements_range", tile([8, 4], i32), SameElementsAttr([2, 8]))
assume("assume_same_elements_float", tile([8, 4], f32), SameElementsAttr([2, 4]))
assume("assume_result_type", tile([8], i32), DivByAttr(16), res=tile([8], i64))


@R.add("assume_div_by_ptr_ok", params=(s(ptr(f32)),))
def _(b, p):
    b.op("assume", [s(ptr(f32))], (p,), predicate=DivByAttr(16))


@R.add("assume_div_by_tensor_view_ok", params=(s(ptr(f32)),))
def _(b, p):
    v = b.op("make_tensor_view", [tv(f32, [64], [1])], (p, [], []))
    b.op("assume", [tv(f32, [64], [1])], (v,), predicate=DivByAttr(16))


@R.add("assume_div_by_tensor_view_every", params=(s(ptr(f32)),))
def _(b, p):
    v = b.op("make_tensor_view", [tv(f32, [64], [1])], (p, [], []))
    b.op("assume", [tv(f32, [64], [1])], (v,), predicate=DivByAttr(16, 2, 0))


@R.add("assume_bounded_ptr", params=(s(ptr(f32)),))
def _(b, p):
    b.op("assume", [s(ptr(f32))], (p,), predicate=BoundedAttr(0, 4))


@R.add("assume_token")
def _(b):
    t = b.op("make_token", [token], ())
    b.op("assume", [token], (t,), predicate=DivByAttr(16))


def printc(name, fmt, args):
    @R.add(name)
    def _(b):
        vals = [const(b, t) for t in args]
        b.op("print_tko", [token], (vals, None), str=strattr(fmt))


printc("print_ok", "x=%f y=%d\n", [s(f32), s(i32)])
printc("print_too_few", "x=%f y=%d\n", [s(f32)])
printc("print_too_many", "x\n", [s(f32)])
printc("print_percent_ok", "100%% %d", [s(i32)])
printc("print_unterminated", "x=%", [s(f32)])
printc("print_tile_ok", "%f", [tile([4], f32)])


@R.add("print_token_arg")
def _(b):
    t = b.op("make_token", [token], ())
    b.op("print_tko", [token], ([t], None), str=strattr("%d"))


@R.add("print_v13_1", version=V13_1)
def _(b):
    b.op("print_tko", [], ([const(b, s(i32))],), str=strattr("%d"))


# block ids
@R.add("get_tile_block_id_ok")
def _(b):
    b.op("get_tile_block_id", [I, I, I], ())


@R.add("get_tile_block_id_i64")
def _(b):
    b.op("get_tile_block_id", [s(i64), s(i64), s(i64)], ())


@R.add("get_num_tile_blocks_mixed")
def _(b):
    b.op("get_num_tile_blocks", [I, I, s(i16)], ())


# alloca
for n, (num, align, glob) in {"ok": (16, 16, True), "shared_ok": (16, 16, False), "align_3": (16, 3, True),
                              "align_0": (16, 0, True), "num_0": (0, 16, True), "align_small": (16, 2, True)}.items():
    @R.add(f"alloca_{n}")
    def _(b, num=num, align=align, glob=glob):
        props = {"num_elem": i64a(num), "alignment": i64a(align)}
        if glob:
            props["global"] = UNIT
        b.op("alloca", [s(ptr(f32))], (), **props)


@R.add("alloca_not_ptr")
def _(b):
    b.op("alloca", [s(i64)], (), num_elem=i64a(4), alignment=i64a(16), **{"global": UNIT})


@R.add("alloca_tile_of_ptr")
def _(b):
    b.op("alloca", [tile([2], ptr(f32))], (), num_elem=i64a(4), alignment=i64a(16), **{"global": UNIT})


@R.add("entry_with_results", entry_results=(s(i32),))
def _(b):
    pass


@R.add("entry_with_results_and_return", entry_results=(s(i32),), auto_return=False)
def _(b):
    b.op("return", (), ([const(b, s(i32))],))


@R.add("entry_tile_param_and_results", params=(tile([4], f32),), entry_results=(s(i32),))
def _(b, x):
    pass


assume("assume_div_by_not_pow2_float", tile([8], f32), DivByAttr(12))
assume("assume_div_by_every_only_float", tile([8], f32), DivByAttr(16, 4))
assume("assume_div_by_too_large", tile([8], i64), DivByAttr(1 << 63))
assume("assume_same_elements_zero_ok", tile([8, 4], i32), SameElementsAttr([0, 4]))
assume("assume_bounded_i1", tile([8], i1), BoundedAttr(0, 1))
assume("assume_bounded_i64_ok", tile([8], i64), BoundedAttr(-(1 << 63), (1 << 63) - 1))
printc("print_width_ok", "%5.2f and %-3d", [s(f32), s(i32)])
printc("print_s_conversion", "%S", [s(i32)])
printc("print_unknown_conversion_ok", "%k %d", [s(i32)])


@R.add("nesting_if_then_bad_op")
def _(b):
    c = const(b, s(i1))
    then = lambda bb: (bb.op("addf", [s(f32)], (const(bb, s(f32)), const(bb, s(f16))), rounding_mode=rnd("nearest_even")), yield_(bb, const(bb, s(i32))))  # noqa: E731
    b.op("if", [s(f32)], (c,), regions=[Body((), then), Body((), lambda bb: yield_(bb, const(bb, s(f32))))])


@R.add("nesting_for_region_and_bad_op")
def _(b):
    lo = const(b, s(i32))
    body = lambda bb, iv: (bb.op("addf", [s(f32)], (const(bb, s(f32)), const(bb, s(f16))), rounding_mode=rnd("nearest_even")), continue_(bb))  # noqa: E731
    b.op("for", [], (lo, lo, lo, []), regions=[Body((s(i64),), body)])


@R.add("nesting_two_bad_ops")
def _(b):
    b.op("addf", [s(f32)], (const(b, s(f32)), const(b, s(f16))), rounding_mode=rnd("nearest_even"))
    b.op("absi", [s(f32)], (const(b, s(f32)),))


# debug info
for name, dbg in {
    "debug_ok": Debug(fn=loc(sp()), ops=loc(sp(), 5, 6)),
    "debug_ops_in_block_ok": Debug(fn=loc(sp()), ops=loc(lb(sp()), 5, 6)),
    "debug_fn_linkage": Debug(fn=loc(sp("other"))),
    "debug_fn_lexical_block": Debug(fn=loc(lb(sp()))),
    "debug_fn_callsite": Debug(fn=callsite(loc(sp()), loc(sp(), 9, 9))),
    "debug_op_without_fn": Debug(ops=loc(sp())),
    "debug_op_other_subprogram": Debug(fn=loc(sp()), ops=loc(sp("other"))),
    "debug_op_callsite_ok": Debug(fn=loc(sp()), ops=callsite(loc(sp("inlined")), loc(sp(), 7, 7))),
    "debug_op_callsite_other": Debug(fn=loc(sp()), ops=callsite(loc(sp()), loc(sp("other"), 7, 7))),
}.items():
    @R.add(name, debug=dbg)
    def _(b):
        const(b, s(i32))


# preview$call (public preview, feature simt): only an empty const_args is valid
@R.add("preview_call_ok", params=(s(f32),), preview=True)
def _(b, x):
    b.op("preview$call", [s(f32)], ([x],), callee=strattr("__nv_expf"), const_args=ArrayAttr([]))


@R.add("preview_call_const_args", params=(s(f32),), preview=True)
def _(b, x):
    b.op("preview$call", [s(f32)], ([x],), callee=strattr("__nv_expf"),
         const_args=ArrayAttr([IntegerAttr(3, IntegerType(32))]))
