"""Generated kernels, run by the CPU SIMT emulator, against the reference interpreter.

Each corpus kernel is compiled exactly as `tileiras` compiles it (layouts, shared-memory
conversions, shuffles, barriers, masks), but for the host (`tileiras.simt`); the emulator
runs every GPU thread of a block as an OS thread. The interpreter (`tileiras.interp`) runs the
cuda_tile program on the same arguments. Arrays must agree (integers exactly, floats within
the tolerance of their type: the host's libm stands in for libdevice), and so must the
printed text and whether an assertion failed.

Tensor-core kernels (mmaf, mmai, mmaf_scaled) are compared too: integers exactly; floats with
a looser absolute tolerance (`MMA_ATOL`), because the interpreter sums the K products exactly
and rounds once while the generated code accumulates in f32, one rounding per product.

Default run: a selection covering every family; `@pytest.mark.slow`: every kernel.
"""

from __future__ import annotations

import io

import ml_dtypes
import numpy as np
import pytest

from corpus_cases import BYTECODE, arrays_of, kernel_args, kernel_grid, manifest, uses_mma
from tileiras.interp import launch as interp_launch
from tileiras.interp.errors import InterpError
from tileiras.simt import Emulator

ALL = sorted(n for n in manifest()["kernels"] if (BYTECODE / f"{n}.13.4.tileirbc").exists())
MMA = {n for n in ALL if uses_mma(BYTECODE / f"{n}.13.4.tileirbc")}
MMA_ATOL = {np.float32: 1e-4, np.float64: 1e-12}
"""Absolute slack for float results of MMA kernels (f32: a K-long f32 sum of O(1) products)."""

DEFAULT = [
    # elementwise, math, casts
    "vadd_f32", "vadd_bf16", "binary_arith_f32", "unary_trig_f32", "rounding_modes_f32", "approx_math_f32",
    "int_arith_i8", "bitwise_u32", "cvt_f32_e4m3", "cvt_f32_tf32_f32", "cvt_rz_f32_f16", "cvt_u8_f64",
    # memory and views
    "copy_3d_f32", "padding_modes_f32", "gather_scatter_1d_f32", "advanced_indexing_f32", "tiled_view_steps_i32",
    "raw_memory_f32", "load_store_memory_order_f32", "list_of_arrays_f32", "tuple_param_f32",
    # shapes
    "permute_3d_f32", "cat_tiles_f32", "extract_tiles_f32", "insert_tile_f32", "reshape_2d_i32", "pack_unpack_i32",
    # reductions and scans
    "softmax_f32", "argmax_argmin_f32", "reduce_3d_multi_axis_f32", "custom_scan_f32", "scans_i64",
    # control flow
    "for_dynamic_bounds_f32", "while_break_f32", "break_continue_f32", "if_else_f32", "early_return_f32",
    # atomics, print, assert
    "atomic_cas_lock", "atomic_rmw_i32", "atomic_red_view_f32", "sum_reduce_atomic_f32", "printf_values_f32",
    "assert_positive_f32", "grid_ids_3d",
    # tensor-core ops (the generic dot): types, batched, scaled, in loops
    "mma_f16_f32", "mma_int8_i32", "mma_uint8_i32", "mma_e4m3_f32", "mma_f64_f64", "mma_scaled_fp4_e4m3",
    "mma_batched_f16", "matmul_tiled_f16", "fused_attention_f16",
    # the async machine: cp.async stages (3; 2 for bigger tiles), ldmatrix, zero fill at the edges
    "aligned_gemm_f16", "aligned_gemm_i8", "dense_gemm_bf16_128", "aligned_attention_f16",
    # sm_90 (the emulator's default target): the GEMMs and attention above run wgmma, and so does
    "dense_gemm_f16",
    # user-style kernels (row_kernels, dtype_mix, shapes_views_flow, odd_shapes_params, constrained_arrays, misc_ops)
    "softmax_looped_f32", "signed_divmod_i8", "tile_4d_f32", "gather_scatter_2d_masked_f32", "small_scalar_params",
    "aligned_tail_2d_f16", "assert_one_block_f32", "half_nan_f16",
    # memory-bound (issue 12): staged transpose stores, row reductions stored per row, narrowed vectors
    "transpose_aligned_f16", "row_sum_max_f32", "saxpy_f32",
]
DEFAULT = [n for n in DEFAULT if n in ALL]


