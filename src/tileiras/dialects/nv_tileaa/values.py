"""Compile-time values: numpy arrays from and to the constant forms nv_tileaa IR uses.

A constant-like value is an `arith.constant` (scalar `IntegerAttr`/`FloatAttr` or a dense
tensor) or an `nv_tileaa.splat` of one. Folds read them with `constant_array` and write
results back with `materialize_constant`. Element types numpy cannot hold exactly (tf32)
read as "not constant", so folds leave them alone.
"""

from __future__ import annotations

import importlib
import struct
from typing import TYPE_CHECKING

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    BFloat16Type,
    BytesAttr,
    DenseIntOrFPElementsAttr,
    Float4E2M1FNType,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float8E8M0FNUType,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    FloatTF32Type,
    IndexType,
    IntegerAttr,
    IntegerType,
    TensorType,
)
from xdsl.ir import Attribute, Operation, SSAValue

if TYPE_CHECKING:
    import numpy as np

_FLOAT_DTYPES: dict[type, tuple[str, str]] = {
    Float16Type: ("numpy", "float16"),
    Float32Type: ("numpy", "float32"),
    Float64Type: ("numpy", "float64"),
    BFloat16Type: ("ml_dtypes", "bfloat16"),
    Float8E4M3FNType: ("ml_dtypes", "float8_e4m3fn"),
    Float8E5M2Type: ("ml_dtypes", "float8_e5m2"),
    Float8E8M0FNUType: ("ml_dtypes", "float8_e8m0fnu"),
    Float4E2M1FNType: ("ml_dtypes", "float4_e2m1fn"),
}
"""The module and name of the scalar type holding each float type (numpy's own, or `ml_dtypes`
for those numpy lacks); imported on first use, so kernels without such constants never load
numpy or ml_dtypes."""

_LOADED_FLOAT_DTYPES: dict[type, object] = {}


def _float_dtype(t: type) -> object | None:
    dt = _LOADED_FLOAT_DTYPES.get(t)
    if dt is None and t in _FLOAT_DTYPES:
        module, name = _FLOAT_DTYPES[t]
        dt = _LOADED_FLOAT_DTYPES[t] = getattr(importlib.import_module(module), name)
    return dt


def numpy_dtype(element: Attribute) -> np.dtype | None:
    """The numpy dtype holding `element` exactly (signless integers as signed), or None."""
    import numpy as np

    if isinstance(element, IntegerType):
        width = element.width.data
        if width == 1:
            return np.dtype(np.bool_)
        return {8: np.dtype(np.int8), 16: np.dtype(np.int16), 32: np.dtype(np.int32),
                64: np.dtype(np.int64)}.get(width)
    if isinstance(element, IndexType):
        return np.dtype(np.int64)
    dt = _float_dtype(type(element))
    return None if dt is None else np.dtype(dt)


def attr_to_array(attr: Attribute) -> np.ndarray | None:
    """The value of an `IntegerAttr`, `FloatAttr` or dense elements attribute, or None."""
    import numpy as np

    if isinstance(attr, IntegerAttr):
        dt = numpy_dtype(attr.type)
        if dt is None:
            return None
        value = attr.value.data
        return np.array(bool(value) if dt == np.bool_ else value).astype(dt)
    if isinstance(attr, FloatAttr):
        dt = numpy_dtype(attr.type)
        return None if dt is None else np.array(attr.value.data).astype(dt)
    if isinstance(attr, DenseIntOrFPElementsAttr):
        element = attr.get_element_type()
        dt = numpy_dtype(element)
        if dt is None:
            return None
        raw = attr.data.data
        if dt == np.bool_:
            flat = np.frombuffer(raw, dtype=np.uint8).astype(np.bool_)
        else:
            flat = np.frombuffer(raw, dtype=dt)
        shape = attr.get_shape()
        count = 1
        for d in shape:
            count *= d
        if flat.size == 1 and count != 1:
            return np.broadcast_to(flat.reshape(()), shape).copy()
        return flat.reshape(shape).copy()
    return None


_STRUCT_FLOATS: dict[type, tuple[str, int, int]] = {
    Float16Type: ("<e", 2, 0), BFloat16Type: ("<f", 2, 16), Float32Type: ("<f", 4, 0), Float64Type: ("<d", 8, 0),
}
"""Float type: (`struct` format, storage bytes, left shift of the bits into that format)."""


def scalar_attr_of_raw(raw: bytes, element: Attribute, count: int) -> IntegerAttr | FloatAttr | None:
    """The attribute of the one value a single-element raw dense buffer holds (a scalar, or a
    splat of `count` elements), as `array_to_attr(decode_raw_dense(...))` gives it, read without
    numpy: i1, i8-i64 and f16/bf16/f32/f64 that are not NaN. None for anything else (longer
    buffers, other types, NaN payloads): the caller takes the numpy path then."""
    if count < 1:
        return None
    if isinstance(element, IntegerType):
        width = element.width.data
        if width == 1:
            if len(raw) != 1 or not (count == 1 or raw[0] in (0x00, 0xFF)):
                return None
            return IntegerAttr(-1 if raw[0] & 1 else 0, element)
        if width not in (8, 16, 32, 64) or len(raw) != width // 8:
            return None
        return IntegerAttr(int.from_bytes(raw, "little", signed=True), element)
    fast = _STRUCT_FLOATS.get(type(element))
    if fast is None or len(raw) != fast[1]:
        return None
    fmt, _, shift = fast
    value = struct.unpack(fmt, (int.from_bytes(raw, "little") << shift).to_bytes(struct.calcsize(fmt), "little"))[0]
    if value != value:
        return None
    return FloatAttr(value, element)


