"""NVIDIA's 64-byte tensor-map encoding, as its host callbacks write it into a TMA kernel's hidden
parameters at launch (docs/host-abi.md, "Tensor maps").

Read from the x86-64 code of NVIDIA's `__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE_<i>` (tileiras
13.5) and checked by calling it (tests/host_abi/test_tensor_maps.py). A view of rank r (dims
outer to inner d_0..d_{r-1}, element strides t_0..t_{r-2} and an inner stride of 1, element size
e bytes) with box b_0..b_{r-1} is written as eight little-endian u64 words:

    w0  the view's global address rounded down to 16 bytes (bits 4..56 kept)
    w1  FLAGS | (rank - 1) << 4 | DTYPE << 7 | swizzle << 13 | large << 21 | (t_{r-2} e / 16) << 32
    w2  (t_{r-3} e) / 16 (rank 3; else 0)
    w3  0
    w4  (d_{r-1} - 1) | (d_{r-2} - 1) << 32
    w5  d_{r-3} - 1 (rank 3; else 0)
    w6  (b_{r-1} - 1) << 56
    w7  (b_{r-2} - 1) | (b_{r-3} - 1) << 8 (rank 3)

(terms with an index below 0 are 0: a rank-1 map has w4 = d_0 - 1, w7 = 0; the rank-3 outer box
byte was only seen as 0, a box of 1).

`large` is set when e * (sum_k t_k (d_k - 1) + d_{r-1}) >= 128 KiB, in unsigned 64-bit
arithmetic (NVIDIA's test, verbatim);
FLAGS = 0x40002. The other 64 bytes of the 128-byte hidden parameter are left as they were.
Only ranks 1 to 3 and the element kinds NVIDIA's objects showed are modelled (`DTYPE_CODES`);
the TMA lowering chooses TMA only for those.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

FLAGS = 0x40002
LARGE_SPAN_BYTES = 0x20000
TENSOR_MAP_BYTES = 128  # the hidden parameter's size; 64 of them are written
WRITTEN_BYTES = 64
PARAM_ALIGN = 64
# (element kind) -> (bits 7..12 of w1, element bytes), as NVIDIA's objects show them.
DTYPE_CODES: dict[str, tuple[int, int]] = {"i8": (0x0, 1), "u8": (0x0, 1), "f16": (0x6, 2), "bf16": (0xA, 2),
                                           "f32": (0x7, 4)}  # f32: tf32 MMA operands and plain rows alike
SWIZZLE_BYTES = {0: 0, 1: 32, 2: 64, 3: 128}  # swizzle field -> span in bytes (0: none)
RANKS = (1, 2, 3)


@dataclass(frozen=True)
class ArgWord:
    """A value the argument-change callback reads: explicit parameter number `param` (a u32, or
    the u64 base pointer), or the constant `value` when `param` is None (a static shape/stride)."""

    param: int | None = None
    value: int = 0


@dataclass(frozen=True)
class TensorMapSpec:
    """One TMA view of a kernel, as its callback encodes it (`host_abi.tensor_map`): element
    kind, base pointer parameter, shape and strides outer to inner (the inner stride is 1 and not
    listed), box outer to inner, swizzle mode (0 none, 1/2/3: 32/64/128 bytes)."""

    dtype: str
    base: int
    shape: tuple[ArgWord, ...]
    strides: tuple[ArgWord, ...]
    box: tuple[int, ...]
    swizzle: int


class TensorMapError(ValueError):
    """A view NVIDIA's encoding (as modelled here) cannot describe."""


@dataclass(frozen=True)
class TensorMap:
    """The decoded fields of one written tensor map (outer to inner)."""

    address: int
    dtype: str
    shape: tuple[int, ...]
    strides: tuple[int, ...]  # element strides, the innermost (1) included
    box: tuple[int, ...]
    swizzle: int  # 0 none, 1 32B, 2 64B, 3 128B
    large: bool

    @property
    def elem_bytes(self) -> int:
        return DTYPE_CODES[self.dtype][1]


