"""Exit codes, the error types every stage raises, and the diagnostic printer.

A leaf module (layer 0: it imports only the standard library), so that any stage -- the code
generator, the toolchain, the driver -- can raise these errors without importing the driver.

Exit codes are NVIDIA tileiras 13.5's, measured on the real binary:

====  ==========================================================================
0     success
1     command line error, the input file cannot be read, or writing the opened
      output failed (disk full, standard output closed)
2     invalid configuration: no/unsupported ``--gpu-name``, bad ``-O``, ``-g``
      without ``-O0``, ``--apply-controls``, the output file cannot be opened
3     the input is not valid Tile IR bytecode (magic, version, structure)
5     compilation failed (verifier, lowering, ptxas, tile libraries)
====  ==========================================================================

SIGINT, SIGTERM and SIGHUP end the tools by that signal, after killing their LLVM worker
and ptxas and removing their temporary files (`tileiras.termination`).

Diagnostics go to stderr. With a source location, by default::

    kernel.py:12:5: error: message

the compilers' usual form. cuTile Python (1.7.0) shows such a line verbatim, so the user
reads their file, line and message. It does parse MLIR's form, ``loc("kernel.py":12:5):
error: message``, but then fails to format the exception (its location has no function:
``str(error)`` raises), so that form is printed only where a client asks for it with
``TILEIRAS_DIAGNOSTIC_LOCATIONS=mlir`` in the environment. (NVIDIA 13.5 prints
``#cuda_tile.di_loc<...>`` there, which cuTile does not parse.) Without a location::

    error: message
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from typing import TextIO

EXIT_SUCCESS = 0
EXIT_USAGE = 1
EXIT_CONFIG = 2
EXIT_BYTECODE = 3
EXIT_COMPILE = 5


@dataclass(frozen=True)
class SourceLocation:
    """A point in the user's source, as carried by the bytecode's debug info."""

    filename: str
    line: int | None = None
    column: int | None = None

    def __str__(self) -> str:
        name = self.filename.replace("\\", "\\\\").replace('"', '\\"')
        if self.line is None:
            return f'loc("{name}")'
        return f'loc("{name}":{self.line}:{self.column or 0})'


LOCATION_STYLE_VARIABLE = "TILEIRAS_DIAGNOSTIC_LOCATIONS"
"""``mlir``: print locations as ``loc("file":L:C)``; anything else: ``file:L:C``."""


def location_prefix(location: SourceLocation) -> str:
    """How a diagnostic names its location: ``file:L:C`` (default) or MLIR's ``loc(...)``."""
    if os.environ.get(LOCATION_STYLE_VARIABLE, "").strip().lower() == "mlir":
        return str(location)
    if location.line is None:
        return location.filename
    return f"{location.filename}:{location.line}:{location.column or 0}"


def format_diagnostic(message: str, location: SourceLocation | None = None, severity: str = "error") -> str:
    """One diagnostic line, without the trailing newline."""
    if location is None:
        return f"{severity}: {message}"
    return f"{location_prefix(location)}: {severity}: {message}"


class CompileError(Exception):
    """A failure to report to the user; never shown as a traceback.

    ``exit_code`` is the process exit status; ``location`` the user's source
    position if the failing construct carries one. ``notes`` are extra
    ``(message, location)`` pairs printed after the error as ``note:`` lines;
    ``preface`` lines are printed verbatim before it (a tool's own complaint
    that NVIDIA's tileiras echoes ahead of its ``error:`` line).
    A stage that adds context to a lower stage's failure raises a new error
    ``from`` it: the printer shows the innermost cause first, then the context,
    as MLIR does (``error at offset 34: section length ...`` then
    ``error at offset 34: failed to parse section header``).
    """

    default_exit_code = EXIT_COMPILE

    def __init__(
        self,
        message: str,
        exit_code: int | None = None,
        location: SourceLocation | None = None,
        notes: list[tuple[str, SourceLocation | None]] | None = None,
        preface: list[str] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.exit_code = self.default_exit_code if exit_code is None else exit_code
        self.location = location
        self.notes = list(notes or ())
        self.preface = list(preface or ())

    def text(self) -> str:
        """The message as printed after ``error: `` (subclasses add prefixes)."""
        return self.message

    def lines(self) -> list[str]:
        """All diagnostic lines of this error and the errors it was raised from."""
        chain: list[CompileError] = []
        err: BaseException | None = self
        while isinstance(err, CompileError):
            chain.append(err)
            err = err.__cause__
        out: list[str] = []
        for e in reversed(chain):
            out += e.preface
            out.append(format_diagnostic(e.text(), e.location))
            out += [format_diagnostic(m, loc, "note") for m, loc in e.notes]
        return out


class UsageError(CompileError):
    """The command line or the input file is unusable (exit 1)."""

    default_exit_code = EXIT_USAGE


class ConfigError(CompileError):
    """The options are valid syntax but not a valid configuration (exit 2)."""

    default_exit_code = EXIT_CONFIG


class BytecodeError(CompileError):
    """The input is not valid Tile IR bytecode (exit 3).

    ``offset`` is the byte offset the reader was at; the printed form is
    NVIDIA's ``error at offset N: message``.
    """

    default_exit_code = EXIT_BYTECODE

    def __init__(self, message: str, offset: int | None = None, **kwargs) -> None:
        super().__init__(message, **kwargs)
        self.offset = offset

    def text(self) -> str:
        if self.offset is None:
            return self.message
        return f"error at offset {self.offset}: {self.message}"


class VerificationError(CompileError):
    """The IR is well-formed bytecode but breaks an op's rules (exit 5)."""


class ToolchainError(CompileError):
    """An external tool (ptxas) or file the toolchain needs failed (exit 5)."""


def report(error: CompileError, stream: TextIO | None = None) -> None:
    stream = stream or sys.stderr
    for line in error.lines():
        stream.write(line + "\n")
    stream.flush()


def error(message: str, stream: TextIO | None = None) -> None:
    """Print a plain ``error: message`` line."""
    stream = stream or sys.stderr
    stream.write(format_diagnostic(message) + "\n")
    stream.flush()
