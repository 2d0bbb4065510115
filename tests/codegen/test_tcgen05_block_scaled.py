"""Block-scaled MMA on tcgen05 (sm_100a / sm_103a): the instruction descriptor, the scale
factors' staging and tensor-memory placement (`layout/tcgen05_block_scaled.py`), the
emulator's model of `tcgen05.cp .32x128b.warpx4` and of the block-scaled `tcgen05.mma`
(`simt/tcgen05_block_scaled_model.py`), the helpers' PTX, and the selection and lowering of
cuTile's block-scaled GEMM (`conversion/tileas_tcgen05_block_scaled.py`)."""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from corpus_cases import BYTECODE
from test_tcgen05 import _fake_smem
from test_wgmma import _reference_offset
from tileiras.layout.tcgen05_atom import smem_descriptor
from tileiras.layout.tcgen05_block_scaled import (
    copy_descriptor,
    decode_instruction,
    instruction_descriptor,
    scale_column,
    staged_bytes,
    staged_offset,
    tmem_columns,
)
from tileiras.layout.wgmma_atom import Descriptor
from tileiras.simt import tcgen05_block_scaled_model as bsm
from tileiras.simt import tcgen05_model

ROOT = Path(__file__).resolve().parents[2]


def test_instruction_descriptor_is_nvidias():
    """NVIDIA's MXFP8 128x128 GEMM (e4m3 A K-major, B MN-major, ue8m0) issues 0x08A10000 plus
    the scale factor ids (A's in bits 29-30, B's in 4-5)."""
    base = instruction_descriptor("mxf8f6f4", "e4m3", "e4m3", "ue8m0", 128, 128, False, True)
    assert base == 0x08A10000
    d = instruction_descriptor("mxf8f6f4", "e5m2", "e4m3", "ue8m0", 128, 256, False, True, 3, 2)
    f = decode_instruction(d)
    assert (f["a"], f["b"], f["n"], f["m"], f["a_sf_id"], f["b_sf_id"], f["scale"]) == (1, 0, 256, 128, 3, 2, 1)


def test_staging_is_the_copy_layout():
    """Scale (row, block) of a 128-row tile with 4 blocks sits where `tcgen05.cp 32x128b`
    puts it in lane row % 32, column row // 32, byte block (NVIDIA's st.shared pattern: row
    32 (t & 3) + (t >> 2) at (t >> 2) * 16 + (t & 3) * 4); a second group of blocks and a
    second 128 rows take the next copies."""
    for t in range(128):
        row = 32 * (t & 3) + (t >> 2)
        assert [staged_offset(row, k, 128) for k in range(4)] == [(t >> 2) * 16 + (t & 3) * 4 + k for k in range(4)]
    assert staged_offset(5, 4, 128) == 512 + 5 * 16
    assert staged_offset(128 + 5, 4, 256) == 3 * 512 + 5 * 16
    assert staged_bytes(128, 4) == 512 and staged_bytes(256, 8) == 2048 and tmem_columns(256, 8) == 16
    assert scale_column(1, 5, 256) == ((2 + 1) * 4, 1)
    assert copy_descriptor(0x1000) == 0x400800000000 | 0x100  # NVIDIA's constant or-ed with addr >> 4


def _fp8(rng, shape, dtype=ml_dtypes.float8_e4m3fn) -> np.ndarray:
    return rng.integers(-8, 9, shape).astype(np.float32).astype(dtype)


