"""Layout rules of the grid queries (`get_program_id`, `get_num_programs`, `get_cluster_rank`): scalars, so the
default rule, which leaves them as they are. The queue and program-id scheduling ops of
nv_tileaa are never produced from cuda_tile and have no rule (`MissingRule` if one appears)."""

from __future__ import annotations

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LAYOUT_RULES, LayoutAssigner

LAYOUT_RULES.rule("nv_tileaa.get_program_id", "nv_tileaa.get_num_programs",
                  "nv_tileaa.get_cluster_rank")(LayoutAssigner.default_layout)
