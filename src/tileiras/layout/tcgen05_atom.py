"""The fifth-generation tensor-core atom (`tcgen05.mma`, sm_100a/sm_103a): its instruction
descriptor, its shared-memory descriptor and where its accumulator lies in tensor memory.

**Shared-memory descriptor** (PTX ISA "tcgen05 Shared Memory Descriptor"): the same fields as
wgmma's matrix descriptor (`layout.wgmma_atom.Descriptor`: start >> 4 in bits 0-13, LBO >> 4
in 16-29, SBO >> 4 in 32-45, base offset in 49-51) plus a fixed version 0b001 in bits 46-48,
the LBO mode in bit 52 (0: byte offsets) and a 3-bit swizzle field in bits 61-63 (0 none, 1
128-byte with 32-byte atoms, 2 128-byte, 4 64-byte, 6 32-byte). wgmma's 2-bit mode in bits
62-63 (1, 2, 3 for 128, 64, 32 bytes) sets the same bits, so a tcgen05 descriptor is the wgmma
one with bit 46 set, and the canonical layouts and address computation are wgmma's.

**Instruction descriptor** (32 bits, `kind::f16`/`tf32`/`f8f6f4`/`i8`): sparsity in bits 0-2
(0), saturate in 3, the D type in 4-5 (1: f32, 2: s32), A and B types in 7-9 and 10-12
(kind::f16: 0 f16, 1 bf16; kind::tf32: 2; kind::f8f6f4: 0 e4m3, 1 e5m2; kind::i8: 0 u8, 1 s8),
negate A/B in 13/14, A and B MN-major ("transpose") in 15/16, N >> 3 in 17-22, M >> 4 in
24-28. NVIDIA's aligned bf16 GEMM on sm_100 uses 0x08210490: f32 D, bf16 A and B, B MN-major,
N = 128, M = 128.

**Accumulator in tensor memory** (ISA "Data path layout organization"): with M = 64 and
`cta_group::1` (layout F) row r of the tile is lane 32 (r // 16) + r % 16 and column n is
column `taddr + n`: each warp of the warpgroup reaches its own quarter of the 128 lanes, and
its 16 rows there are read by `tcgen05.ld.16x256b` in mma.sync's m16n8 C pattern, lane l
register i at row l // 4 + 8 ((i >> 1) & 1), column 8 (i >> 2) + 2 (l % 4) + (i & 1). That is
wgmma's accumulator fragment (`wgmma_atom.wgmma_accumulator_atom`), so the warpgroup layouts
of the layout pass are the accumulator's register layout on both targets. A 64j-row tile is j
such instructions, block b at columns b N .. b N + N - 1.

With M = 128 (`cta_group::1` layout D, row r at lane r: NVIDIA's choice for 128-row tiles) warp
w reaches rows 32w .. 32w + 31; the layout pass then gives the dot the split "m32"
(`dot_warps`: each warp 32 consecutive rows of each 128, the m16n8 C pattern twice), which
`tcgen05.ld.16x256b` at lanes 32w and 32w + 16 reads directly; block b of 128 rows at columns
b N, so a 128 x N tile takes N columns and one instruction per K step and N chunk.
"""

from __future__ import annotations

from tileiras.layout.errors import LayoutError
from tileiras.layout.wgmma_atom import Descriptor, decode as wgmma_decode

VERSION_BIT = 1 << 46
KINDS = ("f16", "tf32", "f8f6f4", "i8")
A_TYPES = {"f16": {"f16": 0, "bf16": 1}, "tf32": {"tf32": 2}, "f8f6f4": {"e4m3": 0, "e5m2": 1},
           "i8": {"u8": 0, "s8": 1}}
D_TYPES = {"f16": 0, "f32": 1, "s32": 2}
ATOM_M = 64
"""Rows per instruction we issue where the layout gives each warp 16 rows of each 64 (layout
F); 128 where each warp has 32 consecutive rows (layout D)."""
MAX_N = 256


