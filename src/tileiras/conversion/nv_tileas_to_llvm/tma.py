"""tma: lowering of the nv_tileas TMA family (`dialects/nv_tileas/tma_ops.py`).

- The kernel's tensor maps are hidden parameters after the explicit ones, NVIDIA's way:
  `ptr byval([128 x i8]) align 64 "nvvm.grid_constant"` (PTX `.param .align 64 .b8
  NAME_param_K[128]`, read in place through its generic address, `cvta.param`), one per tensor
  map number the `tma_load`s name (`hidden_tensor_maps`). Their encodings at launch are the host
  callbacks' (`codegen/host_callbacks.py`): the kernel facts carry each map's `TensorMapSpec`,
  and the PTX carries them as a comment line `// tileiras.tensor_maps NAME JSON` (module-level
  inline assembly), from which the host object is built with the PTX.
- `alloc_mbarriers`: thread 0 prefetches the kernel's tensor maps (`prefetch.tensormap`),
  initialises the S mbarriers, `fence.mbarrier_init`; then a barrier.
- `tma_expect` / `tma_load`: thread 0 (and the predicate) does `mbarrier.arrive.expect_tx` /
  `cp.async.bulk.tensor` with coordinates index * tile per dimension, innermost first; a tile
  larger than its map's box is copied box by box, each box at its first element's offset in
  the stage's placement (`_boxes`).
- `mbarrier_wait`: every thread loops on `mbarrier.try_wait.parity`.
- `tma_store` (`nv_tileas.tma_store`):
      [barrier]                       only inside a loop: the previous iteration's store was
                                      retired (thread 0's wait below) before the buffer is rewritten
      every thread: its registers -> the buffer, in the buffer's placement (the map's swizzle):
                                      `stmatrix` where the target has it and the register layout
                                      is one an `ldmatrix` could read (16-bit elements: MMA
                                      accumulators), else vector `st.shared` by the owner threads
      every thread: fence.proxy.async.shared::cta   (its writes visible to the TMA unit)
      barrier
      thread 0: cp.async.bulk.tensor.<r>d.global.shared::cta.tile.bulk_group per box
                cp.async.bulk.commit_group
                cp.async.bulk.wait_group.read 0     (the buffer read: it may be reused, the block
                                                     may exit)

  which is NVIDIA's order (its dense GEMM epilogue: stmatrix, fence, barrier, the store, commit,
  `wait_group.read 0`). Coordinates are tile index * tile extent per dimension, innermost first;
  a tile larger than its map's box (boxes of 128-byte rows side by side, boxes of a consumer's
  rows stacked: `tileas_tma`) is stored box by box (`_boxes`). The op needs nothing else from the
  kernel (no mbarrier).
- `tma_store_write` / `tma_store_issue`, the halves of a store an sm_90 epilogue warp issues
  (`transforms/tileas_warp_specialize.py`): the consumer's threads write and fence as above,
  without the barrier (their `mbarrier_arrive` follows); the epilogue role's thread issues the
  boxes, commits and waits as thread 0 does above (NVIDIA's sm_90 GEMMs: warp 5 waits on the
  consumers' mbarrier, then `cp.async.bulk.tensor ... bulk_group`, commit, `wait_group.read 0`).
"""

from __future__ import annotations

from dataclasses import asdict

from xdsl.ir import Operation

from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, FunctionLowering, LoweringError
from tileiras.conversion.nv_tileas_to_llvm.shared import (
    SharedBuffer,
    _mask,
    _stage_ptr,
    _store_tile,
    _xor_const,
    linear_of_tid,
)
from tileiras.layout.shared import SharedLayout, ldmatrix_plan_images
from tileiras.host_abi.tensor_map import TensorMapSpec

TENSOR_MAPS_COMMENT = "// tileiras.tensor_maps "
GRID_CONSTANT_PARAM = 'ptr byval([128 x i8]) align 64 "nvvm.grid_constant"'


