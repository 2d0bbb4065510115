"""An open Python reimplementation of NVIDIA's tileiras, the CUDA TileIR optimizing assembler.

Importing the package also defers xDSL's parsing of declarative assembly formats (see
`_defer_assembly_formats`).
"""

from __future__ import annotations

import sys

__version__ = "0.1.0"

_FORMATS_MODULE = "xdsl.irdl.declarative_assembly_format"


class _DeferredFormat:
    """Stands for an xDSL `FormatProgram` until an op of its class is first printed or
    parsed in its custom syntax; then it parses the format text and forwards to the result."""

    __slots__ = ("_build", "_text", "_op_def", "_program")

    def __init__(self, build, text: str, op_def: object) -> None:
        self._build, self._text, self._op_def, self._program = build, text, op_def, None

    def _real(self):
        if self._program is None:
            self._program = self._build(self._text, self._op_def)
        return self._program

    def parse(self, parser, op_type):
        return self._real().parse(parser, op_type)

    def print(self, printer, op):
        return self._real().print(printer, op)

    def __getattr__(self, name: str):
        return getattr(self._real(), name)


def _defer(module) -> None:
    """Make `module.FormatProgram.from_str` (called once per op class with an
    `assembly_format`, as the class is defined) return a `_DeferredFormat`."""
    program = getattr(module, "FormatProgram", None)
    build = getattr(program, "from_str", None)
    if build is None or getattr(build, "_tileiras_deferred", False):
        return

    def from_str(text: str, op_def: object) -> _DeferredFormat:
        return _DeferredFormat(build, text, op_def)

    from_str._tileiras_deferred = True  # type: ignore[attr-defined]
    program.from_str = staticmethod(from_str)


class _PatchOnImport:
    """A one-shot meta-path finder that runs `patch(module)` right after module `name` is
    executed, as it is first imported (see `patch_module`)."""

    def __init__(self, name: str, patch) -> None:
        self.name, self.patch = name, patch

    def find_spec(self, name: str, path: object = None, target: object = None):
        if name != self.name:
            return None
        sys.meta_path.remove(self)
        from importlib.machinery import PathFinder

        spec = PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        run, patch = spec.loader.exec_module, self.patch

        def exec_module(module) -> None:
            run(module)
            patch(module)

        spec.loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def patch_module(name: str, patch) -> None:
    """Apply `patch` to module `name`: now if it is imported, else as it is imported (without
    importing it). Idempotent while the import is pending: one finder per module name."""
    module = sys.modules.get(name)
    if module is not None:
        patch(module)
    elif not any(isinstance(f, _PatchOnImport) and f.name == name for f in sys.meta_path):
        sys.meta_path.insert(0, _PatchOnImport(name, patch))


def _defer_assembly_formats() -> None:
    """xDSL parses each op class's `assembly_format` as the class is defined: about 100 of
    the op classes a compile imports (arith, gpu, memref, scf, ...) have one, 40-80 ms of a
    small kernel's process, for text that a compile never prints or parses. Deferred, the
    format is parsed the first time an op of that class is printed or parsed in its custom
    syntax, with the same result. (A malformed format, which xDSL would refuse as the class
    is defined, is reported then instead.)"""
    patch_module(_FORMATS_MODULE, _defer)


_defer_assembly_formats()
