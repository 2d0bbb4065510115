"""Row-wise workloads as users write them, without tensor cores: softmax/log-softmax and
layernorm with loops over column chunks (array widths not multiples of the tile), wide
rows (1024 columns), big 2-D tiles (256x256), 4096-element 1-D tiles, attention and
cross-entropy through broadcasting and reductions, several rows per block."""
from corpus_lib import A, S, case, ct

f32, f16, bf16, i32 = ct.float32, ct.float16, ct.bfloat16, ct.int32
PM = ct.PaddingMode


@ct.kernel
def softmax_looped(x, out, TN: ct.Constant[int]):
    # three passes over the row in TN-wide chunks: max, sum of exp, normalize
    row = ct.bid(0)
    nchunks = ct.num_tiles(x, 1, shape=(1, TN))
    m = ct.full((1, 1), float("-inf"), dtype=ct.float32)
    for j in range(nchunks):
        t = ct.load(x, index=(row, j), shape=(1, TN), padding_mode=PM.NEG_INF).astype(ct.float32)
        m = ct.maximum(m, ct.max(t, axis=1, keepdims=True))
    s = ct.zeros((1, 1), dtype=ct.float32)
    for j in range(nchunks):
        t = ct.load(x, index=(row, j), shape=(1, TN), padding_mode=PM.NEG_INF).astype(ct.float32)
        s += ct.sum(ct.exp(t - m), axis=1, keepdims=True)
    for j in range(nchunks):
        t = ct.load(x, index=(row, j), shape=(1, TN), padding_mode=PM.NEG_INF).astype(ct.float32)
        ct.store(out, index=(row, j), tile=(ct.exp(t - m) / s).astype(out.dtype))


@ct.kernel
def online_softmax(x, out, TN: ct.Constant[int]):
    # single pass for the statistics (running max with rescaled sum), one pass to write
    row = ct.bid(0)
    n = ct.num_tiles(x, 1, shape=(1, TN))
    m = ct.full((1, 1), float("-inf"), dtype=ct.float32)
    l = ct.zeros((1, 1), dtype=ct.float32)
    for j in range(n):
        t = ct.load(x, index=(row, j), shape=(1, TN), padding_mode=PM.NEG_INF)
        m_new = ct.maximum(m, ct.max(t, axis=1, keepdims=True))
        l = l * ct.exp(m - m_new) + ct.sum(ct.exp(t - m_new), axis=1, keepdims=True)
        m = m_new
    for j in range(n):
        t = ct.load(x, index=(row, j), shape=(1, TN), padding_mode=PM.NEG_INF)
        ct.store(out, index=(row, j), tile=ct.exp(t - m) / l)


@ct.kernel
def layernorm_looped(x, w, b, out, mean_out, rstd_out, eps, TN: ct.Constant[int]):
    row = ct.bid(0)
    ncol = x.shape[1]
    n = ct.num_tiles(x, 1, shape=(1, TN))
    s = ct.zeros((1, TN), dtype=ct.float32)
    sq = ct.zeros((1, TN), dtype=ct.float32)
    for j in range(n):
        t = ct.load(x, index=(row, j), shape=(1, TN), padding_mode=PM.ZERO).astype(ct.float32)
        s += t
        sq += t * t
    mean = ct.sum(s) / ncol
    var = ct.sum(sq) / ncol - mean * mean
    rstd = 1.0 / ct.sqrt(var + eps)
    ct.store(mean_out, index=(row,), tile=mean)
    ct.store(rstd_out, index=(row,), tile=rstd)
    for j in range(n):
        t = ct.load(x, index=(row, j), shape=(1, TN), padding_mode=PM.ZERO).astype(ct.float32)
        wt = ct.load(w, index=(j,), shape=(TN,), padding_mode=PM.ZERO).astype(ct.float32)
        bt = ct.load(b, index=(j,), shape=(TN,), padding_mode=PM.ZERO).astype(ct.float32)
        y = (t - mean) * rstd * wt[None, :] + bt[None, :]
        ct.store(out, index=(row, j), tile=y.astype(out.dtype))


@ct.kernel
def rmsnorm_wide(x, w, out, eps, TN: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, TN))
    ms = ct.sum(t * t, axis=1, keepdims=True) * (1.0 / TN)
    wt = ct.load(w, index=(0,), shape=(TN,))
    ct.store(out, index=(row, 0), tile=t * ct.rsqrt(ms + eps) * ct.reshape(wt, (1, TN)))


