"""Layout rules of print and assert: their operands keep whatever layout they have (the
lowering gathers the tiles it prints), so there is nothing to do."""

from __future__ import annotations

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LAYOUT_RULES

LAYOUT_RULES.exempt("a sink: its operands keep their layouts", "nv_tileaa.print", "nv_tileaa.assert")
