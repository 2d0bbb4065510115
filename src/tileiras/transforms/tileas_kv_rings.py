"""Attention's K and V in separate TMA rings on sm_90 (issue 14).

NVIDIA's 13.5 dense_attention_f16 and aligned_attention_f16 on sm_90 (PTX of its --lineinfo
cubins) keep the two tiles an attention iteration reads in two rings, each with its own full and
empty mbarriers: the producer warp waits for K's empty stage and copies K, then waits for V's and
copies V; the consumer waits for K's full stage, issues the wgmmas of S = Q K^T, waits for their
group and arrives on K's empty mbarrier, computes the softmax, then waits for V's full stage,
issues the wgmmas of O += P V, waits for them and arrives on V's empty mbarrier. So K's stage
goes back to the producer as soon as S is computed, not when the whole iteration is done, and
V's copy may land while the softmax runs.

Here, for a loop at the function's top level with exactly two dots where every staged load
(`tileas_pipeline.Candidate`) feeds exactly one of them directly (through shape ops and layout
conversions, not through the other dot's result) and both dots get loads:

- `tileas-unspecialized-pipeline` (`pipeline_split_rings`) gives each dot's loads their own TMA
  ring (`tileas_tma.pipeline_loop_tma` once per ring: buffers, full mbarriers, stage and phase
  carried by the loop), each with the depth `tileas_pipeline.ring_depth` gives it (recorded on
  its buffers and mbarriers, `nv_tileas.ring_depth`): the last dot's ring as one ring would be,
  the earlier dot's one stage shallower since its stage comes back mid-iteration
  (`ring_depth(early_release=True)`; NVIDIA's K ring is one stage shallower than its V ring:
  5 and 6 on dense_attention_f16, 6 and 7 on aligned_attention_f16). The second dot's ring is placed first
  (lower offsets), as NVIDIA places V before K; tensor-map numbers keep the loads' order.
- `tileas-warp-specialize` builds one producer loop carrying every ring's stage and phase, and in
  the consumer (`release_each_ring`) moves each later ring's wait down to its first reader and
  releases each ring right after its last reader (the wgmma waits for its group first).

GEMMs (one dot) keep one ring; targets other than sm_90 (wgmma, no tcgen05) keep one ring.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Block, Operation, SSAValue

from tileiras.dialects.nv_tileas.warp_ops import mbarrier_arrive
from tileiras.target import Target


def splits_rings(target: Target | None) -> bool:
    """Whether a two-dot loop's operands get a ring per dot on `target`: sm_90 (TMA, wgmma, a
    producer warp), as NVIDIA's 13.5 does there."""
    return target is not None and target.has_tma and target.has_wgmma and not target.has_tcgen05 \
        and target.warp_specializes_tma_rings


def _in_body(op: Operation, body: Block) -> Operation | None:
    """`op` or its ancestor directly in `body` (None: not inside it)."""
    while op is not None and op.parent_block() is not body:
        op = op.parent_op()
    return op


def dots_fed(v: SSAValue, dots: list[Operation], body: Block) -> set[int]:
    """Which of `dots` (indices) `v` reaches through its uses in `body`, not passing through a
    dot's result (attention's K reaches the first dot; the second only through the first's
    result, which does not count)."""
    reached: set[int] = set()
    seen: set[int] = set()
    todo = [v]
    while todo:
        value = todo.pop()
        for use in list(value.uses):
            op = _in_body(use.operation, body)
            if op is None or id(op) in seen:
                continue
            seen.add(id(op))
            if op in dots:
                reached.add(dots.index(op))
                continue
            todo.extend(op.results)
    return reached


def ring_groups(loop: Operation, cands: list, func_block: Block, target: Target | None) -> list[list[int]] | None:
    """The candidates (indices) of each ring, in dot order, when `loop`'s loads split into a
    ring per dot (module docstring); None: one ring."""
    if not splits_rings(target) or loop.parent_block() is not func_block:
        return None
    body = loop.body.block
    dots = [op for op in body.ops if op.name == "nv_tileaa.dot"]
    if len(dots) != 2:
        return None
    groups: list[list[int]] = [[], []]
    for i, c in enumerate(cands):
        fed = dots_fed(c.load.results[0], dots, body)
        if len(fed) != 1:
            return None
        groups[fed.pop()].append(i)
    return groups if all(groups) else None


