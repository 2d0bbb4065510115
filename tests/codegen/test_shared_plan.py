"""Shared-memory planning by liveness (`transforms/shared_plan.py`, issue 12).

After the main loop the rings are dead: the epilogue's scratch (layout conversions) and its
TMA-store buffers lie over them, so a kernel takes the larger of the two, not their sum. The
plan is IR (`nv_tileas.shared_plan` on the function, `nv_tileas.scratch` where the epilogue
starts), and `check_plan` refuses two buffers that are live together and share bytes; the
emulator catches a plan that lets them (a mutation below).
"""

from __future__ import annotations

import functools
import re

import numpy as np
import pytest

from corpus_cases import BYTECODE, arrays_of, kernel_args, kernel_grid
from tileiras.driver import pipeline
from tileiras.driver.compile import read_bytecode
from tileiras.driver.options import CompileOptions
from tileiras.target import get_target
from tileiras.transforms import shared_plan as sp


def _state(name: str, sm: str) -> pipeline.PipelineState:
    module = read_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes()).module
    return pipeline.PipelineState(module, get_target(sm), CompileOptions(gpu_name=sm, emit="ptx"))


@functools.cache
def planned(name: str, sm: str):
    state = _state(name, sm)
    pipeline.run_stages(state, pipeline.between("check-supported", "tileas-unspecialized-pipeline"))
    return state.module


def plan_of(module) -> list[dict]:
    func = next(op for op in module.walk() if op.name == "nv_tileaa.func")
    return [{k: (v.value.data if hasattr(v, "value") else v.data) for k, v in e.data.items()}
            for e in func.attributes[sp.SHARED_PLAN_ATTR].data]


def shared_bytes(name: str, sm: str) -> int:
    state = _state(name, sm)
    pipeline.run_stages(state, pipeline.between("check-supported", "nvptx"))
    return int(re.search(r"\.shared \.align \d+ \.b8 \S+\[(\d+)\]", state.ptx).group(1))


def test_the_epilogue_scratch_lies_over_the_retired_rings_on_sm_80():
    """dense_gemm_f16 (8 cp.async stages of 8 KB): the epilogue's conversion of the
    accumulator uses scratch at offset 0; the kernel takes the rings' 64 KB, not 64 KB + the
    scratch (NVIDIA's 72 KB)."""
    plan = plan_of(planned("dense_gemm_f16", "sm_80"))
    rings = [e for e in plan if e["kind"] == "ring"]
    assert sum(e["bytes"] for e in rings) == 64 * 1024 and all(e["live"] == "loops" for e in rings)
    epilogue = [e for e in plan if e["kind"] == "scratch" and e["live"] == "epilogue"]
    assert epilogue == [{"kind": "scratch", "offset": 0, "end": get_target("sm_80").max_shared_memory_per_block,
                         "live": "epilogue"}]
    assert shared_bytes("dense_gemm_f16", "sm_80") == 64 * 1024


def test_without_the_plan_the_scratch_follows_the_rings(monkeypatch):
    monkeypatch.setattr(sp, "plan_function", lambda func, target: None)
    assert shared_bytes("dense_gemm_f16", "sm_80") > 64 * 1024


def test_the_scratch_before_cp_async_rings_lies_over_them_too():
    """dense_attention_f16 on sm_80: Q's conversion before the loop uses scratch at offset 0,
    then a barrier at the first copy into the rings, the loop's scratch after them: 48 KB, the
    rings' (NVIDIA's 48 KB too), not 48 KB + Q's 8 KB. Not with TMA rings, which a producer
    warp may fill while the consumers still convert."""
    module = planned("dense_attention_f16", "sm_80")
    before = [e for e in plan_of(module) if e["kind"] == "scratch" and e["live"] == "before loops"]
    assert before == [{"kind": "scratch", "offset": 0, "end": get_target("sm_80").max_shared_memory_per_block,
                       "live": "before loops"}]
    func = next(op for op in module.walk() if op.name == "nv_tileaa.func")
    marks = [op for op in func.regions[0].blocks.first.ops if sp.SCRATCH_ATTR in op.attributes]
    assert marks[1].name == "nv_tileas.async_copy" and "barrier_if_used" in marks[1].attributes[sp.SCRATCH_ATTR].data
    assert shared_bytes("dense_attention_f16", "sm_80") == 48 * 1024
    assert not [e for e in plan_of(planned("dense_attention_f16", "sm_90")) if e["live"] == "before loops"]


