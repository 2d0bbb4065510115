"""Thread-value layouts: how a register tile is distributed over the threads of a CTA.

A TV layout is a rank-2 Layout (thread, value) -> tile index, where the tile index is the
1-D colexicographic position of a coordinate in the tile shape (CuTe's convention: for an MxN
tile, (m, n) has index m + M*n). So `composition(memory_layout, tv.layout)` maps
(thread, value) straight to memory offsets for any memory layout of the tile, e.g. a row-major
global tile (M,N):(N,1) or a swizzled shared-memory buffer.

`make_tile_tv_layout` builds the distribution the code generator uses by default: each thread
owns `vector_width` consecutive elements along the last (contiguous) dimension, consecutive
threads take consecutive vectors (so a warp's accesses coalesce), threads spread over the
dimensions from last to first, and the rest of the tile is covered by repeating that pattern;
if the tile has fewer vectors than the CTA has threads, the extra threads replicate data (their
thread stride is 0) and the layout is onto but not one-to-one.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from math import gcd

from . import int_tuple as it
from .errors import LayoutError
from .int_tuple import IntTuple, fmt
from .layout import Layout, composition, raked_product, right_inverse


@dataclass(frozen=True)
class TVLayout:
    """A (thread, value) -> tile-index layout together with the tile it distributes."""

    layout: Layout
    tile_shape: tuple[int, ...]
    threads_per_warp: int = 32

    def __post_init__(self) -> None:
        shape = it.as_int_tuple(self.tile_shape, "tile shape")
        if not isinstance(shape, tuple) or not shape or any(not it.is_int(s) or s < 1 for s in shape):
            raise LayoutError(f"tile shape must be a non-empty tuple of positive extents, got {self.tile_shape!r}")
        object.__setattr__(self, "tile_shape", shape)
        if not isinstance(self.layout, Layout) or self.layout.rank() != 2:
            raise LayoutError(f"a TV layout is a rank-2 (thread, value) layout, got {self.layout!r}")
        if self.threads_per_warp < 1:
            raise LayoutError("threads_per_warp must be positive")

    @property
    def num_threads(self) -> int:
        return self.layout[0].size()

    @property
    def num_values(self) -> int:
        return self.layout[1].size()

    @property
    def tile_size(self) -> int:
        return it.product(self.tile_shape)

    def index(self, tid: int, vid: int) -> int:
        """The tile index (colexicographic) of value `vid` of thread `tid`."""
        self._check(tid, vid)
        return self.layout(tid, vid)  # type: ignore[return-value]

    def coord(self, tid: int, vid: int) -> tuple[int, ...]:
        """The tile coordinate, e.g. (m, n), of value `vid` of thread `tid`."""
        return self._coord_of(self.index(tid, vid))

    def thread_coords(self, tid: int) -> list[tuple[int, ...]]:
        """The coordinates thread `tid` owns, in value order."""
        return [self.coord(tid, v) for v in range(self.num_values)]

    def owners(self, coord: tuple[int, ...]) -> list[tuple[int, int]]:
        """Every (thread, value) that holds tile element `coord` (several when replicated)."""
        c = it.as_int_tuple(coord, "tile coordinate")
        if not isinstance(c, tuple) or len(c) != len(self.tile_shape) or any(
            not 0 <= x < s for x, s in zip(c, self.tile_shape)
        ):
            raise LayoutError(f"{coord!r} is not a coordinate of the tile {fmt(self.tile_shape)}")
        return list(self._holders.get(it.crd2idx(c, self.tile_shape), ()))

    @cached_property
    def _holders(self) -> dict[int, list[tuple[int, int]]]:
        holders: dict[int, list[tuple[int, int]]] = {}
        for t in range(self.num_threads):
            for v in range(self.num_values):
                holders.setdefault(self.layout(t, v), []).append((t, v))  # type: ignore[arg-type]
        return holders

    def warp(self, tid: int) -> int:
        return tid // self.threads_per_warp

    def to_memory(self, memory_layout: Layout) -> Layout:
        """(thread, value) -> offset, for a memory layout of the tile (a function of (m, n, ...))."""
        if memory_layout.size() != self.tile_size:
            raise LayoutError(f"memory layout {memory_layout} does not have the tile's size {self.tile_size}")
        return composition(memory_layout, self.layout)

    def covers_tile(self) -> bool:
        """Every tile element is held by some (thread, value), and nothing outside the tile is."""
        return set(self._holders) == set(range(self.tile_size))

    def is_bijection(self) -> bool:
        """Each tile element is held by exactly one (thread, value)."""
        return self.layout.size() == self.tile_size and self.covers_tile()

    def replication(self) -> int:
        """How many (thread, value) pairs hold each element, for a layout that covers its tile."""
        return self.layout.size() // self.tile_size

    def _check(self, tid: int, vid: int) -> None:
        if not 0 <= tid < self.num_threads:
            raise LayoutError(f"thread {tid} out of range [0, {self.num_threads})")
        if not 0 <= vid < self.num_values:
            raise LayoutError(f"value {vid} out of range [0, {self.num_values})")

    def _coord_of(self, idx: int) -> tuple[int, ...]:
        return tuple(it.flatten_to_tuple(it.idx2crd(idx, self.tile_shape)))

    def __str__(self) -> str:
        return f"TV{fmt(self.tile_shape)} {self.layout}"


def is_bijection(layout: Layout, codomain_size: int | None = None) -> bool:
    """`layout` maps [0, size) one-to-one onto [0, codomain_size) (default: its size)."""
    n = layout.size() if codomain_size is None else codomain_size
    return layout.size() == n and sorted(layout.image()) == list(range(n))


def _mode(parts: list[tuple[int, int]]) -> tuple[IntTuple, IntTuple]:
    """(shape, stride) of a mode made of (extent, stride) factors, dropping extent-1 factors."""
    parts = [p for p in parts if p[0] != 1]
    if not parts:
        return 1, 0
    if len(parts) == 1:
        return parts[0]
    return tuple(p[0] for p in parts), tuple(p[1] for p in parts)


def make_tile_tv_layout(
    tile_shape: tuple[int, ...] | int,
    num_warps: int = 4,
    threads_per_warp: int = 32,
    vector_width: int = 1,
) -> TVLayout:
    """Distribute a tile over num_warps * threads_per_warp threads, `vector_width` per access.

    The last dimension is the contiguous one. Thread t owns vectors of `vector_width`
    consecutive elements; thread ids run fastest along the last dimension, then the one before
    it, and so on (each dimension takes gcd(remaining threads, vectors across it) threads).
    Values are ordered: the vector first, then the repeats along the last dimension, then
    along the earlier ones.
    """
    shape = (tile_shape,) if it.is_int(tile_shape) else tuple(tile_shape)  # type: ignore[arg-type]
    shape = tuple(it.as_int_tuple(shape, "tile shape"))  # type: ignore[arg-type]
    if not shape or any(not it.is_int(s) or s < 1 for s in shape):
        raise LayoutError(f"tile shape must be positive extents, got {tile_shape!r}")
    for name, v in (("num_warps", num_warps), ("threads_per_warp", threads_per_warp), ("vector_width", vector_width)):
        if not it.is_int(v) or v < 1:
            raise LayoutError(f"{name} must be a positive integer, got {v!r}")
    if shape[-1] % vector_width:
        raise LayoutError(
            f"vector width {vector_width} does not divide the contiguous extent {shape[-1]} of {fmt(shape)}"
        )
    k = len(shape)
    prefix = it.flatten_to_tuple(it.prefix_product(shape))  # colexicographic index weights
    remaining = num_warps * threads_per_warp
    thr: list[tuple[int, int]] = []
    rest: list[tuple[int, int]] = []
    for i in range(k - 1, -1, -1):
        v = vector_width if i == k - 1 else 1
        across = shape[i] // v
        t = gcd(remaining, across)
        remaining //= t
        thr.append((t, v * prefix[i]))
        rest.append((across // t, t * v * prefix[i]))
    thr.append((remaining, 0))  # threads left over replicate the tile
    vals = [(vector_width, prefix[k - 1])] + rest
    ts, td = _mode(thr)
    vs, vd = _mode(vals)
    return TVLayout(Layout((ts, vs), (td, vd)), shape, threads_per_warp)


def make_layout_tv(thr_layout: Layout, val_layout: Layout) -> tuple[Layout, Layout]:
    """CuTe's make_layout_tv: from (m,n) -> thread and (m,n) -> value layouts of one access.

    Returns (layout_mn, layout_tv): layout_mn = raked_product(thr, val) maps a coordinate of the
    covered block to thread + num_threads * value, and layout_tv is its right inverse reshaped
    to (num_threads, num_values) -> block index (colexicographic over the block's shape,
    `it.product_each(layout_mn.shape)`).
    """
    layout_mn = raked_product(thr_layout, val_layout)
    inv = right_inverse(layout_mn)
    t, v = thr_layout.size(), val_layout.size()
    if inv.size() < t * v:
        raise LayoutError(f"make_layout_tv: {layout_mn} is not invertible on {t} threads x {v} values")
    return layout_mn, inv.with_shape((t, v))
