#!/usr/bin/env python3
"""Main-loop SASS of our cubins against NVIDIA's tileiras, for the tensor-core corpus kernels.

For each kernel and target both compilers build a cubin from the same bytecode (ours:
`python -m tileiras.cli.tileiras K --gpu-name SM -o X.cubin` with this checkout's src/ first on
PYTHONPATH; NVIDIA's: the tileiras of `tools/oracle.py`). `nvdisasm -c` disassembles each and
`cuobjdump --dump-resource-usage` gives the registers, stack, shared and local memory of each
function. Per function the SASS is cut into basic blocks; loops are the natural loops of the
control-flow graph (an edge to a block that dominates its source), so out-of-line retry blocks
that jump back into the body (mbarrier waits) are part of the loop they serve, not loops of
their own. The MAIN LOOP is the loop holding the most MMA instructions (HMMA, IMMA, QMMA,
HGMMA, ...), the innermost one on a tie. For it the tool counts:

- `static`: every instruction of the loop's blocks (both arms of an if/else, each once);
- `path`: the instructions of one iteration along the fall-through path (a conditional branch
  is taken only when its fall-through leaves the loop or leads only into blocks already walked):
  the steady-state iteration when, as in both compilers' output, the rare cases (bounds-checked
  tiles, the pipeline's drained tail, mbarrier retries) sit behind taken branches;
- on the path: MMAs, instructions per MMA, LDGSTS (cp.async), UTMALDG (TMA), LDSM (ldmatrix),
  STSM, LDS, STS, LDG, STG, LDL/STL (spill traffic), BAR, SYNCS (mbarrier), and histograms of
  opcodes and of opcode classes.

NOPs (alignment padding) are not counted anywhere. Inner loops of the main loop count once;
subroutines entered by CALL (division slow paths) are not counted. Loops outside the main one
whose path moves tiles (the TMA producer warp of a warp-specialized kernel) are listed beside it
(`load_loops`): their instructions run on other warps and are not in the per-MMA figure.

Results: benchmarks/results/sass_compare.json (machine, date, commit, per kernel x target ours
and NVIDIA's figures and the ratio ours/NVIDIA of path instructions per MMA) and a markdown
table, printed and written next to it as sass_compare.md.

    python tools/sass_compare.py [KERNEL ...] [--gpu-name sm_80 --gpu-name sm_120] [--out-dir DIR]
    python tools/sass_compare.py --markdown-only      # re-render the table from the JSON

A KERNEL is a corpus name (`aligned_gemm_f16`, read at bytecode 13.4) or a .tileirbc path.
Exit codes: 0 done (a compiler's refusal is recorded, not fatal); 2 bad arguments or missing
NVIDIA tools (nvdisasm and cuobjdump come from the nvidia-cuda-nvdisasm and
nvidia-cuda-cuobjdump wheels of requirements-oracle.txt).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from oracle import find_oracle_bin  # noqa: E402

CORPUS = ROOT / "tests" / "corpus" / "bytecode"
RESULTS = ROOT / "benchmarks" / "results"
DEFAULT_KERNELS = ("aligned_gemm_f16", "aligned_gemm_bf16_f32out", "aligned_gemm_i8",
                   "aligned_batched_gemm_f16", "aligned_attention_f16", "matmul_tiled_f16",
                   "fused_attention_f16")
DEFAULT_TARGETS = ("sm_80", "sm_120")
COMPILE_TIMEOUT_S = 600
GOAL_RATIO = 1.1  # issue 12: main-loop instructions per MMA at most 1.1x NVIDIA's
# Opcodes counted one by one in the main loop (base opcode, before the first dot).
COUNTED = ("LDGSTS", "UTMALDG", "LDSM", "STSM", "LDS", "STS", "LDG", "STG", "LDL", "STL", "BAR", "SYNCS")
# A loop other than the main one is listed when its iteration path moves tiles with one of these
# (a TMA producer warp's loop, a separate load loop).
TILE_LOADS = ("LDGSTS", "UTMALDG", "UBLKCP", "LDG")

# ---------------------------------------------------------------------------------------------
# nvdisasm text


@dataclass
class Instr:
    """One SASS instruction as `nvdisasm -c` prints it."""

    addr: int
    guard: str | None  # "@P0", "@!UP1", ... or None
    opcode: str  # full opcode with modifiers: "HMMA.16816.F32"
    operands: str
    target: str | None = None  # label named by a branch or call

    @property
    def base(self) -> str:
        return self.opcode.split(".", 1)[0]

    @property
    def is_mma(self) -> bool:
        return self.base.endswith("MMA")


@dataclass
class Function:
    """The instructions of one .text section and where its labels point (instruction index)."""

    name: str
    instrs: list[Instr] = field(default_factory=list)
    labels: dict[str, int] = field(default_factory=dict)


_SECTION = re.compile(r"^\s*\.section\s+\.text\.([^,\s]+)")
_LABEL = re.compile(r"^([.$\w]+):\s*$")
_INSTR = re.compile(r"^\s*/\*([0-9a-fA-F]+)\*/\s+(?:(@!?U?P[T0-9]+)\s+)?([A-Z][A-Z0-9_]*(?:\.[A-Z0-9_]+)*)\s*(.*?)\s*;")
_TARGET = re.compile(r"`\(([^)]+)\)")


def parse_nvdisasm(text: str) -> dict[str, Function]:
    """The functions of `nvdisasm -c` output, by name, NOPs dropped."""
    functions: dict[str, Function] = {}
    current: Function | None = None
    pending: list[str] = []
    for line in text.splitlines():
        if m := _SECTION.match(line):
            current = functions.setdefault(m.group(1), Function(m.group(1)))
            pending = []
            continue
        if current is None:
            continue
        if m := _LABEL.match(line):
            pending.append(m.group(1))
            continue
        if m := _INSTR.match(line):
            opcode = m.group(3)
            if opcode.split(".", 1)[0] == "NOP":
                continue
            for label in pending:
                current.labels[label] = len(current.instrs)
            pending = []
            t = _TARGET.search(m.group(4))
            current.instrs.append(Instr(int(m.group(1), 16), m.group(2), opcode, m.group(4),
                                        t.group(1) if t else None))
    return functions


# ---------------------------------------------------------------------------------------------
# Control flow


def _is_jump(ins: Instr) -> bool:
    """A transfer to a label that does not come back: BRA/JMP, and CALL.REL.NOINC to a local
    label (`.L_x_N`), NVIDIA's way of leaving a loop; a call of a `$`-named subroutine returns."""
    if ins.target is None:
        return False
    if ins.base in ("BRA", "JMP"):
        return True
    return ins.base == "CALL" and not ins.target.startswith("$")


