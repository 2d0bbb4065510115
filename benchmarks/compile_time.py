"""Compile time of every corpus kernel, ours against NVIDIA's tileiras, in the same run.

For each 13.4 corpus kernel, both compilers run as processes (`tileiras K --gpu-name SM -o OUT`),
interleaved (NVIDIA, ours, NVIDIA, ours, ...) `--repeat` times each, and the medians kept of
- the wall time, process start to the cubin written, and
- the CPU time, user + system of the whole process tree: the process and every child it waited
  for (`wait4`'s rusage: our LLVM child and ptxas, NVIDIA's ptxas). On a machine shared with
  other work the wall time mostly measures the scheduler; the CPU time is the work done.
Kernels either tool refuses are recorded with their exit codes and left out of the ratios.
Results go to benchmarks/results/compile_time-<SM>.json with the date, commit and machine, and
a summary is printed (median and geometric-mean ratio ours/NVIDIA of each measure, and the
kernels above 3x).

    python benchmarks/compile_time.py --gpu-name sm_90 [--limit N] [--only K1,K2] [--repeat 3]
        [--warm] [--out NAME] [--ours-src DIR --commit SHA]

Ours runs with Python's bytecode cache on, as an installed tool does (a PYTHONDONTWRITEBYTECODE
in the caller's environment is dropped: with it every run recompiles our ~150 modules, about
0.8 s per kernel that no user pays); one untimed warm-up compile fills the cache first.

`--warm` times ours through the warm compile server (`TILEIRAS_WARM=require`, docs/warm.md):
the server is started once before the timing (`tileiras --warm-start`, in a private socket
folder, not counted) and stopped at the end; every timed compile is a fresh client process
whose compile runs in a child forked from the server. The JSON says so (`"ours_mode"`), and
goes to compile_time-<SM>-warm.json. `--out NAME` names the result file instead. A warm
compile's CPU time is the client's plus what the server's process tree spent meanwhile: the
server's own time and that of the child it forked, which it reaps after the client has
exited (`ServerUsage`, from /proc; the benchmark waits for that reaping before the next run).

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
import signal
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
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


@dataclass
class Run:
    """One compile, as `run_measured` saw it."""

    code: int
    wall_s: float
    cpu_s: float
    """user + system seconds of the process and the children it waited for (plus, warm, the
    server's share: `ServerUsage`)."""
    max_rss_mb: float
    """the peak resident set of the process or of one of the children it waited for (for a warm
    client, the client's own: the compile's memory is in the server's children); NaN, with the
    CPU time, for a process killed at the timeout."""
    message: str
    """the first line of its standard error when it failed."""


TICK = os.sysconf("SC_CLK_TCK")


class ServerUsage:
    """CPU seconds spent by a warm server's process tree, from /proc: the server's own and that
    of its reaped children (each compile's forked child, with its LLVM worker and ptxas)."""

    def __init__(self, folder: str) -> None:
        locks = list(Path(folder).glob("*.lock"))
        if len(locks) != 1:
            sys.exit(f"error: expected one warm server lock file in {folder}, found {len(locks)}")
        self.pid = int(locks[0].read_text().split()[0])

    def seconds(self) -> float:
        """utime + stime + cutime + cstime of the server, in seconds."""
        stat = Path(f"/proc/{self.pid}/stat").read_text()
        fields = stat[stat.rindex(")") + 2:].split()  # after "pid (comm) "; fields[0] is the state
        return sum(int(v) for v in fields[11:15]) / TICK

    def _has_children(self) -> bool:
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            try:
                stat = Path(entry.path, "stat").read_text()
            except OSError:
                continue
            if int(stat[stat.rindex(")") + 2:].split()[1]) == self.pid:
                return True
        return False

    def settle(self, timeout: float = 30.0) -> None:
        """Wait until the server has reaped every child (a client exits before its child does)."""
        deadline = time.monotonic() + timeout
        while self._has_children() and time.monotonic() < deadline:
            time.sleep(0.002)


def run_measured(cmd: list[str], env: dict[str, str], timeout: float = 600.0,
                 server: ServerUsage | None = None) -> Run:
    """Run `cmd` to its end (killed with its process group after `timeout` seconds)."""
    before = server.seconds() if server else 0.0
    with tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err, env=env,
                                start_new_session=True)
        fired = threading.Event()

        def kill() -> None:  # the whole group: its children go too
            fired.set()
            os.killpg(proc.pid, signal.SIGKILL)

        timer = threading.Timer(timeout, kill)
        timer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            timer.cancel()
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        message = (err.read().decode(errors="replace").strip().splitlines() or [""])[0] if proc.returncode else ""
    cpu = usage.ru_utime + usage.ru_stime
    if fired.is_set():  # its children were not reaped by it: their time and memory are unknown
        return Run(proc.returncode, wall, float("nan"), float("nan"), f"killed after {timeout:.0f} s")
    if server:
        server.settle()
        cpu += server.seconds() - before
    return Run(proc.returncode, wall, cpu, usage.ru_maxrss / 1024, message)


