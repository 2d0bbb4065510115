"""LLVM IR -> PTX with llvmlite's NVPTX backend, per target.

Steps (`compile_to_ptx`):
1. link the runtime helpers' GPU bodies (`codegen.runtime`) into the kernel module;
2. if anything calls `__nv_*`, link libdevice (triple and data layout set to ours), then make
   every defined non-kernel function internal so the optimizer drops what is unused;
3. run the LLVM pipeline for the -O level (always-inline at -O0 so the helpers vanish);
4. emit PTX for the target's processor and rewrite the header to what NVIDIA's tileiras
   writes: `.version 9.5` for every target, `.target sm_NNa` for sm_90 and newer. LLVM 22
   does not know sm_107: it is compiled as sm_100a and its `.target` line rewritten.

NVVMReflect: `__CUDA_FTZ` comes from the `nvvm-reflect-ftz` module flag (0: IEEE denormals, as
cuda_tile's default); `__CUDA_PREC_SQRT=1` is set once per process, so libdevice's `sqrtf` is
the IEEE one (approximate forms are asked for explicitly, per op).
"""

from __future__ import annotations

import os
import pickle
import re
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from tileiras import termination
from tileiras.codegen import runtime
from tileiras.diagnostics import CompileError, ToolchainError
from tileiras.target import Target
from tileiras.toolchain.ptxas import find_libdevice

_INIT_LOCK = threading.Lock()
_INITIALIZED = False
_LIBDEVICE: bytes | None = None

# the PTX ISA LLVM 22 writes (the processor is the Target's llvm_cpu)
LLVM_PTX_FEATURE = "+ptx90"


def _llvm():
    global _INITIALIZED
    import llvmlite.binding as llvm

    with _INIT_LOCK:
        if not _INITIALIZED:
            llvm.initialize_all_targets()
            llvm.initialize_all_asmprinters()
            llvm.set_option("", "-nvvm-reflect-add=__CUDA_PREC_SQRT=1")
            _INITIALIZED = True
    return llvm


def _libdevice_bytes() -> bytes:
    global _LIBDEVICE
    if _LIBDEVICE is None:
        _LIBDEVICE = find_libdevice().read_bytes()
    return _LIBDEVICE


_PREPARSED: tuple[tuple[str, int, int], object] | None = None
"""libdevice parsed ahead of any compile by the warm compile server (`preparse_libdevice`),
whose forked children inherit it: the file it was parsed from (path, mtime_ns, size) and the
module. The first `_parse_libdevice` of a process that finds that same file takes it (linking
consumes a module; each forked LLVM child has its own copy); otherwise the file is parsed as
before. Parsing libdevice is about a third of a small kernel's LLVM time when it calls
``__nv_*`` functions."""


def _file_key(path) -> tuple[str, int, int]:
    st = os.stat(path)
    return str(path), st.st_mtime_ns, st.st_size


def preparse_libdevice() -> None:
    """Parse libdevice now, for the processes this one will fork (`_PREPARSED`)."""
    global _PREPARSED
    path = find_libdevice()
    key = _file_key(path)
    module = _llvm().parse_bitcode(path.read_bytes())
    if _file_key(path) == key:  # not rewritten while we read it
        _PREPARSED = key, module


def _parse_libdevice(llvm):
    """libdevice as an LLVM module; a ToolchainError (exit 5) naming the file if it is not bitcode."""
    global _PREPARSED
    ready, _PREPARSED = _PREPARSED, None
    if ready is not None:
        try:
            if _file_key(find_libdevice()) == ready[0]:
                return ready[1]
        except (OSError, ToolchainError):
            pass
    data = _libdevice_bytes()
    try:
        return llvm.parse_bitcode(data)
    except RuntimeError as e:
        detail = str(e).strip().splitlines()
        reason = f": {detail[-1]}" if detail else ""
        raise ToolchainError(f"libdevice '{find_libdevice()}' is not valid LLVM bitcode{reason}") from None


def link_runtime(kernel_ir: str, helpers: set[str], smem_bytes: int, definitions=None) -> str:
    """The kernel module text with the helpers' bodies (GPU ones unless `definitions` says)."""
    definitions = definitions or runtime.gpu_definitions
    names = sorted(helpers)
    lines = [ln for ln in kernel_ir.splitlines() if not re.match(r"declare .*@\"?__tileiras\.", ln)]
    body = definitions(names, smem_bytes) if definitions is runtime.gpu_definitions else definitions(names)
    text = "\n".join(lines) + "\n" + body
    defined = set(re.findall(r"^define [^@]*@\"?([\w.$-]+)", text, re.M))
    declared = set(re.findall(r"^declare [^@]*@\"?([\w.$-]+)", text, re.M))
    extra = [d for d in runtime.infer_declarations(body, defined)
             if re.search(r"@\"?([\w.$-]+)", d).group(1) not in declared]
    return text + "\n".join(extra) + "\n"


