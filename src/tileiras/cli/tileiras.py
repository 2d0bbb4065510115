"""``tileiras [options] <tile bytecode file>``: compile Tile IR bytecode to a cubin.

A drop-in for NVIDIA's tileiras 13.5: same options, texts and exit codes
(``tileiras.diagnostics`` lists them). The order of checks is NVIDIA's:
command line, input file, bytecode magic and version, configuration
(``--gpu-name``, ``-O``, ``-g``), bytecode structure, compilation, output.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def run(argv: Sequence[str], argv0: str = "tileiras") -> int:
    """Run on ``argv`` (without the program name); returns the exit code."""
    from tileiras.diagnostics import EXIT_SUCCESS, EXIT_USAGE, CompileError, error, report
    from tileiras.driver import options as cli_options
    from tileiras.driver.cl import ExitRequest

    try:
        opts = cli_options.parse_args(argv, argv0)
    except ExitRequest as e:
        return e.code
    if opts.input is None:
        error("no input file provided\n")
        sys.stdout.write(cli_options.help_list(argv0))
        return EXIT_USAGE
    from tileiras.cli import process
    from tileiras.codegen import nvptx
    from tileiras.driver import compile as pipeline
    from tileiras.driver import io

    nvptx.GUARD_LLVM = True
    try:
        data = io.read_input(opts.input)
        if opts.start_after is not None:  # ours: the input is a stage's printed output
            cli_options.validate(opts, None)
            output = pipeline.compile_from_stage(data, opts)
        else:
            version = io.sniff_header(data)
            cli_options.validate(opts, version)
            read = io.check_bytecode(data, opts.preview)  # NVIDIA's reader and verifier: exit 3
            process.settle()
            with nvptx.started_early():  # LLVM starts on another core while we convert
                output = pipeline.compile_module(read.module, opts)
        io.write_output(opts.output, output)
    except CompileError as e:
        report(e)
        return e.exit_code
    return EXIT_SUCCESS


def main(argv: Sequence[str] | None = None) -> int:
    """Console entry point: never a traceback; an unexpected failure is exit 5.

    Run as the tool's process (no `argv`, launched as a tool), it does not return: it ends
    the process once the output is written (`tileiras.cli.process`). There, first of all,
    ``TILEIRAS_WARM=1`` hands the invocation to the warm server (`tileiras.driver.warm_client`;
    only the standard library is imported before) and ``--warm-start`` / ``--warm-stop`` run."""
    if argv is None:
        from tileiras import termination

        if termination.installed():
            from tileiras.driver import warm_client

            code = warm_client.hook(sys.argv)
            if code is not None:
                import os

                sys.stderr.flush()
                os._exit(code)
    return tool_main(argv)


def tool_main(argv: Sequence[str] | None = None) -> int:
    """`main` without the warm hook: the compile itself (also what a warm server's child runs)."""
    from tileiras.cli import console, process
    from tileiras.diagnostics import EXIT_COMPILE, error

    tool_process = process.is_tool_process(argv)
    if tool_process:
        process.enter()
    console.open_standard_streams()  # stdout closed (`>&-`): the cubin still goes to -o
    argv0 = sys.argv[0] if sys.argv and sys.argv[0] else "tileiras"
    args = sys.argv[1:] if argv is None else list(argv)
    try:
        code = console.deep(lambda: run(args, argv0))
    except KeyboardInterrupt:
        code = 130
    except RecursionError:
        error("internal compiler error: input nests too deeply")
        code = EXIT_COMPILE
    except Exception as e:  # noqa: BLE001 - the last line of defence
        error(f"internal compiler error: {type(e).__name__}: {e}")
        code = EXIT_COMPILE
    code = console.finish_stdout(code)
    if tool_process:
        process.finish(code)
    return code


if __name__ == "__main__":
    sys.exit(main())
