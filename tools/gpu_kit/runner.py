#!/usr/bin/env python3
"""Run the GPU kit on a GPU: check every case with both compilers' cubins, time the benchmarks.

    python3 tools/gpu_kit/runner.py build/gpu-kit.tar.gz --out RESULT.json
        [--only NAME,...] [--no-benchmarks] [--iters 50] [--warmup 5] [--rounds 2]
        [--case-timeout 20]

Needs only the standard library, numpy, the CUDA driver (libcuda.so.1, through ctypes) and, for
the benchmarks only, torch: no part of this repository, so the one file and the kit travel
alone (tools/gpu_kit/build.py makes the kit; docs/gpu.md says how to run it).

Kernels are launched as cuTile Python 1.7.0 launches them: the cubin loaded with
`cuLibraryLoadData`, the entry found with `cuLibraryGetKernel`, launched with `cuLaunchKernelEx`
over the grid with a block of (1, 1, 1) (the driver sizes a tile kernel's block), no dynamic
shared memory, and one pointer per 8-byte argument word (array: pointer, shape, strides;
scalar: its value; list: a device table and its length). Whatever the driver does at launch
for NVIDIA's cubins then happens for ours too.

Each case runs once per compiler (ours, then NVIDIA's, interleaved case by case) on fresh
buffers; its arrays are compared with the reference interpreter's (integers exactly, floats
with the emulator tests' tolerances). A launch error resets the context and the run goes on;
a kernel still running after --case-timeout seconds ends the run (what was done is written).
Benchmarks: inputs made by torch, checked against torch, then timed with CUDA events (warm-up,
median of --iters launches, fewer where one launch takes long (BENCH_BUDGET_MS), --rounds
rounds alternating the compilers, best median kept); TFLOP/s or GB/s, ratio ours/NVIDIA (below
1: ours faster), torch's own time for the GEMMs and attention. A benchmark that faults leaves
the context unusable (torch's too): the later ones then fail, and say so.

The JSON (written after every case, so a run cut short still leaves one): device, driver,
kit commit, date, summary per compiler, rows {case, compiler, correct, max_error, time_ms,
ratio, error}. Exit codes: 0 every row correct; 1 some row wrong or failed; 2 bad arguments
or an unreadable kit; 3 a kernel hung (run cut short).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import math
import statistics
import sys
import tarfile
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Protocol

import numpy as np

COMPILERS = ("ours", "nvidia")
BENCH_BUDGET_MS = 3000.0
"""Timed launches of one benchmark, one compiler, one round stop near this many milliseconds
(at least 5 launches), so that a slow kernel cannot use up the device machine's call."""


class KitError(Exception):
    """The kit cannot be read."""


class LaunchFailed(Exception):
    """The driver refused a load or a launch, or the kernel faulted."""


class KernelHung(Exception):
    """A kernel did not finish within the case timeout."""


# -- launchers ---------------------------------------------------------------------------------------

class Launcher(Protocol):
    """What the runner needs from a device: memory, loading and launching, timing."""

    def info(self) -> dict: ...
    def alloc(self, nbytes: int) -> int: ...
    def upload(self, ptr: int, data: bytes) -> None: ...
    def download(self, ptr: int, nbytes: int) -> bytes: ...
    def free_all(self) -> None: ...
    def load(self, cubin: bytes, symbol: str, bytecode: bytes) -> Any: ...
    def launch(self, kernel: Any, grid: list[int], words: list[bytes], timeout_s: float,
               block: int = 1) -> float: ...
    def threads_per_block(self, kernel: Any) -> int: ...
    def reset(self) -> None: ...


class _LaunchConfig(ctypes.Structure):
    _fields_ = [("gridDimX", ctypes.c_uint), ("gridDimY", ctypes.c_uint), ("gridDimZ", ctypes.c_uint),
                ("blockDimX", ctypes.c_uint), ("blockDimY", ctypes.c_uint), ("blockDimZ", ctypes.c_uint),
                ("sharedMemBytes", ctypes.c_uint), ("hStream", ctypes.c_void_p), ("attrs", ctypes.c_void_p),
                ("numAttrs", ctypes.c_uint)]


