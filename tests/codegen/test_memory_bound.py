"""The memory-bound defects of issue 12, checked on the PTX we generate for corpus kernels.

1. An aligned transpose (`transpose_aligned_*`, `aligned_transpose_f16`) used to store straight
   from the loaded registers: after the transpose each thread's registers run down a column
   of the output, so every global store was scalar and a warp's store touched many rows a few
   bytes each. The store now converts to the layout a load of the output view takes (through
   shared memory) and writes 128 bits per thread, as NVIDIA's tileiras does.
2. A row sum and row max (`row_sum_max_*`): each reduction's result was replicated in every
   thread, which then issued one store per row (16 per output, masked to one thread), and the
   lane step of the reduction shuffled every row at every lane bit. Now the result is read in
   the store's layout (one thread per row, one store instruction per output) and the lanes
   reduce-scatter (each shuffle step moves half the rows the previous one did). A reduction
   within warps (`reduce_rows_*`) picks each thread's row from its own registers.
3. An aligned saxpy (`saxpy_*`) read its 256-element f32 tile 4 elements per thread, so half the
   128 threads held duplicates; the vector is now narrowed to 2 elements so every thread works,
   and a run of the vector can no longer straddle the array's edge (its extent is divisible
   by the vector), so there is no per-element fallback path.

The emulator-against-interpreter tests (`test_simt_vs_interp.py`, slow run) check that these
kernels still compute the same results.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from corpus_cases import BYTECODE
from tileiras.cli import tileiras as cli
from tileiras.layout.linear import WARP_SIZE

_MEM = re.compile(r"^\s*(?:@!?%p\d+\s+)?(ld|st)\.(global|shared)((?:\.[a-z0-9]+)*)\s")
_BITS = re.compile(r"^[bufs](8|16|32|64)$")


def _width(suffixes: str) -> int:
    vec, bits = 1, 0
    for p in suffixes.split("."):
        if p in ("v2", "v4", "v8"):
            vec = int(p[1:])
        elif _BITS.match(p):
            bits = int(p[1:])
    return vec * bits


def counts(ptx: str) -> Counter:
    """Static counts: `st.global.<bits>` etc. per access width, `shfl`, `bar`."""
    c: Counter = Counter()
    for line in ptx.splitlines():
        m = _MEM.match(line)
        if m:
            c[f"{m.group(1)}.{m.group(2)}.{_width(m.group(3))}"] += 1
        elif line.strip().startswith("shfl.sync"):
            c["shfl"] += 1
        elif line.strip().startswith(("bar.sync", "barrier.sync")):
            c["bar"] += 1
    return c


def of_kind(c: Counter, prefix: str) -> dict[int, int]:
    """{width in bits: count} of the accesses `prefix` (`st.global`, `ld.shared`, ...)."""
    return {int(k.rsplit(".", 1)[1]): n for k, n in c.items() if k.startswith(prefix + ".")}


def ptx_of(tmp_path: Path, name: str, target: str) -> str:
    out = tmp_path / f"{name}.{target}.ptx"
    assert cli.run([str(BYTECODE / f"{name}.13.4.tileirbc"), "--gpu-name", target, "--emit=ptx", "-o", str(out)]) == 0
    return out.read_text()


TARGETS = ("sm_80", "sm_100")


# -- 1. aligned transpose: staged through shared memory, 128-bit global stores -----------------------

@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name,elem_bits,tile", [("transpose_aligned_f32", 32, (32, 32)),
                                                  ("transpose_aligned_f16", 16, (32, 64))])
def test_aligned_transpose_stores_128_bits(tmp_path, target: str, name: str, elem_bits: int,
                                           tile: tuple[int, int]) -> None:
    c = counts(ptx_of(tmp_path, name, target))
    threads = 4 * WARP_SIZE
    per_thread = tile[0] * tile[1] // threads
    stores = of_kind(c, "st.global")
    # every element written once, 128 bits at a time
    assert stores == {128: per_thread * elem_bits // 128}, stores
    assert of_kind(c, "ld.global") == {128: per_thread * elem_bits // 128}
    # the transposition goes through shared memory, read back 128 bits at a time
    assert c["bar"] >= 1 and 128 in of_kind(c, "ld.shared")


@pytest.mark.parametrize("target", TARGETS)
def test_transpose_with_tails_still_vectorizes_whole_runs(tmp_path, target: str) -> None:
    """`aligned_transpose_f16` (72x40 with 32x32 tiles) has tails: its stores are 128-bit where
    the run is in bounds, per element at the edge; before, every store was 16-bit."""
    stores = of_kind(counts(ptx_of(tmp_path, "aligned_transpose_f16", target)), "st.global")
    assert stores.get(128) == 1 and stores.get(16) == 8, stores


# -- 2. row_sum_max: one store per output, reduce-scatter over lanes -----------------------------------

@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", ["row_sum_max_f32", "row_sum_max_dense_f32"])
def test_row_reduction_stores_once_per_output(tmp_path, target: str, name: str) -> None:
    ptx = ptx_of(tmp_path, name, target)
    c = counts(ptx)
    stores = of_kind(c, "st.global")
    tma = len(re.findall(r"cp\.async\.bulk\.tensor\.\dd\.global\.shared", ptx))  # TMA stores (sm_90+, dense)
    assert tma == (2 if name == "row_sum_max_dense_f32" and target != "sm_80" else 0)
    assert sum(stores.values()) + tma == 2, stores  # one store instruction per output tile
    rows = 16
    # the lane step: a butterfly would shuffle every row at each of the 5 lane bits (80 per
    # reduction); the reduce-scatter halves the rows each step: 8 + 4 + 2 + 1 + 1
    assert c["shfl"] <= 2 * (rows + 1), c["shfl"]
    # the partials of the warps: one shared store per row and warp, not one per row and thread
    assert sum(of_kind(c, "st.shared").values()) <= 2 * 4, of_kind(c, "st.shared")


@pytest.mark.parametrize("name", ["reduce_rows_f32", "reduce_rows_u8"])
def test_row_reduction_within_warps_stores_once_per_output_without_shared_memory(tmp_path, name: str) -> None:
    """An 8x32 tile reduced along its rows inside each warp (the rows split over the warps):
    every thread holds its warp's rows, so the result takes a layout where each thread keeps
    one of them (a selection among its own registers): one store per output (4), no shared
    memory. Before, each thread stored 2 rows per output, and converting to the blocked layout
    instead would cost two barriers and a shared-memory round trip."""
    c = counts(ptx_of(tmp_path, name, "sm_100"))
    assert sum(of_kind(c, "st.global").values()) == 4, of_kind(c, "st.global")
    assert c["bar"] == 0 and not of_kind(c, "st.shared") and not of_kind(c, "ld.shared")
    # each thread holds 2 rows over 5 lane bits: a butterfly shuffles both rows at every lane
    # bit (10 per reduction), the reduce-scatter splits them at the first (1 + 4)
    assert c["shfl"] <= 4 * (1 + 4), c["shfl"]


# -- 3. saxpy: the vector fits the tile over the threads --------------------------------------------

@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name,tile", [("saxpy_f32", 256), ("saxpy_small_tile_f32", 128)])
def test_saxpy_gives_every_thread_a_vector(tmp_path, target: str, name: str, tile: int) -> None:
    c = counts(ptx_of(tmp_path, name, target))
    bits = tile // (4 * WARP_SIZE) * 32
    # x and y loaded, y stored, each once per thread at the width the tile allows, and no
    # per-element fallback at the array's edge
    assert of_kind(c, "ld.global") == {bits: 2}, of_kind(c, "ld.global")
    assert of_kind(c, "st.global") == {bits: 1}, of_kind(c, "st.global")


# -- the layout pass's decisions, on layouts ------------------------------------------------------

def test_vector_is_narrowed_only_to_keep_every_thread_busy() -> None:
    from tileiras.conversion.nv_tileaa_to_nv_tileas.memory import useful_vector

    assert useful_vector((256,), 4, 4) == 2        # 128 threads x 2 elements
    assert useful_vector((128,), 4, 4) == 1
    assert useful_vector((1024,), 4, 4) == 4       # enough elements: the proven width stays
    assert useful_vector((16, 64), 8, 4) == 8
    assert useful_vector((64,), 4, 4) == 4         # fewer elements than threads: replicas anyway


def test_store_layouts_judged_by_elements_per_thread_and_coalescing() -> None:
    from tileiras.conversion.nv_tileaa_to_nv_tileas.memory import coalesced, writes_worse
    from tileiras.layout import linear as L

    load = L.blocked((32, 32), 4, 4)
    transposed = L.permuted(load, (1, 0))
    assert coalesced(load) and not coalesced(transposed)
    assert writes_worse(transposed, load, contiguous=True)
    assert not writes_worse(transposed, load, contiguous=False)   # no stride facts: left alone
    rows = L.reduced(L.blocked((16, 256), 4), 1)                     # every thread holds all 16
    assert writes_worse(rows, L.blocked((16,), 4), contiguous=False)
    assert not writes_worse(load, load, contiguous=True)


def test_thread_holds_allows_a_thread_dependent_register() -> None:
    from tileiras.conversion.nv_tileaa_to_nv_tileas.memory import spread_registers
    from tileiras.layout import linear as L

    rows = L.reduced(L.blocked((8, 32), 4), 1)      # rows split over warps, replicated over lanes
    spread = spread_registers(rows)
    assert L.thread_holds(rows, spread)
    assert L.register_map(rows, spread) is None      # the register depends on the lane
    assert not L.thread_holds(rows, L.blocked((8,), 4))  # rows of other warps
    assert not L.thread_holds(spread, rows)


def test_reduce_scattered_gives_each_lane_its_own_rows() -> None:
    from tileiras.layout import linear as L

    src = L.blocked((16, 256), 4)                   # rows in registers, the axis over lanes/warps
    scattered = L.reduce_scattered(src, 1)
    assert scattered.shape == (16,)
    assert scattered.num_regs == 1                  # 16 rows over 4 lane bits: one per lane group
    assert sorted(b for b in scattered.lane if b >= 0) == [0, 1, 2, 3]
    inside = L.blocked((8, 32), 4)                  # rows over warps and one register bit
    assert L.reduce_scattered(inside, 1).num_regs == 1
