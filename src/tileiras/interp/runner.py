"""Grid execution: the `Interpreter` runs an entry of a cuda_tile module for every tile block.

Tile blocks run one after another in the order z, y, x (x fastest), each on its own fresh
state (`BlockState`: the SSA environment, the block id, the block's `alloca` scratch), all
sharing one simulated global `Memory`. Running blocks sequentially is one of the schedules a GPU
may pick, so atomics are sequentially consistent and a kernel whose result depends on the
schedule (a data race) shows one possible outcome, not all of them.

Within a block every op runs in program order; tokens therefore need no state.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TextIO

import numpy as np
from xdsl.dialects.builtin import ModuleOp as BuiltinModuleOp
from xdsl.ir import Block, Operation

from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.attributes import DenseConstAttr
from tileiras.interp import dtypes as dt
from tileiras.interp.errors import (
    InterpError,
    LaunchError,
    UndefinedBehaviorError,
    UnsupportedError,
)
from tileiras.interp.device_memory import Memory
from tileiras.interp.registry import Signal, int_prop, lookup, prop, str_prop, unit_prop

Tracer = Callable[["BlockState", Operation, list[Any], Any], None]


def _ensure_semantics_loaded() -> None:
    # importing the op-family modules fills the registry
    from tileiras.interp import (  # noqa: F401
        atomics,
        control_flow,
        convert,
        debug,
        elementwise,
        memory,
        mma,
        reduce_scan,
        shape,
        views,
    )


ENTRY_OPS: set[str] = {"cuda_tile.entry"}
"""Op names that define a launchable kernel (a symbol with one body region). Lowered dialects
add theirs so their IR can run (see `differential.py`)."""

ARG_CONVERTERS: dict[type, Callable[[Any, Any, int], Any]] = {}
"""Host-argument converters for entry parameter types of other dialects, by type class:
`fn(value, type, index) -> runtime value`."""


def cuda_tile_module(module: Operation) -> Operation:
    """The `cuda_tile.module` op of `module` (itself, or the one inside a builtin module); any
    other container is returned as is."""
    if module.name == "cuda_tile.module":
        return module
    if isinstance(module, BuiltinModuleOp):
        for op in module.body.ops:
            if op.name == "cuda_tile.module":
                return op
    return module


def entries(module: Operation) -> dict[str, Operation]:
    """The kernels of a module (any nesting of container ops) by name, in order."""
    out: dict[str, Operation] = {}
    for op in cuda_tile_module(module).walk():
        if op.name in ENTRY_OPS:
            out[str_prop(op, "sym_name")] = op
    return out


class UBEvent:
    """An undefined-behaviour observation (recorded when not in strict mode)."""

    def __init__(self, message: str, op: Operation | None, block_id: tuple[int, int, int]):
        self.message = message
        self.op = op
        self.block_id = block_id

    def __repr__(self) -> str:
        return f"UBEvent({self.message!r}, block={self.block_id})"


class BlockState:
    """The state of one running tile block."""

    def __init__(self, interp: "Interpreter", block_id: tuple[int, int, int]):
        self.interp = interp
        self.block_id = block_id
        self.env: dict[Any, Any] = {}
        self.scope = object()
        self.current_op: Operation | None = None

    @property
    def memory(self) -> Memory:
        return self.interp.memory

    @property
    def grid(self) -> tuple[int, int, int]:
        return self.interp.grid

    @property
    def strict(self) -> bool:
        return self.interp.strict

    @property
    def out(self) -> TextIO:
        return self.interp.stdout

    def value(self, ssa) -> Any:
        try:
            return self.env[ssa]
        except KeyError:
            raise InterpError("use of a value that was never defined (invalid IR)", op=self.current_op) from None

    def undefined(self, message: str) -> None:
        """Report undefined behaviour: raise in strict mode, else record it and go on."""
        if self.strict:
            raise UndefinedBehaviorError(message, op=self.current_op, block_id=self.block_id)
        self.interp.ub_events.append(UBEvent(message, self.current_op, self.block_id))

    def run_block(self, block: Block, args: Sequence[Any]) -> Signal:
        """Run the ops of `block` with its arguments bound to `args`; returns how it ended."""
        env = self.env
        if len(block.args) != len(args):
            raise InterpError(f"block expects {len(block.args)} arguments, got {len(args)}", op=self.current_op)
        for a, v in zip(block.args, args):
            env[a] = v
        tracer = self.interp.tracer
        for op in block.ops:
            self.current_op = op
            try:
                fn = lookup(op)
                vals = [env[o] if o in env else self.value(o) for o in op.operands]
                with np.errstate(all="ignore"):
                    res = fn(self, op, vals)
            except InterpError as err:
                raise err.with_context(op, self.block_id)
            except (ArithmeticError, ValueError, IndexError, TypeError, KeyError, AttributeError) as err:
                raise InterpError(f"internal interpreter error: {type(err).__name__}: {err}",
                                  op=op, block_id=self.block_id) from err
            if tracer is not None:
                tracer(self, op, vals, res)
            if isinstance(res, Signal):
                return res
            for r, v in zip(op.results, res):
                env[r] = v
        return Signal("end")


class Interpreter:
    """Runs entries of one cuda_tile module on the CPU.

    `memory`: the global memory (a fresh one by default); module globals are allocated in it at
    construction. `strict`: raise `UndefinedBehaviorError` on undefined behaviour (division by
    zero, wrapping under no_signed_wrap, shifts past the width, ...) instead of computing the
    documented value. `stdout`: where `print` writes. `tracer`: called after every op as
    `tracer(state, op, operand_values, results)`.
    """

    def __init__(self, module: Operation, *, memory: Memory | None = None, strict: bool = False,
                 stdout: TextIO | None = None, tracer: Tracer | None = None):
        _ensure_semantics_loaded()
        self.module = cuda_tile_module(module)
        self.memory = memory if memory is not None else Memory()
        self.strict = strict
        self.stdout = stdout if stdout is not None else sys.stdout
        self.tracer = tracer
        self.grid: tuple[int, int, int] = (1, 1, 1)
        self.ub_events: list[UBEvent] = []
        self.globals: dict[str, int] = {}
        self._allocate_globals()

    # ------------------------------------------------------------------ module level

    def _allocate_globals(self) -> None:
        for op in self.module.walk():
            if op.name != "cuda_tile.global":
                continue
            name = str_prop(op, "sym_name")
            value = prop(op, "value")
            if not isinstance(value, DenseConstAttr):
                raise UnsupportedError(f"global @{name} has no dense value", op=op)
            t = value.type
            data = dt.decode_dense(value.data, t.element_type, t.shape)
            image = dt.to_memory(data, t.element_type).reshape(-1)
            align = int_prop(op, "alignment", 0) or 0
            alloc = self.memory.allocate(image.nbytes, name=f"@{name}", align=max(align, 16),
                                         readonly=unit_prop(op, "constant"))
            alloc.data[: image.nbytes] = image.view(np.uint8)
            self.globals[name] = alloc.base

    def entries(self) -> dict[str, Operation]:
        return entries(self.module)

    def entry(self, name: str | None = None) -> Operation:
        found = self.entries()
        if not found:
            raise LaunchError("the module has no entry")
        if name is None:
            if len(found) > 1:
                raise LaunchError("the module has several entries; choose one: " + ", ".join(found))
            return next(iter(found.values()))
        if name not in found:
            raise LaunchError(f"no entry named '{name}'; entries: " + ", ".join(found))
        return found[name]

    # ------------------------------------------------------------------ running

    def convert_args(self, entry: Operation, args: Sequence[Any]) -> list[Any]:
        """Check and convert raw entry arguments (numbers, addresses, arrays) to tile values."""
        block = entry.regions[0].blocks.first
        types = [a.type for a in block.args]
        if len(args) != len(types):
            raise LaunchError(f"entry @{str_prop(entry, 'sym_name')} takes {len(types)} arguments, "
                              f"got {len(args)}")
        out = []
        for i, (v, t) in enumerate(zip(args, types)):
            out.append(convert_arg(v, t, i))
        return out

    def run(self, args: Sequence[Any] = (), grid: Iterable[int] = (1, 1, 1), *, entry: str | None = None) -> None:
        """Run entry `entry` (the only one by default) for every tile block of `grid`.

        `args` are the entry's arguments in order: Python or numpy numbers for scalar tiles,
        integer addresses for pointers (see `launch.py` for the cuTile-style helper).
        """
        e = self.entry(entry)
        grid = normalize_grid(grid)
        values = self.convert_args(e, args)
        self.grid = grid
        block = e.regions[0].blocks.first
        gx, gy, gz = grid
        for z in range(gz):
            for y in range(gy):
                for x in range(gx):
                    self.run_tile_block(block, values, (x, y, z))

    def run_tile_block(self, block: Block, values: list[Any], block_id: tuple[int, int, int]) -> None:
        state = BlockState(self, block_id)
        try:
            sig = state.run_block(block, values)
            if sig.kind not in ("return", "end"):
                raise InterpError(f"entry body ended with '{sig.kind}'", op=state.current_op, block_id=block_id)
        finally:
            self.memory.free_scope(state.scope)


def normalize_grid(grid: Iterable[int] | int) -> tuple[int, int, int]:
    g = [grid] if isinstance(grid, (int, np.integer)) else list(grid)
    if not 1 <= len(g) <= 3:
        raise LaunchError(f"grid must have 1 to 3 dimensions, got {len(g)}")
    g = [int(v) for v in g] + [1] * (3 - len(g))
    if any(v < 1 or v > 2**31 - 1 for v in g):
        raise LaunchError(f"grid dimensions must be positive: {tuple(g)}")
    return g[0], g[1], g[2]


def convert_arg(value: Any, t, index: int) -> Any:
    """One entry argument as the interpreter's value for type `t`."""
    conv = ARG_CONVERTERS.get(type(t))
    if conv is not None:
        return conv(value, t, index)
    if isinstance(t, ctt.TileType):
        e = t.element_type
        if t.shape == ():
            if isinstance(value, np.ndarray) and value.shape not in ((), (1,)):
                raise LaunchError(f"argument {index} is a scalar {ctt.format_type(t)}, got an array of shape {value.shape}")
            v = np.asarray(value).reshape(()).item() if isinstance(value, np.ndarray) else value
            if isinstance(v, np.generic):
                v = v.item()
            if dt.is_ptr(e):
                if not isinstance(v, (int, np.integer)) or v < 0 or v >= 2**64:
                    raise LaunchError(f"argument {index} is a pointer ({ctt.format_type(t)}); pass an address, got {value!r}")
                return np.asarray(v, dtype=np.uint64)
            if dt.is_int(e) and not isinstance(v, (bool, int, np.integer)):
                if isinstance(v, float) and v.is_integer():
                    v = int(v)
                else:
                    raise LaunchError(f"argument {index} is {ctt.format_type(t)}, got {value!r}")
            if not isinstance(v, (bool, int, float, np.number)):
                raise LaunchError(f"argument {index} is {ctt.format_type(t)}, got {value!r}")
            try:
                return dt.from_python(v, e)
            except (ValueError, OverflowError) as err:
                raise LaunchError(f"argument {index}: {err}") from None
        arr = np.asarray(value)
        if arr.shape != t.shape:
            raise LaunchError(f"argument {index} must have shape {t.shape}, got {arr.shape}")
        if dt.is_int(e):
            return dt.from_bits(arr.astype(np.int64) if arr.dtype.kind != "u" else arr.astype(np.uint64), dt.int_width(e))
        if dt.is_ptr(e):
            return arr.astype(np.uint64)
        fmt = dt.float_format(e)
        return dt.round_to(arr.astype(np.float64), None, fmt)
    raise LaunchError(f"argument {index} has type {t}, which the interpreter cannot receive from the host")


