"""Compile time of every corpus kernel, ours against NVIDIA's tileiras, in the same run.

For each 13.4 corpus kernel, both compilers run as processes (`tileiras K --gpu-name SM -o OUT`),
timed from process start to the cubin written; each kernel is compiled `--repeat` times per tool
and the median kept. Kernels either tool refuses are recorded with their exit codes and left out
of the ratios. Results go to benchmarks/results/compile_time-<SM>.json with the date, commit and
machine, and a summary is printed (median and geometric-mean ratio ours/NVIDIA).

    python benchmarks/compile_time.py --gpu-name sm_90 [--limit N] [--repeat 3] [--warm] [--out NAME]

Ours runs with Python's bytecode cache on, as an installed tool does (a PYTHONDONTWRITEBYTECODE
in the caller's environment is dropped: with it every run recompiles our ~150 modules, about
0.8 s per kernel that no user pays); one untimed warm-up compile fills the cache first.

`--warm` times ours through the warm compile server (`TILEIRAS_WARM=require`, docs/warm.md):
the server is started once before the timing (`tileiras --warm-start`, in a private socket
folder, not counted) and stopped at the end; every timed compile is a fresh client process
whose compile runs in a child forked from the server. The JSON says so (`"ours_mode"`), and
goes to compile_time-<SM>-warm.json. `--out NAME` names the result file instead.

Needs NVIDIA's tileiras (`make oracle`).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from oracle import find_oracle_bin  # noqa: E402

CORPUS = ROOT / "tests" / "corpus" / "bytecode"


def our_tileiras() -> str:
    """Our `tileiras` next to the running Python (the project's venv), else on PATH."""
    beside = Path(sys.executable).with_name("tileiras")
    if beside.exists():
        return str(beside)
    found = shutil.which("tileiras")
    if found is None:
        sys.exit("error: our tileiras is not installed (make venv)")
    return found


def tool_environment() -> dict[str, str]:
    """The caller's environment with the bytecode cache allowed (see the module docstring)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("TILEIRAS_WARM", None)
    return env


@contextlib.contextmanager
def warm_server(ours: str, env: dict[str, str]) -> Iterator[None]:
    """A warm server for `env` (which it changes: TILEIRAS_WARM=require and a private socket
    folder) while the block runs; started before, untimed, and stopped after."""
    folder = tempfile.mkdtemp(prefix="tw-bench-")
    env["TILEIRAS_WARM"], env["TILEIRAS_WARM_DIR"] = "require", folder
    try:
        start = subprocess.run([ours, "--warm-start"], capture_output=True, text=True, env=env, timeout=600)
        if start.returncode != 0:
            sys.exit(f"error: the warm server did not start: {start.stderr.strip()}")
        yield
    finally:
        subprocess.run([ours, "--warm-stop"], capture_output=True, env=env, timeout=600)
        shutil.rmtree(folder, ignore_errors=True)


def time_compile(tool: str, kernel: Path, sm: str, out_dir: str, repeat: int,
                 env: dict[str, str] | None = None) -> tuple[int, float, str]:
    """(exit code, median seconds, first stderr line) of compiling `kernel` `repeat` times."""
    times = []
    code = 0
    message = ""
    out = os.path.join(out_dir, "k.cubin")
    for _ in range(repeat):
        start = time.perf_counter()
        proc = subprocess.run([tool, str(kernel), "--gpu-name", sm, "-o", out],
                              capture_output=True, text=True, timeout=600, env=env or tool_environment())
        times.append(time.perf_counter() - start)
        code = proc.returncode
        if code != 0:
            message = (proc.stderr.strip().splitlines() or [""])[0]
            break
    return code, statistics.median(times), message


def git_commit() -> str:
    proc = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    return proc.stdout.strip() or "unknown"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gpu-name", default="sm_90")
    parser.add_argument("--limit", type=int, default=0, help="only the first N kernels")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--warm", action="store_true", help="ours through the warm compile server")
    parser.add_argument("--out", help="result file name in benchmarks/results/")
    args = parser.parse_args()

    nvidia = str(find_oracle_bin("tileiras") / "tileiras")
    ours = our_tileiras()
    kernels = sorted(CORPUS.glob("*.13.4.tileirbc"))
    if args.limit:
        kernels = kernels[: args.limit]
    rows = []
    ours_env = tool_environment()
    with tempfile.TemporaryDirectory() as tmp, \
            (warm_server(ours, ours_env) if args.warm else contextlib.nullcontext()):
        time_compile(ours, kernels[0], args.gpu_name, tmp, 1, ours_env)  # warm-up: fills the bytecode cache
        for kernel in kernels:
            n_code, n_time, n_msg = time_compile(nvidia, kernel, args.gpu_name, tmp, args.repeat)
            o_code, o_time, o_msg = time_compile(ours, kernel, args.gpu_name, tmp, args.repeat, ours_env)
            row = {"kernel": kernel.name, "nvidia_rc": n_code, "nvidia_s": round(n_time, 4),
                   "ours_rc": o_code, "ours_s": round(o_time, 4)}
            if n_code or o_code:
                row["nvidia_error"], row["ours_error"] = n_msg, o_msg
            else:
                row["ratio"] = round(o_time / n_time, 3)
            rows.append(row)
            print(f"{kernel.name:60s} nvidia {n_time:6.3f}s rc={n_code}  ours {o_time:6.3f}s rc={o_code}",
                  flush=True)
    ratios = [r["ratio"] for r in rows if "ratio" in r]
    summary = {
        "kernels": len(rows),
        "both_compiled": len(ratios),
        "median_ratio": round(statistics.median(ratios), 3) if ratios else None,
        "geomean_ratio": round(math.exp(sum(map(math.log, ratios)) / len(ratios)), 3) if ratios else None,
        "nvidia_total_s": round(sum(r["nvidia_s"] for r in rows if "ratio" in r), 2),
        "ours_total_s": round(sum(r["ours_s"] for r in rows if "ratio" in r), 2),
    }
    result = {
        "benchmark": "compile_time",
        "gpu_name": args.gpu_name,
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "commit": git_commit(),
        "machine": {"platform": platform.platform(), "cpus": os.cpu_count(),
                    "python": platform.python_version()},
        "repeat": args.repeat,
        "python_bytecode_cache": True,
        "ours_mode": ("warm: TILEIRAS_WARM=require, the server started once before the timing (not counted); "
                      "each compile a new client process" if args.warm else "cold: one process per compile"),
        "summary": summary,
        "rows": rows,
    }
    name = args.out or f"compile_time-{args.gpu_name}{'-warm' if args.warm else ''}.json"
    out = ROOT / "benchmarks" / "results" / name
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(summary, indent=1))
    print(f"written {out}")


if __name__ == "__main__":
    main()
