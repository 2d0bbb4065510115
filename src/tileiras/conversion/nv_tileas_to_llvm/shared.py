"""shared: lowering of the nv_tileas shared-memory family (`dialects/nv_tileas/shared_ops.py`).

The buffers live in the kernel's one shared-memory block, at the byte offsets the pipelining
pass recorded (`alloc_shared {offset}`); the layout conversions' scratch space follows them
(`FunctionLowering.smem`). Every address inside a stage is the stage's `SharedLayout` (a linear
map of the element index bits, `layout/shared.py`) applied to the thread id bits and the
register bits, so the code is XORs of thread-id bit fields and constants.

- `async_copy`: the tile is cut into chunks of `vector_bytes` along its last dimension; thread
  `t` copies chunks t, t + T, ... (T threads) with `cp.async` (`.cg` for 16 bytes, `.ca` for 4
  and 8), its source size the bytes of the chunk inside the view (the rest is zero-filled:
  the view's zero padding), 0 for a chunk outside (with `whole_chunks`, all or nothing). With
  a false predicate nothing is copied.
- `async_commit` / `async_wait`: `cp.async.commit_group` / `cp.async.wait_group N`.
- `load_shared`: `ldmatrix` as `layout.shared.ldmatrix_plan` says, or one `ld.shared` per
  register.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from xdsl.ir import Attribute, Operation

from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, FunctionLowering, LoweringError, V, View
from tileiras.conversion.nv_tileas_to_llvm.memory import _i64
from tileiras.layout.linear import LinearLayout, dim_bit_offsets, log2_exact
from tileiras.layout.shared import (
    SharedLayout,
    contiguous_run_images,
    ldmatrix_plan,
    ldmatrix_plan_images,
    swizzled_row_major,
)
from tileiras.transforms.tileas_pipeline import BUFFER_ALIGN, shared_layout_of


@dataclass(frozen=True)
class SharedBuffer:
    """A lowered `alloc_shared`: its base pointer, the placement of one stage, the stage size."""

    base: str
    layout: SharedLayout
    stage_bytes: int
    elem: Attribute


def pipeline_bytes(func: Operation) -> int:
    """The shared bytes the function's `alloc_shared` buffers take (they come first)."""
    end = 0
    for op in func.walk():
        if op.name == "nv_tileas.alloc_shared":
            end = max(end, op.offset.value.data + _stage_bytes(op) * op.results[0].type.get_shape()[0])
    return end


def _stage_bytes(alloc: Operation) -> int:
    n = shared_layout_of(alloc).nbytes
    return (n + BUFFER_ALIGN - 1) // BUFFER_ALIGN * BUFFER_ALIGN


def linear_of_tid(fl: FunctionLowering, images: list[int]) -> str:
    """XOR over thread-id bits k of bit_k(tid) * images[k] (i32), computed once per kernel."""
    key = ("tid-xor", tuple(images))

    def make() -> str:
        tid = fl.tid()
        acc = None
        for k, im in enumerate(images):
            if not im:
                continue
            bit = fl.b.op(f"lshr i32 {tid}, {k}") if k else tid
            bit = fl.b.op(f"and i32 {bit}, 1")
            term = fl.b.op(f"shl i32 {bit}, {log2_exact(im)}") if im & (im - 1) == 0 else fl.b.op(f"mul i32 {bit}, {im}")
            acc = term if acc is None else fl.b.op(f"xor i32 {acc}, {term}")
        return acc or "0"

    return fl.entry_value(key, make)


def _stage_ptr(fl: FunctionLowering, buf: SharedBuffer, stage: str) -> str:
    if stage == "0":
        return buf.base
    off = fl.b.op(f"mul i32 {stage}, {buf.stage_bytes}")
    return fl.b.op(f"getelementptr i8, ptr addrspace(3) {buf.base}, i32 {off}")


@LOWERINGS.rule("nv_tileas.alloc_shared")
def lower_alloc_shared(fl: FunctionLowering, op: Operation) -> None:
    layout = shared_layout_of(op)
    offset = op.offset.value.data
    fl.smem_bytes = max(fl.smem_bytes, fl.pipeline_bytes)
    raw = fl.smem_base()
    base = raw if offset == 0 else fl.entry_value(("smem-buf", offset), lambda: fl.b.op(
        f"getelementptr i8, ptr addrspace(3) {raw}, i32 {offset}"))
    fl.set(op.results[0], SharedBuffer(base, layout, _stage_bytes(op), op.results[0].type.element_type))


