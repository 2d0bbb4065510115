"""Layout rules of the elementwise ops (arith, math, the nv_tileaa float ops, assume and
optimization_barrier): the result takes the layout of the first operand that is not free,
and the other operands are converted (or rematerialized) to it."""

from __future__ import annotations

from xdsl.dialects.math import Math

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LAYOUT_RULES, LayoutAssigner
from tileiras.dialects.nv_tileaa.upstream_arith import Arith

ARITH_AND_MATH = sorted({op.name for op in Arith.operations} | {op.name for op in Math.operations}
                        | {"math.exp10"})
"""Every arith and math op (and `math.exp10`, which xDSL's math dialect lacks but the LLVM
lowering knows); `arith.constant` among them has no operand, so it takes the default layout."""

LAYOUT_RULES.rule(
    *ARITH_AND_MATH,
    "nv_tileaa.addf", "nv_tileaa.subf", "nv_tileaa.mulf", "nv_tileaa.divf", "nv_tileaa.fma",
    "nv_tileaa.sqrt", "nv_tileaa.rsqrt", "nv_tileaa.exp", "nv_tileaa.exp2", "nv_tileaa.tanh",
    "nv_tileaa.clampf", "nv_tileaa.mulhiui", "nv_tileaa.assume", "nv_tileaa.optimization_barrier",
)(LayoutAssigner.elementwise)
