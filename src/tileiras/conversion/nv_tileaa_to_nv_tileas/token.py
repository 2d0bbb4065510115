"""Layout rules of the memory-token ops (`create_mem_token`, `join_mem_token`): tokens are not
tiles, so the default rule, which leaves them as they are (the barriers that tokens call for
are placed by `assign.insert_barriers`)."""

from __future__ import annotations

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LAYOUT_RULES, LayoutAssigner

LAYOUT_RULES.rule("nv_tileaa.create_mem_token", "nv_tileaa.join_mem_token")(LayoutAssigner.default_layout)
