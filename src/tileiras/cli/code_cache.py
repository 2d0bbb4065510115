"""A tool process's cache of the code that `dataclasses` compiles for each dataclass.

A dataclass gets its ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` and (frozen)
``__setattr__``/``__delattr__`` as Python source text that `dataclasses` compiles with
``exec`` as the class is defined. A cold compile defines about 330 dataclasses (xDSL's IR
core, builtin dialect and constraints, ours) and compiles about 1,500 such texts: 0.10-0.15 s
of the 0.45-0.7 s of CPU its process spends, a quarter of it, every time, for the same texts.

Installed (`install`, by `tileiras.cli` as a tool's process starts, before xDSL is imported),
the ``exec`` that `dataclasses` calls is `_cached_exec`: it runs the code object compiled
from the same text by an earlier process, kept in a file beside Python's own bytecode cache
(``tileiras/cli/__pycache__/dataclass_code.<tag>.marshal``, where the interpreter would
write ``.pyc`` files: `importlib.util.cache_from_source` honours ``PYTHONPYCACHEPREFIX``),
and compiles only a text it has not seen. The code object is what ``exec(text)`` would
compile: the same source, file name ``<string>`` and no inherited ``__future__`` flags
(``dont_inherit``), so each class gets the same methods. `save`, as the process ends,
writes the file again when the process compiled new texts (a kernel that imports modules
that no earlier one did).

The file is trusted as Python trusts its ``.pyc`` files beside the sources; it is ignored when
unreadable, made by another interpreter version (``MAGIC_NUMBER``) or not a mapping of text
to code, written atomically (a temporary file renamed over it, removed if the tool is
interrupted), and not written at all under ``PYTHONDONTWRITEBYTECODE`` or where the
folder is read-only. A library user or test importing the compiler keeps `dataclasses`
as it is.
"""

from __future__ import annotations

import builtins
import os
import sys

# nothing else at import (not even `types` or `typing`): a warm client imports this module

MAX_ENTRIES = 5_000
"""Texts the file holds at most (vadd needs 946, the whole corpus on sm_100 949: 0.9 MB, 4 ms
to load). Texts of other versions of xDSL or of ours accumulate; a file that would grow past
this keeps only the texts of the process that writes it."""

_HEADER = b"tileiras-dataclass-code-1\n"

_codes: dict = {}
"""Source text -> the code object compiled from it."""
_used: set = set()
"""The texts this process ran."""
_added = 0
_installed = False
_loaded = False


def cache_path() -> str | None:
    """Where the cache lives (as a ``.pyc`` of this folder would), or None if Python has no
    bytecode cache here."""
    import importlib.util

    try:
        pyc = importlib.util.cache_from_source(os.path.join(os.path.dirname(__file__), "dataclass_code.py"))
    except (NotImplementedError, ValueError):  # no cache tag: an unusual interpreter
        return None
    return pyc[: -len(".pyc")] + ".marshal"


def _magic() -> bytes:
    import importlib.util

    return _HEADER + importlib.util.MAGIC_NUMBER


def _load(path: str) -> dict:
    """The file's mapping of text to code, or {} when it is missing or not valid."""
    import marshal
    from types import CodeType

    try:
        with open(path, "rb") as f:
            data = f.read()
        magic = _magic()
        if not data.startswith(magic):
            return {}
        codes = marshal.loads(data[len(magic):])
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if type(codes) is not dict or len(codes) > MAX_ENTRIES:
        return {}
    for text, code in codes.items():
        if type(text) is not str or type(code) is not CodeType:
            return {}
    return codes


def _cached_exec(source, globals=None, locals=None, /):  # noqa: A002 - exec's own names
    """``exec`` for `dataclasses`: a text's code from the cache, compiled once."""
    global _added, _loaded
    if type(source) is not str:
        return builtins.exec(source, globals, locals)
    if not _loaded:  # on first use: a warm client, which defines no dataclass, never reads it
        _loaded = True
        path = cache_path()
        if path is not None:
            _codes.update(_load(path))
    code = _codes.get(source)
    if code is None:
        code = _codes[source] = compile(source, "<string>", "exec", dont_inherit=True)
        _added += 1
    _used.add(source)
    return builtins.exec(code, globals, locals)


def _patch(module) -> None:
    """Give the `dataclasses` module `module` the caching ``exec``, unless it has an ``exec``
    of its own already (someone else's hook)."""
    global _installed
    if "exec" not in vars(module):
        module.exec = _cached_exec
        _installed = True


def install() -> None:
    """Give `dataclasses` the caching ``exec`` (which reads the file on first use): now if it
    is imported, else as it is imported. Idempotent."""
    from tileiras import patch_module  # the package, already imported as this module's parent

    patch_module("dataclasses", _patch)


def installed() -> bool:
    """True once `install` has given `dataclasses` the caching ``exec``."""
    return _installed


def save() -> None:
    """Write the cache if this process compiled texts it did not hold; never raises (a
    cache that cannot be written stays as it was)."""
    global _added
    if not _installed or not _added or sys.dont_write_bytecode:
        return
    path = cache_path()
    if path is None:
        return
    import marshal

    from tileiras import termination

    tmp = f"{path}.{os.getpid()}.tmp"
    with termination.temporary(tmp):
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            codes = _load(path)  # what other processes added meanwhile
            codes.update(_codes)
            if len(codes) > MAX_ENTRIES:
                codes = {text: _codes[text] for text in _used}
            with open(tmp, "wb") as f:
                f.write(_magic() + marshal.dumps(codes))
            os.replace(tmp, path)
            _added = 0
        except (OSError, ValueError):
            try:
                os.unlink(tmp)
            except OSError:
                pass
