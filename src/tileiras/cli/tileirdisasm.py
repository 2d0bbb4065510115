"""`tileirdisasm FILE [-g]`: print TileIR bytecode as cuda_tile text, like NVIDIA's tool.

Command line, messages and exit codes follow NVIDIA's tileirdisasm 13.5: 0 on success, 1 for a
bad option, 2 for a missing or unreadable input, 3 for input that is not valid bytecode.
Options are LLVM `cl` style: `-g`/`--print-debug-info`, `--preview=F[,F]`, `--version`,
`--help`, `--help-hidden`; a single dash works for long names too.
"""

from __future__ import annotations

import sys
from collections.abc import Collection
from typing import TYPE_CHECKING, TextIO

from tileiras.cli.console import guarded
from tileiras.driver import version
from tileiras.driver.cl import ExitRequest, Option, Parser, generic_options
from tileiras.driver.io import MLIR_MAGIC, NOT_BYTECODE, TILEIR_MAGIC

if TYPE_CHECKING:
    from tileiras.bytecode.errors import BytecodeError

PROG = "tileirdisasm"
PREVIEW_FEATURES = ("simt",)
OVERVIEW = "tileirdisasm: NVIDIA (R) Cuda Tile IR disassembler\n"

EXIT_OK = 0
EXIT_BAD_OPTION = 1
EXIT_NO_INPUT = 2
EXIT_BAD_BYTECODE = 3

# NVIDIA's option-table order, which decides ties in "Did you mean"
# (measured by tools/regen_cli_goldens.py --derive-order).
SUGGEST_ORDER = ("preview", "print-all-options", "g", "help-hidden", "print-options", "help-list", "help",
                 "h", "help-list-hidden", "print-debug-info", "version")


def version_banner() -> str:
    """The `--version` text: NVIDIA's layout, naming this implementation."""
    return version.banner(PROG, "Cuda Tile IR disassembler")


def _preview(value: str) -> str:
    if value not in PREVIEW_FEATURES:
        raise ValueError(
            f"unknown preview feature '{value}'; supported features: {', '.join(PREVIEW_FEATURES)}"
        )
    return value


def make_parser() -> Parser:
    category = "TileIR Disassembler Options"
    return Parser(
        overview=OVERVIEW,
        usage_positional="<tile bytecode file>",
        options=generic_options() + [
            Option("g", "Alias for --print-debug-info", alias_of="print-debug-info", grouping=True,
                   category=category),
            Option("preview", "Enable one or more named preview features", kind="string", dest="preview",
                   value_name="feature[,feature...]", list_=True, comma_separated=True, parse=_preview,
                   category=category),
            Option("print-debug-info", "Annotate disassembly with debugging information, if present.",
                   dest="debug_info", category=category),
        ],
        suggest_order=SUGGEST_ORDER,
        version_printer=version_banner,
    )


def disassemble(data: bytes, debug_info: bool, preview: Collection[str] | None = None) -> str:
    """Bytecode to the text NVIDIA's tileirdisasm prints (the module read and verified as
    NVIDIA's reader does); raises BytecodeError. `preview`: the enabled preview features."""
    from tileiras.bytecode.reader import read_bytecode
    from tileiras.dialects.cuda_tile.asm import print_module

    module = read_bytecode(data, verify=True, preview_features=preview).module
    # NVIDIA prints the module body, which ends with a newline even when it is empty.
    return print_module(module, debug_info=debug_info) or "\n"


def report(err: "BytecodeError", stream: TextIO) -> None:
    """A reader error as NVIDIA prints it: each line of the chain, then the closing line."""
    for location, text in err.lines():
        stream.write(f"{location}: error: {text}\n" if location else f"error: {text}\n")
    stream.write("error: failed to read provided Tile IR bytecode\n")


def run(argv: list[str], argv0: str = PROG) -> int:
    """Run the tool on `argv` (without the program name); returns the exit code."""
    from tileiras.bytecode.errors import BytecodeError

    parser = make_parser()
    try:
        ns, positionals = parser.parse(argv, argv0)
    except ExitRequest as e:
        return e.code
    path, debug = (positionals[0] if positionals else None), bool(ns.debug_info)
    if path is None:
        sys.stdout.write(parser.help_text(show_hidden=False, categorized=False))
        sys.stderr.write("error: no input file provided\n\n")
        return EXIT_NO_INPUT
    try:
        # "-" is a file name here, not standard input: NVIDIA's tileirdisasm reads no stdin
        with open(path, "rb") as stream:
            data = stream.read()
    except OSError as err:
        sys.stderr.write(f"error: error: unable to read input file '{path}': {err.strerror}\n\n")
        return EXIT_NO_INPUT
    if not data.startswith(TILEIR_MAGIC):
        # NVIDIA checks the magic first and says only this.
        mlir = " (it looks like MLIR bytecode instead)" if data.startswith(MLIR_MAGIC) else ""
        sys.stderr.write(f"error: {NOT_BYTECODE}{mlir}\n")
        return EXIT_BAD_BYTECODE
    try:
        text = disassemble(data, debug, ns.preview or ())
    except BytecodeError as err:
        report(err, sys.stderr)
        return EXIT_BAD_BYTECODE
    sys.stdout.write(text)
    return EXIT_OK


def main() -> None:
    """Console entry point."""
    sys.exit(guarded(lambda: run(sys.argv[1:], sys.argv[0] if sys.argv and sys.argv[0] else PROG)))


if __name__ == "__main__":
    main()
