"""Reference semantics for nv_tileaa IR (with arith, math, scf, ub), for differential tests.

Importing this module registers, in the reference interpreter's table (`tileiras.interp`),
an implementation for every op the cuda_tile -> nv_tileaa conversion and the nv_tileaa
canonicalizers produce, so a module can be interpreted before conversion (cuda_tile) and after
(nv_tileaa) and the results compared (`tileiras.interp.differential`).

Most ops have the semantics of a cuda_tile op. Those run the cuda_tile implementation on a
*proxy*: an object that looks like the cuda_tile op (cuda_tile types for its operands and
results, cuda_tile attributes, the operand names the implementation reads) while evaluating
the real operands and regions. So both sides share one definition of each computation, and
what the differential test checks is the conversion's choice of op, attributes, types and
structure. Ops without a cuda_tile twin (scf, splat, extract, grid queries, globals) are
implemented here.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from xdsl.dialects.builtin import (
    AnyFloat,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerType,
    StringAttr,
    TensorType,
    UnitAttr,
)
from xdsl.ir import Attribute, Operation

from tileiras.dialects.cuda_tile import enums as ce
from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.attributes import EnumAttr
from tileiras.dialects.nv_tileaa import types as aat
from tileiras.dialects.nv_tileaa.values import attr_to_array
from tileiras.interp import dtypes as dt
from tileiras.interp import runner
from tileiras.interp.errors import InterpError, UnsupportedError
from tileiras.interp.registry import SEMANTICS, Signal
from tileiras.interp.values import TOKEN

runner._ensure_semantics_loaded()

# ----------------------------------------------------------------------------------- types


def cuda_element(t: Attribute) -> Attribute:
    if isinstance(t, aat.PointerType):
        return ctt.PointerType(t.pointee)
    if isinstance(t, IndexType):
        return ctt.i64
    return t


def _dim(d: int) -> int:
    return ctt.DYNAMIC if d == aat.DYNAMIC else d


def _padding(p: str):
    return None if not p else ce.PaddingValue(p)


def cuda_type(t: Attribute) -> Attribute:
    """The cuda_tile type an nv_tileaa value type came from."""
    if isinstance(t, TensorType):
        return ctt.TileType(t.get_shape(), cuda_element(t.element_type))
    if isinstance(t, (IntegerType, AnyFloat, aat.PointerType, IndexType)) or t.name == "cuda_tile.f8E5M3FNU":
        return ctt.TileType((), cuda_element(t))
    if isinstance(t, aat.MemTokenType):
        return ctt.TokenType()
    if isinstance(t, aat.MemRefType):
        return ctt.TensorViewType(t.element_type, [_dim(d) for d in t.shape], [_dim(s) for s in t.strides])
    if isinstance(t, aat.TiledViewType):
        tv = cuda_type(t.memref)
        if t.sparse_dim >= 0:
            return ctt.GatherScatterViewType(t.tile_shape, tv, t.sparse_dim, _padding(t.padding))
        if t.steps != t.tile_shape:
            return ctt.StridedViewType(t.tile_shape, t.steps, tv, t.dim_map, _padding(t.padding))
        return ctt.PartitionViewType(t.tile_shape, tv, t.dim_map, _padding(t.padding))
    return t


# ---------------------------------------------------------------------------------- proxies


class _Value:
    """An operand or result as the cuda_tile implementation sees it: a cuda_tile type."""

    def __init__(self, real, t: Attribute):
        self.real = real
        self.type = t
        self.name_hint = getattr(real, "name_hint", None)


class _Proxy:
    def __init__(self, op: Operation, mnemonic: str, props: dict[str, Attribute], groups: dict[str, Any]):
        self.name = "cuda_tile." + mnemonic
        self.real = op
        self.properties = props
        self.attributes = {}
        self.operands = [_Value(v, cuda_type(v.type)) for v in op.operands]
        self.results = [_Value(r, cuda_type(r.type)) for r in op.results]
        self.regions = op.regions
        self.location = getattr(op, "location", None)
        by_real = {id(v.real): v for v in self.operands}
        for name, g in groups.items():
            if isinstance(g, list):
                setattr(self, name, [by_real[id(v)] for v in g])
            else:
                setattr(self, name, None if g is None else by_real[id(g)])


def _run_as(mnemonic: str, props_fn=None, groups_fn=None):
    """Implement an op by the cuda_tile op `mnemonic` on a proxy."""
    impl = SEMANTICS.lookup(f"cuda_tile.{mnemonic}")

    def run(st, op, args):
        props = props_fn(op) if props_fn else {}
        groups = groups_fn(op) if groups_fn else {}
        proxy = _Proxy(op, mnemonic, props, groups)
        for pv, value in zip(proxy.operands, args):
            st.env[pv] = value
        for name in groups:
            g = getattr(proxy, name)
            for pv in (g if isinstance(g, list) else [g]):
                if pv is not None:
                    st.env[pv] = st.env[pv.real] if pv.real in st.env else st.value(pv.real)
        return impl(st, proxy, args)

    return run


def _enum(e) -> EnumAttr:
    return EnumAttr(e)


def _rounding(op: Operation, default: ce.RoundingMode) -> dict:
    props: dict[str, Attribute] = {}
    mode = op.properties.get("rounding_mode") or op.attributes.get("nv_tileaa.rounding_mode")
    props["rounding_mode"] = _enum(ce.RoundingMode(mode.data.value) if mode is not None else default)
    if op.properties.get("flush_to_zero") is not None or op.attributes.get("nv_tileaa.flush_to_zero") is not None:
        props["flush_to_zero"] = UnitAttr()
    return props


def _ne(op):
    return _rounding(op, ce.RoundingMode.NEAREST_EVEN)


def _full(op):
    return _rounding(op, ce.RoundingMode.FULL)


def _ftz(op):
    props = _rounding(op, ce.RoundingMode.NEAREST_EVEN)
    del props["rounding_mode"]
    return props


_OVERFLOW = {frozenset(): ce.IntegerOverflow.NONE, frozenset({"nsw"}): ce.IntegerOverflow.NSW,
             frozenset({"nuw"}): ce.IntegerOverflow.NUW, frozenset({"nsw", "nuw"}): ce.IntegerOverflow.NW}


def _overflow(op):
    flags = op.properties.get("overflowFlags")
    names = frozenset() if flags is None else frozenset(str(f.value) for f in flags.data)
    return {"overflow": _enum(_OVERFLOW.get(names, ce.IntegerOverflow.NONE))}


def _signed(signed: bool, **extra):
    def props(op):
        d = {"signedness": _enum(ce.Signedness.SIGNED if signed else ce.Signedness.UNSIGNED)}
        d.update(extra)
        return d

    return props


# ------------------------------------------------------------------ float and int arithmetic

for name in ("addf", "subf", "mulf", "divf"):
    SEMANTICS.rule(f"arith.{name}", f"nv_tileaa.{name}")(_run_as(name, _ne))
SEMANTICS.rule("nv_tileaa.fma")(_run_as("fma", _ne))
SEMANTICS.rule("arith.remf")(_run_as("remf"))
SEMANTICS.rule("arith.negf")(_run_as("negf"))
for src, dst in (("absf", "absf"), ("absi", "absi"), ("ceil", "ceil"), ("floor", "floor"), ("cos", "cos"),
                 ("cosh", "cosh"), ("sin", "sin"), ("sinh", "sinh"), ("tan", "tan"), ("log", "log"),
                 ("log2", "log2"), ("powf", "fpowf"), ("fpowi", "fpowi"), ("atan2", "atan2")):
    SEMANTICS.rule(f"math.{src}")(_run_as(dst))
SEMANTICS.rule("math.exp", "nv_tileaa.exp")(_run_as("exp", _full))
SEMANTICS.rule("math.tanh", "nv_tileaa.tanh")(_run_as("tanh", _full))
SEMANTICS.rule("math.exp2", "nv_tileaa.exp2")(_run_as("exp2", _ftz))
SEMANTICS.rule("math.sqrt", "nv_tileaa.sqrt")(_run_as("sqrt", _ne))
SEMANTICS.rule("nv_tileaa.rsqrt")(_run_as("rsqrt", _ftz))
SEMANTICS.rule("nv_tileaa.mulhiui")(_run_as("mulhii"))


def _minmax(nan: bool):
    def props(op):
        d = {}
        if nan:
            d["propagate_nan"] = UnitAttr()
        if op.attributes.get("nv_tileaa.flush_to_zero") is not None:
            d["flush_to_zero"] = UnitAttr()
        return d

    return props


SEMANTICS.rule("arith.maximumf")(_run_as("maxf", _minmax(True)))
SEMANTICS.rule("arith.maxnumf")(_run_as("maxf", _minmax(False)))
SEMANTICS.rule("arith.minimumf")(_run_as("minf", _minmax(True)))
SEMANTICS.rule("arith.minnumf")(_run_as("minf", _minmax(False)))

for name in ("addi", "subi", "muli", "shli"):
    SEMANTICS.rule(f"arith.{name}")(_run_as(name, _overflow))
for name in ("andi", "ori", "xori"):
    SEMANTICS.rule(f"arith.{name}")(_run_as(name))
_Z, _NEG, _POS = ce.RoundingMode.ZERO, ce.RoundingMode.NEGATIVE_INF, ce.RoundingMode.POSITIVE_INF
SEMANTICS.rule("arith.divsi")(_run_as("divi", _signed(True, rounding=_enum(_Z))))
SEMANTICS.rule("arith.divui")(_run_as("divi", _signed(False, rounding=_enum(_Z))))
SEMANTICS.rule("arith.floordivsi")(_run_as("divi", _signed(True, rounding=_enum(_NEG))))
SEMANTICS.rule("arith.ceildivsi")(_run_as("divi", _signed(True, rounding=_enum(_POS))))
SEMANTICS.rule("arith.ceildivui")(_run_as("divi", _signed(False, rounding=_enum(_POS))))
SEMANTICS.rule("arith.remsi")(_run_as("remi", _signed(True)))
SEMANTICS.rule("arith.remui")(_run_as("remi", _signed(False)))
SEMANTICS.rule("arith.maxsi")(_run_as("maxi", _signed(True)))
SEMANTICS.rule("arith.maxui")(_run_as("maxi", _signed(False)))
SEMANTICS.rule("arith.minsi")(_run_as("mini", _signed(True)))
SEMANTICS.rule("arith.minui")(_run_as("mini", _signed(False)))
SEMANTICS.rule("arith.shrsi")(_run_as("shri", _signed(True)))
SEMANTICS.rule("arith.shrui")(_run_as("shri", _signed(False)))

_CMPI = {0: ("equal", None), 1: ("not_equal", None), 2: ("less_than", True), 3: ("less_than_or_equal", True),
         4: ("greater_than", True), 5: ("greater_than_or_equal", True), 6: ("less_than", False),
         7: ("less_than_or_equal", False), 8: ("greater_than", False), 9: ("greater_than_or_equal", False)}
_CMPF = {1: ("equal", True), 2: ("greater_than", True), 3: ("greater_than_or_equal", True), 4: ("less_than", True),
         5: ("less_than_or_equal", True), 6: ("not_equal", True), 8: ("equal", False), 9: ("greater_than", False),
         10: ("greater_than_or_equal", False), 11: ("less_than", False), 12: ("less_than_or_equal", False),
         13: ("not_equal", False)}


def _cmpi_props(op):
    pred, signed = _CMPI[op.properties["predicate"].value.data]
    return {"comparison_predicate": _enum(ce.ComparisonPredicate(pred)),
            "signedness": _enum(ce.Signedness.UNSIGNED if signed is False else ce.Signedness.SIGNED)}


def _cmpf_props(op):
    code = op.properties["predicate"].value.data
    if code not in _CMPF:
        raise UnsupportedError(f"cmpf predicate {code}", op=op)
    pred, ordered = _CMPF[code]
    return {"comparison_predicate": _enum(ce.ComparisonPredicate(pred)),
            "comparison_ordering": _enum(ce.ComparisonOrdering.ORDERED if ordered else ce.ComparisonOrdering.UNORDERED)}


SEMANTICS.rule("arith.cmpi")(_run_as("cmpi", _cmpi_props))
SEMANTICS.rule("arith.cmpf")(_run_as("cmpf", _cmpf_props))
SEMANTICS.rule("arith.select")(_run_as("select"))

# ------------------------------------------------------------------------------- conversions

SEMANTICS.rule("arith.extsi")(_run_as("exti", _signed(True)))
SEMANTICS.rule("arith.extui")(_run_as("exti", _signed(False)))
SEMANTICS.rule("arith.trunci")(_run_as("trunci", lambda op: {"overflow": _enum(ce.IntegerOverflow.NONE)}))


def _itof(signed: bool):
    def props(op):
        d = _signed(signed)(op)
        d.update(_ne(op))
        return d

    return props


def _ftoi(signed: bool):
    def props(op):
        d = _signed(signed)(op)
        d.update(_rounding(op, ce.RoundingMode.NEAREST_INT_TO_ZERO))
        d.pop("flush_to_zero", None)
        if op.attributes.get("nv_tileaa.saturating") is not None:
            d["saturating"] = UnitAttr()
        return d

    return props


SEMANTICS.rule("arith.sitofp")(_run_as("itof", _itof(True)))
SEMANTICS.rule("arith.uitofp")(_run_as("itof", _itof(False)))
SEMANTICS.rule("arith.fptosi")(_run_as("ftoi", _ftoi(True)))
SEMANTICS.rule("arith.fptoui")(_run_as("ftoi", _ftoi(False)))
SEMANTICS.rule("nv_tileaa.fp_to_fp")(_run_as("ftof", lambda op: {"rounding_mode": _rounding(op, ce.RoundingMode.NEAREST_EVEN)["rounding_mode"]}))
SEMANTICS.rule("nv_tileaa.int_to_ptr")(_run_as("int_to_ptr"))
SEMANTICS.rule("nv_tileaa.ptr_to_int")(_run_as("ptr_to_int"))


@SEMANTICS.rule("nv_tileaa.bitcast")
def _bitcast(st, op, args):
    ptrs = isinstance(op.operands[0].type, aat.PointerType) or (
        isinstance(op.operands[0].type, TensorType) and isinstance(op.operands[0].type.element_type, aat.PointerType))
    return _run_as("ptr_to_ptr" if ptrs else "bitcast")(st, op, args)


@SEMANTICS.rule("nv_tileaa.reinterpret")
def _reinterpret(st, op, args):
    out_e = cuda_type(op.results[0].type).element_type
    return _run_as("pack" if out_e == ctt.i8 else "unpack")(st, op, args)


# --------------------------------------------------------------------------------- shapes


def _value_of(array: np.ndarray, t: Attribute) -> np.ndarray:
    """Host numpy data as the interpreter's value of nv_tileaa type `t`."""
    ct = cuda_type(t)
    e = ct.element_type
    arr = np.asarray(array)
    if dt.is_int(e):
        w = dt.int_width(e)
        if w == 1:
            return arr.astype(bool).reshape(ct.shape)
        return dt.from_bits(arr.astype(np.int64).astype(np.uint64), w).reshape(ct.shape)
    fmt = dt.float_format(e)
    return np.asarray(dt.round_to(arr.astype(np.float64), None, fmt), dtype=fmt.dtype).reshape(ct.shape)


