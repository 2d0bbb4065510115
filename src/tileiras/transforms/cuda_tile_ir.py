"""Small helpers for transforms that rewrite cuda_tile IR: constants, op building, purity."""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.ir import Attribute, Operation, Region, SSAValue

from tileiras.dialects.cuda_tile.attributes import DenseConstAttr, EnumAttr
from tileiras.dialects.cuda_tile.effects import is_effect_free
from tileiras.dialects.cuda_tile.ops import op_class
from tileiras.dialects.cuda_tile.types import TileType
from tileiras.dialects.nv_tileaa.values import decode_raw_dense, numpy_dtype

if TYPE_CHECKING:
    import numpy as np


def is_pure(op: Operation) -> bool:
    """A cuda_tile op whose only effect is its results, nested ops included (what it may do
    besides is the `effects` of its `OpDef`, see `dialects/cuda_tile/effects.py`)."""
    return op.name.startswith("cuda_tile.") and is_effect_free(op, foreign=False)


def owner(v: SSAValue) -> Operation | None:
    return v.owner if isinstance(v.owner, Operation) else None


def constant_array(v: SSAValue) -> np.ndarray | None:
    """The value of a `cuda_tile.constant` result as a numpy array of the tile's shape."""
    op = owner(v)
    if op is None or op.name != "cuda_tile.constant":
        return None
    attr = op.properties["value"]
    t = v.type
    if not isinstance(attr, DenseConstAttr) or not isinstance(t, TileType):
        return None
    return decode_raw_dense(attr.data, t.element_type, t.shape)


def constant_bool(v: SSAValue) -> bool | None:
    """True/False for an i1 constant whose lanes all agree; None otherwise."""
    arr = constant_array(v)
    if arr is None or arr.dtype.kind != "b":
        return None
    if arr.all():
        return True
    if not arr.any():
        return False
    return None


def make_constant(arr: np.ndarray, t: TileType) -> Operation:
    """A `cuda_tile.constant` of tile type `t` holding `arr` (see `dense_const`)."""
    return op_class("constant").build(result_types=[t], properties={"value": dense_const(arr, t)})


def dense_const(arr: np.ndarray, t: TileType) -> DenseConstAttr:
    """`arr` as the constant attribute of tile type `t` (stored as a splat when uniform; i1
    bit-packed as MLIR stores it)."""
    import numpy as np

    dt = numpy_dtype(t.element_type)
    data = np.asarray(arr).astype(dt).reshape(-1)
    if data.size and np.all(data.view(np.uint8).reshape(data.size, -1) == data[:1].view(np.uint8)):
        data = data[:1]
    if dt == np.bool_:
        raw = bytes([0xFF if data[0] else 0x00]) if data.size == 1 else np.packbits(data, bitorder="little").tobytes()
    else:
        raw = np.ascontiguousarray(data).tobytes()
    return DenseConstAttr(t, raw)


def build(mnemonic: str, operands: list, result_types: list, **properties: Attribute) -> Operation:
    """A new `cuda_tile.<mnemonic>`; operands and result types per group (a list for a variadic
    group), its regions empty."""
    cls = op_class(mnemonic)
    regions = [Region() for _ in range(cls.OP_DEF.regions)]
    return cls.build(operands=operands, result_types=result_types, properties=properties, regions=regions)


def enum_value(op: Operation, name: str):
    attr = op.properties.get(name)
    return attr.value if isinstance(attr, EnumAttr) else None
