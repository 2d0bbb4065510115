"""The compile pipeline after the bytecode reader: passes, IR dumps, timings.

Stages, in order (each has a name `--print-ir-after` accepts):

| name | what |
|---|---|
| `check-supported` | refuse what the target lacks (as NVIDIA does) |
| `convert-cuda-tile-to-nv-tileaa` | cuda_tile -> nv_tileaa |
| `canonicalize` | folds and cleanups on nv_tileaa |
| `cse` | common subexpressions |
| `convert-nv-tileaa-to-nv-tileas` | layouts, conversions, barriers |
| `convert-nv-tileas-to-llvm` | LLVM IR text |
| `llvm-opt` | runtime helpers, libdevice, the LLVM pipeline |
| `nvptx` | PTX |
| `ptxas` | cubin |

`-O` reaches ptxas alone: NVIDIA's tileiras 13.5 writes the same PTX at -O0 and -O3 (and nearly
the same with `-g`), so every stage before ptxas runs the same way at every level
(`PTX_OPT_LEVEL`). An unoptimized LLVM pipeline would also make PTX ten times larger, which
ptxas then takes minutes and gigabytes to assemble for big tiles.

`--emit=llvm` stops after `llvm-opt`, `--emit=ptx` after `nvptx`.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TextIO

from tileiras.driver import remarks
from tileiras.driver.diagnostics import CompileError, SourceLocation
from tileiras.driver.options import CompileOptions
from tileiras.driver.remarks import RemarkCollector
from tileiras.target import Target

FAILED = "failed to compile Tile IR program"
PTX_OPT_LEVEL = 3
"""The LLVM optimization level of every compile, whatever -O says (see the module docstring)."""


@dataclass
class PipelineState:
    """What flows between stages: the xDSL module, then LLVM IR text, PTX, cubin bytes."""

    module: object
    target: Target
    options: CompileOptions
    llvm_ir: str = ""
    kernels: list = field(default_factory=list)
    ptx: str = ""
    cubin: bytes = b""
    remarks: RemarkCollector = field(default_factory=RemarkCollector)
    remark_locations: object = None


@dataclass
class Stage:
    name: str
    run: Callable[[PipelineState], None]
    dump: Callable[[PipelineState], str]


def _location_of(op) -> SourceLocation | None:
    from tileiras.dialects.cuda_tile.attributes import source_position

    loc = getattr(op, "location", None)
    pos = source_position(loc) if loc is not None else None
    if pos is None:
        return None
    return SourceLocation(pos[0], pos[1], pos[2])


def check_supported(state: PipelineState) -> None:
    """What the target lacks, refused as NVIDIA refuses it (fp8 before sm_89, ...); with
    remarks on, the per-op memory and tensor-core remarks' source locations."""
    from tileiras.driver.target_checks import check_target_types

    check_target_types(state.module, state.target)
    if state.remarks.enabled:
        from tileiras.driver import memory_remarks

        state.remark_locations = memory_remarks.snapshot_locations(state.module)
        state.remarks.record_source_names(state.module)
        memory_remarks.mma_remarks(state.module, state.remarks)


def _convert_to_nv_tileaa(state: PipelineState) -> None:
    from tileiras.conversion.cuda_tile_to_nv_tileaa import convert_cuda_tile_to_nv_tileaa
    from tileiras.conversion.errors import ConversionError

    try:
        convert_cuda_tile_to_nv_tileaa(state.module, state.target.sm)
    except ConversionError as e:
        loc = _location_of(e.op) if e.op is not None else None
        raise CompileError(e.message, location=loc, notes=[(n, None) for n in e.notes]) from None


def _xdsl_pass(name: str) -> Callable[[PipelineState], None]:
    def run(state: PipelineState) -> None:
        from tileiras.passes import make_context, run_pipeline

        run_pipeline(state.module, name, make_context(allow_unregistered=True))

    return run


def _assign_layouts(state: PipelineState) -> None:
    from tileiras.conversion.nv_tileaa_to_nv_tileas import assign_layouts

    assign_layouts(state.module)
    if state.remarks.enabled:
        from tileiras.driver.memory_remarks import memory_remarks

        memory_remarks(state.module, state.remark_locations, state.target.sm, state.remarks)


def _lower_to_llvm(state: PipelineState) -> None:
    from tileiras.conversion.errors import ConversionError
    from tileiras.conversion.nv_tileas_to_llvm import lower_module

    try:
        debug = "full" if state.options.device_debug else "lineinfo" if state.options.lineinfo else ""
        state.llvm_ir, state.kernels = lower_module(state.module, state.target.sm, debug=debug)
    except ConversionError as e:
        loc = None
        if e.op is not None:
            loc = _location_of(e.op)
        raise CompileError(e.message, location=loc, notes=[(n, None) for n in e.notes]) from None