def hidden_tensor_maps(func: Operation, target=None) -> list[TensorMapSpec]:
    """The tensor maps of a kernel in hidden-parameter order (the `tensor_map` numbers of its
    `tma_load`s and `tma_store`s, 0..n-1), each made from its view for `target`
    (`transforms.tileas_tma.op_tensor_map`)."""
    from tileiras.transforms.tileas_tma import op_tensor_map

    entry = func.regions[0].blocks.first
    found: dict[int, TensorMapSpec] = {}
    for op in func.walk():
        if op.name not in ("nv_tileas.tma_load", "nv_tileas.tma_store", "nv_tileas.tma_store_issue"):
            continue
        k = op.tensor_map.value.data
        choice = op_tensor_map(op, entry, target)
        if choice is None or choice.swizzle != op.swizzle.value.data:
            raise LoweringError(f"internal error: a {op.name}'s view is not legal for TMA (or its swizzle differs)",
                                [], op)
        if found.setdefault(k, choice.spec) != choice.spec:
            raise LoweringError(f"internal error: tensor map {k} names two different views", [], op)
    if sorted(found) != list(range(len(found))):
        raise LoweringError(f"internal error: tensor map numbers {sorted(found)} are not 0..n-1", [], func)
    return [found[k] for k in range(len(found))]


def tensor_maps_comment(name: str, maps: list[TensorMapSpec]) -> str:
    """The PTX comment that carries a kernel's tensor maps to the host object."""
    import json  # only kernels with TMA need it (the compiler's start-up imports stay minimal)

    return TENSOR_MAPS_COMMENT + name + " " + json.dumps([asdict(m) for m in maps], separators=(",", ":"))


def tensor_maps_module_asm(name: str, maps: list[TensorMapSpec]) -> str:
    """The `module asm` line that puts `tensor_maps_comment` into the PTX."""
    text = tensor_maps_comment(name, maps).replace("\\", "\\5C").replace('"', "\\22")
    return f'module asm "{text}"'


def _bar_ptr(fl: FunctionLowering, bars: str, stage: str) -> str:
    if stage == "0":
        return bars
    off = fl.b.op(f"mul i32 {stage}, 8")
    return fl.b.op(f"getelementptr i8, ptr addrspace(3) {bars}, i32 {off}")


def _thread0(fl: FunctionLowering, pred: str | None) -> str | None:
    """The issuing thread (thread 0, or a producer role's first thread) and `pred`."""
    t = fl.issuer_tid
    if t < 0:  # the thread running this code is the only one (a producer role)
        return pred
    first = fl.entry_value(f"tid-is-{t}" if t else "tid-is-0", lambda: fl.b.op(f"icmp eq i32 {fl.tid()}, {t}"))
    return first if pred is None else fl.b.op(f"and i1 {first}, {pred}")


@LOWERINGS.rule("nv_tileas.alloc_mbarriers")
def lower_alloc_mbarriers(fl: FunctionLowering, op: Operation) -> None:
    offset = op.offset.value.data
    fl.smem_bytes = max(fl.smem_bytes, fl.pipeline_bytes)
    raw = fl.smem_base()
    bars = fl.b.op(f"getelementptr i8, ptr addrspace(3) {raw}, i32 {offset}")
    count = op.count.value.data
    params = getattr(fl, "tensor_map_params", [])
    prev = op.prev_op
    if prev is not None and prev.name == "nv_tileas.alloc_mbarriers":  # fetched with the previous ones
        params = []
    with fl.only_if(_thread0(fl, None), "mbinit"):
        for k, param in enumerate(params):  # the issuing thread fetches the maps early, as NVIDIA's code does
            tmap = fl.entry_value(("tensor-map", k), lambda param=param: fl.b.op(f"ptrtoint ptr {param} to i64"))
            fl.call("cp.async.bulk.prefetch.tensormap", [("i64", tmap)])
        for s in range(op.results[0].type.get_shape()[0]):
            p = bars if s == 0 else fl.b.op(f"getelementptr i8, ptr addrspace(3) {bars}, i32 {8 * s}")
            fl.call("mbarrier.init", [("ptr addrspace(3)", p), ("i32", str(count))])
        fl.call("mbarrier.fence_init", [])
    nxt = op.next_op
    if nxt is None or nxt.name != "nv_tileas.alloc_mbarriers":  # the next one's barrier covers both
        if _multicasts(fl):  # other CTAs complete copies on these mbarriers: all initialised first
            fl.call("cluster.barrier", [])
        else:
            fl.barrier()
    fl.set(op.results[0], bars)


