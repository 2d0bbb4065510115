"""Attributes in bytecode: self-contained (tagged) attributes, inline scalars, float bits,
constants (dense tiles) and optimization hints, both directions.

A self-contained attribute is `tag:varint` then a payload (see `format.AttrTag`). xDSL
builtins stand for the plain kinds (IntegerAttr, FloatAttr, StringAttr, ArrayAttr,
DictionaryAttr; a type stands for itself), the cuda_tile attributes for the rest. An integer of
width 1 and the Bool tag both read as an i1 IntegerAttr, which is written back with the Bool
tag (what cuTile Python writes).
"""

from __future__ import annotations

import struct
from typing import TYPE_CHECKING

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
)
from xdsl.ir import Attribute, TypeAttribute

from tileiras.bytecode.cursor import MAX_ARRAY_SIZE, Cursor
from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.format import MULTIMEM_REDUCTION_KIND_TAG_SINCE, AttrTag
from tileiras.bytecode.tables import InternTable, OffsetTable
from tileiras.bytecode.varint import U64_MAX, encode_svarint, encode_uvarint, zigzag_decode
from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile import dense
from tileiras.dialects.cuda_tile.enums import MultimemReductionKind
from tileiras.dialects.cuda_tile.strings import bytes_of, text_of
from tileiras.dialects.cuda_tile import types as ctt

if TYPE_CHECKING:
    from tileiras.bytecode.type_codec import TypeReader, TypeWriter

MAX_ATTR_DEPTH = 32
"""Deepest nesting of arrays / dictionaries the reader follows."""

INT64_MAX = (1 << 63) - 1
INT64_MIN = -(1 << 63)

# --- floats -----------------------------------------------------------------------------

_FLOAT_WIDTHS: dict[Attribute, int] = {
    ctt.f16: 16, ctt.bf16: 16, ctt.f32: 32, ctt.f64: 64,
    ctt.f8E4M3FN: 8, ctt.f8E5M2: 8, ctt.f8E8M0FNU: 8, ctt.f4E2M1FN: 4,
}
"""APFloat bit width of each float type a float attribute may have."""

_FLOAT_DTYPES: dict[Attribute, tuple[int, object, object]] = {}


def _float_dtypes() -> dict[Attribute, tuple[int, object, object]]:
    """type: (APFloat bit width, numpy dtype, unsigned storage dtype). Built on first use:
    numpy and ml_dtypes are imported only by an input with float constants."""
    if not _FLOAT_DTYPES:
        import ml_dtypes
        import numpy as np

        _FLOAT_DTYPES.update({
            ctt.f16: (16, np.float16, np.uint16),
            ctt.bf16: (16, ml_dtypes.bfloat16, np.uint16),
            ctt.f32: (32, np.float32, np.uint32),
            ctt.f64: (64, np.float64, np.uint64),
            ctt.f8E4M3FN: (8, ml_dtypes.float8_e4m3fn, np.uint8),
            ctt.f8E5M2: (8, ml_dtypes.float8_e5m2, np.uint8),
            ctt.f8E8M0FNU: (8, ml_dtypes.float8_e8m0fnu, np.uint8),
            ctt.f4E2M1FN: (4, ml_dtypes.float4_e2m1fn, np.uint8),
        })
    return _FLOAT_DTYPES


TF32_BITS = 19


def float_bit_width(t: Attribute) -> int:
    if t == ctt.tf32:
        return TF32_BITS
    width = _FLOAT_WIDTHS.get(t)
    if width is None:
        raise BytecodeError(f"unsupported float type {t} for a float attribute")
    return width


_STRUCT_FLOATS: dict[Attribute, tuple[str, int, int]] = {
    ctt.f16: ("<e", 16, 0), ctt.bf16: ("<f", 16, 16), ctt.f32: ("<f", 32, 0), ctt.f64: ("<d", 64, 0),
}
"""type: (`struct` format, bit width, left shift into that format). `struct` converts these
exactly to a Python float except NaN payloads, so non-NaN values need no numpy."""


def float_from_bits(bits: int, t: Attribute) -> float:
    """The value of an APFloat bit pattern of type `t`."""
    fast = _STRUCT_FLOATS.get(t)
    if fast is not None and not bits >> fast[1]:
        fmt, _, shift = fast
        value = struct.unpack(fmt, (bits << shift).to_bytes(struct.calcsize(fmt), "little"))[0]
        if value == value:  # a NaN keeps its payload only through numpy, below
            return value
    import numpy as np

    if t == ctt.tf32:
        return float(np.array([bits << 13], dtype=np.uint32).view(np.float32)[0])
    width, dtype, storage = _float_dtypes()[t]
    return float(np.array([bits], dtype=storage).view(dtype)[0])


