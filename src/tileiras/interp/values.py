"""Runtime values of the interpreter.

- A tile is a numpy array of the element's storage dtype (`dtypes.storage_dtype`) with the
  tile's shape; a scalar (`tile<T>`) is a 0-d array. Pointer tiles hold uint64 addresses.
- A token is the `TOKEN` singleton: the interpreter runs every op in program order, which is one
  of the orders tokens allow, so tokens carry no state.
- Views (`TensorView`, `PartitionView`, `StridedView`, `GatherScatterView`) are small frozen
  records holding the base address and the runtime shape and strides.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from xdsl.ir import Attribute

from tileiras.dialects.cuda_tile.enums import PaddingValue


class Token:
    """The value of every `token`."""

    _instance: "Token | None" = None

    def __new__(cls) -> "Token":
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "token"


TOKEN = Token()


@dataclass(frozen=True)
class TensorView:
    """`tensor_view`: global memory at `base` with a shape and element strides."""

    element_type: Attribute
    base: int
    shape: tuple[int, ...]
    strides: tuple[int, ...]

    @property
    def rank(self) -> int:
        return len(self.shape)


@dataclass(frozen=True)
class PartitionView:
    """`partition_view`: the tensor view cut into a grid of `tile_shape` tiles.

    Tile dimension i runs along tensor dimension `dim_map[i]`; tile index `idx` covers tensor
    coordinates `idx[i] * tile_shape[i] + t_i` along that dimension.
    """

    tensor: TensorView
    tile_shape: tuple[int, ...]
    dim_map: tuple[int, ...]
    padding: PaddingValue | None

    def steps(self) -> tuple[int, ...]:
        return self.tile_shape

    def index_space(self) -> tuple[int, ...]:
        return tuple(-(-self.tensor.shape[d] // s) if s else 0
                     for d, s in zip(self.dim_map, self.steps()))


@dataclass(frozen=True)
class StridedView(PartitionView):
    """`strided_view` (13.3): tile origins advance by `traversal_strides` elements per index."""

    traversal_strides: tuple[int, ...] = ()

    def steps(self) -> tuple[int, ...]:
        return self.traversal_strides


@dataclass(frozen=True)
class GatherScatterView:
    """`gather_scatter_view` (13.3): along `sparse_dim` a tile of element indices picks the
    rows; along every other dimension a scalar element offset starts a dense range."""

    tensor: TensorView
    tile_shape: tuple[int, ...]
    sparse_dim: int
    padding: PaddingValue | None

    def index_space(self) -> tuple[int, ...]:
        return self.tensor.shape


View = PartitionView | GatherScatterView


def scalar(value: Any) -> Any:
    """The Python number held by a 0-d tile."""
    return np.asarray(value).item()


def is_tile(value: Any) -> bool:
    return isinstance(value, np.ndarray)
