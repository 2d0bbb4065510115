"""Run a corpus kernel before and after a pass pipeline on the reference interpreter.

Arguments come from tests/corpus_args.py (the manifest's recipes, as every corpus test builds
them); `compare_pipeline(path, spec)` interprets the cuda_tile module and the module after `spec` on
identical fresh arguments (same memory layout) and returns the differences found.
"""

from __future__ import annotations

import io
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp

import nv_tileaa_semantics  # noqa: F401  (registers the nv_tileaa semantics)
from corpus_args import arrays_of, kernel_args, kernel_grid
from nv_tileaa_semantics import NvTileAAInterpreter
from tileiras.bytecode.reader import read_bytecode
from tileiras.interp.differential import compare_arrays
from tileiras.interp.errors import InterpError
from tileiras.interp.launch import LaunchResult, copy_back, expand_arguments
from tileiras.interp.device_memory import Memory
from tileiras.interp.registry import str_prop
from tileiras.interp.runner import Interpreter, normalize_grid
from tileiras.passes import run_pipeline

ROOT = Path(__file__).resolve().parents[2]


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
    for i, (x, y) in enumerate(zip(arrays_of(args_a), arrays_of(args_b))):
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
    for i, (x, y) in enumerate(zip(arrays_of(args_a), arrays_of(args_b))):
        d = compare_arrays(i, x, y, rtol, atol)
        if d:
            diffs.append(d)
    if printed_a != printed_b:
        diffs.append(f"printed: {printed_a[:200]!r} before, {printed_b[:200]!r} after")
    return after, diffs
