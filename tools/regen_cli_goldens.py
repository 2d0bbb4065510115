#!/usr/bin/env python3
"""Record NVIDIA tileiras/tileirdisasm command-line behaviour as goldens.

Runs NVIDIA's tools (the ``oracle`` extra: ``pip install -e .[oracle]``) on a
fixed list of command lines and writes, per tool, ``tests/golden/cli/<tool>.json``:
exit code, stdout, stderr and which files the run created. The test suite
(``tests/test_cli_tileiras.py``) runs ours on the same command lines and
compares; it never needs NVIDIA's tools.

Inputs (``tests/golden/cli/inputs/``) are made here: empty modules of every
bytecode version (what cuTile Python's version probe writes), damaged headers,
and a small vector-add kernel exported by cuTile Python.

    python tools/regen_cli_goldens.py                 # inputs + goldens
    python tools/regen_cli_goldens.py --derive-order  # print the option-table
        iteration order that decides "Did you mean" ties (for driver/options.py)

NVIDIA's full path to the tool appears in some messages; it is stored as
``{argv0}``.
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden" / "cli"
INPUTS = GOLDEN / "inputs"
ARGV0 = "{argv0}"

E = "empty_13_4.tileirbc"
G = ["--gpu-name", "sm_90"]
GPUS = ["sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100", "sm_103", "sm_107", "sm_110",
        "sm_120", "sm_121"]


def nvidia_bin(tool: str) -> Path:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from oracle import find_oracle_bin

    return find_oracle_bin(tool) / tool


# --------------------------------------------------------------------- inputs
def make_inputs() -> None:
    from cuda.tile._bytecode import write_bytecode  # cuTile Python's own writer
    from cuda.tile._bytecode.version import BytecodeVersion

    INPUTS.mkdir(parents=True, exist_ok=True)
    empties = {}
    for v in BytecodeVersion:
        buf = bytearray()
        with write_bytecode(num_functions=0, buf=buf, version=v):
            pass
        empties[(v.major(), v.minor())] = bytes(buf)
        (INPUTS / f"empty_{v.major()}_{v.minor()}.tileirbc").write_bytes(bytes(buf))
    e = empties[(13, 4)]

    def patched(**changes: int) -> bytes:
        d = bytearray(e)
        for pos, val in changes.items():
            d[int(pos[1:])] = val
        return bytes(d)

    files = {
        "garbage.bin": b"garbage\n",
        # An ELF file that is not a loadable shared library: `-l` tries it as a linkage provider.
        "notalib.so": b"\x7fELF\x02\x01\x01" + bytes(57),
        "emptyfile": b"",
        "mlir.bc": b"ML\xefR\x00\x01",
        "mlir3.bc": b"ML\xef",
        "badmagic7.bc": patched(p7=1),
        "magic10.bc": e[:10],
        "magic12.bc": e[:12],
        "trunc.bc": e[:40],
        "v13_0.bc": patched(p9=0),
        "v13_9.bc": patched(p9=9),
        "v14_6.bc": patched(p8=14, p9=6),
        "v12_4.bc": patched(p8=12),
        "v13_4_tag1.bc": patched(p10=1),
        "v13_4_tag256.bc": patched(p11=1),
    }
    for name, data in files.items():
        (INPUTS / name).write_bytes(data)
    (INPUTS / "args.rsp").write_text(f"{E} --gpu-name sm_90 -o rsp.cubin\n")
    make_vadd(INPUTS / "vadd.tileirbc")


def make_vadd(path: Path) -> None:
    import cuda.tile as ct
    from cuda.tile.compilation import ArrayConstraint, CallingConvention, KernelSignature, export_kernel

    @ct.kernel
    def vadd(a, b, c):
        pid = ct.bid(0)
        ta = ct.load(a, index=(pid,), shape=(16,))
        tb = ct.load(b, index=(pid,), shape=(16,))
        ct.store(c, index=(pid,), tile=ta + tb)

    def arr():
        return ArrayConstraint(ct.float32, 1, index_dtype=ct.int32, stride_lower_bound_incl=0,
                               alias_groups=(), may_alias_internally=False)

    sig = KernelSignature([arr(), arr(), arr()], CallingConvention.cutile_python_v1())
    export_kernel(vadd, [sig], str(path), output_format="tileir_bytecode", bytecode_version="13.4")


# ---------------------------------------------------------------------- cases
def tileiras_cases() -> list[tuple[str, list[str]]]:
    c: list[tuple[str, list[str]]] = [
        ("help", ["--help"]),
        ("help_hidden", ["--help-hidden"]),
        ("help_list", ["--help-list"]),
        ("help_list_hidden", ["--help-list-hidden"]),
        ("h", ["-h"]),
        ("h_grouped", ["-hx"]),
        ("h_via_grouping", ["--hash-based-counter-split"]),
        ("version", ["--version"]),
        ("version_value", ["--version=1"]),
        ("help_value", ["--help=1"]),
        ("help_list_value", ["--help-list=0"]),
        ("list_versions", ["--list-versions"]),
        ("list_versions_true", ["--list-versions=1"]),
        ("list_versions_missing_input", ["--list-versions", "missing.bc"]),
        ("list_versions_then_bad", ["--list-versions", "--bogus"]),
        ("bad_then_list_versions", ["--bogus", "--list-versions"]),
        ("bad_then_help", ["--bogus", "--help"]),
        ("no_args", []),
        ("missing_file", ["missing.bc"]),
        ("directory_input", ["adir", *G]),
        ("dash_is_a_file", [*G, "-"]),
        ("dash_dash", [*G, "--", E]),
        ("response_file", ["@args.rsp"]),
        ("unknown_long", ["--bogus"]),
        ("unknown_short", ["-x", "x.bc"]),
        ("unknown_debug", [E, *G, "--debug"]),
        ("unknown_value_suggestion", [E, *G, "--debug-only=foo"]),
        ("unknown_suggest_short_with_value", [E, *G, "--mcpu=sm_90"]),
        ("unknown_num_warps", [E, *G, "--num-warps=4"]),
        ("unknown_mlir_timing", [E, *G, "--mlir-timing"]),
        ("unknown_print_after_all", [E, *G, "--print-after-all"]),
        ("unknown_nvptx", [E, *G, "--nvptx-short-ptr"]),
        ("unknown_pass_pipeline", [E, *G, "--pass-pipeline=x"]),
        ("unknown_disable_threading", [E, *G, "--mlir-disable-threading"]),
        ("unknown_v", [E, *G, "--v"]),
        ("unknown_enable_name_compression", [E, *G, "--enable-name-compression"]),
        ("group_value_l", [E, *G, "-lfoo", "--preview=simt"]),
        ("group_value_o", [E, *G, "-ofoo.o"]),
        ("group_opaque_pointers", [E, *G, "--opaque-pointers"]),
        ("group_g1", [E, *G, "-g1", "-O0"]),
        ("group_gl_last", [E, *G, "-gl"]),
        ("group_gg", [E, *G, "-gg", "-O0"]),
        ("o_equals", [E, *G, "-o=eq.cubin"]),
        ("two_positionals", ["a", "b"]),
        ("output_file_eats_input", ["--output-file", "x"]),
        ("o_without_value", ["-o"]),
        ("gpu_bad", ["--gpu-name", "bad", "x"]),
        ("gpu_sm90a", ["--gpu-name=sm_90a", "x"]),
        ("gpu_sm75", ["--gpu-name", "sm_75", "x"]),
        ("gpu_upper", [E, "--gpu-name=SM_90"]),
        ("gpu_no_value", [E, "--gpu-name"]),
        ("gpu_empty_value", [E, "--gpu-name="]),
        ("gpu_single_dash", [E, "-gpu-name", "sm_90", "-o", "sd.cubin"]),
        ("arch_alias", [E, "--arch", "sm_90", "-o", "arch.cubin"]),
        ("arch_alias_bad", [E, "--arch=sm_91"]),
        ("no_gpu", [E]),
        ("no_gpu_13_5", ["empty_13_5.tileirbc"]),
        ("no_gpu_before_opt", ["empty_13_1.tileirbc", "-O4"]),
        ("opt_4", [E, *G, "-O4"]),
        ("opt_minus_1", [E, *G, "--opt-level=-1"]),
        ("opt_separate_minus", [E, *G, "-O", "-1"]),
        ("opt_separate", [E, *G, "-O", "2"]),
        ("opt_double_dash_separate", [E, *G, "--O", "3"]),
        ("opt_overflow", [E, *G, "-O99999999999"]),
        ("opt_x", ["-Ox", "x"]),
        ("opt_equals", [E, *G, "-O=3"]),
        ("opt_trailing", [E, *G, "-O3x"]),
        ("opt_empty", [E, *G, "--opt-level="]),
        ("opt_octal", [E, *G, "--opt-level=010"]),
        ("opt_hex", [E, *G, "-O0x10"]),
        ("opt_plus", [E, *G, "--opt-level=+3"]),
        ("opt_space", [E, *G, "--opt-level= 3"]),
        ("debug_o3", [E, *G, "-g"]),
        ("debug_o2", [E, *G, "-g", "-O2"]),
        ("debug_before_o4", [E, *G, "-g", "-O4"]),
        ("lineinfo_bad", [E, *G, "--lineinfo=foo"]),
        ("device_debug_bad", [E, *G, "--device-debug=maybe"]),
        ("g_alias_bad", [E, *G, "-g=maybe"]),
        ("preview_bad", [E, *G, "--preview=foo"]),
        ("preview_empty", [E, *G, "--preview="]),
        ("preview_list_bad", [E, *G, "--preview=simt,foo"]),
        ("preview_no_value", [E, *G, "--preview"]),
        ("library_without_simt", [E, *G, "-l", "lib.x"]),
        ("library_missing", [E, *G, "--preview=simt", "-l", "nothere.x"]),
        ("library_not_an_object", [E, *G, "--preview=simt", "-l", "garbage.bin"]),
        ("library_elf_not_loadable", [E, *G, "--preview=simt", "-l", "./notalib.so"]),
        ("apply_controls", [E, *G, "--apply-controls=foo"]),
        ("apply_controls_after_opt", [E, *G, "--apply-controls=x", "-O4"]),
        ("apply_controls_after_debug", [E, *G, "--apply-controls=x", "-g"]),
        ("apply_controls_before_parse", ["trunc.bc", *G, "--apply-controls=x"]),
        ("sanitize_bad", [E, *G, "--sanitize=foo"]),
        ("sanitize_no_value", [E, *G, "--sanitize"]),
        ("sanitize_empty", [E, *G, "--sanitize="]),
        ("host_arch_bad", [E, *G, "--host-arch=arm64ec"]),
        ("host_os_bad", [E, *G, "--host-os=Linux"]),
        ("remarks_bad", [E, *G, "--remarks=bad"]),
        ("remarks_output_no_value", [E, *G, "--remarks-output-file"]),
        ("hidden_stats_bad", [E, *G, "--stats=foo"]),
        ("hidden_color_bad", [E, *G, "--color=foo"]),
        ("hidden_rng_seed_bad", [E, *G, "--rng-seed=x"]),
        ("hidden_w_bad", [E, *G, "-w=foo"]),
        ("garbage", ["garbage.bin", *G]),
        ("garbage_before_opt", ["garbage.bin", "-O4", *G]),
        ("garbage_no_gpu", ["garbage.bin"]),
        ("empty_file", ["emptyfile", *G]),
        ("mlir_bytecode", ["mlir.bc", *G]),
        ("mlir_magic_short", ["mlir3.bc", *G]),
        ("bad_magic", ["badmagic7.bc"]),
        ("header_10_bytes_no_gpu", ["magic10.bc"]),
        ("version_13_0", ["v13_0.bc", *G]),
        ("version_13_9", ["v13_9.bc", *G]),
        ("version_13_9_no_gpu", ["v13_9.bc"]),
        ("version_14_6", ["v14_6.bc", *G]),
        ("version_12_4_no_gpu", ["v12_4.bc"]),
        ("version_tag_1_no_gpu", ["v13_4_tag1.bc"]),
        ("version_tag_256_no_gpu", ["v13_4_tag256.bc"]),
        ("output_dir_missing", [E, *G, "-o", "nodir/x.cubin"]),
        ("output_is_directory", [E, *G, "-o", "adir"]),
        # Accepted: NVIDIA writes a cubin (ours once code generation lands).
        ("default_output", [E, *G]),
        ("debug_o0", [E, *G, "-g", "-O0"]),
        ("opt_repeated", [E, *G, "-O0", "-O3", "-o", "rep.cubin"]),
        ("output_repeated", [E, *G, "-o", "a.cubin", "-o", "b.cubin"]),
        ("print_options", [E, *G, "--print-options", "--print-all-options"]),
        ("hidden_accepted", [E, *G, "--stats", "--color", "--info-output-file=x", "-w"]),
        ("preview_simt", [E, *G, "--preview", "simt"]),
        ("host_windows", [E, *G, "--host-os=windows", "--host-arch=aarch64", "--sanitize=memcheck"]),
        ("lineinfo", [E, *G, "--lineinfo", "-o", "li.cubin"]),
        ("vadd_sm90", ["vadd.tileirbc", *G, "-o", "vadd.cubin"]),
    ]
    c += [(f"target_{gpu}", [E, "--gpu-name", gpu, "-o", f"{gpu}.cubin"]) for gpu in GPUS]
    c += [(f"cutile_probe_13_{m}", [f"empty_13_{m}.tileirbc", "-o", "probe.cubin", "--gpu-name", "sm_120"])
          for m in range(1, 6)]
    return c


def tileirdisasm_cases() -> list[tuple[str, list[str]]]:
    return [
        ("help", ["--help"]),
        ("help_hidden", ["--help-hidden"]),
        ("help_list", ["--help-list"]),
        ("help_list_hidden", ["--help-list-hidden"]),
        ("version", ["--version"]),
        ("no_args", []),
        ("missing_file", ["missing.bc"]),
        ("garbage", ["garbage.bin"]),
        ("dash_is_a_file_name", ["-"]),
        ("mlir_bytecode", ["mlir.bc"]),
        ("version_13_9", ["v13_9.bc"]),
        ("trunc", ["trunc.bc"]),
        ("two_positionals", ["vadd.tileirbc", "extra"]),
        ("unknown_long", ["--bogus"]),
        ("unknown_ab", ["--ab"]),
        ("unknown_printx", ["--printx"]),
        ("unknown_gpu_name", [E, "--gpu-name", "sm_90"]),
        ("preview_bad", [E, "--preview=foo"]),
        ("g_bad", [E, "-g=2"]),
        ("empty_module", [E]),
        ("vadd", ["vadd.tileirbc"]),
        ("vadd_debug", ["vadd.tileirbc", "-g"]),
    ]


# ---------------------------------------------------------------------- runner
def run_case(exe: str, args: list[str], workdir: Path, argv0: str | None = None) -> dict:
    """Run one command line in a fresh copy of the inputs; what a test compares."""
    with tempfile.TemporaryDirectory(dir=workdir) as tmp:
        cwd = Path(tmp)
        for f in INPUTS.iterdir():
            shutil.copy(f, cwd / f.name)
        (cwd / "adir").mkdir()
        before = {p.name for p in cwd.iterdir()}
        r = subprocess.run([exe, *args], cwd=cwd, capture_output=True, stdin=subprocess.DEVNULL, timeout=300)
        created = {}
        for p in sorted(cwd.iterdir()):
            if p.name not in before:
                head = p.read_bytes()[:20] if p.is_file() else b""
                created[p.name] = "elf-cuda" if head[:4] == b"\x7fELF" and head[18:20] == b"\xbe\x00" else "file"
    out, err = r.stdout.decode(errors="replace"), r.stderr.decode(errors="replace")
    if argv0:
        out, err = out.replace(argv0, ARGV0), err.replace(argv0, ARGV0)
    return {"args": args, "rc": r.returncode, "stdout": out, "stderr": err, "created": created}


def record(tool: str, cases: list[tuple[str, list[str]]]) -> None:
    exe = str(nvidia_bin(tool))
    results = {}
    with tempfile.TemporaryDirectory() as work:
        for name, args in cases:
            results[name] = run_case(exe, args, Path(work), argv0=exe)
    path = GOLDEN / f"{tool}.json"
    path.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")
    print(f"wrote {path.relative_to(ROOT)} ({len(results)} cases)")


# ------------------------------------------------------------- suggest order
def derive_order(tool: str, names: list[str], grouping_starts: str, probes: int = 2000) -> list[str]:
    """The order LLVM's option map iterates, as far as "Did you mean" shows it.

    LLVM suggests the first option, in hash-table order, at the least edit
    distance. Random probe names whose nearest set has two or more options tell
    which of those comes first; a topological sort of all such facts gives an
    order that reproduces every probe.
    """
    from tileiras.driver.cl import edit_distance

    exe = str(nvidia_bin(tool))
    dist = functools.lru_cache(maxsize=None)(edit_distance)
    rng = random.Random(1)
    chars = sorted(set("".join(names)) | set("xyzqk"))

    def mutate(s: str) -> str:
        s_ = list(s)
        for _ in range(rng.randint(0, 4)):
            op = rng.randint(0, 2)
            if op == 0 and s_:
                del s_[rng.randrange(len(s_))]
            elif op == 1:
                s_.insert(rng.randint(0, len(s_)), rng.choice(chars))
            elif s_:
                s_[rng.randrange(len(s_))] = rng.choice(chars)
        return "".join(s_)

    def gen() -> str:
        k = rng.randint(0, 3)
        if k == 0:
            return "".join(rng.choice(chars) for _ in range(rng.randint(1, 18)))
        if k == 1:
            return mutate(rng.choice(names))
        if k == 2:
            a, b = rng.sample(names, 2)
            return mutate(a[: rng.randint(0, len(a))] + b[rng.randint(0, len(b)):])
        return mutate(mutate(rng.choice(names)) + rng.choice(chars) * rng.randint(0, 6))

    before: set[tuple[str, str]] = set()
    seen: set[frozenset[str]] = set()
    found = tries = 0
    while found < probes and tries < 200_000:
        tries += 1
        s = gen()
        if not s or "=" in s or s[0] in grouping_starts or s[0] == "-" or s in names:
            continue
        d = {n: dist(n, s) for n in names}
        low = min(d.values())
        nearest = frozenset(n for n in names if d[n] == low)
        if len(nearest) < 2 or nearest in seen:
            continue
        seen.add(nearest)
        r = subprocess.run([exe, "--" + s], capture_output=True, text=True)
        lines = [x for x in r.stderr.splitlines() if "Did you mean" in x]
        if not lines:
            continue  # accepted by an option not in `names`
        winner = lines[0].split("'")[1].lstrip("-")
        found += 1
        before |= {(winner, x) for x in nearest if x != winner}
    order: list[str] = []
    pending = list(names)
    while pending:
        free = [n for n in pending if not any((m, n) in before for m in pending if m != n)]
        if not free:
            raise SystemExit("contradictory probes")
        order.append(free[0])
        pending.remove(free[0])
    return order


def record_suggestions(tool: str, names: list[str], count: int = 400) -> None:
    """Random unknown options and what NVIDIA answers: checks the "Did you mean"
    emulation (edit distance, grouping, the option-table order) wholesale."""
    exe = str(nvidia_bin(tool))
    rng = random.Random(7)
    chars = sorted(set("".join(names)) | set("xyzqk=_"))
    probes: dict[str, str] = {}
    while len(probes) < count:
        k = rng.randint(0, 2)
        if k == 0:
            s = "".join(rng.choice(chars) for _ in range(rng.randint(1, 16)))
        else:
            base = list(rng.choice(names))
            for _ in range(rng.randint(1, 4)):
                op = rng.randint(0, 2)
                if op == 0 and base:
                    del base[rng.randrange(len(base))]
                elif op == 1:
                    base.insert(rng.randint(0, len(base)), rng.choice(chars))
                elif base:
                    base[rng.randrange(len(base))] = rng.choice(chars)
            s = "".join(base)
        arg = ("--" if rng.random() < 0.7 else "-") + s
        if arg in probes or arg.lstrip("-") in names:
            continue
        r = subprocess.run([exe, arg], capture_output=True, text=True, stdin=subprocess.DEVNULL)
        if r.returncode != 1 or r.stdout:
            continue  # accepted, or help printed: not a suggestion probe
        probes[arg] = r.stderr.replace(exe, ARGV0)
    path = GOLDEN / f"{tool}_suggestions.json"
    path.write_text(json.dumps(probes, indent=1, sort_keys=True) + "\n")
    print(f"wrote {path.relative_to(ROOT)} ({len(probes)} probes)")


def option_names(tool: str) -> list[str]:
    """Our declared option names that NVIDIA's tool lists (none of our extensions)."""
    from tileiras.cli import tileirdisasm
    from tileiras.driver import options
    from tileiras.driver.cl import REALLY_HIDDEN

    parser = (options if tool == "tileiras" else tileirdisasm).make_parser()
    OURS = options.OURS
    return [o.name for o in parser.options
            if o.hidden != REALLY_HIDDEN and parser.target(o).category != OURS]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--derive-order", action="store_true")
    ap.add_argument("--skip-inputs", action="store_true", help="keep the checked-in inputs")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT / "src"))
    if args.derive_order:
        for tool in ("tileiras", "tileirdisasm"):
            # One-letter grouping/prefix options, hidden or not, turn a probe into something else.
            starts = "ghloOw" if tool == "tileiras" else "ghw"
            print(tool, derive_order(tool, option_names(tool), starts))
        return
    if not args.skip_inputs:
        make_inputs()
    record("tileiras", tileiras_cases())
    record("tileirdisasm", tileirdisasm_cases())
    for tool in ("tileiras", "tileirdisasm"):
        record_suggestions(tool, option_names(tool))


if __name__ == "__main__":
    main()
