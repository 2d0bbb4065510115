#!/usr/bin/env python3
"""Check our bytecode writer against NVIDIA's reader.

For every corpus file (tests/corpus/bytecode/*.tileirbc, plus any given on the command line)
this reads the file with `tileiras.bytecode.read_bytecode`, writes it back at every version
13.1-13.5 the IR fits in, and runs NVIDIA's `tileirdisasm -g` on the original and on each
rewrite. A rewrite passes when NVIDIA reads it and prints the same text as for the original
(compared modulo runs of blanks). Writes that our writer refuses (IR newer than the version)
are counted, not failed.

It also records, per (file, version), whether the same-version rewrite is byte-identical.

With --via-text each rewrite goes through the text instead: the module is printed with
locations (`-g`) and assembled by `tileir-as` (cli/tileir_as.py) at each version.

Usage: python tools/check_roundtrip_with_nvidia.py [--via-text] [--record] [--json OUT] [-j N] [FILES...]
  --record   write the summary to tests/bytecode/NVIDIA_ROUNDTRIP.json (checked in;
             NVIDIA_ROUNDTRIP_TEXT.json with --via-text)
  --json     write every file's per-version results to OUT
Exit status 1 when any rewrite fails. Needs nvidia-cuda-tileiras (or $TILEIRAS_ORACLE_BIN).
Files with the preview header bit are disassembled with --preview=simt.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import io
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from tileiras.bytecode.errors import BytecodeError  # noqa: E402
from tileiras.bytecode.reader import read_bytecode  # noqa: E402
from tileiras.bytecode.writer import write_bytecode  # noqa: E402
from tileiras.dialects.cuda_tile.versions import SUPPORTED_VERSIONS  # noqa: E402

sys.path.insert(0, str(ROOT / "tools"))
from oracle import find_oracle_bin  # noqa: E402


def oracle_bin() -> Path:
    return find_oracle_bin("tileirdisasm")


def disasm(data: bytes, bindir: Path) -> tuple[int, str]:
    preview = ["--preview=simt"] if len(data) >= 12 and data[10] & 1 else []
    with tempfile.NamedTemporaryFile(suffix=".tileirbc") as f:
        f.write(data)
        f.flush()
        r = subprocess.run([str(bindir / "tileirdisasm"), "-g", *preview, f.name],
                           capture_output=True, text=True, timeout=120)
    return r.returncode, r.stdout if r.returncode == 0 else r.stderr


def normalize(text: str) -> str:
    return "\n".join(re.sub(r"[ \t]+", " ", line).rstrip() for line in text.splitlines())


def through_text(module, version, preview: bool) -> bytes:
    """Print `module` with locations, assemble the text with tileir-as at `version`."""
    from tileiras.cli import tileir_as
    from tileiras.dialects.cuda_tile.asm import print_module

    with tempfile.TemporaryDirectory() as tmp:
        source, output = Path(tmp) / "in.mlir", Path(tmp) / "out.tileirbc"
        source.write_text(print_module(module, debug_info=True))
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            rc = tileir_as.run([str(source), "-o", str(output), "--bytecode-version", str(version)])
        if rc != 0:
            raise BytecodeError(err.getvalue().strip())
        return output.read_bytes()


def check_file(path: str, via_text: bool = False) -> dict:
    bindir = oracle_bin()
    data = Path(path).read_bytes()
    result: dict = {"file": os.path.relpath(path, ROOT), "versions": {}}
    rc, ref = disasm(data, bindir)
    if rc != 0:
        result["error"] = f"NVIDIA rejects the original: {ref.strip()[:300]}"
        return result
    ref = normalize(ref)
    try:
        m = read_bytecode(data)
    except BytecodeError as e:
        result["error"] = f"our reader rejects it: {e}"
        return result
    result["version"] = str(m.version)
    for v in SUPPORTED_VERSIONS:
        entry: dict = {}
        try:
            if via_text:
                out = through_text(m.module, v, m.preview)
            else:
                out = write_bytecode(m.module, v, preview=m.preview and v == m.version)
        except BytecodeError as e:
            entry["status"] = "refused"
            entry["reason"] = str(e)
            result["versions"][str(v)] = entry
            continue
        if v == m.version:
            entry["identical_bytes"] = out == data
        rc, text = disasm(out, bindir)
        if rc != 0:
            entry["status"] = "nvidia-rejects"
            entry["reason"] = text.strip()[:300]
        elif normalize(text) != ref:
            entry["status"] = "text-differs"
        else:
            entry["status"] = "same-text"
        result["versions"][str(v)] = entry
    return result


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="*")
    ap.add_argument("--json", help="write the per-file results here")
    ap.add_argument("--record", action="store_true",
                    help="write the summary to tests/bytecode/NVIDIA_ROUNDTRIP.json")
    ap.add_argument("--via-text", action="store_true",
                    help="go through the text: print with -g, assemble with tileir-as")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)
    files = args.files or sorted(str(p) for p in (ROOT / "tests/corpus/bytecode").rglob("*.tileirbc"))
    with ProcessPoolExecutor(max_workers=args.j) as pool:
        results = list(pool.map(functools.partial(check_file, via_text=args.via_text), files))
    totals: dict[str, int] = {}
    identical = same_version = 0
    failures = []
    not_identical = []
    refusals: dict[str, int] = {}
    for r in results:
        if "error" in r:
            totals["error"] = totals.get("error", 0) + 1
            failures.append(f"{r['file']}: {r['error']}")
            continue
        for v, e in r["versions"].items():
            totals[e["status"]] = totals.get(e["status"], 0) + 1
            if "identical_bytes" in e:
                same_version += 1
                identical += e["identical_bytes"]
                if not e["identical_bytes"]:
                    not_identical.append(r["file"])
            if e["status"] == "refused":
                reason = re.sub(r"'[^']*'", "'...'", e["reason"].split(", cannot")[0])
                refusals[reason] = refusals.get(reason, 0) + 1
            if e["status"] in ("nvidia-rejects", "text-differs"):
                failures.append(f"{r['file']} @ {v}: {e['status']} {e.get('reason', '')}")
    summary = {"files": len(results), "rewrites": totals,
               "same_version_rewrites": same_version, "byte_identical": identical}
    print(json.dumps(summary, indent=1))
    for f in failures[:50]:
        print("FAIL", f)
    if args.json:
        Path(args.json).write_text(json.dumps({"summary": summary, "results": results}, indent=1) + "\n")
    if args.record:
        record = {
            "tool": "tileirdisasm -g (nvidia-cuda-tileiras 13.5.37); texts compared modulo blanks",
            "summary": summary,
            "failures": failures,
            "not_byte_identical": sorted(not_identical),
            "refusals": dict(sorted(refusals.items(), key=lambda kv: -kv[1])),
        }
        name = "NVIDIA_ROUNDTRIP_TEXT.json" if args.via_text else "NVIDIA_ROUNDTRIP.json"
        if args.via_text:
            record["path"] = "bytecode -> IR -> text (-g) -> tileir-as -> bytecode"
        (ROOT / "tests/bytecode" / name).write_text(json.dumps(record, indent=1) + "\n")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
