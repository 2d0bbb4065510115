"""The dot lowerings (mmaf, mmai, mmaf_scaled) on kernels the corpus lacks: big tiles (K cut
into chunks, operands whose K bits sit in lanes), mixed signedness, block scales from memory,
batched operands, and the chunked path forced on small tiles; the tensor-core path
(`mma.sync`, emulated warp-collectively) and the generic one where both apply. Kernels are
exported by cuTile Python at test time and run by the SIMT emulator against the reference
interpreter.
"""

from __future__ import annotations

import io
import sys
import textwrap
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

ct = pytest.importorskip("cuda.tile")

from tileiras.interp import launch as interp_launch  # noqa: E402
from tileiras.interp.launch import Constant  # noqa: E402
from tileiras.simt import Emulator  # noqa: E402

SOURCE = textwrap.dedent('''
    import cuda.tile as ct

    @ct.kernel
    def mm(a, b, c, M: ct.Constant[int], N: ct.Constant[int], K: ct.Constant[int]):
        x = ct.load(a, index=(0, 0), shape=(M, K))
        y = ct.load(b, index=(0, 0), shape=(K, N))
        acc = ct.zeros((M, N), dtype=c.dtype)
        ct.store(c, index=(0, 0), tile=ct.mma(x, y, acc))

    @ct.kernel
    def mm_acc(a, b, c, M: ct.Constant[int], N: ct.Constant[int], K: ct.Constant[int]):
        x = ct.load(a, index=(0, 0), shape=(M, K))
        y = ct.load(b, index=(0, 0), shape=(K, N))
        acc = ct.load(c, index=(0, 0), shape=(M, N))
        ct.store(c, index=(0, 0), tile=ct.mma(x, y, acc))

    @ct.kernel
    def mm_batched(a, b, c, B: ct.Constant[int], M: ct.Constant[int], N: ct.Constant[int],
                   K: ct.Constant[int]):
        x = ct.load(a, index=(0, 0, 0), shape=(B, M, K))
        y = ct.load(b, index=(0, 0), shape=(K, N))
        acc = ct.zeros((B, M, N), dtype=ct.float32)
        ct.store(c, index=(0, 0, 0), tile=ct.mma(x, y, acc))

    @ct.kernel
    def mm_scaled(a, sa, b, sb, c, M: ct.Constant[int], N: ct.Constant[int], K: ct.Constant[int],
                  KS: ct.Constant[int]):
        x = ct.load(a, index=(0, 0), shape=(M, K))
        xs = ct.load(sa, index=(0, 0), shape=(M, KS))
        y = ct.load(b, index=(0, 0), shape=(K, N))
        ys = ct.load(sb, index=(0, 0), shape=(KS, N))
        acc = ct.zeros((M, N), dtype=ct.float32)
        ct.store(c, index=(0, 0), tile=ct.mma_scaled(x, xs, y, ys, acc))
''')

DT = {np.float16: ct.float16, np.float32: ct.float32, np.float64: ct.float64, np.int8: ct.int8,
      np.uint8: ct.uint8, np.int32: ct.int32, ml_dtypes.bfloat16: ct.bfloat16,
      ml_dtypes.float8_e4m3fn: ct.float8_e4m3fn, ml_dtypes.float8_e5m2: ct.float8_e5m2,
      ml_dtypes.float8_e8m0fnu: ct.float8_e8m0fnu}


def _export(tmp_path: Path, name: str, constraints: list, gpu: str = "sm_100") -> bytes:
    from cuda.tile.compilation import CallingConvention, KernelSignature, export_kernel

    path = tmp_path / "dot_kernels.py"
    path.write_text(SOURCE)
    sys.path.insert(0, str(tmp_path))
    try:
        import importlib

        mod = importlib.import_module("dot_kernels")
        importlib.reload(mod)
        sig = KernelSignature(constraints, calling_convention=CallingConvention.cutile_python_v1())
        buf = io.BytesIO()
        export_kernel(getattr(mod, name), [sig], buf, output_format="tileir_bytecode", bytecode_version="13.4",
                      gpu_code=gpu)
        return buf.getvalue()
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("dot_kernels", None)


