"""The emulator's `cp.async.bulk.tensor`: a box of a tensor map into shared memory (TMA load),
or out of it into global memory (TMA store, with its bulk async-groups: `BulkGroups`).

The map is the 64 bytes the host callbacks wrote into the kernel's hidden parameter
(`host_abi.tensor_map.decode`): global address, shape and strides, box, element kind, swizzle.
The box at coordinates (c_0 innermost, ...) is read element by element in the box's row-major
order; an element whose coordinate lies outside [0, shape) in any dimension reads as zero (the
hardware's zero fill; coordinates are signed). The bytes land at the destination offset in
shared memory, each 16-byte chunk moved by the map's swizzle computed from the shared-memory
offset (the GPU's buffer is 1024-byte aligned, so offsets and addresses agree): 64-byte mode
XORs offset bits 4-5 with bits 7-8, 128-byte mode bits 4-6 with bits 7-9. The copy returns the
bytes written (the mbarrier's tx-count then drops by that many, `host_runtime`), or a negative
fault code: -1 the destination is not 128-byte aligned, -2 the box does not fit the block's
shared memory, -3 the map does not decode.

A TMA store reads the box from shared memory at the source offset through the same swizzle
and writes the elements whose coordinates lie inside the view (the others are not written).
`BulkGroups` models its completion: a store is checked and its source bytes taken when issued,
joins the issuing thread's open bulk async-group (`cp.async.bulk.commit_group` closes it), and
is performed when `cp.async.bulk.wait_group[.read] N` retires its group (all committed groups
but the newest N). Two misuses are faults: the source bytes changed between the issue and the
retirement (the buffer was overwritten while the TMA unit may still read it: the hardware
would store either), and a store still pending when its thread exits (never waited for).
"""

from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass, field

import numpy as np

from tileiras.host_abi.tensor_map import TensorMap, TensorMapError, decode

DST_ALIGN = 128
SWIZZLE_MASKS = {0: (0, 0), 1: (1, 7), 2: (3, 7), 3: (7, 7)}  # mode -> (chunk bits mask, shift of the source bits)


def swizzled(offsets: np.ndarray, mode: int) -> np.ndarray:
    """Shared offsets moved by the TMA swizzle `mode` (0 none, 1/2/3: 32/64/128-byte)."""
    mask, shift = SWIZZLE_MASKS[mode]
    return offsets ^ (((offsets >> shift) & mask) << 4)


def _checked(smem: int, smem_size: int, dst: int, tmap: int, rank: int) -> tuple[TensorMap, int, int] | int:
    """(the decoded map, the destination's offset in shared memory, the bytes the copy writes),
    or a negative fault code (module docstring)."""
    try:
        m = decode(ctypes.string_at(tmap, 64))
    except TensorMapError:
        return -3
    if len(m.shape) != rank:
        return -3
    off = dst - smem
    if off % DST_ALIGN:
        return -1
    nbytes = int(np.prod(m.box)) * m.elem_bytes
    if off < 0 or off + nbytes > smem_size:
        return -2
    return m, off, nbytes


def check_tma_load(smem: int, smem_size: int, dst: int, tmap: int, rank: int) -> int:
    """The bytes a TMA copy will write, or a negative fault code (module docstring), without
    copying (the emulator queues the copy on its mbarrier)."""
    checked = _checked(smem, smem_size, dst, tmap, rank)
    return checked if isinstance(checked, int) else checked[2]


def tma_load(smem: int, smem_size: int, dst: int, tmap: int, rank: int, coords: tuple[int, ...]) -> int:
    """Copy the box at `coords` (innermost first) of the tensor map at address `tmap` into
    shared memory (block base `smem`, `smem_size` bytes) at `dst`; the bytes written or a
    negative fault code (module docstring)."""
    checked = _checked(smem, smem_size, dst, tmap, rank)
    if isinstance(checked, int):
        return checked
    m, off, nbytes = checked
    e = m.elem_bytes
    box = m.box  # outer to inner
    start = tuple(reversed(coords))  # outer to inner
    values = np.zeros(box + (e,), dtype=np.uint8)
    lo = max(0, -start[-1])
    hi = min(box[-1], m.shape[-1] - start[-1])
    if hi > lo:
        for outer in np.ndindex(*box[:-1]):
            pos = [s + i for s, i in zip(start, outer)]
            if any(not 0 <= p < d for p, d in zip(pos, m.shape[:-1])):
                continue
            row = sum(p * t for p, t in zip(pos, m.strides[:-1])) + start[-1] + lo
            data = ctypes.string_at(m.address + row * e, (hi - lo) * e)
            values[outer][lo:hi] = np.frombuffer(data, dtype=np.uint8).reshape(hi - lo, e)
    flat = values.reshape(-1)
    dest = swizzled(off + np.arange(nbytes, dtype=np.int64), m.swizzle)
    shared = (ctypes.c_uint8 * smem_size).from_address(smem)
    view = np.frombuffer(shared, dtype=np.uint8)
    view[dest] = flat
    return nbytes


