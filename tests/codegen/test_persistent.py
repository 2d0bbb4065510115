"""Persistent tile loops (issue 14): persistent_gemm_f16, a grid-stride loop over output tiles
with its K loop inside (cuTile's persistent samples; tools/corpus/kernels/aligned_mma.py).

NVIDIA's sm_90 code for it (PTX of its --lineinfo cubin) keeps one mbarrier ring for the whole
kernel: each mbarrier is initialised once, the producer warp runs two loops (tiles, K) and the
consumer's phase registers run on across tiles. Ours on sm_90 and sm_120 does the same
(`tileas_warp_specialize._carry_ring_position`); the sm_100 family keeps the unspecialized
pipeline for it. Checked: the roles, loops and carried ring position in the IR, the
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
    assert _roles(func) == {"producer": (4, 1, 32), "idle": (5, 3, 32), "consumer": (0, 4, 0)}
    bars = [op for op in func.walk() if op.name == "nv_tileas.alloc_mbarriers"]
    assert len(bars) == 2 and all(op.parent_block() is top for op in bars)  # full and empty, once
    # the producer: tile loop -> K loop, whose stage and phase start where the last tile's ended
    (ptile,) = _loops(_role(func, "producer").body.blocks.first)
    (pk,) = _loops(ptile.body.block)
    assert list(pk.iter_args) == list(ptile.body.block.args[1:]) and list(ptile.body.block.last_op.operands) == list(pk.results)
    # the consumer: the same, behind the tile loop's own carried values
    (ctile,) = _loops(_role(func, "consumer").body.blocks.first)
    (ck,) = _loops(ctile.body.block)
    assert list(ck.iter_args[-2:]) == list(ctile.body.block.args[-2:])
    assert list(ctile.body.block.last_op.operands[-2:]) == list(ck.results[-2:])
    assert [op.value.value.data for op in (v.owner for v in ctile.iter_args[-2:])] == [0, 0]
    names = [op.name for op in ck.body.block.ops]
    assert names[0] == "nv_tileas.mbarrier_wait" and "nv_tileas.mbarrier_arrive" in names
    assert not any(n.startswith("nv_tileas.tma_") for n in names)


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
