"""Less common shapes and signatures: tiles smaller than a warp, long thin tiles
(2x1024, 1024x2), 5-D tiles, reshapes that move data between threads, byte tiles, layout
changes of loop-carried values, 0-d values carried through loops, data-dependent tile
indices, small scalar parameter types (int8/uint16/float16/bool), many parameters,
three-value tuple reductions and segmented scans."""
from corpus_lib import A, S, case, ct

f32, f16, bf16, f64 = ct.float32, ct.float16, ct.bfloat16, ct.float64
i8, u8, i16, u16, i32, u32, i64 = ct.int8, ct.uint8, ct.int16, ct.uint16, ct.int32, ct.uint32, ct.int64
PM = ct.PaddingMode


@ct.kernel
def tiny_tiles(a, o2, o1, o0, osum):
    x2 = ct.load(a, index=(ct.bid(0),), shape=(2,))
    x1 = ct.load(a, index=(5,), shape=(1,))
    x0 = ct.load(a, index=(7,), shape=())
    ct.store(o2, index=(ct.bid(0),), tile=x2 * x1)
    ct.store(o1, index=(ct.bid(0),), tile=x1 + x0)
    ct.store(o0, index=(ct.bid(0),), tile=x0 * 2)
    ct.store(osum, index=(ct.bid(0),), tile=ct.sum(x2) + ct.max(x1))


@ct.kernel
def thin_tiles(a, b, o_a, o_b, o_ared, o_bred):
    x = ct.load(a, index=(0, 0), shape=(2, 1024))
    y = ct.load(b, index=(0, 0), shape=(1024, 2))
    ct.store(o_a, index=(0, 0), tile=x * ct.transpose(y))
    ct.store(o_b, index=(0, 0), tile=ct.transpose(x) - y)
    ct.store(o_ared, index=(0,), tile=ct.sum(x, axis=0))
    ct.store(o_bred, index=(0,), tile=ct.max(y, axis=0))


@ct.kernel
def tile_5d(a, o_perm, o_sum):
    x = ct.load(a, index=(0, 0, 0, 0, 0), shape=(2, 2, 2, 4, 8))
    ct.store(o_perm, index=(0, 0, 0, 0, 0), tile=ct.permute(x, (4, 3, 2, 1, 0)))
    ct.store(o_sum, index=(0, 0), tile=ct.sum(x, axis=(0, 1, 2)))


@ct.kernel
def reshape_shuffles(a, o_r1, o_r2, o_flat):
    x = ct.load(a, index=(0, 0), shape=(16, 64))
    ct.store(o_r1, index=(0, 0), tile=ct.reshape(x, (64, 16)) + 1.0)
    y = ct.reshape(ct.permute(ct.reshape(x, (4, 4, 64)), (1, 0, 2)), (16, 64))
    ct.store(o_r2, index=(0, 0), tile=y)
    ct.store(o_flat, index=(0,), tile=ct.reshape(ct.transpose(x), (1024,)))


@ct.kernel
def byte_tiles(a, o_t, o_add, o_max, TM: ct.Constant[int], TN: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(TM, TN))
    ct.store(o_t, index=(0, 0), tile=ct.transpose(x))
    ct.store(o_add, index=(0, 0), tile=x + x[:, 0:1] if False else x + 3)
    ct.store(o_max, index=(0,), tile=ct.max(x, axis=1))


@ct.kernel
def carried_layout_change(a, out, K: ct.Constant[int], T: ct.Constant[int]):
    # the carried tile is transposed and reduced each iteration
    acc = ct.zeros((T, T), dtype=ct.float32)
    for k in range(K):
        x = ct.load(a, index=(k, 0), shape=(T, T))
        acc = ct.transpose(acc) + x * ct.sum(x, axis=0, keepdims=True)
    ct.store(out, index=(0, 0), tile=acc)


