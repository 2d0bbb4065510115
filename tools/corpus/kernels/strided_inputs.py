"""Arrays that are not C-contiguous, as users pass them (numpy/torch transposes and slices):
column-major (F-order) 2-D and 3-D arrays, every-K-th-element views, through tiled loads
with tails, row reductions, gather/scatter and atomics.  The manifest's `layout` says how
the test arguments are placed in memory; the kernels' constraints allow any strides."""
from corpus_lib import A, S, case, ct

f32, f16, i32, i64 = ct.float32, ct.float16, ct.int32, ct.int64
PM = ct.PaddingMode


@ct.kernel
def axpy_views(x, y, out, alpha, T: ct.Constant[int]):
    i = ct.bid(0)
    a = ct.load(x, index=(i,), shape=(T,), padding_mode=PM.ZERO)
    b = ct.load(y, index=(i,), shape=(T,), padding_mode=PM.ZERO)
    ct.store(out, index=(i,), tile=alpha * a + b)


@ct.kernel
def tiles_2d_views(a, b, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    x = ct.load(a, index=(bm, bn), shape=(TM, TN), padding_mode=PM.ZERO)
    y = ct.load(b, index=(bm, bn), shape=(TM, TN), padding_mode=PM.ZERO)
    ct.store(out, index=(bm, bn), tile=x * y - x)


@ct.kernel
def row_softmax_view(x, out, TN: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, TN), padding_mode=PM.NEG_INF).astype(ct.float32)
    e = ct.exp(t - ct.max(t, axis=1, keepdims=True))
    ct.store(out, index=(row, 0), tile=(e / ct.sum(e, axis=1, keepdims=True)).astype(out.dtype))


@ct.kernel
def gather_scatter_views(a, idx, out, T: ct.Constant[int]):
    i = ct.bid(0)
    ind = ct.load(idx, index=(i,), shape=(T,))
    ct.scatter(out, ind, ct.gather(a, ind) + 1.0)


@ct.kernel
def atomic_views(x, hist, T: ct.Constant[int]):
    v = ct.load(x, index=(ct.bid(0),), shape=(T,), padding_mode=PM.ZERO)
    ct.atomic_add(hist, ct.arange(T, dtype=ct.int32) % 8, v)


@ct.kernel
def copy_3d_view(a, out):
    x = ct.load(a, index=(0, 0, 0), shape=(4, 8, 16))
    ct.store(out, index=(0, 0, 0), tile=ct.permute(x, (2, 1, 0)) * 2)


T = 64
CASES = [
    case("axpy_views_step2_f32", axpy_views, "out = alpha*x + y on every-other-element views (strides 2, 3, 2), 300 elements",
         grid=(5,), x=A(f32, (300,), layout="step:2"), y=A(f32, (300,), layout="step:3"),
         out=A(f32, (300,), init="zeros", layout="step:2"), alpha=S(f32, -1.5), T=T),
    case("tiles_2d_views_forder_f32", tiles_2d_views, "out = a*b - a on column-major (F-order) 70x50 arrays, 32x32 tiles with tails",
         grid=(3, 2), a=A(f32, (70, 50), layout="F"), b=A(f32, (70, 50)), out=A(f32, (70, 50), init="zeros", layout="F"),
         TM=32, TN=32),
    case("tiles_2d_views_step_i32", tiles_2d_views, "out = a*b - a on int32 views taking every 4th column, 16x16 tiles",
         grid=(2, 3), a=A(i32, (20, 40), init="randint:-50:50", layout="step:4"), b=A(i32, (20, 40), init="randint:-50:50"),
         out=A(i32, (20, 40), init="zeros", layout="step:2"), TM=16, TN=16),
    case("row_softmax_view_forder_f16", row_softmax_view, "out = softmax(x, axis=1) with x and out column-major (row elements strided)",
         grid=(8,), x=A(f16, (8, 100), layout="F"), out=A(f16, (8, 100), init="zeros", layout="F"), TN=128),
    case("gather_scatter_views_f32", gather_scatter_views, "out[idx] = a[idx] + 1 with a, idx and out every-3rd/2nd-element views",
         grid=(2,), a=A(f32, (128,), layout="step:3"), idx=A(i32, (128,), init="perm", layout="step:2"),
         out=A(f32, (128,), init="zeros", layout="step:3"), T=T),
    case("atomic_views_f32", atomic_views, "hist[k%8] += x[k] (atomic float adds) with hist an every-other-element view",
         grid=(3,), x=A(f32, (150,), layout="step:2"), hist=A(f32, (8,), init="zeros", layout="step:2"), T=T),
    case("copy_3d_view_forder_i64", copy_3d_view, "out = 2 * a.transpose(2,1,0) with a column-major and out C-ordered",
         a=A(i64, (4, 8, 16), init="arange", layout="F"), out=A(i64, (16, 8, 4), init="zeros")),
]
