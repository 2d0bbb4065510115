"""nv_tileas warpgroup MMA ops (sm_90a, the `wgmma` family).

- `nv_tileas.wgmma %a_buf, %a_stage, %b_buf, %b_stage, %acc`: `acc + A @ B` where A and B are
  stages of shared-memory buffers (`alloc_shared`), read by `wgmma.mma_async` through matrix
  descriptors; the result is in the accumulator's layout (the warpgroup fragment,
  `layout/wgmma_atom.py`). Recorded choices: `atom` (the instruction,
  `wgmma.m64n64k16.f32.f16.f16`), `a_mn_major` / `b_mn_major` (1: the operand's M / N runs
  along the stored tile's contiguous dimension, the instruction's transpose bit; 0: K does),
  `pending` (the `wgmma.wait_group` count after the group is committed: 0, the result is
  complete when the op ends; 1, the previous group is retired and this one stays in flight,
  a later `wgmma_wait` completes it).
- `nv_tileas.wgmma_rs %a, %b_buf, %b_stage, %acc`: the same with A a register tile in the
  warpgroup A layout (each warp holds 16 rows as mma.sync's m16k16 A fragment): wgmma's
  register-A form (attention's P, or a loop-invariant Q);
- `nv_tileas.wgmma_wait %acc {atom, pending}`: `wgmma.wait_group` completing an accumulator
  whose last wgmma was issued with `pending = 1` (after a GEMM's main loop);
- `nv_tileas.fence_proxy_async`: `fence.proxy.async.shared::cta`: the shared-memory writes
  this thread made through the generic proxy (cp.async, st.shared) become visible to the async
  proxy that wgmma reads through; placed after a stage's copies complete, before the barrier.

The selection pass (`conversion/tileas_wgmma.py`) creates them; the lowering
(`conversion/nv_tileas_to_llvm/wgmma.py`) carries them out.
"""

from __future__ import annotations

import re

from xdsl.dialects.builtin import IntegerAttr, StringAttr, TensorType
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, prop_def, result_def
from xdsl.utils.exceptions import VerifyException

from tileiras.dialects.nv_tileas.shared_ops import _check_buffer

ATOM_RE = re.compile(r"wgmma\.m64n(\d+)k(\d+)\.(f32|s32|f16)\.(\w+)\.(\w+)")


def _stage_tile(op: IRDLOperation, t) -> tuple[int, int]:
    from tileiras.layout.wgmma_atom import squeeze_leading

    shape = squeeze_leading(_check_buffer(op, t)[1:])
    if len(shape) != 2:
        raise VerifyException(f"'{op.name}' op operands must be stages of 2-D tiles")
    return shape


def _verify(op: IRDLOperation, am: tuple[int, int] | None) -> None:
    """Common checks; `am` the A tile as (M, K) when it is known."""
    if ATOM_RE.fullmatch(op.atom.data) is None:
        raise VerifyException(f"'{op.name}' op unknown atom '{op.atom.data}'")
    t = op.result.type
    if not isinstance(t, TensorType) or t != op.acc.type or len(t.get_shape()) != 2:
        raise VerifyException(f"'{op.name}' op result must be a 2-D tile of the accumulator's type")
    M, N = t.get_shape()
    b = _stage_tile(op, op.b_buffer.type)
    bn = b[::-1] if op.b_mn_major.value.data else b  # (N, K)
    if am is not None and (am[0] != M or bn[0] != N or am[1] != bn[1]):
        raise VerifyException(f"'{op.name}' op operand tiles {am}, {b} do not make a {M}x{N} result")
    if not 0 <= op.pending.value.data <= 7:
        raise VerifyException(f"'{op.name}' op pending must be in [0, 7]")


@irdl_op_definition
class WgmmaOp(IRDLOperation):
    """`acc + A @ B` with A and B in shared-memory stages, by `wgmma.mma_async` (`atom`)."""

    name = "nv_tileas.wgmma"
    a_buffer = operand_def()
    a_stage = operand_def()
    b_buffer = operand_def()
    b_stage = operand_def()
    acc = operand_def()
    result = result_def()
    atom = prop_def(StringAttr)
    a_mn_major = prop_def(IntegerAttr)
    b_mn_major = prop_def(IntegerAttr)
    pending = prop_def(IntegerAttr)

    def verify_(self) -> None:
        a = _stage_tile(self, self.a_buffer.type)
        _verify(self, a[::-1] if self.a_mn_major.value.data else a)


@irdl_op_definition
class WgmmaRsOp(IRDLOperation):
    """`acc + A @ B` with A a register tile (in the warpgroup A layout) and B in a
    shared-memory stage: `wgmma.mma_async`'s register-A form."""

    name = "nv_tileas.wgmma_rs"
    a = operand_def()
    b_buffer = operand_def()
    b_stage = operand_def()
    acc = operand_def()
    result = result_def()
    atom = prop_def(StringAttr)
    b_mn_major = prop_def(IntegerAttr)
    pending = prop_def(IntegerAttr)

    def verify_(self) -> None:
        t = self.a.type
        if not isinstance(t, TensorType) or len(t.get_shape()) != 2:
            raise VerifyException(f"'{self.name}' op A must be a 2-D tile")
        _verify(self, tuple(t.get_shape()))


@irdl_op_definition
class WgmmaWaitOp(IRDLOperation):
    """`wgmma.wait_group {pending}` with the accumulator tile of a wgmma issued with
    `pending = 1` (its group still in flight) passing through it: the result is complete.
    `atom` is that wgmma's (its N per instruction orders the registers)."""

    name = "nv_tileas.wgmma_wait"
    acc = operand_def()
    result = result_def()
    atom = prop_def(StringAttr)
    pending = prop_def(IntegerAttr)

    def verify_(self) -> None:
        if ATOM_RE.fullmatch(self.atom.data) is None:
            raise VerifyException(f"'{self.name}' op unknown atom '{self.atom.data}'")
        if self.result.type != self.acc.type:
            raise VerifyException(f"'{self.name}' op result must have the accumulator's type")
        if not 0 <= self.pending.value.data <= 7:
            raise VerifyException(f"'{self.name}' op pending must be in [0, 7]")


@irdl_op_definition
class FenceProxyAsyncOp(IRDLOperation):
    """`fence.proxy.async.shared::cta`: generic-proxy shared writes -> async proxy."""

    name = "nv_tileas.fence_proxy_async"


WGMMA_OPS = [WgmmaOp, WgmmaRsOp, WgmmaWaitOp, FenceProxyAsyncOp]

__all__ = ["WgmmaOp", "WgmmaRsOp", "WgmmaWaitOp", "FenceProxyAsyncOp", "WGMMA_OPS", "ATOM_RE"]
