"""End-to-end: cuTile-exported kernels run by the interpreter, checked against numpy.

Every kernel here is bytecode exported by cuTile Python 1.7.0 (tests/corpus, sources in
tools/corpus/kernels). Each test launches it the way `ct.launch` would, with random inputs, and
compares with a numpy expression of what the kernel should compute, written here and not derived
from the interpreter.
"""

from __future__ import annotations

import io
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from tileiras.interp.errors import KernelAssertionError
from tileiras.interp.launch import Constant as C
from tileiras.interp.launch import launch

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "bytecode"
bf16 = ml_dtypes.bfloat16
e4m3 = ml_dtypes.float8_e4m3fn
e5m2 = ml_dtypes.float8_e5m2


def kernel(name: str, version: str = "13.4") -> Path:
    path = CORPUS / f"{name}.{version}.tileirbc"
    if not path.exists():
        pytest.skip(f"corpus kernel {path.name} not present")
    return path


def run(name: str, grid, *args, version: str = "13.4", **kw):
    return launch(kernel(name, version), grid, *args, **kw)


@pytest.fixture
def rng():
    return np.random.default_rng(1234)


def zeros(n, dtype=np.float32):
    return np.zeros(n, dtype=dtype)


def eq(a, b):
    np.testing.assert_array_equal(a, b)


def fma32(a, b, c):
    """float32 fused multiply-add: the exact a*b+c rounded once (exact rationals)."""
    from fractions import Fraction

    a, b, c = np.broadcast_arrays(np.asarray(a, np.float32), np.asarray(b, np.float32), np.asarray(c, np.float32))
    out = np.empty(a.shape, np.float32)
    for i in np.ndindex(a.shape):
        exact = Fraction(float(a[i])) * Fraction(float(b[i])) + Fraction(float(c[i]))
        near = np.float32(float(exact))  # float() rounds the rational to nearest double
        # correct a possible double rounding: pick the float32 neighbour nearest the exact value
        cands = [np.nextafter(near, np.float32(-np.inf)), near, np.nextafter(near, np.float32(np.inf))]
        out[i] = min(cands, key=lambda v: (abs(Fraction(float(v)) - exact), int(np.float32(v).view(np.uint32)) & 1))
    return out


def close(a, b, rtol=1e-6, atol=0.0):
    np.testing.assert_allclose(np.asarray(a, np.float64), np.asarray(b, np.float64), rtol=rtol, atol=atol)


# ------------------------------------------------------------------------------ elementwise


@pytest.mark.parametrize("version", ["13.1", "13.3", "13.4"])
def test_vadd_f32(rng, version):
    a = rng.standard_normal(4096).astype(np.float32)
    b = rng.standard_normal(4096).astype(np.float32)
    c = zeros(4096)
    run("vadd_f32", (4,), a, b, c, C(1024), version=version)
    eq(c, a + b)


@pytest.mark.parametrize("name,dtype,n,tile,grid", [
    ("vadd_f16", np.float16, 1024, 256, 4),
    ("vadd_bf16", bf16, 1024, 256, 4),
    ("vadd_f64", np.float64, 256, 128, 2),
])
def test_vadd_other_types(rng, name, dtype, n, tile, grid):
    a = rng.standard_normal(n).astype(dtype)
    b = rng.standard_normal(n).astype(dtype)
    c = np.zeros(n, dtype)
    run(name, (grid,), a, b, c, C(tile))
    if dtype == np.float64:
        eq(c, a + b)
    else:  # one rounding of the exact sum (float32 holds the exact sum of two f16/bf16 values)
        eq(c, (a.astype(np.float32) + b.astype(np.float32)).astype(dtype))


def test_binary_arith_f32(rng):
    a = rng.standard_normal(1024).astype(np.float32)
    b = rng.standard_normal(1024).astype(np.float32)
    outs = [zeros(1024) for _ in range(5)]
    run("binary_arith_f32", (4,), a, b, *outs, C(256))
    sub, mul, div, floordiv, mod = outs
    eq(sub, a - b)
    eq(mul, a * b)
    eq(div, a / b)
    eq(floordiv, np.floor(a / b))
    close(mod, np.mod(a, b), rtol=1e-5, atol=1e-6)


def test_unary_exp_log_f32(rng):
    a = rng.uniform(0.1, 4, 1024).astype(np.float32)
    outs = [zeros(1024) for _ in range(4)]
    run("unary_exp_log_f32", (4,), a, *outs, C(256))
    for got, fn in zip(outs, (np.exp, np.exp2, np.log, np.log2)):
        close(got, fn(a.astype(np.float64)), rtol=2e-7)


def test_unary_trig_f32(rng):
    a = rng.standard_normal(1024).astype(np.float32)
    outs = [zeros(1024) for _ in range(6)]
    run("unary_trig_f32", (4,), a, *outs, C(256))
    for got, fn in zip(outs, (np.sin, np.cos, np.tan, np.sinh, np.cosh, np.tanh)):
        close(got, fn(a.astype(np.float64)), rtol=2e-7, atol=1e-7)


def test_unary_sqrt_f64(rng):
    a = rng.uniform(0.1, 4, 1024)
    o_sqrt, o_rsqrt = zeros(1024, np.float64), zeros(1024, np.float64)
    run("unary_sqrt_f64", (4,), a, o_sqrt, o_rsqrt, C(256))
    eq(o_sqrt, np.sqrt(a))
    close(o_rsqrt, 1 / np.sqrt(a), rtol=1e-15)


def test_unary_round_abs_neg_f32(rng):
    a = (rng.standard_normal(1024) * 10).astype(np.float32)
    outs = [zeros(1024) for _ in range(4)]
    run("unary_round_abs_neg_f32", (4,), a, *outs, C(256))
    for got, want in zip(outs, (np.floor(a), np.ceil(a), np.abs(a), -a)):
        eq(got, want)


