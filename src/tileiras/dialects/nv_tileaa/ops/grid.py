"""Grid and queue flow: get_program_id, get_num_programs, get_cluster_rank, is_valid_program_id,
cancel_next_program_id, create_queue, queue.get, queue.put, queue.yield.

`get_program_id {axis}` / `get_num_programs {axis}` are the tile block id and grid size along
x, y or z (i32). The program-id handle and queue ops are produced by later scheduling passes,
not by the cuda_tile conversion: `queue.get %q ({ ... queue.yield %vals })` binds the values a
consumer takes from the queue, `queue.put %q, %vals` is the producer side.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, IntegerType
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import IsTerminator, MemoryReadEffect, MemoryWriteEffect, Pure, RecursiveMemoryEffect

from tileiras.dialects.nv_tileaa.op_support import canonicalization, fail, in_family, lazy_pattern
from tileiras.dialects.nv_tileaa.types import ProgramIdType, QueueType


class _AxisQuery(IRDLOperation):
    def verify_(self) -> None:
        if self.axis.value.data not in (0, 1, 2):
            fail(self, f"expects axis 0, 1 or 2, but got {self.axis.value.data}")
        if self.result.type != IntegerType(32):
            fail(self, f"expects an i32 result, but got {self.result.type}")


@irdl_op_definition
class GetProgramIdOp(_AxisQuery):
    """This tile block's index along `axis`."""

    name = "nv_tileaa.get_program_id"
    result = result_def()
    axis = prop_def(IntegerAttr)
    traits = traits_def(Pure())


@irdl_op_definition
class GetNumProgramsOp(_AxisQuery):
    """The number of tile blocks along `axis`."""

    name = "nv_tileaa.get_num_programs"
    result = result_def()
    axis = prop_def(IntegerAttr)
    traits = traits_def(Pure())


@irdl_op_definition
class GetClusterRankOp(IRDLOperation):
    """This CTA's rank in its cluster (`%cluster_ctarank`, i32), where a tile block is a cluster
    of CTAs (the `num_cta_in_cga` hint). Not produced from cuda_tile: `transforms/cluster_split`
    makes it when it shares a tile block's work among the cluster's CTAs; a kernel that reads
    it runs its code on every CTA of the cluster (otherwise only the first one works)."""

    name = "nv_tileaa.get_cluster_rank"
    result = result_def(IntegerType(32))
    traits = traits_def(Pure())


@irdl_op_definition
class IsValidProgramIdOp(IRDLOperation):
    """Whether a persistent-kernel program id still names work."""

    name = "nv_tileaa.is_valid_program_id"
    program_id = operand_def(ProgramIdType)
    result = result_def(IntegerType(1))
    traits = traits_def(Pure())


@irdl_op_definition
class CancelNextProgramIdOp(IRDLOperation):
    """Claim the next program id of a persistent kernel."""

    name = "nv_tileaa.cancel_next_program_id"
    result = result_def(ProgramIdType)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


@irdl_op_definition
class CreateQueueOp(IRDLOperation):
    """A producer/consumer queue of `depth` slots."""

    name = "nv_tileaa.create_queue"
    result = result_def(QueueType)
    depth = prop_def(IntegerAttr)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


@irdl_op_definition
class QueueGetOp(IRDLOperation):
    """Take an entry from `queue`; the results are what the region's `queue.yield` yields."""

    name = "nv_tileaa.queue.get"
    queue = operand_def(QueueType)
    results_ = var_result_def()
    body = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect(), canonicalization(lazy_pattern("PruneRegionResults")))

    def verify_(self) -> None:
        block = self.body.blocks.first
        term = block.last_op if block is not None else None
        if term is None or term.name != "nv_tileaa.queue.yield":
            fail(self, "expects regions to end with 'nv_tileaa.queue.yield'")
        if [v.type for v in term.operands] != [r.type for r in self.results_]:
            fail(self, "expects the region to yield one value per result")


@irdl_op_definition
class QueuePutOp(IRDLOperation):
    """Append `values` to `queue`."""

    name = "nv_tileaa.queue.put"
    queue = operand_def(QueueType)
    values = var_operand_def()
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


@irdl_op_definition
class QueueYieldOp(IRDLOperation):
    """The values a `queue.get` region produces."""

    name = "nv_tileaa.queue.yield"
    values = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())

    def verify_(self) -> None:
        parent = self.parent_op()
        if parent is not None and parent.name != "nv_tileaa.queue.get":
            fail(self, "expects parent op 'nv_tileaa.queue.get'")


GRID_OPS = in_family("grid", [
    GetProgramIdOp, GetNumProgramsOp, GetClusterRankOp, IsValidProgramIdOp, CancelNextProgramIdOp, CreateQueueOp,
    QueueGetOp, QueuePutOp, QueueYieldOp,
])

__all__ = [c.__name__ for c in GRID_OPS] + ["GRID_OPS"]
