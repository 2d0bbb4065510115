"""A neutral description of small cuda_tile kernels, for verifier goldens and tests.

A `Case` is one kernel: entry parameter types and a body that calls a `CaseBuilder`. The same
case is built twice: as TileIR bytecode by `tools/verifier_goldens.py` (NVIDIA's tools judge it
and their verdict is kept in `golden/<name>.json`), and as xDSL IR by `xdsl_build.py` (our
verifier judges it, and the tests compare the two verdicts).

Operands are given per operand group of the op's `OpDef`, in table order: a value for a plain
operand, `None` or a value for an optional one, a list for a variadic one. Properties use the ODS
attribute names. Regions are `Body` objects; a `Body` with `fn=None` is an empty region.
The entry's `return` is appended by the backends unless `Case.auto_return` is false.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnitAttr,
    i1 as _i1_builtin,
)
from xdsl.ir import Attribute

from tileiras.dialects.cuda_tile import enums as en
from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.attributes import DenseConstAttr, EnumAttr, OptimizationHintsAttr
from tileiras.dialects.cuda_tile.versions import V13_1, V13_5, Version  # noqa: F401 (V13_1: for the cases)

Value = Any
"""A value made by a backend (an xDSL SSAValue or a bytecode value number)."""


class CaseBuilder(Protocol):
    """What a case body may call."""

    def op(self, mnemonic: str, results: Sequence[Attribute] = (), operands: Sequence[Any] = (),
           regions: Sequence["Body"] = (), **props: Attribute) -> Any: ...


@dataclass(frozen=True)
class Body:
    """A one-block region: its argument types and a function that emits its ops (or None: empty)."""

    arg_types: tuple[Attribute, ...] = ()
    fn: Callable[..., None] | None = None


@dataclass(frozen=True)
class Global:
    """A module-level `global`."""

    name: str
    value: DenseConstAttr
    alignment: int = 0
    constant: bool = False
    private: bool = False


@dataclass(frozen=True)
class Debug:
    """Source locations for a case: the entry's (`fn`) and every body op's (`ops`).

    A location is `("loc", scope, line, column)` or `("callsite", callee_loc, caller_loc)`; a
    scope is `("sp", linkage_name)` (a subprogram in file `k.py`) or `("lb", scope)` (a lexical
    block inside `scope`).
    """

    fn: tuple | None = None
    ops: tuple | None = None


@dataclass(frozen=True)
class Case:
    """One kernel to judge; `name` is also the golden's file name."""

    name: str
    body: Callable[..., None]
    params: tuple[Attribute, ...] = ()
    version: Version = V13_5
    hints: OptimizationHintsAttr | None = None
    globals: tuple[Global, ...] = ()
    auto_return: bool = True
    note: str = ""
    debug: Debug | None = None
    entry_results: tuple[Attribute, ...] = ()
    """Result types of the entry's function type (an entry must have none)."""
    reader: bool = False
    """True when NVIDIA rejects the case while reading it (a bytecode-reader golden, not ours)."""
    preview: bool = False
    """Public-preview content (preview$call): the header's preview bit, read with --preview=simt."""


# --- types -------------------------------------------------------------------------------

i1, i4, i8, i16, i32, i64 = ct.i1, ct.i4, ct.i8, ct.i16, ct.i32, ct.i64
f16, bf16, f32, tf32, f64 = ct.f16, ct.bf16, ct.f32, ct.tf32, ct.f64
f8e4m3, f8e5m2, f8e8m0, f4e2m1, f8e5m3 = ct.f8E4M3FN, ct.f8E5M2, ct.f8E8M0FNU, ct.f4E2M1FN, ct.f8E5M3FNU
token = ct.TokenType()
DYN = ct.DYNAMIC


def tile(shape: Sequence[int], elem: Attribute) -> ct.TileType:
    return ct.TileType(tuple(shape), elem)


def s(elem: Attribute) -> ct.TileType:
    """The scalar (0-d) tile of `elem`."""
    return ct.TileType((), elem)


def _ptr_attr(name: str | None) -> Attribute | None:
    """A 13.4 pointer attribute (`none`, `unicast`, `multicast`) as the types hold it."""
    if name is None:
        return None
    from xdsl.dialects.builtin import IntAttr

    names = getattr(ct, "PTR_ATTR_NAMES", ("none", "unicast", "multicast"))
    return IntAttr(names.index(name))


def ptr(elem: Attribute, attr: str | None = None) -> ct.PointerType:
    if attr is None:
        return ct.PointerType(elem)
    return ct.PointerType(elem, _ptr_attr(attr))  # type: ignore[call-arg]


def tv(elem: Attribute, shape: Sequence[int], strides: Sequence[int], attr: str | None = None) -> ct.TensorViewType:
    return ct.TensorViewType(elem, tuple(shape), tuple(strides), _ptr_attr(attr))


def pv(tile_shape: Sequence[int], view: ct.TensorViewType, dim_map: Sequence[int] | None = None,
       padding: str | None = None) -> ct.PartitionViewType:
    dm = tuple(range(len(tile_shape))) if dim_map is None else tuple(dim_map)
    pad = None if padding is None else en.PaddingValue.from_spelling(padding)
    return ct.PartitionViewType(tuple(tile_shape), view, dm, pad)  # type: ignore[arg-type]


