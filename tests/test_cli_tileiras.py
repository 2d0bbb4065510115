"""Our tileiras and tileirdisasm command lines against NVIDIA's, recorded as goldens.

``tests/golden/cli/*.json`` were made by ``tools/regen_cli_goldens.py`` from
NVIDIA's 13.5 binaries; these tests never run NVIDIA's tools. Each case runs our
tool in-process in a scratch copy of ``tests/golden/cli/inputs`` and compares
exit code, stdout, stderr and the files created.

Deliberate differences, checked separately:
- ``--version``: ours names itself (same layout, same release line);
- ``--help`` and friends: ours has an extra category of options after NVIDIA's;
- an unwritable output file: same exit code (2), but we say why (NVIDIA is silent).
Where NVIDIA writes a cubin, ours must write one too.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tileiras.cli import tileiras as tileiras_cli
from tileiras.cli import tileirdisasm as tileirdisasm_cli
from tileiras.driver import options
from tileiras.driver.cl import REALLY_HIDDEN

GOLDEN = Path(__file__).parent / "golden" / "cli"
INPUTS = GOLDEN / "inputs"
ARGV0 = {"tileiras": "/opt/tileiras/bin/tileiras", "tileirdisasm": "/opt/tileiras/bin/tileirdisasm"}
RUN = {"tileiras": tileiras_cli.run, "tileirdisasm": tileirdisasm_cli.run}
VERSION_CASES = {"version"}
HELP_CASES = {"help", "help_hidden", "help_list", "help_list_hidden", "h", "h_grouped", "h_via_grouping",
              "no_args", "bad_then_help", "output_file_eats_input"}
OUTPUT_FAILURES = {"output_dir_missing", "output_is_directory"}
# Nearer to one of our own options than to any of NVIDIA's: we suggest ours.
SUGGESTS_OURS = {"unknown_print_after_all": "--print-ir-after-all"}
def load(name: str) -> dict:
    return json.loads((GOLDEN / name).read_text())


def our_option_lines(text: str) -> str:
    """Remove the help rows of our own options (and their category), leaving NVIDIA's text."""
    parser = options.make_parser()
    ours = [o for o in parser.options if o.category == options.OURS]
    header = f"\n{options.OURS}:\n"
    if header in text:
        text = text[: text.index(header)] + "\n" * 0
    out, skipping = [], False
    for line in text.splitlines(keepends=True):
        if any(line.startswith(f"  --{o.name}=") or line.startswith(f"  --{o.name} ") for o in ours):
            skipping = True
            continue
        if skipping and line.startswith("    ="):
            continue
        skipping = False
        out.append(line)
    return "".join(out)


def run_ours(tool: str, args: list[str], tmp_path: Path) -> dict:
    work = tmp_path / "work"
    shutil.copytree(INPUTS, work)
    (work / "adir").mkdir()
    before = {p.name for p in work.iterdir()}
    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(work)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = RUN[tool](args, ARGV0[tool])
    finally:
        os.chdir(cwd)
    created = {}
    for p in sorted(work.iterdir()):
        if p.name not in before:
            head = p.read_bytes()[:20] if p.is_file() else b""
            created[p.name] = "elf-cuda" if head[:4] == b"\x7fELF" and head[18:20] == b"\xbe\x00" else "file"
    return {"rc": rc, "stdout": out.getvalue(), "stderr": err.getvalue(), "created": created}


def expected(tool: str, case: dict) -> dict:
    fix = lambda s: s.replace("{argv0}", ARGV0[tool])  # noqa: E731
    return {"rc": case["rc"], "stdout": fix(case["stdout"]), "stderr": fix(case["stderr"]),
            "created": case["created"]}


TILEIRAS = load("tileiras.json")
TILEIRDISASM = load("tileirdisasm.json")


@pytest.mark.parametrize("name", sorted(TILEIRAS))
def test_tileiras_matches_nvidia(name: str, tmp_path: Path) -> None:
    want = expected("tileiras", TILEIRAS[name])
    got = run_ours("tileiras", TILEIRAS[name]["args"], tmp_path)
    if name in VERSION_CASES:
        return check_version(got["stdout"], want["stdout"])
    if name in OUTPUT_FAILURES:
        assert (got["rc"], got["created"]) == (want["rc"], want["created"])
        assert got["stderr"].startswith("error: unable to write output file")
        return
    if name in HELP_CASES:
        got["stdout"] = our_option_lines(got["stdout"])
    if name in SUGGESTS_OURS:
        unknown, suggestion = got["stderr"].splitlines()
        assert unknown == want["stderr"].splitlines()[0]
        assert suggestion == f"tileiras: Did you mean '{SUGGESTS_OURS[name]}'?"
        return
    assert got == want


