"""The target table against ptxas 13.5: every feature flag is what ptxas accepts."""

from __future__ import annotations

import pytest

from tileiras.diagnostics import ToolchainError
from tileiras.target import FEATURES, TARGETS
from tileiras.toolchain import ptxas

# One instruction (and the registers it needs) per feature.
PROBES = {
    "has_cp_async": (".shared .align 16 .b8 smem[16]; .reg .b64 %rd<2>;",
                     "mov.u64 %rd1, 0; cp.async.ca.shared.global [smem], [%rd1], 16; cp.async.wait_all;"),
    "has_mma_sync": (".reg .b32 %r<6>; .reg .f32 %f<8>;",
                     "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%f0,%f1,%f2,%f3}, "
                     "{%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7};"),
    "has_fp8": (".reg .b32 %r<6>; .reg .f32 %f<8>;",
                "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {%f0,%f1,%f2,%f3}, "
                "{%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7};"),
    "has_clusters": (".reg .b32 %r<1>;", "mov.u32 %r0, %cluster_ctarank;"),
    "has_tma": (".shared .align 128 .b8 smem[1024]; .shared .align 8 .b64 mbar; .reg .b64 %rd<2>; "
                ".reg .b32 %r<1>;",
                "mov.u64 %rd1, 0; mov.u32 %r0, 0; cp.async.bulk.tensor.1d.shared::cluster.global"
                ".mbarrier::complete_tx::bytes [smem], [%rd1, {%r0}], [mbar];"),
    "has_stmatrix": (".shared .align 16 .b8 smem[512]; .reg .b32 %r<4>;",
                     "stmatrix.sync.aligned.m8n8.x4.shared.b16 [smem], {%r0,%r1,%r2,%r3};"),
    "has_setmaxnreg": ("", "setmaxnreg.inc.sync.aligned.u32 240;"),
    "has_griddepcontrol": ("", "griddepcontrol.wait;"),
    "has_bf16_atomic_add": (".shared .align 2 .b8 smem[2]; .reg .b16 %h<2>;",
                            "mov.b16 %h1, 0x3f80; atom.shared.add.noftz.bf16 %h0, [smem], %h1;"),
    "has_wgmma": ("", "wgmma.fence.sync.aligned;"),
    "has_tcgen05": ("", "tcgen05.fence::before_thread_sync;"),
    "has_fp4": (".reg .b8 %b<1>; .reg .f32 %f<2>;", "cvt.rn.satfinite.e2m1x2.f32 %b0, %f0, %f1;"),
}


def accepts(target, feature: str, version: str | None = None) -> bool:
    decl, body = PROBES[feature] if feature else ("", "")
    ptx = (f".version {version or target.ptx_version_string}\n.target {target.ptx_target}\n"
           f".address_size 64\n.visible .entry k()\n{{\n {decl}\n {body}\n ret;\n}}\n")
    try:
        ptxas.assemble(ptx, target)
    except ToolchainError:
        return False
    return True


def test_table_has_the_twelve_targets_tileiras_accepts() -> None:
    assert sorted(t.sm for t in TARGETS.values()) == [80, 86, 87, 88, 89, 90, 100, 103, 107, 110, 120, 121]
    assert set(PROBES) == set(FEATURES)


@pytest.mark.parametrize("feature", FEATURES)
def test_features_are_what_ptxas_accepts(feature: str) -> None:
    got = {name: accepts(t, feature) for name, t in TARGETS.items()}
    want = {name: getattr(t, feature) for name, t in TARGETS.items()}
    assert got == want


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_min_ptx_version_is_the_oldest_ptxas_accepts(name: str) -> None:
    target = TARGETS[name]
    major, minor = target.min_ptx_version
    assert accepts(target, "", f"{major}.{minor}")
    older = (major, minor - 1) if minor else (major - 1, 8)
    assert not accepts(target, "", "%d.%d" % older)
