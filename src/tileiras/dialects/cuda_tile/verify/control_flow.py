"""Structured control flow and aggregates: module, entry, for, loop, if, yield, continue, break,
return, reduce and scan.

Terminators check where they sit (`expects parent op to be one of ...`, then the chain of `if`s up
to a loop) and what they carry; loops check their carried values in the region phase; `reduce` and
`scan` check their operands in the op phase and their body (arguments, yield, purity) in the
region phase, as MLIR's `verify` and `verifyRegions` do.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import FloatAttr, FunctionType, IntegerAttr
from xdsl.ir import Attribute, Operation, Region

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.verifiers import fail, fail_plain, fail_then, rule
from tileiras.dialects.cuda_tile.verify import debug_info
from tileiras.dialects.cuda_tile.verify.common import (
    ANY_TILE,
    SCALAR_I1,
    SCALAR_INT,
    all_types_match,
    array,
    elem,
    int_value,
    operands,
    prop,
    q,
    results,
    same_operands_shape,
    ty,
    types_str,
    values,
)

# --- helpers -----------------------------------------------------------------------------------


def _mn(op: Operation | None) -> str | None:
    d = getattr(op, "OP_DEF", None)
    return None if d is None else d.mnemonic


def region_blocks(op: Operation, index: int, name: str, at_most: bool = False) -> None:
    """ODS region constraints: `SizedRegion<1>` or `MaxSizedRegion<1>`."""
    if index >= len(op.regions):
        return
    n = len(op.regions[index].blocks)
    if (n > 1) if at_most else (n != 1):
        what = "region with at most 1 blocks" if at_most else "region with 1 blocks"
        fail(op, f"region #{index} ('{name}') failed to verify constraint: {what}")


def parent_one_of(op: Operation, allowed: Sequence[str]) -> None:
    """MLIR's `ParentOneOf` trait."""
    if _mn(op.parent_op()) not in allowed:
        names = ", ".join(f"cuda_tile.{a}" for a in allowed)
        fail(op, f"expects parent op to be one of '{names}'")


def _view_kind(t: Attribute) -> str | None:
    if isinstance(t, ct.TensorViewType):
        return "a tensor_view"
    if isinstance(t, ct.VIEW_TYPES):
        return "a tile view"
    return None


def _block(region: Region):
    return region.blocks.first if region.blocks else None


def _paren(ts: Sequence[Attribute]) -> str:
    return f"({types_str(ts)})"


# --- module, entry, return ------------------------------------------------------------------------

@rule("module", regions=True)
def module_symbols(op) -> None:
    """`verifySymbolUses` of the `get_global`s: their global exists and has their pointee type."""
    globals_: dict[str, Attribute] = {}
    for inner in op.walk():
        if _mn(inner) == "global":
            name = prop(inner, "sym_name")
            value = prop(inner, "value")
            if name is not None and value is not None:
                globals_[name.data] = value
    for inner in op.walk():
        if _mn(inner) != "get_global":
            continue
        name = prop(inner, "name").data
        if name not in globals_:
            fail(inner, f"'{name}' does not reference a valid global")
        res = ty(inner, "result")
        if not (isinstance(res, ct.TileType) and isinstance(res.element_type, ct.PointerType)):
            continue
        g_elem = globals_[name].type.element_type
        ptr_t = res.element_type
        if g_elem != ptr_t.pointee:
            fail(inner, f"pointee type of result type {q(ptr_t)} does not match type {q(g_elem)} of the global @{name}")


@rule("entry")
def entry(op) -> None:
    region_blocks(op, 0, "body")
    fn = prop(op, "function_type")
    assert isinstance(fn, FunctionType)
    inputs, outputs = fn.inputs.data, fn.outputs.data
    # FunctionOpInterface's checks (a trait, so before the op's own verifier).
    for kind, attr_name, n in (("argument", "arg_attrs", len(inputs)), ("result", "res_attrs", len(outputs))):
        attrs = array(op, attr_name)
        if attrs and len(attrs) != n:
            fail(op, f"expects {kind} attribute array to have the same number of elements as the number of "
                     f"function {kind}s, got {len(attrs)}, but expected {n}")
    block = _block(op.regions[0])
    if block is not None:
        if len(block.args) != len(inputs):
            fail(op, f"entry block must have {len(inputs)} arguments to match function signature")
        for i, (a, t) in enumerate(zip(block.args, inputs)):
            if a.type != t:
                fail(op, f"type of entry block argument #{i}({q(a.type)}) must match the type of the corresponding "
                         f"argument in function signature({q(t)})")
    if outputs:
        fail(op, "entry op must not return values")
    for t in inputs:
        if isinstance(t, ct.TileType) and t.rank != 0:
            fail(op, "entry op must have scalar types (rank 0 !cuda_tile.tile)")
    debug_info.verify_function(op, prop(op, "sym_name").data)


