"""Matrix multiply-accumulate: dot.

`dot` is `D = A @ B + C` over rank-2 (or batched rank-3) tensors, with optional block-scale
operands `sfa`/`sfb`.

Not produced from cuda_tile and not defined yet: `conv_dot`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    AnyFloat,
    Float4E2M1FNType,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    UnitAttr,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure

from tileiras.dialects.nv_tileaa.attributes import SignednessAttr
from tileiras.dialects.nv_tileaa.op_support import (
    canonicalization,
    element_of,
    fail,
    in_family,
    lazy_pattern,
    shape_of,
)


def _bits(t) -> int:
    if isinstance(t, IntegerType):
        return t.width.data
    return {Float16Type: 16, Float32Type: 32, Float64Type: 64}.get(type(t), 8)


@irdl_op_definition
class DotOp(IRDLOperation):
    """`d = a @ b + c` (rank 2, or rank 3 with a leading batch dimension)."""

    name = "nv_tileaa.dot"

    a = operand_def()
    b = operand_def()
    c = operand_def()
    sfa = opt_operand_def()
    sfb = opt_operand_def()
    result = result_def()

    signedness_a = opt_prop_def(SignednessAttr)
    signedness_b = opt_prop_def(SignednessAttr)
    propagate_nan = opt_prop_def(UnitAttr)
    fast_acc = opt_prop_def(UnitAttr)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(Pure(), canonicalization(lazy_pattern("FoldConstantDot")))

    def verify_(self) -> None:
        ta, tb, tc, td = self.a.type, self.b.type, self.c.type, self.result.type
        ea, eb, ec, ed = (element_of(t) for t in (ta, tb, tc, td))
        all_int = all(isinstance(e, IntegerType) for e in (ea, eb, ec, ed))
        all_float = all(isinstance(e, AnyFloat) for e in (ea, eb, ec, ed))
        if not (all_int or all_float):
            fail(self, "expected the element types of A, B, C, and D to be either all integers or all floats.")
        if all_int:
            if _bits(ea) != _bits(eb):
                fail(self, f"expects #A and #B have same bit width but got {_bits(ea)} vs {_bits(eb)}")
            if self.signedness_a is None:
                fail(self, "expect signedness attribute for operand A")
            if self.signedness_b is None:
                fail(self, "expect signedness attribute for operand B")
        else:
            narrow = (Float16Type, Float8E4M3FNType, Float8E5M2Type, Float4E2M1FNType)
            if isinstance(ea, Float4E2M1FNType) or isinstance(ea, narrow) and isinstance(ec, Float16Type):
                if not isinstance(ec, (Float32Type, Float16Type)):
                    fail(self, f"expects #C element type to be either f32 or f16, but got {ec}")
            elif isinstance(ea, Float64Type):
                if not isinstance(ec, Float64Type):
                    fail(self, f"expects #C element type to be f64, but got {ec}")
            elif not isinstance(ec, Float32Type):
                fail(self, f"expects #C element type to be f32, but got {ec}")
        if tc != td:
            fail(self, f"expects the accumulator and the result to have the same type, but got {tc} and {td}")
        sd = shape_of(td)
        if len(sd) not in (2, 3):
            fail(self, f"expects rank-2 or rank-3 tensor for result, but got ({len(sd)})")
        sa, sb = shape_of(ta), shape_of(tb)
        if len(sa) != len(sd) or len(sb) != len(sd) or sa[-1] != sb[-2] or (len(sd) == 3 and sa[0] != sb[0]):
            fail(self, "expects the shape of operand #A and #B to be compatible")
        if sd[-2] != sa[-2] or sd[-1] != sb[-1] or (len(sd) == 3 and sd[0] != sa[0]):
            fail(self, "expects the shape of operand #C is compatible with operands #A and #B")
        if (self.sfa is None) != (self.sfb is None):
            fail(self, "expects both SFA and SFB to be present")


MMA_OPS = in_family("mma", [
    DotOp,
])

__all__ = [c.__name__ for c in MMA_OPS] + ["MMA_OPS"]
