"""Part A: arithmetic, comparison, conversion, indexing and structured control flow.

| cuda_tile | nv_tileaa IR |
|---|---|
| addi, subi, muli, shli (overflow -> `overflowFlags`) | arith.addi, subi, muli, shli |
| andi, ori, xori | arith.andi, ori, xori |
| shri | arith.shrsi / shrui |
| divi (signed: zero/negative_inf/positive_inf rounding) | arith.divsi / floordivsi / ceildivsi, divui / ceildivui |
| remi, mini | arith.remsi/remui, minsi/minui |
| mulhii | nv_tileaa.mulhiui |
| negi | arith.subi(0, x) |
| addf, subf, mulf, divf | arith.* when rounded to nearest-even without ftz, else nv_tileaa.* with `rounding_mode`/`flush_to_zero` |
| maxf, minf | arith.maximumf/minimumf (propagate_nan) or maxnumf/minnumf; ftz as `nv_tileaa.flush_to_zero` |
| negf, remf, absf, absi | arith.negf, arith.remf, math.absf, math.absi |
| cmpi, cmpf, select | arith.cmpi, arith.cmpf, arith.select |
| exti, ftoi | arith.extsi/extui, arith.fptosi/fptoui (non-default rounding/saturation as discardable `nv_tileaa.*` attrs) |
| ftof | nv_tileaa.fp_to_fp (rounding kept) |
| bitcast, ptr_to_ptr, int_to_ptr, ptr_to_int | nv_tileaa.bitcast, bitcast, int_to_ptr, ptr_to_int |
| ceil, floor, sin, sinh, cos, cosh, tan, log, log2, fpowf, fpowi, atan2 | math.* |
| exp, tanh (`approx`), exp2 (`flush_to_zero`), sqrt (non-default) | nv_tileaa.exp/tanh/exp2/sqrt, else math.* |
| iota | nv_tileaa.make_range |
| broadcast, permute, cat | nv_tileaa.broadcast, permute, cat |
| reshape | nv_tileaa.splat (from 0-d), extract (to 0-d), expand_dims (one unit dim added), else view |
| extract, insert | nv_tileaa.extract_slice, insert_slice |
| pack, unpack | nv_tileaa.reinterpret |
| get_tile_block_id, get_num_tile_blocks | nv_tileaa.get_program_id / get_num_programs (axis 0, 1, 2) |
| assert, print_tko | nv_tileaa.assert, nv_tileaa.print |
| if, for, loop (+ yield, continue, break) | scf.if, scf.for, scf.while (see control_flow.py) |
| ub.poison of a cuda_tile type | ub.poison of the converted type |
"""

from __future__ import annotations

from xdsl.dialects import arith, math, ub
from xdsl.dialects.arith import IntegerOverflowAttr
from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, StringAttr, UnitAttr, i32
from xdsl.ir import Operation

from tileiras.conversion.cuda_tile_to_nv_tileaa.common import (
    OneToOne,
    constant,
    enum_of,
    fail,
    has_unit,
    int_prop,
    split_operands,
)
from tileiras.conversion.cuda_tile_to_nv_tileaa.control_flow import CONTROL_FLOW_PATTERNS
from tileiras.conversion.framework import ConversionPattern, PatternSet
from tileiras.dialects.cuda_tile.enums import (
    ComparisonOrdering,
    ComparisonPredicate,
    IntegerOverflow,
    RoundingMode,
    Signedness,
)
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa import upstream_arith as ax
from tileiras.dialects.nv_tileaa.attributes import RoundingMode as AARounding
from tileiras.dialects.nv_tileaa.attributes import RoundingModeAttr
from tileiras.dialects.nv_tileaa.op_support import shape_of

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


def rounding_attr(mode: RoundingMode) -> RoundingModeAttr:
    return RoundingModeAttr(AARounding(mode.value))


def _unsigned(op: Operation) -> bool:
    return enum_of(op, "signedness") == Signedness.UNSIGNED


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
    return type(name, (_IntBinary,), {"ROOT": root, "ARITH": arith_cls, "OVERFLOW": overflow})


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
        cls = self.UNSIGNED if _unsigned(op) else self.SIGNED
        return [rw.insert(cls(operands[0], operands[1])).result]


class ShRIOpConversion(_SignedBinary):
    ROOT = "cuda_tile.shri"
    SIGNED, UNSIGNED = arith.ShRSIOp, arith.ShRUIOp


class RemIOpConversion(_SignedBinary):
    ROOT = "cuda_tile.remi"
    SIGNED, UNSIGNED = arith.RemSIOp, arith.RemUIOp


class MinIOpConversion(_SignedBinary):
    ROOT = "cuda_tile.mini"
    SIGNED, UNSIGNED = arith.MinSIOp, arith.MinUIOp


