"""Every per-SM question is the `Target`'s, and its answers are NVIDIA's.

The refusals: every corpus kernel that NVIDIA's tileiras 13.5 refuses on some target
("Incompatibility with architecture ...", `tests/codegen/golden/nvidia_compile.json`) is checked
against all twelve targets with `check_target_types`, which asks only the `Target`; it must
refuse exactly where NVIDIA does, with NVIDIA's message. And no code outside `target/` compares
SM numbers.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

from tileiras.bytecode.reader import read_bytecode
from tileiras.diagnostics import CompileError
from tileiras.driver.target_checks import check_target_types
from tileiras.target import TARGETS, Target

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "codegen" / "golden" / "nvidia_compile.json"
BYTECODE = ROOT / "tests" / "corpus" / "bytecode"
SRC = ROOT / "src" / "tileiras"


@lru_cache(maxsize=1)
def nvidia() -> dict:
    return json.loads(GOLDEN.read_text())


def _incompatibility(errors: list[str]) -> str | None:
    return next((e for e in errors if e.startswith("Incompatibility with architecture")), None)


GATED = sorted(k for k, per_target in nvidia().items()
               if any(_incompatibility(r["errors"]) for r in per_target.values()))


def test_the_golden_has_refusals_to_check() -> None:
    assert len(GATED) >= 20


@pytest.mark.parametrize("kernel", GATED)
def test_refusals_are_nvidias(kernel: str) -> None:
    module = read_bytecode((BYTECODE / kernel).read_bytes()).module
    for name, target in TARGETS.items():
        want = _incompatibility(nvidia()[kernel][name]["errors"])
        try:
            check_target_types(module, target)
            got = None
        except CompileError as e:
            got = e.__cause__.message if e.__cause__ is not None else e.message
        assert got == want, name


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_element_types_follow_the_feature_flags(name: str) -> None:
    t = TARGETS[name]
    assert t.accepts_element_type("f8E4M3FN") == t.accepts_element_type("f8E5M2") == t.has_fp8
    assert t.accepts_element_type("f4E2M1FN") == t.accepts_element_type("f8E8M0FNU") == t.has_fp4
    assert t.accepts_element_type("fnv8E5M3FNU") == (name == "sm_107")
    assert t.accepts_element_type("f16") and t.accepts_element_type("bf16")


def test_bf16_atomic_add_accepted_from_sm_89_native_from_sm_90() -> None:
    accepted = {n for n, t in TARGETS.items() if t.allows_bf16_atomic_add}
    native = {n for n, t in TARGETS.items() if t.has_bf16_atomic_add}
    assert native < accepted
    assert accepted - native == {"sm_89"}


def test_mma_forms() -> None:
    assert TARGETS["sm_80"].mma_forms == ("mma.sync",)
    assert TARGETS["sm_90"].mma_forms == ("mma.sync", "wgmma")
    assert TARGETS["sm_100"].mma_forms == ("mma.sync", "tcgen05.mma")
    assert TARGETS["sm_120"].mma_forms == ("mma.sync",)


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_llvm_knows_the_cpu(name: str) -> None:
    import llvmlite.binding as llvm

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    target: Target = TARGETS[name]
    tm = llvm.Target.from_triple("nvptx64-nvidia-cuda").create_target_machine(cpu=target.llvm_cpu)
    ptx = tm.emit_assembly(llvm.parse_assembly('target triple = "nvptx64-nvidia-cuda"\n'))
    assert f".target {target.llvm_cpu}" in ptx


def test_shared_memory_is_at_least_the_static_limit() -> None:
    for t in TARGETS.values():
        assert 48 * 1024 < t.max_shared_memory_per_block <= 228 * 1024


# `x.sm < 90`, `sm >= 89`, `target_sm`, `sm not in (100, 103)`: the shapes an SM test takes.
SM_COMPARISON = re.compile(r"(\bsm\b|\.sm\b|target_sm|\bcc\b)\s*(<|>|<=|>=|==|!=|\bin\b|\bnot in\b)\s*[\w(]"
                           r"|[\d)]\s*(<|>|<=|>=|==|!=)\s*(\w+\.)?sm\b")


def test_no_sm_comparison_outside_target() -> None:
    found = []
    for path in SRC.rglob("*.py"):
        if path.parent.name == "target":
            continue
        for i, line in enumerate(path.read_text().splitlines(), 1):
            if SM_COMPARISON.search(line.split("#", 1)[0]) or "target_sm" in line:
                found.append(f"{path.relative_to(SRC)}:{i}: {line.strip()}")
    assert found == []
