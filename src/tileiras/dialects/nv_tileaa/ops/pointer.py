"""Pointers: addptr, int_to_ptr, ptr_to_int.

- `addptr %p, %off`: `p + off * sizeof(pointee)` per element; `off` is an integer scalar or
  a tensor of `p`'s shape, the result has `p`'s type (address space and pointee kept).
- `int_to_ptr` / `ptr_to_int`: an integer address <-> a pointer, per element.
"""

from __future__ import annotations

from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, result_def, traits_def
from xdsl.traits import Pure

from tileiras.dialects.nv_tileaa.op_support import (
    canonicalization,
    element_of,
    fail,
    in_family,
    is_int_like,
    lazy_pattern,
    shape_of,
)
from tileiras.dialects.nv_tileaa.types import PointerType


@irdl_op_definition
class AddPtrOp(IRDLOperation):
    """`ptr + offset` in elements of the pointee, per lane."""

    name = "nv_tileaa.addptr"
    ptr = operand_def()
    offset = operand_def()
    result = result_def()
    traits = traits_def(Pure(), canonicalization(lazy_pattern("FuseAddPtrChain")))

    def verify_(self) -> None:
        if not isinstance(element_of(self.ptr.type), PointerType):
            fail(self, f"expects a pointer or a tensor of pointers, but got {self.ptr.type}")
        if self.result.type != self.ptr.type:
            fail(self, f"expects the result to have the pointer type {self.ptr.type}")
        if not is_int_like(self.offset.type):
            fail(self, f"expects integer offsets, but got {self.offset.type}")
        if shape_of(self.offset.type) not in ((), shape_of(self.ptr.type)):
            fail(self, "expects the offset shape to match the pointer shape")


@irdl_op_definition
class IntToPtrOp(IRDLOperation):
    """An integer (i64) address as a pointer."""

    name = "nv_tileaa.int_to_ptr"
    source = operand_def()
    result = result_def()
    traits = traits_def(Pure())

    def verify_(self) -> None:
        if shape_of(self.source.type) != shape_of(self.result.type) or not isinstance(
                element_of(self.result.type), PointerType):
            fail(self, "expects a pointer result of the operand shape")


@irdl_op_definition
class PtrToIntOp(IRDLOperation):
    """A pointer's address as an integer."""

    name = "nv_tileaa.ptr_to_int"
    source = operand_def()
    result = result_def()
    traits = traits_def(Pure())

    def verify_(self) -> None:
        if shape_of(self.source.type) != shape_of(self.result.type) or not isinstance(
                element_of(self.source.type), PointerType):
            fail(self, "expects a pointer operand of the result shape")


POINTER_OPS = in_family("pointer", [
    AddPtrOp, IntToPtrOp, PtrToIntOp,
])

__all__ = [c.__name__ for c in POINTER_OPS] + ["POINTER_OPS"]
