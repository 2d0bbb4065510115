"""Canonicalizers of nv_tileaa (seed 003), each with the safety condition it checks.

| pattern | rewrite | applies only when |
|---|---|---|
| FoldConstantDot | `dot(0, b, c)`/`dot(a, 0, c)` -> `c`; all-constant dot -> constant | a zero multiplicand, or all three operands constant (accumulated in the accumulator type, integer signedness honoured) |
| FuseAddPtrChain | `addptr(addptr(p, a), b)` -> `addptr(p, a + b)` | both offsets are in elements of the same pointee and address space, and of one integer type and shape |
| PushAssumeThroughSplat | `assume(splat(x))` -> `splat(assume(x))` | the predicate is lane-independent: `div_by` without `every/along`, or `bounded` |
| PushSelectThroughSplat | `select(splat c, splat t, splat f)` -> `splat(select(c, t, f))` | all splats have one result shape (a scalar condition also qualifies) |
| CanonicalizeMaskedLoad | constant-true mask -> unmasked load; constant-false -> `other` (or poison) + input token | the mask is a constant; for all-false the fallback has the load's type and the load is weak or relaxed |
| CanonicalizeMaskedStore | constant-true mask -> unmasked store; constant-false -> erased, token users see the input token | the mask is a constant; for all-false the store is weak or relaxed |
| FoldViewChain / FoldViewOfSplat / FoldBroadcastOfSplat / FoldExpandDimsOfSplat / FoldIdentityShapeOp | drop shape wrappers | the final result type is kept exactly |
| ExtractOfSplat / ExtractThroughElementwise / ExtractThroughExpandDims | move `extract` towards its source | lanes map one-to-one (same-shape elementwise operands; the expanded axis index is dropped) and the elementwise op has no other use |
| PruneRegionResults | drop unused results of `pragma` / `queue.get` and their yields | results stay in order |
| FoldAtomicCas | CAS with `cmp == val` -> atomic load | cmp and val are one value or equal constants; ordering is relaxed or acquire (nothing to release) |
| FoldAtomicRmw | RMW with an identity operand -> atomic load | the operand is the mode's identity for every lane (add/or/xor/umax 0, and/umin all ones, max INT_MIN, min INT_MAX, addf -0.0); xchg never; ordering relaxed or acquire |
| SimplifyJoinMemToken | `join(t)` -> `t`; drop duplicates and fresh tokens; flatten nested joins | tokens only lose redundant edges |

Every rewrite keeps token order: an op that disappears hands its incoming token (or a fresh
`create_mem_token` when it had none) to the users of its token result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects import arith, ub
from xdsl.dialects.builtin import IntegerType, TensorType
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from tileiras.dialects.nv_tileaa import upstream_arith as ax
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.attributes import DivByAttr, BoundedAttr, MemSemantic, RmwMode, Signedness
from tileiras.dialects.nv_tileaa.op_support import element_of, shape_of
from tileiras.dialects.nv_tileaa.types import MemTokenType, PointerType
from tileiras.dialects.nv_tileaa.values import constant_array, materialize_constant, may_be_constant, numpy_dtype

if TYPE_CHECKING:
    import numpy as np


def _owner(v: SSAValue) -> Operation | None:
    return v.owner if isinstance(v.owner, Operation) else None


def _incoming_token(op: Operation, rewriter: PatternRewriter) -> SSAValue:
    """The token an erased memory op hands to its token users (a fresh one if it had none)."""
    tok = getattr(op, "token", None)
    if tok is not None:
        return tok
    fresh = aa.CreateMemTokenOp.build(result_types=[MemTokenType()])
    rewriter.insert(fresh)
    return fresh.result


def _rebuild(op: Operation, cls: type, groups: list, result_types: list, drop: tuple[str, ...] = ()) -> Operation:
    """`cls` with `op`'s properties (minus `drop` and segment sizes) and the given operand
    groups (a value for a required group, a possibly empty list for an optional one)."""
    props = {k: v for k, v in op.properties.items() if k not in drop and k != "operandSegmentSizes"}
    return cls.build(operands=groups, result_types=result_types, properties=props,
                     attributes=dict(op.attributes))


def _opt(v: SSAValue | None) -> list[SSAValue]:
    return [] if v is None else [v]


# ---------------------------------------------------------------------------------------- dot


class FoldConstantDot(RewritePattern):
    """`dot` with a zero multiplicand is its accumulator; an all-constant dot is folded."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, aa.DotOp) or op.sfa is not None:
            return
        if not (may_be_constant(op.a) or may_be_constant(op.b)):
            return
        import numpy as np

        a, b = constant_array(op.a), constant_array(op.b)
        if (a is not None and not np.any(a.astype(np.float64) != 0)) or (
                b is not None and not np.any(b.astype(np.float64) != 0)):
            if op.c.type == op.result.type:
                rewriter.replace(op, [], [op.c])
            return
        c = constant_array(op.c)
        if a is None or b is None or c is None:
            return
        acc_dtype = numpy_dtype(element_of(op.result.type))
        if acc_dtype is None:
            return
        if isinstance(element_of(op.a.type), IntegerType):
            def widen(x: np.ndarray, sign) -> np.ndarray:
                x = x.astype(np.int64)
                if sign is not None and sign.data == Signedness.UNSIGNED:
                    bits = element_of(op.a.type).width.data
                    x = x & ((1 << bits) - 1)
                return x
            prod = np.matmul(widen(a, op.signedness_a), widen(b, op.signedness_b))
            result = (c.astype(np.int64) + prod).astype(acc_dtype)
        else:
            prod = np.matmul(a.astype(acc_dtype), b.astype(acc_dtype))
            result = (c.astype(acc_dtype) + prod).astype(acc_dtype)
        rewriter.replace(op, materialize_constant(result, op.result.type))


