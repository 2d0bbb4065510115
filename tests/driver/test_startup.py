"""Issue 16, the fixed cost of a `tileiras` process: what a compile imports, how many LLVM
children it forks, and the tool process's exit without teardown (`tileiras.cli.process`).

No timings: each test checks the structure that keeps the time low, and that the output is the
same as by the slower way.
"""

from __future__ import annotations

import ast
import contextlib
import io
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tileiras.cli import tileiras as tileiras_cli
from tileiras.codegen import nvptx

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus" / "bytecode"
SMALL = CORPUS / "vadd_f32.13.4.tileirbc"

NOT_IMPORTED = (
    "importlib.metadata",  # only --version's fingerprint needs it
    "email",  # importlib.metadata's
    "hashlib",  # the fingerprint's
    "numpy",  # dense (non-splat) constants and constant folds only; scalars are read by struct
    "ml_dtypes",  # bf16 / fp8 / fp4 constants that struct cannot read (NaN payloads, fp8, fp4)
    "tileiras.bytecode.writer",  # a compile reads bytecode, never writes it
    "llvmlite",  # LLVM runs in the forked child, never in the tool's own process
    "xdsl.irdl.declarative_assembly_format_parser",  # op formats are parsed when first used
    "json",  # the kernel facts of --print-ir-after=convert-nv-tileas-to-llvm and --start-after
)
"""Modules a compile of a small kernel to a cubin does not import (vadd_f32; vadd_bf16 and
softmax_f16, whose bf16/f16 scalar constants and paddings take the struct path)."""

MODULE_CEILING = 392
"""Modules (all of `sys.modules`: the standard library's, xDSL's, ours) a compile of each small
kernel above leaves imported at most: 387-389 at 2026-11-26 (185-187 ours, 70 xDSL's). A
ceiling, so that the cold start's import time (docs/compile-time.md) cannot grow unseen: a
change that must import more raises it and says why."""


def env() -> dict[str, str]:
    e = dict(os.environ)
    e["PYTHONPATH"] = str(ROOT / "src") + os.pathsep + e.get("PYTHONPATH", "")
    return e


