"""NVIDIA's host objects (tests/golden/nvhost, from tools/nvhost_goldens.py) read, loaded and called
on the CPU through `tileiras.host_abi`: the decoded tables and the callbacks' behaviour behind the
fake driver must match what the survey recorded, and the ABI facts docs/host-abi.md states."""

from __future__ import annotations

import ctypes
import json
import struct
from functools import cache
from pathlib import Path

import pytest

from tileiras.host_abi import jit_available, load_host_object, nv_host_object, object_symbols
from tileiras.host_abi.elf import object_file_name
from tileiras.host_abi.params import argument_words, param_offsets
from tileiras.host_abi.loader import CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, SLOT_DEVICE_ATTRIBUTE, FakeDriver

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "nvhost"
SURVEY = json.loads((GOLDEN / "survey.json").read_text())
TARGETS = ("sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100", "sm_103", "sm_107", "sm_110",
           "sm_120", "sm_121")
CASES = [(k, t) for k in sorted(SURVEY["kernels"]) for t in TARGETS]
TMA_KERNELS = ("tma_gemm_aligned16_f16", "tma_gemm_shaped_f16")
# the kernel parameters' constant-bank offset per target family (EIATTR_PARAM_CBANK)
PARAM_BASE = {"sm_8": 0x160, "sm_90": 0x210, "sm_1": 0x380}

needs_jit = pytest.mark.skipif(not jit_available(), reason="llvmlite cannot load x86-64 host objects here")


def entry(kernel: str, target: str) -> dict:
    k = SURVEY["kernels"][kernel]
    return {**k["all_targets"], **k["targets"][target]}


def param_base(target: str) -> int:
    return next(v for p, v in PARAM_BASE.items() if target.startswith(p))


@cache
def obj(name: str) -> bytes:
    return (GOLDEN / "objects" / name).read_bytes()


@cache
def loaded(name: str):
    return load_host_object(obj(name))


def test_survey_covers_all_targets_and_every_cubin_has_nv_host():
    assert len(SURVEY["kernels"]) >= 8
    for kernel, target in CASES:
        e = entry(kernel, target)
        assert e["has_nv_host"], (kernel, target)
        assert (GOLDEN / "objects" / e["object"]).is_file()


@pytest.mark.parametrize("kernel,target", CASES)
def test_object_symbols(kernel, target):
    e = entry(kernel, target)
    o = obj(e["object"])
    assert object_file_name(o) == "LLVMDialectModule"
    syms = {s.name: s for s in object_symbols(o)}
    n = len(SURVEY["kernels"][kernel]["signatures"])
    assert syms["__CUDA_TILEIR_CALLBACKS"].bind == "GLOBAL" and syms["__CUDA_TILEIR_CALLBACKS"].size == 72
    assert syms["__CUDA_TILEIR_ON_PRE_LOAD"].bind == "GLOBAL" and syms["__CUDA_TILEIR_ON_PRE_LOAD"].type == "FUNC"
    assert syms["__CUDA_TILEIR_CALLBACKS_ON_PRE_LOAD"].size == 72
    assert syms["__CUDA_TILEIR_FUNC_CALLBACKS"].size == 64 * n
    for i in range(n):
        assert syms[f"__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE_{i}"].type == "FUNC"
        assert syms[f"__CUDA_TILEIR_FUNC_NAME_{i}"].bind == "LOCAL"
    # no driver entry point is linked by name: the only undefined symbol is the GOT
    assert [s.name for s in syms.values() if not s.defined] == ["_GLOBAL_OFFSET_TABLE_"]
    assert [[s.name, s.type, s.bind, s.section, s.size] for s in object_symbols(o)] == e["symbols"]


@needs_jit
def test_load_rejects_what_is_not_an_x86_64_host_object():
    o = obj(entry("matmul_op_f16", "sm_80")["object"])
    for bad in (b"junk", o[:40], o[:18] + (190).to_bytes(2, "little") + o[20:]):  # 190: EM_CUDA
        with pytest.raises(ValueError):
            load_host_object(bad)


