"""Layout rules of the shape ops: a reshape, permute or broadcast derives its result layout
from its operand's (no data moves); cat concatenates the layouts; slices and reinterpret take
the default layout; splats and iotas are free (rematerialized in whatever layout a consumer
wants)."""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import (
    LAYOUT_RULES,
    LayoutAssigner,
    is_tensor,
    shape_of,
)
from tileiras.layout import linear as L
from tileiras.layout.linear import LinearLayout


@LAYOUT_RULES.rule("nv_tileaa.view", "nv_tileaa.expand_dims")
def reshape(la: LayoutAssigner, op: Operation) -> None:
    """The operand's layout reshaped (no data moves)."""
    src, res = op.operands[0], op.results[0]
    la.set(res, L.reshaped(la.get(src), shape_of(res)))


@LAYOUT_RULES.rule("nv_tileaa.permute")
def permute(la: LayoutAssigner, op: Operation) -> None:
    """The operand's layout with its dimensions relabelled."""
    src, res = op.operands[0], op.results[0]
    la.set(res, L.permuted(la.get(src), tuple(op.permutation.get_values())))


@LAYOUT_RULES.rule("nv_tileaa.broadcast")
def broadcast(la: LayoutAssigner, op: Operation) -> None:
    """The operand's layout with the broadcast dimensions in replica slots."""
    src, res = op.operands[0], op.results[0]
    la.set(res, L.broadcasted(la.get(src), shape_of(res)))


@LAYOUT_RULES.rule("nv_tileaa.cat")
def cat(la: LayoutAssigner, op: Operation) -> None:
    """Both operands in one layout; the new dimension bit goes to the registers."""
    layout = la.unify(op, [op.operands[0], op.operands[1]])
    res = op.results[0]
    dim = op.dim.value.data
    shape = shape_of(res)
    offs_old = L.dim_bit_offsets(layout.shape)
    offs_new = L.dim_bit_offsets(shape)
    renumber = {}
    for d in range(len(shape)):
        for j in range(L.log2_exact(layout.shape[d])):
            renumber[offs_old[d] + j] = offs_new[d] + j
    new_bit = offs_new[dim] + L.log2_exact(layout.shape[dim])
    reg = tuple(renumber.get(b, -1) if b >= 0 else -1 for b in layout.reg) + (new_bit,)
    lane = tuple(renumber[b] if b >= 0 else -1 for b in layout.lane)
    warp = tuple(renumber[b] if b >= 0 else -1 for b in layout.warp)
    la.set(res, LinearLayout(shape, reg, lane, warp))


@LAYOUT_RULES.rule("nv_tileaa.extract_slice")
def extract_slice(la: LayoutAssigner, op: Operation) -> None:
    """The default layout for the slice's shape."""
    res = op.results[0]
    la.set(res, la.default(res.type))


@LAYOUT_RULES.rule("nv_tileaa.insert_slice")
def insert_slice(la: LayoutAssigner, op: Operation) -> None:
    """The destination tile's layout (the default one if it has none)."""
    res = op.results[0]
    la.set(res, la.get(op.operands[1]) or la.default(res.type))


@LAYOUT_RULES.rule("nv_tileaa.reinterpret")
def reinterpret(la: LayoutAssigner, op: Operation) -> None:
    """The default layout for the result shape (the bytes go through shared memory)."""
    res = op.results[0]
    if is_tensor(res):
        la.set(res, la.default(res.type))


LAYOUT_RULES.rule("nv_tileaa.splat", "nv_tileaa.make_range")(LayoutAssigner.free_source)
LAYOUT_RULES.rule("nv_tileaa.extract")(LayoutAssigner.default_layout)
