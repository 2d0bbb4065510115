"""The custom assembly format of cuda_tile ops: the language of the descriptions each `OpDef`
holds (`asm_format`, in `op_table.py`), and its parser.

A description is a small declarative language, read by both the printer and the parser
(the same idea as MLIR's `assemblyFormat`, so spacing follows MLIR's rules: a space before
each element except after `(`/`[`/`<` and before `,`/`)`/`]`, none across an empty literal):

- `` `kw` `` or `` `,` ``: a literal keyword or punctuation; `` `` ``: no space; `` ` ` ``: a space;
- `$name`: an operand group (one value, an optional value or a comma list) or an attribute,
  printed by its kind (enum case, integer, string, array, ...);
- `type($name)`: the type(s) of an operand or result group;
- `(...)?`: an optional group, present when its anchor (`$name^`) is present (a unit, an
  optional operand, an attribute differing from its default, a bool array with a true);
- `custom<Name>($a, ...)`: a directive with its own printer and parser (`directives.py`);
- `attr-dict` / `attr-dict-with-keyword`: the properties the format does not mention
  (and not at their default), in generic syntax.

Ops whose whole text is irregular (`entry`, `global`, `for`, `if`, `loop`, `reduce`, `scan`,
`make_tensor_view`) name a single `custom<...>` directive that prints and parses everything.
Formats of 13.1 ops were learnt from the public ODS `assemblyFormat` strings; the rest, and
every 13.5 spelling, from NVIDIA's tileirdisasm 13.5 output (tests/asm/samples).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from xdsl.ir import Attribute

from tileiras.dialects.cuda_tile.attributes import EnumAttr
from tileiras.dialects.cuda_tile.enums import CudaTileEnum
from tileiras.dialects.cuda_tile.op_defs import OpDef
from tileiras.dialects.cuda_tile.op_table import OPS_BY_MNEMONIC


# --------------------------------------------------------------------------- elements


@dataclass(frozen=True)
class Lit:
    text: str


@dataclass(frozen=True)
class Space:
    """`` ` ` `` (emit a space) or `` `` `` (suppress the next one)."""

    emit: bool


@dataclass(frozen=True)
class Var:
    name: str


@dataclass(frozen=True)
class TypeOf:
    name: str


@dataclass(frozen=True)
class Custom:
    name: str
    args: tuple[str, ...]


@dataclass(frozen=True)
class AttrDict:
    keyword: bool


@dataclass(frozen=True)
class Group:
    elements: tuple
    anchor: str


Element = Lit | Space | Var | TypeOf | Custom | AttrDict | Group


@dataclass(frozen=True)
class OpFormat:
    """A parsed description plus what the parser must infer on its own."""

    elements: tuple
    infer: dict[str, str] = field(default_factory=dict)
    """Result name -> `same:<operand or result>` or `token`, for types the text omits."""
    defaults: dict[str, object] = field(default_factory=dict)
    """Attribute name -> value the text omits (elided by the printer, filled by the parser)."""

    def mentioned(self) -> set[str]:
        out: set[str] = set()

        def walk(elements) -> None:
            for e in elements:
                if isinstance(e, (Var, TypeOf)):
                    out.add(e.name)
                elif isinstance(e, Custom):
                    out.update(e.args)
                elif isinstance(e, Group):
                    out.add(e.anchor)
                    walk(e.elements)
        walk(self.elements)
        return out


_TOKEN = re.compile(
    r"\s*(?:(`[^`]*`)|(\$[A-Za-z_][A-Za-z0-9_]*\^?)|(type\(\$[A-Za-z_][A-Za-z0-9_]*\)\^?)"
    r"|(custom<[A-Za-z]+>\([^)]*\))|(attr-dict-with-keyword|attr-dict)|(\()|(\)\?))")


def parse_format(text: str) -> tuple:
    """The element tree of a description (raises ValueError on a malformed one)."""
    pos = 0
    stack: list[list] = [[]]
    anchors: list[str | None] = [None]
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise ValueError(f"bad assembly format near {text[pos:pos + 20]!r}")
        pos = m.end()
        lit, var, typ, cust, ad, open_, close = m.groups()
        if lit is not None:
            body = lit[1:-1]
            stack[-1].append(Space(body == " ") if body in ("", " ") else Lit(body))
        elif var is not None:
            name = var[1:].rstrip("^")
            if var.endswith("^"):
                anchors[-1] = name
            stack[-1].append(Var(name))
        elif typ is not None:
            name = typ.rstrip("^")[6:-1]
            if typ.endswith("^"):
                anchors[-1] = name
            stack[-1].append(TypeOf(name))
        elif cust is not None:
            name = cust[7:cust.index(">")]
            args = tuple(a.strip().lstrip("$") for a in cust[cust.index("(") + 1:-1].split(",")
                         if a.strip())
            stack[-1].append(Custom(name, args))
        elif ad is not None:
            stack[-1].append(AttrDict(ad == "attr-dict-with-keyword"))
        elif open_ is not None:
            stack.append([])
            anchors.append(None)
        elif close is not None:
            if len(stack) == 1:
                raise ValueError("unbalanced ')?' in assembly format")
            elements = stack.pop()
            anchor = anchors.pop()
            if anchor is None:
                raise ValueError("optional group without an anchor ('^')")
            stack[-1].append(Group(tuple(elements), anchor))
    if len(stack) != 1:
        raise ValueError("unterminated optional group in assembly format")
    return tuple(stack[0])


# --------------------------------------------------------------------------- per-op facts
# Each op's description (`OpDef.asm_format`), the result types its text omits
# (`OpDef.asm_infer`) and the attribute values it leaves out (`OpDef.asm_defaults`) are facts
# on its definition in `op_table.py`.


def default_attribute(value: object) -> Attribute:
    """A `DEFAULTS` value as the attribute it stands for (enum cases become `EnumAttr`)."""
    if isinstance(value, CudaTileEnum):
        return EnumAttr(value)
    assert isinstance(value, Attribute), value
    return value


def is_default(f: "OpFormat", name: str, value: Attribute) -> bool:
    """True when property `name` holds the value the custom form leaves out."""
    default = f.defaults.get(name)
    return default is not None and value == default_attribute(default)

ANGLE_ENUMS = frozenset({"IntegerOverflow", "RoundingMode"})
"""Enums printed as `<case>` when they stand alone in a format (`overflow<no_wrap>`)."""

WHOLE_OP_DIRECTIVES = frozenset({"For", "If", "Loop", "Reduce", "Scan", "Entry", "Global",
                                 "Module", "TensorView"})


@cache
def op_format(mnemonic: str) -> OpFormat:
    """The parsed format of an op (KeyError for an op without one)."""
    d = OPS_BY_MNEMONIC[mnemonic]
    if not d.asm_format:
        raise KeyError(mnemonic)
    return OpFormat(parse_format(d.asm_format), d.asm_infer, d.asm_defaults)


def has_format(mnemonic: str) -> bool:
    """True when `cuda_tile.<mnemonic>` is an op with a custom assembly form."""
    d = OPS_BY_MNEMONIC.get(mnemonic)
    return d is not None and bool(d.asm_format)


def op_def(mnemonic: str) -> OpDef:
    return OPS_BY_MNEMONIC[mnemonic]


def check_formats() -> list[str]:
    """Problems in the table: names a format uses that its op does not have, ops without one."""
    problems = []
    for mnemonic, d in OPS_BY_MNEMONIC.items():
        if not d.asm_format:
            problems.append(f"{mnemonic}: no assembly format")
            continue
        names = {o.name for o in d.operands} | {a.name for a in d.attrs} | {r.name for r in d.results}
        for name in op_format(mnemonic).mentioned():
            if name not in names:
                problems.append(f"{mnemonic}: format names unknown field '{name}'")
    return problems
