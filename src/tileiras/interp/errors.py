"""Errors the reference interpreter raises: every one names the op, its source location and the
tile block that was running, so a failing kernel reads like a GPU fault report, never like a
numpy traceback.
"""

from __future__ import annotations

from typing import Any


def describe_location(op: Any) -> str | None:
    """`loc("file.py":L:C)` for an op whose location points into source, else None."""
    if op is None:
        return None
    from tileiras.dialects.cuda_tile.attributes import source_position

    try:
        pos = source_position(getattr(op, "location", None))
    except Exception:  # a location shape we do not know: no position, not a crash
        pos = None
    if pos is None:
        return None
    file, line, col = pos
    return f'loc("{file}":{line}:{col})'


class InterpError(Exception):
    """Base of every interpreter error.

    `message` is the bare description; `str(err)` prefixes the location in MLIR diagnostic form
    (`loc("k.py":12:5): error: ...`) and appends the op and the tile block id.
    """

    def __init__(self, message: str, *, op: Any = None, block_id: tuple[int, int, int] | None = None):
        self.message = message
        self.op = op
        self.op_name: str | None = getattr(op, "name", None) if op is not None else None
        self.location: str | None = describe_location(op)
        self.block_id = block_id
        super().__init__(message)

    def with_context(self, op: Any, block_id: tuple[int, int, int] | None) -> "InterpError":
        """Fill in the op and block when the raiser did not know them (returns self)."""
        if self.op is None and op is not None:
            self.op = op
            self.op_name = getattr(op, "name", None)
            self.location = describe_location(op)
        if self.block_id is None:
            self.block_id = block_id
        return self

    def __str__(self) -> str:
        text = f"{self.location}: error: {self.message}" if self.location else f"error: {self.message}"
        extra = []
        if self.op_name:
            extra.append(f"in '{self.op_name}'")
        if self.block_id is not None:
            extra.append(f"tile block {tuple(self.block_id)}")
        if extra:
            text += " (" + ", ".join(extra) + ")"
        return text


class MemoryAccessError(InterpError):
    """A load, store or atomic touched memory outside every live allocation, or misaligned."""


class KernelAssertionError(InterpError):
    """A `cuda_tile.assert` saw a false element."""


class UndefinedBehaviorError(InterpError):
    """The program did something the spec leaves undefined (raised in strict mode only)."""


class UnsupportedError(InterpError):
    """An op, type or feature the interpreter cannot execute."""


class LaunchError(InterpError):
    """Arguments, grid or entry selection that do not fit the kernel."""
