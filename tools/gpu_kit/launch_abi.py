"""cuTile Python's kernel-argument layout, written as 8-byte words the GPU kit's runner passes on.

cuTile Python 1.7.0 (`cext/tile_kernel.cpp`) flattens a launch's arguments into 8-byte words and
hands `cuLaunchKernelEx` one pointer per word: an array becomes its base pointer, then its
shape, then its strides in elements (each an int64 word, of which the kernel reads the low 4
bytes when its index type is i32); a scalar is its value in the low bytes of a word; a tuple
flattens; a list of arrays becomes a pointer to a device table (per item: pointer, shape,
strides) and an i32 length; `Constant`s are compiled in and pass nothing. This module writes
that layout for the kit (tools/gpu_kit/build.py) as JSON the runner can read without the repo:

    {"buf": i, "offset": n}          the device address of buffer i, plus n bytes
    {"table": [[word, ...], ...]}    a device table of words (a list argument's items)
    {"hex": "0100000000000000"}      8 raw bytes

The buffers are the arrays' underlying memory (a strided view keeps its whole base buffer).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import ml_dtypes
import numpy as np

_SCALAR_TYPES = {"i1": np.int32, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
                 "f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64}


class LaunchLayoutError(Exception):
    """The arguments do not fit any entry of the module."""


@dataclass
class Buffers:
    """The distinct memory blocks behind a launch's arrays, in first-use order."""

    bases: list[np.ndarray] = field(default_factory=list)

    def locate(self, a: np.ndarray) -> tuple[int, int]:
        """(buffer index, byte offset of a[0...]) for array `a`."""
        base = a
        while isinstance(base.base, np.ndarray):
            base = base.base
        if not (base.flags.c_contiguous or base.flags.f_contiguous):
            raise LaunchLayoutError("an array's base buffer is not contiguous")
        for i, b in enumerate(self.bases):
            if b is base:
                break
        else:
            self.bases.append(base)
            i = len(self.bases) - 1
        offset = a.__array_interface__["data"][0] - base.__array_interface__["data"][0]
        return i, offset


def _hex(value, dtype) -> dict:
    raw = np.array(value).astype(dtype).tobytes()
    return {"hex": (raw + b"\0" * (8 - len(raw))).hex()}


def _i64(v: int) -> dict:
    return _hex(int(v), np.int64)


def _array_words(a: np.ndarray, buffers: Buffers) -> list[dict]:
    i, off = buffers.locate(a)
    item = a.dtype.itemsize
    return [{"buf": i, "offset": off}, *(_i64(s) for s in a.shape), *(_i64(s // item) for s in a.strides)]


def scalar_type(type_text: str) -> str:
    """`!cuda_tile.tile<[], i32>` -> "i32"; "ptr" for pointers."""
    m = re.fullmatch(r"!cuda_tile\.tile<\[\], (.*)>", type_text)
    inner = m.group(1) if m else type_text
    return "ptr" if inner.startswith("!cuda_tile.ptr") else inner


def launch_words(entry_name: str, entry_types: list[str], args: list, buffers: Buffers) -> list[dict]:
    """The words cuTile passes for `args` to entry `entry_name` whose parameters have
    `entry_types` (from the bytecode); raises LaunchLayoutError when they do not fit."""
    from tileiras.interp.launch import _NOT_CONSTANT, Constant, _constant_positions

    consts = _constant_positions(entry_name)
    if consts is not None and len(consts) != len(args):
        consts = None
    words: list[dict] = []
    kinds = [scalar_type(t) for t in entry_types]

    def add(a) -> None:
        if isinstance(a, Constant):
            return
        if isinstance(a, np.ndarray) and a.ndim > 0:
            words.extend(_array_words(a, buffers))
        elif isinstance(a, tuple):
            for x in a:
                add(x)
        elif isinstance(a, list):
            words.append({"table": [_array_words(x, buffers) for x in a]})
            words.append(_hex(len(a), np.int32))
        else:
            k = len(words)
            if k >= len(kinds) or kinds[k] not in _SCALAR_TYPES:
                raise LaunchLayoutError(f"scalar argument {k} meets parameter type {kinds[k:k + 1]}")
            words.append(_hex(a.item() if isinstance(a, (np.ndarray, np.generic)) else a, _SCALAR_TYPES[kinds[k]]))

    for i, a in enumerate(args):
        if consts is not None and consts[i] is not _NOT_CONSTANT:
            continue
        add(a)
    if len(words) != len(kinds):
        raise LaunchLayoutError(f"{entry_name} takes {len(kinds)} words, the arguments make {len(words)}")
    for k, (w, kind) in enumerate(zip(words, kinds)):
        if ("buf" in w or "table" in w) != (kind == "ptr"):
            raise LaunchLayoutError(f"word {k} does not fit parameter type {kind}")
    return words
