"""The emulator's `cp.async.bulk.tensor` (TMA load): a box of a tensor map into shared memory.

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
"""

from __future__ import annotations

import ctypes

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


__all__ = ["tma_load", "swizzled"]
