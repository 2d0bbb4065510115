#!/usr/bin/env python3
"""Build the GPU kit: everything a lent GPU needs to check and time both compilers' cubins.

    python tools/gpu_kit/build.py [--out build/gpu-kit.tar.gz] [--only NAME,...] [--limit N]
                                  [--jobs N] [--no-benchmarks] [--no-nvidia]

On this (CPU) machine, for every corpus case whose arguments tests/corpus_args.py can build
(tests/corpus/MANIFEST.json, bytecode 13.4): the arguments (same seed as the CPU tests), the
reference interpreter's arrays after the launch, the words cuTile Python would pass
(tools/gpu_kit/launch_abi.py), the tolerances of the emulator tests, and the case compiled for
sm_90 by our `tileiras` and by NVIDIA's (tools/oracle.py). Cases that print or assert are left
out (their output is the process's, and a failed assert ends the CUDA context), and so is any
case the interpreter or the argument layout cannot handle, each with its reason in the kit.
Then the benchmarks (benchmarks/kernels/*.py), exported to bytecode by cuda-tile and compiled
by both. The kit is one .tar.gz: `kit.json` (the index) and `cases/<name>/` or
`bench/<name>/` folders of cubins, bytecode and `data.npz` (buffers as raw bytes: `in<i>` before,
`want<i>` after). tools/gpu_kit/runner.py reads it with no part of this repository.

Exit codes: 0 kit written; 1 nothing could be built (no case, or a compiler missing); 2 bad
arguments. A failed compile is recorded in the kit (the runner reports it), not fatal.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for _p in (ROOT / "src", ROOT / "tests", ROOT / "tests" / "codegen", ROOT / "tools", ROOT / "tools" / "corpus",
           Path(__file__).resolve().parent):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

import numpy as np  # noqa: E402

BYTECODE = ROOT / "tests" / "corpus" / "bytecode"
GPU_NAME = "sm_90"
COMPILE_FLAGS = ["-O3", "--lineinfo"]
"""What cuTile Python 1.7.0 adds by default (`_compile.py`: `--gpu-name`, `-O3`, `--lineinfo`)."""
COMPILE_TIMEOUT_S = 600


# -- compilers ---------------------------------------------------------------------------------------

def compilers(with_nvidia: bool) -> dict[str, list[str]]:
    """name -> command prefix: ours runs this checkout's sources; NVIDIA's is `make oracle`'s."""
    out = {"ours": [sys.executable, "-m", "tileiras.cli.tileiras"]}
    if with_nvidia:
        from oracle import find_oracle_bin

        out["nvidia"] = [str(find_oracle_bin("tileiras") / "tileiras")]
    return out


def compile_one(cmd: list[str], bytecode: bytes, workdir: Path) -> tuple[bytes | None, str]:
    """(cubin, "") or (None, why) for one compile of `bytecode` for sm_90."""
    src, out = workdir / "k.tileirbc", workdir / "k.cubin"
    src.write_bytes(bytecode)
    out.unlink(missing_ok=True)
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    try:
        proc = subprocess.run([*cmd, str(src), "-o", str(out), "--gpu-name", GPU_NAME, *COMPILE_FLAGS],
                              capture_output=True, text=True, timeout=COMPILE_TIMEOUT_S, env=env)
    except subprocess.TimeoutExpired:
        return None, f"timed out after {COMPILE_TIMEOUT_S} s"
    if proc.returncode != 0 or not out.exists():
        return None, f"exit {proc.returncode}: {proc.stderr.strip()[-1500:]}"
    return out.read_bytes(), ""


# -- one corpus case ---------------------------------------------------------------------------------

def _module_facts(data: bytes) -> tuple[dict[str, list[str]], set[str]]:
    """(entry name -> parameter types, names of the ops in the module)."""
    from tileiras.bytecode.reader import read_bytecode

    module = read_bytecode(data).module
    entries, ops = {}, set()
    for op in module.walk():
        ops.add(op.name)
        if op.name == "cuda_tile.entry":
            entries[op.sym_name.data] = [str(a.type) for a in op.regions[0].blocks[0].args]
    return entries, ops


def _choose_entry(data: bytes, entries: dict[str, list[str]], args: list) -> str:
    """The entry cuTile would launch: the only one, or the one the interpreter picks."""
    if len(entries) == 1:
        return next(iter(entries))
    from tileiras.interp.launch import Interpreter, _select_entry, load_module

    return _select_entry(Interpreter(load_module(data)), args, None).sym_name.data


