"""Runtime helpers beyond the basic set (see `runtime.py`): integer -> float conversions with a
directed rounding, approximate float ops, grid dependency control, printf and assert.

Names:
- `cvt.<s|u><8|16|32|64>.<f32|f64>.<rz|rm|rp>`: integer to float, rounded as asked;
- `cvt.rn.satfinite.<e4m3x2|e5m2x2|e2m1x2>.f32` (`i16 (float a, float b)`): two f32 encoded
  nearest-even, saturating; b's code in the low byte (e2m1: low nibble), a's above it;
- `cvt.rn.f16x2.<e4m3x2|e5m2x2|e2m1x2>` (`i32 (i16)`): two fp8 codes (e2m1: the low byte's
  two nibbles) as two f16 (exact), the low byte's (nibble's) in the low half;
- `approx.<div|sqrt|rsqrt|exp2>[.ftz].f32`, `approx.div.full[.ftz].f32`;
- `misc.griddepcontrol.<wait|launch_dependents>`;
- `vprintf` (`i32 (ptr, ptr)`), `assertfail` (`void (ptr, ptr, i32, ptr, i64)`), `trap`.
"""

from __future__ import annotations

from tileiras.codegen.runtime import _FE, PREFIX, Helper, HelperError


def _int_to_float(src: str, dst: str, rnd: str, name: str) -> Helper:
    signed = src[0] == "s"
    width = int(src[1:])
    ity = f"i{width}"
    fty = {"f32": "float", "f64": "double"}[dst]
    ptx_src = f"{'s' if signed else 'u'}{max(width, 16)}"
    reg = {8: "h", 16: "h", 32: "r", 64: "l"}[width]
    oreg = "f" if dst == "f32" else "d"
    x = "%a0"
    pre = ""
    if width == 8:
        pre = f"  %w = {'sext' if signed else 'zext'} i8 %a0 to i16\n"
        x, ity_asm = "%w", "i16"
    else:
        ity_asm = ity
    gpu = (pre + f'  %r = call {fty} asm "cvt.{rnd}.{dst}.{ptx_src} $0, $1;", "={oreg},{reg}"({ity_asm} {x})\n'
           f"  ret {fty} %r")
    conv = "sitofp" if signed else "uitofp"
    host = (f"  %old = call i32 @fegetround()\n  %s = call i32 @fesetround(i32 {_FE[rnd]})\n"
            f"  %y = call {fty} @llvm.experimental.constrained.{conv}.{dst}.{ity}({ity} %a0, "
            f'metadata !"round.dynamic", metadata !"fpexcept.ignore") strictfp\n'
            f"  %t = call i32 @fesetround(i32 %old)\n  ret {fty} %y")
    return Helper(name, fty, (ity,), gpu, host)


def _approx(op: str, ftz: bool, name: str) -> Helper:
    n = 2 if op in ("div", "div.full") else 1
    args = ("float",) * n
    argv = ", ".join(f"float %a{i}" for i in range(n))
    intr = {
        "div": "llvm.nvvm.div.approx{}.f", "sqrt": "llvm.nvvm.sqrt.approx{}.f",
        "rsqrt": "llvm.nvvm.rsqrt.approx{}.f", "exp2": "llvm.nvvm.ex2.approx{}.f",
    }
    if op == "div.full":
        gpu = (f'  %r = call float asm "div.full{".ftz" if ftz else ""}.f32 $0, $1, $2;", "=f,f,f"({argv})\n'
               "  ret float %r")
    else:
        gpu = f"  %r = call float @{intr[op].format('.ftz' if ftz else '')}({argv})\n  ret float %r"
    host = {
        "div": "  %r = fdiv float %a0, %a1\n  ret float %r",
        "div.full": "  %r = fdiv float %a0, %a1\n  ret float %r",
        "sqrt": "  %r = call float @llvm.sqrt.f32(float %a0)\n  ret float %r",
        "rsqrt": "  %s = call float @llvm.sqrt.f32(float %a0)\n  %r = fdiv float 1.0, %s\n  ret float %r",
        "exp2": "  %r = call float @exp2f(float %a0)\n  ret float %r",
    }[op]
    return Helper(name, "float", args, gpu, host)


class _HostBody:
    """A function body written by the lowering's encoders (`fl.b`, `fl.module`) as text."""

    def __init__(self) -> None:
        from tileiras.codegen.llvm_builder import FunctionBuilder, ModuleBuilder

        self.module = ModuleBuilder("", "")
        self.b = FunctionBuilder(self.module, "")

    def lines(self) -> str:
        assert len(self.b.blocks) == 1, "a straight-line body"
        return "\n".join(self.b.blocks[0].lines)


