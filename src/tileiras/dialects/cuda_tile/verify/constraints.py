"""What every family's rules share: operand access, type printing, ODS-style constraints.

NVIDIA's messages print types the way MLIR diagnostics do: quoted, cuda_tile types with their
dialect prefix (`'!cuda_tile.tile<4xi32>'`), builtin scalars bare (`'f64'`). Operand and result
numbers count every value of the op in order, as ODS-generated verifiers do.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IntegerAttr, IntegerType, NoneAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import IRDLOperation

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.attributes import EnumAttr
from tileiras.dialects.cuda_tile.enums import CudaTileEnum
from tileiras.dialects.cuda_tile.op_defs import OpDef
from tileiras.dialects.cuda_tile.verifiers import fail

# --- printing --------------------------------------------------------------------------

_DIAG_ELEMENT_NAMES = {ct.f8E5M3FNU: "fnv8E5M3FNU"}


def elem_str(t: Attribute) -> str:
    """An element type as NVIDIA prints it inside a type (`f32`, `fnv8E5M3FNU`, `ptr<f32>`)."""
    if t in _DIAG_ELEMENT_NAMES:
        return _DIAG_ELEMENT_NAMES[t]
    if ct.is_element_type(t):
        return ct.element_name(t)
    return short_type(t)


_PTR_ATTR_NAMES = getattr(ct, "PTR_ATTR_NAMES", ("none", "unicast", "multicast"))


def ptr_attr_name(t: Attribute) -> str | None:
    """The 13.4 pointer attribute of a pointer or tensor view type (`multicast`, ...), None if absent."""
    attr = getattr(t, "ptr_attr", None)
    if attr is None or isinstance(attr, NoneAttr):
        return None
    code = int(attr.data)  # type: ignore[attr-defined]
    return _PTR_ATTR_NAMES[code] if 0 <= code < len(_PTR_ATTR_NAMES) else str(code)


def is_multicast(t: Attribute) -> bool:
    """True for a multicast pointer, a tile of them, or a view over a multicast tensor view."""
    if isinstance(t, ct.TileType):
        t = t.element_type
    if isinstance(t, ct.VIEW_TYPES):
        t = t.tensor_view
    return ptr_attr_name(t) == "multicast"


def _dims(values: Sequence[int]) -> str:
    return "x".join("?" if d == ct.DYNAMIC else str(d) for d in values)


def _list(values: Sequence[int]) -> str:
    return ",".join("?" if d == ct.DYNAMIC else str(d) for d in values)


def short_type(t: Attribute) -> str:
    """A cuda_tile type without its `!cuda_tile.` prefix (how it prints nested in another type)."""
    if ct.is_element_type(t):
        return elem_str(t)
    if isinstance(t, ct.PointerType):
        attr = ptr_attr_name(t)
        return f"ptr<{elem_str(t.pointee)}, <{attr}>>" if attr is not None else f"ptr<{elem_str(t.pointee)}>"
    if isinstance(t, ct.TokenType):
        return "token"
    if isinstance(t, ct.TileType):
        e = elem_str(t.element_type)
        return f"tile<{_dims(t.shape)}x{e}>" if t.shape else f"tile<{e}>"
    if isinstance(t, ct.TensorViewType):
        e = elem_str(t.element_type)
        if not t.shape:
            attr = ptr_attr_name(t)
            return f"tensor_view<{e}, #cuda_tile.ptr_attr<{attr}>>" if attr is not None else f"tensor_view<{e}>"
        attr = ptr_attr_name(t)
        tail = f", #cuda_tile.ptr_attr<{attr}>" if attr is not None else ""
        return f"tensor_view<{_dims(t.shape)}x{e}, strides=[{_list(t.strides)}]{tail}>"
    if isinstance(t, (ct.PartitionViewType, ct.StridedViewType, ct.GatherScatterViewType)):
        name = {ct.PartitionViewType: "partition_view", ct.StridedViewType: "strided_view",
                ct.GatherScatterViewType: "gather_scatter_view"}[type(t)]
        text = f"{name}<tile=({_dims(t.tile_shape)}), "
        if isinstance(t, ct.StridedViewType):
            text += f"traversal_strides=[{_list(t.traversal_strides)}], "
        if t.padding is not None:
            text += f"padding_value = {t.padding.value}, "
        text += short_type(t.tensor_view)
        if isinstance(t, ct.GatherScatterViewType):
            return text + f", sparse_dim={t.sparse_dim}>"
        if t.dim_map != tuple(range(len(t.tile_shape))):
            text += f", dim_map=[{', '.join(str(d) for d in t.dim_map)}]"
        return text + ">"
    return str(t)


def type_str(t: Attribute) -> str:
    """A type as a diagnostic prints it, without quotes (`!cuda_tile.tile<4xf32>`, `f32`)."""
    if ct.is_element_type(t):
        return elem_str(t)
    if isinstance(t, (ct.PointerType, ct.TokenType, ct.TileType, ct.TensorViewType, ct.PartitionViewType,
                      ct.StridedViewType, ct.GatherScatterViewType)):
        return "!cuda_tile." + short_type(t)
    return str(t)


def q(t: Attribute) -> str:
    """A type as a diagnostic argument: quoted."""
    return f"'{type_str(t)}'"


def types_str(ts: Iterable[Attribute]) -> str:
    """A type range as MLIR streams one into a diagnostic: `'a', 'b'`."""
    return ", ".join(q(t) for t in ts)


def shape_str(shape: Sequence[int]) -> str:
    """An `ArrayRef<int64_t>` streamed into a diagnostic: `4, 8`."""
    return ", ".join(str(d) for d in shape)


# --- op access -------------------------------------------------------------------------

def op_def(op: Operation) -> OpDef:
    return op.OP_DEF  # type: ignore[attr-defined,no-any-return]


def _field(name: str) -> str:
    return f"{name}_" if hasattr(IRDLOperation, name) else name


def group(op: Operation, name: str) -> Any:
    """An operand or result group by its ODS name: a value, None (absent optional) or a tuple."""
    value = getattr(op, _field(name))
    if isinstance(value, (SSAValue, type(None))):
        return value
    return tuple(value)


def values(op: Operation, name: str) -> tuple[SSAValue, ...]:
    """The values of a group as a tuple (empty when an optional one is absent)."""
    g = group(op, name)
    if g is None:
        return ()
    if isinstance(g, SSAValue):
        return (g,)
    return g


def ty(op: Operation, name: str) -> Attribute:
    """The type of a single-value group."""
    v = group(op, name)
    assert isinstance(v, SSAValue), name
    return v.type


def prop(op: Operation, name: str) -> Attribute | None:
    """A property by its ODS name, or None when absent."""
    return op.properties.get(name)


def enum_value(op: Operation, name: str, default: CudaTileEnum | None = None) -> CudaTileEnum | None:
    a = prop(op, name)
    if isinstance(a, EnumAttr):
        return a.value
    return default


def has_unit(op: Operation, name: str) -> bool:
    return name in op.properties


def int_value(op: Operation, name: str) -> int | None:
    a = prop(op, name)
    if isinstance(a, IntegerAttr):
        return int(a.value.data)
    return None


def int_array(op: Operation, name: str) -> list[int] | None:
    a = prop(op, name)
    if isinstance(a, DenseArrayBase):
        return [int(x) for x in a.get_values()]
    return None


def array(op: Operation, name: str) -> list[Attribute] | None:
    a = prop(op, name)
    if isinstance(a, ArrayAttr):
        return list(a.data)
    return None


def check_required_attributes(op: Operation) -> None:
    """ODS's first check: every required attribute is present."""
    d = op_def(op)
    for a in d.attrs:
        if d.is_required(a) and a.name not in op.properties:
            fail(op, f"requires attribute '{a.name}'")


