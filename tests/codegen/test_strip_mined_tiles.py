"""Big elementwise tiles compile as loops over chunks (`transforms/strip_mine.py`, issue 16).

cuTile Python exports the kernels at test time (the real producer). A 65,536-element tile took
over 60 s and 660 MB to compile, a 1,048,576-element one 8 GB and then an LLVM allocation
failure; NVIDIA's tileiras writes a loop and needs 0.2-0.8 s and 118 MB. Here: the IR after the
pass holds one `scf.for` over chunks (and no whole-tile value), tiles under the budget are left
alone, the result still matches the interpreter on the emulator (a grid whose last tile is cut
by the array's end), and a 1,048,576-element tile compiles to a cubin within a time and a
memory limit.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import textwrap
from math import prod

import numpy as np
import pytest

ct = pytest.importorskip("cuda.tile")

from tileiras.interp import launch as interp_launch  # noqa: E402
from tileiras.interp.launch import Constant  # noqa: E402
from tileiras.simt import Emulator  # noqa: E402
from tileiras.transforms import strip_mine  # noqa: E402


@ct.kernel
def vadd(a, b, c, T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(c, index=(i,), tile=ct.load(a, index=(i,), shape=(T,)) + ct.load(b, index=(i,), shape=(T,)))


@ct.kernel
def scale(a, c, T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(c, index=(i,), tile=ct.load(a, index=(i,), shape=(T,)) * 3.0)


@ct.kernel
def relu(a, c, T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(c, index=(i,), tile=ct.maximum(ct.load(a, index=(i,), shape=(T,)), 0.0))


@ct.kernel
def row_sum(a, c, R: ct.Constant[int], T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(c, index=(i,), tile=ct.sum(ct.load(a, index=(i, 0), shape=(R, T)), axis=1))


@ct.kernel
def add_row(a, b, c, R: ct.Constant[int], T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(c, index=(i, 0), tile=ct.load(a, index=(i, 0), shape=(R, T)) + ct.load(b, index=(0,), shape=(T,)))


@ct.kernel
def scale_rows(a, b, c, R: ct.Constant[int], T: ct.Constant[int]):
    i = ct.bid(0)
    s = ct.reshape(ct.load(b, index=(i,), shape=(R,)), (R, 1))
    ct.store(c, index=(i, 0), tile=ct.load(a, index=(i, 0), shape=(R, T)) * s)


@ct.kernel
def add_iota(a, c, R: ct.Constant[int], T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    ct.store(c, index=(i,), tile=x + ct.astype(ct.arange(T, dtype=ct.int32), x.dtype))


@ct.kernel
def gather_scatter(a, c, R: ct.Constant[int], T: ct.Constant[int]):
    idx = ct.bid(0) * T + ct.arange(T, dtype=ct.int32)
    ct.scatter(c, idx, ct.gather(a, idx) * 2.0 + 1.0)


@ct.kernel
def axpy_in_place(x, y, R: ct.Constant[int], T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(y, index=(i,), tile=2.0 * ct.load(x, index=(i,), shape=(T,)) + ct.load(y, index=(i,), shape=(T,)))


@ct.kernel
def sum_and_max(a, s, m, R: ct.Constant[int], T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i, 0), shape=(R, T))
    ct.store(s, index=(i,), tile=ct.sum(x, axis=1))  # a store between the two reduces
    ct.store(m, index=(i,), tile=ct.max(x, axis=1))


@ct.kernel
def accumulate(a, c, R: ct.Constant[int], T: ct.Constant[int]):
    acc = ct.zeros((T,), dtype=ct.float32)
    for k in range(R):
        acc = acc + ct.load(a, index=(k,), shape=(T,))
    ct.store(c, index=(0,), tile=acc)


@ct.kernel
def transpose(a, c, R: ct.Constant[int], T: ct.Constant[int]):
    ct.store(c, index=(0, 0), tile=ct.transpose(ct.load(a, index=(0, 0), shape=(R, T))))


ELEMENTWISE = {"vadd": (vadd, 3), "scale": (scale, 2), "relu": (relu, 2)}
DTYPES = {"f32": (ct.float32, np.float32), "f16": (ct.float16, np.float16)}


def export(kernel, dtype, ranks: tuple[int, ...], constants: list[int]) -> bytes:
    from cuda.tile.compilation import ArrayConstraint, CallingConvention, KernelSignature, export_kernel

    arrays = [ArrayConstraint(dtype, n, index_dtype=ct.int32, stride_lower_bound_incl=0, alias_groups=(),
                              may_alias_internally=False) for n in ranks]
    sig = KernelSignature(arrays + constants, calling_convention=CallingConvention.cutile_python_v1())
    buf = io.BytesIO()
    export_kernel(kernel, [sig], buf, output_format="tileir_bytecode", bytecode_version="13.4", gpu_code="sm_100")
    return buf.getvalue()


def elementwise(name: str, dtype: str, t: int) -> bytes:
    kernel, nargs = ELEMENTWISE[name]
    return export(kernel, DTYPES[dtype][0], (1,) * nargs, [t])


def nv_tileaa(data: bytes):
    """The kernel's nv_tileaa module, as the compile has it before strip-mining."""
    from tileiras.bytecode.reader import read_bytecode
    from tileiras.driver import pipeline
    from tileiras.driver.options import CompileOptions

    options = CompileOptions(gpu_name="sm_90")
    state = pipeline.PipelineState(read_bytecode(data).module, options.target, options)
    pipeline.run_stages(state, pipeline.between("convert-cuda-tile-to-nv-tileaa", "cse"))
    return state.module


