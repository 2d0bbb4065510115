"""The cuda_tile -> nv_tileaa type converter.

| cuda_tile | nv_tileaa |
|---|---|
| `tile<T>` (0-d) | `T` (a scalar; `!nv_tileaa.ptr<P, 1>` for `ptr<P>`) |
| `tile<SxT>` | `tensor<SxT>` (pointer elements become `!nv_tileaa.ptr<P, 1>`) |
| `ptr<P>` | `!nv_tileaa.ptr<P, 1>` (global address space) |
| `token` | `!nv_tileaa.mem_token` |
| `tensor_view<...>` | `!nv_tileaa.memref<...>` (same extents and strides, `?` kept) |
| `partition_view` | `!nv_tileaa.tiled_view<tile = ..., memref, dim_map>` |
| `strided_view` | `tiled_view` with `steps = traversal_strides` |
| `gather_scatter_view` | `tiled_view` with `sparse_dim` |
| function types | inputs and outputs converted |

Every other type (builtin integers and floats) converts to itself. Values crossing between
converted and unconverted ops are bridged by `builtin.unrealized_conversion_cast`
(see `tileiras.conversion.framework`).
"""

from __future__ import annotations

from xdsl.dialects.builtin import FunctionType, TensorType
from xdsl.ir import Attribute

from tileiras.conversion.framework import TypeConverter
from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.nv_tileaa import types as aat


def _dim(d: int) -> int:
    return aat.DYNAMIC if d == ctt.DYNAMIC or d < 0 else d


def _padding(p) -> str:
    return "" if p is None else p.value


def convert_memref(t: ctt.TensorViewType) -> aat.MemRefType:
    return aat.MemRefType(convert_element(t.element_type), [_dim(d) for d in t.shape],
                          [_dim(s) for s in t.strides])


def convert_element(t: Attribute) -> Attribute:
    if isinstance(t, ctt.PointerType):
        return aat.PointerType(t.pointee, aat.GLOBAL_SPACE)
    return t


def convert_cuda_tile_type(t: Attribute) -> Attribute | None:
    """The nv_tileaa type of a cuda_tile type, or None for a type this converter leaves alone."""
    if isinstance(t, ctt.TileType):
        element = convert_element(t.element_type)
        return TensorType(element, t.shape) if t.shape else element
    if isinstance(t, ctt.PointerType):
        return aat.PointerType(t.pointee, aat.GLOBAL_SPACE)
    if isinstance(t, ctt.TokenType):
        return aat.MemTokenType()
    if isinstance(t, ctt.TensorViewType):
        return convert_memref(t)
    if isinstance(t, ctt.PartitionViewType):
        return aat.TiledViewType(t.tile_shape, convert_memref(t.tensor_view), t.dim_map,
                                 padding=_padding(t.padding))
    if isinstance(t, ctt.StridedViewType):
        return aat.TiledViewType(t.tile_shape, convert_memref(t.tensor_view), t.dim_map,
                                 steps=t.traversal_strides, padding=_padding(t.padding))
    if isinstance(t, ctt.GatherScatterViewType):
        return aat.TiledViewType(t.tile_shape, convert_memref(t.tensor_view), None,
                                 sparse_dim=t.sparse_dim, padding=_padding(t.padding))
    if isinstance(t, FunctionType):
        return FunctionType.from_lists([convert_cuda_tile_type(x) or x for x in t.inputs.data],
                                       [convert_cuda_tile_type(x) or x for x in t.outputs.data])
    return None


def make_type_converter() -> TypeConverter:
    tc = TypeConverter()
    tc.add_conversion(convert_cuda_tile_type)
    return tc


def is_cuda_tile_type(t: Attribute) -> bool:
    """True when `t` (or a type nested in a tensor/function) is a cuda_tile type."""
    if isinstance(t, TensorType):
        return is_cuda_tile_type(t.element_type)
    if isinstance(t, FunctionType):
        return any(is_cuda_tile_type(x) for x in (*t.inputs.data, *t.outputs.data))
    return t.name.startswith("cuda_tile.")
