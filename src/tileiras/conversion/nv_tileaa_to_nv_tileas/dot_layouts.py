"""Layouts for the tensor-core dot: the fragments of PTX `mma.sync.aligned.m16n8kK.row.col`.

An mma instruction multiplies a 16xK A fragment by a Kx8 B fragment into a 16x8 accumulator,
spread over the 32 lanes of a warp. With `E` elements per 32-bit register (2 for f16/bf16, 1
for tf32, 4 for 8-bit integers and floats) and K = 8E, lane `l` (group g = l >> 2, t = l & 3) holds:

- A (row-major): registers 0..3 at rows g, g+8, g, g+8 and columns E*t + [0, E), the last two
  shifted by 4E;
- B (column-major): registers 0, 1 at column g and rows E*t + [0, E), the second shifted by 4E;
- C/D: elements (g, 2t), (g, 2t+1), (g+8, 2t), (g+8, 2t+1).

These fragments are the CuTe MMA atoms of `tileiras.layout.mma_atom`. Bigger tiles repeat the
fragment: warps take the extra row and column bits (alternately, rows first), registers the
rest; the tiled (thread, value) layout is converted by `tileiras.layout.cute_linear` into a
`LinearLayout` (all three are bit permutations of the tile's linear index, Triton's MMAv2
layouts). A is replicated over the warps that split N, B over those that split M.
"""

from __future__ import annotations

import functools

from tileiras.layout import Layout, composition, make_layout
from tileiras.layout import int_tuple as it
from tileiras.layout.cute_linear import linear_from_tv
from tileiras.layout.linear import LinearLayout, log2_exact
from tileiras.layout.mma_atom import mma_atom
from tileiras.layout.mma_kinds import WGMMA_KINDS, MmaKind, element_key


def warpgroup_layouts(kind: MmaKind, M: int, N: int, num_warps: int, batch: int, c_elem) -> bool:
    """Whether a dot takes the warpgroup layouts on a target with wgmma: one warpgroup (4
    warps), a 2-D tile with M a multiple of 64, a wgmma kind and an f32 accumulator. Its
    accumulator is then `wgmma`'s fragment (`layout.wgmma_atom`), which `mma.sync` also
    computes where the operands do not come from shared memory (the warps all on M)."""
    return (kind.name in WGMMA_KINDS and num_warps == 4 and batch == 1 and M % 64 == 0 and N % 8 == 0
            and element_key(c_elem) == "f32")


@functools.cache
def mma_layouts(kind: MmaKind, M: int, N: int, K: int, num_warps: int, batch: int = 1, warps: str = "mn"
                ) -> tuple[LinearLayout, LinearLayout, LinearLayout]:
    """(A, B, D) layouts for an MxNxK dot with `kind`'s fragments over `num_warps` warps; with
    `batch` > 1 the tiles are 3-D (batch first) and the batch bits go to warps first (no
    operand is replicated over them), then to registers. `warps` (`dot_warps`): "mn" gives
    the warps M and N bits alternately, "m" M bits only (N only once M has none left), "m32"
    M bits from the second above the atom's (each warp 32 consecutive rows; `tcgen05.mma` M = 128),
    "pair" (64 x N: M bit 5, then N's top bit; a CTA's rows of a `cta_group::2` M = 128 MMA).

    Each is the instruction's CuTe atom (`layout.mma_atom`) tiled over the operand: the atom's
    lanes and values first, then the warps, then the repeats in registers; converted to a
    `LinearLayout` by `layout.cute_linear.linear_from_tv`. With `warps = "m"` B is replicated
    over every warp; it is also a warpgroup's `wgmma` fragment (`warpgroup_layouts`).
    """
    atom = mma_atom(kind.m, 8, kind.k)
    mb, nb, kb, bb = log2_exact(M), log2_exact(N), log2_exact(K), log2_exact(batch)
    wb = log2_exact(num_warps)
    # the extra bits beyond one fragment, by dimension: warps take batch bits, then M and N
    # bits alternately (rows first); registers the rest
    left = {"b": list(range(bb)), "m": list(range(log2_exact(atom.m), mb)),
            "n": list(range(log2_exact(atom.n), nb))}
    warp_dims: list[tuple[str, int] | None] = []
    rows_next = True
    if warps == "m32" and len(left["m"]) > wb:
        warps = "m"
        left["m"].append(left["m"].pop(0))  # the atom's next row bit goes to registers, the warps take the ones above
    if warps == "pair" and wb == 2 and len(left["m"]) == 2 and left["n"]:
        warps = "mn"  # the warps: M bit 5 (32-row halves), then the top N bit (layout B's column halves)
        left["m"].append(left["m"].pop(0))
        left["n"].insert(0, left["n"].pop())
    for _ in range(wb):
        order = ["b"] + (["m", "n"] if rows_next or warps == "m" else ["n", "m"])
        pick = next((d for d in order if left[d]), None)
        if pick in ("m", "n"):
            rows_next = pick == "n"
        warp_dims.append((pick, left[pick].pop(0)) if pick is not None else None)
    k_rest = [("k", i) for i in range(log2_exact(atom.k), kb)]
    extents = {"m": M, "n": N, "k": K, "b": batch}

    def tiled(atom_tv: Layout, cute_dims: str, atom_tile: tuple[int, int], rest: list[tuple[str, int]]
              ) -> Layout:
        """The atom over a tile with the CuTe modes `cute_dims` (e.g. "mkb": (M, K, batch)),
        warps on `warp_dims`, registers repeating it over `rest`: (thread, value) -> index."""
        stride = {d: it.product(tuple(extents[c] for c in cute_dims[:i])) for i, d in enumerate(cute_dims)}

        def mode(bits: list[tuple[str, int] | None]) -> Layout:
            strides = tuple(stride[d[0]] << d[1] if d is not None and d[0] in stride else 0 for d in bits)
            return Layout((2,) * len(bits), strides) if bits else Layout(1, 0)

        placed = composition(Layout(atom_tile, (1, extents[cute_dims[0]])), atom_tv)
        return make_layout(make_layout(placed[0], mode(warp_dims)), make_layout(placed[1], mode(rest)))

    def rest_of(dims: str) -> list[tuple[str, int]]:
        return [(d, i) for d in dims for i in left[d]]

    three = batch > 1
    cute_a, cute_b, cute_d = ("mkb", "nkb", "mnb") if three else ("mk", "nk", "mn")
    dims_a, dims_b, dims_d = ((2, 0, 1), (2, 1, 0), (2, 0, 1)) if three else ((0, 1), (1, 0), (0, 1))

    def shape(cute_dims: str) -> tuple[int, ...]:
        return tuple(extents[c] for c in cute_dims)

    a_layout = linear_from_tv(tiled(atom.a, cute_a, (atom.m, atom.k), rest_of("mb") + k_rest), shape(cute_a), dims_a)
    b_layout = linear_from_tv(tiled(atom.b, cute_b, (atom.n, atom.k), rest_of("nb") + k_rest), shape(cute_b), dims_b)
    d_layout = linear_from_tv(tiled(atom.c, cute_d, (atom.m, atom.n), rest_of("nmb")), shape(cute_d), dims_d)
    return a_layout, b_layout, d_layout


__all__ = ["warpgroup_layouts", "mma_layouts"]
