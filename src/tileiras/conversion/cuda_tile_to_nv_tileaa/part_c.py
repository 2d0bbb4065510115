"""Part C: the specialists whose shape depends on element types or combiner regions.

| cuda_tile | nv_tileaa IR |
|---|---|
| mmaf (fast_acc kept) | nv_tileaa.dot |
| mmai (signedness_lhs/rhs -> signedness_a/b) | nv_tileaa.dot |
| mmaf_scaled | nv_tileaa.dot with `sfa`, `sfb` |
| reduce, scan | nv_tileaa.reduce / scan; the combiner block's 0-d tile arguments become scalars and its `yield` an `nv_tileaa.yield`; `dim` -> `axis`, `identities` kept |
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IntegerAttr, IntegerType, UnitAttr, i32
from xdsl.ir import Region

from tileiras.conversion.cuda_tile_to_nv_tileaa.common import enum_of, has_unit, int_prop
from tileiras.conversion.cuda_tile_to_nv_tileaa.control_flow import ExitSpec, convert_body
from tileiras.conversion.framework import ConversionPattern, PatternSet
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.attributes import Signedness, SignednessAttr
from tileiras.dialects.nv_tileaa.op_support import element_of


def _dot(op, operands, rw, props):
    n_scale = len(operands) - 3
    props["operandSegmentSizes"] = DenseArrayBase.from_list(i32, [1, 1, 1, min(n_scale, 1), min(n_scale, 1)])
    new = aa.DotOp.build(operands=[operands[0], operands[1], operands[2],
                                   operands[3:4], operands[4:5]],
                         result_types=[rw.convert_type(op.results[0].type)], properties=props)
    return [rw.insert(new).result]


class MmaFOpConversion(ConversionPattern):
    ROOT = "cuda_tile.mmaf"

    def match_and_rewrite(self, op, operands, rw):
        props = {"fast_acc": UnitAttr()} if has_unit(op, "fast_acc") else {}
        return _dot(op, operands, rw, props)


class MmaFScaledOpConversion(MmaFOpConversion):
    ROOT = "cuda_tile.mmaf_scaled"


class MmaIOpConversion(ConversionPattern):
    ROOT = "cuda_tile.mmai"

    def match_and_rewrite(self, op, operands, rw):
        props = {
            "signedness_a": SignednessAttr(Signedness(enum_of(op, "signedness_lhs").value)),
            "signedness_b": SignednessAttr(Signedness(enum_of(op, "signedness_rhs").value)),
        }
        return _dot(op, operands, rw, props)


class _Combiner(ConversionPattern):
    """reduce/scan: rebuild with the combiner region's block arguments converted."""

    AA: type = aa.ReduceOp

    def extra_props(self, op) -> dict:
        return {}

    def match_and_rewrite(self, op, operands, rw):
        elems = [element_of(v.type) for v in operands]
        old_block = op.body.blocks.first
        block = rw.new_block(old_block.args)
        state = convert_body(rw, old_block, block, ExitSpec(), elems)
        with rw.at_end(block):
            rw.insert(aa.YieldOp.build(operands=[state.fall]))
        props = {"axis": IntegerAttr(int_prop(op, "dim"), i32),
                 "identities": ArrayAttr(list(op.properties["identities"].data)), **self.extra_props(op)}
        new = self.AA.build(operands=[operands], result_types=[rw.convert_types([r.type for r in op.results])],
                            properties=props, regions=[Region(block)])
        rw.insert(new)
        return list(new.results)


class ReduceOpConversion(_Combiner):
    ROOT = "cuda_tile.reduce"
    AA = aa.ReduceOp


class ScanOpConversion(_Combiner):
    ROOT = "cuda_tile.scan"
    AA = aa.ScanOp

    def extra_props(self, op) -> dict:
        rev = op.properties["reverse"]
        return {"reverse": IntegerAttr(int(bool(rev.value.data)), IntegerType(1))}


PART_C_PATTERNS: list[type[ConversionPattern]] = [
    MmaFOpConversion, MmaFScaledOpConversion, MmaIOpConversion, ReduceOpConversion, ScanOpConversion,
]


def populate_part_c(patterns: PatternSet) -> None:
    """mmaf, mmai (and mmaf_scaled), reduce, scan."""
    for cls in PART_C_PATTERNS:
        patterns.add(cls(), "C")
