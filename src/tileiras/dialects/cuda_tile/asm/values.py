"""Constant and attribute values as text: dense tiles, scalars, arrays, hints, predicates.

Dense tiles are MLIR raw buffers (`DenseConstAttr`); here they are decoded into element bit
patterns, printed as tileirdisasm does (`<f32: [1.000000e+00, 0x7FC00000]>`, splats as one
value, `i1` as `true`/`false`) and parsed back into the canonical buffer (a splat stores one
element, as MLIR does for any all-equal buffer). The generic attribute syntax
(`#cuda_tile.rounding<zero>`, `array<i32: 1, 0>`, `dense<...> : !cuda_tile.tile<...>`) is
also here, shared by the generic printer and `attr-dict`.
"""

from __future__ import annotations

from collections.abc import Sequence

import ml_dtypes
import numpy as np
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FloatAttr,
    FunctionType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    NoneAttr,
    StringAttr,
    UnitAttr,
)
from xdsl.ir import Attribute

from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile import dense
from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.asm import floats as fl
from tileiras.dialects.cuda_tile.asm.scanner import escape_string
from tileiras.dialects.cuda_tile.enums import enum_attr_name


def element_text_name(t: Attribute) -> str:
    return ctt.format_type(t)


def float_format(t: Attribute) -> fl.FloatFormat | None:
    if not ctt.is_float(t):
        return None
    return fl.FORMATS[ctt.element_name(t)]


def format_scalar(elem: Attribute, value: int) -> str:
    """One element as text: `true`, `-3`, `1.500000e+00`, `0x7FC00000`."""
    if elem == ctt.i1:
        return "true" if value else "false"
    fmt = float_format(elem)
    if fmt is not None:
        return fl.format_float(value, fmt)
    return str(value)


def _nested(values: list[str], shape: Sequence[int]) -> str:
    if not shape:
        return values[0]
    if len(shape) == 1:
        return "[" + ", ".join(values) + "]"
    step = len(values) // shape[0] if shape[0] else 0
    return "[" + ", ".join(_nested(values[i * step:(i + 1) * step], shape[1:])
                           for i in range(shape[0])) + "]"


def format_dense_body(attr: cta.DenseConstAttr) -> str:
    """`1.000000e+00` for a splat, `[[1, 2], [3, 4]]` otherwise."""
    elem = attr.type.element_type
    values, splat = dense.elements(attr)
    if splat or not values:
        return format_scalar(elem, values[0]) if values else "[]"
    return _nested([format_scalar(elem, v) for v in values], attr.type.shape)


def format_dense(attr: cta.DenseConstAttr) -> str:
    """The custom form: `<f32: 1.000000e+00>`."""
    return f"<{element_text_name(attr.type.element_type)}: {format_dense_body(attr)}>"


def constant_name(attr: cta.DenseConstAttr) -> str:
    """The SSA name hint tileirdisasm gives a constant (`cst_0_i32`, `true`, `cst_NaN_f32`)."""
    elem = attr.type.element_type
    values, splat = dense.elements(attr)
    tname = element_text_name(elem)
    if not splat or not values:
        return f"cst_{tname}"
    v = values[0]
    if elem == ctt.i1:
        return "true" if v else "false"
    fmt = float_format(elem)
    if fmt is None:
        return f"cst_{v}_{tname}"
    if fl.is_nan(v, fmt):
        return f"cst_NaN_{tname}"
    n = fl.integral_name_value(v, fmt)
    return f"cst_{n}_{tname}" if n is not None else f"cst_{tname}"


# --------------------------------------------------------------------------- scalar attrs


def float_attr_bits(attr: FloatAttr) -> tuple[int, fl.FloatFormat]:
    t = attr.type
    fmt = float_format(t)
    if fmt is None:  # pragma: no cover - FloatAttr of a non-cuda_tile float
        raise ValueError(f"unsupported float type {t}")
    value = attr.value.data
    if fmt.name == "f64":
        return int(np.array([value], np.float64).view(np.uint64)[0]), fmt
    if fmt.name == "f32":
        return int(np.array([value], np.float32).view(np.uint32)[0]), fmt
    if fmt.name == "tf32":
        return int(np.array([value], np.float32).view(np.uint32)[0]) >> 13, fmt
    dtypes = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f8E4M3FN": ml_dtypes.float8_e4m3fn,
              "f8E5M2": ml_dtypes.float8_e5m2, "f8E8M0FNU": ml_dtypes.float8_e8m0fnu,
              "f4E2M1FN": ml_dtypes.float4_e2m1fn}
    dt = dtypes.get(fmt.name)
    if dt is not None:
        return int(np.array([value], dt).view(np.uint8 if np.dtype(dt).itemsize == 1 else np.uint16)[0]), fmt
    return fl.from_fraction(fl.Fraction(value), fmt), fmt  # pragma: no cover


def float_attr_from_bits(bits: int, t: Attribute) -> FloatAttr:
    fmt = float_format(t)
    assert fmt is not None
    frac = fl.to_fraction(bits, fmt)
    if frac is None:
        d = fl.decode(bits, fmt)
        value = float("nan") if d.kind == "nan" else (float("-inf") if d.negative else float("inf"))
    else:
        value = float(frac)
        if frac == 0 and fl.is_negative(bits, fmt):
            value = -0.0
    return FloatAttr(value, t)  # type: ignore[arg-type]


