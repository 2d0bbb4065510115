"""nv_tileas block-scaled fifth-generation tensor-core op (sm_100a/sm_103a; cuda_tile's
`mmaf_scaled` in a GEMM main loop, `conversion/tileas_tcgen05_block_scaled.py`):

- `nv_tileas.tcgen05_mma_scaled %taddr, %a_buf, %a_stage, %b_buf, %b_stage, %sfa_buf,
  %sfa_stage, %sfb_buf, %sfb_stage, %bars, %phase`: every thread restages the stage's scale
  tables (SA `[M, blocks]`, SB `[blocks, N]`) into the `tcgen05.cp` layout at shared offset
  `sf_offset` (two areas, the iteration's parity picks one), fences the async proxy and meets
  at a barrier; one thread copies them into tensor memory (`tcgen05.cp .32x128b.warpx4`,
  from column `sf_col`, two sets by parity) and issues one block-scaled `tcgen05.mma` per K
  step and N chunk (`idesc` without the scale factor ids, which the lowering adds per step),
  then commits as `tcgen05_mma` does (`pending` 0: to mbarrier 0, every thread waits for this
  iteration; 1: to mbarrier j % 2, every thread waits for iteration j - 1's).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, StringAttr
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, prop_def
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class Tcgen05MmaScaledOp(IRDLOperation):
    """TMEM accumulator += (A SA) @ (B SB) from shared-memory stages (module docstring)."""

    name = "nv_tileas.tcgen05_mma_scaled"
    taddr = operand_def()
    a_buffer = operand_def()
    a_stage = operand_def()
    b_buffer = operand_def()
    b_stage = operand_def()
    sfa_buffer = operand_def()
    sfa_stage = operand_def()
    sfb_buffer = operand_def()
    sfb_stage = operand_def()
    bars = operand_def()
    phase = operand_def()
    atom = prop_def(StringAttr)
    m = prop_def(IntegerAttr)
    n = prop_def(IntegerAttr)
    idesc = prop_def(IntegerAttr)
    a_mn_major = prop_def(IntegerAttr)
    b_mn_major = prop_def(IntegerAttr)
    blocks = prop_def(IntegerAttr)
    sf_offset = prop_def(IntegerAttr)
    sf_col = prop_def(IntegerAttr)
    pending = prop_def(IntegerAttr)

    def verify_(self) -> None:
        from tileiras.dialects.nv_tileas.tcgen05_ops import _check_taddr
        from tileiras.dialects.nv_tileas.tma_ops import _check_bars
        from tileiras.dialects.nv_tileas.wgmma_ops import _stage_tile

        _check_taddr(self)
        pending = self.pending.value.data
        if pending not in (0, 1) or _check_bars(self, self.bars.type) < (3 if pending else 1):
            raise VerifyException(f"'{self.name}' op pending must be 0 or 1 (1: three mbarriers)")
        if self.m.value.data != 128 or self.n.value.data % 16 or not 16 <= self.n.value.data <= 256:
            raise VerifyException(f"'{self.name}' op no block-scaled instruction M = {self.m.value.data}, "
                                  f"N = {self.n.value.data}")
        if self.sf_offset.value.data % 128:
            raise VerifyException(f"'{self.name}' op sf_offset must be 128-byte aligned (tcgen05.cp's source)")
        a = _stage_tile(self, self.a_buffer.type)
        b = _stage_tile(self, self.b_buffer.type)
        am = a[::-1] if self.a_mn_major.value.data else a
        bn = b[::-1] if self.b_mn_major.value.data else b
        sa = _stage_tile(self, self.sfa_buffer.type)
        sb = _stage_tile(self, self.sfb_buffer.type)
        blocks = self.blocks.value.data
        if am[1] != bn[1] or am[0] != 128 or bn[0] % self.n.value.data:
            raise VerifyException(f"'{self.name}' op operand tiles {a}, {b} do not split into instructions")
        if tuple(sa) != (am[0], blocks) or tuple(sb) != (blocks, bn[0]):
            raise VerifyException(f"'{self.name}' op scale tiles {sa}, {sb} do not match {blocks} blocks")


TCGEN05_SCALED_OPS = [Tcgen05MmaScaledOp]

__all__ = ["Tcgen05MmaScaledOp", "TCGEN05_SCALED_OPS"]