@SEMANTICS.rule("arith.constant")
def _constant(st, op, args):
    value = op.properties["value"]
    arr = attr_to_array(value)
    if arr is None:
        if isinstance(value, DenseIntOrFPElementsAttr):
            e = cuda_element(value.get_element_type())
            return [dt.decode_dense(value.data.data, e, tuple(value.get_shape()))]
        raise UnsupportedError(f"constant {value}", op=op)
    return [_value_of(arr, op.results[0].type)]


@SEMANTICS.rule("ub.poison")
def _poison(st, op, args):
    ct = cuda_type(op.results[0].type)
    if isinstance(ct, ctt.TileType):
        return [np.zeros(ct.shape, dtype=dt.storage_dtype(ct.element_type))]
    if isinstance(ct, ctt.TokenType):
        return [TOKEN]
    raise UnsupportedError(f"poison of {op.results[0].type}", op=op)


@SEMANTICS.rule("nv_tileaa.splat")
def _splat(st, op, args):
    return [np.broadcast_to(np.asarray(args[0]), op.results[0].type.get_shape()).copy()]


SEMANTICS.rule("nv_tileaa.broadcast")(_run_as("broadcast"))
SEMANTICS.rule("nv_tileaa.view", "nv_tileaa.expand_dims")(_run_as("reshape"))
SEMANTICS.rule("nv_tileaa.extract_slice")(_run_as("extract"))
SEMANTICS.rule("nv_tileaa.insert_slice")(_run_as("insert"))
SEMANTICS.rule("nv_tileaa.cat")(_run_as("cat", lambda op: {"dim": op.properties["dim"]}))
SEMANTICS.rule("nv_tileaa.permute")(_run_as("permute", lambda op: {"permutation": op.properties["permutation"]}))


