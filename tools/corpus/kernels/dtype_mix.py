"""Every dtype in user-style kernels: mixed-dtype arithmetic and promotion, integer
division/remainder on negative numbers at every width, shifts and bit tricks, float64 and
float16 math, fp8 storage on sm_89, bool tiles, reductions and scans per dtype and axis."""
from corpus_lib import A, S, case, ct

f32, f16, bf16, f64 = ct.float32, ct.float16, ct.bfloat16, ct.float64
i8, u8, i16, u16, i32, u32, i64 = ct.int8, ct.uint8, ct.int16, ct.uint16, ct.int32, ct.uint32, ct.int64


@ct.kernel
def mixed_promote(a_i8, b_f16, c_i32, d_u8, o_f32, o_i32, o_bf16, T: ct.Constant[int]):
    i = ct.bid(0)
    a = ct.load(a_i8, index=(i,), shape=(T,))
    b = ct.load(b_f16, index=(i,), shape=(T,))
    c = ct.load(c_i32, index=(i,), shape=(T,))
    d = ct.load(d_u8, index=(i,), shape=(T,))
    ct.store(o_f32, index=(i,), tile=(a.astype(ct.float32) * b.astype(ct.float32) + c.astype(ct.float32)))
    ct.store(o_i32, index=(i,), tile=a.astype(ct.int32) * 3 + d.astype(ct.int32) - c)
    ct.store(o_bf16, index=(i,), tile=(d.astype(ct.float32) * 0.25 - b.astype(ct.float32)).astype(ct.bfloat16))