def _setup(monkeypatch, n: int = 128, seed: int = 0):
    """Shared memory with A (128 x 32 e4m3, K-major, 32-byte swizzle), B stored [32, N]
    (MN-major, 128-byte swizzle) and the two scale tables staged for the copy; tensor memory
    allocated, the scales copied. Returns what the checks need."""
    rng = np.random.default_rng(seed)
    a = _fp8(rng, (128, 32))
    b_store = _fp8(rng, (32, n))
    sa = rng.integers(120, 134, (128, 4)).astype(np.uint8)
    sb = rng.integers(120, 134, (n, 4)).astype(np.uint8)
    a_off, b_off, sa_off = 0, 4096, 4096 + 32 * n
    sb_off = sa_off + 512
    smem, ptr, emu = _fake_smem(monkeypatch, sb_off + staged_bytes(n, 4) + 1024)
    for r in range(128):
        for c in range(32):
            smem[a_off + _reference_offset(r, c, 128, 32, 1)] = a[r, c].view(np.uint8)
    for r in range(32):
        for c in range(n):
            smem[b_off + _reference_offset(r, c, 32, n, 1)] = b_store[r, c].view(np.uint8)
    for r in range(128):
        for k in range(4):
            smem[sa_off + staged_offset(r, k, 128)] = sa[r, k]
    for r in range(n):
        for k in range(4):
            smem[sb_off + staged_offset(r, k, n)] = sb[r, k]
    tcgen05_model.begin_block()
    slot = np.zeros(1, dtype=np.uint32)
    tcgen05_model.alloc(0, ptr, slot.ctypes.data, 512)
    da = smem_descriptor(Descriptor((ptr + a_off) % 2**18, 16, 256, 32))
    db = smem_descriptor(Descriptor((ptr + b_off) % 2**18, 32 * 128, 1024, 128))
    return dict(a=a, b=b_store.T, sa=sa, sb=sb, smem=smem, ptr=ptr, emu=emu, da=da, db=db, sa_off=sa_off,
                sb_off=sb_off, n=n)


