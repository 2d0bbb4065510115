"""Load a host object into this process with llvmlite and call its callbacks behind a fake driver.

The object is relocated by LLVM's RuntimeDyld (`ExecutionEngine.add_object_file`); NVIDIA's
objects use the large code model (GOT64/GOTOFF64 relocations), which it handles. Undefined
symbols other than `_GLOBAL_OFFSET_TABLE_` are bound to recording stubs. The driver reaches the
object only through pointers: `__CUDA_TILEIR_ON_PRE_LOAD(driver, handle, mode, out)` receives a
table of driver entry points (`FakeDriver`: every slot a ctypes callback that records its call),
and the argument-change callbacks receive buffers we own, which we diff after the call.

Calling foreign machine code can crash the process on a wrong guess about a signature; callers
that explore (tools/nvhost_survey.py) run it in a child process.
"""

from __future__ import annotations

import ctypes
import functools
import platform
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tileiras.host_abi.elf import object_symbols
from tileiras.host_abi.tables import CallbackTable

ET_REL = 1
EM_X86_64 = 62
DRIVER_SLOTS = 64
SLOT_DEVICE_ATTRIBUTE = 6  # driver[6](handle, attribute, int *out), seen in every ON_PRE_LOAD
CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16
_WORD = ctypes.c_uint64
_STUB = ctypes.CFUNCTYPE(_WORD, _WORD, _WORD, _WORD, _WORD, _WORD, _WORD)


@dataclass(frozen=True)
class HostCallRecord:
    """One call out of the host object: a driver-table slot (`slot`) or an undefined symbol
    (`symbol`), with the six integer argument registers."""

    slot: int | None
    symbol: str | None
    args: tuple[int, ...]


@functools.cache
def jit_available() -> bool:
    """Whether this platform can load x86-64 host objects (x86-64 host with a working llvmlite)."""
    if platform.machine().lower() not in ("x86_64", "amd64"):
        return False
    try:
        _engine()
    except Exception:  # noqa: BLE001  (any llvmlite failure means: no JIT here)
        return False
    return True


def _engine():
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    tm = llvm.Target.from_default_triple().create_target_machine(codemodel="large")
    mod = llvm.parse_assembly("")
    mod.triple = llvm.get_default_triple()
    return llvm, llvm.create_mcjit_compiler(mod, tm)


class FakeDriver:
    """A table of `DRIVER_SLOTS` entry points that record every call. Slot 6 answers device
    attribute queries from `attributes` (written as int32 through the third argument)."""

    def __init__(self, attributes: dict[int, int] | None = None) -> None:
        self.attributes = dict(attributes or {CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: 132})
        self.calls: list[HostCallRecord] = []
        self._stubs = [_STUB(self._make(i)) for i in range(DRIVER_SLOTS)]
        self.table = (ctypes.c_void_p * DRIVER_SLOTS)(*[ctypes.cast(s, ctypes.c_void_p) for s in self._stubs])

    def _make(self, slot: int) -> Callable[..., int]:
        def call(*args: int) -> int:
            self.calls.append(HostCallRecord(slot, None, tuple(args)))
            if slot == SLOT_DEVICE_ATTRIBUTE and args[2]:
                ctypes.c_int32.from_address(args[2]).value = self.attributes.get(args[1], 0)
            return 0
        return call

    @property
    def address(self) -> int:
        return ctypes.addressof(self.table)


@dataclass
class BufferWrite:
    """Bytes a callback changed in one of the buffers it was given: `buffer` index, offset."""

    buffer: int
    offset: int
    before: bytes
    after: bytes


@dataclass
class ArgumentsChangeResult:
    returned: int
    writes: list[BufferWrite] = field(default_factory=list)
    calls: list[HostCallRecord] = field(default_factory=list)


def _diff(index: int, before: bytes, after: bytes) -> list[BufferWrite]:
    out: list[BufferWrite] = []
    i = 0
    while i < len(before):
        if before[i] == after[i]:
            i += 1
            continue
        j = i
        while j < len(before) and before[j] != after[j]:
            j += 1
        out.append(BufferWrite(index, i, before[i:j], after[i:j]))
        i = j
    return out