def format_builtin_type(t: Attribute) -> str:
    """A type in generic syntax: `!cuda_tile.tile<4xf32>`, `f32`, `(...) -> ()`."""
    if isinstance(t, FunctionType):
        ins = ", ".join(format_builtin_type(x) for x in t.inputs.data)
        outs = [format_builtin_type(x) for x in t.outputs.data]
        out = outs[0] if len(outs) == 1 and not isinstance(t.outputs.data[0], FunctionType) else f"({', '.join(outs)})"
        return f"({ins}) -> {out}"
    if ctt.is_element_type(t):
        if t == ctt.f8E5M3FNU:
            return "!cuda_tile.fnv8E5M3FNU"
        return ctt.format_type(t)
    try:
        return "!cuda_tile." + ctt.format_type(t)
    except ValueError:
        return str(t)  # not a cuda_tile type: xDSL's own spelling


def format_generic_attr(attr: Attribute) -> str:
    """Any attribute in MLIR's generic attribute syntax (properties, attr-dict, identities)."""
    if isinstance(attr, UnitAttr):
        return "unit"
    if isinstance(attr, cta.EnumAttr):
        return f"#cuda_tile.{enum_attr_name(type(attr.value))}<{attr.value.value}>"
    if isinstance(attr, IntegerAttr):
        t = attr.type
        v = attr.value.data
        if isinstance(t, IntegerType) and t.width.data == 1:
            return "true" if v else "false"
        if isinstance(t, IntegerType) and t.width.data == 64:
            return str(v)
        return f"{v} : {format_builtin_type(t)}"
    if isinstance(attr, FloatAttr):
        bits, fmt = float_attr_bits(attr)
        text = fl.format_float(bits, fmt)
        return text if fmt.name == "f64" else f"{text} : {format_builtin_type(attr.type)}"
    if isinstance(attr, StringAttr):
        return escape_string(attr.data)
    if isinstance(attr, ArrayAttr):
        return "[" + ", ".join(format_generic_attr(a) for a in attr.data) + "]"
    if isinstance(attr, DenseArrayBase):
        et = attr.elt_type
        vals = [str(v) for v in attr.get_values()]
        if isinstance(et, IntegerType) and et.width.data == 1:
            vals = ["true" if int(v) else "false" for v in attr.get_values()]
        tname = format_builtin_type(et)
        return f"array<{tname}" + (": " + ", ".join(vals) if vals else "") + ">"
    if isinstance(attr, DictionaryAttr):
        return format_dictionary(attr)
    if isinstance(attr, cta.DenseConstAttr):
        return f"dense<{format_dense_body(attr)}> : {format_builtin_type(attr.type)}"
    if isinstance(attr, cta.OptimizationHintsAttr):
        return "#cuda_tile.optimization_hints" + format_hints(attr)
    if isinstance(attr, cta.ASSUME_PREDICATES):
        return "#cuda_tile." + format_predicate(attr)
    if isinstance(attr, IntAttr):
        return str(attr.data)
    if isinstance(attr, NoneAttr):
        return "none"
    if isinstance(attr, FunctionType) or ctt.is_element_type(attr) or isinstance(
            attr, (ctt.TileType, ctt.PointerType, ctt.TokenType, ctt.TensorViewType, *ctt.VIEW_TYPES)):
        return format_builtin_type(attr)
    return str(attr)  # not a cuda_tile attribute: xDSL's own spelling


def format_dictionary(attr: DictionaryAttr, bare_values: bool = False) -> str:
    items = sorted(attr.data.items())
    parts = []
    for k, v in items:
        if isinstance(v, UnitAttr):
            parts.append(k)
        else:
            parts.append(f"{k} = {format_hint_value(v) if bare_values else format_generic_attr(v)}")
    return "{" + ", ".join(parts) + "}"


def format_hint_value(v: Attribute) -> str:
    """Hint dictionary values print bare: `latency = 3`, `allow_tma = false`."""
    if isinstance(v, IntegerAttr):
        t = v.type
        if isinstance(t, IntegerType) and t.width.data == 1:
            return "true" if v.value.data else "false"
        return str(v.value.data)
    if isinstance(v, DictionaryAttr):
        return format_dictionary(v, bare_values=True)
    return format_generic_attr(v)


def format_hints(attr: cta.OptimizationHintsAttr) -> str:
    """`<sm_100 = {allow_tma = false, latency = 3}, sm_90 = {}>` (keys sorted, as MLIR does)."""
    items = sorted(attr.items, key=lambda kv: kv[0])
    return "<" + ", ".join(f"{k} = {format_dictionary(d, bare_values=True)}" for k, d in items) + ">"


def format_predicate(attr: Attribute) -> str:
    """`div_by<32, every 4 along 0>`, `same_elements<[1, 4]>`, `bounded<0, ?>`."""
    if isinstance(attr, cta.DivByAttr):
        text = f"div_by<{attr.divisor}"
        if attr.every is not None or attr.along is not None:
            text += f", every {attr.every if attr.every is not None else '?'}"
            text += f" along {attr.along if attr.along is not None else '?'}"
        return text + ">"
    if isinstance(attr, cta.SameElementsAttr):
        return "same_elements<[" + ", ".join(str(v) for v in attr.values) + "]>"
    if isinstance(attr, cta.BoundedAttr):
        lo = "?" if attr.lower is None else str(attr.lower)
        hi = "?" if attr.upper is None else str(attr.upper)
        return f"bounded<{lo}, {hi}>"
    raise ValueError(f"not an assume predicate: {attr}")
