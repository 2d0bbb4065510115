"""Optimization remarks, as NVIDIA's tileiras 13.5 writes them.

Passes append ``Remark`` records to a ``RemarkCollector``; the collector keeps only those
the command line enables (``--remarks`` for every kind, ``--remarks-<kind>`` per kind; each
names a category: ``all``, ``memory`` or ``tensorcore``). At the end of the compilation the
driver writes them either as LLVM-style YAML remark documents (``--remark-format=yaml``,
to ``--remarks-output-file``, atomically) or in NVIDIA's command-line layout on stdout.
With no remarks enabled nothing is printed and no file is written.

Layouts measured on NVIDIA's binary (``tileiras K --remarks=all --remark-format=yaml``):

    --- !Failure
    Pass:            Memory
    Name:            RemarkMemoryTmaLoadFailed
    DebugLoc:        { File: 'kernels/elementwise.py', Line: 13, Column: 8 }
    Function:        vadd_Kt1_...
    Args:
      - RemarkId:    4
      - Remark:      Failed to select TMA load instruction
      - Reason:      'loc("kernels/elementwise.py":13:8): base pointer not 16-byte aligned'
    ...

and on the command line (stdout), grouped by function then category::

    in function: vadd_Kt1_...:

      category: Memory
        remark[failed]: Failed to select TMA load instruction
          --> "kernels/elementwise.py":13:8
           |
           = name: RemarkMemoryTmaLoadFailed
           = reason: loc("kernels/elementwise.py":13:8): base pointer not 16-byte aligned

The remarks this tileiras emits (``memory_remarks.py`` and the pipeline's checks):

| category | kind | name | when |
|---|---|---|---|
| memory | failed | RemarkMemoryTmaLoadFailed | every tile-view load on sm_90+ (NVIDIA's name): TMA is not used |
| memory | failed | RemarkMemoryTmaStoreFailed | every tile-view store on sm_90+ (NVIDIA's name): TMA is not used |
| memory | passed | RemarkMemoryLoadInstructionSelected | every global load (NVIDIA's name and text) |
| memory | passed | RemarkMemoryAccessVectorized | a global load/store uses 128-bit vector accesses (ours) |
| memory | missed | RemarkMemoryAccessNotVectorized | a global load/store uses scalar accesses, with why (ours) |
| tensorcore | passed | RemarkTensorCoreMMASync | an MMA op lowered to mma.sync, with the instruction (ours) |
| tensorcore | missed | RemarkTensorCoreMMANotUsed | an MMA op with no mma.sync form: the generic FMA path (ours) |
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import TextIO

KINDS = ("passed", "missed", "failed", "analysis")
CATEGORIES = ("memory", "tensorcore")
# YAML document tags per kind (LLVM's remark tags).
YAML_TAGS = {"passed": "Passed", "missed": "Missed", "failed": "Failure", "analysis": "Analysis"}
# The category's pass name, as NVIDIA prints it.
PASS_NAMES = {"memory": "Memory", "tensorcore": "Tensor-core"}


@dataclass(frozen=True)
class Remark:
    """One remark: what was decided about one op, where it came from, and why.

    ``args`` are the extra ``Args`` entries after ``RemarkId`` and ``Remark``: ``Reason``
    entries print as ``= reason:`` on the command line, others as ``= note: Key = Value``.
    """

    kind: str
    category: str
    name: str
    function: str
    message: str
    location: tuple[str, int, int] | None = None
    args: tuple[tuple[str, str | int], ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown remark kind '{self.kind}'")
        if self.category not in CATEGORIES:
            raise ValueError(f"unknown remark category '{self.category}'")


def _subprogram_name(loc) -> str | None:
    """The name of the subprogram a location's scope belongs to (through lexical blocks)."""
    from tileiras.dialects.cuda_tile import attributes as cta

    scope = getattr(loc, "scope", None)
    for _ in range(256):
        if isinstance(scope, cta.DISubprogramAttr):
            return scope.name_attr.data
        if not isinstance(scope, cta.DILexicalBlockAttr):
            return None
        scope = scope.scope
    return None