def text_tracer(stream: TextIO, max_elements: int = 8) -> Tracer:
    """A tracer that prints every executed op and its results, one line each:

        [0,0,0] cuda_tile.addf -> tile<4xf32> = [1.0, 2.5, ...]
    """

    def show(value: Any) -> str:
        if isinstance(value, np.ndarray):
            flat = value.reshape(-1)
            items = ", ".join(str(x) for x in flat[:max_elements])
            more = ", ..." if flat.size > max_elements else ""
            return f"{items}" if value.ndim == 0 else f"[{items}{more}]"
        return repr(value)

    def trace(state: BlockState, op: Operation, args: list[Any], res: Any) -> None:
        bid = ",".join(str(v) for v in state.block_id)
        if isinstance(res, Signal):
            stream.write(f"[{bid}] {op.name} -> {res.kind}\n")
            return
        if not op.results:
            stream.write(f"[{bid}] {op.name}\n")
            return
        parts = []
        for r, v in zip(op.results, res):
            name = f"%{r.name_hint} " if r.name_hint else ""
            try:
                ty = ctt.format_type(r.type)
            except ValueError:
                ty = str(r.type)
            parts.append(f"{name}{ty} = {show(v)}")
        stream.write(f"[{bid}] {op.name} -> " + "; ".join(parts) + "\n")

    return trace
