"""The CuTe MMA atoms (`layout.mma_atom`) and the bridge to register layouts
(`layout.cute_linear`): the atoms hold what the PTX ISA's fragment figures say, the bridge turns a
(thread, value) layout into the same distribution as a `LinearLayout`, and the dot's fragment
layouts built from atoms through the bridge equal the ones the code generator built by hand
before (kept below as `reference_mma_layouts`), for every mma.sync form and tiling it uses."""

from __future__ import annotations

import itertools

import pytest

from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import mma_layouts

from tileiras.layout.mma_kinds import MmaKind
from tileiras.layout import Layout, LayoutError, is_bijection, make_layout, make_tile_tv_layout
from tileiras.layout.cute_linear import linear_from_tv
from tileiras.layout.linear import LinearLayout, blocked, log2_exact
from tileiras.layout.mma_atom import mma_atom

# every mma.sync form `mma_form` picks: (name, a, b, acc, elements per 32-bit register)
KINDS = [
    MmaKind("f16", "f16", "f16", "f32", 2),
    MmaKind("bf16", "bf16", "bf16", "f32", 2),
    MmaKind("tf32", "tf32", "tf32", "f32", 1),
    MmaKind("f64", "f64", "f64", "f64", 1),
    *[MmaKind(a + b, a, b, "s32", 4) for a, b in itertools.product(("s8", "u8"), repeat=2)],
    *[MmaKind(a + b, a, b, "f32", 4) for a, b in itertools.product(("e4m3", "e5m2"), repeat=2)],
]


# -- the atoms against the PTX ISA fragment description ----------------------------------------

def _ptx_fragments(m: int, k: int):
    """{operand: {(lane, value): (row, col)}} from the PTX ISA text for mma.sync m{m}n8k{k}
    (A: (m, k), B: (n, k), C: (m, n)); values are E elements per register, then registers."""
    out = {"a": {}, "b": {}, "c": {}}
    for lane in range(32):
        g, t = lane >> 2, lane & 3
        if m == 8:  # m8n8k4 f64
            out["a"][lane, 0] = (g, t)
            out["b"][lane, 0] = (g, t)
            for v in range(2):
                out["c"][lane, v] = (g, 2 * t + v)
            continue
        e = k // 8
        for r in range(4):
            for i in range(e):
                out["a"][lane, i + e * r] = (g + 8 * (r & 1), e * t + i + 4 * e * (r >> 1))
        for r in range(2):
            for i in range(e):
                out["b"][lane, i + e * r] = (g, e * t + i + 4 * e * r)
        for v in range(4):
            out["c"][lane, v] = (g + 8 * (v >> 1), 2 * t + (v & 1))
    return out


@pytest.mark.parametrize("shape", [(16, 8, 8), (16, 8, 16), (16, 8, 32), (16, 8, 64), (8, 8, 4)])
def test_atoms_hold_the_ptx_fragments(shape):
    atom = mma_atom(*shape)
    frags = _ptx_fragments(atom.m, atom.k)
    for name, rows in (("a", atom.m), ("b", atom.n), ("c", atom.m)):
        tv = getattr(atom, name)
        assert is_bijection(tv), (name, str(tv))
        got = {(lane, v): tv(lane, v) for lane in range(32) for v in range(tv[1].size())}
        assert got == {key: r + rows * c for key, (r, c) in frags[name].items()}, name


def test_no_atom_for_another_shape():
    with pytest.raises(LayoutError, match="m16n8k128"):
        mma_atom(16, 8, 128)


# -- the bridge --------------------------------------------------------------------------------

def _owner_map(layout: LinearLayout) -> dict[tuple[int, int], tuple[int, ...]]:
    return {(tid, r): layout.coords(layout.element(tid, r))
            for tid in range(layout.num_threads) for r in range(layout.num_regs)}


@pytest.mark.parametrize("shape,warps,vector", [((16, 64), 4, 4), ((8, 8), 2, 1), ((32, 4, 8), 8, 2)])
def test_bridge_keeps_every_thread_value_on_its_element(shape, warps, vector):
    tv = make_tile_tv_layout(shape, num_warps=warps, vector_width=vector)
    lin = linear_from_tv(tv.layout, shape)
    assert lin.shape == shape and lin.num_threads == tv.num_threads and lin.num_regs == tv.num_values
    assert _owner_map(lin) == {(t, v): tv.coord(t, v) for t in range(tv.num_threads) for v in range(tv.num_values)}


def test_bridge_gives_replicas_for_zero_strides():
    # 64 threads over a 32-element tile: thread bit 5 is a replica (stride 0)
    lin = linear_from_tv(Layout(((32, 2), 1), ((1, 0), 0)), (32,))
    assert lin == LinearLayout((32,), (), (0, 1, 2, 3, 4), (-1,))


@pytest.mark.parametrize("tv,shape,message", [
    (Layout((32, 3), (1, 32)), (32, 4), "not a power of two"),
    (Layout((32, 2), (1, 48)), (32, 4), "several"),
    (Layout((32, 2), (1, 1)), (32, 2), "not a bit permutation"),
    (Layout((16, 2), (1, 16)), (32,), "fewer than a warp"),
])
def test_bridge_refuses_what_is_not_a_bit_permutation(tv, shape, message):
    with pytest.raises(LayoutError, match=message):
        linear_from_tv(tv, shape)


