"""Issue 16: scalar constants are read and written with `struct`, so kernels without dense
constants never import numpy. Each `struct` path must give exactly what the numpy path it
short-cuts gives (the numpy path stays for what `struct` cannot do: NaN payloads, rounding,
fp8/fp4, many-element buffers)."""

from __future__ import annotations

import math
import random
import struct

import ml_dtypes
import numpy as np
import pytest
from xdsl.dialects.builtin import BFloat16Type, Float16Type, Float32Type, Float64Type, IntegerType

from tileiras.bytecode import attr_codec
from tileiras.codegen.llvm_builder import float_bits_literal
from tileiras.conversion.nv_tileas_to_llvm.elementwise import float_literal_for
from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.nv_tileaa.values import array_to_attr, decode_raw_dense, scalar_attr_of_raw

RNG = random.Random(16)


def _bits(dtype, storage, bits: list[int]) -> list[float]:
    return [float(x) for x in np.array(bits, dtype=storage).view(dtype)]


def _samples() -> list[float]:
    """Doubles that stress the conversions: specials, every 23rd f16 and bf16 value, random
    f32 and f64 bit patterns, the f16/f32 overflow edges."""
    vals = [0.0, -0.0, math.inf, -math.inf, math.nan, -math.nan, 1e300, -1e300, 65504.0, 65520.0,
            1e-8, 5.96e-8, 3.4e38, 3.5e38, 1.0 + 2.0 ** -11, 1.0 + 2.0 ** -24]
    vals += _bits(np.float16, np.uint16, list(range(0, 1 << 16, 23)))
    vals += _bits(ml_dtypes.bfloat16, np.uint16, list(range(0, 1 << 16, 23)))
    vals += _bits(np.float32, np.uint32, [RNG.getrandbits(32) for _ in range(1000)])
    vals += _bits(np.float64, np.uint64, [RNG.getrandbits(64) for _ in range(1000)])
    return vals


def _same_float(a: float, b: float) -> bool:
    return struct.pack("<d", a) == struct.pack("<d", b)


def test_float_literals_match_numpys_rounding() -> None:
    def by_numpy(value: float, llty: str) -> str:
        with np.errstate(all="ignore"):
            if llty == "float":
                return float_bits_literal(int(np.array(value, dtype=np.float32).view(np.uint32)), "float")
            if llty == "half":
                return "0xH%04X" % int(np.array(value, dtype=np.float16).view(np.uint16))
            return "0xR%04X" % int(np.array(value, dtype=ml_dtypes.bfloat16).view(np.uint16))

    bad = [(v, t) for v in _samples() for t in ("float", "half", "bfloat")
           if float_literal_for(v, t) != by_numpy(v, t)]
    assert bad == []


@pytest.mark.parametrize("t, width, dtype, storage", [
    (ctt.f16, 16, np.float16, np.uint16), (ctt.bf16, 16, ml_dtypes.bfloat16, np.uint16),
    (ctt.f32, 32, np.float32, np.uint32), (ctt.f64, 64, np.float64, np.uint64),
])
def test_bytecode_float_attributes_read_as_numpy_reads_them(t, width: int, dtype, storage) -> None:
    patterns = list(range(1 << 16)) if width == 16 else [RNG.getrandbits(width) for _ in range(20000)]
    patterns += [(1 << width) - 1, 1 << (width - 1)]  # NaN with every payload bit, -0
    expected = _bits(dtype, storage, patterns)
    bad = [b for b, e in zip(patterns, expected) if not _same_float(attr_codec.float_from_bits(b, t), e)]
    assert bad == []


def _buffers() -> list[tuple[object, bytes]]:
    out: list[tuple[object, bytes]] = []
    for width in (8, 16, 32, 64):
        for v in (0, 1, -1, 5, -(1 << (width - 1)), (1 << (width - 1)) - 1):
            out.append((IntegerType(width), v.to_bytes(width // 8, "little", signed=True)))
    out += [(IntegerType(1), bytes([b])) for b in (0x00, 0x01, 0xFF, 0x02)]
    for t, fmt, shift in ((Float16Type(), "<e", 0), (BFloat16Type(), "<f", 16), (Float32Type(), "<f", 0),
                          (Float64Type(), "<d", 0)):
        size = 2 if shift or fmt == "<e" else struct.calcsize(fmt)
        for v in (0.0, -0.0, 1.5, -3.25, math.inf, -math.inf, math.nan):
            packed = struct.pack(fmt, v)
            out.append((t, packed[len(packed) - size:]))
        out += [(t, RNG.getrandbits(8 * size).to_bytes(size, "little")) for _ in range(200)]
    return out


@pytest.mark.parametrize("shape", [(), (1,), (4, 8)])
def test_one_element_buffers_give_the_attribute_of_the_numpy_path(shape: tuple[int, ...]) -> None:
    count = math.prod(shape)
    checked = 0
    for element, raw in _buffers():
        attr = scalar_attr_of_raw(raw, element, count)
        arr = decode_raw_dense(raw, element, shape)
        flat = None if arr is None else arr.reshape(-1)
        uniform = flat is not None and bool(np.all(flat.view(np.uint8).reshape(flat.size, -1) == flat[:1].view(np.uint8)))
        if attr is None:  # left to numpy: NaN, or an i1 byte that is not one value
            assert flat is None or not uniform or np.isnan(flat.astype(np.float64)).any()
            continue
        assert uniform
        expected = array_to_attr(flat[0], element)
        assert type(attr) is type(expected) and attr.type == expected.type
        assert _same_float(float(attr.value.data), float(expected.value.data))
        checked += 1
    assert checked > 100
