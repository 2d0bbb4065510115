"""Warp specialization on sm_90a and sm_120 (`tileas-warp-specialize`, issue 14; ring depth, issue 12).

A TMA-pipelined dot loop becomes a producer warp (warp 4: waits for an empty stage, expects its
bytes, issues the TMA copies) and a consumer warpgroup (warps 0-3: waits for a full stage,
computes, releases it), 256 threads as NVIDIA's kernels, `setmaxnreg.dec 32` in the producer and
idle warps. Checked here: the roles and ring in the IR (printed, read back), the PTX, the
emulator's register accounting and the mutations it must catch (a stage released before its
wgmma retired, a producer that does not wait for an empty stage, a wrong parity). Emulator ==
interpreter on the specialized kernels: tests/codegen/test_wgmma.py and test_tma.py (their sm_90
kernels are specialized now; `test_every_specialized_kernel_...` below asserts it).
"""

from __future__ import annotations

import functools

import numpy as np
import pytest

from corpus_cases import BYTECODE, arrays_of, kernel_args, kernel_grid
from tileiras.driver import pipeline
from tileiras.driver.compile import read_bytecode
from tileiras.driver.options import CompileOptions
from tileiras.target import get_target

SPECIALIZED = ["aligned_gemm_f16", "dense_gemm_f16", "aligned_gemm_bf16_f32out", "dense_gemm_bf16_128",
               "aligned_attention_f16", "dense_attention_f16", "aligned_batched_gemm_f16", "aligned_gemm_i8",
               "aligned_gemm_tf32"]
"""The corpus's TMA-fed dot kernels on sm_90: NVIDIA's are all warp-specialized (`setmaxnreg` in
tests/codegen/golden/nvidia_ptx_facts.json), and so are ours."""
NVIDIA_STAGES = {"aligned_gemm_f16": 12, "dense_gemm_f16": 12, "dense_gemm_bf16_128": 6, "dense_attention_f16": 6,
                 "aligned_gemm_bf16_f32out": 10, "aligned_attention_f16": 7}
"""NVIDIA's ring depth on sm_90 (its deepest ring where it keeps one per operand, as attention's
K and V rings, ours too: test_attention_rings.py; PTX from its
--lineinfo cubins: runs of `mbarrier.init` at consecutive offsets with count 1, the full side)."""
NVIDIA_STAGES_SM120 = {"aligned_gemm_f16": 5, "dense_gemm_f16": 5, "dense_gemm_bf16_128": 2, "dense_attention_f16": 2,
                       "aligned_gemm_bf16_f32out": 3}
"""The same on sm_120 (NVIDIA specializes there too, with ldmatrix and mma.sync consumers)."""
TMA_STORE_SM90 = {"dense_gemm_f16", "dense_gemm_bf16_128", "dense_attention_f16"}
"""The specialized kernels whose tile leaves by TMA store on sm_90, sm_120 and the sm_100 family: an
epilogue warp issues it."""


@functools.lru_cache(maxsize=None)
def specialized(name: str, sm: str = "sm_90") -> pipeline.PipelineState:
    module = read_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes()).module
    state = pipeline.PipelineState(module, get_target(sm), CompileOptions(gpu_name=sm, emit="ptx"))
    pipeline.run_stages(state, pipeline.between("check-supported", "tileas-warp-specialize"))
    return state


def _ptx(state: pipeline.PipelineState) -> str:
    again = pipeline.PipelineState(state.module.clone(), state.target, state.options)
    pipeline.run_stages(again, pipeline.between("convert-nv-tileas-to-llvm", "nvptx"))
    return again.ptx


def _roles(func) -> dict[str, tuple[int, int, int]]:
    return {op.role.data: (op.first_warp.value.data, op.num_warps.value.data, op.max_regs.value.data)
            for op in func.regions[0].blocks.first.ops if op.name == "nv_tileas.warp_role"}