def _array(dtype, ndim: int):
    from cuda.tile.compilation import ArrayConstraint

    return ArrayConstraint(DT[dtype], ndim, index_dtype=ct.int32, stride_lower_bound_incl=0, alias_groups=(),
                           may_alias_internally=False)


def _random(shape, dtype, rng) -> np.ndarray:
    if dtype in (np.int8, np.uint8):
        info = np.iinfo(dtype)
        return rng.integers(info.min, info.max + 1, shape).astype(dtype)
    if dtype is ml_dtypes.float8_e8m0fnu:
        return (2.0 ** rng.integers(-3, 4, shape)).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def _check(data: bytes, args_of, out_index: int, gpu: str = "sm_100", atol: float = 1e-4) -> None:
    want, got = args_of(), args_of()
    interp_launch(data, (1, 1, 1), *want)
    emu = Emulator.from_bytecode(data, gpu)
    emu.launch_cutile((1,), *got)
    w, g = want[out_index], got[out_index]
    if np.dtype(w.dtype).kind in "iu":
        assert np.array_equal(w, g)
        return
    w64, g64 = w.astype(np.float64), g.astype(np.float64)
    rtol = 1e-2 if w.dtype == np.float16 else 2e-4
    assert np.allclose(w64, g64, rtol=rtol, atol=atol), float(np.max(np.abs(w64 - g64)))
    assert np.count_nonzero(w64) > w64.size // 2  # a real product, not zeros


def _mm(tmp_path, ta, tb, tc, M, N, K, accumulate=False, gpu="sm_100", atol=1e-4):
    name = "mm_acc" if accumulate else "mm"
    data = _export(tmp_path, name, [_array(ta, 2), _array(tb, 2), _array(tc, 2), M, N, K], gpu)

    def args():
        rng = np.random.default_rng(7)
        c = _random((M, N), tc, rng) if accumulate else np.zeros((M, N), tc)
        return [_random((M, K), ta, rng), _random((K, N), tb, rng), c, Constant(M), Constant(N), Constant(K)]

    _check(data, args, 2, gpu, atol)


@pytest.fixture(params=["mma", "generic"])
def path(request, monkeypatch):
    """Both lowerings of the dots that fit mma.sync."""
    from tileiras.layout import mma_kinds

    monkeypatch.setattr(mma_kinds, "MMA_SYNC", request.param == "mma")
    return request.param


def test_big_tile_f16(tmp_path, path):
    """128x128x64: 128 accumulators per thread; generic: A and B in two K chunks of 32 KiB."""
    _mm(tmp_path, np.float16, np.float16, np.float32, 128, 128, 64)


def test_big_tile_f32_k_in_lanes(tmp_path):
    """f32 operands loaded with K across lanes: which chunk an element belongs to depends on
    the thread (a predicated store per register)."""
    _mm(tmp_path, np.float32, np.float32, np.float32, 64, 64, 256, accumulate=True)


@pytest.mark.parametrize("ta,tb", [(np.int8, np.uint8), (np.uint8, np.int8), (np.uint8, np.uint8)])
def test_mixed_signedness(tmp_path, ta, tb, path):
    _mm(tmp_path, ta, tb, np.int32, 32, 32, 64, accumulate=True)


@pytest.mark.parametrize("ta,tc", [(ml_dtypes.float8_e4m3fn, np.float16), (ml_dtypes.bfloat16, np.float32),
                                   (np.float16, np.float16), (np.float64, np.float64)])
def test_types_with_accumulator(tmp_path, ta, tc, path):
    _mm(tmp_path, ta, ta, tc, 32, 64, 32, accumulate=True, atol=1e-2 if tc == np.float16 else 1e-4)


@pytest.mark.parametrize("ta,tb", [(ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e4m3fn),
                                   (ml_dtypes.float8_e5m2, ml_dtypes.float8_e5m2), (np.float16, np.float16)])
def test_float_pairs_f32(tmp_path, ta, tb, path):
    _mm(tmp_path, ta, tb, np.float32, 32, 32, 64, accumulate=True)


@pytest.mark.parametrize("ta,tc,shape", [(np.float16, np.float32, (16, 8, 16)), (np.int8, np.int32, (16, 16, 32)),
                                         (np.float64, np.float64, (8, 8, 4))])
