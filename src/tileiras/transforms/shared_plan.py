"""Shared-memory planning by liveness: the epilogue reuses the bytes of the retired rings.

The pipelining passes place their buffers one after the other from offset 0 (`alloc_shared`,
`alloc_mbarriers`, the tcgen05 address slot of `tmem_alloc`), and the lowering's scratch space
(layout conversions, reductions, a generic dot's operands: `FunctionLowering.smem`) follows
them. That is right while the rings are live, but after the last main loop they are dead: the
epilogue's buffers may lie over them. This pass (run at the end of
`tileas-unspecialized-pipeline`, after the MMA selections) works on the kernel's top-level ops:

- a buffer is live from the first to the last top-level op that uses it; the rings' lives also
  cover the ops that retire their asynchronous readers and writers (`async_wait`, `wgmma_wait`,
  `tcgen05_wait`, `mbarrier_wait`) and the warp roles;
- the epilogue is what follows the last of them; a TMA-store buffer used only there is an
  epilogue buffer, mbarriers and the tensor-memory slot are never reused (an mbarrier's bytes
  may not be reused without invalidating it);
- the epilogue buffers move down to offset 0 over the retired rings, as a block (their layout
  among themselves kept: 1024-byte aligned, as their swizzles want), then the epilogue's scratch, up to the first never-reused buffer above
  them (or the target's limit), where that leaves at least `SMEM_CHUNK_BYTES` (the most one
  conversion uses: less would cut conversions into more rounds); else the scratch stays after
  every buffer, as inside the loops;
- one barrier starts the epilogue when it reuses a ring's bytes: no thread writes them while
  another still reads the last stage (each thread's copies already retired by its own wait;
  in a warp-specialized kernel the epilogue is the consumers', and so is the barrier). At the
  first epilogue op where TMA-store buffers moved (a TMA store writes its buffer without a
  barrier first), else before the first scratch use (most users begin with a barrier: the
  lowering does not emit two in a row);
- where every ring is cp.async (every thread copies: no producer warp runs ahead), the scratch
  of the ops before the first ring's first copy (attention's Q conversion) starts at offset 0
  as well, with a barrier at that copy where it was used.

The plan is recorded as IR: `nv_tileas.shared_plan` on the function (each buffer's kind,
offset, bytes and life; the scratch spaces) and `nv_tileas.scratch` on the first epilogue op
({barrier, barrier_before_scratch, offset, end}; before cp.async rings {offset, end} on the first
op and {barrier_if_used, offset, end} on the first copy), which the lowering carries out
(`FunctionLowering.lower_op`: the barriers, the scratch moved from there on).
`check_plan` verifies that no two buffers live at the same time share a byte.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, i32, IntegerAttr, StringAttr
from xdsl.ir import Operation

from tileiras.target import Target

SHARED_PLAN_ATTR = "nv_tileas.shared_plan"
SCRATCH_ATTR = "nv_tileas.scratch"
TMA_STORE_ALIGN = 1024
SCRATCH_ALIGN = 128
_RETIRING = ("nv_tileas.async_wait", "nv_tileas.wgmma_wait", "nv_tileas.tcgen05_wait", "nv_tileas.mbarrier_wait",
             "nv_tileas.warp_role")
_BUFFERS = ("nv_tileas.alloc_shared", "nv_tileas.alloc_mbarriers", "nv_tileas.tmem_alloc")


class PlanError(Exception):
    """Two buffers live at the same time share shared-memory bytes."""


@dataclass
class Buffer:
    op: Operation
    kind: str  # "ring" (any loop or row buffer), "tma_store", "mbarriers", "tmem_slot"
    offset: int
    nbytes: int
    first: int  # top-level op indices of its life (inclusive)
    last: int

    @property
    def end(self) -> int:
        return self.offset + self.nbytes


def _align(n: int, a: int) -> int:
    return (n + a - 1) // a * a


def _nbytes(op: Operation) -> int:
    from tileiras.transforms.tileas_pipeline import shared_layout_of

    if op.name == "nv_tileas.alloc_shared":
        stage = _align(shared_layout_of(op).nbytes, 128)
        return stage * op.results[0].type.get_shape()[0]
    if op.name == "nv_tileas.alloc_mbarriers":
        return 8 * op.results[0].type.get_shape()[0]
    return 4  # the tensor-memory address slot


def _top_index(op: Operation, entry, index: dict[int, int]) -> int | None:
    """The index of the top-level op of `entry` that holds `op` (None: not inside `entry`)."""
    while op is not None and op.parent_block() is not entry:
        op = op.parent_op()
    return None if op is None else index[id(op)]


def buffers_of(func: Operation) -> tuple[list[Buffer], int]:
    """The function's buffers with their lives, and the index of its first epilogue op (the
    number of top-level ops when there is none)."""
    entry = func.regions[0].blocks.first
    tops = list(entry.ops)
    index = {id(op): k for k, op in enumerate(tops)}
    buffers: list[Buffer] = []
    retire = -1
    for k, top in enumerate(tops):
        if any(o.name in _RETIRING for o in top.walk()):
            retire = k
    for op in tops:
        if op.name not in _BUFFERS:
            continue
        uses = [_top_index(u.operation, entry, index) for u in op.results[0].uses]
        uses = [u for u in uses if u is not None]
        if op.name == "nv_tileas.alloc_shared":
            kind = "tma_store" if uses and all(u.operation.name == "nv_tileas.tma_store" for u in op.results[0].uses) \
                else "ring"
        else:
            kind = "mbarriers" if op.name == "nv_tileas.alloc_mbarriers" else "tmem_slot"
        first, last = (min(uses), max(uses)) if uses else (index[id(op)],) * 2
        buffers.append(Buffer(op, kind, op.offset.value.data, _nbytes(op), first, last))
    ring_end = max([b.last for b in buffers if b.kind in ("ring", "mbarriers")] + [retire])
    epilogue = ring_end + 1 if ring_end >= 0 else len(tops)
    for b in buffers:
        if b.kind in ("mbarriers", "tmem_slot"):
            b.first, b.last = 0, len(tops)  # never reused
    return buffers, epilogue


def plan_function(func: Operation, target: Target) -> None:
    """Place `func`'s epilogue buffers and scratch over its retired rings (module docstring) and
    record the plan."""
    from tileiras.conversion.nv_tileas_to_llvm.lowering import SMEM_CHUNK_BYTES

    entry = func.regions[0].blocks.first
    buffers, epilogue = buffers_of(func)
    tops = list(entry.ops)
    limit = target.max_shared_memory_per_block
    rings = [b for b in buffers if b.kind == "ring"]
    scratch_at = None
    if rings and epilogue < len(tops) - 1:  # something after the loops besides the return
        kept = [b for b in buffers if b.kind in ("mbarriers", "tmem_slot")]
        moved = [b for b in buffers if b.kind == "tma_store" and b.first >= epilogue]
        cursor = 0
        if moved:  # as a block: their layout among themselves kept, shifted down to offset 0
            shift = min(b.offset for b in moved) // TMA_STORE_ALIGN * TMA_STORE_ALIGN
            top = max(b.end for b in moved) - shift
            if not any(k.offset < top for k in kept if k.end > 0):
                for b in moved:
                    b.offset -= shift
                    b.op.properties["offset"] = IntegerAttr(b.offset, i32)
                cursor = top
            else:
                moved = []
        start = _align(cursor, SCRATCH_ALIGN)
        blockers = kept + [b for b in buffers if b.last >= epilogue and b not in moved and b not in kept]
        end = min([k.offset for k in blockers if k.offset >= start] + [limit])
        if any(start < k.end and k.offset < end for k in blockers):
            end = start  # a buffer across the start: no room
        if end - start >= SMEM_CHUNK_BYTES or not blockers and end > start:
            scratch_at = (start, end)
        reused = scratch_at is not None or any(b.offset < max(r.end for r in rings) for b in moved)
        if reused:
            fields = {}
            if any(b.offset < max(r.end for r in rings) for b in moved):
                fields["barrier"] = IntegerAttr(1, i32)  # a TMA store writes its buffer without one
            if scratch_at is not None:
                fields.update(barrier_before_scratch=IntegerAttr(1, i32), offset=IntegerAttr(start, i32),
                              end=IntegerAttr(end, i32))
            tops[epilogue].attributes[SCRATCH_ATTR] = DictionaryAttr(fields)
    before = _scratch_before_the_rings(func, tops, buffers, limit)
    check_plan(buffers, epilogue, scratch_at)
    func.attributes[SHARED_PLAN_ATTR] = _plan_attr(buffers, epilogue, scratch_at, limit, before)


def _scratch_before_the_rings(func: Operation, tops: list[Operation], buffers: list[Buffer], limit: int):
    """In a kernel whose rings are all cp.async (every thread copies: no producer warp runs
    ahead, no mbarrier), the scratch before the first ring's first copy (attention's Q
    conversion) starts at offset 0 too; a barrier at that copy, where the scratch was used,
    and the loops' scratch after the buffers from there on. (start, end) or None."""
    from tileiras.conversion.nv_tileas_to_llvm.shared import pipeline_bytes

    rings = [b for b in buffers if b.kind == "ring"]
    if not rings or any(b.kind != "ring" for b in buffers):
        return None
    first = min(b.first for b in rings)
    if not any(op.name not in _BUFFERS and not op.name.startswith("arith.") for op in tops[:first]):
        return None
    tops[0].attributes[SCRATCH_ATTR] = DictionaryAttr({"offset": IntegerAttr(0, i32), "end": IntegerAttr(limit, i32)})
    if SCRATCH_ATTR not in tops[first].attributes:
        tops[first].attributes[SCRATCH_ATTR] = DictionaryAttr({
            "barrier_if_used": IntegerAttr(1, i32), "offset": IntegerAttr(pipeline_bytes(func), i32),
            "end": IntegerAttr(limit, i32)})
    return (0, limit)


