"""`tileiras-run KERNEL --grid X[,Y[,Z]] --arg SPEC ...`: run a tile kernel on the CPU.

The kernel is TileIR bytecode (`.tileirbc`) or cuda_tile text; it runs in the reference
interpreter (`tileiras.interp`) with arguments given the way cuTile Python passes them: one
`--arg` per kernel parameter, in order. Arrays come from `.npy` files or are created fresh, and
are written back to `.npy` files after the run. See docs/interp.md.

Argument specs (`NAME=` is optional and names the argument for --output):
  FILE.npy               an array read from a .npy file
  zeros:DTYPE:SHAPE      a new zero-filled array, e.g. zeros:float32:1024 or zeros:int32:8x32
  full:DTYPE:SHAPE:V     a new array filled with V
  arange:DTYPE:SHAPE     0, 1, 2, ... in row-major order
  NUMBER                 a scalar (the kernel's parameter type decides its type)
  const:VALUE            a ct.Constant parameter (compiled in, takes no kernel argument)
  ptr:ADDRESS            a raw pointer
  list:A.npy,B.npy,...   a list of arrays (cuTile's array-list convention)

Exit codes: 0 success; 1 bad command line, unreadable file or arguments that do not fit the
kernel; 3 input that is not valid bytecode or text; 4 the kernel faulted (out-of-bounds access,
failed assert, undefined behaviour under --strict); 5 an op or type the interpreter cannot run.
"""

from __future__ import annotations

import argparse
import os
import sys

from tileiras.diagnostics import EXIT_BYTECODE as EXIT_INPUT
from tileiras.diagnostics import EXIT_COMPILE as EXIT_UNSUPPORTED
from tileiras.diagnostics import EXIT_SUCCESS as EXIT_OK
from tileiras.diagnostics import EXIT_USAGE

EXIT_FAULT = 4
"""The kernel faulted (no NVIDIA tool has this case; 4 is unused by tileiras)."""


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="tileiras-run",
        description="Run a cuda_tile kernel on the CPU with the reference interpreter.",
        epilog="Argument specs: FILE.npy | zeros:DTYPE:SHAPE | full:DTYPE:SHAPE:V | arange:DTYPE:SHAPE | "
               "NUMBER | const:VALUE | ptr:ADDRESS | list:A.npy,B.npy (each optionally NAME=SPEC)",
    )
    p.add_argument("kernel", help="TileIR bytecode (.tileirbc) or cuda_tile text")
    p.add_argument("--grid", default="1", help="tile-block grid X[,Y[,Z]] (default 1)")
    p.add_argument("--arg", dest="args", action="append", default=[], metavar="[NAME=]SPEC",
                   help="one kernel parameter, in order (repeat)")
    p.add_argument("--entry", default=None, help="the entry to run when the module has several")
    p.add_argument("--output", action="append", default=[], metavar="NAME=FILE.npy",
                   help="write array argument NAME to FILE.npy after the run (repeat)")
    p.add_argument("--output-dir", default=None, metavar="DIR",
                   help="write every array argument to DIR/NAME.npy after the run")
    p.add_argument("--strict", action="store_true",
                   help="treat undefined behaviour (division by zero, broken overflow flags, ...) as a fault")
    p.add_argument("--trace", action="store_true", help="print every executed op and its results to stderr")
    p.add_argument("--list-entries", action="store_true", help="print the module's entries and exit")
    return p


class UsageError(Exception):
    pass


def _dtype(name: str):
    import ml_dtypes
    import numpy as np

    aliases = {"f16": "float16", "f32": "float32", "f64": "float64", "bf16": "bfloat16",
               "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64", "u8": "uint8",
               "u16": "uint16", "u32": "uint32", "u64": "uint64", "bool": "bool_", "i1": "bool_",
               "f8e4m3fn": "float8_e4m3fn", "f8e5m2": "float8_e5m2"}
    name = aliases.get(name.lower(), name)
    dt = getattr(np, name, None) if name != "bfloat16" else None
    if dt is None:
        dt = getattr(ml_dtypes, name, None)
    if dt is None:
        raise UsageError(f"unknown dtype '{name}'")
    return np.dtype(dt)


def _shape(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(x) for x in text.lower().split("x") if x != "")
    except ValueError:
        raise UsageError(f"bad shape '{text}' (expected e.g. 1024 or 8x32)") from None


def _number(text: str):
    t = text.strip()
    try:
        return int(t, 0)
    except ValueError:
        pass
    try:
        return float(t)
    except ValueError:
        pass
    if t.lower() in ("true", "false"):
        return t.lower() == "true"
    raise UsageError(f"'{text}' is not a number, a .npy file or a known argument spec")


