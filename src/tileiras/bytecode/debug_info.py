"""The Debug section: per-function location lists and the debug-attribute table.

Layout: `nfuncs:varint`, padding to 4, `u32 first[nfuncs]` (where each function's list starts),
`nidx:varint`, padding to 8, `u64 indices[nidx]`, then a table (u32 offsets) of debug
attributes. A function entry's `locIndex` (1-based; 0 = no debug info) selects its list: the
function's own location first, then one per op in pre-order. Index 0 is an unknown location;
attribute indices start at 1. Records with an unknown tag read as unknown locations, as in
NVIDIA's reader (cuTile writes one such record when it has no debug info at all).
"""

from __future__ import annotations

from xdsl.dialects.builtin import FileLineColLoc, IntAttr, StringAttr, UnknownLoc
from xdsl.ir import Attribute

from tileiras.bytecode.attr_codec import StringReader
from tileiras.bytecode.cursor import Cursor
from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.format import DEBUG_RESERVED, PAD_BYTE, SUBPROGRAM_FLAGS_SINCE, DebugTag
from tileiras.bytecode.tables import InternTable, OffsetTable
from tileiras.bytecode.varint import encode_uvarint
from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile.strings import bytes_of
from tileiras.dialects.cuda_tile.versions import Version

MAX_DEBUG_DEPTH = 64
UNKNOWN = UnknownLoc()

LOCAL_SCOPES = (cta.DISubprogramAttr, cta.DILexicalBlockAttr)
LOCATIONS = (cta.DILocAttr, cta.CallSiteLocAttr, UnknownLoc, FileLineColLoc)


