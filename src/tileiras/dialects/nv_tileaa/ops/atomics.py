"""Atomics: atomic_cas, atomic_rmw, tiled_atomic_rmw, multimem_load_reduce, multimem_reduce,
multimem_store.

Token-ordered like the ops of `memory.py` (they share its `MemoryOp` checks). `atomic_cas` and
`atomic_rmw` return the old value; a masked-off CAS lane returns `cmp`. `tiled_atomic_rmw`
combines a tile into a tiled view (no old value); the multimem forms read, reduce into or
write every replica of a multicast memref.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import DenseArrayBase, IntegerType
from xdsl.irdl import (
    AttrSizedOperandSegments,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)

from tileiras.dialects.nv_tileaa.attributes import (
    MemScopeAttr,
    MemSemantic,
    MemSemanticAttr,
    ReductionKindAttr,
    RmwMode,
    RmwModeAttr,
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
from tileiras.dialects.nv_tileaa.ops.memory import (
    LOAD_SEMANTICS,
    STORE_SEMANTICS,
    MemoryOp,
    check_view_indices,
    pointee_type,
)


@irdl_op_definition
class AtomicCasOp(MemoryOp):
    """Per lane: `old = *p; if old == cmp: *p = val; return old` (bitwise compare for floats)."""

    name = "nv_tileaa.atomic_cas"
    READS: ClassVar[bool] = True
    WRITES: ClassVar[bool] = True
    ptr = operand_def()
    cmp = operand_def()
    val = operand_def()
    mask = opt_operand_def()
    token = opt_operand_def()
    result = result_def()
    result_token = result_def()
    mem_semantic = prop_def(MemSemanticAttr)
    mem_scope = opt_prop_def(MemScopeAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(OrderedMemoryEffect(), canonicalization(lazy_pattern("FoldAtomicCas")))

    def verify_memory(self) -> None:
        want = pointee_type(self.ptr.type)
        if self.cmp.type != want or self.val.type != want or self.result.type != want:
            fail(self, f"expects compare, value and result of type {want}")
        self._check_mask(shape_of(self.ptr.type))


@irdl_op_definition
class AtomicRmwOp(MemoryOp):
    """Per lane: `old = *p; *p = mode(old, val); return old`."""

    name = "nv_tileaa.atomic_rmw"
    READS: ClassVar[bool] = True
    WRITES: ClassVar[bool] = True
    ptr = operand_def()
    val = operand_def()
    mask = opt_operand_def()
    token = opt_operand_def()
    result = result_def()
    result_token = result_def()
    rmw_mode = prop_def(RmwModeAttr)
    mem_semantic = prop_def(MemSemanticAttr)
    mem_scope = opt_prop_def(MemScopeAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(OrderedMemoryEffect(), canonicalization(lazy_pattern("FoldAtomicRmw")))

    def verify_memory(self) -> None:
        want = pointee_type(self.ptr.type)
        if self.val.type != want or self.result.type != want:
            fail(self, f"expects value and result of type {want}")
        self._check_mask(shape_of(self.ptr.type))
        elem = element_of(want)
        if self.rmw_mode.data == RmwMode.ADDF and isinstance(elem, IntegerType):
            fail(self, "addf needs a floating-point element type")
        if self.rmw_mode.data not in (RmwMode.ADDF, RmwMode.XCHG) and not isinstance(elem, IntegerType):
            fail(self, f"integer rmw mode {self.rmw_mode.data.value} needs an integer element type")


@irdl_op_definition
class TiledAtomicRmwOp(MemoryOp):
    """Atomically combine `value` into the tile at `indices` of a tiled view (no old value)."""

    name = "nv_tileaa.tiled_atomic_rmw"
    READS: ClassVar[bool] = True
    WRITES: ClassVar[bool] = True
    view = operand_def()
    indices = var_operand_def()
    value = operand_def()
    token = opt_operand_def()
    result_token = result_def()
    rmw_mode = prop_def(RmwModeAttr)
    mem_semantic = prop_def(MemSemanticAttr)
    mem_scope = opt_prop_def(MemScopeAttr)
    in_bounds = opt_prop_def(DenseArrayBase)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(OrderedMemoryEffect())

    def verify_memory(self) -> None:
        view = check_view_indices(self, self.view.type, self.indices, False)
        if self.value.type != view.tile_tensor_type():
            fail(self, f"view elementType not equal with tensor element type: {self.value.type}")


@irdl_op_definition
class MultimemLoadReduceOp(MemoryOp):
    """Load a tile from every replica of a multicast memref and reduce it with `reduction`."""

    name = "nv_tileaa.multimem_load_reduce"
    READS: ClassVar[bool] = True
    SEMANTICS: ClassVar[frozenset[MemSemantic] | None] = LOAD_SEMANTICS
    RESULT_NAMES: ClassVar[tuple[str, ...]] = ("result", "resultMemToken")
    view = operand_def()
    indices = var_operand_def()
    token = opt_operand_def()
    result = result_def()
    result_token = result_def()
    reduction = prop_def(ReductionKindAttr)
    mem_semantic = prop_def(MemSemanticAttr)
    mem_scope = opt_prop_def(MemScopeAttr)
    in_bounds = opt_prop_def(DenseArrayBase)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(OrderedMemoryEffect())


@irdl_op_definition
class MultimemReduceOp(MemoryOp):
    """Reduce `value` into the tile at `indices` of every replica of a multicast memref."""

    name = "nv_tileaa.multimem_reduce"
    READS: ClassVar[bool] = True
    WRITES: ClassVar[bool] = True
    view = operand_def()
    value = operand_def()
    indices = var_operand_def()
    token = opt_operand_def()
    result_token = result_def()
    reduction = prop_def(ReductionKindAttr)
    mem_semantic = prop_def(MemSemanticAttr)
    mem_scope = opt_prop_def(MemScopeAttr)
    in_bounds = opt_prop_def(DenseArrayBase)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(OrderedMemoryEffect())


@irdl_op_definition
class MultimemStoreOp(MemoryOp):
    """Store `value` to the tile at `indices` of every replica of a multicast memref."""

    name = "nv_tileaa.multimem_store"
    WRITES: ClassVar[bool] = True
    SEMANTICS: ClassVar[frozenset[MemSemantic] | None] = STORE_SEMANTICS
    view = operand_def()
    value = operand_def()
    indices = var_operand_def()
    token = opt_operand_def()
    result_token = result_def()
    mem_semantic = prop_def(MemSemanticAttr)
    mem_scope = opt_prop_def(MemScopeAttr)
    in_bounds = opt_prop_def(DenseArrayBase)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(OrderedMemoryEffect())


ATOMICS_OPS = in_family("atomics", [
    AtomicCasOp, AtomicRmwOp, TiledAtomicRmwOp, MultimemLoadReduceOp, MultimemReduceOp,
    MultimemStoreOp,
])

__all__ = [c.__name__ for c in ATOMICS_OPS] + ["ATOMICS_OPS"]
