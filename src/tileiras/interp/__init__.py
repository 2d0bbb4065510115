"""The numpy reference interpreter for cuda_tile programs (see docs/interp.md).

`launch(kernel, grid, *args)` runs a kernel cuTile style on numpy arrays; `Interpreter` runs an
entry with raw arguments; `run_and_compare` is the differential harness.
"""

from tileiras.interp.differential import DifferentialMismatch, run_and_compare
from tileiras.interp.errors import (
    InterpError,
    KernelAssertionError,
    LaunchError,
    MemoryAccessError,
    UndefinedBehaviorError,
    UnsupportedError,
)
from tileiras.interp.launch import Buffer, Constant, LaunchResult, Pointer, launch, load_module
from tileiras.interp.device_memory import Memory
from tileiras.interp.runner import Interpreter, text_tracer

__all__ = [
    "launch", "load_module", "Constant", "Pointer", "Buffer", "LaunchResult", "Interpreter", "Memory",
    "text_tracer", "run_and_compare", "DifferentialMismatch", "InterpError", "MemoryAccessError",
    "KernelAssertionError", "UndefinedBehaviorError", "UnsupportedError", "LaunchError",
]
