"""xDSL op classes of the cuda_tile dialect, one per `OpDef` of `op_table.py`.

The classes are made from the table so that operand, attribute and result accessors, segment
sizes and structural verification follow the one definition the bytecode uses. Op-specific
semantic rules (shapes, element types, enum combinations) live in `verifiers.py` and run from
`verify_`. Attributes are xDSL properties; absent optional ones are simply missing.

Use `op_class("addf")` to get a class, `CudaTile` for the xDSL dialect object.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from typing import ClassVar

from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, FunctionType, IntegerAttr, StringAttr, UnitAttr
from xdsl.ir import Attribute, Dialect
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    region_def,
    result_def,
    var_operand_def,
    var_result_def,
)

from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.op_defs import OpDef
from tileiras.dialects.cuda_tile.op_table import OP_DEFS

_PROPERTY_TYPES: dict[str, type[Attribute]] = {
    "enum": cta.EnumAttr,
    "unit": UnitAttr,
    "bool": IntegerAttr,
    "int": IntegerAttr,
    "string": StringAttr,
    "type": Attribute,
    "dense": cta.DenseConstAttr,
    "bool_array": DenseArrayBase,
    "i32_array": DenseArrayBase,
    "attr_array": ArrayAttr,
    "predicate": Attribute,
    "hints": cta.OptimizationHintsAttr,
}


class CudaTileOp(IRDLOperation):
    """Base of every cuda_tile op; `OP_DEF` is the table entry the class was made from."""

    OP_DEF: ClassVar[OpDef]

    def verify_(self) -> None:
        from tileiras.dialects.cuda_tile.verifiers import verify_op

        verify_op(self)


def _class_name(mnemonic: str) -> str:
    return "".join(part.capitalize() for part in mnemonic.replace("$", "_").split("_")) + "Op"


def _make_op_class(d: OpDef) -> type[CudaTileOp]:
    namespace: dict[str, object] = {"__module__": __name__, "name": d.name, "OP_DEF": d, "__annotations__": {"OP_DEF": ClassVar[OpDef]}, "__doc__": f"`cuda_tile.{d.mnemonic}` (opcode 0x{d.opcode:02X}, since {d.since})."}
    for o in d.operands:
        if o.variadic:
            namespace[_value_field_name(o.name)] = var_operand_def()
        elif o.optional:
            namespace[_value_field_name(o.name)] = opt_operand_def()
        else:
            namespace[_value_field_name(o.name)] = operand_def()
    for r in d.results:
        if r.variadic:
            namespace[_value_field_name(r.name)] = var_result_def()
        elif r.since > d.since:
            namespace[_value_field_name(r.name)] = opt_result_def()
        else:
            namespace[_value_field_name(r.name)] = result_def()
    for a in d.attrs:
        prop_type = _PROPERTY_TYPES[a.kind]
        namespace[_field_name(a.name)] = (prop_def if d.is_required(a) else opt_prop_def)(prop_type, prop_name=a.name)
    for i in range(d.regions):
        namespace[f"region{i}" if d.regions > 1 else "body"] = region_def()
    if d.segmented:
        namespace["irdl_options"] = (AttrSizedOperandSegments(as_property=True),)
    cls = type(_class_name(d.mnemonic), (CudaTileOp,), namespace)
    return irdl_op_definition(cls)


_RESERVED = {"name", "operands", "results", "regions", "attributes", "properties", "value"}


def _value_field_name(name: str) -> str:
    """Python field for an operand or result group; names that clash with Operation members
    (`operands` of return/yield/reduce, `result_types` of for/if/reduce) get a trailing `_`,
    without which xDSL would silently drop the group."""
    return f"{name}_" if hasattr(IRDLOperation, name) else name


def _field_name(attr_name: str) -> str:
    """Python field for an attribute; names that clash with Operation members get `_attr`."""
    return f"{attr_name}_attr" if attr_name in _RESERVED or attr_name in ("str", "global") else attr_name


class _OpClasses(Mapping[str, type[CudaTileOp]]):
    """Op classes by mnemonic, each made on first use: a kernel uses a few of the 109, and
    making one (xDSL's `irdl_op_definition`) costs about a millisecond."""

    def __init__(self) -> None:
        self._defs = {d.mnemonic: d for d in OP_DEFS}
        self._made: dict[str, type[CudaTileOp]] = {}
        self._lock = threading.Lock()  # one class per op, whichever thread asks first

    def __getitem__(self, mnemonic: str) -> type[CudaTileOp]:
        cls = self._made.get(mnemonic)
        if cls is None:
            with self._lock:
                cls = self._made.get(mnemonic)
                if cls is None:
                    cls = self._made[mnemonic] = _make_op_class(self._defs[mnemonic])
        return cls

    def __iter__(self) -> Iterator[str]:
        return iter(self._defs)

    def __len__(self) -> int:
        return len(self._defs)


OP_CLASSES: Mapping[str, type[CudaTileOp]] = _OpClasses()
"""Op classes by mnemonic (in table order)."""


def op_class(mnemonic: str) -> type[CudaTileOp]:
    """The class of `cuda_tile.<mnemonic>`; raises KeyError for an unknown op."""
    return OP_CLASSES[mnemonic]


def _dialect() -> Dialect:
    return Dialect(
        "cuda_tile",
        list(OP_CLASSES.values()),
        [
            ctt.PointerType,
            ctt.TokenType,
            ctt.TileType,
            ctt.TensorViewType,
            ctt.PartitionViewType,
            ctt.StridedViewType,
            ctt.GatherScatterViewType,
            ctt.Float8E5M3FNUType,
            cta.EnumAttr,
            cta.DivByAttr,
            cta.SameElementsAttr,
            cta.BoundedAttr,
            cta.DenseConstAttr,
            cta.OptimizationHintsAttr,
            cta.DIFileAttr,
            cta.DICompileUnitAttr,
            cta.DISubprogramAttr,
            cta.DILexicalBlockAttr,
            cta.DILocAttr,
            cta.CallSiteLocAttr,
        ],
    )


def __getattr__(name: str) -> object:
    """`CudaTile`, the xDSL dialect object, made on first use (it makes every op class)."""
    if name == "CudaTile":
        dialect = globals()["CudaTile"] = _dialect()
        return dialect
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["CudaTile", "CudaTileOp", "OP_CLASSES", "op_class", "FunctionType"]
