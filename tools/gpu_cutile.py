#!/usr/bin/env python3
"""Launch corpus kernels on a GPU through cuTile Python, compiled by our tileiras or NVIDIA's.

This is the GPU half of the end-to-end check (the CPU half is the SIMT emulator): each corpus
case (tools/corpus/kernels/*.py) is launched with `ct.launch` on torch tensors holding exactly
the arrays the CPU tests use (`tests/codegen/corpus_cases.kernel_args`, same seed), and the
arrays after the launch are written to an `.npz` file per case for the caller to compare with
the reference interpreter (tests/codegen/test_gpu_cutile.py does).

The compiler is chosen per process, because cuTile caches the one it finds:

    python tools/gpu_cutile.py --compiler ours   --out DIR [CASE ...]
    python tools/gpu_cutile.py --compiler nvidia --out DIR [CASE ...]

`ours` is the `tileiras` beside this Python (the project's venv) or `$TILEIRAS_OURS_BIN`;
`nvidia` is NVIDIA's (`tools/oracle.py`). cuTile's disk cache is off (`CUDA_TILE_CACHE_DIR=off`).
With no CASE, every case the manifest can build arguments for is run. Each case's outcome goes
to DIR/outcomes.json: "ok", or the error cuTile raised (a compile failure names the exit code
and stderr of the compiler). Needs a CUDA GPU, torch and cuda-tile.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import sys
import traceback
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "tools" / "corpus" / "kernels"
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tools" / "corpus"), str(ROOT / "tests"), str(ROOT / "tests" / "codegen"),
                str(ROOT / "src")]


def load_cases() -> dict:
    """Every corpus case by name (the CASES lists of tools/corpus/kernels/*.py)."""
    cases = {}
    for path in sorted(KERNELS.glob("*.py")):
        spec = importlib.util.spec_from_file_location(f"corpus_kernels_{path.stem}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for case in getattr(module, "CASES", []):
            cases[case.name] = case
    return cases


def our_tileiras() -> str:
    env = os.environ.get("TILEIRAS_OURS_BIN")
    if env:
        return env
    beside = Path(sys.executable).with_name("tileiras")
    found = str(beside) if beside.exists() else shutil.which("tileiras")
    if found is None:
        sys.exit("error: our tileiras is not installed (make venv) and TILEIRAS_OURS_BIN is not set")
    return found


def use_compiler(kind: str) -> str:
    """Make cuTile compile with `kind` ("ours" or "nvidia"); returns the binary's path."""
    from cuda.tile import _compile

    if kind == "ours":
        path = our_tileiras()
    else:
        from oracle import find_oracle_bin

        path = str(find_oracle_bin("tileiras") / "tileiras")
    binary = _compile._CompilerBinary(path, os.environ.get("PATH", ""), os.environ.get("LD_LIBRARY_PATH", ""),
                                      pass_cuda_home_var=False)
    _compile._find_compiler_bin.cache_clear()
    _compile._find_tileirdisasm_bin.cache_clear()
    _compile._find_compiler_bin = lambda: binary
    return path


# -- numpy <-> torch -------------------------------------------------------------------------------

def _torch_dtype(dtype: np.dtype):
    import ml_dtypes
    import torch

    special = {np.dtype(ml_dtypes.bfloat16): torch.bfloat16,
               np.dtype(ml_dtypes.float8_e4m3fn): torch.float8_e4m3fn,
               np.dtype(ml_dtypes.float8_e5m2): torch.float8_e5m2}
    if hasattr(torch, "float8_e8m0fnu"):
        special[np.dtype(ml_dtypes.float8_e8m0fnu)] = torch.float8_e8m0fnu
    if dtype in special:
        return special[dtype]
    return torch.from_numpy(np.zeros(1, dtype)).dtype


def to_device(arr: np.ndarray):
    """A CUDA tensor with `arr`'s dtype, shape, strides and values (the bytes cross as uint8,
    which also carries the element types numpy lacks: bf16, fp8)."""
    import torch

    tdt = _torch_dtype(arr.dtype)
    raw = np.ascontiguousarray(arr).reshape(-1).view(np.uint8).copy()
    dev = torch.from_numpy(raw).cuda().view(tdt).reshape(arr.shape)
    if not arr.flags.c_contiguous:
        strides = [s // arr.dtype.itemsize for s in arr.strides]
        dev = torch.empty_strided(arr.shape, strides, dtype=tdt, device="cuda").copy_(dev)
    return dev


def to_host(t, like: np.ndarray) -> np.ndarray:
    """The values of tensor `t` as a numpy array of `like`'s dtype and shape."""
    import torch

    raw = t.contiguous().reshape(-1).view(torch.uint8).cpu().numpy()
    return raw.view(like.dtype).reshape(like.shape)


def device_args(args):
    """cuTile launch arguments from the CPU tests' arguments: arrays become CUDA tensors,
    `Constant`s their values; returns (launch args, [(device tensor, host array)])."""
    from tileiras.interp.launch import Constant

    pairs = []

    def conv(a):
        if isinstance(a, Constant):
            return a.value
        if isinstance(a, np.ndarray) and a.ndim > 0:
            t = to_device(a)
            pairs.append((t, a))
            return t
        if isinstance(a, tuple):
            return tuple(conv(x) for x in a)
        if isinstance(a, list):
            return [conv(x) for x in a]
        return a

    return tuple(conv(a) for a in args), pairs


# -- running ---------------------------------------------------------------------------------------

def run_case(case, name: str, seed: int = 0) -> dict[str, np.ndarray]:
    """Launch corpus case `name` once; its arrays after the launch, in argument order."""
    import cuda.tile as ct
    import torch
    from corpus_cases import kernel_args, kernel_grid

    args = kernel_args(name, seed)
    launch_args, pairs = device_args(args)
    ct.launch(torch.cuda.current_stream(), kernel_grid(name), case.kernel, launch_args)
    torch.cuda.synchronize()
    return {f"a{i}": to_host(t, host) for i, (t, host) in enumerate(pairs)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--compiler", choices=("ours", "nvidia"), required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("cases", nargs="*")
    ns = ap.parse_args(argv)
    os.environ["CUDA_TILE_CACHE_DIR"] = "off"
    path = use_compiler(ns.compiler)
    cases = load_cases()
    names = ns.cases or sorted(cases)
    ns.out.mkdir(parents=True, exist_ok=True)
    outcomes = {"compiler": ns.compiler, "path": path, "cases": {}}
    for name in names:
        try:
            arrays = run_case(cases[name], name, ns.seed)
            np.savez(ns.out / f"{name}.npz", **arrays)
            outcomes["cases"][name] = "ok"
        except Exception as e:  # noqa: BLE001 - recorded per case, the run goes on
            outcomes["cases"][name] = f"{type(e).__name__}: {e}"[:2000]
            traceback.print_exc()
        print(f"{name}: {outcomes['cases'][name][:200]}", flush=True)
    (ns.out / "outcomes.json").write_text(json.dumps(outcomes, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
