"""CuTe swizzles, swizzled (composed) layouts, and the standard shared-memory swizzles.

Swizzle(B, M, S) as CuTe defines it: keep the M least significant bits, take the B bits that
sit S positions above them (bits [M+S, M+S+B) for S >= 0) and XOR them into bits [M, M+B):

    offset ^ ((offset & yyy_mask) >> S)   with  yyy_mask = (2^B - 1) << (M + max(0, S))
                                                 zzz_mask = (2^B - 1) << (M - min(0, S))

A negative S reads from below and shifts left. CuTe requires |S| >= B, so the two bit fields
never overlap and every swizzle is an involution (its own inverse), a bijection on every
aligned block of 2^(M + |S| + B) offsets.

The shared-memory swizzles of TMA and wgmma (32/64/128-byte) are Swizzle<1,4,3>, <2,4,3> and
<3,4,3> on *byte* offsets: 16-byte chunks of a row of `swizzle_bytes` are permuted by the XOR
of the chunk index with the row index (mod 8 rows of 128 bytes). On offsets counted in elements
of `elem_bits` bits, M shrinks by log2(elem_bytes): Swizzle<3,3,3> for 16-bit elements (the
familiar SM80 f16 layout), Swizzle<3,2,3> for 32-bit ones.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import layout as L
from .errors import LayoutError
from .int_tuple import IntTuple, is_int
from .layout import Layout


@dataclass(frozen=True)
class Swizzle:
    """CuTe's Swizzle<BBits, MBase, SShift> acting on integer offsets."""

    bits: int
    base: int
    shift: int

    def __post_init__(self) -> None:
        for name in ("bits", "base", "shift"):
            if not is_int(getattr(self, name)):
                raise LayoutError(f"Swizzle {name} must be an integer")
        if self.bits < 0 or self.base < 0:
            raise LayoutError(f"Swizzle<{self.bits},{self.base},{self.shift}>: B and M must be >= 0")
        if abs(self.shift) < self.bits:
            raise LayoutError(
                f"Swizzle<{self.bits},{self.base},{self.shift}>: |S| must be at least B"
            )

    @property
    def bit_mask(self) -> int:
        return (1 << self.bits) - 1

    @property
    def yyy_mask(self) -> int:
        """The bits read (the source field)."""
        return self.bit_mask << (self.base + max(0, self.shift))

    @property
    def zzz_mask(self) -> int:
        """The bits written (the destination field)."""
        return self.bit_mask << (self.base - min(0, self.shift))

    def __call__(self, offset: int) -> int:
        if not is_int(offset) or offset < 0:
            raise LayoutError(f"swizzle offsets are non-negative integers, got {offset!r}")
        y = offset & self.yyy_mask
        moved = y >> self.shift if self.shift >= 0 else y << -self.shift
        return offset ^ moved

    def is_identity(self) -> bool:
        return self.bits == 0

    def period(self) -> int:
        """The size of the aligned blocks the swizzle permutes within (2^(M + |S| + B))."""
        return 1 << (self.base + abs(self.shift) + self.bits) if self.bits else 1

    def inverse(self) -> Swizzle:
        return self

    def compose_with(self, rhs: object) -> ComposedLayout:
        """self o rhs for a layout (or n, meaning n:1): the swizzled layout."""
        if is_int(rhs):
            rhs = Layout(rhs)
        if not isinstance(rhs, Layout):
            raise LayoutError(f"a swizzle composes with a layout, got {rhs!r}")
        return ComposedLayout(self, 0, rhs)

    def __str__(self) -> str:
        return f"Sw<{self.bits},{self.base},{self.shift}>"


def make_swizzle(yyy_mask: int, zzz_mask: int) -> Swizzle:
    """The swizzle that XORs the bits of `yyy_mask` into those of `zzz_mask`.

    Both masks are contiguous runs of the same number of bits: make_swizzle(0b1000, 0b0100) is
    Swizzle<1,2,1>; make_swizzle(0b11000000, 0b00000110) is Swizzle<2,1,5>.
    """
    if yyy_mask <= 0 or zzz_mask <= 0:
        raise LayoutError("make_swizzle: masks must be positive")
    b = bin(yyy_mask).count("1")
    if b != bin(zzz_mask).count("1"):
        raise LayoutError("make_swizzle: the two masks have different numbers of bits")
    ty = (yyy_mask & -yyy_mask).bit_length() - 1
    tz = (zzz_mask & -zzz_mask).bit_length() - 1
    try:
        sw = Swizzle(b, min(ty, tz), ty - tz)
    except LayoutError as e:
        raise LayoutError(f"make_swizzle: the masks overlap ({e})") from None
    if sw.yyy_mask != yyy_mask or sw.zzz_mask != zzz_mask:
        raise LayoutError("make_swizzle: masks must be contiguous runs of bits")
    return sw


Outer = Swizzle | Layout


