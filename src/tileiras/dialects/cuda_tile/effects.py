"""Whether a cuda_tile op is free of effects, from the `effects` its `OpDef` declares.

One answer for every stage that asks: the verifier (only memory-effect-free ops may sit in a
`reduce` or `scan` body, MLIR's `isMemoryEffectFree`) and the transforms (an unused op is
removed only when it has no effect). Region ops (if, for, loop, reduce, scan) have the effects
of the ops they hold; structural ops (module, entry, global) are never effect-free.
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.dialects.cuda_tile.op_defs import OpDef


def op_def_of(op: Operation) -> OpDef | None:
    """The `OpDef` of a cuda_tile op, or None for an op of another dialect."""
    return getattr(type(op), "OP_DEF", None)


def is_effect_free(op: Operation, *, foreign: bool) -> bool:
    """True when `op` and every op nested in it have no effect; `foreign` is the answer for
    ops that are not cuda_tile ops (the verifier assumes nothing of them, the transforms do)."""
    d = op_def_of(op)
    if d is None:
        return foreign
    if not d.pure:
        return False
    if d.has_recursive_effects:
        return all(is_effect_free(inner, foreign=foreign)
                   for region in op.regions for block in region.blocks for inner in block.ops)
    return True