# ------------------------------------------------------------------------------------ pointers


class FuseAddPtrChain(RewritePattern):
    """`addptr(addptr(p, a), b)` -> `addptr(p, a + b)` when both offsets agree."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, aa.AddPtrOp):
            return
        inner = _owner(op.ptr)
        if not isinstance(inner, aa.AddPtrOp):
            return
        pi, po = element_of(inner.result.type), element_of(op.result.type)
        if not (isinstance(pi, PointerType) and pi == po):
            return  # same element-size interpretation and address space
        if inner.offset.type != op.offset.type:
            return
        total = arith.AddiOp(inner.offset, op.offset)
        rewriter.insert(total)
        rewriter.replace(op, aa.AddPtrOp.build(operands=[inner.ptr, total.result], result_types=[op.result.type]))


# ------------------------------------------------------------------------------- assume/select


class PushAssumeThroughSplat(RewritePattern):
    """`assume(splat(x), pred)` -> `splat(assume(x, pred))` for lane-independent predicates."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, aa.AssumeOp):
            return
        splat = _owner(op.value)
        if not isinstance(splat, aa.SplatOp):
            return
        pred = op.predicate
        lane_free = (isinstance(pred, DivByAttr) and pred.every is None) or isinstance(pred, BoundedAttr)
        if not lane_free:
            return
        scalar = aa.AssumeOp.build(operands=[splat.source], result_types=[splat.source.type],
                                   properties={"predicate": pred})
        rewriter.insert(scalar)
        rewriter.replace(op, aa.SplatOp.build(operands=[scalar.result], result_types=[op.result.type]))