def atom_name(kind: str) -> str:
    return f"tcgen05.mma.cta_group::1.kind::{kind}"


def instruction_descriptor(kind: str, a: str, b: str, d: str, m: int, n: int, a_mn_major: bool,
                           b_mn_major: bool, cta_group: int = 1) -> int:
    """The 32-bit instruction descriptor (module docstring); M is the pair's with `cta_group` 2
    (128 or 256: each CTA's half of the rows, N a multiple of 16)."""
    if kind not in A_TYPES or a not in A_TYPES[kind] or b not in A_TYPES[kind] or d not in D_TYPES:
        raise LayoutError(f"no tcgen05 kind::{kind} with A {a}, B {b}, D {d}")
    if cta_group == 2:
        if m not in (128, 256) or n % 16 or not 32 <= n <= MAX_N:
            raise LayoutError(f"no tcgen05 cta_group::2 instruction M = {m}, N = {n}")
    elif m not in (64, 128) or n % 8 or not 8 <= n <= MAX_N:
        raise LayoutError(f"no tcgen05 instruction M = {m}, N = {n}")
    return (D_TYPES[d] << 4 | A_TYPES[kind][a] << 7 | A_TYPES[kind][b] << 10 | int(a_mn_major) << 15
            | int(b_mn_major) << 16 | (n >> 3) << 17 | (m >> 4) << 24)


def decode_instruction(idesc: int) -> dict[str, int]:
    """The fields of an instruction descriptor."""
    return {"sparse": idesc & 7, "saturate": idesc >> 3 & 1, "d": idesc >> 4 & 3, "a": idesc >> 7 & 7,
            "b": idesc >> 10 & 7, "neg_a": idesc >> 13 & 1, "neg_b": idesc >> 14 & 1, "a_mn_major": idesc >> 15 & 1,
            "b_mn_major": idesc >> 16 & 1, "n": (idesc >> 17 & 63) << 3, "m": (idesc >> 24 & 31) << 4}


def smem_descriptor(d: Descriptor) -> int:
    """The 64-bit tcgen05 shared-memory descriptor of `d`."""
    return d.encode() | VERSION_BIT


def decode_smem_descriptor(desc: int) -> Descriptor:
    """The fields of a tcgen05 shared-memory descriptor; LayoutError for what is not modelled
    (version other than 1, LBO mode 1, the 128-byte mode with 32-byte atoms, reserved bits)."""
    desc &= (1 << 64) - 1
    if desc >> 46 & 7 != 1:
        raise LayoutError(f"tcgen05 descriptor version {desc >> 46 & 7} (1 expected)")
    if desc >> 52 & 1 or desc >> 61 & 1 or desc >> 53 & 0xFF:
        raise LayoutError("tcgen05 descriptor: LBO mode, 32-byte-atom swizzle or reserved bits set")
    return wgmma_decode(desc & ~VERSION_BIT)


def tmem_lane(row: int, m_inst: int = ATOM_M) -> int:
    """The tensor-memory lane of accumulator row `row` of an instruction of `m_inst` rows
    (64: layout F; 128: layout D, row r at lane r)."""
    if m_inst == 128:
        return row % 128
    return 32 * (row % 64 // 16) + row % 16


def tmem_columns(m: int, n: int, m_inst: int = ATOM_M) -> int:
    """The columns a tcgen05.alloc takes for an M x N f32 accumulator in blocks of `m_inst`
    rows (a power of two, at least 32), or LayoutError when it needs more than the 512 there are."""
    need = (m // m_inst) * n
    cols = 32
    while cols < need:
        cols *= 2
    if cols > 512:
        raise LayoutError(f"a {m}x{n} accumulator needs {need} tensor-memory columns (512 exist)")
    return cols


__all__ = ["atom_name", "instruction_descriptor", "decode_instruction", "smem_descriptor", "decode_smem_descriptor",
           "tmem_lane", "tmem_columns", "ATOM_M", "MAX_N", "KINDS", "VERSION_BIT"]
