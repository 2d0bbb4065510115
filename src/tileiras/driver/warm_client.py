"""The client side of the warm compile server (issue 16): hand a `tileiras` invocation to a
server that has the compiler imported, or say that it must be compiled cold.

Opt-in: ``TILEIRAS_WARM=1``. A `tileiras` process then, before importing anything but the
standard library,

1. computes the `fingerprint` of everything that decides the output (the package's sources,
   the interpreter and its flags, the third-party packages, the environment variables the
   compiler reads), whose digest names the server's socket: a server started from other
   sources or settings is never reached, and it exits once it notices;
2. connects to that socket in a private per-user folder (`socket_dir`) and sends the request:
   its argv, environment and umask, and, as descriptors (SCM_RIGHTS), its working directory
   and its standard streams, so that the server's forked child writes exactly where a cold
   tool would;
3. waits for the child's end and exits with its status, or dies by the signal it died of.
   SIGINT, SIGTERM and SIGHUP received meanwhile are passed on to the child (which cleans up
   as the cold tool does); if the client itself is killed, the server sees the connection
   close and ends the child.

If no server answers, or anything about the hand-over fails before the server accepted the
request, `compile_warm` returns None and the tool compiles cold, in-process, as without
``TILEIRAS_WARM``; a missing server is started in the background for the next call
(`start_server`). Nothing here imports more than the standard library's small modules
(``_socket``, not ``socket``), so that the client's start-up stays near the interpreter's.

``tileiras --warm-start`` starts the server and waits until it answers; ``tileiras
--warm-stop`` stops every server of the user (docs/warm.md). The server is
`tileiras.cli.warm_server`.
"""

from __future__ import annotations

import os
import sys

SWITCH = "TILEIRAS_WARM"
"""Set to 1 to compile through the warm server."""
DIR_VARIABLE = "TILEIRAS_WARM_DIR"
"""The folder of the sockets, instead of ``$XDG_RUNTIME_DIR/tileiras-warm`` or
``<temp dir>/tileiras-warm-<uid>`` (tests)."""
IDLE_VARIABLE = "TILEIRAS_WARM_IDLE"
"""Minutes a server waits without a request before it exits (default `DEFAULT_IDLE_MINUTES`)."""
DEFAULT_IDLE_MINUTES = 15.0

COMPILER_ENVIRONMENT = ("TILEIRAS_PTXAS", "TILEIRAS_LIBDEVICE", "CUDA_HOME", "CUDA_PATH",
                        "TILEIRAS_DIAGNOSTIC_LOCATIONS")
"""The environment variables the compiler reads (each request carries the whole environment;
these are also in the fingerprint, in case one is ever read at import)."""
INTERPRETER_ENVIRONMENT = ("LC_ALL", "LC_CTYPE", "LANG", "PYTHONIOENCODING", "PYTHONHASHSEED")
"""Variables the interpreter reads once, as it starts (the locale's encoding, the hash seed):
a server started with other values is another server."""
LIMITS = ("RLIMIT_AS", "RLIMIT_DATA", "RLIMIT_RSS", "RLIMIT_CPU", "RLIMIT_FSIZE", "RLIMIT_NOFILE",
          "RLIMIT_STACK", "RLIMIT_CORE", "RLIMIT_NPROC")
"""Resource limits the child takes from the client (``ulimit -v`` on a compile holds warm too);
one it cannot take (above the server's hard limit) sends the client cold."""
PACKAGES = ("xdsl", "llvmlite", "numpy", "ml_dtypes", "typing_extensions", "immutabledict")
"""Third-party packages a compile imports: where each is and its installed version."""