class PushSelectThroughSplat(RewritePattern):
    """`arith.select(splat c, splat t, splat f)` -> `splat(arith.select(c, t, f))`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name != "arith.select" or not isinstance(op.result.type, TensorType):
            return
        shape = shape_of(op.result.type)
        arms = [_owner(op.lhs), _owner(op.rhs)]
        if not all(isinstance(s, aa.SplatOp) and shape_of(s.result.type) == shape for s in arms):
            return
        cond_op = _owner(op.cond)
        if isinstance(op.cond.type, TensorType):
            if not (isinstance(cond_op, aa.SplatOp) and shape_of(cond_op.result.type) == shape):
                return
            cond = cond_op.source
        else:
            cond = op.cond
        scalar = ax.SelectOp(cond, arms[0].source, arms[1].source)
        rewriter.insert(scalar)
        rewriter.replace(op, aa.SplatOp.build(operands=[scalar.result], result_types=[op.result.type]))


# -------------------------------------------------------------------------------- masked memory


def _constant_mask(mask: SSAValue | None) -> bool | None:
    """True/False for an all-true/all-false constant mask; None otherwise."""
    if mask is None:
        return None
    arr = constant_array(mask)
    if arr is None:
        return None
    import numpy as np

    if np.all(arr):
        return True
    if not np.any(arr):
        return False
    return None


_FOLDABLE_SEMANTICS = (MemSemantic.WEAK, MemSemantic.RELAXED)


class CanonicalizeMaskedLoad(RewritePattern):
    """Drop a constant-true mask; replace an all-false load by its fallback and input token."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, aa.LoadOp):
            return
        known = _constant_mask(op.mask)
        if known is None:
            return
        if known:
            new = _rebuild(op, aa.LoadOp, [op.ptr, [], [], _opt(op.token)],
                           [op.result.type, op.result_token.type])
            rewriter.replace(op, new)
            return
        if op.mem_semantic.data not in _FOLDABLE_SEMANTICS:
            return
        if op.other is not None:
            if op.other.type != op.result.type:
                return
            data = op.other
        else:
            poison = ub.PoisonOp(op.result.type)
            rewriter.insert(poison)
            data = poison.result
        token = _incoming_token(op, rewriter)
        rewriter.replace(op, [], [data, token])


class CanonicalizeMaskedStore(RewritePattern):
    """Drop a constant-true mask; erase an all-false store, rewiring its token users."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, aa.StoreOp):
            return
        known = _constant_mask(op.mask)
        if known is None:
            return
        if known:
            new = _rebuild(op, aa.StoreOp, [op.ptr, op.value, [], _opt(op.token)], [op.result_token.type])
            rewriter.replace(op, new)
            return
        if op.mem_semantic.data not in _FOLDABLE_SEMANTICS:
            return
        token = _incoming_token(op, rewriter)
        rewriter.replace(op, [], [token])


# ------------------------------------------------------------------------------- shape wrappers


class FoldIdentityShapeOp(RewritePattern):
    """A view or broadcast whose result type equals its operand type is its operand."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, (aa.ViewOp, aa.BroadcastOp)) and op.source.type == op.result.type:
            rewriter.replace(op, [], [op.source])


class FoldViewChain(RewritePattern):
    """`view(view(x))` -> `view(x)` (or `x` when the types match)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, aa.ViewOp):
            return
        inner = _owner(op.source)
        if not isinstance(inner, aa.ViewOp):
            return
        if inner.source.type == op.result.type:
            rewriter.replace(op, [], [inner.source])
        else:
            rewriter.replace(op, aa.ViewOp.build(operands=[inner.source], result_types=[op.result.type]))


class _SplatWrapperFold(RewritePattern):
    OP: type = object

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.OP):
            return
        splat = _owner(op.source)
        if isinstance(splat, aa.SplatOp) and isinstance(op.result.type, TensorType):
            rewriter.replace(op, aa.SplatOp.build(operands=[splat.source], result_types=[op.result.type]))


class FoldViewOfSplat(_SplatWrapperFold):
    """`view(splat(x))` -> `splat(x)` of the view's type."""

    OP = aa.ViewOp


class FoldBroadcastOfSplat(_SplatWrapperFold):
    """`broadcast(splat(x))` -> `splat(x)` of the broadcast's type."""

    OP = aa.BroadcastOp


class FoldExpandDimsOfSplat(_SplatWrapperFold):
    """`expand_dims(splat(x))` -> `splat(x)` of the expanded type."""

    OP = aa.ExpandDimsOp


