"""Parse cuda_tile text (custom, `-g` or generic form) into a `cuda_tile.module` of xDSL ops.

The custom form is read with the same per-op format descriptions the printer uses
(`format.py`); ops are built with `op_class(...).create(...)` and the properties the bytecode
reader produces (attributes the text leaves out at their default are filled in). Accepted
input: a module body as tileirdisasm prints it (globals and entries, optionally preceded by
`// Producer: ...` and followed by `#alias = ...` location definitions), the same wrapped in
`cuda_tile.module @name { ... }`, or MLIR's generic form, ops of both forms mixed freely.
Every error is a `ParseError` with `file:line:col`.
"""

from __future__ import annotations

import re

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FunctionType,
    IntegerAttr,
    StringAttr,
    UnitAttr,
    UnknownLoc,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.utils.exceptions import VerifyException

from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.canonical import canonicalize_properties
from tileiras.dialects.cuda_tile.asm import format as fmt
from tileiras.dialects.cuda_tile.asm.locations import LocationParser
from tileiras.dialects.cuda_tile.asm.printer import operand_groups
from tileiras.dialects.cuda_tile.asm.scanner import ParseError, Scanner
from tileiras.dialects.cuda_tile.asm.typeparse import I1, I32, I64, TypeAttrParser
from tileiras.dialects.cuda_tile.enums import RoundingMode, SymbolVisibility
from tileiras.dialects.cuda_tile.op_defs import A, OpDef
from tileiras.dialects.cuda_tile.op_table import OPS_BY_MNEMONIC, TERMINATORS
from tileiras.dialects.cuda_tile.ops import op_class

DEFAULT_MODULE_NAME = "kernels"
_IMPLICIT = {"for": "continue", "loop": "continue", "if": "yield"}
_PRODUCER = re.compile(r"\s*//\s*Producer:[ \t]?([^\n]*)")
_ROUNDING_DEFAULTS = {"Rounding": RoundingMode.NEAREST_EVEN, "RoundingFull": RoundingMode.FULL,
                      "RoundingInt": RoundingMode.NEAREST_INT_TO_ZERO}


class _Pending:
    """A dense constant whose element type is known only once the op's type is parsed."""

    def __init__(self, elem: Attribute, body, pos: int):
        self.elem = elem
        self.body = body
        self.pos = pos


class _OpState:
    """What parsing one custom-form op has gathered."""

    def __init__(self, d: OpDef, lhs_count: int):
        self.d = d
        self.lhs_count = lhs_count
        self.operands: dict[str, list[SSAValue]] = {}
        self.props: dict[str, Attribute] = {}
        self.attributes: dict[str, Attribute] = {}
        self.result_types: dict[str, list[Attribute]] = {}
        self.pending: dict[str, _Pending] = {}


