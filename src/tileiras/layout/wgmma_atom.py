"""The warpgroup tensor-core instruction `wgmma.mma_async` (sm_90a): its shapes, its
accumulator fragment, the shared-memory layouts it reads and its matrix descriptors.

**Instruction.** `wgmma.mma_async.sync.aligned.m64nNkK.f32.<a>.<b>` multiplies a 64xK tile A by
a KxN tile B into a 64xN f32 accumulator held by the 128 threads of a warpgroup (4 warps).
K is 32 bytes of the input type (16 for f16/bf16, 8 for tf32, 32 for 8-bit types); N is a
multiple of 8 from 8 to 256. A and B are read from shared memory through 64-bit *matrix
descriptors*; both complete asynchronously: `wgmma.fence` orders earlier register accesses
before the first wgmma, `wgmma.commit_group` closes a group, `wgmma.wait_group N` waits until
at most N groups are pending, and only then are the accumulator registers defined.

**Accumulator fragment** (PTX ISA, "Register fragments and shared memory matrix layouts",
wgmma D for .f32): warp w of the warpgroup holds rows 16w..16w+15; within the warp, lane l
(g = l >> 2, t = l & 3) holds, for each 8-column chunk j of N, the four registers
d[4j..4j+3] = (16w + g, 8j + 2t), (16w + g, 8j + 2t + 1), (16w + g + 8, 8j + 2t),
(16w + g + 8, 8j + 2t + 1): the m16n8 accumulator of `mma.sync` repeated along N.
`wgmma_accumulator_atom` states it as a CuTe (thread, value) layout;
`conversion/nv_tileaa_to_nv_tileas/dot_layouts.py` tiles the mma.sync atom with the warps on
M first, which is this fragment (a test checks it), so one register layout serves both.

**Shared-memory layouts** (PTX ISA, "Shared Memory Matrix Layout"; in CuTe terms, T = 16
bytes): the operand is a set of *core matrices* of 8 rows of 16 bytes. With a swizzle mode of
W = 32, 64 or 128 bytes, 8 rows of W bytes are contiguous (a swizzle atom of 8W bytes) and the
16-byte chunks of each row are XOR-permuted by the address bits 7.. (Swizzle<log2(W/16),4,3>
on the byte address: bits [4, 4+s) ^= bits [7, 7+s)). K-major (K contiguous): rows are M (or
N) at stride W, groups of 8 rows at the *stride byte offset* (SBO); one instruction's K (32
bytes) lies within a row. MN-major (M or N contiguous, 16-bit types only, the `trans` bit):
W bytes of M/N per row, the next W bytes at the *leading byte offset* (LBO), rows are K at
stride W, groups of 8 K-rows at SBO. Without swizzle, a core matrix is 128 contiguous bytes.

`canonical_layout` places a tile [R, C] (C contiguous, W = min(128, C * bytes)) in column
blocks of W bytes, each R rows of W bytes, swizzled by W: every K-major and MN-major operand
slice of such a tile is one descriptor (`operand_descriptor`).

**Descriptor** (PTX ISA, "Matrix Descriptor Format", sm_90): bits 0-13 start address >> 4,
16-29 LBO >> 4, 32-45 SBO >> 4, 49-51 base offset (0 here: the swizzle atoms are aligned),
62-63 swizzle mode (0 none, 1 128B, 2 64B, 3 32B). `descriptor_address` is the address the
hardware reads for an operand element, the model the emulator runs.
"""

from __future__ import annotations

from dataclasses import dataclass

from tileiras.layout.errors import LayoutError
from tileiras.layout.layout import Layout
from tileiras.layout.linear import log2_exact
from tileiras.layout.shared import SharedLayout, row_major

WARPGROUP_THREADS = 128
ATOM_M = 64
K_BYTES = 32
"""One instruction's K in bytes of the input type."""

SWIZZLE_MODES = {0: 0, 128: 1, 64: 2, 32: 3}
"""Swizzle width in bytes (0: none) -> the descriptor's 2-bit mode."""
WIDTH_OF_MODE = {v: k for k, v in SWIZZLE_MODES.items()}

INPUT_TYPES = {"f16": 2, "bf16": 2, "tf32": 4, "e4m3": 1, "e5m2": 1, "s8": 1, "u8": 1}
"""wgmma input types and their bytes (the f32/s32 accumulator forms)."""


def instruction_k(elem: str) -> int:
    return K_BYTES // INPUT_TYPES[elem]


def valid_n(n: int) -> bool:
    """N of an f32-accumulator wgmma: a multiple of 8 in [8, 256]."""
    return 8 <= n <= 256 and n % 8 == 0