def _multicasts(fl: FunctionLowering) -> bool:
    """Whether the kernel copies tiles by multicast into the cluster's CTAs."""
    known = getattr(fl, "_multicasts", None)
    if known is None:
        known = any(o.name == "nv_tileas.tma_load" and o.properties.get("multicast") is not None
                    for o in fl.func.walk())
        fl._multicasts = known  # noqa: SLF001 - a per-kernel fact, computed once
    return known


@LOWERINGS.rule("nv_tileas.cluster_barrier")
def lower_cluster_barrier(fl: FunctionLowering, op: Operation) -> None:
    fl.call("cluster.barrier", [])


@LOWERINGS.rule("nv_tileas.tma_expect")
def lower_tma_expect(fl: FunctionLowering, op: Operation) -> None:
    pred = fl.getv(op.pred).name if op.pred is not None else None
    bars: str = fl.get(op.bars)
    with fl.only_if(_thread0(fl, pred), "tmx"):
        bar = _bar_ptr(fl, bars, fl.getv(op.stage).name)
        fl.call("mbarrier.arrive.expect_tx", [("ptr addrspace(3)", bar), ("i32", str(op.bytes.value.data))], "tok")


@LOWERINGS.rule("nv_tileas.tma_load")
def lower_tma_load(fl: FunctionLowering, op: Operation) -> None:
    pred = fl.getv(op.pred).name if op.pred is not None else None
    buf: SharedBuffer = fl.get(op.buffer)
    bars: str = fl.get(op.bars)
    k = op.tensor_map.value.data
    params = getattr(fl, "tensor_map_params", [])
    if k >= len(params):
        raise LoweringError(f"internal error: tensor map {k} has no hidden parameter", [], op)
    tile = tuple(op.view.type.tile_shape)
    box = tuple(fl.tensor_map_specs[k].box)
    with fl.only_if(_thread0(fl, pred), "tma"):
        stage = fl.getv(op.stage).name
        dst = _stage_ptr(fl, buf, stage)
        bar = _bar_ptr(fl, bars, stage)
        tmap = fl.entry_value(("tensor-map", k), lambda: fl.b.op(f"ptrtoint ptr {params[k]} to i64"))
        coords = []
        for idx, t in zip(reversed(op.indices), reversed(tile)):
            v = fl.getv(idx)
            x = v.name if v.ty == "i32" else fl.b.op(f"trunc {v.ty} {v.name} to i32")
            coords.append(("i32", fl.b.op(f"mul i32 {x}, {t}")))
        mc = op.properties.get("multicast")
        if mc is not None:
            _multicast_boxes(fl, buf.layout, dst, tmap, bar, tile, box, coords, mc.value.data)
            return
        for at, box_coords in _boxes(fl, buf.layout, dst, tile, box, coords):
            fl.call(f"cp.async.bulk.tensor.{len(tile)}d",
                    [("ptr addrspace(3)", at), ("i64", tmap), ("ptr addrspace(3)", bar), *box_coords])


def multicast_mask(n: int) -> int:
    """The cta mask of a copy multicast to the n CTAs of the cluster (ranks 0..n-1)."""
    return (1 << n) - 1


def _multicast_boxes(fl: FunctionLowering, layout: SharedLayout, dst: str, tmap: str, bar: str,
                     tile: tuple[int, ...], box: tuple[int, ...], coords: list[tuple[str, str]], n: int) -> None:
    """This CTA's 1/n of a multicast tile: the boxes of the rows [rank * R, (rank + 1) * R)
    (R = rows / n), each written by `.multicast::cluster` to all n CTAs (mask 2^n - 1) at its
    offset in the stage. The offset of a row rank * R + r is the offset of r XOR that of rank * R
    (the placement is linear over the index bits, and R is a power of two)."""
    from tileiras.transforms.tileas_tma import box_origins

    rows = tile[-2] // n
    cols = tile[-1]
    rank = fl.entry_value("cluster-rank", lambda: fl.call("cluster.ctarank", [], "rank"))
    rank_off = "0"
    for k in range(n.bit_length() - 1):
        base = layout.offset((rows << k) * cols)  # the element (rows * 2^k, 0): index bits of the rank
        bit = fl.b.op(f"and i32 {rank}, {1 << k}")
        term = fl.b.op(f"select i1 {fl.b.op(f'icmp ne i32 {bit}, 0')}, i32 {base}, i32 0")
        rank_off = term if rank_off == "0" else fl.b.op(f"xor i32 {rank_off}, {term}")
    row0 = fl.b.op(f"mul i32 {rank}, {rows}")
    mask = str(multicast_mask(n))
    for origin in box_origins(tile[:-2] + (rows,) + tile[-1:], box):
        lin = 0
        for o, t in zip(origin, tile):
            lin = lin * t + o
        off = fl.b.op(f"xor i32 {rank_off}, {layout.offset(lin)}")
        at = fl.b.op(f"getelementptr i8, ptr addrspace(3) {dst}, i32 {off}")
        out = []
        for d, ((ty, c), o) in enumerate(zip(coords, reversed(origin))):
            if d == 1:  # the row coordinate: this CTA's slice
                c = fl.b.op(f"add i32 {c}, {row0}")
            out.append((ty, c) if o == 0 else ("i32", fl.b.op(f"add i32 {c}, {o}")))
        fl.call(f"cp.async.bulk.tensor.{len(tile)}d.multicast",
                [("ptr addrspace(3)", at), ("i64", tmap), ("ptr addrspace(3)", bar), ("i16", mask), *out])


