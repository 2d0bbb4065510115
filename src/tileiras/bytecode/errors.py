"""The one error type of the bytecode reader and writer.

Every problem in an input file (truncation, bad magic, unsupported version, an index out of
range, a malformed op record, ...) and every IR the writer cannot encode at the requested
version is reported as a `BytecodeError`. The command line maps it to exit code 3.
"""

from __future__ import annotations


class BytecodeError(Exception):
    """Invalid bytecode (reader) or IR that a bytecode version cannot hold (writer).

    `message` is the bare message; `offset`, when known, is the absolute file offset the
    reader was at. `str(error)` gives NVIDIA's form, `error at offset N: message`.
    """

    def __init__(self, message: str, offset: int | None = None):
        self.message = message
        self.offset = offset
        super().__init__(self.__str__())

    def __str__(self) -> str:
        if self.offset is None:
            return self.message
        return f"error at offset {self.offset}: {self.message}"
