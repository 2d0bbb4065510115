"""One way for a stage to say which code handles which op: `OpTable`.

Every stage that dispatches on op names (the verifier, the conversions, the layout rules, the
LLVM lowerings, the interpreter, the emulator's models) keeps its rules in an `OpTable` and
registers them the same way::

    LOWERINGS = OpTable("convert-nv-tileas-to-llvm")

    @LOWERINGS.rule("nv_tileaa.addf", "nv_tileaa.subf")
    def lower_binary(...): ...

A stage that meets an op it has no rule for fails loudly (`MissingRule`, an internal error
that names the stage and the op) instead of guessing; ops that need no rule of their own are
declared with `exempt` together with the reason, so coverage tests can tell "handled",
"deliberately nothing to do" and "forgotten" apart.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Generic, TypeVar

F = TypeVar("F", bound=Callable[..., object])


class MissingRule(LookupError):
    """A stage met an op it has no rule for: a compiler bug, never the user's input."""

    def __init__(self, stage: str, op_name: str) -> None:
        super().__init__(f"{stage}: no rule for '{op_name}'")
        self.stage = stage
        self.op_name = op_name


class OpTable(Generic[F]):
    """The rules of one stage, by op name (full `dialect.op` names, or a stage's own keys)."""

    def __init__(self, stage: str) -> None:
        self.stage = stage
        self._rules: dict[str, F] = {}
        self._exempt: dict[str, str] = {}

    def rule(self, *names: str) -> Callable[[F], F]:
        """Register the decorated function as the rule for each of `names` (once each)."""

        def register(fn: F) -> F:
            for n in names:
                self.add(n, fn)
            return fn

        return register

    def add(self, name: str, fn: F) -> None:
        """Register `fn` for `name`; a second rule for the same name is a bug."""
        if name in self._rules or name in self._exempt:
            raise ValueError(f"{self.stage}: two rules for '{name}'")
        self._rules[name] = fn

    def exempt(self, reason: str, *names: str) -> None:
        """Declare ops this stage deliberately has nothing to do for, and why."""
        for n in names:
            if n in self._rules or n in self._exempt:
                raise ValueError(f"{self.stage}: '{n}' both has a rule and is exempt")
            self._exempt[n] = reason

    def get(self, name: str) -> F | None:
        """The rule for `name`, or None (exempt or unknown: use `lookup` to fail on unknown)."""
        return self._rules.get(name)

    def lookup(self, name: str) -> F | None:
        """The rule for `name`; None when it is exempt; `MissingRule` when it is neither."""
        fn = self._rules.get(name)
        if fn is None and name not in self._exempt:
            raise MissingRule(self.stage, name)
        return fn

    def __contains__(self, name: object) -> bool:
        return name in self._rules

    def covers(self, name: str) -> bool:
        """True when `name` has a rule or is declared exempt."""
        return name in self._rules or name in self._exempt

    def names(self) -> frozenset[str]:
        """Every name with a rule."""
        return frozenset(self._rules)

    def exempt_names(self) -> dict[str, str]:
        """Exempt names with their reasons."""
        return dict(self._exempt)

    def uncovered(self, names: Iterable[str]) -> list[str]:
        """Those of `names` that have neither a rule nor an exemption (for coverage tests)."""
        return sorted(n for n in names if not self.covers(n))
