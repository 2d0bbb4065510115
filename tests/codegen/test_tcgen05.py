"""tcgen05 on sm_100a/sm_103a: the atom (instruction and shared-memory descriptors, the
accumulator's place in tensor memory), the selection pass, the lowering and the emulator's
model (`layout/tcgen05_atom.py`, `conversion/tileas_tcgen05.py`,
`conversion/nv_tileas_to_llvm/tcgen05.py`, `simt/tcgen05_model.py`).

The model's MMA is checked against a reference written from the PTX ISA: operands placed in
shared memory by the ISA's swizzle figures (`test_wgmma._reference_offset`), the product
computed by numpy, the accumulator rows at the lanes of data-path layout F (M = 64: row r at
lane 32 (r // 16) + r % 16). NVIDIA's values come from its sm_100 PTX of
dense_gemm_bf16_128 (13.5, `--lineinfo` cubin).
"""

from __future__ import annotations

import functools

import numpy as np
import pytest

from corpus_cases import BYTECODE
from test_wgmma import _reference_offset
from test_wgmma import after_pipeline as wgmma_after_pipeline
from test_wgmma import ptx_of as wgmma_ptx_of
from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import mma_layouts
from tileiras.layout.mma_kinds import MmaKind
from tileiras.driver import pipeline
from tileiras.driver.compile import read_bytecode
from tileiras.driver.options import CompileOptions
from tileiras.layout.errors import LayoutError
from tileiras.layout.tcgen05_atom import (
    decode_instruction,
    decode_smem_descriptor,
    instruction_descriptor,
    smem_descriptor,
    tmem_columns,
    tmem_lane,
)
from tileiras.layout.wgmma_atom import Descriptor
from tileiras.simt import tcgen05_model, wgmma_model
from tileiras.target import TARGETS, get_target

TCGEN05_KERNELS = ["aligned_gemm_f16", "aligned_gemm_bf16_f32out", "dense_gemm_f16", "dense_gemm_bf16_128"]
"""Pipelined tensor-core corpus kernels whose dots take tcgen05 on sm_100 and sm_103."""
_NOT_STAGED = "B: operand is not read from a shared-memory stage"
FALLBACK = {
    "aligned_batched_gemm_f16": "batched dot",
    "aligned_gemm_i8": "s8s8: tcgen05 is selected for kind::f16 (f16, bf16) only",
}
"""Pipelined tensor-core kernels that keep mma.sync on sm_100/sm_103, with the recorded
reason: batched dots and 8-bit types (NVIDIA's 13.5 keeps mma.sync for them too). The
pipelined attention kernels take tcgen05 with A through tensor memory
(test_tcgen05_attention.py)."""
NOT_YET: dict[str, set[str]] = {}
"""Kernels NVIDIA's 13.5 issues tcgen05 for (tests/codegen/golden/nvidia_ptx_facts.json) that
keep mma.sync here, with the reasons their dots record: none left (the GEMM main loops with
register-tile operands take tcgen05 through operand staging, test_wgmma_staging.py; the
attention kernels with A through tensor memory, test_tcgen05_attention.py)."""
SMS = ["sm_100", "sm_103"]
OTHER_BLACKWELL = ["sm_107", "sm_110"]
"""Also tcgen05 targets (NVIDIA's 13.5 issues tcgen05 for the same kernels there)."""


# --- the atom ----------------------------------------------------------------------------------------

def test_instruction_descriptor_is_nvidias():
    """NVIDIA's aligned bf16 GEMM (128x128 tile, B stored [K, N]) issues idesc 136381584."""
    assert instruction_descriptor("f16", "bf16", "bf16", "f32", 128, 128, False, True) == 136381584
    f = decode_instruction(136381584)
    assert (f["m"], f["n"], f["a"], f["b"], f["d"], f["a_mn_major"], f["b_mn_major"]) == (128, 128, 1, 1, 1, 0, 1)
    with pytest.raises(LayoutError):
        instruction_descriptor("f16", "bf16", "bf16", "f32", 64, 260, False, False)


