"""Clusters (issues 13-15): a tile block launched as a cluster of CTAs (cuTile `num_ctas=`, the
`num_cta_in_cga` hint) has every CTA of the cluster working, as NVIDIA's code does.

- NVIDIA's facts: tools/nvidia_cluster_facts.py compiled a 2-CTA 128x256x64 f16 GEMM with
  NVIDIA's tileiras (tests/codegen/golden/cluster: bytecode, facts, NVIDIA's host objects).
- Ours (`transforms/cluster_split.py`): the block's output tile is split among the CTAs by
  their rank, rows on sm_90 and sm_100 and columns on sm_120 as NVIDIA splits (on sm_100 the
  two CTAs' dots are one `tcgen05.mma.cta_group::2`, NVIDIA's: tests/codegen/test_tcgen05_2cta.py);
  on sm_90 the shared B tile is copied by multicast, each CTA its half of the rows to both
  (cta mask 3, NVIDIA's), and the consumers of both CTAs release each stage to both producers
  (`mapa` + remote mbarrier arrivals, NVIDIA's). The PTX keeps NVIDIA's
  launch directives, reads `%cluster_ctarank` and has the MMA shapes NVIDIA's has; on sm_90,
  sm_100 and sm_120 our host callback writes NVIDIA's three tensor maps byte for byte.
- The emulator runs the CTAs of a cluster with their ranks (together, sharing multicast copies
  and `barrier.cluster`, where the kernel needs it) and equals the interpreter; on sm_120,
  run with only the first CTA of each cluster, the other CTAs' part of the output stays
  unwritten (so the work really is shared; on sm_100 the pair's MMA needs both CTAs); on sm_90 a multicast that leaves out the other CTA,
  or a release to the own CTA only, never completes an mbarrier (the emulator reports it).
"""

from __future__ import annotations

import functools
import json
import random
import re
from pathlib import Path

import numpy as np
import pytest

from tileiras.driver.compile import compile_bytecode
from tileiras.driver.options import CompileOptions

GOLDEN = Path(__file__).resolve().parent / "golden" / "cluster"
NAME = "cluster_gemm_f16"
BYTECODE = GOLDEN / f"{NAME}.13.4.tileirbc"
FACTS = json.loads((GOLDEN / "nvidia_cluster_facts.json").read_text())[NAME]
TARGETS = sorted(FACTS)


@functools.cache
def ptx_of(sm: str) -> str:
    return compile_bytecode(BYTECODE.read_bytes(), CompileOptions(input=str(BYTECODE), gpu_name=sm, emit="ptx")).decode()


def _maps(ptx: str) -> list[dict]:
    line = re.search(r"^// tileiras\.tensor_maps (\S+) (.*)$", ptx, re.M)
    return json.loads(line.group(2)) if line else []


def _check_ptx(sm: str) -> None:
    nv = FACTS[sm]
    ptx = ptx_of(sm)
    assert f".reqnctapercluster {nv['reqnctapercluster'][0]}" in ptx and nv["blocksareclusters"]
    assert ".blocksareclusters" in ptx
    assert "%cluster_ctarank" in ptx  # the rank picks the CTA's part of the tile
    if nv["wgmma"]:
        assert sorted(set(re.findall(r"wgmma\.mma_async\.sync\.aligned\.(m\d+n\d+k\d+)", ptx))) == nv["wgmma"]
    if nv["mma_sync"]:
        assert sorted(set(re.findall(r"mma\.sync\.aligned\.(m\d+n\d+k\d+)", ptx))) == nv["mma_sync"]
    if nv["tcgen05_cta_group"]:  # one 2-CTA MMA, committed to both CTAs' mbarriers, as NVIDIA's
        groups = sorted({int(g) for g in re.findall(r"tcgen05\.(?:mma|commit|alloc|dealloc)\S*?cta_group::(\d)", ptx)})
        assert groups == nv["tcgen05_cta_group"] == [2], groups
        assert nv["tcgen05_commit_multicast"] and re.search(r"tcgen05\.commit\S*multicast::cluster", ptx)
    ours = [(m["dtype"], m["box"], m["swizzle"]) for m in _maps(ptx)]
    theirs = [(m["dtype"], m["box"], m["swizzle"]) for m in nv["tensor_maps"]]
    assert len(ours) == len(theirs)
    if nv["multicast_masks"]:  # the shared operand: this CTA's half of the rows, to every CTA of the cluster
        masks = {int(x) for x in re.findall(r"mov\.[bu]16\s+%rs\d+,\s*(\d+);", ptx)}
        assert ".multicast::cluster" in ptx and masks == set(nv["multicast_masks"]), masks
        # one cluster barrier, after the mbarrier init (the warp-specialized ring needs no other), as NVIDIA's
        assert len(re.findall(r"barrier\.cluster\.(?:arrive|wait)", ptx)) == nv["barrier_cluster"] == 2
        assert nv["mapa"] and nv["remote_arrive"]  # NVIDIA's consumers release each stage to both CTAs; so do ours
        assert "mapa.shared::cluster.u32" in ptx and "mbarrier.arrive.release.cluster.shared::cluster.b64" in ptx
        assert f".reqntid {nv['reqntid']}" in ptx  # its producer warp and consumer warpgroup
    if sm in ("sm_90", "sm_100", "sm_120"):  # the same maps as NVIDIA's, in the same order, written byte for byte alike
        assert ours == theirs, (ours, theirs)
        _check_host_object(sm, ptx)


