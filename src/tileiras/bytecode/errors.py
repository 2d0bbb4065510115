"""The one error type of the bytecode reader and writer.

Every problem in an input file (truncation, bad magic, unsupported version, an index out of
range, a malformed op record, ...) and every IR the writer cannot encode at the requested
version is reported as a `BytecodeError`. The command line maps it to exit code 3.

A reader error is a chain, as NVIDIA's tileirdisasm prints it: the innermost message first,
then one context line per enclosing step (`failed to parse attribute 'value'`, `failed to
parse function body for function 'k'`, ...), each with the offset NVIDIA reports. NVIDIA's
offsets count from the start of the buffer its reader at that level walks (the file, a
section, a type's payload, a function body, ...), not from the start of the file.
"""

from __future__ import annotations

from typing import Iterator


def _line(message: str, offset: int | None) -> str:
    return message if offset is None else f"error at offset {offset}: {message}"


class BytecodeError(Exception):
    """Invalid bytecode (reader) or IR that a bytecode version cannot hold (writer).

    `message` and `offset` are the first line of the chain (`offset` None when NVIDIA gives
    none); `context` the enclosing steps, innermost first; `location`, for an error found by
    the verifier, the failing op's location as NVIDIA prints it before `error:`.
    `str(error)` is the first line, `error at offset N: message`.
    """

    def __init__(self, message: str | None, offset: int | None = None, *,
                 location: str | None = None):
        self.message = message or ""
        self.offset = offset
        self.location = location
        self.silent = message is None
        """The innermost step failed without a message of its own (NVIDIA prints none)."""
        self.context: list[tuple[str, int | None, str | None]] = []
        super().__init__()

    def within(self, message: str, offset: int | None = None,
               location: str | None = None) -> "BytecodeError":
        """Add the line of an enclosing step (or a further diagnostic, with its `location`);
        returns self (for `raise e.within(...)`)."""
        if self.silent:  # the first message of the chain is this one
            self.message, self.offset, self.silent = message, offset, False
            self.location = location
        else:
            self.context.append((message, offset, location))
        return self

    def lines(self) -> Iterator[tuple[str | None, str]]:
        """`(location, text)` per line of the chain, as printed: `location: error: text`."""
        if not self.silent:
            yield self.location, _line(self.message, self.offset)
        for message, offset, location in self.context:
            yield location, _line(message, offset)

    def __str__(self) -> str:
        return _line(self.message, self.offset)
