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
    """The entries of one on-disk table, as cursors over their bytes.

    Bounds are checked when an entry is used, as NVIDIA's reader does (a bad offset of an
    unused entry is harmless), except for constants, which it checks up front (`eager`).
    Strings follow LLVM's `StringRef::substr` (`clamp`): an offset past the end gives an
    empty string and an end before the start runs to the end of the data.
    """

    def __init__(self, what: str, starts: list[int], data: memoryview, base: int,
                 clamp: bool = False):
        self.what = what
        self._starts = starts
        self._data = data
        self._base = base
        self._clamp = clamp

    def __len__(self) -> int:
        return len(self._starts)

    def bounds(self, index: int) -> tuple[int, int]:
        size = len(self._data)
        start = self._starts[index]
        end = self._starts[index + 1] if index + 1 < len(self._starts) else size
        if self._clamp:
            start = min(start, size)
            end = size if end < start else min(end, size)
            return start, end
        if end < start:
            raise BytecodeError(f"invalid {self.what} start indices: end ({end}) is less than "
                                f"start ({start}) for {self.what} {index}", self._base)
        if end > size:
            raise BytecodeError(f"{self.what} {index} extends beyond available data: "
                                f"start={start}, end={end}, total data size={size}", self._base)
        return start, end

    def entry(self, index: int) -> Cursor:
        if not 0 <= index < len(self._starts):
            raise BytecodeError(f"{self.what} index {index} out of bounds (table has "
                                f"{len(self._starts)} entries)")
        start, end = self.bounds(index)
        return Cursor(self._data[start:end], self._base + start)

    def raw(self, index: int) -> bytes:
        return bytes(self.entry(index).data)

    @staticmethod
    def empty(what: str) -> "OffsetTable":
        return OffsetTable(what, [], memoryview(b""), 0)

    @staticmethod
    def read(cur: Cursor, what: str, width: int, *, eager: bool = False,
             clamp: bool = False) -> "OffsetTable":
        """Read `count`, padding, `width`-byte offsets and the data from `cur` (to its end)."""
        n = cur.bounded_uvarint(f"number of {what}s") if eager else cur.uvarint(f"number of {what}s")
        if n == 0:
            return OffsetTable.empty(what)
        cur.check_count(n, f"{what}s", width)
        cur.skip_padding(width, f"{what} offsets padding")
        cur.check_count(n, f"{what}s", width)
        raw = cur.take(n * width, f"{what} offsets")
        starts = [int.from_bytes(raw[i * width:(i + 1) * width], "little") for i in range(n)]
        data_base = cur.offset
        data = cur.take(cur.remaining, f"{what} data")
        table = OffsetTable(what, starts, data, data_base, clamp)
        if eager:
            for i in range(n):
                table.bounds(i)
        return table


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