@SEMANTICS.rule("nv_tileaa.extract")
def _extract(st, op, args):
    src = np.asarray(args[0])
    idx = tuple(int(np.asarray(i).astype(np.int64)) for i in args[1:])
    return [np.asarray(src[idx])]


@SEMANTICS.rule("nv_tileaa.make_range")
def _make_range(st, op, args):
    start = op.properties["start"].value.data
    out = _run_as("iota")(st, op, args)[0]
    if start:
        e = cuda_type(op.results[0].type).element_type
        out = dt.from_bits((out.astype(np.int64) + start).astype(np.uint64), dt.int_width(e))
    return [out]


@SEMANTICS.rule("nv_tileaa.get_program_id")
def _program_id(st, op, args):
    return [np.asarray(st.block_id[op.properties["axis"].value.data], dtype=np.int32)]


@SEMANTICS.rule("nv_tileaa.get_num_programs")
def _num_programs(st, op, args):
    return [np.asarray(st.grid[op.properties["axis"].value.data], dtype=np.int32)]


@SEMANTICS.rule("nv_tileaa.assume")
def _assume(st, op, args):
    return [args[0]]


SEMANTICS.rule("nv_tileaa.assert")(_run_as("assert", lambda op: {"message": op.properties["message"]}))
SEMANTICS.rule("nv_tileaa.print")(_run_as("print_tko", lambda op: {"str": StringAttr(op.properties["format"].data)},
                                     lambda op: {"args": list(op.args)}))


