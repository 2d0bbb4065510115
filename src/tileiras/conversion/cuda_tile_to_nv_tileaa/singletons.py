"""The eight singleton adders: patterns other pattern sets can take one at a time.

`add_trunci_conversion`, `add_rsqrt_conversion`, `add_maxi_conversion`, `add_itof_conversion`,
`add_global_conversion`, `add_fma_conversion`, `add_constant_conversion`,
`add_assume_conversion` each push one pattern; `populate_singletons` pushes all eight.

| cuda_tile | nv_tileaa IR |
|---|---|
| trunci | arith.trunci |
| rsqrt | nv_tileaa.rsqrt (`flush_to_zero` kept) |
| maxi | arith.maxsi / maxui |
| itof | arith.sitofp / uitofp (non-default rounding as `nv_tileaa.rounding_mode`) |
| global | nv_tileaa.global (value as a dense tensor attribute) |
| fma | nv_tileaa.fma (`rounding_mode`, `flush_to_zero` kept) |
| constant | 0-d: arith.constant; all elements equal: nv_tileaa.splat of an arith.constant; else arith.constant dense |
| assume | nv_tileaa.assume with the predicate as `#nv_tileaa.div_by/bounded/same_elements` |
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    BytesAttr,
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    TensorType,
    UnitAttr,
    i64,
)

from tileiras.conversion.cuda_tile_to_nv_tileaa.common import enum_of, fail, has_unit
from tileiras.conversion.cuda_tile_to_nv_tileaa.part_a import rounding_attr
from tileiras.conversion.framework import ConversionPattern, PatternSet
from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile.enums import RoundingMode, Signedness
from tileiras.dialects.nv_tileaa import upstream_arith as ax
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.attributes import BoundedAttr, DivByAttr, SameElementsAttr
from tileiras.dialects.nv_tileaa.values import array_to_attr, decode_raw_dense, materialize_constant


class TruncIOpConversion(ConversionPattern):
    ROOT = "cuda_tile.trunci"

    def match_and_rewrite(self, op, operands, rw):
        return [rw.insert(ax.TruncIOp(operands[0], rw.convert_type(op.results[0].type))).result]


class RsqrtOpConversion(ConversionPattern):
    ROOT = "cuda_tile.rsqrt"

    def match_and_rewrite(self, op, operands, rw):
        props = {"flush_to_zero": UnitAttr()} if has_unit(op, "flush_to_zero") else {}
        return [rw.insert(aa.RsqrtOp.build(operands=operands, result_types=[operands[0].type],
                                           properties=props)).result]


class MaxIOpConversion(ConversionPattern):
    ROOT = "cuda_tile.maxi"

    def match_and_rewrite(self, op, operands, rw):
        cls = arith.MaxUIOp if enum_of(op, "signedness") == Signedness.UNSIGNED else arith.MaxSIOp
        return [rw.insert(cls(operands[0], operands[1])).result]


class IToFOpConversion(ConversionPattern):
    ROOT = "cuda_tile.itof"

    def match_and_rewrite(self, op, operands, rw):
        cls = ax.UIToFPOp if enum_of(op, "signedness") == Signedness.UNSIGNED else ax.SIToFPOp
        new = cls(operands[0], rw.convert_type(op.results[0].type))
        mode = enum_of(op, "rounding_mode")
        if mode is not None and mode != RoundingMode.NEAREST_EVEN:
            new.attributes["nv_tileaa.rounding_mode"] = rounding_attr(mode)
        return [rw.insert(new).result]


class FmaOpConversion(ConversionPattern):
    ROOT = "cuda_tile.fma"

    def match_and_rewrite(self, op, operands, rw):
        props = {}
        mode = enum_of(op, "rounding_mode")
        if mode is not None:
            props["rounding_mode"] = rounding_attr(mode)
        if has_unit(op, "flush_to_zero"):
            props["flush_to_zero"] = UnitAttr()
        return [rw.insert(aa.FmaOp.build(operands=operands, result_types=[operands[0].type],
                                         properties=props)).result]


def dense_value(attr: cta.DenseConstAttr, t) -> DenseIntOrFPElementsAttr:
    """A cuda_tile constant buffer as a builtin dense attribute of tensor type `t`."""
    return DenseIntOrFPElementsAttr(t, BytesAttr(attr.data))


def dense_array(attr: cta.DenseConstAttr, t) -> np.ndarray | None:
    """The constant as a numpy array of `t`'s shape, or None when numpy cannot hold it."""
    element = t.element_type if isinstance(t, TensorType) else t
    shape = tuple(t.get_shape()) if isinstance(t, TensorType) else ()
    return decode_raw_dense(attr.data, element, shape)


