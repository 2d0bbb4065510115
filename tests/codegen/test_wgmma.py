"""wgmma on sm_90a: the atom, the shared-memory layouts and descriptors, the selection pass,
the lowering and the emulator's model (`layout/wgmma_atom.py`, `conversion/tileas_wgmma.py`,
`conversion/nv_tileas_to_llvm/wgmma.py`, `simt/wgmma_model.py`).

The descriptor address model is checked against a reference written from the PTX ISA's
figures of the swizzle modes (within a swizzle atom of 8 rows, the 16-byte chunk j of row r
is stored at chunk j ^ (r % 8) for 128B rows, j ^ ((r / 2) % 4) for 64B rows, j ^ ((r / 4) % 2)
for 32B rows; the atoms repeat at SBO along M/N (K-major) or K (MN-major)).
"""

from __future__ import annotations

import re

import functools

import numpy as np
import pytest

from corpus_cases import BYTECODE
from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import mma_layouts
from tileiras.layout.mma_kinds import MmaKind
from tileiras.driver import pipeline
from tileiras.driver.compile import read_bytecode
from tileiras.driver.options import CompileOptions
from tileiras.layout.wgmma_atom import (
    Descriptor,
    canonical_layout,
    decode,
    descriptor_address,
    operand_descriptor,
    wgmma_accumulator_atom,
)
from tileiras.simt import wgmma_model
from tileiras.conversion.tileas_wgmma import WGMMA_SWIZZLE
from tileiras.target import get_target

WGMMA_KERNELS = ["aligned_gemm_f16", "aligned_gemm_bf16_f32out", "dense_gemm_f16", "dense_gemm_bf16_128"]
"""Pipelined tensor-core corpus kernels whose dots take wgmma on sm_90."""
ATTENTION = ["aligned_attention_f16", "dense_attention_f16"]
"""Pipelined attention kernels: both MMAs take wgmma's register-A form (Q loaded once before
the loop, P the softmax in registers) with K^T and V from the stages."""
FALLBACK = {
    "aligned_batched_gemm_f16": "batched dot",
    "aligned_gemm_i8": "s8s8: wgmma from shared memory is selected for f16, bf16 only",
}
"""Pipelined tensor-core kernels that keep mma.sync on sm_90, with the recorded reason:
batched dots; 8-bit types (wgmma has no transpose for them, and the B tiles are N-major)."""


# --- descriptors and layouts --------------------------------------------------------------------

def test_descriptor_fields_are_at_the_isa_bit_positions():
    d = Descriptor(start=0x400, lbo=16, sbo=1024, swizzle=128)
    assert d.encode() == 0x40 | 1 << 16 | 64 << 32 | 1 << 62
    assert Descriptor(0, 4096, 512, 64).encode() == 256 << 16 | 32 << 32 | 2 << 62
    assert Descriptor(0, 0, 256, 32).encode() >> 62 == 3
    for d in (Descriptor(0x3FFF0, 0x10, 0x3FFF0, 0), Descriptor(2048, 4096, 1024, 128)):
        assert decode(d.encode()) == d