def tile_sizes(module) -> set[int]:
    return {prod(r.type.get_shape()) for op in module.walk() for r in op.results
            if hasattr(r.type, "get_shape") and r.type.name == "tensor"}


def loops(module) -> list:
    return [op for op in module.walk() if op.name == "scf.for"]


def test_a_big_tile_becomes_a_loop_over_chunks() -> None:
    module = nv_tileaa(elementwise("vadd", "f32", 65536))
    strip_mine.strip_mine_module(module)
    (loop,) = loops(module)
    threads = 128
    chunk = strip_mine.CHUNK_PER_THREAD * threads
    assert [a.value.data for a in loop.attributes[strip_mine.ATTR].data] == [65536, chunk]
    assert tile_sizes(module) == {chunk}  # no whole-tile value is left
    body = [op.name for op in loop.body.block.ops]
    assert body.count("nv_tileaa.tiled_load") == 2 and body.count("nv_tileaa.tiled_store") == 1


def test_a_reduction_carries_a_chunk_shaped_accumulator() -> None:
    module = nv_tileaa(export(row_sum, ct.float32, (2, 1), [16, 4096]))
    strip_mine.strip_mine_module(module)
    (loop,) = loops(module)
    assert len(loop.results) == 1 and tuple(loop.results[0].type.get_shape()) == (16, 128)
    reduce = [op for op in module.walk() if op.name == "nv_tileaa.reduce"]
    assert len(reduce) == 1 and reduce[0].operands[0] is loop.results[0]


def test_a_tile_within_the_budget_is_left_alone() -> None:
    from tileiras.driver.ir_files import print_module

    # 64 elements per thread on 4 warps: the budget itself
    module = nv_tileaa(elementwise("vadd", "f32", strip_mine.BUDGET_PER_THREAD * 128))
    before = print_module(module)
    strip_mine.strip_mine_module(module)
    assert print_module(module) == before


@pytest.mark.parametrize("case", ["permute", "loop-carried"])
def test_a_big_tile_the_pass_cannot_split_is_left_whole(case: str) -> None:
    from tileiras.driver.ir_files import print_module

    if case == "permute":
        data = export(transpose, ct.float32, (2, 2), [128, 128])
    else:  # a tile carried by a loop: its body sees the whole tile as a block argument
        data = export(accumulate, ct.float32, (1, 1), [4, 65536])
    module = nv_tileaa(data)
    before = print_module(module)
    strip_mine.strip_mine_module(module)
    assert print_module(module) == before


