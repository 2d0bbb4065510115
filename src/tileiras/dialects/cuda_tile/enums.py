"""The I32 enums of the cuda_tile dialect.

Each enum's bytecode value is the case's position in its class (the order below is the wire
order); the string value is the case's spelling in the text format. Cases added after 13.1
carry their version in `ENUM_CASE_SINCE`.
"""

from __future__ import annotations

from enum import Enum

from tileiras.dialects.cuda_tile.versions import V13_2, V13_4, Version


class CudaTileEnum(str, Enum):
    """Base of every cuda_tile enum: a string spelling with a position-based wire code."""

    @property
    def code(self) -> int:
        """The integer written to bytecode for this case."""
        return list(type(self)).index(self)

    @classmethod
    def from_code(cls, code: int) -> "CudaTileEnum":
        """The case with wire code `code`; raises ValueError when out of range."""
        cases = list(cls)
        if not 0 <= code < len(cases):
            raise ValueError(f"invalid {enum_attr_name(cls)} value {code}")
        return cases[code]

    @classmethod
    def from_spelling(cls, text: str) -> "CudaTileEnum":
        """The case spelled `text` in the text format; raises ValueError otherwise."""
        for case in cls:
            if case.value == text:
                return case
        raise ValueError(f"invalid {enum_attr_name(cls)} '{text}'")

    def __str__(self) -> str:
        return self.value


class Signedness(CudaTileEnum):
    UNSIGNED = "unsigned"
    SIGNED = "signed"



class IntegerOverflow(CudaTileEnum):
    NONE = "none"
    NSW = "no_signed_wrap"
    NUW = "no_unsigned_wrap"
    NW = "no_wrap"



class RoundingMode(CudaTileEnum):
    NEAREST_EVEN = "nearest_even"
    ZERO = "zero"
    NEGATIVE_INF = "negative_inf"
    POSITIVE_INF = "positive_inf"
    APPROX = "approx"
    FULL = "full"
    NEAREST_INT_TO_ZERO = "nearest_int_to_zero"
    NEAREST_AWAY = "nearest_away"



class ComparisonOrdering(CudaTileEnum):
    UNORDERED = "unordered"
    ORDERED = "ordered"



class ComparisonPredicate(CudaTileEnum):
    EQUAL = "equal"
    NOT_EQUAL = "not_equal"
    LESS_THAN = "less_than"
    LESS_THAN_OR_EQUAL = "less_than_or_equal"
    GREATER_THAN = "greater_than"
    GREATER_THAN_OR_EQUAL = "greater_than_or_equal"



class AtomicRMWMode(CudaTileEnum):
    AND = "and"
    OR = "or"
    XOR = "xor"
    ADD = "add"
    ADDF = "addf"
    MAX = "max"
    MIN = "min"
    UMAX = "umax"
    UMIN = "umin"
    XCHG = "xchg"



class MemoryScope(CudaTileEnum):
    TL_BLK = "tl_blk"
    DEVICE = "device"
    SYS = "sys"



class MemoryOrderingSemantics(CudaTileEnum):
    WEAK = "weak"
    RELAXED = "relaxed"
    ACQUIRE = "acquire"
    RELEASE = "release"
    ACQ_REL = "acq_rel"



class PaddingValue(CudaTileEnum):
    ZERO = "zero"
    NEG_ZERO = "neg_zero"
    NAN = "nan"
    POS_INF = "pos_inf"
    NEG_INF = "neg_inf"



class SymbolVisibility(CudaTileEnum):
    PUBLIC = "public"
    PRIVATE = "private"



class MultimemReductionKind(CudaTileEnum):
    ADD = "add"
    MIN = "min"
    MAX = "max"
    AND = "and"
    OR = "or"
    XOR = "xor"
    UMIN = "umin"
    UMAX = "umax"



ENUMS: dict[str, type[CudaTileEnum]] = {
    cls.__name__: cls
    for cls in (
        Signedness,
        IntegerOverflow,
        RoundingMode,
        ComparisonOrdering,
        ComparisonPredicate,
        AtomicRMWMode,
        MemoryScope,
        MemoryOrderingSemantics,
        PaddingValue,
        SymbolVisibility,
        MultimemReductionKind,
    )
}
"""Every enum by class name, as the op table names them."""

ENUM_CASE_SINCE: dict[CudaTileEnum, Version] = {
    RoundingMode.NEAREST_AWAY: V13_4,
}
"""Enum cases that a version older than the enum's own cannot hold."""

ENUM_SINCE: dict[type[CudaTileEnum], Version] = {
    SymbolVisibility: V13_2,
    MultimemReductionKind: V13_4,
}
"""Enums introduced after 13.1 (the ops that use them carry their own versions too)."""


_ATTR_NAMES: dict[type[CudaTileEnum], str] = {
    Signedness: "signedness",
    IntegerOverflow: "overflow",
    RoundingMode: "rounding",
    ComparisonOrdering: "comparison_ordering",
    ComparisonPredicate: "comparison_predicate",
    AtomicRMWMode: "atomic_rmw_mode",
    MemoryScope: "memory_scope",
    MemoryOrderingSemantics: "memory_ordering_semantics",
    PaddingValue: "padding_value",
    SymbolVisibility: "symbol_visibility",
    MultimemReductionKind: "multimem_reduction_kind",
}


def enum_attr_name(cls: type[CudaTileEnum]) -> str:
    """The attribute mnemonic of an enum (`#cuda_tile.<name><case>` in generic form)."""
    return _ATTR_NAMES[cls]
