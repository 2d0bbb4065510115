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
- `store_shared`: the owner threads' registers at their offsets in the stage, in runs of
  consecutive addresses (vector `st.shared` of up to 16 bytes); no barrier (the IR has them).
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
from tileiras.transforms.tileas_pipeline import pipeline_bytes, shared_layout_of, stage_bytes


@dataclass(frozen=True)
class SharedBuffer:
    """A lowered `alloc_shared`: its base pointer, the placement of one stage, the stage size."""

    base: str
    layout: SharedLayout
    stage_bytes: int
    elem: Attribute


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
    fl.set(op.results[0], SharedBuffer(base, layout, stage_bytes(op), op.results[0].type.element_type))


@LOWERINGS.rule("nv_tileas.async_commit")
def lower_async_commit(fl: FunctionLowering, op: Operation) -> None:
    fl.call("cp.async.commit", [])


@LOWERINGS.rule("nv_tileas.async_wait")
def lower_async_wait(fl: FunctionLowering, op: Operation) -> None:
    fl.call(f"cp.async.wait.{op.pending.value.data}", [])


@LOWERINGS.rule("nv_tileas.async_copy")
def lower_async_copy(fl: FunctionLowering, op: Operation) -> None:
    pred = fl.getv(op.pred).name if op.pred is not None else None
    with fl.only_if(pred, "acp"):
        _ChunkCopy(fl, op).run()


class _ChunkCopy:
    """One `async_copy`: thread t copies chunks t, t + T, ... of the tile (T threads)."""

    def __init__(self, fl: FunctionLowering, op: Operation):
        self.fl = fl
        self.buf: SharedBuffer = fl.get(op.buffer)
        self.view: View = fl.get(op.view)
        self.indices = [fl.getv(v) for v in op.indices]
        self.nbytes = op.vector_bytes.value.data
        self.whole = bool(op.whole_chunks.value.data)
        smem = self.buf.layout
        self.smem = smem
        self.vc = self.nbytes // smem.elem_bytes  # elements per chunk
        self.helper = f"cp.async.{'cg' if self.nbytes == 16 else 'ca'}.{self.nbytes}"
        self.dst_stage = _stage_ptr(fl, self.buf, fl.getv(op.stage).name)
        vbits = log2_exact(self.vc)
        nbits = len(smem.bases)
        self.tid_images = [smem.image(b + vbits) if b + vbits < nbits else 0
                           for b in range(log2_exact(fl.num_threads))]
        self.tid_off = linear_of_tid(fl, self.tid_images)
        tid = fl.tid()
        self.first = fl.entry_value(("tid-mul", self.vc), lambda: fl.b.op(f"shl i32 {tid}, {vbits}") if vbits else tid)
        self.dim_offsets = dim_bit_offsets(smem.shape)

    def run(self) -> None:
        fl, threads = self.fl, self.fl.num_threads
        nchunks = self.smem.nbytes // self.smem.elem_bytes // self.vc
        for k in range((nchunks + threads - 1) // threads):
            partial = (k + 1) * threads > nchunks
            guard = fl.b.op(f"icmp ult i32 {fl.tid()}, {nchunks - k * threads}") if partial else None
            with fl.only_if(guard, "acp.t"):
                self.copy(k * threads * self.vc)

    def copy(self, e_const: int) -> None:
        """The cp.async of the chunk starting at element `first | e_const`."""
        fl, smem, view, vc = self.fl, self.smem, self.view, self.vc
        b = fl.b
        e0 = b.op(f"or i32 {self.first}, {e_const}") if e_const else self.first
        dst_off = _xor_const(fl, self.tid_off, smem.offset(e_const), _mask(self.tid_images))
        dst = b.op(f"getelementptr i8, ptr addrspace(3) {self.dst_stage}, i32 {dst_off}")
        memref = view.memref
        shape, offs = smem.shape, self.dim_offsets
        offset = inside = count = None
        for i in range(len(shape)):
            md = view.dim_map[i]
            coord = b.op(f"lshr i32 {e0}, {offs[i]}") if offs[i] else e0
            coord = b.op(f"and i32 {coord}, {shape[i] - 1}")
            start = b.op(f"mul i64 {_i64(fl, self.indices[i])}, {view.steps[i]}")
            pos = b.op(f"add i64 {start}, {b.op(f'zext i32 {coord} to i64')}")
            size = memref.sizes[md]
            if i == len(shape) - 1 and not self.whole:
                left = b.op(f"sub i64 {size}, {pos}")
                positive = b.op(f"icmp sgt i64 {left}, 0")
                capped = b.op(f"select i1 {b.op(f'icmp slt i64 {left}, {vc}')}, i64 {left}, i64 {vc}")
                count = b.op(f"select i1 {positive}, i64 {capped}, i64 0")
            else:
                ok = b.op(f"icmp ult i64 {pos}, {size}")
                inside = ok if inside is None else b.op(f"and i1 {inside}, {ok}")
            stride = memref.strides[md]
            term = pos if stride == "1" else b.op(f"mul i64 {pos}, {stride}")
            offset = term if offset is None else b.op(f"add i64 {offset}, {term}")
        if self.whole:
            src_size = b.op(f"select i1 {inside}, i32 {self.nbytes}, i32 0")
        else:
            nbytes_in = b.op(f"mul i64 {count}, {smem.elem_bytes}")
            if inside is not None:
                nbytes_in = b.op(f"select i1 {inside}, i64 {nbytes_in}, i64 0")
            src_size = b.op(f"trunc i64 {nbytes_in} to i32")
        # a chunk outside the view reads nothing (source size 0): its address is not accessed
        gptr = T.ptr_type(memref.space)
        src = b.op(f"getelementptr {T.mem_type(self.buf.elem)}, {gptr} {memref.base}, i64 {offset}")
        if memref.space != 1:
            src = b.op(f"addrspacecast {gptr} {src} to ptr addrspace(1)")
        fl.call(self.helper, [("ptr addrspace(3)", dst), ("ptr addrspace(1)", src), ("i32", src_size)])


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


@LOWERINGS.rule("nv_tileas.store_shared")
def lower_store_shared(fl: FunctionLowering, op: Operation) -> None:
    buf: SharedBuffer = fl.get(op.buffer)
    _store_tile(fl, fl.getv(op.value), buf.layout, _stage_ptr(fl, buf, fl.getv(op.stage).name))


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
    with fl.only_if(fl.owner_pred(src), "sst"):
        _store_runs(fl, v, reg, vw, toff, thread, base, smem.elem_bytes)


def _store_runs(fl: FunctionLowering, v: V, reg: list[int], vw: int, toff: str, thread: list[int], base: str,
                eb: int) -> None:
    src = v.layout
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
            fl.b.emit(f"store <{vw} x {mty}> {vec}, ptr addrspace(3) {p}, align {vw * eb}")


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