class DebugReader:
    """Resolves the debug section of one file, as NVIDIA's `DebugInfoReader` does.

    An attribute that cannot be had (an index out of range, bad bounds, a cycle, the wrong
    kind) gives no message of its own: the record reading it says what it failed to read.
    """

    def __init__(self, strings: StringReader, version: Version):
        self.strings = strings
        self.version = version
        self.first: list[int] = []
        self.indices: list[int] = []
        self.table = OffsetTable.empty()
        self._cache: dict[int, Attribute] = {}
        self._active: list[int] = []

    def read_section(self, cur: Cursor) -> None:
        self.first = _array(cur, 4, "operations with debug info", "total number of operations with "
                            "debug info", "debug info index offset pointer", "debug info index offsets",
                            period=".")
        self.indices = _array(cur, 8, "debug info indices", "total number of debug info indices",
                              "debug info indices pointer", "debug info indices")
        starts = _array(cur, 4, "debug info attributes", "total number of debug info attributes",
                        "debug info offset pointer", "debug info offsets")
        base = cur.offset
        self.table = OffsetTable(starts, cur.take(cur.remaining), base)

    def locations(self, loc_index: int) -> "LocationIterator | None":
        """The location list of a function entry with `locIndex` = `loc_index`; None when
        there is none (NVIDIA: 'failed to read function location')."""
        if loc_index == 0:
            return LocationIterator(self, None)
        slot = loc_index - DEBUG_RESERVED
        if slot >= len(self.first) or self.first[slot] >= len(self.indices):
            return None
        return LocationIterator(self, self.first[slot])

    # --- attributes -----------------------------------------------------------------------
    def get(self, index: int) -> Attribute | None:
        """Debug attribute `index` (0: unknown location); None when it cannot be had."""
        if index == 0:
            return UNKNOWN
        cached = self._cache.get(index)
        if cached is not None:
            return cached
        slot = index - DEBUG_RESERVED
        entry = self.table.entry(slot) if slot >= 0 else None
        if entry is None or index in self._active or len(self._active) >= MAX_DEBUG_DEPTH:
            return None
        self._active.append(index)
        try:
            tag = entry.uvarint(None)
            attr = self._decode(tag, entry.reader())
        finally:
            self._active.pop()
        self._cache[index] = attr
        return attr

    def _ref(self, cur: Cursor, kinds: tuple[type, ...], message: str) -> Attribute:
        try:
            attr = self.get(cur.uvarint(None))
        except BytecodeError as e:
            raise e.within(message, cur.where) from None
        if not isinstance(attr, kinds):
            raise cur.error(message)
        return attr

    def _string(self, cur: Cursor, message: str) -> str:
        with cur.context(message):
            return self.strings.read(cur)

    def _decode(self, tag: int, cur: Cursor) -> Attribute:
        if tag == DebugTag.FILE:
            name = self._string(cur, "failed to read file name attribute when parsing DIFileAttr")
            directory = self._string(cur, "failed to read directory attribute when parsing "
                                          "DIFileAttr")
            return cta.DIFileAttr(name, directory)
        if tag == DebugTag.COMPILE_UNIT:
            file = self._ref(cur, (cta.DIFileAttr,),
                             "failed to read file attribute when parsing DICompileUnitAttr")
            return cta.DICompileUnitAttr(file)  # type: ignore[arg-type]
        if tag == DebugTag.SUBPROGRAM:
            what = "when parsing DISubprogramAttr"
            file = self._ref(cur, (cta.DIFileAttr,), f"failed to read file attribute {what}")
            line = cur.uvarint(f"failed to read line number {what}")
            name = self._string(cur, f"failed to read name attribute {what}")
            linkage = self._string(cur, f"failed to read linkage name attribute {what}")
            unit = self._ref(cur, (cta.DICompileUnitAttr,),
                             f"failed to read compile unit attribute {what}")
            scope_line = cur.uvarint(f"failed to read scope line number {what}")
            if self.version >= SUBPROGRAM_FLAGS_SINCE:
                flags = cur.uvarint(f"failed to read flags {what}")
                if flags:
                    raise cur.error(f"unrecognized flag bits (0x{flags:x}) {what}")
            return cta.DISubprogramAttr(file, line, name, linkage, unit, scope_line)  # type: ignore[arg-type]
        if tag == DebugTag.LEXICAL_BLOCK:
            what = "when parsing DILexicalBlockAttr"
            scope = self._ref(cur, LOCAL_SCOPES, f"failed to read scope attribute {what}")
            file = self._ref(cur, (cta.DIFileAttr,), f"failed to read file attribute {what}")
            line = cur.uvarint(f"failed to read line number {what}")
            column = cur.uvarint(f"failed to read column number {what}")
            return cta.DILexicalBlockAttr(scope, file, line, column)  # type: ignore[arg-type]
        if tag == DebugTag.LOC:
            scope = self._ref(cur, LOCAL_SCOPES,
                              "failed to read scope attribute when parsing DILocAttr")
            what = "when parsing FileLineColLoc"
            filename = self._string(cur, f"failed to read file name attribute {what}")
            line = cur.uvarint(f"failed to read line number {what}")
            column = cur.uvarint(f"failed to read column number {what}")
            loc = FileLineColLoc(StringAttr(filename), IntAttr(line), IntAttr(column))
            return cta.DILocAttr(loc, scope)
        if tag == DebugTag.CALL_SITE:
            callee = self._ref(cur, LOCATIONS, "failed to read callee attribute when parsing "
                                               "CallSiteLoc")
            caller = self._ref(cur, LOCATIONS, "failed to read caller attribute when parsing "
                                               "CallSiteLoc")
            return cta.CallSiteLocAttr(callee, caller)
        return UNKNOWN  # any other tag: an unknown location (trailing bytes are ignored)


def _array(cur: Cursor, width: int, items: str, count: str, pointer: str, what: str,
           period: str = "") -> list[int]:
    """One of the Debug section's arrays: a count, padding to `width`, the integers; NVIDIA's
    messages name the count, the padding, the pointer and the array (`period`: its pointer
    message ends with one)."""
    n = cur.uvarint(f"failed to read {count}")
    cur.check_count(n, items, width, period=".")
    with cur.context(f"failed to skip padding for {pointer}"):
        cur.skip_padding(width)
    if cur.at_end():
        raise cur.error(f"failed to read {pointer}{period}")
    raw = cur.take(width * n, f"failed to skip {what}")
    return [int.from_bytes(raw[width * i:width * (i + 1)], "little") for i in range(n)]


