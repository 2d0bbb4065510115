"""The fifth-generation tensor-core helpers (sm_100a/sm_103a), names without the
`__tileiras.` prefix:

- `tcgen05.alloc.<C>`: `void (ptr addrspace(3) slot)`, warp-collective
  `tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], C;`: C columns of tensor
  memory (a power of two, 32..512), their address written to `slot`;
- `tcgen05.relinquish`: `void ()`, `tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;`
- `tcgen05.dealloc.<C>`: `void (i32 taddr)`, `tcgen05.dealloc.cta_group::1.sync.aligned.b32`;
- `tcgen05.fence.before` / `tcgen05.fence.after`: `tcgen05.fence::before_thread_sync;` /
  `::after_thread_sync;` (order tcgen05 ops before / after a thread synchronisation);
- `tcgen05.st.16x256b.x<R>`: `void (i32 taddr, i32 x 4R)`, the warp's 16 lanes x 8R columns
  from its registers, then `tcgen05.wait::st` (one asm statement: nothing can come between);
- `tcgen05.ld.16x256b.x<R>`: `{i32 x 4R} (i32 taddr)`, the reverse, then `tcgen05.wait::ld`
  (the registers are defined only after the wait, so both are one statement);
- `tcgen05.mma.<kind>` (kind f16): `void (i32 d_taddr, i64 a_desc, i64 b_desc, i32 idesc,
  i32 enable_d)`, `tcgen05.mma.cta_group::1.kind::<kind> [d], a, b, idesc, p;` with p =
  enable_d != 0 (0: D = A*B);
- `tcgen05.commit`: `void (ptr addrspace(3) bar)`,
  `tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [bar];`: one arrival
  on `bar` once every tcgen05 op this thread issued before has completed.

The `cta_group::2` forms (one MMA over the two CTAs of a pair, the even CTA issuing; NVIDIA's
2-CTA GEMM on sm_100/sm_103): `tcgen05.alloc2.<C>` / `tcgen05.dealloc2.<C>` /
`tcgen05.relinquish2` (one warp of each CTA of the pair), `tcgen05.mma2.<kind>` (the operands
as `tcgen05.mma.<kind>`'s), and `tcgen05.commit.multicast`: `void (ptr addrspace(3) bar, i16
mask)`, `tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64
[bar], mask;`: one arrival on the mbarrier at `bar`'s offset in each CTA of `mask` once the
thread's tcgen05 ops have completed.

Host bodies (the SIMT emulator) call the Python model `simt/tcgen05_model.py` (exact
tensor memory, MMAs that land only when their commit's mbarrier is waited on).
"""

from __future__ import annotations

import re

KIND_CODES = {"f16": 0}
"""The kinds the helpers issue and their code for the emulator's model."""
HELPER_ATTRS = "convergent nounwind"
THREAD_PROLOGUE = ["  %tid = call i32 @__sim.sreg(i32 0)", "  %smem = call ptr @__sim.smem()"]
LD_ST_MAX_X = 32


def _struct(n: int) -> str:
    return "{" + ", ".join(["i32"] * n) + "}"


def _simple(name: str, ptx: str, host_lines: list[str]):
    from tileiras.codegen.runtime import Helper

    return Helper(name, "void", (), f'  call void asm sideeffect "{ptx}", "~{{memory}}"()\n  ret void',
                  "\n".join(host_lines + ["  ret void"]), attrs=HELPER_ATTRS)


