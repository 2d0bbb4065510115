"""Element types as numpy arrays, and exact rounding between float formats.

Storage of tile elements (`storage_dtype`):

| element      | numpy dtype                 | note                                         |
|--------------|-----------------------------|----------------------------------------------|
| i1           | bool                        |                                              |
| i4           | int8                        | value kept sign-extended to 8 bits           |
| i8..i64      | int8..int64                 | integers are signless: the bits are the value |
| f16, f32, f64| float16, float32, float64   |                                              |
| bf16, fp8/fp4| ml_dtypes types             |                                              |
| tf32         | float32                     | low 13 mantissa bits always zero             |
| f8E5M3FNU    | uint8                       | raw bits (ml_dtypes has no such type)        |
| ptr<T>       | uint64                      | addresses into the simulated memory          |

Rounding (`round_to`) takes an exact value as an unevaluated float64 pair `hi + lo` and rounds it
once to any float format in any IEEE direction. A first guess from numpy/ml_dtypes may be off by
one unit (they round through float32); the guess and its two neighbours are compared with the
exact value, so the result is always the correctly rounded one, whatever the library does.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import ml_dtypes
import numpy as np
from xdsl.dialects.builtin import IntegerType
from xdsl.ir import Attribute

from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.enums import RoundingMode
from tileiras.interp.errors import UnsupportedError

RNE = RoundingMode.NEAREST_EVEN
RZ = RoundingMode.ZERO
RD = RoundingMode.NEGATIVE_INF
RU = RoundingMode.POSITIVE_INF


# --------------------------------------------------------------------------------------------
# element types


def int_width(elem: Attribute) -> int:
    """Bit width of an integer element type."""
    assert isinstance(elem, IntegerType)
    return elem.width.data


def is_int(elem: Attribute) -> bool:
    return isinstance(elem, IntegerType)


def is_ptr(elem: Attribute) -> bool:
    return isinstance(elem, ctt.PointerType)


def is_float(elem: Attribute) -> bool:
    return elem in _FLOAT_FORMATS_BY_TYPE


_INT_DTYPES = {1: np.dtype(np.bool_), 4: np.dtype(np.int8), 8: np.dtype(np.int8),
               16: np.dtype(np.int16), 32: np.dtype(np.int32), 64: np.dtype(np.int64)}
_UINT_DTYPES = {1: np.dtype(np.uint8), 4: np.dtype(np.uint8), 8: np.dtype(np.uint8),
                16: np.dtype(np.uint16), 32: np.dtype(np.uint32), 64: np.dtype(np.uint64)}
_SINT_DTYPES = {1: np.dtype(np.int8), 4: np.dtype(np.int8), 8: np.dtype(np.int8),
                16: np.dtype(np.int16), 32: np.dtype(np.int32), 64: np.dtype(np.int64)}


def storage_dtype(elem: Attribute) -> np.dtype:
    """The numpy dtype that holds tile elements of `elem` (see the module table)."""
    if isinstance(elem, IntegerType):
        w = elem.width.data
        if w not in _INT_DTYPES:
            raise UnsupportedError(f"integer type i{w} is not a cuda_tile element type")
        return _INT_DTYPES[w]
    if isinstance(elem, ctt.PointerType):
        return np.dtype(np.uint64)
    fmt = _FLOAT_FORMATS_BY_TYPE.get(elem)
    if fmt is None:
        raise UnsupportedError(f"unsupported element type {elem}")
    return fmt.dtype


def memory_itemsize(elem: Attribute) -> int:
    """Bytes one element occupies in global memory (i1 is a byte; sub-byte types are not
    addressable one by one and report 1: see `subbyte`)."""
    if isinstance(elem, IntegerType):
        return max(1, elem.width.data // 8)
    if isinstance(elem, ctt.PointerType):
        return 8
    return max(1, _FLOAT_FORMATS_BY_TYPE[elem].bits // 8)


def bit_width(elem: Attribute) -> int:
    if isinstance(elem, IntegerType):
        return elem.width.data
    if isinstance(elem, ctt.PointerType):
        return 64
    return _FLOAT_FORMATS_BY_TYPE[elem].bits


def subbyte(elem: Attribute) -> bool:
    return bit_width(elem) in (4,)


def unsigned_dtype(width: int) -> np.dtype:
    return _UINT_DTYPES[width]


def signed_dtype(width: int) -> np.dtype:
    return _SINT_DTYPES[width]


def element_name(elem: Attribute) -> str:
    if isinstance(elem, ctt.PointerType):
        return f"ptr<{element_name(elem.pointee)}>"
    try:
        return ctt.element_name(elem)
    except ValueError:
        return str(elem)


# --------------------------------------------------------------------------------------------
# integers: signless storage <-> unsigned / signed working values


def to_unsigned(x: np.ndarray, width: int) -> np.ndarray:
    """The bits of a signless integer array as unsigned values of the storage width."""
    x = np.asarray(x)
    if width == 1:
        return x.astype(np.uint8)
    if width == 4:
        return (x.astype(np.uint8) & np.uint8(0xF))
    return x.view(_UINT_DTYPES[width]) if x.dtype.itemsize == _UINT_DTYPES[width].itemsize else x.astype(_UINT_DTYPES[width])


def to_signed(x: np.ndarray, width: int) -> np.ndarray:
    """The signed (two's complement) reading of a signless integer array."""
    x = np.asarray(x)
    if width == 1:
        return -(x.astype(np.int8))
    if width == 4:
        return x.astype(np.int8)
    return x.view(_SINT_DTYPES[width]) if x.dtype.itemsize == _SINT_DTYPES[width].itemsize else x.astype(_SINT_DTYPES[width])


def from_bits(u: np.ndarray, width: int) -> np.ndarray:
    """Signless storage from any integer array: keep the low `width` bits (wrap-around)."""
    u = np.asarray(u)
    if width == 1:
        return (u.astype(np.uint64, copy=False) & np.uint64(1)).astype(np.bool_) if u.dtype.kind in "iu" else u.astype(np.bool_)
    if width == 4:
        low = (u.astype(np.int64) & 0xF).astype(np.int8)
        return np.where(low >= 8, low - 16, low).astype(np.int8)
    target = _SINT_DTYPES[width]
    if u.dtype.itemsize == target.itemsize:
        return u.view(target) if u.dtype.kind in "iu" else u.astype(target)
    # astype between integer dtypes wraps modulo 2**bits (two's complement)
    return u.astype(_UINT_DTYPES[width]).view(target) if u.dtype.kind == "u" else u.astype(target)


def int_min(width: int) -> int:
    return -(1 << (width - 1))


def int_max(width: int, signed: bool = True) -> int:
    return (1 << (width - 1)) - 1 if signed else (1 << width) - 1


# --------------------------------------------------------------------------------------------
# float formats


@dataclass(frozen=True)
class FloatFormat:
    """How one float element type is held and stepped bit by bit."""

    name: str
    dtype: np.dtype          # storage dtype
    bits: int                # width of the format
    uint: np.dtype           # same-size unsigned view of the storage
    signed: bool = True      # has a sign bit (e8m0 and e5m3fnu do not)
    zero_bits: int = 0       # low storage bits always zero (tf32 in a float32)
    raw: bool = False        # storage holds raw bits (no numpy float type exists)
    finite: bool = False     # no infinities (FN/FNU formats)

    @property
    def sign_mask(self) -> int:
        return 1 << (self.bits - 1) if self.signed else 0

    @property
    def unit(self) -> int:
        return 1 << self.zero_bits


F64 = FloatFormat("f64", np.dtype(np.float64), 64, np.dtype(np.uint64))
F32 = FloatFormat("f32", np.dtype(np.float32), 32, np.dtype(np.uint32))
TF32 = FloatFormat("tf32", np.dtype(np.float32), 32, np.dtype(np.uint32), zero_bits=13)
F16 = FloatFormat("f16", np.dtype(np.float16), 16, np.dtype(np.uint16))
BF16 = FloatFormat("bf16", np.dtype(ml_dtypes.bfloat16), 16, np.dtype(np.uint16))
F8E4M3FN = FloatFormat("f8E4M3FN", np.dtype(ml_dtypes.float8_e4m3fn), 8, np.dtype(np.uint8), finite=True)
F8E5M2 = FloatFormat("f8E5M2", np.dtype(ml_dtypes.float8_e5m2), 8, np.dtype(np.uint8))
F8E8M0FNU = FloatFormat("f8E8M0FNU", np.dtype(ml_dtypes.float8_e8m0fnu), 8, np.dtype(np.uint8), signed=False, finite=True)
F4E2M1FN = FloatFormat("f4E2M1FN", np.dtype(ml_dtypes.float4_e2m1fn), 4, np.dtype(np.uint8), finite=True)
F8E5M3FNU = FloatFormat("f8E5M3FNU", np.dtype(np.uint8), 8, np.dtype(np.uint8), signed=False, raw=True, finite=True)

_FLOAT_FORMATS_BY_TYPE: dict[Attribute, FloatFormat] = {
    ctt.f64: F64, ctt.f32: F32, ctt.tf32: TF32, ctt.f16: F16, ctt.bf16: BF16,
    ctt.f8E4M3FN: F8E4M3FN, ctt.f8E5M2: F8E5M2, ctt.f8E8M0FNU: F8E8M0FNU,
    ctt.f4E2M1FN: F4E2M1FN, ctt.f8E5M3FNU: F8E5M3FNU,
}


def float_format(elem: Attribute) -> FloatFormat:
    fmt = _FLOAT_FORMATS_BY_TYPE.get(elem)
    if fmt is None:
        raise UnsupportedError(f"{element_name(elem)} is not a float type")
    return fmt


@lru_cache(maxsize=None)
def _e5m3fnu_table() -> np.ndarray:
    """Values of the 256 f8E5M3FNU encodings: 5 exponent bits (bias 15), 3 mantissa bits,
    subnormals, no sign, no infinity, 0xFF is NaN."""
    table = np.empty(256, np.float64)
    for b in range(256):
        e, m = b >> 3, b & 7
        table[b] = (m / 8.0) * 2.0 ** -14 if e == 0 else (1 + m / 8.0) * 2.0 ** (e - 15)
    table[255] = np.nan
    return table


def to_f64(x: np.ndarray, fmt: FloatFormat) -> np.ndarray:
    """Exact float64 values of an array in `fmt` (every format is a subset of float64)."""
    x = np.asarray(x)
    if fmt.raw:
        return _e5m3fnu_table()[x.astype(np.uint8)]
    return x.astype(np.float64)


def bits_of(x: np.ndarray, fmt: FloatFormat) -> np.ndarray:
    """The raw bits of float elements as unsigned integers (shape kept, 0-d included)."""
    x = np.array(x, dtype=fmt.dtype, copy=True)
    return x.view(fmt.uint) if not fmt.raw else x.astype(np.uint8)


def from_bits_float(u: np.ndarray, fmt: FloatFormat) -> np.ndarray:
    u = np.array(u, copy=True).astype(fmt.uint)
    return u if fmt.raw else u.view(fmt.dtype)


@lru_cache(maxsize=None)
def max_finite(fmt: FloatFormat) -> float:
    """The largest finite value of `fmt`."""
    if fmt.raw:
        return float(_e5m3fnu_table()[254])
    if fmt is TF32:
        return float(np.array([0x7F7FE000], np.uint32).view(np.float32)[0])
    return float(ml_dtypes.finfo(fmt.dtype).max)


def _nan_of(fmt: FloatFormat) -> np.ndarray:
    if fmt.raw:
        return np.uint8(0xFF)
    if fmt is F4E2M1FN:
        # e2m1 has no NaN: PTX's cvt.rn.satfinite.e2m1x2 gives the largest positive value
        # (as NVIDIA's cuda_fp4.hpp models it), and so does the compiled code
        return np.array(max_finite(fmt), dtype=np.float64).astype(fmt.dtype)
    return np.array(np.nan, dtype=np.float64).astype(fmt.dtype)


def _guess(hi: np.ndarray, fmt: FloatFormat) -> np.ndarray:
    """A value of `fmt` within one unit of `hi` (finite `hi` inside the range)."""
    if fmt.raw:
        table = _e5m3fnu_table()
        finite = table[:255]
        idx = np.searchsorted(finite, np.clip(np.nan_to_num(hi, nan=0.0), 0.0, finite[-1]))
        return np.clip(idx, 0, 254).astype(np.uint8)
    if fmt is TF32:
        u = hi.astype(np.float32).view(np.uint32)
        u = (u & np.uint32(0xFFFFE000)).astype(np.uint32)
        return u.view(np.float32)
    return hi.astype(fmt.dtype)


def _step(c: np.ndarray, fmt: FloatFormat, up: bool) -> np.ndarray:
    """The next representable value above (`up`) or below `c`; saturates at the ends."""
    if fmt in (F64, F32, F16):
        with np.errstate(all="ignore"):
            c = np.asarray(c, fmt.dtype)
            return np.nextafter(c, fmt.dtype.type(np.inf if up else -np.inf)).astype(fmt.dtype)
    v = to_f64(c, fmt)
    u = bits_of(c, fmt).astype(np.int64)
    unit = fmt.unit
    if fmt.signed:
        sign = fmt.sign_mask
        neg = (u & sign) != 0
        is_zero = v == 0
        if up:
            new = np.where(neg, u - unit, u + unit)
            new = np.where(is_zero, unit, new)
        else:
            new = np.where(neg, u + unit, u - unit)
            new = np.where(is_zero, sign | unit, new)
    else:
        new = u + unit if up else u - unit
        new = np.clip(new, 0, (1 << fmt.bits) - 1)
    out = from_bits_float(new, fmt)
    ov = to_f64(out, fmt)
    # stepping past the largest finite value lands on NaN (or wraps): keep c
    bad = np.isnan(ov) & ~np.isnan(v)
    if up:
        bad |= ov < v
    else:
        bad |= ov > v
    return np.where(bad, c, out)


def round_to(hi: np.ndarray, lo: np.ndarray | None, fmt: FloatFormat, mode: RoundingMode = RNE,
             *, saturate: bool = False) -> np.ndarray:
    """Round the exact value `hi + lo` (float64 arrays, |lo| <= ulp(hi)/2) to `fmt`.

    `mode` is one of nearest_even, zero, negative_inf, positive_inf (anything else rounds to
    nearest even). `saturate` clamps out-of-range finite values and infinities to the largest
    finite value (PTX `.satfinite`); formats without infinity always saturate finite values and
    turn infinities into NaN unless `saturate`.
    """
    hi = np.asarray(hi, dtype=np.float64)
    lo = np.zeros_like(hi) if lo is None else np.broadcast_to(np.asarray(lo, dtype=np.float64), hi.shape)
    if mode not in (RNE, RZ, RD, RU):
        mode = RNE
    with np.errstate(all="ignore"):
        if fmt is F64:
            return _round_f64(hi, lo, mode)
        nan = np.isnan(hi)
        inf = np.isinf(hi)
        big = max_finite(fmt)
        finite_hi = np.where(nan | inf, 0.0, hi)
        if fmt.finite or saturate:
            clipped = np.clip(finite_hi, -big if fmt.signed else 0.0, big)
        else:
            clipped = np.clip(finite_hi, -2.0 * big, 2.0 * big)
        if not fmt.signed:
            clipped = np.maximum(clipped, 0.0)
        exact_hi = np.where(clipped == finite_hi, finite_hi, clipped)
        exact_lo = np.where(clipped == finite_hi, lo, 0.0)
        c0 = _guess(exact_hi, fmt)
        cd = _step(c0, fmt, up=False)
        cu = _step(c0, fmt, up=True)
        cands = [cd, c0, cu]
        vals = [to_f64(c, fmt) for c in cands]
        # e_k = candidate - exact, computed as (c - hi) - lo; c - hi is exact
        diffs = [(v - exact_hi) - exact_lo for v in vals]
        absd = [np.abs(v - exact_hi) for v in vals]
        if mode == RNE:
            choice = _nearest(cands, vals, diffs, absd, exact_hi, exact_lo, fmt)
        elif mode == RD:
            choice = _directed(cands, vals, diffs, below=True)
        elif mode == RU:
            choice = _directed(cands, vals, diffs, below=False)
        else:  # toward zero
            down = _directed(cands, vals, diffs, below=True)
            up = _directed(cands, vals, diffs, below=False)
            pos = (exact_hi > 0) | ((exact_hi == 0) & (exact_lo > 0))
            choice = np.where(pos, down, up)
        out = np.asarray(choice)
        # nearest-even overflow to infinity (directed modes are settled by the candidates)
        if not (fmt.finite or saturate) and mode == RNE:
            out = _rne_overflow(out, exact_hi, exact_lo, fmt, big)
        out = np.where(nan, _nan_of(fmt), out)
        if fmt.finite and not saturate:
            out = np.where(inf, _nan_of(fmt), out)
        elif fmt.finite or saturate:
            sat = np.where(hi > 0, _guess(np.array(big), fmt), _guess(np.array(-big if fmt.signed else 0.0), fmt))
            out = np.where(inf, sat, out)
        else:
            out = np.where(inf, hi.astype(fmt.dtype) if not fmt.raw else _nan_of(fmt), out)
        return np.asarray(out).astype(fmt.dtype)


def _rne_overflow(out, hi, lo, fmt: FloatFormat, big: float):
    """IEEE nearest-even overflow: |x| >= max + ulp(max)/2 gives infinity."""
    max_v = _guess(np.array(big), fmt)
    below = _step(max_v, fmt, up=False)
    half_ulp = (big - float(to_f64(below, fmt))) / 2.0
    threshold = big + half_ulp
    over = (np.abs(hi) > threshold) | ((np.abs(hi) == threshold) & ((np.sign(hi) * lo) >= 0))
    inf_v = np.where(hi > 0, np.array(np.inf).astype(fmt.dtype), np.array(-np.inf).astype(fmt.dtype))
    return np.where(over, inf_v, out)


def _nearest(cands, vals, diffs, absd, hi, lo, fmt: FloatFormat):
    best = cands[1]
    best_abs = np.abs(diffs[1])
    best_exact_abs = absd[1]
    best_val = vals[1]
    for c, v, d, a in ((cands[0], vals[0], diffs[0], absd[0]), (cands[2], vals[2], diffs[2], absd[2])):
        ok = np.isfinite(v)
        ad = np.abs(d)
        # strictly closer in exact terms, or equal hi-distance where lo decides / even wins
        tie = (a == best_exact_abs) & (v != best_val)
        lo_pick = tie & (lo != 0) & (np.sign(v - hi) == np.sign(lo))
        even_pick = tie & (lo == 0) & ((bits_of(c, fmt).astype(np.int64) // fmt.unit) % 2 == 0)
        better = ok & (((a < best_exact_abs) & ~tie) | lo_pick | even_pick)
        best = np.where(better, c, best)
        best_abs = np.where(better, ad, best_abs)
        best_exact_abs = np.where(better, a, best_exact_abs)
        best_val = np.where(better, v, best_val)
    return best


def _directed(cands, vals, diffs, *, below: bool):
    """The largest candidate <= exact (below) or the smallest >= exact."""
    if below:
        res = cands[0]
        for c, d in ((cands[1], diffs[1]), (cands[2], diffs[2])):
            res = np.where(d <= 0, c, res)
        return res
    res = cands[2]
    for c, d in ((cands[1], diffs[1]), (cands[0], diffs[0])):
        res = np.where(d >= 0, c, res)
    return res


def _round_f64(hi: np.ndarray, lo: np.ndarray, mode: RoundingMode) -> np.ndarray:
    if mode == RNE:
        return hi.copy()
    up = np.nextafter(hi, np.inf)
    down = np.nextafter(hi, -np.inf)
    if mode == RU:
        return np.where(lo > 0, up, hi)
    if mode == RD:
        return np.where(lo < 0, down, hi)
    toward = np.where(hi > 0, np.where(lo < 0, down, hi), np.where(lo > 0, up, hi))
    return toward


# --------------------------------------------------------------------------------------------
# exact float64 arithmetic (error-free transformations)


def two_sum(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """s + e == a + b exactly, s = fl(a + b)."""
    with np.errstate(all="ignore"):
        s = a + b
        bb = s - a
        e = (a - (s - bb)) + (b - bb)
        e = np.where(np.isfinite(s), e, 0.0)
    return s, e


def _split(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    with np.errstate(all="ignore"):
        c = 134217729.0 * a  # 2**27 + 1
        hi = c - (c - a)
        return hi, a - hi


def two_prod(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """p + e == a * b exactly (Dekker), p = fl(a * b); exact away from overflow/underflow."""
    with np.errstate(all="ignore"):
        p = a * b
        ah, al = _split(a)
        bh, bl = _split(b)
        e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
        e = np.where(np.isfinite(p) & np.isfinite(e), e, 0.0)
    return p, e


def exact_div(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """q + r ~ a / b with q = fl(a / b) and r carrying the sign (and size) of the remainder."""
    with np.errstate(all="ignore"):
        q = a / b
        p, e = two_prod(q, b)
        rem = (a - p) - e
        r = np.where(np.isfinite(q) & (b != 0), rem / b, 0.0)
    return q, r


def exact_sqrt(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    with np.errstate(all="ignore"):
        s = np.sqrt(a)
        p, e = two_prod(s, s)
        rem = (a - p) - e
        r = np.where(np.isfinite(s) & (s > 0), rem / (2.0 * s), 0.0)
    return s, r


def exact_fma(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """hi + lo ~ a * b + c (double-double; exact unless exponents are extreme)."""
    p, pe = two_prod(a, b)
    s, se = two_sum(p, c)
    hi, lo = two_sum(s, se + pe)
    with np.errstate(all="ignore"):
        special = ~np.isfinite(p) | ~np.isfinite(c)
        hi = np.where(special, a * b + c, hi)
        lo = np.where(special | ~np.isfinite(hi), 0.0, lo)
    return hi, lo


def flush_subnormal(x: np.ndarray, fmt: FloatFormat) -> np.ndarray:
    """Replace subnormal values of `fmt` by zero of the same sign (flush_to_zero)."""
    if fmt is not F32:
        return x
    tiny = np.float32(np.finfo(np.float32).tiny)
    with np.errstate(all="ignore"):
        v = np.asarray(x)
        sub = (np.abs(v) < tiny) & (v != 0)
        return np.where(sub, np.copysign(np.float32(0.0), v), v).astype(v.dtype)


def flush_subnormal_f64(x: np.ndarray, fmt: FloatFormat) -> np.ndarray:
    """Flush inputs held as float64 that would be f32 subnormals."""
    if fmt is not F32:
        return x
    tiny = float(np.finfo(np.float32).tiny)
    sub = (np.abs(x) < tiny) & (x != 0)
    return np.where(sub, np.copysign(0.0, x), x)


# --------------------------------------------------------------------------------------------
# memory images and constants


def to_memory(x: np.ndarray, elem: Attribute) -> np.ndarray:
    """Tile elements as the bytes global memory holds (i1 as a 0/1 byte)."""
    if is_int(elem) and int_width(elem) == 1:
        return np.asarray(x).astype(np.uint8)
    if subbyte(elem):
        raise UnsupportedError(f"{element_name(elem)} elements are not addressable one by one in memory")
    return np.asarray(x, dtype=storage_dtype(elem))


def memory_dtype(elem: Attribute) -> np.dtype:
    """The dtype of one element in global memory."""
    if is_int(elem) and int_width(elem) == 1:
        return np.dtype(np.uint8)
    if subbyte(elem):
        raise UnsupportedError(f"{element_name(elem)} elements are not addressable one by one in memory")
    return storage_dtype(elem)


def from_memory(raw: np.ndarray, elem: Attribute) -> np.ndarray:
    """Tile elements from their memory image (any nonzero i1 byte reads as 1)."""
    if is_int(elem) and int_width(elem) == 1:
        return np.asarray(raw) != 0
    return np.asarray(raw).astype(storage_dtype(elem), copy=False)


def from_python(value, elem: Attribute) -> np.ndarray:
    """A 0-d tile from a Python number: integers wrap to the width (a value that fits the
    signed or the unsigned range is accepted), floats round to nearest even."""
    if is_int(elem):
        w = int_width(elem)
        v = int(value)
        if not (int_min(w) <= v <= int_max(w, signed=False)):
            raise ValueError(f"{value} does not fit in i{w}")
        if w == 1:
            return np.asarray(bool(v & 1))
        return from_bits(np.asarray(v & ((1 << w) - 1), dtype=np.uint64), w).reshape(())
    if is_ptr(elem):
        return np.asarray(int(value), dtype=np.uint64)
    fmt = float_format(elem)
    return np.asarray(round_to(np.asarray(float(value)), None, fmt), dtype=fmt.dtype).reshape(())


def dense_bytes_per_element(elem: Attribute) -> int:
    """Bytes per element in MLIR's dense buffer (tf32 is 19 bits, held in 3 bytes)."""
    if elem == ctt.tf32:
        return 3
    return max(1, (bit_width(elem) + 7) // 8)


def decode_dense(raw: bytes, elem: Attribute, shape: tuple[int, ...]) -> np.ndarray:
    """Tile elements from MLIR's raw dense buffer (splat or full, little-endian; non-splat i1
    is bit-packed, splat i1 is 0x00/0xFF; one byte per element is also read)."""
    n = int(np.prod(shape, dtype=np.int64)) if shape else 1
    data = bytes(raw)
    if is_int(elem) and int_width(elem) == 1:
        if len(data) == n and n > 1:
            flat = np.frombuffer(data, np.uint8) != 0
        elif len(data) == 1 and (data[0] in (0x00, 0xFF) or n == 1):
            flat = np.full(n, data[0] != 0)
        elif len(data) == (n + 7) // 8:
            bits = np.unpackbits(np.frombuffer(data, np.uint8), bitorder="little")
            flat = bits[:n].astype(np.bool_)
        else:
            raise ValueError(f"dense i1 data of {len(data)} bytes for {n} elements")
        return flat.reshape(shape)
    size = dense_bytes_per_element(elem)
    if len(data) == size:
        count = 1
    elif len(data) == size * n:
        count = n
    else:
        raise ValueError(f"dense data of {len(data)} bytes for {n} elements of {element_name(elem)}")
    buf = np.frombuffer(data, np.uint8).reshape(count, size)
    if elem == ctt.tf32:
        u = buf[:, 0].astype(np.uint32) | (buf[:, 1].astype(np.uint32) << 8) | (buf[:, 2].astype(np.uint32) << 16)
        vals = (u << np.uint32(13)).view(np.float32)
    elif is_int(elem):
        w = int_width(elem)
        if w == 4:
            vals = from_bits(buf[:, 0], 4)
        else:
            vals = buf.reshape(-1).view(storage_dtype(elem)).copy()
    elif is_ptr(elem):
        vals = buf.reshape(-1).view(np.uint64).copy()
    else:
        fmt = float_format(elem)
        if fmt.bits == 4 or fmt.raw:
            vals = buf[:, 0].astype(np.uint8).view(fmt.dtype) if not fmt.raw else buf[:, 0].copy()
        else:
            vals = buf.reshape(-1).view(fmt.uint).view(fmt.dtype).copy()
    if count == 1:
        return np.broadcast_to(vals.reshape(()), shape).copy() if shape else vals.reshape(())
    return vals.reshape(shape)


def number_to_element(value, elem: Attribute) -> np.ndarray:
    """A 0-d tile from an attribute's number (identities of reduce/scan, padding values)."""
    if is_int(elem):
        w = int_width(elem)
        v = int(value)
        return from_bits(np.asarray(v % (1 << w), dtype=np.uint64), w).reshape(())
    if isinstance(value, bool):
        value = float(value)
    return np.asarray(round_to(np.asarray(float(value)), None, float_format(elem))).reshape(())
