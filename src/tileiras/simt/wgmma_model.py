"""The emulator's model of the warpgroup MMA (`codegen/wgmma_helpers.py`), in Python.

The host bodies of the `wgmma.*` helpers call these functions (ctypes callbacks registered by
`simt/emulator.py`), one call per thread. Per thread the model keeps the committed-group count,
the pending wgmma records and whether a `wgmma.fence` came since the last wait:

- `wgmma` (issue): checks the fence, decodes the descriptors (`layout.wgmma_atom`), reads
  the A rows and B columns this thread's accumulator registers need from shared memory
  through the descriptor address model, and records their products with the open group;
  the registers are not written (the helper returns them unchanged);
- `wgmma_rs` (register-A form): the same with the warp's A registers (exchanged across the
  warp by the helper) in place of A's descriptor;
- `commit`: closes the open group;
- `wait(P, regs)`: retires, in issue order, the records of every committed group but the
  newest P: reads the operands again (a change since the issue is a fault: the program wrote
  a stage the asynchronous MMA was still reading), then writes `scale_d ? acc + AB : AB` into
  the registers the wait passes through;
- `proxy_fence`: the generic writes so far reach the async proxy's view that the model reads
  (`simt/async_proxy.py`);
- `in_flight_reader`: a TMA copy issued into shared memory that a wgmma not yet retired reads
  is a fault (`emulator._tma_load`): a consumer released its stage too early; and a wgmma
  whose operands overlap a TMA copy still queued on its mbarrier (`emulator.pending_tma_write`)
  is a fault when issued: the consumer did not wait for the stage to fill.

Accumulator fragment of m64nN (f32): lane l of warp w in the warpgroup (g = l >> 2,
t = l & 3) holds register i at row 16w + g + 8 * ((i >> 1) & 1), column
8 * (i >> 2) + 2t + (i & 1) (`layout.wgmma_atom.wgmma_accumulator_atom`).

Shared addresses: a descriptor holds bits 4-17 of the address; on the GPU the shared window
places the 1024-byte aligned buffer, in the emulator the block's buffer is a host allocation
(16-byte aligned), so the model takes start addresses relative to it modulo 2^18 and applies
the swizzle to those offsets (the same bits as on the GPU for a 1024-byte aligned buffer).
"""

from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass, field

import ml_dtypes
import numpy as np

from tileiras.layout.wgmma_atom import Descriptor, decode

_TYPES = {0: (np.float16, 2), 1: (ml_dtypes.bfloat16, 2)}
_WINDOW = 1 << 18


@dataclass
class _Record:
    group: int
    slot: int
    scale_d: int
    desc_a: int | None
    desc_b: int
    code: int
    products: np.ndarray
    a_slice: np.ndarray | None = None
    reads: tuple[tuple[int, int], ...] = ()
    """[lo, hi) byte ranges of shared memory (block offsets) each shared operand spans."""


@dataclass
class _Thread:
    committed: int = 0
    fenced: bool = False
    records: list[_Record] = field(default_factory=list)


_lock = threading.Lock()
_state: dict = {"block": None, "ctas": {}}  # the running block (or cluster) -> per CTA (its smem): threads


def _thread(tid: int, smem: int) -> _Thread:
    """The thread's state in the running block (a new block, or a new launch, starts afresh;
    what a thread left pending when it ended is a fault: `end_block`); the CTAs of a cluster
    that run together (their own shared memory each) have their own threads."""
    from tileiras.simt.emulator import _current

    emu = _current[0]
    key = (id(emu), emu._block if emu is not None else None)
    with _lock:
        if _state["block"] != key:
            _state["block"] = key
            _state["ctas"] = {}
        return _state["ctas"].setdefault(smem, {}).setdefault(tid, _Thread())


def _fault(tid: int, text: str) -> None:
    from tileiras.simt.emulator import _current

    emu = _current[0]
    if emu is None:
        return
    with emu._out_lock:
        emu.faults.append(f"block {emu._block}, thread {tid}: {text}")


