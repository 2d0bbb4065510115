"""Verifier cases: element-wise float and integer arithmetic, math, comparisons, select."""

from __future__ import annotations

from casekit import *  # noqa: F403

R = Registry()

F4 = tile([4], f32)
FLOAT_UNARY = ["absf", "ceil", "cos", "cosh", "exp", "exp2", "floor", "log", "log2", "negf",
               "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh"]
FLOAT_BINARY = ["addf", "subf", "mulf", "divf", "remf", "maxf", "minf", "fpowf", "atan2"]
INT_UNARY = ["absi", "negi"]
INT_BINARY = ["addi", "subi", "muli", "divi", "remi", "maxi", "mini", "andi", "ori", "xori",
              "shli", "shri", "mulhii"]


def float_props(m: str, t=f32, **over):
    props = {}
    if m in ("addf", "subf", "mulf", "divf", "fma", "sqrt"):
        props["rounding_mode"] = rnd("nearest_even")
    if m in ("exp", "tanh"):
        props["rounding_mode"] = rnd("full")
    props.update(over)
    return props


def int_props(m: str, **over):
    props = {}
    if m in ("addi", "subi", "muli", "shli", "negi"):
        props["overflow"] = ovf("none")
    if m in ("divi", "remi", "maxi", "mini", "shri"):
        props["signedness"] = sign("signed")
    if m == "divi":
        props["rounding"] = rnd("zero")
    props.update(over)
    return props


def unary(name, m, t_in, t_out, **props):
    @R.add(name)
    def _(b):
        x = const(b, t_in)
        b.op(m, [t_out], (x,), **props)


def binary(name, m, t_l, t_r, t_out, **props):
    @R.add(name)
    def _(b):
        x = const(b, t_l)
        y = const(b, t_r)
        b.op(m, [t_out], (x, y), **props)


I4 = tile([4], i32)
for m in FLOAT_UNARY:
    unary(f"{m}_ok", m, F4, F4, **float_props(m))
    unary(f"{m}_int_operand", m, I4, I4, **float_props(m))
    unary(f"{m}_type_mismatch", m, F4, tile([4], f16), **float_props(m))
for m in FLOAT_BINARY:
    binary(f"{m}_ok", m, F4, F4, F4, **float_props(m))
    binary(f"{m}_int_operand", m, I4, I4, I4, **float_props(m))
    binary(f"{m}_mismatch", m, F4, tile([4], f64), F4, **float_props(m))
    binary(f"{m}_shape_mismatch", m, F4, tile([8], f32), F4, **float_props(m))
    binary(f"{m}_f8", m, tile([4], f8e4m3), tile([4], f8e4m3), tile([4], f8e4m3), **float_props(m))
for m in INT_UNARY:
    unary(f"{m}_ok", m, I4, I4, **int_props(m))
    unary(f"{m}_float_operand", m, F4, F4, **int_props(m))
    unary(f"{m}_type_mismatch", m, I4, tile([4], i64), **int_props(m))
for m in INT_BINARY:
    binary(f"{m}_ok", m, I4, I4, I4, **int_props(m))
    binary(f"{m}_float_operand", m, F4, F4, F4, **int_props(m))
    binary(f"{m}_mismatch", m, I4, tile([4], i16), I4, **int_props(m))
    binary(f"{m}_i4", m, tile([4], i4), tile([4], i4), tile([4], i4), **int_props(m))


@R.add("fma_ok")
def _(b):
    x = const(b, F4)
    b.op("fma", [F4], (x, x, x), rounding_mode=rnd("nearest_even"))


@R.add("fma_mismatch")
def _(b):
    x = const(b, F4)
    y = const(b, tile([4], f16))
    b.op("fma", [F4], (x, x, y), rounding_mode=rnd("nearest_even"))


@R.add("fma_tf32", params=(s(tf32),))
def _(b, x):
    b.op("fma", [s(tf32)], (x, x, x), rounding_mode=rnd("nearest_even"))


# rounding modes per op
for m in ("addf", "subf", "mulf", "fma"):
    for r in ("approx", "full", "nearest_int_to_zero", "nearest_away", "zero"):
        if m == "fma":
            @R.add(f"{m}_rounding_{r}")
            def _(b, r=r, m=m):
                x = const(b, F4)
                b.op(m, [F4], (x, x, x), rounding_mode=rnd(r))
        else:
            binary(f"{m}_rounding_{r}", m, F4, F4, F4, rounding_mode=rnd(r))
for r in ("approx", "full", "nearest_int_to_zero", "nearest_away", "positive_inf"):
    binary(f"divf_rounding_{r}", "divf", F4, F4, F4, rounding_mode=rnd(r))
    binary(f"divf_f64_rounding_{r}", "divf", tile([4], f64), tile([4], f64), tile([4], f64), rounding_mode=rnd(r))
for r in ("approx", "full", "nearest_int_to_zero", "zero"):
    unary(f"sqrt_rounding_{r}", "sqrt", F4, F4, rounding_mode=rnd(r))
    unary(f"sqrt_f16_rounding_{r}", "sqrt", tile([4], f16), tile([4], f16), rounding_mode=rnd(r))
for m in ("exp", "tanh"):
    for r in ("approx", "full", "nearest_even", "zero"):
        unary(f"{m}_rounding_{r}", m, F4, F4, rounding_mode=rnd(r))
        unary(f"{m}_f16_rounding_{r}", m, tile([4], f16), tile([4], f16), rounding_mode=rnd(r))

