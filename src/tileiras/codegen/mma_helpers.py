"""`__tileiras.mma.m16n8k<K>.<acc>.<a>.<b>`: one warp-collective `mma.sync` (see
`conversion/nv_tileaa_to_nv_tileas/dot_layouts.py` for the fragments).

Arguments: the lane's four A registers, two B registers (i32, E elements each, element 0 in
the low bits) and four accumulators (float or i32); result: the four new accumulators.

- GPU body: the PTX instruction as inline assembly.
- Host body (the SIMT emulator): the warp's 32 lanes exchange their six registers
  (`@__sim.warp_exchange`), then each lane computes its four results from the rows and columns
  it needs: exact products (f16/bf16/tf32 in f32, integers in i32) summed in increasing k with
  fused multiply-adds into f32 (integers: wrapping adds). f16 and the fp8 formats are decoded
  in integer arithmetic (exact; no soft-float calls).
"""

from __future__ import annotations

import re
from functools import partial

KINDS = {
    # operand: (elements per 32-bit register, bits per element)
    "f16": (2, 16), "bf16": (2, 16), "tf32": (1, 32), "s8": (4, 8), "u8": (4, 8), "e4m3": (4, 8), "e5m2": (4, 8),
}

# small floats decoded in integer arithmetic: (exponent bits, mantissa bits, bias, has infinities)
_FLOATS = {"f16": (5, 10, 15, True), "e4m3": (4, 3, 7, False), "e5m2": (5, 2, 15, True)}


def mma_helper(name: str, short: str):
    from tileiras.codegen.runtime import Helper, HelperError

    if short == "mma.m8n8k4.f64.f64.f64":
        return _f64_helper(name)
    if short.startswith("mma.mxf"):
        return _block_scale_helper(name, short)
    m = re.fullmatch(r"mma\.m16n8k(\d+)\.(f32|s32)\.(\w+)\.(\w+)", short)
    if m is None or m.group(3) not in KINDS or m.group(4) not in KINDS:
        raise HelperError(f"unknown runtime helper '{name}'")
    k, acc, a, b = int(m.group(1)), m.group(2), m.group(3), m.group(4)
    e, _ = KINDS[a]
    if k != 8 * e or KINDS[b][0] != e:
        raise HelperError(f"unknown runtime helper '{name}'")
    aty = "float" if acc == "f32" else "i32"
    ret = "{" + ", ".join([aty] * 4) + "}"
    args = ("i32",) * 6 + (aty,) * 4
    reg = "f" if acc == "f32" else "r"
    cons = ",".join(["=" + reg] * 4 + ["r"] * 6 + [reg] * 4)
    ptx = (f"mma.sync.aligned.m16n8k{k}.row.col.{acc}.{a}.{b}.{acc} "
           "{$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};")
    argv = ", ".join(f"{t} %a{i}" for i, t in enumerate(args))
    gpu = f'  %r = call {ret} asm sideeffect "{ptx}", "{cons}"({argv})\n  ret {ret} %r'
    # the host body is large (every element decoded and every product spelled out): build it
    # only when the emulator links it, not on the GPU path
    return Helper(name, ret, args, gpu, partial(_host_body, k, aty, a, b, e, ret), attrs="convergent nounwind",
                  host_noinline=True)


