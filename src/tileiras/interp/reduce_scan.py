"""reduce and scan with their combiner regions.

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
from tileiras.interp import dtypes as dt
from tileiras.interp.errors import InterpError
from tileiras.interp.registry import SEMANTICS, array_prop, attr_number, elem, int_prop, unit_prop


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
    for inner in op.regions[0].walk():
        key = inner.name.removeprefix("cuda_tile.")
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


@SEMANTICS.rule("cuda_tile.reduce")
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


@SEMANTICS.rule("cuda_tile.scan")
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
