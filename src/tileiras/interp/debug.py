"""assert, assume and print: ops that state or show facts about values.

`assert` raises `KernelAssertionError` when any element of its condition is false.

`assume` passes its value through. In strict mode it also checks the predicate (div_by,
bounded; same_elements), since a false assumption is undefined behaviour that miscompiles.

`print` formats like the GPU's printf: each `%` conversion takes the next argument; a scalar
argument prints as one value, a tile as nested lists (`[[1, 2], [3, 4]]`) with every element
formatted by the same conversion. Integer conversions read the element as signed (`d`, `i`) or
unsigned (`u`, `o`, `x`, `X`) of its own width; length modifiers (`hh`, `h`, `l`, `ll`) are
accepted and do not truncate. `%a` prints C's hexadecimal form. Tile blocks print in the order
they run.
"""

from __future__ import annotations

import numpy as np
import re

from tileiras.dialects.cuda_tile.attributes import BoundedAttr, DivByAttr, SameElementsAttr
from tileiras.interp import dtypes as dt
from tileiras.interp.errors import InterpError, KernelAssertionError
from tileiras.interp.registry import SEMANTICS, elem, prop, str_prop
from tileiras.interp.values import TOKEN


@SEMANTICS.rule("cuda_tile.assume")
def _assume(st, op, args):
    value = args[0]
    if st.strict and isinstance(value, np.ndarray):
        _check_predicate(st, op, value)
    return [value]


