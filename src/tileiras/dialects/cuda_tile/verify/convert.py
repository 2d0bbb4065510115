"""Conversions: bitcast, exti, trunci, ftof, ftoi, itof, pointer casts, pack and unpack.

`ftof`'s rounding rules are NVIDIA 13.5's (13.1 allowed nearest_even only): the allowed modes
depend on the target (f8E8M0FNU, other low-precision floats), on two special pairs (f64 -> f32,
f32 -> tf32) and on whether the target represents every source value (a widening conversion, in
the sense of APFloat's exponent range and precision) or not (a narrowing one).
"""

from __future__ import annotations

from xdsl.ir import Attribute

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.enums import RoundingMode
from tileiras.dialects.cuda_tile.verifiers import VERIFIERS, fail
from tileiras.dialects.cuda_tile.verify.constraints import (
    FLOAT_TILE,
    I8_TILE,
    I64_TILE,
    INT_TILE,
    INT_TILE_I4,
    NUMBER_TILE,
    NUMBER_TILE_I4,
    PTR_TILE,
    all_ranks_match,
    all_shapes_match,
    elem,
    enum_value,
    operands,
    q,
    results,
    ty,
)

RN, RZ, RM, RP = RoundingMode.NEAREST_EVEN, RoundingMode.ZERO, RoundingMode.NEGATIVE_INF, RoundingMode.POSITIVE_INF
RA = RoundingMode.NEAREST_AWAY

# (precision, min exponent, max exponent) as APFloat describes each format.
_SEMANTICS: dict[Attribute, tuple[int, int, int]] = {
    ct.f16: (11, -14, 15),
    ct.bf16: (8, -126, 127),
    ct.f32: (24, -126, 127),
    ct.tf32: (11, -126, 127),
    ct.f64: (53, -1022, 1023),
    ct.f8E4M3FN: (4, -6, 8),
    ct.f8E5M2: (3, -14, 15),
    ct.f8E8M0FNU: (1, -127, 127),
    ct.f4E2M1FN: (2, 0, 2),
    ct.f8E5M3FNU: (4, -14, 16),
}

_LOW_PRECISION = (ct.f8E4M3FN, ct.f8E5M2, ct.f4E2M1FN, ct.f8E5M3FNU)


def representable(src: Attribute, dst: Attribute) -> bool:
    """True when every value of float format `src` is a value of `dst` (a widening conversion)."""
    sp, smin, smax = _SEMANTICS[src]
    dp, dmin, dmax = _SEMANTICS[dst]
    return smax <= dmax and smin >= dmin and sp <= dp


@VERIFIERS.rule("cuda_tile.bitcast")
def bitcast(op) -> None:
    operands(op, source=NUMBER_TILE)
    results(op, result=NUMBER_TILE)
    all_shapes_match(op, "source", "result")
    src, res = ty(op, "source"), ty(op, "result")
    ws, wr = ct.bit_width(elem(src)), ct.bit_width(elem(res))
    if ws != wr:
        fail(op, f"types must be equal width, cannot convert {q(src)} of width {ws} to type {q(res)} of width {wr}")


@VERIFIERS.rule("cuda_tile.exti")
def exti(op) -> None:
    operands(op, **{"from": INT_TILE_I4})
    results(op, to=INT_TILE_I4)
    all_shapes_match(op, "from", "to")
    if ct.bit_width(elem(ty(op, "to"))) <= ct.bit_width(elem(ty(op, "from"))):
        fail(op, "extending to smaller or identical integer")


@VERIFIERS.rule("cuda_tile.trunci")
def trunci(op) -> None:
    operands(op, **{"from": INT_TILE_I4})
    results(op, to=INT_TILE_I4)
    all_shapes_match(op, "from", "to")
    if ct.bit_width(elem(ty(op, "to"))) >= ct.bit_width(elem(ty(op, "from"))):
        fail(op, "truncating to larger or identical integer")


