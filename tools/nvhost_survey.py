"""Survey NVIDIA's host objects (`.nv.host`): what they hold and what their callbacks do.

For each kernel (corpus bytecode at 13.4, or any .tileirbc given with --extra) and each of the 12
targets, compiles with NVIDIA's tileiras (tools/oracle.py), extracts `.nv.host`, loads it with
`tileiras.host_abi` behind the recording fake driver, and records: the object's size and digest,
its symbols, the decoded `__CUDA_TILEIR_CALLBACKS` / `FUNC_CALLBACKS` tables, what
`__CUDA_TILEIR_ON_PRE_LOAD` does for modes 0, 1, 2 (return value, driver calls, table handed
back), and what each kernel's `__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE_<i>` does when called with
the kernel's argument words (laid out from its entry signature) and sentinel buffers (return
value, bytes written, calls out).

    tools/nvhost_survey.py OUT.json [--kernels a,b,...] [--targets sm_80,...] [--objects DIR]
                          [--extra FILE.tileirbc ...]

--objects DIR also writes each distinct host object once, as DIR/<kernel>.<first target>.o, and
names it in the entry's "object" (the goldens of tests/host_abi; tools/nvhost_goldens.py
regenerates them). A compile NVIDIA refuses is recorded as {"compile_error": ...}. Exit 0 on
success, 2 on bad usage, 1 when the oracle or the JIT is missing.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "src"))

import oracle  # noqa: E402
from tileiras.host_abi import jit_available, load_host_object, nv_host_object, object_symbols  # noqa: E402
from tileiras.host_abi.elf import object_file_name  # noqa: E402
from tileiras.host_abi.params import argument_words  # noqa: E402

BYTECODE = ROOT / "tests" / "corpus" / "bytecode"
GOLDEN_MLIR = ROOT / "tests" / "corpus" / "golden"
TARGETS = ("sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100", "sm_103", "sm_107", "sm_110",
           "sm_120", "sm_121")
DEFAULT_KERNELS = ("matmul_op_f16", "matmul_tiled_f16", "softmax_f32", "aligned_tail_2d_f16",
                   "scale_copy_three_sigs", "assume_div_f32")
SENTINEL = 0xA5
BUFFER_BYTES = 4096
_ARG = re.compile(r"%arg\d+: tile<([^>]*>?)>")
_ENTRY = re.compile(r"^entry @(\S+)\((.*?)\)", re.M)


def entry_signatures(mlir: str) -> dict[str, list[str]]:
    """{entry name: [parameter element type]} from NVIDIA's tileirdisasm text."""
    return {m.group(1): _ARG.findall(m.group(2)) for m in _ENTRY.finditer(mlir)}


def _callback_calls(calls) -> list[dict]:
    return [{"slot": c.slot, "symbol": c.symbol, "args": ["handle" if a == 0x1234 else
                                                          (a if a < 0x10000 else "ptr") for a in c.args[:3]]}
            for c in calls]


def probe(obj: bytes, sigs: dict[str, list[str]]) -> dict:
    """What the host object holds and does (see the module docstring)."""
    host = load_host_object(obj)
    names = host.address_names()
    rec: dict = {"table": host.describe_table(), "on_pre_load": {}, "on_arguments_change": []}
    for mode in (0, 1, 2):
        rc, slots, drv = host.call_on_pre_load(mode)
        handed = None
        if slots is not None:
            handed = [names.get(v, v) if v > 0xFFFF else v for v in slots]
        rec["on_pre_load"][str(mode)] = {"returned": rc, "driver_calls": _callback_calls(drv.calls),
                                         "table": handed}
    for f in host.table.funcs:
        words = argument_words(sigs.get(f.name, []))
        # the fourth argument is the kernel's parameter buffer (explicit arguments first, then the
        # hidden ones the callback fills); the first three are unused by every object seen so far
        buffers = [bytes([SENTINEL]) * BUFFER_BYTES] * 3 + \
                  [words + bytes([SENTINEL]) * (BUFFER_BYTES - len(words))]
        res = host.call_on_arguments_change(f.index, buffers)
        rec["on_arguments_change"].append({
            "func": f.name, "returned": res.returned, "argument_bytes": len(words),
            "writes": [{"buffer": w.buffer, "offset": w.offset, "bytes": w.after.hex()} for w in res.writes],
            "calls": _callback_calls(res.calls)})
    rec["param_walk_start"] = param_walk_starts(obj)
    return rec


def param_walk_starts(obj: bytes) -> dict[str, int | None]:
    """The first instruction's immediate of each argument-change function when it is
    `mov $imm32, %eax` (b8 imm32): the constant-bank offset the parameter walk starts from."""
    from tileiras.host_abi.elf import sections

    secs = sections(obj)
    out: dict[str, int | None] = {}
    for s in object_symbols(obj):
        if s.name.startswith("__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE_"):
            text = next(x for x in secs if x.name == s.section).data
            code = text[s.value:s.value + 5]
            out[s.name] = int.from_bytes(code[1:5], "little") if code[:1] == b"\xb8" else None
    return out


