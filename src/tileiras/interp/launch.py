"""Launch a kernel the way cuTile Python does, with numpy arrays and scalars.

cuTile Python's calling convention (`cutile_python_v1` and `v2`) passes each array argument as
its base pointer, then its shape, then its strides (in elements, in the array's index type,
`tile<i32>` or `tile<i64>`); a scalar as a 0-d tile; a `ct.Constant` not at all (it is baked
into the kernel). `launch` does that expansion against the entry's signature:

    out = np.zeros(1024, np.float32)
    launch(module, (4,), a, b, out, Constant(256))   # like ct.launch(stream, (4,), vadd, (a, b, out, 256))

Arrays are copied into the simulated global memory (any strides, also negative or zero) and
copied back into the same numpy arrays after the run, as if they were device arrays. Pass
`Constant(v)` for parameters the kernel declared `ct.Constant`; when the entry's name is a cuTile
mangled name and `cuda.tile` is installed, constants are recognised automatically (they may be
passed bare, and must equal the compiled-in value). With several entries in the module, the one
whose signature fits the arguments runs.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

import numpy as np
from xdsl.ir import Operation

from tileiras.dialects.cuda_tile import types as ctt
from tileiras.interp import dtypes as dt
from tileiras.interp.errors import LaunchError
from tileiras.interp.device_memory import Allocation, Memory
from tileiras.interp.registry import str_prop
from tileiras.interp.runner import Interpreter, Tracer, normalize_grid


@dataclass(frozen=True)
class Constant:
    """A `ct.Constant` argument: compiled into the kernel, so it takes no entry parameter."""

    value: Any


@dataclass(frozen=True)
class Pointer:
    """A raw device address for a pointer parameter (no shape or strides follow)."""

    address: int


@dataclass(frozen=True)
class Buffer:
    """An array passed as a bare pointer (no shape or strides follow), for kernels written by
    hand rather than by cuTile; copied in and out like any array."""

    array: np.ndarray


@dataclass
class LaunchResult:
    """What a launch did: the interpreter (memory, globals, UB events) and the arrays' copies."""

    interpreter: Interpreter
    entry_args: list[Any]
    arrays: list[tuple[np.ndarray, Allocation, int]] = field(default_factory=list)

    @property
    def memory(self) -> Memory:
        return self.interpreter.memory


def load_module(source: Any) -> Operation:
    """A cuda_tile module from an op, bytecode bytes, or a path to `.tileirbc`/`.mlir` text."""
    if isinstance(source, Operation):
        return source
    if isinstance(source, (str, os.PathLike)):
        path = os.fspath(source)
        with open(path, "rb") as f:
            data = f.read()
        return module_from_bytes(data, filename=path)
    if isinstance(source, (bytes, bytearray, memoryview)):
        return module_from_bytes(bytes(source))
    raise LaunchError(f"cannot load a module from {type(source).__name__}")


def module_from_bytes(data: bytes, filename: str = "<input>") -> Operation:
    """Bytecode (starts with the TileIR magic) or cuda_tile text."""
    if data[:8] == b"\x7fTileIR\x00":
        from tileiras.bytecode.reader import read_bytecode

        return read_bytecode(data).module
    from tileiras.dialects.cuda_tile.asm import parse_module

    return parse_module(data.decode("utf-8"), filename)


_NOT_CONSTANT = object()


def _constant_positions(entry_name: str) -> list[Any] | None:
    """For a cuTile mangled entry name, the compiled-in value of each constant parameter (and
    `_NOT_CONSTANT` for the others), read with cuda.tile's own demangler; None when the name is
    not mangled or cuda.tile is not installed."""
    if "_K" not in entry_name:
        return None
    try:
        from cuda.tile.compilation._name_mangling import demangle_kernel_name
        from cuda.tile.compilation._signature import ConstantConstraint
    except Exception:
        return None
    try:
        _, sig = demangle_kernel_name(entry_name)
    except Exception:
        return None
    return [p.value if isinstance(p, ConstantConstraint) else _NOT_CONSTANT for p in sig.parameters]


