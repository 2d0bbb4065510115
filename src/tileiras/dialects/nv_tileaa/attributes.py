"""Attributes of the nv_tileaa dialect.

Enum attributes print as `#nv_tileaa<rounding_mode zero>` (xDSL's enum syntax):
rounding mode, memory semantic and scope, atomic RMW mode, signedness, cache modifier,
eviction policy, multimem reduction kind.

Assumption predicates, meaningful only on `nv_tileaa.assume`, each check the value they
constrain (`check(type) -> error message or None`):

- `#nv_tileaa.div_by<16>` / `#nv_tileaa.div_by<32, every 4 along 0>`
- `#nv_tileaa.bounded<0, ?>` (inclusive bounds, `?` = unbounded)
- `#nv_tileaa.same_elements<[1, 4, 2]>`
"""

from __future__ import annotations

from collections.abc import Sequence
from xdsl.dialects.builtin import ArrayAttr, IntAttr, IntegerType, NoneAttr, TensorType
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, ParametrizedAttribute, SpacedOpaqueSyntaxAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum

from tileiras.dialects.nv_tileaa.types import MemRefType, PointerType


class RoundingMode(StrEnum):
    NEAREST_EVEN = "nearest_even"
    ZERO = "zero"
    NEGATIVE_INF = "negative_inf"
    POSITIVE_INF = "positive_inf"
    APPROX = "approx"
    FULL = "full"
    NEAREST_INT_TO_ZERO = "nearest_int_to_zero"
    NEAREST_AWAY = "nearest_away"


class MemSemantic(StrEnum):
    WEAK = "weak"
    RELAXED = "relaxed"
    ACQUIRE = "acquire"
    RELEASE = "release"
    ACQ_REL = "acq_rel"


class MemScope(StrEnum):
    TL_BLK = "tl_blk"
    CLUSTER = "cluster"
    GPU = "gpu"
    SYS = "sys"


class RmwMode(StrEnum):
    ADD = "add"
    AND = "and"
    OR = "or"
    XOR = "xor"
    XCHG = "xchg"
    MIN = "min"
    MAX = "max"
    UMIN = "umin"
    UMAX = "umax"
    ADDF = "addf"


class Signedness(StrEnum):
    SIGNED = "signed"
    UNSIGNED = "unsigned"


class CacheModifier(StrEnum):
    NONE = "none"
    CA = "ca"
    CG = "cg"
    CS = "cs"
    LU = "lu"
    CV = "cv"


class EvictionPolicy(StrEnum):
    NONE = "none"
    FIRST = "first"
    LAST = "last"
    NORMAL = "normal"


class ReductionKind(StrEnum):
    ADD = "add"
    MIN = "min"
    MAX = "max"
    AND = "and"
    OR = "or"
    XOR = "xor"
    UMIN = "umin"
    UMAX = "umax"


@irdl_attr_definition
class RoundingModeAttr(EnumAttribute[RoundingMode], SpacedOpaqueSyntaxAttribute):
    name = "nv_tileaa.rounding_mode"


@irdl_attr_definition
class MemSemanticAttr(EnumAttribute[MemSemantic], SpacedOpaqueSyntaxAttribute):
    name = "nv_tileaa.mem_semantic"


@irdl_attr_definition
class MemScopeAttr(EnumAttribute[MemScope], SpacedOpaqueSyntaxAttribute):
    name = "nv_tileaa.mem_scope"


@irdl_attr_definition
class RmwModeAttr(EnumAttribute[RmwMode], SpacedOpaqueSyntaxAttribute):
    name = "nv_tileaa.rmw_mode"


@irdl_attr_definition
class SignednessAttr(EnumAttribute[Signedness], SpacedOpaqueSyntaxAttribute):
    name = "nv_tileaa.signedness"


@irdl_attr_definition
class CacheModifierAttr(EnumAttribute[CacheModifier], SpacedOpaqueSyntaxAttribute):
    name = "nv_tileaa.cache_modifier"


@irdl_attr_definition
class EvictionPolicyAttr(EnumAttribute[EvictionPolicy], SpacedOpaqueSyntaxAttribute):
    name = "nv_tileaa.eviction_policy"


@irdl_attr_definition
class ReductionKindAttr(EnumAttribute[ReductionKind], SpacedOpaqueSyntaxAttribute):
    name = "nv_tileaa.multimem_reduction_kind"


def _opt(value: int | None) -> Attribute:
    return NoneAttr() if value is None else IntAttr(value)


def _val(attr: Attribute) -> int | None:
    return None if isinstance(attr, NoneAttr) else attr.data  # type: ignore[attr-defined]


def _scalar_of(t: Attribute) -> Attribute:
    return t.element_type if isinstance(t, TensorType) else t


def _rank_of(t: Attribute) -> int:
    if isinstance(t, TensorType):
        return len(t.get_shape())
    if isinstance(t, MemRefType):
        return t.rank
    return 0


