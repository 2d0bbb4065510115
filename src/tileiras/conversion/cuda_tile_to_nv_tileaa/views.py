"""Views: making tensor and tile views, loads and stores through them, their shape queries, and the multimem ops.

| cuda_tile | nv_tileaa IR |
|---|---|
| make_tensor_view | nv_tileaa.make_memref |
| make_partition_view, make_strided_view, make_gather_scatter_view | nv_tileaa.block_tile |
| load_view_tko, store_view_tko | nv_tileaa.tiled_load / tiled_store (gather_load / scatter_store on a gather view) |
| get_tensor_shape, get_index_space_shape | nv_tileaa.get_dim_size per dimension |
| multimem_load_reduce/reduce/store_view_tko | nv_tileaa.multimem_load_reduce / multimem_reduce / multimem_store |
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IntegerAttr, i32, i64

from tileiras.conversion.cuda_tile_to_nv_tileaa.patterns import (
    PATTERNS,
    enum_of,
    fail,
    memory_props,
    segment_sizes,
    split_operands,
)
from tileiras.conversion.framework import ConversionPattern
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.attributes import ReductionKind, ReductionKindAttr
from tileiras.dialects.nv_tileaa.types import MemTokenType, TiledViewType


@PATTERNS.rule("cuda_tile.make_tensor_view")
class MakeTensorViewOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        sizes, strides = g["dynamicShape"], g["dynamicStrides"]
        new = aa.MakeMemRefOp.build(
            operands=[g["base"][0], [], sizes, strides],
            result_types=[rw.convert_type(op.results[0].type)],
            properties={"operandSegmentSizes": segment_sizes(1, 0, len(sizes), len(strides))})
        return [rw.insert(new).result]


@PATTERNS.rule("cuda_tile.make_partition_view", "cuda_tile.make_strided_view", "cuda_tile.make_gather_scatter_view")
class MakeViewOpConversion(ConversionPattern):
    """Partition, strided and gather/scatter views -> `block_tile` of the memref."""


    def match_and_rewrite(self, op, operands, rw):
        t = rw.convert_type(op.results[0].type)
        if not isinstance(t, TiledViewType):
            fail(op, f"cannot convert view type {op.results[0].type}")
        props = {"tileSizes": DenseArrayBase.from_list(i64, list(t.tile_shape)),
                 "dimGroups": ArrayAttr([DenseArrayBase.from_list(i64, [d]) for d in t.dim_map])}
        return [rw.insert(aa.BlockTileOp.build(operands=operands, result_types=[t], properties=props)).result]


@PATTERNS.rule("cuda_tile.load_view_tko")
class LoadViewTkoOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        view, index, token = g["view"][0], g["index"], g.get("token") or []
        cls = aa.GatherLoadOp if view.type.sparse_dim >= 0 else aa.TiledLoadOp
        props = memory_props(op, rw)
        props["operandSegmentSizes"] = segment_sizes(1, len(index), len(token))
        new = cls.build(operands=[view, index, token], properties=props,
                        result_types=[view.type.tile_tensor_type(), MemTokenType()])
        rw.insert(new)
        return [new.result, new.result_token]


@PATTERNS.rule("cuda_tile.store_view_tko")
class StoreViewTkoOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        view, tile, index, token = g["view"][0], g["tile"][0], g["index"], g.get("token") or []
        cls = aa.ScatterStoreOp if view.type.sparse_dim >= 0 else aa.TiledStoreOp
        props = memory_props(op, rw)
        props["operandSegmentSizes"] = segment_sizes(1, 1, len(index), len(token))
        new = cls.build(operands=[view, tile, index, token], properties=props, result_types=[MemTokenType()])
        rw.insert(new)
        return [new.result_token]


@PATTERNS.rule("cuda_tile.get_tensor_shape", "cuda_tile.get_index_space_shape")
class ShapeQueryOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        results = []
        for dim, r in enumerate(op.results):
            new = aa.GetDimSizeOp.build(operands=operands, result_types=[rw.convert_type(r.type)],
                                        properties={"dim": IntegerAttr(dim, i32)})
            results.append(rw.insert(new).result)
        return results


@PATTERNS.rule("cuda_tile.multimem_load_reduce_view_tko", "cuda_tile.multimem_reduce_view_tko", "cuda_tile.multimem_store_view_tko")
class MultimemOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        view, index, token = g["view"][0], g["index"], g.get("token") or []
        props = memory_props(op, rw)
        red = enum_of(op, "reduction")
        if red is not None:
            props["reduction"] = ReductionKindAttr(ReductionKind(red.value))
        if op.name.endswith("load_reduce_view_tko"):
            props["operandSegmentSizes"] = segment_sizes(1, len(index), len(token))
            new = aa.MultimemLoadReduceOp.build(operands=[view, index, token], properties=props,
                                                result_types=[view.type.tile_tensor_type(), MemTokenType()])
            rw.insert(new)
            return [new.result, new.result_token]
        cls = aa.MultimemReduceOp if op.name.endswith("multimem_reduce_view_tko") else aa.MultimemStoreOp
        props["operandSegmentSizes"] = segment_sizes(1, 1, len(index), len(token))
        new = cls.build(operands=[view, g["tile"][0], index, token], properties=props, result_types=[MemTokenType()])
        rw.insert(new)
        return [new.result_token]
