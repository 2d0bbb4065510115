"""The code generator through the `tileiras` command line: NVIDIA's kernel ABI and header,
launch-shape directives from hints, `--emit`, `--print-ir-after(-all)`, `--time-passes`,
and clean refusals."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from corpus_cases import BYTECODE
from tileiras.cli import tileiras as cli


def run(args: list[str]) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        rc = cli.run(args)
    return rc, err.getvalue()


def emit(tmp_path: Path, name: str, sm: str, kind: str = "ptx", extra: tuple[str, ...] = ()) -> str:
    out = tmp_path / f"out.{kind}"
    rc, err = run([str(BYTECODE / name), "--gpu-name", sm, f"--emit={kind}", "-o", str(out), *extra])
    assert rc == 0, err
    return out.read_text()


def test_vadd_kernel_abi_matches_nvidia(tmp_path):
    """Parameters, directives and header as in NVIDIA's PTX for the same kernel."""
    ptx = emit(tmp_path, "vadd_f32.13.4.tileirbc", "sm_90")
    name = "vadd_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_I1024"
    params = re.findall(rf"\.param (.*?) {name}_param_(\d+)", ptx)
    kinds = [p[0] for p in params]
    assert kinds == [".u64 .ptr .global .align 1", ".u32", ".u32"] * 3
    assert re.search(r"^\.version 9\.5$", ptx, re.M)
    assert re.search(r"^\.target sm_90a$", ptx, re.M)
    assert ".reqntid 128" in ptx and ".minnctapersm 1" in ptx
    assert ".visible .global .align 8 .b8 ___NV_TILE_LAUNCH_META_DATA___[64];" in ptx


@pytest.mark.parametrize("sm,target", [("sm_80", "sm_80"), ("sm_89", "sm_89"), ("sm_100", "sm_100a"),
                                       ("sm_107", "sm_107a"), ("sm_121", "sm_121a")])
def test_ptx_header_per_target(tmp_path, sm, target):
    ptx = emit(tmp_path, "vadd_f32.13.4.tileirbc", sm)
    assert re.search(rf"^\.target {target}$", ptx, re.M)
    assert re.search(r"^\.version 9\.5$", ptx, re.M)


def test_scalar_parameter_types(tmp_path):
    ptx = emit(tmp_path, "scalar_params.13.4.tileirbc", "sm_80")
    kinds = re.findall(r"\.param (\.\w+)(?: \.ptr \.global \.align 1)? \w+_param_\d+", ptx)
    assert kinds == [".u64", ".u32", ".u32", ".u64", ".u32", ".u32", ".u32", ".u64", ".f32", ".f64", ".u8"]


def test_hints_set_launch_shape(tmp_path):
    ptx = emit(tmp_path, "hinted_f32.13.4.tileirbc", "sm_90")
    assert ".reqntid 256" in ptx
    assert ".maxnreg 64" in ptx
    assert ".reqnctapercluster 2, 1, 1" in ptx and ".blocksareclusters" in ptx
    assert "%clusterid.x" in ptx
    ptx80 = emit(tmp_path, "hinted_f32.13.4.tileirbc", "sm_80")
    assert ".reqnctapercluster" not in ptx80 and "%ctaid.x" in ptx80


def test_emit_llvm_is_optimized_ir(tmp_path):
    ll = emit(tmp_path, "softmax_f32.13.4.tileirbc", "sm_90", "llvm")
    assert 'target triple = "nvptx64-nvidia-cuda"' in ll
    assert "define ptx_kernel void @softmax_rows" in ll
    assert "call i32 @__tileiras." not in ll and "define internal" not in ll  # helpers inlined
    assert "@llvm.nvvm.shfl.sync.bfly.i32" in ll


def test_libdevice_linked_and_internalized(tmp_path):
    ll = emit(tmp_path, "unary_exp_log_f32.13.4.tileirbc", "sm_90", "llvm")
    assert "declare float @__nv_" not in ll and "@__nvvm_reflect" not in ll


def test_print_ir_after_shows_layouts(tmp_path):
    out = tmp_path / "k.cubin"
    rc, err = run([str(BYTECODE / "softmax_f32.13.4.tileirbc"), "--gpu-name", "sm_90", "-o", str(out),
                   "--print-ir-after=convert-nv-tileaa-to-nv-tileas"])
    assert rc == 0
    assert "IR Dump After convert-nv-tileaa-to-nv-tileas" in err
    assert "#nv_tileas.layout<reg = [], lane = [0, 1, 2, 3, 4], warp = [5, 6]>" in err
    assert out.read_bytes()[:4] == b"\x7fELF"