def _enables(setting: str, category: str) -> bool:
    return setting == "all" or setting == category


@dataclass
class RemarkCollector:
    """Remarks kept in emission order, filtered by the options' kind/category settings.

    ``settings`` maps each kind to the category value of its option (``none``, ``all``,
    ``memory``, ``tensorcore``); ``--remarks`` applies to every kind.
    """

    settings: dict[str, str] = field(default_factory=lambda: {k: "none" for k in KINDS})
    remarks: list[Remark] = field(default_factory=list)
    source_names: dict[str, str] | None = None
    """Symbol -> the function's name in the source (its debug info's subprogram), shown as
    ``Function:`` when set: NVIDIA shows the source name with --lineinfo or -g, the symbol
    otherwise."""

    @classmethod
    def from_options(cls, options) -> RemarkCollector:
        common = getattr(options, "remarks", "none")
        settings = {}
        for kind in KINDS:
            own = getattr(options, f"remarks_{kind}", "none")
            settings[kind] = own if own != "none" else common
            if common != "none" and own != "none" and own != common:
                settings[kind] = "all" if "all" in (own, common) else f"{own},{common}"
        debug = getattr(options, "lineinfo", False) or getattr(options, "device_debug", False)
        return cls(settings, source_names={} if debug else None)

    def record_source_names(self, module) -> None:
        """Learn each entry's source name from a cuda_tile module's debug info (where names
        are shown at all)."""
        if self.source_names is None or not self.enabled:
            return
        for op in module.walk():
            if op.name in ("cuda_tile.entry", "cuda_tile.func"):
                symbol = op.properties.get("sym_name") or op.attributes.get("sym_name")
                name = _subprogram_name(getattr(op, "location", None))
                if symbol is not None and name:
                    self.source_names[symbol.data] = name

    def display_name(self, function: str) -> str:
        """What ``Function:`` / ``in function:`` shows for a symbol."""
        return (self.source_names or {}).get(function, function)

    @property
    def enabled(self) -> bool:
        return any(v != "none" for v in self.settings.values())

    def wants(self, kind: str, category: str) -> bool:
        setting = self.settings.get(kind, "none")
        return any(_enables(s, category) for s in setting.split(","))

    def add(self, remark: Remark) -> None:
        if self.wants(remark.kind, remark.category):
            self.remarks.append(remark)

    def numbered(self) -> list[tuple[int, Remark]]:
        """Remarks with their ``RemarkId``: 1, 2, ... in emission order within each function."""
        counters: dict[str, int] = {}
        out = []
        for r in self.remarks:
            counters[r.function] = counters.get(r.function, 0) + 1
            out.append((counters[r.function], r))
        return out


# --- YAML ---------------------------------------------------------------------------------------

_SAFE_PUNCT = set("_-^., \t")
_INDICATORS = set("-?:\\,[]{}#&*!|>'\"%@`")


def _looks_special(s: str) -> bool:
    """YAML would read these plain scalars as something other than a string."""
    if s.lower() in ("null", "~", "true", "false", "yes", "no", "on", "off", "y", "n"):
        return True
    try:
        float(s)
        return True
    except ValueError:
        pass
    return s.lower().startswith(("0x", "0o")) or s in (".inf", "-.inf", ".nan")


