"""`codegen.runtime.helper`: one `Helper` per name, and the GPU path never builds an emulator body.

The lowering asks for a helper at every call site; the `mma` helpers' host (CPU emulator)
bodies are large, so building them while compiling for a GPU cost time for nothing.
"""

from __future__ import annotations

import pytest

from tileiras.codegen import mma_helpers, runtime

MMA = "__tileiras.mma.m16n8k16.f32.f16.f16"


def test_helper_is_one_instance_per_name_with_or_without_prefix():
    a = runtime.helper(MMA)
    assert runtime.helper(MMA) is a
    assert runtime.helper(MMA[len(runtime.PREFIX):]) is a
    assert a.name == MMA


def test_unknown_helper_still_raises_every_time():
    for _ in range(2):
        with pytest.raises(runtime.HelperError, match="unknown runtime helper"):
            runtime.helper("mma.m16n8k99.f32.f16.f16")


def test_gpu_path_does_not_build_the_mma_host_body(monkeypatch):
    runtime._helper.cache_clear()
    calls: list[tuple] = []
    real = mma_helpers._host_body

    def counting(*args):
        calls.append(args)
        return real(*args)

    monkeypatch.setattr(mma_helpers, "_host_body", counting)
    try:
        gpu = runtime.gpu_definitions([MMA, MMA[len(runtime.PREFIX):]], 0)
        assert "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" in gpu
        assert calls == []
        host = runtime.host_definitions([MMA])
        assert len(calls) == 1
        assert "@__sim.warp_exchange" in host and "noinline" in host
    finally:
        runtime._helper.cache_clear()  # no Helper holding the patched builder outlives the test
