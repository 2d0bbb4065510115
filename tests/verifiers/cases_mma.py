"""Verifier cases: mmaf, mmai, mmaf_scaled."""

from __future__ import annotations

from casekit import *  # noqa: F403

R = Registry()


def mmaf(name, a, b_, c, res=None, **props):
    @R.add(name)
    def _(b):
        x, y, z = const(b, a), const(b, b_), const(b, c)
        b.op("mmaf", [res or c], (x, y, z), **props)


T = tile
mmaf("mmaf_ok", T([16, 8], f16), T([8, 32], f16), T([16, 32], f32))
mmaf("mmaf_f16_acc_ok", T([16, 8], f16), T([8, 32], f16), T([16, 32], f16))
mmaf("mmaf_batched_ok", T([2, 16, 8], f16), T([2, 8, 32], f16), T([2, 16, 32], f32))
mmaf("mmaf_fast_acc_ok", T([16, 32], f8e4m3), T([32, 32], f8e4m3), T([16, 32], f32), fast_acc=UNIT)
mmaf("mmaf_rank1", T([16], f16), T([16], f16), T([16], f32))
mmaf("mmaf_rank4", T([2, 2, 16, 8], f16), T([2, 2, 8, 32], f16), T([2, 2, 16, 32], f32))
mmaf("mmaf_rank_mismatch", T([16, 8], f16), T([2, 8, 32], f16), T([16, 32], f32))
mmaf("mmaf_k_mismatch", T([16, 8], f16), T([16, 32], f16), T([16, 32], f32))
mmaf("mmaf_m_mismatch", T([16, 8], f16), T([8, 32], f16), T([32, 32], f32))
mmaf("mmaf_n_mismatch", T([16, 8], f16), T([8, 32], f16), T([16, 16], f32))
mmaf("mmaf_batch_mismatch", T([2, 16, 8], f16), T([4, 8, 32], f16), T([2, 16, 32], f32))
mmaf("mmaf_batch_acc_mismatch", T([2, 16, 8], f16), T([2, 8, 32], f16), T([4, 16, 32], f32))
mmaf("mmaf_elem_mismatch", T([16, 8], f16), T([8, 32], bf16), T([16, 32], f32))
mmaf("mmaf_bf16_f16_acc", T([16, 8], bf16), T([8, 32], bf16), T([16, 32], f16))
mmaf("mmaf_f64_f32_acc", T([16, 8], f64), T([8, 32], f64), T([16, 32], f32))
mmaf("mmaf_f32_ok", T([16, 8], f32), T([8, 32], f32), T([16, 32], f32))
mmaf("mmaf_int_operand", T([16, 8], i8), T([8, 32], i8), T([16, 32], f32))
mmaf("mmaf_bf16_acc", T([16, 8], f16), T([8, 32], f16), T([16, 32], bf16))
mmaf("mmaf_result_mismatch", T([16, 8], f16), T([8, 32], f16), T([16, 32], f32), res=T([16, 32], f16))
mmaf("mmaf_e8m0", T([16, 8], f8e8m0), T([8, 32], f8e8m0), T([16, 32], f32))
mmaf("mmaf_f8_f64_acc", T([16, 8], f8e5m2), T([8, 32], f8e5m2), T([16, 32], f64))


@R.add("mmaf_tf32_ok", params=(s(tf32),))
def _(b, p):
    a = b.op("broadcast", [T([16, 8], tf32)], (b.op("reshape", [T([1, 1], tf32)], (p,)),))
    bb = b.op("broadcast", [T([8, 32], tf32)], (b.op("reshape", [T([1, 1], tf32)], (p,)),))
    c = const(b, T([16, 32], f32))
    b.op("mmaf", [T([16, 32], f32)], (a, bb, c))


def mmai(name, a, b_, c, res=None, **props):
    props.setdefault("signedness_lhs", sign("signed"))
    props.setdefault("signedness_rhs", sign("unsigned"))

    @R.add(name)
    def _(b):
        x, y, z = const(b, a), const(b, b_), const(b, c)
        b.op("mmai", [res or c], (x, y, z), **props)


mmai("mmai_ok", T([16, 32], i8), T([32, 16], i8), T([16, 16], i32))
mmai("mmai_i16", T([16, 32], i16), T([32, 16], i16), T([16, 16], i32))
mmai("mmai_acc_i64", T([16, 32], i8), T([32, 16], i8), T([16, 16], i64))
mmai("mmai_k_mismatch", T([16, 32], i8), T([16, 16], i8), T([16, 16], i32))
mmai("mmai_rank", T([16, 32], i8), T([32, 16], i8), T([2, 16, 16], i32))
mmai("mmai_result", T([16, 32], i8), T([32, 16], i8), T([16, 16], i32), res=T([16, 8], i32))


def scaled(name, a, b_, c, sa, sb, res=None):
    @R.add(name)
    def _(b):
        x, y, z, u, v = const(b, a), const(b, b_), const(b, c), const(b, sa), const(b, sb)
        b.op("mmaf_scaled", [res or c], (x, y, z, u, v))


