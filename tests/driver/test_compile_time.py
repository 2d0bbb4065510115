"""Compile-time shortcuts (issue 16) that must not change what is compiled: libdevice reduced to
the functions a kernel calls before linking, the warm server's rehearsal, ptxas started through
setpriv."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from tileiras.target import Target, get_target

KERNEL_CALLING_LIBDEVICE = """\
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_expf(float)
declare float @__nv_sinf(float)

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  %e = call float @__nv_expf(float %x)
  %s = call float @__nv_sinf(float %e)
  store float %s, ptr addrspace(1) %p
  ret void
}
"""


def test_libdevice_is_linked_reduced_to_what_the_kernel_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    """The PTX is the one of linking all of libdevice, and the linked module holds only the
    functions called (and what they call), not libdevice's hundreds."""
    from tileiras.codegen import nvptx

    target = get_target("sm_90")
    kept: list[set[str]] = []
    reduce = nvptx._keep_only

    def recording(lib, wanted: set[str], target: Target) -> None:
        reduce(lib, wanted, target)
        kept.append({f.name for f in lib.functions if not f.is_declaration})

    monkeypatch.setattr(nvptx, "_keep_only", recording)
    reduced = nvptx.compile_to_ptx(KERNEL_CALLING_LIBDEVICE, target, 3, ["k"])
    assert len(kept) == 1 and {"__nv_expf", "__nv_sinf"} <= kept[0] and len(kept[0]) < 20, kept
    monkeypatch.setattr(nvptx, "_keep_only", lambda lib, wanted, target: None)
    whole = nvptx.compile_to_ptx(KERNEL_CALLING_LIBDEVICE, target, 3, ["k"])
    assert reduced == whole
    assert "__nv_expf" not in reduced  # inlined: linked and optimized


def test_the_warm_servers_rehearsal_runs_on_every_target() -> None:
    """The built-in kernels the warm server rehearses the front end on (`warm_up`) still
    compile for every rehearsed target: a rehearsal that fails leaves the server's children
    with cold caches (0.03-0.06 s more per compile), silently."""
    from tileiras.cli import warm_up

    assert warm_up.rehearse() == []


def test_the_rehearsal_leaves_the_compilers_globals_as_they_were() -> None:
    """What a request's child reads from the server's globals is what a cold process has:
    the rehearsal sets no LLVM guard, registers no child or temporary path, takes no parsed
    libdevice."""
    from tileiras import termination
    from tileiras.cli import warm_up
    from tileiras.codegen import nvptx

    before = (nvptx.GUARD_LLVM, nvptx._PREPARSED, nvptx._ready, dict(termination._children),
              dict(termination._paths))
    warm_up.rehearse(("sm_90",))
    assert (nvptx.GUARD_LLVM, nvptx._PREPARSED, nvptx._ready, dict(termination._children),
            dict(termination._paths)) == before


def _ptx(target: Target) -> str:
    from tileiras.codegen import nvptx

    return nvptx.compile_to_ptx(KERNEL_CALLING_LIBDEVICE, target, 3, ["k"])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal is Linux's")
def test_ptxas_runs_with_the_parent_death_signal_set(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ptxas is started (through setpriv where there is one) with SIGKILL as its parent-death
    signal: a tileiras SIGKILLed mid-compile leaves no ptxas behind."""
    from tileiras.toolchain import ptxas

    seen = tmp_path / "pdeathsig"
    fake = tmp_path / "ptxas"
    fake.write_text(f"""#!{sys.executable}
import ctypes, sys
libc = ctypes.CDLL(None)
sig = ctypes.c_int()
libc.prctl(2, ctypes.byref(sig), 0, 0, 0)  # PR_GET_PDEATHSIG
open({str(seen)!r}, "w").write(str(sig.value))
open(sys.argv[sys.argv.index("-o") + 1], "wb").write(b"\\x7fELF")
""")
    fake.chmod(0o755)
    monkeypatch.setenv("TILEIRAS_PTXAS", str(fake))
    target = get_target("sm_90")
    assert ptxas.assemble(".version 9.0", target) == b"\x7fELF"
    assert seen.read_text() == "9"  # SIGKILL


def test_a_setpriv_that_cannot_set_it_falls_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An old setpriv without --pdeathsig, a setpriv gone since the compiler started, none:
    ptxas runs as before (the signal set after fork)."""
    from tileiras.toolchain import ptxas

    old = tmp_path / "setpriv"
    old.write_text("#!/bin/sh\necho \"setpriv: unrecognized option '--pdeathsig'\" >&2\nexit 1\n")
    old.chmod(0o755)
    monkeypatch.setattr(ptxas, "SETPRIV", str(old))
    target = get_target("sm_90")
    ptx = _ptx(target)
    assert ptxas.assemble(ptx, target)[:4] == b"\x7fELF"
    monkeypatch.setattr(ptxas, "SETPRIV", str(tmp_path / "gone"))
    assert ptxas.assemble(ptx, target)[:4] == b"\x7fELF"
    monkeypatch.setattr(ptxas, "SETPRIV", None)
    assert ptxas.assemble(ptx, target)[:4] == b"\x7fELF"


def test_time_passes_reports_cpu_beside_wall(tmp_path: Path) -> None:
    """`--time-passes` gives each stage's CPU seconds (this process and the children it waited
    for: the LLVM worker's share in llvm-opt/nvptx, ptxas's in ptxas) beside its wall time,
    which on a busy machine mostly measures the wait for a core."""
    import contextlib
    import io
    import re

    from tileiras.cli.tileiras import main

    err = io.StringIO()
    corpus = Path(__file__).resolve().parents[1] / "corpus" / "bytecode"
    with contextlib.redirect_stderr(err):
        code = main([str(corpus / "vadd_f32.13.4.tileirbc"), "--gpu-name", "sm_90", "--time-passes",
                     "-o", str(tmp_path / "k.cubin")])
    assert code == 0
    rows = re.findall(r"^\s+(\d+\.\d+) \(\s*[\d.]+%\)\s+(\d+\.\d+) \(\s*[\d.]+%\)\s+(\S+)$", err.getvalue(), re.M)
    names = [name for _, _, name in rows]
    assert names[-4:] == ["llvm-opt", "nvptx", "ptxas", "Total"], err.getvalue()
    cpu = {name: float(c) for c, _, name in rows}
    assert cpu["ptxas"] > 0 and cpu["llvm-opt"] > 0  # the children's CPU is counted
    assert abs(sum(v for k, v in cpu.items() if k != "Total") - cpu["Total"]) < 0.001 * len(cpu)
