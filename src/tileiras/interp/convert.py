"""Conversions: exti, trunci, itof, ftoi, ftof, bitcast, pointer casts, pack and unpack.

- `ftof` rounds once, exactly, in the requested direction. Converting to a format without
  infinities (f8E4M3FN, f8E8M0FNU, f4E2M1FN, f8E5M3FNU) saturates to the largest finite value
  (PTX `.satfinite`) and keeps NaN; f8E5M2 keeps IEEE overflow to infinity.
- `ftoi` rounds with its mode (default: toward zero), saturates to the integer range and turns
  NaN into 0 (infinities, undefined by the spec, saturate; strict mode reports them).
- `itof` rounds the exact integer once in the requested direction.
- `pack`/`unpack` reinterpret the little-endian bytes of a 1-D tile (sub-byte elements packed
  low nibble first).
"""

from __future__ import annotations

import numpy as np

from tileiras.dialects.cuda_tile.enums import IntegerOverflow, RoundingMode, Signedness
from tileiras.interp import dtypes as dt
from tileiras.interp.errors import UnsupportedError
from tileiras.interp.registry import enum_prop, operand_elem, result_elem, SEMANTICS


def _signed(op) -> bool:
    return enum_prop(op, "signedness", Signedness.SIGNED) == Signedness.SIGNED


@SEMANTICS.rule("cuda_tile.exti")
def _exti(st, op, args):
    wi = dt.int_width(operand_elem(op))
    wo = dt.int_width(result_elem(op))
    x = dt.to_signed(args[0], wi).astype(np.int64) if _signed(op) else dt.to_unsigned(args[0], wi).astype(np.uint64)
    return [dt.from_bits(x, wo)]


@SEMANTICS.rule("cuda_tile.trunci")
def _trunci(st, op, args):
    wi = dt.int_width(operand_elem(op))
    wo = dt.int_width(result_elem(op))
    flag = enum_prop(op, "overflow", IntegerOverflow.NONE)
    out = dt.from_bits(dt.to_unsigned(args[0], wi).astype(np.uint64), wo)
    if st.strict and flag != IntegerOverflow.NONE:
        if flag in (IntegerOverflow.NSW, IntegerOverflow.NW):
            if np.any(dt.to_signed(out, wo).astype(np.int64) != dt.to_signed(args[0], wi).astype(np.int64)):
                st.undefined("trunci no_signed_wrap: the value does not fit")
        if flag in (IntegerOverflow.NUW, IntegerOverflow.NW):
            if np.any(dt.to_unsigned(out, wo).astype(np.uint64) != dt.to_unsigned(args[0], wi).astype(np.uint64)):
                st.undefined("trunci no_unsigned_wrap: the value does not fit")
    return [out]


def _int_as_pair(x: np.ndarray, w: int, signed: bool) -> tuple[np.ndarray, np.ndarray]:
    """The exact integer value as a float64 pair hi + lo."""
    if signed:
        v = dt.to_signed(x, w).astype(np.int64)
        high = (v >> 32).astype(np.float64) * 4294967296.0
        low = (v & 0xFFFFFFFF).astype(np.float64)
    else:
        v = dt.to_unsigned(x, w).astype(np.uint64)
        high = (v >> np.uint64(32)).astype(np.float64) * 4294967296.0
        low = (v & np.uint64(0xFFFFFFFF)).astype(np.float64)
    return dt.two_sum(high, low)


@SEMANTICS.rule("cuda_tile.itof")
def _itof(st, op, args):
    w = dt.int_width(operand_elem(op))
    fmt = dt.float_format(result_elem(op))
    hi, lo = _int_as_pair(args[0], w, _signed(op))
    mode = enum_prop(op, "rounding_mode", RoundingMode.NEAREST_EVEN)
    return [dt.round_to(hi, lo, fmt, mode, saturate=fmt.finite)]


@SEMANTICS.rule("cuda_tile.ftoi")
def _ftoi(st, op, args):
    fmt = dt.float_format(operand_elem(op))
    w = dt.int_width(result_elem(op))
    signed = _signed(op)
    x = dt.to_f64(args[0], fmt)
    mode = enum_prop(op, "rounding_mode", RoundingMode.NEAREST_INT_TO_ZERO)
    with np.errstate(all="ignore"):
        if mode == RoundingMode.NEAREST_EVEN:
            r = np.rint(x)
        elif mode == RoundingMode.NEGATIVE_INF:
            r = np.floor(x)
        elif mode == RoundingMode.POSITIVE_INF:
            r = np.ceil(x)
        elif mode == RoundingMode.NEAREST_AWAY:
            r = np.sign(x) * np.floor(np.abs(x) + 0.5)
        else:
            r = np.trunc(x)
        if st.strict and np.any(np.isinf(x)):
            st.undefined("ftoi of an infinity")
        nan = np.isnan(r)
        r = np.where(nan, 0.0, r)
        if signed:
            lo_v, hi_v = dt.int_min(w), dt.int_max(w)
            over = r >= float(2 ** (w - 1))
            under = r < float(lo_v)
            safe = np.where(over | under, 0.0, r).astype(np.int64)
            out = np.where(over, np.int64(hi_v), np.where(under, np.int64(lo_v), safe))
            return [dt.from_bits(out, w)]
        hi_v = dt.int_max(w, signed=False)
        over = r >= float(2 ** w)
        under = r < 0
        safe = np.where(over | under, 0.0, r).astype(np.uint64)
        out = np.where(over, np.uint64(hi_v), np.where(under, np.uint64(0), safe))
        return [dt.from_bits(out.astype(np.uint64), w)]


