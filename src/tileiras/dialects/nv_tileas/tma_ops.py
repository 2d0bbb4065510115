"""nv_tileas TMA copies and the mbarriers that complete them (the `tma` family).

On targets with the Tensor Memory Accelerator (sm_90 and later) a tile of a legal view is copied
global -> shared by one thread with `cp.async.bulk.tensor`, described by a tensor map: a hidden
kernel parameter that the host callbacks fill at launch (`codegen/host_callbacks.py`,
docs/host-abi.md). Completion is counted in bytes on an mbarrier per stage. The ops:

- `nv_tileas.alloc_mbarriers {offset, count}` -> `memref<S x i64, 3>`: S mbarriers at byte
  `offset` of the kernel's shared memory, initialised where the op stands (one thread, arrival
  count `count`, then a fence and a block barrier);
- `nv_tileas.tma_expect %bars, %stage [, %pred] {bytes}`: one thread arrives on mbarrier
  `stage` and raises its transaction count by `bytes` (the copies of that stage about to be
  issued); nothing with a false predicate;
- `nv_tileas.tma_load %buf, %stage, %view, %bars, %i.. [, %pred] {tensor_map, swizzle}`: one
  thread copies the view's tile at tile indices (i..) into stage `stage` of the buffer with
  tensor map number `tensor_map` of the kernel (its hidden parameter), completing on mbarrier
  `stage`; `swizzle` is the map's mode (1, 2, 3: 32-, 64-, 128-byte rows), which must be the
  buffer's placement; the hardware zero-fills what lies outside the view;
- `nv_tileas.mbarrier_wait %bars, %stage, %phase`: every thread waits until the phase of parity
  `phase` of mbarrier `stage` has completed;
- `nv_tileas.tma_store %value, %buf, %view, %i.. {tensor_map, swizzle}`: the register tile
  `value` to the view's tile at tile indices (i..) through `buf` (one stage, placed by the
  map's swizzle: 0 none, 1/2/3 the 32/64/128-byte rows): every thread writes its registers
  into the buffer, `fence.proxy.async.shared::cta`, a barrier, then one thread issues the bulk
  tensor store(s) shared -> global, commits them as a bulk async-group and waits until the
  group has read the buffer (`cp.async.bulk.wait_group.read 0`) before the buffer can be
  written again or the block exits; the hardware writes nothing outside the view. A
  self-contained op (the epilogue of a warp-specialized kernel can issue it as it is).
- `nv_tileas.tma_store_write %value, %buf` and `nv_tileas.tma_store_issue %buf, %view, %i..
  {tensor_map, swizzle}`: the two halves of a `tma_store` when an epilogue warp issues the
  store (`transforms/tileas_warp_specialize.py`, NVIDIA's sm_90 epilogue): the first is every
  thread's register writes into the buffer and its `fence.proxy.async.shared::cta` (no
  barrier: an `mbarrier_arrive` after it hands the buffer over), the second one thread's bulk
  tensor store(s), commit and `wait_group.read 0`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import i32, IntegerAttr, MemRefType
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.utils.exceptions import VerifyException

from tileiras.dialects.nv_tileas.shared_ops import SHARED_SPACE, _check_buffer

SWIZZLE_ROW_BYTES = {1: 32, 2: 64, 3: 128}
"""The TMA swizzle modes the lowering uses, by the row bytes of the stage they place."""
STORE_SWIZZLES = (0, 1, 2, 3)
"""The swizzle modes of a map (0: none: NVIDIA's 1-D stores and memory-bound row tiles)."""


def mbarrier_type(stages: int) -> MemRefType:
    """`memref<stages x i64, 3>`."""
    from xdsl.dialects.builtin import i64

    return MemRefType(i64, [stages], memory_space=IntegerAttr(SHARED_SPACE, i32))


def _check_bars(op: IRDLOperation, t) -> int:
    space = getattr(t, "memory_space", None)
    if not isinstance(t, MemRefType) or not isinstance(space, IntegerAttr) or space.value.data != SHARED_SPACE \
            or len(t.get_shape()) != 1 or t.get_shape()[0] <= 0:
        raise VerifyException(f"'{op.name}' op expects mbarriers (memref<S x i64, 3>), got {t}")
    return t.get_shape()[0]


@irdl_op_definition
class AllocMbarriersOp(IRDLOperation):
    """S mbarriers at byte `offset` of shared memory, initialised here with arrival `count`."""

    name = "nv_tileas.alloc_mbarriers"
    result = result_def()
    offset = prop_def(IntegerAttr)
    count = prop_def(IntegerAttr)

    def verify_(self) -> None:
        _check_bars(self, self.result.type)
        if self.offset.value.data % 8:
            raise VerifyException(f"'{self.name}' op offset must be 8-byte aligned")
        if not 1 <= self.count.value.data < 1 << 20:
            raise VerifyException(f"'{self.name}' op count must be in [1, 2^20)")


@irdl_op_definition
class TmaExpectOp(IRDLOperation):
    """One thread: arrive on mbarrier `stage`, expecting `bytes` more bytes of transactions."""

    name = "nv_tileas.tma_expect"
    bars = operand_def()
    stage = operand_def()
    pred = opt_operand_def()
    bytes = prop_def(IntegerAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def verify_(self) -> None:
        _check_bars(self, self.bars.type)
        if not 0 < self.bytes.value.data < 1 << 20:
            raise VerifyException(f"'{self.name}' op bytes must be in (0, 2^20)")


@irdl_op_definition
class TmaLoadOp(IRDLOperation):
    """One thread: the view's tile at `indices` into stage `stage` of `buffer` by tensor map
    `tensor_map`, completing on mbarrier `stage` of `bars`. `box_rows` (optional): the map's
    boxes span that many rows of the tile (an unswizzled dot operand's map,
    `transforms.tileas_tma.f32_dot_tensor_map`). `multicast` (optional, N): the tile is shared by
    the N CTAs of the cluster; this CTA copies the rows of its rank's 1/N slice (boxes of that
    height) into the same stage of every CTA, each completing on that CTA's mbarrier."""

    name = "nv_tileas.tma_load"
    buffer = operand_def()
    stage = operand_def()
    view = operand_def()
    bars = operand_def()
    indices = var_operand_def()
    pred = opt_operand_def()
    tensor_map = prop_def(IntegerAttr)
    swizzle = prop_def(IntegerAttr)
    box_rows = opt_prop_def(IntegerAttr)  # boxes of this many rows (dimension r-2) where the map says so
    multicast = opt_prop_def(IntegerAttr)  # N CTAs: this CTA copies its 1/N of the rows to all N (cluster)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def verify_(self) -> None:
        shape = _check_buffer(self, self.buffer.type)
        _check_bars(self, self.bars.type)
        tile = getattr(self.view.type, "tile_shape", None)
        if tile is not None and tuple(tile) != shape[1:]:
            raise VerifyException(f"'{self.name}' op view tile {tuple(tile)} does not match the buffer's {shape[1:]}")
        if tile is not None and len(self.indices) != len(tile):
            raise VerifyException(f"'{self.name}' op expects {len(tile)} tile indices, got {len(self.indices)}")
        if self.swizzle.value.data not in STORE_SWIZZLES:
            raise VerifyException(f"'{self.name}' op swizzle must be 0, 1, 2 or 3 (none, 32-, 64-, 128-byte rows)")
        if self.tensor_map.value.data < 0:
            raise VerifyException(f"'{self.name}' op tensor_map must be >= 0")


@irdl_op_definition
class MbarrierWaitOp(IRDLOperation):
    """Every thread: wait for the completion of the phase of parity `phase` of mbarrier `stage`."""

    name = "nv_tileas.mbarrier_wait"
    bars = operand_def()
    stage = operand_def()
    phase = operand_def()

    def verify_(self) -> None:
        _check_bars(self, self.bars.type)


def _check_store(op, buffer, view, indices, swizzle: int, tensor_map: int) -> tuple[int, ...]:
    """The checks a TMA store and its issuing half share; the buffer's shape."""
    shape = _check_buffer(op, buffer.type)
    if shape[0] != 1:
        raise VerifyException(f"'{op.name}' op buffer must have one stage, got {shape[0]}")
    tile = getattr(view.type, "tile_shape", None)
    if tile is not None and tuple(tile) != shape[1:]:
        raise VerifyException(f"'{op.name}' op view tile {tuple(tile)} does not match the buffer's {shape[1:]}")
    if tile is not None and len(indices) != len(tile):
        raise VerifyException(f"'{op.name}' op expects {len(tile)} tile indices, got {len(indices)}")
    if swizzle not in STORE_SWIZZLES:
        raise VerifyException(f"'{op.name}' op swizzle must be 0, 1, 2 or 3 (none, 32-, 64-, 128-byte rows)")
    if tensor_map < 0:
        raise VerifyException(f"'{op.name}' op tensor_map must be >= 0")
    return shape


@irdl_op_definition
class TmaStoreOp(IRDLOperation):
    """`value` -> the view's tile at `indices`, staged through `buffer` and stored by tensor map
    `tensor_map` (`cp.async.bulk.tensor` shared -> global, completed by a bulk async-group)."""

    name = "nv_tileas.tma_store"
    value = operand_def()
    buffer = operand_def()
    view = operand_def()
    indices = var_operand_def()
    tensor_map = prop_def(IntegerAttr)
    swizzle = prop_def(IntegerAttr)

    def verify_(self) -> None:
        shape = _check_store(self, self.buffer, self.view, self.indices, self.swizzle.value.data,
                             self.tensor_map.value.data)
        vshape = tuple(self.value.type.get_shape()) if hasattr(self.value.type, "get_shape") else ()
        if vshape and vshape != shape[1:]:
            raise VerifyException(f"'{self.name}' op value shape {vshape} does not match the buffer's {shape[1:]}")


@irdl_op_definition
class TmaStoreWriteOp(IRDLOperation):
    """Every thread writes its registers of `value` into `buffer` (placed as the store's map
    swizzles it) and fences them for the async proxy: the first half of a `tma_store` whose
    bulk store an epilogue warp issues (`TmaStoreIssueOp`)."""

    name = "nv_tileas.tma_store_write"
    value = operand_def()
    buffer = operand_def()

    def verify_(self) -> None:
        shape = _check_buffer(self, self.buffer.type)
        vshape = tuple(self.value.type.get_shape()) if hasattr(self.value.type, "get_shape") else ()
        if shape[0] != 1:
            raise VerifyException(f"'{self.name}' op buffer must have one stage, got {shape[0]}")
        if vshape and vshape != shape[1:]:
            raise VerifyException(f"'{self.name}' op value shape {vshape} does not match the buffer's {shape[1:]}")


@irdl_op_definition
class TmaStoreIssueOp(IRDLOperation):
    """One thread stores `buffer` to the view's tile at `indices` by tensor map `tensor_map`
    (`cp.async.bulk.tensor` per box, commit, `wait_group.read 0`): the second half of a
    `tma_store`, run by an epilogue warp once the buffer is written (`TmaStoreWriteOp`)."""

    name = "nv_tileas.tma_store_issue"
    buffer = operand_def()
    view = operand_def()
    indices = var_operand_def()
    tensor_map = prop_def(IntegerAttr)
    swizzle = prop_def(IntegerAttr)

    def verify_(self) -> None:
        _check_store(self, self.buffer, self.view, self.indices, self.swizzle.value.data, self.tensor_map.value.data)


TMA_STORE_OPS = ("nv_tileas.tma_store", "nv_tileas.tma_store_write", "nv_tileas.tma_store_issue")
"""The ops that use a TMA-store buffer (a whole store, or its two halves)."""


@irdl_op_definition
class ClusterBarrierOp(IRDLOperation):
    """Every thread of every CTA of the cluster: `barrier.cluster.arrive.release` then
    `barrier.cluster.wait.acquire` (a ring whose stages other CTAs write by multicast: no CTA
    refills a stage before every CTA has read it)."""

    name = "nv_tileas.cluster_barrier"


TMA_OPS = [AllocMbarriersOp, TmaExpectOp, TmaLoadOp, MbarrierWaitOp, TmaStoreOp, TmaStoreWriteOp, TmaStoreIssueOp,
           ClusterBarrierOp]

__all__ = ["ClusterBarrierOp", "AllocMbarriersOp", "TmaExpectOp", "TmaLoadOp", "MbarrierWaitOp", "TmaStoreOp", "TmaStoreWriteOp", "TmaStoreIssueOp",
           "TMA_STORE_OPS", "TMA_OPS", "STORE_SWIZZLES", "SWIZZLE_ROW_BYTES",
           "mbarrier_type"]
