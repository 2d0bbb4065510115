"""One `tcgen05.mma.cta_group::2` over the two CTAs of a cluster (issue 15): the protocol of the
warp roles spans the CTA pair, as NVIDIA's 2-CTA GEMM on sm_100/sm_103 does.

`transforms/cluster_split` splits a 2-CTA GEMM tile block by rows and marks its dot
`CTA_PAIR_ATTR`; the layout pass gives it the warp split "pair"; `tileas_tcgen05` selects one
pair MMA (M = 128: the pair's rows, N the block's columns; idesc with `cta_group::2`) and marks
its tensor-memory ops `PAIR_ATTR`; the warp-specialize pass splits the kernel into roles. This
pass (after it) makes the roles' protocol the pair's:

- B (`halve_b`, called by `tileas_tcgen05.rewrite` while the rings are still being placed):
  each CTA loads only its half of B's columns (NVIDIA's CTAs load 128 of the 256 each): the B
  stage buffer becomes S x K x N/2 (the allocations above it move down by what it gives back),
  its copies views of half the tile at column index 2 j + rank, and each stage's expected
  bytes shrink to match;
- the MMA role of each CTA, once its own stage is full, arrives on the `pair_full` mbarrier of
  that stage in both CTAs (count 2) and waits for it: the even CTA issues the pair's MMAs only
  when both CTAs' halves of A and B have landed (NVIDIA's peer copies complete on the leader's
  mbarrier instead, `.cta_group::2` TMA); the `pair_full` ring goes after every other
  allocation (the epilogue's scratch may reuse the rings while the peer's MMA role still waits
  on it);
- the consumers' arrival that hands the initial accumulator to the MMA role goes to both CTAs
  (count 256 each: the even CTA's MMAs write both CTAs' tensor memory), as NVIDIA's epilogue
  warps arrive on both CTAs' mbarriers;
- the lowering then issues `tcgen05.mma.cta_group::2` from the even CTA only and commits with
  `multicast::cluster` ctaMask 3 to both CTAs' empty (and final) mbarriers, allocates with
  `tcgen05.alloc.cta_group::2` (`nv_tileas_to_llvm/tcgen05.py`, `PAIR_READY_ATTR`); a cluster
  barrier after the mbarrier init makes them visible to the peer before any remote arrival.

Without warp specialization (the unspecialized loop: each thread waits for its stage, a
barrier, thread 0 issues and commits) the loop's barrier becomes a cluster barrier instead of
the `pair_full` ring, and the final `tcgen05_wait`'s commit goes to both CTAs too. A kernel
whose loop has neither form keeps its pair MMA unready, and the lowering reports it (a clear
diagnostic, no silent wrong code).
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, MemRefType, i32, i64
from xdsl.ir import Operation

from tileiras.dialects.nv_tileaa.ops.grid import GetClusterRankOp
from tileiras.dialects.nv_tileaa.types import TiledViewType
from tileiras.dialects.nv_tileas.tma_ops import AllocMbarriersOp, ClusterBarrierOp, MbarrierWaitOp, mbarrier_type
from tileiras.dialects.nv_tileas.warp_ops import mbarrier_arrive
from tileiras.transforms.cluster_split import CTA_PAIR_ATTR as PAIR_ATTR
from tileiras.transforms.tileas_pipeline import element_bytes, pipeline_bytes, stage_bytes

PAIR_READY_ATTR = "nv_tileas.cta_pair_ready"
"""On a pair `tcgen05_mma` whose roles this pass made span the pair (the lowering refuses one
without it)."""


class _NotPaired(Exception):
    """The roles do not have the form this pass knows: the pair MMA stays unready."""


def pair_module(module: Operation, target) -> int:
    """Make every pair MMA's roles span the CTA pair (module docstring); how many."""
    if not getattr(target, "has_tcgen05", False):
        return 0
    n = 0
    for func in [op for op in module.walk() if op.name == "nv_tileaa.func"]:
        mmas = [op for op in func.walk() if op.name == "nv_tileas.tcgen05_mma" and PAIR_ATTR in op.attributes]
        if len(mmas) != 1:
            continue
        try:
            pair_function(func, mmas[0])
        except _NotPaired:
            continue
        n += 1
    return n


def _role(op: Operation) -> Operation | None:
    p = op.parent_op()
    while p is not None and p.name != "nv_tileas.warp_role":
        p = p.parent_op()
    return p


def _only(ops: list[Operation], what: str) -> Operation:
    if len(ops) != 1:
        raise _NotPaired(f"{len(ops)} {what}")
    return ops[0]


