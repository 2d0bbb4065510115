"""What reading a bytecode file gives: the module op, the file's version and its preview bit."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Operation

from tileiras.dialects.cuda_tile.versions import Version


@dataclass
class BytecodeModule:
    """A decoded file.

    `module` is a `cuda_tile.module` op (`sym_name` "kernels" unless the IR says otherwise,
    `producer` from the Producer section) holding the `cuda_tile.global` ops, then the
    `cuda_tile.entry` ops (NVIDIA's order). `preview` is header tag bit 0 (public-preview content).
    """

    module: Operation
    version: Version
    preview: bool = False
