"""Attention's K and V in separate TMA rings on sm_90 (`transforms/tileas_kv_rings.py`, issue 14).

NVIDIA's 13.5 dense_attention_f16 on sm_90 (PTX of its --lineinfo cubin) keeps K and V in two
rings with their own full and empty mbarriers: the producer waits for K's empty stage, copies K,
waits for V's, copies V; the consumer waits for K, issues S = Q K^T, waits for the group and
releases K, runs the softmax, waits for V, issues O += P V, waits and releases V. Checked here:
that structure in the IR (each ring with its own depth record), GEMMs and the other targets
keeping one ring, the emulator against the interpreter (two stages, so the rings wrap), and the
mutation it must catch: K's stage released before the S wgmma that reads it.
"""

from __future__ import annotations

import functools

import pytest

from corpus_cases import BYTECODE
from tileiras.driver import pipeline
from tileiras.driver.compile import read_bytecode
from tileiras.driver.options import CompileOptions
from tileiras.target import get_target
from tileiras.transforms import tileas_pipeline as tp

ATTENTION = ["dense_attention_f16", "aligned_attention_f16"]
"""The corpus's attention kernels whose K and V come through a TMA ring on sm_90."""


@functools.lru_cache(maxsize=None)
def _after(name: str, sm: str, stage: str):
    module = read_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes()).module
    state = pipeline.PipelineState(module, get_target(sm), CompileOptions(gpu_name=sm, emit="ptx"))
    pipeline.run_stages(state, pipeline.between("check-supported", stage))
    return next(op for op in state.module.walk() if op.name == "nv_tileaa.func")


def _mbarriers(func, count: int) -> list:
    return [op for op in func.walk() if op.name == "nv_tileas.alloc_mbarriers" and op.count.value.data == count]


def _role(func, role: str):
    return next(op for op in func.walk() if op.name == "nv_tileas.warp_role" and op.role.data == role)


def _loop(op):
    return next(o for o in op.walk() if o.name == "scf.for")


def _wgmma_reading(ops: list, buffer) -> int:
    return next(i for i, o in enumerate(ops) if o.name.startswith("nv_tileas.wgmma") and buffer in o.operands)


def test_k_and_v_get_their_own_ring_and_mbarriers():
    """dense_attention_f16 on sm_90: two full rings (count 1) and two empty ones (count 128, the
    consumer warpgroup), each ring's buffer as deep as its mbarriers and its depth recorded on
    its own buffer (`nv_tileas.ring_depth`), V's ring below K's as NVIDIA places them."""
    func = _after("dense_attention_f16", "sm_90", "tileas-warp-specialize")
    full = _mbarriers(func, 1)
    empty = [op for op in _mbarriers(func, 128) if op.results[0].type.get_shape()[0] > 1]
    assert len(full) == 2 and len(empty) == 2
    producer = _loop(_role(func, "producer"))
    loads = [op for op in producer.body.block.ops if op.name == "nv_tileas.tma_load"]
    assert len(loads) == 2
    k_load, v_load = loads
    assert k_load.bars is not v_load.bars and {k_load.bars, v_load.bars} == {f.results[0] for f in full}
    for ld in loads:
        buf = ld.buffer.owner
        stages = buf.results[0].type.get_shape()[0]
        assert ld.bars.type.get_shape()[0] == stages >= 2
        assert buf.attributes[tp.RING_DEPTH_ATTR].data["stages"].value.data == stages
        assert ld.bars.owner.attributes[tp.RING_DEPTH_ATTR] == buf.attributes[tp.RING_DEPTH_ATTR]
    assert v_load.buffer.owner.offset.value.data < k_load.buffer.owner.offset.value.data


NVIDIA_KV_STAGES = {"dense_attention_f16": (5, 6), "aligned_attention_f16": (6, 7)}
"""NVIDIA's K and V ring depths on sm_90 (13.5, PTX of its --lineinfo cubins: two runs of
`mbarrier.init` count 1 / count 128 pairs; the ring the producer copies into first is K's)."""


@pytest.mark.parametrize("name", ATTENTION)
def test_each_ring_is_as_deep_as_nvidias(name):
    """V's ring has `ring_depth`'s stages as one ring would; K's, released after the first dot,
    one fewer (`early_release`): NVIDIA's depths for both kernels. Each ring's record says so."""
    func = _after(name, "sm_90", "tileas-warp-specialize")
    k_load, v_load = (op for op in _role(func, "producer").walk() if op.name == "nv_tileas.tma_load")
    got = tuple(ld.buffer.owner.results[0].type.get_shape()[0] for ld in (k_load, v_load))
    assert got == NVIDIA_KV_STAGES[name]
    k_rec, v_rec = (ld.buffer.owner.attributes[tp.RING_DEPTH_ATTR].data for ld in (k_load, v_load))
    assert k_rec["release"].data == "before_last_dot" and "release" not in v_rec
    assert k_rec["model_stages"].value.data + 1 == v_rec["model_stages"].value.data


def test_the_producer_copies_k_then_v_each_after_its_own_empty_wait():
    """NVIDIA's producer loop: wait K's empty stage, expect, copy K; wait V's, expect, copy V."""
    func = _after("dense_attention_f16", "sm_90", "tileas-warp-specialize")
    body = _loop(_role(func, "producer")).body.block
    seq = [(op.name.split(".")[-1], op.operands[0]) for op in body.ops
           if op.name in ("nv_tileas.mbarrier_wait", "nv_tileas.tma_expect", "nv_tileas.tma_load")]
    assert [n for n, _ in seq] == ["mbarrier_wait", "tma_expect", "tma_load"] * 2
    k_load, v_load = (op for op in body.ops if op.name == "nv_tileas.tma_load")
    assert seq[1][1] is k_load.bars and seq[4][1] is v_load.bars and seq[0][1] is not seq[3][1]
    assert len(body.args) == 5  # the iteration, then each ring's stage and phase


