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
- `end_block()`: allocations not given back are a fault (the ISA requires every allocation
  freed before the CTA exits).

- Races with TMA copies (`emulator.pending_tma_write`, `in_flight_reader`): an MMA whose shared
  operands overlap a copy still queued on its mbarrier (nobody waited for it) is a fault when
  issued; a copy issued into bytes an MMA not yet landed reads is a fault. Whichever of the
  producer and the MMA warp runs first, a stage read before its copy's wait meets one of them. A pair MMA reads the same offsets of both CTAs' shared memory: the
  checks cover both.

**cta_group::2** (one MMA over the two CTAs of a pair: ranks 2k and 2k + 1 of a cluster whose
CTAs run together, `emulator._cluster_smem`; the state is per CTA, keyed by its shared-memory
base). After the PTX ISA ("tcgen05.mma", "Data path layout organization", "tcgen05.commit"):

- `alloc2` / `dealloc2` (`tcgen05.alloc/dealloc.cta_group::2`, one warp of each CTA): each CTA
  its half of the pair's allocation, recorded with its group; a `cta_group::1` dealloc of it
  (or a `::2` one of a `::1` allocation) is a fault, and so is a pair op outside a 2-CTA cluster.
- `mma2` (the even CTA's thread only: the odd CTA issuing is a fault, NVIDIA's code issues from
  `%cluster_ctaid.x == 0`): A's first M/2 rows and B's first N/2 columns are read from the
  leader's shared memory at the descriptors' offsets, the others from the peer's at the same
  offsets (`pair_products`); each CTA's M/2 rows go to its own tensor memory (`pair_cells`:
  M = 256 layout A, M = 128 layout B, which NVIDIA's epilogue reads with 32x32b loads), which
  both CTAs must have from `alloc2`; the cells stay pending in each CTA.
- `commit_multicast(bar, mask)`: the thread's MMAs complete before the arrival on the mbarrier
  at `bar`'s offset in each CTA of `mask`; a CTA's part lands when its own mbarrier is tested;
  the first part to land ends the MMA's reads (both CTAs' operands read again there: a change
  is a fault; from then on either CTA may refill its stages). A part no multicast reached
  (the mask leaves the peer out) never lands: the peer's `ld` of it is a fault, and the end of
  the CTAs reports it.

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
    kind: int = 0
    pair: tuple[int, int] | None = None  # cta_group::2: (leader's, peer's) shared-memory base
    parts: dict = field(default_factory=dict)  # cta_group::2: CTA base -> its _Part
    open: set = field(default_factory=set)  # cta_group::2: the CTAs whose part no commit reached yet
    landed: bool = False  # cta_group::2: a part landed (a covering mbarrier was seen): the reads are done
    again: object = None  # the products read again at landing (block-scaled forms), else None


@dataclass
class _Part:
    """One CTA's share of a `cta_group::2` MMA: the cells of its tensor memory (M/2 x N index
    arrays) and the rows of the product that land there. `smem_ptr` and `tid` name the issuing
    thread (the leader's), as an `_Mma`'s do."""
    mma: _Mma
    lanes: np.ndarray
    cols: np.ndarray
    rows: slice
    seq: int
    tid: int
    smem_ptr: int


@dataclass
class _Cta:
    tmem: np.ndarray = field(default_factory=lambda: np.zeros((LANES, COLUMNS), dtype=np.uint32))
    allocs: dict[int, int] = field(default_factory=dict)  # first column -> columns
    groups: dict[int, int] = field(default_factory=dict)  # first column -> its cta_group (1, or 2: a pair's)
    relinquished: bool = False
    issued: dict[int, list[_Mma]] = field(default_factory=dict)  # thread -> MMAs not committed
    queued: list[_Mma] = field(default_factory=list)  # committed, not landed, in issue order
    covers: dict[int, int] = field(default_factory=dict)  # mbarrier -> the last MMA its commit covers
    pair_open: dict[int, list[_Mma]] = field(default_factory=dict)  # thread -> cta_group::2 MMAs not multicast
    pending: np.ndarray = field(default_factory=lambda: np.zeros((LANES, COLUMNS), dtype=np.int32))
    reading: np.ndarray = field(default_factory=lambda: np.zeros((LANES, COLUMNS), dtype=np.int32))
    """Cells MMAs in flight read as A (`mma_ts`): a write to them before they land is a fault."""


