"""Shape ops on tiles bigger than the shared-memory budget of one gather.

cuTile Python exports the kernels here at test time (the real producer; `cuda-tile` is a test
dependency). An extract, insert or cat of a tile bigger than `SMEM_CHUNK_BYTES` must gather
in slices (`FunctionLowering.gather`) and keep its shared memory within that budget. Before,
each put the whole tile in shared memory, and at 256x256 f32 (256 KiB, more than any target
has) ptxas refused the kernel ("uses too much shared data") where NVIDIA's tileiras compiles
it. The default run checks the budget on 128x128 tiles (64 KiB); the slow run compiles the
256x256 ones and runs them on the emulator against the interpreter (minutes: LLVM's NVPTX
back end is slow on 512 registers per thread).
"""

from __future__ import annotations

import io
import re

import numpy as np
import pytest

ct = pytest.importorskip("cuda.tile")

from tileiras.cli import tileiras as cli  # noqa: E402
from tileiras.interp import launch as interp_launch  # noqa: E402
from tileiras.interp.launch import Constant  # noqa: E402
from tileiras.simt import Emulator  # noqa: E402

T = 128


@ct.kernel
def extract_corners(a, out, T: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(2 * T, 2 * T))
    ct.store(out, index=(0, 0), tile=ct.extract(x, (0, 0), shape=(T, T)) + ct.extract(x, (1, 1), shape=(T, T)))


@ct.kernel
def insert_block(a, out, T: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(2 * T, 2 * T))
    ct.store(out, index=(0, 0), tile=ct.insert(x, (1, 0), ct.full((T, T), 7.0, dtype=x.dtype)))


@ct.kernel
def cat_halves(a, out, T: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(2 * T, T))
    y = ct.load(a, index=(1, 0), shape=(2 * T, T))
    ct.store(out, index=(0, 0), tile=ct.cat((y, x), 1))


KERNELS = {
    "extract": (extract_corners, ((2 * T, 2 * T), (T, T))),
    "insert": (insert_block, ((2 * T, 2 * T), (2 * T, 2 * T))),
    "cat": (cat_halves, ((4 * T, T), (2 * T, 2 * T))),
}


def export(name: str, t: int = T) -> bytes:
    from cuda.tile.compilation import ArrayConstraint, CallingConvention, KernelSignature, export_kernel

    kernel, _ = KERNELS[name]
    array = ArrayConstraint(ct.float32, 2, index_dtype=ct.int32, stride_lower_bound_incl=0, alias_groups=(),
                            may_alias_internally=False)
    sig = KernelSignature([array, array, t],
                          calling_convention=CallingConvention.cutile_python_v1())
    buf = io.BytesIO()
    export_kernel(kernel, [sig], buf, output_format="tileir_bytecode", bytecode_version="13.4", gpu_code="sm_100")
    return buf.getvalue()


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_big_tile_shape_op_stays_within_the_budget(tmp_path, name: str) -> None:
    from tileiras.conversion.nv_tileas_to_llvm.lowering import SMEM_CHUNK_BYTES

    src, out = tmp_path / f"{name}.tileirbc", tmp_path / "out.ptx"
    src.write_bytes(export(name, T // 2))
    assert cli.run([str(src), "--gpu-name", "sm_120", "--emit=ptx", "-o", str(out)]) == 0
    sizes = [int(n) for n in re.findall(r"\.shared \.align \d+ \.b8 \S+\[(\d+)\]", out.read_text())]
    assert max(sizes, default=0) <= SMEM_CHUNK_BYTES


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(KERNELS))
@pytest.mark.parametrize("sm", ["sm_80", "sm_120"])
def test_big_tile_shape_op_compiles(tmp_path, name: str, sm: str) -> None:
    src = tmp_path / f"{name}.tileirbc"
    src.write_bytes(export(name))
    assert cli.run([str(src), "--gpu-name", sm, "-o", str(tmp_path / "out.cubin")]) == 0


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(KERNELS))
def test_big_tile_shape_op_matches_interpreter(name: str) -> None:
    data = export(name)
    shapes = KERNELS[name][1]
    rng = np.random.default_rng(0)
    a = rng.standard_normal(shapes[0]).astype(np.float32)
    want, got = np.zeros(shapes[1], np.float32), np.zeros(shapes[1], np.float32)
    interp_launch(data, (1, 1, 1), a, want, Constant(T))
    Emulator.from_bytecode(data, "sm_90").launch_cutile((1, 1, 1), a.copy(), got, Constant(T))
    assert np.array_equal(want, got)
