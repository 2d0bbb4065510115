"""Pointer loads and stores, tokens, fences, get_global and alloca (atomics: `atomics.py`).

The memory model: loads take weak, relaxed or acquire; stores weak, relaxed or release; a weak
access has no scope and any other needs one. Atomics take relaxed, acquire, release or acq_rel.
Optimization hints on loads and stores are not checked by NVIDIA 13.5's verifier.
"""

from __future__ import annotations

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.enums import MemoryOrderingSemantics as Sem
from tileiras.dialects.cuda_tile.verifiers import VERIFIERS, fail
from tileiras.dialects.cuda_tile.verify.constraints import (
    ANY_TILE,
    I1_TILE,
    NUMBER_TILE,
    PTR_TILE,
    SCALAR_PTR_TILE,
    TOKEN,
    enum_value,
    group,
    int_value,
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


def tile_shape(t):
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


@VERIFIERS.rule("cuda_tile.load_ptr_tko")
def load_ptr(op) -> None:
    operands(op, source=PTR_TILE, mask=I1_TILE, paddingValue=NUMBER_TILE, token=TOKEN)
    results(op, result=ANY_TILE, result_token=TOKEN)
    src, res = ty(op, "source"), ty(op, "result")
    if not _is_pointer_tile_of(src, res):
        fail(op, "failed to verify that `source` type is expected a pointer type of `result` type")
    mask = group(op, "mask")
    if mask is not None and tile_shape(mask.type) != tile_shape(src):
        fail(op, "failed to verify that shape of 'mask' must match the shape of 'source'")
    pad = group(op, "paddingValue")
    if pad is not None and pad.type != res:
        fail(op, "failed to verify that type of 'paddingValue' must match the type of 'result'")
    if is_multicast(src):
        fail(op, "multicast pointer is not allowed")
    memory_model(op, LOAD_ORDERS, "load")


@VERIFIERS.rule("cuda_tile.store_ptr_tko")
def store_ptr(op) -> None:
    operands(op, destination=PTR_TILE, value=ANY_TILE, mask=I1_TILE, token=TOKEN)
    results(op, result_token=TOKEN)
    dst, val = ty(op, "destination"), ty(op, "value")
    if not _is_pointer_tile_of(dst, val):
        fail(op, "failed to verify that `destination` type is expected a pointer type of `value` type")
    mask = group(op, "mask")
    if mask is not None and tile_shape(mask.type) != tile_shape(dst):
        fail(op, "failed to verify that shape of 'destination' must match the shape of 'mask'")
    if is_multicast(dst):
        fail(op, "multicast pointer is not allowed")
    memory_model(op, STORE_ORDERS, "store")


@VERIFIERS.rule("cuda_tile.make_token")
def make_token(op) -> None:
    results(op, result=TOKEN)


@VERIFIERS.rule("cuda_tile.join_tokens")
def join_tokens(op) -> None:
    operands(op, tokens=TOKEN)
    results(op, result=TOKEN)
    if len(op.operands) < 2:
        fail(op, "expect two or more tokens")


@VERIFIERS.rule("cuda_tile.memory_fence_alias_tko", "cuda_tile.gdc_wait_tko", "cuda_tile.gdc_launch_dependents_tko")
def token_only(op) -> None:
    operands(op, token=TOKEN)
    results(op, result_token=TOKEN)


@VERIFIERS.rule("cuda_tile.get_global")
def get_global(op) -> None:
    results(op, result=SCALAR_PTR_TILE)


@VERIFIERS.rule("cuda_tile.alloca")
def alloca(op) -> None:
    results(op, result=SCALAR_PTR_TILE)
    align = int_value(op, "alignment") or 0
    if not (align > 0 and align & (align - 1) == 0):
        fail(op, "'alignment' must be power of two")
    pointee = ty(op, "result").element_type.pointee
    natural = max(1, ct.bit_width(pointee) // 8)
    if align < natural:
        fail(op, f"'alignment' ({align}) must be at least the natural size ({natural} bytes) for element type {q(pointee)}")
