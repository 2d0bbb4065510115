"""Shapes, views and control flow as users combine them: tiles of 1 along an axis, 3-D and
4-D tiles, non-square tiles with out-of-bounds tails on both axes, F-order and permuted
loads of 3-D arrays, masked 2-D gather/scatter, atomics from many blocks on several dtypes,
loops with many carried values, nested loops with break/continue, if/else producing tiles,
where-chains, printf of several dtypes, assert."""
from corpus_lib import A, S, case, ct

f32, f16, bf16, f64 = ct.float32, ct.float16, ct.bfloat16, ct.float64
i8, u8, i16, i32, u32, i64 = ct.int8, ct.uint8, ct.int16, ct.int32, ct.uint32, ct.int64
PM = ct.PaddingMode


@ct.kernel
def unit_axes(a, o_row, o_col, o_one, o_rowsum, o_colsum):
    r = ct.load(a, index=(0, 0), shape=(1, 64))
    c = ct.load(a, index=(0, 0), shape=(64, 1), order="F")
    one = ct.load(a, index=(3, 5), shape=(1, 1))
    ct.store(o_row, index=(0, 0), tile=r * 2.0)
    ct.store(o_col, index=(0, 0), tile=c + one)
    ct.store(o_one, index=(0, 0), tile=one * one)
    ct.store(o_rowsum, index=(0, 0), tile=ct.sum(r, axis=0, keepdims=True))
    ct.store(o_colsum, index=(0,), tile=ct.sum(c, axis=1))


@ct.kernel
def tile_4d(a, o_perm, o_red, o_bcast):
    x = ct.load(a, index=(0, 0, 0, 0), shape=(2, 4, 2, 8))
    ct.store(o_perm, index=(0, 0, 0, 0), tile=ct.permute(x, (0, 2, 1, 3)))
    ct.store(o_red, index=(0, 0, 0, 0), tile=ct.max(x, axis=3, keepdims=True) - ct.min(x, axis=1, keepdims=True))
    s = ct.sum(x, axis=(0, 2))   # (4, 8)
    ct.store(o_bcast, index=(0, 0, 0, 0), tile=x * s[None, :, None, :])


