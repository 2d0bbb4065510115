"""A small dialect-conversion driver: type converter, conversion target, patterns, rewriter.

xDSL 0.74 has rewrite patterns but no dialect conversion (no type converter, no conversion
target, no block-signature conversion), so this module provides the part of MLIR's
`applyPartialConversion` the cuda_tile -> nv_tileaa lowering needs, in a simpler shape:

- The driver *rebuilds* the IR instead of patching it in place: it walks the input and, for
  each op, asks the patterns registered for its name to emit the replacement at the current
  insertion point, given the op's operands already converted (`operands`). Values are tracked
  in a mapping old -> new. Region ops convert their regions themselves (`convert_block`), so
  block arguments get converted types in the same step as their parent.
- An op no pattern rewrites is cloned unchanged when the `ConversionTarget` says it is legal;
  otherwise it is recorded as a failure, and conversion goes on so every failure is reported.
  The input is only replaced when everything converted (`apply_conversion`).
- Type mismatches at the boundary between converted and unconverted ops get
  `builtin.unrealized_conversion_cast` bridges: a *target materialization* (old type -> new
  type) when a converted op consumes an unconverted value, a *source materialization* (new ->
  old) when a legal op that was not converted consumes a converted value. Pairs that cancel are
  removed at the end (`reconcile_casts`).
- A pattern that returns None did not match; whatever it inserted is removed, and the next
  pattern for that op is tried.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import ClassVar

from xdsl.dialects.builtin import ModuleOp, UnknownLoc, UnrealizedConversionCastOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from tileiras.conversion.errors import ConversionError


def op_name(op: Operation) -> str:
    """The op's name; an unregistered op's own name rather than `builtin.unregistered`."""
    real = getattr(op, "op_name", None)
    return real.data if op.name == "builtin.unregistered" and real is not None else op.name


class TypeConverter:
    """Maps source types to target types; unknown types convert to themselves."""

    def __init__(self) -> None:
        self._rules: list[Callable[[Attribute], Attribute | None]] = []
        self._converted: dict[Attribute, Attribute] = {}
        """Types converted so far: rules are pure functions of the type, and building a target
        type runs its verifier, so each distinct type is converted once per converter."""

    def add_conversion(self, rule: Callable[[Attribute], Attribute | None]) -> None:
        """Register `rule`; rules added later are tried first (as in MLIR)."""
        self._rules.insert(0, rule)
        self._converted.clear()

    def convert_type(self, t: Attribute) -> Attribute:
        try:
            return self._converted[t]
        except KeyError:
            pass
        except TypeError:  # an unhashable attribute: convert it every time
            return self._apply_rules(t)
        out = self._converted[t] = self._apply_rules(t)
        return out

    def _apply_rules(self, t: Attribute) -> Attribute:
        for rule in self._rules:
            out = rule(t)
            if out is not None:
                return out
        return t

    def convert_types(self, types: Sequence[Attribute]) -> list[Attribute]:
        return [self.convert_type(t) for t in types]

    def is_legal(self, t: Attribute) -> bool:
        return self.convert_type(t) == t

    def materialize(self, rewriter: "ConversionRewriter", value: SSAValue, to: Attribute) -> SSAValue:
        """A `builtin.unrealized_conversion_cast` of `value` to type `to`."""
        cast = UnrealizedConversionCastOp.get([value], [to])
        rewriter.insert(cast)
        return cast.results[0]


@dataclass
class ConversionTarget:
    """Which ops may remain after conversion."""

    legal_dialects: set[str] = field(default_factory=set)
    illegal_dialects: set[str] = field(default_factory=set)
    legal_ops: set[str] = field(default_factory=set)
    dynamic: dict[str, Callable[[Operation], bool]] = field(default_factory=dict)

    def is_legal(self, op: Operation) -> bool:
        """Explicit op rules first, then dialect rules; ops of unmentioned dialects are legal
        (partial conversion leaves what it does not know alone)."""
        name = op_name(op)
        if name in self.dynamic:
            return self.dynamic[name](op)
        if name in self.legal_ops:
            return True
        dialect = name.split(".", 1)[0]
        if dialect in self.illegal_dialects:
            return False
        return True


class ConversionPattern:
    """Rewrites one op (named `ROOT`) given its converted operands.

    `match_and_rewrite` inserts the replacement through `rewriter` and returns one new value
    per result of `op`, or returns None when it does not apply.
    """

    ROOT: ClassVar[str] = ""
    BENEFIT: ClassVar[int] = 1

    def match_and_rewrite(self, op: Operation, operands: list[SSAValue],
                          rewriter: "ConversionRewriter") -> Sequence[SSAValue] | None:
        raise NotImplementedError


class PatternSet:
    """Patterns by root op name, highest benefit first; `groups` records who added what."""

    def __init__(self) -> None:
        self._by_root: dict[str, list[ConversionPattern]] = {}
        self.groups: dict[str, list[str]] = {}

    def add(self, pattern: ConversionPattern, group: str = "") -> None:
        bucket = self._by_root.setdefault(pattern.ROOT, [])
        bucket.append(pattern)
        bucket.sort(key=lambda p: -p.BENEFIT)
        self.groups.setdefault(group, []).append(pattern.ROOT)

    def for_root(self, name: str) -> list[ConversionPattern]:
        return self._by_root.get(name, [])

    def roots(self) -> set[str]:
        return set(self._by_root)


class ConversionRewriter:
    """Builds the converted IR: insertion point, value mapping, materializations, failures."""

    def __init__(self, type_converter: TypeConverter, patterns: PatternSet, target: ConversionTarget):
        self.type_converter = type_converter
        self.patterns = patterns
        self.target = target
        self.mapping: dict[SSAValue, SSAValue] = {}
        self.failures: list[tuple[Operation, str]] = []
        self.block: Block | None = None
        self.context: dict[str, object] = {}
        """Per-conversion facts patterns share (compute capability, exit handling state)."""

    # ------------------------------------------------------------------ insertion point

    @contextmanager
    def at_end(self, block: Block) -> Iterator[Block]:
        saved = self.block
        self.block = block
        try:
            yield block
        finally:
            self.block = saved

    def insert(self, op: Operation) -> Operation:
        assert self.block is not None, "no insertion point"
        self.block.add_op(op)
        return op

    def insert_all(self, ops: Sequence[Operation]) -> Operation:
        for op in ops:
            self.insert(op)
        return ops[-1]

    # ---------------------------------------------------------------------- values/types

    def convert_type(self, t: Attribute) -> Attribute:
        return self.type_converter.convert_type(t)

    def convert_types(self, types: Sequence[Attribute]) -> list[Attribute]:
        return self.type_converter.convert_types(types)

    def map(self, old: SSAValue, new: SSAValue) -> None:
        self.mapping[old] = new

    def remap(self, old: SSAValue) -> SSAValue:
        """The converted value for `old`, bridged with a target materialization if needed."""
        new = self.mapping.get(old, old)
        want = self.convert_type(old.type)
        if new.type != want:
            new = self.type_converter.materialize(self, new, want)
        return new

    def remap_all(self, olds: Sequence[SSAValue]) -> list[SSAValue]:
        return [self.remap(v) for v in olds]

    # --------------------------------------------------------------------------- driving

    def convert_op(self, op: Operation) -> None:
        """Convert one op at the insertion point (patterns first, then legal clone).

        Every op created while converting `op` that has no location of its own gets `op`'s, so
        source locations survive down to the LLVM lowering (line info, assert messages,
        diagnostics) without each pattern passing them on."""
        mark = self.block.last_op
        self._convert_op(op)
        inherit_location(self.block, mark, op.location)

    def _convert_op(self, op: Operation) -> None:
        operands = self.remap_all(op.operands)
        errors: list[str] = []
        for pattern in self.patterns.for_root(op_name(op)):
            mark = self.block.last_op
            try:
                results = pattern.match_and_rewrite(op, operands, self)
            except ConversionError as exc:
                results = None
                errors.append(exc.message)
            if results is None:
                self._erase_after(mark)
                continue
            results = list(results)
            if len(results) != len(op.results):
                raise AssertionError(f"{type(pattern).__name__} returned {len(results)} values for {op.name}")
            for old, new in zip(op.results, results):
                self.map(old, new)
            return
        if self.target.is_legal(op):
            self.clone_legal(op)
            return
        reason = errors[0] if errors else "no conversion pattern applies"
        self.failures.append((op, reason))
        placeholder = UnrealizedConversionCastOp.get([], self.convert_types([r.type for r in op.results]))
        self.insert(placeholder)
        for old, new in zip(op.results, placeholder.results):
            self.map(old, new)

    def _erase_after(self, mark: Operation | None) -> None:
        block = self.block
        while block.last_op is not None and block.last_op is not mark:
            victim = block.last_op
            victim.detach()
            victim.erase(safe_erase=False)

    def clone_legal(self, op: Operation) -> None:
        """Clone a legal op; converted operands get source materializations back to the types
        the op expects, regions are converted op by op."""
        operands = []
        for v in op.operands:
            new = self.mapping.get(v, v)
            if new.type != v.type:
                new = self.type_converter.materialize(self, new, v.type)
            operands.append(new)
        regions = [self.convert_region_verbatim(r) for r in op.regions]
        new_op = type(op).create(operands=operands, result_types=[r.type for r in op.results],
                                 properties=dict(op.properties), attributes=dict(op.attributes),
                                 successors=list(op.successors), regions=regions)
        new_op.location = op.location
        self.insert(new_op)
        for old, new in zip(op.results, new_op.results):
            self.map(old, new)

    def convert_region_verbatim(self, region: Region) -> Region:
        """A region whose blocks keep their argument types and whose ops convert one by one."""
        new_region = Region()
        for block in region.blocks:
            new_block = Block(arg_types=[a.type for a in block.args])
            for old, new in zip(block.args, new_block.args):
                self.map(old, new)
            new_region.add_block(new_block)
            with self.at_end(new_block):
                for op in block.ops:
                    self.convert_op(op)
        return new_region

    def new_block(self, old_args: Sequence[SSAValue], arg_types: Sequence[Attribute] | None = None) -> Block:
        """A block whose arguments replace `old_args` (with converted types unless given)."""
        types = self.convert_types([a.type for a in old_args]) if arg_types is None else list(arg_types)
        block = Block(arg_types=types)
        for old, new in zip(old_args, block.args):
            self.map(old, new)
        return block


def _has_location(op: Operation) -> bool:
    return op.location is not None and not isinstance(op.location, UnknownLoc)


def inherit_location(block: Block, mark: Operation | None, location: Attribute | None) -> None:
    """Give `location` to the ops of `block` after `mark` (and the ops nested in them) that
    have none."""
    if location is None or isinstance(location, UnknownLoc):
        return
    op = mark.next_op if mark is not None else block.first_op
    while op is not None:
        for inner in op.walk():
            if not _has_location(inner):
                inner.location = location
        op = op.next_op


def reconcile_casts(root: Operation) -> None:
    """Remove `unrealized_conversion_cast` chains that return to their source type."""
    changed = True
    while changed:
        changed = False
        for op in list(root.walk()):
            if not isinstance(op, UnrealizedConversionCastOp) or len(op.inputs) != 1 or len(op.outputs) != 1:
                continue
            src = op.inputs[0]
            if src.type == op.outputs[0].type:
                op.outputs[0].replace_all_uses_with(src)
                op.detach()
                op.erase()
                changed = True
                continue
            producer = src.owner
            if isinstance(producer, UnrealizedConversionCastOp) and len(producer.inputs) == 1 \
                    and producer.inputs[0].type == op.outputs[0].type:
                op.outputs[0].replace_all_uses_with(producer.inputs[0])
                op.detach()
                op.erase()
                if not producer.outputs[0].uses:
                    producer.detach()
                    producer.erase()
                changed = True


def apply_conversion(module: ModuleOp, rewriter: ConversionRewriter, failure_message: str) -> None:
    """Convert the body of `module` with `rewriter`; replace it only if nothing failed."""
    old_block = module.body.block
    new_block = Block()
    with rewriter.at_end(new_block):
        for op in old_block.ops:
            rewriter.convert_op(op)
    if rewriter.failures:
        notes = []
        for op, reason in rewriter.failures[:20]:
            notes.append(f"'{op_name(op)}' op: {reason}")
        if len(rewriter.failures) > 20:
            notes.append(f"... and {len(rewriter.failures) - 20} more")
        raise ConversionError(failure_message, notes, rewriter.failures[0][0])
    for op in list(old_block.ops):
        op.detach()  # the old IR is dropped; nothing in the new IR refers to it
    for op in list(new_block.ops):
        op.detach()
        old_block.add_op(op)
    reconcile_casts(module)