class DivIOpConversion(ConversionPattern):
    """Integer division; `rounding` zero (truncate), negative_inf (floor), positive_inf (ceil)."""

    ROOT = "cuda_tile.divi"

    def match_and_rewrite(self, op, operands, rw):
        mode = enum_of(op, "rounding") or RoundingMode.ZERO
        lhs, rhs = operands
        if _unsigned(op):
            cls = {RoundingMode.ZERO: arith.DivUIOp, RoundingMode.NEGATIVE_INF: arith.DivUIOp,
                   RoundingMode.POSITIVE_INF: arith.CeilDivUIOp}.get(mode)
        else:
            cls = {RoundingMode.ZERO: arith.DivSIOp, RoundingMode.NEGATIVE_INF: arith.FloorDivSIOp,
                   RoundingMode.POSITIVE_INF: arith.CeilDivSIOp}.get(mode)
        if cls is None:
            fail(op, f"integer division does not support rounding '{mode.value}'")
        return [rw.insert(cls(lhs, rhs)).result]


class MulHiIOpConversion(OneToOne):
    ROOT = "cuda_tile.mulhii"
    TARGET = aa.MulHiUIOp


class NegIOpConversion(ConversionPattern):
    ROOT = "cuda_tile.negi"

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


class AddFOpConversion(_FloatBinary):
    ROOT = "cuda_tile.addf"
    ARITH, AA = arith.AddfOp, aa.AddFOp


class SubFOpConversion(_FloatBinary):
    ROOT = "cuda_tile.subf"
    ARITH, AA = arith.SubfOp, aa.SubFOp


class MulFOpConversion(_FloatBinary):
    ROOT = "cuda_tile.mulf"
    ARITH, AA = arith.MulfOp, aa.MulFOp


class DivFOpConversion(_FloatBinary):
    ROOT = "cuda_tile.divf"
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


class MaxFOpConversion(_MinMaxF):
    ROOT = "cuda_tile.maxf"
    NAN, NUM = arith.MaximumfOp, arith.MaxnumfOp


class MinFOpConversion(_MinMaxF):
    ROOT = "cuda_tile.minf"
    NAN, NUM = arith.MinimumfOp, arith.MinnumfOp


class NegFOpConversion(ConversionPattern):
    ROOT = "cuda_tile.negf"

    def match_and_rewrite(self, op, operands, rw):
        return [rw.insert(arith.NegfOp(operands[0])).result]


class RemFOpConversion(ConversionPattern):
    ROOT = "cuda_tile.remf"

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


class CmpIOpConversion(ConversionPattern):
    ROOT = "cuda_tile.cmpi"

    def match_and_rewrite(self, op, operands, rw):
        signed, unsigned = _CMPI[enum_of(op, "comparison_predicate")]
        return [rw.insert(ax.CmpiOp(operands[0], operands[1], unsigned if _unsigned(op) else signed)).result]


class CmpFOpConversion(ConversionPattern):
    ROOT = "cuda_tile.cmpf"

    def match_and_rewrite(self, op, operands, rw):
        ordered = enum_of(op, "comparison_ordering") != ComparisonOrdering.UNORDERED
        pred = ("o" if ordered else "u") + _CMPF[enum_of(op, "comparison_predicate")]
        return [rw.insert(ax.CmpfOp(operands[0], operands[1], pred)).result]


class SelectOpConversion(ConversionPattern):
    ROOT = "cuda_tile.select"

    def match_and_rewrite(self, op, operands, rw):
        return [rw.insert(ax.SelectOp(*operands)).result]


class ExtIOpConversion(ConversionPattern):
    ROOT = "cuda_tile.exti"

    def match_and_rewrite(self, op, operands, rw):
        to = rw.convert_type(op.results[0].type)
        cls = ax.ExtUIOp if _unsigned(op) else ax.ExtSIOp
        return [rw.insert(cls(operands[0], to)).result]


class FToIOpConversion(ConversionPattern):
    """Float -> integer; rounding other than toward zero and saturation are kept as attributes."""

    ROOT = "cuda_tile.ftoi"

    def match_and_rewrite(self, op, operands, rw):
        to = rw.convert_type(op.results[0].type)
        cls = ax.FPToUIOp if _unsigned(op) else ax.FPToSIOp
        new = cls(operands[0], to)
        mode = enum_of(op, "rounding_mode") or RoundingMode.NEAREST_INT_TO_ZERO
        if mode != RoundingMode.NEAREST_INT_TO_ZERO:
            new.attributes["nv_tileaa.rounding_mode"] = rounding_attr(mode)
        if has_unit(op, "saturating"):
            new.attributes["nv_tileaa.saturating"] = UnitAttr()
        return [rw.insert(new).result]


