"""The Ampere-class path of tensor-core kernels: cp.async into shared stages, ldmatrix, mma.sync.

Every corpus tensor-core kernel whose tiles come from aligned views (a unit inner stride and
16-byte aligned base and strides, what cuTile records for arrays allocated the usual way) is
compiled for sm_80, sm_86, sm_89 and sm_120; its PTX must copy the MMA operands with
`cp.async`, read them with `ldmatrix` and multiply with `mma.sync`, and its main loop must
keep at least two stages in flight when the kernel's K loop has at least two tiles. Kernels on
unaligned views keep plain loads (so does NVIDIA's tileiras: `cp.async` moves 4, 8 or 16
aligned bytes); 32-bit element tiles are still copied asynchronously, 4 bytes at a time.

The emulator runs the same code against the interpreter (`test_simt_vs_interp.py`), which
catches a wrong wait count or stage index (see also `test_pipeline_wait_is_checked_by_the_emulator`).
"""

from __future__ import annotations

import functools
import re

import pytest

from corpus_cases import BYTECODE, uses_mma
from tileiras.driver import pipeline
from tileiras.driver.compile import read_bytecode
from tileiras.driver.options import CompileOptions
from tileiras.host_abi import elf
from tileiras.target import get_target
from tileiras.transforms import tileas_pipeline

ALIGNED_MMA = sorted(p.name.split(".")[0] for p in BYTECODE.glob("*.13.4.tileirbc")
                     if p.name.startswith(("aligned_gemm", "aligned_batched", "aligned_attention", "dense_"))
                     and uses_mma(p))
TENSOR_CORE = [n for n in ALIGNED_MMA if "tf32" not in n]  # f32 operands take the generic dot
TARGETS = ("sm_80", "sm_86", "sm_89", "sm_120")


@functools.cache
def compiled(name: str, sm: str) -> tuple[object, str]:
    """(the module after the pipelining pass, the PTX) for a corpus kernel."""
    module = read_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes()).module
    state = pipeline.PipelineState(module, get_target(sm), CompileOptions(gpu_name=sm, emit="ptx"))
    stages = pipeline.between("check-supported", "nvptx")
    names = [s.name for s in stages]
    cut = names.index("tileas-unspecialized-pipeline") + 1
    pipeline.run_stages(state, stages[:cut])
    after_pass = state.module.clone()
    pipeline.run_stages(state, stages[cut:])
    return after_pass, state.ptx


def stage_counts(module) -> list[int]:
    """Ring depth of each buffer the main loops read operands from (not an epilogue's TMA-store
    buffer, which has one stage)."""
    return [op.results[0].type.get_shape()[0] for op in module.walk() if op.name == "nv_tileas.alloc_shared"
            and not all(u.operation.name == "nv_tileas.tma_store" for u in op.results[0].uses)]


def test_the_aligned_tensor_core_kernels_are_in_the_corpus():
    assert {"aligned_gemm_f16", "aligned_gemm_bf16_f32out", "aligned_gemm_i8", "aligned_batched_gemm_f16",
            "aligned_attention_f16", "dense_gemm_f16", "dense_attention_f16"} <= set(TENSOR_CORE)


@pytest.mark.parametrize("sm", TARGETS)
@pytest.mark.parametrize("name", TENSOR_CORE)
def test_aligned_tensor_core_kernels_use_cp_async_ldmatrix_and_mma_sync(name: str, sm: str):
    module, ptx = compiled(name, sm)
    if "cp.async.bulk.tensor" in ptx:  # TMA (issue 13, targets with TMA): mbarriers replace the groups
        assert get_target(sm).has_tma and "mbarrier.try_wait.parity" in ptx
    else:
        assert re.search(r"cp\.async\.c[ag]\.shared\.global \[[^]]+\], \[[^]]+\], 16, ", ptx), "no 16-byte cp.async"
        assert "cp.async.commit_group" in ptx and "cp.async.wait_group" in ptx
    assert "ldmatrix.sync.aligned.m8n8.x4" in ptx
    assert "mma.sync.aligned" in ptx
    # every K loop here has at least two tiles: at least two stages in flight
    counts = stage_counts(module)
    assert counts and min(counts) >= 2, counts


def test_b_operands_in_k_by_n_row_major_use_the_transposing_ldmatrix():
    _, ptx = compiled("aligned_gemm_f16", "sm_80")
    assert "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16" in ptx
    assert "ldmatrix.sync.aligned.m8n8.x4.shared.b16" in ptx


def test_attention_reads_k_transposed_and_v_through_ldmatrix_without_a_conversion():
    """K is multiplied transposed (q @ k^T) and V directly: both are read from their stages in
    the MMA operand layout (the view/permute ops in between only relabel bits)."""
    module, ptx = compiled("aligned_attention_f16", "sm_80")
    reads = [op for op in module.walk() if op.name == "nv_tileas.load_shared"]
    assert sorted(op.atom.data for op in reads) == ["ldmatrix.x4.b16", "ldmatrix.x4.trans.b16"]
    loop = next(op for op in module.walk() if op.name == "scf.for")
    for op in loop.body.block.ops:
        if op.name == "nv_tileas.convert_layout":
            # what is left to convert in the loop is computed in it (p for the second MMA)
            assert op.operands[0].owner.parent_block() is loop.body.block