def _box_offsets(off: int, nbytes: int, mode: int) -> np.ndarray:
    """Shared offsets of the box's bytes in row-major box order (the map's swizzle)."""
    return swizzled(off + np.arange(nbytes, dtype=np.int64), mode)


def read_box(smem: int, smem_size: int, off: int, nbytes: int, mode: int) -> np.ndarray:
    """The box's bytes in row-major order, read from shared memory at `off` through `mode` as
    the TMA unit sees them (the async proxy's view, `simt/async_proxy.py`)."""
    from tileiras.simt import async_proxy

    return async_proxy.array(smem, smem_size)[_box_offsets(off, nbytes, mode)].copy()


def write_box(m: TensorMap, data: np.ndarray, coords: tuple[int, ...]) -> int:
    """Write the box `data` (row-major bytes) at `coords` (innermost first) of the view of `m`,
    skipping elements outside the view; the bytes written to global memory."""
    e = m.elem_bytes
    box = m.box
    start = tuple(reversed(coords))
    values = data.reshape(box + (e,))
    lo = max(0, -start[-1])
    hi = min(box[-1], m.shape[-1] - start[-1])
    written = 0
    if hi <= lo:
        return 0
    for outer in np.ndindex(*box[:-1]):
        pos = [s + i for s, i in zip(start, outer)]
        if any(not 0 <= p < d for p, d in zip(pos, m.shape[:-1])):
            continue
        row = sum(p * t for p, t in zip(pos, m.strides[:-1])) + start[-1] + lo
        chunk = np.ascontiguousarray(values[outer][lo:hi]).tobytes()
        ctypes.memmove(m.address + row * e, chunk, len(chunk))
        written += len(chunk)
    return written


@dataclass
class PendingStore:
    """A TMA store issued and not yet retired: its map, source and the source bytes at issue."""

    tmap: TensorMap
    smem: int
    smem_size: int
    off: int
    coords: tuple[int, ...]
    data: np.ndarray


@dataclass
class _Thread:
    open: list[PendingStore] = field(default_factory=list)
    committed: list[list[PendingStore]] = field(default_factory=list)


class BulkGroups:
    """The bulk async-groups of the threads of one block (module docstring); fault messages
    are returned, the emulator reports them."""

    def __init__(self) -> None:
        self._threads: dict[int, _Thread] = {}
        self._lock = threading.Lock()

    def clear(self) -> None:
        with self._lock:
            self._threads.clear()

    def _thread(self, tid: int) -> _Thread:
        with self._lock:
            return self._threads.setdefault(tid, _Thread())

    def issue(self, tid: int, smem: int, smem_size: int, src: int, tmap: int, rank: int,
              coords: tuple[int, ...]) -> int:
        """Check a store from `src` and queue it in the open group: its bytes, or a negative
        fault code (as `tma_load`'s)."""
        checked = _checked(smem, smem_size, src, tmap, rank)
        if isinstance(checked, int):
            return checked
        m, off, nbytes = checked
        data = read_box(smem, smem_size, off, nbytes, m.swizzle)
        self._thread(tid).open.append(PendingStore(m, smem, smem_size, off, tuple(coords[:rank]), data))
        return nbytes

    def commit(self, tid: int) -> None:
        t = self._thread(tid)
        if t.open:
            t.committed.append(t.open)
            t.open = []
        else:
            t.committed.append([])  # an empty group still counts for wait_group N

    def wait(self, tid: int, keep: int) -> list[str]:
        """Retire every committed group but the newest `keep`: each store performed; the faults."""
        t = self._thread(tid)
        faults = []
        while len(t.committed) > keep:
            for st in t.committed.pop(0):
                now = read_box(st.smem, st.smem_size, st.off, st.data.size, st.tmap.swizzle)
                if not np.array_equal(now, st.data):
                    faults.append(f"the source of a cp.async.bulk.tensor store (offset {st.off:#x}) was overwritten "
                                  "before cp.async.bulk.wait_group.read retired the store")
                write_box(st.tmap, st.data, st.coords)
        return faults

    def exit(self, tid: int) -> list[str]:
        """The thread ends: a store still pending is a fault (and is dropped)."""
        with self._lock:
            t = self._threads.pop(tid, None)
        if t is None:
            return []
        n = len(t.open) + sum(len(g) for g in t.committed)
        if not n:
            return []
        return [f"{n} cp.async.bulk.tensor store(s) still in flight when the thread exited "
                "(no cp.async.bulk.wait_group retired them)"]


__all__ = ["tma_load", "swizzled", "read_box", "write_box", "BulkGroups", "PendingStore"]
