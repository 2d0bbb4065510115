"""Kernel structure and structured control flow: module, global, entry, if, for, loop and
early exits, the grid queries and preview$call.

| cuda_tile | nv_tileaa IR |
|---|---|
| module | gpu.module (with `nv_tileaa.compute_capability`) |
| global | nv_tileaa.global (value as a dense tensor attribute) |
| entry | nv_tileaa.func (kernel), early `return`s handled as below |
| if, for, loop (+ yield, continue, break) | scf.if, scf.for, scf.while |
| get_tile_block_id, get_num_tile_blocks | nv_tileaa.get_program_id / get_num_programs (axis 0, 1, 2) |
| preview$call | a call of the external device function |

cuda_tile lets `continue`, `break` and `return` end a branch of an `if`, exiting the
enclosing `for`/`loop`/entry early; scf has no such terminators. Every region body of a
cuda_tile op is therefore converted by `convert_body`, which reports how the body ended as a
`BodyState`: whether it exited (an i1, or a Python bool when known), which exit it took, the
values each exit carries, and the values it yields when it falls through.

An `if` that contains an exit of the enclosing construct becomes an `scf.if` that yields its
own results *plus* that state; the ops after it are then wrapped in
`scf.if %exited { yield state } else { rest }`, so they run only on paths that did not exit.
The constructs consume the final state:

- `for` -> `scf.for`, yielding the `continue` values;
- `loop` -> `scf.while` whose before-region runs the body and continues while the exit taken
  was not `break`; it forwards the `continue` and `break` values, the after-region yields the
  `continue` values back, and the loop results are the forwarded `break` values;
- the entry body -> `nv_tileaa.return` of the `return` values.

Values of an exit not taken are `ub.poison`. `return` inside a `for`/`loop` is not supported
(cuTile never emits it) and fails the conversion with a note.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects import arith, gpu, scf
from xdsl.dialects.builtin import IntegerAttr, StringAttr, SymbolRefAttr, TensorType, UnitAttr, i32, i64
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from tileiras.conversion.cuda_tile_to_nv_tileaa.patterns import (
    PATTERNS,
    constant,
    dense_array,
    dense_value,
    enum_of,
    fail,
    has_unit,
    i1,
    poison,
    select_hints,
    split_operands,
)
from tileiras.conversion.framework import ConversionPattern, ConversionRewriter
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.values import array_to_attr


EXIT_OPS = {"cuda_tile.continue": "continue", "cuda_tile.break": "break", "cuda_tile.return": "return"}
LOOP_OPS = ("cuda_tile.for", "cuda_tile.loop")


@dataclass
class ExitSpec:
    """The exits a body may take, and the converted types each carries."""

    kinds: tuple[str, ...] = ()
    payload_types: dict[str, list[Attribute]] = field(default_factory=dict)

    def state_types(self) -> list[Attribute]:
        types: list[Attribute] = [i1]
        if len(self.kinds) > 1:
            types.append(i1)
        for k in self.kinds:
            types += self.payload_types[k]
        return types


@dataclass
class BodyState:
    """How a converted body ended (see module docstring)."""

    exited: SSAValue | bool
    kind: SSAValue | int
    payload: dict[str, list[SSAValue]]
    fall: list[SSAValue]


def _materialize_state(rw: ConversionRewriter, spec: ExitSpec, state: BodyState) -> list[SSAValue]:
    values: list[SSAValue] = []
    values.append(state.exited if isinstance(state.exited, SSAValue) else constant(rw, state.exited, i1))
    if len(spec.kinds) > 1:
        values.append(state.kind if isinstance(state.kind, SSAValue) else constant(rw, state.kind, i1))
    for k in spec.kinds:
        values += state.payload[k]
    return values


def _unpack_state(spec: ExitSpec, values: list[SSAValue]) -> tuple[SSAValue, SSAValue | int, dict[str, list[SSAValue]]]:
    pos = 0
    exited = values[pos]
    pos += 1
    kind: SSAValue | int = 0
    if len(spec.kinds) > 1:
        kind = values[pos]
        pos += 1
    payload = {}
    for k in spec.kinds:
        n = len(spec.payload_types[k])
        payload[k] = values[pos:pos + n]
        pos += n
    return exited, kind, payload


def _poison_payload(rw: ConversionRewriter, spec: ExitSpec, except_kind: str | None = None) -> dict[str, list[SSAValue]]:
    return {k: [poison(rw, t) for t in spec.payload_types[k]] for k in spec.kinds if k != except_kind}


def contains_exit(op: Operation, spec: ExitSpec) -> bool:
    """Whether `op`'s regions hold an exit of the enclosing construct (not of a nested loop)."""
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                kind = EXIT_OPS.get(inner.name)
                if kind is not None:
                    return True
                if inner.name in LOOP_OPS:
                    if any(o.name == "cuda_tile.return" for o in inner.walk()):
                        fail(inner, "'return' inside a loop body is not supported")
                    continue
                if inner.regions and contains_exit(inner, spec):
                    return True
    return False


