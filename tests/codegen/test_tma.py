"""TMA (issue 13): where NVIDIA's tileiras loads tiles with `cp.async.bulk.tensor`, so do we.

- The facts: tests/codegen/golden/nvidia_ptx_facts.json (tools/nvidia_ptx_facts.py) records the
  instruction families of NVIDIA's PTX per corpus kernel and target. For every kernel (tensor-core
  ones, and the memory-bound row_sum_max_dense_f32) and target where NVIDIA's PTX loads with
  TMA, ours does too, with the same ranks, one hidden
  128-byte tensor-map parameter per map, and the maps reach the host object (`.nv.host`);
  `NOT_YET` lists the exceptions with the reason, and the test checks they are still exceptions
  (so the list stays true).
- The host object of a compiled TMA kernel writes, for each of our maps, the bytes NVIDIA's
  object writes for the same view (tests/golden/nvhost/tma).
- The emulator runs the TMA kernels (the tensor maps filled by our host callback, the Python
  TMA model: zero fill, swizzle, mbarrier tx counts) and must agree with the interpreter; a
  wrong expected byte count or phase is caught.
"""

from __future__ import annotations

import functools
import json
import random
import re
from pathlib import Path

import numpy as np
import pytest

from corpus_cases import BYTECODE, arrays_of, kernel_args, kernel_grid, uses_mma
from tileiras.driver.compile import compile_bytecode
from tileiras.driver.options import CompileOptions
from tileiras.target import get_target

ROOT = Path(__file__).resolve().parents[2]
FACTS = json.loads((ROOT / "tests" / "codegen" / "golden" / "nvidia_ptx_facts.json").read_text())
NVHOST_TMA = ROOT / "tests" / "golden" / "nvhost" / "tma"

NOT_YET: dict[str, str] = {}
MEMORY_BOUND_TMA = {"row_sum_max_dense_f32"}
"""The kernels without MMAs where NVIDIA loads with TMA (memory-bound rows: `tileas_tma.row_tensor_map`)."""
"""Kernels where NVIDIA's PTX loads with TMA and ours does not, and why."""


def _tma_cases() -> list[tuple[str, str]]:
    out = []
    for f, per in sorted(FACTS.items()):
        name = f.split(".")[0]
        for sm, facts in sorted(per.items()):
            if facts.get("tma_load"):
                out.append((name, sm))
    return out


TMA_CASES = _tma_cases()
FAST = {("dense_gemm_f16", "sm_120"), ("dense_attention_f16", "sm_90"), ("aligned_batched_gemm_f16", "sm_100"),
        ("row_sum_max_dense_f32", "sm_120")}


@functools.cache
def ptx_of(name: str, sm: str) -> str:
    path = BYTECODE / f"{name}.13.4.tileirbc"
    return compile_bytecode(path.read_bytes(), CompileOptions(input=str(path), gpu_name=sm, emit="ptx")).decode()


def test_facts_cover_the_tma_targets():
    """The facts hold the TMA targets, and NVIDIA never uses TMA where the hardware has none."""
    assert {"sm_90", "sm_100", "sm_120"} <= {sm for _, sm in TMA_CASES}
    for f, per in FACTS.items():
        for sm, facts in per.items():
            if facts.get("tma_load") or facts.get("tma_store"):
                assert get_target(sm).has_tma, (f, sm)


def _check_case(name: str, sm: str) -> None:
    nv = FACTS[f"{name}.13.4.tileirbc"][sm]
    ptx = ptx_of(name, sm)
    ours = sorted({f"{r}d" for r in re.findall(r"cp\.async\.bulk\.tensor\.(\d)d\.shared", ptx)})
    if name in NOT_YET:
        assert not ours, f"{name} {sm} now uses TMA: take it off NOT_YET"
        return
    assert uses_mma(BYTECODE / f"{name}.13.4.tileirbc") or name in MEMORY_BOUND_TMA
    assert ours and set(ours) <= set(nv["tma_load"]), (ours, nv["tma_load"])
    maps = re.findall(r"\.param \.align 64 \.b8 \S+_param_\d+\[128\]", ptx)
    assert 0 < len(maps) <= nv["tensor_maps"]
    line = re.search(r"^// tileiras\.tensor_maps (\S+) (.*)$", ptx, re.M)
    assert line is not None and len(json.loads(line.group(2))) == len(maps)
    assert "mbarrier.arrive.expect_tx" in ptx and "mbarrier.try_wait.parity" in ptx
    # the stages' consumer: ldmatrix for mma.sync, wgmma on sm_90, tcgen05.mma on sm_100a/sm_103a (issue 15),
    # ld.shared for the generic (tf32) dot and the memory-bound rows
    assert any(s in ptx for s in ("ldmatrix", "wgmma.mma_async", "tcgen05.mma", "ld.shared"))