@rule("entry", regions=True)
def entry_regions(op) -> None:
    debug_info.verify_function_body(op)


@rule("module")
def module(op) -> None:
    debug_info.verify_module_globals(op)


def last_in_block(op: Operation) -> None:
    """A terminator ends its block: MLIR's IsTerminator trait, checked after the parent trait
    and before the op's own rules, as NVIDIA does (issue 11, defect 4: ops after a `return`
    were accepted)."""
    if op.parent_block() is not None and op.next_op is not None:
        fail(op, "must be the last operation in the parent block")


@rule("return")
def return_(op) -> None:
    parent_one_of(op, ("entry", "preview$func", "if", "loop"))
    last_in_block(op)
    parent = op.parent_op()
    while _mn(parent) in ("if", "loop"):
        parent = parent.parent_op()
    if _mn(parent) != "entry":
        fail(op, "must be used within a cuda_tile.entry, cuda_tile.if, or cuda_tile.loop operation")
    n = len(op.operands)
    fn = prop(parent, "function_type")
    declared = len(fn.outputs.data) if isinstance(fn, FunctionType) else 0
    if n != declared:
        name = prop(parent, "sym_name").data
        fail(op, f"has {n} operands, but enclosing function (@{name}) returns {declared}")
    if n:
        fail(op, f"has {n} operands, but entry function must return 0 operands")


@rule("global")
def global_(op) -> None:
    value = prop(op, "value")
    if value is not None and value.type.rank != 1:
        fail(op, "type must have rank 1")


# --- loops ---------------------------------------------------------------------------------------

def _loop_iter_values(op, inits, iter_args) -> None:
    if len(iter_args) != len(inits):
        fail(op, f"mismatch in number of region iterator values and loop iterator inits: {len(iter_args)} vs {len(inits)}")
    for i, (init, arg) in enumerate(zip(inits, iter_args)):
        kind = _view_kind(arg.type)
        if kind is not None:
            fail(op, f"loop-carried value {i} is {kind}, which is not supported")
        if init.type != arg.type:
            fail(op, f"init value {i} and region iter_value {i} have different type: {q(init.type)} != {q(arg.type)}")
    for i, r in enumerate(op.results):
        kind = _view_kind(r.type)
        if kind is not None:
            fail(op, f"result type {i} is {kind}, which is not supported")


@rule("for")
def for_(op) -> None:
    operands(op, lowerBound=SCALAR_INT, upperBound=SCALAR_INT, step=SCALAR_INT)
    region_blocks(op, 0, "region")
    all_types_match(op, "lowerBound", "upperBound", "step")
    all_types_match(op, "initValues", "result_types", labels=("initValues", "resultValues"))


@rule("for", regions=True)
def for_regions(op) -> None:
    block = _block(op.regions[0])
    if block is None:
        return
    if not block.args:
        fail(op, "expected at least one block argument for induction variable")
    iv, lb = block.args[0].type, ty(op, "lowerBound")
    if iv != lb:
        fail(op, f"expected induction variable to be same type as bounds and step: {q(iv)} vs {q(lb)}")
    _loop_iter_values(op, values(op, "initValues"), block.args[1:])


@rule("loop")
def loop(op) -> None:
    region_blocks(op, 0, "region")


@rule("loop", regions=True)
def loop_regions(op) -> None:
    block = _block(op.regions[0])
    if block is not None:
        _loop_iter_values(op, values(op, "initValues"), block.args)