def _f64_helper(name: str):
    """m8n8k4 f64: A (row g, k t) and B (k t, column g) one double per lane, D (g, 2t + c)."""
    from tileiras.codegen.runtime import Helper

    ret = "{double, double}"
    args = ("double",) * 4
    ptx = "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {$0, $1}, {$2}, {$3}, {$4, $5};"
    argv = ", ".join(f"double %a{i}" for i in range(4))
    gpu = f'  %r = call {ret} asm sideeffect "{ptx}", "=d,=d,d,d,d,d"({argv})\n  ret {ret} %r'
    lines = [
        "  %in = alloca [4 x i32], align 8",
        "  %all = alloca [128 x i32], align 8",
        "  store double %a0, ptr %in",
        "  %in1 = getelementptr i32, ptr %in, i32 2",
        "  store double %a1, ptr %in1",
        "  call void @__sim.warp_exchange(ptr %in, i32 4, ptr %all)",
        "  %tid = call i32 @__sim.sreg(i32 0)",
        "  %lane = and i32 %tid, 31",
        "  %g = lshr i32 %lane, 2",
        "  %t = and i32 %lane, 3",
        "  %g4 = shl i32 %g, 2",
    ]
    acc = ["%a2", "%a3"]
    for c in range(2):
        lines.append(f"  %n{c}.0 = shl i32 %t, 1")
        lines.append(f"  %n{c} = add i32 %n{c}.0, {c}")
        lines.append(f"  %nb{c} = shl i32 %n{c}, 2")
        for k in range(4):
            # A[g][k] from lane 4g + k (slot 0), B[k][n] from lane 4n + k (slot 2)
            lines += [f"  %al{c}{k} = add i32 %g4, {k}", f"  %ai{c}{k}.0 = mul i32 %al{c}{k}, 4",
                      f"  %ap{c}{k} = getelementptr i32, ptr %all, i32 %ai{c}{k}.0",
                      f"  %av{c}{k} = load double, ptr %ap{c}{k}",
                      f"  %bl{c}{k} = add i32 %nb{c}, {k}", f"  %bi{c}{k}.0 = mul i32 %bl{c}{k}, 4",
                      f"  %bi{c}{k} = add i32 %bi{c}{k}.0, 2",
                      f"  %bp{c}{k} = getelementptr i32, ptr %all, i32 %bi{c}{k}",
                      f"  %bv{c}{k} = load double, ptr %bp{c}{k}",
                      f"  %d{c}{k} = call double @llvm.fma.f64(double %av{c}{k}, double %bv{c}{k}, double {acc[c]})"]
            acc[c] = f"%d{c}{k}"
    lines += [f"  %r0 = insertvalue {ret} poison, double {acc[0]}, 0",
              f"  %r1 = insertvalue {ret} %r0, double {acc[1]}, 1", f"  ret {ret} %r1"]
    return Helper(name, ret, args, gpu, "\n".join(lines), attrs="convergent nounwind", host_noinline=True)


def _decode(lines: list[str], word: str, i: int, kind: str, out: str, aty: str) -> None:
    """Element `i` of the 32-bit `word` (operand `kind`) as `aty`, into `out`."""
    e, bits = KINDS[kind]
    sh = f"{out}.sh"
    lines.append(f"  {sh} = lshr i32 {word}, {bits * i}")
    if kind == "tf32":
        lines.append(f"  {out} = bitcast i32 {word} to float")
    elif kind == "bf16":
        lines.append(f"  {out}.lo = shl i32 {sh}, 16")
        lines.append(f"  {out} = bitcast i32 {out}.lo to float")
    elif kind in _FLOATS:
        _decode_float(lines, sh, out, *_FLOATS[kind])
    else:  # s8 / u8
        lines.append(f"  {out}.b = trunc i32 {sh} to i8")
        lines.append(f"  {out} = {'sext' if kind == 's8' else 'zext'} i8 {out}.b to i32")


