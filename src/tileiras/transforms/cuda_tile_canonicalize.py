"""The public cuda_tile folds and canonicalization patterns (run by `canonicalize`).

| pattern | rewrite | applies only when |
|---|---|---|
| FoldAddFConstants | `addf(c1, c2)` -> constant | both constants finite, nearest-even rounding, no ftz |
| IfNegatedCondition | `if (xori(c, true)) A else B` -> `if (c) B else A` | the else region exists and the xori's other operand is all-true |
| IfStaticCondition | `if (true) A else B` -> A inlined | the constant condition is uniform and the chosen branch ends with `yield` |
| IfReplaceYieldWithValue | result i -> v | both branches yield the same value v defined outside the if |
| IfRemoveUnusedResults | drop unused results | always (yields shrink with them) |
| IfConvertToSelect | `if c {yield a} else {yield b}` -> `select c, a, b` | both branches only yield values defined outside, all results 0-d |
| CombineIfs | two adjacent ifs on one condition -> one if | same condition value, both end with `yield` in every branch |
| SelectFolds | `select(c, a, a)` -> a; constant c -> arm; `select(c, true, false)` -> c; `select(xori(c, true), a, b)` -> `select(c, b, a)`; `select(c, select(c, a, b), d)` -> `select(c, a, d)` (and the else twin) | as stated |
| RemoveDeadPure | unused pure op -> erased | the op has no effects (no memory access, assert, print, terminator) |

Ops carrying an early exit (`continue`/`break`/`return` in a branch) are never moved across.
"""

from __future__ import annotations

from xdsl.ir import Block, Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from tileiras.dialects.cuda_tile.enums import RoundingMode
from tileiras.transforms.cuda_tile_ir import (
    build,
    constant_array,
    constant_bool,
    enum_value,
    is_pure,
    make_constant,
    owner,
)


def _then_else(op: Operation) -> tuple[Block | None, Block | None]:
    return (op.regions[0].blocks.first if op.regions[0].blocks else None,
            op.regions[1].blocks.first if len(op.regions) > 1 and op.regions[1].blocks else None)


def _ends_with_yield(block: Block | None) -> bool:
    return block is None or (block.last_op is not None and block.last_op.name == "cuda_tile.yield")


def _defined_outside(v, op: Operation) -> bool:
    o = owner(v)
    if o is not None:
        return not op.is_ancestor(o)
    parent = v.block.parent_op() if hasattr(v, "block") else None
    return parent is None or not op.is_ancestor(parent)


