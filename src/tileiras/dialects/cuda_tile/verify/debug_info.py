"""Debug-info rules of entries and modules (MLIR's `DebugInfoVerifier` in cuda_tile).

An entry's location must not be a call site; if it is a `di_loc`, its scope must be a
`di_subprogram` whose linkage name is the entry's name. An op with a `di_loc` location (looked
through call sites, fused and name locations) must be in that same subprogram, and a function
without one must not hold ops that have one. Module-level ops (globals) carry no scope.
The messages print the debug attributes as NVIDIA's printer does.
"""

from __future__ import annotations

from xdsl.dialects.builtin import FileLineColLoc, StringAttr
from xdsl.ir import Attribute, Operation

from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile.strings import bytes_of
from tileiras.dialects.cuda_tile.verifiers import fail, fail_plain


def _quoted(text: str) -> str:
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif 32 <= ord(ch) < 127:
            out.append(ch)
        else:
            out.extend(f"\\{b:02X}" for b in bytes_of(ch))
    return '"' + "".join(out) + '"'


def _s(a: Attribute) -> str:
    return a.data if isinstance(a, StringAttr) else str(a)


def _file(f: cta.DIFileAttr) -> str:
    return f"<{_quoted(_s(f.filename))} in {_quoted(_s(f.directory))}>"


def attr_str(a: Attribute) -> str:
    """A debug attribute or location as NVIDIA prints it in a diagnostic."""
    if isinstance(a, cta.DIFileAttr):
        return f"#cuda_tile.di_file{_file(a)}"
    if isinstance(a, cta.DICompileUnitAttr):
        return f"#cuda_tile.di_compile_unit<file = {_file(a.file)}>"
    if isinstance(a, cta.DISubprogramAttr):
        return (f"#cuda_tile.di_subprogram<file = {_file(a.file)}, line = {a.line_attr.data}, "
                f"name = {_quoted(_s(a.name_attr))}, linkageName = {_quoted(_s(a.linkage_name))}, "
                f"compileUnit = <file = {_file(a.compile_unit.file)}>, scopeLine = {a.scope_line_attr.data}>")
    if isinstance(a, cta.DILexicalBlockAttr):
        return (f"#cuda_tile.di_lexical_block<scope = {attr_str(a.scope)}, file = {_file(a.file)}, "
                f"line = {a.line_attr.data}, column = {a.column_attr.data}>")
    if isinstance(a, cta.DILocAttr):
        return f"#cuda_tile.di_loc<{_inner_loc(a.loc)} in {attr_str(a.scope)}>"
    if isinstance(a, FileLineColLoc):
        return _inner_loc(a)
    if isinstance(a, cta.CallSiteLocAttr):
        return f"callsite({attr_str(a.callee)} at {attr_str(a.caller)})"
    return str(a)


def _inner_loc(loc: Attribute) -> str:
    if isinstance(loc, FileLineColLoc):
        return f"loc({_quoted(loc.filename.data)}:{loc.line.data}:{loc.column.data})"
    return attr_str(loc)


def location_str(loc: Attribute) -> str:
    """A location streamed into a diagnostic (`loc(...)` unless it is an attribute location)."""
    if isinstance(loc, cta.CallSiteLocAttr):
        return f"loc({attr_str(loc)})"
    return attr_str(loc)


def di_loc(loc: Attribute | None) -> cta.DILocAttr | None:
    """The `di_loc` a location stands for: itself, a call site's caller, a fused/named location's."""
    seen = 0
    while loc is not None and seen < 256:
        seen += 1
        if isinstance(loc, cta.DILocAttr):
            return loc
        if isinstance(loc, cta.CallSiteLocAttr):
            loc = loc.caller
            continue
        locations = getattr(loc, "locations", None)
        if locations is not None:
            for sub in getattr(locations, "data", locations):
                found = di_loc(sub)
                if found is not None:
                    return found
            return None
        child = getattr(loc, "child_loc", None)
        if child is not None:
            loc = child
            continue
        return None
    return None


def subprogram(scope: Attribute | None) -> cta.DISubprogramAttr | None:
    """The subprogram a local scope belongs to (through lexical blocks)."""
    seen = 0
    while scope is not None and seen < 256:
        seen += 1
        if isinstance(scope, cta.DISubprogramAttr):
            return scope
        if isinstance(scope, cta.DILexicalBlockAttr):
            scope = scope.scope
            continue
        return None
    return None


def _location(op: Operation) -> Attribute | None:
    return getattr(op, "location", None)


def verify_function(op: Operation, name: str) -> None:
    """The entry's own location rules (its op phase)."""
    loc = _location(op)
    if isinstance(loc, cta.CallSiteLocAttr):
        fail(op, f"invalid function debug info location: {location_str(loc)}. Function location must not be a "
                 f"CallSiteLoc.")
    d = di_loc(loc)
    if d is None:
        return
    sp = d.scope
    if not isinstance(sp, cta.DISubprogramAttr):
        fail(op, f"invalid function debug info scope: {attr_str(sp)}. Function location must have "
                 f"cuda_tile.di_subprogram debug info scope.")
    linkage = _s(sp.linkage_name)
    if linkage != name:
        fail(op, f"invalid function debug info scope: {attr_str(sp)}. Function name {_quoted(name)} does not match "
                 f"subprogram scope linkage name {_quoted(linkage)}.")


def _post_order(op: Operation):
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                yield from _post_order(inner)
    yield op


def verify_function_body(op: Operation) -> None:
    """Every op's scope is the entry's subprogram (its region phase)."""
    d = di_loc(_location(op))
    fn_sp = subprogram(d.scope) if d is not None else None
    for inner in _post_order(op):
        d = di_loc(_location(inner))
        op_sp = subprogram(d.scope) if d is not None else None
        if op_sp is None:
            continue
        if fn_sp is None:
            fail(inner, f"invalid operation debug info scope: {attr_str(op_sp)}. Operation has debug info scope, "
                        f"but function debug info scope is undefined.")
        if op_sp != fn_sp:
            fail_plain(f"invalid operation debug info scope: {attr_str(op_sp)}. Operation debug info scope does not "
                       f"match function debug info scope: {attr_str(fn_sp)}.", inner)


def verify_module_globals(module: Operation) -> None:
    """Module-level ops other than entries have no scope."""
    for region in module.regions:
        for block in region.blocks:
            for inner in block.ops:
                if getattr(inner, "OP_DEF", None) is not None and inner.OP_DEF.mnemonic == "entry":
                    continue
                d = di_loc(_location(inner))
                if d is not None:
                    fail(inner, f"invalid operation debug info scope: {attr_str(d)}. Global variables must not "
                                f"have scope.")