def test_fma_minmax_f32(rng):
    a, b, c = (rng.standard_normal(1024).astype(np.float32) for _ in range(3))
    a[::7] = np.nan
    b[::11] = np.nan
    outs = [zeros(1024) for _ in range(5)]
    run("fma_minmax_f32", (4,), a, b, c, *outs, C(256))
    o_fma, o_min, o_max, o_minnan = outs[:4]
    want_fma = (a.astype(np.float64) * b.astype(np.float64) + c.astype(np.float64)).astype(np.float32)
    eq(o_fma, want_fma)  # fused: one rounding of the exact a*b+c (exact in float64 here)
    eq(o_min, np.fmin(a, b))
    eq(o_max, np.fmax(a, b))
    eq(o_minnan, np.minimum(a, b))


def test_rounding_modes_f32(rng):
    a = rng.standard_normal(1024).astype(np.float32)
    b = rng.standard_normal(1024).astype(np.float32)
    outs = [zeros(1024) for _ in range(8)]
    run("rounding_modes_f32", (4,), a, b, *outs, C(256))
    a64, b64 = a.astype(np.float64), b.astype(np.float64)

    def directed(exact, toward):
        near = exact.astype(np.float32)
        back = near.astype(np.float64)
        up = np.nextafter(near, np.float32(np.inf))
        down = np.nextafter(near, np.float32(-np.inf))
        if toward == "zero":
            return np.where(np.abs(back) > np.abs(exact), np.where(exact > 0, down, up), near)
        if toward == "down":
            return np.where(back > exact, down, near)
        return np.where(back < exact, up, near)

    # products and sums of two f32 are exact in float64 (the sum: |a|,|b| < 2**24 ulps apart here)
    eq(outs[0], directed(a64 + b64, "zero"))
    eq(outs[1], directed(a64 - b64, "down"))
    eq(outs[2], directed(a64 * b64, "up"))
    eq(outs[3], a / b)


def test_scalar_broadcast_math_f32(rng):
    a = rng.standard_normal(1024).astype(np.float32)
    out = zeros(1024)
    run("scalar_broadcast_math_f32", (4,), a, out, 1.25, -0.5, C(256))
    # cuTile contracts x*y+z into fma: ((alpha*a + beta)*2 - 1.5)/3 with two fused steps
    y = fma32(np.float32(1.25), a, np.float32(-0.5))
    eq(out, fma32(y, np.float32(2), np.float32(-1.5)) / np.float32(3))


def test_atan2_f64(rng):
    a, b = rng.standard_normal(1024), rng.standard_normal(1024)
    out = zeros(1024, np.float64)
    run("atan2_f64", (4,), a, b, out, C(256))
    eq(out, np.arctan2(a, b))


def test_gelu_tanh_f16(rng):
    x = rng.standard_normal(1024).astype(np.float16)
    out = zeros(1024, np.float16)
    run("gelu_tanh_f16", (4,), x, out, C(256))
    xf = x.astype(np.float64)
    want = 0.5 * xf * (1 + np.tanh(0.79788456 * (xf + 0.044715 * xf ** 3)))
    close(out, want, rtol=2e-3, atol=2e-3)


# ------------------------------------------------------------------------------ integers


@pytest.mark.parametrize("name,dtype", [("int_arith_i32", np.int32), ("int_arith_i64", np.int64),
                                        ("int_arith_i16", np.int16), ("int_arith_i8", np.int8)])
