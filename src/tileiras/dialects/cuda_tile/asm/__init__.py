"""Text forms of the cuda_tile dialect: NVIDIA's custom assembly and MLIR's generic form.

`print_module(module)` writes what `tileirdisasm` 13.5 prints (`debug_info=True` for `-g`,
`generic=True` for MLIR's generic op syntax); `parse_module(text)` reads either form back
into xDSL ops. Errors in the text raise `ParseError` (`file:line:col: error: ...`).
"""

from tileiras.dialects.cuda_tile.asm.parser import parse_module
from tileiras.dialects.cuda_tile.asm.printer import print_module
from tileiras.dialects.cuda_tile.asm.scanner import ParseError

__all__ = ["print_module", "parse_module", "ParseError"]