def run_both(data: bytes, arrays: list[np.ndarray], out_shape, dtype, constants, grid: int):
    want, got = np.zeros(out_shape, dtype), np.zeros(out_shape, dtype)
    interp_launch(data, (grid, 1, 1), *arrays, want, *map(Constant, constants))
    Emulator.from_bytecode(data, "sm_90").launch_cutile((grid, 1, 1), *[a.copy() for a in arrays], got,
                                                        *map(Constant, constants))
    return want, got


@pytest.mark.parametrize("dtype", sorted(DTYPES))
@pytest.mark.parametrize("name", sorted(ELEMENTWISE))
def test_a_strip_mined_elementwise_tile_matches_the_interpreter(name: str, dtype: str) -> None:
    t = 65536
    n = 2 * t + t // 2 + 3  # the third tile is cut by the arrays' end
    rng = np.random.default_rng(0)
    np_dtype = DTYPES[dtype][1]
    arrays = [rng.standard_normal(n).astype(np_dtype) for _ in range(ELEMENTWISE[name][1] - 1)]
    want, got = run_both(elementwise(name, dtype, t), arrays, n, np_dtype, [t], 3)
    assert np.array_equal(want, got)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(ELEMENTWISE))
def test_a_million_element_tile_matches_the_interpreter(name: str) -> None:
    t = 1 << 20
    n = t + t // 4
    rng = np.random.default_rng(1)
    arrays = [rng.standard_normal(n).astype(np.float32) for _ in range(ELEMENTWISE[name][1] - 1)]
    want, got = run_both(elementwise(name, "f32", t), arrays, n, np.float32, [t], 2)
    assert np.array_equal(want, got)


