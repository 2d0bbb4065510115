"""Make the helpers next to these tests importable (`corpus_cases`)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import dataclasses  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture
def three_stage_rings(monkeypatch):
    """Rings of 3 stages whatever `tileas_pipeline.ring_depth` would choose: the mutation tests
    that drop a wait need the next copies to reach the stage a pending MMA still reads, which
    a deeper ring puts off past the end of the loop."""
    from tileiras.transforms import tileas_pipeline

    depth = tileas_pipeline.ring_depth
    monkeypatch.setattr(tileas_pipeline, "ring_depth", lambda *a: dataclasses.replace(depth(*a), stages=3))
