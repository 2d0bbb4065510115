"""reduce and scan with their combiner regions.

| cuda_tile | nv_tileaa IR |
|---|---|
| reduce, scan | nv_tileaa.reduce / scan; the combiner block's 0-d tile arguments become scalars and its `yield` an `nv_tileaa.yield`; `dim` -> `axis`, `identities` kept |
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, IntegerType, i32
from xdsl.ir import Region

from tileiras.conversion.cuda_tile_to_nv_tileaa.control_flow import ExitSpec, convert_body
from tileiras.conversion.cuda_tile_to_nv_tileaa.patterns import PATTERNS, int_prop
from tileiras.conversion.framework import ConversionPattern
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.op_support import element_of


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


@PATTERNS.rule("cuda_tile.reduce")
class ReduceOpConversion(_Combiner):
    AA = aa.ReduceOp


@PATTERNS.rule("cuda_tile.scan")
class ScanOpConversion(_Combiner):
    AA = aa.ScanOp

    def extra_props(self, op) -> dict:
        rev = op.properties["reverse"]
        return {"reverse": IntegerAttr(int(bool(rev.value.data)), IntegerType(1))}