def float_to_bits(value: float, t: Attribute) -> int:
    """The APFloat bit pattern of `value` (already representable in `t`)."""
    import numpy as np

    if t == ctt.tf32:
        bits = int(np.array([value], dtype=np.float32).view(np.uint32)[0])
        return (bits >> 13) & ((1 << TF32_BITS) - 1)
    width, dtype, storage = _float_dtypes()[t]
    with np.errstate(all="ignore"):
        raw = int(np.array([value], dtype=dtype).view(storage)[0])
    return raw & ((1 << width) - 1)


def read_ap_int(cur: Cursor, width: int) -> int:
    """An APInt of `width` bits: one byte up to 8 bits, else a zigzag varint of the bits."""
    if width <= 8:
        value = cur.u8("failed to read byte for APInt (<= 8 bits).")
        if value >> width:
            raise cur.error(f"value {value} does not fit in {width} bits.")
        return value
    if width <= 64:
        raw = cur.uvarint("failed to read signed varint for APInt (<= 64 bits).")
        value = zigzag_decode(raw) & U64_MAX
        if value >> width:
            raise cur.error(f"value {value} does not fit in {width} bits")
        return value
    raise cur.error(f"unsupported APInt width {width}")


def encode_ap_int(bits: int, width: int) -> bytes:
    if width <= 8:
        return bytes([bits])
    if width <= 64:
        signed = bits - (1 << 64) if bits >> 63 else bits
        return encode_svarint(signed)
    raise BytecodeError(f"unsupported APInt width {width}")


# --- constants --------------------------------------------------------------------------


def read_constant(constants: OffsetTable, index: int, t: Attribute, cur: Cursor) -> cta.DenseConstAttr:
    """Constant `index` as a `DenseConstAttr` of tile type `t`, in the canonical form (an
    all-equal buffer becomes the one-element splat, as MLIR stores it). `cur` has just read
    the index; the constant's own bytes are read by a reader of their own."""
    entry = constants.entry(index)
    if entry is None:
        raise cur.error(f"constant index {index} out of bounds")
    if not isinstance(t, ctt.TileType) or not ctt.is_element_type(t.element_type):
        raise entry.error(f"expect Cuda Tile integer or float type but got: {_quoted(t)}")
    size = entry.uvarint("failed to read the size of the data buffer")
    raw = entry.take(size, "failed to read the raw byte data")
    problem = dense.buffer_problem(t, len(raw))
    if problem is not None:
        raise entry.error(problem)
    return dense.canonical(cta.DenseConstAttr(t, bytes(raw)))


def read_constant_index(constants: OffsetTable, t: Attribute, cur: Cursor) -> cta.DenseConstAttr:
    """An inline constant index, then the constant (NVIDIA's `parseConstantAttrIndex`)."""
    return read_constant(constants, cur.uvarint("failed to read constant index"), t, cur)


def _quoted(t: Attribute) -> str:
    from tileiras.dialects.cuda_tile.asm.values import format_builtin_type

    return f"'{format_builtin_type(t)}'"


def encode_constant(attr: cta.DenseConstAttr) -> bytes:
    """A Constant-section entry: the raw size, then the canonical buffer (an all-equal
    buffer is written as its one-element splat, as MLIR's writer does)."""
    data = dense.canonical(attr).data
    return encode_uvarint(len(data)) + data


# --- self-contained attributes: reading ------------------------------------------------


