"""mma: `nv_tileaa.dot` (mmaf, mmai, mmaf_scaled): tensor cores where an `mma.sync` form fits
(`lower_mma`; the forms and fragment layouts are in `nv_tileaa_to_nv_tileas/dot_layouts.py`;
block-scaled dots in `mma_scaled.py`), else the generic lowering, the same on every target,
described here.

`D = A @ B + C` for A `[(batch,) M, K]`, B `[(batch,) K, N]`, C/D `[(batch,) M, N]`. D has the
layout the layout pass gave it (C is converted to it); A and B may have any layout.

The operands go through shared memory in the *accumulator type* (f32 for f16/bf16/tf32/f32 and
the 8-/4-bit floats, f64 for f64, i32 for i8), converted once by the thread that owns each
element (mmai: sign- or zero-extended as `signedness_a/b` say; mmaf_scaled: multiplied by its
block scale, which goes through shared memory first). Then every thread runs a K loop: per `k`
it loads the A value of each distinct row and the B value of each distinct column its D
registers need, and does one fused multiply-add per register (integers: multiply and add,
wrapping, as the interpreter's modular result).

K is cut into chunks so that one chunk of A and B stays within `SMEM_CHUNK_BYTES` of shared
memory: a thread never holds more than its accumulators and one `k`'s row and column values.
The accumulator is f32 (f64 for f64), rounded to C's type once at the end; the interpreter
accumulates exactly, so float results agree within the rounding of a K-long f32 sum.
`fast_acc` selects nothing here (it only allows the hardware's faster, less precise
accumulation).
"""

from __future__ import annotations

from xdsl.dialects.builtin import Float32Type, Float64Type, IntegerType
from xdsl.ir import Operation

from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import mma_layouts

from tileiras.layout.mma_kinds import MmaKind, mma_kind
from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_warps import recorded_warp_split
from tileiras.conversion.nv_tileas_to_llvm import lowering as _lowering
from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, V, FunctionLowering, LoweringError
from tileiras.layout.linear import LinearLayout, dim_bit_offsets, log2_exact

SMEM_LIMIT_BYTES = 48 * 1024
"""Static shared memory per block: the generic path refuses a dot that needs more even with
K chunks of one."""


def _shape(v) -> tuple[int, ...]:
    return tuple(v.type.get_shape())


def _acc_elem(c_elem):
    """The accumulator element type for a C of element type `c_elem`."""
    if isinstance(c_elem, IntegerType):
        return IntegerType(32)
    if T.reg_type(c_elem) == "double":
        return Float64Type()
    return Float32Type()


def _to_acc(fl: FunctionLowering, x: str, elem, acc_ty: str, unsigned: bool) -> str:
    """A scalar of `elem` as the accumulator type `acc_ty` (exact)."""
    from tileiras.conversion.nv_tileas_to_llvm.element_conversion import _to_f32

    rty = T.reg_type(elem)
    if acc_ty == "i32":
        if rty == "i32":
            return x
        ext = "zext" if unsigned or rty == "i1" else "sext"
        if int(rty[1:]) > 32:
            return fl.b.op(f"trunc {rty} {x} to i32")
        return fl.b.op(f"{ext} {rty} {x} to i32")
    if acc_ty == "double":
        if rty == "double":
            return x
        if rty in ("half", "bfloat", "float"):
            return fl.b.op(f"fpext {rty} {x} to double")
        f = _to_f32(fl, x, elem)
        return fl.b.op(f"fpext float {f} to double")
    if rty == "double":
        return fl.b.op(f"fptrunc double {x} to float")
    return _to_f32(fl, x, elem, unsigned)


def _from_acc(fl: FunctionLowering, x: str, acc_ty: str, elem) -> str:
    rty = T.reg_type(elem)
    if rty == acc_ty:
        return x
    if acc_ty == "float" and rty in ("half", "bfloat"):
        return fl.b.op(f"fptrunc float {x} to {rty}")
    if acc_ty == "double" and rty in ("half", "bfloat", "float"):
        return fl.b.op(f"fptrunc double {x} to {rty}")
    raise LoweringError(f"dot: cannot round the accumulator to {T.type_key(elem)}")


def _unsigned(op: Operation, name: str) -> bool:
    attr = op.properties.get(name)
    if attr is None:
        return False
    value = getattr(attr, "data", attr)
    text = str(getattr(value, "value", value)).lower()
    return "unsigned" in text