def build_case(name: str, stage: str, cmds: dict[str, list[str]]) -> dict:
    """Build case `name` into `stage`/cases/<name>/; returns its kit.json entry, or
    {"name", "left_out": reason}."""
    from corpus_args import arrays_of, kernel_args, kernel_grid
    from corpus_cases import uses_mma
    from launch_abi import Buffers, LaunchLayoutError, launch_words
    from tolerances import array_tolerance
    from tileiras.interp import launch as interp_launch
    from tileiras.interp.errors import InterpError

    path = BYTECODE / f"{name}.13.4.tileirbc"
    data = path.read_bytes()
    entries, ops = _module_facts(data)
    if "cuda_tile.print_tko" in ops:
        return {"name": name, "left_out": "prints (output goes to the process's stdout; compared on the emulator)"}
    if "cuda_tile.assert" in ops:
        return {"name": name, "left_out": "asserts (a failed assert ends the CUDA context; compared on the emulator)"}
    grid = list(kernel_grid(name))
    args = kernel_args(name)
    try:
        entry = _choose_entry(data, entries, args)
        buffers = Buffers()
        words = launch_words(entry, entries[entry], args, buffers)
    except (LaunchLayoutError, InterpError) as e:
        return {"name": name, "left_out": f"argument layout: {e}"}
    inputs = [b.tobytes(order="A") for b in buffers.bases]
    checks = []
    mma = uses_mma(path)
    for a in arrays_of(args):
        i, off = buffers.locate(a)
        tol = array_tolerance(a.dtype, mma)
        checks.append({"buf": i, "offset": off, "shape": list(a.shape), "strides": list(a.strides),
                       "dtype": a.dtype.name, "tol": list(tol) if tol else None})
    try:
        interp_launch(data, tuple(grid), *args, entry=entry)
    except InterpError as e:
        return {"name": name, "left_out": f"the interpreter rejects it: {str(e).splitlines()[0][:300]}"}
    wants = [b.tobytes(order="A") for b in buffers.bases]
    folder = Path(stage) / "cases" / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "kernel.tileirbc").write_bytes(data)
    arrays = {f"in{i}": np.frombuffer(b, np.uint8) for i, b in enumerate(inputs)}
    arrays.update({f"want{i}": np.frombuffer(b, np.uint8) for i, b in enumerate(wants)})
    np.savez_compressed(folder / "data.npz", **arrays)
    compiled = {}
    with tempfile.TemporaryDirectory() as tmp:
        for comp, cmd in cmds.items():
            start = time.perf_counter()
            cubin, why = compile_one(cmd, data, Path(tmp))
            if cubin is not None:
                (folder / f"{comp}.cubin").write_bytes(cubin)
            compiled[comp] = {"ok": cubin is not None, "error": why, "seconds": round(time.perf_counter() - start, 2)}
    return {"name": name, "symbol": entry, "grid": grid,
            "buffers": [{"nbytes": b.nbytes, "order": "F" if (b.ndim > 1 and not b.flags.c_contiguous) else "C"}
                        for b in buffers.bases],
            "words": words, "checks": checks, "compiled": compiled}


def _build_case_safe(name: str, stage: str, cmds: dict[str, list[str]]) -> dict:
    try:
        return build_case(name, stage, cmds)
    except Exception as e:  # noqa: BLE001 - one case's failure is recorded, the kit goes on
        return {"name": name, "left_out": f"build failed: {type(e).__name__}: {str(e)[:300]}"}


# -- benchmarks --------------------------------------------------------------------------------------

def build_benchmarks(stage: str, cmds: dict[str, list[str]], only: set[str] | None) -> list[dict]:
    """Export every benchmark (benchmarks/kernels/*.py) and compile it with both compilers."""
    sys.path.insert(0, str(ROOT / "benchmarks" / "kernels"))
    from bench_lib import all_benchmarks, export_bytecode

    out = []
    for bench in all_benchmarks():
        if only is not None and bench.name not in only:
            continue
        data = export_bytecode(bench, GPU_NAME)
        entries, _ = _module_facts(data)
        folder = Path(stage) / "bench" / bench.name
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "kernel.tileirbc").write_bytes(data)
        compiled = {}
        with tempfile.TemporaryDirectory() as tmp:
            for comp, cmd in cmds.items():
                cubin, why = compile_one(cmd, data, Path(tmp))
                if cubin is not None:
                    (folder / f"{comp}.cubin").write_bytes(cubin)
                compiled[comp] = {"ok": cubin is not None, "error": why}
        out.append({**bench.describe(), "symbol": next(iter(entries)), "compiled": compiled})
        print(f"bench {bench.name}: " + ", ".join(f"{c} {'ok' if v['ok'] else 'FAILED'}" for c, v in compiled.items()),
              flush=True)
    return out


# -- the kit -----------------------------------------------------------------------------------------

def _git_commit() -> str:
    proc = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    return proc.stdout.strip() or "unknown"


