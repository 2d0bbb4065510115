"""Print a `cuda_tile.module` as text: NVIDIA's custom assembly or MLIR's generic form.

The custom form is what `tileirdisasm` 13.5 prints: the module's items (`global`, `entry`)
one after the other, short types (`tile<4xf32>`), each op by its format description
(`format.py`); with `debug_info`, ` loc(#locN)` after each op and the alias table at the end.
The generic form prints every op as `"cuda_tile.addf"(%0, %1) <{...}> : (...) -> ...`,
the module op included.
"""

from __future__ import annotations

import re

from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, IntegerType, UnitAttr, UnknownLoc
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.asm import format as fmt
from tileiras.dialects.cuda_tile.asm.locations import AliasTable
from tileiras.dialects.cuda_tile.asm.names import SSANames, name_top_level
from tileiras.dialects.cuda_tile.asm.scanner import escape_string
from tileiras.dialects.cuda_tile.asm.values import (
    format_builtin_type,
    format_dense,
    format_generic_attr,
    format_hints,
    format_predicate,
)
from tileiras.dialects.cuda_tile.enums import RoundingMode, SymbolVisibility
from tileiras.dialects.cuda_tile.op_table import OPS_BY_MNEMONIC

_TYPE_TEXT: dict[Attribute, str] = {}


def type_text(t: Attribute) -> str:
    """`ctt.format_type`, memoized (types repeat on nearly every line)."""
    text = _TYPE_TEXT.get(t)
    if text is None:
        text = ctt.format_type(t)
        if len(_TYPE_TEXT) < 65536:
            _TYPE_TEXT[t] = text
    return text

INDENT = "  "
_LOC_MARK = re.compile("\x00(\\d+)\x00")
_SYMBOL = re.compile(r"^[A-Za-z_][A-Za-z0-9_$.]*$")

def _mnemonic(op: Operation) -> str:
    return op.name.removeprefix("cuda_tile.")


def symbol_text(name: str) -> str:
    return "@" + name if _SYMBOL.match(name) else "@" + escape_string(name)


