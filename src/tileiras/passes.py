"""The xDSL pass registry: every MLIR-level pass by the name `--pass-pipeline` uses.

The compile's stages (`driver.pipeline.PIPELINE`) draw their MLIR passes from here
(`canonicalize`, `cse`, the two conversions) and `tileir-opt` runs these and the other stages by
name. `fuse-fma` and `loop-split` are here but in no compile (`driver.pipeline.OPTIONAL_PASSES`
says why). A pipeline spec is
MLIR's: `builtin.module(convert-cuda-tile-to-nv-tileaa{compute-capability=90},canonicalize)`;
op anchors (`builtin.module(...)`, `gpu.module(...)`) are accepted and flattened, since every
pass here walks the whole module. Later stages add their passes with `register_pass`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Dialect
from xdsl.passes import ModulePass, PassPipeline
from xdsl.utils.arg_spec import ArgSpec, parse_pipeline


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
    parse_pass_pipeline.cache_clear()  # a spec naming `name` may now mean another pass


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


def split_pass_pipeline(spec: str) -> list[ArgSpec]:
    """The pass specs (name and options) of an MLIR-style spec, anchors flattened;
    PassPipelineError if it does not parse."""
    flat = _flatten_anchors(spec)
    if not flat:
        return []
    try:
        return list(parse_pipeline(flat))
    except Exception as exc:
        raise PassPipelineError(f"invalid pass pipeline '{spec}': {exc}") from None


def make_pass(spec: ArgSpec) -> ModulePass:
    """The registered pass `spec` names, with its options; PassPipelineError otherwise."""
    factory = PASSES.get(spec.name)
    if factory is None:
        known = ", ".join(sorted(PASSES))
        raise PassPipelineError(f"'{spec.name}' does not refer to a registered pass (known passes: {known})")
    try:
        return factory().from_pass_spec(spec)
    except Exception as exc:
        raise PassPipelineError(f"invalid options for pass '{spec.name}': {exc}") from None


@functools.lru_cache(maxsize=64)
def parse_pass_pipeline(spec: str) -> PassPipeline:
    """A pipeline of registered xDSL passes from an MLIR-style spec; raises PassPipelineError
    with a clear message. (`tileir-opt` runs the compile's stages too: `driver.pipeline`.)

    Kept per spec: passes and pipelines are frozen, and a spec's options are read through
    `typing.get_type_hints` (several ms a pass), which every compile would pay again."""
    return PassPipeline(tuple(make_pass(s) for s in split_pass_pipeline(spec)))


def _dialect_factories() -> dict[str, Callable[[], Dialect]]:
    """Every dialect the pipeline's IR can hold, by name, as factories that import it."""

    def builtin() -> Dialect:
        from xdsl.dialects.builtin import Builtin
        return Builtin

    def arith() -> Dialect:
        from tileiras.dialects.nv_tileaa.upstream_arith import Arith
        return Arith

    def func() -> Dialect:
        from xdsl.dialects.func import Func
        return Func

    def gpu() -> Dialect:
        from xdsl.dialects.gpu import GPU
        return GPU

    def math() -> Dialect:
        from xdsl.dialects.math import Math
        return Math

    def scf() -> Dialect:
        from xdsl.dialects.scf import Scf
        return Scf

    def ub() -> Dialect:
        from xdsl.dialects.ub import UB
        return UB

    def nv_tileaa() -> Dialect:
        from tileiras.dialects.nv_tileaa import NvTileAA
        return NvTileAA

    def nv_tileas() -> Dialect:
        from tileiras.dialects.nv_tileas import NvTileAS
        return NvTileAS

    def cuda_tile() -> Dialect:
        from tileiras.dialects.cuda_tile.ops import CudaTile
        return CudaTile

    return {"builtin": builtin, "arith": arith, "func": func, "gpu": gpu, "math": math, "scf": scf,
            "ub": ub, "nv_tileaa": nv_tileaa, "nv_tileas": nv_tileas, "cuda_tile": cuda_tile}


def make_context(allow_unregistered: bool = False) -> Context:
    """A context knowing every dialect the pipeline's IR can hold (for parsing text);
    `allow_unregistered` accepts ops of unknown names (as mlir-opt's flag of that name).

    The builtin dialect is loaded; the others are registered and load when a name of theirs is
    first looked up (parsing, folding), so a pass on IR in memory loads none of them and a
    compile never makes the cuda_tile dialect's ~100 op classes it does not use."""
    ctx = Context(allow_unregistered=allow_unregistered)
    for name, factory in _dialect_factories().items():
        if name == "builtin":
            ctx.load_dialect(factory())
        else:
            ctx.register_dialect(name, factory)
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
        ops = list(module.body.block.ops)
        if len(ops) == 1 and ops[0].name == "cuda_tile.module":
            # tileiras converts inside the cuda_tile.module op it read (`--print-ir-after` prints
            # it so): its functions are the module to verify
            module = ModuleOp([op.clone() for op in ops[0].regions[0].blocks[0].ops])
        verify_nv_tileas(module)
        return
    for op in module.body.block.ops:
        if op.name == "cuda_tile.module":
            verify_ir(op)
        else:
            op.verify()
