"""`tileas-warp-specialize`: a producer warp feeds the consumer warpgroup through an mbarrier ring.

Runs after `tileas-unspecialized-pipeline` on targets with TMA and wgmma (sm_90a), and on
sm_120/121 (TMA, mma.sync; NVIDIA's kernels there are specialized the same way). There, a
dot loop whose tiles come by TMA (`transforms/tileas_tma.py`) has every thread wait for a stage,
a block barrier, then thread 0 issue the copies of iteration i+S-1 into the stage read last
iteration. NVIDIA's sm_90 GEMMs and attention instead run 256 threads, two warpgroups, for a
kernel whose hint says 4 (worker) warps: warps 0-3 compute, warp 4 only issues copies, and the
two sides hand stages to each other through two mbarriers per stage (PTX from its `--lineinfo`
cubins: aligned_gemm_f16, dense_gemm_bf16_128, dense_attention_f16). This pass makes that
split, recorded in the IR (`nv_tileas.warp_role`, `dialects/nv_tileas/warp_ops.py`):

    alloc_shared ...                              (the ring's S stages, as before)
    %full  = alloc_mbarriers {count = 1}          (the producer's expect_tx arrival + the bytes)
    %empty = alloc_mbarriers {count = 128}        (one arrival per consumer thread)
    warp_role {role = "producer", first_warp = 4, num_warps = 1, max_regs = 32} {
      (the loop bounds, views and tile indices, recomputed from the kernel's parameters)
      scf.for %i = lb to ub step st iter_args(%s = 0, %q = 0) {
        mbarrier_wait %empty[%s], %q ^ 1         (the consumers released the stage; a fresh
                                                   mbarrier's phase of parity 1 counts as done)
        tma_expect %full[%s]; tma_load ... -> stage %s (tiles of iteration %i)
        (%s, %q) = next
      }
    }
    warp_role {role = "idle", first_warp = 5, num_warps = 3, max_regs = 32} {}
    warp_role {role = "consumer", first_warp = 0, num_warps = 4, max_regs = 0} {
      (the kernel as before, thread ids 0..127, with in the loop:)
      mbarrier_wait %full[%r], %p; ... wgmma {pending = 0} reading stage %r ...;
      mbarrier_arrive %empty[%r]                  (after the reads of the stage retired)
    }

So the consumer issues no copies and no block barrier per iteration; the producer runs up to S
tiles ahead. The consumer's wgmmas wait for their own group (`pending = 0`, NVIDIA's
`wgmma.wait_group 0` before the release): a stage is released only when no wgmma still reads
it. Idle and producer warps give registers back (`setmaxnreg.dec 32`, NVIDIA's count); the
consumer keeps the launch's share (NVIDIA's consumers do not `inc` either). The kernel gets
`nv_tileas.launch_warps = 8`: `.reqntid 256`, which is how the block size reaches the launch
(cuTile launches a tile kernel with a block of 1 thread and the driver sizes it from the
kernel's `.reqntid`, docs/codegen.md).

Which kernels: a kernel of 4 warps (one consumer warpgroup) with exactly one TMA-pipelined loop
(`tma_load`s inside it and before it only), at the function's top level, of at least 2 stages;
whose loop bounds, views and tile indices are computed from the kernel's parameters by pure ops
(`arith`, `assume`, `make_memref`, `block_tile`, `get_program_id`, `get_num_programs`,
`get_dim_size`, `get_cluster_rank`), which the producer recomputes. Anything else keeps the unspecialized pipeline.
The ring depth is the TMA pipeliner's (`tileas_pipeline.ring_depth`: the budget and the loads'
`latency` hints).
"""

from __future__ import annotations

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import i32, IntegerAttr, ModuleOp, StringAttr
from xdsl.ir import Block, Operation, Region, SSAValue

from tileiras.dialects.nv_tileaa import upstream_arith as uarith
from tileiras.dialects.nv_tileas.tma_ops import AllocMbarriersOp, MbarrierWaitOp, TmaExpectOp, mbarrier_type
from tileiras.dialects.nv_tileas.warp_ops import MbarrierArriveOp, WarpRoleOp
from tileiras.target import Target

CONSUMER_WARPS = 4
PRODUCER_WARP = 4
LAUNCH_WARPS = 8
IDLE_REGS = 32
"""`setmaxnreg.dec` count of the producer and idle warps (NVIDIA's)."""
LAUNCH_WARPS_ATTR = "nv_tileas.launch_warps"

_PURE = ("nv_tileaa.assume", "nv_tileaa.make_memref", "nv_tileaa.block_tile", "nv_tileaa.get_program_id",
         "nv_tileaa.get_num_programs", "nv_tileaa.get_dim_size", "nv_tileaa.get_cluster_rank")
