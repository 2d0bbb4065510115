"""The epilogue role (`tileas-warp-specialize`, issue 14): warp 5 (sm_90, sm_120; warp 6 after the
MMA warp on the sm_100 family) issues the TMA store.

NVIDIA's sm_90 and sm_120 kernels whose tile leaves by TMA store (dense_gemm_f16, dense_gemm_bf16_128,
dense_attention_f16; PTX of its --lineinfo cubins) hand the accumulator over through shared
memory: the consumer warpgroup writes the tile into the store's buffer (stmatrix),
`fence.proxy.async.shared::cta`, `mbarrier.arrive` on an mbarrier of count 128; warp 5 waits
for that mbarrier's phase 0 and issues `cp.async.bulk.tensor` shared -> global, commits, waits
`wait_group.read 0`; warps 6-7 idle. Checked here: the roles and the hand-off in the IR, the
PTX order, emulator == interpreter, and that the emulator catches an epilogue warp that does
not wait for the hand-off.
"""

from __future__ import annotations

import numpy as np
import pytest

from test_warp_specialize import _expected, _overlaps, _ptx, _roles, _run, specialized

EPILOGUE_KERNELS = ["dense_gemm_f16", "dense_gemm_bf16_128", "dense_attention_f16"]
"""The corpus's sm_90 warp-specialized kernels with a TMA store: NVIDIA's issue it from warp 5."""
NO_STORE = ["aligned_gemm_f16", "aligned_gemm_bf16_f32out"]
"""Tails in M or N: the tile leaves by st.global from the consumers (NVIDIA's too), no epilogue role."""


def _func(name: str, sm: str = "sm_90"):
    return next(op for op in specialized(name, sm).module.walk() if op.name == "nv_tileaa.func")


def _role(func, role: str):
    return next(op for op in func.regions[0].blocks.first.ops
                if op.name == "nv_tileas.warp_role" and op.role.data == role)


@pytest.mark.parametrize("sm", ["sm_90", "sm_120"])
@pytest.mark.parametrize("name", EPILOGUE_KERNELS)
def test_the_store_is_handed_to_an_epilogue_warp(name, sm):
    func = _func(name, sm)
    roles = _roles(func)
    assert roles["epilogue"] == (5, 1, 32) and roles["idle"] == (6, 2, 32)
    assert roles["producer"] == (4, 1, 32) and roles["consumer"] == (0, 4, 0)
    consumer = [op for op in _role(func, "consumer").body.blocks.first.ops]
    names = [op.name for op in consumer]
    assert "nv_tileas.tma_store" not in names
    write = consumer[names.index("nv_tileas.tma_store_write")]
    arrive = next(op for op in consumer[names.index("nv_tileas.tma_store_write"):]
                  if op.name == "nv_tileas.mbarrier_arrive")
    bars = arrive.bars.owner
    assert bars.name == "nv_tileas.alloc_mbarriers" and bars.count.value.data == 128
    assert bars.results[0].type.get_shape() == (1,)
    epi = [op for op in _role(func, "epilogue").body.blocks.first.ops if not op.name.startswith(("arith.", "nv_tileaa."))]
    assert [op.name for op in epi] == ["nv_tileas.mbarrier_wait", "nv_tileas.tma_store_issue"]
    wait, issue = epi
    assert wait.bars is arrive.bars and issue.buffer is write.buffer
    assert not _overlaps(func)


@pytest.mark.parametrize("name", ["dense_gemm_f16", "dense_gemm_bf16_128"])
def test_on_the_sm_100_family_the_store_warp_follows_the_mma_warp(name):
    """NVIDIA's sm_100 GEMMs store from warp 6 once the epilogue warpgroup (0-3) has written
    the tile read from tensor memory; warp 7 idles."""
    func = _func(name, "sm_100")
    assert _roles(func) == {"producer": (4, 1, 32), "mma": (5, 1, 32), "epilogue": (6, 1, 32), "idle": (7, 1, 32),
                            "consumer": (0, 4, 0)}
    names = [op.name for op in _role(func, "consumer").body.blocks.first.ops]
    assert names.index("nv_tileas.tmem_load") < names.index("nv_tileas.tma_store_write") \
        < len(names) - 1 - names[::-1].index("nv_tileas.mbarrier_arrive")
    assert not _overlaps(func)


@pytest.mark.parametrize("name", NO_STORE)
def test_kernels_without_a_tma_store_keep_three_idle_warps(name):
    roles = _roles(_func(name))
    assert "epilogue" not in roles and roles["idle"] == (5, 3, 32)


def test_the_epilogue_warp_waits_then_stores_in_the_ptx():
    """dense_gemm_bf16_128: the consumers fence then arrive; the epilogue warp's bulk stores
    follow its wait, then commit and `wait_group.read 0` (NVIDIA's order)."""
    ptx = _ptx(specialized("dense_gemm_bf16_128"))
    store = ptx.index("cp.async.bulk.tensor.2d.global.shared::cta")
    wait = ptx.rindex("mbarrier.try_wait.parity", 0, store)
    dec = ptx.rindex("setmaxnreg.dec.sync.aligned.u32 32", 0, wait)
    assert dec < wait < store < ptx.index("cp.async.bulk.commit_group", store) \
        < ptx.index("cp.async.bulk.wait_group.read 0", store)
    fence = ptx.index("fence.proxy.async.shared::cta")
    assert "mbarrier.arrive.shared.b64" in ptx[fence:]
    assert ptx.count("setmaxnreg.dec.sync.aligned.u32 32") == 3  # producer, epilogue, idle


@pytest.mark.slow
@pytest.mark.parametrize("sm", ["sm_90", "sm_120", "sm_100"])
@pytest.mark.parametrize("name", EPILOGUE_KERNELS)
def test_epilogue_kernels_match_the_interpreter(name, sm):
    from test_simt_vs_interp import run_both

    run_both(name, sm)


def test_an_epilogue_warp_not_waiting_for_the_hand_off_is_caught(monkeypatch):
    """Without its wait the epilogue warp stores the buffer before the consumers have written
    it (they are still in the main loop): the output is not the product, or, when the
    consumers write the buffer while the TMA unit may still read it, the emulator reports the
    overwritten source (which one depends on the warps' timing). The same kernel with the
    wait: correct."""
    from tileiras.simt.emulator import EmulatorError
    from tileiras.transforms import tileas_warp_specialize as ws

    want = _expected("dense_gemm_f16")
    np.testing.assert_allclose(_run("dense_gemm_f16"), want, rtol=1e-2, atol=1e-2)
    monkeypatch.setattr(ws, "epilogue_wait", lambda bars, zero, phase: None)
    try:
        got = _run("dense_gemm_f16")
    except EmulatorError as e:
        assert "store" in str(e) and "overwritten" in str(e)
        return
    assert not np.allclose(got, want, rtol=1e-2, atol=1e-2)