@pytest.mark.parametrize("kernel", [SMALL.name, "vadd_bf16.13.4.tileirbc", "softmax_f16.13.4.tileirbc"])
def test_compiling_a_small_kernel_imports_only_what_it_needs(kernel: str, tmp_path: Path) -> None:
    out = tmp_path / "k.cubin"
    code = (
        "import sys\n"
        "from tileiras.cli import tileiras\n"
        f"rc = tileiras.main([{str(CORPUS / kernel)!r}, '--gpu-name', 'sm_90', '-o', {str(out)!r}])\n"
        "print(repr([rc, sorted(sys.modules)]))\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env(), timeout=600)
    assert r.returncode == 0, r.stderr
    rc, modules = ast.literal_eval(r.stdout.splitlines()[-1])
    assert rc == 0 and out.read_bytes().startswith(b"\x7fELF")
    assert "tileiras.conversion.nv_tileas_to_llvm" in modules  # it did compile, in this process
    imported = [m for m in NOT_IMPORTED if m in modules]
    assert imported == []
    assert len(modules) <= MODULE_CEILING, f"{len(modules)} modules imported"


def test_xdsl_assembly_formats_are_parsed_when_first_used() -> None:
    """`import tileiras` defers xDSL's parsing of op assembly formats; the custom syntax still
    prints and parses back as before."""
    import tileiras  # noqa: F401 - installs the deferral
    from xdsl.context import Context
    from xdsl.dialects import arith
    from xdsl.dialects.builtin import Builtin, ModuleOp
    from xdsl.irdl.declarative_assembly_format import FormatProgram
    from xdsl.parser import Parser

    assert type(FormatProgram.from_str("$lhs attr-dict", None)).__name__ == "_DeferredFormat"
    a, b = arith.ConstantOp.from_int_and_width(3, 32), arith.ConstantOp.from_int_and_width(4, 32)
    text = str(ModuleOp([a, b, arith.AddiOp(a, b), arith.CmpiOp(a, b, "slt")]))
    assert "arith.addi %0, %1 : i32" in text and "arith.cmpi slt, %0, %1 : i32" in text
    ctx = Context()
    ctx.load_dialect(Builtin)
    ctx.load_dialect(arith.Arith)
    assert str(Parser(ctx, text).parse_module()) == text


@contextlib.contextmanager
def llvm_children() -> Iterator[list[str]]:
    """The names of the functions `nvptx.guarded` runs (each in its own forked child)."""
    calls: list[str] = []
    real = nvptx.guarded

    def counting(fn, *args):
        calls.append(fn.__name__)
        return real(fn, *args)

    nvptx.guarded = counting
    try:
        yield calls
    finally:
        nvptx.guarded = real


def compile_ptx(kernel: Path, *extra: str) -> tuple[str, str]:
    err = io.StringIO()
    out = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        rc = tileiras_cli.run([str(kernel), "--gpu-name", "sm_90", "--emit=ptx", "-o", "-", *extra])
    assert rc == 0, err.getvalue()
    return out.getvalue(), err.getvalue()


def test_one_llvm_child_optimizes_and_emits_with_the_ptx_of_two() -> None:
    # causal_attention_bf16: NVPTX handed the optimized module without a print/parse round
    # trip writes different PTX for it (use-list order); the fused child must not
    kernel = CORPUS / "causal_attention_bf16.13.4.tileirbc"
    with llvm_children() as fused:
        ptx, _ = compile_ptx(kernel)
    with llvm_children() as apart:
        ptx_apart, printed = compile_ptx(kernel, "--print-ir-after=llvm-opt")
    assert fused == ["optimize_and_emit"]
    assert apart == ["optimize_ir", "emit_ptx"]  # its output printed: llvm-opt runs alone
    assert "IR Dump After llvm-opt" in printed
    assert ptx.startswith("//") and ".entry" in ptx
    assert ptx == ptx_apart


def test_time_passes_still_names_both_fused_stages() -> None:
    _, err = compile_ptx(SMALL, "--time-passes")
    names = [line.split()[-1] for line in err.splitlines() if "%)" in line]
    assert names[-3:] == ["llvm-opt", "nvptx", "Total"]


@pytest.mark.parametrize("args, code, stderr", [
    (["--emit=ptx", "-o", "-"], 0, ""),
    (["-o", "/nonexistent-dir/k.cubin"], 2, "unable to write output file"),
])
def test_tool_process_exits_with_its_code_and_complete_output(args: list[str], code: int, stderr: str,
                                                              tmp_path: Path) -> None:
    """`python -m tileiras.cli.tileiras` ends by `os._exit`: the exit code, everything written
    to stdout and stderr, nothing left in the output's directory."""
    r = subprocess.run([sys.executable, "-m", "tileiras.cli.tileiras", str(SMALL), "--gpu-name", "sm_90", *args],
                       capture_output=True, env=env(), timeout=600, cwd=tmp_path)
    assert r.returncode == code, r.stderr
    assert stderr.encode() in r.stderr
    if code == 0:
        expected, _ = compile_ptx(SMALL)
        assert r.stdout.decode() == expected
    assert list(tmp_path.iterdir()) == []


@pytest.fixture
def guard_llvm(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(nvptx, "GUARD_LLVM", True)


def reaped(pid: int) -> bool:
    try:
        os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return True
    return False


def test_the_child_started_early_takes_the_first_job_only(guard_llvm: None) -> None:
    with nvptx.started_early():
        early = nvptx._ready.pid
        assert nvptx.guarded(os.getpid) == early  # ran there
        assert reaped(early)
        second = nvptx.guarded(os.getpid)  # a child forked with its job
        assert second not in (early, os.getpid())
    assert nvptx._ready is None


def test_a_child_started_early_and_never_used_is_reaped(guard_llvm: None) -> None:
    with pytest.raises(RuntimeError):
        with nvptx.started_early():
            early = nvptx._ready.pid
            raise RuntimeError("the compile failed before LLVM")
    assert reaped(early) and nvptx._ready is None


@pytest.mark.parametrize("fn, args, message", [
    (os._exit, (3,), "LLVM failed: LLVM exited with status"),  # as LLVM's fatal errors: no result
    (int, ("x",), "internal compiler error: ValueError"),
])
def test_the_child_started_early_reports_failures_as_a_forked_one(fn, args: tuple, message: str,
                                                                  guard_llvm: None) -> None:
    from tileiras.diagnostics import CompileError

    for early in (True, False):
        with nvptx.started_early() if early else contextlib.nullcontext():
            with pytest.raises(CompileError) as e:
                nvptx.guarded(fn, *args)
        assert e.value.message.startswith(message)


EARLY_SCRIPT = """
import time
from tileiras import termination
from tileiras.codegen import nvptx
termination.install()
nvptx.GUARD_LLVM = True
with nvptx.started_early():
    print("ready", nvptx._ready.pid, flush=True)
    time.sleep(600)
"""


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def _eventually(predicate, timeout: float = 10.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end and not predicate():
        time.sleep(0.05)
    return predicate()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="needs /proc and prctl")
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGKILL])
def test_the_child_started_early_dies_with_its_parent(signum: int) -> None:
    p = subprocess.Popen([sys.executable, "-c", EARLY_SCRIPT], stdout=subprocess.PIPE, env=env(),
                         start_new_session=True, preexec_fn=lambda: signal.signal(signal.SIGTERM, signal.SIG_DFL))
    try:
        word, pid = p.stdout.readline().split()
        assert word == b"ready" and _alive(int(pid))
        p.send_signal(signum)
        assert p.wait(timeout=30) == -signum
        assert _eventually(lambda: not _alive(int(pid))), "the early LLVM child outlived its parent"
    finally:
        with contextlib.suppress(OSError):
            os.killpg(p.pid, signal.SIGKILL)
        p.communicate()