def instruction_name(n: int, a: str, b: str, acc: str = "f32") -> str:
    """`wgmma.m64n{n}k{K}.{acc}.{a}.{b}` (the atom name the selection pass records)."""
    return f"wgmma.m64n{n}k{instruction_k(a)}.{acc}.{a}.{b}"


def wgmma_accumulator_atom(n: int) -> Layout:
    """The f32 accumulator of `m64nN` as a (thread, value) -> index layout on the (64, N) tile
    (index m + 64 n, CuTe's colexicographic convention): thread = t + 4 g + 32 w with modes
    (4, 8, 4); value = (column pair, +8 rows, 8-column chunk j)."""
    if not valid_n(n):
        raise LayoutError(f"no wgmma m64n{n} (N is a multiple of 8 up to 256)")
    m = ATOM_M
    return Layout(((4, 8, 4), (2, 2, n // 8)), ((2 * m, 1, 16), (m, 8, 8 * m)))


# --- shared-memory layouts --------------------------------------------------------------------

def swizzle_width(row_bytes: int) -> int:
    """The swizzle width for a tile whose contiguous dimension has `row_bytes` bytes: 128 when
    rows have 128 bytes or more, else the row (32 or 64); 0 (no swizzle) under 32 bytes."""
    w = min(128, row_bytes)
    return w if w >= 32 else 0


def canonical_layout(shape: tuple[int, int], elem_bytes: int) -> SharedLayout:
    """The wgmma canonical placement of a tile [R, C] (C contiguous): column blocks of
    W = `swizzle_width(C * elem_bytes)` bytes, each R rows of W bytes, the 16-byte chunks of
    every row XOR-ed with the address bits 7.. (W / 16 chunks). Needs W >= 32 (LayoutError)."""
    full = tuple(shape)
    shape = squeeze_leading(full)
    if len(shape) != 2:
        raise LayoutError("wgmma operand tiles are 2-D (leading unit dimensions aside)")
    rows, cols = shape
    row_bytes = cols * elem_bytes
    w = swizzle_width(row_bytes)
    if w == 0:
        raise LayoutError(f"rows of {row_bytes} bytes are too short for a wgmma swizzle (32 bytes at least)")
    s = log2_exact(w // 16)
    bases = []
    for off in row_major(shape, elem_bytes).bases:
        # row-major offset -> (column block, row, byte in block)
        if off < row_bytes:
            block, inner = divmod(off, w)
            placed = block * rows * w + inner
        else:
            placed = (off // row_bytes) * w
        b = placed.bit_length() - 1
        if 7 <= b < 7 + s:
            placed |= 1 << (b - 3)
        bases.append(placed)
    return SharedLayout(full, elem_bytes, tuple(bases))  # unit dimensions have no index bits


def squeeze_leading(shape: tuple[int, ...]) -> tuple[int, ...]:
    """`shape` without its leading unit dimensions (a [1, R, C] stage holds an [R, C] tile)."""
    shape = tuple(shape)
    while len(shape) > 2 and shape[0] == 1:
        shape = shape[1:]
    return shape


def swizzle_atom_bytes(shape: tuple[int, ...], elem_bytes: int) -> int:
    """The alignment the canonical layout needs of its base (8 rows of the swizzle width)."""
    return 8 * swizzle_width(shape[-1] * elem_bytes)


# --- descriptors -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Descriptor:
    """The fields of a wgmma matrix descriptor (byte values, not yet shifted)."""

    start: int
    lbo: int
    sbo: int
    swizzle: int          # width in bytes: 0, 32, 64, 128
    base_offset: int = 0

    def encode(self) -> int:
        """The 64-bit value: start >> 4 in bits 0-13, LBO >> 4 in 16-29, SBO >> 4 in 32-45, base
        offset in 49-51, the swizzle mode in 62-63."""
        for name, v in (("start", self.start), ("lbo", self.lbo), ("sbo", self.sbo)):
            if v & 15 or not 0 <= v >> 4 < 1 << 14:
                raise LayoutError(f"descriptor {name} {v} is not a 16-byte multiple below 256 KiB")
        return ((self.start >> 4) | (self.lbo >> 4) << 16 | (self.sbo >> 4) << 32
                | (self.base_offset & 7) << 49 | SWIZZLE_MODES[self.swizzle] << 62)


def decode(desc: int) -> Descriptor:
    """The fields of a 64-bit descriptor value."""
    return Descriptor(start=(desc & 0x3FFF) << 4, lbo=((desc >> 16) & 0x3FFF) << 4,
                      sbo=((desc >> 32) & 0x3FFF) << 4, swizzle=WIDTH_OF_MODE[(desc >> 62) & 3],
                      base_offset=(desc >> 49) & 7)


def descriptor_address(d: Descriptor, mn: int, k: int, elem_bytes: int, mn_major: bool) -> int:
    """The shared address of element (mn, k) of an operand (A: mn = row m; B: mn = column n)
    described by `d`: the canonical layout of the descriptor's mode and major-ness, then the
    swizzle of the address bits (PTX ISA "Shared Memory Matrix Layout"). Byte-granular: the
    element's first byte."""
    w = d.swizzle
    byte_mn, byte_k = mn * elem_bytes, k * elem_bytes
    if w == 0:
        if mn_major:  # core matrix: 16 bytes of MN per row, 8 rows of K
            addr = d.start + byte_mn % 16 + (byte_mn // 16) * d.lbo + (k % 8) * 16 + (k // 8) * d.sbo
        else:         # core matrix: 8 rows of MN, 16 bytes of K per row
            addr = d.start + (mn % 8) * 16 + (mn // 8) * d.sbo + byte_k % 16 + (byte_k // 16) * d.lbo
        return addr
    if mn_major:
        addr = d.start + byte_mn % w + (byte_mn // w) * d.lbo + (k % 8) * w + (k // 8) * d.sbo
    else:
        if byte_k >= w:
            raise LayoutError("a K-major operand's K must lie within one swizzle row")
        addr = d.start + (mn % 8) * w + (mn // 8) * d.sbo + byte_k
    s = log2_exact(w // 16)
    return addr ^ (((addr >> 7) & ((1 << s) - 1)) << 4)


def operand_descriptor(smem: SharedLayout, rows: int, k_elems: int, mn_is_column: bool, mn0: int, k0: int
                       ) -> Descriptor | None:
    """The descriptor of the operand slice (mn0 .. mn0 + rows, k0 .. k0 + k_elems) of a stage
    laid out as `smem` (a stored tile [R, C], C contiguous), when one describes it exactly
    (every element's `descriptor_address` equals its offset in `smem`), else None.

    `mn_is_column`: the operand's M (A) or N (B) runs along the stored columns (MN-major: A
    stored [K, M], B stored [K, N]); else along the rows (K-major: A stored [M, K], B stored
    [N, K]). Offsets are relative to the stage base, which must be aligned to the swizzle atom
    (`swizzle_atom_bytes`): the hardware swizzles absolute addresses."""
    eb = smem.elem_bytes
    stored_r, stored_c = smem.shape[-2:]
    w = swizzle_width(stored_c * eb)
    if w == 0:
        return None

    # offset(r * C + c) = offset(r * C) ^ offset(c) for c < C (C a power of two: disjoint index
    # bits, and an offset is the XOR of its bits' images): one offset per row and per column
    # of the slice instead of one per element (the check below visits rows x k_elems of them)
    def at(mn: int, k: int) -> int:
        r, c = (k, mn) if mn_is_column else (mn, k)
        return smem.offset(r * stored_c + c)

    mn_hi, k_hi = mn0 + rows, k0 + k_elems
    if stored_c & (stored_c - 1) == 0 and (mn_hi if mn_is_column else k_hi) <= stored_c:
        r_lo, r_hi, c_lo, c_hi = (k0, k_hi, mn0, mn_hi) if mn_is_column else (mn0, mn_hi, k0, k_hi)
        row_offset = {r: smem.offset(r * stored_c) for r in range(r_lo, r_hi)}
        col_offset = {c: smem.offset(c) for c in range(c_lo, c_hi)}

        def at(mn: int, k: int) -> int:  # noqa: F811 - the same offsets, from the tables
            r, c = (k, mn) if mn_is_column else (mn, k)
            return row_offset[r] ^ col_offset[c]

    # K-major swizzled modes do not use the LBO (the ISA assumes 1); MN-major: the next W
    # bytes of M/N are one column block further
    lbo = stored_r * w if mn_is_column else 16
    d = Descriptor(start=at(mn0, k0), lbo=lbo, sbo=8 * w, swizzle=w)
    try:
        d.encode()
        for mn in range(rows):
            for k in range(k_elems):
                if descriptor_address(d, mn, k, eb, mn_is_column) != at(mn0 + mn, k0 + k):
                    return None
    except LayoutError:
        return None
    return d


__all__ = ["WARPGROUP_THREADS", "ATOM_M", "K_BYTES", "INPUT_TYPES", "SWIZZLE_MODES", "Descriptor", "decode",
           "descriptor_address", "operand_descriptor", "canonical_layout", "squeeze_leading", "swizzle_width", "swizzle_atom_bytes",
           "instruction_k", "instruction_name", "valid_n", "wgmma_accumulator_atom"]
