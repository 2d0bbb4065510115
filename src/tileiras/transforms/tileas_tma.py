"""The TMA choice of `tileas-unspecialized-pipeline`: pipelined tile loads by tensor map.

On a target with TMA (`Target.has_tma`: sm_90 and later), a pipelined loop whose every staged
load (`tileas_pipeline.Candidate`) is legal for TMA moves its tiles with `cp.async.bulk.tensor`
instead of `cp.async` (NVIDIA's path on sm_120: TMA + ldmatrix + mma.sync). A load is legal when
(`tma_choice`):

- its hints do not say `allow_tma = false`;
- its view is a `block_tile` of a `make_memref` (no offset) with the memref's dimension order and
  non-overlapping tiles (tile index i starts at element i * tile), rank 1 to 3, each tile extent
  at most 256;
- the element kind has a tensor-map code (`host_abi.tensor_map.DTYPE_CODES`: f16, bf16, f32, i8);
- the base pointer is proven 16-byte aligned, the inner stride is the constant 1 and every
  other stride a proven multiple of 16 bytes (the layout facts: `assume div_by`, constants);
- a tile row is 32, 64 or 128 bytes: the stage is then placed with the TMA's 32-byte
  (Swizzle<1,4,3>), 64-byte (Swizzle<2,4,3>) or 128-byte (Swizzle<3,4,3>, our
  `swizzled_row_major`) swizzle, which is the placement the hardware writes (`ldmatrix` reads
  the last two without bank conflicts); or a multiple of 128 bytes: the tile is copied as
  128-byte-row boxes side by side (NVIDIA's split of dense_gemm_bf16_128's 32x128 B tile), each
  box a contiguous 128-byte-swizzled block (wgmma's canonical layout); the tile is a multiple
  of 1024 bytes;
- the base pointer and every dynamic extent and stride are kernel parameters (through `assume`s):
  the host callback encodes the tensor map from them at launch (`TensorMapSpec`).

Schedule with S stages (one mbarrier per stage, arrival count 1; thread 0 issues):

    before:     alloc_mbarriers; for s in 0..S-2: tma_expect(s, bytes) + tma_load(tile s -> stage s)
    iteration:  mbarrier_wait(stage r, phase p); barrier
                tma_expect + tma_load(tile i+S-1 -> stage (r-1) mod S, if it exists)
                load_shared(stage r); ... the body ...
                r, p = (r+1, p) or (0, p^1) when r+1 == S

so the wait on an mbarrier's phase replaces `cp.async.wait_group` and the expected byte count
(the sum of the stage's tiles) replaces the commit groups. With S = 1 the tile is issued after
the barrier and waited for in the same iteration. Stage buffers are 1024-byte aligned (the
swizzle pattern's period, computed by the hardware from the shared address).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import BFloat16Type, Float16Type, Float32Type, i32, IntegerAttr, IntegerType
from xdsl.ir import Block, Operation, SSAValue

from tileiras.dialects.nv_tileaa import upstream_arith as uarith  # compares/selects print generic: they read back
from tileiras.dialects.nv_tileas import BarrierOp
from tileiras.dialects.nv_tileas.facts import memref_facts
from tileiras.dialects.nv_tileas.shared_ops import AllocSharedOp, shared_buffer_type
from tileiras.dialects.nv_tileas.tma_ops import (
    AllocMbarriersOp,
    ClusterBarrierOp,
    MbarrierWaitOp,
    TmaExpectOp,
    TmaLoadOp,
    TmaStoreOp,
    mbarrier_type,
)
from tileiras.host_abi.tensor_map import ArgWord, TensorMapError, TensorMapSpec, check_encodable
from tileiras.layout.shared import SharedLayout

TMA_ALIGN = 1024
"""Alignment of TMA stage buffers: the period of the 128-byte swizzle pattern."""
MAX_BOX = 256
SWIZZLE_BY_ROW_BYTES = {32: 1, 64: 2, 128: 3}  # TMA swizzle mode by tile-row bytes
ALLOC_SWIZZLE = {1: 3, 2: 2, 3: 1}  # alloc_shared's swizzle property for each TMA mode
WGMMA_CANONICAL = 4  # alloc_shared's swizzle property of wgmma's canonical layout (conversion/tileas_wgmma.py)
CONSUMER_ROWS = 64
"""The rows of one consumer warpgroup's tile (wgmma's M per warpgroup; NVIDIA's sm_120 consumers
take the same): the box height of NVIDIA's maps where the box follows the consumer (`box_rows`)."""