def _llvm_opt(state: PipelineState) -> None:
    from tileiras.codegen import nvptx

    helpers: set[str] = set()
    smem = 0
    for k in state.kernels:
        helpers |= k.helpers
        smem = max(smem, k.smem_bytes)
    state.llvm_ir = nvptx.link_runtime(state.llvm_ir, helpers, smem)
    state.llvm_ir = nvptx.guarded(nvptx.optimize_ir, state.llvm_ir, state.target, PTX_OPT_LEVEL,
                                  [k.name for k in state.kernels])


def _nvptx(state: PipelineState) -> None:
    from tileiras.codegen import nvptx

    state.ptx = nvptx.guarded(nvptx.emit_ptx, state.llvm_ir, state.target, PTX_OPT_LEVEL)


def _ptxas(state: PipelineState) -> None:
    from tileiras.toolchain.ptxas import assemble

    state.cubin = assemble(state.ptx, state.target, opt_level=state.options.opt_level,
                           device_debug=state.options.device_debug, lineinfo=state.options.lineinfo,
                           extra_args=sanitizer_ptxas_args(state.options.sanitize))


def sanitizer_ptxas_args(sanitize: str | None) -> tuple[str, ...]:
    """``--sanitize=memcheck``: the ptxas flags NVIDIA's tileiras adds (the PTX is unchanged).

    ptxas instruments every memory access for compute-sanitizer's memcheck;
    ``-g-tmem-access-check`` adds the tcgen05 tensor-memory checks where the
    target has tensor memory (ptxas ignores it elsewhere).
    """
    if sanitize == "memcheck":
        return ("-sanitize=memcheck", "-g-tmem-access-check")
    return ()


def _print_module(state: PipelineState) -> str:
    import io

    from xdsl.printer import Printer

    out = io.StringIO()
    Printer(stream=out).print_op(state.module)
    return out.getvalue() + "\n"


def stages(options: CompileOptions) -> list[Stage]:
    """The stages for the options' --emit kind."""
    ir = _print_module
    out = [Stage("check-supported", check_supported, ir),
           Stage("convert-cuda-tile-to-nv-tileaa", _convert_to_nv_tileaa, ir)]
    out += [Stage("canonicalize", _xdsl_pass("canonicalize"), ir), Stage("cse", _xdsl_pass("cse"), ir)]
    out += [Stage("convert-nv-tileaa-to-nv-tileas", _assign_layouts, ir),
            Stage("convert-nv-tileas-to-llvm", _lower_to_llvm, lambda s: s.llvm_ir),
            Stage("llvm-opt", _llvm_opt, lambda s: s.llvm_ir)]
    if options.emit == "llvm":
        return out
    out.append(Stage("nvptx", _nvptx, lambda s: s.ptx))
    if options.emit == "ptx":
        return out
    out.append(Stage("ptxas", _ptxas, lambda s: f"<cubin, {len(s.cubin)} bytes>\n"))
    return out


def run(module, options: CompileOptions, err: TextIO | None = None) -> bytes:
    """Run every stage on `module` (a verified cuda_tile module op); the output file's bytes."""
    err = err or sys.stderr
    state = PipelineState(module, options.target, options, remarks=RemarkCollector.from_options(options))
    selected = set(options.print_ir_after)
    timings: list[tuple[str, float]] = []
    all_stages = stages(options)
    known = {s.name for s in all_stages}
    for name in selected - known:
        raise CompileError(f"--print-ir-after: unknown pass '{name}' (passes: {', '.join(s.name for s in all_stages)})")
    for stage in all_stages:
        t0 = time.perf_counter()
        try:
            stage.run(state)
        except CompileError as e:
            remarks.emit(state.remarks, options)
            # NVIDIA ends every compilation failure with this line
            if e.exit_code == 5 and e.message != FAILED:
                raise CompileError(FAILED) from e
            raise
        timings.append((stage.name, time.perf_counter() - t0))
        if options.print_ir_after_all or stage.name in selected:
            err.write(f"// -----// IR Dump After {stage.name} //----- //\n")
            err.write(stage.dump(state))
    remarks.emit(state.remarks, options)
    if options.time_passes:
        total = sum(t for _, t in timings) or 1e-9
        err.write("===" + "-" * 73 + "===\n")
        err.write("                         ... Pass execution timing report ...\n")
        err.write("===" + "-" * 73 + "===\n")
        err.write(f"  Total Execution Time: {total:.4f} seconds\n\n")
        err.write("   ----Wall Time----  ----Name----\n")
        for name, t in timings:
            err.write(f"   {t:8.4f} ({100 * t / total:5.1f}%)  {name}\n")
        err.write(f"   {total:8.4f} (100.0%)  Total\n")
    if options.emit == "llvm":
        return state.llvm_ir.encode()
    if options.emit == "ptx":
        return state.ptx.encode()
    return state.cubin
