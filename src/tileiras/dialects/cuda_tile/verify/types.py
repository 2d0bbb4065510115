"""Type invariants: what NVIDIA's `getChecked` rejects while reading a type.

The bytecode reader and the text parser call `verify_type` on every type they build (nested
types first); the messages are NVIDIA 13.5's, which the reader prints after
`error at offset N: `.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import FunctionType
from xdsl.ir import Attribute
from xdsl.utils.exceptions import VerifyException

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.enums import PaddingValue
from tileiras.dialects.cuda_tile.verify.constraints import q, shape_str

MAX_TILE_ELEMENTS = 16 * 1024 * 1024
"""The most elements a tile (or a view's tile) may hold."""

_SCALARS = "f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or fnv8E5M3FNU or i1 or i8 or i16 or i32 or i64"
_POINTEE = frozenset(ct.ELEMENT_TYPES[n][0] for n in (
    "f16", "bf16", "f32", "tf32", "f64", "f8E4M3FN", "f8E5M2", "f8E8M0FNU", "f4E2M1FN", "f8E5M3FNU",
    "i1", "i8", "i16", "i32", "i64"))


def _err(message: str) -> None:
    raise VerifyException(message)


def _is_pow2(n: int) -> bool:
    return n > 0 and n & (n - 1) == 0


def verify_tile_shape(shape: Sequence[int]) -> None:
    """Every extent a positive power of two, and at most 16M elements in all."""
    n = 1
    for d in shape:
        if d <= 0:
            _err(f"all dimensions must be positive constants, got {shape_str(shape)}")
        if not _is_pow2(d):
            _err(f"all dimensions must be powers of two, got {shape_str(shape)}")
        if n > MAX_TILE_ELEMENTS // d:
            _err(f"tile would exceed the maximum of {MAX_TILE_ELEMENTS} elements")
        n *= d


def _verify_tile(shape: Sequence[int], element: Attribute) -> None:
    n = 1
    for d in shape:
        n *= d
    if element == ct.f4E2M1FN and n % 2:
        _err("F4E2M1FN tiles must have an even number of elements")
    if isinstance(element, ct.PointerType) and element.pointee == ct.f4E2M1FN and len(shape) != 0:
        _err("tiles of ptr<f4E2M1FN> must have rank 0; use an f4 tile view for memory accesses")
    verify_tile_shape(shape)


def _bracketed(values: Sequence[int]) -> str:
    return "[" + ", ".join("?" if v == ct.DYNAMIC else str(v) for v in values) + "]"


def _verify_view_tile(tile_shape: Sequence[int], view: ct.TensorViewType) -> None:
    if not tile_shape:
        _err("0-dimension tile shape is not supported")
    if len(tile_shape) != view.rank:
        _err(f"expected tensor_view rank and tile rank to match, got tensor_view of rank {view.rank} "
             f"and tiles of rank {len(tile_shape)}")


def _verify_view_extents(tile_shape: Sequence[int]) -> None:
    if any(d <= 0 for d in tile_shape):
        _err(f"tile shape dimensions must have positive length but got [{shape_str(tile_shape)}]")
    if any(d & (d - 1) for d in tile_shape):
        _err(f"tile shape dimensions must have power of two length but got [{shape_str(tile_shape)}]")


def _verify_dim_map(tile_shape: Sequence[int], view: ct.TensorViewType, dim_map: Sequence[int]) -> None:
    used: dict[int, int] = {}
    for tile_dim, target in enumerate(dim_map):
        if target < 0:
            _err(f"target dimension must not be negative, got {target}")
        if target >= view.rank:
            _err(f"target dimension is outside of tensor view dimensions, expected strictly less than "
                 f"{len(tile_shape)}, got {target}")
        if target in used:
            _err(f"target dimension {target} mapped at least twice (for tile dimensions {used[target]} and {tile_dim})")
        used[target] = tile_dim


def _verify_padding(padding: PaddingValue | None, view: ct.TensorViewType) -> None:
    if padding in (PaddingValue.NEG_ZERO, PaddingValue.NAN, PaddingValue.POS_INF, PaddingValue.NEG_INF) \
            and not ct.is_float(view.element_type):
        _err(f"padding_value {padding.value} can only be used with floating point element types, "
             f"got {q(view.element_type)}")


def _verify_partition_like(tile_shape: Sequence[int], view: ct.TensorViewType, dim_map: Sequence[int],
                           padding: PaddingValue | None) -> None:
    _verify_view_tile(tile_shape, view)
    if len(dim_map) != len(tile_shape):
        _err(f"expected dim_map to map exactly all {len(tile_shape)} dimensions of the tile, got {len(dim_map)} mappings")
    _verify_view_extents(tile_shape)
    _verify_dim_map(tile_shape, view, dim_map)
    _verify_tile(tile_shape, view.element_type)
    _verify_padding(padding, view)


def verify_type(t: Attribute) -> None:
    """Raise VerifyException with NVIDIA's message when `t` breaks its type's invariants.

    Nested types are not visited: the reader checks each type as it builds it.
    """
    if isinstance(t, ct.TileType):
        e = t.element_type
        if not (e in _POINTEE or e == ct.i4 or isinstance(e, ct.PointerType)):
            _err(f"failed to verify 'elementType': {_SCALARS} or Pointer type or i4 or A not-yet-resolved "
                 f"(parametric) dtype usable as an element type")
        _verify_tile(t.shape, e)
    elif isinstance(t, ct.PointerType):
        if t.pointee not in _POINTEE:
            _err(f"failed to verify 'pointeeType': {_SCALARS}")
    elif isinstance(t, ct.TensorViewType):
        if t.element_type not in _POINTEE:
            _err(f"failed to verify 'elementType': {_SCALARS}")
        if len(t.shape) != len(t.strides):
            _err(f"expected shape and stride to be of same rank but got shape of rank {len(t.shape)} "
                 f"and stride of rank {len(t.strides)}")
        if any(d <= 0 and d != ct.DYNAMIC for d in t.shape):
            _err(f"dimensions must have strictly positive constant sizes but got {_bracketed(t.shape)}")
        if any(d <= 0 and d != ct.DYNAMIC for d in t.strides):
            _err(f"dimensions must have strictly positive constant strides but got {_bracketed(t.strides)}")
    elif isinstance(t, ct.PartitionViewType):
        _verify_partition_like(t.tile_shape, t.tensor_view, t.dim_map, t.padding)
    elif isinstance(t, ct.StridedViewType):
        _verify_partition_like(t.tile_shape, t.tensor_view, t.dim_map, t.padding)
        strides = t.traversal_strides
        if len(strides) != len(t.tile_shape):
            _err(f"expected {len(t.tile_shape)} traversal strides, got {len(strides)}")
        if any(s <= 0 for s in strides):
            _err(f"traversal strides must be strictly positive but got [{shape_str(strides)}]")
    elif isinstance(t, ct.GatherScatterViewType):
        view = t.tensor_view
        _verify_view_tile(t.tile_shape, view)
        _verify_view_extents(t.tile_shape)
        if not 0 <= t.sparse_dim < view.rank:
            _err(f"gather dimension is outside of tensor view dimensions, expected strictly less than "
                 f"{view.rank}, got {t.sparse_dim}")
        _verify_tile(t.tile_shape, view.element_type)
        _verify_padding(t.padding, view)
    elif isinstance(t, FunctionType):
        return


def verify_type_deep(t: Attribute, seen: set[int] | None = None) -> None:
    """`verify_type` on `t` and on the types inside it, innermost first (the reader's order)."""
    if seen is not None:
        if id(t) in seen:
            return
        seen.add(id(t))
    if isinstance(t, ct.PointerType):
        verify_type_deep(t.pointee, seen)
    elif isinstance(t, (ct.TileType, ct.TensorViewType)):
        verify_type_deep(t.element_type, seen)
    elif isinstance(t, (ct.PartitionViewType, ct.StridedViewType, ct.GatherScatterViewType)):
        verify_type_deep(t.tensor_view, seen)
    elif isinstance(t, FunctionType):
        for x in (*t.inputs.data, *t.outputs.data):
            verify_type_deep(x, seen)
    verify_type(t)
