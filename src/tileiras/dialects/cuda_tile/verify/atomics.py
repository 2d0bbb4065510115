"""Atomics: atomic_rmw_tko and atomic_cas_tko on pointer tiles, atomic_red_view_tko through a view.

Atomics take relaxed, acquire, release or acq_rel (see `memory.memory_model`).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerType

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.enums import AtomicRMWMode, MemoryOrderingSemantics as Sem, MemoryScope
from tileiras.dialects.cuda_tile.verifiers import VERIFIERS, fail
from tileiras.dialects.cuda_tile.verify.constraints import (
    ANY_TILE,
    I1_TILE,
    PTR_TILE,
    TILE_VIEW,
    TOKEN,
    all_shapes_match,
    all_types_match,
    elem,
    enum_value,
    group,
    is_multicast,
    operands,
    q,
    results,
    shape_str,
    ty,
    values,
)
from tileiras.dialects.cuda_tile.verify.memory import tile_shape
from tileiras.dialects.cuda_tile.verify.views import INDEX_TILE, check_inbounds, view_index_rank


ATOMIC_ORDERS = (Sem.RELAXED, Sem.ACQUIRE, Sem.RELEASE, Sem.ACQ_REL)


def _atomic_order(op) -> None:
    if enum_value(op, "memory_ordering_semantics") not in ATOMIC_ORDERS:
        fail(op, "memory ordering semantics must be one of: relaxed, acquire, release, acq_rel")


@VERIFIERS.rule("cuda_tile.atomic_rmw_tko")
def atomic_rmw(op) -> None:
    operands(op, pointers=PTR_TILE, arg=ANY_TILE, mask=I1_TILE, token=TOKEN)
    results(op, result=ANY_TILE, result_token=TOKEN)
    all_shapes_match(op, "pointers", "arg", "result")
    all_types_match(op, "arg", "result")
    if is_multicast(ty(op, "pointers")):
        fail(op, "multicast pointer is not supported for atomic_rmw")
    pointee = elem(ty(op, "pointers")).pointee
    arg = elem(ty(op, "arg"))
    if pointee != arg:
        fail(op, f"expected pointee type ({q(pointee)}) to match element type of 'arg' ({q(arg)})")
    mask = group(op, "mask")
    if mask is not None and tile_shape(mask.type) != tile_shape(ty(op, "arg")):
        fail(op, "failed to verify that all of {pointers, arg, mask} have same shape")
    mode = enum_value(op, "mode")
    assert isinstance(mode, AtomicRMWMode)
    if mode == AtomicRMWMode.ADDF:
        if arg not in (ct.f16, ct.bf16, ct.f32, ct.f64):
            fail(op, f"'{mode.value}' works only with floats f16, bf16, f32, and f64")
    elif mode == AtomicRMWMode.XCHG:
        if not (ct.is_element_type(arg) and _bits(arg) in (32, 64)):
            fail(op, f"'{mode.value}' works only with integers or float of 32 or 64 bitwidth")
    elif not (isinstance(arg, IntegerType) and arg.width.data in (32, 64)):
        fail(op, f"'{mode.value}' works only with integers i32 and i64")
    _atomic_order(op)


@VERIFIERS.rule("cuda_tile.atomic_cas_tko")
def atomic_cas(op) -> None:
    operands(op, pointers=PTR_TILE, cmp=ANY_TILE, val=ANY_TILE, mask=I1_TILE, token=TOKEN)
    results(op, result=ANY_TILE, result_token=TOKEN)
    all_shapes_match(op, "pointers", "cmp", "val", "result")
    all_types_match(op, "cmp", "val", "result")
    if is_multicast(ty(op, "pointers")):
        fail(op, "multicast pointer is not supported for atomic_cas")
    pointee = elem(ty(op, "pointers")).pointee
    val = elem(ty(op, "val"))
    if pointee != val:
        fail(op, f"expected pointee type ({q(pointee)}) to match element type of 'val' ({q(val)})")
    if not (ct.is_element_type(val) and _bits(val) in (32, 64)):
        fail(op, "expect only float or integer types with 32 or 64 bit")
    mask = group(op, "mask")
    if mask is not None and tile_shape(mask.type) != tile_shape(ty(op, "val")):
        fail(op, "failed to verify that all of {pointers, val, cmp and mask} have same shape")
    _atomic_order(op)


def _mode_elements(op, mode: AtomicRMWMode, e) -> None:
    if mode == AtomicRMWMode.ADDF:
        if e not in (ct.f16, ct.bf16, ct.f32, ct.f64):
            fail(op, f"'{mode.value}' works only with floats f16, bf16, f32, and f64")
    elif mode != AtomicRMWMode.XCHG and not (isinstance(e, IntegerType) and e.width.data in (32, 64)):
        fail(op, f"'{mode.value}' works only with integers i32 and i64")


@VERIFIERS.rule("cuda_tile.atomic_red_view_tko")
def atomic_red_view(op) -> None:
    operands(op, view=TILE_VIEW, index=INDEX_TILE, value=ANY_TILE, token=TOKEN)
    results(op, result_token=TOKEN)
    view, val = ty(op, "view"), ty(op, "value")
    if isinstance(view, ct.GatherScatterViewType):
        fail(op, "gather_scatter_view is not supported; use partition_view instead")
    if is_multicast(view):
        fail(op, "multicast ptr_attr is not allowed")
    ve = view.tensor_view.element_type
    if ve != val.element_type:
        fail(op, f"view element type ({q(ve)}) must match value element type ({q(val.element_type)})")
    if tuple(view.tile_shape) != val.shape:
        fail(op, f"view tile shape {shape_str(view.tile_shape)} must match value shape {shape_str(val.shape)} "
                 f"for element-wise atomic operations")
    idx = values(op, "index")
    rank = view_index_rank(view)
    if len(idx) != rank:
        fail(op, f"expected {rank} index operand(s) for view with tile rank {rank}, got {len(idx)}")
    mode = enum_value(op, "mode")
    assert isinstance(mode, AtomicRMWMode)
    if mode == AtomicRMWMode.XCHG:
        fail(op, "atomic_red_view_tko op cannot use xchg operation")
    _mode_elements(op, mode, ve)
    check_inbounds(op, rank)
    if enum_value(op, "memory_ordering_semantics") != Sem.RELAXED:
        fail(op, "only 'relaxed' memory ordering is supported for view-based atomic reductions")
    if enum_value(op, "memory_scope") == MemoryScope.SYS:
        fail(op, "memory scope 'sys' is not supported for view-based atomic reductions; use 'tl_blk' or 'device' "
                 "for TMA compatibility")
    for i, v in enumerate(idx):
        t = v.type
        if not (isinstance(t, ct.TileType) and t.rank == 0):
            fail(op, f"index operand {i} must be a scalar tile (rank 0), got shape {shape_str(t.shape)}")


def _bits(t) -> int:
    return ct.bit_width(t)