def test_one_fragment_over_four_warps(tmp_path, ta, tc, shape, path):
    """A tile of one mma fragment: every warp computes it (replicated), one stores it."""
    _mm(tmp_path, ta, ta, tc, *shape, accumulate=True)


def test_batched_broadcast_rhs(tmp_path, path):
    B, M, N, K = 4, 16, 32, 32
    data = _export(tmp_path, "mm_batched", [_array(np.float16, 3), _array(np.float16, 2),
                                            _array(np.float32, 3), B, M, N, K])

    def args():
        rng = np.random.default_rng(3)
        return [_random((B, M, K), np.float16, rng), _random((K, N), np.float16, rng),
                np.zeros((B, M, N), np.float32), Constant(B), Constant(M), Constant(N), Constant(K)]

    _check(data, args, 2)


@pytest.mark.parametrize("t", [ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2])
def test_scaled_e8m0_from_memory(tmp_path, t):
    M, N, K, KS = 32, 32, 64, 2
    sc = ml_dtypes.float8_e8m0fnu
    data = _export(tmp_path, "mm_scaled", [_array(t, 2), _array(sc, 2), _array(t, 2), _array(sc, 2),
                                           _array(np.float32, 2), M, N, K, KS])

    def args():
        rng = np.random.default_rng(5)
        return [_random((M, K), t, rng), _random((M, KS), sc, rng), _random((K, N), t, rng),
                _random((KS, N), sc, rng), np.zeros((M, N), np.float32), Constant(M), Constant(N), Constant(K),
                Constant(KS)]

    _check(data, args, 4)


def test_k_chunks_forced(monkeypatch):
    """With a tiny shared-memory budget every generic dot runs in many K chunks (and every
    layout conversion in slices): results stay right."""
    import tileiras.conversion.nv_tileas_to_llvm.lowering as lowering
    from tileiras.layout import mma_kinds

    monkeypatch.setattr(mma_kinds, "MMA_SYNC", False)

    sys.path.insert(0, str(Path(__file__).parent))
    import test_simt_vs_interp as corpus

    monkeypatch.setattr(lowering, "SMEM_CHUNK_BYTES", 4096)
    for name in ("mma_f16_f32", "mma_batched_f16", "mma_scaled_fp4_e4m3", "mma_int8_i32"):
        corpus.run_both(name)


def test_scaled_f4_with_e5m3_scales_on_sm107(tmp_path):
    """f8E5M3FNU block scales (sm_107 only): the corpus fp4 kernel with its e4m3 scales
    retyped (our disassembler, then our assembler); other targets refuse it as NVIDIA does."""
    from tileiras.cli import tileir_as
    from tileiras.cli.tileirdisasm import disassemble
    from tileiras.driver.compile import compile_bytecode
    from tileiras.diagnostics import CompileError
    from tileiras.driver.options import CompileOptions

    corpus = Path(__file__).resolve().parents[1] / "corpus" / "bytecode"
    text = disassemble((corpus / "mma_scaled_fp4_e4m3.13.4.tileirbc").read_bytes(), False)
    src = tmp_path / "k.mlir"
    src.write_text(text.replace("f8E4M3FN", "f8E5M3FNU"))
    out = tmp_path / "k.tileirbc"
    assert tileir_as.run([str(src), "-o", str(out), "--bytecode-version", "13.4"]) == 0
    data = out.read_bytes()

    def args():
        rng = np.random.default_rng(1)
        code = lambda shape: ((rng.integers(-2, 3, shape) + 15) << 3).astype(np.uint8)  # 2**e, bias 15
        return [rng.standard_normal((32, 64)).astype(np.float16), code((32, 4)),
                rng.standard_normal((64, 32)).astype(np.float16), code((4, 32)), np.zeros((32, 32), np.float32)]

    _check(data, args, 4, "sm_107")
    with pytest.raises(CompileError) as exc:
        compile_bytecode(data, CompileOptions(input=str(out), gpu_name="sm_100"))
    assert "unsupported type 'fnv8E5M3FNU'" in "\n".join(exc.value.lines())


