"""``tileir-opt INPUT [-o OUT] [--pass-pipeline=PIPELINE] [--gpu-name=sm_XY] [-g] [--generic]``:
read IR, verify it, run passes, print it.

Not an NVIDIA tool; the ``mlir-opt`` of this project. INPUT is TileIR bytecode, cuda_tile text
(the form ``tileirdisasm`` prints, or its generic form), or MLIR text of any dialect in
the pipeline (nv_tileaa, nv_tileas, arith, scf, ...). PIPELINE is MLIR's syntax, e.g.
``builtin.module(convert-cuda-tile-to-nv-tileaa,canonicalize)``; it may name every stage of the
compile (``driver.pipeline.PIPELINE``, through ``nvptx`` and ``ptxas``), the optional passes
(``fuse-fma``, ``loop-split``) and the other passes of ``tileiras.passes``. The stages that depend
on the target (``check-supported``, ``convert-nv-tileas-to-llvm``, ``llvm-opt``, ``nvptx``,
``ptxas``) need ``--gpu-name``. IR that is still pure cuda_tile prints as ``tileirdisasm`` does;
later MLIR in MLIR's generic form; after an LLVM stage, its LLVM IR or PTX (or the cubin).

Exit codes as tileiras: 1 command line, unknown pass or unreadable file, 3 input that does not
parse, 5 IR that fails verification or a pass.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from tileiras.diagnostics import EXIT_BYTECODE, EXIT_COMPILE, EXIT_SUCCESS, EXIT_USAGE, error
from tileiras.cli.console import guarded
from tileiras.target import TARGETS


def _arguments() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="tileir-opt", description=__doc__.split("\n\n")[0])
    ap.add_argument("input", help="bytecode, cuda_tile text or MLIR generic text ('-' for standard input)")
    ap.add_argument("-o", "--output-file", dest="output", help="write here instead of stdout")
    ap.add_argument("--pass-pipeline", default="",
                    help="MLIR pass pipeline, e.g. 'builtin.module(convert-cuda-tile-to-nv-tileaa,canonicalize)'")
    ap.add_argument("-g", "--print-debug-info", action="store_true", help="print locations")
    ap.add_argument("--generic", action="store_true", help="print MLIR's generic op form")
    ap.add_argument("--gpu-name", choices=sorted(TARGETS, key=lambda n: TARGETS[n].sm),
                    help="the target of the target-dependent stages (check-supported, the LLVM stages, "
                         "ptxas); the default compute capability of convert-cuda-tile-to-nv-tileaa")
    ap.add_argument("--allow-unregistered-dialect", action="store_true",
                    help="accept ops of unknown names in MLIR text input")
    return ap


def _read(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as f:
        return f.read()


def run(argv: Sequence[str]) -> int:
    try:
        args = _arguments().parse_args(list(argv))
    except SystemExit as e:
        return EXIT_SUCCESS if e.code == 0 else EXIT_USAGE
    from tileiras.driver import pipeline
    from tileiras.driver.options import CompileOptions
    from tileiras.passes import PassPipelineError, verify_module

    options = CompileOptions(gpu_name=args.gpu_name)
    target = options.target if args.gpu_name else None
    try:
        stages = pipeline.parse_stage_pipeline(args.pass_pipeline, target)
    except PassPipelineError as e:
        error(str(e))
        return EXIT_USAGE
    try:
        data = _read(args.input)
    except OSError as e:
        error(f"unable to read input file '{args.input}': {e.strerror}")
        return EXIT_USAGE
    from xdsl.utils.exceptions import VerifyException

    from tileiras.bytecode.errors import BytecodeError
    from tileiras.conversion.errors import ConversionError
    from tileiras.dialects.cuda_tile.asm import ParseError
    from tileiras.diagnostics import CompileError, report
    from tileiras.driver.ir_files import IRParseError, is_pure_cuda_tile, load_module, print_module

    try:
        module = load_module(data, args.input, args.allow_unregistered_dialect)
    except (BytecodeError, ParseError, UnicodeDecodeError, IRParseError) as e:
        error(str(e))
        return EXIT_BYTECODE
    try:
        verify_module(module)
    except VerifyException as e:
        error(str(e))
        return EXIT_COMPILE
    state = pipeline.PipelineState(module, target, options)
    try:
        pipeline.run_stages(state, stages)
        if not stages or stages[-1].gives == pipeline.MLIR:
            verify_module(module)
    except ConversionError as e:
        sys.stderr.write(str(e) + "\n")
        return EXIT_COMPILE
    except CompileError as e:
        report(e)
        return e.exit_code
    except VerifyException as e:
        error(f"IR does not verify after the pass pipeline: {e}")
        return EXIT_COMPILE
    if not stages or stages[-1].gives == pipeline.MLIR:
        # cuda_tile prints as tileirdisasm does unless --generic; later dialects in generic form
        generic = args.generic or not is_pure_cuda_tile(module)
        output = print_module(module, generic=generic, debug_info=args.print_debug_info).encode()
    elif stages[-1].gives == pipeline.CUBIN:
        output = state.cubin
    else:
        output = stages[-1].dump(state).encode()
    if args.output:
        from tileiras.driver.io import write_output

        try:
            write_output(args.output, output)
        except CompileError as e:
            report(e)
            return e.exit_code
    else:
        _write_stdout(output)
    return EXIT_SUCCESS


def _write_stdout(output: bytes) -> None:
    """Text as text (so a captured stdout sees it), a cubin as bytes."""
    try:
        sys.stdout.write(output.decode("utf-8"))
    except UnicodeDecodeError:
        sys.stdout.flush()
        sys.stdout.buffer.write(output)


def main() -> int:
    return guarded(lambda: run(sys.argv[1:]), "internal compiler error")


if __name__ == "__main__":
    sys.exit(main())