scaled("mmaf_scaled_ok", T([16, 64], f8e4m3), T([64, 32], f8e4m3), T([16, 32], f32), T([16, 2], f8e8m0), T([2, 32], f8e8m0))
scaled("mmaf_scaled_f16", T([16, 64], f16), T([64, 32], f16), T([16, 32], f32), T([16, 2], f8e8m0), T([2, 32], f8e8m0))
scaled("mmaf_scaled_acc_f16", T([16, 64], f8e4m3), T([64, 32], f8e4m3), T([16, 32], f16), T([16, 2], f8e8m0), T([2, 32], f8e8m0))
scaled("mmaf_scaled_scale_f16", T([16, 64], f8e4m3), T([64, 32], f8e4m3), T([16, 32], f32), T([16, 2], f16), T([2, 32], f16))
scaled("mmaf_scaled_block_16", T([16, 64], f8e4m3), T([64, 32], f8e4m3), T([16, 32], f32), T([16, 4], f8e8m0), T([4, 32], f8e8m0))
scaled("mmaf_scaled_f4_ok", T([16, 64], f4e2m1), T([64, 32], f4e2m1), T([16, 32], f32), T([16, 4], f8e4m3), T([4, 32], f8e4m3))
scaled("mmaf_scaled_f4_e4m3_32", T([16, 64], f4e2m1), T([64, 32], f4e2m1), T([16, 32], f32), T([16, 2], f8e4m3), T([2, 32], f8e4m3))
scaled("mmaf_scaled_scale_mismatch", T([16, 64], f8e4m3), T([64, 32], f8e4m3), T([16, 32], f32), T([16, 2], f8e8m0), T([2, 32], f8e4m3))
scaled("mmaf_scaled_lhs_scale_m", T([16, 64], f8e4m3), T([64, 32], f8e4m3), T([16, 32], f32), T([8, 2], f8e8m0), T([2, 32], f8e8m0))
scaled("mmaf_scaled_rhs_scale_n", T([16, 64], f8e4m3), T([64, 32], f8e4m3), T([16, 32], f32), T([16, 2], f8e8m0), T([2, 16], f8e8m0))
scaled("mmaf_scaled_mixed_ops", T([16, 64], f8e4m3), T([64, 32], f8e5m2), T([16, 32], f32), T([16, 2], f8e8m0), T([2, 32], f8e8m0))
scaled("mmaf_scaled_k_not_divisible", T([16, 64], f8e4m3), T([64, 32], f8e4m3), T([16, 32], f32), T([16, 8], f8e8m0), T([4, 32], f8e8m0))
scaled("mmaf_scaled_rank", T([16, 64], f8e4m3), T([64, 32], f8e4m3), T([16, 32], f32), T([16, 2], f8e8m0), T([2, 2, 32], f8e8m0))
scaled("mmaf_scaled_e5m3_scale", T([16, 64], f4e2m1), T([64, 32], f4e2m1), T([16, 32], f32), T([16, 4], f8e5m3), T([4, 32], f8e5m3))
scaled("mmaf_scaled_e4m3_scale_f8", T([16, 64], f8e4m3), T([64, 32], f8e4m3), T([16, 32], f32), T([16, 2], f8e4m3), T([2, 32], f8e4m3))
scaled("mmaf_scaled_e5m3_scale_f8", T([16, 64], f8e5m2), T([64, 32], f8e5m2), T([16, 32], f32), T([16, 2], f8e5m3), T([2, 32], f8e5m3))
scaled("mmaf_scaled_k_mismatch", T([16, 64], f8e4m3), T([32, 32], f8e4m3), T([16, 32], f32), T([16, 2], f8e8m0), T([2, 32], f8e8m0))
scaled("mmaf_scaled_acc_m", T([16, 64], f8e4m3), T([64, 32], f8e4m3), T([8, 32], f32), T([16, 2], f8e8m0), T([2, 32], f8e8m0))
scaled("mmaf_scaled_lhs_scale_k_divisor", T([16, 64], f8e4m3), T([64, 32], f8e4m3), T([16, 32], f32), T([16, 4], f8e8m0), T([2, 32], f8e8m0))
scaled("mmaf_scaled_scale_k_big", T([16, 64], f8e4m3), T([64, 32], f8e4m3), T([16, 32], f32), T([16, 128], f8e8m0), T([128, 32], f8e8m0))
scaled("mmaf_scaled_batched_ok", T([2, 16, 64], f8e4m3), T([2, 64, 32], f8e4m3), T([2, 16, 32], f32), T([2, 16, 2], f8e8m0), T([2, 2, 32], f8e8m0))
scaled("mmaf_scaled_batched_scale", T([2, 16, 64], f8e4m3), T([2, 64, 32], f8e4m3), T([2, 16, 32], f32), T([4, 16, 2], f8e8m0), T([2, 2, 32], f8e8m0))
scaled("mmaf_scaled_batched_rhs_scale", T([2, 16, 64], f8e4m3), T([2, 64, 32], f8e4m3), T([2, 16, 32], f32), T([2, 16, 2], f8e8m0), T([4, 2, 32], f8e8m0))
scaled("mmaf_scaled_rank1", T([64], f8e4m3), T([64], f8e4m3), T([32], f32), T([2], f8e8m0), T([2], f8e8m0))
scaled("mmaf_scaled_result", T([16, 64], f8e4m3), T([64, 32], f8e4m3), T([16, 32], f32), T([16, 2], f8e8m0), T([2, 32], f8e8m0), res=T([16, 16], f32))
scaled("mmaf_scaled_f4_e8m0_16", T([16, 64], f4e2m1), T([64, 32], f4e2m1), T([16, 32], f32), T([16, 4], f8e8m0), T([4, 32], f8e8m0))
scaled("mmaf_scaled_f4_e8m0_8", T([16, 64], f4e2m1), T([64, 32], f4e2m1), T([16, 32], f32), T([16, 8], f8e8m0), T([8, 32], f8e8m0))
mmaf("mmaf_batched_k_mismatch", T([2, 16, 8], f16), T([2, 16, 32], f16), T([2, 16, 32], f32))
mmaf("mmaf_f8e4_f16_ok", T([16, 32], f8e4m3), T([32, 32], f8e4m3), T([16, 32], f16))
