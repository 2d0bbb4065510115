"""Upstream MLIR arith ops as the lowering needs them, where xDSL 0.74 differs.

- `arith.remf` (floating-point remainder with the sign of the dividend, C `fmod`) is missing.
- `arith.cmpi`/`arith.cmpf` on tensors must give a tensor of i1 (xDSL's give a scalar i1);
- `arith.select` with a tensor-of-i1 condition and the casts (`extsi`, `extui`, `trunci`,
  `sitofp`, `uitofp`, `fptosi`, `fptoui`, `extf`, `truncf`) on tensors are valid MLIR but
  xDSL's classes accept scalars only.

This module defines those ops with their upstream names, elementwise over scalars or tensors,
and `Arith` (xDSL's arith dialect with these classes in place of its own) for contexts that
parse nv_tileaa IR. All of them print in generic form.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects import arith as xarith
from xdsl.dialects.arith import FastMathFlagsAttr
from xdsl.dialects.builtin import AnyFloat, IntegerAttr, IntegerType, TensorType
from xdsl.ir import Attribute, Dialect, SSAValue
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, prop_def, result_def, traits_def
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


def _shape(t: Attribute) -> tuple[int, ...]:
    return tuple(t.get_shape()) if isinstance(t, TensorType) else ()


def _elem(t: Attribute) -> Attribute:
    return t.element_type if isinstance(t, TensorType) else t


def _fail(op: IRDLOperation, message: str) -> None:
    raise VerifyException(f"'{op.name}' op {message}")


@irdl_op_definition
class RemFOp(IRDLOperation):
    """`lhs - trunc(lhs / rhs) * rhs`, per element (the sign of `lhs`)."""

    name = "arith.remf"
    lhs = operand_def()
    rhs = operand_def()
    result = result_def()
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))
    traits = traits_def(Pure())

    def __init__(self, lhs: SSAValue, rhs: SSAValue):
        super().__init__(operands=[lhs, rhs], result_types=[lhs.type])

    def verify_(self) -> None:
        if not (self.lhs.type == self.rhs.type == self.result.type) or not isinstance(_elem(self.result.type), AnyFloat):
            _fail(self, "requires the same floating-point type for all operands and results")


@irdl_op_definition
class SelectOp(IRDLOperation):
    """`cond ? lhs : rhs`; `cond` is i1 or a tensor of i1 of the arms' shape."""

    name = "arith.select"
    cond = operand_def()
    lhs = operand_def()
    rhs = operand_def()
    result = result_def()
    traits = traits_def(Pure())

    def __init__(self, cond: SSAValue, lhs: SSAValue, rhs: SSAValue):
        super().__init__(operands=[cond, lhs, rhs], result_types=[SSAValue.get(lhs).type])

    def verify_(self) -> None:
        if not (self.lhs.type == self.rhs.type == self.result.type):
            _fail(self, "expects both arms and the result to have one type")
        if _elem(self.cond.type) != IntegerType(1) or _shape(self.cond.type) not in ((), _shape(self.result.type)):
            _fail(self, f"expects an i1 condition of the result shape, but got {self.cond.type}")


class _Cast(IRDLOperation):
    """Elementwise cast: same shape, element kinds and widths checked by `check`."""

    def __init__(self, source: SSAValue, to: Attribute):
        super().__init__(operands=[source], result_types=[to])

    def check(self, src: Attribute, dst: Attribute) -> str | None:
        return None

    def verify_(self) -> None:
        if _shape(self.input.type) != _shape(self.result.type):
            _fail(self, "expects operand and result of one shape")
        message = self.check(_elem(self.input.type), _elem(self.result.type))
        if message is not None:
            _fail(self, message)


def _int_widths(src: Attribute, dst: Attribute, grow: bool) -> str | None:
    if not isinstance(src, IntegerType) or not isinstance(dst, IntegerType):
        return "expects integer element types"
    a, b = src.width.data, dst.width.data
    if grow and not b > a:
        return "Destination bit-width must be larger than the input bit-width"
    if not grow and not b < a:
        return "Destination bit-width must be smaller than the input bit-width"
    return None


def _cast(class_name: str, op_name: str, check, doc: str) -> type[IRDLOperation]:
    body = {"__module__": __name__, "__doc__": doc, "name": op_name, "input": operand_def(),
            "result": result_def(), "traits": traits_def(Pure()),
            "check": lambda self, s, d: check(s, d)}
    return irdl_op_definition(type(class_name, (_Cast,), body))


def _float_pair(src: Attribute, dst: Attribute, grow: bool) -> str | None:
    if not isinstance(src, AnyFloat) or not isinstance(dst, AnyFloat):
        return "expects floating-point element types"
    if (dst.bitwidth > src.bitwidth) != grow:
        return "unexpected float widths"
    return None


