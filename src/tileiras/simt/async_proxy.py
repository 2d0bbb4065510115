"""The async proxy's view of each CTA's shared memory, after the PTX ISA's memory consistency
model ("Proxies"): the tensor cores' descriptor reads (`wgmma`, `tcgen05.mma`, `tcgen05.cp`)
and the TMA unit's store reads go through the async proxy, the threads' `st.shared`,
`stmatrix` and `cp.async` writes through the generic proxy. A generic write reaches the async
proxy only through `fence.proxy.async`; an async write (a TMA load) is seen by both once its
mbarrier completes.

The emulator keeps, per CTA, a second copy of shared memory that the async readers read:
- `begin_block`: both copies start equal;
- `fence` (`fence.proxy.async[.shared::cta]` by any thread of the CTA): the view takes the
  generic bytes. Any thread's fence publishes every thread's writes so far, which is more
  than the ISA promises (the writing thread's own fence orders its writes): a missing fence in
  every thread is caught, one thread fencing for another is not;
- `landed`: a TMA load's box written to both;
- `array`: what an async reader sees (the generic bytes when no view is kept: a kernel run
  outside a launch).

A program that writes a stage with `st.shared` and lets a wgmma or a TMA store read it without
the fence reads stale bytes here, as it may on the GPU, and its result differs from the
interpreter's (or the store's source check fails).
"""

from __future__ import annotations

import ctypes
import threading

import numpy as np

_views: dict[int, tuple[np.ndarray, np.ndarray]] = {}  # shared base -> (generic bytes, async view)
_lock = threading.Lock()


def _generic(base: int, size: int) -> np.ndarray:
    return np.ctypeslib.as_array((ctypes.c_uint8 * size).from_address(base))


def begin_block(bases: list[int], size: int) -> None:
    """The CTAs at shared bases `bases` (each `size` bytes) start: their views equal the bytes."""
    with _lock:
        _views.clear()
        for base in bases:
            generic = _generic(base, size)
            _views[base] = (generic, generic.copy())


def fence(base: int) -> None:
    """`fence.proxy.async` in the CTA whose shared memory starts at `base` (module docstring)."""
    with _lock:
        pair = _views.get(base)
        if pair is not None:
            pair[1][:] = pair[0]


def landed(base: int, lo: int, hi: int) -> None:
    """A TMA load wrote shared bytes [lo, hi) of the CTA at `base`: the async proxy sees them."""
    with _lock:
        pair = _views.get(base)
        if pair is not None:
            pair[1][lo:hi] = pair[0][lo:hi]


def array(base: int, size: int) -> np.ndarray:
    """The `size` bytes an async-proxy reader sees in the CTA whose shared memory is at `base`."""
    with _lock:
        pair = _views.get(base)
    return pair[1][:size] if pair is not None else _generic(base, size)


def _fence_callback(smem: int) -> None:
    fence(smem or 0)


CALLBACKS = [("__sim.py_proxy_fence", ctypes.CFUNCTYPE(None, ctypes.c_void_p), _fence_callback)]
"""(symbol, prototype, function) of each callback, for `emulator._register_python_symbols`."""

__all__ = ["CALLBACKS", "begin_block", "fence", "landed", "array"]