def _float_luts() -> dict[str, list[float | None]]:
    """Decoding tables for the 8-bit floats numpy lacks (the runner has no ml_dtypes); None
    stands for NaN."""
    import ml_dtypes

    luts = {}
    for name in ("float8_e4m3fn", "float8_e5m2", "float8_e8m0fnu"):
        vals = np.arange(256, dtype=np.uint8).view(getattr(ml_dtypes, name)).astype(np.float64)
        luts[name] = [None if np.isnan(v) else float(v) for v in vals]
    return luts


class _Serial:
    """`ProcessPoolExecutor`'s map, in this process (one job)."""

    def __enter__(self) -> "_Serial":
        return self

    def __exit__(self, *exc) -> None:
        return None

    @staticmethod
    def map(fn, *iterables):
        return map(fn, *iterables)


def case_names(only: list[str] | None, limit: int | None) -> list[str]:
    from corpus_args import manifest

    names = sorted(n for n in manifest()["kernels"] if (BYTECODE / f"{n}.13.4.tileirbc").exists())
    if only:
        unknown = sorted(set(only) - set(names))
        if unknown:
            raise SystemExit(f"error: unknown case(s): {', '.join(unknown)}")
        names = [n for n in names if n in only]
    return names[:limit] if limit is not None else names


def build_kit(out: Path, names: list[str], *, jobs: int = 1, with_nvidia: bool = True,
              benchmarks: set[str] | None | bool = None) -> dict:
    """Build the kit for `names` into `out` (a .tar.gz); returns kit.json's content.
    `benchmarks`: None for all, a set of names, or False for none."""
    cmds = compilers(with_nvidia)
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as stage:
        results = []
        with ProcessPoolExecutor(jobs) if jobs > 1 and len(names) > 1 else _Serial() as pool:
            for r in pool.map(_build_case_safe, names, [stage] * len(names), [cmds] * len(names)):
                state = r.get("left_out") or ", ".join(f"{c} {'ok' if v['ok'] else 'FAILED'}"
                                                       for c, v in r["compiled"].items())
                print(f"[{len(results) + 1}/{len(names)}] {r['name']}: {state[:160]}", flush=True)
                results.append(r)
        benches = [] if benchmarks is False else build_benchmarks(stage, cmds, benchmarks or None)
        kit = {
            "format": 1,
            "commit": _git_commit(),
            "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "gpu_name": GPU_NAME,
            "compile_flags": COMPILE_FLAGS,
            "compilers": list(cmds),
            "cases": [r for r in results if "left_out" not in r],
            "left_out": [{"name": r["name"], "reason": r["left_out"]} for r in results if "left_out" in r],
            "benchmarks": benches,
            "float_luts": _float_luts(),
            "build_seconds": 0.0,
        }
        kit["build_seconds"] = round(time.perf_counter() - start, 1)
        (Path(stage) / "kit.json").write_text(json.dumps(kit, indent=None, separators=(",", ":")) + "\n")
        out.parent.mkdir(parents=True, exist_ok=True)
        partial = out.with_name(out.name + ".partial")
        with tarfile.open(partial, "w:gz", compresslevel=9) as tar:
            for p in sorted(Path(stage).rglob("*")):
                if p.is_file():
                    tar.add(p, arcname=str(p.relative_to(stage)))
        partial.replace(out)
    return kit


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "build" / "gpu-kit.tar.gz")
    ap.add_argument("--only", default="", help="comma-separated corpus case names (default: all)")
    ap.add_argument("--limit", type=int, help="at most this many cases (after --only)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--no-benchmarks", action="store_true")
    ap.add_argument("--benchmarks", default="", help="comma-separated benchmark names (default: all)")
    ap.add_argument("--no-nvidia", action="store_true", help="our compiler only (no `make oracle` needed)")
    ns = ap.parse_args(argv)
    names = case_names([n for n in ns.only.split(",") if n] or None, ns.limit)
    benches: set[str] | None | bool = False if ns.no_benchmarks else ({b for b in ns.benchmarks.split(",") if b} or None)
    kit = build_kit(ns.out, names, jobs=max(1, ns.jobs), with_nvidia=not ns.no_nvidia, benchmarks=benches)
    size = ns.out.stat().st_size
    cubins = sum(v["ok"] for c in kit["cases"] for v in c["compiled"].values())
    print(f"kit: {ns.out} ({size / 1e6:.1f} MB): {len(kit['cases'])} cases ({cubins} cubins), "
          f"{len(kit['left_out'])} left out, {len(kit['benchmarks'])} benchmarks, {kit['build_seconds']} s")
    return 0 if kit["cases"] or kit["benchmarks"] else 1


if __name__ == "__main__":
    sys.exit(main())
