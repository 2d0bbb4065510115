"""Semantic verifiers of cuda_tile ops: the rules and messages of NVIDIA's tileiras 13.5.

`verify_op` runs the rule registered for the op's mnemonic, if any; structural checks (operand
and result counts, attribute presence) are done by xDSL from the op table before it.
Rules raise `VerifyException` with the message NVIDIA prints, prefixed by the op name as MLIR does.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.utils.exceptions import VerifyException

RULES: dict[str, Callable[[object], None]] = {}
"""Verifier rule per mnemonic; filled by `rule`."""


def rule(*mnemonics: str) -> Callable[[Callable[[object], None]], Callable[[object], None]]:
    """Register a verifier for one or more ops."""

    def register(fn: Callable[[object], None]) -> Callable[[object], None]:
        for m in mnemonics:
            RULES[m] = fn
        return fn

    return register


def verify_op(op) -> None:
    """Run the semantic rule of `op`, if one is registered."""
    check = RULES.get(op.OP_DEF.mnemonic)
    if check is not None:
        check(op)


def fail(op, message: str) -> None:
    """Raise the verification error `'cuda_tile.<op>' op <message>`."""
    raise VerifyException(f"'{op.name}' op {message}")
