"""Reductions and scans with arbitrary combiner regions.

The combiner region is lowered inline, once per combining step, on whole vectors: its
scalar ops become vector ops over all the (row, partial) pairs a thread combines at that
step (`FunctionLowering.vector_region`).

reduce along `axis`, for an operand layout L:
1. registers: pairs of registers differing in one axis register bit combine, lowest axis bit
   first, the lower element as the accumulator (so the order of the elements is kept);
2. lanes: for each lane bit on the axis, a butterfly shuffle, the lower lane's value first;
   when step 3 follows and the thread still holds several rows, a reduce-scatter instead:
   the two partners split the rows, each shuffling over only the half the other keeps;
3. warps: each warp writes its partial to shared memory (one thread per element), and every
   thread combines the partials of its elements of the result layout in warp order.
Without step 3 the result layout is L without the axis bits, the threads that held them
holding replicas; with it, whatever layout the layout pass gave the result (a row reduction
that is only stored takes the store's layout: one thread per row).
Every element is combined in the same order either way, so the results are bitwise the same.

scan along `axis`: the operand layout holds the axis in order over registers, then lanes,
then warps (the layout pass converts to it). Each thread scans its registers; the per-thread
totals are scanned across lanes (Hillis-Steele with indexed shuffles) and each thread applies
the total of the lanes before it; then the per-warp totals go through shared memory and each
thread applies the totals of the warps before it. `reverse` runs all of it from the end.
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, V, FunctionLowering, LoweringError
from tileiras.layout.linear import (
    LANE_BITS,
    LinearLayout,
    dim_bit_offsets,
    log2_exact,
    reduced,
    register_map,
    thread_holds,
)


def pseudo_layout(width: int, num_warps: int) -> LinearLayout:
    """A layout standing for `width` independent values per thread (all in registers)."""
    bits = log2_exact(width)
    return LinearLayout((width,), tuple(range(bits)), (-1,) * LANE_BITS, (-1,) * log2_exact(num_warps))


def combine(fl: FunctionLowering, op: Operation, accs: list[V], elems: list[V]) -> list[V]:
    """Apply `op`'s combiner to (acc, elem) vectors; returns one vector per operand."""
    width = accs[0].n
    block = op.regions[0].blocks.first
    pseudo = pseudo_layout(width, fl.num_warps)
    args = []
    for a, e in zip(accs, elems):
        args += [V(a.name, a.ty, a.elem, pseudo), V(e.name, e.ty, e.elem, pseudo)]
    with fl.vector_region(pseudo):
        outs = fl.inline_region(block, args)
    fixed = []
    for o, a in zip(outs, accs):
        if o.layout is None:
            # a scalar yield (a constant): every lane of the vector holds it
            o = fl.as_layout(V(o.name, o.ty, o.elem), pseudo)
        fixed.append(V(o.name, T.vector_type(o.elem, width), o.elem, a.layout))
    return fixed


def _subvector(fl: FunctionLowering, v: V, regs: list[int], layout: LinearLayout) -> V:
    if regs == list(range(v.n)) and len(regs) == v.n:
        return V(v.name, T.vector_type(v.elem, len(regs)), v.elem, layout)
    name = fl.b.op(f"shufflevector {v.ty} {v.name}, {v.ty} poison, <{len(regs)} x i32> {fl.const_vec('i32', regs)}")
    return V(name, T.vector_type(v.elem, len(regs)), v.elem, layout)


def shuffle_value(fl: FunctionLowering, v: V, lane_arg: str, kind: str) -> V:
    """Warp shuffle of every register of `v` (`kind` xor or idx, `lane_arg` i32)."""
    rty = v.scalar_ty
    outs = []
    for r in range(v.n):
        x = fl.extract(v, r)
        outs.append(shuffle_scalar(fl, x, rty, lane_arg, kind))
    return V(fl.build_vector(outs, rty), v.ty, v.elem, v.layout)