@LOWERINGS.rule("nv_tileas.async_commit")
def lower_async_commit(fl: FunctionLowering, op: Operation) -> None:
    fl.call("cp.async.commit", [])


@LOWERINGS.rule("nv_tileas.async_wait")
def lower_async_wait(fl: FunctionLowering, op: Operation) -> None:
    fl.call(f"cp.async.wait.{op.pending.value.data}", [])


@LOWERINGS.rule("nv_tileas.async_copy")
def lower_async_copy(fl: FunctionLowering, op: Operation) -> None:
    buf: SharedBuffer = fl.get(op.buffer)
    view: View = fl.get(op.view)
    stage = fl.getv(op.stage).name
    nbytes = op.vector_bytes.value.data
    smem = buf.layout
    eb = smem.elem_bytes
    vc = nbytes // eb
    shape = smem.shape
    numel = smem.nbytes // eb
    nchunks = numel // vc
    threads = fl.num_threads
    helper = f"cp.async.{'cg' if nbytes == 16 else 'ca'}.{nbytes}"
    whole = bool(op.whole_chunks.value.data)
    cont = None
    if op.pred is not None:
        then = fl.b.new_block("acp")
        cont = fl.b.new_block("acp.end")
        fl.b.cond_br(fl.getv(op.pred).name, then, cont)
        fl.b.set_block(then)
    dst_stage = _stage_ptr(fl, buf, stage)
    tid = fl.tid()
    vbits = log2_exact(vc)
    nbits = len(smem.bases)
    tbits = log2_exact(threads)
    tid_images = [smem.image(b + vbits) if b + vbits < nbits else 0 for b in range(tbits)]
    tid_off = linear_of_tid(fl, tid_images)
    first = fl.entry_value(("tid-mul", vc), lambda: fl.b.op(f"shl i32 {tid}, {vbits}") if vbits else tid)
    offs = dim_bit_offsets(shape)
    mty = T.mem_type(buf.elem)
    memref = view.memref
    indices = [fl.getv(v) for v in op.indices]
    rank = len(shape)
    for k in range((nchunks + threads - 1) // threads):
        guard_end = None
        if (k + 1) * threads > nchunks:
            ok = fl.b.op(f"icmp ult i32 {tid}, {nchunks - k * threads}")
            then = fl.b.new_block("acp.t")
            guard_end = fl.b.new_block("acp.t.end")
            fl.b.cond_br(ok, then, guard_end)
            fl.b.set_block(then)
        e_const = k * threads * vc
        e0 = fl.b.op(f"or i32 {first}, {e_const}") if e_const else first
        dst_off = _xor_const(fl, tid_off, smem.offset(e_const), _mask(tid_images))
        dst = fl.b.op(f"getelementptr i8, ptr addrspace(3) {dst_stage}, i32 {dst_off}")
        offset = None
        inside = None
        count = None
        for i in range(rank):
            md = view.dim_map[i]
            coord = fl.b.op(f"lshr i32 {e0}, {offs[i]}") if offs[i] else e0
            coord = fl.b.op(f"and i32 {coord}, {shape[i] - 1}")
            start = fl.b.op(f"mul i64 {_i64(fl, indices[i])}, {view.steps[i]}")
            pos = fl.b.op(f"add i64 {start}, {fl.b.op(f'zext i32 {coord} to i64')}")
            size = memref.sizes[md]
            if i == rank - 1 and whole:
                ok = fl.b.op(f"icmp ult i64 {pos}, {size}")
                inside = ok if inside is None else fl.b.op(f"and i1 {inside}, {ok}")
                count = str(vc)
            elif i == rank - 1:
                left = fl.b.op(f"sub i64 {size}, {pos}")
                pos_left = fl.b.op(f"icmp sgt i64 {left}, 0")
                capped = fl.b.op(f"select i1 {fl.b.op(f'icmp slt i64 {left}, {vc}')}, i64 {left}, i64 {vc}")
                count = fl.b.op(f"select i1 {pos_left}, i64 {capped}, i64 0")
            else:
                ok = fl.b.op(f"icmp ult i64 {pos}, {size}")
                inside = ok if inside is None else fl.b.op(f"and i1 {inside}, {ok}")
            stride = memref.strides[md]
            term = pos if stride == "1" else fl.b.op(f"mul i64 {pos}, {stride}")
            offset = term if offset is None else fl.b.op(f"add i64 {offset}, {term}")
        if whole:
            src_size = fl.b.op(f"select i1 {inside}, i32 {nbytes}, i32 0")
        else:
            nbytes_in = fl.b.op(f"mul i64 {count}, {eb}")
            if inside is not None:
                nbytes_in = fl.b.op(f"select i1 {inside}, i64 {nbytes_in}, i64 0")
            src_size = fl.b.op(f"trunc i64 {nbytes_in} to i32")
        # a chunk outside the view reads nothing (source size 0): its address is not accessed
        gptr = T.ptr_type(memref.space)
        src = fl.b.op(f"getelementptr {mty}, {gptr} {memref.base}, i64 {offset}")
        if memref.space != 1:
            src = fl.b.op(f"addrspacecast {gptr} {src} to ptr addrspace(1)")
        fl.call(helper, [("ptr addrspace(3)", dst), ("ptr addrspace(1)", src), ("i32", src_size)])
        if guard_end is not None:
            fl.b.br(guard_end)
            fl.b.set_block(guard_end)
    if cont is not None:
        fl.b.br(cont)
        fl.b.set_block(cont)


@LOWERINGS.rule("nv_tileas.load_shared")
def lower_load_shared(fl: FunctionLowering, op: Operation) -> None:
    buf: SharedBuffer = fl.get(op.buffer)
    stage = fl.getv(op.stage).name
    layout = fl.layout(op.results[0])
    smem = buf.layout
    elem = buf.elem
    ptr = _stage_ptr(fl, buf, stage)
    atom = op.atom.data
    if atom.startswith("ldmatrix."):
        plan = ldmatrix_plan(layout, smem)
        if plan is None or f"ldmatrix.{plan.variant}" != atom:
            raise LoweringError(f"internal error: '{atom}' cannot read layout {layout} from this buffer", [], op)
        regs = _ldmatrix(fl, plan, ptr, elem, layout.num_regs)
    else:
        regs = _ld_shared(fl, layout, smem, ptr, elem)
    fl.set(op.results[0], fl.tile(fl.build_vector(regs, T.reg_type(elem)), elem, layout))


def convert_through_shared(fl: FunctionLowering, v: V, dst: LinearLayout, bitmap: list[int]) -> V | None:
    """`v` in layout `dst` through the scratch buffer, when the source tile fits it: stored in
    the swizzled row-major placement of its own shape with the widest vectors its layout
    holds, read back with `ldmatrix` where the destination allows (an MMA operand), else with
    the widest vectors `dst` holds. Destination element bit i is source bit bitmap[i] (-1: a
    broadcast bit). None when the tile needs more than one round of the scratch buffer."""
    src = v.layout
    eb = T.byte_size(v.elem)
    smem = swizzled_row_major(src.shape, eb)
    if smem.nbytes > fl.scratch_limit:
        return None

    def image(b: int) -> int:
        return smem.image(bitmap[b]) if b >= 0 else 0

    base = fl.smem(smem.nbytes)
    fl.barrier()
    _store_tile(fl, v, smem, base)
    fl.barrier()
    reg, lane, warp = [image(b) for b in dst.reg], [image(b) for b in dst.lane], [image(b) for b in dst.warp]
    plan = ldmatrix_plan_images(reg, lane, warp, eb)
    if plan is not None:
        regs = _ldmatrix(fl, plan, base, v.elem, dst.num_regs)
    else:
        regs = _load_runs(fl, reg, lane + warp, base, v.elem, dst.num_regs)
    return fl.tile(fl.build_vector(regs, T.reg_type(v.elem)), v.elem, dst)


def _store_tile(fl: FunctionLowering, v: V, smem: SharedLayout, base: str) -> None:
    """Every owner thread stores its registers of `v` at their `smem` offsets, in runs of
    consecutive registers (vector stores of up to 16 bytes)."""
    src = v.layout
    reg = [smem.image(b) for b in src.reg]
    vw = contiguous_run_images(reg, smem.elem_bytes)
    thread = [smem.image(b) for b in src.lane] + [smem.image(b) for b in src.warp]
    toff = linear_of_tid(fl, thread)
    owner = fl.owner_pred(src)
    cont = None
    if owner is not None:
        then = fl.b.new_block("sst")
        cont = fl.b.new_block("sst.end")
        fl.b.cond_br(owner, then, cont)
        fl.b.set_block(then)
    mty = T.mem_type(v.elem)
    for r0 in range(0, src.num_regs, vw):
        if src.is_replica_reg(r0):
            continue
        off = _xor_const(fl, toff, _reg_image(reg, r0), _mask(thread))
        p = fl.b.op(f"getelementptr i8, ptr addrspace(3) {base}, i32 {off}")
        parts = [fl.extract(v, r) for r in range(r0, r0 + vw)]
        if mty != v.scalar_ty:
            parts = [fl.b.op(f"zext {v.scalar_ty} {x} to {mty}") for x in parts]
        if vw == 1:
            fl.b.emit(f"store {mty} {parts[0]}, ptr addrspace(3) {p}")
        else:
            vec = fl.build_vector(parts, mty)
            fl.b.emit(f"store <{vw} x {mty}> {vec}, ptr addrspace(3) {p}, align {vw * smem.elem_bytes}")
    if cont is not None:
        fl.b.br(cont)
        fl.b.set_block(cont)


def _load_runs(fl: FunctionLowering, reg: list[int], thread: list[int], base: str, elem, nregs: int) -> list[str]:
    """Each register of a layout whose register bits select offsets `reg` and thread bits
    `thread`, loaded in runs of consecutive offsets."""
    eb = T.byte_size(elem)
    vw = contiguous_run_images(reg, eb)
    toff = linear_of_tid(fl, thread)
    mty, rty = T.mem_type(elem), T.reg_type(elem)
    out: list[str] = []
    for r0 in range(0, nregs, vw):
        off = _xor_const(fl, toff, _reg_image(reg, r0), _mask(thread))
        p = fl.b.op(f"getelementptr i8, ptr addrspace(3) {base}, i32 {off}")
        if vw == 1:
            xs = [fl.b.op(f"load {mty}, ptr addrspace(3) {p}")]
        else:
            vec = fl.b.op(f"load <{vw} x {mty}>, ptr addrspace(3) {p}, align {vw * eb}")
            xs = [fl.b.op(f"extractelement <{vw} x {mty}> {vec}, i32 {i}") for i in range(vw)]
        out += [x if mty == rty else fl.b.op(f"trunc {mty} {x} to {rty}") for x in xs]
    return out


def _reg_image(reg: list[int], r: int) -> int:
    out = 0
    for k, im in enumerate(reg):
        if (r >> k) & 1:
            out ^= im
    return out


def _xor_const(fl: FunctionLowering, x: str, c: int, thread_bits: int) -> str:
    """`x ^ c` where `x` (a thread-dependent offset) can only have the bits `thread_bits`: the
    bits of `c` outside them are an addition (which folds into the address as an immediate:
    one base register for all the accesses instead of one computed address each), only the
    others an XOR."""
    inside, outside = c & thread_bits, c & ~thread_bits
    if inside:
        x = fl.b.op(f"xor i32 {x}, {inside}")
    return fl.b.op(f"add i32 {x}, {outside}") if outside else x


def _mask(images: list[int]) -> int:
    out = 0
    for im in images:
        out |= im
    return out


def _ldmatrix(fl: FunctionLowering, plan, ptr: str, elem, nregs: int) -> list[str]:
    images = list(plan.row_images) + list(plan.matrix_images)
    images += [0] * (5 - len(images)) + list(plan.warp_images)
    lane_off = linear_of_tid(fl, images)
    mty, rty = T.mem_type(elem), T.reg_type(elem)
    e = plan.words_per_reg
    regs: list[str | None] = [None] * nregs
    helper = f"ldmatrix.{plan.variant}"
    for const, words in plan.instructions:
        off = _xor_const(fl, lane_off, const, _mask(images))
        p = fl.b.op(f"getelementptr i8, ptr addrspace(3) {ptr}, i32 {off}")
        res = fl.call(helper, [("ptr addrspace(3)", p)], "ldm")
        for j, word_regs in enumerate(words):
            w = res if plan.count == 1 else fl.b.op(f"extractvalue {{{', '.join(['i32'] * plan.count)}}} {res}, {j}")
            if e == 1:
                x = fl.b.op(f"bitcast i32 {w} to {mty}") if mty != "i32" else w
                parts = [x]
            else:
                vec = fl.b.op(f"bitcast i32 {w} to <{e} x {mty}>")
                parts = [fl.b.op(f"extractelement <{e} x {mty}> {vec}, i32 {i}") for i in range(e)]
            for r, x in zip(word_regs, parts):
                regs[r] = x if mty == rty else fl.b.op(f"trunc {mty} {x} to {rty}")
    assert all(r is not None for r in regs)
    return regs  # type: ignore[return-value]


def _ld_shared(fl: FunctionLowering, layout, smem: SharedLayout, ptr: str, elem) -> list[str]:
    return _load_runs(fl, [smem.image(b) for b in layout.reg],
                      [smem.image(b) for b in layout.lane] + [smem.image(b) for b in layout.warp],
                      ptr, elem, layout.num_regs)


__all__ = ["SharedBuffer", "pipeline_bytes", "linear_of_tid", "convert_through_shared"]