@contextlib.contextmanager
def warm_server(ours: str, env: dict[str, str]) -> Iterator[ServerUsage]:
    """A warm server for `env` (which it changes: TILEIRAS_WARM=require and a private socket
    folder) while the block runs; started before, untimed, and stopped after."""
    folder = tempfile.mkdtemp(prefix="tw-bench-")
    env["TILEIRAS_WARM"], env["TILEIRAS_WARM_DIR"] = "require", folder
    try:
        start = subprocess.run([ours, "--warm-start"], capture_output=True, text=True, env=env, timeout=600)
        if start.returncode != 0:
            sys.exit(f"error: the warm server did not start: {start.stderr.strip()}")
        yield ServerUsage(folder)
    finally:
        subprocess.run([ours, "--warm-stop"], capture_output=True, env=env, timeout=600)
        shutil.rmtree(folder, ignore_errors=True)


def compile_command(tool: str, kernel: Path, sm: str, out_dir: str) -> list[str]:
    return [tool, str(kernel), "--gpu-name", sm, "-o", os.path.join(out_dir, "k.cubin")]


def ratio_summary(ratios: list[float]) -> dict:
    """Median and geometric mean of `ratios` (None when empty)."""
    if not ratios:
        return {"median": None, "geomean": None}
    return {"median": round(statistics.median(ratios), 3),
            "geomean": round(math.exp(sum(map(math.log, ratios)) / len(ratios)), 3)}


def git_commit() -> str:
    proc = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    return proc.stdout.strip() or "unknown"


