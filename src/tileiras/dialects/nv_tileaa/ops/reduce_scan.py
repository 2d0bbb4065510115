"""Reductions and scans: reduce, scan.

`reduce` and `scan` combine `n` tensors along `axis` with a combiner region whose block takes
`2n` scalars (accumulator and element of each operand, interleaved: acc0, elem0, acc1, elem1,
...) and yields `n` scalars through `nv_tileaa.yield`; `identities` holds one neutral value per
operand. `scan` keeps the rank and is inclusive; `reverse` scans from the high end.

Not produced from cuda_tile and not defined yet: `histogram`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, TensorType
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import RecursiveMemoryEffect

from tileiras.dialects.nv_tileaa.op_support import element_of, fail, in_family, shape_of


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


REDUCE_SCAN_OPS = in_family("reduce_scan", [
    ReduceOp, ScanOp,
])

__all__ = [c.__name__ for c in REDUCE_SCAN_OPS] + ["REDUCE_SCAN_OPS"]
