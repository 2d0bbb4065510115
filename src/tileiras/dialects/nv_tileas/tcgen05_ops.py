"""nv_tileas fifth-generation tensor-core ops (sm_100a/sm_103a, the `tcgen05` family).

On Blackwell datacenter parts the MMA reads A and B from shared memory through descriptors
(as wgmma does) and accumulates into *tensor memory* (TMEM: 128 lanes x 512 columns of 32
bits per CTA), not registers. A GEMM main loop therefore keeps its accumulator in TMEM from
before the loop to after it; the ops name each step:

- `nv_tileas.tmem_alloc {offset, columns}` -> i32: warp 0 allocates `columns` TMEM columns
  (a power of two in [32, 512]), the allocator writes the TMEM address into the 4 bytes at
  `offset` of the kernel's shared memory, warp 0 gives up its permit to allocate again
  (`relinquish`, when `relinquish` is 1); after a barrier every thread reads the address;
- `nv_tileas.tmem_store %taddr, %acc {m}`: every thread writes its accumulator registers (the
  warpgroup layout, `layout/tcgen05_atom.py`) into TMEM (`tcgen05.st.16x256b`, then
  `wait::st`) where MMAs of `m` rows keep them, then the fences around a barrier make them
  visible to the MMA;
- `nv_tileas.tcgen05_mma %taddr, %a_buf, %a_stage, %b_buf, %b_stage, %bars, %phase`: one
  thread issues `tcgen05.mma` for every (64-row block, N chunk, K step) of the stages' tiles,
  accumulating into TMEM, then `tcgen05.commit` to mbarrier 0 of `bars`; every thread then
  waits for the phase of parity `phase` of that mbarrier (the MMAs are complete). Recorded:
  `atom` (`tcgen05.mma.cta_group::1.kind::f16`), `m` and `n` per instruction, `idesc` (the
  32-bit instruction descriptor: types, transposes, M, N), `a_mn_major` / `b_mn_major`;
  With `pending = 1` (a GEMM main loop, `bars` three mbarriers) iteration j commits to
  mbarrier j % 2 and waits for iteration j - 1's commit instead (the MMAs of iteration j run
  while the next stage is awaited; the copies that overwrite j - 1's stage come after).
  With `pending = 2` (the `mma` role of a warp-specialized kernel, `bars` the ring's empty
  mbarriers) the issuing thread commits to mbarrier `a_stage` of `bars` and nobody waits: the
  commit's arrival hands the stage back to the producer once the MMAs reading it completed;
- `nv_tileas.tcgen05_commit %bars {index}`: the issuing thread commits every tcgen05 op it
  issued before to mbarrier `index` of `bars` (the `mma` role's last op: the accumulator is
  complete when that mbarrier's phase 0 completes);
- `nv_tileas.tcgen05_wait %bars`: after such a loop, one thread commits to mbarrier 2 (a
  commit tracks every tcgen05 op the thread issued before it) and every thread waits for it;
- `nv_tileas.tmem_load %taddr {m}` -> tile: every thread reads its accumulator registers back
  (`tcgen05.ld.16x256b`, `wait::ld`) in the result's layout;
- `nv_tileas.tmem_dealloc %taddr {columns}`: after a barrier warp 0 frees the columns.

The selection pass (`conversion/tileas_tcgen05.py`) creates them; the lowering is
`conversion/nv_tileas_to_llvm/tcgen05.py`.
"""

from __future__ import annotations

import re

from xdsl.dialects.builtin import IntegerAttr, IntegerType, StringAttr, TensorType
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, prop_def, result_def
from xdsl.utils.exceptions import VerifyException

ATOM_RE = re.compile(r"tcgen05\.mma\.cta_group::1\.kind::(f16|tf32|f8f6f4|i8)")
TMEM_COLUMNS = 512
TMEM_LANES = 128


def _check_columns(op: IRDLOperation) -> None:
    c = op.columns.value.data
    if c < 32 or c > TMEM_COLUMNS or c & (c - 1):
        raise VerifyException(f"'{op.name}' op columns must be a power of two in [32, {TMEM_COLUMNS}], got {c}")


def _check_taddr(op: IRDLOperation) -> None:
    t = op.taddr.type
    if not isinstance(t, IntegerType) or t.width.data != 32:
        raise VerifyException(f"'{op.name}' op expects an i32 tensor-memory address")


def _check_m(op: IRDLOperation) -> None:
    if op.m.value.data not in (64, 128):
        raise VerifyException(f"'{op.name}' op m (rows per instruction, the accumulator's lanes) must be 64 or 128")


@irdl_op_definition
class TmemAllocOp(IRDLOperation):
    """Allocate `columns` TMEM columns (warp 0); the address, read back from shared `offset`."""

    name = "nv_tileas.tmem_alloc"
    taddr = result_def()
    offset = prop_def(IntegerAttr)
    columns = prop_def(IntegerAttr)
    relinquish = prop_def(IntegerAttr)

    def verify_(self) -> None:
        _check_columns(self)
        _check_taddr(self)
        if self.offset.value.data % 4:
            raise VerifyException(f"'{self.name}' op offset must be 4-byte aligned")


@irdl_op_definition
class TmemDeallocOp(IRDLOperation):
    """Free the columns of a `tmem_alloc` (warp 0, after a barrier)."""

    name = "nv_tileas.tmem_dealloc"
    taddr = operand_def()
    columns = prop_def(IntegerAttr)

    def verify_(self) -> None:
        _check_columns(self)
        _check_taddr(self)


