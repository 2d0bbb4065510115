"""Loop-carried accumulators on targets whose LLVM packs float pairs (sm_100 and later).

There LLVM's NVPTX back end keeps `<2 x float>` in a 64-bit register, so a loop that carries a
`<128 x float>` accumulator packed each pair after every mma.sync and unpacked it before the
next (`mov.b64 %rd, {%r, %r}`), which ptxas turned into 118 MOV an iteration on
dense_gemm_bf16_128 for sm_120 (1.28x NVIDIA's instructions per MMA; 0.67x without them).
Loops now carry such values as one float phi per lane (`control_flow._scalar_lanes`).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tileiras.cli import tileiras as cli

BYTECODE = Path(__file__).resolve().parents[1] / "corpus" / "bytecode"
PACKED_MOVE = re.compile(r"\bmov\.b64\s+%rd\d+,\s*\{%r\d+,\s*%r\d+\}")


def emit(tmp_path: Path, kernel: str, gpu: str, kind: str) -> str:
    out = tmp_path / f"{kernel}.{gpu}.{kind}"
    assert cli.run([str(BYTECODE / f"{kernel}.13.4.tileirbc"), "--gpu-name", gpu, f"--emit={kind}",
                    "-o", str(out)]) == 0
    return out.read_text()


@pytest.mark.parametrize("gpu", ["sm_120", "sm_121"])  # sm_100..110: the accumulator is in tensor memory
def test_accumulators_are_carried_as_scalars_where_llvm_packs_pairs(tmp_path: Path, gpu: str) -> None:
    llvm = emit(tmp_path, "dense_gemm_bf16_128", gpu, "llvm")
    assert not re.search(r"phi <\d+ x float>", llvm)
    assert len(re.findall(r"phi float ", llvm)) >= 128
    assert not PACKED_MOVE.search(emit(tmp_path, "dense_gemm_bf16_128", gpu, "ptx"))


def test_other_targets_keep_one_phi_per_fragment(tmp_path: Path) -> None:
    """Where LLVM splits vectors itself (sm_80) the IR is left as it was."""
    assert re.search(r"phi <128 x float>", emit(tmp_path, "dense_gemm_bf16_128", "sm_80", "llvm"))