# flush_to_zero
for m in ("addf", "subf", "mulf", "divf", "maxf", "minf"):
    binary(f"{m}_ftz_f16", m, tile([4], f16), tile([4], f16), tile([4], f16), **float_props(m, flush_to_zero=UNIT))
    binary(f"{m}_ftz_f32", m, F4, F4, F4, **float_props(m, flush_to_zero=UNIT))
for m in ("exp2", "rsqrt", "sqrt"):
    unary(f"{m}_ftz_f64", m, tile([4], f64), tile([4], f64), **float_props(m, flush_to_zero=UNIT))
    unary(f"{m}_ftz_f32", m, F4, F4, **float_props(m, flush_to_zero=UNIT))


@R.add("fma_ftz_bf16")
def _(b):
    x = const(b, tile([4], bf16))
    b.op("fma", [tile([4], bf16)], (x, x, x), rounding_mode=rnd("nearest_even"), flush_to_zero=UNIT)


binary("divf_approx_ftz_f32", "divf", F4, F4, F4, rounding_mode=rnd("approx"), flush_to_zero=UNIT)
binary("divf_full_f16", "divf", tile([4], f16), tile([4], f16), tile([4], f16), rounding_mode=rnd("full"))
unary("sqrt_approx_ftz_f64", "sqrt", tile([4], f64), tile([4], f64), rounding_mode=rnd("approx"), flush_to_zero=UNIT)
binary("maxf_propagate_nan", "maxf", F4, F4, F4, propagate_nan=UNIT)

# divi rounding and signedness
for r in ("nearest_even", "negative_inf", "positive_inf", "approx"):
    for sg in ("signed", "unsigned"):
        binary(f"divi_{r}_{sg}", "divi", I4, I4, I4, signedness=sign(sg), rounding=rnd(r))

# integer overflow flags
for m in ("addi", "subi", "muli", "shli", "negi", "trunci"):
    pass
for o in ("no_signed_wrap", "no_unsigned_wrap", "no_wrap"):
    binary(f"addi_overflow_{o}", "addi", I4, I4, I4, overflow=ovf(o))
    binary(f"shli_overflow_{o}", "shli", I4, I4, I4, overflow=ovf(o))
    unary(f"negi_overflow_{o}", "negi", I4, I4, overflow=ovf(o))

# comparisons
binary("cmpf_ok", "cmpf", F4, F4, tile([4], i1), comparison_predicate=pred("less_than"), comparison_ordering=order("ordered"))
binary("cmpf_result_i8", "cmpf", F4, F4, tile([4], i8), comparison_predicate=pred("less_than"), comparison_ordering=order("ordered"))
binary("cmpf_result_shape", "cmpf", F4, F4, tile([8], i1), comparison_predicate=pred("less_than"), comparison_ordering=order("ordered"))
binary("cmpf_mismatch", "cmpf", F4, tile([4], f16), tile([4], i1), comparison_predicate=pred("equal"), comparison_ordering=order("ordered"))
binary("cmpf_int", "cmpf", I4, I4, tile([4], i1), comparison_predicate=pred("equal"), comparison_ordering=order("ordered"))
binary("cmpi_ok", "cmpi", I4, I4, tile([4], i1), comparison_predicate=pred("less_than"), signedness=sign("signed"))
binary("cmpi_result_i32", "cmpi", I4, I4, I4, comparison_predicate=pred("less_than"), signedness=sign("signed"))
binary("cmpi_mismatch", "cmpi", I4, tile([4], i64), tile([4], i1), comparison_predicate=pred("equal"), signedness=sign("signed"))
binary("cmpi_float", "cmpi", F4, F4, tile([4], i1), comparison_predicate=pred("equal"), signedness=sign("signed"))


# select
@R.add("select_ok")
def _(b):
    c = const(b, tile([4], i1))
    x = const(b, F4)
    b.op("select", [F4], (c, x, x))


@R.add("select_cond_i8")
def _(b):
    c = const(b, tile([4], i8))
    x = const(b, F4)
    b.op("select", [F4], (c, x, x))


@R.add("select_mismatch")
def _(b):
    c = const(b, tile([4], i1))
    x = const(b, F4)
    y = const(b, tile([4], f16))
    b.op("select", [F4], (c, x, y))


@R.add("select_cond_shape")
def _(b):
    c = const(b, tile([8], i1))
    x = const(b, F4)
    b.op("select", [F4], (c, x, x))


@R.add("fpowi_ok")
def _(b):
    x = const(b, F4)
    e = const(b, I4)
    b.op("fpowi", [F4], (x, e))


@R.add("fpowi_float_exp")
def _(b):
    x = const(b, F4)
    b.op("fpowi", [F4], (x, x))


@R.add("fpowi_shape")
def _(b):
    x = const(b, F4)
    e = const(b, tile([8], i32))
    b.op("fpowi", [F4], (x, e))


@R.add("fpowi_result")
def _(b):
    x = const(b, F4)
    e = const(b, I4)
    b.op("fpowi", [tile([4], f16)], (x, e))


@R.add("fpowi_exp_i64")
def _(b):
    x = const(b, F4)
    e = const(b, tile([4], i64))
    b.op("fpowi", [F4], (x, e))
