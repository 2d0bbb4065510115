"""tcgen05 over a CTA pair (`cta_group::2`, issue 15): the helpers and the emulator's model.

NVIDIA's tileiras 13.5 compiles the 2-CTA cluster GEMM (tests/codegen/golden/cluster, 128x256x64
f16 tiles) on sm_100 and sm_103 to one `tcgen05.mma.cta_group::2.kind::f16` per K step with
instruction descriptor 0x08410010 (M 128, N 256, f16 A and B, f32 D, B N-major), issued by the even CTA
only (`%cluster_ctaid.x == 0`); each CTA loads its 64 rows of A and its 128 columns of B; the
tensor memory is `tcgen05.alloc.cta_group::2` of 128 columns in each CTA (then
`relinquish_alloc_permit.cta_group::2`, `dealloc.cta_group::2`); the MMAs are committed with
`tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster` and
ctaMask 3 (both CTAs' mbarriers); each CTA's epilogue reads its own 64 rows x 256 columns from
its tensor memory with `tcgen05.ld.32x32b` (warps 0-1 the first 128 columns at lanes 0-63,
warps 2-3 the others at lanes 64-127: the PTX ISA's data-path layout B).

The model (`simt/tcgen05_model.py`) is checked here against that reading of the PTX ISA: the
pair MMA reads A's rows and B's columns half from each CTA's shared memory at the descriptors'
offsets, writes each CTA's rows into its own tensor memory (layout B for M = 128, layout A for
M = 256), and a CTA's part lands only through its own mbarrier (the commit's multicast).
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from test_tcgen05 import _aligned_smem
from test_wgmma import _reference_offset
from tileiras.layout.tcgen05_atom import decode_instruction, instruction_descriptor, smem_descriptor
from tileiras.layout.wgmma_atom import Descriptor
from tileiras.simt import tcgen05_model

NVIDIA_IDESC = 0x08410010
"""NVIDIA's instruction descriptor of the 2-CTA GEMM's `tcgen05.mma.cta_group::2` (sm_100 and sm_103 PTX)."""
SMEM = 16384
A_AT, B_AT, BAR_AT, SLOT_AT = 0, 4096, 12288, 12352


def test_nvidia_pair_instruction_is_m128_n256():
    f = decode_instruction(NVIDIA_IDESC)
    assert (f["m"], f["n"], f["a"], f["b"], f["d"], f["a_mn_major"], f["b_mn_major"]) == (128, 256, 0, 0, 1, 0, 1)
    assert NVIDIA_IDESC == instruction_descriptor("f16", "f16", "f16", "f32", 128, 256, False, True, cta_group=2)


def _cluster(monkeypatch):
    """Two CTAs' shared memory, the emulator's cluster run faked: (arrays, bases, fake emulator)."""
    from tileiras.simt import emulator

    smems, bases = zip(*(_aligned_smem(SMEM) for _ in range(2)))

    class Emu:
        _smem_bytes = SMEM
        _block = (0, 0, 0)
        faults: list = []

        import threading
        _out_lock = threading.Lock()

    Emu.faults = []
    monkeypatch.setattr(emulator, "_current", [Emu])
    monkeypatch.setattr(emulator, "_cluster_smem", list(bases))
    return smems, list(bases), Emu


def _store_k_major(smem: np.ndarray, at: int, tile: np.ndarray) -> None:
    """`tile` (rows x 16 f16, K contiguous) in the 32-byte-swizzle canonical layout at `at`."""
    halves = smem[at:].view(np.float16)
    rows, cols = tile.shape
    for r in range(rows):
        for c in range(cols):
            halves[_reference_offset(r, c, rows, cols, 2) // 2] = tile[r, c]


def _pair_setup(monkeypatch, m: int, n: int, seed: int = 0):
    """A (m x 16) and B (n x 16, K-major) split between the CTAs' shared memory (rows / columns
    half each, at the same offsets), 2-CTA tensor memory allocated in both; the descriptors."""
    rng = np.random.default_rng(seed)
    a = rng.integers(-4, 5, (m, 16)).astype(np.float16)
    b = rng.integers(-4, 5, (n, 16)).astype(np.float16)
    smems, bases, emu = _cluster(monkeypatch)
    for cta in range(2):
        _store_k_major(smems[cta], A_AT, a[cta * m // 2:(cta + 1) * m // 2])
        _store_k_major(smems[cta], B_AT, b[cta * n // 2:(cta + 1) * n // 2])
    tcgen05_model.begin_block()
    for cta in range(2):
        slot = bases[cta] + SLOT_AT
        tcgen05_model.alloc2(0, bases[cta], slot, 256)
        assert int(smems[cta][SLOT_AT:SLOT_AT + 4].view(np.uint32)[0]) == 0
    lead = bases[0]
    da = smem_descriptor(Descriptor((lead + A_AT) % 2**18, 16, 8 * 32, 32))
    db = smem_descriptor(Descriptor((lead + B_AT) % 2**18, 16, 8 * 32, 32))
    idesc = instruction_descriptor("f16", "f16", "f16", "f32", m, n, False, False, cta_group=2)
    want = a.astype(np.float64) @ b.astype(np.float64).T
    return smems, bases, emu, da, db, idesc, want


def _rows_of(cta_state, m: int, n: int) -> np.ndarray:
    """The CTA's M/2 x N rows read back from its tensor memory by the ISA's layouts: M = 128
    (layout B) columns n < N/2 at lane r, the others at lane 64 + r, column n % (N/2); M = 256
    (layout A) lane r, column n."""
    out = np.zeros((m // 2, n), dtype=np.uint32)
    for r in range(m // 2):
        for c in range(n):
            lane, col = (r, c) if m == 256 else (r + 64 * (c >= n // 2), c % (n // 2))
            out[r, c] = cta_state.tmem[lane, col]
    return out.view(np.float32)


@pytest.mark.parametrize("m,n", [(128, 64), (128, 256), (256, 32)])
def test_pair_mma_writes_each_ctas_rows_through_its_own_mbarrier(monkeypatch, m, n):
    """The even CTA's MMA: A's first M/2 rows and B's first N/2 columns from its shared memory,
    the others from the peer's; each CTA's rows land in its tensor memory when its own mbarrier
    (the commit's multicast, mask 3) is tested, and not before."""
    smems, bases, emu, da, db, idesc, want = _pair_setup(monkeypatch, m, n)
    tcgen05_model.mma2(0, bases[0], 0, da, db, idesc, 0, 0)
    tcgen05_model.commit_multicast(0, bases[0], bases[0] + BAR_AT, 3)
    assert not emu.faults
    tcgen05_model.land(bases[0] + BAR_AT)
    leader, peer = tcgen05_model._cta(bases[0]), tcgen05_model._cta(bases[1])
    np.testing.assert_array_equal(_rows_of(leader, m, n), want[:m // 2])
    assert peer.pending.any() and not leader.pending.any()  # the peer's rows wait for the peer's mbarrier
    out = np.zeros(4, dtype=np.uint32)
    tcgen05_model.ld(0, bases[1], 0, out.ctypes.data, 4)
    assert emu.faults and "before its commit's mbarrier was waited on" in emu.faults[-1]
    emu.faults.clear()
    tcgen05_model.land(bases[1] + BAR_AT)
    np.testing.assert_array_equal(_rows_of(peer, m, n), want[m // 2:])
    for cta in range(2):
        tcgen05_model.dealloc2(0, bases[cta], 0, 256)
    assert tcgen05_model.end_block() == [] and not emu.faults


def test_pair_mma_accumulates(monkeypatch):
    """enable_d = 1 adds to what the CTAs' tensor memory holds (each its own rows)."""
    smems, bases, emu, da, db, idesc, want = _pair_setup(monkeypatch, 128, 64, seed=3)
    for k in range(2):
        tcgen05_model.mma2(0, bases[0], 0, da, db, idesc, k, 0)
    tcgen05_model.commit_multicast(0, bases[0], bases[0] + BAR_AT, 3)
    for cta in range(2):
        tcgen05_model.land(bases[cta] + BAR_AT)
    np.testing.assert_array_equal(_rows_of(tcgen05_model._cta(bases[0]), 128, 64), 2 * want[:64])
    np.testing.assert_array_equal(_rows_of(tcgen05_model._cta(bases[1]), 128, 64), 2 * want[64:])
    assert not emu.faults


def test_pair_mma_from_the_odd_cta_is_a_fault(monkeypatch):
    smems, bases, emu, da, db, idesc, want = _pair_setup(monkeypatch, 128, 64)
    tcgen05_model.mma2(0, bases[1], 0, da, db, idesc, 0, 0)
    assert len(emu.faults) == 1 and "odd CTA of its pair" in emu.faults[0]


def test_a_commit_that_leaves_out_the_peer_is_caught(monkeypatch):
    """ctaMask 1 (the leader only): the leader's rows land, the peer's never can: its load of
    them is a fault, and the CTAs' end reports the MMA whose part no commit brought there."""
    smems, bases, emu, da, db, idesc, want = _pair_setup(monkeypatch, 128, 64)
    tcgen05_model.mma2(0, bases[0], 0, da, db, idesc, 0, 0)
    tcgen05_model.commit_multicast(0, bases[0], bases[0] + BAR_AT, 1)
    tcgen05_model.land(bases[0] + BAR_AT)
    tcgen05_model.land(bases[1] + BAR_AT)
    np.testing.assert_array_equal(_rows_of(tcgen05_model._cta(bases[0]), 128, 64), want[:64])
    out = np.zeros(4, dtype=np.uint32)
    tcgen05_model.ld(0, bases[1], 0, out.ctypes.data, 4)
    assert emu.faults and "before its commit's mbarrier was waited on" in emu.faults[0]
    ends = tcgen05_model.end_block()
    assert any("leaves the peer out" in t for t in ends), ends


def test_a_stage_overwritten_in_the_peer_before_the_wait_is_a_fault(monkeypatch):
    """The peer's half of B changes between the issue and its mbarrier's wait: the MMA was still
    reading it (the model re-reads both CTAs' operands when a part lands)."""
    smems, bases, emu, da, db, idesc, want = _pair_setup(monkeypatch, 128, 64)
    tcgen05_model.mma2(0, bases[0], 0, da, db, idesc, 0, 0)
    tcgen05_model.commit_multicast(0, bases[0], bases[0] + BAR_AT, 3)
    smems[1][B_AT:B_AT + 2].view(np.float16)[0] += 1
    tcgen05_model.land(bases[1] + BAR_AT)
    assert emu.faults and "in either CTA of the pair" in emu.faults[0]


def test_a_refill_after_either_ctas_wait_is_fine(monkeypatch):
    """Once one CTA has seen the commit's mbarrier the pair MMA has completed (its reads too):
    that CTA may refill its stage before the peer waits, and the peer's rows still land as
    computed; the race check no longer counts the MMA as reading."""
    smems, bases, emu, da, db, idesc, want = _pair_setup(monkeypatch, 128, 64)
    tcgen05_model.mma2(0, bases[0], 0, da, db, idesc, 0, 0)
    tcgen05_model.commit_multicast(0, bases[0], bases[0] + BAR_AT, 3)
    assert tcgen05_model.in_flight_reader(bases[1], B_AT, B_AT + 16) == 0
    tcgen05_model.land(bases[0] + BAR_AT)
    assert tcgen05_model.in_flight_reader(bases[1], B_AT, B_AT + 16) is None
    smems[0][A_AT:A_AT + 2048] = 0  # the leader refills its A stage
    tcgen05_model.land(bases[1] + BAR_AT)
    np.testing.assert_array_equal(_rows_of(tcgen05_model._cta(bases[1]), 128, 64), want[64:])
    assert not emu.faults


def test_pair_allocation_rules(monkeypatch):
    """A 2-CTA MMA needs the accumulator's columns from `alloc.cta_group::2` in both CTAs; a
    `dealloc.cta_group::1` of them is a fault, and so is a pair op outside a 2-CTA cluster."""
    from tileiras.simt import emulator

    smems, bases, emu = _cluster(monkeypatch)
    tcgen05_model.begin_block()
    tcgen05_model.alloc(0, bases[0], bases[0] + SLOT_AT, 128)  # cta_group::1 in the leader
    tcgen05_model.alloc2(0, bases[1], bases[1] + SLOT_AT, 128)
    idesc = instruction_descriptor("f16", "f16", "f16", "f32", 128, 64, False, False, cta_group=2)
    d = smem_descriptor(Descriptor((bases[0] + A_AT) % 2**18, 16, 256, 32))
    tcgen05_model.mma2(0, bases[0], 0, d, d, idesc, 0, 0)
    assert "outside the tensor memory tcgen05.alloc.cta_group::2 gave CTA 0" in emu.faults[-1]
    tcgen05_model.dealloc(0, bases[1], 0, 128)
    assert "tcgen05.dealloc.cta_group::1 of columns tcgen05.alloc.cta_group::2 allocated" in emu.faults[-1]
    monkeypatch.setattr(emulator, "_cluster_smem", [])
    tcgen05_model.alloc2(0, bases[0], bases[0] + SLOT_AT, 128)
    assert "outside a cluster" in emu.faults[-1]


@pytest.mark.parametrize("n", [64, 256])
def test_the_pair_warp_split_is_layout_b_by_warp_quarters(n):
    """The warp split "pair" of a CTA's 64 x N accumulator: every element a thread holds lies,
    in data-path layout B (row r, column c at lane r + 64 (c >= N/2)), in its warp's lane
    quarter 32w..32w+31, the lanes `tcgen05.ld/st` let warp w reach; each warp 32 rows x N/2."""
    from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import mma_layouts
    from tileiras.layout.mma_kinds import MmaKind

    d = mma_layouts(MmaKind("f16", "f16", "f16", "f32", 2), 64, n, 16, 4, 1, "pair")[2]
    for tid in range(128):
        w = tid // 32
        cells = {d.coords(d.element(tid, r)) for r in range(d.num_regs)}
        assert len(cells) == d.num_regs
        for row, col in cells:
            lane = row + 64 * (col >= n // 2)
            assert 32 * w <= lane < 32 * w + 32, (tid, row, col)
            assert row // 32 == w % 2 and col // (n // 2) == w // 2


# --- the helpers ---------------------------------------------------------------------------------------

def test_pair_helpers_assemble_for_sm_100():
    """Each `cta_group::2` helper's GPU body compiles to the PTX forms NVIDIA's 2-CTA GEMM has,
    which ptxas takes for sm_100a."""
    from tileiras.codegen import runtime, tcgen05_helpers
    from tileiras.codegen.nvptx import compile_to_ptx, link_runtime
    from tileiras.conversion.nv_tileas_to_llvm import NVPTX_DATALAYOUT, NVPTX_TRIPLE
    from tileiras.target import TARGETS
    from tileiras.toolchain import ptxas

    names = tcgen05_helpers.pair_names()
    lines = [f'target datalayout = "{NVPTX_DATALAYOUT}"', f'target triple = "{NVPTX_TRIPLE}"',
             "@s = internal addrspace(3) global [64 x i8] undef, align 16",
             "define ptx_kernel void @k(i64 %d, i32 %x, i16 %m) {"]
    for n in names:
        h = runtime.helper(n)
        args = ", ".join({"ptr addrspace(3)": "ptr addrspace(3) @s", "i64": "i64 %d", "i32": "i32 %x",
                          "i16": "i16 %m"}[t] for t in h.args)
        lines.append(f"  call void {h.symbol}({args})")
    lines += ["  ret void", "}"]
    text = "\n".join(lines) + "\n" + "\n".join(runtime.helper(n).declaration() for n in names) + "\n"
    ptx = compile_to_ptx(link_runtime(text, {runtime.helper(n).name for n in names}, 0), TARGETS["sm_100"], 3, ["k"])
    for s in ("tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32", "tcgen05.dealloc.cta_group::2.sync.aligned.b32",
              "tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned", "tcgen05.mma.cta_group::2.kind::f16",
              "tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64"):
        assert s in ptx, s
    try:
        ptxas.find_ptxas()
    except ptxas.ToolchainError:
        pytest.skip("no ptxas")
    assert ptxas.assemble(ptx, TARGETS["sm_100"])[:4] == b"\x7fELF"


def test_pair_helper_host_bodies_are_valid_llvm():
    """The emulator's bodies of the pair helpers parse and verify against the host runtime (the
    multicast commit's loop over the mask's CTAs included)."""
    from llvmlite import binding as llvm

    from tileiras.codegen import runtime, tcgen05_helpers
    from tileiras.simt.host_runtime import HOST_RUNTIME

    defs = [runtime.helper(n).definition(runtime.helper(n).host_text(), noinline=True)
            for n in tcgen05_helpers.pair_names()]
    mod = llvm.parse_assembly(HOST_RUNTIME + "\n" + "\n".join(defs))
    mod.verify()


# --- the compiler: NVIDIA's 2-CTA GEMM ---------------------------------------------------------------

def _cluster_ptx(sm: str) -> str:
    from test_cluster import ptx_of

    return ptx_of(sm)


def _code(ptx: str) -> str:
    return "\n".join(line.split("//", 1)[0] for line in ptx.splitlines())


@pytest.mark.parametrize("sm", ["sm_100", "sm_103"])
def test_the_2cta_gemm_is_one_pair_mma(sm):
    """NVIDIA's forms on sm_100 and sm_103: every tcgen05 op `cta_group::2`; 4 MMAs per 64-deep
    stage with NVIDIA's instruction descriptor, issued only where the CTA's rank is even;
    128 tensor-memory columns per CTA; the stage's release and the final commit multicast to
    ctaMask 3; a cluster barrier after the mbarrier init; each CTA copies its 64 rows of A and
    its 128 columns of B (two 64x64 boxes), 24 KB per stage."""
    code = _code(_cluster_ptx(sm))
    groups = re.findall(r"tcgen05\.(?:mma|commit|alloc|dealloc|relinquish_alloc_permit)\S*?cta_group::(\d)", code)
    assert groups and set(groups) == {"2"}
    assert len(re.findall(r"tcgen05\.mma\.cta_group::2\.kind::f16", code)) == 4
    assert re.search(rf"mov\.b32\s+%r\d+,\s*{NVIDIA_IDESC};", code)
    assert re.search(r"tcgen05\.alloc\.cta_group::2\.sync\.aligned\.shared::cta\.b32\s+\[%r?d?\d+\],\s*128;", code)
    assert "tcgen05.relinquish_alloc_permit.cta_group::2" in code and "tcgen05.dealloc.cta_group::2" in code
    commits = re.findall(r"tcgen05\.commit\.cta_group::2\.mbarrier::arrive::one\.shared::cluster\.multicast::cluster"
                         r"\.b64\s+\[%r?d?\d+\],\s*(\S+);", code)
    assert len(commits) == 2
    assert all(re.search(rf"mov\.[bu]16\s+{re.escape(m)},\s*3;", code) or m == "3" for m in commits), commits
    assert "%cluster_ctarank" in code and "barrier.cluster.arrive" in code
    loads = re.findall(r"cp\.async\.bulk\.tensor\.2d\.shared::cta\.global\S*", code)
    assert loads and len(loads) % 3 == 0  # per stage A's 64x64 box and B's two, each CTA its own (loop copies)
    # the B stages hold only the CTA's half: no more shared memory than NVIDIA's 147668 bytes
    assert int(re.search(r"\.shared\s+\.align\s+\d+\s+\.b8\s+\S+\[(\d+)\]", code).group(1)) <= 147668
    assert re.search(r"mov\.b32\s+%r\d+,\s*24576;", code) and not re.search(r"mov\.b32\s+%r\d+,\s*40960;", code)


@pytest.mark.parametrize("sm,pair", [("sm_100", True), ("sm_103", True), ("sm_120", False), ("sm_90", False)])
def test_the_split_marks_the_pair_on_tcgen05_targets(sm, pair):
    """On the tcgen05 targets the 2-CTA block is split by rows (A and the accumulator 64 rows, B
    whole in the IR) and its dot marked for the pair; elsewhere the split is the target's own."""
    from test_cluster import BYTECODE
    from tileiras.driver import pipeline
    from tileiras.driver.compile import read_bytecode
    from tileiras.driver.options import CompileOptions
    from tileiras.target import get_target
    from tileiras.transforms.cluster_split import CTA_PAIR_ATTR, split_module

    module = read_bytecode(BYTECODE.read_bytes()).module
    state = pipeline.PipelineState(module, get_target(sm), CompileOptions(gpu_name=sm, emit="ptx"))
    pipeline.run_stages(state, pipeline.between("check-supported", "cse"))
    split_module(module, state.target)
    (dot,) = [op for op in module.walk() if op.name == "nv_tileaa.dot"]
    assert (CTA_PAIR_ATTR in dot.attributes) == pair
    if pair:
        assert [tuple(v.type.get_shape()) for v in (*dot.operands[:3], dot.results[0])] == \
            [(64, 64), (64, 256), (64, 256), (64, 256)]


def test_the_pair_kernels_tensor_maps_are_nvidias():
    """Each CTA's half of B is copied in NVIDIA's 64x64 boxes: our three tensor maps and host
    callback are NVIDIA's sm_100 ones byte for byte (the launch is unchanged)."""
    from test_cluster import FACTS, _check_host_object, _maps

    ptx = _cluster_ptx("sm_100")
    ours = [(m["dtype"], m["box"], m["swizzle"]) for m in _maps(ptx)]
    assert ours == [(m["dtype"], m["box"], m["swizzle"]) for m in FACTS["sm_100"]["tensor_maps"]]
    _check_host_object("sm_100", ptx)


def test_one_cta_gemms_keep_cta_group_1():
    from test_tcgen05 import ptx_of

    code = _code(ptx_of("dense_gemm_f16", "sm_100"))
    assert "tcgen05.mma.cta_group::1.kind::f16" in code and "cta_group::2" not in code


def test_the_2cta_gemm_assembles():
    from tileiras.target import get_target
    from tileiras.toolchain import ptxas

    try:
        ptxas.find_ptxas()
    except ptxas.ToolchainError:
        pytest.skip("no ptxas")
    assert ptxas.assemble(_cluster_ptx("sm_100"), get_target("sm_100"), opt_level=3)[:4] == b"\x7fELF"


def _emulated(sm: str, k: int, emu=None):
    from test_cluster import BYTECODE, _args
    from tileiras.interp import launch as interp_launch
    from tileiras.simt import Emulator

    a, b, c = _args(k=k)
    want = np.zeros_like(c)
    interp_launch(BYTECODE.read_bytes(), (2, 1), a, b, want)
    emu = emu or Emulator.from_bytecode(BYTECODE.read_bytes(), sm)
    (kern,) = emu.kernels.values()
    assert kern.cluster == 2 and kern.cluster_shared  # the pair's CTAs run together
    emu.launch_cutile((2, 1), a, b, c)
    return c, want


def test_emulated_pair_gemm_matches_the_interpreter():
    c, want = _emulated("sm_100", 128)
    np.testing.assert_allclose(c.astype(np.float32), want.astype(np.float32), rtol=1e-2, atol=1e-2)


@pytest.mark.slow
@pytest.mark.parametrize("sm,k", [("sm_103", 128), ("sm_100", 512)])
def test_emulated_pair_gemm_matches_the_interpreter_slow(sm, k):
    """sm_103, and K = 512 on sm_100: 8 iterations through the 4-stage rings, each stage
    refilled after the even CTA's multicast commit released it in both CTAs."""
    c, want = _emulated(sm, k)
    np.testing.assert_allclose(c.astype(np.float32), want.astype(np.float32), rtol=1e-2, atol=1e-2)


@pytest.mark.slow
def test_a_release_to_the_leader_only_is_caught(monkeypatch):
    """The even CTA's commits with ctaMask 1: the peer's producer never sees its stages released
    and its epilogue never sees the accumulator (the emulator's watchdog reports it)."""
    from test_cluster import BYTECODE
    from tileiras.conversion.nv_tileas_to_llvm import tcgen05 as lowering
    from tileiras.simt import Emulator, EmulatorError

    monkeypatch.setattr(lowering, "PAIR_MASK", 1)
    emu = Emulator.from_bytecode(BYTECODE.read_bytes(), "sm_100")
    emu.wait_timeout_s = 20
    with pytest.raises(EmulatorError, match="never completed"):
        _emulated("sm_100", 128, emu)


@pytest.mark.slow
def test_the_odd_cta_issuing_is_caught(monkeypatch):
    """The pair's MMAs issued from the odd CTA: the model's fault."""
    from test_cluster import BYTECODE
    from tileiras.conversion.nv_tileas_to_llvm import tcgen05 as lowering
    from tileiras.simt import Emulator, EmulatorError

    def odd(fl):
        rank = fl.entry_value("cluster-rank", lambda: fl.call("cluster.ctarank", [], "rank"))
        return fl.b.op(f"icmp eq i32 {fl.b.op(f'and i32 {rank}, 1')}, 1")

    monkeypatch.setattr(lowering, "_leader", odd)
    emu = Emulator.from_bytecode(BYTECODE.read_bytes(), "sm_100")
    emu.wait_timeout_s = 20
    with pytest.raises(EmulatorError, match="odd CTA of its pair"):
        _emulated("sm_100", 128, emu)


@pytest.mark.slow
def test_unspecialized_pair_gemm_matches_the_interpreter(monkeypatch):
    """Without warp specialization the loop's barrier is a cluster barrier (both CTAs' stages
    full before the even CTA's thread 0 issues) and every commit goes to both CTAs; emulated
    (K = 512: refills) it equals the interpreter."""
    from test_cluster import BYTECODE
    from tileiras.simt import Emulator
    from tileiras.transforms import tileas_warp_specialize as ws

    monkeypatch.setattr(ws, "specialize_module", lambda module, target: [])
    emu = Emulator.from_bytecode(BYTECODE.read_bytes(), "sm_100")
    (kern,) = emu.kernels.values()
    assert kern.num_warps == 4
    c, want = _emulated("sm_100", 512, emu)
    np.testing.assert_allclose(c.astype(np.float32), want.astype(np.float32), rtol=1e-2, atol=1e-2)


PAIR_CASES = {"pair_gemm_f16_n128": (np.float16, 128, 128, 64, 4), "pair_gemm_bf16_n256_k32": ("bf16", 256, 256, 32, 2)}
"""More 2-CTA GEMMs (tools/cluster_pair_cases.py, golden/cluster/pair): element type, K of the
arrays, N and K of the tile, MMAs per stage (K tile / 16)."""


@pytest.mark.slow
@pytest.mark.parametrize("sm", ["sm_100", "sm_103"])
@pytest.mark.parametrize("name", sorted(PAIR_CASES))
def test_more_pair_gemms(name, sm):
    """N = 128 (64 tensor-memory columns per CTA, layout B folded at column 64) and bf16 with
    K tiles of 32: one pair MMA (N/2 columns allocated in each CTA, K/16 MMAs per stage) whose
    emulation equals the interpreter (several iterations: refills)."""
    import ml_dtypes

    from tileiras.driver.compile import compile_bytecode
    from tileiras.driver.options import CompileOptions
    from tileiras.interp import launch as interp_launch
    from tileiras.simt import Emulator

    path = Path(__file__).resolve().parent / "golden" / "cluster" / "pair" / f"{name}.13.4.tileirbc"
    elem, k, tn, tk, per_stage = PAIR_CASES[name]
    dt = ml_dtypes.bfloat16 if elem == "bf16" else elem
    data = path.read_bytes()
    code = _code(compile_bytecode(data, CompileOptions(input=str(path), gpu_name=sm, emit="ptx")).decode())
    assert set(re.findall(r"tcgen05\.(?:mma|commit|alloc|dealloc)\S*?cta_group::(\d)", code)) == {"2"}
    assert re.search(rf"tcgen05\.alloc\.cta_group::2\S*\s+\[%r?d?\d+\],\s*{max(32, tn // 2)};", code)
    assert len(re.findall(r"tcgen05\.mma\.cta_group::2", code)) == per_stage
    rng = np.random.default_rng(1)
    a = (rng.standard_normal((256, k)) / 4).astype(dt)
    b = (rng.standard_normal((k, 256)) / 4).astype(dt)
    c, want = np.zeros((256, 256), dt), np.zeros((256, 256), dt)
    grid = (2, 256 // tn)
    interp_launch(data, grid, a, b, want)
    emu = Emulator.from_bytecode(data, sm)
    (kern,) = emu.kernels.values()
    assert kern.cluster == 2 and kern.cluster_shared
    emu.launch_cutile(grid, a, b, c)
    np.testing.assert_allclose(c.astype(np.float32), want.astype(np.float32), rtol=1e-2, atol=1e-2)