@pytest.mark.parametrize("name,sm", sorted(FAST))
def test_where_nvidia_loads_with_tma_so_do_we(name, sm):
    _check_case(name, sm)


@pytest.mark.slow
@pytest.mark.parametrize("name,sm", TMA_CASES)
def test_every_nvidia_tma_case(name, sm):
    _check_case(name, sm)


def test_allow_tma_false_and_targets_without_tma_keep_cp_async():
    ptx = ptx_of("dense_gemm_f16", "sm_89")
    assert "cp.async.bulk.tensor" not in ptx and "cp.async.cg.shared.global" in ptx
    from tileiras.transforms.tileas_tma import _allows_tma
    from xdsl.dialects.builtin import DictionaryAttr, IntegerAttr, i1, i32

    class Load:
        properties = {"hints": DictionaryAttr({"allow_tma": IntegerAttr(0, i1)})}

    assert not _allows_tma(Load())
    Load.properties = {"hints": DictionaryAttr({"latency": IntegerAttr(3, i32)})}
    assert _allows_tma(Load())


# -- the host object of a compiled TMA kernel against NVIDIA's ---------------------------------------

HOST_DEFAULT = [("dense_gemm_f16", "sm_120"), ("dense_attention_f16", "sm_120"), ("dense_gemm_bf16_128", "sm_90"),
                ("row_sum_max_dense_f32", "sm_100")]
TMA_TARGETS = ("sm_90", "sm_100", "sm_103", "sm_107", "sm_110", "sm_120", "sm_121")
HOST_ALL = sorted({(n.split(".")[0], n.split(".")[1]) for n in json.loads((NVHOST_TMA / "index.json").read_text())}
                  - {(k, sm) for k in NOT_YET for sm in TMA_TARGETS})
"""Every corpus kernel NVIDIA moves with TMA, on every TMA target (tools/nvhost_tma_objects.py saved NVIDIA's
host object of each)."""


OTHER_BOXES: dict[tuple[str, str], str] = {}
"""Kernels whose maps describe the same views as NVIDIA's with another box or swizzle, and why."""


def test_the_callback_oracle_covers_every_tma_case():
    """NVIDIA's host object is saved for every (kernel, target) where its PTX uses TMA, all 7 TMA targets, so
    the slow test below compares the maps of every one of them, byte for byte."""
    assert set(TMA_CASES) == set(HOST_ALL)
    assert {sm for _, sm in HOST_ALL} == set(TMA_TARGETS)
    assert not OTHER_BOXES  # every map byte for byte, aligned_gemm_tf32's unswizzled 8-row B boxes included


@pytest.mark.parametrize("name,sm", HOST_DEFAULT)
def test_compiled_host_object_writes_nvidias_tensor_maps(name, sm):
    _check_host_object(name, sm)


@pytest.mark.slow
@pytest.mark.parametrize("name,sm", HOST_ALL)
def test_every_compiled_host_object_writes_nvidias_tensor_maps(name, sm):
    _check_host_object(name, sm)


def _view_fields(data: bytes) -> tuple:
    from tileiras.host_abi.tensor_map import decode

    m = decode(data)
    return m.address, m.dtype, m.shape, m.strides, m.large


def _check_host_object(name: str, sm: str) -> None:
    """Each of our maps is one of NVIDIA's byte for byte (the same view, box and swizzle); for the
    kernels of OTHER_BOXES, the same view (address, element, shape, strides)."""
    from tileiras.codegen.host_callbacks import HostKernel, host_object, ptx_host_kernels
    from tileiras.host_abi import jit_available, load_host_object

    if not jit_available():
        pytest.skip("llvmlite cannot load x86-64 host objects here")
    index = json.loads((NVHOST_TMA / "index.json").read_text())
    meta = index[f"{name}.{sm}.o"]
    (mine,) = ptx_host_kernels(ptx_of(name, sm))
    assert isinstance(mine, HostKernel) and mine.tensor_maps
    assert list(mine.param_sizes) == meta["param_sizes"]
    theirs = load_host_object((NVHOST_TMA / f"{name}.{sm}.o").read_bytes())
    ours = load_host_object(host_object([mine]))
    rng = random.Random(7)
    from tileiras.host_abi.tensor_map import hidden_param_offsets

    end = mine.param_offsets()[-1] + mine.param_sizes[-1]
    nv_offsets = hidden_param_offsets(end, meta["tensor_maps"], mine.cbank_base)
    for _ in range(4):
        buf = bytearray(4096)
        for off, size in zip(mine.param_offsets(), mine.param_sizes):
            v = rng.randrange(1 << 47) & ~15 if size == 8 else rng.choice([64, 128, 256, 1000, 4096])
            buf[off:off + size] = v.to_bytes(size, "little")
        outs = []
        for host in (theirs, ours):
            res = host.call_on_arguments_change(0, [bytes(8)] * 3 + [bytes(buf)])
            after = bytearray(buf)
            for w in res.writes:
                after[w.offset:w.offset + len(w.after)] = w.after
            outs.append(bytes(after))
        nv_maps = {outs[0][at:at + 64] for at in nv_offsets}
        for at in mine.hidden_offsets():
            if (name, sm) in OTHER_BOXES:
                assert _view_fields(outs[1][at:at + 64]) in {_view_fields(m) for m in nv_maps}
            else:
                assert outs[1][at:at + 64] in nv_maps  # each of our maps is one of NVIDIA's, byte for byte


