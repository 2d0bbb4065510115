"""The compile pipeline after the bytecode reader: one ordered list of named stages.

`PIPELINE` is the only statement of the order; `tileiras`, `tileir-opt --pass-pipeline=NAME,...`
and the SIMT emulator (`simt/emulator.py`) all run its stages. Each stage takes the IR and the
`Target` (in a `PipelineState`) and leaves the next IR there:

| name | what | its output (`--print-ir-after`, `--start-after`) |
|---|---|---|
| `check-supported` | refuse what the target lacks (as NVIDIA does) | cuda_tile text |
| `convert-cuda-tile-to-nv-tileaa` | cuda_tile -> nv_tileaa | MLIR text |
| `canonicalize` | folds and cleanups on nv_tileaa | MLIR text |
| `cse` | common subexpressions | MLIR text |
| `convert-nv-tileaa-to-nv-tileas` | a cluster's tile block shared among its CTAs (`transforms/cluster_split.py`), big tiles as loops over chunks (`transforms/strip_mine.py`), layouts, conversions, barriers | MLIR text |
| `tileas-unspecialized-pipeline` | shared-memory stages, async copies, ldmatrix reads for the loads that feed MMAs | MLIR text |
| `tileas-warp-specialize` | sm_90a, sm_120/121: a TMA producer warp and a consumer warpgroup around an mbarrier ring; sm_100 family: plus an MMA warp issuing the tcgen05 MMAs (`transforms/tileas_warp_specialize.py`) | MLIR text |
| `convert-nv-tileas-to-llvm` | LLVM IR text, one kernel per entry | LLVM IR (kernel facts in `;` lines) |
| `llvm-opt` | runtime helpers, libdevice, the LLVM pipeline | LLVM IR |
| `nvptx` | PTX | PTX |
| `ptxas` | cubin | (binary) |

NVIDIA's own names for the three conversions are `convert-cudatile-to-tileaa`,
`convert-tileaa-to-tileas` and `convert-tileas-to-llvm`.

`OPTIONAL_PASSES` (`fuse-fma`, `loop-split`) are not in the pipeline: NVIDIA's tileiras does not
run them (it forms FMAs in `tileas-legalize-fma-dot` and the NVPTX back end, and has no loop
split), and running them would change our PTX. `tileir-opt --pass-pipeline` runs them by name.

Every stage's output prints (`--print-ir-after=NAME`) as text its reader reads back
(`state_after`), so a run can start after any stage (`tileiras --start-after=NAME FILE`) and
produce the same output as the whole run.

`-O` reaches ptxas alone: NVIDIA's tileiras 13.5 writes the same PTX at -O0 and -O3 (and nearly
the same with `-g`), so every stage before ptxas runs the same way at every level
(`PTX_OPT_LEVEL`). An unoptimized LLVM pipeline would also make PTX ten times larger, which
ptxas then takes minutes and gigabytes to assemble for big tiles.

`--emit=llvm` stops after `llvm-opt`, `--emit=ptx` after `nvptx`.
"""

from __future__ import annotations

import dataclasses
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TextIO

from tileiras.driver import remarks
from tileiras.diagnostics import CompileError, SourceLocation
from tileiras.driver.options import CompileOptions
from tileiras.driver.remarks import RemarkCollector
from tileiras.target import Target

FAILED = "failed to compile Tile IR program"
PTX_OPT_LEVEL = 3
"""The LLVM optimization level of every compile, whatever -O says (see the module docstring)."""

# What a stage leaves in the state (and prints): MLIR (`module`), lowered LLVM IR with the facts
# `llvm-opt` needs about each kernel (`llvm_ir`, `kernels`), optimized LLVM IR, PTX, cubin.
MLIR, LOWERED_LLVM, LLVM, PTX, CUBIN = "mlir", "lowered-llvm", "llvm", "ptx", "cubin"
KERNEL_FACTS = "; tileiras.kernel "


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
    host_object: bytes | None = None  # `.nv.host` for ptxas, when the PTX's LLVM child made it
    remarks: RemarkCollector = field(default_factory=RemarkCollector)
    remark_locations: object = None


