"""nv_tileas `tcgen05_mma_rs`: tcgen05's form with A in tensor memory, for dots whose A is a
register tile (attention's Q and P on sm_100a..sm_110a; on sm_90a these are `wgmma_rs`).

    %d = nv_tileas.tcgen05_mma_rs %taddr, %a, %b_buf, %b_stage, %acc, %bars, %phase
         {atom, m, n, idesc, b_mn_major, a_col, d_col, zero_acc, bar}

Every thread writes its A registers (the warpgroup A layout: mma.sync's m16k16 fragment per
warp) into the tensor-memory columns from `taddr + a_col` (`tcgen05.st.16x128b`, two 16-bit
elements per column) and, unless `zero_acc` (the accumulator is a splat of 0: the first
instruction then ignores D), the accumulator into those from `taddr + d_col`
(`tcgen05.st.16x256b`); `wait::st`, `fence::before_thread_sync`, barrier; one thread:
`fence::after_thread_sync`, per K step and (64-row block, N chunk) `tcgen05.mma [d], [a],
b_desc, idesc` (B from the stage through its descriptor), `tcgen05.commit` to mbarrier `bar` of
`bars`; every thread waits for its phase of parity `phase` and reads D back
(`tcgen05.ld.16x256b`) into the result's layout. The MMAs have completed when the op ends, so
the stage and the A columns may be overwritten after it. With `a_stored` A is already in its
columns (a loop-invariant A, Q, stored once before the loop by `tmem_store_a`) and not
written again.

    nv_tileas.tmem_store_a %taddr, %a {col}

writes the register A tile into the columns from `taddr + col` (as above, with `wait::st`);
the barrier and fences of the first `tcgen05_mma_rs` reading it order it before the MMA.

With `wait = 0` the op ends after the commit: D stays in tensor memory (attention's O,
carried there across iterations as NVIDIA's is) and the result is unused; the accumulator is
read back by

    %o = nv_tileas.tmem_acc_load %taddr, %bars, %phase {lane, col, bar, wait}

(every thread: with `wait`, the wait for phase parity `phase` of mbarrier `bar`; then
`fence::after_thread_sync` and `tcgen05.ld.16x256b` from lane half `lane`, column `col`), and
its initial value written before the loop by

    nv_tileas.tmem_acc_store %taddr, %tile {lane, col}

(`tcgen05.st.16x256b` + `wait::st`; the next `tcgen05_mma_rs`'s barrier orders it). Created by
`conversion/tileas_tcgen05_attention.py`, lowered by `nv_tileas_to_llvm/tcgen05_attention.py`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, StringAttr, TensorType
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, prop_def, result_def
from xdsl.utils.exceptions import VerifyException

from tileiras.dialects.nv_tileas.tcgen05_ops import ATOM_RE, TMEM_COLUMNS, _check_taddr


@irdl_op_definition
class Tcgen05MmaRsOp(IRDLOperation):
    """D = A @ B + acc with A from registers through tensor memory (module docstring)."""

    name = "nv_tileas.tcgen05_mma_rs"
    taddr = operand_def()
    a = operand_def()
    b_buffer = operand_def()
    b_stage = operand_def()
    acc = operand_def()
    bars = operand_def()
    phase = operand_def()
    result = result_def()
    atom = prop_def(StringAttr)
    m = prop_def(IntegerAttr)
    n = prop_def(IntegerAttr)
    idesc = prop_def(IntegerAttr)
    b_mn_major = prop_def(IntegerAttr)
    a_col = prop_def(IntegerAttr)
    d_col = prop_def(IntegerAttr)
    zero_acc = prop_def(IntegerAttr)
    bar = prop_def(IntegerAttr)
    a_stored = prop_def(IntegerAttr)
    d_lane = prop_def(IntegerAttr)
    wait = prop_def(IntegerAttr)

    def verify_(self) -> None:
        from tileiras.dialects.nv_tileas.tma_ops import _check_bars
        from tileiras.dialects.nv_tileas.wgmma_ops import _stage_tile

        _check_taddr(self)
        if ATOM_RE.fullmatch(self.atom.data) is None:
            raise VerifyException(f"'{self.name}' op unknown atom '{self.atom.data}'")
        if self.bar.value.data >= _check_bars(self, self.bars.type):
            raise VerifyException(f"'{self.name}' op mbarrier {self.bar.value.data} out of range")
        m, n = self.m.value.data, self.n.value.data
        if m != 64 or n % 8 or not 8 <= n <= 256:
            raise VerifyException(f"'{self.name}' op no instruction shape M = {m}, N = {n} (M = 64)")
        for v in (self.a, self.acc):
            if not isinstance(v.type, TensorType) or len(v.type.get_shape()) != 2:
                raise VerifyException(f"'{self.name}' op expects 2-D A and accumulator tiles")
        M, K = self.a.type.get_shape()
        Md, N = self.acc.type.get_shape()
        b = _stage_tile(self, self.b_buffer.type)
        bn = b[::-1] if self.b_mn_major.value.data else b  # (N, K)
        if M != Md or M % m or N % n or tuple(bn) != (N, K) or K % 16:
            raise VerifyException(f"'{self.name}' op A {M}x{K}, B {b}, D {Md}x{N} do not split into {m}x{n}x16 "
                                  "instructions")
        if not self.wait.value.data and self.result.uses:
            raise VerifyException(f"'{self.name}' op with wait = 0 leaves D in tensor memory: its result must be unused")
        if self.d_lane.value.data not in (0, 16):
            raise VerifyException(f"'{self.name}' op d_lane must be 0 or 16 (the half of each warp's lanes M = 64 uses)")
        a_end = self.a_col.value.data + (M // m) * K // 2
        d_end = self.d_col.value.data + (M // m) * N
        if max(a_end, d_end) > TMEM_COLUMNS or self.a_col.value.data < 0 or self.d_col.value.data < 0:
            raise VerifyException(f"'{self.name}' op columns past the {TMEM_COLUMNS} of tensor memory")


@irdl_op_definition
class TmemStoreAOp(IRDLOperation):
    """A register A tile into tensor memory from column `col` (module docstring)."""

    name = "nv_tileas.tmem_store_a"
    taddr = operand_def()
    a = operand_def()
    col = prop_def(IntegerAttr)

    def verify_(self) -> None:
        _check_taddr(self)
        if not isinstance(self.a.type, TensorType) or len(self.a.type.get_shape()) != 2:
            raise VerifyException(f"'{self.name}' op expects a 2-D A tile")
        M, K = self.a.type.get_shape()
        if M % 64 or K % 16 or not 0 <= self.col.value.data <= TMEM_COLUMNS - (M // 64) * K // 2:
            raise VerifyException(f"'{self.name}' op A {M}x{K} at column {self.col.value.data} does not fit")


def _check_acc(op: IRDLOperation, t) -> None:
    _check_taddr(op)
    if not isinstance(t, TensorType) or len(t.get_shape()) != 2 or t.get_shape()[0] % 64:
        raise VerifyException(f"'{op.name}' op expects a 2-D accumulator tile of 64j rows")
    if op.lane.value.data not in (0, 16):
        raise VerifyException(f"'{op.name}' op lane must be 0 or 16")
    M, N = t.get_shape()
    if not 0 <= op.col.value.data <= TMEM_COLUMNS - (M // 64) * N:
        raise VerifyException(f"'{op.name}' op accumulator {M}x{N} at column {op.col.value.data} does not fit")


@irdl_op_definition
class TmemAccStoreOp(IRDLOperation):
    """An f32 accumulator tile into tensor memory at lane half `lane`, column `col`."""

    name = "nv_tileas.tmem_acc_store"
    taddr = operand_def()
    tile = operand_def()
    lane = prop_def(IntegerAttr)
    col = prop_def(IntegerAttr)

    def verify_(self) -> None:
        _check_acc(self, self.tile.type)


@irdl_op_definition
class TmemAccLoadOp(IRDLOperation):
    """The accumulator at lane half `lane`, column `col` read back, after (with `wait`) the
    phase of parity `phase` of mbarrier `bar` of `bars` completed."""

    name = "nv_tileas.tmem_acc_load"
    taddr = operand_def()
    bars = operand_def()
    phase = operand_def()
    result = result_def()
    lane = prop_def(IntegerAttr)
    col = prop_def(IntegerAttr)
    bar = prop_def(IntegerAttr)
    wait = prop_def(IntegerAttr)

    def verify_(self) -> None:
        from tileiras.dialects.nv_tileas.tma_ops import _check_bars

        _check_acc(self, self.result.type)
        if self.bar.value.data >= _check_bars(self, self.bars.type):
            raise VerifyException(f"'{self.name}' op mbarrier {self.bar.value.data} out of range")


TCGEN05_RS_OPS = [Tcgen05MmaRsOp, TmemStoreAOp, TmemAccStoreOp, TmemAccLoadOp]

__all__ = ["Tcgen05MmaRsOp", "TmemStoreAOp", "TmemAccStoreOp", "TmemAccLoadOp", "TCGEN05_RS_OPS"]
