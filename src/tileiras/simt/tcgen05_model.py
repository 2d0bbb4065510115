"""The emulator's model of the fifth-generation tensor cores (`codegen/tcgen05_helpers.py`):
tensor memory and `tcgen05.mma`, in Python, after the PTX ISA ("Tensor Memory", "tcgen05").

Per CTA (the running block): tensor memory of 128 lanes x 512 columns of 32 bits, the
allocations (column ranges), whether the permit to allocate was given up, the MMAs issued and
not yet committed, and those committed to each mbarrier and not yet landed.

- `alloc(cols)` (warp-collective; lane 0 acts): `cols` a power of two in [32, 512]; the first
  free range of `cols` columns aligned to `cols`; its address (lane 0 << 16 | column) is
  written to the shared-memory slot. Faults: a bad count, no free range (the GPU would wait
  for one forever), an allocation after `relinquish`.
- `dealloc(taddr, cols)` (lane 0 acts): the range must be exactly an allocation's.
- `st` / `ld` of the 16x256b shape: warp w reaches lanes 32 (w % 4) .. + 31; the address's
  lane must be the first of its quarter or 16 past it; lane l register i is the cell at lane
  base + l // 4 + 8 ((i >> 1) & 1), column base + 8 (i >> 2) + 2 (l % 4) + (i & 1). Every cell
  must lie in an allocation; a cell an MMA will write that has not landed is a fault for
  either (the ISA orders them only through the commit's mbarrier).
- `mma(taddr, a_desc, b_desc, idesc, enable_d, kind)` (one thread): decodes the instruction
  descriptor (`layout.tcgen05_atom`) and the shared-memory descriptors, reads A (M x K) and B
  (K x N) through them (`wgmma_model.addresses`: the canonical layouts and swizzles), and
  records `D = (enable_d ? D : 0) + A B` for the cells of its data-path layout (M = 64,
  layout F: row r at lane 32 (r // 16) + r % 16; M = 128, layout D: row r at lane r); nothing
  is written yet.
- `commit(bar)`: every MMA the thread issued so far (committed before or not: the ISA's
  commit tracks all of them) is covered by mbarrier `bar` (the helper then arrives on it, as
  `arrive::one` does once they complete).
- `land(bar)` (called when any thread tests that mbarrier, `emulator._tma_land`): the MMAs
  its commits cover, and every MMA issued before them, take effect in issue order (the tensor
  core's order), after reading their operands again (shared memory changed since the issue: a
  fault, the program overwrote a stage the MMA was still reading).
- `end_block()`: allocations not given back are a fault (the ISA requires every allocation
  freed before the CTA exits).

Not modelled: the accumulator rounding inside the tensor core (products are summed in float64
and rounded to f32 once per instruction), the proxies, and the warp collectivity of
alloc/ld/st (each thread acts for itself).
"""

from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass, field

import ml_dtypes
import numpy as np

from tileiras.layout.errors import LayoutError
from tileiras.layout.tcgen05_atom import decode_instruction, decode_smem_descriptor, tmem_lane
from tileiras.layout.wgmma_atom import Descriptor
from tileiras.simt.wgmma_model import _WINDOW, _fault, _smem_array, addresses

LANES, COLUMNS = 128, 512
_F16_TYPES = {0: np.float16, 1: ml_dtypes.bfloat16}


@dataclass
class _Mma:
    taddr: int
    desc_a: int
    desc_b: int
    idesc: int
    enable_d: int
    products: np.ndarray    # M x N, float64
    tid: int
    smem_ptr: int
    seq: int = 0


@dataclass
class _Cta:
    tmem: np.ndarray = field(default_factory=lambda: np.zeros((LANES, COLUMNS), dtype=np.uint32))
    allocs: dict[int, int] = field(default_factory=dict)  # first column -> columns
    relinquished: bool = False
    issued: dict[int, list[_Mma]] = field(default_factory=dict)  # thread -> MMAs not committed
    queued: list[_Mma] = field(default_factory=list)  # committed, not landed, in issue order
    covers: dict[int, int] = field(default_factory=dict)  # mbarrier -> the last MMA its commit covers
    issued_count: int = 0
    pending: np.ndarray = field(default_factory=lambda: np.zeros((LANES, COLUMNS), dtype=np.int32))


_lock = threading.RLock()
_state: dict = {"cta": None}


def begin_block() -> None:
    """A new CTA starts: fresh tensor memory."""
    with _lock:
        _state["cta"] = _Cta()


def _cta() -> _Cta:
    with _lock:
        if _state["cta"] is None:
            _state["cta"] = _Cta()
        return _state["cta"]


def end_block() -> list[str]:
    """Faults of the CTA that just ended (allocations not freed)."""
    with _lock:
        cta, _state["cta"] = _state["cta"], None
    if cta is None or not cta.allocs:
        return []
    ranges = ", ".join(f"columns {c}..{c + n - 1}" for c, n in sorted(cta.allocs.items()))
    return [f"tensor memory still allocated when the CTA exits ({ranges}): tcgen05.dealloc missing"]