def parse_arg(spec: str, index: int):
    """(name, value) for one --arg spec."""
    import numpy as np

    from tileiras.interp.launch import Constant, Pointer

    name = f"arg{index}"
    body = spec
    head, sep, rest = spec.partition("=")
    if sep and head.isidentifier():
        name, body = head, rest
    kind, _, tail = body.partition(":")
    if body.endswith(".npy") and kind not in ("list",):
        try:
            return name, np.load(body, allow_pickle=False)
        except (OSError, ValueError) as err:
            raise UsageError(f"cannot read {body}: {err}") from None
    if kind in ("zeros", "full", "arange"):
        parts = tail.split(":")
        if len(parts) < 2:
            raise UsageError(f"'{spec}': expected {kind}:DTYPE:SHAPE")
        dt, shape = _dtype(parts[0]), _shape(parts[1])
        if kind == "zeros":
            return name, np.zeros(shape, dt)
        if kind == "arange":
            return name, np.arange(int(np.prod(shape))).astype(dt).reshape(shape)
        if len(parts) != 3:
            raise UsageError(f"'{spec}': expected full:DTYPE:SHAPE:VALUE")
        return name, np.full(shape, _number(parts[2])).astype(dt)
    if kind == "const":
        return name, Constant(_number(tail))
    if kind == "ptr":
        value = _number(tail)
        if not isinstance(value, int):
            raise UsageError(f"'{spec}': a pointer is an integer address")
        return name, Pointer(value)
    if kind == "list":
        arrays = []
        for path in tail.split(","):
            try:
                arrays.append(np.load(path, allow_pickle=False))
            except (OSError, ValueError) as err:
                raise UsageError(f"cannot read {path}: {err}") from None
        return name, arrays
    return name, _number(body)


def _grid(text: str) -> tuple[int, ...]:
    try:
        g = tuple(int(x) for x in text.replace("x", ",").split(",") if x.strip())
    except ValueError:
        raise UsageError(f"bad grid '{text}' (expected X[,Y[,Z]])") from None
    if not 1 <= len(g) <= 3 or any(v < 1 for v in g):
        raise UsageError(f"bad grid '{text}' (1 to 3 positive extents)")
    return g


def run(argv: list[str]) -> int:
    """Run the tool on `argv` (without the program name); returns the exit code."""
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exit_:
        return EXIT_OK if exit_.code == 0 else EXIT_USAGE

    import numpy as np

    from tileiras.interp.errors import (
        InterpError,
        KernelAssertionError,
        LaunchError,
        MemoryAccessError,
        UndefinedBehaviorError,
        UnsupportedError,
    )
    from tileiras.interp.launch import launch, module_from_bytes
    from tileiras.interp.runner import entries, text_tracer

    def fail(code: int, message: str) -> int:
        sys.stderr.write(message.rstrip("\n") + "\n")
        return code

    try:
        with open(args.kernel, "rb") as f:
            data = f.read()
    except OSError as err:
        return fail(EXIT_USAGE, f"tileiras-run: error: cannot read {args.kernel}: {err.strerror or err}")
    try:
        module = module_from_bytes(data, filename=args.kernel)
    except (UnicodeDecodeError, ValueError) as err:
        return fail(EXIT_INPUT, f"tileiras-run: error: {args.kernel} is neither TileIR bytecode nor cuda_tile text ({err})")
    except Exception as err:  # BytecodeError / ParseError and friends carry their own message
        if type(err).__name__ in ("BytecodeError", "ParseError") or isinstance(err, SyntaxError):
            return fail(EXIT_INPUT, f"{err}")
        raise

    if args.list_entries:
        for name, op in entries(module).items():
            block = op.regions[0].blocks.first
            from tileiras.dialects.cuda_tile.types import format_type

            sig = ", ".join(format_type(a.type) for a in block.args)
            sys.stdout.write(f"{name}({sig})\n")
        return EXIT_OK

    try:
        grid = _grid(args.grid)
        parsed = [parse_arg(s, i) for i, s in enumerate(args.args)]
        outputs = []
        for spec in args.output:
            name, sep, path = spec.partition("=")
            if not sep or not path:
                raise UsageError(f"--output '{spec}': expected NAME=FILE.npy")
            outputs.append((name, path))
    except UsageError as err:
        return fail(EXIT_USAGE, f"tileiras-run: error: {err}")

    names = [n for n, _ in parsed]
    values = [v for _, v in parsed]
    by_name = dict(parsed)
    for name, _ in outputs:
        if name not in by_name or not isinstance(by_name[name], np.ndarray):
            return fail(EXIT_USAGE, f"tileiras-run: error: --output {name}: no array argument named '{name}'")

    tracer = text_tracer(sys.stderr) if args.trace else None
    try:
        result = launch(module, grid, *values, entry=args.entry, strict=args.strict,
                        stdout=sys.stdout, tracer=tracer, names=names)
    except LaunchError as err:
        return fail(EXIT_USAGE, f"{err}")
    except (MemoryAccessError, KernelAssertionError, UndefinedBehaviorError) as err:
        _save(outputs, args.output_dir, parsed)
        return fail(EXIT_FAULT, f"{err}")
    except UnsupportedError as err:
        return fail(EXIT_UNSUPPORTED, f"{err}")
    except InterpError as err:
        return fail(EXIT_FAULT, f"{err}")

    for ev in result.interpreter.ub_events[:10]:
        where = f" in tile block {ev.block_id}"
        sys.stderr.write(f"tileiras-run: warning: undefined behaviour{where}: {ev.message}\n")
    try:
        _save(outputs, args.output_dir, parsed)
    except OSError as err:
        return fail(EXIT_USAGE, f"tileiras-run: error: cannot write output: {err.strerror or err}")
    return EXIT_OK


def _save(outputs, output_dir, parsed) -> None:
    import numpy as np

    by_name = dict(parsed)
    for name, path in outputs:
        np.save(path, by_name[name], allow_pickle=False)
    if output_dir:
        os.makedirs(output_dir, exist_ok=True)
        for name, value in parsed:
            if isinstance(value, np.ndarray):
                np.save(os.path.join(output_dir, f"{name}.npy"), value, allow_pickle=False)


def main() -> None:
    sys.exit(run(sys.argv[1:]))


if __name__ == "__main__":
    main()
