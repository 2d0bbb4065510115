"""Build cuda_tile IR by hand for interpreter tests (the xDSL op classes, no parser needed)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from xdsl.dialects.builtin import FunctionType, IntegerAttr, StringAttr, UnitAttr
from xdsl.ir import Attribute, Block, Region

from tileiras.dialects.cuda_tile import types as t
from tileiras.dialects.cuda_tile.attributes import DenseConstAttr, EnumAttr
from tileiras.dialects.cuda_tile.enums import CudaTileEnum
from tileiras.dialects.cuda_tile.ops import op_class
from tileiras.interp import dtypes as dt

import numpy as np


def tile(shape: Sequence[int], elem: Attribute) -> t.TileType:
    return t.TileType(tuple(shape), elem)


def scalar(elem: Attribute) -> t.TileType:
    return t.TileType((), elem)


def _prop(v: Any) -> Attribute:
    if isinstance(v, Attribute):
        return v
    if isinstance(v, CudaTileEnum):
        return EnumAttr(v)
    if v is True:
        return UnitAttr()
    if isinstance(v, str):
        return StringAttr(v)
    if isinstance(v, int):
        return IntegerAttr(v, 64)
    raise TypeError(v)


def dense(values, elem: Attribute, shape: Sequence[int] = ()) -> DenseConstAttr:
    """A DenseConstAttr holding `values` (a number: splat)."""
    ty = tile(shape, elem)
    arr = np.asarray(values)
    if arr.ndim == 0:
        v = dt.from_python(arr.item(), elem) if not dt.is_float(elem) else dt.number_to_element(float(arr), elem)
        if dt.is_int(elem) and dt.int_width(elem) == 1:
            raw = b"\xff" if bool(v) else b"\x00"
        elif elem == t.tf32:
            u = int(np.asarray(v, np.float32).view(np.uint32)) >> 13
            raw = u.to_bytes(3, "little")
        else:
            raw = np.asarray(v).tobytes()
        return DenseConstAttr(ty, raw)
    if dt.is_int(elem) and dt.int_width(elem) == 1:
        raw = np.packbits(arr.reshape(-1).astype(np.uint8), bitorder="little").tobytes()
        return DenseConstAttr(ty, raw)
    conv = np.stack([np.asarray(dt.from_python(x, elem) if not dt.is_float(elem) else dt.number_to_element(float(x), elem)) for x in arr.reshape(-1)])
    return DenseConstAttr(ty, conv.tobytes())


class KernelBuilder:
    """Append ops to an entry body; `module()` wraps the entry in a cuda_tile.module."""

    def __init__(self, arg_types: Sequence[Attribute] = (), name: str = "kernel"):
        self.name = name
        self.arg_types = list(arg_types)
        self.block = Block(arg_types=self.arg_types)
        self.blocks = [self.block]
        self.globals: list[Any] = []

    @property
    def args(self):
        return self.block.args

    def op(self, mnemonic: str, operands: Sequence[Any] = (), results: Sequence[Attribute] = (), *,
           regions: Sequence[Region] = (), **props: Any):
        cls = op_class(mnemonic)
        p = {k: _prop(v) for k, v in props.items() if v is not None and v is not False}
        o = cls.build(operands=list(operands), result_types=list(results), properties=p, regions=list(regions))
        self.blocks[-1].add_op(o)
        return o

    def v(self, mnemonic: str, operands: Sequence[Any] = (), results: Sequence[Attribute] = (), **kw):
        """Like `op` and return the single result."""
        return self.op(mnemonic, operands, results, **kw).results[0]

    def const(self, value, elem: Attribute, shape: Sequence[int] = ()):
        return self.v("constant", [], [tile(shape, elem)], value=dense(value, elem, shape))

    def region(self, arg_types: Sequence[Attribute] = ()):
        """Context manager: ops added inside go to a new single-block region."""
        return _RegionCtx(self, arg_types)

    def module(self) -> Any:
        if not any(o.name in ("cuda_tile.return",) for o in self.block.ops):
            self.op("return", [[]])
        entry = op_class("entry").build(properties={
            "sym_name": StringAttr(self.name),
            "function_type": FunctionType.from_lists(self.arg_types, []),
        }, regions=[Region(self.block)])
        body = Block()
        for g in self.globals:
            body.add_op(g)
        body.add_op(entry)
        return op_class("module").build(properties={"sym_name": StringAttr("kernels")}, regions=[Region(body)])

    def add_global(self, name: str, values, elem: Attribute, *, constant: bool = False):
        arr = np.asarray(values)
        g = op_class("global").build(properties={
            "sym_name": StringAttr(name), "value": dense(arr, elem, arr.shape),
            "alignment": IntegerAttr(16, 64), **({"constant": UnitAttr()} if constant else {}),
        })
        self.globals.append(g)


class _RegionCtx:
    def __init__(self, kb: KernelBuilder, arg_types):
        self.kb = kb
        self.block = Block(arg_types=list(arg_types))

    def __enter__(self):
        self.kb.blocks.append(self.block)
        return self.block

    def __exit__(self, *exc):
        self.kb.blocks.pop()
        return False