def _check_host_object(sm: str, ptx: str) -> None:
    """Our host callback (built from our PTX) and NVIDIA's write the same hidden parameters for
    the same random arguments."""
    from tileiras.codegen.host_callbacks import host_object, ptx_host_kernels
    from tileiras.host_abi import jit_available, load_host_object

    if not jit_available():
        pytest.skip("llvmlite cannot load x86-64 host objects here")
    (mine,) = ptx_host_kernels(ptx)
    assert list(mine.param_sizes) == FACTS[sm]["param_sizes"]
    theirs = load_host_object((GOLDEN / f"{NAME}.{sm}.o").read_bytes())
    ours = load_host_object(host_object([mine]))
    rng = random.Random(5)
    for _ in range(3):
        buf = bytearray(4096)
        for off, size in zip(mine.param_offsets(), mine.param_sizes):
            v = rng.randrange(1 << 47) & ~15 if size == 8 else rng.choice([64, 256, 1000, 4096])
            buf[off:off + size] = v.to_bytes(size, "little")
        outs = []
        for host in (theirs, ours):
            after = bytearray(buf)
            for w in host.call_on_arguments_change(0, [bytes(8)] * 3 + [bytes(buf)]).writes:
                after[w.offset:w.offset + len(w.after)] = w.after
            outs.append(bytes(after))
        assert outs[0] == outs[1]


@pytest.mark.parametrize("sm", ["sm_90"])
def test_cluster_ptx_against_nvidia(sm):
    _check_ptx(sm)


@pytest.mark.slow
@pytest.mark.parametrize("sm", TARGETS)
def test_every_cluster_ptx_against_nvidia(sm):
    _check_ptx(sm)


def test_cluster_split_of_the_ops():
    """The split's IR: the tiles of the output, the accumulator and the split operand are 1/N of
    the block's, the other operand whole; views index by i * N + rank."""
    from tileiras.driver import pipeline
    from tileiras.driver.compile import read_bytecode
    from tileiras.target import get_target

    module = read_bytecode(BYTECODE.read_bytes()).module
    state = pipeline.PipelineState(module, get_target("sm_90"), CompileOptions(gpu_name="sm_90", emit="ptx"))
    pipeline.run_stages(state, pipeline.between("check-supported", "cse"))
    from tileiras.transforms.cluster_split import split_module

    split_module(module, state.target)
    dots = [op for op in module.walk() if op.name == "nv_tileaa.dot"]
    assert [tuple(v.type.get_shape()) for v in (*dots[0].operands[:3], dots[0].results[0])] == \
        [(64, 64), (64, 256), (64, 256), (64, 256)]
    assert sum(op.name == "nv_tileaa.get_cluster_rank" for op in module.walk()) == 1


# -- the emulator -------------------------------------------------------------------------------------

def _args(seed: int = 0, k: int = 128):
    rng = np.random.default_rng(seed)
    a = (rng.standard_normal((256, k)) / 4).astype(np.float16)
    b = (rng.standard_normal((k, 256)) / 4).astype(np.float16)
    return a, b, np.zeros((256, 256), np.float16)


@functools.cache
def _emulator(sm: str):
    from tileiras.simt import Emulator

    return Emulator.from_bytecode(BYTECODE.read_bytes(), sm)


