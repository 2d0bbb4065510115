"""nv_tileas warp roles and the empty side of an mbarrier ring (the `warp` family, sm_90a).

A warp-specialized kernel (`transforms/tileas_warp_specialize.py`) runs more warps than its
layouts use: its body is split into roles, each a region run by a range of warps:

- `nv_tileas.warp_role {role, first_warp, num_warps, max_regs} ({...})`: the region runs on
  warps [first_warp, first_warp + num_warps) only; the others skip it. `role` names it
  (`producer`: one warp issuing the TMA copies of a ring; `consumer`: the warpgroup that
  computes with the kernel's layouts, thread ids 0..127 as before; `mma`: one warp issuing the
  tensor-core MMAs of a tcgen05 main loop, sm_100 family; `epilogue`: one warp issuing the
  kernel's TMA store once the consumer has written its buffer, sm_90; `idle`: warps that only
  give their registers back). `max_regs` (0: unchanged) is the `setmaxnreg` count the role's
  warps set on entry (`dec` when below the launch's share, else `inc`): a multiple of 8 in
  [24, 256], the same for every warp of a warpgroup. A producer, mma or epilogue region is run by the
  role's first thread alone (every lane sets the register count first). A producer, mma,
  epilogue or idle role's warps end the kernel at the end of the region; the consumer role must come last, and the rest of the
  kernel is its (barriers there are named barrier 1 over the consumer's threads).
- `nv_tileas.mbarrier_arrive %bars, %stage [, %pred]`: every thread that executes it arrives
  once on mbarrier `stage` (a consumer releasing a ring stage it has finished reading; the
  mbarrier's arrival count is the consumer's thread count); with `pred` (i1, uniform) only
  where it holds (a release of the previous iteration's stage, none in the first iteration).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, StringAttr
from xdsl.irdl import (AttrSizedOperandSegments, IRDLOperation, irdl_op_definition, operand_def, opt_operand_def,
                       opt_prop_def, prop_def, region_def, traits_def)
from xdsl.traits import NoTerminator
from xdsl.utils.exceptions import VerifyException

from tileiras.dialects.nv_tileas.tma_ops import _check_bars

ROLES = ("producer", "mma", "epilogue", "consumer", "idle")


def valid_max_regs(n: int) -> bool:
    """The PTX ISA's rule for `setmaxnreg`'s count: a multiple of 8 in [24, 256]."""
    return 24 <= n <= 256 and n % 8 == 0


@irdl_op_definition
class WarpRoleOp(IRDLOperation):
    """A region run by warps [first_warp, first_warp + num_warps) (see the module docstring)."""

    name = "nv_tileas.warp_role"
    role = prop_def(StringAttr)
    first_warp = prop_def(IntegerAttr)
    num_warps = prop_def(IntegerAttr)
    max_regs = prop_def(IntegerAttr)
    body = region_def("single_block")
    traits = traits_def(NoTerminator())

    def verify_(self) -> None:
        if self.role.data not in ROLES:
            raise VerifyException(f"'{self.name}' op role must be one of {', '.join(ROLES)}")
        first, n = self.first_warp.value.data, self.num_warps.value.data
        if first < 0 or n < 1 or first + n > 32:
            raise VerifyException(f"'{self.name}' op warps [{first}, {first + n}) are not within a block")
        regs = self.max_regs.value.data
        if regs and not valid_max_regs(regs):
            raise VerifyException(f"'{self.name}' op max_regs must be 0 or a multiple of 8 in [24, 256]")
        if self.role.data == "consumer" and (first % 4 or n % 4):
            raise VerifyException(f"'{self.name}' op a consumer role is whole warpgroups")


@irdl_op_definition
class MbarrierArriveOp(IRDLOperation):
    """Every executing thread arrives once on mbarrier `stage` of `bars`; with `cluster` = N, on
    the mbarrier at the same offset in each of the N CTAs of its cluster (the others' first,
    through `mapa`: a ring whose stages every CTA fills by multicast is released to all)."""

    name = "nv_tileas.mbarrier_arrive"
    bars = operand_def()
    stage = operand_def()
    pred = opt_operand_def()
    cluster = opt_prop_def(IntegerAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def verify_(self) -> None:
        _check_bars(self, self.bars.type)


def mbarrier_arrive(bars, stage, pred=None, cluster: int = 1) -> MbarrierArriveOp:
    """An `nv_tileas.mbarrier_arrive` (with its operand segments; `cluster` > 1: to every CTA)."""
    from xdsl.dialects.builtin import DenseArrayBase, i32

    props = {"operandSegmentSizes": DenseArrayBase.from_list(i32, [1, 1, int(pred is not None)])}
    if cluster > 1:
        props["cluster"] = IntegerAttr(cluster, i32)
    return MbarrierArriveOp.create(operands=[bars, stage, *([pred] if pred is not None else [])], properties=props)


WARP_OPS = [WarpRoleOp, MbarrierArriveOp]

__all__ = ["WarpRoleOp", "MbarrierArriveOp", "mbarrier_arrive", "WARP_OPS", "ROLES", "valid_max_regs"]