# ------------------------------------------------------------------------------ extract motion


_ELEMENTWISE_PREFIXES = ("arith.", "math.")
_ELEMENTWISE_AA = {"nv_tileaa.addf", "nv_tileaa.subf", "nv_tileaa.mulf", "nv_tileaa.divf", "nv_tileaa.fma",
                   "nv_tileaa.sqrt", "nv_tileaa.rsqrt", "nv_tileaa.exp", "nv_tileaa.exp2", "nv_tileaa.tanh",
                   "nv_tileaa.clampf", "nv_tileaa.mulhiui", "nv_tileaa.fp_to_fp", "nv_tileaa.bitcast"}


def _is_elementwise(op: Operation) -> bool:
    if op.name in _ELEMENTWISE_AA:
        return True
    return op.name.startswith(_ELEMENTWISE_PREFIXES) and op.name != "arith.constant" and not op.regions


class ExtractOfSplat(RewritePattern):
    """`extract(splat(x), ...)` -> `x`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, aa.ExtractOp) and isinstance(_owner(op.source), aa.SplatOp):
            rewriter.replace(op, [], [_owner(op.source).source])


class ExtractThroughElementwise(RewritePattern):
    """`extract(f(a, b), i)` -> `f(extract(a, i), extract(b, i))` for an elementwise `f`
    whose operands all have the extracted tensor's shape and whose only user is the extract."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, aa.ExtractOp):
            return
        inner = _owner(op.source)
        if inner is None or not _is_elementwise(inner) or len(inner.results) != 1:
            return
        if not op.source.has_one_use():
            return
        shape = shape_of(op.source.type)
        if any(shape_of(v.type) != shape for v in inner.operands):
            return  # a lane would not map one-to-one (broadcast scalar operands)
        scalars = []
        for v in inner.operands:
            e = aa.ExtractOp.build(operands=[v, list(op.indices)], result_types=[element_of(v.type)])
            rewriter.insert(e)
            scalars.append(e.result)
        new = type(inner).create(operands=scalars, result_types=[op.result.type],
                                 properties=dict(inner.properties), attributes=dict(inner.attributes))
        rewriter.replace(op, new)


class ExtractThroughExpandDims(RewritePattern):
    """`extract(expand_dims(x, axis), i)` -> `extract(x, i without i[axis])`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, aa.ExtractOp):
            return
        inner = _owner(op.source)
        if not isinstance(inner, aa.ExpandDimsOp):
            return
        axis = inner.axis.value.data
        indices = [v for i, v in enumerate(op.indices) if i != axis]
        rewriter.replace(op, aa.ExtractOp.build(operands=[inner.source, indices], result_types=[op.result.type]))


# ----------------------------------------------------------------------------- region results


class PruneRegionResults(RewritePattern):
    """Drop unused results of `pragma` and `queue.get`, and the matching yielded values."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, (aa.PragmaOp, aa.QueueGetOp)):
            return
        live = [i for i, r in enumerate(op.results) if r.uses]
        if len(live) == len(op.results):
            return
        block = op.regions[0].blocks.first
        term = block.last_op
        kept_yields = [term.operands[i] for i in live]
        new_term = type(term).build(operands=[kept_yields])
        rewriter.replace(term, new_term)
        region = rewriter.move_region_contents_to_new_regions(op.regions[0])
        operands = [list(op.operands)] if isinstance(op, aa.PragmaOp) else [op.queue]
        new = type(op).build(operands=operands, result_types=[[op.results[i].type for i in live]],
                             properties=dict(op.properties), attributes=dict(op.attributes), regions=[region])
        replacements: list[SSAValue | None] = [None] * len(op.results)
        for new_i, old_i in enumerate(live):
            replacements[old_i] = new.results[new_i]
        rewriter.replace(op, new, replacements)


# -------------------------------------------------------------------------------------- atomics


_ATOMIC_FOLDABLE = (MemSemantic.RELAXED, MemSemantic.ACQUIRE)