def box_rows(target, store: bool) -> int | None:
    """The most rows (dimension r-2) one TMA box spans on `target`, None for no limit beyond the
    tile: NVIDIA's tileiras 13.5 copies dense_gemm_bf16_128 (a 128x128 bf16 GEMM, the corpus's one
    tile taller than 64 rows) with boxes of the consumer warpgroup's 64 rows where the warpgroups
    split the rows (sm_120/sm_121: the 128x32 A tile as two 64x32 boxes, the 128x128 C tile as
    four 64x64; sm_90: each wgmma consumer warpgroup stores its own 64 rows of C, four 64x64
    boxes, while the producer loads the whole 128x32 A tile as one box) and whole-tile boxes where
    one warpgroup's instructions cover all 128 rows (tcgen05 targets: one 128x32 A box, two 128x64
    C boxes). `tools/nvhost_tma_objects.py`'s objects, decoded in tests/codegen/test_tma.py."""
    if target is None or target.has_tcgen05:
        return None
    if target.has_wgmma:
        return CONSUMER_ROWS if store else None
    return CONSUMER_ROWS


@dataclass(frozen=True)
class TmaChoice:
    """A load's tensor map, the TMA swizzle mode (1/2/3: 32/64/128-byte box rows), the tile
    (a whole number of boxes along the inner dimension and, with `box_rows`, dimension r-2) and
    its stage placement (`alloc_shared`'s swizzle property)."""

    spec: TensorMapSpec
    swizzle: int
    tile: tuple[int, ...] = ()
    alloc_swizzle: int = 0
    multicast: int = 1  # the CTAs of the cluster the tile is copied to, each copying 1/multicast of its rows

    @property
    def box_bytes(self) -> int:
        """The bytes of the whole tile (all its boxes): what the stage's mbarrier expects."""
        from tileiras.host_abi.tensor_map import DTYPE_CODES

        return prod(self.tile or self.spec.box) * DTYPE_CODES[self.spec.dtype][1]

    @property
    def boxes(self) -> int:
        return len(box_origins(self.tile or self.spec.box, self.spec.box))


