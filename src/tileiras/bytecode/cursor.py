"""A bounds-checked reader over a slice of the input file.

Every read checks the bytes left and raises `BytecodeError` with the absolute file offset,
so that no malformed length or count can index past the data. `check_count` bounds a
declared element count by the bytes left before anything is allocated for it.
"""

from __future__ import annotations

from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.varint import decode_svarint, decode_uvarint

MAX_ARRAY_SIZE = 0xFFFFFFFF - 1
"""NVIDIA's cap on array sizes and some counts (`uint32_t` max - 1)."""


class Cursor:
    """Reads `data[start:end]`; offsets in errors are `base + position`."""

    def __init__(self, data: bytes | memoryview, base: int = 0):
        self.data = memoryview(data)
        self.pos = 0
        self.base = base

    # --- position -----------------------------------------------------------------------
    @property
    def offset(self) -> int:
        """Absolute file offset of the next byte."""
        return self.base + self.pos

    @property
    def remaining(self) -> int:
        return len(self.data) - self.pos

    def at_end(self) -> bool:
        return self.pos >= len(self.data)

    def error(self, message: str) -> BytecodeError:
        return BytecodeError(message, self.offset)

    # --- fixed width --------------------------------------------------------------------
    def u8(self, what: str = "byte") -> int:
        if self.pos >= len(self.data):
            raise self.error(f"unexpected end of data while reading {what}")
        value = self.data[self.pos]
        self.pos += 1
        return value

    def uint(self, width: int, what: str = "integer") -> int:
        """A little-endian unsigned integer of `width` bytes."""
        raw = self.take(width, what)
        return int.from_bytes(raw, "little")

    def sint(self, width: int, what: str = "integer") -> int:
        raw = self.take(width, what)
        return int.from_bytes(raw, "little", signed=True)

    def take(self, length: int, what: str = "data") -> memoryview:
        if length < 0 or length > self.remaining:
            raise self.error(f"unexpected end of data while reading {what} "
                             f"({length} bytes needed, {self.remaining} left)")
        view = self.data[self.pos:self.pos + length]
        self.pos += length
        return view

    def sub(self, length: int, what: str = "data") -> "Cursor":
        """A cursor over the next `length` bytes (consumed here)."""
        start = self.offset
        return Cursor(self.take(length, what), start)

    # --- varints ------------------------------------------------------------------------
    def uvarint(self, what: str = "varint") -> int:
        try:
            value, self.pos = decode_uvarint(self.data, self.pos)
        except BytecodeError as e:
            raise BytecodeError(f"failed to read {what}", self.base + (e.offset or 0)) from None
        return value

    def svarint(self, what: str = "signed varint") -> int:
        try:
            value, self.pos = decode_svarint(self.data, self.pos)
        except BytecodeError as e:
            raise BytecodeError(f"failed to read {what}", self.base + (e.offset or 0)) from None
        return value

    def bounded_uvarint(self, what: str, maximum: int = MAX_ARRAY_SIZE) -> int:
        """A varint that NVIDIA reads with an upper bound (element counts of some tables)."""
        start = self.offset
        value = self.uvarint(what)
        if value > maximum:
            raise BytecodeError(f"varint value exceeds maximum supported capacity. (expected value "
                                f"less than {maximum}, got {value}).", start)
        return value

    def count(self, what: str, min_item_size: int = 1) -> int:
        """A varint element count, checked against the bytes left (`min_item_size` each)."""
        n = self.uvarint(f"{what} count")
        self.check_count(n, what, min_item_size)
        return n

    def check_count(self, n: int, what: str, min_item_size: int = 1) -> None:
        if min_item_size > 0 and n > self.remaining // min_item_size:
            raise self.error(f"number of {what} ({n}) exceeds the maximum of "
                             f"{self.remaining // min_item_size} that can fit in the remaining "
                             f"payload of {self.remaining} bytes")

    def int_array(self, width: int, what: str) -> list[int]:
        """`n:varint` then n signed little-endian integers of `width` bytes."""
        n = self.uvarint(f"{what} count")
        if n > MAX_ARRAY_SIZE:
            raise self.error(f"array size in bytecode ({n}) exceeds maximum supported capacity")
        self.check_count(n, what, width)
        raw = self.take(n * width, what)
        return [int.from_bytes(raw[i * width:(i + 1) * width], "little", signed=True)
                for i in range(n)]

    def skip_padding(self, alignment: int, what: str = "padding") -> None:
        """Skip to the next multiple of `alignment`, relative to this cursor's start."""
        if alignment < 2:
            return
        pad = -self.pos % alignment
        self.take(pad, what)