class _Emitter:
    """MLIR's declarative-format spacing: a space before elements, none after `(`, etc."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.should_emit_space = True
        self.last_was_punct = False
        self.active = True

    def _out(self, text: str) -> None:
        if self.active:
            self.parts.append(text)

    def literal(self, value: str) -> None:
        if self.should_emit_space and _space_before(value, self.last_was_punct):
            self._out(" ")
        self._out(value)
        self.should_emit_space = len(value) != 1 or value not in "<({["
        self.last_was_punct = value[0] != "_" and not value[0].isalpha()

    def space(self, emit: bool) -> None:
        if emit:
            self._out(" ")
            self.last_was_punct = False
        else:
            self.last_was_punct = True
        self.should_emit_space = False

    def element(self, text: str) -> None:
        if self.should_emit_space or not self.last_was_punct:
            self._out(" ")
        self._out(text)
        self.last_was_punct = False
        self.should_emit_space = True

    def attr_dict(self, text: str) -> None:
        self._out(text)
        self.last_was_punct = False

    def text(self) -> str:
        return "".join(self.parts)


def _space_before(value: str, last_was_punct: bool) -> bool:
    if len(value) != 1 and value != "->":
        return True
    if last_was_punct:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


class Printer:
    def __init__(self, debug_info: bool = False, generic: bool = False):
        self.debug = debug_info
        self.generic = generic
        self.aliases = AliasTable()
        self.loc_refs: list[Attribute] = []
        self.lines: list[str] = []
        self.names = SSANames()

    # --- entry points ------------------------------------------------------------------------
    def module(self, module: Operation) -> str:
        if self.generic:
            self.names = name_top_level([module], generic=True)
            self.generic_op(module, 0)
        else:
            body = list(module.regions[0].blocks[0].ops) if module.regions and module.regions[0].blocks else []
            self.names = name_top_level(body)
            producer = module.properties.get("producer")
            if producer is not None:
                self.lines.append(f"// Producer: {producer.data}")  # type: ignore[attr-defined]
            for op in body:
                self.op(op, 0)
        return self.finish()

    def finish(self) -> str:
        text = "\n".join(self.lines) + "\n" if self.lines else ""
        if self.debug:
            self.aliases.finish()
            text = _LOC_MARK.sub(lambda m: self.aliases.ref(self.loc_refs[int(m.group(1))]), text)
            defs = self.aliases.definitions()
            if defs:
                text += "\n".join(defs) + "\n"
        return text

    # --- helpers -----------------------------------------------------------------------------
    def visit_loc(self, op: Operation) -> str:
        """Register an op's location (before its regions) and return its ` loc(...)` marker."""
        if not self.debug:
            return ""
        loc = op.location
        try:
            self.aliases.visit(loc)
        except ValueError:  # a location kind bytecode cannot hold: print it as unknown
            loc = UnknownLoc()
            self.aliases.visit(loc)
        self.loc_refs.append(loc)
        return f" \x00{len(self.loc_refs) - 1}\x00"

    def use(self, v: SSAValue) -> str:
        return self.names.use(v)

    def uses(self, vs) -> str:
        return ", ".join(self.use(v) for v in vs)

    def lhs(self, op: Operation) -> str:
        text = self.names.result_list(op)
        return f"{text} = " if text else ""

    # --- custom form -------------------------------------------------------------------------
    def op(self, op: Operation, indent: int) -> None:
        m = _mnemonic(op)
        if not op.name.startswith("cuda_tile.") or not fmt.has_format(m):
            self.generic_op(op, indent)
            return
        f = fmt.op_format(m)
        first = f.elements[0] if f.elements else None
        mark = (len(self.lines), len(self.loc_refs))
        try:
            if isinstance(first, fmt.Custom) and first.name in fmt.WHOLE_OP_DIRECTIVES:
                getattr(self, "op_" + first.name.lower())(op, indent)
                return
            loc = self.visit_loc(op)
            self.lines.append(INDENT * indent + self.lhs(op) + m + self.format_text(op, f) + loc)
        except (KeyError, AttributeError, IndexError, ValueError, TypeError, StopIteration):
            # An op its custom format cannot describe (a missing property, a wrong operand
            # count): print it in the generic form, which shows whatever it holds.
            del self.lines[mark[0]:]
            del self.loc_refs[mark[1]:]
            self.generic_op(op, indent)

    def format_text(self, op: Operation, f: fmt.OpFormat) -> str:
        em = _Emitter()
        self._emit(op, f, f.elements, em)
        return em.text()

    def _emit(self, op: Operation, f: fmt.OpFormat, elements, em: _Emitter) -> None:
        for e in elements:
            if isinstance(e, fmt.Lit):
                em.literal(e.text)
            elif isinstance(e, fmt.Space):
                em.space(e.emit)
            elif isinstance(e, fmt.Var):
                em.element(self.var_text(op, e.name))
            elif isinstance(e, fmt.TypeOf):
                em.element(self.type_text(op, e.name))
            elif isinstance(e, fmt.Custom):
                em.element(self.custom_text(op, f, e))
            elif isinstance(e, fmt.AttrDict):
                em.attr_dict(self.attr_dict_text(op, f, e.keyword))
            elif isinstance(e, fmt.Group):
                present = self.present(op, f, e.anchor)
                saved = em.active
                em.active = saved and present
                inner = e.elements
                anchor_attr = self._attr_def(op, e.anchor)
                if (anchor_attr is not None and anchor_attr.kind == "unit"
                        and inner and inner[0] != fmt.Var(e.anchor)):
                    inner = tuple(x for x in inner if x != fmt.Var(e.anchor))
                self._emit(op, f, inner, em)
                em.active = saved

    @staticmethod
    def _attr_def(op: Operation, name: str):
        d = getattr(op, "OP_DEF", None)
        if d is None:
            return None
        for a in d.attrs:
            if a.name == name:
                return a
        return None

    @staticmethod
    def _operand_def(op: Operation, name: str):
        d = getattr(op, "OP_DEF", None)
        for o in d.operands if d is not None else ():
            if o.name == name:
                return o
        return None

    def group_values(self, op: Operation, name: str) -> list[SSAValue]:
        """The operands or results of a named group (empty when absent)."""
        groups = operand_groups(op)
        if name in groups:
            return groups[name]
        return result_groups(op)[name]

    def present(self, op: Operation, f: fmt.OpFormat, name: str) -> bool:
        a = self._attr_def(op, name)
        if a is not None:
            value = op.properties.get(name)
            if value is None:
                return False
            if a.kind == "bool_array":
                return isinstance(value, DenseArrayBase) and any(int(v) for v in value.get_values())
            if a.kind == "hints":
                return bool(value.items)  # type: ignore[attr-defined]
            return not fmt.is_default(f, name, value)
        return bool(self.group_values(op, name))

    def var_text(self, op: Operation, name: str) -> str:
        a = self._attr_def(op, name)
        if a is None:
            return self.uses(self.group_values(op, name))
        value = op.properties.get(name)
        if value is None:
            return ""
        return attr_text(a, value)

    def type_text(self, op: Operation, name: str) -> str:
        return ", ".join(type_text(v.type) for v in self.group_values(op, name))

    def custom_text(self, op: Operation, f: fmt.OpFormat, e: fmt.Custom) -> str:
        n = e.name
        props = op.properties
        if n in ("Rounding", "RoundingFull", "RoundingInt"):
            default = {"Rounding": RoundingMode.NEAREST_EVEN, "RoundingFull": RoundingMode.FULL,
                       "RoundingInt": RoundingMode.NEAREST_INT_TO_ZERO}[n]
            value = props.get(e.args[0])
            if not isinstance(value, cta.EnumAttr) or value.value == default:
                return ""
            return f"rounding<{value.value.value}>"
        if n == "Dense":
            return format_dense(props[e.args[0]])  # type: ignore[arg-type]
        if n == "Symbol":
            return symbol_text(props[e.args[0]].data)  # type: ignore[attr-defined]
        if n == "Predicate":
            return format_predicate(props[e.args[0]])
        if n == "SplatTypes":
            types = [type_text(v.type) for v in self.group_values(op, e.args[0])]
            if types and all(t == types[0] for t in types):
                return types[0]
            return ", ".join(types)
        if n == "FunctionalType":
            ins = [format_builtin_type(v.type) for v in self.group_values(op, e.args[0])]
            outs = [format_builtin_type(v.type) for v in self.group_values(op, e.args[1])]
            result = outs[0] if len(outs) == 1 else "(" + ", ".join(outs) + ")"
            return "(" + ", ".join(ins) + ") -> " + result
        if n == "Inbounds":
            value = props.get(e.args[0])
            if isinstance(value, DenseArrayBase) and any(int(v) for v in value.get_values()):
                return "inbounds = " + attr_text(None, value)
            return ""
        raise ValueError(f"unknown directive custom<{n}>")  # pragma: no cover

    def attr_dict_text(self, op: Operation, f: fmt.OpFormat, keyword: bool) -> str:
        mentioned = f.mentioned()
        items = []
        for k, v in sorted(op.properties.items()):
            if k in mentioned or k == "operandSegmentSizes":
                continue
            if fmt.is_default(f, k, v):
                continue
            items.append(k if isinstance(v, UnitAttr) else f"{k} = {format_generic_attr(v)}")
        for k, v in sorted(op.attributes.items()):
            items.append(k if isinstance(v, UnitAttr) else f"{k} = {format_generic_attr(v)}")
        if not items:
            return ""
        return (" attributes " if keyword else " ") + "{" + ", ".join(items) + "}"

    # --- regions -----------------------------------------------------------------------------
    def block_ops(self, block: Block, indent: int, elide: str | None) -> None:
        ops = list(block.ops)
        if ops and elide is not None:
            last = ops[-1]
            if _mnemonic(last) == elide and not last.operands and not last.results and self._plain(last):
                ops = ops[:-1]
        for o in ops:
            self.op(o, indent)

    @staticmethod
    def _plain(op: Operation) -> bool:
        return not op.attributes

    def region_body(self, op: Operation, region: Region, indent: int) -> None:
        d = OPS_BY_MNEMONIC.get(_mnemonic(op))
        elide = d.implicit_terminator if d is not None else None
        for block in region.blocks:
            self.block_ops(block, indent + 1, elide)

    def close(self, indent: int, loc: str) -> None:
        self.lines.append(INDENT * indent + "}" + loc)

    # --- whole-op directives -------------------------------------------------------------------
    def op_entry(self, op: Operation, indent: int) -> None:
        loc = self.visit_loc(op)
        props = op.properties
        name = props["sym_name"].data  # type: ignore[attr-defined]
        block = op.regions[0].blocks[0] if op.regions[0].blocks else None
        args = list(block.args) if block is not None else []
        arg_attrs = props.get("arg_attrs")
        parts = []
        for i, a in enumerate(args):
            text = f"{self.use(a)}: {type_text(a.type)}"
            if arg_attrs is not None and i < len(arg_attrs.data) and arg_attrs.data[i].data:  # type: ignore[attr-defined]
                text += " " + format_generic_attr(arg_attrs.data[i])  # type: ignore[attr-defined]
            parts.append(text)
        head = f"entry {symbol_text(name)}({', '.join(parts)})"
        hints = props.get("optimization_hints")
        if isinstance(hints, cta.OptimizationHintsAttr) and hints.items:
            head += f" optimization_hints={format_hints(hints)}"
        self.lines.append(INDENT * indent + head + " {")
        if block is not None:
            self.block_ops(block, indent + 1, None)
        self.close(indent, loc)

    def op_global(self, op: Operation, indent: int) -> None:
        loc = self.visit_loc(op)
        p = op.properties
        vis = p.get("symbol_visibility")
        private = isinstance(vis, cta.EnumAttr) and vis.value == SymbolVisibility.PRIVATE
        text = "global " + ("private " if private else "") + " "
        if "constant" in p:
            text += "constant "
        text += symbol_text(p["sym_name"].data)  # type: ignore[attr-defined]
        align = p.get("alignment")
        if isinstance(align, IntegerAttr) and align.value.data:
            text += f" alignment = {align.value.data}"
        value = p["value"]
        text += f" {format_dense(value)} : {type_text(value.type)}"  # type: ignore[attr-defined]
        self.lines.append(INDENT * indent + text + loc)

    def op_module(self, op: Operation, indent: int) -> None:
        loc = self.visit_loc(op)
        name = op.properties["sym_name"].data  # type: ignore[attr-defined]
        self.lines.append(INDENT * indent + f"cuda_tile.module {symbol_text(name)} {{")
        for block in op.regions[0].blocks:
            self.block_ops(block, indent + 1, None)
        self.close(indent, loc)

    def op_tensorview(self, op: Operation, indent: int) -> None:
        loc = self.visit_loc(op)
        t = op.results[0].type
        shape_ops = self.group_values(op, "dynamicShape")
        stride_ops = self.group_values(op, "dynamicStrides")

        def merge(static, dyn) -> str:
            it = iter(dyn)
            out = []
            for d in static:
                out.append(self.use(next(it)) if d == ctt.DYNAMIC else str(d))
            return "[" + ", ".join(out) + "]"
        shape = merge(t.shape, shape_ops) if isinstance(t, ctt.TensorViewType) else "[]"  # type: ignore[attr-defined]
        strides = merge(t.strides, stride_ops) if isinstance(t, ctt.TensorViewType) else "[]"  # type: ignore[attr-defined]
        base = self.use(op.operands[0])
        text = f"make_tensor_view {base}, shape = {shape}, strides = {strides} :"
        dyn = shape_ops + stride_ops
        prefix = []
        base_type = op.operands[0].type
        elem = base_type.element_type if isinstance(base_type, ctt.TileType) else None
        if isinstance(elem, ctt.PointerType) and ctt.ptr_attr_text(elem.ptr_attr) is not None:
            prefix.append(type_text(base_type))
        if dyn:
            types = [type_text(v.type) for v in dyn]
            prefix.append(types[0] if all(x == types[0] for x in types) else ", ".join(types))
        if prefix:
            text += " " + ", ".join(prefix) + " ->"
        text += " " + type_text(t)
        self.lines.append(INDENT * indent + self.lhs(op) + text + loc)

    def op_for(self, op: Operation, indent: int) -> None:
        loc = self.visit_loc(op)
        lb, ub, step, *inits = op.operands
        block = op.regions[0].blocks[0]
        iv, *iters = block.args
        text = "for " + ("unsigned " if "unsignedCmp" in op.properties else "")
        text += f"{self.use(iv)} in ({self.use(lb)} to {self.use(ub)}, step {self.use(step)}) : "
        text += type_text(iv.type)
        if inits:
            pairs = ", ".join(f"{self.use(a)} = {self.use(v)}" for a, v in zip(iters, inits))
            types = ", ".join(type_text(r.type) for r in op.results)
            text += f" iter_values({pairs}) -> ({types})"
        self.lines.append(INDENT * indent + self.lhs(op) + text + " {")
        self.region_body(op, op.regions[0], indent)
        self.close(indent, loc)

    def op_if(self, op: Operation, indent: int) -> None:
        loc = self.visit_loc(op)
        text = f"if {self.use(op.operands[0])}"
        if op.results:
            text += " -> (" + ", ".join(type_text(r.type) for r in op.results) + ")"
        self.lines.append(INDENT * indent + self.lhs(op) + text + " {")
        self.region_body(op, op.regions[0], indent)
        if len(op.regions) > 1 and op.regions[1].blocks:
            self.lines.append(INDENT * indent + "} else {")
            self.region_body(op, op.regions[1], indent)
        self.close(indent, loc)

    def op_loop(self, op: Operation, indent: int) -> None:
        loc = self.visit_loc(op)
        block = op.regions[0].blocks[0]
        text = "loop"
        if op.operands:
            pairs = ", ".join(f"{self.use(a)} = {self.use(v)}" for a, v in zip(block.args, op.operands))
            text += f" iter_values({pairs})"
        if op.operands or op.results:
            text += " :"
            if op.operands:
                text += " " + ", ".join(type_text(v.type) for v in op.operands)
            if op.results:
                if op.operands:
                    text += " ->"
                text += " " + ", ".join(type_text(r.type) for r in op.results)
        self.lines.append(INDENT * indent + self.lhs(op) + text + " {")
        self.region_body(op, op.regions[0], indent)
        self.close(indent, loc)

    def _reduce_like(self, op: Operation, indent: int, scan: bool) -> None:
        loc = self.visit_loc(op)
        p = op.properties
        text = f"{_mnemonic(op)} {self.uses(op.operands)} dim={p['dim'].value.data}"  # type: ignore[attr-defined]
        if scan:
            rev = p.get("reverse")
            text += " reverse=" + ("true" if isinstance(rev, IntegerAttr) and rev.value.data else "false")
        text += f" identities={format_generic_attr(p['identities'])}"
        text += " : " + ", ".join(type_text(v.type) for v in op.operands)
        text += " -> " + ", ".join(type_text(r.type) for r in op.results) + " "
        self.lines.append(INDENT * indent + self.lhs(op) + text)
        block = op.regions[0].blocks[0]
        args = ", ".join(f"{self.use(a)}: {type_text(a.type)}" for a in block.args)
        self.lines.append(INDENT * indent + f"({args}) {{")
        self.region_body(op, op.regions[0], indent)
        self.close(indent, loc)

    def op_reduce(self, op: Operation, indent: int) -> None:
        self._reduce_like(op, indent, scan=False)

    def op_scan(self, op: Operation, indent: int) -> None:
        self._reduce_like(op, indent, scan=True)

    # --- generic form ------------------------------------------------------------------------
    def generic_op(self, op: Operation, indent: int) -> None:
        loc = self.visit_loc(op)
        pad = INDENT * indent
        text = pad + self.lhs(op) + f'"{op.name}"({self.uses(op.operands)})'
        if op.successors:  # pragma: no cover - cuda_tile has no successors
            text += "[" + ", ".join("^bb" for _ in op.successors) + "]"
        props = sorted(op.properties.items())
        if props:
            text += " <{" + ", ".join(k if isinstance(v, UnitAttr) else f"{k} = {format_generic_attr(v)}"
                                      for k, v in props) + "}>"
        tail = ""
        if op.attributes:
            tail += " {" + ", ".join(k if isinstance(v, UnitAttr) else f"{k} = {format_generic_attr(v)}"
                                     for k, v in sorted(op.attributes.items())) + "}"
        ins = ", ".join(format_builtin_type(v.type) for v in op.operands)
        outs = [format_builtin_type(r.type) for r in op.results]
        out = outs[0] if len(outs) == 1 else f"({', '.join(outs)})"
        tail += f" : ({ins}) -> {out}"
        if not op.regions:
            self.lines.append(text + tail + loc)
            return
        self.lines.append(text + " ({")
        for ri, region in enumerate(op.regions):
            if ri:
                self.lines.append(pad + "}, {")
            for bi, block in enumerate(region.blocks):
                if block.args or bi:
                    args = ", ".join(f"{self.use(a)}: {format_builtin_type(a.type)}" for a in block.args)
                    self.lines.append(pad + f"^bb{bi}" + (f"({args})" if args else "") + ":")
                for inner in block.ops:
                    self.generic_op(inner, indent + 1)
        self.lines.append(pad + "})" + tail + loc)


