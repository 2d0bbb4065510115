"""The layout library: CuTe-style layout algebra and register layouts (a leaf package: it
imports nothing else of tileiras).

- linear: `LinearLayout`, the bit-permutation register layouts the nv_tileas stage assigns, and
  their shape transformations and register-only conversions.
- cute_linear: a CuTe (thread, value) layout as a `LinearLayout`.
- mma_atom: the (thread, value) layouts of the tensor-core `mma.sync` fragments.

- int_tuple: hierarchical integer tuples (shapes, strides, coordinates) and their arithmetic.
- layout: Layout(shape, stride) and the algebra: coalesce, filter, composition, complement,
  inverses, logical/zipped/tiled/flat divide, logical/blocked/raked product, tile_to_shape.
- swizzle: Swizzle(B, M, S), ComposedLayout (swizzle o offset o layout), shared-memory swizzles.
- tv_layout: (thread, value) -> tile layouts for distributing register tiles over a CTA.

Semantics follow NVIDIA CuTe's public documentation; every integer is a known Python int.
"""

from .errors import LayoutError
from .int_tuple import IntTuple, crd2idx, idx2crd
from .layout import (
    Layout,
    Tiler,
    append,
    blocked_product,
    coalesce,
    complement,
    composition,
    cosize,
    downcast,
    filter,
    filter_zeros,
    flat_divide,
    flat_product,
    flatten,
    group,
    left_inverse,
    logical_divide,
    logical_product,
    make_layout,
    make_layout_like,
    make_ordered_layout,
    max_common_layout,
    max_common_vector,
    nullspace,
    prepend,
    raked_product,
    rank,
    replace,
    right_inverse,
    select,
    size,
    take,
    tile_to_shape,
    tiled_divide,
    tiled_product,
    upcast,
    zipped_divide,
    zipped_product,
)
from .swizzle import (
    SWIZZLE_128B,
    SWIZZLE_32B,
    SWIZZLE_64B,
    SWIZZLE_NONE,
    ComposedLayout,
    Swizzle,
    make_swizzle,
    make_swizzled_smem_layout,
    pick_smem_swizzle,
    smem_swizzle,
    smem_swizzle_atom,
)
from .tv_layout import TVLayout, is_bijection, make_layout_tv, make_tile_tv_layout

__all__ = [
    "LayoutError",
    "IntTuple",
    "crd2idx",
    "idx2crd",
    "Layout",
    "Tiler",
    "append",
    "blocked_product",
    "coalesce",
    "complement",
    "composition",
    "cosize",
    "downcast",
    "filter",
    "filter_zeros",
    "flat_divide",
    "flat_product",
    "flatten",
    "group",
    "left_inverse",
    "logical_divide",
    "logical_product",
    "make_layout",
    "make_layout_like",
    "make_ordered_layout",
    "max_common_layout",
    "max_common_vector",
    "nullspace",
    "prepend",
    "raked_product",
    "rank",
    "replace",
    "right_inverse",
    "select",
    "size",
    "take",
    "tile_to_shape",
    "tiled_divide",
    "tiled_product",
    "upcast",
    "zipped_divide",
    "zipped_product",
    "SWIZZLE_NONE",
    "SWIZZLE_32B",
    "SWIZZLE_64B",
    "SWIZZLE_128B",
    "ComposedLayout",
    "Swizzle",
    "make_swizzle",
    "make_swizzled_smem_layout",
    "pick_smem_swizzle",
    "smem_swizzle",
    "smem_swizzle_atom",
    "TVLayout",
    "is_bijection",
    "make_layout_tv",
    "make_tile_tv_layout",
]
