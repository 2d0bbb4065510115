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

Stages: `DEFAULT_STAGES` (3, NVIDIA's count on sm_80 GEMMs), fewer when the buffers would not
fit `pipeline_budget(target)`: the target's shared memory per block (static, up to the opt-in
maximum: ptxas runs with `--enable-extended-smem=true`, as NVIDIA's tileiras runs it) less
`SCRATCH_BYTES` kept for the layout conversions' scratch space.
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


MAX_RING_STAGES = 12
LATENCY_CYCLES_PER_HINT = 300
"""Cycles of DRAM latency a producer must cover per unit of a load's `latency` hint (cuTile:
1, light traffic, to 10, heavy; the corpus GEMMs say 4: 1200 cycles)."""
DEFAULT_LATENCY_HINT = 4
MACS_PER_CYCLE = {1: 4096, 2: 2048, 4: 1024}
"""Dense tensor-core multiply-adds per SM and cycle on sm_90 (wgmma) by operand element bytes
(H100: about 990 dense f16 TFLOP/s over 132 SMs at 1.83 GHz)."""
MMA_SYNC_MACS_PER_CYCLE = {1: 832, 2: 416, 4: 208}
"""The same for the mma.sync consumers of sm_120/121, calibrated to NVIDIA's sm_120 ring depths
(5 stages for 64x64x32 f16 tiles, 3 for 64x64x64, 2 for 128x128x32 and for attention)."""


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


def ring_depth(cands: list[Candidate], choices: list, offset: int, budget: int, target: Target,
               loop: Operation | None = None) -> int:
    """The stage count of a TMA ring on `target` (issue 12: from the hints and a cost model,
    not a constant). Where `tileas-warp-specialize` gives the ring a producer warp (sm_90,
    sm_120/121), the ring must hold the copies issued during one DRAM latency: the latency
    is `LATENCY_CYCLES_PER_HINT` x the loads' largest `latency` hint (4 without one), an
    iteration takes its dots' multiply-adds / `MACS_PER_CYCLE`, and the ring has one stage
    more than the iterations that latency spans: S = ceil(latency / cycles) + 1, within
    [2, `MAX_RING_STAGES`] and the budget (less the empty mbarriers, 8 bytes a stage). That
    gives NVIDIA's depths or one more (aligned_gemm_f16 12, its 12/11; dense_gemm_bf16_128 6,
    its 5; dense_attention_f16 6, its 6; aligned_gemm_bf16_f32out 11, its 10). Elsewhere
    `DEFAULT_STAGES` (every warp copies and computes: NVIDIA's 3 on sm_80-class GEMMs). On
    sm_120 the rate is `MMA_SYNC_MACS_PER_CYCLE`: NVIDIA's depths there exactly."""
    from tileiras.transforms.tileas_tma import tma_bytes
    from tileiras.transforms.tileas_warp_specialize import specializes

    if not specializes(target) or loop is None:
        return DEFAULT_STAGES
    hints = [h for h in (latency_hint(c.load) for c in cands) if h is not None]
    latency = LATENCY_CYCLES_PER_HINT * (max(hints) if hints else DEFAULT_LATENCY_HINT)
    eb = min(c.elem_bytes for c in cands)
    rates = MACS_PER_CYCLE if target.has_wgmma else MMA_SYNC_MACS_PER_CYCLE
    cycles = max(1, loop_macs(loop) // rates.get(eb, rates[2]))
    want = max(2, min(MAX_RING_STAGES, -(-latency // cycles) + 1))
    while want > 1 and tma_bytes(want, choices, offset) + 8 * want > budget - offset:
        want -= 1
    return want


def pipeline_budget(target: Target) -> int:
    """Shared memory the pipeline buffers of one kernel may take on `target`."""
    return target.max_shared_memory_per_block - SCRATCH_BYTES


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
            stages = ring_depth(cands, choices, offset, budget, target, loop) if target is not None else DEFAULT_STAGES
            while stages > 0 and tma_bytes(stages, choices, offset) > budget - offset:
                stages -= 1
            if stages:
                ids = [maps.setdefault(c.load.view, len(maps)) for c in cands]
                offset += pipeline_loop_tma(loop, cands, choices, ids, stages, offset, block)
                continue
        stages = choose_stages(cands, budget - offset)
        if stages == 0:
            continue
        offset += pipeline_loop(loop, cands, stages, offset, block)
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
