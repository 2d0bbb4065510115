"""Element-wise integer and floating-point arithmetic, comparisons, bitwise ops and select.

Integers are signless: results keep the low N bits (wrap-around), computed on unsigned views of
the storage, and `signed`/`unsigned` attributes only choose how bits are read. The overflow
flags (`no_signed_wrap`, ...) promise that no wrap happens; breaking that promise is undefined
behaviour, reported in strict mode.

Floats are computed exactly in float64 pairs and rounded once to the element type in the
requested direction (`dtypes.round_to`), so `rounding<zero>` and friends are exact for f16,
bf16, f32 and f64. `approx` and `full` (fast division) are computed as correctly rounded
division: the GPU's approximations are not modelled. `flush_to_zero` (f32 only) flushes
subnormal inputs and results to zero of the same sign.

Undefined cases get these values (the GPU's where known, see docs/interp.md):
- integer division by zero: all ones (-1); remainder by zero: the dividend;
- signed `MIN / -1`: MIN; `MIN % -1`: 0;
- shift amounts at or past the width: `shli` gives 0, `shri` gives 0 (unsigned) or the sign
  fill (signed), as PTX clamps shift amounts to the width.

Transcendental and other math functions (exp, log, trig, pow, sqrt, ...): the value is numpy's
float64 result rounded once to nearest even in the element type, so f32 and narrower results
are (nearly always) the correctly rounded ones; the GPU's implementations are accurate to a few
ulp instead (and `approx` variants to more), so compare these with a tolerance. `sqrt` honours
its rounding mode exactly; `flush_to_zero` flushes f32 subnormal inputs and results.
"""

from __future__ import annotations

import numpy as np
from typing import Any

from tileiras.dialects.cuda_tile.enums import (
    ComparisonOrdering,
    ComparisonPredicate,
    IntegerOverflow,
    RoundingMode,
    Signedness,
)
from tileiras.interp import dtypes as dt
from tileiras.interp.registry import SEMANTICS, enum_prop, operand_elem, result_elem, unit_prop


Pred = ComparisonPredicate


# ============================================================================ floats


def _fmt(op):
    return dt.float_format(result_elem(op))


def _mode(op) -> RoundingMode:
    mode = enum_prop(op, "rounding_mode", RoundingMode.NEAREST_EVEN)
    if mode in (RoundingMode.APPROX, RoundingMode.FULL, RoundingMode.NEAREST_INT_TO_ZERO,
                RoundingMode.NEAREST_AWAY):
        return RoundingMode.NEAREST_EVEN
    return mode


def _inputs(op, fmt, *xs):
    vals = [dt.to_f64(x, fmt) for x in xs]
    if unit_prop(op, "flush_to_zero"):
        vals = [dt.flush_subnormal_f64(v, fmt) for v in vals]
    return vals


def _finish(op, fmt, hi, lo, mode) -> np.ndarray:
    r = dt.round_to(hi, lo, fmt, mode)
    if unit_prop(op, "flush_to_zero"):
        r = dt.flush_subnormal(r, fmt)
    return np.asarray(r, dtype=fmt.dtype)


_NATIVE = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide}


def _float_binary(op, args, kind: str) -> list[Any]:
    fmt = _fmt(op)
    mode = _mode(op)
    if (mode == RoundingMode.NEAREST_EVEN and fmt in (dt.F32, dt.F64)
            and not unit_prop(op, "flush_to_zero")):
        # float32/float64 numpy arithmetic is IEEE correctly rounded to nearest even
        a = np.asarray(args[0], fmt.dtype)
        b = np.asarray(args[1], fmt.dtype)
        return [np.asarray(_NATIVE[kind](a, b), dtype=fmt.dtype)]
    a, b = _inputs(op, fmt, args[0], args[1])
    if kind == "add":
        hi, lo = dt.two_sum(a, b)
    elif kind == "sub":
        hi, lo = dt.two_sum(a, -b)
    elif kind == "mul":
        hi, lo = dt.two_prod(a, b)
    else:
        hi, lo = dt.exact_div(a, b)
    return [_finish(op, fmt, hi, lo, mode)]


@SEMANTICS.rule("cuda_tile.addf")
def _addf(st, op, args):
    return _float_binary(op, args, "add")


