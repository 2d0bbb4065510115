"""`convert-cuda-tile-to-nv-tileaa`: the first lowering stage (seed 000).

Every cuda_tile op becomes ops of the legal dialects (arith, nv_tileaa, func, gpu, scf, math;
`ub.poison` only with a converted type); no cuda_tile op survives. The patterns live in one module per op
family (the same families as the verifier and the interpreter), each registering its
patterns in `patterns.PATTERNS`:

- `elementwise.py`: integer and float arithmetic, comparisons, select, math functions;
- `convert.py`: casts, bitcasts, pointer casts, pack/unpack (and poison of a converted type);
- `shape.py`: constant, iota, broadcast, reshape, permute, cat, extract, insert, offset;
- `memory.py`: pointer loads/stores, tokens, fences, get_global, alloca;
- `views.py`: tensor and tile views, loads/stores through them, shape queries, multimem;
- `atomics.py`: atomic_rmw/atomic_cas on pointers, atomic_red_view;
- `mma.py`: mmaf/mmai/mmaf_scaled -> dot;
- `reduce_scan.py`: reduce, scan;
- `control_flow.py`: module, global, entry, if, for, loop (and their terminators), grid queries,
  call;
- `debug.py`: assert, print, assume.

Types convert as `type_converter.py` says; region ops (reduce, scan, for, if, loop, entry)
rebuild their regions with converted block arguments (`control_flow.py`). Token joins follow
the token algebra: a join of one token is that token, a join of none is a fresh
`create_mem_token`, otherwise `join_mem_token`.

Diagnostics: an unparsable `compute-capability` option gives
"invalid or missing --compute-capability option"; any op left unconverted gives
"failed to convert cuda_tile to nv_tileaa" with a note per op.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from tileiras.conversion.cuda_tile_to_nv_tileaa import (  # noqa: F401  (each registers its patterns)
    atomics,
    control_flow,
    convert,
    debug,
    elementwise,
    memory,
    mma,
    reduce_scan,
    shape,
    views,
)
from tileiras.conversion.cuda_tile_to_nv_tileaa.patterns import pattern_set
from tileiras.conversion.cuda_tile_to_nv_tileaa.type_converter import is_cuda_tile_type, make_type_converter
from tileiras.conversion.errors import ConversionError
from tileiras.conversion.framework import ConversionRewriter, ConversionTarget, PatternSet, apply_conversion

FAILURE_MESSAGE = "failed to convert cuda_tile to nv_tileaa"
CC_MESSAGE = "invalid or missing --compute-capability option"

LEGAL_DIALECTS = {"arith", "nv_tileaa", "func", "gpu", "scf", "math"}

DEFAULT_COMPUTE_CAPABILITY = 100
"""sm_100, the default target of NVIDIA's tileiras 13.5."""


def parse_compute_capability(text: str | int | None) -> int:
    """`100`, `"100"`, `"sm_100"`, `"sm_90a"` -> 100/90; raises ConversionError otherwise."""
    if isinstance(text, int) and not isinstance(text, bool):
        if text > 0:
            return text
        raise ConversionError(CC_MESSAGE)
    if not isinstance(text, str):
        raise ConversionError(CC_MESSAGE)
    s = text.strip().lower()
    if s.startswith("sm_"):
        s = s[3:]
    s = s.rstrip("af")
    if not s.isdigit() or int(s) < 10:
        raise ConversionError(CC_MESSAGE, [f"got '{text}'"])
    return int(s)


def build_conversion_target() -> ConversionTarget:
    """Legal: arith, nv_tileaa, func, gpu, scf, math. Illegal: cuda_tile. `ub.poison` is legal
    when its type is not a cuda_tile type."""
    target = ConversionTarget(legal_dialects=set(LEGAL_DIALECTS), illegal_dialects={"cuda_tile"})
    target.dynamic["ub.poison"] = lambda op: not is_cuda_tile_type(op.results[0].type)
    return target


def populate_patterns(patterns: PatternSet | None = None) -> PatternSet:
    """One pattern per op of every family (see `patterns.PATTERNS`)."""
    return pattern_set(patterns)


def convert_cuda_tile_to_nv_tileaa(module: ModuleOp, compute_capability: str | int | None = DEFAULT_COMPUTE_CAPABILITY) -> None:
    """Run the conversion on `module` in place; raises ConversionError (nothing changed then)."""
    cc = parse_compute_capability(compute_capability)
    rewriter = ConversionRewriter(make_type_converter(), populate_patterns(), build_conversion_target())
    rewriter.context["compute_capability"] = cc
    apply_conversion(module, rewriter, FAILURE_MESSAGE)


@dataclass(frozen=True)
class ConvertCudaTileToNvTileAAPass(ModulePass):
    """`convert-cuda-tile-to-nv-tileaa{compute-capability=100}`."""

    name = "convert-cuda-tile-to-nv-tileaa"

    compute_capability: int | str = DEFAULT_COMPUTE_CAPABILITY

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        convert_cuda_tile_to_nv_tileaa(op, self.compute_capability)


__all__ = [
    "ConvertCudaTileToNvTileAAPass", "convert_cuda_tile_to_nv_tileaa", "populate_patterns",
    "build_conversion_target", "parse_compute_capability", "FAILURE_MESSAGE", "CC_MESSAGE",
]
