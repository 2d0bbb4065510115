#!/usr/bin/env python3
"""Record which instruction families NVIDIA's tileiras 13.5 puts in the PTX of corpus kernels.

For each corpus kernel (bytecode 13.4) and target, NVIDIA's tileiras compiles the kernel with
`--lineinfo`; its cubin then carries the PTX it handed to ptxas in the section
`.nv_debug_ptx_txt` (NUL-separated lines, followed by the debug string table). From that PTX
the tool counts, per kernel file and target:

- `tma_load` / `tma_store` / `tma_reduce`: `cp.async.bulk.tensor` copies global->shared,
  shared->global, and reductions into global memory, as {"<rank>d": count};
- `tensor_maps`: hidden `.param .align 64 .b8 NAME_param_K[128]` parameters (one CUtensorMap
  each) and `explicit_params`: the kernel's other parameters;
- counts of `mbarrier` (init, expect_tx, try_wait, arrive), `cp_async` (non-bulk cp.async),
  `cp_async_bulk` (non-tensor bulk copies), `ldmatrix`, `stmatrix`, `mma_sync`, `wgmma`,
  `tcgen05`, `setmaxnreg`, `prefetch_tensormap`, `elect_sync`, the bulk async-group
  instructions that complete TMA stores (`bulk_commit_group`: `cp.async.bulk.commit_group`;
  `bulk_wait_group`: `cp.async.bulk.wait_group N`; `bulk_wait_group_read`:
  `cp.async.bulk.wait_group.read N`) and `fence_proxy_async` (`fence.proxy.async[.space]`: shared
  writes made visible to the TMA unit before a store reads them);
- `mma_shapes`: the mma.sync / wgmma shapes used;
- `cp_async_stages`: the stage count of the first `cp.async` ring: the commit groups issued
  before the first `cp.async.wait_group`, over those of the first block that commits (one
  stage's groups, one per operand), plus one (0: no cp.async);
- `tma_ring_stages`: the longest run of mbarriers initialised with count 1 at consecutive
  offsets, where runs of count-128 mbarriers show a consumer warpgroup (the full side of a
  warp-specialized ring, one run per operand; 0: none, or a kernel with tcgen05, whose
  single-thread consumers arrive with count 1 too: its full and empty runs cannot be told apart).

Counts are static (instructions in the PTX text, all kernels of the file together). Written to
tests/codegen/golden/nvidia_ptx_facts.json as {file: {sm: facts}}; a refused compile is
{"rc": N, "error": first error line}. Tests read this file; they never run NVIDIA's tools.

    python tools/nvidia_ptx_facts.py [--gpu-name SM ...] [--all] [--missing] [-j N] [FILE ...]

Default kernels: the tensor-core corpus kernels (mma ops) and the memory-bound row kernels;
`--all`: every corpus kernel at 13.4. Default targets: sm_90, sm_100, sm_120. The golden is
rewritten after every kernel, so an interrupted run keeps what it finished; `--missing` skips
(file, target) pairs already recorded with every field of this version (a record of an older
version is made again). Exit 0 done, 2 bad arguments or no NVIDIA tileiras.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "src"))

from oracle import find_oracle_bin  # noqa: E402

BYTECODE = ROOT / "tests" / "corpus" / "bytecode"
OUT = ROOT / "tests" / "codegen" / "golden" / "nvidia_ptx_facts.json"
DEFAULT_TARGETS = ("sm_90", "sm_100", "sm_120")
TARGETS = ("sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100", "sm_103", "sm_107", "sm_110",
           "sm_120", "sm_121")
# Memory-bound kernels where NVIDIA may use TMA for plain row tiles (issue 13).
MEMORY_BOUND = re.compile(r"softmax|layernorm|reduce_rows|row_sum|rowsum|transpose|saxpy|copy|aligned_tail")
COMPILE_TIMEOUT_S = 300

_TENSOR_MAP = re.compile(r"^\s*(?:\.hidden\s+)?\.param\s+\.align\s+64\s+\.b8\s+\S+_param_\d+\[128\]", re.M)
_PARAM = re.compile(r"^\s*(?:\.hidden\s+)?\.param\s", re.M)
_BULK_TENSOR = re.compile(r"\bcp\.(?:reduce\.)?async\.bulk\.tensor\.(\d)d\.(\S+)")
_SIMPLE = {
    "mbarrier_init": re.compile(r"\bmbarrier\.init\b"),
    "mbarrier_expect_tx": re.compile(r"\bmbarrier\.(?:arrive\.)?expect_tx\b"),
    "mbarrier_wait": re.compile(r"\bmbarrier\.(?:try_wait|test_wait)\b"),
    "mbarrier_arrive": re.compile(r"\bmbarrier\.arrive(?!\.expect_tx)\b"),
    "cp_async": re.compile(r"\bcp\.async\.(?:ca|cg)\.shared"),
    "cp_async_bulk": re.compile(r"\bcp\.(?:reduce\.)?async\.bulk\.(?!tensor|commit|wait|prefetch)"),
    "ldmatrix": re.compile(r"\bldmatrix\."),
    "stmatrix": re.compile(r"\bstmatrix\."),
    "mma_sync": re.compile(r"\bmma\.sync\."),
    "wgmma": re.compile(r"\bwgmma\.mma_async\."),
    "tcgen05": re.compile(r"\btcgen05\."),
    "setmaxnreg": re.compile(r"\bsetmaxnreg\."),
    "prefetch_tensormap": re.compile(r"\bprefetch\.(?:\S+\.)?tensormap\b"),
    "elect_sync": re.compile(r"\belect\.sync\b"),
    "bulk_commit_group": re.compile(r"\bcp\.async\.bulk\.commit_group\b"),
    "bulk_wait_group": re.compile(r"\bcp\.async\.bulk\.wait_group(?!\.read)\b"),
    "bulk_wait_group_read": re.compile(r"\bcp\.async\.bulk\.wait_group\.read\b"),
    "fence_proxy_async": re.compile(r"\bfence\.proxy\.async\b"),
}
_MMA_SHAPE = re.compile(r"\b(mma\.sync\.aligned|wgmma\.mma_async\.sync\.aligned|tcgen05\.mma(?:\.\S+?)?)\.(m\d+n\d+k\d+)")


def ptx_of_cubin(cubin: bytes) -> str:
    """The PTX NVIDIA's tileiras embedded in a `--lineinfo` cubin (`.nv_debug_ptx_txt`)."""
    from tileiras.host_abi.elf import sections

    for s in sections(cubin):
        if s.name == ".nv_debug_ptx_txt":
            text = s.data.replace(b"\0", b"\n").decode(errors="replace")
            return text.split(".section\t.debug_str", 1)[0]
    raise ValueError("cubin has no .nv_debug_ptx_txt section (compiled without --lineinfo?)")


