"""Lowering of `nv_tileas.tcgen05_mma_scaled` (`dialects/nv_tileas/tcgen05_scaled_ops.py`):
block-scaled MMA on tcgen05, sm_100a / sm_103a. Helpers in `codegen/tcgen05_block_scaled_helpers.py`.

Per iteration (parity p = phase & 1 with `pending = 1`, else 0):

1. every thread t (one warpgroup) restages the stage's scales into the copy layout
   (`layout.tcgen05_block_scaled.staged_offset`) at shared area p: row t of SA (its blocks,
   four per 32-bit store) and column t + 128 q of SB, read byte by byte through the stage's
   placement (row-major or swizzled: the XOR of its index bits' offsets, `shared.linear_of_tid`);
   then `fence.proxy.async.shared::cta` (the copy reads through the async proxy) and a barrier
   (NVIDIA: `st.shared.b32` at `(t >> 2) * 16 + (t & 3) * 4`, fence, named barrier);
2. thread 0: `tcgen05.fence::after_thread_sync`, the copies (`tcgen05.cp .32x128b.warpx4`,
   one per 128 rows and four blocks, into scale set p of the tensor memory: SA's columns from
   `sf_col + p * S`, SB's after them), then per K step s of 32 one
   `tcgen05.mma ... .block_scale.block32 [d], a_desc, b_desc, idesc | ids, [sfa], [sfb], 1`
   with the scale factor ids s % 4 (the byte of the cells) and the columns of block group
   s // 4 (NVIDIA's: four MMAs per copy, ids 0..3), then `tcgen05.commit` as `tcgen05_mma`'s
   (the copies and the MMAs of one thread run in issue order, so the commit covers both);
3. every thread waits as `tcgen05_mma` does (`pending` 0: for this iteration's commit; 1: for
   iteration j - 1's: its copies read the area and its MMAs the scale set this iteration's
   parity does not use).
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.codegen.tcgen05_block_scaled_helpers import CP_WARPX4, MMA_MXF8
from tileiras.conversion.nv_tileas_to_llvm.lowering import FunctionLowering, LoweringError
from tileiras.conversion.nv_tileas_to_llvm.shared import SharedBuffer, linear_of_tid
from tileiras.conversion.nv_tileas_to_llvm.tcgen05 import _bar, _version, commit, wait_for_commit, wait_for_previous
from tileiras.conversion.nv_tileas_to_llvm.wgmma import _descriptor_value, _slices, _start_field
from tileiras.layout import tcgen05_block_scaled as bs

K_STEP = 32


def _images(buf: SharedBuffer, size: int) -> list[int]:
    """The byte offsets of the index bits of a stage of `buf` (`size` one-byte elements, a power
    of two): a `SharedLayout` places element i at the XOR of those of i's bits."""
    bits = size.bit_length() - 1
    if size != 1 << bits:
        raise LoweringError(f"tcgen05 block scales: a stage of {size} scales is not a power of two")
    return [buf.layout.offset(1 << b) for b in range(bits)]


def _stage_ptr(fl: FunctionLowering, buf: SharedBuffer, stage: str) -> str:
    if stage == "0":
        return buf.base
    off = fl.b.op(f"mul i32 {stage}, {buf.stage_bytes}")
    return fl.b.op(f"getelementptr i8, ptr addrspace(3) {buf.base}, i32 {off}")