@irdl_op_definition
class TmemStoreOp(IRDLOperation):
    """Every thread's accumulator registers into TMEM (the 16x256b fragments)."""

    name = "nv_tileas.tmem_store"
    taddr = operand_def()
    acc = operand_def()
    m = prop_def(IntegerAttr)

    def verify_(self) -> None:
        _check_taddr(self)
        _check_m(self)
        if not isinstance(self.acc.type, TensorType) or len(self.acc.type.get_shape()) != 2:
            raise VerifyException(f"'{self.name}' op expects a 2-D accumulator tile")


@irdl_op_definition
class TmemLoadOp(IRDLOperation):
    """The accumulator tile read back from TMEM into the result's layout."""

    name = "nv_tileas.tmem_load"
    taddr = operand_def()
    result = result_def()
    m = prop_def(IntegerAttr)

    def verify_(self) -> None:
        _check_taddr(self)
        _check_m(self)
        if not isinstance(self.result.type, TensorType) or len(self.result.type.get_shape()) != 2:
            raise VerifyException(f"'{self.name}' op result must be a 2-D tile")


@irdl_op_definition
class Tcgen05MmaOp(IRDLOperation):
    """TMEM accumulator += A @ B from shared-memory stages (one thread issues), committed to
    mbarrier 0 of `bars` and waited for (parity `phase`) by every thread."""

    name = "nv_tileas.tcgen05_mma"
    taddr = operand_def()
    a_buffer = operand_def()
    a_stage = operand_def()
    b_buffer = operand_def()
    b_stage = operand_def()
    bars = operand_def()
    phase = operand_def()
    atom = prop_def(StringAttr)
    m = prop_def(IntegerAttr)
    n = prop_def(IntegerAttr)
    idesc = prop_def(IntegerAttr)
    a_mn_major = prop_def(IntegerAttr)
    b_mn_major = prop_def(IntegerAttr)
    pending = prop_def(IntegerAttr)

    def verify_(self) -> None:
        from tileiras.dialects.nv_tileas.tma_ops import _check_bars

        if self.pending.value.data not in (0, 1, 2):
            raise VerifyException(f"'{self.name}' op pending must be 0, 1 or 2")
        if self.pending.value.data == 1 and _check_bars(self, self.bars.type) < 3:
            raise VerifyException(f"'{self.name}' op with pending = 1 needs three mbarriers")
        from tileiras.dialects.nv_tileas.wgmma_ops import _stage_tile

        _check_taddr(self)
        if ATOM_RE.fullmatch(self.atom.data) is None:
            raise VerifyException(f"'{self.name}' op unknown atom '{self.atom.data}'")
        _check_bars(self, self.bars.type)
        m, n = self.m.value.data, self.n.value.data
        if m not in (64, 128) or n % 8 or not 8 <= n <= 256:
            raise VerifyException(f"'{self.name}' op no instruction shape M = {m}, N = {n}")
        a = _stage_tile(self, self.a_buffer.type)
        b = _stage_tile(self, self.b_buffer.type)
        am = a[::-1] if self.a_mn_major.value.data else a  # (M, K)
        bn = b[::-1] if self.b_mn_major.value.data else b  # (N, K)
        if am[1] != bn[1] or am[0] % m or bn[0] % n:
            raise VerifyException(f"'{self.name}' op operand tiles {a}, {b} do not split into {m}x{n} instructions")


@irdl_op_definition
class Tcgen05WaitOp(IRDLOperation):
    """After a loop of `tcgen05_mma {pending = 1}`: one thread commits to mbarrier 2 of
    `bars`, every thread waits for it (every MMA issued before has completed)."""

    name = "nv_tileas.tcgen05_wait"
    bars = operand_def()

    def verify_(self) -> None:
        from tileiras.dialects.nv_tileas.tma_ops import _check_bars

        if _check_bars(self, self.bars.type) < 3:
            raise VerifyException(f"'{self.name}' op needs three mbarriers")


@irdl_op_definition
class Tcgen05CommitOp(IRDLOperation):
    """The issuing thread's earlier tcgen05 ops complete before an arrival on mbarrier `index`
    of `bars` (`tcgen05.commit`; run by an `mma` role's single thread)."""

    name = "nv_tileas.tcgen05_commit"
    bars = operand_def()
    index = prop_def(IntegerAttr)

    def verify_(self) -> None:
        from tileiras.dialects.nv_tileas.tma_ops import _check_bars

        if not 0 <= self.index.value.data < _check_bars(self, self.bars.type):
            raise VerifyException(f"'{self.name}' op index {self.index.value.data} is not one of the mbarriers")


TCGEN05_OPS = [TmemAllocOp, TmemDeallocOp, TmemStoreOp, TmemLoadOp, Tcgen05MmaOp, Tcgen05WaitOp, Tcgen05CommitOp]

__all__ = ["TmemAllocOp", "TmemDeallocOp", "TmemStoreOp", "TmemLoadOp", "Tcgen05MmaOp", "Tcgen05WaitOp", "Tcgen05CommitOp", "TCGEN05_OPS", "ATOM_RE",
           "TMEM_COLUMNS", "TMEM_LANES"]