class CudaLauncher:
    """The CUDA driver through ctypes, on device 0's primary context (the one torch uses)."""

    def __init__(self) -> None:
        try:
            self.cu = ctypes.CDLL("libcuda.so.1")
        except OSError as e:
            raise LaunchFailed(f"no CUDA driver: {e}") from e
        self._check(self.cu.cuInit(0), "cuInit")
        self.dev = ctypes.c_int()
        self._check(self.cu.cuDeviceGet(ctypes.byref(self.dev), 0), "cuDeviceGet")
        self.ctx = ctypes.c_void_p()
        self._retain()
        self.buffers: list[int] = []
        self.libraries: list[ctypes.c_void_p] = []

    def _retain(self) -> None:
        self._check(self.cu.cuDevicePrimaryCtxRetain(ctypes.byref(self.ctx), self.dev), "cuDevicePrimaryCtxRetain")
        self._check(self.cu.cuCtxSetCurrent(self.ctx), "cuCtxSetCurrent")

    def _error(self, rc: int) -> str:
        s = ctypes.c_char_p()
        self.cu.cuGetErrorString(rc, ctypes.byref(s))
        return f"CUDA error {rc}" + (f" ({s.value.decode()})" if s.value else "")

    def _check(self, rc: int, what: str) -> None:
        if rc != 0:
            raise LaunchFailed(f"{what}: {self._error(rc)}")

    def info(self) -> dict:
        name = ctypes.create_string_buffer(256)
        self.cu.cuDeviceGetName(name, 256, self.dev)
        ver = ctypes.c_int()
        self.cu.cuDriverGetVersion(ctypes.byref(ver))
        major, minor = ctypes.c_int(), ctypes.c_int()
        self.cu.cuDeviceGetAttribute(ctypes.byref(major), 75, self.dev)  # COMPUTE_CAPABILITY_MAJOR
        self.cu.cuDeviceGetAttribute(ctypes.byref(minor), 76, self.dev)
        return {"device": name.value.decode(), "driver": f"{ver.value // 1000}.{ver.value % 1000 // 10}",
                "compute_capability": f"{major.value}.{minor.value}"}

    def alloc(self, nbytes: int) -> int:
        ptr = ctypes.c_uint64()
        self._check(self.cu.cuMemAlloc_v2(ctypes.byref(ptr), ctypes.c_size_t(max(nbytes, 16))), "cuMemAlloc")
        self.buffers.append(ptr.value)
        return ptr.value

    def upload(self, ptr: int, data: bytes) -> None:
        self._check(self.cu.cuMemcpyHtoD_v2(ctypes.c_uint64(ptr), data, ctypes.c_size_t(len(data))), "cuMemcpyHtoD")

    def download(self, ptr: int, nbytes: int) -> bytes:
        out = ctypes.create_string_buffer(nbytes)
        self._check(self.cu.cuMemcpyDtoH_v2(out, ctypes.c_uint64(ptr), ctypes.c_size_t(nbytes)), "cuMemcpyDtoH")
        return out.raw

    def free_all(self) -> None:
        for p in self.buffers:
            self.cu.cuMemFree_v2(ctypes.c_uint64(p))
        self.buffers = []
        for lib in self.libraries:
            self.cu.cuLibraryUnload(lib)
        self.libraries = []

    def load(self, cubin: bytes, symbol: str, bytecode: bytes) -> Any:
        lib, kernel = ctypes.c_void_p(), ctypes.c_void_p()
        image = ctypes.create_string_buffer(cubin, len(cubin))
        self._check(self.cu.cuLibraryLoadData(ctypes.byref(lib), image, None, None, 0, None, None, 0),
                    "cuLibraryLoadData")
        self.libraries.append(lib)
        self._check(self.cu.cuLibraryGetKernel(ctypes.byref(kernel), lib, symbol.encode()), "cuLibraryGetKernel")
        return kernel

    def threads_per_block(self, kernel: Any) -> int:
        """The most threads a block of `kernel` may have (its `.reqntid` where it has one)."""
        n = ctypes.c_int()
        self._check(self.cu.cuKernelGetAttribute(ctypes.byref(n), 0, kernel, self.dev), "cuKernelGetAttribute")
        return n.value

    def launch(self, kernel: Any, grid: list[int], words: list[bytes], timeout_s: float,
               block: int = 1) -> float:
        """Launch once on the null stream with `block` threads per block (cuTile: 1, the driver
        sizes a tile kernel's block); the kernel's time in ms (CUDA events)."""
        arena = (ctypes.c_uint64 * max(len(words), 1))()
        for i, w in enumerate(words):
            arena[i] = int.from_bytes(w, "little")
        params = (ctypes.c_void_p * max(len(words), 1))(*[ctypes.addressof(arena) + 8 * i for i in range(len(words))])
        cfg = _LaunchConfig(grid[0], grid[1], grid[2], block, 1, 1, 0, None, None, 0)
        start, end = ctypes.c_void_p(), ctypes.c_void_p()
        self._check(self.cu.cuEventCreate(ctypes.byref(start), 0), "cuEventCreate")
        self._check(self.cu.cuEventCreate(ctypes.byref(end), 0), "cuEventCreate")
        try:
            self._check(self.cu.cuEventRecord(start, None), "cuEventRecord")
            self._check(self.cu.cuLaunchKernelEx(ctypes.byref(cfg), kernel, params, None), "cuLaunchKernelEx")
            self._check(self.cu.cuEventRecord(end, None), "cuEventRecord")
            deadline = time.monotonic() + timeout_s
            while True:
                rc = self.cu.cuEventQuery(end)
                if rc == 0:
                    break
                if rc != 600:  # CUDA_ERROR_NOT_READY
                    self._check(rc, "kernel")
                if time.monotonic() > deadline:
                    raise KernelHung(f"still running after {timeout_s} s")
                time.sleep(0.0005)
            ms = ctypes.c_float()
            elapsed = getattr(self.cu, "cuEventElapsedTime_v2", None) or self.cu.cuEventElapsedTime
            self._check(elapsed(ctypes.byref(ms), start, end), "cuEventElapsedTime")
            return float(ms.value)
        finally:
            self.cu.cuEventDestroy_v2(start)
            self.cu.cuEventDestroy_v2(end)

    def reset(self) -> None:
        """After a fault: a fresh primary context (the old one is unusable)."""
        self.buffers, self.libraries = [], []
        self.cu.cuDevicePrimaryCtxRelease_v2(self.dev)
        self.cu.cuDevicePrimaryCtxReset_v2(self.dev)
        self._retain()


