"""Distributed register layouts: which thread holds which tile element in which register.

Tile extents are powers of two (cuda_tile requires it), so an element's row-major linear
index is a bit string, and a tile coordinate is a bit field of it. A layout assigns every
*input bit* -- a bit of the register index, of the lane id (5 bits) or of the warp id -- one
*output bit* of the linear index, or none (-1: the threads or registers differing in that bit
hold the same element, i.e. the element is replicated). Every output bit is given to exactly
one input bit, so

    element(reg, lane, warp) = sum of 2**reg_bits[i] over the set bits i of reg
                             + the same for lane and warp

and the three parts never overlap (they can be OR-ed). This is the bit-permutation subset of
Triton's "linear layouts"; it is closed under the shape ops the code generator needs:

- reshape (`view`, `expand_dims`) keeps the linear index, so the layout is unchanged;
- `permute` relabels output bits;
- `reduce` drops the output bits of the reduced axis (their input bits become replicated);
- `broadcast`, `cat` add output bits.

Anything else is a layout conversion, which the code generator does in registers when every
thread already holds what it needs (`register_map`), else through shared memory.

This is the register-layout half of the layout library; the CuTe algebra (`layout.py`,
`tv_layout.py`, `swizzle.py`) is the other, and `cute_linear.py` converts a CuTe (thread, value)
layout into a `LinearLayout`. The `nv_tileas` dialect prints and parses these layouts as
`#nv_tileas.layout<...>` (`dialects/nv_tileas/layout.py`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

WARP_SIZE = 32
LANE_BITS = 5


def log2_exact(n: int) -> int:
    """log2 of a power of two; ValueError otherwise."""
    if n <= 0 or n & (n - 1):
        raise ValueError(f"{n} is not a power of two")
    return n.bit_length() - 1


def dim_bit_offsets(shape: tuple[int, ...]) -> list[int]:
    """The linear-index bit at which each dimension's coordinate starts (row-major)."""
    offsets = [0] * len(shape)
    acc = 0
    for d in reversed(range(len(shape))):
        offsets[d] = acc
        acc += log2_exact(shape[d])
    return offsets


def dim_of_bit(shape: tuple[int, ...], bit: int) -> tuple[int, int]:
    """(dimension, bit within that dimension's coordinate) of a linear-index bit."""
    offs = dim_bit_offsets(shape)
    for d, o in enumerate(offs):
        if o <= bit < o + log2_exact(shape[d]):
            return d, bit - o
    raise ValueError(f"bit {bit} is outside shape {shape}")