class Parser(TypeAttrParser):
    def __init__(self, text: str, filename: str = "<stdin>"):
        super().__init__(Scanner(text, filename))
        self.locs = LocationParser(self.s)
        self.scopes: list[dict[str, list[SSAValue]]] = []
        self.loc_fixups: list[tuple[Operation, object, int]] = []
        self.implicit_ops: set[int] = set()
        self.op_pos: dict[int, int] = {}

    # =====================================================================================
    # module
    # =====================================================================================
    def parse_module(self) -> Operation:
        s = self.s
        producer = None
        m = _PRODUCER.match(s.text, 0)
        if m:
            producer = m.group(1)
            s.pos = m.end()
        s.skip_ws()
        while s.peek(1) == "#":  # aliases may come first, as in the public cuda_tile tests
            self.locs.parse_alias_definition()
            s.skip_ws()
        if s.peek(len('"cuda_tile.module"')) == '"cuda_tile.module"':
            module = self.parse_generic_op(top=True)
        elif s.peek_keyword("cuda_tile.module") or s.peek_keyword("module"):
            module = self.parse_custom_module()
        else:
            block = Block()
            self.scopes.append({})
            while not s.at_end() and s.peek(1) != "#":
                block.add_op(self.parse_op(top=True))
            self.scopes.pop()
            props: dict[str, Attribute] = {"sym_name": StringAttr(DEFAULT_MODULE_NAME)}
            module = op_class("module").create(properties=props, regions=[Region([block])])
        if producer is not None and "producer" not in module.properties:
            module.properties["producer"] = StringAttr(producer)
        while not s.at_end():
            if s.peek(1) != "#":
                raise s.error(f"expected operation or alias definition, found {s.describe_next()}")
            self.locs.parse_alias_definition()
        for op, value, pos in self.loc_fixups:
            op.location = self.locs.resolve(value, pos)  # type: ignore[assignment]
        self._verify(module)
        return module

    def parse_custom_module(self) -> Operation:
        s = self.s
        start = s.pos
        if not s.try_keyword("cuda_tile.module"):
            s.expect_keyword("module")
        name = s.try_symbol() or DEFAULT_MODULE_NAME
        props: dict[str, Attribute] = {"sym_name": StringAttr(name)}
        if s.try_keyword("attributes"):
            for k, v in self.parse_dict_items():
                props[k] = v
        s.expect_punct("{")
        block = Block()
        self.scopes.append({})
        while not s.try_punct("}"):
            if s.at_end():
                raise s.error("expected '}' to close the module", start)
            block.add_op(self.parse_op(top=True))
        self.scopes.pop()
        module = op_class("module").create(properties=props, regions=[Region([block])])
        self._trailing_loc(module)
        return module

    def _verify(self, module: Operation) -> None:
        for op in module.walk():
            definition = getattr(type(op), "get_irdl_definition", None)
            if definition is None:
                continue
            try:
                definition().verify(op)
            except VerifyException as e:
                raise self.s.error(f"'{op.name}' op {e}", self.op_pos.get(id(op), 0)) from None

    # =====================================================================================
    # values
    # =====================================================================================
    def define(self, name: str, values: list[SSAValue], pos: int) -> None:
        scope = self.scopes[-1]
        if name in scope:
            raise self.s.error(f"redefinition of SSA value '{name}'", pos)
        scope[name] = values

    def lookup(self, name: str, index: int, pos: int) -> SSAValue:
        for scope in reversed(self.scopes):
            if name in scope:
                group = scope[name]
                if index >= len(group):
                    raise self.s.error(f"result number {index} of '{name}' out of range "
                                       f"({len(group)} results)", pos)
                return group[index]
        raise self.s.error(f"use of undeclared SSA value name '{name}'", pos)

    def parse_use(self) -> SSAValue:
        s = self.s
        s.skip_ws()
        pos = s.pos
        name = s.try_sigil_name("%")
        if name is None:
            raise s.error(f"expected SSA value, found {s.describe_next()}")
        index = 0
        if s.text.startswith("#", s.pos):
            s.pos += 1
            m = re.compile(r"\d+").match(s.text, s.pos)
            if not m:
                raise s.error("expected result number after '#'")
            index = int(m.group(0))
            s.pos = m.end()
        return self.lookup("%" + name, index, pos)

    def parse_use_list(self) -> list[SSAValue]:
        """Zero or more comma-separated uses (stops before a `,` not followed by `%`)."""
        s = self.s
        out: list[SSAValue] = []
        if s.peek(1) != "%":
            return out
        out.append(self.parse_use())
        while True:
            save = s.pos
            if s.try_punct(",") and s.peek(1) == "%":
                out.append(self.parse_use())
                continue
            s.pos = save
            return out

    def parse_def_name(self) -> tuple[str, int]:
        s = self.s
        s.skip_ws()
        pos = s.pos
        name = s.try_sigil_name("%")
        if name is None:
            raise s.error(f"expected SSA value name, found {s.describe_next()}")
        return "%" + name, pos

    def parse_lhs(self) -> list[tuple[str, int, int]]:
        """`%a, %b:2 =` -> [(name, count, pos)]; empty when the op has no results."""
        s = self.s
        if s.peek(1) != "%":
            return []
        out = []
        while True:
            name, pos = self.parse_def_name()
            count = 1
            if s.text.startswith(":", s.pos) and s.text[s.pos + 1:s.pos + 2].isdigit():
                s.pos += 1
                count = s.expect_int("result count")
            out.append((name, count, pos))
            if not s.try_punct(","):
                break
        s.expect_punct("=")
        return out

    def bind_results(self, op: Operation, lhs: list[tuple[str, int, int]], pos: int) -> None:
        total = sum(c for _, c, _ in lhs)
        if total != len(op.results):
            raise self.s.error(f"operation defines {len(op.results)} results but was provided "
                               f"{total} to bind", pos)
        i = 0
        for name, count, npos in lhs:
            self.define(name, list(op.results[i:i + count]), npos)
            i += count

    def _trailing_loc(self, op: Operation) -> None:
        s = self.s
        pos = s.pos
        value = self.locs.try_loc()
        if value is not None:
            self.loc_fixups.append((op, value, pos))

    # =====================================================================================
    # operations
    # =====================================================================================
    def parse_op(self, top: bool = False) -> Operation:
        s = self.s
        s.skip_ws()
        start = s.pos
        lhs = self.parse_lhs()
        s.skip_ws()
        if s.peek(1) == '"':
            op = self.parse_generic_op(lhs_count=sum(c for _, c, _ in lhs))
        else:
            name_pos = s.pos
            word = s.try_bare_id()
            if word is None:
                raise s.error(f"expected operation name, found {s.describe_next()}")
            mnemonic = word.removeprefix("cuda_tile.")
            if mnemonic == "module":
                s.pos = start
                return self.parse_custom_module()
            d = OPS_BY_MNEMONIC.get(mnemonic)
            if d is None or not fmt.has_format(mnemonic):
                raise s.error(f"custom op '{word}' is unknown", name_pos)
            f = fmt.op_format(mnemonic)
            first = f.elements[0] if f.elements else None
            lhs_count = sum(c for _, c, _ in lhs)
            if isinstance(first, fmt.Custom) and first.name in fmt.WHOLE_OP_DIRECTIVES:
                op = getattr(self, "parse_" + first.name.lower())(d, lhs_count, lhs, start)
                if op is None:  # directive bound its own results
                    raise AssertionError("unreachable")
                return op
            op = self.parse_formatted(d, f, lhs_count, start)
            self._trailing_loc(op)
        if top and not op.name.startswith("cuda_tile."):
            raise s.error(f"unexpected op '{op.name}' at module level", start)
        self.bind_results(op, lhs, start)
        return op

    # --- format-driven ops ------------------------------------------------------------------
    def parse_formatted(self, d: OpDef, f: fmt.OpFormat, lhs_count: int, start: int) -> Operation:
        st = _OpState(d, lhs_count)
        self._parse_elements(st, f, f.elements)
        return self._build(st, f, start)

    def _attr(self, d: OpDef, name: str) -> A | None:
        for a in d.attrs:
            if a.name == name:
                return a
        return None

    def _is_operand(self, d: OpDef, name: str) -> bool:
        return any(o.name == name for o in d.operands)

    def _is_result(self, d: OpDef, name: str) -> bool:
        return any(r.name == name for r in d.results)

    def _unit_keyword_group(self, st: _OpState, e) -> bool:
        """`(`kw` $unit^)?`: a flag group, which may come in any order with its neighbours."""
        if not isinstance(e, fmt.Group) or len(e.elements) != 2:
            return False
        a = self._attr(st.d, e.anchor)
        first = e.elements[0]
        return (a is not None and a.kind == "unit" and isinstance(first, fmt.Lit)
                and first.text[0].isalpha())

    def _parse_elements(self, st: _OpState, f: fmt.OpFormat, elements) -> None:
        s = self.s
        elements = list(elements)
        i = 0
        while i < len(elements):
            e = elements[i]
            if self._unit_keyword_group(st, e):
                run = []
                while i < len(elements) and self._unit_keyword_group(st, elements[i]):
                    run.append(elements[i])
                    i += 1
                progress = True
                while progress:
                    progress = False
                    for g in run:
                        if g.anchor not in st.props and s.try_keyword(g.elements[0].text):
                            st.props[g.anchor] = UnitAttr()
                            progress = True
                continue
            i += 1
            if isinstance(e, fmt.Lit):
                if e.text[0].isalpha() or e.text[0] == "_":
                    s.expect_keyword(e.text)
                else:
                    s.expect_punct(e.text)
            elif isinstance(e, fmt.Space):
                continue
            elif isinstance(e, fmt.Var):
                self._parse_var(st, e.name)
            elif isinstance(e, fmt.TypeOf):
                self._parse_types(st, e.name)
            elif isinstance(e, fmt.Custom):
                self._parse_custom(st, e)
            elif isinstance(e, fmt.AttrDict):
                self._parse_attr_dict(st, e.keyword)
            elif isinstance(e, fmt.Group):
                if self._group_present(st, e):
                    inner = e.elements
                    a = self._attr(st.d, e.anchor)
                    if a is not None and a.kind == "unit":
                        st.props[e.anchor] = UnitAttr()
                        inner = tuple(x for x in inner if x != fmt.Var(e.anchor))
                    self._parse_elements(st, f, inner)
                elif self._is_operand(st.d, e.anchor) and e.anchor not in st.operands:
                    st.operands[e.anchor] = []

    def _group_present(self, st: _OpState, g: fmt.Group) -> bool:
        s = self.s
        d = st.d
        if self._is_operand(d, g.anchor) and g.anchor in st.operands:
            return bool(st.operands[g.anchor])
        first = g.elements[0]
        if isinstance(first, fmt.Lit):
            if first.text[0].isalpha():
                return s.peek_keyword(first.text)
            return s.peek(len(first.text)) == first.text
        if isinstance(first, fmt.Var):
            if self._is_operand(d, first.name):
                return s.peek(1) == "%"
            a = self._attr(d, first.name)
            if a is not None and a.kind == "enum" and a.enum is not None:
                save = s.pos
                word = s.try_bare_id()
                s.pos = save
                return word in [c.value for c in a.enum]
        raise s.error(f"cannot decide optional group anchored at '{g.anchor}'")  # pragma: no cover

    def _parse_var(self, st: _OpState, name: str) -> None:
        s = self.s
        d = st.d
        for o in d.operands:
            if o.name == name:
                if o.variadic:
                    st.operands[name] = self.parse_use_list()
                elif o.optional:
                    st.operands[name] = [self.parse_use()] if s.peek(1) == "%" else []
                else:
                    st.operands[name] = [self.parse_use()]
                return
        a = self._attr(d, name)
        if a is None:  # pragma: no cover - check_formats guards this
            raise s.error(f"format names unknown field '{name}'")
        st.props[name] = self.parse_attr_by_kind(a)

    def parse_attr_by_kind(self, a: A) -> Attribute:
        s = self.s
        kind = a.kind
        if kind == "enum":
            assert a.enum is not None
            angle = a.enum.__name__ in fmt.ANGLE_ENUMS
            if angle:
                s.expect_punct("<")
            word = s.expect_one_of([c.value for c in a.enum], f"'{a.name}' value")
            if angle:
                s.expect_punct(">")
            return cta.EnumAttr(a.enum.from_spelling(word))
        if kind == "int":
            return IntegerAttr(s.expect_int(f"'{a.name}' value"), I64)
        if kind == "bool":
            word = s.expect_one_of(("true", "false"), f"'{a.name}' value")
            return IntegerAttr(int(word == "true"), I1)
        if kind == "string":
            return StringAttr(s.expect_string(f"'{a.name}'"))
        if kind == "i32_array":
            return DenseArrayBase.from_list(I32, self._int_list())
        if kind == "bool_array":
            return DenseArrayBase.from_list(I1, self._bool_list())
        if kind == "hints":
            return self.parse_hints()
        if kind == "predicate":
            return self.parse_predicate()
        if kind == "type":
            return self.parse_type()
        if kind == "attr_array":
            attr = self.parse_attr()
            if not isinstance(attr, ArrayAttr):
                raise s.error(f"expected an array for '{a.name}'")
            return attr
        if kind == "unit":
            return UnitAttr()
        raise s.error(f"cannot parse attribute '{a.name}' of kind {kind}")  # pragma: no cover

    def _bool_list(self) -> list[int]:
        s = self.s
        s.expect_punct("[")
        out: list[int] = []
        if s.try_punct("]"):
            return out
        while True:
            out.append(int(s.expect_one_of(("true", "false"), "boolean") == "true"))
            if s.try_punct("]"):
                return out
            s.expect_punct(",")

    def _parse_types(self, st: _OpState, name: str) -> None:
        s = self.s
        d = st.d
        if self._is_operand(d, name):
            values = st.operands.get(name, [])
            for i, v in enumerate(values):
                if i:
                    s.expect_punct(",")
                pos = s.pos
                t = self.parse_type()
                if t != v.type:
                    raise s.error(f"type {ctt.format_type(t) if _is_ct(t) else t} does not match "
                                  f"the type {ctt.format_type(v.type) if _is_ct(v.type) else v.type}"
                                  f" of operand '{name}'", pos)
            return
        if self._is_result(d, name):
            r = next(r for r in d.results if r.name == name)
            types = [self.parse_type()]
            if r.variadic:
                while s.try_punct(","):
                    types.append(self.parse_type())
            st.result_types[name] = types
            return
        raise s.error(f"format names unknown field '{name}'")  # pragma: no cover

    def _parse_custom(self, st: _OpState, e: fmt.Custom) -> None:
        s = self.s
        n = e.name
        if n in _ROUNDING_DEFAULTS:
            if s.try_keyword("rounding"):
                s.expect_punct("<")
                word = s.expect_one_of([c.value for c in RoundingMode], "rounding mode")
                s.expect_punct(">")
                st.props[e.args[0]] = cta.EnumAttr(RoundingMode.from_spelling(word))
            else:
                st.props[e.args[0]] = cta.EnumAttr(_ROUNDING_DEFAULTS[n])
            return
        if n == "Dense":
            s.skip_ws()
            pos = s.pos
            st.pending[e.args[0]] = self._dense_body(pos)
            return
        if n == "Symbol":
            pos = s.pos
            name = s.try_symbol()
            if name is None:
                raise s.error(f"expected symbol reference, found {s.describe_next()}", pos)
            st.props[e.args[0]] = StringAttr(name)
            return
        if n == "Predicate":
            st.props[e.args[0]] = self.parse_predicate()
            return
        if n == "SplatTypes":
            name = e.args[0]
            if self._is_operand(st.d, name):
                values = st.operands.get(name, [])
                if not values:
                    return
                pos = s.pos
                first = self.parse_type()
                if all(v.type == first for v in values):
                    return
                types = [first]
                while len(types) < len(values):
                    s.expect_punct(",")
                    types.append(self.parse_type())
                for v, t in zip(values, types):
                    if v.type != t:
                        raise s.error(f"index types do not match the operands of '{name}'", pos)
                return
            st.result_types[name] = ["splat", self.parse_type()]
            return
        if n == "FunctionalType":
            pos = s.pos
            signature = self.parse_function_type()
            values = st.operands.get(e.args[0], [])
            if [v.type for v in values] != list(signature.inputs.data):
                raise s.error(f"operand types do not match the operands of '{e.args[0]}'", pos)
            st.result_types[e.args[1]] = list(signature.outputs.data)
            return
        if n == "Inbounds":
            if s.try_keyword("inbounds"):
                s.expect_punct("=")
                st.props[e.args[0]] = DenseArrayBase.from_list(I1, self._bool_list())
            return
        raise s.error(f"unknown directive custom<{n}>")  # pragma: no cover

    def _dense_body(self, pos: int) -> _Pending:
        s = self.s
        s.expect_punct("<")
        epos = s.pos
        elem = self.parse_type("element type")
        if not (ctt.is_element_type(elem)):
            raise s.error("expected a scalar element type in constant", epos)
        s.expect_punct(":")
        body = self.parse_dense_literal()
        s.expect_punct(">")
        return _Pending(elem, body, pos)

    def _finish_dense(self, p: _Pending, t: Attribute) -> cta.DenseConstAttr:
        if not isinstance(t, ctt.TileType):
            raise self.s.error("constant must have a tile type", p.pos)
        if t.element_type != p.elem:
            raise self.s.error(f"constant element type {ctt.format_type(p.elem)} does not match "
                               f"{ctt.format_type(t)}", p.pos)
        return self.build_dense(p.body, t, p.pos)

    def _parse_attr_dict(self, st: _OpState, keyword: bool) -> None:
        s = self.s
        if keyword:
            if not s.try_keyword("attributes"):
                return
        elif s.peek(1) != "{":
            return
        names = {a.name for a in st.d.attrs}
        for k, v in self.parse_dict_items():
            if k in names:
                st.props[k] = v
            else:
                st.attributes[k] = v

    def _build(self, st: _OpState, f: fmt.OpFormat, start: int) -> Operation:
        s = self.s
        d = st.d
        for name, value in f.defaults.items():
            if name not in st.props:
                st.props[name] = fmt.default_attribute(value)
        if d.mnemonic == "load_ptr_tko" and st.operands.get("mask") and not st.operands.get(
                "paddingValue"):
            # `load_ptr_tko weak %p, %x` is ambiguous in NVIDIA's format: a lone padding value
            # prints like a mask. A mask is a tile of i1; anything else is the padding.
            t = st.operands["mask"][0].type
            if isinstance(t, ctt.TileType) and t.element_type != ctt.i1:
                st.operands["paddingValue"] = st.operands.pop("mask")
        # result types, in table order
        result_types: list[Attribute] = []
        for r in d.results:
            if r.name in st.result_types:
                got = st.result_types[r.name]
                if got and got[0] == "splat":
                    count = st.lhs_count - (len(d.results) - 1)
                    result_types.extend([got[1]] * max(count, 0))
                else:
                    result_types.extend(got)
                continue
            rule = f.infer.get(r.name)
            if rule is None:
                continue  # an optional result the text does not give
            if rule == "token":
                result_types.append(ctt.TokenType())
            elif rule.startswith("same:"):
                src = rule[5:]
                if src in st.operands and st.operands[src]:
                    result_types.append(st.operands[src][0].type)
                elif src in st.result_types:
                    result_types.append(st.result_types[src][-1])
                else:
                    raise s.error(f"cannot infer the type of result '{r.name}'", start)
        for key, pending in st.pending.items():
            if not result_types:
                raise s.error("constant needs a result type", pending.pos)
            st.props[key] = self._finish_dense(pending, result_types[0])
        operands: list[SSAValue] = []
        sizes: list[int] = []
        for o in d.operands:
            group = st.operands.get(o.name, [])
            if not (o.variadic or o.optional) and len(group) != 1:
                raise s.error(f"missing operand '{o.name}'", start)
            operands.extend(group)
            sizes.append(len(group))
        if d.segmented:
            st.props["operandSegmentSizes"] = DenseArrayBase.from_list(I32, sizes)
        return self._create(d.mnemonic, operands, result_types, st.props, [], st.attributes, start)

    def _create(self, mnemonic: str, operands, result_types, props, regions, attributes,
                start: int) -> Operation:
        try:
            op = op_class(mnemonic).create(operands=operands, result_types=result_types,
                                           properties=props, regions=regions,
                                           attributes=attributes)
        except (ValueError, TypeError, VerifyException) as e:
            raise self.s.error(f"invalid '{mnemonic}' op: {e}", start) from None
        if getattr(op, "OP_DEF", None) is not None:
            canonicalize_properties(op.properties, len(operand_groups(op).get("index", ())))
        op.location = UnknownLoc()
        self.op_pos[id(op)] = start
        return op

    # --- regions ---------------------------------------------------------------------------------
    def parse_region_body(self, args: list[tuple[str, Attribute, int]], implicit: str | None,
                          parent_loc_pos: int | None = None) -> Region:
        """`{ ops }` with the given block arguments; appends an implicit terminator if needed."""
        s = self.s
        s.expect_punct("{")
        block = Block(arg_types=[t for _, t, _ in args])
        self.scopes.append({})
        for (name, _, pos), arg in zip(args, block.args):
            self.define(name, [arg], pos)
        while not s.try_punct("}"):
            if s.at_end():
                raise s.error("expected '}' to close the region")
            block.add_op(self.parse_op())
        self.scopes.pop()
        last = block.last_op
        if implicit is not None and (last is None or last.name.removeprefix("cuda_tile.") not in TERMINATORS):
            term = self._create(implicit, [], [], {}, [], {}, s.pos)
            self.implicit_ops.add(id(term))
            block.add_op(term)
        return Region([block])

    def _block_args(self) -> list[tuple[str, Attribute, int]]:
        """`(%a: T, %b: T)`."""
        s = self.s
        s.expect_punct("(")
        out: list[tuple[str, Attribute, int]] = []
        if s.try_punct(")"):
            return out
        while True:
            name, pos = self.parse_def_name()
            s.expect_punct(":")
            out.append((name, self.parse_type(), pos))
            if s.try_punct(")"):
                return out
            s.expect_punct(",")

    def _iter_values(self) -> tuple[list[tuple[str, int]], list[SSAValue]]:
        """`iter_values(%a = %v, ...)`."""
        s = self.s
        s.expect_punct("(")
        names: list[tuple[str, int]] = []
        inits: list[SSAValue] = []
        if s.try_punct(")"):
            return names, inits
        while True:
            names.append(self.parse_def_name())
            s.expect_punct("=")
            inits.append(self.parse_use())
            if s.try_punct(")"):
                return names, inits
            s.expect_punct(",")

    def _type_list(self) -> list[Attribute]:
        s = self.s
        out = [self.parse_type()]
        while s.try_punct(","):
            out.append(self.parse_type())
        return out

    def _finish_region_op(self, op: Operation, lhs, start: int) -> Operation:
        self._trailing_loc(op)
        self._fix_implicit_locs(op)
        self.bind_results(op, lhs, start)
        return op

    def _fix_implicit_locs(self, op: Operation) -> None:
        """Implicit terminators take their parent op's location (as MLIR's parser gives them)."""
        if not self.loc_fixups or self.loc_fixups[-1][0] is not op:
            return
        _, value, pos = self.loc_fixups[-1]
        for region in op.regions:
            for block in region.blocks:
                last = block.last_op
                if last is not None and id(last) in self.implicit_ops:
                    self.loc_fixups.append((last, value, pos))

    # --- whole-op directives --------------------------------------------------------------
    def parse_for(self, d: OpDef, lhs_count: int, lhs, start: int) -> Operation:
        s = self.s
        props: dict[str, Attribute] = {}
        if s.try_keyword("unsigned"):
            props["unsignedCmp"] = UnitAttr()
        iv = self.parse_def_name()
        s.expect_keyword("in")
        s.expect_punct("(")
        lb = self.parse_use()
        s.expect_keyword("to")
        ub = self.parse_use()
        s.expect_punct(",")
        s.expect_keyword("step")
        step = self.parse_use()
        s.expect_punct(")")
        s.expect_punct(":")
        iv_type = self.parse_type()
        names: list[tuple[str, int]] = []
        inits: list[SSAValue] = []
        result_types: list[Attribute] = []
        if s.try_keyword("iter_values"):
            names, inits = self._iter_values()
            s.expect_punct("->")
            s.expect_punct("(")
            result_types = self._type_list()
            s.expect_punct(")")
            if len(result_types) != len(inits):
                raise s.error(f"for has {len(inits)} iteration values but {len(result_types)} "
                              "result types", start)
        args = [(iv[0], iv_type, iv[1])] + [(n, t, p) for (n, p), t in zip(names, result_types)]
        region = self.parse_region_body(args, d.implicit_terminator)
        op = self._create("for", [lb, ub, step, *inits], result_types, props, [region], {}, start)
        return self._finish_region_op(op, lhs, start)

    def parse_if(self, d: OpDef, lhs_count: int, lhs, start: int) -> Operation:
        s = self.s
        cond = self.parse_use()
        result_types: list[Attribute] = []
        if s.try_punct("->"):
            s.expect_punct("(")
            result_types = self._type_list()
            s.expect_punct(")")
        then = self.parse_region_body([], d.implicit_terminator)
        other = Region()
        if s.try_keyword("else"):
            other = self.parse_region_body([], d.implicit_terminator)
        op = self._create("if", [cond], result_types, {}, [then, other], {}, start)
        return self._finish_region_op(op, lhs, start)

    def parse_loop(self, d: OpDef, lhs_count: int, lhs, start: int) -> Operation:
        s = self.s
        names: list[tuple[str, int]] = []
        inits: list[SSAValue] = []
        result_types: list[Attribute] = []
        if s.try_keyword("iter_values"):
            names, inits = self._iter_values()
        if s.try_punct(":"):
            if inits:
                init_types = self._type_list()
                if init_types != [v.type for v in inits]:
                    raise s.error("loop iteration value types do not match their initial values")
                if s.try_punct("->"):
                    result_types = self._type_list()
            else:
                result_types = self._type_list()
        args = [(n, v.type, p) for (n, p), v in zip(names, inits)]
        region = self.parse_region_body(args, d.implicit_terminator)
        op = self._create("loop", inits, result_types, {}, [region], {}, start)
        return self._finish_region_op(op, lhs, start)

    def _parse_reduce_like(self, mnemonic: str, lhs, start: int) -> Operation:
        s = self.s
        operands = self.parse_use_list()
        if not operands:
            raise s.error(f"expected operands for {mnemonic}")
        props: dict[str, Attribute] = {}
        s.expect_keyword("dim")
        s.expect_punct("=")
        props["dim"] = IntegerAttr(s.expect_int("dimension"), I64)
        if mnemonic == "scan":
            s.expect_keyword("reverse")
            s.expect_punct("=")
            word = s.expect_one_of(("true", "false"), "reverse flag")
            props["reverse"] = IntegerAttr(int(word == "true"), I1)
        s.expect_keyword("identities")
        s.expect_punct("=")
        pos = s.pos
        ident = self.parse_attr()
        if not isinstance(ident, ArrayAttr):
            raise s.error("expected an array of identities", pos)
        props["identities"] = ident
        s.expect_punct(":")
        types = self._type_list()
        if types != [v.type for v in operands]:
            raise s.error(f"{mnemonic} operand types do not match their values")
        s.expect_punct("->")
        result_types = self._type_list()
        args = self._block_args()
        region = self.parse_region_body(args, None)
        op = self._create(mnemonic, operands, result_types, props, [region], {}, start)
        return self._finish_region_op(op, lhs, start)

    def parse_reduce(self, d: OpDef, lhs_count: int, lhs, start: int) -> Operation:
        return self._parse_reduce_like("reduce", lhs, start)

    def parse_scan(self, d: OpDef, lhs_count: int, lhs, start: int) -> Operation:
        return self._parse_reduce_like("scan", lhs, start)

    def parse_tensorview(self, d: OpDef, lhs_count: int, lhs, start: int) -> Operation:
        s = self.s
        base = self.parse_use()
        s.expect_punct(",")
        lists: list[list[SSAValue | int]] = []
        for word in ("shape", "strides"):
            s.expect_keyword(word)
            s.expect_punct("=")
            s.expect_punct("[")
            items: list[SSAValue | int] = []
            if not s.try_punct("]"):
                while True:
                    items.append(self.parse_use() if s.peek(1) == "%" else s.expect_int(f"{word} value"))
                    if s.try_punct("]"):
                        break
                    s.expect_punct(",")
            lists.append(items)
            if word == "shape":
                s.expect_punct(",")
        s.expect_punct(":")
        dyn = [v for lst in lists for v in lst if not isinstance(v, int)]
        pos = s.pos
        types = self._type_list()
        if s.try_punct("->"):
            elem = base.type.element_type if isinstance(base.type, ctt.TileType) else None
            if isinstance(elem, ctt.PointerType) and ctt.ptr_attr_text(elem.ptr_attr) is not None:
                if types[0] != base.type:
                    raise s.error("base type does not match the base pointer", pos)
                types = types[1:]
            if dyn and not (len(types) == 1 and all(v.type == types[0] for v in dyn)) and \
                    types != [v.type for v in dyn]:
                raise s.error("dynamic shape and stride types do not match their values", pos)
            pos = s.pos
            t = self.parse_type()
        else:
            t = types[0] if len(types) == 1 else types[-1]
        if not isinstance(t, ctt.TensorViewType):
            raise s.error("expected a tensor_view type", pos)
        for given, static in ((lists[0], t.shape), (lists[1], t.strides)):
            if len(given) != len(static) or any(
                    (isinstance(g, int) and g != st) or (not isinstance(g, int) and st != ctt.DYNAMIC)
                    for g, st in zip(given, static)):
                raise s.error("shape and strides do not match the tensor_view type", pos)
        shape_ops = [v for v in lists[0] if not isinstance(v, int)]
        stride_ops = [v for v in lists[1] if not isinstance(v, int)]
        props = {"operandSegmentSizes": DenseArrayBase.from_list(I32, [1, len(shape_ops), len(stride_ops)])}
        op = self._create("make_tensor_view", [base, *shape_ops, *stride_ops], [t], props, [], {}, start)
        self._trailing_loc(op)
        self.bind_results(op, lhs, start)
        return op

    def parse_entry(self, d: OpDef, lhs_count: int, lhs, start: int) -> Operation:
        s = self.s
        if lhs:
            raise s.error("entry has no results", start)
        name = s.try_symbol()
        if name is None:
            raise s.error(f"expected entry name, found {s.describe_next()}")
        s.expect_punct("(")
        args: list[tuple[str, Attribute, int]] = []
        arg_attrs: list[Attribute] = []
        if not s.try_punct(")"):
            while True:
                aname, pos = self.parse_def_name()
                s.expect_punct(":")
                args.append((aname, self.parse_type(), pos))
                arg_attrs.append(self.parse_dictionary() if s.peek(1) == "{" else DictionaryAttr({}))
                if s.try_punct(")"):
                    break
                s.expect_punct(",")
        props: dict[str, Attribute] = {"sym_name": StringAttr(name),
                                       "function_type": FunctionType.from_lists([t for _, t, _ in args], [])}
        if any(a.data for a in arg_attrs):  # type: ignore[attr-defined]
            props["arg_attrs"] = ArrayAttr(arg_attrs)
        if s.try_keyword("optimization_hints"):
            s.expect_punct("=")
            props["optimization_hints"] = self.parse_hints()
        if s.try_keyword("attributes"):
            for k, v in self.parse_dict_items():
                props[k] = v
        saved = self.scopes
        self.scopes = [{}]  # isolated from above
        region = self.parse_region_body(args, None)
        self.scopes = saved
        op = self._create("entry", [], [], props, [region], {}, start)
        self._trailing_loc(op)
        return op

    def parse_global(self, d: OpDef, lhs_count: int, lhs, start: int) -> Operation:
        s = self.s
        if lhs:
            raise s.error("global has no results", start)
        props: dict[str, Attribute] = {"symbol_visibility": cta.EnumAttr(SymbolVisibility.PUBLIC)}
        if s.try_keyword("private"):
            props["symbol_visibility"] = cta.EnumAttr(SymbolVisibility.PRIVATE)
        elif s.try_keyword("public"):
            pass
        if s.try_keyword("constant"):
            props["constant"] = UnitAttr()
        name = s.try_symbol()
        if name is None:
            raise s.error(f"expected global name, found {s.describe_next()}")
        props["sym_name"] = StringAttr(name)
        align = 0
        if s.try_keyword("alignment"):
            s.expect_punct("=")
            align = s.expect_int("alignment")
        props["alignment"] = IntegerAttr(align, I64)
        s.skip_ws()
        pending = self._dense_body(s.pos)
        s.expect_punct(":")
        props["value"] = self._finish_dense(pending, self.parse_type())
        op = self._create("global", [], [], props, [], {}, start)
        self._trailing_loc(op)
        return op

    def parse_module_directive(self, *args) -> Operation:  # pragma: no cover - via parse_op
        return self.parse_custom_module()

    # =====================================================================================
    # generic form
    # =====================================================================================
    def parse_generic_op(self, lhs_count: int = 0, top: bool = False) -> Operation:
        s = self.s
        start = s.pos
        full = s.expect_string("operation name")
        if not full.startswith("cuda_tile."):
            raise s.error(f"unknown operation '{full}'", start)
        mnemonic = full.removeprefix("cuda_tile.")
        if mnemonic not in OPS_BY_MNEMONIC:
            raise s.error(f"unknown operation '{full}'", start)
        s.expect_punct("(")
        operands = self.parse_use_list()
        s.expect_punct(")")
        props: dict[str, Attribute] = {}
        if s.try_punct("<{"):
            s.pos -= 1
            props = dict(self.parse_dict_items())
            s.expect_punct(">")
        regions: list[Region] = []
        if s.peek(2) == "({":
            s.expect_punct("(")
            while True:
                regions.append(self._generic_region(isolated=mnemonic in ("entry", "module")))
                if not s.try_punct(","):
                    break
            s.expect_punct(")")
        attributes: dict[str, Attribute] = {}
        if s.peek(1) == "{":
            attributes = dict(self.parse_dict_items())
        s.expect_punct(":")
        pos = s.pos
        ftype = self.parse_function_type()
        ins = list(ftype.inputs.data)
        if len(ins) != len(operands) or any(t != v.type for t, v in zip(ins, operands)):
            raise s.error("operand types do not match the operands", pos)
        op = self._create(mnemonic, operands, list(ftype.outputs.data), props, regions,
                          attributes, start)
        self._trailing_loc(op)
        return op

    def _generic_region(self, isolated: bool) -> Region:
        s = self.s
        s.expect_punct("{")
        saved = self.scopes
        if isolated:
            self.scopes = [{}]
        self.scopes = self.scopes + [{}]
        blocks: list[Block] = []
        block: Block | None = None
        while not s.try_punct("}"):
            if s.at_end():
                raise s.error("expected '}' to close the region")
            if s.peek(1) == "^":
                s.try_sigil_name("^")
                args: list[tuple[str, Attribute, int]] = []
                if s.peek(1) == "(":
                    args = self._block_args()
                s.expect_punct(":")
                block = Block(arg_types=[t for _, t, _ in args])
                for (name, _, pos), arg in zip(args, block.args):
                    self.define(name, [arg], pos)
                blocks.append(block)
                continue
            if block is None:
                block = Block()
                blocks.append(block)
            block.add_op(self.parse_op())
        self.scopes = saved
        return Region(blocks)


def _is_ct(t: Attribute) -> bool:
    try:
        ctt.format_type(t)
        return True
    except ValueError:
        return False


def parse_module(text: str, filename: str = "<stdin>") -> Operation:
    """Parse cuda_tile text (custom, `-g` or generic form) into a `cuda_tile.module` op."""
    try:
        return Parser(text, filename).parse_module()
    except RecursionError:
        raise ParseError("input nests too deeply", filename) from None