def _copy(s, col_a: int, col_b: int) -> None:
    ptr = s["ptr"]
    bsm.cp_32x128b_warpx4(0, ptr, col_a, copy_descriptor((ptr + s["sa_off"]) % 2**18))
    for q in range(s["n"] // 128):
        bsm.cp_32x128b_warpx4(0, ptr, col_b + 4 * q, copy_descriptor((ptr + s["sb_off"] + 512 * q) % 2**18))


def _want(s, ka: int, kb: int) -> np.ndarray:
    a = s["a"].astype(np.float64) * np.exp2(s["sa"][:, ka].astype(np.float64) - 127)[:, None]
    b = s["b"].astype(np.float64) * np.exp2(s["sb"][:, kb].astype(np.float64) - 127)[:, None]
    return a @ b.T


@pytest.mark.parametrize("n", [128, 256])
def test_block_scaled_mma_reads_the_copied_scales(monkeypatch, n):
    """After the copies, each scale factor id selects that block's byte of every row's and
    column's cell; the products are (A SA)(B SB)^T; an MMA lands (accumulating in f32) when
    its commit's mbarrier is tested."""
    s = _setup(monkeypatch, n)
    ptr, emu = s["ptr"], s["emu"]
    _copy(s, 256, 260)
    assert not emu.faults
    cta = tcgen05_model._cta()
    for ka, kb in ((0, 0), (3, 1), (2, 2)):
        idesc = instruction_descriptor("mxf8f6f4", "e4m3", "e4m3", "ue8m0", 128, n, False, True, ka, kb)
        got = bsm.products(cta, ptr, s["da"], s["db"], idesc, 256, 260)
        assert not isinstance(got, str), got
        np.testing.assert_array_equal(got, _want(s, ka, kb))
    idesc = instruction_descriptor("mxf8f6f4", "e4m3", "e4m3", "ue8m0", 128, n, False, True, 1, 1)
    bsm.mma_block_scaled(0, ptr, 0, s["da"], s["db"], idesc, 256, 260, 0)
    bsm.mma_block_scaled(0, ptr, 0, s["da"], s["db"], idesc, 256, 260, 1)
    tcgen05_model.commit(0, ptr, 0x40)
    tcgen05_model.land(0x40)
    assert not emu.faults, emu.faults
    d = cta.tmem[:, :n].view(np.float32)
    want = _want(s, 1, 1).astype(np.float32)
    np.testing.assert_array_equal(d, (want.astype(np.float64) + want).astype(np.float32))


def test_fp4_block16_mma_reads_packed_operands_and_four_scales(monkeypatch):
    """kind::mxf4nvf4 block16: A and B K-major, two e2m1 per byte (the even K in the low
    nibble), 64 K per instruction; K block j scaled by byte j of the row's (column's) cell, a
    ue4m3. A scale with bit 7 set is a fault."""
    rng = np.random.default_rng(1)
    codes_a = rng.integers(0, 16, (128, 64)).astype(np.uint8)
    codes_b = rng.integers(0, 16, (128, 64)).astype(np.uint8)
    sa = rng.standard_normal((128, 4)).astype(ml_dtypes.float8_e4m3fn).view(np.uint8) & 0x7F
    sb = rng.standard_normal((128, 4)).astype(ml_dtypes.float8_e4m3fn).view(np.uint8) & 0x7F
    smem, ptr, emu = _fake_smem(monkeypatch, 16384)
    for base, codes in ((0, codes_a), (4096, codes_b)):
        packed = codes[:, 0::2] | codes[:, 1::2] << 4  # 128 x 32 bytes
        for r in range(128):
            for c in range(32):
                smem[base + _reference_offset(r, c, 128, 32, 1)] = packed[r, c]
    for r in range(128):
        for k in range(4):
            smem[8192 + staged_offset(r, k, 128)] = sa[r, k]
            smem[8704 + staged_offset(r, k, 128)] = sb[r, k]
    tcgen05_model.begin_block()
    slot = np.zeros(1, dtype=np.uint32)
    tcgen05_model.alloc(0, ptr, slot.ctypes.data, 256)
    bsm.cp_32x128b_warpx4(0, ptr, 128, copy_descriptor((ptr + 8192) % 2**18))
    bsm.cp_32x128b_warpx4(0, ptr, 132, copy_descriptor((ptr + 8704) % 2**18))
    da = smem_descriptor(Descriptor(ptr % 2**18, 16, 256, 32))
    db = smem_descriptor(Descriptor((ptr + 4096) % 2**18, 16, 256, 32))
    idesc = instruction_descriptor("mxf4nvf4", "e2m1", "e2m1", "ue4m3", 128, 128, False, False)
    got = bsm.products(tcgen05_model._cta(), ptr, da, db, idesc, 128, 132, bsm.KINDS["mxf4nvf4"])
    assert not isinstance(got, str), got

    def scaled(codes, s):
        return (codes.view(ml_dtypes.float4_e2m1fn).astype(np.float64)
                * np.repeat(s.view(ml_dtypes.float8_e4m3fn).astype(np.float64), 16, axis=1))

    np.testing.assert_array_equal(got, scaled(codes_a, sa) @ scaled(codes_b, sb).T)
    smem[8192] |= 0x80  # row 0's scale of block 0 with a sign
    bsm.cp_32x128b_warpx4(0, ptr, 128, copy_descriptor((ptr + 8192) % 2**18))
    assert "bit 7 set" in bsm.products(tcgen05_model._cta(), ptr, da, db, idesc, 128, 132, 1)
    assert not emu.faults


def test_block_scaled_faults(monkeypatch):
    """Scales no copy wrote, quarters that differ, and a copy over scales an MMA in flight
    reads are faults."""
    s = _setup(monkeypatch)
    ptr, emu = s["ptr"], s["emu"]
    cta = tcgen05_model._cta()
    idesc = instruction_descriptor("mxf8f6f4", "e4m3", "e4m3", "ue8m0", 128, 128, False, True)
    bsm.mma_block_scaled(0, ptr, 0, s["da"], s["db"], idesc, 256, 260, 1)
    assert "that no tcgen05.cp wrote" in emu.faults[-1]
    _copy(s, 256, 260)
    cta.tmem[70, 256] ^= 1  # lane quarter 2 of row 6 (its column 0) no longer matches
    assert "differ between the lane quarters" in bsm.products(cta, ptr, s["da"], s["db"], idesc, 256, 260)
    _copy(s, 256, 260)
    bsm.mma_block_scaled(0, ptr, 0, s["da"], s["db"], idesc, 256, 260, 1)
    s["smem"][s["sa_off"]] ^= 1  # row 0's scale of block 0 changes in shared memory...
    _copy(s, 256, 260)  # ...and is copied over the cell the MMA reads before it lands
    tcgen05_model.commit(0, ptr, 0x40)
    n = len(emu.faults)
    tcgen05_model.land(0x40)
    assert "changed before the mbarrier of its commit was waited on" in emu.faults[n]
    bsm.cp_32x128b_warpx4(0, ptr, (32 << 16) | 256, copy_descriptor((ptr + s["sa_off"]) % 2**18))
    assert "lane field must be 0" in emu.faults[-1]
    bsm.cp_32x128b_warpx4(0, ptr, 510, copy_descriptor((ptr + s["sa_off"]) % 2**18))
    assert "outside the tensor memory allocated" in emu.faults[-1]


def test_the_helpers_assemble():
    """The copy and the block-scaled MMA helpers compile to PTX ptxas takes for sm_100a and sm_103a."""
    from tileiras.codegen import runtime, tcgen05_block_scaled_helpers
    from tileiras.codegen.nvptx import compile_to_ptx, link_runtime
    from tileiras.conversion.nv_tileas_to_llvm import NVPTX_DATALAYOUT, NVPTX_TRIPLE
    from tileiras.target import TARGETS
    from tileiras.toolchain import ptxas

    names = tcgen05_block_scaled_helpers.all_names()
    lines = [f'target datalayout = "{NVPTX_DATALAYOUT}"', f'target triple = "{NVPTX_TRIPLE}"',
             "define ptx_kernel void @k(i64 %d, i32 %x) {"]
    for n in names:
        h = runtime.helper(n)
        args = ", ".join({"i64": "i64 %d", "i32": "i32 %x"}[t] for t in h.args)
        lines.append(f"  call void {h.symbol}({args})")
    lines += ["  ret void", "}"]
    text = "\n".join(lines) + "\n" + "\n".join(runtime.helper(n).declaration() for n in names) + "\n"
    for sm in ("sm_100", "sm_103"):
        ptx = compile_to_ptx(link_runtime(text, {runtime.helper(n).name for n in names}, 0), TARGETS[sm], 3, ["k"])
        assert "tcgen05.cp.cta_group::1.32x128b.warpx4 [%r" in ptx
        assert "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [%r" in ptx
        try:
            ptxas.find_ptxas()
        except ptxas.ToolchainError:
            pytest.skip("no ptxas")
        assert ptxas.assemble(ptx, TARGETS[sm])[:4] == b"\x7fELF"


# --- the selection, the PTX and the emulator on cuTile's block-scaled GEMM ---------------------------

MXF8 = "block_scaled_matmul_mxf8_2dscale"
NVF4 = "block_scaled_matmul_nvf4_2dscale"
CP = "tcgen05.cp.cta_group::1.32x128b.warpx4"
MMA = "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32"


@functools.cache
def _sample(name: str, gpu: str, tn: int = 128) -> bytes:
    """benchmarks/block_scaled.py's kernel `name` as bytecode, with output tiles 128 x `tn`."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import io

    import block_scaled
    from cuda.tile.compilation import export_kernel

    if tn == 128:
        return block_scaled.export(name, gpu)
    kernel, params = block_scaled.KERNELS[name]
    c = block_scaled.case(name, kernel, name, gpu_code=gpu, **dict(params, TN=tn))
    buf = io.BytesIO()
    export_kernel(c.kernel, c.signatures(), buf, output_format="tileir_bytecode", bytecode_version="13.4",
                  gpu_code=gpu)
    return buf.getvalue()


def _after_pipeline(data: bytes, gpu: str):
    from tileiras.driver import pipeline
    from tileiras.driver.compile import read_bytecode
    from tileiras.driver.options import CompileOptions
    from tileiras.target import get_target

    state = pipeline.PipelineState(read_bytecode(data).module, get_target(gpu), CompileOptions(gpu_name=gpu, emit="ptx"))
    pipeline.run_stages(state, pipeline.between("check-supported", "tileas-unspecialized-pipeline"))
    return state


def _ptx(data: bytes, gpu: str) -> str:
    from tileiras.driver.compile import compile_bytecode
    from tileiras.driver.options import CompileOptions

    text = compile_bytecode(data, CompileOptions(input="k", gpu_name=gpu, emit="ptx"))
    return text.decode() if isinstance(text, bytes) else text


def _check_sample_ptx(gpu: str) -> None:
    ops = list(_after_pipeline(_sample(MXF8, gpu), gpu).module.walk())
    mma = [op for op in ops if op.name == "nv_tileas.tcgen05_mma_scaled"]
    assert len(mma) == 1 and not any(op.name == "nv_tileaa.dot" for op in ops)
    assert mma[0].idesc.value.data == 0x08A10000  # NVIDIA's descriptor (ids added per K step)
    text = _ptx(_sample(MXF8, gpu), gpu)
    # 128 K per tile: 4 MMAs of K 32 (ids 0..3), one copy per scale table; no mma.sync left
    assert text.count(MMA) == 4 and text.count(CP) == 2 and "mma.sync" not in text
    assert "fence.proxy.async.shared::cta" in text
    for sf_id in range(4):
        assert str(0x08A10000 | sf_id << 29 | sf_id << 4) in text
    from tileiras.driver.compile import compile_bytecode
    from tileiras.driver.options import CompileOptions
    from tileiras.toolchain import ptxas

    try:
        ptxas.find_ptxas()
    except ptxas.ToolchainError:
        return
    cubin = compile_bytecode(_sample(MXF8, gpu), CompileOptions(input="k", gpu_name=gpu))  # ptxas takes it
    assert bytes(cubin[:4]) == b"\x7fELF"


def test_sample_takes_block_scaled_tcgen05():
    """The MXFP8 sample on sm_100: one `tcgen05_mma_scaled` in the IR, NVIDIA's instruction
    forms in the PTX (ptxas takes them: the compile tests assemble every PTX)."""
    _check_sample_ptx("sm_100")


@pytest.mark.slow
def test_sample_takes_block_scaled_tcgen05_sm_103():
    _check_sample_ptx("sm_103")


def test_small_block_scaled_dots_record_why_not():
    """The corpus's 32x32 kernels (no K loop) keep the mma.sync lowering on sm_100, as NVIDIA
    keeps them off tcgen05, and say why in the IR."""
    for name in ("mma_scaled_e4m3", "mma_scaled_fp4_e4m3"):
        data = (BYTECODE / f"{name}.13.4.tileirbc").read_bytes()
        dots = [op for op in _after_pipeline(data, "sm_100").module.walk() if op.name == "nv_tileaa.dot"]
        assert dots and all("128 x (128 or 256) tile" in d.attributes["nv_tileas.tcgen05_fallback"].data
                            for d in dots), name


NVF4_MMA = "tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16"


def _check_nvf4_ptx(gpu: str) -> None:
    """NVIDIA's forms for the NVFP4 sample: 2 block16 MMAs (64 K each) and 4 copies (8 blocks
    of 16: two groups per table), e2m1 format 1 and ue4m3 in the descriptor."""
    ops = list(_after_pipeline(_sample(NVF4, gpu), gpu).module.walk())
    mma = [op for op in ops if op.name == "nv_tileas.tcgen05_mma_fp4"]
    assert len(mma) == 1 and not any(op.name == "nv_tileaa.dot" for op in ops)
    idesc = instruction_descriptor("mxf4nvf4", "e2m1", "e2m1", "ue4m3", 128, 128, False, False)
    assert mma[0].idesc.value.data == idesc
    text = _ptx(_sample(NVF4, gpu), gpu)
    assert text.count(NVF4_MMA) == 2 and text.count(CP) == 4 and "mma.sync" not in text
    assert str(idesc) in text


def test_nvf4_sample_takes_block_scaled_tcgen05():
    _check_nvf4_ptx("sm_100")


@pytest.mark.slow
def test_nvf4_sample_takes_block_scaled_tcgen05_sm_103():
    _check_nvf4_ptx("sm_103")


def _run_sample(gpu: str, K: int, seed: int = 5, name: str = MXF8, tn: int = 128):
    """Both samples on one 128 x `tn` output tile with K `K`: (interpreter's C, emulator's C, emulator)."""
    from tileiras.interp import launch as interp_launch
    from tileiras.interp.launch import Constant
    from tileiras.simt import Emulator

    data = _sample(name, gpu, tn)
    vs = 32 if name == MXF8 else 16

    def args():
        rng = np.random.default_rng(seed)
        if name == MXF8:
            ops = lambda shape: rng.standard_normal(shape).astype(ml_dtypes.float8_e4m3fn)  # noqa: E731
            scales = lambda shape: (2.0 ** rng.integers(-3, 4, shape)).astype(ml_dtypes.float8_e8m0fnu)  # noqa: E731
        else:  # f16 operands the kernel converts to e2m1; e4m3 scales (negative ones too)
            ops = lambda shape: rng.integers(-6, 7, shape).astype(np.float16)  # noqa: E731
            scales = lambda shape: rng.standard_normal(shape).astype(ml_dtypes.float8_e4m3fn)  # noqa: E731
        return [ops((128, K)), scales((128, K // vs)), ops((K, tn)), scales((K // vs, tn)),
                np.zeros((128, tn), np.float16), Constant(128), Constant(tn), Constant(128), Constant(vs)]

    want, got = args(), args()
    interp_launch(data, (1, 1, 1), *want)
    emu = Emulator.from_bytecode(data, gpu)
    emu.launch_cutile((1, 1), *got)
    return want[4].astype(np.float64), got[4].astype(np.float64), emu


def test_emulated_sample_matches_interpreter():
    """128x128 output, K 256 (two iterations: both scale sets and staging areas): the emulator
    running our sm_100 code (copies and block-scaled MMAs in the tcgen05 model) gives the
    interpreter's result within f16 rounding."""
    w, g, emu = _run_sample("sm_100", 256)
    assert not emu.faults, emu.faults[:3]
    assert np.count_nonzero(w) > w.size // 2
    np.testing.assert_allclose(g, w, rtol=2e-3, atol=1e-2)


