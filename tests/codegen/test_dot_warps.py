"""How a tensor-core dot's warps split its tile (`conversion/nv_tileaa_to_nv_tileas/dot_warps.py`).

Attention's dots take whole rows per warp (`warps = "m"`): the running max and sum are lane
shuffles, the rescaling vector stays in registers and P is the next MMA's A fragment, so its
K loop has no layout conversion left and only the pipeline's barrier. Plain GEMMs keep the 2x2
split (`"mn"`), which reads less of A and B per warp.
"""

from __future__ import annotations

import functools
import re

import pytest

from corpus_cases import BYTECODE
from tileiras.driver import pipeline
from tileiras.driver.compile import read_bytecode
from tileiras.driver.options import CompileOptions
from tileiras.target import get_target

ATTENTION = ("dense_attention_f16", "aligned_attention_f16", "fused_attention_f16")
GEMM = ("dense_gemm_f16", "dense_gemm_bf16_128", "aligned_gemm_f16", "matmul_tiled_f16")


@functools.cache
def compiled(name: str, sm: str = "sm_80") -> tuple[object, str]:
    """(the module after the pipelining pass, the PTX) for a corpus kernel."""
    module = read_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes()).module
    state = pipeline.PipelineState(module, get_target(sm), CompileOptions(gpu_name=sm, emit="ptx"))
    stages = pipeline.between("check-supported", "nvptx")
    cut = [s.name for s in stages].index("tileas-unspecialized-pipeline") + 1
    pipeline.run_stages(state, stages[:cut])
    after_pass = state.module.clone()
    pipeline.run_stages(state, stages[cut:])
    return after_pass, state.ptx


def splits(module) -> list[str]:
    return [op.attributes["warps"].data for op in module.walk() if op.name == "nv_tileaa.dot"]


@pytest.mark.parametrize("name", ATTENTION)
def test_attention_dots_give_each_warp_whole_rows(name: str):
    module, _ = compiled(name)
    assert splits(module) == ["m", "m"]


@pytest.mark.parametrize("name", GEMM)
def test_gemm_dots_split_rows_and_columns(name: str):
    module, _ = compiled(name)
    assert set(splits(module)) == {"mn"}


@pytest.mark.parametrize("sm", ["sm_80", "sm_120"])
@pytest.mark.parametrize("name", ["dense_attention_f16", "aligned_attention_f16"])
def test_attention_loop_has_no_layout_conversion_and_one_barrier(name: str, sm: str):
    """Before: 7 conversions through shared memory and 5 barriers per iteration (row max and
    sum across warps, their broadcasts, P to the A layout)."""
    module, ptx = compiled(name, sm)
    loop = next(op for op in module.walk() if op.name == "scf.for")
    body = [op.name for op in loop.body.block.walk()]
    assert "nv_tileas.convert_layout" not in body
    assert body.count("nv_tileas.barrier") == 1  # the pipeline's: its stage is about to be refilled
    # in the whole kernel: the pipeline's, the epilogue's staging through shared memory (and,
    # where TMA fills the stages, one after the mbarriers' initialisation)
    assert len(re.findall(r"\bbar\.sync\b", ptx)) <= 6


def test_the_split_is_recorded_and_read_back_by_the_lowering():
    """A dot forced to the other split lowers with that split (the lowering reads the attribute,
    it does not choose again): the PTX changes."""
    from xdsl.dialects.builtin import StringAttr

    from tileiras.conversion.nv_tileaa_to_nv_tileas import dot_warps

    module = read_bytecode((BYTECODE / "dense_gemm_f16.13.4.tileirbc").read_bytes()).module
    target = get_target("sm_80")
    state = pipeline.PipelineState(module, target, CompileOptions(gpu_name="sm_80", emit="ptx"))
    stages = pipeline.between("check-supported", "nvptx")
    names = [s.name for s in stages]
    pipeline.run_stages(state, stages[:names.index("convert-nv-tileaa-to-nv-tileas")])
    for op in state.module.walk():
        if op.name == "nv_tileaa.dot":
            op.attributes[dot_warps.ATTR] = StringAttr("m")
    pipeline.run_stages(state, stages[names.index("convert-nv-tileaa-to-nv-tileas"):])
    assert state.ptx != compiled("dense_gemm_f16")[1]
    assert "mma.sync.aligned" in state.ptx
