"""Bytecode -> IR -> text -> `tileir-as` -> bytecode, read back into NVIDIA's text.

For each corpus file (cuTile exports at every version they were exported at, hand-made
modules at 13.1-13.5, the asm samples): read it, print it with locations (`-g`), assemble
that text with `tileir-as` (cli/tileir_as.py: run) at the file's own version, read the new
bytecode and print it plain and with `-g`: both must be the checked-in NVIDIA goldens.
tools/check_roundtrip_with_nvidia.py --via-text runs NVIDIA's tileirdisasm on the same
assembled files.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from asm_goldens import Golden, blanks, goldens
from tileiras.bytecode.reader import read_bytecode
from tileiras.cli import tileir_as
from tileiras.dialects.cuda_tile.asm import print_module

BY_FILE: dict[Path, dict[bool, Golden]] = {}
for _g in goldens():
    BY_FILE.setdefault(_g.bytecode, {})[_g.debug] = _g
FILES = sorted(BY_FILE)
SAMPLE = FILES[::9]


def _id(path: Path) -> str:
    return next(iter(BY_FILE[path].values())).id.removesuffix(".g.mlir").removesuffix(".mlir")


def assemble(text: str, version: str, tmp_path: Path) -> bytes:
    """`tileir-as` on `text` at `version`: the bytecode it writes (exit 0 required)."""
    source = tmp_path / "input.mlir"
    source.write_text(text)
    output = tmp_path / "output.tileirbc"
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        rc = tileir_as.run([str(source), "-o", str(output), "--bytecode-version", version])
    assert rc == 0, err.getvalue()
    return output.read_bytes()


def _roundtrip(path: Path, tmp_path: Path) -> None:
    decoded = read_bytecode(path.read_bytes())
    text = print_module(decoded.module, debug_info=True)
    data = assemble(text, str(decoded.version), tmp_path)
    again = read_bytecode(data)
    assert (again.version, again.preview) == (decoded.version, decoded.preview)
    for debug, golden in BY_FILE[path].items():
        assert blanks(print_module(again.module, debug_info=debug)) == blanks(golden.text.read_text())


@pytest.mark.parametrize("path", SAMPLE, ids=[_id(p) for p in SAMPLE])
def test_tileir_as_roundtrip_sample(path: Path, tmp_path: Path) -> None:
    _roundtrip(path, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("path", FILES, ids=[_id(p) for p in FILES])
def test_tileir_as_roundtrip_corpus(path: Path, tmp_path: Path) -> None:
    _roundtrip(path, tmp_path)


def test_the_corpus_covers_every_version() -> None:
    versions = {read_bytecode(p.read_bytes()).version for p in FILES}
    assert {str(v) for v in versions} == {"13.1", "13.2", "13.3", "13.4", "13.5"}