def test_mma_fragments_are_ptx_layouts():
    """The fragment layouts hold, lane by lane, the elements PTX's mma.sync m16n8k<8E> says."""
    from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import mma_layouts
    from tileiras.layout.mma_kinds import MmaKind

    for e in (1, 2, 4):
        kind = MmaKind("x", "x", "x", "f32", e)
        la, lb, ld = mma_layouts(kind, 16, 8, 8 * e, 1)
        for lane in range(32):
            g, t = lane >> 2, lane & 3
            d = [ld.coords(ld.element(lane, r)) for r in range(4)]
            assert d == [(g, 2 * t), (g, 2 * t + 1), (g + 8, 2 * t), (g + 8, 2 * t + 1)]
            a = [la.coords(la.element(lane, r)) for r in range(4 * e)]
            want_a = [(g + 8 * (j & 1), e * t + 4 * e * (j >> 1) + i) for j in range(4) for i in range(e)]
            assert a == want_a
            b = [lb.coords(lb.element(lane, r)) for r in range(2 * e)]
            assert b == [(e * t + 4 * e * j + i, g) for j in range(2) for i in range(e)]
    # batched: the batch bits go to warps first, then registers; every fragment stays in place
    la, lb, ld = mma_layouts(MmaKind("x", "x", "x", "f32", 2), 16, 8, 16, 2, 4)
    assert la.shape == (4, 16, 16) and lb.shape == (4, 16, 8) and ld.shape == (4, 16, 8)
    for lane in range(32):
        for warp in range(2):
            for r in range(ld.num_regs):
                bt, m, n = ld.coords(ld.element(32 * warp + lane, r))
                assert bt & 1 == warp and (m & 7, n & 6) == (lane >> 2, 2 * (lane & 3))
    # m8n8k4 f64
    la, lb, ld = mma_layouts(MmaKind("f64", "f64", "f64", "f64", 1), 8, 8, 4, 1)
    for lane in range(32):
        g, t = lane >> 2, lane & 3
        assert [ld.coords(ld.element(lane, r)) for r in range(2)] == [(g, 2 * t), (g, 2 * t + 1)]
        assert la.coords(la.element(lane, 0)) == (g, t)
        assert lb.coords(lb.element(lane, 0)) == (t, g)


@pytest.mark.parametrize("name,inst", [
    ("mma_f16_f32", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"),
    ("mma_bf16_f32", "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32"),
    ("mma_tf32", "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32"),
    ("mma_int8_i32", "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32"),
    ("mma_uint8_i32", "mma.sync.aligned.m16n8k32.row.col.s32.u8.s8.s32"),
    ("mma_e4m3_f32", "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32"),
    ("mma_f64_f64", "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64"),
    ("mma_e5m2_f16", "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32"),
    ("mma_f16_f16", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"),
    ("mma_batched_f16", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"),
    ("mma_f32_f32", None),
    # block-scaled NVFP4 on sm_100: each e2m1 widened (cvt.rn.f16x2.e2m1x2) and scaled by its
    # e4m3 scale in f16 (exact), then an f16 dot
    ("mma_scaled_fp4_e4m3", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"),
])
def test_tensor_core_instructions(name, inst):
    """Dots that fit an mma.sync form use it (PTX accepted by ptxas); the rest stay generic."""
    from tileiras.driver.compile import compile_bytecode
    from tileiras.driver.options import CompileOptions

    corpus = Path(__file__).resolve().parents[1] / "corpus" / "bytecode"
    path = corpus / f"{name}.13.4.tileirbc"
    ptx = compile_bytecode(path.read_bytes(), CompileOptions(input=str(path), gpu_name="sm_100", emit="ptx"))
    text = ptx.decode() if isinstance(ptx, bytes) else ptx
    if inst is None:
        assert "mma.sync" not in text
    else:
        assert inst in text


@pytest.mark.parametrize("gpu,names", [("sm_80", ("mma_f16_f32", "mma_int8_i32", "mma_f64_f64")),
                                       ("sm_89", ("mma_e4m3_f32",)),
                                       ("sm_120", ("mma_bf16_f32", "mma_tf32", "mma_scaled_fp4_e4m3"))])
def test_corpus_dots_on_other_targets(gpu, names):
    sys.path.insert(0, str(Path(__file__).parent))
    import test_simt_vs_interp as corpus

    for name in names:
        corpus.run_both(name, gpu)