def test_the_gemm_is_split_into_roles_around_a_deep_ring():
    """aligned_gemm_f16 (NVIDIA: 11 stages, 256 threads): roles in the IR, the ring's full and
    empty mbarriers, the producer alone issuing copies, the consumer releasing each stage after
    a wgmma that waits for its own group; the printed IR reads back to the same PTX."""
    from tileiras.driver.pipeline import stage_named, state_after

    state = specialized("aligned_gemm_f16")
    func = next(op for op in state.module.walk() if op.name == "nv_tileaa.func")
    assert func.attributes["nv_tileas.launch_warps"].value.data == 8
    assert _roles(func) == {"producer": (4, 1, 32), "idle": (5, 3, 32), "consumer": (0, 4, 0)}
    roles = {op.role.data: op for op in func.walk() if op.name == "nv_tileas.warp_role"}
    full, empty = [op for op in func.walk() if op.name == "nv_tileas.alloc_mbarriers"]
    assert (full.count.value.data, empty.count.value.data) == (1, 128)
    stages = full.results[0].type.get_shape()[0]
    assert stages >= NVIDIA_STAGES["aligned_gemm_f16"] and empty.results[0].type.get_shape()[0] == stages
    assert all(op.results[0].type.get_shape()[0] == stages for op in func.walk() if op.name == "nv_tileas.alloc_shared")
    producer = [op.name for op in roles["producer"].walk()]
    consumer = [op.name for op in roles["consumer"].walk()]
    assert producer.count("nv_tileas.tma_load") == 2 and "nv_tileas.mbarrier_wait" in producer
    assert not {"nv_tileas.tma_load", "nv_tileas.tma_expect", "nv_tileas.barrier"} & set(consumer)
    wgmma = next(op for op in roles["consumer"].walk() if op.name == "nv_tileas.wgmma")
    body = list(wgmma.parent_block().ops)
    arrive = next(op for op in body if op.name == "nv_tileas.mbarrier_arrive")
    assert wgmma.pending.value.data == 0 and body.index(arrive) > body.index(wgmma)
    assert arrive.bars is empty.results[0]
    ptx = _ptx(state)
    assert ".reqntid 256" in ptx and ptx.count("setmaxnreg.dec.sync.aligned.u32 32;") == 2
    assert "bar.sync \t1, 128;" in ptx and "wgmma.wait_group.sync.aligned 1;" not in ptx
    assert "mbarrier.arrive.shared.b64" in ptx
    dumped = stage_named("tileas-warp-specialize").dump(state)
    again = state_after("tileas-warp-specialize", dumped.encode(), "aligned_gemm_f16.mlir", state.options)
    assert _ptx(again) == ptx


def test_every_warp_helper_assembles_for_sm_90():
    from tileiras.codegen import runtime, warp_helpers
    from tileiras.codegen.nvptx import compile_to_ptx, link_runtime
    from tileiras.conversion.nv_tileas_to_llvm import NVPTX_DATALAYOUT, NVPTX_TRIPLE
    from tileiras.target import TARGETS
    from tileiras.toolchain import ptxas

    names = warp_helpers.all_names()
    lines = [f'target datalayout = "{NVPTX_DATALAYOUT}"', f'target triple = "{NVPTX_TRIPLE}"',
             "define ptx_kernel void @k() {"]
    for n in names:
        h = runtime.helper(n)
        lines.append(f"  call void {h.symbol}({', '.join(f'{t} {v}' for t, v in zip(h.args, ('1', '128')))})")
    lines += ["  ret void", "}"]
    declared = "\n".join(lines) + "\n" + "\n".join(runtime.helper(n).declaration() for n in names) + "\n"
    ptx = compile_to_ptx(link_runtime(declared, {runtime.helper(n).name for n in names}, 0), TARGETS["sm_90"], 3, ["k"])
    assert "bar.sync \t1, 128;" in ptx
    for n in ("dec.sync.aligned.u32 32", "inc.sync.aligned.u32 232", "dec.sync.aligned.u32 24"):
        assert f"setmaxnreg.{n};" in ptx
    assert ptxas.assemble(ptx, TARGETS["sm_90"])[:4] == b"\x7fELF"
    with pytest.raises(runtime.HelperError):
        runtime.helper("setmaxnreg.dec.20")  # not a multiple of 8 in [24, 256]


# -- the ring depth (issue 12) ----------------------------------------------------------------------

