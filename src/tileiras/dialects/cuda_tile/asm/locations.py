"""Op locations and debug-info attributes as text: `loc(#locN)` plus the alias table.

With `-g`, tileirdisasm prints every op's location as a reference to an alias and lists the
aliases after the module, as MLIR's AsmPrinter does: each location or debug attribute gets an
alias named after its kind (`#loc`, `#di_file`, `#di_compile_unit`, `#di_subprogram`,
`#di_lexical_block`); aliases are sorted by nesting depth (an attribute comes after those it
refers to), then by name, then by first use, and numbered per name in that order (`#loc`,
`#loc1`, ...). An op's location is visited before its regions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects.builtin import FileLineColLoc, IntAttr, StringAttr, UnknownLoc
from xdsl.ir import Attribute

from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile.asm.scanner import ParseError, Scanner, escape_string

_ALIAS_KIND: dict[type, str] = {
    FileLineColLoc: "loc",
    UnknownLoc: "loc",
    cta.DILocAttr: "loc",
    cta.CallSiteLocAttr: "loc",
    cta.DIFileAttr: "di_file",
    cta.DICompileUnitAttr: "di_compile_unit",
    cta.DISubprogramAttr: "di_subprogram",
    cta.DILexicalBlockAttr: "di_lexical_block",
}


def _children(attr: Attribute) -> list[Attribute]:
    """Nested aliasable attributes, in the order their printed form mentions them."""
    if isinstance(attr, cta.DILocAttr):
        return [attr.loc, attr.scope]
    if isinstance(attr, cta.CallSiteLocAttr):
        return [attr.callee, attr.caller]
    if isinstance(attr, cta.DICompileUnitAttr):
        return [attr.file]
    if isinstance(attr, cta.DISubprogramAttr):
        return [attr.file, attr.compile_unit]
    if isinstance(attr, cta.DILexicalBlockAttr):
        return [attr.scope, attr.file]
    return []


def _key(attr: Attribute):
    """A hashable identity (xDSL attributes compare structurally, as MLIR uniques them)."""
    return attr


@dataclass
class AliasTable:
    """Aliases of the locations printed so far (collect with `visit`, then `finish`)."""

    _order: list[Attribute] = field(default_factory=list)
    _depth: dict[Attribute, int] = field(default_factory=dict)
    names: dict[Attribute, str] = field(default_factory=dict)

    def visit(self, attr: Attribute) -> int:
        if attr in self._depth:
            return self._depth[attr]
        if type(attr) not in _ALIAS_KIND:
            raise ValueError(f"unsupported location attribute {attr}")
        self._depth[attr] = 0
        self._order.append(attr)
        depth = 0
        kids = _children(attr)
        if kids:
            depth = 1 + max(self.visit(k) for k in kids)
        self._depth[attr] = depth
        return depth

    def finish(self) -> None:
        order = sorted(range(len(self._order)),
                       key=lambda i: (self._depth[self._order[i]],
                                      _ALIAS_KIND[type(self._order[i])], i))
        counts: dict[str, int] = {}
        self._sorted = [self._order[i] for i in order]
        for attr in self._sorted:
            kind = _ALIAS_KIND[type(attr)]
            n = counts.get(kind, 0)
            counts[kind] = n + 1
            self.names[attr] = f"#{kind}" if n == 0 else f"#{kind}{n}"

    def ref(self, loc: Attribute) -> str:
        """`loc(#loc3)` for an op's location."""
        return f"loc({self.names[loc]})"

    def definitions(self) -> list[str]:
        """The alias table lines, in printing order."""
        return [f"{self.names[a]} = {self.body(a)}" for a in self._sorted]

    def body(self, attr: Attribute) -> str:
        n = self.names
        if isinstance(attr, FileLineColLoc):
            return f"loc({escape_string(attr.filename.data)}:{attr.line.data}:{attr.column.data})"
        if isinstance(attr, UnknownLoc):
            return "loc(unknown)"
        if isinstance(attr, cta.CallSiteLocAttr):
            return f"loc(callsite({n[attr.callee]} at {n[attr.caller]}))"
        if isinstance(attr, cta.DILocAttr):
            return f"#cuda_tile.di_loc<{n[attr.loc]} in {n[attr.scope]}>"
        if isinstance(attr, cta.DIFileAttr):
            return (f"#cuda_tile.di_file<{escape_string(attr.filename.data)} in "
                    f"{escape_string(attr.directory.data)}>")
        if isinstance(attr, cta.DICompileUnitAttr):
            return f"#cuda_tile.di_compile_unit<file = {n[attr.file]}>"
        if isinstance(attr, cta.DISubprogramAttr):
            return (f"#cuda_tile.di_subprogram<file = {n[attr.file]}, line = {attr.line_attr.data}, "
                    f"name = {escape_string(attr.name_attr.data)}, linkageName = "
                    f"{escape_string(attr.linkage_name.data)}, compileUnit = {n[attr.compile_unit]}, "
                    f"scopeLine = {attr.scope_line_attr.data}>")
        if isinstance(attr, cta.DILexicalBlockAttr):
            return (f"#cuda_tile.di_lexical_block<scope = {n[attr.scope]}, file = {n[attr.file]}, "
                    f"line = {attr.line_attr.data}, column = {attr.column_attr.data}>")
        raise ValueError(f"unsupported location attribute {attr}")  # pragma: no cover