@dataclass(frozen=True)
class Stage:
    """One named step: `run` turns the state's `takes` IR into its `gives` IR.

    `xdsl_pass` names the `tileiras.passes` entry behind the stage, whose options
    (`{compute-capability=90}`) `tileir-opt --pass-pipeline` accepts."""

    name: str
    run: Callable[[PipelineState], None]
    takes: str
    gives: str
    xdsl_pass: str | None = None

    def dump(self, state: PipelineState) -> str:
        """The stage's output as text (what `--print-ir-after` prints and `state_after` reads)."""
        return dump(state, self.gives)


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
        # the pass's option is NVIDIA's compute capability (it names the per-target hints)
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
    from tileiras.transforms.cluster_split import split_module
    from tileiras.transforms.strip_mine import strip_mine_module

    split_module(state.module, state.target)  # a cluster's tile block shared among its CTAs first
    strip_mine_module(state.module)  # big tiles as loops over chunks first (`tileiras.strip_mined`)
    assign_layouts(state.module, state.target)
    if state.remarks.enabled:
        from tileiras.driver.memory_remarks import memory_remarks

        memory_remarks(state.module, state.remark_locations, state.target, state.remarks)


def _pipeline_loads(state: PipelineState) -> None:
    from tileiras.transforms.tileas_pipeline import pipeline_module

    pipeline_module(state.module, state.target)
    from tileiras.conversion.tileas_wgmma import select_wgmma

    select_wgmma(state.module, state.target)
    from tileiras.conversion.tileas_tcgen05 import select_tcgen05

    select_tcgen05(state.module, state.target)
    from tileiras.transforms.shared_plan import plan_module

    plan_module(state.module, state.target)  # the epilogue over the retired rings


def _warp_specialize(state: PipelineState) -> None:
    from tileiras.transforms.tileas_warp_specialize import specialize_module

    specialize_module(state.module, state.target)
    from tileiras.transforms.tcgen05_pair import pair_module

    pair_module(state.module, state.target)  # a cta_group::2 MMA's roles span the CTA pair


def _lower_to_llvm(state: PipelineState) -> None:
    from tileiras.conversion.errors import ConversionError
    from tileiras.conversion.nv_tileas_to_llvm import lower_module

    try:
        debug = "full" if state.options.device_debug else "lineinfo" if state.options.lineinfo else ""
        state.llvm_ir, state.kernels = lower_module(state.module, state.target, debug=debug)
    except ConversionError as e:
        loc = None
        if e.op is not None:
            loc = _location_of(e.op)
        raise CompileError(e.message, location=loc, notes=[(n, None) for n in e.notes]) from None


def link_runtime(state: PipelineState) -> None:
    """The runtime helpers' bodies the kernels call, into the lowered LLVM IR."""
    from tileiras.codegen import nvptx

    helpers: set[str] = set()
    smem = 0
    for k in state.kernels:
        helpers |= k.helpers
        smem = max(smem, k.smem_bytes)
    state.llvm_ir = nvptx.link_runtime(state.llvm_ir, helpers, smem)


def _llvm_opt(state: PipelineState) -> None:
    from tileiras.codegen import nvptx

    link_runtime(state)
    state.llvm_ir = nvptx.guarded(nvptx.optimize_ir, state.llvm_ir, state.target, PTX_OPT_LEVEL,
                                  [k.name for k in state.kernels])


def _nvptx(state: PipelineState) -> None:
    from tileiras.codegen import nvptx

    state.ptx = nvptx.guarded(nvptx.emit_ptx, state.llvm_ir, state.target, PTX_OPT_LEVEL)