@SEMANTICS.rule("cuda_tile.subf")
def _subf(st, op, args):
    return _float_binary(op, args, "sub")


@SEMANTICS.rule("cuda_tile.mulf")
def _mulf(st, op, args):
    return _float_binary(op, args, "mul")


@SEMANTICS.rule("cuda_tile.divf")
def _divf(st, op, args):
    return _float_binary(op, args, "div")


@SEMANTICS.rule("cuda_tile.fma")
def _fma(st, op, args):
    fmt = _fmt(op)
    a, b, c = _inputs(op, fmt, *args)
    hi, lo = dt.exact_fma(a, b, c)
    return [_finish(op, fmt, hi, lo, _mode(op))]


@SEMANTICS.rule("cuda_tile.remf")
def _remf(st, op, args):
    fmt = _fmt(op)
    a, b = _inputs(op, fmt, *args)
    with np.errstate(all="ignore"):
        r = np.fmod(a, b)  # exact: x - trunc(x / y) * y, sign of x; NaN for y == 0 or x inf
    return [_finish(op, fmt, r, None, RoundingMode.NEAREST_EVEN)]


@SEMANTICS.rule("cuda_tile.negf")
def _negf(st, op, args):
    fmt = _fmt(op)
    u = dt.bits_of(args[0], fmt)
    return [dt.from_bits_float(u ^ fmt.uint.type(fmt.sign_mask), fmt).astype(fmt.dtype)]


@SEMANTICS.rule("cuda_tile.absf")
def _absf(st, op, args):
    fmt = _fmt(op)
    u = dt.bits_of(args[0], fmt)
    return [dt.from_bits_float(u & fmt.uint.type(fmt.sign_mask - 1), fmt).astype(fmt.dtype)]


@SEMANTICS.rule("cuda_tile.ceil")
def _ceil(st, op, args):
    fmt = _fmt(op)
    return [dt.round_to(np.ceil(dt.to_f64(args[0], fmt)), None, fmt)]


@SEMANTICS.rule("cuda_tile.floor")
def _floor(st, op, args):
    fmt = _fmt(op)
    return [dt.round_to(np.floor(dt.to_f64(args[0], fmt)), None, fmt)]


def _minmax_f(op, args, want_max: bool):
    fmt = _fmt(op)
    a, b = _inputs(op, fmt, *args)
    an, bn = np.isnan(a), np.isnan(b)
    with np.errstate(all="ignore"):
        if want_max:
            r = np.where(a > b, a, b)
        else:
            r = np.where(a < b, a, b)
        zeros = (a == 0) & (b == 0)
        neg_a, neg_b = np.signbit(a), np.signbit(b)
        signed_zero = np.where(neg_a & neg_b, -0.0, 0.0) if want_max else np.where(neg_a | neg_b, -0.0, 0.0)
        r = np.where(zeros, signed_zero, r)
        if unit_prop(op, "propagate_nan"):
            r = np.where(an | bn, np.nan, r)
        else:
            r = np.where(an & ~bn, b, np.where(bn & ~an, a, r))
            r = np.where(an & bn, np.nan, r)
    return [_finish(op, fmt, r, None, RoundingMode.NEAREST_EVEN)]


@SEMANTICS.rule("cuda_tile.maxf")
def _maxf(st, op, args):
    return _minmax_f(op, args, True)


@SEMANTICS.rule("cuda_tile.minf")
def _minf(st, op, args):
    return _minmax_f(op, args, False)


def _compare(a, b, pred: ComparisonPredicate):
    with np.errstate(all="ignore"):
        return {
            Pred.EQUAL: lambda: a == b,
            Pred.NOT_EQUAL: lambda: a != b,
            Pred.LESS_THAN: lambda: a < b,
            Pred.LESS_THAN_OR_EQUAL: lambda: a <= b,
            Pred.GREATER_THAN: lambda: a > b,
            Pred.GREATER_THAN_OR_EQUAL: lambda: a >= b,
        }[pred]()


