"""Thread-value layouts distributing register tiles over a CTA."""

import pytest

from tileiras.layout import (
    Layout,
    LayoutError,
    TVLayout,
    is_bijection,
    make_layout_tv,
    make_tile_tv_layout,
    max_common_vector,
)
from tileiras.layout import int_tuple as it


def test_128x128_f32_four_warps():
    tv = make_tile_tv_layout((128, 128), num_warps=4, vector_width=4)
    assert str(tv.layout) == "((32,4),(4,32)):((512,1),(128,4))"
    assert tv.num_threads == 128 and tv.num_values == 128
    assert tv.is_bijection()
    # thread 0: a float4 at (0, 0..3), then every 4th row
    assert tv.thread_coords(0)[:6] == [(0, 0), (0, 1), (0, 2), (0, 3), (4, 0), (4, 1)]
    # thread 33 (warp 1, lane 1): row 1, columns 4..7
    assert tv.thread_coords(33)[:4] == [(1, 4), (1, 5), (1, 6), (1, 7)]
    assert tv.warp(33) == 1
    assert tv.owners((5, 9)) == [(1 * 32 + 2, 1 + 4 * 1)]


def test_64x64_f16_four_warps():
    tv = make_tile_tv_layout((64, 64), num_warps=4, vector_width=8)
    assert str(tv.layout) == "((8,16),(8,4)):((512,1),(64,16))"
    assert tv.is_bijection()
    assert tv.thread_coords(9)[:8] == [(1, 8 + j) for j in range(8)]


def test_1d_1024():
    tv = make_tile_tv_layout(1024, num_warps=4, vector_width=4)
    assert str(tv.layout) == "(128,(4,2)):(4,(1,512))"
    assert tv.is_bijection()
    assert tv.thread_coords(3) == [(12,), (13,), (14,), (15,), (524,), (525,), (526,), (527,)]


@pytest.mark.parametrize(
    "shape, warps, vec",
    [
        ((128, 128), 4, 4),
        ((64, 64), 4, 8),
        ((1024,), 4, 4),
        ((128, 64), 8, 2),
        ((32, 32), 1, 1),
        ((16, 256), 4, 8),
        ((4, 8, 32), 2, 4),
        ((256, 16), 4, 4),
        ((48, 40), 4, 2),  # 2 of the 128 threads find no factor of 2 left: replicated
        ((64,), 2, 2),
    ],
)
def test_tv_layouts_cover_their_tiles(shape, warps, vec):
    tv = make_tile_tv_layout(shape, num_warps=warps, vector_width=vec)
    tile = it.product(shape)
    assert tv.covers_tile()
    pow2 = all(s & (s - 1) == 0 for s in shape)
    if pow2 and tv.num_threads * vec <= tile:
        assert tv.is_bijection()
    assert tv.is_bijection() == (tv.replication() == 1) == is_bijection(tv.layout, tile)
    # each thread's first `vec` values are one contiguous vector of a row-major tile
    mem = tv.to_memory(Layout.row_major(shape))
    for t in range(0, tv.num_threads, 7):
        base = mem(t, 0)
        assert [mem(t, v) for v in range(vec)] == list(range(base, base + vec))
    # ... and, for every tile, no two (thread, value) pairs land on the same element twice
    counts = {}
    for t in range(tv.num_threads):
        for v in range(tv.num_values):
            counts[mem(t, v)] = counts.get(mem(t, v), 0) + 1
    assert set(counts) == set(range(tile))
    assert set(counts.values()) == {tv.replication()}


def test_warp_accesses_are_coalesced():
    tv = make_tile_tv_layout((128, 128), num_warps=4, vector_width=4)
    mem = tv.to_memory(Layout.row_major((128, 128)))
    for warp in range(4):
        for rep in range(0, 32, 5):
            offsets = sorted(
                mem(warp * 32 + lane, rep * 4 + j) for lane in range(32) for j in range(4)
            )
            assert offsets == list(range(offsets[0], offsets[0] + 128))  # one 512-byte row
    # the vector width the memory layout allows
    assert max_common_vector(Layout.row_major((128, 128)), Layout.row_major((128, 128))) == 16384


def test_small_tile_replicates_across_threads():
    tv = make_tile_tv_layout((16, 16), num_warps=4, vector_width=4)
    assert str(tv.layout) == "((4,16,2),4):((64,1,0),16)"
    assert tv.covers_tile() and not tv.is_bijection()
    assert tv.replication() == 2
    assert tv.owners((0, 0)) == [(0, 0), (64, 0)]


def test_cute_make_layout_tv_agrees():
    # CuTe's construction: threads (16,8) row-major, 1x4 values per thread, raked
    thr = Layout((16, 8), (8, 1))
    val = Layout((1, 4))
    layout_mn, layout_tv = make_layout_tv(thr, val)
    assert it.product_each(layout_mn.shape) == (16, 32)
    tv = make_tile_tv_layout((16, 32), num_warps=4, vector_width=4)
    assert all(
        layout_tv(t, v) == tv.layout(t, v) for t in range(128) for v in range(4)
    )
    assert all(layout_mn(layout_tv(t, v)) == t + 128 * v for t in range(128) for v in range(4))


def test_bad_requests():
    with pytest.raises(LayoutError):
        make_tile_tv_layout((128, 130), vector_width=4)
    with pytest.raises(LayoutError):
        make_tile_tv_layout((0, 4))
    with pytest.raises(LayoutError):
        make_tile_tv_layout((8, 8), num_warps=0)
    with pytest.raises(LayoutError):
        TVLayout(Layout(8), (8,))
    tv = make_tile_tv_layout((8, 8), num_warps=1, vector_width=2)
    with pytest.raises(LayoutError):
        tv.coord(32, 0)
    with pytest.raises(LayoutError):
        tv.owners((8, 0))
    with pytest.raises(LayoutError):
        tv.to_memory(Layout((4, 4)))