def _gather_word(fl: FunctionLowering, base: str, tid_part: str, offsets: list[int | None],
                 tid_images: list[int]) -> str:
    """The i32 whose byte i is the scale at `tid_part ^ offsets[i]` of `base` (0 where None;
    `tid_images` the offsets `tid_part` is the XOR of): one 32-bit load where the four bytes
    are consecutive and 4-byte aligned (a row of SA with four blocks), else four byte loads."""
    if (None not in offsets and offsets[0] % 4 == 0 and offsets == [offsets[0] + i for i in range(4)]
            and all(im % 4 == 0 for im in tid_images)):
        idx = fl.b.op(f"xor i32 {tid_part}, {offsets[0]}") if offsets[0] else tid_part
        p = fl.b.op(f"getelementptr i8, ptr addrspace(3) {base}, i32 {idx}")
        return fl.b.op(f"load i32, ptr addrspace(3) {p}, align 4")
    word = None
    for i, off in enumerate(offsets):
        if off is None:
            continue
        idx = fl.b.op(f"xor i32 {tid_part}, {off}") if off else tid_part
        p = fl.b.op(f"getelementptr i8, ptr addrspace(3) {base}, i32 {idx}")
        x = fl.b.op(f"zext i8 {fl.b.op(f'load i8, ptr addrspace(3) {p}')} to i32")
        if i:
            x = fl.b.op(f"shl i32 {x}, {8 * i}")
        word = x if word is None else fl.b.op(f"or i32 {word}, {x}")
    return word or "0"


