"""Matrix multiply-accumulate: mmaf, mmaf_scaled and mmai become nv_tileaa.dot.

| cuda_tile | nv_tileaa IR |
|---|---|
| mmaf (fast_acc kept) | nv_tileaa.dot |
| mmai (signedness_lhs/rhs -> signedness_a/b) | nv_tileaa.dot |
| mmaf_scaled | nv_tileaa.dot with `sfa`, `sfb` |
"""

from __future__ import annotations

from xdsl.dialects.builtin import DenseArrayBase, UnitAttr, i32

from tileiras.conversion.cuda_tile_to_nv_tileaa.patterns import PATTERNS, enum_of, has_unit
from tileiras.conversion.framework import ConversionPattern
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.attributes import Signedness, SignednessAttr


def _dot(op, operands, rw, props):
    n_scale = len(operands) - 3
    props["operandSegmentSizes"] = DenseArrayBase.from_list(i32, [1, 1, 1, min(n_scale, 1), min(n_scale, 1)])
    new = aa.DotOp.build(operands=[operands[0], operands[1], operands[2],
                                   operands[3:4], operands[4:5]],
                         result_types=[rw.convert_type(op.results[0].type)], properties=props)
    return [rw.insert(new).result]


@PATTERNS.rule("cuda_tile.mmaf", "cuda_tile.mmaf_scaled")
class MmaFOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        props = {"fast_acc": UnitAttr()} if has_unit(op, "fast_acc") else {}
        return _dot(op, operands, rw, props)


@PATTERNS.rule("cuda_tile.mmai")
class MmaIOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        props = {
            "signedness_a": SignednessAttr(Signedness(enum_of(op, "signedness_lhs").value)),
            "signedness_b": SignednessAttr(Signedness(enum_of(op, "signedness_rhs").value)),
        }
        return _dot(op, operands, rw, props)