@SEMANTICS.rule("cuda_tile.cmpf")
def _cmpf(st, op, args):
    fmt = dt.float_format(operand_elem(op))
    a, b = (dt.to_f64(x, fmt) for x in args)
    pred = enum_prop(op, "comparison_predicate")
    ordering = enum_prop(op, "comparison_ordering", ComparisonOrdering.ORDERED)
    unordered = np.isnan(a) | np.isnan(b)
    r = _compare(a, b, pred)
    if pred == Pred.NOT_EQUAL:
        r = r & ~unordered  # numpy says NaN != x is true; ordered ne is false on NaN
    r = (r | unordered) if ordering == ComparisonOrdering.UNORDERED else (r & ~unordered)
    return [np.asarray(r, dtype=np.bool_)]


# ============================================================================ integers


def _w(op, i: int | None = None) -> int:
    e = result_elem(op) if i is None else operand_elem(op, i)
    return dt.int_width(e)


def _signed(op, name: str = "signedness") -> bool:
    return enum_prop(op, name, Signedness.SIGNED) == Signedness.SIGNED


def _check_overflow(st, op, args, w: int, exact_fn) -> None:
    """In strict mode, check the nsw/nuw promise of addi/subi/muli/shli/trunci."""
    flag = enum_prop(op, "overflow", IntegerOverflow.NONE)
    if flag == IntegerOverflow.NONE or not st.strict:
        return
    checks = []
    if flag in (IntegerOverflow.NSW, IntegerOverflow.NW):
        checks.append(("signed", [dt.to_signed(a, w).astype(object) for a in args], dt.int_min(w), dt.int_max(w)))
    if flag in (IntegerOverflow.NUW, IntegerOverflow.NW):
        checks.append(("unsigned", [dt.to_unsigned(a, w).astype(object) for a in args], 0, dt.int_max(w, False)))
    for kind, vals, lo, hi in checks:
        exact = np.asarray(exact_fn(*vals), dtype=object)
        bad = (exact < lo) | (exact > hi)
        if np.any(bad):
            st.undefined(f"{kind} overflow in '{op.name}' marked {flag.value}")


def _binop_bits(args, w: int, fn) -> np.ndarray:
    a = dt.to_unsigned(args[0], w)
    b = dt.to_unsigned(args[1], w)
    with np.errstate(all="ignore"):
        return dt.from_bits(fn(a, b), w)


@SEMANTICS.rule("cuda_tile.addi")
def _addi(st, op, args):
    w = _w(op)
    _check_overflow(st, op, args, w, lambda a, b: a + b)
    return [_binop_bits(args, w, np.add)]


@SEMANTICS.rule("cuda_tile.subi")
def _subi(st, op, args):
    w = _w(op)
    _check_overflow(st, op, args, w, lambda a, b: a - b)
    return [_binop_bits(args, w, np.subtract)]


@SEMANTICS.rule("cuda_tile.muli")
def _muli(st, op, args):
    w = _w(op)
    _check_overflow(st, op, args, w, lambda a, b: a * b)
    return [_binop_bits(args, w, np.multiply)]


@SEMANTICS.rule("cuda_tile.andi")
def _andi(st, op, args):
    return [_binop_bits(args, _w(op), np.bitwise_and)]


@SEMANTICS.rule("cuda_tile.ori")
def _ori(st, op, args):
    return [_binop_bits(args, _w(op), np.bitwise_or)]


@SEMANTICS.rule("cuda_tile.xori")
def _xori(st, op, args):
    return [_binop_bits(args, _w(op), np.bitwise_xor)]


@SEMANTICS.rule("cuda_tile.negi")
def _negi(st, op, args):
    w = _w(op)
    _check_overflow(st, op, args, w, lambda a: -a)
    with np.errstate(all="ignore"):
        return [dt.from_bits(np.negative(dt.to_unsigned(args[0], w)), w)]


@SEMANTICS.rule("cuda_tile.absi")
def _absi(st, op, args):
    w = _w(op)
    s = dt.to_signed(args[0], w)
    with np.errstate(all="ignore"):
        return [dt.from_bits(np.where(s < 0, np.negative(s), s), w)]


def _read(args, w: int, signed: bool):
    if signed:
        return [dt.to_signed(a, w) for a in args]
    return [dt.to_unsigned(a, w) for a in args]