_lock = threading.RLock()
_state: dict = {"ctas": {}, "seq": 0}
"""The CTAs running now (a cluster's run together), keyed by their shared-memory base (the
`smem_ptr` every callback gets), and the issue counter (the tensor core's order)."""


def begin_block() -> None:
    """New CTAs start: fresh tensor memory."""
    with _lock:
        _state["ctas"] = {}
        _state["seq"] = 0


def _cta(smem_ptr: int | None = None) -> _Cta:
    """The state of the CTA whose shared memory starts at `smem_ptr` (None: the only one)."""
    with _lock:
        ctas = _state["ctas"]
        if smem_ptr is None and len(ctas) == 1:
            return next(iter(ctas.values()))
        return ctas.setdefault(smem_ptr, _Cta())


def end_block() -> list[str]:
    """Faults of the CTAs that just ended: allocations not freed, and the parts of
    `cta_group::2` MMAs that no commit's multicast brought to their CTA."""
    with _lock:
        ctas, _state["ctas"] = _state["ctas"], {}
    out = []
    for cta in ctas.values():
        if cta.allocs:
            ranges = ", ".join(f"columns {c}..{c + n - 1}" for c, n in sorted(cta.allocs.items()))
            out.append(f"tensor memory still allocated when the CTA exits ({ranges}): tcgen05.dealloc missing")
        if any(r.open for recs in cta.pair_open.values() for r in recs):
            out.append("a tcgen05.mma.cta_group::2 whose part in the peer CTA no tcgen05.commit multicast to that "
                       "CTA's mbarrier (its ctaMask leaves the peer out): the peer never knows its accumulator landed")
    return out


def alloc(tid: int, smem_ptr: int, slot_ptr: int, cols: int, group: int = 1) -> None:
    if tid % 32:
        return
    cta = _cta(smem_ptr)
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
                cta.groups[start] = group
                ctypes.c_uint32.from_address(slot_ptr).value = start
                return
        _fault(tid, f"tcgen05.alloc of {cols} columns: tensor memory is full (the CTA would wait forever)")


def relinquish(tid: int, smem_ptr: int) -> None:
    if tid % 32 == 0:
        _cta(smem_ptr).relinquished = True


def dealloc(tid: int, smem_ptr: int, taddr: int, cols: int, group: int = 1) -> None:
    if tid % 32:
        return
    cta = _cta(smem_ptr)
    with _lock:
        col = taddr & 0xFFFF
        if taddr >> 16 or cta.allocs.get(col) != cols:
            _fault(tid, f"tcgen05.dealloc of {cols} columns at {taddr:#x}: not an allocation")
            return
        if cta.groups.get(col, 1) != group:
            _fault(tid, f"tcgen05.dealloc.cta_group::{group} of columns tcgen05.alloc.cta_group::{cta.groups[col]} "
                        "allocated")
            return
        if cta.pending[:, col:col + cols].any():
            _fault(tid, "tcgen05.dealloc of columns an MMA still writes")
        del cta.allocs[col]
        del cta.groups[col]


def alloc2(tid: int, smem_ptr: int, slot_ptr: int, cols: int) -> None:
    """`tcgen05.alloc.cta_group::2`: this CTA's half of the pair's allocation (one warp of each
    CTA runs it; the model checks at the MMA that both CTAs hold the accumulator's columns)."""
    if tid % 32 == 0 and isinstance(_pair_of(smem_ptr), str):
        _fault(tid, "tcgen05.alloc.cta_group::2 " + _pair_of(smem_ptr))
        return
    alloc(tid, smem_ptr, slot_ptr, cols, 2)


def dealloc2(tid: int, smem_ptr: int, taddr: int, cols: int) -> None:
    dealloc(tid, smem_ptr, taddr, cols, 2)


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


