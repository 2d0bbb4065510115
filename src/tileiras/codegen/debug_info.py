"""LLVM debug metadata for `--lineinfo` and `-g`: compile unit, files, subprograms, locations.

NVPTX writes `.file`/`.loc` directives from `!dbg` locations. `--lineinfo` uses the emission
kind `DebugDirectivesOnly` (only the directives, no `.debug_info` section: what ptxas
`-lineinfo` consumes); `-g` uses `FullDebug`. Files are split into directory and base name,
as NVIDIA's tileiras records them in `.debug_line` (`kernels` + `elementwise.py`).
"""

from __future__ import annotations

import os

LINE_TABLES = "DebugDirectivesOnly"
FULL = "FullDebug"


def _quote(s: str) -> str:
    return '"' + "".join(c if 32 <= ord(c) < 127 and c not in '"\\' else "\\%02X" % ord(c)
                         for c in s) + '"'


class DebugInfo:
    """Numbered metadata nodes (deduplicated) of one LLVM module."""

    def __init__(self, emission_kind: str = LINE_TABLES, producer: str = "tileiras"):
        self.emission_kind = emission_kind
        self.producer = producer
        self._nodes: list[str] = []
        self._ids: dict[str, str] = {}
        self._cu: str | None = None
        self._files: dict[str, str] = {}

    def node(self, text: str, distinct: bool = False) -> str:
        """The id (`!N`) of metadata node `text`; equal nodes share one id unless distinct."""
        if not distinct and text in self._ids:
            return self._ids[text]
        ref = f"!{len(self._nodes)}"
        self._nodes.append(("distinct " if distinct else "") + text)
        if not distinct:
            self._ids[text] = ref
        return ref

    def file(self, path: str) -> str:
        if path not in self._files:
            directory, name = os.path.split(path)
            self._files[path] = self.node(f"!DIFile(filename: {_quote(name)}, directory: {_quote(directory)})")
        return self._files[path]

    def compile_unit(self, path: str) -> str:
        if self._cu is None:
            self._cu = self.node(f"!DICompileUnit(language: DW_LANG_C_plus_plus, file: {self.file(path)}, "
                                 f"producer: {_quote(self.producer)}, isOptimized: true, "
                                 f"runtimeVersion: 0, emissionKind: {self.emission_kind})", distinct=True)
        return self._cu

    def subprogram(self, name: str, path: str, line: int) -> str:
        """A distinct DISubprogram for kernel `name` defined at `path:line`."""
        cu = self.compile_unit(path)
        ty = self.node("!DISubroutineType(types: !{null})")
        return self.node(f"!DISubprogram(name: {_quote(name)}, linkageName: {_quote(name)}, "
                         f"scope: {self.file(path)}, file: {self.file(path)}, line: {line}, type: {ty}, "
                         f"scopeLine: {line}, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: {cu})",
                         distinct=True)

    def location(self, line: int, column: int, subprogram: str, sp_path: str, path: str) -> str:
        """A DILocation in `subprogram`; a different file than the subprogram's goes through a
        DILexicalBlockFile (a DILocation's scope must belong to its function)."""
        scope = subprogram
        if path != sp_path:
            scope = self.node(f"!DILexicalBlockFile(scope: {subprogram}, file: {self.file(path)}, discriminator: 0)")
        return self.node(f"!DILocation(line: {line}, column: {column}, scope: {scope})")

    def lines(self) -> list[str]:
        """The module's metadata: nodes, `!llvm.dbg.cu` and the debug module flags."""
        if self._cu is None:
            return []
        dwarf = self.node("!{i32 7, !\"Dwarf Version\", i32 2}")
        version = self.node("!{i32 2, !\"Debug Info Version\", i32 3}")
        out = [f"!llvm.dbg.cu = !{{{self._cu}}}", f"!llvm.module.flags = !{{{dwarf}, {version}}}"]
        return out + [f"{ref} = {text}" for ref, text in ((f"!{i}", t) for i, t in enumerate(self._nodes))]
