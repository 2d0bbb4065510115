"""``-l PATH``: tile libraries, checked as NVIDIA's tileiras 13.5 checks them.

A tile library (simt preview) is either a ``.tilelib`` archive (an interface of
extern ``preview$func`` declarations plus the pre-compiled code that defines them)
or an *implementation-provider* shared library that exports
``tileir_create_linkage_provider``. NVIDIA's tileiras opens each ``-l`` path as an
object file: an ELF file is loaded as a provider (``dlopen``), anything else must
be a ``.tilelib``.

No public tool writes ``.tilelib`` files (NVIDIA ships the one that does with
neither tileiras nor cuTile 1.7.0, whose ``cuda.tile_preview`` package is an empty
placeholder), and the provider ABI is not documented, so a library that passes
NVIDIA's checks cannot be linked here: it is refused with exit 5, as every
failing ``-l`` is. What NVIDIA reports for the inputs one can make (a missing
file, a file of another kind, a shared library without the entry point, a file
``dlopen`` refuses) is reported with NVIDIA's words.
"""

from __future__ import annotations

import ctypes
import os

from tileiras.diagnostics import CompileError
from tileiras.driver.options import CompileOptions

PROVIDER_ENTRY = "tileir_create_linkage_provider"
NOT_AN_OBJECT = "The file was not recognized as a valid object file"
ELF_MAGIC = b"\x7fELF"


def check_libraries(options: CompileOptions) -> None:
    """Check every ``-l`` library; CompileError (exit 5) with NVIDIA's message."""
    if not options.libraries:
        return
    if "simt" not in options.preview:
        raise CompileError("libraries require the 'simt' preview feature")
    for path in options.libraries:
        try:
            with open(path, "rb") as f:
                magic = f.read(4)
        except OSError as e:
            raise CompileError(f"failed to open tile library: {os.strerror(e.errno)}") from None
        if magic == ELF_MAGIC:
            load_provider(path)
        else:
            raise CompileError(f"failed to open tile library: {NOT_AN_OBJECT}")


def load_provider(path: str) -> None:
    """An ELF ``-l`` file is an implementation provider: load it and find its entry point."""
    failed = f"failed to load linkage provider: {path}"
    try:
        library = ctypes.CDLL(path)
    except OSError as e:
        raise CompileError(failed, preface=[f"Failed to load provider {path}: {e}"]) from None
    if not hasattr(library, PROVIDER_ENTRY):
        raise CompileError(failed, preface=[f"Provider {path} does not export {PROVIDER_ENTRY}"])
    raise CompileError(failed, preface=[
        f"Provider {path}: the TileIR LinkageProvider ABI is not supported by this tileiras"])
