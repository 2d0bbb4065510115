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


class _DeferOnImport:
    """A meta-path finder that applies `_defer` to xDSL's format module as it is imported
    (without importing xDSL itself, which `tileiras --help` does not need)."""

    @staticmethod
    def find_spec(name: str, path: object = None, target: object = None):
        if name != _FORMATS_MODULE:
            return None
        sys.meta_path.remove(_DeferOnImport)
        from importlib.machinery import PathFinder

        spec = PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        run = spec.loader.exec_module

        def exec_module(module) -> None:
            run(module)
            _defer(module)

        spec.loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def _defer_assembly_formats() -> None:
    """xDSL parses each op class's `assembly_format` as the class is defined: about 100 of
    the op classes a compile imports (arith, gpu, memref, scf, ...) have one, 40-80 ms of a
    small kernel's process, for text that a compile never prints or parses. Deferred, the
    format is parsed the first time an op of that class is printed or parsed in its custom
    syntax, with the same result. (A malformed format, which xDSL would refuse as the class
    is defined, is reported then instead.)"""
    module = sys.modules.get(_FORMATS_MODULE)
    if module is not None:
        _defer(module)
    elif _DeferOnImport not in sys.meta_path:
        sys.meta_path.insert(0, _DeferOnImport)


_defer_assembly_formats()
