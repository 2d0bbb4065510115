"""wgmma through operand staging on sm_90 (`conversion/tileas_operand_stage.py`): dots whose
operands are register tiles (unaligned views, loops the pipeline does not stage) store them
into wgmma-canonical shared buffers and issue wgmma from descriptors, as NVIDIA's 13.5 does
(its `--lineinfo` PTX: `st.shared`, `fence.proxy.async.shared::cta`, `bar.sync 0`,
`wgmma.fence`, the K steps, commit, `wait_group 0`; attention's P stays in registers).

The whole-corpus check reads NVIDIA's recorded facts (tests/codegen/golden/nvidia_ptx_facts.json):
on sm_90 our kernels use wgmma exactly where NVIDIA's do, with the same instruction shapes.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

from test_wgmma import _expected, _run, after_pipeline, ptx_of
from tileiras.conversion.tileas_wgmma import FALLBACK_ATTR, WGMMA_SWIZZLE

GOLDEN = Path(__file__).resolve().parent / "golden" / "nvidia_ptx_facts.json"
GEMMS = ["matmul_tiled_f16", "matmul_tiled_bf16_f32out", "matmul_swizzled_f16"]
ATTENTION = ["fused_attention_f16", "causal_attention_bf16"]
WG_OPS = ("nv_tileas.wgmma", "nv_tileas.wgmma_rs")


def _ops(name: str):
    return list(after_pipeline(name).module.walk())


def _buffer(v):
    return v.owner


@pytest.mark.parametrize("name", GEMMS + ATTENTION)
def test_staged_dots_take_wgmma(name):
    """Each dot is a wgmma whose shared operands are `store_shared` buffers in the canonical
    layout, within the buffer budget; the stored tiles are the loaded ones (no conversion to
    the MMA layout left); stores, proxy fence and barrier come before the wgmma, which waits
    for its group (pending 0: the next write of the buffers only needs a barrier)."""
    ops = _ops(name)
    assert not any(op.name == "nv_tileaa.dot" for op in ops)
    wgs = [op for op in ops if op.name in WG_OPS]
    assert len(wgs) == (2 if name in ATTENTION else 1)
    stores = [op for op in ops if op.name == "nv_tileas.store_shared"]
    for wg in wgs:
        assert wg.pending.value.data == 0
        bufs = [wg.b_buffer] + ([wg.a_buffer] if wg.name == "nv_tileas.wgmma" else [])
        for b in bufs:
            alloc = _buffer(b)
            assert alloc.name == "nv_tileas.alloc_shared" and alloc.swizzle.value.data == WGMMA_SWIZZLE
            assert alloc.offset.value.data % 1024 == 0
            writers = [s for s in stores if s.buffer is b]
            assert len(writers) == 1 and writers[0].value.owner.name == "nv_tileaa.tiled_load"
        # the barrier just before the wgmma follows a proxy fence (in the same block, or, for
        # a tile stored before the loop, where it was stored)
        assert wg.prev_op.name == "nv_tileas.barrier" and wg.prev_op.prev_op.name == "nv_tileas.fence_proxy_async"
    # GEMMs read A from shared memory; attention's Q K^T too, P V from registers (NVIDIA's choice)
    assert [op.name for op in wgs] == (["nv_tileas.wgmma"] if name in GEMMS else ["nv_tileas.wgmma", "nv_tileas.wgmma_rs"])


def test_loop_invariant_tile_is_stored_once_before_the_loop():
    """fused_attention_f16's Q is loaded before the K loop: stored there once; K and V are
    stored in the loop. Two barriers an iteration, as NVIDIA's: the one before P V also
    orders Q K^T's reads of K before the next iteration's K stores, so K needs no barrier of
    its own before them; matmul_tiled_f16's one group needs both."""
    ops = _ops("fused_attention_f16")
    stores = [op for op in ops if op.name == "nv_tileas.store_shared"]
    in_loop = [op.parent_op().name == "scf.for" for op in stores]
    assert sorted(in_loop) == [False, True, True]
    loop = next(s for s in stores if s.parent_op().name == "scf.for").parent_op()
    body = list(loop.body.block.ops)
    barriers = [i for i, op in enumerate(body) if op.name == "nv_tileas.barrier"]
    wgs = [i for i, op in enumerate(body) if op.name in WG_OPS]
    assert len(barriers) == 2 and [i + 1 for i in barriers] == wgs
    gemm = next(op for op in _ops("matmul_tiled_f16") if op.name == "scf.for")
    assert [op.name for op in gemm.body.block.ops].count("nv_tileas.barrier") == 2


