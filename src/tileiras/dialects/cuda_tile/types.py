"""Types of the cuda_tile dialect: element types, `ptr`, `tile`, views and `token`.

Element types reuse xDSL's builtin integer and float types (i1..i64, f16, bf16, f32, tf32, f64,
the fp8/fp4 formats); `f8E5M3FNU` (13.4) has no builtin twin and is defined here. The shaped
types are xDSL `ParametrizedAttribute`s so that they can sit in any xDSL IR; their text form
(`tile<4x1024xf32>`) is produced by `format_type`, shared by the custom and generic printers.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    ArrayAttr,
    BFloat16Type,
    Float4E2M1FNType,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float8E8M0FNUType,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatTF32Type,
    IntAttr,
    IntegerType,
    NoneAttr,
)
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition

from tileiras.dialects.cuda_tile.enums import PaddingValue
from tileiras.dialects.cuda_tile.versions import V13_1, V13_2, V13_3, V13_4, Version
from tileiras.dialects.params import int_array, int_tuple_property

DYNAMIC = -(2**63)
"""A dynamic extent or stride (`?`), stored as INT64_MIN as in bytecode."""


@irdl_attr_definition
class Float8E5M3FNUType(ParametrizedAttribute, TypeAttribute):
    """The unsigned, finite 8-bit float with 5 exponent and 3 mantissa bits (13.4)."""

    name = "cuda_tile.f8E5M3FNU"


i1 = IntegerType(1)
i4 = IntegerType(4)
i8 = IntegerType(8)
i16 = IntegerType(16)
i32 = IntegerType(32)
i64 = IntegerType(64)
f16 = Float16Type()
bf16 = BFloat16Type()
f32 = Float32Type()
tf32 = FloatTF32Type()
f64 = Float64Type()
f8E4M3FN = Float8E4M3FNType()
f8E5M2 = Float8E5M2Type()
f8E8M0FNU = Float8E8M0FNUType()
f4E2M1FN = Float4E2M1FNType()
f8E5M3FNU = Float8E5M3FNUType()

ELEMENT_TYPES: dict[str, tuple[Attribute, Version]] = {
    "i1": (i1, V13_1),
    "i8": (i8, V13_1),
    "i16": (i16, V13_1),
    "i32": (i32, V13_1),
    "i64": (i64, V13_1),
    "f16": (f16, V13_1),
    "bf16": (bf16, V13_1),
    "f32": (f32, V13_1),
    "tf32": (tf32, V13_1),
    "f64": (f64, V13_1),
    "f8E4M3FN": (f8E4M3FN, V13_1),
    "f8E5M2": (f8E5M2, V13_1),
    "f8E8M0FNU": (f8E8M0FNU, V13_2),
    "i4": (i4, V13_3),
    "f4E2M1FN": (f4E2M1FN, V13_3),
    "f8E5M3FNU": (f8E5M3FNU, V13_4),
}
"""Scalar element types by spelling, with the version that introduced each."""

_NAME_OF_ELEMENT = {t: name for name, (t, _) in ELEMENT_TYPES.items()}

FLOAT_TYPES = frozenset(
    t for t in _NAME_OF_ELEMENT if not isinstance(t, IntegerType)
)
INTEGER_TYPES = frozenset(t for t in _NAME_OF_ELEMENT if isinstance(t, IntegerType))


def element_name(t: Attribute) -> str:
    """The spelling of a scalar element type (`f32`, `f8E4M3FN`, ...)."""
    try:
        return _NAME_OF_ELEMENT[t]
    except KeyError:
        raise ValueError(f"not a cuda_tile element type: {t}") from None


def is_element_type(t: Attribute) -> bool:
    """True for the scalar types a tile may hold (not counting pointers)."""
    return t in _NAME_OF_ELEMENT


def is_float(t: Attribute) -> bool:
    return t in FLOAT_TYPES


def is_integer(t: Attribute) -> bool:
    return t in INTEGER_TYPES


def bit_width(t: Attribute) -> int:
    """Bits of one element (pointers are 64 bits)."""
    if isinstance(t, PointerType):
        return 64
    if isinstance(t, IntegerType):
        return t.width.data
    widths = {f16: 16, bf16: 16, f32: 32, tf32: 32, f64: 64, f8E4M3FN: 8, f8E5M2: 8,
              f8E8M0FNU: 8, f8E5M3FNU: 8, f4E2M1FN: 4}
    return widths[t]


PTR_ATTR_NAMES = ("none", "unicast", "multicast")
"""Spellings of the 13.4 pointer attribute by its bytecode code (`ptr<f32, <multicast>>`)."""


@irdl_attr_definition
class PointerType(ParametrizedAttribute, TypeAttribute):
    """`ptr<f32>`: a global-memory pointer to a scalar element type.

    `ptr_attr` (13.4) is the optional pointer attribute as `IntAttr(code)` (see
    `PTR_ATTR_NAMES`), `NoneAttr` when absent.
    """

    name = "cuda_tile.ptr"

    pointee: Attribute
    ptr_attr: Attribute

    def __init__(self, pointee: Attribute, ptr_attr: Attribute | None = None):
        super().__init__(pointee, NoneAttr() if ptr_attr is None else ptr_attr)


@irdl_attr_definition
class TokenType(ParametrizedAttribute, TypeAttribute):
    """`token`: orders memory operations without a data dependence."""

    name = "cuda_tile.token"


@irdl_attr_definition
class TileType(ParametrizedAttribute, TypeAttribute):
    """`tile<4x8xf32>`: an immutable n-d array of elements (or pointers); 0-d is a scalar."""

    name = "cuda_tile.tile"

    shape_attr: ArrayAttr[IntAttr]
    element_type: Attribute

    def __init__(self, shape: Sequence[int], element_type: Attribute):
        super().__init__(int_array(shape), element_type)

    shape = int_tuple_property("shape_attr")

    @property
    def rank(self) -> int:
        return len(self.shape_attr.data)

    @property
    def num_elements(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n


@irdl_attr_definition
class TensorViewType(ParametrizedAttribute, TypeAttribute):
    """`tensor_view<?x64xf32, strides=[64,1]>`: a strided view of global memory.

    `ptr_attr` (13.4) is an optional attribute on the pointer, `NoneAttr` when absent.
    """

    name = "cuda_tile.tensor_view"

    element_type: Attribute
    shape_attr: ArrayAttr[IntAttr]
    strides_attr: ArrayAttr[IntAttr]
    ptr_attr: Attribute

    def __init__(self, element_type: Attribute, shape: Sequence[int], strides: Sequence[int],
                 ptr_attr: Attribute | None = None):
        super().__init__(element_type, int_array(shape), int_array(strides),
                         NoneAttr() if ptr_attr is None else ptr_attr)

    shape = int_tuple_property("shape_attr")
    strides = int_tuple_property("strides_attr")

    @property
    def rank(self) -> int:
        return len(self.shape_attr.data)


def _padding_param(padding: PaddingValue | None) -> Attribute:
    from tileiras.dialects.cuda_tile.attributes import EnumAttr

    return NoneAttr() if padding is None else EnumAttr(padding)


def _padding_of(attr: Attribute) -> PaddingValue | None:
    if isinstance(attr, NoneAttr):
        return None
    return attr.value  # type: ignore[attr-defined]


@irdl_attr_definition
class PartitionViewType(ParametrizedAttribute, TypeAttribute):
    """`partition_view<tile=(64x64), tensor_view<...>>`: a tensor view cut into tiles."""

    name = "cuda_tile.partition_view"

    tile_shape_attr: ArrayAttr[IntAttr]
    tensor_view: TensorViewType
    dim_map_attr: ArrayAttr[IntAttr]
    padding_attr: Attribute

    def __init__(self, tile_shape: Sequence[int], tensor_view: TensorViewType,
                 dim_map: Sequence[int], padding: PaddingValue | None = None):
        super().__init__(int_array(tile_shape), tensor_view, int_array(dim_map), _padding_param(padding))

    tile_shape = int_tuple_property("tile_shape_attr")
    dim_map = int_tuple_property("dim_map_attr")

    @property
    def padding(self) -> PaddingValue | None:
        return _padding_of(self.padding_attr)


@irdl_attr_definition
class StridedViewType(ParametrizedAttribute, TypeAttribute):
    """`strided_view<...>` (13.3): tiles taken with traversal strides over a tensor view."""

    name = "cuda_tile.strided_view"

    tile_shape_attr: ArrayAttr[IntAttr]
    traversal_strides_attr: ArrayAttr[IntAttr]
    tensor_view: TensorViewType
    dim_map_attr: ArrayAttr[IntAttr]
    padding_attr: Attribute

    def __init__(self, tile_shape: Sequence[int], traversal_strides: Sequence[int],
                 tensor_view: TensorViewType, dim_map: Sequence[int],
                 padding: PaddingValue | None = None):
        super().__init__(int_array(tile_shape), int_array(traversal_strides), tensor_view,
                         int_array(dim_map), _padding_param(padding))

    tile_shape = int_tuple_property("tile_shape_attr")
    traversal_strides = int_tuple_property("traversal_strides_attr")
    dim_map = int_tuple_property("dim_map_attr")

    @property
    def padding(self) -> PaddingValue | None:
        return _padding_of(self.padding_attr)


@irdl_attr_definition
class GatherScatterViewType(ParametrizedAttribute, TypeAttribute):
    """`gather_scatter_view<...>` (13.3): rows picked by an index tile along `sparse_dim`."""

    name = "cuda_tile.gather_scatter_view"

    tile_shape_attr: ArrayAttr[IntAttr]
    tensor_view: TensorViewType
    sparse_dim_attr: IntAttr
    padding_attr: Attribute

    def __init__(self, tile_shape: Sequence[int], tensor_view: TensorViewType,
                 sparse_dim: int, padding: PaddingValue | None = None):
        super().__init__(int_array(tile_shape), tensor_view, IntAttr(sparse_dim),
                         _padding_param(padding))

    tile_shape = int_tuple_property("tile_shape_attr")

    @property
    def sparse_dim(self) -> int:
        return self.sparse_dim_attr.data

    @property
    def padding(self) -> PaddingValue | None:
        return _padding_of(self.padding_attr)


VIEW_TYPES = (PartitionViewType, StridedViewType, GatherScatterViewType)
"""Types a `load_view_tko`/`store_view_tko` can address (tile views of a tensor view)."""

TYPE_SINCE: dict[type[Attribute], Version] = {
    PointerType: V13_1,
    TileType: V13_1,
    TensorViewType: V13_1,
    PartitionViewType: V13_1,
    TokenType: V13_1,
    StridedViewType: V13_3,
    GatherScatterViewType: V13_3,
}


def scalar_tile(element_type: Attribute) -> TileType:
    """The 0-d tile `tile<T>` (how scalars are passed and computed)."""
    return TileType((), element_type)


def element_type_of(t: Attribute) -> Attribute:
    """The element type of a tile, view or pointer type; a scalar type is its own."""
    if isinstance(t, (TileType, TensorViewType)):
        return t.element_type
    if isinstance(t, PointerType):
        return t.pointee
    if isinstance(t, (PartitionViewType, StridedViewType, GatherScatterViewType)):
        return t.tensor_view.element_type
    return t


TEXT_SPELLING: dict[Attribute, str] = {f8E5M3FNU: "fnv8E5M3FNU"}
"""Element types whose text spelling (tileirdisasm 13.5) differs from their table name."""


def _dims(values: Sequence[int]) -> str:
    return "x".join("?" if d == DYNAMIC else str(d) for d in values)


def _list(values: Sequence[int], sep: str = ",") -> str:
    return sep.join("?" if d == DYNAMIC else str(d) for d in values)


def ptr_attr_text(attr: Attribute) -> str | None:
    """`"multicast"` for a pointer attribute, None when absent."""
    if isinstance(attr, NoneAttr):
        return None
    code = attr.data  # type: ignore[attr-defined]
    return PTR_ATTR_NAMES[code] if 0 <= code < len(PTR_ATTR_NAMES) else str(code)


def _view_tail(padding: PaddingValue | None, tensor_view: TensorViewType) -> str:
    text = f", padding_value = {padding.value}" if padding is not None else ""
    return text + f", {format_type(tensor_view)}"


def _dim_map(dim_map: Sequence[int]) -> str:
    if tuple(dim_map) == tuple(range(len(dim_map))):
        return ""
    return f", dim_map=[{_list(dim_map, ', ')}]"


def format_type(t: Attribute) -> str:
    """The short text form of a cuda_tile type, exactly as `tileirdisasm` 13.5 prints it."""
    if is_element_type(t):
        return TEXT_SPELLING.get(t) or element_name(t)
    if isinstance(t, PointerType):
        attr = ptr_attr_text(t.ptr_attr)
        pointee = format_type(t.pointee)
        return f"ptr<{pointee}, <{attr}>>" if attr is not None else f"ptr<{pointee}>"
    if isinstance(t, TokenType):
        return "token"
    if isinstance(t, TileType):
        elem = format_type(t.element_type)
        return f"tile<{_dims(t.shape)}x{elem}>" if t.shape else f"tile<{elem}>"
    if isinstance(t, TensorViewType):
        elem = format_type(t.element_type)
        body = f"{_dims(t.shape)}x{elem}, strides=[{_list(t.strides)}]" if t.shape else elem
        attr = ptr_attr_text(t.ptr_attr)
        if attr is not None:
            body += f", #cuda_tile.ptr_attr<{attr}>"
        return f"tensor_view<{body}>"
    if isinstance(t, PartitionViewType):
        return (f"partition_view<tile=({_dims(t.tile_shape)})"
                f"{_view_tail(t.padding, t.tensor_view)}{_dim_map(t.dim_map)}>")
    if isinstance(t, StridedViewType):
        return (f"strided_view<tile=({_dims(t.tile_shape)}), "
                f"traversal_strides=[{_list(t.traversal_strides)}]"
                f"{_view_tail(t.padding, t.tensor_view)}{_dim_map(t.dim_map)}>")
    if isinstance(t, GatherScatterViewType):
        return (f"gather_scatter_view<tile=({_dims(t.tile_shape)})"
                f"{_view_tail(t.padding, t.tensor_view)}, sparse_dim={t.sparse_dim}>")
    raise ValueError(f"not a cuda_tile type: {t}")