def test_ring_depth_follows_the_latency_hint_and_the_work_per_stage(monkeypatch):
    """A heavier `latency` hint deepens the ring, a lighter one makes it shallower; more work per
    iteration (dense_gemm_bf16_128's 128x128x32 against aligned_gemm_f16's 64x64x32) needs
    fewer stages; sm_120's slower mma.sync fewer still (NVIDIA's 5); sm_80's cp.async ring 8."""
    from tileiras.transforms import tileas_pipeline as tp

    def depth(name: str, sm: str = "sm_90") -> int:
        specialized.cache_clear()
        st = specialized(name, sm)
        return next(op.results[0].type.get_shape()[0] for op in st.module.walk()
                    if op.name in ("nv_tileas.alloc_mbarriers", "nv_tileas.alloc_shared"))

    base = depth("aligned_gemm_f16")
    assert depth("dense_gemm_bf16_128") < base
    assert depth("dense_gemm_f16", "sm_80") == 8  # cp.async, every warp copies: NVIDIA's 8 (test_ring_depth.py)
    assert depth("aligned_gemm_f16", "sm_120") == NVIDIA_STAGES_SM120["aligned_gemm_f16"]
    monkeypatch.setattr(tp, "latency_hint", lambda load: 1)
    light = depth("aligned_gemm_f16")
    monkeypatch.setattr(tp, "latency_hint", lambda load: 10)
    assert light < base <= depth("aligned_gemm_f16") <= tp.MAX_RING_STAGES
    specialized.cache_clear()


# -- the emulator's register accounting ---------------------------------------------------------------

class _FakeEmu:
    def __init__(self):
        import threading

        self.faults: list[str] = []
        self._out_lock = threading.Lock()
        self._block = (0, 0, 0)


def _setmaxnreg(nthreads: int, calls: list[tuple[range, int, int]]) -> list[str]:
    from tileiras.simt import warp_roles

    emu = _FakeEmu()
    warp_roles.start_block(emu, nthreads)
    for tids, kind, n in calls:
        for t in tids:
            warp_roles.setmaxnreg(t, kind, n)
    warp_roles.end_block(emu)
    return emu.faults


def test_setmaxnreg_is_checked_per_warpgroup():
    assert _setmaxnreg(256, [(range(128, 256), 0, 32)]) == []  # NVIDIA's: the second warpgroup gives back
    assert _setmaxnreg(256, [(range(128, 256), 0, 32), (range(0, 128), 1, 256)]) == []
    assert "multiple of 8" in _setmaxnreg(256, [(range(128, 256), 0, 36)])[0]
    mixed = _setmaxnreg(256, [(range(128, 160), 0, 32), (range(160, 256), 0, 40)])
    assert any("not warpgroup-uniform" in f for f in mixed)
    partial = _setmaxnreg(256, [(range(128, 160), 0, 32)])  # warp 4 alone: warps 5-7 never execute it
    assert partial and "executed by 32 of its 128 threads" in partial[0]
    # 384 threads start with 168 registers each; one warpgroup raised to 256 overflows the file
    over = _setmaxnreg(384, [(range(0, 128), 1, 256)])
    assert over and "exceed the register file" in over[0]
    assert "whose count is" in _setmaxnreg(256, [(range(128, 256), 1, 32)])[0]  # inc may not lower


# -- mutations the emulator must catch ---------------------------------------------------------------

def _run(name: str, timeout: float | None = None, sm: str = "sm_90"):
    from tileiras.simt import Emulator

    data = (BYTECODE / f"{name}.13.4.tileirbc").read_bytes()
    args = kernel_args(name, seed=3)
    emu = Emulator.from_bytecode(data, sm)
    if timeout is not None:
        emu.wait_timeout_s = timeout
    emu.launch_cutile(kernel_grid(name), *args)
    return arrays_of(args)[-1].astype(np.float64)


def _expected(name: str):
    from tileiras.interp import launch as interp_launch

    data = (BYTECODE / f"{name}.13.4.tileirbc").read_bytes()
    args = kernel_args(name, seed=3)
    interp_launch(data, kernel_grid(name), *args)
    return arrays_of(args)[-1].astype(np.float64)


def _shallow_ring(monkeypatch) -> None:
    """Two stages: dense_gemm_f16's 5 K tiles then go round the ring (12 stages would not)."""
    from tileiras.transforms import tileas_pipeline

    monkeypatch.setattr(tileas_pipeline, "MAX_RING_STAGES", 2)


def test_a_producer_waiting_on_the_wrong_parity_deadlocks(monkeypatch):
    """The producer waits for parity q instead of q ^ 1: on a fresh mbarrier that phase has not
    completed and no consumer will complete it: the watchdog reports the deadlock."""
    from tileiras.simt.emulator import EmulatorError
    from tileiras.transforms import tileas_warp_specialize as ws

    real = ws.producer_wait
    monkeypatch.setattr(ws, "producer_wait", lambda empty, s, q, qn, at_end: real(empty, s, q, q, at_end))
    with pytest.raises(EmulatorError, match="never completed"):
        _run("dense_gemm_f16", timeout=3.0)