def test_every_sm90_kernel_uses_wgmma_where_nvidia_does():
    """NVIDIA's recorded facts: a kernel uses wgmma on sm_90 iff ours does, with the same
    instruction shapes; the others keep mma.sync with a recorded reason."""
    facts = json.loads(GOLDEN.read_text())
    checked = 0
    for f, per_sm in sorted(facts.items()):
        nv = per_sm.get("sm_90", {})
        if not (nv.get("wgmma") or nv.get("mma_sync")):
            continue
        ops = _ops(f.removesuffix(".13.4.tileirbc"))
        ours = {re.match(r"wgmma\.(m64n\d+k\d+)", op.atom.data).group(1) for op in ops if op.name in WG_OPS}
        if nv.get("wgmma"):
            assert ours == set(nv["mma_shapes"]), f
        else:
            assert not ours, f
            assert any(FALLBACK_ATTR in op.attributes for op in ops), f
        checked += 1
    assert checked >= 25


def test_staging_ptx():
    """matmul_tiled_f16's loop: 64-bit st.shared (each thread's 4 loaded elements; NVIDIA
    stores 2-byte scalars), the proxy fence, a barrier, wgmma.fence, two m64n64k16 from
    descriptors (A and B), commit, wait_group 0; no mma.sync or ldmatrix left; two 4 KiB
    buffers at the start of the 1024-byte aligned shared array."""
    ptx = ptx_of("matmul_tiled_f16")
    assert "mma.sync" not in ptx and "ldmatrix" not in ptx
    assert ptx.count("wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16") == 2
    assert len(re.findall(r"st\.shared\.v2\.b32", ptx)) == 8 and not re.findall(r"st\.shared\.b16", ptx)
    order = [ptx.rindex(re.findall(r"st\.shared\.v2\.b32[^\n]*", ptx)[-1]), ptx.index("fence.proxy.async.shared::cta;"),
             ptx.index("wgmma.fence.sync.aligned;"), ptx.index("wgmma.mma_async"),
             ptx.index("wgmma.commit_group.sync.aligned;"), ptx.index("wgmma.wait_group.sync.aligned 0;")]
    assert order == sorted(order)
    between = ptx[order[1]:order[2]]
    assert re.search(r"bar(rier)?\.sync", between)
    assert re.search(r"\.shared \.align 1024 \.b8 \S+\[8192\]", ptx)


def test_register_a_form_for_the_computed_operand():
    """fused_attention_f16's P V: P's four registers per K step in place of A's descriptor."""
    ptx = ptx_of("fused_attention_f16")
    pv = [ln for ln in ptx.splitlines() if "wgmma.mma_async.sync.aligned.m64n64k16" in ln]
    qk = [ln for ln in ptx.splitlines() if "wgmma.mma_async.sync.aligned.m64n32k16" in ln]
    assert len(pv) == 2 and all("}, {%r" in ln for ln in pv)
    assert len(qk) == 4 and not any("}, {%r" in ln for ln in qk)


def test_staging_over_the_budget_keeps_mma_sync(monkeypatch):
    """With no shared memory to spare the dot keeps mma.sync, the staging's reason appended."""
    from tileiras.conversion import tileas_operand_stage
    from tileiras.driver import pipeline
    from tileiras.driver.compile import read_bytecode
    from tileiras.driver.options import CompileOptions
    from tileiras.target import get_target
    from corpus_cases import BYTECODE

    monkeypatch.setattr(tileas_operand_stage, "pipeline_budget", lambda target: 4096)
    module = read_bytecode((BYTECODE / "matmul_tiled_f16.13.4.tileirbc").read_bytes()).module
    state = pipeline.PipelineState(module, get_target("sm_90"), CompileOptions(gpu_name="sm_90", emit="ptx"))
    pipeline.run_stages(state, pipeline.between("check-supported", "tileas-unspecialized-pipeline"))
    ops = list(state.module.walk())
    assert not any(op.name in WG_OPS or op.name == "nv_tileas.store_shared" for op in ops)
    (dot,) = [op for op in ops if op.name == "nv_tileaa.dot"]
    assert dot.attributes[FALLBACK_ATTR].data == ("B: operand is not read from a shared-memory stage; staging: "
                                                  "staging needs 8192 bytes of shared memory, over the 4096-byte budget")