@irdl_attr_definition
class DivByAttr(ParametrizedAttribute):
    """Every constrained element (or every `every`-th along `along`) is a multiple of `divisor`."""

    name = "nv_tileaa.div_by"

    divisor_attr: IntAttr
    every_attr: Attribute
    along_attr: Attribute

    def __init__(self, divisor: int, every: int | None = None, along: int | None = None):
        super().__init__(IntAttr(divisor), _opt(every), _opt(along))

    @property
    def divisor(self) -> int:
        return self.divisor_attr.data

    @property
    def every(self) -> int | None:
        return _val(self.every_attr)

    @property
    def along(self) -> int | None:
        return _val(self.along_attr)

    def check(self, constrained: Attribute) -> str | None:
        scalar = _scalar_of(constrained)
        if not isinstance(scalar, (IntegerType, PointerType)) and not isinstance(constrained, MemRefType):
            return "div_by requires an integer-, pointer-, or memref-like value"
        d = self.divisor
        if d <= 0 or d & (d - 1):
            return "div_by divisor must be a positive power of two"
        if (self.every is None) != (self.along is None):
            return "div_by every and along must appear together"
        if self.every is not None:
            if self.every <= 0:
                return "div_by every must be positive"
            if not 0 <= (self.along or 0) < max(_rank_of(constrained), 1) or _rank_of(constrained) == 0:
                return "div_by along must reference a valid axis"
        return None

    def print_parameters(self, printer: Printer) -> None:
        text = str(self.divisor)
        if self.every is not None:
            text += f", every {self.every} along {self.along}"
        printer.print_string(f"<{text}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        with parser.in_angle_brackets():
            divisor = parser.parse_integer()
            every = along = None
            if parser.parse_optional_punctuation(",") is not None:
                parser.parse_keyword("every")
                every = parser.parse_integer()
                parser.parse_keyword("along")
                along = parser.parse_integer()
        return [IntAttr(divisor), _opt(every), _opt(along)]


@irdl_attr_definition
class BoundedAttr(ParametrizedAttribute):
    """Every constrained integer lies in `[lower, upper]`; either bound may be absent (`?`)."""

    name = "nv_tileaa.bounded"

    lower_attr: Attribute
    upper_attr: Attribute

    def __init__(self, lower: int | None, upper: int | None):
        super().__init__(_opt(lower), _opt(upper))

    @property
    def lower(self) -> int | None:
        return _val(self.lower_attr)

    @property
    def upper(self) -> int | None:
        return _val(self.upper_attr)

    def check(self, constrained: Attribute) -> str | None:
        scalar = _scalar_of(constrained)
        if not isinstance(scalar, IntegerType):
            return "bounded requires an integer-like element type"
        width = scalar.width.data
        lo_limit, hi_limit = -(1 << (width - 1)), (1 << width) - 1
        if self.lower is not None and not lo_limit <= self.lower <= hi_limit:
            return "bounded lower exceeds the element's representable range"
        if self.upper is not None and not lo_limit <= self.upper <= hi_limit:
            return "bounded upper exceeds the element's representable range"
        if self.lower is not None and self.upper is not None and self.lower > self.upper:
            return "bounded lower must not exceed upper"
        return None

    def print_parameters(self, printer: Printer) -> None:
        lo = "?" if self.lower is None else str(self.lower)
        hi = "?" if self.upper is None else str(self.upper)
        printer.print_string(f"<{lo}, {hi}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        def bound() -> int | None:
            if parser.parse_optional_punctuation("?") is not None:
                return None
            return parser.parse_integer()

        with parser.in_angle_brackets():
            lo = bound()
            parser.parse_punctuation(",")
            hi = bound()
        return [_opt(lo), _opt(hi)]


@irdl_attr_definition
class SameElementsAttr(ParametrizedAttribute):
    """Every block of shape `values` of the constrained tile holds one repeated value."""

    name = "nv_tileaa.same_elements"

    values_attr: ArrayAttr[IntAttr]

    def __init__(self, values: Sequence[int]):
        super().__init__(ArrayAttr(IntAttr(v) for v in values))

    @property
    def values(self) -> tuple[int, ...]:
        return tuple(v.data for v in self.values_attr.data)

    def check(self, constrained: Attribute) -> str | None:
        shape = constrained.get_shape() if isinstance(constrained, TensorType) else ()
        if len(self.values) != len(shape):
            return "same_elements length must match the constrained value's rank"
        for v, d in zip(self.values, shape):
            if v < 0 or v > d:
                return "same_elements axis bound is out of range"
        return None

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<[" + ", ".join(str(v) for v in self.values) + "]>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        with parser.in_angle_brackets():
            values = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
        return [ArrayAttr(IntAttr(v) for v in values)]


ASSUME_PREDICATES = (DivByAttr, BoundedAttr, SameElementsAttr)

ENUM_ATTRS = (
    RoundingModeAttr,
    MemSemanticAttr,
    MemScopeAttr,
    RmwModeAttr,
    SignednessAttr,
    CacheModifierAttr,
    EvictionPolicyAttr,
    ReductionKindAttr,
)

__all__ = [
    "RoundingMode", "MemSemantic", "MemScope", "RmwMode", "Signedness", "CacheModifier",
    "EvictionPolicy", "ReductionKind", "RoundingModeAttr", "MemSemanticAttr", "MemScopeAttr",
    "RmwModeAttr", "SignednessAttr", "CacheModifierAttr", "EvictionPolicyAttr",
    "ReductionKindAttr", "DivByAttr", "BoundedAttr", "SameElementsAttr", "ASSUME_PREDICATES",
    "ENUM_ATTRS",
]