PROTOCOL = b"TW1"
"""Request header: `PROTOCOL`, the payload's length (4 bytes, big-endian), the payload
(`marshal`). Replies are one byte: `ACCEPTED`, `REFUSED` (compile cold), `PONG`, `STOPPING`,
then for an accepted compile `EXITED` + 4 bytes (signed exit code) or `KILLED` + 1 byte (signal)."""
ACCEPTED, REFUSED, PONG, STOPPING, EXITED, KILLED = b"A", b"R", b"P", b"O", b"E", b"K"
FORWARD = b"S"
"""Client to server, after the request: `FORWARD` + 1 byte, a signal to pass to the child."""
MAX_REQUEST = 1 << 24
TICK = 0.2
"""Seconds the client blocks at most in one wait (see `tileiras.termination.TICK`)."""
SIGNAL_GRACE = 10.0
"""Seconds the client waits for the child's end after passing it a signal, before it dies anyway."""
CONNECT_TIMEOUT = 2.0
START_TIMEOUT = 120.0
"""Seconds `tileiras --warm-start` waits for a new server to answer (its imports, on a loaded machine)."""


REQUIRE = "require"
"""``TILEIRAS_WARM=require``: a warm compile or none (`EXIT_NOT_SERVED`), never a cold one and
no server started: for tests and benchmarks that must measure the warm path."""
EXIT_NOT_SERVED = 1


def mode(environ: os._Environ | dict = os.environ) -> str | None:
    """``"on"``, `REQUIRE`, or None (``TILEIRAS_WARM`` unset, empty, 0, off...)."""
    value = environ.get(SWITCH, "").strip().lower()
    if value == REQUIRE:
        return REQUIRE
    return "on" if value in ("1", "on", "yes", "true") else None


def enabled(environ: os._Environ | dict = os.environ) -> bool:
    return mode(environ) is not None


# -- what decides the output -------------------------------------------------------------------------


def _stat_text(path: str) -> str:
    try:
        st = os.stat(path)
    except OSError:
        return "-"
    return f"{st.st_mtime_ns}:{st.st_size}"


def _sources(root: str) -> list[str]:
    """``name mtime_ns size`` of every .py file under `root` (the tileiras package), sorted."""
    found: list[str] = []
    skip = len(root) + 1
    stack = [root]
    while stack:
        folder = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if entry.name == "__pycache__":
                continue
            if entry.is_dir(follow_symlinks=False):
                stack.append(entry.path)
            elif entry.name.endswith(".py"):
                try:
                    st = entry.stat()
                except OSError:
                    continue
                found.append(f"{entry.path[skip:]} {st.st_mtime_ns} {st.st_size}")
    found.sort()
    return found


def _package(name: str, path: list[str], listings: dict[str, list[str]]) -> str:
    """Where `name` would be imported from along `path` (its __init__.py, stat) and the
    dist-info folders beside it (their names carry the version). `listings` caches folders."""
    for folder in path:
        init = os.path.join(folder, name, "__init__.py")
        if os.path.exists(init):
            if folder not in listings:
                try:
                    listings[folder] = os.listdir(folder)
                except OSError:
                    listings[folder] = []
            infos = sorted(n for n in listings[folder]
                           if n.startswith(name + "-") and n.endswith((".dist-info", ".egg-info")))
            return f"{name} {init} {_stat_text(init)} {' '.join(infos)}"
    return f"{name} -"


def search_path() -> list[str]:
    """`sys.path` with relative entries made absolute: what the server is started with."""
    return [os.path.abspath(p or ".") for p in sys.path]


def fingerprint() -> str:
    """Everything that decides a compile's output, as text (about 250 stats: a few ms)."""
    import tileiras

    path = search_path()
    root = os.path.dirname(os.path.abspath(tileiras.__file__))
    executable = os.path.realpath(sys.executable)
    parts = [
        PROTOCOL.decode(),
        f"python {sys.executable} {executable} {_stat_text(executable)}",
        sys.version,
        repr(tuple(sys.flags)),
        repr(sorted(getattr(sys, "_xoptions", {}).items())),
        f"{sys.getfilesystemencoding()} {sys.getfilesystemencodeerrors()}",
        f"tileiras {root}",
    ]
    parts += [f"env {name}={os.environ.get(name)!r}" for name in COMPILER_ENVIRONMENT + INTERPRETER_ENVIRONMENT]
    listings: dict[str, list[str]] = {}
    parts += [_package(name, path, listings) for name in PACKAGES]
    parts += _sources(root)
    return "\n".join(parts)


