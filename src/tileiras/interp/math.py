"""Transcendental and other math functions (exp, log, trig, pow, sqrt, ...).

The value is numpy's float64 result rounded once to nearest even in the element type, so f32 and
narrower results are (nearly always) the correctly rounded ones; the GPU's implementations are
accurate to a few ulp instead (and `approx` variants to more), so compare these with a tolerance.
`sqrt` honours its rounding mode exactly; `flush_to_zero` flushes f32 subnormal inputs and
results.
"""

from __future__ import annotations

import numpy as np

from tileiras.dialects.cuda_tile.enums import RoundingMode
from tileiras.interp import dtypes as dt
from tileiras.interp.arith import _finish, _inputs, _mode
from tileiras.interp.errors import UnsupportedError
from tileiras.interp.registry import operand_elem, result_elem, semantics

_UNARY = {
    "exp": np.exp, "exp2": np.exp2, "log": np.log, "log2": np.log2,
    "sin": np.sin, "cos": np.cos, "tan": np.tan,
    "sinh": np.sinh, "cosh": np.cosh, "tanh": np.tanh,
}


def _unary(name: str):
    fn = _UNARY[name]

    def impl(st, op, args):
        fmt = dt.float_format(result_elem(op))
        (x,) = _inputs(op, fmt, args[0])
        with np.errstate(all="ignore"):
            r = fn(x)
        return [_finish(op, fmt, r, None, RoundingMode.NEAREST_EVEN)]

    return impl


for _name in _UNARY:
    semantics(_name)(_unary(_name))


@semantics("sqrt")
def _sqrt(st, op, args):
    fmt = dt.float_format(result_elem(op))
    (x,) = _inputs(op, fmt, args[0])
    hi, lo = dt.exact_sqrt(x)
    return [_finish(op, fmt, hi, lo, _mode(op))]


@semantics("rsqrt")
def _rsqrt(st, op, args):
    fmt = dt.float_format(result_elem(op))
    (x,) = _inputs(op, fmt, args[0])
    with np.errstate(all="ignore"):
        r = 1.0 / np.sqrt(x)
    return [_finish(op, fmt, r, None, RoundingMode.NEAREST_EVEN)]


@semantics("fpowf")
def _pow(st, op, args):
    fmt = dt.float_format(result_elem(op))
    x, y = _inputs(op, fmt, *args)
    with np.errstate(all="ignore"):
        r = np.power(x, y)
    return [_finish(op, fmt, r, None, RoundingMode.NEAREST_EVEN)]


@semantics("fpowi")
def _powi(st, op, args):
    fmt = dt.float_format(result_elem(op))
    (x,) = _inputs(op, fmt, args[0])
    w = dt.int_width(operand_elem(op, 1))
    n = dt.to_signed(args[1], w).astype(np.float64)
    with np.errstate(all="ignore"):
        r = np.power(x, n)
    return [_finish(op, fmt, r, None, RoundingMode.NEAREST_EVEN)]


@semantics("atan2")
def _atan2(st, op, args):
    """atan2(x, y): the angle of the point (y, x), i.e. C's atan2(x, y) (x is the numerator)."""
    fmt = dt.float_format(result_elem(op))
    x, y = _inputs(op, fmt, *args)
    with np.errstate(all="ignore"):
        r = np.arctan2(x, y)
    return [_finish(op, fmt, r, None, RoundingMode.NEAREST_EVEN)]


_LIBDEVICE = {
    "exp": np.exp, "exp2": np.exp2, "exp10": lambda x: np.power(10.0, x), "expm1": np.expm1,
    "log": np.log, "log2": np.log2, "log10": np.log10, "log1p": np.log1p,
    "sin": np.sin, "cos": np.cos, "tan": np.tan, "asin": np.arcsin, "acos": np.arccos,
    "atan": np.arctan, "sinh": np.sinh, "cosh": np.cosh, "tanh": np.tanh,
    "asinh": np.arcsinh, "acosh": np.arccosh, "atanh": np.arctanh,
    "sqrt": np.sqrt, "cbrt": np.cbrt, "rsqrt": lambda x: 1.0 / np.sqrt(x),
    "fabs": np.abs, "floor": np.floor, "ceil": np.ceil, "trunc": np.trunc, "rint": np.rint,
    "pow": np.power, "atan2": np.arctan2, "fmin": np.fmin, "fmax": np.fmax,
    "hypot": np.hypot, "fmod": np.fmod, "copysign": np.copysign,
}
"""libdevice functions (`__nv_<name>` for f64, `__nv_<name>f` for f32) the interpreter models."""


def _libdevice_function(callee: str):
    """The numpy function for a libdevice name, or None when it is not modelled."""
    if not callee.startswith("__nv_"):
        return None
    name = callee[len("__nv_"):]
    fn = _LIBDEVICE.get(name)
    if fn is None and name.endswith("f"):
        fn = _LIBDEVICE.get(name[:-1])
    return fn


@semantics("preview$call")
def _preview_call(st, op, args):
    """A call of an external device function: libdevice's elementwise math is modelled."""
    callee = op.properties["callee"].data
    fn = _libdevice_function(callee)
    if fn is None or len(op.results) != 1:
        raise UnsupportedError(f"external function '{callee}' is not available in the interpreter")
    fmt = dt.float_format(result_elem(op))
    xs = [dt.to_f64(a, dt.float_format(operand_elem(op, i))) for i, a in enumerate(args)]
    with np.errstate(all="ignore"):
        r = fn(*xs)
    return [_finish(op, fmt, r, None, RoundingMode.NEAREST_EVEN)]