def decode_raw_dense(raw: bytes, element: Attribute, shape: tuple[int, ...]) -> np.ndarray | None:
    """An MLIR raw dense buffer (as TileIR bytecode stores constants) as a numpy array.

    Elements are little-endian at their storage width, row-major; a buffer of one element is a
    splat. `i1` is bit-packed, least significant bit first, and a single 0x00/0xFF byte is a
    splat. Returns None for element types numpy cannot hold or a buffer of the wrong size.
    """
    import numpy as np
    n = 1
    for d in shape:
        n *= d
    if isinstance(element, FloatTF32Type):
        # 19 significant bits stored in 3 bytes: the top 19 bits of the f32 pattern
        data = np.frombuffer(raw, dtype=np.uint8)
        if data.size % 3:
            return None
        words = data.reshape(-1, 3).astype(np.uint32)
        bits = (words[:, 0] | (words[:, 1] << 8) | (words[:, 2] << 16)) << 13
        flat = bits.view(np.float32)
        if flat.size == 1:
            return np.broadcast_to(flat.reshape(()), shape).copy()
        return flat.reshape(shape).copy() if flat.size == n else None
    dt = numpy_dtype(element)
    if dt is None:
        return None
    if dt == np.bool_:
        data = np.frombuffer(raw, dtype=np.uint8)
        if n == 1 and data.size == 1:
            return np.array(bool(data[0] & 1)).reshape(shape)
        if data.size == 1 and data[0] in (0x00, 0xFF):
            return np.full(shape, bool(data[0]), dtype=np.bool_)
        bits = np.unpackbits(data, bitorder="little").astype(np.bool_)
        if bits.size < n or data.size != (n + 7) // 8:
            return None
        return bits[:n].reshape(shape)
    flat = np.frombuffer(raw, dtype=dt)
    if flat.size == 1:
        return np.broadcast_to(flat.reshape(()), shape).copy()
    if flat.size != n:
        return None
    return flat.reshape(shape).copy()


def constant_array(value: SSAValue) -> np.ndarray | None:
    """The compile-time value of `value` (full shape), or None when it is not constant-like."""
    if not may_be_constant(value):
        return None
    import numpy as np

    op = value.owner if isinstance(value.owner, Operation) else None
    if op is None:
        return None
    if isinstance(op, arith.ConstantOp):
        arr = attr_to_array(op.value)
        if arr is None:
            return None
        if isinstance(value.type, TensorType) and arr.shape != tuple(value.type.get_shape()):
            arr = np.broadcast_to(arr, value.type.get_shape()).copy()
        return arr
    if op.name == "nv_tileaa.splat":
        scalar = constant_array(op.operands[0])
        if scalar is None:
            return None
        return np.broadcast_to(scalar, value.type.get_shape()).copy()
    return None


def may_be_constant(value: SSAValue) -> bool:
    """False when `constant_array(value)` is surely None, decided without numpy: `value` is
    neither an `arith.constant` nor a `splat` of one. Folds ask this first, so kernels whose
    operands are not constants never load numpy."""
    op = value.owner
    if isinstance(op, arith.ConstantOp):
        return True
    return isinstance(op, Operation) and op.name == "nv_tileaa.splat" and isinstance(op.operands[0].owner, arith.ConstantOp)


def is_constant_like(value: SSAValue) -> bool:
    return constant_array(value) is not None


def array_to_attr(arr: np.ndarray, t: Attribute) -> Attribute:
    """An attribute holding `arr` for type `t` (scalar attribute or dense tensor)."""
    import numpy as np

    if isinstance(t, TensorType) and isinstance(t.element_type, FloatTF32Type):
        bits = np.asarray(arr, dtype=np.float32).reshape(-1).view(np.uint32) >> 13
        raw = np.stack([bits & 0xFF, (bits >> 8) & 0xFF, (bits >> 16) & 0xFF], axis=1).astype(np.uint8).tobytes()
        return DenseIntOrFPElementsAttr(t, BytesAttr(raw))
    if isinstance(t, TensorType):
        dt = numpy_dtype(t.element_type)
        assert dt is not None
        data = np.asarray(arr).astype(dt)
        if dt == np.bool_:
            raw = data.astype(np.uint8).tobytes()
        else:
            raw = np.ascontiguousarray(data).tobytes()
        return DenseIntOrFPElementsAttr(t, BytesAttr(raw))
    if isinstance(t, (IntegerType, IndexType)):
        v = np.asarray(arr).reshape(())
        value = int(bool(v)) if v.dtype == np.bool_ else int(v)
        if isinstance(t, IntegerType) and t.width.data == 1:
            value = -1 if value else 0
        return IntegerAttr(value, t)
    return FloatAttr(float(np.asarray(arr).reshape(()).astype(np.float64)), t)


def materialize_constant(arr: np.ndarray, t: Attribute) -> list[Operation]:
    """Ops computing the constant `arr` of type `t`: a scalar or dense `arith.constant`, or a
    `splat` of a scalar constant when every element is equal. The last op yields the value."""
    import numpy as np
    from tileiras.dialects.nv_tileaa.ops import SplatOp

    if isinstance(t, TensorType):
        flat = np.asarray(arr).reshape(-1)
        if flat.size and np.all(flat == flat[0]) and not np.isnan(flat.astype(np.float64)).any():
            scalar = arith.ConstantOp(array_to_attr(flat[0], t.element_type), t.element_type)
            return [scalar, SplatOp.build(operands=[scalar.result], result_types=[t])]
        return [arith.ConstantOp(array_to_attr(arr, t), t)]
    return [arith.ConstantOp(array_to_attr(arr, t), t)]
