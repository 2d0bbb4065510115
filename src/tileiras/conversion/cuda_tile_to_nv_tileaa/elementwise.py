"""Elementwise arithmetic: integer and float binary and unary ops, comparisons, select, math functions.

| cuda_tile | nv_tileaa IR |
|---|---|
| addi, subi, muli, shli (overflow -> `overflowFlags`) | arith.addi, subi, muli, shli |
| andi, ori, xori | arith.andi, ori, xori |
| shri | arith.shrsi / shrui |
| divi (signed: zero/negative_inf/positive_inf rounding) | arith.divsi / floordivsi / ceildivsi, divui / ceildivui |
| remi, mini, maxi | arith.remsi/remui, minsi/minui, maxsi/maxui |
| mulhii | nv_tileaa.mulhiui |
| negi | arith.subi(0, x) |
| addf, subf, mulf, divf | arith.* when rounded to nearest-even without ftz, else nv_tileaa.* with `rounding_mode`/`flush_to_zero` |
| fma | nv_tileaa.fma (`rounding_mode`, `flush_to_zero` kept) |
| maxf, minf | arith.maximumf/minimumf (propagate_nan) or maxnumf/minnumf; ftz as `nv_tileaa.flush_to_zero` |
| negf, remf, absf, absi | arith.negf, arith.remf, math.absf, math.absi |
| cmpi, cmpf, select | arith.cmpi, arith.cmpf, arith.select |
| ceil, floor, sin, sinh, cos, cosh, tan, log, log2, fpowf, fpowi, atan2 | math.* |
| exp, tanh (`approx`), exp2 (`flush_to_zero`), sqrt (non-default) | nv_tileaa.exp/tanh/exp2/sqrt, else math.* |
| rsqrt | nv_tileaa.rsqrt (`flush_to_zero` kept) |
"""

from __future__ import annotations

from xdsl.dialects import arith, math
from xdsl.dialects.arith import IntegerOverflowAttr
from xdsl.dialects.builtin import UnitAttr
from xdsl.ir import Operation

from tileiras.conversion.cuda_tile_to_nv_tileaa.patterns import (
    OneToOne,
    PATTERNS,
    constant,
    enum_of,
    fail,
    has_unit,
    is_unsigned,
    rounding_attr,
)
from tileiras.conversion.framework import ConversionPattern
from tileiras.dialects.cuda_tile.enums import (
    ComparisonOrdering,
    ComparisonPredicate,
    IntegerOverflow,
    RoundingMode,
    Signedness,
)
from tileiras.dialects.nv_tileaa import upstream_arith as ax, ops as aa


_OVERFLOW = {
    IntegerOverflow.NONE: "none",
    IntegerOverflow.NSW: ["nsw"],
    IntegerOverflow.NUW: ["nuw"],
    IntegerOverflow.NW: ["nsw", "nuw"],
}


def _overflow(op: Operation) -> IntegerOverflowAttr:
    from xdsl.dialects.arith import IntegerOverflowFlag

    flags = _OVERFLOW[enum_of(op, "overflow") or IntegerOverflow.NONE]
    if flags == "none":
        return IntegerOverflowAttr("none")
    return IntegerOverflowAttr([IntegerOverflowFlag(f) for f in flags])


class _IntBinary(ConversionPattern):
    """Integer binary ops with an arith twin; `overflow` becomes arith's overflow flags."""

    ARITH: type = arith.AddiOp
    OVERFLOW = True

    def match_and_rewrite(self, op, operands, rw):
        if self.OVERFLOW:
            new = self.ARITH(operands[0], operands[1], None, _overflow(op))
        else:
            new = self.ARITH(operands[0], operands[1])
        return [rw.insert(new).result]


def _int_binary(root: str, arith_cls: type, overflow: bool) -> type[ConversionPattern]:
    name = root.split(".")[1].capitalize() + "IOpConversion"
    cls = type(name, (_IntBinary,), {"ARITH": arith_cls, "OVERFLOW": overflow})
    PATTERNS.add(root, cls)
    return cls


AddIOpConversion = _int_binary("cuda_tile.addi", arith.AddiOp, True)


SubIOpConversion = _int_binary("cuda_tile.subi", arith.SubiOp, True)


MulIOpConversion = _int_binary("cuda_tile.muli", arith.MuliOp, True)


ShLIOpConversion = _int_binary("cuda_tile.shli", arith.ShLIOp, True)


AndIOpConversion = _int_binary("cuda_tile.andi", arith.AndIOp, False)


OrIOpConversion = _int_binary("cuda_tile.ori", arith.OrIOp, False)


XOrIOpConversion = _int_binary("cuda_tile.xori", arith.XOrIOp, False)


class _SignedBinary(ConversionPattern):
    SIGNED: type = arith.DivSIOp
    UNSIGNED: type = arith.DivUIOp

    def match_and_rewrite(self, op, operands, rw):
        cls = self.UNSIGNED if is_unsigned(op) else self.SIGNED
        return [rw.insert(cls(operands[0], operands[1])).result]


@PATTERNS.rule("cuda_tile.shri")
class ShRIOpConversion(_SignedBinary):
    SIGNED, UNSIGNED = arith.ShRSIOp, arith.ShRUIOp


