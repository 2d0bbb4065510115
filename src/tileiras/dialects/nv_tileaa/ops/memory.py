"""Memory: global, get_global, alloca, load, store, tiled_load, tiled_store, gather_load,
scatter_store, memory_fence_tko, gdc_wait_tko, gdc_launch_dependents_tko (the atomics, which
share `MemoryOp`, are in `atomics.py`).

Token discipline: every op here takes an optional incoming `!nv_tileaa.mem_token` (its last
operand) and always returns the token of its own effect (its last result). Ops with a data
result name it `result` and the token `resultMemToken` when printed.

- `load %ptrs, [%mask, [%other]]`: per-lane read through a (tensor of) pointer(s); a masked-off
  lane reads `other` (undefined without it).
- `store %ptrs, %value, [%mask]`: per-lane write; masked-off lanes write nothing.
- `tiled_load %view[%i, %j]` / `tiled_store %view[%i, %j], %value`: the tile with tile indices
  `(i, j)` of a `tiled_view`; lanes outside the memref read the view's padding (or are undefined)
  and are not written. `in_bounds` (one bool per tile dim) promises no lane leaves the memref.
- `gather_load` / `scatter_store`: like the tiled forms on a view with a `sparse_dim`; the index
  for that dimension is a tensor of row indices (one per tile row).
- Ordering attributes: `mem_semantic` (weak, relaxed, acquire, release, acq_rel) and
  `mem_scope`; a weak access carries no scope, any other needs one. Loads may not be
  release/acq_rel; stores may not be acquire/acq_rel.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import (
    DenseArrayBase,
    DictionaryAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    UnitAttr,
)
from xdsl.ir import Attribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import MemoryAllocEffect, Pure, SymbolOpInterface

from tileiras.dialects.nv_tileaa.attributes import (
    CacheModifierAttr,
    EvictionPolicyAttr,
    MemScopeAttr,
    MemSemantic,
    MemSemanticAttr,
)
from tileiras.dialects.nv_tileaa.op_support import (
    OrderedMemoryEffect,
    canonicalization,
    element_of,
    fail,
    in_family,
    lazy_pattern,
    shape_of,
)
from tileiras.dialects.nv_tileaa.types import MemTokenType, PointerType, TiledViewType

LOAD_SEMANTICS = frozenset({MemSemantic.WEAK, MemSemantic.RELAXED, MemSemantic.ACQUIRE})
STORE_SEMANTICS = frozenset({MemSemantic.WEAK, MemSemantic.RELAXED, MemSemantic.RELEASE})


class MemoryOp(IRDLOperation):
    """Shared checks: ordering attributes, token operand/result types."""

    READS: ClassVar[bool] = False
    WRITES: ClassVar[bool] = False
    SEMANTICS: ClassVar[frozenset[MemSemantic] | None] = None
    RESULT_NAMES: ClassVar[tuple[str, ...]] = ()

    def _check_ordering(self) -> None:
        semantic = self.properties.get("mem_semantic")
        scope = self.properties.get("mem_scope")
        if semantic is None:
            return
        if self.SEMANTICS is not None and semantic.data not in self.SEMANTICS:
            fail(self, f"does not support memory ordering semantic '{semantic.data.value}'")
        if semantic.data == MemSemantic.WEAK and scope is not None:
            fail(self, "weak memory ordering must not carry a scope")
        if semantic.data != MemSemantic.WEAK and scope is None:
            fail(self, "non-weak memory ordering requires explicit scope")

    def _check_tokens(self) -> None:
        tok = getattr(self, "token", None)
        if tok is not None and not isinstance(tok.type, MemTokenType):
            fail(self, f"expects a !nv_tileaa.mem_token token operand, but got {tok.type}")
        if not self.results or not isinstance(self.results[-1].type, MemTokenType):
            fail(self, "expects its last result to be a !nv_tileaa.mem_token")

    def _check_mask(self, shape: tuple[int, ...]) -> None:
        mask = getattr(self, "mask", None)
        if mask is None:
            return
        if element_of(mask.type) != IntegerType(1) or shape_of(mask.type) != shape:
            fail(self, f"expects an i1 mask of shape {list(shape)}, but got {mask.type}")

    def verify_(self) -> None:
        self._check_ordering()
        self._check_tokens()
        self.verify_memory()

    def verify_memory(self) -> None:
        pass


def pointee_type(ptrs: Attribute) -> Attribute:
    """The data type a load through `ptrs` produces (same shape, pointee elements)."""
    p = element_of(ptrs)
    if not isinstance(p, PointerType):
        return ptrs
    return TensorType(p.pointee, ptrs.get_shape()) if isinstance(ptrs, TensorType) else p.pointee


@irdl_op_definition
class GlobalOp(IRDLOperation):
    """A module-level global array with an initial value."""

    name = "nv_tileaa.global"
    sym_name = prop_def(StringAttr)
    value = prop_def(Attribute)
    alignment = prop_def(IntegerAttr)
    sym_visibility = opt_prop_def(StringAttr)
    constant = opt_prop_def(UnitAttr)
    traits = traits_def(SymbolOpInterface())


@irdl_op_definition
class GetGlobalOp(IRDLOperation):
    """The address of global `name`."""

    name = "nv_tileaa.get_global"
    global_name = prop_def(SymbolRefAttr, prop_name="name")
    result = result_def()
    traits = traits_def(Pure())

    def verify_(self) -> None:
        if not isinstance(self.result.type, PointerType):
            fail(self, f"expects a pointer result, but got {self.result.type}")


@irdl_op_definition
class AllocaOp(IRDLOperation):
    """Scratch memory for `num_elem` elements, aligned to `alignment`; `global` makes it
    visible to other tile blocks."""

    name = "nv_tileaa.alloca"
    result = result_def()
    num_elem = prop_def(IntegerAttr)
    alignment = prop_def(IntegerAttr)
    global_ = opt_prop_def(UnitAttr, prop_name="global")
    traits = traits_def(MemoryAllocEffect())


@irdl_op_definition
class LoadOp(MemoryOp):
    """Per-lane read through pointers; masked-off lanes read `other`."""

    name = "nv_tileaa.load"
    READS: ClassVar[bool] = True
    SEMANTICS: ClassVar[frozenset[MemSemantic] | None] = LOAD_SEMANTICS
    RESULT_NAMES: ClassVar[tuple[str, ...]] = ("result", "resultMemToken")
    ptr = operand_def()
    mask = opt_operand_def()
    other = opt_operand_def()
    token = opt_operand_def()
    result = result_def()
    result_token = result_def()
    mem_semantic = prop_def(MemSemanticAttr)
    mem_scope = opt_prop_def(MemScopeAttr)
    cache_modifier = opt_prop_def(CacheModifierAttr)
    eviction_policy = opt_prop_def(EvictionPolicyAttr)
    hints = opt_prop_def(DictionaryAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(OrderedMemoryEffect(), canonicalization(lazy_pattern("CanonicalizeMaskedLoad")))

    def verify_memory(self) -> None:
        want = pointee_type(self.ptr.type)
        if not isinstance(element_of(self.ptr.type), PointerType) or self.result.type != want:
            fail(self, f"expects result type {want} for pointers {self.ptr.type}")
        self._check_mask(shape_of(self.ptr.type))
        if self.other is not None and self.other.type != self.result.type:
            fail(self, f"expects the fallback value to have type {self.result.type}")


@irdl_op_definition
class StoreOp(MemoryOp):
    """Per-lane write through pointers; masked-off lanes are not written."""

    name = "nv_tileaa.store"
    WRITES: ClassVar[bool] = True
    SEMANTICS: ClassVar[frozenset[MemSemantic] | None] = STORE_SEMANTICS
    ptr = operand_def()
    value = operand_def()
    mask = opt_operand_def()
    token = opt_operand_def()
    result_token = result_def()
    mem_semantic = prop_def(MemSemanticAttr)
    mem_scope = opt_prop_def(MemScopeAttr)
    cache_modifier = opt_prop_def(CacheModifierAttr)
    eviction_policy = opt_prop_def(EvictionPolicyAttr)
    hints = opt_prop_def(DictionaryAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(OrderedMemoryEffect(), canonicalization(lazy_pattern("CanonicalizeMaskedStore")))

    def verify_memory(self) -> None:
        want = pointee_type(self.ptr.type)
        if not isinstance(element_of(self.ptr.type), PointerType) or self.value.type != want:
            fail(self, f"expects a value of type {want} for pointers {self.ptr.type}")
        self._check_mask(shape_of(self.ptr.type))


def check_view_indices(op: MemoryOp, view: Attribute, indices, gather: bool) -> TiledViewType:
    if not isinstance(view, TiledViewType):
        fail(op, f"expects a tiled_view operand, but got {view}")
    if len(indices) != len(view.tile_shape):
        fail(op, f"expects {len(view.tile_shape)} coordinates, but got {len(indices)}")
    for i, idx in enumerate(indices):
        t = idx.type
        if gather and i == view.sparse_dim:
            if not isinstance(t, TensorType) or shape_of(t) != (view.tile_shape[i],):
                fail(op, f"expects a tensor<{view.tile_shape[i]}x...> of row indices for dimension {i}")
        elif not isinstance(t, IntegerType):
            fail(op, f"expects integer scalar coordinates, but got {t}")
    if gather != (view.sparse_dim >= 0):
        fail(op, "gather/scatter ops need a view with a sparse_dim; tiled ops need one without")
    inb = op.properties.get("in_bounds")
    if inb is not None and len(inb.get_values()) != len(view.tile_shape):
        fail(op, f"expects {len(view.tile_shape)} in_bounds flags")
    return view


class _TiledLoadBase(MemoryOp):
    READS: ClassVar[bool] = True
    SEMANTICS: ClassVar[frozenset[MemSemantic] | None] = LOAD_SEMANTICS
    RESULT_NAMES: ClassVar[tuple[str, ...]] = ("result", "resultMemToken")
    GATHER: ClassVar[bool] = False

    def verify_memory(self) -> None:
        view = check_view_indices(self, self.view.type, self.indices, self.GATHER)
        if self.result.type != view.tile_tensor_type():
            fail(self, f"view elementType not equal with tensor element type: {self.result.type}")


class _TiledStoreBase(MemoryOp):
    WRITES: ClassVar[bool] = True
    SEMANTICS: ClassVar[frozenset[MemSemantic] | None] = STORE_SEMANTICS
    GATHER: ClassVar[bool] = False

    def verify_memory(self) -> None:
        view = check_view_indices(self, self.view.type, self.indices, self.GATHER)
        if self.value.type != view.tile_tensor_type():
            fail(self, f"view elementType not equal with tensor element type: {self.value.type}")


def _tiled_load(class_name: str, op_name: str, gather: bool, doc: str) -> type[IRDLOperation]:
    body = {
        "__module__": __name__, "__doc__": doc, "name": op_name, "GATHER": gather,
        "__annotations__": {"GATHER": ClassVar[bool]},
        "view": operand_def(), "indices": var_operand_def(), "token": opt_operand_def(),
        "result": result_def(), "result_token": result_def(),
        "mem_semantic": prop_def(MemSemanticAttr), "mem_scope": opt_prop_def(MemScopeAttr),
        "in_bounds": opt_prop_def(DenseArrayBase), "hints": opt_prop_def(DictionaryAttr),
        "irdl_options": (AttrSizedOperandSegments(as_property=True),),
        "traits": traits_def(OrderedMemoryEffect()),
    }
    return irdl_op_definition(type(class_name, (_TiledLoadBase,), body))


def _tiled_store(class_name: str, op_name: str, gather: bool, doc: str) -> type[IRDLOperation]:
    body = {
        "__module__": __name__, "__doc__": doc, "name": op_name, "GATHER": gather,
        "__annotations__": {"GATHER": ClassVar[bool]},
        "view": operand_def(), "value": operand_def(), "indices": var_operand_def(),
        "token": opt_operand_def(), "result_token": result_def(),
        "mem_semantic": prop_def(MemSemanticAttr), "mem_scope": opt_prop_def(MemScopeAttr),
        "in_bounds": opt_prop_def(DenseArrayBase), "hints": opt_prop_def(DictionaryAttr),
        "irdl_options": (AttrSizedOperandSegments(as_property=True),),
        "traits": traits_def(OrderedMemoryEffect()),
    }
    return irdl_op_definition(type(class_name, (_TiledStoreBase,), body))


TiledLoadOp = _tiled_load("TiledLoadOp", "nv_tileaa.tiled_load", False,
                          "Load the tile at tile coordinates `indices` of a tiled view.")
GatherLoadOp = _tiled_load("GatherLoadOp", "nv_tileaa.gather_load", True,
                           "Load a tile whose sparse-dimension rows are picked by an index tensor.")
TiledStoreOp = _tiled_store("TiledStoreOp", "nv_tileaa.tiled_store", False,
                            "Store `value` to the tile at tile coordinates `indices` of a tiled view.")
ScatterStoreOp = _tiled_store("ScatterStoreOp", "nv_tileaa.scatter_store", True,
                              "Store a tile whose sparse-dimension rows are picked by an index tensor.")


@irdl_op_definition
class MemoryFenceTkoOp(MemoryOp):
    """A memory fence ordered after `token` (aliasing accesses before it complete first)."""

    name = "nv_tileaa.memory_fence_tko"
    READS: ClassVar[bool] = True
    WRITES: ClassVar[bool] = True
    token = operand_def()
    result_token = result_def()
    traits = traits_def(OrderedMemoryEffect())


@irdl_op_definition
class GdcWaitTkoOp(MemoryOp):
    """Wait until the preceding grid (programmatic dependent launch) has flushed its memory."""

    name = "nv_tileaa.gdc_wait_tko"
    READS: ClassVar[bool] = True
    WRITES: ClassVar[bool] = True
    token = opt_operand_def()
    result_token = result_def()
    traits = traits_def(OrderedMemoryEffect())


@irdl_op_definition
class GdcLaunchDependentsTkoOp(MemoryOp):
    """Allow the dependent grid to launch (programmatic dependent launch)."""

    name = "nv_tileaa.gdc_launch_dependents_tko"
    READS: ClassVar[bool] = True
    WRITES: ClassVar[bool] = True
    token = opt_operand_def()
    result_token = result_def()
    traits = traits_def(OrderedMemoryEffect())


MEMORY_OPS = in_family("memory", [
    GlobalOp, GetGlobalOp, AllocaOp, LoadOp, StoreOp, TiledLoadOp, TiledStoreOp, GatherLoadOp,
    ScatterStoreOp, MemoryFenceTkoOp, GdcWaitTkoOp, GdcLaunchDependentsTkoOp,
])

__all__ = [c.__name__ for c in MEMORY_OPS] + ["MEMORY_OPS"]