def ptx_facts(ptx: str) -> dict:
    """The instruction-family counts of one PTX text (see the module docstring)."""
    code = "\n".join(line.split("//", 1)[0] for line in ptx.splitlines())
    loads: Counter[str] = Counter()
    stores: Counter[str] = Counter()
    reduces: Counter[str] = Counter()
    for m in _BULK_TENSOR.finditer(code):
        key = f"{m.group(1)}d"
        if m.group(0).startswith("cp.reduce"):
            reduces[key] += 1
        elif m.group(2).startswith("shared"):
            loads[key] += 1
        else:
            stores[key] += 1
    maps = len(_TENSOR_MAP.findall(code))
    facts: dict = {"tma_load": dict(sorted(loads.items())), "tma_store": dict(sorted(stores.items())),
                   "tma_reduce": dict(sorted(reduces.items())), "tensor_maps": maps,
                   "explicit_params": len(_PARAM.findall(code)) - maps}
    for name, pattern in _SIMPLE.items():
        facts[name] = len(pattern.findall(code))
    facts["mma_shapes"] = sorted({m.group(2) for m in _MMA_SHAPE.finditer(code)})
    facts["cp_async_stages"] = cp_async_stages(code)
    facts["tma_ring_stages"] = tma_ring_stages(code)
    return facts


def cp_async_stages(code: str) -> int:
    """The `cp_async_stages` fact (module docstring) of comment-free PTX."""
    total = per_stage = 0
    in_first = None
    for line in code.splitlines():
        s = line.strip()
        if s.startswith("cp.async.wait_group"):
            break
        if s.startswith("cp.async.commit_group"):
            total += 1
            if in_first is None:
                in_first = True
            if in_first:
                per_stage += 1
        elif s.startswith("$L__") and in_first:
            in_first = False
    return total // per_stage + 1 if per_stage else 0


_MOV_CONST = re.compile(r"mov\.[bus]32\s+(%r\d+),\s*(\d+);")
_MBAR_INIT = re.compile(r"mbarrier\.init\.shared(?:::cta)?\.b64\s+\[[^]+]*\+?(\d*)\],\s*(%r\d+|\d+);")


