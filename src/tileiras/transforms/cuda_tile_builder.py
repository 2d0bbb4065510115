"""Build cuda_tile IR from Python, op by op, without the text parser.

``KernelBuilder`` appends ops to an entry's body (or to the innermost nested
block opened with ``region(...)``) and wraps the entry in a ``cuda_tile.module``
with any globals. Properties are given as Python values: enums become
``EnumAttr``, ``True`` a unit attribute, strings and ints their attributes
(``None`` and ``False`` leave the property out). Tests, the transforms' unit
tests and the interpreter's op tests build their kernels with it.

It lives beside the transforms (not in the dialect package) because it encodes constants with
the transforms' encoder (`cuda_tile_ir.dense_const`): a dialect never imports a stage.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from xdsl.dialects.builtin import FunctionType, IntegerAttr, StringAttr, UnitAttr
from xdsl.ir import Attribute, Block, Operation, Region

from tileiras.dialects.cuda_tile import types as t
from tileiras.dialects.cuda_tile.attributes import DenseConstAttr, EnumAttr
from tileiras.dialects.cuda_tile.enums import CudaTileEnum
from tileiras.dialects.cuda_tile.ops import op_class
from tileiras.transforms.cuda_tile_ir import dense_const


def tile(shape: Sequence[int], elem: Attribute) -> t.TileType:
    return t.TileType(tuple(shape), elem)


def scalar(elem: Attribute) -> t.TileType:
    return t.TileType((), elem)


def to_property(v: Any) -> Attribute:
    """A Python value as the attribute a cuda_tile property holds."""
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
    raise TypeError(f"no cuda_tile property for {v!r}")


class KernelBuilder:
    """Append cuda_tile ops to an entry body; ``module()`` wraps it in a ``cuda_tile.module``."""

    def __init__(self, arg_types: Sequence[Attribute] = (), name: str = "kernel"):
        self.name = name
        self.arg_types = list(arg_types)
        self.block = Block(arg_types=self.arg_types)
        self.stack = [self.block]
        self.globals: list[Operation] = []

    @property
    def args(self):
        return self.block.args

    def op(self, mnemonic: str, operands: Sequence[Any] = (), results: Sequence[Attribute] = (), *,
           regions: Sequence[Region] = (), **props: Any) -> Operation:
        """Append `cuda_tile.<mnemonic>`; regions the op has and ``regions`` omits are empty."""
        cls = op_class(mnemonic)
        p = {k: to_property(v) for k, v in props.items() if v is not None and v is not False}
        regs = list(regions) + [Region() for _ in range(cls.OP_DEF.regions - len(regions))]
        o = cls.build(operands=list(operands), result_types=list(results), properties=p, regions=regs)
        self.stack[-1].add_op(o)
        return o

    def v(self, mnemonic: str, operands: Sequence[Any] = (), results: Sequence[Attribute] = (), **kw):
        """Like ``op``, and return the single result."""
        return self.op(mnemonic, operands, results, **kw).results[0]

    def dense(self, values, elem: Attribute, shape: Sequence[int] = ()) -> DenseConstAttr:
        """``values`` (a number: a splat) as the constant attribute of a ``shape`` tile."""
        import numpy as np

        return dense_const(np.asarray(values), tile(shape, elem))

    def const(self, value, elem: Attribute, shape: Sequence[int] = ()):
        return self.v("constant", [], [tile(shape, elem)], value=self.dense(value, elem, shape))

    def region(self, arg_types: Sequence[Attribute] = ()) -> _RegionScope:
        """Context manager: ops added inside go to a new block (the region's only one)."""
        return _RegionScope(self, Block(arg_types=list(arg_types)))

    def add_global(self, name: str, values, elem: Attribute, *, constant: bool = False) -> None:
        import numpy as np

        arr = np.asarray(values)
        self.globals.append(op_class("global").build(properties={
            "sym_name": StringAttr(name), "value": self.dense(arr, elem, arr.shape),
            "alignment": IntegerAttr(16, 64), **({"constant": UnitAttr()} if constant else {}),
        }))

    def module(self) -> Operation:
        """The ``cuda_tile.module`` holding the globals and the entry (a ``return`` is added)."""
        if self.block.last_op is None or self.block.last_op.name != "cuda_tile.return":
            self.block.add_op(op_class("return").build(operands=[[]]))
        entry = op_class("entry").build(properties={
            "sym_name": StringAttr(self.name),
            "function_type": FunctionType.from_lists(self.arg_types, []),
        }, regions=[Region(self.block)])
        return op_class("module").build(properties={"sym_name": StringAttr("kernels")},
                                        regions=[Region(Block([*self.globals, entry]))])


class _RegionScope:
    def __init__(self, builder: KernelBuilder, block: Block):
        self.builder = builder
        self.block = block

    def __enter__(self) -> Block:
        self.builder.stack.append(self.block)
        return self.block

    def __exit__(self, *exc) -> bool:
        self.builder.stack.pop()
        return False
