"""One pipeline (`driver.pipeline.PIPELINE`): every stage prints, its output reads back, a
compile started after any stage writes the same PTX (and cubin) as the whole compile, and
`tileir-opt --pass-pipeline` runs every stage by name."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from tileiras.cli import tileir_opt, tileiras
from tileiras.driver import pipeline
from tileiras.driver.options import CompileOptions
from tileiras.target import get_target

BYTECODE = Path(__file__).resolve().parents[1] / "corpus" / "bytecode"
# shared memory and runtime helpers (softmax); tensor cores and a loop (matmul)
KERNELS = [("softmax_f32.13.4.tileirbc", "sm_90"), ("matmul_bt_f16.13.4.tileirbc", "sm_80")]
NAMES = [s.name for s in pipeline.PIPELINE]
DUMP = re.compile(r"^// -----// IR Dump After (\S+) //----- //\n", re.M)


def run_tileiras(args: list[str]) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        rc = tileiras.run(args)
    return rc, err.getvalue()


def run_opt(args: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = tileir_opt.run(args)
    return rc, out.getvalue(), err.getvalue()


def dumps(err: str) -> dict[str, str]:
    parts = DUMP.split(err)
    return dict(zip(parts[1::2], parts[2::2]))


def test_the_pipeline_is_one_list_in_nvidias_order() -> None:
    assert NAMES == ["check-supported", "convert-cuda-tile-to-nv-tileaa", "canonicalize", "cse",
                     "convert-nv-tileaa-to-nv-tileas", "tileas-unspecialized-pipeline", "tileas-warp-specialize",
                     "convert-nv-tileas-to-llvm",
                     "llvm-opt", "nvptx", "ptxas"]
    for emit, last in pipeline.LAST_STAGE.items():
        assert [s.name for s in pipeline.stages(CompileOptions(emit=emit))] == NAMES[:NAMES.index(last) + 1]
    kinds = [pipeline.MLIR] + [s.gives for s in pipeline.PIPELINE]
    assert [s.takes for s in pipeline.PIPELINE] == kinds[:-1]
    assert not set(pipeline.OPTIONAL_PASSES) & set(NAMES)


@pytest.mark.parametrize("kernel,sm", KERNELS)
def test_start_after_every_stage_gives_the_same_ptx(tmp_path: Path, kernel: str, sm: str) -> None:
    whole = tmp_path / "whole.ptx"
    rc, err = run_tileiras([str(BYTECODE / kernel), "--gpu-name", sm, "--emit=ptx", "-o", str(whole),
                            "--print-ir-after-all"])
    assert rc == 0, err
    printed = dumps(err)
    assert list(printed) == NAMES[:-1]
    for name in NAMES[:-2]:
        ir = tmp_path / f"{name}.txt"
        ir.write_text(printed[name])
        out = tmp_path / f"after-{name}.ptx"
        rc, err = run_tileiras([str(ir), "--gpu-name", sm, "--emit=ptx", "-o", str(out), "--start-after", name])
        assert rc == 0, (name, err)
        assert out.read_text() == whole.read_text(), name


def test_start_after_the_llvm_lowering_keeps_line_info(tmp_path: Path) -> None:
    whole = tmp_path / "whole.ptx"
    src = str(BYTECODE / "softmax_f32.13.4.tileirbc")
    rc, err = run_tileiras([src, "--gpu-name", "sm_90", "--lineinfo", "--emit=ptx", "-o", str(whole),
                            "--print-ir-after=convert-nv-tileas-to-llvm"])
    assert rc == 0, err
    assert ".loc" in whole.read_text()
    (tmp_path / "k.ll").write_text(dumps(err)["convert-nv-tileas-to-llvm"])
    out = tmp_path / "again.ptx"
    rc, err = run_tileiras([str(tmp_path / "k.ll"), "--gpu-name", "sm_90", "--lineinfo", "--emit=ptx", "-o", str(out),
                            "--start-after=convert-nv-tileas-to-llvm"])
    assert rc == 0, err
    assert out.read_text() == whole.read_text()


def test_start_after_nvptx_gives_the_same_cubin(tmp_path: Path) -> None:
    whole = tmp_path / "whole.cubin"
    src = str(BYTECODE / "softmax_f32.13.4.tileirbc")
    rc, err = run_tileiras([src, "--gpu-name", "sm_90", "-o", str(whole), "--print-ir-after=nvptx,ptxas"])
    assert rc == 0, err
    printed = dumps(err)
    assert printed["ptxas"] == f"<cubin, {whole.stat().st_size} bytes>\n"
    (tmp_path / "k.ptx").write_text(printed["nvptx"])
    out = tmp_path / "again.cubin"
    rc, err = run_tileiras([str(tmp_path / "k.ptx"), "--gpu-name", "sm_90", "-o", str(out), "--start-after=nvptx"])
    assert rc == 0, err
    assert out.read_bytes() == whole.read_bytes()


@pytest.mark.parametrize("name", NAMES + sorted(pipeline.OPTIONAL_PASSES))
def test_tileir_opt_knows_every_stage(name: str) -> None:
    spec = NAMES[:NAMES.index(name) + 1] if name in NAMES else [name]
    assert [s.name for s in pipeline.parse_stage_pipeline(",".join(spec), get_target("sm_90"))] == spec


def test_tileir_opt_runs_every_stage_by_name(tmp_path: Path) -> None:
    src = str(BYTECODE / "softmax_f32.13.4.tileirbc")
    whole = tmp_path / "whole.ptx"
    assert run_tileiras([src, "--gpu-name", "sm_90", "--emit=ptx", "-o", str(whole)])[0] == 0
    rc, out, err = run_opt([src, "--gpu-name", "sm_90", f"--pass-pipeline=builtin.module({','.join(NAMES[:-1])})"])
    assert rc == 0, err
    assert out == whole.read_text()
    cubin = tmp_path / "k.cubin"
    rc, _, err = run_opt([src, "--gpu-name", "sm_90", f"--pass-pipeline={','.join(NAMES)}", "-o", str(cubin)])
    assert rc == 0, err
    assert cubin.read_bytes()[:4] == b"\x7fELF"


def test_tileir_opt_reads_back_its_nv_tileas_output(tmp_path: Path) -> None:
    src = str(BYTECODE / "softmax_f32.13.4.tileirbc")
    layouts = ",".join(NAMES[1:5])
    rc, out, err = run_opt([src, "--gpu-name", "sm_90", f"--pass-pipeline={layouts}"])
    assert rc == 0, err
    assert "#nv_tileas.layout<" in out
    (tmp_path / "tileas.mlir").write_text(out)
    rc, again, err = run_opt([str(tmp_path / "tileas.mlir")])
    assert rc == 0, err
    assert again == out
    rc, ptx, err = run_opt([str(tmp_path / "tileas.mlir"), "--gpu-name", "sm_90",
                            "--pass-pipeline=convert-nv-tileas-to-llvm,llvm-opt,nvptx"])
    assert rc == 0, err
    assert ".target sm_90a" in ptx


def test_tileir_opt_optional_passes_run_by_name() -> None:
    rc, out, err = run_opt([str(BYTECODE / "softmax_f32.13.4.tileirbc"), "--pass-pipeline=fuse-fma,loop-split"])
    assert rc == 0, err
    assert "entry @" in out


@pytest.mark.parametrize("spec,target,message", [
    ("check-supported", [], "depends on the target: give --gpu-name"),
    ("cse,nvptx", ["--gpu-name=sm_90"], "pass 'nvptx' takes llvm IR, but after 'cse' the IR is mlir"),
    ("llvm-opt{x=1}", ["--gpu-name=sm_90"], "pass 'llvm-opt' takes no options"),
    ("no-such-pass", [], "'no-such-pass' does not refer to a registered pass"),
])
def test_tileir_opt_bad_pipelines(spec: str, target: list[str], message: str) -> None:
    rc, out, err = run_opt([str(BYTECODE / "softmax_f32.13.4.tileirbc"), f"--pass-pipeline={spec}", *target])
    assert rc == 1 and message in err and out == ""


def test_print_ir_after_an_optional_pass_says_where_it_runs(tmp_path: Path) -> None:
    rc, err = run_tileiras([str(BYTECODE / "vadd_f32.13.4.tileirbc"), "--gpu-name", "sm_90", "-o",
                            str(tmp_path / "x"), "--print-ir-after=fuse-fma"])
    assert rc == 5
    assert "'fuse-fma' is an optional pass that tileiras does not run" in err
    assert "tileir-opt --pass-pipeline=fuse-fma" in err
    assert not (tmp_path / "x").exists()


def test_start_after_errors(tmp_path: Path) -> None:
    ptx = tmp_path / "k.ptx"
    ptx.write_text("not ptx")
    rc, err = run_tileiras([str(ptx), "--start-after=nvptx", "-o", str(tmp_path / "x")])
    assert rc == 2 and "--start-after needs --gpu-name" in err
    rc, err = run_tileiras([str(ptx), "--gpu-name", "sm_90", "--start-after=ptxas", "-o", str(tmp_path / "x")])
    assert rc == 5 and "no stage runs after 'ptxas'" in err
    rc, err = run_tileiras([str(ptx), "--gpu-name", "sm_90", "--start-after=bogus", "-o", str(tmp_path / "x")])
    assert rc == 5 and "unknown pass 'bogus'" in err
    rc, err = run_tileiras([str(ptx), "--gpu-name", "sm_90", "--lineinfo", "--start-after=cse", "-o", str(tmp_path / "x")])
    assert rc == 2 and "the printed MLIR has no source locations" in err
    (tmp_path / "k.ll").write_text("define void @k() {\n  ret void\n}\n")
    rc, err = run_tileiras([str(tmp_path / "k.ll"), "--gpu-name", "sm_90", "--emit=ptx",
                            "--start-after=convert-nv-tileas-to-llvm", "-o", str(tmp_path / "x")])
    assert rc == 3 and "no '; tileiras.kernel' lines" in err
    (tmp_path / "bad.mlir").write_text('"nv_tileaa.func"() ({')
    rc, err = run_tileiras([str(tmp_path / "bad.mlir"), "--gpu-name", "sm_90", "--emit=ptx",
                            "--start-after=cse", "-o", str(tmp_path / "x")])
    assert rc == 3, err
    assert not (tmp_path / "x").exists()
