"""Constants of the TileIR bytecode container: magic, header tag bits, section ids and
alignments, type / attribute / debug tags, function flags and padding.

Values are those NVIDIA's tileiras 13.5 reads and cuTile Python 1.7.0 writes (see
shared/notes/bytecode-format.md for the full layout).
"""

from __future__ import annotations

from enum import IntEnum

from tileiras.dialects.cuda_tile.versions import V13_2, V13_3, V13_4, V13_5, Version

MAGIC = b"\x7fTileIR\x00"
"""The first 8 bytes of every file."""

HEADER_SIZE = len(MAGIC) + 4
"""Magic, then `u8 major`, `u8 minor`, `u16 LE tag`."""

TAG_PREVIEW = 0x1
"""Header tag bit 0: the file uses public-preview features (valid only at the newest version)."""

PAD_BYTE = 0xCB
"""Padding byte written before aligned data."""


class Section(IntEnum):
    """Section ids (low 7 bits of a section's first byte; bit 7 flags an alignment field)."""

    END = 0
    STRING = 1
    FUNC = 2
    DEBUG = 3
    CONSTANT = 4
    TYPE = 5
    GLOBAL = 6
    PRODUCER = 7


NUM_SECTIONS = 8
SECTION_ALIGNED_FLAG = 0x80

SECTION_ALIGNMENT: dict[Section, int] = {
    Section.STRING: 4,
    Section.TYPE: 4,
    Section.CONSTANT: 8,
    Section.DEBUG: 8,
    Section.FUNC: 8,
}
"""Sections whose alignment must be a multiple of this (the reader checks, the writer uses it)."""

WRITE_ORDER: tuple[Section, ...] = (
    Section.FUNC,
    Section.GLOBAL,
    Section.CONSTANT,
    Section.DEBUG,
    Section.TYPE,
    Section.PRODUCER,
    Section.STRING,
)
"""The order cuTile Python writes sections in (Global and Producer only when non-empty)."""


class TypeTag(IntEnum):
    """First varint of each type-table entry."""

    I1 = 0
    I8 = 1
    I16 = 2
    I32 = 3
    I64 = 4
    F16 = 5
    BF16 = 6
    F32 = 7
    TF32 = 8
    F64 = 9
    F8E4M3FN = 10
    F8E5M2 = 11
    POINTER = 12
    TILE = 13
    TENSOR_VIEW = 14
    PARTITION_VIEW = 15
    FUNCTION = 16
    TOKEN = 17
    F8E8M0FNU = 18
    F4E2M1FN = 19
    GATHER_SCATTER_VIEW = 20
    STRIDED_VIEW = 21
    I4 = 22
    F8E5M3FNU = 130


TYPE_TAG_SINCE: dict[TypeTag, Version] = {
    TypeTag.F8E8M0FNU: V13_2,
    TypeTag.F4E2M1FN: V13_3,
    TypeTag.I4: V13_3,
    TypeTag.GATHER_SCATTER_VIEW: V13_3,
    TypeTag.STRIDED_VIEW: V13_3,
    TypeTag.F8E5M3FNU: V13_4,
}
"""Type tags newer than 13.1."""

TYPE_TAG_NAMES: dict[TypeTag, str] = {
    TypeTag.F8E8M0FNU: "Float8E8M0FNU",
    TypeTag.F4E2M1FN: "Float4E2M1FN",
    TypeTag.I4: "Int4",
    TypeTag.GATHER_SCATTER_VIEW: "GatherScatterViewType",
    TypeTag.STRIDED_VIEW: "StridedViewType",
    TypeTag.F8E5M3FNU: "FloatNV8E5M3FNU",
}
"""NVIDIA's names of the newer types, as its version errors spell them."""

UNIFIED_TYPE_FLAGS_SINCE = V13_3
"""From 13.3 view types start with an optional-parameter flags varint."""

PTR_FLAGS_SINCE = V13_4
"""From 13.4 `ptr` and `tensor_view` start with a flags varint (bit 0: a ptr attribute byte)."""


class AttrTag(IntEnum):
    """Tags of self-contained (tagged) attributes."""

    INTEGER = 1
    FLOAT = 2
    BOOL = 3
    TYPE = 4
    STRING = 5
    ARRAY = 6
    DENSE_ELEMENTS = 7
    DIV_BY = 8
    SAME_ELEMENTS = 9
    DICTIONARY = 10
    OPTIMIZATION_HINTS = 11
    BOUNDED = 12
    MULTIMEM_REDUCTION_KIND = 13
    """13.5: a `#cuda_tile.multimem_reduction_kind<...>` (an enum varint)."""


MULTIMEM_REDUCTION_KIND_TAG_SINCE = V13_5


class DebugTag(IntEnum):
    """Tags of debug-info attributes; any other tag reads as an unknown location."""

    UNKNOWN = 0
    COMPILE_UNIT = 1
    FILE = 2
    LEXICAL_BLOCK = 3
    LOC = 4
    SUBPROGRAM = 5
    CALL_SITE = 6


SUBPROGRAM_FLAGS_SINCE = V13_5
"""From 13.5 a DISubprogram record ends with a flags varint (no flag is defined: must be 0)."""


class FunctionFlags:
    """Bits of the function-table entry's flags byte."""

    PRIVATE = 0x1
    KERNEL = 0x2
    HAS_HINTS = 0x4
    """Up to 13.4: optimization hints follow."""
    FORM_MASK = 0xC
    """From 13.5 bits 2-3 are the entry's form: 0 plain, 1 extern implementation (preview),
    2 testing (test builds only), 3 reserved."""
    EXTERN_IMPL = 0x4
    FORM_TESTING = 0x8
    FORM_RESERVED = 0xC


UNKNOWN_FUNCTION_FLAGS_REFUSED = V13_4
"""From 13.4 a function entry's unknown flag bits are refused; NVIDIA's 13.1 and 13.3 readers
ignore them (a 13.1 entry with bit 0x8 set compiles: issue 11, defect 5)."""

ENTRY_LAYOUT_13_5 = V13_5
"""From 13.5 a kernel entry always carries hints, then a tagged array of argument attributes."""

DEBUG_RESERVED = 1
"""Debug indices 0 means 'unknown location'; real indices start at 1."""

