"""The warm compile server (issue 16): a process that has imported the compiler and started
LLVM once, and forks one child per `tileiras` invocation handed to it
(`tileiras.driver.warm_client` is the other side; docs/warm.md the user's view).

- Never mixed: the server itself never compiles a request (it rehearses the front end on a
  built-in kernel before it listens, `warm_up`); each request gets a fresh fork of the
  prepared process, which takes the client's working directory, environment, umask, argv and
  standard streams, runs the tool's cold path (`tileiras.cli.tileiras.tool_main`) and exits.
  Nothing a compile does reaches the server or another request.
- Never stale: the socket is named by the digest of `warm_client.fingerprint` as it was when
  the server imported the compiler; a request carries the client's full fingerprint text and
  is refused (the client compiles cold) unless it is the server's. Every `CHECK_SECONDS` the
  server recomputes its fingerprint and looks at its socket; if either changed it stops.
- Private: the socket lives in the user's 0700 folder (`warm_client.socket_dir`) and a peer
  of another uid (SO_PEERCRED) is refused.
- Signals: the client passes SIGINT, SIGTERM and SIGHUP on (`FORWARD`) and the server sends
  them to the child, whose handlers (`tileiras.termination`) kill its own children and remove
  its temporary files as the cold tool's do. A client that disappears (killed) closes the
  connection: the server sends the child SIGTERM. The child's end (exit code or signal) goes
  back to the client. A child dies with SIGTERM if the server dies.
- Exit: after `warm_client.IDLE_VARIABLE` minutes without a request, on a ``stop`` request
  (``tileiras --warm-stop``), on SIGTERM, SIGINT or SIGHUP (running children get SIGTERM),
  or when stale. It unlinks its socket (if it is still its own) and lock file.

Started by `warm_client.start_server`, detached (own session, standard streams on /dev/null).
"""

from __future__ import annotations

import errno
import fcntl
import gc
import marshal
import os
import re
import select
import signal
import socket
import struct
import sys
import time
from dataclasses import dataclass, field

from tileiras.driver import warm_client as wc

CHECK_SECONDS = 5.0
"""How often an idle server recomputes its fingerprint and checks its socket."""
REQUEST_SECONDS = 10.0
"""A connection must have sent its whole request within this time."""
SETUP_FAILED = 0x7E
"""A child's exit code when it could not take over the client's setting (never a compile's)."""

PRELOAD_PACKAGES = ("tileiras.bytecode", "tileiras.codegen", "tileiras.conversion", "tileiras.dialects",
                    "tileiras.driver", "tileiras.host_abi", "tileiras.layout", "tileiras.target",
                    "tileiras.toolchain", "tileiras.transforms", "xdsl.transforms.canonicalization_patterns")
"""Every module of these packages is imported before the server listens."""
PRELOAD_MODULES = ("tileiras.cli.tileiras", "tileiras.cli.console", "tileiras.cli.process",
                   "tileiras.diagnostics", "tileiras.passes", "tileiras.op_registry", "tileiras.termination",
                   "json", "pickle", "ctypes", "tempfile", "subprocess", "shutil", "resource", "io",
                   "numpy", "ml_dtypes")
"""And these modules (the ones the compile imports lazily, outside those packages)."""


def preload() -> None:
    """Import what any compile imports, start LLVM and rehearse the front end
    (`warm_up.rehearse`), so that a child does none of it."""
    import importlib
    import pkgutil

    for name in PRELOAD_MODULES:
        try:
            importlib.import_module(name)
        except ImportError:
            pass
    for package in PRELOAD_PACKAGES:
        try:
            pkg = importlib.import_module(package)
        except ImportError:
            continue
        for info in pkgutil.walk_packages(pkg.__path__, package + "."):
            try:
                importlib.import_module(info.name)
            except Exception:  # noqa: BLE001 - a module that fails to import is imported by no compile
                pass
    modules, attributes = _lazy_imports()
    for name in modules:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - an optional module (cuda.tile) or a tool's
            pass
    for module, name in attributes:  # a name a module makes on first use (PEP 562 __getattr__)
        try:
            getattr(sys.modules[module], name)
        except Exception:  # noqa: BLE001 - not there: the compile that asks fails the same way
            pass
    from tileiras.codegen import nvptx

    nvptx._llvm()
    try:
        nvptx.preparse_libdevice()  # each child's LLVM worker takes its copy (nvptx._PREPARSED)
    except Exception:  # noqa: BLE001 - none or not bitcode: each compile finds out and says so
        pass
    from tileiras.cli import warm_up

    warm_up.rehearse()  # the front end once on a built-in kernel: its first-use caches, filled


