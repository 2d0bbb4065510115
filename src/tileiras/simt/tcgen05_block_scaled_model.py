"""The emulator's model of the block-scaled tcgen05 forms (`codegen/tcgen05_block_scaled_helpers.py`),
on the tensor memory and MMA queue of `simt/tcgen05_model.py`, after the PTX ISA ("tcgen05.cp",
"Block scaling for tcgen05.mma", the scale-factor layouts; `layout/tcgen05_block_scaled.py`).

- `cp_32x128b_warpx4(taddr, sdesc)` (one thread): the 32 x 16 bytes the shared-memory
  descriptor names (no swizzle; row l at `start + (l // 8) * SBO + (l % 8) * 16`, the 8-row
  core matrices SBO apart) land in lanes q * 32 + l, q = 0..3, columns c .. c + 3 of the
  address (bytes 4j..4j+3 of row l in column c + j). The copy takes effect at issue: the ISA
  orders it before the thread's later `tcgen05.mma`, and a later copy over cells an MMA in
  flight reads is caught when that MMA lands (its products change). Faults: the lane field
  not 0, columns outside the allocation, source outside shared memory, a descriptor with
  swizzle or another version.
- `mma_block_scaled(taddr, desc_a, desc_b, idesc, sfa_taddr, sfb_taddr, enable_d, kind)` (one
  thread). Kind 0, kind::mxf8f6f4 with `block32` (e4m3 / e5m2 operands, ue8m0 scales, M =
  128): A (M x 32) and B (N x 32) read through the descriptors as `tcgen05.mma` reads 8-bit
  elements, row r of A scaled by 2 ** (s - 127), s the byte `a_sf_id` of the cell at column
  `sfa_taddr + r // 32`, lane r % 32 + 32 q; column n of B likewise with `b_sf_id` (scale 255
  is NaN). Kind 1, kind::mxf4nvf4 with `block16` (e2m1 operands, format 1; ue4m3 scales,
  `scale_vec::4X`): 32 bytes per row and K step, two e2m1 per byte (the even K element in the
  low nibble), 64 K; K block j (16 K) scaled by byte j of the cell (scale factor ids 0), a
  ue4m3 (e4m3 without its sign; a set bit 7 is a fault). The four lane quarters must hold the same scale (warpx4 copies replicate them);
  a cell no `tcgen05.cp` wrote, or one an MMA still writes, is a fault. D = (enable_d ? D : 0)
  + (A SA) (B SB)^T lands as the other MMAs do (`tcgen05_model.land`, which reads the
  operands and the scales again then: a change is a fault; the operands' byte ranges take part
  in the model's races with TMA copies, `tcgen05_model._issue`).

Not modelled: kind::mxf4nvf4 with ue8m0 scales (2X), fp6 operands, M = 64, the copy's
asynchrony with respect to shared-memory writes after it (the copy reads at issue).
"""

from __future__ import annotations

import ctypes

import ml_dtypes
import numpy as np

from tileiras.layout.errors import LayoutError
from tileiras.layout.tcgen05_atom import decode_smem_descriptor
from tileiras.layout.tcgen05_block_scaled import decode_instruction
from tileiras.layout.wgmma_atom import Descriptor
from tileiras.simt import tcgen05_model as tm
from tileiras.simt.wgmma_model import _WINDOW, _fault, _smem_array, addresses

_FP8 = {0: ml_dtypes.float8_e4m3fn, 1: ml_dtypes.float8_e5m2}
K_STEP = 32


def _written(cta) -> np.ndarray:
    """The cells a `tcgen05.cp` wrote in this CTA (kept on the CTA's state)."""
    mask = getattr(cta, "scales_copied", None)
    if mask is None:
        mask = np.zeros((tm.LANES, tm.COLUMNS), dtype=bool)
        cta.scales_copied = mask
    return mask


