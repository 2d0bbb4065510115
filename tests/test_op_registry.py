"""OpTable: one rule per name, exemptions with reasons, loud failure on an unknown op."""

import pytest

from tileiras.op_registry import MissingRule, OpTable


def test_rule_lookup_exempt_and_missing():
    table: OpTable = OpTable("stage-x")

    @table.rule("d.a", "d.b")
    def handler() -> None:
        pass

    table.exempt("structural", "d.c")
    assert table.lookup("d.a") is handler and table.lookup("d.b") is handler
    assert table.lookup("d.c") is None
    with pytest.raises(MissingRule, match="stage-x: no rule for 'd.z'"):
        table.lookup("d.z")
    assert table.uncovered(["d.a", "d.c", "d.z"]) == ["d.z"]
    assert table.names() == {"d.a", "d.b"} and table.exempt_names() == {"d.c": "structural"}


def test_second_rule_for_a_name_is_refused():
    table: OpTable = OpTable("stage-y")
    table.add("d.a", print)
    with pytest.raises(ValueError, match="two rules"):
        table.add("d.a", repr)
    with pytest.raises(ValueError, match="both"):
        table.exempt("why", "d.a")
