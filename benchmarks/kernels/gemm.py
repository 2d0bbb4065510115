"""GEMM benchmarks as a cuTile Python user writes them: one output tile per block, a K loop of
tile loads and `ct.mma` into an f32 accumulator, grouped ("swizzled") block order for L2 reuse.

bf16 and f16 at 4096^3 and 8192^3, fp8 (e4m3) with f16 output at 4096^3, and a batched f16
GEMM (16 x 2048^3). Tiles 128x128x64 (fp8: K tile 128), as the samples pick for Hopper.
"""

from bench_lib import Bench, cdiv, ct, dense

TM, TN, GROUP = 128, 128, 8


@ct.kernel
def gemm(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int], GROUP: ct.Constant[int]):
    pid = ct.bid(0)
    blocks_m = ct.cdiv(a.shape[0], TM)
    blocks_n = ct.cdiv(b.shape[1], TN)
    per_group = GROUP * blocks_n
    first_m = (pid // per_group) * GROUP
    rows = ct.minimum(blocks_m - first_m, GROUP)
    bm = first_m + (pid % per_group) % rows
    bn = (pid % per_group) // rows
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, 1, shape=(TM, TK))):
        x = ct.load(a, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        y = ct.load(b, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(x, y, acc)
    ct.store(c, index=(bm, bn), tile=acc.astype(c.dtype))


@ct.kernel
def batched_gemm(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    batch, bm, bn = ct.bid(0), ct.bid(1), ct.bid(2)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, 2, shape=(1, TM, TK))):
        x = ct.load(a, index=(batch, bm, k), shape=(1, TM, TK), padding_mode=ct.PaddingMode.ZERO).reshape((TM, TK))
        y = ct.load(b, index=(batch, k, bn), shape=(1, TK, TN), padding_mode=ct.PaddingMode.ZERO).reshape((TK, TN))
        acc = ct.mma(x, y, acc)
    ct.store(c, index=(batch, bm, bn), tile=acc.astype(c.dtype).reshape((1, TM, TN)))


_DT = {"bfloat16": ct.bfloat16, "float16": ct.float16, "float8_e4m3fn": ct.float8_e4m3fn}


def _gemm(name: str, n: int, dtype: str, out: str, tk: int) -> Bench:
    return Bench(name, gemm,
                 {"a": dense(_DT[dtype], (n, n)), "b": dense(_DT[dtype], (n, n)), "c": dense(_DT[out], (n, n)),
                  "TM": TM, "TN": TN, "TK": tk, "GROUP": GROUP},
                 grid=(cdiv(n, TM) * cdiv(n, TN),),
                 recipe={"kind": "gemm", "M": n, "N": n, "K": n, "dtype": dtype, "out_dtype": out},
                 work={"flops": 2 * n ** 3}, tol=(2e-2, 1.0))


def _batched(name: str, batch: int, n: int) -> Bench:
    return Bench(name, batched_gemm,
                 {"a": dense(ct.float16, (batch, n, n)), "b": dense(ct.float16, (batch, n, n)),
                  "c": dense(ct.float16, (batch, n, n)), "TM": TM, "TN": TN, "TK": 64},
                 grid=(batch, cdiv(n, TM), cdiv(n, TN)),
                 recipe={"kind": "gemm", "batch": batch, "M": n, "N": n, "K": n, "dtype": "float16",
                         "out_dtype": "float16"},
                 work={"flops": 2 * batch * n ** 3}, tol=(2e-2, 1.0))


BENCHMARKS = [
    _gemm("gemm_bf16_4096", 4096, "bfloat16", "bfloat16", 64),
    _gemm("gemm_bf16_8192", 8192, "bfloat16", "bfloat16", 64),
    _gemm("gemm_f16_4096", 4096, "float16", "float16", 64),
    _gemm("gemm_f16_8192", 8192, "float16", "float16", 64),
    _gemm("gemm_fp8_e4m3_4096", 4096, "float8_e4m3fn", "float16", 128),
    _batched("gemm_batched_f16_16x2048", 16, 2048),
]