def cp_32x128b_warpx4(tid: int, smem_ptr: int, taddr: int, sdesc: int) -> None:
    sdesc &= 2**64 - 1
    col0 = taddr & 0xFFFF
    if taddr >> 16:
        _fault(tid, f"tcgen05.cp 32x128b.warpx4 at {taddr:#x}: the lane field must be 0 (warpx4 fills all four quarters)")
        return
    try:
        d = decode_smem_descriptor(sdesc)
    except LayoutError as e:
        _fault(tid, f"tcgen05.cp: {e}")
        return
    if d.swizzle or d.base_offset:
        _fault(tid, "tcgen05.cp with a swizzled descriptor is not modelled")
        return
    smem = _smem_array(smem_ptr)
    base = smem_ptr & (_WINDOW - 16)
    start = (d.start - base) % _WINDOW
    rows = np.arange(32)
    addr = start + (rows // 8) * d.sbo + (rows % 8) * 16
    if (addr < 0).any() or (addr + 16 > smem.size).any():
        _fault(tid, f"tcgen05.cp source outside the block's {smem.size} bytes of shared memory")
        return
    data = smem[addr[:, None] + np.arange(16)[None, :]].copy().view(np.uint32)  # 32 x 4 cells
    with tm._lock:
        cta = tm._cta(smem_ptr)
        cols = np.arange(col0, col0 + 4)
        if col0 + 4 > tm.COLUMNS or not tm._allocated(cta, cols):
            _fault(tid, f"tcgen05.cp to columns {col0}..{col0 + 3} outside the tensor memory allocated")
            return
        for q in range(4):
            cell = np.ix_(rows + 32 * q, cols)
            if cta.pending[cell].any():
                _fault(tid, "tcgen05.cp over tensor memory an MMA writes before its commit's mbarrier was waited on")
                return
            cta.tmem[cell] = data
            _written(cta)[cell] = True


def _scales(cta, sf_taddr: int, count: int, sf_id: int, what: str, kind: int = 0) -> np.ndarray | str:
    """The scales of `count` rows (float64) from `sf_taddr` (module docstring): kind 0, the 1X
    ue8m0 byte `sf_id` (count); kind 1, the four ue4m3 bytes (count x 4)."""
    if sf_taddr >> 16:
        return f"tcgen05.mma scale factors of {what} at {sf_taddr:#x}: the lane field must be 0"
    col0 = sf_taddr & 0xFFFF
    r = np.arange(count)
    cols = col0 + r // 32
    if (cols >= tm.COLUMNS).any() or not tm._allocated(cta, cols):
        return f"tcgen05.mma scale factors of {what} outside the tensor memory allocated"
    quarters = []
    for q in range(4):
        lanes = r % 32 + 32 * q
        if not _written(cta)[lanes, cols].all():
            return (f"tcgen05.mma reads scale factors of {what} (columns {col0}..{int(cols.max())}) that no "
                    "tcgen05.cp wrote")
        if cta.pending[lanes, cols].any():
            return f"tcgen05.mma reads scale factors of {what} an MMA writes before its commit's mbarrier was waited on"
        cells = cta.tmem[lanes, cols]
        quarters.append((cells >> (8 * sf_id)) & 0xFF if kind == 0 else
                        np.ascontiguousarray(cells).view(np.uint8).reshape(count, 4))
    if any(not np.array_equal(quarters[0], x) for x in quarters[1:]):
        return (f"tcgen05.mma scale factors of {what} differ between the lane quarters (the data path reads "
                "them replicated, as tcgen05.cp .warpx4 writes them)")
    if kind == 1:
        if (quarters[0] & 0x80).any():
            return f"tcgen05.mma ue4m3 scale factors of {what} with bit 7 set"
        return quarters[0].view(ml_dtypes.float8_e4m3fn).astype(np.float64)
    e = quarters[0].astype(np.float64)
    return np.where(e == 255, np.nan, np.exp2(e - 127))


def _operand(smem: np.ndarray, smem_ptr: int, desc: int, size: int, mn_major: int, dtype,
             reads: list | None = None) -> np.ndarray | str:
    try:
        d = decode_smem_descriptor(desc)
    except LayoutError as e:
        return str(e)
    if d.base_offset:
        return "tcgen05 descriptor base offset is not modelled (0 expected)"
    base = smem_ptr & (_WINDOW - 16)
    rel = Descriptor((d.start - base) % _WINDOW, d.lbo, d.sbo, d.swizzle)
    addr = addresses(rel, np.arange(size)[:, None], np.arange(K_STEP)[None, :], 1, bool(mn_major))
    if (addr < 0).any() or (addr + 1 > smem.size).any():
        return f"tcgen05.mma operand address outside the block's {smem.size} bytes of shared memory"
    if reads is not None:  # the byte range, for the races with TMA copies (`tcgen05_model._issue`)
        reads.append((int(addr.min()), int(addr.max()) + 1))
    return smem[addr].copy().view(dtype).astype(np.float64)


def _fp4_products(cta, smem: np.ndarray, smem_ptr: int, desc_a: int, desc_b: int, f: dict, sfa: int,
                  sfb: int, reads: list | None) -> np.ndarray | str:
    """kind::mxf4nvf4 block16 (module docstring)."""
    if f["a"] != 1 or f["b"] != 1 or f["scale"] != 0 or f["a_sf_id"] or f["b_sf_id"]:
        return "block-scaled tcgen05.mma kind::mxf4nvf4: e2m1 operands, ue4m3 scales and ids 0 are modelled"
    if f["a_mn_major"] or f["b_mn_major"]:
        return "tcgen05.mma kind::mxf4nvf4 operands are K-major"
    ops = []
    for desc, size in ((desc_a, f["m"]), (desc_b, f["n"])):
        raw = _operand(smem, smem_ptr, desc, size, 0, np.uint8, reads)
        if isinstance(raw, str):
            return raw
        codes = np.stack([raw.astype(np.uint8) & 15, raw.astype(np.uint8) >> 4], axis=-1).reshape(size, 64)
        ops.append(codes.view(ml_dtypes.float4_e2m1fn).astype(np.float64))
    sa = _scales(cta, sfa, f["m"], 0, "A", 1)
    sb = _scales(cta, sfb, f["n"], 0, "B", 1)
    if isinstance(sa, str) or isinstance(sb, str):
        return sa if isinstance(sa, str) else sb
    a = ops[0] * np.repeat(sa, 16, axis=1)
    b = ops[1] * np.repeat(sb, 16, axis=1)
    return a @ b.T


KINDS = {"mxf8f6f4": 0, "mxf4nvf4": 1}
"""The kind codes of the helpers' host bodies."""


def products(cta, smem_ptr: int, desc_a: int, desc_b: int, idesc: int, sfa: int, sfb: int,
             kind: int = 0, reads: list | None = None) -> np.ndarray | str:
    """(A SA) (B SB)^T of one block-scaled instruction (float64, M x N), or why it cannot be
    read; `reads`, when given, gets the byte range of each operand."""
    f = decode_instruction(idesc)
    if kind not in KINDS.values():
        return f"block-scaled tcgen05.mma kind code {kind} is not modelled"
    if f["sparse"] or f["neg_a"] or f["neg_b"] or f["k96"]:
        return "block-scaled tcgen05.mma: sparsity, negation or K 96 is not modelled"
    if f["m"] != 128 or f["n"] % 16 or not 16 <= f["n"] <= 256:
        return f"block-scaled tcgen05.mma shape M = {f['m']}, N = {f['n']} is not modelled (M = 128)"
    if kind == 1:
        return _fp4_products(cta, _smem_array(smem_ptr), smem_ptr, desc_a, desc_b, f, sfa, sfb, reads)
    if f["a"] not in _FP8 or f["b"] not in _FP8 or f["scale"] != 1:
        return f"block-scaled tcgen05.mma with instruction descriptor {idesc:#x} is not modelled (mxf8f6f4, ue8m0)"
    smem = _smem_array(smem_ptr)
    a = _operand(smem, smem_ptr, desc_a, f["m"], f["a_mn_major"], _FP8[f["a"]], reads)
    b = _operand(smem, smem_ptr, desc_b, f["n"], f["b_mn_major"], _FP8[f["b"]], reads)
    if isinstance(a, str) or isinstance(b, str):
        return a if isinstance(a, str) else b
    sa = _scales(cta, sfa, f["m"], f["a_sf_id"], "A")
    sb = _scales(cta, sfb, f["n"], f["b_sf_id"], "B")
    if isinstance(sa, str) or isinstance(sb, str):
        return sa if isinstance(sa, str) else sb
    return (a @ b.T) * sa[:, None] * sb[None, :]


def mma_block_scaled(tid: int, smem_ptr: int, taddr: int, desc_a: int, desc_b: int, idesc: int, sfa: int, sfb: int,
                     enable_d: int, kind: int = 0) -> None:
    desc_a &= 2**64 - 1
    desc_b &= 2**64 - 1
    with tm._lock:
        cta = tm._cta(smem_ptr)
        reads: list = []
        p = products(cta, smem_ptr, desc_a, desc_b, idesc, sfa, sfb, kind, reads)
        if isinstance(p, str):
            _fault(tid, p)
            return
        record = tm._Mma(taddr, desc_a, desc_b, idesc, enable_d, p, tid, smem_ptr, 0, reads=tuple(reads))
        record.again = lambda: products(cta, smem_ptr, desc_a, desc_b, idesc, sfa, sfb, kind)
        tm._issue(cta, tid, record)


CALLBACKS = [
    ("__sim.py_tcgen05_cp_warpx4", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_uint32,
                                                    ctypes.c_uint64), cp_32x128b_warpx4),
    ("__sim.py_tcgen05_mma_bs", ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p, ctypes.c_uint32,
                                                 ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint32, ctypes.c_uint32,
                                                 ctypes.c_uint32, ctypes.c_int32, ctypes.c_int32), mma_block_scaled),
]
"""(symbol, prototype, function) of each callback, for `emulator._register_python_symbols`."""

__all__ = ["CALLBACKS", "KINDS", "cp_32x128b_warpx4", "mma_block_scaled", "products"]
