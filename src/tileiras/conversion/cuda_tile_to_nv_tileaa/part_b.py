"""Part B: memory, pointer, token, view and partition ops, and the module/entry shell.

| cuda_tile | nv_tileaa IR |
|---|---|
| module | gpu.module (with `nv_tileaa.compute_capability`) |
| entry | nv_tileaa.func (kernel), early `return`s handled as in control_flow.py |
| make_token | nv_tileaa.create_mem_token |
| offset | nv_tileaa.addptr |
| make_tensor_view | nv_tileaa.make_memref |
| make_partition_view, make_strided_view, make_gather_scatter_view | nv_tileaa.block_tile |
| load_view_tko, store_view_tko | nv_tileaa.tiled_load / tiled_store (gather_load / scatter_store on a gather view) |
| atomic_red_view_tko | nv_tileaa.tiled_atomic_rmw |
| load_ptr_tko, store_ptr_tko | nv_tileaa.load / store (`paddingValue` -> `other`) |
| atomic_cas_tko, atomic_rmw_tko | nv_tileaa.atomic_cas / atomic_rmw |
| get_tensor_shape, get_index_space_shape | nv_tileaa.get_dim_size per dimension |
| get_global, alloca | nv_tileaa.get_global, nv_tileaa.alloca |
| memory_fence_alias_tko, gdc_wait_tko, gdc_launch_dependents_tko | nv_tileaa.memory_fence_tko, gdc_wait_tko, gdc_launch_dependents_tko |
| multimem_load_reduce/reduce/store_view_tko | nv_tileaa.multimem_load_reduce / multimem_reduce / multimem_store |

Memory attributes carry over: ordering semantic, scope (`device` is spelled `gpu`),
`inbounds` (-> `in_bounds`), and the optimization hints of the target architecture
(`sm_<cc>`, else `default`) as a `hints` dictionary. A memory op without a token operand gets
none (its effect is then ordered only by program order until later passes thread one).
"""

from __future__ import annotations

from xdsl.dialects import gpu
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    i32,
    i64,
)
from xdsl.ir import Block, Operation, Region

from tileiras.conversion.cuda_tile_to_nv_tileaa.common import enum_of, fail, has_unit, int_prop, split_operands
from tileiras.conversion.cuda_tile_to_nv_tileaa.control_flow import ExitSpec, convert_body
from tileiras.conversion.framework import ConversionPattern, PatternSet
from tileiras.dialects.cuda_tile.enums import MemoryScope
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.attributes import (
    MemScope,
    MemScopeAttr,
    MemSemantic,
    MemSemanticAttr,
    ReductionKind,
    ReductionKindAttr,
    RmwMode,
    RmwModeAttr,
)
from tileiras.dialects.nv_tileaa.types import MemTokenType, TiledViewType

_SCOPES = {MemoryScope.TL_BLK: MemScope.TL_BLK, MemoryScope.DEVICE: MemScope.GPU, MemoryScope.SYS: MemScope.SYS}


def ordering_props(op: Operation) -> dict:
    props = {}
    sem = enum_of(op, "memory_ordering_semantics")
    props["mem_semantic"] = MemSemanticAttr(MemSemantic(sem.value if sem is not None else "weak"))
    scope = enum_of(op, "memory_scope")
    if scope is not None:
        props["mem_scope"] = MemScopeAttr(_SCOPES[scope])
    return props


def select_hints(op: Operation, rw) -> DictionaryAttr | None:
    """The hint dictionary of `op` for the target (`sm_<cc>`, else `default`), if any."""
    hints = op.properties.get("optimization_hints")
    if hints is None:
        return None
    items = dict(hints.items)
    cc = rw.context.get("compute_capability", 100)
    chosen = items.get(f"sm_{cc}", items.get("default"))
    return chosen if chosen is not None and chosen.data else None


def _memory_props(op: Operation, rw) -> dict:
    props = ordering_props(op)
    inb = op.properties.get("inbounds")
    if inb is not None:
        props["in_bounds"] = inb
    hints = select_hints(op, rw)
    if hints is not None:
        props["hints"] = hints
    return props


def _seg(*sizes: int) -> DenseArrayBase:
    return DenseArrayBase.from_list(i32, list(sizes))


