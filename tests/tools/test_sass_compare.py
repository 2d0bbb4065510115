"""tools/sass_compare.py's loop finder and counters on canned `nvdisasm -c` text (no NVIDIA tools).

The snippets copy nvdisasm's layout: sections, `.L_x_N:` labels, `/*addr*/` instruction lines,
an out-of-line mbarrier retry block after EXIT that jumps back into the loop, a `$`-named
subroutine reached by CALL, the trap self-loop after EXIT, NOP padding, and NVIDIA's
`CALL.REL.NOINC` to a local label as a loop exit.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import sass_compare  # noqa: E402

SASS = """
	.target	sm_120

//--------------------- .text.k --------------------------
	.section	.text.k,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=40"
k:
.text.k:
        /*0000*/                   S2R R0, SR_TID.X ;
        /*0010*/                   IMAD.MOV.U32 R2, RZ, RZ, RZ ;
.L_x_0:
        /*0020*/                   LDGSTS.E.BYPASS.128 [R3], [R4.64] ;
        /*0030*/                   SYNCS.PHASECHK.TRANS64.TRYWAIT P1, [UR4], R5 ;
        /*0040*/              @!P1 BRA `(.L_x_3) ;
.L_x_4:
        /*0050*/               @P0 BRA `(.L_x_1) ;
        /*0060*/                   LDSM.16.M88.4 R8, [R3] ;
        /*0070*/                   BRA `(.L_x_2) ;
.L_x_1:
        /*0080*/                   LDS.128 R8, [R3] ;
        /*0090*/                   PRMT R8, R8, 0x5410, R9 ;
        /*00a0*/                   PRMT R9, R10, 0x5410, R11 ;
.L_x_2:
        /*00b0*/                   HMMA.16816.F32 R12, R8, R10, R12 ;
        /*00c0*/                   HMMA.16816.F32 R16, R8, R11, R16 ;
        /*00d0*/                   IADD3 R2, R2, 0x1, RZ ;
        /*00e0*/                   ISETP.NE.AND P2, PT, R2, 0x4, PT ;
        /*00f0*/                   BAR.SYNC.DEFER_BLOCKING 0x0 ;
        /*0100*/               @P2 BRA `(.L_x_0) ;
        /*0110*/               @P3 CALL.REL.NOINC `($__internal_0_slowpath) ;
        /*0120*/                   STG.E [R6.64], R12 ;
        /*0130*/                   EXIT ;
.L_x_3:
        /*0140*/                   SYNCS.PHASECHK.TRANS64.TRYWAIT P1, [UR4], R5 ;
        /*0150*/              @!P1 BRA `(.L_x_3) ;
        /*0160*/                   BRA `(.L_x_4) ;
.L_x_5:
        /*0170*/                   BRA `(.L_x_5);
        /*0180*/                   NOP;
$__internal_0_slowpath:
        /*0190*/                   IADD3 R7, R7, -0x1, RZ ;
.L_x_6:
        /*01a0*/                   ISETP.NE.AND P4, PT, R7, RZ, PT ;
        /*01b0*/               @P4 BRA `(.L_x_6) ;
        /*01c0*/                   RET.REL.NODEC R20 `(k) ;
.L_x_7:
        /*01d0*/                   NOP;
//--------------------- .text.nested --------------------------
	.section	.text.nested,"ax",@progbits
nested:
        /*0000*/                   MOV R0, RZ ;
.L_x_10:
        /*0010*/                   IADD3 R0, R0, 0x1, RZ ;
        /*0020*/                   MOV R1, RZ ;
.L_x_11:
        /*0030*/                   HMMA.1688.F32.TF32 R4, R8, R10, R4 ;
        /*0040*/                   IADD3 R1, R1, 0x1, RZ ;
        /*0050*/                   ISETP.GE.AND P0, PT, R1, 0x8, PT ;
        /*0060*/              @!P0 CALL.REL.NOINC `(.L_x_12) ;
        /*0070*/                   BRA `(.L_x_11) ;
