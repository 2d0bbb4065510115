"""The verifier on the project's bytecode corpus: cuTile Python's kernels (which NVIDIA's
tileiras accepts) verify, and the corpus' verifier-rejected files get NVIDIA's messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from xdsl.utils.exceptions import VerifyException

from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.reader import read_bytecode
from tileiras.dialects.cuda_tile.verifiers import verify_ir

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
GOOD = sorted((CORPUS / "bytecode").glob("*.tileirbc"))
BAD_GOLDEN = CORPUS / "bad" / "GOLDEN.json"


def _bad_cases() -> list[tuple[str, str]]:
    if not BAD_GOLDEN.exists():
        return []
    out = []
    for name, verdict in json.loads(BAD_GOLDEN.read_text()).items():
        first = (verdict["tileirdisasm"]["stderr"].splitlines() or [""])[0]
        message = first.split("error: ", 1)[-1]
        if message.startswith("'cuda_tile.") and "' op " in message:
            out.append((name, message))
    return out


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.name)
def test_cutile_kernels_verify(path):
    verify_ir(read_bytecode(path.read_bytes()).module)


@pytest.mark.parametrize("name,expected", _bad_cases(), ids=lambda x: x if isinstance(x, str) and x.endswith("bc") else "")
def test_rejected_files_get_nvidias_message(name, expected):
    try:
        module = read_bytecode((CORPUS / "bad" / name).read_bytes()).module
    except BytecodeError as e:
        pytest.fail(f"the reader rejected it: {e}")
    with pytest.raises(VerifyException) as info:
        verify_ir(module)
    assert str(info.value) == expected
