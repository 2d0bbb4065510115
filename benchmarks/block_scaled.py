"""Compile time and peak memory of block-scaled matmuls (`ct.mma_scaled`), ours against NVIDIA's.

The kernels are written as cuTile's block-scaled samples are: one 128x128 output tile per
block, a K loop of tile loads of A, B and their 2-D scale tables (`[M, K/32]` and `[K/32, N]`),
`ct.mma_scaled` into an f32 accumulator. `block_scaled_matmul_mxf8_2dscale`: e4m3 operands with
e8m0 scales per 32 of K (MXFP8); `block_scaled_matmul_nvf4_2dscale`: e2m1 operands (loaded as
f16 and converted) with e4m3 scales per 16 of K (NVFP4).

For each kernel and target both compilers run as processes (`tileiras K --gpu-name SM -o OUT`),
interleaved, `--repeat` times; the median wall time and the largest peak resident set size
(`ru_maxrss` of the child) are kept. Results: benchmarks/results/block_scaled-<date>.json.

    python benchmarks/block_scaled.py [--gpu-name sm_100 --gpu-name sm_120] [--repeat 3]

Needs NVIDIA's tileiras (`make oracle`) and cuda-tile (bytecode export, no GPU).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for _p in (ROOT / "tools", ROOT / "tools" / "corpus"):
    sys.path.insert(0, str(_p))

from corpus_lib import A, case, ct  # noqa: E402
from oracle import find_oracle_bin  # noqa: E402

TM, TN, TK = 128, 128, 128


@ct.kernel
def block_scaled_matmul_mxf8_2dscale(a, a_scale, b, b_scale, c, TM: ct.Constant[int], TN: ct.Constant[int],
                                     TK: ct.Constant[int], VS: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, 1, shape=(TM, TK))):
        x = ct.load(a, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        xs = ct.load(a_scale, index=(bm, k), shape=(TM, TK // VS), padding_mode=ct.PaddingMode.ZERO)
        y = ct.load(b, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        ys = ct.load(b_scale, index=(k, bn), shape=(TK // VS, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma_scaled(x, xs, y, ys, acc)
    ct.store(c, index=(bm, bn), tile=acc.astype(c.dtype))


@ct.kernel
def block_scaled_matmul_nvf4_2dscale(a, a_scale, b, b_scale, c, TM: ct.Constant[int], TN: ct.Constant[int],
                                     TK: ct.Constant[int], VS: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, 1, shape=(TM, TK))):
        x = ct.load(a, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO).astype(ct.float4_e2m1fn)
        xs = ct.load(a_scale, index=(bm, k), shape=(TM, TK // VS), padding_mode=ct.PaddingMode.ZERO)
        y = ct.load(b, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO).astype(ct.float4_e2m1fn)
        ys = ct.load(b_scale, index=(k, bn), shape=(TK // VS, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma_scaled(x, xs, y, ys, acc)
    ct.store(c, index=(bm, bn), tile=acc.astype(c.dtype))


def _dense(dtype, shape: tuple[int, int], itemsize: int) -> A:
    """A contiguous 2-D array as a fresh torch tensor looks to cuTile's launch."""
    per16 = 16 // itemsize
    return A(dtype, shape, stride_constant=(None, 1),
             stride_divisible_by=(per16 if (shape[1] * itemsize) % 16 == 0 else 1, 1),
             shape_divisible_by=tuple(16 if n % 16 == 0 else 1 for n in shape), base_addr_divisible_by=16)