@pytest.mark.slow
def test_a_stage_released_before_its_wgmma_retired_is_a_fault(monkeypatch):
    """The consumer keeps its wgmma in flight (`pending = 1`) yet releases the stage at the end
    of the iteration: the producer's next TMA copy into that stage is issued while the wgmma
    still reads it (or lands, when a faster consumer thread waits for it, before the wgmma's
    wait_group re-reads its operands). The same two stages without the mutation: correct."""
    from tileiras.simt.emulator import EmulatorError
    from tileiras.transforms import tileas_warp_specialize as ws

    _shallow_ring(monkeypatch)
    np.testing.assert_allclose(_run("dense_gemm_f16"), _expected("dense_gemm_f16"), rtol=1e-2, atol=1e-2)
    monkeypatch.setattr(ws, "retire_before_release", lambda body: None)
    with pytest.raises(EmulatorError, match="wgmma reading them is in flight|changed before the wait_group|TMA copy not yet complete writes"):
        _run("dense_gemm_f16")


NVIDIA_IN_FLIGHT = {"dense_gemm_bf16_128": True, "aligned_gemm_bf16_f32out": True, "dense_gemm_f16": False,
                    "aligned_gemm_f16": False}
"""Whether NVIDIA's sm_90 consumer keeps the stage's wgmma group in flight across the release
(`wgmma.wait_group 1` in the loop, then the previous stage's `mbarrier.arrive`; its --lineinfo
PTX): the stages of 4 wgmma instructions do, those of 2 wait for theirs (`wait_group 0`)."""


@pytest.mark.parametrize("name", sorted(NVIDIA_IN_FLIGHT))
def test_wgmma_in_flight_across_the_release_where_nvidias_is(name):
    """In flight: `pending = 1` and the release is the previous iteration's stage, skipped in
    the first iteration; else the wgmma retires its group and releases its own stage."""
    from tileiras.transforms.tileas_warp_specialize import wgmma_instructions

    func = next(op for op in specialized(name).module.walk() if op.name == "nv_tileaa.func")
    wgmma = next(op for op in func.walk() if op.name == "nv_tileas.wgmma")
    body = wgmma.parent_block()
    arrive = next(op for op in body.ops if op.name == "nv_tileas.mbarrier_arrive")
    assert (wgmma_instructions(wgmma) >= 4) == NVIDIA_IN_FLIGHT[name]
    if NVIDIA_IN_FLIGHT[name]:
        assert wgmma.pending.value.data == 1 and arrive.stage is not body.args[-2]
        prev = arrive.stage.owner  # select(r == 0, S - 1, r - 1)
        assert prev.name == "arith.select" and prev.operands[0].owner.operands[0] is body.args[-2]
        assert arrive.pred is not None and arrive.pred.owner.operands[0] is body.args[0]
    else:
        assert wgmma.pending.value.data == 0 and arrive.stage is body.args[-2] and arrive.pred is None


@pytest.mark.slow
def test_in_flight_release_matches_the_interpreter_and_its_mutation_is_caught(monkeypatch):
    """dense_gemm_bf16_128 on a ring of 2 (4 K tiles: the ring wraps): correct; releasing this
    iteration's stage, which the in-flight wgmma still reads, is a fault."""
    from tileiras.dialects.nv_tileas.warp_ops import mbarrier_arrive
    from tileiras.simt.emulator import EmulatorError
    from tileiras.transforms import tileas_warp_specialize as ws

    _shallow_ring(monkeypatch)
    np.testing.assert_allclose(_run("dense_gemm_bf16_128"), _expected("dense_gemm_bf16_128"), rtol=1e-2, atol=1e-2)
    monkeypatch.setattr(ws, "release_previous", lambda empty, prev, r, not_first: mbarrier_arrive(empty, r))
    with pytest.raises(EmulatorError, match="wgmma reading them is in flight|changed before the wait_group|TMA copy not yet complete writes"):
        _run("dense_gemm_bf16_128")


