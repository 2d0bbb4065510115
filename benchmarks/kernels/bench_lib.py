"""What a GPU-kit benchmark is: a cuTile Python kernel, the signature a real launch would give
it, its grid, and a recipe the kit's runner turns into torch tensors and a reference.

benchmarks/kernels/{gemm,attention,memory}.py each hold a `BENCHMARKS` list of `Bench`;
tools/gpu_kit/build.py exports each to TileIR bytecode with cuda-tile (`export_bytecode`) and
compiles it with both compilers; tools/gpu_kit/runner.py makes the inputs with torch from
`recipe` (see its `_bench_tensors`), passes `args` in order (`{"tensor": name}` or
`{"scalar": value, "type": "f32"}`; Constants are compiled in and pass nothing), checks the
output within `tol` (rtol, atol) and reports TFLOP/s (`work["flops"]`) or GB/s (`work["bytes"]`).
"""

from __future__ import annotations

import dataclasses
import importlib.util
import io
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for _p in (ROOT / "tools" / "corpus", HERE):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

from corpus_lib import A, S, case, ct  # noqa: E402

__all__ = ["A", "S", "Bench", "all_benchmarks", "cdiv", "ct", "dense", "export_bytecode"]


def cdiv(a: int, b: int) -> int:
    return -(-a // b)


def dense(dtype, shape: tuple[int, ...]) -> A:
    """A contiguous array as cuTile's launch sees a fresh torch tensor: last stride the
    constant 1, 16-byte divisible strides and 16-divisible extents recorded, base 16-byte
    aligned, no internal aliasing."""
    itemsize = {ct.float32: 4, ct.float16: 2, ct.bfloat16: 2, ct.float8_e4m3fn: 1, ct.float8_e5m2: 1}[dtype]
    strides, step = [], 1
    for extent in reversed(shape):
        strides.insert(0, step)
        step *= extent
    per16 = 16 // itemsize
    return A(dtype, shape, stride_constant=tuple([None] * (len(shape) - 1) + [1]),
             stride_divisible_by=tuple(per16 if (s * itemsize) % 16 == 0 else 1 for s in strides),
             shape_divisible_by=tuple(16 if n % 16 == 0 else 1 for n in shape), base_addr_divisible_by=16)


@dataclasses.dataclass
class Bench:
    name: str
    kernel: Any
    params: dict
    grid: tuple[int, ...]
    recipe: dict
    work: dict
    tol: tuple[float, float]

    def args(self) -> list[dict]:
        out = []
        for name, p in self.params.items():
            if isinstance(p, A):
                out.append({"tensor": name})
            elif isinstance(p, S):
                out.append({"scalar": p.value, "type": {ct.float32: "f32", ct.int32: "i32"}[p.dtype]})
        return out

    def describe(self) -> dict:
        grid = list(self.grid) + [1] * (3 - len(self.grid))
        return {"name": self.name, "grid": grid, "recipe": self.recipe, "args": self.args(), "work": self.work,
                "tol": list(self.tol), "kernel": self.kernel._pyfunc.__name__}


def export_bytecode(bench: Bench, gpu_name: str, version: str = "13.4") -> bytes:
    """The benchmark's kernel as TileIR bytecode, exported by cuda-tile for `gpu_name`."""
    from cuda.tile.compilation import export_kernel

    c = case(bench.name, bench.kernel, bench.name, grid=bench.grid, gpu_code=gpu_name, **bench.params)
    buf = io.BytesIO()
    export_kernel(c.kernel, c.signatures(), buf, output_format="tileir_bytecode", bytecode_version=version,
                  gpu_code=gpu_name)
    return buf.getvalue()


def all_benchmarks() -> list[Bench]:
    """Every benchmark of gemm.py, attention.py and memory.py, in that order."""
    out = []
    for stem in ("gemm", "attention", "memory"):
        spec = importlib.util.spec_from_file_location(f"bench_kernels_{stem}", HERE / f"{stem}.py")
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        out += mod.BENCHMARKS
    return out
