"""Elementwise tile math: addf, subf, mulf, divf, fma, sqrt, rsqrt, exp, exp2, tanh, clampf,
mulhiui, and the value-preserving assume and optimization_barrier.

The math ops exist next to arith/math because they carry what arith cannot: an IEEE rounding
mode other than nearest-even, `flush_to_zero`, or an approximate (`approx`) evaluation. The
conversion emits plain `arith.addf` for a default-rounded cuda_tile `addf` and
`nv_tileaa.addf` otherwise. Operands and result share one type (scalar or tensor).

- `assume %x {predicate}`: `x`, with a verified fact (`div_by`, `bounded`, `same_elements`).
- `optimization_barrier %xs`: the values unchanged, opaque to optimization.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import UnitAttr
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect, Pure
from xdsl.ir import Attribute

from tileiras.dialects.nv_tileaa.attributes import ASSUME_PREDICATES, RoundingMode, RoundingModeAttr
from tileiras.dialects.nv_tileaa.op_support import (
    canonicalization,
    fail,
    in_family,
    is_float_like,
    is_int_like,
    lazy_pattern,
)


class _ElementwiseOp(IRDLOperation):
    """Operands and result of one type; float ops check a float element type."""

    FLOAT: ClassVar[bool] = True
    ROUNDINGS: ClassVar[frozenset[RoundingMode] | None] = None

    def verify_(self) -> None:
        t = self.results[0].type
        for v in self.operands:
            if v.type != t:
                fail(self, f"expects all operands and the result to have type {t}, but got {v.type}")
        if self.FLOAT and not is_float_like(t):
            fail(self, f"expects a floating-point scalar or tensor, but got {t}")
        if not self.FLOAT and not is_int_like(t):
            fail(self, f"expects an integer scalar or tensor, but got {t}")
        mode = self.properties.get("rounding_mode")
        if mode is not None and self.ROUNDINGS is not None and mode.data not in self.ROUNDINGS:
            fail(self, f"does not support rounding mode {mode.data.value}")


_IEEE = frozenset({RoundingMode.NEAREST_EVEN, RoundingMode.ZERO, RoundingMode.NEGATIVE_INF,
                   RoundingMode.POSITIVE_INF})
_DIV = _IEEE | {RoundingMode.APPROX, RoundingMode.FULL}
_TRANSCENDENTAL = frozenset({RoundingMode.APPROX, RoundingMode.FULL})


def _binary(class_name: str, op_name: str, roundings: frozenset[RoundingMode] | None, doc: str) -> type[IRDLOperation]:
    cls = type(
        class_name,
        (_ElementwiseOp,),
        {
            "__module__": __name__,
            "__doc__": doc,
            "name": op_name,
            "ROUNDINGS": roundings,
            "__annotations__": {"ROUNDINGS": ClassVar[object]},
            "lhs": operand_def(),
            "rhs": operand_def(),
            "result": result_def(),
            "rounding_mode": opt_prop_def(RoundingModeAttr),
            "flush_to_zero": opt_prop_def(UnitAttr),
            "traits": traits_def(Pure()),
        },
    )
    return irdl_op_definition(cls)


AddFOp = _binary("AddFOp", "nv_tileaa.addf", _IEEE, "`lhs + rhs` with an explicit rounding mode and/or flush-to-zero.")
SubFOp = _binary("SubFOp", "nv_tileaa.subf", _IEEE, "`lhs - rhs` with an explicit rounding mode and/or flush-to-zero.")
MulFOp = _binary("MulFOp", "nv_tileaa.mulf", _IEEE, "`lhs * rhs` with an explicit rounding mode and/or flush-to-zero.")
DivFOp = _binary("DivFOp", "nv_tileaa.divf", _DIV, "`lhs / rhs`; rounding may also be `approx` or `full` (f32 only).")


@irdl_op_definition
class FmaOp(_ElementwiseOp):
    """`a * b + c` rounded once."""

    name = "nv_tileaa.fma"
    ROUNDINGS: ClassVar[frozenset[RoundingMode] | None] = _IEEE
    a = operand_def()
    b = operand_def()
    c = operand_def()
    result = result_def()
    rounding_mode = opt_prop_def(RoundingModeAttr)
    flush_to_zero = opt_prop_def(UnitAttr)
    traits = traits_def(Pure())


def _unary(class_name: str, op_name: str, roundings: frozenset[RoundingMode] | None, doc: str) -> type[IRDLOperation]:
    body = {
        "__module__": __name__,
        "__doc__": doc,
        "name": op_name,
        "ROUNDINGS": roundings,
        "__annotations__": {"ROUNDINGS": ClassVar[object]},
        "source": operand_def(),
        "result": result_def(),
        "flush_to_zero": opt_prop_def(UnitAttr),
        "traits": traits_def(Pure()),
    }
    if roundings is not None:
        body["rounding_mode"] = opt_prop_def(RoundingModeAttr)
    cls = type(class_name, (_ElementwiseOp,), body)
    return irdl_op_definition(cls)


SqrtOp = _unary("SqrtOp", "nv_tileaa.sqrt", _IEEE | {RoundingMode.APPROX}, "Square root with rounding/ftz.")
RsqrtOp = _unary("RsqrtOp", "nv_tileaa.rsqrt", None, "Reciprocal square root (`1/sqrt(x)`).")
ExpOp = _unary("ExpOp", "nv_tileaa.exp", _TRANSCENDENTAL, "`e**x`; `approx` selects the fast hardware path.")
Exp2Op = _unary("Exp2Op", "nv_tileaa.exp2", _TRANSCENDENTAL, "`2**x`; `approx` selects the fast hardware path.")
TanhOp = _unary("TanhOp", "nv_tileaa.tanh", _TRANSCENDENTAL, "Hyperbolic tangent; `approx` is the `tanh.approx` path.")


@irdl_op_definition
class ClampFOp(_ElementwiseOp):
    """`min(max(x, lo), hi)`; with `propagate_nan` a NaN operand gives NaN."""

    name = "nv_tileaa.clampf"
    x = operand_def()
    lo = operand_def()
    hi = operand_def()
    result = result_def()
    propagate_nan = opt_prop_def(UnitAttr)
    traits = traits_def(Pure())


@irdl_op_definition
class MulHiUIOp(_ElementwiseOp):
    """Unsigned high half: `(zext(lhs) * zext(rhs)) >> N` truncated to N bits."""

    name = "nv_tileaa.mulhiui"
    FLOAT: ClassVar[bool] = False
    lhs = operand_def()
    rhs = operand_def()
    result = result_def()
    traits = traits_def(Pure())


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
class OptimizationBarrierOp(IRDLOperation):
    """Its operands, unchanged, hidden from optimization."""

    name = "nv_tileaa.optimization_barrier"
    values = var_operand_def()
    results_ = var_result_def()
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    def verify_(self) -> None:
        if [v.type for v in self.values] != [r.type for r in self.results_]:
            fail(self, "expects results of the operand types")


ELEMENTWISE_OPS = in_family("elementwise", [
    AddFOp, SubFOp, MulFOp, DivFOp, FmaOp, SqrtOp, RsqrtOp, ExpOp, Exp2Op, TanhOp, ClampFOp,
    MulHiUIOp, AssumeOp, OptimizationBarrierOp,
])

__all__ = [c.__name__ for c in ELEMENTWISE_OPS] + ["ELEMENTWISE_OPS"]