@pytest.mark.parametrize("name", sorted(TILEIRDISASM))
def test_tileirdisasm_matches_nvidia(name: str, tmp_path: Path) -> None:
    want = expected("tileirdisasm", TILEIRDISASM[name])
    got = run_ours("tileirdisasm", TILEIRDISASM[name]["args"], tmp_path)
    if name in VERSION_CASES:
        return check_version(got["stdout"], want["stdout"])
    assert got == want


def check_version(ours: str, nvidia: str) -> None:
    """Same five-line layout and release line; otherwise clearly not NVIDIA's."""
    o, n = ours.splitlines(), nvidia.splitlines()
    assert len(o) == len(n) == 5
    assert o[0].split(":")[0] == n[0].split(":")[0]
    assert o[3] == n[3] == "Cuda compilation tools, release 13.5, V13.5.37"
    assert o[4].startswith("Build ") and o[4] != n[4]
    assert "NVIDIA (R)" not in o[0]


@pytest.mark.parametrize("tool", ["tileiras", "tileirdisasm"])
def test_did_you_mean_matches_nvidia(tool: str) -> None:
    """LLVM's suggestion for hundreds of random unknown options, as NVIDIA prints it."""
    probes = load(f"{tool}_suggestions.json")
    ours = {o.name for o in options.make_parser().options if o.category == options.OURS}
    mismatches, extensions = [], 0
    for arg, nvidia_stderr in probes.items():
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            rc = RUN[tool]([arg], ARGV0[tool])
        if tool == "tileiras" and any(f"-{name}" in err.getvalue() for name in ours):
            extensions += 1  # nearer to one of our own options: a legitimate difference
            continue
        if (rc, err.getvalue()) != (1, nvidia_stderr.replace("{argv0}", ARGV0[tool])):
            mismatches.append((arg, err.getvalue(), nvidia_stderr))
    assert not mismatches, mismatches[:5]
    assert extensions <= len(probes) // 20


def test_version_is_deterministic_and_keyed_on_sources() -> None:
    from tileiras.driver import version

    assert version.banner("tileiras", "x") == version.banner("tileiras", "x")
    assert len(version.fingerprint()) == 12


def test_our_options_are_in_help_and_parse() -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert tileiras_cli.run(["--help"], "tileiras") == 0
    text = out.getvalue()
    assert text.index("TileIR Assembler Remark Options") < text.index(options.OURS)
    for flag in ("--emit=<value>", "--print-ir-after=<pass>", "--print-ir-after-all", "--time-passes"):
        assert flag in text
    opts = options.parse_args(["x.bc", "--emit=ptx", "--print-ir-after=a,b", "--print-ir-after-all",
                               "--time-passes", "--gpu-name", "sm_100"])
    assert (opts.emit, opts.print_ir_after, opts.print_ir_after_all, opts.time_passes) == (
        "ptx", ["a", "b"], True, True)
    assert opts.target.ptx_target == "sm_100a"


def test_defaults_match_nvidia() -> None:
    opts = options.parse_args(["in.tileirbc"])
    assert (opts.output, opts.opt_level, opts.gpu_name, opts.device_debug, opts.lineinfo) == (
        "elf.o", 3, None, False, False)


def test_really_hidden_options_are_never_suggested() -> None:
    parser = options.make_parser()
    hidden = {o.name for o in parser.options if o.hidden == REALLY_HIDDEN}
    assert not hidden & {o.name for o in parser._suggest}


def test_console_script_never_shows_a_traceback(tmp_path: Path) -> None:
    """The real entry point in a subprocess: exit codes and no traceback."""
    src = str(Path(tileiras_cli.__file__).resolve().parents[2])
    env = dict(os.environ, PYTHONPATH=src + os.pathsep + os.environ.get("PYTHONPATH", ""))
    code = "import sys; from tileiras.cli.tileiras import main; sys.exit(main())"
    bad = tmp_path / "bad.tileirbc"
    bad.write_bytes(b"\x7fTileIR\x00\x0d\x04\x00\x00" + b"\xff" * 8)
    for args, rc in ((["--bogus"], 1), ([str(bad), "--gpu-name", "sm_90"], 3), ([str(bad)], 2)):
        r = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env,
                           cwd=tmp_path)
        assert r.returncode == rc, r.stderr
        assert "Traceback" not in r.stderr
    assert not (tmp_path / "elf.o").exists()