def pair_function(func: Operation, mma: Operation) -> None:
    """The pair protocol for `func`'s pair MMA `mma` (module docstring); `_NotPaired` (nothing
    changed) when the roles do not have the expected form."""
    if HALVED_ATTR not in mma.operands[3].owner.attributes:
        raise _NotPaired("B's stages hold the whole tile")
    role = _role(mma)
    if role is None and mma.pending.value.data in (0, 1):
        _pair_unspecialized(func, mma)
        return
    if role is None or role.role.data != "mma" or mma.pending.value.data != 2:
        raise _NotPaired("the pair MMA is not in an mma role")
    b_buf = mma.operands[3]
    b_alloc = b_buf.owner
    loads = [u.operation for u in b_buf.uses if u.operation.name == "nv_tileas.tma_load"]
    full = _only(loads, "copies into B's stages").bars
    loop = mma.parent_op()
    waits = [op for op in loop.body.block.ops if op.name == "nv_tileas.mbarrier_wait" and op.bars is full]
    wait = _only(waits, "waits for the full stage in the MMA loop")
    init_waits = [op for op in role.regions[0].block.ops if op.name == "nv_tileas.mbarrier_wait" and op.bars is not full]
    init_wait = _only(init_waits, "waits for the initial accumulator")
    handoff = init_wait.bars
    arrivals = [u.operation for u in handoff.uses if u.operation.name == "nv_tileas.mbarrier_arrive"]
    arrive = _only(arrivals, "hand-offs of the initial accumulator")
    commits = [op for op in func.walk() if op.name == "nv_tileas.tcgen05_commit"]
    at = pipeline_bytes(func)  # after everything (the epilogue's scratch may reuse the rings, never this)

    # pair_full: both CTAs' stages landed (each MMA role arrives on both CTAs' after its own wait)
    stages = tuple(full.type.get_shape())[0]
    pair_full = AllocMbarriersOp.create(result_types=[mbarrier_type(stages)], properties={
        "offset": IntegerAttr(at, i32), "count": IntegerAttr(2, i32)})
    last_alloc = [op for op in func.regions[0].block.ops if op.name == "nv_tileas.alloc_mbarriers"][-1]
    func.regions[0].block.insert_op_after(pair_full, last_alloc)
    _cluster_barrier_after_init(func)
    body = loop.body.block
    body.insert_op_after(mbarrier_arrive(pair_full.results[0], wait.stage, cluster=2), wait)
    body.insert_op_after(MbarrierWaitOp.create(operands=[pair_full.results[0], wait.stage, wait.phase]),
                         wait.next_op)

    # the initial accumulator is in both CTAs' tensor memory before the even CTA's MMAs
    h_alloc = handoff.owner
    h_alloc.properties["count"] = IntegerAttr(2 * h_alloc.count.value.data, i32)
    arrive.properties["cluster"] = IntegerAttr(2, i32)

    for op in commits:
        op.attributes[PAIR_ATTR] = IntegerAttr(1, i32)
    mma.attributes[PAIR_READY_ATTR] = IntegerAttr(1, i32)


_KEEP_ALIGN = 1024
"""The allocations `halve_b` moves down move by a multiple of this (the largest alignment a
shared buffer takes: a 128-byte swizzle's atoms)."""
def _cluster_barrier_after_init(func: Operation) -> None:
    """A cluster barrier after the last top-level mbarrier allocation: the peer's multicast
    commits and remote arrivals find this CTA's mbarriers initialised."""
    last_alloc = [op for op in func.regions[0].block.ops if op.name == "nv_tileas.alloc_mbarriers"][-1]
    func.regions[0].block.insert_op_after(ClusterBarrierOp.create(), last_alloc)


def _pair_unspecialized(func: Operation, mma: Operation) -> None:
    """The pair protocol of the unspecialized loop (every thread waits for its stage, a
    barrier, thread 0 issues, commits, waits): the loop's barrier becomes a cluster barrier, so
    the even CTA's thread 0 issues only when both CTAs' stages are full (and, in the first
    iteration, both CTAs' initial accumulators stored); its commits (and the final
    `tcgen05_wait`'s) go to both CTAs, whose threads each wait on their own mbarrier."""
    loop = mma.parent_op()
    if loop is None or loop.name != "scf.for" or _role(mma) is not None:
        raise _NotPaired("the pair MMA is not in a loop")
    barrier = _only([op for op in loop.body.block.ops if op.name == "nv_tileas.barrier"], "barriers in the loop")
    if list(loop.body.block.ops).index(barrier) > list(loop.body.block.ops).index(mma):
        raise _NotPaired("the loop's barrier comes after its MMA")
    loop.body.block.insert_op_before(ClusterBarrierOp.create(), barrier)
    barrier.detach()
    barrier.erase()
    _cluster_barrier_after_init(func)
    for op in func.walk():
        if op.name == "nv_tileas.tcgen05_wait":
            op.attributes[PAIR_ATTR] = IntegerAttr(1, i32)
    mma.attributes[PAIR_READY_ATTR] = IntegerAttr(1, i32)


HALVED_ATTR = "nv_tileas.cta_pair_half"
"""On a B stage buffer that holds this CTA's half of the columns (`halve_b`)."""