def test_bridge_of_blocked_layout_round_trips():
    ref = blocked((64, 32), num_warps=4, vector=4)
    rows, cols = ref.shape
    # the blocked layout as a CuTe (thread, value) -> colexicographic (col, row) index over (cols, rows)
    thread = Layout((2,) * 7, tuple(1 << b if b >= 0 else 0 for b in (*ref.lane, *ref.warp)))
    value = Layout((2,) * len(ref.reg), tuple(1 << b for b in ref.reg))
    assert linear_from_tv(make_layout(thread, value), (cols, rows), (1, 0)) == ref


# -- the dot layouts built from atoms equal the hand-built ones ---------------------------------

def reference_mma_layouts(kind: MmaKind, M: int, N: int, K: int, num_warps: int, batch: int = 1
                ) -> tuple[LinearLayout, LinearLayout, LinearLayout]:
    """(A, B, D) layouts for an MxNxK dot with `kind`'s fragments over `num_warps` warps; with
    `batch` > 1 the tiles are 3-D (batch first) and the batch bits go to warps first (no
    operand is replicated over them), then to registers."""
    e = log2_exact(kind.e)
    mb, nb, kb, bb = log2_exact(M), log2_exact(N), log2_exact(K), log2_exact(batch)
    wb = log2_exact(num_warps)
    # the extra bits beyond one fragment, by dimension: warps take batch bits, then M and N
    # bits alternately (rows first); registers the rest
    left = {"b": list(range(bb)), "m": list(range(3 if kind.is_f64 else 4, mb)), "n": list(range(3, nb))}
    warp_dims: list[tuple[str, int] | None] = []
    rows_next = True
    for _ in range(wb):
        order = ["b"] + (["m", "n"] if rows_next else ["n", "m"])
        pick = next((d for d in order if left[d]), None)
        if pick in ("m", "n"):
            rows_next = pick == "n"
        warp_dims.append((pick, left[pick].pop(0)) if pick is not None else None)
    # the bit positions per tile: D (b, M, N), A (b, M, K), B (b, K, N), row-major
    pos = {
        "D": {"n": lambda i: i, "m": lambda i: nb + i, "b": lambda i: nb + mb + i},
        "A": {"k": lambda i: i, "m": lambda i: kb + i, "b": lambda i: kb + mb + i},
        "B": {"n": lambda i: i, "k": lambda i: nb + i, "b": lambda i: nb + kb + i},
    }

    def warps(t: str) -> tuple[int, ...]:
        return tuple(pos[t][d[0]](d[1]) if d is not None and d[0] in pos[t] else -1 for d in warp_dims)

    def extra(t: str, dims: str) -> list[int]:
        return [pos[t][d](i) for d in dims for i in left[d]]

    D, A, B = pos["D"], pos["A"], pos["B"]
    shape = (batch,) if batch > 1 else ()
    if kind.is_f64:
        # m8n8k4: A (g, t), B (t, g), D (g, 2t + [0, 2))
        d_layout = LinearLayout((*shape, M, N), (D["n"](0), *extra("D", "nmb")),
                                (D["n"](1), D["n"](2), D["m"](0), D["m"](1), D["m"](2)), warps("D"))
        a_layout = LinearLayout((*shape, M, K), (*extra("A", "mb"), *[A["k"](i) for i in range(2, kb)]),
                                (A["k"](0), A["k"](1), A["m"](0), A["m"](1), A["m"](2)), warps("A"))
        b_layout = LinearLayout((*shape, K, N), (*extra("B", "nb"), *[B["k"](i) for i in range(2, kb)]),
                                (B["k"](0), B["k"](1), B["n"](0), B["n"](1), B["n"](2)), warps("B"))
        return a_layout, b_layout, d_layout
    d_layout = LinearLayout((*shape, M, N), (D["n"](0), D["m"](3), *extra("D", "nmb")),
                            (D["n"](1), D["n"](2), D["m"](0), D["m"](1), D["m"](2)), warps("D"))
    a_layout = LinearLayout((*shape, M, K), (*[A["k"](i) for i in range(e)], A["m"](3), A["k"](e + 2),
                                             *extra("A", "mb"), *[A["k"](i) for i in range(e + 3, kb)]),
                            (A["k"](e), A["k"](e + 1), A["m"](0), A["m"](1), A["m"](2)), warps("A"))
    b_layout = LinearLayout((*shape, K, N), (*[B["k"](i) for i in range(e)], B["k"](e + 2), *extra("B", "nb"),
                                             *[B["k"](i) for i in range(e + 3, kb)]),
                            (B["k"](e), B["k"](e + 1), B["n"](0), B["n"](1), B["n"](2)), warps("B"))
    return a_layout, b_layout, d_layout



@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_dot_layouts_from_atoms_equal_the_hand_built_ones(kind):
    checked = 0
    for M, N, K, warps, batch in itertools.product((8, 16, 32, 128), (8, 16, 128), (4, 8, 16, 32, 128),
                                                     (1, 2, 4, 8), (1, 4)):
        if M % kind.m or K % kind.k:
            continue
        got = mma_layouts(kind, M, N, K, warps, batch)
        assert got == reference_mma_layouts(kind, M, N, K, warps, batch), (kind.name, M, N, K, warps, batch)
        checked += 1
    assert checked >= 96
