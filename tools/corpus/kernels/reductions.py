"""Reductions (sum/max/min/prod/argmax/argmin, custom and tuple reduce) and scans
(cumsum/cumprod, reverse, custom scan)."""
from corpus_lib import A, S, case, ct

f32, f16, i32 = ct.float32, ct.float16, ct.int32


@ct.kernel
def reduce_rows(a, o_sum, o_max, o_min, o_prod, M: ct.Constant[int], N: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(M, N))
    ct.store(o_sum, index=(0,), tile=ct.sum(x, axis=1))
    ct.store(o_max, index=(0,), tile=ct.max(x, axis=1))
    ct.store(o_min, index=(0,), tile=ct.min(x, 1))
    ct.store(o_prod, index=(0,), tile=ct.prod(x, axis=1))


@ct.kernel
def reduce_all_keepdims(a, o_total, o_colmax, M: ct.Constant[int], N: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(M, N))
    ct.store(o_total, index=(0,), tile=ct.sum(x))
    ct.store(o_colmax, index=(0, 0), tile=ct.max(x, axis=0, keepdims=True))


@ct.kernel
def reduce_3d_multi_axis(a, out):
    x = ct.load(a, index=(0, 0, 0), shape=(4, 8, 16))
    ct.store(out, index=(0,), tile=ct.sum(x, (1, 2)))


@ct.kernel
def argmax_argmin(a, o_argmax, o_argmin, o_argmax_all, M: ct.Constant[int], N: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(M, N))
    ct.store(o_argmax, index=(0,), tile=ct.argmax(x, axis=1))
    ct.store(o_argmin, index=(0,), tile=ct.argmin(x, axis=1))
    ct.store(o_argmax_all, index=(0,), tile=ct.argmax(x, propagate_nan=True))


@ct.kernel
def reduce_flags(a, o_sum_rz, o_max_nan, o_min_ftz, M: ct.Constant[int], N: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(M, N))
    ct.store(o_sum_rz, index=(0,), tile=ct.sum(x, axis=1, rounding_mode=ct.RoundingMode.RZ))
    ct.store(o_max_nan, index=(0,), tile=ct.max(x, axis=1, propagate_nan=True))
    ct.store(o_min_ftz, index=(0,), tile=ct.min(x, axis=1, flush_to_zero=True))


def _absmax(a, b):
    return ct.maximum(ct.abs(a), ct.abs(b))


@ct.kernel
def custom_reduce(a, o_absmax, o_xor, M: ct.Constant[int], N: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(M, N))
    ct.store(o_absmax, index=(0,), tile=ct.reduce(x, 1, _absmax, 0.0))
    xi = ct.bitcast(x, ct.int32)
    ct.store(o_xor, index=(0,), tile=ct.reduce(xi, axis=1, func=lambda p, q: p ^ q, identity=0))


@ct.kernel
def tuple_reduce(a, o_max, o_idx, M: ct.Constant[int], N: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(M, N))
    idx = ct.broadcast_to(ct.arange(N, dtype=ct.int32)[None, :], (M, N))

    def combine(v0, i0, v1, i1):
        take1 = v1 > v0
        return ct.where(take1, v1, v0), ct.where(take1, i1, i0)

    mx, ix = ct.reduce((x, idx), 1, combine, (float("-inf"), 0))
    ct.store(o_max, index=(0,), tile=mx)
    ct.store(o_idx, index=(0,), tile=ix)


@ct.kernel
def scans(a, o_cumsum, o_cumprod, o_rev, M: ct.Constant[int], N: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(M, N))
    ct.store(o_cumsum, index=(0, 0), tile=ct.cumsum(x, axis=1))
    ct.store(o_cumprod, index=(0, 0), tile=ct.cumprod(x, axis=0))
    ct.store(o_rev, index=(0, 0), tile=ct.cumsum(x, axis=1, reverse=True))


@ct.kernel
def custom_scan(a, o_cummax, o_tuple_sum, o_tuple_cnt, N: ct.Constant[int]):
    x = ct.load(a, index=(0,), shape=(N,))
    ct.store(o_cummax, index=(0,), tile=ct.scan(x, 0, lambda p, q: ct.maximum(p, q), float("-inf")))
    ones = ct.ones((N,), dtype=ct.int32)
    s, c = ct.scan((x, ones), 0, lambda p0, p1, q0, q1: (p0 + q0, p1 + q1), (0.0, 0), reverse=True)
    ct.store(o_tuple_sum, index=(0,), tile=s)
    ct.store(o_tuple_cnt, index=(0,), tile=c)


@ct.kernel
def scan_flags(a, out, N: ct.Constant[int]):
    x = ct.load(a, index=(0,), shape=(N,))
    ct.store(out, index=(0,), tile=ct.cumsum(x, rounding_mode=ct.RoundingMode.RZ, flush_to_zero=True))


