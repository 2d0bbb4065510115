"""Small helpers shared by the nv_tileaa op definitions, verifiers and canonicalizers."""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import AnyFloat, IndexType, IntegerType, TensorType
from xdsl.ir import Attribute, Operation
from xdsl.irdl import IRDLOperation
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import HasCanonicalizationPatternsTrait, MemoryEffect, EffectInstance, MemoryEffectKind
from xdsl.utils.exceptions import VerifyException

from tileiras.dialects.nv_tileaa.types import PointerType


def fail(op: Operation, message: str) -> None:
    """Raise `'nv_tileaa.<op>' op <message>` as MLIR prints verifier errors."""
    raise VerifyException(f"'{op.name}' op {message}")


def shape_of(t: Attribute) -> tuple[int, ...]:
    """The shape of a tensor type; a scalar is 0-d."""
    return tuple(t.get_shape()) if isinstance(t, TensorType) else ()


def element_of(t: Attribute) -> Attribute:
    """The element type of a tensor type; a scalar is its own element type."""
    return t.element_type if isinstance(t, TensorType) else t


def with_element(t: Attribute, element: Attribute) -> Attribute:
    """`t` with its element type replaced (a scalar becomes `element`)."""
    return TensorType(element, t.get_shape()) if isinstance(t, TensorType) else element


def is_scalar(t: Attribute) -> bool:
    return isinstance(t, (IntegerType, AnyFloat, IndexType, PointerType))


def is_tile_like(t: Attribute) -> bool:
    """A tensor of scalars or a scalar (what a cuda_tile tile converts to)."""
    return is_scalar(t) or (isinstance(t, TensorType) and is_scalar(t.element_type))


def is_float_like(t: Attribute) -> bool:
    return isinstance(element_of(t), AnyFloat)


def is_int_like(t: Attribute) -> bool:
    return isinstance(element_of(t), (IntegerType, IndexType))


def num_elements(shape: tuple[int, ...]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def canonicalization(*factories: Callable[[], RewritePattern]) -> HasCanonicalizationPatternsTrait:
    """A canonicalization trait whose patterns are made (lazily, once per call) by `factories`.

    Factories are usually module-level names resolved at call time so the pattern module can
    import the op classes without a cycle.
    """

    class _Canonicalization(HasCanonicalizationPatternsTrait):
        @classmethod
        def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
            return tuple(f() for f in factories)

    return _Canonicalization()


def lazy_pattern(name: str) -> Callable[[], RewritePattern]:
    """A factory for the pattern class `name` of `nv_tileaa.canonicalize`."""

    def make() -> RewritePattern:
        from tileiras.dialects.nv_tileaa import canonicalize

        return getattr(canonicalize, name)()

    return make


class OrderedMemoryEffect(MemoryEffect):
    """Effects of a token-ordered memory op, read from its class attributes.

    `READS`/`WRITES` say what the op does to memory; a load with a non-weak memory semantic
    also orders other accesses, so it is reported as writing too (never dead-code removed).
    """

    @classmethod
    def get_effects(cls, op: Operation):
        kinds: set[MemoryEffectKind] = set()
        if getattr(op, "READS", False):
            kinds.add(MemoryEffectKind.READ)
        if getattr(op, "WRITES", False):
            kinds.add(MemoryEffectKind.WRITE)
        semantic = op.properties.get("mem_semantic")
        if semantic is not None and getattr(semantic, "data", None) is not None and semantic.data.value != "weak":
            kinds.add(MemoryEffectKind.WRITE)
        return frozenset(EffectInstance(k) for k in kinds)


FAMILIES = ("elementwise", "convert", "pointer", "shape", "views", "memory", "atomics", "mma",
            "reduce_scan", "token", "control_flow", "debug", "grid")
"""The op families of nv_tileaa, one module of `ops/` each. The later stages (layout rules,
LLVM lowerings) keep their rules in modules of the same names."""


def in_family(family: str, ops: list[type[IRDLOperation]]) -> tuple[type[IRDLOperation], ...]:
    """Mark each op class of `ops` as a member of `family` (its `FAMILY` class attribute)."""
    if family not in FAMILIES:
        raise ValueError(f"unknown op family '{family}'")
    for op in ops:
        op.FAMILY = family
    return tuple(ops)