@SEMANTICS.rule("cuda_tile.maxi")
def _maxi(st, op, args):
    w = _w(op)
    a, b = _read(args, w, _signed(op))
    return [dt.from_bits(np.maximum(a, b), w)]


@SEMANTICS.rule("cuda_tile.mini")
def _mini(st, op, args):
    w = _w(op)
    a, b = _read(args, w, _signed(op))
    return [dt.from_bits(np.minimum(a, b), w)]


@SEMANTICS.rule("cuda_tile.cmpi")
def _cmpi(st, op, args):
    w = _w(op, 0)
    a, b = _read(args, w, _signed(op))
    return [np.asarray(_compare(a, b, enum_prop(op, "comparison_predicate")), dtype=np.bool_)]


def _divmod_int(st, op, a, b, w: int, signed: bool, rounding: RoundingMode):
    """Quotient and remainder with the given rounding; division by zero gives q = -1 (all
    ones), r = a."""
    zero = b == 0
    if np.any(zero):
        st.undefined("integer division by zero")
    with np.errstate(all="ignore"):
        if signed:
            big = a.astype(np.int64) if w < 64 else a
            bb = b.astype(np.int64) if w < 64 else b
            safe_b = np.where(zero, 1, bb)
            if w == 64:
                # MIN // -1 overflows int64: numpy returns MIN on wrap-around hardware; pin it
                minv = np.int64(dt.int_min(64))
                ovf = (big == minv) & (safe_b == -1)
                if np.any(ovf):
                    st.undefined("signed division overflow (MIN / -1)")
                safe_b = np.where(ovf, 1, safe_b)
                qf = np.floor_divide(big, safe_b)
                rf = big - qf * safe_b
            else:
                ovf = (big == dt.int_min(w)) & (safe_b == -1)
                if np.any(ovf):
                    st.undefined("signed division overflow (MIN / -1)")
                qf = np.floor_divide(big, safe_b)
                rf = big - qf * safe_b
            inexact = rf != 0
            if rounding == RoundingMode.NEGATIVE_INF:
                q = qf
            elif rounding == RoundingMode.POSITIVE_INF:
                q = qf + inexact
            else:  # toward zero
                q = qf + (inexact & ((big < 0) != (safe_b < 0)))
            r = big - q * safe_b
            if w == 64:
                q = np.where(ovf, minv, q)
                r = np.where(ovf, 0, r)
        else:
            safe_b = np.where(zero, 1, b).astype(b.dtype)
            q = a // safe_b
            r = a - q * safe_b
            if rounding == RoundingMode.POSITIVE_INF:
                q = q + (r != 0).astype(q.dtype)
            elif rounding == RoundingMode.NEGATIVE_INF:
                pass
        q = np.where(zero, -1 if signed else np.iinfo(a.dtype).max, q)
        r = np.where(zero, a, r)
    return q, r


@SEMANTICS.rule("cuda_tile.divi")
def _divi(st, op, args):
    w = _w(op)
    signed = _signed(op)
    a, b = _read(args, w, signed)
    rounding = enum_prop(op, "rounding", RoundingMode.ZERO)
    q, _ = _divmod_int(st, op, a, b, w, signed, rounding)
    return [dt.from_bits(q, w)]


@SEMANTICS.rule("cuda_tile.remi")
def _remi(st, op, args):
    w = _w(op)
    signed = _signed(op)
    a, b = _read(args, w, signed)
    _, r = _divmod_int(st, op, a, b, w, signed, RoundingMode.ZERO)
    return [dt.from_bits(r, w)]


@SEMANTICS.rule("cuda_tile.mulhii")
def _mulhii(st, op, args):
    w = _w(op)
    a, b = (dt.to_unsigned(x, w) for x in args)
    if w <= 32:
        p = a.astype(np.uint64) * b.astype(np.uint64)
        return [dt.from_bits(p >> np.uint64(w), w)]
    m32 = np.uint64(0xFFFFFFFF)
    a_lo, a_hi = a & m32, a >> np.uint64(32)
    b_lo, b_hi = b & m32, b >> np.uint64(32)
    with np.errstate(all="ignore"):
        ll = a_lo * b_lo
        lh = a_lo * b_hi
        hl = a_hi * b_lo
        hh = a_hi * b_hi
        mid = (ll >> np.uint64(32)) + (lh & m32) + (hl & m32)
        hi = hh + (lh >> np.uint64(32)) + (hl >> np.uint64(32)) + (mid >> np.uint64(32))
    return [dt.from_bits(hi, w)]