def _ancestor_loop(op, allowed: Sequence[str]):
    """The loop an early exit belongs to, through any number of `if`s; fails otherwise."""
    parent = op.parent_op()
    while True:
        if _mn(parent) in allowed:
            return parent
        if _mn(parent) != "if":
            names = "', '".join([f"cuda_tile.{a}" for a in allowed] + ["cuda_tile.if"])
            fail(op, f"can only be nested within a ancestor chain of '{names}' operations")
        parent = parent.parent_op()


@rule("continue")
def continue_(op) -> None:
    parent_one_of(op, ("for", "if", "loop"))
    last_in_block(op)
    loop_op = _ancestor_loop(op, ("for", "loop"))
    got = [v.type for v in op.operands]
    if _mn(loop_op) == "loop":
        want = [v.type for v in values(loop_op, "initValues")]
        if got != want:
            fail_plain("`loop` is missing a valid terminator. `continue` op should have operand types that match the "
                       f"parent loop iter_values: {_paren(want)}, but found: {_paren(got)}")
    else:
        want = [r.type for r in loop_op.results]
        if got != want:
            fail_plain("`for` is missing a valid terminator. `continue` op should have operand types that match the "
                       f"parent loop return types: {_paren(want)}, but found: {_paren(got)}")


@rule("break")
def break_(op) -> None:
    parent_one_of(op, ("if", "loop"))
    last_in_block(op)
    loop_op = _ancestor_loop(op, ("loop",))
    got = [v.type for v in op.operands]
    want = [r.type for r in loop_op.results]
    if got != want:
        fail(op, f"operand types must correspond to the parent loop result types: {_paren(got)} vs {_paren(want)}")


@rule("yield")
def yield_(op) -> None:
    parent_one_of(op, ("if", "reduce", "scan"))
    last_in_block(op)


# --- if --------------------------------------------------------------------------------------------

@rule("if")
def if_(op) -> None:
    operands(op, condition=SCALAR_I1)
    region_blocks(op, 0, "thenRegion")
    region_blocks(op, 1, "elseRegion", at_most=True)
    for i, region in enumerate(op.regions):
        block = _block(region)
        if block is not None and block.args:
            fail(op, f"region #{i} should have no arguments")
    ret = [r.type for r in op.results]
    for i, t in enumerate(ret):
        kind = _view_kind(t)
        if kind is not None:
            fail(op, f"result type {i} is {kind}, which is not supported")

    def check(region: Region, name: str) -> None:
        block = _block(region)
        term = block.last_op if block is not None else None
        if _mn(term) != "yield":
            return
        got = [v.type for v in term.operands]
        if ret and not got:
            fail(op, f"has return type of {types_str(ret)} but {name} branch does not yield anything")
        if not ret and got:
            fail(op, f"does not return a value, but {name} branch yields {types_str(got)}")
        if got != ret:
            fail(op, f"type does not match yield type, {name} branch yields {types_str(got)} but op result type is "
                     f"{types_str(ret)}")

    if not op.regions[0].blocks:
        fail(op, "must define then branch")
    check(op.regions[0], "then")
    if not op.regions[1].blocks:
        if ret:
            fail(op, "has non-empty return type, must define else branch")
        return
    check(op.regions[1], "else")


# --- reduce and scan ---------------------------------------------------------------------------------

_EFFECTFUL = frozenset({
    "assert", "assume", "print_tko", "alloca", "load_ptr_tko", "store_ptr_tko", "load_view_tko", "store_view_tko",
    "atomic_cas_tko", "atomic_rmw_tko", "atomic_red_view_tko", "memory_fence_alias_tko", "gdc_wait_tko",
    "gdc_launch_dependents_tko", "multimem_load_reduce_view_tko", "multimem_reduce_view_tko",
    "multimem_store_view_tko", "break", "continue", "return",
})
_RECURSIVE = frozenset({"if", "for", "loop", "reduce", "scan"})


def memory_effect_free(op: Operation) -> bool:
    """MLIR's `isMemoryEffectFree`: no effects of its own, and none nested for region ops."""
    m = _mn(op)
    if m in _EFFECTFUL:
        return False
    if m in _RECURSIVE:
        return all(memory_effect_free(inner) for r in op.regions for b in r.blocks for inner in b.ops)
    return True


def _identity_type(a: Attribute) -> Attribute | None:
    if isinstance(a, (FloatAttr, IntegerAttr)):
        return a.type
    return getattr(a, "type", None)


