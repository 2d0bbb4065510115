"""Optimization remarks: the YAML layout NVIDIA's tileiras writes (LLVM remark documents),
the command-line layout, the kind/category filter, and when the remarks file is written."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from tileiras.cli import tileiras as tileiras_cli
from tileiras.driver.options import CompileOptions
from tileiras.driver.remarks import Remark, RemarkCollector, emit, to_command_line, to_yaml, yaml_scalar

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "bytecode"

TMA = Remark("failed", "memory", "RemarkMemoryTmaLoadFailed", "vadd_K", "Failed to select TMA load instruction",
             ("kernels/elementwise.py", 13, 8),
             (("Reason", 'loc("kernels/elementwise.py":13:8): base pointer not 16-byte aligned'),))
LOAD = Remark("passed", "memory", "RemarkMemoryLoadInstructionSelected", "vadd_K", "Load instruction selected",
              ("kernels/elementwise.py", 12, 8), (("Instruction", "Global-memory load instruction"),))
MMA = Remark("failed", "tensorcore", "RemarkTensorCoreMMAUnsupported", "vadd_K", "MMA op: not yet",
             ("k.py", 5, 1), (("Shape", "[64, 64, 16]"),))
MISSED = Remark("missed", "memory", "RemarkTensorViewIndexTypeNarrowing", "vadd_K",
                "Could not narrow tensor_view indexing to i32: index computations may require 64 bits",
                ("kernels/elementwise.py", 10, 0))


def collector(**settings: str) -> RemarkCollector:
    return RemarkCollector.from_options(CompileOptions(**settings))


def parse_yaml_remarks(text: str) -> list[dict]:
    """A small parser for exactly the layout LLVM writes: documents `--- !Tag` ... `...`."""
    docs: list[dict] = []
    cur: dict | None = None
    for line in text.splitlines():
        if line.startswith("--- !"):
            cur = {"Tag": line[5:], "Args": []}
            continue
        assert cur is not None, line
        if line == "...":
            docs.append(cur)
            cur = None
        elif line.startswith("  - "):
            m = re.fullmatch(r"  - (\w+):( +)(.*)", line)
            assert m and len(m.group(1)) + 1 + len(m.group(2)) == 13, line
            cur["Args"].append((m.group(1), unquote(m.group(3))))
        elif line == "Args:":
            pass
        else:
            m = re.fullmatch(r"(\w+):( +)(.*)", line)
            assert m and len(m.group(1)) + 1 + len(m.group(2)) == 17, line
            cur[m.group(1)] = unquote(m.group(3))
    assert cur is None
    return docs


def unquote(v: str) -> str | int:
    if v.startswith("'"):
        assert v.endswith("'")
        return v[1:-1].replace("''", "'")
    return int(v) if v.isdigit() else v


def test_yaml_layout_matches_nvidia_byte_for_byte() -> None:
    c = collector(remarks="all")
    c.add(TMA)
    want = (
        "--- !Failure\n"
        "Pass:            Memory\n"
        "Name:            RemarkMemoryTmaLoadFailed\n"
        "DebugLoc:        { File: 'kernels/elementwise.py', Line: 13, Column: 8 }\n"
        "Function:        vadd_K\n"
        "Args:\n"
        "  - RemarkId:    1\n"
        "  - Remark:      Failed to select TMA load instruction\n"
        "  - Reason:      'loc(\"kernels/elementwise.py\":13:8): base pointer not 16-byte aligned'\n"
        "...\n"
    )
    assert to_yaml(c) == want


def test_yaml_quoting_as_llvm() -> None:
    assert yaml_scalar("Load instruction selected") == "Load instruction selected"
    assert yaml_scalar("a: b") == "'a: b'"
    assert yaml_scalar("[64, 64, 16]") == "'[64, 64, 16]'"
    assert yaml_scalar("it's/x") == "'it''s/x'"
    assert yaml_scalar("12") == "'12'"
    assert yaml_scalar("") == "''"
    assert yaml_scalar("a\nb") == '"a\\nb"'


def test_yaml_parses_and_numbers_per_function() -> None:
    c = collector(remarks="all")
    for r in (TMA, LOAD, MMA, MISSED):
        c.add(r)
    docs = parse_yaml_remarks(to_yaml(c))
    assert [d["Tag"] for d in docs] == ["Failure", "Passed", "Failure", "Missed"]
    assert [d["Pass"] for d in docs] == ["Memory", "Memory", "Tensor-core", "Memory"]
    assert [d["Args"][0] for d in docs] == [("RemarkId", i) for i in (1, 2, 3, 4)]
    assert docs[2]["Args"][2] == ("Shape", "[64, 64, 16]")


@pytest.mark.parametrize("settings, kept", [
    ({"remarks": "all"}, {"TMA", "LOAD", "MMA", "MISSED"}),
    ({"remarks": "memory"}, {"TMA", "LOAD", "MISSED"}),
    ({"remarks": "tensorcore"}, {"MMA"}),
    ({"remarks_passed": "memory"}, {"LOAD"}),
    ({"remarks_failed": "all"}, {"TMA", "MMA"}),
    ({"remarks_failed": "tensorcore", "remarks_missed": "all"}, {"MMA", "MISSED"}),
    ({"remarks": "tensorcore", "remarks_passed": "memory"}, {"MMA", "LOAD"}),
    ({}, set()),
])
def test_kind_and_category_filter(settings: dict, kept: set) -> None:
    c = collector(**settings)
    named = {"TMA": TMA, "LOAD": LOAD, "MMA": MMA, "MISSED": MISSED}
    for r in named.values():
        c.add(r)
    assert {k for k, r in named.items() if r in c.remarks} == kept
    assert c.enabled == bool(settings)


def test_command_line_layout() -> None:
    c = collector(remarks="all")
    for r in (TMA, LOAD, MMA):
        c.add(r)
    assert to_command_line(c) == (
        "in function: vadd_K:\n\n"
        "  category: Memory\n"
        "    remark[failed]: Failed to select TMA load instruction\n"
        '      --> "kernels/elementwise.py":13:8\n'
        "       |\n"
        "       = name: RemarkMemoryTmaLoadFailed\n"
        '       = reason: loc("kernels/elementwise.py":13:8): base pointer not 16-byte aligned\n\n'
        "    remark[passed]: Load instruction selected\n"
        '      --> "kernels/elementwise.py":12:8\n'
        "       |\n"
        "       = name: RemarkMemoryLoadInstructionSelected\n"
        "       = note: Instruction = Global-memory load instruction\n\n"
        "  category: Tensor-core\n"
        "    remark[failed]: MMA op: not yet\n"
        '      --> "k.py":5:1\n'
        "       |\n"
        "       = name: RemarkTensorCoreMMAUnsupported\n"
        "       = note: Shape = [64, 64, 16]\n\n"
    )


def test_emit_writes_file_only_when_enabled(tmp_path: Path) -> None:
    out = tmp_path / "r.yaml"
    opts = CompileOptions(remark_format="yaml", remarks_output_file=str(out))
    emit(collector(), opts)
    assert not out.exists()
    opts.remarks = "all"
    c = RemarkCollector.from_options(opts)
    c.add(LOAD)
    emit(c, opts)
    assert parse_yaml_remarks(out.read_text())[0]["Name"] == "RemarkMemoryLoadInstructionSelected"
    assert [p.name for p in tmp_path.iterdir()] == ["r.yaml"]  # no temporary left behind


def test_command_line_goes_to_stdout_and_writes_no_file(tmp_path: Path) -> None:
    c = collector(remarks="all")
    c.add(LOAD)
    buf = io.StringIO()
    emit(c, CompileOptions(remarks="all", remarks_output_file=str(tmp_path / "r.yaml")), out=buf)
    assert buf.getvalue().startswith("in function: vadd_K:\n")
    assert not (tmp_path / "r.yaml").exists()


def _compile(tmp_path: Path, kernel: str, *extra: str) -> int:
    return tileiras_cli.main([str(CORPUS / f"{kernel}.13.4.tileirbc"), "--gpu-name", "sm_90", "--emit", "llvm",
                              "-o", str(tmp_path / "out.ll"), *extra])


def test_memory_remarks_from_the_compiler(tmp_path: Path) -> None:
    f = tmp_path / "r.yaml"
    assert _compile(tmp_path, "scale_copy_divisible", "--remark-format=yaml", "--remarks=all",
                    f"--remarks-output-file={f}") == 0
    docs = parse_yaml_remarks(f.read_text())
    names = [d["Name"] for d in docs]
    assert names.count("RemarkMemoryTmaLoadFailed") == 1 and names.count("RemarkMemoryTmaStoreFailed") == 1
    assert "RemarkMemoryLoadInstructionSelected" in names
    vec = [d for d in docs if d["Name"] == "RemarkMemoryAccessVectorized"]
    assert len(vec) == 2 and ("Width", "128 bits (4 x f32)") in vec[0]["Args"]
    for d in docs:  # every remark carries the op's source location and the kernel's name
        assert re.fullmatch(r"\{ File: 'kernels/grid_and_signatures\.py', Line: \d+, Column: \d+ \}",
                            d["DebugLoc"]), d
        assert d["Function"].startswith("scale_copy_")


def test_unaligned_access_says_why(tmp_path: Path) -> None:
    f = tmp_path / "r.yaml"
    assert _compile(tmp_path, "vadd_f32", "--remark-format=yaml", "--remarks-missed=memory",
                    f"--remarks-output-file={f}") == 0
    docs = parse_yaml_remarks(f.read_text())
    assert {d["Tag"] for d in docs} == {"Missed"}
    assert len(docs) == 3 and all(d["Name"] == "RemarkMemoryAccessNotVectorized" for d in docs)
    reason = dict(docs[0]["Args"][2:])["Reason"]
    assert reason.startswith('loc("kernels/elementwise.py":') and "stride not 1" in reason


def test_no_remarks_no_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert _compile(tmp_path, "vadd_f32", "--remark-format=yaml") == 0
    assert not (tmp_path / "tileir_remarks.yaml").exists()
    assert _compile(tmp_path, "vadd_f32", "--remark-format=yaml", "--remarks=tensorcore") == 0
    assert (tmp_path / "tileir_remarks.yaml").read_text() == ""  # enabled, none in that category


def test_mma_remarks(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    """An MMA op that fits mma.sync is reported with its instruction; another one (f32) as
    taking the generic path."""
    assert _compile(tmp_path, "matmul_tiled_f16", "--remarks=tensorcore") == 0
    out = capsys.readouterr().out
    assert out.startswith("in function: matmul_tiled_")
    assert "  category: Tensor-core\n    remark[passed]: MMA operation lowered to tensor-core instructions\n" in out
    assert "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" in out
    assert '      --> "kernels/workloads.py":53:14\n' in out
    assert _compile(tmp_path, "mma_f32_f32", "--remarks=tensorcore") == 0
    out = capsys.readouterr().out
    assert "remark[missed]: MMA operation lowered without tensor-core instructions\n" in out