ExtSIOp = _cast("ExtSIOp", "arith.extsi", lambda s, d: _int_widths(s, d, True), "Sign extension.")
ExtUIOp = _cast("ExtUIOp", "arith.extui", lambda s, d: _int_widths(s, d, True), "Zero extension.")
TruncIOp = _cast("TruncIOp", "arith.trunci", lambda s, d: _int_widths(s, d, False), "Integer truncation.")
SIToFPOp = _cast("SIToFPOp", "arith.sitofp",
                 lambda s, d: None if isinstance(s, IntegerType) and isinstance(d, AnyFloat) else "expects int -> float",
                 "Signed integer to float.")
UIToFPOp = _cast("UIToFPOp", "arith.uitofp",
                 lambda s, d: None if isinstance(s, IntegerType) and isinstance(d, AnyFloat) else "expects int -> float",
                 "Unsigned integer to float.")
FPToSIOp = _cast("FPToSIOp", "arith.fptosi",
                 lambda s, d: None if isinstance(s, AnyFloat) and isinstance(d, IntegerType) else "expects float -> int",
                 "Float to signed integer (toward zero).")
FPToUIOp = _cast("FPToUIOp", "arith.fptoui",
                 lambda s, d: None if isinstance(s, AnyFloat) and isinstance(d, IntegerType) else "expects float -> int",
                 "Float to unsigned integer (toward zero).")
ExtFOp = _cast("ExtFOp", "arith.extf", lambda s, d: _float_pair(s, d, True), "Float extension.")
TruncFOp = _cast("TruncFOp", "arith.truncf", lambda s, d: _float_pair(s, d, False), "Float truncation.")

_CMPI = {"eq": 0, "ne": 1, "slt": 2, "sle": 3, "sgt": 4, "sge": 5, "ult": 6, "ule": 7, "ugt": 8, "uge": 9}
_CMPF = {"false": 0, "oeq": 1, "ogt": 2, "oge": 3, "olt": 4, "ole": 5, "one": 6, "ord": 7, "ueq": 8,
         "ugt": 9, "uge": 10, "ult": 11, "ule": 12, "une": 13, "uno": 14, "true": 15}


def _i1_like(t: Attribute) -> Attribute:
    return TensorType(IntegerType(1), t.get_shape()) if isinstance(t, TensorType) else IntegerType(1)


class _Compare(IRDLOperation):
    PREDICATES: ClassVar[dict[str, int]] = {}

    def verify_(self) -> None:
        if self.lhs.type != self.rhs.type:
            _fail(self, "expects operands of one type")
        if self.result.type != _i1_like(self.lhs.type):
            _fail(self, f"expects result type {_i1_like(self.lhs.type)}, but got {self.result.type}")
        if self.predicate.value.data not in self.PREDICATES.values():
            _fail(self, f"unknown predicate {self.predicate.value.data}")


@irdl_op_definition
class CmpiOp(_Compare):
    """Integer comparison per element; the result is i1 of the operands' shape."""

    name = "arith.cmpi"
    PREDICATES: ClassVar[dict[str, int]] = _CMPI
    lhs = operand_def()
    rhs = operand_def()
    result = result_def()
    predicate = prop_def(IntegerAttr)
    traits = traits_def(Pure())

    def __init__(self, lhs: SSAValue, rhs: SSAValue, predicate: str):
        super().__init__(operands=[lhs, rhs], result_types=[_i1_like(SSAValue.get(lhs).type)],
                         properties={"predicate": IntegerAttr(_CMPI[predicate], 64)})


@irdl_op_definition
class CmpfOp(_Compare):
    """Float comparison per element (o* ordered, u* unordered); i1 of the operands' shape."""

    name = "arith.cmpf"
    PREDICATES: ClassVar[dict[str, int]] = _CMPF
    lhs = operand_def()
    rhs = operand_def()
    result = result_def()
    predicate = prop_def(IntegerAttr)
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))
    traits = traits_def(Pure())

    def __init__(self, lhs: SSAValue, rhs: SSAValue, predicate: str):
        super().__init__(operands=[lhs, rhs], result_types=[_i1_like(SSAValue.get(lhs).type)],
                         properties={"predicate": IntegerAttr(_CMPF[predicate], 64)})


OVERRIDES: list[type[IRDLOperation]] = [
    CmpiOp, CmpfOp, SelectOp, ExtSIOp, ExtUIOp, TruncIOp, SIToFPOp, UIToFPOp, FPToSIOp, FPToUIOp, ExtFOp, TruncFOp,
]

Arith = Dialect(
    "arith",
    [op for op in xarith.Arith.operations if op.name not in {o.name for o in OVERRIDES}] + OVERRIDES + [RemFOp],
    list(xarith.Arith.attributes),
)
"""xDSL's arith dialect with the tensor-capable ops above (load instead of `xdsl.dialects.arith.Arith`)."""