class ModuleOpConversion(ConversionPattern):
    """`cuda_tile.module @m` -> `gpu.module @m`, its entries and globals converted inside."""

    ROOT = "cuda_tile.module"

    def match_and_rewrite(self, op, operands, rw):
        block = Block()
        with rw.at_end(block):
            for inner in op.body.blocks.first.ops:
                rw.convert_op(inner)
        name = op.properties["sym_name"].data
        new = gpu.ModuleOp(StringAttr(name), Region(block))  # type: ignore[arg-type]
        new.attributes["nv_tileaa.compute_capability"] = IntegerAttr(rw.context.get("compute_capability", 100), i32)
        producer = op.properties.get("producer")
        if producer is not None:
            new.attributes["nv_tileaa.producer"] = producer
        rw.insert(new)
        return []


class EntryOpConversion(ConversionPattern):
    """`cuda_tile.entry` -> `nv_tileaa.func` with `kernel`; block arguments converted."""

    ROOT = "cuda_tile.entry"

    def match_and_rewrite(self, op, operands, rw):
        ftype = rw.convert_type(op.properties["function_type"])
        old_block = op.body.blocks.first
        block = rw.new_block(old_block.args, list(ftype.inputs.data))
        outputs = list(ftype.outputs.data)
        state = convert_body(rw, old_block, block, ExitSpec(("return",), {"return": outputs}), [])
        with rw.at_end(block):
            rw.insert(aa.ReturnOp.build(operands=[state.payload["return"]]))
        props = {"sym_name": op.properties["sym_name"], "function_type": ftype, "kernel": UnitAttr()}
        for name in ("arg_attrs", "res_attrs"):
            if op.properties.get(name) is not None:
                props[name] = op.properties[name]
        hints = select_hints(op, rw)
        if hints is not None:
            props["optimization_hints"] = hints
        rw.insert(aa.FuncOp.build(properties=props, regions=[Region(block)]))
        return []


class MakeTokenOpConversion(ConversionPattern):
    ROOT = "cuda_tile.make_token"

    def match_and_rewrite(self, op, operands, rw):
        return [rw.insert(aa.CreateMemTokenOp.build(result_types=[MemTokenType()])).result]


class OffsetOpConversion(ConversionPattern):
    ROOT = "cuda_tile.offset"

    def match_and_rewrite(self, op, operands, rw):
        new = aa.AddPtrOp.build(operands=operands, result_types=[operands[0].type])
        return [rw.insert(new).result]


class MakeTensorViewOpConversion(ConversionPattern):
    ROOT = "cuda_tile.make_tensor_view"

    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        sizes, strides = g["dynamicShape"], g["dynamicStrides"]
        new = aa.MakeMemRefOp.build(
            operands=[g["base"][0], [], sizes, strides],
            result_types=[rw.convert_type(op.results[0].type)],
            properties={"operandSegmentSizes": _seg(1, 0, len(sizes), len(strides))})
        return [rw.insert(new).result]


class MakeViewOpConversion(ConversionPattern):
    """Partition, strided and gather/scatter views -> `block_tile` of the memref."""

    ROOT = "cuda_tile.make_partition_view"

    def match_and_rewrite(self, op, operands, rw):
        t = rw.convert_type(op.results[0].type)
        if not isinstance(t, TiledViewType):
            fail(op, f"cannot convert view type {op.results[0].type}")
        props = {"tileSizes": DenseArrayBase.from_list(i64, list(t.tile_shape)),
                 "dimGroups": ArrayAttr([DenseArrayBase.from_list(i64, [d]) for d in t.dim_map])}
        return [rw.insert(aa.BlockTileOp.build(operands=operands, result_types=[t], properties=props)).result]


class MakeStridedViewOpConversion(MakeViewOpConversion):
    ROOT = "cuda_tile.make_strided_view"


class MakeGatherScatterViewOpConversion(MakeViewOpConversion):
    ROOT = "cuda_tile.make_gather_scatter_view"


class LoadViewTkoOpConversion(ConversionPattern):
    ROOT = "cuda_tile.load_view_tko"

    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        view, index, token = g["view"][0], g["index"], g.get("token") or []
        cls = aa.GatherLoadOp if view.type.sparse_dim >= 0 else aa.TiledLoadOp
        props = _memory_props(op, rw)
        props["operandSegmentSizes"] = _seg(1, len(index), len(token))
        new = cls.build(operands=[view, index, token], properties=props,
                        result_types=[view.type.tile_tensor_type(), MemTokenType()])
        rw.insert(new)
        return [new.result, new.result_token]


class StoreViewTkoOpConversion(ConversionPattern):
    ROOT = "cuda_tile.store_view_tko"

    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        view, tile, index, token = g["view"][0], g["tile"][0], g["index"], g.get("token") or []
        cls = aa.ScatterStoreOp if view.type.sparse_dim >= 0 else aa.TiledStoreOp
        props = _memory_props(op, rw)
        props["operandSegmentSizes"] = _seg(1, 1, len(index), len(token))
        new = cls.build(operands=[view, tile, index, token], properties=props, result_types=[MemTokenType()])
        rw.insert(new)
        return [new.result_token]