def digest(text: str) -> str:
    try:
        from _blake2 import blake2b  # the standard library's, without hashlib's OpenSSL start-up
    except ImportError:  # pragma: no cover - a Python built without it
        from hashlib import blake2b
    return blake2b(text.encode("utf-8", "surrogatepass"), digest_size=12).hexdigest()


# -- where the sockets are ----------------------------------------------------------------------------


def socket_dir(create: bool = True) -> str | None:
    """The user's private folder of sockets (mode 0700, owned by the user), made if needed;
    None if it cannot be made or is not private (then nothing is warm)."""
    base = os.environ.get(DIR_VARIABLE)
    if not base:
        runtime = os.environ.get("XDG_RUNTIME_DIR")
        if runtime and os.path.isabs(runtime):
            base = os.path.join(runtime, "tileiras-warm")
        else:
            import tempfile

            base = os.path.join(tempfile.gettempdir(), f"tileiras-warm-{os.getuid()}")
    if create:
        try:
            os.mkdir(base, 0o700)
        except FileExistsError:
            pass
        except OSError:
            return None
    try:
        st = os.lstat(base)
    except OSError:
        return None
    import stat

    if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid() or st.st_mode & 0o077:
        return None
    return base


SOCKET_PATH_MAX = 107
"""Bytes of a UNIX socket's path (sun_path less its NUL); a folder too deep means no warm mode."""


def socket_path(key: str, folder: str) -> str | None:
    path = os.path.join(folder, f"{key}.sock")
    return path if len(os.fsencode(path)) <= SOCKET_PATH_MAX else None


# -- talking to a server ------------------------------------------------------------------------------


def _connect(path: str):
    """A connected socket, or None."""
    import _socket

    s = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        s.settimeout(CONNECT_TIMEOUT)
        s.connect(path)
    except (OSError, ValueError):
        s.close()
        return None
    return s


def _encode_request(payload: dict) -> bytes:
    import marshal

    body = marshal.dumps(payload)
    return PROTOCOL + len(body).to_bytes(4, "big") + body


def _send(s, data: bytes, fds: list[int]) -> None:
    import _socket

    ancillary = [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS,
                  b"".join(fd.to_bytes(4, sys.byteorder, signed=True) for fd in fds))] if fds else []
    sent = s.sendmsg([data], ancillary)
    if sent < len(data):
        s.sendall(data[sent:])


def _recv_exact(s, n: int, deadline: float | None = None) -> bytes:
    """`n` bytes, fewer at end of file."""
    import time

    data = b""
    while len(data) < n:
        if deadline is not None and time.monotonic() > deadline:
            break
        try:
            chunk = s.recv(n - len(data))
        except TimeoutError:
            continue
        if not chunk:
            break
        data += chunk
    return data


def _stream_state(stream) -> tuple | None:
    """How a standard stream's text layer is set up (None: closed at start-up)."""
    if stream is None:
        return None
    try:
        return (stream.encoding, stream.errors, bool(stream.line_buffering), bool(stream.write_through))
    except AttributeError:
        return None