def sv(tile_shape: Sequence[int], strides: Sequence[int], view: ct.TensorViewType,
       dim_map: Sequence[int] | None = None, padding: str | None = None) -> ct.StridedViewType:
    dm = tuple(range(len(tile_shape))) if dim_map is None else tuple(dim_map)
    pad = None if padding is None else en.PaddingValue.from_spelling(padding)
    return ct.StridedViewType(tuple(tile_shape), tuple(strides), view, dm, pad)  # type: ignore[arg-type]


def gsv(tile_shape: Sequence[int], view: ct.TensorViewType, sparse_dim: int,
        padding: str | None = None) -> ct.GatherScatterViewType:
    pad = None if padding is None else en.PaddingValue.from_spelling(padding)
    return ct.GatherScatterViewType(tuple(tile_shape), view, sparse_dim, pad)  # type: ignore[arg-type]


# --- attributes --------------------------------------------------------------------------

def loc(scope: tuple, line: int = 3, column: int = 4) -> tuple:
    return ("loc", scope, line, column)


def sp(linkage: str = "kernel") -> tuple:
    return ("sp", linkage)


def lb(scope: tuple) -> tuple:
    return ("lb", scope)


def callsite(callee: tuple, caller: tuple) -> tuple:
    return ("callsite", callee, caller)


def enum(cls: type[en.CudaTileEnum], spelling: str) -> EnumAttr:
    return EnumAttr(cls.from_spelling(spelling))


def rnd(spelling: str) -> EnumAttr:
    return enum(en.RoundingMode, spelling)


def sign(spelling: str = "signed") -> EnumAttr:
    return enum(en.Signedness, spelling)


def ovf(spelling: str = "none") -> EnumAttr:
    return enum(en.IntegerOverflow, spelling)


def pred(spelling: str) -> EnumAttr:
    return enum(en.ComparisonPredicate, spelling)


def order(spelling: str) -> EnumAttr:
    return enum(en.ComparisonOrdering, spelling)


def sem(spelling: str) -> EnumAttr:
    return enum(en.MemoryOrderingSemantics, spelling)


def scope(spelling: str) -> EnumAttr:
    return enum(en.MemoryScope, spelling)


def rmw(spelling: str) -> EnumAttr:
    return enum(en.AtomicRMWMode, spelling)


def mred(spelling: str) -> EnumAttr:
    return enum(en.MultimemReductionKind, spelling)


UNIT = UnitAttr()


def i64a(v: int) -> IntegerAttr:
    return IntegerAttr(v, 64)


def i32a(v: int) -> IntegerAttr:
    return IntegerAttr(v, 32)


def boola(v: bool) -> IntegerAttr:
    return IntegerAttr(int(v), _i1_builtin)


def strattr(text: str) -> StringAttr:
    return StringAttr(text)


def i32s(values: Sequence[int]) -> DenseArrayBase:
    return DenseArrayBase.from_list(IntegerType(32), list(values))


def bools(values: Sequence[bool]) -> DenseArrayBase:
    return DenseArrayBase.from_list(IntegerType(1), [int(v) for v in values])


def fattr(value: float, t: Attribute = ct.f32) -> FloatAttr:
    return FloatAttr(value, t)  # type: ignore[arg-type]


def iattr(value: int, t: Attribute = ct.i32) -> IntegerAttr:
    return IntegerAttr(value, t)  # type: ignore[arg-type]


def arr(items: Sequence[Attribute]) -> ArrayAttr:
    return ArrayAttr(list(items))


def hints(**per_arch: dict[str, Attribute]) -> OptimizationHintsAttr:
    return OptimizationHintsAttr([(arch, DictionaryAttr(d)) for arch, d in per_arch.items()])


def zeros(t: ct.TileType) -> DenseConstAttr:
    """A splat-zero constant of tile type `t` (one element's worth of raw bytes)."""
    width = max(1, (ct.bit_width(t.element_type) + 7) // 8) if not isinstance(t.element_type, ct.PointerType) else 8
    return DenseConstAttr(t, bytes(width))


def dense_f32(t: ct.TileType, values: Sequence[float]) -> DenseConstAttr:
    return DenseConstAttr(t, b"".join(struct.pack("<f", v) for v in values))


def dense_i32(t: ct.TileType, values: Sequence[int]) -> DenseConstAttr:
    return DenseConstAttr(t, b"".join(struct.pack("<i", v) for v in values))


# --- body helpers ------------------------------------------------------------------------

def const(b: CaseBuilder, t: ct.TileType, value: DenseConstAttr | None = None) -> Value:
    """A `constant` of type `t` (zeros unless `value` is given)."""
    return b.op("constant", [t], (), value=value if value is not None else zeros(t))


def yield_(b: CaseBuilder, *values: Value) -> None:
    b.op("yield", (), (list(values),))


def continue_(b: CaseBuilder, *values: Value) -> None:
    b.op("continue", (), (list(values),))


def break_(b: CaseBuilder, *values: Value) -> None:
    b.op("break", (), (list(values),))


@dataclass
class Registry:
    """An ordered, name-checked list of cases."""

    cases: list[Case] = field(default_factory=list)

    def add(self, name: str, params: Sequence[Attribute] = (), **kw: Any) -> Callable[[Callable[..., None]], Callable[..., None]]:
        def register(fn: Callable[..., None]) -> Callable[..., None]:
            if any(c.name == name for c in self.cases):
                raise ValueError(f"duplicate case {name}")
            self.cases.append(Case(name, fn, tuple(params), **kw))
            return fn

        return register