def test_internal_error_is_exit_5(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    def boom(*args, **kwargs):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(tileiras_cli, "run", boom)
    assert tileiras_cli.main(["x"]) == 5
    assert capsys.readouterr().err == "error: internal compiler error: ZeroDivisionError: boom\n"


BAD = Path(__file__).parent / "corpus" / "bad"
BAD_GOLDEN = json.loads((BAD / "GOLDEN.json").read_text())
BAD_REJECTED = sorted(n for n, v in BAD_GOLDEN.items() if v["tileiras"]["rc"] == 3)
TILEIRAS_DIFFERENCES = {
    "cutile_rejected/int_arith_u32.13.1.tileirbc": "file:L:C before a verifier error (diagnostics.py)",
    "cutile_rejected/int_arith_u32.13.3.tileirbc": "file:L:C before a verifier error (diagnostics.py)",
    "cutile_rejected/int_arith_u32.13.4.tileirbc": "file:L:C before a verifier error (diagnostics.py)",
    "missing_global_section.tileirbc": "file:L:C before a verifier error (diagnostics.py)",
    "magic_only.tileirbc": "NVIDIA reads the version past the end of the file",
    "truncated_0008.tileirbc": "NVIDIA reads the version past the end of the file",
    "truncated_0009.tileirbc": "NVIDIA reads the version past the end of the file",
}
"""Bad files where our tileiras prints other text than NVIDIA's, on purpose (same exit code)."""


@pytest.mark.parametrize("name", BAD_REJECTED)
def test_tileiras_bad_input_matches_nvidia(name: str) -> None:
    """What NVIDIA's tileiras refuses (exit 3: its reader or verifier) ours refuses before
    compiling, with the same chain of errors."""
    want = BAD_GOLDEN[name]["tileiras"]
    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(BAD)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = tileiras_cli.run([name, "-o", "/nonexistent/x.cubin", "--gpu-name", "sm_100"], "tileiras")
    finally:
        os.chdir(cwd)
    assert rc == want["rc"]
    reason = TILEIRAS_DIFFERENCES.get(name, "")
    if reason.startswith("file:L:C"):
        assert err.getvalue().split(": error: ", 1)[1] == want["stderr"].split("error: ", 1)[1]
    elif not reason:
        assert err.getvalue() == want["stderr"]


def test_sanitize_memcheck_instruments_the_cubin(tmp_path: Path) -> None:
    """``--sanitize=memcheck`` makes ptxas instrument each access, as NVIDIA's build does.

    NVIDIA's tileiras leaves the PTX alone and adds ``-sanitize=memcheck`` to
    ptxas; the instrumented cubin calls the device heap (``malloc``/``free``)
    and is several times larger than the plain one.
    """
    src = Path(__file__).parents[1] / "examples" / "vadd.tileirbc"
    plain, checked = tmp_path / "plain.cubin", tmp_path / "checked.cubin"
    base = [str(src), "--gpu-name", "sm_90"]
    assert tileiras_cli.main([*base, "-o", str(plain)]) == 0
    assert tileiras_cli.main([*base, "--sanitize=memcheck", "-o", str(checked)]) == 0
    plain_bytes, checked_bytes = plain.read_bytes(), checked.read_bytes()
    assert b"malloc" not in plain_bytes and b"malloc" in checked_bytes
    assert len(checked_bytes) > 2 * len(plain_bytes)


def test_output_dash_is_stdout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`-o -` writes the cubin to standard output (as NVIDIA's tileiras does), not to a file."""
    src = Path(__file__).parents[1] / "examples" / "vadd.tileirbc"
    monkeypatch.chdir(tmp_path)
    raw = io.BytesIO()
    stdout = io.TextIOWrapper(raw, encoding="utf-8")
    with contextlib.redirect_stdout(stdout):
        assert tileiras_cli.main([str(src), "--gpu-name", "sm_90", "-o", "-"]) == 0
    stdout.flush()
    assert raw.getvalue()[:4] == b"\x7fELF"
    assert list(tmp_path.iterdir()) == []
