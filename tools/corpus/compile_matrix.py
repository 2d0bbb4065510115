#!/usr/bin/env python3
"""Record whether NVIDIA's tileiras compiles each corpus file, per target.

Runs ``tileiras FILE -o OUT --gpu-name SM`` for the corpus files of one bytecode version
(default: every kernel at 13.4 and every hand-made module at its newest version) and each
target in --targets, and writes tests/corpus/cli/COMPILE.json:
{relative file: {sm: {rc, stderr}}} (the cubin itself is not kept).  Run from
tests/corpus/bytecode with relative names, so messages hold no absolute path.

NVIDIA's tools: $TILEIRAS_ORACLE_BIN, else the installed nvidia-cuda-tileiras package.

Usage: python tools/corpus/compile_matrix.py [--targets sm_80,sm_90,sm_100,sm_120] [-j N]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bad_inputs import CORPUS, find_oracle_bin, run  # noqa: E402

BC = CORPUS / "bytecode"


def pick_files() -> list[str]:
    files = sorted(p.name for p in BC.glob("*.13.4.tileirbc"))
    newest: dict[str, tuple] = {}
    for p in (BC / "handmade").glob("*.tileirbc"):
        m = re.match(r"(.*)\.(\d+)\.(\d+)\.tileirbc$", p.name)
        key = (int(m.group(2)), int(m.group(3)))
        if m.group(1) not in newest or key > newest[m.group(1)][0]:
            newest[m.group(1)] = (key, p.name)
    files += sorted("handmade/" + n for _, n in newest.values())
    return files


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--targets", default="sm_80,sm_90,sm_100,sm_120")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    args = ap.parse_args(argv)
    bindir = find_oracle_bin()
    targets = args.targets.split(",")
    files = pick_files()
    out: dict = {f: {} for f in files}
    with tempfile.TemporaryDirectory() as td:
        def job(item):
            i, (f, sm) = item
            extra = ["--preview=simt"] if (BC / f).read_bytes()[10] & 1 else []
            r = run(["tileiras", f, "-o", f"{td}/{i}.cubin", "--gpu-name", sm, *extra], BC, bindir)
            r["stderr"] = r["stderr"].replace(td, "<tmp>")
            r.pop("stdout")
            return f, sm, r
        items = list(enumerate((f, sm) for f in files for sm in targets))
        with ThreadPoolExecutor(max_workers=args.jobs) as ex:
            for f, sm, r in ex.map(job, items):
                out[f][sm] = r
    dest = CORPUS / "cli" / "COMPILE.json"
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
    fails = {(f, sm): r["rc"] for f, d in out.items() for sm, r in d.items() if r["rc"] != 0}
    print(f"{len(files)} files x {len(targets)} targets; {len(fails)} failures")
    return 0


if __name__ == "__main__":
    sys.exit(main())
