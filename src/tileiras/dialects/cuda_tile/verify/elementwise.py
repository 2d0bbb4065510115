"""Element-wise arithmetic, math, comparisons and select.

Operand and result element classes come from ODS (`tile of f16 or bf16 or f32 or f64 values`
for float arithmetic, `tile of i1 ... i64 values` for integer arithmetic); the rounding-mode and
modifier rules are those of NVIDIA's 13.5 verifiers (13.1 said "invalid rounding error").
"""

from __future__ import annotations

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.enums import IntegerOverflow, RoundingMode, Signedness
from tileiras.dialects.cuda_tile.verifiers import VERIFIERS, fail
from tileiras.dialects.cuda_tile.verify.constraints import (
    BASE_FLOAT_TILE,
    I1_TILE,
    I32_OR_LESS_TILE,
    INT_TILE,
    ANY_TILE,
    all_shapes_match,
    all_types_match,
    elem,
    enum_value,
    has_unit,
    operands,
    q,
    results,
    ty,
)

RN, RZ, RM, RP = RoundingMode.NEAREST_EVEN, RoundingMode.ZERO, RoundingMode.NEGATIVE_INF, RoundingMode.POSITIVE_INF
IEEE = (RN, RZ, RM, RP)


def _names(modes: tuple[RoundingMode, ...]) -> str:
    return ", ".join(m.value for m in modes)


def _rounding_in(op, allowed: tuple[RoundingMode, ...], default: RoundingMode = RN) -> RoundingMode:
    r = enum_value(op, "rounding_mode", default)
    assert isinstance(r, RoundingMode)
    if r not in allowed:
        fail(op, f"invalid rounding mode specified, expect one of [{_names(allowed)}]")
    return r


def _result_elem(op):
    return elem(op.results[0].type)


def check_ftz(op) -> None:
    """`flush_to_zero` only on f32 results."""
    e = _result_elem(op)
    if has_unit(op, "flush_to_zero") and e != ct.f32:
        fail(op, f"flush_to_zero modifier only supported for f32 data type, but got: {q(e)}")


def _approx_full(op, r: RoundingMode) -> None:
    e = _result_elem(op)
    if r == RoundingMode.APPROX and e != ct.f32:
        fail(op, f"approx modifier only supported for f32 data type, but got: {q(e)}")
    if r == RoundingMode.FULL and e != ct.f32:
        fail(op, f"full modifier only supported for f32 data type, but got: {q(e)}")


FLOAT_UNARY = tuple(f"cuda_tile.{m}" for m in (
    "absf", "ceil", "cos", "cosh", "exp", "exp2", "floor", "log", "log2", "negf", "rsqrt", "sin", "sinh", "sqrt",
    "tan", "tanh"))


@VERIFIERS.rule(*FLOAT_UNARY)
def float_unary(op) -> None:
    operands(op, source=BASE_FLOAT_TILE)
    results(op, result=BASE_FLOAT_TILE)
    all_types_match(op, "source", "result")
    m = op.OP_DEF.mnemonic
    if m in ("exp2", "rsqrt"):
        check_ftz(op)
    elif m == "sqrt":
        r = _rounding_in(op, IEEE + (RoundingMode.APPROX,))
        check_ftz(op)
        if r == RoundingMode.APPROX:
            _approx_full(op, r)
    elif m in ("exp", "tanh"):
        r = _rounding_in(op, (RoundingMode.APPROX, RoundingMode.FULL), RoundingMode.FULL)
        if r == RoundingMode.APPROX:
            _approx_full(op, r)


@VERIFIERS.rule("cuda_tile.addf", "cuda_tile.subf", "cuda_tile.mulf")
def ieee_binary(op) -> None:
    operands(op, lhs=BASE_FLOAT_TILE, rhs=BASE_FLOAT_TILE)
    results(op, result=BASE_FLOAT_TILE)
    all_types_match(op, "lhs", "rhs", "result")
    _rounding_in(op, IEEE)
    check_ftz(op)


@VERIFIERS.rule("cuda_tile.divf")
def divf(op) -> None:
    operands(op, lhs=BASE_FLOAT_TILE, rhs=BASE_FLOAT_TILE)
    results(op, result=BASE_FLOAT_TILE)
    all_types_match(op, "lhs", "rhs", "result")
    r = _rounding_in(op, IEEE + (RoundingMode.APPROX, RoundingMode.FULL))
    check_ftz(op)
    _approx_full(op, r)


@VERIFIERS.rule("cuda_tile.maxf", "cuda_tile.minf")
def minmaxf(op) -> None:
    operands(op, lhs=BASE_FLOAT_TILE, rhs=BASE_FLOAT_TILE)
    results(op, result=BASE_FLOAT_TILE)
    all_types_match(op, "lhs", "rhs", "result")
    check_ftz(op)


