"""The twelve GPU targets tileiras 13.5 accepts, and every per-SM question the compiler asks.

Every stage gets the `Target` object (never a bare SM number) and asks it; no code outside this
package compares SM numbers. Adding a target is one entry in `TARGETS` plus its tests
(`docs/adding-a-target.md`).

Every instruction-family fact was checked against ptxas 13.5 (``tests/test_target.py``
assembles a probe kernel per feature per target and compares with this table); every
accept/refuse fact against NVIDIA's tileiras 13.5 (``tests/target/test_target_questions.py``
compares with the per-target results in ``tests/codegen/golden/nvidia_compile.json``):

- ``ptx_target``: the ``.target`` / ``-arch`` name. NVIDIA's tileiras builds
  sm_90 and newer for the architecture-specific ``a`` variant: its cubins have
  ``.nv.compat`` attribute 9 set to 1, as ``ptxas -arch sm_90a`` writes and
  ``ptxas -arch sm_90`` does not.
- ``ptx_version``: the ``.version`` we write, 9.5 (the newest ptxas 13.5 reads).
- ``min_ptx_version``: the oldest ``.version`` ptxas accepts for the target.
- ``llvm_cpu``: the NVPTX backend's CPU name (LLVM has no sm_107a; NVIDIA's own PTX for
  sm_107 is built as sm_100a code).
- features (``has_*``): whether ptxas accepts the instruction family for the target.
- what NVIDIA's tileiras refuses (``accepts_element_type``, ``allows_bf16_atomic_add``,
  ``has_multimem``): its front end's rules, which are not all ptxas's.
"""

from __future__ import annotations

from dataclasses import dataclass

PTX_VERSION = (9, 5)

KIB = 1024


@dataclass(frozen=True)
class Target:
    sm: int
    arch_specific: bool
    min_ptx_version: tuple[int, int]
    llvm_cpu: str
    # The most shared memory one thread block may use (opt-in), in bytes: the CUDA C++
    # Programming Guide's per-compute-capability table.
    max_shared_memory_per_block: int
    # sm_80+: cp.async, ldmatrix, mma.sync with f16/bf16/tf32
    has_cp_async: bool = True
    has_mma_sync: bool = True
    # sm_89+: e4m3/e5m2 conversions and mma.sync m16n8k32 on fp8
    has_fp8: bool = False
    # sm_90+: thread block clusters (and the cluster memory scope), TMA (cp.async.bulk.tensor),
    # stmatrix, mbarrier.try_wait, griddepcontrol, setmaxnreg (the last only on the `a` targets)
    has_clusters: bool = False
    has_tma: bool = False
    has_stmatrix: bool = False
    has_setmaxnreg: bool = False
    has_griddepcontrol: bool = False
    # sm_90+: atom.add.noftz.bf16 (before it, a bf16 atomic add is a compare-and-swap loop)
    has_bf16_atomic_add: bool = False
    # sm_90a only: warpgroup MMA
    has_wgmma: bool = False
    # sm_100a, sm_103a, sm_107a, sm_110a: tcgen05 (tensor memory, UMMA); GEMM main loops' dots
    # are issued as tcgen05.mma there (conversion/tileas_tcgen05.py), as NVIDIA's 13.5 does
    has_tcgen05: bool = False
    # sm_100+: e2m1 (fp4) conversions
    has_fp4: bool = False
    # NVIDIA's tileiras: multimem (multicast pointer) ops only on sm_100, sm_103, sm_107
    has_multimem: bool = False
    # NVIDIA's tileiras: the f8E5M3FNU element type (spelled `fnv8E5M3FNU`) only on sm_107
    has_f8e5m3: bool = False
    # sm_120a, sm_121a: block-scaled mma.sync (`kind::mxf8f6f4` / `kind::mxf4nvf4` `.block_scale`)
    has_block_scaled_mma_sync: bool = False

    @property
    def name(self) -> str:
        """The name on tileiras's command line: ``sm_90``."""
        return f"sm_{self.sm}"

    @property
    def ptx_target(self) -> str:
        """The PTX ``.target`` and ptxas ``-arch``: ``sm_90a``."""
        return f"sm_{self.sm}{'a' if self.arch_specific else ''}"

    @property
    def ptx_version(self) -> tuple[int, int]:
        return PTX_VERSION

    @property
    def ptx_version_string(self) -> str:
        return "%d.%d" % self.ptx_version

    @property
    def param_cbank_base(self) -> int:
        """Where a kernel's parameters start in constant bank 0 (the cubin's
        `EIATTR_PARAM_CBANK`; docs/host-abi.md): 0x380 from sm_100, 0x210 on sm_90, 0x160 before."""
        return 0x380 if self.sm >= 100 else 0x210 if self.sm >= 90 else 0x160

    @property
    def warp_specializes_tma_rings(self) -> bool:
        """Whether a TMA ring gets a producer warp (`tileas-warp-specialize`): sm_90 (wgmma
        consumers) and sm_120/121 (mma.sync consumers), where NVIDIA's 13.5 does so; the
        sm_100 family is the tcgen05 path's."""
        return self.has_tma and (self.has_wgmma or self.sm in (120, 121))

    @property
    def llvm_packs_f32_pairs(self) -> bool:
        """Whether LLVM's NVPTX back end keeps `<2 x float>` in one 64-bit register (sm_100 and
        later, where PTX has `f32x2` arithmetic). A loop-carried `<N x float>` is then packed
        and unpacked around every mma.sync, and ptxas turns that into moves (118 MOV an
        iteration on dense_gemm_bf16_128 for sm_120), so loops carry such values as scalars."""
        return self.sm >= 100

    @property
    def mma_sync_rate_class(self) -> int:
        """Which throughput class of warp-level `mma.sync` the pipeliner's cost model uses
        (`transforms.tileas_pipeline.MMA_SYNC_MACS_PER_CYCLE`): 80 for sm_80-89 (Ampere, Ada),
        90 from sm_90 on, where NVIDIA's rings for the same tiles are shallower."""
        return 80 if self.sm < 90 else 90

    @property
    def has_cluster_scope(self) -> bool:
        """Whether the `cluster` memory scope exists (elsewhere it is the device scope)."""
        return self.has_clusters

    @property
    def allows_bf16_atomic_add(self) -> bool:
        """Whether NVIDIA's tileiras accepts an atomic add of bf16 (from sm_89; on sm_89 it is
        a compare-and-swap loop, see `has_bf16_atomic_add`)."""
        return self.has_fp8

    @property
    def mma_forms(self) -> tuple[str, ...]:
        """The tensor-core instruction families ptxas accepts for the target."""
        forms = [("mma.sync", self.has_mma_sync), ("wgmma", self.has_wgmma), ("tcgen05.mma", self.has_tcgen05)]
        return tuple(name for name, has in forms if has)

    def accepts_element_type(self, name: str) -> bool:
        """Whether NVIDIA's tileiras accepts element type `name` (its spelling: ``f8E4M3FN``,
        ``fnv8E5M3FNU``, ...) on the target; types it never gates are accepted."""
        if name in ("f8E4M3FN", "f8E5M2"):
            return self.has_fp8
        if name in ("f8E8M0FNU", "f4E2M1FN"):
            return self.has_fp4
        if name == "fnv8E5M3FNU":
            return self.has_f8e5m3
        return True


