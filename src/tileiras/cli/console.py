"""The console entry points' last line of defence: never a Python traceback.

`guarded(run)` runs a tool and returns its exit code: Ctrl-C is 130, any unexpected
exception (a bug) is reported as `error: internal error: Kind: message` and exit 5.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

EXIT_INTERNAL = 5


def guarded(run: Callable[[], int], what: str = "internal error") -> int:
    """`run()`'s exit code; an exception that escapes it becomes one line on stderr."""
    try:
        return run()
    except KeyboardInterrupt:
        return 130
    except RecursionError:
        sys.stderr.write(f"error: {what}: input nests too deeply\n")
        return EXIT_INTERNAL
    except Exception as err:  # noqa: BLE001 - the point: never a traceback
        sys.stderr.write(f"error: {what}: {type(err).__name__}: {err}\n")
        return EXIT_INTERNAL
