"""Finding and running ptxas, and finding libdevice.

Search order (first match wins):

- ptxas: ``$TILEIRAS_PTXAS``; the ``nvidia-cuda-nvcc`` wheel (``nvidia/cu13/bin/ptxas``);
  ``$CUDA_HOME/bin/ptxas`` (or ``$CUDA_PATH``); ``ptxas`` on ``PATH``.
- libdevice: ``$TILEIRAS_LIBDEVICE``; the ``nvidia-nvvm`` wheel
  (``nvidia/cu13/nvvm/libdevice/libdevice.10.bc``); ``$CUDA_HOME/nvvm/libdevice``.

A missing tool or a ptxas failure is a ``ToolchainError`` (exit 5) carrying
ptxas's own message.

The host object of NVIDIA's tile launch ABI (``codegen.host_callbacks``) goes to ptxas as
``--nv-host=FILE``, which embeds it in the cubin's ``.nv.host`` section; the file lives in
ptxas's temporary folder, removed on every path (docs/host-abi.md).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from tileiras import termination
from tileiras.diagnostics import ToolchainError
from tileiras.target import Target

LIBDEVICE_NAME = "libdevice.10.bc"
TEMP_PREFIX = "tileiras-ptxas-"
ELF_MAGIC = b"\x7fELF"


def _wheel_dirs() -> list[Path]:
    """The ``nvidia/cu13`` directories of installed NVIDIA wheels (a namespace package)."""
    try:
        import nvidia.cu13 as cu13  # type: ignore[import-not-found]
    except ImportError:
        return []
    return [Path(p) for p in cu13.__path__]


def _cuda_homes() -> list[Path]:
    return [Path(os.environ[v]) for v in ("CUDA_HOME", "CUDA_PATH") if os.environ.get(v)]


def _executable(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def find_ptxas() -> Path:
    """The ptxas to run; ToolchainError if there is none."""
    override = os.environ.get("TILEIRAS_PTXAS")
    if override:
        path = Path(override)
        if not _executable(path):
            raise ToolchainError(f"TILEIRAS_PTXAS is set to '{override}', which is not an executable file")
        return path
    candidates = [d / "bin" / "ptxas" for d in _wheel_dirs()]
    candidates += [home / "bin" / "ptxas" for home in _cuda_homes()]
    for path in candidates:
        if _executable(path):
            return path
    found = shutil.which("ptxas")
    if found:
        return Path(found)
    raise ToolchainError(
        "cannot find ptxas: install the nvidia-cuda-nvcc wheel, set CUDA_HOME, or set TILEIRAS_PTXAS"
    )


def find_libdevice() -> Path:
    """libdevice.10.bc; ToolchainError if there is none."""
    override = os.environ.get("TILEIRAS_LIBDEVICE")
    if override:
        path = Path(override)
        if path.is_dir():
            path = path / LIBDEVICE_NAME
        if not path.is_file():
            raise ToolchainError(f"TILEIRAS_LIBDEVICE is set to '{override}', where there is no libdevice")
        return path
    candidates = [d / "nvvm" / "libdevice" / LIBDEVICE_NAME for d in _wheel_dirs()]
    candidates += [home / "nvvm" / "libdevice" / LIBDEVICE_NAME for home in _cuda_homes()]
    for path in candidates:
        if path.is_file():
            return path
    raise ToolchainError("could not find libdevice: install the nvidia-nvvm wheel, set CUDA_HOME, "
                         "or set TILEIRAS_LIBDEVICE")


def ptxas_version(ptxas: Path | None = None) -> str:
    """The last line of ``ptxas --version`` (``Build cuda_13.5...``) for fingerprints."""
    r = subprocess.run([str(ptxas or find_ptxas()), "--version"], capture_output=True, text=True)
    lines = r.stdout.strip().splitlines()
    return lines[-1] if lines else ""


NVIDIA_FLAGS = ("--enable-extended-smem=true", "-uumn")
"""Flags NVIDIA's tileiras passes its ptxas (seen with `strace -f -e trace=execve`). The first
lets static shared memory go past 48 KB up to the target's opt-in maximum
(`Target.max_shared_memory_per_block`), which the pipelines' buffers need; without it ptxas
refuses ("uses too much shared data (0x18000 bytes, 0xc000 max)"). `-uumn` is undocumented; it
left the SASS of the kernels we compared unchanged, and is passed so our cubins are built as
NVIDIA's are."""