_SATFINITE_X2 = {"e4m3x2": ("f8E4M3FN", 8), "e5m2x2": ("f8E5M2", 8), "e2m1x2": ("f4E2M1FN", 4)}


def _satfinite_x2(form: str, name: str) -> Helper:
    """`cvt.rn.satfinite.<form>.f32 d, a, b`: the instruction on the GPU; on the host the
    portable encoding of `element_conversion.encode_narrow` (nearest even, saturating to the
    largest finite value, NaN to the format's NaN or, e2m1, to +6), which is what the ISA
    specifies for the instruction, so both bodies give the same bits."""
    from tileiras.conversion.nv_tileas_to_llvm.element_conversion import FORMATS, encode_narrow

    key, width = _SATFINITE_X2[form]
    if width == 8:
        gpu = (f'  %r = call i16 asm "cvt.rn.satfinite.{form}.f32 $0, $1, $2;", "=h,f,f"(float %a0, float %a1)\n'
               "  ret i16 %r")
    else:
        gpu = ('  %r = call i16 asm "{ .reg .b8 t; cvt.rn.satfinite.e2m1x2.f32 t, $1, $2; mov.b16 $0, {t, 0}; }", '
               '"=h,f,f"(float %a0, float %a1)\n  ret i16 %r')

    def host() -> str:
        body = _HostBody()
        hi = encode_narrow(body, "%a0", FORMATS[key])  # type: ignore[arg-type]
        lo = encode_narrow(body, "%a1", FORMATS[key])  # type: ignore[arg-type]
        b = body.b
        h16 = b.op(f"zext i8 {hi} to i16")
        h16 = b.op(f"shl i16 {h16}, {width}")
        out = b.op(f"or i16 {h16}, {b.op(f'zext i8 {lo} to i16')}")
        return body.lines() + f"\n  ret i16 {out}"

    return Helper(name, "i16", ("float", "float"), gpu, host)


def _f16x2_from_fp8x2(form: str, name: str) -> Helper:
    """`cvt.rn.f16x2.<form> d, a`: the instruction on the GPU; on the host each code decoded
    exactly (`element_conversion.decode_narrow`) and narrowed to f16, which holds every e4m3,
    e5m2 and e2m1 value exactly."""
    from tileiras.conversion.nv_tileas_to_llvm.element_conversion import FORMATS, decode_narrow

    key, width = _SATFINITE_X2[form]
    if width == 8:
        gpu = (f'  %r = call i32 asm "cvt.rn.f16x2.{form} $0, $1;", "=r,h"(i16 %a0)\n'
               "  ret i32 %r")
    else:
        gpu = ('  %r = call i32 asm "{ .reg .b8 t, z; mov.b16 {t, z}, $1; cvt.rn.f16x2.e2m1x2 $0, t; }", '
               '"=r,h"(i16 %a0)\n  ret i32 %r')

    def host() -> str:
        body = _HostBody()
        b = body.b
        halves = []
        for shift in (0, width):
            byte = b.op(f"trunc i16 {b.op(f'lshr i16 %a0, {shift}')} to i8")
            if width == 4:
                byte = b.op(f"and i8 {byte}, 15")
            f = decode_narrow(body, byte, FORMATS[key])  # type: ignore[arg-type]
            h = b.op(f"fptrunc float {f} to half")
            halves.append(b.op(f"zext i16 {b.op(f'bitcast half {h} to i16')} to i32"))
        out = b.op(f"or i32 {halves[0]}, {b.op(f'shl i32 {halves[1]}, 16')}")
        return body.lines() + f"\n  ret i32 {out}"

    return Helper(name, "i32", ("i16",), gpu, host)


