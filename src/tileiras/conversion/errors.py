"""The error type of the conversion passes."""

from __future__ import annotations

from xdsl.ir import Operation


class ConversionError(Exception):
    """A conversion pass could not run or could not legalize its input.

    `message` is the user-facing diagnostic (`failed to convert cuda_tile to nv_tileaa`,
    `invalid or missing --compute-capability option`); `notes` say why, naming the ops involved.
    """

    def __init__(self, message: str, notes: list[str] | None = None, op: Operation | None = None):
        self.message = message
        self.notes = list(notes or [])
        self.op = op
        super().__init__(self.__str__())

    def __str__(self) -> str:
        lines = [f"error: {self.message}"]
        lines += [f"note: {n}" for n in self.notes]
        return "\n".join(lines)