def operand_groups(op: Operation) -> dict[str, list[SSAValue]]:
    """The op's operands by table group (segment sizes, or the one variable group's share)."""
    d = op.OP_DEF  # type: ignore[attr-defined]
    operands = list(op.operands)
    seg = op.properties.get("operandSegmentSizes")
    if d.segmented and isinstance(seg, DenseArrayBase):
        sizes = [int(x) for x in seg.get_values()]
    else:
        fixed = sum(1 for o in d.operands if not (o.optional or o.variadic))
        rest = len(operands) - fixed
        sizes = [rest if (o.optional or o.variadic) else 1 for o in d.operands]
    out: dict[str, list[SSAValue]] = {}
    pos = 0
    for o, n in zip(d.operands, sizes):
        out[o.name] = operands[pos:pos + n]
        pos += n
    return out


def result_groups(op: Operation) -> dict[str, list[SSAValue]]:
    """The op's results by table group (a missing newer result is an empty group)."""
    d = op.OP_DEF  # type: ignore[attr-defined]
    results = list(op.results)
    fixed = sum(1 for r in d.results if not r.variadic)
    out: dict[str, list[SSAValue]] = {}
    if any(r.variadic for r in d.results):
        rest = len(results) - fixed
        pos = 0
        for r in d.results:
            n = rest if r.variadic else 1
            out[r.name] = results[pos:pos + n]
            pos += n
        return out
    for i, r in enumerate(d.results):
        out[r.name] = results[i:i + 1]
    return out


