"""Reading and printing the IR a pipeline stage holds, as text files a later run can start from.

`tileir-opt` reads its input with `load_module`, and `tileiras --start-after=STAGE FILE` reads a
stage's printed IR with it. `print_module` is the one printer both tools use: IR that is still
pure cuda_tile prints as `tileirdisasm` does (the cuda_tile parser reads it back); anything else
prints in MLIR's form (xDSL's parser reads it back, with every pipeline dialect loaded).
"""

from __future__ import annotations

import io
import re

from tileiras.driver.io import TILEIR_MAGIC


class IRParseError(Exception):
    """Text that neither the cuda_tile parser nor the MLIR parser accepts."""


_CUDA_TILE_TEXT = re.compile(r"^\s*(cuda_tile\.module\b|module\s+@|entry\s+@|\"cuda_tile\.module\")", re.M)


def looks_like_cuda_tile(text: str) -> bool:
    """Whether `text` is cuda_tile text (custom or generic) rather than a later dialect's."""
    body = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))
    return bool(_CUDA_TILE_TEXT.search(body)) and "nv_tileaa." not in body


def load_module(data: bytes, filename: str, allow_unregistered: bool = False):
    """The input (bytecode, cuda_tile text or MLIR text) as a `builtin.module`; a cuda_tile
    module is wrapped in one. Raises the bytecode reader's or the cuda_tile parser's error,
    UnicodeDecodeError, or IRParseError."""
    from xdsl.dialects.builtin import ModuleOp

    if data.startswith(TILEIR_MAGIC):
        from tileiras.bytecode.reader import read_bytecode

        return ModuleOp([read_bytecode(data).module])
    text = data.decode("utf-8")
    if looks_like_cuda_tile(text):
        from tileiras.dialects.cuda_tile.asm import parse_module

        module = parse_module(text, filename=filename)
        return module if isinstance(module, ModuleOp) else ModuleOp([module])
    return parse_mlir(text, filename, allow_unregistered)


def parse_mlir(text: str, filename: str, allow_unregistered: bool = False):
    """MLIR text of any pipeline dialect as a `builtin.module`; IRParseError if it does not parse."""
    from xdsl.dialects.builtin import ModuleOp
    from xdsl.parser import Parser
    from xdsl.utils.exceptions import ParseError as XdslParseError

    from tileiras.passes import make_context

    try:
        module = Parser(make_context(allow_unregistered), text, name=filename).parse_module()
    except XdslParseError as e:
        raise IRParseError(str(e)) from None
    except NotImplementedError as e:  # an attribute whose text form this parser does not read
        raise IRParseError(f"{filename}: cannot parse: {e}") from None
    return module if isinstance(module, ModuleOp) else ModuleOp([module])


def cuda_tile_root(module):
    """The `cuda_tile.module` op of `module` (itself, or the only op of a `builtin.module`), else None."""
    if module.name == "cuda_tile.module":
        return module
    ops = list(module.body.block.ops) if module.regions and module.regions[0].blocks else []
    return ops[0] if len(ops) == 1 and ops[0].name == "cuda_tile.module" else None


def is_pure_cuda_tile(module) -> bool:
    """Whether every op of `module` is still cuda_tile (no stage has converted it yet)."""
    root = cuda_tile_root(module)
    return root is not None and all(op.name.startswith("cuda_tile.") for op in root.walk())


def print_module(module, generic: bool = False, debug_info: bool = False) -> str:
    """`module` (a `builtin.module` or a `cuda_tile.module`) as text its reader reads back."""
    if is_pure_cuda_tile(module):
        from tileiras.dialects.cuda_tile.asm import print_module as print_cuda_tile

        return print_cuda_tile(cuda_tile_root(module), debug_info=debug_info, generic=generic)
    from xdsl.printer import Printer

    stream = io.StringIO()
    Printer(stream=stream, print_generic_format=generic, print_debuginfo=debug_info).print_op(module)
    stream.write("\n")
    return stream.getvalue()
