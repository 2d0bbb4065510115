"""LLVM lowerings: every op that can reach `convert-nv-tileas-to-llvm` has a lowering or a
declared exemption, the lowerings live in the modules named as the op families, and an op
with none is refused with a diagnostic naming it (its cause a `MissingRule`)."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from xdsl.dialects.math import Math
from xdsl.dialects.scf import Scf
from xdsl.dialects.ub import UB
from xdsl.irdl import IRDLOperation, irdl_op_definition

from tileiras.conversion.nv_tileas_to_llvm import LOWERINGS
from tileiras.conversion.nv_tileas_to_llvm.lowering import FunctionLowering, LoweringError
from tileiras.dialects.nv_tileaa.op_support import FAMILIES
from tileiras.dialects.nv_tileas import FAMILIES as NV_TILEAS_FAMILIES
from tileiras.dialects.nv_tileaa.ops import ALL_OPS
from tileiras.dialects.nv_tileaa.upstream_arith import Arith
from tileiras.dialects.nv_tileas import NvTileAS
from tileiras.op_registry import MissingRule

SRC = Path(__file__).resolve().parents[3] / "src" / "tileiras"

NOT_FROM_CUDA_TILE = {
    "nv_tileaa.is_valid_program_id", "nv_tileaa.cancel_next_program_id", "nv_tileaa.create_queue",
    "nv_tileaa.queue.get", "nv_tileaa.queue.put", "nv_tileaa.queue.yield", "nv_tileaa.pragma",
}
"""nv_tileaa ops the cuda_tile conversion never creates (see test_layout_rules, which checks it)."""

NOT_LOWERED_YET = {"nv_tileaa.call": "calls of external device functions (cuda_tile preview$call)"}
"""Ops the conversion can create that the code generator refuses, with a diagnostic."""


@pytest.mark.parametrize("op", [op for op in ALL_OPS if op.name not in NOT_FROM_CUDA_TILE], ids=lambda op: op.name)
def test_every_nv_tileaa_op_has_a_lowering_or_exemption(op):
    assert LOWERINGS.covers(op.name) != (op.name in NOT_LOWERED_YET)


def test_every_nv_tileas_op_is_lowered():
    assert LOWERINGS.uncovered(op.name for op in NvTileAS.operations) == []


def test_every_arith_math_scf_ub_op_the_conversion_creates_is_lowered():
    text = "".join(p.read_text() for p in sorted((SRC / "conversion" / "cuda_tile_to_nv_tileaa").glob("*.py")))
    made = set()
    for dialect in (Arith, Math, Scf, UB):
        for op in dialect.operations:
            if re.search(rf"\b(arith|math|scf|ub|ax|upstream_arith)\.{op.__name__}\b", text) or f'"{op.name}"' in text:
                made.add(op.name)
    assert {"arith.addi", "arith.select", "math.exp", "scf.for", "ub.poison"} <= made
    assert LOWERINGS.uncovered(made) == []


def test_lowerings_live_in_the_family_modules():
    package = "tileiras.conversion.nv_tileas_to_llvm."
    for name in LOWERINGS.names():
        module = LOWERINGS.get(name).__module__.removeprefix(package)
        assert module in FAMILIES + NV_TILEAS_FAMILIES, (name, module)


def test_exemptions_carry_a_reason():
    exempt = LOWERINGS.exempt_names()
    assert {"nv_tileaa.func", "nv_tileaa.global", "scf.yield", "nv_tileaa.yield"} <= set(exempt)
    assert all(reason.strip() for reason in exempt.values())


@irdl_op_definition
class UnknownOp(IRDLOperation):
    """An op no stage has a rule for."""

    name = "test.unknown_op"


def _bare_lowering() -> FunctionLowering:
    fl = FunctionLowering.__new__(FunctionLowering)
    fl.b, fl.debug = SimpleNamespace(dbg=None), None
    return fl


def test_an_op_without_a_lowering_is_refused_with_a_diagnostic():
    with pytest.raises(MissingRule, match="convert-nv-tileas-to-llvm: no rule for 'test.unknown_op'"):
        LOWERINGS.lookup("test.unknown_op")
    op = UnknownOp()
    with pytest.raises(LoweringError, match="'test.unknown_op' is not supported by the code generator yet") as exc:
        _bare_lowering().lower_op(op)
    assert exc.value.op is op
    assert isinstance(exc.value.__cause__, MissingRule)
