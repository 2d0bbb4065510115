"""`fuse-fma`: fuse a multiply feeding an add or subtract into one `cuda_tile.fma`.

- `addf(mulf(a, b), c)` and `addf(c, mulf(a, b))` -> `fma(a, b, c)`;
- `subf(mulf(a, b), c)` -> `fma(a, b, negf(c))`;
- `subf(c, mulf(a, b))` -> `fma(negf(a), b, c)`.

The multiply must have no other use ("no mulf op with one use" otherwise) and the same
rounding mode and `flush_to_zero` as the add ("rounding modes and modifiers are not the
same" otherwise). Like NVIDIA's pass this is not numerics-preserving: the product is no
longer rounded on its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, UnitAttr
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriter, PatternRewriteWalker, RewritePattern

from tileiras.transforms.cuda_tile_ir import build, owner


def _single_use_mulf(v: SSAValue) -> Operation | None:
    op = owner(v)
    if op is None or op.name != "cuda_tile.mulf" or not v.has_one_use():
        return None
    return op


def _same_modifiers(a: Operation, b: Operation) -> bool:
    return (a.properties.get("rounding_mode") == b.properties.get("rounding_mode")
            and (a.properties.get("flush_to_zero") is None) == (b.properties.get("flush_to_zero") is None))


def _fma(a: SSAValue, b: SSAValue, c: SSAValue, like: Operation) -> Operation:
    props = {"rounding_mode": like.properties["rounding_mode"]}
    if like.properties.get("flush_to_zero") is not None:
        props["flush_to_zero"] = UnitAttr()
    return build("fma", [a, b, c], [like.results[0].type], **props)


class FuseMulAdd(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name != "cuda_tile.addf":
            return
        for i in (0, 1):
            mul = _single_use_mulf(op.operands[i])
            if mul is not None and _same_modifiers(mul, op):
                rewriter.replace(op, _fma(mul.operands[0], mul.operands[1], op.operands[1 - i], op))
                rewriter.erase(mul)
                return


class FuseMulSub(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name != "cuda_tile.subf":
            return
        lhs, rhs = op.operands
        mul = _single_use_mulf(lhs)
        if mul is not None and _same_modifiers(mul, op):
            neg = build("negf", [rhs], [rhs.type])
            rewriter.insert(neg)
            rewriter.replace(op, _fma(mul.operands[0], mul.operands[1], neg.results[0], op))
            rewriter.erase(mul)
            return
        mul = _single_use_mulf(rhs)
        if mul is not None and _same_modifiers(mul, op):
            a = mul.operands[0]
            neg = build("negf", [a], [a.type])
            rewriter.insert(neg)
            rewriter.replace(op, _fma(neg.results[0], mul.operands[1], lhs, op))
            rewriter.erase(mul)


@dataclass(frozen=True)
class FuseFMAPass(ModulePass):
    """Fuse multiply-add and multiply-subtract into FMA (not numerics-preserving)."""

    name = "fuse-fma"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(GreedyRewritePatternApplier([FuseMulAdd(), FuseMulSub()])).rewrite_module(op)
