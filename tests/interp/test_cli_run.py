"""tileiras-run: run a kernel from the command line with .npy inputs and outputs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tileiras.cli.tileiras_run import run

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "bytecode"
SRC = Path(__file__).resolve().parents[2] / "src"


def kernel(name: str) -> str:
    path = CORPUS / f"{name}.13.4.tileirbc"
    if not path.exists():
        pytest.skip(f"{path.name} not present")
    return str(path)


@pytest.fixture
def vadd_inputs(tmp_path):
    a = np.arange(4096, dtype=np.float32)
    b = np.full(4096, 0.5, np.float32)
    np.save(tmp_path / "a.npy", a)
    np.save(tmp_path / "b.npy", b)
    return tmp_path, a, b


def test_run_vadd_writes_outputs(vadd_inputs, capsys):
    d, a, b = vadd_inputs
    rc = run([kernel("vadd_f32"), "--grid", "4", "--arg", f"{d}/a.npy", "--arg", f"{d}/b.npy",
              "--arg", "c=zeros:float32:4096", "--arg", "const:1024", "--output", f"c={d}/c.npy"])
    assert rc == 0
    np.testing.assert_array_equal(np.load(d / "c.npy"), a + b)
    rc = run([kernel("vadd_f32"), "--grid", "4", "--arg", f"a={d}/a.npy", "--arg", f"b={d}/b.npy",
              "--arg", "c=full:f32:4096:7", "--arg", "const:1024", "--output-dir", str(d / "out")])
    assert rc == 0
    assert sorted(os.listdir(d / "out")) == ["a.npy", "b.npy", "c.npy"]


def test_scalars_and_printing(capsys):
    rc = run([kernel("printf_ints_i32"), "--arg", "arange:int32:8", "--arg", "const:4"])
    assert rc == 0
    assert "[0, 1, 2, 3] [0, 1, 2, 3]" in capsys.readouterr().out


def test_fault_exit_code_and_location(tmp_path, capsys):
    np.save(tmp_path / "a.npy", -np.ones(64, np.float32))
    rc = run([kernel("assert_positive_f32"), "--arg", f"{tmp_path}/a.npy", "--arg", "const:16"])
    assert rc == 4
    err = capsys.readouterr().err
    assert err.startswith('loc("') and "assertion failed" in err and "tile block (0, 0, 0)" in err


def test_undefined_behaviour_warns_or_faults_in_strict_mode(vadd_inputs, capsys):
    d, _, _ = vadd_inputs
    argv = [kernel("vadd_f32"), "--grid", "5", "--arg", f"{d}/a.npy", "--arg", f"{d}/b.npy",
            "--arg", "zeros:float32:4096", "--arg", "const:1024"]
    assert run(argv) == 0
    assert "warning: undefined behaviour in tile block (4, 0, 0)" in capsys.readouterr().err
    assert run(argv + ["--strict"]) == 4
    assert "entirely outside the view" in capsys.readouterr().err


def test_usage_errors(tmp_path, capsys):
    assert run([str(tmp_path / "missing.tileirbc")]) == 1
    assert "cannot read" in capsys.readouterr().err
    bad = tmp_path / "bad.tileirbc"
    bad.write_bytes(b"\x7fTileIR\x00\x0d\x04\x00\x00garbage")
    assert run([str(bad)]) == 3
    assert run([kernel("vadd_f32"), "--arg", "zeros:float32:16"]) == 1
    assert "too few arguments" in capsys.readouterr().err
    assert run([kernel("vadd_f32"), "--arg", "zeros:nosuchtype:16"]) == 1
    assert run([kernel("vadd_f32"), "--grid", "0"]) == 1
    assert run([kernel("vadd_f32"), "--output", "c=x.npy"]) == 1


def test_list_entries_and_trace(vadd_inputs, capsys):
    assert run([kernel("vadd_f32"), "--list-entries"]) == 0
    assert capsys.readouterr().out.startswith("vadd_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_I1024(tile<ptr<f32>>, tile<i32>")
    d, _, _ = vadd_inputs
    assert run([kernel("vadd_f32"), "--grid", "4", "--arg", f"{d}/a.npy", "--arg", f"{d}/b.npy",
                "--arg", "zeros:float32:4096", "--arg", "const:1024", "--trace"]) == 0
    err = capsys.readouterr().err
    assert "[3,0,0] cuda_tile.addf -> tile<1024xf32> = [3072.5, 3073.5" in err


def test_console_entry_has_no_traceback(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(SRC))
    # an unchecked gather with row 40 of a 32-row array reads past the end of the allocation
    proc = subprocess.run([sys.executable, "-m", "tileiras.cli.tileiras_run", kernel("gather_2d_unchecked_f16"),
                           "--arg", "a=zeros:f16:32x16", "--arg", "rows=full:int32:8:40", "--arg", "zeros:f16:8x16",
                           "--arg", "const:8", "--arg", "const:16"], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 4
    assert "Traceback" not in proc.stderr
    assert proc.stderr.startswith('loc("kernels/memory.py":')
    assert "out-of-bounds load" in proc.stderr and "past the end of 'a'" in proc.stderr