def _llvm_opt_then_nvptx(state: PipelineState) -> list[tuple[float, float]]:
    """`llvm-opt` then `nvptx` in one LLVM child (one fork, one llvmlite import and LLVM
    start-up, the optimized IR not sent back through a pipe); the PTX is the two stages'
    (`nvptx.optimize_and_emit`). `state.llvm_ir` keeps the linked, unoptimized IR. Returns each
    stage's wall and CPU seconds (the child's own split of the pair; start-up, linking and the
    host object count as `llvm-opt`'s)."""
    from tileiras.codegen import nvptx

    start, start_cpu = time.perf_counter(), cpu_seconds()
    link_runtime(state)
    job = (state.llvm_ir, state.target, PTX_OPT_LEVEL, [k.name for k in state.kernels])
    if state.options.emit == "cubin":  # ptxas needs the host object: the same child makes it
        from tileiras.codegen.host_callbacks import with_host_object

        (state.ptx, _, emit_s, emit_cpu), state.host_object = nvptx.guarded(
            with_host_object, nvptx.optimize_and_emit, job, state.options.host_arch, state.options.host_os)
    else:
        state.ptx, _, emit_s, emit_cpu = nvptx.guarded(nvptx.optimize_and_emit, *job)
    wall, cpu = time.perf_counter() - start, cpu_seconds() - start_cpu
    return [(wall - emit_s, cpu - emit_cpu), (emit_s, emit_cpu)]


def cpu_seconds() -> float:
    """User + system CPU seconds of this process and of the children it has waited for (the
    LLVM worker, ptxas): what `--time-passes` reports beside the wall time, which on a busy
    machine mostly measures the wait for a core."""
    import resource  # (microseconds; os.times counts clock ticks)

    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _ptxas(state: PipelineState) -> None:
    from tileiras.codegen import nvptx
    from tileiras.codegen.host_callbacks import host_object, ptx_host_kernels
    from tileiras.toolchain.ptxas import assemble

    # the tile launch ABI's host callbacks, embedded as `.nv.host` as NVIDIA's are (docs/host-abi.md);
    # made with the PTX by the fused LLVM child, else here (in a child of its own: LLVM is not loaded here)
    host = state.host_object
    if host is None:
        host = nvptx.guarded(host_object, ptx_host_kernels(state.ptx), state.options.host_arch, state.options.host_os)
    state.cubin = assemble(state.ptx, state.target, opt_level=state.options.opt_level,
                           device_debug=state.options.device_debug, lineinfo=state.options.lineinfo,
                           extra_args=sanitizer_ptxas_args(state.options.sanitize), host_object=host)


def sanitizer_ptxas_args(sanitize: str | None) -> tuple[str, ...]:
    """``--sanitize=memcheck``: the ptxas flags NVIDIA's tileiras adds (the PTX is unchanged).

    ptxas instruments every memory access for compute-sanitizer's memcheck;
    ``-g-tmem-access-check`` adds the tcgen05 tensor-memory checks where the
    target has tensor memory (ptxas ignores it elsewhere).
    """
    if sanitize == "memcheck":
        return ("-sanitize=memcheck", "-g-tmem-access-check")
    return ()


PIPELINE: tuple[Stage, ...] = (
    Stage("check-supported", check_supported, MLIR, MLIR),
    Stage("convert-cuda-tile-to-nv-tileaa", _convert_to_nv_tileaa, MLIR, MLIR,
          xdsl_pass="convert-cuda-tile-to-nv-tileaa"),
    Stage("canonicalize", _xdsl_pass("canonicalize"), MLIR, MLIR, xdsl_pass="canonicalize"),
    Stage("cse", _xdsl_pass("cse"), MLIR, MLIR, xdsl_pass="cse"),
    Stage("convert-nv-tileaa-to-nv-tileas", _assign_layouts, MLIR, MLIR, xdsl_pass="convert-nv-tileaa-to-nv-tileas"),
    Stage("tileas-unspecialized-pipeline", _pipeline_loads, MLIR, MLIR),
    Stage("tileas-warp-specialize", _warp_specialize, MLIR, MLIR),
    Stage("convert-nv-tileas-to-llvm", _lower_to_llvm, MLIR, LOWERED_LLVM),
    Stage("llvm-opt", _llvm_opt, LOWERED_LLVM, LLVM),
    Stage("nvptx", _nvptx, LLVM, PTX),
    Stage("ptxas", _ptxas, PTX, CUBIN),
)
"""Every stage of a compile, in order."""