def convert_body(rw: ConversionRewriter, old_block: Block | None, new_block: Block, spec: ExitSpec,
                 fall_types: list[Attribute]) -> BodyState:
    """Convert the ops of `old_block` into `new_block` (which has its arguments mapped)."""
    ops = list(old_block.ops) if old_block is not None else []
    with rw.at_end(new_block):
        return _convert_seq(rw, ops, 0, spec, fall_types)


def _convert_seq(rw: ConversionRewriter, ops: list[Operation], start: int, spec: ExitSpec,
                 fall_types: list[Attribute]) -> BodyState:
    for i in range(start, len(ops)):
        op = ops[i]
        if op.name == "cuda_tile.yield" or op.name in EXIT_OPS:
            return _terminator_state(rw, op, spec, fall_types)
        if op.name == "cuda_tile.if" and spec.kinds and contains_exit(op, spec):
            own_types = rw.convert_types([r.type for r in op.results])
            state_types = spec.state_types()
            branch_regions = [_exit_branch(rw, region, spec, own_types) for region in op.regions]
            new_if = rw.insert(scf.IfOp(rw.remap(op.operands[0]), own_types + state_types, *branch_regions))
            for old, new in zip(op.results, new_if.results):
                rw.map(old, new)
            exited, kind, payload = _unpack_state(spec, list(new_if.results[len(own_types):]))
            return _guard_rest(rw, BodyState(exited, kind, payload, []), ops, i + 1, spec, fall_types)
        rw.convert_op(op)
    # a body without terminator falls through with no values
    return BodyState(False, 0, _poison_payload(rw, spec), [])


def _exit_branch(rw: ConversionRewriter, region: Region, spec: ExitSpec, own_types: list[Attribute]) -> Region:
    block = Block()
    old = region.blocks.first
    state = convert_body(rw, old, block, spec, own_types)
    with rw.at_end(block):
        fall = state.fall if state.fall else [poison(rw, t) for t in own_types]
        values = fall + _materialize_state(rw, spec, state)
        rw.insert(scf.YieldOp(*values))
    return Region(block)


def _guard_rest(rw: ConversionRewriter, state: BodyState, ops: list[Operation], start: int, spec: ExitSpec,
                fall_types: list[Attribute]) -> BodyState:
    """Run `ops[start:]` only when `state` did not exit; return the merged state."""
    state_types = spec.state_types()
    then_block = Block()
    with rw.at_end(then_block):
        values = _materialize_state(rw, spec, state) + [poison(rw, t) for t in fall_types]
        rw.insert(scf.YieldOp(*values))
    else_block = Block()
    rest = convert_body_ops(rw, ops, start, else_block, spec, fall_types)
    with rw.at_end(else_block):
        fall = rest.fall if rest.fall else [poison(rw, t) for t in fall_types]
        rw.insert(scf.YieldOp(*(_materialize_state(rw, spec, rest) + fall)))
    guard = rw.insert(scf.IfOp(state.exited, state_types + fall_types, Region(then_block), Region(else_block)))
    results = list(guard.results)
    exited, kind, payload = _unpack_state(spec, results[:len(state_types)])
    return BodyState(exited, kind, payload, results[len(state_types):])


