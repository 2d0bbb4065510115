"""Every op of the table has a semantic rule (or a recorded reason for having none), and every
rule is exercised by at least one golden that NVIDIA rejects and one it accepts."""

from __future__ import annotations

import json
import re
from pathlib import Path

import cases
from tileiras.dialects.cuda_tile.op_table import OP_DEFS
from tileiras.dialects.cuda_tile.verifiers import NO_RULE, REGION_RULES, RULES

GOLDEN = Path(__file__).resolve().parent / "golden"


def test_every_op_has_a_rule_or_a_reason():
    missing = [d.mnemonic for d in OP_DEFS if d.mnemonic not in RULES and d.mnemonic not in REGION_RULES
               and d.mnemonic not in NO_RULE]
    assert missing == []


def test_rules_name_real_ops():
    known = {d.mnemonic for d in OP_DEFS}
    assert set(RULES) <= known
    assert set(REGION_RULES) <= known
    assert set(NO_RULE) <= known


def _rejected_ops() -> set[str]:
    ops = set()
    for case in cases.ALL:
        data = json.loads((GOLDEN / f"{case.name}.json").read_text())
        first = (data["tileirdisasm"]["stderr"].splitlines() or [""])[0]
        m = re.search(r"'cuda_tile\.([a-z0-9_$]+)' op", first)
        if m:
            ops.add(m.group(1))
    return ops


def test_every_op_with_a_rule_has_a_rejecting_golden():
    rejected = _rejected_ops()
    # module's own rule reports on the get_global ops it checks.
    untested = sorted(m for m in set(RULES) | set(REGION_RULES) if m not in rejected and m != "module")
    assert untested == []


def test_every_case_has_a_golden():
    for case in cases.ALL:
        assert (GOLDEN / f"{case.name}.json").exists(), case.name
        assert (GOLDEN / f"{case.name}.tileirbc").exists(), case.name


def test_accepted_and_rejected_goldens_both_exist():
    rcs = {json.loads((GOLDEN / f"{c.name}.json").read_text())["tileirdisasm"]["rc"] for c in cases.ALL}
    assert rcs == {0, 3}
