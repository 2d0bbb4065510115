"""Warpgroup MMA selection (sm_90a): dots whose A and B are read from the pipeline's
shared-memory stages become `nv_tileas.wgmma`, which reads them there through matrix
descriptors instead of loading them into registers with `ldmatrix` first.

Runs at the end of `tileas-unspecialized-pipeline` (after the stages exist), on targets with
`has_wgmma`. A `nv_tileaa.dot` qualifies when:

- the layout pass gave it the warpgroup layouts (`dot_layouts.warpgroup_layouts`: f16 or bf16
  into f32, 4 warps, M a multiple of 64, 2-D);
- B is a `load_shared` result (directly, or through a `view` dropping the stage tile's leading
  unit dimensions and a 2-D `permute`: the operand is the stored tile transposed), used by the
  dot alone; so is A, or A is a register tile in the warpgroup A layout (wgmma's register-A
  form, `nv_tileas.wgmma_rs`: attention's Q and P);
- each stage can be placed in a wgmma canonical layout (`layout.wgmma_atom.canonical_layout`:
  the contiguous dimension has 32 bytes or more), its buffer offset and stage size are
  multiples of the swizzle atom (the hardware swizzles absolute addresses), and every
  instruction's operand slice is exactly one descriptor (`operand_descriptor`).

The buffers of a chosen dot switch to the canonical layout (`alloc_shared {swizzle = 4}`; for
128-byte rows it is the same placement as `swizzle = 1`), other reads of them get their
`ldmatrix` plan again, a `fence_proxy_async` follows the stage's `async_wait` (cp.async writes
through the generic proxy, wgmma reads through the async proxy), and the dot, its permutes
and its `load_shared`s are replaced by one `nv_tileas.wgmma` whose `atom` names the
instruction (N up to 256 per instruction; wider tiles issue several).

In a GEMM main loop (the wgmma's result only carried to the next iteration) the wgmma leaves
its group in flight (`pending = 1`, `overlap_next_iteration`): the next iteration's copies
move after it and a `wgmma_wait` after the loop completes the accumulator.

A dot that does not qualify keeps mma.sync and records why in `nv_tileas.wgmma_fallback`
(visible with `--print-ir-after=tileas-unspecialized-pipeline`).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import i32, IntegerAttr, StringAttr
from xdsl.ir import Operation, SSAValue

from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import WGMMA_KINDS, mma_kind, mma_layouts
from tileiras.dialects.nv_tileas import layout_of
from tileiras.dialects.nv_tileas.wgmma_ops import FenceProxyAsyncOp, WgmmaOp, WgmmaRsOp, WgmmaWaitOp
from tileiras.layout.errors import LayoutError
from tileiras.layout.wgmma_atom import (
    ATOM_M,
    canonical_layout,
    instruction_k,
    instruction_name,
    operand_descriptor,
    squeeze_leading,
    swizzle_atom_bytes,
)
from tileiras.transforms.tileas_pipeline import BUFFER_ALIGN, element_bytes, read_atom, shared_layout_of
from tileiras.dialects.nv_tileaa.hints import num_warps_of

WGMMA_SWIZZLE = 4
"""`alloc_shared {swizzle}` value of the wgmma canonical layout."""
MAX_N = 256
FALLBACK_ATTR = "nv_tileas.wgmma_fallback"


@dataclass
class Operand:
    """A wgmma operand read from a pipeline stage."""

    load: Operation            # the load_shared
    chain: list[Operation]     # the views and permutes between it and the dot
    alloc: Operation           # the stage's buffer
    mn_is_column: bool         # M (A) or N (B) along the stored tile's contiguous dimension


def _single_use(v: SSAValue) -> Operation | None:
    uses = list(v.uses)
    return uses[0].operation if len(uses) == 1 else None


def _operand(v: SSAValue, dot: Operation, is_b: bool) -> Operand | str:
    chain: list[Operation] = []
    user = dot
    while True:
        if _single_use(v) is not user:
            return "operand has other uses"
        owner = v.owner
        if not isinstance(owner, Operation):
            return "operand is not read from shared memory"
        if owner.name == "nv_tileaa.view" and squeeze_leading(_shape(owner.operands[0])) == _shape(owner.results[0]):
            chain.append(owner)  # drops the stage tile's leading unit dimensions
            user, v = owner, owner.operands[0]
            continue
        if owner.name == "nv_tileaa.permute":
            perm = tuple(int(x) for x in owner.properties["permutation"].get_values())
            if perm != (1, 0):
                return f"operand permutation {perm}"
            chain.append(owner)
            user, v = owner, owner.operands[0]
            continue
        if owner.name != "nv_tileas.load_shared":
            return "operand is not read from a shared-memory stage"
        alloc = owner.operands[0].owner
        if not isinstance(alloc, Operation) or alloc.name != "nv_tileas.alloc_shared":
            return "operand buffer is not an alloc_shared"
        transposed = sum(o.name == "nv_tileaa.permute" for o in chain) % 2 == 1
        # A (M x K): M along the stored columns when transposed; B (K x N): N along them when not
        return Operand(owner, chain, alloc, transposed != is_b)


def _shape(v: SSAValue) -> tuple[int, ...]:
    return tuple(v.type.get_shape())


def _stage_shape(alloc: Operation) -> tuple[int, ...]:
    """The buffer's (stages, rows, columns), leading unit dimensions of the tile dropped."""
    shape = tuple(alloc.results[0].type.get_shape())
    return (shape[0], *squeeze_leading(shape[1:]))