def _b_copies(func: Operation, b_alloc: Operation, b_mn: bool):
    """(the TMA copies into B's stages, the expected-byte counts of their stages, the stage's N
    axis) when every fill of B is one TMA copy of one tile of the stage with its own
    `tma_expect`, else why not."""
    shape = tuple(b_alloc.results[0].type.get_shape())
    axis = 2 if b_mn else 1  # the stage's N axis (K x N when N-major, else N x K)
    if len(shape) != 3 or shape[axis] % 32:
        return "B's stage is not a K x N tile with N a multiple of 32"
    uses = [u.operation for u in b_alloc.results[0].uses]
    loads = [op for op in uses if op.name == "nv_tileas.tma_load"]
    if not loads or any(op.name in ("nv_tileas.async_copy", "nv_tileas.store_shared") for op in uses):
        return "B's stages are not filled by TMA copies"
    expects = []
    for load in loads:
        vt = load.view.type
        if (not isinstance(vt, TiledViewType) or load.view.owner.name != "nv_tileaa.block_tile" or len(load.indices) != 2
                or tuple(vt.tile_shape)[axis - 1] != shape[axis] or load.multicast is not None):
            return "B's copy is not one tile of the stage"
        mine = [op for op in func.walk() if op.name == "nv_tileas.tma_expect" and op.bars is load.bars
                and op.stage is load.stage]
        if len(mine) != 1 or mine[0] in expects:
            return "B's copies do not each have their stage's expected bytes"
        expects.append(mine[0])
    return loads, expects, axis


def b_copies_reason(func: Operation, b_alloc: Operation, b_mn: bool) -> str | None:
    """Why `halve_b` cannot give each CTA its half of B's columns (None: it can)."""
    got = _b_copies(func, b_alloc, b_mn)
    return got if isinstance(got, str) else None


def halve_b(func: Operation, b_alloc: Operation, b_mn: bool) -> None:
    """Each CTA of the pair copies only its half of B's columns (NVIDIA's: 128 of 256 each):
    the stage buffer becomes S x K x N/2 (S x N/2 x K when K-major), each copy's view a fresh
    `block_tile` of half the tile with column index 2 j + rank, each stage's expected bytes
    less half the B stage; the allocations above the buffer move down by the bytes it gives
    back, rounded down to 1024 (their order and alignment kept). Run where the rings are
    placed and before the shared-memory plan (`tileas_tcgen05.rewrite`)."""

    loads, expects, axis = _b_copies(func, b_alloc, b_mn)
    stages = b_alloc.results[0].type.get_shape()[0]
    old_end = b_alloc.offset.value.data + stage_bytes(b_alloc) * stages
    t = b_alloc.results[0].type
    shape = list(t.get_shape())
    shape[axis] //= 2
    b_alloc.results[0]._type = MemRefType(t.element_type, shape, t.layout, t.memory_space)  # noqa: SLF001
    b_alloc.attributes[HALVED_ATTR] = IntegerAttr(1, i32)
    freed = old_end - (b_alloc.offset.value.data + stage_bytes(b_alloc) * stages)
    freed -= freed % _KEEP_ALIGN  # what moves keeps its alignment (swizzled buffers want 1024 bytes)
    for op in func.walk():
        if op.name in ("nv_tileas.alloc_shared", "nv_tileas.alloc_mbarriers", "nv_tileas.tmem_alloc") \
                and op.offset.value.data >= old_end:
            op.properties["offset"] = IntegerAttr(op.offset.value.data - freed, i32)
    half = shape[1] * shape[2] * element_bytes(t.element_type)
    for e in expects:
        e.properties["bytes"] = IntegerAttr(e.bytes.value.data - half, i32)
    views: dict = {}
    for load in loads:
        _half_view(load, axis - 1, views)


def _half_view(load: Operation, axis: int, views: dict) -> None:
    """`load`'s view: a `block_tile` with half the tile along `axis` (one per original view,
    next to it), its index there index * 2 + the CTA's rank (this CTA's half of the columns)."""
    bt = load.view.owner
    if id(bt) not in views:
        vt = load.view.type
        tile = list(vt.tile_shape)
        tile[axis] //= 2
        new_type = TiledViewType(tile, vt.memref, list(vt.dim_map), tile, vt.sparse_dim_attr.data, vt.padding_attr.data)
        new_bt = bt.clone()
        new_bt.properties["tileSizes"] = DenseArrayBase.from_list(i64, tile)
        new_bt.results[0]._type = new_type  # noqa: SLF001
        bt.parent_block().insert_op_after(new_bt, bt)
        views[id(bt)] = new_bt.results[0]
    first = 4  # buffer, stage, view, bars, then the indices
    idx = load.operands[first + axis]
    rank = GetClusterRankOp.create(result_types=[i32])
    two = arith.ConstantOp(IntegerAttr(2, idx.type))
    mul = arith.MuliOp(idx, two.result)
    add = arith.AddiOp(mul.result, rank.results[0])
    for op in (rank, two, mul, add):
        load.parent_block().insert_op_before(op, load)
    load.operands[2] = views[id(bt)]
    load.operands[first + axis] = add.result


__all__ = ["pair_module", "pair_function", "halve_b", "b_copies_reason", "PAIR_READY_ATTR", "HALVED_ATTR"]
