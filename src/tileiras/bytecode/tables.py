"""Offset tables (String, Type, Constant, Debug attributes) and the writer's interning tables.

On disk a table is `count:varint`, padding to the offset width, `offsets[count]` (u32, or u64
for constants), then the concatenated entries; entry i runs from offsets[i] to offsets[i+1]
(the last to the end of the section). Writers intern entries by their encoded bytes, so equal
entries share one index, numbered in first-use order as cuTile Python does.
"""

from __future__ import annotations

from tileiras.bytecode.cursor import Cursor
from tileiras.bytecode.format import PAD_BYTE
from tileiras.bytecode.varint import encode_uvarint


class OffsetTable:
    """The entries of one on-disk table, as NVIDIA's reader slices them.

    Bounds are checked when an entry is used, as NVIDIA's reader does (a bad offset of an
    unused entry is harmless), except for constants, which it checks up front. Strings follow
    LLVM's `StringRef::substr` (an offset past the end gives an empty string, an end before
    the start runs to the end of the data).
    """

    def __init__(self, starts: list[int], data: memoryview, base: int):
        self._starts = starts
        self._data = data
        self._base = base

    def __len__(self) -> int:
        return len(self._starts)

    def _bounds(self, index: int) -> tuple[int, int]:
        start = self._starts[index]
        end = self._starts[index + 1] if index + 1 < len(self._starts) else len(self._data)
        return start, end

    def entry(self, index: int) -> Cursor | None:
        """A reader over entry `index` (its own buffer), or None when its bounds are bad."""
        if not 0 <= index < len(self._starts):
            return None
        start, end = self._bounds(index)
        if end < start or end > len(self._data):
            return None
        return Cursor(self._data[start:end], self._base + start)

    def string(self, index: int) -> bytes:
        """Entry `index` as `StringRef::substr(start, end - start)` takes it."""
        start, end = self._bounds(index)
        size = len(self._data)
        start = min(start, size)
        length = (end - self._starts[index]) & 0xFFFFFFFF  # uint32_t arithmetic
        return bytes(self._data[start:start + length])

    @staticmethod
    def empty() -> "OffsetTable":
        return OffsetTable([], memoryview(b""), 0)

    @staticmethod
    def read(cur: Cursor, what: str, width: int) -> "OffsetTable":
        """The String and Type sections (and the debug attributes): `count:varint`, padding
        to 4, u32 offsets, data. `what` names the entries in NVIDIA's count message."""
        n = cur.uvarint(None)
        if n == 0:
            return OffsetTable.empty()
        cur.check_count(n, what, width, period=".")
        cur.skip_padding(width)
        return OffsetTable._offsets_and_data(cur, n, width)

    @staticmethod
    def read_constants(cur: Cursor) -> "OffsetTable":
        """The Constant section: a bounded count, padding to 8, u64 offsets checked up front."""
        n = cur.bounded_uvarint(None)
        if n == 0:
            return OffsetTable.empty()
        cur.skip_padding(8)
        if cur.remaining // 8 < n:
            raise cur.error("insufficient data for constant indices")
        table = OffsetTable._offsets_and_data(cur, n, 8)
        size = len(table._data)
        for i in range(n):
            start, end = table._bounds(i)
            if end < start:
                raise cur.error(f"invalid constant start indices: end ({end}) is less than "
                                f"start ({start}) for constant {i}")
            if end > size:
                raise cur.error(f"constant {i} extends beyond available data: size={end - start}, "
                                f"start={start}, total data size={size}")
        return table

    @staticmethod
    def _offsets_and_data(cur: Cursor, n: int, width: int) -> "OffsetTable":
        raw = cur.take(n * width)
        starts = [int.from_bytes(raw[i * width:(i + 1) * width], "little") for i in range(n)]
        base = cur.offset
        return OffsetTable(starts, cur.take(cur.remaining), base)


class InternTable:
    """Writer side: entries interned by their bytes, numbered from `first_id` in first-use order."""

    def __init__(self, first_id: int = 0):
        self.first_id = first_id
        self._ids: dict[bytes, int] = {}
        self._items: list[bytes] = []

    def __len__(self) -> int:
        return len(self._items)

    def intern(self, item: bytes) -> int:
        found = self._ids.get(item)
        if found is not None:
            return found
        index = len(self._items) + self.first_id
        self._ids[item] = index
        self._items.append(item)
        return index

    def items(self) -> list[bytes]:
        return list(self._items)

    def encode(self, width: int) -> bytes:
        """`count`, padding to `width` (relative to the section start), offsets, data."""
        out = bytearray(encode_uvarint(len(self._items)))
        out.extend(bytes([PAD_BYTE]) * (-len(out) % width))
        offset = 0
        for item in self._items:
            out.extend(offset.to_bytes(width, "little"))
            offset += len(item)
        for item in self._items:
            out.extend(item)
        return bytes(out)
