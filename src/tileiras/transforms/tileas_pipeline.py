"""`tileas-unspecialized-pipeline`: software pipelining of the tile loads that feed tensor cores.

NVIDIA's pass of this name pipelines loops without warp specialization (the Ampere-class
schedule: every warp both copies and computes). Ours, on nv_tileas IR after the layouts:

For an `scf.for` whose body has a `nv_tileaa.dot` and `nv_tileaa.tiled_load`s that can be
copied asynchronously (below), each such load becomes a ring of `S` shared-memory stages:

    prologue:   for s in 0..S-2: async_copy(tile of iteration s -> stage s); async_commit
    iteration:  async_wait {pending = S-2}; barrier
                async_copy(tile of iteration i+S-1 -> stage (i-1) mod S, if it exists); async_commit
                load_shared(stage i mod S)  (ldmatrix into the MMA operand layout)
                ... the body as before ...
    after:      async_wait {pending = 0}

so the copies of the next S-1 tiles are in flight while the current one is multiplied. The
stage read is an extra `i32` loop-carried value. With room for one stage only (S = 1) the
copy of a tile is issued, waited for and read in the same iteration (a barrier first, so no
thread still reads the previous tile): still 16-byte copies and `ldmatrix`, no overlap.

A load qualifies when: it is weak, its token result is unused and its token operand and view
are defined outside the loop; the view has no gathered dimension and zero (or no) padding; its
tile indices are loop-invariant or computed in the body from the induction variable and
invariants by `arith` ops (cloned for the iterations ahead); a `cp.async` size fits (16 bytes
where the layout pass proved 128-bit access, `nv_tileas.vector`; else 4 or 8 bytes for 4- and
8-byte elements, one per element); and the loop body writes no memory (no reordering of loads
across stores).

Choices recorded in the IR (`--print-ir-after=tileas-unspecialized-pipeline`): the stage count
(the buffer type's first dimension), the swizzle, the copy size (`vector_bytes`), whether the
view's inner extent is a proven multiple of the copy (`whole_chunks`: one predicate per copy
instead of a byte count), the read
instruction (`atom`: `ldmatrix.x4[.trans].b16` where the destination layout allows, see
`layout.shared.ldmatrix_plan`; else `ld.shared`) and each buffer's byte `offset` in the
kernel's shared memory.

Stages: `ring_depth`, one cost model for every target and both kinds of ring (cp.async here,
TMA in `tileas_tma`): enough stages to keep one DRAM latency (the loads' `latency` hint) of
iterations in flight, an iteration costing its dots' multiply-adds at the rate of the MMA each
takes on the target (warpgroup wgmma/tcgen05, mma.sync, FMAs); as many as fit
`pipeline_budget(target)`: the target's shared memory per block (static, up to the opt-in
maximum: ptxas runs with `--enable-extended-smem=true`, as NVIDIA's tileiras runs it) less
`SCRATCH_BYTES` kept for the layout conversions' scratch space. The choice and why (hint,
latency, cycles, model, cap, budget) is recorded on the ring's buffers (`RING_DEPTH_ATTR`).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import i32, IntegerAttr, IntegerType, ModuleOp, StringAttr, TensorType
from xdsl.ir import Block, Operation, SSAValue

from tileiras.dialects.nv_tileaa import upstream_arith as uarith  # compares/selects print generic: they read back
from tileiras.dialects.nv_tileas import BarrierOp, layout_of, with_layout
from tileiras.dialects.nv_tileas.facts import memref_facts
from tileiras.dialects.nv_tileas.shared_ops import (
    AllocSharedOp,
    AsyncCommitOp,
    AsyncCopyOp,
    AsyncWaitOp,
    LoadSharedOp,
    shared_buffer_type,
)
from tileiras.layout.linear import permuted, reshaped
from tileiras.layout.shared import SharedLayout, ldmatrix_plan, row_major, swizzled_row_major
from tileiras.target import Target

DEFAULT_STAGES = 3
SCRATCH_BYTES = 32 * 1024
"""Shared memory the pipelines leave free for the lowering's scratch (its `SMEM_CHUNK_BYTES`)."""
BUFFER_ALIGN = 128

_WRITES = ("nv_tileaa.tiled_store", "nv_tileaa.scatter_store", "nv_tileaa.store")
_CLONABLE_PREFIX = "arith."


