"""Verifier cases: for, loop, if, yield, continue, break, return, entry, reduce, scan."""

from __future__ import annotations

from casekit import *  # noqa: F403

R = Registry()
I = s(i32)
F = s(f32)


def for_case(name, lb=I, ub=I, st=I, iv=I, inits=(), region_args=None, results_=None, body=None, extra_props=None):
    @R.add(name)
    def _(b):
        lo, hi, sp = const(b, lb), const(b, ub), const(b, st)
        init_vals = [const(b, t) for t in inits]
        args = (iv,) + tuple(inits) if region_args is None else tuple(region_args)

        def fn(bb, *a):
            if body is not None:
                body(bb, *a)
            else:
                continue_(bb, *a[1:])

        b.op("for", list(inits if results_ is None else results_), (lo, hi, sp, init_vals),
             regions=[Body(args, fn)], **(extra_props or {}))


for_case("for_ok")
for_case("for_iter_ok", inits=(F,))
for_case("for_bounds_mismatch", ub=s(i64))
for_case("for_bound_float", lb=F, ub=F, st=F, iv=F)
for_case("for_bound_rank1", lb=tile([1], i32), ub=tile([1], i32), st=tile([1], i32), iv=tile([1], i32))
for_case("for_iv_type", iv=s(i64))
for_case("for_no_iv", region_args=())
for_case("for_result_type", inits=(F,), results_=(s(f16),))
for_case("for_result_count", inits=(F,), results_=(F, F))
for_case("for_init_arg_type", inits=(F,), region_args=(I, s(f16)), body=lambda bb, iv, x: continue_(bb, const(bb, F)))
for_case("for_region_arg_count", inits=(F,), region_args=(I,), body=lambda bb, iv: continue_(bb, const(bb, F)))
for_case("for_continue_type", inits=(F,), body=lambda bb, iv, x: continue_(bb, const(bb, s(f16))))
for_case("for_continue_count", inits=(F,), body=lambda bb, iv, x: continue_(bb))
for_case("for_unsigned_ok", extra_props={"unsignedCmp": UNIT})
for_case("for_yield_terminator", body=lambda bb, iv: yield_(bb))
for_case("for_break", body=lambda bb, iv: break_(bb))
for_case("for_return", body=lambda bb, iv: bb.op("return", (), ([],)))
for_case("for_no_terminator", body=lambda bb, iv: const(bb, I))
for_case("for_tensor_view_iter", inits=(), body=None)


@R.add("for_view_iter", params=(s(ptr(f32)),))
def _(b, p):
    v = b.op("make_tensor_view", [tv(f32, [64], [1])], (p, [], []))
    lo = const(b, I)
    b.op("for", [tv(f32, [64], [1])], (lo, lo, lo, [v]),
         regions=[Body((I, tv(f32, [64], [1])), lambda bb, iv, x: continue_(bb, x))])


@R.add("for_token_iter_ok")
def _(b):
    t = b.op("make_token", [token], ())
    lo = const(b, I)
    b.op("for", [token], (lo, lo, lo, [t]), regions=[Body((I, token), lambda bb, iv, x: continue_(bb, x))])


@R.add("for_empty_body")
def _(b):
    lo = const(b, I)
    b.op("for", [], (lo, lo, lo, []), regions=[Body((I,), lambda bb, iv: None)])


def loop_case(name, inits=(), results_=(), region_args=None, body=None):
    @R.add(name)
    def _(b):
        init_vals = [const(b, t) for t in inits]
        args = tuple(inits) if region_args is None else tuple(region_args)
        b.op("loop", list(results_), (init_vals,), regions=[Body(args, body or (lambda bb, *a: break_(bb)))])


loop_case("loop_ok")
loop_case("loop_results_ok", results_=(F,), body=lambda bb: break_(bb, const(bb, F)))
loop_case("loop_iter_ok", inits=(I,), results_=(F,), body=lambda bb, x: break_(bb, const(bb, F)))
loop_case("loop_break_type", results_=(F,), body=lambda bb: break_(bb, const(bb, I)))
loop_case("loop_break_count", results_=(F,), body=lambda bb: break_(bb))
loop_case("loop_continue_type", inits=(I,), body=lambda bb, x: continue_(bb, const(bb, F)))
loop_case("loop_continue_ok", inits=(I,), body=lambda bb, x: continue_(bb, x))
loop_case("loop_region_arg_type", inits=(I,), region_args=(F,), body=lambda bb, x: break_(bb))
loop_case("loop_region_arg_count", inits=(I,), region_args=(), body=lambda bb: break_(bb))
loop_case("loop_yield", body=lambda bb: yield_(bb))
loop_case("loop_return", body=lambda bb: bb.op("return", (), ([],)))