class AtomicRedViewTkoOpConversion(ConversionPattern):
    ROOT = "cuda_tile.atomic_red_view_tko"

    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        view, index, value, token = g["view"][0], g["index"], g["value"][0], g.get("token") or []
        props = _memory_props(op, rw)
        props["rmw_mode"] = RmwModeAttr(RmwMode(enum_of(op, "mode").value))
        props["operandSegmentSizes"] = _seg(1, len(index), 1, len(token))
        new = aa.TiledAtomicRmwOp.build(operands=[view, index, value, token], properties=props,
                                        result_types=[MemTokenType()])
        rw.insert(new)
        return [new.result_token]


class LoadPtrTkoOpConversion(ConversionPattern):
    ROOT = "cuda_tile.load_ptr_tko"

    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        mask, other, token = g.get("mask") or [], g.get("paddingValue") or [], g.get("token") or []
        props = _memory_props(op, rw)
        props["operandSegmentSizes"] = _seg(1, len(mask), len(other), len(token))
        new = aa.LoadOp.build(operands=[g["source"][0], mask, other, token], properties=props,
                              result_types=[rw.convert_type(op.results[0].type), MemTokenType()])
        new.result.name_hint, new.result_token.name_hint = "result", "resultMemToken"
        rw.insert(new)
        return [new.result, new.result_token]


class StorePtrTkoOpConversion(ConversionPattern):
    ROOT = "cuda_tile.store_ptr_tko"

    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        mask, token = g.get("mask") or [], g.get("token") or []
        props = _memory_props(op, rw)
        props["operandSegmentSizes"] = _seg(1, 1, len(mask), len(token))
        new = aa.StoreOp.build(operands=[g["destination"][0], g["value"][0], mask, token], properties=props,
                               result_types=[MemTokenType()])
        rw.insert(new)
        return [new.result_token]


class AtomicCasTkoOpConversion(ConversionPattern):
    ROOT = "cuda_tile.atomic_cas_tko"

    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        mask, token = g.get("mask") or [], g.get("token") or []
        props = ordering_props(op)
        props["operandSegmentSizes"] = _seg(1, 1, 1, len(mask), len(token))
        new = aa.AtomicCasOp.build(operands=[g["pointers"][0], g["cmp"][0], g["val"][0], mask, token],
                                   properties=props,
                                   result_types=[rw.convert_type(op.results[0].type), MemTokenType()])
        rw.insert(new)
        return [new.result, new.result_token]


class AtomicRmwTkoOpConversion(ConversionPattern):
    ROOT = "cuda_tile.atomic_rmw_tko"

    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        mask, token = g.get("mask") or [], g.get("token") or []
        props = ordering_props(op)
        props["rmw_mode"] = RmwModeAttr(RmwMode(enum_of(op, "mode").value))
        props["operandSegmentSizes"] = _seg(1, 1, len(mask), len(token))
        new = aa.AtomicRmwOp.build(operands=[g["pointers"][0], g["arg"][0], mask, token], properties=props,
                                   result_types=[rw.convert_type(op.results[0].type), MemTokenType()])
        rw.insert(new)
        return [new.result, new.result_token]