def _is_conditional(ins: Instr) -> bool:
    """Guarded by a predicate other than PT, or (BRA.U UP0, ...) taking one as an operand."""
    if ins.guard is not None and ins.guard != "@PT":
        return True
    head = ins.operands.split("`", 1)[0]
    return bool(re.search(r"!?U?P[0-6]\b", head))


def _ends_flow(ins: Instr) -> bool:
    """No fall-through after it: unconditional EXIT/RET/BRX/JMX/jump, or a BPT trap."""
    if _is_conditional(ins):
        return False
    return ins.base in ("EXIT", "RET", "BRX", "JMX", "BPT", "KILL") or _is_jump(ins)


@dataclass
class Block:
    start: int  # instruction indices [start, end)
    end: int
    succs: list[int] = field(default_factory=list)  # fall-through first, then the taken target


def basic_blocks(fn: Function) -> list[Block]:
    """The basic blocks of `fn` in address order, each with its successors."""
    n = len(fn.instrs)
    leaders = {0} if n else set()
    for i, ins in enumerate(fn.instrs):
        if _is_jump(ins) and ins.target in fn.labels:
            leaders.add(fn.labels[ins.target])
        if (_is_jump(ins) or _ends_flow(ins) or ins.base in ("EXIT", "RET")) and i + 1 < n:
            leaders.add(i + 1)
    starts = sorted(leaders)
    blocks = [Block(s, e) for s, e in zip(starts, starts[1:] + [n])]
    block_of = {b.start: k for k, b in enumerate(blocks)}
    for k, b in enumerate(blocks):
        last = fn.instrs[b.end - 1]
        if not _ends_flow(last) and k + 1 < len(blocks):
            b.succs.append(k + 1)
        if _is_jump(last) and last.target in fn.labels:
            t = block_of[fn.labels[last.target]]
            if t not in b.succs:
                b.succs.append(t)
    return blocks