class FToFOpConversion(ConversionPattern):
    ROOT = "cuda_tile.ftof"

    def match_and_rewrite(self, op, operands, rw):
        to = rw.convert_type(op.results[0].type)
        props = {}
        mode = enum_of(op, "rounding_mode")
        if mode is not None and mode != RoundingMode.NEAREST_EVEN:
            props["rounding_mode"] = rounding_attr(mode)
        new = aa.FpToFpOp.build(operands=operands, result_types=[to], properties=props)
        return [rw.insert(new).result]


class BitcastOpConversion(OneToOne):
    ROOT = "cuda_tile.bitcast"
    TARGET = aa.BitcastOp


class PtrToPtrOpConversion(OneToOne):
    ROOT = "cuda_tile.ptr_to_ptr"
    TARGET = aa.BitcastOp


class IntToPtrOpConversion(OneToOne):
    ROOT = "cuda_tile.int_to_ptr"
    TARGET = aa.IntToPtrOp


class PtrToIntOpConversion(OneToOne):
    ROOT = "cuda_tile.ptr_to_int"
    TARGET = aa.PtrToIntOp


class _Math(ConversionPattern):
    MATH: type = math.CeilOp

    def match_and_rewrite(self, op, operands, rw):
        return [rw.insert(self.MATH(*operands)).result]


def _math(root: str, cls: type) -> type[ConversionPattern]:
    name = "".join(p.capitalize() for p in root.split(".")[1].split("_")) + "OpConversion"
    return type(name, (_Math,), {"ROOT": root, "MATH": cls})


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


class ExpOpConversion(_Transcendental):
    ROOT = "cuda_tile.exp"
    MATH, AA = math.ExpOp, aa.ExpOp


class Exp2OpConversion(_Transcendental):
    ROOT = "cuda_tile.exp2"
    MATH, AA = math.Exp2Op, aa.Exp2Op


class TanhOpConversion(_Transcendental):
    ROOT = "cuda_tile.tanh"
    MATH, AA = math.TanhOp, aa.TanhOp


class SqrtOpConversion(_Transcendental):
    ROOT = "cuda_tile.sqrt"
    MATH, AA = math.SqrtOp, aa.SqrtOp
    DEFAULT = RoundingMode.NEAREST_EVEN


class IotaOpConversion(ConversionPattern):
    ROOT = "cuda_tile.iota"

    def match_and_rewrite(self, op, operands, rw):
        t = rw.convert_type(op.results[0].type)
        n = shape_of(t)[0]
        new = aa.MakeRangeOp.build(result_types=[t], properties={"start": IntegerAttr(0, i32),
                                                                  "end": IntegerAttr(n, i32)})
        return [rw.insert(new).result]


class BroadcastOpConversion(OneToOne):
    ROOT = "cuda_tile.broadcast"
    TARGET = aa.BroadcastOp


class ReshapeOpConversion(ConversionPattern):
    """0-d -> splat; -> 0-d: extract at zeros; one unit dim inserted: expand_dims; else view."""

    ROOT = "cuda_tile.reshape"

    def match_and_rewrite(self, op, operands, rw):
        src = operands[0]
        to = rw.convert_type(op.results[0].type)
        s, r = shape_of(src.type), shape_of(to)
        if s == r:
            return [src]
        if not s:
            return [rw.insert(aa.SplatOp.build(operands=[src], result_types=[to])).result]
        if not r:
            zeros = [constant(rw, 0, i32) for _ in s]
            return [rw.insert(aa.ExtractOp.build(operands=[src, zeros], result_types=[to])).result]
        if len(r) == len(s) + 1:
            for axis in range(len(r)):
                if r[axis] == 1 and r[:axis] + r[axis + 1:] == s:
                    new = aa.ExpandDimsOp.build(operands=[src], result_types=[to],
                                                properties={"axis": IntegerAttr(axis, i32)})
                    return [rw.insert(new).result]
        return [rw.insert(aa.ViewOp.build(operands=[src], result_types=[to])).result]


class PermuteOpConversion(ConversionPattern):
    ROOT = "cuda_tile.permute"

    def match_and_rewrite(self, op, operands, rw):
        perm = list(op.properties["permutation"].get_values())
        new = aa.PermuteOp.build(operands=operands, result_types=rw.convert_types([op.results[0].type]),
                                 properties={"permutation": DenseArrayBase.from_list(i32, perm)})
        return [rw.insert(new).result]


class CatOpConversion(ConversionPattern):
    ROOT = "cuda_tile.cat"

    def match_and_rewrite(self, op, operands, rw):
        new = aa.CatOp.build(operands=operands, result_types=rw.convert_types([op.results[0].type]),
                             properties={"dim": IntegerAttr(int_prop(op, "dim"), i32)})
        return [rw.insert(new).result]