def _i8_gep(fl: FunctionLowering, base: str, offset: int) -> str:
    if offset == 0:
        return base
    return fl.b.op(f"getelementptr i8, ptr addrspace(3) {base}, i32 {offset}")


class _Coords:
    """Coordinates of a tile's elements: the thread part (runtime i32, per dimension) and the
    register part (static, per register and dimension); the two never share bits."""

    def __init__(self, fl: FunctionLowering, layout: LinearLayout):
        self.layout = layout
        self.rank = len(layout.shape)
        self.thread = [fl.thread_coord(layout, d) for d in range(self.rank)]
        self.reg = [fl.reg_coords(layout, d) for d in range(self.rank)]

    def thread_bits_of_dim(self, d: int) -> set[int]:
        """The coordinate bits of dimension `d` that lanes or warps provide."""
        offs = dim_bit_offsets(self.layout.shape)
        lo, width = offs[d], log2_exact(self.layout.shape[d])
        return {b - lo for b in (*self.layout.lane, *self.layout.warp) if b >= 0 and lo <= b < lo + width}


def _linear(fl: FunctionLowering, terms: list[tuple[str, int]]) -> str:
    """sum of value * constant (i32 values, power-of-two or any constants)."""
    acc = None
    for v, k in terms:
        if v == "0" or k == 0:
            continue
        t = v if k == 1 else fl.b.op(f"mul i32 {v}, {k}")
        acc = t if acc is None else fl.b.op(f"add i32 {acc}, {t}")
    return acc if acc is not None else "0"


def _store_operand(fl: FunctionLowering, v: V, acc_ty: str, unsigned: bool, base: str,
                   index_of, chunk_dim: int, kc_bits: int, chunk: int,
                   scale=None) -> None:
    """Owner threads store the elements of `v` whose coordinate `chunk_dim` lies in chunk
    `chunk` (of 2**kc_bits), converted to the accumulator type, at `base[index_of(coords)]`.

    `index_of(thread_coords, reg_coords)` -> (runtime i32 thread part, static register part)
    of the shared-memory index, with the chunk dimension's coordinate taken modulo the chunk.
    `scale(coords_thread, coords_reg)`: an f32 factor to multiply by (mmaf_scaled), or None.
    """
    layout = v.layout
    co = _Coords(fl, layout)
    kmask = (1 << kc_bits) - 1
    thread_k_high = any(b >= kc_bits for b in co.thread_bits_of_dim(chunk_dim))
    owner = fl.owner_pred(layout)
    mty = {"float": "float", "double": "double", "i32": "i32"}[acc_ty]
    # the thread part of the index, with k reduced modulo the chunk
    tcoords = list(co.thread)
    tk = tcoords[chunk_dim]
    if tk != "0":
        tcoords[chunk_dim] = fl.b.op(f"and i32 {tk}, {kmask}")
    t_index, _ = index_of(tcoords, None)
    mine_thread = None
    if thread_k_high:
        top = fl.b.op(f"lshr i32 {tk}, {kc_bits}")
        mine_thread = fl.b.op(f"icmp eq i32 {top}, {chunk}")
    for r in range(layout.num_regs):
        if layout.is_replica_reg(r):
            continue
        rcoords = [co.reg[d][r] for d in range(co.rank)]
        rk = rcoords[chunk_dim]
        pred = owner
        if thread_k_high:
            # the chunk of this element depends on the thread: (tk | rk) >> kc_bits == chunk
            if rk >> kc_bits:
                top = fl.b.op(f"or i32 {tk}, {rk}")
                top = fl.b.op(f"lshr i32 {top}, {kc_bits}")
                m = fl.b.op(f"icmp eq i32 {top}, {chunk}")
            else:
                m = mine_thread
            pred = m if pred is None else fl.b.op(f"and i1 {pred}, {m}")
        elif rk >> kc_bits != chunk:
            continue
        rcoords[chunk_dim] = rk & kmask
        _, r_index = index_of(None, rcoords)
        cont = None
        if pred is not None:
            then = fl.b.new_block("dot.st")
            cont = fl.b.new_block("dot.st.end")
            fl.b.cond_br(pred, then, cont)
            fl.b.set_block(then)
        x = _to_acc(fl, fl.extract(v, r), v.elem, acc_ty, unsigned)
        if scale is not None:
            full = [co.reg[d][r] for d in range(co.rank)]
            s = scale(co.thread, full)
            x = fl.b.op(f"fmul {acc_ty} {x}, {s}")
        idx = fl.b.op(f"add i32 {t_index}, {r_index}") if t_index != "0" else str(r_index)
        p = fl.b.op(f"getelementptr {mty}, ptr addrspace(3) {base}, i32 {idx}")
        fl.b.emit(f"store {mty} {x}, ptr addrspace(3) {p}")
        if cont is not None:
            fl.b.br(cont)
            fl.b.set_block(cont)


