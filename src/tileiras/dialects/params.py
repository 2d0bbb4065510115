"""Helpers for type and attribute parameters that all three dialects share.

Shapes, strides, dimension maps and steps are stored as ``ArrayAttr[IntAttr]``
parameters named ``<name>_attr``; Python code reads them as tuples of ints through
a property named ``<name>``.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, IntAttr


def int_array(values: Sequence[int]) -> ArrayAttr[IntAttr]:
    """``values`` as an ``ArrayAttr`` of ``IntAttr`` (the stored form)."""
    return ArrayAttr(IntAttr(int(v)) for v in values)


def int_tuple_property(param: str) -> property:
    """A read-only property giving the ``ArrayAttr[IntAttr]`` parameter ``param`` as a tuple of ints."""
    return property(lambda self: tuple(d.data for d in getattr(self, param).data),
                    doc=f"The `{param}` parameter as a tuple of ints.")