@pytest.mark.slow
@pytest.mark.parametrize("gpu", ["sm_100", "sm_103"])
def test_emulated_sample_matches_interpreter_slow(gpu):
    w, g, emu = _run_sample(gpu, 512, seed=9)
    assert not emu.faults, emu.faults[:3]
    np.testing.assert_allclose(g, w, rtol=2e-3, atol=1e-2)


@pytest.mark.parametrize("gpu", ["sm_100", pytest.param("sm_103", marks=pytest.mark.slow)])
def test_emulated_nvf4_sample_matches_interpreter(gpu):
    """The NVFP4 sample on tcgen05 (operands packed into shared memory each iteration, the
    signs of negative e4m3 scales folded into them; two iterations): the emulator gives the
    interpreter's result."""
    w, g, emu = _run_sample(gpu, 256, name=NVF4)
    assert not emu.faults, emu.faults[:3]
    assert np.count_nonzero(w) > w.size // 2
    np.testing.assert_allclose(g, w, rtol=2e-3, atol=1e-2)


@pytest.mark.slow
def test_dropping_the_wait_is_a_fault(monkeypatch):
    """Without the wait for the previous iteration's commit the next stage's copy overwrites
    operands the MMAs still read: the emulator reports it (nobody tests the iterations'
    mbarriers, so the MMAs land only after the loop: no dependence on thread timing)."""
    from tileiras.conversion.nv_tileas_to_llvm import tcgen05_block_scaled as lowering
    from tileiras.simt.emulator import EmulatorError

    monkeypatch.setattr(lowering, "wait_for_previous", lambda fl, bars, it: None)
    with pytest.raises(EmulatorError, match="changed before the mbarrier of its commit was waited on"):
        _run_sample("sm_100", 512)