def _atomic_load(op: Operation, other: SSAValue | None, rewriter: PatternRewriter) -> None:
    """Replace the atomic `op` with a load of the same ordering, mask and token."""
    props = {"mem_semantic": op.mem_semantic}
    if op.mem_scope is not None:
        props["mem_scope"] = op.mem_scope
    mask = op.mask
    load = aa.LoadOp.build(operands=[op.ptr, _opt(mask), _opt(other if mask is not None else None), _opt(op.token)],
                           result_types=[op.result.type, op.result_token.type], properties=props)
    rewriter.replace(op, load)


class FoldAtomicCas(RewritePattern):
    """A CAS that would write back the compared value is an atomic load."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, aa.AtomicCasOp) or op.mem_semantic.data not in _ATOMIC_FOLDABLE:
            return
        same = op.cmp is op.val
        if not same:
            c, v = constant_array(op.cmp), constant_array(op.val)
            if c is None or v is None:
                return
            # bitwise equality, as the CAS compares bits
            same = c.tobytes() == v.tobytes()
        if same:
            _atomic_load(op, op.cmp, rewriter)


def _is_rmw_identity(mode: RmwMode, arr: np.ndarray) -> bool:
    import numpy as np

    if mode == RmwMode.ADDF:
        return bool(np.all((arr.astype(np.float64) == 0) & np.signbit(arr.astype(np.float64))))
    if arr.dtype.kind not in "iu":
        return False
    bits = arr.dtype.itemsize * 8
    x = arr.astype(np.int64)
    if mode in (RmwMode.ADD, RmwMode.OR, RmwMode.XOR, RmwMode.UMAX):
        return bool(np.all(x == 0))
    if mode in (RmwMode.AND, RmwMode.UMIN):
        return bool(np.all(x == -1))
    if mode == RmwMode.MAX:
        return bool(np.all(x == -(1 << (bits - 1))))
    if mode == RmwMode.MIN:
        return bool(np.all(x == (1 << (bits - 1)) - 1))
    return False  # xchg: no identity without knowing memory


class FoldAtomicRmw(RewritePattern):
    """An RMW whose operand is its mode's identity is an atomic load."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, aa.AtomicRmwOp) or op.mem_semantic.data not in _ATOMIC_FOLDABLE:
            return
        arr = constant_array(op.val)
        if arr is None or not _is_rmw_identity(op.rmw_mode.data, arr):
            return
        _atomic_load(op, None, rewriter)


# ---------------------------------------------------------------------------------- tokens


class SimplifyJoinMemToken(RewritePattern):
    """Token algebra: join(t) = t, join() = create, joins flatten, duplicates and fresh tokens drop."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, aa.JoinMemTokenOp):
            return
        flat: list[SSAValue] = []
        changed = False
        for t in op.tokens:
            owner = _owner(t)
            if isinstance(owner, aa.JoinMemTokenOp) and owner is not op:
                flat.extend(owner.tokens)
                changed = True
            elif isinstance(owner, aa.CreateMemTokenOp):
                changed = True  # a fresh token orders nothing
            else:
                flat.append(t)
        unique: list[SSAValue] = []
        for t in flat:
            if not any(t is u for u in unique):
                unique.append(t)
        changed |= len(unique) != len(op.tokens)
        if not changed and len(unique) > 1:
            return
        if not unique:
            rewriter.replace(op, aa.CreateMemTokenOp.build(result_types=[MemTokenType()]))
        elif len(unique) == 1:
            rewriter.replace(op, [], [unique[0]])
        else:
            rewriter.replace(op, aa.JoinMemTokenOp.build(operands=[unique], result_types=[MemTokenType()]))


EXTRA_PATTERNS: dict[str, tuple[type[RewritePattern], ...]] = {
    "arith.select": (PushSelectThroughSplat,),
}
"""Canonicalizers rooted at non-nv_tileaa ops (the canonicalize pass adds them)."""
