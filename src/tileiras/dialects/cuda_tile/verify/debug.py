"""assert, assume (div_by, same_elements, bounded) and print: ops that state or show facts about values.

Optimization hints (on entries, loads and stores) are read but not checked by NVIDIA 13.5, so
there is no rule for them here.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerType

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.attributes import BoundedAttr, DivByAttr, SameElementsAttr
from tileiras.dialects.cuda_tile.verifiers import VERIFIERS, fail
from tileiras.dialects.cuda_tile.verify.constraints import (
    ANY_TILE,
    I1_TILE,
    TOKEN,
    all_types_match,
    operands,
    prop,
    results,
    ty,
)


MAX_DIVISOR = 1 << 62


@VERIFIERS.rule("cuda_tile.assert")
def assert_(op) -> None:
    operands(op, condition=I1_TILE)


def _div_by(op, p: DivByAttr, t) -> None:
    name = "'cuda_tile.div_by'"
    d = p.divisor
    if not (d > 0 and d & (d - 1) == 0):
        fail(op, f"{name} divisor must be a power of 2")
    if (p.every is None) != (p.along is None):
        fail(op, f"{name} 'every'/'along' must be used in combination")
    if d > MAX_DIVISOR:
        fail(op, f"{name} divisor is too large")
    if isinstance(t, ct.TensorViewType):
        if p.every is not None:
            fail(op, f"{name} 'every'/'along' cannot be used if the constrained value is a tensor_view")
        return
    if not isinstance(t, ct.TileType):
        fail(op, f"{name} is valid only for tile of integer/pointer or tensor_view values")
    if t.rank == 0 and p.every is not None:
        fail(op, f"{name} 'every'/'along' cannot be used if the constrained value is a 0D tile")
    if not isinstance(t.element_type, (ct.PointerType, IntegerType)):
        fail(op, f"{name} is valid only for tile of integer/pointer or tensor_view values")
    if p.every is None:
        return
    along, every = p.along, p.every
    assert along is not None
    if along < 0 or along >= t.rank:
        fail(op, f"{name} every_dim ({along}) must be >= 0 and < tile rank ({t.rank})")
    size = t.shape[along]
    if every < 0 or every > size:
        fail(op, f"expected {name} every_dim to be within 0 and the size of the respective dimension ({size})")


def _same_elements(op, p: SameElementsAttr, t) -> None:
    name = "'cuda_tile.same_elements'"
    if not (isinstance(t, ct.TileType) and isinstance(t.element_type, (ct.PointerType, IntegerType))):
        fail(op, f"{name} is valid only for tile of integer/pointer values")
    vals = p.values
    if len(vals) != t.rank:
        fail(op, f"expected number of values in {name} ({len(vals)}) to match rank of constrained tile ({t.rank})")
    for i, (v, d) in enumerate(zip(vals, t.shape)):
        if v < 0 or v > d:
            fail(op, f"expected {name} value {i} to be within 0 and the size of the respective dimension ({d})")


def _bounded(op, p: BoundedAttr, t) -> None:
    name = "'cuda_tile.bounded'"
    if not (isinstance(t, ct.TileType) and isinstance(t.element_type, IntegerType)):
        fail(op, f"{name} is valid only for tile of integer values")
    width = t.element_type.width.data
    lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
    if p.lower is not None and not lo <= p.lower <= hi:
        fail(op, f"{name} expects lower bound to be within [{lo}, {hi}]")
    if p.upper is not None and not lo <= p.upper <= hi:
        fail(op, f"{name} expects upper bound to be within [{lo}, {hi}]")
    if p.lower is not None and p.upper is not None and p.lower > p.upper:
        fail(op, f"{name} expects lower bound to be less than or equal to upper bound")


@VERIFIERS.rule("cuda_tile.assume")
def assume(op) -> None:
    p = prop(op, "predicate")
    if not isinstance(p, (DivByAttr, SameElementsAttr, BoundedAttr)):
        fail(op, "attribute 'predicate' failed to satisfy constraint: AssumePredicateAttrInterface instance")
    all_types_match(op, "value", "result")
    t = ty(op, "value")
    if isinstance(p, DivByAttr):
        _div_by(op, p, t)
    elif isinstance(p, SameElementsAttr):
        _same_elements(op, p, t)
    else:
        _bounded(op, p, t)


_CONVERSIONS = "diuoxXeEfFgGaAcsSpn%"


def format_arguments(text: str) -> int | None:
    """How many operands a printf-style format wants; None for an unterminated expression."""
    n = 0
    pos = 0
    while pos < len(text):
        if text[pos] != "%":
            pos += 1
            continue
        end = next((i for i in range(pos + 1, len(text)) if text[i] in _CONVERSIONS), None)
        if end is None:
            return None
        if text[pos:end + 1] == "%%":
            pos += 2
            continue
        n += 1
        pos += 1
    return n


@VERIFIERS.rule("cuda_tile.print_tko")
def print_(op) -> None:
    operands(op, args=ANY_TILE, token=TOKEN)
    results(op, result_token=TOKEN)
    text = prop(op, "str").data
    want = format_arguments(text)
    if want is None:
        fail(op, "found unterminated format expression")
    got = len(op.operands) - (1 if op.token is not None else 0)
    if want != got:
        fail(op, f"incorrect number of operands: expected {want}, found {got}")