def dominators(blocks: list[Block]) -> list[set[int]]:
    """dom[k]: the blocks that dominate block k (entry block 0); unreachable blocks: all."""
    n = len(blocks)
    preds: list[list[int]] = [[] for _ in range(n)]
    for k, b in enumerate(blocks):
        for s in b.succs:
            preds[s].append(k)
    everything = set(range(n))
    dom = [set(everything) for _ in range(n)]
    if n:
        dom[0] = {0}
    changed = True
    while changed:
        changed = False
        for k in range(1, n):
            new = set.intersection(*(dom[p] for p in preds[k])) if preds[k] else set(everything)
            new = new | {k}
            if new != dom[k]:
                dom[k], changed = new, True
    return dom


@dataclass
class Loop:
    header: int  # block index
    latches: list[int]
    body: set[int]  # block indices


def natural_loops(blocks: list[Block]) -> list[Loop]:
    """Natural loops, one per header (back edges to the same header merged), among the blocks
    reachable from the entry without calls."""
    dom = dominators(blocks)
    preds: list[list[int]] = [[] for _ in blocks]
    for k, b in enumerate(blocks):
        for s in b.succs:
            preds[s].append(k)
    reachable = {0} if blocks else set()
    stack = list(reachable)
    while stack:
        for s in blocks[stack.pop()].succs:
            if s not in reachable:
                reachable.add(s)
                stack.append(s)
    loops: dict[int, Loop] = {}
    for k, b in enumerate(blocks):
        if k not in reachable:  # subroutines entered by CALL only: every block "dominates" them
            continue
        for h in b.succs:
            if h in dom[k]:  # back edge k -> h
                loop = loops.setdefault(h, Loop(h, [], {h}))
                loop.latches.append(k)
                stack = [k]
                while stack:
                    x = stack.pop()
                    if x not in loop.body:
                        loop.body.add(x)
                        stack.extend(preds[x])
    return [loops[h] for h in sorted(loops)]


def iteration_path(blocks: list[Block], loop: Loop) -> list[int] | None:
    """Blocks of one iteration from the header back to it: the first such path of a depth-first
    walk that tries fall-throughs before taken branches and stays in the loop (so a branch is
    taken when its fall-through leaves the loop, or leads only into walked blocks, e.g. an inner
    loop's back edge); None when no walk returns to the header."""
    header = loop.header
    stack = [(header, iter(blocks[header].succs))]
    seen = {header}
    while stack:
        _, succs = stack[-1]
        for s in succs:
            if s == header:
                return [k for k, _ in stack]
            if s in loop.body and s not in seen:
                seen.add(s)
                stack.append((s, iter(blocks[s].succs)))
                break
        else:
            stack.pop()
    return None


# ---------------------------------------------------------------------------------------------
# Figures

_CLASSES: tuple[tuple[str, frozenset[str]], ...] = (
    ("mma", frozenset()),  # base ends with MMA
    ("memory", frozenset({"LDGSTS", "LDSM", "STSM", "LDS", "STS", "LDG", "STG", "LDL", "STL", "LD", "ST",
                          "ATOM", "ATOMS", "RED", "UTMALDG", "UTMASTG", "UBLKCP", "LDGDEPBAR"})),
    ("sync", frozenset({"BAR", "DEPBAR", "SYNCS", "MEMBAR", "WARPSYNC", "ERRBAR", "CCTL", "FENCE", "UCGABAR_ARV",
                        "UCGABAR_WAIT", "ARRIVES"})),
    ("int/address", frozenset({"IADD3", "UIADD3", "LEA", "ULEA", "LOP3", "ULOP3", "SHF", "USHF", "IMAD", "UIMAD",
                               "IABS", "IMNMX", "VIMNMX", "SGXT", "USGXT", "BMSK", "UBMSK", "IADD", "IMUL", "FLO",
                               "POPC", "BREV", "UFLO", "UPOPC", "UBREV", "LOP", "ULOP", "IDP", "IMNMX"})),
    ("predicate/select", frozenset({"ISETP", "UISETP", "PLOP3", "UPLOP3", "SEL", "USEL", "FSEL", "P2R", "R2P",
                                    "VOTE", "VOTEU", "FSETP", "HSETP2", "DSETP", "PSETP"})),
    ("move", frozenset({"MOV", "UMOV", "CS2R", "S2R", "S2UR", "R2UR", "SHFL", "MOVM", "LDC", "ULDC"})),
    ("pack/convert", frozenset({"PRMT", "UPRMT", "F2FP", "F2F", "I2F", "F2I", "I2I", "I2FP", "F2IP", "FRND"})),
    ("float", frozenset({"FADD", "FMUL", "FFMA", "FMNMX", "MUFU", "HADD2", "HMUL2", "HFMA2", "HMNMX2", "FCHK",
                         "DADD", "DMUL", "DFMA", "FSWZADD"})),
    ("branch", frozenset({"BRA", "BRX", "JMP", "JMX", "CALL", "RET", "EXIT", "BSSY", "BSYNC", "BREAK", "YIELD",
                          "BPT", "KILL"})),
)


