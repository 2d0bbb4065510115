"""Tensor maps: NVIDIA's 64-byte encoding (`host_abi.tensor_map`) and ours (`codegen.host_callbacks`)
against NVIDIA's host objects of the corpus kernels that get TMA (tests/golden/nvhost/tma, from
tools/nvhost_tma_objects.py; no oracle run here).

For each NVIDIA object: its callback is called with distinct argument words; every tensor map it
writes must decode (`decode`) to fields that are those arguments (so which parameter feeds which
field is read off, not assumed), and re-encode to the same bytes. From that reading a
`TensorMapSpec` is made, our host object is built for it, and both callbacks are called on fresh
argument buffers (random words, zero and huge shapes, unaligned pointers): every byte written and
every call out must agree."""

from __future__ import annotations

import json
import random
import struct
from functools import cache
from pathlib import Path

import pytest

from tileiras.codegen.host_callbacks import ArgWord, HostKernel, TensorMapSpec, host_ir, host_object
from tileiras.host_abi import jit_available, load_host_object
from tileiras.host_abi.tensor_map import (TensorMapError, check_encodable, decode, encode,
                                          hidden_param_offsets)

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "nvhost" / "tma"
INDEX = json.loads((GOLDEN / "index.json").read_text())
CBANK_BASE = {"sm_90": 0x210, **{sm: 0x380 for sm in ("sm_100", "sm_103", "sm_107", "sm_110", "sm_120", "sm_121")}}
BUF = 4096
needs_jit = pytest.mark.skipif(not jit_available(), reason="llvmlite cannot load x86-64 host objects here")


def _offsets(sizes: list[int]) -> list[int]:
    out, off = [], 0
    for s in sizes:
        off += -off % s
        out.append(off)
        off += s
    return out


def _buffer(sizes: list[int], values: list[int], fill: int = 0) -> bytes:
    buf = bytearray([fill]) * BUF
    for off, size, v in zip(_offsets(sizes), sizes, values):
        buf[off:off + size] = (v % (1 << (8 * size))).to_bytes(size, "little")
    return bytes(buf)


def _call(host, buf: bytes):
    res = host.call_on_arguments_change(0, [bytes([0xA5]) * BUF] * 3 + [buf])
    after = bytearray(buf)
    for w in res.writes:
        assert w.buffer == 3
        after[w.offset:w.offset + len(w.after)] = w.after
    return res, bytes(after)


@cache
def theirs(name: str):
    return load_host_object((GOLDEN / name).read_bytes())


def _distinct_values(sizes: list[int]) -> list[int]:
    """Pointers 0x7f..._0000 + k MiB (16-byte aligned), u32 words 16 * (1000 + 37 k) (so each
    decoded shape or 16-byte-unit stride names its parameter)."""
    return [0x7F00_0000_0000 + (k << 20) if s == 8 else 16 * (1000 + 37 * k) for k, s in enumerate(sizes)]


def infer_spec(name: str) -> HostKernel:
    """Our HostKernel for NVIDIA's object `name`, read off what its callback writes."""
    meta = INDEX[name]
    sizes = meta["param_sizes"]
    values = _distinct_values(sizes)
    _, after = _call(theirs(name), _buffer(sizes, values))
    by_value = {v: i for i, v in enumerate(values)}
    end = _offsets(sizes)[-1] + sizes[-1]
    maps = []
    for at in hidden_param_offsets(end, meta["tensor_maps"], CBANK_BASE[meta["target"]]):
        m = decode(after[at:at + 64])
        assert encode(m.dtype, m.address, m.shape, m.strides, m.box, m.swizzle) == after[at:at + 64]
        shape = tuple(ArgWord(by_value[d]) for d in m.shape)
        strides = tuple(ArgWord(by_value[t]) for t in m.strides[:-1])
        maps.append(TensorMapSpec(m.dtype, by_value[m.address], shape, strides, m.box, m.swizzle))
    return HostKernel("k", tuple(sizes), CBANK_BASE[meta["target"]], tuple(maps))


CASES = sorted(INDEX)


def test_golden_covers_the_tma_kernels():
    assert {INDEX[n]["target"] for n in CASES} >= {"sm_120"}
    assert any(m["tensor_maps"] >= 3 for m in INDEX.values())
    # ranks 2 and 3, every element kind modelled
    assert {"dense_gemm_f16.sm_120.o", "aligned_batched_gemm_f16.sm_120.o", "aligned_gemm_i8.sm_120.o",
            "aligned_gemm_tf32.sm_120.o", "dense_gemm_bf16_128.sm_120.o"} <= set(CASES)


