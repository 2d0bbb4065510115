"""Dot and collectives: dot, reduce, scan.

`dot` is matrix multiply-accumulate `D = A @ B + C` over rank-2 (or batched rank-3) tensors,
with optional block-scale operands `sfa`/`sfb`. `reduce` and `scan` combine `n` tensors along
`axis` with a combiner region whose block takes `2n` scalars (accumulator and element of each
operand, interleaved: acc0, elem0, acc1, elem1, ...) and yields `n` scalars through
`nv_tileaa.yield`; `identities` holds one neutral value per operand. `scan` keeps the rank
and is inclusive; `reverse` scans from the high end.

Not produced from cuda_tile and not defined yet: `conv_dot`, `histogram`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    Float4E2M1FNType,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerAttr,
    IntegerType,
    TensorType,
    UnitAttr,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import Pure, RecursiveMemoryEffect

from tileiras.dialects.nv_tileaa.attributes import SignednessAttr
from tileiras.dialects.nv_tileaa.op_support import canonicalization, element_of, fail, lazy_pattern, shape_of


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


def _verify_combiner(op: IRDLOperation, axis: int, keep_rank: bool) -> None:
    inputs = list(op.operands)
    results = list(op.results)
    if not inputs:
        fail(op, "expects at least one operand")
    if len(results) != len(inputs):
        fail(op, f"expects {len(inputs)} results, but got {len(results)}")
    shape = shape_of(inputs[0].type)
    if not 0 <= axis < max(len(shape), 1) or not shape:
        fail(op, f"axis {axis} is out of range for rank {len(shape)}")
    expected_shape = shape if keep_rank else shape[:axis] + shape[axis + 1:]
    for v, r in zip(inputs, results):
        if shape_of(v.type) != shape:
            fail(op, "expects all operands to have the same shape")
        want = TensorType(element_of(v.type), expected_shape) if expected_shape else element_of(v.type)
        if r.type != want:
            fail(op, f"expects result type {want}, but got {r.type}")
    identities = op.properties.get("identities")
    if identities is not None and len(identities.data) != len(inputs):
        fail(op, f"expects {len(inputs)} identities, but got {len(identities.data)}")
    region = op.regions[0]
    if not region.blocks:
        fail(op, "expect non-empty block")
    block = region.blocks.first
    arg_types = [a.type for a in block.args]
    want_args = [element_of(v.type) for v in inputs for _ in (0, 1)]
    if arg_types != want_args:
        fail(op, f"expects combiner arguments {want_args}, but got {arg_types}")
    term = block.last_op
    if term is None or term.name != "nv_tileaa.yield":
        fail(op, "expects regions to end with 'nv_tileaa.yield'")
    if [v.type for v in term.operands] != [element_of(v.type) for v in inputs]:
        fail(op, "expects the combiner to yield one scalar per operand")


@irdl_op_definition
class ReduceOp(IRDLOperation):
    """Reduce each operand along `axis` with the combiner region."""

    name = "nv_tileaa.reduce"

    operands_ = var_operand_def()
    results_ = var_result_def()
    axis = prop_def(IntegerAttr)
    identities = prop_def(ArrayAttr)
    body = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect())

    def verify_(self) -> None:
        _verify_combiner(self, self.axis.value.data, keep_rank=False)


@irdl_op_definition
class ScanOp(IRDLOperation):
    """Inclusive prefix combination of each operand along `axis` (from the end if `reverse`)."""

    name = "nv_tileaa.scan"

    operands_ = var_operand_def()
    results_ = var_result_def()
    axis = prop_def(IntegerAttr)
    reverse = prop_def(IntegerAttr)
    identities = prop_def(ArrayAttr)
    body = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect())

    def verify_(self) -> None:
        _verify_combiner(self, self.axis.value.data, keep_rank=True)


COLLECTIVE_OPS: list[type[IRDLOperation]] = [DotOp, ReduceOp, ScanOp]
