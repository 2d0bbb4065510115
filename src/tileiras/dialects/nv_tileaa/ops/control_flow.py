"""Control flow: func, return, call, yield, pragma.

`func` is a kernel (`kernel` set) or a device function; its body's block arguments are the
function arguments and it ends with `return`. `yield` ends the combiner of `reduce`/`scan`
and the body of `pragma`. `pragma %xs {payload} ({ ... nv_tileaa.yield })` is a region
carrying an annotation; its results are what the region yields.

Not produced from cuda_tile and not defined yet: `launch_func`, `execute`, `plugin`,
`inject_ir`.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, FunctionType, StringAttr, SymbolRefAttr, UnitAttr
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import (
    IsTerminator,
    IsolatedFromAbove,
    Pure,
    RecursiveMemoryEffect,
    ReturnLike,
    SymbolOpInterface,
)

from tileiras.dialects.nv_tileaa.op_support import canonicalization, fail, in_family, lazy_pattern


@irdl_op_definition
class FuncOp(IRDLOperation):
    """A kernel or device function."""

    name = "nv_tileaa.func"
    sym_name = prop_def(StringAttr)
    function_type = prop_def(FunctionType)
    kernel = opt_prop_def(UnitAttr)
    sym_visibility = opt_prop_def(StringAttr)
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)
    optimization_hints = opt_prop_def(DictionaryAttr)
    body = region_def()
    traits = traits_def(SymbolOpInterface(), IsolatedFromAbove())

    def verify_(self) -> None:
        if not self.body.blocks:
            return
        block = self.body.blocks.first
        inputs = list(self.function_type.inputs.data)
        if [a.type for a in block.args] != inputs:
            fail(self, f"expects entry block arguments {inputs}, but got {[a.type for a in block.args]}")
        if self.kernel is not None and self.function_type.outputs.data:
            fail(self, "kernel functions must not return values")


@irdl_op_definition
class ReturnOp(IRDLOperation):
    """Return from the enclosing `nv_tileaa.func`."""

    name = "nv_tileaa.return"
    values = var_operand_def()
    traits = traits_def(IsTerminator(), ReturnLike(), Pure())

    def verify_(self) -> None:
        parent = self.parent_op()
        while parent is not None and parent.name != "nv_tileaa.func":
            if parent.name in ("scf.if", "scf.for", "scf.while", "nv_tileaa.reduce", "nv_tileaa.scan"):
                fail(self, "expects parent op 'nv_tileaa.func'")
            parent = parent.parent_op()
        if parent is None:
            fail(self, "expects parent op 'nv_tileaa.func'")
        outputs = list(parent.function_type.outputs.data)
        if [v.type for v in self.values] != outputs:
            fail(self, f"expects return values of types {outputs}")


@irdl_op_definition
class CallOp(IRDLOperation):
    """Call the device function `callee`."""

    name = "nv_tileaa.call"
    callee = prop_def(SymbolRefAttr)
    args = var_operand_def()
    results_ = var_result_def()


@irdl_op_definition
class YieldOp(IRDLOperation):
    """The values a reduce/scan combiner or a pragma region produces."""

    name = "nv_tileaa.yield"
    values = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())

    PARENTS: ClassVar[tuple[str, ...]] = ("nv_tileaa.reduce", "nv_tileaa.scan", "nv_tileaa.pragma")

    def verify_(self) -> None:
        parent = self.parent_op()
        if parent is not None and parent.name not in self.PARENTS:
            fail(self, "expects parent op to be one of 'nv_tileaa.reduce', 'nv_tileaa.scan', 'nv_tileaa.pragma'")


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


CONTROL_FLOW_OPS = in_family("control_flow", [
    FuncOp, ReturnOp, CallOp, YieldOp, PragmaOp,
])

__all__ = [c.__name__ for c in CONTROL_FLOW_OPS] + ["CONTROL_FLOW_OPS"]
