"""Layout rules: every op that can reach `convert-nv-tileaa-to-nv-tileas` has a rule or a
declared exemption, the rules live in the modules named as the op families, and an op with
no rule stops the pass (`MissingRule`) instead of silently taking the default layout."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from xdsl.dialects.builtin import TensorType
from xdsl.dialects.math import Math
from xdsl.dialects.scf import Scf
from xdsl.irdl import IRDLOperation, irdl_op_definition

from tileiras.conversion.nv_tileaa_to_nv_tileas import LAYOUT_RULES, assign_layouts
from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LayoutAssigner
from tileiras.conversion.nv_tileas_to_llvm import LOWERINGS
from tileiras.dialects.nv_tileaa.op_support import FAMILIES
from tileiras.dialects.nv_tileaa.ops import ALL_OPS
from tileiras.dialects.nv_tileaa.upstream_arith import Arith
from tileiras.dialects.nv_tileas import layout_of
from tileiras.op_registry import MissingRule

SRC = Path(__file__).resolve().parents[3] / "src" / "tileiras"
CORPUS = Path(__file__).resolve().parents[2] / "corpus" / "bytecode"

NOT_FROM_CUDA_TILE = {
    "nv_tileaa.is_valid_program_id", "nv_tileaa.cancel_next_program_id", "nv_tileaa.create_queue",
    "nv_tileaa.queue.get", "nv_tileaa.queue.put", "nv_tileaa.queue.yield", "nv_tileaa.pragma",
}
"""nv_tileaa ops the cuda_tile conversion never creates (scheduling passes we do not have):
no layout rule, so one reaching the pass is a loud `MissingRule`."""


def _front_end_text() -> str:
    return "".join(p.read_text() for p in sorted((SRC / "conversion" / "cuda_tile_to_nv_tileaa").glob("*.py")))


def test_ops_left_out_are_really_never_created_by_the_conversion():
    text = _front_end_text()
    by_name = {op.name: op for op in ALL_OPS}
    for name in NOT_FROM_CUDA_TILE:
        cls = by_name[name].__name__
        assert not re.search(rf"\b{cls}\b", text) and f'"{name}"' not in text, name


@pytest.mark.parametrize("op", [op for op in ALL_OPS if op.name not in NOT_FROM_CUDA_TILE], ids=lambda op: op.name)
def test_every_nv_tileaa_op_has_a_rule_or_exemption(op):
    assert LAYOUT_RULES.covers(op.name)


def test_every_arith_math_and_scf_op_the_pipeline_makes_has_a_rule():
    names = {op.name for op in Arith.operations} | {op.name for op in Math.operations}
    names |= {"scf.for", "scf.if", "scf.while", "scf.yield", "scf.condition", "ub.poison"}
    assert LAYOUT_RULES.uncovered(names) == []
    assert {op.name for op in Scf.operations} >= {"scf.for", "scf.if", "scf.while"}


def test_every_op_the_llvm_stage_lowers_has_a_layout_rule():
    # nv_tileas ops are made by this stage, so they never reach it
    names = {n for n in LOWERINGS.names() if not n.startswith("nv_tileas.")}
    assert LAYOUT_RULES.uncovered(names) == []


def test_rules_live_in_the_family_modules():
    package = "tileiras.conversion.nv_tileaa_to_nv_tileas."
    for name in LAYOUT_RULES.names():
        rule = LAYOUT_RULES.get(name)
        module = rule.__module__.removeprefix(package)
        # shared rules are LayoutAssigner methods (elementwise, default_layout, free_source)
        assert module in FAMILIES or rule.__qualname__.startswith("LayoutAssigner."), (name, rule)


def test_exemptions_carry_a_reason_and_terminators_are_exempt():
    exempt = LAYOUT_RULES.exempt_names()
    assert {"scf.yield", "scf.condition", "nv_tileaa.yield", "nv_tileaa.return"} <= set(exempt)
    assert all(reason.strip() for reason in exempt.values())


@irdl_op_definition
class UnknownOp(IRDLOperation):
    """An op no stage has a rule for."""

    name = "test.unknown_op"


@irdl_op_definition
class YieldLikeOp(IRDLOperation):
    """An op named as an exempt terminator."""

    name = "scf.yield"


def test_an_op_without_a_rule_stops_the_pass():
    op = UnknownOp()
    with pytest.raises(MissingRule, match="convert-nv-tileaa-to-nv-tileas: no rule for 'test.unknown_op'"):
        LayoutAssigner(4).run_op(op)


def test_an_exempt_op_is_left_alone():
    op = YieldLikeOp()
    LayoutAssigner(4).run_op(op)  # no rule, no error
    assert LAYOUT_RULES.lookup("scf.yield") is None


@pytest.mark.parametrize("kernel", ["mma_f16_f32", "reduce_rows_f32", "for_accumulate_f32", "scan_flags_f32",
                                    "batched_matmul_f16"])
def test_corpus_kernels_get_a_layout_for_every_tile(kernel):
    from tileiras.conversion.cuda_tile_to_nv_tileaa import convert_cuda_tile_to_nv_tileaa
    from tileiras.driver.compile import read_bytecode

    module = read_bytecode((CORPUS / f"{kernel}.13.4.tileirbc").read_bytes()).module
    convert_cuda_tile_to_nv_tileaa(module, 90)
    assign_layouts(module)
    funcs = [op for op in module.walk() if op.name == "nv_tileaa.func"]
    ops = [op for f in funcs for op in f.walk() if op is not f]
    assert ops
    assert LAYOUT_RULES.uncovered({op.name for op in ops if not op.name.startswith("nv_tileas.")}) == []
    untyped = [op.name for op in ops for r in op.results
               if isinstance(r.type, TensorType) and layout_of(r.type) is None
               and op.parent_op() is not None and op.parent_op().name not in ("nv_tileaa.reduce", "nv_tileaa.scan")]
    assert untyped == []
