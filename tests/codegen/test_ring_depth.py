"""Ring depth from the cost model (`tileas_pipeline.ring_depth`, issue 12) against NVIDIA's.

NVIDIA's depths come from the PTX of its `--lineinfo` cubins, recorded per kernel and target in
tests/codegen/golden/nvidia_ptx_facts.json by tools/nvidia_ptx_facts.py: `cp_async_stages` for
the cp.async rings of sm_80/86/89 and `tma_ring_stages` for the warp-specialized TMA rings of
sm_90, sm_100 (its mma.sync kernels) and sm_120. One rule gives all of them but one:
S = ceil(latency / cycles per iteration) + 1, the latency from the loads' `latency` hint, the
cycles from the dots' multiply-adds at the rate of the MMA each takes on the target.

`KNOWN_DIFFERENT` lists where ours differs, and by how much. The depth and its reason are in the
IR (`nv_tileas.ring_depth` on the ring's buffers), printed by --print-ir-after.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest

from corpus_cases import BYTECODE
from tileiras.driver import pipeline
from tileiras.driver.compile import read_bytecode
from tileiras.driver.options import CompileOptions
from tileiras.target import get_target
from tileiras.transforms import tileas_pipeline as tp

FACTS = json.loads((Path(__file__).parent / "golden" / "nvidia_ptx_facts.json").read_text())
PIPELINED = ["aligned_gemm_f16", "dense_gemm_f16", "dense_gemm_bf16_128", "dense_attention_f16",
             "aligned_gemm_bf16_f32out", "aligned_attention_f16", "aligned_batched_gemm_f16", "aligned_gemm_i8",
             "aligned_gemm_tf32"]
TARGETS = ("sm_80", "sm_86", "sm_89", "sm_90", "sm_100", "sm_120")
KNOWN_DIFFERENT = {("aligned_attention_f16", "sm_120"): 3}
"""Ours where it is not NVIDIA's (its 2): the model leaves out attention's softmax, which on
sm_120's slower SIMT pipes weighs as much as its mma.sync."""


def nvidia_depth(name: str, sm: str) -> int:
    """NVIDIA's ring depth for a corpus kernel (0: no ring it could be read from)."""
    facts = FACTS[f"{name}.13.4.tileirbc"][sm]
    return facts["cp_async_stages"] or facts["tma_ring_stages"]


CASES = [(n, sm) for n in PIPELINED for sm in TARGETS if nvidia_depth(n, sm)]


@functools.cache
def pipelined(name: str, sm: str):
    module = read_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes()).module
    state = pipeline.PipelineState(module, get_target(sm), CompileOptions(gpu_name=sm, emit="ptx"))
    pipeline.run_stages(state, pipeline.between("check-supported", "tileas-unspecialized-pipeline"))
    return state.module


def depth_records(module) -> list[dict]:
    """The `nv_tileas.ring_depth` of each ring buffer, as {field: value}, with its stage count."""
    out = []
    for op in module.walk():
        attr = op.attributes.get(tp.RING_DEPTH_ATTR)
        if attr is None or op.name != "nv_tileas.alloc_shared":
            continue
        rec = {k: (v.value.data if hasattr(v, "value") else v.data) for k, v in attr.data.items()}
        rec["buffer_stages"] = op.results[0].type.get_shape()[0]
        out.append(rec)
    return out


def our_depth(name: str, sm: str) -> int:
    """Our deepest ring (NVIDIA's facts record its deepest: sm_90 attention has a K and a V ring,
    tests/codegen/test_attention_rings.py)."""
    records = depth_records(pipelined(name, sm))
    assert records, f"{name} on {sm}: no ring"
    assert all(r["stages"] == r["buffer_stages"] for r in records), records
    return max(r["stages"] for r in records)


def test_the_facts_record_nvidia_rings_on_every_target_family():
    """The golden has NVIDIA's depths for cp.async (sm_80-89) and TMA rings (sm_90, sm_120)."""
    assert nvidia_depth("dense_gemm_f16", "sm_80") == 8 and nvidia_depth("dense_gemm_bf16_128", "sm_86") == 3
    assert nvidia_depth("aligned_gemm_f16", "sm_90") == 12 and nvidia_depth("aligned_gemm_f16", "sm_120") == 5
    assert len(CASES) >= 30


