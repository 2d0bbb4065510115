"""mma_scaled: `nv_tileaa.dot` with block scales (cuda_tile `mmaf_scaled`) on the tensor cores.

`D = (A * SA) @ (B * SB) + C`: A `[M, K]` and B `[K, N]` in e4m3/e5m2 (fp8) or e2m1 (fp4), SA
`[M, K/V]` and SB `[K/V, N]` in e8m0 or e4m3, one scale per block of V consecutive K. The
layout pass gives A, B, C and D the m16n8k32 fp8 fragments (`layout.mma_kinds.scaled_mma_kind`;
fp4 elements sit one per byte, their low four bits). The scale tables go through shared
memory: SA row-major, SB transposed (`[N, K/V]`), so that the scales of one row (column) and
consecutive blocks are consecutive bytes. fp4 with K a multiple of 64 has the m16n8k64 e2m1
fragments instead (eight elements per lane and row). Two forms:

- Block-scaled `mma.sync` (sm_120, sm_121; what NVIDIA's tileiras emits there), in the form
  the layout pass chose and recorded on the dot (`layout.mma_kinds.block_scale_form`, the
  attribute `block_scale`; without it the dot takes the per-block form below):
  fp8 `mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32 ... .ue8m0` (V = 32,
  e8m0 scales), fp4 `kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64 ... .ue8m0|.ue4m3`
  (K a multiple of 64: the operands are in the k64 fragments, eight e2m1 packed per
  register; byte j of a scale word is the scale of the block holding K chunk j). The scale operands follow the ISA's selectors with byte-id and thread-id 0:
  lane 4g + h supplies the scales of A row g + 8h (h = 0, 1), lane 4n those of B column n;
  byte j of the word is the scale of the instruction's K chunk j. PTX's ue4m3 has no sign:
  a negative e4m3 scale is folded into the signs of the operand elements it scales (exact:
  e2m1 negates by its sign bit) and its own sign bit cleared.
- Elsewhere (sm_100, sm_103, sm_107, sm_110; and fp8 with e4m3 scales or blocks of 16 on
  sm_120): one fp8 `mma.sync.m16n8k32` per scale block from a zero accumulator (blocks of 16:
  the A elements of the other block zeroed), its four sums multiplied by the product of the
  row's and the column's scale and added to the accumulator in one fma (the scale product is
  exact: e4m3 x e4m3 always, e8m0 x e8m0 while 2**(ea + eb) stays within f32's range,
  2**-149 .. 2**127). fp4 elements are converted to e4m3 first (every e2m1 value is an e4m3
  value); from the k64 fragments they feed the k32 instruction in a permuted K order
  (`_lower_per_block`). On the sm_100 family, where ptxas would expand each fp8 mma.sync into
  f16 HMMAs itself (and spend most of the compile doing so), each k32 instruction is issued
  as two f16 `m16n8k16` on operands widened by `cvt.rn.f16x2.<e4m3|e5m2>x2` (exact; the same
  products and sums, `_fp8_mma_as_f16`). e2m1 operands with e4m3 scales (NVFP4) need no
  per-block sums there: every element times its scale is an f16 value, so the operands are
  widened (`cvt.rn.f16x2.e2m1x2`) and scaled in f16x2, then one f16 dot
  (`_lower_prescaled_f16`).

Both keep the interpreter's results within the tolerance of the other tensor-core dots: the
products are exact, the sums are f32 (the interpreter sums exactly and rounds once).

On sm_100a / sm_103a a GEMM main loop with 128-row tiles, fp8 operands with e8m0 scales or
e2m1 with e4m3 scales, does not come here: it takes `tcgen05.mma ... block_scale`
(`conversion/tileas_tcgen05_block_scaled.py`).
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import mma_layouts

from tileiras.layout.mma_kinds import BLOCK_SCALE_ATTR, BlockScaleForm, MmaKind, block_scale_form, recorded_block_scale_form
from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_warps import recorded_warp_split
from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.lowering import V, FunctionLowering, LoweringError
from tileiras.conversion.nv_tileas_to_llvm.mma import _fma, _i8_gep, _linear, _shape
from tileiras.target import Target

E2M1 = "f4E2M1FN"
E8M0 = "f8E8M0FNU"
E4M3 = "f8E4M3FN"


def block_scaled_mma_sync(target: Target) -> bool:
    """Whether the target has the block-scaled `mma.sync` forms (sm_120a, sm_121a)."""
    return target.has_block_scaled_mma_sync


def native_form(fl: FunctionLowering, op: Operation) -> BlockScaleForm | None:
    """The block-scaled mma.sync form the layout pass recorded on the dot
    (`layout.mma_kinds.block_scale_form`), checked against the target and the operands, or
    None (the per-block forms then)."""
    form = recorded_block_scale_form(op)
    if form is None:
        if BLOCK_SCALE_ATTR in op.attributes:
            raise LoweringError(f"dot: unknown block-scaled form {op.attributes[BLOCK_SCALE_ATTR]}")
        return None
    if not block_scaled_mma_sync(fl.target):
        raise LoweringError(f"dot: the block-scaled form {form.text} is recorded, but {fl.target.name} "
                            "has no block-scaled mma.sync")
    if form != block_scale_form(op):
        raise LoweringError(f"dot: the recorded block-scaled form {form.text} does not fit its operands")
    return form


def _static_coords(fl: FunctionLowering, layout) -> list[tuple[int, int]]:
    """(row, column) of each register's static part."""
    return list(zip(fl.reg_coords(layout, 0), fl.reg_coords(layout, 1)))