# --- element-type constraints ----------------------------------------------------------

def is_tile(t: Attribute) -> bool:
    return isinstance(t, ct.TileType)


def elem(t: Attribute) -> Attribute:
    return t.element_type if isinstance(t, ct.TileType) else t


def is_ptr_tile(t: Attribute) -> bool:
    return isinstance(t, ct.TileType) and isinstance(t.element_type, ct.PointerType)


I_STD = (ct.i1, ct.i8, ct.i16, ct.i32, ct.i64)
F_BASE = (ct.f16, ct.bf16, ct.f32, ct.f64)
F_ALL = (ct.f16, ct.bf16, ct.f32, ct.f64, ct.tf32, ct.f8E4M3FN, ct.f8E5M2, ct.f8E8M0FNU, ct.f4E2M1FN, ct.f8E5M3FNU)
NUMBER = I_STD + (ct.f16, ct.bf16, ct.f32, ct.f64, ct.tf32, ct.f8E4M3FN, ct.f8E5M2, ct.f8E8M0FNU, ct.f4E2M1FN, ct.f8E5M3FNU)


def _names(elems: Sequence[Attribute]) -> str:
    return " or ".join(elem_str(e) for e in elems)


@dataclass(frozen=True)
class C:
    """A type constraint: what ODS prints after `must be` and the predicate."""

    desc: str
    test: Callable[[Attribute], bool]


def tile_of(elems: Sequence[Attribute], label: str | None = None) -> C:
    names = _names(elems)
    desc = f"{label} of {names} values" if label else f"tile of {names} values"
    allowed = set(elems)
    return C(desc, lambda t: is_tile(t) and elem(t) in allowed)


def scalar_tile_of(elems: Sequence[Attribute]) -> C:
    allowed = set(elems)
    return C(f"0D tile of {_names(elems)} values", lambda t: is_tile(t) and t.rank == 0 and elem(t) in allowed)