def assemble(ptx: str, target: Target, opt_level: int = 3, device_debug: bool = False,
             lineinfo: bool = False, extra_args: tuple[str, ...] = (), host_object: bytes | None = None) -> bytes:
    """Run ptxas on PTX text for ``target``; returns the cubin bytes.

    ``host_object``: the relocatable host object ptxas embeds as ``.nv.host`` (``--nv-host``).

    ``-arch`` is the target's PTX name (``sm_90a`` for sm_90 and newer, as
    NVIDIA's tileiras builds). Raises ToolchainError with ptxas's diagnostics.
    """
    ptxas = find_ptxas()
    termination.sweep_stale(TEMP_PREFIX)
    tmp = tempfile.mkdtemp(prefix=termination.owned_prefix(TEMP_PREFIX))
    with termination.temporary(tmp):
        try:
            return _run_ptxas(ptxas, Path(tmp), ptx, target, opt_level, device_debug, lineinfo, extra_args,
                              host_object)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


def _run_ptxas(ptxas: Path, tmp: Path, ptx: str, target: Target, opt_level: int, device_debug: bool,
               lineinfo: bool, extra_args: tuple[str, ...], host_object: bytes | None = None) -> bytes:
    src = tmp / "kernel.ptx"
    out = tmp / "kernel.cubin"
    src.write_text(ptx, encoding="utf-8")
    cmd = [str(ptxas), "-arch", target.ptx_target, f"-O{opt_level}", *NVIDIA_FLAGS]
    if host_object is not None:
        host = tmp / "host.o"
        host.write_bytes(host_object)
        cmd.append(f"--nv-host={host}")
    if device_debug:
        cmd.append("-g")
    elif lineinfo:
        cmd.append("-lineinfo")
    cmd += [*extra_args, str(src), "-o", str(out)]
    proc, stdout, stderr = _run_linked(cmd, ptxas, SETPRIV)
    if proc.returncode != 0 and SETPRIV is not None and stderr.startswith(b"setpriv:"):
        proc, stdout, stderr = _run_linked(cmd, ptxas, None)  # a setpriv without --pdeathsig, or no ptxas to run
    if proc.returncode != 0 or not out.is_file():
        text = stderr or stdout
        message = text.decode("utf-8", "replace").strip().replace(str(src), "kernel.ptx")
        status = f"exit {proc.returncode}" if proc.returncode >= 0 else f"killed by signal {-proc.returncode}"
        raise ToolchainError(f"ptxas failed ({status}):\n{message}")
    cubin = out.read_bytes()
    if not cubin.startswith(ELF_MAGIC):
        raise ToolchainError(f"ptxas '{ptxas}' exited 0 but did not write a cubin (its output is not an ELF file)")
    return cubin


SETPRIV = next((p for p in ("/usr/bin/setpriv", "/bin/setpriv") if os.access(p, os.X_OK)), None)
"""util-linux's `setpriv`, which sets the parent-death signal and execs its command."""


def _run_linked(cmd: list[str], ptxas: Path, setpriv: str | None) -> tuple[subprocess.Popen, bytes, bytes]:
    """Run `cmd` to its end, killed with us even if we are SIGKILLed (the parent-death signal)
    and by our SIGINT/SIGTERM/SIGHUP handler (`termination.child`); its standard output and
    error.

    The parent-death signal is set by `setpriv --pdeathsig KILL` exec'd in front of ptxas
    where there is one: Python then starts it with vfork. A `preexec_fn` (the fallback) makes
    Python fork this whole process instead (the compiler, LLVM's code and data mapped: about
    10 ms of CPU and, on a busy machine, 40-100 ms before ptxas starts). setpriv sets the
    signal only once it runs: a parent SIGKILLed in that first millisecond leaves this ptxas
    to finish its job and exit (`termination.sweep_stale` removes its temporary folder)."""
    proc = None
    if setpriv is not None:
        try:
            proc = subprocess.Popen([setpriv, "--pdeathsig", "KILL", "--", *cmd], stdin=subprocess.DEVNULL,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        except OSError:  # setpriv gone: as without it
            pass
    try:
        if proc is None:
            proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                    preexec_fn=termination.parent_death_signal)
    except OSError as e:
        raise ToolchainError(f"cannot run ptxas '{ptxas}': {e.strerror}") from None
    with termination.child(proc.pid):
        stdout, stderr = termination.communicate(proc)
    return proc, stdout, stderr
