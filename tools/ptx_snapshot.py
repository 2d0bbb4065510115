"""Digest of the PTX we emit for every corpus kernel, to prove a refactor changes no output.

    python tools/ptx_snapshot.py OUT.json [--targets sm_80,sm_90,sm_100,sm_120] [--jobs N]
    python tools/ptx_snapshot.py --compare BEFORE.json AFTER.json

Each corpus kernel at bytecode 13.4 is compiled with ``tileiras --emit=ptx`` (the console
entry point, in worker processes that each import the compiler once) for each target. The JSON
maps ``kernel@target`` to the SHA-256 of the PTX, or to ``exit N: <first stderr line>`` when the
compile fails, so refusals must stay the same too. ``--compare`` prints every difference and
exits 1 if there is one.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import os
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus" / "bytecode"
DEFAULT_TARGETS = ("sm_80", "sm_90", "sm_100", "sm_120")


def _compile(job: tuple[str, str]) -> tuple[str, str]:
    path, target = job
    from tileiras.cli.tileiras import main

    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "k.ptx")
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            code = main([path, "--gpu-name", target, "--emit=ptx", "-o", out])
        key = f"{Path(path).name.split('.')[0]}@{target}"
        if code != 0:
            first = (err.getvalue().strip().splitlines() or [""])[0]
            return key, f"exit {code}: {first}"
        return key, hashlib.sha256(Path(out).read_bytes()).hexdigest()


def snapshot(out: Path, targets: list[str], jobs: int) -> None:
    files = sorted(str(p) for p in CORPUS.glob("*.13.4.tileirbc"))
    work = [(f, t) for f in files for t in targets]
    result: dict[str, str] = {}
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for i, (key, digest) in enumerate(pool.map(_compile, work, chunksize=4)):
            result[key] = digest
            if i % 100 == 0:
                print(f"{i}/{len(work)}", file=sys.stderr, flush=True)
    out.write_text(json.dumps(dict(sorted(result.items())), indent=1) + "\n")
    failed = sum(v.startswith("exit") for v in result.values())
    print(f"{len(result)} compiles, {failed} refused; written to {out}")


def compare(before: Path, after: Path) -> int:
    a = json.loads(before.read_text())
    b = json.loads(after.read_text())
    diffs = [k for k in sorted(set(a) | set(b)) if a.get(k) != b.get(k)]
    for k in diffs:
        print(f"{k}: {a.get(k, '<missing>')} -> {b.get(k, '<missing>')}")
    print(f"{len(a)} before, {len(b)} after, {len(diffs)} differ")
    return 1 if diffs else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+", type=Path)
    ap.add_argument("--compare", action="store_true")
    ap.add_argument("--targets", default=",".join(DEFAULT_TARGETS))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    if args.compare:
        return compare(*args.paths)
    snapshot(args.paths[0], args.targets.split(","), args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
