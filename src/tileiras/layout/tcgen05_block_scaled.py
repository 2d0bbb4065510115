"""The block-scaled fifth-generation tensor-core atom (`tcgen05.mma ... .block_scale`, sm_100a /
sm_103a): its instruction descriptor, where the scale factors lie in tensor memory, and the
shared-memory layout `tcgen05.cp.32x128b.warpx4` copies them from.

**Instruction descriptor** (32 bits, `kind::mxf8f6f4` and `kind::mxf4nvf4`; CUTLASS's
`UMMA::InstrDescriptorBlockScaled` names the same fields): the scale factor id of B in bits
4-5, A and B formats in 7-9 and 10-12 (mxf8f6f4: 0 e4m3, 1 e5m2, 5 e2m1; mxf4nvf4: 1 e2m1), negate A/B in 13/14,
A and B MN-major in 15/16, N >> 3 in 17-22, the scale format in 23 (1: ue8m0, 0: ue4m3),
M >> 4 in 24-28, the scale factor id of A in 29-30. NVIDIA's MXFP8 128x128 GEMM on sm_100 uses
0x08A10000 plus the ids: e4m3 A and B, B MN-major, N = 128, ue8m0, M = 128.

**Scale factors in tensor memory** (ISA "Scale factor A/B layout"; M = 128, one CTA): a scale
per row of A (column of B) and per block of 32 (`block32`, kind::mxf8f6f4: one per
instruction of K 32, `scale_vec::1X`) or 16 K (`block16`, kind::mxf4nvf4 K 64: four per
instruction). Row r's scales lie at column `sf_taddr + r // 32` of lane r % 32 of every lane
quarter (the four quarters hold the same values: `tcgen05.cp ... warpx4` writes them so); the
byte of that 32-bit cell is the descriptor's scale factor id for 1X (the instruction's block),
byte j for scale j of 4X (id 0). So 128 rows take 4 columns per four blocks (1X: four
instructions share the columns, ids 0..3).

**Staging in shared memory** (`tcgen05.cp.cta_group::1.32x128b.warpx4`: 32 lanes x 16 bytes,
copied to the four lane quarters): lane l receives the 16 bytes at `l * 16` (core matrices of
8 rows x 16 bytes, the descriptor's SBO 128 bytes apart), bytes 4c..4c+3 becoming column c.
Scale (row r, block k) of a group of four blocks is therefore staged at byte
`(r % 32) * 16 + (r // 32) * 4 + k % 4` of the group's 512 bytes (NVIDIA's kernel stages them
so: st.shared at `(t >> 2) * 16 + (t & 3) * 4` for row 32 (t & 3) + (t >> 2)).
"""

from __future__ import annotations

from tileiras.layout.errors import LayoutError
from tileiras.layout.tcgen05_atom import VERSION_BIT

FORMATS = {"e4m3": 0, "e5m2": 1, "e2m1": 5}
"""A/B format codes of kind::mxf8f6f4 (e2m1 there: one per byte)."""
FP4_FORMATS = {"e2m1": 1}
"""A/B format codes of kind::mxf4nvf4 (packed e2m1, two per byte)."""
SCALE_FORMATS = {"ue8m0": 1, "ue4m3": 0}
KINDS = {"mxf8f6f4": (32, 32), "mxf4nvf4": (64, 16)}
"""kind -> (K per instruction, K per scale) of the forms we issue (block32, block16)."""
ROWS = 128
"""M per instruction (and the rows one copy covers: 32 lanes x 4 columns)."""
GROUP_BYTES = 512
"""Shared-memory bytes of one copy: 128 rows x 4 scales."""


def atom_name(kind: str) -> str:
    return f"tcgen05.mma.cta_group::1.kind::{kind}.block_scale.block{KINDS[kind][1]}"