def convert_body_ops(rw: ConversionRewriter, ops: list[Operation], start: int, block: Block, spec: ExitSpec,
                     fall_types: list[Attribute]) -> BodyState:
    with rw.at_end(block):
        return _convert_seq(rw, ops, start, spec, fall_types)


def _terminator_state(rw: ConversionRewriter, op: Operation, spec: ExitSpec, fall_types: list[Attribute]) -> BodyState:
    values = rw.remap_all(op.operands)
    if op.name == "cuda_tile.yield":
        if [v.type for v in values] != list(fall_types):
            fail(op, "yielded values do not match the enclosing op's results")
        return BodyState(False, 0, _poison_payload(rw, spec), values)
    kind = EXIT_OPS[op.name]
    if kind not in spec.kinds:
        if kind == "return":
            fail(op, "'return' inside a loop body is not supported")
        fail(op, f"'{op.name}' has no enclosing loop to exit")
    if [v.type for v in values] != list(spec.payload_types[kind]):
        fail(op, f"'{op.name}' operands do not match the types it must carry")
    payload = _poison_payload(rw, spec, except_kind=kind)
    payload[kind] = values
    return BodyState(True, spec.kinds.index(kind), payload, [poison(rw, t) for t in fall_types])


# ------------------------------------------------------------------------------------ patterns


@PATTERNS.rule("cuda_tile.if")
class IfOpConversion(ConversionPattern):
    """`cuda_tile.if` (no early exits inside) -> `scf.if`, branches converted in place."""


    def match_and_rewrite(self, op, operands, rw):
        own_types = rw.convert_types([r.type for r in op.results])
        regions = []
        for region in op.regions:
            block = Block()
            state = convert_body(rw, region.blocks.first, block, ExitSpec(), own_types)
            with rw.at_end(block):
                rw.insert(scf.YieldOp(*state.fall))
            regions.append(Region(block))
        new = rw.insert(scf.IfOp(operands[0], own_types, *regions))
        return list(new.results)


@PATTERNS.rule("cuda_tile.for")
class ForOpConversion(ConversionPattern):
    """`cuda_tile.for` -> `scf.for` (continue = yield; `unsignedCmp` kept as an attribute)."""


    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        inits = g["initValues"]
        carry_types = [v.type for v in inits]
        old_block = op.body.blocks.first
        block = rw.new_block(old_block.args)
        spec = ExitSpec(("continue",), {"continue": carry_types})
        state = convert_body(rw, old_block, block, spec, [])
        with rw.at_end(block):
            rw.insert(scf.YieldOp(*state.payload["continue"]))
        new = scf.ForOp(g["lowerBound"][0], g["upperBound"][0], g["step"][0], inits, Region(block))
        if op.properties.get("unsignedCmp") is not None:
            new.attributes["unsignedCmp"] = UnitAttr()
        rw.insert(new)
        return list(new.results)


@PATTERNS.rule("cuda_tile.loop")
class LoopOpConversion(ConversionPattern):
    """`cuda_tile.loop` -> `scf.while` (see module docstring)."""


    def match_and_rewrite(self, op, operands, rw):
        carry_types = [v.type for v in operands]
        result_types = rw.convert_types([r.type for r in op.results])
        spec = ExitSpec(("continue", "break"), {"continue": carry_types, "break": result_types})
        old_block = op.body.blocks.first
        before = rw.new_block(old_block.args)
        state = convert_body(rw, old_block, before, spec, [])
        with rw.at_end(before):
            if isinstance(state.kind, SSAValue):
                go = rw.insert(arith.XOrIOp(state.kind, constant(rw, True, i1))).result
            else:
                go = constant(rw, state.kind == 0, i1)
            forwarded = state.payload["continue"] + state.payload["break"]
            rw.insert(scf.ConditionOp(go, *forwarded))
        after = Block(arg_types=carry_types + result_types)
        with rw.at_end(after):
            rw.insert(scf.YieldOp(*after.args[:len(carry_types)]))
        new = rw.insert(scf.WhileOp(operands, carry_types + result_types, Region(before), Region(after)))
        return list(new.results[len(carry_types):])