@R.add("loop_view_result", params=(s(ptr(f32)),))
def _(b, p):
    b.op("loop", [tv(f32, [64], [1])], ([],), regions=[Body((), lambda bb: break_(
        bb, bb.op("make_tensor_view", [tv(f32, [64], [1])], (p, [], []))))])


@R.add("loop_break_in_if_ok")
def _(b):
    def body(bb):
        c = const(bb, s(i1))
        bb.op("if", [], (c,), regions=[Body((), lambda b2: break_(b2)), Body()])
        continue_(bb)

    b.op("loop", [], ([],), regions=[Body((), body)])


@R.add("loop_break_in_if_type")
def _(b):
    def body(bb):
        c = const(bb, s(i1))
        bb.op("if", [], (c,), regions=[Body((), lambda b2: break_(b2, const(b2, I))), Body()])
        break_(bb, const(bb, F))

    b.op("loop", [F], ([],), regions=[Body((), body)])


@R.add("break_in_for")
def _(b):
    lo = const(b, I)
    b.op("for", [], (lo, lo, lo, []), regions=[Body((I,), lambda bb, iv: break_(bb))])


@R.add("break_in_for_if")
def _(b):
    lo = const(b, I)

    def body(bb, iv):
        c = const(bb, s(i1))
        bb.op("if", [], (c,), regions=[Body((), lambda b2: break_(b2)), Body()])
        continue_(bb)

    b.op("for", [], (lo, lo, lo, []), regions=[Body((I,), body)])


@R.add("continue_in_for_if_ok")
def _(b):
    lo = const(b, I)

    def body(bb, iv):
        c = const(bb, s(i1))
        bb.op("if", [], (c,), regions=[Body((), lambda b2: continue_(b2)), Body()])
        continue_(bb)

    b.op("for", [], (lo, lo, lo, []), regions=[Body((I,), body)])


@R.add("continue_in_entry")
def _(b):
    continue_(b)


@R.add("continue_in_if_in_entry", auto_return=True)
def _(b):
    c = const(b, s(i1))
    b.op("if", [], (c,), regions=[Body((), lambda b2: continue_(b2)), Body()])


@R.add("break_in_if_in_entry")
def _(b):
    c = const(b, s(i1))
    b.op("if", [], (c,), regions=[Body((), lambda b2: break_(b2)), Body()])


@R.add("return_in_if_ok")
def _(b):
    c = const(b, s(i1))
    b.op("if", [], (c,), regions=[Body((), lambda b2: b2.op("return", (), ([],))), Body()])


@R.add("return_with_value", auto_return=False)
def _(b):
    b.op("return", (), ([const(b, I)],))


@R.add("return_in_loop")
def _(b):
    b.op("loop", [], ([],), regions=[Body((), lambda bb: bb.op("return", (), ([],)))])


@R.add("yield_in_entry", auto_return=False)
def _(b):
    yield_(b)


# if
def if_case(name, results_=(), then=None, else_=None, cond=s(i1), with_else=True):
    @R.add(name)
    def _(b):
        c = const(b, cond)
        regions = [Body((), then or (lambda bb: yield_(bb)))]
        regions.append(Body((), else_ or (lambda bb: yield_(bb))) if with_else else Body())
        b.op("if", list(results_), (c,), regions=regions)


if_case("if_ok")
if_case("if_no_else_ok", with_else=False)
if_case("if_results_ok", results_=(F,), then=lambda bb: yield_(bb, const(bb, F)), else_=lambda bb: yield_(bb, const(bb, F)))
if_case("if_results_no_else", results_=(F,), then=lambda bb: yield_(bb, const(bb, F)), with_else=False)
if_case("if_then_type", results_=(F,), then=lambda bb: yield_(bb, const(bb, I)), else_=lambda bb: yield_(bb, const(bb, F)))
if_case("if_else_type", results_=(F,), then=lambda bb: yield_(bb, const(bb, F)), else_=lambda bb: yield_(bb, const(bb, I)))
if_case("if_then_empty_yield", results_=(F,), then=lambda bb: yield_(bb), else_=lambda bb: yield_(bb, const(bb, F)))
if_case("if_no_result_yield_value", then=lambda bb: yield_(bb, const(bb, F)))
if_case("if_cond_rank1", cond=tile([1], i1))
if_case("if_cond_i32", cond=I)
if_case("if_then_continue", then=lambda bb: continue_(bb))
if_case("if_then_no_terminator", then=lambda bb: const(bb, I) and None)


