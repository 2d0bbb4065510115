"""Share a tile block's work among the CTAs of its cluster (the `num_cta_in_cga` hint).

cuTile's `@ct.kernel(num_ctas=N)` makes a tile block a cluster of N CTAs. Without this pass
the cluster's first CTA does the whole tile block and the others return at once
(`nv_tileas_to_llvm`). NVIDIA's tileiras 13.5 splits the block's output tile among the CTAs
(tools/nvidia_cluster_facts.py, on a 128x256x64 f16 GEMM with num_ctas=2): on sm_90 by rows
(each CTA a 64x256 wgmma tile, the shared B operand multicast), on sm_120 by columns (each CTA
128x128 with mma.sync), on sm_100 as one 2-CTA tcgen05 MMA (`cta_group::2`). This pass makes
the split at the nv_tileaa level, where every later stage sees an ordinary kernel with a
smaller tile: rows on targets with wgmma (NVIDIA's sm_90 split), rows on the tcgen05 targets for
a 2-CTA GEMM the CTA pair can take (`pairs`: its dots marked `CTA_PAIR_ATTR` become one
`tcgen05.mma.cta_group::2`, NVIDIA's sm_100 form), columns elsewhere (NVIDIA's sm_120 split; on
the tcgen05 targets each CTA then runs a 128-row `cta_group::1` MMA).

Which values are split is found by propagation from the kernel's `tiled_store`s (the output
tiles) through the ops whose split is known, and the kernel is left as it is when any value
meets another op:

    tiled_store %view, %v, %i, %j     %v split along the axis; the view's tile is 1/N of it
                                      along that axis and the index there becomes i * N + rank
    tiled_load -> %v                  the same for the loaded view and index
    dot(%a, %b, %c) -> %d             %d and %c along one axis; rows: %a by rows, %b whole;
                                      columns: %b by columns, %a whole
    fp_to_fp %s -> %v                 %s along the same axis
    splat -> %v                       (a scalar broadcast: only its type)
    scf.for                           an iterated value, its init, block argument and yield alike

Every split extent must be a multiple of N, each view a `block_tile` of non-overlapping tiles
in memref order. On sm_90 the operand every CTA still loads whole (B of a row split) is marked
`MULTICAST_ATTR`: the TMA pipeline copies it by multicast, each CTA 1/N of its rows to all
(`transforms/tileas_tma.py`, docs/codegen.md "Clusters"). Each CTA then computes the rows (columns) [rank * T/N, (rank+1) * T/N) of the
block's tile T, reading and writing exactly the elements the whole-block code would, with the
same padding and bounds (a partial tile is cut at the same array edges).
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, TensorType, i32, i64
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from tileiras.dialects.nv_tileaa.hints import kernel_hints
from tileiras.dialects.nv_tileaa.ops.grid import GetClusterRankOp
from tileiras.dialects.nv_tileaa.types import TiledViewType

SPLIT_SIZES = (2, 4)
"""Cluster sizes the pass splits for (a power of two divides the tiles NVIDIA's cuTile uses)."""


class _NoSplit(Exception):
    """The kernel has an op whose split is not known: it keeps the first-CTA-works form."""


def split_axis(target) -> int:
    """0 (rows) on targets with wgmma, as NVIDIA's sm_90 split; 1 (columns) elsewhere."""
    return 0 if target.has_wgmma else 1


def cluster_size(func: Operation, target) -> int:
    """The CTAs of one tile block's cluster (1: no cluster)."""
    n = kernel_hints(func).get("num_cta_in_cga", 1) if target.has_clusters else 1
    return max(n, 1)


MULTICAST_ATTR = "nv_tileas.multicast"
"""On a `tiled_load` of the operand every CTA of the cluster reads whole: the cluster size (the
TMA pipeline then copies it by multicast, `transforms/tileas_tma.py`)."""


def multicasts(target) -> bool:
    """Whether the shared operand is multicast: where NVIDIA's code does it (sm_90)."""
    return bool(target.has_wgmma)


CTA_PAIR_ATTR = "nv_tileas.cta_pair"
"""On a dot of a 2-CTA tile block split by rows on a tcgen05 target: the two CTAs' dots are one
`tcgen05.mma.cta_group::2` (M = 128: each CTA its 64 rows, its half of B's columns; the even
CTA issues it), as NVIDIA's code on sm_100/sm_103 (the layout pass gives the dot the warp
split "pair", `tileas_tcgen05` selects the pair MMA and puts the attribute on its tensor-memory
ops, `transforms/tcgen05_pair.py` makes the roles' protocol span the pair, the lowering emits
the `cta_group::2` forms)."""


def pairs(func: Operation, n: int, target) -> bool:
    """Whether `func`'s tile block becomes one 2-CTA tcgen05 MMA (`CTA_PAIR_ATTR`): a tcgen05
    target, 2 CTAs, and every dot 128 rows (64 per CTA) by N in 32..256 (a multiple of 32: each
    CTA's B half a whole number of 16-column slices), f16 or bf16 operands, f32 accumulator."""
    if n != 2 or not getattr(target, "has_tcgen05", False):
        return False
    dots = [op for op in func.walk() if op.name == "nv_tileaa.dot"]
    for dot in dots:
        shape = tuple(dot.results[0].type.get_shape())
        elems = {str(v.type.get_element_type()) for v in dot.operands[:2]}
        if (len(shape) != 2 or shape[0] != 128 or shape[1] % 32 or not 32 <= shape[1] <= 256 or len(elems) != 1
                or elems - {"f16", "bf16"} or str(dot.results[0].type.get_element_type()) != "f32"):
            return False
    return bool(dots)


def split_module(module: Operation, target) -> None:
    """Split every kernel of `module` launched as clusters whose ops allow it (module docstring);
    a 2-CTA GEMM on a tcgen05 target by rows, its dots marked `CTA_PAIR_ATTR`."""
    for func in [op for op in module.walk() if op.name == "nv_tileaa.func" and op.regions[0].blocks]:
        n = cluster_size(func, target)
        if n not in SPLIT_SIZES:
            continue
        if pairs(func, n, target) and split_function(func, n, 0):
            for dot in [op for op in func.walk() if op.name == "nv_tileaa.dot"]:
                dot.attributes[CTA_PAIR_ATTR] = IntegerAttr(1, i32)
            continue
        split_function(func, n, split_axis(target), multicasts(target))


def split_function(func: Operation, n: int, axis: int, multicast: bool = False) -> bool:
    """Split `func`'s output tiles along `axis` among `n` CTAs; False (nothing changed) when
    some op's split is not known. With `multicast`, a dot operand loaded whole by every CTA
    (a `tiled_load` read by the dot only) is marked `MULTICAST_ATTR`."""
    try:
        plan = _plan(func, n, axis)
    except _NoSplit:
        return False
    if not plan:
        return False
    _apply(func, plan, n)
    if multicast:
        for dot in [op for op in func.walk() if op.name == "nv_tileaa.dot"]:
            shared = dot.b if axis == 0 else dot.a
            ld = shared.owner
            if shared in plan or not isinstance(ld, Operation) or ld.name != "nv_tileaa.tiled_load":
                continue
            rows = shared.type.get_shape()[0]
            if rows % n == 0 and all(u.operation is dot for u in shared.uses):
                ld.attributes[MULTICAST_ATTR] = IntegerAttr(n, i32)
    return True


def _tensor(v: SSAValue) -> bool:
    return isinstance(v.type, TensorType)


def _plan(func: Operation, n: int, axis: int) -> dict[SSAValue, int]:
    """Each value to split and its axis (raises `_NoSplit`)."""
    split: dict[SSAValue, int] = {}
    work: list[tuple[SSAValue, int]] = []

    def want(v: SSAValue, a: int) -> None:
        if not _tensor(v):
            raise _NoSplit
        shape = v.type.get_shape()
        if len(shape) != 2 or shape[a] % n:
            raise _NoSplit
        if v in split:
            if split[v] != a:
                raise _NoSplit
            return
        split[v] = a
        work.append((v, a))

    stores = [op for op in func.walk() if op.name == "nv_tileaa.tiled_store"]
    if not stores:
        return {}
    for st in stores:
        want(st.operands[1], axis)
    while work:
        v, a = work.pop()
        _visit_def(v, a, want)
        for use in list(v.uses):
            _visit_use(use.operation, use.index, v, a, want)
    for v in split:
        for op in _views_of(v):
            _check_view(op, split[v], n)
    return split


def _visit_def(v: SSAValue, a: int, want) -> None:
    if isinstance(v, BlockArgument):
        loop = v.owner.parent_op() if isinstance(v.owner, Block) else None
        if loop is None or loop.name != "scf.for" or v.index == 0:
            raise _NoSplit
        k = v.index - 1
        want(loop.results[k], a)
        return
    op = v.owner
    if op.name in ("nv_tileaa.splat", "nv_tileaa.tiled_load"):
        return
    if op.name == "nv_tileaa.fp_to_fp":
        want(op.operands[0], a)
        return
    if op.name == "nv_tileaa.dot":
        _dot(op, a, want)
        return
    if op.name == "scf.for":
        k = v.index
        want(op.operands[3 + k], a)  # init
        want(op.regions[0].blocks.first.args[k + 1], a)
        want(op.regions[0].blocks.first.last_op.operands[k], a)  # yield
        return
    raise _NoSplit


def _dot(op: Operation, a: int, want) -> None:
    if op.sfa is not None or op.sfb is not None:
        raise _NoSplit
    want(op.results[0], a)
    want(op.c, a)
    if a == 0:
        want(op.a, 0)
    else:
        want(op.b, 1)


def _visit_use(op: Operation, index: int, v: SSAValue, a: int, want) -> None:
    name = op.name
    if name == "nv_tileaa.tiled_store" and index == 1:
        return
    if name == "nv_tileaa.fp_to_fp":
        want(op.results[0], a)
        return
    if name == "nv_tileaa.dot":
        # as the left operand only by rows, as the right one only by columns, the accumulator alike
        if (index == 0 and a != 0) or (index == 1 and a != 1):
            raise _NoSplit
        _dot(op, a if index != 2 else a, want)
        return
    if name == "scf.yield" and op.parent_op() is not None and op.parent_op().name == "scf.for":
        want(op.parent_op().results[index], a)
        return
    if name == "scf.for" and index >= 3:
        want(op.results[index - 3], a)
        return
    raise _NoSplit


def _views_of(v: SSAValue) -> list[Operation]:
    """The loads that make `v` and the stores that write it (their views change)."""
    out = []
    if not isinstance(v, BlockArgument) and v.owner.name == "nv_tileaa.tiled_load":
        out.append(v.owner)
    out += [u.operation for u in v.uses if u.operation.name == "nv_tileaa.tiled_store" and u.index == 1]
    return out


def _check_view(op: Operation, a: int, n: int) -> None:
    view = op.operands[0]
    vt = view.type
    bt = view.owner
    if not isinstance(vt, TiledViewType) or not isinstance(bt, Operation) or bt.name != "nv_tileaa.block_tile":
        raise _NoSplit
    tile = tuple(vt.tile_shape)
    if len(tile) != 2 or tuple(vt.dim_map) != (0, 1) or tuple(vt.steps) != tile or vt.sparse_dim_attr.data != -1:
        raise _NoSplit
    if tile[a] % n:
        raise _NoSplit
    nidx = len(op.operands) - (3 if op.name == "nv_tileaa.tiled_store" else 2)
    first_index = 2 if op.name == "nv_tileaa.tiled_store" else 1
    if nidx != 2 or op.operands[first_index + a].type != i32:
        raise _NoSplit


def _apply(func: Operation, split: dict[SSAValue, int], n: int) -> None:
    entry = func.regions[0].blocks.first
    rank_op = GetClusterRankOp.create(result_types=[i32])
    first = entry.first_op
    entry.insert_op_before(rank_op, first)
    rank = rank_op.results[0]
    for v, a in split.items():
        shape = list(v.type.get_shape())
        shape[a] //= n
        v._type = TensorType(v.type.get_element_type(), shape)  # noqa: SLF001 - retyping in place, as the layout pass does
    done: set[int] = set()
    for v, a in split.items():
        for op in _views_of(v):
            if id(op) in done:
                continue
            done.add(id(op))
            _split_view(op, a, n, rank)


def _split_view(op: Operation, a: int, n: int, rank: SSAValue) -> None:
    """`op`'s view becomes a fresh `block_tile` (next to the old one: a loop-invariant view stays
    one) with 1/n of the tile along `a`, its index along `a` index * n + rank (computed where
    the index is defined)."""
    bt = op.operands[0].owner
    vt = op.operands[0].type
    tile = list(vt.tile_shape)
    tile[a] //= n
    new_type = TiledViewType(tile, vt.memref, list(vt.dim_map), tile, vt.sparse_dim_attr.data, vt.padding_attr.data)
    new_bt = bt.clone()
    new_bt.properties["tileSizes"] = DenseArrayBase.from_list(i64, tile)
    new_bt.results[0]._type = new_type  # noqa: SLF001
    bt.parent_block().insert_op_after(new_bt, bt)
    op.operands[0] = new_bt.results[0]
    first_index = 2 if op.name == "nv_tileaa.tiled_store" else 1
    idx = op.operands[first_index + a]
    c = arith.ConstantOp(IntegerAttr(n, idx.type))
    mul = arith.MuliOp(idx, c.result)
    add = arith.AddiOp(mul.result, rank)
    if isinstance(idx, BlockArgument):
        block, after = idx.owner, (rank.owner if idx.owner is rank.owner.parent_block() else None)
        if after is None:
            block.insert_ops_before([c, mul, add], block.first_op)
        else:
            block.insert_ops_after([c, mul, add], after)
    else:
        idx.owner.parent_block().insert_ops_after([c, mul, add], idx.owner)
    op.operands[first_index + a] = add.result


__all__ = ["CTA_PAIR_ATTR", "pairs", "MULTICAST_ATTR", "multicasts", "split_module", "split_function", "split_axis", "cluster_size", "SPLIT_SIZES"]
