"""Every nv_tileaa op belongs to one family, and lives in the `ops/` module of that name."""

from __future__ import annotations

import importlib

import pytest

from tileiras.dialects.nv_tileaa import NvTileAA
from tileiras.dialects.nv_tileaa.op_support import FAMILIES, in_family
from tileiras.dialects.nv_tileaa.ops import ALL_OPS


def test_every_dialect_op_is_listed_once():
    assert len(set(ALL_OPS)) == len(ALL_OPS)
    assert {op.name for op in NvTileAA.operations} == {op.name for op in ALL_OPS}


@pytest.mark.parametrize("op", ALL_OPS, ids=lambda op: op.name)
def test_op_has_a_known_family_and_lives_in_its_module(op):
    assert op.FAMILY in FAMILIES
    assert op.__module__ == f"tileiras.dialects.nv_tileaa.ops.{op.FAMILY}"


@pytest.mark.parametrize("family", FAMILIES)
def test_each_family_module_lists_exactly_its_ops(family):
    module = importlib.import_module(f"tileiras.dialects.nv_tileaa.ops.{family}")
    listed = getattr(module, f"{family.upper()}_OPS")
    assert listed, f"family '{family}' has no ops"
    assert {op.FAMILY for op in listed} == {family}
    assert set(listed) == {op for op in ALL_OPS if op.FAMILY == family}


def test_in_family_refuses_an_unknown_family():
    with pytest.raises(ValueError, match="unknown op family 'misc'"):
        in_family("misc", [])