def opcode_class(ins: Instr) -> str:
    """The class of an instruction for the histograms; IMAD.MOV/IMAD.U32 (register copies) are
    `move`, other IMADs `int/address`."""
    base = ins.base
    if ins.is_mma:
        return "mma"
    if base == "IMAD" and (ins.opcode.startswith("IMAD.MOV") or ins.opcode == "IMAD.U32"):
        return "move"
    for name, members in _CLASSES[1:]:
        if base in members:
            return name
    return "other"


def count_instrs(instrs: list[Instr]) -> dict:
    """Instruction, MMA and per-family counts of a list of instructions."""
    bases = Counter(i.base for i in instrs)
    mmas = [i for i in instrs if i.is_mma]
    out: dict = {"instructions": len(instrs), "mma": len(mmas),
                 "per_mma": round(len(instrs) / len(mmas), 2) if mmas else None}
    for name in COUNTED:
        out[name] = bases.get(name, 0)
    out["mma_opcodes"] = dict(Counter(i.opcode for i in mmas))
    out["classes"] = dict(Counter(opcode_class(i) for i in instrs).most_common())
    out["opcodes"] = dict(bases.most_common())
    return out


def analyze_function(fn: Function) -> dict:
    """Total instructions, MMAs, and the main loop's figures (None when no loop holds an MMA)."""
    blocks = basic_blocks(fn)
    loops = natural_loops(blocks)

    def instrs_of(ks) -> list[Instr]:
        return [ins for k in sorted(ks) for ins in fn.instrs[blocks[k].start:blocks[k].end]]

    summary = {"instructions": len(fn.instrs), "mma": sum(i.is_mma for i in fn.instrs), "loops": len(loops)}
    best = None
    for loop in loops:
        body = instrs_of(loop.body)
        key = (sum(i.is_mma for i in body), -len(body))
        if key[0] and (best is None or key > best[0]):
            best = (key, loop, body)
    if best is None:
        summary["main_loop"], summary["load_loops"] = None, []
        return summary
    _, loop, body = best
    path = iteration_path(blocks, loop)
    others = []
    for other in loops:
        if other.body & loop.body:
            continue  # the main loop, its inner loops, or a loop around it
        other_path = iteration_path(blocks, other)
        if other_path is None:
            continue
        figures = count_instrs([ins for k in other_path for ins in fn.instrs[blocks[k].start:blocks[k].end]])
        if any(figures["opcodes"].get(op) for op in TILE_LOADS):
            others.append({"start": f"{fn.instrs[blocks[other.header].start].addr:#06x}",
                           "path": {"instructions": figures["instructions"],
                                    **{op: figures["opcodes"].get(op, 0) for op in (*TILE_LOADS, "SYNCS")}}})
    summary["load_loops"] = others
    summary["main_loop"] = {
        "start": f"{fn.instrs[blocks[loop.header].start].addr:#06x}",
        "end": f"{max(fn.instrs[blocks[k].end - 1].addr for k in loop.body):#06x}",
        "static": count_instrs(body),
        "path": count_instrs([ins for k in path for ins in fn.instrs[blocks[k].start:blocks[k].end]])
        if path else None,
    }
    return summary


_RES_FUNCTION = re.compile(r"^\s*Function\s+(\S+?):\s*$")
_RES_FIELD = re.compile(r"([A-Z_]+(?:\[\d+\])?):(\d+)")


