"""The differential harness: run a module before and after a transformation, compare.

    report = run_and_compare(before, after, lambda: [a.copy(), b.copy(), np.zeros(n)], grid=(4,))

`args_factory` makes a fresh argument list per run (cuTile style, as `launch` takes them), so
both runs start from identical inputs. Every array argument is compared after the run (outputs
and inputs, since a kernel may write anything it can reach), as well as what the kernel printed
and how it failed, if it did. Values must be identical by default (NaN equals NaN, and +0.0 and
-0.0 differ); `rtol`/`atol` loosen the float comparison for transformations that may reassociate.

Transformations that stay in cuda_tile (canonicalize, fuse-fma, loop-split) run as they are.
IR of a lowered dialect runs once that dialect's ops have semantics in the registry
(`registry.SEMANTICS.rule("nv_tileaa.addf")`), its kernel op is in `runner.ENTRY_OPS` and its
parameter types in `runner.ARG_CONVERTERS`.
"""

from __future__ import annotations

import copy
import io
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from xdsl.ir import Operation

from tileiras.interp.errors import InterpError, LaunchError, UnsupportedError
from tileiras.interp.launch import launch


@dataclass
class RunOutcome:
    """What one run produced."""

    arrays: list[np.ndarray]
    printed: str
    error: InterpError | None


@dataclass
class ComparisonReport:
    """The two outcomes and the differences found (empty when they agree)."""

    before: RunOutcome
    after: RunOutcome
    differences: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.differences


class DifferentialMismatch(AssertionError):
    """The transformed module computes something else."""

    def __init__(self, report: ComparisonReport):
        self.report = report
        super().__init__("the module before and after the transformation disagree:\n  "
                         + "\n  ".join(report.differences))


def _arrays_in(args: Sequence[Any]) -> list[np.ndarray]:
    from tileiras.interp.launch import Buffer

    out: list[np.ndarray] = []
    for a in args:
        if isinstance(a, Buffer):
            out.append(a.array)
        elif isinstance(a, np.ndarray) and a.ndim > 0:
            out.append(a)
        elif isinstance(a, (list, tuple)):
            out.extend(_arrays_in(a))
    return out


def _fresh_args(args_factory: Callable[[], Sequence[Any]] | Sequence[Any]) -> list[Any]:
    if callable(args_factory):
        return list(args_factory())
    return copy.deepcopy(list(args_factory))


def run_once(module: Operation, args: Sequence[Any], grid: Iterable[int] | int, *,
             entry: str | None = None, strict: bool = False) -> RunOutcome:
    """Run `module` on `args` (arrays updated in place); errors are captured, not raised."""
    out = io.StringIO()
    error = None
    try:
        launch(module, grid, *args, entry=entry, strict=strict, stdout=out)
    except (LaunchError, UnsupportedError):
        raise  # the harness was misused or the IR cannot run: not a difference to report
    except InterpError as err:
        error = err
    return RunOutcome(_arrays_in(args), out.getvalue(), error)


def compare_arrays(i: int, x: np.ndarray, y: np.ndarray, rtol: float, atol: float) -> str | None:
    """A description of the first difference between two result arrays, or None."""
    if x.shape != y.shape or x.dtype != y.dtype:
        return f"array {i}: shape/dtype {x.shape} {x.dtype} vs {y.shape} {y.dtype}"
    if x.dtype.kind not in "biu":  # floats, ml_dtypes types included
        xf, yf = x.astype(np.float64), y.astype(np.float64)
        both_nan = np.isnan(xf) & np.isnan(yf)
        if rtol == 0 and atol == 0:
            same = (xf == yf) & (np.signbit(xf) == np.signbit(yf))
        else:
            same = np.isclose(xf, yf, rtol=rtol, atol=atol)
        bad = ~(same | both_nan)
    else:
        bad = x != y
    if not np.any(bad):
        return None
    idx = tuple(int(v) for v in np.argwhere(bad)[0])
    return (f"array {i}: {int(np.count_nonzero(bad))} of {x.size} elements differ; first at {idx}: "
            f"{x[idx]!r} before, {y[idx]!r} after")


def run_and_compare(module_before: Operation, module_after: Operation,
                    args_factory: Callable[[], Sequence[Any]] | Sequence[Any],
                    grid: Iterable[int] | int, *, entry: str | None = None,
                    entry_after: str | None = None, rtol: float = 0.0, atol: float = 0.0,
                    strict: bool = False, raise_on_mismatch: bool = True) -> ComparisonReport:
    """Interpret both modules on identical fresh arguments and compare everything observable.

    Raises `DifferentialMismatch` (an AssertionError) on a difference unless
    `raise_on_mismatch` is false; returns the report either way.
    """
    grid = tuple(grid) if not isinstance(grid, int) else (grid,)
    before = run_once(module_before, _fresh_args(args_factory), grid, entry=entry, strict=strict)
    after = run_once(module_after, _fresh_args(args_factory), grid, entry=entry_after or entry, strict=strict)
    report = ComparisonReport(before, after)
    diffs = report.differences
    if (before.error is None) != (after.error is None) or (
            before.error is not None and type(before.error) is not type(after.error)):
        diffs.append(f"outcome: {_describe(before.error)} before, {_describe(after.error)} after")
    if len(before.arrays) != len(after.arrays):
        diffs.append(f"{len(before.arrays)} arrays before, {len(after.arrays)} after")
    for i, (x, y) in enumerate(zip(before.arrays, after.arrays)):
        d = compare_arrays(i, x, y, rtol, atol)
        if d:
            diffs.append(d)
    if before.printed != after.printed:
        diffs.append(f"printed output differs: {before.printed[:200]!r} before, {after.printed[:200]!r} after")
    if diffs and raise_on_mismatch:
        raise DifferentialMismatch(report)
    return report


def _describe(err: InterpError | None) -> str:
    return "success" if err is None else f"{type(err).__name__} ({err})"