_LAZY_IMPORT = re.compile(r"^[ \t]+(?:from[ \t]+([\w.]+)[ \t]+import[ \t]+\(?([\w, \t]+)|import[ \t]+([\w.]+))", re.M)
NOT_PRELOADED = ("tileiras.interp", "tileiras.simt", "tileiras.cli.tileir", "tileiras.cli.tileiras_run")
"""The emulator and the other tools: no compile imports them."""


def _lazy_imports() -> tuple[list[str], list[tuple[str, str]]]:
    """The modules that the loaded tileiras modules import inside functions (``import``
    statements that are indented; for ``from X import y``, X and X.y, which may be a
    module), so that a child imports none of them itself; and the (X, y) of those
    ``from X import y`` with X one of ours, whose y may be made on first access."""
    found: set[str] = set()
    attributes: set[tuple[str, str]] = set()
    for name, module in list(sys.modules.items()):
        if not name.startswith("tileiras") or name.startswith(NOT_PRELOADED):
            continue
        path = getattr(module, "__file__", None)
        if not path:
            continue
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except OSError:
            continue
        for m in _LAZY_IMPORT.finditer(text):
            package, names, plain = m.groups()
            targets = [plain] if plain else [package] + [f"{package}.{n.split()[0]}" for n in names.split(",")
                                                     if n.strip() and n.strip()[0].islower()]
            found.update(t for t in targets if not t.startswith(NOT_PRELOADED))  # `from X import f`: X.f if a module
            if package and package.startswith("tileiras") and not package.startswith(NOT_PRELOADED):
                attributes.update((package, n.split()[0]) for n in names.split(",") if n.strip())
    return sorted(found), sorted(attributes)


@dataclass
class _Connection:
    """A client: its request being read, then its compile running."""

    sock: socket.socket
    since: float
    data: bytes = b""
    fds: list[int] = field(default_factory=list)
    pid: int | None = None