def test_smem_descriptors_are_nvidias():
    """NVIDIA's A (128x32 bf16, 64-byte rows) and B (32x128 bf16 N-major, 128-byte boxes)
    descriptor constants: the wgmma fields, version 1 in bit 46, the 3-bit swizzle field."""
    a = Descriptor(start=0, lbo=16, sbo=512, swizzle=64)
    b = Descriptor(start=0, lbo=4096, sbo=1024, swizzle=128)
    assert smem_descriptor(a) == -9223301530671579136 % 2**64
    assert smem_descriptor(b) == 4611756662066249728
    assert smem_descriptor(Descriptor(0, 16, 256, 32)) >> 61 == 6  # 32-byte mode: 6 in bits 61-63
    assert decode_smem_descriptor(smem_descriptor(b)) == b
    with pytest.raises(LayoutError):
        decode_smem_descriptor(b.encode())  # version 0: a wgmma descriptor


def test_tensor_memory_columns():
    assert tmem_columns(64, 64) == 64 and tmem_columns(128, 128) == 256 and tmem_columns(64, 8) == 32
    with pytest.raises(LayoutError):
        tmem_columns(256, 256)


@pytest.mark.parametrize("tid", range(0, 128, 5))
def test_16x256b_fragment_is_the_warpgroup_accumulator(tid):
    """Each thread's 16x256b registers at its warp's lane quarter are, through layout F, the
    wgmma accumulator fragment (the warpgroup layout the layout pass gives)."""
    n = 64
    rows, cols = wgmma_model.fragment(n, tid)
    lanes, tcols = tcgen05_model._cells(tid, (32 * (tid // 32)) << 16, n // 2)
    assert list(lanes) == [tmem_lane(r) for r in rows] and list(tcols) == list(cols)


@pytest.mark.parametrize("M", [128, 256])
def test_m32_split_is_the_128_row_accumulator(M):
    """With the "m32" split each thread's accumulator registers are the cells its two
    16x256b loads (lanes 32w and 32w + 16) read through layout D (row r at lane r), per block
    of 128 rows; A and B stay mma.sync fragments (the fallback computes the same layout)."""
    from tileiras.layout.linear import dim_bit_offsets

    N, K = 64, 32
    ld = mma_layouts(MmaKind("f16", "f16", "f16", "f32", 2), M, N, K, 4, 1, "m32")[2]
    offs = dim_bit_offsets(ld.shape)
    for tid in range(0, 128, 7):
        w, lane = tid // 32, tid % 32
        got = set()
        for r in range(ld.num_regs):
            idx = ld.reg_offset(r) ^ _thread_index(ld, lane, w)
            got.add(((idx >> offs[0]) & (M - 1), (idx >> offs[1]) & (N - 1)))
        want = set()
        for m0 in range(0, M, 128):
            for h in range(2):
                lanes, cols = tcgen05_model._cells(tid, (32 * w + 16 * h) << 16, 4 * N // 8)
                want |= {(m0 + int(lanes[i]), int(cols[i])) for i in range(len(lanes))}
        assert got == want
        assert all(tmem_lane(r, 128) == r for r in range(128))


def _thread_index(layout, lane: int, warp: int) -> int:
    idx = 0
    for k, b in enumerate(layout.lane):
        if lane >> k & 1 and b >= 0:
            idx ^= 1 << b
    for k, b in enumerate(layout.warp):
        if warp >> k & 1 and b >= 0:
            idx ^= 1 << b
    return idx


# --- the model against the ISA ---------------------------------------------------------------------

def _aligned_smem(nbytes: int) -> tuple[np.ndarray, int]:
    raw = np.zeros(nbytes + 2048, dtype=np.uint8)
    off = (-raw.ctypes.data) % 1024
    return raw[off:off + nbytes], raw.ctypes.data + off


@pytest.mark.parametrize("m,a_cols,b_mn_major,b_shape", [(64, 16, False, (64, 16)), (64, 32, False, (64, 32)),
                                                           (64, 64, True, (16, 64)), (128, 64, True, (16, 128)),
                                                           (128, 32, False, (32, 32))])
def test_mma_reads_the_isa_placement(m, a_cols, b_mn_major, b_shape):
    """A stored [M, a_cols] (K-major; 32-, 64-, 128-byte swizzle) and B stored [N, K] or
    [K, N] placed by the ISA's figures; each K step's descriptors give A @ B."""
    rng = np.random.default_rng(0)
    eb = 2
    a = rng.integers(-4, 5, (m, a_cols)).astype(np.float16)
    b_store = rng.integers(-4, 5, b_shape).astype(np.float16)
    a_bytes = m * a_cols * eb
    smem, ptr = _aligned_smem(a_bytes + b_store.size * eb)
    halves = smem.view(np.float16)
    for r in range(m):
        for c in range(a_cols):
            halves[_reference_offset(r, c, m, a_cols, eb) // 2] = a[r, c]
    for r in range(b_shape[0]):
        for c in range(b_shape[1]):
            halves[(a_bytes + _reference_offset(r, c, *b_shape, eb)) // 2] = b_store[r, c]
    b = b_store.T if b_mn_major else b_store  # N x K
    n = b.shape[0]
    w_a = min(128, a_cols * eb)
    w_b = min(128, b_shape[1] * eb)
    idesc = instruction_descriptor("f16", "f16", "f16", "f32", m, n, False, b_mn_major)
    for k0 in range(0, min(a_cols, b.shape[1]), 16):
        da = Descriptor(start=(ptr + k0 * eb) % 2**18, lbo=16, sbo=8 * w_a, swizzle=w_a)
        if b_mn_major:  # B stored [K, N]: K steps are 8-row groups of w_b-byte rows, N blocks at LBO
            db = Descriptor(start=(ptr + a_bytes + k0 * w_b) % 2**18, lbo=b_shape[0] * w_b, sbo=8 * w_b, swizzle=w_b)
        else:
            db = Descriptor(start=(ptr + a_bytes + k0 * eb) % 2**18, lbo=16, sbo=8 * w_b, swizzle=w_b)
        got = tcgen05_model.products(smem, ptr, smem_descriptor(da), smem_descriptor(db), idesc, 0)
        want = a[:, k0:k0 + 16].astype(np.float64) @ b[:, k0:k0 + 16].T.astype(np.float64)
        np.testing.assert_array_equal(got, want)


def _fake_smem(monkeypatch, nbytes: int):
    smem, ptr = _aligned_smem(nbytes)

    class Emu:
        _smem_bytes = nbytes
        _block = (0, 0, 0)
        faults: list = []

        import threading
        _out_lock = threading.Lock()

    from tileiras.simt import emulator

    monkeypatch.setattr(emulator, "_current", [Emu])
    Emu.faults = []
    return smem, ptr, Emu


def test_tensor_memory_model(monkeypatch):
    """alloc/st/ld/dealloc; an MMA lands only when its commit's mbarrier is tested; a read of
    its cells before is a fault; so are accesses outside the allocation, a second alloc after
    relinquish, and an allocation left at the end."""
    smem, ptr, emu = _fake_smem(monkeypatch, 4096)
    tcgen05_model.begin_block()
    slot = np.zeros(1, dtype=np.uint32)
    tcgen05_model.alloc(0, ptr, slot.ctypes.data, 64)
    assert slot[0] == 0 and not emu.faults
    vals = np.arange(16, dtype=np.float32)
    tcgen05_model.st(37, ptr, 32 << 16, vals.view(np.uint32).ctypes.data, 16)
    out = np.zeros(16, dtype=np.uint32)
    tcgen05_model.ld(37, ptr, 32 << 16, out.ctypes.data, 16)
    np.testing.assert_array_equal(out.view(np.float32), vals)
    # an MMA of ones (A 64x16, B 8x16, 32-byte rows) adds 16 to its cells when it lands
    smem.view(np.float16)[: (64 + 8) * 16] = 1.0
    da = smem_descriptor(Descriptor(ptr % 2**18, 16, 256, 32))
    db = smem_descriptor(Descriptor((ptr + 2048) % 2**18, 16, 256, 32))
    idesc = instruction_descriptor("f16", "f16", "f16", "f32", 64, 8, False, False)
    tcgen05_model.mma(0, ptr, 0, da, db, idesc, 1, 0)
    tcgen05_model.commit(0, ptr, 0x1234)
    tcgen05_model.ld(37, ptr, 32 << 16, out.ctypes.data, 16)  # lanes 32.., columns 0..: being written
    assert "before its commit's mbarrier was waited on" in emu.faults[-1]
    tcgen05_model.land(0x1234)
    tcgen05_model.ld(37, ptr, 32 << 16, out.ctypes.data, 16)
    got = out.view(np.float32)
    lanes, cols = tcgen05_model._cells(37, 32 << 16, 16)
    assert all(got[i] == (vals[i] + 16 if cols[i] < 8 else vals[i]) for i in range(16))
    n = len(emu.faults)
    tcgen05_model.ld(37, ptr, (32 << 16) | 60, out.ctypes.data, 16)  # columns 60..75: past the 64 allocated
    tcgen05_model.ld(5, ptr, 32 << 16, out.ctypes.data, 16)  # warp 0 cannot reach lanes 32..
    tcgen05_model.relinquish(0, ptr)
    tcgen05_model.alloc(0, ptr, slot.ctypes.data, 32)
    assert ["outside the tensor memory" in emu.faults[n], "reaches lanes 0..31" in emu.faults[n + 1],
            "after tcgen05.relinquish" in emu.faults[n + 2]] == [True] * 3
    assert "dealloc missing" in tcgen05_model.end_block()[0]
    tcgen05_model.begin_block()
    tcgen05_model.alloc(0, ptr, slot.ctypes.data, 32)
    tcgen05_model.dealloc(0, ptr, 0, 32)
    assert tcgen05_model.end_block() == []


# --- the selection pass and the PTX ---------------------------------------------------------------

@functools.cache
def after_pipeline(name: str, sm: str = "sm_100"):
    return wgmma_after_pipeline(name, sm)


def ptx_of(name: str, sm: str = "sm_100") -> str:
    return wgmma_ptx_of(name, sm)


def test_the_targets_that_take_tcgen05():
    assert sorted(t.name for t in TARGETS.values() if t.has_tcgen05) == SMS + OTHER_BLACKWELL


@pytest.mark.parametrize("sm", SMS)
@pytest.mark.parametrize("name", TCGEN05_KERNELS[2:])
def test_pipelined_gemms_select_tcgen05(name, sm):
    ops = list(after_pipeline(name, sm).module.walk())
    mma = [op for op in ops if op.name == "nv_tileas.tcgen05_mma"]
    assert len(mma) == 1 and not any(op.name in ("nv_tileaa.dot", "nv_tileas.wgmma") for op in ops)
    assert mma[0].atom.data == "tcgen05.mma.cta_group::1.kind::f16"
    # NVIDIA's instruction descriptors: M = 64, N = 64 for the 64x64 tile; M = 128, N = 128
    assert mma[0].idesc.value.data == {"dense_gemm_f16": 0x04110010, "dense_gemm_bf16_128": 0x08210490}[name]
    assert (mma[0].a_mn_major.value.data, mma[0].b_mn_major.value.data) == (0, 1)
    names = [op.name for op in ops]
    for seq in (["nv_tileas.tmem_alloc", "nv_tileas.tmem_store", "scf.for"], ["nv_tileas.tmem_load", "nv_tileas.tmem_dealloc"]):
        at = names.index(seq[0])
        assert names[at:at + len(seq)] == seq or seq[0] == "nv_tileas.tmem_alloc"
    assert names.index("nv_tileas.tmem_alloc") < names.index("nv_tileas.tcgen05_mma") < names.index("nv_tileas.tmem_load")
    # the MMAs overlap the next iteration: the copies come after them, a wait follows the loop
    assert mma[0].pending.value.data == 1
    body = list(mma[0].parent_block().ops)
    fills = [op for op in body if op.name in ("nv_tileas.async_copy", "nv_tileas.tma_load")]
    assert fills and all(body.index(op) > body.index(mma[0]) for op in fills)
    assert names.index("nv_tileas.tcgen05_wait") == names.index("nv_tileas.tmem_load") - 1


@pytest.mark.parametrize("name", sorted(FALLBACK))
def test_other_pipelined_tensor_core_kernels_record_why_not(name):
    ops = list(after_pipeline(name).module.walk())
    assert not any(op.name.startswith("nv_tileas.tcgen05_mma") for op in ops)
    reasons = {op.attributes["nv_tileas.tcgen05_fallback"].data for op in ops
               if "nv_tileas.tcgen05_fallback" in op.attributes}
    assert reasons == {FALLBACK[name]}


def _nvidia_facts() -> dict:
    import json
    from pathlib import Path

    return json.loads((Path(__file__).parent / "golden" / "nvidia_ptx_facts.json").read_text())


def _facts_cases(fast: bool) -> list:
    facts = _nvidia_facts()
    cases = []
    for file, by_sm in sorted(facts.items()):
        name = file.split(".")[0]
        for sm in SMS + OTHER_BLACKWELL:
            f = by_sm.get(sm, {})
            if "rc" in f or not (f.get("tcgen05") or f.get("mma_sync") or f.get("wgmma")):
                continue
            if (name in ("dense_gemm_f16", "aligned_gemm_i8", "dense_attention_f16", "matmul_tiled_f16")
                    and sm == "sm_100") == fast:
                cases.append((name, sm, bool(f.get("tcgen05"))))
    return cases


def _check_against_nvidia(name: str, sm: str, nvidia_tcgen05: bool) -> None:
    ops = list(after_pipeline(name, sm).module.walk())
    ours = any(op.name in ("nv_tileas.tcgen05_mma", "nv_tileas.tcgen05_mma_rs") for op in ops)
    reasons = {op.attributes["nv_tileas.tcgen05_fallback"].data for op in ops
               if "nv_tileas.tcgen05_fallback" in op.attributes}
    if not nvidia_tcgen05:
        assert not ours  # NVIDIA keeps mma.sync: so do we
    elif name in NOT_YET:
        assert not ours and reasons == NOT_YET[name]
    else:
        assert ours and not reasons


@pytest.mark.parametrize("name, sm, nvidia_tcgen05", _facts_cases(fast=True))
def test_tcgen05_where_nvidias_code_has_it(name, sm, nvidia_tcgen05):
    """Every tensor-core corpus kernel for which NVIDIA's PTX has tcgen05 on sm_100..sm_110
    uses tcgen05.mma here or is on the not-yet list with its recorded reasons; where NVIDIA's
    keeps mma.sync so does ours (a few here; all in the slow variant)."""
    _check_against_nvidia(name, sm, nvidia_tcgen05)


@pytest.mark.slow
@pytest.mark.parametrize("name, sm, nvidia_tcgen05", _facts_cases(fast=False))
def test_tcgen05_where_nvidias_code_has_it_slow(name, sm, nvidia_tcgen05):
    _check_against_nvidia(name, sm, nvidia_tcgen05)


@pytest.mark.parametrize("name", ["dense_gemm_f16", "dense_gemm_bf16_128"])
def test_tcgen05_ptx(name):
    """Allocation by warp 0 (and relinquish), the accumulator stored, per iteration the MMAs
    of the K steps by one thread, the commit to an mbarrier and the wait; after the loop the
    16x256b loads, the fences and the dealloc; no mma.sync or ldmatrix; 1024-byte aligned."""
    ptx = ptx_of(name)
    n, cols = {"dense_gemm_f16": (64, 64), "dense_gemm_bf16_128": (128, 128)}[name]
    order = [f"tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%rd{''}",
             "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "tcgen05.st.sync.aligned.16x256b",
             "tcgen05.mma.cta_group::1.kind::f16", "tcgen05.commit.cta_group::1.mbarrier::arrive::one",
             "mbarrier.try_wait.parity", "tcgen05.ld.sync.aligned.16x256b", "tcgen05.wait::ld.sync.aligned",
             "tcgen05.fence::before_thread_sync", "tcgen05.dealloc.cta_group::1.sync.aligned.b32"]
    at = [ptx.find(s, ptx.find(order[i - 1]) if i else 0) for i, s in enumerate(order)]
    assert all(x >= 0 for x in at) and at == sorted(at), list(zip(order, at))
    assert f"], {cols};" in ptx  # the columns allocated
    assert "mma.sync" not in ptx and "ldmatrix" not in ptx and ".shared .align 1024" in ptx
    # the K tile of both kernels is 32: two instructions of K = 16, one row block (M = 64 for
    # the 64-row tile, M = 128 for the 128-row one, NVIDIA's shapes) and one N chunk
    assert ptx.count("tcgen05.mma.cta_group::1.kind::f16") == 2


@pytest.mark.parametrize("sm", SMS)
def test_tcgen05_ptx_assembles(sm):
    from tileiras.toolchain.ptxas import ToolchainError, assemble, find_ptxas

    try:
        find_ptxas()
    except ToolchainError:
        pytest.skip("no ptxas")
    cubin = assemble(ptx_of("dense_gemm_bf16_128", sm), get_target(sm), opt_level=3)
    assert cubin[:4] == b"\x7fELF"


@pytest.mark.slow
@pytest.mark.parametrize("sm", SMS)
@pytest.mark.parametrize("name", TCGEN05_KERNELS[:2] + ["dense_gemm_f16"])
def test_tcgen05_ptx_assembles_slow(name, sm):
    from tileiras.toolchain.ptxas import ToolchainError, assemble, find_ptxas

    try:
        find_ptxas()
    except ToolchainError:
        pytest.skip("no ptxas")
    assert "tcgen05.mma" in ptx_of(name, sm)
    assert assemble(ptx_of(name, sm), get_target(sm), opt_level=3)[:4] == b"\x7fELF"


@pytest.mark.parametrize("sm", OTHER_BLACKWELL)
def test_other_blackwell_targets_take_tcgen05(sm):
    """sm_107 (built by LLVM as sm_100a, the .target line rewritten) and sm_110: the same
    selection, PTX that ptxas takes for sm_107a / sm_110a."""
    from tileiras.toolchain.ptxas import ToolchainError, assemble, find_ptxas

    assert any(op.name == "nv_tileas.tcgen05_mma" for op in after_pipeline("dense_gemm_bf16_128", sm).module.walk())
    try:
        find_ptxas()
    except ToolchainError:
        pytest.skip("no ptxas")
    assert assemble(ptx_of("dense_gemm_bf16_128", sm), get_target(sm), opt_level=3)[:4] == b"\x7fELF"


def test_relinquish_only_after_the_last_allocation():
    """The permit to allocate is given up only by a kernel's single allocation outside loops:
    with a second allocation neither relinquishes (an allocation after relinquish is an error)."""
    from tileiras.conversion.tileas_tcgen05 import _relinquish_once

    module = after_pipeline("dense_gemm_f16").module.clone()
    func = next(op for op in module.walk() if op.name == "nv_tileaa.func")
    alloc = next(op for op in func.walk() if op.name == "nv_tileas.tmem_alloc")
    assert alloc.relinquish.value.data == 1
    alloc.parent_block().insert_op_after(alloc.clone(), alloc)
    _relinquish_once(func)
    assert [op.relinquish.value.data for op in func.walk() if op.name == "nv_tileas.tmem_alloc"] == [0, 0]


def test_other_targets_do_not_take_tcgen05():
    for sm in ("sm_90", "sm_120"):
        ops = list(after_pipeline("dense_gemm_f16", sm).module.walk())
        assert not any(op.name.startswith(("nv_tileas.tcgen05", "nv_tileas.tmem")) for op in ops)
        assert not any("nv_tileas.tcgen05_fallback" in op.attributes for op in ops)


def test_the_choice_reads_back():
    """`--print-ir-after=tileas-unspecialized-pipeline` prints the tcgen05 ops with their
    choices; `--start-after` reads them back and gives the same PTX."""
    from tileiras.driver.pipeline import stage_named, state_after

    state = after_pipeline("dense_gemm_f16")
    dumped = stage_named("tileas-unspecialized-pipeline").dump(state)
    assert '"nv_tileas.tcgen05_mma' in dumped and 'atom = "tcgen05.mma.cta_group::1.kind::f16"' in dumped
    assert '"nv_tileas.tmem_alloc' in dumped
    again = state_after("tileas-unspecialized-pipeline", dumped.encode(), "dense_gemm_f16.mlir", state.options)
    pipeline.run_stages(again, pipeline.between("convert-nv-tileas-to-llvm", "nvptx"))
    assert again.ptx == ptx_of("dense_gemm_f16")


# --- the emulator ---------------------------------------------------------------------------------

def _run(name: str, seed: int = 1, sm: str = "sm_100", timeout: float | None = None):
    from corpus_cases import arrays_of, kernel_args, kernel_grid
    from tileiras.simt import Emulator

    data = (BYTECODE / f"{name}.13.4.tileirbc").read_bytes()
    args = kernel_args(name, seed=seed)
    emu = Emulator.from_bytecode(data, sm)
    if timeout is not None:
        emu.wait_timeout_s = timeout
    emu.launch_cutile(kernel_grid(name), *args)
    return arrays_of(args)[-1].astype(np.float32)


def _expected(name: str, seed: int = 1):
    from corpus_cases import arrays_of, kernel_args, kernel_grid
    from tileiras.interp import launch as interp_launch

    data = (BYTECODE / f"{name}.13.4.tileirbc").read_bytes()
    args = kernel_args(name, seed=seed)
    interp_launch(data, kernel_grid(name), *args)
    return arrays_of(args)[-1].astype(np.float32)


def test_emulated_tcgen05_matches_interpreter():
    np.testing.assert_allclose(_run("dense_gemm_f16"), _expected("dense_gemm_f16"), rtol=1e-2, atol=1e-2)


@pytest.mark.slow
def test_emulated_tcgen05_with_cp_async_stages(monkeypatch):
    """Stages filled by cp.async (TMA turned off): the proxy fence and the barrier before the
    MMA thread reads them."""
    from tileiras.transforms import tileas_tma

    monkeypatch.setattr(tileas_tma, "tma_choice", lambda *args: None)
    np.testing.assert_allclose(_run("dense_gemm_bf16_128"), _expected("dense_gemm_bf16_128"), rtol=1e-2, atol=1e-2)


def _unspecialized(monkeypatch) -> None:
    """The kernel keeps every warp on the main loop (no `mma` role: `tileas-warp-specialize`
    off for tcgen05), the form kernels the pass cannot split still take."""
    from tileiras.transforms import tileas_warp_specialize

    monkeypatch.setattr(tileas_warp_specialize, "specializes_tcgen05", lambda target: False)


def test_missing_wait_is_a_fault(monkeypatch):
    """Without the wait for the commit's mbarrier the accumulator is read while MMAs still
    write it (the emulator lands them only when the mbarrier is tested)."""
    from tileiras.conversion.nv_tileas_to_llvm import tcgen05 as lowering
    from tileiras.simt import EmulatorError

    _unspecialized(monkeypatch)
    monkeypatch.setattr(lowering, "wait_for_commit", lambda fl, bars, phase: None)
    with pytest.raises(EmulatorError, match="before its commit's mbarrier was waited on"):
        _run("dense_gemm_f16")


def test_missing_wait_for_the_previous_iteration_is_a_fault(monkeypatch, three_stage_rings):
    """In the overlapped main loop the copies after the MMAs overwrite the stage iteration
    j - 1's MMAs read: without the wait for that iteration's commit they may still read it."""
    from tileiras.conversion.nv_tileas_to_llvm import tcgen05 as lowering
    from tileiras.simt import EmulatorError
    from tileiras.transforms import tileas_pipeline

    _unspecialized(monkeypatch)
    monkeypatch.setattr(lowering, "wait_for_previous", lambda fl, bars, it: None)
    monkeypatch.setattr(tileas_pipeline, "MAX_RING_STAGES", 3)  # its 5 K tiles go round the ring
    with pytest.raises(EmulatorError, match="changed before the mbarrier of its commit|tcgen05.mma reading them has "
                                            "not completed"):
        _run("dense_gemm_f16")


def test_missing_commit_never_completes(monkeypatch):
    """Without the commit nothing arrives on the mbarrier: the wait never ends (the watchdog
    reports it)."""
    from tileiras.conversion.nv_tileas_to_llvm import tcgen05 as lowering
    from tileiras.simt import EmulatorError

    monkeypatch.setattr(lowering, "commit", lambda fl, bars: None)
    with pytest.raises(EmulatorError, match="the phase never completed"):
        _run("dense_gemm_f16", timeout=3.0)


def test_missing_dealloc_is_a_fault(monkeypatch):
    from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS
    from tileiras.simt import EmulatorError

    monkeypatch.setitem(LOWERINGS._rules, "nv_tileas.tmem_dealloc", lambda fl, op: None)
    with pytest.raises(EmulatorError, match="dealloc missing"):
        _run("dense_gemm_f16")


@pytest.mark.slow
@pytest.mark.parametrize("sm", SMS + OTHER_BLACKWELL)
@pytest.mark.parametrize("name", TCGEN05_KERNELS)
def test_emulated_tcgen05_matches_interpreter_slow(name, sm):
    np.testing.assert_allclose(_run(name, seed=2, sm=sm), _expected(name, seed=2), rtol=1e-2, atol=1e-2)


# --- the helpers ------------------------------------------------------------------------------------

def test_every_tcgen05_helper_assembles_for_sm_100():
    """Each helper's GPU body compiles to PTX that ptxas takes for sm_100a."""
    from tileiras.codegen import runtime, tcgen05_helpers
    from tileiras.codegen.nvptx import compile_to_ptx, link_runtime
    from tileiras.conversion.nv_tileas_to_llvm import NVPTX_DATALAYOUT, NVPTX_TRIPLE
    from tileiras.toolchain import ptxas

    names = tcgen05_helpers.all_names()
    lines = [f'target datalayout = "{NVPTX_DATALAYOUT}"', f'target triple = "{NVPTX_TRIPLE}"',
             "@s = internal addrspace(3) global [64 x i8] undef, align 16",
             "define ptx_kernel void @k(ptr addrspace(1) %out, i64 %d, i32 %x) {"]
    for i, n in enumerate(names):
        h = runtime.helper(n)
        args = ", ".join({"ptr addrspace(3)": "ptr addrspace(3) @s", "i64": "i64 %d", "i32": "i32 %x"}[t]
                         for t in h.args)
        if h.ret == "void":
            lines.append(f"  call void {h.symbol}({args})")
            continue
        lines.append(f"  %r{i} = call {h.ret} {h.symbol}({args})")
        lines.append(f"  %e{i} = extractvalue {h.ret} %r{i}, 0")
        lines.append(f"  store volatile i32 %e{i}, ptr addrspace(1) %out")
    lines += ["  ret void", "}"]
    declared = "\n".join(lines) + "\n" + "\n".join(runtime.helper(n).declaration() for n in names) + "\n"
    target = TARGETS["sm_100"]
    ptx = compile_to_ptx(link_runtime(declared, {runtime.helper(n).name for n in names}, 0), target, 3, ["k"])
    for s in ("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32", "tcgen05.relinquish_alloc_permit",
              "tcgen05.dealloc.cta_group::1", "tcgen05.mma.cta_group::1.kind::f16", "tcgen05.commit.cta_group::1",
              "tcgen05.ld.sync.aligned.16x256b.x32.b32", "tcgen05.st.sync.aligned.16x256b.x1.b32",
              "tcgen05.fence::before_thread_sync", "tcgen05.fence::after_thread_sync"):
        assert s in ptx, s
    assert ptxas.assemble(ptx, target)[:4] == b"\x7fELF"