@pytest.mark.slow
def test_a_producer_not_waiting_for_an_empty_stage_is_caught(monkeypatch):
    """Without the wait the producer runs more than a ring ahead: it arrives again on a full
    mbarrier whose phase is still open (a fault), overwrites a stage a wgmma reads, or lands
    the wrong tile (a wrong result)."""
    from tileiras.simt.emulator import EmulatorError
    from tileiras.transforms import tileas_warp_specialize as ws

    monkeypatch.setattr(ws, "producer_wait", lambda *a: None)
    _shallow_ring(monkeypatch)
    try:
        got = _run("dense_gemm_f16", timeout=5.0)
    except EmulatorError as e:
        assert "pending arrivals" in str(e) or "in flight" in str(e) or "never completed" in str(e)
        return
    assert not np.allclose(got, _expected("dense_gemm_f16"), rtol=1e-2, atol=1e-2)


# -- the sm_100 family: TMA producer, MMA warp, epilogue warpgroup (issue 15) ---------------------------

TCGEN05_GEMMS = ["aligned_gemm_f16", "aligned_gemm_bf16_f32out", "dense_gemm_f16", "dense_gemm_bf16_128"]
"""The corpus's tcgen05 main loops (test_tcgen05.TCGEN05_KERNELS): NVIDIA's sm_100 code runs
them on a producer warp (4), an MMA warp (5) and the epilogue warps 0-3; so does ours."""


def _ops_of(role) -> list:
    return list(role.body.blocks.first.ops)


def test_the_role_dispatch_is_a_branch_chain_not_a_jump_table():
    """dense_gemm_f16 on sm_100 has four roles past the epilogue warps (producer, MMA, store,
    idle): LLVM would dispatch them with a `brx.idx` jump table, which NVIDIA's PTX never has
    (and which hid the MMA loop from the SASS comparison); kernels are built without jump tables."""
    ptx = _ptx(specialized("dense_gemm_f16", "sm_100"))
    assert "setmaxnreg.dec" in ptx and "brx" not in ptx


def test_the_tcgen05_gemm_is_split_into_producer_mma_and_epilogue_roles():
    """dense_gemm_bf16_128 on sm_100: the MMA warp waits for each full stage, issues the
    stage's MMAs and commits them to the stage's empty mbarrier (the commit's arrival is the
    release: count 1), then commits to the accumulator's mbarrier; the epilogue warpgroup
    keeps no loop, stores the initial accumulator, arrives at the ready mbarrier the MMA warp
    waits on, and waits for that last commit before reading tensor memory. The printed IR
    reads back to the same PTX."""
    from tileiras.driver.pipeline import stage_named, state_after

    state = specialized("dense_gemm_bf16_128", "sm_100")
    func = next(op for op in state.module.walk() if op.name == "nv_tileaa.func")
    assert func.attributes["nv_tileas.launch_warps"].value.data == 8
    assert _roles(func) == {"producer": (4, 1, 32), "mma": (5, 1, 32), "epilogue": (6, 1, 32), "idle": (7, 1, 32),
                            "consumer": (0, 4, 0)}  # the TMA store's warp: test_warp_specialize_epilogue
    top = [op.name for op in func.regions[0].blocks.first.ops]
    assert "nv_tileas.tmem_alloc" in top and top.index("nv_tileas.tmem_alloc") < top.index("nv_tileas.warp_role")
    roles = {op.role.data: op for op in func.walk() if op.name == "nv_tileas.warp_role"}
    mma = next(op for op in roles["mma"].walk() if op.name == "nv_tileas.tcgen05_mma")
    empty = mma.bars.owner
    assert mma.pending.value.data == 2 and empty.count.value.data == 1
    loop = mma.parent_op()
    body = list(loop.body.block.ops)
    full_wait = body[0]
    assert full_wait.name == "nv_tileas.mbarrier_wait" and full_wait.stage is loop.body.block.args[1]
    assert mma.a_stage is loop.body.block.args[1] and empty.results[0].type == full_wait.bars.type
    ready_wait, commit = _ops_of(roles["mma"])[1], _ops_of(roles["mma"])[-1]
    assert ready_wait.name == "nv_tileas.mbarrier_wait" and ready_wait.bars.owner.count.value.data == 128
    assert commit.name == "nv_tileas.tcgen05_commit" and commit.index.value.data == 2
    consumer = [op.name for op in roles["consumer"].walk()]
    assert not {"scf.for", "nv_tileas.tcgen05_mma", "nv_tileas.tma_load", "nv_tileas.tcgen05_wait"} & set(consumer)
    at = consumer.index("nv_tileas.tmem_store")
    assert consumer.index("nv_tileas.mbarrier_arrive") > at
    assert consumer.index("nv_tileas.mbarrier_wait") < consumer.index("nv_tileas.tmem_load")
    ptx = _ptx(state)
    assert ".reqntid 256" in ptx and ptx.count("setmaxnreg.dec.sync.aligned.u32 32;") == 4
    assert ptx.count("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64") == 2
    dumped = stage_named("tileas-warp-specialize").dump(state)
    again = state_after("tileas-warp-specialize", dumped.encode(), "dense_gemm_bf16_128.mlir", state.options)
    assert _ptx(again) == ptx