@R.add("if_view_result", params=(s(ptr(f32)),))
def _(b, p):
    c = const(b, s(i1))
    T = tv(f32, [64], [1])
    mk = lambda bb: yield_(bb, bb.op("make_tensor_view", [T], (p, [], [])))  # noqa: E731
    b.op("if", [T], (c,), regions=[Body((), mk), Body((), mk)])


@R.add("if_empty_then")
def _(b):
    c = const(b, s(i1))
    b.op("if", [], (c,), regions=[Body(), Body()])


@R.add("if_then_args")
def _(b):
    c = const(b, s(i1))
    b.op("if", [], (c,), regions=[Body((I,), lambda bb, x: yield_(bb)), Body()])


# reduce / scan
def add_body(e):
    def fn(bb, x, y):
        if e in (f32, f16):
            yield_(bb, bb.op("addf", [s(e)], (x, y), rounding_mode=rnd("nearest_even")))
        else:
            yield_(bb, bb.op("addi", [s(e)], (x, y), overflow=ovf("none")))
    return fn


def reduce_case(name, src=tile([8, 16], f32), res=tile([8], f32), dim=1, idents=None, args=(F, F), body=None,
                m="reduce", extra=None):
    @R.add(name)
    def _(b):
        x = const(b, src)
        props = {"dim": i32a(dim), "identities": arr(idents if idents is not None else [fattr(0.0)])}
        if m == "scan":
            props["reverse"] = boola(False)
        props.update(extra or {})
        b.op(m, [res] if res is not None else [], ([x],), regions=[Body(args, body or add_body(f32))], **props)


reduce_case("reduce_ok")
reduce_case("reduce_dim_out_of_range", dim=2)
reduce_case("reduce_dim_negative", dim=-1)
reduce_case("reduce_identity_type", idents=[iattr(0)])
reduce_case("reduce_identity_count", idents=[fattr(0.0), fattr(1.0)])
reduce_case("reduce_identity_f16_for_bf16", src=tile([8, 16], bf16), res=tile([8], bf16), idents=[fattr(0.0, f16)],
            args=(s(bf16), s(bf16)), body=lambda bb, x, y: yield_(bb, bb.op("addf", [s(bf16)], (x, y), rounding_mode=rnd("nearest_even"))))
reduce_case("reduce_arg_count", args=(F,), body=lambda bb, x: yield_(bb, x))
reduce_case("reduce_arg_rank", args=(tile([1], f32), tile([1], f32)), body=lambda bb, x, y: yield_(bb, const(bb, F)))
reduce_case("reduce_arg_pair_type", args=(F, s(f16)), body=lambda bb, x, y: yield_(bb, x))
reduce_case("reduce_arg_operand_type", args=(s(f16), s(f16)), body=lambda bb, x, y: yield_(bb, const(bb, F)))
reduce_case("reduce_yield_count", body=lambda bb, x, y: yield_(bb))
reduce_case("reduce_yield_type", body=lambda bb, x, y: yield_(bb, const(bb, s(f16))))
reduce_case("reduce_result_shape", res=tile([16], f32))
reduce_case("reduce_result_elem", res=tile([8], f16))
reduce_case("reduce_no_results", res=None)
reduce_case("reduce_arg_token", args=(token, token), body=lambda bb, x, y: yield_(bb, const(bb, F)))
reduce_case("reduce_empty_body", body=lambda bb, x, y: None)
reduce_case("reduce_impure_body", body=lambda bb, x, y: (bb.op("make_token", [token], ()), yield_(bb, x)))
reduce_case("reduce_print_body", body=lambda bb, x, y: (bb.op("print_tko", [token], ([x], None), str=strattr("%f")), yield_(bb, x)))
reduce_case("reduce_continue_terminator", body=lambda bb, x, y: continue_(bb, x))
reduce_case("reduce_rank1_ok", src=tile([16], f32), res=s(f32), dim=0)
reduce_case("reduce_yield_tile", body=lambda bb, x, y: yield_(bb, const(bb, tile([1], f32))))
reduce_case("scan_ok", m="scan", res=tile([8, 16], f32))
reduce_case("scan_result_shape", m="scan", res=tile([8], f32))
reduce_case("scan_dim", m="scan", res=tile([8, 16], f32), dim=3)
reduce_case("scan_reverse_ok", m="scan", res=tile([8, 16], f32), extra={"reverse": boola(True)})
reduce_case("scan_identity_type", m="scan", res=tile([8, 16], f32), idents=[iattr(0)])
reduce_case("scan_arg_count", m="scan", res=tile([8, 16], f32), args=(F, F, F), body=lambda bb, x, y, z: yield_(bb, x))


