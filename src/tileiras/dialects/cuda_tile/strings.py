"""Strings of the IR (names, messages, file names) and their bytes.

Bytecode stores strings as bytes and NVIDIA's tools never check that they are UTF-8: a name
may hold any byte (tileirdisasm prints `@"\\FF\\FEdd"`). The IR keeps them as Python `str`,
decoded as UTF-8 with `surrogateescape`, so every byte string comes back unchanged.
"""

from __future__ import annotations


def text_of(raw: bytes) -> str:
    """The IR string of bytes (undecodable bytes kept as surrogate escapes)."""
    return raw.decode("utf-8", "surrogateescape")


def bytes_of(text: str) -> bytes:
    """The bytes of an IR string (inverse of `text_of`)."""
    return text.encode("utf-8", "surrogateescape")
