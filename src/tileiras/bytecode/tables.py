"""Offset tables (String, Type, Constant, Debug attributes) and the writer's interning tables.

On disk a table is `count:varint`, padding to the offset width, `offsets[count]` (u32, or u64
for constants), then the concatenated entries; entry i runs from offsets[i] to offsets[i+1]
(the last to the end of the section). Writers intern entries by their encoded bytes, so equal
entries share one index, numbered in first-use order as cuTile Python does.
"""

from __future__ import annotations

from tileiras.bytecode.cursor import Cursor
from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.format import PAD_BYTE
from tileiras.bytecode.varint import encode_uvarint


class OffsetTable:
    """The entries of one on-disk table, as cursors over their bytes."""

    def __init__(self, what: str, entries: list[tuple[int, int]], data: memoryview, base: int):
        self.what = what
        self._entries = entries
        self._data = data
        self._base = base

    def __len__(self) -> int:
        return len(self._entries)

    def entry(self, index: int) -> Cursor:
        if not 0 <= index < len(self._entries):
            raise BytecodeError(f"{self.what} index {index} out of bounds (table has "
                                f"{len(self._entries)} entries)")
        start, end = self._entries[index]
        return Cursor(self._data[start:end], self._base + start)

    def raw(self, index: int) -> bytes:
        return bytes(self.entry(index).data)

    @staticmethod
    def empty(what: str) -> "OffsetTable":
        return OffsetTable(what, [], memoryview(b""), 0)

    @staticmethod
    def read(cur: Cursor, what: str, width: int) -> "OffsetTable":
        """Read `count`, padding, `width`-byte offsets and the data from `cur` (to its end)."""
        n = cur.uvarint(f"number of {what}s")
        if n == 0:
            return OffsetTable.empty(what)
        cur.check_count(n, f"{what}s", width)
        cur.skip_padding(width, f"{what} offsets padding")
        cur.check_count(n, f"{what}s", width)
        raw = cur.take(n * width, f"{what} offsets")
        starts = [int.from_bytes(raw[i * width:(i + 1) * width], "little") for i in range(n)]
        data_base = cur.offset
        data = cur.take(cur.remaining, f"{what} data")
        entries = []
        for i, start in enumerate(starts):
            end = starts[i + 1] if i + 1 < n else len(data)
            if end < start:
                raise BytecodeError(f"invalid {what} start indices: end ({end}) is less than "
                                    f"start ({start}) for {what} {i}", data_base)
            if end > len(data):
                raise BytecodeError(f"{what} {i} extends beyond available data: start={start}, "
                                    f"end={end}, total data size={len(data)}", data_base)
            entries.append((start, end))
        return OffsetTable(what, entries, data, data_base)


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
