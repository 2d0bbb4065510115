"""Matrix multiply-accumulate: mmaf, mmai and mmaf_scaled (13.3).

Shapes are `M x K`, `K x N`, `M x N`, with a leading batch dimension when the operands are 3-d.
mmaf's input/accumulator pairs: f8E4M3FN, f8E5M2 and f16 accumulate in f16 or f32; bf16, tf32 and
f32 in f32; f64 in f64. mmaf_scaled multiplies f8 or f4 operands with block scales: f8 operands
take f8E8M0FNU scales over blocks of 32; f4E2M1FN takes f8E4M3FN scales over 16, f8E8M0FNU or
f8E5M3FNU scales over 16 or 32.
"""

from __future__ import annotations

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.verifiers import VERIFIERS, fail
from tileiras.dialects.cuda_tile.verify.constraints import (
    all_elements_match,
    all_ranks_match,
    all_types_match,
    operands,
    q,
    results,
    shape_str,
    tile_of,
    ty,
)

MMAF_OPERAND = tile_of((ct.f16, ct.bf16, ct.f32, ct.f64, ct.tf32, ct.f8E4M3FN, ct.f8E5M2), "mmaf operand tile type")
MMAF_ACC = tile_of((ct.f16, ct.f32, ct.f64), "mmaf acc/result tile type")
MMAI_OPERAND = tile_of((ct.i8,), "mmai operand tile type")
MMAI_ACC = tile_of((ct.i32,), "mmai acc tile type")
MMAI_RESULT = tile_of((ct.i32,), "mmai result tile type")
SCALED_OPERAND = tile_of((ct.f8E4M3FN, ct.f8E5M2, ct.f4E2M1FN), "mmaf_scaled operand tile type")
SCALED_RESULT = tile_of((ct.f32,), "mmaf_scaled result tile type")
SCALED_SCALE = tile_of((ct.f8E4M3FN, ct.f8E8M0FNU, ct.f8E5M3FNU), "mmaf_scaled scale tile type")

MMAF_ACCUMULATORS = {
    ct.f8E4M3FN: (ct.f16, ct.f32),
    ct.f8E5M2: (ct.f16, ct.f32),
    ct.f16: (ct.f16, ct.f32),
    ct.bf16: (ct.f32,),
    ct.tf32: (ct.f32,),
    ct.f32: (ct.f32,),
    ct.f64: (ct.f64,),
}


def _mismatch(op, prefix: str, an: str, ad: int, a, bn: str, bd: int, b) -> None:
    fail(op, f"{prefix}shape error: dim {ad} of {an} ({a[ad]}) and dim {bd} of {bn} ({b[bd]}) must match, "
             f"but got {an} shape ({shape_str(a)}) and {bn} shape ({shape_str(b)})")


def mma_shapes(op) -> None:
    """`M x K` times `K x N` into `M x N`, optionally batched."""
    lhs, rhs, acc = ty(op, "lhs").shape, ty(op, "rhs").shape, ty(op, "acc").shape
    if len(lhs) not in (2, 3):
        fail(op, "operands must be 2D or 3D tiles")
    batched = int(len(lhs) == 3)
    if batched:
        if lhs[0] != rhs[0]:
            _mismatch(op, "", "lhs", 0, lhs, "rhs", 0, rhs)
        if lhs[0] != acc[0]:
            _mismatch(op, "", "lhs", 0, lhs, "acc", 0, acc)
    row, col = batched, batched + 1
    if lhs[col] != rhs[row]:
        _mismatch(op, " ", "lhs", col, lhs, "rhs", row, rhs)
    if lhs[row] != acc[row]:
        _mismatch(op, " ", "lhs", row, lhs, "acc", row, acc)
    if rhs[col] != acc[col]:
        _mismatch(op, " ", "rhs", col, rhs, "acc", col, acc)


def _type_set(ts) -> str:
    return ", ".join(q(t) for t in ts)


@VERIFIERS.rule("cuda_tile.mmaf")
def mmaf(op) -> None:
    operands(op, lhs=MMAF_OPERAND, rhs=MMAF_OPERAND, acc=MMAF_ACC)
    results(op, result=MMAF_ACC)
    all_types_match(op, "acc", "result")
    all_elements_match(op, "lhs", "rhs")
    all_ranks_match(op, "lhs", "rhs", "acc")
    mma_shapes(op)
    a = ty(op, "lhs").element_type
    c = ty(op, "acc").element_type
    allowed = MMAF_ACCUMULATORS.get(a)
    if allowed is None:
        fail(op, f"unsupported input element type: {q(a)}")
    if c not in allowed:
        fail(op, f"unsupported combination of element types. Input type {q(a)} expects accumulator/result type to be "
                 f"one of {{{_type_set(allowed)}}}, but got {q(c)}")


