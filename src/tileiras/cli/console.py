"""The console entry points' last line of defence: never a Python traceback.

`guarded(run)` runs a tool and returns its exit code:

- a standard stream closed when the tool starts (``tileirdisasm k.bc >&-``) is a stream whose
  writes fail with EBADF, as in a C program, instead of Python's ``None``;
- a write to standard output that fails (closed, a broken pipe, a full disk) is
  ``error: IO failure on output stream: REASON`` and exit 1, NVIDIA's (LLVM's) wording and code;
- Ctrl-C is 130 (where `tileiras.termination`'s handler is not installed; where it is, the
  process ends by the signal);
- any other unexpected exception (a bug) is ``error: internal error: Kind: message``, exit 5.

`deep(fn)` runs a tool's work on a thread with a large stack and a high recursion limit:
reading, verifying, printing and lowering recurse once per nested region, and NVIDIA's
tools accept regions nested a thousand deep (`bytecode.op_codec.MAX_REGION_DEPTH`).
"""

from __future__ import annotations

import errno
import io
import os
import sys
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

EXIT_INTERNAL = 5
EXIT_IO = 1
DEEP_STACK_BYTES = 512 << 20
"""Address space reserved for the worker thread's stack (pages are used only as touched)."""
DEEP_RECURSION_LIMIT = 200_000


def deep(fn: Callable[[], T]) -> T:
    """`fn()` on a thread whose stack and recursion limit suit deeply nested input; its
    result or exception is the caller's. Signals still reach the main thread, which waits."""
    import threading

    result: list = []
    failure: list[BaseException] = []

    def work() -> None:
        try:
            result.append(fn())
        except BaseException as e:  # noqa: BLE001 - handed to the caller's thread
            failure.append(e)

    old_limit = sys.getrecursionlimit()
    try:
        old_size = threading.stack_size(DEEP_STACK_BYTES)
    except (ValueError, RuntimeError):  # a platform without settable thread stacks
        return fn()
    try:
        sys.setrecursionlimit(max(old_limit, DEEP_RECURSION_LIMIT))
        thread = threading.Thread(target=work, name="tileiras-deep", daemon=True)
        thread.start()
    finally:
        threading.stack_size(old_size)
    try:
        thread.join()
    finally:
        sys.setrecursionlimit(old_limit)
    if failure:
        raise failure[0].with_traceback(failure[0].__traceback__)
    return result[0]


class ClosedStream(io.TextIOBase):
    """Stands for a standard stream whose descriptor was closed at start-up: every write
    fails as ``write(2)`` on a closed descriptor would; there is nothing to flush."""

    def writable(self) -> bool:
        return True

    def write(self, s: str) -> int:
        raise OSError(errno.EBADF, os.strerror(errno.EBADF))

    def flush(self) -> None:
        pass


def open_standard_streams() -> None:
    """Replace a closed standard stream (``None``) by a `ClosedStream`."""
    if sys.stdout is None:
        sys.stdout = ClosedStream()
    if sys.stderr is None:
        sys.stderr = _Discard()


class _Discard(io.TextIOBase):
    """Closed stderr: diagnostics have nowhere to go; writing them must not fail."""

    def writable(self) -> bool:
        return True

    def write(self, s: str) -> int:
        return len(s)


def finish_stdout(code: int) -> int:
    """Flush standard output; a failure there turns success into exit 1 (nothing was lost
    quietly) and stdout is pointed at /dev/null so Python's own flush at exit stays silent."""
    try:
        sys.stdout.flush()
    except (OSError, ValueError) as e:
        _silence_stdout()
        if code == 0:
            _io_failure(e)
            return EXIT_IO
    return code


def _silence_stdout() -> None:
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        pass


def _io_failure(e: BaseException) -> None:
    reason = os.strerror(e.errno) if isinstance(e, OSError) and e.errno else str(e)
    try:
        sys.stderr.write(f"error: IO failure on output stream: {reason}\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


def guarded(run: Callable[[], int], what: str = "internal error") -> int:
    """`run()`'s exit code; an exception that escapes it becomes one line on stderr."""
    open_standard_streams()
    try:
        code = deep(run)
    except KeyboardInterrupt:
        return 130
    except RecursionError:
        sys.stderr.write(f"error: {what}: input nests too deeply\n")
        return EXIT_INTERNAL
    except (BrokenPipeError, ValueError) as err:
        if isinstance(err, ValueError) and "closed file" not in str(err):
            sys.stderr.write(f"error: {what}: {type(err).__name__}: {err}\n")
            return EXIT_INTERNAL
        _silence_stdout()
        _io_failure(err)
        return EXIT_IO
    except OSError as err:
        if err.errno not in (errno.EBADF, errno.ENOSPC, errno.EPIPE, errno.EIO):
            sys.stderr.write(f"error: {what}: {type(err).__name__}: {err}\n")
            return EXIT_INTERNAL
        _silence_stdout()
        _io_failure(err)
        return EXIT_IO
    except Exception as err:  # noqa: BLE001 - the point: never a traceback
        sys.stderr.write(f"error: {what}: {type(err).__name__}: {err}\n")
        return EXIT_INTERNAL
    return finish_stdout(code)
