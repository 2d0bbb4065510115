"""Per-kernel questions about an `nv_tileaa.func`: its integer optimization hints and its warp
count. Here (the dialect layer) because the layout pass, the lowering and the transforms that
run before them (strip-mining) all ask them."""

from __future__ import annotations

from xdsl.ir import Operation

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


__all__ = ["DEFAULT_NUM_WARPS", "kernel_hints", "num_warps_of"]
