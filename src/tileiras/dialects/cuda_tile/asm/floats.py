"""Floating-point text as MLIR prints and parses it, for every cuda_tile float type.

MLIR prints a float with LLVM's `APFloat::toString`: first in `%e`-like form with six digits
(`1.000000e-01`); if that does not read back to the same bits, in the shortest round-trip form
(`0.333333343`, `2.14748365E+9`); if that has no `.`, as the raw bits in hex (`0x4996B438`).
Infinities and NaNs are always hex. This module reproduces that algorithm exactly (on Python
integers) and parses such text back to bits with correct round-to-nearest-even, for formats
from f4E2M1FN to f64, so the printer never goes through a lossy host float.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class FloatFormat:
    """A binary float format: field widths and which special values it has."""

    name: str
    exp_bits: int
    man_bits: int
    bias: int
    has_inf: bool = True
    nan: str = "ieee"
    """`ieee`: all-ones exponent with non-zero mantissa; `all_ones`: only all-ones bits
    (with either sign) are NaN; `none`: no NaN."""
    signed: bool = True
    has_zero: bool = True

    @property
    def width(self) -> int:
        return int(self.signed) + self.exp_bits + self.man_bits

    @property
    def precision(self) -> int:
        """APFloat's precision: mantissa bits plus the implicit one."""
        return self.man_bits + 1

    @property
    def max_biased_exp(self) -> int:
        """The largest exponent field of a finite number."""
        top = (1 << self.exp_bits) - 1
        return top - 1 if self.nan == "ieee" else top


FORMATS: dict[str, FloatFormat] = {
    "f16": FloatFormat("f16", 5, 10, 15),
    "bf16": FloatFormat("bf16", 8, 7, 127),
    "f32": FloatFormat("f32", 8, 23, 127),
    "tf32": FloatFormat("tf32", 8, 10, 127),
    "f64": FloatFormat("f64", 11, 52, 1023),
    "f8E4M3FN": FloatFormat("f8E4M3FN", 4, 3, 7, has_inf=False, nan="all_ones"),
    "f8E5M2": FloatFormat("f8E5M2", 5, 2, 15),
    "f8E8M0FNU": FloatFormat("f8E8M0FNU", 8, 0, 127, has_inf=False, nan="all_ones",
                             signed=False, has_zero=False),
    "f4E2M1FN": FloatFormat("f4E2M1FN", 2, 1, 1, has_inf=False, nan="none"),
    "f8E5M3FNU": FloatFormat("f8E5M3FNU", 5, 3, 15, has_inf=False, nan="all_ones", signed=False),
}


