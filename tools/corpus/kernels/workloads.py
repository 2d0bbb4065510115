"""Typical workloads: softmax, layernorm, rmsnorm, tiled matmul with a K loop, split-K
style reduction, batched matmul, fused attention (flash-attention style online softmax),
MoE-style gathered matmul, GELU, fused elementwise, programmatic dependent launch."""
import math

from corpus_lib import A, S, case, ct

f32, f16, bf16, i32 = ct.float32, ct.float16, ct.bfloat16, ct.int32


@ct.kernel
def softmax_rows(x, out, TN: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, TN), padding_mode=ct.PaddingMode.NEG_INF).astype(ct.float32)
    m = ct.max(t, axis=1, keepdims=True)
    e = ct.exp(t - m)
    s = ct.sum(e, axis=1, keepdims=True)
    ct.store(out, index=(row, 0), tile=(e / s).astype(out.dtype))


@ct.kernel
def layernorm_rows(x, w, b, out, eps, TN: ct.Constant[int]):
    row = ct.bid(0)
    n = x.shape[1]
    t = ct.load(x, index=(row, 0), shape=(1, TN), padding_mode=ct.PaddingMode.ZERO).astype(ct.float32)
    mean = ct.sum(t, axis=1, keepdims=True) / n
    mask = ct.arange(TN, dtype=ct.int32)[None, :] < n
    d = ct.where(mask, t - mean, 0.0)
    var = ct.sum(d * d, axis=1, keepdims=True) / n
    rstd = ct.rsqrt(var + eps)
    wt = ct.load(w, index=(0,), shape=(TN,), padding_mode=ct.PaddingMode.ZERO).astype(ct.float32)
    bt = ct.load(b, index=(0,), shape=(TN,), padding_mode=ct.PaddingMode.ZERO).astype(ct.float32)
    y = d * rstd * wt[None, :] + bt[None, :]
    ct.store(out, index=(row, 0), tile=y.astype(out.dtype))


@ct.kernel
def rmsnorm_rows(x, w, out, eps, TN: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, TN)).astype(ct.float32)
    ms = ct.sum(t * t, axis=1, keepdims=True) / TN
    y = t * ct.rsqrt(ms + eps) * ct.load(w, index=(0,), shape=(TN,)).astype(ct.float32)[None, :]
    ct.store(out, index=(row, 0), tile=y.astype(out.dtype))


@ct.kernel
def matmul_tiled(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, 1, shape=(TM, TK))):
        x = ct.load(a, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        y = ct.load(b, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(x, y, acc)
    ct.store(c, index=(bm, bn), tile=acc.astype(c.dtype))


@ct.kernel
def matmul_swizzled(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int],
                    GROUP: ct.Constant[int]):
    pid = ct.bid(0)
    num_m = ct.cdiv(a.shape[0], TM)
    num_n = ct.cdiv(b.shape[1], TN)
    group_size = GROUP * num_n
    group = pid // group_size
    first_m = group * GROUP
    gm = ct.minimum(num_m - first_m, GROUP)
    bm = first_m + (pid % group_size) % gm
    bn = (pid % group_size) // gm
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, 1, shape=(TM, TK))):
        x = ct.load(a, index=(bm, k), shape=(TM, TK), latency=4)
        y = ct.load(b, index=(k, bn), shape=(TK, TN), latency=4)
        acc = ct.mma(x, y, acc)
    ct.store(c, index=(bm, bn), tile=acc.astype(c.dtype))


@ct.kernel
def matmul_bt(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, 1, shape=(TM, TK))):
        x = ct.load(a, index=(bm, k), shape=(TM, TK))
        y = ct.load(b, index=(k, bn), shape=(TK, TN), order="F")
        acc = ct.mma(x, y, acc)
    ct.store(c, index=(bm, bn), tile=acc)


@ct.kernel
def batched_matmul(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bb, bm, bn = ct.bid(0), ct.bid(1), ct.bid(2)
    acc = ct.zeros((1, TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, 2, shape=(1, TM, TK))):
        x = ct.load(a, index=(bb, bm, k), shape=(1, TM, TK))
        y = ct.load(b, index=(bb, k, bn), shape=(1, TK, TN))
        acc = ct.mma(x, y, acc)
    ct.store(c, index=(bb, bm, bn), tile=acc.astype(c.dtype))


@ct.kernel
def sum_reduce_atomic(x, total, T: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0),), shape=(T,), padding_mode=ct.PaddingMode.ZERO)
    ct.atomic_add(total, 0, ct.sum(t))


