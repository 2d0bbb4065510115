"""Memory: pointer loads and stores, tokens, fences, get_global and alloca.

| cuda_tile | nv_tileaa IR |
|---|---|
| load_ptr_tko, store_ptr_tko | nv_tileaa.load / store (`paddingValue` -> `other`) |
| make_token | nv_tileaa.create_mem_token |
| join_tokens | a join of one token is that token; of none a fresh nv_tileaa.create_mem_token; else nv_tileaa.join_mem_token |
| get_global, alloca | nv_tileaa.get_global, nv_tileaa.alloca |
| memory_fence_alias_tko, gdc_wait_tko, gdc_launch_dependents_tko | nv_tileaa.memory_fence_tko, gdc_wait_tko, gdc_launch_dependents_tko |

Memory attributes carry over: ordering semantic, scope (`device` is spelled `gpu`),
`inbounds` (-> `in_bounds`), and the optimization hints of the target architecture
(`sm_<cc>`, else `default`) as a `hints` dictionary (`patterns.memory_props`). A memory op
without a token operand gets none (its effect is then ordered only by program order until
later passes thread one).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, StringAttr, SymbolRefAttr, UnitAttr, i64

from tileiras.conversion.cuda_tile_to_nv_tileaa.patterns import (
    PATTERNS,
    has_unit,
    int_prop,
    memory_props,
    segment_sizes,
    split_operands,
)
from tileiras.conversion.framework import ConversionPattern
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.types import MemTokenType


@PATTERNS.rule("cuda_tile.make_token")
class MakeTokenOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        return [rw.insert(aa.CreateMemTokenOp.build(result_types=[MemTokenType()])).result]


@PATTERNS.rule("cuda_tile.load_ptr_tko")
class LoadPtrTkoOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        mask, other, token = g.get("mask") or [], g.get("paddingValue") or [], g.get("token") or []
        props = memory_props(op, rw)
        props["operandSegmentSizes"] = segment_sizes(1, len(mask), len(other), len(token))
        new = aa.LoadOp.build(operands=[g["source"][0], mask, other, token], properties=props,
                              result_types=[rw.convert_type(op.results[0].type), MemTokenType()])
        new.result.name_hint, new.result_token.name_hint = "result", "resultMemToken"
        rw.insert(new)
        return [new.result, new.result_token]


@PATTERNS.rule("cuda_tile.store_ptr_tko")
class StorePtrTkoOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        mask, token = g.get("mask") or [], g.get("token") or []
        props = memory_props(op, rw)
        props["operandSegmentSizes"] = segment_sizes(1, 1, len(mask), len(token))
        new = aa.StoreOp.build(operands=[g["destination"][0], g["value"][0], mask, token], properties=props,
                               result_types=[MemTokenType()])
        rw.insert(new)
        return [new.result_token]


@PATTERNS.rule("cuda_tile.get_global")
class GetGlobalOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        name = op.properties["name"]
        ref = SymbolRefAttr(name.data if isinstance(name, StringAttr) else name.root_reference.data)
        new = aa.GetGlobalOp.build(result_types=[rw.convert_type(op.results[0].type)], properties={"name": ref})
        return [rw.insert(new).result]


@PATTERNS.rule("cuda_tile.alloca")
class AllocaOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        props = {"num_elem": IntegerAttr(int_prop(op, "num_elem"), i64),
                 "alignment": IntegerAttr(int_prop(op, "alignment"), i64)}
        if has_unit(op, "global"):
            props["global"] = UnitAttr()
        new = aa.AllocaOp.build(result_types=[rw.convert_type(op.results[0].type)], properties=props)
        return [rw.insert(new).result]


class _TokenOnly(ConversionPattern):
    AA: type = aa.GdcWaitTkoOp

    def match_and_rewrite(self, op, operands, rw):
        new = self.AA.build(operands=[list(operands)] if self.AA is not aa.MemoryFenceTkoOp else list(operands),
                            result_types=[MemTokenType()])
        return [rw.insert(new).result_token]


@PATTERNS.rule("cuda_tile.memory_fence_alias_tko")
class MemoryFenceAliasTkoOpConversion(_TokenOnly):
    AA = aa.MemoryFenceTkoOp


@PATTERNS.rule("cuda_tile.gdc_wait_tko")
class GdcWaitTkoOpConversion(_TokenOnly):
    AA = aa.GdcWaitTkoOp


@PATTERNS.rule("cuda_tile.gdc_launch_dependents_tko")
class GdcLaunchDependentsTkoOpConversion(_TokenOnly):
    AA = aa.GdcLaunchDependentsTkoOp


@PATTERNS.rule("cuda_tile.join_tokens")
class JoinTokensOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        if len(operands) == 1:
            return [operands[0]]
        if not operands:
            return [rw.insert(aa.CreateMemTokenOp.build(result_types=[MemTokenType()])).result]
        return [rw.insert(aa.JoinMemTokenOp.build(operands=[operands], result_types=[MemTokenType()])).result]