def _stage_scales(fl: FunctionLowering, v: V, base: str, row_dim: int, ks: int, as_f32: bool) -> None:
    """Owner threads store the scale tile `v` at `base[row * ks + block]` (row: coordinate
    `row_dim`, block: the other), as raw bytes or (`as_f32`) decoded to f32."""
    from tileiras.conversion.nv_tileas_to_llvm.element_conversion import _to_f32

    layout = v.layout
    blk_dim = 1 - row_dim
    tr, tb = fl.thread_coord(layout, row_dim), fl.thread_coord(layout, blk_dim)
    rr, rb = fl.reg_coords(layout, row_dim), fl.reg_coords(layout, blk_dim)
    ty = "float" if as_f32 else "i8"
    with fl.only_if(fl.owner_pred(layout), "sc.st"):
        t_index = _linear(fl, [(tr, ks), (tb, 1)])
        for r in range(layout.num_regs):
            if layout.is_replica_reg(r):
                continue
            x = fl.extract(v, r)
            if as_f32:
                x = _to_f32(fl, x, v.elem)
            off = rr[r] * ks + rb[r]
            idx = fl.b.op(f"add i32 {t_index}, {off}") if t_index != "0" else str(off)
            p = fl.b.op(f"getelementptr {ty}, ptr addrspace(3) {base}, i32 {idx}")
            fl.b.emit(f"store {ty} {x}, ptr addrspace(3) {p}")


def _e2m1x4_to_e4m3x4(fl: FunctionLowering, w: str) -> str:
    """Four e2m1 codes (one per byte, low nibble) as four e4m3 codes of the same values
    (exact): sign to bit 7; magnitudes 2..7 (normal e2m1) -> (mag << 2) + 0x30, 1 (0.5) ->
    0x30, 0 -> 0."""
    b = fl.b
    sign = b.op(f"and i32 {w}, {0x08080808}")
    sign = b.op(f"shl i32 {sign}, 4")
    mag = b.op(f"and i32 {w}, {0x07070707}")
    normal = b.op(f"shl i32 {mag}, 2")
    normal = b.op(f"add i32 {normal}, {0x30303030}")
    hi = b.op(f"lshr i32 {mag}, 1")
    hi = b.op(f"or i32 {hi}, {b.op(f'lshr i32 {mag}, 2')}")
    hi = b.op(f"and i32 {hi}, {0x01010101}")       # 1 per byte where mag >= 2
    sel = b.op(f"mul i32 {hi}, 255")                 # 0xff per such byte
    low = b.op(f"and i32 {mag}, {0x01010101}")
    low = b.op(f"mul i32 {low}, {0x30}")             # 0x30 where mag == 1 (or odd >= 3: masked)
    normal = b.op(f"and i32 {normal}, {sel}")
    nsel = b.op(f"xor i32 {sel}, -1")
    low = b.op(f"and i32 {low}, {nsel}")
    out = b.op(f"or i32 {normal}, {low}")
    return b.op(f"or i32 {out}, {sign}")


def lower_scaled_mma(fl: FunctionLowering, op: Operation, kind: MmaKind, a: V, b: V, c: V) -> None:
    """The tensor-core path of a block-scaled dot (see the module docstring)."""
    M, N = _shape(op.result)
    K = _shape(op.a)[-1]
    sfa, sfb = fl.getv(op.sfa), fl.getv(op.sfb)
    if sfa.layout is None or sfb.layout is None:
        raise LoweringError("dot: scales must be tiles")
    ks = sfa.layout.shape[-1]
    block = K // ks
    a_key, scale_key = T.type_key(a.elem), T.type_key(sfa.elem)
    form = native_form(fl, op)
    if form is not None:
        _lower_native(fl, op, form, a, b, c, sfa, sfb, M, N, K, ks, block)
    elif prescaled_f16(fl.target, a_key, scale_key, kind.e):
        _lower_prescaled_f16(fl, op, kind, a, b, c, sfa, sfb, M, N, K, ks, block)
    else:
        _lower_per_block(fl, op, kind, a, b, c, sfa, sfb, M, N, K, ks, block)


