"""cuda_tile kernels for the interpreter's op tests: the shared builder, with constants
encoded by the interpreter's own element conversions."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from xdsl.ir import Attribute

from tileiras.dialects.cuda_tile import types as t
from tileiras.dialects.cuda_tile.attributes import DenseConstAttr
from tileiras.transforms.cuda_tile_builder import KernelBuilder as SharedKernelBuilder
from tileiras.transforms.cuda_tile_builder import scalar, tile
from tileiras.interp import dtypes as dt

__all__ = ["KernelBuilder", "dense", "scalar", "tile"]


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


class KernelBuilder(SharedKernelBuilder):
    """The shared builder with constants encoded by the interpreter's own conversions."""

    def dense(self, values, elem: Attribute, shape: Sequence[int] = ()) -> DenseConstAttr:
        return dense(values, elem, shape)
