"""Element conversions: bitcast, fp_to_fp.

- `bitcast`: same shape and element width (or pointer <-> pointer of another pointee).
- `fp_to_fp`: float <-> float conversion with an explicit rounding mode (the only op that
  changes float width).

Not produced from cuda_tile and not defined yet: `extern_elementwise`,
`elementwise_inline_asm`, `call_elementwise_intrinsic`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import AnyFloat, IntegerType, UnitAttr
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, opt_prop_def, result_def, traits_def
from xdsl.traits import Pure

from tileiras.dialects.nv_tileaa.attributes import RoundingModeAttr
from tileiras.dialects.nv_tileaa.op_support import element_of, fail, in_family, shape_of
from tileiras.dialects.nv_tileaa.types import PointerType


def _is_float(t) -> bool:
    # f8E5M3FNU has no builtin twin; it keeps the cuda_tile spelling until one exists
    return isinstance(t, AnyFloat) or t.name == "cuda_tile.f8E5M3FNU"


@irdl_op_definition
class BitcastOp(IRDLOperation):
    """Reinterpret each element's bits (equal widths), or change a pointer's pointee."""

    name = "nv_tileaa.bitcast"
    source = operand_def()
    result = result_def()
    traits = traits_def(Pure())

    def verify_(self) -> None:
        if shape_of(self.source.type) != shape_of(self.result.type):
            fail(self, "expects operand and result of one shape")

        def width(t) -> int:
            if isinstance(t, PointerType):
                return 64
            if isinstance(t, IntegerType):
                return t.width.data
            if t.name == "cuda_tile.f8E5M3FNU":
                return 8
            return t.bitwidth

        if width(element_of(self.source.type)) != width(element_of(self.result.type)):
            fail(self, "expects operand and result elements of one bit width")


@irdl_op_definition
class FpToFpOp(IRDLOperation):
    """Float-to-float conversion rounded by `rounding_mode` (default nearest-even)."""

    name = "nv_tileaa.fp_to_fp"
    source = operand_def()
    result = result_def()
    rounding_mode = opt_prop_def(RoundingModeAttr)
    flush_to_zero = opt_prop_def(UnitAttr)
    traits = traits_def(Pure())

    def verify_(self) -> None:
        if not _is_float(element_of(self.source.type)):
            fail(self, "fp_to_fp source element type is not supported")
        if not _is_float(element_of(self.result.type)):
            fail(self, "fp_to_fp result element type is not supported")
        if shape_of(self.source.type) != shape_of(self.result.type):
            fail(self, "expects operand and result of one shape")


CONVERT_OPS = in_family("convert", [
    BitcastOp, FpToFpOp,
])

__all__ = [c.__name__ for c in CONVERT_OPS] + ["CONVERT_OPS"]
