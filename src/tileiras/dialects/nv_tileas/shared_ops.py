"""nv_tileas shared-memory buffers and the asynchronous copies that fill them (the `shared` family).

A buffer is a `memref<S x tile x elem, 3>` (address space 3: shared memory): `S` stages of one
tile each, placed by a swizzled layout (`tileiras.layout.shared.swizzled_row_major` when
`swizzle` is set). The ops:

- `nv_tileas.alloc_shared`: a buffer for the whole kernel;
- `nv_tileas.async_copy %buf, %stage, %view, %i, %j [, %pred]`: start copying the view's tile
  at tile indices (i, j) into stage `%stage` of the buffer, `vector_bytes` per copy
  (`cp.async`), zero-filling what lies outside the view; with `%pred` false it copies nothing.
  `whole_chunks = 1` records that the view's inner extent is a multiple of the copy, so a
  chunk is wholly inside or outside;
  The copy is not visible until an `async_wait` that covers its group, then a barrier;
- `nv_tileas.async_commit`: close the group of copies started since the last commit;
- `nv_tileas.async_wait {pending = N}`: wait until at most N committed groups are in flight;
- `nv_tileas.load_shared %buf, %stage`: the stage's tile as a register tile in the result's
  layout, read with the instruction `atom` names (`ldmatrix.x4.b16`, `ldmatrix.x4.trans.b16`,
  or `ld.shared`).
- `nv_tileas.store_shared %value, %buf, %stage`: every owner thread writes its registers of the
  register tile (the stage's shape, leading unit dimensions aside) into the stage, in the buffer's placement (`st.shared`, the widest runs of
  consecutive addresses its layout holds, up to 16 bytes). Nothing more: the pass that creates
  it places the barriers (and, for a reader through the async proxy, the proxy fence) around it.

The passes that create these ops record every choice on them (stages in the buffer type,
`swizzle`, `vector_bytes`, `atom`); the lowering only carries them out.
"""

from __future__ import annotations

from xdsl.dialects.builtin import i32, IntegerAttr, MemRefType, StringAttr, TensorType
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.utils.exceptions import VerifyException

SHARED_SPACE = 3
"""The address space of shared memory (PTX `.shared`)."""

COPY_BYTES = (4, 8, 16)
"""The sizes one `cp.async` moves."""


def shared_buffer_type(stages: int, shape: tuple[int, ...], elem) -> MemRefType:
    """`memref<stages x shape x elem, 3>`."""
    return MemRefType(elem, [stages, *shape], memory_space=IntegerAttr(SHARED_SPACE, i32))


def _check_buffer(op: IRDLOperation, t) -> tuple[int, ...]:
    space = getattr(t, "memory_space", None)
    if not isinstance(t, MemRefType) or not isinstance(space, IntegerAttr) or space.value.data != SHARED_SPACE:
        raise VerifyException(f"'{op.name}' op expects a shared-memory buffer (memref in space 3), got {t}")
    shape = tuple(t.get_shape())
    if len(shape) < 2 or any(d <= 0 for d in shape):
        raise VerifyException(f"'{op.name}' op buffer needs a stage dimension and a static tile shape")
    return shape


@irdl_op_definition
class AllocSharedOp(IRDLOperation):
    """A shared-memory buffer of `S` tile stages at byte `offset` of the kernel's shared memory,
    swizzled when `swizzle` is set (1: Swizzle<3,4,3>; the TMA modes 2: Swizzle<2,4,3>, 3: Swizzle<1,4,3>;
    4: the wgmma canonical layout, `layout.wgmma_atom.canonical_layout`)."""

    name = "nv_tileas.alloc_shared"
    result = result_def()
    swizzle = prop_def(IntegerAttr)
    offset = prop_def(IntegerAttr)

    def verify_(self) -> None:
        _check_buffer(self, self.result.type)


