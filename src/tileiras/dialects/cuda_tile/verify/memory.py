"""Pointer loads and stores, atomics and tokens.

The memory model: loads take weak, relaxed or acquire; stores weak, relaxed or release; a weak
access has no scope and any other needs one. Atomics take relaxed, acquire, release or acq_rel.
Optimization hints on loads and stores are not checked by NVIDIA 13.5's verifier.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerType

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.enums import AtomicRMWMode, MemoryOrderingSemantics as Sem
from tileiras.dialects.cuda_tile.verifiers import fail, rule
from tileiras.dialects.cuda_tile.verify.common import (
    ANY_TILE,
    I1_TILE,
    NUMBER_TILE,
    PTR_TILE,
    TOKEN,
    all_shapes_match,
    all_types_match,
    elem,
    enum_value,
    group,
    is_multicast,
    operands,
    prop,
    q,
    results,
    ty,
)


def _is_pointer_tile_of(ptrs, value) -> bool:
    """ODS `verifyLoadStoreType`: `ptrs` is a tile of pointers to `value`'s elements, same shape."""
    return (isinstance(ptrs, ct.TileType) and isinstance(value, ct.TileType) and ptrs.shape == value.shape
            and isinstance(ptrs.element_type, ct.PointerType) and ptrs.element_type.pointee == value.element_type)


def _shape(t):
    return t.shape if isinstance(t, ct.TileType) else None


def memory_model(op, allowed: tuple[Sem, ...], kind: str) -> None:
    """The ordering/scope rules of loads (`kind='load'`) and stores (`kind='store'`)."""
    s = enum_value(op, "memory_ordering_semantics")
    assert isinstance(s, Sem)
    if s not in allowed:
        names = ", ".join(a.value for a in allowed[:-1]) + f", or {allowed[-1].value}"
        fail(op, f"expect one of: {names}, but got: {s.value}")
    has_scope = prop(op, "memory_scope") is not None
    if s == Sem.WEAK:
        if has_scope:
            fail(op, f"weak {kind} must not have memory scope")
    elif not has_scope:
        fail(op, f"memory scope is required for {s.value} {kind}")


LOAD_ORDERS = (Sem.WEAK, Sem.RELAXED, Sem.ACQUIRE)
STORE_ORDERS = (Sem.WEAK, Sem.RELAXED, Sem.RELEASE)
ATOMIC_ORDERS = (Sem.RELAXED, Sem.ACQUIRE, Sem.RELEASE, Sem.ACQ_REL)


@rule("load_ptr_tko")
def load_ptr(op) -> None:
    operands(op, source=PTR_TILE, mask=I1_TILE, paddingValue=NUMBER_TILE, token=TOKEN)
    results(op, result=ANY_TILE, result_token=TOKEN)
    src, res = ty(op, "source"), ty(op, "result")
    if not _is_pointer_tile_of(src, res):
        fail(op, "failed to verify that `source` type is expected a pointer type of `result` type")
    mask = group(op, "mask")
    if mask is not None and _shape(mask.type) != _shape(src):
        fail(op, "failed to verify that shape of 'mask' must match the shape of 'source'")
    pad = group(op, "paddingValue")
    if pad is not None and pad.type != res:
        fail(op, "failed to verify that type of 'paddingValue' must match the type of 'result'")
    if is_multicast(src):
        fail(op, "multicast pointer is not allowed")
    memory_model(op, LOAD_ORDERS, "load")


@rule("store_ptr_tko")
def store_ptr(op) -> None:
    operands(op, destination=PTR_TILE, value=ANY_TILE, mask=I1_TILE, token=TOKEN)
    results(op, result_token=TOKEN)
    dst, val = ty(op, "destination"), ty(op, "value")
    if not _is_pointer_tile_of(dst, val):
        fail(op, "failed to verify that `destination` type is expected a pointer type of `value` type")
    mask = group(op, "mask")
    if mask is not None and _shape(mask.type) != _shape(dst):
        fail(op, "failed to verify that shape of 'destination' must match the shape of 'mask'")
    if is_multicast(dst):
        fail(op, "multicast pointer is not allowed")
    memory_model(op, STORE_ORDERS, "store")


def _atomic_order(op) -> None:
    if enum_value(op, "memory_ordering_semantics") not in ATOMIC_ORDERS:
        fail(op, "memory ordering semantics must be one of: relaxed, acquire, release, acq_rel")


def _bits(t) -> int:
    return ct.bit_width(t)


@rule("atomic_rmw_tko")
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
    if mask is not None and _shape(mask.type) != _shape(ty(op, "arg")):
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


@rule("atomic_cas_tko")
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
    if mask is not None and _shape(mask.type) != _shape(ty(op, "val")):
        fail(op, "failed to verify that all of {pointers, val, cmp and mask} have same shape")
    _atomic_order(op)


@rule("make_token")
def make_token(op) -> None:
    results(op, result=TOKEN)


@rule("join_tokens")
def join_tokens(op) -> None:
    operands(op, tokens=TOKEN)
    results(op, result=TOKEN)
    if len(op.operands) < 2:
        fail(op, "expect two or more tokens")


@rule("memory_fence_alias_tko", "gdc_wait_tko", "gdc_launch_dependents_tko")
def token_only(op) -> None:
    operands(op, token=TOKEN)
    results(op, result_token=TOKEN)
