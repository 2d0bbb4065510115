"""One family layout across the front stages: the verifier, the cuda_tile -> nv_tileaa
conversion and the interpreter keep each op's rule in a module of the same family name, and
each stage covers every op (a rule, or an exemption with its reason)."""

from __future__ import annotations

import pytest

from tileiras.conversion.cuda_tile_to_nv_tileaa.patterns import PATTERNS
from tileiras.dialects.cuda_tile.op_table import OP_DEFS
from tileiras.dialects.cuda_tile.verifiers import VERIFIERS
from tileiras.interp.registry import SEMANTICS
from tileiras.interp.runner import _ensure_semantics_loaded
from tileiras.op_registry import OpTable

import tileiras.conversion.cuda_tile_to_nv_tileaa  # noqa: F401  (registers the patterns)

FAMILIES = {"elementwise", "convert", "shape", "memory", "views", "atomics", "mma", "reduce_scan",
            "control_flow", "debug"}

_ensure_semantics_loaded()
STAGES: dict[str, OpTable] = {"verifier": VERIFIERS, "conversion": PATTERNS, "interpreter": SEMANTICS}


def family_of(table: OpTable, name: str) -> str | None:
    rule = table.get(name)
    return None if rule is None else rule.__module__.rsplit(".", 1)[1]


@pytest.mark.parametrize("stage", sorted(STAGES))
def test_every_op_is_covered(stage):
    assert STAGES[stage].uncovered(d.name for d in OP_DEFS) == []


@pytest.mark.parametrize("stage", sorted(STAGES))
def test_rules_live_in_family_modules(stage):
    families = {family_of(STAGES[stage], d.name) for d in OP_DEFS} - {None}
    assert families <= FAMILIES, sorted(families - FAMILIES)


def test_an_op_has_the_same_family_in_every_stage():
    split = {}
    for d in OP_DEFS:
        seen = {stage: family_of(table, d.name) for stage, table in STAGES.items()}
        if len(set(seen.values()) - {None}) > 1:
            split[d.mnemonic] = seen
    assert split == {}
