"""TileIR bytecode (versions 13.1 to 13.5): reading into and writing from cuda_tile IR.

- `read_bytecode(data, verify=False) -> BytecodeModule`: a `cuda_tile.module` op, the file's
  version and preview bit; every problem in the input raises `BytecodeError`, whose `lines()`
  are the chain NVIDIA's tileirdisasm prints (`verify=True` also verifies, as NVIDIA's reader
  does).
- `write_bytecode(module_op, version, preview=False) -> bytes`: the inverse, refusing IR the
  version cannot hold (`uses_preview(module)` says whether it needs the preview bit).

Both are driven by the op table (`tileiras.dialects.cuda_tile.op_table`); see `op_codec.py`
for the op record and `format.py` for the container.

The names are imported on first use (PEP 562), so `from tileiras.bytecode import reader`
(a compile) does not import the writer, nor a tool that only writes the reader.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tileiras.bytecode.errors import BytecodeError
    from tileiras.bytecode.module import BytecodeModule
    from tileiras.bytecode.reader import read_bytecode
    from tileiras.bytecode.writer import uses_preview, write_bytecode

_HOMES = {
    "BytecodeError": "errors",
    "BytecodeModule": "module",
    "read_bytecode": "reader",
    "uses_preview": "writer",
    "write_bytecode": "writer",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{home}"), name)
