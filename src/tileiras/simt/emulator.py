"""A CPU SIMT emulator for the kernels the code generator writes.

The kernel IR is the one that goes to the GPU (`lower_module(..., flavor="host")` changes only
the target triple and the calling convention); the runtime helpers get their host bodies
(`codegen.runtime.host_definitions`) and the emulator's runtime (`host_runtime.py`). The module
is compiled for this machine with llvmlite's MCJIT.

A launch runs the tile blocks one after the other; the threads of a block run as OS threads
(ctypes releases the GIL while a thread is in compiled code), so barriers and warp shuffles
really synchronize. A tile block launched as a cluster (the `num_cta_in_cga` hint) runs its
CTAs with their ranks, together when the kernel shares memory among them (multicast TMA
copies, `barrier.cluster`; docs/codegen.md, "Clusters"). printf output and assertion failures are collected on the emulator.

    emu = Emulator.from_bytecode(data, gpu_name="sm_90")
    emu.launch("kernel_name", grid=(4, 1, 1), args=[x, n, ...])   # numpy arrays by reference
"""

from __future__ import annotations

import ctypes
import re
import struct
import threading
import time
from dataclasses import dataclass, field

import numpy as np

from tileiras.codegen import runtime
from tileiras.simt.host_runtime import CTX_BYTES, HOST_RUNTIME, SOFT_FLOAT


class EmulatorError(Exception):
    """The kernel cannot be emulated (unresolved symbol, bad arguments)."""


_LLVM_LOCK = threading.Lock()
_llvm_ready = False
_callbacks: list = []  # keep ctypes callbacks alive


def _llvm():
    global _llvm_ready
    import llvmlite.binding as llvm

    with _LLVM_LOCK:
        if not _llvm_ready:
            llvm.initialize_all_targets()
            llvm.initialize_all_asmprinters()
            llvm.initialize_native_target()
            llvm.initialize_native_asmprinter()
            _register_python_symbols(llvm)
            _llvm_ready = True
    return llvm


# -- Python callbacks ----------------------------------------------------------------------------

_active: threading.local = threading.local()
_current: list = [None]  # the emulator running a launch (launches are serialized)


def _f64_to_f16(x: float) -> int:
    return int(np.array(x, dtype=np.float64).astype(np.float16).view(np.uint16))


def _f16_to_f64(b: int) -> float:
    return float(np.array(b & 0xFFFF, dtype=np.uint16).view(np.float16))


def _f32_to_bf16(x: float) -> int:
    import ml_dtypes

    return int(np.array(x, dtype=np.float32).astype(ml_dtypes.bfloat16).view(np.uint16))


def _f64_to_bf16(x: float) -> int:
    import ml_dtypes

    return int(np.array(x, dtype=np.float64).astype(ml_dtypes.bfloat16).view(np.uint16))


_PRINTF = re.compile(rb"%%|%[-+ #0]*(\d+)?(\.\d+)?(hh|h|ll|l|L|z|j|t)?([diouxXeEfFgGaAcsp])")


def format_vprintf(fmt: bytes, buf: int) -> str:
    """Render a CUDA vprintf call: arguments packed at their natural alignment."""
    out = []
    pos = 0
    off = 0
    for m in _PRINTF.finditer(fmt):
        out.append(fmt[pos:m.start()].decode("utf-8", "replace"))
        pos = m.end()
        spec = m.group(0)
        if spec == b"%%":
            out.append("%")
            continue
        length, conv = (m.group(3) or b"").decode(), m.group(4).decode()
        if conv in "eEfFgGaA":
            size, code = 8, "d"
        elif conv in "sp" or length in ("l", "ll", "z", "j", "t"):
            size, code = 8, "q" if conv in "di" else "Q"
        else:
            size, code = 4, "i" if conv in "dic" else "I"
        off = (off + size - 1) // size * size
        raw = ctypes.string_at(buf + off, size) if buf else b"\0" * size
        value = struct.unpack("<" + code, raw)[0]
        off += size
        pyspec = spec.decode()
        pyspec = re.sub(r"(hh|h|ll|l|L|z|j|t)(?=[a-zA-Z]$)", "", pyspec)
        if conv == "u":
            pyspec = pyspec[:-1] + "d"
        elif conv == "i":
            pyspec = pyspec[:-1] + "d"
        elif conv == "p":
            pyspec, value = "0x%x", value
        elif conv == "s":
            pyspec, value = "%s", ctypes.string_at(value).decode("utf-8", "replace") if value else "(null)"
        try:
            out.append(pyspec % value)
        except (TypeError, ValueError):
            out.append(spec.decode())
    out.append(fmt[pos:].decode("utf-8", "replace"))
    return "".join(out)


def _vprintf(fmt_ptr: int, buf: int) -> int:
    fmt = ctypes.string_at(fmt_ptr)
    text = format_vprintf(fmt, buf)
    emu = _current[0]
    if emu is not None:
        with emu._out_lock:
            emu.stdout.append(text)
    return len(text)


def _assertfail(msg: int, file: int, line: int, func: int, size: int) -> None:
    emu = _current[0]
    if emu is not None:
        with emu._out_lock:
            emu.assertions.append(ctypes.string_at(msg).decode("utf-8", "replace") if msg else "")


