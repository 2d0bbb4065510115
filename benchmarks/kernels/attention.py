"""Attention benchmarks (flash-attention style, as the cuTile samples write it): one block per
(batch*head, query tile), a loop over key/value tiles with an online softmax in base 2
(`qk_scale` = log2(e)/sqrt(D)), f16 inputs, f32 accumulation.

Sequence 4096, 32 batch*heads, head dim 64 and 128, causal (key tiles up to the diagonal, the
diagonal ones masked) and not. Tiles: 128 queries x 64 keys.
"""

import math

from bench_lib import S, Bench, cdiv, ct, dense

TQ, TKV, SEQ, BH = 128, 64, 4096, 32


@ct.kernel
def attention(q, k, v, out, qk_scale, TQ: ct.Constant[int], TKV: ct.Constant[int], D: ct.Constant[int],
              CAUSAL: ct.Constant[bool]):
    bh, bq = ct.bid(0), ct.bid(1)
    qt = ct.load(q, index=(bh, bq, 0), shape=(1, TQ, D)).reshape((TQ, D))
    m_i = ct.full((TQ, 1), float("-inf"), dtype=ct.float32)
    l_i = ct.zeros((TQ, 1), dtype=ct.float32)
    acc = ct.zeros((TQ, D), dtype=ct.float32)
    qpos = bq * TQ + ct.arange(TQ, dtype=ct.int32)[:, None]
    if CAUSAL:
        n_kv = ct.cdiv((bq + 1) * TQ, TKV)
    else:
        n_kv = ct.num_tiles(k, 1, shape=(1, TKV, D))
    for j in range(n_kv):
        kt = ct.load(k, index=(bh, j, 0), shape=(1, TKV, D)).reshape((TKV, D))
        vt = ct.load(v, index=(bh, j, 0), shape=(1, TKV, D)).reshape((TKV, D))
        s = ct.mma(qt, ct.transpose(kt), ct.zeros((TQ, TKV), dtype=ct.float32)) * qk_scale
        if CAUSAL:
            kpos = j * TKV + ct.arange(TKV, dtype=ct.int32)[None, :]
            s = ct.where(kpos <= qpos, s, float("-inf"))
        m_new = ct.maximum(m_i, ct.max(s, axis=1, keepdims=True))
        p = ct.exp2(s - m_new)
        alpha = ct.exp2(m_i - m_new)
        l_i = l_i * alpha + ct.sum(p, axis=1, keepdims=True)
        acc = ct.mma(p.astype(vt.dtype), vt, acc * alpha)
        m_i = m_new
    ct.store(out, index=(bh, bq, 0), tile=(acc / l_i).astype(out.dtype).reshape((1, TQ, D)))


def _attention(d: int, causal: bool) -> Bench:
    name = f"attention_f16_s{SEQ}_d{d}" + ("_causal" if causal else "")
    arr = dense(ct.float16, (BH, SEQ, d))
    flops = 4 * BH * SEQ * SEQ * d // (2 if causal else 1)
    return Bench(name, attention,
                 {"q": arr, "k": arr, "v": arr, "out": arr, "qk_scale": S(ct.float32, math.log2(math.e) / math.sqrt(d)),
                  "TQ": TQ, "TKV": TKV, "D": d, "CAUSAL": causal},
                 grid=(BH, cdiv(SEQ, TQ)),
                 recipe={"kind": "attention", "BH": BH, "S": SEQ, "D": d, "causal": causal, "dtype": "float16"},
                 work={"flops": flops}, tol=(2e-2, 2e-2))


BENCHMARKS = [_attention(d, causal) for d in (64, 128) for causal in (False, True)]