def alloc(tid: int, smem_ptr: int, slot_ptr: int, cols: int) -> None:
    if tid % 32:
        return
    cta = _cta()
    with _lock:
        if cols < 32 or cols > COLUMNS or cols & (cols - 1):
            _fault(tid, f"tcgen05.alloc of {cols} columns (a power of two in [32, 512])")
            return
        if cta.relinquished:
            _fault(tid, "tcgen05.alloc after tcgen05.relinquish_alloc_permit")
            return
        for start in range(0, COLUMNS, cols):
            if all(start + cols <= c or c + n <= start for c, n in cta.allocs.items()):
                cta.allocs[start] = cols
                ctypes.c_uint32.from_address(slot_ptr).value = start
                return
        _fault(tid, f"tcgen05.alloc of {cols} columns: tensor memory is full (the CTA would wait forever)")


def relinquish(tid: int, smem_ptr: int) -> None:
    if tid % 32 == 0:
        _cta().relinquished = True


def dealloc(tid: int, smem_ptr: int, taddr: int, cols: int) -> None:
    if tid % 32:
        return
    cta = _cta()
    with _lock:
        col = taddr & 0xFFFF
        if taddr >> 16 or cta.allocs.get(col) != cols:
            _fault(tid, f"tcgen05.dealloc of {cols} columns at {taddr:#x}: not an allocation")
            return
        if cta.pending[:, col:col + cols].any():
            _fault(tid, "tcgen05.dealloc of columns an MMA still writes")
        del cta.allocs[col]


