"""`tileir-as FILE.mlir -o OUT [--bytecode-version 13.x]`: cuda_tile text to TileIR bytecode.

NVIDIA ships no such tool. It accepts the custom form `tileirdisasm` prints (with or without
`-g` locations) and the generic MLIR form, verifies the IR, and writes bytecode of the chosen
version (default: the newest, 13.5), refusing IR that version cannot hold.

Exit codes: 0 success, 1 bad command line or unreadable file, 3 text that does not parse,
5 IR that fails verification or cannot be written at the requested version. The output file is
written only when everything succeeded.
"""

from __future__ import annotations

import argparse
import os
import sys

from tileiras.cli.console import guarded
from tileiras.dialects.cuda_tile.versions import NEWEST_VERSION, SUPPORTED_VERSIONS, Version

EXIT_OK = 0
EXIT_USAGE = 1
EXIT_PARSE = 3
EXIT_INVALID = 5


def _arguments() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tileir-as",
        description="Assemble cuda_tile text (custom or generic MLIR form) into TileIR bytecode.",
    )
    parser.add_argument("input", help="cuda_tile text file ('-' for standard input)")
    parser.add_argument("-o", "--output-file", dest="output", default=None,
                        help="bytecode file to write (default: INPUT with the suffix .tileirbc)")
    parser.add_argument("--bytecode-version", default=str(NEWEST_VERSION),
                        help="bytecode version to write: "
                        + ", ".join(str(v) for v in SUPPORTED_VERSIONS)
                        + f" (default {NEWEST_VERSION})")
    return parser


def run(argv: list[str]) -> int:
    """Run the tool on `argv` (without the program name); returns the exit code."""
    from xdsl.utils.exceptions import VerifyException

    from tileiras.bytecode.errors import BytecodeError
    from tileiras.bytecode.writer import uses_preview, write_bytecode
    from tileiras.dialects.cuda_tile.asm import ParseError, parse_module
    from tileiras.dialects.cuda_tile.verifiers import verify_ir
    from tileiras.diagnostics import CompileError
    from tileiras.driver.io import write_output

    try:
        args = _arguments().parse_args(argv)
    except SystemExit as exit_:
        return EXIT_OK if exit_.code == 0 else EXIT_USAGE
    try:
        version = Version.parse(args.bytecode_version)
    except ValueError as err:
        sys.stderr.write(f"error: {err}\n")
        return EXIT_USAGE
    if version not in SUPPORTED_VERSIONS:
        sys.stderr.write(
            f"error: unsupported bytecode version {version}; supported: "
            + ", ".join(str(v) for v in SUPPORTED_VERSIONS) + "\n")
        return EXIT_USAGE
    try:
        if args.input == "-":
            text = sys.stdin.read()
        else:
            with open(args.input, encoding="utf-8") as stream:
                text = stream.read()
    except (OSError, UnicodeDecodeError) as err:
        sys.stderr.write(f"error: cannot read '{args.input}': {getattr(err, 'strerror', None) or err}\n")
        return EXIT_USAGE
    filename = "<stdin>" if args.input == "-" else args.input
    try:
        module = parse_module(text, filename=filename)
        verify_ir(module)  # NVIDIA's rules, in MLIR's order
    except ParseError as err:
        sys.stderr.write(f"{err}\n")
        return EXIT_PARSE
    except VerifyException as err:
        sys.stderr.write(f"error: {err}\n")
        return EXIT_INVALID
    try:
        # Public-preview ops (preview$call) are written with the header's preview bit.
        data = write_bytecode(module, version, preview=uses_preview(module))
    except BytecodeError as err:
        sys.stderr.write(f"error: {err}\n")
        return EXIT_INVALID
    output = args.output or (os.path.splitext(filename)[0] + ".tileirbc")
    try:
        write_output(output, data)
    except CompileError as err:
        sys.stderr.write(f"error: {err.message}\n")
        return EXIT_USAGE
    return EXIT_OK


def main() -> None:
    """Console entry point."""
    sys.exit(guarded(lambda: run(sys.argv[1:])))


if __name__ == "__main__":
    main()