def _restage(fl: FunctionLowering, op: Operation, area: str, M: int, N: int, blocks: int,
             clear_signs: bool = False) -> None:
    """Step 1 of the module docstring: this thread's rows of SA and SB into the copy layout at
    `area` (`clear_signs`: e4m3 scales become ue4m3, bit 7 of each byte cleared)."""
    sa_buf: SharedBuffer = fl.get(op.sfa_buffer)
    sb_buf: SharedBuffer = fl.get(op.sfb_buffer)
    sa = _stage_ptr(fl, sa_buf, fl.getv(op.sfa_stage).name)
    sb = _stage_ptr(fl, sb_buf, fl.getv(op.sfb_stage).name)
    kbits = blocks.bit_length() - 1
    ia, ib = _images(sa_buf, M * blocks), _images(sb_buf, blocks * N)
    a_images, b_images = [ia[t + kbits] for t in range(7)], ib[:7]
    a_row = linear_of_tid(fl, a_images)  # element (t, 0): index t * blocks
    b_col = linear_of_tid(fl, b_images)  # element (0, t)
    tid = fl.tid()

    def staged_offset_of_tid() -> str:
        lane = fl.b.op(f"shl i32 {fl.b.op(f'and i32 {tid}, 31')}, 4")
        quarter = fl.b.op(f"shl i32 {fl.b.op(f'lshr i32 {tid}, 5')}, 2")
        return fl.b.op(f"or i32 {lane}, {quarter}")

    dst = fl.entry_value("sf-stage-offset", staged_offset_of_tid)  # row t: (t % 32) * 16 + (t // 32) * 4
    a_bytes = bs.staged_bytes(M, blocks)

    def store(word: str, at: int) -> None:
        if clear_signs:
            word = fl.b.op(f"and i32 {word}, {0x7F7F7F7F}")
        idx = fl.b.op(f"add i32 {dst}, {at}")
        p = fl.b.op(f"getelementptr i8, ptr addrspace(3) {area}, i32 {idx}")
        fl.b.emit(f"store i32 {word}, ptr addrspace(3) {p}, align 4")

    for g in range((blocks + 3) // 4):
        ks = [4 * g + i for i in range(4)]
        word = _gather_word(fl, sa, a_row, [sa_buf.layout.offset(k) if k < blocks else None for k in ks], a_images)
        store(word, bs.staged_offset(0, 4 * g, M))
        for q in range(N // bs.ROWS):
            word = _gather_word(fl, sb, b_col, [sb_buf.layout.offset(k * N + bs.ROWS * q) if k < blocks else None for k in ks],
                                b_images)
            store(word, a_bytes + bs.staged_offset(bs.ROWS * q, 4 * g, N))


def lower_tcgen05_mma_scaled(fl: FunctionLowering, op: Operation) -> None:
    """The module docstring's steps (registered by the tcgen05 family module, `tcgen05.py`)."""
    if fl.num_warps != 4:
        raise LoweringError("tcgen05_mma_scaled: one warpgroup (4 warps) restages the scales")
    taddr = fl.get(op.taddr)
    bars: str = fl.get(op.bars)
    iters = fl.getv(op.phase)
    it = iters.name if iters.ty == "i32" else fl.b.op(f"trunc {iters.ty} {iters.name} to i32")
    overlap = bool(op.pending.value.data)
    par = fl.b.op(f"and i32 {it}, 1") if overlap else "0"
    a_buf: SharedBuffer = fl.get(op.a_buffer)
    b_buf: SharedBuffer = fl.get(op.b_buffer)
    ta, tb = bool(op.a_mn_major.value.data), bool(op.b_mn_major.value.data)
    a_shape, b_shape = a_buf.layout.shape[-2:], b_buf.layout.shape[-2:]
    M, K = (a_shape[1], a_shape[0]) if ta else a_shape
    N = b_shape[1] if tb else b_shape[0]
    n_inst, blocks = op.n.value.data, op.blocks.value.data
    if n_inst != N or K != K_STEP * blocks:
        raise LoweringError("tcgen05_mma_scaled: one instruction per K step of 32 across N, one scale per step")
    a_bytes, b_bytes = bs.staged_bytes(M, blocks), bs.staged_bytes(N, blocks)
    sfa_cols, sfb_cols = bs.tmem_columns(M, blocks), bs.tmem_columns(N, blocks)
    area_off = op.sf_offset.value.data
    area = fl.b.op(f"getelementptr i8, ptr addrspace(3) {fl.smem_base()}, i32 {area_off}")
    if overlap:
        area = fl.b.op(f"getelementptr i8, ptr addrspace(3) {area}, i32 {fl.b.op(f'mul i32 {par}, {a_bytes + b_bytes}')}")
    # no barrier before: every thread waited for the commit that covers the copies that last
    # read this area (pending 0: this area's last iteration; 1: iteration j - 2's, waited on in j - 1)
    _restage(fl, op, area, M, N, blocks)
    fl.call("wgmma.proxy_fence", [])
    fl.barrier()
    sf_base = op.sf_col.value.data
    sf_set = fl.b.op(f"add i32 {taddr}, {sf_base}")
    if overlap:
        sf_set = fl.b.op(f"add i32 {sf_set}, {fl.b.op(f'mul i32 {par}, {sfa_cols + sfb_cols}')}")
    a_desc = _slices(a_buf, ta, M, M, K, K_STEP)
    b_desc = _slices(b_buf, tb, N, N, K, K_STEP)
    idesc = op.idesc.value.data
    first = fl.entry_value("tid-is-0", lambda: fl.b.op(f"icmp eq i32 {fl.tid()}, 0"))
    with fl.only_if(first, "umma.bs"):
        fl.call("tcgen05.fence.after", [])
        area32 = fl.b.op(f"ptrtoint ptr addrspace(3) {area} to i32")
        for i in range((a_bytes + b_bytes) // bs.GROUP_BYTES):
            src = fl.b.op(f"add i32 {area32}, {i * bs.GROUP_BYTES}") if i else area32
            field = fl.b.op(f"and i32 {fl.b.op(f'lshr i32 {src}, 4')}, 16383")
            desc = fl.b.op(f"or i64 {fl.b.op(f'zext i32 {field} to i64')}, {bs.copy_descriptor()}")
            dst = fl.b.op(f"add i32 {sf_set}, {4 * i}")  # SB's copies follow SA's (its columns after SA's)
            fl.call(CP_WARPX4, [("i32", dst), ("i64", desc)])

        def stage_field(buf: SharedBuffer, stage_v) -> str:
            base = fl.entry_value(("smem-addr32", buf.base),
                                  lambda: fl.b.op(f"ptrtoint ptr addrspace(3) {buf.base} to i32"))
            stage = fl.getv(stage_v).name
            addr = base if stage == "0" else fl.b.op(f"add i32 {base}, {fl.b.op(f'mul i32 {stage}, {buf.stage_bytes}')}")
            return _start_field(fl, addr)

        fa, fb = stage_field(a_buf, op.a_stage), stage_field(b_buf, op.b_stage)
        for s in range(blocks):
            da = _version(fl, _descriptor_value(fl, fa, a_desc[(0, K_STEP * s)]))
            db = _version(fl, _descriptor_value(fl, fb, b_desc[(0, K_STEP * s)]))
            col_a, sf_id = bs.scale_column(0, s, M)
            col_b, _ = bs.scale_column(0, s, N)
            sfa = fl.b.op(f"add i32 {sf_set}, {col_a}") if col_a else sf_set
            sfb = fl.b.op(f"add i32 {sf_set}, {sfa_cols + col_b}")
            ids = idesc | sf_id << 29 | sf_id << 4
            fl.call(MMA_MXF8, [("i32", taddr), ("i64", da), ("i64", db), ("i32", str(ids)), ("i32", sfa),
                               ("i32", sfb), ("i32", "1")])
        commit(fl, _bar(fl, bars, par) if overlap else bars)
    if not overlap:
        wait_for_commit(fl, bars, fl.b.op(f"and i32 {it}, 1"))
        return
    wait_for_previous(fl, bars, it)





# --- e2m1 register operands (kind::mxf4nvf4, block16) -----------------------------------------------

FP4_K_STEP = 64


def _tid_coords(layout, dim: int) -> list[int]:
    """Per thread-id bit (128 threads), the coordinate along `dim` it adds (0: none)."""
    from tileiras.layout.linear import dim_bit_offsets, log2_exact

    offs = dim_bit_offsets(layout.shape)
    lo, width = offs[dim], log2_exact(layout.shape[dim])
    out = []
    for b in range(7):
        j = layout.lane[b] if b < 5 else (layout.warp[b - 5] if b - 5 < len(layout.warp) else -1)
        out.append(1 << (j - lo) if lo <= j < lo + width else 0)
    return out


def _stage_fp4_operand(fl: FunctionLowering, v_ssa, area: str, rows_dim: int, sign_buf: SharedBuffer,
                       sign_stage: str, sign_index) -> None:
    """Every thread's e2m1 elements of the tile `v_ssa` into the canonical K-major layout of
    its `[rows, K / 2]` bytes at `area`: elements k, k + 1 of a row one byte (k in the low
    nibble), eight consecutive K one 32-bit store; the signs flipped where the block's scale is
    negative (`sign_index(row, k)`: that scale's index in its stage)."""
    from tileiras.layout.wgmma_atom import canonical_layout

    layout = fl.layout(v_ssa)
    v = fl.getv(v_ssa)
    k_dim = 1 - rows_dim
    R, K = layout.shape[rows_dim], layout.shape[k_dim]
    smem = canonical_layout((R, K // 2), 1)

    def byte_off(row: int, kb: int) -> int:
        return smem.offset(row * (K // 2) + kb)

    t_rows, t_ks = _tid_coords(layout, rows_dim), _tid_coords(layout, k_dim)
    if any(k % 8 for k in t_ks if k):
        raise LoweringError("tcgen05 fp4 operand: a thread's K elements are not whole octets")
    images = [byte_off(r, k // 2) if r or k else 0 for r, k in zip(t_rows, t_ks)]
    t_off = linear_of_tid(fl, images)
    sign_images = [sign_buf.layout.offset(sign_index(r, k)) if r or k else 0 for r, k in zip(t_rows, t_ks)]
    t_sign = linear_of_tid(fl, sign_images)
    rr, kk = fl.reg_coords(layout, rows_dim), fl.reg_coords(layout, k_dim)
    regs = {(rr[r], kk[r]): r for r in range(layout.num_regs) if not layout.is_replica_reg(r)}
    sbase = _stage_ptr(fl, sign_buf, sign_stage)
    for (row, k0) in sorted(co for co in regs if co[1] % 8 == 0):
        if any((row, k0 + i) not in regs for i in range(8)):
            raise LoweringError("tcgen05 fp4 operand: a thread holds part of an octet of K")
        word = None
        for i in range(4):
            lo = fl.b.op(f"and i8 {fl.extract(v, regs[(row, k0 + 2 * i)])}, 15")
            hi = fl.b.op(f"shl i8 {fl.extract(v, regs[(row, k0 + 2 * i + 1)])}, 4")
            x = fl.b.op(f"zext i8 {fl.b.op(f'or i8 {lo}, {hi}')} to i32")
            x = fl.b.op(f"shl i32 {x}, {8 * i}") if i else x
            word = x if word is None else fl.b.op(f"or i32 {word}, {x}")
        s_off = sign_buf.layout.offset(sign_index(row, k0))
        idx = fl.b.op(f"xor i32 {t_sign}, {s_off}") if s_off else t_sign
        p = fl.b.op(f"getelementptr i8, ptr addrspace(3) {sbase}, i32 {idx}")
        scale = fl.b.op(f"load i8, ptr addrspace(3) {p}")
        neg = fl.b.op(f"zext i8 {fl.b.op(f'lshr i8 {scale}, 7')} to i32")
        word = fl.b.op(f"xor i32 {word}, {fl.b.op(f'mul i32 {neg}, {0x88888888 - 2**32}')}")
        off = byte_off(row, k0 // 2)
        if off % 4 or any(byte_off(row, k0 // 2 + i) != off + i for i in range(4)) or any(im % 4 for im in images):
            raise LoweringError("tcgen05 fp4 operand: an octet's four bytes are not one aligned word")
        idx = fl.b.op(f"xor i32 {t_off}, {off}") if off else t_off
        p = fl.b.op(f"getelementptr i8, ptr addrspace(3) {area}, i32 {idx}")
        fl.b.emit(f"store i32 {word}, ptr addrspace(3) {p}, align 4")


def lower_tcgen05_mma_fp4(fl: FunctionLowering, op: Operation) -> None:
    """`nv_tileas.tcgen05_mma_fp4` (`dialects/nv_tileas/tcgen05_scaled_ops.py`): the operands
    packed into their staging areas and the scales restaged, the fence and barrier, one
    thread's copies and `kind::mxf4nvf4.block_scale.block16` MMAs (one per 64 K: scale group
    s, ids 0), commit and wait as `tcgen05_mma_scaled`'s."""
    from tileiras.codegen.tcgen05_block_scaled_helpers import MMA_NVF4
    from tileiras.layout.wgmma_atom import canonical_layout, operand_descriptor

    if fl.num_warps != 4:
        raise LoweringError("tcgen05_mma_fp4: one warpgroup (4 warps) stages the operands")
    taddr = fl.get(op.taddr)
    bars: str = fl.get(op.bars)
    iters = fl.getv(op.phase)
    it = iters.name if iters.ty == "i32" else fl.b.op(f"trunc {iters.ty} {iters.name} to i32")
    overlap = bool(op.pending.value.data)
    par = fl.b.op(f"and i32 {it}, 1") if overlap else "0"
    M, K = tuple(op.a.type.get_shape())
    N = tuple(op.b.type.get_shape())[1]
    blocks = op.blocks.value.data
    a_bytes, b_bytes = bs.staged_bytes(M, blocks), bs.staged_bytes(N, blocks)
    sfa_cols, sfb_cols = bs.tmem_columns(M, blocks), bs.tmem_columns(N, blocks)
    base = fl.smem_base()
    area = fl.b.op(f"getelementptr i8, ptr addrspace(3) {base}, i32 {op.sf_offset.value.data}")
    oa = fl.b.op(f"getelementptr i8, ptr addrspace(3) {base}, i32 {op.op_offset.value.data}")
    op_bytes = (M + N) * K // 2
    if overlap:
        area = fl.b.op(f"getelementptr i8, ptr addrspace(3) {area}, i32 {fl.b.op(f'mul i32 {par}, {a_bytes + b_bytes}')}")
        oa = fl.b.op(f"getelementptr i8, ptr addrspace(3) {oa}, i32 {fl.b.op(f'mul i32 {par}, {op_bytes}')}")
    ob = fl.b.op(f"getelementptr i8, ptr addrspace(3) {oa}, i32 {M * K // 2}")
    sa_buf: SharedBuffer = fl.get(op.sfa_buffer)
    sb_buf: SharedBuffer = fl.get(op.sfb_buffer)
    _stage_fp4_operand(fl, op.a, oa, 0, sa_buf, fl.getv(op.sfa_stage).name, lambda r, k: r * blocks + k // 16)
    _stage_fp4_operand(fl, op.b, ob, 1, sb_buf, fl.getv(op.sfb_stage).name, lambda n, k: (k // 16) * N + n)
    _restage(fl, op, area, M, N, blocks, clear_signs=True)
    fl.call("wgmma.proxy_fence", [])
    fl.barrier()
    sf_set = fl.b.op(f"add i32 {taddr}, {op.sf_col.value.data}")
    if overlap:
        sf_set = fl.b.op(f"add i32 {sf_set}, {fl.b.op(f'mul i32 {par}, {sfa_cols + sfb_cols}')}")
    idesc = op.idesc.value.data
    first = fl.entry_value("tid-is-0", lambda: fl.b.op(f"icmp eq i32 {fl.tid()}, 0"))
    with fl.only_if(first, "umma.fp4"):
        fl.call("tcgen05.fence.after", [])
        area32 = fl.b.op(f"ptrtoint ptr addrspace(3) {area} to i32")
        for i in range((a_bytes + b_bytes) // bs.GROUP_BYTES):
            src = fl.b.op(f"add i32 {area32}, {i * bs.GROUP_BYTES}") if i else area32
            field = fl.b.op(f"and i32 {fl.b.op(f'lshr i32 {src}, 4')}, 16383")
            desc = fl.b.op(f"or i64 {fl.b.op(f'zext i32 {field} to i64')}, {bs.copy_descriptor()}")
            fl.call(CP_WARPX4, [("i32", fl.b.op(f"add i32 {sf_set}, {4 * i}")), ("i64", desc)])
        fa = _start_field(fl, fl.b.op(f"ptrtoint ptr addrspace(3) {oa} to i32"))
        fb = _start_field(fl, fl.b.op(f"ptrtoint ptr addrspace(3) {ob} to i32"))
        la, lb = canonical_layout((M, K // 2), 1), canonical_layout((N, K // 2), 1)
        for s in range(K // FP4_K_STEP):
            d_a = operand_descriptor(la, M, 32, False, 0, 32 * s)
            d_b = operand_descriptor(lb, N, 32, False, 0, 32 * s)
            if d_a is None or d_b is None:
                raise LoweringError("tcgen05_mma_fp4: no matrix descriptor for the packed operands")
            da = _version(fl, _descriptor_value(fl, fa, d_a))
            db = _version(fl, _descriptor_value(fl, fb, d_b))
            col_a, _ = bs.scale_column(0, 4 * s, M)
            col_b, _ = bs.scale_column(0, 4 * s, N)
            sfa = fl.b.op(f"add i32 {sf_set}, {col_a}") if col_a else sf_set
            sfb = fl.b.op(f"add i32 {sf_set}, {sfa_cols + col_b}")
            fl.call(MMA_NVF4, [("i32", taddr), ("i64", da), ("i64", db), ("i32", str(idesc)), ("i32", sfa),
                               ("i32", sfb), ("i32", "1")])
        commit(fl, _bar(fl, bars, par) if overlap else bars)
    if not overlap:
        wait_for_commit(fl, bars, fl.b.op(f"and i32 {it}, 1"))
        return
    wait_for_previous(fl, bars, it)


__all__ = ["lower_tcgen05_mma_scaled", "lower_tcgen05_mma_fp4"]