@pytest.mark.parametrize("name, sm", CASES)
def test_ring_depth_matches_nvidia(name: str, sm: str):
    """Every recorded ring: cp.async + mma.sync (sm_80-89), wgmma with attention's narrow score
    tile (sm_90: 7), the mma.sync kernels of sm_90/100 past the warpgroup cap (batched: 15),
    sm_120's mma.sync consumers, the FMA dot of f32 tiles (4 everywhere)."""
    assert our_depth(name, sm) == KNOWN_DIFFERENT.get((name, sm), nvidia_depth(name, sm))


def test_the_depth_record_says_why():
    """The record names the hint, the latency, the cycles per iteration, the MMA path and what
    limited the depth: dense_gemm_f16 on sm_90 wants more than the warpgroup cap of 12."""
    (a, b) = depth_records(pipelined("dense_gemm_f16", "sm_90"))
    assert a == b
    assert a["latency_hint"] == 4 and a["latency_cycles"] == 4 * tp.LATENCY_CYCLES_PER_HINT
    assert a["mma"] == "warpgroup" and a["limited_by"] == "cap" and a["stages"] == tp.WARPGROUP_MAX_STAGES
    assert a["model_stages"] == a["cap"] == 12 <= a["budget_stages"]
    (c, _) = depth_records(pipelined("dense_gemm_f16", "sm_80"))
    assert c["mma"] == "mma.sync" and c["limited_by"] == "model" and c["stages"] == 8
    assert c["cycles_per_iteration"] == round(64 * 64 * 32 / tp.MMA_SYNC_MACS_PER_CYCLE[80][2])


def test_the_budget_limits_the_depth():
    """sm_86's 99 KB less the scratch reserve holds four 16 KB stages of aligned_gemm_bf16_f32out,
    not the five the model asks for (sm_80's 163 KB holds them)."""
    (r, _) = depth_records(pipelined("aligned_gemm_bf16_f32out", "sm_86"))
    assert (r["model_stages"], r["budget_stages"], r["stages"], r["limited_by"]) == (5, 4, 4, "budget")
    assert our_depth("aligned_gemm_bf16_f32out", "sm_80") == 5


def test_a_heavier_hint_deepens_the_ring(monkeypatch):
    """The latency hint scales the latency to cover: hint 8 (2400 cycles) over sm_80's 186 cycles
    per 64x64x32 iteration keeps 13 tiles in flight, not 7."""
    monkeypatch.setattr(tp, "latency_hint", lambda load: 8)
    module = read_bytecode((BYTECODE / "dense_gemm_f16.13.4.tileirbc").read_bytes()).module
    state = pipeline.PipelineState(module, get_target("sm_80"), CompileOptions(gpu_name="sm_80", emit="ptx"))
    pipeline.run_stages(state, pipeline.between("check-supported", "tileas-unspecialized-pipeline"))
    (r, _) = depth_records(state.module)
    assert r["latency_hint"] == 8 and r["cycles_per_iteration"] == 186 and r["stages"] == 14


# -- the deeper rings run: ptxas, and the emulator against the interpreter ------------------------------

def _emulator_matches(name: str, sm: str) -> None:
    from test_simt_vs_interp import run_both

    run_both(name, sm)


@pytest.mark.parametrize("name, sm", [("dense_gemm_f16", "sm_80"), ("aligned_batched_gemm_f16", "sm_120")])
def test_deep_rings_match_the_interpreter(name: str, sm: str):
    """8 cp.async stages (sm_80), 15 TMA stages behind a producer warp (sm_120)."""
    _emulator_matches(name, sm)


def test_a_ring_shallower_than_the_loop_wraps_and_matches(monkeypatch):
    """The corpus's K loops are shorter than the model's rings; capped at 4 stages, dense_gemm_f16's
    5 K tiles go round the ring (the refill of the stage read last iteration, wait_group 2)."""
    monkeypatch.setattr(tp, "MAX_RING_STAGES", 4)
    _emulator_matches("dense_gemm_f16", "sm_80")


@pytest.mark.slow
@pytest.mark.parametrize("name, sm", CASES)
def test_every_modelled_ring_assembles_and_matches_the_interpreter(name: str, sm: str):
    from tileiras.toolchain.ptxas import assemble

    state = _state_to_ptx(name, sm)
    assert assemble(state.ptx, state.target)[:4] == b"\x7fELF"
    _emulator_matches(name, sm)


def _state_to_ptx(name: str, sm: str) -> pipeline.PipelineState:
    module = read_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes()).module
    state = pipeline.PipelineState(module, get_target(sm), CompileOptions(gpu_name=sm, emit="ptx"))
    pipeline.run_stages(state, pipeline.between("check-supported", "nvptx"))
    return state