@VERIFIERS.rule("cuda_tile.ftof")
def ftof(op) -> None:
    operands(op, **{"from": FLOAT_TILE})
    results(op, to=FLOAT_TILE)
    all_shapes_match(op, "from", "to")
    src_t, dst_t = ty(op, "from"), ty(op, "to")
    if src_t == dst_t:
        fail(op, "converting tiles must not be a no-op")
    src, dst = elem(src_t), elem(dst_t)
    r = enum_value(op, "rounding_mode", RN)
    if dst == ct.f8E8M0FNU:
        if r not in (RZ, RP):
            fail(op, "invalid rounding mode specified for conversion to f8E8M0FNU. Only 'zero' and 'positive_inf' are supported")
    elif dst in _LOW_PRECISION:
        if r != RN:
            fail(op, "invalid rounding mode specified for conversion to low-precision type. Only 'nearest_even' is supported")
    elif src == ct.f64 and dst == ct.f32:
        if r not in (RN, RZ, RM, RP):
            fail(op, "invalid rounding mode specified for conversion from f64 to f32. Only 'nearest_even', 'zero', "
                     "'negative_inf', and 'positive_inf' are supported")
    elif src == ct.f32 and dst == ct.tf32:
        if r not in (RN, RZ, RA):
            fail(op, "invalid rounding mode specified for conversion from f32 to tf32. Only 'nearest_even', 'zero', "
                     "and 'nearest_away' are supported")
    elif representable(src, dst):
        if r not in (RN, RZ, RM, RP, RA):
            fail(op, "invalid rounding mode specified for widening conversion. Only IEEE float rounding modes are "
                     "supported: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'nearest_away'")
    elif r not in (RN, RZ):
        fail(op, "invalid rounding mode specified. Only 'nearest_even' and 'zero' are supported for narrowing "
                 "conversions to standard types")


@VERIFIERS.rule("cuda_tile.ftoi")
def ftoi(op) -> None:
    operands(op, **{"from": FLOAT_TILE})
    results(op, to=INT_TILE)
    all_shapes_match(op, "from", "to")
    if enum_value(op, "rounding_mode") != RoundingMode.NEAREST_INT_TO_ZERO:
        fail(op, "invalid rounding mode specified. Only 'nearest_int_to_zero' is supported")


@VERIFIERS.rule("cuda_tile.itof")
def itof(op) -> None:
    operands(op, **{"from": INT_TILE})
    results(op, to=FLOAT_TILE)
    all_shapes_match(op, "from", "to")
    if elem(ty(op, "to")) == ct.f8E8M0FNU:
        fail(op, "integer to f8E8M0FNU conversion is not supported, please first convert to another float type")
    if enum_value(op, "rounding_mode") != RN:
        fail(op, "invalid rounding mode specified. Only 'nearest_even' is supported")


@VERIFIERS.rule("cuda_tile.int_to_ptr")
def int_to_ptr(op) -> None:
    operands(op, source=I64_TILE)
    results(op, result=PTR_TILE)
    all_shapes_match(op, "source", "result")


@VERIFIERS.rule("cuda_tile.ptr_to_int")
def ptr_to_int(op) -> None:
    operands(op, source=PTR_TILE)
    results(op, result=I64_TILE)
    all_shapes_match(op, "source", "result")


@VERIFIERS.rule("cuda_tile.ptr_to_ptr")
def ptr_to_ptr(op) -> None:
    operands(op, source=PTR_TILE)
    results(op, result=PTR_TILE)
    all_shapes_match(op, "source", "result")


def _bits(t: ct.TileType) -> int:
    return t.num_elements * ct.bit_width(t.element_type)


def _pack_common(op) -> None:
    all_ranks_match(op, "source", "result")
    src, res = ty(op, "source"), ty(op, "result")
    assert isinstance(src, ct.TileType) and isinstance(res, ct.TileType)
    if src.rank != 1 or res.rank != 1:
        fail(op, "expects source and result to be rank-1 tiles")
    if ct.bit_width(src.element_type) == ct.bit_width(res.element_type):
        fail(op, "expects source and result to have different element type widths")
    if _bits(src) % 8:
        fail(op, "expects source tile to be byte-aligned")
    if _bits(res) % 8:
        fail(op, "expects result tile to be byte-aligned")
    if _bits(src) != _bits(res):
        fail(op, f"expects source and result to have the same size in bytes, but got source tile size "
                 f"{_bits(src) // 8} bytes and result tile size {_bits(res) // 8} bytes")


@VERIFIERS.rule("cuda_tile.pack")
def pack(op) -> None:
    operands(op, source=NUMBER_TILE_I4)
    results(op, result=I8_TILE)
    _pack_common(op)


@VERIFIERS.rule("cuda_tile.unpack")
def unpack(op) -> None:
    operands(op, source=I8_TILE)
    results(op, result=NUMBER_TILE_I4)
    _pack_common(op)