def conversion_helper(name: str) -> Helper:
    short = name[len(PREFIX):]
    parts = short.split(".")
    if parts[:3] == ["cvt", "rn", "f16x2"] and len(parts) == 4 and parts[3] in _SATFINITE_X2:
        return _f16x2_from_fp8x2(parts[3], name)
    if parts[:3] == ["cvt", "rn", "satfinite"] and len(parts) == 5 and parts[3] in _SATFINITE_X2 \
            and parts[4] == "f32":
        return _satfinite_x2(parts[3], name)
    if parts[0] == "cvt" and len(parts) == 4 and parts[1][0] in "su":
        return _int_to_float(parts[1], parts[2], parts[3], name)
    if parts[0] == "approx":
        ftz = "ftz" in parts
        core = [p for p in parts[1:-1] if p != "ftz"]
        return _approx(".".join(core), ftz, name)
    if short.startswith("misc.griddepcontrol."):
        kind = parts[2]
        return Helper(name, "void", (), f'  call void asm sideeffect "griddepcontrol.{kind};", ""()\n  ret void',
                      "  ret void", attrs="nounwind")
    if short == "vprintf":
        return Helper(name, "i32", ("ptr", "ptr"),
                      "  %r = call i32 @vprintf(ptr %a0, ptr %a1)\n  ret i32 %r",
                      "  %r = call i32 @__sim.vprintf(ptr %a0, ptr %a1)\n  ret i32 %r")
    if short == "assertfail":
        return Helper(name, "void", ("ptr", "ptr", "i32", "ptr", "i64"),
                      "  call void @__assertfail(ptr %a0, ptr %a1, i32 %a2, ptr %a3, i64 %a4)\n  ret void",
                      "  call void @__sim.assertfail(ptr %a0, ptr %a1, i32 %a2, ptr %a3, i64 %a4)\n  ret void")
    if short.startswith("misc.multimem."):
        return multimem_helper(name)
    if short == "misc.malloc":
        return Helper(name, "ptr", ("i64", "i64"),
                      "  %r = call ptr @__cuda_syscall_aligned_malloc(i64 %a0, i64 %a1)\n  ret ptr %r",
                      "  %s = add i64 %a0, %a1\n  %r = call ptr @aligned_alloc(i64 %a1, i64 %s)\n  ret ptr %r")
    if short == "misc.free":
        return Helper(name, "void", ("ptr",), "  call void @free(ptr %a0)\n  ret void",
                      "  call void @free(ptr %a0)\n  ret void")
    if short == "trap":
        # As NVIDIA's tileiras: wait 500 us on %globaltimer first, so that the other threads'
        # vprintf output (an assert's message) reaches the host before the trap ends the grid.
        return Helper(name, "void", (),
                      "  %t0 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()\n"
                      "  %end = add i64 %t0, 500000\n  br label %wait\n"
                      "wait:\n  %t = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()\n"
                      "  %more = icmp slt i64 %t, %end\n  br i1 %more, label %wait, label %done\n"
                      "done:\n  call void @llvm.trap()\n  unreachable",
                      "  call void @__sim.trap()\n  ret void")
    raise HelperError(f"unknown runtime helper '{name}'")


_MM_PTX_TYPE = {  # (op, llvm type) -> ptx type suffix
    ("add", "i32"): "u32", ("add", "i64"): "u64", ("min", "i32"): "s32", ("max", "i32"): "s32",
    ("umin", "i32"): "u32", ("umax", "i32"): "u32", ("min", "i64"): "s64", ("max", "i64"): "s64",
    ("umin", "i64"): "u64", ("umax", "i64"): "u64", ("and", "i32"): "b32", ("or", "i32"): "b32",
    ("xor", "i32"): "b32", ("and", "i64"): "b64", ("or", "i64"): "b64", ("xor", "i64"): "b64",
    ("add", "float"): "f32", ("add", "double"): "f64", ("add", "half"): "f16", ("add", "bfloat"): "bf16",
    ("min", "half"): "f16", ("max", "half"): "f16", ("min", "bfloat"): "bf16", ("max", "bfloat"): "bf16",
}
_REG = {"i32": "r", "i64": "l", "float": "f", "double": "d", "half": "h", "bfloat": "h"}
_HOST_RMW = {"add": "add", "min": "min", "max": "max", "umin": "umin", "umax": "umax", "and": "and", "or": "or",
             "xor": "xor"}


def _half_pair_gpu(kind: str, sem: str, scope: str, op: str, ty: str) -> str:
    """f16/bf16 multimem through the aligned 32-bit pair holding the element (PTX has only
    the x2 forms): the other half of a reduction gets the operation's identity."""
    ptxty = {"half": "f16x2", "bfloat": "bf16x2"}[ty]
    base = ("  %addr = ptrtoint ptr addrspace(1) %a0 to i64\n"
            "  %word = and i64 %addr, -4\n"
            "  %wp = inttoptr i64 %word to ptr addrspace(1)\n"
            "  %off = and i64 %addr, 2\n"
            "  %hi = icmp ne i64 %off, 0\n")
    if kind == "ld_reduce":
        return (base + f'  %w = call i32 asm sideeffect "multimem.ld_reduce.{sem}.{scope}.global.{op}.{ptxty} $0, [$1];", '
                f'"=r,l,~{{memory}}"(ptr addrspace(1) %wp)\n'
                "  %sh = select i1 %hi, i32 16, i32 0\n  %x = lshr i32 %w, %sh\n  %t = trunc i32 %x to i16\n"
                f"  %v = bitcast i16 %t to {ty}\n  ret {ty} %v")
    ident = {("add", "half"): 0x8000, ("min", "half"): 0x7C00, ("max", "half"): 0xFC00,
             ("add", "bfloat"): 0x8000, ("min", "bfloat"): 0x7F80, ("max", "bfloat"): 0xFF80}[(op, ty)]
    return (base + f"  %b = bitcast {ty} %a1 to i16\n  %bz = zext i16 %b to i32\n"
            "  %lo = or i32 %bz, " + str(ident << 16) + "\n"
            "  %up = shl i32 %bz, 16\n  %hi2 = or i32 %up, " + str(ident) + "\n"
            "  %pair = select i1 %hi, i32 %hi2, i32 %lo\n"
            f'  call void asm sideeffect "multimem.red.{sem}.{scope}.global.{op}.{ptxty} [$0], $1;", '
            f'"l,r,~{{memory}}"(ptr addrspace(1) %wp, i32 %pair)\n  ret void')


