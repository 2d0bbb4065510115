"""Types of the nv_tileaa dialect: pointers, memory tokens, memrefs, tiled views, grid and queue handles.

Tiles themselves are not an nv_tileaa type: a cuda_tile `tile<4x8xf32>` becomes the builtin
`tensor<4x8xf32>` and a 0-d tile its element type (`f32`), so ordinary tensor tooling and the
arith/math/scf dialects apply. What nv_tileaa adds is the alias-aware memory surface:

- `!nv_tileaa.ptr<f32, 1>`: a pointer with its pointee and address space (1 = global).
- `!nv_tileaa.mem_token`: an ordering edge between memory effects; no payload.
- `!nv_tileaa.memref<?x64xf32, strides = [?, 1], space = 1>`: base pointer, sizes, strides,
  address space and alias scope of a strided global array (from a cuda_tile `tensor_view`).
- `!nv_tileaa.tiled_view<tile = 64x64, !nv_tileaa.memref<...>, ...>`: a memref cut into tiles
  (from a cuda_tile `partition_view`, `strided_view` or `gather_scatter_view`).
- `!nv_tileaa.program_id`, `!nv_tileaa.queue<...>`: grid and queue handles (no cuda_tile source).

Dynamic extents and strides are stored as `DYNAMIC` (-1, xDSL's convention) and printed `?`.
Every type prints and parses its own parameters so generic nv_tileaa IR round-trips through
xDSL's parser.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, IntAttr, StringAttr, TensorType
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from tileiras.dialects.params import int_array, int_tuple_property

DYNAMIC = -1
"""A dynamic extent or stride (`?`)."""

GLOBAL_SPACE = 1
"""The address space of global memory (NVVM numbering)."""


def _print_dims(printer: Printer, dims: Sequence[int], sep: str) -> None:
    printer.print_string(sep.join("?" if d == DYNAMIC else str(d) for d in dims))


def _parse_int_or_dynamic(parser: AttrParser) -> int:
    if parser.parse_optional_punctuation("?") is not None:
        return DYNAMIC
    return parser.parse_integer()


def _parse_int_list(parser: AttrParser) -> list[int]:
    return parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: _parse_int_or_dynamic(parser))


@irdl_attr_definition
class PointerType(ParametrizedAttribute, TypeAttribute):
    """`!nv_tileaa.ptr<f32, 1>`: a pointer to `pointee` in address space `address_space`."""

    name = "nv_tileaa.ptr"

    pointee: Attribute
    address_space_attr: IntAttr

    def __init__(self, pointee: Attribute, address_space: int = GLOBAL_SPACE):
        super().__init__(pointee, IntAttr(address_space))

    @property
    def address_space(self) -> int:
        return self.address_space_attr.data

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_attribute(self.pointee)
            printer.print_string(f", {self.address_space}")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        with parser.in_angle_brackets():
            pointee = parser.parse_type()
            space = GLOBAL_SPACE
            if parser.parse_optional_punctuation(",") is not None:
                space = parser.parse_integer()
        return [pointee, IntAttr(space)]


@irdl_attr_definition
class MemTokenType(ParametrizedAttribute, TypeAttribute):
    """`!nv_tileaa.mem_token`: a memory-ordering edge; carries no data."""

    name = "nv_tileaa.mem_token"


@irdl_attr_definition
class ProgramIdType(ParametrizedAttribute, TypeAttribute):
    """`!nv_tileaa.program_id`: a grid program index handle (persistent-kernel scheduling)."""

    name = "nv_tileaa.program_id"


@irdl_attr_definition
class QueueType(ParametrizedAttribute, TypeAttribute):
    """`!nv_tileaa.queue<[f32, tensor<4xf32>], isolated>`: a typed producer/consumer queue."""

    name = "nv_tileaa.queue"

    element_types: ArrayAttr
    isolated_attr: IntAttr

    def __init__(self, element_types: Sequence[Attribute], isolated: bool = False):
        super().__init__(ArrayAttr(element_types), IntAttr(int(isolated)))

    @property
    def isolated(self) -> bool:
        return bool(self.isolated_attr.data)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string("[")
            printer.print_list(self.element_types.data, printer.print_attribute)
            printer.print_string("]")
            if self.isolated:
                printer.print_string(", isolated")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        with parser.in_angle_brackets():
            types = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_type)
            isolated = False
            if parser.parse_optional_punctuation(",") is not None:
                parser.parse_keyword("isolated")
                isolated = True
        return [ArrayAttr(types), IntAttr(int(isolated))]


@irdl_attr_definition
class MemRefType(ParametrizedAttribute, TypeAttribute):
    """`!nv_tileaa.memref<?x64xf32, strides = [?, 1], space = 1>`: a strided array in memory.

    Extents and strides are in elements; `alias_scope` 0 means "no provenance fact".
    """

    name = "nv_tileaa.memref"

    element_type: Attribute
    shape_attr: ArrayAttr[IntAttr]
    strides_attr: ArrayAttr[IntAttr]
    address_space_attr: IntAttr
    alias_scope_attr: IntAttr

    def __init__(self, element_type: Attribute, shape: Sequence[int], strides: Sequence[int],
                 address_space: int = GLOBAL_SPACE, alias_scope: int = 0):
        super().__init__(element_type, int_array(shape), int_array(strides), IntAttr(address_space),
                         IntAttr(alias_scope))

    shape = int_tuple_property("shape_attr")
    strides = int_tuple_property("strides_attr")

    @property
    def rank(self) -> int:
        return len(self.shape_attr.data)

    @property
    def address_space(self) -> int:
        return self.address_space_attr.data

    @property
    def alias_scope(self) -> int:
        return self.alias_scope_attr.data

    def verify(self) -> None:
        from xdsl.utils.exceptions import VerifyException

        if len(self.shape) != len(self.strides):
            raise VerifyException(
                f"memref has {len(self.shape)} dimensions but {len(self.strides)} strides")
        for d in self.shape:
            if d != DYNAMIC and d < 0:
                raise VerifyException(f"memref extents must be non-negative or dynamic, got {d}")

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            _print_dims(printer, self.shape, "x")
            if self.shape:
                printer.print_string("x")
            printer.print_attribute(self.element_type)
            printer.print_string(", strides = [")
            _print_dims(printer, self.strides, ", ")
            printer.print_string(f"], space = {self.address_space}")
            if self.alias_scope:
                printer.print_string(f", alias_scope = {self.alias_scope}")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        with parser.in_angle_brackets():
            shape, element = parser.parse_ranked_shape()
            shape = [DYNAMIC if d < 0 else d for d in shape]
            parser.parse_punctuation(",")
            parser.parse_keyword("strides")
            parser.parse_punctuation("=")
            strides = _parse_int_list(parser)
            space, scope = GLOBAL_SPACE, 0
            while parser.parse_optional_punctuation(",") is not None:
                key = parser.parse_keyword_in(("space", "alias_scope"))
                parser.parse_punctuation("=")
                if key == "space":
                    space = parser.parse_integer()
                else:
                    scope = parser.parse_integer()
        return [element, int_array(shape), int_array(strides), IntAttr(space), IntAttr(scope)]


@irdl_attr_definition
class TiledViewType(ParametrizedAttribute, TypeAttribute):
    """`!nv_tileaa.tiled_view<tile = 64x64, !nv_tileaa.memref<...>>`: a memref cut into tiles.

    - `dim_map[i]` is the memref dimension tile dimension `i` runs along (default identity);
    - `steps[i]` is how far, in elements, tile index `i` moves (default: the tile extent, i.e.
      non-overlapping tiles; a cuda_tile `strided_view` sets `traversal_strides`);
    - `sparse_dim` (or -1) is the memref dimension indexed by a tile of row indices (gather/scatter);
    - `padding` names the value read out of bounds (`zero`, `nan`, ...) or is empty (undefined).
    """

    name = "nv_tileaa.tiled_view"

    tile_shape_attr: ArrayAttr[IntAttr]
    memref: MemRefType
    dim_map_attr: ArrayAttr[IntAttr]
    steps_attr: ArrayAttr[IntAttr]
    sparse_dim_attr: IntAttr
    padding_attr: StringAttr

    def __init__(self, tile_shape: Sequence[int], memref: MemRefType,
                 dim_map: Sequence[int] | None = None, steps: Sequence[int] | None = None,
                 sparse_dim: int = -1, padding: str = ""):
        dim_map = list(range(len(tile_shape))) if dim_map is None else list(dim_map)
        steps = list(tile_shape) if steps is None else list(steps)
        super().__init__(int_array(tile_shape), memref, int_array(dim_map), int_array(steps),
                         IntAttr(sparse_dim), StringAttr(padding))

    tile_shape = int_tuple_property("tile_shape_attr")
    dim_map = int_tuple_property("dim_map_attr")
    steps = int_tuple_property("steps_attr")

    @property
    def sparse_dim(self) -> int:
        return self.sparse_dim_attr.data

    @property
    def padding(self) -> str:
        return self.padding_attr.data

    @property
    def element_type(self) -> Attribute:
        return self.memref.element_type

    def tile_tensor_type(self) -> TensorType:
        """The tensor a whole-tile load of this view produces."""
        return TensorType(self.memref.element_type, self.tile_shape)

    def verify(self) -> None:
        from xdsl.utils.exceptions import VerifyException

        rank = len(self.tile_shape)
        if len(self.dim_map) != rank or len(self.steps) != rank:
            raise VerifyException("tiled_view needs one dim_map entry and one step per tile dimension")
        if sorted(self.dim_map) != sorted(set(self.dim_map)) or any(
                not 0 <= d < self.memref.rank for d in self.dim_map):
            raise VerifyException("tiled_view dim_map must be injective into the memref dimensions")
        if any(d <= 0 for d in self.tile_shape):
            raise VerifyException("tiled_view tile extents must be positive")

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string("tile = ")
            _print_dims(printer, self.tile_shape, "x")
            printer.print_string(", ")
            printer.print_attribute(self.memref)
            if self.dim_map != tuple(range(len(self.tile_shape))):
                printer.print_string(", dim_map = [")
                _print_dims(printer, self.dim_map, ", ")
                printer.print_string("]")
            if self.steps != self.tile_shape:
                printer.print_string(", steps = [")
                _print_dims(printer, self.steps, ", ")
                printer.print_string("]")
            if self.sparse_dim >= 0:
                printer.print_string(f", sparse_dim = {self.sparse_dim}")
            if self.padding:
                printer.print_string(f", padding = {self.padding}")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        with parser.in_angle_brackets():
            parser.parse_keyword("tile")
            parser.parse_punctuation("=")
            tile = parser.parse_dimension_list()
            if tile and tile[-1] is None:  # pragma: no cover - defensive
                tile = tile[:-1]
            parser.parse_punctuation(",")
            memref = parser.parse_type()
            dim_map: list[int] | None = None
            steps: list[int] | None = None
            sparse_dim, padding = -1, ""
            while parser.parse_optional_punctuation(",") is not None:
                key = parser.parse_keyword_in(("dim_map", "steps", "sparse_dim", "padding"))
                parser.parse_punctuation("=")
                if key == "dim_map":
                    dim_map = _parse_int_list(parser)
                elif key == "steps":
                    steps = _parse_int_list(parser)
                elif key == "sparse_dim":
                    sparse_dim = parser.parse_integer()
                else:
                    padding = parser.parse_identifier()
        dim_map = list(range(len(tile))) if dim_map is None else dim_map
        steps = list(tile) if steps is None else steps
        return [int_array(tile), memref, int_array(dim_map), int_array(steps), IntAttr(sparse_dim), StringAttr(padding)]


def is_pointer_like(t: Attribute) -> bool:
    """A pointer or a tensor of pointers."""
    if isinstance(t, TensorType):
        t = t.element_type
    return isinstance(t, PointerType)


__all__ = [
    "DYNAMIC",
    "GLOBAL_SPACE",
    "PointerType",
    "MemTokenType",
    "ProgramIdType",
    "QueueType",
    "MemRefType",
    "TiledViewType",
    "is_pointer_like",
]
