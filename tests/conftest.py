"""Shared test setup: markers and GPU detection.

Markers (registered in pyproject.toml): ``slow`` (excluded by default; ``make
test-slow``) and ``gpu`` (excluded by default; skipped when selected on a
machine without an NVIDIA GPU and driver).
"""

from __future__ import annotations

import ctypes
import functools
import os

import pytest
from hypothesis import settings


@functools.lru_cache(maxsize=None)
def gpu_available() -> bool:
    """True when the CUDA driver loads and sees at least one device."""
    try:
        cuda = ctypes.CDLL("libcuda.so.1")
    except OSError:
        return False
    count = ctypes.c_int(0)
    if cuda.cuInit(0) != 0 or cuda.cuDeviceGetCount(ctypes.byref(count)) != 0:
        return False
    return count.value > 0


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    gpu_items = [item for item in items if item.get_closest_marker("gpu")]
    if gpu_items and not gpu_available():
        skip = pytest.mark.skip(reason="no NVIDIA GPU and driver on this machine")
        for item in gpu_items:
            item.add_marker(skip)


# Property tests draw the same examples on every run (CI must not pass or fail by chance);
# `HYPOTHESIS_PROFILE=explore` draws new ones, to look for bugs on purpose.
settings.register_profile("ci", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