def multimem_helper(name: str) -> Helper:
    """`misc.multimem.<ld_reduce|red|st>.<sem>.<scope>.<op>.<llvm type>`: one element through a
    multicast address. GPU: PTX `multimem.*`; host (one replica): load, atomic, store."""
    parts = name[len(PREFIX):].split(".")
    kind, sem, scope, op, ty = parts[2], parts[3], parts[4], parts[5], parts[6]
    ptx_scope = {"tl_blk": "cta", "cluster": "cluster", "gpu": "gpu", "sys": "sys"}[scope]
    reg = _REG[ty]
    sem_ptx = {"weak": "weak", "relaxed": "relaxed", "acquire": "acquire", "release": "release"}.get(sem, "relaxed")
    mnem = op[1:] if op in ("umin", "umax") else op
    if kind == "st":
        ptxty = {"i32": "u32", "i64": "u64", "float": "f32", "double": "f64", "half": "b16", "bfloat": "b16"}[ty]
    else:
        ptxty = _MM_PTX_TYPE.get((op, ty))
        if ptxty is None:
            raise HelperError(f"multimem {op} on {ty} is not supported")
    ity = {"half": "i16", "bfloat": "i16"}.get(ty)
    if kind == "ld_reduce":
        if ity:
            gpu = _half_pair_gpu(kind, sem_ptx, ptx_scope, mnem, ty)
        else:
            gpu = (f'  %r = call {ty} asm sideeffect "multimem.ld_reduce.{sem_ptx}.{ptx_scope}.global.{mnem}.{ptxty} '
                   f'$0, [$1];", "={reg},l,~{{memory}}"(ptr addrspace(1) %a0)\n  ret {ty} %r')
        host = f"  %r = load atomic {ty}, ptr addrspace(1) %a0 monotonic, align {_size(ty)}\n  ret {ty} %r"
        return Helper(name, ty, ("ptr addrspace(1)",), gpu, host)
    if kind == "red":
        if ity:
            gpu = _half_pair_gpu(kind, sem_ptx, ptx_scope, mnem, ty)
        else:
            gpu = (f'  call void asm sideeffect "multimem.red.{sem_ptx}.{ptx_scope}.global.{mnem}.{ptxty} [$0], $1;", '
                   f'"l,{reg},~{{memory}}"(ptr addrspace(1) %a0, {ty} %a1)\n  ret void')
        if ty in ("float", "double", "half", "bfloat"):
            inst = {"add": "fadd", "min": "fmin", "max": "fmax"}[op]
        else:
            inst = _HOST_RMW[op]
        host = f"  %r = atomicrmw {inst} ptr addrspace(1) %a0, {ty} %a1 monotonic\n  ret void"
        return Helper(name, "void", ("ptr addrspace(1)", ty), gpu, host)
    argpre = f"  %b = bitcast {ty} %a1 to {ity}\n" if ity else ""
    arg = "%b" if ity else "%a1"
    gpu = (argpre + f'  call void asm sideeffect "multimem.st.{sem_ptx}.{ptx_scope}.global.{ptxty} [$0], $1;", '
           f'"l,{reg},~{{memory}}"(ptr addrspace(1) %a0, {ity or ty} {arg})\n  ret void')
    host = f"  store atomic {ty} %a1, ptr addrspace(1) %a0 monotonic, align {_size(ty)}\n  ret void"
    return Helper(name, "void", ("ptr addrspace(1)", ty), gpu, host)


def _size(ty: str) -> int:
    return {"i32": 4, "i64": 8, "float": 4, "double": 8, "half": 2, "bfloat": 2}[ty]