class ConstantOpConversion(ConversionPattern):
    ROOT = "cuda_tile.constant"

    def match_and_rewrite(self, op, operands, rw):
        t = rw.convert_type(op.results[0].type)
        value = op.properties["value"]
        element = t.element_type if isinstance(t, TensorType) else t
        if element.name == "cuda_tile.f8E5M3FNU":
            # arith cannot hold this float: an i8 constant of its bits, bitcast
            bits_t = TensorType(IntegerType(8), t.get_shape()) if isinstance(t, TensorType) else IntegerType(8)
            arr = decode_raw_dense(value.data, IntegerType(8), tuple(t.get_shape()) if isinstance(t, TensorType) else ())
            ops = materialize_constant(arr, bits_t)
            rw.insert_all(ops)
            cast = aa.BitcastOp.build(operands=[ops[-1].results[0]], result_types=[t])
            return [rw.insert(cast).result]
        arr = dense_array(value, t)
        if arr is None:
            if not isinstance(t, TensorType):
                fail(op, f"cannot represent a {t} constant")
            return [rw.insert(arith.ConstantOp(dense_value(value, t), t)).result]
        if not isinstance(t, TensorType):
            return [rw.insert(arith.ConstantOp(array_to_attr(arr, t), t)).result]
        flat = arr.reshape(-1)
        if flat.size and np.all(flat.view(np.uint8).reshape(flat.size, -1) == flat[:1].view(np.uint8)):
            scalar = rw.insert(arith.ConstantOp(array_to_attr(flat[0], t.element_type), t.element_type)).result
            return [rw.insert(aa.SplatOp.build(operands=[scalar], result_types=[t])).result]
        return [rw.insert(arith.ConstantOp(array_to_attr(arr, t), t)).result]


class GlobalOpConversion(ConversionPattern):
    ROOT = "cuda_tile.global"

    def match_and_rewrite(self, op, operands, rw):
        value = op.properties["value"]
        t = rw.convert_type(value.type)
        if not isinstance(t, TensorType):
            t = TensorType(t, [1])
        arr = dense_array(value, t)
        dense = dense_value(value, t) if arr is None else array_to_attr(arr, t)
        props = {"sym_name": op.properties["sym_name"], "value": dense,
                 "alignment": IntegerAttr(int(op.properties["alignment"].value.data), i64)}
        vis = enum_of(op, "symbol_visibility")
        if vis is not None:
            props["sym_visibility"] = StringAttr(vis.value)
        if has_unit(op, "constant"):
            props["constant"] = UnitAttr()
        rw.insert(aa.GlobalOp.build(properties=props))
        return []


def convert_predicate(pred) -> object | None:
    if isinstance(pred, cta.DivByAttr):
        return DivByAttr(pred.divisor, pred.every, pred.along)
    if isinstance(pred, cta.BoundedAttr):
        return BoundedAttr(pred.lower, pred.upper)
    if isinstance(pred, cta.SameElementsAttr):
        return SameElementsAttr(pred.values)
    return None


class AssumeOpConversion(ConversionPattern):
    ROOT = "cuda_tile.assume"

    def match_and_rewrite(self, op, operands, rw):
        pred = convert_predicate(op.properties["predicate"])
        if pred is None:
            fail(op, f"unknown assume predicate {op.properties['predicate']}")
        new = aa.AssumeOp.build(operands=operands, result_types=[operands[0].type], properties={"predicate": pred})
        return [rw.insert(new).result]


def add_trunci_conversion(patterns: PatternSet) -> None:
    patterns.add(TruncIOpConversion(), "singleton")


def add_rsqrt_conversion(patterns: PatternSet) -> None:
    patterns.add(RsqrtOpConversion(), "singleton")


def add_maxi_conversion(patterns: PatternSet) -> None:
    patterns.add(MaxIOpConversion(), "singleton")


def add_itof_conversion(patterns: PatternSet) -> None:
    patterns.add(IToFOpConversion(), "singleton")


def add_global_conversion(patterns: PatternSet) -> None:
    patterns.add(GlobalOpConversion(), "singleton")


def add_fma_conversion(patterns: PatternSet) -> None:
    patterns.add(FmaOpConversion(), "singleton")


def add_constant_conversion(patterns: PatternSet) -> None:
    patterns.add(ConstantOpConversion(), "singleton")


def add_assume_conversion(patterns: PatternSet) -> None:
    patterns.add(AssumeOpConversion(), "singleton")


SINGLETON_ADDERS = (
    add_trunci_conversion, add_rsqrt_conversion, add_maxi_conversion, add_itof_conversion,
    add_global_conversion, add_fma_conversion, add_constant_conversion, add_assume_conversion,
)


def populate_singletons(patterns: PatternSet) -> None:
    for adder in SINGLETON_ADDERS:
        adder(patterns)