def _trap() -> None:
    emu = _current[0]
    if emu is not None:
        with emu._out_lock:
            emu.traps += 1


_FAULT_WHAT = {0: "cp.async destination (offset {value:#x})", 1: "cp.async source (address {value:#x})",
               2: "ldmatrix row address (offset {value:#x})", 3: "stmatrix row address (offset {value:#x})",
               4: "mbarrier address (offset {value:#x})",
               5: "cp.async.bulk.tensor destination (offset {value:#x})",
               6: "cp.async.bulk.tensor store source (offset {value:#x})"}
_FAULT_WHY = {1: "is not {size}-byte aligned", 2: "lies outside the block's {smem} bytes of shared memory",
              7: "names no tensor map (the hidden parameter does not decode)"}
WAIT_TIMEOUT_S = 600.0
"""How long a block may run before the watchdog makes its mbarrier waits give up (a deadlock:
a phase that never completes, e.g. a wrong expected byte count)."""


def _fault(what: int, why: int, tid: int, value: int, size: int) -> None:
    """A misused async/matrix instruction (`@__sim.py_fault`): recorded, raised by `launch`."""
    emu = _current[0]
    if emu is None:
        return
    block, smem = emu._block, emu._smem_bytes
    if why == 3:
        text = f"cp.async src_size {value} exceeds the copy size {size}"
    elif why == 4:
        text = f"mbarrier.init count {value} is outside [1, 2^20 - 1]"
    elif why == 5:
        text = f"mbarrier arrival ({value}) on a phase with {size} pending arrivals"
    elif why == 6:
        text = "mbarrier wait: the phase never completed (deadlock)"
    elif why == 9:
        text = "barrier wait: the barrier never completed (deadlock)"
    elif why == 8:
        text = f"named barrier {value} reached with a count of {size} threads, not the count it was first given"
    else:
        subject = _FAULT_WHAT.get(what, "access at {value:#x}").format(value=value)
        text = f"{subject} {_FAULT_WHY.get(why, 'is invalid').format(size=size, smem=smem)}"
    with emu._out_lock:
        emu.faults.append(f"block {block}, thread {tid}: {text}")


_tma_pending: dict[int, list[tuple]] = {}  # mbarrier address -> TMA copies not landed yet
_tma_writes: dict[int, list[tuple[int, int, int]]] = {}  # mbarrier -> (smem, lo, hi) each pending copy writes
_tma_lock = threading.Lock()


def pending_tma_write(smem_ptr: int, reads) -> tuple[int, int] | None:
    """Block-offset bytes [lo, hi) of a TMA copy queued in the shared memory at `smem_ptr` and
    not landed yet that overlap one of the `reads` ranges (block offsets), or None.

    A copy lands when a thread waits on its mbarrier (module `host_runtime`), so an
    asynchronous reader (wgmma, tcgen05.mma) that meets one has not waited for it: on the GPU
    it reads bytes that an asynchronous write may change under it."""
    with _tma_lock:
        writes = [w for ws in _tma_writes.values() for w in ws if w[0] == smem_ptr]
    for _, lo, hi in writes:
        if any(a < hi and lo < b for a, b in reads):
            return lo, hi
    return None


def _tma_load(smem: int, smem_size: int, dst: int, tmap: int, bar: int, rank: int, c0: int, c1: int,
              c2: int) -> int:
    """`@__sim.py_tma_load`: check a TMA copy and queue it on its mbarrier (`simt/tma_model.py`);
    its byte count, or a negative fault code."""
    from tileiras.simt.tma_model import check_tma_load

    try:
        n = check_tma_load(smem or 0, smem_size, dst or 0, tmap, rank)
    except Exception:  # noqa: BLE001 - a Python error must not unwind through JIT code
        return -3
    if n > 0:
        from tileiras.simt import tcgen05_model
        from tileiras.simt.wgmma_model import _fault as wgmma_fault, in_flight_reader

        lo = (dst or 0) - (smem or 0)
        reader = in_flight_reader(smem or 0, lo, lo + n)
        if reader is not None:
            wgmma_fault(reader, f"a TMA copy into shared bytes [{lo}, {lo + n}) issued while this thread's "
                                "wgmma reading them is in flight (the stage was released before the wgmma retired)")
        reader = tcgen05_model.in_flight_reader(smem or 0, lo, lo + n)
        if reader is not None:
            wgmma_fault(reader, f"a TMA copy into shared bytes [{lo}, {lo + n}) issued while a tcgen05.mma reading "
                                "them has not completed (the stage was refilled before the mbarrier of the MMA's "
                                "commit was waited on)")
        with _tma_lock:
            _tma_pending.setdefault(bar or 0, []).append((smem or 0, smem_size, dst or 0, tmap, rank,
                                                          (c0, c1, c2)[:rank]))
            _tma_writes.setdefault(bar or 0, []).append((smem or 0, lo, lo + n))
    return n


_cluster_smem: list[int] = []  # the shared memory of each CTA of the running cluster, by rank
_cluster_sync: list = [None]  # threading.Barrier over the running cluster's threads (barrier.cluster)


