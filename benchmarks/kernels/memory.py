"""Memory-bound benchmarks, f32, each streaming far more than the L2 (50 MiB on H100/H200):
vector add (3 x 256 MiB), row softmax and row layernorm (16384 x 4096, a row per block),
tiled transpose (8192^2, 64x64 tiles) and a row reduction (16384 x 4096, 16 rows per block,
a loop over 256-wide column tiles). GB/s counts the bytes each kernel must move.
"""

from bench_lib import Bench, ct, dense

F32 = 4
ROWS, COLS = 16384, 4096


@ct.kernel
def vadd(a, b, c, TILE: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(c, index=(i,), tile=ct.load(a, index=(i,), shape=(TILE,)) + ct.load(b, index=(i,), shape=(TILE,)))


@ct.kernel
def softmax(x, out, TN: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, TN))
    e = ct.exp(t - ct.max(t, axis=1, keepdims=True))
    ct.store(out, index=(row, 0), tile=e / ct.sum(e, axis=1, keepdims=True))


@ct.kernel
def layernorm(x, w, b, out, EPS: ct.Constant[float], TN: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, TN))
    mean = ct.sum(t, axis=1, keepdims=True) * (1.0 / TN)
    d = t - mean
    rstd = ct.rsqrt(ct.sum(d * d, axis=1, keepdims=True) * (1.0 / TN) + EPS)
    wt = ct.reshape(ct.load(w, index=(0,), shape=(TN,)), (1, TN))
    bt = ct.reshape(ct.load(b, index=(0,), shape=(TN,)), (1, TN))
    ct.store(out, index=(row, 0), tile=d * rstd * wt + bt)


@ct.kernel
def transpose(a, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    bx, by = ct.bid(0), ct.bid(1)
    ct.store(out, index=(by, bx), tile=ct.transpose(ct.load(a, index=(bx, by), shape=(TM, TN))))


@ct.kernel
def row_sum(x, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    blk = ct.bid(0)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for j in range(ct.num_tiles(x, 1, shape=(TM, TN))):
        acc += ct.load(x, index=(blk, j), shape=(TM, TN))
    ct.store(out, index=(blk,), tile=ct.sum(acc, axis=1))


N_VADD, TILE_VADD, N_T, T_T, TM_SUM, TN_SUM = 1 << 26, 1024, 8192, 64, 16, 256
f32 = ct.float32

BENCHMARKS = [
    Bench("vadd_f32_64M", vadd, {"a": dense(f32, (N_VADD,)), "b": dense(f32, (N_VADD,)), "c": dense(f32, (N_VADD,)),
                                 "TILE": TILE_VADD},
          grid=(N_VADD // TILE_VADD,), recipe={"kind": "vadd", "N": N_VADD}, work={"bytes": 3 * N_VADD * F32},
          tol=(1e-6, 1e-6)),
    Bench("softmax_f32_16384x4096", softmax, {"x": dense(f32, (ROWS, COLS)), "out": dense(f32, (ROWS, COLS)),
                                              "TN": COLS},
          grid=(ROWS,), recipe={"kind": "softmax", "rows": ROWS, "cols": COLS}, work={"bytes": 2 * ROWS * COLS * F32},
          tol=(1e-4, 1e-6)),
    Bench("layernorm_f32_16384x4096", layernorm,
          {"x": dense(f32, (ROWS, COLS)), "w": dense(f32, (COLS,)), "b": dense(f32, (COLS,)),
           "out": dense(f32, (ROWS, COLS)), "EPS": 1e-5, "TN": COLS},
          grid=(ROWS,), recipe={"kind": "layernorm", "rows": ROWS, "cols": COLS, "eps": 1e-5},
          work={"bytes": 2 * ROWS * COLS * F32}, tol=(1e-4, 1e-4)),
    Bench("transpose_f32_8192", transpose, {"a": dense(f32, (N_T, N_T)), "out": dense(f32, (N_T, N_T)),
                                            "TM": T_T, "TN": T_T},
          grid=(N_T // T_T, N_T // T_T), recipe={"kind": "transpose", "N": N_T}, work={"bytes": 2 * N_T * N_T * F32},
          tol=(0.0, 0.0)),
    Bench("row_sum_f32_16384x4096", row_sum, {"x": dense(f32, (ROWS, COLS)), "out": dense(f32, (ROWS,)),
                                              "TM": TM_SUM, "TN": TN_SUM},
          grid=(ROWS // TM_SUM,), recipe={"kind": "row_sum", "rows": ROWS, "cols": COLS},
          work={"bytes": ROWS * COLS * F32}, tol=(1e-4, 1e-3)),
]
