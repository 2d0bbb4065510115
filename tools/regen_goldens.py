#!/usr/bin/env python3
"""Regenerate the disassembly goldens from NVIDIA's tileirdisasm.

For every .tileirbc under tests/corpus/bytecode (recursively) this runs NVIDIA's
``tileirdisasm FILE`` and ``tileirdisasm -g FILE`` (plus ``--preview=simt`` for files whose
header has the preview bit) and stores their stdout as
tests/corpus/golden/<relative path>.mlir and .g.mlir.  Both must exit 0.  The tool runs
with tests/corpus/bytecode as its working directory and a relative file name, so nothing
machine-specific can leak into the goldens.

NVIDIA's tools are found through $TILEIRAS_ORACLE_BIN (a directory holding tileirdisasm),
else the installed nvidia-cuda-tileiras package (nvidia/cu13/bin).  Tests never need them:
the goldens are checked in.

Usage: python tools/regen_goldens.py [--check] [-j JOBS]
  --check   compare with the goldens on disk instead of writing (exit 1 on a difference)
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from oracle import find_oracle_bin  # noqa: E402

BC_DIR = ROOT / "tests" / "corpus" / "bytecode"
GOLDEN_DIR = ROOT / "tests" / "corpus" / "golden"


def preview_flags(path: Path) -> list[str]:
    """Bytecode whose header tag has bit 0 set uses preview features: pass --preview=simt
    (the only preview feature NVIDIA 13.5 knows)."""
    head = path.read_bytes()[:12]
    return ["--preview=simt"] if len(head) == 12 and head[10] & 1 else []


def disasm(tool: Path, rel: str, debug: bool) -> tuple[int, str, str]:
    cmd = [str(tool)] + (["-g"] if debug else []) + preview_flags(BC_DIR / rel) + [rel]
    r = subprocess.run(cmd, cwd=BC_DIR, capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 4)
    args = ap.parse_args(argv)

    tool = find_oracle_bin() / "tileirdisasm"
    files = sorted(p.relative_to(BC_DIR).as_posix() for p in BC_DIR.rglob("*.tileirbc"))
    jobs = [(rel, dbg) for rel in files for dbg in (False, True)]

    def run(job):
        rel, dbg = job
        return rel, dbg, disasm(tool, rel, dbg)

    failures = mismatches = 0
    expected: set[Path] = set()
    with ThreadPoolExecutor(max_workers=args.jobs) as ex:
        for rel, dbg, (rc, out, err) in ex.map(run, jobs):
            gold = GOLDEN_DIR / (rel + (".g.mlir" if dbg else ".mlir"))
            expected.add(gold)
            if rc != 0:
                failures += 1
                print(f"error: tileirdisasm {'-g ' if dbg else ''}{rel} exited {rc}: {err.strip()[:300]}",
                      file=sys.stderr)
                continue
            if args.check:
                if not gold.exists() or gold.read_text() != out:
                    mismatches += 1
                    print(f"MISMATCH {gold.relative_to(ROOT)}", file=sys.stderr)
            else:
                gold.parent.mkdir(parents=True, exist_ok=True)
                if not gold.exists() or gold.read_text() != out:
                    gold.write_text(out)

    stale = [p for p in GOLDEN_DIR.rglob("*.mlir") if p not in expected] if GOLDEN_DIR.exists() else []
    if args.check:
        for p in stale:
            print(f"STALE {p.relative_to(ROOT)}", file=sys.stderr)
        print(f"checked {len(jobs)} goldens: {mismatches} mismatches, {len(stale)} stale, {failures} failures")
        return 1 if (mismatches or stale or failures) else 0
    for p in stale:
        p.unlink()
    print(f"{len(files)} bytecode files -> {len(jobs) - failures} goldens; {failures} failures; {len(stale)} stale removed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
