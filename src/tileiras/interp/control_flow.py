"""Control flow: if, for, loop and the terminators yield, continue, break and return; the grid
queries (get_tile_block_id, get_num_tile_blocks) and preview$call (libdevice functions).

Terminators end their block with a `Signal`. `if` passes on a `continue`, `break` or `return`
from its branch to the enclosing loop (or entry), so `break` inside an `if` inside a `loop`
leaves the loop, as the spec says. A block that ends without a terminator yields nothing
(implicit terminators).

`for` runs its body for iv = lb, lb + step, ... while iv < ub (signed comparison, unsigned with
`unsignedCmp`); the induction variable is incremented in its own integer type, so a loop that
would wrap around stops when the next value wraps past the bound. A non-positive step is
undefined behaviour (strict mode reports it; otherwise the loop does not run).
"""

from __future__ import annotations

import numpy as np

from tileiras.dialects.cuda_tile.enums import RoundingMode
from tileiras.interp import dtypes as dt
from tileiras.interp.elementwise import _finish
from tileiras.interp.errors import InterpError, UnsupportedError
from tileiras.interp.registry import SEMANTICS, Signal, elem, operand_elem, result_elem, unit_prop


@SEMANTICS.rule("cuda_tile.yield")
def _yield(st, op, args):
    return Signal("yield", list(args))


@SEMANTICS.rule("cuda_tile.continue")
def _continue(st, op, args):
    return Signal("continue", list(args))


@SEMANTICS.rule("cuda_tile.break")
def _break(st, op, args):
    return Signal("break", list(args))


@SEMANTICS.rule("cuda_tile.return")
def _return(st, op, args):
    return Signal("return", list(args))


@SEMANTICS.rule("cuda_tile.if")
def _if(st, op, args):
    cond = bool(np.asarray(args[0]).reshape(-1)[0])
    region = op.regions[0] if cond else op.regions[1]
    if not region.blocks:
        if op.results:
            raise InterpError("if without an else region cannot produce results", op=op)
        return []
    sig = st.run_block(region.blocks.first, [])
    if sig.kind in ("yield", "end"):
        if len(sig.values) != len(op.results):
            raise InterpError(f"if branch yielded {len(sig.values)} values for {len(op.results)} results", op=op)
        return list(sig.values)
    return sig  # continue / break / return travel up to the loop or entry


@SEMANTICS.rule("cuda_tile.for")
def _for(st, op, args):
    lb_v, ub_v, step_v = args[0], args[1], args[2]
    iters = list(args[3:])
    e = elem(op.operands[0].type)
    w = dt.int_width(e)
    unsigned = unit_prop(op, "unsignedCmp")
    read = (lambda x: int(dt.to_unsigned(x, w).astype(np.uint64))) if unsigned else (lambda x: int(dt.to_signed(x, w).astype(np.int64)))
    lb, ub, step = read(lb_v), read(ub_v), read(step_v)
    if step <= 0:
        st.undefined(f"for loop with non-positive step {step}")
        return iters
    body = op.regions[0].blocks.first
    limit = (1 << w) if unsigned else (1 << (w - 1))
    iv = lb
    while iv < ub:
        sig = st.run_block(body, [dt.from_python(iv if iv >= 0 or not unsigned else iv, e)] + iters)
        if sig.kind in ("continue", "end", "yield"):
            if sig.values or sig.kind == "continue":
                iters = list(sig.values)
        elif sig.kind == "break":
            return list(sig.values)
        else:
            return sig
        iv += step
        if iv >= limit:  # the increment wrapped around in the induction variable's type
            break
    if len(iters) != len(op.results):
        raise InterpError(f"for loop carries {len(iters)} values for {len(op.results)} results", op=op)
    return iters


@SEMANTICS.rule("cuda_tile.loop")
def _loop(st, op, args):
    iters = list(args)
    body = op.regions[0].blocks.first
    while True:
        sig = st.run_block(body, iters)
        if sig.kind == "break":
            return list(sig.values)
        if sig.kind in ("continue", "end", "yield"):
            iters = list(sig.values) if (sig.values or sig.kind == "continue") else iters
            continue
        return sig


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


@SEMANTICS.rule("cuda_tile.preview$call")
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


@SEMANTICS.rule("cuda_tile.get_tile_block_id")
def _block_id(st, op, args):
    return [np.asarray(v, dtype=np.int32) for v in st.block_id]


@SEMANTICS.rule("cuda_tile.get_num_tile_blocks")
def _num_blocks(st, op, args):
    return [np.asarray(v, dtype=np.int32) for v in st.grid]