def shuffle_scalar(fl: FunctionLowering, x: str, rty: str, lane_arg: str, kind: str) -> str:
    helper = f"shfl.{kind}"
    if rty in ("i32", "float"):
        i = x if rty == "i32" else fl.b.op(f"bitcast float {x} to i32")
        s = fl.call(helper, [("i32", i), ("i32", lane_arg)])
        return s if rty == "i32" else fl.b.op(f"bitcast i32 {s} to float")
    if rty in ("i1", "i8", "i16", "half", "bfloat"):
        w = {"i1": "i1", "i8": "i8", "i16": "i16", "half": "i16", "bfloat": "i16"}[rty]
        i = x if w == rty else fl.b.op(f"bitcast {rty} {x} to {w}")
        i = fl.b.op(f"zext {w} {i} to i32")
        s = fl.call(helper, [("i32", i), ("i32", lane_arg)])
        s = fl.b.op(f"trunc i32 {s} to {w}")
        return s if w == rty else fl.b.op(f"bitcast {w} {s} to {rty}")
    # 64-bit values and pointers: two 32-bit shuffles
    if rty.startswith("ptr"):
        i = fl.b.op(f"ptrtoint {rty} {x} to i64")
    elif rty == "i64":
        i = x
    else:
        i = fl.b.op(f"bitcast {rty} {x} to i64")
    lo = fl.b.op(f"trunc i64 {i} to i32")
    hi = fl.b.op(f"lshr i64 {i}, 32")
    hi = fl.b.op(f"trunc i64 {hi} to i32")
    slo = fl.call(helper, [("i32", lo), ("i32", lane_arg)])
    shi = fl.call(helper, [("i32", hi), ("i32", lane_arg)])
    zlo = fl.b.op(f"zext i32 {slo} to i64")
    zhi = fl.b.op(f"zext i32 {shi} to i64")
    zhi = fl.b.op(f"shl i64 {zhi}, 32")
    j = fl.b.op(f"or i64 {zlo}, {zhi}")
    if rty.startswith("ptr"):
        return fl.b.op(f"inttoptr i64 {j} to {rty}")
    return j if rty == "i64" else fl.b.op(f"bitcast i64 {j} to {rty}")


def _select(fl: FunctionLowering, cond: str, a: V, b: V) -> V:
    """`cond ? a : b` for a uniform i1 `cond` (per thread)."""
    name = fl.b.op(f"select i1 {cond}, {a.ty} {a.name}, {b.ty} {b.name}")
    return V(name, a.ty, a.elem, a.layout)


def _axis_bits(layout: LinearLayout, axis: int) -> set[int]:
    off = dim_bit_offsets(layout.shape)[axis]
    return set(range(off, off + log2_exact(layout.shape[axis])))


