"""Diagnostics: assert, print.

- `assert %cond {message}`: report `message` for every false lane.
- `print %args..., [%token] {format}`: printf-like output, ordered by tokens.

Not produced from cuda_tile and not defined yet: `message`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerType, StringAttr
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect

from tileiras.dialects.nv_tileaa.op_support import element_of, fail, in_family
from tileiras.dialects.nv_tileaa.types import MemTokenType


@irdl_op_definition
class AssertOp(IRDLOperation):
    """Report `message` (with the lane index) for every false lane of `condition`."""

    name = "nv_tileaa.assert"
    condition = operand_def()
    message = prop_def(StringAttr)
    traits = traits_def(MemoryWriteEffect())

    def verify_(self) -> None:
        if element_of(self.condition.type) != IntegerType(1):
            fail(self, f"expects an i1 condition, but got {self.condition.type}")


@irdl_op_definition
class PrintOp(IRDLOperation):
    """Print `format` with `args` substituted; ordered after `token`."""

    name = "nv_tileaa.print"
    args = var_operand_def()
    token = opt_operand_def(MemTokenType)
    result_token = result_def(MemTokenType)
    format = prop_def(StringAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


DEBUG_OPS = in_family("debug", [
    AssertOp, PrintOp,
])

__all__ = [c.__name__ for c in DEBUG_OPS] + ["DEBUG_OPS"]