def test_print_ir_after_all_and_time_passes(tmp_path):
    out = tmp_path / "k.ptx"
    rc, err = run([str(BYTECODE / "vadd_f32.13.4.tileirbc"), "--gpu-name", "sm_80", "--emit=ptx", "-o", str(out),
                   "--print-ir-after-all", "--time-passes"])
    assert rc == 0
    for stage in ("check-supported", "convert-cuda-tile-to-nv-tileaa", "convert-nv-tileaa-to-nv-tileas",
                  "convert-nv-tileas-to-llvm", "llvm-opt", "nvptx"):
        assert f"IR Dump After {stage} " in err
        assert re.search(rf"\(\s*\d+\.\d%\)\s+{stage}$", err, re.M)


def test_unknown_print_after_pass_is_an_error(tmp_path):
    rc, err = run([str(BYTECODE / "vadd_f32.13.4.tileirbc"), "--gpu-name", "sm_90", "-o", str(tmp_path / "x"),
                   "--print-ir-after=no-such-pass"])
    assert rc == 5 and "unknown pass 'no-such-pass'" in err


def test_tensor_core_kernel_compiles(tmp_path):
    """mmaf compiles: f16 -> f32 with mma.sync; f32 with the generic dot (shared memory and a
    K loop of FMAs)."""
    ptx = emit(tmp_path, "mma_f16_f32.13.4.tileirbc", "sm_80")
    assert "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" in ptx
    ptx = emit(tmp_path, "mma_f32_f32.13.4.tileirbc", "sm_90")
    assert "fma.rn.f32" in ptx and "mma.sync" not in ptx


def test_tensor_core_target_refusals_stay(tmp_path):
    """What the target lacks is still refused as NVIDIA refuses it: fp8 mma before sm_89."""
    rc, err = run([str(BYTECODE / "mma_e4m3_f32.13.4.tileirbc"), "--gpu-name", "sm_80", "-o", str(tmp_path / "x")])
    assert rc == 5
    assert "Incompatibility with architecture 'sm_80': unsupported type 'f8E4M3FN'" in err
    assert err.rstrip().endswith("error: failed to compile Tile IR program")
    assert "Traceback" not in err


def test_invalid_symbol_is_refused(tmp_path):
    rc, err = run([str(BYTECODE / "handmade" / "unicode_names.13.5.tileirbc"), "--gpu-name", "sm_90",
                   "-o", str(tmp_path / "x")])
    assert rc == 5 and "failed to compile Tile IR program" in err


@pytest.mark.parametrize("level", ["0", "1", "2", "3"])
def test_every_opt_level_compiles(tmp_path, level):
    out = tmp_path / "k.cubin"
    rc, err = run([str(BYTECODE / "layernorm_f32.13.4.tileirbc"), "--gpu-name", "sm_90", f"-O{level}",
                   "-o", str(out)])
    assert rc == 0, err
    assert out.read_bytes()[:4] == b"\x7fELF"


def test_output_is_deterministic(tmp_path):
    a = emit(tmp_path, "argmax_argmin_f32.13.4.tileirbc", "sm_100")
    b = emit(tmp_path, "argmax_argmin_f32.13.4.tileirbc", "sm_100")
    assert a == b


def test_assert_waits_for_printf_before_trapping(tmp_path):
    """A failing assert prints, then spins 500 us on %globaltimer before `trap`, as NVIDIA's
    PTX does, so that the messages of the other failing threads reach the host."""
    ptx = emit(tmp_path, "assert_positive_f32.13.4.tileirbc", "sm_90")
    waits = re.findall(r"mov\.u64\s+(%rd\d+), %globaltimer;\s+add\.s64\s+(%rd\d+), \1, 500000;\s+"
                       r"(\$L__BB\d+_\d+):\s+mov\.u64\s+(%rd\d+), %globaltimer;\s+"
                       r"setp\.lt\.s64\s+(%p\d+), \4, \2;\s+@\5 bra\s+\3;\s+trap;", ptx)
    assert len(waits) == ptx.count("trap;") == 2


@pytest.mark.parametrize("name", ["softmax_f32.13.4.tileirbc", "vadd_f32.13.4.tileirbc"])
def test_opt_level_reaches_ptxas_alone(tmp_path, name):
    """NVIDIA's tileiras writes the same PTX at every -O (the level goes to ptxas); so do we."""
    ptx = {lvl: emit(tmp_path, name, "sm_90", extra=(f"-O{lvl}",)) for lvl in range(4)}
    assert ptx[0] == ptx[1] == ptx[2] == ptx[3]
    outs = (tmp_path / "o0.cubin", tmp_path / "o3.cubin")
    for out, lvl in zip(outs, ("-O0", "-O3")):
        rc, err = run([str(BYTECODE / name), "--gpu-name", "sm_90", lvl, "-o", str(out)])
        assert rc == 0, err
    assert outs[0].read_bytes() != outs[1].read_bytes()
