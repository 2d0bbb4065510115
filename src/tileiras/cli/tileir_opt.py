"""``tileir-opt INPUT [-o OUT] [--pass-pipeline=PASSES] [-g] [--generic]``: read cuda_tile IR
(bytecode, or the text ``tileirdisasm`` prints), verify it, run passes, print it.

Not an NVIDIA tool; the ``mlir-opt`` of this project. Exit codes as tileiras: 1 command line
or unreadable file, 3 input that does not parse, 5 IR that fails verification or a pass.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from tileiras.driver.diagnostics import EXIT_BYTECODE, EXIT_COMPILE, EXIT_SUCCESS, EXIT_USAGE, error
from tileiras.driver.io import TILEIR_MAGIC

# TODO(passes): no pass is registered yet; see the issue "transforms: cuda_tile passes and the
# pass registry". Until then only the empty pipeline is accepted.
PASSES: dict[str, object] = {}


def _arguments() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="tileir-opt", description=__doc__.split("\n\n")[0])
    ap.add_argument("input", help="bytecode or cuda_tile text ('-' for standard input)")
    ap.add_argument("-o", "--output-file", dest="output", help="write here instead of stdout")
    ap.add_argument("--pass-pipeline", default="", help="comma-separated pass names")
    ap.add_argument("-g", "--print-debug-info", action="store_true", help="print locations")
    ap.add_argument("--generic", action="store_true", help="print MLIR's generic op form")
    return ap


def _read(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as f:
        return f.read()


def _load(data: bytes, filename: str):
    """A cuda_tile module op from bytecode or text."""
    if data.startswith(TILEIR_MAGIC):
        from tileiras.bytecode.reader import read_bytecode

        return read_bytecode(data).module
    from tileiras.dialects.cuda_tile import asm

    module = asm.parse_module(data.decode("utf-8"), filename=filename)
    module.verify()
    return module


def run(argv: Sequence[str]) -> int:
    try:
        args = _arguments().parse_args(list(argv))
    except SystemExit as e:
        return EXIT_SUCCESS if e.code == 0 else EXIT_USAGE
    passes = [p for p in args.pass_pipeline.split(",") if p]
    unknown = [p for p in passes if p not in PASSES]
    if unknown:
        error(f"unknown pass '{unknown[0]}'")
        return EXIT_USAGE
    try:
        data = _read(args.input)
    except OSError as e:
        error(f"unable to read input file '{args.input}': {e.strerror}")
        return EXIT_USAGE
    from xdsl.utils.exceptions import VerifyException

    from tileiras.bytecode.errors import BytecodeError
    from tileiras.dialects.cuda_tile.asm import ParseError, print_module

    try:
        module = _load(data, args.input)
    except (BytecodeError, ParseError, UnicodeDecodeError) as e:
        error(str(e))
        return EXIT_BYTECODE
    except VerifyException as e:
        error(str(e))
        return EXIT_COMPILE
    text = print_module(module, debug_info=args.print_debug_info, generic=args.generic)
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
    try:
        return run(sys.argv[1:])
    except KeyboardInterrupt:
        return 130
    except Exception as e:  # noqa: BLE001 - never a traceback
        error(f"internal compiler error: {type(e).__name__}: {e}")
        return EXIT_COMPILE


if __name__ == "__main__":
    sys.exit(main())