def instruction_descriptor(kind: str, a: str, b: str, scale: str, m: int, n: int, a_mn_major: bool,
                           b_mn_major: bool, a_sf_id: int = 0, b_sf_id: int = 0) -> int:
    """The 32-bit block-scaled instruction descriptor (module docstring)."""
    formats = FP4_FORMATS if kind == "mxf4nvf4" else FORMATS
    if kind not in KINDS or a not in formats or b not in formats or scale not in SCALE_FORMATS:
        raise LayoutError(f"no tcgen05 kind::{kind} block-scaled form with A {a}, B {b}, scales {scale}")
    if m != ROWS or n % 16 or not 16 <= n <= 256:
        raise LayoutError(f"no block-scaled tcgen05 instruction M = {m}, N = {n} (M = 128, N a multiple of 16 "
                          "up to 256)")
    if not (0 <= a_sf_id < 4 and 0 <= b_sf_id < 4):
        raise LayoutError("scale factor ids are 0..3")
    return (b_sf_id << 4 | formats[a] << 7 | formats[b] << 10 | int(a_mn_major) << 15 | int(b_mn_major) << 16
            | (n >> 3) << 17 | SCALE_FORMATS[scale] << 23 | (m >> 4) << 24 | a_sf_id << 29)


def decode_instruction(idesc: int) -> dict[str, int]:
    """The fields of a block-scaled instruction descriptor."""
    return {"b_sf_id": idesc >> 4 & 3, "a": idesc >> 7 & 7, "b": idesc >> 10 & 7, "neg_a": idesc >> 13 & 1,
            "neg_b": idesc >> 14 & 1, "a_mn_major": idesc >> 15 & 1, "b_mn_major": idesc >> 16 & 1,
            "n": (idesc >> 17 & 63) << 3, "scale": idesc >> 23 & 1, "m": (idesc >> 24 & 31) << 4,
            "a_sf_id": idesc >> 29 & 3, "sparse": idesc & 7, "k96": idesc >> 31 & 1}


def staged_offset(row: int, block: int, rows: int) -> int:
    """Byte of scale (row, block) in the staging area of a tile of `rows` rows (a multiple of
    128): groups of four blocks, each `rows / 128` copies of 512 bytes (module docstring)."""
    group, quarter = divmod(block, 4)
    copy = group * (rows // ROWS) + row // ROWS
    r = row % ROWS
    return copy * GROUP_BYTES + (r % 32) * 16 + (r // 32) * 4 + quarter


def staged_bytes(rows: int, blocks: int) -> int:
    return (blocks + 3) // 4 * (rows // ROWS) * GROUP_BYTES


def tmem_columns(rows: int, blocks: int) -> int:
    """Tensor-memory columns the scales of `rows` rows and `blocks` blocks take (4 per copy)."""
    return (blocks + 3) // 4 * (rows // ROWS) * 4


def scale_column(row_block: int, block: int, rows: int) -> tuple[int, int]:
    """(column offset, scale factor id) of the 1X scales of instruction block `block` for rows
    `row_block * 128 ..`: the copy's first column and the byte of the cell."""
    group, quarter = divmod(block, 4)
    return (group * (rows // ROWS) + row_block) * 4, quarter


def copy_descriptor(addr: int | None = None) -> int:
    """The constant part of `tcgen05.cp`'s shared-memory descriptor (no swizzle, SBO 128
    bytes between the 8-row core matrices, version 1); the start field (`addr >> 4`, bits
    0-13) is or-ed in at run time (NVIDIA's: 0x400800000000 | (addr >> 4))."""
    desc = (128 >> 4) << 32 | VERSION_BIT
    return desc if addr is None else desc | (addr >> 4 & 0x3FFF)


__all__ = ["FORMATS", "SCALE_FORMATS", "KINDS", "ROWS", "GROUP_BYTES", "atom_name", "instruction_descriptor",
           "decode_instruction", "staged_offset", "staged_bytes", "tmem_columns", "scale_column", "copy_descriptor"]
