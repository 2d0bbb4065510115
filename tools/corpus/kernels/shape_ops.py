"""Tile shape manipulation: broadcast, reshape, permute/transpose, cat, extract, insert,
expand_dims, iota/arange, constants (full/zeros/ones, non-splat dense constants)."""
from corpus_lib import A, S, case, ct

f32, f16, i32 = ct.float32, ct.float16, ct.int32


@ct.kernel
def broadcast_outer(a, b, out, M: ct.Constant[int], N: ct.Constant[int]):
    x = ct.load(a, index=(0,), shape=(M,))
    y = ct.load(b, index=(0,), shape=(N,))
    xo = ct.broadcast_to(ct.expand_dims(x, 1), (M, N))
    yo = y[None, :]
    ct.store(out, index=(0, 0), tile=xo * yo)


@ct.kernel
def reshape_2d(a, out, M: ct.Constant[int], N: ct.Constant[int]):
    x = ct.load(a, index=(0,), shape=(M * N,))
    y = ct.reshape(x, (M, N))
    z = y.reshape((M, -1))
    ct.store(out, index=(0, 0), tile=z + 1)


@ct.kernel
def transpose_tile(a, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    bx = ct.bid(0)
    by = ct.bid(1)
    x = ct.load(a, index=(bx, by), shape=(TM, TN))
    ct.store(out, index=(by, bx), tile=ct.transpose(x))


@ct.kernel
def permute_3d(a, out):
    x = ct.load(a, index=(0, 0, 0), shape=(2, 4, 8))
    y = ct.permute(x, (2, 0, 1))
    ct.store(out, index=(0, 0, 0), tile=y)


@ct.kernel
def transpose_3d_axes(a, out):
    x = ct.load(a, index=(0, 0, 0), shape=(4, 2, 8))
    ct.store(out, index=(0, 0, 0), tile=x.transpose(0, 2))


@ct.kernel
def cat_tiles(a, b, out0, out1, T: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(T, T))
    y = ct.load(b, index=(0, 0), shape=(T, T))
    ct.store(out0, index=(0, 0), tile=ct.cat((x, y), 0))
    ct.store(out1, index=(0, 0), tile=ct.cat((x, y), axis=1))


@ct.kernel
def extract_tiles(a, out, T: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(2 * T, 2 * T))
    tl = ct.extract(x, (0, 0), shape=(T, T))
    br = ct.extract(x, (1, 1), shape=(T, T))
    ct.store(out, index=(0, 0), tile=tl + br)


@ct.kernel
def insert_tile(a, out, T: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(2 * T, 2 * T))
    sub = ct.full((T, T), 7.0, dtype=x.dtype)
    ct.store(out, index=(0, 0), tile=ct.insert(x, (1, 0), sub))


@ct.kernel
def iota_arange(o_iota, o_start, o_step, o_rev, o_f32, T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(o_iota, index=(i,), tile=ct.arange(T, dtype=ct.int32))
    ct.store(o_start, index=(i,), tile=ct.arange(T, dtype=ct.int64, start=5))
    ct.store(o_step, index=(i,), tile=ct.arange(T, dtype=ct.int32, start=i, step=3))
    ct.store(o_rev, index=(i,), tile=ct.arange(T, dtype=ct.int16, start=T - 1, step=-1))
    ct.store(o_f32, index=(i,), tile=ct.arange(T, dtype=ct.float32) * 0.5)


@ct.kernel
def constants(o_full, o_zeros, o_ones, o_bool, o_f16, o_i8, o_f64, o_nan):
    ct.store(o_full, index=(0, 0), tile=ct.full((4, 8), 3.25, dtype=ct.float32))
    ct.store(o_zeros, index=(0,), tile=ct.zeros((16,), dtype=ct.int32))
    ct.store(o_ones, index=(0,), tile=ct.ones((16,), dtype=ct.int64))
    ct.store(o_bool, index=(0,), tile=ct.full((16,), True, dtype=ct.bool_))
    ct.store(o_f16, index=(0,), tile=ct.full((16,), -2.5, dtype=ct.float16))
    ct.store(o_i8, index=(0,), tile=ct.full((16,), -128, dtype=ct.int8))
    ct.store(o_f64, index=(0,), tile=ct.full((16,), 1e-300, dtype=ct.float64))
    ct.store(o_nan, index=(0,), tile=ct.full((16,), float("inf"), dtype=ct.float32)
             - ct.full((16,), float("-inf"), dtype=ct.float32))


@ct.kernel
def dense_constants(o_i32, o_f32, o_bool, o_f16, o_i8, o_f64):
    ct.store(o_i32, index=(0, 0), tile=ct.astile(((1, 2, 3, 4), (-5, 6, -7, 8)), dtype=ct.int32))
    ct.store(o_f32, index=(0,), tile=ct.astile((0.5, -1.25, 3.0e10, -0.0), dtype=ct.float32))
    ct.store(o_bool, index=(0,), tile=ct.astile((True, False, True, True, False, False, False, True,
                                                 True, True, False, False, True, False, True, False), dtype=ct.bool_))
    ct.store(o_f16, index=(0,), tile=ct.astile((1.0, -2.0), dtype=ct.float16))
    ct.store(o_i8, index=(0,), tile=ct.astile((-128, 127, 0, 1), dtype=ct.int8))
    ct.store(o_f64, index=(0,), tile=ct.astile((1e-300, -2.5), dtype=ct.float64))


@ct.kernel
def scalar_tiles(a, out):
    x = ct.load(a, index=(0,), shape=())
    s = ct.astile(3, dtype=ct.float32)
    ct.store(out, index=(0,), tile=x * s + 1.0)
    y = ct.load(a, index=(1,), shape=(1,))
    ct.store(out, index=(1,), tile=y.item() * 2.0)


@ct.kernel
def tile_slicing(a, out):
    x = ct.load(a, index=(0, 0), shape=(4, 8))
    row = ct.extract(x, (2, 0), shape=(1, 8)).reshape((8,))
    ct.store(out, index=(0,), tile=row)


CASES = [
    case("broadcast_outer_f32", broadcast_outer, "out = np.outer(a[:M], b[:N])",
         a=A(f32, (16,)), b=A(f32, (32,)), out=A(f32, (16, 32), init="zeros"), M=16, N=32),
    case("reshape_2d_i32", reshape_2d, "out = a[:M*N].reshape(M, N) + 1",
         a=A(i32, (128,), init="arange"), out=A(i32, (8, 16), init="zeros"), M=8, N=16),
    case("transpose_tile_f32", transpose_tile, "out = a.T (tile-wise 2D grid)", grid=(4, 2),
         a=A(f32, (128, 64)), out=A(f32, (64, 128), init="zeros"), TM=32, TN=32),
    case("transpose_tile_f16", transpose_tile, "out = a.T (float16)", grid=(2, 2),
         a=A(f16, (64, 64)), out=A(f16, (64, 64), init="zeros"), TM=32, TN=32),
    case("permute_3d_f32", permute_3d, "out = a.transpose(2, 0, 1)",
         a=A(f32, (2, 4, 8), init="arange"), out=A(f32, (8, 2, 4), init="zeros")),
    case("transpose_3d_axes_i32", transpose_3d_axes, "out = np.swapaxes(a, 0, 2)",
         a=A(i32, (4, 2, 8), init="arange"), out=A(i32, (8, 2, 4), init="zeros")),
    case("cat_tiles_f32", cat_tiles, "out0 = np.concatenate([a, b], 0); out1 = np.concatenate([a, b], 1)",
         a=A(f32, (16, 16)), b=A(f32, (16, 16)), out0=A(f32, (32, 16), init="zeros"),
         out1=A(f32, (16, 32), init="zeros"), T=16),
    case("extract_tiles_f32", extract_tiles, "out = a[:T,:T] + a[T:2T,T:2T]",
         a=A(f32, (32, 32)), out=A(f32, (16, 16), init="zeros"), T=16),
    case("insert_tile_f32", insert_tile, "out = a.copy(); out[T:2T, 0:T] = 7 (insert needs 13.4)",
         a=A(f32, (32, 32)), out=A(f32, (32, 32), init="zeros"), T=16),
    case("iota_arange", iota_arange,
         "o_iota=arange(T); o_start=arange(T)+5 (i64); o_step=bid+3*arange(T); o_rev=arange(T)[::-1] (i16); o_f32=arange(T)*0.5 (per block)",
         grid=(2,), o_iota=A(i32, (64,), init="zeros"), o_start=A(ct.int64, (64,), init="zeros"),
         o_step=A(i32, (64,), init="zeros"), o_rev=A(ct.int16, (64,), init="zeros"), o_f32=A(f32, (64,), init="zeros"), T=32),
    case("constants", constants,
         "o_full=3.25 (4x8); o_zeros=0; o_ones=1 (i64); o_bool=True; o_f16=-2.5; o_i8=-128; o_f64=1e-300; o_nan=inf-(-inf)=inf",
         o_full=A(f32, (4, 8), init="zeros"), o_zeros=A(i32, (16,), init="ones"), o_ones=A(ct.int64, (16,), init="zeros"),
         o_bool=A(ct.bool_, (16,), init="zeros"), o_f16=A(f16, (16,), init="zeros"), o_i8=A(ct.int8, (16,), init="zeros"),
         o_f64=A(ct.float64, (16,), init="zeros"), o_nan=A(f32, (16,), init="zeros")),
    case("dense_constants", dense_constants,
         "non-splat constants: o_i32=[[1,2,3,4],[-5,6,-7,8]]; o_f32=[0.5,-1.25,3e10,-0]; o_bool=16 bools (bit-packed); "
         "o_f16=[1,-2]; o_i8=[-128,127,0,1]; o_f64=[1e-300,-2.5]",
         o_i32=A(i32, (2, 4), init="zeros"), o_f32=A(f32, (4,), init="zeros"), o_bool=A(ct.bool_, (16,), init="zeros"),
         o_f16=A(f16, (2,), init="zeros"), o_i8=A(ct.int8, (4,), init="zeros"), o_f64=A(ct.float64, (2,), init="zeros")),
    case("scalar_tiles_f32", scalar_tiles, "out[0] = a[0]*3 + 1; out[1] = a[1]*2 (0-d tiles, item())",
         a=A(f32, (4,)), out=A(f32, (4,), init="zeros")),
    case("tile_slicing_f32", tile_slicing, "out[:8] = a[2, :8] (extract a row and reshape to 1-D)",
         a=A(f32, (4, 8)), out=A(f32, (8,), init="zeros")),
]
