"""SSA value names as MLIR's AsmPrinter (and so tileirdisasm) gives them.

Ops suggest names for their results (`%tview`, `%blockId_x`, `%cst_0_i32`, `%for`) and for
their regions' arguments (`%loopIdx`, `%iterArg0`, `%reduce_lhs`); everything else is
numbered (`%0`, `%1`) and entry-block arguments are `%argN`. A suggested name already used
in the enclosing scopes gets `_N` from one counter shared by all names of the function, as
MLIR uniques them. Each region is numbered after its whole parent region, starting from the
parent's counters; sibling regions do not see each other's names. With `generic=True` no
suggestions are used (MLIR's generic form).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue

from tileiras.dialects.cuda_tile.asm.values import constant_name
from tileiras.dialects.cuda_tile.op_table import OPS_BY_MNEMONIC

def _mnemonic(op: Operation) -> str:
    return op.name.removeprefix("cuda_tile.")


def result_hints(op: Operation) -> list[str | None]:
    """The names an op suggests for its results, None where it suggests none."""
    m = _mnemonic(op)
    n = len(op.results)
    if m == "constant":
        value = op.properties.get("value")
        return [constant_name(value)] if value is not None and n else [None] * n  # type: ignore[arg-type]
    if m == "assume":
        base = value_hint(op.operands[0]) if op.operands else None
        return [f"assume_{base}" if base else "assume"] + [None] * (n - 1)
    d = OPS_BY_MNEMONIC.get(m)
    hints = d.asm_result_names if d is not None else ()
    return [hints[i] if i < len(hints) else None for i in range(n)]


def value_hint(v: SSAValue) -> str | None:
    """The suggestion (before uniquing) of the op defining `v` for exactly that result."""
    if isinstance(v, OpResult):
        hints = result_hints(v.op)
        if v.index < len(hints):
            return hints[v.index]
    return None


def block_arg_hints(op: Operation, region_index: int, block: Block) -> list[str | None]:
    """Names an op suggests for the arguments of its region's entry block."""
    m = _mnemonic(op)
    n = len(block.args)
    if m == "for":
        return ["loopIdx"] + [f"iterArg{i}" for i in range(n - 1)]
    if m == "reduce":
        if n == 2:
            return ["reduce_lhs", "reduce_rhs"]
        return [f"reduce_{side}{i}" for i in range(n // 2) for side in ("lhs", "rhs")]
    return [None] * n


@dataclass
class _Counters:
    value: int = 0
    argument: int = 0
    conflict: int = 0


@dataclass
class SSANames:
    """The printed name of every value under one op, and result groups per op."""

    names: dict[SSAValue, str] = field(default_factory=dict)
    """Value -> `%name` text as used (`%for#1` for the second value of a group)."""
    groups: dict[Operation, list[tuple[str, int]]] = field(default_factory=dict)
    """Op -> its result groups as (base name, size), in result order."""

    def use(self, v: SSAValue) -> str:
        try:
            return self.names[v]
        except KeyError:
            return "%<<UNKNOWN SSA VALUE>>"

    def result_list(self, op: Operation) -> str:
        """`%a, %b:2` for the left-hand side of an op."""
        parts = []
        for base, size in self.groups.get(op, []):
            parts.append(base if size == 1 else f"{base}:{size}")
        return ", ".join(parts)


class _Namer:
    def __init__(self, generic: bool):
        self.generic = generic
        self.out = SSANames()

    @staticmethod
    def _unique(name: str, used: list[set[str]], counters: _Counters) -> str:
        def taken(candidate: str) -> bool:
            return any(candidate in scope for scope in used)
        if not taken(name):
            chosen = name
        else:
            while True:
                candidate = f"{name}_{counters.conflict}"
                counters.conflict += 1
                if not taken(candidate):
                    chosen = candidate
                    break
        used[-1].add(chosen)
        return chosen

    def _name_value(self, v: SSAValue, hint: str | None, used, counters) -> str:
        if hint:
            return "%" + self._unique(hint, used, counters)
        text = f"%{counters.value}"
        counters.value += 1
        return text

    def number_op(self, op: Operation, used, counters) -> None:
        if not op.results:
            return
        hints = [None] * len(op.results) if self.generic else result_hints(op)
        bounds = [0] + [i for i in range(1, len(op.results)) if hints[i]]
        groups = []
        for g, start in enumerate(bounds):
            end = bounds[g + 1] if g + 1 < len(bounds) else len(op.results)
            base = self._name_value(op.results[start], hints[start], used, counters)
            size = end - start
            groups.append((base, size))
            for i in range(start, end):
                self.out.names[op.results[i]] = base if size == 1 else f"{base}#{i - start}"
        self.out.groups[op] = groups

    def number_region(self, region: Region, owner: Operation | None, used: list[set[str]],
                      counters: _Counters) -> None:
        used = used + [set()]
        for bi, block in enumerate(region.blocks):
            hints: list[str | None] = [None] * len(block.args)
            if owner is not None and not self.generic and bi == 0:
                ri = list(owner.regions).index(region)
                hints = block_arg_hints(owner, ri, block)
            for arg, hint in zip(block.args, hints):
                if hint:
                    self.out.names[arg] = "%" + self._unique(hint, used, counters)
            for arg in block.args:
                if arg in self.out.names:
                    continue
                if bi == 0:
                    name = self._unique(f"arg{counters.argument}", used, counters)
                    counters.argument += 1
                    self.out.names[arg] = "%" + name
                else:
                    self.out.names[arg] = f"%{counters.value}"
                    counters.value += 1
            for op in block.ops:
                self.number_op(op, used, counters)
        saved = _Counters(counters.value, counters.argument, counters.conflict)
        for block in region.blocks:
            for op in block.ops:
                for inner in op.regions:
                    self.number_region(inner, op, used,
                                       _Counters(saved.value, saved.argument, saved.conflict))


def name_values(op: Operation, generic: bool = False) -> SSANames:
    """Names for every value defined inside `op` (its results are named by its parent)."""
    namer = _Namer(generic)
    counters = _Counters()
    for region in op.regions:
        namer.number_region(region, op, [set()], _Counters(counters.value, counters.argument,
                                                           counters.conflict))
    return namer.out


def name_top_level(ops: list[Operation], generic: bool = False) -> SSANames:
    """Names for a module body: each top-level op numbered on its own, like MLIR."""
    out = SSANames()
    namer = _Namer(generic)
    namer.out = out
    for op in ops:
        namer.number_op(op, [set()], _Counters())
        for region in op.regions:
            namer.number_region(region, op, [set()], _Counters())
    return out


__all__ = ["SSANames", "name_values", "name_top_level", "result_hints", "block_arg_hints",
           "BlockArgument"]
