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

DEFAULT_NUM_WARPS = 4


def kernel_hints(func: Operation) -> dict[str, int]:
    """The integer optimization hints of an `nv_tileaa.func` (already resolved per target)."""
    hints = func.properties.get("optimization_hints") or func.attributes.get("optimization_hints")
    out: dict[str, int] = {}
    if hints is None:
        return out
    for k, v in hints.data.items():
        value = getattr(v, "value", None)
        if value is not None and hasattr(value, "data"):
            out[k] = int(value.data)
    return out


def num_warps_of(func: Operation) -> int:
    """The hint's warp count; without one 4 warps, or 1 when no tile has more than one element
    (as NVIDIA's tileiras chooses: a kernel of scalars runs on one warp)."""
    recorded = func.attributes.get("nv_tileas.num_warps")
    if recorded is not None:
        return int(recorded.value.data)
    hints = kernel_hints(func)
    n = hints.get("num_worker_warps_per_cta")
    if n is None:
        return DEFAULT_NUM_WARPS if _has_real_tiles(func) else 1
    if n <= 0 or n & (n - 1) or n > 32:
        n = DEFAULT_NUM_WARPS
    return n


def _has_real_tiles(func: Operation) -> bool:
    from xdsl.dialects.builtin import TensorType

    for op in func.walk():
        for r in op.results:
            t = r.type
            if isinstance(t, TensorType):
                n = 1
                for d in t.get_shape():
                    n *= d
                if n > 1:
                    return True
    return False


def assign_layouts(module: ModuleOp, target=None) -> None:
    """Run layout assignment on every function of `module`, in place; with a `target` that
    has `wgmma`, dots that may take it get the warpgroup layouts (`dot_layouts`)."""
    wgmma = bool(getattr(target, "has_wgmma", False))
    for op in module.walk():
        if op.name == "nv_tileaa.func" and op.regions[0].blocks:
            from xdsl.dialects.builtin import IntegerAttr, IntegerType

            n = num_warps_of(op)
            op.attributes["nv_tileas.num_warps"] = IntegerAttr(n, IntegerType(32))
            LayoutAssigner(n, wgmma).run_function(op)
            insert_barriers(op)


@dataclass(frozen=True)
class ConvertNvTileAAToNvTileASPass(ModulePass):
    """`convert-nv-tileaa-to-nv-tileas`: distributed layouts for every tile."""

    name = "convert-nv-tileaa-to-nv-tileas"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        assign_layouts(op)

__all__ = ["LAYOUT_RULES", "assign_layouts", "ConvertNvTileAAToNvTileASPass", "kernel_hints", "num_warps_of"]