def _check_emulated(sm: str, first_cta_only: bool = True, k: int = 128) -> None:
    from tileiras.interp import launch as interp_launch

    a, b, c = _args(k=k)
    want = np.zeros_like(c)
    interp_launch(BYTECODE.read_bytes(), (2, 1), a, b, want)
    emu = _emulator(sm)
    (k,) = emu.kernels.values()
    assert k.cluster == 2
    emu.launch_cutile((2, 1), a, b, c)
    np.testing.assert_allclose(c.astype(np.float32), want.astype(np.float32), rtol=1e-2, atol=1e-2)
    if first_cta_only:  # each cluster's first CTA alone writes only its part: rows (sm_90) or columns
        from tileiras.target import get_target
        from tileiras.transforms.cluster_split import split_axis

        c1 = np.zeros_like(c)
        k.cluster = 1
        try:
            emu.launch_cutile((2, 1), a, b, c1)
        finally:
            k.cluster = 2
        axis = split_axis(get_target(sm))
        mine = np.zeros(c.shape, bool)
        for blk in range(2):  # the tile block's 128x256 tile, its first half along the axis
            idx = [slice(128 * blk, 128 * blk + 128), slice(0, 256)]
            idx[axis] = slice(idx[axis].start, idx[axis].start + (64 if axis == 0 else 128))
            mine[tuple(idx)] = True
        np.testing.assert_array_equal(c1[mine], c[mine])
        assert not c1[~mine].any()


@pytest.mark.parametrize("sm", ["sm_90"])
def test_emulated_cluster_kernel_matches_the_interpreter(sm):
    _check_emulated(sm, first_cta_only=False)
    assert _emulator(sm).kernels[next(iter(_emulator(sm).kernels))].cluster_shared  # multicast: CTAs ran together


@pytest.mark.slow
@pytest.mark.parametrize("sm", ["sm_100", "sm_120"])
def test_every_emulated_cluster_kernel_matches_the_interpreter(sm):
    _check_emulated(sm, first_cta_only=sm != "sm_100")  # sm_100: one MMA over the CTA pair


@pytest.mark.slow
def test_emulated_multicast_ring_refills_match_the_interpreter():
    """K = 512: 8 iterations through a 5-stage ring, so stages are refilled after the consumers
    of both CTAs released them (the remote arrivals) and both producers multicast again."""
    _check_emulated("sm_90", first_cta_only=False, k=512)


@pytest.mark.slow
def test_unspecialized_multicast_ring_matches_the_interpreter(monkeypatch):
    """Without warp specialization the multicast ring is refilled after a cluster barrier
    (`nv_tileas.cluster_barrier`) in every iteration; emulated (K = 512: refills) it equals the
    interpreter."""
    from tileiras.interp import launch as interp_launch
    from tileiras.simt import Emulator
    from tileiras.transforms import tileas_warp_specialize as ws

    monkeypatch.setattr(ws, "specialize_module", lambda module, target: [])
    emu = Emulator.from_bytecode(BYTECODE.read_bytes(), "sm_90")
    (k,) = emu.kernels.values()
    assert k.num_warps == 4 and k.cluster_shared
    a, b, c = _args(k=512)
    want = np.zeros_like(c)
    interp_launch(BYTECODE.read_bytes(), (2, 1), a, b, want)
    emu.launch_cutile((2, 1), a, b, c)
    np.testing.assert_allclose(c.astype(np.float32), want.astype(np.float32), rtol=1e-2, atol=1e-2)


@pytest.mark.slow
def test_a_release_to_this_cta_only_is_caught(monkeypatch):
    """The consumers release a stage on their own CTA's mbarrier only: the producers, which
    wait for the consumers of both CTAs (256 arrivals), never refill it (a fault)."""
    from tileiras.dialects.nv_tileas.warp_ops import mbarrier_arrive
    from tileiras.simt import Emulator, EmulatorError
    from tileiras.transforms import tileas_warp_specialize as ws

    def local_only(body, loop, empty, r, stages, n):
        body.insert_op_before(mbarrier_arrive(empty, r), body.last_op)

    monkeypatch.setattr(ws, "release_to_cluster", local_only)
    emu = Emulator.from_bytecode(BYTECODE.read_bytes(), "sm_90")
    emu.wait_timeout_s = 20
    a, b, c = _args(k=512)
    with pytest.raises(EmulatorError, match="never completed"):
        emu.launch_cutile((2, 1), a, b, c)


@pytest.mark.slow
def test_a_multicast_that_leaves_out_a_cta_is_caught(monkeypatch):
    """Each CTA copies half of B: sent to itself only, the other CTA's mbarrier never gets the
    bytes it expects and its wait gives up (the watchdog), a fault."""
    from tileiras.conversion.nv_tileas_to_llvm import tma
    from tileiras.simt import Emulator, EmulatorError

    monkeypatch.setattr(tma, "multicast_mask", lambda n: 1)
    emu = Emulator.from_bytecode(BYTECODE.read_bytes(), "sm_90")
    emu.wait_timeout_s = 20
    a, b, c = _args()
    with pytest.raises(EmulatorError, match="mbarrier|never completed|watchdog|wait"):
        emu.launch_cutile((2, 1), a, b, c)