def _keep_only(lib, wanted: set[str], target: Target) -> None:
    """Reduce libdevice to the functions of `wanted` it defines and what they use.

    The kernel calls a handful of libdevice's ~350 functions; linking all of them made the
    LLVM pipeline's first function passes run on every one before GlobalOpt dropped them
    (about 0.13 s of a small kernel's 0.2 s in LLVM). The others are made internal and
    GlobalDCE deletes them, with the constant tables only they read. The linked module then
    holds the same functions, in the same order, as after that GlobalOpt: the PTX is the same.
    (The optimized IR, `--emit=llvm`, may list LLVM intrinsics' declarations in another order:
    they come in as the kept functions are linked, no longer in libdevice's order.)"""
    llvm = _llvm()
    for f in lib.functions:
        if not f.is_declaration and f.name not in wanted:
            f.linkage = "internal"
    pm = llvm.create_new_module_pass_manager()
    pm.add_global_dead_code_eliminate_pass()
    pm.run(lib, llvm.create_pass_builder(_target_machine(target, 0), llvm.create_pipeline_tuning_options()))


def optimize(module, tm, opt_level: int) -> None:
    llvm = _llvm()
    pto = llvm.create_pipeline_tuning_options(speed_level=opt_level)
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(module, pb)


def _target_machine(target: Target, opt_level: int):
    llvm = _llvm()
    t = llvm.Target.from_triple("nvptx64-nvidia-cuda")
    return t.create_target_machine(cpu=target.llvm_cpu, features=LLVM_PTX_FEATURE, opt=min(opt_level, 3))


def _parse(ir_text: str):
    llvm = _llvm()
    try:
        mod = llvm.parse_assembly(ir_text)
        mod.verify()
    except RuntimeError as e:
        raise CompileError(f"internal error: invalid LLVM IR from the code generator: {e}") from None
    return mod


def _optimized_module(ir_text: str, target: Target, opt_level: int, kernel_names: list[str] | None):
    """The module of `ir_text`, libdevice linked if needed, all but the kernels internal,
    after the LLVM pipeline."""
    llvm = _llvm()
    mod = _parse(ir_text)
    if "__nv_" in ir_text:
        lib = _parse_libdevice(llvm)
        lib.triple = mod.triple
        lib.data_layout = mod.data_layout
        _keep_only(lib, {f.name for f in mod.functions if f.is_declaration}, target)
        mod.link_in(lib)
    kernels = set(kernel_names or [])
    for f in mod.functions:
        if not f.is_declaration and f.name not in kernels:
            f.linkage = "internal"
    optimize(mod, _target_machine(target, opt_level), opt_level)
    return mod


def optimize_ir(ir_text: str, target: Target, opt_level: int = 3, kernel_names: list[str] | None = None) -> str:
    """Link libdevice if needed, internalize all but the kernels, run the LLVM pipeline."""
    return str(_optimized_module(ir_text, target, opt_level, kernel_names))


def emit_ptx(ir_text: str, target: Target, opt_level: int = 3) -> str:
    """PTX for `target` from (optimized) LLVM IR text, with NVIDIA's header."""
    ptx = _target_machine(target, opt_level).emit_assembly(_parse(ir_text))
    return fix_header(ptx, target)


def optimize_and_emit(ir_text: str, target: Target, opt_level: int = 3,
                      kernel_names: list[str] | None = None) -> tuple[str, float, float, float]:
    """`emit_ptx(optimize_ir(...))` in one call (the driver runs it in one guarded child, one
    LLVM start-up, when nothing asks for the optimized LLVM IR itself): PTX, the seconds each
    half took and the CPU seconds of the second (for `--time-passes`).

    The optimized module is still printed and parsed back before the back end runs: NVPTX's
    output depends on the order of each value's uses, which a parse rebuilds in text order,
    and handing it the optimized module as it is changes the PTX of some kernels (the order
    of independent instructions, a strength-reduced address), so the round trip keeps the PTX
    exactly that of the two stages run apart."""
    import time

    start = time.perf_counter()
    text = str(_optimized_module(ir_text, target, opt_level, kernel_names))
    optimized, optimized_cpu = time.perf_counter(), time.process_time()
    ptx = emit_ptx(text, target, opt_level)
    return ptx, optimized - start, time.perf_counter() - optimized, time.process_time() - optimized_cpu


def compile_to_ptx(ir_text: str, target: Target, opt_level: int = 3, kernel_names: list[str] | None = None) -> str:
    """PTX text for `target` from LLVM IR text (helpers already linked)."""
    return optimize_and_emit(ir_text, target, opt_level, kernel_names)[0]


TILE_IR_LANGUAGE = 7
"""The `.language` of NVIDIA's tileiras entries: ptxas records it as `EIATTR_LANGUAGE` TILEIR in the
cubin (`cuobjdump -elf`), which is how the driver and tools tell a tile kernel."""


