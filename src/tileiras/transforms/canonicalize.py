"""`canonicalize`: greedy folding and canonicalization of every dialect in the module.

One pass for all stages, as in MLIR: for each op it applies the canonicalization patterns its
class declares (nv_tileaa's seed-003 canonicalizers, xDSL's arith/scf patterns and folders),
plus patterns rooted at ops whose classes we do not own: the public cuda_tile folds
(`cuda_tile_canonicalize.py`) and nv_tileaa patterns rooted at `arith.select`. Unused pure
ops are removed (cuda_tile ops by `RemoveDeadPure`, others by xDSL's region DCE).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriter, PatternRewriteWalker, RewritePattern
from xdsl.traits import HasCanonicalizationPatternsTrait
from xdsl.transforms.dead_code_elimination import region_dce

from tileiras.dialects.nv_tileaa.canonicalize import EXTRA_PATTERNS as NV_TILEAA_EXTRA
from tileiras.transforms.cuda_tile_canonicalize import CUDA_TILE_PATTERNS, RemoveDeadPure

_EXTRA: dict[str, tuple[type[RewritePattern], ...]] = {**NV_TILEAA_EXTRA, **CUDA_TILE_PATTERNS}


class _CanonicalizeDispatch(RewritePattern):
    """Applies the canonicalization patterns that belong to the matched op."""

    def __init__(self) -> None:
        self._cache: dict[str, list[RewritePattern]] = {}

    def _patterns(self, op: Operation) -> list[RewritePattern]:
        cached = self._cache.get(op.name)
        if cached is None:
            cached = [p for t in op.get_traits_of_type(HasCanonicalizationPatternsTrait) for p in t.get_patterns(type(op))]
            cached += [cls() for cls in _EXTRA.get(op.name, ())]
            if op.name.startswith("cuda_tile."):
                cached.append(RemoveDeadPure())
            self._cache[op.name] = cached
        return cached

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        for pattern in self._patterns(op):
            pattern.match_and_rewrite(op, rewriter)
            if rewriter.has_done_action:
                return


@dataclass(frozen=True)
class CanonicalizePass(ModulePass):
    """Apply all canonicalization patterns and folds to a fixed point."""

    name = "canonicalize"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        pattern = GreedyRewritePatternApplier([_CanonicalizeDispatch()], ctx=ctx, folding_enabled=True)
        PatternRewriteWalker(pattern, post_walk_func=region_dce).rewrite_module(op)
