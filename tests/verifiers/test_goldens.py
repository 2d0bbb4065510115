"""Our verifier's verdict on every case equals NVIDIA's recorded one (golden/<case>.json)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import cases
import xdsl_build

GOLDEN = Path(__file__).resolve().parent / "golden"


def nvidia_message(case_name: str) -> tuple[int, str | None]:
    """tileirdisasm's exit code and first error message, without `error: ` and a reader offset."""
    data = json.loads((GOLDEN / f"{case_name}.json").read_text())
    d = data["tileirdisasm"]
    if d["rc"] == 0:
        return 0, None
    first = d["stderr"].splitlines()[0]
    first = re.sub(r"^.*?error: ", "", first, count=1)
    first = re.sub(r"^error at offset \d+: ", "", first)
    return d["rc"], first


@pytest.mark.parametrize("case", cases.ALL, ids=lambda c: c.name)
def test_case_matches_nvidia(case):
    if case.reader:
        pytest.skip("rejected by NVIDIA's bytecode reader, not its verifier")
    rc, expected = nvidia_message(case.name)
    ours = xdsl_build.judge(case)
    assert ours == expected