# -- the emulator -------------------------------------------------------------------------------------

def _run(name: str, sm: str, seed: int = 0, timeout: float | None = None):
    from tileiras.simt import Emulator

    data = (BYTECODE / f"{name}.13.4.tileirbc").read_bytes()
    args = kernel_args(name, seed=seed)
    emu = Emulator.from_bytecode(data, sm)
    if timeout is not None:
        emu.wait_timeout_s = timeout
    emu.launch_cutile(kernel_grid(name), *args)
    return arrays_of(args)[-1].astype(np.float64)


def _expected(name: str, seed: int = 0):
    from tileiras.interp import launch as interp_launch

    data = (BYTECODE / f"{name}.13.4.tileirbc").read_bytes()
    args = kernel_args(name, seed=seed)
    interp_launch(data, kernel_grid(name), *args)
    return arrays_of(args)[-1].astype(np.float64)


EMULATED = [("dense_gemm_f16", "sm_120"), ("dense_attention_f16", "sm_120"), ("aligned_batched_gemm_f16", "sm_90"),
            ("dense_gemm_bf16_128", "sm_120")]  # the last: a 256-byte-row tile copied as two boxes


@pytest.mark.parametrize("name,sm", EMULATED)
def test_emulated_tma_kernels_match_the_interpreter(name, sm):
    assert "cp.async.bulk.tensor" in ptx_of(name, sm)
    np.testing.assert_allclose(_run(name, sm), _expected(name), rtol=1e-2, atol=1e-2)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted({n for n, _ in TMA_CASES} - set(NOT_YET)))
@pytest.mark.parametrize("sm", ["sm_90", "sm_100", "sm_120"])
def test_every_tma_kernel_matches_the_interpreter(name, sm):
    assert "cp.async.bulk.tensor" in ptx_of(name, sm)
    np.testing.assert_allclose(_run(name, sm), _expected(name), rtol=1e-2, atol=1e-2)


def test_a_wrong_expected_byte_count_is_caught(monkeypatch):
    """expect_tx one 16-byte chunk short: the phase never completes; the watchdog makes the waits
    give up and the launch reports the deadlock."""
    from tileiras.simt.emulator import EmulatorError
    from tileiras.transforms import tileas_tma

    real = tileas_tma.TmaExpectOp.create

    def short(*a, properties=None, **kw):
        properties = dict(properties, bytes=tileas_tma.IntegerAttr(properties["bytes"].value.data - 16,
                                                                   tileas_tma.i32))
        return real(*a, properties=properties, **kw)

    monkeypatch.setattr(tileas_tma.TmaExpectOp, "create", short)
    with pytest.raises(EmulatorError, match="never completed"):
        _run("dense_gemm_f16", "sm_120", timeout=5.0)


def test_a_wrong_phase_is_caught(monkeypatch):
    """Every wait on the other parity: on a fresh mbarrier that one counts as completed, so the
    first tiles are read before they land (the emulator lands a TMA copy only when its mbarrier
    is waited on) and later waits stall: the launch fails or its result is wrong."""
    from tileiras.conversion.nv_tileas_to_llvm.lowering import FunctionLowering
    from tileiras.simt.emulator import EmulatorError

    real = FunctionLowering.call

    def call(self, helper, args, hint="h"):
        if helper == "mbarrier.try_wait.parity":
            args = [args[0], ("i32", self.b.op(f"xor i32 {args[1][1]}, 1"))]
        return real(self, helper, args, hint)

    monkeypatch.setattr(FunctionLowering, "call", call)
    try:
        got = _run("dense_gemm_f16", "sm_120", timeout=5.0)
    except EmulatorError as e:
        assert "never completed" in str(e)
        return
    assert not np.allclose(got, _expected("dense_gemm_f16"), rtol=1e-2, atol=1e-2)


