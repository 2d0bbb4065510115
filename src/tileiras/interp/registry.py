"""The table of op semantics, and the small helpers every implementation uses.

An implementation is `fn(state, op, args) -> list | Signal`: `state` is the running tile block
(`runner.BlockState`), `op` the xDSL op, `args` the runtime values of its operands in order. It
returns the values of the op's results in order, or a `Signal` for terminators and ops that
pass one on (a `break` inside an `if`).

Implementations register by full op name in the `SEMANTICS` table, one module per op family
(the same families as the verifier and the cuda_tile -> nv_tileaa conversion):
`@SEMANTICS.rule("cuda_tile.addf")`. Ops of other dialects register the same way
(`@SEMANTICS.rule("nv_tileaa.load")`), so a lowering's author can make the IR after their
stage interpretable too (see `differential.py`). An op with no implementation is reported as
`UnsupportedError` when the interpreter meets it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    UnitAttr,
)
from xdsl.ir import Attribute, Operation

from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.attributes import EnumAttr
from tileiras.interp.errors import UnsupportedError
from tileiras.op_registry import MissingRule, OpTable

Impl = Callable[[Any, Operation, list[Any]], Any]

SEMANTICS: OpTable[Impl] = OpTable("interpreter")
"""Implementation per op (full op names)."""

SEMANTICS.exempt("run by the launcher (launch.py), never as an op of a block",
                 "cuda_tile.module", "cuda_tile.entry", "cuda_tile.global")


def lookup(op: Operation) -> Impl:
    """The implementation of `op`; `UnsupportedError` when it has none."""
    try:
        fn = SEMANTICS.lookup(op.name)
    except MissingRule:
        fn = None
    if fn is None:
        raise UnsupportedError(f"the interpreter has no semantics for '{op.name}'", op=op)
    return fn


@dataclass
class Signal:
    """How a block ended: `kind` is yield, continue, break, return or end (fell off the end)."""

    kind: str
    values: list[Any] = field(default_factory=list)


# ------------------------------------------------------------------------------ attributes


def prop(op: Operation, name: str) -> Attribute | None:
    """An attribute of the op by ODS name (properties first, then the attribute dictionary)."""
    a = op.properties.get(name)
    if a is None:
        a = op.attributes.get(name)
    return a


def enum_prop(op: Operation, name: str, default: Any = None) -> Any:
    a = prop(op, name)
    if a is None:
        return default
    if isinstance(a, EnumAttr):
        return a.value
    return getattr(a, "data", a)


def unit_prop(op: Operation, name: str) -> bool:
    a = prop(op, name)
    if a is None:
        return False
    if isinstance(a, UnitAttr):
        return True
    if isinstance(a, (IntegerAttr, BoolAttr)):
        return bool(a.value.data)
    return True


def int_prop(op: Operation, name: str, default: int | None = None) -> int | None:
    a = prop(op, name)
    if a is None:
        return default
    if isinstance(a, IntegerAttr):
        return int(a.value.data)
    if hasattr(a, "data") and isinstance(a.data, int):
        return int(a.data)
    raise UnsupportedError(f"attribute '{name}' of '{op.name}' is not an integer", op=op)


def str_prop(op: Operation, name: str) -> str:
    a = prop(op, name)
    if isinstance(a, StringAttr):
        return a.data
    data = getattr(a, "data", None)
    if isinstance(data, str):
        return data
    root = getattr(a, "root_reference", None)
    if root is not None:
        return root.data
    raise UnsupportedError(f"attribute '{name}' of '{op.name}' is missing or not a string", op=op)


def array_prop(op: Operation, name: str) -> list[Any] | None:
    a = prop(op, name)
    if a is None:
        return None
    if isinstance(a, DenseArrayBase):
        return list(a.get_values())
    if isinstance(a, ArrayAttr):
        return list(a.data)
    raise UnsupportedError(f"attribute '{name}' of '{op.name}' is not an array", op=op)


def attr_number(a: Attribute) -> Any:
    """A Python number from an integer, float or bool attribute."""
    if isinstance(a, IntegerAttr):
        return int(a.value.data)
    if isinstance(a, FloatAttr):
        return float(a.value.data)
    if isinstance(a, BoolAttr):
        return bool(a.value.data)
    data = getattr(a, "value", None)
    if data is not None and hasattr(data, "data"):
        return data.data
    raise UnsupportedError(f"cannot read a number from attribute {a}")


# ------------------------------------------------------------------------------ types


def elem(t: Attribute) -> Attribute:
    """The element type of a tile (or view/pointer) type."""
    return ctt.element_type_of(t)


def shape_of(t: Attribute) -> tuple[int, ...]:
    if isinstance(t, ctt.TileType):
        return t.shape
    return ()


def result_type(op: Operation, i: int = 0) -> Attribute:
    return op.results[i].type


def result_elem(op: Operation, i: int = 0) -> Attribute:
    return elem(op.results[i].type)


def operand_elem(op: Operation, i: int = 0) -> Attribute:
    return elem(op.operands[i].type)