def attr_text(a, value: Attribute) -> str:
    """An attribute inside a custom format, by its kind."""
    if isinstance(value, cta.EnumAttr):
        case = value.value.value
        return f"<{case}>" if type(value.value).__name__ in fmt.ANGLE_ENUMS else case
    if isinstance(value, UnitAttr):
        return a.name if a is not None else ""
    if isinstance(value, IntegerAttr):
        t = value.type
        if isinstance(t, IntegerType) and t.width.data == 1:
            return "true" if value.value.data else "false"
        return str(value.value.data)
    if isinstance(value, DenseArrayBase):
        et = value.elt_type
        vals = value.get_values()
        if isinstance(et, IntegerType) and et.width.data == 1:
            return "[" + ", ".join("true" if int(v) else "false" for v in vals) + "]"
        return "[" + ", ".join(str(int(v)) for v in vals) + "]"
    if isinstance(value, cta.OptimizationHintsAttr):
        return format_hints(value)
    if isinstance(value, cta.DenseConstAttr):
        return format_dense(value)
    if isinstance(value, cta.ASSUME_PREDICATES):
        return format_predicate(value)
    from xdsl.dialects.builtin import StringAttr  # noqa: PLC0415
    if isinstance(value, StringAttr):
        return escape_string(value.data)
    try:
        return type_text(value)
    except ValueError:
        return format_generic_attr(value)


def op_text(op: Operation) -> str:
    """One op in MLIR's generic form, its values named as in its function (what MLIR prints
    for an op streamed into a diagnostic: `%0 = "cuda_tile.absf"(%arg0) : (...) -> ...`)."""
    scope = op
    while scope.parent_op() is not None and scope.name not in ("cuda_tile.entry", "cuda_tile.module"):
        scope = scope.parent_op()  # type: ignore[assignment]
    printer = Printer(generic=True)
    printer.names = name_top_level([scope], generic=True)
    printer.generic_op(op, 0)
    return "\n".join(printer.lines)


def print_module(module_op: Operation, debug_info: bool = False, generic: bool = False) -> str:
    """The text of a `cuda_tile.module`: NVIDIA's custom form, or MLIR's generic form."""
    return Printer(debug_info, generic).module(module_op)