class ExtractOpConversion(ConversionPattern):
    ROOT = "cuda_tile.extract"

    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        new = aa.ExtractSliceOp.build(operands=[g["source"][0], g["indices"]],
                                      result_types=rw.convert_types([op.results[0].type]))
        return [rw.insert(new).result]


class InsertOpConversion(ConversionPattern):
    ROOT = "cuda_tile.insert"

    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        new = aa.InsertSliceOp.build(operands=[g["source"][0], g["destination"][0], g["indices"]],
                                     result_types=rw.convert_types([op.results[0].type]))
        return [rw.insert(new).result]


class PackOpConversion(OneToOne):
    ROOT = "cuda_tile.pack"
    TARGET = aa.ReinterpretOp


class UnpackOpConversion(OneToOne):
    ROOT = "cuda_tile.unpack"
    TARGET = aa.ReinterpretOp


class _GridQuery(ConversionPattern):
    AA: type = aa.GetProgramIdOp

    def match_and_rewrite(self, op, operands, rw):
        results = []
        for axis, r in enumerate(op.results):
            new = self.AA.build(result_types=[rw.convert_type(r.type)],
                                properties={"axis": IntegerAttr(axis, i32)})
            results.append(rw.insert(new).result)
        return results


class GetTileBlockIdOpConversion(_GridQuery):
    ROOT = "cuda_tile.get_tile_block_id"
    AA = aa.GetProgramIdOp


class GetNumTileBlocksOpConversion(_GridQuery):
    ROOT = "cuda_tile.get_num_tile_blocks"
    AA = aa.GetNumProgramsOp


class AssertOpConversion(ConversionPattern):
    ROOT = "cuda_tile.assert"

    def match_and_rewrite(self, op, operands, rw):
        rw.insert(aa.AssertOp.build(operands=operands, properties={"message": op.properties["message"]}))
        return []


class PrintOpConversion(ConversionPattern):
    """`print_tko` -> `nv_tileaa.print`, always producing a token (13.1 `print` had none)."""

    ROOT = "cuda_tile.print_tko"

    def match_and_rewrite(self, op, operands, rw):
        from tileiras.dialects.nv_tileaa.types import MemTokenType

        g = split_operands(op, operands)
        token = g.get("token") or []
        seg = DenseArrayBase.from_list(i32, [len(g["args"]), len(token)])
        new = aa.PrintOp.build(operands=[g["args"], token], result_types=[MemTokenType()],
                               properties={"format": StringAttr(op.properties["str"].data),
                                           "operandSegmentSizes": seg})
        rw.insert(new)
        return [new.result_token] if op.results else []


class PoisonOpConversion(ConversionPattern):
    """`ub.poison` of a cuda_tile type (dynamically illegal) -> `ub.poison` of the converted type."""

    ROOT = "ub.poison"

    def match_and_rewrite(self, op, operands, rw):
        t = rw.convert_type(op.results[0].type)
        if t == op.results[0].type:
            return None
        return [rw.insert(ub.PoisonOp(t)).result]


PART_A_PATTERNS: list[type[ConversionPattern]] = [
    AddIOpConversion, SubIOpConversion, MulIOpConversion, ShLIOpConversion, AndIOpConversion,
    OrIOpConversion, XOrIOpConversion, ShRIOpConversion, RemIOpConversion, MinIOpConversion,
    DivIOpConversion, MulHiIOpConversion, NegIOpConversion, AddFOpConversion, SubFOpConversion,
    MulFOpConversion, DivFOpConversion, MaxFOpConversion, MinFOpConversion, NegFOpConversion,
    RemFOpConversion, CmpIOpConversion, CmpFOpConversion, SelectOpConversion, ExtIOpConversion,
    FToIOpConversion, FToFOpConversion, BitcastOpConversion, PtrToPtrOpConversion,
    IntToPtrOpConversion, PtrToIntOpConversion, *MATH_PATTERNS, ExpOpConversion, Exp2OpConversion,
    TanhOpConversion, SqrtOpConversion, IotaOpConversion, BroadcastOpConversion, ReshapeOpConversion,
    PermuteOpConversion, CatOpConversion, ExtractOpConversion, InsertOpConversion, PackOpConversion,
    UnpackOpConversion, GetTileBlockIdOpConversion, GetNumTileBlocksOpConversion, AssertOpConversion,
    PrintOpConversion, PoisonOpConversion, *CONTROL_FLOW_PATTERNS,
]


def populate_part_a(patterns: PatternSet) -> None:
    """Arithmetic, comparison, conversion, indexing and structured control flow."""
    for cls in PART_A_PATTERNS:
        patterns.add(cls(), "A")


__all__ = ["PART_A_PATTERNS", "populate_part_a", "rounding_attr"]
