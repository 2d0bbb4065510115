"""``tileiras-run BYTECODE --entry NAME --grid X[,Y[,Z]]``: run a kernel on the CPU with the numpy
reference interpreter (``tileiras.interp``) and print its results.

Not an NVIDIA tool.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from tileiras.driver.diagnostics import EXIT_COMPILE, EXIT_SUCCESS, EXIT_USAGE, error

# TODO(interp): the interpreter's entry point does not exist yet; see the issue
# "interp: numpy reference interpreter for cuda_tile programs". This command parses its
# command line and stops with exit 5 until then.
UNAVAILABLE = "the reference interpreter is not available yet"


def _arguments() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="tileiras-run", description=__doc__.split("\n\n")[0])
    ap.add_argument("input", help="Tile IR bytecode file")
    ap.add_argument("--entry", help="entry function to run (default: the only one)")
    ap.add_argument("--grid", default="1", help="tile-block grid, X[,Y[,Z]] (default 1)")
    return ap


def run(argv: Sequence[str]) -> int:
    try:
        _arguments().parse_args(list(argv))
    except SystemExit as e:
        return EXIT_SUCCESS if e.code == 0 else EXIT_USAGE
    error(UNAVAILABLE)
    return EXIT_COMPILE


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
