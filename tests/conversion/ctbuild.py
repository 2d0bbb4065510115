"""A tiny builder of cuda_tile kernels from the op classes (no text parser needed)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from xdsl.dialects.builtin import FunctionType, IntegerAttr, ModuleOp, StringAttr, UnitAttr
from xdsl.ir import Attribute, Block, Region

from tileiras.dialects.cuda_tile import types as t
from tileiras.dialects.cuda_tile.attributes import EnumAttr
from tileiras.dialects.cuda_tile.enums import CudaTileEnum
from tileiras.dialects.cuda_tile.ops import op_class
from tileiras.transforms.cuda_tile_ir import make_constant


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


class Builder:
    """Append cuda_tile ops to an entry body (or a nested region while `region(...)` is open)."""

    def __init__(self, arg_types: Sequence[Attribute] = (), name: str = "kernel"):
        self.name = name
        self.arg_types = list(arg_types)
        self.entry_block = Block(arg_types=self.arg_types)
        self.stack = [self.entry_block]

    @property
    def args(self):
        return self.entry_block.args

    def op(self, mnemonic: str, operands: Sequence[Any] = (), results: Sequence[Attribute] = (), *,
           regions: Sequence[Region] = (), **props: Any):
        cls = op_class(mnemonic)
        p = {k: _prop(v) for k, v in props.items() if v is not None and v is not False}
        nregions = cls.OP_DEF.regions
        regs = list(regions) + [Region() for _ in range(nregions - len(regions))]
        o = cls.build(operands=list(operands), result_types=list(results), properties=p, regions=regs)
        self.stack[-1].add_op(o)
        return o

    def v(self, mnemonic: str, operands: Sequence[Any] = (), results: Sequence[Attribute] = (), **kw):
        return self.op(mnemonic, operands, results, **kw).results[0]

    def const(self, value, elem: Attribute, shape: Sequence[int] = ()):
        o = make_constant(np.asarray(value), tile(shape, elem))
        self.stack[-1].add_op(o)
        return o.results[0]

    def block(self, arg_types: Sequence[Attribute] = ()) -> "_Scope":
        return _Scope(self, Block(arg_types=list(arg_types)))

    def module(self) -> ModuleOp:
        if self.entry_block.last_op is None or self.entry_block.last_op.name != "cuda_tile.return":
            self.entry_block.add_op(op_class("return").build(operands=[[]]))
        entry = op_class("entry").build(properties={
            "sym_name": StringAttr(self.name),
            "function_type": FunctionType.from_lists(self.arg_types, []),
        }, regions=[Region(self.entry_block)])
        mod = op_class("module").build(properties={"sym_name": StringAttr("kernels")}, regions=[Region(Block([entry]))])
        return ModuleOp([mod])


class _Scope:
    def __init__(self, b: Builder, block: Block):
        self.b = b
        self.block = block

    def __enter__(self) -> Block:
        self.b.stack.append(self.block)
        return self.block

    def __exit__(self, *exc) -> bool:
        self.b.stack.pop()
        return False


# ----------------------------------------------------------------- cuTile-style array kernels

from tileiras.dialects.cuda_tile.enums import MemoryOrderingSemantics  # noqa: E402

i1, i32, f32 = t.i1, t.i32, t.f32
WEAK = MemoryOrderingSemantics.WEAK


def array_params(count: int, elem: Attribute = f32) -> list[Attribute]:
    """Entry parameters of `count` 1-d arrays as cuTile passes them: pointer, shape, stride."""
    out: list[Attribute] = []
    for _ in range(count):
        out += [scalar(t.PointerType(elem)), scalar(i32), scalar(i32)]
    return out


class ArrayKernel(Builder):
    """A kernel over `arrays` 1-d arrays of `n` elements (then `scalars` scalar parameters);
    `load(i)` / `store(i, value)` read and write array i whole."""

    def __init__(self, arrays: int, n: int, scalars: Sequence[Attribute] = (), elem: Attribute = f32):
        super().__init__(array_params(arrays, elem) + list(scalars))
        self.n = n
        self.elem = elem
        self.narrays = arrays
        self.token = self.v("make_token", [], [t.TokenType()])
        self.idx = self.v("iota", [], [tile((n,), i32)])

    def scalar_arg(self, i: int):
        return self.args[3 * self.narrays + i]

    def _ptrs(self, i: int):
        p = self.args[3 * i]
        pt = t.PointerType(self.elem)
        one = self.v("reshape", [p], [tile((1,), pt)])
        many = self.v("broadcast", [one], [tile((self.n,), pt)])
        return self.v("offset", [many, self.idx], [tile((self.n,), pt)])

    def load(self, i: int):
        o = self.op("load_ptr_tko", [self._ptrs(i), [], [], [self.token]],
                    [tile((self.n,), self.elem), t.TokenType()], memory_ordering_semantics=WEAK)
        return o.results[0]

    def store(self, i: int, value) -> None:
        self.op("store_ptr_tko", [self._ptrs(i), value, [], [self.token]], [t.TokenType()],
                memory_ordering_semantics=WEAK)