def _tma_load_mc(smem: int, smem_size: int, dst: int, tmap: int, bar: int, rank: int, c0: int, c1: int,
                 c2: int, mask: int) -> int:
    """`@__sim.py_tma_load_mc`: a multicast TMA copy: checked, then queued on the mbarrier at the
    same offset in the shared memory of every CTA of the cluster whose rank is in `mask` (at the
    same offset there); the bytes of one copy, or a negative fault code."""
    smem, dst, bar = smem or 0, dst or 0, bar or 0
    if smem not in _cluster_smem or mask <= 0 or mask >> len(_cluster_smem):
        return -3
    n = 0
    for cta, base in enumerate(_cluster_smem):
        if mask >> cta & 1:
            n = _tma_load(base, smem_size, base + dst - smem, tmap, base + bar - smem, rank, c0, c1, c2)
            if n < 0:
                return n
    return n


_mapa_scratch = np.zeros(64, dtype=np.uint8)  # where a bad `mapa` points (after its fault)


def _mapa(addr: int, rank: int) -> int:
    """`@__sim.py_mapa`: the address in CTA `rank`'s shared memory of the byte at shared address
    `addr` of the calling CTA (`mapa.shared::cluster`); a fault (and a scratch address) when
    the CTA does not run in a cluster with that rank."""
    addr = addr or 0
    for base in _cluster_smem:
        if base <= addr < base + _current[0]._smem_bytes + 64 and 0 <= rank < len(_cluster_smem):
            return _cluster_smem[rank] + addr - base
    emu = _current[0]
    if emu is not None:
        with emu._out_lock:
            emu.faults.append(f"block {emu._block}, thread 0: mapa to rank {rank} of an address outside the "
                              "cluster's shared memory")
    return int(_mapa_scratch.ctypes.data)


def _cluster_barrier() -> None:
    """`@__sim.py_cluster_barrier`: wait for every thread of the cluster (a fault when the
    watchdog gives up on the launch)."""
    sync = _cluster_sync[0]
    emu = _current[0]
    if sync is None:
        return
    try:
        sync.wait(timeout=emu.wait_timeout_s if emu is not None else None)
    except threading.BrokenBarrierError:
        if emu is not None:
            with emu._out_lock:
                emu.faults.append(f"block {emu._block}, thread 0: barrier.cluster never completed")


def _tma_land(bar: int) -> int:
    """`@__sim.py_tma_land`: perform the copies queued on mbarrier `bar`; the bytes written."""
    from tileiras.simt.tma_model import tma_load

    from tileiras.simt import async_proxy, tcgen05_model

    tcgen05_model.land(bar or 0)  # MMAs committed to this mbarrier complete before it is seen
    with _tma_lock:
        copies = _tma_pending.pop(bar or 0, [])
        _tma_writes.pop(bar or 0, None)
    total = 0
    for args in copies:
        try:
            n = max(0, tma_load(*args))
        except Exception:  # noqa: BLE001 - a Python error must not unwind through JIT code
            continue
        async_proxy.landed(args[0], args[2] - args[0], args[2] - args[0] + n)
        total += n
    return total


_bulk_groups = None  # simt.tma_model.BulkGroups of the running block (TMA stores)


def _bulk():
    global _bulk_groups
    if _bulk_groups is None:
        from tileiras.simt.tma_model import BulkGroups

        _bulk_groups = BulkGroups()
    return _bulk_groups


def _cta_tid(tid: int) -> int:
    """A thread's key among the threads of the CTAs that run together (a cluster's: each OS
    thread knows its CTA's rank)."""
    return tid + (getattr(_active, "cta", 0) << 16)


def _report(tid: int, texts: list[str]) -> None:
    emu = _current[0]
    if emu is None or not texts:
        return
    with emu._out_lock:
        emu.faults += [f"block {emu._block}, thread {tid}: {t}" for t in texts]


def _tma_store(smem: int, smem_size: int, src: int, tmap: int, rank: int, c0: int, c1: int, c2: int,
               tid: int) -> int:
    """`@__sim.py_tma_store`: check a TMA store, queue it in the thread's open bulk group
    (`simt/tma_model.py`); its byte count, or a negative fault code."""
    try:
        return _bulk().issue(_cta_tid(tid), smem or 0, smem_size, src or 0, tmap, rank, (c0, c1, c2))
    except Exception:  # noqa: BLE001 - a Python error must not unwind through JIT code
        return -3


def _bulk_commit(tid: int) -> None:
    try:
        _bulk().commit(_cta_tid(tid))
    except Exception as e:  # noqa: BLE001
        _report(tid, [f"cp.async.bulk.commit_group: {e}"])


def _bulk_wait(tid: int, keep: int, read: int) -> None:
    try:
        _report(tid, _bulk().wait(_cta_tid(tid), keep))
    except Exception as e:  # noqa: BLE001
        _report(tid, [f"cp.async.bulk.wait_group: {e}"])


def _bulk_exit(tid: int) -> None:
    try:
        _report(tid, _bulk().exit(_cta_tid(tid)))
    except Exception as e:  # noqa: BLE001
        _report(tid, [f"thread exit: {e}"])


def _fault_thread(text: str) -> int:
    """The thread a fault message names (faults are reported in thread order)."""
    m = re.search(r"thread (\d+):", text)
    return int(m.group(1)) if m else 0