def _inferred(op) -> list[Attribute]:
    if _mn(op) == "scan":
        return [v.type for v in op.operands]
    dim = int_value(op, "dim") or 0
    out: list[Attribute] = []
    for v in op.operands:
        t = v.type
        out.append(ct.TileType(tuple(d for i, d in enumerate(t.shape) if i != dim), t.element_type))
    return out


@rule("reduce", "scan")
def aggregate(op) -> None:
    if not op.operands:
        fail(op, "expected 1 or more operands, but found 0")
    dim_attr = int_value(op, "dim")
    if dim_attr is not None and (dim_attr < 0 or dim_attr >= 2**31):
        fail(op, "attribute 'dim' failed to satisfy constraint: 32-bit signless integer attribute whose value is "
                 "non-negative")
    operands(op, operands=ANY_TILE)
    results(op, result_types=ANY_TILE)
    region_blocks(op, 0, "body")
    same_operands_shape(op)
    ins, outs = list(op.operands), list(op.results)
    if len(ins) != len(outs):
        fail(op, "expect same number of operands and results")
    identities = array(op, "identities")
    if identities is not None:
        if len(identities) != len(ins):
            fail(op, f"expect identities to match the number of operands but got: {len(ins)} operands and "
                     f"{len(identities)} identities")
        for i, (v, ident) in enumerate(zip(ins, identities)):
            e, it = elem(v.type), _identity_type(ident)
            if {e, it} == {ct.bf16, ct.f16}:
                continue
            if e != it:
                fail(op, f"expect same type for operand at index: {i} and identity at index: {i} but got: {q(e)} and "
                         f"{q(it) if it is not None else ident}")
    rank = ins[0].type.rank
    dim = dim_attr or 0
    if dim < 0 or dim >= rank:
        fail(op, f"dimension ({dim}) is out of bound [0, {rank})")
    if _mn(op) == "scan":
        for i, (v, r) in enumerate(zip(ins, outs)):
            if v.type != r.type:
                fail(op, f"expect same type for operand at index: {i} and result at index: {i}")
    inferred = _inferred(op)
    got = [r.type for r in outs]
    if inferred != got:
        fail_then(op, f"inferred type(s) {types_str(inferred)} are incompatible with return type(s) of operation "
                      f"{types_str(got)}", "failed to infer returned types")


@rule("reduce", "scan", regions=True)
def aggregate_regions(op) -> None:
    n = len(op.operands)
    block = _block(op.regions[0])
    if block is None:
        return
    if not block.ops:
        fail(op, "expect non-empty block")
    args = [a.type for a in block.args]
    if len(args) != 2 * n:
        fail(op, f"expect {2 * n} block arguments but got: {len(args)}")
    for i, t in enumerate(args):
        if not (isinstance(t, ct.TileType) and t.rank == 0):
            fail(op, f"expect 0-rank tile type at index: {i} but got: {q(t)}")
    for i in range(0, 2 * n - 1, 2):
        a, b = args[i].element_type, args[i + 1].element_type
        if a != b:
            fail(op, f"expect same element type for block argument at index: {i} and {i + 1} but got: {q(a)} and {q(b)}")
    for i, v in enumerate(op.operands):
        a, b = elem(v.type), args[2 * i].element_type
        if a != b:
            fail(op, f"expect same type for operand at index: {i} and block argument at index: {2 * i} but got: "
                     f"{q(a)} and {q(b)}")
    term = block.last_op
    term_types = [v.type for v in term.operands]
    if len(term_types) != n:
        fail(op, f"expect number of terminators operands ({len(term_types)}) to match number of operands ({n})")
    for i, (v, t) in enumerate(zip(op.operands, term_types)):
        if not (isinstance(v.type, ct.TileType) and isinstance(t, ct.TileType)):
            fail(op, f"expected TileType for operand and terminator types but got: {q(v.type)} and {q(t)}")
        if v.type.element_type != t.element_type:
            fail(op, f"expect same type for operand at index: {i} and terminator argument at index: {i} but got: "
                     f"{q(v.type.element_type)} and {q(t.element_type)}")
    for inner in block.ops:
        if not memory_effect_free(inner):
            fail(inner, f"only memory-effect-free operations are allowed inside '{op.name}'")

