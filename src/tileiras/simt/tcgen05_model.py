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
- `st128` / `ld128`: the 16x128b shape (the register-A fragment: attention's P): lane l
  register i is the cell at lane base + l // 4 + 8 (i & 1), column base + 4 (i >> 1) + l % 4
  (each 32-bit cell two 16-bit elements, the even K index in the low half). An `st` of cells
  a `tcgen05.mma` reads as A that has not landed is a fault (the ISA orders the MMA's reads
  before a later write only through the commit's mbarrier).
- `mma_ts(taddr, a_taddr, b_desc, idesc, enable_d)`: the form with A in tensor memory
  (`[a_taddr]`): A's rows at the lanes of the accumulator's data-path layout, K packed two
  16-bit elements per column from column a_taddr (16 K = 8 columns per instruction); B as in
  `mma`. A is read at issue and again when the MMA lands (a change is a fault).
- `mma(taddr, a_desc, b_desc, idesc, enable_d, kind)` (one thread): decodes the instruction
  descriptor (`layout.tcgen05_atom`) and the shared-memory descriptors, reads A (M x K) and B
  (K x N) through them (`wgmma_model.addresses`: the canonical layouts and swizzles), and
  records `D = (enable_d ? D : 0) + A B` for the cells of its data-path layout (M = 64,
  layout F: row r at lane 32 (r // 16) + r % 16, plus 16 when the address's lane field is 16,
  the other half of each warp's 32 lanes; M = 128, layout D: row r at lane r); nothing is
  written yet.
- `commit(bar)`: every MMA the thread issued so far (committed before or not: the ISA's
  commit tracks all of them) is covered by mbarrier `bar` (the helper then arrives on it, as
  `arrive::one` does once they complete).
- `land(bar)` (called when any thread tests that mbarrier, `emulator._tma_land`): the MMAs
  its commits cover, and every MMA issued before them, take effect in issue order (the tensor
  core's order), after reading their operands again (shared memory changed since the issue: a
  fault, the program overwrote a stage the MMA was still reading).
- Races with TMA copies (`emulator.pending_tma_write`, `in_flight_reader`): an MMA whose shared
  operands overlap a copy still queued on its mbarrier (nobody waited for it) is a fault when
  issued; a copy issued into bytes an MMA not yet landed reads is a fault. Whichever of the
  producer and the MMA warp runs first, a stage read before its copy's wait meets one of them.
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
    a_taddr: int | None = None  # A from tensor memory (`mma_ts`): its address, else None
    reads: tuple[tuple[int, int], ...] = ()  # block-offset byte ranges [lo, hi) of its shared operands
    again: object = None  # the products read again at landing (block-scaled forms), else None


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
    reading: np.ndarray = field(default_factory=lambda: np.zeros((LANES, COLUMNS), dtype=np.int32))
    """Cells MMAs in flight read as A (`mma_ts`): a write to them before they land is a fault."""


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


def _cells(tid: int, taddr: int, n: int, shape: int = 256) -> tuple[np.ndarray, np.ndarray] | str:
    """(lanes, columns) of the thread's `n` registers of a 16x256b (`shape` 256) or 16x128b
    (`shape` 128) access at `taddr` (module docstring)."""
    lane0, col0 = taddr >> 16 & 0xFFFF, taddr & 0xFFFF
    quarter = 32 * (tid // 32 % 4)
    if lane0 not in (quarter, quarter + 16):
        return (f"tcgen05 16x{shape}b access at lane {lane0}: warp {tid // 32} reaches lanes "
                f"{quarter}..{quarter + 31}")
    lane = tid % 32
    i = np.arange(n)
    if shape == 128:
        return lane0 + lane // 4 + 8 * (i & 1), col0 + 4 * (i >> 1) + lane % 4
    lanes = lane0 + lane // 4 + 8 * ((i >> 1) & 1)
    cols = col0 + 8 * (i >> 2) + 2 * (lane % 4) + (i & 1)
    return lanes, cols


def _allocated(cta: _Cta, cols: np.ndarray) -> bool:
    ok = np.zeros(cols.shape, dtype=bool)
    for c, n in cta.allocs.items():
        ok |= (cols >= c) & (cols < c + n)
    return bool(ok.all())


def _access(tid: int, taddr: int, n: int, what: str, shape: int = 256):
    cta = _cta()
    cells = _cells(tid, taddr, n, shape)
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
    if what == "st" and cta.reading[lanes, cols].any():
        _fault(tid, "tcgen05.st of tensor memory a tcgen05.mma reads as A before its commit's mbarrier was waited on")
        return None
    return cta, lanes, cols


def _store(tid: int, taddr: int, values_ptr: int, n: int, shape: int) -> None:
    with _lock:
        got = _access(tid, taddr, n, "st", shape)
        if got is None:
            return
        cta, lanes, cols = got
        cta.tmem[lanes, cols] = np.ctypeslib.as_array((ctypes.c_uint32 * n).from_address(values_ptr))


def _load(tid: int, taddr: int, out_ptr: int, n: int, shape: int) -> None:
    out = np.ctypeslib.as_array((ctypes.c_uint32 * n).from_address(out_ptr))
    with _lock:
        got = _access(tid, taddr, n, "ld", shape)
        if got is None:
            out[:] = 0
            return
        cta, lanes, cols = got
        out[:] = cta.tmem[lanes, cols]


def st(tid: int, smem_ptr: int, taddr: int, values_ptr: int, n: int) -> None:
    _store(tid, taddr, values_ptr, n, 256)


def ld(tid: int, smem_ptr: int, taddr: int, out_ptr: int, n: int) -> None:
    _load(tid, taddr, out_ptr, n, 256)


def st128(tid: int, smem_ptr: int, taddr: int, values_ptr: int, n: int) -> None:
    _store(tid, taddr, values_ptr, n, 128)


def ld128(tid: int, smem_ptr: int, taddr: int, out_ptr: int, n: int) -> None:
    _load(tid, taddr, out_ptr, n, 128)


def _instruction(idesc: int, kind: int) -> tuple[dict, type] | str:
    """The decoded instruction descriptor and the A/B element type, or why it is not modelled."""
    f = decode_instruction(idesc)
    if kind != 0 or f["a"] != f["b"] or f["a"] not in _F16_TYPES or f["d"] != 1:
        return f"tcgen05.mma kind code {kind} with instruction descriptor {idesc:#x} is not modelled"
    if f["sparse"] or f["neg_a"] or f["neg_b"] or f["saturate"]:
        return "tcgen05.mma: sparsity, negation or saturation is not modelled"
    if f["m"] not in (64, 128) or f["n"] % 8 or not 8 <= f["n"] <= 256:
        return f"tcgen05.mma shape M = {f['m']}, N = {f['n']} is not modelled (M = 64 or 128, N in 8..256)"
    return f, _F16_TYPES[f["a"]]


def _smem_operand(smem: np.ndarray, smem_ptr: int, desc: int, size: int, mn_major: int, dtype,
                  reads: list | None = None) -> np.ndarray | str:
    """The size x 16 operand slice a shared-memory descriptor describes (float64); `reads`,
    when given, gets the [lo, hi) byte range it spans."""
    eb, k = 2, 16
    base = smem_ptr & (_WINDOW - 16)
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
    if reads is not None:
        reads.append((int(addr.min()), int(addr.max()) + eb))
    return raw.astype(np.float64)


def products(smem: np.ndarray, smem_ptr: int, desc_a: int, desc_b: int, idesc: int, kind: int,
             reads: list | None = None) -> np.ndarray | str:
    """A @ B (float64, M x N) of one instruction, or why its operands cannot be read; `reads`,
    when given, gets the byte range of each operand."""
    got = _instruction(idesc, kind)
    if isinstance(got, str):
        return got
    f, dtype = got
    a = _smem_operand(smem, smem_ptr, desc_a, f["m"], f["a_mn_major"], dtype, reads)
    b = _smem_operand(smem, smem_ptr, desc_b, f["n"], f["b_mn_major"], dtype, reads)
    if isinstance(a, str) or isinstance(b, str):
        return a if isinstance(a, str) else b
    return a @ b.T  # a: M x K, b: N x K


def _a_cells(m: int, a_taddr: int) -> tuple[np.ndarray, np.ndarray]:
    """(lanes, columns) of the M x 8 cells an instruction reads A from (`mma_ts`): row r at
    the data-path lane of the accumulator's row r, K pair j at column a_taddr + j."""
    col0 = a_taddr & 0xFFFF
    return _rows_to_lanes(m)[:, None], np.arange(col0, col0 + 8)[None, :]


def _tmem_products(cta: _Cta, smem_ptr: int, a_taddr: int, desc_b: int, idesc: int,
                   reads: list | None = None) -> np.ndarray | str:
    """A @ B with A in tensor memory (module docstring, `mma_ts`)."""
    got = _instruction(idesc, 0)
    if isinstance(got, str):
        return got
    f, dtype = got
    if f["a_mn_major"]:
        return "tcgen05.mma with A in tensor memory cannot transpose A"
    col0 = a_taddr & 0xFFFF
    if a_taddr >> 16 or col0 + 8 > COLUMNS or not _allocated(cta, np.arange(col0, col0 + 8)):
        return f"tcgen05.mma A at {a_taddr:#x} outside the tensor memory allocated"
    lanes, cols = _a_cells(f["m"], a_taddr)
    if cta.pending[lanes, cols].any():
        return "tcgen05.mma reads A from tensor memory an MMA writes before its commit's mbarrier was waited on"
    words = np.ascontiguousarray(cta.tmem[lanes, cols])  # M x 8 x 32 bits: two elements each, even K low
    a = words.view(np.uint16).view(dtype).astype(np.float64)  # M x 16
    b = _smem_operand(_smem_array(smem_ptr), smem_ptr, desc_b, f["n"], f["b_mn_major"], dtype, reads)
    if isinstance(b, str):
        return b
    return a @ b.T


def _rows_to_lanes(m: int) -> np.ndarray:
    return np.array([tmem_lane(r, m) for r in range(m)])


def _d_lanes(m: int, taddr: int) -> np.ndarray | None:
    """The lanes of D's rows for an accumulator at `taddr`: layout F (M = 64) takes 16 lanes of
    each 32, the half the address's lane field (0 or 16) names (NVIDIA keeps attention's S at
    lane 16, O at lane 0, in the same columns); layout D (M = 128) all, lane field 0. None: a
    lane field the layout does not have."""
    lane0 = taddr >> 16
    if lane0 == 0 or (m == 64 and lane0 == 16):
        return _rows_to_lanes(m) + lane0
    return None


def mma(tid: int, smem_ptr: int, taddr: int, desc_a: int, desc_b: int, idesc: int, enable_d: int, kind: int) -> None:
    desc_a &= 2**64 - 1
    desc_b &= 2**64 - 1
    reads: list = []
    p = products(_smem_array(smem_ptr), smem_ptr, desc_a, desc_b, idesc, kind, reads)
    if isinstance(p, str):
        _fault(tid, p)
        return
    with _lock:
        _issue(_cta(), tid, _Mma(taddr, desc_a, desc_b, idesc, enable_d, p, tid, smem_ptr, reads=tuple(reads)))


def _issue(cta, tid: int, mma: _Mma) -> bool:
    """Queue an issued MMA on the thread's uncommitted list, its accumulator cells pending
    (under `_lock`); False, with a fault, when the accumulator is not allocated tensor memory
    or when it reads shared bytes a TMA copy not landed yet writes (its mbarrier not waited
    on: `emulator.pending_tma_write`)."""
    from tileiras.simt.emulator import pending_tma_write

    racing = pending_tma_write(mma.smem_ptr, mma.reads)
    if racing is not None:
        _fault(tid, f"tcgen05.mma reads shared bytes [{racing[0]}, {racing[1]}) that a TMA copy not yet complete "
                    "writes (the mbarrier of the copy was not waited on before the MMA)")
        return False
    m, n = mma.products.shape
    col0 = mma.taddr & 0xFFFF
    cols = np.arange(col0, col0 + n)
    lanes = _d_lanes(m, mma.taddr)
    if lanes is None or col0 + n > COLUMNS or not _allocated(cta, cols):
        _fault(tid, f"tcgen05.mma accumulator at {mma.taddr:#x} ({m}x{n}) outside the tensor memory allocated")
        return False
    cta.pending[np.ix_(lanes, cols)] += 1
    cta.issued_count += 1
    mma.seq = cta.issued_count
    cta.issued.setdefault(tid, []).append(mma)
    return True


def mma_ts(tid: int, smem_ptr: int, taddr: int, a_taddr: int, desc_b: int, idesc: int, enable_d: int) -> None:
    """`tcgen05.mma` with A in tensor memory at `a_taddr` (module docstring)."""
    desc_b &= 2**64 - 1
    with _lock:
        cta = _cta()
        reads: list = []
        p = _tmem_products(cta, smem_ptr, a_taddr, desc_b, idesc, reads)
        if isinstance(p, str):
            _fault(tid, p)
            return
        if _issue(cta, tid, _Mma(taddr, 0, desc_b, idesc, enable_d, p, tid, smem_ptr, a_taddr=a_taddr,
                                   reads=tuple(reads))):
            cta.reading[_a_cells(p.shape[0], a_taddr)] += 1


def in_flight_reader(smem_ptr: int, lo: int, hi: int) -> int | None:
    """The issuing thread of a tcgen05.mma not landed yet (issued, or committed and its
    mbarrier not yet waited on) that reads shared bytes [lo, hi) (block offsets) of the
    shared memory at `smem_ptr`, or None: an asynchronous write there (a TMA copy issued now)
    would race with it."""
    with _lock:
        cta = _state["cta"]
        if cta is None:
            return None
        records = [r for rs in cta.issued.values() for r in rs] + cta.queued
    for r in records:
        if r.smem_ptr == smem_ptr and any(a < hi and lo < b for a, b in r.reads):
            return r.tid
    return None


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
            lanes, cols = _d_lanes(m, r.taddr), np.arange(r.taddr & 0xFFFF, (r.taddr & 0xFFFF) + n)
            cta.pending[np.ix_(lanes, cols)] -= 1
            if r.again is not None:
                again = r.again()
            elif r.a_taddr is None:
                again = products(_smem_array(r.smem_ptr), r.smem_ptr, r.desc_a, r.desc_b, r.idesc, 0)
            else:
                cta.reading[_a_cells(m, r.a_taddr)] -= 1
                again = _tmem_products(cta, r.smem_ptr, r.a_taddr, r.desc_b, r.idesc)
            if isinstance(again, str) or not np.array_equal(again, r.products):
                _fault(r.tid, "shared or tensor memory read by a tcgen05.mma changed before the mbarrier of its "
                              "commit was waited on")
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
    ("__sim.py_tcgen05_st128", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_uint32,
                                                ctypes.c_void_p, ctypes.c_int32), st128),
    ("__sim.py_tcgen05_mma_ts", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_uint32,
                                                 ctypes.c_uint32, ctypes.c_uint64, ctypes.c_uint32, ctypes.c_int32),
     mma_ts),
]
"""(symbol, prototype, function) of each callback, for `emulator._register_python_symbols`."""

__all__ = ["CALLBACKS", "begin_block", "end_block", "land", "products", "alloc", "dealloc", "st", "ld", "st128",
           "ld128", "mma", "mma_ts", "commit", "relinquish"]