def fix_header(ptx: str, target: Target) -> str:
    """`.version 9.5`, the target's `.target` line (sm_107a, sm_90a, ...) and `.language 7` on
    every entry, after its other directives, as NVIDIA's tileiras writes them."""
    ptx = re.sub(r"^\.version \d+\.\d+$", f".version {target.ptx_version_string}", ptx, count=1, flags=re.M)
    ptx = re.sub(r"^\.target sm_\w+", f".target {target.ptx_target}", ptx, count=1, flags=re.M)
    return re.sub(r"^((?:\.visible |\.weak )?\.entry [^{]*?)^\{$", rf"\1.language {TILE_IR_LANGUAGE}\n{{", ptx,
                  flags=re.M | re.S)


# -- running LLVM where its fatal errors cannot take the process down ---------------------------------

GUARD_LLVM = False
"""When set (the `tileiras` command line sets it), LLVM runs in a forked child: an LLVM fatal
error (`LLVM ERROR: ...`, which aborts) becomes a CompileError (exit 5) with LLVM's message."""


@dataclass
class _Child:
    """A forked LLVM child, as its parent sees it."""

    pid: int
    job: int | None
    """The pipe the job goes down, for a child forked ahead of it (`started_early`); None
    for a child forked with its job."""
    out: int
    """The pipe its pickled result comes up: ("ok", value) or ("err", message)."""
    err: int
    """Its standard error (LLVM's fatal error messages)."""


_ready: _Child | None = None
"""The child `started_early` forked, until a job takes it."""


def guarded(fn, *args):
    """`fn(*args)`, in a forked child when GUARD_LLVM is set and fork exists (the one
    `started_early` forked, if it is waiting)."""
    global _ready
    if not GUARD_LLVM or not hasattr(os, "fork"):
        return fn(*args)
    child, job = _ready, None
    if child is not None:
        try:
            job = pickle.dumps((fn, args))
            _ready = None
        except Exception:  # noqa: BLE001 - not picklable (a local function): fork with it
            child = None
    if child is None:
        child = _fork((fn, args))
    with termination.child(child.pid):  # an interrupted tool kills its worker
        if job is not None:
            try:
                _write_all(child.job, job)
            except OSError:  # the child is gone: its status and stderr say why
                pass
            os.close(child.job)
        raw = termination.read_all(child.out)
        err = termination.read_all(child.err)
        _, status = os.waitpid(child.pid, 0)
    if raw:
        kind, value = pickle.loads(raw)
        if kind == "ok":
            return value
        raise CompileError(value)
    message = err.decode("utf-8", "replace").strip().splitlines()
    tail = message[-1] if message else f"LLVM exited with status {status}"
    raise CompileError(f"LLVM failed: {tail}")


@contextmanager
def started_early() -> Iterator[None]:
    """While the block runs, the first `guarded` job goes to a child forked on entry, which
    has imported llvmlite and started LLVM (about 0.1 s) meanwhile, on another core while
    this process converts the kernel. On exit a child no job took is killed and reaped.
    Nothing when GUARD_LLVM is not set."""
    global _ready
    if not GUARD_LLVM or not hasattr(os, "fork") or _ready is not None:
        yield
        return
    child = _ready = _fork(None)
    with termination.child(child.pid):
        try:
            yield
        finally:
            if _ready is child:
                _ready = None
                for fd in (child.job, child.out, child.err):
                    os.close(fd)
                try:
                    os.kill(child.pid, signal.SIGKILL)
                except OSError:
                    pass
                os.waitpid(child.pid, 0)


def _fork(job: tuple | None) -> _Child:
    """Fork a child that runs `job` (fn, args), or, for None, starts LLVM and then reads
    its job from a pipe."""
    jr, jw = os.pipe() if job is None else (None, None)
    r, w = os.pipe()
    er, ew = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        try:
            termination.in_forked_child()  # dies with the parent, even a SIGKILLed one
            for fd in (r, er, jw):
                if fd is not None:
                    os.close(fd)
            os.dup2(ew, 2)
            _serve(job, jr, w)
        finally:
            os._exit(0)
    for fd in (w, ew, jr):
        if fd is not None:
            os.close(fd)
    return _Child(pid, jw, r, er)


def _serve(job: tuple | None, jobs: int | None, out: int) -> None:  # pragma: no cover - the child
    """The child's work: the job's result, pickled, down `out`."""
    try:
        if job is None:
            try:
                _llvm()  # the start-up, while the parent works; a failure recurs in the job
            except Exception:  # noqa: BLE001
                pass
            data = termination.read_all(jobs)
            if not data:  # the parent went on without a job for us
                return
            job = pickle.loads(data)
        fn, args = job
        payload = pickle.dumps(("ok", fn(*args)))
    except CompileError as e:
        payload = pickle.dumps(("err", e.message))
    except BaseException as e:  # noqa: BLE001 - reported by the parent
        payload = pickle.dumps(("err", f"internal compiler error: {type(e).__name__}: {e}"))
    _write_all(out, payload)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        view = view[n:]
