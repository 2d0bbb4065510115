"""Malformed files (tests/corpus/bad) against NVIDIA's recorded behaviour (GOLDEN.json).

For every file NVIDIA's tileirdisasm 13.5 rejects for a bytecode reason, we must raise
`BytecodeError`, with NVIDIA's message (without its offset: ours are absolute file offsets,
NVIDIA's are often relative to a section) unless listed in MESSAGE_DIFFERENCES. Files NVIDIA
accepts we accept. Files NVIDIA rejects only in its verifier ('cuda_tile.*' op messages) are
structurally valid: we read them or reject them, but never crash.
"""

from __future__ import annotations

import json
import re

import pytest
from bytecode_corpus import BAD

from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.reader import read_bytecode

GOLDEN_FILE = BAD / "GOLDEN.json"
GOLDEN: dict = json.loads(GOLDEN_FILE.read_text()) if GOLDEN_FILE.exists() else {}
CASES = sorted(name for name in GOLDEN if (BAD / name).exists())

ACCEPT_DIFFERENCES = {
    "name_invalid_utf8.tileirbc": "we report strings that are not UTF-8; NVIDIA does not check",
}
"""Files where our verdict differs from NVIDIA's on purpose."""

MESSAGE_DIFFERENCES = {
    "constant_rawsize_huge.tileirbc": "we say how many bytes were needed and left",
    "func_count_two.tileirbc": "we name the field that runs past the section",
    "func_flags_non_entry.tileirbc": "NVIDIA misreads the body; we reject the non-entry function",
    "func_flags_private_entry.tileirbc": "NVIDIA misreads the body; we reject the private entry",
    "missing_return.tileirbc": "we check terminators while reading, with the reader's message",
    "type_index_oob.tileirbc": "we name the type index instead of the op class",
}


def _nvidia(name: str) -> tuple[int, str]:
    record = GOLDEN[name]["tileirdisasm"]
    first = (record["stderr"].splitlines() or [""])[0]
    return record["rc"], first


PREVIEW_NOT_ENABLED = "public-preview bytecode requires at least one enabled preview feature"
"""The tool, not the reader, decides on preview content: `read_bytecode` reports the bit."""


def _semantic(message: str) -> bool:
    """NVIDIA's verifier, or its command line (preview features), rejected the file."""
    return ("'cuda_tile." in message or message.startswith("#cuda_tile")
            or "uses preview feature" in message or PREVIEW_NOT_ENABLED in message)


def _read(name: str) -> BytecodeError | None:
    try:
        read_bytecode((BAD / name).read_bytes())
    except BytecodeError as err:
        return err
    return None


@pytest.mark.skipif(not GOLDEN, reason="tests/corpus/bad/GOLDEN.json not present")
@pytest.mark.parametrize("name", CASES)
def test_accepts_what_nvidia_accepts(name: str) -> None:
    rc, message = _nvidia(name)
    err = _read(name)  # never anything but BytecodeError
    if name in ACCEPT_DIFFERENCES:
        assert (err is None) != (rc == 0)
    elif rc == 0:
        assert err is None, str(err)
    elif not _semantic(message):
        assert err is not None, f"NVIDIA rejects it: {message}"
    elif PREVIEW_NOT_ENABLED in message and err is None:
        assert read_bytecode((BAD / name).read_bytes()).preview


@pytest.mark.skipif(not GOLDEN, reason="tests/corpus/bad/GOLDEN.json not present")
@pytest.mark.parametrize("name", [n for n in CASES if n not in MESSAGE_DIFFERENCES])
def test_messages_match_nvidia(name: str) -> None:
    rc, message = _nvidia(name)
    if rc == 0 or _semantic(message):
        pytest.skip("not a reader error")
    expected = re.sub(r"^error: (error at offset \d+: )?", "", message)
    err = _read(name)
    assert err is not None
    assert expected in err.message or err.message in expected


def test_offsets_are_absolute() -> None:
    data = bytearray((BAD / "func_body_opcode_gap.tileirbc").read_bytes()) if (
        BAD / "func_body_opcode_gap.tileirbc").exists() else None
    if data is None:
        pytest.skip("corpus file missing")
    err = _read("func_body_opcode_gap.tileirbc")
    assert err is not None and err.offset is not None
    assert str(err) == f"error at offset {err.offset}: {err.message}"
    assert 12 < err.offset < len(data)