@ct.kernel
def carried_scalars(a, o_total, o_best, o_argbest, n, T: ct.Constant[int]):
    total = 0.0
    best = float("-inf")
    arg = -1
    for k in range(n):
        x = ct.load(a, index=(k,), shape=(T,))
        s = ct.sum(x)
        total = total + s
        if s > best:
            best = s
            arg = k
    ct.store(o_total, index=(0,), tile=total)
    ct.store(o_best, index=(0,), tile=best)
    ct.store(o_argbest, index=(0,), tile=arg)


@ct.kernel
def data_dependent_index(blocks, a, out, T: ct.Constant[int]):
    i = ct.bid(0)
    src = ct.load(blocks, index=(i,), shape=()).item()
    x = ct.load(a, index=(src,), shape=(T,))
    ct.store(out, index=(i,), tile=x + src)


@ct.kernel
def small_scalar_params(a, out, s_i8, s_u16, s_f16, s_bool, s_u8, s_f64, T: ct.Constant[int]):
    x = ct.load(a, index=(0,), shape=(T,))
    y = x * s_f16 + s_i8 - s_u16 + s_u8
    y = ct.where(s_bool, y, y * s_f64)
    ct.store(out, index=(0,), tile=y.astype(ct.float32))


@ct.kernel
def many_params(a0, a1, a2, a3, a4, a5, a6, a7, s0, s1, s2, s3, o0, o1, o2, o3, T: ct.Constant[int]):
    x0 = ct.load(a0, index=(0,), shape=(T,))
    x1 = ct.load(a1, index=(0,), shape=(T,))
    x2 = ct.load(a2, index=(0,), shape=(T,))
    x3 = ct.load(a3, index=(0,), shape=(T,))
    x4 = ct.load(a4, index=(0,), shape=(T,))
    x5 = ct.load(a5, index=(0,), shape=(T,))
    x6 = ct.load(a6, index=(0,), shape=(T,))
    x7 = ct.load(a7, index=(0,), shape=(T,))
    ct.store(o0, index=(0,), tile=x0 * s0 + x1)
    ct.store(o1, index=(0,), tile=x2.astype(ct.float32) * s1 + x3)
    ct.store(o2, index=(0,), tile=x4 + x5 * s2)
    ct.store(o3, index=(0,), tile=(x6 - x7) * s3)


@ct.kernel
def triple_reduce(a, o_max, o_row, o_col, TM: ct.Constant[int], TN: ct.Constant[int]):
    # value with the (row, col) of its first maximum, over the whole tile in two steps
    x = ct.load(a, index=(0, 0), shape=(TM, TN))
    r = ct.broadcast_to(ct.arange(TM, dtype=ct.int32)[:, None], (TM, TN))
    c = ct.broadcast_to(ct.arange(TN, dtype=ct.int32)[None, :], (TM, TN))

    def comb(v0, r0, c0, v1, r1, c1):
        take = (v1 > v0) | ((v1 == v0) & ((r1 < r0) | ((r1 == r0) & (c1 < c0))))
        return ct.where(take, v1, v0), ct.where(take, r1, r0), ct.where(take, c1, c0)

    v, rr, cc = ct.reduce((x, r, c), 1, comb, (float("-inf"), 1 << 30, 1 << 30))
    v, rr, cc = ct.reduce((v, rr, cc), 0, comb, (float("-inf"), 1 << 30, 1 << 30))
    ct.store(o_max, index=(0,), tile=v)
    ct.store(o_row, index=(0,), tile=rr)
    ct.store(o_col, index=(0,), tile=cc)


@ct.kernel
def segmented_scan(a, flags, out, T: ct.Constant[int]):
    # inclusive sum that restarts where flags is 1
    x = ct.load(a, index=(0,), shape=(T,))
    f = ct.load(flags, index=(0,), shape=(T,))

    def comb(v0, f0, v1, f1):
        return ct.where(f1 != 0, v1, v0 + v1), f0 | f1

    s, _ = ct.scan((x, f), 0, comb, (0, 0))
    ct.store(out, index=(0,), tile=s)