def store_helper(name: str, shape: str, n: int, callback: str):
    """`void (i32 taddr, i32 x n)`: `tcgen05.st.sync.aligned.<shape>.b32` of the thread's `n`
    registers at `taddr`, then `tcgen05.wait::st` in the same asm statement; the host body
    hands the registers to the emulator's `@__sim.<callback>`."""
    from tileiras.codegen.runtime import Helper

    regs = ", ".join(f"${i + 1}" for i in range(n))
    ptx = f"tcgen05.st.sync.aligned.{shape}.b32 [$0], {{{regs}}}; tcgen05.wait::st.sync.aligned;"
    cons = ",".join(["r"] * (n + 1) + ["~{memory}"])
    argv = ", ".join(f"i32 %a{i}" for i in range(n + 1))
    gpu = f'  call void asm sideeffect "{ptx}", "{cons}"({argv})\n  ret void'
    lines = THREAD_PROLOGUE + [f"  %buf = alloca [{n} x i32], align 4"]
    for i in range(n):
        lines += [f"  %p{i} = getelementptr i32, ptr %buf, i32 {i}", f"  store i32 %a{i + 1}, ptr %p{i}"]
    lines += [f"  call void @__sim.{callback}(i32 %tid, ptr %smem, i32 %a0, ptr %buf, i32 {n})", "  ret void"]
    return Helper(name, "void", ("i32",) * (n + 1), gpu, "\n".join(lines), attrs=HELPER_ATTRS, host_noinline=True)


def tcgen05_helper(name: str, short: str):
    """The `Helper` for `short`, or HelperError."""
    from tileiras.codegen.runtime import Helper, HelperError

    if short == "tcgen05.fence.before":
        return _simple(name, "tcgen05.fence::before_thread_sync;", [])
    if short == "tcgen05.fence.after":
        return _simple(name, "tcgen05.fence::after_thread_sync;", [])
    if short == "tcgen05.relinquish":
        return _simple(name, "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;",
                       THREAD_PROLOGUE + ["  call void @__sim.py_tcgen05_relinquish(i32 %tid, ptr %smem)"])
    m = re.fullmatch(r"tcgen05\.(alloc|dealloc)\.(\d+)", short)
    if m and int(m.group(2)) in (32, 64, 128, 256, 512):
        cols = int(m.group(2))
        if m.group(1) == "alloc":
            gpu = (f'  call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], {cols};",'
                   f' "l,~{{memory}}"(ptr addrspace(3) %a0)\n  ret void')
            host = THREAD_PROLOGUE + ["  %b = addrspacecast ptr addrspace(3) %a0 to ptr",
                           f"  call void @__sim.py_tcgen05_alloc(i32 %tid, ptr %smem, ptr %b, i32 {cols})", "  ret void"]
            return Helper(name, "void", ("ptr addrspace(3)",), gpu, "\n".join(host), attrs=HELPER_ATTRS)
        gpu = (f'  call void asm sideeffect "tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, {cols};",'
               f' "r,~{{memory}}"(i32 %a0)\n  ret void')
        host = THREAD_PROLOGUE + [f"  call void @__sim.py_tcgen05_dealloc(i32 %tid, ptr %smem, i32 %a0, i32 {cols})", "  ret void"]
        return Helper(name, "void", ("i32",), gpu, "\n".join(host), attrs=HELPER_ATTRS)
    if short == "tcgen05.commit":
        gpu = ('  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];",'
               ' "l,~{memory}"(ptr addrspace(3) %a0)\n  ret void')
        host = THREAD_PROLOGUE + ["  %b = addrspacecast ptr addrspace(3) %a0 to ptr",
                       "  call void @__sim.py_tcgen05_commit(i32 %tid, ptr %smem, ptr %b)",
                       "  %s = call i64 @__sim.mbarrier_update(ptr %b, i32 1, i32 0)", "  ret void"]
        return Helper(name, "void", ("ptr addrspace(3)",), gpu, "\n".join(host), attrs=HELPER_ATTRS)
    m = re.fullmatch(r"tcgen05\.mma\.(\w+)", short)
    if m and m.group(1) in KIND_CODES:
        kind = m.group(1)
        ptx = ("{ .reg .pred p; setp.ne.b32 p, $4, 0; "
               f"tcgen05.mma.cta_group::1.kind::{kind} [$0], $1, $2, $3, p; }}")
        gpu = (f'  call void asm sideeffect "{ptx}", "r,l,l,r,r,~{{memory}}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3, '
               "i32 %a4)\n  ret void")
        host = THREAD_PROLOGUE + [f"  call void @__sim.py_tcgen05_mma(i32 %tid, ptr %smem, i32 %a0, i64 %a1, i64 %a2, i32 %a3, "
                       f"i32 %a4, i32 {KIND_CODES[kind]})", "  ret void"]
        return Helper(name, "void", ("i32", "i64", "i64", "i32", "i32"), gpu, "\n".join(host), attrs=HELPER_ATTRS,
                      host_noinline=True)
    pair = _pair_helper(name, short)
    if pair is not None:
        return pair
    m = re.fullmatch(r"tcgen05\.(ld|st)\.16x256b\.x(\d+)", short)
    if m and int(m.group(2)) in (1, 2, 4, 8, 16, 32):
        x = int(m.group(2))
        n = 4 * x
        if m.group(1) == "ld":
            regs = ", ".join(f"${i}" for i in range(n))
            ptx = f"tcgen05.ld.sync.aligned.16x256b.x{x}.b32 {{{regs}}}, [${n}]; tcgen05.wait::ld.sync.aligned;"
            cons = ",".join(["=r"] * n + ["r", "~{memory}"])
            gpu = f'  %r = call {_struct(n)} asm sideeffect "{ptx}", "{cons}"(i32 %a0)\n  ret {_struct(n)} %r'
            lines = THREAD_PROLOGUE + [f"  %buf = alloca [{n} x i32], align 4",
                            f"  call void @__sim.py_tcgen05_ld(i32 %tid, ptr %smem, i32 %a0, ptr %buf, i32 {n})"]
            cur = "poison"
            for i in range(n):
                lines += [f"  %p{i} = getelementptr i32, ptr %buf, i32 {i}", f"  %v{i} = load i32, ptr %p{i}",
                          f"  %s{i} = insertvalue {_struct(n)} {cur}, i32 %v{i}, {i}"]
                cur = f"%s{i}"
            lines.append(f"  ret {_struct(n)} {cur}")
            return Helper(name, _struct(n), ("i32",), gpu, "\n".join(lines), attrs=HELPER_ATTRS, host_noinline=True)
        return store_helper(name, f"16x256b.x{x}", n, "py_tcgen05_st")
    from tileiras.codegen.tcgen05_tmem_a_helpers import tmem_a_helper

    h = tmem_a_helper(name, short)  # A from tensor memory (attention)
    if h is not None:
        return h
    from tileiras.codegen.tcgen05_block_scaled_helpers import block_scaled_helper

    h = block_scaled_helper(name, short)  # block-scaled MMA and the scale factors' copy
    if h is not None:
        return h
    raise HelperError(f"unknown runtime helper '{name}'")


