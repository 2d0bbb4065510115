"""The tolerances the kit's runner compares GPU arrays with: those of the emulator tests.

Kept here rather than imported from tests/codegen/test_simt_vs_interp.py, whose import reads
every corpus kernel (seconds per build worker); tests/gpu_kit checks that the two agree for
every element type of the corpus.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

MMA_ATOL = {np.float32: 1e-4, np.float64: 1e-12}
"""Absolute slack for float results of tensor-core kernels (a K-long f32 sum of O(1) products)."""


def tolerance(dtype) -> tuple[float, float] | None:
    """(rtol, atol) for an array of numpy scalar type `dtype`; None: compared exactly."""
    if dtype in (np.float16, ml_dtypes.bfloat16):
        return 1e-2, 1e-2
    if dtype == np.float32:
        return 2e-4, 1e-5
    if dtype == np.float64:
        return 1e-9, 1e-12
    if np.dtype(dtype).kind == "f" or dtype in (ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2,
                                                  ml_dtypes.float8_e8m0fnu):
        return 0.0, 0.0
    return None


def array_tolerance(dtype: np.dtype, mma: bool) -> tuple[float, float] | None:
    """The tolerance for one array of a case; `mma`: the kernel uses tensor-core ops."""
    tol = tolerance(dtype.type)
    if tol is None:
        return None
    rtol, atol = tol
    if mma:
        atol = max(atol, MMA_ATOL.get(dtype.type, 0.0))
    return rtol, atol