BASE_FLOAT_TILE = tile_of(F_BASE)
INT_TILE = tile_of(I_STD)
INT_TILE_I4 = tile_of(I_STD + (ct.i4,))
FLOAT_TILE = tile_of(F_ALL)
NUMBER_TILE = tile_of(NUMBER)
NUMBER_TILE_I4 = tile_of(NUMBER + (ct.i4,))
I1_TILE = tile_of((ct.i1,))
I8_TILE = tile_of((ct.i8,))
I64_TILE = tile_of((ct.i64,))
I32_OR_LESS_TILE = tile_of((ct.i1, ct.i8, ct.i16, ct.i32))
PTR_TILE = C("tile of Pointer type values", is_ptr_tile)
SCALAR_PTR_TILE = C("0D tile of Pointer type values", lambda t: is_ptr_tile(t) and t.rank == 0)
SCALAR_I1 = scalar_tile_of((ct.i1,))
SCALAR_I32 = scalar_tile_of((ct.i32,))
SCALAR_INT = scalar_tile_of(I_STD)
ANY_TILE = C("Tile type", is_tile)
TOKEN = C("cuda tile token type", lambda t: isinstance(t, ct.TokenType))
TENSOR_VIEW = C("tensor view type", lambda t: isinstance(t, ct.TensorViewType))
PARTITION_VIEW = C("partition view type", lambda t: isinstance(t, ct.PartitionViewType))
STRIDED_VIEW = C("strided view type", lambda t: isinstance(t, ct.StridedViewType))
GATHER_SCATTER_VIEW = C("gather/scatter view type", lambda t: isinstance(t, ct.GatherScatterViewType))
TILE_VIEW = C("TileView instance", lambda t: isinstance(t, ct.VIEW_TYPES))
NON_TOKEN = C("any non-token type", lambda t: not isinstance(t, ct.TokenType))


def check_groups(op: Operation, kind: str, spec: dict[str, C]) -> None:
    """ODS operand/result constraints: `<kind> #N must be <desc>, but got '<type>'`.

    Numbers run over every value of the op, in group order; variadic groups say `variadic of`.
    """
    d = op_def(op)
    defs = d.operands if kind == "operand" else d.results
    index = 0
    for g in defs:
        vals = values(op, g.name)
        c = spec.get(g.name)
        for v in vals:
            if c is not None and not c.test(v.type):
                what = f"variadic of {c.desc}" if g.variadic else c.desc
                fail(op, f"{kind} #{index} must be {what}, but got {q(v.type)}")
            index += 1


def operands(op: Operation, **spec: C) -> None:
    check_groups(op, "operand", spec)


def results(op: Operation, **spec: C) -> None:
    check_groups(op, "result", spec)


def _group_types(op: Operation, names: Sequence[str]) -> list[Attribute]:
    out: list[Attribute] = []
    for n in names:
        out.extend(v.type for v in values(op, n))
    return out


def _trait(op: Operation, names: Sequence[str], what: str) -> str:
    return f"failed to verify that all of {{{', '.join(names)}}} {what}"


def all_types_match(op: Operation, *names: str, labels: Sequence[str] | None = None) -> None:
    """ODS `AllTypesMatch` (a variadic group counts as its list of types).

    `labels` are the ODS names to print when our op table names a group differently.
    """
    ts = [tuple(v.type for v in values(op, n)) for n in names]
    if any(t != ts[0] for t in ts[1:]):
        fail(op, _trait(op, labels or names, "have same type"))


def all_shapes_match(op: Operation, *names: str) -> None:
    """ODS `AllShapesMatch` (over shaped values only)."""
    shapes = [t.shape for t in _group_types(op, names) if isinstance(t, ct.TileType)]
    if any(s != shapes[0] for s in shapes[1:]):
        fail(op, _trait(op, names, "have same shape"))


def all_ranks_match(op: Operation, *names: str) -> None:
    """ODS `AllRanksMatch`."""
    ranks = [t.rank for t in _group_types(op, names) if isinstance(t, ct.TileType)]
    if any(r != ranks[0] for r in ranks[1:]):
        fail(op, _trait(op, names, "have same rank"))


def all_elements_match(op: Operation, *names: str) -> None:
    """cuda_tile's `AllElementTypeMatch`."""
    es = [elem(t) for t in _group_types(op, names)]
    if any(e != es[0] for e in es[1:]):
        fail(op, _trait(op, names, "have the same element type"))


def same_operands_and_result_shape(op: Operation) -> None:
    """MLIR's `SameOperandsAndResultShape` trait."""
    ts = [v.type for v in op.operands] + [r.type for r in op.results]
    shapes = [t.shape for t in ts if isinstance(t, ct.TileType)]
    if any(s != shapes[0] for s in shapes[1:]):
        fail(op, "requires the same shape for all operands and results")


def same_operands_shape(op: Operation) -> None:
    """MLIR's `SameOperandsShape` trait."""
    shapes = [v.type.shape for v in op.operands if isinstance(v.type, ct.TileType)]
    if any(s != shapes[0] for s in shapes[1:]):
        fail(op, "requires the same shape for all operands")


def same_operands_and_result_element_type(op: Operation) -> None:
    """MLIR's `SameOperandsAndResultElementType` trait."""
    es = [elem(v.type) for v in op.operands] + [elem(r.type) for r in op.results]
    if any(e != es[0] for e in es[1:]):
        fail(op, "requires the same element type for all operands and results")


def is_integer(t: Attribute) -> bool:
    return isinstance(t, IntegerType)
