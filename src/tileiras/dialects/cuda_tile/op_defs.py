"""The shape of an op definition: operands, attributes, results, regions, and how bytecode holds them.

One `OpDef` per cuda_tile op (see `op_table.py`) drives everything generic about that op: the
xDSL op class (`ops.py`), the bytecode reader and writer, the generic printer and parser, and the
version gates. The order of `operands` and `attrs` is the bytecode order.

Bytecode record of an op (all integers LEB128 varints unless noted):

1. opcode;
2. if `result_count`: the number of results; then one type index per result;
3. if the op has `flags` (and the version is at least `flags_since`): a flags varint, bit i set
   when `flags[i]` (an optional attribute, a unit attribute or an optional operand) is present;
4. each attribute present at this version, in order (unit attributes have no payload);
5. if `operand_count`: the total number of operands; then the operands (value indices), a
   `sized` variadic group prefixed by its own length;
6. if `regions`: the number of regions, then each region's blocks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tileiras.dialects.cuda_tile.enums import CudaTileEnum
from tileiras.dialects.cuda_tile.versions import V13_1, Version

ATTR_KINDS = frozenset({
    "enum",        # a CudaTileEnum case (EnumAttr); varint
    "unit",        # present or absent (UnitAttr); a flag bit only
    "bool",        # BoolAttr; one byte
    "int",         # IntegerAttr (i64); varint of the zero-extended value
    "string",      # StringAttr; string-table index
    "type",        # a type (TypeAttribute); type-table index
    "dense",       # DenseConstAttr; constant-table index
    "bool_array",  # DenseArrayBase of i1; count + one byte each
    "i32_array",   # DenseArrayBase of i32; count + 4 bytes each
    "attr_array",  # ArrayAttr of self-contained (tagged) attributes
    "predicate",   # one self-contained assume predicate (div_by, same_elements, bounded)
    "hints",       # OptimizationHintsAttr; an untagged dictionary of dictionaries
})


READ = frozenset({"read"})
WRITE = frozenset({"write"})
READ_WRITE = frozenset({"read", "write"})

EFFECT_KINDS = frozenset({
    "read",     # reads memory (loads, the read half of atomics, fences)
    "write",    # writes memory or the program's output (stores, atomics, print, assert)
    "alloc",    # allocates memory (alloca)
    "exit",     # leaves the enclosing region (return, break, continue)
    "unknown",  # declares no effects, which MLIR reads as any effect (assume: NVIDIA rejects
                # it where only memory-effect-free ops may be, tests/verifiers golden
                # reduce_assume_int_body)
})
"""The kinds of effect an `OpDef` may declare (MLIR's memory effects, plus control exits)."""


@dataclass(frozen=True)
class O:
    """An operand group: a single value, an optional value or a variadic list."""

    name: str
    optional: bool = False
    variadic: bool = False
    sized: bool = False
    """Variadic groups only: bytecode writes the group's length before its values."""
    since: Version = V13_1


@dataclass(frozen=True)
class A:
    """An attribute; `optional` ones (and every unit) are flagged, `default` fills in older versions."""

    name: str
    kind: str
    enum: type[CudaTileEnum] | None = None
    optional: bool = False
    since: Version = V13_1
    default: Any = None

    def __post_init__(self) -> None:
        if self.kind not in ATTR_KINDS:
            raise ValueError(f"unknown attribute kind {self.kind!r} for {self.name}")


@dataclass(frozen=True)
class R:
    """A result, or a variadic list of results."""

    name: str
    variadic: bool = False
    since: Version = V13_1


@dataclass(frozen=True)
class OpDef:
    """Everything generic about one cuda_tile op."""

    mnemonic: str
    opcode: int
    since: Version
    results: tuple[R, ...] = ()
    result_count: bool = False
    operands: tuple[O, ...] = ()
    operand_count: bool = False
    attrs: tuple[A, ...] = ()
    flags: tuple[str, ...] | None = None
    """Names of the flagged fields in bit order; None when the op has no flags varint."""
    flags_since: Version | None = None
    regions: int = 0
    effects: frozenset[str] = frozenset()
    """What the op does besides computing its results (`EFFECT_KINDS`); empty for a pure op.
    Ops with regions also have the effects of the ops inside them (`has_recursive_effects`)."""
    terminator: bool = False
    """The op may (and must) end a block."""
    implicit_terminator: str | None = None
    """Mnemonic of the terminator the custom form leaves out at the end of this op's regions
    (`for` and `loop`: `continue`; `if`: `yield`) when it has no operands."""
    structural: bool = False
    """Bytecode stores the op in a section of its own rather than as an op record (module,
    entry, global); such ops define symbols and are never removed or moved."""
    asm_result_names: tuple[str, ...] = ()
    """The SSA names the op suggests for its results in the custom form (`%tview`,
    `%blockId_x`); a shorter tuple names only the first results."""
    asm_format: str = ""
    """The custom assembly form, in the description language of `asm/format.py`."""
    asm_infer: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    """Result name -> `same:<operand or result>` or `token`, for types the custom form omits."""
    asm_defaults: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    """Attribute name -> the value the custom form leaves out (an enum case or an attribute);
    the printer elides it, the parser fills it back in."""
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self) -> None:
        unknown = self.effects - EFFECT_KINDS
        if unknown:
            raise ValueError(f"unknown effect kinds {sorted(unknown)} for {self.mnemonic}")

    @property
    def name(self) -> str:
        return f"cuda_tile.{self.mnemonic}"

    @property
    def pure(self) -> bool:
        """True when the op itself has no effect (its regions' ops may still have some)."""
        return not self.effects and not self.structural

    @property
    def has_recursive_effects(self) -> bool:
        """True for region ops (if, for, loop, reduce, scan) whose effects are those of the ops
        they hold (MLIR's `HasRecursiveMemoryEffects`); structural ops are never effect-free."""
        return self.regions > 0 and not self.structural

    @property
    def has_flags(self) -> bool:
        return self.flags is not None

    def attr(self, name: str) -> A:
        for a in self.attrs:
            if a.name == name:
                return a
        raise KeyError(f"{self.mnemonic} has no attribute {name}")

    def is_required(self, a: A) -> bool:
        """True when every op must hold attribute `a` (ODS's required attributes).

        Not required: optional and unit attributes, those newer than the op (older files lack
        them) or with a version default, and bool arrays (`inbounds`: absent means all false).
        """
        return not (a.optional or a.kind in ("unit", "bool_array") or a.since > self.since
                    or a.default is not None)

    def operand(self, name: str) -> O:
        for o in self.operands:
            if o.name == name:
                return o
        raise KeyError(f"{self.mnemonic} has no operand {name}")

    def flags_at(self, version: Version) -> tuple[str, ...] | None:
        """The flagged fields in bit order, or None when `version` writes no flags varint.

        Bit positions never move between versions; a field newer than `version` keeps its
        bit, which must then be clear.
        """
        if self.flags is None or version < (self.flags_since or self.since):
            return None
        return self.flags

    def since_of(self, field_name: str) -> Version:
        """The version that introduced an attribute or operand of this op."""
        for a in self.attrs:
            if a.name == field_name:
                return a.since
        for o in self.operands:
            if o.name == field_name:
                return o.since
        raise KeyError(field_name)

    @property
    def segmented(self) -> bool:
        """True when more than one operand group is optional or variadic (operandSegmentSizes)."""
        return sum(1 for o in self.operands if o.optional or o.variadic) > 1