def _element_bytes(alloc: Operation) -> int:
    return element_bytes(alloc.results[0].type.element_type)


def _stage_bytes(alloc: Operation) -> int:
    shape = _stage_shape(alloc)
    n = _element_bytes(alloc) * shape[1] * shape[2]
    return (n + BUFFER_ALIGN - 1) // BUFFER_ALIGN * BUFFER_ALIGN


def _check_operand(op: Operand, rows: int, k_total: int, k_step: int) -> str | None:
    """Why the operand's stage cannot feed wgmma (None: it can)."""
    shape = _stage_shape(op.alloc)
    if len(shape) != 3:
        return "stage is not 2-D"
    eb = _element_bytes(op.alloc)
    try:
        smem = canonical_layout(shape[1:], eb)
    except LayoutError as e:
        return str(e)
    atom = swizzle_atom_bytes(shape[1:], eb)
    if op.alloc.offset.value.data % atom or _stage_bytes(op.alloc) % atom:
        return f"buffer offset or stage size not a multiple of the {atom}-byte swizzle atom"
    return None if _descriptors(smem, op.mn_is_column, rows, k_total, k_step) is not None \
        else "no matrix descriptor describes the stage's layout"


def _descriptors(smem, mn_is_column: bool, rows: int, k_total: int, k_step: int, block: int = ATOM_M):
    """The descriptors of every (row block, K step) slice, or None if one does not exist."""
    out = {}
    for mn0 in range(0, rows, block):
        for k0 in range(0, k_total, k_step):
            d = operand_descriptor(smem, min(block, rows - mn0), k_step, mn_is_column, mn0, k0)
            if d is None:
                return None
            out[(mn0, k0)] = d
    return out


def plan_dot(dot: Operation, num_warps: int) -> tuple[Operand | None, Operand, str] | str:
    """(A, B, atom name) for a dot that can take wgmma (A None: from registers), or the reason
    it cannot."""
    kind = mma_kind(dot)
    if kind is None:
        return "no tensor-core form"
    shape = tuple(dot.results[0].type.get_shape())
    if len(shape) != 2:
        return "batched dot"
    M, N = shape
    K = tuple(dot.operands[0].type.get_shape())[-1]
    if kind.name not in WGMMA_KINDS:
        return f"{kind.name}: wgmma from shared memory is selected for {', '.join(WGMMA_KINDS)} only"
    if num_warps != 4 or M % 64:
        return f"{num_warps} warps, M = {M}: one warpgroup and M a multiple of 64 needed"
    want = mma_layouts(kind, M, N, K, num_warps, 1, "m")[2]
    if layout_of(dot.results[0].type) != want:
        return "not in the warpgroup layout (accumulator type)"
    b = _operand(dot.operands[1], dot, True)
    if isinstance(b, str):
        return "B: " + b
    a = _operand(dot.operands[0], dot, False)
    if isinstance(a, str):
        # wgmma's register-A form: A stays in registers, in the warpgroup A layout
        if layout_of(dot.operands[0].type) != mma_layouts(kind, M, N, K, num_warps, 1, "m")[0]:
            return "A: " + a + " and not in the warpgroup A layout"
        a = None
    elif a.alloc is b.alloc:
        return "A and B share a buffer"
    k_step = instruction_k(kind.a)
    n_inst = min(N, MAX_N)
    for name, op, rows in (("A", a, M), ("B", b, N)):
        why = _check_operand(op, rows, K, k_step) if op is not None else None
        if why is not None:
            return f"{name}: {why}"
    return a, b, instruction_name(n_inst, kind.a, kind.b)


