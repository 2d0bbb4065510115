"""Reading the input, the checks NVIDIA makes on the header before anything
else, and writing the output without ever leaving a partial file."""

from __future__ import annotations

import os
import stat
import tempfile

from collections.abc import Collection

from tileiras import termination
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


def check_bytecode(data: bytes, preview: Collection[str] = ()):
    """Read and verify the input as NVIDIA's tileiras does before compiling it: a file its
    reader or verifier refuses is exit 3, with the reader's chain of errors (a verifier
    error in the `file:L:C: error:` form where the op has a source location), then
    NVIDIA's closing line. Returns the `BytecodeModule` read, which the compile goes on
    with (the input is read once)."""
    from tileiras.bytecode import errors, reader

    try:
        return reader.read_bytecode(data, verify=True, preview_features=preview)
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
    """Write ``data`` to ``path`` as NVIDIA's tileiras does, without ever leaving a partial file.

    - ``-`` is standard output (LLVM's convention).
    - Anything that exists and is not a regular file (``/dev/null``, a FIFO, a terminal) is
      written through: replacing it would turn a device node into a file.
    - A symbolic link is followed: its target is written, the link stays.
    - A regular file is replaced atomically (a temporary file in the same directory, then
      ``os.replace``); an existing file keeps its permission bits, a new one gets 0666 less
      the umask.

    Exit codes are NVIDIA's: an output that cannot be opened (no such directory, a directory,
    no permission) is a ConfigError (exit 2); a write that fails once the output is open (disk
    full) is exit 1. On failure no temporary file is left behind.
    """
    if path == "-":
        _write_stdout(data)
        return
    target = os.path.realpath(path)
    try:
        st = os.stat(target)
    except OSError:
        st = None
    if st is not None and not stat.S_ISREG(st.st_mode) and not stat.S_ISDIR(st.st_mode):
        _write_through(path, target, data)
        return
    mode = stat.S_IMODE(st.st_mode) if st is not None and stat.S_ISREG(st.st_mode) else 0o666 & ~_umask()
    directory = os.path.dirname(target)
    tmp = None
    try:
        try:
            fd, tmp = tempfile.mkstemp(prefix=".tileiras-", suffix=".tmp", dir=directory)
        except OSError as e:
            raise _open_failure(path, e) from None
        with termination.temporary(tmp):  # an interrupted tool removes it
            try:
                with os.fdopen(fd, "wb") as f:
                    f.write(data)
            except OSError as e:
                raise _write_failure(path, e) from None
            try:
                os.chmod(tmp, mode)
                os.replace(tmp, target)
            except OSError as e:
                raise _open_failure(path, e) from None
            tmp = None
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def _write_through(path: str, target: str, data: bytes) -> None:
    """Write into an existing non-regular file (device, FIFO) in place."""
    try:
        fd = os.open(target, os.O_WRONLY | os.O_TRUNC | getattr(os, "O_CLOEXEC", 0))
    except OSError as e:
        raise _open_failure(path, e) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
    except OSError as e:
        raise _write_failure(path, e) from None


def _reason(e: OSError) -> str:
    return os.strerror(e.errno) if e.errno else str(e)


def _open_failure(path: str, e: OSError) -> ConfigError:
    """The output cannot be opened or put in place: exit 2, as NVIDIA's tileiras."""
    return ConfigError(f"unable to write output file '{path}': {_reason(e)}")


def _write_failure(path: str, e: OSError) -> UsageError:
    """Writing an opened output failed (disk full): exit 1, as NVIDIA's tileiras (LLVM's
    `IO failure on output stream`)."""
    return UsageError(f"unable to write output file '{path}': {_reason(e)}")


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
    except (OSError, ValueError, AttributeError) as e:
        # ValueError: stdout closed; AttributeError: no stdout at all (fd 1 closed at start)
        reason = _reason(e) if isinstance(e, OSError) else "standard output is closed"
        raise UsageError(f"unable to write output file '-': {reason}") from None


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
