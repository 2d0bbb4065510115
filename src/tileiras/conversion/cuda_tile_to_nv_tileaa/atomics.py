"""Atomics: atomic_rmw_tko and atomic_cas_tko on pointers, atomic_red_view_tko through a view.

| cuda_tile | nv_tileaa IR |
|---|---|
| atomic_cas_tko, atomic_rmw_tko | nv_tileaa.atomic_cas / atomic_rmw |
| atomic_red_view_tko | nv_tileaa.tiled_atomic_rmw |
"""

from __future__ import annotations

from tileiras.conversion.cuda_tile_to_nv_tileaa.patterns import (
    PATTERNS,
    enum_of,
    memory_props,
    ordering_props,
    segment_sizes,
    split_operands,
)
from tileiras.conversion.framework import ConversionPattern
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.attributes import RmwMode, RmwModeAttr
from tileiras.dialects.nv_tileaa.types import MemTokenType


@PATTERNS.rule("cuda_tile.atomic_red_view_tko")
class AtomicRedViewTkoOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        view, index, value, token = g["view"][0], g["index"], g["value"][0], g.get("token") or []
        props = memory_props(op, rw)
        props["rmw_mode"] = RmwModeAttr(RmwMode(enum_of(op, "mode").value))
        props["operandSegmentSizes"] = segment_sizes(1, len(index), 1, len(token))
        new = aa.TiledAtomicRmwOp.build(operands=[view, index, value, token], properties=props,
                                        result_types=[MemTokenType()])
        rw.insert(new)
        return [new.result_token]


@PATTERNS.rule("cuda_tile.atomic_cas_tko")
class AtomicCasTkoOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        mask, token = g.get("mask") or [], g.get("token") or []
        props = ordering_props(op)
        props["operandSegmentSizes"] = segment_sizes(1, 1, 1, len(mask), len(token))
        new = aa.AtomicCasOp.build(operands=[g["pointers"][0], g["cmp"][0], g["val"][0], mask, token],
                                   properties=props,
                                   result_types=[rw.convert_type(op.results[0].type), MemTokenType()])
        rw.insert(new)
        return [new.result, new.result_token]


@PATTERNS.rule("cuda_tile.atomic_rmw_tko")
class AtomicRmwTkoOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        mask, token = g.get("mask") or [], g.get("token") or []
        props = ordering_props(op)
        props["rmw_mode"] = RmwModeAttr(RmwMode(enum_of(op, "mode").value))
        props["operandSegmentSizes"] = segment_sizes(1, 1, len(mask), len(token))
        new = aa.AtomicRmwOp.build(operands=[g["pointers"][0], g["arg"][0], mask, token], properties=props,
                                   result_types=[rw.convert_type(op.results[0].type), MemTokenType()])
        rw.insert(new)
        return [new.result, new.result_token]
