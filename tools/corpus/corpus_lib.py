"""Helpers shared by the kernel corpus (tools/corpus/kernels/*.py).

Each kernel file defines cuTile Python kernels and a module-level list ``CASES`` of
:class:`Case` objects.  A case pairs a kernel with one concrete signature (array
constraints, scalar types, constant values), a one-line numpy description of what it
computes, a suggested grid and suggested argument values, so that an interpreter can
later run the exported bytecode on concrete data.

``tools/gen_corpus.py`` exports every case at several bytecode versions and writes
``tests/corpus/MANIFEST.json`` from the information kept here.
"""

from __future__ import annotations

import dataclasses
import inspect
from typing import Any, Sequence

import cuda.tile as ct
from cuda.tile.compilation import (
    ArrayConstraint,
    CallingConvention,
    KernelSignature,
    ScalarConstraint,
)

__all__ = ["A", "S", "L", "Case", "case", "ct"]


def dtype_name(dt) -> str:
    # ct.float32 prints as "float32" etc.
    return str(dt).split(".")[-1]


@dataclasses.dataclass
class A:
    """An array parameter: dtype, a suggested concrete shape and the constraint knobs."""

    dtype: Any
    shape: Sequence[int]
    index_dtype: Any = ct.int32
    stride_lower_bound_incl: Any = 0
    alias_groups: Sequence[str] = ()
    may_alias_internally: bool = False
    stride_constant: Any = None
    shape_constant: Any = None
    stride_divisible_by: Any = 1
    shape_divisible_by: Any = 1
    base_addr_divisible_by: int = 1
    # how to fill the array when running the kernel:
    #   "random"           standard normal values (cast to dtype)
    #   "random_pos"       uniform in [0.5, 2) (for log/sqrt/pow/division inputs)
    #   "random_with_nan"  standard normal with some NaNs
    #   "uniform:LO:HI"    uniform floats in [LO, HI)
    #   "randint:LO:HI"    integers in [LO, HI)
    #   "zeros", "ones", "arange" (row-major 0, 1, 2, ...), "perm" (a permutation of range(size))
    #   "pow2"             powers of two (for float8_e8m0fnu scales)
    init: str = "random"
    # how the array sits in memory when running the kernel (the constraints allow any strides):
    #   "C" (contiguous, the default), "F" (column-major), "step:K" (a view taking every K-th
    #   element along the last axis of a K-times wider buffer)
    layout: str = "C"

    def constraint(self) -> ArrayConstraint:
        return ArrayConstraint(
            self.dtype, len(self.shape),
            index_dtype=self.index_dtype,
            stride_lower_bound_incl=self.stride_lower_bound_incl,
            alias_groups=tuple(self.alias_groups),
            may_alias_internally=self.may_alias_internally,
            stride_constant=self.stride_constant,
            shape_constant=self.shape_constant,
            stride_divisible_by=self.stride_divisible_by,
            shape_divisible_by=self.shape_divisible_by,
            base_addr_divisible_by=self.base_addr_divisible_by,
        )

    def describe(self) -> dict:
        d = {
            "kind": "array",
            "dtype": dtype_name(self.dtype),
            "ndim": len(self.shape),
            "shape": list(self.shape),
            "index_dtype": dtype_name(self.index_dtype),
            "init": self.init,
        }
        if self.layout != "C":
            d["layout"] = self.layout
        # constraint knobs, only where they differ from the defaults of A
        for f in ("stride_lower_bound_incl", "alias_groups", "may_alias_internally",
                  "stride_constant", "shape_constant", "stride_divisible_by",
                  "shape_divisible_by", "base_addr_divisible_by"):
            v = getattr(self, f)
            if v != _A_DEFAULTS[f]:
                d[f] = list(v) if isinstance(v, tuple) else v
        return d


_A_DEFAULTS = {f.name: f.default for f in dataclasses.fields(A)
               if f.default is not dataclasses.MISSING}