def _overlaps(func) -> list:
    """Shared ranges that overlap an mbarrier array or the tensor-memory address slot (buffers
    may share bytes with each other where their lives do not overlap: transforms/shared_plan.py)."""
    from tileiras.transforms.tileas_warp_specialize import _shared_ranges

    everything = _shared_ranges(func)
    return [(f, g) for f in _shared_ranges(func, buffers=False) for g in everything
            if g != f and g[0] < f[1] and f[0] < g[1]]


@pytest.mark.parametrize("sm", ["sm_90", "sm_100"])
def test_no_shared_allocations_overlap(sm):
    """aligned_gemm_bf16_f32out's ring of 10: its empty mbarriers (80 bytes) do not fit the
    alignment gap after the full ones, where sm_100 keeps the tcgen05 mbarriers: they go after
    everything instead (before, they overwrote those and the tensor-memory address slot)."""
    func = next(op for op in specialized("aligned_gemm_bf16_f32out", sm).module.walk() if op.name == "nv_tileaa.func")
    assert not _overlaps(func)


def test_specialized_tcgen05_gemm_matches_the_interpreter():
    """The M = 128 form (dense_gemm_f16, the M = 64 form, runs in test_tcgen05; all four GEMMs on
    sm_100/103/107/110 in its slow set)."""
    np.testing.assert_allclose(_run("dense_gemm_bf16_128", sm="sm_100"), _expected("dense_gemm_bf16_128"),
                               rtol=1e-2, atol=1e-2)


def _faults(name: str, sm: str) -> list[str]:
    """The faults of a launch that must fail (all of them: a faulting MMA thread leaves the
    epilogue warps waiting, and the report lists the lowest threads' faults first)."""
    from tileiras.simt import Emulator
    from tileiras.simt.emulator import EmulatorError

    emu = Emulator.from_bytecode((BYTECODE / f"{name}.13.4.tileirbc").read_bytes(), sm)
    emu.wait_timeout_s = 5.0
    with pytest.raises(EmulatorError):
        emu.launch_cutile(kernel_grid(name), *kernel_args(name, seed=3))
    return list(emu.faults)


_STAGE_RACES = (
    "that a TMA copy not yet complete writes",  # the MMA read a stage whose copy is in flight
    "issued while a tcgen05.mma reading them has not completed",  # the copy wrote a stage an MMA reads
    "changed before the mbarrier of its commit",  # the stage changed under a landed MMA
)
"""The emulator's reports of a TMA copy and a tcgen05.mma racing on a stage: which one a
run meets depends on which warp gets there first, but one of them always does."""


def _races(faults: list[str]) -> list[str]:
    return [f for f in faults if any(r in f for r in _STAGE_RACES)]


def test_an_mma_issued_before_its_stage_is_full_is_caught(monkeypatch):
    """The MMA warp issues the stage's MMAs before waiting for its full mbarrier. Whichever warp
    runs first, the first stage races: either the copy is in flight when the MMA reads the stage
    (it lands only when its mbarrier is waited on) or the producer issues it while the MMA, whose
    commit nobody has waited on, still reads the stage."""
    from tileiras.transforms import tileas_warp_specialize as ws

    real = ws._plan_mma_role

    def wait_after_the_mma(*args):
        plan = real(*args)
        body = plan.mma.parent_block()
        wait = body.first_op
        wait.detach()
        body.insert_op_after(wait, plan.mma)
        return plan

    _shallow_ring(monkeypatch)
    monkeypatch.setattr(ws, "_plan_mma_role", wait_after_the_mma)
    assert _races(_faults("dense_gemm_f16", "sm_100"))


