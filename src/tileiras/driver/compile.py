"""The compile pipeline entry: bytecode in, cubin (or PTX, LLVM IR) out.

Stages, in order (DESIGN.md): bytecode reader -> verify -> cuda_tile
transforms -> nv_tileaa -> nv_tileas -> LLVM IR -> PTX -> ptxas -> cubin.
Each stage raises a ``CompileError`` subclass; nothing else may escape.
"""

from __future__ import annotations

from tileiras.diagnostics import BytecodeError, CompileError
from tileiras.driver.io import NOT_BYTECODE
from tileiras.driver.options import CompileOptions
from tileiras.driver.tile_libraries import check_libraries

# What this tool printed before it had a code generator (kept for tests that
# recognise it in old recordings).
CODEGEN_UNAVAILABLE = "code generation is not available yet"


def read_bytecode(data: bytes):
    """Parse bytecode into a cuda_tile module; BytecodeError (exit 3) if invalid.

    The reader raises its own ``tileiras.bytecode.errors.BytecodeError``; here it
    becomes the driver's, followed by NVIDIA's closing line.
    """
    # Lazy: the reader pulls in xDSL and the dialect, which --help does not need.
    from tileiras.bytecode import errors, reader

    try:
        return reader.read_bytecode(data)
    except errors.BytecodeError as e:
        if e.message == NOT_BYTECODE and e.offset is None:
            raise BytecodeError(NOT_BYTECODE) from None
        raise BytecodeError(NOT_BYTECODE) from BytecodeError(e.message, offset=e.offset)


def compile_bytecode(data: bytes, options: CompileOptions) -> bytes:
    """Compile Tile IR bytecode for ``options.target``; returns the output file's bytes."""
    return compile_module(read_bytecode(data).module, options)


def compile_module(module, options: CompileOptions) -> bytes:
    """Compile a cuda_tile module op already read (and verified: `io.check_bytecode`) for
    ``options.target``; returns the output file's bytes."""
    check_libraries(options)
    from tileiras.driver import pipeline

    return pipeline.run(module, options)


def compile_from_stage(data: bytes, options: CompileOptions) -> bytes:
    """``--start-after=STAGE``: `data` is what ``--print-ir-after=STAGE`` printed; run the
    stages after it. The output is the whole compile's."""
    from tileiras.driver import pipeline

    pipeline.check_stage_names(options)
    state = pipeline.state_after(options.start_after, data, options.input or "-", options)
    return pipeline.run(None, options, state=state)
