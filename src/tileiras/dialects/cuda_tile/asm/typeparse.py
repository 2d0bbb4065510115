"""Parsing cuda_tile types and generic attributes from text.

Types come in the short form used inside a module (`tile<4x?xf32>`, `ptr<f16, <multicast>>`,
`partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>`) or with the dialect prefix of
the generic form (`!cuda_tile.tile<4xf32>`); function types are `(T, ...) -> ()`. Generic
attributes are MLIR's syntax for the values the dialect uses: enum cases
(`#cuda_tile.rounding<zero>`), integers and floats with an optional `: type`, strings,
arrays, `array<i32: ...>`, dictionaries, `dense<...> : type`, predicates and hints.
"""

from __future__ import annotations

import re

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FunctionType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnitAttr,
)
from xdsl.ir import Attribute

from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile import dense
from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.asm import floats as fl
from tileiras.dialects.cuda_tile.asm.scanner import Scanner
from tileiras.dialects.cuda_tile.asm.values import float_attr_from_bits, float_format
from tileiras.dialects.cuda_tile.enums import ENUMS, PaddingValue, enum_attr_name

ELEMENT_BY_TEXT: dict[str, Attribute] = {name: t for name, (t, _) in ctt.ELEMENT_TYPES.items()}
ELEMENT_BY_TEXT["fnv8E5M3FNU"] = ctt.f8E5M3FNU

ENUM_BY_MNEMONIC = {enum_attr_name(cls): cls for cls in ENUMS.values()}

I1 = IntegerType(1)
I32 = IntegerType(32)
I64 = IntegerType(64)


_WORD_LT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*<")


def _type_extent(text: str, pos: int) -> int | None:
    """End of `word<...>` starting at `pos` (balanced angle brackets), for the type cache."""
    m = _WORD_LT.match(text, pos)
    if not m:
        return None
    depth = 0
    i = m.end() - 1
    n = len(text)
    while i < n:
        c = text[i]
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
            if depth == 0:
                return i + 1
        elif c == "\n":
            return None
        i += 1
    return None