def param_cbank(cubin: bytes) -> dict[str, list[int]]:
    """{kernel: [constant-bank offset, size]} of its parameters, from EIATTR_PARAM_CBANK (0x0a)
    records of the cubin's `.nv.info.<kernel>` sections."""
    from tileiras.host_abi.elf import sections

    out = {}
    for s in sections(cubin):
        if not s.name.startswith(".nv.info."):
            continue
        i, d = 0, s.data
        while i + 4 <= len(d):
            fmt, attr, size = d[i], d[i + 1], int.from_bytes(d[i + 2:i + 4], "little")
            if fmt != 4:
                i += 4
                continue
            if attr == 0x0A and size >= 8:
                out[s.name[len(".nv.info."):]] = [int.from_bytes(d[i + 8:i + 10], "little"),
                                                  int.from_bytes(d[i + 10:i + 12], "little")]
            i += 4 + size
    return out


def split_common(per_target: dict[str, dict]) -> dict:
    """{"all_targets": facts equal on every target, "targets": {target: the other facts}}."""
    keys = set.intersection(*(set(v) for v in per_target.values())) if per_target else set()
    first = next(iter(per_target.values()), {})
    common = {k: first[k] for k in sorted(keys) if all(v[k] == first[k] for v in per_target.values())}
    return {"all_targets": common,
            "targets": {t: {k: v for k, v in e.items() if k not in common} for t, e in per_target.items()}}


def compile_cubin(tool: Path, src: Path, target: str, out: Path) -> None:
    r = subprocess.run([str(tool), str(src), "--gpu-name", target, "-o", str(out)], capture_output=True,
                       text=True, timeout=300)
    if r.returncode:
        raise RuntimeError(f"tileiras {src.name} --gpu-name {target}: rc={r.returncode}: {r.stderr.strip()[:300]}")


def disasm(src: Path) -> str:
    tool = oracle.find_oracle_bin("tileirdisasm") / "tileirdisasm"
    return subprocess.run([str(tool), str(src)], capture_output=True, text=True, check=True).stdout


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out")
    ap.add_argument("--kernels", default=",".join(DEFAULT_KERNELS))
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--objects", type=Path)
    ap.add_argument("--extra", nargs="*", default=[], type=Path)
    args = ap.parse_args(argv)
    targets = args.targets.split(",")
    if bad := [t for t in targets if t not in TARGETS]:
        print(f"error: unknown targets {bad}", file=sys.stderr)
        return 2
    if not jit_available():
        print("error: llvmlite cannot load x86-64 host objects here", file=sys.stderr)
        return 1
    tool = oracle.find_oracle_bin("tileiras") / "tileiras"
    sources = [(k, BYTECODE / f"{k}.13.4.tileirbc") for k in args.kernels.split(",") if k]
    sources += [(p.name.split(".")[0], p) for p in args.extra]
    if missing := [str(p) for _, p in sources if not p.exists()]:
        print(f"error: no such bytecode: {missing}", file=sys.stderr)
        return 2
    result: dict = {"tileiras": "nvidia-cuda-tileiras 13.5", "kernels": {}}
    if args.objects:
        args.objects.mkdir(parents=True, exist_ok=True)
    written: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as td:
        for name, src in sources:
            sigs = entry_signatures(disasm(src))
            per_target = {}
            for t in targets:
                cubin = Path(td) / f"{name}.{t}.cubin"
                try:
                    compile_cubin(tool, src, t, cubin)
                except (RuntimeError, subprocess.TimeoutExpired) as e:  # e.g. a target-specific kernel
                    print(f"note: {e}", file=sys.stderr)
                    per_target[t] = {"compile_error": str(e)[:300]}
                    continue
                obj = nv_host_object(cubin.read_bytes())
                if obj is None:
                    per_target[t] = {"has_nv_host": False}
                    continue
                entry = {"has_nv_host": True, "size": len(obj), "sha256": hashlib.sha256(obj).hexdigest(),
                         "file_symbol": object_file_name(obj),
                         "symbols": [[s.name, s.type, s.bind, s.section, s.size] for s in object_symbols(obj)]}
                entry.update(probe(obj, sigs))
                entry["param_cbank"] = param_cbank(cubin.read_bytes())
                per_target[t] = entry
                if args.objects:  # one file per distinct object, named after its first target
                    if entry["sha256"] not in written:
                        written[entry["sha256"]] = f"{name}.{t}.o"
                        (args.objects / f"{name}.{t}.o").write_bytes(obj)
                    entry["object"] = written[entry["sha256"]]
                print(f"{name} {t}: {len(obj)} B", file=sys.stderr)
            result["kernels"][name] = {"source": str(src.relative_to(ROOT)) if src.is_relative_to(ROOT) else src.name,
                                       "signatures": sigs, **split_common(per_target)}
    tmp = Path(args.out + ".tmp")
    tmp.write_text(json.dumps(result, indent=1, sort_keys=True) + "\n")
    tmp.replace(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