def test_the_staging_reads_back():
    """`--print-ir-after=tileas-unspecialized-pipeline` shows the staging; `--start-after`
    reads it back and gives the same PTX."""
    from tileiras.driver import pipeline
    from tileiras.driver.pipeline import stage_named, state_after

    state = after_pipeline("matmul_tiled_f16")
    dumped = stage_named("tileas-unspecialized-pipeline").dump(state)
    assert '"nv_tileas.store_shared"' in dumped and '"nv_tileas.wgmma"' in dumped
    again = state_after("tileas-unspecialized-pipeline", dumped.encode(), "matmul_tiled_f16.mlir", state.options)
    pipeline.run_stages(again, pipeline.between("convert-nv-tileas-to-llvm", "nvptx"))
    assert again.ptx == ptx_of("matmul_tiled_f16")


def test_staged_ptx_assembles():
    from tileiras.target import get_target
    from tileiras.toolchain.ptxas import ToolchainError, assemble, find_ptxas

    try:
        find_ptxas()
    except ToolchainError:
        pytest.skip("no ptxas")
    assert assemble(ptx_of("matmul_tiled_f16"), get_target("sm_90"), opt_level=3)[:4] == b"\x7fELF"


# The emulator (sm_90 by default) runs matmul_tiled_f16 and fused_attention_f16 against the
# interpreter in test_simt_vs_interp's default set; the other three here, slow.
@pytest.mark.slow
@pytest.mark.parametrize("name", ["matmul_tiled_bf16_f32out", "matmul_swizzled_f16", "causal_attention_bf16"])
def test_emulated_staged_wgmma_matches_interpreter_slow(name):
    np.testing.assert_allclose(_run(name, seed=2), _expected(name, seed=2), rtol=1e-2, atol=1e-2)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["matmul_tiled_bf16_f32out", "matmul_swizzled_f16", *ATTENTION])
def test_staged_ptx_assembles_slow(name):
    from tileiras.target import get_target
    from tileiras.toolchain.ptxas import ToolchainError, assemble, find_ptxas

    try:
        find_ptxas()
    except ToolchainError:
        pytest.skip("no ptxas")
    assert assemble(ptx_of(name), get_target("sm_90"), opt_level=3)[:4] == b"\x7fELF"


# --- tcgen05 (sm_100, sm_103): the same staging for the GEMM main loops ----------------------------

@pytest.mark.parametrize("sm", ["sm_100", "sm_103"])
@pytest.mark.parametrize("name", GEMMS)
def test_staged_gemms_take_tcgen05(name, sm):
    """NVIDIA's 13.5 issues tcgen05 for these GEMMs on sm_100/103: both operands (tcgen05 has
    no register A) stored into canonical buffers, then tcgen05.mma reads them; no mma.sync."""
    ops = list(after_pipeline(name, sm).module.walk())
    (mma,) = [op for op in ops if op.name == "nv_tileas.tcgen05_mma"]
    assert not any(op.name in ("nv_tileaa.dot", "nv_tileas.load_shared") for op in ops)
    stores = [op for op in ops if op.name == "nv_tileas.store_shared"]
    assert {s.buffer for s in stores} == {mma.operands[1], mma.operands[3]}
    assert all(s.buffer.owner.swizzle.value.data == WGMMA_SWIZZLE for s in stores)
    ptx = ptx_of(name, sm)
    assert "tcgen05.mma" in ptx and "mma.sync" not in ptx
    assert ptx.index("fence.proxy.async.shared::cta;") < ptx.index("tcgen05.mma")


def test_staged_attention_on_tcgen05_stages_k_and_v_only():
    """Attention (two MMAs a loop, not a GEMM main loop) on tcgen05: only B (K, V) is staged,
    by `tileas_tcgen05_attention.stage_attention_b`; Q and P go through tensor memory
    (test_tcgen05_attention.py)."""
    for name in ATTENTION:
        ops = list(after_pipeline(name, "sm_100").module.walk())
        mma = [op for op in ops if op.name == "nv_tileas.tcgen05_mma_rs"]
        stores = [op for op in ops if op.name == "nv_tileas.store_shared"]
        assert len(mma) == 2 and {s.buffer for s in stores} == {m.b_buffer for m in mma}