class AttrReader:
    """Decodes attributes with access to the string, type and constant tables."""

    def __init__(self, strings: "StringReader", types: "TypeReader", constants: OffsetTable):
        self.strings = strings
        self.types = types
        self.constants = constants

    def tagged(self, cur: Cursor, depth: int = 0) -> Attribute:
        """A self-contained attribute: tag, then its payload."""
        if depth > MAX_ATTR_DEPTH:
            raise cur.error(f"attributes nest deeper than {MAX_ATTR_DEPTH} levels")
        raw_tag = cur.uvarint("failed to read AttributeTag for self-contained attribute.")
        try:
            tag = AttrTag(raw_tag)
        except ValueError:
            raise cur.error(f"unsupported AttributeTag {raw_tag} for self-contained attribute") from None
        if tag == AttrTag.INTEGER:
            t = self._type_or_none(cur)
            if not isinstance(t, IntegerType):
                raise cur.error("failed to read valid IntegerType for IntegerAttr")
            return self.inline_integer(cur, t)
        if tag == AttrTag.FLOAT:
            t = self._type_or_none(cur)
            if t is None or not ctt.is_float(t):
                raise cur.error("failed to read valid FloatType for FloatAttr")
            return self.inline_float(cur, t)
        if tag == AttrTag.BOOL:
            return IntegerAttr(self.inline_bool(cur), IntegerType(1))
        if tag == AttrTag.TYPE:
            return self.types.read(cur, "failed to get referenced type for TypeAttr")
        if tag == AttrTag.STRING:
            return StringAttr(self.string_attr(cur))
        if tag == AttrTag.ARRAY:
            return self.array(cur, depth)
        if tag == AttrTag.DENSE_ELEMENTS:
            t = self._type_or_none(cur)
            if not isinstance(t, ctt.TileType):
                raise cur.error("failed to read valid MLIR Type for self-contained DenseElementsAttr")
            return read_constant_index(self.constants, t, cur)
        if tag == AttrTag.DIV_BY:
            return self.div_by(cur)
        if tag == AttrTag.SAME_ELEMENTS:
            return self.same_elements(cur)
        if tag == AttrTag.DICTIONARY:
            return self.dictionary(cur, depth)
        if tag == AttrTag.OPTIMIZATION_HINTS:
            return self.hints(cur, depth)
        if tag == AttrTag.BOUNDED:
            return self.bounded(cur)
        if tag == AttrTag.MULTIMEM_REDUCTION_KIND:
            return self.multimem_reduction_kind(cur)
        raise cur.error(f"unsupported AttributeTag {raw_tag}")  # pragma: no cover

    def multimem_reduction_kind(self, cur: Cursor) -> cta.EnumAttr:
        version = self.types.version
        if version < MULTIMEM_REDUCTION_KIND_TAG_SINCE:
            raise BytecodeError(f"attribute 'MultimemReductionKindAttr' requires bytecode version "
                                f"{MULTIMEM_REDUCTION_KIND_TAG_SINCE}+, targeting {version}")
        code = cur.uvarint("failed to read VarInt for enum attribute.")
        try:
            return cta.EnumAttr(MultimemReductionKind.from_code(code & 0xFFFFFFFF))
        except ValueError:
            raise cur.error(f"invalid integer value for enum type: {code & 0xFFFFFFFF}") from None

    def _type_or_none(self, cur: Cursor) -> Attribute | None:
        """A type index whose failure NVIDIA reports only through the caller's message."""
        try:
            return self.types.get(cur.uvarint(None))
        except BytecodeError as e:
            if e.silent:
                return None
            raise

    def string_attr(self, cur: Cursor) -> str:
        with cur.context("failed to read StringAttr."):
            return self.strings.read(cur)

    def inline_bool(self, cur: Cursor) -> int:
        return 1 if cur.u8("failed to read byte for inline bool (i1)") else 0

    def inline_integer(self, cur: Cursor, t: IntegerType) -> IntegerAttr:
        width = t.width.data
        if width == 0 or width > 64:
            raise cur.error(f"unsupported width for inline integer attribute: {width}")
        if width == 1:
            return IntegerAttr(self.inline_bool(cur), t)
        value = cur.uvarint(f"failed to read VarInt for inline integer (width={width})")
        if value >> width:
            raise cur.error(f"value {value} does not fit in {width} bits")
        if value >> (width - 1):
            value -= 1 << width
        return IntegerAttr(value, t)

    def inline_float(self, cur: Cursor, t: Attribute) -> FloatAttr:
        width = float_bit_width(t)
        bits = read_ap_int(cur, width)
        return FloatAttr(float_from_bits(bits, t), t)  # type: ignore[arg-type]

    def array(self, cur: Cursor, depth: int = 0) -> ArrayAttr:
        n = cur.bounded_uvarint("failed to read size for ArrayAttr.")
        items = []
        for i in range(n):
            with cur.context(f"failed to parse ArrayAttr element {i}"):
                items.append(self.tagged(cur, depth + 1))
        return ArrayAttr(items)

    def dictionary(self, cur: Cursor, depth: int = 0) -> DictionaryAttr:
        return DictionaryAttr(dict(self._pairs(cur, depth)))

    def _pairs(self, cur: Cursor, depth: int) -> list[tuple[str, Attribute]]:
        n = cur.bounded_uvarint("failed to read size for DictionaryAttr")
        seen: set[str] = set()
        pairs = []
        duplicate = None
        for i in range(n):
            with cur.context(f"failed to read key for DictionaryAttr element {i}"):
                key = self.strings.read(cur)
            if not key:
                raise cur.error(f"invalid empty attribute name for DictionaryAttr element {i}")
            with cur.context(f"failed to parse DictionaryAttr value for key {key}"):
                value = self.tagged(cur, depth + 1)
            if key in seen and duplicate is None:
                duplicate = key
            seen.add(key)
            pairs.append((key, value))
        if duplicate is not None:
            raise cur.error(f"failed to parse DictionaryAttr, duplicate key found: {duplicate}")
        return pairs

    def hints(self, cur: Cursor, depth: int = 0) -> cta.OptimizationHintsAttr:
        """A dictionary of per-architecture dictionaries."""
        pairs = self._pairs(cur, depth)
        for key, value in pairs:
            if not isinstance(value, DictionaryAttr):
                raise cur.error(f"invalid optimization hints attribute: entry '{key}' is not a "
                                f"dictionary")
        return cta.OptimizationHintsAttr(pairs)  # type: ignore[arg-type]

    def div_by(self, cur: Cursor) -> cta.DivByAttr:
        divisor = cur.uvarint("failed to read divisor")
        flags = cur.uvarint("failed to read optional parameter flags")
        if flags & ~0x3:
            raise cur.error("unused bits set in optional parameter flags")
        every = cur.svarint("failed to read every_val") if flags & 0x1 else None
        along = cur.svarint("failed to read along_val") if flags & 0x2 else None
        return cta.DivByAttr(divisor, every, along)

    def same_elements(self, cur: Cursor) -> cta.SameElementsAttr:
        n = cur.uvarint("failed to read values_attr_storage size")
        if n > MAX_ARRAY_SIZE:
            raise cur.error(f"array size in bytecode ({n}) exceeds maximum supported capacity")
        values = []
        for i in range(n):
            raw = cur.take(8, f"failed to read values_attr_storage element {i}")
            values.append(int.from_bytes(raw, "little", signed=True))
        for v in values:
            if v in (INT64_MAX, INT64_MIN):
                raise cur.error(f"array contains unsupported value {v}")
        return cta.SameElementsAttr(values)

    def bounded(self, cur: Cursor) -> cta.BoundedAttr:
        flags = cur.uvarint("failed to read optional parameter flags")
        if flags & ~0x3:
            raise cur.error("unused bits set in optional parameter flags")
        lower = cur.svarint("failed to read lb_val") if flags & 0x1 else None
        upper = cur.svarint("failed to read ub_val") if flags & 0x2 else None
        return cta.BoundedAttr(lower, upper)