@ct.kernel
def fused_attention(q, k, v, out, qk_scale, TQ: ct.Constant[int], TKV: ct.Constant[int], D: ct.Constant[int]):
    bh, bq = ct.bid(0), ct.bid(1)
    qt = ct.load(q, index=(bh, bq, 0), shape=(1, TQ, D)).reshape((TQ, D))
    m_i = ct.full((TQ, 1), float("-inf"), dtype=ct.float32)
    l_i = ct.zeros((TQ, 1), dtype=ct.float32)
    acc = ct.zeros((TQ, D), dtype=ct.float32)
    for j in range(ct.num_tiles(k, 1, shape=(1, TKV, D))):
        kt = ct.load(k, index=(bh, j, 0), shape=(1, TKV, D)).reshape((TKV, D))
        vt = ct.load(v, index=(bh, j, 0), shape=(1, TKV, D)).reshape((TKV, D))
        s = ct.mma(qt, ct.transpose(kt), ct.zeros((TQ, TKV), dtype=ct.float32)) * qk_scale
        m_new = ct.maximum(m_i, ct.max(s, axis=1, keepdims=True))
        p = ct.exp2(s - m_new)
        alpha = ct.exp2(m_i - m_new)
        l_i = l_i * alpha + ct.sum(p, axis=1, keepdims=True)
        acc = ct.mma(p.astype(vt.dtype), vt, acc * alpha)
        m_i = m_new
    o = (acc / l_i).astype(out.dtype).reshape((1, TQ, D))
    ct.store(out, index=(bh, bq, 0), tile=o)


