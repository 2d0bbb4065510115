"""Verifier cases: conversions (bitcast, exti, trunci, ftof, ftoi, itof, pointer casts, pack/unpack)."""

from __future__ import annotations

from casekit import *  # noqa: F403

R = Registry()


def conv(name, m, t_in, t_out, params=(), **props):
    @R.add(name, params=params)
    def _(b, *args):
        x = args[0] if args else const(b, t_in)
        b.op(m, [t_out], (x,), **props)


T = lambda e: tile([4], e)  # noqa: E731

# bitcast
conv("bitcast_ok", "bitcast", T(f32), T(i32))
conv("bitcast_width", "bitcast", T(f32), T(i16))
conv("bitcast_shape", "bitcast", T(f32), tile([8], i32))
conv("bitcast_same", "bitcast", T(f32), T(f32))
conv("bitcast_ptr", "bitcast", None, s(i64), params=(s(ptr(f32)),))
conv("bitcast_f16_bf16", "bitcast", T(f16), T(bf16))
conv("bitcast_i1_i8", "bitcast", T(i1), T(i8))

# exti / trunci
conv("exti_ok", "exti", T(i8), T(i32), signedness=sign("signed"))
conv("exti_same", "exti", T(i32), T(i32), signedness=sign("signed"))
conv("exti_narrow", "exti", T(i32), T(i8), signedness=sign("unsigned"))
conv("exti_shape", "exti", T(i8), tile([8], i32), signedness=sign("signed"))
conv("exti_float", "exti", T(f16), T(i32), signedness=sign("signed"))
conv("exti_to_float", "exti", T(i16), T(f32), signedness=sign("signed"))
conv("trunci_ok", "trunci", T(i32), T(i8), overflow=ovf("none"))
conv("trunci_same", "trunci", T(i32), T(i32), overflow=ovf("none"))
conv("trunci_widen", "trunci", T(i8), T(i32), overflow=ovf("none"))
conv("trunci_nuw", "trunci", T(i32), T(i8), overflow=ovf("no_unsigned_wrap"))
conv("trunci_float", "trunci", T(f32), T(i8), overflow=ovf("none"))

# ftof
FLOATS = {"f16": f16, "bf16": bf16, "f32": f32, "f64": f64, "f8E4M3FN": f8e4m3, "f8E5M2": f8e5m2,
          "f8E8M0FNU": f8e8m0}
conv("ftof_ok", "ftof", T(f32), T(f16), rounding_mode=rnd("nearest_even"))
conv("ftof_same", "ftof", T(f32), T(f32), rounding_mode=rnd("nearest_even"))
conv("ftof_shape", "ftof", T(f32), tile([8], f16), rounding_mode=rnd("nearest_even"))
conv("ftof_int", "ftof", T(i32), T(f16), rounding_mode=rnd("nearest_even"))
conv("ftof_to_int", "ftof", T(f32), T(i16), rounding_mode=rnd("nearest_even"))
for src, dst in [("f32", "f16"), ("f32", "bf16"), ("f64", "f32"), ("f16", "f32"), ("f32", "f64"),
                 ("f32", "f8E4M3FN"), ("f16", "f8E5M2"), ("f32", "f8E8M0FNU"), ("f8E4M3FN", "f32"),
                 ("bf16", "f16"), ("f16", "bf16"), ("f64", "f16"), ("f8E8M0FNU", "f32"), ("f8E5M2", "f8E4M3FN")]:
    for r in ("nearest_even", "zero", "positive_inf", "nearest_away", "approx", "nearest_int_to_zero"):
        conv(f"ftof_{src}_{dst}_{r}", "ftof", T(FLOATS[src]), T(FLOATS[dst]), rounding_mode=rnd(r))
conv("ftof_f32_tf32_nearest_away", "ftof", None, s(tf32), params=(s(f32),), rounding_mode=rnd("nearest_away"))
conv("ftof_f32_tf32_positive_inf", "ftof", None, s(tf32), params=(s(f32),), rounding_mode=rnd("positive_inf"))
conv("ftof_f32_tf32_zero", "ftof", None, s(tf32), params=(s(f32),), rounding_mode=rnd("zero"))
conv("ftof_tf32_f32_zero", "ftof", None, s(f32), params=(s(tf32),), rounding_mode=rnd("zero"))
conv("ftof_tf32_f16_zero", "ftof", None, s(f16), params=(s(tf32),), rounding_mode=rnd("zero"))

