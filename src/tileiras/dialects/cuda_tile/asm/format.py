"""The custom assembly format of every cuda_tile op, one description per op.

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

from xdsl.dialects.builtin import ArrayAttr
from xdsl.ir import Attribute

from tileiras.dialects.cuda_tile.attributes import EnumAttr
from tileiras.dialects.cuda_tile.enums import (
    CudaTileEnum,
    IntegerOverflow,
    MultimemReductionKind,
    RoundingMode,
)
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


# --------------------------------------------------------------------------- the table

_UNARY = "$source attr-dict `:` type($result)"
_BINARY = "$lhs `,` $rhs attr-dict `:` type($result)"
_CAST = "$source attr-dict `:` type($source) `->` type($result)"
_FTZ = "(`flush_to_zero` $flush_to_zero^)?"
_ARITH_F = f"$lhs `,` $rhs custom<Rounding>($rounding_mode) {_FTZ} attr-dict `:` type($result)"
_ARITH_I = "$lhs `,` $rhs (`overflow` `` $overflow^)? attr-dict `:` type($result)"
_SIGNED_I = "$lhs `,` $rhs $signedness attr-dict `:` type($result)"
_TERMINATOR = "attr-dict ($operands^ `:` type($operands))?"
_TOKEN_IN = "(`token` `` `=` `` $token^)?"
_TOKEN_EQ = "(`token` `=` $token^)?"
_HINTS = "(`optimization_hints` `=` $optimization_hints^)?"
_MEM = "$memory_ordering_semantics ($memory_scope^)?"

FORMATS: dict[str, str] = {
    # floating point
    **{m: _UNARY for m in ("absf", "ceil", "floor", "cos", "cosh", "sin", "sinh", "tan", "log",
                           "log2", "negf", "absi")},
    "exp": "$source custom<RoundingFull>($rounding_mode) attr-dict `:` type($result)",
    "tanh": "$source custom<RoundingFull>($rounding_mode) attr-dict `:` type($result)",
    "exp2": f"$source {_FTZ} attr-dict `:` type($result)",
    "rsqrt": f"$source {_FTZ} attr-dict `:` type($result)",
    "sqrt": f"$source custom<Rounding>($rounding_mode) {_FTZ} attr-dict `:` type($result)",
    **{m: _ARITH_F for m in ("addf", "subf", "mulf", "divf")},
    "fma": f"$lhs `,` $rhs `,` $acc custom<Rounding>($rounding_mode) {_FTZ} attr-dict "
           "`:` type($result)",
    **{m: f"$lhs `,` $rhs {_FTZ} (`propagate_nan` $propagate_nan^)? attr-dict `:` type($result)"
       for m in ("maxf", "minf")},
    **{m: _BINARY for m in ("remf", "andi", "ori", "xori")},
    "fpowf": "$source `,` $exponent attr-dict `:` type($result)",
    "atan2": "$x `,` $y attr-dict `:` type($result)",
    "mulhii": "$x `,` $y attr-dict `:` type($result)",
    "fpowi": "$source `,` $exponent attr-dict `:` type($source) `,` type($exponent)",
    "cmpf": "$comparison_predicate $comparison_ordering $lhs `,` $rhs attr-dict "
            "`:` type($lhs) `->` type($result)",
    # integer
    **{m: _ARITH_I for m in ("addi", "subi", "muli", "shli")},
    "negi": "$source (`overflow` `` $overflow^)? attr-dict `:` type($result)",
    "divi": "$lhs `,` $rhs $signedness (`rounding` `` $rounding^)? attr-dict `:` type($result)",
    **{m: _SIGNED_I for m in ("remi", "maxi", "mini", "shri")},
    "cmpi": "$comparison_predicate $lhs `,` $rhs `,` $signedness attr-dict "
            "`:` type($lhs) `->` type($result)",
    "mmaf": "$lhs `,` $rhs `,` $acc (`fast_acc` $fast_acc^)? attr-dict "
            "`:` type($lhs) `,` type($rhs) `,` type($acc)",
    "mmai": "$lhs `,` $rhs `,` $acc $signedness_lhs $signedness_rhs attr-dict "
            "`:` type($lhs) `,` type($rhs) `,` type($acc)",
    "mmaf_scaled": "$lhs `,` $rhs `,` $acc `,` $lhs_scale `,` $rhs_scale attr-dict `:` type($lhs) "
                   "`,` type($rhs) `,` type($acc) `,` type($lhs_scale) `,` type($rhs_scale)",
    # conversions
    **{m: _CAST for m in ("bitcast", "int_to_ptr", "ptr_to_int", "ptr_to_ptr", "reshape",
                          "broadcast", "pack", "unpack")},
    "exti": "$from $signedness attr-dict `:` type($from) `->` type($to)",
    "trunci": "$from (`overflow` `` $overflow^)? attr-dict `:` type($from) `->` type($to)",
    "ftof": "$from custom<Rounding>($rounding_mode) attr-dict `:` type($from) `->` type($to)",
    "ftoi": "$from $signedness custom<RoundingInt>($rounding_mode) (`saturating` $saturating^)? "
            "attr-dict `:` type($from) `->` type($to)",
    "itof": "$from $signedness custom<Rounding>($rounding_mode) attr-dict "
            "`:` type($from) `->` type($to)",
    # core
    "constant": "custom<Dense>($value) attr-dict `:` type($result)",
    "cat": "$lhs `,` $rhs `dim` `=` $dim attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
    "permute": "$source $permutation attr-dict `:` type($source) `->` type($result)",
    "extract": "$source `[` $indices `]` attr-dict `:` type($source) `->` type($result)",
    "insert": "$source `,` $destination `[` $indices `]` attr-dict "
              "`:` type($source) `,` type($destination)",
    "iota": "attr-dict `:` type($result)",
    "select": "$cond `,` $val_if_true `,` $val_if_false attr-dict `:` type($cond) `,` type($result)",
    "offset": "$ptr `,` $offset attr-dict `:` type($ptr) `,` type($offset) `->` type($result)",
    "get_num_tile_blocks": "attr-dict `:` type($gridSize_x)",
    "get_tile_block_id": "attr-dict `:` type($blockId_x)",
    "get_global": "custom<Symbol>($name) attr-dict `:` type($result)",
    "preview$call": "custom<Symbol>($callee) `(` $operands `)` attr-dict "
                    "`:` custom<FunctionalType>($operands, $results)",
    "assume": "custom<Predicate>($predicate) `,` $value attr-dict `:` type($value)",
    "assert": "$condition `,` $message attr-dict `:` type($condition)",
    "print_tko": f"$str (`,` $args^)? {_TOKEN_IN} attr-dict (`:` type($args)^)? "
                 "(`->` type($result_token)^)?",
    # memory
    "make_token": "attr-dict `:` type($result)",
    "join_tokens": "$tokens attr-dict `:` type($result)",
    "load_ptr_tko": f"{_MEM} $source (`,` $mask^)? (`,` $paddingValue^)? {_TOKEN_IN} {_HINTS} "
                    "attr-dict `:` type($source) (`,` type($mask)^)? (`,` type($paddingValue)^)? "
                    "`->` type($result) `,` type($result_token)",
    "store_ptr_tko": f"{_MEM} $destination `,` $value (`,` $mask^)? {_TOKEN_IN} {_HINTS} "
                     "attr-dict `:` type($destination) `,` type($value) (`,` type($mask)^)? "
                     "`->` type($result_token)",
    "atomic_rmw_tko": f"$memory_ordering_semantics $memory_scope $pointers `,` $mode `,` $arg "
                      f"(`,` $mask^)? {_TOKEN_IN} attr-dict `:` type($pointers) `,` type($arg) "
                      "(`,` type($mask)^)? `->` type($result) `,` type($result_token)",
    "atomic_cas_tko": f"$memory_ordering_semantics $memory_scope $pointers `,` $cmp `,` $val "
                      f"(`,` $mask^)? {_TOKEN_IN} attr-dict `:` type($pointers) `,` type($val) "
                      "(`,` type($mask)^)? `->` type($result) `,` type($result_token)",
    "alloca": "`num_elem` `=` $num_elem `,` `alignment` `=` $alignment (`global` $global^)? "
              "attr-dict `:` type($result)",
    "gdc_wait_tko": f"{_TOKEN_EQ} attr-dict `->` type($result_token)",
    "gdc_launch_dependents_tko": f"{_TOKEN_EQ} attr-dict `->` type($result_token)",
    "memory_fence_alias_tko": "$token attr-dict",
    # views
    "make_tensor_view": "custom<TensorView>()",
    **{m: "$tensor_view attr-dict `:` type($result)"
       for m in ("make_partition_view", "make_strided_view", "make_gather_scatter_view")},
    **{m: "$src attr-dict `:` type($src) `->` custom<SplatTypes>($result_types)"
       for m in ("get_tensor_shape", "get_index_space_shape")},
    "load_view_tko": f"{_MEM} $view `[` $index `]` {_TOKEN_EQ} {_HINTS} "
                     "(`inbounds` `=` $inbounds^)? attr-dict-with-keyword "
                     "`:` type($view) `,` custom<SplatTypes>($index) "
                     "`->` type($tile) `,` type($result_token)",
    "store_view_tko": f"{_MEM} $tile `,` $view `[` $index `]` {_TOKEN_EQ} {_HINTS} "
                      "(`inbounds` `=` $inbounds^)? attr-dict-with-keyword "
                      "`:` type($tile) `,` type($view) `,` custom<SplatTypes>($index) "
                      "`->` type($result_token)",
    "atomic_red_view_tko": f"{_MEM} $view `[` $index `]` `,` $mode `,` $value {_TOKEN_EQ} "
                           "(`inbounds` `=` $inbounds^)? attr-dict-with-keyword `:` type($value) "
                           "`,` type($view) `,` custom<SplatTypes>($index) `->` type($result_token)",
    "multimem_load_reduce_view_tko": f"{_MEM} $view `[` $index `]` {_TOKEN_EQ} "
                                     "custom<Inbounds>($inbounds) attr-dict-with-keyword "
                                     "`:` type($view) `,` custom<SplatTypes>($index) "
                                     "(`,` type($token)^)? `->` type($reduced_values) `,` "
                                     "type($result_token)",
    **{m: f"{_MEM} $view `,` $tile `[` $index `]` {_TOKEN_EQ} custom<Inbounds>($inbounds) "
          "attr-dict-with-keyword `:` type($view) `,` type($tile) `,` custom<SplatTypes>($index) "
          "(`,` type($token)^)? `->` type($result_token)"
       for m in ("multimem_reduce_view_tko", "multimem_store_view_tko")},
    # control flow
    "return": _TERMINATOR,
    "yield": _TERMINATOR,
    "break": _TERMINATOR,
    "continue": _TERMINATOR,
    "for": "custom<For>()",
    "if": "custom<If>()",
    "loop": "custom<Loop>()",
    "reduce": "custom<Reduce>()",
    "scan": "custom<Scan>()",
    "entry": "custom<Entry>()",
    "global": "custom<Global>()",
    "module": "custom<Module>()",
}

INFER: dict[str, dict[str, str]] = {
    "fpowi": {"result": "same:source"},
    "insert": {"result": "same:destination"},
    "mmaf": {"result": "same:acc"},
    "mmai": {"result": "same:acc"},
    "mmaf_scaled": {"result": "same:acc"},
    "get_num_tile_blocks": {"gridSize_y": "same:gridSize_x", "gridSize_z": "same:gridSize_x"},
    "get_tile_block_id": {"blockId_y": "same:blockId_x", "blockId_z": "same:blockId_x"},
    "assume": {"result": "same:value"},
    "memory_fence_alias_tko": {"result_token": "token"},
}

DEFAULTS: dict[str, dict[str, object]] = {
    **{m: {"overflow": IntegerOverflow.NONE} for m in ("addi", "subi", "muli", "shli", "negi",
                                                       "trunci")},
    "divi": {"rounding": RoundingMode.ZERO},
    **{m: {"rounding_mode": RoundingMode.NEAREST_EVEN} for m in (
        "addf", "subf", "mulf", "divf", "fma", "sqrt", "ftof", "itof")},
    "exp": {"rounding_mode": RoundingMode.FULL},
    "tanh": {"rounding_mode": RoundingMode.FULL},
    "ftoi": {"rounding_mode": RoundingMode.NEAREST_INT_TO_ZERO},
    "multimem_load_reduce_view_tko": {"reduction": MultimemReductionKind.ADD},
    "multimem_reduce_view_tko": {"reduction": MultimemReductionKind.ADD},
    # NVIDIA prints no `const_args` when it is empty (the only value bytecode can hold:
    # its elements must be symbolic expressions, which have no bytecode encoding).
    "preview$call": {"const_args": ArrayAttr([])},
}
"""Attribute values the custom form leaves out; the parser fills them back in."""


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
    return OpFormat(parse_format(FORMATS[mnemonic]), INFER.get(mnemonic, {}),
                    DEFAULTS.get(mnemonic, {}))


def op_def(mnemonic: str) -> OpDef:
    return OPS_BY_MNEMONIC[mnemonic]


def check_formats() -> list[str]:
    """Problems in the table: names a format uses that its op does not have, ops without one."""
    problems = []
    for mnemonic, d in OPS_BY_MNEMONIC.items():
        if mnemonic not in FORMATS:
            problems.append(f"{mnemonic}: no assembly format")
            continue
        names = {o.name for o in d.operands} | {a.name for a in d.attrs} | {r.name for r in d.results}
        for name in op_format(mnemonic).mentioned():
            if name not in names:
                problems.append(f"{mnemonic}: format names unknown field '{name}'")
    return problems