def _cells(tid: int, taddr: int, n: int) -> tuple[np.ndarray, np.ndarray] | str:
    """(lanes, columns) of the thread's `n` registers of a 16x256b access at `taddr`."""
    lane0, col0 = taddr >> 16 & 0xFFFF, taddr & 0xFFFF
    quarter = 32 * (tid // 32 % 4)
    if lane0 not in (quarter, quarter + 16):
        return f"tcgen05 16x256b access at lane {lane0}: warp {tid // 32} reaches lanes {quarter}..{quarter + 31}"
    lane = tid % 32
    i = np.arange(n)
    lanes = lane0 + lane // 4 + 8 * ((i >> 1) & 1)
    cols = col0 + 8 * (i >> 2) + 2 * (lane % 4) + (i & 1)
    return lanes, cols


def _allocated(cta: _Cta, cols: np.ndarray) -> bool:
    ok = np.zeros(cols.shape, dtype=bool)
    for c, n in cta.allocs.items():
        ok |= (cols >= c) & (cols < c + n)
    return bool(ok.all())


def _access(tid: int, taddr: int, n: int, what: str):
    cta = _cta()
    cells = _cells(tid, taddr, n)
    if isinstance(cells, str):
        _fault(tid, cells)
        return None
    lanes, cols = cells
    if (cols >= COLUMNS).any() or not _allocated(cta, cols):
        _fault(tid, f"tcgen05.{what} outside the tensor memory allocated")
        return None
    if cta.pending[lanes, cols].any():
        _fault(tid, f"tcgen05.{what} of tensor memory an MMA writes before its commit's mbarrier was waited on")
        return None
    return cta, lanes, cols


def st(tid: int, smem_ptr: int, taddr: int, values_ptr: int, n: int) -> None:
    with _lock:
        got = _access(tid, taddr, n, "st")
        if got is None:
            return
        cta, lanes, cols = got
        cta.tmem[lanes, cols] = np.ctypeslib.as_array((ctypes.c_uint32 * n).from_address(values_ptr))


def ld(tid: int, smem_ptr: int, taddr: int, out_ptr: int, n: int) -> None:
    out = np.ctypeslib.as_array((ctypes.c_uint32 * n).from_address(out_ptr))
    with _lock:
        got = _access(tid, taddr, n, "ld")
        if got is None:
            out[:] = 0
            return
        cta, lanes, cols = got
        out[:] = cta.tmem[lanes, cols]


def products(smem: np.ndarray, smem_ptr: int, desc_a: int, desc_b: int, idesc: int, kind: int) -> np.ndarray | str:
    """A @ B (float64, M x N) of one instruction, or why its operands cannot be read."""
    f = decode_instruction(idesc)
    if kind != 0 or f["a"] != f["b"] or f["a"] not in _F16_TYPES or f["d"] != 1:
        return f"tcgen05.mma kind code {kind} with instruction descriptor {idesc:#x} is not modelled"
    if f["sparse"] or f["neg_a"] or f["neg_b"] or f["saturate"]:
        return "tcgen05.mma: sparsity, negation or saturation is not modelled"
    if f["m"] not in (64, 128) or f["n"] % 8 or not 8 <= f["n"] <= 256:
        return f"tcgen05.mma shape M = {f['m']}, N = {f['n']} is not modelled (M = 64 or 128, N in 8..256)"
    dtype, eb, k = _F16_TYPES[f["a"]], 2, 16
    base = smem_ptr & (_WINDOW - 16)
    vals = []
    for desc, size, mn_major in ((desc_a, f["m"], f["a_mn_major"]), (desc_b, f["n"], f["b_mn_major"])):
        try:
            d = decode_smem_descriptor(desc)
        except LayoutError as e:
            return str(e)
        if d.base_offset:
            return "tcgen05 descriptor base offset is not modelled (0 expected)"
        rel = Descriptor((d.start - base) % _WINDOW, d.lbo, d.sbo, d.swizzle)
        addr = addresses(rel, np.arange(size)[:, None], np.arange(k)[None, :], eb, bool(mn_major))
        if (addr % eb).any() or (addr < 0).any() or (addr + eb > smem.size).any():
            return f"tcgen05.mma operand address outside the block's {smem.size} bytes of shared memory or misaligned"
        raw = smem[addr[..., None] + np.arange(eb)].reshape(-1).copy().view(dtype).reshape(addr.shape)
        vals.append(raw.astype(np.float64))
    a, b = vals  # a: M x K, b: N x K
    return a @ b.T


def _rows_to_lanes(m: int) -> np.ndarray:
    return np.array([tmem_lane(r, m) for r in range(m)])


def mma(tid: int, smem_ptr: int, taddr: int, desc_a: int, desc_b: int, idesc: int, enable_d: int, kind: int) -> None:
    desc_a &= 2**64 - 1
    desc_b &= 2**64 - 1
    p = products(_smem_array(smem_ptr), smem_ptr, desc_a, desc_b, idesc, kind)
    if isinstance(p, str):
        _fault(tid, p)
        return
    m, n = p.shape
    col0 = taddr & 0xFFFF
    with _lock:
        cta = _cta()
        cols = np.arange(col0, col0 + n)
        if taddr >> 16 or col0 + n > COLUMNS or not _allocated(cta, cols):
            _fault(tid, f"tcgen05.mma accumulator at {taddr:#x} ({m}x{n}) outside the tensor memory allocated")
            return
        cta.pending[np.ix_(_rows_to_lanes(m), cols)] += 1
        cta.issued_count += 1
        cta.issued.setdefault(tid, []).append(_Mma(taddr, desc_a, desc_b, idesc, enable_d, p, tid, smem_ptr,
                                                   cta.issued_count))


def commit(tid: int, smem_ptr: int, bar: int) -> None:
    """The thread's MMAs so far (committed before or not) complete before `bar`'s arrival."""
    with _lock:
        cta = _cta()
        cta.queued.extend(cta.issued.pop(tid, []))
        cta.queued.sort(key=lambda r: r.seq)
        mine = [r.seq for r in cta.queued if r.tid == tid]
        cta.covers[bar] = max([cta.covers.get(bar, 0), *mine])


def land(bar: int) -> None:
    """The MMAs the commits to mbarrier `bar` cover take effect, with every MMA issued before
    them (the tensor core runs them in issue order; module docstring)."""
    with _lock:
        cta = _state["cta"]
        if cta is None or bar not in cta.covers:
            return
        limit = cta.covers.pop(bar)
        records = [r for r in cta.queued if r.seq <= limit]
        cta.queued = [r for r in cta.queued if r.seq > limit]
        for r in records:
            m, n = r.products.shape
            lanes, cols = _rows_to_lanes(m), np.arange(r.taddr & 0xFFFF, (r.taddr & 0xFFFF) + n)
            cta.pending[np.ix_(lanes, cols)] -= 1
            again = products(_smem_array(r.smem_ptr), r.smem_ptr, r.desc_a, r.desc_b, r.idesc, 0)
            if isinstance(again, str) or not np.array_equal(again, r.products):
                _fault(r.tid, "shared memory read by a tcgen05.mma changed before the mbarrier of its commit "
                              "was waited on")
                continue
            cell = np.ix_(lanes, cols)
            acc = cta.tmem[cell].view(np.float32).astype(np.float64) if r.enable_d else 0.0
            cta.tmem[cell] = (acc + r.products).astype(np.float32).view(np.uint32)


CALLBACKS = [
    ("__sim.py_tcgen05_alloc", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p,
                                                ctypes.c_int32), alloc),
    ("__sim.py_tcgen05_relinquish", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p), relinquish),
    ("__sim.py_tcgen05_dealloc", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_uint32,
                                                  ctypes.c_int32), dealloc),
    ("__sim.py_tcgen05_commit", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p), commit),
    ("__sim.py_tcgen05_mma", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint64,
                                              ctypes.c_uint64, ctypes.c_uint32, ctypes.c_int32, ctypes.c_int32), mma),
    ("__sim.py_tcgen05_ld", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_void_p,
                                             ctypes.c_int32), ld),
    ("__sim.py_tcgen05_st", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_void_p,
                                             ctypes.c_int32), st),
]
"""(symbol, prototype, function) of each callback, for `emulator._register_python_symbols`."""

__all__ = ["CALLBACKS", "begin_block", "end_block", "land", "products", "alloc", "dealloc", "st", "ld", "mma",
           "commit", "relinquish"]
