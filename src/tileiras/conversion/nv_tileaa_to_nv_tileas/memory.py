"""Layout rules of the memory ops: reads anchor the default blocked layout (vectorized when
the view allows), writes get a layout whose accesses are wide and coalesced, pointer
loads/stores are elementwise.

Vector width: the widest access the view's alignment facts prove, narrowed so that the tile
still covers every thread (a 256-element f32 tile over 128 threads is read 2 elements per
thread, not 4 per thread by half of them while the other half hold duplicates). A read with no
vector proven that only feeds MMA operands still gives each thread 8-byte runs
(`staging_run`): its elements are loaded one by one, but reach shared memory in wide stores.

Stores: a stored tile whose layout writes worse than the layout a load of the same view would
take is improved. Worse means more elements per thread (a replicated tile, such as a row
reduction's result, that every thread holds whole), or, on a view whose contiguous dimension
is proven, lanes that do not follow the contiguous dimension (a transposed tile: each warp
store would touch many rows a few bytes each). The second is converted
(`nv_tileas.convert_layout`, through shared memory: NVIDIA stages these stores too); the
first only where it costs nothing (a round trip through shared memory costs about what the
replicated stores it saves do). An MMA's accumulator (the epilogue of a GEMM or attention)
holds runs of two elements per thread; on a contiguous view that allows wider stores it is
staged through shared memory too, as NVIDIA does, so each thread stores 16 bytes. Replicated
tiles are improved only where it costs nothing: a row reduction whose result is only stored produces it in
the store's layout directly, across warps by reading the warps' partials in that layout,
within warps in the layout the lanes' reduce-scatter leaves (fewer shuffles), else by each
thread picking its rows from its own registers (when the rows are split over warps, the
result keeps that split and spreads its registers over the lanes that held replicas).
"""

from __future__ import annotations

from math import prod

from xdsl.ir import Operation

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LAYOUT_RULES, LayoutAssigner, element_bits
from tileiras.layout.linear import (
    WARP_SIZE,
    LinearLayout,
    dim_bit_offsets,
    log2_exact,
    reduce_scattered,
    thread_holds,
)


@LAYOUT_RULES.rule("nv_tileaa.tiled_load", "nv_tileaa.gather_load")
def tiled_load(la: LayoutAssigner, op: Operation) -> None:
    """A tile read anchors the default layout, with 128-bit vectors when the view allows (not for gathers)."""
    r = op.results[0]
    v = run = 1
    if op.name == "nv_tileaa.tiled_load":
        v = record_vector(op, useful_vector(tuple(r.type.get_shape()), vector_width(op, r.type), la.num_warps))
        record_whole_runs(op, v)
        run = v if v > 1 else staging_run(la, op)
    la.set(r, la.default(r.type, run))


@LAYOUT_RULES.rule("nv_tileaa.tiled_store")
def tiled_store(la: LayoutAssigner, op: Operation) -> None:
    """The stored tile takes the layout a load of the view would take when its own writes worse
    (see the module docstring); the vector width used is recorded."""
    value = op.value
    shape = tuple(value.type.get_shape())
    v = useful_vector(shape, vector_width(op, value.type), la.num_warps)
    have = la.get(value)
    want = la.default(value.type, v)
    contiguous = contiguous_known(op)
    if have is not None and have != want and writes_worse(have, want, contiguous):
        scattered = reduce_scattered_result(la, value)
        if reduction_can_produce(la, value, want) and (scattered is None or crosses_warps(la, value)):
            la.set(value, want)  # the reduction produces its result in the store's layout
        elif scattered is not None and not writes_worse(scattered, want, contiguous):
            la.set(value, scattered)  # the lanes reduce-scatter the rows: fewer shuffles
        elif reduction_can_produce(la, value, spread := spread_registers(have)) and \
                not writes_worse(spread, want, contiguous):
            la.set(value, spread)  # each thread keeps a share of the rows it holds
        elif contiguous and not coalesced(have) and coalesced(want):
            op.operands[1] = la.ensure(value, want, op)  # staged through shared memory
    elif have is not None and have != want and contiguous and from_dot(value) and run_bits(have) < run_bits(want):
        op.operands[1] = la.ensure(value, want, op)  # an MMA epilogue: 128-bit stores
    record_vector(op, v)
    record_whole_runs(op, v)


def run_bits(layout: LinearLayout) -> int:
    """log2 of how many consecutive elements of the contiguous order a thread holds in
    consecutive registers (the widest store the layout allows)."""
    k = 0
    while k < len(layout.reg) and layout.reg[k] == k:
        k += 1
    return k


