"""Kernel structure and structured control flow: module, entry, global, for, loop, if, yield,
continue, break, return, the grid queries (get_tile_block_id, get_num_tile_blocks) and
preview$call (reduce and scan: `reduce_scan.py`).

Terminators check where they sit (`expects parent op to be one of ...`, then the chain of `if`s up
to a loop) and what they carry; loops check their carried values in the region phase, as MLIR's
`verifyRegions` does.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, FunctionType
from xdsl.ir import Attribute, Operation, Region

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.verifiers import REGION_VERIFIERS, VERIFIERS, fail, fail_plain
from tileiras.dialects.cuda_tile.verify import debug_info
from tileiras.dialects.cuda_tile.verify.constraints import (
    SCALAR_I1,
    SCALAR_I32,
    SCALAR_INT,
    all_types_match,
    array,
    operands,
    prop,
    q,
    results,
    ty,
    types_str,
    values,
)


# --- helpers -----------------------------------------------------------------------------------


def mnemonic_of(op: Operation | None) -> str | None:
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
    if mnemonic_of(op.parent_op()) not in allowed:
        names = ", ".join(f"cuda_tile.{a}" for a in allowed)
        fail(op, f"expects parent op to be one of '{names}'")


def _view_kind(t: Attribute) -> str | None:
    if isinstance(t, ct.TensorViewType):
        return "a tensor_view"
    if isinstance(t, ct.VIEW_TYPES):
        return "a tile view"
    return None


def first_block(region: Region):
    return region.blocks.first if region.blocks else None


def _paren(ts: Sequence[Attribute]) -> str:
    return f"({types_str(ts)})"


# --- module, entry, return ------------------------------------------------------------------------

@REGION_VERIFIERS.rule("cuda_tile.module")
def module_symbols(op) -> None:
    """`verifySymbolUses` of the `get_global`s: their global exists and has their pointee type."""
    globals_: dict[str, Attribute] = {}
    for inner in op.walk():
        if mnemonic_of(inner) == "global":
            name = prop(inner, "sym_name")
            value = prop(inner, "value")
            if name is not None and value is not None:
                globals_[name.data] = value
    for inner in op.walk():
        if mnemonic_of(inner) != "get_global":
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


@VERIFIERS.rule("cuda_tile.entry")
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
    block = first_block(op.regions[0])
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


@REGION_VERIFIERS.rule("cuda_tile.entry")
def entry_regions(op) -> None:
    debug_info.verify_function_body(op)


@VERIFIERS.rule("cuda_tile.module")
def module(op) -> None:
    debug_info.verify_module_globals(op)


def last_in_block(op: Operation) -> None:
    """A terminator ends its block: MLIR's IsTerminator trait, checked after the parent trait
    and before the op's own rules, as NVIDIA does (issue 11, defect 4: ops after a `return`
    were accepted)."""
    if op.parent_block() is not None and op.next_op is not None:
        fail(op, "must be the last operation in the parent block")


@VERIFIERS.rule("cuda_tile.return")
def return_(op) -> None:
    parent_one_of(op, ("entry", "preview$func", "if", "loop"))
    last_in_block(op)
    parent = op.parent_op()
    while mnemonic_of(parent) in ("if", "loop"):
        parent = parent.parent_op()
    if mnemonic_of(parent) != "entry":
        fail(op, "must be used within a cuda_tile.entry, cuda_tile.if, or cuda_tile.loop operation")
    n = len(op.operands)
    fn = prop(parent, "function_type")
    declared = len(fn.outputs.data) if isinstance(fn, FunctionType) else 0
    if n != declared:
        name = prop(parent, "sym_name").data
        fail(op, f"has {n} operands, but enclosing function (@{name}) returns {declared}")
    if n:
        fail(op, f"has {n} operands, but entry function must return 0 operands")


@VERIFIERS.rule("cuda_tile.global")
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


@VERIFIERS.rule("cuda_tile.for")
def for_(op) -> None:
    operands(op, lowerBound=SCALAR_INT, upperBound=SCALAR_INT, step=SCALAR_INT)
    region_blocks(op, 0, "region")
    all_types_match(op, "lowerBound", "upperBound", "step")
    all_types_match(op, "initValues", "result_types", labels=("initValues", "resultValues"))


@REGION_VERIFIERS.rule("cuda_tile.for")
def for_regions(op) -> None:
    block = first_block(op.regions[0])
    if block is None:
        return
    if not block.args:
        fail(op, "expected at least one block argument for induction variable")
    iv, lb = block.args[0].type, ty(op, "lowerBound")
    if iv != lb:
        fail(op, f"expected induction variable to be same type as bounds and step: {q(iv)} vs {q(lb)}")
    _loop_iter_values(op, values(op, "initValues"), block.args[1:])


@VERIFIERS.rule("cuda_tile.loop")
def loop(op) -> None:
    region_blocks(op, 0, "region")


@REGION_VERIFIERS.rule("cuda_tile.loop")
def loop_regions(op) -> None:
    block = first_block(op.regions[0])
    if block is not None:
        _loop_iter_values(op, values(op, "initValues"), block.args)


def _ancestor_loop(op, allowed: Sequence[str]):
    """The loop an early exit belongs to, through any number of `if`s; fails otherwise."""
    parent = op.parent_op()
    while True:
        if mnemonic_of(parent) in allowed:
            return parent
        if mnemonic_of(parent) != "if":
            names = "', '".join([f"cuda_tile.{a}" for a in allowed] + ["cuda_tile.if"])
            fail(op, f"can only be nested within a ancestor chain of '{names}' operations")
        parent = parent.parent_op()


@VERIFIERS.rule("cuda_tile.continue")
def continue_(op) -> None:
    parent_one_of(op, ("for", "if", "loop"))
    last_in_block(op)
    loop_op = _ancestor_loop(op, ("for", "loop"))
    got = [v.type for v in op.operands]
    if mnemonic_of(loop_op) == "loop":
        want = [v.type for v in values(loop_op, "initValues")]
        if got != want:
            fail_plain("`loop` is missing a valid terminator. `continue` op should have operand types that match the "
                       f"parent loop iter_values: {_paren(want)}, but found: {_paren(got)}")
    else:
        want = [r.type for r in loop_op.results]
        if got != want:
            fail_plain("`for` is missing a valid terminator. `continue` op should have operand types that match the "
                       f"parent loop return types: {_paren(want)}, but found: {_paren(got)}")


@VERIFIERS.rule("cuda_tile.break")
def break_(op) -> None:
    parent_one_of(op, ("if", "loop"))
    last_in_block(op)
    loop_op = _ancestor_loop(op, ("loop",))
    got = [v.type for v in op.operands]
    want = [r.type for r in loop_op.results]
    if got != want:
        fail(op, f"operand types must correspond to the parent loop result types: {_paren(got)} vs {_paren(want)}")


@VERIFIERS.rule("cuda_tile.yield")
def yield_(op) -> None:
    parent_one_of(op, ("if", "reduce", "scan"))
    last_in_block(op)


# --- if --------------------------------------------------------------------------------------------

@VERIFIERS.rule("cuda_tile.if")
def if_(op) -> None:
    operands(op, condition=SCALAR_I1)
    region_blocks(op, 0, "thenRegion")
    region_blocks(op, 1, "elseRegion", at_most=True)
    for i, region in enumerate(op.regions):
        block = first_block(region)
        if block is not None and block.args:
            fail(op, f"region #{i} should have no arguments")
    ret = [r.type for r in op.results]
    for i, t in enumerate(ret):
        kind = _view_kind(t)
        if kind is not None:
            fail(op, f"result type {i} is {kind}, which is not supported")

    def check(region: Region, name: str) -> None:
        block = first_block(region)
        term = block.last_op if block is not None else None
        if mnemonic_of(term) != "yield":
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


# --- grid queries and calls -------------------------------------------------------------------------


@VERIFIERS.rule("cuda_tile.get_tile_block_id")
def get_tile_block_id(op) -> None:
    results(op, blockId_x=SCALAR_I32, blockId_y=SCALAR_I32, blockId_z=SCALAR_I32)


@VERIFIERS.rule("cuda_tile.get_num_tile_blocks")
def get_num_tile_blocks(op) -> None:
    results(op, gridSize_x=SCALAR_I32, gridSize_y=SCALAR_I32, gridSize_z=SCALAR_I32)


@VERIFIERS.rule("cuda_tile.preview$call")
def preview_call(op) -> None:
    """The ODS constraint on `const_args`; NVIDIA 13.5 checks the callee itself only when
    linking the library named by -l, at compile time.

    Its elements must be symbolic expression attributes, which no bytecode attribute tag
    encodes: NVIDIA's reader rejects any element it is given (integer, float, bool, string,
    array, dictionary, type, div_by, bounded, hints), so only `[]` is valid.
    """
    const_args = prop(op, "const_args")
    if isinstance(const_args, ArrayAttr) and const_args.data:
        fail(op, "attribute 'const_args' failed to satisfy constraint: array of symbolic "
                 "expression attribute values")
