"""Layout rules of the pointer ops (`addptr`, `int_to_ptr`, `ptr_to_int`): elementwise."""

from __future__ import annotations

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LAYOUT_RULES, LayoutAssigner

LAYOUT_RULES.rule("nv_tileaa.addptr", "nv_tileaa.int_to_ptr", "nv_tileaa.ptr_to_int")(
    LayoutAssigner.elementwise)
