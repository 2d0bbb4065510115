"""Atomics: atomic_rmw_tko, atomic_cas_tko (and the read-modify-write engine that
atomic_red_view_tko and multimem reductions share).

Tile blocks run one after another and the elements of one atomic op apply in row-major order,
each as its own transaction, so atomics are sequentially consistent: an element that hits an
address an earlier element of the same op already updated sees that update. Masked-off elements
do not take part; `atomic_rmw_tko` returns 0 for them (implementation-defined per the spec),
`atomic_cas_tko` returns their `cmp` value (as the spec says). `addf` rounds to nearest even
without flushing subnormals (the spec's definition; NVIDIA notes its current compiler flushes).
CAS compares bit patterns, so NaNs with different payloads and +0/-0 are different.
"""

from __future__ import annotations

import numpy as np

from tileiras.dialects.cuda_tile.enums import AtomicRMWMode
from tileiras.interp import dtypes as dt
from tileiras.interp.errors import InterpError
from tileiras.interp.registry import SEMANTICS, enum_prop, result_elem
from tileiras.interp.values import TOKEN
from tileiras.interp.views import index_operands, tile_coordinates


M = AtomicRMWMode


def combine(old: np.ndarray, arg: np.ndarray, e, mode: AtomicRMWMode, op=None) -> np.ndarray:
    """The value an atomic of `mode` writes, given the old memory value and the argument."""
    if mode == M.XCHG:
        return np.asarray(arg, dtype=old.dtype)
    if mode == M.ADDF:
        if not dt.is_float(e):
            raise InterpError(f"atomic addf on {dt.element_name(e)}", op=op)
        fmt = dt.float_format(e)
        hi, lo = dt.two_sum(dt.to_f64(old, fmt), dt.to_f64(arg, fmt))
        return dt.round_to(hi, lo, fmt)
    if not dt.is_int(e):
        raise InterpError(f"atomic {mode.value} on {dt.element_name(e)} (integers only)", op=op)
    w = dt.int_width(e)
    with np.errstate(all="ignore"):
        if mode in (M.AND, M.OR, M.XOR, M.ADD):
            fn = {M.AND: np.bitwise_and, M.OR: np.bitwise_or, M.XOR: np.bitwise_xor, M.ADD: np.add}[mode]
            return dt.from_bits(fn(dt.to_unsigned(old, w), dt.to_unsigned(arg, w)), w)
        if mode in (M.MAX, M.MIN):
            a, b = dt.to_signed(old, w), dt.to_signed(arg, w)
        else:
            a, b = dt.to_unsigned(old, w), dt.to_unsigned(arg, w)
        r = np.maximum(a, b) if mode in (M.MAX, M.UMAX) else np.minimum(a, b)
        return dt.from_bits(r, w)


def rmw(st, op, addresses: np.ndarray, args: np.ndarray, e, mode: AtomicRMWMode,
        mask: np.ndarray | None) -> np.ndarray:
    """Apply a read-modify-write to every active element in row-major order; returns the old
    values (0 where masked off)."""
    addresses = np.asarray(addresses, dtype=np.uint64)
    shape = addresses.shape
    active = np.ones(shape, bool) if mask is None else np.broadcast_to(np.asarray(mask, bool), shape)
    storage = dt.storage_dtype(e)
    old_all = np.zeros(shape, dtype=storage)
    addr = addresses[active]
    arg = np.broadcast_to(np.asarray(args, dtype=storage), shape)[active]
    if addr.size == 0:
        return old_all
    mdt = dt.memory_dtype(e)
    if np.unique(addr).size == addr.size:
        old = dt.from_memory(st.memory.read(addr, mdt), e)
        st.memory.write(addr, dt.to_memory(combine(old, arg, e, mode, op), e))
    else:
        old = np.empty(addr.shape, dtype=storage)
        for i in range(addr.size):
            a = addr[i:i + 1]
            o = dt.from_memory(st.memory.read(a, mdt), e)
            st.memory.write(a, dt.to_memory(combine(o, arg[i:i + 1], e, mode, op), e))
            old[i] = o[0]
    old_all[active] = old
    return old_all


def _opt(st, op, name):
    v = getattr(op, name, None)
    return None if v is None else st.value(v)


@SEMANTICS.rule("cuda_tile.atomic_rmw_tko")
def _atomic_rmw(st, op, args):
    e = result_elem(op, 0)
    mode = enum_prop(op, "mode")
    ptrs = st.value(op.pointers)
    arg = st.value(op.arg)
    return [rmw(st, op, ptrs, arg, e, mode, _opt(st, op, "mask")), TOKEN]


def _bits(x, e) -> np.ndarray:
    if dt.is_int(e):
        return dt.to_unsigned(x, dt.int_width(e)).astype(np.uint64)
    return dt.bits_of(x, dt.float_format(e)).astype(np.uint64)


@SEMANTICS.rule("cuda_tile.atomic_cas_tko")
def _atomic_cas(st, op, args):
    e = result_elem(op, 0)
    ptrs = np.asarray(st.value(op.pointers), dtype=np.uint64)
    cmp = np.broadcast_to(st.value(op.cmp), ptrs.shape)
    val = np.broadcast_to(st.value(op.val), ptrs.shape)
    mask = _opt(st, op, "mask")
    active = np.ones(ptrs.shape, bool) if mask is None else np.broadcast_to(np.asarray(mask, bool), ptrs.shape)
    out = np.array(cmp, dtype=dt.storage_dtype(e), copy=True)
    mdt = dt.memory_dtype(e)
    flat_idx = np.flatnonzero(active.reshape(-1))
    addr = ptrs.reshape(-1)
    cmp_f, val_f, out_f = cmp.reshape(-1), val.reshape(-1), out.reshape(-1)
    for i in flat_idx:
        a = addr[i:i + 1]
        old = dt.from_memory(st.memory.read(a, mdt), e)
        if _bits(old, e)[0] == _bits(cmp_f[i:i + 1], e)[0]:
            st.memory.write(a, dt.to_memory(val_f[i:i + 1], e))
        out_f[i] = old[0]
    return [out_f.reshape(ptrs.shape), TOKEN]


@SEMANTICS.rule("cuda_tile.atomic_red_view_tko")
def _atomic_red_view(st, op, args):
    view = st.value(op.view)
    vals, types = index_operands(st, op)
    e = view.tensor.element_type
    _, inb, addresses = tile_coordinates(st, op, view, vals, types)
    value = np.asarray(st.value(op.value)).reshape(inb.shape)
    mode = enum_prop(op, "mode", AtomicRMWMode.ADD)
    rmw(st, op, addresses, value, e, mode, inb)
    return [TOKEN]