class FoldAddFConstants(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name != "cuda_tile.addf" or op.properties.get("flush_to_zero") is not None:
            return
        if enum_value(op, "rounding_mode") not in (None, RoundingMode.NEAREST_EVEN):
            return
        a, b = constant_array(op.operands[0]), constant_array(op.operands[1])
        if a is None or b is None:
            return
        import numpy as np

        if not (np.isfinite(a.astype(np.float64)).all() and np.isfinite(b.astype(np.float64)).all()):
            return
        total = (a.astype(np.float64) + b.astype(np.float64)).astype(a.dtype)
        if not np.isfinite(total.astype(np.float64)).all():
            return
        rewriter.replace(op, make_constant(total, op.results[0].type))


class IfNegatedCondition(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name != "cuda_tile.if":
            return
        then_b, else_b = _then_else(op)
        if then_b is None or else_b is None:
            return
        xor = owner(op.operands[0])
        if xor is None or xor.name != "cuda_tile.xori":
            return
        for base, other in ((xor.operands[0], xor.operands[1]), (xor.operands[1], xor.operands[0])):
            if constant_bool(other) is True:
                then_r = rewriter.move_region_contents_to_new_regions(op.regions[0])
                else_r = rewriter.move_region_contents_to_new_regions(op.regions[1])
                new = build("if", [base], [[r.type for r in op.results]])
                new.regions[0].add_block(else_r.detach_block(0))
                new.regions[1].add_block(then_r.detach_block(0))
                rewriter.replace(op, new)
                return


class IfStaticCondition(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name != "cuda_tile.if":
            return
        cond = constant_bool(op.operands[0])
        if cond is None:
            return
        then_b, else_b = _then_else(op)
        chosen = then_b if cond else else_b
        if chosen is None:
            if not op.results:
                rewriter.erase(op)
            return
        if not _ends_with_yield(chosen):
            return
        term = chosen.last_op
        values = list(term.operands)
        rewriter.erase(term)
        rewriter.inline_block(chosen, rewriter.insertion_point)
        rewriter.replace(op, [], values)


class IfReplaceYieldWithValue(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name != "cuda_tile.if" or not op.results:
            return
        then_b, else_b = _then_else(op)
        if not (_ends_with_yield(then_b) and _ends_with_yield(else_b)) or then_b is None or else_b is None:
            return
        for i, r in enumerate(op.results):
            a, b = then_b.last_op.operands[i], else_b.last_op.operands[i]
            if a is b and r.uses and _defined_outside(a, op):
                rewriter.replace_all_uses_with(r, a)


class IfRemoveUnusedResults(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name != "cuda_tile.if" or not op.results:
            return
        live = [i for i, r in enumerate(op.results) if r.uses]
        if len(live) == len(op.results):
            return
        blocks = _then_else(op)
        if not all(_ends_with_yield(b) for b in blocks) or any(b is None for b in blocks):
            return
        new = build("if", [op.operands[0]], [[op.results[i].type for i in live]])
        for b in blocks:
            term = b.last_op
            rewriter.replace(term, build("yield", [[term.operands[i] for i in live]], []))
        for i, region in enumerate(op.regions):
            moved = rewriter.move_region_contents_to_new_regions(region)
            new.regions[i].add_block(moved.detach_block(0))
        repl = [None] * len(op.results)
        for k, i in enumerate(live):
            repl[i] = new.results[k]
        rewriter.replace(op, new, repl)


class IfConvertToSelect(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name != "cuda_tile.if" or not op.results:
            return
        then_b, else_b = _then_else(op)
        if then_b is None or else_b is None:
            return
        if then_b.first_op is not then_b.last_op or else_b.first_op is not else_b.last_op:
            return
        if not (_ends_with_yield(then_b) and _ends_with_yield(else_b)):
            return
        if any(r.type.shape for r in op.results):
            return
        a, b = list(then_b.last_op.operands), list(else_b.last_op.operands)
        if not all(_defined_outside(v, op) for v in a + b):
            return
        selects = [build("select", [op.operands[0], x, y], [r.type]) for x, y, r in zip(a, b, op.results)]
        rewriter.replace(op, selects, [s.results[0] for s in selects])


class CombineIfs(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name != "cuda_tile.if":
            return
        first = op.prev_op
        if first is None or first.name != "cuda_tile.if" or first.operands[0] is not op.operands[0]:
            return
        b1, b2 = _then_else(first), _then_else(op)
        if any(b is None for b in b1 + b2) or not all(_ends_with_yield(b) for b in b1 + b2):
            return
        new = build("if", [op.operands[0]], [[r.type for r in first.results] + [r.type for r in op.results]])
        for i in (0, 1):
            blk_a, blk_b = b1[i], b2[i]
            ya, yb = blk_a.last_op, blk_b.last_op
            merged = Block()
            a_vals = list(ya.operands)
            for inner in list(blk_a.ops):
                if inner is ya:
                    continue
                inner.detach()
                merged.add_op(inner)
            for r, v in zip(first.results, a_vals):
                for use in list(r.uses):
                    if _inside(use.operation, blk_b):
                        use.operation.operands[use.index] = v
            b_vals = list(yb.operands)
            for inner in list(blk_b.ops):
                if inner is yb:
                    continue
                inner.detach()
                merged.add_op(inner)
            merged.add_op(build("yield", [a_vals + b_vals], []))
            new.regions[i].add_block(merged)
        rewriter.insert(new)
        n = len(first.results)
        rewriter.replace(first, [], list(new.results[:n]))
        rewriter.replace(op, [], list(new.results[n:]))


def _inside(op: Operation, block: Block) -> bool:
    cur = op
    while cur is not None:
        if cur.parent_block() is block:
            return True
        cur = cur.parent_op()
    return False


class SelectFolds(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name != "cuda_tile.select":
            return
        c, a, b = op.operands
        if a is b:
            rewriter.replace(op, [], [a])
            return
        cv = constant_bool(c)
        if cv is not None and c.type.shape in ((), op.results[0].type.shape):
            rewriter.replace(op, [], [a if cv else b])
            return
        if constant_bool(a) is True and constant_bool(b) is False and c.type == op.results[0].type:
            rewriter.replace(op, [], [c])
            return
        xor = owner(c)
        if xor is not None and xor.name == "cuda_tile.xori":
            for base, other in ((xor.operands[0], xor.operands[1]), (xor.operands[1], xor.operands[0])):
                if constant_bool(other) is True:
                    rewriter.replace(op, build("select", [base, b, a], [op.results[0].type]))
                    return
        inner_a, inner_b = owner(a), owner(b)
        if inner_a is not None and inner_a.name == "cuda_tile.select" and inner_a.operands[0] is c:
            rewriter.replace(op, build("select", [c, inner_a.operands[1], b], [op.results[0].type]))
            return
        if inner_b is not None and inner_b.name == "cuda_tile.select" and inner_b.operands[0] is c:
            rewriter.replace(op, build("select", [c, a, inner_b.operands[2]], [op.results[0].type]))


class RemoveDeadPure(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name.startswith("cuda_tile.") and op.results and not any(r.uses for r in op.results) and is_pure(op):
            rewriter.erase(op)


CUDA_TILE_PATTERNS: dict[str, tuple[type[RewritePattern], ...]] = {
    "cuda_tile.addf": (FoldAddFConstants,),
    "cuda_tile.if": (IfStaticCondition, IfNegatedCondition, IfReplaceYieldWithValue, IfRemoveUnusedResults,
                     IfConvertToSelect, CombineIfs),
    "cuda_tile.select": (SelectFolds,),
}
"""Canonicalization patterns by root op (RemoveDeadPure applies to every cuda_tile op)."""

__all__ = ["CUDA_TILE_PATTERNS", "RemoveDeadPure"]
