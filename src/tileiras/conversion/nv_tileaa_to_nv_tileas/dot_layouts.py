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
from dataclasses import dataclass

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatTF32Type,
    IntegerType,
)

from tileiras.layout import Layout, composition, make_layout
from tileiras.layout import int_tuple as it
from tileiras.layout.cute_linear import linear_from_tv
from tileiras.layout.linear import LinearLayout, log2_exact
from tileiras.layout.mma_atom import mma_atom


MMA_SYNC = True
"""Whether dots that fit take the tensor-core path (tests switch it off to reach the generic one)."""


@dataclass(frozen=True)
class MmaKind:
    """One `mma.sync` shape and type: `E` elements per 32-bit register, K = 8E."""

    name: str        # operand kind for the helper: f16, bf16, tf32, s8, u8 (A) + (B)
    a: str
    b: str
    acc: str         # f32 or s32
    e: int

    @property
    def is_f64(self) -> bool:
        """m8n8k4 f64: one f64 of A and B per lane, two of D."""
        return self.acc == "f64"

    @property
    def m(self) -> int:
        return 8 if self.is_f64 else 16

    @property
    def k(self) -> int:
        return 4 if self.is_f64 else 8 * self.e

    @property
    def ptx(self) -> str:
        return f"mma.sync.aligned.m{self.m}n8k{self.k}.row.col.{self.acc}.{self.a}.{self.b}.{self.acc}"

    @property
    def helper(self) -> str:
        return f"mma.m{self.m}n8k{self.k}.{self.acc}.{self.a}.{self.b}"


def _key(e) -> str | None:
    if isinstance(e, Float16Type):
        return "f16"
    if isinstance(e, BFloat16Type):
        return "bf16"
    if isinstance(e, FloatTF32Type):
        return "tf32"
    if isinstance(e, Float32Type):
        return "f32"
    if isinstance(e, Float64Type):
        return "f64"
    if isinstance(e, Float8E4M3FNType):
        return "e4m3"
    if isinstance(e, Float8E5M2Type):
        return "e5m2"
    if isinstance(e, IntegerType):
        return f"i{e.width.data}"
    return None


def mma_kind(op) -> MmaKind | None:
    """The mma.sync form for an `nv_tileaa.dot`, or None (the generic lowering then); see
    `mma_form`."""
    if op.sfa is not None or op.sfb is not None:
        return scaled_mma_kind(op)
    return mma_form(op.a.type, op.b.type, op.result.type, _signed(op, "signedness_a"), _signed(op, "signedness_b"))


def cuda_tile_mma_kind(op) -> MmaKind | None:
    """`mma_kind` for a `cuda_tile.mmaf`/`mmai` (mmaf_scaled: None), for the remarks."""
    if op.name not in ("cuda_tile.mmaf", "cuda_tile.mmai"):
        return None
    return mma_form(op.operands[0].type, op.operands[1].type, op.results[0].type,
                    _signed(op, "signedness_lhs"), _signed(op, "signedness_rhs"))


def _shape_of(t) -> tuple[int, ...]:
    return tuple(t.get_shape()) if hasattr(t, "get_shape") else tuple(t.shape)


def mma_form(ta, tb, tc, signed_a: bool, signed_b: bool) -> MmaKind | None:
    """The mma.sync form for A, B, C tile types, or None.

    f16 x f16 and bf16 x bf16 into f32 (m16n8k16), tf32 into f32 (m16n8k8), i8 x i8 into i32
    with either signedness and e4m3/e5m2 (either pair) into f32 (m16n8k32), f64 (m8n8k4); rank
    2 or 3 (batched); M a multiple of 16 (f64: 8), N of 8, K of the instruction's K. An f16 accumulator (f16
    and fp8 inputs) uses the f32 form, C widened before and D rounded after, as the
    interpreter rounds once. Other types (f32, scaled) and shapes take the generic path.
    """
    if not MMA_SYNC:
        return None
    shape_a, shape_b, shape_c = _shape_of(ta), _shape_of(tb), _shape_of(tc)
    if len(shape_c) not in (2, 3) or len(shape_a) != len(shape_c) or len(shape_b) != len(shape_c):
        return None
    if len(shape_c) == 3 and not shape_a[0] == shape_b[0] == shape_c[0]:
        return None
    ka, kb, kc = _key(ta.element_type), _key(tb.element_type), _key(tc.element_type)
    fp8 = ("e4m3", "e5m2")
    if kc == "f16" and ka in ("f16", *fp8):
        kc = "f32"  # an f16 accumulator: accumulated in f32, rounded to f16 once at the end
    if ka in fp8 and kb in fp8 and kc == "f32":
        # m16n8k32 (sm_89+: the target check refuses fp8 before)
        kind = MmaKind(ka + kb, ka, kb, "f32", 4)
    elif ka != kb:
        return None
    elif ka in ("f16", "bf16") and kc == "f32":
        kind = MmaKind(ka, ka, ka, "f32", 2)
    elif ka == "tf32" and kc == "f32":
        kind = MmaKind("tf32", "tf32", "tf32", "f32", 1)
    elif ka == "f64" and kc == "f64":
        kind = MmaKind("f64", "f64", "f64", "f64", 1)
    elif ka == "i8" and kc == "i32":
        a, b = ("s8" if signed_a else "u8"), ("s8" if signed_b else "u8")
        kind = MmaKind(a + b, a, b, "s32", 4)
    else:
        return None
    M, N = shape_c[-2:]
    K = shape_a[-1]
    if M % kind.m or N % 8 or K % kind.k:
        return None
    return kind