_EPILOGUE_OPS = ("nv_tileaa.fp_to_fp", "nv_tileaa.int_to_int", "nv_tileaa.fp_to_int", "nv_tileaa.int_to_fp",
                 "nv_tileaa.view", "nv_tileaa.expand_dims", "arith.divf", "arith.mulf", "arith.addf", "arith.subf")
"""What an epilogue does to an accumulator before storing it (first operand followed):
conversions, reshapes, and scaling (attention's `acc / l`)."""


def from_dot(value) -> bool:
    """Whether `value` is an MMA's accumulator (a `dot`'s result, through a loop that carries it
    and `_EPILOGUE_OPS`): the tile an epilogue stores."""
    seen = 0
    while seen < 16:
        seen += 1
        owner = value.owner
        if not isinstance(owner, Operation):
            return False
        if owner.name == "nv_tileaa.dot":
            return True
        if owner.name in _EPILOGUE_OPS:
            value = owner.operands[0]
        elif owner.name == "scf.for":
            value = owner.body.block.last_op.operands[value.index]
        else:
            return False
    return False


STAGED_RUN_BYTES = 8


def staging_run(la: LayoutAssigner, op: Operation) -> int:
    """Elements a thread holds consecutively from a per-element tile read that only feeds
    MMA operands: 8 bytes' worth, so the trip through shared memory to the operand layout is
    one 64-bit shared store per run instead of one per element (NVIDIA's unaligned GEMMs do
    the same: 8 STS for 32 scalar loads). The global reads stay per element
    (`nv_tileas.vector` is 1); a warp's reads then touch the same lines over `run` loads."""
    r = op.results[0]
    if not _only_mma_operand(r):
        return 1
    bits = element_bits(r.type)
    if bits < 8:
        return 1
    return useful_vector(tuple(r.type.get_shape()), STAGED_RUN_BYTES * 8 // bits, la.num_warps)


def _only_mma_operand(value) -> bool:
    """Whether every use of `value`, through reshapes and permutes, is a dot's A or B."""
    uses = [u.operation for u in value.uses]
    if not uses:
        return False
    for u in uses:
        if u.name in ("nv_tileaa.view", "nv_tileaa.permute"):
            if not _only_mma_operand(u.results[0]):
                return False
        elif u.name != "nv_tileaa.dot" or u.operands[2] is value:
            return False
    return True


def useful_vector(shape: tuple[int, ...], v: int, num_warps: int) -> int:
    """`v` narrowed so that a tile of `shape` still gives every thread a vector (when it has
    at least one element per thread)."""
    numel = prod(shape)
    threads = WARP_SIZE * num_warps
    if v > 1 and threads <= numel < threads * v:
        return numel // threads
    return v


def vector_width(op: Operation, elem_type) -> int:
    """The 128-bit vector width the view's alignment facts allow; 1 when nothing is proven."""
    from tileiras.dialects.nv_tileas.facts import view_vector_width

    sem = op.properties.get("mem_semantic")
    if sem is not None and sem.data.value != "weak":
        return 1
    bits = element_bits(elem_type)
    if bits < 8:
        return 1
    return view_vector_width(op.operands[0], bits // 8)


def record_vector(op: Operation, v: int) -> int:
    """Record vector width `v` on `op` as `nv_tileas.vector` for the code generator (nothing
    when 1); returns `v`."""
    from xdsl.dialects.builtin import IntegerAttr, IntegerType as I

    if v > 1:
        op.attributes["nv_tileas.vector"] = IntegerAttr(v, I(32))
    elif "nv_tileas.vector" in op.attributes:
        del op.attributes["nv_tileas.vector"]
    return v


def record_whole_runs(op: Operation, v: int) -> None:
    """Mark `op` `nv_tileas.vector_whole` when the view's extent along its contiguous dimension
    is a multiple of `v`: a run of `v` elements (which starts at a multiple of `v`) is then in
    bounds whole or not at all, so the code generator needs no per-element fallback at the edge."""
    from xdsl.dialects.builtin import UnitAttr

    from tileiras.dialects.nv_tileas.facts import memref_facts

    op.attributes.pop("nv_tileas.vector_whole", None)
    if v <= 1:
        return
    owner = op.operands[0].owner
    if not isinstance(owner, Operation) or owner.name != "nv_tileaa.block_tile":
        return
    facts = memref_facts(owner.operands[0])
    if facts is not None and facts[3][op.operands[0].type.dim_map[-1]] % v == 0:
        op.attributes["nv_tileas.vector_whole"] = UnitAttr()


def contiguous_known(op: Operation) -> bool:
    """Whether the view's last tile dimension is proven to have stride 1 in memory."""
    from tileiras.dialects.nv_tileas.facts import memref_facts

    view = op.operands[0]
    owner = view.owner
    if not isinstance(owner, Operation) or owner.name != "nv_tileaa.block_tile":
        return False
    t = view.type
    if t.sparse_dim >= 0 or not t.tile_shape:
        return False
    facts = memref_facts(owner.operands[0])
    return facts is not None and facts[2][t.dim_map[-1]] == 1


def _single_use_reduce(value) -> Operation | None:
    op = value.owner
    if not isinstance(op, Operation) or op.name != "nv_tileaa.reduce" or len(op.results) != 1:
        return None
    if len(list(value.uses)) != 1 or not value.type.get_shape():
        return None
    return op


def crosses_warps(la: LayoutAssigner, value) -> bool:
    """Whether `value`, a single-use reduction's result, reduces an axis that spans warps."""
    op = _single_use_reduce(value)
    layout = la.get(op.operands[0]) if op is not None else None
    if layout is None:
        return False
    lo = dim_bit_offsets(layout.shape)[op.axis.value.data]
    hi = lo + log2_exact(layout.shape[op.axis.value.data])
    return any(lo <= b < hi for b in layout.warp)


def reduce_scattered_result(la: LayoutAssigner, value) -> LinearLayout | None:
    """For a single-use reduction's result whose reduction stays within warps and whose lanes
    can reduce-scatter rows, the layout that leaves (`layout.linear.reduce_scattered`)."""
    op = _single_use_reduce(value)
    layout = la.get(op.operands[0]) if op is not None else None
    if layout is None or crosses_warps(la, value):
        return None
    scattered = reduce_scattered(layout, op.axis.value.data)
    return None if scattered == la.get(value) else scattered


def reduction_can_produce(la: LayoutAssigner, value, want: LinearLayout) -> bool:
    """Whether `value` is the only result of an `nv_tileaa.reduce`, used once, that can produce
    it in `want` at no cost: when its axis spans warps, its last step combines the warps'
    partials through shared memory, reading them in whatever layout the result has; else when
    every thread already holds the elements `want` gives it (a replicated result), each picks
    them from its own registers."""
    if _single_use_reduce(value) is None:
        return False
    if crosses_warps(la, value):
        return True
    have = la.get(value)
    return have is not None and thread_holds(have, want)


def spread_registers(layout: LinearLayout) -> LinearLayout:
    """`layout` with its register bits moved, lowest first, into the lane then warp bits that
    hold replicas: every thread keeps a share of what it held (no data moves between threads)."""
    moving = [b for b in layout.reg if b >= 0]
    lane, warp = list(layout.lane), list(layout.warp)
    for bases in (lane, warp):
        for i, b in enumerate(bases):
            if b < 0 and moving:
                bases[i] = moving.pop(0)
    return LinearLayout(layout.shape, tuple(moving), tuple(lane), tuple(warp))


def owned_per_thread(layout: LinearLayout) -> int:
    """Distinct elements each thread holds (registers that are not replicas)."""
    return sum(1 for r in range(layout.num_regs) if not layout.is_replica_reg(r))


def coalesced(layout: LinearLayout) -> bool:
    """Whether consecutive lanes hold consecutive runs of the row-major (contiguous) order:
    the thread's first registers hold elements 0, 1, ... and lane bit 0 the next bit."""
    k = run_bits(layout)
    return k >= layout.nbits or layout.lane[0] == k


def writes_worse(have: LinearLayout, want: LinearLayout, contiguous: bool) -> bool:
    """Whether storing a tile in `have` costs more than in `want` (see the module docstring)."""
    if owned_per_thread(have) > owned_per_thread(want):
        return True
    return contiguous and not coalesced(have) and coalesced(want)


LAYOUT_RULES.rule("nv_tileaa.load", "nv_tileaa.store")(LayoutAssigner.elementwise)
LAYOUT_RULES.rule("nv_tileaa.get_global", "nv_tileaa.alloca", "nv_tileaa.memory_fence_tko",
                  "nv_tileaa.gdc_wait_tko", "nv_tileaa.gdc_launch_dependents_tko")(
    LayoutAssigner.default_layout)
LAYOUT_RULES.exempt("a sink: the stored tile keeps its layout", "nv_tileaa.scatter_store")
LAYOUT_RULES.exempt("a module-level global: the pass visits function bodies only", "nv_tileaa.global")