def test_int_arith(rng, name, dtype):
    a = rng.integers(-100, 100, 1024).astype(dtype)
    b = rng.integers(1, 50, 1024).astype(dtype)
    outs = [np.zeros(1024, dtype) for _ in range(6)]
    run(name, (4,), a, b, *outs, C(256))
    with np.errstate(over="ignore"):
        want = [a + b, a - b, a * b, a // b, a % b, -(-a // b)]
    for got, w in zip(outs, want):
        eq(got, w.astype(dtype))


def test_int_unary_minmax_i64(rng):
    a = rng.integers(-100, 100, 1024)
    b = rng.integers(1, 50, 1024)
    a[0] = np.iinfo(np.int64).min  # abs and neg wrap around
    outs = [np.zeros(1024, np.int64) for _ in range(5)]
    run("int_unary_minmax_i64", (4,), a, b, *outs, C(256))
    with np.errstate(over="ignore"):
        for got, w in zip(outs, (np.abs(a), -a, np.minimum(a, b), np.maximum(a, b), ~a)):
            eq(got, w)


@pytest.mark.parametrize("name,dtype,hi", [("uint_minmax_div_u16", np.uint16, 60000),
                                           ("uint_minmax_div_u64", np.uint64, 1000000),
                                           ("uint_minmax_div_u8", np.uint8, 255)])
def test_uint_minmax_div(rng, name, dtype, hi):
    a = rng.integers(0, hi, 1024).astype(dtype)
    b = rng.integers(1, 50, 1024).astype(dtype)
    outs = [np.zeros(1024, dtype) for _ in range(5)]
    run(name, (4,), a, b, *outs, C(256))
    a64, b64 = a.astype(np.int64), b.astype(np.int64)
    want = [np.minimum(a, b), np.maximum(a, b), (a64 + b64 - 1) // b64, a % b, a >> 3]
    for got, w in zip(outs, want):
        eq(got, w.astype(dtype))


@pytest.mark.parametrize("name,dtype,lo,hi", [("bitwise_i32", np.int32, -100, 100),
                                              ("bitwise_u32", np.uint32, 0, 4000000000),
                                              ("bitwise_i8", np.int8, -100, 100)])
def test_bitwise(rng, name, dtype, lo, hi):
    a = rng.integers(lo, hi, 1024).astype(dtype)
    b = rng.integers(1, 50, 1024).astype(dtype)
    outs = [np.zeros(1024, dtype) for _ in range(5)]
    run(name, (4,), a, b, *outs, C(256))
    s = b & dtype(7)
    with np.errstate(over="ignore"):
        want = [a & b, a | b, a ^ b, (a << s), a >> s]
    for got, w in zip(outs, want):
        eq(got, w.astype(dtype))


def test_divmod_i32(rng):
    a = rng.integers(-100, 100, 1024).astype(np.int32)
    b = rng.integers(1, 50, 1024).astype(np.int32) * rng.choice([-1, 1], 1024).astype(np.int32)
    q, r = zeros(1024, np.int32), zeros(1024, np.int32)
    run("divmod_i32", (4,), a, b, q, r, C(256))
    eq(q, a // b)
    eq(r, a % b)


def test_int_scalar_ops_i32(rng):
    a = rng.integers(-1000, 1000, 1024).astype(np.int32)
    out = zeros(1024, np.int32)
    run("int_scalar_ops_i32", (4,), a, out, 3, 2, C(256))
    bid = np.repeat(np.arange(4), 256).astype(np.int32)
    y = (a * 3 + bid) >> 2
    eq(out, ((y << 1) ^ 3) - 7)


def test_bool_logic(rng):
    a = rng.integers(-5, 5, 1024).astype(np.int32)
    b = rng.integers(-5, 5, 1024).astype(np.int32)
    outs = [np.zeros(1024, np.bool_) for _ in range(4)]
    run("bool_logic", (4,), a, b, *outs, C(256))
    x, y = a > 0, b > 0
    for got, w in zip(outs, (x & y, x | y, x ^ y, ~x)):
        eq(got, w)


# ------------------------------------------------------------------------------ compare, select


@pytest.mark.parametrize("name,dtype", [("compare_f32", np.float32), ("compare_i64", np.int64),
                                        ("compare_u32", np.uint32), ("compare_u8", np.uint8)])
def test_compare(rng, name, dtype):
    if np.dtype(dtype).kind == "f":
        a = rng.standard_normal(1024).astype(dtype)
        b = rng.standard_normal(1024).astype(dtype)
        a[::5] = b[::5]
        a[::13] = np.nan
    else:
        info = np.iinfo(dtype)
        a = rng.integers(max(info.min, -1000), min(info.max, 1000), 1024).astype(dtype)
        b = rng.integers(max(info.min, -1000), min(info.max, 1000), 1024).astype(dtype)
        a[::5] = b[::5]
    outs = [np.zeros(1024, np.bool_) for _ in range(6)]
    run(name, (4,), a, b, *outs, C(256))
    with np.errstate(invalid="ignore"):
        want = [a < b, a <= b, a > b, a >= b, a == b, a != b]
    for got, w in zip(outs, want):
        eq(got, w)


def test_where_select_f32(rng):
    a = rng.standard_normal(1024).astype(np.float32)
    b = rng.standard_normal(1024).astype(np.float32)
    out = zeros(1024)
    run("where_select_f32", (4,), a, b, out, 0.25, C(256))
    eq(out, np.where(a > np.float32(0.25), a, b))


def test_isnan_relu_f32(rng):
    a = rng.standard_normal(1024).astype(np.float32)
    a[::9] = np.nan
    o_nan, o_relu = zeros(1024, np.bool_), zeros(1024)
    run("isnan_relu_f32", (4,), a, o_nan, o_relu, C(256))
    eq(o_nan, np.isnan(a))
    eq(o_relu, np.where(np.isnan(a), 0, np.maximum(a, 0)).astype(np.float32))


def test_clamp_f64(rng):
    a = rng.standard_normal(1024)
    out = zeros(1024, np.float64)
    run("clamp_f64", (4,), a, out, -0.5, 0.75, C(256))
    eq(out, np.clip(a, -0.5, 0.75))


# ------------------------------------------------------------------------------ conversions


@pytest.mark.parametrize("name,src,dst", [
    ("cvt_f32_f16", np.float32, np.float16), ("cvt_f32_bf16", np.float32, bf16),
    ("cvt_f32_e4m3", np.float32, e4m3), ("cvt_f32_e5m2", np.float32, e5m2),
    ("cvt_f16_f32", np.float16, np.float32), ("cvt_f64_f32", np.float64, np.float32),
    ("cvt_e5m2_f32", e5m2, np.float32), ("cvt_bf16_f16", bf16, np.float16),
])
def test_float_conversions(rng, name, src, dst):
    a = (rng.standard_normal(512) * 4).astype(src)
    out = np.zeros(512, dst)
    run(name, (4,), a, out, C(128))
    # one nearest-even rounding from the exact value (ml_dtypes rounds float64 -> narrow types
    # through float32, exact here since the inputs hold few bits)
    eq(out.astype(np.float64), a.astype(np.float64).astype(np.float32).astype(dst).astype(np.float64))


@pytest.mark.parametrize("name,src,dst,lo,hi", [
    ("cvt_f32_i32", np.float32, np.int32, -1e6, 1e6), ("cvt_f32_u8", np.float32, np.uint8, 0, 255),
    ("cvt_f64_i64", np.float64, np.int64, -1e12, 1e12),
])
def test_float_to_int(rng, name, src, dst, lo, hi):
    a = rng.uniform(lo, hi, 512).astype(src)
    out = np.zeros(512, dst)
    run(name, (4,), a, out, C(128))
    eq(out, np.trunc(a).astype(dst))


@pytest.mark.parametrize("name,src,dst", [
    ("cvt_i32_f32", np.int32, np.float32), ("cvt_u32_f32", np.uint32, np.float32),
    ("cvt_i64_f16", np.int64, np.float16), ("cvt_u8_f64", np.uint8, np.float64),
    ("cvt_i32_i8", np.int32, np.int8), ("cvt_i64_i16", np.int64, np.int16),
    ("cvt_i8_i64", np.int8, np.int64), ("cvt_u16_u64", np.uint16, np.uint64), ("cvt_u8_i32", np.uint8, np.int32),
])
def test_int_conversions(rng, name, src, dst):
    info = np.iinfo(src)
    a = rng.integers(info.min, info.max, 512, dtype=src, endpoint=True)
    if dst == np.float16:
        a = (a % 60000).astype(src)
    out = np.zeros(512, dst)
    run(name, (4,), a, out, C(128))
    eq(out, a.astype(dst))


def test_cvt_rz_f32_f16(rng):
    a = rng.standard_normal(512).astype(np.float32)
    out = zeros(512, np.float16)
    run("cvt_rz_f32_f16", (4,), a, out, C(128))
    near = a.astype(np.float16)
    toward_zero = np.where(np.abs(near.astype(np.float32)) > np.abs(a),
                           np.nextafter(near, np.float16(0)), near)
    eq(out, toward_zero)


def test_cvt_f32_tf32_f32(rng):
    a = rng.standard_normal(512).astype(np.float32)
    out = zeros(512)
    run("cvt_f32_tf32_f32", (4,), a, out, C(128))
    # nearest even to 10 mantissa bits
    u = a.view(np.uint32).astype(np.uint64)
    rounded = ((u + 0xFFF + ((u >> 13) & 1)) & ~np.uint64(0x1FFF)).astype(np.uint32)
    eq(out, rounded.view(np.float32))


@pytest.mark.parametrize("name,src,dst", [("bitcast_f32_i32", np.float32, np.int32),
                                          ("bitcast_bf16_i16", bf16, np.int16),
                                          ("bitcast_u16_f16", np.uint16, np.float16)])
def test_bitcast(rng, name, src, dst):
    a = rng.standard_normal(512).astype(src) if np.dtype(src).kind in "fV" else rng.integers(0, 30000, 512).astype(src)
    out = np.zeros(512, dst)
    run(name, (4,), a, out, C(128))
    eq(out.view(np.uint8), a.view(np.uint8))


def test_pack_unpack_i32(rng):
    a = rng.integers(-2**31, 2**31 - 1, 256).astype(np.int32)
    out_bytes, out_back = zeros(1024, np.uint8), zeros(256, np.int32)
    run("pack_unpack_i32", (4,), a, out_bytes, out_back, C(64))
    eq(out_bytes, a.view(np.uint8))
    eq(out_back, a)


# ------------------------------------------------------------------------------ reductions, scans


def test_reduce_rows_f32(rng):
    a = rng.standard_normal((8, 32)).astype(np.float32)
    outs = [zeros(8) for _ in range(4)]
    run("reduce_rows_f32", (1,), a, *outs, C(8), C(32))
    close(outs[0], a.sum(1), rtol=1e-5, atol=1e-6)
    eq(outs[1], a.max(1))
    eq(outs[2], a.min(1))
    close(outs[3], a.astype(np.float64).prod(1), rtol=1e-5)


def test_reduce_rows_u8(rng):
    a = rng.integers(0, 256, (8, 32)).astype(np.uint8)
    outs = [zeros(8, np.uint8) for _ in range(4)]
    run("reduce_rows_u8", (1,), a, *outs, C(8), C(32))
    eq(outs[0], a.sum(1, dtype=np.uint8))
    eq(outs[1], a.max(1))
    eq(outs[2], a.min(1))
    eq(outs[3], a.prod(1, dtype=np.uint8))


def test_reduce_3d_multi_axis_f32(rng):
    a = rng.standard_normal((4, 8, 16)).astype(np.float32)
    out = zeros(4)
    run("reduce_3d_multi_axis_f32", (1,), a, out)
    close(out, a.astype(np.float64).sum(axis=(1, 2)), rtol=1e-5, atol=1e-5)


def test_argmax_argmin_f32(rng):
    a = rng.integers(-3, 4, (8, 32)).astype(np.float32)  # many ties: the first index wins
    o_max, o_min, o_all = zeros(8, np.int32), zeros(8, np.int32), zeros(1, np.int32)
    run("argmax_argmin_f32", (1,), a, o_max, o_min, o_all, C(8), C(32))
    eq(o_max, a.argmax(1))
    eq(o_min, a.argmin(1))
    eq(o_all, [a.argmax()])


def test_tuple_reduce_first_max_wins(rng):
    a = rng.integers(-2, 3, (8, 32)).astype(np.float32)
    o_max, o_idx = zeros(8), zeros(8, np.int32)
    run("tuple_reduce_f32", (1,), a, o_max, o_idx, C(8), C(32))
    eq(o_max, a.max(1))
    eq(o_idx, a.argmax(1))


def test_custom_reduce_f32(rng):
    a = rng.standard_normal((8, 32)).astype(np.float32)
    o_absmax, o_xor = zeros(8), zeros(8, np.int32)
    run("custom_reduce_f32", (1,), a, o_absmax, o_xor, C(8), C(32))
    eq(o_absmax, np.abs(a).max(1))
    eq(o_xor, np.bitwise_xor.reduce(a.view(np.int32), axis=1))


def test_scans_i64(rng):
    a = rng.integers(-3, 4, (8, 32))
    outs = [np.zeros((8, 32), np.int64) for _ in range(3)]
    run("scans_i64", (1,), a, *outs, C(8), C(32))
    eq(outs[0], np.cumsum(a, 1))
    eq(outs[1], np.cumprod(a, 0))
    eq(outs[2], np.cumsum(a[:, ::-1], 1)[:, ::-1])


def test_custom_scan_f32(rng):
    a = rng.standard_normal(64).astype(np.float32)
    o_cummax, o_sum, o_cnt = zeros(64), zeros(64), zeros(64, np.int32)
    run("custom_scan_f32", (1,), a, o_cummax, o_sum, o_cnt, C(64))
    eq(o_cummax, np.maximum.accumulate(a))
    # reverse scan, accumulated from the last element down, one f32 rounding per step
    want = np.zeros(64, np.float32)
    acc = np.float32(0)
    for i in range(63, -1, -1):
        acc = np.float32(acc + a[i])
        want[i] = acc
    eq(o_sum, want)
    eq(o_cnt, np.arange(64, 0, -1))


def test_scan_flags_round_to_zero(rng):
    a = rng.standard_normal(64).astype(np.float32)
    out = zeros(64)
    run("scan_flags_f32", (1,), a, out, C(64))
    want = np.zeros(64, np.float32)
    acc = np.float32(0)
    for i in range(64):
        exact = np.float64(acc) + np.float64(a[i])
        near = np.float32(exact)
        if abs(np.float64(near)) > abs(exact):
            near = np.nextafter(near, np.float32(0))
        acc = near
        want[i] = acc
    eq(out, want)


# ------------------------------------------------------------------------------ shapes


def test_broadcast_outer_f32(rng):
    a, b = rng.standard_normal(16).astype(np.float32), rng.standard_normal(32).astype(np.float32)
    out = zeros((16, 32))
    run("broadcast_outer_f32", (1,), a, b, out, C(16), C(32))
    eq(out, np.outer(a, b))


def test_transpose_tile_f32(rng):
    a = rng.standard_normal((128, 64)).astype(np.float32)
    out = zeros((64, 128))
    run("transpose_tile_f32", (4, 2), a, out, C(32), C(32))
    eq(out, a.T)


def test_permute_3d_f32():
    a = np.arange(64, dtype=np.float32).reshape(2, 4, 8)
    out = zeros((8, 2, 4))
    run("permute_3d_f32", (1,), a, out)
    eq(out, a.transpose(2, 0, 1))


def test_cat_extract_insert(rng):
    a, b = rng.standard_normal((16, 16)).astype(np.float32), rng.standard_normal((16, 16)).astype(np.float32)
    out0, out1 = zeros((32, 16)), zeros((16, 32))
    run("cat_tiles_f32", (1,), a, b, out0, out1, C(16))
    eq(out0, np.concatenate([a, b], 0))
    eq(out1, np.concatenate([a, b], 1))
    big = rng.standard_normal((32, 32)).astype(np.float32)
    out = zeros((16, 16))
    run("extract_tiles_f32", (1,), big, out, C(16))
    eq(out, big[:16, :16] + big[16:, 16:])
    out = zeros((32, 32))
    run("insert_tile_f32", (1,), big, out, C(16))
    want = big.copy()
    want[16:32, 0:16] = 7
    eq(out, want)


def test_iota_arange():
    outs = [zeros(64, np.int32), zeros(64, np.int64), zeros(64, np.int32), zeros(64, np.int16), zeros(64)]
    run("iota_arange", (2,), *outs, C(32))
    r = np.arange(32)
    eq(outs[0], np.tile(r, 2))
    eq(outs[1], np.tile(r + 5, 2))
    eq(outs[2], np.concatenate([0 + 3 * r, 1 + 3 * r]))
    eq(outs[3], np.tile(r[::-1], 2))
    eq(outs[4], np.tile(r * 0.5, 2))


def test_constants_and_dense_constants():
    outs = [zeros((4, 8)), np.ones(16, np.int32), zeros(16, np.int64), zeros(16, np.bool_),
            zeros(16, np.float16), zeros(16, np.int8), zeros(16, np.float64), zeros(16)]
    run("constants", (1,), *outs)
    # cuTile 1.7.0 writes the float64 constant 1e-300 into the bytecode as 0.0 (it rounds the
    # value through float32); the kernel as exported stores 0
    for got, want in zip(outs, (3.25, 0, 1, True, -2.5, -128, 0.0, np.inf)):
        eq(got, np.full(got.shape, want, got.dtype))
    outs = [zeros((2, 4), np.int32), zeros(4), zeros(16, np.bool_), zeros(2, np.float16),
            zeros(4, np.int8), zeros(2, np.float64)]
    run("dense_constants", (1,), *outs)
    eq(outs[0], [[1, 2, 3, 4], [-5, 6, -7, 8]])
    eq(outs[1], np.array([0.5, -1.25, 3e10, -0.0], np.float32))
    assert np.signbit(outs[1][3])
    eq(outs[2], [True, False, True, True, False, False, False, True, True, True, False, False, True, False, True, False])
    eq(outs[3], [1, -2])
    eq(outs[4], [-128, 127, 0, 1])
    eq(outs[5], [0.0, -2.5])  # 1e-300 became 0.0 in the exported bytecode, as above


# ------------------------------------------------------------------------------ control flow


def test_for_dynamic_bounds(rng):
    a = rng.standard_normal(512).astype(np.float32)
    out = zeros(64)
    run("for_dynamic_bounds_f32", (1,), a, out, 7, C(64))
    want = np.zeros(64, np.float32)
    for k in range(1, 7, 2):  # acc + x*k, contracted to fma by cuTile
        want = fma32(a[k * 64:(k + 1) * 64], np.float32(k), want)
    eq(out, want)


def test_for_num_tiles_neg_inf_padding(rng):
    a = rng.standard_normal(300).astype(np.float32)
    out = zeros(64)
    run("for_num_tiles_f32", (1,), a, out, C(64))
    padded = np.full(320, -np.inf, np.float32)
    padded[:300] = a
    eq(out, np.maximum(padded.reshape(5, 64).max(0), 0))


def test_while_loop(rng):
    a = rng.uniform(0.1, 1, 64).astype(np.float32)
    out = zeros(64)
    run("while_loop_f32", (1,), a, out, 1000.0, C(64))
    x, it = a.copy(), 0
    while x.astype(np.float64).sum() < 1000:
        x = x * np.float32(2)
        it += 1
    eq(out, x + np.float32(it))


@pytest.mark.parametrize("flag", [1, -1, 0])
def test_if_else(rng, flag):
    a = rng.standard_normal(256).astype(np.float32)
    out = zeros(256)
    run("if_else_f32", (4,), a, out, flag, C(64))
    y = a + 1 if flag > 0 else a - 1 if flag < 0 else a * 0
    sign = np.repeat([-1, 1, -1, 1], 64).astype(np.float32)
    eq(out, (y * sign).astype(np.float32))


def test_break_continue(rng):
    a = rng.standard_normal(512).astype(np.float32)
    a[5 * 64 + 3] = 500.0  # chunk 5 stops the loop
    out = zeros(64)
    run("break_continue_f32", (1,), a, out, C(8), C(64))
    want = np.zeros(64, np.float32)
    for k in range(8):
        x = a[k * 64:(k + 1) * 64]
        if k % 3 == 1:
            continue
        if x.max() > 100:
            break
        want += x
    eq(out, want)


def test_early_return(rng):
    a = rng.standard_normal(256).astype(np.float32)
    out = zeros(256)
    run("early_return_f32", (4,), a, out, C(64))
    want = np.zeros(256, np.float32)
    want[:128] = a[:128] + 2
    eq(out, want)


def test_nested_loops_i32(rng):
    a = rng.integers(-10, 10, 768).astype(np.int32)
    out = zeros(192, np.int32)
    run("nested_loops_i32", (1,), a, out, C(3), C(4), C(64))
    eq(out, a.reshape(3, 4, 64).sum(1).reshape(-1))


def test_unsigned_loop_u32(rng):
    a = rng.integers(0, 2**32, 256, dtype=np.uint32)
    out = zeros(64, np.uint32)
    run("unsigned_loop_u32", (1,), a, out, 4, C(64))
    eq(out, a.reshape(4, 64).sum(0, dtype=np.uint32))


def test_grid_ids_3d():
    out = zeros(24, np.int32)
    run("grid_ids_3d", (2, 3, 4), out)
    want = [bx * 10000 + by * 100 + bz for bz in range(4) for by in range(3) for bx in range(2)]
    eq(out, want)


# ------------------------------------------------------------------------------ memory


def test_padding_modes(rng):
    a = rng.standard_normal(100).astype(np.float32)
    outs = [zeros(128) for _ in range(6)]
    run("padding_modes_f32", (2,), a, *outs, C(64))
    for got, pad in zip(outs, (0.0, -0.0, np.nan, np.inf, -np.inf)):
        eq(got[:100], a)
        eq(got[100:], np.full(28, pad, np.float32))
        assert np.all(np.signbit(got[100:]) == np.signbit(np.float32(pad)))
    eq(outs[5][:100], a)


def test_load_orders(rng):
    a = rng.standard_normal((8, 16)).astype(np.float32)
    o_c, o_f, o_perm = zeros((8, 16)), zeros((16, 8)), zeros((16, 8))
    run("load_orders_f32", (1,), a, o_c, o_f, o_perm)
    eq(o_c, a)
    eq(o_f, a.T)
    eq(o_perm, a.T)


def test_gather_scatter_1d(rng):
    a = rng.standard_normal(128).astype(np.float32)
    idx = rng.permutation(128).astype(np.int32)
    out = zeros(128)
    run("gather_scatter_1d_f32", (2,), a, idx, out, C(64))
    eq(out, 2 * a)


def test_gather_masked(rng):
    a = rng.standard_normal(100).astype(np.float32)
    out = zeros(128)
    run("gather_masked_f32", (2,), a, out, 90, C(64))
    offs = np.arange(128)
    x = np.where((offs % 3 != 0) & (offs < 100), np.concatenate([a, np.zeros(28, np.float32)]), -1)
    want = np.where(offs < 90, x, 0).astype(np.float32)
    eq(out, want)


def test_tiled_view_steps(rng):
    a = np.arange(16, dtype=np.int32).reshape(4, 4)
    out = zeros((4, 4), np.int32)
    run("tiled_view_steps_i32", (1,), a, out)
    eq(out[0:2], a[1:3])
    eq(out[2:4], a[2:4])


def test_advanced_indexing_gather_scatter_view(rng):
    a = rng.standard_normal((16, 32)).astype(np.float32)
    rows = rng.integers(0, 16, 8).astype(np.int32)
    out = zeros((8, 16))
    run("advanced_indexing_f32", (1,), a, rows, out, 20, C(8), C(16))
    padded = np.zeros((16, 48), np.float32)
    padded[:, :32] = a
    eq(out, 2 * padded[rows, 20:36])


def test_array_slice_and_strides(rng):
    a = rng.standard_normal(256).astype(np.float32)
    out = zeros(64)
    run("array_slice_f32", (1,), a, out, 10, 50, C(64))
    eq(out[:40], a[10:50])
    eq(out[40:], 0)
    b = zeros((12, 34))
    meta = zeros(2, np.int32)
    run("array_shape_strides_i32", (1,), b, meta)
    eq(meta, [12 * 1000 + 34, 34 * 1000 + 1])


def test_non_contiguous_array_argument(rng):
    """A strided numpy view goes in with its own strides; only its elements change."""
    base = rng.standard_normal(4096).astype(np.float32)
    a = base[::2]
    c_base = np.zeros(4096, np.float32)
    c = c_base[::2]
    b = rng.standard_normal(2048).astype(np.float32)
    run("vadd_f32", (2,), a, b, c, C(1024))
    eq(c, a + b)
    eq(c_base[1::2], 0)


def test_raw_memory(rng):
    a = rng.standard_normal(128).astype(np.float32)
    out = zeros(128)
    run("raw_memory_f32", (1,), a, out, C(64))
    want = np.zeros(128, np.float32)
    offs = 2 * np.arange(64)
    m = offs < 100
    want[offs[m] + 1] = a[offs[m]]
    eq(out, want)


# ------------------------------------------------------------------------------ atomics


@pytest.mark.parametrize("name,dtype", [("atomic_rmw_i32", np.int32), ("atomic_rmw_u32", np.uint32),
                                        ("atomic_rmw_i64", np.int64)])
def test_atomic_rmw(rng, name, dtype):
    x = rng.integers(0, 16, 32).astype(dtype)
    outs = [np.zeros(32, dtype) for _ in range(7)]
    x0 = x.copy()
    run(name, (1,), x, *outs, C(32))
    v = dtype(3)
    cur = x0.copy()
    for got, fn in zip(outs, (lambda c: c + v, lambda c: np.full_like(c, v), lambda c: np.maximum(c, v),
                              lambda c: np.minimum(c, v), lambda c: c & v, lambda c: c | v, lambda c: c ^ v)):
        eq(got, cur)
        cur = fn(cur).astype(dtype)
    eq(x, cur)


def test_atomic_cas_lock_serializes_blocks():
    lock, data, out = zeros(1, np.int32), zeros(1, np.int32), zeros(4, np.int32)
    run("atomic_cas_lock", (4,), lock, data, out)
    eq(lock, [0])
    eq(data, [4])
    eq(out, [0, 1, 2, 3])


def test_atomic_2d_histogram(rng):
    vals = rng.integers(-2, 20, 64).astype(np.int32)
    hist = zeros((4, 4), np.int32)
    run("atomic_2d_histogram", (2,), vals, hist, C(32), C(16))
    b = np.clip(vals, 0, 15)
    want = np.zeros((4, 4), np.int32)
    np.add.at(want, (b // 4, b % 4), 1)
    eq(hist, want)


def test_atomic_red_view_u32(rng):
    x = rng.integers(0, 1000, 192).astype(np.uint32)
    upd = rng.integers(0, 1000, 32).astype(np.uint32)
    want = x.copy().reshape(6, 32)
    run("atomic_red_view_u32", (1,), x, upd, C(32))
    want[0] += upd
    want[1] = np.maximum(want[1], upd)
    want[2] = np.minimum(want[2], upd)
    want[3] &= upd
    want[4] |= upd
    want[5] ^= upd
    eq(x, want.reshape(-1))


def test_sum_reduce_atomic(rng):
    x = rng.standard_normal(1024).astype(np.float32)
    total = zeros(1)
    run("sum_reduce_atomic_f32", (4,), x, total, C(256))
    close(total, [x.astype(np.float64).sum()], rtol=1e-5, atol=1e-5)


# ------------------------------------------------------------------------------ matmul, workloads


def test_matmul_tiled_f16(rng):
    m, n, k = 128, 128, 96  # not a multiple of the tile along K: zero padding
    a = rng.standard_normal((m, k)).astype(np.float16)
    b = rng.standard_normal((k, n)).astype(np.float16)
    c = zeros((m, n), np.float16)
    grid, args = _matmul_args("matmul_tiled_f16")
    run("matmul_tiled_f16", grid, a, b, c, *args)
    close(c, a.astype(np.float64) @ b.astype(np.float64), rtol=2e-3, atol=2e-2)


def _matmul_args(name):
    import json

    man = json.loads((CORPUS.parent / "MANIFEST.json").read_text())["kernels"][name]
    return tuple(man["grid"]), [C(p["value"]) for p in man["params"] if p["kind"] == "constant"]


def test_mma_int8_i32(rng):
    import json

    man = json.loads((CORPUS.parent / "MANIFEST.json").read_text())["kernels"]["mma_int8_i32"]
    shapes = [p["shape"] for p in man["params"] if p["kind"] == "array"]
    a = rng.integers(-128, 128, shapes[0]).astype(np.int8)
    b = rng.integers(-128, 128, shapes[1]).astype(np.int8)
    out = zeros(shapes[2], np.int32)
    run("mma_int8_i32", (1,), a, b, out, *[C(p["value"]) for p in man["params"] if p["kind"] == "constant"])
    eq(out, a.astype(np.int32) @ b.astype(np.int32))


def test_softmax_f32(rng):
    import json

    man = json.loads((CORPUS.parent / "MANIFEST.json").read_text())["kernels"]["softmax_f32"]
    shape = man["params"][0]["shape"]
    x = rng.standard_normal(shape).astype(np.float32)
    out = zeros(shape)
    run("softmax_f32", tuple(man["grid"]), x, out, *[C(p["value"]) for p in man["params"] if p["kind"] == "constant"])
    e = np.exp(x.astype(np.float64) - x.max(1, keepdims=True))
    close(out, e / e.sum(1, keepdims=True), rtol=1e-5, atol=1e-7)


def test_layernorm_f32(rng):
    import json

    man = json.loads((CORPUS.parent / "MANIFEST.json").read_text())["kernels"]["layernorm_f32"]
    arrays = [p for p in man["params"] if p["kind"] == "array"]
    scalars = [p for p in man["params"] if p["kind"] == "scalar"]
    x = rng.standard_normal(arrays[0]["shape"]).astype(np.float32)
    w = rng.standard_normal(arrays[1]["shape"]).astype(np.float32)
    b = rng.standard_normal(arrays[2]["shape"]).astype(np.float32)
    out = zeros(arrays[3]["shape"])
    args = []
    for p in man["params"]:
        if p["kind"] == "array":
            args.append({"x": x, "w": w, "b": b}.get(p["name"], out))
        elif p["kind"] == "scalar":
            args.append(p["value"])
        else:
            args.append(C(p["value"]))
    run("layernorm_f32", tuple(man["grid"]), *args)
    eps = scalars[0]["value"] if scalars else 1e-5
    xd = x.astype(np.float64)
    mean = xd.mean(1, keepdims=True)
    var = ((xd - mean) ** 2).mean(1, keepdims=True)
    close(out, (xd - mean) / np.sqrt(var + eps) * w + b, rtol=1e-4, atol=1e-4)


# ------------------------------------------------------------------------------ debugging ops


def test_printf_ints():
    a = np.array([44, 9, 3, 35, 0, 0, 0, 0], np.int32)
    buf = io.StringIO()
    run("printf_ints_i32", (1,), a, C(4), stdout=buf)
    text = buf.getvalue()
    assert "[44, 9, 3, 35] [44, 9, 3, 35] [44, 9, 3, 35] [2c, 9, 3, 23] [2C, 9, 3, 23] [54, 11, 3, 43]" in text
    assert "[44.00,  9.00,  3.00, 35.00]%" in text


def test_assert_reports_message_and_block(rng):
    a = rng.uniform(1, 2, 64).astype(np.float32)
    run("assert_positive_f32", (1,), a, C(16))  # holds: no error
    a[5] = -1
    with pytest.raises(KernelAssertionError) as err:
        run("assert_positive_f32", (1,), a, C(16))
    text = str(err.value)
    assert "assertion failed" in text and "tile block (0, 0, 0)" in text
    assert text.startswith('loc("')  # the kernel's source line


# ------------------------------------------------------------------------------ more workloads


def test_mma_scaled_e4m3(rng):
    a = rng.standard_normal((32, 64)).astype(e4m3)
    b = rng.standard_normal((64, 32)).astype(e4m3)
    sa = (2.0 ** rng.integers(-3, 3, (32, 2))).astype(ml_dtypes.float8_e8m0fnu)
    sb = (2.0 ** rng.integers(-3, 3, (2, 32))).astype(ml_dtypes.float8_e8m0fnu)
    out = zeros((32, 32))
    run("mma_scaled_e4m3", (1,), a, sa, b, sb, out, C(32), C(32), C(64), C(2))
    A = a.astype(np.float64) * np.repeat(sa.astype(np.float64), 32, axis=1)
    B = b.astype(np.float64) * np.repeat(sb.astype(np.float64), 32, axis=0)
    close(out, A @ B, rtol=1e-6, atol=1e-6)


def test_mma_tf32_rounds_inputs_to_tf32(rng):
    a = rng.standard_normal((32, 32)).astype(np.float32)
    b = rng.standard_normal((32, 32)).astype(np.float32)
    out = zeros((32, 32))
    run("mma_tf32", (1,), a, b, out, C(32), C(32), C(32))

    def tf32(x):
        u = x.view(np.uint32).astype(np.uint64)
        return ((u + 0xFFF + ((u >> 13) & 1)) & ~np.uint64(0x1FFF)).astype(np.uint32).view(np.float32)

    close(out, tf32(a).astype(np.float64) @ tf32(b).astype(np.float64), rtol=1e-6, atol=1e-6)


def test_fused_attention_f16(rng):
    q, k, v = (rng.standard_normal((2, 128, 64)).astype(np.float16) for _ in range(3))
    out = zeros((2, 128, 64), np.float16)
    scale = 0.18033688011112042  # log2(e) / sqrt(64): the kernel uses exp2
    run("fused_attention_f16", (2, 2), q, k, v, out, scale, C(64), C(32), C(64))
    s = q.astype(np.float64) @ k.astype(np.float64).transpose(0, 2, 1) / np.sqrt(64)
    p = np.exp(s - s.max(-1, keepdims=True))
    want = (p / p.sum(-1, keepdims=True)) @ v.astype(np.float64)
    close(out, want, rtol=2e-2, atol=5e-3)


def test_moe_gather_matmul_f16(rng):
    x = rng.standard_normal((64, 64)).astype(np.float16)
    w = rng.standard_normal((4, 64, 64)).astype(np.float16)
    token_ids = rng.permutation(64).astype(np.int32)
    expert_ids = rng.integers(0, 4, 4).astype(np.int32)
    out = zeros((64, 64), np.float16)
    run("moe_gather_matmul_f16", (4, 2), x, w, token_ids, expert_ids, out, C(16), C(32), C(64))
    want = np.zeros((64, 64))
    for t in range(4):
        rows = token_ids[t * 16:(t + 1) * 16]
        want[rows] = x[rows].astype(np.float64) @ w[expert_ids[t]].astype(np.float64)
    close(out, want, rtol=2e-3, atol=2e-2)


def test_silu_mul_bf16(rng):
    gate = rng.standard_normal(1024).astype(bf16)
    up = rng.standard_normal(1024).astype(bf16)
    out = zeros(1024, bf16)
    run("silu_mul_bf16", (4,), gate, up, out, C(256))
    g, u = gate.astype(np.float64), up.astype(np.float64)
    close(out, g / (1 + np.exp(-g)) * u, rtol=1e-2, atol=1e-2)


def test_list_and_tuple_parameters(rng):
    arrs = [rng.standard_normal(64).astype(np.float32) for _ in range(3)]
    out = zeros(64)
    run("list_of_arrays_f32", (1,), arrs, out, C(64))
    close(out, arrs[0].astype(np.float64) + arrs[1] + arrs[2], rtol=1e-6, atol=1e-6)
    out = zeros(64)
    run("tuple_param_f32", (1,), (arrs[0], arrs[1]), out, C(64))
    eq(out, arrs[0] - arrs[1])


def test_module_with_several_entries(rng):
    a = rng.standard_normal(256)
    out = zeros(256, np.float64)
    run("scale_copy_three_sigs", (8,), a, out, C(32), entry="scale_copy_Kt1_A1f64_1l0_A1f64_1l0_I32")
    eq(out, 2 * a)
    # without entry=, the signature that fits the arguments is chosen, as ct.launch does
    a32 = a.astype(np.float32)
    for tile_size, grid in ((64, 4), (128, 2)):
        out32 = zeros(256)
        run("scale_copy_three_sigs", (grid,), a32, out32, C(tile_size))
        eq(out32, 2 * a32)


def test_cvt_to_e8m0_and_back(rng):
    a = rng.uniform(0.1, 4, 512).astype(np.float32)
    out = zeros(512)
    run("cvt_f32_e8m0_f32", (4,), a, out, C(128))
    # a power of two, rounding up: the smallest 2**k >= a
    eq(out, 2.0 ** np.ceil(np.log2(a.astype(np.float64))))


def test_cvt_to_e5m3_and_back(rng):
    a = rng.uniform(0.1, 4, 512).astype(np.float32)
    out = zeros(512)
    run("cvt_f32_e5m3_f32", (4,), a, out, C(128), version="13.4")
    # unsigned, 3 mantissa bits: nearest even to 4 significant bits
    m, e = np.frexp(a.astype(np.float64))
    eq(out, np.ldexp(np.round(m * 16) / 16, e).astype(np.float32))


def test_cvt_to_f4e2m1(rng):
    a = (rng.standard_normal(512) * 3).astype(np.float32)
    out = zeros(512, np.float16)
    run("cvt_f32_f4e2m1_f16", (4,), a, out, C(128))
    grid = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6])
    mag = np.abs(a.astype(np.float64))
    idx = np.abs(mag[:, None] - grid[None, :]).argmin(1)
    dist = np.abs(mag[:, None] - grid[None, :])
    tie = np.sort(dist, 1)[:, 0] == np.sort(dist, 1)[:, 1]
    # ties go to the even encoding (encodings 0..7 in grid order)
    idx = np.where(tie, np.where(idx % 2 == 0, idx, idx + 1), idx)
    want = np.sign(a) * grid[np.minimum(idx, 7)]
    eq(np.abs(out.astype(np.float64)), np.abs(want))


def test_reduce_flags_round_to_zero_and_nan_propagation(rng):
    a = rng.standard_normal((8, 32)).astype(np.float32)
    a[3, 5] = np.nan
    o_sum, o_max, o_min = zeros(8), zeros(8), zeros(8)
    run("reduce_flags_f32", (1,), a, o_sum, o_max, o_min, C(8), C(32))
    assert np.isnan(o_max[3]) and not np.isnan(o_max[[0, 1, 2, 4, 5, 6, 7]]).any()
    eq(np.delete(o_max, 3), np.delete(a.max(1), 3))
    ok = [0, 1, 2, 4, 5, 6, 7]
    close(o_sum[ok], a.astype(np.float64).sum(1)[ok], rtol=1e-5, atol=1e-5)
    assert np.all(np.abs(o_sum[ok]) <= np.abs(a.astype(np.float64).sum(1)[ok]) + 1e-5)