_TMA_OPS = ("nv_tileas.tma_load", "nv_tileas.tma_expect")


class _NotSpecializable(Exception):
    """The kernel keeps the unspecialized pipeline (the message says why, for tests)."""


def _is_pure(op: Operation) -> bool:
    return not op.regions and (op.name.startswith("arith.") or op.name in _PURE)


def _tma_loop(func_block: Block) -> Operation:
    loops = [op for op in func_block.ops if op.name == "scf.for"
             and any(o.name == "nv_tileas.tma_load" for o in op.body.block.ops)]
    if len(loops) != 1:
        raise _NotSpecializable(f"{len(loops)} TMA loops at the top level (one wanted)")
    loop = loops[0]
    for op in func_block.parent_op().walk():
        if op.name in _TMA_OPS + ("nv_tileas.mbarrier_wait",) and op.parent_block() not in (func_block,
                                                                                             loop.body.block):
            raise _NotSpecializable("TMA ops outside the loop and its prologue")
    return loop


class _Slice:
    """Clones the pure backward slice of values into the producer region: top-level values
    before the producer's loop, loop-body values into its body (where the consumer loop's
    `ahead`, the iteration whose tiles it issued, maps to the producer's induction variable)."""

    def __init__(self, func_block: Block, loop: Operation, top: Block):
        self.func_block = func_block
        self.loop = loop
        self.top = top
        self.body: Block | None = None
        self.body_end: Operation | None = None
        self.top_map: dict[SSAValue, SSAValue] = {}
        self.body_map: dict[SSAValue, SSAValue] = {}

    def top_value(self, v: SSAValue) -> SSAValue:
        return self._get(v, self.top_map, in_body=False)

    def body_value(self, v: SSAValue) -> SSAValue:
        return self._get(v, self.body_map, in_body=True)

    def _get(self, v: SSAValue, mapping: dict, in_body: bool) -> SSAValue:
        if v in mapping:
            return mapping[v]
        if v in self.top_map:
            return self.top_map[v]
        owner = v.owner
        if isinstance(owner, Block):
            if owner is self.func_block:
                return v  # a kernel parameter
            raise _NotSpecializable("a producer value is a block argument of the loop")
        parent = owner.parent_block()
        if not _is_pure(owner) or parent not in (self.func_block, self.loop.body.block):
            raise _NotSpecializable(f"the producer needs '{owner.name}'")
        body_op = parent is self.loop.body.block
        if body_op and not in_body:
            raise _NotSpecializable("a loop-body value outside the loop")
        target_map = self.body_map if body_op else self.top_map
        operands = [self._get(o, self.body_map if body_op else self.top_map, body_op) for o in owner.operands]
        clone = owner.clone(value_mapper=dict(zip(owner.operands, operands)))
        if body_op:
            assert self.body is not None and self.body_end is not None
            self.body.insert_op_before(clone, self.body_end)
        elif self.body is not None:
            self.top.insert_op_before(clone, self.top.last_op)  # before the producer's loop
        else:
            self.top.add_op(clone)
        for old, new in zip(owner.results, clone.results):
            target_map[old] = new
        return target_map[v]


def _const(v: int) -> Operation:
    return arith.ConstantOp(IntegerAttr(v, i32))


def _erase_dead(blocks: list[Block]) -> None:
    changed = True
    while changed:
        changed = False
        for block in blocks:
            for op in reversed(list(block.ops)):
                if _is_pure(op) and all(not r.uses for r in op.results):
                    op.detach()
                    op.erase()
                    changed = True


def producer_wait(empty: SSAValue, stage: SSAValue, phase: SSAValue, flipped: SSAValue, at_end) -> None:
    """The producer waits until the consumers released `stage`: the phase of parity
    `phase ^ 1` of its empty mbarrier (round 0: parity 1, which a fresh mbarrier counts as
    complete)."""
    at_end(MbarrierWaitOp.create(operands=[empty, stage, flipped]))


def retire_before_release(body: Block) -> None:
    """The loop's wgmmas wait for their own group (`pending = 0`), so the release at the end
    of the iteration comes after every asynchronous read of the stage."""
    for op in body.walk():
        if op.name in ("nv_tileas.wgmma", "nv_tileas.wgmma_rs") and op.pending.value.data:
            op.properties["pending"] = IntegerAttr(0, i32)