# ftoi / itof
conv("ftoi_ok", "ftoi", T(f32), T(i32), signedness=sign("signed"), rounding_mode=rnd("nearest_int_to_zero"))
conv("ftoi_rounding", "ftoi", T(f32), T(i32), signedness=sign("signed"), rounding_mode=rnd("nearest_even"))
conv("ftoi_shape", "ftoi", T(f32), tile([8], i32), signedness=sign("signed"), rounding_mode=rnd("nearest_int_to_zero"))
conv("ftoi_int_src", "ftoi", T(i32), T(i32), signedness=sign("signed"), rounding_mode=rnd("nearest_int_to_zero"))
conv("ftoi_saturating", "ftoi", T(f32), T(i8), signedness=sign("unsigned"), rounding_mode=rnd("nearest_int_to_zero"), saturating=UNIT)
conv("ftoi_f8", "ftoi", T(f8e4m3), T(i32), signedness=sign("signed"), rounding_mode=rnd("nearest_int_to_zero"))
conv("itof_ok", "itof", T(i32), T(f32), signedness=sign("signed"), rounding_mode=rnd("nearest_even"))
conv("itof_rounding", "itof", T(i32), T(f32), signedness=sign("signed"), rounding_mode=rnd("zero"))
conv("itof_e8m0", "itof", T(i32), T(f8e8m0), signedness=sign("signed"), rounding_mode=rnd("nearest_even"))
conv("itof_e8m0_zero", "itof", T(i32), T(f8e8m0), signedness=sign("signed"), rounding_mode=rnd("zero"))
conv("itof_f8", "itof", T(i32), T(f8e4m3), signedness=sign("signed"), rounding_mode=rnd("nearest_even"))
conv("itof_float_src", "itof", T(f32), T(f32), signedness=sign("signed"), rounding_mode=rnd("nearest_even"))
conv("itof_shape", "itof", T(i32), tile([8], f32), signedness=sign("signed"), rounding_mode=rnd("nearest_even"))

# pointers
P = s(ptr(f32))
conv("int_to_ptr_ok", "int_to_ptr", s(i64), P)
conv("int_to_ptr_i32", "int_to_ptr", s(i32), P)
conv("int_to_ptr_shape", "int_to_ptr", tile([4], i64), P)
conv("ptr_to_int_ok", "ptr_to_int", None, s(i64), params=(P,))
conv("ptr_to_int_i32", "ptr_to_int", None, s(i32), params=(P,))
conv("ptr_to_ptr_ok", "ptr_to_ptr", None, s(ptr(i8)), params=(P,))
conv("ptr_to_ptr_to_int", "ptr_to_ptr", None, s(i64), params=(P,))
conv("ptr_to_ptr_from_int", "ptr_to_ptr", s(i64), P)

# pack / unpack
conv("pack_ok", "pack", tile([8], f16), tile([16], i8))
conv("pack_rank2", "pack", tile([2, 4], f16), tile([16], i8))
conv("pack_same_width", "pack", tile([8], i8), tile([8], i8))
conv("pack_size", "pack", tile([8], f16), tile([8], i8))
conv("pack_to_f32", "pack", tile([8], f16), tile([4], f32))
conv("unpack_ok", "unpack", tile([16], i8), tile([8], f16))
conv("unpack_to_i4", "unpack", tile([4], i8), tile([8], i4))
conv("unpack_to_f4", "unpack", tile([4], i8), tile([8], f4e2m1))
conv("unpack_size", "unpack", tile([4], i8), tile([16], i4))
conv("unpack_from_i16", "unpack", tile([4], i16), tile([8], i8))
conv("unpack_rank0", "unpack", s(i8), s(i8))


@R.add("pack_from_f4")
def _(b):
    x = const(b, tile([4], i8))
    y = b.op("unpack", [tile([8], f4e2m1)], (x,))
    b.op("pack", [tile([4], i8)], (y,))


