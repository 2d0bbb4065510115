"""Shape and tile construction: splat, broadcast, expand_dims, view, extract, extract_slice,
insert_slice, cat, permute, make_range, reinterpret.

- `splat`: scalar -> tensor with every element equal to it.
- `broadcast`: same rank, size-1 dimensions repeated to the result extents.
- `expand_dims`: insert one size-1 dimension at `axis`.
- `view`: same elements in row-major order, new shape (a 0-d result is not a view: see extract).
- `extract`: the scalar at one index per dimension (dynamic integer indices).
- `extract_slice`: the result-shaped block number `indices` of the source (cuda_tile `extract`:
  indices count blocks, not elements).
- `insert_slice`: the destination with block number `indices` replaced by `source`.
- `cat`: concatenation along `dim`; `permute`: result dim i = source dim permutation[i].
- `make_range`: `[start, end)` as a 1-d integer tensor (cuda_tile `iota`).
- `reinterpret`: the same bytes with another element type and element count (pack/unpack).

Not produced from cuda_tile and not defined yet: `generate`, `conv_tile`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, IntegerType, TensorType
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import Pure

from tileiras.dialects.nv_tileaa.op_support import (
    canonicalization,
    element_of,
    fail,
    in_family,
    is_int_like,
    is_scalar,
    lazy_pattern,
    num_elements,
    shape_of,
)


def _bit_width(t) -> int:
    from tileiras.dialects.nv_tileaa.types import PointerType

    if isinstance(t, IntegerType):
        return t.width.data
    if isinstance(t, PointerType):
        return 64
    return t.bitwidth


@irdl_op_definition
class SplatOp(IRDLOperation):
    """A tensor whose every element is `source`."""

    name = "nv_tileaa.splat"
    source = operand_def()
    result = result_def()
    traits = traits_def(Pure())

    def verify_(self) -> None:
        if not isinstance(self.result.type, TensorType):
            fail(self, f"expects a tensor result, but got {self.result.type}")
        if not is_scalar(self.source.type) or self.source.type != self.result.type.element_type:
            fail(self, f"expects a scalar operand of the result element type, but got {self.source.type}")


@irdl_op_definition
class BroadcastOp(IRDLOperation):
    """Repeat the size-1 dimensions of `source` to the result extents (same rank)."""

    name = "nv_tileaa.broadcast"
    source = operand_def()
    result = result_def()
    traits = traits_def(Pure(), canonicalization(lazy_pattern("FoldBroadcastOfSplat"),
                                                 lazy_pattern("FoldIdentityShapeOp")))

    def verify_(self) -> None:
        src, res = shape_of(self.source.type), shape_of(self.result.type)
        if element_of(self.source.type) != element_of(self.result.type):
            fail(self, "expects operand and result to have the same element type")
        if len(src) != len(res) or any(s != r and s != 1 for s, r in zip(src, res)):
            fail(self, f"cannot broadcast shape {list(src)} to {list(res)}")


@irdl_op_definition
class ExpandDimsOp(IRDLOperation):
    """Insert a size-1 dimension at `axis`."""

    name = "nv_tileaa.expand_dims"
    source = operand_def()
    result = result_def()
    axis = prop_def(IntegerAttr)
    traits = traits_def(Pure(), canonicalization(lazy_pattern("FoldExpandDimsOfSplat")))

    def verify_(self) -> None:
        src, res = shape_of(self.source.type), shape_of(self.result.type)
        axis = self.axis.value.data
        if element_of(self.source.type) != element_of(self.result.type):
            fail(self, "expects operand and result to have the same element type")
        if not 0 <= axis <= len(src) or res != src[:axis] + (1,) + src[axis:]:
            fail(self, f"expects result shape {list(src[:axis] + (1,) + src[axis:])} for axis {axis}")


@irdl_op_definition
class ViewOp(IRDLOperation):
    """The elements of `source`, in row-major order, under the result shape."""

    name = "nv_tileaa.view"
    source = operand_def()
    result = result_def()
    traits = traits_def(Pure(), canonicalization(lazy_pattern("FoldViewChain"), lazy_pattern("FoldViewOfSplat"),
                                                 lazy_pattern("FoldIdentityShapeOp")))

    def verify_(self) -> None:
        if not isinstance(self.source.type, TensorType) or not isinstance(self.result.type, TensorType):
            fail(self, "expects tensor operand and result")
        if element_of(self.source.type) != element_of(self.result.type):
            fail(self, "expects operand and result to have the same element type")
        if num_elements(shape_of(self.source.type)) != num_elements(shape_of(self.result.type)):
            fail(self, "expects the same number of elements in operand and result")


@irdl_op_definition
class ExtractOp(IRDLOperation):
    """The scalar at `source[indices...]` (one integer index per dimension)."""

    name = "nv_tileaa.extract"
    source = operand_def()
    indices = var_operand_def()
    result = result_def()
    traits = traits_def(Pure(), canonicalization(lazy_pattern("ExtractOfSplat"),
                                                 lazy_pattern("ExtractThroughElementwise"),
                                                 lazy_pattern("ExtractThroughExpandDims")))

    def verify_(self) -> None:
        shape = shape_of(self.source.type)
        if len(self.indices) != len(shape):
            fail(self, f"expects {len(shape)} indices, but got {len(self.indices)}")
        if any(not is_scalar(i.type) or not is_int_like(i.type) for i in self.indices):
            fail(self, "expects integer scalar indices")
        if self.result.type != element_of(self.source.type):
            fail(self, f"expects result type {element_of(self.source.type)}, but got {self.result.type}")


def _verify_block_indices(op: IRDLOperation, big: tuple[int, ...], small: tuple[int, ...]) -> None:
    if len(big) != len(small) or any(s <= 0 or b % s for b, s in zip(big, small)):
        fail(op, f"expects shape {list(small)} to divide shape {list(big)}")
    if len(op.indices) != len(big):
        fail(op, f"expects {len(big)} indices, but got {len(op.indices)}")


@irdl_op_definition
class ExtractSliceOp(IRDLOperation):
    """Block number `indices` (counted in result-shaped blocks) of `source`."""

    name = "nv_tileaa.extract_slice"
    source = operand_def()
    indices = var_operand_def()
    result = result_def()
    traits = traits_def(Pure())

    def verify_(self) -> None:
        if element_of(self.source.type) != element_of(self.result.type):
            fail(self, "expects operand and result to have the same element type")
        _verify_block_indices(self, shape_of(self.source.type), shape_of(self.result.type))


@irdl_op_definition
class InsertSliceOp(IRDLOperation):
    """`dest` with block number `indices` (in `source`-shaped blocks) replaced by `source`."""

    name = "nv_tileaa.insert_slice"
    source = operand_def()
    dest = operand_def()
    indices = var_operand_def()
    result = result_def()
    traits = traits_def(Pure())

    def verify_(self) -> None:
        if self.dest.type != self.result.type or element_of(self.source.type) != element_of(self.dest.type):
            fail(self, "expects the result to have the destination type and the same element type")
        _verify_block_indices(self, shape_of(self.dest.type), shape_of(self.source.type))


@irdl_op_definition
class CatOp(IRDLOperation):
    """Concatenation of `lhs` and `rhs` along `dim`."""

    name = "nv_tileaa.cat"
    lhs = operand_def()
    rhs = operand_def()
    result = result_def()
    dim = prop_def(IntegerAttr)
    traits = traits_def(Pure())

    def verify_(self) -> None:
        a, b, r = shape_of(self.lhs.type), shape_of(self.rhs.type), shape_of(self.result.type)
        d = self.dim.value.data
        if not (len(a) == len(b) == len(r)) or not 0 <= d < len(r):
            fail(self, "expects operands and result of one rank and a dimension in range")
        want = tuple(x + y if i == d else x for i, (x, y) in enumerate(zip(a, b)))
        if any(x != y for i, (x, y) in enumerate(zip(a, b)) if i != d) or r != want:
            fail(self, f"expects result shape {list(want)}")


@irdl_op_definition
class PermuteOp(IRDLOperation):
    """Transpose: result dimension i is source dimension `permutation[i]`."""

    name = "nv_tileaa.permute"
    source = operand_def()
    result = result_def()
    permutation = prop_def(DenseArrayBase)
    traits = traits_def(Pure())

    def verify_(self) -> None:
        perm = list(self.permutation.get_values())
        src, res = shape_of(self.source.type), shape_of(self.result.type)
        if sorted(perm) != list(range(len(src))) or res != tuple(src[p] for p in perm):
            fail(self, f"permutation {perm} does not map shape {list(src)} to {list(res)}")


@irdl_op_definition
class MakeRangeOp(IRDLOperation):
    """The 1-d integer tensor `[start, start + 1, ..., end - 1]`."""

    name = "nv_tileaa.make_range"
    result = result_def()
    start = prop_def(IntegerAttr)
    end = prop_def(IntegerAttr)
    traits = traits_def(Pure())

    def verify_(self) -> None:
        shape = shape_of(self.result.type)
        n = self.end.value.data - self.start.value.data
        if len(shape) != 1 or shape[0] != n or not isinstance(element_of(self.result.type), IntegerType):
            fail(self, f"expects a 1-d integer tensor of {n} elements, but got {self.result.type}")


@irdl_op_definition
class ReinterpretOp(IRDLOperation):
    """The bytes of `source` read as the result type (equal total bit count)."""

    name = "nv_tileaa.reinterpret"
    source = operand_def()
    result = result_def()
    traits = traits_def(Pure())

    def verify_(self) -> None:
        def bits(t) -> int:
            return num_elements(shape_of(t)) * _bit_width(element_of(t))

        if bits(self.source.type) != bits(self.result.type):
            fail(self, "expects operand and result to have the same number of bits")


SHAPE_OPS = in_family("shape", [
    SplatOp, BroadcastOp, ExpandDimsOp, ViewOp, ExtractOp, ExtractSliceOp, InsertSliceOp, CatOp,
    PermuteOp, MakeRangeOp, ReinterpretOp,
])

__all__ = [c.__name__ for c in SHAPE_OPS] + ["SHAPE_OPS"]