def _set_canonical(alloc: Operation) -> None:
    if alloc.swizzle.value.data == WGMMA_SWIZZLE:
        return
    alloc.properties["swizzle"] = IntegerAttr(WGMMA_SWIZZLE, i32)
    smem = shared_layout_of(alloc)
    for use in alloc.results[0].uses:
        user = use.operation
        if user.name == "nv_tileas.load_shared":
            user.properties["atom"] = StringAttr(read_atom(layout_of(user.results[0].type), smem))


def _written_by_cp_async(allocs: list[Operation]) -> bool:
    return any(use.operation.name == "nv_tileas.async_copy" for alloc in allocs for use in alloc.results[0].uses)


def _fence_after_wait(dot: Operation, allocs: list[Operation]) -> None:
    """A `fence_proxy_async` after the last `async_wait` before `dot` in its block (once),
    where `cp.async` (a generic-proxy write) fills the operands' buffers; stages filled by TMA
    are written through the async proxy wgmma reads through, and need none."""
    if not _written_by_cp_async(allocs):
        return
    op = dot.prev_op
    while op is not None and op.name != "nv_tileas.async_wait":
        op = op.prev_op
    if op is None:
        # no wait in the block: the stage was filled before it; fence at the block's start
        # would not follow the copies, so fence just before the dot (after the barrier)
        dot.parent_block().insert_op_before(FenceProxyAsyncOp.create(), dot)
        return
    nxt = op.next_op
    if nxt is not None and nxt.name == FenceProxyAsyncOp.name:
        return
    op.parent_block().insert_op_after(FenceProxyAsyncOp.create(), op)


def rewrite_dot(dot: Operation, a: Operand | None, b: Operand, atom: str) -> Operation:
    """Replace `dot` by an `nv_tileas.wgmma` reading A's and B's stages (A None: a
    `wgmma_rs` with A from registers)."""
    for op in (a, b):
        if op is not None:
            _set_canonical(op.alloc)
    _fence_after_wait(dot, [op.alloc for op in (a, b) if op is not None])
    common = {"atom": StringAttr(atom), "b_mn_major": IntegerAttr(int(b.mn_is_column), i32),
              "pending": IntegerAttr(0, i32)}
    b_operands = [b.load.operands[0], b.load.operands[1]]
    if a is None:
        wg = WgmmaRsOp.create(operands=[dot.operands[0], *b_operands, dot.operands[2]],
                              result_types=[dot.results[0].type], properties=common)
    else:
        wg = WgmmaOp.create(
            operands=[a.load.operands[0], a.load.operands[1], *b_operands, dot.operands[2]],
            result_types=[dot.results[0].type],
            properties={**common, "a_mn_major": IntegerAttr(int(a.mn_is_column), i32)})
    dot.parent_block().insert_op_before(wg, dot)
    dot.results[0].replace_all_uses_with(wg.results[0])
    dot.detach()
    dot.erase()
    for op in (a, b):
        if op is None:
            continue
        for o in [*reversed(op.chain), op.load]:
            if not o.results[0].uses:
                o.detach()
                o.erase()
    return wg


_STAGE_WAITS = ("nv_tileas.async_wait", "nv_tileas.mbarrier_wait")
_STAGE_WRITES = ("nv_tileas.async_copy", "nv_tileas.async_commit", "nv_tileas.cluster_barrier", "nv_tileas.tma_expect",
                 "nv_tileas.tma_load")
