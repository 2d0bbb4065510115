"""The table of cuda_tile -> nv_tileaa patterns (`PATTERNS`), and the helpers they share:
operand groups, attributes, constants.

Each family module (elementwise, convert, shape, memory, views, atomics, mma, reduce_scan,
control_flow, debug) registers its pattern classes by op name::

    @PATTERNS.rule("cuda_tile.addf", "cuda_tile.subf")
    class FloatBinaryOpConversion(ConversionPattern): ...

`pattern_set` instantiates one pattern per registered op for the conversion driver. Every
cuda_tile op has a pattern or is exempt with the reason (the tests check it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from xdsl.dialects import arith, ub
from xdsl.dialects.builtin import (
    BytesAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    TensorType,
    i32,
)
from xdsl.ir import Attribute, Operation, SSAValue

from tileiras.conversion.errors import ConversionError
from tileiras.conversion.framework import ConversionPattern, ConversionRewriter, PatternSet
from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile.enums import MemoryScope, RoundingMode, Signedness
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.attributes import (
    MemScope,
    MemScopeAttr,
    MemSemantic,
    MemSemanticAttr,
    RoundingMode as AARounding,
    RoundingModeAttr,
)
from tileiras.dialects.nv_tileaa.values import decode_raw_dense
from tileiras.op_registry import OpTable

if TYPE_CHECKING:
    import numpy as np


PATTERNS: OpTable[type[ConversionPattern]] = OpTable("convert-cuda-tile-to-nv-tileaa")
"""The pattern class of each op (full op names); a class may serve several ops."""

PATTERNS.exempt("converted with the region that holds them, by its op's pattern (control_flow.convert_body)",
                "cuda_tile.yield", "cuda_tile.continue", "cuda_tile.break", "cuda_tile.return")


def pattern_set(patterns: PatternSet | None = None) -> PatternSet:
    """One pattern per op of `PATTERNS`, rooted at that op (added to `patterns` if given)."""
    patterns = patterns or PatternSet()
    for name in sorted(PATTERNS.names()):
        cls = PATTERNS.lookup(name)
        assert cls is not None
        pattern = cls()
        pattern.ROOT = name  # type: ignore[misc]  # the table, not the class, names the root op
        patterns.add(pattern)
    return patterns

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


def rounding_attr(mode: RoundingMode) -> RoundingModeAttr:
    return RoundingModeAttr(AARounding(mode.value))


def is_unsigned(op: Operation) -> bool:
    return enum_of(op, "signedness") == Signedness.UNSIGNED


_SCOPES = {MemoryScope.TL_BLK: MemScope.TL_BLK, MemoryScope.DEVICE: MemScope.GPU, MemoryScope.SYS: MemScope.SYS}


def ordering_props(op: Operation) -> dict:
    props = {}
    sem = enum_of(op, "memory_ordering_semantics")
    props["mem_semantic"] = MemSemanticAttr(MemSemantic(sem.value if sem is not None else "weak"))
    scope = enum_of(op, "memory_scope")
    if scope is not None:
        props["mem_scope"] = MemScopeAttr(_SCOPES[scope])
    return props


def select_hints(op: Operation, rw) -> DictionaryAttr | None:
    """The hint dictionary of `op` for the target (`sm_<cc>`, else `default`), if any."""
    hints = op.properties.get("optimization_hints")
    if hints is None:
        return None
    items = dict(hints.items)
    cc = rw.context.get("compute_capability", 100)
    chosen = items.get(f"sm_{cc}", items.get("default"))
    return chosen if chosen is not None and chosen.data else None


def memory_props(op: Operation, rw) -> dict:
    props = ordering_props(op)
    inb = op.properties.get("inbounds")
    if inb is not None:
        props["in_bounds"] = inb
    hints = select_hints(op, rw)
    if hints is not None:
        props["hints"] = hints
    return props


def segment_sizes(*sizes: int) -> DenseArrayBase:
    return DenseArrayBase.from_list(i32, list(sizes))


def dense_value(attr: cta.DenseConstAttr, t) -> DenseIntOrFPElementsAttr:
    """A cuda_tile constant buffer as a builtin dense attribute of tensor type `t`."""
    return DenseIntOrFPElementsAttr(t, BytesAttr(attr.data))


def dense_array(attr: cta.DenseConstAttr, t) -> np.ndarray | None:
    """The constant as a numpy array of `t`'s shape, or None when numpy cannot hold it."""
    element = t.element_type if isinstance(t, TensorType) else t
    shape = tuple(t.get_shape()) if isinstance(t, TensorType) else ()
    return decode_raw_dense(attr.data, element, shape)