def test_the_consumer_releases_each_ring_after_the_wgmma_that_reads_it():
    """Consumer loop: K's wait first; the S wgmma retires its group (`pending = 0`) and K's empty
    mbarrier gets the arrival right after it; V's wait comes just before the PV wgmma, whose
    release follows it. Each wait and release uses its own ring's stage."""
    func = _after("dense_attention_f16", "sm_90", "tileas-warp-specialize")
    producer_loads = [op for op in _role(func, "producer").walk() if op.name == "nv_tileas.tma_load"]
    k_buf, v_buf = (ld.buffer for ld in producer_loads)
    k_full, v_full = (ld.bars for ld in producer_loads)
    body = _loop(_role(func, "consumer")).body.block
    ops = list(body.ops)
    s_mma, pv_mma = _wgmma_reading(ops, k_buf), _wgmma_reading(ops, v_buf)
    assert s_mma < pv_mma
    assert ops[0].name == "nv_tileas.mbarrier_wait" and ops[0].operands[0] is k_full
    for i, full in ((s_mma, k_full), (pv_mma, v_full)):
        wg, release = ops[i], ops[i + 1]
        assert wg.pending.value.data == 0
        assert release.name == "nv_tileas.mbarrier_arrive" and release.operands[1] is wg.operands[2]
        assert release.operands[0] is not full and release.operands[0].owner.count.value.data == 128
    assert ops[pv_mma - 1].name == "nv_tileas.mbarrier_wait" and ops[pv_mma - 1].operands[0] is v_full
    assert ops[pv_mma - 1].operands[1] is ops[pv_mma].operands[2] is not ops[s_mma].operands[2]
    assert sum(op.name == "nv_tileas.mbarrier_arrive" for op in ops) == 2


def test_a_gemm_keeps_one_ring():
    """One dot, A and B read together: one full and one empty ring."""
    func = _after("aligned_gemm_f16", "sm_90", "tileas-warp-specialize")
    assert len(_mbarriers(func, 1)) == 1 and len(_mbarriers(func, 128)) == 1


@pytest.mark.parametrize("sm", ["sm_100", "sm_120"])
def test_attention_keeps_one_ring_on_other_targets(sm):
    """Only sm_90 splits the rings (NVIDIA's sm_100 and sm_120 attention are not changed here)."""
    func = _after("dense_attention_f16", sm, "tileas-unspecialized-pipeline")
    rings = [op for op in func.walk() if op.name == "nv_tileas.alloc_mbarriers" and tp.RING_DEPTH_ATTR in op.attributes]
    assert len(rings) == (1 if sm == "sm_120" else len(rings)) <= 1
    assert sum(op.name == "nv_tileas.tma_expect" for op in _loop(func).walk()) <= 1


# -- the emulator against the interpreter ---------------------------------------------------------------

def _run_both(name: str, sm: str = "sm_90") -> None:
    from test_simt_vs_interp import run_both

    run_both(name, sm)


@pytest.mark.slow
@pytest.mark.parametrize("name", ATTENTION)
def test_split_rings_match_the_interpreter(name):
    _run_both(name)


@pytest.mark.slow
def test_two_stage_rings_wrap_and_an_early_k_release_is_caught(monkeypatch):
    """With two stages aligned_attention_f16's 4 K and V tiles go round both rings: correct. The
    mutant puts K's release before the S wgmma that reads the stage: the producer's next K copy
    lands while (or before) the wgmma reads it, a fault the emulator reports."""
    from tileiras.simt.emulator import EmulatorError
    from tileiras.transforms import tileas_kv_rings as kv

    monkeypatch.setattr(tp, "MAX_RING_STAGES", 2)
    _run_both("aligned_attention_f16")
    placed = []

    def early(body, arrive, last_reader):
        placed.append(arrive)
        (body.insert_op_before if len(placed) == 1 else body.insert_op_after)(arrive, last_reader)

    monkeypatch.setattr(kv, "place_release", early)
    with pytest.raises(EmulatorError, match="TMA copy not yet complete writes|wgmma reading them is in flight"
                                            "|changed before the wait_group"):
        _run_both("aligned_attention_f16")
    assert placed


@pytest.mark.slow
def test_split_rings_without_a_producer_warp_match_the_interpreter(monkeypatch):
    """A kernel the warp specialization leaves alone (here: forced) keeps both rings in the
    unspecialized form (every thread waits for each ring's stage, a barrier, thread 0 refills
    the stage read last iteration): still the interpreter's result."""
    from tileiras.transforms import tileas_warp_specialize as ws

    def refuse(func, *args, **kwargs):
        raise ws._NotSpecializable("forced by the test")

    monkeypatch.setattr(ws, "specialize_function", refuse)
    func = _after.__wrapped__("aligned_attention_f16", "sm_90", "tileas-warp-specialize")
    assert not [op for op in func.walk() if op.name == "nv_tileas.warp_role"]
    assert sum(op.name == "nv_tileas.tma_expect" for op in _loop(func).walk()) == 2
    _run_both("aligned_attention_f16")