def release_to_cluster(body: Block, loop: Operation, empty: SSAValue, r: SSAValue, stages: int, n: int) -> None:
    """The consumers' release of a stage every CTA of the cluster fills (multicast): an arrival
    on the empty mbarrier of each of the n CTAs (the others' first), only where a refill follows
    (iteration i + stages exists), so no CTA arrives on another's mbarrier after that one may
    have finished: the last refill a CTA waits for follows every CTA's release of it (NVIDIA's
    remote release: `mapa` + `mbarrier.arrive.shared::cluster`)."""
    iv = body.args[0]
    at = body.last_op
    ops = [c := arith.ConstantOp(IntegerAttr(stages, iv.type)), m := arith.MuliOp(loop.step, c.result),
           nxt := arith.AddiOp(iv, m.result), need := uarith.CmpiOp(nxt.result, loop.ub, "slt")]
    for op in ops:
        body.insert_op_before(op, at)
    arrive = MbarrierArriveOp.create(operands=[empty, r], properties={"cluster": IntegerAttr(n, i32)})
    body.insert_op_before(scf.IfOp(need.result, [], Region(Block([arrive, scf.YieldOp()]))), at)


def specialize_function(func: Operation) -> None:
    """Split `func` into warp roles (module docstring); `_NotSpecializable` when it cannot be."""
    from tileiras.dialects.nv_tileaa.hints import num_warps_of
    from tileiras.transforms.tileas_pipeline import _segments

    if num_warps_of(func) != CONSUMER_WARPS:
        raise _NotSpecializable(f"{num_warps_of(func)} warps (one consumer warpgroup of 4 wanted)")

    block = func.regions[0].blocks.first
    loop = _tma_loop(block)
    body = loop.body.block
    expects = [o for o in body.ops if o.name == "nv_tileas.tma_expect"]
    loads = [o for o in body.ops if o.name == "nv_tileas.tma_load"]
    if len(expects) != 1 or expects[0].pred is None:
        raise _NotSpecializable("the loop does not issue one predicated stage of copies")
    expect = expects[0]
    full_alloc = expect.bars.owner
    if not isinstance(full_alloc, Operation) or full_alloc.name != "nv_tileas.alloc_mbarriers" \
            or full_alloc.parent_block() is not block:
        raise _NotSpecializable("the ring's mbarriers are not allocated at the top level")
    stages = full_alloc.results[0].type.get_shape()[0]
    if stages < 2:
        raise _NotSpecializable("a one-stage ring")
    wait = body.first_op
    if wait is None or wait.name != "nv_tileas.mbarrier_wait" or wait.operands[0] is not expect.bars:
        raise _NotSpecializable("the loop does not start by waiting for its stage")
    r, ph = wait.operands[1], wait.operands[2]
    if r is not body.args[-2] or ph is not body.args[-1]:
        raise _NotSpecializable("the stage and phase are not the loop's last carried values")
    ahead = expect.pred.owner.operands[0]
    # --- the producer ---------------------------------------------------------------------------
    producer = WarpRoleOp.create(properties={
        "role": StringAttr("producer"), "first_warp": IntegerAttr(PRODUCER_WARP, i32),
        "num_warps": IntegerAttr(1, i32), "max_regs": IntegerAttr(IDLE_REGS, i32)}, regions=[Region(Block())])
    top = producer.body.blocks.first
    sl = _Slice(block, loop, top)
    lb, ub, step = (sl.top_value(v) for v in (loop.lb, loop.ub, loop.step))
    zero_op = _const(0)
    top.add_op(zero_op)
    zero = zero_op.result
    pbody = Block(arg_types=[loop.lb.type, i32, i32])
    j, s, q = pbody.args
    yield_placeholder = scf.YieldOp(s, q)
    pbody.add_op(yield_placeholder)
    ploop = scf.ForOp(lb, ub, step, [zero, zero], Region(pbody))
    top.add_op(ploop)
    sl.body, sl.body_end = pbody, yield_placeholder
    sl.body_map[ahead] = j

    def at_end(op: Operation) -> Operation:
        pbody.insert_op_before(op, yield_placeholder)
        return op

    # a ring filled by multicast (transforms/cluster_split.py) is released by the consumers of every CTA
    cluster = max((o.multicast.value.data for o in loads if o.multicast is not None), default=1)
    empty = AllocMbarriersOp.create(result_types=[mbarrier_type(stages)], properties={
        "offset": IntegerAttr(full_alloc.offset.value.data + 8 * stages, i32),
        "count": IntegerAttr(32 * CONSUMER_WARPS * cluster, i32)})
    one = at_end(_const(1)).result
    qn = at_end(arith.XOrIOp(q, one)).result
    producer_wait(empty.results[0], s, q, qn, at_end)
    at_end(TmaExpectOp.create(operands=[expect.bars, s], properties={
        "bytes": expect.bytes, "operandSegmentSizes": _segments(1, 1, 0)}))
    for ld in loads:
        view = sl.top_value(ld.view)
        idx = [sl.body_value(v) for v in ld.indices]
        at_end(ld.__class__.create(operands=[ld.buffer, s, view, ld.bars, *idx], properties={
            "tensor_map": ld.tensor_map, "swizzle": ld.swizzle,
            **{k: v for k, v in ld.properties.items() if k in ("box_rows", "multicast")},  # the map's box (tileas_tma)
            "operandSegmentSizes": _segments(1, 1, 1, 1, len(idx), 0)}))
    nxt = at_end(arith.AddiOp(s, one)).result
    wrap = at_end(uarith.CmpiOp(nxt, at_end(_const(stages)).result, "eq")).result
    s_next = at_end(uarith.SelectOp(wrap, at_end(_const(0)).result, nxt)).result
    q_next = at_end(uarith.SelectOp(wrap, qn, q)).result
    pbody.insert_op_before(scf.YieldOp(s_next, q_next), yield_placeholder)
    yield_placeholder.detach()
    yield_placeholder.erase()
    # --- the consumer: no copies, no per-iteration barrier, a release per stage --------------------
    for op in list(block.ops) + list(body.ops):
        if op.name in _TMA_OPS:
            op.detach()
            op.erase()
    after_wait = wait.next_op
    if after_wait is not None and after_wait.name == "nv_tileas.barrier":
        after_wait.detach()
        after_wait.erase()
    for op in [o for o in body.ops if o.name == "nv_tileas.cluster_barrier"]:  # the releases to every CTA instead
        op.detach()
        op.erase()
    retire_before_release(body)
    if cluster == 1:
        body.insert_op_before(MbarrierArriveOp.create(operands=[empty.results[0], r]), body.last_op)
    else:
        release_to_cluster(body, loop, empty.results[0], r, stages, cluster)
    _erase_dead([block, body])
    # --- the layout of the function: allocations, roles, return -----------------------------------
    ret = block.last_op
    consumer = WarpRoleOp.create(properties={
        "role": StringAttr("consumer"), "first_warp": IntegerAttr(0, i32),
        "num_warps": IntegerAttr(CONSUMER_WARPS, i32), "max_regs": IntegerAttr(0, i32)}, regions=[Region(Block())])
    idle = WarpRoleOp.create(properties={
        "role": StringAttr("idle"), "first_warp": IntegerAttr(PRODUCER_WARP + 1, i32),
        "num_warps": IntegerAttr(LAUNCH_WARPS - PRODUCER_WARP - 1, i32), "max_regs": IntegerAttr(IDLE_REGS, i32)},
        regions=[Region(Block())])
    cblock = consumer.body.blocks.first
    for op in list(block.ops):
        if op is ret or op.name in ("nv_tileas.alloc_shared", "nv_tileas.alloc_mbarriers"):
            continue
        op.detach()
        cblock.add_op(op)
    full_alloc.detach()
    block.insert_op_before(full_alloc, ret)
    for op in (empty, producer, idle, consumer):
        block.insert_op_before(op, ret)
    func.attributes[LAUNCH_WARPS_ATTR] = IntegerAttr(LAUNCH_WARPS, i32)