def test_a_stage_released_before_its_mmas_commit_is_a_fault(monkeypatch):
    """The MMA warp commits to the stage's empty mbarrier before issuing the stage's MMAs: the
    commit covers only earlier MMAs, the producer refills the stage while this iteration's
    MMAs still read it (2 stages, 5 K tiles: the ring wraps)."""
    from tileiras.conversion.nv_tileas_to_llvm import tcgen05 as lowering

    def commit_first(fl, op):
        with fl.only_if(lowering._issuer(fl), "umma"):
            lowering.commit(fl, lowering._bar(fl, fl.get(op.bars), fl.getv(op.a_stage).name))
            lowering.issue_mmas(fl, op)

    _shallow_ring(monkeypatch)
    monkeypatch.setattr(lowering, "lower_tcgen05_mma_release", commit_first)
    assert _races(_faults("dense_gemm_f16", "sm_100"))


@pytest.mark.slow
@pytest.mark.parametrize("sm", ["sm_100", "sm_103", "sm_107", "sm_110"])
@pytest.mark.parametrize("name", TCGEN05_GEMMS)
def test_every_tcgen05_gemm_is_specialized_and_assembles(name, sm):
    from tileiras.toolchain.ptxas import assemble

    state = specialized(name, sm)
    func = next(op for op in state.module.walk() if op.name == "nv_tileaa.func")
    epilogue = {"epilogue"} if name in TMA_STORE_SM90 else set()  # the TMA store's warp (warp 6)
    assert set(_roles(func)) == {"producer", "mma", "idle", "consumer"} | epilogue and not _overlaps(func)
    ptx = _ptx(state)
    assert ".reqntid 256" in ptx and "tcgen05.mma.cta_group::1.kind::f16" in ptx
    assert assemble(ptx, state.target)[:4] == b"\x7fELF"


# -- the corpus ---------------------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("sm", ["sm_90", "sm_120"])
@pytest.mark.parametrize("name", SPECIALIZED)
def test_every_specialized_kernel_has_roles_and_assembles(name, sm):
    """Every TMA-fed dot kernel on sm_90 and sm_120: roles, at least NVIDIA's ring depth where
    recorded (on sm_90 deeper than the unspecialized 3), PTX that ptxas takes."""
    from tileiras.toolchain.ptxas import assemble

    state = specialized(name, sm)
    func = next(op for op in state.module.walk() if op.name == "nv_tileaa.func")
    epilogue = {"epilogue"} if name in TMA_STORE_SM90 else set()  # test_warp_specialize_epilogue (sm_90, sm_120)
    assert set(_roles(func)) == {"producer", "idle", "consumer"} | epilogue and not _overlaps(func)
    depth = max(op.results[0].type.get_shape()[0] for op in func.walk()  # the deepest ring (attention: K's and V's)
                if op.name == "nv_tileas.alloc_mbarriers" and op.count.value.data == 1)
    if sm == "sm_90":
        assert depth > 3 and depth >= NVIDIA_STAGES.get(name, 0)
    else:
        assert depth >= NVIDIA_STAGES_SM120.get(name, 2)
    ptx = _ptx(state)
    assert ".reqntid 256" in ptx and "setmaxnreg.dec.sync.aligned.u32 32;" in ptx
    assert assemble(ptx, state.target)[:4] == b"\x7fELF"


@pytest.mark.slow
@pytest.mark.parametrize("name", ["aligned_gemm_i8", "aligned_gemm_tf32", "aligned_batched_gemm_f16"])
def test_specialized_mma_sync_kernels_match_the_interpreter(name):
    """Specialized kernels whose consumer reads its stages with ldmatrix / ld.shared (no wgmma):
    the release after synchronous reads."""
    np.testing.assert_allclose(_run(name), _expected(name), rtol=1e-2, atol=1e-2)


@pytest.mark.slow
def test_a_block_barrier_in_the_consumer_is_a_reported_deadlock(monkeypatch):
    """A consumer barrier over the whole block (`bar.sync 0`) waits for warps that have left:
    the watchdog makes the barrier give up and the launch reports it (named barrier 1 over the
    128 consumer threads is what the lowering uses)."""
    from tileiras.conversion.nv_tileas_to_llvm.lowering import FunctionLowering
    from tileiras.simt.emulator import EmulatorError

    monkeypatch.setattr(FunctionLowering, "barrier", lambda self: self.call("barrier", []))
    with pytest.raises(EmulatorError, match="barrier never completed"):
        _run("dense_gemm_f16", timeout=3.0)
