"""The cuda_tile passes that run before lowering: fuse-fma, loop-split and canonicalize.

Each rewrite is checked twice: on the IR (it happens when its condition holds, and does not
when it fails) and on the reference interpreter (the kernel computes the same before and
after; fuse-fma within a rounding step, since it is not numerics-preserving).
"""

from __future__ import annotations

import numpy as np
import pytest
from ctbuild import ArrayKernel, f32, i1, i32, scalar, tile
from differential import compare_modules
from xdsl.dialects.builtin import IntegerAttr

from tileiras.dialects.cuda_tile.enums import ComparisonPredicate as CP
from tileiras.dialects.cuda_tile.enums import IntegerOverflow, Signedness
from tileiras.dialects.cuda_tile.enums import RoundingMode as RM
from tileiras.passes import verify_module

N = 8
T = tile((N,), f32)


def names(module, prefix="cuda_tile.") -> list[str]:
    return [op.name[len(prefix):] for op in module.walk() if op.name.startswith(prefix)]


def arrays(count: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    data = [rng.standard_normal(N).astype(np.float32) for _ in range(count)]
    return lambda: [d.copy() for d in data] + [np.zeros(N, np.float32)]


# ---------------------------------------------------------------------------------- fuse-fma


def fma_kernel():
    k = ArrayKernel(7, N)
    x, y, z = k.load(0), k.load(1), k.load(2)
    ne = RM.NEAREST_EVEN
    add = k.v("addf", [k.v("mulf", [x, y], [T], rounding_mode=ne), z], [T], rounding_mode=ne)      # fused
    add2 = k.v("addf", [z, k.v("mulf", [x, z], [T], rounding_mode=ne)], [T], rounding_mode=ne)     # fused
    sub1 = k.v("subf", [k.v("mulf", [y, z], [T], rounding_mode=ne), x], [T], rounding_mode=ne)     # a*b - c
    sub2 = k.v("subf", [x, k.v("mulf", [y, y], [T], rounding_mode=ne)], [T], rounding_mode=ne)     # c - a*b
    shared = k.v("mulf", [x, x], [T], rounding_mode=ne)                                            # two uses
    keep1 = k.v("addf", [shared, z], [T], rounding_mode=ne)
    rz = k.v("mulf", [y, x], [T], rounding_mode=RM.ZERO)                                            # modifiers differ
    keep2 = k.v("addf", [rz, z], [T], rounding_mode=ne)
    total = add
    for v in (add2, sub1, sub2, keep1, shared, keep2):
        total = k.v("addf", [total, v], [T], rounding_mode=ne)
    k.store(3, add)
    k.store(4, sub1)
    k.store(5, sub2)
    k.store(6, total)
    return k.module()


def test_fuse_fma_fuses_single_use_multiplies_with_equal_modifiers():
    before = fma_kernel()
    verify_module(before)
    after, diffs = compare_modules(before, "builtin.module(fuse-fma)",
                                   lambda: arrays(3)()[:3] + [np.zeros(N, np.float32) for _ in range(4)], rtol=1e-5)
    assert not diffs, diffs
    verify_module(after)
    ops = names(after)
    assert ops.count("fma") == 4          # add, add2, sub1, sub2
    assert ops.count("negf") == 2         # one per subtraction
    assert ops.count("mulf") == 2         # the shared multiply and the rounding<zero> one stay
    fmas = [op for op in after.walk() if op.name == "cuda_tile.fma"]
    assert all(op.properties["rounding_mode"].value == RM.NEAREST_EVEN for op in fmas)


def test_fuse_fma_keeps_flush_to_zero_and_requires_it_on_both():
    k = ArrayKernel(4, N)
    x, y, z = k.load(0), k.load(1), k.load(2)
    ne = RM.NEAREST_EVEN
    fused = k.v("addf", [k.v("mulf", [x, y], [T], rounding_mode=ne, flush_to_zero=True), z], [T],
                rounding_mode=ne, flush_to_zero=True)
    kept = k.v("addf", [k.v("mulf", [x, z], [T], rounding_mode=ne, flush_to_zero=True), y], [T], rounding_mode=ne)
    k.store(3, k.v("addf", [fused, kept], [T], rounding_mode=ne))
    after, diffs = compare_modules(k.module(), "builtin.module(fuse-fma)", arrays(3), rtol=1e-5)
    assert not diffs, diffs
    fmas = [op for op in after.walk() if op.name == "cuda_tile.fma"]
    assert len(fmas) == 1 and fmas[0].properties.get("flush_to_zero") is not None
    assert names(after).count("mulf") == 1


# -------------------------------------------------------------------------------- loop-split


def split_kernel(pred: CP, iv_on_left: bool = True, step: int = 1, signed: bool = True,
                 bound_in_loop: bool = False, hint: int | None = None):
    """for i in [lo, hi) step s: acc += (pred(i, k) ? 1 : 2) * (i + 1); out = acc (k a parameter)."""
    k = ArrayKernel(1, N, scalars=[scalar(i32), scalar(i32), scalar(i32)])
    kk, lo, hi = k.scalar_arg(0), k.scalar_arg(1), k.scalar_arg(2)
    step_v = k.const(step, i32)
    zero = k.const(0.0, f32, (N,))
    one, two = k.const(1.0, f32, (N,)), k.const(2.0, f32, (N,))
    loop = k.op("for", [lo, hi, step_v, [zero]], [[T]])
    body = loop.body
    from xdsl.ir import Block
    blk = Block(arg_types=[scalar(i32), T])
    body.add_block(blk)
    iv, acc = blk.args
    k.stack.append(blk)
    ivf = k.v("itof", [iv], [scalar(f32)], signedness=Signedness.SIGNED, rounding_mode=RM.NEAREST_EVEN)
    ivt = k.v("broadcast", [k.v("reshape", [ivf], [tile((1,), f32)])], [T])
    bound = kk
    if bound_in_loop:
        bound = k.v("addi", [kk, iv], [scalar(i32)], overflow=IntegerOverflow.NONE)
    operands = [iv, bound] if iv_on_left else [bound, iv]
    cond = k.v("cmpi", operands, [scalar(i1)], comparison_predicate=pred,
               signedness=Signedness.SIGNED if signed else Signedness.UNSIGNED)
    if_op = k.op("if", [cond], [[T]])
    then_b, else_b = Block(), Block()
    if_op.regions[0].add_block(then_b)
    if_op.regions[1].add_block(else_b)
    if hint is not None:
        if_op.attributes["cuda_tile.loop_split"] = IntegerAttr(hint, 32)
    for blk2, c in ((then_b, one), (else_b, two)):
        k.stack.append(blk2)
        k.op("yield", [[k.v("mulf", [c, ivt], [T], rounding_mode=RM.NEAREST_EVEN)]])
        k.stack.pop()
    new_acc = k.v("addf", [acc, if_op.results[0]], [T], rounding_mode=RM.NEAREST_EVEN)
    k.op("continue", [[new_acc]])
    k.stack.pop()
    k.store(0, loop.results[0])
    return k.module()


SPLIT_CASES = [(CP.LESS_THAN, True), (CP.LESS_THAN_OR_EQUAL, True), (CP.GREATER_THAN, True),
               (CP.GREATER_THAN_OR_EQUAL, True), (CP.LESS_THAN, False), (CP.GREATER_THAN_OR_EQUAL, False)]


@pytest.mark.parametrize("pred,left", SPLIT_CASES, ids=lambda v: str(v))
@pytest.mark.parametrize("step", [1, 3])
def test_loop_split_splits_and_keeps_results(pred, left, step):
    before = split_kernel(pred, left, step)
    verify_module(before)
    for kval, lo, hi in ((5, 0, 12), (-3, 0, 12), (40, 0, 12), (0, 2, 11), (7, 7, 20)):
        after, diffs = compare_modules(before, "builtin.module(loop-split)",
                                       lambda: [np.zeros(N, np.float32), np.int32(kval), np.int32(lo), np.int32(hi)])
        assert not diffs, (kval, lo, hi, diffs)
    verify_module(after)
    ops = names(after)
    assert ops.count("for") == 2 and "if" not in ops and "cmpi" not in ops


@pytest.mark.parametrize("variant", ["unsigned", "variant_bound", "hint_zero"])
def test_loop_split_leaves_loops_it_cannot_split(variant):
    before = split_kernel(CP.LESS_THAN, signed=variant != "unsigned", bound_in_loop=variant == "variant_bound",
                          hint=0 if variant == "hint_zero" else None)
    after, diffs = compare_modules(before, "builtin.module(loop-split)",
                                   lambda: [np.zeros(N, np.float32), np.int32(5), np.int32(0), np.int32(12)])
    assert not diffs
    assert names(after).count("for") == 1 and "if" in names(after)


def test_loop_split_threshold_option():
    before = split_kernel(CP.LESS_THAN)
    # each branch holds 1 op besides its yield: a threshold of 5 finds nothing worth splitting
    after, _ = compare_modules(before, "builtin.module(loop-split{split-threshold=5})",
                               lambda: [np.zeros(N, np.float32), np.int32(5), np.int32(0), np.int32(12)])
    assert names(after).count("for") == 1
    after, _ = compare_modules(before, "builtin.module(loop-split{split-threshold=1})",
                               lambda: [np.zeros(N, np.float32), np.int32(5), np.int32(0), np.int32(12)])
    assert names(after).count("for") == 2


# ---------------------------------------------------------------------- cuda_tile canonicalize


def test_canonicalize_folds_constants_selects_and_ifs():
    k = ArrayKernel(2, N, scalars=[scalar(i1)])
    c = k.scalar_arg(0)
    x = k.load(0)
    ne = RM.NEAREST_EVEN
    s = k.v("addf", [k.const(1.5, f32, (N,)), k.const(2.0, f32, (N,))], [T], rounding_mode=ne)   # -> 3.5
    same = k.v("select", [k.const(True, i1, (N,)), x, x], [T])                                  # -> x
    true_c = k.const(True, i1)
    not_c = k.v("xori", [c, true_c], [scalar(i1)])
    # if (xori(c, true)) A else B  ->  if (c) B else A; both arms pure yields -> select
    cond_if = k.op("if", [not_c], [[T]])
    from xdsl.ir import Block
    for region, v in ((cond_if.regions[0], x), (cond_if.regions[1], s)):
        b = Block()
        region.add_block(b)
        k.stack.append(b)
        k.op("yield", [[v]])
        k.stack.pop()
    static_if = k.op("if", [k.const(True, i1)], [[T]])                                           # -> then arm
    for region, v in ((static_if.regions[0], same), (static_if.regions[1], x)):
        b = Block()
        region.add_block(b)
        k.stack.append(b)
        k.op("yield", [[k.v("negf", [v], [T])]])
        k.stack.pop()
    unused = k.v("mulf", [x, x], [T], rounding_mode=ne)                                           # dead
    del unused
    out = k.v("addf", [cond_if.results[0], static_if.results[0]], [T], rounding_mode=ne)
    k.store(1, out)
    before = k.module()
    verify_module(before)
    for cv in (True, False):
        after, diffs = compare_modules(before, "builtin.module(canonicalize)",
                                       lambda: [np.arange(N, dtype=np.float32), np.zeros(N, np.float32), np.bool_(cv)])
        assert not diffs, diffs
    verify_module(after)
    ops = names(after)
    # the negated if became an if on the parameter with swapped arms; the static one is gone;
    # the constant add folded, the identical-arm select and the dead multiply disappeared
    assert ops.count("if") == 1 and "xori" not in ops and "mulf" not in ops and "select" not in ops
    entry = next(op for op in after.walk() if op.name == "cuda_tile.entry")
    if_op = next(op for op in after.walk() if op.name == "cuda_tile.if")
    assert if_op.operands[0] is entry.regions[0].blocks.first.args[6]
    then_value = if_op.regions[0].blocks.first.last_op.operands[0]
    assert then_value.owner.name == "cuda_tile.constant"


def test_if_with_scalar_yields_becomes_select():
    k = ArrayKernel(2, N, scalars=[scalar(i1), scalar(f32), scalar(f32)])
    c, a, b = k.scalar_arg(0), k.scalar_arg(1), k.scalar_arg(2)
    from xdsl.ir import Block
    op = k.op("if", [c], [[scalar(f32)]])
    for region, v in ((op.regions[0], a), (op.regions[1], b)):
        blk = Block()
        region.add_block(blk)
        k.stack.append(blk)
        k.op("yield", [[v]])
        k.stack.pop()
    k.store(1, k.v("broadcast", [k.v("reshape", [op.results[0]], [tile((1,), f32)])], [T]))
    before = k.module()
    for cv in (True, False):
        after, diffs = compare_modules(before, "builtin.module(canonicalize)", lambda: [
            np.zeros(N, np.float32), np.zeros(N, np.float32), np.bool_(cv), np.float32(1.5), np.float32(-2.0)])
        assert not diffs, diffs
    assert "if" not in names(after) and names(after).count("select") == 1


def test_canonicalize_keeps_ifs_with_effects_and_unknown_conditions():
    k = ArrayKernel(2, N, scalars=[scalar(i1)])
    c = k.scalar_arg(0)
    x = k.load(0)
    if_op = k.op("if", [c], [[]])
    from xdsl.ir import Block
    then_b, else_b = Block(), Block()
    if_op.regions[0].add_block(then_b)
    if_op.regions[1].add_block(else_b)
    k.stack.append(then_b)
    k.store(1, x)
    k.op("yield", [[]])
    k.stack.pop()
    k.stack.append(else_b)
    k.op("yield", [[]])
    k.stack.pop()
    before = k.module()
    for cv in (True, False):
        after, diffs = compare_modules(before, "builtin.module(canonicalize)",
                                       lambda: [np.arange(N, dtype=np.float32), np.zeros(N, np.float32), np.bool_(cv)])
        assert not diffs
    assert "if" in names(after) and "store_ptr_tko" in names(after)


def test_combine_adjacent_ifs_on_one_condition():
    k = ArrayKernel(2, N, scalars=[scalar(i1)])
    c = k.scalar_arg(0)
    x = k.load(0)
    from xdsl.ir import Block
    ifs = []
    prev = x
    for _ in range(2):
        op = k.op("if", [c], [[T]])
        for region, neg in ((op.regions[0], True), (op.regions[1], False)):
            b = Block()
            region.add_block(b)
            k.stack.append(b)
            v = k.v("negf", [prev], [T]) if neg else k.v("absf", [prev], [T])
            k.op("yield", [[v]])
            k.stack.pop()
        prev = op.results[0]
        ifs.append(op)
    k.store(1, prev)
    before = k.module()
    for cv in (True, False):
        after, diffs = compare_modules(before, "builtin.module(canonicalize)",
                                       lambda: [np.arange(N, dtype=np.float32) - 3, np.zeros(N, np.float32), np.bool_(cv)])
        assert not diffs, diffs
    assert names(after).count("if") == 1