def box_origins(tile: tuple[int, ...], box: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The first element (outer to inner) of each `box` of `tile`, in row-major order of the
    boxes: the copies one tile takes."""
    out: list[tuple[int, ...]] = [()]
    for t, b in zip(tile, box):
        out = [o + (k * b,) for o in out for k in range(t // b)]
    return out


def dtype_name(elem) -> str | None:
    """The tensor-map element kind of an element type (None: no code for it)."""
    if isinstance(elem, Float16Type):
        return "f16"
    if isinstance(elem, BFloat16Type):
        return "bf16"
    if isinstance(elem, Float32Type):
        return "f32"
    if isinstance(elem, IntegerType) and elem.width.data == 8:
        return "i8"
    return None


def _param(v: SSAValue, entry: Block) -> int | None:
    """The entry-block argument `v` is (through `assume`s), or None."""
    while isinstance(v.owner, Operation) and v.owner.name == "nv_tileaa.assume":
        v = v.owner.operands[0]
    if isinstance(v.owner, Block) and v.owner is entry:
        return v.index
    return None


def _allows_tma(load: Operation) -> bool:
    hints = load.properties.get("hints")
    if hints is None:
        return True
    value = dict(hints.data).get("allow_tma")
    return not (isinstance(value, IntegerAttr) and value.value.data == 0)


def tma_choice(load: Operation, entry: Block, target=None) -> TmaChoice | None:
    """The tensor map for a staged `tiled_load` whose view is legal for TMA (module docstring),
    boxes at most `box_rows(target)` tall; an f32 dot operand's is `f32_dot_tensor_map`."""
    if not _allows_tma(load):
        return None
    if dtype_name(load.results[0].type.element_type) == "f32":
        k = dot_operand(load)
        if k is not None:
            return f32_dot_tensor_map(load.view, entry, F32_DOT_K_ROWS if k == 1 else None)
    mc = load.attributes.get("nv_tileas.multicast")  # transforms/cluster_split.py
    if mc is not None and mc.value.data > 1:
        n = mc.value.data
        ch = view_tensor_map(load.view, entry, rows=tuple(load.view.type.tile_shape)[-2] // n)
        if ch is not None and ch.spec.box[-2] * n == ch.tile[-2]:
            return TmaChoice(ch.spec, ch.swizzle, ch.tile, ch.alloc_swizzle, n)
    return view_tensor_map(load.view, entry, rows=box_rows(target, False))


F32_DOT_K_ROWS = 8
"""The K rows of one box of an f32 dot's right operand (NVIDIA's 8x32 B boxes of aligned_gemm_tf32:
a tf32 MMA's k)."""


def dot_operand(load: Operation) -> int | None:
    """0 or 1 when the tile `load` reads is (through layout conversions) the left or right
    operand of a dot, else None."""
    work = [load.results[0]]
    while work:
        v = work.pop()
        for use in v.uses:
            op = use.operation
            if op.name == "nv_tileaa.dot" and use.index in (0, 1):
                return use.index
            if op.name == "nv_tileas.convert_layout":
                work.append(op.results[0])
    return None


def f32_dot_tensor_map(view: SSAValue, entry: Block, rows: int | None = None) -> TmaChoice | None:
    """The map of an f32 dot operand's stage, NVIDIA's for aligned_gemm_tf32 on every TMA target
    (its dot is an FMA loop, as ours): unswizzled, placed row-major (`alloc_shared` swizzle 0),
    one box per tile row span (rows of at most 128 bytes) or, with `rows`, boxes of that many
    rows stacked (contiguous in the row-major stage). None where not legal."""
    tile = tuple(view.type.tile_shape)
    full = view_tensor_map(view, entry, plain=True)
    if full is None or len(tile) != 2 or full.spec.box != tile:
        return None
    box = tile
    if rows is not None and tile[0] > rows and tile[0] % rows == 0:
        box = (rows, tile[1])
    spec = TensorMapSpec(full.spec.dtype, full.spec.base, full.spec.shape, full.spec.strides, box, 0)
    return TmaChoice(spec, 0, tile, 0)


def view_tensor_map(view: SSAValue, entry: Block, store: bool = False, plain: bool = False,
                    rows: int | None = None) -> TmaChoice | None:
    """The tensor map of a tiled view legal for TMA, its fields as kernel parameters (the
    arguments of `entry`, the kernel's entry block) or constants; None when not legal. With
    `store`, the map of a TMA store (`tma_store_choice`): a rank-1 tile is one unswizzled box
    of any multiple of 16 bytes, and every extent of the view must be a proven multiple of
    16 bytes (NVIDIA's condition: its aligned kernels without shape facts store from registers).
    With `plain`, only the view's fields are checked (the caller picks the box and swizzle).
    With `rows`, a box spans at most that many rows (dimension r-2; `box_rows`): a taller tile
    is copied as boxes stacked along it, each a whole number of swizzle periods (so each box
    is contiguous in the tile's placement, at its first element's offset)."""
    vt = view.type
    owner = view.owner
    if not isinstance(owner, Operation) or owner.name != "nv_tileaa.block_tile":
        return None
    mk = owner.operands[0].owner
    if not isinstance(mk, Operation) or mk.name != "nv_tileaa.make_memref" or mk.offset is not None:
        return None
    mt = mk.results[0].type
    tile = tuple(vt.tile_shape)
    rank = len(tile)
    if len(mt.shape) != rank or tuple(vt.dim_map) != tuple(range(rank)) or tuple(vt.steps) != tile:
        return None
    dtype = dtype_name(mt.element_type)
    facts = memref_facts(mk.results[0])
    if dtype is None or facts is None:
        return None
    from tileiras.host_abi.tensor_map import DTYPE_CODES

    eb = DTYPE_CODES[dtype][1]
    align, stride_div, static, size_div = facts
    if align < 16 or static[-1] != 1 or any(d * eb % 16 for d in stride_div[:-1]):
        return None
    if store and any(d * eb % 16 for d in size_div):
        return None
    row = tile[-1] * eb
    box = tile
    swizzle = SWIZZLE_BY_ROW_BYTES.get(row)
    alloc_swizzle = ALLOC_SWIZZLE.get(swizzle, 0)
    if plain:
        swizzle, alloc_swizzle, box = 0, 0, tile[:-1] + (min(tile[-1], 128 // eb),)  # checked by the caller
    elif store and rank == 1:
        if row % 16 or row > MAX_BOX * eb:
            return None
        swizzle, alloc_swizzle = 0, 0  # one plain box (NVIDIA's 1-D store maps are unswizzled)
    elif swizzle is None and row > 128 and row % 128 == 0:
        # rows wider than the 128-byte swizzle span: boxes of 128-byte rows side by side, each
        # box contiguous (NVIDIA's split); that placement is wgmma's canonical layout
        box, swizzle, alloc_swizzle = tile[:-1] + (128 // eb,), 3, WGMMA_CANONICAL
        if not _boxes_side_by_side(tile, eb, box[-1]):
            return None
    if swizzle is None or any(t > MAX_BOX for t in (box if plain else tile)) \
            or (swizzle and prod(tile) * eb % TMA_ALIGN):
        return None
    if rows is not None and not plain and rank >= 2 and box[-2] > rows:
        if box[-2] % rows or (swizzle and prod(box[:-2]) * rows * box[-1] * eb % TMA_ALIGN):
            return None
        box = box[:-2] + (rows, box[-1])
    try:
        check_encodable(dtype, rank, box, swizzle)
    except TensorMapError:
        return None
    base = _param(mk.base, entry)
    if base is None:
        return None
    sizes, strides = iter(mk.sizes), iter(mk.strides)
    shape_words: list[ArgWord] = []
    for d in mt.shape:
        if d >= 0:
            shape_words.append(ArgWord(None, d))
        else:
            p = _param(next(sizes), entry)
            if p is None:
                return None
            shape_words.append(ArgWord(p))
    stride_words: list[ArgWord] = []
    for s in mt.strides:
        w = ArgWord(None, s) if s >= 0 else None
        if w is None:
            p = _param(next(strides), entry)
            if p is None:
                return None
            w = ArgWord(p)
        stride_words.append(w)
    spec = TensorMapSpec(dtype, base, tuple(shape_words), tuple(stride_words[:-1]), box, swizzle)
    return TmaChoice(spec, swizzle, tile, alloc_swizzle)


def _boxes_side_by_side(tile: tuple[int, ...], eb: int, box_inner: int) -> bool:
    """Whether the canonical placement of `tile` is its `box_inner`-column boxes one after the
    other, each a 128-byte-swizzled row-major block (what the TMA copies write)."""
    from tileiras.layout.shared import swizzled_row_major
    from tileiras.layout.wgmma_atom import canonical_layout

    try:
        canon = canonical_layout(tile, eb)
    except Exception:  # noqa: BLE001 - no canonical layout for this tile
        return False
    sub = tile[:-1] + (box_inner,)
    one = swizzled_row_major(sub, eb, 3).bases
    cb = box_inner.bit_length() - 1
    nb = (tile[-1] // box_inner).bit_length() - 1
    return canon.bases == one[:cb] + tuple(prod(sub) * eb << j for j in range(nb)) + one[cb:]


def _aligned(n: int, a: int = TMA_ALIGN) -> int:
    return (n + a - 1) // a * a


def tma_bytes(stages: int, choices: list[TmaChoice], offset: int) -> int:
    """Shared bytes from `offset` to the end of the mbarriers of a TMA pipeline."""
    start = _aligned(offset)
    end = start + stages * sum(_aligned(c.box_bytes) for c in choices)
    return end + 8 * stages - offset


def pipeline_loop_tma(loop: Operation, cands: list, choices: list[TmaChoice], map_ids: list[int], stages: int,
                      offset: int, func_block: Block) -> int:
    """Rewrite `loop` with TMA (module docstring); the shared bytes taken from `offset`."""
    from tileiras.transforms.tileas_pipeline import _at_start, _indices_at, _Inserter, _replace_load, shared_layout_of

    body = loop.body.block
    iv = body.args[0]
    ivty = iv.type
    lb, ub, step = loop.lb, loop.ub, loop.step
    first_body_op = body.first_op
    at = _aligned(offset)
    buffers = []
    for c, ch in zip(cands, choices):
        t = shared_buffer_type(stages, c.shape, c.load.results[0].type.element_type)
        alloc = AllocSharedOp.create(result_types=[t], properties={
            "swizzle": IntegerAttr(ch.alloc_swizzle, i32), "offset": IntegerAttr(at, i32)})
        _at_start(func_block, alloc)
        buffers.append((alloc.results[0], shared_layout_of(alloc)))
        at += _aligned(ch.box_bytes) * stages
    total = sum(ch.box_bytes for ch in choices)
    pro = _Inserter(loop)
    bars = pro(AllocMbarriersOp.create(result_types=[mbarrier_type(stages)], properties={
        "offset": IntegerAttr(at, i32), "count": IntegerAttr(1, i32)})).results[0]
    at += 8 * stages

    def issue(ins: _Inserter, stage: SSAValue, at_iv: SSAValue, pred: SSAValue | None) -> None:
        seg = [1, 1, 1 if pred is not None else 0]
        ins(TmaExpectOp.create(operands=[bars, stage, *([pred] if pred is not None else [])],
                               properties={"bytes": IntegerAttr(total, i32), "operandSegmentSizes": _segments(*seg)}))
        for c, ch, k, (buf, _) in zip(cands, choices, map_ids, buffers):
            idx = _indices_at(c, iv, at_iv, ins)
            ins(TmaLoadOp.create(
                operands=[buf, stage, c.load.view, bars, *idx, *([pred] if pred is not None else [])],
                properties={"tensor_map": IntegerAttr(k, i32), "swizzle": IntegerAttr(ch.swizzle, i32),
                            "operandSegmentSizes": _segments(1, 1, 1, 1, len(idx), 1 if pred is not None else 0),
                            **({"box_rows": IntegerAttr(ch.spec.box[-2], i32)}
                               if ch.alloc_swizzle == 0 and ch.swizzle == 0 and ch.spec.box != ch.tile else {}),
                            **({"multicast": IntegerAttr(ch.multicast, i32)} if ch.multicast > 1 else {})}))

    top = _Inserter(first_body_op)
    # a stage other CTAs fill by multicast is refilled only when every CTA of the cluster has read it
    ring_barrier = ClusterBarrierOp if any(ch.multicast > 1 for ch in choices) else BarrierOp
    r = body.insert_arg(i32, len(body.args)) if stages > 1 else None
    ph = body.insert_arg(i32, len(body.args))
    if stages == 1:
        zero = top.const(0, i32)
        top(ring_barrier.create())
        issue(top, zero, iv, None)
        top(MbarrierWaitOp.create(operands=[bars, zero, ph]))
        for c, (buf, smem) in zip(cands, buffers):
            _replace_load(c, buf, zero, smem)
    else:
        for s in range(stages - 1):
            at_s = lb if s == 0 else pro(arith.AddiOp(lb, pro(arith.MuliOp(step, pro.const(s, ivty))))).result
            issue(pro, pro.const(s, i32), at_s, pro(uarith.CmpiOp(at_s, ub, "slt")).result)
        top(MbarrierWaitOp.create(operands=[bars, r, ph]))
        top(ring_barrier.create())
        ahead = top(arith.AddiOp(iv, top(arith.MuliOp(step, top.const(stages - 1, ivty))))).result
        pred = top(uarith.CmpiOp(ahead, ub, "slt")).result
        is_first = top(uarith.CmpiOp(r, top.const(0, i32), "eq")).result
        w = top(uarith.SelectOp(is_first, top.const(stages - 1, i32), top(arith.SubiOp(r, top.const(1, i32))))).result
        issue(top, w, ahead, pred)
        for c, (buf, smem) in zip(cands, buffers):
            _replace_load(c, buf, r, smem)
    # the carried stage and phase, yielded
    yield_op = body.last_op
    ins = _Inserter(yield_op)
    one = ins.const(1, i32)
    if stages == 1:
        carried = [ins(arith.XOrIOp(ph, one)).result]
    else:
        nxt = ins(arith.AddiOp(r, one)).result
        wrap = ins(uarith.CmpiOp(nxt, ins.const(stages, i32), "eq")).result
        carried = [ins(uarith.SelectOp(wrap, ins.const(0, i32), nxt)).result,
                   ins(uarith.SelectOp(wrap, ins(arith.XOrIOp(ph, one)).result, ph)).result]
    body.insert_op_before(scf.YieldOp(*yield_op.operands, *carried), yield_op)
    yield_op.detach()
    yield_op.erase()
    zero0 = pro.const(0, i32)
    inits = [zero0] * len(carried)
    new_loop = scf.ForOp(lb, ub, step, [*loop.iter_args, *inits], loop.detach_region(loop.regions[0]))
    for k, v in loop.attributes.items():
        new_loop.attributes[k] = v
    loop.parent_block().insert_op_before(new_loop, loop)
    for old, new in zip(loop.results, new_loop.results):
        old.replace_all_uses_with(new)
    loop.detach()
    loop.erase()
    return at - offset


# -- memory-bound row loads -----------------------------------------------------------------------

ROW_BOXES = 5
"""alloc_shared's swizzle property of a row tile copied as unswizzled boxes of 128-byte rows
side by side (`row_boxes_layout`)."""
ROW_TMA_MIN_BYTES = 16 * 1024
"""The smallest tile a memory-bound load moves with TMA. NVIDIA's tileiras 13.5 loads
row_sum_max_dense_f32's 16x512 f32 rows (32 KB) with TMA and leaves the 4 KB tiles of the aligned
transposes and the 1 KB rows of saxpy to plain loads (tests/codegen/golden/nvidia_ptx_facts.json);
the threshold lies between."""


def row_boxes_layout(shape: tuple[int, ...], eb: int) -> SharedLayout:
    """The placement a row tile's TMA boxes write: boxes (all rows x 128 bytes) one after the
    other along the inner dimension, each row-major without swizzle."""
    from tileiras.layout.linear import log2_exact

    w = log2_exact(128 // eb)  # column bits inside a box
    cbits = log2_exact(shape[-1])
    rbits = sum(log2_exact(d) for d in shape[:-1])
    box = prod(shape[:-1]) * 128
    cols = [eb << k if k < w else box << (k - w) for k in range(cbits)]
    rows = [128 << j for j in range(rbits)]
    return SharedLayout(tuple(shape), eb, tuple(cols + rows))


def row_tensor_map(load: Operation, entry: Block) -> TmaChoice | None:
    """The tensor map of a memory-bound row load moved by TMA: a weak `tiled_load` at the
    kernel's top level, its token result unused, `allow_tma` not false, a rank-2 tile of at
    least `ROW_TMA_MIN_BYTES` whose rows are a multiple of 128 bytes, on a view legal for TMA
    (base, strides, parameters as for the pipelined loads); boxes of all rows x 128 bytes,
    unswizzled (NVIDIA's 16x32 f32 boxes for row_sum_max_dense_f32)."""
    if load.name != "nv_tileaa.tiled_load" or load.parent_block() is not entry or not _weak(load) \
            or not _allows_tma(load) or load.results[1].first_use is not None:
        return None
    vt = load.view.type
    tile = tuple(vt.tile_shape)
    dtype = dtype_name(load.results[0].type.element_type)
    if len(tile) != 2 or dtype is None or vt.sparse_dim >= 0 or vt.padding not in ("", "zero"):
        return None
    from tileiras.host_abi.tensor_map import DTYPE_CODES

    eb = DTYPE_CODES[dtype][1]
    if tile[-1] * eb % 128 or prod(tile) * eb < ROW_TMA_MIN_BYTES:
        return None
    return row_view_tensor_map(load.view, entry)


def row_view_tensor_map(view: SSAValue, entry: Block) -> TmaChoice | None:
    """The map of a rank-2 row tile copied as unswizzled boxes of all rows x 128 bytes (the
    view's fields as `view_tensor_map` checks them); None when not legal."""
    tile = tuple(view.type.tile_shape)
    full = view_tensor_map(view, entry, plain=True)
    if full is None or len(tile) != 2:
        return None
    from tileiras.host_abi.tensor_map import DTYPE_CODES

    eb = DTYPE_CODES[full.spec.dtype][1]
    box = (tile[0], 128 // eb)
    if tile[-1] % box[-1]:
        return None
    spec = TensorMapSpec(full.spec.dtype, full.spec.base, full.spec.shape, full.spec.strides, box, 0)
    return TmaChoice(spec, 0, tile, ROW_BOXES)


def op_tensor_map(op: Operation, entry: Block, target=None) -> TmaChoice | None:
    """The map a `tma_load` or `tma_store` was made with for `target` (the hidden parameter it
    names)."""
    if op.name in ("nv_tileas.tma_store", "nv_tileas.tma_store_issue"):
        return view_tensor_map(op.view, entry, store=True, rows=box_rows(target, True))
    mc = op.properties.get("multicast")
    if mc is not None:
        return view_tensor_map(op.view, entry, rows=tuple(op.view.type.tile_shape)[-2] // mc.value.data)
    if op.swizzle.value.data == 0:
        alloc = op.buffer.owner
        if isinstance(alloc, Operation) and alloc.name == "nv_tileas.alloc_shared" and alloc.swizzle.value.data == 0:
            rows = op.properties.get("box_rows")
            return f32_dot_tensor_map(op.view, entry, rows.value.data if rows is not None else None)
        return row_view_tensor_map(op.view, entry)
    return view_tensor_map(op.view, entry, rows=box_rows(target, False))


def place_tma_row_loads(func: Operation, maps: dict, offset: int, budget: int) -> int:
    """Load every row tile with a `row_tensor_map` by TMA into a buffer of its own after
    `offset` (while they fit `budget`): an mbarrier, thread 0's expect and box copies, every
    thread's wait, then reads of the buffer in the layouts the tile is used in. The shared bytes
    taken."""
    from tileiras.transforms.tileas_pipeline import _at_start, _Inserter, _replace_load

    entry = func.regions[0].blocks.first
    at = offset
    for op in [o for o in entry.ops if o.name == "nv_tileaa.tiled_load"]:
        ch = row_tensor_map(op, entry)
        if ch is None:
            continue
        start = _aligned(at)
        bars_at = start + _aligned(ch.box_bytes, 128)
        if bars_at + 8 > budget:
            continue
        elem = op.results[0].type.element_type
        alloc = AllocSharedOp.create(result_types=[shared_buffer_type(1, ch.tile, elem)], properties={
            "swizzle": IntegerAttr(ROW_BOXES, i32), "offset": IntegerAttr(start, i32)})
        _at_start(entry, alloc)
        k = maps.setdefault(("row", id(op)), len(maps))  # its own map: a pipelined load of the view has another box
        ins = _Inserter(op)
        bars = ins(AllocMbarriersOp.create(result_types=[mbarrier_type(1)], properties={
            "offset": IntegerAttr(bars_at, i32), "count": IntegerAttr(1, i32)})).results[0]
        zero = ins(arith.ConstantOp(IntegerAttr(0, i32))).result
        ins(TmaExpectOp.create(operands=[bars, zero], properties={
            "bytes": IntegerAttr(ch.box_bytes, i32), "operandSegmentSizes": _segments(1, 1, 0)}))
        ins(TmaLoadOp.create(operands=[alloc.results[0], zero, op.view, bars, *op.indices], properties={
            "tensor_map": IntegerAttr(k, i32), "swizzle": IntegerAttr(0, i32),
            "operandSegmentSizes": _segments(1, 1, 1, 1, len(op.indices), 0)}))
        ins(MbarrierWaitOp.create(operands=[bars, zero, zero]))
        _replace_load(_Load(op), alloc.results[0], zero, row_boxes_layout(ch.tile, ch.box_bytes // prod(ch.tile)))
        at = bars_at + 8
    return at - offset


@dataclass
class _Load:
    """What `tileas_pipeline._replace_load` reads of a candidate: its load."""

    load: Operation


# -- TMA stores ------------------------------------------------------------------------------------

def _weak(op: Operation) -> bool:
    sem = op.properties.get("mem_semantic")
    return sem is None or sem.data.value == "weak"


def tma_store_choice(store: Operation, entry: Block, target=None) -> TmaChoice | None:
    """The tensor map of a `tiled_store` that may become a TMA store: weak, its hints do not say
    `allow_tma = false`, its token result unused (nothing is ordered after it: the bulk store
    completes asynchronously, retired before the block exits), and its view legal for a TMA
    store (`view_tensor_map(store=True)`), boxes at most `box_rows(target)` tall."""
    if store.name != "nv_tileaa.tiled_store" or not _weak(store) or not _allows_tma(store):
        return None
    if store.results[0].first_use is not None and not _token_only_carried(store):
        return None
    return view_tensor_map(store.view, entry, store=True, rows=box_rows(target, True))


def _token_only_carried(store: Operation) -> bool:
    """Whether the store's token orders nothing but the same store in the loop's next
    iteration: its one use is the `scf.yield` of its `scf.for`, whose result for it is unused
    and whose block argument for it only this store takes (a persistent kernel's tile loop:
    each iteration stores another output tile; NVIDIA's sm_90 code stores them by TMA, one
    bulk group each, retired with `wait_group.read` as at the kernel's end)."""
    uses = list(store.results[0].uses)
    if len(uses) != 1 or uses[0].operation.name != "scf.yield":
        return False
    loop = uses[0].operation.parent_op()
    if loop is None or loop.name != "scf.for" or store.parent_block() is not loop.body.block:
        return False
    i = uses[0].index
    arg = loop.body.block.args[1 + i]
    return loop.results[i].first_use is None and store.token is arg and all(u.operation is store for u in arg.uses)


_SHARED_ALLOCS = ("nv_tileas.alloc_shared", "nv_tileas.alloc_mbarriers")


def _stages_reusable(func: Operation, store: Operation, nbytes: int, taken: int) -> bool:
    """Whether a store's buffer may lie over the buffers placed before it, from offset 0: the
    store is at the kernel's top level, no op after it uses a shared buffer or mbarrier (the
    pipelines are all before it, their copies and MMAs retired by their final waits; earlier
    stores were retired by their `wait_group.read`), and `nbytes` fit in the `taken` bytes
    below the first mbarriers."""
    entry = func.regions[0].blocks.first
    if store.parent_block() is not entry:
        return False
    limit = min((o.offset.value.data for o in func.walk() if o.name == "nv_tileas.alloc_mbarriers"), default=taken)
    if _aligned(nbytes) > min(limit, taken):
        return False
    after = False
    for top in entry.ops:
        if top is store:
            after = True
            continue
        if not after:
            continue
        for o in top.walk():
            if any(isinstance(v.owner, Operation) and v.owner.name in _SHARED_ALLOCS for v in o.operands):
                return False
    return True


def place_tma_stores(func: Operation, maps: dict, offset: int, budget: int, target=None) -> int:
    """Turn every `tiled_store` of `func` with a `tma_store_choice` into a `tma_store` through a
    one-stage buffer of its own (placed by the map's swizzle, 1024-byte aligned after `offset`),
    while the buffers fit `budget`; tensor map numbers continue `maps`. The shared bytes taken.

    Only in kernels whose loads TMA moves: NVIDIA's tileiras 13.5 stores with TMA in its dense
    GEMMs, attention and row_sum_max_dense_f32, never in a kernel without TMA loads (its aligned
    transposes, saxpy and copies, whose views are as legal, store from registers)."""
    from tileiras.transforms.tileas_pipeline import _at_start

    if not any(o.name == "nv_tileas.tma_load" for o in func.walk()):
        return 0
    entry = func.regions[0].blocks.first
    at = offset
    for op in [o for o in func.walk() if o.name == "nv_tileaa.tiled_store"]:
        ch = tma_store_choice(op, entry, target)
        if ch is None:
            continue
        start = _aligned(at)
        end = start + _aligned(ch.box_bytes)
        reuse = False
        if end > budget:
            reuse = _stages_reusable(func, op, ch.box_bytes, at)
            if not reuse:
                continue
            start, end = 0, at  # over the stages of the pipelines before it (all retired by then)
        elem = op.value.type.element_type
        alloc = AllocSharedOp.create(result_types=[shared_buffer_type(1, ch.tile, elem)], properties={
            "swizzle": IntegerAttr(ch.alloc_swizzle, i32), "offset": IntegerAttr(start, i32)})
        _at_start(entry, alloc)
        k = maps.setdefault(("store", id(op)), len(maps))
        value, dead = op.value, []
        while isinstance(value.owner, Operation) and value.owner.name == "nv_tileas.convert_layout":
            # the buffer is written by element index from any layout: no exchange between threads first
            dead.append(value.owner)
            value = value.owner.operands[0]
        new = TmaStoreOp.create(operands=[value, alloc.results[0], op.view, *op.indices], properties={
            "tensor_map": IntegerAttr(k, i32), "swizzle": IntegerAttr(ch.swizzle, i32)})
        if reuse:  # every thread is done reading the stages before they are overwritten
            op.parent_block().insert_op_before(BarrierOp.create(), op)
        op.parent_block().insert_op_before(new, op)
        if op.results[0].first_use is not None:  # a loop-carried token (`_token_only_carried`): passed on as it came
            op.results[0].replace_all_uses_with(op.token)
        op.detach()
        op.erase()
        for conv in dead:
            if conv.results[0].first_use is None:
                conv.detach()
                conv.erase()
        at = end
    return at - offset


def _segments(*sizes: int):
    from xdsl.dialects.builtin import DenseArrayBase

    return DenseArrayBase.from_list(i32, list(sizes))


__all__ = ["TmaChoice", "box_origins", "dot_operand", "f32_dot_tensor_map", "F32_DOT_K_ROWS", "box_rows", "CONSUMER_ROWS", "tma_choice", "tma_store_choice", "place_tma_stores", "place_tma_row_loads", "row_tensor_map",
           "row_view_tensor_map", "op_tensor_map", "row_boxes_layout", "ROW_BOXES", "ROW_TMA_MIN_BYTES", "view_tensor_map", "tma_bytes", "pipeline_loop_tma", "TMA_ALIGN", "dtype_name"]