def _allocated(cta: _Cta, cols: np.ndarray, group: int | None = None) -> bool:
    """Whether every column lies in an allocation (of `group`'s `tcgen05.alloc`, if given)."""
    ok = np.zeros(cols.shape, dtype=bool)
    for c, n in cta.allocs.items():
        if group is None or cta.groups.get(c, 1) == group:
            ok |= (cols >= c) & (cols < c + n)
    return bool(ok.all())


def _access(tid: int, taddr: int, n: int, what: str, shape: int = 256, smem_ptr: int | None = None):
    cta = _cta(smem_ptr)
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


def _store(tid: int, taddr: int, values_ptr: int, n: int, shape: int, smem_ptr: int | None = None) -> None:
    with _lock:
        got = _access(tid, taddr, n, "st", shape, smem_ptr)
        if got is None:
            return
        cta, lanes, cols = got
        cta.tmem[lanes, cols] = np.ctypeslib.as_array((ctypes.c_uint32 * n).from_address(values_ptr))


def _load(tid: int, taddr: int, out_ptr: int, n: int, shape: int, smem_ptr: int | None = None) -> None:
    out = np.ctypeslib.as_array((ctypes.c_uint32 * n).from_address(out_ptr))
    with _lock:
        got = _access(tid, taddr, n, "ld", shape, smem_ptr)
        if got is None:
            out[:] = 0
            return
        cta, lanes, cols = got
        out[:] = cta.tmem[lanes, cols]


def st(tid: int, smem_ptr: int, taddr: int, values_ptr: int, n: int) -> None:
    _store(tid, taddr, values_ptr, n, 256, smem_ptr)


def ld(tid: int, smem_ptr: int, taddr: int, out_ptr: int, n: int) -> None:
    _load(tid, taddr, out_ptr, n, 256, smem_ptr)


def st128(tid: int, smem_ptr: int, taddr: int, values_ptr: int, n: int) -> None:
    _store(tid, taddr, values_ptr, n, 128, smem_ptr)


def ld128(tid: int, smem_ptr: int, taddr: int, out_ptr: int, n: int) -> None:
    _load(tid, taddr, out_ptr, n, 128, smem_ptr)


def _instruction(idesc: int, kind: int, group: int = 1) -> tuple[dict, type] | str:
    """The decoded instruction descriptor and the A/B element type, or why it is not modelled
    (`group` 2: the pair's shapes, M = 128 or 256 and N a multiple of 16 in 32..256)."""
    f = decode_instruction(idesc)
    if kind != 0 or f["a"] != f["b"] or f["a"] not in _F16_TYPES or f["d"] != 1:
        return f"tcgen05.mma kind code {kind} with instruction descriptor {idesc:#x} is not modelled"
    if f["sparse"] or f["neg_a"] or f["neg_b"] or f["saturate"]:
        return "tcgen05.mma: sparsity, negation or saturation is not modelled"
    if group == 2 and (f["m"] not in (128, 256) or f["n"] % 16 or not 32 <= f["n"] <= 256):
        return f"tcgen05.mma.cta_group::2 shape M = {f['m']}, N = {f['n']} (M = 128 or 256, N in 32..256 by 16)"
    if group == 1 and (f["m"] not in (64, 128) or f["n"] % 8 or not 8 <= f["n"] <= 256):
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
    if reads is not None:
        reads.append((int(addr.min()), int(addr.max()) + eb))
    raw = smem[addr[..., None] + np.arange(eb)].reshape(-1).copy().view(dtype).reshape(addr.shape)
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
        _issue(_cta(smem_ptr), tid, _Mma(taddr, desc_a, desc_b, idesc, enable_d, p, tid, smem_ptr, reads=tuple(reads)))


def _next_seq() -> int:
    _state["seq"] += 1
    return _state["seq"]


