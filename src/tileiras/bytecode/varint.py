"""LEB128 varints and zigzag encoding, as TileIR bytecode uses them.

Unsigned varints hold 7 bits per byte, least significant group first, with bit 7 set on every
byte but the last. Signed varints are zigzag-mapped (0, -1, 1, -2, ... -> 0, 1, 2, 3, ...)
first. Values are 64-bit: decoding rejects encodings longer than 10 bytes and drops bits past the
64th (as NVIDIA does).
"""

from __future__ import annotations

from tileiras.bytecode.errors import BytecodeError

U64_MAX = (1 << 64) - 1
MAX_VARINT_BYTES = 10


def encode_uvarint(value: int) -> bytes:
    """The LEB128 bytes of a non-negative integer below 2**64."""
    if value < 0 or value > U64_MAX:
        raise BytecodeError(f"varint value {value} is outside the 64-bit unsigned range")
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def zigzag_encode(value: int) -> int:
    """Map a signed 64-bit integer to an unsigned one (0, -1, 1, -2 -> 0, 1, 2, 3)."""
    if value < -(1 << 63) or value >= (1 << 63):
        raise BytecodeError(f"signed varint value {value} is outside the 64-bit range")
    return ((value << 1) ^ (value >> 63)) & U64_MAX


def zigzag_decode(value: int) -> int:
    """Inverse of `zigzag_encode`."""
    return (value >> 1) ^ -(value & 1)


def encode_svarint(value: int) -> bytes:
    """The zigzag LEB128 bytes of a signed 64-bit integer."""
    return encode_uvarint(zigzag_encode(value))


def decode_uvarint(data: bytes | memoryview, pos: int) -> tuple[int, int]:
    """Read an unsigned varint at `pos`; return `(value, next_pos)`.

    Raises `BytecodeError` on truncation or more than 10 bytes; its offset is the position
    reached (as NVIDIA reports it). Bits past the 64th are dropped, as NVIDIA's reader does.
    """
    result = 0
    shift = 0
    end = len(data)
    while True:
        if pos >= end:
            raise BytecodeError("unexpected end of data while reading a varint", pos)
        if shift > 63:
            raise BytecodeError("varint is longer than 10 bytes", pos)
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            break
    return result & U64_MAX, pos  # bits past the 64th are dropped, as NVIDIA's reader does


def decode_svarint(data: bytes | memoryview, pos: int) -> tuple[int, int]:
    """Read a zigzag signed varint at `pos`; return `(value, next_pos)`."""
    raw, pos = decode_uvarint(data, pos)
    return zigzag_decode(raw), pos
