"""Shared-memory tile layouts as linear maps, and the `ldmatrix` reads they allow.

A tile's element index is a bit string (extents are powers of two, see `linear.py`). A shared
buffer places element `i` at a byte offset that is a *linear* function of those bits over
GF(2): the row-major offset (each index bit lands on one offset bit) with the 16-byte chunks
of each 128-byte line XOR-permuted by the line index (CuTe's Swizzle<3,4,3> on byte offsets).
So a layout is one byte offset per index bit (`bases`), and

    offset(i) = XOR of bases[k] over the set bits k of i.

Because register layouts are also bit maps (`LinearLayout`), the offset of what a thread holds
in register `r` is the XOR of the images of r's bits, the lane bits and the warp bits: whether
a register layout can be read with `ldmatrix`, and which address each lane gives it, is linear
algebra on these images (`ldmatrix_plan`).

The swizzle keeps every 16-byte chunk whole (offset bits 0-3 are never permuted), so 16-byte
copies and `ldmatrix` rows stay contiguous, and it spreads the eight 16-byte rows an
`ldmatrix` or a 128-byte store touches over different banks (bits 4-6 of the offset).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

from tileiras.layout.linear import LinearLayout, log2_exact

SWIZZLE_CHUNK_BITS = 4
"""log2 of the 16-byte chunk the swizzle moves whole."""
SWIZZLE_BITS = 3
"""How many chunk-index bits the line index permutes (8 chunks of a 128-byte line)."""


@dataclass(frozen=True)
class SharedLayout:
    """Byte offsets of a tile of `shape` with `elem_bytes`-byte elements: `bases[k]` is the offset
    of the element whose index has only bit k set."""

    shape: tuple[int, ...]
    elem_bytes: int
    bases: tuple[int, ...]

    @property
    def nbytes(self) -> int:
        return self.elem_bytes * prod(self.shape)

    def offset(self, index: int) -> int:
        """The byte offset of the element with row-major linear index `index`."""
        out = 0
        k = 0
        while index:
            if index & 1:
                out ^= self.bases[k]
            index >>= 1
            k += 1
        return out

    def image(self, bit: int) -> int:
        """The offset contributed by index bit `bit` (-1, a replicated input bit: 0)."""
        return self.bases[bit] if bit >= 0 else 0


def row_major(shape: tuple[int, ...], elem_bytes: int) -> SharedLayout:
    """Row-major placement: index bit k at byte offset `elem_bytes << k`."""
    nbits = sum(log2_exact(d) for d in shape)
    return SharedLayout(tuple(shape), elem_bytes, tuple(elem_bytes << k for k in range(nbits)))


def swizzled_row_major(shape: tuple[int, ...], elem_bytes: int, bits: int = SWIZZLE_BITS) -> SharedLayout:
    """Row-major placement with the 16-byte chunks of each 128-byte line XOR-ed with the low
    bits of the line index (Swizzle<3,4,3> on byte offsets): chunk bits 4-6 ^= bits 7-9.
    `bits` = 2 gives Swizzle<2,4,3> (bits 4-5 ^= bits 7-8), the TMA's 64-byte mode, which
    keeps `ldmatrix` rows of 64-byte tile rows conflict-free too.

    A bijection on the buffer (an XOR with higher bits), so any tile of at least one element
    gets one; small tiles (under 256 bytes) are left unswizzled by construction (no bits
    above 7 to read)."""
    src_lo = SWIZZLE_CHUNK_BITS + SWIZZLE_BITS
    bases = []
    for off in row_major(shape, elem_bytes).bases:
        b = off.bit_length() - 1
        if src_lo <= b < src_lo + bits:
            off |= 1 << (b - SWIZZLE_BITS)
        bases.append(off)
    return SharedLayout(tuple(shape), elem_bytes, tuple(bases))


@dataclass(frozen=True)
class LdmatrixPlan:
    """How to read a register layout from a shared layout with `ldmatrix.xN[.trans].b16`.

    - `count`: matrices per instruction (1, 2 or 4);
    - `row_images`: the offsets that bits 0-2 of a lane's row number (lane % 8) contribute to
      the row address it gives;
    - `matrix_images`: the offsets that the matrix number (lane / 8, `count` > 1) contributes;
    - `warp_images`: the offsets of the warp-id bits (0 where the layout replicates over warps);
    - `instructions`: per instruction, (the constant offset of its rows, the destination
      registers: for result word j, the registers holding its low and high parts as the
      layout orders them).
    """

    trans: bool
    count: int
    words_per_reg: int
    row_images: tuple[int, ...]
    matrix_images: tuple[int, ...]
    warp_images: tuple[int, ...]
    instructions: tuple[tuple[int, tuple[tuple[int, ...], ...]], ...]

    @property
    def variant(self) -> str:
        """The helper suffix: `x4.trans.b16` etc."""
        return f"x{self.count}{'.trans' if self.trans else ''}.b16"


def ldmatrix_plan(dst: LinearLayout, smem: SharedLayout) -> LdmatrixPlan | None:
    """The `ldmatrix` reads that give every thread its registers of `dst` from a buffer laid
    out as `smem`, or None when the layout is not a sequence of 8x8 b16 matrices there.

    ldmatrix (PTX ISA, m8n8 .b16): for matrix j, lanes 8j..8j+7 give the addresses of its
    rows 0..7 (16 contiguous bytes each); lane l receives word (l % 4) of row (l / 4)
    (non-trans), or with `.trans` the b16 elements [2(l%4), l/4] and [2(l%4)+1, l/4].

    Non-trans: the bytes of a 32-bit register must be contiguous (its register bits map to
    offsets 1, 2 for 8-bit elements, 2 for 16-bit ones), lane bits 0 and 1 to offsets 4 and 8
    (the word within the row), and lane bits 2-4 pick the row. `.trans` (16-bit elements
    only): lane bits 2-4 map to offsets 2, 4, 8 (the column within the row), and register bit
    0 with lane bits 0, 1 pick the row. Every other input bit (rows, matrices, warps, further
    registers) must keep offsets 16-byte aligned.
    """
    if dst.shape != smem.shape:
        return None
    img = smem.image
    return ldmatrix_plan_images([img(b) for b in dst.reg], [img(b) for b in dst.lane],
                                [img(b) for b in dst.warp], smem.elem_bytes)


def ldmatrix_plan_images(reg: list[int], lane: list[int], warp: list[int], eb: int) -> LdmatrixPlan | None:
    """`ldmatrix_plan` given the byte offset each register, lane and warp bit of the
    destination selects (the layout composed with the shared layout, and with any bit map in
    between)."""
    if eb not in (1, 2, 4):
        return None
    elems_per_word = 4 // eb
    ew = log2_exact(elems_per_word)
    if len(reg) < ew:
        return None
    plans = []
    if all(reg[i] == eb << i for i in range(ew)) and lane[0] == 4 and lane[1] == 8:
        plans.append((False, tuple(lane[2:5])))
    if eb == 2 and list(lane[2:5]) == [2, 4, 8]:
        plans.append((True, (reg[0], lane[0], lane[1])))
    for trans, row_images in plans:
        word_images = reg[ew:]
        if any(im & 15 for im in (*row_images, *warp, *word_images)):
            continue
        nwords = 1 << len(word_images)
        count = min(4, nwords)
        mbits = log2_exact(count)
        instructions = []
        for rep in range(nwords // count):
            const = 0
            for k, im in enumerate(word_images[mbits:]):
                if (rep >> k) & 1:
                    const ^= im
            regs = tuple(tuple((rep * count + j) * elems_per_word + e for e in range(elems_per_word))
                         for j in range(count))
            instructions.append((const, regs))
        return LdmatrixPlan(trans, count, elems_per_word, row_images, tuple(word_images[:mbits]),
                            tuple(warp), tuple(instructions))
    return None


def contiguous_runs(src: LinearLayout, smem: SharedLayout, max_bytes: int = 16) -> int:
    """How many consecutive registers of `src` (from register 0 of every aligned group) sit at
    consecutive offsets of `smem`, capped at `max_bytes` bytes: the vector width of a shared
    store or load of the layout's registers."""
    return contiguous_run_images([smem.image(b) for b in src.reg], smem.elem_bytes, max_bytes)


def contiguous_run_images(reg: list[int], eb: int, max_bytes: int = 16) -> int:
    """`contiguous_runs` given the byte offset of each register bit."""
    n = 1
    k = 0
    while k < len(reg) and n * 2 * eb <= max_bytes and reg[k] == eb << k:
        n *= 2
        k += 1
    return n


__all__ = ["SharedLayout", "LdmatrixPlan", "row_major", "swizzled_row_major", "ldmatrix_plan", "ldmatrix_plan_images",
           "contiguous_runs", "contiguous_run_images"]
