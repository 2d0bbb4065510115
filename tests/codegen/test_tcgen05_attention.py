"""tcgen05 for attention (sm_100a..sm_110a): dots whose A is a register tile take tcgen05 with
A through tensor memory (`conversion/tileas_tcgen05_attention.py`, `nv_tileas.tcgen05_mma_rs`,
its lowering in `nv_tileas_to_llvm/tcgen05.py`, the model's `st128` / `mma_ts`).

The model is checked against the PTX ISA: the 16x128b fragment (lane l register i at lane
l // 4 + 8 (i & 1), column 4 (i >> 1) + l % 4) holds, two 16-bit elements per column, mma.sync's
m16k16 A fragment (the warpgroup A layout's registers); A's row r at the data-path lane of
D's row r (M = 64, layout F); the product against numpy. NVIDIA's values come from its sm_100
PTX of aligned_attention_f16 (13.5, `--lineinfo` cubin): S = Q K^T with idesc 0x04080010
(M 64, N 32), O += P V with A = [P's columns] and idesc 0x04110010 (M 64, N 64, V N-major);
dense_attention_f16 S with 0x04100010 (N 64).
"""

from __future__ import annotations

import numpy as np
import pytest

from test_tcgen05 import SMS, OTHER_BLACKWELL, _expected, _fake_smem, _run, after_pipeline, ptx_of
from test_wgmma import _reference_offset
from tileiras.layout.tcgen05_atom import instruction_descriptor, smem_descriptor, tmem_lane
from tileiras.layout.wgmma_atom import Descriptor
from tileiras.simt import tcgen05_model

ATTENTION = ["aligned_attention_f16", "dense_attention_f16"]
"""Pipelined attention kernels whose two products take tcgen05 (NVIDIA's 13.5 does too)."""
STAGED = ["causal_attention_bf16", "fused_attention_f16"]
"""Attention kernels whose K and V loads the pipeline does not stage: K and V are written to
canonical buffers by the operand staging (`tileas_operand_stage`), Q and P go through tensor
memory."""
IDESC = {"aligned_attention_f16": (0x04080010, 0x04110010), "dense_attention_f16": (0x04100010, 0x04110010),
         "causal_attention_bf16": (0x04100490, 0x04110490), "fused_attention_f16": (0x04080010, 0x04110010)}
"""Our instruction descriptors of S = Q K^T and O += P V: M 64; N 32 (32-row K tiles) or 64;
bf16 for causal; V N-major. NVIDIA's (its sm_100 PTX) are the same for the two pipelined
kernels; for the two staged ones its S is the same and its O reads V K-major (0x04100490,
0x04100010: it stores V transposed, we store it as loaded)."""


# --- the model against the ISA ---------------------------------------------------------------------