def _check_predicate(st, op, value: np.ndarray) -> None:
    pred = prop(op, "predicate")
    e = elem(op.operands[0].type)
    if dt.is_int(e):
        v = dt.to_signed(value, dt.int_width(e)).astype(object)
    elif dt.is_ptr(e):
        v = np.asarray(value, np.uint64).astype(object)
    else:
        return
    if isinstance(pred, DivByAttr):
        if pred.every is None:
            ok = all(int(x) % pred.divisor == 0 for x in np.asarray(v).reshape(-1))
        else:
            along = pred.along or 0
            sl = [slice(None)] * np.ndim(v)
            if np.ndim(v):
                sl[along] = slice(0, None, pred.every)
            ok = all(int(x) % pred.divisor == 0 for x in np.asarray(v)[tuple(sl)].reshape(-1))
        if not ok:
            st.undefined(f"assume div_by<{pred.divisor}> does not hold")
    elif isinstance(pred, BoundedAttr):
        flat = [int(x) for x in np.asarray(v).reshape(-1)]
        if pred.lower is not None and any(x < pred.lower for x in flat):
            st.undefined(f"assume bounded: a value is below {pred.lower}")
        if pred.upper is not None and any(x > pred.upper for x in flat):
            st.undefined(f"assume bounded: a value is above {pred.upper}")
    elif isinstance(pred, SameElementsAttr):
        arr = np.asarray(value)
        blocks = pred.values
        if arr.ndim == len(blocks) and all(b > 0 for b in blocks):
            for idx in np.ndindex(*[n // b for n, b in zip(arr.shape, blocks)]):
                sl = tuple(slice(i * b, (i + 1) * b) for i, b in zip(idx, blocks))
                part = arr[sl]
                if part.size and np.any(part != part.reshape(-1)[0]):
                    st.undefined(f"assume same_elements<{list(blocks)}> does not hold")
                    return


_CONVERSION = re.compile(r"%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d+))?(hh|h|ll|l|L|z|j|t)?([diouxXeEfFgGaAcsp%])")


def _c_hex_float(x: float, flags: str, width: str | None, precision: str | None, upper: bool) -> str:
    """C's %a: 0x1.8p+1 (shortest mantissa unless a precision is given)."""
    if x != x:
        s = "nan"
    elif x in (float("inf"), float("-inf")):
        s = "inf" if x > 0 else "-inf"
    else:
        h = float(x).hex()  # like '-0x1.8000000000000p+1'
        sign = "-" if h.startswith("-") else ""
        h = h.lstrip("-")
        mant, exp = h[2:].split("p")
        lead, _, frac = mant.partition(".")
        if precision is not None:
            p = int(precision)
            frac = (frac + "0" * p)[:p]
        else:
            frac = frac.rstrip("0")
        s = f"{sign}0x{lead}" + (f".{frac}" if frac or "#" in flags else "") + f"p{exp}"
        if "+" in flags and not sign:
            s = "+" + s
        elif " " in flags and not sign:
            s = " " + s
    if upper:
        s = s.upper()
    if width:
        s = s.ljust(int(width)) if "-" in flags else s.rjust(int(width))
    return s


def _format_one(spec: re.Match, value, e) -> str:
    flags, width, precision, _length, conv = spec.groups()
    pyflags = flags.replace("#", "#")
    base = "%" + pyflags + (width or "") + (f".{precision}" if precision is not None else "")
    if conv in "diouxXc":
        if dt.is_int(e):
            w = dt.int_width(e)
            # an i1 prints as 0 or 1 (NVIDIA's tileiras zero-extends it), not as signed -1
            if conv in "di" and w > 1:
                n = int(dt.to_signed(np.asarray(value), w).astype(np.int64))
            else:
                n = int(dt.to_unsigned(np.asarray(value), w).astype(np.uint64))
        elif dt.is_ptr(e):
            n = int(np.asarray(value, np.uint64))
        else:
            n = int(dt.to_f64(np.asarray(value), dt.float_format(e)))
        if conv == "c":
            return (base + "c") % chr(n & 0xFF)
        return (base + ("d" if conv == "i" else conv)) % n
    if conv == "p":
        return (base + "s") % hex(int(np.asarray(value).astype(np.uint64)))
    if conv == "s":
        raise InterpError("print: %s needs a string argument, which tiles cannot hold")
    if dt.is_float(e):
        x = float(dt.to_f64(np.asarray(value), dt.float_format(e)))
    elif dt.is_int(e) and dt.int_width(e) > 1:
        x = float(dt.to_signed(np.asarray(value), dt.int_width(e)).astype(np.int64))
    elif dt.is_int(e):
        x = float(np.asarray(value).astype(np.uint64))
    else:
        x = float(np.asarray(value).astype(np.uint64))
    if conv in "aA":
        return _c_hex_float(x, flags, width, precision, conv == "A")
    return (base + conv) % x


def _format_value(spec: re.Match, value: np.ndarray, e) -> str:
    arr = np.asarray(value)
    if arr.ndim == 0:
        return _format_one(spec, arr, e)

    def rec(a):
        if a.ndim == 0:
            return _format_one(spec, a, e)
        return "[" + ", ".join(rec(a[i]) for i in range(a.shape[0])) + "]"

    return rec(arr)


def format_print(fmt: str, values: list, types: list) -> str:
    """The text `print` writes for format `fmt` and its argument tiles."""
    out = []
    pos = 0
    k = 0
    for m in _CONVERSION.finditer(fmt):
        out.append(fmt[pos:m.start()])
        pos = m.end()
        if m.group(5) == "%":
            out.append("%")
            continue
        if m.group(2) == "*" or m.group(3) == "*":
            raise InterpError("print: '*' widths are not supported")
        if k >= len(values):
            raise InterpError(f"print: the format has more conversions than the {len(values)} arguments")
        out.append(_format_value(m, values[k], elem(types[k])))
        k += 1
    out.append(fmt[pos:])
    if k != len(values):
        raise InterpError(f"print: {len(values)} arguments for {k} conversions")
    return "".join(out)


@SEMANTICS.rule("cuda_tile.print_tko", "cuda_tile.print")
def _print(st, op, args):
    fmt = str_prop(op, "str")
    arg_values = [st.value(v) for v in op.args]
    text = format_print(fmt, arg_values, [v.type for v in op.args])
    st.out.write(text)
    st.out.flush() if hasattr(st.out, "flush") else None
    return [TOKEN] if op.results else []


@SEMANTICS.rule("cuda_tile.assert")
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