@ct.kernel
def log_softmax_rows(x, out, RB: ct.Constant[int], TN: ct.Constant[int]):
    # RB rows per block
    blk = ct.bid(0)
    t = ct.load(x, index=(blk, 0), shape=(RB, TN)).astype(ct.float32)
    m = ct.max(t, axis=1, keepdims=True)
    z = t - m
    lse = ct.log(ct.sum(ct.exp(z), axis=1, keepdims=True))
    ct.store(out, index=(blk, 0), tile=(z - lse).astype(out.dtype))


@ct.kernel
def attention_broadcast(q, k, v, out, scale, TQ: ct.Constant[int], TKV: ct.Constant[int], D: ct.Constant[int]):
    # attention for small heads without tensor cores: scores by a 3-D broadcast + sum
    bq = ct.bid(0)
    qt = ct.load(q, index=(bq, 0), shape=(TQ, D))
    m = ct.full((TQ, 1), float("-inf"), dtype=ct.float32)
    l = ct.zeros((TQ, 1), dtype=ct.float32)
    acc = ct.zeros((TQ, D), dtype=ct.float32)
    for j in range(ct.num_tiles(k, 0, shape=(TKV, D))):
        kt = ct.load(k, index=(j, 0), shape=(TKV, D))
        vt = ct.load(v, index=(j, 0), shape=(TKV, D))
        s = ct.sum(ct.expand_dims(qt, 1) * ct.expand_dims(kt, 0), axis=2) * scale   # (TQ, TKV)
        m_new = ct.maximum(m, ct.max(s, axis=1, keepdims=True))
        p = ct.exp(s - m_new)
        alpha = ct.exp(m - m_new)
        l = l * alpha + ct.sum(p, axis=1, keepdims=True)
        acc = acc * alpha + ct.sum(p[:, :, None] * vt[None, :, :], axis=1)
        m = m_new
    ct.store(out, index=(bq, 0), tile=acc / l)


