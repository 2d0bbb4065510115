"""`convert-nv-tileaa-to-nv-tileas`: distributed layouts for every tile (see `assign.py`; one
module of layout rules per nv_tileaa op family).

The pass gives each tensor value a `#nv_tileas.layout` encoding, inserts
`nv_tileas.convert_layout` where a consumer needs another layout than its producer gave,
and `nv_tileas.barrier` where a token orders two memory accesses that different threads may
perform. The thread count per tile block comes from the function's optimization hints
(`num_worker_warps_per_cta`, default 4 warps).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LAYOUT_RULES, LayoutAssigner, insert_barriers
from tileiras.dialects.nv_tileaa.hints import DEFAULT_NUM_WARPS, kernel_hints, num_warps_of  # noqa: F401

# importing the family modules registers their rules in LAYOUT_RULES
from tileiras.conversion.nv_tileaa_to_nv_tileas import elementwise as _elementwise  # noqa: F401
from tileiras.conversion.nv_tileaa_to_nv_tileas import convert as _convert  # noqa: F401
from tileiras.conversion.nv_tileaa_to_nv_tileas import pointer as _pointer  # noqa: F401
from tileiras.conversion.nv_tileaa_to_nv_tileas import shape as _shape  # noqa: F401
from tileiras.conversion.nv_tileaa_to_nv_tileas import views as _views  # noqa: F401
from tileiras.conversion.nv_tileaa_to_nv_tileas import memory as _memory  # noqa: F401
from tileiras.conversion.nv_tileaa_to_nv_tileas import atomics as _atomics  # noqa: F401
from tileiras.conversion.nv_tileaa_to_nv_tileas import mma as _mma  # noqa: F401
from tileiras.conversion.nv_tileaa_to_nv_tileas import reduce_scan as _reduce_scan  # noqa: F401
from tileiras.conversion.nv_tileaa_to_nv_tileas import token as _token  # noqa: F401
from tileiras.conversion.nv_tileaa_to_nv_tileas import control_flow as _control_flow  # noqa: F401
from tileiras.conversion.nv_tileaa_to_nv_tileas import debug as _debug  # noqa: F401
from tileiras.conversion.nv_tileaa_to_nv_tileas import grid as _grid  # noqa: F401

def assign_layouts(module: ModuleOp, target=None) -> None:
    """Run layout assignment on every function of `module`, in place; with a `target` that
    has `wgmma` or `tcgen05`, dots that may take it get the warpgroup layouts (`dot_layouts`:
    the accumulator fragment of both)."""
    wgmma = bool(getattr(target, "has_wgmma", False) or getattr(target, "has_tcgen05", False))
    for op in module.walk():
        if op.name == "nv_tileaa.func" and op.regions[0].blocks:
            from xdsl.dialects.builtin import IntegerAttr, IntegerType

            n = num_warps_of(op)
            op.attributes["nv_tileas.num_warps"] = IntegerAttr(n, IntegerType(32))
            LayoutAssigner(n, wgmma, bool(getattr(target, "has_tcgen05", False)),
                           bool(getattr(target, "has_block_scaled_mma_sync", False))).run_function(op)
            insert_barriers(op)


@dataclass(frozen=True)
class ConvertNvTileAAToNvTileASPass(ModulePass):
    """`convert-nv-tileaa-to-nv-tileas`: distributed layouts for every tile."""

    name = "convert-nv-tileaa-to-nv-tileas"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        assign_layouts(op)

__all__ = ["LAYOUT_RULES", "assign_layouts", "ConvertNvTileAAToNvTileASPass", "kernel_hints", "num_warps_of"]
