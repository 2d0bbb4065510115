"""Shapes: constants, iota, broadcast, reshape, permute, cat, extract, insert, and pointer offsets.

| cuda_tile | nv_tileaa IR |
|---|---|
| constant | 0-d: arith.constant; all elements equal: nv_tileaa.splat of an arith.constant; else arith.constant dense |
| iota | nv_tileaa.make_range |
| broadcast, permute, cat | nv_tileaa.broadcast, permute, cat |
| reshape | nv_tileaa.splat (from 0-d), extract (to 0-d), expand_dims (one unit dim added), else view |
| extract, insert | nv_tileaa.extract_slice, insert_slice |
| offset | nv_tileaa.addptr |
"""

from __future__ import annotations

import math

from xdsl.dialects import arith
from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, IntegerType, TensorType, i32

from tileiras.conversion.cuda_tile_to_nv_tileaa.patterns import (
    OneToOne,
    PATTERNS,
    constant,
    dense_array,
    dense_value,
    fail,
    int_prop,
    one,
    split_operands,
)
from tileiras.conversion.framework import ConversionPattern
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.op_support import shape_of
from tileiras.dialects.nv_tileaa.values import array_to_attr, decode_raw_dense, materialize_constant, scalar_attr_of_raw


@PATTERNS.rule("cuda_tile.iota")
class IotaOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        t = rw.convert_type(op.results[0].type)
        n = shape_of(t)[0]
        new = aa.MakeRangeOp.build(result_types=[t], properties={"start": IntegerAttr(0, i32),
                                                                  "end": IntegerAttr(n, i32)})
        return [rw.insert(new).result]


@PATTERNS.rule("cuda_tile.broadcast")
class BroadcastOpConversion(OneToOne):
    TARGET = aa.BroadcastOp


@PATTERNS.rule("cuda_tile.reshape")
class ReshapeOpConversion(ConversionPattern):
    """0-d -> splat; -> 0-d: extract at zeros; one unit dim inserted: expand_dims; else view."""


    def match_and_rewrite(self, op, operands, rw):
        src = operands[0]
        to = rw.convert_type(op.results[0].type)
        s, r = shape_of(src.type), shape_of(to)
        if s == r:
            return [src]
        if not s:
            return [rw.insert(aa.SplatOp.build(operands=[src], result_types=[to])).result]
        if not r:
            zeros = [constant(rw, 0, i32) for _ in s]
            return [rw.insert(aa.ExtractOp.build(operands=[src, zeros], result_types=[to])).result]
        if len(r) == len(s) + 1:
            for axis in range(len(r)):
                if r[axis] == 1 and r[:axis] + r[axis + 1:] == s:
                    new = aa.ExpandDimsOp.build(operands=[src], result_types=[to],
                                                properties={"axis": IntegerAttr(axis, i32)})
                    return [rw.insert(new).result]
        return [rw.insert(aa.ViewOp.build(operands=[src], result_types=[to])).result]


@PATTERNS.rule("cuda_tile.permute")
class PermuteOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        perm = list(op.properties["permutation"].get_values())
        new = aa.PermuteOp.build(operands=operands, result_types=rw.convert_types([op.results[0].type]),
                                 properties={"permutation": DenseArrayBase.from_list(i32, perm)})
        return [rw.insert(new).result]


@PATTERNS.rule("cuda_tile.cat")
class CatOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        new = aa.CatOp.build(operands=operands, result_types=rw.convert_types([op.results[0].type]),
                             properties={"dim": IntegerAttr(int_prop(op, "dim"), i32)})
        return [rw.insert(new).result]


@PATTERNS.rule("cuda_tile.extract")
class ExtractOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        new = aa.ExtractSliceOp.build(operands=[g["source"][0], g["indices"]],
                                      result_types=rw.convert_types([op.results[0].type]))
        return [rw.insert(new).result]


@PATTERNS.rule("cuda_tile.insert")
class InsertOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        g = split_operands(op, operands)
        new = aa.InsertSliceOp.build(operands=[g["source"][0], g["destination"][0], g["indices"]],
                                     result_types=rw.convert_types([op.results[0].type]))
        return [rw.insert(new).result]


@PATTERNS.rule("cuda_tile.constant")
class ConstantOpConversion(ConversionPattern):
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
        shape = t.get_shape() if isinstance(t, TensorType) else ()
        scalar = scalar_attr_of_raw(value.data, element, math.prod(shape))
        if scalar is not None:  # one value, read without numpy
            result = rw.insert(arith.ConstantOp(scalar, element)).result
            if isinstance(t, TensorType):
                result = rw.insert(aa.SplatOp.build(operands=[result], result_types=[t])).result
            return [result]
        import numpy as np

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


@PATTERNS.rule("cuda_tile.offset")
class OffsetOpConversion(ConversionPattern):
    def match_and_rewrite(self, op, operands, rw):
        new = aa.AddPtrOp.build(operands=operands, result_types=[operands[0].type])
        return [rw.insert(new).result]