@pytest.mark.slow
def test_emulated_staged_tcgen05_matches_interpreter():
    from corpus_cases import BYTECODE, arrays_of, kernel_args, kernel_grid
    from tileiras.simt import Emulator

    name = "matmul_tiled_bf16_f32out"
    args = kernel_args(name, seed=1)
    Emulator.from_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes(), "sm_100").launch_cutile(
        kernel_grid(name), *args)
    np.testing.assert_allclose(arrays_of(args)[-1].astype(np.float32), _expected(name), rtol=1e-2, atol=1e-2)


@pytest.mark.slow
@pytest.mark.parametrize("name", GEMMS)
def test_staged_tcgen05_ptx_assembles_and_runs_slow(name):
    from corpus_cases import BYTECODE, arrays_of, kernel_args, kernel_grid
    from tileiras.simt import Emulator
    from tileiras.target import get_target
    from tileiras.toolchain.ptxas import ToolchainError, assemble, find_ptxas

    try:
        find_ptxas()
    except ToolchainError:
        pass  # no ptxas: the emulator still runs
    else:
        assert assemble(ptx_of(name, "sm_100"), get_target("sm_100"), opt_level=3)[:4] == b"\x7fELF"
    args = kernel_args(name, seed=2)
    Emulator.from_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes(), "sm_103").launch_cutile(
        kernel_grid(name), *args)
    np.testing.assert_allclose(arrays_of(args)[-1].astype(np.float32), _expected(name, seed=2), rtol=1e-2, atol=1e-2)


@pytest.mark.slow
@pytest.mark.parametrize("dropped", ["before the stores", "after the fence"])
def test_the_staging_barriers_are_checked_by_the_emulator(dropped, monkeypatch):
    """Without the barrier before a loop's stores (the previous iteration's wgmmas of other
    warps still read the buffers) or the one after the proxy fence (a warp's wgmma reads
    what other warps have not written yet), the emulator sees a stage change under a wgmma."""
    from tileiras.conversion import tileas_operand_stage as stage
    from tileiras.simt import EmulatorError

    if dropped == "before the stores":
        def drop_all(war):
            for barrier, _ in war:
                barrier.detach()
                barrier.erase()

        monkeypatch.setattr(stage, "_drop_covered", drop_all)
    else:
        real = stage.stage_dot

        def without_barrier(func, dot, *args):
            war = real(func, dot, *args)
            for op in list(func.walk()):
                if op.name == "nv_tileas.fence_proxy_async" and op.next_op.name == "nv_tileas.barrier":
                    barrier = op.next_op
                    barrier.detach()
                    barrier.erase()
            return war

        monkeypatch.setattr(stage, "stage_dot", without_barrier)
    with pytest.raises(EmulatorError, match="changed before the wait_group"):
        _run("matmul_tiled_f16")


@pytest.mark.parametrize("name", ["dense_gemm_f16", "aligned_attention_f16"])
def test_operands_read_from_pipeline_stages_are_not_staged(name):
    """A pipelined dot's operands already come from shared-memory stages (attention's P V: A
    computed in registers): nothing to stage. (Attention's Q K^T would stage Q, a loaded
    tile; the stage-reading selection takes that dot first, with Q in registers.)"""
    from corpus_cases import BYTECODE
    from tileiras.conversion.tileas_operand_stage import plan_staging
    from tileiras.driver import pipeline
    from tileiras.driver.compile import read_bytecode
    from tileiras.driver.options import CompileOptions
    from tileiras.target import get_target
    from tileiras.transforms.tileas_pipeline import pipeline_module

    module = read_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes()).module
    state = pipeline.PipelineState(module, get_target("sm_90"), CompileOptions(gpu_name="sm_90", emit="ptx"))
    pipeline.run_stages(state, pipeline.between("check-supported", "convert-nv-tileaa-to-nv-tileas"))
    pipeline_module(state.module, state.target)
    dots = [op for op in state.module.walk() if op.name == "nv_tileaa.dot"]
    assert len(dots) == (2 if "attention" in name else 1)
    assert plan_staging(dots[-1], 4) == "no operand to stage"
