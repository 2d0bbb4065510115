"""Tensor-core kernels on aligned arrays (16-byte aligned bases, row strides divisible by the
128-bit vector, unit inner strides), as cuTile Python launches them on real allocations: the
loads that feed the MMAs can be copied asynchronously (cp.async / TMA) into shared memory and
read with ldmatrix. K and the other extents have tails, so the copies zero-fill partial
chunks."""
from corpus_lib import A, S, case, ct

f32, f16, bf16, i8, i32 = ct.float32, ct.float16, ct.bfloat16, ct.int8, ct.int32
PM = ct.PaddingMode


def AL(dtype, shape, vec, **kw):
    """An array with an aligned base, a unit inner stride and outer strides divisible by `vec`."""
    rank = len(shape)
    return A(dtype, shape, base_addr_divisible_by=16, stride_constant=(None,) * (rank - 1) + (1,),
             stride_divisible_by=(vec,) * (rank - 1) + (1,), **kw)


@ct.kernel
def aligned_gemm(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=c.dtype if c.dtype == ct.int32 else ct.float32)
    for k in range(ct.num_tiles(a, 1, shape=(TM, TK))):
        x = ct.load(a, index=(bm, k), shape=(TM, TK), padding_mode=PM.ZERO, latency=4)
        y = ct.load(b, index=(k, bn), shape=(TK, TN), padding_mode=PM.ZERO, latency=4)
        acc = ct.mma(x, y, acc)
    ct.store(c, index=(bm, bn), tile=acc.astype(c.dtype))