def _register_python_symbols(llvm) -> None:
    specs = [
        ("__sim.py_f64_to_f16", ctypes.CFUNCTYPE(ctypes.c_uint16, ctypes.c_double), _f64_to_f16),
        ("__sim.py_f16_to_f64", ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_uint16), _f16_to_f64),
        ("__sim.py_f32_to_bf16", ctypes.CFUNCTYPE(ctypes.c_uint16, ctypes.c_float), _f32_to_bf16),
        ("__sim.py_f64_to_bf16", ctypes.CFUNCTYPE(ctypes.c_uint16, ctypes.c_double), _f64_to_bf16),
        ("__sim.vprintf", ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p), _vprintf),
        ("__sim.assertfail", ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int32,
                                              ctypes.c_void_p, ctypes.c_int64), _assertfail),
        ("__sim.trap", ctypes.CFUNCTYPE(None), _trap),
        ("__sim.py_fault", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32, ctypes.c_int64,
                                            ctypes.c_int64), _fault),
        ("__sim.py_tma_load_mc", ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_int32, ctypes.c_void_p,
                                                  ctypes.c_uint64, ctypes.c_void_p, ctypes.c_int32, ctypes.c_int32,
                                                  ctypes.c_int32, ctypes.c_int32, ctypes.c_int32), _tma_load_mc),
        ("__sim.py_cluster_barrier", ctypes.CFUNCTYPE(None), _cluster_barrier),
        ("__sim.py_mapa", ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int32), _mapa),
        ("__sim.py_tma_load", ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_int32, ctypes.c_void_p,
                                               ctypes.c_uint64, ctypes.c_void_p, ctypes.c_int32, ctypes.c_int32,
                                               ctypes.c_int32, ctypes.c_int32), _tma_load),
        ("__sim.py_tma_land", ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p), _tma_land),
        ("__sim.py_tma_store", ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_int32, ctypes.c_void_p,
                                                ctypes.c_uint64, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32,
                                                ctypes.c_int32, ctypes.c_int32), _tma_store),
        ("__sim.py_bulk_commit", ctypes.CFUNCTYPE(None, ctypes.c_int32), _bulk_commit),
        ("__sim.py_bulk_wait", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32), _bulk_wait),
        ("__sim.py_bulk_exit", ctypes.CFUNCTYPE(None, ctypes.c_int32), _bulk_exit),
    ]
    from tileiras.simt.warp_roles import CALLBACKS as warp_callbacks
    from tileiras.simt.wgmma_model import CALLBACKS as wgmma_callbacks

    specs += wgmma_callbacks  # the warpgroup MMA model (codegen/wgmma_helpers.py)
    from tileiras.simt.tcgen05_model import CALLBACKS as tcgen05_callbacks

    specs += tcgen05_callbacks  # tensor memory and tcgen05.mma (codegen/tcgen05_helpers.py)
    from tileiras.simt.tcgen05_block_scaled_model import CALLBACKS as block_scaled_callbacks

    specs += block_scaled_callbacks  # tcgen05.cp and the block-scaled tcgen05.mma
    specs += warp_callbacks  # setmaxnreg accounting (simt/warp_roles.py)
    from tileiras.simt.async_proxy import CALLBACKS as proxy_callbacks

    specs += proxy_callbacks  # fence.proxy.async: the async proxy's view of shared memory
    for name, proto, fn in specs:
        cb = proto(fn)
        _callbacks.append(cb)
        llvm.add_symbol(name, ctypes.cast(cb, ctypes.c_void_p).value)
    libc = ctypes.CDLL(None)
    for name in ("pthread_getspecific", "sched_yield", "fesetround", "fegetround", "syscall", "aligned_alloc", "free",
                 "realloc", "memcpy", "memmove", "memset"):
        llvm.add_symbol(name, ctypes.cast(getattr(libc, name), ctypes.c_void_p).value)
    try:
        libm = ctypes.CDLL("libm.so.6")
    except OSError:
        libm = libc
    for name in ("expf", "exp2f", "logf", "log2f", "sinf", "cosf", "tanf", "sinhf", "coshf", "tanhf", "powf",
                 "atan2f", "exp10f", "log10f", "erff", "exp", "exp2", "log", "log2", "sin", "cos", "tan", "sinh",
                 "cosh", "tanh", "pow", "atan2", "exp10", "log10", "erf", "fmod", "fmodf", "sqrt", "sqrtf",
                 "floor", "floorf", "ceil", "ceilf", "round", "roundf", "trunc", "truncf", "rint", "rintf",
                 "fesetround", "fegetround", "nearbyint", "nearbyintf", "fmin", "fminf", "fmax", "fmaxf",
                 "fma", "fmaf"):
        try:
            llvm.add_symbol(name, ctypes.cast(getattr(libm, name), ctypes.c_void_p).value)
        except AttributeError:
            pass


_PTHREAD = ctypes.CDLL(None)
_PTHREAD.pthread_setspecific.argtypes = [ctypes.c_uint, ctypes.c_void_p]
_KEY = ctypes.c_uint(0)
if _PTHREAD.pthread_key_create(ctypes.byref(_KEY), None) != 0:  # pragma: no cover
    raise EmulatorError("cannot create a pthread key")


# -- compiled modules ----------------------------------------------------------------------------