def tma_ring_stages(code: str) -> int:
    """The `tma_ring_stages` fact (module docstring) of comment-free PTX."""
    consts = dict(_MOV_CONST.findall(code))
    inits = sorted((int(off or 0), int(consts.get(c, c)) if consts.get(c, c).isdigit() else -1)
                   for off, c in _MBAR_INIT.findall(code))
    if not any(count == 128 for _, count in inits) or _SIMPLE["tcgen05"].search(code):
        return 0
    best = run = 0
    last = None
    for off, count in inits:
        run = run + 1 if count == 1 and last is not None and last == (off - 8, 1) else int(count == 1)
        best = max(best, run)
        last = (off, count)
    return best


def default_files(all_files: bool) -> list[str]:
    from tileiras.bytecode.reader import read_bytecode

    names = sorted(p.name for p in BYTECODE.glob("*.13.4.tileirbc"))
    if all_files:
        return names
    out = []
    for n in names:
        if MEMORY_BOUND.search(n):
            out.append(n)
            continue
        try:
            module = read_bytecode((BYTECODE / n).read_bytes()).module
        except Exception:  # noqa: BLE001 - unreadable corpus entries (bad/) are not kernels
            continue
        if any(op.name in ("cuda_tile.mmaf", "cuda_tile.mmai", "cuda_tile.mmaf_scaled") for op in module.walk()):
            out.append(n)
    return out


def compile_one(tool: Path, f: str, sm: str, workdir: str) -> dict:
    """NVIDIA's facts for one file and target."""
    path = BYTECODE / f
    out = Path(workdir) / f"{path.stem}.{sm}.cubin"
    extra = ["--preview=simt"] if path.read_bytes()[10] & 1 else []
    try:
        r = subprocess.run([str(tool), str(path), "--gpu-name", sm, "--lineinfo", "-o", str(out), *extra],
                           capture_output=True, text=True, timeout=COMPILE_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return {"rc": -1, "error": f"timeout after {COMPILE_TIMEOUT_S} s"}
    if r.returncode != 0:
        errors = [ln for ln in r.stderr.splitlines() if "error" in ln] or [r.stderr.strip()]
        return {"rc": r.returncode, "error": re.sub(r"^.*?error: ", "", errors[0])[:300]}
    try:
        facts = ptx_facts(ptx_of_cubin(out.read_bytes()))
    finally:
        out.unlink(missing_ok=True)
    return facts


def _complete(record: dict | None) -> bool:
    """Whether a recorded (file, target) has every field this version records (or is a refusal)."""
    if record is None:
        return False
    return "rc" in record or set(ptx_facts("")) <= set(record)


def save(result: dict) -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    tmp = OUT.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(result, indent=1, sort_keys=True) + "\n")
    tmp.replace(OUT)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="*", help="corpus file names (default: tensor-core and memory-bound kernels)")
    ap.add_argument("--gpu-name", action="append", choices=TARGETS, help="target (repeatable)")
    ap.add_argument("--all-targets", action="store_true", help="all twelve targets")
    ap.add_argument("--all", action="store_true", help="every corpus kernel at bytecode 13.4")
    ap.add_argument("--missing", action="store_true",
                    help="skip (file, target) pairs already recorded with every field of this version")
    ap.add_argument("-j", "--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    tool = find_oracle_bin("tileiras") / "tileiras"
    targets = TARGETS if args.all_targets else tuple(args.gpu_name or DEFAULT_TARGETS)
    files = args.files or default_files(args.all)
    for f in files:
        if not (BYTECODE / f).is_file():
            print(f"error: no corpus file {f}", file=sys.stderr)
            return 2
    result: dict = json.loads(OUT.read_text()) if OUT.exists() else {}
    todo = [(f, sm) for f in files for sm in targets
            if not (args.missing and _complete(result.get(f, {}).get(sm)))]
    with tempfile.TemporaryDirectory() as td, ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        for k, ((f, sm), facts) in enumerate(zip(todo, ex.map(lambda p: compile_one(tool, p[0], p[1], td), todo))):
            result.setdefault(f, {})[sm] = facts
            save(result)
            tma = facts.get("tma_load") or facts.get("error", "")
            print(f"[{k + 1}/{len(todo)}] {f} {sm}: {tma}", file=sys.stderr)
    print(f"{len(result)} files -> {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
