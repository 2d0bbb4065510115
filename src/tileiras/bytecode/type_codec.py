"""Types in bytecode: decoding the Type section lazily and interning types when writing.

Each type entry is `tag:varint` and a payload that refers to other types by index (see
`format.TypeTag`). The reader resolves an index on first use, caches it, and rejects cycles
and nesting deeper than `MAX_TYPE_DEPTH`; the writer encodes children before their parent so
that indices always point backwards, as cuTile Python does.
"""

from __future__ import annotations

from xdsl.dialects.builtin import FunctionType, IntAttr, NoneAttr
from xdsl.ir import Attribute

from tileiras.bytecode.cursor import Cursor
from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.format import (
    MAX_TILE_ELEMENTS,
    PTR_FLAGS_SINCE,
    TYPE_TAG_NAMES,
    TYPE_TAG_SINCE,
    UNIFIED_TYPE_FLAGS_SINCE,
    TypeTag,
)
from tileiras.bytecode.tables import InternTable, OffsetTable
from tileiras.bytecode.varint import encode_uvarint
from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.enums import PaddingValue
from tileiras.dialects.cuda_tile.versions import Version

MAX_TYPE_DEPTH = 64
"""Deepest nesting of type references the reader follows."""

SCALAR_TAGS: dict[TypeTag, Attribute] = {
    TypeTag.I1: ctt.i1,
    TypeTag.I8: ctt.i8,
    TypeTag.I16: ctt.i16,
    TypeTag.I32: ctt.i32,
    TypeTag.I64: ctt.i64,
    TypeTag.F16: ctt.f16,
    TypeTag.BF16: ctt.bf16,
    TypeTag.F32: ctt.f32,
    TypeTag.TF32: ctt.tf32,
    TypeTag.F64: ctt.f64,
    TypeTag.F8E4M3FN: ctt.f8E4M3FN,
    TypeTag.F8E5M2: ctt.f8E5M2,
    TypeTag.TOKEN: ctt.TokenType(),
    TypeTag.F8E8M0FNU: ctt.f8E8M0FNU,
    TypeTag.F4E2M1FN: ctt.f4E2M1FN,
    TypeTag.I4: ctt.i4,
    TypeTag.F8E5M3FNU: ctt.f8E5M3FNU,
}
TAG_OF_SCALAR: dict[Attribute, TypeTag] = {t: tag for tag, t in SCALAR_TAGS.items()}

INT32_MAX = 0x7FFFFFFF
INT32_MIN = -0x80000000


def check_i32_values(cur: Cursor, values: list[int], what: str) -> None:
    """NVIDIA rejects INT32_MAX and INT32_MIN in i32 arrays (they are sentinels in MLIR)."""
    for v in values:
        if v in (INT32_MAX, INT32_MIN):
            raise cur.error(f"{what} contains unsupported value {v}")