@pytest.mark.slow
@pytest.mark.parametrize("fp4", [False, True])
def test_a_128_row_dot_outside_a_loop_keeps_mma_sync(tmp_path, fp4):
    """A 128x128 block-scaled dot outside a loop gets the split m32 (a tcgen05 candidate) but
    no loop: the mma.sync lowering (fp8: per block; NVFP4: operands scaled in f16x2), right in
    the emulator."""
    import test_mma_scaled

    if fp4:
        test_mma_scaled.test_block_scaled_forms(tmp_path, "sm_100", True, np.float16, ml_dtypes.float8_e4m3fn,
                                                128, 128, 64, 4, "mul.rn.f16x2")
    else:
        test_mma_scaled.test_block_scaled_forms(tmp_path, "sm_100", False, ml_dtypes.float8_e4m3fn,
                                                ml_dtypes.float8_e8m0fnu, 128, 128, 64, 2,
                                                test_mma_scaled.PER_BLOCK_F16)


@pytest.mark.slow
@pytest.mark.parametrize("name", [MXF8, NVF4])
def test_256_column_tiles(name):
    """TN = 256: one instruction of N 256 per K step, B's scales in two copies per group
    (columns n // 32 of eight); the PTX and the emulator's result."""
    text = _ptx(_sample(name, "sm_100", 256), "sm_100")
    if name == MXF8:
        assert text.count(MMA) == 4 and text.count(CP) == 3
        assert str(instruction_descriptor("mxf8f6f4", "e4m3", "e4m3", "ue8m0", 128, 256, False, True)) in text
    else:
        assert text.count(NVF4_MMA) == 2 and text.count(CP) == 2 + 4
        assert str(instruction_descriptor("mxf4nvf4", "e2m1", "e2m1", "ue4m3", 128, 256, False, False)) in text
    w, g, emu = _run_sample("sm_100", 256, seed=3, tn=256, name=name)
    assert not emu.faults, emu.faults[:3]
    np.testing.assert_allclose(g, w, rtol=2e-3, atol=1e-2)


@pytest.mark.slow
@pytest.mark.parametrize("name,op", [(MXF8, "nv_tileas.tcgen05_mma_scaled"), (NVF4, "nv_tileas.tcgen05_mma_fp4")])
def test_without_overlap(monkeypatch, name, op):
    """The single-wait form (`pending` 0: one staging area and scale set, every thread waits
    for the iteration's own commit) gives the interpreter's result too."""
    from tileiras.conversion import tileas_tcgen05

    monkeypatch.setattr(tileas_tcgen05, "_can_overlap", lambda dot: False)
    ops = list(_after_pipeline(_sample(name, "sm_100"), "sm_100").module.walk())
    assert [o.pending.value.data for o in ops if o.name == op] == [0]
    w, g, emu = _run_sample("sm_100", 384, seed=4, name=name)
    assert not emu.faults, emu.faults[:3]
    np.testing.assert_allclose(g, w, rtol=2e-3, atol=1e-2)