def _issue(cta, tid: int, mma: _Mma) -> bool:
    """Queue an issued MMA on the thread's uncommitted list, its accumulator cells pending
    (under `_lock`); False, with a fault, when the accumulator is not allocated tensor memory
    or when it reads shared bytes a TMA copy not landed yet writes (its mbarrier not waited
    on: `emulator.pending_tma_write`)."""
    if _races(tid, mma.smem_ptr, mma.reads):
        return False
    m, n = mma.products.shape
    col0 = mma.taddr & 0xFFFF
    cols = np.arange(col0, col0 + n)
    lanes = _d_lanes(m, mma.taddr)
    if lanes is None or col0 + n > COLUMNS or not _allocated(cta, cols):
        _fault(tid, f"tcgen05.mma accumulator at {mma.taddr:#x} ({m}x{n}) outside the tensor memory allocated")
        return False
    cta.pending[np.ix_(lanes, cols)] += 1
    mma.seq = _next_seq()
    cta.issued.setdefault(tid, []).append(mma)
    return True


def _races(tid: int, smem_ptr: int, reads) -> bool:
    """Whether the MMA's shared operands overlap a TMA copy not landed yet (a fault)."""
    from tileiras.simt.emulator import pending_tma_write

    racing = pending_tma_write(smem_ptr, reads)
    if racing is not None:
        _fault(tid, f"tcgen05.mma reads shared bytes [{racing[0]}, {racing[1]}) that a TMA copy not yet complete "
                    "writes (the mbarrier of the copy was not waited on before the MMA)")
        return True
    return False