def parse_resource_usage(text: str) -> dict[str, dict[str, int]]:
    """`cuobjdump --dump-resource-usage` output: {function: {"REG": n, "STACK": n, ...}}."""
    out: dict[str, dict[str, int]] = {}
    current = None
    for line in text.splitlines():
        if m := _RES_FUNCTION.match(line):
            current = m.group(1)
            continue
        if current is not None and "REG:" in line:
            out[current] = {k: int(v) for k, v in _RES_FIELD.findall(line)}
            current = None
    return out


def analyze_cubin_text(sass: str, resources: str) -> dict:
    """Figures of a cubin from its disassembly and resource usage: the function holding the main
    loop with the most MMAs (else the one with the most instructions) comes first."""
    functions = parse_nvdisasm(sass)
    usage = parse_resource_usage(resources)
    rows = []
    for name, fn in functions.items():
        row = {"function": name, **analyze_function(fn)}
        res = usage.get(name, {})
        row.update({k.lower(): res.get(k) for k in ("REG", "STACK", "SHARED", "LOCAL")})
        rows.append(row)

    def rank(row):
        loop = row["main_loop"]
        return (loop["static"]["mma"] if loop else 0, row["instructions"])

    rows.sort(key=rank, reverse=True)
    return {"functions": rows}


# ---------------------------------------------------------------------------------------------
# Running the tools


def kernel_path(arg: str) -> Path:
    """A corpus name (at bytecode 13.4) or a path to a .tileirbc file."""
    p = Path(arg)
    if p.suffix == ".tileirbc":
        return p
    return CORPUS / f"{arg}.13.4.tileirbc"


def compile_cubin(cmd: list[str], env: dict[str, str] | None) -> tuple[int, str]:
    """(exit code, first error line) of a compiler run; timeouts are exit code 124."""
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=COMPILE_TIMEOUT_S, env=env)
    except subprocess.TimeoutExpired:
        return 124, f"timed out after {COMPILE_TIMEOUT_S} s"
    lines = [line for line in proc.stderr.splitlines() if "error" in line] or proc.stderr.splitlines()
    return proc.returncode, (lines[0] if proc.returncode and lines else "")


def analyze_cubin(cubin: Path, tools: Path) -> dict:
    sass = subprocess.run([str(tools / "nvdisasm"), "-c", str(cubin)], capture_output=True, text=True)
    if sass.returncode:
        return {"error": f"nvdisasm failed: {sass.stderr.strip()[:200]}"}
    res = subprocess.run([str(tools / "cuobjdump"), "--dump-resource-usage", str(cubin)],
                         capture_output=True, text=True)
    if res.returncode:
        return {"error": f"cuobjdump failed: {res.stderr.strip()[:200]}"}
    return analyze_cubin_text(sass.stdout, res.stdout)


def ratio(ours: dict, nvidia: dict, kind: str) -> float | None:
    """ours/NVIDIA of the main loop's instructions per MMA (`kind`: path or static)."""
    try:
        a = ours["functions"][0]["main_loop"][kind]["per_mma"]
        b = nvidia["functions"][0]["main_loop"][kind]["per_mma"]
    except (KeyError, IndexError, TypeError):
        return None
    return round(a / b, 2) if a and b else None


def git_commit() -> str:
    proc = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "src"], cwd=ROOT,
                           capture_output=True, text=True).stdout.strip()
    return (proc.stdout.strip() or "unknown") + ("+dirty-src" if dirty else "")


def tool_version(tool: Path) -> str:
    out = subprocess.run([str(tool), "--version"], capture_output=True, text=True).stdout
    lines = [line for line in out.splitlines() if "release" in line]
    return lines[0].strip() if lines else "unknown"


# ---------------------------------------------------------------------------------------------
# Report

def _fmt(v) -> str:
    return "-" if v is None else str(v)


