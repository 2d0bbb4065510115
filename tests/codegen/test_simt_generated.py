"""Kernels exported by cuTile Python at test time, sized to reach the code paths the corpus
kernels (small tiles) do not: scans and reductions across warps, 128-bit accesses next to
scalar ones (a layout conversion bigger than the scratch budget), large transposes.
Checked with the SIMT emulator against numpy."""

from __future__ import annotations

import io
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

ct = pytest.importorskip("cuda.tile")

from tileiras.interp.launch import Constant  # noqa: E402
from tileiras.simt import Emulator  # noqa: E402

SOURCE = textwrap.dedent('''
    import cuda.tile as ct

    @ct.kernel
    def long_scans(a, fwd, rev, N: ct.Constant[int]):
        x = ct.load(a, index=(0,), shape=(N,))
        ct.store(fwd, index=(0,), tile=ct.cumsum(x, 0))
        ct.store(rev, index=(0,), tile=ct.cumsum(x, 0, reverse=True))

    @ct.kernel
    def column_stats(a, col_sum, col_max, M: ct.Constant[int], N: ct.Constant[int]):
        x = ct.load(a, index=(0, 0), shape=(M, N))
        ct.store(col_sum, index=(0,), tile=ct.sum(x, 0))
        ct.store(col_max, index=(0,), tile=ct.max(x, 0))

    @ct.kernel
    def mixed_alignment(a, b, out, N: ct.Constant[int]):
        i = ct.bid(0)
        x = ct.load(a, index=(i, 0), shape=(N, N))
        y = ct.load(b, index=(i, 0), shape=(N, N))
        ct.store(out, index=(i, 0), tile=x * 2.0 + ct.transpose(y))
''')


def _export(tmp_path: Path, name: str, constraints: list) -> bytes:
    from cuda.tile.compilation import CallingConvention, KernelSignature, export_kernel

    path = tmp_path / "gen_kernels.py"
    path.write_text(SOURCE)
    sys.path.insert(0, str(tmp_path))
    try:
        import importlib

        mod = importlib.import_module("gen_kernels")
        importlib.reload(mod)
        sig = KernelSignature(constraints, calling_convention=CallingConvention.cutile_python_v1())
        buf = io.BytesIO()
        export_kernel(getattr(mod, name), [sig], buf, output_format="tileir_bytecode", bytecode_version="13.4",
                      gpu_code="sm_100")
        return buf.getvalue()
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("gen_kernels", None)


def _array(dtype, ndim: int, **kw):
    from cuda.tile.compilation import ArrayConstraint

    args = dict(index_dtype=ct.int32, stride_lower_bound_incl=0, alias_groups=(), may_alias_internally=False)
    args.update(kw)
    return ArrayConstraint(dtype, ndim, **args)


def test_scans_across_warps(tmp_path):
    data = _export(tmp_path, "long_scans", [_array(ct.int32, 1)] * 3 + [4096])
    emu = Emulator.from_bytecode(data, "sm_90")
    a = np.random.default_rng(1).integers(-50, 50, 4096).astype(np.int32)
    fwd, rev = np.zeros_like(a), np.zeros_like(a)
    emu.launch_cutile((1,), a, fwd, rev, Constant(4096))
    assert (fwd == np.cumsum(a)).all()
    assert (rev == np.cumsum(a[::-1])[::-1]).all()


def test_reductions_across_warps(tmp_path):
    data = _export(tmp_path, "column_stats", [_array(ct.float32, 2)] + [_array(ct.float32, 1)] * 2 + [128, 32])
    emu = Emulator.from_bytecode(data, "sm_90")
    a = np.random.default_rng(2).standard_normal((128, 32)).astype(np.float32)
    s, m = np.zeros(32, np.float32), np.zeros(32, np.float32)
    emu.launch_cutile((1,), a, s, m, Constant(128), Constant(32))
    assert np.allclose(s, a.sum(0), rtol=1e-5, atol=1e-5)
    assert (m == a.max(0)).all()


def test_vector_and_scalar_layouts_meet(tmp_path):
    """`a` is provably 16-byte aligned (128-bit loads), `b` is not (scalar loads): the sum
    needs a layout conversion of a 64 KiB tile, done in slices."""
    aligned = _array(ct.float32, 2, base_addr_divisible_by=16, stride_constant=(None, 1),
                     stride_divisible_by=(4, 1))
    plain = _array(ct.float32, 2)
    data = _export(tmp_path, "mixed_alignment", [aligned, plain, plain, 128])
    emu = Emulator.from_bytecode(data, "sm_90")
    rng = np.random.default_rng(3)
    a = rng.standard_normal((256, 128)).astype(np.float32)
    b = rng.standard_normal((256, 128)).astype(np.float32)
    out = np.zeros_like(a)
    emu.launch_cutile((2,), a, b, out, Constant(128))
    want = np.concatenate([a[:128] * 2 + b[:128].T, a[128:] * 2 + b[128:].T])
    assert np.allclose(out, want, rtol=1e-6, atol=1e-6)
    assert "load <4 x float>" in emu.llvm_ir
