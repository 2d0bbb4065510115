"""The warpgroup MMA helpers (sm_90a), names without the `__tileiras.` prefix:

- `wgmma.fence`: `void ()`, `wgmma.fence.sync.aligned;` (before the first wgmma of a group:
  orders the warpgroup's earlier register accesses to the accumulators before the wgmma);
- `wgmma.proxy_fence`: `void ()`, `fence.proxy.async.shared::cta;` (this thread's generic-proxy
  shared-memory writes, cp.async included, become visible to the async proxy wgmma reads
  through);
- `wgmma.commit`: `void ()`, `wgmma.commit_group.sync.aligned;`
- `wgmma.wait.<P>.<n>` (P = 0..7): `{float x n} (float x n)`, `wgmma.wait_group.sync.aligned P;`
  with the n accumulator registers passed through it (tied operands): the values after the
  wait are the ones the retired wgmmas wrote, and no read of them can move above the wait;
- `wgmma.m64n<N>k16.f32.<a>.<b>.<ta><tb>` (a = b = f16 or bf16; ta, tb the transpose bits):
  `{float x N/2} (float x N/2 acc, i64 desc_a, i64 desc_b, i32 scale_d, i32 slot)`,
  `wgmma.mma_async.sync.aligned.m64nNk16.f32.a.b {d}, desc_a, desc_b, p, 1, 1, ta, tb;` with
  p = scale_d != 0 (0: D = A*B, the accumulator ignored) and d tied to acc. `slot` is the
  position of these registers in the list the retiring wait gets (the emulator's bookkeeping;
  unused on the GPU).
- `wgmma.m64n<N>k16.f32.<a>.<b>.r<tb>`: the register-A form, `{float x N/2} (float x N/2 acc,
  i32 x 4 a, i64 desc_b, i32 scale_d, i32 slot)`: A is the warp's m16k16 fragment of each
  warp's 16 rows (mma.sync's A registers); the emulator exchanges the warp's A registers
  (`@__sim.warp_exchange`) and gives them to the model.

Host bodies (the SIMT emulator) call the Python model `simt/wgmma_model.py` (declared in
`simt/host_runtime.py`): a wgmma computes
its products when issued (reading shared memory through the descriptors) and records them;
the registers are not written then (the helper returns its inputs). The wait that retires
the group applies the records in issue order to the registers it passes through, after
reading the operands again: shared memory that changed in between is a fault, so are a
wgmma without a `wgmma.fence` since the last wait, a misaligned or out-of-range operand
address. So a missing or lax wait, or a read of the accumulators before it, gives wrong
results or a fault in the emulator.
"""

from __future__ import annotations

import re

WAIT_GROUPS = range(8)
TYPES = {"f16": 0, "bf16": 1}
"""Input types and their code for the emulator."""
_ATTRS = "convergent nounwind"


def mma_name(n: int, a: str, b: str, trans_a: bool, trans_b: bool, register_a: bool = False) -> str:
    if register_a:
        return f"wgmma.m64n{n}k16.f32.{a}.{b}.r{int(trans_b)}"
    return f"wgmma.m64n{n}k16.f32.{a}.{b}.{int(trans_a)}{int(trans_b)}"


def wait_name(pending: int, nregs: int) -> str:
    return f"wgmma.wait.{pending}.{nregs}"


def model_code(n: int, a: str, trans_a: bool, trans_b: bool) -> int:
    """The instruction code the emulator's model decodes: N | ta << 9 | tb << 10 | type << 11."""
    return n | int(trans_a) << 9 | int(trans_b) << 10 | TYPES[a] << 11


def _struct(n: int) -> str:
    return "{" + ", ".join(["float"] * n) + "}"


def _pack_host(values: list[str], n: int) -> list[str]:
    lines, cur = [], "poison"
    for i, v in enumerate(values):
        lines.append(f"  %s{i} = insertvalue {_struct(n)} {cur}, float {v}, {i}")
        cur = f"%s{i}"
    lines.append(f"  ret {_struct(n)} {cur}")
    return lines


_IDS = ["  %tid = call i32 @__sim.sreg(i32 0)", "  %smem = call ptr @__sim.smem()"]