@ct.kernel
def tails_2d(a, b, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    x = ct.load(a, index=(bm, bn), shape=(TM, TN), padding_mode=PM.ZERO)
    y = ct.load(b, index=(bn, bm), shape=(TN, TM), padding_mode=PM.ZERO)   # b is the transpose
    ct.store(out, index=(bm, bn), tile=x - ct.transpose(y) + x * ct.transpose(y))


@ct.kernel
def permuted_3d_load(a, o_f, o_p, o_sum):
    xf = ct.load(a, index=(0, 0, 0), shape=(8, 4, 2), order="F")        # a.transpose(2, 1, 0)
    xp = ct.load(a, index=(0, 0, 0), shape=(4, 2, 8), order=(1, 0, 2))  # a.transpose(1, 0, 2)
    ct.store(o_f, index=(0, 0, 0), tile=xf)
    ct.store(o_p, index=(0, 0, 0), tile=xp)
    ct.store(o_sum, index=(0, 0), tile=ct.sum(xp, axis=1) + ct.transpose(ct.sum(xf, axis=2)))


@ct.kernel
def gather_scatter_2d_masked(a, rows, out, n_valid, R: ct.Constant[int], C: ct.Constant[int]):
    r = ct.load(rows, index=(0,), shape=(R,))
    cols = ct.arange(C, dtype=ct.int32) * 2           # every other column
    valid = ct.arange(R, dtype=ct.int32) < n_valid
    x = ct.gather(a, (r[:, None], cols[None, :]), mask=valid[:, None], padding_value=-7.0)
    dst_rows = ct.arange(R, dtype=ct.int32)[:, None] * 2 + 1
    ct.scatter(out, (dst_rows, ct.arange(C, dtype=ct.int32)[None, :]), x, mask=cols[None, :] < 12)


@ct.kernel
def strided_window(a, out, start, T: ct.Constant[int]):
    # a sliding window of the array through gather with computed indices
    i = ct.bid(0)
    base = start + i * T
    idx = base + ct.arange(T, dtype=ct.int32)
    left = ct.gather(a, idx - 1, padding_value=0.0)
    mid = ct.gather(a, idx)
    right = ct.gather(a, idx + 1, padding_value=0.0)
    ct.store(out, index=(i,), tile=0.25 * left + 0.5 * mid + 0.25 * right)


@ct.kernel
def atomics_many_blocks(vals, o_sum_i64, o_sum_f32, o_max_i32, o_min_u32, o_cnt, T: ct.Constant[int]):
    i = ct.bid(0)
    v = ct.load(vals, index=(i,), shape=(T,), padding_mode=PM.ZERO)
    vi = v.astype(ct.int32)
    ct.atomic_add(o_sum_i64, 0, ct.sum(vi.astype(ct.int64)))
    ct.atomic_add(o_sum_f32, i % 2, ct.sum(v))
    ct.atomic_max(o_max_i32, vi & 7, vi)
    ct.atomic_min(o_min_u32, 0, ct.min(ct.abs(vi)).astype(ct.uint32))
    ct.atomic_add(o_cnt, ct.arange(T, dtype=ct.int32) % 4, 1)


@ct.kernel
def atomic_xchg_cas_i64(x, o_old, o_cas, T: ct.Constant[int]):
    idx = ct.arange(T, dtype=ct.int32)
    old = ct.atomic_xchg(x, idx, idx.astype(ct.int64) * 1000000000000)
    ct.store(o_old, index=(0,), tile=old)
    got = ct.atomic_cas(x, idx, ct.where(idx % 2 == 0, idx.astype(ct.int64) * 1000000000000, 5), -1)
    ct.store(o_cas, index=(0,), tile=got)


@ct.kernel
def many_carried(a, o_sum, o_max, o_cnt, o_last, o_i64, o_f16, K: ct.Constant[int], T: ct.Constant[int]):
    s = ct.zeros((T,), dtype=ct.float32)
    m = ct.full((T,), float("-inf"), dtype=ct.float32)
    cnt = ct.zeros((T,), dtype=ct.int32)
    last = ct.zeros((T,), dtype=ct.float32)
    acc64 = ct.zeros((T,), dtype=ct.int64)
    h = ct.zeros((T,), dtype=ct.float16)
    for k in range(K):
        x = ct.load(a, index=(k,), shape=(T,))
        s = s + x
        m = ct.maximum(m, x)
        cnt = cnt + (x > 0).astype(ct.int32)
        last = ct.where(x > 0, x, last)
        acc64 = acc64 * 3 + k
        h = (h + x.astype(ct.float16)) * 0.5
    ct.store(o_sum, index=(0,), tile=s)
    ct.store(o_max, index=(0,), tile=m)
    ct.store(o_cnt, index=(0,), tile=cnt)
    ct.store(o_last, index=(0,), tile=last)
    ct.store(o_i64, index=(0,), tile=acc64)
    ct.store(o_f16, index=(0,), tile=h)


@ct.kernel
def nested_break_continue(a, out, n_outer, T: ct.Constant[int]):
    total = ct.zeros((T,), dtype=ct.float32)
    for i in range(n_outer):
        row = ct.zeros((T,), dtype=ct.float32)
        for j in range(8):
            if j == i:
                continue
            x = ct.load(a, index=(i * 8 + j,), shape=(T,))
            if ct.sum(x) > 6.0:
                break
            row += x * (j + 1)
        if i % 2 == 1:
            total = total - row
        else:
            total = total + row
    ct.store(out, index=(0,), tile=total)


@ct.kernel
def while_converge(a, o_x, o_iters, tol, T: ct.Constant[int]):
    # Newton iteration for sqrt(a), stopping when the update is small
    t = ct.load(a, index=(0,), shape=(T,))
    x = t
    it = 0
    delta = 1.0e30
    while delta > tol and it < 50:
        nx = 0.5 * (x + t / x)
        delta = ct.max(ct.abs(nx - x))
        x = nx
        it += 1
    ct.store(o_x, index=(0,), tile=x)
    ct.store(o_iters, index=(0,), tile=it)


@ct.kernel
def branch_tiles(a, out, mode, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    if mode == 0:
        y = x * x
    elif mode == 1:
        y = ct.exp(x)
    else:
        if i == 0:
            y = -x
        else:
            y = ct.abs(x)
    s = ct.sum(y)
    if s > 0.0:
        z = y / s
    else:
        z = y
    ct.store(out, index=(i,), tile=z)


@ct.kernel
def where_chain(a, o_pw, o_i, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    y = ct.where(x < -1.0, -1.0 - (x + 1.0) * 0.1,
                 ct.where(x < 0.0, x * x * -1.0, ct.where(x < 1.0, x, 1.0 + ct.log(x))))
    ct.store(o_pw, index=(i,), tile=y)
    xi = (x * 10.0).astype(ct.int16)
    ct.store(o_i, index=(i,), tile=ct.where(xi > 5, xi - 5, ct.where(xi < -5, xi + 5, 0)))


@ct.kernel
def printf_dtypes(a, b, c, T: ct.Constant[int]):
    x = ct.load(a, index=(0,), shape=(T,))
    y = ct.load(b, index=(0,), shape=(T,))
    z = ct.load(c, index=(0,), shape=(T,))
    ct.printf("f64 %.4f i64 %lld\n", x, y)
    ct.printf("i8 %d f16 %f max %d\n", z, x.astype(ct.float16), ct.max(y))
    ct.assert_(ct.sum(z.astype(ct.int32)) > -1000, "sum too small")


@ct.kernel
def constants_broadcast(a, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(TM, TN))
    r = ct.arange(TM, dtype=ct.int32)[:, None]
    c = ct.arange(TN, dtype=ct.int32)[None, :]
    eye = (r == c).astype(x.dtype)
    tri = ct.where(r >= c, 1.0, 0.0)
    ct.store(out, index=(0, 0), tile=x * tri + eye * 100.0 - (r * TN + c).astype(ct.float32) * 0.01)


T = 64
CASES = [
    case("unit_axes_f32", unit_axes,
         "o_row = 2*a[0:1,:64]; o_col = a[0,:64] as a column + a[3,5]; o_one = a[3,5]^2; o_rowsum = row keepdims sum; o_colsum",
         a=A(f32, (64, 64)), o_row=A(f32, (1, 64), init="zeros"), o_col=A(f32, (64, 1), init="zeros"),
         o_one=A(f32, (1, 1), init="zeros"), o_rowsum=A(f32, (1, 64), init="zeros"), o_colsum=A(f32, (64,), init="zeros")),
    case("tile_4d_f32", tile_4d,
         "o_perm = a.transpose(0,2,1,3); o_red = a.max(3,keepdims) - a.min(1,keepdims); o_bcast = a * a.sum((0,2))[None,:,None,:]",
         a=A(f32, (2, 4, 2, 8)), o_perm=A(f32, (2, 2, 4, 8), init="zeros"), o_red=A(f32, (2, 4, 2, 8), init="zeros"),
         o_bcast=A(f32, (2, 4, 2, 8), init="zeros")),
    case("tails_2d_f32", tails_2d, "out = a - b.T + a*b.T on a 100x70 array with 32x32 tiles (tails on both axes)",
         grid=(4, 3), a=A(f32, (100, 70)), b=A(f32, (70, 100)), out=A(f32, (100, 70), init="zeros"), TM=32, TN=32),
    case("tails_2d_i16", tails_2d, "as tails_2d_f32 in int16 (wrapping), 16x64 tiles on a 40x90 array",
         grid=(3, 2), a=A(i16, (40, 90), init="randint:-100:100"), b=A(i16, (90, 40), init="randint:-100:100"),
         out=A(i16, (40, 90), init="zeros"), TM=16, TN=64),
    case("permuted_3d_load_f32", permuted_3d_load,
         "o_f = a.transpose(2,1,0); o_p = a.transpose(1,0,2); o_sum = o_p.sum(1) + o_f.sum(2).T",
         a=A(f32, (2, 4, 8), init="arange"), o_f=A(f32, (8, 4, 2), init="zeros"), o_p=A(f32, (4, 2, 8), init="zeros"),
         o_sum=A(f32, (4, 8), init="zeros")),
    case("gather_scatter_2d_masked_f32", gather_scatter_2d_masked,
         "x[i,j] = a[rows[i], 2j] if i < n_valid else -7; out[2i+1, j] = x[i,j] where 2j < 12 (bounds-checked)",
         a=A(f32, (20, 16)), rows=A(i32, (8,), init="randint:0:24"), out=A(f32, (16, 8), init="zeros"),
         n_valid=S(i32, 6), R=8, C=8),
    case("strided_window_f32", strided_window,
         "idx = start + blk*T + arange(T); out[blk] = 0.25*a[idx-1] + 0.5*a[idx] + 0.25*a[idx+1] (0 outside a)",
         grid=(4,), a=A(f32, (250,)), out=A(f32, (256,), init="zeros"), start=S(i32, 0), T=T),
    case("atomics_many_blocks", atomics_many_blocks,
         "8 blocks: o_sum_i64[0] += sum(int(v)); o_sum_f32[blk%2] += sum(v); o_max_i32[v&7] max= v; o_min_u32[0] min= min|v|; "
         "o_cnt[arange%4] += 1", grid=(8,),
         vals=A(f32, (500,), init="uniform:-50:50"), o_sum_i64=A(i64, (1,), init="zeros"), o_sum_f32=A(f32, (2,), init="zeros"),
         o_max_i32=A(i32, (8,), init="zeros"), o_min_u32=A(u32, (1,), init="randint:1000:1001"), o_cnt=A(i32, (4,), init="zeros"),
         T=T),
    case("atomic_xchg_cas_i64", atomic_xchg_cas_i64,
         "o_old = x; x[i] = i*1e12; o_cas = x; x[i] = -1 where x[i] == (i*1e12 if i even else 5)",
         x=A(i64, (32,), init="randint:-5:5"), o_old=A(i64, (32,), init="zeros"), o_cas=A(i64, (32,), init="zeros"), T=32),
    case("many_carried_f32", many_carried,
         "six loop-carried tiles of f32/i32/i64/f16 over K chunks: sum, max, count>0, last positive, acc*3+k, (h+x)/2",
         a=A(f32, (10 * T,)), o_sum=A(f32, (T,), init="zeros"), o_max=A(f32, (T,), init="zeros"),
         o_cnt=A(i32, (T,), init="zeros"), o_last=A(f32, (T,), init="zeros"), o_i64=A(i64, (T,), init="zeros"),
         o_f16=A(f16, (T,), init="zeros"), K=10, T=T),
    case("nested_break_continue_f32", nested_break_continue,
         "for i < n_outer: row = sum over j<8, skipping j==i, stopping at a chunk with sum>6, of (j+1)*chunk; +/- by parity",
         a=A(f32, (8 * 4 * 16,)), out=A(f32, (16,), init="zeros"), n_outer=S(i32, 4), T=16),
    case("while_converge_f32", while_converge, "Newton iterations for sqrt(a) until the max update <= tol (at most 50)",
         a=A(f32, (T,), init="uniform:1:100"), o_x=A(f32, (T,), init="zeros"), o_iters=A(i32, (1,), init="zeros"),
         tol=S(f32, 1e-5), T=T),
    case("branch_tiles_f32", branch_tiles,
         "y = x*x | exp(x) | (-x on block 0 else |x|) by mode; out = y / y.sum() if the sum > 0 else y", grid=(3,),
         a=A(f32, (3 * T,)), out=A(f32, (3 * T,), init="zeros"), mode=S(i32, 2), T=T),
    case("where_chain_f32", where_chain,
         "piecewise: x<-1: -1-(x+1)/10; x<0: -x^2; x<1: x; else 1+log x; o_i = soft threshold of int16(10x) at 5",
         grid=(4,), a=A(f32, (4 * T,), init="uniform:-3:3"), o_pw=A(f32, (4 * T,), init="zeros"),
         o_i=A(i16, (4 * T,), init="zeros"), T=T),
    case("printf_dtypes", printf_dtypes, "prints float64 and int64 tiles, int8 and float16 tiles, an int64 max; asserts",
         a=A(f64, (4,)), b=A(i64, (4,), init="randint:-1000000000000:1000000000000"), c=A(i8, (4,), init="randint:-128:128"),
         T=4),
    case("constants_broadcast_f32", constants_broadcast,
         "out = a*tril(ones) + 100*eye - (r*TN + c)*0.01 from broadcast iotas (16x8 tile)",
         a=A(f32, (16, 8)), out=A(f32, (16, 8), init="zeros"), TM=16, TN=8),
]