def _decode_float(lines: list[str], sh: str, out: str, eb: int, mb: int, bias: int, has_inf: bool) -> None:
    """The exact f32 value of the small float in the low bits of `sh` (no soft-float calls)."""
    width = 1 + eb + mb
    emax = (1 << eb) - 1
    sub_scale = (127 + 1 - bias - mb) << 23
    lines += [
        f"  {out}.h = and i32 {sh}, {(1 << width) - 1}",
        f"  {out}.s = lshr i32 {out}.h, {width - 1}",
        f"  {out}.s32 = shl i32 {out}.s, 31",
        f"  {out}.ex0 = lshr i32 {out}.h, {mb}",
        f"  {out}.ex = and i32 {out}.ex0, {emax}",
        f"  {out}.mn = and i32 {out}.h, {(1 << mb) - 1}",
        f"  {out}.nb0 = add i32 {out}.ex, {127 - bias}",
        f"  {out}.nb1 = shl i32 {out}.nb0, 23",
        f"  {out}.mn23 = shl i32 {out}.mn, {23 - mb}",
        f"  {out}.nb2 = or i32 {out}.nb1, {out}.mn23",
    ]
    if has_inf:
        # all-ones exponent: infinity (mantissa 0) or NaN
        lines += [f"  {out}.ib = or i32 {out}.mn23, 2139095040",
                  f"  {out}.isinf = icmp eq i32 {out}.ex, {emax}",
                  f"  {out}.nb3 = select i1 {out}.isinf, i32 {out}.ib, i32 {out}.nb2"]
    else:
        # e4m3: only all-ones is NaN
        lines += [f"  {out}.mag = and i32 {out}.h, {(1 << (width - 1)) - 1}",
                  f"  {out}.isnan = icmp eq i32 {out}.mag, {(1 << (width - 1)) - 1}",
                  f"  {out}.nb3 = select i1 {out}.isnan, i32 2143289344, i32 {out}.nb2"]
    from tileiras.codegen.llvm_builder import float_bits_literal

    lines += [
        f"  {out}.nb4 = or i32 {out}.nb3, {out}.s32",
        f"  {out}.nf = bitcast i32 {out}.nb4 to float",
        f"  {out}.mf = uitofp i32 {out}.mn to float",
        f"  {out}.sf0 = fmul float {out}.mf, {float_bits_literal(sub_scale, 'float')}",
        f"  {out}.neg = icmp ne i32 {out}.s, 0",
        f"  {out}.sfn = fneg float {out}.sf0",
        f"  {out}.sf = select i1 {out}.neg, float {out}.sfn, float {out}.sf0",
        f"  {out}.issub = icmp eq i32 {out}.ex, 0",
        f"  {out} = select i1 {out}.issub, float {out}.sf, float {out}.nf",
    ]


def _host_body(k: int, aty: str, a: str, b: str, e: int, ret: str) -> str:
    lines = [
        "  %in = alloca [6 x i32], align 4",
        "  %all = alloca [192 x i32], align 4",
    ]
    for i in range(6):
        lines.append(f"  %inp{i} = getelementptr i32, ptr %in, i32 {i}")
        lines.append(f"  store i32 %a{i}, ptr %inp{i}")
    lines += [
        "  call void @__sim.warp_exchange(ptr %in, i32 6, ptr %all)",
        "  %tid = call i32 @__sim.sreg(i32 0)",
        "  %lane = and i32 %tid, 31",
        "  %g = lshr i32 %lane, 2",
        "  %t = and i32 %lane, 3",
        "  %g4 = shl i32 %g, 2",
        "  %c0 = shl i32 %t, 1",
        "  %c1 = add i32 %c0, 1",
        "  %cb0 = shl i32 %c0, 2",
        "  %cb1 = shl i32 %c1, 2",
    ]

    def word(src_base: str, j: int, reg: int, tag: str) -> str:
        lines.append(f"  %{tag}.l = add i32 {src_base}, {j}")
        lines.append(f"  %{tag}.i0 = mul i32 %{tag}.l, 6")
        lines.append(f"  %{tag}.i = add i32 %{tag}.i0, {reg}")
        lines.append(f"  %{tag}.p = getelementptr i32, ptr %all, i32 %{tag}.i")
        lines.append(f"  %{tag} = load i32, ptr %{tag}.p")
        return f"%{tag}"

    # A rows g (h = 0) and g + 8 (h = 1); B columns 2t (c = 0) and 2t + 1 (c = 1); k increasing
    avals: dict[tuple[int, int], str] = {}
    bvals: dict[tuple[int, int], str] = {}
    for q in range(2):
        for j in range(4):
            for h in range(2):
                w = word("%g4", j, h + 2 * q, f"aw{q}{j}{h}")
                for i in range(e):
                    kk = 4 * e * q + e * j + i
                    out = f"%av{h}.{kk}"
                    _decode(lines, w, i, a, out, aty)
                    avals[(h, kk)] = out
            for c in range(2):
                w = word(f"%cb{c}", j, 4 + q, f"bw{q}{j}{c}")
                for i in range(e):
                    kk = 4 * e * q + e * j + i
                    out = f"%bv{c}.{kk}"
                    _decode(lines, w, i, b, out, aty)
                    bvals[(c, kk)] = out
    results = []
    for idx, (h, c) in enumerate([(0, 0), (0, 1), (1, 0), (1, 1)]):
        acc = f"%a{6 + idx}"
        for kk in range(k):
            nxt = f"%d{idx}.{kk}"
            if aty == "float":
                lines.append(f"  {nxt} = call float @llvm.fma.f32(float {avals[(h, kk)]}, float {bvals[(c, kk)]}, "
                             f"float {acc})")
            else:
                lines.append(f"  {nxt}.m = mul i32 {avals[(h, kk)]}, {bvals[(c, kk)]}")
                lines.append(f"  {nxt} = add i32 {acc}, {nxt}.m")
            acc = nxt
        results.append(acc)
    cur = "poison"
    for i, r in enumerate(results):
        lines.append(f"  %res{i} = insertvalue {ret} {cur}, {aty} {r}, {i}")
        cur = f"%res{i}"
    lines.append(f"  ret {ret} {cur}")
    return "\n".join(lines)


