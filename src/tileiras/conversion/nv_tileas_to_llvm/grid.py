"""Grid queries: `get_program_id` and `get_num_programs` (the block, or cluster, id and count
along an axis), `get_cluster_rank` (`%cluster_ctarank`; 0 where the kernel is not launched as
clusters).
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, V, FunctionLowering


@LOWERINGS.rule("nv_tileaa.get_program_id")
def lower_program_id(fl: FunctionLowering, op: Operation) -> None:
    fl.set(op.results[0], V(fl.block_id(op.axis.value.data), "i32", op.results[0].type))


@LOWERINGS.rule("nv_tileaa.get_num_programs")
def lower_num_programs(fl: FunctionLowering, op: Operation) -> None:
    fl.set(op.results[0], V(fl.num_blocks(op.axis.value.data), "i32", op.results[0].type))


@LOWERINGS.rule("nv_tileaa.get_cluster_rank")
def lower_cluster_rank(fl: FunctionLowering, op: Operation) -> None:
    rank = fl.entry_value("cluster-rank", lambda: fl.call("cluster.ctarank", [], "rank")) if fl.cluster > 1 else "0"
    fl.set(op.results[0], V(rank, "i32", op.results[0].type))