@R.add("reduce_two_operands_ok")
def _(b):
    x = const(b, tile([8, 16], f32))
    y = const(b, tile([8, 16], i32))

    def body(bb, a, a2, c, c2):
        yield_(bb, a, c)

    b.op("reduce", [tile([8], f32), tile([8], i32)], ([x, y],),
         regions=[Body((F, F, I, I), body)], dim=i32a(1), identities=arr([fattr(0.0), iattr(0)]))


@R.add("reduce_two_operands_shape")
def _(b):
    x = const(b, tile([8, 16], f32))
    y = const(b, tile([8, 8], i32))

    def body(bb, a, a2, c, c2):
        yield_(bb, a, c)

    b.op("reduce", [tile([8], f32), tile([8], i32)], ([x, y],),
         regions=[Body((F, F, I, I), body)], dim=i32a(1), identities=arr([fattr(0.0), iattr(0)]))


@R.add("reduce_result_count")
def _(b):
    x = const(b, tile([8, 16], f32))
    b.op("reduce", [tile([8], f32), tile([8], f32)], ([x],),
         regions=[Body((F, F), add_body(f32))], dim=i32a(1), identities=arr([fattr(0.0)]))


@R.add("reduce_no_operands")
def _(b):
    b.op("reduce", [], ([],), regions=[Body((), lambda bb: yield_(bb))], dim=i32a(0), identities=arr([]))

# more probes
@R.add("return_in_if_in_for")
def _(b):
    lo = const(b, I)

    def body(bb, iv):
        c = const(bb, s(i1))
        bb.op("if", [], (c,), regions=[Body((), lambda b2: b2.op("return", (), ([],))), Body()])
        continue_(bb)

    b.op("for", [], (lo, lo, lo, []), regions=[Body((I,), body)])


@R.add("return_in_if_in_loop")
def _(b):
    def body(bb):
        c = const(bb, s(i1))
        bb.op("if", [], (c,), regions=[Body((), lambda b2: b2.op("return", (), ([],))), Body()])
        break_(bb)

    b.op("loop", [], ([],), regions=[Body((), body)])


@R.add("return_in_reduce_if")
def _(b):
    x = const(b, tile([8], f32))

    def body(bb, u, v):
        c = const(bb, s(i1))
        bb.op("if", [], (c,), regions=[Body((), lambda b2: b2.op("return", (), ([],))), Body()])
        yield_(bb, u)

    b.op("reduce", [F], ([x],), regions=[Body((F, F), body)], dim=i32a(0), identities=arr([fattr(0.0)]))


reduce_case("reduce_result_shape_and_yield_count", res=tile([16], f32), body=lambda bb, x, y: yield_(bb))
reduce_case("reduce_identity_and_dim", idents=[iattr(0)], dim=5)
reduce_case("reduce_count_and_identity", res=None, idents=[iattr(0)])
reduce_case("reduce_arg_count_and_yield", args=(F,), body=lambda bb, x: yield_(bb))
reduce_case("reduce_assert_body", body=lambda bb, x, y: (bb.op("assert", [], (const(bb, s(i1)),), message=strattr("x")), yield_(bb, x)))
reduce_case("reduce_alloca_body", body=lambda bb, x, y: (bb.op("alloca", [s(ptr(f32))], (), num_elem=i64a(4), alignment=i64a(16), **{"global": UNIT}), yield_(bb, x)))
reduce_case("reduce_block_id_body", body=lambda bb, x, y: (bb.op("get_tile_block_id", [I, I, I], ()), yield_(bb, x)))
reduce_case("reduce_divi_body", body=lambda bb, x, y: (bb.op("divi", [I], (const(bb, I), const(bb, I)), signedness=sign(), rounding=rnd("zero")), yield_(bb, x)))
reduce_case("reduce_nested_if_print", body=lambda bb, x, y: (bb.op("if", [], (const(bb, s(i1)),), regions=[
    Body((), lambda b2: (b2.op("print_tko", [token], ([], None), str=strattr("hi")), yield_(b2))), Body()]), yield_(bb, x)))