def expand_arguments(entry: Operation, args: Sequence[Any], memory: Memory,
                     names: Sequence[str] | None = None, *,
                     exact_dtypes: bool = False) -> tuple[list[Any], list[tuple[np.ndarray, Allocation, int]]]:
    """cuTile-style arguments -> the entry's raw arguments, copying arrays into `memory`.

    Returns the entry arguments and, per array, (array, allocation, address of element 0).
    `exact_dtypes` also requires each array's kind (float, integer, bool) to match the
    pointee's, as when choosing among several entries.
    """
    block = entry.regions[0].blocks.first
    types = [a.type for a in block.args]
    name = str_prop(entry, "sym_name")
    consts = _constant_positions(name)
    if consts is not None and len(consts) != len(args):
        consts = None
    out: list[Any] = []
    arrays: list[tuple[np.ndarray, Allocation, int]] = []
    pos = 0

    def take(what: str) -> Any:
        nonlocal pos
        if pos >= len(types):
            raise LaunchError(f"too many arguments for @{name}: {what} has no parameter left "
                              f"(the entry takes {len(types)}: {_signature(types)})")
        t = types[pos]
        pos += 1
        return t

    def add_array(a: np.ndarray, label: str) -> None:
        t = take(label)
        if not (isinstance(t, ctt.TileType) and t.shape == () and dt.is_ptr(t.element_type)):
            raise LaunchError(f"{label} is an array but parameter {pos - 1} is "
                              f"{ctt.format_type(t)} (expected a pointer)")
        _check_dtype(a, t.element_type.pointee, label)
        origin, extents, strides = _place(a, label)
        out.append(origin)
        for kind, values in (("shape", extents), ("stride", strides)):
            for d, v in enumerate(values):
                t = take(f"{label} {kind}[{d}]")
                if not (isinstance(t, ctt.TileType) and t.shape == () and dt.is_int(t.element_type)):
                    raise LaunchError(f"{label} has {a.ndim} dimensions but parameter {pos - 1} "
                                      f"({ctt.format_type(t)}) is not its {kind}[{d}]; the kernel "
                                      f"expects a different rank")
                out.append(int(v))

    def _place(a: np.ndarray, label: str) -> tuple[int, list[int], list[int]]:
        item = a.dtype.itemsize
        if any(s % item for s in a.strides):
            raise LaunchError(f"{label}: strides {a.strides} are not multiples of the element size")
        alloc, origin = memory.allocate_array(np.asarray(a), name=label)
        arrays.append((a, alloc, origin))
        return origin, list(a.shape), [s // item for s in a.strides]

    def add_list(items: list, label: str) -> None:
        """cuTile passes a list of arrays as a pointer to an i64 table, one row per array
        (address, shape..., strides...), followed by the list's length."""
        if not items or not all(isinstance(x, np.ndarray) for x in items):
            raise LaunchError(f"{label}: only non-empty lists of numpy arrays are supported")
        ndim = items[0].ndim
        if any(x.ndim != ndim for x in items):
            raise LaunchError(f"{label}: the arrays of a list must have the same rank")
        rows = []
        for j, x in enumerate(items):
            origin, extents, strides = _place(x, f"{label}[{j}]")
            rows.append([origin, *extents, *strides])
        table = np.asarray(rows, dtype=np.uint64).view(np.int64)
        t = take(label)
        if not (isinstance(t, ctt.TileType) and t.shape == () and dt.is_ptr(t.element_type)):
            raise LaunchError(f"{label} is a list but parameter {pos - 1} is {ctt.format_type(t)}")
        alloc, origin = memory.allocate_array(table, name=f"{label} (table)", readonly=True)
        out.append(origin)
        t = take(f"len({label})")
        out.append(len(items))

    def add(a: Any, label: str) -> None:
        if isinstance(a, Constant):
            return
        if isinstance(a, (Pointer, Buffer)):
            t = take(label)
            if not (isinstance(t, ctt.TileType) and t.shape == () and dt.is_ptr(t.element_type)):
                raise LaunchError(f"{label} is a pointer but parameter {pos - 1} is {ctt.format_type(t)}")
            if isinstance(a, Buffer):
                _check_dtype(np.asarray(a.array), t.element_type.pointee, label)
                origin, _, _ = _place(a.array, label)
                out.append(origin)
            else:
                out.append(int(a.address))
        elif isinstance(a, np.ndarray) and not (a.ndim == 0 and not _wants_pointer(types, pos)):
            add_array(a, label)
        elif isinstance(a, tuple):
            for j, x in enumerate(a):
                add(x, f"{label}[{j}]")
        elif isinstance(a, list):
            add_list(a, label)
        else:
            take(label)
            out.append(a.item() if isinstance(a, (np.ndarray, np.generic)) else a)

    for i, a in enumerate(args):
        label = names[i] if names and i < len(names) else f"argument {i}"
        if consts is not None and consts[i] is not _NOT_CONSTANT:
            given = a.value if isinstance(a, Constant) else a
            if not _same_constant(given, consts[i]):
                raise LaunchError(f"{label}: @{name} was compiled with the constant {consts[i]!r}, "
                                  f"got {given!r}")
            continue
        if exact_dtypes and isinstance(a, np.ndarray) and a.ndim > 0 and pos < len(types):
            t = types[pos]
            if isinstance(t, ctt.TileType) and dt.is_ptr(t.element_type) and not _same_kind(a.dtype, t.element_type.pointee):
                raise LaunchError(f"{label} has dtype {a.dtype}, the entry expects {dt.element_name(t.element_type.pointee)}")
        add(a, label)
    if pos != len(types):
        raise LaunchError(f"too few arguments for @{name}: {len(types) - pos} parameter(s) left "
                          f"unfilled (the entry takes {_signature(types)})")
    return out, arrays


def _same_constant(given: Any, compiled: Any) -> bool:
    try:
        if isinstance(compiled, bool) or isinstance(given, bool):
            return bool(given) == bool(compiled) and type(given) is type(compiled)
        return given == compiled
    except Exception:
        return False


def _same_kind(dtype: np.dtype, pointee) -> bool:
    """Whether a numpy dtype is the kind of element `pointee` is (for choosing an entry)."""
    if dt.is_int(pointee):
        w = dt.int_width(pointee)
        return (dtype == np.bool_) if w == 1 else (dtype.kind in "iu" and dtype.itemsize * 8 == w)
    if dt.is_float(pointee):
        fmt = dt.float_format(pointee)
        return dtype == fmt.dtype or (fmt is dt.TF32 and dtype == np.float32)
    return False


def _wants_pointer(types, pos) -> bool:
    if pos >= len(types):
        return False
    t = types[pos]
    return isinstance(t, ctt.TileType) and t.shape == () and dt.is_ptr(t.element_type)


def _check_dtype(a: np.ndarray, pointee, label: str) -> None:
    if dt.is_int(pointee) and dt.int_width(pointee) == 1:
        ok = a.dtype == np.bool_ or a.dtype.itemsize == 1
    elif dt.subbyte(pointee):
        ok = False
    else:
        ok = a.dtype.itemsize == dt.memory_itemsize(pointee)
    if not ok:
        raise LaunchError(f"{label} has dtype {a.dtype} ({a.dtype.itemsize} bytes) but the kernel "
                          f"reads it as {dt.element_name(pointee)}")


def _signature(types) -> str:
    return "(" + ", ".join(ctt.format_type(t) for t in types) + ")"


def launch(kernel: Any, grid: Iterable[int] | int, *args: Any, entry: str | None = None,
           strict: bool = False, stdout: TextIO | None = None, tracer: Tracer | None = None,
           memory: Memory | None = None, names: Sequence[str] | None = None) -> LaunchResult:
    """Run a kernel on numpy arguments, cuTile style; arrays are updated in place.

    `kernel`: a cuda_tile module op, bytecode bytes, or a path. `grid`: 1 to 3 extents. `args`:
    the kernel's parameters in order (numpy arrays, Python/numpy scalars, `Constant`,
    `Pointer`). Raises an `InterpError` subclass for bad arguments or a faulting kernel.
    """
    module = load_module(kernel)
    interp = Interpreter(module, memory=memory, strict=strict, stdout=stdout, tracer=tracer)
    e = interp.entry(entry) if entry is not None or len(interp.entries()) <= 1 else _select_entry(interp, args, names)
    raw, arrays = expand_arguments(e, args, interp.memory, names)
    grid3 = normalize_grid(grid)
    result = LaunchResult(interp, raw, arrays)
    try:
        interp.run(raw, grid3, entry=str_prop(e, "sym_name"))
    finally:
        copy_back(result)
    return result


def _select_entry(interp: Interpreter, args: Sequence[Any], names: Sequence[str] | None) -> Operation:
    """The one entry whose signature fits the arguments, as cuTile picks among a kernel's
    compiled signatures."""
    fits, reasons = [], []
    for name, op in interp.entries().items():
        try:
            expand_arguments(op, args, Memory(), names, exact_dtypes=True)
        except LaunchError as err:
            reasons.append(f"@{name}: {err.message}")
            continue
        fits.append(name)
    if len(fits) == 1:
        return interp.entries()[fits[0]]
    if not fits:
        raise LaunchError("no entry of the module fits the arguments:\n  " + "\n  ".join(reasons))
    raise LaunchError("several entries fit the arguments (pass entry=...): " + ", ".join(fits))


def copy_back(result: LaunchResult) -> None:
    """Copy every array's device memory back into the numpy array (if writeable)."""
    for arr, alloc, origin in result.arrays:
        if arr.size and arr.flags.writeable:
            arr[...] = result.memory.device_view(alloc, origin, arr)
