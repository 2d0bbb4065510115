"""nv_tileas block-scaled fifth-generation tensor-core op (sm_100a/sm_103a; cuda_tile's
`mmaf_scaled` in a GEMM main loop, `conversion/tileas_tcgen05_block_scaled.py`):

- `nv_tileas.tcgen05_mma_fp4`: the same for e2m1 register tiles with e4m3 scales per 16 K
  (kind::mxf4nvf4, `block16`), the operands stored packed into shared memory each iteration;
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




@irdl_op_definition
class Tcgen05MmaFp4Op(IRDLOperation):
    """TMEM accumulator += (A SA) @ (B SB) with e2m1 register tiles A `[M, K]` and B `[K, N]`
    and e4m3 scales per 16 K from stages (kind::mxf4nvf4 block16): every thread stores its
    operand elements, packed two per byte, K-major (B transposed), into the canonical layouts
    at shared offset `op_offset` (the e2m1 signs flipped where the block's scale is negative,
    whose sign is then cleared: ue4m3 has none), restages the scales as `tcgen05_mma_scaled`
    does, and one thread copies them and issues one MMA per 64 K (`idesc` complete: scale
    factor ids 0, all four bytes of a cell are one instruction's); commit and wait as
    `tcgen05_mma_scaled`'s."""

    name = "nv_tileas.tcgen05_mma_fp4"
    taddr = operand_def()
    a = operand_def()
    b = operand_def()
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
    blocks = prop_def(IntegerAttr)
    sf_offset = prop_def(IntegerAttr)
    op_offset = prop_def(IntegerAttr)
    sf_col = prop_def(IntegerAttr)
    pending = prop_def(IntegerAttr)

    def verify_(self) -> None:
        from xdsl.dialects.builtin import TensorType

        from tileiras.dialects.nv_tileas.tcgen05_ops import _check_taddr
        from tileiras.dialects.nv_tileas.tma_ops import _check_bars
        from tileiras.dialects.nv_tileas.wgmma_ops import _stage_tile

        _check_taddr(self)
        pending = self.pending.value.data
        if pending not in (0, 1) or _check_bars(self, self.bars.type) < (3 if pending else 1):
            raise VerifyException(f"'{self.name}' op pending must be 0 or 1 (1: three mbarriers)")
        if not isinstance(self.a.type, TensorType) or not isinstance(self.b.type, TensorType):
            raise VerifyException(f"'{self.name}' op A and B are register tiles")
        (M, K), (kb, N) = tuple(self.a.type.get_shape()), tuple(self.b.type.get_shape())
        blocks = self.blocks.value.data
        if M != self.m.value.data or M != 128 or N != self.n.value.data or K != kb or K % 64 or blocks * 16 != K:
            raise VerifyException(f"'{self.name}' op tiles {M}x{K}, {kb}x{N} with {blocks} blocks of 16")
        if self.sf_offset.value.data % 128 or self.op_offset.value.data % 1024:
            raise VerifyException(f"'{self.name}' op staging offsets misaligned")
        if tuple(_stage_tile(self, self.sfa_buffer.type)) != (M, blocks) or \
                tuple(_stage_tile(self, self.sfb_buffer.type)) != (blocks, N):
            raise VerifyException(f"'{self.name}' op scale tiles do not match {blocks} blocks")


TCGEN05_SCALED_OPS = [Tcgen05MmaScaledOp, Tcgen05MmaFp4Op]

__all__ = ["Tcgen05MmaScaledOp", "Tcgen05MmaFp4Op", "TCGEN05_SCALED_OPS"]