@ct.kernel
def persistent_gemm(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    """A persistent GEMM in cuTile's sample style: each block walks the output tiles with a
    grid-stride loop (tile t, t + num_blocks, ...), each tile a K loop of loads and MMAs, then
    a store."""
    tiles_n = ct.num_tiles(c, 1, shape=(TM, TN))
    tiles = ct.num_tiles(c, 0, shape=(TM, TN)) * tiles_n
    for t in range(ct.bid(0), tiles, ct.num_blocks(0)):
        bm, bn = t // tiles_n, t % tiles_n
        acc = ct.zeros((TM, TN), dtype=ct.float32)
        for k in range(ct.num_tiles(a, 1, shape=(TM, TK))):
            x = ct.load(a, index=(bm, k), shape=(TM, TK), padding_mode=PM.ZERO, latency=4)
            y = ct.load(b, index=(k, bn), shape=(TK, TN), padding_mode=PM.ZERO, latency=4)
            acc = ct.mma(x, y, acc)
        ct.store(c, index=(bm, bn), tile=acc.astype(c.dtype))


@ct.kernel
def aligned_batched_gemm(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bb, bm, bn = ct.bid(0), ct.bid(1), ct.bid(2)
    acc = ct.zeros((1, TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, 2, shape=(1, TM, TK))):
        x = ct.load(a, index=(bb, bm, k), shape=(1, TM, TK), padding_mode=PM.ZERO)
        y = ct.load(b, index=(bb, k, bn), shape=(1, TK, TN), padding_mode=PM.ZERO)
        acc = ct.mma(x, y, acc)
    ct.store(c, index=(bb, bm, bn), tile=acc.astype(c.dtype))


@ct.kernel
def aligned_attention(q, k, v, out, qk_scale, TQ: ct.Constant[int], TKV: ct.Constant[int], D: ct.Constant[int]):
    bh, bq = ct.bid(0), ct.bid(1)
    qt = ct.load(q, index=(bh, bq, 0), shape=(1, TQ, D), padding_mode=PM.ZERO).reshape((TQ, D))
    m_i = ct.full((TQ, 1), float("-inf"), dtype=ct.float32)
    l_i = ct.zeros((TQ, 1), dtype=ct.float32)
    acc = ct.zeros((TQ, D), dtype=ct.float32)
    for j in range(ct.num_tiles(k, 1, shape=(1, TKV, D))):
        kt = ct.load(k, index=(bh, j, 0), shape=(1, TKV, D), padding_mode=PM.ZERO).reshape((TKV, D))
        vt = ct.load(v, index=(bh, j, 0), shape=(1, TKV, D), padding_mode=PM.ZERO).reshape((TKV, D))
        s = ct.mma(qt, ct.transpose(kt), ct.zeros((TQ, TKV), dtype=ct.float32)) * qk_scale
        m_new = ct.maximum(m_i, ct.max(s, axis=1, keepdims=True))
        p = ct.exp2(s - m_new)
        alpha = ct.exp2(m_i - m_new)
        l_i = l_i * alpha + ct.sum(p, axis=1, keepdims=True)
        acc = ct.mma(p.astype(vt.dtype), vt, acc * alpha)
        m_i = m_new
    ct.store(out, index=(bh, bq, 0), tile=(acc / l_i).astype(out.dtype).reshape((1, TQ, D)))


def DENSE(dtype, shape, vec, **kw):
    """`AL` with every extent divisible by 16 too, as cuTile records for a fresh torch tensor
    whose shape allows it (NVIDIA's tileiras then copies whole 16-byte chunks only)."""
    return AL(dtype, shape, vec, shape_divisible_by=(16,) * len(shape), **kw)


_SCALE = 1.4426950408889634 / 8.0

CASES = [
    case("aligned_gemm_f16", aligned_gemm,
         "c = a @ b, f16 in, f32 accumulate, f16 out; aligned arrays, 64x64x32 tiles, tails in M, N and K",
         grid=(2, 2), a=AL(f16, (96, 80), 8), b=AL(f16, (80, 72), 8), c=AL(f16, (96, 72), 8, init="zeros"),
         TM=64, TN=64, TK=32),
    case("aligned_gemm_bf16_f32out", aligned_gemm,
         "c = a @ b, bf16 in, f32 out; aligned arrays, 64x64x64 tiles, a K tail",
         grid=(2, 2), a=AL(bf16, (128, 200), 8), b=AL(bf16, (200, 128), 8), c=AL(f32, (128, 128), 4, init="zeros"),
         TM=64, TN=64, TK=64),
    case("aligned_gemm_tf32", aligned_gemm,
         "c = a @ b, f32 in (tf32 MMA); aligned arrays, 32x32x16 tiles, tails",
         grid=(2, 2), a=AL(f32, (60, 72), 4), b=AL(f32, (72, 64), 4), c=AL(f32, (60, 64), 4, init="zeros"),
         TM=32, TN=32, TK=16),
    case("aligned_gemm_i8", aligned_gemm,
         "c = a @ b, int8 in, int32 accumulate and out; aligned arrays, 32x32x64 tiles, a K tail",
         grid=(2, 2), a=AL(i8, (64, 208), 16, init="randint:-128:128"), b=AL(i8, (208, 64), 16, init="randint:-128:128"),
         c=AL(i32, (64, 64), 4, init="zeros"), TM=32, TN=32, TK=64),
    case("aligned_batched_gemm_f16", aligned_batched_gemm,
         "c[b] = a[b] @ b[b], f16; aligned arrays, 32x32x32 tiles",
         grid=(2, 2, 2), a=AL(f16, (2, 64, 96), 8), b=AL(f16, (2, 96, 64), 8), c=AL(f16, (2, 64, 64), 8, init="zeros"),
         TM=32, TN=32, TK=32),
    case("aligned_attention_f16", aligned_attention,
         "out[bh] = softmax(q k^T * scale) v with online softmax (exp2), f16; aligned arrays, 64x32 tiles, D=64",
         grid=(2, 2), q=AL(f16, (2, 128, 64), 8), k=AL(f16, (2, 128, 64), 8), v=AL(f16, (2, 128, 64), 8),
         out=AL(f16, (2, 128, 64), 8, init="zeros"), qk_scale=S(f32, _SCALE), TQ=64, TKV=32, D=64),
    case("dense_gemm_f16", aligned_gemm,
         "c = a @ b, f16, f32 accumulate; aligned arrays with extents divisible by 16 (no tails), 64x64x32 tiles",
         grid=(2, 2), a=DENSE(f16, (128, 160), 8), b=DENSE(f16, (160, 128), 8), c=DENSE(f16, (128, 128), 8, init="zeros"),
         TM=64, TN=64, TK=32),
    case("dense_gemm_bf16_128", aligned_gemm,
         "c = a @ b, bf16, f32 accumulate; aligned, extents divisible by 16, 128x128x32 tiles (the benchmark's shape class)",
         grid=(1, 1), a=DENSE(bf16, (128, 128), 8), b=DENSE(bf16, (128, 128), 8), c=DENSE(bf16, (128, 128), 8, init="zeros"),
         TM=128, TN=128, TK=32),
    case("persistent_gemm_f16", persistent_gemm,
         "c = a @ b, f16, f32 accumulate; a persistent kernel: 2 blocks walk the 3x2 output tiles of 64x64 "
         "(grid-stride loop), K loop of 64x64x32 tiles; aligned arrays with extents divisible by 16",
         grid=(2, 1), a=DENSE(f16, (192, 96), 8), b=DENSE(f16, (96, 128), 8), c=DENSE(f16, (192, 128), 8, init="zeros"),
         TM=64, TN=64, TK=32),
    case("dense_attention_f16", aligned_attention,
         "online-softmax attention, f16; aligned arrays with extents divisible by 16, 64x64 tiles, D=64",
         grid=(2, 2), q=DENSE(f16, (2, 128, 64), 8), k=DENSE(f16, (2, 128, 64), 8), v=DENSE(f16, (2, 128, 64), 8),
         out=DENSE(f16, (2, 128, 64), 8, init="zeros"), qk_scale=S(f32, _SCALE), TQ=64, TKV=64, D=64),
]
