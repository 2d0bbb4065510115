"""Shape ops: splat, iota, reshape, broadcast, permute, layout conversion, cat, extract,
slices, reinterpret.

Reshape, broadcast and permute are element maps that move bits of the linear index
(`relayout` with a bit map): free when every thread already holds the elements it needs,
else a gather through shared memory (`FunctionLowering.gather`, in slices for big tiles).
Slices with run-time block indices, cat and extract gather too; reinterpret copies bytes through
shared memory.
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, V, FunctionLowering
from tileiras.layout.linear import LinearLayout, dim_bit_offsets, log2_exact


def _shape(v) -> tuple[int, ...]:
    return tuple(v.type.get_shape())


@LOWERINGS.rule("nv_tileaa.splat")
def lower_splat(fl: FunctionLowering, op: Operation) -> None:
    s = fl.getv(op.source)
    layout = fl.layout(op.results[0])
    fl.set(op.results[0], fl.as_layout(s, layout))


@LOWERINGS.rule("nv_tileaa.make_range")
def lower_make_range(fl: FunctionLowering, op: Operation) -> None:
    res = op.results[0]
    layout = fl.layout(res)
    elem = T.element(res.type)
    rty = T.reg_type(elem)
    start = op.start.value.data
    n = layout.num_regs
    toff = fl.thread_offset(layout)
    base = toff if rty == "i32" else fl.b.op(f"{'zext' if int(rty[1:]) > 32 else 'trunc'} i32 {toff} to {rty}")
    if start:
        base = fl.b.op(f"add {rty} {base}, {start}")
    vec = fl.splat(base, rty, n)
    regs = [layout.reg_offset(r) for r in range(n)]
    if any(regs):
        vec = fl.b.op(f"add <{n} x {rty}> {vec}, {fl.const_vec(rty, regs)}")
    fl.set(res, fl.tile(vec, elem, layout))


@LOWERINGS.rule("nv_tileaa.view", "nv_tileaa.expand_dims")
def lower_reshape(fl: FunctionLowering, op: Operation) -> None:
    src = fl.getv(op.operands[0])
    dst = fl.layout(op.results[0])
    if dst is None:
        fl.set(op.results[0], src)
        return
    if src.layout is None:
        fl.set(op.results[0], fl.as_layout(src, dst))
        return
    # the linear index is unchanged: bit i maps to bit i
    fl.set(op.results[0], fl.relayout(src, dst, list(range(dst.nbits))))


@LOWERINGS.rule("nv_tileaa.broadcast")
def lower_broadcast(fl: FunctionLowering, op: Operation) -> None:
    src = fl.getv(op.source)
    dst = fl.layout(op.results[0])
    if src.layout is None:
        fl.set(op.results[0], fl.as_layout(src, dst))
        return
    s, d = _shape(op.source), _shape(op.results[0])
    soff, doff = dim_bit_offsets(s), dim_bit_offsets(d)
    bitmap = [-1] * dst.nbits
    for k in range(len(d)):
        if s[k] == d[k]:
            for j in range(log2_exact(d[k])):
                bitmap[doff[k] + j] = soff[k] + j
    fl.set(op.results[0], fl.relayout(src, dst, bitmap))


@LOWERINGS.rule("nv_tileaa.permute")
def lower_permute(fl: FunctionLowering, op: Operation) -> None:
    src = fl.getv(op.source)
    dst = fl.layout(op.results[0])
    perm = list(op.permutation.get_values())
    s, d = _shape(op.source), _shape(op.results[0])
    soff, doff = dim_bit_offsets(s), dim_bit_offsets(d)
    bitmap = [-1] * dst.nbits
    for i, p in enumerate(perm):
        for j in range(log2_exact(d[i])):
            bitmap[doff[i] + j] = soff[p] + j
    fl.set(op.results[0], fl.relayout(src, dst, bitmap))


@LOWERINGS.rule("nv_tileas.convert_layout")
def lower_convert_layout(fl: FunctionLowering, op: Operation) -> None:
    src = fl.getv(op.source)
    fl.set(op.results[0], fl.as_layout(src, fl.layout(op.results[0])))


@LOWERINGS.rule("nv_tileaa.cat")
def lower_cat(fl: FunctionLowering, op: Operation) -> None:
    """Operands of equal extent along `dim` (powers of two): the result's top bit of that
    dimension says which operand an element comes from. When the layout pass made that bit a
    register bit, the result is the two operands' registers interleaved; otherwise each
    element is gathered (through shared memory) from its operand."""
    a, b = fl.getv(op.lhs), fl.getv(op.rhs)
    dst = fl.layout(op.results[0])
    elem = a.elem
    dim = op.dim.value.data
    rshape = _shape(op.results[0])
    doff = dim_bit_offsets(rshape)
    cat_bit = doff[dim] + log2_exact(_shape(op.lhs)[dim])

    def drop(bit: int) -> int:
        if bit < 0:
            return -1
        return bit if bit < cat_bit else bit - 1

    ri = dst.reg_of_bit(cat_bit)
    if ri is not None:
        half = LinearLayout(_shape(op.lhs), tuple(drop(x) for i, x in enumerate(dst.reg) if i != ri),
                            tuple(drop(x) for x in dst.lane), tuple(drop(x) for x in dst.warp))
        a2, b2 = fl.as_layout(a, half), fl.as_layout(b, half)
        # result register r: bit ri selects the operand, the other bits its register
        idx = []
        for r in range(dst.num_regs):
            hr = (r & ((1 << ri) - 1)) | ((r >> (ri + 1)) << ri)
            idx.append(hr + (half.num_regs if (r >> ri) & 1 else 0))
        name = fl.b.op(f"shufflevector {a2.ty} {a2.name}, {b2.ty} {b2.name}, "
                       f"<{len(idx)} x i32> {fl.const_vec('i32', idx)}")
        fl.set(op.results[0], fl.tile(name, elem, dst))
        return
    # otherwise each result element is gathered from its operand, at the operand index that is
    # its own index without the cat bit
    toff = fl.thread_offset(dst)
    n, rty = dst.num_regs, T.reg_type(elem)
    second, local = [], []
    for r in range(n):
        index = fl.b.op(f"or i32 {toff}, {dst.reg_offset(r)}")
        bit = fl.b.op(f"and i32 {index}, {1 << cat_bit}")
        second.append(fl.b.op(f"icmp ne i32 {bit}, 0"))
        low = fl.b.op(f"and i32 {index}, {(1 << cat_bit) - 1}")
        high = fl.b.op(f"lshr i32 {index}, {cat_bit + 1}")
        high = fl.b.op(f"shl i32 {high}, {cat_bit}")
        local.append(fl.b.op(f"or i32 {high}, {low}"))
    a_vals, b_vals = (fl.splat(v.name, v.ty, n) if v.layout is None else fl.gather(v, local) for v in (a, b))
    pick = fl.build_vector(second, "i1")
    name = fl.b.op(f"select <{n} x i1> {pick}, <{n} x {rty}> {b_vals}, <{n} x {rty}> {a_vals}")
    fl.set(op.results[0], fl.tile(name, elem, dst))


def _remap_layout_bits(layout, mapping: dict[int, int]):
    def m(bases):
        return tuple(mapping[b] if b >= 0 else -1 for b in bases)

    return m(layout.reg), m(layout.lane), m(layout.warp)


def _remap_int(value: int, mapping: dict[int, int]) -> int:
    out = 0
    for b, t in mapping.items():
        if (value >> b) & 1:
            out |= 1 << t
    return out


def _block_offset(fl: FunctionLowering, big: tuple[int, ...], small: tuple[int, ...], indices) -> str:
    """Linear index (i32) of the first element of block `indices` (in `small` blocks) of `big`."""
    strides = []
    acc = 1
    for d in reversed(big):
        strides.insert(0, acc)
        acc *= d
    total = "0"
    for k, v in enumerate(indices):
        x = fl.getv(v)
        xi = x.name
        if x.ty == "i64":
            xi = fl.b.op(f"trunc i64 {xi} to i32")
        elif x.ty in ("i8", "i16"):
            xi = fl.b.op(f"sext {x.ty} {xi} to i32")
        term = fl.b.op(f"mul i32 {xi}, {small[k] * strides[k]}")
        total = term if total == "0" else fl.b.op(f"add i32 {total}, {term}")
    return total


def _big_index_bases(small_layout, small: tuple[int, ...], big: tuple[int, ...]):
    """Where each bit of a `small` index lands in the `big` index (same coordinates)."""
    soff, boff = dim_bit_offsets(small), dim_bit_offsets(big)
    mapping = {}
    for k in range(len(small)):
        for j in range(log2_exact(small[k])):
            mapping[soff[k] + j] = boff[k] + j
    return mapping


@LOWERINGS.rule("nv_tileaa.extract_slice")
def lower_extract_slice(fl: FunctionLowering, op: Operation) -> None:
    src = fl.getv(op.source)
    dst = fl.layout(op.results[0])
    big, small = _shape(op.source), _shape(op.results[0])
    if src.layout is None:
        fl.set(op.results[0], fl.as_layout(src, dst))
        return
    off = _block_offset(fl, big, small, op.indices)
    mapping = _big_index_bases(dst, small, big)
    _, lane, warp = _remap_layout_bits(dst, mapping)
    toff = fl.b.op(f"add i32 {fl.thread_bits(lane, warp)}, {off}")
    indices = [fl.b.op(f"add i32 {toff}, {_remap_int(dst.reg_offset(r), mapping)}") for r in range(dst.num_regs)]
    fl.set(op.results[0], fl.tile(fl.gather(src, indices), src.elem, dst))


@LOWERINGS.rule("nv_tileaa.insert_slice")
def lower_insert_slice(fl: FunctionLowering, op: Operation) -> None:
    """Each result element inside the slice is the source's element at its slice-local index
    (gathered from the small source), the others are the destination's, already in place."""
    src = fl.getv(op.source)
    dst = fl.layout(op.results[0])
    big, small = _shape(op.dest), _shape(op.source)
    dest = fl.as_layout(fl.getv(op.dest), dst)
    elem = dest.elem
    off = _block_offset(fl, big, small, op.indices)
    to_small = {b: s_ for s_, b in _big_index_bases(dst, small, big).items()}
    inside_mask = sum(1 << b for b in to_small)
    outside_mask = (dst.numel - 1) & ~inside_mask
    toff = fl.thread_offset(dst)
    _, lane, warp = _remap_layout_bits(dst, {b: to_small.get(b, -1) for b in range(dst.nbits)})
    toff_small = fl.thread_bits(lane, warp)
    inside, local = [], []
    for r in range(dst.num_regs):
        big_index = fl.b.op(f"or i32 {toff}, {dst.reg_offset(r)}")
        block = fl.b.op(f"and i32 {big_index}, {outside_mask}")
        inside.append(fl.b.op(f"icmp eq i32 {block}, {off}"))
        local.append(fl.b.op(f"or i32 {toff_small}, {_remap_int(dst.reg_offset(r) & inside_mask, to_small)}"))
    n, rty = dst.num_regs, T.reg_type(elem)
    if src.layout is None:
        values = fl.splat(src.name, src.ty, n)
    else:
        values = fl.gather(src, local)
    pick = fl.build_vector(inside, "i1")
    name = fl.b.op(f"select <{n} x i1> {pick}, <{n} x {rty}> {values}, <{n} x {rty}> {dest.name}")
    fl.set(op.results[0], fl.tile(name, elem, dst))