@irdl_op_definition
class AsyncCopyOp(IRDLOperation):
    """Start copying the view's tile at `indices` into stage `stage` of `buffer` (`cp.async`)."""

    name = "nv_tileas.async_copy"
    buffer = operand_def()
    stage = operand_def()
    view = operand_def()
    indices = var_operand_def()
    pred = opt_operand_def()
    vector_bytes = prop_def(IntegerAttr)
    whole_chunks = prop_def(IntegerAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def verify_(self) -> None:
        shape = _check_buffer(self, self.buffer.type)
        n = self.vector_bytes.value.data
        if n not in COPY_BYTES:
            raise VerifyException(f"'{self.name}' op vector_bytes must be 4, 8 or 16, got {n}")
        tile = getattr(self.view.type, "tile_shape", None)
        if tile is not None and tuple(tile) != shape[1:]:
            raise VerifyException(f"'{self.name}' op view tile {tuple(tile)} does not match the buffer's {shape[1:]}")
        if tile is not None and len(self.indices) != len(tile):
            raise VerifyException(f"'{self.name}' op expects {len(tile)} tile indices, got {len(self.indices)}")


@irdl_op_definition
class AsyncCommitOp(IRDLOperation):
    """Close the group of async copies started since the last commit (`cp.async.commit_group`)."""

    name = "nv_tileas.async_commit"


@irdl_op_definition
class AsyncWaitOp(IRDLOperation):
    """Wait until at most `pending` committed groups are in flight (`cp.async.wait_group`)."""

    name = "nv_tileas.async_wait"
    pending = prop_def(IntegerAttr)

    def verify_(self) -> None:
        if not 0 <= self.pending.value.data <= 7:
            raise VerifyException(f"'{self.name}' op pending must be in [0, 7], got {self.pending.value.data}")


@irdl_op_definition
class LoadSharedOp(IRDLOperation):
    """Stage `stage` of `buffer` as a register tile, read with the instruction `atom` names."""

    name = "nv_tileas.load_shared"
    buffer = operand_def()
    stage = operand_def()
    result = result_def()
    atom = prop_def(StringAttr)

    def verify_(self) -> None:
        shape = _check_buffer(self, self.buffer.type)
        t = self.result.type
        if not isinstance(t, TensorType) or tuple(t.get_shape()) != shape[1:] \
                or t.element_type != self.buffer.type.element_type:
            raise VerifyException(f"'{self.name}' op result must be a tile of the buffer's stage shape and element type")
        atom = self.atom.data
        if not (atom == "ld.shared" or atom.startswith("ldmatrix.x")):
            raise VerifyException(f"'{self.name}' op unknown atom '{atom}'")


@irdl_op_definition
class StoreSharedOp(IRDLOperation):
    """Register tile `value` -> stage `stage` of `buffer` (`st.shared` by the owner threads)."""

    name = "nv_tileas.store_shared"
    value = operand_def()
    buffer = operand_def()
    stage = operand_def()

    def verify_(self) -> None:
        from tileiras.layout.wgmma_atom import squeeze_leading

        shape = _check_buffer(self, self.buffer.type)
        t = self.value.type
        if not isinstance(t, TensorType) or squeeze_leading(t.get_shape()) != squeeze_leading(shape[1:]) \
                or t.element_type != self.buffer.type.element_type:
            raise VerifyException(f"'{self.name}' op value must be a tile of the buffer's stage shape (leading unit "
                                  "dimensions aside) and element type")


SHARED_OPS = [AllocSharedOp, AsyncCopyOp, AsyncCommitOp, AsyncWaitOp, LoadSharedOp, StoreSharedOp]

__all__ = ["AllocSharedOp", "AsyncCopyOp", "AsyncCommitOp", "AsyncWaitOp", "LoadSharedOp", "StoreSharedOp", "SHARED_OPS",
           "SHARED_SPACE", "COPY_BYTES", "shared_buffer_type"]
