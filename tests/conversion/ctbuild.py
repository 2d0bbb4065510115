"""cuda_tile kernels for the conversion tests: the shared builder, plus cuTile-style array kernels."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute

from tileiras.dialects.cuda_tile import types as t
from tileiras.transforms.cuda_tile_builder import KernelBuilder, scalar, tile

__all__ = ["ArrayKernel", "Builder", "array_params", "f32", "i1", "i32", "scalar", "tile"]


class Builder(KernelBuilder):
    """The shared builder; ``module()`` is the builtin module holding the cuda_tile.module,
    which is what passes run on."""

    def module(self) -> ModuleOp:
        return ModuleOp([super().module()])


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