def element_bytes(elem) -> int:
    """Bytes per element in memory (i1 and sub-byte types: 0, not copied asynchronously)."""
    if isinstance(elem, IntegerType):
        width = elem.width.data
    else:
        try:
            width = elem.bitwidth
        except Exception:  # noqa: BLE001 - types without a width
            return 0
    return width // 8 if width >= 8 and width % 8 == 0 else 0


def shared_layout_of(alloc: Operation) -> SharedLayout:
    """The byte placement of one stage of an `alloc_shared` buffer."""
    t = alloc.results[0].type
    shape = tuple(t.get_shape())[1:]
    eb = element_bytes(t.element_type)
    # 0 none, 1 Swizzle<3,4,3>; TMA rows: 2 Swizzle<2,4,3>, 3 Swizzle<1,4,3>; 4 the wgmma
    # canonical layout (conversion/tileas_wgmma.py, WGMMA_SWIZZLE); 5 TMA row boxes
    mode = alloc.swizzle.value.data
    if mode == 5:  # a memory-bound row tile's TMA boxes (tileas_tma.ROW_BOXES)
        from tileiras.transforms.tileas_tma import row_boxes_layout

        return row_boxes_layout(shape, eb)
    if mode == 4:
        from tileiras.layout.wgmma_atom import canonical_layout

        return canonical_layout(shape, eb)
    return swizzled_row_major(shape, eb, {1: 3, 2: 2, 3: 1}[mode]) if mode else row_major(shape, eb)


