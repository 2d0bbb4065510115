"""Attributes of the cuda_tile dialect.

- `EnumAttr`: one case of any cuda_tile enum (rounding mode, memory scope, ...).
- Assume predicates: `DivByAttr`, `SameElementsAttr`, `BoundedAttr`.
- `DenseConstAttr`: a tile constant as MLIR's raw dense buffer (what bytecode stores).
- `OptimizationHintsAttr`: per-architecture hint dictionaries (`<sm_100 = {...}>`).
- Debug info: `DIFileAttr`, `DICompileUnitAttr`, `DISubprogramAttr`, `DILexicalBlockAttr`,
  `DILocAttr` (an op location that points into a subprogram or block scope), `CallSiteLocAttr`.

Plain values (integers, floats, strings, arrays, dictionaries, types) use xDSL's builtin
attributes.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, BytesAttr, DictionaryAttr, IntAttr, NoneAttr, StringAttr
from xdsl.ir import Attribute, Data, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition

from tileiras.dialects.cuda_tile.enums import CudaTileEnum, enum_attr_name
from tileiras.dialects.cuda_tile.types import TileType


@irdl_attr_definition
class EnumAttr(Data[CudaTileEnum]):
    """One case of a cuda_tile enum; `value` is the `CudaTileEnum` member."""

    name = "cuda_tile.enum"

    @property
    def value(self) -> CudaTileEnum:
        return self.data

    @property
    def mnemonic(self) -> str:
        return enum_attr_name(type(self.data))

    @classmethod
    def parse_parameter(cls, parser):  # pragma: no cover - text parsing lives in asm/
        raise NotImplementedError("cuda_tile enums are parsed by tileiras.dialects.cuda_tile.asm")

    def print_parameter(self, printer) -> None:
        printer.print_string(f"<{self.mnemonic} {self.data.value}>")


def _optional_int(value: int | None) -> Attribute:
    return NoneAttr() if value is None else IntAttr(value)


def _int_or_none(attr: Attribute) -> int | None:
    return None if isinstance(attr, NoneAttr) else attr.data  # type: ignore[attr-defined]


@irdl_attr_definition
class DivByAttr(ParametrizedAttribute):
    """`div_by<16>` or `div_by<32, every 4 along 0>`: values are multiples of `divisor`."""

    name = "cuda_tile.div_by"

    divisor_attr: IntAttr
    every_attr: Attribute
    along_attr: Attribute

    def __init__(self, divisor: int, every: int | None = None, along: int | None = None):
        super().__init__(IntAttr(divisor), _optional_int(every), _optional_int(along))

    @property
    def divisor(self) -> int:
        return self.divisor_attr.data

    @property
    def every(self) -> int | None:
        return _int_or_none(self.every_attr)

    @property
    def along(self) -> int | None:
        return _int_or_none(self.along_attr)


@irdl_attr_definition
class SameElementsAttr(ParametrizedAttribute):
    """`same_elements<[1, 4, 2]>`: every block of this shape holds one repeated value."""

    name = "cuda_tile.same_elements"

    values_attr: ArrayAttr[IntAttr]

    def __init__(self, values: Sequence[int]):
        super().__init__(ArrayAttr(IntAttr(v) for v in values))

    @property
    def values(self) -> tuple[int, ...]:
        return tuple(v.data for v in self.values_attr.data)


@irdl_attr_definition
class BoundedAttr(ParametrizedAttribute):
    """`bounded<0, ?>`: inclusive lower and upper bounds, either may be absent (`?`)."""

    name = "cuda_tile.bounded"

    lower_attr: Attribute
    upper_attr: Attribute

    def __init__(self, lower: int | None, upper: int | None):
        super().__init__(_optional_int(lower), _optional_int(upper))

    @property
    def lower(self) -> int | None:
        return _int_or_none(self.lower_attr)

    @property
    def upper(self) -> int | None:
        return _int_or_none(self.upper_attr)


ASSUME_PREDICATES = (DivByAttr, SameElementsAttr, BoundedAttr)


@irdl_attr_definition
class DenseConstAttr(ParametrizedAttribute):
    """A constant tile: its type and MLIR's raw dense buffer (one element when `splat`).

    The buffer layout is MLIR's: little-endian elements packed at their storage width
    (i1 bit-packed, least significant bit first, a single 0x00/0xFF byte being a splat;
    sub-byte floats one per byte), row-major.
    """

    name = "cuda_tile.dense"

    type: TileType
    raw: BytesAttr

    def __init__(self, type: TileType, raw: bytes):
        super().__init__(type, BytesAttr(bytes(raw)))

    @property
    def data(self) -> bytes:
        return self.raw.data


@irdl_attr_definition
class OptimizationHintsAttr(ParametrizedAttribute):
    """Hints keyed by architecture (`sm_100`, or `default` from 13.4), each a dictionary."""

    name = "cuda_tile.optimization_hints"

    entries: ArrayAttr

    def __init__(self, entries: Sequence[tuple[str, DictionaryAttr]]):
        super().__init__(ArrayAttr(ArrayAttr((StringAttr(k), v)) for k, v in entries))

    @property
    def items(self) -> list[tuple[str, DictionaryAttr]]:
        return [(pair.data[0].data, pair.data[1]) for pair in self.entries.data]  # type: ignore[attr-defined]


@irdl_attr_definition
class DIFileAttr(ParametrizedAttribute):
    """`#cuda_tile.di_file<"vadd.py" in "/dir">`."""

    name = "cuda_tile.di_file"

    filename: StringAttr
    directory: StringAttr

    def __init__(self, filename: str, directory: str):
        super().__init__(StringAttr(filename), StringAttr(directory))


@irdl_attr_definition
class DICompileUnitAttr(ParametrizedAttribute):
    """`#cuda_tile.di_compile_unit<file = #di_file>`."""

    name = "cuda_tile.di_compile_unit"

    file: DIFileAttr

    def __init__(self, file: DIFileAttr):
        super().__init__(file)


@irdl_attr_definition
class DISubprogramAttr(ParametrizedAttribute):
    """A function in the source: file, line, name, linkage name, unit, scope line."""

    name = "cuda_tile.di_subprogram"

    file: DIFileAttr
    line_attr: IntAttr
    name_attr: StringAttr
    linkage_name: StringAttr
    compile_unit: DICompileUnitAttr
    scope_line_attr: IntAttr

    def __init__(self, file: DIFileAttr, line: int, name: str, linkage_name: str,
                 compile_unit: DICompileUnitAttr, scope_line: int):
        super().__init__(file, IntAttr(line), StringAttr(name), StringAttr(linkage_name),
                         compile_unit, IntAttr(scope_line))


@irdl_attr_definition
class DILexicalBlockAttr(ParametrizedAttribute):
    """A nested scope: parent scope, file, line and column."""

    name = "cuda_tile.di_lexical_block"

    scope: Attribute
    file: DIFileAttr
    line_attr: IntAttr
    column_attr: IntAttr

    def __init__(self, scope: Attribute, file: DIFileAttr, line: int, column: int):
        super().__init__(scope, file, IntAttr(line), IntAttr(column))


@irdl_attr_definition
class DILocAttr(ParametrizedAttribute):
    """`#cuda_tile.di_loc<loc("f.py":3:4) in #di_subprogram>`: an op's source location."""

    name = "cuda_tile.di_loc"

    loc: Attribute
    scope: Attribute

    def __init__(self, loc: Attribute, scope: Attribute):
        super().__init__(loc, scope)


@irdl_attr_definition
class CallSiteLocAttr(ParametrizedAttribute):
    """A location inlined from `callee` at `caller`."""

    name = "cuda_tile.callsite_loc"

    callee: Attribute
    caller: Attribute

    def __init__(self, callee: Attribute, caller: Attribute):
        super().__init__(callee, caller)


def source_position(loc: Attribute | None) -> tuple[str, int, int] | None:
    """The innermost `(file, line, column)` of a location, for `loc("f":L:C)` diagnostics."""
    from xdsl.dialects.builtin import FileLineColLoc

    seen = 0
    while loc is not None and seen < 64:
        seen += 1
        if isinstance(loc, FileLineColLoc):
            return loc.filename.data, loc.line.data, loc.column.data
        if isinstance(loc, DILocAttr):
            loc = loc.loc
        elif isinstance(loc, CallSiteLocAttr):
            loc = loc.callee
        else:
            return None
    return None