def _tolerance(dtype) -> tuple[float, float] | None:
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


def _compare(name: str, i: int, want: np.ndarray, got: np.ndarray) -> None:
    tol = _tolerance(want.dtype.type)
    if tol is None:
        assert np.array_equal(want, got), f"{name}: array {i} differs at {np.argwhere(want != got)[:4].tolist()}"
        return
    rtol, atol = tol
    if name in MMA:
        atol = max(atol, MMA_ATOL.get(want.dtype.type, 0.0))
    w, g = want.astype(np.float64), got.astype(np.float64)
    close = np.isclose(w, g, rtol=rtol, atol=atol, equal_nan=True)
    if not close.all():
        bad = np.argwhere(~close)[:4]
        detail = [(tuple(int(k) for k in j), float(w[tuple(j)]), float(g[tuple(j)])) for j in bad]
        raise AssertionError(f"{name}: array {i}: {int((~close).sum())} elements differ, e.g. {detail}")


def run_both(name: str, gpu_name: str = "sm_90") -> None:
    data = (BYTECODE / f"{name}.13.4.tileirbc").read_bytes()
    grid = kernel_grid(name)
    want_args, got_args = kernel_args(name), kernel_args(name)
    printed = io.StringIO()
    interp_failed = False
    try:
        interp_launch(data, grid, *want_args, stdout=printed)
    except InterpError:
        interp_failed = True
    emu = Emulator.from_bytecode(data, gpu_name)
    emu.launch_cutile(grid, *got_args)
    assert (emu.traps > 0) == interp_failed, f"{name}: assertion outcome differs"
    if interp_failed:
        # a failed assertion ends the launch (the GPU traps): what the other blocks and
        # threads wrote by then is not specified, so only the outcome is compared
        return
    assert "".join(emu.stdout) == printed.getvalue()
    for i, (w, g) in enumerate(zip(arrays_of(want_args), arrays_of(got_args))):
        _compare(name, i, w, g)


@pytest.mark.parametrize("name", DEFAULT)
def test_emulated_kernel_matches_interpreter(name: str) -> None:
    run_both(name)


@pytest.mark.slow
@pytest.mark.parametrize("name", ALL)
def test_every_kernel_matches_interpreter(name: str) -> None:
    run_both(name)


@pytest.mark.parametrize("gpu_name", ["sm_80", "sm_100", "sm_120"])
def test_other_targets(gpu_name: str) -> None:
    """The per-target differences of the lowering (cluster handling, scopes) keep results."""
    for name in ("softmax_f32", "atomic_orders_scopes_i32", "scans_f32"):
        run_both(name, gpu_name)


def test_emulator_reports_failed_asserts() -> None:
    data = (BYTECODE / "assert_positive_f32.13.4.tileirbc").read_bytes()
    args = kernel_args("assert_positive_f32")
    args[0][3] = -1.0
    emu = Emulator.from_bytecode(data)
    emu.launch_cutile(kernel_grid("assert_positive_f32"), *args)
    assert emu.traps >= 1
    assert any("position: [3]" in line and "all inputs must be positive" in line for line in emu.stdout)


def test_conversions_in_slices(monkeypatch) -> None:
    """A gather through shared memory (layout conversions, slices, cat) of a tile bigger than
    the scratch budget goes in slices; with a tiny budget every one does, and results stay
    right."""
    import tileiras.conversion.nv_tileas_to_llvm.lowering as lowering

    monkeypatch.setattr(lowering, "SMEM_CHUNK_BYTES", 64)
    calls = []
    original = lowering.FunctionLowering._gather_chunked

    def spy(self, *args, **kwargs):
        calls.append(1)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(lowering.FunctionLowering, "_gather_chunked", spy)
    for name in ("scans_f32", "gather_2d_unchecked_f16", "broadcast_outer_f32", "extract_tiles_f32",
                 "insert_tile_f32", "cat_tiles_f32", "atomic_rmw_i32"):
        run_both(name)
    assert len(calls) >= 6