# --- block-scaled forms (sm_120a, sm_121a) ------------------------------------------------------

BLOCK_SCALE_FORMS = {
    # kind: (K, scales per row/column of A/B: the .scale_vec, operand types, scale types)
    "mxf8f6f4": (32, (1,), ("e4m3", "e5m2"), ("ue8m0",)),
    "mxf4nvf4": (64, (4,), ("e2m1",), ("ue8m0", "ue4m3")),
}
"""The block-scaled `mma.sync` forms the lowering uses (`conversion/nv_tileas_to_llvm/mma_scaled.py`)."""


def _block_scale_helper(name: str, short: str):
    """`__tileiras.mma.<kind>.m16n8k<K>.x<X>.f32.<a>.<b>.<stype>`: one
    `mma.sync.aligned.kind::<kind>.block_scale.scale_vec::<X>X.m16n8k<K>.row.col.f32.<a>.<b>.f32.<stype>`
    with byte-id and thread-id 0 for both scale operands.

    Arguments: A (4 x i32), B (2 x i32), C (4 x float), the lane's scale-a-data and
    scale-b-data words (i32); result: D (4 x float).

    Host body (the emulator), per the ISA: lane 4g + t holds A rows g (registers 0, 2) and
    g + 8 (1, 3) at K = E t + [0, E) + 4E (register >> 1), B column g at K = E t + [0, E) +
    4E register, D (g, 2t), (g, 2t+1), (g + 8, 2t), (g + 8, 2t+1) (E = 4 for 8-bit operands, 8
    for e2m1, element 0 in the low bits). With thread-id-a 0 the scales of A row g + 8h come
    from lane 4g + h, with thread-id-b 0 those of B column n from lane 4n; byte j (from
    byte-id 0) is the scale of K chunk j of K / X elements. ue8m0 is 2**(x - 127) (0xff NaN),
    ue4m3 the e4m3 value of the low seven bits. Each D element is C plus the sum over K of
    a * b * sa * sb: the products exact, summed in f64 in increasing K and rounded to f32
    once (the ISA leaves the accumulation's precision open; this is the interpreter's, up to
    the f64 sum).
    """
    from tileiras.codegen.runtime import Helper, HelperError

    m = re.fullmatch(r"mma\.(mxf8f6f4|mxf4nvf4)\.m16n8k(\d+)\.x(\d)\.f32\.(\w+)\.(\w+)\.(ue8m0|ue4m3)", short)
    if m is None:
        raise HelperError(f"unknown runtime helper '{name}'")
    kind, k, x, a, b, stype = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5), m.group(6)
    fk, fx, ftypes, fstypes = BLOCK_SCALE_FORMS[kind]
    if k != fk or x not in fx or a not in ftypes or b not in ftypes or stype not in fstypes:
        raise HelperError(f"unknown runtime helper '{name}'")
    ret = "{float, float, float, float}"
    args = ("i32",) * 6 + ("float",) * 4 + ("i32", "i32")
    ptx = (f"mma.sync.aligned.kind::{kind}.block_scale.scale_vec::{x}X.m16n8k{k}.row.col.f32.{a}.{b}.f32.{stype} "
           "{$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, {$14}, {$15, $16}, {$17}, {$18, $19};")
    cons = ",".join(["=f"] * 4 + ["r"] * 6 + ["f"] * 4 + ["r", "h", "h", "r", "h", "h"])
    argv = [f"{t} %a{i}" for i, t in enumerate(args)]
    argv = argv[:11] + ["i16 0", "i16 0", argv[11], "i16 0", "i16 0"]
    gpu = f'  %r = call {ret} asm sideeffect "{ptx}", "{cons}"({", ".join(argv)})\n  ret {ret} %r'
    e = 8 if a == "e2m1" else 4
    return Helper(name, ret, args, gpu, partial(_block_scale_host_body, k, x, a, b, stype, e, ret),
                  attrs="convergent nounwind", host_noinline=True)