def _scale_tables(fl: FunctionLowering, sfa: V, sfb: V, M: int, N: int, ks: int, as_f32: bool) -> tuple[str, str]:
    """Stage SA (`[M, ks]`) and SB transposed (`[N, ks]`) in shared memory; their bases."""
    size = 4 if as_f32 else 1
    a_bytes = (M * ks * size + 15) // 16 * 16
    if a_bytes + N * ks * size > fl.scratch_limit:
        raise LoweringError(f"dot: the block scales of a {M}x{N} result with {ks} blocks need "
                            f"{a_bytes + N * ks * size} bytes of shared memory, more than the "
                            f"{fl.scratch_limit} a conversion may use")
    smem = fl.smem(a_bytes + N * ks * size)
    sb_base = _i8_gep(fl, smem, a_bytes)
    fl.barrier()
    _stage_scales(fl, sfa, smem, 0, ks, as_f32)
    _stage_scales(fl, sfb, sb_base, 1, ks, as_f32)
    fl.barrier()
    return smem, sb_base


def _lower_per_block(fl: FunctionLowering, op: Operation, kind: MmaKind, a: V, b: V, c: V, sfa: V, sfb: V,
                     M: int, N: int, K: int, ks: int, block: int) -> None:
    """One fp8 mma.sync chain per scale block, scaled into the accumulator.

    With fp4 operands in the k64 fragments (`kind.e` 8: lane t holds K 8t + [0, 8) and
    32 + 8t + [0, 8) of its rows and column) each k32 half runs as one e4m3 m16n8k32 whose
    K slots are those elements in another order: slot 4t + i holds element 8t + i, slot
    16 + 4t + i element 8t + 4 + i, for A and B alike, so the sums are the same. A block of
    16 is then the lanes with t >> 1 equal to its parity (the others' A registers zeroed)."""
    la, lb, ld = mma_layouts(kind, M, N, K, fl.num_warps, 1, recorded_warp_split(op))
    a, b, c = fl.relayout(a, la), fl.relayout(b, lb), fl.relayout(c, ld)
    # f32 tables where they fit the scratch budget, else the codes (decoded at each load)
    as_f32 = 4 * (M + N) * ks + 16 <= fl.scratch_limit
    sa_base, sb_base = _scale_tables(fl, sfa, sfb, M, N, ks, as_f32)
    fp4 = T.type_key(a.elem) == E2M1
    e = kind.e
    helper = "mma.m16n8k32.f32.e4m3.e4m3" if fp4 else kind.helper
    a_reg = {co: r for r, co in enumerate(_static_coords(fl, la)) if not la.is_replica_reg(r)}
    b_reg = {co: r for r, co in enumerate(_static_coords(fl, lb)) if not lb.is_replica_reg(r)}
    d_co = _static_coords(fl, ld)

    def pack(v: V, regs: list[int]) -> str:
        vec = fl.build_vector([fl.extract(v, r) for r in regs], "i8")
        w = fl.b.op(f"bitcast <4 x i8> {vec} to i32")
        return _e2m1x4_to_e4m3x4(fl, w) if fp4 else w

    a_cache: dict[tuple[int, int], list[str]] = {}
    b_cache: dict[tuple[int, int], list[str]] = {}

    def a_frag(m0: int, k0: int) -> list[str]:
        """The four A registers of the k32 instruction at `k0` (rows m0 + [0, 16))."""
        if (m0, k0) not in a_cache:
            if e == 4:
                a_cache[(m0, k0)] = [pack(a, [a_reg[(m0 + 8 * (j & 1), k0 + 16 * (j >> 1) + i)] for i in range(4)])
                                     for j in range(4)]
            else:
                a_cache[(m0, k0)] = [pack(a, [a_reg[(m0 + 8 * (j & 1), k0 + 4 * (j >> 1) + i)] for i in range(4)])
                                     for j in range(4)]
        return a_cache[(m0, k0)]

    def b_frag(k0: int, n0: int) -> list[str]:
        if (k0, n0) not in b_cache:
            step = 16 if e == 4 else 4
            b_cache[(k0, n0)] = [pack(b, [b_reg[(k0 + step * j + i, n0)] for i in range(4)]) for j in range(2)]
        return b_cache[(k0, n0)]

    lane_masks: dict[int, str] = {}

    def lane_mask(parity: int) -> str:
        """-1 in the lanes whose t >> 1 is `parity`, else 0."""
        if parity not in lane_masks:
            t_half = fl.b.op(f"lshr i32 {fl.b.op(f'and i32 {fl.tid()}, 3')}, 1")
            mine = fl.b.op(f"icmp eq i32 {t_half}, {parity}")
            lane_masks[parity] = fl.b.op(f"select i1 {mine}, i32 -1, i32 0")
        return lane_masks[parity]

    # the scale of D's rows and columns per block: thread part + static part of the coordinate
    t_row, t_col = fl.thread_coord(ld, 0), fl.thread_coord(ld, 1)
    s_cache: dict[tuple[str, int, int], str] = {}

    def scale(table: str, tpart: str, static: int, blk: int) -> str:
        key = (table, static, blk)
        if key not in s_cache:
            idx = _linear(fl, [(tpart, ks)])
            off = static * ks + blk
            idx = fl.b.op(f"add i32 {idx}, {off}") if idx != "0" else str(off)
            if as_f32:
                p = fl.b.op(f"getelementptr float, ptr addrspace(3) {table}, i32 {idx}")
                s_cache[key] = fl.b.op(f"load float, ptr addrspace(3) {p}")
            else:
                from tileiras.conversion.nv_tileas_to_llvm.element_conversion import _to_f32

                p = fl.b.op(f"getelementptr i8, ptr addrspace(3) {table}, i32 {idx}")
                s_cache[key] = _to_f32(fl, fl.b.op(f"load i8, ptr addrspace(3) {p}"), sfa.elem)
        return s_cache[key]

    # per block, its mma instructions in K order: (k0, what of A it keeps: None for all, the
    # registers (k32 fragments: 0, 1 hold k0..k0+15, 2, 3 the rest) or the lane parity (k64))
    steps: list[list[tuple[int, object]]] = []
    if block >= 32:
        for blk in range(K // block):
            steps.append([(k0, None) for k0 in range(blk * block, (blk + 1) * block, 32)])
    else:
        for blk in range(K // 16):
            keep = ((0, 1) if blk % 2 == 0 else (2, 3)) if e == 4 else blk % 2
            steps.append([(blk // 2 * 32, keep)])
    ret = "{float, float, float, float}"
    via_f16 = fp8_mma_sync_expanded(fl.target)
    a_ty = "e4m3" if fp4 else _FP8_NAME[T.type_key(a.elem)]
    b_ty = "e4m3" if fp4 else _FP8_NAME[T.type_key(b.elem)]
    f16_cache: dict[str, tuple[str, str]] = {}
    outs: list[str] = [""] * ld.num_regs
    for base in range(0, ld.num_regs, 4):
        m0, n0 = d_co[base]
        acc = [fl.extract(c, base + i) for i in range(4)]
        rows = [d_co[base + i][0] for i in range(4)]
        cols = [d_co[base + i][1] for i in range(4)]
        for blk, chain in enumerate(steps):
            part = ["0.0"] * 4
            for k0, keep in chain:
                af = a_frag(m0, k0)
                if isinstance(keep, tuple):
                    af = [x if j in keep else "0" for j, x in enumerate(af)]
                elif keep is not None:
                    af = [fl.b.op(f"and i32 {x}, {lane_mask(keep)}") for x in af]
                if via_f16:
                    part = _fp8_mma_as_f16(fl, af, b_frag(k0, n0), part, a_ty, b_ty, f16_cache)
                    continue
                args = [("i32", x) for x in af] + [("i32", x) for x in b_frag(k0, n0)]
                args += [("float", x) for x in part]
                res = fl.call(helper, args, "mma")
                part = [fl.b.op(f"extractvalue {ret} {res}, {i}") for i in range(4)]
            for i in range(4):
                s = fl.b.op(f"fmul float {scale(sa_base, t_row, rows[i], blk)}, {scale(sb_base, t_col, cols[i], blk)}")
                acc[i] = _fma(fl, "float", part[i], s, acc[i])
        outs[base:base + 4] = acc
    _set_result(fl, op, outs, ld)


_FP8_NAME = {"f8E4M3FN": "e4m3", "f8E5M2": "e5m2"}


def fp8_mma_sync_expanded(target: Target) -> bool:
    """Whether ptxas expands fp8 `mma.sync` into f16 HMMAs on `target` (the sm_100 family,
    whose tensor cores take fp8 through tcgen05 only). There the per-block path issues the
    f16 form itself (`_fp8_mma_as_f16`): the same products and sums, and ptxas no longer
    spends its time expanding (about 5 of the mxf8 sample's 9.5 s on sm_100)."""
    return target.has_tcgen05


def _fp8_mma_as_f16(fl: FunctionLowering, af: list[str], bf: list[str], part: list[str], a_ty: str, b_ty: str,
                    cache: dict[str, tuple[str, str]]) -> list[str]:
    """One fp8 `m16n8k32` (A registers `af`, B `bf`, accumulator `part`) as two f16
    `m16n8k16` on the operands widened by `cvt.rn.f16x2.<ty>x2` (exact).

    Lane (g, t)'s A register j holds rows g + 8 (j & 1), K 4t + 16 (j >> 1) + [0, 4); B
    register j K 4t + 16 j + [0, 4). Its low two bytes become the f16x2 register of K slots
    2t + [0, 2) and its high two those of slots 8 + 2t + [0, 2) of an m16n8k16 (A registers
    0, 1 and B register 0 feed the first, A 2, 3 and B 1 the second): slot 2t + i holds K
    4t + i and slot 8 + 2t + i K 4t + 2 + i for A and B alike, so each instruction sums the
    same products as its half of the k32 one."""
    def halves(w: str, ty: str) -> tuple[str, str]:
        if w == "0":
            return "0", "0"
        key = f"{ty}:{w}"
        if key not in cache:
            lo = fl.b.op(f"trunc i32 {w} to i16")
            hi = fl.b.op(f"trunc i32 {fl.b.op(f'lshr i32 {w}, 16')} to i16")
            cache[key] = (fl.call(f"cvt.rn.f16x2.{ty}x2", [("i16", lo)], "h2"),
                          fl.call(f"cvt.rn.f16x2.{ty}x2", [("i16", hi)], "h2"))
        return cache[key]

    ah = [halves(x, a_ty) for x in af]
    bh = [halves(x, b_ty) for x in bf]
    ret = "{float, float, float, float}"
    for h in range(2):
        a_regs = [ah[2 * h][0], ah[2 * h + 1][0], ah[2 * h][1], ah[2 * h + 1][1]]
        args = [("i32", x) for x in a_regs] + [("i32", x) for x in bh[h]] + [("float", x) for x in part]
        res = fl.call("mma.m16n8k16.f32.f16.f16", args, "mma")
        part = [fl.b.op(f"extractvalue {ret} {res}, {i}") for i in range(4)]
    return part


def prescaled_f16(target: Target, a_key: str, scale_key: str, e: int) -> bool:
    """Whether the dot runs as a plain f16 dot on operands scaled before the product: e2m1
    operands with e4m3 scales (NVFP4) in the k64 fragments, on the sm_100 family. Every
    e2m1 x e4m3 product is an f16 value (at most 6 significant bits, magnitudes 2**-15 ..
    2688), so scaling each element in f16 is exact and so are the HMMA's products."""
    return fp8_mma_sync_expanded(target) and a_key == E2M1 and scale_key == E4M3 and e == 8


def _lower_prescaled_f16(fl: FunctionLowering, op: Operation, kind: MmaKind, a: V, b: V, c: V, sfa: V, sfb: V,
                         M: int, N: int, K: int, ks: int, block: int) -> None:
    """`prescaled_f16`'s form: each operand element widened (`cvt.rn.f16x2.e2m1x2`, two per
    instruction) and multiplied by its block's scale in f16x2, then f16 `m16n8k16`s, four per
    k64 step and no scaling of the sums.

    In the k64 fragments lane t holds K 8t + [0, 8) and 32 + 8t + [0, 8) of its rows (A) and
    column (B). Instruction (h, q) of a k64 step k0 takes, in K slots 2t + i and 8 + 2t + i
    (i < 2), the lane's elements k0 + 32h + 8t + 4q + i and k0 + 32h + 8t + 4q + 2 + i, for A
    and B alike: the four instructions sum every product once. The scale block of element
    k0 + 32h + 8t + x (x < 8) is (k0 + 32h) / V + 8t / V (V = 16 or 32)."""
    la, lb, ld = mma_layouts(kind, M, N, K, fl.num_warps, 1, recorded_warp_split(op))
    a, b, c = fl.relayout(a, la), fl.relayout(b, lb), fl.relayout(c, ld)
    as_f32 = 4 * (M + N) * ks + 16 <= fl.scratch_limit
    sa_base, sb_base = _scale_tables(fl, sfa, sfb, M, N, ks, as_f32)
    a_reg = {co: r for r, co in enumerate(_static_coords(fl, la)) if not la.is_replica_reg(r)}
    b_reg = {co: r for r, co in enumerate(_static_coords(fl, lb)) if not lb.is_replica_reg(r)}
    d_co = _static_coords(fl, ld)
    shift = block.bit_length() - 1
    t_row, blk_a = fl.thread_coord(la, 0), fl.b.op(f"lshr i32 {fl.thread_coord(la, 1)}, {shift}")
    t_col, blk_b = fl.thread_coord(lb, 1), fl.b.op(f"lshr i32 {fl.thread_coord(lb, 0)}, {shift}")
    h2 = "<2 x half>"
    s_cache: dict[tuple[str, int, int], str] = {}

    def scale(table: str, tpart: str, static: int, kbase: int, blk: str) -> str:
        """The scale of row (column) `tpart + static` for the lane's K at `kbase`, as f16x2."""
        key = (table, static, kbase)
        if key not in s_cache:
            row = fl.b.op(f"add i32 {tpart}, {static}") if static else tpart
            idx = fl.b.op(f"add i32 {fl.b.op(f'mul i32 {row}, {ks}')}, {kbase // block}")
            idx = fl.b.op(f"add i32 {idx}, {blk}")
            if as_f32:
                p = fl.b.op(f"getelementptr float, ptr addrspace(3) {table}, i32 {idx}")
                x = fl.b.op(f"load float, ptr addrspace(3) {p}")
            else:
                from tileiras.conversion.nv_tileas_to_llvm.element_conversion import _to_f32

                p = fl.b.op(f"getelementptr i8, ptr addrspace(3) {table}, i32 {idx}")
                x = _to_f32(fl, fl.b.op(f"load i8, ptr addrspace(3) {p}"), sfa.elem)
            x = fl.b.op(f"fptrunc float {x} to half")
            v = fl.b.op(f"insertelement {h2} poison, half {x}, i32 0")
            s_cache[key] = fl.b.op(f"shufflevector {h2} {v}, {h2} poison, <2 x i32> zeroinitializer")
        return s_cache[key]

    def word(v: V, r0: int, r1: int, s: str) -> str:
        """Elements r0 (low half) and r1 as f16x2, times the f16x2 scale `s` (exact)."""
        x0 = fl.b.op(f"and i8 {fl.extract(v, r0)}, 15")
        x1 = fl.b.op(f"shl i8 {fl.extract(v, r1)}, 4")
        pair = fl.b.op(f"zext i8 {fl.b.op(f'or i8 {x0}, {x1}')} to i16")
        w = fl.call("cvt.rn.f16x2.e2m1x2", [("i16", pair)], "h2")
        y = fl.b.op(f"fmul {h2} {fl.b.op(f'bitcast i32 {w} to {h2}')}, {s}")
        return fl.b.op(f"bitcast {h2} {y} to i32")

    a_ops: dict[tuple[int, int, int, int], list[str]] = {}
    b_ops: dict[tuple[int, int, int, int], list[str]] = {}

    def a_operands(m0: int, k0: int, h: int, q: int) -> list[str]:
        key = (m0, k0, h, q)
        if key not in a_ops:
            kb = k0 + 32 * h
            out = []
            for j in range(4):
                row, kk = m0 + 8 * (j & 1), kb + 4 * q + 2 * (j >> 1)
                s = scale(sa_base, t_row, row, kb, blk_a)
                out.append(word(a, a_reg[(row, kk)], a_reg[(row, kk + 1)], s))
            a_ops[key] = out
        return a_ops[key]

    def b_operands(n0: int, k0: int, h: int, q: int) -> list[str]:
        key = (n0, k0, h, q)
        if key not in b_ops:
            kb = k0 + 32 * h
            s = scale(sb_base, t_col, n0, kb, blk_b)
            b_ops[key] = [word(b, b_reg[(kb + 4 * q + 2 * j, n0)], b_reg[(kb + 4 * q + 2 * j + 1, n0)], s)
                          for j in range(2)]
        return b_ops[key]

    ret = "{float, float, float, float}"
    outs: list[str] = [""] * ld.num_regs
    for base in range(0, ld.num_regs, 4):
        m0, n0 = d_co[base]
        acc = [fl.extract(c, base + i) for i in range(4)]
        for k0 in range(0, K, 64):
            for h in range(2):
                for q in range(2):
                    args = [("i32", x) for x in a_operands(m0, k0, h, q)]
                    args += [("i32", x) for x in b_operands(n0, k0, h, q)] + [("float", x) for x in acc]
                    res = fl.call("mma.m16n8k16.f32.f16.f16", args, "mma")
                    acc = [fl.b.op(f"extractvalue {ret} {res}, {i}") for i in range(4)]
        outs[base:base + 4] = acc
    _set_result(fl, op, outs, ld)


def _set_result(fl: FunctionLowering, op: Operation, outs: list[str], ld) -> None:
    d_elem = T.element(op.result.type)
    res = fl.tile(fl.build_vector(outs, "float"), d_elem, ld)
    want = fl.layout(op.result)
    if want is not None and want != ld:
        res = fl.relayout(res, want)
    fl.set(op.result, res)


def _lower_native(fl: FunctionLowering, op: Operation, form: BlockScaleForm, a: V, b: V, c: V,
                  sfa: V, sfb: V, M: int, N: int, K: int, ks: int, block: int) -> None:
    """The block-scaled mma.sync (sm_120, sm_121) in the recorded `form`."""
    mkind, kk, nscale, stype = form.kind, form.k, form.scale_vec, form.stype
    fp4 = mkind == "mxf4nvf4"
    e = 8 if fp4 else 4
    frag = MmaKind("x", "x", "x", "f32", e)
    la, lb, ld = mma_layouts(frag, M, N, K, fl.num_warps, 1, recorded_warp_split(op))
    a, b, c = fl.relayout(a, la), fl.relayout(b, lb), fl.relayout(c, ld)
    sa_base, sb_base = _scale_tables(fl, sfa, sfb, M, N, ks, False)
    signed_scales = stype == "ue4m3"
    a_reg = {co: r for r, co in enumerate(_static_coords(fl, la)) if not la.is_replica_reg(r)}
    b_reg = {co: r for r, co in enumerate(_static_coords(fl, lb)) if not lb.is_replica_reg(r)}
    d_co = _static_coords(fl, ld)
    a_ty = "e2m1" if fp4 else {"f8E4M3FN": "e4m3", "f8E5M2": "e5m2"}[T.type_key(a.elem)]
    b_ty = "e2m1" if fp4 else {"f8E4M3FN": "e4m3", "f8E5M2": "e5m2"}[T.type_key(b.elem)]
    helper = f"mma.{mkind}.m16n8k{kk}.x{nscale}.f32.{a_ty}.{b_ty}.{stype}"

    def pack(v: V, regs: list[int]) -> str:
        xs = [fl.extract(v, r) for r in regs]
        if not fp4:
            vec = fl.build_vector(xs, "i8")
            return fl.b.op(f"bitcast <4 x i8> {vec} to i32")
        w = "0"
        for i, x in enumerate(xs):
            n = fl.b.op(f"and i8 {x}, 15")
            n = fl.b.op(f"zext i8 {n} to i32")
            if i:
                n = fl.b.op(f"shl i32 {n}, {4 * i}")
            w = n if w == "0" else fl.b.op(f"or i32 {w}, {n}")
        return w

    lane = fl.b.op(f"and i32 {fl.tid()}, 31")
    g = fl.b.op(f"lshr i32 {lane}, 2")
    t = fl.b.op(f"and i32 {lane}, 3")
    h = fl.b.op(f"and i32 {t}, 1")
    t_half = fl.b.op(f"lshr i32 {t}, 1")
    g8 = fl.b.op(f"add i32 {g}, 8")
    g_h = fl.b.op(f"add i32 {g}, {fl.b.op(f'shl i32 {h}, 3')}")
    # the warp's first row and column: D's thread coordinates less the lane's own part
    w_row = fl.b.op(f"sub i32 {fl.thread_coord(ld, 0)}, {g}")
    w_col = fl.b.op(f"sub i32 {fl.thread_coord(ld, 1)}, {fl.b.op(f'shl i32 {t}, 1')}")
    word_cache: dict[tuple[str, int, int], str] = {}

    def scale_word(table: str, row: str, k0: int) -> str:
        """The scales of row (table row) `row` for the instruction at `k0`: byte j = the scale
        of K chunk j (chunks of kk / nscale)."""
        key = (table, row, k0)
        if key in word_cache:
            return word_cache[key]
        rbase = fl.b.op(f"mul i32 {row}, {ks}")
        chunk = kk // nscale
        blocks = [(k0 + j * chunk) // block for j in range(nscale)]
        if nscale == 4 and blocks == list(range(blocks[0], blocks[0] + 4)) and blocks[0] % 4 == 0:
            idx = fl.b.op(f"add i32 {rbase}, {blocks[0]}")
            p = fl.b.op(f"getelementptr i8, ptr addrspace(3) {table}, i32 {idx}")
            word = fl.b.op(f"load i32, ptr addrspace(3) {p}, align 4")
        else:
            word = "0"
            for j, blk in enumerate(blocks):
                idx = fl.b.op(f"add i32 {rbase}, {blk}")
                p = fl.b.op(f"getelementptr i8, ptr addrspace(3) {table}, i32 {idx}")
                x = fl.b.op(f"load i8, ptr addrspace(3) {p}")
                x = fl.b.op(f"zext i8 {x} to i32")
                if j:
                    x = fl.b.op(f"shl i32 {x}, {8 * j}")
                word = x if word == "0" else fl.b.op(f"or i32 {word}, {x}")
        word_cache[key] = word
        return word

    def sign_mask(word: str, byte_index: str) -> str:
        """0x88888888 where byte `byte_index` (runtime) of `word` is negative, else 0."""
        sh = fl.b.op(f"shl i32 {byte_index}, 3")
        sh = fl.b.op(f"add i32 {sh}, 7")
        bit = fl.b.op(f"lshr i32 {word}, {sh}")
        bit = fl.b.op(f"and i32 {bit}, 1")
        neg = fl.b.op(f"sub i32 0, {bit}")
        return fl.b.op(f"and i32 {neg}, {0x88888888}")

    def sign_bytes(j_half: int) -> str:
        """The byte of a scale word that register half `j_half` of this lane's K slots falls
        in: chunk 2 j_half + (t >> 1)."""
        return fl.b.op(f"add i32 {t_half}, {2 * j_half}")

    # operands and scale words per m0 / n0 tile and K step (shared by the tiles of a row or
    # column of the warp's D)
    a_ops: dict[tuple[int, int], tuple[list[str], str]] = {}
    b_ops: dict[tuple[int, int], tuple[list[str], str]] = {}

    def a_operands(m0: int, k0: int) -> tuple[list[str], str]:
        """A's four registers and scale-a-data at (m0, k0); negative ue4m3 scales folded in."""
        if (m0, k0) not in a_ops:
            af = [pack(a, [a_reg[(m0 + 8 * (j & 1), k0 + 4 * e * (j >> 1) + i)] for i in range(e)])
                  for j in range(4)]
            row0 = fl.b.op(f"add i32 {w_row}, {m0}")
            if not signed_scales:
                # the lane supplies the scales of row g + 8h (thread-id-a 0)
                sfa_arg = scale_word(sa_base, fl.b.op(f"add i32 {row0}, {g_h}"), k0)
            else:
                # both of the lane's rows: register j holds row g + 8 (j & 1)
                wa = [scale_word(sa_base, fl.b.op(f"add i32 {row0}, {g}"), k0),
                      scale_word(sa_base, fl.b.op(f"add i32 {row0}, {g8}"), k0)]
                for j in range(4):
                    af[j] = fl.b.op(f"xor i32 {af[j]}, {sign_mask(wa[j & 1], sign_bytes(j >> 1))}")
                sfa_arg = fl.b.op(f"select i1 {fl.b.op(f'icmp ne i32 {h}, 0')}, i32 {wa[1]}, i32 {wa[0]}")
                sfa_arg = fl.b.op(f"and i32 {sfa_arg}, {0x7F7F7F7F}")
            a_ops[(m0, k0)] = (af, sfa_arg)
        return a_ops[(m0, k0)]

    def b_operands(n0: int, k0: int) -> tuple[list[str], str]:
        """B's two registers and scale-b-data at (n0, k0) (the lane's column g: thread-id-b 0
        reads lane 4g's)."""
        if (n0, k0) not in b_ops:
            bf = [pack(b, [b_reg[(k0 + 4 * e * j + i, n0)] for i in range(e)]) for j in range(2)]
            col = fl.b.op(f"add i32 {fl.b.op(f'add i32 {w_col}, {n0}')}, {g}")
            wb = scale_word(sb_base, col, k0)
            sfb_arg = wb
            if signed_scales:
                for j in range(2):
                    bf[j] = fl.b.op(f"xor i32 {bf[j]}, {sign_mask(wb, sign_bytes(j))}")
                sfb_arg = fl.b.op(f"and i32 {wb}, {0x7F7F7F7F}")
            b_ops[(n0, k0)] = (bf, sfb_arg)
        return b_ops[(n0, k0)]

    ret = "{float, float, float, float}"
    outs: list[str] = [""] * ld.num_regs
    for base in range(0, ld.num_regs, 4):
        m0, n0 = d_co[base]
        acc = [fl.extract(c, base + i) for i in range(4)]
        for k0 in range(0, K, kk):
            af, sfa_arg = a_operands(m0, k0)
            bf, sfb_arg = b_operands(n0, k0)
            args = [("i32", x) for x in af] + [("i32", x) for x in bf] + [("float", x) for x in acc]
            args += [("i32", sfa_arg), ("i32", sfb_arg)]
            res = fl.call(helper, args, "mma")
            acc = [fl.b.op(f"extractvalue {ret} {res}, {i}") for i in range(4)]
        outs[base:base + 4] = acc
    _set_result(fl, op, outs, ld)


__all__ = ["block_scaled_mma_sync", "lower_scaled_mma", "native_form"]
