"""Layout rules of the view ops (`make_memref`, `block_tile`, `get_dim_size`): no tile
results (descriptors and scalars), so the default rule, which leaves them as they are."""

from __future__ import annotations

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LAYOUT_RULES, LayoutAssigner

LAYOUT_RULES.rule("nv_tileaa.make_memref", "nv_tileaa.block_tile", "nv_tileaa.get_dim_size")(
    LayoutAssigner.default_layout)
