"""What a tool's own process does that a library call must not: a garbage collector tuned for
a short-lived compiler, and an exit without the interpreter's teardown.

A compile imports about 450 modules (xDSL's op classes, numpy) and builds IR whose objects
mostly live to the end. With CPython's default thresholds the cyclic collector runs about 180
times in a small kernel's compile, each young collection re-walking the import-time objects
not yet promoted: 60-100 ms of a one-second run. A tool process therefore

- raises the first generation's threshold (`GC_THRESHOLDS`, the setting mypy uses for the
  same reason), so collections are rare but memory held by garbage cycles stays bounded
  (every tool's process, from the moment `tileiras.cli` is imported);
- freezes (`gc.freeze`) what exists once the input is read and verified: the imported modules
  and the input's IR, which no later collection needs to walk again;
- ends with `os._exit` once its output is written and closed and its streams flushed, which
  skips the interpreter's teardown (freeing every module and object one by one: 50-100 ms)
  and changes nothing else: every child has been reaped and every temporary file removed by
  then (`tileiras.termination` keeps the registry; `finish` empties it first, in case).

`enter()` is called by a tool's `main` when it runs as the process (its console script or
`python -m`, where `tileiras.cli` installed the signal handlers); a test or library calling
`main(argv)` keeps Python's defaults and a normal return.
"""

from __future__ import annotations

import gc
import os
import sys

from tileiras import termination

GC_THRESHOLDS = (200_000, 30, 30)
"""Collector thresholds of a tool process (generation 0 counts allocations less frees)."""

_entered = False


def is_tool_process(argv: object) -> bool:
    """True when `main` runs as the tool's own process: called with no argv (its console
    script, `python -m`) in a process launched as a tool (`tileiras.cli` installed the
    signal handlers)."""
    return argv is None and termination.installed()


def tune_collector() -> None:
    """`GC_THRESHOLDS` for the rest of the process. `tileiras.cli` calls it as a tool's
    process starts (before the tool's own imports); idempotent."""
    gc.set_threshold(*GC_THRESHOLDS)


def enter() -> None:
    """`main` runs as the tool's process: the collector tuned, `settle` enabled."""
    global _entered
    _entered = True
    tune_collector()


def settle() -> None:
    """The input is read: what exists now lives to the end; keep the collector off it.
    Nothing outside a tool process."""
    if _entered:
        gc.freeze()


def finish(code: int) -> None:
    """End the tool process with `code`, without the interpreter's teardown: streams
    flushed, children reaped and temporary files removed first. Never returns."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):
            pass
    from tileiras.cli import code_cache

    code_cache.save()  # after the output: a cache that cannot be written changes nothing
    termination.cleanup()
    os._exit(code)
