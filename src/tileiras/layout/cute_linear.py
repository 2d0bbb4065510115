"""A CuTe (thread, value) layout as a `LinearLayout`: the bridge between the two halves of the
layout library.

CuTe describes a distribution as a layout (thread, value) -> colexicographic index of the tile
(`tv_layout.py`, `mma_atom.py`); the register layouts the nv_tileas stage assigns are
`LinearLayout`s, which give each bit of the register index, lane id and warp id one bit of the
tile's row-major index (`linear.py`). When every extent of the CuTe layout is a power of two, the
layout is additive over the bits of its inputs (layout(x) is the sum of layout(2**i) over the set
bits i of x), so it is a `LinearLayout` exactly when each input bit lands on one tile element
bit (or on nothing: a replica), and no two input bits land on the same one.
"""

from __future__ import annotations

from . import int_tuple as it
from .errors import LayoutError
from .layout import Layout
from .linear import LANE_BITS, LinearLayout, dim_bit_offsets, log2_exact


def _input_bits(mode: Layout, what: str) -> int:
    """The number of input bits of a mode whose every extent is a power of two."""
    for extent in it.flatten_to_tuple(mode.shape):
        if extent & (extent - 1):
            raise LayoutError(f"{what} mode {mode} has the extent {extent}, not a power of two")
    return log2_exact(mode.size())


def linear_from_tv(tv: Layout, tile_shape: tuple[int, ...], dims: tuple[int, ...] | None = None
                   ) -> LinearLayout:
    """The `LinearLayout` of a (thread, value) layout `tv` over a tile of CuTe shape `tile_shape`.

    `tv` maps (thread, value) to the colexicographic index of a `tile_shape` coordinate. The
    result's tile has the dimensions `dims` of `tile_shape` in that order (dimension i is
    `tile_shape[dims[i]]`; default: the same order), indexed row-major. Thread bits below 5 are
    lane bits, the rest warp bits; value bits are register bits, in order. LayoutError when
    `tv` is not a bit permutation of the tile (some input bit lands on several tile bits, two
    land on the same one, or an extent is not a power of two).
    """
    if tv.rank() != 2:
        raise LayoutError(f"a (thread, value) layout has two modes, got {tv}")
    tile_shape = tuple(tile_shape)
    dims = tuple(range(len(tile_shape))) if dims is None else tuple(dims)
    if sorted(dims) != list(range(len(tile_shape))):
        raise LayoutError(f"dims {dims} is not a permutation of the {len(tile_shape)} tile dimensions")
    for extent in tile_shape:
        if extent < 1 or extent & (extent - 1):
            raise LayoutError(f"tile shape {tile_shape}: extents must be powers of two")
    shape = tuple(tile_shape[d] for d in dims)
    offsets = dim_bit_offsets(shape)

    def tile_bit(index: int) -> int:
        """The row-major bit of the element at colexicographic `index` (-1 for index 0)."""
        if index == 0:
            return -1
        coord = it.flatten_to_tuple(it.idx2crd(index, tile_shape))
        if index >= it.product(tile_shape):
            raise LayoutError(f"{tv} reaches the index {index}, outside the tile {tile_shape}")
        linear = sum(coord[d] << offsets[i] for i, d in enumerate(dims))
        if linear & (linear - 1):
            raise LayoutError(f"{tv} maps one input bit onto several elements bits (index {index})")
        return log2_exact(linear)

    threads, values = tv[0], tv[1]
    thread_bits = _input_bits(threads, "thread")
    value_bits = _input_bits(values, "value")
    if thread_bits < LANE_BITS:
        raise LayoutError(f"{tv} has {threads.size()} threads, fewer than a warp")
    thread = [tile_bit(threads(1 << i)) for i in range(thread_bits)]
    reg = tuple(tile_bit(values(1 << i)) for i in range(value_bits))
    try:
        return LinearLayout(shape, reg, tuple(thread[:LANE_BITS]), tuple(thread[LANE_BITS:]))
    except ValueError as e:
        raise LayoutError(f"{tv} is not a bit permutation of the tile {tile_shape}: {e}") from e


__all__ = ["linear_from_tv"]