def _shift_amount(x, w: int) -> np.ndarray:
    return dt.to_unsigned(x, w).astype(np.uint64)


@SEMANTICS.rule("cuda_tile.shli")
def _shli(st, op, args):
    w = _w(op)
    a = dt.to_unsigned(args[0], w).astype(np.uint64)
    s = _shift_amount(args[1], w)
    big = s >= np.uint64(w)
    if st.strict and np.any(big):
        st.undefined(f"shift amount at or past the width ({w} bits)")
    with np.errstate(all="ignore"):
        r = np.where(big, np.uint64(0), a << np.where(big, np.uint64(0), s))
    return [dt.from_bits(r, w)]


@SEMANTICS.rule("cuda_tile.shri")
def _shri(st, op, args):
    w = _w(op)
    s = _shift_amount(args[1], w)
    big = s >= np.uint64(w)
    if st.strict and np.any(big):
        st.undefined(f"shift amount at or past the width ({w} bits)")
    s = np.minimum(s, np.uint64(w - 1)).astype(np.int64)
    with np.errstate(all="ignore"):
        if _signed(op):
            a = dt.to_signed(args[0], w).astype(np.int64)
            r = np.where(big, np.where(a < 0, -1, 0), a >> s)
        else:
            a = dt.to_unsigned(args[0], w).astype(np.uint64)
            r = np.where(big, np.uint64(0), a >> s.astype(np.uint64))
    return [dt.from_bits(r, w)]


# ============================================================================ select


@SEMANTICS.rule("cuda_tile.select")
def _select(st, op, args):
    cond, t, f = args
    out = np.where(np.asarray(cond, dtype=np.bool_), t, f)
    return [np.asarray(out, dtype=np.asarray(t).dtype)]


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
    SEMANTICS.add(f"cuda_tile.{_name}", _unary(_name))


@SEMANTICS.rule("cuda_tile.sqrt")
def _sqrt(st, op, args):
    fmt = dt.float_format(result_elem(op))
    (x,) = _inputs(op, fmt, args[0])
    hi, lo = dt.exact_sqrt(x)
    return [_finish(op, fmt, hi, lo, _mode(op))]


@SEMANTICS.rule("cuda_tile.rsqrt")
def _rsqrt(st, op, args):
    fmt = dt.float_format(result_elem(op))
    (x,) = _inputs(op, fmt, args[0])
    with np.errstate(all="ignore"):
        r = 1.0 / np.sqrt(x)
    return [_finish(op, fmt, r, None, RoundingMode.NEAREST_EVEN)]


@SEMANTICS.rule("cuda_tile.fpowf")
def _pow(st, op, args):
    fmt = dt.float_format(result_elem(op))
    x, y = _inputs(op, fmt, *args)
    with np.errstate(all="ignore"):
        r = np.power(x, y)
    return [_finish(op, fmt, r, None, RoundingMode.NEAREST_EVEN)]


@SEMANTICS.rule("cuda_tile.fpowi")
def _powi(st, op, args):
    fmt = dt.float_format(result_elem(op))
    (x,) = _inputs(op, fmt, args[0])
    w = dt.int_width(operand_elem(op, 1))
    n = dt.to_signed(args[1], w).astype(np.float64)
    with np.errstate(all="ignore"):
        r = np.power(x, n)
    return [_finish(op, fmt, r, None, RoundingMode.NEAREST_EVEN)]


@SEMANTICS.rule("cuda_tile.atan2")
def _atan2(st, op, args):
    """atan2(x, y): the angle of the point (y, x), i.e. C's atan2(x, y) (x is the numerator)."""
    fmt = dt.float_format(result_elem(op))
    x, y = _inputs(op, fmt, *args)
    with np.errstate(all="ignore"):
        r = np.arctan2(x, y)
    return [_finish(op, fmt, r, None, RoundingMode.NEAREST_EVEN)]
