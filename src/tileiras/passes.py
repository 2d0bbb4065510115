"""The pass registry: every pass by the name `--pass-pipeline` uses.

`tileir-opt` and the `tileiras` driver build pipelines from these names. A pipeline spec is
MLIR's: `builtin.module(convert-cuda-tile-to-nv-tileaa{compute-capability=90},canonicalize)`;
op anchors (`builtin.module(...)`, `gpu.module(...)`) are accepted and flattened, since every
pass here walks the whole module. Later stages add their passes with `register_pass`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass, PassPipeline
from xdsl.utils.arg_spec import parse_pipeline


class PassPipelineError(Exception):
    """A pipeline spec names an unknown pass, has a bad option, or does not parse."""


def _convert_cuda_tile() -> type[ModulePass]:
    from tileiras.conversion.cuda_tile_to_nv_tileaa import ConvertCudaTileToNvTileAAPass

    return ConvertCudaTileToNvTileAAPass


def _convert_cuda_tile_alias() -> type[ModulePass]:
    from dataclasses import dataclass

    base = _convert_cuda_tile()

    @dataclass(frozen=True)
    class ConvertCudaTileToTileAA(base):  # type: ignore[misc, valid-type]
        """NVIDIA's spelling of `convert-cuda-tile-to-nv-tileaa`."""

        name = "convert-cudatile-to-tileaa"

    return ConvertCudaTileToTileAA


def _canonicalize() -> type[ModulePass]:
    from tileiras.transforms.canonicalize import CanonicalizePass

    return CanonicalizePass


def _fuse_fma() -> type[ModulePass]:
    from tileiras.transforms.fuse_fma import FuseFMAPass

    return FuseFMAPass


def _loop_split() -> type[ModulePass]:
    from tileiras.transforms.loop_split import LoopSplitPass

    return LoopSplitPass


def _cse() -> type[ModulePass]:
    from xdsl.transforms.common_subexpression_elimination import CommonSubexpressionElimination

    return CommonSubexpressionElimination


def _dce() -> type[ModulePass]:
    from xdsl.transforms.dead_code_elimination import DeadCodeElimination

    return DeadCodeElimination


def _convert_nv_tileas() -> type[ModulePass]:
    from tileiras.conversion.nv_tileaa_to_nv_tileas import ConvertNvTileAAToNvTileASPass

    return ConvertNvTileAAToNvTileASPass


def _reconcile() -> type[ModulePass]:
    from xdsl.transforms.reconcile_unrealized_casts import ReconcileUnrealizedCastsPass

    return ReconcileUnrealizedCastsPass


PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "canonicalize": _canonicalize,
    "cse": _cse,
    "dce": _dce,
    "fuse-fma": _fuse_fma,
    "loop-split": _loop_split,
    "convert-cuda-tile-to-nv-tileaa": _convert_cuda_tile,
    "convert-cudatile-to-tileaa": _convert_cuda_tile_alias,
    "convert-nv-tileaa-to-nv-tileas": _convert_nv_tileas,
    "reconcile-unrealized-casts": _reconcile,
}
"""Registered passes by name (factories, so importing the registry stays cheap)."""


def register_pass(name: str, factory: Callable[[], type[ModulePass]]) -> None:
    """Make a pass available to pipelines under `name`."""
    PASSES[name] = factory


_ANCHOR = re.compile(r"[A-Za-z_][\w$]*\.[\w.$]+\(")


def _flatten_anchors(spec: str) -> str:
    """`builtin.module(a,gpu.module(b))` -> `a,b` (anchors are op names with a dot)."""
    out = []
    i = 0
    depth_stack: list[bool] = []  # True for an anchor paren we dropped
    while i < len(spec):
        m = _ANCHOR.match(spec, i)
        if m and (i == 0 or spec[i - 1] in "(, \t\n"):
            depth_stack.append(True)
            i = m.end()
            continue
        c = spec[i]
        if c == "(":
            depth_stack.append(False)
            out.append(c)
        elif c == ")":
            if not depth_stack:
                raise PassPipelineError(f"unbalanced ')' in pass pipeline '{spec}'")
            if not depth_stack.pop():
                out.append(c)
        else:
            out.append(c)
        i += 1
    if depth_stack:
        raise PassPipelineError(f"unbalanced '(' in pass pipeline '{spec}'")
    return "".join(out).strip().strip(",")


def parse_pass_pipeline(spec: str) -> PassPipeline:
    """A pipeline from an MLIR-style spec; raises PassPipelineError with a clear message."""
    flat = _flatten_anchors(spec)
    if not flat:
        return PassPipeline(())
    try:
        specs = list(parse_pipeline(flat))
    except Exception as exc:
        raise PassPipelineError(f"invalid pass pipeline '{spec}': {exc}") from None
    passes: list[ModulePass] = []
    for s in specs:
        factory = PASSES.get(s.name)
        if factory is None:
            known = ", ".join(sorted(PASSES))
            raise PassPipelineError(f"'{s.name}' does not refer to a registered pass (known passes: {known})")
        try:
            passes.append(factory().from_pass_spec(s))
        except Exception as exc:
            raise PassPipelineError(f"invalid options for pass '{s.name}': {exc}") from None
    return PassPipeline(tuple(passes))


def make_context(allow_unregistered: bool = False) -> Context:
    """A context knowing every dialect the pipeline's IR can hold (for parsing text);
    `allow_unregistered` accepts ops of unknown names (as mlir-opt's flag of that name)."""
    from xdsl.dialects.builtin import Builtin
    from xdsl.dialects.func import Func
    from xdsl.dialects.gpu import GPU
    from xdsl.dialects.math import Math
    from xdsl.dialects.scf import Scf
    from xdsl.dialects.ub import UB

    from tileiras.dialects.cuda_tile.ops import CudaTile
    from tileiras.dialects.nv_tileaa import NvTileAA
    from tileiras.dialects.nv_tileaa.upstream_arith import Arith

    ctx = Context(allow_unregistered=allow_unregistered)
    for dialect in (Builtin, Arith, Func, GPU, Math, Scf, UB, NvTileAA, CudaTile):
        ctx.load_dialect(dialect)
    return ctx


def run_pipeline(module: ModuleOp, spec: str, ctx: Context | None = None) -> None:
    """Parse `spec` and run it on `module` in place."""
    pipeline = parse_pass_pipeline(spec)
    pipeline.apply(ctx or make_context(), module)


def verify_module(module: ModuleOp) -> None:
    """Verify `module`: cuda_tile modules with the cuda_tile rules (MLIR's order and messages),
    everything else with xDSL's verifier. Raises VerifyException."""
    from tileiras.dialects.cuda_tile.verifiers import verify_ir
    from tileiras.dialects.nv_tileas.verify import has_layouts, verify_nv_tileas

    if has_layouts(module):
        verify_nv_tileas(module)
        return
    for op in module.body.block.ops:
        if op.name == "cuda_tile.module":
            verify_ir(op)
        else:
            op.verify()
