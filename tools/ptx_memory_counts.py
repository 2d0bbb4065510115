#!/usr/bin/env python3
"""Count the memory traffic instructions of a kernel's PTX, ours against NVIDIA's.

    python tools/ptx_memory_counts.py KERNEL [KERNEL ...] [--gpu-name sm_100] [--ours-only]

KERNEL is a corpus case name (tests/corpus/bytecode/KERNEL.13.4.tileirbc) or a path to a
bytecode file. Ours: `tileiras --emit=ptx`; NVIDIA's: its tileiras with `--lineinfo`, whose
cubin carries the PTX in section `.nv_debug_ptx_txt` (NUL-separated lines). For each kernel one row per compiler:
the static count of global/shared loads and stores by width in bits (`ld.g.128` = 128-bit
global loads: `.v4.b32` or `.v2.b64` ...), shuffles (`shfl.sync`), barriers (`bar.sync`,
`barrier.sync`) and, where present, TMA (`cp.async.bulk`), `cp.async`, `stmatrix`, `ldmatrix`. Static counts: an instruction in a loop counts once.

Needs NVIDIA's tools (see tools/oracle.py); tests never run this. Our compiler is the
`tileiras` package on the path (PYTHONPATH=src for this tree), so the same command measures
another checkout's compiler with its PYTHONPATH.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from oracle import find_oracle_bin  # noqa: E402

from tileiras.toolchain.cubin import _sections  # noqa: E402

BYTECODE = ROOT / "tests" / "corpus" / "bytecode"

_MEM = re.compile(r"^\s*(?:@!?%p\d+\s+)?(ld|st)\.(global|shared)(?:::cta)?((?:\.[a-z0-9]+)*)\s")
_TYPE_BITS = re.compile(r"\.[bufs](8|16|32|64|128)$")


def access_bits(suffixes: str) -> int:
    """Width in bits of an `ld`/`st` with the dot-separated `suffixes` after its state space."""
    parts = suffixes.split(".")
    vec = 1
    bits = 0
    for p in parts:
        if p in ("v2", "v4", "v8"):
            vec = int(p[1:])
        m = _TYPE_BITS.match("." + p)
        if m:
            bits = int(m.group(1))
    return vec * bits


def count(ptx: str) -> Counter:
    """Static instruction counts of `ptx` (see the module docstring for the keys)."""
    c: Counter = Counter()
    for line in ptx.splitlines():
        m = _MEM.match(line)
        if m:
            kind, space, suffixes = m.groups()
            c[f"{kind}.{space[0]}.{access_bits(suffixes)}"] += 1
            continue
        s = re.sub(r"^@!?%p\d+\s+", "", line.strip())
        for prefix in ("cp.async.bulk", "cp.async", "stmatrix", "ldmatrix"):
            if s.startswith(prefix):
                c[prefix] += 1
                break
        if s.startswith("shfl.sync"):
            c["shfl"] += 1
        elif s.startswith(("bar.sync", "barrier.sync")):
            c["bar"] += 1
    return c


def ours(path: Path, target: str) -> str:
    from tileiras.cli.tileiras import main

    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "k.ptx")
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            code = main([str(path), "--gpu-name", target, "--emit=ptx", "-o", out])
        if code != 0:
            raise RuntimeError(f"ours: exit {code}: {err.getvalue().strip()}")
        return Path(out).read_text()


def nvidia(path: Path, target: str) -> str:
    tool = find_oracle_bin("tileiras") / "tileiras"
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "k.cubin")
        r = subprocess.run([str(tool), str(path), "--gpu-name", target, "--lineinfo", "-o", out],
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"nvidia: exit {r.returncode}: {r.stderr.strip()}")
        ptx = _sections(Path(out).read_bytes()).get(".nv_debug_ptx_txt")
        if ptx is None:
            raise RuntimeError("nvidia: cubin has no .nv_debug_ptx_txt")
        return ptx.replace(b"\0", b"\n").decode()  # NUL-separated lines


def resolve(name: str) -> Path:
    p = Path(name)
    return p if p.suffix == ".tileirbc" else BYTECODE / f"{name}.13.4.tileirbc"


def row(counts: Counter) -> str:
    keys = sorted(k for k in counts if k[:5] in ("ld.g.", "ld.s.", "st.g.", "st.s."))
    mem = " ".join(f"{k}:{counts[k]}" for k in keys)
    other = " ".join(f"{k}:{counts[k]}" for k in ("cp.async.bulk", "cp.async", "stmatrix", "ldmatrix") if counts[k])
    return f"{mem}  shfl:{counts['shfl']} bar:{counts['bar']}" + (f"  {other}" if other else "")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("kernels", nargs="+")
    ap.add_argument("--gpu-name", default="sm_100")
    ap.add_argument("--ours-only", action="store_true")
    args = ap.parse_args(argv)
    for name in args.kernels:
        path = resolve(name)
        if not path.exists():
            print(f"error: {path}: no such file", file=sys.stderr)
            return 1
        compilers = [("ours", ours)] + ([] if args.ours_only else [("nvidia", nvidia)])
        for who, fn in compilers:
            try:
                text = row(count(fn(path, args.gpu_name)))
            except RuntimeError as e:
                text = str(e).splitlines()[0]
            print(f"{Path(name).name:32s} {who:6s} {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
