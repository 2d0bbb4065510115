"""Persistent tile loops (issue 14): persistent_gemm_f16, a grid-stride loop over output tiles
with its K loop inside (cuTile's persistent samples; tools/corpus/kernels/aligned_mma.py).

NVIDIA's sm_90 code for it (PTX of its --lineinfo cubin) keeps one mbarrier ring for the whole
kernel: each mbarrier is initialised once, the producer warp runs two loops (tiles, K) and the
consumer's phase registers run on across tiles; each tile leaves by TMA store from warp 5,
handed over through a full/free pair of mbarriers, so the store of tile k overlaps the loads
and MMAs of tile k + 1. Ours on sm_90 and sm_120 does the same
(`tileas_warp_specialize._carry_ring_position`, `_plan_epilogue_role`); the sm_100 family keeps
the unspecialized pipeline for it (its TMA store in the loop, by thread 0). Checked: the roles, loops and carried ring position in the IR, the
initialisation outside every loop in the PTX, emulator == interpreter on sm_80, sm_90,
sm_100, sm_120 (with a 2-stage ring on sm_90 so the phases wrap across tiles), and a producer
that restarts its ring position at each tile deadlocks in the emulator.
"""

from __future__ import annotations

import numpy as np
import pytest

from test_warp_specialize import _expected, _ptx, _roles, _run, _shallow_ring, specialized

NAME = "persistent_gemm_f16"


def _func(sm: str):
    return next(op for op in specialized(NAME, sm).module.walk() if op.name == "nv_tileaa.func")


def _role(func, role: str):
    return next(op for op in func.regions[0].blocks.first.ops
                if op.name == "nv_tileas.warp_role" and op.role.data == role)


def _loops(block) -> list:
    return [op for op in block.ops if op.name == "scf.for"]


@pytest.mark.parametrize("sm", ["sm_90", "sm_120"])
def test_the_tile_loop_carries_the_ring_position(sm):
    func = _func(sm)
    top = func.regions[0].blocks.first
    assert _roles(func) == {"producer": (4, 1, 32), "epilogue": (5, 1, 32), "idle": (6, 2, 32), "consumer": (0, 4, 0)}
    bars = [op for op in func.walk() if op.name == "nv_tileas.alloc_mbarriers"]
    assert all(op.parent_block() is top for op in bars)  # the ring's and the hand-off's, initialised once
    stages = bars[0].results[0].type.get_shape()[0]  # the ring's depth (12 on sm_90, NVIDIA's too; 5 on sm_120)
    assert sorted((op.results[0].type.get_shape()[0], op.count.value.data) for op in bars) == \
        sorted([(1, 1), (1, 128), (stages, 1), (stages, 128)])
    # the producer: tile loop -> K loop, whose stage and phase start where the last tile's ended
    (ptile,) = _loops(_role(func, "producer").body.blocks.first)
    (pk,) = _loops(ptile.body.block)
    assert list(pk.iter_args) == list(ptile.body.block.args[1:])
    assert list(ptile.body.block.last_op.operands) == list(pk.results)
    # the consumer: the same behind its tile loop's carried values (token, stage, phase, hand-off parity)
    (ctile,) = _loops(_role(func, "consumer").body.blocks.first)
    (ck,) = _loops(ctile.body.block)
    targs = ctile.body.block.args
    assert list(ck.iter_args[-2:]) == list(targs[-3:-1])
    assert list(ctile.body.block.last_op.operands[-3:-1]) == list(ck.results[-2:])
    assert [v.owner.value.value.data for v in ctile.iter_args[-3:]] == [0, 0, 0]
    names = [op.name for op in ck.body.block.ops]
    assert names[0] == "nv_tileas.mbarrier_wait" and "nv_tileas.mbarrier_arrive" in names
    assert not any(n.startswith("nv_tileas.tma_") for n in names)


