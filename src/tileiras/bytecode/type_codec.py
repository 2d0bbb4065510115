"""Types in bytecode: decoding the Type section lazily and interning types when writing.

Each type entry is `tag:varint` and a payload that refers to other types by index (see
`format.TypeTag`). The reader resolves an index on first use, caches it, and rejects cycles
and nesting deeper than `MAX_TYPE_DEPTH`; the writer encodes children before their parent so
that indices always point backwards, as cuTile Python does.
"""

from __future__ import annotations

from xdsl.dialects.builtin import FunctionType, IntAttr, NoneAttr
from xdsl.ir import Attribute
from xdsl.utils.exceptions import VerifyException

from tileiras.bytecode.cursor import Cursor
from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.format import (
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
from tileiras.dialects.cuda_tile.verifiers import verify_type
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


def check_i32_values(cur: Cursor, values: list[int], what: str = "array") -> None:
    """NVIDIA rejects INT32_MAX and INT32_MIN in i32 arrays (they are sentinels in MLIR)."""
    for v in values:
        if v in (INT32_MAX, INT32_MIN):
            raise cur.error(f"{what} contains unsupported value {v}")


class TypeReader:
    """Resolves type indices of one file's Type section, as NVIDIA's lazy type table does.

    An index out of range, a cycle or an entry with bad bounds gives no message of its own
    (the caller says which type it failed to get); a type is checked (`verify_type`) once
    its parameters are read, at the offset reached in its payload.
    """

    def __init__(self, table: OffsetTable, version: Version, preview: bool = False):
        self.table = table
        self.version = version
        self.preview = preview
        self._cache: dict[int, Attribute] = {}
        self._active: list[int] = []

    def __len__(self) -> int:
        return len(self.table)

    def get(self, index: int) -> Attribute:
        """Type `index`; `BytecodeError` (possibly without a message) when it cannot be had."""
        cached = self._cache.get(index)
        if cached is not None:
            return cached
        entry = self.table.entry(index)
        if entry is None or index in self._active or len(self._active) >= MAX_TYPE_DEPTH:
            raise BytecodeError(None)
        self._active.append(index)
        try:
            raw_tag = entry.uvarint(None)
            t = self._decode(raw_tag, entry.reader())  # trailing bytes are ignored, as NVIDIA does
        finally:
            self._active.pop()
        self._cache[index] = t
        return t

    def read(self, cur: Cursor, context: str) -> Attribute:
        """Read a type index from `cur` and resolve it; `context`: NVIDIA's line on failure."""
        with cur.context(context):
            return self.get(cur.uvarint(None))

    # --- decoding -------------------------------------------------------------------------
    def _decode(self, raw_tag: int, cur: Cursor) -> Attribute:
        try:
            tag = TypeTag(raw_tag)
        except ValueError:
            raise BytecodeError(f"unknown type tag: {raw_tag}") from None
        since = TYPE_TAG_SINCE.get(tag)
        if since is not None and self.version < since:
            raise BytecodeError(f"type '{TYPE_TAG_NAMES[tag]}' requires bytecode version {since}+, "
                                f"file version is {self.version}")
        scalar = SCALAR_TAGS.get(tag)
        if scalar is not None:
            return scalar
        decode = {
            TypeTag.POINTER: self._pointer,
            TypeTag.TILE: self._tile,
            TypeTag.TENSOR_VIEW: self._tensor_view,
            TypeTag.PARTITION_VIEW: self._partition_view,
            TypeTag.STRIDED_VIEW: self._strided_view,
            TypeTag.GATHER_SCATTER_VIEW: self._gather_scatter_view,
            TypeTag.FUNCTION: self._function,
        }[tag]
        t = decode(cur)
        try:
            verify_type(t)
        except VerifyException as e:
            raise cur.error(str(e)) from None
        return t

    def _flags(self, cur: Cursor) -> int:
        """The optional-parameter flags; NVIDIA checks them (`_check_flags`) once the
        required parameters are read, before the optional ones."""
        return cur.uvarint("failed to read optional parameter flags")

    def _check_flags(self, cur: Cursor, flags: int | None, allowed: int = 0x1) -> int:
        if flags is not None and flags & ~allowed:
            raise cur.error("unused bits set in optional parameter flags")
        return flags or 0

    def _pointer(self, cur: Cursor) -> Attribute:
        flags = self._flags(cur) if self.version >= PTR_FLAGS_SINCE else None
        pointee = self.read(cur, "failed to get pointeeType type")
        ptr_attr = self._ptr_attr(cur) if self._check_flags(cur, flags) else None
        return ctt.PointerType(pointee, ptr_attr)

    def _ptr_attr(self, cur: Cursor) -> IntAttr:
        """The 13.4 pointer attribute (an enum: none, unicast, multicast) as `IntAttr(code)`."""
        code = cur.uvarint("failed to read VarInt for enum attribute.")
        if code >= len(ctt.PTR_ATTR_NAMES):
            raise cur.error(f"invalid integer value for enum type: {code}")
        return IntAttr(code)

    def _tile(self, cur: Cursor) -> Attribute:
        element = self.read(cur, "failed to get elementType type")
        shape = self._array(cur, 8, "failed to read concreteShapeCache")
        return ctt.TileType(shape, element)

    def _array(self, cur: Cursor, width: int, message: str) -> list[int]:
        with cur.context(message):
            return cur.int_array(width)

    def _tensor_view(self, cur: Cursor) -> Attribute:
        flags = self._flags(cur) if self.version >= PTR_FLAGS_SINCE else None
        element = self.read(cur, "failed to get element_type type")
        shape = self._array(cur, 8, "failed to read shape")
        strides = self._array(cur, 8, "failed to read strides")
        ptr_attr = self._ptr_attr(cur) if self._check_flags(cur, flags) else None
        return ctt.TensorViewType(element, shape, strides, ptr_attr)

    def _padding(self, cur: Cursor) -> PaddingValue:
        code = cur.uvarint("failed to read VarInt for enum attribute.")
        try:
            return PaddingValue.from_code(code)  # type: ignore[return-value]
        except ValueError:
            raise cur.error(f"invalid integer value for enum type: {code}") from None

    def _tensor_view_ref(self, cur: Cursor) -> ctt.TensorViewType:
        tv = self.read(cur, "failed to get tensor_view type")
        if not isinstance(tv, ctt.TensorViewType):
            raise cur.error(f"expected ::mlir::cuda_tile::TensorViewType but got {_quoted(tv)}")
        return tv

    def _i32s(self, cur: Cursor, message: str) -> list[int]:
        values = self._array(cur, 4, message)
        check_i32_values(cur, values, "array")
        return values

    def _optional_padding(self, cur: Cursor, flags: int | None) -> PaddingValue | None:
        if flags is not None:
            return self._padding(cur) if self._check_flags(cur, flags) else None
        present = cur.u8("failed to read OptionalEnum presence flag")
        if present > 1:
            raise cur.error(f"invalid presence byte for optional attribute: {present}")
        return self._padding(cur) if present else None

    def _partition_view(self, cur: Cursor) -> Attribute:
        flags = self._flags(cur) if self.version >= UNIFIED_TYPE_FLAGS_SINCE else None
        tile_shape = self._i32s(cur, "failed to read tile_shape data")
        tv = self._tensor_view_ref(cur)
        dim_map = self._i32s(cur, "failed to read dim_map")
        return ctt.PartitionViewType(tile_shape, tv, dim_map, self._optional_padding(cur, flags))

    def _strided_view(self, cur: Cursor) -> Attribute:
        flags = self._flags(cur)
        tile_shape = self._i32s(cur, "failed to read tile_shape data")
        strides = self._i32s(cur, "failed to read traversal_strides data")
        tv = self._tensor_view_ref(cur)
        dim_map = self._i32s(cur, "failed to read dim_map")
        return ctt.StridedViewType(tile_shape, strides, tv, dim_map, self._optional_padding(cur, flags))

    def _gather_scatter_view(self, cur: Cursor) -> Attribute:
        flags = self._flags(cur)
        tile_shape = self._i32s(cur, "failed to read tile_shape data")
        tv = self._tensor_view_ref(cur)
        sparse_dim = cur.uvarint("failed to read sparse_dim")
        if sparse_dim > 0xFFFFFFFF:
            raise cur.error(f"sparse_dim value {sparse_dim} exceeds uint32_t range")
        return ctt.GatherScatterViewType(tile_shape, tv, sparse_dim,
                                         self._optional_padding(cur, flags))

    def _function(self, cur: Cursor) -> Attribute:
        n_in = cur.bounded_uvarint("failed to read number of parameters")
        inputs = [self.read(cur, "failed to get parameter type") for _ in range(n_in)]
        n_out = cur.bounded_uvarint("failed to read number of results")
        outputs = [self.read(cur, "failed to get result type") for _ in range(n_out)]
        return FunctionType.from_lists(inputs, outputs)


def _quoted(t: Attribute) -> str:
    """A type as MLIR streams it into a diagnostic: `'!cuda_tile.tile<4xf32>'`, `'i32'`."""
    from tileiras.dialects.cuda_tile.asm.values import format_builtin_type

    return f"'{format_builtin_type(t)}'"


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
            out += encode_uvarint(TypeTag.POINTER) + self._ptr_flags(t)
            out += encode_uvarint(pointee)
            if not isinstance(t.ptr_attr, NoneAttr):
                out += encode_uvarint(_ptr_attr_code(t.ptr_attr))
        elif isinstance(t, ctt.TileType):
            element = self.index(t.element_type)
            out += encode_uvarint(TypeTag.TILE) + encode_uvarint(element)
            out += _int_array(t.shape, 8)
        elif isinstance(t, ctt.TensorViewType):
            element = self.index(t.element_type)
            out += encode_uvarint(TypeTag.TENSOR_VIEW) + self._ptr_flags(t)
            out += encode_uvarint(element) + _int_array(t.shape, 8) + _int_array(t.strides, 8)
            if not isinstance(t.ptr_attr, NoneAttr):
                out += encode_uvarint(_ptr_attr_code(t.ptr_attr))
        elif isinstance(t, (ctt.PartitionViewType, ctt.StridedViewType, ctt.GatherScatterViewType)):
            out += self._view(t)
        elif isinstance(t, FunctionType):
            inputs = [self.index(x) for x in t.inputs.data]
            outputs = [self.index(x) for x in t.outputs.data]
            out += encode_uvarint(TypeTag.FUNCTION)
            out += encode_uvarint(len(inputs)) + b"".join(encode_uvarint(i) for i in inputs)
            out += encode_uvarint(len(outputs)) + b"".join(encode_uvarint(i) for i in outputs)
        else:
            raise BytecodeError(f"type {_describe(t)} cannot be written to bytecode")
        return bytes(out)


    def _ptr_flags(self, t: ctt.PointerType | ctt.TensorViewType) -> bytes:
        """The 13.4 flags varint of `ptr` and `tensor_view` (bit 0: a pointer attribute
        follows); before 13.4 there is none, and no pointer attribute can be written."""
        has_attr = not isinstance(t.ptr_attr, NoneAttr)
        if self.version >= PTR_FLAGS_SINCE:
            return encode_uvarint(1 if has_attr else 0)
        if has_attr:
            raise BytecodeError(f"pointer attribute of {_describe(t)} requires bytecode version "
                                f"{PTR_FLAGS_SINCE}+, cannot write version {self.version}")
        return b""

    def _view(self, t: Attribute) -> bytes:
        """A view type: [flags,] tile shape, [traversal strides,] tensor view, then dim_map or
        sparse_dim, then the padding value (before 13.3 a partition view has a presence byte
        instead of the flags)."""
        tag = {ctt.PartitionViewType: TypeTag.PARTITION_VIEW, ctt.StridedViewType: TypeTag.STRIDED_VIEW,
               ctt.GatherScatterViewType: TypeTag.GATHER_SCATTER_VIEW}[type(t)]
        self._check_since(tag, t)
        tv = self.index(t.tensor_view)  # type: ignore[attr-defined]
        padding = t.padding  # type: ignore[attr-defined]
        present = encode_uvarint(0 if padding is None else 1)
        flags = self.version >= UNIFIED_TYPE_FLAGS_SINCE
        out = bytearray(encode_uvarint(tag))
        if flags:
            out += present
        out += _int_array(t.tile_shape, 4)  # type: ignore[attr-defined]
        if isinstance(t, ctt.StridedViewType):
            out += _int_array(t.traversal_strides, 4)
        out += encode_uvarint(tv)
        if isinstance(t, ctt.GatherScatterViewType):
            out += encode_uvarint(t.sparse_dim)
        else:
            out += _int_array(t.dim_map, 4)  # type: ignore[attr-defined]
        if not flags:
            out += present
        if padding is not None:
            out += encode_uvarint(padding.code)
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

