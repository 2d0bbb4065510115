"""Helpers of tcgen05's A-from-tensor-memory form (attention on sm_100a..sm_110a), names
without the `__tileiras.` prefix:

- `tcgen05.st.16x128b.x<R>`: `void (i32 taddr, i32 x 2R)`, the warp's 16 lanes x 4R columns
  from its registers (lane l register i: lane l // 4 + 8 (i & 1), column 4 (i >> 1) + l % 4;
  the m16k16 A fragment of mma.sync, two 16-bit elements per register), then
  `tcgen05.wait::st` in the same asm statement;
- `tcgen05.mma.f16.ts`: `void (i32 d_taddr, i32 a_taddr, i64 b_desc, i32 idesc, i32 enable_d)`,
  `tcgen05.mma.cta_group::1.kind::f16 [d], [a], b, idesc, p;` (A read from tensor memory).

Host bodies call the emulator's model (`simt/tcgen05_model.py`: `st128`, `mma_ts`).
"""

from __future__ import annotations

import re

from tileiras.codegen.tcgen05_helpers import HELPER_ATTRS, THREAD_PROLOGUE, store_helper
ST128_X = (1, 2, 4, 8, 16, 32, 64)


def st128_name(x: int) -> str:
    return f"tcgen05.st.16x128b.x{x}"


MMA_TS = "tcgen05.mma.f16.ts"


def tmem_a_helper(name: str, short: str):
    """The `Helper` for `short`, or None when it is not one of this module's."""
    from tileiras.codegen.runtime import Helper

    if short == MMA_TS:
        ptx = "{ .reg .pred p; setp.ne.b32 p, $4, 0; tcgen05.mma.cta_group::1.kind::f16 [$0], [$1], $2, $3, p; }"
        gpu = (f'  call void asm sideeffect "{ptx}", "r,r,l,r,r,~{{memory}}"(i32 %a0, i32 %a1, i64 %a2, i32 %a3, '
               "i32 %a4)\n  ret void")
        host = THREAD_PROLOGUE + ["  call void @__sim.py_tcgen05_mma_ts(i32 %tid, ptr %smem, i32 %a0, i32 %a1, i64 %a2, i32 %a3, "
                       "i32 %a4)", "  ret void"]
        return Helper(name, "void", ("i32", "i32", "i64", "i32", "i32"), gpu, "\n".join(host), attrs=HELPER_ATTRS,
                      host_noinline=True)
    m = re.fullmatch(r"tcgen05\.st\.16x128b\.x(\d+)", short)
    if m and int(m.group(1)) in ST128_X:
        x = int(m.group(1))
        n = 2 * x
        return store_helper(name, f"16x128b.x{x}", n, "py_tcgen05_st128")
    return None


def all_names() -> list[str]:
    """A selection of helper names (the tests compile them)."""
    return [MMA_TS, st128_name(1), st128_name(8)]


__all__ = ["tmem_a_helper", "st128_name", "all_names", "MMA_TS", "ST128_X"]