def test_loop_invariant_conversions_leave_the_loop():
    """attention's Q tile is converted to the MMA operand layout once, before the loop."""
    module, _ = compiled("fused_attention_f16", "sm_80")
    loop = next(op for op in module.walk() if op.name == "scf.for")
    inside = [op for op in loop.body.block.ops if op.name == "nv_tileas.convert_layout"
              and op.operands[0].owner.parent_block() is not loop.body.block]
    assert inside == []


def before_pipelining(name: str, sm: str):
    """A corpus kernel's module just before the pipelining pass."""
    module = read_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes()).module
    state = pipeline.PipelineState(module, get_target(sm), CompileOptions(gpu_name=sm, emit="ptx"))
    pipeline.run_stages(state, pipeline.between("check-supported", "convert-nv-tileaa-to-nv-tileas"))
    return state.module


def test_stage_count_fits_the_pipeline_budget():
    """128x32 + 32x128 bf16 tiles take 16 KB a stage: three stages fit sm_80's budget; with a
    32 KB budget two do, and three do not."""
    module, _ = compiled("dense_gemm_bf16_128", "sm_80")
    assert stage_counts(module) == [3, 3]
    module = before_pipelining("dense_gemm_bf16_128", "sm_80")
    func = next(op for op in module.walk() if op.name == "nv_tileaa.func")
    assert tileas_pipeline.pipeline_function(func, 32 * 1024) == 2 * 16 * 1024
    assert stage_counts(module) == [2, 2]


@pytest.mark.parametrize("sm, kib", [("sm_80", 163), ("sm_86", 99), ("sm_90", 227), ("sm_120", 99)])
def test_the_pipeline_budget_is_the_target_shared_memory_less_the_scratch(sm: str, kib: int):
    assert tileas_pipeline.pipeline_budget(get_target(sm)) == kib * 1024 - tileas_pipeline.SCRATCH_BYTES


@pytest.mark.parametrize("sm, name", [("sm_80", "dense_gemm_f16"), ("sm_120", "aligned_batched_gemm_f16")])
def test_static_shared_memory_past_48_kb_assembles(sm: str, name: str):
    """Eight 8 KB stages (sm_80), fifteen 4 KB ones and their mbarriers (sm_120): more than 48 KB
    of static shared memory, which ptxas takes only with `--enable-extended-smem=true` (as
    NVIDIA's tileiras runs it; without, "uses too much shared data (..., 0xc000 max)")."""
    module = read_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes()).module
    state = pipeline.PipelineState(module, get_target(sm), CompileOptions(gpu_name=sm))
    pipeline.run_stages(state, pipeline.between("check-supported", "ptxas"))
    shared = [s for s in elf.sections(state.cubin) if s.name.startswith(".nv.shared.aligned_")]
    assert len(shared) == 1 and 48 * 1024 < shared[0].size <= get_target(sm).max_shared_memory_per_block
    assert re.search(r"^\.minnctapersm 1\n\.language 7\n\{", state.ptx, re.M), "no .language 7 on the entry"


def test_unaligned_16_bit_views_keep_plain_loads():
    module, ptx = compiled("matmul_tiled_f16", "sm_80")
    assert stage_counts(module) == []
    assert "cp.async" not in ptx


def test_32_bit_elements_are_copied_four_bytes_at_a_time_without_alignment_facts():
    module, ptx = compiled("matmul_tiled_tf32", "sm_80")
    assert stage_counts(module)
    assert re.search(r"cp\.async\.ca\.shared\.global \[[^]]+\], \[[^]]+\], 4, ", ptx)


def test_pipeline_wait_is_checked_by_the_emulator(monkeypatch):
    """With the wait one group too lax the pipelined GEMM reads stale shared memory: the
    emulator (which completes copies only at the wait) disagrees with the interpreter."""
    import numpy as np

    from corpus_cases import arrays_of, kernel_args, kernel_grid
    from tileiras.interp import launch as interp_launch
    from tileiras.simt import Emulator
    from tileiras.transforms import tileas_pipeline as tp

    name = "aligned_gemm_f16"
    data = (BYTECODE / f"{name}.13.4.tileirbc").read_bytes()

    def run_emulator() -> np.ndarray:
        args = kernel_args(name, seed=1)
        Emulator.from_bytecode(data, "sm_80").launch_cutile(kernel_grid(name), *args)
        return arrays_of(args)[-1].astype(np.float32)

    expected_args = kernel_args(name, seed=1)
    interp_launch(data, kernel_grid(name), *expected_args)
    expected = arrays_of(expected_args)[-1].astype(np.float32)
    np.testing.assert_allclose(run_emulator(), expected, rtol=1e-2, atol=1e-2)

    real = tp.AsyncWaitOp.create

    def lax(*a, properties=None, **kw):
        if properties and "pending" in properties:
            properties = dict(properties, pending=tp.IntegerAttr(properties["pending"].value.data + 1, tp.i32))
        return real(*a, properties=properties, **kw)

    monkeypatch.setattr(tp.AsyncWaitOp, "create", lax)
    assert not np.allclose(run_emulator(), expected, rtol=1e-2, atol=1e-2)