OPTIONAL_PASSES: dict[str, Stage] = {
    name: Stage(name, _xdsl_pass(name), MLIR, MLIR, xdsl_pass=name) for name in ("fuse-fma", "loop-split")
}
"""Passes NVIDIA's tileiras does not run (so neither does ours); `tileir-opt` runs them by name."""

FUSED: dict[tuple[str, str], Callable[[PipelineState], list[tuple[float, float]]]] = {
    ("llvm-opt", "nvptx"): _llvm_opt_then_nvptx,
}
"""Two consecutive stages that run faster as one when nothing needs the first one's output
(it is not printed): the pair's state afterwards has the second stage's output. Each returns
the two stages' wall and CPU seconds."""

LAST_STAGE = {"llvm": "llvm-opt", "ptx": "nvptx", "cubin": "ptxas"}
"""The stage each `--emit` kind stops after."""


def stage_named(name: str) -> Stage | None:
    """The pipeline stage or optional pass called `name`."""
    return next((s for s in PIPELINE if s.name == name), None) or OPTIONAL_PASSES.get(name)


def between(first: str, last: str) -> list[Stage]:
    """The pipeline's stages from `first` to `last`, both included."""
    names = [s.name for s in PIPELINE]
    return list(PIPELINE[names.index(first):names.index(last) + 1])


def stages(options: CompileOptions) -> list[Stage]:
    """The stages a compile with `options` runs: after `--start-after`'s stage (or from the
    first), to the one its `--emit` kind stops after."""
    names = [s.name for s in PIPELINE]
    first = names.index(options.start_after) + 1 if options.start_after else 0
    return list(PIPELINE[first:names.index(LAST_STAGE[options.emit]) + 1])


def check_stage_names(options: CompileOptions) -> None:
    """CompileError for a `--print-ir-after` or `--start-after` name this compile cannot honour."""
    names = [s.name for s in PIPELINE]
    if options.start_after:
        if options.start_after not in names:
            raise CompileError(_unknown("--start-after", options.start_after))
        if names.index(options.start_after) >= names.index(LAST_STAGE[options.emit]):
            raise CompileError(f"--start-after: no stage runs after '{options.start_after}' "
                               f"with --emit={options.emit}")
        if (options.device_debug or options.lineinfo) and stage_named(options.start_after).gives == MLIR:
            from tileiras.diagnostics import ConfigError

            # the printed MLIR has no source locations (cuda_tile's debug attributes do not print
            # in a form that reads back); the LLVM IR keeps its debug metadata
            raise ConfigError(f"--start-after={options.start_after}: the printed MLIR has no source locations; "
                              "with -g or --lineinfo start after convert-nv-tileas-to-llvm or later")
    running = {s.name for s in stages(options)}
    for name in options.print_ir_after:
        if name not in names:
            raise CompileError(_unknown("--print-ir-after", name))
        if name not in running:
            raise CompileError(f"--print-ir-after: pass '{name}' does not run in this compile "
                               f"(--emit={options.emit}{', --start-after=' + options.start_after if options.start_after else ''})")


def _unknown(flag: str, name: str) -> str:
    if name in OPTIONAL_PASSES:
        return (f"{flag}: '{name}' is an optional pass that tileiras does not run (as NVIDIA's does not); "
                f"tileir-opt --pass-pipeline={name} runs it")
    return f"{flag}: unknown pass '{name}' (passes: {', '.join(s.name for s in PIPELINE)})"


def dump(state: PipelineState, kind: str) -> str:
    """The state's IR of `kind` as text that `state_after` reads back."""
    if kind == MLIR:
        from tileiras.driver.ir_files import print_module

        return print_module(state.module)
    if kind == LOWERED_LLVM:
        import json  # only for this dump and its reader: not imported by a compile

        facts = "".join(KERNEL_FACTS + json.dumps(_kernel_facts(k)) + "\n" for k in state.kernels)
        return facts + state.llvm_ir
    if kind == LLVM:
        return state.llvm_ir
    if kind == PTX:
        return state.ptx
    return f"<cubin, {len(state.cubin)} bytes>\n"