def pipeline_split_rings(loop: Operation, cands: list, choices: list, groups: list[list[int]], maps: dict,
                         offset: int, budget: int, func_block: Block, target: Target) -> int | None:
    """Pipeline `loop` with one TMA ring per group (`ring_groups`); the shared bytes taken from
    `offset`, or None (nothing changed) when a ring would have fewer than 2 stages or is filled
    by multicast. Each ring's depth is `ring_depth` of its own loads, within what is left of the
    budget once the rings placed after it get as many stages."""
    from tileiras.transforms.tileas_pipeline import _record, ring_depth
    from tileiras.transforms.tileas_tma import pipeline_loop_tma, tma_bytes

    if any(ch.multicast > 1 for ch in choices):
        return None
    order = list(reversed(groups))  # the last dot's ring first: NVIDIA's V at the lower offsets
    depths = []
    at = offset
    for n, idx in enumerate(order):
        mine = [choices[i] for i in idx]
        later = [choices[i] for g in order[n + 1:] for i in g]

        def fits(s: int, mine=mine, later=later, at=at) -> bool:
            end = at + tma_bytes(s, mine, at) + 8 * s  # the ring, its full and (producer) empty mbarriers
            if later:
                end += tma_bytes(s, later, end) + 8 * len(order[n + 1:]) * s
            return end <= budget

        early = idx is not groups[-1]  # released after a dot before the last (K's)
        depth = ring_depth([cands[i] for i in idx], loop, target, fits, early_release=early)
        if depth.stages < 2:
            return None
        depths.append(depth)
        at += tma_bytes(depth.stages, mine, at) + 8 * depth.stages
    for c in cands:
        maps.setdefault(c.load.view, len(maps))
    ids = [maps[c.load.view] for c in cands]
    body = loop.body.block
    start = offset
    for idx, depth in zip(order, depths):
        ring_start = start
        start += pipeline_loop_tma(body.parent_op(), [cands[i] for i in idx], [choices[i] for i in idx],
                                   [ids[i] for i in idx], depth.stages, start, func_block)
        _record(func_block, start, depth, ring_start)
    return start - offset


@dataclass
class Ring:
    """One TMA ring of a specialized loop: the consumer's wait for a full stage (its stage and
    phase are loop-carried values), the producer's expect and copies, the full mbarriers'
    allocation and the empty ones the pass adds."""

    wait: Operation
    expect: Operation
    loads: list[Operation]
    full: Operation
    empty: Operation | None = None

    @property
    def stages(self) -> int:
        return self.full.results[0].type.get_shape()[0]

    @property
    def stage(self) -> SSAValue:
        return self.wait.operands[1]

    @property
    def buffers(self) -> list[SSAValue]:
        return [ld.buffer for ld in self.loads]


def rings_of(body: Block, expects: list[Operation], loads: list[Operation]) -> list[Ring] | str:
    """The rings of a loop with several (the consumer's waits in body order), or why not: each
    expect predicated, its mbarriers waited for once in the body on a stage and phase the loop
    carries, its copies reading no other ring's mbarriers."""
    rings = []
    for expect in expects:
        waits = [op for op in body.ops if op.name == "nv_tileas.mbarrier_wait" and op.operands[0] is expect.bars]
        if expect.pred is None or len(waits) != 1:
            return "a ring without one predicated stage of copies and one wait"
        wait = waits[0]
        if any(v.owner is not body or v.index == 0 for v in wait.operands[1:3]):
            return "a ring's stage and phase are not carried by the loop"
        full = expect.bars.owner
        if not isinstance(full, Operation) or full.name != "nv_tileas.alloc_mbarriers":
            return "a ring's mbarriers are not allocated at the top level"
        rings.append(Ring(wait, expect, [ld for ld in loads if ld.bars is expect.bars], full))
    if sum(len(r.loads) for r in rings) != len(loads) or not all(r.loads for r in rings):
        return "copies outside the rings"
    rings.sort(key=lambda r: body.get_operation_index(r.wait))
    return rings


def _readers(body: Block, buffers: list[SSAValue]) -> list[Operation]:
    """The ops of `body` (or holding, in a region, an op) that read one of `buffers`, in order."""
    out = []
    for op in body.ops:
        if any(v in buffers for inner in op.walk() for v in inner.operands):
            out.append(op)
    return out


def release_each_ring(body: Block, rings: list[Ring]) -> None:
    """The consumer's side of split rings: every wgmma waits for its own group (`pending = 0`),
    each ring after the first waits for its stage just before its first reader (not at the top
    of the iteration), and each ring is released right after its last reader (NVIDIA's
    `wgmma.wait_group 0` then `mbarrier.arrive` on that ring's empty mbarrier)."""
    from tileiras.transforms.tileas_warp_specialize import retire_before_release

    retire_before_release(body)
    for n, ring in enumerate(rings):
        readers = [op for op in _readers(body, ring.buffers) if op is not ring.wait]
        if not readers:
            raise ValueError("a ring nobody reads")
        if n:
            ring.wait.detach()
            body.insert_op_before(ring.wait, readers[0])
        place_release(body, mbarrier_arrive(ring.empty.results[0], ring.stage), readers[-1])


def place_release(body: Block, arrive: Operation, last_reader: Operation) -> None:
    """Put a ring's release right after its last reader (whose wgmma group has retired; a test
    puts it before the reader instead: the stage released while the wgmma still reads it)."""
    body.insert_op_after(arrive, last_reader)


__all__ = ["splits_rings", "ring_groups", "pipeline_split_rings", "Ring", "rings_of", "release_each_ring"]
