"""``tileir-opt INPUT [-o OUT] [--pass-pipeline=PIPELINE] [-g] [--generic]``: read IR, verify it,
run passes, print it.

Not an NVIDIA tool; the ``mlir-opt`` of this project. INPUT is TileIR bytecode, cuda_tile text
(the form ``tileirdisasm`` prints, or its generic form), or MLIR generic text of any dialect in
the pipeline (nv_tileaa, arith, scf, ...). PIPELINE is MLIR's syntax, e.g.
``builtin.module(convert-cuda-tile-to-nv-tileaa,canonicalize)``; the pass names are those of
``tileiras.passes``. IR that is still pure cuda_tile prints as ``tileirdisasm`` does; anything
else prints in MLIR's generic form.

Exit codes as tileiras: 1 command line, unknown pass or unreadable file, 3 input that does not
parse, 5 IR that fails verification or a pass.
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import Sequence

from tileiras.driver.diagnostics import EXIT_BYTECODE, EXIT_COMPILE, EXIT_SUCCESS, EXIT_USAGE, error
from tileiras.cli.console import guarded
from tileiras.driver.io import TILEIR_MAGIC


class _ParseFailure(Exception):
    """Text input that neither the cuda_tile parser nor the MLIR parser accepts."""


def _arguments() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="tileir-opt", description=__doc__.split("\n\n")[0])
    ap.add_argument("input", help="bytecode, cuda_tile text or MLIR generic text ('-' for standard input)")
    ap.add_argument("-o", "--output-file", dest="output", help="write here instead of stdout")
    ap.add_argument("--pass-pipeline", default="",
                    help="MLIR pass pipeline, e.g. 'builtin.module(convert-cuda-tile-to-nv-tileaa,canonicalize)'")
    ap.add_argument("-g", "--print-debug-info", action="store_true", help="print locations")
    ap.add_argument("--generic", action="store_true", help="print MLIR's generic op form")
    ap.add_argument("--allow-unregistered-dialect", action="store_true",
                    help="accept ops of unknown names in MLIR text input")
    return ap


def _read(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as f:
        return f.read()


_CUDA_TILE_TEXT = re.compile(r"^\s*(cuda_tile\.module\b|module\s+@|entry\s+@|\"cuda_tile\.module\")", re.M)


def _looks_like_cuda_tile(text: str) -> bool:
    body = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))
    return bool(_CUDA_TILE_TEXT.search(body)) and "nv_tileaa." not in body


def _load(data: bytes, filename: str, allow_unregistered: bool = False):
    """The input as a `builtin.module` (a cuda_tile module is wrapped in one)."""
    from xdsl.dialects.builtin import ModuleOp

    if data.startswith(TILEIR_MAGIC):
        from tileiras.bytecode.reader import read_bytecode

        return ModuleOp([read_bytecode(data).module])
    text = data.decode("utf-8")
    if _looks_like_cuda_tile(text):
        try:
            from tileiras.dialects.cuda_tile.asm import parse_module  # type: ignore[attr-defined]
        except ImportError:
            parse_module = None
        if parse_module is not None:
            module = parse_module(text, filename=filename)
            return module if isinstance(module, ModuleOp) else ModuleOp([module])
    return _parse_mlir(text, filename, allow_unregistered)


def _parse_mlir(text: str, filename: str, allow_unregistered: bool = False):
    from xdsl.dialects.builtin import ModuleOp
    from xdsl.parser import Parser
    from xdsl.utils.exceptions import ParseError as XdslParseError

    from tileiras.passes import make_context

    try:
        module = Parser(make_context(allow_unregistered), text, name=filename).parse_module()
    except XdslParseError as e:
        raise _ParseFailure(str(e)) from None
    except (NotImplementedError, ValueError, TypeError) as e:
        # an attribute or type whose generic text form xDSL cannot build (`!cuda_tile.tile<i32>`)
        raise _ParseFailure(f"{filename}: cannot parse: {e}") from None
    return module if isinstance(module, ModuleOp) else ModuleOp([module])


def _check_module_level(module) -> None:
    """A cuda_tile module holds entries and globals only, as tileir-as and the bytecode
    require: other ops there (issue 11, defect 12) are refused in tileir-as's words."""
    from xdsl.utils.exceptions import VerifyException

    for top in module.body.block.ops:
        if top.name != "cuda_tile.module":
            continue
        for op in top.regions[0].block.ops if top.regions and top.regions[0].blocks else ():
            if op.name not in ("cuda_tile.entry", "cuda_tile.global"):
                raise VerifyException(f"only entry and global ops may be written at module level, got '{op.name}'")


def _is_pure_cuda_tile(module) -> bool:
    ops = list(module.body.block.ops)
    return (len(ops) == 1 and ops[0].name == "cuda_tile.module"
            and all(op.name.startswith("cuda_tile.") for op in ops[0].walk()))


def _print(module, args) -> str:
    if _is_pure_cuda_tile(module):
        from tileiras.dialects.cuda_tile.asm import print_module

        return print_module(next(iter(module.body.block.ops)), debug_info=args.print_debug_info,
                            generic=args.generic)
    import io

    from xdsl.printer import Printer

    stream = io.StringIO()
    Printer(stream=stream, print_generic_format=True, print_debuginfo=args.print_debug_info).print_op(module)
    stream.write("\n")
    return stream.getvalue()


def run(argv: Sequence[str]) -> int:
    try:
        args = _arguments().parse_args(list(argv))
    except SystemExit as e:
        return EXIT_SUCCESS if e.code == 0 else EXIT_USAGE
    from tileiras.passes import PassPipelineError, make_context, parse_pass_pipeline, verify_module

    try:
        pipeline = parse_pass_pipeline(args.pass_pipeline)
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

    try:
        module = _load(data, args.input, args.allow_unregistered_dialect)
    except (BytecodeError, ParseError, UnicodeDecodeError, _ParseFailure) as e:
        error(str(e))
        return EXIT_BYTECODE
    try:
        verify_module(module)
        _check_module_level(module)
    except VerifyException as e:
        error(str(e))
        return EXIT_COMPILE
    try:
        pipeline.apply(make_context(), module)
        verify_module(module)
    except ConversionError as e:
        sys.stderr.write(str(e) + "\n")
        return EXIT_COMPILE
    except VerifyException as e:
        error(f"IR does not verify after the pass pipeline: {e}")
        return EXIT_COMPILE
    text = _print(module, args)
    if args.output:
        from tileiras.driver.diagnostics import CompileError, report
        from tileiras.driver.io import write_output

        try:
            write_output(args.output, text.encode())
        except CompileError as e:
            report(e)
            return e.exit_code
    else:
        sys.stdout.write(text)
    return EXIT_SUCCESS


def main() -> int:
    return guarded(lambda: run(sys.argv[1:]), "internal compiler error")


if __name__ == "__main__":
    sys.exit(main())