def _kernel_facts(kernel) -> dict:
    facts = dataclasses.asdict(kernel)
    facts["helpers"] = sorted(kernel.helpers)
    return facts


def state_after(name: str, data: bytes, filename: str, options: CompileOptions) -> PipelineState:
    """The state stage `name` leaves, from its printed output `data` (`--start-after`).

    Raises CompileError (exit 3, as an unreadable input) when `data` is not that output."""
    from tileiras.diagnostics import BytecodeError

    stage = stage_named(name)
    state = PipelineState(None, options.target, options, remarks=RemarkCollector.from_options(options))
    if stage is None or stage.gives == CUBIN:
        raise CompileError(_unknown("--start-after", name) if stage is None
                           else f"--start-after: no stage runs after '{name}'")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise BytecodeError(f"{filename}: the output of '{name}' is text, this file is not") from None
    if stage.gives == MLIR:
        state.module = _read_mlir(data, filename)
    elif stage.gives == LOWERED_LLVM:
        state.kernels, state.llvm_ir = _read_lowered_llvm(text, filename)
    elif stage.gives == LLVM:
        state.llvm_ir = text
    else:
        state.ptx = text
    return state


def _read_mlir(data: bytes, filename: str):
    from xdsl.utils.exceptions import VerifyException

    from tileiras.bytecode.errors import BytecodeError as ReaderError
    from tileiras.dialects.cuda_tile.asm import ParseError
    from tileiras.diagnostics import BytecodeError
    from tileiras.driver.ir_files import IRParseError, cuda_tile_root, load_module

    try:
        module = load_module(data, filename)
    except (ReaderError, ParseError, IRParseError) as e:
        raise BytecodeError(str(e)) from None
    try:
        from tileiras.passes import verify_module

        verify_module(module)
    except VerifyException as e:
        raise CompileError(f"{filename}: {e}") from None
    # a compile holds the cuda_tile.module op itself (the bytecode reader's result), not a wrapper
    return cuda_tile_root(module) or module


def _read_lowered_llvm(text: str, filename: str) -> tuple[list, str]:
    import json

    from tileiras.conversion.nv_tileas_to_llvm.lowering import KernelInfo
    from tileiras.diagnostics import BytecodeError

    kernels = []
    lines = text.splitlines(keepends=True)
    while lines and lines[0].startswith(KERNEL_FACTS):
        try:
            facts = json.loads(lines.pop(0)[len(KERNEL_FACTS):])
            facts["params"] = [tuple(p) for p in facts["params"]]
            facts["helpers"] = set(facts["helpers"])
            kernels.append(KernelInfo(**facts))
        except (ValueError, KeyError, TypeError) as e:
            raise BytecodeError(f"{filename}: bad '{KERNEL_FACTS.strip()}' line: {e}") from None
    if not kernels:
        raise BytecodeError(f"{filename}: no '{KERNEL_FACTS.strip()}' lines: not the output of "
                            "convert-nv-tileas-to-llvm as --print-ir-after prints it")
    return kernels, "".join(lines)


def run_stages(state: PipelineState, todo: Sequence[Stage], err: TextIO | None = None,
               timings: list[tuple[str, float, float]] | None = None) -> None:
    """Run `todo` on `state`, printing the IR after the stages the options select (two
    stages run as one where `FUSED` says and the first one's IR is not printed); each stage's
    (name, wall seconds, CPU seconds) appended to `timings`."""
    options = state.options

    def printed(stage: Stage) -> bool:
        return options.print_ir_after_all or stage.name in options.print_ir_after

    i = 0
    while i < len(todo):
        stage = todo[i]
        fused = FUSED.get((stage.name, todo[i + 1].name)) if i + 1 < len(todo) else None
        if fused is not None and not printed(stage):
            seconds = fused(state)
            done = [(s, wall, cpu) for s, (wall, cpu) in zip(todo[i:i + 2], seconds)]
            i += 2
        else:
            t0, c0 = time.perf_counter(), cpu_seconds()
            stage.run(state)
            done = [(stage, time.perf_counter() - t0, cpu_seconds() - c0)]
            i += 1
        for stage, t, c in done:
            if timings is not None:
                timings.append((stage.name, t, c))
            if printed(stage):
                out = err or sys.stderr
                out.write(f"// -----// IR Dump After {stage.name} //----- //\n")
                out.write(stage.dump(state))


