"""GPU time of memory-bound cuTile kernels compiled by our tileiras against NVIDIA's, same run.

Kernels (f32, sizes that stream well past the L2): vector add, row softmax, row layernorm,
tiled transpose, row sum. Each is written here in cuTile Python and launched with `ct.launch` on
torch tensors. cuTile keeps the compiler it first finds for the whole process, so every
(compiler, round) pair runs in its own worker process (`--worker ours|nvidia`, see
tools/gpu_cutile.py for how the compiler is chosen); rounds alternate the two compilers. A worker
checks each result against torch, then times `--iters` launches with CUDA events after
`--warmup` launches and reports the median. The parent keeps each compiler's best median over
the rounds and writes benchmarks/results/kernel_time-<gpu>.json with the device, date, commit,
milliseconds, GB/s (bytes each kernel must move) and the ratio ours/NVIDIA (below 1: ours is faster).

    python benchmarks/kernel_time.py [--rounds 2] [--iters 50] [--warmup 5] [--only NAME,...]

Needs a CUDA GPU, torch, cuda-tile and NVIDIA's tileiras (`make oracle`).
"""

import argparse
import json
import math
import os
import platform
import statistics
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "src")]

F32 = 4


def kernels():
    """name -> (kernel, make(torch) -> (grid, args, outputs, reference(), bytes moved))."""
    sys.path.insert(0, str(ROOT / "benchmarks" / "kernels"))
    # the same cuTile kernels as the GPU kit's memory-bound benchmarks
    from memory import layernorm, row_sum, softmax, transpose, vadd

    def make_vadd(torch):
        n, tile = 1 << 26, 1024
        a, b = torch.randn(n, device="cuda"), torch.randn(n, device="cuda")
        c = torch.empty_like(a)
        return (n // tile, 1, 1), (a, b, c, tile), c, lambda: a + b, 3 * n * F32

    def make_softmax(torch):
        rows, cols = 16384, 4096
        x = torch.randn(rows, cols, device="cuda")
        out = torch.empty_like(x)
        return (rows, 1, 1), (x, out, cols), out, lambda: torch.softmax(x, dim=1), 2 * rows * cols * F32

    def make_layernorm(torch):
        rows, cols, eps = 16384, 4096, 1e-5
        x = torch.randn(rows, cols, device="cuda")
        w, b = torch.randn(cols, device="cuda"), torch.randn(cols, device="cuda")
        out = torch.empty_like(x)
        ref = lambda: torch.nn.functional.layer_norm(x, (cols,), w, b, eps)  # noqa: E731
        return (rows, 1, 1), (x, w, b, out, eps, cols), out, ref, 2 * rows * cols * F32

    def make_transpose(torch):
        n, t = 8192, 64
        a = torch.randn(n, n, device="cuda")
        out = torch.empty_like(a)
        return (n // t, n // t, 1), (a, out, t, t), out, lambda: a.t(), 2 * n * n * F32

    def make_row_sum(torch):
        rows, cols, tm, tn = 16384, 4096, 16, 256
        x = torch.randn(rows, cols, device="cuda")
        out = torch.empty(rows, device="cuda")
        return (rows // tm, 1, 1), (x, out, tm, tn), out, lambda: x.sum(dim=1), rows * cols * F32

    return {"vadd": (vadd, make_vadd), "softmax": (softmax, make_softmax), "layernorm": (layernorm, make_layernorm),
            "transpose": (transpose, make_transpose), "row_sum": (row_sum, make_row_sum)}


def worker(compiler: str, names: list[str], iters: int, warmup: int) -> None:
    """Check and time each kernel with `compiler`; one JSON line per kernel on stdout."""
    import cuda.tile as ct
    import torch
    from gpu_cutile import use_compiler

    os.environ["CUDA_TILE_CACHE_DIR"] = "off"
    use_compiler(compiler)
    torch.manual_seed(0)
    stream = torch.cuda.current_stream()
    for name, (kernel, make) in kernels().items():
        if names and name not in names:
            continue
        grid, args, out, reference, nbytes = make(torch)
        row = {"kernel": name, "compiler": compiler}
        try:
            ct.launch(stream, grid, kernel, args)
            torch.cuda.synchronize()
            row["max_abs_error"] = float((out - reference()).abs().max())
            row["correct"] = bool(torch.allclose(out, reference(), rtol=1e-4, atol=1e-4))
            for _ in range(warmup):
                ct.launch(stream, grid, kernel, args)
            times = []
            for _ in range(iters):
                start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
                start.record(stream)
                ct.launch(stream, grid, kernel, args)
                end.record(stream)
                end.synchronize()
                times.append(start.elapsed_time(end))
            row["ms"] = statistics.median(times)
            row["gbps"] = nbytes / (row["ms"] * 1e-3) / 1e9
        except Exception as e:  # noqa: BLE001 - reported, the other kernels still run
            row["error"] = f"{type(e).__name__}: {e}"[:1000]
        print(json.dumps(row), flush=True)


def git_commit() -> str:
    proc = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    return proc.stdout.strip() or "unknown"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--worker", choices=("ours", "nvidia"))
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--iters", type=int, default=50)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--only", default="", help="comma-separated kernel names")
    ns = ap.parse_args()
    names = [n for n in ns.only.split(",") if n]
    if ns.worker:
        worker(ns.worker, names, ns.iters, ns.warmup)
        return

    best: dict[tuple[str, str], dict] = {}
    for _ in range(ns.rounds):
        for compiler in ("ours", "nvidia"):
            cmd = [sys.executable, __file__, "--worker", compiler, "--iters", str(ns.iters),
                   "--warmup", str(ns.warmup), "--only", ns.only]
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=3600)
            sys.stderr.write(proc.stderr[-3000:])
            for line in proc.stdout.splitlines():
                if not line.startswith("{"):
                    continue
                row = json.loads(line)
                key = (row["kernel"], compiler)
                if key not in best or row.get("ms", math.inf) < best[key].get("ms", math.inf):
                    best[key] = row
    import torch

    rows = []
    for name in kernels():
        ours, nv = best.get((name, "ours"), {}), best.get((name, "nvidia"), {})
        row = {"kernel": name, "ours": ours, "nvidia": nv}
        if "ms" in ours and "ms" in nv:
            row["ratio"] = round(ours["ms"] / nv["ms"], 3)
        rows.append(row)
        print(f"{name:10s} ours {ours.get('ms', float('nan')):8.4f} ms  nvidia {nv.get('ms', float('nan')):8.4f} ms  "
              f"ratio {row.get('ratio', 'n/a')}", flush=True)
    ratios = [r["ratio"] for r in rows if "ratio" in r]
    result = {
        "benchmark": "kernel_time",
        "device": torch.cuda.get_device_name(),
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "commit": git_commit(),
        "machine": {"platform": platform.platform(), "python": platform.python_version(),
                    "torch": torch.__version__},
        "rounds": ns.rounds, "iters": ns.iters, "warmup": ns.warmup,
        "summary": {"kernels": len(rows), "compared": len(ratios),
                    "geomean_ratio": round(math.exp(sum(map(math.log, ratios)) / len(ratios)), 3) if ratios else None},
        "rows": rows,
    }
    tag = torch.cuda.get_device_name().replace(" ", "_")
    out = ROOT / "benchmarks" / "results" / f"kernel_time-{tag}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"written {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
