"""Arguments for corpus kernels, built from tests/corpus/MANIFEST.json's recipes.

Every test that runs a corpus kernel (interpreter, conversions, emulator, GPU) builds its
arguments here, so the same seed gives the same arrays everywhere: arrays filled as the
manifest's `init` says and placed in its memory `layout` (C, F or every K-th element),
scalars of the recorded dtype, `Constant`s, tuples and lists, as cuTile Python passes them.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import ml_dtypes
import numpy as np

MANIFEST = Path(__file__).resolve().parent / "corpus" / "MANIFEST.json"

_DTYPES = {"bfloat16": ml_dtypes.bfloat16, "float8_e4m3fn": ml_dtypes.float8_e4m3fn,
           "float8_e5m2": ml_dtypes.float8_e5m2, "float8_e8m0fnu": ml_dtypes.float8_e8m0fnu,
           "bool_": np.bool_, "bool": np.bool_}


@lru_cache(maxsize=1)
def manifest() -> dict:
    """The whole manifest (`kernels`, `handmade`, `bad_inputs`)."""
    return json.loads(MANIFEST.read_text())


def _dtype(name: str):
    return _DTYPES.get(name) or np.dtype(name).type


def _fill(init: str | None, shape, dtype, rng: np.random.Generator) -> np.ndarray:
    n = int(np.prod(shape)) if shape else 1
    init = init or "random"
    if init == "zeros":
        data = np.zeros(n)
    elif init == "ones":
        data = np.ones(n)
    elif init == "arange":
        data = np.arange(n)
    elif init == "perm":
        data = rng.permutation(n)
    elif init == "pow2":
        data = 2.0 ** rng.integers(-4, 5, n)
    elif init == "random_pos":
        data = rng.uniform(0.5, 2.0, n)
    elif init == "random_with_nan":
        data = rng.standard_normal(n)
        data[rng.random(n) < 0.1] = np.nan
    elif init.startswith("uniform:"):
        lo, hi = (float(x) for x in init.split(":")[1:])
        data = rng.uniform(lo, hi, n)
    elif init.startswith("randint:"):
        lo, hi = (int(x) for x in init.split(":")[1:])
        data = rng.integers(lo, hi, n, dtype=np.int64)
    else:
        data = rng.standard_normal(n)
    if dtype is np.bool_:
        data = np.asarray(data) != 0 if init not in ("random", "random_pos") else rng.random(n) < 0.5
    return np.ascontiguousarray(np.asarray(data).astype(dtype).reshape(shape))


def _place(data: np.ndarray, layout: str) -> np.ndarray:
    """The same values in the memory layout the manifest asks for (`layout`, default "C")."""
    if layout == "F":
        return np.asfortranarray(data)
    if layout.startswith("step:"):
        k = int(layout.split(":")[1])
        buf = np.zeros(data.shape[:-1] + (data.shape[-1] * k,), dtype=data.dtype)
        view = buf[..., ::k]
        view[...] = data
        return view
    return data


def _param(p: dict, rng: np.random.Generator):
    from tileiras.interp.launch import Constant

    kind = p["kind"]
    if kind == "array":
        return _place(_fill(p.get("init"), tuple(p["shape"]), _dtype(p["dtype"]), rng), p.get("layout", "C"))
    if kind == "scalar":
        return _dtype(p["dtype"])(p["value"])
    if kind == "constant":
        return Constant(p["value"])
    if kind == "tuple":
        return tuple(_param(x, rng) for x in p["items"])
    if kind == "list":
        return [_param(p["element"], rng) for _ in range(p["count"])]
    raise ValueError(f"unknown parameter kind {kind}")


def kernel_args(name: str, seed: int = 0) -> list:
    rng = np.random.default_rng(seed)
    return [_param(p, rng) for p in manifest()["kernels"][name]["params"]]


def kernel_grid(name: str) -> tuple[int, int, int]:
    g = list(manifest()["kernels"][name].get("grid", [1, 1, 1]))
    return tuple(g + [1] * (3 - len(g)))  # type: ignore[return-value]


def arrays_of(args) -> list[np.ndarray]:
    out = []
    for a in args:
        if isinstance(a, np.ndarray) and a.ndim > 0:
            out.append(a)
        elif isinstance(a, (tuple, list)):
            out += arrays_of(a)
    return out