def _store_plain(fl: FunctionLowering, v: V, base: str, acc_ty: str) -> None:
    """Owner threads store all of `v` (a scale tile), as `acc_ty`, at its row-major index."""
    layout = v.layout
    with fl.only_if(fl.owner_pred(layout), "dot.sc"):
        toff = fl.thread_offset(layout)
        for r in range(layout.num_regs):
            if layout.is_replica_reg(r):
                continue
            x = _to_acc(fl, fl.extract(v, r), v.elem, acc_ty, False)
            idx = fl.b.op(f"or i32 {toff}, {layout.reg_offset(r)}")
            p = fl.b.op(f"getelementptr {acc_ty}, ptr addrspace(3) {base}, i32 {idx}")
            fl.b.emit(f"store {acc_ty} {x}, ptr addrspace(3) {p}")


def _fma(fl: FunctionLowering, acc_ty: str, a: str, b: str, c: str) -> str:
    if acc_ty == "i32":
        m = fl.b.op(f"mul i32 {a}, {b}")
        return fl.b.op(f"add i32 {c}, {m}")
    sfx = "f32" if acc_ty == "float" else "f64"
    name = f"llvm.fma.{sfx}"
    fl.module.declare(name, f"declare {acc_ty} @{name}({acc_ty}, {acc_ty}, {acc_ty})")
    return fl.b.op(f"call {acc_ty} @{name}({acc_ty} {a}, {acc_ty} {b}, {acc_ty} {c})")


