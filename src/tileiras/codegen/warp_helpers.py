"""The helpers of warp-specialized kernels: named barriers and `setmaxnreg` (sm_90a).

Names (without the `__tileiras.` prefix):

- `barrier.named(i32 id, i32 count)`: `barrier.sync.aligned id, count;` (PTX `bar.sync`):
  the barrier waits for `count` threads (a multiple of 32) of the block, not all of them, so
  a consumer warpgroup synchronises while the producer warp runs on (NVIDIA's consumers use
  `barrier.sync 1, 128`). Emulator: `@__sim.named_barrier` (`simt/host_runtime.py`).
- `setmaxnreg.dec.N` / `setmaxnreg.inc.N`: `setmaxnreg.{dec,inc}.sync.aligned.u32 N;` (N a
  multiple of 8 in [24, 256], an immediate): the executing warpgroup's per-thread register
  count becomes N, giving registers back to the block's pool (`dec`) or taking them from it
  (`inc`). Every warp of the warpgroup must execute the same one. Emulator: the register
  accounting of `simt/warp_roles.py` (`@__sim.py_setmaxnreg`).
"""

from __future__ import annotations

from tileiras.dialects.nv_tileas.warp_ops import valid_max_regs

_WARP = "convergent nounwind"


def warp_helper(name: str, short: str):
    """The `Helper` for `short`, or HelperError."""
    from tileiras.codegen.runtime import Helper, HelperError

    parts = short.split(".")
    if short == "barrier.named":
        return Helper(name, "void", ("i32", "i32"),
                      "  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 %a0, i32 %a1)\n"
                      "  ret void",
                      "  call void @__sim.named_barrier(i32 %a0, i32 %a1)\n  ret void", attrs=_WARP)
    if len(parts) == 3 and parts[0] == "setmaxnreg" and parts[1] in ("inc", "dec") and parts[2].isdigit() \
            and valid_max_regs(int(parts[2])):
        n = int(parts[2])
        kind = 1 if parts[1] == "inc" else 0
        return Helper(name, "void", (),
                      f'  call void asm sideeffect "setmaxnreg.{parts[1]}.sync.aligned.u32 {n};", "~{{memory}}"()\n'
                      "  ret void",
                      f"  %t = call i32 @__sim.sreg(i32 0)\n"
                      f"  call void @__sim.py_setmaxnreg(i32 %t, i32 {kind}, i32 {n})\n  ret void", attrs=_WARP)
    raise HelperError(f"unknown runtime helper '{name}'")


def all_names() -> list[str]:
    """Every helper name of this module (the tests compile them all)."""
    return ["barrier.named", "setmaxnreg.dec.32", "setmaxnreg.inc.232", "setmaxnreg.dec.24", "setmaxnreg.inc.256"]


__all__ = ["warp_helper", "all_names"]