class _ShapeQuery(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        results = []
        for dim, r in enumerate(op.results):
            new = aa.GetDimSizeOp.build(operands=operands, result_types=[rw.convert_type(r.type)],
                                        properties={"dim": IntegerAttr(dim, i32)})
            results.append(rw.insert(new).result)
        return results


class GetTensorShapeOpConversion(_ShapeQuery):
    ROOT = "cuda_tile.get_tensor_shape"


class GetIndexSpaceShapeOpConversion(_ShapeQuery):
    ROOT = "cuda_tile.get_index_space_shape"


class GetGlobalOpConversion(ConversionPattern):
    ROOT = "cuda_tile.get_global"

    def match_and_rewrite(self, op, operands, rw):
        name = op.properties["name"]
        ref = SymbolRefAttr(name.data if isinstance(name, StringAttr) else name.root_reference.data)
        new = aa.GetGlobalOp.build(result_types=[rw.convert_type(op.results[0].type)], properties={"name": ref})
        return [rw.insert(new).result]


class AllocaOpConversion(ConversionPattern):
    ROOT = "cuda_tile.alloca"

    def match_and_rewrite(self, op, operands, rw):
        props = {"num_elem": IntegerAttr(int_prop(op, "num_elem"), i64),
                 "alignment": IntegerAttr(int_prop(op, "alignment"), i64)}
        if has_unit(op, "global"):
            props["global"] = UnitAttr()
        new = aa.AllocaOp.build(result_types=[rw.convert_type(op.results[0].type)], properties=props)
        return [rw.insert(new).result]


class PreviewCallOpConversion(ConversionPattern):
    """`cuda_tile.preview$call @f(...)` -> `nv_tileaa.call @f(...)` (a call of an external device
    function; the library providing it is linked by the code generator, or the compile fails)."""

    ROOT = "cuda_tile.preview$call"

    def match_and_rewrite(self, op, operands, rw):
        if op.properties["const_args"].data:
            fail(op, "preview$call with constant arguments is not supported")
        new = aa.CallOp.build(operands=[list(operands)],
                              result_types=[[rw.convert_type(r.type) for r in op.results]],
                              properties={"callee": SymbolRefAttr(op.properties["callee"].data)})
        return list(rw.insert(new).results)


class _TokenOnly(ConversionPattern):
    AA: type = aa.GdcWaitTkoOp

    def match_and_rewrite(self, op, operands, rw):
        new = self.AA.build(operands=[list(operands)] if self.AA is not aa.MemoryFenceTkoOp else list(operands),
                            result_types=[MemTokenType()])
        return [rw.insert(new).result_token]


class MemoryFenceAliasTkoOpConversion(_TokenOnly):
    ROOT = "cuda_tile.memory_fence_alias_tko"
    AA = aa.MemoryFenceTkoOp


class GdcWaitTkoOpConversion(_TokenOnly):
    ROOT = "cuda_tile.gdc_wait_tko"
    AA = aa.GdcWaitTkoOp


class GdcLaunchDependentsTkoOpConversion(_TokenOnly):
    ROOT = "cuda_tile.gdc_launch_dependents_tko"
    AA = aa.GdcLaunchDependentsTkoOp


class _Multimem(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        view, index, token = g["view"][0], g["index"], g.get("token") or []
        props = _memory_props(op, rw)
        red = enum_of(op, "reduction")
        if red is not None:
            props["reduction"] = ReductionKindAttr(ReductionKind(red.value))
        if op.name.endswith("load_reduce_view_tko"):
            props["operandSegmentSizes"] = _seg(1, len(index), len(token))
            new = aa.MultimemLoadReduceOp.build(operands=[view, index, token], properties=props,
                                                result_types=[view.type.tile_tensor_type(), MemTokenType()])
            rw.insert(new)
            return [new.result, new.result_token]
        cls = aa.MultimemReduceOp if op.name.endswith("multimem_reduce_view_tko") else aa.MultimemStoreOp
        props["operandSegmentSizes"] = _seg(1, 1, len(index), len(token))
        new = cls.build(operands=[view, g["tile"][0], index, token], properties=props, result_types=[MemTokenType()])
        rw.insert(new)
        return [new.result_token]


class MultimemLoadReduceOpConversion(_Multimem):
    ROOT = "cuda_tile.multimem_load_reduce_view_tko"


class MultimemReduceOpConversion(_Multimem):
    ROOT = "cuda_tile.multimem_reduce_view_tko"


class MultimemStoreOpConversion(_Multimem):
    ROOT = "cuda_tile.multimem_store_view_tko"


PART_B_PATTERNS: list[type[ConversionPattern]] = [
    ModuleOpConversion, EntryOpConversion, MakeTokenOpConversion, OffsetOpConversion,
    MakeTensorViewOpConversion, MakeViewOpConversion, MakeStridedViewOpConversion,
    MakeGatherScatterViewOpConversion, LoadViewTkoOpConversion, StoreViewTkoOpConversion,
    AtomicRedViewTkoOpConversion, LoadPtrTkoOpConversion, StorePtrTkoOpConversion,
    AtomicCasTkoOpConversion, AtomicRmwTkoOpConversion, GetTensorShapeOpConversion,
    GetIndexSpaceShapeOpConversion, GetGlobalOpConversion, AllocaOpConversion,
    MemoryFenceAliasTkoOpConversion, GdcWaitTkoOpConversion, GdcLaunchDependentsTkoOpConversion,
    MultimemLoadReduceOpConversion, MultimemReduceOpConversion, MultimemStoreOpConversion,
    PreviewCallOpConversion,
]


def populate_part_b(patterns: PatternSet) -> None:
    """Memory, pointer, token, view and partition ops, and the module/entry shell."""
    for cls in PART_B_PATTERNS:
        patterns.add(cls(), "B")
