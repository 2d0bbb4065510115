"""TMA stores (issue 13): where NVIDIA's tileiras stores tiles with `cp.async.bulk.tensor`
shared -> global, so do we, and the emulator models them exactly.

- The facts (tests/codegen/golden/nvidia_ptx_facts.json, tools/nvidia_ptx_facts.py): for every
  corpus kernel and target where NVIDIA's PTX stores with TMA, ours does too (the same ranks,
  one hidden tensor map per store, the bulk async-group completed by `wait_group.read`);
  where NVIDIA's PTX loads with TMA but stores from registers (its aligned kernels without
  shape facts), ours stores from registers too.
- The store sequence: registers -> shared (stmatrix for MMA results), `fence.proxy.async.shared::cta`, barrier, one thread
  issues the stores, `commit_group`, `wait_group.read 0`; ptxas takes it on every TMA target.
- The emulator: kernels with TMA stores equal the interpreter; the model (`simt/tma_model.py`:
  bounds, swizzle, `BulkGroups`) and two mutations of the compiled sequence: without the wait
  a store is in flight when the block exits, and with a wait that leaves a store pending the
  next store overwrites its source; both are faults.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import numpy as np
import pytest

from corpus_cases import BYTECODE, arrays_of, kernel_args, kernel_grid
from tileiras.driver.compile import compile_bytecode
from tileiras.driver.options import CompileOptions

ROOT = Path(__file__).resolve().parents[2]
FACTS = json.loads((ROOT / "tests" / "codegen" / "golden" / "nvidia_ptx_facts.json").read_text())
_STORE = re.compile(r"cp\.async\.bulk\.tensor\.(\d)d\.global\.shared::cta\.tile\.bulk_group")


def _cases(key: str) -> list[tuple[str, str]]:
    return sorted((f.split(".")[0], sm) for f, per in FACTS.items() for sm, facts in per.items()
                  if f.endswith(".13.4.tileirbc") and facts.get(key))


STORE_CASES = _cases("tma_store")
LOAD_ONLY_CASES = sorted(set(_cases("tma_load")) - set(STORE_CASES))
FAST = [("dense_gemm_f16", "sm_120"), ("row_sum_max_dense_f32", "sm_90")]
EPILOGUE_COPIES = {"persistent_gemm_f16": 2}
"""Kernels whose epilogue NVIDIA's sm_90 PTX holds more than once: it peels the persistent tile
loop's last iteration (its --lineinfo PTX: the stmatrix, fence and hand-off twice), ours once."""
FAST_LOAD_ONLY = [("aligned_gemm_f16", "sm_90")]


@functools.cache
def ptx_of(name: str, sm: str) -> str:
    path = BYTECODE / f"{name}.13.4.tileirbc"
    return compile_bytecode(path.read_bytes(), CompileOptions(input=str(path), gpu_name=sm, emit="ptx")).decode()


def _ranks(ptx: str) -> set[str]:
    return {f"{r}d" for r in _STORE.findall(ptx)}


def _check_store_case(name: str, sm: str) -> None:
    nv = FACTS[f"{name}.13.4.tileirbc"][sm]
    ptx = ptx_of(name, sm)
    assert _ranks(ptx) == set(nv["tma_store"]), (_ranks(ptx), nv["tma_store"])
    # as many box stores as NVIDIA's (the box follows the consumer: `tileas_tma.box_rows`; dense_gemm_bf16_128's
    # 128x128 C is four 64x64 boxes on sm_90 and sm_120, two 128x64 on the tcgen05 targets)
    assert len(_STORE.findall(ptx)) == sum(nv["tma_store"].values()), (len(_STORE.findall(ptx)), nv["tma_store"])
    maps = re.findall(r"\.param \.align 64 \.b8 \S+_param_\d+\[128\]", ptx)
    line = re.search(r"^// tileiras\.tensor_maps (\S+) (.*)$", ptx, re.M)
    assert line is not None and len(json.loads(line.group(2))) == len(maps)
    assert ptx.count("cp.async.bulk.commit_group;") == ptx.count("cp.async.bulk.wait_group.read 0;") >= 1
    assert "fence.proxy.async.shared::cta;" in ptx
    if sm == "sm_90":  # the accumulators reach shared memory by stmatrix, as many as NVIDIA's (wgmma epilogues)
        copies = EPILOGUE_COPIES.get(name, 1)
        assert ptx.count("stmatrix.sync.aligned") * copies == nv["stmatrix"], (ptx.count("stmatrix.sync.aligned"), nv)
    if "bulk_commit_group" in nv:  # NVIDIA's sequence has the same parts: proxy fence, commit, wait for the read
        assert min(nv["fence_proxy_async"], nv["bulk_commit_group"], nv["bulk_wait_group_read"]) >= 1, nv


