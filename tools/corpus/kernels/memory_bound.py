"""Memory-bound kernels whose code NVIDIA's tileiras shapes with care: an aligned transpose
(NVIDIA stages it through shared memory to write 128 bits per thread), a row sum and row max
with two outputs (one store per row), and an aligned saxpy whose tile has fewer elements than
4 per thread (NVIDIA narrows the vector so that every thread works). The big-tile cases (65,536
elements per tile, 512 per thread) are loops over register chunks in NVIDIA's PTX and ours
(`transforms/strip_mine.py`)."""
from corpus_lib import A, S, case, ct

f32, f16 = ct.float32, ct.float16


def dense(dtype, shape):
    """A contiguous array as cuTile sees a fresh torch tensor: last stride the constant 1,
    16-byte divisible strides, 16-divisible extents, base 16-byte aligned."""
    itemsize = {f32: 4, f16: 2}[dtype]
    strides, step = [], 1
    for extent in reversed(shape):
        strides.insert(0, step)
        step *= extent
    per16 = 16 // itemsize
    return A(dtype, shape, stride_constant=tuple([None] * (len(shape) - 1) + [1]),
             stride_divisible_by=tuple(per16 if (s * itemsize) % 16 == 0 else 1 for s in strides),
             shape_divisible_by=tuple(16 if n % 16 == 0 else 1 for n in shape), base_addr_divisible_by=16)


@ct.kernel
def transpose_aligned(a, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    ct.store(out, index=(bn, bm), tile=ct.transpose(ct.load(a, index=(bm, bn), shape=(TM, TN))))


@ct.kernel
def row_sum_max(x, s, m, TM: ct.Constant[int], TN: ct.Constant[int]):
    bm = ct.bid(0)
    t = ct.load(x, index=(bm, 0), shape=(TM, TN))
    ct.store(s, index=(bm,), tile=ct.sum(t, axis=1))
    ct.store(m, index=(bm,), tile=ct.max(t, axis=1))


@ct.kernel
def saxpy(x, y, a, T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(y, index=(i,), tile=a * ct.load(x, index=(i,), shape=(T,)) + ct.load(y, index=(i,), shape=(T,)))


CASES = [
    case("transpose_aligned_f32", transpose_aligned,
         "out = a.T for a dense 128x64 float32 array (unit inner stride, 16-byte aligned), 32x32 tiles",
         grid=(4, 2), a=dense(f32, (128, 64)), out=dense(f32, (64, 128)), TM=32, TN=32),
    case("transpose_aligned_f16", transpose_aligned,
         "out = a.T for a dense 64x128 float16 array (unit inner stride, 16-byte aligned), 32x64 tiles",
         grid=(2, 2), a=dense(f16, (64, 128)), out=dense(f16, (128, 64)), TM=32, TN=64),
    case("row_sum_max_f32", row_sum_max,
         "s = x.sum(1), m = x.max(1) for a 48x256 float32 array, 16x256 tiles (no alignment facts)",
         grid=(3,), x=A(f32, (48, 256)), s=A(f32, (48,), init="zeros"), m=A(f32, (48,), init="zeros"),
         TM=16, TN=256),
    case("row_sum_max_dense_f32", row_sum_max,
         "s = x.sum(1), m = x.max(1) for a dense 32x512 float32 array, 16x512 tiles",
         grid=(2,), x=dense(f32, (32, 512)), s=dense(f32, (32,)), m=dense(f32, (32,)), TM=16, TN=512),
    case("saxpy_f32", saxpy,
         "y = a*x + y for dense float32 vectors of 1024 elements, 256-element tiles",
         grid=(4,), x=dense(f32, (1024,)), y=dense(f32, (1024,)), a=S(f32, 1.5), T=256),
    case("saxpy_small_tile_f32", saxpy,
         "y = a*x + y for dense float32 vectors of 512 elements, 128-element tiles (one per thread)",
         grid=(4,), x=dense(f32, (512,)), y=dense(f32, (512,)), a=S(f32, -0.75), T=128),
    case("saxpy_big_tile_f32", saxpy,
         "y = a*x + y for dense float32 vectors of 163,840 elements, 65,536-element tiles (the last one half out)",
         grid=(3,), x=dense(f32, (163840,)), y=dense(f32, (163840,)), a=S(f32, 0.5), T=65536),
    case("row_sum_max_big_tile_f32", row_sum_max,
         "s = x.sum(1), m = x.max(1) for a 40x4096 float32 array, 16x4096 tiles (the last one half out)",
         grid=(3,), x=A(f32, (40, 4096)), s=A(f32, (40,), init="zeros"), m=A(f32, (40,), init="zeros"),
         TM=16, TN=4096),
]