def _decode_e2m1(lines: list[str], word: str, i: int, out: str) -> None:
    """Element `i` (bits 4i..4i+3) of `word`, an e2m1 code, as its exact f32 value."""
    lines += [
        f"  {out}.sh = lshr i32 {word}, {4 * i}",
        f"  {out}.h = and i32 {out}.sh, 15",
        f"  {out}.s = lshr i32 {out}.h, 3",
        f"  {out}.s32 = shl i32 {out}.s, 31",
        f"  {out}.ex0 = lshr i32 {out}.h, 1",
        f"  {out}.ex = and i32 {out}.ex0, 3",
        f"  {out}.mn = and i32 {out}.h, 1",
        f"  {out}.nb0 = add i32 {out}.ex, 126",          # 2**(e - 1): biased 127 + e - 1
        f"  {out}.nb1 = shl i32 {out}.nb0, 23",
        f"  {out}.m22 = shl i32 {out}.mn, 22",
        f"  {out}.nb = or i32 {out}.nb1, {out}.m22",
        f"  {out}.sb = mul i32 {out}.mn, 1056964608",    # subnormal: m * 0.5 (0x3f000000)
        f"  {out}.issub = icmp eq i32 {out}.ex, 0",
        f"  {out}.mag = select i1 {out}.issub, i32 {out}.sb, i32 {out}.nb",
        f"  {out}.bits = or i32 {out}.mag, {out}.s32",
        f"  {out} = bitcast i32 {out}.bits to float",
    ]


def _decode_scale(lines: list[str], word: str, j: int, stype: str, out: str) -> None:
    """Byte `j` of `word`, a ue8m0 or ue4m3 scale, as its exact f64 value."""
    lines += [f"  {out}.sh = lshr i32 {word}, {8 * j}", f"  {out}.b = and i32 {out}.sh, 255"]
    if stype == "ue8m0":
        lines += [
            f"  {out}.b64 = zext i32 {out}.b to i64",
            f"  {out}.e = add i64 {out}.b64, {1023 - 127}",
            f"  {out}.bits = shl i64 {out}.e, 52",
            f"  {out}.v = bitcast i64 {out}.bits to double",
            f"  {out}.nan = icmp eq i32 {out}.b, 255",
            f"  {out} = select i1 {out}.nan, double 0x7FF8000000000000, double {out}.v",
        ]
    else:
        lines.append(f"  {out}.m = and i32 {out}.b, 127")
        _decode_float(lines, f"{out}.m", f"{out}.f", *_FLOATS["e4m3"])
        lines.append(f"  {out} = fpext float {out}.f to double")


