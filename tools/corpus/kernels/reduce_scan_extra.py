"""Reductions and scans with custom combiners beyond sums: bool or/and/xor reduce and scan,
mixed-dtype tuple scans (float sum with int64 count), reverse uint8 running max, NaN-aware
bfloat16 argmax, a keepdims tuple reduce with tie-breaking by index, int8 products, and a
masked 2-D gather/scatter with int64 indices."""
from corpus_lib import A, S, case, ct

f32, f16, bf16, i32, i64, u8, i8 = ct.float32, ct.float16, ct.bfloat16, ct.int32, ct.int64, ct.uint8, ct.int8

@ct.kernel
def bool_reduce(a, o_any, o_all, o_scan):
    x = ct.load(a, index=(0, 0), shape=(8, 16)) > 0
    ct.store(o_any, index=(0,), tile=ct.reduce(x, 1, lambda p, q: p | q, False))
    ct.store(o_all, index=(0, 0), tile=ct.reduce(x, 0, lambda p, q: p & q, True, keepdims=True))
    ct.store(o_scan, index=(0, 0), tile=ct.scan(x, 1, lambda p, q: p ^ q, False))

@ct.kernel
def tuple_scan_mixed(a, o_s, o_c):
    x = ct.load(a, index=(0, 0), shape=(4, 32))
    c = ct.ones((4, 32), dtype=ct.int64)
    s, n = ct.scan((x, c), 1, lambda p0, p1, q0, q1: (p0 + q0, p1 + q1), (0.0, 0))
    ct.store(o_s, index=(0, 0), tile=s)
    ct.store(o_c, index=(0, 0), tile=n)

@ct.kernel
def u8_cummax(a, o):
    x = ct.load(a, index=(0,), shape=(64,))
    ct.store(o, index=(0,), tile=ct.scan(x, 0, lambda p, q: ct.maximum(p, q), 0, reverse=True))

@ct.kernel
def argmax_nan_bf16(a, o1, o2):
    x = ct.load(a, index=(0, 0), shape=(8, 16))
    ct.store(o1, index=(0,), tile=ct.argmax(x, axis=1, propagate_nan=True))
    ct.store(o2, index=(0,), tile=ct.argmin(x, axis=0))

@ct.kernel
def tuple_reduce_keep(a, o_v, o_i):
    x = ct.load(a, index=(0, 0), shape=(16, 8))
    idx = ct.broadcast_to(ct.arange(16, dtype=ct.int32)[:, None], (16, 8))
    def comb(v0, i0, v1, i1):
        t = (v1 < v0) | ((v1 == v0) & (i1 < i0))
        return ct.where(t, v1, v0), ct.where(t, i1, i0)
    v, i = ct.reduce((x, idx), 0, comb, (float("inf"), 1 << 30), keepdims=True)
    ct.store(o_v, index=(0, 0), tile=v)
    ct.store(o_i, index=(0, 0), tile=i)

@ct.kernel
def i8_prod_scan(a, o1, o2):
    x = ct.load(a, index=(0, 0), shape=(4, 16))
    ct.store(o1, index=(0, 0), tile=ct.cumprod(x, axis=1))
    ct.store(o2, index=(0,), tile=ct.prod(x, axis=1))

@ct.kernel
def gather_i64_2d(a, r, c, o):
    ri = ct.load(r, index=(0,), shape=(8,))
    ci = ct.load(c, index=(0,), shape=(16,))
    t = ct.gather(a, (ri[:, None], ci[None, :]), mask=(ri[:, None] >= 0) & (ci[None, :] % 2 == 0), padding_value=5.5)
    ct.scatter(o, (ct.arange(8, dtype=ct.int64)[:, None], ct.arange(16, dtype=ct.int64)[None, :]), t)

CASES = [
    case("bool_reduce", bool_reduce, "p = a > 0: o_any = p.any(1); o_all = p.all(0, keepdims); o_scan = xor-scan of p along 1",
         a=A(f32, (8, 16)), o_any=A(ct.bool_, (8,), init="zeros"), o_all=A(ct.bool_, (1, 16), init="zeros"),
         o_scan=A(ct.bool_, (8, 16), init="zeros")),
    case("tuple_scan_mixed", tuple_scan_mixed, "o_s = np.cumsum(a, 1); o_c = running count (int64) via a (f32, i64) tuple scan",
         a=A(f32, (4, 32)), o_s=A(f32, (4, 32), init="zeros"), o_c=A(i64, (4, 32), init="zeros")),
    case("u8_cummax", u8_cummax, "o = reverse running max of a (uint8)",
         a=A(u8, (64,), init="randint:0:256"), o=A(u8, (64,), init="zeros")),
    case("argmax_nan_bf16", argmax_nan_bf16, "o1 = argmax(a, 1) with NaN propagating (first NaN wins); o2 = argmin(a, 0) (bfloat16)",
         a=A(bf16, (8, 16), init="random_with_nan"), o1=A(i32, (8,), init="zeros"), o2=A(i32, (16,), init="zeros")),
    case("tuple_reduce_keep", tuple_reduce_keep, "o_v = a.min(0, keepdims); o_i = first row index of that min (tuple reduce, keepdims)",
         a=A(f32, (16, 8), init="randint:-3:3"), o_v=A(f32, (1, 8), init="zeros"), o_i=A(i32, (1, 8), init="zeros")),
    case("i8_prod_scan", i8_prod_scan, "o1 = np.cumprod(a, 1); o2 = a.prod(1) (int8, wrapping)",
         a=A(i8, (4, 16), init="randint:-3:4"), o1=A(i8, (4, 16), init="zeros"), o2=A(i8, (4,), init="zeros")),
    case("gather_i64_2d", gather_i64_2d,
         "o[i, j] = a[r[i], c[j]] where r[i] >= 0, c[j] even and both in bounds, else 5.5 (int64 indices and index type)",
         a=A(f32, (10, 20), index_dtype=i64), r=A(i64, (8,), init="randint:-2:12"), c=A(i64, (16,), init="randint:-3:22"),
         o=A(f32, (8, 16), init="zeros", index_dtype=i64)),
]