@dataclass(frozen=True)
class LinearLayout:
    """A bit-permutation layout of a tile of `shape` over `2**len(warp)` warps."""

    shape: tuple[int, ...]
    reg: tuple[int, ...]
    lane: tuple[int, ...]
    warp: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.lane) != LANE_BITS:
            raise ValueError("a layout has exactly 5 lane bits")
        n = self.nbits
        seen = [b for b in (*self.reg, *self.lane, *self.warp) if b >= 0]
        if sorted(seen) != list(range(n)):
            raise ValueError(f"layout bases {self.reg}/{self.lane}/{self.warp} do not cover the {n} bits "
                             f"of shape {self.shape} exactly once")

    # -- sizes -------------------------------------------------------------------------------
    @cached_property
    def nbits(self) -> int:
        return sum(log2_exact(d) for d in self.shape)

    @property
    def numel(self) -> int:
        return 1 << self.nbits

    @property
    def num_regs(self) -> int:
        return 1 << len(self.reg)

    @property
    def num_warps(self) -> int:
        return 1 << len(self.warp)

    @property
    def num_threads(self) -> int:
        return WARP_SIZE * self.num_warps

    # -- evaluation --------------------------------------------------------------------------
    @staticmethod
    def _apply(bases: tuple[int, ...], value: int) -> int:
        out = 0
        for i, b in enumerate(bases):
            if b >= 0 and (value >> i) & 1:
                out |= 1 << b
        return out

    def reg_offset(self, r: int) -> int:
        """The linear-index part contributed by register `r` (a compile-time constant)."""
        return self._apply(self.reg, r)

    def thread_offset(self, tid: int) -> int:
        """The linear-index part contributed by thread `tid`."""
        return self._apply(self.lane, tid & (WARP_SIZE - 1)) | self._apply(self.warp, tid >> LANE_BITS)

    def element(self, tid: int, r: int) -> int:
        return self.thread_offset(tid) | self.reg_offset(r)

    def is_replica_reg(self, r: int) -> bool:
        """Whether register `r` repeats another register of the same thread."""
        return any(b < 0 and (r >> i) & 1 for i, b in enumerate(self.reg))

    @property
    def replicated_thread_mask(self) -> int:
        """Thread-id bits over which elements are replicated (owners have them all 0)."""
        mask = 0
        for i, b in enumerate(self.lane):
            if b < 0:
                mask |= 1 << i
        for i, b in enumerate(self.warp):
            if b < 0:
                mask |= 1 << (LANE_BITS + i)
        return mask

    @property
    def is_replicated(self) -> bool:
        return self.replicated_thread_mask != 0 or any(b < 0 for b in self.reg)

    def coords(self, index: int) -> tuple[int, ...]:
        out = []
        for d, off in enumerate(dim_bit_offsets(self.shape)):
            out.append((index >> off) & (self.shape[d] - 1))
        return tuple(out)

    def reg_of_bit(self, bit: int) -> int | None:
        """The register-index bit holding output bit `bit`, or None if a thread bit does."""
        for i, b in enumerate(self.reg):
            if b == bit:
                return i
        return None

    def thread_bits_of(self, bits: set[int]) -> int:
        """Thread-id mask of the lane/warp input bits mapped to any of `bits`."""
        mask = 0
        for i, b in enumerate(self.lane):
            if b in bits:
                mask |= 1 << i
        for i, b in enumerate(self.warp):
            if b in bits:
                mask |= 1 << (LANE_BITS + i)
        return mask

    # -- text --------------------------------------------------------------------------------
    def __str__(self) -> str:
        def fmt(bases: tuple[int, ...]) -> str:
            return "[" + ", ".join(str(b) for b in bases) + "]"

        return f"reg = {fmt(self.reg)}, lane = {fmt(self.lane)}, warp = {fmt(self.warp)}"


# -- constructors --------------------------------------------------------------------------------

def from_bit_order(shape: tuple[int, ...], order: list[int], low_regs: int, num_warps: int) -> LinearLayout:
    """Give the output bits in `order` to: `low_regs` register bits, then the 5 lane bits, then
    the warp bits, then more register bits. Lane or warp bits left over hold replicas."""
    wbits = log2_exact(num_warps)
    order = list(order)
    reg = order[:low_regs]
    rest = order[low_regs:]
    lane = rest[:LANE_BITS]
    rest = rest[LANE_BITS:]
    warp = rest[:wbits]
    rest = rest[wbits:]
    reg = reg + rest
    lane = lane + [-1] * (LANE_BITS - len(lane))
    warp = warp + [-1] * (wbits - len(warp))
    return LinearLayout(tuple(shape), tuple(reg), tuple(lane), tuple(warp))


def blocked(shape: tuple[int, ...], num_warps: int, vector: int = 1) -> LinearLayout:
    """The default layout: `vector` contiguous elements per thread along the last dimension,
    lanes then warps along the row-major order, and the rest in more registers.

    A requested `vector` (a proven 128-bit access) is kept even when the tile then covers fewer
    threads; it is capped by the last dimension's extent.
    """
    n = sum(log2_exact(d) for d in shape)
    vbits = log2_exact(vector) if vector > 1 else 0
    last = log2_exact(shape[-1]) if shape else 0
    vbits = max(0, min(vbits, last))
    return from_bit_order(tuple(shape), list(range(n)), vbits, num_warps)


def along_axis(shape: tuple[int, ...], axis: int, num_warps: int) -> LinearLayout:
    """A layout whose `axis` bits come first, in increasing significance, over registers, then
    lanes, then warps: each thread holds a contiguous run of the axis (for scans)."""
    offs = dim_bit_offsets(shape)
    abits = log2_exact(shape[axis])
    axis_bits = list(range(offs[axis], offs[axis] + abits))
    n = sum(log2_exact(d) for d in shape)
    others = [b for b in range(n) if b not in axis_bits]
    threads_bits = LANE_BITS + log2_exact(num_warps)
    low = min(abits, max(0, n - threads_bits))
    return from_bit_order(tuple(shape), axis_bits + others, low, num_warps)


