"""NVIDIA's verdict on each golden bytecode file equals ours when our reader reads the file.

This runs the same cases as `test_goldens.py`, but through `tileiras.bytecode.read_bytecode`
instead of building the IR in Python: it checks that the reader hands the verifier the same IR
NVIDIA's reader builds, and that type checks (`verify_type`) see every type.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from xdsl.ir import Attribute
from xdsl.utils.exceptions import VerifyException

import cases
from test_goldens import nvidia_message
from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.reader import read_bytecode
from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.verifiers import verify_ir, verify_type

GOLDEN = Path(__file__).resolve().parent / "golden"


def _types(t: Attribute, out: list[Attribute]) -> None:
    """`t` and the types nested in it, innermost first."""
    if isinstance(t, ct.PointerType):
        _types(t.pointee, out)
    elif isinstance(t, ct.TileType):
        _types(t.element_type, out)
    elif isinstance(t, ct.TensorViewType):
        _types(t.element_type, out)
    elif isinstance(t, (ct.PartitionViewType, ct.StridedViewType, ct.GatherScatterViewType)):
        _types(t.tensor_view, out)
    out.append(t)


def module_types(module) -> list[Attribute]:
    out: list[Attribute] = []
    for op in module.walk():
        for r in op.results:
            _types(r.type, out)
        for region in op.regions:
            for block in region.blocks:
                for a in block.args:
                    _types(a.type, out)
    return out


def our_message(data: bytes) -> str | None:
    """The first message of our verdict (the reader's or the verifier's), or None."""
    try:
        module = read_bytecode(data).module
    except BytecodeError as e:
        return e.message
    try:
        for t in module_types(module):
            verify_type(t)
        verify_ir(module)
    except VerifyException as e:
        return str(e)
    return None


def our_chain(data: bytes, preview: bool) -> tuple[int, str]:
    """The exit code and stderr of our tileirdisasm on `data`."""
    from tileiras.cli.tileirdisasm import report

    try:
        read_bytecode(data, verify=True, preview_features=("simt",) if preview else ())
    except BytecodeError as e:
        err = io.StringIO()
        report(e, err)
        return 3, err.getvalue()
    return 0, ""


@pytest.mark.parametrize("case", cases.ALL, ids=lambda c: c.name)
def test_read_and_verify_matches_nvidia(case):
    _, expected = nvidia_message(case.name)
    ours = our_message((GOLDEN / f"{case.name}.tileirbc").read_bytes())
    assert ours == expected


@pytest.mark.parametrize("case", cases.ALL, ids=lambda c: c.name)
def test_tileirdisasm_chain_matches_nvidia(case):
    """Every line NVIDIA's tileirdisasm printed: messages, offsets, locations, context."""
    want = json.loads((GOLDEN / f"{case.name}.json").read_text())["tileirdisasm"]
    got = our_chain((GOLDEN / f"{case.name}.tileirbc").read_bytes(), case.preview)
    assert got == (want["rc"], want["stderr"])
