"""A kernel's parameter buffer as the driver holds it, built from the entry's parameter types.

The argument-change callbacks read the explicit arguments from this buffer (each parameter
naturally aligned, in `.param` order) and write the hidden ones after it. Types are the element
types of NVIDIA's tileirdisasm entry signature (`ptr<f16>`, `i32`, `f32`, ...).
"""

from __future__ import annotations

SIZES = {"i1": 1, "i8": 1, "i16": 2, "f16": 2, "bf16": 2, "i32": 4, "f32": 4, "i64": 8, "f64": 8}
FIRST_POINTER = 0x7F00_0001_0000
POINTER_STEP = 0x10000
INT_VALUE = 256
_ONE = {2: 0x3C00, 4: 0x3F800000, 8: 0x3FF0000000000000}


def param_size(ty: str) -> int:
    return 8 if ty.startswith("ptr") else SIZES.get(ty, 8)


def param_offsets(params: list[str]) -> list[int]:
    """The byte offset of each parameter, each naturally aligned after the previous one."""
    out, off = [], 0
    for p in params:
        size = param_size(p)
        off += -off % size
        out.append(off)
        off += size
    return out


def argument_words(params: list[str]) -> bytes:
    """Synthetic argument words: pointers FIRST_POINTER + k * POINTER_STEP (64 KiB aligned,
    distinct), integers INT_VALUE (127 where a byte holds them), floats 1.0."""
    buf = bytearray()
    ptr = FIRST_POINTER
    for p, off in zip(params, param_offsets(params)):
        size = param_size(p)
        buf += bytes(off - len(buf))
        if p.startswith("ptr"):
            buf += ptr.to_bytes(8, "little")
            ptr += POINTER_STEP
        elif p.startswith(("f", "bf")):
            buf += _ONE[size].to_bytes(size, "little")
        else:
            buf += min(INT_VALUE, (1 << (8 * size - 1)) - 1).to_bytes(size, "little")
    return bytes(buf)