@dataclass
class CompiledKernel:
    name: str
    params: list[tuple[str, str]]
    num_warps: int
    smem_bytes: int
    entry: object  # ctypes function taking the packed argument buffer
    tensor_maps: list = field(default_factory=list)  # `TensorMapSpec` field dicts, hidden params last
    cluster: int = 1  # CTAs per tile block (the cluster hint): each runs with its rank
    cluster_shared: bool = False  # the CTAs of a cluster share memory (multicast, barrier.cluster): run together


@dataclass
class Emulator:
    """A compiled module, ready to launch its kernels on numpy buffers."""

    engine: object
    kernels: dict[str, CompiledKernel]
    llvm_ir: str
    stdout: list[str] = field(default_factory=list)
    assertions: list[str] = field(default_factory=list)
    traps: int = 0
    faults: list[str] = field(default_factory=list)
    """Misused async-copy, matrix-transfer and mbarrier instructions (misaligned or
    out-of-shared-memory addresses, cp.async src_size > cp-size, a bad mbarrier count or
    arrival), one message each; `launch` raises EmulatorError with those of the block."""

    wait_timeout_s: float = WAIT_TIMEOUT_S
    """Seconds a block may run before its mbarrier waits are made to give up (`WAIT_TIMEOUT_S`)."""

    def __post_init__(self) -> None:
        self._out_lock = threading.Lock()
        self._block: tuple[int, int, int] = (0, 0, 0)  # the block running (fault messages)
        self._smem_bytes = 0  # the running kernel's shared memory (fault messages)

    # -- construction ----------------------------------------------------------------------
    @classmethod
    def from_bytecode(cls, data: bytes, gpu_name: str = "sm_90") -> Emulator:
        from tileiras.bytecode.reader import read_bytecode

        return cls.from_module(read_bytecode(data).module, gpu_name)

    @classmethod
    def from_module(cls, module, gpu_name: str = "sm_90") -> Emulator:
        """Lower a cuda_tile module exactly as the compiler does, for the host: the compile
        pipeline's stages from the first conversion to the layouts (the emulator does not refuse
        what the target lacks), then the LLVM lowering with the host's triple."""
        from tileiras.conversion.nv_tileas_to_llvm import lower_module
        from tileiras.driver import pipeline
        from tileiras.driver.options import CompileOptions

        options = CompileOptions(gpu_name=gpu_name)
        target = options.target
        llvm = _llvm()
        state = pipeline.PipelineState(module, target, options)
        pipeline.run_stages(state, pipeline.between("convert-cuda-tile-to-nv-tileaa", "tileas-warp-specialize"))
        tm = llvm.Target.from_default_triple().create_target_machine(
            cpu=llvm.get_host_cpu_name(), features=llvm.get_host_cpu_features().flatten(), jit=True)
        triple = llvm.get_process_triple()
        text, kernels = lower_module(module, target, flavor="host", triple=triple,
                                     datalayout=str(tm.target_data))
        return cls.from_llvm(text, kernels, tm)

    @classmethod
    def from_llvm(cls, kernel_ir: str, kernels, tm=None) -> Emulator:
        """Compile kernel IR for the host: what `from_module` lowers, or hand-written IR (the
        runtime tests). `kernel_ir` has the host's target triple, declares the
        `@__tileiras.*` helpers it calls and defines the kernels; `kernels` is one
        `KernelInfo` per kernel (parameters, warps, shared-memory bytes, helpers used)."""
        from tileiras.codegen.nvptx import link_runtime

        llvm = _llvm()
        helpers: set[str] = set()
        for k in kernels:
            helpers |= k.helpers
        text = link_runtime(kernel_ir, helpers, 0, definitions=runtime.host_definitions)
        text += HOST_RUNTIME + SOFT_FLOAT
        text += "\n".join(_entry_wrapper(k) for k in kernels) + "\n"
        text = _dedupe_declarations(text)
        try:
            mod = llvm.parse_assembly(text)
            mod.verify()
        except RuntimeError as e:
            raise EmulatorError(f"host module does not parse: {e}") from None
        _check_symbols(llvm, mod)
        if tm is None:
            tm = llvm.Target.from_default_triple().create_target_machine(
                cpu=llvm.get_host_cpu_name(), features=llvm.get_host_cpu_features().flatten(), jit=True)
        pto = llvm.create_pipeline_tuning_options(speed_level=2)
        pb = llvm.create_pass_builder(tm, pto)
        pb.getModulePassManager().run(mod, pb)
        engine = llvm.create_mcjit_compiler(mod, tm)
        engine.finalize_object()
        engine.run_static_constructors()
        key_addr = engine.get_global_value_address("__sim.key")
        ctypes.c_uint.from_address(key_addr).value = _KEY.value
        compiled = {}
        for k in kernels:
            addr = engine.get_function_address(f"__sim.entry.{k.name}")
            fn = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(addr)
            compiled[k.name] = CompiledKernel(k.name, k.params, k.num_warps, k.smem_bytes, fn,
                                              list(getattr(k, "tensor_maps", [])), getattr(k, "cluster", 1),
                                              any(h.endswith((".multicast", "cluster.barrier", "mbarrier.arrive.remote"))
                                                  for h in k.helpers))
        emu = cls(engine, compiled, text)
        emu._module = mod
        emu._abort = ctypes.c_int32.from_address(engine.get_global_value_address("__sim.abort"))
        return emu

    # -- launching ---------------------------------------------------------------------------
    def launch(self, name: str | None, grid: tuple[int, int, int] | list[int], args: list) -> None:
        """Run kernel `name` (the only one if None) over `grid` with `args` (numpy arrays for
        pointer parameters, Python numbers for scalars)."""
        if name is None:
            if len(self.kernels) != 1:
                raise EmulatorError(f"the module has {len(self.kernels)} kernels; name one")
            name = next(iter(self.kernels))
        k = self.kernels[name]
        grid = tuple(grid) + (1,) * (3 - len(grid))
        maps = None
        if k.tensor_maps and len(args) == len(k.params) - len(k.tensor_maps):
            maps = tensor_map_arguments(k, list(args))  # what the host callbacks write at launch
            args = list(args) + [int(m.ctypes.data) for m in maps]
        buf, keep = _pack_args(k.params, args)
        nthreads = 32 * k.num_warps
        _current[0] = self
        self._smem_bytes = k.smem_bytes
        try:
            # a tile block is a cluster of k.cluster CTAs (the cluster hint), each with its rank: run together
            # when the kernel shares memory among them (multicast copies, barrier.cluster), else one by one
            blocks = ((bx, by, bz) for bz in range(grid[2]) for by in range(grid[1]) for bx in range(grid[0]))
            together = k.cluster if k.cluster_shared else 1
            for bid in blocks:
                for first in range(0, k.cluster, together):
                    self._block = bid
                    seen = len(self.faults)
                    self._run_block(k, buf, bid, grid, nthreads, list(range(first, first + together)))
                    if len(self.faults) > seen:
                        new = sorted(self.faults[seen:], key=_fault_thread)
                        more = f" (and {len(new) - 3} more)" if len(new) > 3 else ""
                        raise EmulatorError(f"kernel '{name}': " + "; ".join(new[:3]) + more)
        finally:
            _current[0] = None
        del keep, maps

    def _run_block(self, k: CompiledKernel, buf, bid, grid, nthreads: int, ranks: list[int] | None = None) -> None:
        """Run the CTAs `ranks` (default [0]) of tile block `bid`'s cluster together, each with
        its own shared memory and barriers; `barrier.cluster` spans all their threads."""
        ranks = ranks or [0]
        nwarps = nthreads // 32
        from tileiras.simt.warp_roles import start_block

        start_block(self, nthreads, len(ranks))
        keep: list = []
        ctx_rows: list = []
        smems = []
        for rank in ranks:
            block_sync = np.zeros(4, dtype=np.int32)
            block_sync[2] = nthreads
            warp_sync = np.zeros((nwarps, 4 + 32 * 8), dtype=np.int32)  # values: shuffles, warp exchanges
            warp_sync[:, 2] = 32
            named = np.zeros((16, 4), dtype=np.int32)  # named barriers: BlockSyncs, count set on first use
            smem = np.zeros(max(k.smem_bytes, 16) + 64, dtype=np.uint8)
            ctxs = np.zeros((nthreads, CTX_BYTES // 8), dtype=np.int64)  # host_runtime's Ctx
            ctx_i32 = ctxs.view(np.int32).reshape(nthreads, CTX_BYTES // 4)
            for t in range(nthreads):
                ctx_i32[t, 0] = t
                ctx_i32[t, 1:4] = bid
                ctx_i32[t, 4:7] = grid
                ctx_i32[t, 7] = rank  # %cluster_ctarank (%clusterid reads the tile block's id, as %ctaid)
                ctxs[t, 4] = block_sync.ctypes.data
                ctxs[t, 5] = warp_sync[t // 32].ctypes.data
                ctxs[t, 6] = smem.ctypes.data
                ctx_i32[t, 14] = t % 32
                ctx_i32[t, 15] = k.smem_bytes
                ctxs[t, 11] = named.ctypes.data
            keep += [block_sync, warp_sync, named, smem, ctxs]
            smems.append(int(smem.ctypes.data))
            ctx_rows += [(rank, ctxs[t]) for t in range(nthreads)]
        errors: list[BaseException] = []

        def run(rank: int, ctx) -> None:
            try:
                _active.cta = rank
                _PTHREAD.pthread_setspecific(_KEY.value, ctx.ctypes.data)
                k.entry(buf)
            except BaseException as e:  # noqa: BLE001 - reported after the join
                errors.append(e)

        threads = [threading.Thread(target=run, args=row, daemon=True) for row in ctx_rows]
        abort = getattr(self, "_abort", None)
        if abort is not None:
            abort.value = 0
        with _tma_lock:
            _tma_pending.clear()  # copies of an earlier block that no one waited for
            _tma_writes.clear()
        _bulk().clear()
        _cluster_smem[:] = smems if len(ranks) > 1 else []
        _cluster_sync[0] = threading.Barrier(len(threads)) if len(ranks) > 1 else None
        from tileiras.simt import async_proxy, tcgen05_model

        tcgen05_model.begin_block()
        async_proxy.begin_block(smems, k.smem_bytes)
        for th in threads:
            th.start()
        deadline = time.monotonic() + self.wait_timeout_s
        for th in threads:
            th.join(max(0.0, deadline - time.monotonic()))
        if any(th.is_alive() for th in threads):
            if abort is not None:
                abort.value = 1  # the watchdog: every mbarrier wait now gives up (a fault each)
            if _cluster_sync[0] is not None:
                _cluster_sync[0].abort()
        for th in threads:
            th.join()
        _cluster_smem[:] = []
        _cluster_sync[0] = None
        from tileiras.simt import wgmma_model

        for text in tcgen05_model.end_block() + wgmma_model.end_block():
            with self._out_lock:
                self.faults.append(f"block {bid}, thread 0: {text}")
        if errors:
            raise errors[0]
        from tileiras.simt.warp_roles import end_block

        end_block(self)
        del keep


# -- helpers ---------------------------------------------------------------------------------------

def tensor_map_arguments(k: CompiledKernel, args: list) -> list[np.ndarray]:
    """The hidden tensor-map parameters of a launch, as the driver gets them: the explicit
    arguments laid out in NVIDIA's parameter buffer (natural alignment), our host callback
    (`codegen.host_callbacks`, loaded behind the fake driver) called on it, and the 128 bytes it
    filled at each map's offset (64-byte aligned arrays). Where this host cannot load x86-64
    host objects, `host_abi.tensor_map.encode` computes the same bytes (the tests check the
    callback against it)."""
    from tileiras.codegen.host_callbacks import HostKernel
    from tileiras.host_abi.tensor_map import ArgWord, TensorMapSpec

    explicit = k.params[:len(k.params) - len(k.tensor_maps)]
    sizes, words = [], []
    for (llty, _), a in zip(explicit, args):
        size = 8 if llty.startswith("ptr") else {"i1": 1, "i8": 1, "i16": 2, "half": 2, "bfloat": 2, "i32": 4,
                                                   "float": 4}.get(llty, 8)
        if llty.startswith("ptr"):
            value = a.ctypes.data if isinstance(a, np.ndarray) else int(a or 0)
        elif llty in ("float", "double", "half", "bfloat"):
            value = 0  # never part of a tensor map
        else:
            value = int(a)
        sizes.append(size)
        words.append(value % (1 << (8 * size)))
    specs = tuple(TensorMapSpec(d["dtype"], d["base"], tuple(ArgWord(**w) for w in d["shape"]),
                                tuple(ArgWord(**w) for w in d["strides"]), tuple(d["box"]), d["swizzle"])
                  for d in k.tensor_maps)
    host = HostKernel(k.name, tuple(sizes), 0x380, specs)
    buf = bytearray(host.hidden_offsets()[-1] + 128)
    for off, size, w in zip(host.param_offsets(), sizes, words):
        buf[off:off + size] = w.to_bytes(size, "little")
    written = _run_host_callback(host, bytes(buf))
    out = []
    for at in host.hidden_offsets():
        raw = np.zeros(128 + 64, dtype=np.uint8)
        start = -raw.ctypes.data % 64
        m = raw[start:start + 128]
        m[:] = np.frombuffer(written[at:at + 128], dtype=np.uint8)
        out.append(m)
    return out


def _run_host_callback(host, buf: bytes) -> bytes:
    """The parameter buffer after kernel `host`'s argument-change callback ran on it."""
    from tileiras.host_abi import jit_available, load_host_object

    if jit_available():
        from tileiras.codegen.host_callbacks import host_object

        obj = load_host_object(host_object([host]))
        res = obj.call_on_arguments_change(0, [bytes(8)] * 3 + [buf])
        out = bytearray(buf)
        for w in res.writes:
            if w.buffer == 3:
                out[w.offset:w.offset + len(w.after)] = w.after
        return bytes(out)
    from tileiras.host_abi.tensor_map import encode

    out = bytearray(buf)
    offs = host.param_offsets()

    def word(w):
        if w.param is None:
            return w.value
        return int.from_bytes(buf[offs[w.param]:offs[w.param] + 4], "little")

    for spec, at in zip(host.tensor_maps, host.hidden_offsets()):
        base = int.from_bytes(buf[offs[spec.base]:offs[spec.base] + 8], "little")
        shape = tuple(word(w) for w in spec.shape)
        strides = tuple(word(w) for w in spec.strides) + (1,)
        out[at:at + 64] = encode(spec.dtype, base, shape, strides, spec.box, spec.swizzle)
    return bytes(out)


_CTYPE = {"i1": "<B", "i8": "<b", "i16": "<h", "i32": "<i", "i64": "<q", "float": "<f", "double": "<d",
          "half": "<e"}


def _pack_args(params, args) -> tuple[ctypes.Array, list]:
    if len(args) != len(params):
        raise EmulatorError(f"kernel takes {len(params)} arguments, got {len(args)}")
    raw = bytearray(8 * len(params))
    keep = []
    for i, ((llty, key), a) in enumerate(zip(params, args)):
        if llty.startswith("ptr"):
            if isinstance(a, np.ndarray):
                if not a.flags.c_contiguous and not a.flags.f_contiguous:
                    pass
                addr = a.ctypes.data
                keep.append(a)
            elif a is None:
                addr = 0
            else:
                addr = int(a)
            struct.pack_into("<Q", raw, 8 * i, addr)
        elif llty == "bfloat":
            import ml_dtypes

            bits = int(np.array(a, dtype=ml_dtypes.bfloat16).view(np.uint16))
            struct.pack_into("<H", raw, 8 * i, bits)
        else:
            fmt = _CTYPE[llty]
            value = bool(a) if llty == "i1" else a
            if fmt in ("<f", "<d", "<e"):
                value = float(value)
            else:
                value = int(value)
                width = {"<B": 8, "<b": 8, "<h": 16, "<i": 32, "<q": 64}[fmt]
                value &= (1 << width) - 1
                if fmt != "<B" and value >= 1 << (width - 1):
                    value -= 1 << width
            struct.pack_into(fmt, raw, 8 * i, value)
    buf = (ctypes.c_uint8 * max(len(raw), 8)).from_buffer_copy(bytes(raw) or b"\0" * 8)
    keep.append(buf)
    return buf, keep


def _entry_wrapper(k) -> str:
    """`void @__sim.entry.K(ptr %buf)`: load each parameter from an 8-byte slot, call K."""
    lines = [f'define void @"__sim.entry.{k.name}"(ptr %buf) {{']
    args = []
    for i, (llty, _) in enumerate(k.params):
        lines.append(f"  %p{i} = getelementptr i8, ptr %buf, i32 {8 * i}")
        mem = "i8" if llty == "i1" else llty
        lines.append(f"  %m{i} = load {mem}, ptr %p{i}, align 1")
        if llty == "i1":
            lines.append(f"  %a{i} = trunc i8 %m{i} to i1")
            args.append(f"i1 %a{i}")
        else:
            args.append(f"{llty} %m{i}")
    lines.append(f'  call void @"{k.name}"({", ".join(args)})')
    lines.append("  call void @__sim.thread_exit()")
    lines.append("  ret void")
    lines.append("}")
    return "\n".join(lines)


def _dedupe_declarations(text: str) -> str:
    """Drop `declare` lines for functions the text also defines."""
    defined = set(re.findall(r"^define [^@]*@\"?([\w.$-]+)\"?\(", text, re.M))
    out = []
    seen = set()
    for line in text.splitlines():
        m = re.match(r"declare [^@]*@\"?([\w.$-]+)\"?\(", line)
        if m:
            if m.group(1) in defined or m.group(1) in seen:
                continue
            seen.add(m.group(1))
        out.append(line)
    return "\n".join(out) + "\n"


def _check_symbols(llvm, mod) -> None:
    """Every external function must resolve (MCJIT aborts the process otherwise)."""
    missing = []
    for f in mod.functions:
        if f.is_declaration and not f.name.startswith("llvm."):
            if llvm.address_of_symbol(f.name) is None:
                missing.append(f.name)
    if missing:
        raise EmulatorError(f"unresolved external functions: {', '.join(sorted(missing))}")


# -- cuTile's calling convention ------------------------------------------------------------------

def expand_cutile_args(kernel_name: str, args) -> tuple[list, list]:
    """cuTile-style arguments -> raw kernel parameters (arrays become pointer, shape...,
    strides...; constants vanish; tuples flatten; a list of arrays becomes a table pointer and
    its length). Returns (raw values, objects to keep alive)."""
    from tileiras.interp.launch import _NOT_CONSTANT, Constant, _constant_positions

    consts = _constant_positions(kernel_name)
    if consts is not None and len(consts) != len(args):
        consts = None
    raw: list = []
    keep: list = []

    def add(a) -> None:
        if isinstance(a, Constant):
            return
        if isinstance(a, np.ndarray) and a.ndim > 0:
            item = a.dtype.itemsize
            raw.append(a)
            raw.extend(int(s) for s in a.shape)
            raw.extend(int(s) // item for s in a.strides)
        elif isinstance(a, tuple):
            for x in a:
                add(x)
        elif isinstance(a, list):
            rows = []
            for x in a:
                item = x.dtype.itemsize
                rows.append([x.ctypes.data, *x.shape, *(s // item for s in x.strides)])
                keep.append(x)
            table = np.asarray(rows, dtype=np.uint64)
            keep.append(table)
            raw.append(table)
            raw.append(len(a))
        else:
            raw.append(a.item() if isinstance(a, (np.ndarray, np.generic)) else a)

    for i, a in enumerate(args):
        if consts is not None and consts[i] is not _NOT_CONSTANT:
            continue
        add(a)
    return raw, keep


def _launch_cutile(self: Emulator, grid, *args, entry: str | None = None) -> None:
    """Run like `ct.launch(stream, grid, kernel, args)`: the entry whose parameters fit."""
    names = [entry] if entry is not None else list(self.kernels)
    last: Exception | None = None
    for name in names:
        raw, keep = expand_cutile_args(name, args)
        k = self.kernels[name]
        explicit = k.params[:len(k.params) - len(k.tensor_maps)]  # the hidden tensor maps are the launch's
        if len(raw) != len(explicit):
            last = EmulatorError(f"{name} takes {len(explicit)} raw arguments, got {len(raw)}")
            continue
        if not _kinds_fit(explicit, raw):
            last = EmulatorError(f"the arguments do not fit {name}")
            continue
        self.launch(name, grid, raw)
        del keep
        return
    raise last or EmulatorError("no kernel")


def _kinds_fit(params, raw) -> bool:
    for (llty, key), a in zip(params, raw):
        if llty.startswith("ptr") != isinstance(a, np.ndarray):
            return False
        if isinstance(a, np.ndarray) and key == "ptr":
            continue
    return True


Emulator.launch_cutile = _launch_cutile  # type: ignore[attr-defined]
