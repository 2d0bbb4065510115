"""assert, assume (div_by, same_elements, bounded), print, get_global, block ids and alloca.

Optimization hints (on entries, loads and stores) are read but not checked by NVIDIA 13.5, so
there is no rule for them here.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, IntegerType

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.attributes import BoundedAttr, DivByAttr, SameElementsAttr
from tileiras.dialects.cuda_tile.verifiers import fail, rule
from tileiras.dialects.cuda_tile.verify.common import (
    ANY_TILE,
    I1_TILE,
    SCALAR_I32,
    SCALAR_PTR_TILE,
    TOKEN,
    all_types_match,
    int_value,
    operands,
    prop,
    q,
    results,
    ty,
)

MAX_DIVISOR = 1 << 62


@rule("assert")
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


@rule("assume")
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


@rule("print_tko")
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


@rule("get_global")
def get_global(op) -> None:
    results(op, result=SCALAR_PTR_TILE)


@rule("get_tile_block_id")
def get_tile_block_id(op) -> None:
    results(op, blockId_x=SCALAR_I32, blockId_y=SCALAR_I32, blockId_z=SCALAR_I32)


@rule("get_num_tile_blocks")
def get_num_tile_blocks(op) -> None:
    results(op, gridSize_x=SCALAR_I32, gridSize_y=SCALAR_I32, gridSize_z=SCALAR_I32)


@rule("alloca")
def alloca(op) -> None:
    results(op, result=SCALAR_PTR_TILE)
    align = int_value(op, "alignment") or 0
    if not (align > 0 and align & (align - 1) == 0):
        fail(op, "'alignment' must be power of two")
    pointee = ty(op, "result").element_type.pointee
    natural = max(1, ct.bit_width(pointee) // 8)
    if align < natural:
        fail(op, f"'alignment' ({align}) must be at least the natural size ({natural} bytes) for element type {q(pointee)}")


@rule("preview$call")
def preview_call(op) -> None:
    """The ODS constraint on `const_args`; NVIDIA 13.5 checks the callee itself only when
    linking the library named by -l, at compile time.

    Its elements must be symbolic expression attributes, which no bytecode attribute tag
    encodes: NVIDIA's reader rejects any element it is given (integer, float, bool, string,
    array, dictionary, type, div_by, bounded, hints), so only `[]` is valid.
    """
    const_args = prop(op, "const_args")
    if isinstance(const_args, ArrayAttr) and const_args.data:
        fail(op, "attribute 'const_args' failed to satisfy constraint: array of symbolic "
                 "expression attribute values")
