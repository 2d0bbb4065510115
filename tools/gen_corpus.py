#!/usr/bin/env python3
"""Export the cuTile Python kernel corpus to TileIR bytecode.

Every case in tools/corpus/kernels/*.py (module-level ``CASES`` lists) is exported with
cuTile Python (``cuda.tile.compilation.export_kernel``) at each bytecode version into
tests/corpus/bytecode/<case>.<version>.tileirbc.  A case that cuTile refuses at a version
is skipped there and the refusal is recorded in tests/corpus/MANIFEST.json under
``kernels.<case>.versions.<version>.skipped``.

Determinism: the kernel files are compiled with the relative file name
``kernels/<file>.py`` and the export runs with tools/corpus as the working directory, so
the debug info embeds ``di_file<"<file>.py" in "kernels">`` and no absolute path.

Usage: python tools/gen_corpus.py [--versions 13.1,13.3,13.4] [-k SUBSTRING] [--check]
  --check   export to memory and compare with the files on disk (exit 1 on a difference)
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import sys
import traceback
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import oracle  # noqa: E402

CORPUS_SRC = ROOT / "tools" / "corpus"
OUT_DIR = ROOT / "tests" / "corpus" / "bytecode"
MANIFEST = ROOT / "tests" / "corpus" / "MANIFEST.json"
REJECTED_DIR = ROOT / "tests" / "corpus" / "bad" / "cutile_rejected"
DEFAULT_VERSIONS = ("13.1", "13.3", "13.4")


def find_oracle_bin() -> Path | None:
    """NVIDIA's tool directory, or None (then nothing is checked against NVIDIA)."""
    return oracle.find_oracle_bin("tileirdisasm", optional=True)


def oracle_rejects(data: bytes, bindir: Path | None) -> str | None:
    """Run NVIDIA's tileirdisasm on data; return its error text if it exits non-zero."""
    if bindir is None:
        return None
    import subprocess
    import tempfile
    with tempfile.NamedTemporaryFile(suffix=".tileirbc") as f:
        f.write(data)
        f.flush()
        r = subprocess.run([str(bindir / "tileirdisasm"), f.name], capture_output=True, text=True)
    if r.returncode == 0:
        return None
    errs = [ln for ln in r.stderr.splitlines() if "error:" in ln]
    msg = errs[0] if errs else r.stderr.strip()
    # drop the long location prefix, keep the message
    if "error: " in msg:
        msg = "error: " + msg.split("error: ", 1)[1]
    return f"tileirdisasm rc={r.returncode}: {msg}"


def load_manifest() -> dict:
    if MANIFEST.exists():
        return json.loads(MANIFEST.read_text())
    return {}


def write_manifest(section: str, data) -> None:
    """Replace one top-level section of MANIFEST.json (other scripts own the others)."""
    m = load_manifest()
    m[section] = data
    MANIFEST.parent.mkdir(parents=True, exist_ok=True)
    MANIFEST.write_text(json.dumps(m, indent=1, sort_keys=True) + "\n")


def stabilize_cutile_paths() -> bytes:
    """Make cuTile's own tile functions report a relative file name.

    Tile methods such as ``Tile.astype``/``reshape``/``transpose`` are Python functions in
    cuda/tile/_stub.py that cuTile inlines; their debug info (subprogram file, call-site
    locations) would carry the absolute path of the installed package.  Rewrite the
    co_filename of every function in the cuda.tile modules to its path relative to
    site-packages (e.g. "cuda/tile/_stub.py") and seed linecache with the source under that
    name, so the bytecode is the same on every machine.  Returns the absolute prefix that
    must no longer appear in any output.
    """
    import linecache
    import cuda.tile
    import cuda.tile._compile  # noqa: F401  (load the modules whose functions get inlined)
    import cuda.tile.compilation  # noqa: F401

    base = Path(cuda.tile.__file__).resolve().parent.parent.parent

    def fix_code(co, rel):
        consts = tuple(fix_code(c, rel) if isinstance(c, types.CodeType) else c for c in co.co_consts)
        return co.replace(co_filename=rel, co_consts=consts)

    seen: set[int] = set()
    seen_cls: set[tuple] = set()

    def fix_func(fn, modfile, rel):
        while fn is not None:
            if isinstance(fn, types.FunctionType) and id(fn) not in seen \
                    and fn.__code__.co_filename == modfile:
                seen.add(id(fn))
                fn.__code__ = fix_code(fn.__code__, rel)
            fn = getattr(fn, "__wrapped__", None)

    def walk(obj, modfile, rel, depth=0):
        if isinstance(obj, (types.FunctionType, types.MethodType)):
            fix_func(getattr(obj, "__func__", obj), modfile, rel)
        elif isinstance(obj, (staticmethod, classmethod)):
            fix_func(obj.__func__, modfile, rel)
        elif isinstance(obj, property):
            for f in (obj.fget, obj.fset, obj.fdel):
                fix_func(f, modfile, rel)
        elif isinstance(obj, type) and depth < 3 and (id(obj), modfile) not in seen_cls:
            seen_cls.add((id(obj), modfile))
            for v in list(vars(obj).values()):
                walk(v, modfile, rel, depth + 1)
        elif callable(obj) and hasattr(obj, "__wrapped__"):
            fix_func(obj.__wrapped__, modfile, rel)

    for name, mod in sorted(sys.modules.items()):
        modfile = getattr(mod, "__file__", None)
        if not (name == "cuda.tile" or name.startswith("cuda.tile.")) or not modfile \
                or not modfile.endswith(".py"):
            continue
        rel = Path(modfile).resolve().relative_to(base).as_posix()
        src = Path(modfile).read_text()
        linecache.cache[rel] = (len(src), None, src.splitlines(True), rel)
        for obj in list(vars(mod).values()):
            walk(obj, modfile, rel)
    return str(base).encode()


