"""Layout rules of reduce and scan: a reduction drops its axis from the operands' layout; a
scan wants its axis held in order by registers, then lanes, then warps."""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import (
    LAYOUT_RULES,
    LayoutAssigner,
    is_tensor,
    shape_of,
)
from tileiras.layout import linear as L


@LAYOUT_RULES.rule("nv_tileaa.reduce")
def reduce(la: LayoutAssigner, op: Operation) -> None:
    """The operands share one layout; the results drop the reduced axis from it."""
    operands = list(op.operands)
    layout = la.unify(op, operands)
    axis = op.axis.value.data
    out = L.reduced(layout, axis)
    for r in op.results:
        if is_tensor(r):
            la.set(r, out)


@LAYOUT_RULES.rule("nv_tileaa.scan")
def scan(la: LayoutAssigner, op: Operation) -> None:
    """The operands are brought to a layout holding the axis in registers, lanes, then warps."""
    operands = list(op.operands)
    axis = op.axis.value.data
    want = L.along_axis(shape_of(operands[0]), axis, la.num_warps)
    layout = la.unify(op, operands, prefer=want)
    for r in op.results:
        la.set(r, layout)
