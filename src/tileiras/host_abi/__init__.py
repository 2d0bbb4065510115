"""A CPU oracle for NVIDIA's tile launch ABI: the host object (`.nv.host`) in a tileiras cubin.

NVIDIA's tileiras puts an x86-64 relocatable ELF into every cubin's `.nv.host` section. The CUDA
driver loads it and calls its callbacks at module load and at launch. This package extracts that
object (`elf`), loads it into this process with llvmlite behind a fake driver that records every
call (`loader`), and decodes its `__CUDA_TILEIR_*` tables (`tables`). It is a leaf: stdlib,
llvmlite and numpy only. See docs/host-abi.md.
"""

from tileiras.host_abi.elf import ElfSymbol, nv_host_object, object_symbols
from tileiras.host_abi.loader import HostCallRecord, LoadedHostObject, jit_available, load_host_object
from tileiras.host_abi.tables import CallbackTable, FuncCallbacks

__all__ = ["CallbackTable", "ElfSymbol", "FuncCallbacks", "HostCallRecord", "LoadedHostObject",
           "jit_available", "load_host_object", "nv_host_object", "object_symbols"]