# --------------------------------------------------------------------------- parsing


class LocationParser:
    """Reads `loc(...)` specifiers and alias definitions; aliases may be used before defined."""

    def __init__(self, scanner: Scanner):
        self.s = scanner
        self.aliases: dict[str, Attribute] = {}
        self.pending: list[tuple[object, str, int]] = []

    def try_loc(self) -> Attribute | str | None:
        """A trailing `loc(...)`: the attribute, or the alias name to resolve later."""
        if not self.s.peek_keyword("loc"):
            return None
        self.s.expect_keyword("loc")
        self.s.expect_punct("(")
        value = self._loc_body()
        self.s.expect_punct(")")
        return value

    def _loc_body(self) -> Attribute | str:
        s = self.s
        name = s.try_sigil_name("#")
        if name is not None:
            return "#" + name
        if s.try_keyword("unknown"):
            return UnknownLoc()
        if s.try_keyword("callsite"):
            s.expect_punct("(")
            callee = self._loc_operand()
            s.expect_keyword("at")
            caller = self._loc_operand()
            s.expect_punct(")")
            return ("callsite", callee, caller)  # type: ignore[return-value]
        text = s.try_string()
        if text is not None:
            s.expect_punct(":")
            line = s.expect_int("line")
            s.expect_punct(":")
            col = s.expect_int("column")
            return FileLineColLoc(StringAttr(text), IntAttr(line), IntAttr(col))
        raise s.error(f"expected location, found {s.describe_next()}")

    def _loc_operand(self):
        s = self.s
        name = s.try_sigil_name("#")
        if name is not None:
            return "#" + name
        if s.try_keyword("loc"):
            s.expect_punct("(")
            v = self._loc_body()
            s.expect_punct(")")
            return v
        return self._loc_body()

    def resolve(self, value, pos: int) -> Attribute:
        """Turn a parsed location (alias names inside) into an attribute."""
        if isinstance(value, str):
            try:
                return self.aliases[value]
            except KeyError:
                raise self.s.error(f"undefined symbol alias id '{value[1:]}'", pos) from None
        if isinstance(value, tuple):
            _, callee, caller = value
            return cta.CallSiteLocAttr(self.resolve(callee, pos), self.resolve(caller, pos))
        return value

    def parse_alias_definition(self) -> None:
        """`#name = <attribute or loc(...)>`."""
        s = self.s
        start = s.pos
        name = s.try_sigil_name("#")
        if name is None:
            raise s.error(f"expected alias definition, found {s.describe_next()}")
        s.expect_punct("=")
        if s.peek_keyword("loc"):
            value = self.try_loc()
            attr = self.resolve(value, start)
        else:
            attr = self._debug_attr(start)
        if "#" + name in self.aliases:
            raise s.error(f"redefinition of symbol alias id '{name}'", start)
        self.aliases["#" + name] = attr

    def _ref(self, start: int, kinds: tuple[type, ...], what: str) -> Attribute:
        s = self.s
        pos = s.pos
        name = s.try_sigil_name("#")
        if name is not None:
            attr = self.resolve("#" + name, pos)
        elif s.peek(1) == "<":
            attr = self._inline_debug(kinds)
        else:
            attr = self._debug_attr(start)
        if not isinstance(attr, kinds):
            raise s.error(f"expected {what}", pos)
        return attr

    def _inline_debug(self, kinds: tuple[type, ...]) -> Attribute:
        """The short nested form `<"f.py" in "dir">` / `<file = ...>` tileirdisasm prints in
        diagnostics; only files and compile units take it."""
        if cta.DIFileAttr in kinds:
            return self._file_body()
        if cta.DICompileUnitAttr in kinds:
            return self._compile_unit_body(0)
        raise self.s.error("expected a debug info attribute reference")

    def _file_body(self) -> cta.DIFileAttr:
        s = self.s
        s.expect_punct("<")
        fname = s.expect_string("file name")
        s.expect_keyword("in")
        directory = s.expect_string("directory")
        s.expect_punct(">")
        return cta.DIFileAttr(fname, directory)

    def _compile_unit_body(self, start: int) -> cta.DICompileUnitAttr:
        s = self.s
        s.expect_punct("<")
        s.expect_keyword("file")
        s.expect_punct("=")
        f = self._ref(start, (cta.DIFileAttr,), "a di_file")
        s.expect_punct(">")
        return cta.DICompileUnitAttr(f)  # type: ignore[arg-type]

    def _fields(self, start: int, fields) -> list:
        """`<name = value, ...>` in the given order; a value is an integer (`int`), a string
        (`str`) or a debug attribute of the given kinds (by reference or inline)."""
        s = self.s
        s.expect_punct("<")
        out = []
        for i, (name, kind) in enumerate(fields):
            if i:
                s.expect_punct(",")
            s.expect_keyword(name)
            s.expect_punct("=")
            if kind is int:
                out.append(s.expect_int(name))
            elif kind is str:
                out.append(s.expect_string(name))
            else:
                out.append(self._ref(start, kind, "a " + " or ".join(
                    k.name.removeprefix("cuda_tile.") for k in kind)))
        s.expect_punct(">")
        return out

    def _debug_attr(self, start: int) -> Attribute:
        s = self.s
        if not s.try_punct("#cuda_tile."):
            raise s.error(f"expected a location or debug info attribute, found {s.describe_next()}")
        kind = s.expect_bare_id("debug info attribute kind")
        if kind == "di_file":
            return self._file_body()
        if kind == "di_compile_unit":
            return self._compile_unit_body(start)
        if kind == "di_subprogram":
            return cta.DISubprogramAttr(*self._fields(start, (  # type: ignore[arg-type]
                ("file", (cta.DIFileAttr,)), ("line", int), ("name", str),
                ("linkageName", str), ("compileUnit", (cta.DICompileUnitAttr,)),
                ("scopeLine", int))))
        if kind == "di_lexical_block":
            return cta.DILexicalBlockAttr(*self._fields(start, (  # type: ignore[arg-type]
                ("scope", (cta.DISubprogramAttr, cta.DILexicalBlockAttr)),
                ("file", (cta.DIFileAttr,)), ("line", int), ("column", int))))
        if kind == "di_loc":
            s.expect_punct("<")
            pos = s.pos
            inner = self._loc_operand()
            loc = self.resolve(inner, pos)
            if not isinstance(loc, FileLineColLoc):
                raise s.error("expected a file location in di_loc", pos)
            s.expect_keyword("in")
            scope = self._ref(start, (cta.DISubprogramAttr, cta.DILexicalBlockAttr), "a scope")
            s.expect_punct(">")
            return cta.DILocAttr(loc, scope)
        raise s.error(f"unknown debug info attribute '#cuda_tile.{kind}'")


__all__ = ["AliasTable", "LocationParser", "ParseError"]
