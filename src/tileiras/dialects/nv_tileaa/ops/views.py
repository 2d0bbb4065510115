"""Views: make_memref, block_tile, get_dim_size.

- `make_memref %base, [%offset], %sizes..., %strides...`: one size operand per `?` extent and
  one stride operand per `?` stride of the result memref (cuda_tile `make_tensor_view`).
- `block_tile %memref`: cut a memref into tiles, giving a `tiled_view` (cuda_tile
  `make_partition_view`, `make_strided_view`, `make_gather_scatter_view`); `tileSizes` and
  `dimGroups` (one group per tile dimension: the memref dimension it tiles) mirror the view type.
- `get_dim_size %x {dim}`: extent `dim` of a memref, or the number of tiles along tile
  dimension `dim` of a tiled view (ceil-division).
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IntegerAttr, IntegerType
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

from tileiras.dialects.nv_tileaa.op_support import fail, in_family
from tileiras.dialects.nv_tileaa.types import DYNAMIC, MemRefType, PointerType, TiledViewType


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


VIEWS_OPS = in_family("views", [
    MakeMemRefOp, BlockTileOp, GetDimSizeOp,
])

__all__ = [c.__name__ for c in VIEWS_OPS] + ["VIEWS_OPS"]
