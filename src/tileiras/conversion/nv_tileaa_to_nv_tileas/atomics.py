"""Layout rules of the atomics: per-pointer atomics are elementwise, a multimem load anchors
the default layout, view and multimem reductions and stores keep their value's layout."""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LAYOUT_RULES, LayoutAssigner


@LAYOUT_RULES.rule("nv_tileaa.multimem_load_reduce")
def multimem_load_reduce(la: LayoutAssigner, op: Operation) -> None:
    """A multimem load anchors the default layout for its shape."""
    r = op.results[0]
    la.set(r, la.default(r.type))


LAYOUT_RULES.rule("nv_tileaa.atomic_rmw", "nv_tileaa.atomic_cas")(LayoutAssigner.elementwise)
LAYOUT_RULES.exempt("a sink: the combined or stored tile keeps its layout", "nv_tileaa.tiled_atomic_rmw",
                    "nv_tileaa.multimem_reduce", "nv_tileaa.multimem_store")
