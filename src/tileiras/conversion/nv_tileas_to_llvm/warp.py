"""warp: lowering of the nv_tileas warp family (`dialects/nv_tileas/warp_ops.py`).

- `warp_role`: `warp = tid >> 5`; warps in [first, first + n) enter the region, after
  `setmaxnreg` when the role sets a count (`dec` for producer and idle roles, `inc` for a
  consumer). A producer, mma or epilogue region is run by the role's first thread alone (the other lanes leave
  after `setmaxnreg`, which every lane executes): lanes are scheduled independently, and a
  lane a whole ring round behind the others would wait for a phase parity that has come round
  again, forever; its single-thread ops (`tma_expect`, `tma_load`) need no election
  (`FunctionLowering.issuer_tid` = -1; the mma role's `tcgen05.mma` / `commit` are
  single-thread instructions too; so are the epilogue role's bulk tensor stores). A producer,
  mma, epilogue or idle region ends with
  `ret void`; the consumer role is the rest of the kernel: the threads outside it return, and
  from there on `FunctionLowering.barrier` is named barrier 1 over the consumer's threads
  (`barrier.sync 1, 128`, as NVIDIA's consumers synchronise), since the other warps never
  reach those barriers.
- `mbarrier_arrive`: every thread `mbarrier.arrive` on the stage's mbarrier (where its
  predicate holds).
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, FunctionLowering, LoweringError
from tileiras.conversion.nv_tileas_to_llvm.tma import _bar_ptr

CONSUMER_BARRIER = 1
"""The named barrier of a consumer role (0 is the block's `bar.sync 0`)."""


def _warp(fl: FunctionLowering) -> str:
    return fl.entry_value("warp-id", lambda: fl.b.op(f"lshr i32 {fl.tid()}, 5"))


@LOWERINGS.rule("nv_tileas.warp_role")
def lower_warp_role(fl: FunctionLowering, op: Operation) -> None:
    if fl.barrier_scope is not None:
        raise LoweringError("internal error: a warp role after the consumer role", [], op)
    role = op.role.data
    first, n = op.first_warp.value.data, op.num_warps.value.data
    warp = _warp(fl)
    rel = fl.b.op(f"sub i32 {warp}, {first}")
    inside = fl.b.op(f"icmp ult i32 {rel}, {n}")
    then = fl.b.new_block(f"role.{role}")
    rest = fl.b.new_block(f"role.{role}.end")
    fl.b.cond_br(inside, then, rest)
    fl.b.set_block(then)
    regs = op.max_regs.value.data
    if regs:
        fl.call(f"setmaxnreg.{'inc' if role == 'consumer' else 'dec'}.{regs}", [])
    block = op.body.blocks.first
    if role == "consumer":
        # the rest of the kernel is the consumer's; everyone else is done
        fl.b.set_block(rest)
        fl.b.terminate("ret void")
        fl.b.set_block(then)
        fl.barrier_scope = (CONSUMER_BARRIER, 32 * n)
        fl.lower_block(block)
        return
    saved = fl.issuer_tid
    if role in ("producer", "mma", "epilogue"):
        # one thread runs the producer (and the MMA issuer): lanes of a warp are scheduled independently, and a lane
        # left a ring round behind would wait for a phase parity that has come round again
        alone = fl.b.new_block(f"role.{role}.thread")
        leave = fl.b.new_block(f"role.{role}.leave")
        fl.b.cond_br(fl.b.op(f"icmp eq i32 {fl.tid()}, {32 * first}"), alone, leave)
        fl.b.set_block(leave)
        fl.b.terminate("ret void")
        fl.b.set_block(alone)
        fl.issuer_tid = -1
    try:
        fl.lower_block(block)
    finally:
        fl.issuer_tid = saved
    if not fl.b.current.terminated:
        fl.b.terminate("ret void")
    fl.b.set_block(rest)


@LOWERINGS.rule("nv_tileas.mbarrier_arrive")
def lower_mbarrier_arrive(fl: FunctionLowering, op: Operation) -> None:
    bars: str = fl.get(op.bars)
    pred = fl.getv(op.pred).name if op.pred is not None else None
    with fl.only_if(pred, "mbarrive"):
        bar = _bar_ptr(fl, bars, fl.getv(op.stage).name)
        n = op.cluster.value.data if op.cluster is not None else 1
        if n > 1:  # the other CTAs of the cluster first, then this one (docs/codegen.md, "Clusters")
            rank = fl.entry_value("cluster-rank", lambda: fl.call("cluster.ctarank", [], "rank"))
            for k in range(1, n):
                other = fl.b.op(f"and i32 {fl.b.op(f'add i32 {rank}, {k}')}, {n - 1}")
                fl.call("mbarrier.arrive.remote", [("ptr addrspace(3)", bar), ("i32", other)])
        fl.call("mbarrier.arrive", [("ptr addrspace(3)", bar)], "tok")


__all__ = ["lower_warp_role", "lower_mbarrier_arrive", "CONSUMER_BARRIER"]
