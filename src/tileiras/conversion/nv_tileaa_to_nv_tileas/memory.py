"""Layout rules of the memory ops: reads anchor the default blocked layout (vectorized when
the view allows), writes keep their value's layout, pointer loads/stores are elementwise."""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LAYOUT_RULES, LayoutAssigner, element_bits


@LAYOUT_RULES.rule("nv_tileaa.tiled_load", "nv_tileaa.gather_load")
def tiled_load(la: LayoutAssigner, op: Operation) -> None:
    """A tile read anchors the default layout, with 128-bit vectors when the view allows (not for gathers)."""
    r = op.results[0]
    v = vector_width(op, r.type) if op.name == "nv_tileaa.tiled_load" else 1
    la.set(r, la.default(r.type, v))


@LAYOUT_RULES.rule("nv_tileaa.tiled_store")
def tiled_store(la: LayoutAssigner, op: Operation) -> None:
    """The stored tile keeps its layout; the vector width the view allows is recorded."""
    vector_width(op, op.operands[1].type)


def vector_width(op: Operation, elem_type) -> int:
    """The 128-bit vector width the view's alignment facts allow (recorded on the op as
    `nv_tileas.vector` for the code generator); 1 when nothing is proven."""
    from xdsl.dialects.builtin import IntegerAttr, IntegerType as I

    from tileiras.dialects.nv_tileas.facts import view_vector_width

    sem = op.properties.get("mem_semantic")
    if sem is not None and sem.data.value != "weak":
        return 1
    bits = element_bits(elem_type)
    if bits < 8:
        return 1
    v = view_vector_width(op.operands[0], bits // 8)
    if v > 1:
        op.attributes["nv_tileas.vector"] = IntegerAttr(v, I(32))
    return v


LAYOUT_RULES.rule("nv_tileaa.load", "nv_tileaa.store")(LayoutAssigner.elementwise)
LAYOUT_RULES.rule("nv_tileaa.get_global", "nv_tileaa.alloca", "nv_tileaa.memory_fence_tko",
                  "nv_tileaa.gdc_wait_tko", "nv_tileaa.gdc_launch_dependents_tko")(
    LayoutAssigner.default_layout)
LAYOUT_RULES.exempt("a sink: the stored tile keeps its layout", "nv_tileaa.scatter_store")
LAYOUT_RULES.exempt("a module-level global: the pass visits function bodies only", "nv_tileaa.global")
