"""Float text: MLIR's APFloat printing reproduced bit for bit, and parsed back exactly."""

from __future__ import annotations

import random
import struct

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tileiras.dialects.cuda_tile.asm import floats as fl


def f32(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f64(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def f16(x: float) -> int:
    return int(np.array([x], np.float16).view(np.uint16)[0])


def bf16(x: float) -> int:
    return int(np.array([x], ml_dtypes.bfloat16).view(np.uint16)[0])


# (format, bits, text) as NVIDIA's tileirdisasm 13.5 printed them (tests/asm/samples).
NVIDIA = [
    ("f32", f32(0.1), "1.000000e-01"),
    ("f32", f32(1e30), "1.000000e+30"),
    ("f32", f32(-0.0), "-0.000000e+00"),
    ("f32", f32(float("inf")), "0x7F800000"),
    ("f32", f32(float("-inf")), "0xFF800000"),
    ("f32", 0x7FC00000, "0x7FC00000"),
    ("f64", f64(3.141592653589793), "3.1415926535897931"),
    ("f64", f64(1e-300), "1.000000e-300"),
    ("f32", f32(2.0**31), "2.14748365E+9"),
    ("f32", f32(2.0**64), "1.84467441E+19"),
    ("f64", f64(2.0**53 + 2), "0x4340000000000001"),
    ("f32", f32(1e-45), "1.401300e-45"),
    ("f32", f32(3.4028234663852886e38), "3.40282347E+38"),
    ("f32", f32(123456.0), "1.234560e+05"),
    ("f32", f32(1234567.0), "0x4996B438"),
    ("f16", f16(0.1), "9.997550e-02"),
    ("bf16", bf16(0.1), "1.000980e-01"),
    ("f32", f32(1 / 3), "0.333333343"),
    ("f64", f64(123456789.125), "123456789.125"),
    ("f32", f32(1.5e-40), "1.500010e-40"),
    ("f16", 0x7E00, "0x7E00"),
    ("f8E8M0FNU", 127, "1.000000e+00"),
    ("f8E4M3FN", 0x38, "1.000000e+00"),
    ("f4E2M1FN", 0b0011, "1.500000e+00"),
    ("tf32", f32(1.0) >> 13, "1.000000e+00"),
    ("f8E5M3FNU", 0x38, "3.906250e-03"),
]


@pytest.mark.parametrize("name,bits,text", NVIDIA)
def test_format_matches_nvidia(name: str, bits: int, text: str) -> None:
    assert fl.format_float(bits, fl.FORMATS[name]) == text


@pytest.mark.parametrize("name,bits,text", NVIDIA)
def test_parse_gives_the_bits_back(name: str, bits: int, text: str) -> None:
    assert fl.bits_from_text(text, fl.FORMATS[name]) == bits


@pytest.mark.parametrize("name", sorted(fl.FORMATS))
def test_every_small_format_round_trips(name: str) -> None:
    fmt = fl.FORMATS[name]
    if fmt.width > 16:
        pytest.skip("exhaustive or sampled only for narrow formats")
    values = range(1 << fmt.width)
    if fmt.width > 8:
        values = random.Random(fmt.name).sample(values, 3000)
    for bits in values:
        if fl.is_nan(bits, fmt):
            continue
        assert fl.bits_from_text(fl.format_float(bits, fmt), fmt) == bits, hex(bits)


@settings(max_examples=400, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_f32_round_trips(bits: int) -> None:
    fmt = fl.FORMATS["f32"]
    if not fl.is_nan(bits, fmt):
        assert fl.bits_from_text(fl.format_float(bits, fmt), fmt) == bits


@settings(max_examples=400, deadline=None)
@given(st.floats(allow_nan=False, allow_infinity=False))
def test_rounding_agrees_with_the_host(x: float) -> None:
    from fractions import Fraction
    assert fl.bits_from_text(repr(x), fl.FORMATS["f64"]) == f64(x)
    if abs(x) < 3.4e38:
        want = int(np.array([x], np.float32).view(np.uint32)[0])
        assert fl.from_fraction(Fraction(x), fl.FORMATS["f32"], str(x).startswith("-")) == want


def test_integral_names() -> None:
    fmt = fl.FORMATS["f32"]
    assert fl.integral_name_value(f32(2.0**63), fmt) == 2**63
    assert fl.integral_name_value(f32(2.0**64), fmt) is None
    assert fl.integral_name_value(f32(-1.0), fmt) is None
    assert fl.integral_name_value(f32(0.5), fmt) is None
    assert fl.integral_name_value(f32(0.0), fmt) == 0


@pytest.mark.parametrize("text, f64_bits", [
    ("1e999999999", 0x7FF0000000000000),
    ("-1e999999999999999999999", 0xFFF0000000000000),
    ("1e" + "9" * 5000, 0x7FF0000000000000),
    ("-1e-999999999", 0x8000000000000000),
    ("0.000001e-995", 0),
    ("0e99999999999", 0),
    ("4.9e-324", 1),
    ("1.8e308", 0x7FF0000000000000),
])
def test_exponents_far_out_of_range_parse_at_once(text: str, f64_bits: int) -> None:
    """A literal's exponent only decides overflow or underflow once it is past every format's
    range; the fuzz test met `Fraction(10) ** 10**7`, which ran for many minutes (and an
    exponent of over 4,300 digits made `int()` raise)."""
    assert fl.bits_from_text(text, fl.FORMATS["f64"]) == f64_bits
    assert fl.bits_from_text(text, fl.FORMATS["f16"]) in (0x7C00, 0xFC00, 0x0000, 0x8000)
