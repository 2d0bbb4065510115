"""Compile time and peak memory of big-tile kernels, ours against NVIDIA's tileiras (issue 16).

cuTile Python exports a vector add (f32), a relu (f16) and a row sum (f32, 16 or 256 rows) with
tiles of 65,536 and 1,048,576 elements. For each kernel and target both compilers run as
processes, interleaved (NVIDIA, ours, NVIDIA, ours, ...), `--repeat` times each; the medians of
the wall time (process start to cubin), the CPU time (user + system of the process and the
children it waited for: our LLVM child, ptxas) and the peak resident set (`ru_maxrss` from
`wait4`, the largest of those processes) are kept. A compile still running after `--timeout`
seconds is killed with its process group (`compile_time.run_measured`).

    python benchmarks/big_tiles.py [--gpu-names sm_90,sm_100] [--repeat 3] [--label after]
        [--only vadd_f32_65536] [--timeout 600] [--warm]

Results go to benchmarks/results/big_tiles-<date>.json (machine, date, commit, label); a run
with the same date appends its label's rows. `--label before --ours-src OLD/src` times an older
checkout (its commit is recorded).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from compile_time import (Run, ServerUsage, git_commit, our_tileiras, run_measured, tool_environment,  # noqa: E402
                          warm_server)
from oracle import find_oracle_bin  # noqa: E402


import cuda.tile as ct  # noqa: E402


@ct.kernel
def vadd(a, b, c, T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(c, index=(i,), tile=ct.load(a, index=(i,), shape=(T,)) + ct.load(b, index=(i,), shape=(T,)))


@ct.kernel
def relu(a, c, T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(c, index=(i,), tile=ct.maximum(ct.load(a, index=(i,), shape=(T,)), 0.0))


@ct.kernel
def row_sum(a, c, R: ct.Constant[int], T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(c, index=(i,), tile=ct.sum(ct.load(a, index=(i, 0), shape=(R, T)), axis=1))


def export(kernel, dtype, ranks: tuple[int, ...], constants: list[int]) -> bytes:
    """13.4 bytecode of `kernel` for arrays of `ranks` then `constants`."""
    from cuda.tile.compilation import ArrayConstraint, CallingConvention, KernelSignature, export_kernel

    arrays = [ArrayConstraint(dtype, n, index_dtype=ct.int32, stride_lower_bound_incl=0, alias_groups=(),
                              may_alias_internally=False) for n in ranks]
    sig = KernelSignature(arrays + constants, calling_convention=CallingConvention.cutile_python_v1())
    buf = io.BytesIO()
    export_kernel(kernel, [sig], buf, output_format="tileir_bytecode", bytecode_version="13.4", gpu_code="sm_100")
    return buf.getvalue()


def kernels() -> dict[str, bytes]:
    """name -> 13.4 bytecode of each benchmark kernel."""
    out = {}
    for n in (1 << 16, 1 << 20):
        out[f"vadd_f32_{n}"] = export(vadd, ct.float32, (1, 1, 1), [n])
        out[f"relu_f16_{n}"] = export(relu, ct.float16, (1, 1), [n])
        rows = 16 if n == 1 << 16 else 256
        out[f"row_sum_f32_{n}"] = export(row_sum, ct.float32, (2, 1), [rows, n // rows])
    return out


def run_once(tool: str, src: Path, sm: str, out: Path, timeout: float,
             env: dict[str, str] | None = None, server: ServerUsage | None = None) -> Run:
    """One compile: exit code, wall and CPU seconds (the process tree), peak resident MB of the
    process and its waited-for children (`compile_time.run_measured`)."""
    return run_measured([tool, str(src), "--gpu-name", sm, "-o", str(out)], env or tool_environment(), timeout,
                        server)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gpu-names", default="sm_90,sm_100")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--label", default="after")
    parser.add_argument("--only", default="", help="comma-separated kernel names")
    parser.add_argument("--ours-only", action="store_true", help="do not run NVIDIA's tileiras")
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--ours-src", default="", help="run our compiler from this checkout's src")
    parser.add_argument("--warm", action="store_true",
                        help="ours through the warm compile server (docs/warm.md; its peak memory is then "
                             "the client's, not the compile's)")
    args = parser.parse_args()
    ours_env = tool_environment()
    commit = git_commit()
    if args.ours_src:
        ours_env["PYTHONPATH"] = str(Path(args.ours_src).resolve())
        commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=args.ours_src, capture_output=True,
                                text=True).stdout.strip()

    nvidia = str(find_oracle_bin("tileiras") / "tileiras")
    ours = our_tileiras()
    todo = kernels()
    if args.only:
        todo = {k: v for k, v in todo.items() if k in args.only.split(",")}
    date = datetime.now(timezone.utc)
    out = ROOT / "benchmarks" / "results" / f"big_tiles-{date.date().isoformat()}.json"
    result = json.loads(out.read_text()) if out.exists() else {"benchmark": "big_tiles", "runs": []}
    rows: list[dict] = []
    result["runs"].append({
        "label": args.label,
        "date": date.isoformat(timespec="seconds"),
        "commit": commit,
        "machine": {"platform": platform.platform(), "cpus": os.cpu_count(), "python": platform.python_version(),
                    "note": "2 cores shared with other sessions' work: absolute times are noisy, "
                            "each ratio compares interleaved runs"},
        "repeat": args.repeat,
        "ours_mode": "warm (TILEIRAS_WARM=require)" if args.warm else "cold: one process per compile",
        "rows": rows,
    })
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, \
            (warm_server(ours, ours_env) if args.warm else contextlib.nullcontext()) as server:
        for name, data in todo.items():
            src = Path(tmp) / f"{name}.tileirbc"
            src.write_bytes(data)
        warm = Path(tmp) / "warm.tileirbc"  # a small kernel: the warm-up fills the bytecode cache
        warm.write_bytes(export(vadd, ct.float32, (1, 1, 1), [1024]))
        run_once(ours, warm, "sm_90", Path(tmp) / "w.cubin", args.timeout, ours_env, server)
        for sm in args.gpu_names.split(","):
            for name in todo:
                src = Path(tmp) / f"{name}.tileirbc"
                got: dict[str, list] = {"nvidia": [], "ours": []}
                for _ in range(args.repeat):
                    for tool_name, tool in (("nvidia", nvidia), ("ours", ours)):
                        if tool_name == "nvidia" and args.ours_only:
                            continue
                        env = ours_env if tool_name == "ours" else tool_environment()
                        got[tool_name].append(run_once(tool, src, sm, Path(tmp) / "k.cubin", args.timeout, env,
                                                       server if tool_name == "ours" else None))
                row = {"kernel": name, "gpu_name": sm, "label": args.label}
                for tool_name, runs in got.items():
                    if not runs:
                        continue
                    row[f"{tool_name}_rc"] = max(r.code for r in runs)
                    row[f"{tool_name}_s"] = round(statistics.median(r.wall_s for r in runs), 3)
                    done = [r for r in runs if r.cpu_s == r.cpu_s]  # NaN: killed at the timeout, unknown
                    row[f"{tool_name}_cpu_s"] = round(statistics.median(r.cpu_s for r in done), 3) if done else None
                    row[f"{tool_name}_max_rss_mb"] = (round(statistics.median(r.max_rss_mb for r in done), 1)
                                                      if done else None)
                    if row[f"{tool_name}_rc"]:
                        row[f"{tool_name}_error"] = next(r.message for r in runs if r.code)
                if "nvidia_s" in row and not row.get("nvidia_rc") and not row.get("ours_rc"):  # both compiled
                    row["time_ratio"] = round(row["ours_s"] / row["nvidia_s"], 2)
                    row["cpu_ratio"] = round(row["ours_cpu_s"] / row["nvidia_cpu_s"], 2)
                    if not args.warm:
                        row["memory_ratio"] = round(row["ours_max_rss_mb"] / row["nvidia_max_rss_mb"], 2)
                rows.append(row)
                print(json.dumps(row), flush=True)
                out.write_text(json.dumps(result, indent=1) + "\n")  # after each row: a cut run keeps its rows
    print(f"written {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