def yaml_scalar(s: str) -> str:
    """A string scalar quoted as LLVM's YAML writer quotes it (``yaml::needsQuotes``): plain
    when only alphanumerics and ``_-^., `` occur, single-quoted for other printable ASCII
    (``/`` included, as LLVM quotes it for stable output), double-quoted with escapes for
    control characters and non-ASCII."""
    if not s:
        return "''"
    double = False
    single = s[0] in _INDICATORS or s[0].isspace() or s[-1].isspace() or _looks_special(s)
    for ch in s:
        if ch.isascii() and ch.isalnum() or ch in _SAFE_PUNCT:
            continue
        if ch in "\n\r" or ord(ch) < 0x20 or ord(ch) == 0x7F or not ch.isascii():
            double = True
        single = True
    if double:
        out = []
        for ch in s:
            if ch == "\\" or ch == '"':
                out.append("\\" + ch)
            elif ch == "\n":
                out.append("\\n")
            elif ch == "\r":
                out.append("\\r")
            elif ch == "\t":
                out.append("\\t")
            elif ord(ch) < 0x20 or ord(ch) == 0x7F:
                out.append(f"\\x{ord(ch):02X}")
            else:
                out.append(ch)
        return '"' + "".join(out) + '"'
    if single:
        return "'" + s.replace("'", "''") + "'"
    return s


def _value(v: str | int) -> str:
    return str(v) if isinstance(v, int) else yaml_scalar(v)


def _yaml_document(remark_id: int, r: Remark, function: str) -> str:
    lines = [f"--- !{YAML_TAGS[r.kind]}",
             f"{'Pass:':<16} {yaml_scalar(PASS_NAMES[r.category])}",
             f"{'Name:':<16} {yaml_scalar(r.name)}"]
    if r.location is not None:
        f, line, col = r.location
        lines.append(f"{'DebugLoc:':<16} {{ File: {yaml_scalar(f)}, Line: {line}, Column: {col} }}")
    lines.append(f"{'Function:':<16} {yaml_scalar(function)}")
    lines.append("Args:")
    for key, value in (("RemarkId", remark_id), ("Remark", r.message), *r.args):
        lines.append(f"  - {key + ':':<12} {_value(value)}")
    lines.append("...")
    return "\n".join(lines) + "\n"


def to_yaml(collector: RemarkCollector) -> str:
    """Every kept remark as one YAML document each, in emission order."""
    return "".join(_yaml_document(i, r, collector.display_name(r.function)) for i, r in collector.numbered())


# --- command line -------------------------------------------------------------------------------

def to_command_line(collector: RemarkCollector) -> str:
    """NVIDIA's command-line layout: per function (first-seen order), per category, the remarks."""
    by_func: dict[str, dict[str, list[Remark]]] = {}
    for r in collector.remarks:
        by_func.setdefault(r.function, {}).setdefault(r.category, []).append(r)
    out = io.StringIO()
    for func, cats in by_func.items():
        out.write(f"in function: {collector.display_name(func)}:\n\n")
        for cat in CATEGORIES:
            if cat in cats:
                out.write(f"  category: {PASS_NAMES[cat]}\n")
            for r in cats.get(cat, []):
                out.write(f"    remark[{r.kind}]: {r.message}\n")
                if r.location is not None:
                    f, line, col = r.location
                    out.write(f'      --> "{f}":{line}:{col}\n')
                out.write("       |\n")
                out.write(f"       = name: {r.name}\n")
                for key, value in r.args:
                    if key == "Reason":
                        out.write(f"       = reason: {value}\n")
                    else:
                        out.write(f"       = note: {key} = {value}\n")
                out.write("\n")
    return out.getvalue()


def emit(collector: RemarkCollector, options, out: TextIO | None = None) -> None:
    """Write the kept remarks as the options ask; nothing at all when no remarks are enabled."""
    import sys

    if not collector.enabled:
        return
    if getattr(options, "remark_format", "command-line") == "yaml":
        from tileiras.driver.io import write_output

        write_output(options.remarks_output_file, to_yaml(collector).encode())
        return
    text = to_command_line(collector)
    if text:
        stream = out or sys.stdout
        stream.write(text)
        stream.flush()


def loc_prefix(location: tuple[str, int, int] | None) -> str:
    """``loc("file":L:C): `` as NVIDIA prefixes its Reason texts (empty without a location)."""
    if location is None:
        return ""
    f, line, col = location
    return f'loc("{f}":{line}:{col}): '