N = 4096
KERNELS = {
    "block_scaled_matmul_mxf8_2dscale": (block_scaled_matmul_mxf8_2dscale, {
        "a": _dense(ct.float8_e4m3fn, (N, N), 1), "a_scale": _dense(ct.float8_e8m0fnu, (N, N // 32), 1),
        "b": _dense(ct.float8_e4m3fn, (N, N), 1), "b_scale": _dense(ct.float8_e8m0fnu, (N // 32, N), 1),
        "c": _dense(ct.float16, (N, N), 2), "TM": TM, "TN": TN, "TK": TK, "VS": 32}),
    "block_scaled_matmul_nvf4_2dscale": (block_scaled_matmul_nvf4_2dscale, {
        "a": _dense(ct.float16, (N, N), 2), "a_scale": _dense(ct.float8_e4m3fn, (N, N // 16), 1),
        "b": _dense(ct.float16, (N, N), 2), "b_scale": _dense(ct.float8_e4m3fn, (N // 16, N), 1),
        "c": _dense(ct.float16, (N, N), 2), "TM": TM, "TN": TN, "TK": TK, "VS": 16}),
}


def export(name: str, gpu_name: str, version: str = "13.4") -> bytes:
    """The kernel `name` as TileIR bytecode (cuda-tile's export, no GPU needed)."""
    from cuda.tile.compilation import export_kernel

    kernel, params = KERNELS[name]
    c = case(name, kernel, name, grid=(N // TM, N // TN), gpu_code=gpu_name, **params)
    buf = io.BytesIO()
    export_kernel(c.kernel, c.signatures(), buf, output_format="tileir_bytecode", bytecode_version=version,
                  gpu_code=gpu_name)
    return buf.getvalue()


def measure(cmd: list[str], env: dict[str, str]) -> tuple[int, float, int, str]:
    """(exit code, wall seconds, peak RSS in bytes, stderr tail) of one compile, as a child
    process waited for with `os.wait4` (its own `ru_maxrss`)."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    err = p.stderr.read() if p.stderr else b""
    _, status, usage = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - t0
    return p.returncode, wall, usage.ru_maxrss * 1024, err.decode(errors="replace")[-400:]


def our_tileiras() -> list[str]:
    beside = Path(sys.executable).with_name("tileiras")
    return [str(beside)] if beside.exists() else [sys.executable, "-m", "tileiras.cli.tileiras"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gpu-name", action="append", dest="targets")
    ap.add_argument("--kernel", action="append", dest="kernels", choices=sorted(KERNELS))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--ours-only", action="store_true")
    args = ap.parse_args(argv)
    targets = args.targets or ["sm_100", "sm_120"]
    kernels = args.kernels or sorted(KERNELS)
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    tools = [("ours", our_tileiras())]
    if not args.ours_only:
        tools.append(("nvidia", [str(find_oracle_bin("tileiras") / "tileiras")]))
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in kernels:
            for sm in targets:
                src = Path(tmp) / f"{name}.{sm}.tileirbc"
                src.write_bytes(export(name, sm))
                runs: dict[str, list[tuple[int, float, int, str]]] = {t: [] for t, _ in tools}
                for _ in range(args.repeat):
                    for tool, cmd in tools:  # interleaved
                        out = Path(tmp) / f"{tool}.cubin"
                        runs[tool].append(measure(cmd + [str(src), "--gpu-name", sm, "-o", str(out)], env))
                row: dict = {"kernel": name, "target": sm}
                for tool, _ in tools:
                    codes = {r[0] for r in runs[tool]}
                    row[tool] = {"exit": max(codes), "seconds": round(statistics.median(r[1] for r in runs[tool]), 3),
                                 "peak_rss_mb": round(max(r[2] for r in runs[tool]) / 2**20, 1)}
                    if max(codes):
                        row[tool]["stderr"] = runs[tool][-1][3]
                if "nvidia" in row and not row["ours"]["exit"] and not row["nvidia"]["exit"]:
                    row["time_ratio"] = round(row["ours"]["seconds"] / row["nvidia"]["seconds"], 2)
                    row["memory_ratio"] = round(row["ours"]["peak_rss_mb"] / row["nvidia"]["peak_rss_mb"], 2)
                rows.append(row)
                print(json.dumps(row), flush=True)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True).stdout.strip()
    now = datetime.now(timezone.utc)
    result = {"date": now.isoformat(timespec="seconds"), "commit": commit, "machine": platform.node(),
              "cpus": os.cpu_count(), "repeat": args.repeat, "tile": [TM, TN, TK], "rows": rows}
    out = args.out or ROOT / "benchmarks" / "results" / f"block_scaled-{now.date().isoformat()}.json"
    out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
