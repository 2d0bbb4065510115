"""The emulator's async proxy (`simt/async_proxy.py`): shared-memory writes by the threads
reach the tensor cores and the TMA unit only through `fence.proxy.async`, so a kernel that
drops the fence reads stale bytes in the emulator, as it may on the GPU."""

from __future__ import annotations

import numpy as np

from test_tma_store import _outputs, _without
from test_wgmma import _expected, _run


def test_the_view_follows_fences_and_landed_copies():
    from tileiras.simt import async_proxy

    shared = np.zeros(64, dtype=np.uint8)
    base = int(shared.ctypes.data)
    async_proxy.begin_block([base], 64)
    try:
        shared[:8] = 7  # a generic write: not seen by the async proxy yet
        assert not async_proxy.array(base, 64)[:8].any()
        shared[16:24] = 9  # a TMA load's bytes: seen once landed, without a fence
        async_proxy.landed(base, 16, 24)
        view = async_proxy.array(base, 64)
        assert (view[16:24] == 9).all() and not view[:8].any()
        async_proxy.fence(base)
        assert (async_proxy.array(base, 64)[:8] == 7).all()
    finally:
        async_proxy.begin_block([], 0)
    # outside a launch an async reader sees the bytes themselves
    assert (async_proxy.array(base, 64)[:8] == 7).all()


def test_a_tma_store_without_its_proxy_fence_stores_stale_bytes(monkeypatch):
    """row_sum_max's epilogue writes its rows with st.shared and fences them for the TMA unit;
    without the fence the store reads what the async proxy saw before (zeros)."""
    from tileiras.conversion.nv_tileas_to_llvm.tma import PROXY_FENCE

    want = _outputs("row_sum_max_dense_f32", None)
    _without(monkeypatch, PROXY_FENCE)
    got = _outputs("row_sum_max_dense_f32", "sm_90")
    assert not all(np.allclose(g, w, rtol=1e-2, atol=1e-2) for g, w in zip(got, want))


def test_a_staged_operand_without_its_proxy_fence_is_stale(monkeypatch):
    """matmul_tiled_f16 on sm_90 stores its register tiles into wgmma buffers with st.shared;
    without `fence.proxy.async` the wgmma reads the buffers as the async proxy last saw them."""
    _without(monkeypatch, "wgmma.proxy_fence")
    assert not np.allclose(_run("matmul_tiled_f16"), _expected("matmul_tiled_f16"), rtol=1e-2, atol=1e-2)