def storage_bytes(fmt: FloatFormat) -> int:
    """Bytes per element in MLIR's dense buffers (tf32 takes 3, sub-byte floats take 1)."""
    return max(1, (fmt.width + 7) // 8)


# --------------------------------------------------------------------------- decoding


@dataclass(frozen=True)
class Decoded:
    negative: bool
    kind: str  # "zero", "finite", "inf", "nan"
    significand: int = 0
    exponent: int = 0
    """For `finite`: value == significand * 2**exponent."""


def decode(bits: int, fmt: FloatFormat) -> Decoded:
    bits &= (1 << fmt.width) - 1
    negative = fmt.signed and bool(bits >> (fmt.width - 1))
    e = (bits >> fmt.man_bits) & ((1 << fmt.exp_bits) - 1)
    m = bits & ((1 << fmt.man_bits) - 1)
    top = (1 << fmt.exp_bits) - 1
    if fmt.nan == "ieee" and e == top:
        return Decoded(negative, "nan" if m else "inf")
    if fmt.nan == "all_ones" and e == top and m == (1 << fmt.man_bits) - 1:
        return Decoded(negative, "nan")
    if not fmt.has_zero:  # E8M0: 2**(e - bias), no mantissa, no zero
        return Decoded(negative, "finite", 1, e - fmt.bias)
    if e == 0:
        if m == 0:
            return Decoded(negative, "zero")
        return Decoded(negative, "finite", m, 1 - fmt.bias - fmt.man_bits)
    return Decoded(negative, "finite", m | (1 << fmt.man_bits), e - fmt.bias - fmt.man_bits)


def to_fraction(bits: int, fmt: FloatFormat) -> Fraction | None:
    """The exact value, None for infinities and NaNs."""
    d = decode(bits, fmt)
    if d.kind == "zero":
        return Fraction(0)
    if d.kind != "finite":
        return None
    v = Fraction(d.significand) * (Fraction(2) ** d.exponent)
    return -v if d.negative else v


def is_negative(bits: int, fmt: FloatFormat) -> bool:
    return decode(bits, fmt).negative


def is_nan(bits: int, fmt: FloatFormat) -> bool:
    return decode(bits, fmt).kind == "nan"


# --------------------------------------------------------------------------- encoding


def _nan_bits(fmt: FloatFormat, negative: bool) -> int:
    sign = (1 << (fmt.width - 1)) if negative and fmt.signed else 0
    if fmt.nan == "ieee":
        return sign | (((1 << fmt.exp_bits) - 1) << fmt.man_bits) | (1 << max(fmt.man_bits - 1, 0))
    return sign | ((1 << (fmt.exp_bits + fmt.man_bits)) - 1)


def from_fraction(value: Fraction, fmt: FloatFormat, negative_zero: bool = False) -> int:
    """Round an exact value to the nearest `fmt` number (ties to even), as APFloat does.

    Overflow gives infinity, or NaN for formats without infinity (f4E2M1FN saturates).
    """
    negative = value < 0 or (value == 0 and negative_zero)
    if negative and not fmt.signed:
        return _nan_bits(fmt, False)
    sign = (1 << (fmt.width - 1)) if negative else 0
    a = abs(value)
    if a == 0:
        if not fmt.has_zero:
            return 0  # E8M0 has no zero: the smallest value, 2**-127
        return sign
    if not fmt.has_zero:  # E8M0: round log2 to nearest power of two (ties to even code)
        e = a.numerator.bit_length() - a.denominator.bit_length()
        if Fraction(2) ** e > a:
            e -= 1
        lo, hi = Fraction(2) ** e, Fraction(2) ** (e + 1)
        if a - lo > hi - a or (a - lo == hi - a and (e + fmt.bias) % 2 == 1):
            e += 1
        code = e + fmt.bias
        if code < 0:
            return 0
        if code >= (1 << fmt.exp_bits) - 1:
            return _nan_bits(fmt, False)
        return code
    min_exp = 1 - fmt.bias  # exponent of the smallest normal
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    e = max(e, min_exp)
    # quantum of representable numbers in [2**e, 2**(e+1))
    scaled = a / (Fraction(2) ** (e - fmt.man_bits))
    q, r = divmod(scaled.numerator, scaled.denominator)
    twice = 2 * r
    if twice > scaled.denominator or (twice == scaled.denominator and q & 1):
        q += 1
    if q >> (fmt.man_bits + 1):  # carried into the next binade
        q >>= 1
        e += 1
    if q < (1 << fmt.man_bits):  # subnormal (only possible at e == min_exp)
        return sign | q
    biased = e + fmt.bias
    mant = q & ((1 << fmt.man_bits) - 1)
    if biased > fmt.max_biased_exp or (fmt.nan == "all_ones" and biased == fmt.max_biased_exp
                                        and mant == (1 << fmt.man_bits) - 1):
        if fmt.has_inf:
            return sign | (((1 << fmt.exp_bits) - 1) << fmt.man_bits)
        if fmt.nan == "none":  # saturate
            return sign | (((1 << fmt.exp_bits) - 1) << fmt.man_bits) | ((1 << fmt.man_bits) - 1)
        return _nan_bits(fmt, negative)
    return sign | (biased << fmt.man_bits) | mant


_EXP_CLAMP = 1000
"""Decimal magnitudes beyond 10**±1000 overflow or underflow every format (f64 spans about
10**±324), whatever the exact exponent."""

_DECIMAL = re.compile(r"^([+-]?)(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$")


def parse_decimal(text: str) -> tuple[Fraction, bool] | None:
    """`"-1.5e3"` -> (Fraction(-1500), negative); None when not a decimal literal."""
    m = _DECIMAL.match(text)
    if not m:
        return None
    sign, whole, frac, exp = m.groups()
    frac = frac or ""
    digits = int(whole + frac) if (whole + frac) else 0
    exp = exp or "0"
    # An exponent past any format's range only decides overflow or underflow: clamp it so that
    # `1e999999999` costs no more than `1e999` (the exact power would take minutes and memory).
    exp_value = int(exp) if len(exp.lstrip("+-")) <= 6 else (-_EXP_CLAMP if exp.startswith("-") else _EXP_CLAMP)
    magnitude = len(str(digits)) + exp_value - len(frac)
    power = exp_value - len(frac)
    if digits == 0:
        power = 0
    elif magnitude > _EXP_CLAMP:
        power = _EXP_CLAMP - len(str(digits))
    elif magnitude < -_EXP_CLAMP:
        power = -_EXP_CLAMP - len(str(digits))
    value = Fraction(digits) * (Fraction(10) ** power)
    negative = sign == "-"
    return (-value if negative else value), negative


def bits_from_text(text: str, fmt: FloatFormat) -> int | None:
    """The bits of a float literal: decimal (rounded) or `0x` hex bits; None if malformed."""
    if text.lower().startswith("0x"):
        try:
            bits = int(text, 16)
        except ValueError:
            return None
        return bits if bits < (1 << fmt.width) else None
    parsed = parse_decimal(text)
    if parsed is None:
        return None
    value, negative = parsed
    return from_fraction(value, fmt, negative_zero=negative)


# --------------------------------------------------------------------------- printing


def _adjust_int(sig: int, exp: int, precision: int) -> tuple[int, int]:
    """APFloat's AdjustToPrecision on the integer significand (a truncating pre-pass)."""
    bits = sig.bit_length()
    bits_required = (precision * 196 + 58) // 59
    if bits <= bits_required:
        return sig, exp
    tens = (bits - bits_required) * 59 // 196
    if not tens:
        return sig, exp
    return sig // (10 ** tens), exp + tens


def _adjust_digits(buf: list[str], exp: int, precision: int) -> tuple[list[str], int]:
    """APFloat's AdjustToPrecision on the digit buffer (least significant digit first)."""
    n = len(buf)
    if n <= precision:
        return buf, exp
    first = n - precision
    if buf[first - 1] < "5":
        while first < n and buf[first] == "0":
            first += 1
        return buf[first:], exp + first
    buf = list(buf)
    for i in range(first, n):
        if buf[i] == "9":
            first += 1
        else:
            buf[i] = chr(ord(buf[i]) + 1)
            break
    if first == n:
        return ["1"], exp + first
    return buf[first:], exp + first


def apfloat_to_string(bits: int, fmt: FloatFormat, format_precision: int = 0,
                      max_padding: int = 3, truncate_zero: bool = True) -> str:
    """LLVM's `APFloat::toString` for a finite or zero value."""
    d = decode(bits, fmt)
    out = "-" if d.negative else ""
    if d.kind == "zero":
        if not max_padding:
            if truncate_zero:
                return out + "0.0E+0"
            return out + "0.0" + "0" * max(format_precision - 1, 0) + "e+00"
        return out + "0"
    if d.kind == "inf":
        return out + "Inf"
    if d.kind == "nan":
        return "NaN"
    sig, exp = d.significand, d.exponent
    if not format_precision:
        format_precision = 2 + fmt.precision * 59 // 196
    tz = (sig & -sig).bit_length() - 1
    exp += tz
    sig >>= tz
    if exp > 0:
        sig <<= exp
        exp = 0
    elif exp < 0:
        sig *= 5 ** (-exp)
    sig, exp = _adjust_int(sig, exp, format_precision)
    buf: list[str] = []
    in_trail = True
    while sig:
        sig, dgt = divmod(sig, 10)
        if in_trail and not dgt:
            exp += 1
        else:
            buf.append(chr(48 + dgt))
            in_trail = False
    buf, exp = _adjust_digits(buf, exp, format_precision)
    nd = len(buf)
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or nd + exp > format_precision
    else:
        msd = exp + nd - 1
        scientific = False if msd >= 0 else -msd > max_padding
    if scientific:
        exp += nd - 1
        s = buf[nd - 1] + "."
        if nd == 1 and truncate_zero:
            s += "0"
        else:
            s += "".join(buf[nd - 1 - i] for i in range(1, nd))
        if not truncate_zero and format_precision > nd - 1:
            s += "0" * (format_precision - nd + 1)
        s += "E" if truncate_zero else "e"
        s += "+" if exp >= 0 else "-"
        digits = str(abs(exp))
        if not truncate_zero and len(digits) < 2:
            digits = "0" + digits
        return out + s + digits
    if exp >= 0:
        return out + "".join(reversed(buf)) + "0" * exp
    whole = exp + nd
    s = ""
    i = 0
    if whole > 0:
        while i < whole:
            s += buf[nd - i - 1]
            i += 1
        s += "."
    else:
        s += "0." + "0" * (-whole)
    while i < nd:
        s += buf[nd - i - 1]
        i += 1
    return out + s


def hex_bits(bits: int, fmt: FloatFormat) -> str:
    """`0x7F800000`: the raw bits as APInt prints them (upper-case digits)."""
    return "0x" + format(bits & ((1 << fmt.width) - 1), "X")


def format_float(bits: int, fmt: FloatFormat) -> str:
    """A float as MLIR's attribute printer writes it."""
    d = decode(bits, fmt)
    if d.kind in ("inf", "nan"):
        return hex_bits(bits, fmt)
    text = apfloat_to_string(bits, fmt, 6, 0, False)
    back = bits_from_text(text, fmt)
    if back == (bits & ((1 << fmt.width) - 1)):
        return text
    text = apfloat_to_string(bits, fmt)
    if "." in text:
        return text
    return hex_bits(bits, fmt)


def integral_name_value(bits: int, fmt: FloatFormat) -> int | None:
    """The integer a non-negative, integral float equals when below 2**64 (for `%cst_N_f32`)."""
    d = decode(bits, fmt)
    if d.negative:
        return None
    if d.kind == "zero":
        return 0
    value = to_fraction(bits, fmt)
    if value is None or value.denominator != 1 or value.numerator >= 1 << 64:
        return None
    return value.numerator
