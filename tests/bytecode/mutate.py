"""A seeded mutator for bytecode files: bit flips, byte overwrites with boundary values,
truncation, insertion and deletion of bytes, and varint boundary values spliced in.

Deterministic for a given seed, so a failing mutant can be regenerated from its seed.
"""

from __future__ import annotations

import random

VARINT_BOUNDARIES: tuple[bytes, ...] = (
    b"\x00",
    b"\x7f",
    b"\x80\x01",
    b"\xff\x7f",
    b"\xff\xff\xff\xff\x0f",  # 2**32 - 1
    b"\x80\x80\x80\x80\x10",  # 2**32
    b"\xff\xff\xff\xff\xff\xff\xff\xff\x7f",  # 2**63 - 1
    b"\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01",  # 2**64 - 1
    b"\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01",  # longer than 10 bytes
    b"\x80",  # an unterminated varint
)
BYTE_BOUNDARIES = (0x00, 0x01, 0x7F, 0x80, 0xFE, 0xFF)


def mutate(data: bytes, seed: int) -> bytes:
    """One mutant of `data`: 1 to 4 random edits chosen by `seed`."""
    rng = random.Random(seed)
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(7)
        if not out:
            out.extend(rng.randbytes(rng.randint(1, 8)))
            continue
        pos = rng.randrange(len(out))
        if kind == 0:  # bit flip
            out[pos] ^= 1 << rng.randrange(8)
        elif kind == 1:  # boundary byte
            out[pos] = rng.choice(BYTE_BOUNDARIES)
        elif kind == 2:  # truncate
            del out[rng.randrange(len(out)):]
        elif kind == 3:  # insert random bytes
            out[pos:pos] = rng.randbytes(rng.randint(1, 8))
        elif kind == 4:  # delete a few bytes
            del out[pos:pos + rng.randint(1, 8)]
        elif kind == 5:  # splice a varint boundary value over one byte
            out[pos:pos + 1] = rng.choice(VARINT_BOUNDARIES)
        else:  # random byte
            out[pos] = rng.randrange(256)
    return bytes(out)