class LoadedHostObject:
    """One host object relocated into this process. Keep it alive while using its addresses."""

    def __init__(self, obj: bytes) -> None:
        self.obj = obj
        self.symbols = object_symbols(obj)  # ValueError when it is not ELF64
        if int.from_bytes(obj[16:18], "little") != ET_REL or int.from_bytes(obj[18:20], "little") != EM_X86_64:
            raise ValueError("not an x86-64 relocatable object")
        self.extern_calls: list[HostCallRecord] = []
        self._extern_stubs = []
        llvm, self._ee = _engine()
        for sym in self.symbols:
            if not sym.defined and sym.name != "_GLOBAL_OFFSET_TABLE_":
                stub = _STUB(self._extern(sym.name))
                self._extern_stubs.append(stub)
                llvm.add_symbol(sym.name, ctypes.cast(stub, ctypes.c_void_p).value)
        self._ee.add_object_file(llvm.ObjectFileRef.from_data(obj))
        self._ee.finalize_object()
        self.callbacks_address = self._ee.get_global_value_address("__CUDA_TILEIR_CALLBACKS")
        if not self.callbacks_address:
            raise ValueError("the host object defines no __CUDA_TILEIR_CALLBACKS")
        self.table = CallbackTable.read(self.callbacks_address)

    def _extern(self, name: str) -> Callable[..., int]:
        def call(*args: int) -> int:
            self.extern_calls.append(HostCallRecord(None, name, tuple(args)))
            return 0
        return call

    def address_names(self) -> dict[int, str]:
        """Addresses the tables hold, named by the symbol they point to."""
        names = {self.callbacks_address: "__CUDA_TILEIR_CALLBACKS",
                 self.table.on_pre_load: "__CUDA_TILEIR_ON_PRE_LOAD",
                 self.table.func_callbacks: "__CUDA_TILEIR_FUNC_CALLBACKS"}
        for f in self.table.funcs:
            names[f.raw[0]] = f"__CUDA_TILEIR_FUNC_NAME_{f.index}"
            names[f.on_arguments_change] = f"__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE_{f.index}"
        names.pop(0, None)
        return names

    def describe_table(self) -> dict:
        return self.table.describe(self.address_names())

    def call_on_pre_load(self, mode: int, handle: int = 0x1234,
                         driver: FakeDriver | None = None) -> tuple[int, list[int] | None, FakeDriver]:
        """Call `__CUDA_TILEIR_ON_PRE_LOAD(driver, handle, mode, &out)`: its return value, the
        9 slots of the table `out` then points to (None if it wrote nothing), and the driver."""
        drv = driver or FakeDriver()
        fn = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, _WORD, ctypes.c_int32,
                              ctypes.POINTER(ctypes.c_void_p))(self.table.on_pre_load)
        out = ctypes.c_void_p(0)
        rc = fn(drv.address, handle, mode, ctypes.byref(out))
        slots = list((_WORD * 9).from_address(out.value)) if out.value else None
        return rc, slots, drv

    def call_on_arguments_change(self, func: int, buffers: Sequence[bytes],
                                 driver: FakeDriver | None = None) -> ArgumentsChangeResult:
        """Call kernel `func`'s argument-change callback with a pointer to a copy of each of
        `buffers` (at most 6) as its integer arguments; report its i32 result and every byte
        it changed in them."""
        if len(buffers) > 6:
            raise ValueError("at most 6 buffers")
        entry = self.table.funcs[func].on_arguments_change
        bufs = [ctypes.create_string_buffer(bytes(b), len(b)) for b in buffers]
        args = [ctypes.addressof(b) for b in bufs] + [0] * (6 - len(bufs))
        fn = ctypes.CFUNCTYPE(ctypes.c_int32, *([_WORD] * 6))(entry)
        start = len(self.extern_calls)
        rc = fn(*args)
        res = ArgumentsChangeResult(rc)
        for i, (b, orig) in enumerate(zip(bufs, buffers)):
            res.writes += _diff(i, bytes(orig), b.raw)
        res.calls = self.extern_calls[start:] + (driver.calls if driver else [])
        return res


def load_host_object(obj: bytes) -> LoadedHostObject:
    """Relocate `obj` (an x86-64 host object) into this process; ValueError if it is not one."""
    return LoadedHostObject(obj)