@VERIFIERS.rule("cuda_tile.mmai")
def mmai(op) -> None:
    operands(op, lhs=MMAI_OPERAND, rhs=MMAI_OPERAND, acc=MMAI_ACC)
    results(op, result=MMAI_RESULT)
    all_types_match(op, "acc", "result")
    all_elements_match(op, "lhs", "rhs")
    all_ranks_match(op, "lhs", "rhs", "acc")
    mma_shapes(op)


SCALE_OPERANDS = {
    ct.f8E8M0FNU: (ct.f8E4M3FN, ct.f8E5M2, ct.f4E2M1FN),
    ct.f8E4M3FN: (ct.f4E2M1FN,),
    ct.f8E5M3FNU: (ct.f4E2M1FN,),
}


@VERIFIERS.rule("cuda_tile.mmaf_scaled")
def mmaf_scaled(op) -> None:
    operands(op, lhs=SCALED_OPERAND, rhs=SCALED_OPERAND, acc=SCALED_RESULT, lhs_scale=SCALED_SCALE,
             rhs_scale=SCALED_SCALE)
    results(op, result=SCALED_RESULT)
    all_types_match(op, "acc", "result")
    all_elements_match(op, "lhs", "rhs")
    all_elements_match(op, "lhs_scale", "rhs_scale")
    all_ranks_match(op, "lhs", "rhs", "acc", "lhs_scale", "rhs_scale")
    mma_shapes(op)
    lhs, rhs = ty(op, "lhs").shape, ty(op, "rhs").shape
    ls, rs = ty(op, "lhs_scale").shape, ty(op, "rhs_scale").shape
    batched = int(len(lhs) == 3)
    if batched:
        if lhs[0] != ls[0]:
            _mismatch(op, "", "lhs", 0, lhs, "lhs_scale", 0, ls)
        if rhs[0] != rs[0]:
            _mismatch(op, "", "rhs", 0, rhs, "rhs_scale", 0, rs)
    row, col = batched, batched + 1
    if lhs[row] != ls[row]:
        _mismatch(op, "", "lhs", row, lhs, "lhs_scale", row, ls)
    if rhs[col] != rs[col]:
        _mismatch(op, "", "rhs", col, rhs, "rhs_scale", col, rs)
    if ls[col] != rs[row]:
        _mismatch(op, "", "lhs_scale", col, ls, "rhs_scale", row, rs)
    k, sk = lhs[col], ls[col]
    if k % sk:
        fail(op, f"shape error: dim {col} of lhs_scale ({sk}) must be a divisor of dim {col} of lhs ({k}), but got "
                 f"lhs_scale shape ({shape_str(ls)}) and lhs shape ({shape_str(lhs)})")
    a = ty(op, "lhs").element_type
    s = ty(op, "lhs_scale").element_type
    allowed = SCALE_OPERANDS[s]
    if a not in allowed:
        if len(allowed) == 1:
            fail(op, f"unsupported combination of element types. Scale type {q(s)} expects lhs and rhs element types "
                     f"to be {q(allowed[0])}, but got {q(a)}")
        fail(op, f"unsupported combination of element types. Scale type {q(s)} expects lhs and rhs element types to "
                 f"be one of {{{_type_set(allowed)}}}, but got {q(a)}")
    block = k // sk
    if a in (ct.f8E4M3FN, ct.f8E5M2):
        if block != 32:
            fail(op, f"shape error: f8 element type requires block scale factor of lhs_scale and rhs_scale to be 32, "
                     f"but got {block}")
    elif s == ct.f8E4M3FN:
        if block != 16:
            fail(op, "shape error: f4E2M1FN element type with f8E4M3FN scales requires block scale factor of "
                     f"lhs_scale and rhs_scale to be 16, but got {block}")
    elif block not in (16, 32):
        fail(op, f"shape error: f4E2M1FN element type with {'f8E8M0FNU' if s == ct.f8E8M0FNU else 'fnv8E5M3FNU'} "
                 f"scales requires block scale factor of lhs_scale and rhs_scale to be 16 or 32, but got {block}")
