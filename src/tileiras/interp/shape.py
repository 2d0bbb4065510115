"""Tile construction and reshaping: constant, iota, broadcast, reshape, permute, cat, extract,
insert; and `offset` (pointer arithmetic, element-wise on tiles of pointers).
"""

from __future__ import annotations

import numpy as np

from tileiras.dialects.cuda_tile.attributes import DenseConstAttr
from tileiras.interp import dtypes as dt
from tileiras.interp.errors import InterpError, UnsupportedError
from tileiras.interp.registry import SEMANTICS, array_prop, elem, int_prop, prop, result_type


@SEMANTICS.rule("cuda_tile.constant")
def _constant(st, op, args):
    attr = prop(op, "value")
    t = result_type(op)
    if isinstance(attr, DenseConstAttr):
        return [dt.decode_dense(attr.data, t.element_type, t.shape)]
    # a builtin dense attribute (from a text parser that kept MLIR's own)
    data = getattr(attr, "get_values", None)
    if data is not None:
        vals = np.asarray(list(attr.get_values()))
        return [np.broadcast_to(np.asarray([dt.number_to_element(v, t.element_type) for v in vals.reshape(-1)]).reshape(vals.shape), t.shape).copy()]
    raise UnsupportedError(f"constant value {attr} is not a dense attribute", op=op)


@SEMANTICS.rule("cuda_tile.iota")
def _iota(st, op, args):
    t = result_type(op)
    n = t.shape[0] if t.shape else 1
    return [dt.from_bits(np.arange(n, dtype=np.int64), dt.int_width(t.element_type)).reshape(t.shape)]


@SEMANTICS.rule("cuda_tile.broadcast")
def _broadcast(st, op, args):
    return [np.broadcast_to(args[0], result_type(op).shape).copy()]


@SEMANTICS.rule("cuda_tile.reshape")
def _reshape(st, op, args):
    return [np.asarray(args[0]).reshape(result_type(op).shape).copy()]


@SEMANTICS.rule("cuda_tile.permute")
def _permute(st, op, args):
    perm = [int(p) for p in array_prop(op, "permutation")]
    return [np.ascontiguousarray(np.transpose(args[0], perm))]


@SEMANTICS.rule("cuda_tile.cat")
def _cat(st, op, args):
    return [np.concatenate([np.asarray(args[0]), np.asarray(args[1])], axis=int_prop(op, "dim"))]


def _slices(st, op, big_shape, small_shape, indices) -> tuple[slice, ...]:
    out = []
    for d, (n, m, i) in enumerate(zip(big_shape, small_shape, indices)):
        k = int(np.asarray(i).astype(np.int64))
        if m == 0 or not (0 <= k < n // m):
            raise InterpError(f"slice index {k} out of range [0, {n // max(m, 1)}) along dimension {d}", op=op)
        out.append(slice(k * m, (k + 1) * m))
    return tuple(out)


@SEMANTICS.rule("cuda_tile.extract")
def _extract(st, op, args):
    src = np.asarray(args[0])
    shape = result_type(op).shape
    idx = [dt.to_signed(v, dt.int_width(elem(o.type))) for v, o in zip(args[1:], op.operands[1:])]
    return [src[_slices(st, op, src.shape, shape, idx)].copy()]


@SEMANTICS.rule("cuda_tile.insert")
def _insert(st, op, args):
    value, dest = np.asarray(args[0]), np.asarray(args[1])
    small = value.shape if value.ndim else (1,) * dest.ndim
    idx = [dt.to_signed(v, dt.int_width(elem(o.type))) for v, o in zip(args[2:], op.operands[2:])]
    out = dest.copy()
    out[_slices(st, op, dest.shape, small, idx)] = value.reshape(small)
    return [out]


# ----------------------------------------------------------------------------- mma


# ----------------------------------------------------------------------------- reduce / scan


@SEMANTICS.rule("cuda_tile.offset")
def _offset(st, op, args):
    """ptr + offset * sizeof(pointee): the offset is signed, the pointer unsigned (wraps)."""
    ptr, off = args
    pointee = elem(op.operands[0].type).pointee
    w = dt.int_width(elem(op.operands[1].type))
    delta = dt.to_signed(off, w).astype(np.int64) * np.int64(dt.memory_itemsize(pointee))
    with np.errstate(all="ignore"):
        out = np.asarray(ptr, np.uint64) + delta.view(np.uint64)
    return [np.asarray(out, dtype=np.uint64)]
