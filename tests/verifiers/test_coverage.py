"""Every op of the table has a semantic rule (or a recorded reason for having none), and every
rule is exercised by at least one golden that NVIDIA rejects and one it accepts."""

from __future__ import annotations

import json
import re
from pathlib import Path

import cases
import pytest
from tileiras.dialects.cuda_tile.op_table import OP_DEFS
from tileiras.dialects.cuda_tile.verifiers import REGION_VERIFIERS, VERIFIERS
from tileiras.op_registry import MissingRule

GOLDEN = Path(__file__).resolve().parent / "golden"


def test_every_op_has_a_rule_or_a_reason():
    assert VERIFIERS.uncovered(d.name for d in OP_DEFS) == []


def test_rules_name_real_ops():
    known = {d.name for d in OP_DEFS}
    assert VERIFIERS.names() | set(VERIFIERS.exempt_names()) <= known
    assert REGION_VERIFIERS.names() <= known


def test_an_op_without_a_rule_fails_loudly():
    with pytest.raises(MissingRule, match="cuda_tile verifier: no rule for 'cuda_tile.nonesuch'"):
        VERIFIERS.lookup("cuda_tile.nonesuch")


def _rejected_ops() -> set[str]:
    ops = set()
    for case in cases.ALL:
        data = json.loads((GOLDEN / f"{case.name}.json").read_text())
        first = (data["tileirdisasm"]["stderr"].splitlines() or [""])[0]
        m = re.search(r"'(cuda_tile\.[a-z0-9_$]+)' op", first)
        if m:
            ops.add(m.group(1))
    return ops


def test_every_op_with_a_rule_has_a_rejecting_golden():
    rejected = _rejected_ops()
    # module's own rule reports on the get_global ops it checks.
    untested = sorted(m for m in VERIFIERS.names() | REGION_VERIFIERS.names()
                      if m not in rejected and m != "cuda_tile.module")
    assert untested == []


def test_every_case_has_a_golden():
    for case in cases.ALL:
        assert (GOLDEN / f"{case.name}.json").exists(), case.name
        assert (GOLDEN / f"{case.name}.tileirbc").exists(), case.name


def test_accepted_and_rejected_goldens_both_exist():
    rcs = {json.loads((GOLDEN / f"{c.name}.json").read_text())["tileirdisasm"]["rc"] for c in cases.ALL}
    assert rcs == {0, 3}