def _reference_offset(r: int, c: int, rows: int, cols: int, eb: int) -> int:
    """Where the ISA's figures place element (r, c) of a [rows, cols] tile stored as wgmma
    swizzle atoms (column blocks of W bytes, 8-row atoms, chunk j of row r at j ^ f(r))."""
    w = min(128, cols * eb)
    byte = c * eb
    block, inner = divmod(byte, w)
    chunk, within = divmod(inner, 16)
    perm = {128: r % 8, 64: (r // 2) % 4, 32: (r // 4) % 2}[w]
    return block * rows * w + r * w + ((chunk ^ perm) * 16) + within


@pytest.mark.parametrize("shape,eb", [((64, 64), 2), ((64, 32), 2), ((32, 64), 2), ((64, 16), 2), ((32, 128), 2),
                                      ((128, 32), 2), ((64, 256), 2)])
def test_canonical_layout_is_the_isa_swizzle(shape, eb):
    smem = canonical_layout(shape, eb)
    rows, cols = shape
    for r in range(rows):
        for c in range(cols):
            assert smem.offset(r * cols + c) == _reference_offset(r, c, rows, cols, eb), (r, c)


@pytest.mark.parametrize("shape,mn_is_column,rows", [((64, 64), False, 64), ((64, 32), False, 64),
                                                     ((128, 64), False, 64), ((32, 64), True, 64),
                                                     ((32, 128), True, 128), ((16, 256), True, 256),
                                                     ((64, 16), False, 64)])
def test_descriptors_address_every_operand_element(shape, mn_is_column, rows):
    """Each instruction slice of a canonical stage has a descriptor; the scalar model and the
    emulator's array model both give the reference placement for every element."""
    eb = 2
    smem = canonical_layout(shape, eb)
    stored_r, stored_c = shape
    k_total = stored_r if mn_is_column else stored_c
    mn_total = stored_c if mn_is_column else stored_r
    for mn0 in range(0, mn_total, rows):
        for k0 in range(0, k_total, 16):
            d = operand_descriptor(smem, rows, 16, mn_is_column, mn0, k0)
            assert d is not None, (mn0, k0)
            mn = np.arange(rows)[:, None]
            k = np.arange(16)[None, :]
            got = wgmma_model.addresses(d, mn, k, eb, mn_is_column)
            for i in range(rows):
                for j in range(16):
                    r, c = (k0 + j, mn0 + i) if mn_is_column else (mn0 + i, k0 + j)
                    want = _reference_offset(r, c, stored_r, stored_c, eb)
                    assert descriptor_address(d, i, j, eb, mn_is_column) == want
                    assert got[i, j] == want


def test_row_major_swizzle_of_128_byte_rows_is_the_128b_mode():
    from tileiras.layout.shared import swizzled_row_major

    assert canonical_layout((64, 64), 2) == swizzled_row_major((64, 64), 2)
    assert canonical_layout((64, 32), 2) != swizzled_row_major((64, 32), 2)
    assert operand_descriptor(swizzled_row_major((64, 32), 2), 64, 16, False, 0, 0) is None


@pytest.mark.parametrize("n", [8, 64, 128, 256])
def test_warpgroup_layout_is_the_wgmma_accumulator(n):
    """The D layout mma.sync tiles with the warps on M is wgmma's accumulator fragment (the
    ISA's figure, as the emulator's `fragment`, and as the CuTe atom)."""
    kind = MmaKind("f16", "f16", "f16", "f32", 2)
    d = mma_layouts(kind, 64, n, 16, 4, 1, "m")[2]
    atom = wgmma_accumulator_atom(n)
    for tid in range(128):
        rows, cols = wgmma_model.fragment(n, tid)
        for i in range(n // 2):
            # the layout's registers in fragment order: (pair, +8 rows, 8-column chunk)
            reg = next(r for r in range(d.num_regs) if d.coords(d.element(tid, r)) == (rows[i], cols[i]))
            assert d.coords(d.element(tid, reg)) == (rows[i], cols[i])
            idx = atom(tid, i)
            assert (idx % 64, idx // 64) == (rows[i], cols[i])


# --- the selection pass and the PTX ---------------------------------------------------------------

@functools.cache
def after_pipeline(name: str, sm: str = "sm_90"):
    module = read_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes()).module
    state = pipeline.PipelineState(module, get_target(sm), CompileOptions(gpu_name=sm, emit="ptx"))
    pipeline.run_stages(state, pipeline.between("check-supported", "tileas-unspecialized-pipeline"))
    return state


@functools.cache
def ptx_of(name: str, sm: str = "sm_90") -> str:
    state = after_pipeline(name, sm)
    state = pipeline.PipelineState(state.module.clone(), state.target, state.options)
    pipeline.run_stages(state, pipeline.between("convert-nv-tileas-to-llvm", "nvptx"))
    return state.ptx


@pytest.mark.parametrize("name", WGMMA_KERNELS)
def test_pipelined_gemms_select_wgmma(name):
    ops = list(after_pipeline(name).module.walk())
    wg = [op for op in ops if op.name == "nv_tileas.wgmma"]
    assert len(wg) == 1 and not any(op.name == "nv_tileaa.dot" for op in ops)
    assert wg[0].atom.data.startswith("wgmma.m64n")
    assert (wg[0].a_mn_major.value.data, wg[0].b_mn_major.value.data) == (0, 1)  # A [M, K], B [K, N]
    stages = [op for op in ops if op.name == "nv_tileas.alloc_shared"
              and any(u.operation.name == "nv_tileas.wgmma" for u in op.results[0].uses)]
    assert len(stages) == 2 and all(op.swizzle.value.data == WGMMA_SWIZZLE for op in stages)
    # a proxy fence where cp.async (generic proxy) fills the stages, none where TMA does
    by_tma = any(op.name == "nv_tileas.tma_load" for op in ops)
    assert any(op.name == "nv_tileas.fence_proxy_async" for op in ops) != by_tma


@pytest.mark.parametrize("name", WGMMA_KERNELS)
def test_gemm_main_loops_keep_one_group_in_flight(name):
    """The loop's wgmma leaves its group pending (wait_group 1), the next tiles' copies come
    after it, and a wgmma_wait after the loop completes the accumulator."""
    ops = list(after_pipeline(name).module.walk())
    wg = next(op for op in ops if op.name == "nv_tileas.wgmma")
    assert wg.pending.value.data == 1
    body = list(wg.parent_block().ops)
    fills = [op for op in body if op.name in ("nv_tileas.async_copy", "nv_tileas.tma_load")]
    assert fills and all(body.index(op) > body.index(wg) for op in fills)
    done = [op for op in ops if op.name == "nv_tileas.wgmma_wait"]
    assert len(done) == 1 and done[0].acc.owner is wg.parent_op() and done[0].pending.value.data == 0
    ptx = ptx_of(name)
    assert ptx.count("wgmma.wait_group.sync.aligned 1;") == 1 and ptx.count("wgmma.wait_group.sync.aligned 0;") == 1


@pytest.mark.parametrize("name", ATTENTION)
def test_attention_takes_the_register_a_form(name):
    ops = list(after_pipeline(name).module.walk())
    rs = [op for op in ops if op.name == "nv_tileas.wgmma_rs"]
    assert not any(op.name in ("nv_tileaa.dot", "nv_tileas.wgmma") for op in ops)
    # Q K^T: K stored [seq, d] is K-major; P V: V stored [seq, d] is N-major (transpose bit)
    assert [op.b_mn_major.value.data for op in rs] == [0, 1]
    ptx = ptx_of(name)
    k_steps = sum(op.a.type.get_shape()[1] // 16 for op in rs)
    assert ptx.count("wgmma.mma_async") == k_steps and "mma.sync" not in ptx
    assert "}, {%r" in ptx  # the register-A operand list


@pytest.mark.parametrize("name", sorted(FALLBACK))
def test_other_pipelined_tensor_core_kernels_record_why_not(name):
    ops = list(after_pipeline(name).module.walk())
    assert not any(op.name == "nv_tileas.wgmma" for op in ops)
    reasons = {op.attributes["nv_tileas.wgmma_fallback"].data for op in ops if "nv_tileas.wgmma_fallback" in op.attributes}
    assert reasons == {FALLBACK[name]}


@pytest.mark.parametrize("name, filled_by", [("dense_gemm_f16", "tma"), ("dense_gemm_bf16_128", "tma"),
                                             ("dense_gemm_bf16_128", "cp.async")])
def test_wgmma_ptx(name, filled_by, monkeypatch):
    """The main loop: the stages filled (TMA where the views are legal for it: the async proxy,
    as wgmma reads them; dense_gemm_bf16_128's 256-byte B rows as two boxes; else cp.async, a
    generic-proxy write, so a proxy fence after its wait: here with TMA turned off), then
    wgmma.fence, the K steps of wgmma.mma_async, commit, wait (1 in the GEMM loop: the group
    stays in flight, wait 0 after the loop); no ldmatrix or mma.sync left; 1024-byte aligned
    buffer."""
    if filled_by == "cp.async":
        from tileiras.transforms import tileas_tma

        monkeypatch.setattr(tileas_tma, "tma_choice", lambda *args: None)
        module = read_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes()).module
        state = pipeline.PipelineState(module, get_target("sm_90"), CompileOptions(gpu_name="sm_90", emit="ptx"))
        pipeline.run_stages(state, pipeline.between("check-supported", "nvptx"))
        ptx = state.ptx
    else:
        ptx = ptx_of(name)
    n = {"dense_gemm_f16": 64, "dense_gemm_bf16_128": 128}[name]
    assert f"wgmma.mma_async.sync.aligned.m64n{n}k16.f32" in ptx
    assert "ldmatrix" not in ptx and "mma.sync" not in ptx
    for s in ("wgmma.fence.sync.aligned;", "wgmma.commit_group.sync.aligned;", "wgmma.wait_group.sync.aligned 0;",
              ".shared .align 1024"):
        assert s in ptx
    assert "wgmma.wait_group.sync.aligned 1;" in ptx  # the GEMM loop keeps one group in flight
    if filled_by == "tma":
        assert "cp.async.bulk.tensor" in ptx and "mbarrier.try_wait.parity" in ptx
        # TMA writes the stages through the async proxy already: the only proxy fence is the
        # epilogue's, between its shared-memory writes and the TMA store that reads them
        fences = [m.start() for m in re.finditer(r"fence\.proxy\.async", ptx)]
        assert all(f > ptx.rindex("wgmma.mma_async") for f in fences)
        assert all("cp.async.bulk.tensor.2d.global.shared::cta" in ptx[f:] for f in fences)
    else:
        assert "cp.async.bulk.tensor" not in ptx
        assert ptx.index("fence.proxy.async.shared::cta;") > ptx.index("cp.async.wait_group")
        assert "wgmma.wait_group.sync.aligned 1;" in ptx


@pytest.mark.parametrize("name", ["dense_gemm_bf16_128", "dense_attention_f16"])
def test_wgmma_ptx_assembles(name):
    from tileiras.toolchain.ptxas import ToolchainError, assemble, find_ptxas

    try:
        find_ptxas()
    except ToolchainError:
        pytest.skip("no ptxas")
    cubin = assemble(ptx_of(name), get_target("sm_90"), opt_level=3)
    assert cubin[:4] == b"\x7fELF"


def test_other_targets_keep_mma_sync():
    ptx = ptx_of("dense_gemm_f16", "sm_80")
    assert "wgmma" not in ptx and "mma.sync" in ptx and ".align 16" in ptx


def test_the_choice_reads_back():
    """`--print-ir-after=tileas-unspecialized-pipeline` prints the wgmma ops with their
    choices; `--start-after` reads them back and gives the same PTX."""
    from tileiras.driver.pipeline import stage_named, state_after

    for name in ("dense_gemm_f16", "dense_attention_f16"):
        state = after_pipeline(name)
        dumped = stage_named("tileas-unspecialized-pipeline").dump(state)
        assert '"nv_tileas.wgmma' in dumped and 'atom = "wgmma.m64n64k16.f32.f16.f16"' in dumped
        again = state_after("tileas-unspecialized-pipeline", dumped.encode(), f"{name}.mlir", state.options)
        pipeline.run_stages(again, pipeline.between("convert-nv-tileas-to-llvm", "nvptx"))
        assert again.ptx == ptx_of(name)


# --- the emulator ---------------------------------------------------------------------------------

def _run(name: str, seed: int = 1):
    from corpus_cases import arrays_of, kernel_args, kernel_grid
    from tileiras.simt import Emulator

    data = (BYTECODE / f"{name}.13.4.tileirbc").read_bytes()
    args = kernel_args(name, seed=seed)
    Emulator.from_bytecode(data, "sm_90").launch_cutile(kernel_grid(name), *args)
    return arrays_of(args)[-1].astype(np.float32)


def _expected(name: str, seed: int = 1):
    from corpus_cases import arrays_of, kernel_args, kernel_grid
    from tileiras.interp import launch as interp_launch

    data = (BYTECODE / f"{name}.13.4.tileirbc").read_bytes()
    args = kernel_args(name, seed=seed)
    interp_launch(data, kernel_grid(name), *args)
    return arrays_of(args)[-1].astype(np.float32)


@pytest.mark.parametrize("name", ["dense_gemm_f16", "aligned_gemm_bf16_f32out", "dense_attention_f16"])
def test_emulated_wgmma_matches_interpreter(name):
    np.testing.assert_allclose(_run(name), _expected(name), rtol=1e-2, atol=1e-2)


def test_wgmma_wait_is_checked_by_the_emulator(monkeypatch, three_stage_rings):
    """A wait_group one too lax leaves the group pending: the stage is overwritten by the next
    cp.async copies while the model still reads it (a fault), and the accumulators are not
    written."""
    from tileiras.conversion.nv_tileas_to_llvm import wgmma as lowering
    from tileiras.simt import EmulatorError
    from tileiras.transforms import tileas_tma

    monkeypatch.setattr(tileas_tma, "tma_choice", lambda *args: None)  # stages by cp.async
    _run("dense_gemm_bf16_128")  # runs as it is
    real = lowering.wait_name
    monkeypatch.setattr(lowering, "wait_name", lambda p, n: real(p + 1, n))
    with pytest.raises(EmulatorError, match="changed before the wait_group"):
        _run("dense_gemm_bf16_128")


def test_the_wait_after_the_loop_is_checked_by_the_emulator(monkeypatch):
    """Without the wgmma_wait after a GEMM's main loop the last K tile's products never reach
    the accumulator, which the epilogue then stores: the emulator reports the group still
    pending when the block ends (the unspecialized pipeline: a warp-specialized consumer's
    wgmmas wait for their own groups)."""
    from tileiras.conversion import tileas_wgmma
    from tileiras.simt import EmulatorError
    from tileiras.transforms import tileas_warp_specialize

    monkeypatch.setattr(tileas_warp_specialize, "specialize_module", lambda module, target: [])

    real = tileas_wgmma.WgmmaWaitOp.create

    def no_wait(*a, properties=None, **kw):
        # retire nothing: the last group stays pending
        return real(*a, properties=dict(properties, pending=tileas_wgmma.IntegerAttr(1, tileas_wgmma.i32)), **kw)

    monkeypatch.setattr(tileas_wgmma.WgmmaWaitOp, "create", no_wait)
    with pytest.raises(EmulatorError, match="still pending when thread .* exited"):
        _run("dense_gemm_f16")


def test_wgmma_without_fence_is_a_fault(monkeypatch):
    from tileiras.conversion.nv_tileas_to_llvm import wgmma as lowering
    from tileiras.simt import EmulatorError

    monkeypatch.setattr(lowering, "FENCE", "wgmma.proxy_fence")
    with pytest.raises(EmulatorError, match="without a wgmma.fence"):
        _run("aligned_gemm_f16")


@pytest.mark.slow
@pytest.mark.parametrize("name", ["aligned_gemm_f16", "dense_gemm_bf16_128", "aligned_attention_f16"])
def test_emulated_wgmma_matches_interpreter_slow(name):
    np.testing.assert_allclose(_run(name, seed=2), _expected(name, seed=2), rtol=1e-2, atol=1e-2)


# --- the helpers ------------------------------------------------------------------------------------

def test_every_wgmma_helper_assembles_for_sm_90():
    """Each helper's GPU body (every form: N 8/64/256, f16/bf16, transpose bits, register A,
    waits) compiles to PTX that ptxas takes for sm_90a."""
    from tileiras.codegen import runtime, wgmma_helpers
    from tileiras.codegen.nvptx import compile_to_ptx, link_runtime
    from tileiras.conversion.nv_tileas_to_llvm import NVPTX_DATALAYOUT, NVPTX_TRIPLE
    from tileiras.target import TARGETS
    from tileiras.toolchain import ptxas

    names = wgmma_helpers.all_names()
    lines = [f'target datalayout = "{NVPTX_DATALAYOUT}"', f'target triple = "{NVPTX_TRIPLE}"',
             "define ptx_kernel void @k(ptr addrspace(1) %out, i64 %d, i32 %x, float %f) {"]
    for i, n in enumerate(names):
        h = runtime.helper(n)
        args = ", ".join({"float": "float %f", "i64": "i64 %d", "i32": "i32 %x"}[t] for t in h.args)
        if h.ret == "void":
            lines.append(f"  call void {h.symbol}({args})")
            continue
        lines.append(f"  %r{i} = call {h.ret} {h.symbol}({args})")
        lines.append(f"  %e{i} = extractvalue {h.ret} %r{i}, 0")
        lines.append(f"  store volatile float %e{i}, ptr addrspace(1) %out")
    lines += ["  ret void", "}"]
    declared = "\n".join(lines) + "\n" + "\n".join(runtime.helper(n).declaration() for n in names) + "\n"
    ptx = compile_to_ptx(link_runtime(declared, {runtime.helper(n).name for n in names}, 0), TARGETS["sm_90"], 3, ["k"])
    for n in (8, 64, 256):
        assert f"wgmma.mma_async.sync.aligned.m64n{n}k16.f32.bf16.bf16" in ptx
    assert "wgmma.fence.sync.aligned;" in ptx and "fence.proxy.async.shared::cta;" in ptx
    assert "wgmma.wait_group.sync.aligned 1;" in ptx
    assert ptxas.assemble(ptx, TARGETS["sm_90"])[:4] == b"\x7fELF"