def mma_ts(tid: int, smem_ptr: int, taddr: int, a_taddr: int, desc_b: int, idesc: int, enable_d: int) -> None:
    """`tcgen05.mma` with A in tensor memory at `a_taddr` (module docstring)."""
    desc_b &= 2**64 - 1
    with _lock:
        cta = _cta(smem_ptr)
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
    would race with it. A pair MMA reads the same offsets in both CTAs of its pair until its
    last part lands."""
    with _lock:
        ctas = list(_state["ctas"].values())
        records = []
        for cta in ctas:
            records += [r for rs in cta.issued.values() for r in rs] + [r for rs in cta.pair_open.values() for r in rs]
            records += [q.mma if isinstance(q, _Part) else q for q in cta.queued]
    for r in records:
        if r.landed:  # a pair MMA one of whose commits was seen: complete, its reads done
            continue
        mine = smem_ptr in r.pair if r.pair is not None else r.smem_ptr == smem_ptr
        if mine and any(a < hi and lo < b for a, b in r.reads):
            return r.tid
    return None


def commit(tid: int, smem_ptr: int, bar: int) -> None:
    """The thread's MMAs so far (committed before or not) complete before `bar`'s arrival."""
    with _lock:
        cta = _cta(smem_ptr)
        cta.queued.extend(cta.issued.pop(tid, []))
        cta.queued.sort(key=lambda r: r.seq)
        mine = [r.seq for r in cta.queued if (r.smem_ptr, r.tid) == (smem_ptr, tid)]
        cta.covers[bar] = max([cta.covers.get(bar, 0), *mine])


# --- cta_group::2: one MMA over a CTA pair -----------------------------------------------------------

def _pair_of(smem_ptr: int) -> tuple[int, list[int]] | str:
    """(this CTA's rank, the shared-memory bases of the cluster's CTAs by rank), or why the CTA
    has no pair: `cta_group::2` needs the CTAs of a cluster running together (`emulator`'s
    cluster run) and a peer (rank ^ 1) in it."""
    from tileiras.simt.emulator import _cluster_smem

    bases = list(_cluster_smem)
    if smem_ptr not in bases:
        return "outside a cluster whose CTAs run together"
    rank = bases.index(smem_ptr)
    if rank ^ 1 >= len(bases):
        return f"in CTA {rank}, which has no peer CTA {rank ^ 1} in its cluster"
    return rank, bases


def pair_cells(m: int, n: int, taddr: int) -> tuple[np.ndarray, np.ndarray]:
    """(lanes, columns), each M/2 x N, of one CTA's rows of a `cta_group::2` accumulator at
    `taddr` (the PTX ISA's data-path layouts): M = 256 (layout A) row r at lane r, column n at
    taddr + n; M = 128 (layout B) the CTA's 64 rows twice, columns n < N/2 at lanes 0..63 and the
    others at lanes 64..127, column taddr + n % (N/2) (NVIDIA's epilogue reads it so: warps 0-1
    the first half of the columns, warps 2-3 the second, with 32x32b loads)."""
    col0 = taddr & 0xFFFF
    r = np.arange(m // 2)[:, None]
    c = np.arange(n)[None, :]
    if m == 256:
        lanes, cols = r + 0 * c, col0 + c + 0 * r
    else:
        half = n // 2
        lanes, cols = r + 64 * (c >= half), col0 + c % half + 0 * r
    return lanes, cols


def pair_products(leader: int, peer: int, desc_a: int, desc_b: int, idesc: int, kind: int,
                  reads: list | None = None) -> np.ndarray | str:
    """A @ B (float64, M x N) of one `cta_group::2` instruction: A's first M/2 rows and B's first
    N/2 columns from the leader's shared memory, the others from the peer's, each at the
    descriptor's offset in that CTA (the descriptors are the leader's addresses; the peer reads
    the same offsets of its own shared memory), or why they cannot be read."""
    got = _instruction(idesc, kind, 2)
    if isinstance(got, str):
        return got
    f, dtype = got
    a, b = [], []
    for base in (leader, peer):
        smem = _smem_array(base)
        a.append(_smem_operand(smem, leader, desc_a, f["m"] // 2, f["a_mn_major"], dtype, reads if base == leader else None))
        b.append(_smem_operand(smem, leader, desc_b, f["n"] // 2, f["b_mn_major"], dtype, reads if base == leader else None))
    bad = next((x for x in a + b if isinstance(x, str)), None)
    if bad is not None:
        return bad
    return np.vstack(a) @ np.vstack(b).T


def mma2(tid: int, smem_ptr: int, taddr: int, desc_a: int, desc_b: int, idesc: int, enable_d: int, kind: int) -> None:
    """`tcgen05.mma.cta_group::2` from the even CTA of a pair: D = A B over both CTAs' shared
    memory (`pair_products`), each CTA's rows pending in its tensor memory (`pair_cells`) until
    a commit multicast to that CTA's mbarrier is waited on there."""
    desc_a &= 2**64 - 1
    desc_b &= 2**64 - 1
    pair = _pair_of(smem_ptr)
    if isinstance(pair, str):
        _fault(tid, "tcgen05.mma.cta_group::2 " + pair)
        return
    rank, bases = pair
    if rank % 2:
        _fault(tid, f"tcgen05.mma.cta_group::2 issued by CTA {rank}, the odd CTA of its pair (the even CTA issues "
                    "the pair's MMAs, as NVIDIA's code does)")
        return
    leader, peer = bases[rank], bases[rank + 1]
    reads: list = []
    p = pair_products(leader, peer, desc_a, desc_b, idesc, kind, reads)
    if isinstance(p, str):
        _fault(tid, p)
        return
    if any(_races(tid, base, reads) for base in (leader, peer)):
        return
    m, n = p.shape
    lanes, cols = pair_cells(m, n, taddr)
    with _lock:
        for base in (leader, peer):
            cta = _cta(base)
            if taddr >> 16 or cols.max() >= COLUMNS or not _allocated(cta, cols, 2):
                _fault(tid, f"tcgen05.mma.cta_group::2 accumulator at {taddr:#x} ({m}x{n}) outside the tensor memory "
                            f"tcgen05.alloc.cta_group::2 gave CTA {bases.index(base)}")
                return
        rec = _Mma(taddr, desc_a, desc_b, idesc, enable_d, p, tid, smem_ptr, _next_seq(), kind=kind,
                   pair=(leader, peer), reads=tuple(reads))
        for base, rows in ((leader, slice(0, m // 2)), (peer, slice(m // 2, m))):
            rec.parts[base] = _Part(rec, lanes, cols, rows, rec.seq, tid, smem_ptr)
            _cta(base).pending[lanes, cols] += 1
        rec.open = {leader, peer}
        _cta(smem_ptr).pair_open.setdefault(tid, []).append(rec)


def commit_multicast(tid: int, smem_ptr: int, bar: int, mask: int) -> None:
    """`tcgen05.commit.cta_group::2 ... multicast::cluster [bar], mask`: the thread's MMAs so far
    complete before the arrival on the mbarrier at `bar`'s offset in every CTA of `mask` (the
    helper arrives there); a CTA's part of a pair MMA lands through its own mbarrier only."""
    pair = _pair_of(smem_ptr)
    if isinstance(pair, str):
        _fault(tid, "tcgen05.commit.cta_group::2 " + pair)
        return
    rank, bases = pair
    ranks = [r for r in range(len(bases)) if mask >> r & 1]
    with _lock:
        own = _cta(smem_ptr)
        if rank in ranks:
            commit(tid, smem_ptr, bar)
        recs = own.pair_open.get(tid, [])
        for r in ranks:
            base = bases[r]
            cta = _cta(base)
            for rec in recs:
                if base in rec.open:
                    cta.queued.append(rec.parts[base])
                    rec.open.discard(base)
            cta.queued.sort(key=lambda q: q.seq)
            mine = [q.seq for q in cta.queued if (q.smem_ptr, q.tid) == (smem_ptr, tid)]
            there = base + bar - smem_ptr
            cta.covers[there] = max([cta.covers.get(there, 0), *mine])
        own.pair_open[tid] = [rec for rec in recs if rec.open]


def _land_part(cta: _Cta, part: _Part) -> None:
    """One CTA's rows of a pair MMA take effect. The first part to land (the first covering
    mbarrier seen, in either CTA) ends the MMA's reads: its operands are read again there (a
    change is a fault); after it either CTA may refill its stages (its commit said the MMA
    completed), so the other part only writes its rows."""
    rec = part.mma
    cta.pending[part.lanes, part.cols] -= 1
    if not rec.landed:
        rec.landed = True
        again = pair_products(*rec.pair, rec.desc_a, rec.desc_b, rec.idesc, rec.kind)
        if isinstance(again, str) or not np.array_equal(again, rec.products):
            _fault(rec.tid, "shared memory read by a tcgen05.mma.cta_group::2 (in either CTA of the pair) changed "
                            "before the mbarrier of its commit was waited on")
            return
    acc = cta.tmem[part.lanes, part.cols].view(np.float32).astype(np.float64) if rec.enable_d else 0.0
    cta.tmem[part.lanes, part.cols] = (acc + rec.products[part.rows]).astype(np.float32).view(np.uint32)


def land(bar: int) -> None:
    """The MMAs the commits to mbarrier `bar` cover take effect, with every MMA issued before
    them (the tensor core runs them in issue order; module docstring)."""
    with _lock:
        cta = next((c for c in _state["ctas"].values() if bar in c.covers), None)
        if cta is None:
            return
        limit = cta.covers.pop(bar)
        records = [r for r in cta.queued if r.seq <= limit]
        cta.queued = [r for r in cta.queued if r.seq > limit]
        for r in records:
            if isinstance(r, _Part):
                _land_part(cta, r)
                continue
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
    ("__sim.py_tcgen05_alloc2", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p,
                                                 ctypes.c_int32), alloc2),
    ("__sim.py_tcgen05_dealloc2", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_uint32,
                                                   ctypes.c_int32), dealloc2),
    ("__sim.py_tcgen05_mma2", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint64,
                                               ctypes.c_uint64, ctypes.c_uint32, ctypes.c_int32, ctypes.c_int32), mma2),
    ("__sim.py_tcgen05_commit_mc", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p,
                                                    ctypes.c_int32), commit_multicast),
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
           "ld128", "mma", "mma_ts", "commit", "relinquish", "alloc2", "dealloc2", "mma2", "commit_multicast",
           "pair_cells", "pair_products", "in_flight_reader"]
