"""The command-line tools.

Importing this package from a tool's launcher (the console scripts, ``python -m
tileiras.cli.X``) installs `tileiras.termination`'s signal handlers before the tool's
modules (numpy, xDSL, llvmlite) are imported, so that Ctrl-C or SIGTERM at any moment ends
the tool by that signal, quietly, with its children and temporary files gone, and tunes the
garbage collector for a short-lived process (`tileiras.cli.process`), and caches the code
`dataclasses` compiles as xDSL's classes are defined (`tileiras.cli.code_cache`). Imported by anything
else (a test, a library user), it leaves signal handling and the collector alone.
"""

from __future__ import annotations

import os
import sys

TOOLS = frozenset({"tileiras", "tileirdisasm", "tileir-as", "tileir-opt", "tileiras-run"})


def _launched_as_tool() -> bool:
    argv0 = sys.argv[0] if sys.argv else ""
    # "-m": `python -m tileiras.cli.X` while it imports the packages above X
    return argv0 == "-m" or os.path.basename(argv0) in TOOLS


if _launched_as_tool():
    from tileiras import termination
    from tileiras.cli import code_cache, process

    termination.install()
    process.tune_collector()  # before the tool's imports (tileiras.cli.process says why)
    code_cache.install()  # dataclasses' methods compiled once, not per process