@R.add("pack_from_f4_size")
def _(b):
    x = const(b, tile([4], i8))
    y = b.op("unpack", [tile([8], f4e2m1)], (x,))
    b.op("pack", [tile([8], i8)], (y,))


@R.add("addi_on_i4")
def _(b):
    x = const(b, tile([4], i8))
    y = b.op("unpack", [tile([8], i4)], (x,))
    b.op("addi", [tile([8], i4)], (y, y), overflow=ovf("none"))


@R.add("exti_from_i4")
def _(b):
    x = const(b, tile([4], i8))
    y = b.op("unpack", [tile([8], i4)], (x,))
    b.op("exti", [tile([8], i32)], (y,), signedness=sign("signed"))


@R.add("param_i4", params=(s(i4),))
def _(b, x):
    pass


@R.add("param_f4", params=(s(f4e2m1),))
def _(b, x):
    pass


@R.add("constant_f4")
def _(b):
    const(b, tile([4], f4e2m1))


@R.add("constant_ptr", reader=True)
def _(b):
    const(b, s(ptr(f32)))


@R.add("constant_f8e5m3")
def _(b):
    const(b, tile([4], f8e5m3))


# more ftof classification probes
FLOATS.update({"tf32": tf32, "f4E2M1FN": f4e2m1, "f8E5M3FNU": f8e5m3})
for src, dst in [("f8E8M0FNU", "f64"), ("f16", "f64"), ("tf32", "f32"), ("f16", "tf32"), ("bf16", "tf32"),
                 ("f8E5M2", "f16"), ("f8E4M3FN", "f16"), ("f8E4M3FN", "bf16"), ("f8E5M3FNU", "f16"),
                 ("f8E5M3FNU", "f32"), ("f32", "f8E5M3FNU"), ("f16", "f4E2M1FN"), ("f4E2M1FN", "f16"),
                 ("f64", "bf16"), ("f64", "tf32"), ("f8E8M0FNU", "bf16"), ("f8E8M0FNU", "f16"),
                 ("f16", "f8E8M0FNU"), ("bf16", "f32")]:
    for r in ("positive_inf", "nearest_away"):
        if "tf32" in (src, dst):
            conv(f"ftof_{src}_{dst}_{r}", "ftof", None, s(FLOATS[dst]), params=(s(FLOATS[src]),), rounding_mode=rnd(r))
        elif "f4E2M1FN" in (src, dst):
            conv(f"ftof_{src}_{dst}_{r}", "ftof", tile([4], FLOATS[src]), tile([4], FLOATS[dst]), rounding_mode=rnd(r))
        elif (src, dst) not in [("f8E8M0FNU", "f32")]:
            conv(f"ftof_{src}_{dst}_{r}", "ftof", T(FLOATS[src]), T(FLOATS[dst]), rounding_mode=rnd(r))

conv("ftoi_to_i4", "ftoi", tile([4], f32), tile([4], i4), signedness=sign("signed"), rounding_mode=rnd("nearest_int_to_zero"))
conv("itof_to_f4", "itof", tile([4], i32), tile([4], f4e2m1), signedness=sign("signed"), rounding_mode=rnd("nearest_even"))
conv("bitcast_f4_f4", "bitcast", tile([4], f4e2m1), tile([4], f4e2m1))
conv("bitcast_f4_i8", "bitcast", tile([4], f4e2m1), tile([4], i8))
conv("pack_from_i1", "pack", tile([16], i1), tile([2], i8))
conv("pack_ptr", "pack", None, tile([8], i8), params=(s(ptr(f32)),))
conv("unpack_to_i1", "unpack", tile([2], i8), tile([16], i1))
conv("unpack_to_ptr", "unpack", tile([8], i8), s(ptr(f32)))


@R.add("unpack_to_unaligned")
def _(b):
    x = const(b, tile([1], i8))
    b.op("unpack", [tile([1], i4)], (x,))


@R.add("pack_from_unaligned")
def _(b):
    x = const(b, tile([1], i8))
    y = b.op("unpack", [tile([2], i4)], (x,))
    z = b.op("extract", [tile([1], i4)], (y, [const(b, s(i32))]))
    b.op("pack", [tile([1], i8)], (z,))
