"""A bounds-checked reader over a slice of the input file.

Every read checks the bytes left and raises `BytecodeError`, so that no malformed length or
count can index past the data. `check_count` bounds a declared element count by the bytes
left before anything is allocated for it.

Offsets in errors are NVIDIA's: counted from the start of the buffer NVIDIA's reader walks at
that level (`origin`: the file, a section, a type's or constant's payload, a function body).
A cursor made with `sub(...)` reads on in the same buffer; `reader(...)` starts a new one.
`context(message)` adds the line NVIDIA prints when an enclosed step fails.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.varint import decode_svarint, decode_uvarint

MAX_ARRAY_SIZE = 0xFFFFFFFF - 1
"""NVIDIA's cap on array sizes and some counts (`uint32_t` max - 1)."""


class Cursor:
    """Reads `data`; `base` is the file offset of `data[0]`, `origin` that of the buffer
    NVIDIA's reader at this level starts at (its error offsets count from there)."""

    def __init__(self, data: bytes | memoryview, base: int = 0, origin: int | None = None):
        self.data = memoryview(data)
        self.pos = 0
        self.base = base
        self.origin = base if origin is None else origin

    # --- position -----------------------------------------------------------------------
    @property
    def offset(self) -> int:
        """Absolute file offset of the next byte."""
        return self.base + self.pos

    @property
    def where(self) -> int:
        """The offset NVIDIA reports here (from the start of its reader's buffer)."""
        return self.offset - self.origin

    @property
    def remaining(self) -> int:
        return len(self.data) - self.pos

    def at_end(self) -> bool:
        return self.pos >= len(self.data)

    def error(self, message: str | None) -> BytecodeError:
        """An error at the current offset; `None`: a step that fails without a message."""
        return BytecodeError(message, self.where)

    @contextmanager
    def context(self, message: str) -> Iterator[None]:
        """Add `message` (at the offset reached) to any reader error raised inside."""
        try:
            yield
        except BytecodeError as e:
            raise e.within(message, self.where) from None

    # --- fixed width --------------------------------------------------------------------
    def u8(self, what: str | None = None) -> int:
        """One byte; `what`: NVIDIA's message when it is missing (None: no message)."""
        if self.pos >= len(self.data):
            raise self.error(what)
        value = self.data[self.pos]
        self.pos += 1
        return value

    def take(self, length: int, what: str | None = None) -> memoryview:
        if length < 0 or length > self.remaining:
            raise self.error(what)
        view = self.data[self.pos:self.pos + length]
        self.pos += length
        return view

    def sub(self, length: int, what: str | None = None) -> "Cursor":
        """A cursor over the next `length` bytes (consumed here), in the same NVIDIA buffer."""
        start = self.offset
        return Cursor(self.take(length, what), start, self.origin)

    def reader(self, length: int | None = None, what: str | None = None) -> "Cursor":
        """A cursor over the next `length` bytes (all that is left when None), consumed here,
        that NVIDIA reads with a reader of its own (offsets count from its start)."""
        start = self.offset
        view = self.take(self.remaining if length is None else length, what)
        return Cursor(view, start)

    # --- varints ------------------------------------------------------------------------
    def uvarint(self, what: str | None = None) -> int:
        """A LEB128 varint; `what`: NVIDIA's message when it cannot be read (None: none)."""
        try:
            value, self.pos = decode_uvarint(self.data, self.pos)
        except BytecodeError as e:
            self.pos = e.offset or self.pos
            raise self.error(what) from None
        return value

    def svarint(self, what: str | None = None) -> int:
        try:
            value, self.pos = decode_svarint(self.data, self.pos)
        except BytecodeError as e:
            self.pos = e.offset or self.pos
            raise self.error(what) from None
        return value

    def bounded_uvarint(self, what: str | None = None, maximum: int = MAX_ARRAY_SIZE) -> int:
        """A varint that NVIDIA reads with an upper bound (counts of some tables)."""
        value = self.uvarint(what)
        if value > maximum:
            raise self.error(f"varint value exceeds maximum supported capacity. (expected value "
                             f"less than {maximum}, got {value}).")
        return value

    def check_count(self, n: int, what: str, min_item_size: int = 1, period: str = "") -> None:
        """NVIDIA's "number of X (n) exceeds the maximum of M that can fit ..." check."""
        if min_item_size > 0 and n > self.remaining // min_item_size:
            raise self.error(f"number of {what} ({n}) exceeds the maximum of "
                             f"{self.remaining // min_item_size} that can fit in the remaining "
                             f"payload of {self.remaining} bytes{period}")

    def int_array(self, width: int, what: str | None = None) -> list[int]:
        """`n:varint` then n signed little-endian integers of `width` bytes (NVIDIA's
        `readLEVarSize`: a count above `uint32_t` max - 1 is refused before any element)."""
        n = self.uvarint(what)
        if n > MAX_ARRAY_SIZE:
            raise self.error(f"array size in bytecode ({n}) exceeds maximum supported capacity")
        if n * width > self.remaining:
            self.pos += self.remaining // width * width  # NVIDIA stops at the first missing one
            raise self.error(None)
        raw = self.take(n * width)
        return [int.from_bytes(raw[i * width:(i + 1) * width], "little", signed=True)
                for i in range(n)]

    def skip_padding(self, alignment: int) -> None:
        """Skip to the next multiple of `alignment` from this reader's start (NVIDIA fails
        when nothing is left, even if no padding is needed)."""
        if alignment < 2:
            return
        if self.remaining == 0:
            raise self.error(None)
        pad = -self.where % alignment
        self.take(pad)