def _request(argv: list[str], fp: str) -> tuple[dict, list[int]]:
    """The compile request and the descriptors that go with it: the working directory, then
    each standard stream that is open."""
    flags = os.O_RDONLY | os.O_DIRECTORY | getattr(os, "O_PATH", 0) | getattr(os, "O_CLOEXEC", 0)
    fds = [os.open(".", flags)]
    streams = []
    for fd, stream in ((0, sys.stdin), (1, sys.stdout), (2, sys.stderr)):
        state = _stream_state(stream)
        if state is not None:
            try:
                os.fstat(fd)
            except OSError:
                state = None
        streams.append(state)
        if state is not None:
            fds.append(fd)
    mask = os.umask(0o22)
    os.umask(mask)
    payload = {"op": "compile", "fingerprint": fp, "argv": list(argv), "env": dict(os.environb),
               "umask": mask, "stdio": streams, "groups": sorted(os.getgroups()),
               "limits": _limits(), "cpus": sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None}
    return payload, fds


def _limits() -> dict[str, tuple[int, int]]:
    try:
        import resource
    except ImportError:  # pragma: no cover - not POSIX
        return {}
    found = {}
    for name in LIMITS:
        if hasattr(resource, name):
            try:
                found[name] = resource.getrlimit(getattr(resource, name))
            except (OSError, ValueError):
                pass
    return found


def _die_by(signum: int) -> None:
    """End this process by `signum`, as the child ended."""
    import signal

    try:
        signal.signal(signum, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signum})
        os.kill(os.getpid(), signum)
    except (OSError, ValueError):
        pass
    os._exit(128 + signum)


class _Forwarder:
    """While an accepted compile runs: SIGINT, SIGTERM and SIGHUP go to the child."""

    def __init__(self, s) -> None:
        self.s = s
        self.first: int | None = None
        self.since = 0.0

    def __call__(self, signum: int, frame: object) -> None:
        import time

        if self.first is None:
            self.first, self.since = signum, time.monotonic()
        try:
            self.s.send(FORWARD + bytes([signum]))
        except OSError:
            pass

    def install(self) -> None:
        import signal

        for name in ("SIGINT", "SIGTERM", "SIGHUP"):
            signum = getattr(signal, name)
            try:
                if signal.getsignal(signum) is not signal.SIG_IGN:
                    signal.signal(signum, self)
            except (OSError, ValueError):
                pass


def _await_end(s) -> int | None:
    """The accepted compile's exit code; dies by the child's signal; None if the server went
    away without saying (the caller compiles cold)."""
    import time

    forward = _Forwarder(s)
    forward.install()
    s.settimeout(TICK)
    while True:
        if forward.first is not None and time.monotonic() - forward.since > SIGNAL_GRACE:
            _die_by(forward.first)
        try:
            kind = s.recv(1)
        except TimeoutError:
            continue
        if kind == EXITED:
            raw = _recv_exact(s, 4, deadline=time.monotonic() + SIGNAL_GRACE)
            if len(raw) == 4:
                return int.from_bytes(raw, "big", signed=True)
        elif kind == KILLED:
            raw = _recv_exact(s, 1, deadline=time.monotonic() + SIGNAL_GRACE)
            if raw:
                _die_by(raw[0])
        elif kind:
            continue  # not ours to read: ignored
        if forward.first is not None:
            _die_by(forward.first)
        return None


def compile_warm(argv: list[str], start: bool = True) -> int | None:
    """Run the invocation `argv` (``sys.argv``) on the warm server; its exit code, or None
    when it must be compiled cold. Dies by the child's signal if the child died by one."""
    try:
        fp = fingerprint()
        key = digest(fp)
        folder = socket_dir()
        if folder is None:
            return None
        path = socket_path(key, folder)
        if path is None:
            return None
        s = _connect(path)
        if s is None:
            if start and not server_running(path):
                start_server(path, key)
            return None
    except (OSError, ValueError, ImportError):
        return None
    fds: list[int] = []
    try:
        try:
            payload, fds = _request(argv, fp)
            _send(s, _encode_request(payload), fds)
        finally:
            for fd in fds:
                if fd > 2:
                    os.close(fd)
        import time

        s.settimeout(TICK)
        reply = _recv_exact(s, 1, deadline=time.monotonic() + 60.0)
        if reply != ACCEPTED:
            return None
        return _await_end(s)
    except (OSError, ValueError):
        return None
    finally:
        s.close()


