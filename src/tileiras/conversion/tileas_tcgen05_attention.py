"""tcgen05 selection for dots whose A is a register tile (attention's Q @ K^T and P @ V on
sm_100a, sm_103a, sm_107a, sm_110a): A goes through tensor memory (`tcgen05.mma`'s `[a_tmem]`
form), B is read from its pipeline stage through a descriptor.

NVIDIA's 13.5 (aligned_attention_f16 on sm_100, PTX of its `--lineinfo` cubin) keeps Q in
shared memory (TMA) and takes it as a descriptor, accumulates S = Q K^T in tensor memory
(M = 64, N = 32), reads S with `tcgen05.ld.16x256b`, computes the online softmax in registers,
writes P (f16) back with `tcgen05.st.16x128b` and issues P @ V with A = `[P's columns]` into O,
also in tensor memory (rescaled there by ld/st). Here the dot keeps its registers around it:
the online softmax and the rescaled O stay the register tiles the layout pass gave them (the
warpgroup layouts, as for wgmma's register-A form on sm_90), and each such dot becomes one
`nv_tileas.tcgen05_mma_rs` (`dialects/nv_tileas/tcgen05_rs_ops.py`): A and the accumulator
stored to tensor memory, one thread's MMAs from A's columns, the commit, every thread's wait,
D read back. P is thus A from tensor memory as in NVIDIA's code; Q takes the same path.

A dot qualifies when `tileas_tcgen05.plan` finds B in a stage tcgen05 reads (canonical
layout, one descriptor per (N chunk, K step)) and A not in a stage, the dot is in the
warpgroup layouts with 16 rows per warp of each 64 (split "m": M = 64 per instruction, data
path layout F, whose 16x128b / 16x256b fragments are the m16k16 A and m16n8 C fragments of
each warp), A's type is f16 or bf16 into f32, and the dot lies directly in an `scf.for` body
(it runs once per iteration: the commit's mbarrier phase is the iteration's parity). Per loop
one `tmem_alloc` before it (the columns of every such dot: D at (M / 64) N columns, A at
(M / 64) K / 2, summed, a power of two >= 32, at most 512), one `alloc_mbarriers` with one
mbarrier per dot, one `tmem_dealloc` after it. The accumulator is not stored when it is a
splat of 0 (`zero_acc`: the first instruction ignores D, the scores' case).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects.builtin import FloatAttr, IntegerAttr, StringAttr, i32
from xdsl.ir import Operation

from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import MmaKind, mma_layouts
from tileiras.conversion.tileas_wgmma import Operand, _fence_after_wait, _set_canonical
from tileiras.dialects.nv_tileas import layout_of
from tileiras.dialects.nv_tileas.tcgen05_ops import TMEM_COLUMNS, TmemAllocOp, TmemDeallocOp
from tileiras.dialects.nv_tileas.tcgen05_rs_ops import Tcgen05MmaRsOp
from tileiras.dialects.nv_tileas.tma_ops import AllocMbarriersOp, mbarrier_type
from tileiras.layout.tcgen05_atom import atom_name

NOT_IN_A_STAGE = "A is not read from a shared-memory stage (tcgen05 takes A from shared or tensor memory)"


@dataclass
class RegisterAPlan:
    """A dot that takes `tcgen05_mma_rs`: its B stage, the instruction, and its columns."""

    b: Operand
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
    """The plan of a dot whose A is not in a stage (B checked by the caller), or why not."""
    if layout_of(dot.operands[0].type) != mma_layouts(kind, M, N, K, 4, 1, split)[0]:
        return NOT_IN_A_STAGE + " and A is not in the warpgroup A layout"
    if split != "m":
        return "A from tensor memory: the dot's warps are not split 16 rows of each 64 (M = 64 instructions)"
    if K % 16:
        return f"A from tensor memory: K = {K} is not a multiple of 16"
    loop = dot.parent_op()
    if loop is None or loop.name != "scf.for" or dot.parent_block() is not loop.body.block:
        return "A from tensor memory: the dot is not directly in a loop body"
    return RegisterAPlan(b, idesc, n_inst, loop, (M // 64) * K // 2, (M // 64) * N, _zero_splat(dot.operands[2]))


def _columns(need: int) -> int:
    cols = 32
    while cols < need:
        cols *= 2
    return cols


def rewrite_loop(func: Operation, loop: Operation, dots: list[tuple[Operation, RegisterAPlan]], offset: int) -> str | None:
    """Replace the register-A dots of `loop` (module docstring); why not (too many columns)."""
    need = sum(p.a_cols + p.d_cols for _, p in dots)
    if need > TMEM_COLUMNS:
        return f"A from tensor memory: the loop's dots need {need} tensor-memory columns ({TMEM_COLUMNS} exist)"
    cols = _columns(need)
    parent = loop.parent_block()
    bars = AllocMbarriersOp.create(result_types=[mbarrier_type(len(dots))], properties={
        "offset": IntegerAttr(offset, i32), "count": IntegerAttr(1, i32)})
    talloc = TmemAllocOp.create(result_types=[i32], properties={
        "offset": IntegerAttr(offset + 8 * len(dots), i32), "columns": IntegerAttr(cols, i32),
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
    col = 0
    for i, (dot, p) in enumerate(dots):
        _set_canonical(p.b.alloc)
        _fence_after_wait(dot, [p.b.alloc])
        d_col, a_col = col, col + p.d_cols
        col = a_col + p.a_cols
        mma = Tcgen05MmaRsOp.create(
            operands=[talloc.results[0], dot.operands[0], p.b.load.operands[0], p.b.load.operands[1],
                      dot.operands[2], bars.results[0], count.result],
            result_types=[dot.results[0].type],
            properties={"atom": StringAttr(atom_name("f16")), "m": IntegerAttr(64, i32),
                        "n": IntegerAttr(p.n_inst, i32), "idesc": IntegerAttr(p.idesc, i32),
                        "b_mn_major": IntegerAttr(int(p.b.mn_is_column), i32), "a_col": IntegerAttr(a_col, i32),
                        "d_col": IntegerAttr(d_col, i32), "zero_acc": IntegerAttr(int(p.zero_acc), i32),
                        "bar": IntegerAttr(i, i32)})
        body.insert_op_before(mma, dot)
        dot.results[0].replace_all_uses_with(mma.results[0])
        dot.detach()
        dot.erase()
        for o in [*reversed(p.b.chain), p.b.load]:
            if not o.results[0].uses:
                o.detach()
                o.erase()
    return None


def select_register_a(func: Operation, planned: list[tuple[Operation, RegisterAPlan]], fallback_attr: str) -> int:
    """Rewrite `planned` (dots of `func`) loop by loop; how many dots were rewritten."""
    from tileiras.conversion.nv_tileas_to_llvm.shared import pipeline_bytes

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


__all__ = ["RegisterAPlan", "plan_register_a", "select_register_a", "NOT_IN_A_STAGE"]
