"""`tileas-warp-specialize`: a producer warp feeds the consumer warpgroup through an mbarrier ring.

Runs after `tileas-unspecialized-pipeline` on targets with TMA and wgmma (sm_90a), on the
tcgen05 targets (sm_100 family, with an MMA warp: below), and on sm_120/121 (TMA, mma.sync; NVIDIA's kernels there are specialized the same way). There, a
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
it; except where a stage issues at least `IN_FLIGHT_MIN_INSTRUCTIONS` wgmmas: there the group
stays in flight (`wait_group 1`) and the iteration releases the previous iteration's stage
(`release_in_flight`), as NVIDIA's dense_gemm_bf16_128 and aligned_gemm_bf16_f32out do. Idle and producer warps give registers back (`setmaxnreg.dec 32`, NVIDIA's count); the
consumer keeps the launch's share (NVIDIA's consumers do not `inc` either). The kernel gets
`nv_tileas.launch_warps = 8`: `.reqntid 256`, which is how the block size reaches the launch
(cuTile launches a tile kernel with a block of 1 thread and the driver sizes it from the
kernel's `.reqntid`, docs/codegen.md).

On the sm_100 family (tcgen05: sm_100, 103, 107, 110) the consumer computes nothing in the
loop: NVIDIA's GEMMs there (PTX of its `--lineinfo` cubins: dense_gemm_bf16_128, aligned_gemm_f16,
dense_gemm_f16, aligned_gemm_bf16_f32out; dense_attention_f16 the same warps) run warp 4 as the TMA
producer, warp 5 as the MMA warp (it allocates tensor memory, one elected thread waits for each
full stage, issues the stage's `tcgen05.mma`s and `tcgen05.commit`s them to the stage's empty
mbarrier - the commit's arrival is the release, once the MMAs have read the stage - and after
the loop commits to the accumulator's mbarrier), warps 0-3 as the epilogue (they wait for that
mbarrier, `tcgen05.ld` the accumulator, convert, store), warp 6 the epilogue's TMA store, warp 7
idle; warps 4-7 `setmaxnreg.dec 32`. Here (`_plan_mma_role`, `_split_mma_role`):

    %t = tmem_alloc                                (stays at the top level: every role uses it)
    %ready = alloc_mbarriers {count = 128}
    warp_role {role = "producer", first_warp = 4, ...} { (as above) }
    warp_role {role = "mma", first_warp = 5, num_warps = 1, max_regs = 32} {
      mbarrier_wait %ready[0], 0                  (the initial accumulator is in TMEM)
      scf.for %i ... iter_args(%s = 0, %q = 0) {
        mbarrier_wait %full[%s], %q
        tcgen05_mma %t, A %s, B %s, %empty {pending = 2}   (MMAs, commit to %empty[%s])
      }
      tcgen05_commit %bars {index = 2}            (the accumulator is complete)
    }
    warp_role {role = "idle", first_warp = 6, num_warps = 2, max_regs = 32} {}
    warp_role {role = "consumer", first_warp = 0, num_warps = 4, max_regs = 0} {
      ... tmem_store %t, %acc_init; mbarrier_arrive %ready[0]
      mbarrier_wait %bars[2], 0; tmem_load %t; tmem_dealloc %t; the epilogue
    }

The empty mbarriers count 1 arrival (the commit's). The MMA warp's loop is ours alone: its
SASS per UTCHMMA is what NVIDIA's MMA warp runs (benchmarks/results/sass_compare-wspec-sm_100.md).
A tcgen05 kernel the split does not fit (the loop has other work, its results are used) keeps
the unspecialized form of `conversion/tileas_tcgen05.py`. The epilogue stays in warps 0-3 (no
separate TMA-store warp).

On sm_90 a TMA store after the main loop goes to an epilogue warp, as NVIDIA's sm_90 kernels
whose tile leaves by TMA store do (dense_gemm_f16, dense_gemm_bf16_128, dense_attention_f16:
PTX of its --lineinfo cubins) (`_plan_epilogue_role`):

    %handoff = alloc_mbarriers {count = 128}
    warp_role {role = "epilogue", first_warp = 5, num_warps = 1, max_regs = 32} {
      (the store's view and tile indices, recomputed from the kernel's parameters)
      mbarrier_wait %handoff[0], 0; tma_store_issue %buf, %view[...]   (bulk store, commit, wait read)
    }
    warp_role {role = "idle", first_warp = 6, num_warps = 2, ...} {}
    warp_role {role = "consumer", ...} {
      ... tma_store_write %tile, %buf; mbarrier_arrive %handoff[0]     (registers -> buffer, fence)
    }

NVIDIA arrives once per box of the tile (4 mbarriers on the 128x128 tile) so the first box's
store overlaps the next box's writes; ours hands the whole tile over at once.

Persistent kernels (a top-level tile loop, cuTile's grid-stride loop over output tiles, whose
body holds the TMA loop; `_tma_loops`) keep one ring for the whole kernel, as NVIDIA's sm_90
code for tools/corpus's persistent_gemm_f16 does: the mbarriers are initialised once, the
producer runs the tile loop with the K loop inside, and both sides carry the ring's stage and
phase across tiles (`_carry_ring_position`: the consumer's tile loop gets two more iter_args;
every stage is released after its wgmma retired, since the producer's next tile waits for the
last one too). The store stays in the consumer there (NVIDIA's overlaps it with the next
tile's loads through an epilogue warp and a full/empty pair of mbarriers: not done here); a
persistent tcgen05 loop keeps the unspecialized pipeline.

Which kernels: a kernel of 4 warps (one consumer warpgroup) with exactly one TMA-pipelined loop
(`tma_load`s inside it and before it only), at the function's top level or in a top-level tile
loop, of at least 2 stages;
whose loop bounds, views and tile indices are computed from the kernel's parameters by pure ops
(`arith`, `assume`, `make_memref`, `block_tile`, `get_program_id`, `get_num_programs`,
`get_dim_size`, `get_cluster_rank`), which the producer recomputes. Anything else keeps the unspecialized pipeline.
The ring depth is the TMA pipeliner's (`tileas_pipeline.ring_depth`: the budget and the loads'
`latency` hints).

A loop the pipeliner gave a ring per dot (sm_90 attention's K and V, `tileas_kv_rings`) keeps
them apart: each ring gets its own empty mbarriers, the producer's loop carries every ring's
stage and phase and issues each ring's wait, expect and copies in turn (`_issue_ring`), and the
consumer waits for each ring just before its first reader and releases it right after its last
(`tileas_kv_rings.release_each_ring`), as NVIDIA's sm_90 attention does.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import DictionaryAttr, i32, IntegerAttr, ModuleOp, StringAttr
from xdsl.ir import Block, Operation, Region, SSAValue

from tileiras.dialects.nv_tileaa import upstream_arith as uarith
from tileiras.dialects.nv_tileas.tma_ops import (AllocMbarriersOp, MbarrierWaitOp, TmaExpectOp, TmaStoreIssueOp,
                                                  TmaStoreWriteOp, mbarrier_type)
from tileiras.dialects.nv_tileas.warp_ops import WarpRoleOp, mbarrier_arrive
from tileiras.transforms.tileas_kv_rings import release_each_ring
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


def _has_tma_loop(block: Block) -> list[Operation]:
    """The loops of `block` issuing TMA copies in their own body, not in a nested loop's (a
    persistent kernel's tile loop holds its K loop's prologue copies, and the K loop)."""
    def copies(loop: Operation) -> bool:
        return any(o.name == "nv_tileas.tma_load" for o in loop.body.block.ops)

    return [op for op in block.ops if op.name == "scf.for" and copies(op)
            and not any(o.name == "scf.for" and copies(o) for o in op.body.block.ops)]


def _tma_loops(func_block: Block) -> tuple[Operation, Operation | None]:
    """The TMA-pipelined loop and, in a persistent kernel, the tile loop around it (None: the
    loop is at the top level): one TMA loop at the top level, or none there and one top-level
    loop whose body holds one TMA loop (a grid-stride loop over output tiles with its K loop
    inside, cuTile's persistent samples)."""
    loops = _has_tma_loop(func_block)
    outer = None
    if not loops:
        outers = [op for op in func_block.ops if op.name == "scf.for" and _has_tma_loop(op.body.block)]
        if len(outers) == 1:
            outer, loops = outers[0], _has_tma_loop(outers[0].body.block)
    if len(loops) != 1:
        raise _NotSpecializable(f"{len(loops)} TMA loops at the top level (one wanted)")
    loop = loops[0]
    allowed = (func_block, loop.body.block) if outer is None else (outer.body.block, loop.body.block)
    for op in func_block.parent_op().walk():
        if op.name in _TMA_OPS + ("nv_tileas.mbarrier_wait",) and op.parent_block() not in allowed:
            raise _NotSpecializable("TMA ops outside the loop and its prologue")
    return loop, outer


@dataclass
class _Level:
    """One block level of a `_Slice`: the source block whose pure ops are cloned, the target
    block they go to, before `anchor` (None: at its end), and the values mapped so far."""

    source: Block
    target: Block | None = None
    anchor: Operation | None = None
    mapping: dict = field(default_factory=dict)


class _Slice:
    """Clones the pure backward slice of values into a role's region, level by level: values
    of the function's top level before the role's loops, values of a loop body into the
    matching loop of the role (where the consumer loop's `ahead`, the iteration whose tiles it
    issued, maps to the producer's induction variable). Levels: the top, then the loop's body
    (`loop`), or more (`add_level`: a persistent kernel's tile loop, then its K loop)."""

    def __init__(self, func_block: Block, loop: Operation | None, top: Block):
        self.func_block = func_block
        self.levels = [_Level(func_block, top)]
        if loop is not None:
            self.add_level(loop.body.block)

    def add_level(self, source: Block) -> _Level:
        self.levels.append(_Level(source))
        return self.levels[-1]

    def enter(self, target: Block, anchor: Operation, loop: Operation) -> None:
        """The role's loop `loop` now stands in the previous level's target: that level's
        clones go before it, the next level's into `target` before `anchor`."""
        k = next(i for i, lvl in enumerate(self.levels) if lvl.target is None)
        self.levels[k - 1].anchor = loop
        self.levels[k].target, self.levels[k].anchor = target, anchor

    def top_value(self, v: SSAValue) -> SSAValue:
        return self._get(v, 0)

    def body_value(self, v: SSAValue) -> SSAValue:
        return self._get(v, len(self.levels) - 1)

    def _get(self, v: SSAValue, depth: int) -> SSAValue:
        for lvl in self.levels[:depth + 1]:
            if v in lvl.mapping:
                return lvl.mapping[v]
        owner = v.owner
        if isinstance(owner, Block):
            if owner is self.func_block:
                return v  # a kernel parameter
            raise _NotSpecializable("a producer value is a block argument of the loop")
        parent = owner.parent_block()
        at = next((i for i, lvl in enumerate(self.levels) if lvl.source is parent), None)
        if not _is_pure(owner) or at is None:
            raise _NotSpecializable(f"the producer needs '{owner.name}'")
        if at > depth or self.levels[at].target is None:
            raise _NotSpecializable("a loop-body value outside the loop")
        lvl = self.levels[at]
        operands = [self._get(o, at) for o in owner.operands]
        clone = owner.clone(value_mapper=dict(zip(owner.operands, operands)))
        if lvl.anchor is not None:
            lvl.target.insert_op_before(clone, lvl.anchor)
        else:
            lvl.target.add_op(clone)
        lvl.mapping.update(zip(owner.results, clone.results))
        return lvl.mapping[v]


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


MMA_WARPS = 1
"""Warps of the `mma` role on the sm_100 family (warp 5, NVIDIA's MMA warp)."""
_KEEP_TOP = ("nv_tileas.alloc_shared", "nv_tileas.alloc_mbarriers", "nv_tileas.tmem_alloc")
"""Ops that stay at the function's top level, before the roles, so every role may use them."""


_MMA_LOOP_OPS = ("nv_tileas.mbarrier_wait", "nv_tileas.barrier", "nv_tileas.tcgen05_mma", "scf.yield") + _TMA_OPS
"""What a tcgen05 main loop the `mma` role takes may hold besides pure ops: the rest is the
producer's (the copies) or goes (the barrier)."""


@dataclass
class _MmaPlan:
    """The `mma` role built (not yet placed) from a tcgen05 main loop, and what the consumer
    keeps of that loop."""

    role: Operation
    mma: Operation  # the role's tcgen05_mma (its mbarriers become the ring's empty ones)
    ready: Operation  # alloc_mbarriers {count = 128}: the accumulator's initial value is in TMEM
    wait: Operation  # the consumer's tcgen05_wait after the loop
    store: Operation  # the consumer's tmem_store of the initial accumulator


def _body_slice(body: Block, roots: list[SSAValue], keep: set[SSAValue]) -> list[Operation]:
    """The ops of `body` that compute `roots`, in body order: pure ops, reaching no block
    argument but those in `keep`."""
    need: set[Operation] = set()
    todo = list(roots)
    while todo:
        v = todo.pop()
        owner = v.owner
        if isinstance(owner, Block):
            if owner is body and v not in keep:
                raise _NotSpecializable("the MMA needs a loop-carried value other than the stage and phase")
            continue
        if owner.parent_block() is not body or owner in need:
            continue
        if not _is_pure(owner):
            raise _NotSpecializable(f"the MMA needs '{owner.name}' of the loop")
        need.add(owner)
        todo.extend(owner.operands)
    return [op for op in body.ops if op in need]


def _plan_mma_role(func: Operation, block: Block, loop: Operation) -> _MmaPlan:
    """Build the `mma` role of a tcgen05 main loop without changing the kernel
    (`_NotSpecializable` when the loop is not one): one thread waits for each full stage,
    issues its MMAs and commits them to the stage's empty mbarrier (`tcgen05_mma {pending =
    2}`, the commit's arrival releases the stage once the MMAs read it), then commits to
    mbarrier 2 of the MMA's mbarriers after the loop (the consumer's wait for the
    accumulator). Before the loop it waits on a `ready` mbarrier the consumer's threads arrive
    at once the initial accumulator is in tensor memory."""
    from tileiras.transforms.tileas_pipeline import pipeline_bytes
    from tileiras.dialects.nv_tileas.tcgen05_ops import Tcgen05CommitOp

    body = loop.body.block
    mmas = [op for op in body.ops if op.name == "nv_tileas.tcgen05_mma"]
    if len(mmas) != 1 or mmas[0].pending.value.data != 1:
        raise _NotSpecializable("the loop does not issue one overlapped tcgen05_mma")
    mma = mmas[0]
    other = [op.name for op in body.ops if not _is_pure(op) and op.name not in _MMA_LOOP_OPS]
    if other:
        raise _NotSpecializable(f"the tcgen05 loop also does '{other[0]}'")
    if any(r.uses for r in loop.results):
        raise _NotSpecializable("the tcgen05 loop's results are used")
    waits = [op for op in block.ops if op.name == "nv_tileas.tcgen05_wait" and op.bars is mma.bars]
    talloc = mma.taddr.owner
    stores = [u.operation for u in mma.taddr.uses if u.operation.name == "nv_tileas.tmem_store"]
    if len(waits) != 1 or not isinstance(talloc, Operation) or talloc.parent_block() is not block \
            or len(stores) != 1 or stores[0].parent_block() is not block:
        raise _NotSpecializable("the tensor-memory accumulator is not set up and awaited around the loop")
    wait = body.first_op
    yield_op = body.last_op
    iv, r, p = body.args[0], body.args[-2], body.args[-1]
    ops = _body_slice(body, [*wait.operands, *mma.operands, *yield_op.operands[-2:]], {iv, r, p})
    role = WarpRoleOp.create(properties={
        "role": StringAttr("mma"), "first_warp": IntegerAttr(PRODUCER_WARP + 1, i32),
        "num_warps": IntegerAttr(MMA_WARPS, i32), "max_regs": IntegerAttr(IDLE_REGS, i32)}, regions=[Region(Block())])
    top = role.body.blocks.first
    sl = _Slice(block, loop, top)

    def outside(v: SSAValue) -> SSAValue:
        if isinstance(v.owner, Operation) and v.owner.name in _KEEP_TOP:
            return v
        return sl.top_value(v)

    ready = AllocMbarriersOp.create(result_types=[mbarrier_type(1)], properties={
        "offset": IntegerAttr(pipeline_bytes(func), i32), "count": IntegerAttr(32 * CONSUMER_WARPS, i32)})
    zero = _const(0)
    top.add_op(zero)
    top.add_op(MbarrierWaitOp.create(operands=[ready.results[0], zero.result, zero.result]))
    lb, ub, step = (outside(v) for v in (loop.lb, loop.ub, loop.step))
    mbody = Block(arg_types=[loop.lb.type, i32, i32])
    mapping: dict[SSAValue, SSAValue] = dict(zip((iv, r, p), mbody.args))
    clones: dict[Operation, Operation] = {}
    for op in [wait, *ops, mma]:
        if op in clones:
            continue
        operands = [mapping[v] if v in mapping else outside(v) for v in op.operands]
        clone = op.clone(value_mapper=dict(zip(op.operands, operands)))
        mbody.add_op(clone)
        clones[op] = clone
        mapping.update(zip(op.results, clone.results))
    # body order: the pure ops computing the MMA's operands before it, the stage advance after
    for op in ops:
        if body.get_operation_index(op) > body.get_operation_index(mma):
            clones[op].detach()
            mbody.add_op(clones[op])
    mbody.add_op(scf.YieldOp(*(mapping[v] for v in yield_op.operands[-2:])))
    top.add_op(scf.ForOp(lb, ub, step, [zero.result, zero.result], Region(mbody)))
    top.add_op(Tcgen05CommitOp.create(operands=[mma.bars], properties={"index": IntegerAttr(2, i32)}))
    clones[mma].properties["pending"] = IntegerAttr(2, i32)
    return _MmaPlan(role, clones[mma], ready, waits[0], stores[0])


def _shared_ranges(func: Operation, buffers: bool = True) -> list[tuple[int, int]]:
    """The [start, end) byte ranges of the function's shared-memory allocations (without
    `buffers`: only the mbarriers and the tensor-memory address slot, which no other
    allocation may share; buffers may, where their lives do not overlap: `shared_plan`)."""
    from tileiras.transforms.tileas_pipeline import stage_bytes

    out = []
    for op in func.walk():
        if op.name == "nv_tileas.alloc_shared" and buffers:
            start = op.offset.value.data
            out.append((start, start + stage_bytes(op) * op.results[0].type.get_shape()[0]))
        elif op.name == "nv_tileas.alloc_mbarriers":
            start = op.offset.value.data
            out.append((start, start + 8 * op.results[0].type.get_shape()[0]))
        elif op.name == "nv_tileas.tmem_alloc":
            out.append((op.offset.value.data, op.offset.value.data + 4))
    return out


def _empty_offset(func: Operation, full_alloc: Operation, stages: int) -> int:
    """Where the empty mbarriers go: right after the full ones (the alignment gap the pipeline
    leaves there) when nothing else lies there, else after everything the kernel allocated (a
    deep ring's 8 S bytes can reach the next allocation: sm_100's tcgen05 mbarriers)."""
    from tileiras.transforms.tileas_pipeline import pipeline_bytes

    want = full_alloc.offset.value.data + 8 * stages
    if all(end <= want or start >= want + 8 * stages for start, end in _shared_ranges(func)):
        return want
    return pipeline_bytes(func)


def _split_mma_role(plan: _MmaPlan, loop: Operation, empty: SSAValue) -> list[Operation]:
    """Give the loop's MMAs to the planned `mma` role: its commits go to the ring's `empty`
    mbarriers; the consumer loses the loop, arrives at `ready` after storing the initial
    accumulator and waits for the role's last commit (mbarrier 2, phase 0) instead of
    committing itself. The new top-level ops (the roles to place)."""
    from tileiras.transforms.tileas_pipeline import BUFFER_ALIGN

    operands = list(plan.mma.operands)
    operands[5] = empty
    plan.mma.operands = operands
    empty_end = empty.owner.offset.value.data + 8 * empty.type.get_shape()[0]
    aligned = (empty_end + BUFFER_ALIGN - 1) // BUFFER_ALIGN * BUFFER_ALIGN
    if plan.ready.offset.value.data < aligned:  # the empty ring went after everything else
        plan.ready.properties["offset"] = IntegerAttr(aligned, i32)
    block = loop.parent_block()
    loop.detach()
    loop.erase()
    bars = plan.wait.bars
    two, zero = _const(2), _const(0)
    for op in (two, zero, MbarrierWaitOp.create(operands=[bars, two.result, zero.result])):
        block.insert_op_before(op, plan.wait)
    plan.wait.detach()
    plan.wait.erase()
    at = _const(0)
    block.insert_op_after(at, plan.store)
    block.insert_op_after(mbarrier_arrive(plan.ready.results[0], at.result), at)
    talloc = plan.mma.taddr.owner
    block.insert_op_after(plan.ready, talloc)
    return [plan.role]


IN_FLIGHT_MIN_INSTRUCTIONS = 4
"""The fewest `wgmma.mma_async` instructions a stage must issue for the consumer to keep them in
flight across the release (NVIDIA's sm_90 code: `wait_group 1` on dense_gemm_bf16_128 and
aligned_gemm_bf16_f32out, 4 a stage; `wait_group 0` on the 64x64x32 GEMMs, 2 a stage)."""


def wgmma_instructions(wg: Operation) -> int:
    """The `wgmma.mma_async` instructions `wg` issues: 64-row blocks x N chunks x K steps."""
    from tileiras.dialects.nv_tileas.wgmma_ops import ATOM_RE, _stage_tile

    m = ATOM_RE.search(wg.atom.data)
    n_inst, k_inst = int(m.group(1)), int(m.group(2))
    rows, cols = wg.result.type.get_shape()[-2:]
    b = _stage_tile(wg, wg.b_buffer.type)
    k = (b[::-1] if wg.b_mn_major.value.data else b)[1]
    return (rows // 64) * max(1, cols // n_inst) * max(1, k // k_inst)


def _in_flight_wgmma(body: Block) -> Operation | None:
    """The loop's one wgmma when it is its only one, stays in flight across the back edge
    (`pending = 1`, `tileas_wgmma.overlap_next_iteration`) and issues at least
    `IN_FLIGHT_MIN_INSTRUCTIONS`, else None."""
    wgs = [op for op in body.walk() if op.name in ("nv_tileas.wgmma", "nv_tileas.wgmma_rs")]
    if len(wgs) != 1 or not wgs[0].pending.value.data or wgs[0].parent_block() is not body:
        return None
    if wgmma_instructions(wgs[0]) < IN_FLIGHT_MIN_INSTRUCTIONS:
        return None
    return wgs[0]


def release_in_flight(loop: Operation, empty: SSAValue, r: SSAValue, stages: int) -> bool:
    """Keep the loop's wgmma in flight across the release, as NVIDIA's sm_90 consumer does on
    dense_gemm_bf16_128 (`wgmma.wait_group 1`, then `mbarrier.arrive` on the previous stage's
    empty mbarrier): iteration j's `wait_group 1` retires iteration j - 1's group, so j releases
    the stage j - 1 read (none in the first iteration); the last stage is never waited for
    again (the producer's last wait is for iteration n - 1 - S's release). False (nothing
    changed) when the loop has not exactly one wgmma, that one overlapped and issuing at least
    `IN_FLIGHT_MIN_INSTRUCTIONS` a stage (fewer: the release waits for the group, `wait_group 0`,
    as NVIDIA's 64x64x32 GEMMs do)."""
    body = loop.body.block
    if _in_flight_wgmma(body) is None:
        return False
    at = body.last_op

    def ins(op: Operation) -> SSAValue:
        body.insert_op_before(op, at)
        return op.results[0]

    wrap = ins(uarith.CmpiOp(r, ins(_const(0)), "eq"))
    prev = ins(uarith.SelectOp(wrap, ins(_const(stages - 1)), ins(arith.SubiOp(r, ins(_const(1))))))
    not_first = ins(uarith.CmpiOp(body.args[0], loop.lb, "ne"))
    body.insert_op_before(release_previous(empty, prev, r, not_first), at)
    return True


def release_previous(empty: SSAValue, prev: SSAValue, r: SSAValue, not_first: SSAValue) -> Operation:
    """The consumer's release of the stage the previous iteration read (`prev`; `r` is this
    iteration's, which its in-flight wgmma still reads: a test releases that one instead)."""
    return mbarrier_arrive(empty, prev, not_first)


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
    arrive = mbarrier_arrive(empty, r, cluster=n)
    body.insert_op_before(scf.IfOp(need.result, [], Region(Block([arrive, scf.YieldOp()]))), at)


EPILOGUE_WARPS = 1
"""Warps of the `epilogue` role on sm_90 (warp 5, NVIDIA's TMA-store warp)."""


@dataclass
class _EpiloguePlan:
    """The `epilogue` role built (not yet placed) for the kernel's TMA store, the mbarrier that
    hands the buffer over, and the store the consumer keeps half of."""

    role: Operation
    bars: Operation  # alloc_mbarriers {count = 128}, offset set when placed
    store: Operation  # the consumer's tma_store
    free: Operation | None = None  # in a tile loop: alloc_mbarriers {count = 1}, the epilogue's release of the buffer


def _plan_epilogue_role(func: Operation, block: Block, loop: Operation, first_warp: int,
                        outer: Operation | None = None) -> _EpiloguePlan | None:
    """The `epilogue` role for the kernel's one TMA store after the main loop (NVIDIA's sm_90
    GEMMs and attention, their --lineinfo PTX: the consumer warpgroup writes the tile into the
    store's buffer, `fence.proxy.async.shared::cta`, `mbarrier.arrive` on an mbarrier of count
    128; warp 5 waits for its phase 0, issues `cp.async.bulk.tensor` shared -> global, commits,
    `wait_group.read 0`). The role recomputes the store's view and tile indices from the
    kernel's parameters as the producer does. In a persistent kernel (`outer`, the tile loop
    holding the main loop and the store) the role runs the tile loop too, and hands the buffer
    back after each store through a second mbarrier (count 1), as NVIDIA's persistent sm_90
    GEMM does: phase k of both for tile k. None (nothing changed) when the kernel has no such
    store: none, several, one elsewhere, or one whose view or indices the role cannot
    recompute."""
    stores = [op for op in func.walk() if op.name == "nv_tileas.tma_store"]
    home = block if outer is None else outer.body.block
    if len(stores) != 1 or stores[0].parent_block() is not home:
        return None
    store = stores[0]
    if outer is None and block.get_operation_index(store) < block.get_operation_index(loop):
        return None
    if outer is not None and home.get_operation_index(store) < home.get_operation_index(loop):
        return None
    role = WarpRoleOp.create(properties={
        "role": StringAttr("epilogue"), "first_warp": IntegerAttr(first_warp, i32),
        "num_warps": IntegerAttr(EPILOGUE_WARPS, i32), "max_regs": IntegerAttr(IDLE_REGS, i32)},
        regions=[Region(Block())])
    top = role.body.blocks.first
    sl = _Slice(block, None, top)
    bars = AllocMbarriersOp.create(result_types=[mbarrier_type(1)], properties={
        "offset": IntegerAttr(0, i32), "count": IntegerAttr(32 * CONSUMER_WARPS, i32)})
    zero = _const(0)
    top.add_op(zero)
    try:
        if outer is None:
            at, phase = top, zero.result
        else:
            olb, oub, ostep = (sl.top_value(v) for v in (outer.lb, outer.ub, outer.step))
            at = Block(arg_types=[outer.lb.type, i32])
            t, phase = at.args
            end = scf.YieldOp(phase)
            at.add_op(end)
            eloop = scf.ForOp(olb, oub, ostep, [zero.result], Region(at))
            top.add_op(eloop)
            sl.add_level(home).mapping[home.args[0]] = t
            sl.enter(at, end, eloop)
        depth = len(sl.levels) - 1
        view = sl._get(store.view, depth)
        idx = [sl._get(v, depth) for v in store.indices]
    except _NotSpecializable:
        return None
    ops = [w for w in (epilogue_wait(bars.results[0], zero.result, phase),) if w is not None]
    ops.append(TmaStoreIssueOp.create(operands=[store.buffer, view, *idx], properties={
        "tensor_map": store.tensor_map, "swizzle": store.swizzle}))
    free = None
    if outer is not None:
        free = AllocMbarriersOp.create(result_types=[mbarrier_type(1)], properties={
            "offset": IntegerAttr(0, i32), "count": IntegerAttr(1, i32)})
        ops.append(mbarrier_arrive(free.results[0], zero.result))
        ops.append(one := _const(1))
        ops.append(flip := arith.XOrIOp(phase, one.result))
        ops.append(scf.YieldOp(flip.result))
    for op in ops:
        if outer is None:
            at.add_op(op)
        else:
            at.insert_op_before(op, at.last_op)
    if outer is not None:
        end.detach()
        end.erase()
    return _EpiloguePlan(role, bars, store, free)


def epilogue_wait(bars: SSAValue, zero: SSAValue, phase: SSAValue) -> Operation | None:
    """The epilogue warp's wait until every consumer thread has written and fenced its part of
    the buffer (phase `phase` of the hand-off mbarrier: 0, or tile k's k & 1)."""
    return MbarrierWaitOp.create(operands=[bars, zero, phase])


def _split_store(plan: _EpiloguePlan, phase: SSAValue | None = None) -> None:
    """The consumer keeps the store's first half (`tma_store_write`: its registers into the
    buffer, its fence) and arrives on the hand-off mbarrier. In a tile loop (`phase`, the
    loop's carried parity, last of its values) it first waits until the epilogue warp has
    stored the previous tile (parity `phase ^ 1` of the `free` mbarrier: a fresh mbarrier
    counts that as done) and passes the flipped parity on."""
    store = plan.store
    block = store.parent_block()
    write = TmaStoreWriteOp.create(operands=[store.value, store.buffer])
    zero = _const(0)
    ops: list[Operation] = [zero]
    if phase is not None:
        assert plan.free is not None
        ops += [one := _const(1), flip := arith.XOrIOp(phase, one.result),
                MbarrierWaitOp.create(operands=[plan.free.results[0], zero.result, flip.result])]
        old_yield = block.last_op
        block.insert_op_before(scf.YieldOp(*old_yield.operands[:-1], flip.result), old_yield)
        old_yield.detach()
        old_yield.erase()
    for op in (*ops, write, mbarrier_arrive(plan.bars.results[0], zero.result)):
        block.insert_op_before(op, store)
    for k, v in store.attributes.items():  # the shared plan's epilogue barrier, if it sits here
        write.attributes[k] = v
    store.detach()
    store.erase()


def _place_mbarriers(func: Operation, alloc: Operation, after: int) -> None:
    """Put `alloc`'s mbarriers at `after` when no allocation lies there (the alignment gap
    after the ring's), else after everything the kernel allocated."""
    from tileiras.transforms.tileas_pipeline import pipeline_bytes

    n = 8 * alloc.results[0].type.get_shape()[0]
    free = all(end <= after or start >= after + n for start, end in _shared_ranges(func))
    alloc.properties["offset"] = IntegerAttr(after if free else pipeline_bytes(func), i32)


def ring_position_at_tile_start(s: SSAValue, q: SSAValue, zero: SSAValue) -> tuple[SSAValue, SSAValue]:
    """The stage and phase the producer's K loop starts a tile from: where the previous tile's
    ended (`s`, `q`; 0, 0 before the first), since the consumers' mbarrier phases run on."""
    return s, q


def _carry_ring_position(block: Block, outer: Operation, loop: Operation, full_alloc: Operation,
                         handoff_phase: bool = False) -> Operation:
    """A persistent kernel's consumer: the ring's mbarriers are initialised once, before the
    tile loop (`full_alloc` moves out of it), and the K loop's stage and phase start where the
    previous tile's ended: the tile loop carries them (two more iter_args, from 0, 0), as
    NVIDIA's persistent sm_90 GEMM does (its --lineinfo PTX: the phase registers run on
    across tiles, one `mbarrier.init` per stage). With `handoff_phase` a third carried value
    (from 0, passed on unchanged here: `_split_store` flips it) is the epilogue hand-off's
    parity. The new tile loop."""
    full_alloc.detach()
    block.insert_op_before(full_alloc, outer)
    ob = outer.body.block
    r_in = ob.insert_arg(i32, len(ob.args))
    p_in = ob.insert_arg(i32, len(ob.args))
    extra = [ob.insert_arg(i32, len(ob.args))] if handoff_phase else []
    operands = list(loop.operands)
    operands[-2:] = [r_in, p_in]
    loop.operands = operands
    old_yield = ob.last_op
    ob.insert_op_before(scf.YieldOp(*old_yield.operands, *loop.results[-2:], *extra), old_yield)
    old_yield.detach()
    old_yield.erase()
    zero = _const(0)
    block.insert_op_before(zero, outer)
    region = outer.detach_region(outer.body)
    new = scf.ForOp(outer.lb, outer.ub, outer.step, [*outer.iter_args, *[zero.result] * (2 + len(extra))], region)
    for k, v in outer.attributes.items():
        new.attributes[k] = v
    block.insert_op_before(new, outer)
    for old_r, new_r in zip(outer.results, new.results):
        old_r.replace_all_uses_with(new_r)
    outer.detach()
    outer.erase()
    return new


def _scratch_past_mbarriers(func: Operation) -> None:
    """A scratch space the shared-memory plan placed before this pass added mbarriers (a
    persistent kernel's loop scratch starts where the full ring's mbarriers ended, and the
    empty ones may now lie there) moves past every mbarrier."""
    from tileiras.transforms.shared_plan import SCRATCH_ATTR
    from tileiras.transforms.tileas_pipeline import pipeline_bytes

    fixed = _shared_ranges(func, buffers=False)
    for op in func.walk():
        plan = op.attributes.get(SCRATCH_ATTR)
        if plan is None or "offset" not in plan.data:
            continue
        start, end = plan.data["offset"].value.data, plan.data["end"].value.data
        if any(a < end and start < b for a, b in fixed):
            op.attributes[SCRATCH_ATTR] = DictionaryAttr({**plan.data, "offset": IntegerAttr(pipeline_bytes(func), i32)})


def _issue_ring(expect: Operation, loads: list[Operation], stages: int, empty: SSAValue, s: SSAValue, q: SSAValue,
                sl: _Slice, at_end) -> tuple[SSAValue, SSAValue]:
    """The producer's work for one ring in one iteration: wait for the empty stage `s`, expect
    its bytes on the full mbarrier, issue the copies; the next stage and phase."""
    from tileiras.transforms.tileas_pipeline import _segments

    one = at_end(_const(1)).result
    qn = at_end(arith.XOrIOp(q, one)).result
    producer_wait(empty, s, q, qn, at_end)
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
    return s_next, q_next


def _split_rings_of(body: Block, expects: list[Operation], loads: list[Operation], block: Block,
                    outer: Operation | None, tcgen05: bool) -> list:
    """The loop's rings (`tileas_kv_rings.rings_of`, the first waited for first) when it has
    one per dot; [] when it has one ring. `_NotSpecializable` where the split rings cannot be
    specialized (persistent, tcgen05, multicast, one stage, mbarriers not at the top level)."""
    from tileiras.transforms.tileas_kv_rings import rings_of

    if len(expects) < 2:
        return []
    if outer is not None or tcgen05:
        raise _NotSpecializable("a ring per dot in a persistent or tcgen05 loop")
    rings = rings_of(body, expects, loads)
    if isinstance(rings, str):
        raise _NotSpecializable(rings)
    for ring in rings:
        if ring.stages < 2 or ring.full.parent_block() is not block \
                or any(ld.multicast is not None for ld in ring.loads):
            raise _NotSpecializable("a ring per dot of one stage, multicast or not at the top level")
    return rings


def specialize_function(func: Operation, tcgen05: bool = False, epilogue: bool = False) -> None:
    """Split `func` into warp roles (module docstring); `_NotSpecializable` when it cannot be.
    With `tcgen05` (the sm_100 family) the loop's `tcgen05_mma` moves to an `mma` role
    (`_split_mma_role`); with `epilogue` (sm_90) a TMA store after the loop is issued by an
    `epilogue` warp (`_plan_epilogue_role`)."""
    from tileiras.dialects.nv_tileaa.hints import num_warps_of
    from tileiras.transforms.tileas_pipeline import _segments

    if num_warps_of(func) != CONSUMER_WARPS:
        raise _NotSpecializable(f"{num_warps_of(func)} warps (one consumer warpgroup of 4 wanted)")

    block = func.regions[0].blocks.first
    loop, outer = _tma_loops(block)
    body = loop.body.block
    expects = [o for o in body.ops if o.name == "nv_tileas.tma_expect"]
    loads = [o for o in body.ops if o.name == "nv_tileas.tma_load"]
    rings = _split_rings_of(body, expects, loads, block, outer, tcgen05)  # [] but for a ring per dot
    if rings:
        expects, loads = [rings[0].expect], rings[0].loads
    if len(expects) != 1 or expects[0].pred is None:
        raise _NotSpecializable("the loop does not issue one predicated stage of copies")
    expect = expects[0]
    full_alloc = expect.bars.owner
    if not isinstance(full_alloc, Operation) or full_alloc.name != "nv_tileas.alloc_mbarriers" \
            or full_alloc.parent_block() is not (block if outer is None else outer.body.block):
        raise _NotSpecializable("the ring's mbarriers are not allocated at the top level")
    if outer is not None and tcgen05:
        raise _NotSpecializable("a persistent tcgen05 loop (its MMA role is one loop)")
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
    mma_plan = _plan_mma_role(func, block, loop) if tcgen05 else None
    epi_plan = _plan_epilogue_role(func, block, loop, PRODUCER_WARP + 1 + (MMA_WARPS if mma_plan else 0), outer) \
        if epilogue else None
    # --- the producer ---------------------------------------------------------------------------
    producer = WarpRoleOp.create(properties={
        "role": StringAttr("producer"), "first_warp": IntegerAttr(PRODUCER_WARP, i32),
        "num_warps": IntegerAttr(1, i32), "max_regs": IntegerAttr(IDLE_REGS, i32)}, regions=[Region(Block())])
    top = producer.body.blocks.first
    sl = _Slice(block, None, top)
    zero_op = _const(0)
    top.add_op(zero_op)
    zero = zero_op.result
    s0, q0, outer_yield = zero, zero, None
    if outer is not None:  # the tile loop around the K loop: the ring's stage and phase run on across tiles
        olb, oub, ostep = (sl.top_value(v) for v in (outer.lb, outer.ub, outer.step))
        obody = Block(arg_types=[outer.lb.type, i32, i32])
        t, s0, q0 = obody.args
        outer_yield = scf.YieldOp(s0, q0)
        obody.add_op(outer_yield)
        oloop = scf.ForOp(olb, oub, ostep, [zero, zero], Region(obody))
        top.add_op(oloop)
        sl.add_level(outer.body.block).mapping[outer.body.block.args[0]] = t
        sl.enter(obody, outer_yield, oloop)
    depth = len(sl.levels) - 1
    lb, ub, step = (sl._get(v, depth) for v in (loop.lb, loop.ub, loop.step))
    pbody = Block(arg_types=[loop.lb.type, i32, i32] + [i32, i32] * len(rings[1:]))
    j, s, q = pbody.args[:3]
    yield_placeholder = scf.YieldOp(*pbody.args[1:])
    pbody.add_op(yield_placeholder)
    ploop = scf.ForOp(lb, ub, step, list(ring_position_at_tile_start(s0, q0, zero)) + [zero, zero] * len(rings[1:]),
                      Region(pbody))
    if outer_yield is not None:
        outer_yield.parent_block().insert_op_before(ploop, outer_yield)
        outer_yield.parent_block().insert_op_before(scf.YieldOp(*ploop.results), outer_yield)
        outer_yield.detach()
        outer_yield.erase()
    else:
        top.add_op(ploop)
    sl.add_level(body)
    sl.enter(pbody, yield_placeholder, ploop)
    sl.levels[-1].mapping[ahead] = j
    for ring in rings[1:]:  # every ring's copies are of iteration j
        sl.levels[-1].mapping[ring.expect.pred.owner.operands[0]] = j

    def at_end(op: Operation) -> Operation:
        pbody.insert_op_before(op, yield_placeholder)
        return op

    # a ring filled by multicast (transforms/cluster_split.py) is released by the consumers of every CTA
    cluster = max((o.multicast.value.data for o in loads if o.multicast is not None), default=1)
    if cluster > 1 and mma_plan is not None:
        raise _NotSpecializable("a multicast ring feeding tcgen05 (its release would be one CTA's commit)")
    empty = AllocMbarriersOp.create(result_types=[mbarrier_type(stages)], properties={
        "offset": IntegerAttr(_empty_offset(func, full_alloc, stages), i32),
        "count": IntegerAttr(1 if mma_plan is not None else 32 * CONSUMER_WARPS * cluster, i32)})
    carried = list(_issue_ring(expect, loads, stages, empty.results[0], s, q, sl, at_end))
    if rings:
        rings[0].empty = empty
        block.insert_op_before(empty, block.first_op)  # placed: the next ring's empty mbarriers go elsewhere
    for k, ring in enumerate(rings[1:], 1):  # NVIDIA's order: K's copy, then V's, each after its own wait
        ring.empty = AllocMbarriersOp.create(result_types=[mbarrier_type(ring.stages)], properties={
            "offset": IntegerAttr(_empty_offset(func, ring.full, ring.stages), i32),
            "count": IntegerAttr(32 * CONSUMER_WARPS, i32)})
        block.insert_op_before(ring.empty, block.first_op)
        carried += _issue_ring(ring.expect, ring.loads, ring.stages, ring.empty.results[0], pbody.args[2 * k + 1],
                               pbody.args[2 * k + 2], sl, at_end)
    pbody.insert_op_before(scf.YieldOp(*carried), yield_placeholder)
    yield_placeholder.detach()
    yield_placeholder.erase()
    # --- the consumer: no copies, no per-iteration barrier, a release per stage --------------------
    for op in list(block.ops) + list(body.ops) + (list(outer.body.block.ops) if outer is not None else []):
        if op.name in _TMA_OPS:
            op.detach()
            op.erase()
    for w in [wait] + [ring.wait for ring in rings[1:]]:
        after_wait = w.next_op
        if after_wait is not None and after_wait.name == "nv_tileas.barrier":
            after_wait.detach()
            after_wait.erase()
    for op in [o for o in body.ops if o.name == "nv_tileas.cluster_barrier"]:  # the releases to every CTA instead
        op.detach()
        op.erase()
    extra_roles: list[Operation] = []
    if rings:
        release_each_ring(body, rings)
    elif mma_plan is not None:
        extra_roles = _split_mma_role(mma_plan, loop, empty.results[0])
    elif outer is not None:  # every tile's last stage is released too: the producer's next tile waits for it
        if cluster != 1:
            raise _NotSpecializable("a persistent loop on a multicast ring")
        retire_before_release(body)
        body.insert_op_before(mbarrier_arrive(empty.results[0], r), body.last_op)
        outer = _carry_ring_position(block, outer, loop, full_alloc, handoff_phase=epi_plan is not None)
        if epi_plan is not None:
            _split_store(epi_plan, outer.body.block.args[-1])
    elif cluster != 1:
        retire_before_release(body)
        release_to_cluster(body, loop, empty.results[0], r, stages, cluster)
    elif not release_in_flight(loop, empty.results[0], r, stages):
        retire_before_release(body)
        body.insert_op_before(mbarrier_arrive(empty.results[0], r), body.last_op)
    if epi_plan is not None and epi_plan.free is None:
        _split_store(epi_plan)
    _erase_dead([block] if mma_plan is not None else [block, body] + ([outer.body.block] if outer else []))
    # --- the layout of the function: allocations, roles, return -----------------------------------
    ret = block.last_op
    consumer = WarpRoleOp.create(properties={
        "role": StringAttr("consumer"), "first_warp": IntegerAttr(0, i32),
        "num_warps": IntegerAttr(CONSUMER_WARPS, i32), "max_regs": IntegerAttr(0, i32)}, regions=[Region(Block())])
    first_idle = PRODUCER_WARP + 1 + (MMA_WARPS if mma_plan is not None else 0) \
        + (EPILOGUE_WARPS if epi_plan is not None else 0)
    if epi_plan is not None:
        extra_roles.append(epi_plan.role)
    idle = WarpRoleOp.create(properties={
        "role": StringAttr("idle"), "first_warp": IntegerAttr(first_idle, i32),
        "num_warps": IntegerAttr(LAUNCH_WARPS - first_idle, i32), "max_regs": IntegerAttr(IDLE_REGS, i32)},
        regions=[Region(Block())])
    cblock = consumer.body.blocks.first
    for op in list(block.ops):
        if op is ret or op.name in ("nv_tileas.alloc_shared", "nv_tileas.alloc_mbarriers", "nv_tileas.tmem_alloc") \
                or op in extra_roles:
            continue
        op.detach()
        cblock.add_op(op)
    full_alloc.detach()
    block.insert_op_before(full_alloc, ret)
    for ring in rings[1:]:
        ring.full.detach()
        block.insert_op_before(ring.full, ret)
    for op in (empty, *(ring.empty for ring in rings[1:]), producer, *extra_roles, idle, consumer):
        if op.parent is not None:
            op.detach()
        block.insert_op_before(op, ret)
    if epi_plan is not None:
        _place_mbarriers(func, epi_plan.bars, empty.offset.value.data + 8 * stages)
        block.insert_op_after(epi_plan.bars, empty)
        if epi_plan.free is not None:
            _place_mbarriers(func, epi_plan.free, epi_plan.bars.offset.value.data + 8)
            block.insert_op_after(epi_plan.free, epi_plan.bars)
    _scratch_past_mbarriers(func)
    func.attributes[LAUNCH_WARPS_ATTR] = IntegerAttr(LAUNCH_WARPS, i32)


def specializes(target: Target) -> bool:
    """Whether `tileas-warp-specialize` (and the ring depth for it) applies on `target`
    (`Target.warp_specializes_tma_rings`: sm_90, and sm_120/121 where NVIDIA's 13.5 also feeds
    its rings from a producer warp, with ldmatrix and mma.sync in the consumer)."""
    return target.warp_specializes_tma_rings


def specializes_tcgen05(target: Target) -> bool:
    """Whether `tileas-warp-specialize` splits tcgen05 main loops on `target` (the sm_100
    family: a producer warp, an MMA warp and the epilogue warpgroup, NVIDIA's split)."""
    return target.has_tcgen05


def specializes_epilogue(target: Target) -> bool:
    """Whether a TMA store after the main loop goes to an `epilogue` warp on `target`: where
    the producer feeds a consumer warpgroup (sm_90's wgmma, sm_120/121's mma.sync: NVIDIA's
    warp 5 stores there) and on the sm_100 family after the MMA warp (NVIDIA's warp 6), as
    their --lineinfo PTX of dense_gemm_f16 shows."""
    return specializes(target) or specializes_tcgen05(target)


def launch_warps(func: Operation) -> int | None:
    """The warps a warp-specialized kernel launches with (None: its layouts' warp count)."""
    attr = func.attributes.get(LAUNCH_WARPS_ATTR)
    return int(attr.value.data) if attr is not None else None


def specialize_module(module: ModuleOp, target: Target) -> list[str]:
    """Specialize every kernel that qualifies on a target with TMA and wgmma; the reasons the
    others with a TMA loop did not (for tests and remarks)."""
    why: list[str] = []
    tcgen05 = specializes_tcgen05(target)
    epilogue = specializes_epilogue(target)
    if not specializes(target) and not tcgen05:
        return why
    for func in list(module.walk()):
        if func.name != "nv_tileaa.func" or not func.regions[0].blocks:
            continue
        if not any(op.name == "nv_tileas.tma_load" for op in func.walk()):
            continue
        try:
            specialize_function(func, tcgen05, epilogue)
        except _NotSpecializable as e:
            why.append(f"{func.sym_name.data}: {e}")
    return why


__all__ = ["specialize_module", "specialize_function", "specializes", "specializes_tcgen05", "MMA_WARPS", "launch_warps", "LAUNCH_WARPS", "LAUNCH_WARPS_ATTR",
           "IDLE_REGS"]
