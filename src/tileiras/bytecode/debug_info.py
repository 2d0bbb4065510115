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
from tileiras.dialects.cuda_tile.versions import Version

MAX_DEBUG_DEPTH = 64
UNKNOWN = UnknownLoc()

LOCAL_SCOPES = (cta.DISubprogramAttr, cta.DILexicalBlockAttr)
LOCATIONS = (cta.DILocAttr, cta.CallSiteLocAttr, UnknownLoc, FileLineColLoc)


class DebugReader:
    """Resolves the debug section of one file."""

    def __init__(self, strings: StringReader, version: Version):
        self.strings = strings
        self.version = version
        self.first: list[int] = []
        self.indices: list[int] = []
        self.table = OffsetTable.empty("debug info attribute")
        self._cache: dict[int, Attribute] = {}
        self._active: list[int] = []

    def read_section(self, cur: Cursor) -> None:
        n_funcs = cur.uvarint("total number of operations with debug info")
        cur.check_count(n_funcs, "operations with debug info", 4)
        cur.skip_padding(4, "padding for debug info index offset pointer")
        cur.check_count(n_funcs, "operations with debug info", 4)
        raw = cur.take(4 * n_funcs, "debug info index offsets")
        self.first = [int.from_bytes(raw[4 * i:4 * i + 4], "little") for i in range(n_funcs)]
        n_idx = cur.uvarint("total number of debug info indices")
        cur.check_count(n_idx, "debug info indices", 8)
        cur.skip_padding(8, "padding for debug info indices pointer")
        cur.check_count(n_idx, "debug info indices", 8)
        raw = cur.take(8 * n_idx, "debug info indices")
        self.indices = [int.from_bytes(raw[8 * i:8 * i + 8], "little") for i in range(n_idx)]
        self.table = OffsetTable.read(cur, "debug info attribute", 4)

    def locations(self, loc_index: int, what: str) -> "LocationIterator":
        """The location list of a function entry with `locIndex` = `loc_index`."""
        if loc_index == 0:
            return LocationIterator(self, None, what)
        slot = loc_index - DEBUG_RESERVED
        if slot >= len(self.first):
            raise BytecodeError(f"failed to read function location for '{what}' "
                                f"(locIndex={loc_index}, debug section has {len(self.first)} "
                                f"functions)")
        return LocationIterator(self, self.first[slot], what)

    # --- attributes -----------------------------------------------------------------------
    def get(self, index: int) -> Attribute:
        if index == 0:
            return UNKNOWN
        cached = self._cache.get(index)
        if cached is not None:
            return cached
        slot = index - DEBUG_RESERVED
        if not 0 <= slot < len(self.table):
            raise BytecodeError(f"debug info attribute index {index} out of bounds "
                                f"({len(self.table)} attributes)")
        if index in self._active:
            raise BytecodeError(f"debug info attribute {index} refers to itself")
        if len(self._active) >= MAX_DEBUG_DEPTH:
            raise BytecodeError(f"debug info attributes nest deeper than {MAX_DEBUG_DEPTH} levels")
        self._active.append(index)
        try:
            attr = self._decode(self.table.entry(slot))
        finally:
            self._active.pop()
        self._cache[index] = attr
        return attr

    def _ref(self, cur: Cursor, kinds: tuple[type, ...], what: str) -> Attribute:
        index = cur.uvarint(f"{what} index")
        try:
            attr = self.get(index)
        except BytecodeError as e:
            if e.offset is None:
                raise cur.error(e.message) from None
            raise
        if not isinstance(attr, kinds):
            raise cur.error(f"failed to read {what} attribute: index {index} is not a "
                            f"{' or '.join(k.__name__ for k in kinds)}")
        return attr

    def _decode(self, cur: Cursor) -> Attribute:
        tag = cur.uvarint("debug info tag")
        if tag == DebugTag.FILE:
            name = self.strings.read(cur)
            directory = self.strings.read(cur)
            attr: Attribute = cta.DIFileAttr(name, directory)
        elif tag == DebugTag.COMPILE_UNIT:
            file = self._ref(cur, (cta.DIFileAttr,), "file")
            attr = cta.DICompileUnitAttr(file)  # type: ignore[arg-type]
        elif tag == DebugTag.SUBPROGRAM:
            file = self._ref(cur, (cta.DIFileAttr,), "file")
            line = cur.uvarint("line number")
            name = self.strings.read(cur)
            linkage = self.strings.read(cur)
            unit = self._ref(cur, (cta.DICompileUnitAttr,), "compile unit")
            scope_line = cur.uvarint("scope line number")
            if self.version >= SUBPROGRAM_FLAGS_SINCE:
                flags = cur.uvarint("flags when parsing DISubprogramAttr")
                if flags:
                    raise cur.error(f"unrecognized flag bits (0x{flags:x}) when parsing "
                                    f"DISubprogramAttr")
            attr = cta.DISubprogramAttr(file, line, name, linkage, unit, scope_line)  # type: ignore[arg-type]
        elif tag == DebugTag.LEXICAL_BLOCK:
            scope = self._ref(cur, LOCAL_SCOPES, "scope")
            file = self._ref(cur, (cta.DIFileAttr,), "file")
            line = cur.uvarint("line number")
            column = cur.uvarint("column number")
            attr = cta.DILexicalBlockAttr(scope, file, line, column)  # type: ignore[arg-type]
        elif tag == DebugTag.LOC:
            scope = self._ref(cur, LOCAL_SCOPES, "scope")
            filename = self.strings.read(cur)
            line = cur.uvarint("line number")
            column = cur.uvarint("column number")
            loc = FileLineColLoc(StringAttr(filename), IntAttr(line), IntAttr(column))
            attr = cta.DILocAttr(loc, scope)
        elif tag == DebugTag.CALL_SITE:
            callee = self._ref(cur, LOCATIONS, "callee")
            caller = self._ref(cur, LOCATIONS, "caller")
            attr = cta.CallSiteLocAttr(callee, caller)
        else:
            return UNKNOWN
        return attr  # trailing bytes are ignored, as NVIDIA does


class LocationIterator:
    """Yields one function's locations in order: the function's, then each op's."""

    def __init__(self, reader: DebugReader, start: int | None, what: str):
        self.reader = reader
        self.pos = start
        self.what = what

    def next(self, cur: Cursor) -> Attribute:
        if self.pos is None:
            return UNKNOWN
        if self.pos >= len(self.reader.indices):
            raise cur.error("failed to read operation location.")
        index = self.reader.indices[self.pos]
        self.pos += 1
        try:
            attr = self.reader.get(index)
        except BytecodeError as e:
            raise cur.error(f"failed to read operation location: {e.message}") from None
        if not isinstance(attr, LOCATIONS):
            raise cur.error(f"failed to read operation location: debug info attribute {index} "
                            f"is not a location")
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
        return encode_uvarint(self.strings.intern(text.encode("utf-8")))

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