def specializes(target: Target) -> bool:
    """Whether `tileas-warp-specialize` (and the ring depth for it) applies on `target`
    (`Target.warp_specializes_tma_rings`: sm_90, and sm_120/121 where NVIDIA's 13.5 also feeds
    its rings from a producer warp, with ldmatrix and mma.sync in the consumer)."""
    return target.warp_specializes_tma_rings


def launch_warps(func: Operation) -> int | None:
    """The warps a warp-specialized kernel launches with (None: its layouts' warp count)."""
    attr = func.attributes.get(LAUNCH_WARPS_ATTR)
    return int(attr.value.data) if attr is not None else None


def specialize_module(module: ModuleOp, target: Target) -> list[str]:
    """Specialize every kernel that qualifies on a target with TMA and wgmma; the reasons the
    others with a TMA loop did not (for tests and remarks)."""
    why: list[str] = []
    if not specializes(target):
        return why
    for func in list(module.walk()):
        if func.name != "nv_tileaa.func" or not func.regions[0].blocks:
            continue
        if not any(op.name == "nv_tileas.tma_load" for op in func.walk()):
            continue
        try:
            specialize_function(func)
        except _NotSpecializable as e:
            why.append(f"{func.sym_name.data}: {e}")
    return why


__all__ = ["specialize_module", "specialize_function", "specializes", "launch_warps", "LAUNCH_WARPS", "LAUNCH_WARPS_ATTR",
           "IDLE_REGS"]
