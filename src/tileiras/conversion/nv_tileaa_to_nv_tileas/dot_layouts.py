"""Layouts for the tensor-core dot: the fragments of PTX `mma.sync.aligned.m16n8kK.row.col`.

An mma instruction multiplies a 16xK A fragment by a Kx8 B fragment into a 16x8 accumulator,
spread over the 32 lanes of a warp. With `E` elements per 32-bit register (2 for f16/bf16, 1
for tf32, 4 for 8-bit integers and floats) and K = 8E, lane `l` (group g = l >> 2, t = l & 3) holds:

- A (row-major): registers 0..3 at rows g, g+8, g, g+8 and columns E*t + [0, E), the last two
  shifted by 4E;
- B (column-major): registers 0, 1 at column g and rows E*t + [0, E), the second shifted by 4E;
- C/D: elements (g, 2t), (g, 2t+1), (g+8, 2t), (g+8, 2t+1).

All three are bit permutations of the tile's linear index, i.e. `LinearLayout`s (Triton's
MMAv2 layouts): the low register bits give the elements of one 32-bit register, lanes give
(t, g), one more register bit the +8 row (and +4E column). Bigger tiles repeat the fragment:
warps take the extra row and column bits (alternately, rows first), registers the rest. A is
replicated over the warps that split N, B over those that split M.
"""

from __future__ import annotations

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

from tileiras.dialects.nv_tileas.layout import LinearLayout, log2_exact


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
        return None
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
    2; M a multiple of 16 (f64: 8), N of 8, K of the instruction's K. An f16 accumulator (f16
    and fp8 inputs) uses the f32 form, C widened before and D rounded after, as the
    interpreter rounds once. Other types (f32, scaled) and shapes take the generic path.
    """
    if not MMA_SYNC:
        return None
    shape_a, shape_c = _shape_of(ta), _shape_of(tc)
    if len(shape_c) != 2 or len(shape_a) != 2:
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
    M, N = shape_c
    K = shape_a[-1]
    if M % kind.m or N % 8 or K % kind.k:
        return None
    return kind


def _signed(op, name: str) -> bool:
    attr = op.properties.get(name)
    if attr is None:
        return True
    value = getattr(attr, "data", attr)
    return "unsigned" not in str(getattr(value, "value", value)).lower()


def mma_layouts(kind: MmaKind, M: int, N: int, K: int, num_warps: int
                ) -> tuple[LinearLayout, LinearLayout, LinearLayout]:
    """(A, B, D) layouts for an MxNxK dot with `kind`'s fragments over `num_warps` warps."""
    e = log2_exact(kind.e)
    mb, nb, kb = log2_exact(M), log2_exact(N), log2_exact(K)
    wb = log2_exact(num_warps)
    # D = (M, N): n bits [0, nb), m bits [nb, nb + mb)
    dn = lambda i: i  # noqa: E731
    dm = lambda i: nb + i  # noqa: E731
    extra_m = list(range(3 if kind.is_f64 else 4, mb))
    extra_n = list(range(3, nb))
    warp_dims: list[tuple[str, int] | None] = []
    em, en = list(extra_m), list(extra_n)
    for w in range(wb):
        first, second = (em, "m"), (en, "n")
        if w % 2:
            first, second = second, first
        if first[0]:
            warp_dims.append((first[1], first[0].pop(0)))
        elif second[0]:
            warp_dims.append((second[1], second[0].pop(0)))
        else:
            warp_dims.append(None)

    def wbase(which: str, fn) -> tuple[int, ...]:
        return tuple(fn(d[1]) if d is not None and d[0] == which else -1 for d in warp_dims)

    d_warp = tuple((dm(d[1]) if d[0] == "m" else dn(d[1])) if d is not None else -1 for d in warp_dims)
    if kind.is_f64:
        # m8n8k4: A (g, t), B (t, g), D (g, 2t + [0, 2))
        d_layout = LinearLayout((M, N), (dn(0), *[dn(i) for i in en], *[dm(i) for i in em]),
                                (dn(1), dn(2), dm(0), dm(1), dm(2)), d_warp)
        a_layout = LinearLayout((M, K), (*[kb + i for i in em], *range(2, kb)), (0, 1, kb, kb + 1, kb + 2),
                                wbase("m", lambda i: kb + i))
        b_layout = LinearLayout((K, N), (*en, *[nb + i for i in range(2, kb)]), (nb, nb + 1, 0, 1, 2),
                                wbase("n", lambda i: i))
        return a_layout, b_layout, d_layout
    d_layout = LinearLayout((M, N), (dn(0), dm(3), *[dn(i) for i in en], *[dm(i) for i in em]),
                            (dn(1), dn(2), dm(0), dm(1), dm(2)), d_warp)
    # A = (M, K): k bits [0, kb), m bits [kb, kb + mb)
    ak = lambda i: i  # noqa: E731
    am = lambda i: kb + i  # noqa: E731
    a_layout = LinearLayout((M, K), (*[ak(i) for i in range(e)], am(3), ak(e + 2), *[am(i) for i in em],
                                     *[ak(i) for i in range(e + 3, kb)]),
                            (ak(e), ak(e + 1), am(0), am(1), am(2)), wbase("m", am))
    # B = (K, N): n bits [0, nb), k bits [nb, nb + kb)
    bn = lambda i: i  # noqa: E731
    bk = lambda i: nb + i  # noqa: E731
    b_layout = LinearLayout((K, N), (*[bk(i) for i in range(e)], bk(e + 2), *[bn(i) for i in en],
                                     *[bk(i) for i in range(e + 3, kb)]),
                            (bk(e), bk(e + 1), bn(0), bn(1), bn(2)), wbase("n", bn))
    return a_layout, b_layout, d_layout


__all__ = ["MmaKind", "cuda_tile_mma_kind", "mma_form", "mma_kind", "mma_layouts"]
