"""Malformed files (tests/corpus/bad) against NVIDIA's recorded behaviour (GOLDEN.json).

Our `tileirdisasm` must print, byte for byte, what NVIDIA's printed for every file: the same
exit code, the same text for files NVIDIA accepts, and the same chain of `error:` lines for
files it rejects (the reader's message and offset, each enclosing step's context line with
NVIDIA's offset, the verifier's message with the op's location, the closing line).
`read_bytecode(verify=True)` raises nothing but `BytecodeError`, whose lines are that chain.
"""

from __future__ import annotations

import contextlib
import io
import json
import os

import pytest
from bytecode_corpus import BAD

from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.reader import read_bytecode
from tileiras.cli import tileirdisasm

GOLDEN_FILE = BAD / "GOLDEN.json"
GOLDEN: dict = json.loads(GOLDEN_FILE.read_text()) if GOLDEN_FILE.exists() else {}
CASES = sorted(name for name in GOLDEN if (BAD / name).exists())
CLOSING = "error: failed to read provided Tile IR bytecode"

DIFFERENCES: dict[str, str] = {}
"""Files where our output differs from NVIDIA's on purpose (none)."""


def _ours(name: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(BAD)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = tileirdisasm.run([name], "tileirdisasm")
    finally:
        os.chdir(cwd)
    return rc, out.getvalue(), err.getvalue()


@pytest.mark.skipif(not GOLDEN, reason="tests/corpus/bad/GOLDEN.json not present")
@pytest.mark.parametrize("name", CASES)
def test_tileirdisasm_matches_nvidia(name: str) -> None:
    want = GOLDEN[name]["tileirdisasm"]
    got = _ours(name)
    if name in DIFFERENCES:
        pytest.skip(DIFFERENCES[name])
    assert got == (want["rc"], want.get("stdout", ""), want["stderr"])


@pytest.mark.skipif(not GOLDEN, reason="tests/corpus/bad/GOLDEN.json not present")
@pytest.mark.parametrize("name", CASES)
def test_reader_error_is_nvidias_chain(name: str) -> None:
    want = GOLDEN[name]["tileirdisasm"]
    data = (BAD / name).read_bytes()
    try:
        read_bytecode(data, verify=True, preview_features=())
    except BytecodeError as err:
        lines = [f"{loc}: error: {text}" if loc else f"error: {text}" for loc, text in err.lines()]
        assert want["rc"] == 3
        assert lines + [CLOSING] == want["stderr"].splitlines() or not data.startswith(b"\x7fTileIR\x00")
        return
    assert want["rc"] == 0, want["stderr"]


def test_every_golden_line_is_covered() -> None:
    """The corpus exercises context lines at every level (section, function, op, type)."""
    text = "".join(GOLDEN[n]["tileirdisasm"]["stderr"] for n in CASES)
    for context in ("failed to parse section header", "failed to parse function section",
                    "failed to create function from bytecode", "failed to parse attribute",
                    "failed to get parameter type", "verification failed for deserialized"):
        assert context in text


def test_offsets_count_from_each_readers_start() -> None:
    """NVIDIA's offsets are relative: within a function body the offset is small, the body's
    context line carries the file reader's offset (the end of the file)."""
    name = "func_body_opcode_gap.tileirbc"
    if not (BAD / name).exists():
        pytest.skip("corpus file missing")
    data = (BAD / name).read_bytes()
    with pytest.raises(BytecodeError) as info:
        read_bytecode(data)
    err = info.value
    assert err.offset is not None and err.offset < 16
    assert str(err) == f"error at offset {err.offset}: {err.message}"
    assert [offset for _, offset, _ in err.context] == [len(data), len(data)]
