"""The target helpers a kernel calls: special registers, barriers, shuffles, shared memory,
math, rounding-mode arithmetic and conversions.

The kernel IR the code generator writes never names an NVVM intrinsic, libdevice function
or inline PTX itself: it calls `@__tileiras.<name>` helpers. Each helper has two bodies:

- the GPU body (`gpu_definitions`): NVVM intrinsics, libdevice calls, inline PTX; linked into
  the kernel module for the NVPTX backend, internal and always-inline, so after optimization
  nothing of the indirection is left;
- the host body (`host_definitions`, used by the CPU SIMT emulator in `tileiras.simt`):
  calls into the emulator's runtime (`@__sim.*`: thread ids, barriers, warp exchange) and libm.

So the emulator runs exactly the kernel IR that goes to the GPU, with only these leaves
swapped. Helpers are named, not hand-declared: `helper(name)` builds the signature and both
bodies from the name (`__tileiras.math.exp.f32`, `__tileiras.add.rz.f64`, ...).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from tileiras.codegen.llvm_builder import float_bits_literal

PREFIX = "__tileiras."

SCALAR_TYPES = {"f16": "half", "bf16": "bfloat", "f32": "float", "f64": "double"}


class HelperError(Exception):
    """A helper name the runtime does not know (an internal error of the code generator)."""


@dataclass(frozen=True)
class Helper:
    name: str
    ret: str
    args: tuple[str, ...]
    gpu: str
    host: str | Callable[[], str]
    """The host body, or a function that builds it: large host bodies (the `mma` helpers) are
    built only when the emulator asks for them (`host_text`), never on the GPU path."""
    attrs: str = ""
    host_noinline: bool = False
    """Keep the host body out of line (big bodies called many times: the emulator's compile
    time would grow with every inlined copy)."""

    def host_text(self) -> str:
        """The host (emulator) body, built now if it was deferred."""
        return self.host if isinstance(self.host, str) else self.host()

    @property
    def symbol(self) -> str:
        return "@" + _quote(self.name)

    def declaration(self) -> str:
        return f"declare {self.ret} {self.symbol}({', '.join(self.args)}) {self.attrs}".rstrip()

    def definition(self, body: str, linkage: str = "internal", noinline: bool = False) -> str:
        params = ", ".join(f"{t} %a{i}" for i, t in enumerate(self.args))
        inline = "noinline" if noinline else "alwaysinline" if linkage == "internal" else ""
        return (f"define {linkage} {self.ret} {self.symbol}({params}) {inline} {self.attrs} {{\n"
                f"{body.rstrip()}\n}}")


def _quote(name: str) -> str:
    return f'"{name}"' if any(c in name for c in "-+") else name


# --- GPU and host bodies -------------------------------------------------------------------------

def _sreg(reg: str, host_index: int) -> tuple[str, str]:
    gpu = f"  %r = call i32 @llvm.nvvm.read.ptx.sreg.{reg}()\n  ret i32 %r"
    host = f"  %r = call i32 @__sim.sreg(i32 {host_index})\n  ret i32 %r"
    return gpu, host


SREGS = {
    # name: (ptx special register, emulator index)
    "tid": ("tid.x", 0),
    "ctaid.x": ("ctaid.x", 1), "ctaid.y": ("ctaid.y", 2), "ctaid.z": ("ctaid.z", 3),
    "nctaid.x": ("nctaid.x", 4), "nctaid.y": ("nctaid.y", 5), "nctaid.z": ("nctaid.z", 6),
    "clusterid.x": ("clusterid.x", 1), "clusterid.y": ("clusterid.y", 2), "clusterid.z": ("clusterid.z", 3),
    "nclusterid.x": ("nclusterid.x", 4), "nclusterid.y": ("nclusterid.y", 5), "nclusterid.z": ("nclusterid.z", 6),
    "cluster.ctarank": ("cluster.ctarank", 7),
}

# x86/glibc rounding modes for fesetround
_FE = {"rn": 0, "rm": 0x400, "rp": 0x800, "rz": 0xC00}

_LIBM_F32 = {"exp": "expf", "exp2": "exp2f", "log": "logf", "log2": "log2f", "sin": "sinf",
             "cos": "cosf", "tan": "tanf", "sinh": "sinhf", "cosh": "coshf", "tanh": "tanhf",
             "pow": "powf", "atan2": "atan2f", "exp10": "exp10f", "log10": "log10f", "erf": "erff"}
_BINARY_MATH = {"pow", "atan2"}


def _math(fn: str, ty: str, precise: bool) -> Helper:
    """`__tileiras.math[.approx].<fn>.<f32|f64>`: libdevice on the GPU, libm on the host."""
    llty = SCALAR_TYPES[ty]
    n = 2 if fn in _BINARY_MATH else 1
    args = tuple([llty] * n)
    argv = ", ".join(f"{llty} %a{i}" for i in range(n))
    name = f"{PREFIX}math.{'' if precise else 'approx.'}{fn}.{ty}"
    if fn == "rsqrt":
        if ty == "f32":
            gpu = "  %r = call float @__nv_rsqrtf(float %a0)\n  ret float %r" if precise else \
                "  %r = call float @llvm.nvvm.rsqrt.approx.f(float %a0)\n  ret float %r"
        else:
            gpu = "  %r = call double @__nv_rsqrt(double %a0)\n  ret double %r"
        host = (f"  %s = call {llty} @llvm.sqrt.{'f32' if ty == 'f32' else 'f64'}({llty} %a0)\n"
                f"  %r = fdiv {llty} {float_bits_literal(0x3F800000 if ty == 'f32' else 0x3FF0000000000000, llty)}, %s\n"
                f"  ret {llty} %r")
        return Helper(name, llty, args, gpu, host)
    if ty == "f32":
        if precise:
            nv = f"__nv_{fn}f"
        else:
            nv = {"exp": "__nv_fast_expf", "exp2": None, "tanh": None, "log": "__nv_fast_logf",
                  "log2": "__nv_fast_log2f", "sin": "__nv_fast_sinf", "cos": "__nv_fast_cosf",
                  "tan": "__nv_fast_tanf", "pow": "__nv_fast_powf"}.get(fn, f"__nv_{fn}f")
        if not precise and fn == "exp2":
            gpu = "  %r = call float @llvm.nvvm.ex2.approx.f(float %a0)\n  ret float %r"
        elif not precise and fn == "tanh":
            gpu = "  %r = call float @llvm.nvvm.tanh.approx.f32(float %a0)\n  ret float %r"
        else:
            gpu = f"  %r = call float @{nv}({argv})\n  ret float %r"
        host = f"  %r = call float @{_LIBM_F32[fn]}({argv})\n  ret float %r"
    else:
        gpu = f"  %r = call double @__nv_{fn}({argv})\n  ret double %r"
        host = f"  %r = call double @{_LIBM_F32[fn][:-1]}({argv})\n  ret double %r"
    return Helper(name, llty, args, gpu, host)


def _ftz_host(llty: str, v: str, out: str) -> str:
    """Host IR flushing a subnormal `v` to a signed zero, into `out`."""
    tiny = "0x3810000000000000" if llty == "float" else "0x0010000000000000"
    inst = "f32" if llty == "float" else "f64"
    return (f"  {out}.abs = call {llty} @llvm.fabs.{inst}({llty} {v})\n"
            f"  {out}.small = fcmp olt {llty} {out}.abs, {tiny}\n"
            f"  {out}.zero = call {llty} @llvm.copysign.{inst}({llty} 0.0, {llty} {v})\n"
            f"  {out} = select i1 {out}.small, {llty} {out}.zero, {llty} {v}\n")


def _rounded(opname: str, rnd: str, ftz: bool, ty: str) -> Helper:
    """`__tileiras.<add|sub|mul|div|fma|sqrt>.<rn|rz|rm|rp>[.ftz].<f32|f64>`."""
    llty = SCALAR_TYPES[ty]
    n = {"sqrt": 1, "fma": 3}.get(opname, 2)
    args = tuple([llty] * n)
    name = f"{PREFIX}{opname}.{rnd}{'.ftz' if ftz else ''}.{ty}"
    reg = "f" if ty == "f32" else "d"
    cons = ",".join(["=" + reg] + [reg] * n)
    ops = ", ".join(f"${i}" for i in range(n + 1))
    inst = f"{opname}.{rnd}{'.ftz' if ftz and ty == 'f32' else ''}.{ty}"
    argv = ", ".join(f"{llty} %a{i}" for i in range(n))
    gpu = (f'  %r = call {llty} asm "{inst} {ops};", "{cons}"({argv})\n'
           f"  ret {llty} %r")
    # host: set the rounding mode, compute with constrained intrinsics, restore it
    body = ""
    names = []
    for i in range(n):
        if ftz:
            body += _ftz_host(llty, f"%a{i}", f"%x{i}")
            names.append(f"%x{i}")
        else:
            names.append(f"%a{i}")
    suffix = "f32" if ty == "f32" else "f64"
    cargs = ", ".join(f"{llty} {v}" for v in names)
    constrained = {"add": "fadd", "sub": "fsub", "mul": "fmul", "div": "fdiv", "fma": "fma", "sqrt": "sqrt"}[opname]
    body += (f"  %old = call i32 @fegetround()\n"
             f"  %s = call i32 @fesetround(i32 {_FE[rnd]})\n"
             f"  %y = call {llty} @llvm.experimental.constrained.{constrained}.{suffix}({cargs}, "
             f'metadata !"round.dynamic", metadata !"fpexcept.ignore") strictfp\n'
             f"  %t = call i32 @fesetround(i32 %old)\n")
    if ftz:
        body += _ftz_host(llty, "%y", "%z")
        body += f"  ret {llty} %z"
    else:
        body += f"  ret {llty} %y"
    return Helper(name, llty, args, gpu, body)


def _cvt_helper(name: str) -> Helper:
    from tileiras.codegen.conversions import conversion_helper

    return conversion_helper(name)


def helper(name: str) -> Helper:
    """The helper called `name` (with or without the `__tileiras.` prefix).

    Cached: the lowering asks for a helper at every call site and the module linker once more
    per helper; a `Helper` is immutable, so one instance per name serves them all.
    """
    if not name.startswith(PREFIX):
        name = PREFIX + name
    return _helper(name)


@lru_cache(maxsize=None)
def _helper(name: str) -> Helper:
    short = name[len(PREFIX):]
    parts = short.split(".")
    if short in SREGS:
        reg, idx = SREGS[short]
        gpu, host = _sreg(reg, idx)
        return Helper(name, "i32", (), gpu, host, attrs="nounwind")
    if short == "barrier":
        return Helper(name, "void", (),
                      "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)\n  ret void",
                      "  call void @__sim.barrier()\n  ret void", attrs="convergent nounwind")
    if short in ("shfl.xor", "shfl.idx"):
        kind = "bfly" if short == "shfl.xor" else "idx"
        return Helper(name, "i32", ("i32", "i32"),
                      f"  %r = call i32 @llvm.nvvm.shfl.sync.{kind}.i32(i32 -1, i32 %a0, i32 %a1, i32 31)\n  ret i32 %r",
                      f"  %r = call i32 @__sim.shfl(i32 {0 if kind == 'bfly' else 1}, i32 %a0, i32 %a1)\n  ret i32 %r",
                      attrs="convergent nounwind")
    if short == "smem":
        return Helper(name, "ptr addrspace(3)", (),
                      "  ret ptr addrspace(3) @__tileiras.smem.buffer",
                      "  %p = call ptr @__sim.smem()\n  %r = addrspacecast ptr %p to ptr addrspace(3)\n"
                      "  ret ptr addrspace(3) %r", attrs="nounwind")
    if short.startswith("fence."):
        scope = parts[1]
        sync = {"cta": 'syncscope("block") ', "cluster": 'syncscope("cluster") ', "gpu": 'syncscope("device") ',
                "sys": ""}[scope]
        return Helper(name, "void", (), f"  fence {sync}seq_cst\n  ret void",
                      "  fence seq_cst\n  ret void", attrs="nounwind")
    if parts[0] == "math":
        precise = parts[1] != "approx"
        fn, ty = (parts[1], parts[2]) if precise else (parts[2], parts[3])
        return _math(fn, ty, precise)
    if parts[0] in ("add", "sub", "mul", "div", "fma", "sqrt") and len(parts) in (3, 4) and parts[1] in _FE:
        return _rounded(parts[0], parts[1], parts[2] == "ftz", parts[-1])
    if parts[0] in ("cvt", "approx", "trap", "assertfail", "vprintf", "misc"):
        return _cvt_helper(name)
    if parts[0] == "mma":
        from tileiras.codegen.mma_helpers import mma_helper

        return mma_helper(name, short)
    if parts[0] == "wgmma":
        from tileiras.codegen.wgmma_helpers import wgmma_helper

        return wgmma_helper(name, short)
    if parts[0] == "tcgen05":
        from tileiras.codegen.tcgen05_helpers import tcgen05_helper

        return tcgen05_helper(name, short)
    if parts[0] in ("cp", "ldmatrix", "stmatrix", "mbarrier") or short == "cluster.barrier":
        from tileiras.codegen.async_helpers import async_helper

        return async_helper(name, short)
    if short == "barrier.named" or parts[0] == "setmaxnreg":
        from tileiras.codegen.warp_helpers import warp_helper

        return warp_helper(name, short)
    raise HelperError(f"unknown runtime helper '{name}'")


# --- module-level pieces --------------------------------------------------------------------------

def gpu_definitions(names: list[str], smem_bytes: int) -> str:
    """GPU bodies of the helpers `names`, plus the shared-memory scratch buffer."""
    out = []
    if smem_bytes:
        # wgmma's swizzled operand layouts are defined on absolute shared addresses, and TMA
        # writes its swizzle from the address bits: 1024-byte aligned buffers (the 128-byte
        # swizzle atom; stages at 1024-byte offsets) where a kernel uses either
        align = 1024 if any(n.removeprefix(PREFIX).startswith(("wgmma.", "cp.async.bulk.tensor.", "tcgen05.mma."))
                            for n in names) else 16
        out.append(f"@__tileiras.smem.buffer = internal addrspace(3) global [{smem_bytes} x i8] undef, align {align}")
    for n in names:
        h = helper(n)
        out.append(h.definition(h.gpu))
    return "\n".join(out) + "\n"


def host_definitions(names: list[str]) -> str:
    """Host (emulator) bodies of the helpers `names`."""
    out = []
    for n in names:
        h = helper(n)
        out.append(h.definition(h.host_text(), linkage="internal", noinline=h.host_noinline))
    return "\n".join(out) + "\n"


def infer_declarations(ir_text: str, defined: set[str]) -> list[str]:
    """`declare` lines for every function `ir_text` calls but does not define.

    Helper bodies call intrinsics, libdevice and libm by name; their types are read off the
    call sites (`call <ret> @name(<type> <value>, ...)`).
    """
    import re

    decls: dict[str, str] = {}
    for m in re.finditer(r"call (?:[a-z]+ )*([^@(]*?) (@[\w.\"$-]+)\(", ir_text):
        ret, name = m.group(1).strip(), m.group(2)
        bare = name[1:].strip('"')
        if bare in defined or name in decls:
            continue
        # the argument list: up to the matching parenthesis
        i, depth = m.end(), 1
        start = i
        while depth:
            c = ir_text[i]
            depth += c == "("
            depth -= c == ")"
            i += 1
        args = _split_args(ir_text[start:i - 1])
        types = [a.rsplit(" ", 1)[0] if " " in a else a for a in args]
        decls[name] = f"declare {ret} {name}({', '.join(types)})"
    return list(decls.values())


def _split_args(text: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for c in text:
        if c in "(<[{":
            depth += 1
        elif c in ")>]}":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
    if cur.strip():
        out.append(cur.strip())
    return out