.L_x_12:
        /*0080*/                   ISETP.GE.AND P1, PT, R0, 0x4, PT ;
        /*0090*/                   BRA.U !UP0, `(.L_x_10) ;
        /*00a0*/                   EXIT ;
//--------------------- .text.ws --------------------------
	.section	.text.ws,"ax",@progbits
ws:
        /*0000*/                   ISETP.NE.AND P0, PT, R0, RZ, PT ;
        /*0010*/               @P0 BRA `(.L_x_20) ;
.L_x_21:
        /*0020*/                   UTMALDG.2D [UR8], [UR4], desc[URZ] ;
        /*0030*/                   SYNCS.ARRIVE.TRANS64 RZ, [UR9], R2 ;
        /*0040*/                   BRA.U UP0, `(.L_x_21) ;
        /*0050*/                   EXIT ;
.L_x_20:
        /*0060*/                   SYNCS.PHASECHK.TRANS64.TRYWAIT P1, [UR9], R2 ;
        /*0070*/                   HMMA.16816.F32 R4, R8, R10, R4 ;
        /*0080*/               @P2 BRA `(.L_x_20) ;
        /*0090*/                   EXIT ;
"""

RESOURCES = """
Resource usage:
 Common:
  GLOBAL:0
 Function nested:
  REG:32 STACK:0 SHARED:0 LOCAL:0 CONSTANT[0]:384 TEXTURE:0 SURFACE:0 SAMPLER:0
 Function k:
  REG:40 STACK:8 SHARED:16384 LOCAL:4 CONSTANT[0]:392 TEXTURE:0 SURFACE:0 SAMPLER:0