def load_kernel_files(only: str | None = None):
    """Import tools/corpus/kernels/*.py under relative file names; yield (relpath, cases)."""
    sys.path.insert(0, ".")  # corpus_lib
    for path in sorted(Path("kernels").glob("*.py")):
        if path.name.startswith("_"):
            continue
        rel = path.as_posix()  # "kernels/<file>.py", relative to tools/corpus
        modname = "corpus_kernels_" + path.stem
        mod = types.ModuleType(modname)
        mod.__file__ = rel
        sys.modules[modname] = mod
        exec(compile(path.read_text(), rel, "exec"), mod.__dict__)
        cases = getattr(mod, "CASES", [])
        for c in cases:
            c.family = c.family or path.stem
        if only:
            cases = [c for c in cases if only in c.name]
        yield rel, cases


def export_one(case, version: str) -> tuple[bytes, list[str]]:
    """Export one case; return the bytecode and the warnings cuTile issued."""
    import warnings
    from cuda.tile.compilation import export_kernel
    buf = io.BytesIO()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        export_kernel(case.kernel, case.signatures(), buf, output_format="tileir_bytecode",
                      bytecode_version=version, gpu_code=case.gpu_code)
    return buf.getvalue(), sorted({str(w.message) for w in caught})


def short_reason(exc: BaseException) -> str:
    msg = str(exc).strip().splitlines()
    first = msg[0] if msg else ""
    # cuTile's errors carry a location and a caret block; keep the message lines only
    text = " ".join(line.strip() for line in msg if line.strip() and not line.strip().startswith("^"))
    return f"{type(exc).__name__}: {text or first}"[:600]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--versions", default=",".join(DEFAULT_VERSIONS))
    ap.add_argument("-k", dest="only", default=None, help="only cases whose name contains this")
    ap.add_argument("--check", action="store_true", help="compare with the files on disk")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    versions = [v.strip() for v in args.versions.split(",") if v.strip()]

    bindir = find_oracle_bin()
    if bindir is None:
        print("warning: NVIDIA's tileirdisasm not found; exports are not validated", file=sys.stderr)
    abs_prefix = stabilize_cutile_paths()
    os.chdir(CORPUS_SRC)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    REJECTED_DIR.mkdir(parents=True, exist_ok=True)

    entries: dict[str, dict] = {}
    names_seen: set[str] = set()
    failures = 0
    mismatches = 0
    written: set[str] = set()
    for rel, cases in load_kernel_files(args.only):
        for c in cases:
            if c.name in names_seen:
                print(f"error: duplicate case name {c.name}", file=sys.stderr)
                return 2
            names_seen.add(c.name)
            entry = c.describe()
            entry["source"] = "tools/corpus/" + rel
            entry["versions"] = {}
            for ver in versions:
                fname = f"{c.name}.{ver}.tileirbc"
                try:
                    data, warns = export_one(c, ver)
                except Exception as e:  # cuTile refuses this kernel at this version
                    reason = short_reason(e)
                    entry["versions"][ver] = {"skipped": reason}
                    if args.verbose:
                        traceback.print_exc()
                    print(f"skip {c.name} @ {ver}: {reason}", file=sys.stderr)
                    continue
                if abs_prefix in data or str(ROOT).encode() in data:
                    print(f"error: {c.name} @ {ver}: the bytecode holds an absolute path", file=sys.stderr)
                    failures += 1
                rejected = oracle_rejects(data, bindir)
                out_dir = REJECTED_DIR if rejected else OUT_DIR
                entry["versions"][ver] = {
                    "file": out_dir.relative_to(ROOT).as_posix() + "/" + fname,
                    "size": len(data),
                    "sha256": hashlib.sha256(data).hexdigest(),
                }
                if warns:
                    entry["versions"][ver]["cutile_warnings"] = warns
                if rejected:
                    entry["versions"][ver]["rejected_by_nvidia"] = rejected
                    print(f"rejected {c.name} @ {ver}: {rejected}", file=sys.stderr)
                out = out_dir / fname
                written.add(out)
                if args.check:
                    if not out.exists() or out.read_bytes() != data:
                        print(f"MISMATCH {fname}", file=sys.stderr)
                        mismatches += 1
                else:
                    out.write_bytes(data)
            if not any("file" in v and "rejected_by_nvidia" not in v
                       for v in entry["versions"].values()):
                if not getattr(c, "expect_rejected", False):
                    failures += 1
                    print(f"error: {c.name} exported at no version", file=sys.stderr)
            entries[c.name] = entry

    if args.check:
        print(f"checked {len(written)} files, {mismatches} mismatches")
        return 1 if mismatches else 0

    if args.only is None:
        # drop stale top-level files (handmade/ belongs to tools/corpus/handmade.py)
        for d in (OUT_DIR, REJECTED_DIR):
            for p in d.glob("*.tileirbc"):
                if p not in written:
                    p.unlink()
        write_manifest("kernels", entries)
    else:
        m = load_manifest().get("kernels", {})
        m.update(entries)
        write_manifest("kernels", m)

    per_ver = {v: sum(1 for e in entries.values()
                      if "file" in e["versions"].get(v, {})
                      and "rejected_by_nvidia" not in e["versions"][v]) for v in versions}
    print(f"{len(entries)} cases; files per version: {per_ver}; cases exported nowhere: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