class TypeAttrParser:
    """Types and generic attributes over a `Scanner`."""

    def __init__(self, scanner: Scanner):
        self.s = scanner
        self._type_cache: dict[str, Attribute] = {}

    # --- types -------------------------------------------------------------------------------
    def parse_type(self, what: str = "type") -> Attribute:
        s = self.s
        start = s.pos
        s.skip_ws()
        if s.peek(1) == "(":
            return self.parse_function_type()
        s.try_punct("!cuda_tile.")
        key_start = s.pos
        end = _type_extent(s.text, key_start)
        if end is not None:
            key = s.text[key_start:end]
            cached = self._type_cache.get(key)
            if cached is not None:
                s.pos = end
                return cached
            t = self._short_type(what, start)
            if s.pos == end:
                self._type_cache[key] = t
            return t
        return self._short_type(what, start)

    def parse_function_type(self) -> FunctionType:
        s = self.s
        s.expect_punct("(")
        ins: list[Attribute] = []
        if not s.try_punct(")"):
            ins.append(self.parse_type())
            while s.try_punct(","):
                ins.append(self.parse_type())
            s.expect_punct(")")
        s.expect_punct("->")
        outs: list[Attribute] = []
        if s.try_punct("("):
            if not s.try_punct(")"):
                outs.append(self.parse_type())
                while s.try_punct(","):
                    outs.append(self.parse_type())
                s.expect_punct(")")
        else:
            outs.append(self.parse_type())
        return FunctionType.from_lists(ins, outs)

    def _short_type(self, what: str, start: int) -> Attribute:
        s = self.s
        word = s.try_bare_id()
        if word is None:
            raise s.error(f"expected {what}, found {s.describe_next()}", start)
        if word in ELEMENT_BY_TEXT:
            return ELEMENT_BY_TEXT[word]
        if word == "token":
            return ctt.TokenType()
        if word == "tile":
            s.expect_punct("<")
            shape = self._dims_then("element type")
            elem = self._element_or_ptr()
            s.expect_punct(">")
            return ctt.TileType(shape, elem)
        if word == "ptr":
            return self._pointer_body()
        if word == "tensor_view":
            return self._tensor_view_body()
        if word in ("partition_view", "strided_view", "gather_scatter_view"):
            return self._view_body(word)
        raise s.error(f"unknown type '{word}'", start)

    def _dims_then(self, what: str) -> list[int]:
        """`4x?x8x` before an element type: the dims (possibly none)."""
        s = self.s
        dims: list[int] = []
        while True:
            s.skip_ws()
            c = s.text[s.pos:s.pos + 1]
            if c == "?":
                s.pos += 1
                dims.append(ctt.DYNAMIC)
            elif c.isdigit():
                j = s.pos
                while j < len(s.text) and s.text[j].isdigit():
                    j += 1
                dims.append(int(s.text[s.pos:j]))
                s.pos = j
            else:
                return dims
            if s.text[s.pos:s.pos + 1] != "x":
                raise s.error(f"expected 'x' in dimension list before {what}")
            s.pos += 1

    def _dim_list(self) -> list[int]:
        """`64x?x8` (no trailing element)."""
        s = self.s
        dims: list[int] = []
        while True:
            s.skip_ws()
            if s.try_punct("?"):
                dims.append(ctt.DYNAMIC)
            else:
                dims.append(s.expect_int("dimension"))
            if s.text[s.pos:s.pos + 1] == "x":
                s.pos += 1
                continue
            return dims

    def _int_list(self) -> list[int]:
        s = self.s
        s.expect_punct("[")
        out: list[int] = []
        if s.try_punct("]"):
            return out
        while True:
            if s.try_punct("?"):
                out.append(ctt.DYNAMIC)
            else:
                out.append(s.expect_int("list value"))
            if s.try_punct("]"):
                return out
            s.expect_punct(",")

    def _element_or_ptr(self) -> Attribute:
        s = self.s
        start = s.pos
        word = s.try_bare_id()
        if word in ELEMENT_BY_TEXT:
            return ELEMENT_BY_TEXT[word]  # type: ignore[index]
        if word == "ptr":
            return self._pointer_body()
        raise s.error(f"expected element type, found {s.describe_next() if word is None else repr(word)}", start)

    def _pointer_body(self) -> ctt.PointerType:
        s = self.s
        s.expect_punct("<")
        start = s.pos
        word = s.try_bare_id()
        if word not in ELEMENT_BY_TEXT:
            raise s.error("expected pointee element type", start)
        attr = None
        if s.try_punct(","):
            attr = IntAttr(self._ptr_attr_code(angle=True))
        s.expect_punct(">")
        return ctt.PointerType(ELEMENT_BY_TEXT[word], attr)  # type: ignore[index]

    def _ptr_attr_code(self, angle: bool) -> int:
        s = self.s
        s.expect_punct("<")
        name = s.expect_one_of(ctt.PTR_ATTR_NAMES, "pointer attribute")
        s.expect_punct(">")
        return ctt.PTR_ATTR_NAMES.index(name)

    def _tensor_view_body(self) -> ctt.TensorViewType:
        s = self.s
        s.expect_punct("<")
        shape = self._dims_then("element type")
        elem = self._element_or_ptr()
        strides: list[int] = []
        attr = None
        while s.try_punct(","):
            if s.try_keyword("strides"):
                s.expect_punct("=")
                strides = self._int_list()
            elif s.try_punct("#cuda_tile.ptr_attr"):
                attr = IntAttr(self._ptr_attr_code(angle=True))
            else:
                raise s.error(f"expected 'strides' or a pointer attribute, found {s.describe_next()}")
        s.expect_punct(">")
        if len(strides) != len(shape):
            raise s.error(f"tensor_view has {len(shape)} dimensions but {len(strides)} strides")
        return ctt.TensorViewType(elem, shape, strides, attr)

    def _view_body(self, kind: str) -> Attribute:
        s = self.s
        s.expect_punct("<")
        s.expect_keyword("tile")
        s.expect_punct("=")
        s.expect_punct("(")
        tile = self._dim_list()
        s.expect_punct(")")
        traversal: list[int] = []
        padding: PaddingValue | None = None
        dim_map: list[int] | None = None
        sparse_dim: int | None = None
        tensor_view: ctt.TensorViewType | None = None
        while s.try_punct(","):
            if s.try_keyword("traversal_strides"):
                s.expect_punct("=")
                traversal = self._int_list()
            elif s.try_keyword("padding_value"):
                s.expect_punct("=")
                padding = PaddingValue.from_spelling(
                    s.expect_one_of([p.value for p in PaddingValue], "padding value"))  # type: ignore[assignment]
            elif s.try_keyword("dim_map"):
                s.expect_punct("=")
                dim_map = self._int_list()
            elif s.try_keyword("sparse_dim"):
                s.expect_punct("=")
                sparse_dim = s.expect_int("sparse dimension")
            else:
                start = s.pos
                t = self.parse_type("tensor_view type")
                if not isinstance(t, ctt.TensorViewType):
                    raise s.error("expected a tensor_view type", start)
                tensor_view = t
        s.expect_punct(">")
        if tensor_view is None:
            raise s.error(f"{kind} needs a tensor_view type")
        if kind == "gather_scatter_view":
            return ctt.GatherScatterViewType(tile, tensor_view, sparse_dim or 0, padding)
        dims = dim_map if dim_map is not None else list(range(len(tile)))
        if kind == "strided_view":
            return ctt.StridedViewType(tile, traversal, tensor_view, dims, padding)
        return ctt.PartitionViewType(tile, tensor_view, dims, padding)

    # --- generic attributes ------------------------------------------------------------------
    def parse_attr(self) -> Attribute:
        s = self.s
        start = s.pos
        s.skip_ws()
        c = s.peek(1)
        if c == "#":
            return self._dialect_attr()
        if c == '"':
            return StringAttr(s.expect_string("string"))
        if c == "[":
            s.expect_punct("[")
            items: list[Attribute] = []
            if not s.try_punct("]"):
                items.append(self.parse_attr())
                while s.try_punct(","):
                    items.append(self.parse_attr())
                s.expect_punct("]")
            return ArrayAttr(items)
        if c == "{":
            return self.parse_dictionary()
        if s.try_keyword("unit"):
            return UnitAttr()
        if s.try_keyword("true"):
            return IntegerAttr(1, I1)
        if s.try_keyword("false"):
            return IntegerAttr(0, I1)
        if s.peek_keyword("array"):
            return self._dense_array()
        if s.peek_keyword("dense"):
            return self._dense_attr()
        if c == "!" or c == "(" or s.peek(4) in ("tile", "ptr<"):
            return self.parse_type()
        text = s.try_float_text()
        if text is not None:
            is_float = any(ch in text for ch in ".eE") and not text.lower().lstrip("+-").startswith("0x")
            t: Attribute | None = None
            if s.try_punct(":"):
                t = self.parse_type()
            if isinstance(t, IntegerType) or (t is None and not is_float):
                if is_float:
                    raise s.error("expected integer literal", start)
                return IntegerAttr(int(text, 0), t or I64)
            t = t or ctt.f64
            fmt = float_format(t)
            if fmt is None:
                raise s.error(f"expected a float type for {text}", start)
            bits = fl.bits_from_text(text, fmt)
            if bits is None:
                raise s.error(f"invalid float literal {text}", start)
            return float_attr_from_bits(bits, t)
        word = s.try_bare_id()
        if word is not None:
            s.pos = start
            return self.parse_type()
        raise s.error(f"expected attribute value, found {s.describe_next()}", start)

    def parse_dictionary(self) -> DictionaryAttr:
        return DictionaryAttr(dict(self.parse_dict_items()))

    def parse_dict_items(self) -> list[tuple[str, Attribute]]:
        s = self.s
        s.expect_punct("{")
        items: list[tuple[str, Attribute]] = []
        if s.try_punct("}"):
            return items
        while True:
            key = s.try_string()
            if key is None:
                key = s.expect_bare_id("attribute name")
            if s.try_punct("="):
                items.append((key, self.parse_attr()))
            else:
                items.append((key, UnitAttr()))
            if s.try_punct("}"):
                return items
            s.expect_punct(",")

    def _dense_array(self) -> DenseArrayBase:
        s = self.s
        s.expect_keyword("array")
        s.expect_punct("<")
        t = self.parse_type()
        if not isinstance(t, IntegerType):
            raise s.error("expected an integer element type for array<>")
        values: list[int] = []
        if s.try_punct(":"):
            while True:
                if s.try_keyword("true"):
                    values.append(1)
                elif s.try_keyword("false"):
                    values.append(0)
                else:
                    values.append(s.expect_int("array value"))
                if not s.try_punct(","):
                    break
        s.expect_punct(">")
        return DenseArrayBase.from_list(t, values)

    def _dense_attr(self) -> cta.DenseConstAttr:
        s = self.s
        s.expect_keyword("dense")
        s.expect_punct("<")
        body = self.parse_dense_literal()
        s.expect_punct(">")
        s.expect_punct(":")
        start = s.pos
        t = self.parse_type()
        if not isinstance(t, ctt.TileType):
            raise s.error("dense constants must have a tile type", start)
        return self.build_dense(body, t, start)

    def parse_dense_literal(self):
        """A scalar token or nested `[...]` lists of them (strings), resolved with the type later."""
        s = self.s
        if s.try_punct("["):
            items = []
            if not s.try_punct("]"):
                items.append(self.parse_dense_literal())
                while s.try_punct(","):
                    items.append(self.parse_dense_literal())
                s.expect_punct("]")
            return items
        pos = s.pos
        if s.try_keyword("true"):
            return ("true", pos)
        if s.try_keyword("false"):
            return ("false", pos)
        text = s.try_float_text()
        if text is None:
            raise s.error(f"expected constant value, found {s.describe_next()}")
        return (text, pos)

    def build_dense(self, body, t: ctt.TileType, pos: int) -> cta.DenseConstAttr:
        s = self.s
        elem = t.element_type
        fmt = float_format(elem)

        def scalar(tok) -> int:
            text, at = tok
            if elem == ctt.i1:
                if text in ("true", "false"):
                    return int(text == "true")
                try:
                    return int(text, 0) & 1
                except ValueError:
                    raise s.error(f"invalid i1 value {text}", at) from None
            if fmt is not None:
                if text in ("true", "false"):
                    raise s.error(f"invalid float value {text}", at)
                bits = fl.bits_from_text(text, fmt)
                if bits is None:
                    raise s.error(f"invalid {ctt.format_type(elem)} value {text}", at)
                return bits
            try:
                v = int(text, 0)
            except ValueError:
                raise s.error(f"invalid integer value {text}", at) from None
            width = ctt.bit_width(elem)
            if not -(1 << (width - 1)) <= v < (1 << width):
                raise s.error(f"integer value {text} does not fit in {ctt.format_type(elem)}", at)
            return v

        if isinstance(body, tuple):
            return cta.DenseConstAttr(t, dense.buffer(elem, [scalar(body)]))
        flat: list[int] = []

        def walk(node, dims: list[int]) -> None:
            if not dims:
                if not isinstance(node, tuple):
                    raise s.error("constant nesting does not match the tile shape", pos)
                flat.append(scalar(node))
                return
            if isinstance(node, tuple) or len(node) != dims[0]:
                raise s.error(f"constant has the wrong number of elements for "
                              f"{ctt.format_type(t)}", pos)
            for child in node:
                walk(child, dims[1:])
        shape = list(t.shape)
        if not shape and isinstance(body, list) and len(body) == 1:
            body = body[0]
            if isinstance(body, tuple):
                return cta.DenseConstAttr(t, dense.buffer(elem, [scalar(body)]))
        walk(body, shape)
        return cta.DenseConstAttr(t, dense.buffer(elem, flat))

    def _dialect_attr(self) -> Attribute:
        s = self.s
        start = s.pos
        if not s.try_punct("#cuda_tile."):
            raise s.error(f"unknown attribute {s.describe_next()}")
        kind = s.expect_bare_id("attribute kind")
        if kind in ENUM_BY_MNEMONIC:
            cls = ENUM_BY_MNEMONIC[kind]
            s.expect_punct("<")
            case = s.expect_one_of([c.value for c in cls], f"{kind} value")
            s.expect_punct(">")
            return cta.EnumAttr(cls.from_spelling(case))
        if kind in ("div_by", "same_elements", "bounded"):
            s.pos = start + len("#cuda_tile.")
            return self.parse_predicate()
        if kind == "optimization_hints":
            return self.parse_hints()
        raise s.error(f"unknown attribute '#cuda_tile.{kind}'", start)

    # --- dialect attribute bodies ------------------------------------------------------------
    def parse_predicate(self) -> Attribute:
        s = self.s
        start = s.pos
        kind = s.expect_one_of(("div_by", "same_elements", "bounded"), "assume predicate")
        s.expect_punct("<")
        if kind == "div_by":
            divisor = s.expect_int("divisor")
            every = along = None
            if s.try_punct(","):
                s.expect_keyword("every")
                every = s.expect_int("'every' value")
                s.expect_keyword("along")
                along = s.expect_int("'along' dimension")
            s.expect_punct(">")
            return cta.DivByAttr(divisor, every, along)
        if kind == "same_elements":
            values = self._int_list()
            s.expect_punct(">")
            return cta.SameElementsAttr(values)
        bounds: list[int | None] = []
        for i in range(2):
            if i:
                s.expect_punct(",")
            bounds.append(None if s.try_punct("?") else s.expect_int("bound"))
        s.expect_punct(">")
        del start
        return cta.BoundedAttr(bounds[0], bounds[1])

    def parse_hints(self) -> cta.OptimizationHintsAttr:
        """`<sm_100 = {num_cta_in_cga = 2}, default = {}>`."""
        s = self.s
        s.expect_punct("<")
        entries: list[tuple[str, DictionaryAttr]] = []
        if not s.try_punct(">"):
            while True:
                key = s.expect_bare_id("architecture")
                s.expect_punct("=")
                entries.append((key, self._hint_dict()))
                if s.try_punct(">"):
                    break
                s.expect_punct(",")
        return cta.OptimizationHintsAttr(entries)

    def _hint_dict(self) -> DictionaryAttr:
        s = self.s
        s.expect_punct("{")
        items: dict[str, Attribute] = {}
        if not s.try_punct("}"):
            while True:
                key = s.expect_bare_id("hint name")
                s.expect_punct("=")
                items[key] = self._hint_value()
                if s.try_punct("}"):
                    break
                s.expect_punct(",")
        return DictionaryAttr(items)

    def _hint_value(self) -> Attribute:
        s = self.s
        if s.try_keyword("true"):
            return IntegerAttr(1, I1)
        if s.try_keyword("false"):
            return IntegerAttr(0, I1)
        if s.peek(1) == "{":
            return self._hint_dict()
        if s.peek(1) in ('"', "[", "#", "!"):
            return self.parse_attr()
        v = s.expect_int("hint value")
        t: Attribute = I32
        if s.try_punct(":"):
            pos = s.pos
            t = self.parse_type()
            if not isinstance(t, IntegerType):
                raise s.error("expected an integer type for a hint value", pos)
        return IntegerAttr(v, t)  # type: ignore[arg-type]