M, N = 8, 32
CASES = [
    case("reduce_rows_f32", reduce_rows, "o_sum=a.sum(1); o_max=a.max(1); o_min=a.min(1); o_prod=a.prod(1)",
         a=A(f32, (M, N)), o_sum=A(f32, (M,), init="zeros"), o_max=A(f32, (M,), init="zeros"),
         o_min=A(f32, (M,), init="zeros"), o_prod=A(f32, (M,), init="zeros"), M=M, N=N),
    case("reduce_rows_i32", reduce_rows, "as reduce_rows_f32 in int32 (wrapping prod)",
         a=A(i32, (M, N), init="randint:-3:4"), o_sum=A(i32, (M,), init="zeros"), o_max=A(i32, (M,), init="zeros"),
         o_min=A(i32, (M,), init="zeros"), o_prod=A(i32, (M,), init="zeros"), M=M, N=N),
    case("reduce_rows_u8", reduce_rows, "as reduce_rows_f32 in uint8 (unsigned max/min, wrapping sum/prod)",
         a=A(ct.uint8, (M, N), init="randint:0:256"), o_sum=A(ct.uint8, (M,), init="zeros"),
         o_max=A(ct.uint8, (M,), init="zeros"), o_min=A(ct.uint8, (M,), init="zeros"),
         o_prod=A(ct.uint8, (M,), init="zeros"), M=M, N=N),
    case("reduce_rows_f16", reduce_rows, "as reduce_rows_f32 in float16 (sum accumulates in f32)",
         a=A(f16, (M, N)), o_sum=A(f16, (M,), init="zeros"), o_max=A(f16, (M,), init="zeros"),
         o_min=A(f16, (M,), init="zeros"), o_prod=A(f16, (M,), init="zeros"), M=M, N=N),
    case("reduce_all_keepdims_f32", reduce_all_keepdims, "o_total[0]=a.sum(); o_colmax=a.max(0, keepdims=True)",
         a=A(f32, (M, N)), o_total=A(f32, (1,), init="zeros"), o_colmax=A(f32, (1, N), init="zeros"), M=M, N=N),
    case("reduce_3d_multi_axis_f32", reduce_3d_multi_axis, "out = a.sum(axis=(1, 2))",
         a=A(f32, (4, 8, 16)), out=A(f32, (4,), init="zeros")),
    case("argmax_argmin_f32", argmax_argmin,
         "o_argmax=a.argmax(1); o_argmin=a.argmin(1) (int32); o_argmax_all[0]=a.argmax() (NaN-propagating)",
         a=A(f32, (M, N)), o_argmax=A(i32, (M,), init="zeros"), o_argmin=A(i32, (M,), init="zeros"),
         o_argmax_all=A(i32, (1,), init="zeros"), M=M, N=N),
    case("reduce_flags_f32", reduce_flags, "o_sum_rz=a.sum(1) (round to zero); o_max_nan=np.max(a,1) (NaN propagates); o_min_ftz=a.min(1) (ftz)",
         a=A(f32, (M, N)), o_sum_rz=A(f32, (M,), init="zeros"), o_max_nan=A(f32, (M,), init="zeros"),
         o_min_ftz=A(f32, (M,), init="zeros"), M=M, N=N),
    case("custom_reduce_f32", custom_reduce, "o_absmax=np.abs(a).max(1); o_xor=xor-reduce of a.view(int32) along 1",
         a=A(f32, (M, N)), o_absmax=A(f32, (M,), init="zeros"), o_xor=A(i32, (M,), init="zeros"), M=M, N=N),
    case("tuple_reduce_f32", tuple_reduce, "o_max=a.max(1); o_idx=a.argmax(1) via a 2-tuple reduce (first max wins)",
         a=A(f32, (M, N)), o_max=A(f32, (M,), init="zeros"), o_idx=A(i32, (M,), init="zeros"), M=M, N=N),
    case("scans_f32", scans, "o_cumsum=np.cumsum(a,1); o_cumprod=np.cumprod(a,0); o_rev=np.cumsum(a[:,::-1],1)[:,::-1]",
         a=A(f32, (M, N)), o_cumsum=A(f32, (M, N), init="zeros"), o_cumprod=A(f32, (M, N), init="zeros"),
         o_rev=A(f32, (M, N), init="zeros"), M=M, N=N),
    case("scans_i64", scans, "as scans_f32 in int64",
         a=A(ct.int64, (M, N), init="randint:-3:4"), o_cumsum=A(ct.int64, (M, N), init="zeros"),
         o_cumprod=A(ct.int64, (M, N), init="zeros"), o_rev=A(ct.int64, (M, N), init="zeros"), M=M, N=N),
    case("custom_scan_f32", custom_scan,
         "o_cummax=np.maximum.accumulate(a); o_tuple_sum=reverse cumsum of a; o_tuple_cnt=reverse cumsum of ones (N-i)",
         a=A(f32, (64,)), o_cummax=A(f32, (64,), init="zeros"), o_tuple_sum=A(f32, (64,), init="zeros"),
         o_tuple_cnt=A(i32, (64,), init="zeros"), N=64),
    case("scan_flags_f32", scan_flags, "out = np.cumsum(a) (round toward zero, ftz)",
         a=A(f32, (64,)), out=A(f32, (64,), init="zeros"), N=64),
]