"""The pipeline's per-iteration ops: waiting for the stage read now (cp.async group or TMA
mbarrier phase), and filling the stage for a later iteration (a ring filled by multicast: after
the cluster barrier that says every CTA's wgmmas retired their reads of it, so it moves with
the copies)."""


def overlap_next_iteration(wg: Operation) -> bool:
    """Leave `wg`'s group in flight across the loop's back edge (`pending = 1`) when that is
    safe, so the MMAs of iteration i run while iteration i+1 waits for its stage; returns
    whether it did.

    Safe when `wg` is the only wgmma of a pipelined `scf.for` body (the multi-stage form: the
    wait for the stage read now, `async_wait` or TMA's `mbarrier_wait`, then the copies of a
    later iteration into the stage read in the previous one), its accumulator is a
    loop-carried value and its result goes only to the `scf.yield` (a GEMM main loop). The
    copies (cp.async and commit, or TMA expect and loads) move after `wg`: its `wait_group 1`
    retires the previous iteration's group, the last reader of the stage they overwrite (a
    wgmma group is the warpgroup's: its completion seen by the thread issuing a TMA load covers
    every warp's reads). After the loop a `wgmma_wait {pending = 0}` completes the
    accumulator."""
    loop = wg.parent_op()
    body = wg.parent_block()
    if loop is None or loop.name != "scf.for" or body is not loop.body.block:
        return False
    if sum(op.name in (WgmmaOp.name, WgmmaRsOp.name) for op in body.ops) != 1:
        return False
    acc = wg.operands[-1]
    if acc.owner is not body or not isinstance(acc.index, int) or acc.index == 0:
        return False
    uses = list(wg.results[0].uses)
    yield_op = body.last_op
    if len(uses) != 1 or uses[0].operation is not yield_op or uses[0].index != acc.index - 1:
        return False
    ops = list(body.ops)
    first_wait = next((i for i, op in enumerate(ops) if op.name in _STAGE_WAITS), None)
    copies = [i for i, op in enumerate(ops) if op.name in _STAGE_WRITES]
    if first_wait is None or not copies or copies[0] < first_wait or copies[-1] > ops.index(wg):
        return False
    after = wg
    for i in copies:
        op = ops[i]
        op.detach()
        body.insert_op_after(op, after)
        after = op
    wg.properties["pending"] = IntegerAttr(1, i32)
    result = loop.results[acc.index - 1]
    done = WgmmaWaitOp.create(operands=[result], result_types=[result.type],
                              properties={"atom": wg.properties["atom"], "pending": IntegerAttr(0, i32)})
    loop.parent_block().insert_op_after(done, loop)
    result.replace_uses_with_if(done.results[0], lambda use: use.operation is not done)
    return True


def planned_dots(module: Operation, plan_dot_fn, fallback_attr: str):
    """(func, dot, plan) for every dot of `module` that `plan_dot_fn(dot, num_warps)` plans; a
    tensor-core dot it refuses (a reason string) is left as it is, the reason recorded under
    `fallback_attr` (wgmma's and tcgen05's selections share this walk)."""
    for func in [op for op in module.walk() if op.name == "nv_tileaa.func"]:
        num_warps = num_warps_of(func)
        for dot in [op for op in func.walk() if op.name == "nv_tileaa.dot"]:
            plan = plan_dot_fn(dot, num_warps)
            if isinstance(plan, str):
                if mma_kind(dot) is not None:
                    dot.attributes[fallback_attr] = StringAttr(plan)
                continue
            yield func, dot, plan


def select_wgmma(module: Operation, target) -> int:
    """Rewrite every qualifying dot of `module` (see the module docstring); how many."""
    if not getattr(target, "has_wgmma", False):
        return 0
    from tileiras.conversion.tileas_operand_stage import staged_planned_dots

    n = 0
    # dots refused because an operand is a register tile first get it staged (tileas_operand_stage)
    for _, dot, plan in staged_planned_dots(module, target, plan_dot, FALLBACK_ATTR, register_a=True):
        overlap_next_iteration(rewrite_dot(dot, *plan))
        n += 1
    return n


__all__ = ["select_wgmma", "plan_dot", "rewrite_dot", "WGMMA_SWIZZLE", "FALLBACK_ATTR"]