SCALED_BLOCKS = (16, 32)
"""Scale block sizes (K elements per scale) the tensor-core path of mmaf_scaled takes: those
cuTile produces (other sizes, from hand-written IR, take the generic lowering)."""


def scaled_mma_kind(op) -> MmaKind | None:
    """The fragment form for an `nv_tileaa.dot` with block scales (mmaf_scaled), or None (the
    generic lowering then).

    Operands e4m3/e5m2 (fp8) or e2m1 (fp4) into f32, scales e8m0 or e4m3, blocks of 16 or 32 K
    elements (`SCALED_BLOCKS`); rank 2; M a multiple of 16, N of 8, K of 32. The layouts
    are the m16n8k32 fp8 fragments, for fp4 with K a multiple of 64 the m16n8k64 e2m1 ones
    (eight per lane and row, one per byte): the lowering (`nv_tileas_to_llvm/mma_scaled.py`)
    runs the block-scaled `mma.sync` where the target has it and otherwise one fp8 `mma.sync`
    per scale block (fp4 converted to e4m3 exactly), scaled into the accumulator.
    """
    if not MMA_SYNC:
        return None
    ta, tb, tc = op.a.type, op.b.type, op.result.type
    shape_a, shape_c = _shape_of(ta), _shape_of(tc)
    if len(shape_c) != 2 or _key(tc.element_type) != "f32":
        return None
    operands = ("e4m3", "e5m2", "f4E2M1FN")
    ka = _key(ta.element_type) or ta.element_type.name.split(".")[-1]
    kb = _key(tb.element_type) or tb.element_type.name.split(".")[-1]
    if ka not in operands or kb not in operands or (ka == "f4E2M1FN") != (kb == "f4E2M1FN"):
        return None
    scales = ("f8E8M0FNU", "f8E4M3FN")
    sa, sb = op.sfa.type.element_type.name.split(".")[-1], op.sfb.type.element_type.name.split(".")[-1]
    if sa not in scales or sa != sb:
        return None
    M, N, K = shape_c[0], shape_c[1], shape_a[-1]
    ka_blocks, kb_blocks = _shape_of(op.sfa.type)[-1], _shape_of(op.sfb.type)[-2]
    if M % 16 or N % 8 or K % 32 or ka_blocks != kb_blocks or K % ka_blocks or K // ka_blocks not in SCALED_BLOCKS:
        return None
    if ka == "f4E2M1FN":
        if K % 64 == 0:
            return MmaKind("e2m1e2m1", "e2m1", "e2m1", "f32", 8)
        return MmaKind("e4m3e4m3", "e4m3", "e4m3", "f32", 4)
    return MmaKind(ka + kb, ka, kb, "f32", 4)


def _signed(op, name: str) -> bool:
    attr = op.properties.get(name)
    if attr is None:
        return True
    value = getattr(attr, "data", attr)
    return "unsigned" not in str(getattr(value, "value", value)).lower()


WGMMA_KINDS = ("f16", "bf16")
"""The mma kinds a warpgroup `wgmma` may take on sm_90 (A and B from shared memory, f32
accumulator): their dots get the warpgroup layouts (`warpgroup_layouts`)."""


def warpgroup_layouts(kind: MmaKind, M: int, N: int, num_warps: int, batch: int, c_elem) -> bool:
    """Whether a dot takes the warpgroup layouts on a target with wgmma: one warpgroup (4
    warps), a 2-D tile with M a multiple of 64, a wgmma kind and an f32 accumulator. Its
    accumulator is then `wgmma`'s fragment (`layout.wgmma_atom`), which `mma.sync` also
    computes where the operands do not come from shared memory (the warps all on M)."""
    return (kind.name in WGMMA_KINDS and num_warps == 4 and batch == 1 and M % 64 == 0 and N % 8 == 0
            and _key(c_elem) == "f32")


@functools.cache
def mma_layouts(kind: MmaKind, M: int, N: int, K: int, num_warps: int, batch: int = 1, warps: str = "mn"
                ) -> tuple[LinearLayout, LinearLayout, LinearLayout]:
    """(A, B, D) layouts for an MxNxK dot with `kind`'s fragments over `num_warps` warps; with
    `batch` > 1 the tiles are 3-D (batch first) and the batch bits go to warps first (no
    operand is replicated over them), then to registers. `warps` (`dot_warps`): "mn" gives
    the warps M and N bits alternately, "m" M bits only (N only once M has none left), "m32"
    M bits from the second above the atom's (each warp 32 consecutive rows; `tcgen05.mma` M = 128).

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


__all__ = ["WGMMA_KINDS", "warpgroup_layouts", "MmaKind", "cuda_tile_mma_kind", "mma_form", "mma_kind", "mma_layouts",
           "scaled_mma_kind"]
