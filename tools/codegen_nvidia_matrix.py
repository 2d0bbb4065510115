#!/usr/bin/env python3
"""Record which corpus files NVIDIA's tileiras 13.5 compiles for each of the 12 targets.

Runs `tileiras FILE --gpu-name SM -o OUT` for every kernel at bytecode 13.4 and the newest
version of every hand-made module, for all twelve targets, and writes
tests/codegen/golden/nvidia_compile.json: {file (relative to tests/corpus/bytecode):
{sm: {"rc": int, "errors": [message, ...]}}} where each message is an `error:` line with the
location prefix removed. The code generator's tests compare our refusals with these
(`tests/codegen/test_compile_corpus.py`); the tests never run NVIDIA's tools.

NVIDIA's tools: $TILEIRAS_ORACLE_BIN, else the installed nvidia-cuda-tileiras package.
Usage: python tools/codegen_nvidia_matrix.py [-j N] [--missing]
  --missing   compile only the files the golden does not hold yet and merge them in
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BYTECODE = ROOT / "tests" / "corpus" / "bytecode"
OUT = ROOT / "tests" / "codegen" / "golden" / "nvidia_compile.json"
TARGETS = ["sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100", "sm_103", "sm_107", "sm_110",
           "sm_120", "sm_121"]


def oracle() -> str:
    d = os.environ.get("TILEIRAS_ORACLE_BIN")
    if d:
        return str(Path(d) / "tileiras")
    import nvidia.cu13 as cu13  # type: ignore[import-not-found]

    for p in cu13.__path__:
        cand = Path(p) / "bin" / "tileiras"
        if cand.is_file():
            return str(cand)
    sys.exit("NVIDIA's tileiras not found")


def files() -> list[str]:
    out = sorted(p.name for p in BYTECODE.glob("*.13.4.tileirbc"))
    newest: dict[str, tuple] = {}
    for p in (BYTECODE / "handmade").glob("*.tileirbc"):
        m = re.match(r"(.*)\.(\d+)\.(\d+)\.tileirbc$", p.name)
        key = (int(m.group(2)), int(m.group(3)))
        if m.group(1) not in newest or key > newest[m.group(1)][0]:
            newest[m.group(1)] = (key, p.name)
    return out + sorted("handmade/" + n for _, n in newest.values())


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--missing", action="store_true", help="only files absent from the golden; merge them in")
    args = ap.parse_args(argv)
    tool = oracle()
    result: dict = {}
    todo = files()
    if args.missing and OUT.exists():
        old = json.loads(OUT.read_text())
        result = {f: old[f] for f in todo if f in old}
        todo = [f for f in todo if f not in old]
    with tempfile.TemporaryDirectory() as td:
        def job(item):
            i, (f, sm) = item
            path = BYTECODE / f
            extra = ["--preview=simt"] if path.read_bytes()[10] & 1 else []
            r = subprocess.run([tool, f, "--gpu-name", sm, "-o", f"{td}/{i}.cubin", *extra], cwd=BYTECODE,
                               capture_output=True, text=True)
            errors = [re.sub(r"^.*?: error: ", "", line) if ": error: " in line else line[len("error: "):]
                      for line in r.stderr.splitlines() if "error: " in line]
            return f, sm, {"rc": r.returncode, "errors": errors}

        items = list(enumerate((f, sm) for f in todo for sm in TARGETS))
        with ThreadPoolExecutor(max_workers=args.jobs) as ex:
            for f, sm, rec in ex.map(job, items):
                result.setdefault(f, {})[sm] = rec
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(result, indent=1, sort_keys=True) + "\n")
    print(f"{len(result)} files x {len(TARGETS)} targets -> {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
