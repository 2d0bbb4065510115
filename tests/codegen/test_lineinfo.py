"""Source locations all the way down: nv_tileaa ops keep their cuda_tile op's location,
`--lineinfo` / `-g` give PTX `.file`/`.loc` directives and a cubin with `.debug_line`, assert
messages start with `file:line:`, lowering errors carry `loc(...)`."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from corpus_cases import BYTECODE
from tileiras.cli import tileiras as cli

VADD = BYTECODE / "vadd_f32.13.4.tileirbc"


def run(args: list[str]) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        rc = cli.run(args)
    return rc, err.getvalue()


def emit(tmp_path: Path, src: Path, sm: str, kind: str, *extra: str) -> bytes:
    out = tmp_path / f"out.{kind}"
    rc, err = run([str(src), "--gpu-name", sm, f"--emit={kind}", "-o", str(out), *extra])
    assert rc == 0, err
    return out.read_bytes()


def _cuda_tile_lines(src: Path) -> set[int]:
    from tileiras.dialects.cuda_tile.attributes import source_position
    from tileiras.driver.compile import read_bytecode

    module = read_bytecode(src.read_bytes()).module
    return {p[1] for op in module.walk() if (p := source_position(op.location)) is not None}


def test_ptx_lineinfo_has_file_and_loc(tmp_path):
    ptx = emit(tmp_path, VADD, "sm_90", "ptx", "--lineinfo").decode()
    files = dict(re.findall(r'^\s*\.file\s+(\d+) "([^"]+)"', ptx, re.M))
    assert "kernels/elementwise.py" in files.values()  # as NVIDIA's .debug_line names it
    locs = {int(m) for m in re.findall(r"^\s*\.loc\s+\d+ (\d+) \d+", ptx, re.M)}
    assert locs - {0} and locs - {0} <= _cuda_tile_lines(VADD)  # line 0: LLVM merged instructions


def test_ptx_without_lineinfo_has_no_directives(tmp_path):
    ptx = emit(tmp_path, VADD, "sm_90", "ptx").decode()
    assert ".loc" not in ptx and ".file" not in ptx


def test_llvm_ir_debug_metadata(tmp_path):
    ir = emit(tmp_path, VADD, "sm_90", "llvm", "--lineinfo").decode()
    assert "emissionKind: DebugDirectivesOnly" in ir
    assert re.search(r"define ptx_kernel void @vadd\w+\(.*\) .*!dbg !\d+ \{", ir)
    assert "!DILocation(line:" in ir and "!llvm.dbg.cu" in ir
    full = emit(tmp_path, VADD, "sm_90", "llvm", "-g", "-O0").decode()
    assert "emissionKind: FullDebug" in full


def _section_names(cubin: bytes) -> set[str]:
    import struct

    shoff = struct.unpack_from("<Q", cubin, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", cubin, 0x3A)
    secs = [struct.unpack_from("<IIQQQQIIQQ", cubin, shoff + i * shentsize) for i in range(shnum)]
    base = secs[shstrndx][4]
    return {cubin[base + s[0]:cubin.index(b"\0", base + s[0])].decode() for s in secs}


def _have_ptxas() -> bool:
    try:
        from tileiras.toolchain.ptxas import find_ptxas

        find_ptxas()
        return True
    except Exception:  # noqa: BLE001 - no ptxas here
        return False


@pytest.mark.skipif(not _have_ptxas(), reason="needs ptxas")
def test_cubin_lineinfo_has_debug_line(tmp_path):
    names = _section_names(emit(tmp_path, VADD, "sm_90", "cubin", "--lineinfo"))
    assert ".debug_line" in names and ".nv_debug_line_sass" in names
    assert ".debug_info" not in names  # line tables only, as NVIDIA's --lineinfo


@pytest.mark.slow
@pytest.mark.skipif(not _have_ptxas(), reason="needs ptxas")
@pytest.mark.parametrize("sm", ["sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100", "sm_103",
                                "sm_107", "sm_110", "sm_120", "sm_121"])
def test_debug_g_O0_every_target(tmp_path, sm):
    names = _section_names(emit(tmp_path, VADD, sm, "cubin", "-g", "-O0"))
    assert ".debug_line" in names and ".debug_info" in names


def test_debug_g_O0_ptx(tmp_path):
    ptx = emit(tmp_path, VADD, "sm_80", "ptx", "-g", "-O0").decode()
    assert re.search(r'^\s*\.file\s+\d+ "kernels/elementwise.py"', ptx, re.M) and ".loc" in ptx


def test_assert_message_has_file_and_line(tmp_path):
    src = BYTECODE / "assert_positive_f32.13.4.tileirbc"
    ir = emit(tmp_path, src, "sm_80", "llvm").decode()
    assert re.search(r'c"kernels/debug\.py:\d+: tile block: \[%d, %d, %d\], position: \[%d\]: all inputs must be positive',
                     ir)


def test_nv_tileaa_ops_keep_locations():
    from tileiras.dialects.cuda_tile.attributes import source_position
    from tileiras.driver import pipeline
    from tileiras.driver.compile import read_bytecode
    from tileiras.driver.options import CompileOptions

    module = read_bytecode(VADD.read_bytes()).module
    opts = CompileOptions(gpu_name="sm_90")
    state = pipeline.PipelineState(module, opts.target, opts)
    for stage in pipeline.stages(opts):
        stage.run(state)
        if stage.name == "convert-nv-tileaa-to-nv-tileas":
            break
    ops = [op for op in module.walk() if op.name.startswith("nv_tileaa.") and op.name != "nv_tileaa.module"]
    assert ops
    missing = [op.name for op in ops if source_position(op.location) is None]
    assert not missing, missing
    assert {source_position(op.location)[0] for op in ops} == {"kernels/elementwise.py"}


def test_lowering_error_carries_location(monkeypatch):
    from xdsl.dialects.builtin import FileLineColLoc, IntAttr, StringAttr

    from types import SimpleNamespace

    from tileiras.conversion.nv_tileas_to_llvm import lowering
    from tileiras.conversion.nv_tileas_to_llvm.lowering import FunctionLowering, LoweringError
    from tileiras.driver.pipeline import _location_of
    from tileiras.op_registry import OpTable

    class Op:
        name = "test.refused_op"
        location = FileLineColLoc(StringAttr("k.py"), IntAttr(7), IntAttr(3))
        attributes: dict = {}
        regions = ()

    def refuse(fl, op):
        raise LoweringError("cannot lower this")  # no op given: lower_op names it

    table = OpTable("convert-nv-tileas-to-llvm")
    table.add(Op.name, refuse)
    monkeypatch.setattr(lowering, "LOWERINGS", table)
    fl = FunctionLowering.__new__(FunctionLowering)
    fl.b, fl.debug, fl.scratch_barrier_pending = SimpleNamespace(dbg=None), None, False
    with pytest.raises(LoweringError) as exc:
        fl.lower_op(Op())
    loc = _location_of(exc.value.op)
    assert (loc.filename, loc.line, loc.column) == ("k.py", 7, 3)
    assert str(loc) == 'loc("k.py":7:3)'
