"""Tile shape algebra: constant, reshape, broadcast, cat, extract, insert, permute, iota, offset.

NVIDIA 13.5 words some of these differently from the 13.1 sources: `cat` names the pair that
disagrees, and `extract`/`insert` give the dimension sizes.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerType

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.verifiers import VERIFIERS, fail
from tileiras.dialects.cuda_tile.verify.constraints import (
    ANY_TILE,
    INT_TILE,
    NUMBER_TILE,
    PTR_TILE,
    C,
    all_elements_match,
    all_ranks_match,
    all_types_match,
    int_array,
    int_value,
    operands,
    prop,
    q,
    results,
    same_operands_and_result_element_type,
    same_operands_and_result_shape,
    shape_str,
    ty,
    values,
)

SCALAR_I32_INDEX = C("0D tile of i32 values", lambda t: isinstance(t, ct.TileType) and t.rank == 0 and t.element_type == ct.i32)


@VERIFIERS.rule("cuda_tile.constant")
def constant(op) -> None:
    results(op, result=NUMBER_TILE)
    value = prop(op, "value")
    if value is not None and getattr(value, "type", None) != ty(op, "result"):
        fail(op, "failed to verify that all of {value, result} have same type")


@VERIFIERS.rule("cuda_tile.reshape")
def reshape(op) -> None:
    operands(op, source=ANY_TILE)
    results(op, result=ANY_TILE)
    same_operands_and_result_element_type(op)
    src, res = ty(op, "source"), ty(op, "result")
    if src.num_elements != res.num_elements:
        fail(op, "expected source tile and result tile to have the same number of elements")


@VERIFIERS.rule("cuda_tile.broadcast")
def broadcast(op) -> None:
    operands(op, source=ANY_TILE)
    results(op, result=ANY_TILE)
    all_ranks_match(op, "source", "result")
    same_operands_and_result_element_type(op)
    src, res = ty(op, "source"), ty(op, "result")
    for a, b in zip(src.shape, res.shape):
        if a != b and a != 1:
            fail(op, "expects the shape of source tile to be compatible with that of the result tile, "
                     f"but got: {shape_str(src.shape)} and {shape_str(res.shape)}")


@VERIFIERS.rule("cuda_tile.cat")
def cat(op) -> None:
    operands(op, lhs=ANY_TILE, rhs=ANY_TILE)
    results(op, result=ANY_TILE)
    all_ranks_match(op, "lhs", "rhs", "result")
    all_elements_match(op, "lhs", "rhs", "result")
    dim = int_value(op, "dim") or 0
    lhs, rhs, res = ty(op, "lhs").shape, ty(op, "rhs").shape, ty(op, "result").shape
    rank = len(lhs)
    if dim < 0 or dim >= rank:
        fail(op, f"expect dim to be [0, {rank}), but got: {dim}")
    if lhs[dim] + rhs[dim] != res[dim]:
        fail(op, f"invalid concat at position {dim}, expected: {lhs[dim] + rhs[dim]} but got: {res[dim]}")
    for i in range(rank):
        if i == dim:
            continue
        if lhs[i] != rhs[i]:
            fail(op, f"expect lhs and rhs shapes to match at non-concat position {i}, expected: {lhs[i]} but got: {rhs[i]}")
        if lhs[i] != res[i]:
            fail(op, f"expect lhs and result shapes to match at non-concat position {i}, expected: {lhs[i]} but got: {res[i]}")


def _index_count(op, rank: int) -> None:
    n = len(values(op, "indices"))
    if n != rank:
        fail(op, f"expected {rank} indices, but got {n}")


@VERIFIERS.rule("cuda_tile.extract")
def extract(op) -> None:
    operands(op, source=ANY_TILE, indices=SCALAR_I32_INDEX)
    results(op, result=ANY_TILE)
    all_ranks_match(op, "source", "result")
    src, res = ty(op, "source"), ty(op, "result")
    if src.element_type != res.element_type:
        fail(op, "source and result element type do not match")
    for i, (a, b) in enumerate(zip(src.shape, res.shape)):
        if a % b:
            fail(op, f"source dimension {i} size ({a}) must be evenly divisible by result dimension {i} size ({b})")
    _index_count(op, src.rank)


@VERIFIERS.rule("cuda_tile.insert")
def insert(op) -> None:
    operands(op, source=ANY_TILE, destination=ANY_TILE, indices=SCALAR_I32_INDEX)
    results(op, result=ANY_TILE)
    all_types_match(op, "destination", "result")
    src, res = ty(op, "source"), ty(op, "result")
    if src.element_type != res.element_type:
        fail(op, "source and result element type do not match")
    if src.rank != res.rank:
        fail(op, "source and result must have the same rank")
    for i, (a, b) in enumerate(zip(res.shape, src.shape)):
        if a % b:
            fail(op, f"result dimension {i} size ({a}) must be evenly divisible by source dimension {i} size ({b})")
    _index_count(op, res.rank)


@VERIFIERS.rule("cuda_tile.permute")
def permute(op) -> None:
    operands(op, source=ANY_TILE)
    results(op, result=ANY_TILE)
    all_elements_match(op, "source", "result")
    all_ranks_match(op, "source", "result")
    src, res = ty(op, "source"), ty(op, "result")
    perm = int_array(op, "permutation") or []
    rank = src.rank
    if rank < 2:
        fail(op, f"expects at least rank 2, but got: {rank}")
    if len(perm) != rank:
        fail(op, f"expect permutation size ({len(perm)}) to equal the rank of the source ({rank})")
    if len(set(perm)) != len(perm):
        fail(op, "expect permutation elements to be unique")
    for i, p in enumerate(perm):
        if p < 0 or p >= rank:
            fail(op, f"permutation element at index {i} ({p}) is out of bound [0, {rank})")
    for i, p in enumerate(perm):
        if res.shape[i] != src.shape[p]:
            fail(op, f"result shape invalid at index {i}, expected: {src.shape[p]}, but got: {res.shape[i]}")


@VERIFIERS.rule("cuda_tile.iota")
def iota(op) -> None:
    results(op, result=INT_TILE)
    t = ty(op, "result")
    if t.rank != 1:
        fail(op, "expects result type to be 1-d tile")
    e = t.element_type
    assert isinstance(e, IntegerType)
    width = e.width.data
    if width < 64 and t.shape[0] > (1 << width):
        fail(op, f"the number of elements {t.shape[0]} exceeds the maximum value of element type {q(e)}")


@VERIFIERS.rule("cuda_tile.offset")
def offset(op) -> None:
    operands(op, ptr=PTR_TILE, offset=INT_TILE)
    results(op, result=PTR_TILE)
    all_types_match(op, "result", "ptr")
    same_operands_and_result_shape(op)

