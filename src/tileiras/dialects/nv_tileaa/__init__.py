"""nv_tileaa: the alias-aware tile dialect between cuda_tile and nv_tileas (seeds 003, 004).

Tiles are builtin tensors (0-d tiles are scalars); nv_tileaa adds pointers, memrefs, tiled
views and memory tokens (`types.py`), memory-policy enums and assumption predicates
(`attributes.py`), and the ops of seed 004 in one module per family (`ops/<family>.py`, the
names of `op_support.FAMILIES`, which the layout rules and LLVM lowerings reuse): elementwise,
convert, pointer, shape, views, memory, atomics, mma, reduce_scan, token, control_flow, debug,
grid. Each op class carries its family as `FAMILY`. Canonicalizers of seed 003
live in `canonicalize.py` and are attached to their ops, so xDSL's `canonicalize` runs them.
The dialect prints in generic MLIR form.

Ops a cuda_tile program can never produce are left out for now (each family module names
them): conv_dot, histogram, generate, conv_tile, extern_elementwise, elementwise_inline_asm,
call_elementwise_intrinsic, mark_for_reuse, message, launch_func, execute, plugin, inject_ir.
The queue and program-id ops exist (later scheduling passes make them, and the
result-pruning canonicalizer needs them) but the conversion never emits them.
"""

from xdsl.ir import Dialect

from tileiras.dialects.nv_tileaa import attributes as _attrs
from tileiras.dialects.nv_tileaa import types as _types
from tileiras.dialects.nv_tileaa.ops import ALL_OPS

NvTileAA = Dialect(
    "nv_tileaa",
    list(ALL_OPS),
    [
        _types.PointerType,
        _types.MemTokenType,
        _types.ProgramIdType,
        _types.QueueType,
        _types.MemRefType,
        _types.TiledViewType,
        *_attrs.ENUM_ATTRS,
        *_attrs.ASSUME_PREDICATES,
    ],
)
"""The xDSL dialect object (load it into a Context to parse nv_tileaa IR)."""

__all__ = ["NvTileAA"]