def _life(b: Buffer, epilogue: int) -> str:
    if b.kind in ("mbarriers", "tmem_slot"):
        return "kernel"
    return "epilogue" if b.first >= epilogue else "loops"


def _plan_attr(buffers: list[Buffer], epilogue: int, scratch_at, limit: int, before=None) -> ArrayAttr:
    entries = []
    for b in sorted(buffers, key=lambda b: b.offset):
        entries.append(DictionaryAttr({"kind": StringAttr(b.kind), "offset": IntegerAttr(b.offset, i32),
                                       "bytes": IntegerAttr(b.nbytes, i32), "live": StringAttr(_life(b, epilogue))}))
    end = _align(max([b.end for b in buffers] + [0]), SCRATCH_ALIGN)
    entries.append(DictionaryAttr({"kind": StringAttr("scratch"), "offset": IntegerAttr(end, i32),
                                   "end": IntegerAttr(limit, i32), "live": StringAttr("loops")}))
    if before is not None:
        entries.append(DictionaryAttr({"kind": StringAttr("scratch"), "offset": IntegerAttr(before[0], i32),
                                       "end": IntegerAttr(before[1], i32), "live": StringAttr("before loops")}))
    if scratch_at is not None:
        entries.append(DictionaryAttr({"kind": StringAttr("scratch"), "offset": IntegerAttr(scratch_at[0], i32),
                                       "end": IntegerAttr(scratch_at[1], i32), "live": StringAttr("epilogue")}))
    return ArrayAttr(entries)


def check_plan(buffers: list[Buffer], epilogue: int, scratch_at=None) -> None:
    """Raise `PlanError` when two buffers with overlapping lives overlap in shared memory, or
    the epilogue's scratch overlaps a buffer live in the epilogue."""
    for i, a in enumerate(buffers):
        for b in buffers[i + 1:]:
            if a.first <= b.last and b.first <= a.last and a.offset < b.end and b.offset < a.end:
                raise PlanError(f"{a.kind} [{a.offset}, {a.end}) and {b.kind} [{b.offset}, {b.end}) are live "
                                f"at the same time and overlap")
    if scratch_at is not None:
        start, end = scratch_at
        for b in buffers:
            if b.last >= epilogue and b.offset < end and start < b.end:
                raise PlanError(f"the epilogue scratch [{start}, {end}) overlaps {b.kind} [{b.offset}, {b.end})")


def plan_module(module: Operation, target: Target) -> None:
    for op in list(module.walk()):
        if op.name == "nv_tileaa.func" and op.regions[0].blocks:
            plan_function(op, target)


__all__ = ["plan_module", "plan_function", "check_plan", "buffers_of", "PlanError", "SHARED_PLAN_ATTR", "SCRATCH_ATTR"]
