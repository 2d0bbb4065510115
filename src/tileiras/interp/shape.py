"""Tile construction and reshaping (constant, iota, broadcast, reshape, permute, cat, extract,
insert), matrix multiply-accumulate, and reductions and scans with combiner regions.

Reductions and scans run their combiner region on whole slices at once (the region's scalar ops
are element-wise, so a `tile<f32>` block argument may hold every lane of the reduction).

- `reduce` combines pairwise as a balanced tree along `dim` (lengths are powers of two): level
  by level, element 2k (the lower indices, block argument `lhs`) with element 2k+1 (`rhs`). The
  spec leaves the order to the implementation but requires determinism; this is the order a GPU
  tree reduction uses, and it makes "first wins" tie-breaking combiners (argmax) pick the lowest
  index. Identities are not needed by a tree and are not used.
- `scan` folds sequentially: the accumulator starts at the identity and each step calls the
  region with (accumulator, element), from index 0 up, or from the last index down when
  `reverse` is set; the accumulator after each step is that position's result.

Block arguments come in pairs per operand: `[lhs_0, rhs_0, lhs_1, rhs_1, ...]`.
"""

from __future__ import annotations

import numpy as np

from tileiras.dialects.cuda_tile.attributes import DenseConstAttr
from tileiras.dialects.cuda_tile.enums import Signedness
from tileiras.interp import dtypes as dt
from tileiras.interp.errors import InterpError, UnsupportedError
from tileiras.interp.registry import (
    array_prop,
    attr_number,
    elem,
    enum_prop,
    int_prop,
    prop,
    result_elem,
    result_type,
    semantics,
    unit_prop,
)


@semantics("constant")
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


@semantics("iota")
def _iota(st, op, args):
    t = result_type(op)
    n = t.shape[0] if t.shape else 1
    return [dt.from_bits(np.arange(n, dtype=np.int64), dt.int_width(t.element_type)).reshape(t.shape)]


@semantics("broadcast")
def _broadcast(st, op, args):
    return [np.broadcast_to(args[0], result_type(op).shape).copy()]


@semantics("reshape")
def _reshape(st, op, args):
    return [np.asarray(args[0]).reshape(result_type(op).shape).copy()]


@semantics("permute")
def _permute(st, op, args):
    perm = [int(p) for p in array_prop(op, "permutation")]
    return [np.ascontiguousarray(np.transpose(args[0], perm))]


@semantics("cat")
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


@semantics("extract")
def _extract(st, op, args):
    src = np.asarray(args[0])
    shape = result_type(op).shape
    idx = [dt.to_signed(v, dt.int_width(elem(o.type))) for v, o in zip(args[1:], op.operands[1:])]
    return [src[_slices(st, op, src.shape, shape, idx)].copy()]


@semantics("insert")
def _insert(st, op, args):
    value, dest = np.asarray(args[0]), np.asarray(args[1])
    small = value.shape if value.ndim else (1,) * dest.ndim
    idx = [dt.to_signed(v, dt.int_width(elem(o.type))) for v, o in zip(args[2:], op.operands[2:])]
    out = dest.copy()
    out[_slices(st, op, dest.shape, small, idx)] = value.reshape(small)
    return [out]


# ----------------------------------------------------------------------------- mma


def _f64(x, e):
    return dt.to_f64(x, dt.float_format(e))


@semantics("mmaf")
def _mmaf(st, op, args):
    a, b, c = args
    ea, eb = elem(op.operands[0].type), elem(op.operands[1].type)
    ec = result_elem(op)
    with np.errstate(all="ignore"):
        r = np.matmul(_f64(a, ea), _f64(b, eb)) + _f64(c, ec)
    return [dt.round_to(r, None, dt.float_format(ec))]


@semantics("mmai")
def _mmai(st, op, args):
    a, b, c = args

    def read(x, name):
        s = enum_prop(op, name, Signedness.SIGNED) == Signedness.SIGNED
        return (dt.to_signed(x, 8) if s else dt.to_unsigned(x, 8)).astype(np.int64)

    r = np.matmul(read(a, "signedness_lhs"), read(b, "signedness_rhs")) + dt.to_signed(c, 32).astype(np.int64)
    return [dt.from_bits(r, 32)]