@needs_jit
@pytest.mark.parametrize("name", CASES)
def test_nvidia_writes_decode_to_the_arguments(name):
    kernel = infer_spec(name)
    assert len(kernel.tensor_maps) == INDEX[name]["tensor_maps"]
    for spec in kernel.tensor_maps:
        # each map names a pointer parameter, distinct shape parameters, and the shape/stride
        # parameters follow the pointer (cuTile's order: ptr, shape..., strides...)
        assert INDEX[name]["param_sizes"][spec.base] == 8
        assert [w.param for w in spec.shape] == list(range(spec.base + 1, spec.base + 1 + len(spec.shape)))
        assert [w.param for w in spec.strides] == \
            list(range(spec.base + 1 + len(spec.shape), spec.base + len(spec.shape) + len(spec.strides) + 1))


def _argument_sets(sizes: list[int], seed: int) -> list[list[int]]:
    rng = random.Random(seed)
    sets = []
    for case in range(6):
        vals = []
        for s in sizes:
            if s == 8:
                vals.append(rng.randrange(1 << 48) if case != 1 else 0x7F00_0000_0003)  # unaligned
            elif case == 2:
                vals.append(0)  # zero shapes and strides: 64-bit wrap in the span test
            elif case == 3:
                vals.append(rng.randrange(1 << 32))  # huge words
            else:
                vals.append(rng.choice([1, 7, 64, 100, 256, 4096, 70000]) * rng.choice([1, 8, 16]))
        sets.append(vals)
    return sets


@needs_jit
@pytest.mark.parametrize("name", CASES)
def test_our_callback_writes_nvidias_bytes(name):
    kernel = infer_spec(name)
    mine = load_host_object(host_object([kernel]))
    sizes = INDEX[name]["param_sizes"]
    for vals in _argument_sets(sizes, hash(name) & 0xFFFF):
        for fill in (0x00, 0x5A):  # what the other 64 bytes of each map held stays
            buf = _buffer(sizes, vals, fill)
            a, after_a = _call(theirs(name), buf)
            b, after_b = _call(mine, buf)
            assert (b.returned, b.calls) == (a.returned, a.calls) == (0, [])
            assert after_b == after_a, vals


def test_encode_decode_round_trip_and_fields():
    data = encode("f16", 0x7F00_0001_0007, (256, 512), (512, 1), (64, 32), 2)
    w = struct.unpack("<8Q", data)
    assert w[0] == 0x7F00_0001_0000  # rounded down to 16 bytes
    assert w[1] == 0x44312 | 1 << 21 | (512 * 2 // 16) << 32  # f16, rank 2, 64B swizzle, large span
    assert w[4] == 511 | 255 << 32 and w[6] == 31 << 56 and w[7] == 63
    m = decode(data)
    assert (m.dtype, m.shape, m.strides, m.box, m.swizzle, m.large) == ("f16", (256, 512), (512, 1), (64, 32), 2, True)
    small = decode(encode("i8", 0, (4, 16), (16, 1), (4, 16), 0))
    assert not small.large and small.strides == (16, 1)
    three = decode(encode("bf16", 0x1000, (3, 70, 90), (70 * 96, 96, 1), (1, 64, 64), 3))
    assert three.shape == (3, 70, 90) and three.strides == (6720, 96, 1) and three.box == (1, 64, 64)


@pytest.mark.parametrize("dtype,rank,box,swizzle,match", [
    ("f64", 2, (8, 8), 0, "element code"),
    ("f16", 4, (1, 1, 8, 8), 0, "rank 4"),
    ("f16", 0, (), 0, "rank 0"),
    ("f16", 2, (8, 300), 0, "1..256"),
    ("f16", 2, (8, 128), 3, "256 bytes with swizzle 128"),
    ("i8", 2, (8, 8), 0, "8 bytes"),
])
def test_unencodable_views_are_refused(dtype, rank, box, swizzle, match):
    with pytest.raises(TensorMapError, match=match):
        check_encodable(dtype, rank, box, swizzle)
    spec = TensorMapSpec(dtype, 0, tuple(ArgWord(None, 8) for _ in range(rank)),
                         tuple(ArgWord(None, 8) for _ in range(rank - 1)), box, swizzle)
    with pytest.raises(TensorMapError):
        host_ir([HostKernel("k", (8,), 0x380, (spec,))])


def test_hidden_parameters_are_64_byte_aligned_in_the_constant_bank():
    # 72 bytes of explicit parameters: sm_90's bank starts at 0x210, sm_100+'s at 0x380
    assert hidden_param_offsets(72, 2, 0x210) == [112, 240]
    assert hidden_param_offsets(72, 3, 0x380) == [128, 256, 384]


def test_constant_shape_words_are_encoded():
    spec = TensorMapSpec("f16", 0, (ArgWord(1), ArgWord(None, 64)), (ArgWord(None, 64),), (64, 64), 3)
    kernel = HostKernel("k", (8, 4), 0x380, (spec,))
    if not jit_available():
        pytest.skip("llvmlite cannot load x86-64 host objects here")
    host = load_host_object(host_object([kernel]))
    _, after = _call(host, _buffer([8, 4], [0x7F00_0000_1000, 300]))
    at = kernel.hidden_offsets()[0]
    assert after[at:at + 64] == encode("f16", 0x7F00_0000_1000, (300, 64), (64, 1), (64, 64), 3)