reduce_case("reduce_gdc_body", body=lambda bb, x, y: (bb.op("gdc_wait_tko", [token], (None,)), yield_(bb, x)))
reduce_case("reduce_load_body", body=lambda bb, x, y: (bb.op("load_ptr_tko", [F, token], (bb.op("int_to_ptr", [s(ptr(f32))], (const(bb, s(i64)),)), None, None, None), memory_ordering_semantics=sem("weak")), yield_(bb, x)))
reduce_case("scan_print_body", m="scan", res=tile([8, 16], f32), body=lambda bb, x, y: (bb.op("print_tko", [token], ([], None), str=strattr("hi")), yield_(bb, x)))
for_case("for_print_body_ok", body=lambda bb, iv: (bb.op("print_tko", [token], ([], None), str=strattr("hi")), continue_(bb)))
for_case("for_iv_and_iter_type", iv=s(i64), inits=(F,), region_args=(s(i64), s(f16)), body=lambda bb, iv, x: continue_(bb, const(bb, F)))
for_case("for_bounds_and_result", ub=s(i64), inits=(F,), results_=(s(f16),))
if_case("if_view_and_yield", results_=(F,), then=lambda bb: yield_(bb), with_else=False)


@R.add("for_empty_region")
def _(b):
    lo = const(b, I)
    b.op("for", [], (lo, lo, lo, []), regions=[Body()])


@R.add("loop_empty_region")
def _(b):
    b.op("loop", [], ([],), regions=[Body()])


@R.add("reduce_empty_region")
def _(b):
    x = const(b, tile([8], f32))
    b.op("reduce", [F], ([x],), regions=[Body()], dim=i32a(0), identities=arr([fattr(0.0)]))


@R.add("loop_continue_in_nested_for")
def _(b):
    def body(bb, x):
        lo = const(bb, I)
        bb.op("for", [], (lo, lo, lo, []), regions=[Body((I,), lambda b2, iv: continue_(b2))])
        continue_(bb, x)

    b.op("loop", [], ([const(b, I)],), regions=[Body((I,), body)])
from tileiras.dialects.cuda_tile.attributes import DivByAttr as _DivBy  # noqa: E402

reduce_case("reduce_assume_body", body=lambda bb, x, y: yield_(bb, bb.op("assume", [F], (x,), predicate=_DivBy(2)) and x))
reduce_case("reduce_join_tokens_body", body=lambda bb, x, y: (bb.op("join_tokens", [token], ([bb.op("make_token", [token], ()), bb.op("make_token", [token], ())],)), yield_(bb, x)))
reduce_case("reduce_get_global_body", body=lambda bb, x, y: (bb.op("iota", [tile([4], i32)], ()), yield_(bb, x)))
reduce_case("reduce_nested_for_body", body=lambda bb, x, y: (bb.op("for", [], (const(bb, I), const(bb, I), const(bb, I), []), regions=[Body((I,), lambda b2, iv: continue_(b2))]), yield_(bb, x)))


PVT = pv([16], tv(f32, [64], [1]))


@R.add("if_tile_view_result", params=(s(ptr(f32)),))
def _(b, p):
    c = const(b, s(i1))
    t = b.op("make_tensor_view", [tv(f32, [64], [1])], (p, [], []))
    mk = lambda bb: yield_(bb, bb.op("make_partition_view", [PVT], (t,)))  # noqa: E731
    b.op("if", [PVT], (c,), regions=[Body((), mk), Body((), mk)])


@R.add("for_tile_view_iter", params=(s(ptr(f32)),))
def _(b, p):
    t = b.op("make_tensor_view", [tv(f32, [64], [1])], (p, [], []))
    v = b.op("make_partition_view", [PVT], (t,))
    lo = const(b, I)
    b.op("for", [PVT], (lo, lo, lo, [v]), regions=[Body((I, PVT), lambda bb, iv, x: continue_(bb, x))])


@R.add("loop_tile_view_result", params=(s(ptr(f32)),))
def _(b, p):
    t = b.op("make_tensor_view", [tv(f32, [64], [1])], (p, [], []))
    v = b.op("make_partition_view", [PVT], (t,))
    b.op("loop", [PVT], ([],), regions=[Body((), lambda bb: break_(bb, v))])


@R.add("loop_tensor_view_iter", params=(s(ptr(f32)),))
def _(b, p):
    t = b.op("make_tensor_view", [tv(f32, [64], [1])], (p, [], []))
    b.op("loop", [], ([t],), regions=[Body((tv(f32, [64], [1]),), lambda bb, x: break_(bb))])
# An integer `assume` (a valid one) in a reduce body: is `assume` memory-effect-free? (It is
# not: NVIDIA rejects it there, so the op table marks assume as having an effect.)
reduce_case("reduce_assume_int_body", src=tile([8, 16], i32), res=tile([8], i32), idents=[iattr(0)], args=(I, I),
            body=lambda bb, x, y: yield_(bb, bb.op("assume", [I], (x,), predicate=_DivBy(2))))
