"""assert, print and assume: ops that state or show facts about values.

| cuda_tile | nv_tileaa IR |
|---|---|
| assert, print_tko | nv_tileaa.assert, nv_tileaa.print |
| assume | nv_tileaa.assume with the predicate as `#nv_tileaa.div_by/bounded/same_elements` |
"""

from __future__ import annotations

from xdsl.dialects.builtin import DenseArrayBase, StringAttr, i32

from tileiras.conversion.cuda_tile_to_nv_tileaa.patterns import PATTERNS, fail, split_operands
from tileiras.conversion.framework import ConversionPattern
from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.attributes import BoundedAttr, DivByAttr, SameElementsAttr


@PATTERNS.rule("cuda_tile.assert")
class AssertOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        rw.insert(aa.AssertOp.build(operands=operands, properties={"message": op.properties["message"]}))
        return []


@PATTERNS.rule("cuda_tile.print_tko")
class PrintOpConversion(ConversionPattern):
    """`print_tko` -> `nv_tileaa.print`, always producing a token (13.1 `print` had none)."""


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


def convert_predicate(pred) -> object | None:
    if isinstance(pred, cta.DivByAttr):
        return DivByAttr(pred.divisor, pred.every, pred.along)
    if isinstance(pred, cta.BoundedAttr):
        return BoundedAttr(pred.lower, pred.upper)
    if isinstance(pred, cta.SameElementsAttr):
        return SameElementsAttr(pred.values)
    return None


@PATTERNS.rule("cuda_tile.assume")
class AssumeOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        pred = convert_predicate(op.properties["predicate"])
        if pred is None:
            fail(op, f"unknown assume predicate {op.properties['predicate']}")
        new = aa.AssumeOp.build(operands=operands, result_types=[operands[0].type], properties={"predicate": pred})
        return [rw.insert(new).result]