def wgmma_helper(name: str, short: str):
    """The `Helper` for `short`, or HelperError."""
    from tileiras.codegen.runtime import Helper, HelperError

    simple = {"wgmma.fence": ("wgmma.fence.sync.aligned;", "py_wgmma_fence"),
              "wgmma.proxy_fence": ("fence.proxy.async.shared::cta;", "py_wgmma_proxy_fence"),
              "wgmma.commit": ("wgmma.commit_group.sync.aligned;", "py_wgmma_commit")}
    if short in simple:
        ptx, cb = simple[short]
        host = "\n".join(_IDS + [f"  call void @__sim.{cb}(i32 %tid, ptr %smem)", "  ret void"])
        return Helper(name, "void", (), f'  call void asm sideeffect "{ptx}", "~{{memory}}"()\n  ret void', host,
                      attrs=_ATTRS)
    m = re.fullmatch(r"wgmma\.wait\.([0-7])\.(\d+)", short)
    if m:
        p, n = int(m.group(1)), int(m.group(2))
        args = ("float",) * n
        argv = ", ".join(f"float %a{i}" for i in range(n))
        cons = ",".join(["=f"] * n + [str(i) for i in range(n)] + ["~{memory}"])
        gpu = (f'  %r = call {_struct(n)} asm sideeffect "wgmma.wait_group.sync.aligned {p};", "{cons}"({argv})\n'
               f"  ret {_struct(n)} %r")
        lines = _IDS + [f"  %buf = alloca [{n} x float], align 4"]
        for i in range(n):
            lines += [f"  %p{i} = getelementptr float, ptr %buf, i32 {i}", f"  store float %a{i}, ptr %p{i}"]
        lines.append(f"  call void @__sim.py_wgmma_wait(i32 %tid, ptr %smem, i32 {p}, ptr %buf, i32 {n})")
        lines += [f"  %v{i} = load float, ptr %p{i}" for i in range(n)]
        lines += _pack_host([f"%v{i}" for i in range(n)], n)
        return Helper(name, _struct(n), args, gpu, "\n".join(lines), attrs=_ATTRS, host_noinline=True)
    m = re.fullmatch(r"wgmma\.m64n(\d+)k16\.f32\.(f16|bf16)\.(f16|bf16)\.([01])([01])", short)
    if m and int(m.group(1)) % 8 == 0 and 8 <= int(m.group(1)) <= 256 and m.group(2) == m.group(3):
        big_n, a, ta, tb = int(m.group(1)), m.group(2), m.group(4) == "1", m.group(5) == "1"
        n = big_n // 2
        args = ("float",) * n + ("i64", "i64", "i32", "i32")
        regs = ", ".join(f"${i}" for i in range(n))
        ptx = ("{ .reg .pred p; setp.ne.b32 p, $" + str(n + 2) + ", 0; "
               f"wgmma.mma_async.sync.aligned.m64n{big_n}k16.f32.{a}.{a} {{{regs}}}, ${n}, ${n + 1}, p, 1, 1, "
               f"{int(ta)}, {int(tb)}; }}")
        cons = ",".join(["=f"] * n + ["l", "l", "r"] + [str(i) for i in range(n)] + ["~{memory}"])
        argv = ", ".join([f"i64 %a{n}", f"i64 %a{n + 1}", f"i32 %a{n + 2}"] + [f"float %a{i}" for i in range(n)])
        gpu = f'  %r = call {_struct(n)} asm sideeffect "{ptx}", "{cons}"({argv})\n  ret {_struct(n)} %r'
        code = model_code(big_n, a, ta, tb)
        lines = _IDS + [f"  call void @__sim.py_wgmma(i32 %tid, ptr %smem, i64 %a{n}, i64 %a{n + 1}, i32 {code}, "
                        f"i32 %a{n + 2}, i32 %a{n + 3})"]
        lines += _pack_host([f"%a{i}" for i in range(n)], n)
        return Helper(name, _struct(n), args, gpu, "\n".join(lines), attrs=_ATTRS, host_noinline=True)
    m = re.fullmatch(r"wgmma\.m64n(\d+)k16\.f32\.(f16|bf16)\.(f16|bf16)\.r([01])", short)
    if m and int(m.group(1)) % 8 == 0 and 8 <= int(m.group(1)) <= 256 and m.group(2) == m.group(3):
        big_n, a, tb = int(m.group(1)), m.group(2), m.group(4) == "1"
        n = big_n // 2
        args = ("float",) * n + ("i32",) * 4 + ("i64", "i32", "i32")
        regs = ", ".join(f"${i}" for i in range(n))
        a_regs = ", ".join(f"${n + i}" for i in range(4))
        ptx = ("{ .reg .pred p; setp.ne.b32 p, $" + str(n + 5) + ", 0; "
               f"wgmma.mma_async.sync.aligned.m64n{big_n}k16.f32.{a}.{a} {{{regs}}}, {{{a_regs}}}, ${n + 4}, p, 1, 1, "
               f"{int(tb)}; }}")
        cons = ",".join(["=f"] * n + ["r"] * 4 + ["l", "r"] + [str(i) for i in range(n)] + ["~{memory}"])
        argv = ", ".join([f"i32 %a{n + i}" for i in range(4)] + [f"i64 %a{n + 4}", f"i32 %a{n + 5}"]
                         + [f"float %a{i}" for i in range(n)])
        gpu = f'  %r = call {_struct(n)} asm sideeffect "{ptx}", "{cons}"({argv})\n  ret {_struct(n)} %r'
        code = model_code(big_n, a, False, tb)
        lines = _IDS + ["  %in = alloca [4 x i32], align 4", "  %all = alloca [128 x i32], align 4"]
        for j in range(4):
            lines += [f"  %q{j} = getelementptr i32, ptr %in, i32 {j}", f"  store i32 %a{n + j}, ptr %q{j}"]
        lines.append("  call void @__sim.warp_exchange(ptr %in, i32 4, ptr %all)")
        lines.append(f"  call void @__sim.py_wgmma_rs(i32 %tid, ptr %smem, ptr %all, i64 %a{n + 4}, i32 {code}, "
                     f"i32 %a{n + 5}, i32 %a{n + 6})")
        lines += _pack_host([f"%a{i}" for i in range(n)], n)
        return Helper(name, _struct(n), args, gpu, "\n".join(lines), attrs=_ATTRS, host_noinline=True)
    raise HelperError(f"unknown runtime helper '{name}'")


def all_names() -> list[str]:
    """A selection of helper names (the tests compile them)."""
    names = ["wgmma.fence", "wgmma.proxy_fence", "wgmma.commit"] + [wait_name(p, 32) for p in (0, 1)]
    names += [mma_name(n, a, a, ta, tb) for n in (8, 64, 256) for a in TYPES for ta in (0, 1) for tb in (0, 1)]
    names += [mma_name(n, a, a, False, tb, True) for n in (8, 64, 256) for a in TYPES for tb in (0, 1)]
    return names


__all__ = ["wgmma_helper", "mma_name", "wait_name", "model_code", "all_names", "TYPES"]