def replicated(shape: tuple[int, ...], num_warps: int) -> LinearLayout:
    """Every thread holds the whole tile (for tiny tiles and scalars read by all threads)."""
    n = sum(log2_exact(d) for d in shape)
    return LinearLayout(tuple(shape), tuple(range(n)), (-1,) * LANE_BITS, (-1,) * log2_exact(num_warps))


# -- shape transformations ------------------------------------------------------------------------

def reshaped(layout: LinearLayout, shape: tuple[int, ...]) -> LinearLayout:
    """The same layout viewed with another shape of equal size (row-major order kept)."""
    return LinearLayout(tuple(shape), layout.reg, layout.lane, layout.warp)


def permuted(layout: LinearLayout, perm: tuple[int, ...]) -> LinearLayout:
    """Result dimension i is source dimension perm[i]."""
    src = layout.shape
    dst = tuple(src[p] for p in perm)
    soff, doff = dim_bit_offsets(src), dim_bit_offsets(dst)
    mapping = {}
    for i, p in enumerate(perm):
        for j in range(log2_exact(src[p])):
            mapping[soff[p] + j] = doff[i] + j

    def m(bases: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(mapping[b] if b >= 0 else -1 for b in bases)

    return LinearLayout(dst, m(layout.reg), m(layout.lane), m(layout.warp))


def reduced(layout: LinearLayout, axis: int, keep_regs: bool = False) -> LinearLayout:
    """The layout of the result of reducing `axis`: the axis bits disappear (their register
    bits too, unless `keep_regs`), lanes/warps that held them hold replicas."""
    shape = layout.shape
    offs = dim_bit_offsets(shape)
    lo, hi = offs[axis], offs[axis] + log2_exact(shape[axis])
    width = hi - lo
    new_shape = shape[:axis] + shape[axis + 1:]

    def m(b: int) -> int:
        if b < 0 or lo <= b < hi:
            return -1
        return b - width if b >= hi else b

    reg = tuple(m(b) for b in layout.reg if keep_regs or not lo <= b < hi)
    return LinearLayout(new_shape, reg, tuple(m(b) for b in layout.lane), tuple(m(b) for b in layout.warp))


def insert_bits(layout: LinearLayout, shape: tuple[int, ...], new_bits: list[int],
                renumber: dict[int, int]) -> LinearLayout:
    """A layout of `shape` whose old bits move by `renumber` and whose `new_bits` go to replicated
    lane/warp slots first (lowest new bit first), then to new high registers."""
    lane = [renumber[b] if b >= 0 else -1 for b in layout.lane]
    warp = [renumber[b] if b >= 0 else -1 for b in layout.warp]
    reg = [renumber[b] if b >= 0 else -1 for b in layout.reg]
    pending = list(new_bits)
    for bases in (lane, warp):
        for i, b in enumerate(bases):
            if b < 0 and pending:
                bases[i] = pending.pop(0)
    for i, b in enumerate(reg):
        if b < 0 and pending:
            reg[i] = pending.pop(0)
    reg += pending
    return LinearLayout(tuple(shape), tuple(reg), tuple(lane), tuple(warp))


def broadcasted(layout: LinearLayout, shape: tuple[int, ...]) -> LinearLayout:
    """A layout for `broadcast(source) -> shape` that every thread can fill from its own
    registers: the broadcast dimensions' bits take the replica slots, then new registers."""
    src = layout.shape
    soff, doff = dim_bit_offsets(src), dim_bit_offsets(shape)
    renumber = {}
    new_bits: list[int] = []
    for d in range(len(shape)):
        if src[d] == shape[d]:
            for j in range(log2_exact(src[d])):
                renumber[soff[d] + j] = doff[d] + j
        else:
            new_bits += [doff[d] + j for j in range(log2_exact(shape[d]))]
    return insert_bits(layout, shape, sorted(new_bits), renumber)


# -- conversions ----------------------------------------------------------------------------------

def source_element(dst_shape: tuple[int, ...], src_shape: tuple[int, ...], index: int) -> int:
    """For a broadcast `src_shape -> dst_shape`, the source element feeding result `index`."""
    doff, soff = dim_bit_offsets(dst_shape), dim_bit_offsets(src_shape)
    out = 0
    for d in range(len(dst_shape)):
        if src_shape[d] == dst_shape[d]:
            c = (index >> doff[d]) & (dst_shape[d] - 1)
            out |= c << soff[d]
    return out


def register_map(src: LinearLayout, dst: LinearLayout, broadcast_from: tuple[int, ...] | None = None
                 ) -> list[int] | None:
    """If every thread already holds in `src` each element it must hold in `dst`, the source
    register of each destination register (the same for every thread); else None.

    With `broadcast_from`, `dst` is the layout of a broadcast of a `src`-shaped tile.
    """
    if src.num_warps != dst.num_warps:
        return None
    src_regs = [(src.reg_offset(r), r) for r in range(src.num_regs) if not src.is_replica_reg(r)]
    mapping: list[int] | None = None
    for tid in range(src.num_threads):
        t_off = src.thread_offset(tid)
        held = {off | t_off: r for off, r in src_regs}
        row = []
        for r in range(dst.num_regs):
            e = dst.element(tid, r)
            if broadcast_from is not None:
                e = source_element(dst.shape, broadcast_from, e)
            sr = held.get(e)
            if sr is None:
                return None
            row.append(sr)
        if mapping is None:
            mapping = row
        elif row != mapping:
            return None
    return mapping


def thread_holds(src: LinearLayout, dst: LinearLayout) -> bool:
    """Whether every thread holds in `src` each element it must hold in `dst` (possibly in a
    register that depends on the thread: then `register_map` has no answer, but a selection
    among the thread's own registers does the conversion, with no shared memory)."""
    if src.shape != dst.shape or src.num_warps != dst.num_warps:
        return False
    src_regs = [src.reg_offset(r) for r in range(src.num_regs) if not src.is_replica_reg(r)]
    dst_regs = [dst.reg_offset(r) for r in range(dst.num_regs)]
    seen: set[tuple[int, int]] = set()
    for tid in range(src.num_threads):
        key = (src.thread_offset(tid), dst.thread_offset(tid))
        if key in seen:
            continue
        seen.add(key)
        held = {off | key[0] for off in src_regs}
        if any(off | key[1] not in held for off in dst_regs):
            return False
    return True


def register_map_fn(src: LinearLayout, dst: LinearLayout, index_map) -> list[int] | None:
    """`register_map` for a general static element map: destination element `e` takes source
    element `index_map(e)`. None when some thread lacks an element it needs."""
    if src.num_warps != dst.num_warps:
        return None
    src_regs = [(src.reg_offset(r), r) for r in range(src.num_regs) if not src.is_replica_reg(r)]
    dst_regs = [dst.reg_offset(r) for r in range(dst.num_regs)]
    mapping: list[int] | None = None
    seen_threads: dict[tuple[int, int], bool] = {}
    for tid in range(src.num_threads):
        key = (src.thread_offset(tid), dst.thread_offset(tid))
        if key in seen_threads:
            continue
        seen_threads[key] = True
        s_off, d_off = key
        held = {off | s_off: r for off, r in src_regs}
        row = []
        for off in dst_regs:
            sr = held.get(index_map(off | d_off))
            if sr is None:
                return None
            row.append(sr)
        if mapping is None:
            mapping = row
        elif row != mapping:
            return None
    return mapping


def permutation_map(src_shape: tuple[int, ...], perm: tuple[int, ...]):
    """The element map of `permute`: result index -> source index."""
    dst_shape = tuple(src_shape[p] for p in perm)
    soff, doff = dim_bit_offsets(src_shape), dim_bit_offsets(dst_shape)

    def f(e: int) -> int:
        out = 0
        for i, p in enumerate(perm):
            c = (e >> doff[i]) & (dst_shape[i] - 1)
            out |= c << soff[p]
        return out

    return f


def broadcast_map(src_shape: tuple[int, ...], dst_shape: tuple[int, ...]):
    """The element map of `broadcast`: result index -> source index."""
    return lambda e: source_element(dst_shape, src_shape, e)