# -- the TMA model ------------------------------------------------------------------------------------

def test_tma_model_zero_fills_and_swizzles():
    from tileiras.host_abi.tensor_map import encode
    from tileiras.simt.tma_model import swizzled, tma_load

    src = np.arange(20 * 72, dtype=np.uint16).reshape(20, 72)  # a 20 x 70 f16 view, row stride 72 (144 bytes)
    tmap = np.zeros(128, dtype=np.uint8)
    tmap[:64] = np.frombuffer(encode("f16", src.ctypes.data, (20, 70), (72, 1), (16, 64), 3), dtype=np.uint8)
    smem = np.zeros(4096, dtype=np.uint8)
    n = tma_load(smem.ctypes.data, 4096, smem.ctypes.data + 1024, tmap.ctypes.data, 2, (32, 8))  # cols 32.., rows 8..
    assert n == 16 * 64 * 2
    box = np.zeros(16 * 64, dtype=np.uint16)
    raw = smem[1024:1024 + n]
    order = swizzled(1024 + np.arange(n, dtype=np.int64), 3) - 1024
    unswizzled = np.empty_like(raw)
    unswizzled[np.arange(n)] = raw[order]
    box[:] = unswizzled.view(np.uint16)
    box = box.reshape(16, 64)
    want = np.zeros((16, 64), dtype=np.uint16)
    want[:12, :38] = src[8:20, 32:70]  # rows 20.. and columns 70.. are outside: zeros
    assert np.array_equal(box, want)
    # the 128-byte swizzle moves chunks: the raw bytes differ from the row-major box
    assert not np.array_equal(raw.view(np.uint16).reshape(16, 64), want)
    assert tma_load(smem.ctypes.data, 4096, smem.ctypes.data + 1000, tmap.ctypes.data, 2, (0, 0)) == -1
    assert tma_load(smem.ctypes.data, 2048, smem.ctypes.data + 1024, tmap.ctypes.data, 2, (0, 0)) == -2


# -- where ptxas puts the hidden parameters ------------------------------------------------------------

def _kparam_offsets(cubin: bytes) -> dict[int, int]:
    """{parameter ordinal: offset in the parameter buffer} from the cubin's EIATTR_KPARAM_INFO."""
    from tileiras.host_abi.elf import sections

    out = {}
    for s in sections(cubin):
        if not s.name.startswith(".nv.info."):
            continue
        i, d = 0, s.data
        while i + 4 <= len(d):
            fmt, attr, size = d[i], d[i + 1], int.from_bytes(d[i + 2:i + 4], "little")
            if fmt != 4:
                i += 4
                continue
            if attr == 0x17:  # EIATTR_KPARAM_INFO: index, ordinal, offset, flags
                out[int.from_bytes(d[i + 8:i + 10], "little")] = int.from_bytes(d[i + 10:i + 12], "little")
            i += 4 + size
    return out


@pytest.mark.parametrize("sm", ["sm_90", "sm_120"])
def test_ptxas_places_the_tensor_maps_where_the_host_callback_writes(sm):
    """The callback writes each map at the next 64-byte aligned constant-bank address after the
    explicit parameters (NVIDIA's rule, per target base); ptxas must have put ours there."""
    from tileiras.codegen.host_callbacks import ptx_host_kernels

    path = BYTECODE / "dense_gemm_f16.13.4.tileirbc"
    cubin = compile_bytecode(path.read_bytes(), CompileOptions(input=str(path), gpu_name=sm))
    (kernel,) = ptx_host_kernels(ptx_of("dense_gemm_f16", sm))
    offsets = _kparam_offsets(cubin)
    n = len(kernel.param_sizes)
    assert [offsets[n + k] for k in range(len(kernel.tensor_maps))] == kernel.hidden_offsets()
    assert [offsets[i] for i in range(n)] == kernel.param_offsets()


# -- the ops' verifiers ---------------------------------------------------------------------------------

def _bars(stages: int = 3):
    from tileiras.dialects.nv_tileas.tma_ops import AllocMbarriersOp, mbarrier_type
    from xdsl.dialects.builtin import IntegerAttr, i32

    return AllocMbarriersOp.create(result_types=[mbarrier_type(stages)], properties={
        "offset": IntegerAttr(24576, i32), "count": IntegerAttr(1, i32)})