@dataclasses.dataclass
class L:
    """A list-of-arrays parameter: ``count`` arrays like ``element`` (suggested count)."""

    element: A
    count: int
    alias_groups: Sequence[str] = ()
    elements_may_alias: bool = False

    def constraint(self):
        from cuda.tile.compilation import ListConstraint
        return ListConstraint(self.element.constraint(), alias_groups=tuple(self.alias_groups),
                              elements_may_alias=self.elements_may_alias)

    def describe(self) -> dict:
        return {"kind": "list", "count": self.count, "element": self.element.describe(),
                "alias_groups": list(self.alias_groups), "elements_may_alias": self.elements_may_alias}


@dataclasses.dataclass
class S:
    """A runtime scalar parameter with a suggested value."""

    dtype: Any
    value: Any

    def constraint(self) -> ScalarConstraint:
        return ScalarConstraint(self.dtype)

    def describe(self) -> dict:
        return {"kind": "scalar", "dtype": dtype_name(self.dtype), "value": self.value}


@dataclasses.dataclass
class Case:
    name: str
    kernel: Any
    desc: str
    params: dict
    grid: tuple = (1, 1, 1)
    cconv: str = "v1"
    # extra signatures exported into the same module (several entry functions)
    extra_params: list = dataclasses.field(default_factory=list)
    gpu_code: str | None = "sm_100"
    family: str = ""
    notes: str = ""
    # True when NVIDIA's verifier is known to reject what cuTile exports (kept as a bad input)
    expect_rejected: bool = False

    @staticmethod
    def _constraint(v):
        if isinstance(v, (A, S, L)):
            return v.constraint()
        if isinstance(v, tuple):
            from cuda.tile.compilation import TupleConstraint
            return TupleConstraint([Case._constraint(x) for x in v])
        return v  # a constant value (int/float/bool)

    def _constraints(self, params: dict) -> list:
        return [self._constraint(v) for v in params.values()]

    def signatures(self) -> list:
        cc = {"v1": CallingConvention.cutile_python_v1,
              "v2": CallingConvention.cutile_python_v2}[self.cconv]()
        sigs = [KernelSignature(self._constraints(self.params), calling_convention=cc)]
        for p in self.extra_params:
            sigs.append(KernelSignature(self._constraints(p), calling_convention=cc))
        return sigs

    def check(self):
        fn = self.kernel._pyfunc
        names = list(inspect.signature(fn).parameters)
        for p in [self.params, *self.extra_params]:
            if list(p) != names:
                raise ValueError(f"case {self.name}: params {list(p)} != kernel params {names}")

    @staticmethod
    def _describe(v) -> dict:
        if isinstance(v, (A, S, L)):
            return v.describe()
        if isinstance(v, tuple):
            return {"kind": "tuple", "items": [Case._describe(x) for x in v]}
        return {"kind": "constant", "value": v, "type": type(v).__name__}

    @staticmethod
    def _describe_params(params: dict) -> list:
        out = []
        for k, v in params.items():
            d = Case._describe(v)
            d["name"] = k
            out.append(d)
        return out

    def describe(self) -> dict:
        d = {
            "kernel": self.kernel._pyfunc.__name__,
            "family": self.family,
            "description": self.desc,
            "grid": list(self.grid) + [1] * (3 - len(self.grid)),
            "calling_convention": "cutile_python_" + self.cconv,
            "gpu_code": self.gpu_code,
            "params": self._describe_params(self.params),
        }
        if self.extra_params:
            d["extra_signatures"] = [self._describe_params(p) for p in self.extra_params]
        if self.notes:
            d["notes"] = self.notes
        return d


def case(name, kernel, desc, *, grid=(1,), cconv="v1", extra=(), gpu_code="sm_100",
         notes="", expect_rejected=False, **params) -> Case:
    c = Case(name=name, kernel=kernel, desc=desc, params=params, grid=tuple(grid),
             cconv=cconv, extra_params=list(extra), gpu_code=gpu_code, notes=notes,
             expect_rejected=expect_rejected)
    c.check()
    return c
