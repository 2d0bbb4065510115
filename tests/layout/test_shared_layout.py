"""`layout.shared`: swizzled shared layouts and the ldmatrix reads they allow, checked against a
model of `ldmatrix` written from the PTX ISA's fragment description."""

from __future__ import annotations

import itertools

import pytest

from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import mma_layouts

from tileiras.layout.mma_kinds import MmaKind
from tileiras.layout.linear import LinearLayout, blocked
from tileiras.layout.shared import contiguous_runs, ldmatrix_plan, swizzled_row_major

F16 = MmaKind("f16", "f16", "f16", "f32", 2)
I8 = MmaKind("s8s8", "s8", "s8", "s32", 4)
TF32 = MmaKind("tf32", "tf32", "tf32", "f32", 1)


def lane_address(plan, warp: int, lane: int, const: int) -> int:
    """The row address (byte offset) lane `lane` of warp `warp` gives one instruction of `plan`."""
    out = const
    for k, im in enumerate(plan.row_images):
        if (lane >> k) & 1:
            out ^= im
    for k, im in enumerate(plan.matrix_images):
        if (lane >> (3 + k)) & 1:
            out ^= im
    for k, im in enumerate(plan.warp_images):
        if (warp >> k) & 1:
            out ^= im
    return out


def ldmatrix_model(plan, warp: int, const: int, eb: int) -> dict[tuple[int, int, int], int]:
    """(lane, word j, element e of the word) -> byte offset read, per the PTX ISA."""
    addr = [lane_address(plan, warp, L, const) for L in range(32)]
    out = {}
    for lane, j in itertools.product(range(32), range(plan.count)):
        for e in range(4 // eb):
            if plan.trans:  # b16: element e is row 2*(l%4)+e, column l/4 of matrix j
                out[lane, j, e] = addr[8 * j + 2 * (lane % 4) + e] + 2 * (lane // 4)
            else:           # word l%4 of row l/4 of matrix j, element e of the word
                out[lane, j, e] = addr[8 * j + lane // 4] + 4 * (lane % 4) + e * eb
    return out


def check_plan(dst: LinearLayout, eb: int, trans: bool | None = None):
    smem = swizzled_row_major(dst.shape, eb)
    plan = ldmatrix_plan(dst, smem)
    assert plan is not None
    if trans is not None:
        assert plan.trans is trans
    for warp in range(1 << len(dst.warp)):
        for const, regs in plan.instructions:
            got = ldmatrix_model(plan, warp, const, eb)
            for (lane, j, e), off in got.items():
                tid = warp * 32 + lane
                assert off == smem.offset(dst.element(tid, regs[j][e])), (lane, j, e)
    return plan


@pytest.mark.parametrize("M,N,K,warps", [(64, 64, 32, 4), (128, 128, 64, 4), (16, 8, 16, 1), (128, 64, 32, 8)])
def test_f16_operands_read_with_ldmatrix(M, N, K, warps):
    a, b, _ = mma_layouts(F16, M, N, K, warps)
    pa = check_plan(a, 2, trans=False)
    assert pa.count == 4 or a.num_regs < 8
    # B is [K, N] row-major in shared memory: its fragment needs the transposing form
    check_plan(b, 2, trans=True)


def test_transposed_b_reads_without_trans():
    """B stored as [N, K] (the `bt` GEMMs): non-trans rows."""
    _, b, _ = mma_layouts(F16, 64, 64, 32, 4)
    bt = LinearLayout((64, 32), *(tuple(_swap(x) for x in bases) for bases in (b.reg, b.lane, b.warp)))
    check_plan(bt, 2, trans=False)


def _swap(bit: int) -> int:
    """[K=32, N=64] element bit -> the same element's bit in [N=64, K=32]."""
    if bit < 0:
        return bit
    return bit + 5 if bit < 6 else bit - 6


def test_8_bit_and_32_bit_a_operands():
    a, _, _ = mma_layouts(I8, 64, 64, 64, 4)
    check_plan(a, 1, trans=False)
    a, b, _ = mma_layouts(TF32, 64, 64, 32, 4)
    check_plan(a, 4, trans=False)
    # a 32-bit B in [K, N] would need a 32-bit transpose: no ldmatrix form
    assert ldmatrix_plan(b, swizzled_row_major(b.shape, 4)) is None


def test_blocked_layout_is_not_an_ldmatrix_layout():
    lay = blocked((64, 32), 4)
    assert ldmatrix_plan(lay, swizzled_row_major((64, 32), 2)) is None


@pytest.mark.parametrize("shape,eb", [((64, 32), 2), ((32, 64), 2), ((128, 64), 1), ((16, 16), 4), ((4, 8), 2)])
def test_swizzle_is_a_bijection_keeping_16_byte_chunks(shape, eb):
    smem = swizzled_row_major(shape, eb)
    n = 1
    for d in shape:
        n *= d
    offs = [smem.offset(i) for i in range(n)]
    assert sorted(offs) == [i * eb for i in range(n)]
    per_chunk = 16 // eb
    for i in range(0, n, per_chunk):
        base = offs[i]
        assert base % 16 == 0 and offs[i:i + per_chunk] == [base + eb * e for e in range(min(per_chunk, n))]


def test_ldmatrix_rows_of_a_matrix_hit_eight_different_bank_groups():
    a, _, _ = mma_layouts(F16, 64, 64, 32, 4)
    smem = swizzled_row_major(a.shape, 2)
    plan = ldmatrix_plan(a, smem)
    for const, _ in plan.instructions:
        for j in range(plan.count):
            rows = [lane_address(plan, 0, 8 * j + r, const) for r in range(8)]
            assert len({(x % 128) // 16 for x in rows}) == 8


def test_contiguous_runs():
    smem = swizzled_row_major((64, 32), 2)
    assert contiguous_runs(blocked((64, 32), 4, vector=8), smem) == 8
    assert contiguous_runs(blocked((64, 32), 4), smem) == 1
