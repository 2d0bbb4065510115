"""A flat simulated global memory: allocations are numpy byte arrays at base addresses.

A pointer is a plain 64-bit integer address. Every load, store and atomic goes through
`Memory.read`/`Memory.write` with a whole tile of addresses at once; each address must fall,
with its whole element, inside one live allocation and be aligned to the element size, or a
`MemoryAccessError` is raised naming the first bad address, its distance to the nearest
allocation and (when the caller passes it) the op and tile block.

Allocations are placed at 256-byte aligned addresses with at least 4 KiB of unmapped space
between them, so running off the end of one array is caught instead of landing in the next.
Address 0 is never mapped (null pointers fault).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

import numpy as np

from tileiras.interp.errors import MemoryAccessError

BASE_ADDRESS = 0x7F00_0000_0000
"""Where the first allocation goes (looks like a device address, far from 0)."""
GUARD = 4096
ALIGN = 256


@dataclass
class Allocation:
    """One live block of simulated memory."""

    base: int
    data: np.ndarray  # uint8, the bytes
    name: str = ""
    readonly: bool = False
    freed: bool = False
    scope: object | None = field(default=None, repr=False)

    @property
    def size(self) -> int:
        return int(self.data.size)

    @property
    def end(self) -> int:
        return self.base + self.size

    def view(self, dtype: np.dtype, offset: int = 0, count: int | None = None) -> np.ndarray:
        """A typed numpy view of the bytes (no copy)."""
        dtype = np.dtype(dtype)
        n = (self.size - offset) // dtype.itemsize if count is None else count
        return self.data[offset:offset + n * dtype.itemsize].view(dtype)


class Memory:
    """The device's global memory, as a set of allocations."""

    def __init__(self) -> None:
        self._allocs: list[Allocation] = []
        self._bases: list[int] = []
        self._next = BASE_ADDRESS

    # ---------------------------------------------------------------- allocation

    def allocate(self, nbytes: int, *, name: str = "", align: int = ALIGN, readonly: bool = False,
                 scope: object | None = None) -> Allocation:
        """A fresh zero-filled allocation of `nbytes` (at least 1) aligned to `align`."""
        align = max(int(align), ALIGN)
        base = (self._next + align - 1) // align * align
        data = np.zeros(max(int(nbytes), 1), dtype=np.uint8)
        alloc = Allocation(base, data, name, readonly, scope=scope)
        self._next = base + data.size + GUARD
        self._allocs.append(alloc)
        self._bases.append(base)
        return alloc

    def allocate_array(self, array: np.ndarray, *, name: str = "", readonly: bool = False) -> tuple[Allocation, int]:
        """Copy a numpy array (any strides, even negative or zero) into a new allocation.

        Returns the allocation and the address of element [0, 0, ...]; the strides (in elements)
        are those of `array` itself, so the caller passes `array.strides // itemsize`.
        """
        arr = np.asarray(array)
        item = arr.dtype.itemsize
        lo, hi = _span(arr)
        alloc = self.allocate(hi - lo, name=name, readonly=readonly)
        origin = alloc.base - lo  # address of element 0
        if arr.size:
            self.device_view(alloc, origin, arr)[...] = arr
        del item
        return alloc, origin

    def device_view(self, alloc: Allocation, origin: int, like: np.ndarray) -> np.ndarray:
        """A numpy view of an allocation laid out like `like` (same shape and strides)."""
        return np.ndarray(like.shape, dtype=like.dtype, buffer=alloc.data,
                          offset=origin - alloc.base, strides=like.strides)

    def free(self, alloc: Allocation) -> None:
        alloc.freed = True

    def free_scope(self, scope: object) -> None:
        for a in self._allocs:
            if a.scope is scope:
                a.freed = True

    @property
    def allocations(self) -> list[Allocation]:
        return list(self._allocs)

    def find(self, address: int) -> Allocation | None:
        """The allocation holding `address`, if any (freed ones included)."""
        i = bisect.bisect_right(self._bases, address) - 1
        if i >= 0 and self._allocs[i].base <= address < self._allocs[i].end:
            return self._allocs[i]
        return None

    # ---------------------------------------------------------------- access

    def _locate(self, addresses: np.ndarray, itemsize: int, write: bool,
                mask: np.ndarray | None = None) -> list[tuple[Allocation, np.ndarray]]:
        """Group the active element addresses by allocation after checking bounds and alignment.

        Returns (allocation, flat positions into `addresses`) pairs; raises MemoryAccessError on
        the first bad address in row-major order, naming its index in `addresses`.
        """
        addresses = np.asarray(addresses, dtype=np.uint64)
        flat_all = addresses.reshape(-1)
        if mask is None:
            where = np.arange(flat_all.size)
        else:
            where = np.flatnonzero(np.broadcast_to(np.asarray(mask, dtype=bool), addresses.shape).reshape(-1))
        flat = flat_all[where]
        if flat.size == 0:
            return []
        bases = np.asarray(self._bases, dtype=np.uint64)
        idx = np.searchsorted(bases, flat, side="right").astype(np.int64) - 1
        ok = idx >= 0
        safe = np.where(ok, idx, 0)
        if bases.size:
            starts = bases[safe]
            ends = np.asarray([a.end for a in self._allocs], dtype=np.uint64)[safe]
            ok &= (flat >= starts) & (flat + np.uint64(itemsize) <= ends)
            freed = np.asarray([a.freed for a in self._allocs], dtype=bool)[safe]
            ok &= ~freed
            if write:
                ro = np.asarray([a.readonly for a in self._allocs], dtype=bool)[safe]
                ok &= ~ro
        if not ok.all():
            bad = int(np.flatnonzero(~ok)[0])
            raise MemoryAccessError(self._explain(int(flat[bad]), itemsize, write, int(where[bad]), addresses))
        if itemsize > 1:
            misaligned = (flat % np.uint64(itemsize)) != 0
            if misaligned.any():
                bad = int(np.flatnonzero(misaligned)[0])
                raise MemoryAccessError(
                    f"misaligned {itemsize}-byte {'store' if write else 'load'} at address "
                    f"0x{int(flat[bad]):x} (element {self._index_text(int(where[bad]), addresses)} of the access)")
        groups = []
        for a in np.unique(idx):
            sel = idx == a
            groups.append((self._allocs[int(a)], where[sel]))
        return groups

    @staticmethod
    def _index_text(flat_index: int, addresses: np.ndarray) -> str:
        shape = np.shape(addresses)
        if not shape:
            return "0"
        return str(tuple(int(i) for i in np.unravel_index(flat_index, shape)))

    def _explain(self, address: int, itemsize: int, write: bool, flat_index: int, addresses) -> str:
        kind = "store to" if write else "load from"
        where = f"element {self._index_text(flat_index, addresses)} of the access"
        if address == 0:
            return f"null pointer {kind} address 0x0 ({where})"
        alloc = self.find(address)
        if alloc is not None and alloc.freed:
            return f"{kind} freed memory at 0x{address:x} ({where}; {alloc.name or 'allocation'} was released)"
        if alloc is not None and write and alloc.readonly:
            return f"{kind} read-only memory at 0x{address:x} ({where}; {alloc.name or 'allocation'})"
        if alloc is not None:
            return (f"out-of-bounds {kind} 0x{address:x}: {itemsize} bytes run past the end of "
                    f"{_label(alloc)} ({where})")
        near = self._nearest(address)
        if near is None:
            return f"out-of-bounds {kind} 0x{address:x}: no memory is allocated ({where})"
        if address < near.base:
            rel = f"{near.base - address} bytes before the start of {_label(near)}"
        else:
            rel = f"{address - near.end} bytes past the end of {_label(near)}"
        return f"out-of-bounds {kind} 0x{address:x}: {rel} ({where})"

    def _nearest(self, address: int) -> Allocation | None:
        best, dist = None, None
        for a in self._allocs:
            d = a.base - address if address < a.base else address - a.end
            if dist is None or d < dist:
                best, dist = a, d
        return best

    def read(self, addresses: np.ndarray, dtype: np.dtype, mask: np.ndarray | None = None) -> np.ndarray:
        """Load elements of `dtype` at every address (any shape) where `mask` holds (all when
        None); masked-off elements are zero and their addresses are not touched."""
        dtype = np.dtype(dtype)
        addr = np.asarray(addresses, dtype=np.uint64)
        out = np.zeros(addr.size, dtype=dtype)
        flat = addr.reshape(-1)
        for alloc, pos in self._locate(addr, dtype.itemsize, False, mask):
            offs = (flat[pos] - np.uint64(alloc.base)).astype(np.int64)
            if dtype.itemsize == 1:
                out[pos] = alloc.data[offs].view(dtype)
            else:
                idx = offs[:, None] + np.arange(dtype.itemsize)
                out[pos] = alloc.data[idx].reshape(-1).view(dtype)
        return out.reshape(addr.shape)

    def write(self, addresses: np.ndarray, values: np.ndarray, mask: np.ndarray | None = None) -> None:
        """Store `values` (broadcast to the shape of `addresses`) where `mask` holds, element by
        element in row-major order; later elements win when two addresses coincide."""
        addr = np.asarray(addresses, dtype=np.uint64)
        vals = np.ascontiguousarray(np.broadcast_to(np.asarray(values), addr.shape)).reshape(-1)
        flat = addr.reshape(-1)
        size = vals.dtype.itemsize
        raw = vals.view(np.uint8).reshape(-1, size)
        for alloc, pos in self._locate(addr, size, True, mask):
            offs = (flat[pos] - np.uint64(alloc.base)).astype(np.int64)
            idx = offs[:, None] + np.arange(size)
            alloc.data[idx.reshape(-1)] = raw[pos].reshape(-1)

    def check(self, addresses: np.ndarray, itemsize: int, *, write: bool, mask: np.ndarray | None = None) -> None:
        """Raise MemoryAccessError unless every (active) address is a valid access of `itemsize` bytes."""
        self._locate(np.asarray(addresses, dtype=np.uint64), itemsize, write, mask)


def _label(alloc: Allocation) -> str:
    name = f"'{alloc.name}'" if alloc.name else "an allocation"
    return f"{name} [0x{alloc.base:x}, 0x{alloc.end:x}) of {alloc.size} bytes"


def _span(arr: np.ndarray) -> tuple[int, int]:
    """Byte offsets [lo, hi) relative to element 0 that a strided array touches."""
    if arr.size == 0:
        return 0, arr.dtype.itemsize
    lo = hi = 0
    for n, s in zip(arr.shape, arr.strides):
        if s < 0:
            lo += (n - 1) * s
        else:
            hi += (n - 1) * s
    return lo, hi + arr.dtype.itemsize
