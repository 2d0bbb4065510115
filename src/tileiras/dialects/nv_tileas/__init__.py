"""nv_tileas: tiles with distributed layouts (the stage after nv_tileaa).

nv_tileas IR is nv_tileaa IR in which every tensor value carries a distributed register
layout as its type's encoding, `tensor<1024xf32, #nv_tileas.layout<reg = [0, 1, 9],
lane = [2, 3, 4, 5, 6], warp = [7, 8]>>` (see `layout.py` for what the bases mean), plus
the ops the layout assignment adds:

- `nv_tileas.convert_layout %x`: the same tile in another layout (registers, or a round trip
  through shared memory);
- `nv_tileas.barrier`: a block-wide barrier ordering memory effects that a token chain says
  must be ordered but that different threads perform.

The layout does not change what a program computes, only which thread computes what, so
the nv_tileaa verifiers (which compare tensor types) are not run on this IR.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, IntAttr, IntegerAttr, TensorType
from xdsl.ir import Attribute, Dialect, ParametrizedAttribute
from xdsl.irdl import IRDLOperation, irdl_attr_definition, irdl_op_definition, operand_def, opt_prop_def, result_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer

from tileiras.dialects.nv_tileas.layout import LinearLayout
from tileiras.dialects.params import int_array


@irdl_attr_definition
class LayoutAttr(ParametrizedAttribute):
    """`#nv_tileas.layout<reg = [...], lane = [...], warp = [...]>`: a tensor encoding."""

    name = "nv_tileas.layout"

    reg_attr: ArrayAttr[IntAttr]
    lane_attr: ArrayAttr[IntAttr]
    warp_attr: ArrayAttr[IntAttr]

    def __init__(self, reg: Sequence[int], lane: Sequence[int], warp: Sequence[int]):
        super().__init__(int_array(reg), int_array(lane), int_array(warp))

    @staticmethod
    def of(layout: LinearLayout) -> LayoutAttr:
        return LayoutAttr(layout.reg, layout.lane, layout.warp)

    def layout(self, shape: Sequence[int]) -> LinearLayout:
        return LinearLayout(tuple(shape), tuple(v.data for v in self.reg_attr.data),
                            tuple(v.data for v in self.lane_attr.data),
                            tuple(v.data for v in self.warp_attr.data))

    def print_parameters(self, printer: Printer) -> None:
        def fmt(a: ArrayAttr) -> str:
            return "[" + ", ".join(str(v.data) for v in a.data) + "]"

        printer.print_string(f"<reg = {fmt(self.reg_attr)}, lane = {fmt(self.lane_attr)}, "
                             f"warp = {fmt(self.warp_attr)}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        out = []
        with parser.in_angle_brackets():
            for i, key in enumerate(("reg", "lane", "warp")):
                if i:
                    parser.parse_punctuation(",")
                parser.parse_keyword(key)
                parser.parse_punctuation("=")
                out.append(int_array(parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)))
        return out


def layout_of(t: Attribute) -> LinearLayout | None:
    """The layout a tensor type carries, or None (scalars, unassigned tensors)."""
    if isinstance(t, TensorType) and isinstance(t.encoding, LayoutAttr):
        return t.encoding.layout(t.get_shape())
    return None


def with_layout(t: TensorType, layout: LinearLayout) -> TensorType:
    """`t` with `layout` as its encoding."""
    return TensorType(t.element_type, t.get_shape(), LayoutAttr.of(layout))


def strip_layout(t: Attribute) -> Attribute:
    if isinstance(t, TensorType) and not isinstance(t.encoding, type(TensorType(t.element_type, [1]).encoding)):
        return TensorType(t.element_type, t.get_shape())
    return t


@irdl_op_definition
class ConvertLayoutOp(IRDLOperation):
    """The operand tile in the result type's layout."""

    name = "nv_tileas.convert_layout"
    source = operand_def()
    result = result_def()


@irdl_op_definition
class BarrierOp(IRDLOperation):
    """A block-wide barrier that orders memory effects across threads (`reason` says which)."""

    name = "nv_tileas.barrier"
    reason = opt_prop_def(IntegerAttr)


NvTileAS = Dialect("nv_tileas", [ConvertLayoutOp, BarrierOp], [LayoutAttr])

__all__ = ["NvTileAS", "LayoutAttr", "ConvertLayoutOp", "BarrierOp", "layout_of", "with_layout",
           "strip_layout", "LinearLayout"]