@PATTERNS.rule("cuda_tile.remi")
class RemIOpConversion(_SignedBinary):
    SIGNED, UNSIGNED = arith.RemSIOp, arith.RemUIOp


@PATTERNS.rule("cuda_tile.mini")
class MinIOpConversion(_SignedBinary):
    SIGNED, UNSIGNED = arith.MinSIOp, arith.MinUIOp


@PATTERNS.rule("cuda_tile.divi")
class DivIOpConversion(ConversionPattern):
    """Integer division; `rounding` zero (truncate), negative_inf (floor), positive_inf (ceil)."""


    def match_and_rewrite(self, op, operands, rw):
        mode = enum_of(op, "rounding") or RoundingMode.ZERO
        lhs, rhs = operands
        if is_unsigned(op):
            cls = {RoundingMode.ZERO: arith.DivUIOp, RoundingMode.NEGATIVE_INF: arith.DivUIOp,
                   RoundingMode.POSITIVE_INF: arith.CeilDivUIOp}.get(mode)
        else:
            cls = {RoundingMode.ZERO: arith.DivSIOp, RoundingMode.NEGATIVE_INF: arith.FloorDivSIOp,
                   RoundingMode.POSITIVE_INF: arith.CeilDivSIOp}.get(mode)
        if cls is None:
            fail(op, f"integer division does not support rounding '{mode.value}'")
        return [rw.insert(cls(lhs, rhs)).result]


@PATTERNS.rule("cuda_tile.mulhii")
class MulHiIOpConversion(OneToOne):
    TARGET = aa.MulHiUIOp


@PATTERNS.rule("cuda_tile.negi")
class NegIOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        zero = constant(rw, 0, operands[0].type)
        return [rw.insert(arith.SubiOp(zero, operands[0], None, _overflow(op))).result]


class _FloatBinary(ConversionPattern):
    """Default rounding and no ftz -> arith; otherwise the nv_tileaa op with both attributes."""

    ARITH: type = arith.AddfOp
    AA: type = aa.AddFOp

    def match_and_rewrite(self, op, operands, rw):
        mode = enum_of(op, "rounding_mode") or RoundingMode.NEAREST_EVEN
        ftz = has_unit(op, "flush_to_zero")
        if mode == RoundingMode.NEAREST_EVEN and not ftz:
            return [rw.insert(self.ARITH(operands[0], operands[1])).result]
        props = {"rounding_mode": rounding_attr(mode)}
        if ftz:
            props["flush_to_zero"] = UnitAttr()
        new = self.AA.build(operands=operands, result_types=[operands[0].type], properties=props)
        return [rw.insert(new).result]


@PATTERNS.rule("cuda_tile.addf")
class AddFOpConversion(_FloatBinary):
    ARITH, AA = arith.AddfOp, aa.AddFOp


@PATTERNS.rule("cuda_tile.subf")
class SubFOpConversion(_FloatBinary):
    ARITH, AA = arith.SubfOp, aa.SubFOp


@PATTERNS.rule("cuda_tile.mulf")
class MulFOpConversion(_FloatBinary):
    ARITH, AA = arith.MulfOp, aa.MulFOp


@PATTERNS.rule("cuda_tile.divf")
class DivFOpConversion(_FloatBinary):
    ARITH, AA = arith.DivfOp, aa.DivFOp


class _MinMaxF(ConversionPattern):
    NAN: type = arith.MaximumfOp
    NUM: type = arith.MaxnumfOp

    def match_and_rewrite(self, op, operands, rw):
        cls = self.NAN if has_unit(op, "propagate_nan") else self.NUM
        new = cls(operands[0], operands[1])
        if has_unit(op, "flush_to_zero"):
            new.attributes["nv_tileaa.flush_to_zero"] = UnitAttr()
        return [rw.insert(new).result]


@PATTERNS.rule("cuda_tile.maxf")
class MaxFOpConversion(_MinMaxF):
    NAN, NUM = arith.MaximumfOp, arith.MaxnumfOp


@PATTERNS.rule("cuda_tile.minf")
class MinFOpConversion(_MinMaxF):
    NAN, NUM = arith.MinimumfOp, arith.MinnumfOp


@PATTERNS.rule("cuda_tile.negf")
class NegFOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        return [rw.insert(arith.NegfOp(operands[0])).result]


@PATTERNS.rule("cuda_tile.remf")
class RemFOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        return [rw.insert(ax.RemFOp(operands[0], operands[1])).result]


_CMPI = {
    ComparisonPredicate.EQUAL: ("eq", "eq"),
    ComparisonPredicate.NOT_EQUAL: ("ne", "ne"),
    ComparisonPredicate.LESS_THAN: ("slt", "ult"),
    ComparisonPredicate.LESS_THAN_OR_EQUAL: ("sle", "ule"),
    ComparisonPredicate.GREATER_THAN: ("sgt", "ugt"),
    ComparisonPredicate.GREATER_THAN_OR_EQUAL: ("sge", "uge"),
}