class Server:
    def __init__(self, path: str, key: str, fp: str, idle_seconds: float) -> None:
        self.path, self.key, self.fp, self.idle = path, key, fp, idle_seconds
        self.listener: socket.socket | None = None
        self.inode: tuple[int, int] | None = None
        self.conns: dict[int, _Connection] = {}
        self.children: dict[int, _Connection] = {}
        self.stopping = False
        self.last_active = time.monotonic()
        self.last_check = time.monotonic()
        self.wake_r, self.wake_w = os.pipe()
        self.lock_fd: int | None = None

    # -- set-up and tear-down

    def lock(self) -> bool:
        """Take the socket's lock file; False if another server has it."""
        fd = os.open(self.path + ".lock", os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())  # who serves here (tests, a curious user)
        self.lock_fd = fd
        return True

    def bind(self) -> None:
        """The socket, bound (before the imports, so that a path we cannot bind fails fast)
        but refusing connections until `listen`: a client meanwhile compiles cold, and sees
        by the lock that a server is starting."""
        try:
            os.unlink(self.path)  # a dead server's (we hold the lock)
        except FileNotFoundError:
            pass
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        old = os.umask(0o177)
        try:
            s.bind(self.path)
        finally:
            os.umask(old)
        s.setblocking(False)
        st = os.stat(self.path)
        self.inode = (st.st_dev, st.st_ino)
        self.listener = s

    def listen(self) -> None:
        assert self.listener is not None
        self.listener.listen(64)

    def _own_socket(self) -> bool:
        try:
            st = os.stat(self.path)
        except OSError:
            return False
        return (st.st_dev, st.st_ino) == self.inode

    def close_listener(self) -> None:
        if self.listener is None:
            return
        if self._own_socket():
            try:
                os.unlink(self.path)
            except OSError:
                pass
        self.listener.close()
        self.listener = None
        if self.lock_fd is not None:
            try:
                os.unlink(self.path + ".lock")
            except OSError:
                pass

    def _on_signal(self, signum: int, frame: object) -> None:
        if signum != signal.SIGCHLD:
            self.stopping = True
            for pid in list(self.children):
                _kill(pid, signal.SIGTERM)

    # -- the loop

    def run(self) -> None:
        os.set_blocking(self.wake_w, False)
        signal.set_wakeup_fd(self.wake_w)
        for signum in (signal.SIGCHLD, signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            signal.signal(signum, self._on_signal)
        while True:
            self.reap()
            now = time.monotonic()
            if not self.stopping:
                if not self.conns and not self.children and now - self.last_active > self.idle:
                    self.stopping = True
                elif now - self.last_check > CHECK_SECONDS:
                    self.last_check = now
                    if not self._own_socket() or wc.fingerprint() != self.fp:
                        self.stopping = True
            if self.stopping:
                self.close_listener()
                for conn in [c for c in self.conns.values() if c.pid is None]:
                    self.drop(conn)
                if not self.conns and not self.children:
                    return
            watched = [self.wake_r] + [c.sock.fileno() for c in self.conns.values()]
            if self.listener is not None:
                watched.append(self.listener.fileno())
            try:
                ready, _, _ = select.select(watched, [], [], 1.0)
            except InterruptedError:
                continue
            for fd in ready:
                if fd == self.wake_r:
                    try:
                        os.read(self.wake_r, 512)
                    except BlockingIOError:
                        pass
                elif self.listener is not None and fd == self.listener.fileno():
                    self.accept()
                elif fd in self.conns:
                    self.on_readable(self.conns[fd])
            now = time.monotonic()
            for conn in [c for c in self.conns.values() if c.pid is None]:
                if now - conn.since > REQUEST_SECONDS:
                    self.drop(conn)

    def accept(self) -> None:
        assert self.listener is not None
        try:
            sock, _ = self.listener.accept()
        except (BlockingIOError, InterruptedError, ConnectionAbortedError):
            return
        creds = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
        _, uid, gid = struct.unpack("3i", creds)
        if uid != os.getuid() or gid != os.getgid():  # another group would own the output
            sock.close()
            return
        sock.setblocking(False)
        self.last_active = time.monotonic()
        self.conns[sock.fileno()] = _Connection(sock, time.monotonic())

    def drop(self, conn: _Connection) -> None:
        self.conns.pop(conn.sock.fileno(), None)
        for fd in conn.fds:
            _close(fd)
        conn.fds = []
        conn.sock.close()

    def on_readable(self, conn: _Connection) -> None:
        self.last_active = time.monotonic()
        if conn.pid is not None:  # a running compile: the client's signals, or its end
            try:
                data = conn.sock.recv(64)
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                data = b""
            if not data:
                _kill(conn.pid, signal.SIGTERM)  # the client is gone: end its compile
                self.conns.pop(conn.sock.fileno(), None)
                return
            for i in range(0, len(data) - 1, 2):
                if data[i:i + 1] == wc.FORWARD and data[i + 1] in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
                    _kill(conn.pid, data[i + 1])
            return
        try:
            data, fds, _, _ = socket.recv_fds(conn.sock, 1 << 16, 8, socket.MSG_CMSG_CLOEXEC)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data, fds = b"", []
        conn.fds += fds
        if not data:
            self.drop(conn)
            return
        conn.data += data
        header = len(wc.PROTOCOL) + 4
        if len(conn.data) < header:
            return
        if not conn.data.startswith(wc.PROTOCOL):
            self.drop(conn)
            return
        size = int.from_bytes(conn.data[len(wc.PROTOCOL):header], "big")
        if size > wc.MAX_REQUEST:
            self.drop(conn)
            return
        if len(conn.data) < header + size:
            return
        try:
            request = marshal.loads(conn.data[header:header + size])
        except (ValueError, EOFError, TypeError):
            self.drop(conn)
            return
        self.handle(conn, request)

    def handle(self, conn: _Connection, request: object) -> None:
        op = request.get("op") if isinstance(request, dict) else None
        if op == "ping":
            self.reply(conn, wc.PONG)
        elif op == "stop":
            self.stopping = True
            self.reply(conn, wc.STOPPING)
        elif (op == "compile" and request.get("fingerprint") == self.fp and not self.stopping
              and request.get("groups") == sorted(os.getgroups())):
            self.fork(conn, request)
        else:  # another fingerprint with our digest, other groups, a stopping server, not a request
            self.reply(conn, wc.REFUSED)

    def reply(self, conn: _Connection, answer: bytes) -> None:
        try:
            conn.sock.send(answer)
        except OSError:
            pass
        self.drop(conn)

    def fork(self, conn: _Connection, request: dict) -> None:
        stdio = request.get("stdio")
        if not (isinstance(stdio, list) and len(stdio) == 3
                and len(conn.fds) == 1 + sum(s is not None for s in stdio)):
            self.reply(conn, wc.REFUSED)
            return
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            try:
                self.become_child(conn, request)
            finally:
                os._exit(SETUP_FAILED)
        for fd in conn.fds:
            _close(fd)
        conn.fds = []
        conn.pid = pid
        self.children[pid] = conn

    def reap(self) -> None:
        while self.children:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            conn = self.children.pop(pid, None)
            if conn is None:
                continue
            code = os.waitstatus_to_exitcode(status)
            if code == SETUP_FAILED:
                answer = wc.REFUSED
            elif code < 0:
                answer = wc.KILLED + bytes([-code])
            else:
                answer = wc.EXITED + code.to_bytes(4, "big", signed=True)
            try:
                conn.sock.setblocking(True)
                conn.sock.settimeout(1.0)
                conn.sock.sendall(answer)
            except OSError:
                pass
            self.conns.pop(conn.sock.fileno(), None)
            conn.sock.close()
            self.last_active = time.monotonic()

    # -- the child

    def become_child(self, conn: _Connection, request: dict) -> None:  # pragma: no cover - the child
        """Take the client's setting and run the tool; never returns. Its end: output and
        streams flushed, children reaped and temporary files removed (`process.finish`'s
        order), the streams let go, the exit code sent to the client, which exits then,
        without waiting for this process's own exit (unmapping a large process)."""
        signal.set_wakeup_fd(-1)
        for signum in (signal.SIGCHLD, signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            signal.signal(signum, signal.SIG_DFL)
        from tileiras import termination

        termination.parent_death_signal(signal.SIGTERM)
        for fd in (self.wake_r, self.wake_w, self.lock_fd):
            if fd is not None:
                _close(fd)
        if self.listener is not None:
            self.listener.close()
        for other in list(self.conns.values()):
            if other is not conn:
                other.sock.close()
                for fd in other.fds:
                    _close(fd)
        cwd, *streams = conn.fds
        os.fchdir(cwd)
        _close(cwd)
        os.umask(int(request["umask"]))
        _take_limits(request.get("limits") or {}, request.get("cpus"))
        env = request["env"]
        os.environb.clear()
        os.environb.update(env)
        import tempfile

        tempfile.tempdir = None  # the client's TMPDIR, not the server's
        argv = [str(a) for a in request["argv"]]
        _take_streams(request["stdio"], streams)
        sys.argv = argv
        conn.sock.setblocking(True)
        conn.sock.sendall(wc.ACCEPTED)
        from tileiras.cli import process
        from tileiras.cli import tileiras as cli

        termination.install()
        process.enter()
        code = cli.tool_main(argv[1:])  # what main() runs, returning instead of exiting
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError, AttributeError):
                pass
        termination.cleanup()
        _release_streams()
        try:
            conn.sock.sendall(wc.EXITED + code.to_bytes(4, "big", signed=True))
        except OSError:
            pass
        conn.sock.close()
        os._exit(code)


def _take_streams(stdio: list, received: list[int]) -> None:  # pragma: no cover - the child
    """Make the client's standard streams this process's: descriptors 0-2 and sys.std*,
    with the client's encoding, errors and buffering (None for a stream it had closed)."""
    import io

    fds = iter(received)
    for fd, state in enumerate(stdio):
        if state is None:
            _close(fd)
            continue
        got = next(fds)
        if got != fd:
            os.dup2(got, fd)
            _close(got)
    for fd, state in enumerate(stdio):
        name = ("stdin", "stdout", "stderr")[fd]
        if state is None:
            setattr(sys, name, None)
            setattr(sys, f"__{name}__", None)
            continue
        encoding, errors, line_buffering, write_through = state
        binary = io.open(fd, "rb" if fd == 0 else "wb", closefd=False)
        stream = io.TextIOWrapper(binary, encoding=encoding, errors=errors, newline="\n",
                                  line_buffering=line_buffering, write_through=write_through)
        setattr(sys, name, stream)
        setattr(sys, f"__{name}__", stream)


def _take_limits(limits: dict, cpus: list[int] | None) -> None:  # pragma: no cover - the child
    """The client's resource limits and CPU set; an exception (a limit above ours) is a
    failed set-up: the client compiles cold."""
    import resource

    for name, (soft, hard) in limits.items():
        if name in wc.LIMITS and hasattr(resource, name):
            which = getattr(resource, name)
            if resource.getrlimit(which) != (soft, hard):
                resource.setrlimit(which, (soft, hard))
    if cpus is not None and hasattr(os, "sched_setaffinity") and set(cpus) != os.sched_getaffinity(0):
        os.sched_setaffinity(0, cpus)


def _release_streams() -> None:  # pragma: no cover - the child
    """Descriptors 0-2 on /dev/null: the client's pipes close when the client exits, not when
    this process does."""
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    if null > 2:
        os.close(null)


def _standard_descriptors_open() -> None:
    """Descriptors 0-2 on /dev/null where closed, so that the descriptors a request brings
    are never 0-2 themselves (`_take_streams` moves them there)."""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            null = os.open(os.devnull, os.O_RDWR)
            if null != fd:
                os.dup2(null, fd)
                os.close(null)


def _close(fd: int) -> None:
    try:
        os.close(fd)
    except OSError:
        pass


def _kill(pid: int, signum: int) -> None:
    try:
        os.kill(pid, signum)
    except OSError:
        pass


def _idle_seconds() -> float:
    try:
        minutes = float(os.environ.get(wc.IDLE_VARIABLE, wc.DEFAULT_IDLE_MINUTES))
    except ValueError:
        minutes = wc.DEFAULT_IDLE_MINUTES
    return max(minutes, 0.0) * 60.0


def main(path: str, key: str) -> None:
    """Serve on `path` (named by `key`, the fingerprint's digest); exits quietly if another
    server has the lock or the fingerprint is not `key`'s. Never returns."""
    code = 0
    try:
        _standard_descriptors_open()
        fp = wc.fingerprint()
        if wc.digest(fp) != key:
            os._exit(3)
        server = Server(path, key, fp, _idle_seconds())
        if not server.lock():
            os._exit(0)
        server.bind()
        preload()
        if wc.fingerprint() != fp:  # sources changed while we imported them
            server.close_listener()
            os._exit(3)
        gc.collect()  # the rehearsal's garbage, not frozen with the rest
        gc.freeze()  # all that is imported lives on; children need not walk it again
        server.listen()
        server.run()
        server.close_listener()
    except OSError as e:
        code = 4 if e.errno != errno.EADDRINUSE else 0
    os._exit(code)
