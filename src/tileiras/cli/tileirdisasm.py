"""`tileirdisasm FILE [-g]`: print TileIR bytecode as cuda_tile text, like NVIDIA's tool.

Command line, messages and exit codes follow NVIDIA's tileirdisasm 13.5: 0 on success, 1 for a
bad option, 2 for a missing or unreadable input, 3 for input that is not valid bytecode.
Options are LLVM `cl` style: `-g`/`--print-debug-info`, `--preview=F[,F]`, `--version`,
`--help`, `--help-hidden`; a single dash works for long names too.
"""

from __future__ import annotations

import sys
from importlib import resources

from tileiras import __version__

PROG = "tileirdisasm"
PREVIEW_FEATURES = ("simt",)

EXIT_OK = 0
EXIT_BAD_OPTION = 1
EXIT_NO_INPUT = 2
EXIT_BAD_BYTECODE = 3


def _text(name: str) -> str:
    return resources.files("tileiras.cli").joinpath("texts", name).read_text()


def version_banner() -> str:
    """The `--version` text: NVIDIA's layout, naming this implementation."""
    return (
        f"{PROG}: tileiras-py (open reimplementation of NVIDIA (R) Cuda Tile IR disassembler)\n"
        f"Cuda compilation tools, release 13.5, tileiras-py {__version__}\n"
    )


class _Usage(Exception):
    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


def _parse(argv: list[str]) -> tuple[str | None, bool, str | None]:
    """Return (input, debug_info, action) where action is help/help-hidden/version or None."""
    inputs: list[str] = []
    debug = False
    action: str | None = None
    only_positional = False
    for arg in argv:
        if only_positional or not arg.startswith("-") or arg == "-":
            inputs.append(arg)
            continue
        if arg == "--":
            only_positional = True
            continue
        name, _, value = arg.lstrip("-").partition("=")
        if name in ("g", "print-debug-info"):
            debug = value.lower() not in ("false", "0") if value else True
        elif name in ("help", "h"):
            action = action or "help"
        elif name == "help-hidden":
            action = action or "help-hidden"
        elif name == "version":
            action = action or "version"
        elif name == "preview":
            for feature in filter(None, value.split(",")):
                if feature not in PREVIEW_FEATURES:
                    raise _Usage(
                        f"{PROG}: for the --preview option: unknown preview feature '{feature}'; "
                        f"supported features: {', '.join(PREVIEW_FEATURES)}\n",
                        EXIT_BAD_OPTION,
                    )
        else:
            raise _Usage(
                f"{PROG}: Unknown command line argument '{arg}'.  Try: '{PROG} --help'\n",
                EXIT_BAD_OPTION,
            )
    if len(inputs) > 1:
        raise _Usage(
            f"{PROG}: Too many positional arguments specified!\n"
            f"Can specify at most 1 positional arguments: See: {PROG} --help\n",
            EXIT_BAD_OPTION,
        )
    return (inputs[0] if inputs else None), debug, action


def disassemble(data: bytes, debug_info: bool) -> str:
    """Bytecode to the text NVIDIA's tileirdisasm prints; raises BytecodeError."""
    from tileiras.bytecode.reader import read_bytecode
    from tileiras.dialects.cuda_tile.asm import print_module

    return print_module(read_bytecode(data).module, debug_info=debug_info)


def run(argv: list[str]) -> int:
    """Run the tool on `argv` (without the program name); returns the exit code."""
    from tileiras.bytecode.errors import BytecodeError

    try:
        path, debug, action = _parse(argv)
    except _Usage as usage:
        sys.stderr.write(str(usage))
        return usage.code
    if action == "help":
        sys.stdout.write(_text("tileirdisasm_help.txt"))
        return EXIT_OK
    if action == "help-hidden":
        sys.stdout.write(_text("tileirdisasm_help_hidden.txt"))
        return EXIT_OK
    if action == "version":
        sys.stdout.write(version_banner())
        return EXIT_OK
    if path is None:
        sys.stdout.write(_text("tileirdisasm_usage.txt"))
        sys.stderr.write("error: no input file provided\n\n")
        return EXIT_NO_INPUT
    try:
        with open(path, "rb") if path != "-" else sys.stdin.buffer as stream:
            data = stream.read()
    except OSError as err:
        sys.stderr.write(f"error: error: unable to read input file '{path}': {err.strerror}\n\n")
        return EXIT_NO_INPUT
    try:
        text = disassemble(data, debug)
    except BytecodeError as err:
        sys.stderr.write(f"error: {err}\n")
        sys.stderr.write("error: failed to read provided Tile IR bytecode\n")
        return EXIT_BAD_BYTECODE
    sys.stdout.write(text)
    return EXIT_OK


def main() -> None:
    """Console entry point."""
    try:
        code = run(sys.argv[1:])
    except KeyboardInterrupt:
        code = 130
    except Exception as err:  # noqa: BLE001 - the last line of defence: never a traceback
        sys.stderr.write(f"error: internal error: {type(err).__name__}: {err}\n")
        code = 5
    sys.exit(code)


if __name__ == "__main__":
    main()