def _block_scale_host_body(k: int, x: int, a: str, b: str, stype: str, e: int, ret: str) -> str:
    lines = [
        "  %in = alloca [8 x i32], align 4",
        "  %all = alloca [256 x i32], align 4",
    ]
    for slot, arg in enumerate(("%a0", "%a1", "%a2", "%a3", "%a4", "%a5", "%a10", "%a11")):
        lines.append(f"  %inp{slot} = getelementptr i32, ptr %in, i32 {slot}")
        lines.append(f"  store i32 {arg}, ptr %inp{slot}")
    lines += [
        "  call void @__sim.warp_exchange(ptr %in, i32 8, ptr %all)",
        "  %tid = call i32 @__sim.sreg(i32 0)",
        "  %lane = and i32 %tid, 31",
        "  %g = lshr i32 %lane, 2",
        "  %t = and i32 %lane, 3",
        "  %g4 = shl i32 %g, 2",
        "  %c0 = shl i32 %t, 1",
        "  %c1 = add i32 %c0, 1",
        "  %cb0 = shl i32 %c0, 2",
        "  %cb1 = shl i32 %c1, 2",
    ]

    def word(lane: str, j: int, slot: int, tag: str) -> str:
        lines.append(f"  %{tag}.l = add i32 {lane}, {j}")
        lines.append(f"  %{tag}.i0 = mul i32 %{tag}.l, 8")
        lines.append(f"  %{tag}.i = add i32 %{tag}.i0, {slot}")
        lines.append(f"  %{tag}.p = getelementptr i32, ptr %all, i32 %{tag}.i")
        lines.append(f"  %{tag} = load i32, ptr %{tag}.p")
        return f"%{tag}"

    def decode(w: str, i: int, kind: str, out: str) -> None:
        if kind == "e2m1":
            _decode_e2m1(lines, w, i, out)
        else:
            _decode(lines, w, i, kind, out, "float")

    avals: dict[tuple[int, int], str] = {}
    bvals: dict[tuple[int, int], str] = {}
    for q in range(2):
        for j in range(4):
            for h in range(2):
                w = word("%g4", j, h + 2 * q, f"aw{q}{j}{h}")
                for i in range(e):
                    kk = 4 * e * q + e * j + i
                    decode(w, i, a, f"%av{h}.{kk}")
                    avals[(h, kk)] = f"%av{h}.{kk}"
            for c in range(2):
                w = word(f"%cb{c}", j, 4 + q, f"bw{q}{j}{c}")
                for i in range(e):
                    kk = 4 * e * q + e * j + i
                    decode(w, i, b, f"%bv{c}.{kk}")
                    bvals[(c, kk)] = f"%bv{c}.{kk}"
    # scales: A row g + 8h from lane 4g + h (slot 6), B column 2t + c from lane 4 (2t + c) (slot 7)
    sa: dict[tuple[int, int], str] = {}
    sb: dict[tuple[int, int], str] = {}
    for h in range(2):
        w = word("%g4", h, 6, f"sw{h}")
        for j in range(x):
            _decode_scale(lines, w, j, stype, f"%sa{h}.{j}")
            sa[(h, j)] = f"%sa{h}.{j}"
    for c in range(2):
        w = word(f"%cb{c}", 0, 7, f"tw{c}")
        for j in range(x):
            _decode_scale(lines, w, j, stype, f"%sb{c}.{j}")
            sb[(c, j)] = f"%sb{c}.{j}"
    chunk = k // x
    results = []
    for idx, (h, c) in enumerate([(0, 0), (0, 1), (1, 0), (1, 1)]):
        lines.append(f"  %acc{idx} = fpext float %a{6 + idx} to double")
        acc = f"%acc{idx}"
        for j in range(x):
            lines.append(f"  %s{idx}.{j} = fmul double {sa[(h, j)]}, {sb[(c, j)]}")
        for kk in range(k):
            n = f"%d{idx}.{kk}"
            lines += [f"  {n}.p = fmul float {avals[(h, kk)]}, {bvals[(c, kk)]}",
                      f"  {n}.pd = fpext float {n}.p to double",
                      f"  {n}.ps = fmul double {n}.pd, %s{idx}.{kk // chunk}",
                      f"  {n} = fadd double {acc}, {n}.ps"]
            acc = n
        lines.append(f"  %r{idx} = fptrunc double {acc} to float")
        results.append(f"%r{idx}")
    cur = "poison"
    for i, r in enumerate(results):
        lines.append(f"  %res{i} = insertvalue {ret} {cur}, float {r}, {i}")
        cur = f"%res{i}"
    lines.append(f"  ret {ret} {cur}")
    return "\n".join(lines)


__all__ = ["BLOCK_SCALE_FORMS", "mma_helper", "KINDS"]