"""


@pytest.fixture(scope="module")
def functions():
    return sass_compare.parse_nvdisasm(SASS)


def test_parse_drops_nops_and_finds_labels_and_targets(functions):
    k = functions["k"]
    assert len(k.instrs) == 28  # 0x0000..0x01c0 less the NOP; the NOP after RET too
    assert [i.addr for i in k.instrs[:3]] == [0x0, 0x10, 0x20]
    assert k.instrs[k.labels[".L_x_0"]].addr == 0x20
    assert k.instrs[k.labels["$__internal_0_slowpath"]].opcode == "IADD3"
    bra = k.instrs[k.labels[".L_x_1"] - 1]
    assert (bra.guard, bra.opcode, bra.target) == (None, "BRA", ".L_x_2")
    assert k.instrs[4].guard == "@!P1"


def test_main_loop_includes_out_of_line_wait_but_not_subroutine_or_trap(functions):
    summary = sass_compare.analyze_function(functions["k"])
    assert (summary["instructions"], summary["mma"]) == (28, 2)
    # loops reachable from the entry: the main loop and the wait block's self-loop; not the
    # subroutine's loop nor the trap after EXIT
    assert summary["loops"] == 2
    loop = summary["main_loop"]
    assert (loop["start"], loop["end"]) == ("0x0020", "0x0160")
    static = loop["static"]
    assert (static["instructions"], static["mma"]) == (18, 2)
    assert (static["LDSM"], static["LDS"], static["LDGSTS"], static["BAR"], static["STG"]) == (1, 1, 1, 1, 0)


def test_iteration_path_follows_fall_throughs(functions):
    path = sass_compare.analyze_function(functions["k"])["main_loop"]["path"]
    # header (3) + @P0 BRA (1) + ldmatrix arm (2) + MMA block (6): no slow arm, no retry block
    assert (path["instructions"], path["mma"], path["per_mma"]) == (12, 2, 6.0)
    assert (path["LDSM"], path["LDS"]) == (1, 0)
    assert path["mma_opcodes"] == {"HMMA.16816.F32": 2}
    assert path["classes"] == {"branch": 4, "memory": 2, "sync": 2, "mma": 2, "int/address": 1,
                               "predicate/select": 1}


def test_innermost_loop_wins_a_tie_and_call_noinc_exits(functions):
    fn = functions["nested"]
    blocks = sass_compare.basic_blocks(fn)
    loops = sass_compare.natural_loops(blocks)
    starts = sorted(fn.instrs[blocks[lp.header].start].addr for lp in loops)
    assert starts == [0x10, 0x30]  # outer (uniform BRA.U back edge) and inner
    loop = sass_compare.analyze_function(fn)["main_loop"]
    assert loop["start"] == "0x0030"
    assert (loop["static"]["instructions"], loop["path"]["instructions"]) == (5, 5)
    outer = next(lp for lp in loops if fn.instrs[blocks[lp.header].start].addr == 0x10)
    path = sass_compare.iteration_path(blocks, outer)
    # through the inner loop once, out by the CALL.REL.NOINC, back by the BRA.U
    assert [fn.instrs[blocks[b].start].addr for b in path] == [0x10, 0x30, 0x80]


def test_resource_usage_and_cubin_figures():
    usage = sass_compare.parse_resource_usage(RESOURCES)
    assert usage["k"]["REG"] == 40 and usage["k"]["STACK"] == 8 and usage["nested"]["SHARED"] == 0
    figures = sass_compare.analyze_cubin_text(SASS, RESOURCES)["functions"]
    # the most MMAs in the main loop first, then the most instructions
    assert [f["function"] for f in figures] == ["k", "nested", "ws"]
    assert (figures[0]["reg"], figures[0]["stack"], figures[0]["shared"], figures[0]["local"]) == (40, 8, 16384, 4)
    assert figures[2]["reg"] is None  # no resource line for it


def test_warp_specialized_producer_loop_is_listed_beside_the_main_loop(functions):
    summary = sass_compare.analyze_function(functions["ws"])
    assert summary["main_loop"]["start"] == "0x0060"
    assert summary["main_loop"]["path"]["SYNCS"] == 1
    assert summary["load_loops"] == [{"start": "0x0020", "path": {"instructions": 3, "LDGSTS": 0, "UTMALDG": 1,
                                                                  "UBLKCP": 0, "LDG": 0, "SYNCS": 1}}]
    assert sass_compare.analyze_function(functions["k"])["load_loops"] == []


def test_ratio_and_markdown_row():
    ours = sass_compare.analyze_cubin_text(SASS, RESOURCES)
    extra = "".join(f"\n        /*006{n}*/                   IADD3 R{n}, R{n}, 0x20, RZ ;" for n in range(1, 5))
    ldsm = "LDSM.16.M88.4 R8, [R3] ;"
    nvidia = sass_compare.analyze_cubin_text(SASS.replace(ldsm, ldsm + extra), RESOURCES)
    assert nvidia["functions"][0]["main_loop"]["path"]["per_mma"] == 8.0
    assert sass_compare.ratio(ours, nvidia, "path") == 0.75
    assert sass_compare.ratio(ours, {"error": "rc=1"}, "path") is None
    table = sass_compare.markdown({"date": "d", "commit": "c" * 40, "rows": [
        {"kernel": "g", "target": "sm_80", "ours": ours, "nvidia": nvidia, "ratio_path": 0.75, "ratio_static": 0.8}]})
    row = next(line for line in table.splitlines() if line.startswith("| g | sm_80 |"))
    assert "| 6.0 | 8.0 | 0.75 |" in row and "| 40 / 40 |" in row
    assert "- g sm_80: ratio 0.75 met; spills 8 / 8 bytes met" in table


def test_unknown_kernel_is_refused_before_anything_runs(tmp_path, capsys):
    assert sass_compare.main(["no_such_kernel", "--out-dir", str(tmp_path)]) == 2
    assert "no such kernel" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_markdown_only_renders_the_saved_json_and_refuses_without_one(tmp_path, capsys):
    assert sass_compare.main(["--markdown-only", "--out-dir", str(tmp_path)]) == 2
    assert "no " in capsys.readouterr().err and not (tmp_path / "sass_compare.md").exists()
    ours = sass_compare.analyze_cubin_text(SASS, RESOURCES)
    (tmp_path / "sass_compare.json").write_text(sass_compare.json.dumps({"date": "d", "commit": "c", "rows": [
        {"kernel": "g", "target": "sm_80", "ours": ours, "nvidia": {"error": "rc=1: refused"},
         "ratio_path": None, "ratio_static": None}]}))
    assert sass_compare.main(["--markdown-only", "--out-dir", str(tmp_path)]) == 0
    table = (tmp_path / "sass_compare.md").read_text()
    assert "| g | sm_80 | ok / rc=1: refused |" in table and "- g sm_80: ratio - NOT met" in table
