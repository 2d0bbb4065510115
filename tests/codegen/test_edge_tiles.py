"""Tile accesses one element at a time split into an interior path and an edge path.

A tile load or store whose elements are accessed one by one (no vector runs: an unknown inner
stride, or an unaligned view) checks, per thread, whether the whole tile lies inside the array
(one compare per dimension) and then either accesses every element unmasked, or falls back to
the per-element masks (`memory.edge_split`), as NVIDIA's code does. The kernels here are
exported by cuTile Python at test time with arrays whose extents are not multiples of the tile,
so the grid has interior tiles and tiles cut by either edge, and run on the emulator against
the interpreter.
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

TM, TN = 16, 32
SHAPE = (40, 70)  # 3 x 3 tiles: interior ones and ones cut by the bottom and the right edge
GRID = (3, 3, 1)


@ct.kernel
def scale_tile(a, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    i, j = ct.bid(0), ct.bid(1)
    x = ct.load(a, index=(i, j), shape=(TM, TN), padding_mode=ct.PaddingMode.ZERO)
    ct.store(out, index=(i, j), tile=x * 3.0 + 1.0)


def export() -> bytes:
    from cuda.tile.compilation import ArrayConstraint, CallingConvention, KernelSignature, export_kernel

    # no stride or alignment facts: every element is accessed on its own
    array = ArrayConstraint(ct.float32, 2, index_dtype=ct.int32, stride_lower_bound_incl=0, alias_groups=(),
                            may_alias_internally=False)
    sig = KernelSignature([array, array, TM, TN], calling_convention=CallingConvention.cutile_python_v1())
    buf = io.BytesIO()
    export_kernel(scale_tile, [sig], buf, output_format="tileir_bytecode", bytecode_version="13.4", gpu_code="sm_100")
    return buf.getvalue()


def test_scalar_tile_accesses_have_an_unmasked_interior_path(tmp_path) -> None:
    src, out = tmp_path / "scale.tileirbc", tmp_path / "scale.ptx"
    src.write_bytes(export())
    assert cli.run([str(src), "--gpu-name", "sm_80", "--emit=ptx", "-o", str(out)]) == 0
    ptx = out.read_text()
    loads = re.findall(r"\bld\.global(?:\.\w+)*\.[bfu]32\b", ptx)
    per_thread = TM * TN // 128
    # the interior path and the edge path each load every element once (the two paths of the
    # store LLVM may merge back into one store per element under `interior or mask`)
    assert len(loads) == 2 * per_thread, len(loads)
    interior = ptx[:ptx.index("bra.uni")]
    assert len(re.findall(r"\bld\.global", interior.split("bra \t")[-1])) == per_thread


@pytest.mark.parametrize("order", ["C", "F"])
def test_edge_and_interior_tiles_match_the_interpreter(order: str) -> None:
    data = export()
    rng = np.random.default_rng(1)
    a = np.asarray(rng.standard_normal(SHAPE).astype(np.float32), order=order)
    want = np.zeros(SHAPE, np.float32, order=order)
    got = np.zeros(SHAPE, np.float32, order=order)
    interp_launch(data, GRID, a, want, Constant(TM), Constant(TN))
    Emulator.from_bytecode(data, "sm_80").launch_cutile(GRID, a.copy(order="K"), got, Constant(TM), Constant(TN))
    assert np.allclose(want, a * 3.0 + 1.0, rtol=1e-6, atol=1e-6)
    assert np.array_equal(want, got)