def _smem_size() -> int:
    from tileiras.simt.emulator import _current

    emu = _current[0]
    return emu._smem_bytes if emu is not None else 0


def decode_code(code: int) -> tuple[int, bool, bool, int]:
    """(N, trans_a, trans_b, type code) of a `wgmma_helpers.model_code`."""
    return code & 511, bool(code >> 9 & 1), bool(code >> 10 & 1), code >> 11


def addresses(d: Descriptor, mn: np.ndarray, k: np.ndarray, eb: int, mn_major: bool) -> np.ndarray:
    """`layout.wgmma_atom.descriptor_address` over arrays of (mn, k) (same broadcast shape)."""
    w = d.swizzle
    byte_mn, byte_k = mn * eb, k * eb
    if w == 0:
        if mn_major:
            return d.start + byte_mn % 16 + (byte_mn // 16) * d.lbo + (k % 8) * 16 + (k // 8) * d.sbo
        return d.start + (mn % 8) * 16 + (mn // 8) * d.sbo + byte_k % 16 + (byte_k // 16) * d.lbo
    if mn_major:
        addr = d.start + byte_mn % w + (byte_mn // w) * d.lbo + (k % 8) * w + (k // 8) * d.sbo
    else:
        addr = d.start + (mn % 8) * w + (mn // 8) * d.sbo + byte_k
    s = (w // 16).bit_length() - 1
    return addr ^ (((addr >> 7) & ((1 << s) - 1)) << 4)


def fragment(n: int, tid: int) -> tuple[np.ndarray, np.ndarray]:
    """(rows, columns) of the thread's N/2 accumulator registers of m64nN."""
    t = tid % 128
    w, lane = t // 32, t % 32
    i = np.arange(n // 2)
    rows = 16 * w + (lane >> 2) + 8 * ((i >> 1) & 1)
    cols = 8 * (i >> 2) + 2 * (lane & 3) + (i & 1)
    return rows, cols


def register_a(warp_regs: np.ndarray, ty: int) -> np.ndarray:
    """The warp's 16 x 16 A slice from its lanes' four 32-bit registers (`warp_regs`, 32 x 4,
    lane-major): lane l (g = l >> 2, t = l & 3) register j holds row g + 8 (j & 1), columns
    2t + 8 (j >> 1) and the next (the low half first), mma.sync's m16k16 A fragment."""
    dtype, _ = _TYPES[ty]
    halves = np.ascontiguousarray(warp_regs, dtype=np.uint32).reshape(32, 4).view(np.uint16).reshape(32, 4, 2)
    vals = halves.view(dtype).astype(np.float64)
    a = np.zeros((16, 16))
    for lane in range(32):
        g, t = lane >> 2, lane & 3
        for j in range(4):
            r, c = g + 8 * (j & 1), 2 * t + 8 * (j >> 1)
            a[r, c:c + 2] = vals[lane, j]
    return a


def products(smem: np.ndarray, smem_ptr: int, desc_a: int | None, desc_b: int, code: int, tid: int,
             a_slice: np.ndarray | None = None, reads: list | None = None) -> np.ndarray | str:
    """This thread's sum over K of A[row, k] * B[k, col] for its registers (float64), or why
    the operands cannot be read. A comes from shared memory (`desc_a`) or is the warp's
    register slice (`a_slice`, 16 x K rows of this warp). `reads`, when given, gets the
    [lo, hi) byte range each shared operand spans."""
    n, ta, tb, ty = decode_code(code)
    if ty not in _TYPES:
        return f"wgmma input type code {ty}"
    dtype, eb = _TYPES[ty]
    kk = 32 // eb
    rows, cols = fragment(n, tid)
    k = np.arange(kk)
    base = smem_ptr & (_WINDOW - 16)
    vals = []
    operands = [(desc_b, cols, tb)] if a_slice is not None else [(desc_a, rows, ta), (desc_b, cols, tb)]
    if a_slice is not None:
        vals.append(a_slice[rows % 16])
    for desc, mn, mn_major in operands:
        d = decode(desc)
        if d.base_offset:
            return "wgmma descriptor base offset is not modelled (0 expected)"
        rel = Descriptor((d.start - base) % _WINDOW, d.lbo, d.sbo, d.swizzle)
        addr = addresses(rel, mn[:, None], k[None, :], eb, mn_major)
        if (addr % eb).any() or (addr < 0).any() or (addr + eb > smem.size).any():
            return f"wgmma operand address outside the block's {smem.size} bytes of shared memory or misaligned"
        raw = smem[addr[..., None] + np.arange(eb)].reshape(-1).copy().view(dtype).reshape(addr.shape)
        if reads is not None:
            reads.append((int(addr.min()), int(addr.max()) + eb))
        vals.append(raw.astype(np.float64))
    a, b = vals
    return (a * b).sum(axis=1)


def _smem_array(smem_ptr: int) -> np.ndarray:
    """The block's shared memory as the tensor cores read it: the async proxy's view
    (`simt/async_proxy.py`; generic writes reach it through `fence.proxy.async`)."""
    from tileiras.simt import async_proxy

    return async_proxy.array(smem_ptr, _smem_size())


def _reads_pending_copy(tid: int, smem_ptr: int, reads: list) -> bool:
    """True, with a fault, when a wgmma's shared operands overlap a TMA copy not landed yet
    (`emulator.pending_tma_write`): the consumer did not wait for the copy's mbarrier."""
    from tileiras.simt.emulator import pending_tma_write

    racing = pending_tma_write(smem_ptr, reads)
    if racing is not None:
        _fault(tid, f"wgmma reads shared bytes [{racing[0]}, {racing[1]}) that a TMA copy not yet complete writes "
                    "(the mbarrier of the copy was not waited on before the wgmma)")
    return racing is not None


def wgmma(tid: int, smem_ptr: int, desc_a: int, desc_b: int, code: int, scale_d: int, slot: int) -> None:
    st = _thread(tid, smem_ptr)
    if not st.fenced:
        _fault(tid, "wgmma.mma_async without a wgmma.fence since the accumulators were last accessed")
        return
    if smem_ptr % 16:
        _fault(tid, "shared memory is not 16-byte aligned")
        return
    reads: list = []
    p = products(_smem_array(smem_ptr), smem_ptr, desc_a & (2**64 - 1), desc_b & (2**64 - 1), code, tid, None, reads)
    if isinstance(p, str) or _reads_pending_copy(tid, smem_ptr, reads):
        if isinstance(p, str):
            _fault(tid, p)
        return
    st.records.append(_Record(st.committed, slot, scale_d, desc_a, desc_b, code, p, None, tuple(reads)))


def wgmma_rs(tid: int, smem_ptr: int, warp_regs_ptr: int, desc_b: int, code: int, scale_d: int, slot: int) -> None:
    """The register-A form: `warp_regs_ptr` holds the warp's 32 x 4 A registers."""
    st = _thread(tid, smem_ptr)
    if not st.fenced:
        _fault(tid, "wgmma.mma_async without a wgmma.fence since the accumulators were last accessed")
        return
    regs = np.ctypeslib.as_array((ctypes.c_uint32 * 128).from_address(warp_regs_ptr)).copy()
    a = register_a(regs, decode_code(code)[3])
    reads: list = []
    p = products(_smem_array(smem_ptr), smem_ptr, None, desc_b & (2**64 - 1), code, tid, a, reads)
    if isinstance(p, str) or _reads_pending_copy(tid, smem_ptr, reads):
        if isinstance(p, str):
            _fault(tid, p)
        return
    st.records.append(_Record(st.committed, slot, scale_d, None, desc_b, code, p, a, tuple(reads)))


def fence(tid: int, smem_ptr: int) -> None:
    _thread(tid, smem_ptr).fenced = True


def proxy_fence(tid: int, smem_ptr: int) -> None:
    from tileiras.simt import async_proxy

    _thread(tid, smem_ptr)
    async_proxy.fence(smem_ptr or 0)


def commit(tid: int, smem_ptr: int) -> None:
    _thread(tid, smem_ptr).committed += 1


def wait(tid: int, smem_ptr: int, pending: int, regs_ptr: int, nregs: int) -> None:
    st = _thread(tid, smem_ptr)
    regs = np.ctypeslib.as_array((ctypes.c_float * nregs).from_address(regs_ptr))
    limit = st.committed - pending
    keep = []
    smem = _smem_array(smem_ptr)
    for r in st.records:
        if r.group >= limit:
            keep.append(r)
            continue
        desc_a = r.desc_a & (2**64 - 1) if r.desc_a is not None else None
        again = products(smem, smem_ptr, desc_a, r.desc_b & (2**64 - 1), r.code, tid, r.a_slice)
        if isinstance(again, str) or not np.array_equal(again, r.products):
            _fault(tid, "shared memory read by a wgmma changed before the wait_group that retires it")
            continue
        n = r.products.size
        if r.slot + n > nregs:
            _fault(tid, f"wgmma registers {r.slot}..{r.slot + n - 1} are not among the {nregs} the wait passes")
            continue
        acc = regs[r.slot:r.slot + n].astype(np.float64) if r.scale_d else 0.0
        regs[r.slot:r.slot + n] = (acc + r.products).astype(np.float32)
    st.records = keep
    st.fenced = False


def end_block() -> list[str]:
    """Faults of the block that just ended: a thread whose wgmmas were never retired by a
    wait_group. Their products never reached its accumulator registers, so whatever the thread
    did with those registers after the issue (its epilogue stores) read undefined values (the
    PTX ISA: accessing the accumulators before the wait is undefined)."""
    with _lock:
        ctas, _state["ctas"], _state["block"] = _state.get("ctas", {}), {}, None
    pending = sorted((tid, len(st.records)) for threads in ctas.values() for tid, st in threads.items()
                     if st.records)
    if not pending:
        return []
    tid, n = pending[0]
    return [f"{n} wgmma.mma_async still pending when thread {tid} exited ({len(pending)} threads): "
            "no wgmma.wait_group retired them, so their accumulators were never written"]


def in_flight_reader(smem_ptr: int, lo: int, hi: int) -> int | None:
    """A thread of the running block with a wgmma not yet retired that reads shared bytes
    [lo, hi) (block offsets), or None: an asynchronous write there (a TMA copy issued now)
    would race with it."""
    from tileiras.simt.emulator import _current

    emu = _current[0]
    key = (id(emu), emu._block if emu is not None else None)
    with _lock:
        if _state["block"] != key:
            return None
        threads = list(_state["ctas"].get(smem_ptr, {}).items())
    for tid, st in threads:
        for r in list(st.records):
            if any(a < hi and lo < b for a, b in r.reads):
                return tid
    return None


CALLBACKS = [
    ("__sim.py_wgmma_fence", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p), fence),
    ("__sim.py_wgmma_proxy_fence", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p), proxy_fence),
    ("__sim.py_wgmma_commit", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p), commit),
    ("__sim.py_wgmma_wait", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_int32, ctypes.c_void_p,
                                             ctypes.c_int32), wait),
    ("__sim.py_wgmma", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint64,
                                        ctypes.c_int32, ctypes.c_int32, ctypes.c_int32), wgmma),
    ("__sim.py_wgmma_rs", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint64,
                                           ctypes.c_int32, ctypes.c_int32, ctypes.c_int32), wgmma_rs),
]
"""(symbol, prototype, function) of each callback, for `emulator._register_python_symbols`."""

__all__ = ["CALLBACKS", "addresses", "fragment", "products", "decode_code", "in_flight_reader"]