@pytest.mark.parametrize("dtype", sorted(DTYPES))
def test_a_strip_mined_row_sum_matches_the_interpreter(dtype: str) -> None:
    r, t = 16, 4096
    np_dtype = DTYPES[dtype][1]
    x = np.random.default_rng(2).standard_normal((2 * r + r // 2, t - 3)).astype(np_dtype)
    want, got = run_both(export(row_sum, DTYPES[dtype][0], (2, 1), [r, t]), [x], x.shape[0], np_dtype, [r, t], 3)
    # the additions run in another order (chunk-wise, then the tree): equal up to rounding
    exact = x.astype(np.float64).sum(axis=1)
    tol = 1e-4 if dtype == "f32" else 0.5
    assert np.abs(got - exact).max() <= tol and np.abs(want - exact).max() <= tol


# (kernel, array ranks, R, T): R x T = 65,536 elements; the 1-d kernels ignore R
SHAPED = {
    "add_row": (add_row, (2, 1, 2), 64, 1024),  # a row broadcast along the chunked dim
    "scale_rows": (scale_rows, (2, 1, 2), 64, 1024),  # a column broadcast: sliced per chunk
    "add_iota": (add_iota, (1, 1), 1, 65536),  # the chunk makes its own range
    "gather_scatter": (gather_scatter, (1, 1), 1, 65536),  # per-lane pointers, masks
}


@pytest.mark.parametrize("name", sorted(SHAPED))
def test_broadcasts_ranges_and_pointer_tiles_are_strip_mined_and_match_the_interpreter(name: str) -> None:
    kernel, ranks, r, t = SHAPED[name]
    data = export(kernel, ct.float32, ranks, [r, t])
    module = nv_tileaa(data)
    strip_mine.strip_mine_module(module)
    assert len(loops(module)) == 1 and max(tile_sizes(module)) <= strip_mine.CHUNK_PER_THREAD * 128
    rng = np.random.default_rng(3)
    if ranks[0] == 2:
        rows = 2 * r + r // 2
        arrays = [rng.standard_normal((rows, t)).astype(np.float32),
                  rng.standard_normal(t if name == "add_row" else rows).astype(np.float32)]
        out = (rows, t)
    else:
        out = 2 * t + t // 2 + 3
        arrays = [rng.standard_normal(out).astype(np.float32)]
    want, got = run_both(data, arrays, out, np.float32, [r, t], 3)
    assert np.array_equal(want, got)


def test_an_in_place_update_is_strip_mined_and_matches_the_interpreter() -> None:
    """`y = 2x + y`: the store of y is ordered after the load of y (same view, same tile); chunk
    by chunk each store writes only what its own load read."""
    t = 65536
    data = export(axpy_in_place, ct.float32, (1, 1), [1, t])
    module = nv_tileaa(data)
    strip_mine.strip_mine_module(module)
    assert len(loops(module)) == 1
    n = 2 * t + 5
    rng = np.random.default_rng(4)
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    want, got = y.copy(), y.copy()
    interp_launch(data, (3, 1, 1), x, want, Constant(1), Constant(t))
    Emulator.from_bytecode(data, "sm_90").launch_cutile((3, 1, 1), x.copy(), got, Constant(1), Constant(t))
    assert np.array_equal(want, got) and np.array_equal(got, (2 * x + y).astype(np.float32))


def test_two_reductions_of_one_tile_share_the_loop() -> None:
    r, t = 16, 4096
    data = export(sum_and_max, ct.float32, (2, 1, 1), [r, t])
    module = nv_tileaa(data)
    strip_mine.strip_mine_module(module)
    (loop,) = loops(module)
    assert len(loop.results) == 2
    x = np.random.default_rng(5).standard_normal((2 * r + 3, t)).astype(np.float32)
    rows = x.shape[0]
    outs = []
    for run in ("interpreter", "emulator"):
        s, m = np.zeros(rows, np.float32), np.zeros(rows, np.float32)
        if run == "interpreter":
            interp_launch(data, (3, 1, 1), x, s, m, Constant(r), Constant(t))
        else:
            Emulator.from_bytecode(data, "sm_90").launch_cutile((3, 1, 1), x.copy(), s, m, Constant(r), Constant(t))
        outs.append((s, m))
    assert np.array_equal(outs[0][1], outs[1][1]) and np.array_equal(outs[1][1], x.max(axis=1))
    assert np.abs(outs[1][0] - x.astype(np.float64).sum(axis=1)).max() <= 1e-3


MEMORY_LIMIT_MB = 400
TIME_LIMIT_S = 120


def test_a_million_element_tile_compiles_within_time_and_memory(tmp_path) -> None:
    """The compile (with its LLVM child and ptxas) in a child process; its peak resident set
    is the largest `ru_maxrss` of the children the wrapper waited for. NVIDIA's tileiras needs
    118 MB and under a second; ours needed 8 GB and then failed."""
    from tileiras.toolchain.ptxas import find_ptxas

    try:
        find_ptxas()
        emit = "cubin"
    except Exception:  # noqa: BLE001 - no ptxas here: the PTX is the costly part
        emit = "ptx"
    src = tmp_path / "relu.tileirbc"
    src.write_bytes(elementwise("relu", "f32", 1 << 20))
    wrapper = textwrap.dedent(f"""
        import json, resource, subprocess, sys, time
        start = time.perf_counter()
        rc = subprocess.run([sys.executable, "-m", "tileiras.cli.tileiras", {str(src)!r}, "--gpu-name", "sm_100",
                             "--emit={emit}", "-o", {str(tmp_path / 'out')!r}]).returncode
        print(json.dumps({{"rc": rc, "seconds": time.perf_counter() - start,
                          "max_rss_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024}}))
    """)
    done = subprocess.run([sys.executable, "-c", wrapper], capture_output=True, text=True, timeout=4 * TIME_LIMIT_S)
    facts = json.loads(done.stdout.strip().splitlines()[-1])
    assert facts["rc"] == 0, done.stderr
    assert facts["max_rss_mb"] < MEMORY_LIMIT_MB, facts
    assert facts["seconds"] < TIME_LIMIT_S, facts