@semantics("mmaf_scaled")
def _mmaf_scaled(st, op, args):
    a, b, c, sa, sb = args
    ops = op.operands
    A = _f64(a, elem(ops[0].type))
    B = _f64(b, elem(ops[1].type))
    SA = _f64(sa, elem(ops[3].type))
    SB = _f64(sb, elem(ops[4].type))
    k = A.shape[-1]
    ka, kb = SA.shape[-1], SB.shape[-2]
    if ka == 0 or kb == 0 or k % ka or k % kb:
        raise InterpError(f"scale blocks {ka}/{kb} do not divide K={k}", op=op)
    A = A * np.repeat(SA, k // ka, axis=-1)
    B = B * np.repeat(SB, k // kb, axis=-2)
    with np.errstate(all="ignore"):
        r = np.matmul(A, B) + _f64(c, result_elem(op))
    return [dt.round_to(r, None, dt.float_format(result_elem(op)))]


# ----------------------------------------------------------------------------- reduce / scan


def _identity(a, e) -> np.ndarray:
    if isinstance(a, DenseConstAttr):
        return dt.decode_dense(a.data, e, ())
    return dt.number_to_element(attr_number(a), e)


_ELEMENTWISE_SAFE = frozenset({
    "addf", "subf", "mulf", "divf", "fma", "remf", "negf", "absf", "maxf", "minf", "cmpf", "ceil", "floor",
    "addi", "subi", "muli", "divi", "remi", "negi", "absi", "maxi", "mini", "mulhii", "shli", "shri",
    "andi", "ori", "xori", "cmpi", "select", "exti", "trunci", "itof", "ftoi", "ftof", "bitcast",
    "exp", "exp2", "log", "log2", "sin", "cos", "tan", "sinh", "cosh", "tanh", "sqrt", "rsqrt",
    "fpowf", "fpowi", "atan2", "assume", "yield",
})


def _lanes_ok(op) -> bool:
    """Whether the combiner region is element-wise only (so it may run on whole slices); a
    region with anything shape-dependent runs element by element instead."""
    from tileiras.interp.registry import op_key

    for inner in op.regions[0].walk():
        key = op_key(inner)
        if key == "constant" and all(r.type.shape == () for r in inner.results):
            continue
        if key not in _ELEMENTWISE_SAFE:
            return False
    return True


def _run_combiner(st, op, lhs: list[np.ndarray], rhs: list[np.ndarray]) -> list[np.ndarray]:
    cache = st.interp.__dict__.setdefault("_lanes_ok", {})
    ok = cache.get(id(op))
    if ok is None:
        ok = cache[id(op)] = _lanes_ok(op)
    if ok:
        return _run_combiner_once(st, op, lhs, rhs)
    shape = np.broadcast_shapes(*[np.shape(x) for x in lhs + rhs])
    outs = [np.empty(shape, dtype=np.asarray(x).dtype) for x in lhs]
    for idx in np.ndindex(*shape):
        vals = _run_combiner_once(st, op, [np.asarray(np.broadcast_to(x, shape)[idx]) for x in lhs],
                                  [np.asarray(np.broadcast_to(x, shape)[idx]) for x in rhs])
        for o, v in zip(outs, vals):
            o[idx] = np.asarray(v).reshape(())
    return outs


def _run_combiner_once(st, op, lhs: list[np.ndarray], rhs: list[np.ndarray]) -> list[np.ndarray]:
    block = op.regions[0].blocks.first
    block_args = []
    for l, r in zip(lhs, rhs):
        block_args += [l, r]
    sig = st.run_block(block, block_args)
    if sig.kind not in ("yield", "end"):
        raise InterpError(f"combiner region ended with '{sig.kind}' instead of yield", op=op)
    vals = sig.values
    if len(vals) != len(lhs):
        raise InterpError(f"combiner yielded {len(vals)} values, expected {len(lhs)}", op=op)
    out = []
    for v, like in zip(vals, lhs):
        v = np.asarray(v)
        out.append(np.broadcast_to(v, np.broadcast_shapes(v.shape, like.shape)).astype(like.dtype, copy=False))
    return out


@semantics("reduce")
def _reduce(st, op, args):
    dim = int_prop(op, "dim")
    xs = [np.moveaxis(np.asarray(a), dim, -1) for a in args]
    while xs[0].shape[-1] > 1:
        n = xs[0].shape[-1]
        if n % 2:
            # not a power of two (never in valid IR): fold the odd tail into the first half
            head = [x[..., : n - 1] for x in xs]
            tail = [x[..., n - 1:] for x in xs]
            xs = head
            extra = tail
        else:
            extra = None
        lhs = [x[..., 0::2] for x in xs]
        rhs = [x[..., 1::2] for x in xs]
        xs = _run_combiner(st, op, lhs, rhs)
        if extra is not None:
            last = _run_combiner(st, op, [x[..., -1:] for x in xs], extra)
            xs = [np.concatenate([x[..., :-1], l], axis=-1) for x, l in zip(xs, last)]
    outs = []
    for x, r in zip(xs, op.results):
        outs.append(np.asarray(x[..., 0]).reshape(r.type.shape).astype(dt.storage_dtype(elem(r.type)), copy=False))
    return outs


@semantics("scan")
def _scan(st, op, args):
    dim = int_prop(op, "dim")
    reverse = unit_prop(op, "reverse")
    ids = array_prop(op, "identities") or []
    xs = [np.moveaxis(np.asarray(a), dim, -1) for a in args]
    n = xs[0].shape[-1]
    lane_shape = xs[0].shape[:-1]
    if len(ids) != len(xs):
        raise InterpError(f"scan has {len(ids)} identities for {len(xs)} operands", op=op)
    acc = [np.broadcast_to(_identity(i, elem(o.type)), lane_shape).copy() for i, o in zip(ids, op.operands)]
    outs = [np.empty_like(x) for x in xs]
    order = range(n - 1, -1, -1) if reverse else range(n)
    for k in order:
        acc = _run_combiner(st, op, acc, [x[..., k] for x in xs])
        for o, a in zip(outs, acc):
            o[..., k] = a
    return [np.ascontiguousarray(np.moveaxis(o, -1, dim)) for o in outs]


@semantics("get_tile_block_id")
def _block_id(st, op, args):
    return [np.asarray(v, dtype=np.int32) for v in st.block_id]


@semantics("get_num_tile_blocks")
def _num_blocks(st, op, args):
    return [np.asarray(v, dtype=np.int32) for v in st.grid]