@ct.kernel
def early_return_in_loop(a, out, limit, T: ct.Constant[int]):
    i = ct.bid(0)
    acc = ct.zeros((T,), dtype=ct.float32)
    for k in range(8):
        x = ct.load(a, index=(i * 8 + k,), shape=(T,))
        acc += x
        if i == 1:
            if ct.sum(acc) > limit:
                ct.store(out, index=(i,), tile=acc * -1.0)
                return
    ct.store(out, index=(i,), tile=acc)


@ct.kernel
def gather_3d_broadcast(a, i0, i1, i2, out):
    x0 = ct.load(i0, index=(0,), shape=(4,))
    x1 = ct.load(i1, index=(0,), shape=(8,))
    x2 = ct.load(i2, index=(0,), shape=(16,))
    t = ct.gather(a, (x0[:, None, None], x1[None, :, None], x2[None, None, :]))
    ct.store(out, index=(0, 0, 0), tile=t)


CASES = [
    case("tiny_tiles_f32", tiny_tiles, "per block b: o2[2b:2b+2] = a[2b:2b+2]*a[5]; o1[b] = a[5]+a[7]; o0[b] = 2a[7]; osum[b]",
         grid=(3,), a=A(f32, (8,)), o2=A(f32, (6,), init="zeros"), o1=A(f32, (3,), init="zeros"),
         o0=A(f32, (3,), init="zeros"), osum=A(f32, (3,), init="zeros")),
    case("thin_tiles_f32", thin_tiles, "2x1024 and 1024x2 tiles: o_a = a*b.T; o_b = a.T-b; o_ared = a.sum(0); o_bred = b.max(0)",
         a=A(f32, (2, 1024)), b=A(f32, (1024, 2)), o_a=A(f32, (2, 1024), init="zeros"), o_b=A(f32, (1024, 2), init="zeros"),
         o_ared=A(f32, (1024,), init="zeros"), o_bred=A(f32, (2,), init="zeros")),
    case("tile_5d_f32", tile_5d, "o_perm = a.transpose(4,3,2,1,0); o_sum = a.sum((0,1,2)) on a 5-D tile",
         a=A(f32, (2, 2, 2, 4, 8)), o_perm=A(f32, (8, 4, 2, 2, 2), init="zeros"), o_sum=A(f32, (4, 8), init="zeros")),
    case("reshape_shuffles_f32", reshape_shuffles,
         "o_r1 = a.reshape(64,16)+1; o_r2 = a.reshape(4,4,64).transpose(1,0,2).reshape(16,64); o_flat = a.T.ravel()",
         a=A(f32, (16, 64), init="arange"), o_r1=A(f32, (64, 16), init="zeros"), o_r2=A(f32, (16, 64), init="zeros"),
         o_flat=A(f32, (1024,), init="zeros")),
    case("byte_tiles_u8", byte_tiles, "o_t = a.T; o_add = a+3 (wrapping); o_max = a.max(1) on a 64x128 uint8 tile",
         a=A(u8, (64, 128), init="randint:0:256"), o_t=A(u8, (128, 64), init="zeros"), o_add=A(u8, (64, 128), init="zeros"),
         o_max=A(u8, (64,), init="zeros"), TM=64, TN=128),
    case("byte_tiles_i8", byte_tiles, "as byte_tiles_u8 in int8 on a 32x16 tile",
         a=A(i8, (32, 16), init="randint:-128:128"), o_t=A(i8, (16, 32), init="zeros"), o_add=A(i8, (32, 16), init="zeros"),
         o_max=A(i8, (32,), init="zeros"), TM=32, TN=16),
    case("carried_layout_change_f32", carried_layout_change,
         "acc = 0; for k<K: x = a[kT:(k+1)T]; acc = acc.T + x * x.sum(0, keepdims=True)",
         a=A(f32, (4 * 32, 32)), out=A(f32, (32, 32), init="zeros"), K=4, T=32),
    case("carried_scalars_f32", carried_scalars,
         "over n chunks: o_total = sum of chunk sums; o_best = largest chunk sum; o_argbest = its chunk index (0-d carried values)",
         a=A(f32, (6 * 32,)), o_total=A(f32, (1,), init="zeros"), o_best=A(f32, (1,), init="zeros"),
         o_argbest=A(i32, (1,), init="zeros"), n=S(i32, 6), T=32),
    case("data_dependent_index_f32", data_dependent_index, "out[i] = a[blocks[i]] + blocks[i] (tile index loaded from memory)",
         grid=(4,), blocks=A(i32, (4,), init="perm"), a=A(f32, (4 * 64,)), out=A(f32, (4 * 64,), init="zeros"), T=64),
    case("small_scalar_params", small_scalar_params,
         "y = a*s_f16 + s_i8 - s_u16 + s_u8; out = y if s_bool else y*s_f64 (int8/uint16/float16/bool/uint8/float64 scalars)",
         a=A(f32, (32,)), out=A(f32, (32,), init="zeros"), s_i8=S(i8, -5), s_u16=S(u16, 300), s_f16=S(f16, 1.5),
         s_bool=S(ct.bool_, False), s_u8=S(u8, 200), s_f64=S(f64, -0.5), T=32),
    case("many_params", many_params,
         "o0 = a0*s0+a1; o1 = f32(a2)*s1+a3; o2 = a4+a5*s2; o3 = (a6-a7)*s3 (8 inputs of mixed dtypes, 4 scalars, 4 outputs)",
         a0=A(f32, (64,)), a1=A(f32, (64,)), a2=A(f16, (64,)), a3=A(f32, (64,)), a4=A(i32, (64,), init="randint:-9:9"),
         a5=A(i32, (64,), init="randint:-9:9"), a6=A(f64, (64,)), a7=A(f64, (64,)), s0=S(f32, 2.0), s1=S(f32, -1.0),
         s2=S(i32, 7), s3=S(f64, 0.5), o0=A(f32, (64,), init="zeros"), o1=A(f32, (64,), init="zeros"),
         o2=A(i32, (64,), init="zeros"), o3=A(f64, (64,), init="zeros"), T=64),
    case("triple_reduce_f32", triple_reduce,
         "o_max[0] = a.max(); (o_row[0], o_col[0]) = np.unravel_index(a.argmax(), a.shape) via 3-tuple reduces along 1 then 0",
         a=A(f32, (16, 32), init="randint:-20:20"), o_max=A(f32, (1,), init="zeros"), o_row=A(i32, (1,), init="zeros"),
         o_col=A(i32, (1,), init="zeros"), TM=16, TN=32),
    case("segmented_scan_i32", segmented_scan, "out = inclusive cumsum of a restarting where flags == 1 (tuple scan)",
         a=A(i32, (256,), init="randint:-9:10"), flags=A(i32, (256,), init="randint:0:2"), out=A(i32, (256,), init="zeros"),
         T=256),
    case("early_return_in_loop_f32", early_return_in_loop,
         "acc over 8 chunks per block; block 1 stores -acc and returns as soon as acc.sum() > limit", grid=(3,),
         a=A(f32, (3 * 8 * 32,), init="random_pos"), out=A(f32, (3 * 32,), init="zeros"), limit=S(f32, 100.0), T=32),
    case("gather_3d_broadcast_f16", gather_3d_broadcast, "out[i,j,k] = a[i0[i], i1[j], i2[k]] (3-D broadcast indices)",
         a=A(f16, (4, 8, 16)), i0=A(i32, (4,), init="randint:0:4"), i1=A(i32, (8,), init="randint:0:8"),
         i2=A(i32, (16,), init="randint:0:16"), out=A(f16, (4, 8, 16), init="zeros")),
]
