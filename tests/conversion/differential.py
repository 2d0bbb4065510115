"""Run a corpus kernel before and after a pass pipeline on the reference interpreter.

`kernel_args(name, seed)` builds cuTile-style arguments for a corpus kernel from
tests/corpus/MANIFEST.json (arrays filled as its `init` says, scalars, `Constant`s);
`compare_pipeline(path, spec)` interprets the cuda_tile module and the module after `spec` on
identical fresh arguments (same memory layout) and returns the differences found.
"""

from __future__ import annotations

import io
import json
from functools import lru_cache
from pathlib import Path

import ml_dtypes
import numpy as np
from xdsl.dialects.builtin import ModuleOp

import nv_tileaa_semantics  # noqa: F401  (registers the nv_tileaa semantics)
from nv_tileaa_semantics import NvTileAAInterpreter
from tileiras.bytecode.reader import read_bytecode
from tileiras.interp.differential import compare_arrays
from tileiras.interp.errors import InterpError
from tileiras.interp.launch import Constant, LaunchResult, copy_back, expand_arguments
from tileiras.interp.memory import Memory
from tileiras.interp.registry import str_prop
from tileiras.interp.runner import Interpreter, normalize_grid
from tileiras.passes import run_pipeline

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus"

_DTYPES = {"bfloat16": ml_dtypes.bfloat16, "float8_e4m3fn": ml_dtypes.float8_e4m3fn,
           "float8_e5m2": ml_dtypes.float8_e5m2, "float8_e8m0fnu": ml_dtypes.float8_e8m0fnu,
           "bool_": np.bool_}


@lru_cache(maxsize=1)
def manifest() -> dict:
    return json.loads((CORPUS / "MANIFEST.json").read_text())["kernels"]


def _dtype(name: str):
    return _DTYPES.get(name) or np.dtype(name).type


def _fill(init: str | None, shape, dtype, rng: np.random.Generator) -> np.ndarray:
    n = int(np.prod(shape)) if shape else 1
    init = init or "random"
    if init == "zeros":
        data = np.zeros(n)
    elif init == "ones":
        data = np.ones(n)
    elif init == "arange":
        data = np.arange(n)
    elif init == "perm":
        data = rng.permutation(n)
    elif init == "pow2":
        data = 2.0 ** rng.integers(-4, 5, n)
    elif init == "random_pos":
        data = rng.uniform(0.5, 2.0, n)
    elif init == "random_with_nan":
        data = rng.standard_normal(n)
        data[rng.random(n) < 0.1] = np.nan
    elif init.startswith("uniform:"):
        lo, hi = (float(x) for x in init.split(":")[1:])
        data = rng.uniform(lo, hi, n)
    elif init.startswith("randint:"):
        lo, hi = (int(x) for x in init.split(":")[1:])
        data = rng.integers(lo, hi, n, dtype=np.int64)
    else:
        data = rng.standard_normal(n)
    if dtype is np.bool_:
        data = np.asarray(data) != 0 if init not in ("random", "random_pos") else rng.random(n) < 0.5
    return np.asarray(data).astype(dtype).reshape(shape)


def kernel_args(name: str, seed: int = 0) -> list | None:
    """cuTile-style arguments for corpus kernel `name`, or None when its parameters (lists,
    tuples) are not built here."""
    rng = np.random.default_rng(seed)
    out = []
    for p in manifest()[name]["params"]:
        kind = p["kind"]
        if kind == "array":
            out.append(_fill(p.get("init"), tuple(p["shape"]), _dtype(p["dtype"]), rng))
        elif kind == "scalar":
            out.append(_dtype(p["dtype"])(p["value"]))
        elif kind == "constant":
            out.append(Constant(p["value"]))
        else:
            return None
    return out


def kernel_grid(name: str) -> tuple[int, ...]:
    return tuple(manifest()[name].get("grid", [1, 1, 1]))


def _arrays(args) -> list[np.ndarray]:
    return [a for a in args if isinstance(a, np.ndarray) and a.ndim > 0]


def run_module(module, cuda_module, grid, args, converted: bool):
    """Run `module` on `args` (arrays updated in place); returns (printed, error)."""
    out = io.StringIO()
    memory = Memory()
    cls = NvTileAAInterpreter if converted else Interpreter
    try:
        interp = cls(module, memory=memory, stdout=out)
        entry = next(iter(Interpreter(cuda_module, memory=Memory()).entries().values()))
        raw, arrays = expand_arguments(entry, args, memory)
        result = LaunchResult(interp, raw, arrays)
        try:
            interp.run(raw, normalize_grid(grid), entry=str_prop(entry, "sym_name"))
        finally:
            copy_back(result)
    except InterpError as err:
        return out.getvalue(), err
    return out.getvalue(), None


def compare_pipeline(path: Path, spec: str, name: str, seed: int = 0, converted: bool = True,
                     rtol: float = 0.0, atol: float = 0.0) -> list[str]:
    """Differences between kernel `name` (bytecode at `path`) before and after `spec`."""
    data = path.read_bytes()
    before_mod = read_bytecode(data).module
    after_mod = ModuleOp([read_bytecode(data).module])
    run_pipeline(after_mod, spec)
    args_a, args_b = kernel_args(name, seed), kernel_args(name, seed)
    grid = kernel_grid(name)
    printed_a, err_a = run_module(before_mod, before_mod, grid, args_a, converted=False)
    printed_b, err_b = run_module(after_mod, before_mod, grid, args_b, converted=converted)
    diffs = []
    if (err_a is None) != (err_b is None):
        diffs.append(f"outcome: {err_a!r} before, {err_b!r} after")
    for i, (x, y) in enumerate(zip(_arrays(args_a), _arrays(args_b))):
        d = compare_arrays(i, x, y, rtol, atol)
        if d:
            diffs.append(d)
    if printed_a != printed_b:
        diffs.append(f"printed: {printed_a[:200]!r} before, {printed_b[:200]!r} after")
    return diffs


def compare_modules(before: ModuleOp, spec: str, args_factory, grid=(1, 1, 1), converted: bool | None = None,
                    rtol: float = 0.0, atol: float = 0.0) -> tuple[ModuleOp, list[str]]:
    """Run `before` and a copy transformed by `spec` on fresh arguments from `args_factory`;
    returns the transformed module and the differences (outcome, arrays, printed text)."""
    after = before.clone()
    run_pipeline(after, spec)
    if converted is None:
        converted = not any(op.name.startswith("cuda_tile.") for op in after.walk())
    args_a, args_b = args_factory(), args_factory()
    printed_a, err_a = run_module(before, before, grid, args_a, converted=False)
    printed_b, err_b = run_module(after, before, grid, args_b, converted=converted)
    diffs = []
    if err_a is not None:
        diffs.append(f"the original module failed: {err_a}")
    if (err_a is None) != (err_b is None):
        diffs.append(f"outcome: {err_a!r} before, {err_b!r} after")
    for i, (x, y) in enumerate(zip(_arrays(args_a), _arrays(args_b))):
        d = compare_arrays(i, x, y, rtol, atol)
        if d:
            diffs.append(d)
    if printed_a != printed_b:
        diffs.append(f"printed: {printed_a[:200]!r} before, {printed_b[:200]!r} after")
    return after, diffs