def _boxes(fl: FunctionLowering, layout: SharedLayout, base: str, tile: tuple[int, ...], box: tuple[int, ...],
           coords: list[tuple[str, str]]):
    """(shared address, coordinates innermost first) of each box of a tile whose first element
    is at `coords`: a tile larger than its map's box (`tileas_tma.box_origins`: boxes of 128-byte
    rows side by side, boxes of a consumer's rows stacked) is copied box by box, each box at its
    first element's offset in the tile's placement `layout` (contiguous there: `tileas_tma`)."""
    from tileiras.transforms.tileas_tma import box_origins

    for origin in box_origins(tile, box):
        lin = 0
        for o, t in zip(origin, tile):
            lin = lin * t + o
        off = layout.offset(lin)
        at = base if off == 0 else fl.b.op(f"getelementptr i8, ptr addrspace(3) {base}, i32 {off}")
        out = []
        for (ty, c), o in zip(coords, reversed(origin)):
            out.append((ty, c) if o == 0 else ("i32", fl.b.op(f"add i32 {c}, {o}")))
        yield at, out


@LOWERINGS.rule("nv_tileas.mbarrier_wait")
def lower_mbarrier_wait(fl: FunctionLowering, op: Operation) -> None:
    bars: str = fl.get(op.bars)
    bar = _bar_ptr(fl, bars, fl.getv(op.stage).name)
    phase = fl.getv(op.phase).name
    spin = fl.b.new_block("mbwait")
    done = fl.b.new_block("mbwait.done")
    fl.b.br(spin)
    fl.b.set_block(spin)
    ok = fl.call("mbarrier.try_wait.parity", [("ptr addrspace(3)", bar), ("i32", phase)], "mbok")
    fl.b.cond_br(ok, done, spin)
    fl.b.set_block(done)


__all__ = ["hidden_tensor_maps", "tensor_maps_comment", "tensor_maps_module_asm", "TENSOR_MAPS_COMMENT", "GRID_CONSTANT_PARAM"]


# -- TMA stores --------------------------------------------------------------------------------

LOOPS = ("scf.for", "scf.while")
PROXY_FENCE = "cp.async.bulk.proxy_fence"
COMMIT = "cp.async.bulk.commit_group"
WAIT_READ = "cp.async.bulk.wait_group.read.0"


def _in_loop(op: Operation) -> bool:
    p = op.parent_op()
    while p is not None:
        if p.name in LOOPS:
            return True
        if p.name == "nv_tileaa.func":
            return False
        p = p.parent_op()
    return False