@SEMANTICS.rule("nv_tileaa.create_mem_token", "nv_tileaa.join_mem_token", "nv_tileaa.memory_fence_tko", "nv_tileaa.gdc_wait_tko", "nv_tileaa.gdc_launch_dependents_tko")
def _token(st, op, args):
    return [TOKEN]


# ------------------------------------------------------------------------ dot, reduce, scan


@SEMANTICS.rule("nv_tileaa.dot")
def _dot(st, op, args):
    if op.sfa is not None:
        return _run_as("mmaf_scaled")(st, op, args)
    if isinstance(op.a.type.element_type, IntegerType):
        def props(o):
            return {"signedness_lhs": _enum(ce.Signedness(o.signedness_a.data.value)),
                    "signedness_rhs": _enum(ce.Signedness(o.signedness_b.data.value))}
        return _run_as("mmai", props)(st, op, args)
    return _run_as("mmaf", lambda o: {"fast_acc": UnitAttr()} if o.fast_acc is not None else {})(st, op, args)


SEMANTICS.rule("nv_tileaa.reduce")(_run_as("reduce", lambda op: {"dim": op.properties["axis"],
                                                            "identities": op.properties["identities"]}))
SEMANTICS.rule("nv_tileaa.scan")(_run_as("scan", lambda op: {"dim": op.properties["axis"],
                                                        "reverse": op.properties["reverse"],
                                                        "identities": op.properties["identities"]}))

