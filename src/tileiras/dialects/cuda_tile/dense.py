"""Dense tile constants as MLIR raw buffers: layout, validity, elements and the canonical form.

A `DenseConstAttr` holds MLIR's raw buffer: little-endian elements at their storage width
(tf32 in 3 bytes, sub-byte types in 1), row-major; `i1` bit-packed, least significant bit
first. A buffer of a single element is a splat. The canonical form, which the bytecode
reader, the text parser and the writer all keep, is MLIR's: a buffer whose elements are all
equal is stored as the one-element splat (`i1` splats as 0x00 / 0xFF).

What NVIDIA's reader accepts (13.5, measured): a one-element buffer or the full tile; for
`i1` one byte (a splat when the tile has more than 8 elements, else the packed bits) or the
packed bits, never one byte per element.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Attribute

from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.attributes import DenseConstAttr

TF32_STORAGE_BITS = 19
"""tf32 is stored as its 19 significant bits, in 3 bytes."""


def storage_bytes(elem: Attribute) -> int:
    """Bytes per element in a dense buffer (`i1` is bit-packed; it counts 1 here)."""
    bits = TF32_STORAGE_BITS if elem == ctt.tf32 else ctt.bit_width(elem)
    return max(1, (bits + 7) // 8)


def buffer_problem(tile: ctt.TileType, size: int) -> str | None:
    """Why NVIDIA's reader rejects a buffer of `size` bytes for `tile`, or None."""
    element = tile.element_type
    n = tile.num_elements
    if element == ctt.i1:
        if size in (1, (n + 7) // 8):
            return None
        return f"i1 dense attribute payload size {size} is not a recognized encoding for {n} elements"
    eb = storage_bytes(element)
    if size == eb or size == n * eb:
        return None
    return "failed to validate buffer size and format"


def elements(attr: DenseConstAttr) -> tuple[list[int], bool]:
    """The elements as raw bit patterns (integers sign-extended, floats unsigned), and whether
    they are all equal (a splat)."""
    t = attr.type
    elem = t.element_type
    n = t.num_elements
    raw = attr.data
    if elem == ctt.i1:
        if len(raw) == 1 and n > 8:
            values = [1 if raw[0] else 0] * n
        else:
            values = [(raw[i // 8] >> (i % 8)) & 1 if i // 8 < len(raw) else 0 for i in range(n)]
    else:
        size = storage_bytes(elem)
        count = len(raw) // size
        if count == 1:
            words = [int.from_bytes(raw[:size], "little")] * n
        else:
            words = [int.from_bytes(raw[i * size:(i + 1) * size], "little") for i in range(count)]
        if ctt.is_integer(elem):
            width = size * 8
            values = [w - (1 << width) if w >> (width - 1) else w for w in words]
        else:
            values = words
    splat = bool(values) and all(v == values[0] for v in values)
    return values, splat


def buffer(elem: Attribute, values: Sequence[int]) -> bytes:
    """The canonical raw buffer of element bit patterns (one element when all are equal)."""
    splat = bool(values) and all(v == values[0] for v in values)
    if elem == ctt.i1:
        if splat:
            return b"\xff" if values[0] else b"\x00"
        bits = 0
        for i, v in enumerate(values):
            bits |= (1 if v else 0) << i
        return bits.to_bytes((len(values) + 7) // 8, "little")
    size = storage_bytes(elem)
    mask = (1 << (size * 8)) - 1
    chosen = values[:1] if splat else values
    return b"".join((int(v) & mask).to_bytes(size, "little") for v in chosen)


def canonical(attr: DenseConstAttr) -> DenseConstAttr:
    """`attr` in the canonical form (itself when it already is)."""
    data = buffer(attr.type.element_type, elements(attr)[0])
    return attr if data == attr.data else DenseConstAttr(attr.type, data)