@SEMANTICS.rule("cuda_tile.ftof")
def _ftof(st, op, args):
    src = dt.float_format(operand_elem(op))
    dst = dt.float_format(result_elem(op))
    mode = enum_prop(op, "rounding_mode", RoundingMode.NEAREST_EVEN)
    x = dt.to_f64(args[0], src)
    return [dt.round_to(x, None, dst, mode, saturate=dst.finite)]


def _raw_bits(x: np.ndarray, elem) -> tuple[np.ndarray, int]:
    w = dt.bit_width(elem)
    if dt.is_int(elem):
        return dt.to_unsigned(x, dt.int_width(elem)).astype(np.uint64), w
    if dt.is_ptr(elem):
        return np.asarray(x, np.uint64), 64
    fmt = dt.float_format(elem)
    return dt.bits_of(x, fmt).astype(np.uint64), w


def _from_raw(u: np.ndarray, elem) -> np.ndarray:
    if dt.is_int(elem):
        return dt.from_bits(u, dt.int_width(elem))
    if dt.is_ptr(elem):
        return np.asarray(u, np.uint64)
    fmt = dt.float_format(elem)
    return dt.from_bits_float(u, fmt).astype(fmt.dtype)


@SEMANTICS.rule("cuda_tile.bitcast")
def _bitcast(st, op, args):
    u, _ = _raw_bits(args[0], operand_elem(op))
    return [_from_raw(u, result_elem(op))]


@SEMANTICS.rule("cuda_tile.int_to_ptr")
def _int_to_ptr(st, op, args):
    return [np.asarray(args[0]).astype(np.int64).view(np.uint64)]


@SEMANTICS.rule("cuda_tile.ptr_to_int")
def _ptr_to_int(st, op, args):
    return [np.asarray(args[0], np.uint64).view(np.int64)]


@SEMANTICS.rule("cuda_tile.ptr_to_ptr")
def _ptr_to_ptr(st, op, args):
    return [np.asarray(args[0], np.uint64).copy()]


def to_bytes(x: np.ndarray, elem) -> np.ndarray:
    """The little-endian bytes of a 1-D tile (sub-byte elements packed, low bits first)."""
    w = dt.bit_width(elem)
    u, _ = _raw_bits(np.asarray(x).reshape(-1), elem)
    if w == 1:
        return np.packbits(u.astype(np.uint8), bitorder="little")
    if w == 4:
        u = u.astype(np.uint8) & 0xF
        if u.size % 2:
            raise UnsupportedError("pack of an odd number of 4-bit elements")
        return (u[0::2] | (u[1::2] << 4)).astype(np.uint8)
    dtype = dt.unsigned_dtype(w)
    return u.astype(dtype).astype(dtype.newbyteorder("<")).view(np.uint8)


def from_bytes(b: np.ndarray, elem) -> np.ndarray:
    w = dt.bit_width(elem)
    b = np.asarray(b).astype(np.uint8).reshape(-1)
    if w == 1:
        return np.unpackbits(b, bitorder="little").astype(np.bool_)
    if w == 4:
        u = np.empty(b.size * 2, np.uint8)
        u[0::2] = b & 0xF
        u[1::2] = b >> 4
        return _from_raw(u.astype(np.uint64), elem)
    dtype = dt.unsigned_dtype(w).newbyteorder("<")
    u = np.frombuffer(b.tobytes(), dtype=dtype).astype(np.uint64)
    return _from_raw(u, elem)


@SEMANTICS.rule("cuda_tile.pack")
def _pack(st, op, args):
    e = operand_elem(op)
    b = to_bytes(args[0], e)
    return [dt.from_bits(b, dt.int_width(result_elem(op)))]


@SEMANTICS.rule("cuda_tile.unpack")
def _unpack(st, op, args):
    ein = operand_elem(op)
    b = to_bytes(args[0], ein)
    return [from_bytes(b, result_elem(op))]
