"""The emulator's register accounting for warp-specialized kernels (`setmaxnreg`).

Warps of different roles need nothing special to run independently: every emulated thread is
an OS thread, so a producer warp spinning on an mbarrier (`mbarrier.try_wait.parity` yields and,
once the watchdog fires, gives up with a fault) and a consumer warpgroup between named
barriers (`@__sim.named_barrier`, `simt/host_runtime.py`) progress as the host schedules them.

`setmaxnreg.{inc,dec}.sync.aligned.u32 N` (`@__sim.py_setmaxnreg`, one call per thread) is
checked against the PTX ISA's rules:

- N is a multiple of 8 in [24, 256];
- it is warpgroup-collective: every thread of the executing thread's warpgroup (128 threads)
  executes it with the same kind and count before the count changes; a thread of the
  warpgroup naming another is a fault, and a warpgroup some of whose threads never executed
  it by the end of the block is a fault;
- `dec` may not raise the warpgroup's count, `inc` may not lower it;
- the block's registers: each warpgroup starts with the launch's share (65536 registers / the
  block's threads, a multiple of 8, at most 256 per thread); after a change the warpgroups'
  counts x 128 threads may not exceed the 65536 registers of the SM's file.
"""

from __future__ import annotations

import ctypes
import threading

REGISTER_FILE = 65536
WARPGROUP_THREADS = 128

_lock = threading.Lock()
_state: dict = {}


def launch_share(nthreads: int) -> int:
    """Registers per thread a block of `nthreads` starts with (at most 256, a multiple of 8)."""
    return min(256, REGISTER_FILE // max(nthreads, 1) // 8 * 8)


def start_block(emu, nthreads: int, ctas: int = 1) -> None:
    """Fresh accounting for a block of `nthreads` threads of `emu`'s launch (for each of the
    `ctas` CTAs of a cluster that run together: each has its own register file)."""
    groups = max(1, (nthreads + WARPGROUP_THREADS - 1) // WARPGROUP_THREADS)
    with _lock:
        _state.clear()
        _state.update(emu=emu, nthreads=nthreads, ctas=[
            dict(regs=[launch_share(nthreads)] * groups, request=[None] * groups, arrived=[set() for _ in range(groups)])
            for _ in range(ctas)])


def _cta() -> dict:
    """The accounting of the calling thread's CTA (`emulator._active.cta`: its rank in a cluster
    that runs together)."""
    from tileiras.simt.emulator import _active

    ctas = _state["ctas"]
    return ctas[min(getattr(_active, "cta", 0), len(ctas) - 1)]


def _fault(tid: int, text: str) -> None:
    emu = _state.get("emu")
    if emu is None:
        return
    with emu._out_lock:
        emu.faults.append(f"block {emu._block}, thread {tid}: {text}")


def setmaxnreg(tid: int, kind: int, n: int) -> None:
    """`@__sim.py_setmaxnreg`: thread `tid` executes setmaxnreg (`kind` 1 inc, 0 dec) `n`."""
    name = f"setmaxnreg.{'inc' if kind else 'dec'}.{n}"
    if not (24 <= n <= 256 and n % 8 == 0):
        _fault(tid, f"{name}: the count must be a multiple of 8 in [24, 256]")
        return
    with _lock:
        if "ctas" not in _state:
            return
        cta = _cta()
        g = tid // WARPGROUP_THREADS
        request = cta["request"][g]
        if request is None:
            cta["request"][g] = request = (kind, n)
        elif request != (kind, n):
            _fault(tid, f"{name} in a warpgroup whose other threads executed "
                        f"setmaxnreg.{'inc' if request[0] else 'dec'}.{request[1]} (not warpgroup-uniform)")
            return
        arrived = cta["arrived"][g]
        arrived.add(tid)
        members = min(WARPGROUP_THREADS, _state["nthreads"] - g * WARPGROUP_THREADS)
        if len(arrived) < members:
            return
        regs = cta["regs"]
        if kind and n < regs[g] or not kind and n > regs[g]:
            _fault(tid, f"{name} in warpgroup {g}, whose count is {regs[g]}")
        else:
            regs[g] = n
            total = sum(r * WARPGROUP_THREADS for r in regs)
            if total > REGISTER_FILE:
                _fault(tid, f"{name}: the warpgroups' registers ({' + '.join(f'128 x {r}' for r in regs)} = "
                            f"{total}) exceed the register file's {REGISTER_FILE}")
        cta["request"][g] = None
        arrived.clear()


def end_block(emu) -> None:
    """Faults for warpgroups left with a setmaxnreg that not all of their threads executed."""
    with _lock:
        pending = [(g, len(a)) for cta in _state.get("ctas", []) for g, a in enumerate(cta["arrived"]) if a]
        _state.clear()
    for g, k in pending:
        with emu._out_lock:
            emu.faults.append(f"block {emu._block}, warpgroup {g}: setmaxnreg executed by {k} of its "
                              f"{WARPGROUP_THREADS} threads (not warpgroup-uniform)")


CALLBACKS = [
    ("__sim.py_setmaxnreg", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32), setmaxnreg),
]
"""(symbol, prototype, function) of each callback, for `emulator._register_python_symbols`."""

__all__ = ["CALLBACKS", "setmaxnreg", "start_block", "end_block", "launch_share", "REGISTER_FILE"]