# -- the kit -----------------------------------------------------------------------------------------

def open_kit(path: Path, into: Path) -> dict:
    """Unpack the kit into `into`; its kit.json."""
    try:
        with tarfile.open(path, "r:gz") as tar:
            for m in tar.getmembers():
                if not (m.isfile() or m.isdir()) or m.name.startswith("/") or ".." in Path(m.name).parts:
                    raise KitError(f"unexpected member {m.name!r}")
            if hasattr(tarfile, "data_filter"):  # Python 3.12, 3.11.4+
                tar.extractall(into, filter="data")
            else:
                tar.extractall(into)  # members checked above
        kit = json.loads((into / "kit.json").read_text())
    except (OSError, tarfile.TarError, json.JSONDecodeError) as e:
        raise KitError(f"{path}: {e}") from e
    if kit.get("format") != 1:
        raise KitError(f"{path}: unknown kit format {kit.get('format')!r}")
    return kit


_NATIVE = {"bool": np.bool_, "int8": np.int8, "int16": np.int16, "int32": np.int32, "int64": np.int64,
           "uint8": np.uint8, "uint16": np.uint16, "uint32": np.uint32, "uint64": np.uint64,
           "float16": np.float16, "float32": np.float32, "float64": np.float64}


def decode(raw: bytes, check: dict, luts: dict) -> np.ndarray:
    """The array `check` describes, read from a buffer's bytes; the float types numpy lacks
    come back as float64 (bf16 widened, 8-bit floats through the kit's tables)."""
    name = check["dtype"]
    storage = _NATIVE.get(name) or (np.uint16 if name == "bfloat16" else np.uint8)
    view = np.ndarray(tuple(check["shape"]), dtype=storage, buffer=raw, offset=check["offset"],
                      strides=tuple(check["strides"]))
    if name == "bfloat16":
        return (view.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    if name in luts:
        table = np.array([np.nan if v is None else v for v in luts[name]], dtype=np.float64)
        return table[view]
    if name not in _NATIVE:
        raise KitError(f"unknown dtype {name}")
    return np.array(view)


def compare(want: np.ndarray, got: np.ndarray, tol: list[float] | None) -> tuple[bool, float]:
    """(agree, max abs error) as the emulator tests compare: exactly without a tolerance,
    else numpy's isclose with NaNs equal. The error over elements finite in both; 1e300 when
    a NaN or infinity is not matched."""
    if want.dtype.kind in "biu" and got.dtype.kind in "biu":
        err = float(np.max(np.abs(want.astype(np.float64) - got.astype(np.float64)), initial=0.0))
    else:
        w, g = want.astype(np.float64), got.astype(np.float64)
        both = np.isfinite(w) & np.isfinite(g)
        err = float(np.max(np.abs(w[both] - g[both]), initial=0.0))
        if not np.array_equal(w[~both], g[~both], equal_nan=True):
            err = 1e300  # a NaN or infinity where the other has none (JSON has no infinity)
    if tol is None:
        return bool(np.array_equal(want, got)), err
    ok = np.isclose(want.astype(np.float64), got.astype(np.float64), rtol=tol[0], atol=tol[1], equal_nan=True)
    return bool(ok.all()), err


def _words(case: dict, ptrs: list[int], launcher: Launcher) -> list[bytes]:
    def word(w: dict) -> bytes:
        if "hex" in w:
            return bytes.fromhex(w["hex"])
        if "buf" in w:
            return (ptrs[w["buf"]] + w["offset"]).to_bytes(8, "little")
        table = b"".join(word(x) for row in w["table"] for x in row)
        ptr = launcher.alloc(len(table))
        launcher.upload(ptr, table)
        return ptr.to_bytes(8, "little")

    return [word(w) for w in case["words"]]


def _launch_case(case: dict, compiler: str, folder: Path, data, launcher: Launcher, timeout_s: float,
                 retry: bool) -> tuple[float, list[bytes], int]:
    """Load, upload, launch, download: (time in ms, buffers after, threads per block). With
    `retry`, the block is the kernel's own thread count instead of cuTile's 1."""
    try:
        kernel = launcher.load((folder / f"{compiler}.cubin").read_bytes(), case["symbol"],
                               (folder / "kernel.tileirbc").read_bytes())
        block = launcher.threads_per_block(kernel) if retry else 1
        ptrs = []
        for i, buf in enumerate(case["buffers"]):
            ptrs.append(launcher.alloc(buf["nbytes"]))
            launcher.upload(ptrs[-1], data[f"in{i}"].tobytes())
        ms = launcher.launch(kernel, case["grid"], _words(case, ptrs, launcher), timeout_s, block)
        return ms, [launcher.download(p, b["nbytes"]) for p, b in zip(ptrs, case["buffers"])], block
    finally:
        launcher.free_all()


def run_case(case: dict, compiler: str, folder: Path, launcher: Launcher, luts: dict, timeout_s: float) -> dict:
    """One case with one compiler's cubin: a result row. When cuTile's launch fails, the case
    is tried once more with an explicit block (`retry`: block, correct, error), which tells a
    launch-convention problem from wrong code; the row stays failed."""
    row: dict[str, Any] = {"case": case["name"], "compiler": compiler, "correct": None, "max_error": None,
                           "time_ms": None, "ratio": None}
    if not case["compiled"][compiler]["ok"]:
        row["error"] = "compile failed: " + case["compiled"][compiler]["error"][:500]
        return row
    data = np.load(folder / "data.npz")
    try:
        row["time_ms"], got, _ = _launch_case(case, compiler, folder, data, launcher, timeout_s, retry=False)
    except LaunchFailed as e:
        row["error"] = str(e)[:500]
        launcher.reset()
        retry: dict[str, Any] = {"block": None, "correct": None}
        try:
            _, got, retry["block"] = _launch_case(case, compiler, folder, data, launcher, timeout_s, retry=True)
            retry["correct"], retry["max_error"], _ = _check_all(case, data, got, luts)
        except LaunchFailed as e2:
            retry["error"] = str(e2)[:500]
            launcher.reset()
        row["retry"] = retry
        return row
    row["correct"], row["max_error"], detail = _check_all(case, data, got, luts)
    if detail:
        row["error"] = f"arrays {detail} differ from the interpreter's"
    return row


def _check_all(case: dict, data, got: list[bytes], luts: dict) -> tuple[bool, float, list[int]]:
    """(all arrays agree, worst error, indices of the arrays that differ)."""
    wants = [data[f"want{i}"].tobytes() for i in range(len(case["buffers"]))]
    correct, worst, detail = True, 0.0, []
    for k, check in enumerate(case["checks"]):
        ok, err = compare(decode(wants[check["buf"]], check, luts), decode(got[check["buf"]], check, luts),
                          check["tol"])
        worst = max(worst, err) if not math.isnan(err) else worst
        if not ok:
            correct = False
            detail.append(k)
    return correct, worst, detail


# -- benchmarks ---------------------------------------------------------------------------------------

def _bench_tensors(bench: dict, torch) -> tuple[list, Any, Callable[[], Any], Callable[[], Any] | None]:
    """(kernel arguments in order, the output tensor, reference(), torch's own op or None)."""
    r = bench["recipe"]
    kind = r["kind"]
    dt = getattr(torch, r.get("dtype", "float32"))
    g = torch.Generator(device="cuda").manual_seed(0)

    def randn(*shape, dtype=dt):
        return torch.randn(*shape, device="cuda", generator=g).to(dtype)

    if kind == "gemm":
        batch = r.get("batch")
        lead = (batch,) if batch else ()
        a, b = randn(*lead, r["M"], r["K"]), randn(*lead, r["K"], r["N"])
        c = torch.empty(*lead, r["M"], r["N"], device="cuda", dtype=getattr(torch, r["out_dtype"]))
        ref = lambda: torch.matmul(a.float(), b.float()).to(c.dtype)  # noqa: E731
        native = None if dt.itemsize == 1 else (lambda: torch.matmul(a, b))
        tensors = {"a": a, "b": b, "c": c}
    elif kind == "attention":
        bh, s, d = r["BH"], r["S"], r["D"]
        q, k, v = randn(bh, s, d), randn(bh, s, d), randn(bh, s, d)
        out = torch.empty_like(q)
        sdpa = torch.nn.functional.scaled_dot_product_attention
        ref = lambda: sdpa(q, k, v, is_causal=r["causal"])  # noqa: E731
        native = ref
        c = out
        tensors = {"q": q, "k": k, "v": v, "out": out}
    elif kind == "vadd":
        a, b = randn(r["N"]), randn(r["N"])
        c = torch.empty_like(a)
        ref, native, tensors = (lambda: a + b), None, {"a": a, "b": b, "c": c}
    elif kind in ("softmax", "layernorm", "row_sum"):
        x = randn(r["rows"], r["cols"])
        w, bias = randn(r["cols"]), randn(r["cols"])
        c = torch.empty(r["rows"], device="cuda", dtype=dt) if kind == "row_sum" else torch.empty_like(x)
        refs = {"softmax": lambda: torch.softmax(x.float(), dim=1).to(dt),
                "layernorm": lambda: torch.nn.functional.layer_norm(x.float(), (r["cols"],), w.float(), bias.float(),
                                                                     r.get("eps", 1e-5)).to(dt),
                "row_sum": lambda: x.float().sum(dim=1).to(dt)}
        ref, native, tensors = refs[kind], None, {"x": x, "w": w, "b": bias, "out": c}
    elif kind == "transpose":
        a = randn(r["N"], r["N"])
        c = torch.empty_like(a)
        ref, native, tensors = (lambda: a.t()), None, {"a": a, "out": c}
    else:
        raise KitError(f"unknown benchmark recipe {kind}")
    args = [tensors[x["tensor"]] if "tensor" in x else x for x in bench["args"]]
    return args, c, ref, native


def _tensor_words(args: list) -> list[bytes]:
    out = []
    for a in args:
        if isinstance(a, dict):
            fmt = {"f32": "<f", "f64": "<d", "i32": "<i", "i64": "<q"}[a["type"]]
            import struct

            raw = struct.pack(fmt, a["scalar"])
            out.append(raw + b"\0" * (8 - len(raw)))
        else:
            out.append(a.data_ptr().to_bytes(8, "little"))
            out += [int(s).to_bytes(8, "little", signed=True) for s in a.shape]
            out += [int(s).to_bytes(8, "little", signed=True) for s in a.stride()]
    return out


def run_benchmark(bench: dict, folder: Path, launcher: Launcher, ns: argparse.Namespace) -> list[dict]:
    import torch

    rows = {c: {"case": "bench:" + bench["name"], "compiler": c, "correct": None, "max_error": None,
                "time_ms": None, "ratio": None} for c in COMPILERS}
    args, out, ref, native = _bench_tensors(bench, torch)
    words = _tensor_words(args)
    want = ref()
    kernels = {}
    for c in COMPILERS:
        if not bench["compiled"].get(c, {}).get("ok"):
            rows[c]["error"] = "compile failed: " + bench["compiled"].get(c, {}).get("error", "not built")[:500]
            continue
        try:
            kernels[c] = launcher.load((folder / f"{c}.cubin").read_bytes(), bench["symbol"], b"")
            out.zero_()
            torch.cuda.synchronize()
            launcher.launch(kernels[c], bench["grid"], words, ns.case_timeout)
            err = torch.nan_to_num((out.float() - want.float()).abs(), nan=1e300, posinf=1e300)
            rtol, atol = bench["tol"]
            rows[c]["max_error"] = float(err.max())
            rows[c]["correct"] = bool((err <= atol + rtol * want.float().abs()).all())
        except LaunchFailed as e:
            rows[c]["error"] = str(e)[:500]
            kernels.pop(c, None)
    best: dict[str, float] = {}
    for _ in range(ns.rounds):
        for c, k in kernels.items():
            try:
                first = max(launcher.launch(k, bench["grid"], words, ns.case_timeout), 1e-3)
                for _ in range(ns.warmup - 1):
                    launcher.launch(k, bench["grid"], words, ns.case_timeout)
                # a slow kernel gets fewer launches: about BENCH_BUDGET_MS per compiler and round
                iters = max(5, min(ns.iters, int(BENCH_BUDGET_MS / first)))
                ms = statistics.median(launcher.launch(k, bench["grid"], words, ns.case_timeout)
                                       for _ in range(iters))
                rows[c]["iters"] = iters
            except LaunchFailed as e:
                rows[c]["error"] = str(e)[:500]
                continue
            best[c] = min(best.get(c, math.inf), ms)
    work = bench["work"]
    for c, ms in best.items():
        rows[c]["time_ms"] = ms
        if "flops" in work:
            rows[c]["tflops"] = work["flops"] / (ms * 1e-3) / 1e12
        else:
            rows[c]["gbps"] = work["bytes"] / (ms * 1e-3) / 1e9
    if "ours" in best and "nvidia" in best:
        rows["ours"]["ratio"] = best["ours"] / best["nvidia"]
    result = list(rows.values())
    if native is not None and "flops" in work:
        for _ in range(ns.warmup):
            native()
        times = []
        for _ in range(ns.iters):
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            s.record()
            native()
            e.record()
            e.synchronize()
            times.append(s.elapsed_time(e))
        ms = statistics.median(times)
        result.append({"case": "bench:" + bench["name"], "compiler": "torch", "correct": True, "max_error": 0.0,
                       "time_ms": ms, "ratio": None, "tflops": work["flops"] / (ms * 1e-3) / 1e12})
    launcher.free_all()
    return result


# -- the run -------------------------------------------------------------------------------------------

def summarize(rows: list[dict]) -> dict:
    out: dict[str, dict] = {}
    for r in rows:
        s = out.setdefault(r["compiler"], {"correct": 0, "wrong": 0, "failed": 0})
        key = "correct" if r["correct"] else ("wrong" if r["correct"] is False else "failed")
        s[key] += 1
    return out


def run_kit(kit_path: Path, out: Path, launcher: Launcher, *, only: set[str] | None = None,
            benchmarks: bool = True, ns: argparse.Namespace | None = None,
            log: Callable[[str], None] = print) -> dict:
    """Run every case (and benchmark) of the kit; writes and returns the result JSON."""
    ns = ns or argparse.Namespace(iters=50, warmup=5, rounds=2, case_timeout=20.0)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        kit = open_kit(kit_path, root)
        result: dict[str, Any] = {**launcher.info(), "commit": kit["commit"], "kit_date": kit["date"],
                                  "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                                  "gpu_name": kit["gpu_name"], "left_out": kit["left_out"], "complete": False,
                                  "summary": {}, "rows": []}
        rows: list[dict] = result["rows"]

        def flush() -> None:
            result["summary"] = summarize(rows)
            partial = out.with_name(out.name + ".partial")
            partial.write_text(json.dumps(result, indent=1) + "\n")
            partial.replace(out)

        for case in kit["cases"]:
            if only is not None and case["name"] not in only:
                continue
            pair = {}
            for c in COMPILERS:
                if c not in case["compiled"]:
                    continue
                try:
                    pair[c] = run_case(case, c, root / "cases" / case["name"], launcher, kit["float_luts"],
                                       ns.case_timeout)
                except KernelHung as e:
                    rows.append({"case": case["name"], "compiler": c, "correct": None, "max_error": None,
                                 "time_ms": None, "ratio": None, "error": f"hung: {e}"})
                    flush()
                    raise
            if pair.get("ours", {}).get("time_ms") and pair.get("nvidia", {}).get("time_ms"):
                pair["ours"]["ratio"] = pair["ours"]["time_ms"] / pair["nvidia"]["time_ms"]
            rows.extend(pair.values())
            log(f"{case['name']}: " + "  ".join(
                f"{c} {'ok' if r['correct'] else 'WRONG' if r['correct'] is False else 'FAILED'}"
                for c, r in pair.items()))
            flush()
        if benchmarks and kit["benchmarks"]:
            try:
                import torch  # noqa: F401 - the benchmarks' inputs and references
            except ImportError as e:
                result["benchmarks_skipped"] = f"no torch: {e}"
                benchmarks = False
        if benchmarks:
            for bench in kit["benchmarks"]:
                if only is not None and bench["name"] not in only:
                    continue
                rows.extend(run_benchmark(bench, root / "bench" / bench["name"], launcher, ns))
                log(f"bench {bench['name']}: " + "  ".join(
                    f"{r['compiler']} {r['time_ms'] if r['time_ms'] is None else round(r['time_ms'], 4)} ms"
                    for r in rows if r["case"] == "bench:" + bench["name"]))
                flush()
        result["complete"] = True
        flush()
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("kit", type=Path)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--only", default="", help="comma-separated case or benchmark names")
    ap.add_argument("--no-benchmarks", action="store_true")
    ap.add_argument("--iters", type=int, default=50)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--case-timeout", type=float, default=20.0)
    ns = ap.parse_args(argv)
    if not ns.kit.is_file():
        print(f"error: no kit at {ns.kit} (build it with `make gpu-kit`)", file=sys.stderr)
        return 2
    only = {n for n in ns.only.split(",") if n} or None
    try:
        launcher = CudaLauncher()
        result = run_kit(ns.kit, ns.out, launcher, only=only, benchmarks=not ns.no_benchmarks, ns=ns)
    except KitError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except LaunchFailed as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except KernelHung as e:
        print(f"error: a kernel hung ({e}); results so far are in {ns.out}", file=sys.stderr)
        return 3
    for c, s in result["summary"].items():
        print(f"{c}: {s['correct']} correct, {s['wrong']} wrong, {s['failed']} failed")
    return 0 if all(s["wrong"] == 0 and s["failed"] == 0 for s in result["summary"].values()) else 1


if __name__ == "__main__":
    sys.exit(main())