@pytest.mark.parametrize("name,sm", FAST)
def test_where_nvidia_stores_with_tma_so_do_we(name, sm):
    assert (name, sm) in STORE_CASES
    _check_store_case(name, sm)


@pytest.mark.slow
@pytest.mark.parametrize("name,sm", STORE_CASES)
def test_every_nvidia_tma_store_case(name, sm):
    _check_store_case(name, sm)


@pytest.mark.parametrize("name,sm", FAST_LOAD_ONLY)
def test_where_nvidia_stores_from_registers_so_do_we(name, sm):
    assert (name, sm) in LOAD_ONLY_CASES
    assert not _ranks(ptx_of(name, sm))


@pytest.mark.slow
@pytest.mark.parametrize("name,sm", LOAD_ONLY_CASES)
def test_every_nvidia_register_store_case(name, sm):
    assert not _ranks(ptx_of(name, sm))


def test_no_tma_store_without_tma_hardware():
    assert "cp.async.bulk" not in ptx_of("dense_gemm_f16", "sm_89")


def test_store_sequence_order():
    """Shared writes (stmatrix: the MMA accumulators, 4 x4 for 64x64 f16, as NVIDIA's), the
    proxy fence, then the hand-off to the epilogue warp (`mbarrier.arrive`); that warp, whose
    role comes first in the kernel: its wait, the store, commit, wait for the read (NVIDIA's
    order; test_warp_specialize_epilogue.py)."""
    ptx = ptx_of("dense_gemm_f16", "sm_120")
    assert ptx.count("stmatrix.sync.aligned.m8n8.x4.shared.b16") == 4
    first = ptx.index("stmatrix.sync")
    tail = ptx[first:]
    order = ["fence.proxy.async.shared::cta;", "mbarrier.arrive.shared.b64", "ret;"]
    at = [tail.find(s) for s in order]
    assert -1 not in at and at == sorted(at), dict(zip(order, at))
    head = ptx[:first]
    store = head.find("cp.async.bulk.tensor.2d.global.shared::cta")
    order = ["mbarrier.try_wait.parity", "cp.async.bulk.tensor.2d.global.shared::cta", "cp.async.bulk.commit_group;",
             "cp.async.bulk.wait_group.read 0;"]
    at = [head.rfind(order[0], 0, store)] + [head.find(s, store) for s in order[1:]]
    assert -1 not in at and at == sorted(at), dict(zip(order, at))


@pytest.mark.parametrize("name,sm", [("dense_gemm_f16", "sm_90"), ("row_sum_max_dense_f32", "sm_100")])
def test_ptxas_takes_tma_stores(name, sm):
    path = BYTECODE / f"{name}.13.4.tileirbc"
    cubin = compile_bytecode(path.read_bytes(), CompileOptions(input=str(path), gpu_name=sm))
    assert cubin[:4] == b"\x7fELF"


@pytest.mark.slow
@pytest.mark.parametrize("sm", ["sm_90", "sm_100", "sm_103", "sm_107", "sm_110", "sm_120", "sm_121"])
@pytest.mark.parametrize("name", sorted({n for n, _ in STORE_CASES}))
def test_ptxas_takes_tma_stores_on_every_target(name, sm):
    path = BYTECODE / f"{name}.13.4.tileirbc"
    assert _ranks(ptx_of(name, sm))
    cubin = compile_bytecode(path.read_bytes(), CompileOptions(input=str(path), gpu_name=sm))
    assert cubin[:4] == b"\x7fELF"


# -- the emulator ---------------------------------------------------------------------------------

def _outputs(name: str, sm: str | None, timeout: float | None = None) -> list[np.ndarray]:
    """The kernel's arrays after the emulator (sm given) or the interpreter (sm None) ran it."""
    data = (BYTECODE / f"{name}.13.4.tileirbc").read_bytes()
    args = kernel_args(name, seed=3)
    if sm is None:
        from tileiras.interp import launch as interp_launch

        interp_launch(data, kernel_grid(name), *args)
    else:
        from tileiras.simt import Emulator

        emu = Emulator.from_bytecode(data, sm)
        if timeout is not None:
            emu.wait_timeout_s = timeout
        emu.launch_cutile(kernel_grid(name), *args)
    return [a.astype(np.float64) for a in arrays_of(args)]


@pytest.mark.parametrize("name,sm", [("row_sum_max_dense_f32", "sm_90")])  # and test_tma's dense GEMMs (sm_120)
def test_emulated_tma_stores_match_the_interpreter(name, sm):
    assert _ranks(ptx_of(name, sm))
    for got, want in zip(_outputs(name, sm), _outputs(name, None)):
        np.testing.assert_allclose(got, want, rtol=1e-2, atol=1e-2)