@LOWERINGS.rule("nv_tileaa.extract")
def lower_extract(fl: FunctionLowering, op: Operation) -> None:
    src = fl.getv(op.source)
    elem = src.elem
    if src.layout is None:
        fl.set(op.results[0], src)
        return
    shape = _shape(op.source)
    off = _block_offset(fl, shape, tuple(1 for _ in shape), op.indices)
    layout = src.layout
    rty = T.reg_type(elem)
    if layout.replicated_thread_mask == (1 << (5 + len(layout.warp))) - 1 and not any(
            b < 0 for b in layout.reg):
        # every thread holds the whole tile: pick the register
        name = fl.b.op(f"extractelement {src.ty} {src.name}, i32 {_reg_for_index(fl, layout, off)}")
        fl.set(op.results[0], V(name, rty, elem))
        return
    name = fl.gather(src, [off])
    fl.set(op.results[0], V(fl.b.op(f"extractelement <1 x {rty}> {name}, i32 0"), rty, elem))


def _reg_for_index(fl: FunctionLowering, layout, index: str) -> str:
    """The register holding element `index` in a layout where a thread holds everything."""
    out = "0"
    for i, b in enumerate(layout.reg):
        bit = fl.b.op(f"lshr i32 {index}, {b}")
        bit = fl.b.op(f"and i32 {bit}, 1")
        if i:
            bit = fl.b.op(f"shl i32 {bit}, {i}")
        out = bit if out == "0" else fl.b.op(f"or i32 {out}, {bit}")
    return out