def check_encodable(dtype: str, rank: int, box: tuple[int, ...], swizzle: int) -> None:
    """TensorMapError unless the encoding above covers this view's static parts."""
    if dtype not in DTYPE_CODES:
        raise TensorMapError(f"no tensor-map element code for {dtype}")
    if rank not in RANKS or len(box) != rank:
        raise TensorMapError(f"tensor maps of rank {rank} are not modelled (ranks {RANKS})")
    if any(not 1 <= b <= 256 for b in box):
        raise TensorMapError(f"box {box}: each dimension must be 1..256")
    if swizzle not in SWIZZLE_BYTES:
        raise TensorMapError(f"swizzle mode {swizzle}")
    inner = box[-1] * DTYPE_CODES[dtype][1]
    if inner % 16 or (swizzle and inner > SWIZZLE_BYTES[swizzle]):
        raise TensorMapError(f"inner box of {inner} bytes with swizzle {SWIZZLE_BYTES[swizzle]} B")


def encode(dtype: str, address: int, shape: tuple[int, ...], strides: tuple[int, ...], box: tuple[int, ...],
           swizzle: int) -> bytes:
    """The 64 bytes NVIDIA's callback writes for this view (shape, strides: outer to inner, the
    inner stride 1 included, in elements; values as the callback reads them: u32 shapes/strides)."""
    rank = len(shape)
    check_encodable(dtype, rank, box, swizzle)
    code, e = DTYPE_CODES[dtype]
    m32 = 0xFFFFFFFF
    span = (e * (sum(t * (d - 1) for t, d in zip(strides[:-1], shape[:-1])) + shape[-1])) % (1 << 64)
    large = span >= LARGE_SPAN_BYTES  # 64-bit arithmetic as NVIDIA's: a zero dimension wraps
    w = [0] * 8
    w[0] = address & 0x01FF_FFFF_FFFF_FFF0
    w[1] = FLAGS | (rank - 1) << 4 | code << 7 | swizzle << 13 | int(large) << 21
    w[4] = (shape[-1] - 1) & m32
    w[6] = (box[-1] - 1) << 56
    if rank >= 2:
        w[1] |= (((strides[-2] * e) >> 4) & m32) << 32
        w[4] |= ((shape[-2] - 1) & m32) << 32
        w[7] = box[-2] - 1
    if rank == 3:
        w[2] = (strides[0] * e) >> 4
        w[5] = (shape[0] - 1) & m32
        w[7] |= (box[0] - 1) << 8
    return struct.pack("<8Q", *w)


def decode(data: bytes) -> TensorMap:
    """The fields of a written tensor map (the first 64 bytes of the hidden parameter)."""
    w = struct.unpack_from("<8Q", data)
    rank = ((w[1] >> 4) & 0x7) + 1
    code = (w[1] >> 7) & 0x3F
    dtype = next((k for k, (c, _) in DTYPE_CODES.items() if c == code), None)
    if dtype is None or rank not in RANKS or (w[1] & 0xF) != (FLAGS & 0xF):
        raise TensorMapError(f"not a tensor map written by the modelled encoding (w1 = {w[1]:#x})")
    e = DTYPE_CODES[dtype][1]
    inner_shape = ((w[4] >> 32) + 1, (w[4] & 0xFFFFFFFF) + 1)
    stride = ((w[1] >> 32) << 4) // e
    box_inner = ((w[6] >> 56) + 1, )
    if rank == 1:
        shape, strides, box = inner_shape[1:], (1, ), box_inner
    elif rank == 2:
        shape, strides, box = inner_shape, (stride, 1), ((w[7] & 0xFF) + 1, ) + box_inner
    else:
        shape = ((w[5] & 0xFFFFFFFF) + 1, ) + inner_shape
        strides = ((w[2] << 4) // e, stride, 1)
        box = (((w[7] >> 8) & 0xFF) + 1, (w[7] & 0xFF) + 1) + box_inner
    return TensorMap(w[0], dtype, shape, strides, box, (w[1] >> 13) & 3, bool(w[1] >> 21 & 1))


def hidden_param_offsets(explicit_bytes: int, count: int, cbank_base: int) -> list[int]:
    """Parameter-buffer offsets of `count` hidden tensor-map parameters placed after explicit
    parameters of `explicit_bytes` bytes: each at the next 64-byte aligned constant-bank address
    (the parameters start at `cbank_base`: 0x210 on sm_90, 0x380 on sm_100 and later)."""
    out, off = [], explicit_bytes
    for _ in range(count):
        off += -(cbank_base + off) % PARAM_ALIGN
        out.append(off)
        off += TENSOR_MAP_BYTES
    return out