@LOWERINGS.rule("nv_tileaa.reduce")
def lower_reduce(fl: FunctionLowering, op: Operation) -> None:
    axis = op.axis.value.data
    vals = [fl.getv(v) for v in op.operands]
    layout = vals[0].layout
    if layout is None:
        raise LoweringError("internal error: reduce of a scalar")
    vals = [fl.as_layout(v, layout) for v in vals]
    abits = _axis_bits(layout, axis)
    # 1. registers
    reg = list(layout.reg)
    cur = vals
    cur_reg = list(reg)
    for bit in sorted(b for b in reg if b in abits):
        i = cur_reg.index(bit)
        n = 1 << len(cur_reg)
        lo_regs = [r for r in range(n) if not (r >> i) & 1]
        hi_regs = [r | (1 << i) for r in lo_regs]
        new_reg = cur_reg[:i] + cur_reg[i + 1:]
        half = pseudo_layout(len(lo_regs), fl.num_warps)
        los = [_subvector(fl, v, lo_regs, half) for v in cur]
        his = [_subvector(fl, v, hi_regs, half) for v in cur]
        cur = combine(fl, op, los, his)
        cur_reg = new_reg
    # 2. lanes (3. warps after them when warp bits hold the axis)
    warp_axis = [k for k in range(len(layout.warp)) if layout.warp[k] in abits]
    out_layout = reduced(layout, axis)
    tid = fl.tid()
    lane_state = list(layout.lane)  # source bit each lane bit holds now (-1: a replica)
    for k in sorted(range(LANE_BITS), key=lambda k: layout.lane[k]):
        if layout.lane[k] not in abits:
            continue
        upper = fl.b.op(f"and i32 {tid}, {1 << k}")
        is_upper = fl.b.op(f"icmp ne i32 {upper}, 0")
        rows = [i for i, b in enumerate(cur_reg) if b >= 0]
        if warp_axis and rows:
            # reduce-scatter: the partners split the rows of the top register bit, each
            # receiving the other's half of its own rows (half the shuffles of a butterfly;
            # the warp step below gathers the rows back in the result's layout)
            j = rows[-1]
            n = 1 << len(cur_reg)
            half = pseudo_layout(n // 2, fl.num_warps)
            lo_regs = [r for r in range(n) if not (r >> j) & 1]
            hi_regs = [r | (1 << j) for r in lo_regs]
            los_v = [_subvector(fl, v, lo_regs, half) for v in cur]
            his_v = [_subvector(fl, v, hi_regs, half) for v in cur]
            send = [_select(fl, is_upper, lo, hi) for lo, hi in zip(los_v, his_v)]
            keep = [_select(fl, is_upper, hi, lo) for lo, hi in zip(los_v, his_v)]
            recv = [shuffle_value(fl, v, str(1 << k), "xor") for v in send]
            los = [_select(fl, is_upper, r, kp) for r, kp in zip(recv, keep)]
            his = [_select(fl, is_upper, kp, r) for r, kp in zip(recv, keep)]
            lane_state[k] = cur_reg[j]
            cur_reg = cur_reg[:j] + cur_reg[j + 1:]
        else:
            partner = [shuffle_value(fl, v, str(1 << k), "xor") for v in cur]
            los = [_select(fl, is_upper, p, v) for p, v in zip(partner, cur)]
            his = [_select(fl, is_upper, v, p) for p, v in zip(partner, cur)]
            lane_state[k] = -1
        cur = combine(fl, op, los, his)
    width = 1 << len(cur_reg)
    # 3. warps
    final_layout = out_layout
    if warp_axis:
        warp_axis.sort(key=lambda k: layout.warp[k])
        nparts = 1 << len(warp_axis)
        outs_numel = out_layout.numel
        held = _held_layout(layout, axis, cur_reg, lane_state)
        final_layout = _read_layout(fl, op, out_layout)
        results = []
        for v in cur:
            elem = v.elem
            base = fl.smem(nparts * outs_numel * T.byte_size(elem))
            fl.barrier()
            # writer: one thread per held element (replicas agree), in every warp of the axis
            wmask = held.replicated_thread_mask
            for k in warp_axis:
                wmask &= ~(1 << (LANE_BITS + k))
            toff = fl.thread_offset(held)
            part = _warp_part_index(fl, layout, warp_axis)
            base_idx = fl.b.op(f"mul i32 {part}, {outs_numel}")
            base_idx = fl.b.op(f"add i32 {base_idx}, {toff}")
            cond = fl.b.op(f"and i32 {tid}, {wmask}")
            cond = fl.b.op(f"icmp eq i32 {cond}, 0")
            then = fl.b.new_block("rw")
            cont = fl.b.new_block("rw.end")
            fl.b.cond_br(cond, then, cont)
            fl.b.set_block(then)
            for r in range(width):
                if held.is_replica_reg(r):
                    continue
                fl.smem_put(v, r, base, fl.b.op(f"add i32 {base_idx}, {held.reg_offset(r)}"))
            fl.b.br(cont)
            fl.b.set_block(cont)
            fl.barrier()
            # reader: every thread its elements of the result layout, from each warp's partial
            rtoff = fl.thread_offset(final_layout)
            parts = []
            for w in range(nparts):
                indices = []
                for r in range(final_layout.num_regs):
                    idx = fl.b.op(f"add i32 {rtoff}, {w * outs_numel + final_layout.reg_offset(r)}")
                    indices.append(idx)
                name = fl.smem_load(elem, base, indices)
                parts.append(V(name, T.vector_type(elem, final_layout.num_regs), elem,
                               pseudo_layout(final_layout.num_regs, fl.num_warps)))
            results.append(parts)
        # combine the parts in warp order, all operands together
        acc = [results[i][0] for i in range(len(cur))]
        for w in range(1, nparts):
            acc = combine(fl, op, acc, [results[i][w] for i in range(len(cur))])
        cur = acc
    for r, v in zip(op.results, cur):
        if not out_layout.shape:
            # 0-d result: the single register
            name = fl.b.op(f"extractelement {v.ty} {v.name}, i32 0")
            fl.set(r, V(name, v.scalar_ty, v.elem))
        else:
            rl = fl.layout(r)
            res = V(v.name, T.vector_type(v.elem, final_layout.num_regs), v.elem, final_layout)
            if rl is not None and rl != final_layout:
                if thread_holds(final_layout, rl) and register_map(final_layout, rl) is None:
                    res = _pick_own(fl, res, rl)
                else:
                    res = fl.relayout(res, rl)
            fl.set(r, res)


def _pick_own(fl: FunctionLowering, v: V, dst: LinearLayout) -> V:
    """`v` in `dst` when every thread holds its `dst` elements in registers that depend on the
    thread (`thread_holds`): each destination register is a select tree, keyed by thread-id
    bits, over the thread's own registers (no shared memory, no shuffles)."""
    src = v.layout
    assert src is not None
    tid = fl.tid()
    thread_bit = {}
    for k, b in enumerate(dst.lane):
        if b >= 0:
            thread_bit[b] = k
    for k, b in enumerate(dst.warp):
        if b >= 0:
            thread_bit[b] = LANE_BITS + k
    conds: dict[int, str] = {}

    def cond(k: int) -> str:
        if k not in conds:
            bit = fl.b.op(f"and i32 {tid}, {1 << k}")
            conds[k] = fl.b.op(f"icmp ne i32 {bit}, 0")
        return conds[k]

    outs = []
    for r in range(dst.num_regs):
        e_const = dst.reg_offset(r)
        base = 0
        dyn: list[tuple[int, int]] = []  # (source register bit, thread-id bit that sets it)
        for i, b in enumerate(src.reg):
            if b < 0:
                continue
            if (e_const >> b) & 1:
                base |= 1 << i
            elif b in thread_bit:
                dyn.append((i, thread_bit[b]))
        vals = []
        for m in range(1 << len(dyn)):
            idx = base
            for j, (i, _) in enumerate(dyn):
                if (m >> j) & 1:
                    idx |= 1 << i
            vals.append(fl.extract(v, idx))
        for j in reversed(range(len(dyn))):
            c = cond(dyn[j][1])
            half = 1 << j
            vals = [fl.b.op(f"select i1 {c}, {v.scalar_ty} {vals[m | half]}, {v.scalar_ty} {vals[m]}")
                    for m in range(half)]
        outs.append(vals[0])
    return fl.tile(fl.build_vector(outs, v.scalar_ty), v.elem, dst)


def _held_layout(layout: LinearLayout, axis: int, cur_reg: list[int], lane_state: list[int]) -> LinearLayout:
    """What each thread holds after the register and lane steps, as a layout of the result
    shape: its remaining registers, the lane bits the reduce-scatter gave rows to, the
    operand's warp bits off the axis (the warps on the axis hold partials: replicas here)."""
    shape = layout.shape
    lo = dim_bit_offsets(shape)[axis]
    hi = lo + log2_exact(shape[axis])

    def m(b: int) -> int:
        if b < 0 or lo <= b < hi:
            return -1
        return b - (hi - lo) if b >= hi else b

    return LinearLayout(shape[:axis] + shape[axis + 1:], tuple(m(b) for b in cur_reg),
                        tuple(m(b) for b in lane_state), tuple(m(b) for b in layout.warp))


def _read_layout(fl: FunctionLowering, op: Operation, out_layout: LinearLayout) -> LinearLayout:
    """The layout the warp step reads the partials in: the results' own layout when they all
    have one of the result shape (no conversion after), else the operand's minus the axis."""
    layouts = {fl.layout(r) for r in op.results}
    if len(layouts) == 1:
        rl = layouts.pop()
        if rl is not None and rl.shape == out_layout.shape and rl.num_warps == out_layout.num_warps:
            return rl
    return out_layout


def _warp_part_index(fl: FunctionLowering, layout: LinearLayout, warp_axis: list[int]) -> str:
    """The index of this warp's partial among the warps along the axis (in axis order)."""
    bases_lane = (-1,) * LANE_BITS
    bases_warp = [-1] * len(layout.warp)
    for j, k in enumerate(warp_axis):
        bases_warp[k] = j
    return fl.thread_bits(bases_lane, tuple(bases_warp))


@LOWERINGS.rule("nv_tileaa.scan")
def lower_scan(fl: FunctionLowering, op: Operation) -> None:
    axis = op.axis.value.data
    reverse = bool(op.reverse.value.data)
    layout = fl.layout(op.results[0])
    vals = [fl.as_layout(fl.getv(v), layout) for v in op.operands]
    abits = _axis_bits(layout, axis)
    offs = dim_bit_offsets(layout.shape)[axis]
    n = layout.num_regs
    # registers of the axis (low register bits, in order)
    reg_axis = [i for i, b in enumerate(layout.reg) if b in abits]
    lane_axis = [k for k in range(LANE_BITS) if layout.lane[k] in abits]
    warp_axis = [k for k in range(len(layout.warp)) if layout.warp[k] in abits]
    if any(layout.reg[i] != offs + j for j, i in enumerate(reg_axis)) or \
            any(layout.lane[k] != offs + len(reg_axis) + j for j, k in enumerate(lane_axis)) or \
            any(layout.warp[k] != offs + len(reg_axis) + len(lane_axis) + j for j, k in enumerate(warp_axis)) or \
            reg_axis != list(range(len(reg_axis))) or lane_axis != list(range(len(lane_axis))) or \
            warp_axis != list(range(len(warp_axis))):
        raise LoweringError("internal error: scan operand layout does not hold the axis in order")
    g = 1 << len(reg_axis)          # registers per group (a run of the axis)
    groups = n // g                  # independent runs per thread
    glayout = pseudo_layout(groups, fl.num_warps)
    order = list(range(g))
    if reverse:
        order.reverse()

    def pos_vec(vs: list[V], k: int) -> list[V]:
        return [_subvector(fl, v, [gr * g + k for gr in range(groups)], glayout) for v in vs]

    # 1. in-thread scan of each group
    cols: dict[int, list[V]] = {order[0]: pos_vec(vals, order[0])}
    prev = cols[order[0]]
    for k in order[1:]:
        cur = pos_vec(vals, k)
        prev = combine(fl, op, prev, cur)
        cols[k] = prev
    total = prev  # per group: the combination of the whole run

    def reassemble(cols_: dict[int, list[V]]) -> list[V]:
        out = []
        for i in range(len(vals)):
            ty = vals[i].ty
            acc = None
            # gather the g column vectors back into register order
            scalars = []
            for r in range(n):
                gr, k = divmod(r, g)
                scalars.append(fl.extract(cols_[k][i], gr))
            acc = fl.build_vector(scalars, vals[i].scalar_ty)
            out.append(V(acc, ty, vals[i].elem, layout))
        return out

    tid = fl.tid()
    # 2. across lanes
    if lane_axis:
        nl = 1 << len(lane_axis)
        lane_pos = fl.b.op(f"and i32 {tid}, {nl - 1}")
        if reverse:
            lane_pos = fl.b.op(f"sub i32 {nl - 1}, {lane_pos}")
        incl = total
        d = 1
        while d < nl:
            src = fl.b.op(f"{'add' if reverse else 'sub'} i32 {tid}, {d}")
            got = [shuffle_value(fl, v, src, "idx") for v in incl]
            has = fl.b.op(f"icmp uge i32 {lane_pos}, {d}")
            comb = combine(fl, op, got, incl)
            incl = [_select(fl, has, c, v) for c, v in zip(comb, incl)]
            d *= 2
        # exclusive prefix: the inclusive value of the previous lane
        src = fl.b.op(f"{'add' if reverse else 'sub'} i32 {tid}, 1")
        excl = [shuffle_value(fl, v, src, "idx") for v in incl]
        has = fl.b.op(f"icmp uge i32 {lane_pos}, 1")
        for k in order:
            comb = combine(fl, op, excl, cols[k])
            cols[k] = [_select(fl, has, c, v) for c, v in zip(comb, cols[k])]
        total = incl
    # 3. across warps
    if warp_axis:
        nw = 1 << len(warp_axis)
        nl = 1 << len(lane_axis)
        warp_pos = fl.b.op(f"lshr i32 {tid}, {LANE_BITS}")
        warp_pos = fl.b.op(f"and i32 {warp_pos}, {nw - 1}")
        if reverse:
            warp_pos = fl.b.op(f"sub i32 {nw - 1}, {warp_pos}")
        lane_pos = fl.b.op(f"and i32 {tid}, {nl - 1}")
        last_lane = fl.b.op(f"icmp eq i32 {lane_pos}, {0 if reverse else nl - 1}")
        # rows: the element index without its axis bits (compacted)
        awidth = log2_exact(layout.shape[axis])
        numel = layout.numel >> awidth

        def compact_bases(bases: tuple[int, ...]) -> tuple[int, ...]:
            return tuple(-1 if b < 0 or b in abits else (b - awidth if b >= offs + awidth else b) for b in bases)

        def compact_int(e: int) -> int:
            low = e & ((1 << offs) - 1)
            return low | ((e >> (offs + awidth)) << offs)

        row_t = fl.thread_bits(compact_bases(layout.lane), compact_bases(layout.warp))
        amask = 0
        for b in abits:
            amask |= 1 << b
        partials = []
        for i in range(len(vals)):
            elem = vals[i].elem
            base = fl.smem(nw * numel * T.byte_size(elem))
            fl.barrier()
            then = fl.b.new_block("sw")
            cont = fl.b.new_block("sw.end")
            fl.b.cond_br(last_lane, then, cont)
            fl.b.set_block(then)
            wbase = fl.b.op(f"mul i32 {warp_pos}, {numel}")
            for gr in range(groups):
                row_r = compact_int(layout.reg_offset(gr * g) & ~amask)
                idx = fl.b.op(f"add i32 {wbase}, {row_t}")
                fl.smem_put(total[i], gr, base, fl.b.op(f"add i32 {idx}, {row_r}"))
            fl.b.br(cont)
            fl.b.set_block(cont)
            fl.barrier()
            per_warp = []
            for w in range(nw):
                # partials are stored by position along the scan (reversed for reverse scans)
                indices = []
                for gr in range(groups):
                    row_r = compact_int(layout.reg_offset(gr * g) & ~amask)
                    idx = fl.b.op(f"add i32 {row_t}, {w * numel + row_r}")
                    indices.append(idx)
                name = fl.smem_load(elem, base, indices)
                per_warp.append(V(name, T.vector_type(elem, groups), elem, glayout))
            partials.append(per_warp)
        # prefix of the warps before this one, applied in order
        acc_prefix = None
        for w in range(nw - 1):
            # warps 0..w are before warp w+1
            cur = [partials[i][w] for i in range(len(vals))]
            acc_prefix = cur if acc_prefix is None else combine(fl, op, acc_prefix, cur)
            applies = fl.b.op(f"icmp eq i32 {warp_pos}, {w + 1}")
            for k in order:
                comb = combine(fl, op, acc_prefix, cols[k])
                cols[k] = [_select(fl, applies, c, v) for c, v in zip(comb, cols[k])]
    outs = reassemble(cols)
    for r, v in zip(op.results, outs):
        fl.set(r, v)
