"""The operand fragments of the warp-wide tensor-core instruction `mma.sync` as CuTe layouts.

An MMA atom is one instruction: a warp of 32 lanes multiplies an MxK tile A by a KxN tile B
into an MxN tile C/D, each operand spread over the lanes' registers. Each operand's
distribution is a (lane, value) layout whose result is the colexicographic index of the
element in the operand's tile, CuTe's convention:

- A: tile (M, K), index m + M*k;
- B: tile (N, K), index n + N*k (B is K x N, stored by columns, `.col`);
- C, D: tile (M, N), index m + M*n.

A lane `l` is split as (t, g) = (l & 3, l >> 2) (the mode `(4, 8)`); a value is an element
index within the lane's registers, the `E` elements of each 32-bit register first, then the
register number. The forms follow the PTX ISA's fragment figures for `mma.sync.aligned`:

- m16n8k(8E), E elements of A/B per 32-bit register (E = 1 tf32, 2 f16/bf16, 4 8-bit types):
  A registers 0..3 hold rows g, g+8, g, g+8 at columns E*t + [0, E), the last two shifted by
  4E; B registers 0, 1 hold column g at rows E*t + [0, E), the second shifted by 4E; C holds
  (g, 2t), (g, 2t+1), (g+8, 2t), (g+8, 2t+1).
- m8n8k4 f64: A holds (g, t), B (t, g) (as (n, k): (g, t)), C (g, 2t) and (g, 2t+1).

The code generator tiles these atoms over a CTA's warps (see
`conversion/nv_tileaa_to_nv_tileas/dot_layouts.py`) and converts the result to register
layouts with `cute_linear.linear_from_tv`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import LayoutError
from .layout import Layout

LANES = (4, 8)
"""The lane mode of every atom: lane = t + 4*g."""


@dataclass(frozen=True)
class MmaAtom:
    """One `mma.sync` shape: (lane, value) -> tile index layouts of A (MxK), B (NxK), C (MxN)."""

    m: int
    n: int
    k: int
    a: Layout
    b: Layout
    c: Layout

    @property
    def name(self) -> str:
        return f"m{self.m}n{self.n}k{self.k}"


def mma_atom(m: int, n: int, k: int) -> MmaAtom:
    """The `mma.sync.aligned.m{m}n{n}k{k}` atom: m16n8k8 (tf32), m16n8k16 (f16, bf16),
    m16n8k32 (8-bit integers and floats), m16n8k64 (e2m1, eight per register: the block-scaled
    fp4 forms) or m8n8k4 (f64); LayoutError for another shape."""
    if (m, n, k) == (8, 8, 4):
        return MmaAtom(
            m, n, k,
            a=Layout((LANES, 1), ((m, 1), 0)),           # (g, t): t -> column t, g -> row g
            b=Layout((LANES, 1), ((n, 1), 0)),           # (n, k) = (g, t)
            c=Layout((LANES, 2), ((2 * m, 1), m)),       # (g, 2t + v)
        )
    if (m, n) == (16, 8) and k in (8, 16, 32, 64):
        e = k // 8
        return MmaAtom(
            m, n, k,
            # t -> column E*t; g -> row g; values: E columns, +8 rows, +4E columns
            a=Layout((LANES, (e, 2, 2)), ((m * e, 1), (m, 8, m * 4 * e))),
            # t -> row (k) E*t; g -> column (n) g; values: E rows, +4E rows
            b=Layout((LANES, (e, 2)), ((n * e, 1), (n, n * 4 * e))),
            # t -> column 2t; g -> row g; values: +1 column, +8 rows
            c=Layout((LANES, (2, 2)), ((2 * m, 1), (m, 8))),
        )
    raise LayoutError(f"no mma.sync atom m{m}n{n}k{k} (m16n8k8, m16n8k16, m16n8k32, m8n8k4 exist)")


__all__ = ["MmaAtom", "mma_atom", "LANES"]