@pytest.mark.slow
@pytest.mark.parametrize("sm", ["sm_90", "sm_100", "sm_120"])
@pytest.mark.parametrize("name", sorted({n for n, _ in STORE_CASES}))
def test_every_tma_store_kernel_matches_the_interpreter(name, sm):
    assert _ranks(ptx_of(name, sm))
    for got, want in zip(_outputs(name, sm), _outputs(name, None)):
        np.testing.assert_allclose(got, want, rtol=1e-2, atol=1e-2)


def _without(monkeypatch, helper: str, instead: str | None = None) -> None:
    """Compile with every call of `helper` dropped (or replaced by `instead`)."""
    from tileiras.conversion.nv_tileas_to_llvm.lowering import FunctionLowering

    real = FunctionLowering.call

    def call(self, name, args, hint="h"):
        if name == helper:
            if instead is None:
                return None
            name = instead
        return real(self, name, args, hint)

    monkeypatch.setattr(FunctionLowering, "call", call)


def test_a_store_never_waited_for_is_a_fault(monkeypatch):
    from tileiras.conversion.nv_tileas_to_llvm.tma import WAIT_READ
    from tileiras.simt.emulator import EmulatorError

    _without(monkeypatch, WAIT_READ)
    with pytest.raises(EmulatorError, match="still in flight when the thread exited"):
        _outputs("row_sum_max_dense_f32", "sm_90", timeout=30.0)


def test_a_source_overwritten_before_the_read_is_a_fault(monkeypatch):
    """The two stores of row_sum_max in one buffer, each waited with `wait_group.read 1` (one
    group may stay pending): the second store's shared writes overwrite the first's source
    while the TMA unit may still read it."""
    from tileiras.conversion.nv_tileas_to_llvm.tma import WAIT_READ
    from tileiras.simt.emulator import EmulatorError
    from tileiras.transforms import tileas_tma

    real = tileas_tma.AllocSharedOp.create
    first: list = []

    def one_buffer(*a, properties=None, **kw):
        if properties["swizzle"].value.data != tileas_tma.ROW_BOXES:  # the stores' buffers, not the rows
            first.append(properties["offset"])
            properties = dict(properties, offset=first[0])
        return real(*a, properties=properties, **kw)

    monkeypatch.setattr(tileas_tma.AllocSharedOp, "create", one_buffer)
    _without(monkeypatch, WAIT_READ, "cp.async.bulk.wait_group.read.1")
    with pytest.raises(EmulatorError, match="overwritten before cp.async.bulk.wait_group.read retired"):
        _outputs("row_sum_max_dense_f32", "sm_90", timeout=30.0)
    assert len(first) == 2


# -- the model ---------------------------------------------------------------------------------------