class LocationIterator:
    """Yields one function's locations in order: the function's, then each op's."""

    def __init__(self, reader: DebugReader, start: int | None):
        self.reader = reader
        self.pos = start

    def next(self, cur: Cursor | None = None, message: str = "failed to read operation location.") -> Attribute:
        """The next location; an error with `message` (at `cur`'s offset) when there is none."""
        if self.pos is None:
            return UNKNOWN
        attr = None
        index = None
        if self.pos < len(self.reader.indices):
            index = self.reader.indices[self.pos]
            self.pos += 1
        try:
            attr = self.reader.get(index) if index is not None else None
        except BytecodeError as e:
            raise e.within(message, cur.where if cur is not None else None) from None
        if not isinstance(attr, LOCATIONS):
            raise BytecodeError(message, cur.where if cur is not None else None)
        return attr


class DebugWriter:
    """Interns debug attributes and collects each function's location list."""

    def __init__(self, strings: InternTable, version: Version):
        self.strings = strings
        self.version = version
        self.table = InternTable(first_id=DEBUG_RESERVED)
        self.functions: list[list[int]] = []

    def begin_function(self) -> int:
        """Start a function's list; return its 1-based `locIndex`."""
        self.functions.append([])
        return len(self.functions)

    def add(self, loc: Attribute | None) -> None:
        """Append an op's (or the function's) location to the current function's list."""
        self.functions[-1].append(self.index(loc))

    def index(self, attr: Attribute | None) -> int:
        """The debug index of a location or scope; 0 for locations bytecode cannot hold."""
        if attr is None or isinstance(attr, UnknownLoc):
            return 0
        if isinstance(attr, cta.DILocAttr):
            scope = self.index(attr.scope)
            loc = attr.loc
            if not isinstance(loc, FileLineColLoc) or scope == 0:
                return 0
            return self._intern(DebugTag.LOC, encode_uvarint(scope) + self._str(loc.filename.data)
                                + encode_uvarint(loc.line.data) + encode_uvarint(loc.column.data))
        if isinstance(attr, cta.CallSiteLocAttr):
            callee = self.index(attr.callee)
            caller = self.index(attr.caller)
            return self._intern(DebugTag.CALL_SITE, encode_uvarint(callee) + encode_uvarint(caller))
        if isinstance(attr, cta.DIFileAttr):
            payload = self._str(attr.filename.data)
            payload += self._str(attr.directory.data)
            return self._intern(DebugTag.FILE, payload)
        if isinstance(attr, cta.DICompileUnitAttr):
            return self._intern(DebugTag.COMPILE_UNIT, encode_uvarint(self.index(attr.file)))
        if isinstance(attr, cta.DISubprogramAttr):
            file = self.index(attr.file)
            unit = self.index(attr.compile_unit)
            payload = encode_uvarint(file) + encode_uvarint(attr.line_attr.data)
            payload += self._str(attr.name_attr.data)
            payload += self._str(attr.linkage_name.data)
            payload += encode_uvarint(unit) + encode_uvarint(attr.scope_line_attr.data)
            if self.version >= SUBPROGRAM_FLAGS_SINCE:
                payload += encode_uvarint(0)
            return self._intern(DebugTag.SUBPROGRAM, payload)
        if isinstance(attr, cta.DILexicalBlockAttr):
            scope = self.index(attr.scope)
            file = self.index(attr.file)
            payload = encode_uvarint(scope) + encode_uvarint(file)
            payload += encode_uvarint(attr.line_attr.data) + encode_uvarint(attr.column_attr.data)
            return self._intern(DebugTag.LEXICAL_BLOCK, payload)
        return 0

    def _str(self, text: str) -> bytes:
        return encode_uvarint(self.strings.intern(bytes_of(text)))

    def _intern(self, tag: DebugTag, payload: bytes) -> int:
        return self.table.intern(encode_uvarint(tag) + payload)

    def encode_section(self) -> bytes:
        out = bytearray(encode_uvarint(len(self.functions)))
        out.extend(bytes([PAD_BYTE]) * (-len(out) % 4))
        total = 0
        for locs in self.functions:
            out += total.to_bytes(4, "little")
            total += len(locs)
        out += encode_uvarint(total)
        out.extend(bytes([PAD_BYTE]) * (-len(out) % 8))
        for locs in self.functions:
            for index in locs:
                out += index.to_bytes(8, "little")
        table = self.table
        if len(table) == 0:
            # cuTile Python writes one unknown-tag record rather than an empty table.
            table = InternTable(first_id=DEBUG_RESERVED)
            table.intern(bytes([DebugTag.UNKNOWN]))
        out += table.encode(4)
        return bytes(out)
