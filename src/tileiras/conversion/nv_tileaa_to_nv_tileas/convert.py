"""Layout rules of the element conversions (`bitcast`, `fp_to_fp`; the arith casts are in
`elementwise.py` with the rest of arith): elementwise, the result keeps the operand's layout."""

from __future__ import annotations

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LAYOUT_RULES, LayoutAssigner

LAYOUT_RULES.rule("nv_tileaa.bitcast", "nv_tileaa.fp_to_fp")(LayoutAssigner.elementwise)