def result_of(rows: list[dict], args: argparse.Namespace, commit: str, started: datetime) -> dict:
    """The JSON of a run: its setting, summary and rows."""
    both = [r for r in rows if "ratio" in r]
    wall = ratio_summary([r["ratio"] for r in both])
    cpu = ratio_summary([r["cpu_ratio"] for r in both])
    summary = {
        "kernels": len(rows),
        "both_compiled": len(both),
        "median_ratio": wall["median"],
        "geomean_ratio": wall["geomean"],
        "cpu_median_ratio": cpu["median"],
        "cpu_geomean_ratio": cpu["geomean"],
        "above_3x_wall": [r["kernel"] for r in both if r["ratio"] > 3],
        "above_3x_cpu": [r["kernel"] for r in both if r["cpu_ratio"] > 3],
        "nvidia_total_s": round(sum(r["nvidia_s"] for r in both), 2),
        "ours_total_s": round(sum(r["ours_s"] for r in both), 2),
        "nvidia_total_cpu_s": round(sum(r["nvidia_cpu_s"] for r in both), 2),
        "ours_total_cpu_s": round(sum(r["ours_cpu_s"] for r in both), 2),
    }
    result = {
        "benchmark": "compile_time",
        "gpu_name": args.gpu_name,
        "date": started.isoformat(timespec="seconds"),
        "commit": commit,
        "machine": {"platform": platform.platform(), "cpus": os.cpu_count(),
                    "python": platform.python_version()},
        "repeat": args.repeat,
        "python_bytecode_cache": True,
        "load_average_at_end": os.getloadavg(),
        "ours_mode": ("warm: TILEIRAS_WARM=require, the server started once before the timing (not counted); "
                      "each compile a new client process" if args.warm else "cold: one process per compile"),
        "summary": summary,
        "rows": rows,
    }
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gpu-name", default="sm_90")
    parser.add_argument("--limit", type=int, default=0, help="only the first N kernels")
    parser.add_argument("--only", default="", help="comma-separated kernel names (vadd_f32,...)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--warm", action="store_true", help="ours through the warm compile server")
    parser.add_argument("--out", help="result file name in benchmarks/results/")
    parser.add_argument("--ours-src", default="",
                        help="run our compiler from this source tree (a frozen copy: a warm server stops "
                             "when the sources it imported change)")
    parser.add_argument("--commit", default="", help="the commit of --ours-src's tree, for the record")
    args = parser.parse_args()

    nvidia = str(find_oracle_bin("tileiras") / "tileiras")
    ours = our_tileiras()
    kernels = sorted(CORPUS.glob("*.13.4.tileirbc"))
    if args.only:
        kernels = [k for k in kernels if k.name.split(".")[0] in args.only.split(",")]
    if args.limit:
        kernels = kernels[: args.limit]
    name = args.out or f"compile_time-{args.gpu_name}{'-warm' if args.warm else ''}.json"
    out = ROOT / "benchmarks" / "results" / name
    out.parent.mkdir(parents=True, exist_ok=True)
    rows: list[dict] = []
    commit, started = args.commit or git_commit(), datetime.now(timezone.utc)
    ours_env = tool_environment()
    if args.ours_src:
        ours_env["PYTHONPATH"] = str(Path(args.ours_src).resolve())
    nvidia_env = tool_environment()
    with tempfile.TemporaryDirectory() as tmp, \
            (warm_server(ours, ours_env) if args.warm else contextlib.nullcontext()) as server:
        run_measured(compile_command(ours, kernels[0], args.gpu_name, tmp), ours_env, server=server)  # warm-up
        for kernel in kernels:
            runs: dict[str, list[Run]] = {"nvidia": [], "ours": []}
            for _ in range(args.repeat):  # interleaved: both see the same load
                for who, tool, env, srv in (("nvidia", nvidia, nvidia_env, None), ("ours", ours, ours_env, server)):
                    if runs[who] and runs[who][-1].code:
                        continue  # refused once: refused again
                    runs[who].append(run_measured(compile_command(tool, kernel, args.gpu_name, tmp), env, server=srv))
            row: dict = {"kernel": kernel.name}
            for who, got in runs.items():
                row[f"{who}_rc"] = got[-1].code
                row[f"{who}_s"] = round(statistics.median(r.wall_s for r in got), 4)
                row[f"{who}_cpu_s"] = round(statistics.median(r.cpu_s for r in got), 3)
            if row["nvidia_rc"] or row["ours_rc"]:
                row["nvidia_error"], row["ours_error"] = runs["nvidia"][-1].message, runs["ours"][-1].message
            else:
                row["ratio"] = round(row["ours_s"] / row["nvidia_s"], 3)
                row["cpu_ratio"] = round(row["ours_cpu_s"] / max(row["nvidia_cpu_s"], 1 / TICK), 3)
            rows.append(row)
            print(f"{kernel.name:52s} nvidia {row['nvidia_s']:6.3f}s {row['nvidia_cpu_s']:6.3f}cpu rc={row['nvidia_rc']}"
                  f"  ours {row['ours_s']:6.3f}s {row['ours_cpu_s']:6.3f}cpu rc={row['ours_rc']}", flush=True)
            out.write_text(json.dumps(result_of(rows, args, commit, started), indent=1) + "\n")  # a cut run keeps its rows
    result = result_of(rows, args, commit, started)
    out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(result["summary"], indent=1))
    print(f"written {out}")


if __name__ == "__main__":
    main()
