"""Dying cleanly: what the command-line tools do when they are interrupted or killed.

A tool may have a forked LLVM worker (`codegen.nvptx.guarded`), a ptxas child
(`toolchain.ptxas.assemble`) and temporary files (ptxas's folder, the output's temporary
file) at any moment. This module keeps a registry of them and, once `install()` has run:

- SIGINT, SIGTERM and SIGHUP kill the registered children, remove the registered paths,
  then end the process by the same signal (no Python traceback, whatever was running,
  module imports included);
- children started through `parent_death_signal()` are killed by the kernel if the tool
  itself is killed by SIGKILL (which no handler sees), as `subprocess.run(timeout=...)`
  does;
- `sweep_stale()` removes temporary folders left behind by a tool that was SIGKILLed.

A leaf module (standard library only): the code generator and the toolchain, which the
driver imports, use it. Installing the handlers is the tools' business (`tileiras.cli`);
a library user of the compiler keeps its own signal handling.
"""

from __future__ import annotations

import os
import select
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager

# shutil, subprocess and tempfile (most of the import time of this module, which a warm
# client, `tileiras.driver.warm_client`, would pay for nothing) are imported where used

SIGNALS: tuple[int, ...] = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))

_children: dict[int, None] = {}
_paths: dict[str, None] = {}
_installed = False
_PR_SET_PDEATHSIG = 1
TICK = 0.2
"""Seconds a tool blocks at most in one wait for a child (`read_all`, `communicate`).

CPython runs a Python signal handler between bytecodes, after the C handler has noted the
signal. A signal that lands after the interpreter's last check but before a blocking system
call starts does not interrupt that call, so a tool waiting on a silent child would sit
there until the child ends (seen: a SIGTERMed tool blocked in a pipe read for the 600 s of
its worker). Waiting in ticks bounds that delay."""


def install() -> None:
    """Handle SIGINT, SIGTERM and SIGHUP as described above; a signal the process was
    started with ignored (``nohup``'s SIGHUP) stays ignored. Idempotent."""
    global _installed
    if _installed:
        return
    for signum in SIGNALS:
        try:
            if signal.getsignal(signum) is signal.SIG_IGN:
                continue
            signal.signal(signum, _on_signal)
        except (ValueError, OSError):  # not the main thread, or an unsupported signal
            return
    _installed = True


def installed() -> bool:
    return _installed


def _on_signal(signum: int, frame: object) -> None:
    cleanup()
    signal.signal(signum, signal.SIG_DFL)
    try:
        sys.stderr.flush()
    except Exception:  # noqa: BLE001 - stderr may be closed; we are dying anyway
        pass
    os.kill(os.getpid(), signum)
    os._exit(128 + signum)  # the default action of every handled signal ends the process


def cleanup() -> None:
    """Kill and reap the registered children, remove the registered paths."""
    for pid in list(_children):
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (OSError, ChildProcessError):
            pass
        _children.pop(pid, None)
    for path in list(_paths):
        _remove(path)
        _paths.pop(path, None)


def _remove(path: str) -> None:
    try:
        if os.path.isdir(path) and not os.path.islink(path):
            import shutil

            shutil.rmtree(path, ignore_errors=True)
        else:
            os.unlink(path)
    except OSError:
        pass


@contextmanager
def child(pid: int) -> Iterator[None]:
    """While the block runs, `pid` is killed if the tool is interrupted."""
    _children[pid] = None
    try:
        yield
    finally:
        _children.pop(pid, None)


@contextmanager
def temporary(path: str) -> Iterator[None]:
    """While the block runs, `path` (file or folder) is removed if the tool is interrupted."""
    _paths[path] = None
    try:
        yield
    finally:
        _paths.pop(path, None)


def read_all(fd: int) -> bytes:
    """Everything `fd` yields until end of file; closes it. Waits in `TICK`s, so a pending
    signal handler runs within one tick."""
    chunks = []
    if hasattr(select, "poll"):  # select.select refuses descriptors past FD_SETSIZE (1024)
        poller = select.poll()
        poller.register(fd, select.POLLIN)
        ready = lambda: poller.poll(int(TICK * 1000))  # noqa: E731
    else:
        ready = lambda: select.select([fd], [], [], TICK)[0]  # noqa: E731
    try:
        while True:
            if not ready():
                continue
            data = os.read(fd, 1 << 16)
            if not data:
                return b"".join(chunks)
            chunks.append(data)
    finally:
        os.close(fd)


def communicate(proc: subprocess.Popen) -> tuple[bytes, bytes]:
    """`proc.communicate()` in `TICK`s (retrying loses no output), for the same reason."""
    import subprocess

    while True:
        try:
            return proc.communicate(timeout=TICK)
        except subprocess.TimeoutExpired:
            continue


def parent_death_signal(signum: int = signal.SIGKILL) -> None:
    """Ask the kernel to send `signum` to this process when its parent dies (Linux's
    PR_SET_PDEATHSIG; nothing elsewhere). Called in a child right after fork (or as a
    ``preexec_fn``); if the parent is already gone, exit at once."""
    if not sys.platform.startswith("linux"):
        return
    parent = os.getppid()
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signum, 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != parent or parent == 1:
        os._exit(128 + signum)


def in_forked_child() -> None:
    """A forked worker's setup: default signal actions (the parent's handler must not run
    there), no registered children or paths of the parent, killed with its parent."""
    global _installed
    for signum in SIGNALS:
        try:
            if signal.getsignal(signum) is _on_signal:
                signal.signal(signum, signal.SIG_DFL)
        except (ValueError, OSError):
            pass
    _children.clear()
    _paths.clear()
    _installed = False
    parent_death_signal()


def owned_prefix(prefix: str) -> str:
    """A temporary-folder prefix that names this process (``tileiras-ptxas-1234-``), so
    that `sweep_stale` can tell a dead tool's folder from a live one's."""
    return f"{prefix}{os.getpid()}-"


def sweep_stale(prefix: str, directory: str | None = None) -> None:
    """Remove ``<prefix><pid>-*`` folders in the temporary directory whose process is gone
    (a tool killed by SIGKILL cannot clean up after itself). Only the current user's."""
    import shutil
    import tempfile

    directory = directory or tempfile.gettempdir()
    try:
        entries = os.scandir(directory)
    except OSError:
        return
    uid = os.getuid() if hasattr(os, "getuid") else None
    with entries:
        for entry in entries:
            if not entry.name.startswith(prefix):
                continue
            pid_text = entry.name[len(prefix):].split("-", 1)[0]
            if not pid_text.isdigit() or int(pid_text) == os.getpid() or _alive(int(pid_text)):
                continue
            try:
                st = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if uid is not None and st.st_uid != uid:
                continue
            if entry.is_dir(follow_symlinks=False):
                shutil.rmtree(entry.path, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # exists, someone else's
        return True
    return True