@pytest.mark.parametrize("tid", range(0, 128, 5))
def test_16x128b_fragment_is_the_mma_a_fragment(tid):
    """Register j of K slice k0 of the m16k16 A fragment (rows g, g + 8, g, g + 8; K 2t, 2t,
    2t + 8, 2t + 8 and the next) lies, through layout F and two elements per column, at the
    cell the 16x128b store puts it: register 4 (k0 / 16) + j of the warp's store."""
    w, lane = tid // 32, tid % 32
    g, t = lane // 4, lane % 4
    K = 64
    lanes, cols = tcgen05_model._cells(tid, (32 * w) << 16, K // 4, 128)
    for k0 in range(0, K, 16):
        for j in range(4):
            row = 16 * w + g + 8 * (j & 1)
            k = k0 + 2 * t + 8 * (j >> 1)
            i = 4 * (k0 // 16) + j
            assert (lanes[i], cols[i]) == (tmem_lane(row), k // 2)


def _tmem_a(a: np.ndarray, col0: int) -> np.ndarray:
    """The 128 x 512 words holding A (64 x K, f16) from column col0 (the ISA's placement)."""
    words = np.zeros((128, 512), dtype=np.uint32)
    packed = a.astype(np.float16).view(np.uint16).astype(np.uint32)
    for r in range(a.shape[0]):
        words[tmem_lane(r), col0:col0 + a.shape[1] // 2] = packed[r, 0::2] | packed[r, 1::2] << 16
    return words


@pytest.mark.parametrize("n,b_mn_major,d_lane", [(32, False, 0), (64, True, 16)])
def test_mma_with_a_in_tensor_memory(monkeypatch, n, b_mn_major, d_lane):
    """A (64 x 16) in tensor memory at column 96, B in shared memory by the ISA's figures:
    D = A B lands at layout F's lanes (the half the address's lane field names) when the
    commit's mbarrier is tested."""
    rng = np.random.default_rng(1)
    a = rng.integers(-4, 5, (64, 16)).astype(np.float16)
    b_shape = (16, n) if b_mn_major else (n, 16)
    b_store = rng.integers(-4, 5, b_shape).astype(np.float16)
    smem, ptr, emu = _fake_smem(monkeypatch, 8192)
    halves = smem.view(np.float16)
    for r in range(b_shape[0]):
        for c in range(b_shape[1]):
            halves[_reference_offset(r, c, *b_shape, 2) // 2] = b_store[r, c]
    b = b_store.T if b_mn_major else b_store  # N x K
    w = min(128, b_shape[1] * 2)
    db = Descriptor(ptr % 2**18, b_shape[0] * w if b_mn_major else 16, 8 * w, w)
    tcgen05_model.begin_block()
    slot = np.zeros(1, dtype=np.uint32)
    tcgen05_model.alloc(0, ptr, slot.ctypes.data, 128)
    cta = tcgen05_model._cta()
    cta.tmem[:] = _tmem_a(a, 96)
    idesc = instruction_descriptor("f16", "f16", "f16", "f32", 64, n, False, b_mn_major)
    tcgen05_model.mma_ts(0, ptr, d_lane << 16, 96, smem_descriptor(db), idesc, 0)
    tcgen05_model.commit(0, ptr, 0x40)
    tcgen05_model.land(0x40)
    assert not emu.faults
    got = np.array([[cta.tmem[tmem_lane(r) + d_lane, c] for c in range(n)] for r in range(64)], dtype=np.uint32)
    np.testing.assert_array_equal(got.view(np.float32), a.astype(np.float64) @ b.T.astype(np.float64))
    tcgen05_model.dealloc(0, ptr, 0, 128)
    assert tcgen05_model.end_block() == []


def test_writing_a_while_an_mma_reads_it_is_a_fault(monkeypatch):
    """A tcgen05.st of P's columns before the commit's mbarrier of the MMA that reads them as
    A was waited on is a fault; after it, the store is fine. The scores read before their
    commit's wait are a fault too; an A changed behind the model's back is seen at landing."""
    smem, ptr, emu = _fake_smem(monkeypatch, 4096)
    smem.view(np.float16)[:8 * 16] = 1.0
    db = smem_descriptor(Descriptor(ptr % 2**18, 16, 256, 32))
    idesc = instruction_descriptor("f16", "f16", "f16", "f32", 64, 8, False, False)
    tcgen05_model.begin_block()
    slot = np.zeros(1, dtype=np.uint32)
    tcgen05_model.alloc(0, ptr, slot.ctypes.data, 64)
    vals = np.arange(8, dtype=np.uint32)
    out = np.zeros(16, dtype=np.uint32)
    tcgen05_model.st128(37, ptr, (32 << 16) | 32, vals.ctypes.data, 8)  # warp 1's A rows, columns 32..47
    assert not emu.faults
    tcgen05_model.mma_ts(0, ptr, 0, 32, db, idesc, 1)
    tcgen05_model.commit(0, ptr, 0x80)
    tcgen05_model.st128(37, ptr, (32 << 16) | 32, vals.ctypes.data, 8)
    assert "reads as A before its commit's mbarrier was waited on" in emu.faults[-1]
    tcgen05_model.ld(37, ptr, 32 << 16, out.ctypes.data, 16)
    assert "before its commit's mbarrier was waited on" in emu.faults[-1]
    n = len(emu.faults)
    tcgen05_model.land(0x80)
    tcgen05_model.st128(37, ptr, (32 << 16) | 32, vals.ctypes.data, 8)
    tcgen05_model.ld(37, ptr, 32 << 16, out.ctypes.data, 16)
    assert len(emu.faults) == n
    tcgen05_model.mma_ts(0, ptr, 0, 32, db, idesc, 1)
    tcgen05_model.commit(0, ptr, 0x80)
    tcgen05_model._cta().tmem[40, 32] ^= 1  # A changes under the in-flight MMA
    tcgen05_model.land(0x80)
    assert "changed before the mbarrier of its commit" in emu.faults[-1]
    tcgen05_model.mma_ts(0, ptr, 32 << 16, 32, db, idesc, 1)  # M = 64 has lane halves 0 and 16 only
    assert "outside the tensor memory allocated" in emu.faults[-1]
    tcgen05_model.dealloc(0, ptr, 0, 64)
    tcgen05_model.end_block()


# --- the selection and the PTX ----------------------------------------------------------------------

@pytest.mark.parametrize("sm", SMS + OTHER_BLACKWELL)
@pytest.mark.parametrize("name", ATTENTION + STAGED)
def test_both_products_select_tcgen05(name, sm):
    """Both dots become tcgen05_mma_rs with NVIDIA's instruction descriptors; S starts from
    zero (not stored), O from its rescaled value read from tensor memory; one allocation of 128
    columns before the loop (NVIDIA's count: the accumulators in both lane halves, nothing
    overlapping), its dealloc after it, one mbarrier per dot and one for the final commit."""
    ops = list(after_pipeline(name, sm).module.walk())
    assert not any(op.name == "nv_tileaa.dot" for op in ops)
    mma = [op for op in ops if op.name == "nv_tileas.tcgen05_mma_rs"]
    assert tuple(m.idesc.value.data for m in mma) == IDESC[name]
    assert [m.zero_acc.value.data for m in mma] == [1, 0] and [m.bar.value.data for m in mma] == [0, 1]
    # Q (defined before the loop) is stored to its columns once, before the loop; P every iteration
    assert [m.a_stored.value.data for m in mma] == [1, 0]
    store_q = [op for op in ops if op.name == "nv_tileas.tmem_store_a"]
    assert len(store_q) == 1 and store_q[0].a is mma[0].a and store_q[0].col.value.data == mma[0].a_col.value.data
    allocs = [op for op in ops if op.name == "nv_tileas.tmem_alloc"]
    assert len(allocs) == 1 and allocs[0].relinquish.value.data == 1
    cols = allocs[0].columns.value.data
    assert cols == 128  # NVIDIA's: S and O share columns in the two lane halves M = 64 uses
    spans = []  # (lane half, first column, columns)
    for m in mma:
        (M, K), (_, N) = m.a.type.get_shape(), m.acc.type.get_shape()
        spans += [(m.d_lane.value.data, m.d_col.value.data, M // 64 * N), (0, m.a_col.value.data, M // 64 * K // 2)]
    spans.sort()
    assert all(h != h2 or a + n <= b for (h, a, n), (h2, b, _) in zip(spans, spans[1:]))
    assert max(a + n for _, a, n in spans) <= cols and sorted({h for h, _, _ in spans}) == [0, 16]
    loop = mma[0].parent_op()
    assert loop.name == "scf.for" and mma[1].parent_op() is loop
    names = [op.name for op in loop.parent_block().ops]
    assert (names.index("nv_tileas.tmem_alloc") < names.index("nv_tileas.tmem_store_a") < names.index("scf.for")
            < names.index("nv_tileas.tmem_dealloc"))
    # O stays in tensor memory (NVIDIA's): stored before the loop, read back before its rescale
    # after the wait for the previous iteration's commit, the MMA does not wait; after the loop
    # a commit to mbarrier 2 and the last read; S is waited for and read in its op
    assert mma[0].bars.type.get_shape() == (3,) and [m.wait.value.data for m in mma] == [1, 0]
    assert not mma[1].result.uses and loop.body.block.last_op.operands[0] is loop.body.block.args[1]
    body = list(loop.body.block.ops)
    load = next(op for op in body if op.name == "nv_tileas.tmem_acc_load")
    assert load.wait.value.data == 1 and load.bar.value.data == 1
    assert (load.lane.value.data, load.col.value.data) == (mma[1].d_lane.value.data, mma[1].d_col.value.data)
    assert mma[1].acc.owner.name == "arith.mulf" and load.result in mma[1].acc.owner.operands
    after = names[names.index("scf.for"):]
    assert after[:4] == ["scf.for", "nv_tileas.tcgen05_wait", "arith.constant", "nv_tileas.tmem_acc_load"]
    assert names.index("nv_tileas.tmem_acc_store") < names.index("scf.for")
    if name in STAGED:  # B from a buffer the staging filled: stores, proxy fence, barrier before the MMA
        for m in mma:
            body = list(m.parent_block().ops)
            at = body.index(m)
            assert m.b_buffer.owner.name == "nv_tileas.alloc_shared"
            store = next(op for op in body if op.name == "nv_tileas.store_shared" and op.operands[1] is m.b_buffer)
            i = body.index(store)
            assert [op.name for op in body[i + 1:i + 3]] == ["nv_tileas.fence_proxy_async", "nv_tileas.barrier"]
            assert i < at


def test_attention_ptx():
    """Q stored with 16x128b once before the loop (K 64, .x8); per iteration P (K 32, .x4,
    NVIDIA's shape for P),
    the fences around the barrier, the MMAs with A from tensor memory, the commit, the wait,
    the 16x256b loads; no mma.sync."""
    ptx = ptx_of("aligned_attention_f16")
    order = ["tcgen05.alloc.cta_group::1", "tcgen05.st.sync.aligned.16x128b.x8.b32",
             "tcgen05.fence::before_thread_sync", "bar.sync", "tcgen05.fence::after_thread_sync",
             "tcgen05.mma.cta_group::1.kind::f16 [%r", "tcgen05.commit.cta_group::1", "mbarrier.try_wait.parity",
             "tcgen05.ld.sync.aligned.16x256b", "tcgen05.st.sync.aligned.16x128b.x4.b32",
             "tcgen05.st.sync.aligned.16x256b", "tcgen05.mma.cta_group::1.kind::f16 [%r",
             "tcgen05.dealloc.cta_group::1"]
    at = [0]
    for s in order:
        at.append(ptx.find(s, at[-1] + 1) if at[-1] >= 0 else -1)
    assert all(x >= 0 for x in at), list(zip(order, at[1:]))
    assert "mma.sync" not in ptx and ptx.count("tcgen05.mma.cta_group::1.kind::f16") == 6  # 4 for S (K 64), 2 for O
    assert ptx.count("16x128b.x8") == 1 and ptx.count("16x128b.x4") == 1
    import re

    assert len(re.findall(r"tcgen05\.mma\.cta_group::1\.kind::f16 \[%r\d+\], \[%r\d+\]", ptx)) == 6


@pytest.mark.parametrize("name", ["aligned_attention_f16", "fused_attention_f16"])
def test_the_choice_reads_back(name):
    """`--print-ir-after=tileas-unspecialized-pipeline` prints tcgen05_mma_rs and tmem_store_a
    with their choices; `--start-after` reads them back and gives the same PTX."""
    from tileiras.driver import pipeline
    from tileiras.driver.pipeline import stage_named, state_after

    state = after_pipeline(name)
    dumped = stage_named("tileas-unspecialized-pipeline").dump(state)
    assert '"nv_tileas.tcgen05_mma_rs' in dumped and '"nv_tileas.tmem_store_a' in dumped and "d_lane = 16" in dumped
    again = state_after("tileas-unspecialized-pipeline", dumped.encode(), f"{name}.mlir", state.options)
    pipeline.run_stages(again, pipeline.between("convert-nv-tileas-to-llvm", "nvptx"))
    assert again.ptx == ptx_of(name)


@pytest.mark.parametrize("sm", SMS + OTHER_BLACKWELL)
def test_attention_ptx_assembles(sm):
    from tileiras.target import get_target
    from tileiras.toolchain.ptxas import ToolchainError, assemble, find_ptxas

    try:
        find_ptxas()
    except ToolchainError:
        pytest.skip("no ptxas")
    assert assemble(ptx_of("aligned_attention_f16", sm), get_target(sm), opt_level=3)[:4] == b"\x7fELF"


@pytest.mark.slow
@pytest.mark.parametrize("sm", SMS + OTHER_BLACKWELL)
@pytest.mark.parametrize("name", ["dense_attention_f16"] + STAGED)
def test_attention_ptx_assembles_slow(name, sm):
    from tileiras.target import get_target
    from tileiras.toolchain.ptxas import ToolchainError, assemble, find_ptxas

    try:
        find_ptxas()
    except ToolchainError:
        pytest.skip("no ptxas")
    assert assemble(ptx_of(name, sm), get_target(sm), opt_level=3)[:4] == b"\x7fELF"


def test_the_helpers_assemble():
    """The A-from-tensor-memory helpers' GPU bodies compile to PTX ptxas takes for sm_100a."""
    from tileiras.codegen import runtime, tcgen05_tmem_a_helpers
    from tileiras.codegen.nvptx import compile_to_ptx, link_runtime
    from tileiras.conversion.nv_tileas_to_llvm import NVPTX_DATALAYOUT, NVPTX_TRIPLE
    from tileiras.target import TARGETS
    from tileiras.toolchain import ptxas

    names = tcgen05_tmem_a_helpers.all_names()
    lines = [f'target datalayout = "{NVPTX_DATALAYOUT}"', f'target triple = "{NVPTX_TRIPLE}"',
             "define ptx_kernel void @k(i64 %d, i32 %x) {"]
    for n in names:
        h = runtime.helper(n)
        args = ", ".join({"i64": "i64 %d", "i32": "i32 %x"}[t] for t in h.args)
        lines.append(f"  call void {h.symbol}({args})")
    lines += ["  ret void", "}"]
    text = "\n".join(lines) + "\n" + "\n".join(runtime.helper(n).declaration() for n in names) + "\n"
    ptx = compile_to_ptx(link_runtime(text, {runtime.helper(n).name for n in names}, 0), TARGETS["sm_100"], 3, ["k"])
    assert "tcgen05.st.sync.aligned.16x128b.x8.b32" in ptx and "], [%r" in ptx
    try:
        ptxas.find_ptxas()
    except ptxas.ToolchainError:
        pytest.skip("no ptxas")
    assert ptxas.assemble(ptx, TARGETS["sm_100"])[:4] == b"\x7fELF"


# --- the emulator --------------------------------------------------------------------------------------

def test_emulated_attention_matches_interpreter():
    np.testing.assert_allclose(_run("aligned_attention_f16"), _expected("aligned_attention_f16"), rtol=1e-2,
                               atol=1e-2)


@pytest.mark.slow
@pytest.mark.parametrize("sm", SMS + OTHER_BLACKWELL)
@pytest.mark.parametrize("name", ATTENTION + STAGED)
def test_emulated_attention_matches_interpreter_slow(name, sm):
    np.testing.assert_allclose(_run(name, seed=2, sm=sm), _expected(name, seed=2), rtol=1e-2, atol=1e-2)


@pytest.mark.slow
def test_reading_the_scores_before_the_wait_is_a_fault(monkeypatch):
    """Without the wait for the commit's mbarrier every thread reads S (and O) while the MMAs
    still write it: the emulator's model reports it."""
    from tileiras.conversion.nv_tileas_to_llvm import tcgen05 as lowering
    from tileiras.simt import EmulatorError

    monkeypatch.setattr(lowering, "wait_for_commit", lambda fl, bars, phase: None)
    with pytest.raises(EmulatorError, match="before its commit's mbarrier was waited on"):
        _run("aligned_attention_f16")



@pytest.mark.slow
def test_emulated_attention_with_cp_async_stages(monkeypatch):
    """K and V stages filled by cp.async (TMA turned off): the proxy fence after the stage's
    wait and the barrier before the MMA thread reads them through descriptors."""
    from tileiras.transforms import tileas_tma

    monkeypatch.setattr(tileas_tma, "tma_choice", lambda *args, **kwargs: None)
    np.testing.assert_allclose(_run("dense_attention_f16"), _expected("dense_attention_f16"), rtol=1e-2, atol=1e-2)


@pytest.mark.slow
def test_reading_o_before_the_last_commit_is_a_fault(monkeypatch):
    """O stays in tensor memory and the last P V does not wait: without the commit to
    mbarrier 2 and its wait after the loop, the last read of O comes before that MMA landed."""
    from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS
    from tileiras.simt import EmulatorError

    monkeypatch.setitem(LOWERINGS._rules, "nv_tileas.tcgen05_wait", lambda fl, op: None)
    with pytest.raises(EmulatorError, match="before its commit's mbarrier was waited on"):
        _run("aligned_attention_f16")