@LOWERINGS.rule("nv_tileaa.reinterpret")
def lower_reinterpret(fl: FunctionLowering, op: Operation) -> None:
    src = fl.getv(op.source)
    res = op.results[0]
    dst = fl.layout(res)
    delem = T.element(res.type)
    selem = src.elem
    if src.layout is None and dst is None:
        fl.set(res, V(fl.b.op(f"bitcast {src.ty} {src.name} to {T.reg_type(delem)}"), T.reg_type(delem), delem))
        return
    # through shared memory, byte for byte
    nbytes = (src.layout.numel if src.layout else 1) * T.byte_size(selem)
    base = fl.smem(nbytes)
    fl.barrier()
    if src.layout is None:
        single = src
        _store_scalar_t0(fl, single, base)
    else:
        fl.smem_store_tile(src, base)
    fl.barrier()
    rty = T.reg_type(delem)
    mty = T.mem_type(delem)
    if dst is None:
        x = fl.b.op(f"load {mty}, ptr addrspace(3) {base}")
        fl.set(res, V(x, rty, delem))
        return
    toff = fl.thread_offset(dst)
    indices = [fl.b.op(f"or i32 {toff}, {dst.reg_offset(r)}") for r in range(dst.num_regs)]
    fl.set(res, fl.tile(fl.smem_load(delem, base, indices), delem, dst))


def _store_scalar_t0(fl: FunctionLowering, v: V, base: str) -> None:
    is0 = fl.entry_value("is-thread-0", lambda: fl.b.op(f"icmp eq i32 {fl.tid()}, 0"))
    then = fl.b.new_block("t0")
    cont = fl.b.new_block("t0.end")
    fl.b.cond_br(is0, then, cont)
    fl.b.set_block(then)
    mty = T.mem_type(v.elem)
    x = v.name if mty == v.ty else fl.b.op(f"zext {v.ty} {v.name} to {mty}")
    fl.b.emit(f"store {mty} {x}, ptr addrspace(3) {base}")
    fl.b.br(cont)
    fl.b.set_block(cont)
