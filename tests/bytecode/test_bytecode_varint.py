"""LEB128 and zigzag encoding (tileiras.bytecode.varint) and the bounds-checked cursor."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tileiras.bytecode.cursor import Cursor
from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.varint import (
    U64_MAX,
    decode_svarint,
    decode_uvarint,
    encode_svarint,
    encode_uvarint,
    zigzag_decode,
    zigzag_encode,
)


@pytest.mark.parametrize("value, encoded", [
    (0, b"\x00"),
    (1, b"\x01"),
    (127, b"\x7f"),
    (128, b"\x80\x01"),
    (300, b"\xac\x02"),
    (16383, b"\xff\x7f"),
    (16384, b"\x80\x80\x01"),
    (2**32 - 1, b"\xff\xff\xff\xff\x0f"),
    (2**63, b"\x80\x80\x80\x80\x80\x80\x80\x80\x80\x01"),
    (U64_MAX, b"\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01"),
])
def test_uvarint_known_encodings(value: int, encoded: bytes) -> None:
    assert encode_uvarint(value) == encoded
    assert decode_uvarint(encoded, 0) == (value, len(encoded))


@pytest.mark.parametrize("value, zigzag", [
    (0, 0), (-1, 1), (1, 2), (-2, 3), (2, 4),
    (2**63 - 1, U64_MAX - 1), (-(2**63), U64_MAX),
])
def test_zigzag_known_values(value: int, zigzag: int) -> None:
    assert zigzag_encode(value) == zigzag
    assert zigzag_decode(zigzag) == value


def test_cutile_float_bits_encoding() -> None:
    # cuTile writes an f32 APInt as the zigzag varint of its (non-negative) raw bits.
    bits = 0xBF800000  # -1.0f
    assert decode_svarint(encode_svarint(bits), 0)[0] == bits


@given(st.integers(min_value=0, max_value=U64_MAX))
def test_uvarint_roundtrip(value: int) -> None:
    data = encode_uvarint(value)
    assert len(data) <= 10
    assert decode_uvarint(data + b"\x55", 0) == (value, len(data))


@given(st.integers(min_value=-(2**63), max_value=2**63 - 1))
def test_svarint_roundtrip(value: int) -> None:
    data = encode_svarint(value)
    assert decode_svarint(data, 0) == (value, len(data))


@pytest.mark.parametrize("value", [-1, 2**64])
def test_encode_rejects_out_of_range(value: int) -> None:
    with pytest.raises(BytecodeError):
        encode_uvarint(value)


@pytest.mark.parametrize("data, offset", [
    (b"", 0),                      # nothing to read
    (b"\x80", 1),                  # unterminated
    (b"\xff\xff\xff", 3),          # unterminated, longer
])
def test_decode_truncated(data: bytes, offset: int) -> None:
    with pytest.raises(BytecodeError) as err:
        decode_uvarint(data, 0)
    assert err.value.offset == offset


def test_decode_rejects_more_than_10_bytes_and_drops_overflow() -> None:
    with pytest.raises(BytecodeError):
        decode_uvarint(b"\xff" * 10 + b"\x01", 0)
    # 10 bytes above 2**64 - 1: the bits past the 64th are dropped, as NVIDIA's reader does
    assert decode_uvarint(b"\xff" * 9 + b"\x7f", 0) == (U64_MAX, 10)


def test_cursor_reports_offsets_from_its_reader() -> None:
    cur = Cursor(b"\x00" * 100 + b"\x05\x80", base=0).reader()
    assert cur.uvarint() == 0
    cur.pos = 100
    assert cur.uvarint() == 5
    with pytest.raises(BytecodeError) as err:
        cur.uvarint("failed to read section length")
    assert str(err.value) == "error at offset 102: failed to read section length"
    inner = Cursor(b"\x00\x00\x80", base=40).reader(3)
    inner.pos = 2
    with pytest.raises(BytecodeError) as err:
        with inner.context("failed to parse something"):
            inner.uvarint()
    assert [text for _, text in err.value.lines()] == ["error at offset 3: failed to parse something"]


def test_cursor_count_is_bounded_by_remaining_bytes() -> None:
    cur = Cursor(encode_uvarint(1 << 40) + b"\x00" * 16)
    with pytest.raises(BytecodeError, match="exceeds the maximum of 2"):
        cur.check_count(cur.uvarint(), "things", 8)


def test_cursor_int_array_and_padding() -> None:
    cur = Cursor(b"\x02" + (-2).to_bytes(4, "little", signed=True) + (7).to_bytes(4, "little"))
    assert cur.int_array(4, "values") == [-2, 7]
    assert cur.at_end()
    cur = Cursor(b"\x01\xcb\xcb\xcb\x09")
    cur.u8()
    cur.skip_padding(4)
    assert cur.u8() == 9