@LOWERINGS.rule("nv_tileaa.dot")
def lower_dot(fl: FunctionLowering, op: Operation) -> None:
    a, b, c = fl.getv(op.a), fl.getv(op.b), fl.getv(op.c)
    if a.layout is None or b.layout is None or c.layout is None:
        raise LoweringError("dot: operands must be tiles")
    kind = mma_kind(op)
    if kind is not None and op.sfa is not None:
        from tileiras.conversion.nv_tileas_to_llvm.mma_scaled import lower_scaled_mma

        lower_scaled_mma(fl, op, kind, a, b, c)
        return
    if kind is not None:
        lower_mma(fl, op, kind, a, b, c)
        return
    sfa = fl.getv(op.sfa) if op.sfa is not None else None
    sfb = fl.getv(op.sfb) if op.sfb is not None else None
    dst = fl.layout(op.result)
    d_elem = T.element(op.result.type)
    c = fl.as_layout(c, dst)
    ashape, bshape, cshape = _shape(op.a), _shape(op.b), _shape(op.result)
    rank = len(cshape)
    if rank not in (2, 3) or len(ashape) != rank or len(bshape) != rank:
        raise LoweringError(f"dot: unsupported operand ranks {len(ashape)}, {len(bshape)}, {rank}")
    batch = cshape[0] if rank == 3 else 1
    M, N, K = cshape[-2], cshape[-1], ashape[-1]
    if ashape[-2] != M or bshape[-1] != N or bshape[-2] != K or (rank == 3 and (ashape[0] != batch or bshape[0] != batch)):
        raise LoweringError(f"dot: shapes {ashape} x {bshape} -> {cshape} do not match")
    acc_elem = _acc_elem(d_elem)
    acc_ty = T.reg_type(acc_elem)
    esize = T.byte_size(acc_elem)
    ua, ub = _unsigned(op, "signedness_a"), _unsigned(op, "signedness_b")

    # shared memory: [A chunk | B chunk | scales of A | scales of B]
    scale_bytes = 0
    if sfa is not None:
        scale_bytes = 4 * (sfa.layout.numel + sfb.layout.numel)
        scale_bytes = (scale_bytes + 15) // 16 * 16
    budget = fl.scratch_limit
    kc = K
    while kc > 1 and batch * (M + N) * kc * esize + scale_bytes > budget:
        kc //= 2
    ab_bytes = batch * (M + N) * kc * esize
    if ab_bytes + scale_bytes > SMEM_LIMIT_BYTES:
        raise LoweringError(f"dot: a {cshape} result needs more shared memory than a block has")
    kc_bits = log2_exact(kc)
    chunks = K // kc
    a_bytes = (batch * M * kc * esize + 15) // 16 * 16
    b_bytes = (batch * kc * N * esize + 15) // 16 * 16
    smem = fl.smem(a_bytes + b_bytes + scale_bytes)
    a_base = smem
    b_base = _i8_gep(fl, smem, a_bytes)

    def a_index(tc, rc):
        # A_s[(batch * M + m) * kc + kk]
        co = tc if tc is not None else rc
        if tc is not None:
            terms = [(co[-2], kc), (co[-1], 1)]
            if rank == 3:
                terms.append((co[0], M * kc))
            return _linear(fl, terms), 0
        val = co[-2] * kc + co[-1] + (co[0] * M * kc if rank == 3 else 0)
        return "0", val

    def b_index(tc, rc):
        # B_s[(batch * kc + kk) * N + n]
        co = tc if tc is not None else rc
        if tc is not None:
            terms = [(co[-2], N), (co[-1], 1)]
            if rank == 3:
                terms.append((co[0], kc * N))
            return _linear(fl, terms), 0
        val = co[-2] * N + co[-1] + (co[0] * kc * N if rank == 3 else 0)
        return "0", val

    scale_a = scale_b = None  # mmaf_scaled: f32 scale of an A / B element, read from shared memory
    if sfa is not None:
        sa_base = _i8_gep(fl, smem, a_bytes + b_bytes)
        sb_base = _i8_gep(fl, smem, a_bytes + b_bytes + 4 * sfa.layout.numel)
        ka, kb = sfa.layout.shape[-1], sfb.layout.shape[-2]
        if K % ka or K % kb:
            raise LoweringError(f"dot: scale blocks {ka}/{kb} do not divide K={K}")
        blk_a, blk_b = log2_exact(K // ka), log2_exact(K // kb)
        fl.barrier()
        _store_plain(fl, sfa, sa_base, "float")
        _store_plain(fl, sfb, sb_base, "float")

        def scale_loader(table: str, row_shift: int, col_shift: int, row_len: int, batch_len: int):
            """A reader of a staged scale table: the scale of element (batch, row, col) of A or B
            is table[batch][row >> row_shift][col >> col_shift] (thread and register coordinate
            parts add: disjoint bits)."""
            def load(tc, rc):
                row = fl.b.op(f"add i32 {tc[-2]}, {rc[-2]}")
                if row_shift:
                    row = fl.b.op(f"lshr i32 {row}, {row_shift}")
                col = fl.b.op(f"add i32 {tc[-1]}, {rc[-1]}")
                if col_shift:
                    col = fl.b.op(f"lshr i32 {col}, {col_shift}")
                idx = fl.b.op(f"mul i32 {row}, {row_len}")
                idx = fl.b.op(f"add i32 {idx}, {col}")
                if rank == 3:
                    bt = fl.b.op(f"add i32 {tc[0]}, {rc[0]}")
                    bt = fl.b.op(f"mul i32 {bt}, {batch_len}")
                    idx = fl.b.op(f"add i32 {idx}, {bt}")
                p = fl.b.op(f"getelementptr float, ptr addrspace(3) {table}, i32 {idx}")
                return fl.b.op(f"load float, ptr addrspace(3) {p}")

            return load

        # SA[(batch,) m, k >> blk_a] and SB[(batch,) k >> blk_b, n]
        scale_a = scale_loader(sa_base, 0, blk_a, ka, M * ka)
        scale_b = scale_loader(sb_base, blk_b, 0, N, kb * N)

    # the accumulators: D's registers in the accumulator type
    cco = _Coords(fl, dst)
    n_regs = dst.num_regs
    acc = [_to_acc(fl, fl.extract(c, r), c.elem, acc_ty, False) for r in range(n_regs)]
    # per D register: which A row and B column it reads (static parts), and the thread parts
    a_t = _linear(fl, [(cco.thread[-2], kc)] + ([(cco.thread[0], M * kc)] if rank == 3 else []))
    b_t = _linear(fl, [(cco.thread[-1], 1)] + ([(cco.thread[0], kc * N)] if rank == 3 else []))
    rows: dict[int, int] = {}
    cols: dict[int, int] = {}
    reg_row, reg_col = [], []
    for r in range(n_regs):
        bt = cco.reg[0][r] if rank == 3 else 0
        ra = cco.reg[-2][r] * kc + bt * M * kc
        rb = cco.reg[-1][r] + bt * kc * N
        reg_row.append(rows.setdefault(ra, len(rows)))
        reg_col.append(cols.setdefault(rb, len(cols)))
    row_offsets = sorted(rows, key=rows.get)
    col_offsets = sorted(cols, key=cols.get)
    if sfa is not None:
        fl.barrier()  # the scales are in shared memory

    for chunk in range(chunks):
        fl.barrier()
        _store_operand(fl, a, acc_ty, ua, a_base, a_index, rank - 1, kc_bits, chunk, scale_a)
        _store_operand(fl, b, acc_ty, ub, b_base, b_index, rank - 2, kc_bits, chunk, scale_b)
        fl.barrier()
        pre = fl.b.current
        body = fl.b.new_block("dot.k")
        exit_ = fl.b.new_block("dot.k.end")
        fl.b.br(body)
        fl.b.set_block(body)
        kk, _, _ = fl.b.placeholder_phi("i32", "kk")
        phis = [fl.b.placeholder_phi(acc_ty, "acc")[0] for _ in range(n_regs)]
        a_k = fl.b.op(f"add i32 {a_t}, {kk}") if a_t != "0" else kk
        b_k = fl.b.op(f"mul i32 {kk}, {N}")
        if b_t != "0":
            b_k = fl.b.op(f"add i32 {b_k}, {b_t}")
        a_vals = []
        for off in row_offsets:
            idx = fl.b.op(f"add i32 {a_k}, {off}") if off else a_k
            p = fl.b.op(f"getelementptr {acc_ty}, ptr addrspace(3) {a_base}, i32 {idx}")
            a_vals.append(fl.b.op(f"load {acc_ty}, ptr addrspace(3) {p}"))
        b_vals = []
        for off in col_offsets:
            idx = fl.b.op(f"add i32 {b_k}, {off}") if off else b_k
            p = fl.b.op(f"getelementptr {acc_ty}, ptr addrspace(3) {b_base}, i32 {idx}")
            b_vals.append(fl.b.op(f"load {acc_ty}, ptr addrspace(3) {p}"))
        new = [_fma(fl, acc_ty, a_vals[reg_row[r]], b_vals[reg_col[r]], phis[r]) for r in range(n_regs)]
        kk1 = fl.b.op(f"add i32 {kk}, 1")
        more = fl.b.op(f"icmp ult i32 {kk1}, {kc}")
        latch = fl.b.current
        fl.b.cond_br(more, body, exit_)
        fl.b.fill_phi(kk, body, [("0", pre), (kk1, latch)])
        for p, init, nxt in zip(phis, acc, new):
            fl.b.fill_phi(p, body, [(init, pre), (nxt, latch)])
        fl.b.set_block(exit_)
        # the exit is reached only from the latch: the last iteration's sums dominate it
        acc = new
    outs = [_from_acc(fl, x, acc_ty, d_elem) for x in acc]
    fl.set(op.result, fl.tile(fl.build_vector(outs, T.reg_type(d_elem)), d_elem, dst))


def lower_mma(fl: FunctionLowering, op: Operation, kind: MmaKind, a: V, b: V, c: V) -> None:
    """The tensor-core path: operands in the fragment layouts (converted if the layout pass
    could not place them), then per 16x8 (f64: 8x8) tile of D held by this warp and per K step
    one `mma.sync` (the `__tileiras.mma.*` helper)."""
    shape = _shape(op.result)
    batch = shape[0] if len(shape) == 3 else 1
    M, N = shape[-2:]
    K = _shape(op.a)[-1]
    la, lb, ld = mma_layouts(kind, M, N, K, fl.num_warps, batch, recorded_warp_split(op))
    a, b, c = fl.relayout(a, la), fl.relayout(b, lb), fl.relayout(c, ld)
    d_elem = T.element(op.result.type)
    aty = "float" if kind.acc == "f32" else "i32"
    e = kind.e

    def static_coords(layout) -> list[tuple[int, int, int]]:
        """(batch, row, column) of each register's static part (batch 0 for 2-D tiles)."""
        cols = [fl.reg_coords(layout, d) for d in range(len(layout.shape))]
        if len(cols) == 2:
            cols = [[0] * layout.num_regs] + cols
        return list(zip(*cols))

    # static (register-part) coordinates -> register index
    a_reg = {co: r for r, co in enumerate(static_coords(la)) if not la.is_replica_reg(r)}
    b_reg = {co: r for r, co in enumerate(static_coords(lb)) if not lb.is_replica_reg(r)}
    d_co = static_coords(ld)
    if kind.is_f64:
        # m8n8k4: one double of A and B per lane and K step, two of D per 8x8 tile
        outs: list[str] = [""] * ld.num_regs
        for base in range(0, ld.num_regs, 2):
            bt, m0, n0 = d_co[base]
            acc = [fl.extract(c, base), fl.extract(c, base + 1)]
            for k0 in range(0, K, kind.k):
                args = [("double", fl.extract(a, a_reg[(bt, m0, k0)])),
                        ("double", fl.extract(b, b_reg[(bt, k0, n0)]))]
                res = fl.call(kind.helper, args + [("double", x) for x in acc], "mma")
                acc = [fl.b.op(f"extractvalue {{double, double}} {res}, {i}") for i in range(2)]
            outs[base:base + 2] = acc
        fl.set(op.result, fl.tile(fl.build_vector(outs, "double"), d_elem, ld))
        return
    elem_ty = {2: T.reg_type(a.elem), 1: "float", 4: "i8"}[e]

    def pack(v: V, regs: list[int]) -> str:
        xs = [fl.extract(v, r) for r in regs]
        if e == 1:
            return fl.b.op(f"bitcast float {xs[0]} to i32")
        vec = fl.build_vector(xs, elem_ty)
        return fl.b.op(f"bitcast <{e} x {elem_ty}> {vec} to i32")

    a_cache: dict[tuple[int, int, int], list[str]] = {}
    b_cache: dict[tuple[int, int, int], list[str]] = {}

    def a_frag(bt: int, m0: int, k0: int) -> list[str]:
        if (bt, m0, k0) not in a_cache:
            a_cache[(bt, m0, k0)] = [
                pack(a, [a_reg[(bt, m0 + 8 * (j & 1), k0 + 4 * e * (j >> 1) + i)] for i in range(e)])
                for j in range(4)]
        return a_cache[(bt, m0, k0)]

    def b_frag(bt: int, k0: int, n0: int) -> list[str]:
        if (bt, k0, n0) not in b_cache:
            b_cache[(bt, k0, n0)] = [pack(b, [b_reg[(bt, k0 + 4 * e * j + i, n0)] for i in range(e)])
                                     for j in range(2)]
        return b_cache[(bt, k0, n0)]

    ret = "{" + ", ".join([aty] * 4) + "}"
    outs: list[str] = [""] * ld.num_regs
    c_ty = T.reg_type(c.elem)
    for base in range(0, ld.num_regs, 4):
        bt, m0, n0 = d_co[base]
        acc = [fl.extract(c, base + i) for i in range(4)]
        if c_ty != aty:  # an f16 accumulator runs in f32
            acc = [fl.b.op(f"fpext {c_ty} {x} to {aty}") for x in acc]
        for k0 in range(0, K, kind.k):
            args = [("i32", x) for x in a_frag(bt, m0, k0)] + [("i32", x) for x in b_frag(bt, k0, n0)]
            args += [(aty, x) for x in acc]
            res = fl.call(kind.helper, args, "mma")
            acc = [fl.b.op(f"extractvalue {ret} {res}, {i}") for i in range(4)]
        if c_ty != aty:
            acc = [fl.b.op(f"fptrunc {aty} {x} to {c_ty}") for x in acc]
        outs[base:base + 4] = acc
    fl.set(op.result, fl.tile(fl.build_vector(outs, T.reg_type(d_elem)), d_elem, ld))


__all__ = ["lower_dot", "lower_mma"]
