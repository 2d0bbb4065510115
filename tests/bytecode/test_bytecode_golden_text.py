"""Rewrites at other versions print like NVIDIA's tileirdisasm printed the original.

The goldens (tests/corpus/golden/<file>.mlir and .g.mlir) are NVIDIA's tileirdisasm output for
each corpus file. A file rewritten at another version, read back and printed with our
printer, must give that same text (compared modulo runs of blanks), as the original does.
tools/check_roundtrip_with_nvidia.py runs the same check against NVIDIA's own tool.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from bytecode_helpers import normalize_blanks
from bytecode_corpus import CORPUS, CUTILE_FILES, GOLDEN, HANDMADE_FILES, file_id

from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.reader import read_bytecode
from tileiras.bytecode.writer import write_bytecode
from tileiras.dialects.cuda_tile.asm import print_module
from tileiras.dialects.cuda_tile.versions import SUPPORTED_VERSIONS


def _check(path: Path, debug_info: bool, versions) -> int:
    suffix = ".g.mlir" if debug_info else ".mlir"
    golden_path = GOLDEN / (str(path.relative_to(CORPUS)) + suffix)
    if not golden_path.exists():
        pytest.skip("no golden")
    golden = normalize_blanks(golden_path.read_text())
    decoded = read_bytecode(path.read_bytes())
    assert normalize_blanks(print_module(decoded.module, debug_info=debug_info)) == golden
    checked = 0
    for version in versions(decoded.version):
        try:
            out = write_bytecode(decoded.module, version)
        except BytecodeError:
            continue
        text = print_module(read_bytecode(out).module, debug_info=debug_info)
        assert normalize_blanks(text) == golden, f"rewritten at {version}"
        checked += 1
    return checked


def _one_other(own):
    """The newest version other than the file's own (then the oldest, if that is newest)."""
    others = [v for v in SUPPORTED_VERSIONS if v != own]
    return [others[-1], others[0]]


@pytest.mark.parametrize("path", HANDMADE_FILES, ids=file_id)
def test_rewrite_prints_golden_handmade(path: Path) -> None:
    _check(path, debug_info=False, versions=_one_other)


@pytest.mark.parametrize("path", CUTILE_FILES[::5], ids=file_id)
def test_rewrite_prints_golden_debug_info_sample(path: Path) -> None:
    _check(path, debug_info=True, versions=_one_other)


@pytest.mark.slow
@pytest.mark.parametrize("debug_info", [False, True], ids=["plain", "g"])
@pytest.mark.parametrize("path", CUTILE_FILES + HANDMADE_FILES, ids=file_id)
def test_rewrite_prints_golden_all_versions(path: Path, debug_info: bool) -> None:
    _check(path, debug_info, versions=lambda own: SUPPORTED_VERSIONS)