@pytest.mark.parametrize("sm", ["sm_90", "sm_120"])
def test_the_epilogue_warp_stores_every_tile_and_hands_the_buffer_back(sm):
    """NVIDIA's persistent sm_90 code: the consumers wait until the buffer is free (an
    mbarrier of count 1 the store warp arrives at after `wait_group.read`), write it, arrive
    on the full one (count 128); the store warp runs the tile loop: wait full, store, arrive
    free. Tile k uses phase k & 1 of both."""
    func = _func(sm)
    (etile,) = _loops(_role(func, "epilogue").body.blocks.first)
    ops = [op for op in etile.body.block.ops if op.name.startswith("nv_tileas.")]
    assert [op.name for op in ops] == ["nv_tileas.mbarrier_wait", "nv_tileas.tma_store_issue",
                                       "nv_tileas.mbarrier_arrive"]
    full_wait, _, free_arrive = ops
    assert full_wait.phase is etile.body.block.args[1] and full_wait.bars.owner.count.value.data == 128
    assert free_arrive.bars.owner.count.value.data == 1
    flip = etile.body.block.last_op.operands[0].owner
    assert flip.name == "arith.xori" and flip.operands[0] is etile.body.block.args[1]
    (ctile,) = _loops(_role(func, "consumer").body.blocks.first)
    cops = [op for op in ctile.body.block.ops if op.name.startswith("nv_tileas.") and op.name != "nv_tileas.barrier"]
    at = [op.name for op in cops].index("nv_tileas.tma_store_write")
    free_wait, write, full_arrive = cops[at - 1:at + 2]
    assert free_wait.bars is free_arrive.bars and full_arrive.bars is full_wait.bars
    parity = free_wait.phase.owner  # hand-off parity ^ 1: a fresh mbarrier counts it as done
    assert parity.name == "arith.xori" and parity.operands[0] is ctile.body.block.args[-1]
    assert ctile.body.block.last_op.operands[-1] is free_wait.phase


def test_the_mbarriers_are_initialised_once_before_the_roles():
    ptx = _ptx(specialized(NAME, "sm_90"))
    first_role = ptx.index("setmaxnreg")
    assert ptx.count("mbarrier.init.shared") == ptx[:first_role].count("mbarrier.init.shared") > 0
    assert ".reqntid 256" in ptx


def test_the_sm_100_family_keeps_the_unspecialized_pipeline():
    assert not _roles(_func("sm_100"))


@pytest.mark.slow
@pytest.mark.parametrize("sm", ["sm_80", "sm_90", "sm_100", "sm_120"])
def test_persistent_gemm_matches_the_interpreter(sm):
    from test_simt_vs_interp import run_both

    run_both(NAME, sm)


def test_phases_wrapping_across_tiles_match_the_interpreter(monkeypatch):
    """A 2-stage ring: 3 K tiles per output tile, 3 output tiles per block: stages and phases
    go round the ring within and across tiles."""
    _shallow_ring(monkeypatch)
    np.testing.assert_allclose(_run(NAME), _expected(NAME), rtol=1e-2, atol=1e-2)


@pytest.mark.slow
def test_an_epilogue_warp_not_waiting_for_the_tile_is_caught(monkeypatch):
    """Without its wait the store warp stores each tile's buffer before the consumers have
    written it and hands the buffer back early: a wrong result, or, when its releases run
    more than a phase ahead of the consumers' waits, a deadlock the watchdog reports."""
    from tileiras.simt.emulator import EmulatorError
    from tileiras.transforms import tileas_warp_specialize as ws

    monkeypatch.setattr(ws, "epilogue_wait", lambda bars, zero, phase: None)
    try:
        got = _run(NAME, timeout=5.0)
    except EmulatorError as e:
        assert "never completed" in str(e)
        return
    assert not np.allclose(got, _expected(NAME), rtol=1e-2, atol=1e-2)


@pytest.mark.slow
def test_a_producer_restarting_the_ring_at_each_tile_deadlocks(monkeypatch):
    """The producer starts each tile at stage 0, phase 0 while the consumers go on where they
    were: it waits for a release that has already happened a phase ago, the consumers for a
    stage it never fills: the watchdog reports the deadlock."""
    from tileiras.simt.emulator import EmulatorError
    from tileiras.transforms import tileas_warp_specialize as ws

    _shallow_ring(monkeypatch)
    monkeypatch.setattr(ws, "ring_position_at_tile_start", lambda s, q, zero: (zero, zero))
    with pytest.raises(EmulatorError, match="never completed"):
        _run(NAME, timeout=3.0)