def markdown(result: dict) -> str:
    """The comparison table (and a per-class breakdown of the main-loop path)."""
    out = [f"# Main-loop SASS, ours vs NVIDIA tileiras ({result['date']}, commit {result['commit'][:12]})", "",
           "instr/MMA: instructions per MMA on one iteration's fall-through path (static: all the loop's "
           "blocks); ratio = ours/NVIDIA of path instr/MMA. Loop counts are per iteration path: "
           "LDGSTS (cp.async), LDSM (ldmatrix), LDS/STS, LDG/STG, BAR. Resources: REG, STACK (bytes a thread: "
           "register spills live there), "
           "SHARED (bytes), LOCAL (bytes a thread) per kernel; kernel SASS: all its instructions. "
           "Cells: ours / NVIDIA.", "",
           "| kernel | sm | MMA op | loop MMAs | instr/MMA ours | instr/MMA NVIDIA | ratio | static ours / NV "
           "| LDGSTS | LDSM | LDS | STS | LDG | STG | BAR | REG | STACK | SHARED | LOCAL | kernel SASS |",
           "|" + "---|" * 20]
    for row in result["rows"]:
        sides = []
        for who in ("ours", "nvidia"):
            r = row[who]
            if "error" in r:
                sides.append(None)
            else:
                sides.append(r["functions"][0] if r["functions"] else None)
        if None in sides:
            errs = " / ".join(row[w].get("error", "ok")[:60] for w in ("ours", "nvidia"))
            out.append(f"| {row['kernel']} | {row['target']} | {errs} |" + " |" * 17)
            continue
        o, n = sides
        ol, nl = o["main_loop"], n["main_loop"]

        def loopv(lp, kind, key):
            part = lp and lp.get(kind)
            return None if not part else part.get(key)

        def both(key, kind="path"):
            return f"{_fmt(loopv(ol, kind, key))} / {_fmt(loopv(nl, kind, key))}"

        def ops(lp):
            d = loopv(lp, "static", "mma_opcodes") or {}
            return ",".join(sorted(d)) or "-"

        out.append("| " + " | ".join([
            row["kernel"], row["target"], f"{ops(ol)} / {ops(nl)}", both("mma"),
            _fmt(loopv(ol, "path", "per_mma")), _fmt(loopv(nl, "path", "per_mma")), _fmt(row["ratio_path"]),
            f"{_fmt(loopv(ol, 'static', 'per_mma'))} / {_fmt(loopv(nl, 'static', 'per_mma'))}",
            both("LDGSTS"), both("LDSM"), both("LDS"), both("STS"), both("LDG"), both("STG"), both("BAR"),
            f"{_fmt(o['reg'])} / {_fmt(n['reg'])}", f"{_fmt(o['stack'])} / {_fmt(n['stack'])}",
            f"{_fmt(o['shared'])} / {_fmt(n['shared'])}", f"{_fmt(o['local'])} / {_fmt(n['local'])}",
            f"{o['instructions']} / {n['instructions']}"]) + " |")
    out += ["", "## Main-loop path by instruction class (ours / NVIDIA)", ""]
    classes = [name for name, _ in _CLASSES] + ["other"]
    out.append("| kernel | sm | " + " | ".join(classes) + " |")
    out.append("|" + "---|" * (len(classes) + 2))
    for row in result["rows"]:
        cells = []
        for who in ("ours", "nvidia"):
            r = row[who]
            fn = r.get("functions", [None])[0] if "error" not in r else None
            lp = fn and fn["main_loop"] and fn["main_loop"]["path"]
            cells.append(lp["classes"] if lp else None)
        if None in cells:
            continue
        out.append(f"| {row['kernel']} | {row['target']} | "
                   + " | ".join(f"{cells[0].get(c, 0)} / {cells[1].get(c, 0)}" for c in classes) + " |")
    out += ["", f"## Issue 12's goal: at most {GOAL_RATIO}x NVIDIA's instructions per MMA, no spills where NVIDIA "
            "has none", ""]
    for row in result["rows"]:
        ratio_ok = row["ratio_path"] is not None and row["ratio_path"] <= GOAL_RATIO
        stacks = [row[w]["functions"][0].get("stack") if row[w].get("functions") else None for w in ("ours", "nvidia")]
        spill_ok = None if None in stacks else not (stacks[0] > 0 and stacks[1] == 0)
        out.append(f"- {row['kernel']} {row['target']}: ratio {_fmt(row['ratio_path'])} "
                   f"{'met' if ratio_ok else 'NOT met'}; spills {_fmt(stacks[0])} / {_fmt(stacks[1])} bytes "
                   f"{'met' if spill_ok else 'NOT met' if spill_ok is False else 'unknown'}")
    out += ["", "## Other loops that move tiles (e.g. a TMA producer warp's), per iteration path", "",
            "| kernel | sm | compiler | loop start | instructions | " + " | ".join((*TILE_LOADS, "SYNCS")) + " |",
            "|" + "---|" * (len(TILE_LOADS) + 6)]
    for row in result["rows"]:
        for who in ("ours", "nvidia"):
            fn = row[who]["functions"][0] if row[who].get("functions") else None
            for lp in (fn or {}).get("load_loops", []):
                out.append(f"| {row['kernel']} | {row['target']} | {who} | {lp['start']} | "
                           + " | ".join(str(lp["path"][k]) for k in ("instructions", *TILE_LOADS, "SYNCS")) + " |")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("kernels", nargs="*",
                    help=f"corpus names or .tileirbc paths (default: {', '.join(DEFAULT_KERNELS)})")
    ap.add_argument("--gpu-name", action="append", dest="targets", help="target, repeatable (default sm_80, sm_120)")
    ap.add_argument("--out-dir", type=Path, default=RESULTS, help="where sass_compare.json/.md go")
    ap.add_argument("--keep", type=Path, help="also keep the cubins and their nvdisasm text in this folder")
    ap.add_argument("--markdown-only", action="store_true",
                    help="only rewrite sass_compare.md from the sass_compare.json already in --out-dir")
    args = ap.parse_args(argv)
    if args.markdown_only:
        source = args.out_dir / "sass_compare.json"
        if not source.is_file():
            print(f"error: no {source} to render", file=sys.stderr)
            return 2
        table = markdown(json.loads(source.read_text()))
        (args.out_dir / "sass_compare.md").write_text(table)
        print(table)
        return 0
    kernels = [kernel_path(k) for k in (args.kernels or DEFAULT_KERNELS)]
    missing = [str(k) for k in kernels if not k.is_file()]
    if missing:
        print(f"error: no such kernel: {', '.join(missing)}", file=sys.stderr)
        return 2
    targets = args.targets or list(DEFAULT_TARGETS)
    tools = find_oracle_bin("tileiras", optional=True)
    for tool in ("tileiras", "nvdisasm", "cuobjdump"):
        if tools is None or not (tools / tool).exists():
            print(f"error: NVIDIA's {tool} not found: pip install -r requirements-oracle.txt (make oracle) "
                  "or set TILEIRAS_ORACLE_BIN", file=sys.stderr)
            return 2
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src")] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        work = args.keep or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        for kernel in kernels:
            name = kernel.name.split(".")[0]
            for sm in targets:
                row: dict = {"kernel": name, "target": sm}
                for who, cmd in (("ours", [sys.executable, "-m", "tileiras.cli.tileiras"]),
                                 ("nvidia", [str(tools / "tileiras")])):
                    cubin = work / f"{name}.{sm}.{who}.cubin"
                    rc, msg = compile_cubin(cmd + [str(kernel), "--gpu-name", sm, "-o", str(cubin)],
                                            env if who == "ours" else None)
                    if rc or not cubin.is_file():
                        row[who] = {"error": f"rc={rc}: {msg}"}
                        continue
                    row[who] = analyze_cubin(cubin, tools)
                    if args.keep:
                        (work / f"{cubin.stem}.sass").write_text(
                            subprocess.run([str(tools / "nvdisasm"), "-c", str(cubin)], capture_output=True,
                                           text=True).stdout)
                row["ratio_path"] = ratio(row["ours"], row["nvidia"], "path")
                row["ratio_static"] = ratio(row["ours"], row["nvidia"], "static")
                rows.append(row)
                print(f"{name:28s} {sm:7s} ratio(path)={_fmt(row['ratio_path'])} "
                      f"static={_fmt(row['ratio_static'])}", file=sys.stderr, flush=True)
    result = {
        "benchmark": "sass_compare",
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "commit": git_commit(),
        "machine": {"platform": platform.platform(), "cpus": os.cpu_count(), "python": platform.python_version(),
                    "nvdisasm": tool_version(tools / "nvdisasm"), "nvidia_tileiras": tool_version(tools / "tileiras")},
        "method": "main loop = natural loop with the most MMA instructions (innermost on a tie); 'path' = one "
                  "iteration along fall-throughs, 'static' = all the loop's instructions; NOPs not counted",
        "rows": rows,
    }
    args.out_dir.mkdir(parents=True, exist_ok=True)
    (args.out_dir / "sass_compare.json").write_text(json.dumps(result, indent=1) + "\n")
    table = markdown(result)
    (args.out_dir / "sass_compare.md").write_text(table)
    print(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
