"""Strip-mining: big elementwise tiles become an `scf.for` over register-sized chunks.

A tile value is lowered to one LLVM value per element per thread, fully unrolled, so the code
of a 65,536-element elementwise tile grows with the tile (minutes of LLVM and ptxas, gigabytes
of memory) where NVIDIA's tileiras writes a loop. This pass, on nv_tileaa before layouts, finds
in each block the computations on one big tile shape `S` (more than `BUDGET_PER_THREAD` elements
per thread) and moves them into one `scf.for` whose body computes one chunk of shape `C` (about
`CHUNK_PER_THREAD` elements per thread):

- `tiled_load` / `tiled_store` of a `block_tile` view (non-overlapping tiles, no gather) become
  the same op on a view cut into `C`-shaped tiles, at tile index `i * (S/C) + k` along each dim;
  the elements, their bounds masks and padding are the same;
- elementwise ops (`arith`, `math`, nv_tileaa's elementwise and convert families), per-lane
  `load` / `store` through tiles of pointers and pointer arithmetic apply to the chunk; `splat`
  makes a chunk; `make_range` makes the chunk's own range (`start + k*C` onwards); a `broadcast`
  of a smaller tile broadcasts the source's chunk (an `extract_slice` of it where the source is
  not 1 along a chunked dim); `assume` on the big tile is dropped (a hint only);
- a `reduce` of the big tile (one operand) along axis `a` chunks along `a` only: the loop carries
  a chunk-shaped accumulator (the identity at first) that the combiner folds each chunk into,
  and the original reduce runs once on it after the loop. The order of a float reduction's
  additions changes (as any tree order does).

The slice's ops move into the loop, placed at its last op that is not a reduce (the reduces go
just after it), so they keep their order among themselves and move only down past other ops:
those between must not write memory, nor read it after a store of the slice. A load or store
ordered after another op of the slice by its token keeps the whole slice as it is, except the
in-place update `y = f(y)`: a store to the very tile of the very view a load of the slice read,
where each chunk's store writes only what that chunk's load read.

A computation is left as it is (whole) when any op on the big shape is something else (a dot,
permute, reshape, a gather view, a non-splat constant, an op with a region, a loop-carried tile),
when a big value or a load/store token is used outside it, or when no chunk shape fits (a reduce
whose other dims alone exceed the budget). Tiles of at most `BUDGET_PER_THREAD` elements per
thread are never touched, so their code does not change.

The loop carries the attribute `tileiras.strip_mined = [S..., C...]`: `--print-ir-after=
convert-nv-tileaa-to-nv-tileas` shows the choice (the pass runs at the start of that stage).
Tile indices stay in their integer type, so a tile index so far out of bounds that
`i * (S/C) + k` overflows it could wrap onto memory; no in-bounds tile of an i32-indexed array
comes near that.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import prod

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IntegerAttr, IntegerType, TensorType, i64
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.traits import is_side_effect_free

BUDGET_PER_THREAD = 64
"""A tile with more elements per thread than this is strip-mined (the corpus' largest
elementwise tiles have 64 per thread: their code stays as it is)."""

CHUNK_PER_THREAD = 16
"""About how many elements per thread one chunk holds (4 vectors of 16 bytes in f32)."""

ATTR = "tileiras.strip_mined"

_ELEMENTWISE_FAMILIES = ("elementwise", "convert")
_LOAD, _STORE, _REDUCE = "nv_tileaa.tiled_load", "nv_tileaa.tiled_store", "nv_tileaa.reduce"
_PER_LANE_MEMORY = ("nv_tileaa.load", "nv_tileaa.store")
_READS = ("nv_tileaa.tiled_load", "nv_tileaa.load", "nv_tileaa.gather_load")


def _shape(t) -> tuple[int, ...] | None:
    return tuple(t.get_shape()) if isinstance(t, TensorType) else None


def _is_elementwise(op: Operation) -> bool:
    if op.regions or op.name in ("arith.constant",):
        return False
    return (op.name.startswith(("arith.", "math.")) or getattr(op, "FAMILY", None) in _ELEMENTWISE_FAMILIES)


@dataclass
class _Slice:
    """The ops of one block that compute on tiles of shape `shape`, in block order."""

    shape: tuple[int, ...]
    ops: list[Operation] = field(default_factory=list)
    axis: int | None = None  # the reduction axis, when the slice has reduces
    anchor: Operation | None = None  # the last op that is not a reduce: the loop goes there


def strip_mine_module(module: Operation) -> None:
    """Strip-mine the big tiles of every `nv_tileaa.func` of `module`, in place."""
    from tileiras.dialects.nv_tileaa.hints import num_warps_of

    for func in [op for op in module.walk() if op.name == "nv_tileaa.func" and op.regions[0].blocks]:
        threads = 32 * num_warps_of(func)
        blocks = [b for op in func.walk() for r in op.regions for b in r.blocks]
        changed = False
        for block in blocks:
            for shape in _big_shapes(block, threads):
                s = _slice_of(block, shape)
                if s is not None and _rewrite(s, threads):
                    changed = True
        if changed:  # layouts count warps from the tiles: keep the count the big tiles gave
            func.attributes["nv_tileas.num_warps"] = IntegerAttr(threads // 32, IntegerType(32))


def _big_shapes(block: Block, threads: int) -> list[tuple[int, ...]]:
    shapes: list[tuple[int, ...]] = []
    for op in block.ops:
        for r in op.results:
            s = _shape(r.type)
            if s and prod(s) > BUDGET_PER_THREAD * threads and s not in shapes:
                shapes.append(s)
    return shapes


def _slice_of(block: Block, shape: tuple[int, ...]) -> _Slice | None:
    """The slice of `block` on `shape`, or None when it cannot be strip-mined."""
    s = _Slice(shape)
    members: set[Operation] = set()
    for op in block.ops:
        big_results = [r for r in op.results if _shape(r.type) == shape]
        big_operands = [v for v in op.operands if _shape(v.type) == shape]
        if not big_results and not big_operands:
            continue
        if not _chunkable(op, shape, s):
            return None
        if any(v.owner not in members for v in big_operands):
            return None  # a whole tile from elsewhere (a block argument, a loop-carried value)
        members.add(op)
        s.ops.append(op)
    movers = [op for op in s.ops if op.name != _REDUCE]
    if not movers:
        return None
    s.anchor = movers[-1]
    order = {op: i for i, op in enumerate(block.ops)}
    for op in s.ops:
        token = getattr(op, "token", None)
        if isinstance(token, SSAValue) and token.owner in members and not _in_place(op, token.owner):
            return None  # ordered after another op of the slice (they may alias): keep the order
        for r in op.results:
            for use in r.uses:
                if use.operation not in members and op.name != _REDUCE:
                    return None  # a big value or a token used outside: cannot move
        if op.name == _REDUCE:
            for use in op.results[0].uses:
                user = use.operation
                while user is not None and user not in order:  # the user's op in this block
                    user = user.parent_op()
                if user is not None and order[user] <= order[s.anchor]:
                    return None  # used before the loop's end
    # the slice's ops move down into the loop at its last load, store or elementwise op (its
    # reduces up to just after the loop): past the other ops between, which must not write
    # memory, nor read it once a store of the slice has moved past them
    stored, inside = False, False
    for op in block.ops:
        if op is s.anchor:
            break
        if op in members:
            inside = True
            stored |= op.name in (_STORE, "nv_tileaa.store")
        elif inside and not is_side_effect_free(op):
            if stored or op.name not in _READS or op.mem_semantic.data.value != "weak":
                return None
    return s


def _in_place(store: Operation, load: Operation) -> bool:
    """A tiled store ordered after a tiled load of the same tile of the same view (`y = f(y)`):
    each chunk's store writes only what that chunk's load read, so chunk by chunk is the same."""
    return (store.name == _STORE and load.name == _LOAD and store.operands[0] is load.operands[0]
            and list(store.indices) == list(load.indices))


def _chunkable(op: Operation, shape: tuple[int, ...], s: _Slice) -> bool:
    if op.name in (_LOAD, _STORE):
        view = op.operands[0].owner
        vt = op.operands[0].type
        if not isinstance(view, Operation) or view.name != "nv_tileaa.block_tile":
            return False
        if vt.tile_shape != shape or vt.steps != shape or vt.sparse_dim != -1:
            return False
        data = op.results[0] if op.name == _LOAD else op.operands[1]
        return _shape(data.type) == shape
    if op.name == _REDUCE:
        axis = op.axis.value.data
        if len(op.operands) != 1 or _shape(op.operands[0].type) != shape or (s.axis is not None and s.axis != axis):
            return False
        body = op.regions[0].blocks.first
        if any(not (_is_elementwise(b) or b.name in ("arith.constant", "nv_tileaa.yield")) for b in body.ops):
            return False
        s.axis = axis
        return True
    if op.name == "nv_tileaa.splat":
        return True
    if op.name == "nv_tileaa.broadcast":
        return _shape(op.results[0].type) == shape and _shape(op.operands[0].type) != shape
    if op.name == "nv_tileaa.make_range":
        return len(shape) == 1 and op.results[0].type.element_type in (IntegerType(32), IntegerType(64))
    if op.name in _PER_LANE_MEMORY or getattr(op, "FAMILY", None) == "pointer":
        # per-lane loads and stores through tiles of pointers, pointer arithmetic: elementwise
        tiles = [v for v in list(op.operands) + list(op.results) if isinstance(v.type, TensorType)]
        return not op.regions and all(_shape(v.type) == shape for v in tiles)
    if op.name == "nv_tileaa.assume":
        return _shape(op.operands[0].type) == shape and _shape(op.results[0].type) == shape
    if _is_elementwise(op):
        return all(_shape(v.type) == shape for v in list(op.operands) + list(op.results))
    return False


def _chunk_shape(s: _Slice, threads: int) -> tuple[int, ...] | None:
    """The chunk shape: one chunked dim (the reduction axis, else the outermost that keeps the
    rest whole), size-1 dims before it, whole dims after."""
    target = CHUNK_PER_THREAD * threads
    shape = s.shape
    if s.axis is not None:
        d = s.axis
        rest = prod(shape) // shape[d]
        if rest > BUDGET_PER_THREAD * threads:
            return None
        c = _divisor_at_most(shape[d], max(1, target // rest))
        return tuple(c if j == d else n for j, n in enumerate(shape))
    for d in range(len(shape)):
        rest = prod(shape[d + 1:])
        if rest <= target:
            c = _divisor_at_most(shape[d], max(1, target // rest))
            return tuple(1 if j < d else c if j == d else n for j, n in enumerate(shape))
    return None


def _divisor_at_most(n: int, limit: int) -> int:
    """The largest divisor of `n` that is at most `limit` (tile extents are powers of two)."""
    return max(c for c in range(1, min(n, limit) + 1) if n % c == 0)


def _rewrite(s: _Slice, threads: int) -> bool:
    """Move the slice into a loop over chunks; False (nothing changed) when no chunk shape fits."""
    from tileiras.dialects.nv_tileaa.types import TiledViewType

    chunk = _chunk_shape(s, threads)
    if chunk is None or chunk == s.shape:
        return False
    counts = [n // c for n, c in zip(s.shape, chunk)]
    block = s.ops[0].parent_block()
    anchor = s.anchor
    i32 = IntegerType(32)

    point = [anchor]  # where ops that run once, before the loop, go
    where = [anchor.location]  # the source location new ops get: the op they stand for

    def before(op: Operation) -> Operation:
        op.location = where[0]
        block.insert_op_before(op, point[0])
        return op

    def const(value: int, t=i32) -> SSAValue:
        return before(arith.ConstantOp(IntegerAttr(value, t))).result

    # chunk views (one per original view), reduce accumulators' initial values
    views: dict[SSAValue, SSAValue] = {}
    for op in s.ops:
        if op.name in (_LOAD, _STORE) and op.operands[0] not in views:
            old = op.operands[0].owner
            vt = op.operands[0].type
            nt = TiledViewType(chunk, vt.memref, vt.dim_map, None, vt.sparse_dim, vt.padding)
            props = dict(old.properties)
            props["tileSizes"] = DenseArrayBase.from_list(i64, list(chunk))
            view = type(old).create(operands=list(old.operands), result_types=[nt], properties=props,
                                    attributes=dict(old.attributes))
            views[op.operands[0]] = before(view).results[0]
    reduces = [op for op in s.ops if op.name == _REDUCE]
    inits: list[SSAValue] = []
    for op in reduces:
        elem = op.operands[0].type.element_type
        ident = before(arith.ConstantOp(op.identities.data[0], elem)).result
        inits.append(before(_splat(ident, TensorType(elem, chunk))).results[0])

    zero, total, one = const(0), const(prod(counts)), const(1)
    body = Block(arg_types=[i32] + [v.type for v in inits])
    loop = scf.ForOp(zero, total, one, inits, Region(body))
    loop.attributes[ATTR] = ArrayAttr([IntegerAttr(n, i64) for n in list(s.shape) + list(chunk)])
    loop.location = s.ops[0].location
    block.insert_op_before(loop, anchor)
    point[0] = loop

    def put(op: Operation) -> Operation:
        op.location = where[0]
        body.add_op(op)
        return op

    def c32(value: int, t=i32) -> SSAValue:
        return put(arith.ConstantOp(IntegerAttr(value, t))).result

    # the chunk's index along each dim: k decomposed over the dims that have several chunks
    iv = body.args[0]
    ks: list[SSAValue | None] = [None] * len(counts)
    inner = 1
    for j in reversed(range(len(counts))):
        if counts[j] > 1:
            k = iv
            if inner > 1:
                k = put(arith.DivUIOp(k, c32(inner))).result
            if inner * counts[j] < prod(counts):
                k = put(arith.RemUIOp(k, c32(counts[j]))).result
            ks[j] = k
            inner *= counts[j]

    firsts: dict[tuple[SSAValue, int], SSAValue] = {}

    def first_chunk(index: SSAValue, j: int) -> SSAValue:
        """`index * counts[j]`, the tile's first chunk index along dim j (before the loop)."""
        if (index, j) not in firsts:
            n = before(arith.ConstantOp(IntegerAttr(counts[j], index.type))).result
            firsts[index, j] = before(arith.MuliOp(index, n)).result
        return firsts[index, j]

    indices: dict[tuple[SSAValue, int], SSAValue] = {}

    def chunk_index(index: SSAValue, j: int) -> SSAValue:
        """`index * counts[j] + k_j`: the chunk's tile index along dim j of the chunk view."""
        if (index, j) not in indices:
            k = ks[j] if index.type == i32 else put(arith.ExtUIOp(ks[j], index.type)).result
            indices[index, j] = put(arith.AddiOp(first_chunk(index, j), k)).result
        return indices[index, j]

    def broadcast_chunk(op: Operation) -> SSAValue:
        """The chunk of a broadcast: the source's block of the chunk (an `extract_slice` where
        the source is not 1 along a chunked dim) repeated to the chunk shape."""
        from tileiras.dialects.nv_tileaa.ops.shape import BroadcastOp, ExtractSliceOp

        src = op.operands[0]
        b = _shape(src.type)
        cut = [j for j in range(len(b)) if b[j] > 1 and chunk[j] < b[j]]
        if cut:
            zero32 = c32(0)
            part = tuple(chunk[j] if b[j] > 1 else 1 for j in range(len(b)))
            src = put(ExtractSliceOp.build(operands=[src, [ks[j] if j in cut else zero32 for j in range(len(b))]],
                                           result_types=[TensorType(src.type.element_type, part)])).result
        if _shape(src.type) == chunk:
            return src
        return put(BroadcastOp.build(operands=[src], result_types=[TensorType(src.type.element_type, chunk)])).result

    def range_chunk(op: Operation) -> SSAValue:
        """The chunk of `make_range(start, end)`: `make_range(start, start + C) + k * C`."""
        from tileiras.dialects.nv_tileaa.ops.shape import MakeRangeOp

        t = op.results[0].type
        start = op.start.value.data
        props = {"start": IntegerAttr(start, op.start.type), "end": IntegerAttr(start + chunk[0], op.end.type)}
        r = put(MakeRangeOp.create(result_types=[TensorType(t.element_type, chunk)], properties=props)).results[0]
        if ks[0] is None:
            return r
        off = put(arith.MuliOp(ks[0], c32(chunk[0]))).result
        if t.element_type != i32:
            off = put(arith.ExtUIOp(off, t.element_type)).result
        return put(arith.AddiOp(r, put(_splat(off, r.type)).results[0])).result

    mapping: dict[SSAValue, SSAValue] = {}
    accs = list(body.args[1:])
    new_accs: list[SSAValue] = []
    results_after: list[tuple[Operation, SSAValue]] = []
    for op in s.ops:
        where[0] = op.location
        m = lambda v: mapping.get(v, v)  # noqa: E731
        ct = lambda t: TensorType(t.element_type, chunk) if _shape(t) == s.shape else t  # noqa: E731
        if op.name in (_LOAD, _STORE):
            idx = [chunk_index(v, j) if ks[j] is not None else v for j, v in enumerate(op.indices)]
            operands = [views[op.operands[0]]] + ([m(op.operands[1])] if op.name == _STORE else []) + idx
            if op.token is not None:
                operands.append(m(op.token))
            new = put(type(op).create(operands=operands, result_types=[ct(r.type) for r in op.results],
                                      properties=dict(op.properties), attributes=dict(op.attributes)))
        elif op.name == _REDUCE:
            acc = accs[len(new_accs)]
            new_accs.append(_combine(op, acc, m(op.operands[0]), put))
            results_after.append((op, None))
            continue
        elif op.name == "nv_tileaa.broadcast":
            mapping[op.results[0]] = broadcast_chunk(op)
            continue
        elif op.name == "nv_tileaa.make_range":
            mapping[op.results[0]] = range_chunk(op)
            continue
        elif op.name == "nv_tileaa.assume" and _shape(op.results[0].type) == s.shape:
            mapping[op.results[0]] = m(op.operands[0])
            continue
        else:
            new = put(type(op).create(operands=[m(v) for v in op.operands],
                                      result_types=[ct(r.type) for r in op.results],
                                      properties=dict(op.properties), attributes=dict(op.attributes)))
        for r, nr in zip(op.results, new.results):
            mapping[r] = nr
    put(scf.YieldOp(*new_accs))

    # after the loop: each reduce once over its accumulator
    for i, op in enumerate(reduces):
        new = op.clone()
        new.operands = [loop.results[i]]
        new.location = op.location
        block.insert_op_before(new, anchor)
        op.results[0].replace_all_uses_with(new.results[0])
    for op in reversed(s.ops):  # nothing uses them now (`_slice_of` checked their users)
        op.detach()
        op.erase()
    for view in views:  # the whole-tile views, when nothing else uses them
        if not view.uses and isinstance(view.owner, Operation):
            view.owner.detach()
            view.owner.erase()
    return True


def _splat(value: SSAValue, t: TensorType) -> Operation:
    from tileiras.dialects.nv_tileaa.ops.shape import SplatOp

    return SplatOp.build(operands=[value], result_types=[t])


def _combine(reduce: Operation, acc: SSAValue, chunk: SSAValue, put) -> SSAValue:
    """The reduce's combiner applied element by element to two chunk-shaped tiles."""
    body = reduce.regions[0].blocks.first
    t = chunk.type
    env: dict[SSAValue, SSAValue] = {body.args[0]: acc, body.args[1]: chunk}
    for op in body.ops:
        if op.name == "nv_tileaa.yield":
            return env[op.operands[0]]
        if op.name == "arith.constant":
            scalar = put(op.clone())
            splat = _splat(scalar.results[0], TensorType(op.results[0].type, t.get_shape()))
            env[op.results[0]] = put(splat).results[0]
            continue
        new = put(type(op).create(operands=[env.get(v, v) for v in op.operands],
                                  result_types=[TensorType(r.type, t.get_shape()) for r in op.results],
                                  properties=dict(op.properties), attributes=dict(op.attributes)))
        for r, nr in zip(op.results, new.results):
            env[r] = nr
    raise AssertionError("reduce combiner without a yield")