_CMPF = {
    ComparisonPredicate.EQUAL: "eq",
    ComparisonPredicate.NOT_EQUAL: "ne",
    ComparisonPredicate.LESS_THAN: "lt",
    ComparisonPredicate.LESS_THAN_OR_EQUAL: "le",
    ComparisonPredicate.GREATER_THAN: "gt",
    ComparisonPredicate.GREATER_THAN_OR_EQUAL: "ge",
}


@PATTERNS.rule("cuda_tile.cmpi")
class CmpIOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        signed, unsigned = _CMPI[enum_of(op, "comparison_predicate")]
        return [rw.insert(ax.CmpiOp(operands[0], operands[1], unsigned if is_unsigned(op) else signed)).result]


@PATTERNS.rule("cuda_tile.cmpf")
class CmpFOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        ordered = enum_of(op, "comparison_ordering") != ComparisonOrdering.UNORDERED
        pred = ("o" if ordered else "u") + _CMPF[enum_of(op, "comparison_predicate")]
        return [rw.insert(ax.CmpfOp(operands[0], operands[1], pred)).result]


@PATTERNS.rule("cuda_tile.select")
class SelectOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        return [rw.insert(ax.SelectOp(*operands)).result]


class _Math(ConversionPattern):
    MATH: type = math.CeilOp

    def match_and_rewrite(self, op, operands, rw):
        return [rw.insert(self.MATH(*operands)).result]


def _math(root: str, cls: type) -> type[ConversionPattern]:
    name = "".join(p.capitalize() for p in root.split(".")[1].split("_")) + "OpConversion"
    pattern = type(name, (_Math,), {"MATH": cls})
    PATTERNS.add(root, pattern)
    return pattern


MATH_PATTERNS = [
    _math("cuda_tile.absf", math.AbsFOp),
    _math("cuda_tile.absi", math.AbsIOp),
    _math("cuda_tile.ceil", math.CeilOp),
    _math("cuda_tile.floor", math.FloorOp),
    _math("cuda_tile.sin", math.SinOp),
    _math("cuda_tile.sinh", math.SinhOp),
    _math("cuda_tile.cos", math.CosOp),
    _math("cuda_tile.cosh", math.CoshOp),
    _math("cuda_tile.tan", math.TanOp),
    _math("cuda_tile.log", math.LogOp),
    _math("cuda_tile.log2", math.Log2Op),
    _math("cuda_tile.fpowf", math.PowFOp),
    _math("cuda_tile.fpowi", math.FPowIOp),
    _math("cuda_tile.atan2", math.Atan2Op),
]


class _Transcendental(ConversionPattern):
    """`rounding_mode = full` (and no ftz) -> math; `approx` or ftz -> the nv_tileaa op."""

    MATH: type = math.ExpOp
    AA: type = aa.ExpOp
    DEFAULT = RoundingMode.FULL

    def match_and_rewrite(self, op, operands, rw):
        mode = enum_of(op, "rounding_mode") or self.DEFAULT
        ftz = has_unit(op, "flush_to_zero")
        if mode == self.DEFAULT and not ftz:
            return [rw.insert(self.MATH(operands[0])).result]
        props = {}
        if mode != self.DEFAULT:
            props["rounding_mode"] = rounding_attr(mode)
        if ftz:
            props["flush_to_zero"] = UnitAttr()
        new = self.AA.build(operands=operands, result_types=[operands[0].type], properties=props)
        return [rw.insert(new).result]


@PATTERNS.rule("cuda_tile.exp")
class ExpOpConversion(_Transcendental):
    MATH, AA = math.ExpOp, aa.ExpOp


@PATTERNS.rule("cuda_tile.exp2")
class Exp2OpConversion(_Transcendental):
    MATH, AA = math.Exp2Op, aa.Exp2Op


@PATTERNS.rule("cuda_tile.tanh")
class TanhOpConversion(_Transcendental):
    MATH, AA = math.TanhOp, aa.TanhOp


@PATTERNS.rule("cuda_tile.sqrt")
class SqrtOpConversion(_Transcendental):
    MATH, AA = math.SqrtOp, aa.SqrtOp
    DEFAULT = RoundingMode.NEAREST_EVEN


@PATTERNS.rule("cuda_tile.rsqrt")
class RsqrtOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        props = {"flush_to_zero": UnitAttr()} if has_unit(op, "flush_to_zero") else {}
        return [rw.insert(aa.RsqrtOp.build(operands=operands, result_types=[operands[0].type],
                                           properties=props)).result]


@PATTERNS.rule("cuda_tile.maxi")
class MaxIOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        cls = arith.MaxUIOp if enum_of(op, "signedness") == Signedness.UNSIGNED else arith.MaxSIOp
        return [rw.insert(cls(operands[0], operands[1])).result]


@PATTERNS.rule("cuda_tile.fma")
class FmaOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        props = {}
        mode = enum_of(op, "rounding_mode")
        if mode is not None:
            props["rounding_mode"] = rounding_attr(mode)
        if has_unit(op, "flush_to_zero"):
            props["flush_to_zero"] = UnitAttr()
        return [rw.insert(aa.FmaOp.build(operands=operands, result_types=[operands[0].type],
                                         properties=props)).result]