class TypeReader:
    """Resolves type indices of one file's Type section."""

    def __init__(self, table: OffsetTable, version: Version):
        self.table = table
        self.version = version
        self._cache: dict[int, Attribute] = {}
        self._active: list[int] = []

    def __len__(self) -> int:
        return len(self.table)

    def get(self, index: int) -> Attribute:
        cached = self._cache.get(index)
        if cached is not None:
            return cached
        if not 0 <= index < len(self.table):
            raise BytecodeError(f"type index {index} out of bounds (type table has "
                                f"{len(self.table)} entries)")
        if index in self._active:
            raise BytecodeError(f"type {index} refers to itself")
        if len(self._active) >= MAX_TYPE_DEPTH:
            raise BytecodeError(f"types nest deeper than {MAX_TYPE_DEPTH} levels")
        self._active.append(index)
        try:
            cur = self.table.entry(index)
            t = self._decode(cur)  # trailing bytes are ignored, as NVIDIA does
        finally:
            self._active.pop()
        self._cache[index] = t
        return t

    def read(self, cur: Cursor, what: str = "type") -> Attribute:
        """Read a type index from `cur` and resolve it."""
        index = cur.uvarint(f"{what} index")
        try:
            return self.get(index)
        except BytecodeError as e:
            if e.offset is None:
                raise cur.error(e.message) from None
            raise

    # --- decoding -------------------------------------------------------------------------
    def _decode(self, cur: Cursor) -> Attribute:
        raw_tag = cur.uvarint("type tag")
        try:
            tag = TypeTag(raw_tag)
        except ValueError:
            raise cur.error(f"unknown type tag: {raw_tag}") from None
        since = TYPE_TAG_SINCE.get(tag)
        if since is not None and self.version < since:
            raise cur.error(f"type '{TYPE_TAG_NAMES[tag]}' requires bytecode version {since}+, "
                            f"file version is {self.version}")
        scalar = SCALAR_TAGS.get(tag)
        if scalar is not None:
            return scalar
        if tag == TypeTag.POINTER:
            return self._pointer(cur)
        if tag == TypeTag.TILE:
            return self._tile(cur)
        if tag == TypeTag.TENSOR_VIEW:
            return self._tensor_view(cur)
        if tag == TypeTag.PARTITION_VIEW:
            return self._partition_view(cur)
        if tag == TypeTag.STRIDED_VIEW:
            return self._strided_view(cur)
        if tag == TypeTag.GATHER_SCATTER_VIEW:
            return self._gather_scatter_view(cur)
        if tag == TypeTag.FUNCTION:
            return self._function(cur)
        raise cur.error(f"unknown type tag: {raw_tag}")  # pragma: no cover

    def _flags(self, cur: Cursor, allowed: int) -> int:
        flags = cur.uvarint("optional parameter flags")
        if flags & ~allowed:
            raise cur.error(f"unused bits set in optional parameter flags (0x{flags:x})")
        return flags

    def _pointer(self, cur: Cursor) -> Attribute:
        flags = self._flags(cur, 0x1) if self.version >= PTR_FLAGS_SINCE else 0
        pointee = self.read(cur, "pointee type")
        if not ctt.is_element_type(pointee):
            raise cur.error(f"pointer pointee must be an integer or float type, got {pointee}")
        ptr_attr = self._ptr_attr(cur) if flags & 0x1 else None
        return ctt.PointerType(pointee, ptr_attr)

    def _ptr_attr(self, cur: Cursor) -> IntAttr:
        """The 13.4 pointer attribute (an enum: none, unicast, multicast) as `IntAttr(code)`."""
        code = cur.uvarint("pointer attribute")
        if code >= len(ctt.PTR_ATTR_NAMES):
            raise cur.error(f"invalid pointer attribute value: {code}")
        return IntAttr(code)

    def _tile(self, cur: Cursor) -> Attribute:
        element = self.read(cur, "tile element type")
        if not (ctt.is_element_type(element) or isinstance(element, ctt.PointerType)):
            raise cur.error(f"tile element type must be integer, float, or valid pointer, "
                            f"got: {element}")
        shape = cur.int_array(8, "tile shape")
        elements = 1
        for d in shape:
            if d <= 0:
                raise cur.error(f"all dimensions must be positive constants, got {d}")
            elements *= d
            if elements > MAX_TILE_ELEMENTS:
                raise cur.error(f"tile would exceed the maximum of {MAX_TILE_ELEMENTS} elements")
        return ctt.TileType(shape, element)

    def _tensor_view(self, cur: Cursor) -> Attribute:
        flags = self._flags(cur, 0x1) if self.version >= PTR_FLAGS_SINCE else 0
        element = self.read(cur, "tensor_view element type")
        if not ctt.is_element_type(element):
            raise cur.error(f"tensor_view element type must be integer or float, got: {element}")
        shape = cur.int_array(8, "tensor_view shape")
        strides = cur.int_array(8, "tensor_view strides")
        if len(shape) != len(strides):
            raise cur.error(f"expected shape and stride to be of same rank but got shape of rank "
                            f"{len(shape)} and stride of rank {len(strides)}")
        ptr_attr = self._ptr_attr(cur) if flags & 0x1 else None
        return ctt.TensorViewType(element, shape, strides, ptr_attr)

    def _padding(self, cur: Cursor) -> PaddingValue:
        code = cur.uvarint("padding value")
        try:
            return PaddingValue.from_code(code)  # type: ignore[return-value]
        except ValueError:
            raise cur.error(f"invalid integer value for enum type: {code}") from None

    def _view_head(self, cur: Cursor) -> int:
        """The 13.3+ flags varint of a view type (bit 0: padding value present)."""
        return self._flags(cur, 0x1)

    def _tensor_view_ref(self, cur: Cursor) -> ctt.TensorViewType:
        tv = self.read(cur, "tensor_view type")
        if not isinstance(tv, ctt.TensorViewType):
            raise cur.error(f"expected a tensor_view type but got {tv}")
        return tv

    def _i32s(self, cur: Cursor, what: str) -> list[int]:
        values = cur.int_array(4, what)
        check_i32_values(cur, values, what)
        return values

    def _partition_view(self, cur: Cursor) -> Attribute:
        unified = self.version >= UNIFIED_TYPE_FLAGS_SINCE
        flags = self._view_head(cur) if unified else 0
        tile_shape = self._i32s(cur, "tile shape")
        tv = self._tensor_view_ref(cur)
        dim_map = self._i32s(cur, "dim_map")
        padding = None
        if unified:
            if flags & 0x1:
                padding = self._padding(cur)
        else:
            present = cur.u8("padding presence byte")
            if present > 1:
                raise cur.error(f"invalid presence byte for optional attribute: {present}")
            if present:
                padding = self._padding(cur)
        return ctt.PartitionViewType(tile_shape, tv, dim_map, padding)

    def _strided_view(self, cur: Cursor) -> Attribute:
        flags = self._view_head(cur)
        tile_shape = self._i32s(cur, "tile shape")
        strides = self._i32s(cur, "traversal_strides")
        tv = self._tensor_view_ref(cur)
        dim_map = self._i32s(cur, "dim_map")
        padding = self._padding(cur) if flags & 0x1 else None
        return ctt.StridedViewType(tile_shape, strides, tv, dim_map, padding)

    def _gather_scatter_view(self, cur: Cursor) -> Attribute:
        flags = self._view_head(cur)
        tile_shape = self._i32s(cur, "tile shape")
        tv = self._tensor_view_ref(cur)
        sparse_dim = cur.uvarint("sparse_dim")
        if sparse_dim > 0xFFFFFFFF:
            raise cur.error(f"sparse_dim value {sparse_dim} exceeds uint32_t range")
        padding = self._padding(cur) if flags & 0x1 else None
        return ctt.GatherScatterViewType(tile_shape, tv, sparse_dim, padding)

    def _function(self, cur: Cursor) -> Attribute:
        n_in = cur.count("function parameters")
        inputs = [self.read(cur, "parameter type") for _ in range(n_in)]
        n_out = cur.count("function results")
        outputs = [self.read(cur, "result type") for _ in range(n_out)]
        return FunctionType.from_lists(inputs, outputs)


