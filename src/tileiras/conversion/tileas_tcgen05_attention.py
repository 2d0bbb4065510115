"""tcgen05 selection for dots whose A is a register tile (attention's Q @ K^T and P @ V on
sm_100a, sm_103a, sm_107a, sm_110a): A goes through tensor memory (`tcgen05.mma`'s `[a_tmem]`
form), B is read from its pipeline stage through a descriptor.

NVIDIA's 13.5 (aligned_attention_f16 on sm_100, PTX of its `--lineinfo` cubin) keeps Q in
shared memory (TMA) and takes it as a descriptor, accumulates S = Q K^T in tensor memory
(M = 64, N = 32), reads S with `tcgen05.ld.16x256b`, computes the online softmax in registers,
writes P (f16) back with `tcgen05.st.16x128b` and issues P @ V with A = `[P's columns]` into O,
also in tensor memory (rescaled there by ld/st). Here the online softmax stays on the
register tiles the layout pass gave it (the warpgroup layouts, as for wgmma's register-A form
on sm_90), and each such dot becomes one `nv_tileas.tcgen05_mma_rs`
(`dialects/nv_tileas/tcgen05_rs_ops.py`): A and the accumulator stored to tensor memory, one
thread's MMAs from A's columns, the commit, every thread's wait, D read back. P is thus A
from tensor memory as in NVIDIA's code; Q takes the same path, once before the loop. O, the
carried accumulator of the second product, stays in tensor memory across the loop
(`_keep_in_tmem`: read back before its rescale, the MMA not waited for in its iteration).
Where K and V are register tiles (loads the pipeline does not stage), B is staged in shared
memory first by wgsmem's operand staging (`stage_attention_b`).

A dot qualifies when `tileas_tcgen05.plan` finds B in a stage tcgen05 reads (canonical
layout, one descriptor per (N chunk, K step)) and A not in a stage, the dot is in the
warpgroup layouts with 16 rows per warp of each 64 (split "m": M = 64 per instruction, data
path layout F, whose 16x128b / 16x256b fragments are the m16k16 A and m16n8 C fragments of
each warp), A's type is f16 or bf16 into f32, and the dot lies directly in an `scf.for` body
(it runs once per iteration: the commit's mbarrier phase is the iteration's parity). Per loop
one `tmem_alloc` before it (the columns of every such dot: D at (M / 64) N columns in one
of the two lane halves M = 64 uses, A at (M / 64) K / 2 in lanes 0..15 of each quarter,
`_place`; a power of two >= 32, at most 512), one `alloc_mbarriers` with one
mbarrier per dot, one `tmem_dealloc` after it. The accumulator is not stored when it is a
splat of 0 (`zero_acc`: the first instruction ignores D, the scores' case). An A defined
outside the loop (Q) is stored once before it (`tmem_store_a`, `a_stored`): its registers are
not live in the loop.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects.builtin import FloatAttr, IntegerAttr, StringAttr, i32
from xdsl.ir import Operation, SSAValue

from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import mma_layouts

from tileiras.layout.mma_kinds import MmaKind
from tileiras.conversion.tileas_wgmma import Operand, _fence_after_wait, _set_canonical
from tileiras.dialects.nv_tileas import layout_of
from tileiras.dialects.nv_tileas.tcgen05_ops import TMEM_COLUMNS, TmemAllocOp, TmemDeallocOp
from tileiras.dialects.nv_tileas.tcgen05_rs_ops import Tcgen05MmaRsOp, TmemStoreAOp
from tileiras.dialects.nv_tileas.tma_ops import AllocMbarriersOp, mbarrier_type
from tileiras.layout.tcgen05_atom import atom_name

NOT_IN_A_STAGE = "A is not read from a shared-memory stage (tcgen05 takes A from shared or tensor memory)"


@dataclass
class RegisterAPlan:
    """A dot that takes `tcgen05_mma_rs`: where B is read (a pipeline stage, or the buffer the
    operand staging filled, read the same way), the instruction, and its columns."""

    b_buffer: SSAValue
    b_stage: SSAValue
    b_mn_major: bool
    b_alloc: Operation         # the stage's buffer (made canonical, fenced after cp.async)
    b_chain: list[Operation]   # the read of B and the ops to the dot, erased once unused
    idesc: int
    n_inst: int
    loop: Operation
    a_cols: int
    d_cols: int
    zero_acc: bool


def _zero_splat(v) -> bool:
    op = v.owner
    if not isinstance(op, Operation) or op.name != "nv_tileaa.splat":
        return False
    c = op.operands[0].owner
    return (isinstance(c, Operation) and c.name == "arith.constant" and isinstance(c.value, FloatAttr)
            and c.value.value.data == 0.0 and str(c.value.value.data)[0] != "-")


def plan_register_a(dot: Operation, kind: MmaKind, M: int, N: int, K: int, split: str, b: Operand, idesc: int,
                    n_inst: int) -> RegisterAPlan | str:
    """The plan of a dot whose A is not in a stage (B, a stage, checked by the caller), or why not."""
    why = _register_a(dot, kind, M, N, K, split)
    if why is not None:
        return why
    return RegisterAPlan(b.load.operands[0], b.load.operands[1], b.mn_is_column, b.alloc, [*reversed(b.chain), b.load],
                         idesc, n_inst, dot.parent_op(), (M // 64) * K // 2, (M // 64) * N,
                         _zero_splat(dot.operands[2]))


def _register_a(dot: Operation, kind: MmaKind, M: int, N: int, K: int, split: str) -> str | None:
    """Why A cannot go through tensor memory (None: it can)."""
    if layout_of(dot.operands[0].type) != mma_layouts(kind, M, N, K, 4, 1, split)[0]:
        return NOT_IN_A_STAGE + " and A is not in the warpgroup A layout"
    if split != "m":
        return "A from tensor memory: the dot's warps are not split 16 rows of each 64 (M = 64 instructions)"
    if K % 16:
        return f"A from tensor memory: K = {K} is not a multiple of 16"
    loop = dot.parent_op()
    if loop is None or loop.name != "scf.for" or dot.parent_block() is not loop.body.block:
        return "A from tensor memory: the dot is not directly in a loop body"
    return None


def stage_attention_b(func: Operation, dot: Operation, num_warps: int, budget: int,
                      war: list) -> str | None:
    """Stage B of a dot refused because B is a register tile (attention whose K/V loads the
    pipeline does not stage) when its A can go through tensor memory: B written to a canonical
    buffer and read back from it by wgsmem's operand staging (`tileas_operand_stage.stage_dot`,
    its write-after-read barriers added to `war`), so `tileas_tcgen05.plan` then finds B in a
    stage. Why not (nothing changed), or None when it did; "" where A is loaded in the loop (a
    GEMM: the staging of both operands is the main-loop path's)."""
    from tileiras.layout.mma_kinds import mma_kind
    from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_warps import recorded_warp_split
    from tileiras.conversion.tileas_operand_stage import _check_staged, _is_loaded, _peel, _place, stage_dot
    from tileiras.layout.tcgen05_atom import MAX_N

    loop = dot.parent_op()
    a = _peel(dot.operands[0], False)
    if _is_loaded(a.value) and loop is not None and not _defined_outside(a.value, loop):
        return ""
    kind = mma_kind(dot)
    if kind is None or kind.name not in ("f16", "bf16"):
        return "no kind::f16 form"
    shape = tuple(dot.results[0].type.get_shape())
    if len(shape) != 2 or num_warps != 4 or shape[0] % 64:
        return "one warpgroup, a 2-D dot and M a multiple of 64 needed"
    M, N = shape
    K = tuple(dot.operands[0].type.get_shape())[-1]
    split = recorded_warp_split(dot)
    why = _register_a(dot, kind, M, N, K, split)
    if why is not None:
        return why
    b = _peel(dot.operands[1], True)
    why = _check_staged(b, N, min(N, MAX_N), K, 16)
    if why is not None:
        return "B: " + why
    offsets = _place(func, [b], budget)
    if isinstance(offsets, str):
        return offsets
    war += stage_dot(func, dot, None, b, offsets)
    return None


def _defined_outside(v, loop: Operation) -> bool:
    """Whether value `v` is defined outside `loop` (the same in every iteration)."""
    op = v.owner if isinstance(v.owner, Operation) else v.owner.parent_op()
    while op is not None:
        if op is loop:
            return False
        op = op.parent_op()
    return True


def _place(dots: list[tuple[Operation, RegisterAPlan]]) -> list[tuple[int, int, int, int]]:
    """(D's lane half, D's first column, A's first column, the end of the columns used so far)
    of each dot. M = 64's data path uses 16 lanes of each warp's 32 (the half the address's lane
    field names), so the lanes 16..31 of each quarter hold accumulators too: each D goes to the
    half with fewer columns taken, A to lanes 0..15 (aligned_attention_f16: S at lanes 0, Q
    after it, O at lanes 16 from column 0, P after Q: 80 columns, 128 allocated as NVIDIA's)."""
    ends = [0, 0]
    out = []
    for _, p in dots:
        half = 0 if ends[0] <= ends[1] else 1
        d_col = ends[half]
        ends[half] += p.d_cols
        a_col = ends[0]
        ends[0] += p.a_cols
        out.append((16 * half, d_col, a_col, max(ends)))
    return out


def _carried_acc(dot: Operation, loop: Operation) -> tuple[int, Operation | None] | None:
    """(the yield position, the op scaling the carried value or None) when `dot`'s accumulator
    is the loop-carried value, alone or through one `arith.mulf` (attention's O * alpha), both
    used only there, and its result only goes back to that iter_arg; else None."""
    body = loop.body.block
    uses = list(dot.results[0].uses)
    if len(uses) != 1 or uses[0].operation is not body.last_op:
        return None
    pos = uses[0].index
    carried = body.args[pos + 1]
    acc = dot.operands[2]
    scale = None
    if acc is not carried:
        op = acc.owner
        if not isinstance(op, Operation) or op.name != "arith.mulf" or carried not in op.operands \
                or len(list(acc.uses)) != 1:
            return None
        scale = op
    if len(list(carried.uses)) != 1:
        return None
    return pos, scale


def _keep_in_tmem(loop: Operation, dot: Operation, mma: Operation, keep: tuple[int, Operation | None], taddr,
                  bars, count, free: Operation, index: int) -> None:
    """O in tensor memory across the loop (as NVIDIA's): its initial value stored before the
    loop; in the loop, before its rescale (moved next to the MMA, so O's registers live only
    from the read to the store), every thread waits for the previous iteration's
    commit of this dot (parity of count - 1: at iteration 0 the fresh mbarrier's parity 1,
    complete at once) and reads it; the MMA does not wait (`wait = 0`), the loop yields the
    unchanged carried value; after the loop a commit to mbarrier 2 covers every MMA
    (`tcgen05_wait`) and the last value is read."""
    from tileiras.dialects.nv_tileas.tcgen05_ops import Tcgen05WaitOp
    from tileiras.dialects.nv_tileas.tcgen05_rs_ops import TmemAccLoadOp, TmemAccStoreOp

    pos, scale = keep
    body = loop.body.block
    carried = body.args[pos + 1]
    where = {"lane": mma.d_lane, "col": mma.d_col}
    parent = loop.parent_block()
    parent.insert_op_before(TmemAccStoreOp.create(operands=[taddr, loop.iter_args[pos]], properties=dict(where)), loop)
    one = arith.ConstantOp(IntegerAttr(1, i32))
    prev = arith.SubiOp(count, one.result)
    load = TmemAccLoadOp.create(operands=[taddr, bars, prev.result], result_types=[carried.type], properties={
        **where, "bar": IntegerAttr(index, i32), "wait": IntegerAttr(1, i32)})
    user = scale if scale is not None else mma
    if scale is not None:  # the rescale just before the MMA: O is live in registers only there
        scale.detach()
        body.insert_op_before(scale, mma)
    for op in (one, prev, load):
        body.insert_op_before(op, user)
    user.operands[list(user.operands).index(carried)] = load.results[0]
    mma.properties["wait"] = IntegerAttr(0, i32)
    dot.results[0].replace_all_uses_with(carried)
    done = Tcgen05WaitOp.create(operands=[bars])
    zero = arith.ConstantOp(IntegerAttr(0, i32))
    final = TmemAccLoadOp.create(operands=[taddr, bars, zero.result], result_types=[carried.type], properties={
        **where, "bar": IntegerAttr(index, i32), "wait": IntegerAttr(0, i32)})
    for op in (done, zero, final):
        parent.insert_op_before(op, free)
    loop.results[pos].replace_uses_with_if(final.results[0], lambda use: use.operation is not final)


def _columns(need: int) -> int:
    cols = 32
    while cols < need:
        cols *= 2
    return cols


def rewrite_loop(func: Operation, loop: Operation, dots: list[tuple[Operation, RegisterAPlan]], offset: int) -> str | None:
    """Replace the register-A dots of `loop` (module docstring); why not (too many columns)."""
    places = _place(dots)
    need = max(end for _, _, _, end in places)
    if need > TMEM_COLUMNS:
        return f"A from tensor memory: the loop's dots need {need} tensor-memory columns ({TMEM_COLUMNS} exist)"
    cols = _columns(need)
    parent = loop.parent_block()
    # O kept in tensor memory across iterations: at most two dots (the final commit goes to
    # mbarrier 2, `tcgen05_wait`'s), the accumulator carried (module docstring)
    carried = {id(dot): _carried_acc(dot, loop) for dot, _ in dots} if len(dots) <= 2 else {}
    n_bars = 3 if any(carried.values()) else len(dots)
    bars = AllocMbarriersOp.create(result_types=[mbarrier_type(n_bars)], properties={
        "offset": IntegerAttr(offset, i32), "count": IntegerAttr(1, i32)})
    talloc = TmemAllocOp.create(result_types=[i32], properties={
        "offset": IntegerAttr(offset + 8 * n_bars, i32), "columns": IntegerAttr(cols, i32),
        "relinquish": IntegerAttr(0, i32)})  # tileas_tcgen05._relinquish_once decides
    parent.insert_op_before(bars, loop)
    parent.insert_op_before(talloc, loop)
    free = TmemDeallocOp.create(operands=[talloc.results[0]], properties={"columns": IntegerAttr(cols, i32)})
    parent.insert_op_after(free, loop)
    body = loop.body.block
    first = min((d for d, _ in dots), key=lambda d: list(body.ops).index(d))
    diff = arith.SubiOp(body.args[0], loop.lb)
    count = arith.DivUIOp(diff.result, loop.step)  # the iteration's number: its parity is the phase
    body.insert_op_before(diff, first)
    body.insert_op_before(count, first)
    for i, ((dot, p), (d_lane, d_col, a_col, _)) in enumerate(zip(dots, places)):
        _set_canonical(p.b_alloc)
        _fence_after_wait(dot, [p.b_alloc])
        stored = _defined_outside(dot.operands[0], loop)
        if stored:  # loop-invariant A (Q): into its columns once, before the loop
            parent.insert_op_before(TmemStoreAOp.create(operands=[talloc.results[0], dot.operands[0]],
                                                        properties={"col": IntegerAttr(a_col, i32)}), loop)
        mma = Tcgen05MmaRsOp.create(
            operands=[talloc.results[0], dot.operands[0], p.b_buffer, p.b_stage, dot.operands[2], bars.results[0],
                      count.result],
            result_types=[dot.results[0].type],
            properties={"atom": StringAttr(atom_name("f16")), "m": IntegerAttr(64, i32),
                        "n": IntegerAttr(p.n_inst, i32), "idesc": IntegerAttr(p.idesc, i32),
                        "b_mn_major": IntegerAttr(int(p.b_mn_major), i32), "a_col": IntegerAttr(a_col, i32),
                        "d_col": IntegerAttr(d_col, i32), "zero_acc": IntegerAttr(int(p.zero_acc), i32),
                        "bar": IntegerAttr(i, i32), "a_stored": IntegerAttr(int(stored), i32),
                        "d_lane": IntegerAttr(d_lane, i32), "wait": IntegerAttr(1, i32)})
        body.insert_op_before(mma, dot)
        keep = carried.get(id(dot))
        if keep is None:
            dot.results[0].replace_all_uses_with(mma.results[0])
        else:  # O stays in tensor memory: read back before its rescale, and after the loop
            _keep_in_tmem(loop, dot, mma, keep, talloc.results[0], bars.results[0], count.result, free, i)
        dot.detach()
        dot.erase()
        for o in p.b_chain:  # the dot's end first: each op's result unused once its user is gone
            if not o.results[0].uses:
                o.detach()
                o.erase()
    return None


def select_register_a(func: Operation, planned: list[tuple[Operation, RegisterAPlan]], fallback_attr: str) -> int:
    """Rewrite `planned` (dots of `func`) loop by loop; how many dots were rewritten."""
    from tileiras.transforms.tileas_pipeline import pipeline_bytes

    by_loop: dict[int, list[tuple[Operation, RegisterAPlan]]] = {}
    for dot, p in planned:
        by_loop.setdefault(id(p.loop), []).append((dot, p))
    n = 0
    for dots in by_loop.values():
        loop = dots[0][1].loop
        why = rewrite_loop(func, loop, dots, (pipeline_bytes(func) + 7) // 8 * 8)
        if why is not None:
            for dot, _ in dots:
                dot.attributes[fallback_attr] = StringAttr(why)
            continue
        n += len(dots)
    return n


__all__ = ["RegisterAPlan", "plan_register_a", "stage_attention_b", "select_register_a", "NOT_IN_A_STAGE"]
