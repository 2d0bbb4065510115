"""Helpers the cuda_tile -> nv_tileaa patterns share: operand groups, attributes, constants."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, ub
from xdsl.dialects.builtin import FloatAttr, IntegerAttr, IntegerType, TensorType
from xdsl.ir import Attribute, Operation, SSAValue

from tileiras.conversion.errors import ConversionError
from tileiras.conversion.framework import ConversionPattern, ConversionRewriter
from tileiras.dialects.nv_tileaa import ops as aa

i1 = IntegerType(1)
i32 = IntegerType(32)


def split_operands(op: Operation, operands: Sequence[SSAValue]) -> dict[str, list[SSAValue]]:
    """Converted operands of a cuda_tile op grouped by the op table's operand names."""
    groups = op.OP_DEF.operands  # type: ignore[attr-defined]
    seg = op.properties.get("operandSegmentSizes")
    if seg is not None:
        sizes = list(seg.get_values())
    else:
        n_var = sum(1 for g in groups if g.variadic or g.optional)
        fixed = sum(1 for g in groups if not (g.variadic or g.optional))
        rest = len(operands) - fixed
        sizes = []
        for g in groups:
            if g.variadic or g.optional:
                sizes.append(rest if n_var == 1 else 0)
            else:
                sizes.append(1)
    out: dict[str, list[SSAValue]] = {}
    pos = 0
    for g, n in zip(groups, sizes):
        out[g.name] = list(operands[pos:pos + n])
        pos += n
    return out


def one(groups: dict[str, list[SSAValue]], name: str) -> SSAValue | None:
    values = groups.get(name) or []
    return values[0] if values else None


def enum_of(op: Operation, name: str):
    """The CudaTileEnum case of enum attribute `name`, or None when absent."""
    attr = op.properties.get(name)
    return None if attr is None else attr.value


def has_unit(op: Operation, name: str) -> bool:
    return op.properties.get(name) is not None


def int_prop(op: Operation, name: str) -> int:
    attr = op.properties.get(name)
    return int(attr.value.data)


def constant(rw: ConversionRewriter, value: int | float | bool, t: Attribute) -> SSAValue:
    """An `arith.constant` of scalar type `t` (a splat of one for a tensor type)."""
    if isinstance(t, TensorType):
        scalar = constant(rw, value, t.element_type)
        return rw.insert(aa.SplatOp.build(operands=[scalar], result_types=[t])).result
    if isinstance(t, IntegerType):
        v = int(value)
        if t.width.data == 1:
            v = -1 if v else 0
        attr = IntegerAttr(v, t)
    else:
        attr = FloatAttr(float(value), t)
    return rw.insert(arith.ConstantOp(attr, t)).result


def poison(rw: ConversionRewriter, t: Attribute) -> SSAValue:
    return rw.insert(ub.PoisonOp(t)).result


def fail(op: Operation, message: str) -> None:
    raise ConversionError(message, op=op)


class OneToOne(ConversionPattern):
    """Rewrite `cuda_tile.<x>` to one op of class `TARGET` with the same operands."""

    TARGET: type[Operation]

    def build(self, op: Operation, operands: list[SSAValue], rw: ConversionRewriter) -> Operation:
        return self.TARGET.build(operands=operands, result_types=rw.convert_types([r.type for r in op.results]))

    def match_and_rewrite(self, op, operands, rw):
        new = rw.insert(self.build(op, operands, rw))
        return list(new.results)