class TypeWriter:
    """Interns types for the Type section; i1 and i32 come first, as in cuTile Python."""

    def __init__(self, version: Version):
        self.version = version
        self.table = InternTable()
        self._memo: dict[Attribute, int] = {}
        self.index(ctt.i1)
        self.index(ctt.i32)

    def index(self, t: Attribute) -> int:
        found = self._memo.get(t)
        if found is not None:
            return found
        idx = self.table.intern(self._encode(t))
        self._memo[t] = idx
        return idx

    def _check_since(self, tag: TypeTag, t: Attribute) -> None:
        since = TYPE_TAG_SINCE.get(tag)
        if since is not None and self.version < since:
            raise BytecodeError(f"type {_describe(t)} requires bytecode version {since}+, "
                                f"cannot write version {self.version}")

    def _encode(self, t: Attribute) -> bytes:
        tag = TAG_OF_SCALAR.get(t)
        if tag is not None:
            self._check_since(tag, t)
            return encode_uvarint(tag)
        out = bytearray()
        if isinstance(t, ctt.PointerType):
            pointee = self.index(t.pointee)
            has_attr = not isinstance(t.ptr_attr, NoneAttr)
            out += encode_uvarint(TypeTag.POINTER)
            if self.version >= PTR_FLAGS_SINCE:
                out += encode_uvarint(1 if has_attr else 0)
            elif has_attr:
                raise BytecodeError(f"pointer attribute of {_describe(t)} requires bytecode "
                                    f"version {PTR_FLAGS_SINCE}+, cannot write version "
                                    f"{self.version}")
            out += encode_uvarint(pointee)
            if has_attr:
                out += encode_uvarint(_ptr_attr_code(t.ptr_attr))
        elif isinstance(t, ctt.TileType):
            element = self.index(t.element_type)
            out += encode_uvarint(TypeTag.TILE) + encode_uvarint(element)
            out += _int_array(t.shape, 8)
        elif isinstance(t, ctt.TensorViewType):
            element = self.index(t.element_type)
            has_attr = not isinstance(t.ptr_attr, NoneAttr)
            out += encode_uvarint(TypeTag.TENSOR_VIEW)
            if self.version >= PTR_FLAGS_SINCE:
                out += encode_uvarint(1 if has_attr else 0)
            elif has_attr:
                raise BytecodeError(f"tensor_view ptr attribute requires bytecode version "
                                    f"{PTR_FLAGS_SINCE}+, cannot write version {self.version}")
            out += encode_uvarint(element) + _int_array(t.shape, 8) + _int_array(t.strides, 8)
            if has_attr:
                out += encode_uvarint(_ptr_attr_code(t.ptr_attr))
        elif isinstance(t, ctt.PartitionViewType):
            tv = self.index(t.tensor_view)
            out += encode_uvarint(TypeTag.PARTITION_VIEW)
            unified = self.version >= UNIFIED_TYPE_FLAGS_SINCE
            if unified:
                out += encode_uvarint(0 if t.padding is None else 1)
            out += _int_array(t.tile_shape, 4) + encode_uvarint(tv) + _int_array(t.dim_map, 4)
            if unified:
                if t.padding is not None:
                    out += encode_uvarint(t.padding.code)
            else:
                out += encode_uvarint(0 if t.padding is None else 1)
                if t.padding is not None:
                    out += encode_uvarint(t.padding.code)
        elif isinstance(t, ctt.StridedViewType):
            self._check_since(TypeTag.STRIDED_VIEW, t)
            tv = self.index(t.tensor_view)
            out += encode_uvarint(TypeTag.STRIDED_VIEW)
            out += encode_uvarint(0 if t.padding is None else 1)
            out += _int_array(t.tile_shape, 4) + _int_array(t.traversal_strides, 4)
            out += encode_uvarint(tv) + _int_array(t.dim_map, 4)
            if t.padding is not None:
                out += encode_uvarint(t.padding.code)
        elif isinstance(t, ctt.GatherScatterViewType):
            self._check_since(TypeTag.GATHER_SCATTER_VIEW, t)
            tv = self.index(t.tensor_view)
            out += encode_uvarint(TypeTag.GATHER_SCATTER_VIEW)
            out += encode_uvarint(0 if t.padding is None else 1)
            out += _int_array(t.tile_shape, 4) + encode_uvarint(tv)
            out += encode_uvarint(t.sparse_dim)
            if t.padding is not None:
                out += encode_uvarint(t.padding.code)
        elif isinstance(t, FunctionType):
            inputs = [self.index(x) for x in t.inputs.data]
            outputs = [self.index(x) for x in t.outputs.data]
            out += encode_uvarint(TypeTag.FUNCTION)
            out += encode_uvarint(len(inputs)) + b"".join(encode_uvarint(i) for i in inputs)
            out += encode_uvarint(len(outputs)) + b"".join(encode_uvarint(i) for i in outputs)
        else:
            raise BytecodeError(f"type {_describe(t)} cannot be written to bytecode")
        return bytes(out)


def _describe(t: Attribute) -> str:
    try:
        return ctt.format_type(t)
    except ValueError:
        return str(t)


def _int_array(values, width: int) -> bytes:
    out = bytearray(encode_uvarint(len(values)))
    lo, hi = -(1 << (8 * width - 1)), (1 << (8 * width - 1))
    for v in values:
        if not lo <= v < hi:
            raise BytecodeError(f"value {v} does not fit in {8 * width} bits")
        out += int(v).to_bytes(width, "little", signed=True)
    return bytes(out)


def _ptr_attr_code(attr: Attribute) -> int:
    if isinstance(attr, IntAttr) and 0 <= attr.data < len(ctt.PTR_ATTR_NAMES):
        return attr.data
    raise BytecodeError(f"unsupported pointer attribute {attr}")

