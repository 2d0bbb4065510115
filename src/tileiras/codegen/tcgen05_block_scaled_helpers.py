"""The block-scaled fifth-generation tensor-core helpers (sm_100a/sm_103a), names without the
`__tileiras.` prefix:

- `tcgen05.cp.32x128b.warpx4`: `void (i32 taddr, i64 sdesc)`,
  `tcgen05.cp.cta_group::1.32x128b.warpx4 [taddr], sdesc;`: 32 rows of 16 bytes of shared
  memory (the descriptor: `layout.tcgen05_block_scaled.copy_descriptor`) into columns
  taddr .. taddr + 3 of every lane quarter (the scale factors' staging);
- `tcgen05.mma.mxf8f6f4.block32`: `void (i32 d, i64 a_desc, i64 b_desc, i32 idesc, i32 sfa,
  i32 sfb, i32 enable_d)`, `tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [d],
  a_desc, b_desc, idesc, [sfa], [sfb], p;` with p = enable_d != 0;
- `tcgen05.mma.mxf4nvf4.block16`: the same for `kind::mxf4nvf4.block_scale.block16` (packed
  e2m1 operands, ue4m3 scales per 16 K).

Host bodies (the SIMT emulator) call the Python model `simt/tcgen05_block_scaled_model.py`.
"""

from __future__ import annotations

from tileiras.codegen.tcgen05_helpers import HELPER_ATTRS, THREAD_PROLOGUE

CP_WARPX4 = "tcgen05.cp.32x128b.warpx4"
MMA_MXF8 = "tcgen05.mma.mxf8f6f4.block32"
MMA_NVF4 = "tcgen05.mma.mxf4nvf4.block16"
_MMAS = {MMA_MXF8: ("mxf8f6f4", 32, 0), MMA_NVF4: ("mxf4nvf4", 16, 1)}
"""helper -> (kind, K per scale, the emulator model's kind code)."""


def block_scaled_helper(name: str, short: str):
    """The `Helper` for `short`, or None when it is not one of this module's."""
    from tileiras.codegen.runtime import Helper

    if short == CP_WARPX4:
        gpu = ('  call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"'
               "(i32 %a0, i64 %a1)\n  ret void")
        host = THREAD_PROLOGUE + ["  call void @__sim.py_tcgen05_cp_warpx4(i32 %tid, ptr %smem, i32 %a0, i64 %a1)",
                                  "  ret void"]
        return Helper(name, "void", ("i32", "i64"), gpu, "\n".join(host), attrs=HELPER_ATTRS, host_noinline=True)
    if short in _MMAS:
        kind, block, code = _MMAS[short]
        ptx = (f"{{ .reg .pred p; setp.ne.b32 p, $6, 0; tcgen05.mma.cta_group::1.kind::{kind}.block_scale.block{block} "
               "[$0], $1, $2, $3, [$4], [$5], p; }")
        gpu = (f'  call void asm sideeffect "{ptx}", "r,l,l,r,r,r,r,~{{memory}}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3, '
               "i32 %a4, i32 %a5, i32 %a6)\n  ret void")
        host = THREAD_PROLOGUE + ["  call void @__sim.py_tcgen05_mma_bs(i32 %tid, ptr %smem, i32 %a0, i64 %a1, i64 %a2, "
                                  f"i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 {code})", "  ret void"]
        return Helper(name, "void", ("i32", "i64", "i64", "i32", "i32", "i32", "i32"), gpu, "\n".join(host),
                      attrs=HELPER_ATTRS, host_noinline=True)
    return None


def all_names() -> list[str]:
    """The helper names (the tests compile them)."""
    return [CP_WARPX4, MMA_MXF8, MMA_NVF4]


__all__ = ["block_scaled_helper", "all_names", "CP_WARPX4", "MMA_MXF8", "MMA_NVF4"]
