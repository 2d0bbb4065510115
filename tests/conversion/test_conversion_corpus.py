"""Every kernel of the test corpus through convert-cuda-tile-to-nv-tileaa.

- Conversion: no cuda_tile op is left, the result verifies, and its generic text parses back.
- Semantics: the reference interpreter runs each cuTile kernel (random inputs, as the manifest
  describes them) before and after `convert-cuda-tile-to-nv-tileaa,canonicalize`, and after
  the whole pre-lowering pipeline; every array and the printed output must be identical
  (fuse-fma within a rounding step).

The full corpus is marked slow; a representative subset runs by default.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from corpus_args import manifest
from differential import compare_pipeline
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.printer import Printer

from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.reader import read_bytecode
from tileiras.passes import make_context, run_pipeline, verify_module

ROOT = Path(__file__).resolve().parents[2]
BYTECODE = ROOT / "tests" / "corpus" / "bytecode"
SAMPLES = ROOT / "tests" / "asm" / "samples"

ALL_FILES = sorted(BYTECODE.glob("*.tileirbc")) + sorted((BYTECODE / "handmade").glob("*.tileirbc")) \
    + sorted(SAMPLES.glob("*.tileirbc"))
FAST_FILES = sorted(SAMPLES.glob("*.tileirbc")) + [BYTECODE / f"{n}.13.4.tileirbc" for n in (
    "vadd_f32", "while_break_f32", "break_continue_f32", "early_return_f32", "custom_scan_f32",
    "advanced_indexing_f32", "reduce_3d_multi_axis_f32", "rounding_modes_f32", "cvt_f32_e5m2")]

CONVERT = "builtin.module(convert-cuda-tile-to-nv-tileaa,canonicalize)"
FULL = "builtin.module(fuse-fma,loop-split,canonicalize,convert-cuda-tile-to-nv-tileaa,canonicalize,cse)"


def _convert_and_check(path: Path) -> None:
    try:
        cuda = read_bytecode(path.read_bytes()).module
    except BytecodeError as err:
        pytest.skip(f"the reader does not read {path.name}: {err}")
    module = ModuleOp([cuda])
    run_pipeline(module, CONVERT)
    verify_module(module)
    left = sorted({op.name for op in module.walk() if op.name.startswith("cuda_tile.")})
    assert not left, f"cuda_tile ops left: {left}"
    text = io.StringIO()
    Printer(stream=text, print_generic_format=True).print_op(module)
    if re.search(r"\\[89A-Fa-f][0-9A-Fa-f]", text.getvalue()):
        return  # xDSL's parser reads escaped non-ASCII string bytes back as bytes, not a string
    again = Parser(make_context(), text.getvalue()).parse_module()
    again.verify()


@pytest.mark.parametrize("path", FAST_FILES, ids=lambda p: p.name)
def test_converts_fast(path: Path) -> None:
    _convert_and_check(path)


@pytest.mark.slow
@pytest.mark.parametrize("path", ALL_FILES, ids=lambda p: str(p.relative_to(ROOT / "tests")))
def test_converts_all(path: Path) -> None:
    _convert_and_check(path)


def _kernels() -> list[str]:
    out = []
    for name, info in sorted(manifest()["kernels"].items()):
        if info["versions"].get("13.4", {}).get("file"):
            out.append(name)
    return out


FAST_KERNELS = ["vadd_f32", "while_break_f32", "break_continue_f32", "early_return_f32", "custom_scan_f32",
                "reduce_rows_f32", "transpose_tile_f32", "if_else_f32", "cvt_f32_e5m2", "atan2_f32",
                "int_arith_i32", "divmod_i32", "scans_i64", "approx_math_f32"]


def _check_semantics(name: str, spec: str, rtol: float = 0.0) -> None:
    path = ROOT / manifest()["kernels"][name]["versions"]["13.4"]["file"]
    diffs = compare_pipeline(path, spec, name, rtol=rtol)
    assert not diffs, f"{name} computes something else after {spec}:\n" + "\n".join(diffs)


@pytest.mark.parametrize("name", [n for n in FAST_KERNELS if n in manifest()["kernels"]])
def test_same_results_after_conversion_fast(name: str) -> None:
    _check_semantics(name, CONVERT)


@pytest.mark.slow
@pytest.mark.parametrize("name", _kernels())
def test_same_results_after_conversion(name: str) -> None:
    _check_semantics(name, CONVERT)


@pytest.mark.slow
@pytest.mark.parametrize("name", _kernels())
def test_same_results_after_the_whole_pipeline(name: str) -> None:
    _check_semantics(name, FULL, rtol=1e-5)
