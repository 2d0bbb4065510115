"""Runtime helpers beyond the basic set (see `runtime.py`): integer -> float conversions with a
directed rounding, approximate float ops, grid dependency control, printf and assert.

Names:
- `cvt.<s|u><8|16|32|64>.<f32|f64>.<rz|rm|rp>`: integer to float, rounded as asked;
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


def conversion_helper(name: str) -> Helper:
    short = name[len(PREFIX):]
    parts = short.split(".")
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
    if short == "trap":
        return Helper(name, "void", (), "  call void @llvm.trap()\n  unreachable",
                      "  call void @__sim.trap()\n  ret void")
    raise HelperError(f"unknown runtime helper '{name}'")
