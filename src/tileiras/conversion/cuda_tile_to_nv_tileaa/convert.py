"""Conversions: integer and float casts, bitcasts, pointer casts, pack and unpack, and poison of a converted type.

| cuda_tile | nv_tileaa IR |
|---|---|
| exti, ftoi | arith.extsi/extui, arith.fptosi/fptoui (non-default rounding/saturation as discardable `nv_tileaa.*` attrs) |
| trunci | arith.trunci |
| itof | arith.sitofp / uitofp (non-default rounding as `nv_tileaa.rounding_mode`) |
| ftof | nv_tileaa.fp_to_fp (rounding kept) |
| bitcast, ptr_to_ptr, int_to_ptr, ptr_to_int | nv_tileaa.bitcast, bitcast, int_to_ptr, ptr_to_int |
| pack, unpack | nv_tileaa.reinterpret |
| ub.poison of a cuda_tile type | ub.poison of the converted type |
"""

from __future__ import annotations

from xdsl.dialects import ub
from xdsl.dialects.builtin import UnitAttr

from tileiras.conversion.cuda_tile_to_nv_tileaa.patterns import (
    OneToOne,
    PATTERNS,
    enum_of,
    has_unit,
    is_unsigned,
    poison,
    rounding_attr,
)
from tileiras.conversion.framework import ConversionPattern
from tileiras.dialects.cuda_tile.enums import RoundingMode, Signedness
from tileiras.dialects.nv_tileaa import upstream_arith as ax, ops as aa


@PATTERNS.rule("cuda_tile.exti")
class ExtIOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        to = rw.convert_type(op.results[0].type)
        cls = ax.ExtUIOp if is_unsigned(op) else ax.ExtSIOp
        return [rw.insert(cls(operands[0], to)).result]


@PATTERNS.rule("cuda_tile.ftoi")
class FToIOpConversion(ConversionPattern):
    """Float -> integer; rounding other than toward zero and saturation are kept as attributes."""


    def match_and_rewrite(self, op, operands, rw):
        to = rw.convert_type(op.results[0].type)
        cls = ax.FPToUIOp if is_unsigned(op) else ax.FPToSIOp
        new = cls(operands[0], to)
        mode = enum_of(op, "rounding_mode") or RoundingMode.NEAREST_INT_TO_ZERO
        if mode != RoundingMode.NEAREST_INT_TO_ZERO:
            new.attributes["nv_tileaa.rounding_mode"] = rounding_attr(mode)
        if has_unit(op, "saturating"):
            new.attributes["nv_tileaa.saturating"] = UnitAttr()
        return [rw.insert(new).result]


@PATTERNS.rule("cuda_tile.ftof")
class FToFOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        to = rw.convert_type(op.results[0].type)
        props = {}
        mode = enum_of(op, "rounding_mode")
        if mode is not None and mode != RoundingMode.NEAREST_EVEN:
            props["rounding_mode"] = rounding_attr(mode)
        new = aa.FpToFpOp.build(operands=operands, result_types=[to], properties=props)
        return [rw.insert(new).result]


@PATTERNS.rule("cuda_tile.bitcast")
class BitcastOpConversion(OneToOne):
    TARGET = aa.BitcastOp


@PATTERNS.rule("cuda_tile.ptr_to_ptr")
class PtrToPtrOpConversion(OneToOne):
    TARGET = aa.BitcastOp


@PATTERNS.rule("cuda_tile.int_to_ptr")
class IntToPtrOpConversion(OneToOne):
    TARGET = aa.IntToPtrOp


@PATTERNS.rule("cuda_tile.ptr_to_int")
class PtrToIntOpConversion(OneToOne):
    TARGET = aa.PtrToIntOp


@PATTERNS.rule("cuda_tile.pack")
class PackOpConversion(OneToOne):
    TARGET = aa.ReinterpretOp


@PATTERNS.rule("cuda_tile.unpack")
class UnpackOpConversion(OneToOne):
    TARGET = aa.ReinterpretOp


@PATTERNS.rule("ub.poison")
class PoisonOpConversion(ConversionPattern):
    """`ub.poison` of a cuda_tile type (dynamically illegal) -> `ub.poison` of the converted type."""


    def match_and_rewrite(self, op, operands, rw):
        t = rw.convert_type(op.results[0].type)
        if t == op.results[0].type:
            return None
        return [rw.insert(ub.PoisonOp(t)).result]


@PATTERNS.rule("cuda_tile.trunci")
class TruncIOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        return [rw.insert(ax.TruncIOp(operands[0], rw.convert_type(op.results[0].type))).result]


@PATTERNS.rule("cuda_tile.itof")
class IToFOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        cls = ax.UIToFPOp if enum_of(op, "signedness") == Signedness.UNSIGNED else ax.SIToFPOp
        new = cls(operands[0], rw.convert_type(op.results[0].type))
        mode = enum_of(op, "rounding_mode")
        if mode is not None and mode != RoundingMode.NEAREST_EVEN:
            new.attributes["nv_tileaa.rounding_mode"] = rounding_attr(mode)
        return [rw.insert(new).result]