@pytest.mark.parametrize("offset,count,match", [(24577, 1, "8-byte aligned"), (0, 0, "count")])
def test_alloc_mbarriers_verifier(offset, count, match):
    from xdsl.dialects.builtin import IntegerAttr, i32
    from xdsl.utils.exceptions import VerifyException

    op = _bars()
    op.verify()
    op.properties["offset"], op.properties["count"] = IntegerAttr(offset, i32), IntegerAttr(count, i32)
    with pytest.raises(VerifyException, match=match):
        op.verify()


def test_tma_expect_and_load_verifiers():
    from tileiras.dialects.nv_tileas.shared_ops import AllocSharedOp, shared_buffer_type
    from tileiras.dialects.nv_tileas.tma_ops import MbarrierWaitOp, TmaExpectOp, TmaLoadOp
    from xdsl.dialects import arith
    from xdsl.dialects.builtin import DenseArrayBase, Float16Type, IntegerAttr, i32
    from xdsl.utils.exceptions import VerifyException

    bars = _bars()
    buf = AllocSharedOp.create(result_types=[shared_buffer_type(3, (32, 64), Float16Type())],
                               properties={"swizzle": IntegerAttr(1, i32), "offset": IntegerAttr(0, i32)})
    zero = arith.ConstantOp(IntegerAttr(0, i32))
    seg = DenseArrayBase.from_list(i32, [1, 1, 0])
    expect = TmaExpectOp.create(operands=[bars.results[0], zero.result],
                                properties={"bytes": IntegerAttr(4096, i32), "operandSegmentSizes": seg})
    expect.verify()
    expect.properties["bytes"] = IntegerAttr(0, i32)
    with pytest.raises(VerifyException, match="bytes"):
        expect.verify()
    # a tma_load whose "view" is any value: the buffer, swizzle and map number are checked
    load = TmaLoadOp.create(
        operands=[buf.results[0], zero.result, zero.result, bars.results[0], zero.result, zero.result],
        properties={"tensor_map": IntegerAttr(0, i32), "swizzle": IntegerAttr(3, i32),
                    "operandSegmentSizes": DenseArrayBase.from_list(i32, [1, 1, 1, 1, 2, 0])})
    load.verify()
    load.properties["swizzle"] = IntegerAttr(0, i32)  # unswizzled boxes (memory-bound row tiles)
    load.verify()
    load.properties["swizzle"] = IntegerAttr(4, i32)
    with pytest.raises(VerifyException, match="swizzle"):
        load.verify()
    wrong = TmaLoadOp.create(
        operands=[buf.results[0], zero.result, zero.result, buf.results[0], zero.result, zero.result],
        properties={"tensor_map": IntegerAttr(0, i32), "swizzle": IntegerAttr(3, i32),
                    "operandSegmentSizes": DenseArrayBase.from_list(i32, [1, 1, 1, 1, 2, 0])})
    with pytest.raises(VerifyException, match="mbarriers"):
        wrong.verify()
    MbarrierWaitOp.create(operands=[bars.results[0], zero.result, zero.result]).verify()


# -- the pipeline's IR reads back -------------------------------------------------------------------

@pytest.mark.parametrize("sm", ["sm_80", "sm_120"])
def test_pipeline_output_reads_back(sm, tmp_path):
    """`--print-ir-after=tileas-unspecialized-pipeline` then `--start-after` of that text gives the
    same PTX: the tma and shared families' ops and the pipeline's compares/selects (generic form)
    all parse back."""
    import subprocess
    import sys

    src = BYTECODE / "dense_gemm_f16.13.4.tileirbc"
    env = {**__import__("os").environ, "PYTHONPATH": str(ROOT / "src")}
    cli = [sys.executable, "-m", "tileiras.cli.tileiras"]
    first = subprocess.run([*cli, str(src), "--gpu-name", sm, "--emit=ptx", "-o", str(tmp_path / "a.ptx"),
                            "--print-ir-after=tileas-unspecialized-pipeline"], capture_output=True, text=True, env=env)
    assert first.returncode == 0, first.stderr
    (tmp_path / "ir.mlir").write_text(first.stderr)
    assert ("nv_tileas.tma_load" in first.stderr) == (sm == "sm_120")
    second = subprocess.run([*cli, str(tmp_path / "ir.mlir"), "--start-after=tileas-unspecialized-pipeline",
                             "--gpu-name", sm, "--emit=ptx", "-o", str(tmp_path / "b.ptx")],
                            capture_output=True, text=True, env=env)
    assert second.returncode == 0, second.stderr
    assert (tmp_path / "a.ptx").read_text() == (tmp_path / "b.ptx").read_text()