class _GridQuery(ConversionPattern):
    AA: type = aa.GetProgramIdOp

    def match_and_rewrite(self, op, operands, rw):
        results = []
        for axis, r in enumerate(op.results):
            new = self.AA.build(result_types=[rw.convert_type(r.type)],
                                properties={"axis": IntegerAttr(axis, i32)})
            results.append(rw.insert(new).result)
        return results


@PATTERNS.rule("cuda_tile.get_tile_block_id")
class GetTileBlockIdOpConversion(_GridQuery):
    AA = aa.GetProgramIdOp


@PATTERNS.rule("cuda_tile.get_num_tile_blocks")
class GetNumTileBlocksOpConversion(_GridQuery):
    AA = aa.GetNumProgramsOp


@PATTERNS.rule("cuda_tile.module")
class ModuleOpConversion(ConversionPattern):
    """`cuda_tile.module @m` -> `gpu.module @m`, its entries and globals converted inside."""


    def match_and_rewrite(self, op, operands, rw):
        block = Block()
        with rw.at_end(block):
            for inner in op.body.blocks.first.ops:
                rw.convert_op(inner)
        name = op.properties["sym_name"].data
        new = gpu.ModuleOp(StringAttr(name), Region(block))  # type: ignore[arg-type]
        new.attributes["nv_tileaa.compute_capability"] = IntegerAttr(rw.context.get("compute_capability", 100), i32)
        producer = op.properties.get("producer")
        if producer is not None:
            new.attributes["nv_tileaa.producer"] = producer
        rw.insert(new)
        return []


@PATTERNS.rule("cuda_tile.entry")
class EntryOpConversion(ConversionPattern):
    """`cuda_tile.entry` -> `nv_tileaa.func` with `kernel`; block arguments converted."""


    def match_and_rewrite(self, op, operands, rw):
        ftype = rw.convert_type(op.properties["function_type"])
        old_block = op.body.blocks.first
        block = rw.new_block(old_block.args, list(ftype.inputs.data))
        outputs = list(ftype.outputs.data)
        state = convert_body(rw, old_block, block, ExitSpec(("return",), {"return": outputs}), [])
        with rw.at_end(block):
            rw.insert(aa.ReturnOp.build(operands=[state.payload["return"]]))
        props = {"sym_name": op.properties["sym_name"], "function_type": ftype, "kernel": UnitAttr()}
        for name in ("arg_attrs", "res_attrs"):
            if op.properties.get(name) is not None:
                props[name] = op.properties[name]
        hints = select_hints(op, rw)
        if hints is not None:
            props["optimization_hints"] = hints
        rw.insert(aa.FuncOp.build(properties=props, regions=[Region(block)]))
        return []


@PATTERNS.rule("cuda_tile.preview$call")
class PreviewCallOpConversion(ConversionPattern):
    """`cuda_tile.preview$call @f(...)` -> `nv_tileaa.call @f(...)` (a call of an external device
    function; the library providing it is linked by the code generator, or the compile fails)."""


    def match_and_rewrite(self, op, operands, rw):
        if op.properties["const_args"].data:
            fail(op, "preview$call with constant arguments is not supported")
        new = aa.CallOp.build(operands=[list(operands)],
                              result_types=[[rw.convert_type(r.type) for r in op.results]],
                              properties={"callee": SymbolRefAttr(op.properties["callee"].data)})
        return list(rw.insert(new).results)


@PATTERNS.rule("cuda_tile.global")
class GlobalOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        value = op.properties["value"]
        t = rw.convert_type(value.type)
        if not isinstance(t, TensorType):
            t = TensorType(t, [1])
        arr = dense_array(value, t)
        dense = dense_value(value, t) if arr is None else array_to_attr(arr, t)
        props = {"sym_name": op.properties["sym_name"], "value": dense,
                 "alignment": IntegerAttr(int(op.properties["alignment"].value.data), i64)}
        vis = enum_of(op, "symbol_visibility")
        if vis is not None:
            props["sym_visibility"] = StringAttr(vis.value)
        if has_unit(op, "constant"):
            props["constant"] = UnitAttr()
        rw.insert(aa.GlobalOp.build(properties=props))
        return []
