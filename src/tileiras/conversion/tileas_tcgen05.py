"""tcgen05 selection (sm_100a, sm_103a, sm_107a, sm_110a): GEMM main-loop dots whose A and B are read from the
pipeline's shared-memory stages accumulate in tensor memory with `tcgen05.mma`.

Runs at the end of `tileas-unspecialized-pipeline`, on targets with `has_tcgen05`. A
`nv_tileaa.dot` qualifies when `tileas_wgmma.plan_dot` accepts it with both operands in
shared memory (the warpgroup layouts, stages in a canonical layout with one descriptor per
instruction slice: tcgen05 reads the same canonical layouts through the same descriptor
fields, `layout/tcgen05_atom.py`), and it is a GEMM main loop: the dot is the only MMA of a
pipelined `scf.for` body, its accumulator a loop-carried value and its result only yielded
back to it. Then:

    alloc_mbarriers {count 1}; %t = tmem_alloc {columns}; tmem_store %t, %acc_init
    scf.for ... {
      (the pipeline's wait for the stage, barrier, copies of a later stage)
      tcgen05_mma %t, A stage, B stage, %bars, %phase      (phase: the iteration's parity)
      yield %acc (unchanged: the accumulator lives in tensor memory)
    }
    %d = tmem_load %t; tmem_dealloc %t

so the loop result's users read `%d`. In the multi-stage pipeline form (the wait for the
stage read now, then the copies of a later stage: `tileas_wgmma.overlap_next_iteration`'s
conditions) the MMAs overlap the next iteration (`pending = 1`): iteration j commits to
mbarrier j % 2 and waits for iteration j - 1's, the copies move after it (they overwrite the
stage j - 1 read), and a `tcgen05_wait` after the loop commits to a third mbarrier and waits
for everything. One instruction covers 64 rows (layout F, whose
`tcgen05.ld.16x256b` fragment is the warpgroup accumulator layout) and N <= 256 columns; K is
16 per instruction for 16-bit types. The issuing thread commits the iteration's MMAs to the
mbarrier and every thread waits for it, so the next iteration's copies may overwrite the
stage the MMAs read. The tensor memory of the loop is allocated before it (a power of two of
columns >= 32: (M / 64) * N), given back after the accumulator is read.

A dot whose A is a register tile (attention's Q and P) takes tcgen05 with A through tensor
memory instead (`tileas_tcgen05_attention.py`, `nv_tileas.tcgen05_mma_rs`). A block-scaled
dot (`mmaf_scaled`) is planned and rewritten by `tileas_tcgen05_block_scaled.py`
(`nv_tileas.tcgen05_mma_scaled`).

A dot that does not qualify keeps mma.sync (or whatever its layouts give) and records why in
`nv_tileas.tcgen05_fallback`, visible with `--print-ir-after=tileas-unspecialized-pipeline`.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import i32, IntegerAttr, StringAttr
from xdsl.ir import Operation, SSAValue

from tileiras.layout.mma_kinds import mma_kind
from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import mma_layouts
from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_warps import recorded_warp_split
from tileiras.conversion.tileas_wgmma import (
    _STAGE_WAITS,
    _STAGE_WRITES,
    Operand,
    _check_operand,
    _descriptors,
    _element_bytes,
    _fence_after_wait,
    _operand,
    _set_canonical,
    _stage_shape,
    planned_dots,
)
from tileiras.dialects.nv_tileas import layout_of
from tileiras.layout.wgmma_atom import canonical_layout
from tileiras.dialects.nv_tileas.tcgen05_ops import (
    Tcgen05MmaOp,
    Tcgen05WaitOp,
    TmemAllocOp,
    TmemDeallocOp,
    TmemLoadOp,
    TmemStoreOp,
)
from tileiras.dialects.nv_tileas.tma_ops import AllocMbarriersOp, mbarrier_type
from tileiras.layout.errors import LayoutError
from tileiras.layout.tcgen05_atom import ATOM_M, MAX_N, atom_name, instruction_descriptor, tmem_columns

FALLBACK_ATTR = "nv_tileas.tcgen05_fallback"
_MMA_OPS = ("nv_tileaa.dot", "nv_tileas.wgmma", "nv_tileas.wgmma_rs", Tcgen05MmaOp.name)
_F16_KINDS = {"f16": "f16", "bf16": "bf16"}
"""mma kinds (`layout.mma_kinds.mma_kind`) issued as `kind::f16`, with their A/B type names."""


def _main_loop(dot: Operation) -> tuple[Operation, int] | str:
    """(the loop, the accumulator's iter_arg number) when `dot` is a GEMM main loop's only
    MMA whose accumulator is carried and whose result is only yielded; else why not."""
    loop = dot.parent_op()
    body = dot.parent_block()
    if loop is None or loop.name != "scf.for" or body is not loop.body.block:
        return "not directly in a loop body"
    if sum(op.name in _MMA_OPS for op in body.ops) != 1:
        return "not the loop's only MMA"
    acc = dot.operands[2]
    if acc.owner is not body or not isinstance(acc.index, int) or acc.index == 0:
        return "accumulator is not carried by the loop"
    uses = list(dot.results[0].uses)
    if len(uses) != 1 or uses[0].operation is not body.last_op or uses[0].index != acc.index - 1:
        return "result is not only carried to the next iteration"
    if len(list(acc.uses)) != 1:
        return "accumulator is read in the loop"
    return loop, acc.index - 1


def shared_layout_of_canonical(alloc: Operation):
    """The stage placement `alloc` takes for tcgen05 (wgmma's canonical layout)."""
    shape = _stage_shape(alloc)
    return canonical_layout(shape[1:], _element_bytes(alloc))


def plan(dot: Operation, num_warps: int) -> tuple[Operand, Operand, str, int, int, int, int, Operation, int] | str:
    """(A, B, atom, idesc, M and N per instruction, TMEM columns, loop, carried number) for a
    dot that can take tcgen05, or why it cannot. M per instruction is 128 where the layout
    pass gave each warp 32 consecutive rows (`dot_warps` "m32"), else 64."""
    if dot.sfa is not None:  # block-scaled (mmaf_scaled): its own selection
        from tileiras.conversion.tileas_tcgen05_block_scaled import plan as plan_block_scaled

        return plan_block_scaled(dot, num_warps)
    kind = mma_kind(dot)
    if kind is None:
        return "no tensor-core form"
    if kind.name not in _F16_KINDS:
        return f"{kind.name}: tcgen05 is selected for kind::f16 (f16, bf16) only"
    shape = tuple(dot.results[0].type.get_shape())
    if len(shape) != 2:
        return "batched dot"
    M, N = shape
    K = tuple(dot.operands[0].type.get_shape())[-1]
    if num_warps != 4 or M % 64:
        return f"{num_warps} warps, M = {M}: one warpgroup and M a multiple of 64 needed"
    split = recorded_warp_split(dot)
    pair = split == "pair"  # a CTA's 64 rows of the pair's M = 128 (`transforms/cluster_split.CTA_PAIR_ATTR`)
    m_inst = 128 if split in ("m32", "pair") else ATOM_M
    if layout_of(dot.results[0].type) != mma_layouts(kind, M, N, K, num_warps, 1, split)[2] or split == "mn":
        return "not in the warpgroup layout (accumulator type)"
    b = _operand(dot.operands[1], dot, True)
    if isinstance(b, str):
        return "B: " + b
    a = _operand(dot.operands[0], dot, False)
    n_inst = min(N, MAX_N)
    if N % n_inst:
        return f"N = {N} does not split into instructions of {n_inst}"
    if isinstance(a, str) and pair:
        return "A: a cta_group::2 MMA reads A from shared memory: " + a
    if isinstance(a, str):  # A in registers: through tensor memory (tileas_tcgen05_attention)
        return _plan_register_a(dot, kind, M, N, K, split, b, n_inst)
    if a.alloc is b.alloc:
        return "A and B share a buffer"
    if pair:
        from tileiras.transforms.tcgen05_pair import b_copies_reason

        why = b_copies_reason(_func_of(dot), b.alloc, b.mn_is_column)
        if why is not None:
            return "B: " + why
    blocks = (M, N // 2) if pair else (m_inst, n_inst)  # pair: each CTA's A rows and half of B's columns
    for name, op, rows, block in (("A", a, M, blocks[0]), ("B", b, N, blocks[1])):
        why = _check_operand(op, rows, K, 16)
        if why is None and _descriptors(shared_layout_of_canonical(op.alloc), op.mn_is_column, rows, K, 16,
                                        block) is None:
            why = "no matrix descriptor describes the stage's layout"
        if why is not None:
            return f"{name}: {why}"
    try:
        cols = tmem_columns(M, N // 2 if pair else N, 64 if pair else m_inst)  # pair: layout B, N/2 columns
        elem = _F16_KINDS[kind.name]
        idesc = instruction_descriptor("f16", elem, elem, "f32", m_inst, n_inst, a.mn_is_column, b.mn_is_column,
                                       2 if pair else 1)
    except LayoutError as e:
        return str(e)
    loop = _main_loop(dot)
    if isinstance(loop, str):
        return loop
    return a, b, atom_name("f16"), idesc, m_inst, n_inst, cols, loop[0], loop[1]


def _func_of(op: Operation) -> Operation:
    while op.name != "nv_tileaa.func":
        op = op.parent_op()
    return op


def _plan_register_a(dot: Operation, kind, M: int, N: int, K: int, split: str, b: Operand, n_inst: int):
    from tileiras.conversion.tileas_tcgen05_attention import plan_register_a

    why = _check_operand(b, N, K, 16)
    if why is None and _descriptors(shared_layout_of_canonical(b.alloc), b.mn_is_column, N, K, 16, n_inst) is None:
        why = "no matrix descriptor describes the stage's layout"
    if why is not None:
        return f"B: {why}"
    elem = _F16_KINDS[kind.name]
    try:
        idesc = instruction_descriptor("f16", elem, elem, "f32", ATOM_M, n_inst, False, b.mn_is_column)
    except LayoutError as e:
        return str(e)
    return plan_register_a(dot, kind, M, N, K, split, b, idesc, n_inst)


def _stage_ops(body) -> tuple[int | None, list[int]]:
    ops = list(body.ops)
    first_wait = next((i for i, op in enumerate(ops) if op.name in _STAGE_WAITS), None)
    return first_wait, [i for i, op in enumerate(ops) if op.name in _STAGE_WRITES]


def _can_overlap(dot: Operation) -> bool:
    """Whether the loop has the multi-stage form: the stage's wait, then the copies of a
    later stage, all before the dot (the single-stage form copies before its wait)."""
    body = dot.parent_block()
    first_wait, copies = _stage_ops(body)
    at = list(body.ops).index(dot)
    return first_wait is not None and bool(copies) and copies[0] > first_wait and copies[-1] < at


def read_back_after(loop: Operation, carried: int, taddr: SSAValue, bars: Operation, m: int, cols: int,
                    overlap: bool) -> tuple[Operation, Operation]:
    """After the main loop: the accumulator's tensor-memory columns are loaded (after the last
    commit's wait when iterations overlap) in place of the loop's carried result, then freed;
    the load and the dealloc."""
    parent = loop.parent_block()
    result = loop.results[carried]
    load = TmemLoadOp.create(operands=[taddr], result_types=[result.type], properties={"m": IntegerAttr(m, i32)})
    free = TmemDeallocOp.create(operands=[taddr], properties={"columns": IntegerAttr(cols, i32)})
    parent.insert_op_after(load, loop)
    parent.insert_op_after(free, load)
    if overlap:
        parent.insert_op_before(Tcgen05WaitOp.create(operands=[bars.results[0]]), load)
    result.replace_uses_with_if(load.results[0], lambda use: use.operation is not load)
    return load, free


def _move_copies_after(mma: Operation) -> None:
    body = mma.parent_block()
    ops = list(body.ops)
    after = mma
    for i in _stage_ops(body)[1]:
        op = ops[i]
        op.detach()
        body.insert_op_after(op, after)
        after = op


def _end_of_buffers(func: Operation) -> int:
    from tileiras.transforms.tileas_pipeline import pipeline_bytes

    return pipeline_bytes(func)


def _nested(at: Operation) -> bool:
    """Whether `at` may run more than once per kernel (inside a loop or a while)."""
    op = at.parent_op()
    while op is not None and op.name != "nv_tileaa.func":
        if op.name in ("scf.for", "scf.while"):
            return True
        op = op.parent_op()
    return False


def rewrite(func: Operation, dot: Operation, planned) -> Operation:
    """Replace `dot` and its loop's accumulator by the tensor-memory sequence (module docstring)."""
    a, b, atom, idesc, m_inst, n_inst, cols, loop, carried = planned
    pair = recorded_warp_split(dot) == "pair"
    for op in (a, b):
        _set_canonical(op.alloc)
    _fence_after_wait(dot, [a.alloc, b.alloc])
    if pair:  # each CTA copies its half of B's columns, the rings above move down (before the plan)
        from tileiras.transforms.tcgen05_pair import halve_b

        halve_b(func, b.alloc, b.mn_is_column)
    offset = (_end_of_buffers(func) + 7) // 8 * 8
    parent = loop.parent_block()
    overlap = _can_overlap(dot)
    bars = AllocMbarriersOp.create(result_types=[mbarrier_type(3 if overlap else 1)], properties={
        "offset": IntegerAttr(offset, i32), "count": IntegerAttr(1, i32)})
    talloc = TmemAllocOp.create(result_types=[i32], properties={
        "offset": IntegerAttr(offset + (24 if overlap else 8), i32), "columns": IntegerAttr(cols, i32),
        "relinquish": IntegerAttr(0, i32)})  # _relinquish_once decides
    taddr = talloc.results[0]
    init = loop.iter_args[carried]
    store = TmemStoreOp.create(operands=[taddr, init], properties={"m": IntegerAttr(m_inst, i32)})
    for op in (bars, talloc, store):
        parent.insert_op_before(op, loop)
    # the iteration's parity: (iv - lb) / step, & 1 in the lowering
    body = loop.body.block
    iv = body.args[0]
    diff = arith.SubiOp(iv, loop.lb)
    count = arith.DivUIOp(diff.result, loop.step)
    body.insert_op_before(diff, dot)
    body.insert_op_before(count, dot)
    mma = Tcgen05MmaOp.create(
        operands=[taddr, a.load.operands[0], a.load.operands[1], b.load.operands[0], b.load.operands[1],
                  bars.results[0], count.result],
        properties={"atom": StringAttr(atom), "m": IntegerAttr(m_inst, i32), "n": IntegerAttr(n_inst, i32),
                    "idesc": IntegerAttr(idesc, i32), "a_mn_major": IntegerAttr(int(a.mn_is_column), i32),
                    "b_mn_major": IntegerAttr(int(b.mn_is_column), i32),
                    "pending": IntegerAttr(int(overlap), i32)})
    body.insert_op_before(mma, dot)
    if overlap:
        _move_copies_after(mma)
    acc = dot.operands[2]
    dot.results[0].replace_all_uses_with(acc)
    dot.detach()
    dot.erase()
    for op in (a, b):
        for o in [*reversed(op.chain), op.load]:
            if not o.results[0].uses:
                o.detach()
                o.erase()
    load, free = read_back_after(loop, carried, taddr, bars, m_inst, cols, overlap)
    if pair:  # the cta_group::2 forms (`nv_tileas_to_llvm/tcgen05.py`), the protocol `transforms/tcgen05_pair.py`'s
        from tileiras.transforms.cluster_split import CTA_PAIR_ATTR

        for op in (talloc, store, mma, load, free):  # the tensor-memory ops take the attribute the dot had
            op.attributes[CTA_PAIR_ATTR] = IntegerAttr(1, i32)
        mma.properties["atom"] = StringAttr(atom.replace("cta_group::1", "cta_group::2"))
    return mma


def select_tcgen05(module: Operation, target) -> int:
    """Rewrite every qualifying dot of `module` (module docstring); how many."""
    if not getattr(target, "has_tcgen05", False):
        return 0
    from tileiras.conversion.tileas_operand_stage import staged_planned_dots
    from tileiras.conversion.tileas_tcgen05_attention import RegisterAPlan, select_register_a
    from tileiras.conversion.tileas_tcgen05_block_scaled import Fp4Plan, ScaledPlan, rewrite as rewrite_block_scaled
    from tileiras.transforms.tileas_pipeline import pipeline_budget

    n = 0
    register_a: dict[int, tuple[Operation, list]] = {}
    refused = _stage_attention(module, target)  # attention's K / V: B staged, A through tensor memory
    # a GEMM main loop's register-tile operands are staged in shared memory first (NVIDIA's too)
    for func, dot, planned in staged_planned_dots(module, target, plan, FALLBACK_ATTR, register_a=False,
                                                  precheck=lambda dot: not isinstance(_main_loop(dot), str)):
        if isinstance(planned, RegisterAPlan):
            register_a.setdefault(id(func), (func, []))[1].append((dot, planned))
            continue
        if isinstance(planned, (ScaledPlan, Fp4Plan)):
            done = rewrite_block_scaled(func, dot, planned, pipeline_budget(target))
            if isinstance(done, str):
                dot.attributes[FALLBACK_ATTR] = StringAttr(done)
            else:
                n += 1
            continue
        rewrite(func, dot, planned)
        n += 1
    for func, dots in register_a.values():
        n += select_register_a(func, dots, FALLBACK_ATTR)
    for dot, why in refused.items():
        if dot.parent is not None and FALLBACK_ATTR in dot.attributes:
            dot.attributes[FALLBACK_ATTR] = StringAttr(f"{dot.attributes[FALLBACK_ATTR].data}; staging: {why}")
    for func in [op for op in module.walk() if op.name == "nv_tileaa.func"]:
        _relinquish_once(func)
    return n


def _stage_attention(module: Operation, target) -> dict[Operation, str]:
    """Before the selection walk: B of the dots refused because B is a register tile whose A
    can go through tensor memory (attention with unstaged K/V loads) is staged in shared memory
    (`tileas_tcgen05_attention.stage_attention_b`), so the walk plans them; the dots whose
    staging was refused, with why."""
    from tileiras.conversion.tileas_operand_stage import NOT_STAGED, _drop_covered
    from tileiras.conversion.tileas_tcgen05_attention import stage_attention_b
    from tileiras.dialects.nv_tileaa.hints import num_warps_of
    from tileiras.transforms.tileas_pipeline import pipeline_budget

    refused: dict[Operation, str] = {}
    budget = pipeline_budget(target)
    for func in [op for op in module.walk() if op.name == "nv_tileaa.func"]:
        num_warps = num_warps_of(func)
        war: list = []
        for dot in [op for op in func.walk() if op.name == "nv_tileaa.dot"]:
            if plan(dot, num_warps) != "B: " + NOT_STAGED:
                continue
            why = stage_attention_b(func, dot, num_warps, budget, war)
            if why:
                refused[dot] = why
        _drop_covered(war)
    return refused


def _relinquish_once(func: Operation) -> None:
    """Give up the permit to allocate (`relinquish`) only where no allocation can follow: a
    kernel's single `tmem_alloc`, not inside a loop (an allocation after it is an error)."""
    allocs = [op for op in func.walk() if op.name == TmemAllocOp.name]
    for op in allocs:
        op.properties["relinquish"] = IntegerAttr(int(len(allocs) == 1 and not _nested(op)), i32)


__all__ = ["select_tcgen05", "plan", "rewrite", "FALLBACK_ATTR"]