@pytest.mark.parametrize("argv0, tuned", [("tileiras", True), ("-c", False)])
def test_only_a_tool_process_tunes_the_collector(argv0: str, tuned: bool) -> None:
    code = (f"import gc, sys; sys.argv[0] = {argv0!r}; default = gc.get_threshold()\n"
            "import tileiras.cli.tileiras\n"
            "from tileiras.cli import process\n"
            "print(gc.get_threshold() == process.GC_THRESHOLDS, gc.get_threshold() == default)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env(), timeout=120)
    assert r.stdout.split() == [str(tuned), str(not tuned)], r.stderr


# -- the dataclass code cache (tileiras.cli.code_cache)

def _fields_class():
    import dataclasses

    @dataclasses.dataclass(frozen=True, order=True)
    class Point:
        x: int
        y: str = "a"
        z: list = dataclasses.field(default_factory=list)

    return Point


METHODS = ("__init__", "__repr__", "__eq__", "__lt__", "__hash__", "__setattr__", "__delattr__")


def test_cached_dataclass_methods_are_those_exec_compiles(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the caching ``exec``, a dataclass gets the methods plain ``exec`` gives it (same
    code objects, ``from __future__`` flags included), whether compiled now or taken from the
    cache; and they behave as such."""
    import dataclasses

    from tileiras.cli import code_cache

    reference = _fields_class()
    monkeypatch.setattr(code_cache, "_installed", False)
    monkeypatch.setattr(code_cache, "_loaded", True)  # this test's cache only, not the file
    monkeypatch.setattr(code_cache, "_codes", {})
    monkeypatch.setattr(code_cache, "_added", 0)
    monkeypatch.delattr(dataclasses, "exec", raising=False)
    code_cache.install()
    assert code_cache.installed() and vars(dataclasses)["exec"] is code_cache._cached_exec
    compiled = _fields_class()
    assert code_cache._added > 0
    texts = dict(code_cache._codes)
    cached = _fields_class()  # every text now from the cache
    assert code_cache._codes == texts
    for cls in (compiled, cached):
        for name in METHODS:
            assert getattr(cls, name).__code__ == getattr(reference, name).__code__, name
        assert cls.__init__.__annotations__ == reference.__init__.__annotations__
        p = cls(1)
        assert repr(p).endswith("Point(x=1, y='a', z=[])") and p == cls(1) and p < cls(2)
        with pytest.raises(dataclasses.FrozenInstanceError):
            p.x = 2


def test_the_code_cache_file_is_ignored_unless_valid(tmp_path: Path) -> None:
    import marshal

    from tileiras.cli import code_cache

    good = {"x = 1": compile("x = 1", "<string>", "exec", dont_inherit=True)}
    cases = {
        "garbage": b"\x00\x01not a cache",
        "old": b"tileiras-dataclass-code-0\n" + marshal.dumps(good),
        "not-code": code_cache._magic() + marshal.dumps({"x = 1": "x = 1"}),
        "truncated": (code_cache._magic() + marshal.dumps(good))[:-3],
        "good": code_cache._magic() + marshal.dumps(good),
    }
    for name, data in cases.items():
        (tmp_path / name).write_bytes(data)
        assert code_cache._load(str(tmp_path / name)) == (good if name == "good" else {}), name
    assert code_cache._load(str(tmp_path / "missing")) == {}


def test_a_code_cache_that_would_overflow_keeps_the_texts_of_its_writer(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Texts of other versions accumulate in the file; past `MAX_ENTRIES` the process that
    writes it keeps only the texts it ran, and a file that size is read back."""
    import marshal

    from tileiras.cli import code_cache

    def code(i: int) -> tuple[str, object]:
        text = f"x{i} = {i}"
        return text, compile(text, "<string>", "exec", dont_inherit=True)

    path = tmp_path / "cache.marshal"
    old = dict(code(i) for i in range(4))
    path.write_bytes(code_cache._magic() + marshal.dumps(old))
    monkeypatch.setattr(code_cache, "cache_path", lambda: str(path))
    monkeypatch.setattr(code_cache, "MAX_ENTRIES", 5)
    monkeypatch.setattr(code_cache, "_installed", True)
    monkeypatch.setattr(code_cache, "_loaded", False)
    monkeypatch.setattr(code_cache, "_codes", {})
    monkeypatch.setattr(code_cache, "_used", set())
    monkeypatch.setattr(code_cache, "_added", 0)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)  # whatever PYTHONDONTWRITEBYTECODE says
    namespace: dict = {}
    code_cache._cached_exec("x0 = 0", namespace)  # from the file
    code_cache._cached_exec("y = 1", namespace)  # new: 4 + 1 texts, at the limit
    code_cache.save()
    assert code_cache._load(str(path)).keys() == {*old, "y = 1"}
    code_cache._cached_exec("z = 2", namespace)  # one more: past the limit
    code_cache.save()
    assert code_cache._load(str(path)).keys() == {"x0 = 0", "y = 1", "z = 2"}
    assert namespace["x0"] == 0 and namespace["z"] == 2


def _tool_run(tmp_path: Path, extra_env: dict[str, str]) -> subprocess.CompletedProcess:
    e = env()
    e.pop("PYTHONDONTWRITEBYTECODE", None)  # the caller's (a test run's) setting: each run says its own
    e.update(extra_env)
    return subprocess.run([sys.executable, "-m", "tileiras.cli.tileiras", str(SMALL), "--gpu-name", "sm_90",
                           "--emit=ptx", "-o", "-"], capture_output=True, env=e, timeout=600, cwd=tmp_path)


def test_a_tool_process_writes_the_code_cache_once_and_reads_it_after(tmp_path: Path) -> None:
    """The first tool process writes the cache where Python's bytecode cache goes (here a
    ``PYTHONPYCACHEPREFIX``), the next one reads it, compiles nothing new and leaves the file
    as it was; the PTX is the same. Under ``PYTHONDONTWRITEBYTECODE`` nothing is written."""
    prefix = tmp_path / "pycache"
    first = _tool_run(tmp_path, {"PYTHONPYCACHEPREFIX": str(prefix)})
    assert first.returncode == 0, first.stderr
    caches = list(prefix.rglob("dataclass_code.*.marshal"))
    assert len(caches) == 1 and caches[0].parent.name == "cli"  # under the prefix, no __pycache__
    assert [p.name for p in caches[0].parent.iterdir() if p.name.endswith(".tmp")] == []
    stamp = caches[0].stat().st_mtime_ns, caches[0].read_bytes()
    second = _tool_run(tmp_path, {"PYTHONPYCACHEPREFIX": str(prefix)})
    assert second.returncode == 0 and second.stdout == first.stdout
    assert (caches[0].stat().st_mtime_ns, caches[0].read_bytes()) == stamp
    none = tmp_path / "none"
    third = _tool_run(tmp_path, {"PYTHONPYCACHEPREFIX": str(none), "PYTHONDONTWRITEBYTECODE": "1"})
    assert third.returncode == 0 and third.stdout == first.stdout
    assert not list(none.rglob("dataclass_code.*"))
