"""Layout rule of dot: the mma.sync fragment layouts where a tensor-core form applies
(`dot_layouts`), else the accumulator's layout."""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LAYOUT_RULES, LayoutAssigner, shape_of
from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import mma_layouts, warpgroup_layouts
from tileiras.layout.mma_kinds import block_scale_form, mma_kind, record_block_scale_form
from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_warps import record_warp_split, warp_split


@LAYOUT_RULES.rule("nv_tileaa.dot")
def dot(la: LayoutAssigner, op: Operation) -> None:
    """With an mma.sync form (`layout.mma_kinds.mma_kind`), A, B, C and the result take the
    fragment layouts, the warps split as `dot_warps` chooses (recorded on the dot). Otherwise the result takes C's layout (the default one when C is
    free, e.g. a zero splat) and A and B keep theirs: the generic lowering reads them
    through shared memory. On a target with wgmma the dots that may take it get the
    warpgroup layouts (warps on M: `dot_layouts.warpgroup_layouts`). A block-scaled dot on a
    target with the block-scaled `mma.sync` records the form it takes (`block_scale_form`;
    the LLVM lowering reads it back), on other targets none."""
    res, c = op.results[0], op.operands[2]
    kind = mma_kind(op)
    if op.sfa is not None:
        record_block_scale_form(op, block_scale_form(op) if kind is not None and la.block_scaled_mma_sync else None)
    if kind is not None:
        # tensor cores: A, B and D in the mma fragments' layouts
        shape = shape_of(res)
        batch = shape[0] if len(shape) == 3 else 1
        wg = la.wgmma and warpgroup_layouts(kind, shape[-2], shape[-1], la.num_warps, batch,
                                            res.type.element_type)
        if wg:
            from tileiras.transforms.cluster_split import CTA_PAIR_ATTR

            pair = la.tcgen05 and CTA_PAIR_ATTR in op.attributes and shape[-2] == 64
            record_warp_split(op, "pair" if pair else "m32" if la.tcgen05 and shape[-2] % 128 == 0 else "m")
        elif la.tcgen05 and op.sfa is not None:
            from tileiras.conversion.tileas_tcgen05_block_scaled import candidate

            if candidate(op, la.num_warps) is None:  # block-scaled tcgen05: M = 128 per instruction
                record_warp_split(op, "m32")
        layout_a, layout_b, layout_d = mma_layouts(kind, shape[-2], shape[-1], shape_of(op.operands[0])[-1],
                                                   la.num_warps, batch, warp_split(op, la.num_warps))
        for i, want in ((0, layout_a), (1, layout_b), (2, layout_d)):
            new = la.ensure(op.operands[i], want, op)
            if new is not op.operands[i]:
                op.operands[i] = new
        la.set(res, layout_d)
        return
    layout = la.get(c) if not la.is_free(c) else None
    layout = layout or la.default(res.type)
    new = la.ensure(c, layout, op)
    if new is not c:
        op.operands[2] = new
    la.set(res, layout)