@VERIFIERS.rule("cuda_tile.remf")
def remf(op) -> None:
    operands(op, lhs=BASE_FLOAT_TILE, rhs=BASE_FLOAT_TILE)
    results(op, result=BASE_FLOAT_TILE)
    all_types_match(op, "lhs", "rhs", "result")


@VERIFIERS.rule("cuda_tile.fpowf")
def fpowf(op) -> None:
    operands(op, source=BASE_FLOAT_TILE, exponent=BASE_FLOAT_TILE)
    results(op, result=BASE_FLOAT_TILE)
    all_types_match(op, "result", "source", "exponent")


@VERIFIERS.rule("cuda_tile.atan2")
def atan2(op) -> None:
    operands(op, x=BASE_FLOAT_TILE, y=BASE_FLOAT_TILE)
    results(op, result=BASE_FLOAT_TILE)
    all_types_match(op, "x", "y", "result")


@VERIFIERS.rule("cuda_tile.fpowi")
def fpowi(op) -> None:
    operands(op, source=BASE_FLOAT_TILE, exponent=I32_OR_LESS_TILE)
    results(op, result=BASE_FLOAT_TILE)
    all_types_match(op, "result", "source")
    all_shapes_match(op, "source", "exponent")


@VERIFIERS.rule("cuda_tile.fma")
def fma(op) -> None:
    operands(op, lhs=BASE_FLOAT_TILE, rhs=BASE_FLOAT_TILE, acc=BASE_FLOAT_TILE)
    results(op, result=BASE_FLOAT_TILE)
    all_types_match(op, "lhs", "rhs", "acc", "result")
    _rounding_in(op, IEEE)
    check_ftz(op)


@VERIFIERS.rule("cuda_tile.absi", "cuda_tile.negi")
def int_unary(op) -> None:
    operands(op, source=INT_TILE)
    results(op, result=INT_TILE)
    all_types_match(op, "source", "result")
    if op.OP_DEF.mnemonic == "negi" and enum_value(op, "overflow") == IntegerOverflow.NUW:
        fail(op, "'no_unsigned_wrap' overflow flag is not supported")


@VERIFIERS.rule("cuda_tile.addi", "cuda_tile.subi", "cuda_tile.muli", "cuda_tile.maxi", "cuda_tile.mini", "cuda_tile.andi", "cuda_tile.ori", "cuda_tile.xori", "cuda_tile.shli", "cuda_tile.shri")
def int_binary(op) -> None:
    operands(op, lhs=INT_TILE, rhs=INT_TILE)
    results(op, result=INT_TILE)
    all_types_match(op, "lhs", "rhs", "result")


@VERIFIERS.rule("cuda_tile.mulhii")
def mulhii(op) -> None:
    operands(op, x=INT_TILE, y=INT_TILE)
    results(op, result=INT_TILE)
    all_types_match(op, "x", "y", "result")


@VERIFIERS.rule("cuda_tile.remi")
def remi(op) -> None:
    operands(op, lhs=INT_TILE, rhs=INT_TILE)
    results(op, result=INT_TILE)
    all_types_match(op, "result", "lhs", "rhs")
    all_shapes_match(op, "result", "lhs", "rhs")


@VERIFIERS.rule("cuda_tile.divi")
def divi(op) -> None:
    operands(op, lhs=INT_TILE, rhs=INT_TILE)
    results(op, result=INT_TILE)
    all_types_match(op, "lhs", "rhs", "result")
    r = enum_value(op, "rounding", RZ)
    allowed = (RZ, RM, RP)
    if r not in allowed:
        fail(op, f"invalid rounding mode specified, expect one of [{_names(allowed)}]")
    if r == RM and enum_value(op, "signedness") == Signedness.UNSIGNED:
        fail(op, "rounding mode 'negative_inf' is not allowed with 'unsigned' flag")


def _cmp(op, operand_class) -> None:
    operands(op, lhs=operand_class, rhs=operand_class)
    results(op, result=I1_TILE)
    all_types_match(op, "lhs", "rhs")
    lhs, res = ty(op, "lhs"), ty(op, "result")
    if not (isinstance(lhs, ct.TileType) and isinstance(res, ct.TileType) and lhs.shape == res.shape):
        fail(op, "failed to verify that Result type has i1 element type and same shape as operands")


@VERIFIERS.rule("cuda_tile.cmpf")
def cmpf(op) -> None:
    _cmp(op, BASE_FLOAT_TILE)


@VERIFIERS.rule("cuda_tile.cmpi")
def cmpi(op) -> None:
    _cmp(op, INT_TILE)


@VERIFIERS.rule("cuda_tile.select")
def select(op) -> None:
    operands(op, cond=I1_TILE, val_if_true=ANY_TILE, val_if_false=ANY_TILE)
    results(op, result=ANY_TILE)
    all_types_match(op, "val_if_true", "val_if_false", "result")
    all_shapes_match(op, "cond", "val_if_true", "val_if_false", "result")
