"""Pointers, memrefs and type conversion: addptr, int_to_ptr, ptr_to_int, make_memref,
block_tile, get_dim_size, bitcast, fp_to_fp.

- `addptr %p, %off`: `p + off * sizeof(pointee)` per element; `off` is an integer scalar or
  a tensor of `p`'s shape, the result has `p`'s type (address space and pointee kept).
- `make_memref %base, [%offset], %sizes..., %strides...`: one size operand per `?` extent and
  one stride operand per `?` stride of the result memref (cuda_tile `make_tensor_view`).
- `block_tile %memref`: cut a memref into tiles, giving a `tiled_view` (cuda_tile
  `make_partition_view`, `make_strided_view`, `make_gather_scatter_view`); `tileSizes` and
  `dimGroups` (one group per tile dimension: the memref dimension it tiles) mirror the view type.
- `get_dim_size %x {dim}`: extent `dim` of a memref, or the number of tiles along tile
  dimension `dim` of a tiled view (ceil-division).
- `bitcast`: same shape and element width (or pointer <-> pointer of another pointee).
- `fp_to_fp`: float <-> float conversion with an explicit rounding mode (the only op that
  changes float width).

Not produced from cuda_tile and not defined yet: `extern_elementwise`,
`elementwise_inline_asm`, `call_elementwise_intrinsic`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import AnyFloat, ArrayAttr, DenseArrayBase, IntegerAttr, IntegerType, UnitAttr
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
from xdsl.traits import Pure

from tileiras.dialects.nv_tileaa.attributes import RoundingModeAttr
from tileiras.dialects.nv_tileaa.op_support import (
    canonicalization,
    element_of,
    fail,
    is_int_like,
    lazy_pattern,
    shape_of,
)
from tileiras.dialects.nv_tileaa.types import DYNAMIC, MemRefType, PointerType, TiledViewType


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


@irdl_op_definition
class MakeMemRefOp(IRDLOperation):
    """A strided memref from a base pointer and the dynamic extents and strides."""

    name = "nv_tileaa.make_memref"
    base = operand_def()
    offset = opt_operand_def()
    sizes = var_operand_def()
    strides = var_operand_def()
    result = result_def()
    alias_scope = opt_prop_def(IntegerAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(Pure())

    def verify_(self) -> None:
        t = self.result.type
        if not isinstance(t, MemRefType):
            fail(self, f"expects a memref result, but got {t}")
        if not isinstance(self.base.type, PointerType) or self.base.type.pointee != t.element_type:
            fail(self, f"expects a base pointer to {t.element_type}, but got {self.base.type}")
        if len(self.sizes) != sum(1 for d in t.shape if d == DYNAMIC):
            fail(self, f"expects {sum(1 for d in t.shape if d == DYNAMIC)} size operands, but got {len(self.sizes)}")
        if len(self.strides) != sum(1 for d in t.strides if d == DYNAMIC):
            fail(self, f"expects {sum(1 for d in t.strides if d == DYNAMIC)} stride operands, but got {len(self.strides)}")


@irdl_op_definition
class BlockTileOp(IRDLOperation):
    """Cut a memref into tiles of `tileSizes`; tile dim i runs along memref dims `dimGroups[i]`."""

    name = "nv_tileaa.block_tile"
    source = operand_def()
    result = result_def()
    tileSizes = prop_def(DenseArrayBase)
    dimGroups = prop_def(ArrayAttr)
    traits = traits_def(Pure())

    def verify_(self) -> None:
        sizes = list(self.tileSizes.get_values())
        groups = [list(g.get_values()) for g in self.dimGroups.data]
        if not sizes:
            fail(self, "expects non-empty tileSizes")
        if not groups:
            fail(self, "expects non-empty dimGroups")
        if len(sizes) != len(groups):
            fail(self, f"expects rank of tileSizes be equal to rank of dimGroups, but got {len(sizes)} vs {len(groups)}")
        if any(s <= 0 for s in sizes):
            fail(self, "expects all tile size bigger than zero")
        seen: set[int] = set()
        for g in groups:
            for d in g:
                if d in seen:
                    fail(self, f"expects dim is being tiled only one time, but got {d}")
                seen.add(d)
        t = self.result.type
        if not isinstance(t, TiledViewType) or t.memref != self.source.type:
            fail(self, "expects a tiled_view result over the operand memref")
        if tuple(sizes) != t.tile_shape or [[d] for d in t.dim_map] != groups:
            fail(self, "expects tileSizes and dimGroups to match the result tiled_view")


@irdl_op_definition
class GetDimSizeOp(IRDLOperation):
    """Extent `dim` of a memref, or the tile count along tile dimension `dim` of a tiled view."""

    name = "nv_tileaa.get_dim_size"
    source = operand_def()
    result = result_def()
    dim = prop_def(IntegerAttr)
    traits = traits_def(Pure())

    def verify_(self) -> None:
        t = self.source.type
        rank = t.rank if isinstance(t, MemRefType) else len(t.tile_shape) if isinstance(t, TiledViewType) else -1
        if rank < 0:
            fail(self, f"expects a memref or tiled_view operand, but got {t}")
        if not 0 <= self.dim.value.data < rank:
            fail(self, f"dimension {self.dim.value.data} is out of range for rank {rank}")
        if not isinstance(self.result.type, IntegerType):
            fail(self, "expects an integer result")


@irdl_op_definition
class BitcastOp(IRDLOperation):
    """Reinterpret each element's bits (equal widths), or change a pointer's pointee."""

    name = "nv_tileaa.bitcast"
    source = operand_def()
    result = result_def()
    traits = traits_def(Pure())

    def verify_(self) -> None:
        if shape_of(self.source.type) != shape_of(self.result.type):
            fail(self, "expects operand and result of one shape")

        def width(t) -> int:
            if isinstance(t, PointerType):
                return 64
            if isinstance(t, IntegerType):
                return t.width.data
            if t.name == "cuda_tile.f8E5M3FNU":
                return 8
            return t.bitwidth

        if width(element_of(self.source.type)) != width(element_of(self.result.type)):
            fail(self, "expects operand and result elements of one bit width")


def _is_float(t) -> bool:
    # f8E5M3FNU has no builtin twin; it keeps the cuda_tile spelling until one exists
    return isinstance(t, AnyFloat) or t.name == "cuda_tile.f8E5M3FNU"


@irdl_op_definition
class FpToFpOp(IRDLOperation):
    """Float-to-float conversion rounded by `rounding_mode` (default nearest-even)."""

    name = "nv_tileaa.fp_to_fp"
    source = operand_def()
    result = result_def()
    rounding_mode = opt_prop_def(RoundingModeAttr)
    flush_to_zero = opt_prop_def(UnitAttr)
    traits = traits_def(Pure())

    def verify_(self) -> None:
        if not _is_float(element_of(self.source.type)):
            fail(self, "fp_to_fp source element type is not supported")
        if not _is_float(element_of(self.result.type)):
            fail(self, "fp_to_fp result element type is not supported")
        if shape_of(self.source.type) != shape_of(self.result.type):
            fail(self, "expects operand and result of one shape")


POINTER_OPS: list[type[IRDLOperation]] = [
    AddPtrOp, IntToPtrOp, PtrToIntOp, MakeMemRefOp, BlockTileOp, GetDimSizeOp, BitcastOp, FpToFpOp,
]

__all__ = [c.__name__ for c in POINTER_OPS] + ["POINTER_OPS"]
