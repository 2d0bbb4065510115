"""TileIR bytecode (versions 13.1 to 13.5): reading into and writing from cuda_tile IR.

- `read_bytecode(data, verify=False) -> BytecodeModule`: a `cuda_tile.module` op, the file's
  version and preview bit; every problem in the input raises `BytecodeError`, whose `lines()`
  are the chain NVIDIA's tileirdisasm prints (`verify=True` also verifies, as NVIDIA's reader
  does).
- `write_bytecode(module_op, version, preview=False) -> bytes`: the inverse, refusing IR the
  version cannot hold (`uses_preview(module)` says whether it needs the preview bit).

Both are driven by the op table (`tileiras.dialects.cuda_tile.op_table`); see `op_codec.py`
for the op record and `format.py` for the container.
"""

from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.module import BytecodeModule
from tileiras.bytecode.reader import read_bytecode
from tileiras.bytecode.writer import uses_preview, write_bytecode

__all__ = ["BytecodeError", "BytecodeModule", "read_bytecode", "uses_preview", "write_bytecode"]