def _map(view: np.ndarray, shape, box, swizzle: int) -> np.ndarray:
    from tileiras.host_abi.tensor_map import encode

    tmap = np.zeros(128, dtype=np.uint8)
    strides = (view.strides[0] // view.itemsize, 1) if view.ndim == 2 else (1,)
    tmap[:64] = np.frombuffer(encode("f16", view.ctypes.data, shape, strides, box, swizzle), dtype=np.uint8)
    return tmap


def test_bulk_store_writes_inside_the_view_through_the_swizzle():
    from tileiras.simt.tma_model import BulkGroups, swizzled

    dst = np.zeros((20, 72), dtype=np.uint16)  # a 20 x 70 f16 view, row stride 72
    tmap = _map(dst, (20, 70), (16, 64), 3)
    box = np.arange(16 * 64, dtype=np.uint16).reshape(16, 64) + 1
    smem = np.zeros(4096, dtype=np.uint8)
    raw = box.view(np.uint8).reshape(-1)
    smem[swizzled(1024 + np.arange(raw.size, dtype=np.int64), 3)] = raw  # the box as the swizzle places it
    groups = BulkGroups()
    assert groups.issue(0, smem.ctypes.data, 4096, smem.ctypes.data + 1024, tmap.ctypes.data, 2, (32, 8, 0)) == 2048
    assert not dst.any()  # not performed before its group retires
    groups.commit(0)
    assert groups.wait(0, 0) == []
    want = np.zeros_like(dst)
    want[8:20, 32:70] = box[:12, :38]  # rows 20.. and columns 70.. lie outside the view: not written
    assert np.array_equal(dst, want)
    assert groups.exit(0) == []


def test_bulk_groups_retire_in_order_and_flag_misuse():
    from tileiras.simt.tma_model import BulkGroups

    dst = np.zeros(64, dtype=np.uint16)
    tmap = _map(dst, (64,), (16,), 0)
    smem = np.zeros(1024, dtype=np.uint8)
    base = smem.ctypes.data
    groups = BulkGroups()
    smem[:32] = 1
    groups.issue(5, base, 1024, base, tmap.ctypes.data, 1, (0, 0, 0))
    groups.commit(5)
    smem[128:160] = 2
    groups.issue(5, base, 1024, base + 128, tmap.ctypes.data, 1, (16, 0, 0))
    groups.commit(5)
    assert groups.wait(5, 1) == []  # the older group only
    assert (dst[:16] == 0x0101).all() and not dst[16:].any()
    smem[128] = 9  # the pending store's source changes
    (fault,) = groups.wait(5, 0)
    assert "overwritten" in fault and "0x80" in fault
    assert (dst[16:32] == 0x0202).all()  # performed with the bytes at issue
    groups.issue(5, base, 1024, base, tmap.ctypes.data, 1, (32, 0, 0))  # never committed nor waited
    (fault,) = groups.exit(5)
    assert "still in flight" in fault
    assert groups.issue(5, base, 1024, base + 8, tmap.ctypes.data, 1, (0, 0, 0)) == -1  # misaligned source
    assert groups.issue(5, base, 64, base, tmap.ctypes.data, 1, (0, 0, 0)) == 32  # inside 64 bytes
    assert groups.issue(5, base, 16, base, tmap.ctypes.data, 1, (0, 0, 0)) == -2  # outside shared memory


def test_tma_store_verifier():
    from tileiras.dialects.nv_tileas.shared_ops import AllocSharedOp, shared_buffer_type
    from tileiras.dialects.nv_tileas.tma_ops import TmaStoreOp
    from xdsl.dialects import arith
    from xdsl.dialects.builtin import Float16Type, IntegerAttr, i32
    from xdsl.utils.exceptions import VerifyException

    def buf(stages: int):
        return AllocSharedOp.create(result_types=[shared_buffer_type(stages, (64, 64), Float16Type())],
                                    properties={"swizzle": IntegerAttr(1, i32), "offset": IntegerAttr(0, i32)})

    zero = arith.ConstantOp(IntegerAttr(0, i32))
    one = buf(1)
    op = TmaStoreOp.create(operands=[zero.result, one.results[0], zero.result, zero.result, zero.result],
                           properties={"tensor_map": IntegerAttr(2, i32), "swizzle": IntegerAttr(3, i32)})
    op.verify()
    op.properties["swizzle"] = IntegerAttr(4, i32)
    with pytest.raises(VerifyException, match="swizzle"):
        op.verify()
    two = TmaStoreOp.create(operands=[zero.result, buf(2).results[0], zero.result, zero.result, zero.result],
                            properties={"tensor_map": IntegerAttr(0, i32), "swizzle": IntegerAttr(3, i32)})
    with pytest.raises(VerifyException, match="one stage"):
        two.verify()


def _is_row_buffer(buffer) -> bool:
    """Whether a TMA load's destination is a memory-bound row tile's buffer (its boxes laid out
    as `tileas_tma.ROW_BOXES`), not a dot operand's stage (those may be unswizzled too: f32
    operands, as NVIDIA's maps)."""
    from tileiras.transforms.tileas_tma import ROW_BOXES

    owner = buffer.owner
    return getattr(owner, "name", "") == "nv_tileas.alloc_shared" and owner.swizzle.value.data == ROW_BOXES


@pytest.mark.slow
@pytest.mark.parametrize("sm", ["sm_90", "sm_120"])
def test_tma_stores_and_row_loads_only_where_nvidia_has_them(sm):
    """Over the whole corpus (13.4), the pipeline pass makes TMA stores and memory-bound row
    loads only in kernels where NVIDIA's PTX has them, and in all of those: every other
    kernel's code is untouched by them."""
    from tileiras.bytecode.reader import read_bytecode
    from tileiras.driver import pipeline
    from tileiras.target import get_target

    stores, rows = set(), set()
    for path in sorted(BYTECODE.glob("*.13.4.tileirbc")):
        name = path.name.split(".")[0]
        options = CompileOptions(gpu_name=sm, emit="ptx")
        state = pipeline.PipelineState(read_bytecode(path.read_bytes()).module, get_target(sm), options)
        try:
            pipeline.run_stages(state, pipeline.between("check-supported", "tileas-unspecialized-pipeline"))
        except Exception:  # noqa: BLE001 - kernels refused on this target (NVIDIA refuses them too)
            continue
        for op in state.module.walk():
            if op.name == "nv_tileas.tma_store":
                stores.add(name)
            elif op.name == "nv_tileas.tma_load" and _is_row_buffer(op.buffer):
                rows.add(name)
    assert stores == {n for n, s in STORE_CASES if s == sm}
    assert rows == {"row_sum_max_dense_f32"}
    assert all(FACTS[f"{n}.13.4.tileirbc"][sm]["tma_load"] for n in rows)