# -- starting and stopping ----------------------------------------------------------------------------


def server_running(path: str) -> bool:
    """A server holds the lock of `path` (it may still be importing the compiler, or
    stopping). A socket file whose lock is free is a dead server's: start another."""
    import fcntl

    try:
        fd = os.open(path + ".lock", os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)  # also lets go of the lock just taken
    return False


def start_server(path: str, key: str):
    """Start a server for `path` in the background: its own session, standard streams on
    /dev/null (it never holds the caller's pipes open), the working directory /, this
    interpreter with its flags and this `sys.path`. A second server for the same socket
    exits at once (it takes a lock first). Returns the Popen, or None."""
    import subprocess

    code = ("import sys; sys.path[:] = sys.argv[3:]; "
            "from tileiras.cli.warm_server import main; main(sys.argv[1], sys.argv[2])")
    args = [sys.executable, *subprocess._args_from_interpreter_flags(), "-c", code, path, key, *search_path()]
    try:
        return subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, start_new_session=True, close_fds=True, cwd="/")
    except OSError:
        return None


def _ask(path: str, op: str, wait: float = CONNECT_TIMEOUT) -> bytes:
    """Send `op` (ping, stop) to the server at `path`; its one-byte answer, b"" if none."""
    s = _connect(path)
    if s is None:
        return b""
    try:
        import time

        _send(s, _encode_request({"op": op}), [])
        s.settimeout(TICK)
        return _recv_exact(s, 1, deadline=time.monotonic() + wait)
    except OSError:
        return b""
    finally:
        s.close()


def warm_start() -> int:
    """``tileiras --warm-start``: start the server for this setting unless it runs, and wait
    until it answers. 0 when it does, 1 (and a message) if it does not come up."""
    import time

    folder = socket_dir()
    if folder is None:
        sys.stderr.write("error: no private folder for the warm server's socket\n")
        return 1
    key = digest(fingerprint())
    path = socket_path(key, folder)
    if path is None:
        sys.stderr.write(f"error: the warm server's socket folder '{folder}' is too deep for a socket path\n")
        return 1
    if _ask(path, "ping") == PONG:
        return 0
    proc = None if server_running(path) else start_server(path, key)
    end = time.monotonic() + START_TIMEOUT
    while time.monotonic() < end:
        if _ask(path, "ping") == PONG:
            return 0
        if proc is not None and proc.poll() is not None and proc.returncode != 0:
            break
        time.sleep(0.05)
    sys.stderr.write(f"error: the warm server did not start (socket {path})\n")
    return 1


def warm_stop() -> int:
    """``tileiras --warm-stop``: ask every server of the user (in `socket_dir`) to stop; each
    finishes the compiles it runs, then exits. Always 0."""
    folder = socket_dir(create=False)
    if folder is None:
        return 0
    try:
        names = sorted(n for n in os.listdir(folder) if n.endswith(".sock"))
    except OSError:
        return 0
    for name in names:
        _ask(os.path.join(folder, name), "stop")
    return 0


COMMANDS = {"--warm-start": warm_start, "--warm-stop": warm_stop}
"""Ours: `tileiras --warm-start` and `tileiras --warm-stop`, each the only argument."""


def hook(argv: list[str]) -> int | None:
    """The tool's first step (`tileiras.cli.tileiras.main`): a warm command's exit code, a
    warm compile's, or None to go on cold."""
    if len(argv) == 2 and argv[1] in COMMANDS:
        return COMMANDS[argv[1]]()
    how = mode()
    if how is None:
        return None
    code = compile_warm(argv, start=how != REQUIRE)
    if code is None and how == REQUIRE:
        sys.stderr.write(f"error: {SWITCH}={REQUIRE}: no warm compile server took the request "
                         "(tileiras --warm-start starts one)\n")
        return EXIT_NOT_SERVED
    return code