def run(module, options: CompileOptions, err: TextIO | None = None,
        state: PipelineState | None = None) -> bytes:
    """Run the options' stages on `module` (a verified cuda_tile module op), or on `state` (a
    stage's output, `state_after`); the output file's bytes."""
    err = err or sys.stderr
    check_stage_names(options)
    if state is None:
        state = PipelineState(module, options.target, options, remarks=RemarkCollector.from_options(options))
    timings: list[tuple[str, float, float]] = []
    try:
        run_stages(state, stages(options), err, timings)
    except CompileError as e:
        remarks.emit(state.remarks, options)
        # NVIDIA ends every compilation failure with this line
        if e.exit_code == 5 and e.message != FAILED:
            raise CompileError(FAILED) from e
        raise
    remarks.emit(state.remarks, options)
    if options.time_passes:
        total = sum(t for _, t, _ in timings) or 1e-9
        total_cpu = sum(c for _, _, c in timings) or 1e-9
        err.write("===" + "-" * 73 + "===\n")
        err.write("                         ... Pass execution timing report ...\n")
        err.write("===" + "-" * 73 + "===\n")
        err.write(f"  Total Execution Time: {total:.4f} seconds ({total_cpu:.4f} seconds of CPU: user + system, "
                  "this process and its children)\n\n")
        err.write("   ---User+System---   ----Wall Time----  ----Name----\n")
        for name, t, c in timings:
            err.write(f"   {c:8.4f} ({100 * c / total_cpu:5.1f}%)   {t:8.4f} ({100 * t / total:5.1f}%)  {name}\n")
        err.write(f"   {total_cpu:8.4f} (100.0%)   {total:8.4f} (100.0%)  Total\n")
    if options.emit == "llvm":
        return state.llvm_ir.encode()
    if options.emit == "ptx":
        return state.ptx.encode()
    return state.cubin


def parse_stage_pipeline(spec: str, target: Target | None) -> list[Stage]:
    """`tileir-opt --pass-pipeline=SPEC`: the stages and passes it names, in its order.

    A registered xDSL pass (`tileiras.passes`) runs with the spec's options; with a `target`,
    `convert-cuda-tile-to-nv-tileaa` defaults its compute capability to the target's. The other
    stages take no options and need the target. Each must take the IR the one before gives.
    Raises PassPipelineError."""
    from tileiras.passes import PASSES, PassPipelineError, make_context, make_pass, split_pass_pipeline

    out: list[Stage] = []
    current, after = MLIR, "the input"
    for spec_item in split_pass_pipeline(spec):
        name = spec_item.name
        stage = stage_named(name)
        if name in PASSES:
            xdsl = make_pass(spec_item)
            if (target is not None and "compute-capability" not in spec_item.parameters
                    and hasattr(xdsl, "compute_capability")):
                xdsl = dataclasses.replace(xdsl, compute_capability=target.sm)

            def run_pass(state: PipelineState, xdsl=xdsl) -> None:
                xdsl.apply(make_context(), state.module)

            stage = Stage(name, run_pass, MLIR, MLIR, xdsl_pass=name)
        elif stage is None:
            known = ", ".join(sorted(set(PASSES) | {s.name for s in PIPELINE}))
            raise PassPipelineError(f"'{name}' does not refer to a registered pass (known passes: {known})")
        elif spec_item.parameters:
            raise PassPipelineError(f"pass '{name}' takes no options")
        elif target is None:
            raise PassPipelineError(f"pass '{name}' depends on the target: give --gpu-name")
        if stage.takes != current:
            raise PassPipelineError(f"pass '{name}' takes {stage.takes} IR, but after {after} the IR is {current}")
        out.append(stage)
        current, after = stage.gives, f"'{name}'"
    return out
