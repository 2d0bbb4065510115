"""Tokens, assumptions and diagnostics: create_mem_token, join_mem_token, assume, assert,
print, optimization_barrier, pragma.

- `create_mem_token`: a fresh token with no predecessor (the start of an ordering chain).
- `join_mem_token %t0, %t1, ...`: a token complete only when every input is (>= 2 inputs in
  canonical IR; one input is the input itself, none is `create_mem_token`).
- `assume %x {predicate}`: `x`, with a verified fact (`div_by`, `bounded`, `same_elements`).
- `assert %cond {message}`: report `message` for every false lane.
- `print %args..., [%token] {format}`: printf-like output, ordered by tokens.
- `optimization_barrier %xs`: the values unchanged, opaque to optimization.
- `pragma %xs {payload} ({ ... nv_tileaa.yield })`: a region carrying an annotation; its
  results are what the region yields.

Not produced from cuda_tile and not defined yet: `mark_for_reuse`, `message`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import DictionaryAttr, IntegerType, StringAttr
from xdsl.ir import Attribute
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
from xdsl.traits import (
    MemoryReadEffect,
    MemoryWriteEffect,
    Pure,
    RecursiveMemoryEffect,
)

from tileiras.dialects.nv_tileaa.attributes import ASSUME_PREDICATES
from tileiras.dialects.nv_tileaa.op_support import canonicalization, element_of, fail, lazy_pattern
from tileiras.dialects.nv_tileaa.types import MemTokenType


@irdl_op_definition
class CreateMemTokenOp(IRDLOperation):
    """A fresh memory token with no predecessor."""

    name = "nv_tileaa.create_mem_token"
    result = result_def(MemTokenType)
    traits = traits_def(Pure())


@irdl_op_definition
class JoinMemTokenOp(IRDLOperation):
    """A token that completes when all of `tokens` have."""

    name = "nv_tileaa.join_mem_token"
    tokens = var_operand_def(MemTokenType)
    result = result_def(MemTokenType)
    traits = traits_def(Pure(), canonicalization(lazy_pattern("SimplifyJoinMemToken")))


@irdl_op_definition
class AssumeOp(IRDLOperation):
    """`value`, with the fact `predicate` attached (the compiler trusts it)."""

    name = "nv_tileaa.assume"
    value = operand_def()
    result = result_def()
    predicate = prop_def(Attribute)
    traits = traits_def(Pure(), canonicalization(lazy_pattern("PushAssumeThroughSplat")))

    def verify_(self) -> None:
        if self.value.type != self.result.type:
            fail(self, "expects the result to have the operand type")
        if not isinstance(self.predicate, ASSUME_PREDICATES):
            fail(self, f"expects an assume predicate (div_by, bounded, same_elements), but got {self.predicate}")
        message = self.predicate.check(self.value.type)
        if message is not None:
            fail(self, message)


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


@irdl_op_definition
class OptimizationBarrierOp(IRDLOperation):
    """Its operands, unchanged, hidden from optimization."""

    name = "nv_tileaa.optimization_barrier"
    values = var_operand_def()
    results_ = var_result_def()
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    def verify_(self) -> None:
        if [v.type for v in self.values] != [r.type for r in self.results_]:
            fail(self, "expects results of the operand types")


@irdl_op_definition
class PragmaOp(IRDLOperation):
    """A region carrying the annotation `payload`; the results are the region's yields."""

    name = "nv_tileaa.pragma"
    values = var_operand_def()
    results_ = var_result_def()
    payload = opt_prop_def(DictionaryAttr)
    body = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect(), canonicalization(lazy_pattern("PruneRegionResults")))

    def verify_(self) -> None:
        block = self.body.blocks.first
        term = block.last_op if block is not None else None
        if term is None or term.name != "nv_tileaa.yield":
            fail(self, "expects regions to end with 'nv_tileaa.yield'")
        if [v.type for v in term.operands] != [r.type for r in self.results_]:
            fail(self, "expects the region to yield one value per result")
        if [a.type for a in block.args] != [v.type for v in self.values]:
            fail(self, "expects one block argument per operand")


TOKEN_OPS: list[type[IRDLOperation]] = [
    CreateMemTokenOp, JoinMemTokenOp, AssumeOp, AssertOp, PrintOp, OptimizationBarrierOp, PragmaOp,
]