# -------------------------------------------------------------------------------- control


@SEMANTICS.rule("scf.yield", "nv_tileaa.yield")
def _yield(st, op, args):
    return Signal("yield", list(args))


@SEMANTICS.rule("scf.condition")
def _condition(st, op, args):
    return Signal("condition", list(args))


@SEMANTICS.rule("nv_tileaa.return")
def _return(st, op, args):
    return Signal("return", list(args))


@SEMANTICS.rule("scf.if")
def _if(st, op, args):
    cond = bool(np.asarray(args[0]).reshape(-1)[0])
    region = op.regions[0] if cond else op.regions[1]
    if not region.blocks:
        return []
    sig = st.run_block(region.blocks.first, [])
    if sig.kind not in ("yield", "end"):
        raise InterpError(f"scf.if region ended with {sig.kind}", op=op)
    return list(sig.values)


def _as_int(v, t) -> int:
    w = t.width.data if isinstance(t, IntegerType) else 64
    return int(dt.to_signed(np.asarray(v), w).astype(np.int64))


@SEMANTICS.rule("scf.for")
def _for(st, op, args):
    t = op.operands[0].type
    lb, ub, step = (_as_int(a, t) for a in args[:3])
    unsigned = "unsignedCmp" in op.attributes
    w = t.width.data
    if unsigned:
        mask = (1 << w) - 1
        lb, ub = lb & mask, ub & mask
    iters = list(args[3:])
    block = op.regions[0].blocks.first
    i = lb
    while i < ub:
        iv = dt.from_python(i & ((1 << w) - 1), ctt.TileType((), t).element_type)
        sig = st.run_block(block, [iv] + iters)
        if sig.kind not in ("yield", "end"):
            raise InterpError(f"scf.for body ended with {sig.kind}", op=op)
        iters = list(sig.values)
        i += step
    return iters


