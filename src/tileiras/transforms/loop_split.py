"""`loop-split`: split a `cuda_tile.for` where an `if` in its body compares the induction
variable with a loop invariant, so each part runs one branch unconditionally.

For `if (iv < v)` directly in the body (also `<=`, `>`, `>=`, either operand order, signed
compare on a signed loop) the loop `[lb, ub)` becomes `[lb, min(s, ub))` followed by
`[max(s, lb), ub)`, the second starting from the first's results. The split point `s` is `v`
(`v + 1` for `<=` and `>`), rounded up to `lb + k*step` when the step is not the constant 1.
In each part the compare is the constant it has there, and the body's `if`s on it are
replaced by the branch that runs (cloning stops at a `continue` in that branch).

A split happens only when it pays off: some branch of an `if` on that compare has at least
`threshold` ops or a heavy one (load, store, mma, reduce, if, for). The threshold is the pass
option `split-threshold` (default 1: always), overridden by an integer `cuda_tile.loop_split`
attribute on the entry, then the loop, then the `if` (0 disables splitting there).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, ModuleOp
from xdsl.ir import Block, Operation, SSAValue
from xdsl.passes import ModulePass

from tileiras.dialects.cuda_tile.attributes import EnumAttr
from tileiras.dialects.cuda_tile.enums import ComparisonPredicate, Signedness
from tileiras.dialects.cuda_tile.types import TileType, i1
from tileiras.transforms.cuda_tile_ir import build, constant_array, enum_value, make_constant, owner

HINT = "cuda_tile.loop_split"
HEAVY = frozenset({"cuda_tile.load_ptr_tko", "cuda_tile.load_view_tko", "cuda_tile.store_ptr_tko",
                   "cuda_tile.store_view_tko", "cuda_tile.mmaf", "cuda_tile.mmai", "cuda_tile.reduce",
                   "cuda_tile.if", "cuda_tile.for"})
_FLIP = {
    ComparisonPredicate.LESS_THAN: ComparisonPredicate.GREATER_THAN,
    ComparisonPredicate.LESS_THAN_OR_EQUAL: ComparisonPredicate.GREATER_THAN_OR_EQUAL,
    ComparisonPredicate.GREATER_THAN: ComparisonPredicate.LESS_THAN,
    ComparisonPredicate.GREATER_THAN_OR_EQUAL: ComparisonPredicate.LESS_THAN_OR_EQUAL,
}


def _hint(op: Operation | None) -> int | None:
    if op is None:
        return None
    attr = op.attributes.get(HINT)
    return int(attr.value.data) if isinstance(attr, IntegerAttr) else None


def _enclosing_entry(op: Operation) -> Operation | None:
    cur = op.parent_op()
    while cur is not None and cur.name != "cuda_tile.entry":
        cur = cur.parent_op()
    return cur


def _inside(v: SSAValue, op: Operation) -> bool:
    o = owner(v)
    if o is not None:
        return op.is_ancestor(o)
    parent = v.block.parent_op()
    return parent is not None and op.is_ancestor(parent)


def _profitable(if_op: Operation, threshold: int) -> bool:
    if threshold == 1:
        return True
    for region in if_op.regions:
        for block in region.blocks:
            ops = list(block.ops)
            if len(ops) - 1 >= threshold or any(o.name in HEAVY for o in ops):
                return True
    return False


@dataclass
class _Split:
    cmp: Operation
    pred: ComparisonPredicate
    bound: SSAValue
    ifs: list[Operation]


def _find_split(for_op: Operation, default_threshold: int) -> _Split | None:
    if for_op.properties.get("unsignedCmp") is not None:
        return None
    body = for_op.body.blocks.first
    iv = body.args[0]
    entry_hint, for_hint = _hint(_enclosing_entry(for_op)), _hint(for_op)
    for if_op in body.ops:
        if if_op.name != "cuda_tile.if":
            continue
        threshold = next(h for h in (_hint(if_op), for_hint, entry_hint, default_threshold) if h is not None)
        if threshold == 0:
            continue
        cmp = owner(if_op.operands[0])
        if cmp is None or cmp.name != "cuda_tile.cmpi" or cmp.parent_block() is not body:
            continue
        if enum_value(cmp, "signedness") == Signedness.UNSIGNED:
            continue
        pred = enum_value(cmp, "comparison_predicate")
        lhs, rhs = cmp.operands
        if lhs is iv:
            bound = rhs
        elif rhs is iv and pred in _FLIP:
            bound, pred = lhs, _FLIP[pred]
        else:
            continue
        if pred not in _FLIP or _inside(bound, for_op):
            continue
        users = [u.operation for u in cmp.results[0].uses]
        if not any(u.name == "cuda_tile.if" and _profitable(u, threshold) for u in users):
            continue
        ifs = [u for u in users if u.name == "cuda_tile.if" and u.parent_block() is body]
        return _Split(cmp, pred, bound, ifs)
    return None


def _clone_body(for_op: Operation, new_block: Block, split: _Split, take_then: bool, const_true: SSAValue,
                const_false: SSAValue) -> None:
    old = for_op.body.blocks.first
    mapping: dict[SSAValue, SSAValue] = dict(zip(old.args, new_block.args))
    mapping[split.cmp.results[0]] = const_true if take_then else const_false
    for op in old.ops:
        if op is split.cmp:
            continue
        if op in split.ifs:
            region = op.regions[0 if take_then else 1]
            branch = region.blocks.first
            if branch is None:
                continue
            stopped = False
            for inner in branch.ops:
                if inner.name == "cuda_tile.yield":
                    for r, v in zip(op.results, inner.operands):
                        mapping[r] = mapping.get(v, v)
                    break
                new_block.add_op(inner.clone(mapping))
                if inner.name == "cuda_tile.continue":
                    stopped = True
                    break
            if stopped:
                return
            continue
        new_block.add_op(op.clone(mapping))


def _split_loop(for_op: Operation, split: _Split) -> None:
    import numpy as np

    block = for_op.parent_block()
    lb, ub, step = for_op.operands[0], for_op.operands[1], for_op.operands[2]
    inits = list(for_op.operands[3:])
    t = lb.type
    new_ops: list[Operation] = []

    def emit(op: Operation) -> SSAValue:
        new_ops.append(op)
        return op.results[0]

    def ci(value: int) -> SSAValue:
        return emit(make_constant(np.array(value, dtype=np.int64), t))

    signed = {"signedness": EnumAttr(Signedness.SIGNED)}
    from tileiras.dialects.cuda_tile.enums import IntegerOverflow, RoundingMode
    ovf = {"overflow": EnumAttr(IntegerOverflow.NONE)}
    point = split.bound
    if split.pred in (ComparisonPredicate.GREATER_THAN, ComparisonPredicate.LESS_THAN_OR_EQUAL):
        point = emit(build("addi", [point, ci(1)], [t], **ovf))
    step_const = constant_array(step)
    if step_const is None or int(step_const) != 1:
        diff = emit(build("subi", [point, lb], [t], **ovf))
        k = emit(build("divi", [diff, step], [t], signedness=EnumAttr(Signedness.SIGNED),
                       rounding=EnumAttr(RoundingMode.POSITIVE_INF)))
        kstep = emit(build("muli", [k, step], [t], **ovf))
        point = emit(build("addi", [lb, kstep], [t], **ovf))
    first_ub = emit(build("mini", [point, ub], [t], **signed))
    second_lb = emit(build("maxi", [point, lb], [t], **signed))
    true_c = emit(make_constant(np.array(True), TileType((), i1)))
    false_c = emit(make_constant(np.array(False), TileType((), i1)))
    # `iv < v` holds in the first part: it runs the then-branch; `iv > v` in the second part
    then_first = split.pred in (ComparisonPredicate.LESS_THAN, ComparisonPredicate.LESS_THAN_OR_EQUAL)
    result_types = [r.type for r in for_op.results]
    loops = []
    for part, (lo, hi, carried) in enumerate(((lb, first_ub, inits), (second_lb, ub, None))):
        if carried is None:
            carried = list(loops[0].results)
        new_for = build("for", [lo, hi, step, carried], [result_types])
        old_block = for_op.body.blocks.first
        nb = Block(arg_types=[a.type for a in old_block.args])
        new_for.body.add_block(nb)
        take_then = then_first if part == 0 else not then_first
        _clone_body(for_op, nb, split, take_then, true_c, false_c)
        new_ops.append(new_for)
        loops.append(new_for)
    for op in new_ops:
        block.insert_op_before(op, for_op)
    for old, new in zip(for_op.results, loops[1].results):
        old.replace_all_uses_with(new)
    for_op.detach()
    for_op.erase(safe_erase=False)


@dataclass(frozen=True)
class LoopSplitPass(ModulePass):
    """Split loops when an if-condition compares the induction variable with a loop invariant."""

    name = "loop-split"

    split_threshold: int = 1

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        changed = True
        rounds = 0
        while changed and rounds < 64:
            changed = False
            rounds += 1
            for for_op in [o for o in op.walk() if o.name == "cuda_tile.for"]:
                split = _find_split(for_op, self.split_threshold)
                if split is not None:
                    _split_loop(for_op, split)
                    changed = True
                    break
