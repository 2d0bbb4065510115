"""Semantic verifiers of cuda_tile ops and types: the rules and messages of NVIDIA's tileiras 13.5.

Rules live in the `verify` package, one module per op family (the same family names as the
interpreter and the cuda_tile -> nv_tileaa conversion), and register in two `OpTable`s:
`@VERIFIERS.rule("cuda_tile.addf", ...)` for the op phase (every op must have one: an op without
fails loudly with `MissingRule`) and `@REGION_VERIFIERS.rule(...)` for the region phase (only
region ops that check their bodies have one). A rule raises `VerifyException` through `fail(op, message)`; the text is exactly
what NVIDIA prints after `error: ` (the location prefix, when there is one, is the printer's job).

MLIR verifies an op in two phases, and so do we: the op's own checks (ODS constraints, traits,
then the hand-written verifier) before its nested ops, and the region checks (`verifyRegions`)
after them. `verify_ir(root)` walks a whole module in that order; `verify_op(op)` runs both phases
of one op (what `CudaTileOp.verify_` calls from xDSL's own walk, which visits nested ops first).
Types are checked on their own by `verify_type` (the bytecode reader and the text parser call it
when they build a type, as MLIR's `getChecked` does); `verify_ir` checks every type first.

Every rule and message was checked against NVIDIA's tileirdisasm/tileiras 13.5 on hand-made
bytecode: see `tools/verifier_goldens.py` and `tests/verifiers/` (one case per rule and message,
valid and invalid).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from xdsl.ir import Operation
from xdsl.utils.exceptions import VerifyException

from tileiras.op_registry import OpTable

Rule = Callable[[Any], None]

VERIFIERS: OpTable[Rule] = OpTable("cuda_tile verifier")
"""Op-phase rule per op (ODS constraints, traits and the op's verifier); every op has one."""

REGION_VERIFIERS: OpTable[Rule] = OpTable("cuda_tile verifier (regions)")
"""Region-phase rule per op (runs after the nested ops verified); optional, so looked up with
`get`."""


def fail(op: Any, message: str) -> None:
    """Raise the verification error `'cuda_tile.<op>' op <message>` (about `op`: its location
    is the diagnostic's)."""
    raise _blame(VerifyException(f"'{op.name}' op {message}"), op)


def fail_plain(message: str, op: Any = None) -> None:
    """Raise a verification error without the op prefix (MLIR's `emitError` instead of
    `emitOpError`); `op`: the op whose location the diagnostic carries."""
    e = VerifyException(message)
    raise _blame(e, op) if op is not None else e


def fail_then(op: Any, message: str, *more: str) -> None:
    """Like `fail`, followed by more diagnostics on the same op (MLIR emits several errors
    for some checks: `inferred type(s) ...` then `failed to infer returned types`)."""
    e = _blame(VerifyException(f"'{op.name}' op {message}"), op)
    e.more = [f"'{op.name}' op {m}" for m in more]  # type: ignore[attr-defined]
    raise e


def _is_cuda_tile_op(op: Operation) -> bool:
    return getattr(op, "OP_DEF", None) is not None


def verify_op_entrance(op: Operation) -> None:
    """The op phase of one op: its ODS constraints, traits and verifier."""
    if not _is_cuda_tile_op(op):
        return
    from tileiras.dialects.cuda_tile.verify.constraints import check_required_attributes

    check_required_attributes(op)
    check = VERIFIERS.lookup(op.name)
    if check is not None:
        check(op)


def verify_op_exit(op: Operation) -> None:
    """The region phase of one op (after its nested ops verified)."""
    if not _is_cuda_tile_op(op):
        return
    check = REGION_VERIFIERS.get(op.name)
    if check is not None:
        check(op)


def verify_op(op: Operation) -> None:
    """Both phases of one op, without its nested ops."""
    verify_op_entrance(op)
    verify_op_exit(op)


def verify_ir(root: Operation) -> None:
    """Verify `root` and everything nested in it in MLIR's order; the first failure raises.

    Types come first: NVIDIA's reader checks every type as it builds it, so no op is verified
    while a type is invalid (and the op rules may rely on well-formed types).
    """
    verify_types_in(root)
    _verify_ops(root)


def _verify_ops(root: Operation) -> None:
    try:
        verify_op_entrance(root)
    except VerifyException as e:
        raise _blame(e, root)
    for region in root.regions:
        for block in region.blocks:
            if block.last_op is None and _needs_terminator(root):
                raise _blame(VerifyException("empty block: expect at least a terminator"), root)
            for op in block.ops:
                _verify_ops(op)
            _check_terminator(root, block)
    try:
        verify_op_exit(root)
    except VerifyException as e:
        raise _blame(e, root)


def _needs_terminator(op: Operation) -> bool:
    """Every cuda_tile region ends with a terminator, except the module's."""
    return op.name.startswith("cuda_tile.") and op.name != "cuda_tile.module"


def _check_terminator(owner: Operation, block) -> None:
    """MLIR's check when it leaves a block: the last op is a terminator."""
    last = block.last_op
    from tileiras.dialects.cuda_tile.op_table import TERMINATORS

    if last is None or not _needs_terminator(owner) or last.name.removeprefix("cuda_tile.") in TERMINATORS:
        return
    from tileiras.dialects.cuda_tile.asm.printer import op_text

    raise _blame(VerifyException(f"block with no terminator, has {op_text(last)}"), last)


def _blame(e: VerifyException, op: Operation) -> VerifyException:
    if getattr(e, "op", None) is None:
        e.op = op  # type: ignore[attr-defined]
    return e


def failing_op(e: VerifyException) -> Operation | None:
    """The op `verify_ir` was verifying when `e` was raised (its location prefixes NVIDIA's
    message), or None."""
    return getattr(e, "op", None)


def verify_types_in(root: Operation) -> None:
    """`verify_type` on every result and block-argument type under `root`, nested types first."""
    from tileiras.dialects.cuda_tile.verify.types import verify_type_deep

    seen: set[int] = set()
    for op in root.walk():
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    verify_type_deep(arg.type, seen)
        for r in op.results:
            verify_type_deep(r.type, seen)


def verify_type(t: Any) -> None:
    """Check a cuda_tile type's own invariants (tile shape, views, ...); raises VerifyException."""
    from tileiras.dialects.cuda_tile.verify.types import verify_type as _verify_type

    _verify_type(t)


# Register every family's rules.
from tileiras.dialects.cuda_tile import verify as _verify  # noqa: E402,F401
