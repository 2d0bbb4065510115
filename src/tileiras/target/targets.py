"""The twelve GPU targets tileiras 13.5 accepts, and what each one has.

Every fact here was checked against ptxas 13.5 (``tests/test_target.py``
assembles a probe kernel per feature per target and compares with this table):

- ``ptx_target``: the ``.target`` / ``-arch`` name. NVIDIA's tileiras builds
  sm_90 and newer for the architecture-specific ``a`` variant: its cubins have
  ``.nv.compat`` attribute 9 set to 1, as ``ptxas -arch sm_90a`` writes and
  ``ptxas -arch sm_90`` does not.
- ``ptx_version``: the ``.version`` we write, 9.5 (the newest ptxas 13.5 reads).
- ``min_ptx_version``: the oldest ``.version`` ptxas accepts for the target.
- features: whether ptxas accepts the instruction family for the target.
"""

from __future__ import annotations

from dataclasses import dataclass

PTX_VERSION = (9, 5)


@dataclass(frozen=True)
class Target:
    sm: int
    arch_specific: bool
    min_ptx_version: tuple[int, int]
    # sm_80+: cp.async, ldmatrix, mma.sync with f16/bf16/tf32
    has_cp_async: bool = True
    has_mma_sync: bool = True
    # sm_89+: e4m3/e5m2 conversions and mma.sync m16n8k32 on fp8
    has_fp8: bool = False
    # sm_90+: thread block clusters, TMA (cp.async.bulk.tensor), stmatrix,
    # mbarrier.try_wait, setmaxnreg (the last only on the `a` targets)
    has_clusters: bool = False
    has_tma: bool = False
    has_stmatrix: bool = False
    has_setmaxnreg: bool = False
    # sm_90a only: warpgroup MMA
    has_wgmma: bool = False
    # sm_100a, sm_103a, sm_107a, sm_110a: tcgen05 (tensor memory, UMMA)
    has_tcgen05: bool = False
    # sm_100+: e2m1 (fp4) conversions
    has_fp4: bool = False

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


def _hopper_and_later(sm: int, min_ptx: tuple[int, int], **features: bool) -> Target:
    return Target(
        sm=sm,
        arch_specific=True,
        min_ptx_version=min_ptx,
        has_fp8=True,
        has_clusters=True,
        has_tma=True,
        has_stmatrix=True,
        has_setmaxnreg=True,
        **features,
    )


TARGETS: dict[str, Target] = {
    t.name: t
    for t in (
        Target(80, False, (7, 0)),
        Target(86, False, (7, 1)),
        Target(87, False, (7, 4)),
        Target(88, False, (9, 0)),
        Target(89, False, (7, 8), has_fp8=True),
        _hopper_and_later(90, (8, 0), has_wgmma=True),
        _hopper_and_later(100, (8, 6), has_tcgen05=True, has_fp4=True),
        _hopper_and_later(103, (8, 8), has_tcgen05=True, has_fp4=True),
        _hopper_and_later(107, (9, 4), has_tcgen05=True, has_fp4=True),
        _hopper_and_later(110, (9, 0), has_tcgen05=True, has_fp4=True),
        _hopper_and_later(120, (8, 7), has_fp4=True),
        _hopper_and_later(121, (8, 8), has_fp4=True),
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
    "has_wgmma",
    "has_tcgen05",
    "has_fp4",
)


def get_target(name: str) -> Target:
    """The target for a ``--gpu-name`` value; KeyError if tileiras does not support it."""
    return TARGETS[name]