def _pair_helper(name: str, short: str):
    """The `cta_group::2` helpers (module docstring), or None."""
    from tileiras.codegen.runtime import Helper

    if short == "tcgen05.relinquish2":
        return _simple(name, "tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;",
                       THREAD_PROLOGUE + ["  call void @__sim.py_tcgen05_relinquish(i32 %tid, ptr %smem)"])
    m = re.fullmatch(r"tcgen05\.(alloc|dealloc)2\.(\d+)", short)
    if m and int(m.group(2)) in (32, 64, 128, 256, 512):
        cols = int(m.group(2))
        if m.group(1) == "alloc":
            gpu = (f'  call void asm sideeffect "tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [$0], {cols};",'
                   f' "l,~{{memory}}"(ptr addrspace(3) %a0)\n  ret void')
            host = THREAD_PROLOGUE + ["  %b = addrspacecast ptr addrspace(3) %a0 to ptr",
                                      f"  call void @__sim.py_tcgen05_alloc2(i32 %tid, ptr %smem, ptr %b, i32 {cols})",
                                      "  ret void"]
            return Helper(name, "void", ("ptr addrspace(3)",), gpu, "\n".join(host), attrs=HELPER_ATTRS)
        gpu = (f'  call void asm sideeffect "tcgen05.dealloc.cta_group::2.sync.aligned.b32 $0, {cols};",'
               f' "r,~{{memory}}"(i32 %a0)\n  ret void')
        host = THREAD_PROLOGUE + [f"  call void @__sim.py_tcgen05_dealloc2(i32 %tid, ptr %smem, i32 %a0, i32 {cols})",
                                  "  ret void"]
        return Helper(name, "void", ("i32",), gpu, "\n".join(host), attrs=HELPER_ATTRS)
    m = re.fullmatch(r"tcgen05\.mma2\.(\w+)", short)
    if m and m.group(1) in KIND_CODES:
        kind = m.group(1)
        ptx = ("{ .reg .pred p; setp.ne.b32 p, $4, 0; "
               f"tcgen05.mma.cta_group::2.kind::{kind} [$0], $1, $2, $3, p; }}")
        gpu = (f'  call void asm sideeffect "{ptx}", "r,l,l,r,r,~{{memory}}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3, '
               "i32 %a4)\n  ret void")
        host = THREAD_PROLOGUE + ["  call void @__sim.py_tcgen05_mma2(i32 %tid, ptr %smem, i32 %a0, i64 %a1, i64 %a2, "
                                  f"i32 %a3, i32 %a4, i32 {KIND_CODES[kind]})", "  ret void"]
        return Helper(name, "void", ("i32", "i64", "i64", "i32", "i32"), gpu, "\n".join(host), attrs=HELPER_ATTRS,
                      host_noinline=True)
    if short == "tcgen05.commit.multicast":
        gpu = ('  call void asm sideeffect "tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.'
               'multicast::cluster.b64 [$0], $1;", "l,h,~{memory}"(ptr addrspace(3) %a0, i16 %a1)\n  ret void')
        # the model first (the MMAs it covers), then one arrival on the mbarrier at the same offset in
        # each CTA of the mask (`@__sim.py_mapa` faults for a rank the cluster does not have)
        host = THREAD_PROLOGUE + [
            "  %b = addrspacecast ptr addrspace(3) %a0 to ptr", "  %m = zext i16 %a1 to i32",
            "  call void @__sim.py_tcgen05_commit_mc(i32 %tid, ptr %smem, ptr %b, i32 %m)", "  br label %loop",
            "loop:", "  %i = phi i32 [ 0, %0 ], [ %n, %next ]", "  %bit = lshr i32 %m, %i", "  %on = trunc i32 %bit to i1",
            "  br i1 %on, label %arrive, label %next", "arrive:", "  %q = call ptr @__sim.py_mapa(ptr %b, i32 %i)",
            "  %c = call ptr @__sim.ctx()", "  %s = call i64 @__sim.mbarrier_update_at(ptr %c, ptr %q, i32 1, i32 0)",
            "  br label %next", "next:", "  %n = add i32 %i, 1", "  %done = icmp eq i32 %n, 16",
            "  br i1 %done, label %exit, label %loop", "exit:", "  ret void"]
        return Helper(name, "void", ("ptr addrspace(3)", "i16"), gpu, "\n".join(host), attrs=HELPER_ATTRS,
                      host_noinline=True)
    return None


def pair_names() -> list[str]:
    """The `cta_group::2` helpers (the tests compile them)."""
    return ["tcgen05.relinquish2", "tcgen05.mma2.f16", "tcgen05.commit.multicast"] + [
        f"tcgen05.{w}2.{c}" for w in ("alloc", "dealloc") for c in (32, 512)]


def ld_st_name(op: str, x: int) -> str:
    return f"tcgen05.{op}.16x256b.x{x}"


def all_names() -> list[str]:
    """A selection of helper names (the tests compile them)."""
    return (["tcgen05.fence.before", "tcgen05.fence.after", "tcgen05.relinquish", "tcgen05.commit", "tcgen05.mma.f16"]
            + [f"tcgen05.{w}.{c}" for w in ("alloc", "dealloc") for c in (32, 512)]
            + [ld_st_name(o, x) for o in ("ld", "st") for x in (1, 32)])


__all__ = ["tcgen05_helper", "ld_st_name", "all_names", "pair_names", "KIND_CODES", "LD_ST_MAX_X"]