def test_the_tma_store_buffer_and_scratch_lie_over_the_rings_below_the_mbarriers():
    """sm_90: the TMA-store buffer moves to offset 0, the epilogue scratch follows it up to the
    ring's mbarriers (never reused), a barrier starts the epilogue (after the loop and its
    wgmma_wait)."""
    module = planned("dense_gemm_f16", "sm_90")
    plan = plan_of(module)
    store = next(e for e in plan if e["kind"] == "tma_store")
    bars = next(e for e in plan if e["kind"] == "mbarriers")
    scratch = next(e for e in plan if e["kind"] == "scratch" and e["live"] == "epilogue")
    assert (store["offset"], store["live"], bars["live"]) == (0, "epilogue", "kernel")
    assert scratch["offset"] >= store["bytes"] and scratch["end"] == bars["offset"]
    func = next(op for op in module.walk() if op.name == "nv_tileaa.func")
    tops = list(func.regions[0].blocks.first.ops)
    k = next(i for i, op in enumerate(tops) if sp.SCRATCH_ATTR in op.attributes)
    assert tops[k].attributes[sp.SCRATCH_ATTR].data["barrier"].value.data == 1
    assert tops[k - 1].name == "nv_tileas.wgmma_wait"
    assert any(op.name == "scf.for" for op in tops[:k]) and not any(op.name == "scf.for" for op in tops[k:])


def test_the_plan_prints_and_reads_back():
    """--print-ir-after=tileas-unspecialized-pipeline shows the plan; --start-after reads it
    back and the PTX is the same."""
    from tileiras.driver.ir_files import print_module

    state = _state("dense_gemm_f16", "sm_90")
    pipeline.run_stages(state, pipeline.between("check-supported", "tileas-unspecialized-pipeline"))
    text = print_module(state.module)
    assert "nv_tileas.shared_plan = [" in text and "nv_tileas.scratch = {" in text
    again = pipeline.state_after("tileas-unspecialized-pipeline", text.encode(), "x.mlir", state.options)
    for st in (state, again):
        pipeline.run_stages(st, pipeline.between("tileas-warp-specialize", "nvptx"))
    assert again.ptx == state.ptx


def test_check_plan_refuses_live_buffers_that_overlap():
    a = sp.Buffer(None, "ring", 0, 4096, 1, 5)
    b = sp.Buffer(None, "ring", 2048, 4096, 3, 6)
    with pytest.raises(sp.PlanError, match="live at the same time"):
        sp.check_plan([a, b], 7)
    later = sp.Buffer(None, "tma_store", 0, 4096, 7, 7)
    sp.check_plan([a, later], 7)  # disjoint lives may share bytes
    with pytest.raises(sp.PlanError, match="epilogue scratch"):
        sp.check_plan([a, later], 7, (2048, 8192))


def _emulated(name: str, sm: str) -> tuple[np.ndarray, np.ndarray]:
    from tileiras.interp import launch as interp_launch
    from tileiras.simt import Emulator

    data = (BYTECODE / f"{name}.13.4.tileirbc").read_bytes()
    want = kernel_args(name, seed=2)
    interp_launch(data, kernel_grid(name), *want)
    got = kernel_args(name, seed=2)
    Emulator.from_bytecode(data, sm).launch_cutile(kernel_grid(name), *got)
    return arrays_of(want)[-1].astype(np.float64), arrays_of(got)[-1].astype(np.float64)


def test_the_emulator_runs_the_reused_epilogue_and_catches_a_scratch_over_live_rings(monkeypatch):
    """aligned_gemm_tf32 on sm_80: its FMA dot stages operands in scratch inside the loop.
    With the plan the results are the interpreter's; with the epilogue's scratch moved to the
    loop (over its live rings) the copies and the dot's staging overwrite each other and the
    emulator disagrees."""
    from xdsl.dialects.builtin import DictionaryAttr, i32, IntegerAttr

    want, got = _emulated("aligned_gemm_tf32", "sm_80")
    np.testing.assert_allclose(got, want, rtol=2e-4, atol=1e-4)
    real = sp.plan_function

    def too_early(func, target):
        real(func, target)
        loop = next(op for op in func.regions[0].blocks.first.ops if op.name == "scf.for")
        loop.attributes[sp.SCRATCH_ATTR] = DictionaryAttr({"offset": IntegerAttr(0, i32),
                                                           "end": IntegerAttr(32768, i32)})

    monkeypatch.setattr(sp, "plan_function", too_early)
    want, got = _emulated("aligned_gemm_tf32", "sm_80")
    assert not np.allclose(got, want, rtol=2e-4, atol=1e-4)
