"""A CPU oracle for NVIDIA's tile launch ABI: the host object (`.nv.host`) in a tileiras cubin.

NVIDIA's tileiras puts an x86-64 relocatable ELF into every cubin's `.nv.host` section. The CUDA
driver loads it and calls its callbacks at module load and at launch. This package extracts that
object (`elf`), loads it into this process with llvmlite behind a fake driver that records every
call (`loader`), and decodes its `__CUDA_TILEIR_*` tables (`tables`). It is a leaf: stdlib,
llvmlite and numpy only. See docs/host-abi.md.
"""

import importlib

_EXPORTS = {
    "ElfSymbol": "elf", "nv_host_object": "elf", "object_symbols": "elf",
    "HostCallRecord": "loader", "LoadedHostObject": "loader", "jit_available": "loader",
    "load_host_object": "loader",
    "CallbackTable": "tables", "FuncCallbacks": "tables",
}
"""Each name this package exports and its module, imported on first use (PEP 562): a compile
needs only `tensor_map`, and the loader's imports (platform, ctypes, llvmlite) cost every
kernel otherwise."""

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> object:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