@ct.kernel
def causal_attention(q, k, v, out, qk_scale, TQ: ct.Constant[int], TKV: ct.Constant[int], D: ct.Constant[int]):
    bh, bq = ct.bid(0), ct.bid(1)
    qt = ct.load(q, index=(bh, bq, 0), shape=(1, TQ, D)).reshape((TQ, D))
    m_i = ct.full((TQ, 1), float("-inf"), dtype=ct.float32)
    l_i = ct.zeros((TQ, 1), dtype=ct.float32)
    acc = ct.zeros((TQ, D), dtype=ct.float32)
    qpos = bq * TQ + ct.arange(TQ, dtype=ct.int32)[:, None]
    for j in range((bq * TQ) // TKV + 1):
        kt = ct.load(k, index=(bh, j, 0), shape=(1, TKV, D)).reshape((TKV, D))
        vt = ct.load(v, index=(bh, j, 0), shape=(1, TKV, D)).reshape((TKV, D))
        s = ct.mma(qt, ct.transpose(kt), ct.zeros((TQ, TKV), dtype=ct.float32)) * qk_scale
        kpos = j * TKV + ct.arange(TKV, dtype=ct.int32)[None, :]
        s = ct.where(kpos <= qpos, s, float("-inf"))
        m_new = ct.maximum(m_i, ct.max(s, axis=1, keepdims=True))
        p = ct.exp(s - m_new)
        alpha = ct.exp(m_i - m_new)
        l_i = l_i * alpha + ct.sum(p, axis=1, keepdims=True)
        acc = ct.mma(p.astype(vt.dtype), vt, acc * alpha)
        m_i = m_new
    ct.store(out, index=(bh, bq, 0), tile=(acc / l_i).astype(out.dtype).reshape((1, TQ, D)))


@ct.kernel
def moe_gather_matmul(x, w, token_ids, expert_ids, out, TT: ct.Constant[int], TN: ct.Constant[int],
                      D: ct.Constant[int]):
    blk, bn = ct.bid(0), ct.bid(1)
    tok = ct.load(token_ids, index=(blk,), shape=(TT,))
    e = ct.load(expert_ids, index=(blk,), shape=(1,)).item()
    rows = ct.gather(x, (tok[:, None], ct.arange(D, dtype=ct.int32)[None, :]))
    wt = ct.load(w, index=(e, 0, bn), shape=(1, D, TN)).reshape((D, TN))
    y = ct.mma(rows, wt, ct.zeros((TT, TN), dtype=ct.float32))
    cols = bn * TN + ct.arange(TN, dtype=ct.int32)
    ct.scatter(out, (tok[:, None], cols[None, :]), y.astype(out.dtype))


@ct.kernel
def gelu_tanh(x, out, T: ct.Constant[int]):
    i = ct.bid(0)
    t = ct.load(x, index=(i,), shape=(T,)).astype(ct.float32)
    y = 0.5 * t * (1.0 + ct.tanh(0.7978845608 * (t + 0.044715 * t * t * t)))
    ct.store(out, index=(i,), tile=y.astype(out.dtype))


@ct.kernel
def silu_mul(gate, up, out, T: ct.Constant[int]):
    i = ct.bid(0)
    g = ct.load(gate, index=(i,), shape=(T,)).astype(ct.float32)
    u = ct.load(up, index=(i,), shape=(T,)).astype(ct.float32)
    y = g / (1.0 + ct.exp(-g)) * u
    ct.store(out, index=(i,), tile=y.astype(out.dtype))


@ct.kernel
def pdl_producer_consumer(x, out, T: ct.Constant[int]):
    ct.grid_dependency_control_wait()
    i = ct.bid(0)
    t = ct.load(x, index=(i,), shape=(T,))
    ct.grid_dependency_control_launch_dependents()
    ct.store(out, index=(i,), tile=t + 1.0)


@ct.kernel
def vector_add_grid_stride(a, b, c, T: ct.Constant[int]):
    nt = ct.num_tiles(c, 0, shape=(T,))
    for t in range(ct.bid(0), nt, ct.num_blocks(0)):
        ct.store(c, index=(t,), tile=ct.load(a, index=(t,), shape=(T,)) + ct.load(b, index=(t,), shape=(T,)))


R, C = 16, 128
_SCALE = 1.0 / math.sqrt(64) * 1.4426950408889634
CASES = [
    case("softmax_f32", softmax_rows, "out = softmax(x, axis=1) per row (rows padded with -inf to TN)", grid=(R,),
         x=A(f32, (R, 100)), out=A(f32, (R, 100), init="zeros"), TN=C),
    case("softmax_f16", softmax_rows, "out = softmax(x.astype(f32), axis=1).astype(f16)", grid=(R,),
         x=A(f16, (R, C)), out=A(f16, (R, C), init="zeros"), TN=C),
    case("layernorm_f32", layernorm_rows, "out = (x - mean) / sqrt(var + eps) * w + b per row", grid=(R,),
         x=A(f32, (R, 100)), w=A(f32, (100,)), b=A(f32, (100,)), out=A(f32, (R, 100), init="zeros"),
         eps=S(f32, 1e-5), TN=C),
    case("layernorm_bf16", layernorm_rows, "layernorm in bfloat16 storage, float32 math", grid=(R,),
         x=A(bf16, (R, C)), w=A(bf16, (C,)), b=A(bf16, (C,)), out=A(bf16, (R, C), init="zeros"),
         eps=S(f32, 1e-5), TN=C),
    case("rmsnorm_f16", rmsnorm_rows, "out = x / sqrt(mean(x^2) + eps) * w per row", grid=(R,),
         x=A(f16, (R, C)), w=A(f16, (C,)), out=A(f16, (R, C), init="zeros"), eps=S(f32, 1e-6), TN=C),
    case("matmul_tiled_f16", matmul_tiled, "c = a @ b (f16 in, f32 accumulate, f16 out; K loop, zero padding)",
         grid=(2, 2), a=A(f16, (128, 96)), b=A(f16, (96, 128)), c=A(f16, (128, 128), init="zeros"), TM=64, TN=64, TK=32),
    case("matmul_tiled_bf16_f32out", matmul_tiled, "c = a @ b (bf16 in, f32 out)",
         grid=(2, 2), a=A(bf16, (128, 128)), b=A(bf16, (128, 128)), c=A(f32, (128, 128), init="zeros"), TM=64, TN=64, TK=64),
    case("matmul_tiled_tf32", matmul_tiled, "c = a @ b (f32 in: mma in f32)",
         grid=(2, 2), a=A(f32, (64, 64)), b=A(f32, (64, 64)), c=A(f32, (64, 64), init="zeros"), TM=32, TN=32, TK=16),
    case("matmul_swizzled_f16", matmul_swizzled, "c = a @ b with grouped (swizzled) block order over a 1-D grid",
         grid=(16,), a=A(f16, (256, 128), shape_divisible_by=64, stride_divisible_by=(8, 1)),
         b=A(f16, (128, 256), shape_divisible_by=64, stride_divisible_by=(8, 1)),
         c=A(f16, (256, 256), init="zeros"), TM=64, TN=64, TK=32, GROUP=2),
    case("matmul_bt_f16", matmul_bt, "c = a @ b.T where b is given as (N, K) and loaded with order F",
         grid=(2, 2), a=A(f16, (64, 64)), b=A(f16, (64, 64)), c=A(f32, (64, 64), init="zeros"), TM=32, TN=32, TK=32),
    case("batched_matmul_f16", batched_matmul, "c[b] = a[b] @ b[b] for each batch", grid=(2, 2, 2),
         a=A(f16, (2, 64, 64)), b=A(f16, (2, 64, 64)), c=A(f16, (2, 64, 64), init="zeros"), TM=32, TN=32, TK=32),
    case("sum_reduce_atomic_f32", sum_reduce_atomic, "total[0] += x.sum() (per-block partial sums, atomic add)", grid=(4,),
         x=A(f32, (1000,)), total=A(f32, (1,), init="zeros"), T=256),
    case("fused_attention_f16", fused_attention,
         "out[bh] = softmax(q[bh] @ k[bh].T * scale) @ v[bh] (online softmax with exp2; scale=log2(e)/sqrt(D))",
         grid=(2, 2), q=A(f16, (2, 128, 64)), k=A(f16, (2, 128, 64)), v=A(f16, (2, 128, 64)),
         out=A(f16, (2, 128, 64), init="zeros"), qk_scale=S(f32, _SCALE), TQ=64, TKV=32, D=64),
    case("causal_attention_bf16", causal_attention,
         "out[bh] = softmax(mask_causal(q @ k.T * scale)) @ v (natural exp; scale=1/sqrt(D))",
         grid=(2, 2), q=A(bf16, (2, 128, 64)), k=A(bf16, (2, 128, 64)), v=A(bf16, (2, 128, 64)),
         out=A(bf16, (2, 128, 64), init="zeros"), qk_scale=S(f32, 0.125), TQ=64, TKV=64, D=64),
    case("moe_gather_matmul_f16", moe_gather_matmul,
         "for block t: rows=token_ids[t*TT:(t+1)*TT]; out[rows, n-tile] = x[rows] @ w[expert_ids[t]][:, n-tile]",
         grid=(4, 2), x=A(f16, (64, 64)), w=A(f16, (4, 64, 64)), token_ids=A(i32, (64,), init="perm"),
         expert_ids=A(i32, (4,), init="randint:0:4"), out=A(f16, (64, 64), init="zeros"), TT=16, TN=32, D=64),
    case("gelu_tanh_f16", gelu_tanh, "out = 0.5*x*(1+tanh(0.79788456*(x+0.044715*x^3)))", grid=(4,),
         x=A(f16, (1024,)), out=A(f16, (1024,), init="zeros"), T=256),
    case("silu_mul_bf16", silu_mul, "out = silu(gate) * up = gate/(1+exp(-gate))*up", grid=(4,),
         gate=A(bf16, (1024,)), up=A(bf16, (1024,)), out=A(bf16, (1024,), init="zeros"), T=256),
    case("pdl_producer_consumer", pdl_producer_consumer,
         "out = x + 1, with grid-dependency wait/launch-dependents (programmatic dependent launch, 13.4+)", grid=(4,),
         x=A(f32, (256,)), out=A(f32, (256,), init="zeros"), T=64),
    case("vector_add_grid_stride_f32", vector_add_grid_stride, "c = a + b (grid-stride over tiles)", grid=(3,),
         a=A(f32, (5000,)), b=A(f32, (5000,)), c=A(f32, (5000,), init="zeros"), T=512),
]
