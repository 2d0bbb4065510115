"""The facts each cuda_tile `OpDef` carries (effects, terminators, structural ops, result names),
and the stages that read them instead of tables of their own."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import i1, i32
from xdsl.ir import Block, Region

from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.attributes import DivByAttr
from tileiras.dialects.cuda_tile.effects import is_effect_free
from tileiras.dialects.cuda_tile.op_defs import EFFECT_KINDS, OpDef
from tileiras.dialects.cuda_tile.op_table import OP_DEFS, OPS_BY_MNEMONIC, STRUCTURAL_OPS, TERMINATORS
from tileiras.dialects.cuda_tile.ops import op_class
from tileiras.dialects.cuda_tile.verify.reduce_scan import memory_effect_free
from tileiras.transforms.cuda_tile_ir import is_pure

I32 = ctt.TileType([], i32)


def test_terminators_and_structural_ops_come_from_the_defs():
    assert TERMINATORS == {"return", "yield", "break", "continue"}
    assert STRUCTURAL_OPS == {"module", "entry", "global"}


def test_terminators_have_no_results_and_implicit_ones_are_terminators():
    for d in OP_DEFS:
        if d.terminator:
            assert not d.results, d.mnemonic
        if d.implicit_terminator is not None:
            assert OPS_BY_MNEMONIC[d.implicit_terminator].terminator, d.mnemonic
            assert d.regions, d.mnemonic
    assert {d.mnemonic for d in OP_DEFS if d.implicit_terminator} == {"for", "loop", "if"}


def test_ops_threading_a_memory_token_have_effects():
    """Every `_tko` op orders memory, so none of them may be removed or hoisted as pure."""
    for d in OP_DEFS:
        if d.mnemonic.endswith("_tko"):
            assert d.effects & {"read", "write"}, d.mnemonic


def test_exits_are_the_terminators_that_leave_their_region():
    assert {d.mnemonic for d in OP_DEFS if "exit" in d.effects} == {"return", "break", "continue"}
    assert OPS_BY_MNEMONIC["yield"].pure


def test_result_names_fit_the_results():
    for d in OP_DEFS:
        fixed = [r for r in d.results if not r.variadic]
        if d.asm_result_names and not any(r.variadic for r in d.results):
            assert len(d.asm_result_names) <= len(fixed), d.mnemonic


def test_an_unknown_effect_kind_is_refused():
    with pytest.raises(ValueError, match="unknown effect kinds"):
        OpDef("bogus", 0x7FFF, OPS_BY_MNEMONIC["addf"].since, effects=frozenset({"teleport"}))
    assert "read" in EFFECT_KINDS


def _assume(v):
    return op_class("assume").build(operands=[v], result_types=[I32], properties={"predicate": DivByAttr(2)})


def test_assume_is_not_effect_free_for_the_verifier_nor_the_transforms():
    """NVIDIA rejects an assume in a reduce body (golden reduce_assume_int_body), so the
    canonicalizer must not drop an unused one as pure either: one fact, both stages."""
    block = Block(arg_types=[I32])
    op = _assume(block.args[0])
    block.add_op(op)
    assert not memory_effect_free(op)
    assert not is_pure(op)


def test_region_ops_have_the_effects_of_their_bodies():
    cond = Block(arg_types=[ctt.TileType([], i1)])
    then = Block()
    then.add_op(op_class("yield").build(operands=[[]]))
    pure_if = op_class("if").build(operands=[cond.args[0]], result_types=[[]], regions=[Region(then), Region()])
    assert is_effect_free(pure_if, foreign=False)
    inner = Block()
    inner.add_op(_assume(Block(arg_types=[I32]).args[0]))
    inner.add_op(op_class("yield").build(operands=[[]]))
    effect_if = op_class("if").build(operands=[cond.args[0]], result_types=[[]], regions=[Region(inner), Region()])
    assert not is_effect_free(effect_if, foreign=True)
    assert not is_pure(effect_if)