@SEMANTICS.rule("scf.while")
def _while(st, op, args):
    before, after = op.regions[0].blocks.first, op.regions[1].blocks.first
    carried = list(args)
    for _ in range(10_000_000):
        sig = st.run_block(before, carried)
        if sig.kind != "condition":
            raise InterpError(f"scf.while before-region ended with {sig.kind}", op=op)
        go, forwarded = bool(np.asarray(sig.values[0])), list(sig.values[1:])
        if not go:
            return forwarded
        sig = st.run_block(after, forwarded)
        carried = list(sig.values)
    raise InterpError("scf.while did not terminate", op=op)


# -------------------------------------------------------------------------------- memory


def _ordering(op) -> dict:
    props = {}
    sem = op.properties.get("mem_semantic")
    props["memory_ordering_semantics"] = _enum(ce.MemoryOrderingSemantics(sem.data.value if sem else "weak"))
    scope = op.properties.get("mem_scope")
    if scope is not None:
        props["memory_scope"] = _enum({"tl_blk": ce.MemoryScope.TL_BLK, "gpu": ce.MemoryScope.DEVICE,
                                       "sys": ce.MemoryScope.SYS}[scope.data.value])
    inb = op.properties.get("in_bounds")
    if inb is not None:
        props["inbounds"] = inb
    return props


def _rmw(op) -> dict:
    d = _ordering(op)
    d["mode"] = _enum(ce.AtomicRMWMode(op.rmw_mode.data.value))
    return d


SEMANTICS.rule("nv_tileaa.make_memref")(_run_as("make_tensor_view", None, lambda op: {
    "base": op.base, "dynamicShape": list(op.sizes), "dynamicStrides": list(op.strides)}))


