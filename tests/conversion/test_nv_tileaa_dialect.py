"""The nv_tileaa dialect: type syntax, verifier rules and their messages."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    Float8E4M3FNType,
    Float16Type,
    FunctionType,
    IntegerAttr,
    IntegerType,
    StringAttr,
    TensorType,
    UnitAttr,
    f32,
    f64,
    i32,
    i64,
)
from xdsl.ir import Block, Region
from xdsl.parser import Parser
from xdsl.utils.exceptions import VerifyException

from tileiras.dialects.nv_tileaa import NvTileAA
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.attributes import (
    BoundedAttr,
    DivByAttr,
    MemScope,
    MemScopeAttr,
    MemSemantic,
    MemSemanticAttr,
    SameElementsAttr,
    Signedness,
    SignednessAttr,
)
from tileiras.dialects.nv_tileaa.types import (
    DYNAMIC,
    MemRefType,
    MemTokenType,
    PointerType,
    QueueType,
    TiledViewType,
)
from tileiras.passes import make_context

f16 = Float16Type()
e4m3 = Float8E4M3FNType()


def values(*types):
    return Block(arg_types=list(types)).args


def check(op, message: str | None) -> None:
    if message is None:
        op.verify()
        return
    with pytest.raises(VerifyException) as err:
        op.verify()
    assert message in str(err.value), str(err.value)


MR = MemRefType(f32, [DYNAMIC, 64], [DYNAMIC, 1])


@pytest.mark.parametrize("t", [
    PointerType(f32), PointerType(i64, 3), MemTokenType(), MR, MemRefType(f16, [128], [1], alias_scope=7),
    TiledViewType([16, 32], MR), TiledViewType([16, 16], MR, [1, 0], [2, 1], -1, "nan"),
    TiledViewType([4, 64], MR, sparse_dim=0, padding="zero"), QueueType([i32, f32]), QueueType([], True),
    TensorType(PointerType(f16), [8]),
], ids=str)
def test_types_print_and_parse(t):
    ctx = make_context()
    assert Parser(ctx, str(t)).parse_type() == t
    assert NvTileAA.name == "nv_tileaa"


def test_tiled_view_rejects_a_bad_dim_map():
    with pytest.raises(VerifyException):
        TiledViewType([16, 16], MR, [0, 0])


def _dot(a, b, c, seg=(1, 1, 1, 0, 0), extra=(), **props):
    va, vb, vc, *rest = values(a, b, c, *extra)
    groups = [va, vb, vc, rest[:seg[3]], rest[seg[3]:seg[3] + seg[4]]]
    return aa.DotOp.build(operands=groups, result_types=[c], properties=props)


T = TensorType


@pytest.mark.parametrize("args,props,message", [
    ((T(f16, [16, 8]), T(f16, [8, 16]), T(f32, [16, 16])), {}, None),
    ((T(f16, [16, 8]), T(f16, [8, 16]), T(f16, [16, 16])), {}, None),
    ((T(f64, [8, 4]), T(f64, [4, 8]), T(f64, [8, 8])), {}, None),
    ((T(IntegerType(8), [16, 32]), T(IntegerType(8), [32, 16]), T(i32, [16, 16])),
     {"signedness_a": SignednessAttr(Signedness.SIGNED), "signedness_b": SignednessAttr(Signedness.UNSIGNED)}, None),
    ((T(f16, [16, 8]), T(IntegerType(8), [8, 16]), T(f32, [16, 16])), {},
     "expected the element types of A, B, C, and D to be either all integers or all floats."),
    ((T(IntegerType(8), [16, 32]), T(IntegerType(16), [32, 16]), T(i32, [16, 16])), {},
     "expects #A and #B have same bit width but got 8 vs 16"),
    ((T(IntegerType(8), [16, 32]), T(IntegerType(8), [32, 16]), T(i32, [16, 16])), {},
     "expect signedness attribute for operand A"),
    ((T(T(f32, [1]).element_type, [16, 8]), T(f32, [8, 16]), T(f16, [16, 16])), {},
     "expects #C element type to be f32, but got f16"),
    ((T(f16, [16]), T(f16, [16]), T(f32, [16])), {}, "expects rank-2 or rank-3 tensor for result, but got (1)"),
    ((T(f16, [16, 8]), T(f16, [4, 16]), T(f32, [16, 16])), {},
     "expects the shape of operand #A and #B to be compatible"),
    ((T(f16, [16, 8]), T(f16, [8, 16]), T(f32, [8, 16])), {},
     "expects the shape of operand #C is compatible with operands #A and #B"),
], ids=lambda v: str(v)[:40])
def test_dot_verifier(args, props, message):
    check(_dot(*args, **props), message)


def test_dot_block_scale_needs_both_factors():
    op = _dot(T(e4m3, [16, 64]), T(e4m3, [64, 16]), T(f32, [16, 16]), seg=(1, 1, 1, 1, 0),
              extra=(T(IntegerType(8), [16, 2]),))
    check(op, "expects both SFA and SFB to be present")


def _block_tile(sizes, groups, result=None):
    (src,) = values(MR)
    props = {"tileSizes": DenseArrayBase.from_list(i64, sizes),
             "dimGroups": ArrayAttr([DenseArrayBase.from_list(i64, g) for g in groups])}
    result = result or TiledViewType([16, 64], MR)
    return aa.BlockTileOp.build(operands=[src], result_types=[result], properties=props)


@pytest.mark.parametrize("sizes,groups,message", [
    ([16, 64], [[0], [1]], None),
    ([], [[0]], "expects non-empty tileSizes"),
    ([16], [], "expects non-empty dimGroups"),
    ([16, 64], [[0]], "expects rank of tileSizes be equal to rank of dimGroups, but got 2 vs 1"),
    ([16, 0], [[0], [1]], "expects all tile size bigger than zero"),
    ([16, 64], [[0], [0]], "expects dim is being tiled only one time, but got 0"),
    ([16, 32], [[0], [1]], "expects tileSizes and dimGroups to match the result tiled_view"),
])
def test_block_tile_verifier(sizes, groups, message):
    check(_block_tile(sizes, groups), message)


PTRS = TensorType(PointerType(f32), [8])


def _load(semantic, scope=None):
    (p,) = values(PTRS)
    props = {"mem_semantic": MemSemanticAttr(semantic)}
    if scope is not None:
        props["mem_scope"] = MemScopeAttr(scope)
    return aa.LoadOp.build(operands=[p, [], [], []], result_types=[T(f32, [8]), MemTokenType()], properties=props)


@pytest.mark.parametrize("semantic,scope,message", [
    (MemSemantic.WEAK, None, None),
    (MemSemantic.ACQUIRE, MemScope.GPU, None),
    (MemSemantic.WEAK, MemScope.GPU, "weak memory ordering must not carry a scope"),
    (MemSemantic.RELAXED, None, "non-weak memory ordering requires explicit scope"),
    (MemSemantic.RELEASE, MemScope.SYS, "does not support memory ordering semantic 'release'"),
])
def test_memory_ordering_rules(semantic, scope, message):
    check(_load(semantic, scope), message)


def test_load_result_must_be_the_pointee():
    (p,) = values(PTRS)
    op = aa.LoadOp.build(operands=[p, [], [], []], result_types=[T(f16, [8]), MemTokenType()],
                         properties={"mem_semantic": MemSemanticAttr(MemSemantic.WEAK)})
    check(op, "expects result type tensor<8xf32>")


@pytest.mark.parametrize("t,pred,message", [
    (i32, DivByAttr(16), None),
    (PointerType(f32), DivByAttr(16), None),
    (T(i32, [8]), DivByAttr(32, 4, 0), None),
    (f32, DivByAttr(16), "div_by requires an integer-, pointer-, or memref-like value"),
    (i32, DivByAttr(12), "div_by divisor must be a positive power of two"),
    (i32, DivByAttr(16, 4, 0), "div_by along must reference a valid axis"),
    (i32, BoundedAttr(0, None), None),
    (i32, BoundedAttr(5, 1), "bounded lower must not exceed upper"),
    (IntegerType(8), BoundedAttr(0, 300), "bounded upper exceeds the element's representable range"),
    (f32, BoundedAttr(0, 1), "bounded requires an integer-like element type"),
    (T(i32, [8]), SameElementsAttr([4]), None),
    (T(i32, [8]), SameElementsAttr([4, 1]), "same_elements length must match the constrained value's rank"),
])
def test_assume_predicates(t, pred, message):
    (v,) = values(t)
    check(aa.AssumeOp.build(operands=[v], result_types=[t], properties={"predicate": pred}), message)


def test_elementwise_ops_need_matching_types():
    a, b = values(T(f32, [4]), T(f32, [8]))
    check(aa.AddFOp.build(operands=[a, a], result_types=[a.type]), None)
    check(aa.AddFOp.build(operands=[a, b], result_types=[a.type]), "expects all operands and the result")
    (x,) = values(T(i32, [4]))
    check(aa.SqrtOp.build(operands=[x], result_types=[x.type]), "expects a floating-point scalar or tensor")
    check(aa.MulHiUIOp.build(operands=[x, x], result_types=[x.type]), None)


def test_shape_op_verifiers():
    (t48,) = values(T(f32, [4, 8]))
    (s,) = values(f32)
    check(aa.ViewOp.build(operands=[t48], result_types=[T(f32, [32])]), None)
    check(aa.ViewOp.build(operands=[t48], result_types=[T(f32, [16])]), "same number of elements")
    check(aa.BroadcastOp.build(operands=[t48], result_types=[T(f32, [8, 8])]), "cannot broadcast shape")
    check(aa.SplatOp.build(operands=[s], result_types=[T(f32, [4])]), None)
    check(aa.ExpandDimsOp.build(operands=[t48], result_types=[T(f32, [4, 1, 8])],
                                properties={"axis": IntegerAttr(1, i32)}), None)
    idx = values(i32)[0]
    check(aa.ExtractOp.build(operands=[t48, [idx]], result_types=[f32]), "expects 2 indices, but got 1")
    check(aa.PermuteOp.build(operands=[t48], result_types=[T(f32, [8, 4])],
                             properties={"permutation": DenseArrayBase.from_list(i32, [1, 0])}), None)
    check(aa.MakeRangeOp.build(result_types=[T(i32, [8])],
                               properties={"start": IntegerAttr(0, i32), "end": IntegerAttr(4, i32)}),
          "expects a 1-d integer tensor of 4 elements")
    check(aa.ExtractSliceOp.build(operands=[t48, [idx, idx]], result_types=[T(f32, [3, 8])]),
          "to divide shape")


def test_yield_and_return_parents():
    y = aa.YieldOp.build(operands=[[]])
    check(y, None)  # detached: no parent to check
    func_block = Block()
    func = aa.FuncOp.build(properties={"sym_name": StringAttr("f"), "function_type": FunctionType.from_lists([], []),
                                       "kernel": UnitAttr()}, regions=[Region(func_block)])
    func_block.add_op(aa.YieldOp.build(operands=[[]]))
    with pytest.raises(VerifyException) as err:
        func.verify()
    assert "expects parent op to be one of 'nv_tileaa.reduce', 'nv_tileaa.scan', 'nv_tileaa.pragma'" in str(err.value)
