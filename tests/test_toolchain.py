"""ptxas and libdevice discovery, ptxas on every target, cubin inspection, atomic output."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from tileiras.diagnostics import EXIT_COMPILE, EXIT_CONFIG, ConfigError, ToolchainError
from tileiras.driver.io import write_output
from tileiras.target import TARGETS
from tileiras.toolchain import ptxas
from tileiras.toolchain.cubin import EM_CUDA, inspect_cubin

KERNEL = """\
.version {version}
.target {target}
.address_size 64

.visible .entry store_tid(.param .u64 out)
{{
  .reg .b64 %rd<3>;
  .reg .b32 %r<2>;
  ld.param.u64 %rd1, [out];
  cvta.to.global.u64 %rd2, %rd1;
  mov.u32 %r1, %tid.x;
  st.global.u32 [%rd2], %r1;
  ret;
}}
"""


def kernel(target, version: str | None = None) -> str:
    return KERNEL.format(version=version or target.ptx_version_string, target=target.ptx_target)


def test_ptxas_is_found_in_the_wheel() -> None:
    path = ptxas.find_ptxas()
    assert path.name == "ptxas" and os.access(path, os.X_OK)


def test_libdevice_is_found_in_the_wheel() -> None:
    path = ptxas.find_libdevice()
    assert path.name == "libdevice.10.bc"
    assert path.read_bytes()[:4] == b"BC\xc0\xde"  # LLVM bitcode


@pytest.mark.parametrize("name", sorted(TARGETS, key=lambda n: TARGETS[n].sm))
def test_ptxas_assembles_for_every_target(name: str) -> None:
    target = TARGETS[name]
    info = inspect_cubin(ptxas.assemble(kernel(target), target))
    assert info.machine == EM_CUDA
    assert info.sm == target.sm
    # sm_90+ are built for the `a` targets, as NVIDIA's tileiras does (.nv.compat attribute 9).
    assert info.arch_specific == (True if target.arch_specific else None)


@pytest.mark.parametrize("opts", [dict(opt_level=0, device_debug=True), dict(opt_level=2, lineinfo=True)])
def test_ptxas_options(opts: dict) -> None:
    target = TARGETS["sm_90"]
    assert inspect_cubin(ptxas.assemble(kernel(target), target, **opts)).sm == 90


def test_ptxas_error_is_a_compile_error_with_its_message() -> None:
    with pytest.raises(ToolchainError) as e:
        ptxas.assemble(kernel(TARGETS["sm_80"]).replace("st.global", "bogus.global"), TARGETS["sm_80"])
    assert e.value.exit_code == EXIT_COMPILE
    assert "kernel.ptx, line" in e.value.message and "bogus" in e.value.message


def test_ptx_newer_than_ptxas_is_rejected() -> None:
    target = TARGETS["sm_120"]
    with pytest.raises(ToolchainError, match="Unsupported .version 9.6"):
        ptxas.assemble(kernel(target, version="9.6"), target)


def test_tileiras_ptxas_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = tmp_path / "ptxas"
    fake.write_text("#!/bin/sh\necho 'ptxas fatal   : from the fake' >&2\nexit 3\n")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("TILEIRAS_PTXAS", str(fake))
    assert ptxas.find_ptxas() == fake
    with pytest.raises(ToolchainError, match="from the fake"):
        ptxas.assemble(kernel(TARGETS["sm_80"]), TARGETS["sm_80"])
    monkeypatch.setenv("TILEIRAS_PTXAS", str(tmp_path / "missing"))
    with pytest.raises(ToolchainError, match="TILEIRAS_PTXAS"):
        ptxas.find_ptxas()


def test_cuda_home_and_path_fallbacks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TILEIRAS_PTXAS", raising=False)
    monkeypatch.delenv("TILEIRAS_LIBDEVICE", raising=False)
    monkeypatch.setattr(ptxas, "_wheel_dirs", lambda: [])
    home = tmp_path / "cuda"
    (home / "bin").mkdir(parents=True)
    (home / "nvvm" / "libdevice").mkdir(parents=True)
    (home / "bin" / "ptxas").write_text("#!/bin/sh\n")
    (home / "bin" / "ptxas").chmod(0o755)
    (home / "nvvm" / "libdevice" / "libdevice.10.bc").write_bytes(b"BC\xc0\xde")
    monkeypatch.setenv("CUDA_HOME", str(home))
    assert ptxas.find_ptxas() == home / "bin" / "ptxas"
    assert ptxas.find_libdevice() == home / "nvvm" / "libdevice" / "libdevice.10.bc"
    monkeypatch.delenv("CUDA_HOME")
    monkeypatch.delenv("CUDA_PATH", raising=False)
    monkeypatch.setenv("PATH", str(home / "bin"))
    assert ptxas.find_ptxas() == home / "bin" / "ptxas"
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    with pytest.raises(ToolchainError, match="cannot find ptxas"):
        ptxas.find_ptxas()
    with pytest.raises(ToolchainError, match="could not find libdevice"):
        ptxas.find_libdevice()
    monkeypatch.setenv("TILEIRAS_LIBDEVICE", str(home / "nvvm" / "libdevice"))
    assert ptxas.find_libdevice().name == "libdevice.10.bc"


def test_inspect_rejects_non_elf() -> None:
    with pytest.raises(ValueError):
        inspect_cubin(b"not an elf")


def test_write_output_is_atomic(tmp_path: Path) -> None:
    out = tmp_path / "k.cubin"
    write_output(str(out), b"first")
    write_output(str(out), b"second")
    assert out.read_bytes() == b"second"
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~_umask()
    assert [p.name for p in tmp_path.iterdir()] == ["k.cubin"]


@pytest.mark.parametrize("where", ["missing/k.cubin", "adir"])
def test_write_output_failure_leaves_nothing(tmp_path: Path, where: str) -> None:
    (tmp_path / "adir").mkdir()
    with pytest.raises(ConfigError) as e:
        write_output(str(tmp_path / where), b"data")
    assert e.value.exit_code == EXIT_CONFIG
    assert e.value.message.startswith("unable to write output file")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["adir"]
    assert list((tmp_path / "adir").iterdir()) == []


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