def pipeline_bytes(func: Operation) -> int:
    """The shared bytes the function's `alloc_shared` buffers take (they come first)."""
    end = 0
    for op in func.walk():
        if op.name == "nv_tileas.alloc_shared":
            end = max(end, op.offset.value.data + stage_bytes(op) * op.results[0].type.get_shape()[0])
        elif op.name == "nv_tileas.alloc_mbarriers":  # the TMA pipelines' mbarriers follow their buffers
            mb_end = op.offset.value.data + 8 * op.results[0].type.get_shape()[0]
            end = max(end, (mb_end + BUFFER_ALIGN - 1) // BUFFER_ALIGN * BUFFER_ALIGN)  # scratch stays aligned
        elif op.name == "nv_tileas.tmem_alloc":  # the 4-byte slot the tensor-memory address is written to
            end = max(end, (op.offset.value.data + 4 + BUFFER_ALIGN - 1) // BUFFER_ALIGN * BUFFER_ALIGN)
    return end


def stage_bytes(alloc: Operation) -> int:
    """The bytes one stage of an `alloc_shared` buffer takes, rounded to `BUFFER_ALIGN`."""
    n = shared_layout_of(alloc).nbytes
    return (n + BUFFER_ALIGN - 1) // BUFFER_ALIGN * BUFFER_ALIGN


def read_atom(layout, smem: SharedLayout) -> str:
    """The instruction that reads a register tile in `layout` from `smem`."""
    plan = ldmatrix_plan(layout, smem) if layout is not None else None
    return f"ldmatrix.{plan.variant}" if plan is not None else "ld.shared"


def copy_bytes(load: Operation, eb: int) -> int | None:
    """The `cp.async` size for a tiled load of `eb`-byte elements, or None."""
    attr = load.attributes.get("nv_tileas.vector")
    v = int(attr.value.data) if attr is not None else 1
    if v > 1 and v * eb >= 4:
        return min(16, v * eb)
    if eb in (4, 8):
        return eb
    return None


def _defined_outside(v: SSAValue, loop: Operation) -> bool:
    owner = v.owner
    op = owner if isinstance(owner, Operation) else owner.parent_op()
    while op is not None:
        if op is loop:
            return False
        op = op.parent_op()
    return True


def _index_slice(v: SSAValue, loop: Operation, iv: SSAValue, out: list[Operation]) -> bool:
    """Whether `v` is invariant or computed from `iv` and invariants by `arith` ops directly in
    the loop body; those ops are appended to `out` in dependency order."""
    if v is iv or _defined_outside(v, loop):
        return True
    owner = v.owner
    if not isinstance(owner, Operation) or owner.parent_op() is not loop \
            or not owner.name.startswith(_CLONABLE_PREFIX) or owner.regions:
        return False
    for operand in owner.operands:
        if not _index_slice(operand, loop, iv, out):
            return False
    if owner not in out:
        out.append(owner)
    return True


@dataclass
class Candidate:
    load: Operation
    slice_ops: list[Operation]
    vector_bytes: int
    elem_bytes: int
    shape: tuple[int, ...]
    whole_chunks: bool

    @property
    def stage_bytes(self) -> int:
        return self.elem_bytes * prod(self.shape)


def candidate(load: Operation, loop: Operation) -> Candidate | None:
    if load.name != "nv_tileaa.tiled_load" or load.parent_op() is not loop:
        return None
    sem = load.properties.get("mem_semantic")
    if sem is not None and sem.data.value != "weak":
        return None
    if load.results[1].uses or (load.token is not None and not _defined_outside(load.token, loop)):
        return None
    view = load.view
    vt = view.type
    if not _defined_outside(view, loop) or vt.sparse_dim >= 0 or vt.padding not in ("", "zero"):
        return None
    res = load.results[0]
    if not isinstance(res.type, TensorType) or layout_of(res.type) is None:
        return None
    shape = tuple(res.type.get_shape())
    eb = element_bytes(res.type.element_type)
    if eb == 0:
        return None
    n = copy_bytes(load, eb)
    if n is None or n // eb > shape[-1]:
        return None
    iv = loop.body.block.args[0]
    slice_ops: list[Operation] = []
    for idx in load.indices:
        if not _index_slice(idx, loop, iv, slice_ops):
            return None
    return Candidate(load, slice_ops, n, eb, shape, whole_chunks(view, n // eb))


def whole_chunks(view: SSAValue, per_chunk: int) -> bool:
    """Whether the view's extent along its inner (copied) dimension is a proven multiple of
    `per_chunk` elements: every chunk is then wholly inside or wholly outside the view, and a
    copy needs one predicate, not a byte count."""
    owner = view.owner
    if not isinstance(owner, Operation) or owner.name != "nv_tileaa.block_tile":
        return False
    facts = memref_facts(owner.operands[0])
    if facts is None:
        return False
    return facts[3][view.type.dim_map[-1]] % per_chunk == 0


def pipelinable_loop(loop: Operation) -> list[Candidate]:
    """The qualifying loads of `loop` (empty when the loop is not one to pipeline)."""
    body = loop.body.block
    if not any(op.name == "nv_tileaa.dot" for op in body.ops):
        return []
    for op in loop.walk():
        if op.name in _WRITES or op.name.startswith("nv_tileaa.atomic"):
            return []
    return [c for c in (candidate(op, loop) for op in body.ops) if c is not None]


def choose_stages(cands: list[Candidate], budget: int) -> int:
    """`DEFAULT_STAGES`, fewer while the buffers would not fit `budget` (0: not even one): the
    depth without a target to model (`ring_depth`)."""
    per_stage = sum(_aligned(c.stage_bytes) for c in cands)
    s = DEFAULT_STAGES
    while s > 1 and s * per_stage > budget:
        s -= 1
    return s if s * per_stage <= budget else 0


def _aligned(n: int) -> int:
    return (n + BUFFER_ALIGN - 1) // BUFFER_ALIGN * BUFFER_ALIGN


def _at_start(block: Block, op: Operation) -> None:
    if block.first_op is not None:
        block.insert_op_before(op, block.first_op)
    else:
        block.add_op(op)


class _Inserter:
    """Insert ops in order before a fixed op."""

    def __init__(self, before: Operation):
        self.before = before

    def __call__(self, op: Operation) -> Operation:
        self.before.parent_block().insert_op_before(op, self.before)
        return op

    def const(self, v: int, ty) -> SSAValue:
        return self(arith.ConstantOp(IntegerAttr(v, ty))).result


def _indices_at(c: Candidate, iv: SSAValue, at: SSAValue, ins: _Inserter) -> list[SSAValue]:
    """The load's tile indices with the induction variable `iv` replaced by `at` (its slice
    of arith ops cloned before the inserter's point)."""
    mapping: dict[SSAValue, SSAValue] = {iv: at}
    for op in c.slice_ops:
        clone = op.clone(value_mapper=dict(mapping))
        ins(clone)
        for old, new in zip(op.results, clone.results):
            mapping[old] = new
    return [mapping.get(v, v) for v in c.load.indices]


_VIEW_OPS = ("nv_tileaa.view", "nv_tileaa.expand_dims", "nv_tileaa.permute")
"""Ops between a load and its conversion that only relabel the tile's element bits."""


def _permutation(op: Operation) -> tuple[int, ...]:
    return tuple(int(x) for x in op.properties["permutation"].get_values())


def _pull_back(chain: list[Operation], dst):
    """The layout of the load's tile that becomes `dst` after the shape ops of `chain`."""
    layout = dst
    for op in reversed(chain):
        src_shape = tuple(op.operands[0].type.get_shape())
        if op.name == "nv_tileaa.permute":
            perm = _permutation(op)
            inverse = [0] * len(perm)
            for i, p in enumerate(perm):
                inverse[p] = i
            layout = permuted(layout, tuple(inverse))
        else:
            layout = reshaped(layout, src_shape)
    return layout


def _conversion_chain(v: SSAValue) -> tuple[list[Operation], Operation] | None:
    """`v`'s single-use chain of shape ops ending in a `convert_layout`, in one block."""
    chain: list[Operation] = []
    block = v.owner.parent_block() if isinstance(v.owner, Operation) else None
    while True:
        uses = list(v.uses)
        if len(uses) != 1:
            return None
        user = uses[0].operation
        if user.parent_block() is not block:
            return None
        if user.name == "nv_tileas.convert_layout":
            return chain, user
        if user.name not in _VIEW_OPS:
            return None
        chain.append(user)
        v = user.results[0]
    return None


def _set_layout(v: SSAValue, layout) -> None:
    v._type = with_layout(v.type, layout)  # noqa: SLF001 - retyping in place, as the layout pass does


def _read(load: Operation, buffer: SSAValue, stage: SSAValue, ty, smem: SharedLayout) -> Operation:
    read = LoadSharedOp.create(operands=[buffer, stage], result_types=[ty],
                               properties={"atom": StringAttr(read_atom(layout_of(ty), smem))})
    load.parent_block().insert_op_before(read, load)
    return read


def _replace_load(c: Candidate, buffer: SSAValue, stage: SSAValue, smem: SharedLayout) -> None:
    """Replace the tiled load by reads of `stage`. Where the tile goes through shape ops
    (view, permute) into a `convert_layout`, the read gives the layout that those ops turn
    into the conversion's (the conversion disappears); other uses get a read in the load's
    own layout."""
    load = c.load
    res = load.results[0]
    found = _conversion_chain(res)
    if found is not None:
        chain, convert = found
        want = layout_of(convert.results[0].type)
        layout = _pull_back(chain, want)
        read = _read(load, buffer, stage, with_layout(res.type, layout), smem)
        v = read.results[0]
        for op in chain:
            op.operands[0] = v
            src = layout_of(v.type)
            if op.name == "nv_tileaa.permute":
                lay = permuted(src, _permutation(op))
            else:
                lay = reshaped(src, tuple(op.results[0].type.get_shape()))
            _set_layout(op.results[0], lay)
            v = op.results[0]
        convert.results[0].replace_all_uses_with(v)
        convert.detach()
        convert.erase()
    else:
        for use in list(res.uses):
            user = use.operation
            if user.name == "nv_tileas.convert_layout" and user.parent_block() is load.parent_block():
                read = _read(load, buffer, stage, user.results[0].type, smem)
                user.results[0].replace_all_uses_with(read.results[0])
                user.detach()
                user.erase()
        if res.uses:
            res.replace_all_uses_with(_read(load, buffer, stage, res.type, smem).results[0])
    load.detach()
    load.erase()


def hoist_invariant_conversions(loop: Operation) -> int:
    """Move the `convert_layout`s of loop-invariant tiles out of `loop` (a conversion goes
    through shared memory with two barriers: once, not every iteration). Returns how many."""
    moved = 0
    for op in list(loop.body.block.ops):
        if op.name == "nv_tileas.convert_layout" and _defined_outside(op.operands[0], loop):
            op.detach()
            loop.parent_block().insert_op_before(op, loop)
            moved += 1
    return moved


def _copy(c: Candidate, buffer: SSAValue, stage: SSAValue, indices: list[SSAValue], pred: SSAValue | None,
          ins: _Inserter) -> None:
    load = c.load
    ins(AsyncCopyOp.create(
        operands=[buffer, stage, load.view, *indices, *([pred] if pred is not None else [])],
        properties={"vector_bytes": IntegerAttr(c.vector_bytes, i32),
                    "whole_chunks": IntegerAttr(int(c.whole_chunks), i32),
                    "operandSegmentSizes": _segments(1, 1, 1, len(indices), 1 if pred is not None else 0)}))


def _segments(*sizes: int):
    from xdsl.dialects.builtin import DenseArrayBase

    return DenseArrayBase.from_list(i32, list(sizes))


def pipeline_loop(loop: Operation, cands: list[Candidate], stages: int, offset: int, func_block: Block
                  ) -> int:
    """Rewrite `loop` (see the module docstring); returns the shared bytes its buffers take."""
    body = loop.body.block
    iv = body.args[0]
    ivty = iv.type
    lb, ub, step = loop.lb, loop.ub, loop.step
    first_body_op = body.first_op
    buffers = []
    used = 0
    for c in cands:
        t = shared_buffer_type(stages, c.shape, c.load.results[0].type.element_type)
        alloc = AllocSharedOp.create(result_types=[t], properties={
            "swizzle": IntegerAttr(1, i32), "offset": IntegerAttr(offset + used, i32)})
        _at_start(func_block, alloc)
        buffers.append((alloc.results[0], shared_layout_of(alloc)))
        used += _aligned(c.stage_bytes) * stages
    top = _Inserter(first_body_op)
    if stages == 1:
        zero = top.const(0, i32)
        top(BarrierOp.create())
        for c, (buf, _) in zip(cands, buffers):
            _copy(c, buf, zero, _indices_at(c, iv, iv, top), None, top)
        top(AsyncCommitOp.create())
        top(AsyncWaitOp.create(properties={"pending": IntegerAttr(0, i32)}))
        top(BarrierOp.create())
        for c, (buf, smem) in zip(cands, buffers):
            _replace_load(c, buf, zero, smem)
        return used
    # prologue: the first S-1 tiles
    pro = _Inserter(loop)
    for s in range(stages - 1):
        at = lb if s == 0 else pro(arith.AddiOp(lb, pro(arith.MuliOp(step, pro.const(s, ivty))))).result
        pred = pro(uarith.CmpiOp(at, ub, "slt")).result
        stage = pro.const(s, i32)
        for c, (buf, _) in zip(cands, buffers):
            _copy(c, buf, stage, _indices_at(c, iv, at, pro), pred, pro)
        pro(AsyncCommitOp.create())
    # the read stage is carried by the loop
    r = body.insert_arg(i32, len(body.args))
    top(AsyncWaitOp.create(properties={"pending": IntegerAttr(stages - 2, i32)}))
    top(BarrierOp.create())
    ahead = top(arith.AddiOp(iv, top(arith.MuliOp(step, top.const(stages - 1, ivty))))).result
    pred = top(uarith.CmpiOp(ahead, ub, "slt")).result
    zero_r = top.const(0, i32)
    is_first = top(uarith.CmpiOp(r, zero_r, "eq")).result
    w = top(uarith.SelectOp(is_first, top.const(stages - 1, i32),
                           top(arith.SubiOp(r, top.const(1, i32))))).result
    for c, (buf, _) in zip(cands, buffers):
        _copy(c, buf, w, _indices_at(c, iv, ahead, top), pred, top)
    top(AsyncCommitOp.create())
    for c, (buf, smem) in zip(cands, buffers):
        _replace_load(c, buf, r, smem)
    # next read stage, yielded
    yield_op = body.last_op
    ins = _Inserter(yield_op)
    nxt = ins(arith.AddiOp(r, ins.const(1, i32))).result
    wrap = ins(uarith.CmpiOp(nxt, ins.const(stages, i32), "eq")).result
    r_next = ins(uarith.SelectOp(wrap, ins.const(0, i32), nxt)).result
    new_yield = scf.YieldOp(*yield_op.operands, r_next)
    body.insert_op_before(new_yield, yield_op)
    yield_op.detach()
    yield_op.erase()
    # the loop with the extra carried value
    r0 = pro.const(0, i32)
    new_loop = scf.ForOp(lb, ub, step, [*loop.iter_args, r0], loop.detach_region(loop.regions[0]))
    for k, v in loop.attributes.items():
        new_loop.attributes[k] = v
    loop.parent_block().insert_op_before(new_loop, loop)
    for old, new in zip(loop.results, new_loop.results):
        old.replace_all_uses_with(new)
    after = loop.next_op
    loop.detach()
    loop.erase()
    wait = AsyncWaitOp.create(properties={"pending": IntegerAttr(0, i32)})
    if after is not None:
        after.parent_block().insert_op_before(wait, after)
    else:
        new_loop.parent_block().add_op(wait)
    return used


MAX_RING_STAGES = 16
"""The deepest ring of any loop (NVIDIA's deepest in the corpus: 15 stages, aligned_batched_gemm_f16)."""
WARPGROUP_MAX_STAGES = 12
"""The deepest ring feeding warpgroup MMAs (wgmma, tcgen05): NVIDIA's 64x64x32 f16 GEMMs stop
at 12 stages on sm_90 and sm_100 though the model asks for more."""
LATENCY_CYCLES_PER_HINT = 300
"""Cycles of DRAM latency a ring must cover per unit of a load's `latency` hint (cuTile:
1, light traffic, to 10, heavy; the corpus GEMMs say 4: 1200 cycles)."""
DEFAULT_LATENCY_HINT = 4
WARPGROUP_MACS_PER_CYCLE = {1: 3686, 2: 1843, 4: 922}
"""Multiply-adds per SM and cycle of warpgroup MMAs (wgmma on sm_90, tcgen05 on sm_100-110) by
operand element bytes: 90% of an H100's dense peak (about 990 f16 TFLOP/s over 132 SMs at
1.83 GHz is 2048). With 2048 NVIDIA's 64x64x64 bf16 ring (10 stages) would be 11."""
WARPGROUP_MIN_N = 64
"""A warpgroup MMA narrower than this takes as long as one this wide (the A tile is streamed
whatever N is): attention's 64x32 score tile costs a 64x64 one (NVIDIA's 7 stages, not 11)."""
MMA_SYNC_MACS_PER_CYCLE = {80: {1: 563, 2: 704, 4: 352}, 90: {1: 294, 2: 368, 4: 184}}
"""The same for warp-level `mma.sync`, by `Target.mma_sync_rate_class`: sm_80-89 (NVIDIA gives sm_80, 86 and 89
the same depths: 8 stages for 64x64x32 f16 tiles, 3 for 128x128x32 and for 64x64 attention)
and sm_90 and later (sm_120's rings, and the mma.sync dots of sm_90/100: 5 stages for 64x64x32
f16, 3 for 64x64x64, 2 for 128x128x32, 15 for 32x32x32, 7 for 32x32x64 i8). 1-byte operands
(i8, fp8) at 0.8 of the 2-byte rate per multiply-add, 4-byte (tf32) at half."""
FMA_MACS_PER_CYCLE = 36
"""The same for a dot without a tensor-core form (f32 operands: FMAs on the SIMT lanes, their
operands read from shared memory): NVIDIA's 4 stages for 32x32x16 f32 tiles on every target."""


@dataclass(frozen=True)
class RingDepth:
    """Why a ring has its stage count: `stages` = min(`model`, `budget`), where `model` is
    ceil(`latency` / `cycles`) + 1 within [2, `cap`] and `budget` the most stages that fit (counted
    up to `model`)."""

    stages: int
    hint: int | None
    latency: int
    cycles: int
    path: str
    model: int
    cap: int
    budget: int
    early_release: bool = False

    @property
    def limited_by(self) -> str:
        if self.stages < self.model:
            return "budget"
        return "cap" if self.model == self.cap else "model"

    def attr(self):
        from xdsl.dialects.builtin import DictionaryAttr

        ints = {"stages": self.stages, "latency_cycles": self.latency, "cycles_per_iteration": self.cycles,
                "model_stages": self.model, "cap": self.cap, "budget_stages": self.budget}
        if self.hint is not None:
            ints["latency_hint"] = self.hint
        fields = {k: IntegerAttr(v, i32) for k, v in ints.items()}
        fields["mma"] = StringAttr(self.path)
        fields["limited_by"] = StringAttr(self.limited_by)
        if self.early_release:  # a ring released before the iteration's last dot (tileas_kv_rings)
            fields["release"] = StringAttr("before_last_dot")
        return DictionaryAttr(fields)


RING_DEPTH_ATTR = "nv_tileas.ring_depth"
"""Discardable attribute of a ring's buffers: its `RingDepth` (printed with the IR)."""


def latency_hint(load: Operation) -> int | None:
    """A tiled load's `latency` hint (1..10), or None."""
    hints = load.properties.get("hints")
    if hints is None:
        return None
    value = dict(hints.data).get("latency")
    if isinstance(value, IntegerAttr) and 1 <= value.value.data <= 10:
        return int(value.value.data)
    return None


def loop_macs(loop: Operation) -> int:
    """Multiply-adds of the dots in one iteration of `loop` (batch x M x N x K each)."""
    total = 0
    for op in loop.body.block.ops:
        if op.name != "nv_tileaa.dot":
            continue
        a, b = (tuple(v.type.get_shape()) for v in op.operands[:2])
        total += prod(a) * b[-1]
    return total


def mma_path(dot: Operation, target: Target) -> str:
    """How `dot` multiplies on `target`, for the cost model: "warpgroup" (wgmma / tcgen05: a
    rank-2 f16/bf16 dot with M a multiple of 64 where the target has them, as NVIDIA selects
    them), "mma.sync" (another tensor-core form) or "fma" (none)."""
    from tileiras.layout.mma_kinds import WGMMA_KINDS, mma_kind

    kind = mma_kind(dot)
    if kind is None:
        return "fma"
    shape = tuple(dot.results[0].type.get_shape())
    if (target.has_wgmma or target.has_tcgen05) and len(shape) == 2 and shape[0] % 64 == 0 \
            and kind.name in WGMMA_KINDS:
        return "warpgroup"
    return "mma.sync"


def _dot_cycles(dot: Operation, path: str, target: Target) -> float:
    a, b = (tuple(v.type.get_shape()) for v in dot.operands[:2])
    eb = element_bytes(dot.operands[0].type.element_type) or 2
    n = b[-1]
    if path == "warpgroup":
        rate = WARPGROUP_MACS_PER_CYCLE.get(eb, WARPGROUP_MACS_PER_CYCLE[2])
        n = max(n, WARPGROUP_MIN_N)
    elif path == "mma.sync":
        table = MMA_SYNC_MACS_PER_CYCLE[target.mma_sync_rate_class]
        rate = table.get(eb, table[2])
    else:
        rate = FMA_MACS_PER_CYCLE
    return prod(a) * n / rate


def ring_depth(cands: list[Candidate], loop: Operation, target: Target, fits, early_release: bool = False
               ) -> RingDepth:
    """The stage count of the ring that feeds `loop`'s dots on `target` (issue 12): one rule
    for cp.async and TMA rings, warp-specialized or not. The ring must hold the copies issued
    during one DRAM latency: the latency is `LATENCY_CYCLES_PER_HINT` x the loads' largest
    `latency` hint (`DEFAULT_LATENCY_HINT` without one), an iteration takes its dots' cycles
    (multiply-adds over the rate of the MMA each takes, `mma_path`), and the ring has one stage
    more than the iterations that latency spans: S = ceil(latency / cycles) + 1, within
    [2, `MAX_RING_STAGES`] (`WARPGROUP_MAX_STAGES` for warpgroup MMAs), then as many as fit
    the budget (`fits(S)`: whether S stages do). NVIDIA's depths on the corpus
    (tests/codegen/test_ring_depth.py): all nine pipelined kernels on sm_90, all but one on
    sm_120 (aligned_attention_f16: 3, its 2), every cp.async ring of sm_80/86/89.

    With `early_release` (a ring whose stage goes back before the iteration's last dot: the K
    ring of attention split per dot, `tileas_kv_rings`) the stage being read is back before
    the iteration ends and the ring has no stage more than the latency spans:
    S = ceil(latency / cycles), NVIDIA's K ring on sm_90 (5 on dense_attention_f16 and 6 on
    aligned_attention_f16, one less than its V ring)."""
    hints = [h for h in (latency_hint(c.load) for c in cands) if h is not None]
    hint = max(hints) if hints else None
    latency = LATENCY_CYCLES_PER_HINT * (hint or DEFAULT_LATENCY_HINT)
    dots = [op for op in loop.body.block.ops if op.name == "nv_tileaa.dot"]
    paths = [mma_path(d, target) for d in dots]
    cycles = max(1, round(sum(_dot_cycles(d, p, target) for d, p in zip(dots, paths))))
    cap = MAX_RING_STAGES
    if paths and all(p == "warpgroup" for p in paths):
        cap = min(cap, WARPGROUP_MAX_STAGES)
    model = max(2, min(cap, -(-latency // cycles) + (0 if early_release else 1)))
    budget = 0
    while budget < model and fits(budget + 1):
        budget += 1
    path = "+".join(sorted(set(paths))) or "none"
    return RingDepth(min(model, budget), hint, latency, cycles, path, model, cap, budget, early_release)


def pipeline_budget(target: Target) -> int:
    """Shared memory the pipeline buffers of one kernel may take on `target`."""
    return target.max_shared_memory_per_block - SCRATCH_BYTES


def _depth(cands: list[Candidate], loop: Operation, target: Target | None, fits) -> RingDepth:
    """`ring_depth` on `target`; without one, `DEFAULT_STAGES` or fewer as `fits` allows."""
    if target is not None:
        return ring_depth(cands, loop, target, fits)
    stages = DEFAULT_STAGES
    while stages > 0 and not fits(stages):
        stages -= 1
    return RingDepth(stages, None, 0, 0, "none", DEFAULT_STAGES, DEFAULT_STAGES, stages)


def _record(block: Block, end: int, depth: RingDepth, start: int = 0) -> None:
    """Attach `depth` to the buffers a loop's pipelining just placed in [start, end)."""
    for op in block.ops:
        if op.name in ("nv_tileas.alloc_shared", "nv_tileas.alloc_mbarriers") and RING_DEPTH_ATTR not in op.attributes \
                and start <= op.offset.value.data < end:
            op.attributes[RING_DEPTH_ATTR] = depth.attr()


def _split_rings(loop: Operation, cands: list[Candidate], choices: list, maps: dict, offset: int, budget: int,
                 block: Block, target: Target | None) -> int | None:
    """A TMA ring per dot where `tileas_kv_rings.ring_groups` says so (the bytes taken), else None."""
    from tileiras.transforms.tileas_kv_rings import pipeline_split_rings, ring_groups

    groups = ring_groups(loop, cands, block, target)
    if groups is None:
        return None
    return pipeline_split_rings(loop, cands, choices, groups, maps, offset, budget, block, target)


def pipeline_function(func: Operation, budget: int, tma: bool = False, target: Target | None = None) -> int:
    """Pipeline every qualifying loop of `func`; the shared bytes the buffers take. With `tma`
    (a target with TMA), loops whose loads are all legal for it use TMA (`tileas_tma`), as deep
    a ring as `ring_depth` says for `target` (without one: `DEFAULT_STAGES`)."""
    from tileiras.transforms.tileas_tma import pipeline_loop_tma, tma_bytes, tma_choice

    block = func.regions[0].blocks[0]
    offset = 0
    maps: dict = {}  # view (a load's) or ("store", op) -> tensor map number (the kernel's hidden parameters)
    loops = [op for op in func.walk() if op.name == "scf.for"]
    for loop in loops:
        hoist_invariant_conversions(loop)
        cands = pipelinable_loop(loop)
        if not cands:
            continue
        choices = [tma_choice(c.load, block, target) for c in cands] if tma else []
        if choices and all(choices):
            split = _split_rings(loop, cands, choices, maps, offset, budget, block, target)
            if split is not None:  # a ring per dot: attention's K and V on sm_90 (tileas_kv_rings)
                offset += split
                continue
            # the ring and its full mbarriers, and the empty ones a producer warp adds (8 bytes a stage)
            fits = lambda s: tma_bytes(s, choices, offset) + 8 * s <= budget - offset  # noqa: E731
            depth = _depth(cands, loop, target, fits)
            if depth.stages:
                ids = [maps.setdefault(c.load.view, len(maps)) for c in cands]
                start = offset
                offset += pipeline_loop_tma(loop, cands, choices, ids, depth.stages, offset, block)
                _record(block, offset, depth, start)
                continue
        per_stage = sum(_aligned(c.stage_bytes) for c in cands)
        depth = _depth(cands, loop, target, lambda s: s * per_stage <= budget - offset)
        if depth.stages == 0:
            continue
        start = offset
        offset += pipeline_loop(loop, cands, depth.stages, offset, block)
        _record(block, offset, depth, start)
    if tma:  # memory-bound row tiles and epilogue stores through shared memory and TMA where legal (tileas_tma)
        from tileiras.transforms.tileas_tma import place_tma_row_loads, place_tma_stores

        offset += place_tma_row_loads(func, maps, offset, budget)
        offset += place_tma_stores(func, maps, offset, budget, target)
    return offset


def pipeline_module(module: ModuleOp, target: Target) -> None:
    for op in list(module.walk()):
        if op.name == "nv_tileaa.func" and op.regions[0].blocks:
            pipeline_function(op, pipeline_budget(target), target.has_tma, target)


__all__ = ["DEFAULT_STAGES", "SCRATCH_BYTES", "pipeline_budget", "pipeline_module", "pipeline_function", "pipelinable_loop",
           "shared_layout_of", "read_atom", "copy_bytes"]
