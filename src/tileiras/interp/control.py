"""Control flow: if, for, loop and the terminators yield, continue, break and return; assert.

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

from tileiras.interp import dtypes as dt
from tileiras.interp.errors import InterpError, KernelAssertionError
from tileiras.interp.registry import Signal, elem, semantics, str_prop, unit_prop


@semantics("yield")
def _yield(st, op, args):
    return Signal("yield", list(args))


@semantics("continue")
def _continue(st, op, args):
    return Signal("continue", list(args))


@semantics("break")
def _break(st, op, args):
    return Signal("break", list(args))


@semantics("return")
def _return(st, op, args):
    return Signal("return", list(args))


@semantics("if")
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


@semantics("for")
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


@semantics("loop")
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


@semantics("assert")
def _assert(st, op, args):
    cond = np.asarray(args[0], dtype=bool)
    if cond.all():
        return []
    bad = np.argwhere(~cond) if cond.ndim else np.zeros((1, 0), dtype=np.int64)
    message = str_prop(op, "message")
    where = ""
    if cond.ndim:
        first = tuple(int(i) for i in bad[0])
        where = f" at element {first}" + (f" (and {len(bad) - 1} more)" if len(bad) > 1 else "")
    raise KernelAssertionError(f"assertion failed{where}: {message}", op=op, block_id=st.block_id)
