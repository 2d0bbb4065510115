"""Pointer loads and stores, globals, alloca and tokens (pointer offsets: `shape.py`).

`load_ptr_tko`/`store_ptr_tko` gather and scatter through tiles of pointers. Masked-off
elements are not accessed at all (their pointers may be garbage); a masked-off load element
takes the padding value, or 0 when none is given (the spec leaves it undefined). Every accessed
address is checked against the live allocations: a stray pointer raises `MemoryAccessError`
with the op's location, never a numpy error. Stores write elements in row-major order, so when
two elements share an address the last one wins.
"""

from __future__ import annotations

import numpy as np

from tileiras.interp import dtypes as dt
from tileiras.interp.errors import InterpError
from tileiras.interp.registry import SEMANTICS, elem, int_prop, result_elem, str_prop, unit_prop
from tileiras.interp.values import TOKEN


def _opt(st, op, name):
    v = getattr(op, name, None)
    return None if v is None else st.value(v)


def gather(st, addresses: np.ndarray, e, mask: np.ndarray | None, fill: np.ndarray | None) -> np.ndarray:
    """Load elements of type `e` at `addresses` where `mask` holds; others get `fill` (or 0)."""
    addresses = np.asarray(addresses, dtype=np.uint64)
    shape = addresses.shape
    storage = dt.storage_dtype(e)
    out = np.zeros(shape, dtype=storage)
    if fill is not None:
        out[...] = np.broadcast_to(np.asarray(fill, dtype=storage), shape)
    if mask is None:
        return dt.from_memory(st.memory.read(addresses, dt.memory_dtype(e)), e)
    active = np.broadcast_to(np.asarray(mask, dtype=bool), shape)
    if active.any():
        raw = st.memory.read(addresses, dt.memory_dtype(e), mask=active)
        out[active] = dt.from_memory(raw, e)[active]
    return out


def scatter(st, addresses: np.ndarray, values: np.ndarray, e, mask: np.ndarray | None) -> None:
    """Store `values` of type `e` at `addresses` where `mask` holds, in row-major order."""
    addresses = np.asarray(addresses, dtype=np.uint64)
    vals = np.broadcast_to(np.asarray(values), addresses.shape)
    st.memory.write(addresses, dt.to_memory(vals, e), mask=mask)


@SEMANTICS.rule("cuda_tile.load_ptr_tko")
def _load_ptr(st, op, args):
    e = result_elem(op, 0)
    src = st.value(op.source)
    mask = _opt(st, op, "mask")
    pad = _opt(st, op, "paddingValue")
    return [gather(st, src, e, mask, pad), TOKEN]


@SEMANTICS.rule("cuda_tile.store_ptr_tko")
def _store_ptr(st, op, args):
    e = elem(op.value.type)
    scatter(st, st.value(op.destination), st.value(op.value), e, _opt(st, op, "mask"))
    return [TOKEN]


@SEMANTICS.rule("cuda_tile.get_global")
def _get_global(st, op, args):
    name = str_prop(op, "name")
    if name not in st.interp.globals:
        raise InterpError(f"no global named @{name}", op=op)
    return [np.asarray(st.interp.globals[name], dtype=np.uint64)]


@SEMANTICS.rule("cuda_tile.alloca")
def _alloca(st, op, args):
    """Scratch memory for `num_elem` elements: per tile block (freed when the block ends)
    unless `global` is set, in which case it lives as long as the memory."""
    e = result_elem(op)
    pointee = e.pointee if dt.is_ptr(e) else e
    n = int_prop(op, "num_elem", 0) or 0
    align = int_prop(op, "alignment", 0) or 0
    size = n * dt.memory_itemsize(pointee)
    is_global = unit_prop(op, "global")
    alloc = st.memory.allocate(size, name=f"alloca of {n} x {dt.element_name(pointee)}",
                               align=max(align, 16), scope=None if is_global else st.scope)
    return [np.asarray(alloc.base, dtype=np.uint64)]


@SEMANTICS.rule("cuda_tile.make_token")
def _make_token(st, op, args):
    return [TOKEN]


@SEMANTICS.rule("cuda_tile.join_tokens")
def _join_tokens(st, op, args):
    return [TOKEN]


@SEMANTICS.rule("cuda_tile.memory_fence_alias_tko", "cuda_tile.gdc_launch_dependents_tko", "cuda_tile.gdc_wait_tko")
def _token_only(st, op, args):
    """Ordering and programmatic-dependent-launch controls: nothing to do when blocks and
    kernels run one after another."""
    return [TOKEN]


