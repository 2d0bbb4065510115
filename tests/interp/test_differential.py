"""The differential harness: a transformation must not change what a kernel computes."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.builtin import ModuleOp

from tileiras.interp.differential import DifferentialMismatch, run_and_compare
from tileiras.interp.launch import Buffer as B
from tileiras.interp.launch import Constant as C
from tileiras.interp.launch import load_module

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "corpus" / "bytecode"


def corpus(name: str):
    path = CORPUS / f"{name}.13.4.tileirbc"
    if not path.exists():
        pytest.skip(f"{path.name} not present")
    return load_module(path)


def transformed(module, spec: str) -> ModuleOp:
    from tileiras.passes import run_pipeline

    after = ModuleOp([module.clone()])
    run_pipeline(after, spec)
    return after


def _rand(n, seed=0, dtype=np.float32):
    return np.random.default_rng(seed).standard_normal(n).astype(dtype)


CASES = {
    "if_else_f32": (lambda: [_rand(256), np.zeros(256, np.float32), -1, C(64)], (4,)),
    "scale_copy_2d_strides": None,
    "break_continue_f32": (lambda: [_rand(512), np.zeros(64, np.float32), C(8), C(64)], (1,)),
    "while_loop_f32": (lambda: [np.abs(_rand(64)) + 0.1, np.zeros(64, np.float32), 1000.0, C(64)], (1,)),
    "softmax_f32": None,
    "tuple_reduce_f32": (lambda: [_rand((8, 32)), np.zeros(8, np.float32), np.zeros(8, np.int32), C(8), C(32)], (1,)),
}


def _manifest_args(name):
    """Arguments from the corpus manifest (shapes, scalars, constants) with seeded random data."""
    import json

    import ml_dtypes

    man = json.loads((CORPUS.parent / "MANIFEST.json").read_text())["kernels"][name]

    def make():
        rng = np.random.default_rng(0)
        out = []
        for p in man["params"]:
            if p["kind"] == "constant":
                out.append(C(p["value"]))
            elif p["kind"] == "scalar":
                out.append(p["value"])
            else:
                dtype = np.dtype(getattr(np, p["dtype"], None) or getattr(ml_dtypes, p["dtype"]))
                out.append((rng.standard_normal(p["shape"]) * 4).astype(dtype))
        return out

    return make, tuple(man["grid"])


@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("spec", ["canonicalize", "cse", "loop-split"])
def test_cuda_tile_passes_preserve_results(name, spec):
    module = corpus(name)
    factory, grid = CASES[name] or _manifest_args(name)
    report = run_and_compare(module, transformed(module, spec), factory, grid)
    assert report.ok


def test_fuse_fma_changes_rounding_and_the_harness_sees_it():
    module = load_module(HERE / "kernels" / "mul_add.mlir")
    after = transformed(module, "fuse-fma")
    assert "cuda_tile.fma" in str(after)
    rng = np.random.default_rng(3)
    a, b, c = (rng.standard_normal(4096).astype(np.float32) for _ in range(3))

    def args():
        # the hand-written entry takes bare pointers and a length
        return [B(a.copy()), B(b.copy()), B(c.copy()), B(np.zeros(4096, np.float32)), 4096]

    with pytest.raises(DifferentialMismatch) as err:
        run_and_compare(module, after, args, (64,))
    assert "array 3:" in str(err.value)  # the output differs in the last bits
    report = run_and_compare(module, after, args, (64,), rtol=1e-6, atol=1e-6)
    assert report.ok


def test_a_wrong_rewrite_is_caught():
    module = load_module(HERE / "kernels" / "mul_add.mlir")
    after = ModuleOp([module.clone()])
    for op in after.walk():
        if op.name == "cuda_tile.addf":
            from tileiras.dialects.cuda_tile.ops import op_class

            sub = op_class("subf").build(operands=list(op.operands), result_types=[op.results[0].type],
                                         properties=dict(op.properties))
            op.parent_block().insert_op_before(sub, op)
            op.results[0].replace_all_uses_with(sub.results[0])
            op.detach()
            op.erase()
            break
    a = np.ones(128, np.float32)
    report = run_and_compare(module, after, lambda: [B(a.copy()), B(a.copy()), B(a.copy()), B(np.zeros(128, np.float32)), 128],
                             (2,), raise_on_mismatch=False)
    assert not report.ok
    assert "array 3: 128 of 128 elements differ; first at (0,): np.float32(2.0) before, np.float32(0.0) after" in report.differences[0]


def test_a_fault_after_the_rewrite_is_a_difference():
    module = load_module(HERE / "kernels" / "mul_add.mlir")
    a = np.ones(128, np.float32)

    def args():
        return [B(a.copy()), B(a.copy()), B(a.copy()), B(np.zeros(128, np.float32)), 128]

    after = ModuleOp([module.clone()])
    for op in after.walk():
        if op.name == "cuda_tile.make_tensor_view":
            op.operands = [op.operands[0], op.operands[1], op.operands[1]]  # strides = n: runs off the end
            break
    report = run_and_compare(module, after, args, (2,), raise_on_mismatch=False)
    assert report.differences[0].startswith("outcome: success before, MemoryAccessError")
