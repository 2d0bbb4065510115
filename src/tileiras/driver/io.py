"""Reading the input, the checks NVIDIA makes on the header before anything
else, and writing the output without ever leaving a partial file."""

from __future__ import annotations

import os
import tempfile

from collections.abc import Collection

from tileiras.diagnostics import BytecodeError, ConfigError, SourceLocation, UsageError
from tileiras.driver.version import BYTECODE_VERSIONS

TILEIR_MAGIC = b"\x7fTileIR\x00"
MLIR_MAGIC = b"ML\xefR"
NOT_BYTECODE = "input does not correspond to Tile IR bytecode"


def read_input(path: str) -> bytes:
    """The input file's bytes; UsageError (exit 1) as NVIDIA words it."""
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        reason = os.strerror(e.errno) if e.errno else str(e)
        raise UsageError(f"unable to read input file '{path}': {reason}") from None


def sniff_header(data: bytes) -> tuple[int, int]:
    """Magic and version, checked before the options (NVIDIA's order).

    Returns (major, minor). The full header (version tag, sections) is the
    bytecode reader's business; this only rejects what NVIDIA rejects before
    looking at ``--gpu-name``.
    """
    if not data.startswith(TILEIR_MAGIC):
        if data.startswith(MLIR_MAGIC):
            raise BytecodeError(f"{NOT_BYTECODE} (it looks like MLIR bytecode instead)")
        raise BytecodeError(NOT_BYTECODE)
    if len(data) < len(TILEIR_MAGIC) + 2:
        # NVIDIA reads past the end here; we report a truncated header.
        raise BytecodeError(NOT_BYTECODE) from BytecodeError("failed to parse bytecode header", offset=len(data))
    major, minor = data[8], data[9]
    if (major, minor) not in BYTECODE_VERSIONS:
        raise BytecodeError(f"unsupported Tile IR bytecode version: {major}.{minor}")
    return major, minor


def check_bytecode(data: bytes, preview: Collection[str] = ()) -> None:
    """Read and verify the input as NVIDIA's tileiras does before compiling it: a file its
    reader or verifier refuses is exit 3, with the reader's chain of errors (a verifier
    error in the `loc("file":L:C): error:` form where the op has a source location), then
    NVIDIA's closing line."""
    from tileiras.bytecode import errors, reader

    try:
        reader.read_bytecode(data, verify=True, preview_features=preview)
    except errors.BytecodeError as e:
        chain = _driver_error(e)
        raise chain from chain.__cause__


def _driver_error(e) -> BytecodeError:
    """The reader's chain as driver errors: the closing line, caused by the outermost step,
    ... caused by the first line (the printer shows the innermost cause first)."""
    from tileiras.dialects.cuda_tile.attributes import source_position

    cause: BytecodeError | None = None
    for i, (where, text) in enumerate(e.lines()):
        pos = source_position(getattr(e, "loc_attr", None)) if where is not None and i == 0 else None
        err = BytecodeError(text, location=SourceLocation(*pos) if pos is not None else None)
        err.__cause__ = cause
        cause = err
    top = BytecodeError(NOT_BYTECODE)
    top.__cause__ = cause
    return top


def write_output(path: str, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: a temporary file in the same
    directory, then ``os.replace``. On failure nothing is left behind and a
    ConfigError (exit 2, NVIDIA's code for an unwritable output) is raised.
    ``-`` is standard output, as in NVIDIA's tool (LLVM's convention)."""
    if path == "-":
        _write_stdout(data)
        return
    directory = os.path.dirname(os.path.abspath(path))
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=".tileiras-", suffix=".tmp", dir=directory)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        mode = 0o666 & ~_umask()
        os.chmod(tmp, mode)
        os.replace(tmp, path)
        tmp = None
    except OSError as e:
        reason = os.strerror(e.errno) if e.errno else str(e)
        raise ConfigError(f"unable to write output file '{path}': {reason}") from None
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def _write_stdout(data: bytes) -> None:
    import sys

    try:
        sys.stdout.flush()
        out = getattr(sys.stdout, "buffer", None)
        if out is None:  # a text-only stream (tests capture stdout as text)
            sys.stdout.write(data.decode("latin-1"))
        else:
            out.write(data)
        sys.stdout.flush()
    except OSError as e:
        reason = os.strerror(e.errno) if e.errno else str(e)
        raise ConfigError(f"unable to write output file '-': {reason}") from None


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
