"""Corpus kernels launched on a real GPU through cuTile Python, compiled by our tileiras.

`tools/gpu_cutile.py --compiler ours` launches every corpus case with `ct.launch` on torch
tensors holding the arrays the CPU tests use (same seed), in one process whose cuTile compiles
with our `tileiras` (disk cache off). Each kernel's arrays must then equal what the reference
interpreter computes from the case's 13.4 bytecode: integers exactly, floats within the
tolerances of the emulator tests (`test_simt_vs_interp._compare`; the GPU's libdevice stands
in for numpy's libm there too). Kernels that print or assert are left to the emulator tests
(their output goes to the process's stdout, and a failed assert ends the context).

Marked `gpu`: skipped on machines without an NVIDIA GPU (all CI machines); run with
`pytest -m gpu tests/codegen/test_gpu_cutile.py` where there is one, with torch installed.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from corpus_cases import BYTECODE, arrays_of, kernel_args, kernel_grid, manifest
from test_simt_vs_interp import _compare
from tileiras.interp import launch as interp_launch
from tileiras.interp.errors import InterpError

pytestmark = pytest.mark.gpu

ROOT = Path(__file__).resolve().parents[2]
NAMES = sorted(n for n in manifest()["kernels"] if (BYTECODE / f"{n}.13.4.tileirbc").exists())
MIN_PASSING = 40
"""The issue's bar: at least this many kernels launched through cuTile agree with numpy."""


def _prints_or_asserts(name: str) -> bool:
    from tileiras.bytecode.reader import read_bytecode

    module = read_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes()).module
    return any(op.name in ("cuda_tile.print_tko", "cuda_tile.assert") for op in module.walk())


@pytest.fixture(scope="module")
def gpu_run(tmp_path_factory) -> tuple[Path, dict]:
    pytest.importorskip("torch")
    pytest.importorskip("cuda.tile")
    out = tmp_path_factory.mktemp("gpu")
    names = [n for n in NAMES if not _prints_or_asserts(n)]
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "gpu_cutile.py"), "--compiler", "ours",
                           "--out", str(out), *names], capture_output=True, text=True, timeout=3600)
    assert proc.returncode == 0, proc.stderr[-4000:]
    return out, json.loads((out / "outcomes.json").read_text())["cases"]


def _reference(name: str) -> list[np.ndarray] | None:
    args = kernel_args(name)
    try:
        interp_launch((BYTECODE / f"{name}.13.4.tileirbc").read_bytes(), kernel_grid(name), *args)
    except InterpError:
        return None
    return arrays_of(args)


@pytest.mark.parametrize("name", NAMES)
def test_gpu_kernel_matches_interpreter(gpu_run, name: str) -> None:
    out, outcomes = gpu_run
    if name not in outcomes:
        pytest.skip("prints or asserts: compared on the emulator")
    assert outcomes[name] == "ok", outcomes[name]
    want = _reference(name)
    assert want is not None, "the interpreter rejects the case's arguments"
    got = np.load(out / f"{name}.npz")
    assert len(got.files) == len(want)
    for i, w in enumerate(want):
        _compare(name, i, w, got[f"a{i}"])


def test_enough_kernels_ran(gpu_run) -> None:
    _, outcomes = gpu_run
    assert sum(v == "ok" for v in outcomes.values()) >= MIN_PASSING