def _stmatrix_tile(fl: FunctionLowering, v, smem: SharedLayout, base: str) -> bool:
    """Write tile `v` into `base` (placed by `smem`) with `stmatrix`, the inverse of the
    `ldmatrix` plan that would read the same layout back (`ldmatrix_plan_images`: its row
    addresses and register words); False (nothing emitted) where there is no such plan or the
    target has no stmatrix. Every lane of every warp takes part (the instruction is
    warp-wide); replicated registers or warps write the same bytes again."""
    if not getattr(fl.target, "has_stmatrix", False) or smem.elem_bytes != 2:
        return False
    src = v.layout
    plan = ldmatrix_plan_images([smem.image(b) for b in src.reg], [smem.image(b) for b in src.lane],
                                [smem.image(b) for b in src.warp], smem.elem_bytes)
    if plan is None:
        return False
    images = list(plan.row_images) + list(plan.matrix_images)
    images += [0] * (5 - len(images)) + list(plan.warp_images)
    lane_off = linear_of_tid(fl, images)
    mty = T.mem_type(v.elem)
    for const, words in plan.instructions:
        off = _xor_const(fl, lane_off, const, _mask(images))
        p = fl.b.op(f"getelementptr i8, ptr addrspace(3) {base}, i32 {off}")
        args = []
        for word_regs in words:
            parts = [fl.extract(v, r) for r in word_regs]
            if mty != v.scalar_ty:
                parts = [fl.b.op(f"zext {v.scalar_ty} {x} to {mty}") for x in parts]
            vec = fl.build_vector(parts, mty)
            args.append(("i32", fl.b.op(f"bitcast <{len(parts)} x {mty}> {vec} to i32")))
        fl.call(f"stmatrix.{plan.variant}", [("ptr addrspace(3)", p), *args])
    return True


def _write_store_tile(fl: FunctionLowering, op: Operation, buf: SharedBuffer) -> None:
    """Every thread: its registers of `op.value` -> the buffer (stmatrix where it can), then
    its fence for the async proxy."""
    value = fl.getv(op.value)
    if value.layout is None:
        raise LoweringError(f"internal error: {op.name} of no register tile", [], op)
    if not _stmatrix_tile(fl, value, buf.layout, buf.base):
        _store_tile(fl, value, buf.layout, buf.base)
    fl.call(PROXY_FENCE, [])


def _issue_store(fl: FunctionLowering, op: Operation, buf: SharedBuffer) -> None:
    """The issuing thread: the bulk tensor store of each box of the buffer, commit, and the
    wait until the group has read the buffer."""
    k = op.tensor_map.value.data
    params = getattr(fl, "tensor_map_params", [])
    if k >= len(params):
        raise LoweringError(f"internal error: {op.name} of map {k}: no hidden parameter", [], op)
    tile = tuple(op.view.type.tile_shape)
    box = tuple(fl.tensor_map_specs[k].box)
    with fl.only_if(_thread0(fl, None), "tms"):
        tmap = fl.entry_value(("tensor-map", k), lambda: fl.b.op(f"ptrtoint ptr {params[k]} to i64"))
        coords = []
        for idx, t in zip(reversed(op.indices), reversed(tile)):
            v = fl.getv(idx)
            x = v.name if v.ty == "i32" else fl.b.op(f"trunc {v.ty} {v.name} to i32")
            coords.append(("i32", fl.b.op(f"mul i32 {x}, {t}")))
        for src, box_coords in _boxes(fl, buf.layout, buf.base, tile, box, coords):
            fl.call(f"cp.async.bulk.tensor.{len(tile)}d.store", [("i64", tmap), ("ptr addrspace(3)", src), *box_coords])
        fl.call(COMMIT, [])
        fl.call(WAIT_READ, [])


@LOWERINGS.rule("nv_tileas.tma_store")
def lower_tma_store(fl: FunctionLowering, op: Operation) -> None:
    buf: SharedBuffer = fl.get(op.buffer)
    if _in_loop(op):
        fl.barrier()
    _write_store_tile(fl, op, buf)
    fl.barrier()
    _issue_store(fl, op, buf)


@LOWERINGS.rule("nv_tileas.tma_store_write")
def lower_tma_store_write(fl: FunctionLowering, op: Operation) -> None:
    """The consumer's half of an epilogue warp's store: no barrier (an `mbarrier_arrive` after
    it hands the buffer to the epilogue warp)."""
    _write_store_tile(fl, op, fl.get(op.buffer))


@LOWERINGS.rule("nv_tileas.tma_store_issue")
def lower_tma_store_issue(fl: FunctionLowering, op: Operation) -> None:
    """The epilogue warp's half: the store itself (its role's one thread issues it)."""
    _issue_store(fl, op, fl.get(op.buffer))


__all__ = ["lower_tma_store", "lower_tma_store_write", "lower_tma_store_issue", "PROXY_FENCE", "COMMIT", "WAIT_READ"]