class StringReader:
    """Decodes strings of the String section (any bytes: see `strings.text_of`)."""

    def __init__(self, table: OffsetTable):
        self.table = table
        self._cache: dict[int, str] = {}

    def get(self, index: int) -> str:
        """String `index`; `string index N out of bounds` (an error without an offset)."""
        cached = self._cache.get(index)
        if cached is not None:
            return cached
        if not 0 <= index < len(self.table):
            raise BytecodeError(f"string index {index} out of bounds")
        text = text_of(self.table.string(index))  # any bytes, as NVIDIA reads them
        self._cache[index] = text
        return text

    def read(self, cur: Cursor) -> str:
        """A string index, then the string (a silent failure when the index is missing)."""
        return self.get(cur.uvarint(None))


# --- self-contained attributes: writing ------------------------------------------------


class AttrWriter:
    """Encodes attributes, interning strings, types and constants."""

    def __init__(self, strings: InternTable, types: "TypeWriter", constants: InternTable):
        self.strings = strings
        self.types = types
        self.constants = constants

    def string(self, text: str) -> int:
        return self.strings.intern(bytes_of(text))

    def constant(self, attr: cta.DenseConstAttr) -> int:
        return self.constants.intern(encode_constant(attr))

    def tagged(self, attr: Attribute) -> bytes:
        if isinstance(attr, IntegerAttr):
            t = attr.type
            if isinstance(t, IntegerType) and t.width.data == 1:
                return encode_uvarint(AttrTag.BOOL) + bytes([1 if attr.value.data else 0])
            if not isinstance(t, IntegerType):
                raise BytecodeError(f"integer attribute of type {t} cannot be written to bytecode")
            type_index = self.types.index(t)
            return encode_uvarint(AttrTag.INTEGER) + encode_uvarint(type_index) + self.inline_integer(attr)
        if isinstance(attr, FloatAttr):
            t = attr.type
            width = float_bit_width(t)
            type_index = self.types.index(t)
            bits = float_to_bits(attr.value.data, t)
            return encode_uvarint(AttrTag.FLOAT) + encode_uvarint(type_index) + encode_ap_int(bits, width)
        if isinstance(attr, StringAttr):
            return encode_uvarint(AttrTag.STRING) + encode_uvarint(self.string(attr.data))
        if isinstance(attr, ArrayAttr):
            return encode_uvarint(AttrTag.ARRAY) + self.array(attr)
        if isinstance(attr, cta.DenseConstAttr):
            type_index = self.types.index(attr.type)
            return (encode_uvarint(AttrTag.DENSE_ELEMENTS) + encode_uvarint(type_index)
                    + encode_uvarint(self.constant(attr)))
        if isinstance(attr, cta.DivByAttr):
            out = bytearray(encode_uvarint(AttrTag.DIV_BY))
            out += encode_uvarint(attr.divisor)
            out.append((attr.every is not None) | ((attr.along is not None) << 1))
            if attr.every is not None:
                out += encode_svarint(attr.every)
            if attr.along is not None:
                out += encode_svarint(attr.along)
            return bytes(out)
        if isinstance(attr, cta.SameElementsAttr):
            out = bytearray(encode_uvarint(AttrTag.SAME_ELEMENTS))
            out += encode_uvarint(len(attr.values))
            for v in attr.values:
                out += int(v).to_bytes(8, "little", signed=True)
            return bytes(out)
        if isinstance(attr, DictionaryAttr):
            return encode_uvarint(AttrTag.DICTIONARY) + self.dictionary(list(attr.data.items()))
        if isinstance(attr, cta.OptimizationHintsAttr):
            return encode_uvarint(AttrTag.OPTIMIZATION_HINTS) + self.hints(attr)
        if isinstance(attr, cta.BoundedAttr):
            out = bytearray(encode_uvarint(AttrTag.BOUNDED))
            out.append((attr.lower is not None) | ((attr.upper is not None) << 1))
            if attr.lower is not None:
                out += encode_svarint(attr.lower)
            if attr.upper is not None:
                out += encode_svarint(attr.upper)
            return bytes(out)
        if isinstance(attr, TypeAttribute):
            return encode_uvarint(AttrTag.TYPE) + encode_uvarint(self.types.index(attr))
        if isinstance(attr, cta.EnumAttr) and isinstance(attr.value, MultimemReductionKind):
            version = self.types.version
            if version < MULTIMEM_REDUCTION_KIND_TAG_SINCE:
                raise BytecodeError(f"attribute 'MultimemReductionKindAttr' requires bytecode "
                                    f"version {MULTIMEM_REDUCTION_KIND_TAG_SINCE}+, targeting {version}")
            return encode_uvarint(AttrTag.MULTIMEM_REDUCTION_KIND) + encode_uvarint(attr.value.code)
        raise BytecodeError(f"attribute {attr} cannot be written to bytecode")

    def inline_integer(self, attr: IntegerAttr) -> bytes:
        t = attr.type
        assert isinstance(t, IntegerType)
        width = t.width.data
        if width == 1:
            return bytes([1 if attr.value.data else 0])
        return encode_uvarint(attr.value.data & ((1 << width) - 1))

    def array(self, attr: ArrayAttr) -> bytes:
        return encode_uvarint(len(attr.data)) + b"".join(self.tagged(a) for a in attr.data)

    def dictionary(self, pairs: list[tuple[str, Attribute]]) -> bytes:
        out = bytearray(encode_uvarint(len(pairs)))
        for key, value in pairs:
            out += encode_uvarint(self.string(key))
            out += self.tagged(value)
        return bytes(out)

    def hints(self, attr: cta.OptimizationHintsAttr) -> bytes:
        """The untagged dictionary of an OptimizationHintsAttr."""
        return self.dictionary(list(attr.items))  # type: ignore[arg-type]