@SEMANTICS.rule("nv_tileaa.block_tile")
def _block_tile(st, op, args):
    ct = cuda_type(op.results[0].type)
    name = {ctt.GatherScatterViewType: "make_gather_scatter_view", ctt.StridedViewType: "make_strided_view"}.get(
        type(ct), "make_partition_view")
    return _run_as(name)(st, op, args)


@SEMANTICS.rule("nv_tileaa.get_dim_size")
def _get_dim_size(st, op, args):
    v = args[0]
    dims = v.shape if isinstance(op.source.type, aat.MemRefType) else v.index_space()
    return [dt.from_python(dims[op.properties["dim"].value.data], op.results[0].type)]


SEMANTICS.rule("nv_tileaa.tiled_load", "nv_tileaa.gather_load")(_run_as(
    "load_view_tko", _ordering, lambda op: {"view": op.view, "index": list(op.indices), "token": op.token}))
SEMANTICS.rule("nv_tileaa.tiled_store", "nv_tileaa.scatter_store")(_run_as(
    "store_view_tko", _ordering,
    lambda op: {"view": op.view, "tile": op.value, "index": list(op.indices), "token": op.token}))
SEMANTICS.rule("nv_tileaa.tiled_atomic_rmw")(_run_as(
    "atomic_red_view_tko", _rmw, lambda op: {"view": op.view, "index": list(op.indices), "value": op.value}))
SEMANTICS.rule("nv_tileaa.load")(_run_as("load_ptr_tko", _ordering, lambda op: {
    "source": op.ptr, "mask": op.mask, "paddingValue": op.other, "token": op.token}))
SEMANTICS.rule("nv_tileaa.store")(_run_as("store_ptr_tko", _ordering, lambda op: {
    "destination": op.ptr, "value": op.value, "mask": op.mask, "token": op.token}))
SEMANTICS.rule("nv_tileaa.atomic_cas")(_run_as("atomic_cas_tko", _ordering, lambda op: {
    "pointers": op.ptr, "cmp": op.cmp, "val": op.val, "mask": op.mask, "token": op.token}))
SEMANTICS.rule("nv_tileaa.atomic_rmw")(_run_as("atomic_rmw_tko", _rmw, lambda op: {
    "pointers": op.ptr, "arg": op.val, "mask": op.mask, "token": op.token}))
SEMANTICS.rule("nv_tileaa.addptr")(_run_as("offset"))
SEMANTICS.rule("nv_tileaa.get_global")(_run_as("get_global", lambda op: {"name": op.properties["name"]}))
SEMANTICS.rule("nv_tileaa.alloca")(_run_as("alloca", lambda op: dict(op.properties)))

# ------------------------------------------------------------------------- entry, arguments

runner.ENTRY_OPS.add("nv_tileaa.func")


def _scalar_arg(value, t, index):
    return runner.convert_arg(value, cuda_type(t), index)


for _cls in (IntegerType, aat.PointerType):
    runner.ARG_CONVERTERS[_cls] = _scalar_arg
for _cls in AnyFloat.__args__ if hasattr(AnyFloat, "__args__") else ():
    runner.ARG_CONVERTERS[_cls] = _scalar_arg


class NvTileAAInterpreter(runner.Interpreter):
    """The interpreter for converted modules: also allocates `nv_tileaa.global`s."""

    def _allocate_globals(self) -> None:
        super()._allocate_globals()
        for op in self.module.walk():
            if op.name != "nv_tileaa.global":
                continue
            name = op.properties["sym_name"].data
            value = op.properties["value"]
            e = cuda_element(value.get_element_type())
            arr = _value_of(attr_to_array(value), value.type)
            image = dt.to_memory(arr, e).reshape(-1)
            align = op.properties["alignment"].value.data
            alloc = self.memory.allocate(image.nbytes, name=f"@{name}", align=max(align, 16),
                                         readonly=op.properties.get("constant") is not None)
            alloc.data[: image.nbytes] = image.view(np.uint8)
            self.globals[name] = alloc.base


__all__ = ["NvTileAAInterpreter", "cuda_type"]