def test_nv_host_object_rejects_what_is_not_a_cubin_with_one():
    with pytest.raises(ValueError):
        nv_host_object(b"not an elf")
    o = obj(entry("matmul_op_f16", "sm_80")["object"])
    assert nv_host_object(o) is None  # a host object is ELF but holds no .nv.host


@needs_jit
@pytest.mark.parametrize("kernel,target", CASES)
def test_tables(kernel, target):
    e = entry(kernel, target)
    host = loaded(e["object"])
    sigs = SURVEY["kernels"][kernel]["signatures"]
    t = host.table
    assert t.revision == 0x40
    assert t.num_funcs == len(sigs)
    assert sorted(f.name for f in t.funcs) == sorted(sigs)
    assert all(f.on_arguments_change and not any(f.other_slots().values()) for f in t.funcs)
    assert host.describe_table() == e["table"]


@needs_jit
@pytest.mark.parametrize("kernel", sorted(SURVEY["kernels"]))
def test_on_pre_load(kernel):
    host = loaded(entry(kernel, "sm_90")["object"])
    rc, slots, drv = host.call_on_pre_load(0)
    assert (rc, slots, drv.calls) == (1, None, [])  # mode 0: refused, nothing handed back
    for mode in (1, 2):
        drv = FakeDriver({CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: 132})
        rc, slots, _ = host.call_on_pre_load(mode, handle=0x5678, driver=drv)
        assert rc == 0
        # the table handed back is a copy of __CUDA_TILEIR_CALLBACKS with slot 2 cleared
        assert slots == [v if i != 2 else 0 for i, v in enumerate(host.table.raw)]
        if mode == 1:  # mode 1 asks the driver for the SM count first
            assert [(c.slot, c.args[0], c.args[1]) for c in drv.calls] == \
                [(SLOT_DEVICE_ATTRIBUTE, 0x5678, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)]
        else:
            assert drv.calls == []


def _param_words(kernel: str, func: str) -> tuple[bytes, list[int]]:
    """The survey's argument words for `func` and the offsets of its pointer parameters."""
    params = SURVEY["kernels"][kernel]["signatures"][func]
    return argument_words(params), [o for p, o in zip(params, param_offsets(params)) if p.startswith("ptr")]


@needs_jit
@pytest.mark.parametrize("kernel,target", CASES)
def test_on_arguments_change(kernel, target):
    e = entry(kernel, target)
    host = loaded(e["object"])
    for f, rec in zip(host.table.funcs, e["on_arguments_change"]):
        assert rec["func"] == f.name
        words, ptrs = _param_words(kernel, f.name)
        params = words + b"\xa5" * (4096 - len(words))
        res = host.call_on_arguments_change(f.index, [b"\xa5" * 4096] * 3 + [params])
        assert res.returned == 0 and res.calls == []
        got = [{"buffer": w.buffer, "offset": w.offset, "bytes": w.after.hex()} for w in res.writes]
        assert got == rec["writes"]
        tma = kernel in TMA_KERNELS and target not in ("sm_80", "sm_86", "sm_87", "sm_88", "sm_89")
        assert bool(res.writes) == tma, (kernel, target)
        for w in res.writes:
            # tensor maps go into the parameter buffer (4th argument) after the explicit
            # arguments, each 64 bytes at a 64-byte aligned constant-bank address
            assert w.buffer == 3 and w.offset >= len(words) and len(w.after) == 64
            assert (param_base(target) + w.offset) % 64 == 0
            # word 0: the view's base address, read from the explicit pointer argument
            base = struct.unpack_from("<Q", w.after)[0]
            assert base in [struct.unpack_from("<Q", words, p)[0] for p in ptrs]


def test_fake_driver_answers_attribute_queries():
    drv = FakeDriver({16: 78})
    out = ctypes.c_int32(0)
    fn = ctypes.CFUNCTYPE(ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64)(
        ctypes.cast(drv.table, ctypes.POINTER(ctypes.c_void_p))[SLOT_DEVICE_ATTRIBUTE])
    assert fn(7, 16, ctypes.addressof(out)) == 0
    assert out.value == 78 and drv.calls[0].slot == SLOT_DEVICE_ATTRIBUTE and drv.calls[0].args[:2] == (7, 16)
