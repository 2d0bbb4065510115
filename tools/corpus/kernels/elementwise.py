"""Elementwise float math: arithmetic, transcendental functions, rounding modes, fma."""
from corpus_lib import A, S, case, ct

f32, f16, bf16, f64 = ct.float32, ct.float16, ct.bfloat16, ct.float64
RM = ct.RoundingMode
N = 1024


@ct.kernel
def vadd(a, b, c, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    x = ct.load(a, index=(bid,), shape=(TILE,))
    y = ct.load(b, index=(bid,), shape=(TILE,))
    ct.store(c, index=(bid,), tile=x + y)


@ct.kernel
def binary_arith(a, b, out_sub, out_mul, out_div, out_floordiv, out_mod, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    y = ct.load(b, index=(i,), shape=(TILE,))
    ct.store(out_sub, index=(i,), tile=x - y)
    ct.store(out_mul, index=(i,), tile=x * y)
    ct.store(out_div, index=(i,), tile=x / y)
    ct.store(out_floordiv, index=(i,), tile=x // y)
    ct.store(out_mod, index=(i,), tile=x % y)


@ct.kernel
def unary_exp_log(a, o_exp, o_exp2, o_log, o_log2, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    ct.store(o_exp, index=(i,), tile=ct.exp(x))
    ct.store(o_exp2, index=(i,), tile=ct.exp2(x))
    ct.store(o_log, index=(i,), tile=ct.log(x))
    ct.store(o_log2, index=(i,), tile=ct.log2(x))


@ct.kernel
def unary_sqrt(a, o_sqrt, o_rsqrt, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    ct.store(o_sqrt, index=(i,), tile=ct.sqrt(x))
    ct.store(o_rsqrt, index=(i,), tile=ct.rsqrt(x))


@ct.kernel
def unary_trig(a, o_sin, o_cos, o_tan, o_sinh, o_cosh, o_tanh, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    ct.store(o_sin, index=(i,), tile=ct.sin(x))
    ct.store(o_cos, index=(i,), tile=ct.cos(x))
    ct.store(o_tan, index=(i,), tile=ct.tan(x))
    ct.store(o_sinh, index=(i,), tile=ct.sinh(x))
    ct.store(o_cosh, index=(i,), tile=ct.cosh(x))
    ct.store(o_tanh, index=(i,), tile=ct.tanh(x))


@ct.kernel
def unary_round_abs_neg(a, o_floor, o_ceil, o_abs, o_neg, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    ct.store(o_floor, index=(i,), tile=ct.floor(x))
    ct.store(o_ceil, index=(i,), tile=ct.ceil(x))
    ct.store(o_abs, index=(i,), tile=ct.abs(x))
    ct.store(o_neg, index=(i,), tile=-x)


@ct.kernel
def pow_powi(a, b, o_pow, o_powi, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    y = ct.load(b, index=(i,), shape=(TILE,))
    ct.store(o_pow, index=(i,), tile=ct.pow(x, y))
    e = ct.arange(TILE, dtype=ct.int32) % 5
    ct.store(o_powi, index=(i,), tile=x ** e)


@ct.kernel
def atan2(a, b, out, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    y = ct.load(b, index=(i,), shape=(TILE,))
    ct.store(out, index=(i,), tile=ct.atan2(x, y))


@ct.kernel
def fma_minmax(a, b, c, o_fma, o_min, o_max, o_minnan, o_maxftz, TILE: ct.Constant[int],
               FTZ: ct.Constant[bool]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    y = ct.load(b, index=(i,), shape=(TILE,))
    z = ct.load(c, index=(i,), shape=(TILE,))
    ct.store(o_fma, index=(i,), tile=x * y + z)
    ct.store(o_min, index=(i,), tile=ct.minimum(x, y))
    ct.store(o_max, index=(i,), tile=ct.maximum(x, y))
    ct.store(o_minnan, index=(i,), tile=ct.minimum(x, y, propagate_nan=True))
    ct.store(o_maxftz, index=(i,), tile=ct.maximum(x, y, flush_to_zero=FTZ))


@ct.kernel
def rounding_modes(a, b, o_add_rz, o_sub_rm, o_mul_rp, o_div_rn, o_div_approx, o_div_full,
                   o_sqrt_rz, o_add_ftz, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    y = ct.load(b, index=(i,), shape=(TILE,))
    ct.store(o_add_rz, index=(i,), tile=ct.add(x, y, rounding_mode=RM.RZ))
    ct.store(o_sub_rm, index=(i,), tile=ct.sub(x, y, rounding_mode=RM.RM))
    ct.store(o_mul_rp, index=(i,), tile=ct.mul(x, y, rounding_mode=RM.RP))
    ct.store(o_div_rn, index=(i,), tile=ct.truediv(x, y, rounding_mode=RM.RN))
    ct.store(o_div_approx, index=(i,), tile=ct.truediv(x, y, rounding_mode=RM.APPROX))
    ct.store(o_div_full, index=(i,), tile=ct.truediv(x, y, rounding_mode=RM.FULL))
    ct.store(o_sqrt_rz, index=(i,), tile=ct.sqrt(x, rounding_mode=RM.RZ))
    ct.store(o_add_ftz, index=(i,), tile=ct.add(x, y, flush_to_zero=True))


@ct.kernel
def approx_math(a, o_exp, o_tanh, o_exp2ftz, o_rsqrtftz, o_sqrtftz, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    ct.store(o_exp, index=(i,), tile=ct.exp(x, rounding_mode=RM.APPROX))
    ct.store(o_tanh, index=(i,), tile=ct.tanh(x, rounding_mode=RM.APPROX))
    ct.store(o_exp2ftz, index=(i,), tile=ct.exp2(x, flush_to_zero=True))
    ct.store(o_rsqrtftz, index=(i,), tile=ct.rsqrt(x, flush_to_zero=True))
    ct.store(o_sqrtftz, index=(i,), tile=ct.sqrt(x, flush_to_zero=True))


@ct.kernel
def scalar_broadcast_math(a, out, alpha, beta, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    y = alpha * x + beta
    y = y * 2.0 - 1.5
    ct.store(out, index=(i,), tile=y / 3.0)


def _arr(dt, n=N, init="random"):
    return A(dt, (n,), init=init)


def _outs(dt, *names, n=N):
    return {k: A(dt, (n,), init="zeros") for k in names}


CASES = [
    case("vadd_f32", vadd, "c = a + b", grid=(4,),
         a=_arr(f32, 4096), b=_arr(f32, 4096), c=A(f32, (4096,), init="zeros"), TILE=1024),
    case("vadd_f16", vadd, "c = a + b (float16)", grid=(4,),
         a=_arr(f16, 1024), b=_arr(f16, 1024), c=A(f16, (1024,), init="zeros"), TILE=256),
    case("vadd_bf16", vadd, "c = a + b (bfloat16)", grid=(4,),
         a=_arr(bf16, 1024), b=_arr(bf16, 1024), c=A(bf16, (1024,), init="zeros"), TILE=256),
    case("vadd_f64", vadd, "c = a + b (float64)", grid=(2,),
         a=_arr(f64, 256), b=_arr(f64, 256), c=A(f64, (256,), init="zeros"), TILE=128),
    case("binary_arith_f32", binary_arith,
         "out_sub=a-b; out_mul=a*b; out_div=a/b; out_floordiv=floor(a/b); out_mod=np.fmod-style python mod a%b (sign of b)",
         grid=(N // 256,), a=_arr(f32), b=_arr(f32),
         **_outs(f32, "out_sub", "out_mul", "out_div", "out_floordiv", "out_mod"), TILE=256),
    case("binary_arith_f64", binary_arith, "as binary_arith_f32 in float64",
         grid=(N // 256,), a=_arr(f64), b=_arr(f64),
         **_outs(f64, "out_sub", "out_mul", "out_div", "out_floordiv", "out_mod"), TILE=256),
    case("unary_exp_log_f32", unary_exp_log, "o_exp=np.exp(a); o_exp2=np.exp2(a); o_log=np.log(a); o_log2=np.log2(a)",
         grid=(N // 256,), a=_arr(f32, init="random_pos"), **_outs(f32, "o_exp", "o_exp2", "o_log", "o_log2"), TILE=256),
    case("unary_exp_log_f16", unary_exp_log, "as unary_exp_log_f32 in float16",
         grid=(N // 256,), a=_arr(f16, init="random_pos"), **_outs(f16, "o_exp", "o_exp2", "o_log", "o_log2"), TILE=256),
    case("unary_sqrt_f32", unary_sqrt, "o_sqrt=np.sqrt(a); o_rsqrt=1/np.sqrt(a)",
         grid=(N // 256,), a=_arr(f32, init="random_pos"), **_outs(f32, "o_sqrt", "o_rsqrt"), TILE=256),
    case("unary_sqrt_f64", unary_sqrt, "o_sqrt=np.sqrt(a); o_rsqrt=1/np.sqrt(a) (float64)",
         grid=(N // 256,), a=_arr(f64, init="random_pos"), **_outs(f64, "o_sqrt", "o_rsqrt"), TILE=256),
    case("unary_trig_f32", unary_trig, "o_sin..o_tanh = np.sin/cos/tan/sinh/cosh/tanh(a)",
         grid=(N // 256,), a=_arr(f32), **_outs(f32, "o_sin", "o_cos", "o_tan", "o_sinh", "o_cosh", "o_tanh"), TILE=256),
    case("unary_trig_bf16", unary_trig, "as unary_trig_f32 in bfloat16",
         grid=(N // 256,), a=_arr(bf16), **_outs(bf16, "o_sin", "o_cos", "o_tan", "o_sinh", "o_cosh", "o_tanh"), TILE=256),
    case("unary_round_abs_neg_f32", unary_round_abs_neg, "o_floor=np.floor(a); o_ceil=np.ceil(a); o_abs=np.abs(a); o_neg=-a",
         grid=(N // 256,), a=_arr(f32), **_outs(f32, "o_floor", "o_ceil", "o_abs", "o_neg"), TILE=256),
    case("pow_powi_f32", pow_powi, "o_pow=np.power(a,b); o_powi=a**(arange(TILE)%5) (integer exponent: fpowi at 13.4+, pow before)",
         grid=(N // 256,), a=_arr(f32, init="random_pos"), b=_arr(f32), **_outs(f32, "o_pow", "o_powi"), TILE=256),
    case("atan2_f32", atan2, "out = np.arctan2(a, b) (atan2 needs bytecode 13.2+)",
         grid=(N // 256,), a=_arr(f32), b=_arr(f32), out=A(f32, (N,), init="zeros"), TILE=256),
    case("atan2_f64", atan2, "out = np.arctan2(a, b) in float64",
         grid=(N // 256,), a=_arr(f64), b=_arr(f64), out=A(f64, (N,), init="zeros"), TILE=256),
    case("fma_minmax_f32", fma_minmax,
         "o_fma=a*b+c (fused); o_min=np.fmin-like minimum; o_max=maximum; o_minnan=np.minimum (NaN-propagating); o_maxftz=maximum with denormals flushed",
         grid=(N // 256,), a=_arr(f32), b=_arr(f32), c=_arr(f32),
         **_outs(f32, "o_fma", "o_min", "o_max", "o_minnan", "o_maxftz"), TILE=256, FTZ=True),
    case("fma_minmax_f16", fma_minmax, "as fma_minmax_f32 in float16 (o_maxftz without ftz)",
         grid=(N // 256,), a=_arr(f16), b=_arr(f16), c=_arr(f16),
         **_outs(f16, "o_fma", "o_min", "o_max", "o_minnan", "o_maxftz"), TILE=256, FTZ=False),
    case("rounding_modes_f32", rounding_modes,
         "a+b (round to zero), a-b (round down), a*b (round up), a/b (nearest even, approx, full), sqrt(a) (round to zero), a+b with ftz",
         grid=(N // 256,), a=_arr(f32, init="random_pos"), b=_arr(f32, init="random_pos"),
         **_outs(f32, "o_add_rz", "o_sub_rm", "o_mul_rp", "o_div_rn", "o_div_approx", "o_div_full", "o_sqrt_rz", "o_add_ftz"),
         TILE=256),
    case("approx_math_f32", approx_math,
         "o_exp=np.exp(a) approx (13.3+ rounding attr); o_tanh=np.tanh(a) approx; exp2/rsqrt/sqrt with flush-to-zero",
         grid=(N // 256,), a=_arr(f32, init="random_pos"), **_outs(f32, "o_exp", "o_tanh", "o_exp2ftz", "o_rsqrtftz", "o_sqrtftz"),
         TILE=256),
    case("scalar_broadcast_math_f32", scalar_broadcast_math, "out = ((alpha*a + beta)*2 - 1.5)/3 with runtime float scalars",
         grid=(N // 256,), a=_arr(f32), out=A(f32, (N,), init="zeros"), alpha=S(f32, 0.5), beta=S(f32, 2.0), TILE=256),
]