@ct.kernel
def cross_entropy(logits, labels, loss, V: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(logits, index=(row, 0), shape=(1, V), padding_mode=PM.NEG_INF).astype(ct.float32)
    m = ct.max(t)
    lse = ct.log(ct.sum(ct.exp(t - m))) + m
    lab = ct.load(labels, index=(row,), shape=(1,)).item()
    picked = ct.gather(logits, (row, lab)).astype(ct.float32)
    ct.store(loss, index=(row,), tile=lse - picked)


@ct.kernel
def big_tile_2d(a, o_t, o_colsum, o_rowmax, T: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(T, T))
    ct.store(o_t, index=(0, 0), tile=ct.transpose(x) * 0.5 + 1.0)
    ct.store(o_colsum, index=(0,), tile=ct.sum(x, axis=0))
    ct.store(o_rowmax, index=(0,), tile=ct.max(x, axis=1))


@ct.kernel
def big_1d_scan(a, o_cum, o_total, o_cummax, T: ct.Constant[int]):
    x = ct.load(a, index=(0,), shape=(T,))
    ct.store(o_cum, index=(0,), tile=ct.cumsum(x))
    ct.store(o_total, index=(0,), tile=ct.sum(x))
    ct.store(o_cummax, index=(0,), tile=ct.scan(x, 0, lambda p, q: ct.maximum(p, q), -2147483648))


@ct.kernel
def column_stats(x, o_mean, o_var, TM: ct.Constant[int], TN: ct.Constant[int]):
    # per-column mean/variance, looping down the rows (rows not a multiple of TM)
    bn = ct.bid(0)
    nrow = x.shape[0]
    s = ct.zeros((1, TN), dtype=ct.float32)
    sq = ct.zeros((1, TN), dtype=ct.float32)
    for i in range(ct.num_tiles(x, 0, shape=(TM, TN))):
        t = ct.load(x, index=(i, bn), shape=(TM, TN), padding_mode=PM.ZERO)
        s += ct.sum(t, axis=0, keepdims=True)
        sq += ct.sum(t * t, axis=0, keepdims=True)
    mean = s / nrow
    ct.store(o_mean, index=(0, bn), tile=mean)
    ct.store(o_var, index=(0, bn), tile=sq / nrow - mean * mean)


@ct.kernel(occupancy=2)
def fused_bias_gelu_dropout(x, bias, keep, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    t = ct.load(x, index=(bm, bn), shape=(TM, TN)).astype(ct.float32)
    bt = ct.load(bias, index=(bn,), shape=(TN,)).astype(ct.float32)
    y = t + bt[None, :]
    g = 0.5 * y * (1.0 + ct.tanh(0.7978845608 * (y + 0.044715 * y * y * y)))
    kp = ct.load(keep, index=(bm, bn), shape=(TM, TN))
    ct.store(out, index=(bm, bn), tile=ct.where(kp, g * 1.25, 0.0).astype(out.dtype))


R = 8
CASES = [
    case("softmax_looped_f32", softmax_looped, "out = softmax(x, axis=1), three loops over 128-wide chunks of 300 columns",
         grid=(R,), x=A(f32, (R, 300)), out=A(f32, (R, 300), init="zeros"), TN=128),
    case("softmax_looped_bf16", softmax_looped, "as softmax_looped_f32 with bfloat16 storage, float32 math",
         grid=(R,), x=A(bf16, (R, 200)), out=A(bf16, (R, 200), init="zeros"), TN=64),
    case("online_softmax_f32", online_softmax, "out = softmax(x, axis=1) with a one-pass running max/sum over 64-wide chunks",
         grid=(R,), x=A(f32, (R, 250)), out=A(f32, (R, 250), init="zeros"), TN=64),
    case("layernorm_looped_f16", layernorm_looped,
         "mean/var per row over 128-wide chunks of 333 columns; out = (x-mean)*rstd*w+b; mean_out, rstd_out per row",
         grid=(R,), x=A(f16, (R, 333)), w=A(f16, (333,)), b=A(f16, (333,)), out=A(f16, (R, 333), init="zeros"),
         mean_out=A(f32, (R,), init="zeros"), rstd_out=A(f32, (R,), init="zeros"), eps=S(f32, 1e-5), TN=128),
    case("rmsnorm_wide_f32", rmsnorm_wide, "out = x / sqrt(mean(x^2) + eps) * w with 1024-wide rows in one tile",
         grid=(4,), x=A(f32, (4, 1024)), w=A(f32, (1024,)), out=A(f32, (4, 1024), init="zeros"), eps=S(f32, 1e-6), TN=1024),
    case("log_softmax_rows_f16", log_softmax_rows, "out = log_softmax(x, axis=1), 4 rows per block (4x512 tiles)",
         grid=(4,), x=A(f16, (16, 512)), out=A(f16, (16, 512), init="zeros"), RB=4, TN=512),
    case("attention_broadcast_f32", attention_broadcast,
         "out = softmax(q @ k.T * scale) @ v with scores by broadcasting (no mma), online softmax over 16-row k/v chunks",
         grid=(2,), q=A(f32, (32, 32)), k=A(f32, (48, 32)), v=A(f32, (48, 32)), out=A(f32, (32, 32), init="zeros"),
         scale=S(f32, 0.17677669529), TQ=16, TKV=16, D=32),
    case("cross_entropy_f32", cross_entropy, "loss[r] = logsumexp(logits[r]) - logits[r, labels[r]] (V=1000 padded to 1024)",
         grid=(6,), logits=A(f32, (6, 1000)), labels=A(i32, (6,), init="randint:0:1000"), loss=A(f32, (6,), init="zeros"),
         V=1024),
    # 256x256 works too but our compile takes minutes there (LLVM's NVPTX register coalescer
    # on <512 x float> fragments), so the corpus keeps the 128x128 tile
    case("big_tile_2d_f32", big_tile_2d, "o_t = a.T*0.5+1; o_colsum = a.sum(0); o_rowmax = a.max(1) with one 128x128 tile",
         a=A(f32, (128, 128)), o_t=A(f32, (128, 128), init="zeros"), o_colsum=A(f32, (128,), init="zeros"),
         o_rowmax=A(f32, (128,), init="zeros"), T=128),
    case("big_1d_scan_i32", big_1d_scan, "o_cum = np.cumsum(a); o_total[0] = a.sum(); o_cummax = running max (one 4096 tile)",
         a=A(i32, (4096,), init="randint:-100:100"), o_cum=A(i32, (4096,), init="zeros"), o_total=A(i32, (1,), init="zeros"),
         o_cummax=A(i32, (4096,), init="zeros"), T=4096),
    case("column_stats_f32", column_stats, "o_mean = x.mean(0); o_var = x.var(0) looping over 16-row chunks of 70 rows",
         grid=(2,), x=A(f32, (70, 64)), o_mean=A(f32, (1, 64), init="zeros"), o_var=A(f32, (1, 64), init="zeros"),
         TM=16, TN=32),
    case("fused_bias_gelu_dropout_f16", fused_bias_gelu_dropout,
         "y = x + bias; out = where(keep, gelu_tanh(y) * 1.25, 0) (occupancy=2)", grid=(2, 2),
         x=A(f16, (64, 128)), bias=A(f16, (128,)), keep=A(ct.bool_, (64, 128), init="random"),
         out=A(f16, (64, 128), init="zeros"), TM=32, TN=64),
]
