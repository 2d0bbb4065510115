"""`#nv_tileas.layout<reg = [...], lane = [...], warp = [...]>`: the dialect's tensor encoding.

The attribute holds the three bases lists of a `tileiras.layout.linear.LinearLayout` (which says
what they mean); a tensor type's shape completes it into the layout. This module is the dialect's
printing and parsing of layouts; the layout algebra itself is in `tileiras/layout/`.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, IntAttr, TensorType
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer

from tileiras.dialects.params import int_array
from tileiras.layout.linear import LinearLayout


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


__all__ = ["LayoutAttr", "layout_of", "with_layout", "strip_layout"]