def _ampere_or_ada(sm: int, min_ptx: tuple[int, int], smem_kib: int, **features: bool) -> Target:
    return Target(sm=sm, arch_specific=False, min_ptx_version=min_ptx, llvm_cpu=f"sm_{sm}",
                  max_shared_memory_per_block=smem_kib * KIB, **features)


def _hopper_and_later(sm: int, min_ptx: tuple[int, int], smem_kib: int, llvm_cpu: str = "",
                      **features: bool) -> Target:
    return Target(
        sm=sm,
        arch_specific=True,
        min_ptx_version=min_ptx,
        llvm_cpu=llvm_cpu or f"sm_{sm}a",
        max_shared_memory_per_block=smem_kib * KIB,
        has_fp8=True,
        has_clusters=True,
        has_tma=True,
        has_stmatrix=True,
        has_setmaxnreg=True,
        has_griddepcontrol=True,
        has_bf16_atomic_add=True,
        **features,
    )


_BLACKWELL = dict(has_tcgen05=True, has_fp4=True)

TARGETS: dict[str, Target] = {
    t.name: t
    for t in (
        _ampere_or_ada(80, (7, 0), 163),
        _ampere_or_ada(86, (7, 1), 99),
        _ampere_or_ada(87, (7, 4), 163),
        _ampere_or_ada(88, (9, 0), 99),
        _ampere_or_ada(89, (7, 8), 99, has_fp8=True),
        _hopper_and_later(90, (8, 0), 227, has_wgmma=True),
        _hopper_and_later(100, (8, 6), 227, has_multimem=True, **_BLACKWELL),
        _hopper_and_later(103, (8, 8), 227, has_multimem=True, **_BLACKWELL),
        _hopper_and_later(107, (9, 4), 227, llvm_cpu="sm_100a", has_multimem=True, has_f8e5m3=True,
                          **_BLACKWELL),
        _hopper_and_later(110, (9, 0), 227, **_BLACKWELL),
        _hopper_and_later(120, (8, 7), 99, has_fp4=True, has_block_scaled_mma_sync=True),
        _hopper_and_later(121, (8, 8), 99, has_fp4=True, has_block_scaled_mma_sync=True),
    )
}

FEATURES = (
    "has_cp_async",
    "has_mma_sync",
    "has_fp8",
    "has_clusters",
    "has_tma",
    "has_stmatrix",
    "has_setmaxnreg",
    "has_griddepcontrol",
    "has_bf16_atomic_add",
    "has_wgmma",
    "has_tcgen05",
    "has_fp4",
)
"""The instruction families `tests/test_target.py` checks against ptxas, one probe each."""


def get_target(name: str) -> Target:
    """The target for a ``--gpu-name`` value; KeyError if tileiras does not support it."""
    return TARGETS[name]