@ct.kernel
def signed_divmod(a, b, o_floordiv, o_mod, o_cdiv, o_trunc, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    y = ct.load(b, index=(i,), shape=(T,))
    y = ct.where(y == 0, 1, y)
    ct.store(o_floordiv, index=(i,), tile=x // y)
    ct.store(o_mod, index=(i,), tile=x % y)
    ct.store(o_cdiv, index=(i,), tile=ct.cdiv(x, y))
    # C-style truncating quotient built from floor division
    q = x // y
    ct.store(o_trunc, index=(i,), tile=ct.where((x % y != 0) & ((x < 0) != (y < 0)), q + 1, q))


@ct.kernel
def div_by_constants(a, o_d7, o_m7, o_dneg3, o_mneg3, o_d8, o_m8, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    ct.store(o_d7, index=(i,), tile=x // 7)
    ct.store(o_m7, index=(i,), tile=x % 7)
    ct.store(o_dneg3, index=(i,), tile=x // -3)
    ct.store(o_mneg3, index=(i,), tile=x % -3)
    ct.store(o_d8, index=(i,), tile=x // 8)
    ct.store(o_m8, index=(i,), tile=x % 8)


@ct.kernel
def bit_tricks(a, o_rotl, o_popc_lo, o_shl_wrap, o_sar, o_mask, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    ct.store(o_rotl, index=(i,), tile=(x << 3) | (x >> 5))
    ct.store(o_popc_lo, index=(i,), tile=(x & 1) + ((x >> 1) & 1) + ((x >> 2) & 1) + ((x >> 3) & 1))
    ct.store(o_shl_wrap, index=(i,), tile=x << 7)
    ct.store(o_sar, index=(i,), tile=~x >> 2)
    ct.store(o_mask, index=(i,), tile=ct.bitwise_and(x, 0x5A) ^ ct.bitwise_not(x))


@ct.kernel
def shift_by_tile(a, s, o_shl, o_shr, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    k = ct.load(s, index=(i,), shape=(T,))
    ct.store(o_shl, index=(i,), tile=x << k)
    ct.store(o_shr, index=(i,), tile=x >> k)


@ct.kernel
def f64_math(a, o_exp, o_log, o_sin, o_sqrt, o_rsqrt, o_pow, o_tanh, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    ct.store(o_exp, index=(i,), tile=ct.exp(x))
    ct.store(o_log, index=(i,), tile=ct.log(x))
    ct.store(o_sin, index=(i,), tile=ct.sin(x * 3.0))
    ct.store(o_sqrt, index=(i,), tile=ct.sqrt(x))
    ct.store(o_rsqrt, index=(i,), tile=ct.rsqrt(x))
    ct.store(o_pow, index=(i,), tile=ct.pow(x, 2.5))
    ct.store(o_tanh, index=(i,), tile=ct.tanh(x - 1.0))


@ct.kernel
def f16_math(a, o_exp2, o_log2, o_sqrt, o_cos, o_floor, o_div, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    ct.store(o_exp2, index=(i,), tile=ct.exp2(x))
    ct.store(o_log2, index=(i,), tile=ct.log2(x))
    ct.store(o_sqrt, index=(i,), tile=ct.sqrt(x))
    ct.store(o_cos, index=(i,), tile=ct.cos(x))
    ct.store(o_floor, index=(i,), tile=ct.floor(x * 4.0))
    ct.store(o_div, index=(i,), tile=1.0 / x)


@ct.kernel
def ftz_approx_math(a, b, o_div, o_sqrt, o_rsqrt, o_exp2, o_mul, o_max, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    y = ct.load(b, index=(i,), shape=(T,))
    ct.store(o_div, index=(i,), tile=ct.truediv(x, y, rounding_mode=ct.RoundingMode.APPROX, flush_to_zero=True))
    ct.store(o_sqrt, index=(i,), tile=ct.sqrt(x, rounding_mode=ct.RoundingMode.APPROX, flush_to_zero=True))
    ct.store(o_rsqrt, index=(i,), tile=ct.rsqrt(x, flush_to_zero=True))
    ct.store(o_exp2, index=(i,), tile=ct.exp2(-x, flush_to_zero=True))
    ct.store(o_mul, index=(i,), tile=ct.mul(x, y, flush_to_zero=True, rounding_mode=ct.RoundingMode.RZ))
    ct.store(o_max, index=(i,), tile=ct.maximum(x, y, flush_to_zero=True, propagate_nan=True))


@ct.kernel
def fp8_scale_store(a, scale, o_q, o_back, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,)).astype(ct.float32)
    amax = ct.max(ct.abs(x))
    s = 448.0 / ct.maximum(amax, 1e-6)
    q = (x * s).astype(o_q.dtype)
    ct.store(o_q, index=(i,), tile=q)
    ct.store(scale, index=(i,), tile=s)
    ct.store(o_back, index=(i,), tile=q.astype(ct.float32) / s)


@ct.kernel
def bool_tiles(a, b, o_any, o_all, o_count, o_sel, TM: ct.Constant[int], TN: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(TM, TN))
    y = ct.load(b, index=(0, 0), shape=(TM, TN))
    pos = x > 0
    both = pos & y
    ct.store(o_any, index=(0,), tile=ct.max(both.astype(ct.int32), axis=1) > 0)
    ct.store(o_all, index=(0,), tile=ct.min((pos | y).astype(ct.int8), axis=1) == 1)
    ct.store(o_count, index=(0,), tile=ct.sum(both.astype(ct.int32), axis=0))
    ct.store(o_sel, index=(0, 0), tile=ct.where(both, x, ct.where(y, -x, 0.0)))


@ct.kernel
def reduce_axes_int(a, o_max0, o_min1, o_sum0, o_argmin0, TM: ct.Constant[int], TN: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(TM, TN))
    ct.store(o_max0, index=(0, 0), tile=ct.max(x, axis=0, keepdims=True))
    ct.store(o_min1, index=(0, 0), tile=ct.min(x, axis=1, keepdims=True))
    ct.store(o_sum0, index=(0,), tile=ct.sum(x, axis=0))
    ct.store(o_argmin0, index=(0,), tile=ct.argmin(x, axis=0))


@ct.kernel
def scans_axis0(a, o_cumsum0, o_cumprod_rev1, o_cummin0, TM: ct.Constant[int], TN: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(TM, TN))
    ct.store(o_cumsum0, index=(0, 0), tile=ct.cumsum(x, axis=0))
    ct.store(o_cumprod_rev1, index=(0, 0), tile=ct.cumprod(x, axis=1, reverse=True))
    ct.store(o_cummin0, index=(0, 0), tile=ct.scan(x, 0, lambda p, q: ct.minimum(p, q), 127))


@ct.kernel
def f16_sum_prod(a, o_sum0, o_prod1, o_max_all, TM: ct.Constant[int], TN: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(TM, TN))
    ct.store(o_sum0, index=(0,), tile=ct.sum(x, axis=0))
    ct.store(o_prod1, index=(0,), tile=ct.prod(x, axis=1))
    ct.store(o_max_all, index=(0,), tile=ct.max(x))


@ct.kernel
def i64_big_constants(a, out, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    y = x * 1099511627776 + 0x7FFFFFFF00000001
    ct.store(out, index=(i,), tile=(y >> 20) ^ (y & 0xFFFF))


def _o(dt, n, *names):
    return {k: A(dt, (n,), init="zeros") for k in names}


N = 512
_DM = ("o_floordiv", "o_mod", "o_cdiv", "o_trunc")
_DMD = "y=where(b==0,1,b); o_floordiv=a//y; o_mod=a%y (python signs); o_cdiv=-(-a//y); o_trunc=C-style a/y"
_DC = ("o_d7", "o_m7", "o_dneg3", "o_mneg3", "o_d8", "o_m8")
_DCD = "a//7, a%7, a//-3, a%-3, a//8, a%8 (python floor semantics)"
_BT = ("o_rotl", "o_popc_lo", "o_shl_wrap", "o_sar", "o_mask")
_BTD = "(a<<3)|(a>>5); low-4-bit popcount; a<<7 (wrapping); ~a>>2; (a&0x5A)^~a"
CASES = [
    case("mixed_promote", mixed_promote,
         "o_f32 = a_i8*b_f16 + c_i32 (f32); o_i32 = 3*a_i8 + d_u8 - c_i32; o_bf16 = bf16(d_u8*0.25 - b_f16)", grid=(2,),
         a_i8=A(i8, (256,), init="randint:-128:128"), b_f16=A(f16, (256,)), c_i32=A(i32, (256,), init="randint:-1000:1000"),
         d_u8=A(u8, (256,), init="randint:0:256"), o_f32=A(f32, (256,), init="zeros"), o_i32=A(i32, (256,), init="zeros"),
         o_bf16=A(bf16, (256,), init="zeros"), T=128),
    case("signed_divmod_i32", signed_divmod, _DMD + " (int32, negative operands)", grid=(N // 128,),
         a=A(i32, (N,), init="randint:-1000:1000"), b=A(i32, (N,), init="randint:-20:20"), **_o(i32, N, *_DM), T=128),
    case("signed_divmod_i64", signed_divmod, _DMD + " (int64)", grid=(N // 128,),
         a=A(i64, (N,), init="randint:-100000:100000"), b=A(i64, (N,), init="randint:-300:300"), **_o(i64, N, *_DM), T=128),
    case("signed_divmod_i16", signed_divmod, _DMD + " (int16)", grid=(N // 128,),
         a=A(i16, (N,), init="randint:-30000:30000"), b=A(i16, (N,), init="randint:-9:9"), **_o(i16, N, *_DM), T=128),
    case("signed_divmod_i8", signed_divmod, _DMD + " (int8)", grid=(N // 128,),
         a=A(i8, (N,), init="randint:-127:128"), b=A(i8, (N,), init="randint:-9:9"), **_o(i8, N, *_DM), T=128),
    case("div_by_constants_i32", div_by_constants, _DCD + " (int32)", grid=(N // 128,),
         a=A(i32, (N,), init="randint:-100000:100000"), **_o(i32, N, *_DC), T=128),
    case("div_by_constants_i64", div_by_constants, _DCD + " (int64)", grid=(N // 128,),
         a=A(i64, (N,), init="randint:-100000:100000"), **_o(i64, N, *_DC), T=128),
    case("bit_tricks_u8", bit_tricks, _BTD + " (uint8, logical shifts)", grid=(N // 128,),
         a=A(u8, (N,), init="randint:0:256"), **_o(u8, N, *_BT), T=128),
    case("bit_tricks_i16", bit_tricks, _BTD + " (int16, arithmetic right shift)", grid=(N // 128,),
         a=A(i16, (N,), init="randint:-32768:32768"), **_o(i16, N, *_BT), T=128),
    case("bit_tricks_i64", bit_tricks, _BTD + " (int64)", grid=(N // 128,),
         a=A(i64, (N,), init="randint:-1000000000:1000000000"), **_o(i64, N, *_BT), T=128),
    case("shift_by_tile_u16", shift_by_tile, "o_shl = a << s; o_shr = a >> s (uint16, s in [0,16))", grid=(N // 128,),
         a=A(u16, (N,), init="randint:0:65536"), s=A(u16, (N,), init="randint:0:16"), **_o(u16, N, "o_shl", "o_shr"), T=128),
    case("shift_by_tile_i64", shift_by_tile, "o_shl = a << s; o_shr = a >> s (int64, s in [0,64))", grid=(N // 128,),
         a=A(i64, (N,), init="randint:-1000000000:1000000000"), s=A(i64, (N,), init="randint:0:64"),
         **_o(i64, N, "o_shl", "o_shr"), T=128),
    case("f64_math", f64_math, "exp, log, sin(3x), sqrt, rsqrt, x**2.5, tanh(x-1) in float64", grid=(N // 128,),
         a=A(f64, (N,), init="random_pos"), **_o(f64, N, "o_exp", "o_log", "o_sin", "o_sqrt", "o_rsqrt", "o_pow", "o_tanh"),
         T=128),
    case("f16_math", f16_math, "exp2, log2, sqrt, cos, floor(4x), 1/x in float16", grid=(N // 128,),
         a=A(f16, (N,), init="random_pos"), **_o(f16, N, "o_exp2", "o_log2", "o_sqrt", "o_cos", "o_floor", "o_div"), T=128),
    case("ftz_approx_math_f32", ftz_approx_math,
         "a/b (approx, ftz); sqrt(a) (approx, ftz); rsqrt ftz; exp2(-a) ftz; a*b (rz, ftz); maximum (ftz, nan-propagating)",
         grid=(N // 128,), a=A(f32, (N,), init="random_pos"), b=A(f32, (N,), init="random_pos"),
         **_o(f32, N, "o_div", "o_sqrt", "o_rsqrt", "o_exp2", "o_mul", "o_max"), T=128),
    case("fp8_scale_store_e4m3_sm100", fp8_scale_store,
         "per block: s = 448/max(|a|); o_q = e4m3(a*s); scale[blk] = s; o_back = f32(o_q)/s (gpu_code sm_100; cuTile refuses e4m3 on sm_89)",
         grid=(4,), gpu_code="sm_100", a=A(f16, (256,)), scale=A(f32, (4,), init="zeros"),
         o_q=A(ct.float8_e4m3fn, (256,), init="zeros"), o_back=A(f32, (256,), init="zeros"), T=64),
    case("fp8_scale_store_e5m2_sm90", fp8_scale_store,
         "as fp8_scale_store_e4m3_sm100 with float8_e5m2 storage (gpu_code sm_90)",
         grid=(4,), gpu_code="sm_90", a=A(bf16, (256,)), scale=A(f32, (4,), init="zeros"),
         o_q=A(ct.float8_e5m2, (256,), init="zeros"), o_back=A(f32, (256,), init="zeros"), T=64),
    case("bool_tiles", bool_tiles,
         "p=a>0; q=p&b; o_any=q.any(1); o_all=(p|b).all(1); o_count=q.sum(0); o_sel=where(q,a,where(b,-a,0))",
         a=A(f32, (16, 32)), b=A(ct.bool_, (16, 32), init="random"), o_any=A(ct.bool_, (16,), init="zeros"),
         o_all=A(ct.bool_, (16,), init="zeros"), o_count=A(i32, (32,), init="zeros"), o_sel=A(f32, (16, 32), init="zeros"),
         TM=16, TN=32),
    case("reduce_axes_i8", reduce_axes_int,
         "o_max0=a.max(0,keepdims); o_min1=a.min(1,keepdims); o_sum0=a.sum(0) (wrapping int8); o_argmin0=a.argmin(0)",
         a=A(i8, (16, 64), init="randint:-128:128"), o_max0=A(i8, (1, 64), init="zeros"), o_min1=A(i8, (16, 1), init="zeros"),
         o_sum0=A(i8, (64,), init="zeros"), o_argmin0=A(i32, (64,), init="zeros"), TM=16, TN=64),
    case("reduce_axes_u16", reduce_axes_int, "as reduce_axes_i8 for uint16 (unsigned max/min/argmin)",
         a=A(u16, (32, 16), init="randint:0:65536"), o_max0=A(u16, (1, 16), init="zeros"), o_min1=A(u16, (32, 1), init="zeros"),
         o_sum0=A(u16, (16,), init="zeros"), o_argmin0=A(i32, (16,), init="zeros"), TM=32, TN=16),
    case("reduce_axes_i64", reduce_axes_int, "as reduce_axes_i8 for int64",
         a=A(i64, (8, 32), init="randint:-1000000000000:1000000000000"), o_max0=A(i64, (1, 32), init="zeros"),
         o_min1=A(i64, (8, 1), init="zeros"), o_sum0=A(i64, (32,), init="zeros"), o_argmin0=A(i32, (32,), init="zeros"),
         TM=8, TN=32),
    case("scans_axis0_i16", scans_axis0,
         "o_cumsum0=np.cumsum(a,0); o_cumprod_rev1=reverse cumprod along 1; o_cummin0=np.minimum.accumulate(a,0) (int16)",
         a=A(i16, (16, 8), init="randint:-3:4"), o_cumsum0=A(i16, (16, 8), init="zeros"),
         o_cumprod_rev1=A(i16, (16, 8), init="zeros"), o_cummin0=A(i16, (16, 8), init="zeros"), TM=16, TN=8),
    case("scans_axis0_f32", scans_axis0, "as scans_axis0_i16 in float32 (64x4 tile)",
         a=A(f32, (64, 4), init="uniform:0.5:1.5"), o_cumsum0=A(f32, (64, 4), init="zeros"),
         o_cumprod_rev1=A(f32, (64, 4), init="zeros"), o_cummin0=A(f32, (64, 4), init="zeros"), TM=64, TN=4),
    case("f16_sum_prod", f16_sum_prod, "o_sum0=a.sum(0); o_prod1=a.prod(1); o_max_all[0]=a.max() (float16)",
         a=A(f16, (32, 16), init="uniform:0.8:1.2"), o_sum0=A(f16, (16,), init="zeros"), o_prod1=A(f16, (32,), init="zeros"),
         o_max_all=A(f16, (1,), init="zeros"), TM=32, TN=16),
    case("i64_big_constants", i64_big_constants, "y = a*2**40 + 0x7FFFFFFF00000001 (wrapping); out = (y>>20) ^ (y&0xFFFF)",
         grid=(2,), a=A(i64, (256,), init="randint:-100000:100000"), out=A(i64, (256,), init="zeros"), T=128),
]