@dataclass(frozen=True)
class ComposedLayout:
    """CuTe's ComposedLayout: outer o offset o inner, i.e. c -> outer(offset + inner(c)).

    With a Swizzle as `outer` this is a swizzled layout: `inner` gives the logical offset of a
    coordinate and the swizzle permutes it. Its coordinates, size, shape and rank are the
    inner layout's; divides, products and compositions act on the inner layout.
    """

    outer: Outer
    offset: int
    inner: Layout

    def __post_init__(self) -> None:
        if not isinstance(self.outer, (Swizzle, Layout)):
            raise LayoutError("ComposedLayout: outer must be a Swizzle or a Layout")
        if not is_int(self.offset):
            raise LayoutError("ComposedLayout: offset must be an integer")
        if not isinstance(self.inner, Layout):
            raise LayoutError("ComposedLayout: inner must be a Layout")

    def __call__(self, *coord: object) -> int:
        idx = self.inner(*coord)
        if not is_int(idx):
            raise LayoutError("slicing a composed layout is not supported; slice its inner layout")
        return self.outer(self.offset + idx)  # type: ignore[return-value]

    @property
    def shape(self) -> IntTuple:
        return self.inner.shape

    def size(self) -> int:
        return self.inner.size()

    def rank(self) -> int:
        return self.inner.rank()

    def depth(self) -> int:
        return self.inner.depth()

    def cosize(self) -> int:
        """One past the largest index reached (computed by enumerating the domain)."""
        return max(self(i) for i in range(self.size())) + 1

    def image(self) -> list[int]:
        return [self(i) for i in range(self.size())]

    def __getitem__(self, i: int) -> ComposedLayout:
        return ComposedLayout(self.outer, self.offset, self.inner[i])

    def map_inner(self, f: Callable[[Layout], object]) -> ComposedLayout:
        inner = f(self.inner)
        if not isinstance(inner, Layout):
            raise LayoutError("ComposedLayout: the operation did not produce a layout")
        return ComposedLayout(self.outer, self.offset, inner)

    def compose(self, tiler: L.Tiler) -> ComposedLayout:
        return self.map_inner(lambda l: L.composition(l, tiler))

    def __str__(self) -> str:
        return f"{self.outer} o {self.offset} o {self.inner}"


# ---------------------------------------------------------------------------------------------
# standard shared-memory swizzles

#: Byte-offset swizzles of the TMA / wgmma shared-memory swizzle modes.
SWIZZLE_NONE = Swizzle(0, 4, 3)
SWIZZLE_32B = Swizzle(1, 4, 3)
SWIZZLE_64B = Swizzle(2, 4, 3)
SWIZZLE_128B = Swizzle(3, 4, 3)

_BYTE_SWIZZLES = {0: SWIZZLE_NONE, 32: SWIZZLE_32B, 64: SWIZZLE_64B, 128: SWIZZLE_128B}


def _log2_exact(x: int, what: str) -> int:
    if not is_int(x) or x <= 0 or x & (x - 1):
        raise LayoutError(f"{what} must be a power of two, got {x!r}")
    return x.bit_length() - 1


def smem_swizzle(swizzle_bytes: int, elem_bits: int = 8) -> Swizzle:
    """The shared-memory swizzle of a mode (0, 32, 64 or 128 bytes) on element offsets.

    With elem_bits=8 this is the byte-offset swizzle (Sw<3,4,3> for 128 bytes); for wider
    elements M drops by log2 of the element size in bytes (Sw<3,3,3> for 16-bit elements).
    """
    if swizzle_bytes not in _BYTE_SWIZZLES:
        raise LayoutError(f"swizzle mode must be 0, 32, 64 or 128 bytes, got {swizzle_bytes!r}")
    lb = _log2_exact(elem_bits, "element width in bits")
    if elem_bits > 128:
        raise LayoutError(f"elements wider than 16 bytes cannot be swizzled, got {elem_bits} bits")
    base = _BYTE_SWIZZLES[swizzle_bytes]
    return Swizzle(base.bits, base.base + 3 - lb, base.shift)


def smem_swizzle_atom(swizzle_bytes: int, elem_bits: int, major: str = "K") -> ComposedLayout:
    """The swizzle atom of a mode: 8 rows of `swizzle_bytes` (16 bytes when unswizzled).

    major="K" (the contiguous dimension is the second, as in a row-major tile): shape
    (8, W):(W, 1) with W elements per row. major="MN": shape (W, 8):(1, W). These are CuTe's
    GMMA Layout_{K,MN}_{INTER,SW32,SW64,SW128}_Atom expressed on element offsets.
    """
    sw = smem_swizzle(swizzle_bytes, elem_bits)
    row_bytes = swizzle_bytes or 16
    if row_bytes * 8 % elem_bits:
        raise LayoutError(f"a {row_bytes}-byte row does not hold whole {elem_bits}-bit elements")
    w = row_bytes * 8 // elem_bits
    if major == "K":
        inner = Layout((8, w), (w, 1))
    elif major == "MN":
        inner = Layout((w, 8), (1, w))
    else:
        raise LayoutError(f"major must be 'K' or 'MN', got {major!r}")
    return ComposedLayout(sw, 0, inner)


def pick_smem_swizzle(row_bytes: int) -> int:
    """The widest swizzle mode (128, 64, 32, else 0) whose row size divides `row_bytes`."""
    for b in (128, 64, 32):
        if row_bytes > 0 and row_bytes % b == 0:
            return b
    return 0


def make_swizzled_smem_layout(
    shape: tuple[int, int], elem_bits: int, swizzle_bytes: int | None = None, major: str = "K"
) -> ComposedLayout:
    """A swizzled shared-memory layout for a 2-D tile: the swizzle atom tiled to `shape`.

    For major="K" the second dimension is contiguous (row-major tile), for "MN" the first.
    Without `swizzle_bytes` the widest mode that fits the contiguous extent is chosen.
    """
    if len(shape) != 2:
        raise LayoutError(f"swizzled shared-memory layouts are 2-D, got shape {shape!r}")
    contiguous = shape[1] if major == "K" else shape[0]
    if swizzle_bytes is None:
        row_bits = contiguous * elem_bits
        swizzle_bytes = pick_smem_swizzle(row_bits // 8) if row_bits % 8 == 0 else 0
    atom = smem_swizzle_atom(swizzle_bytes, elem_bits, major)
    # CuTe's default order: atoms repeat down the first mode first (one TMA box after another)
    return atom.map_inner(lambda l: L.tile_to_shape(l, shape))
