"""Op-by-op semantics of the interpreter on hand-built IR: exact dtypes, wrap-around, rounding
modes, NaN and signed-zero rules, undefined-behaviour values, views, atomics, control flow."""

from __future__ import annotations

import io
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest
from irbuild import KernelBuilder, scalar, tile
from xdsl.dialects.builtin import FileLineColLoc, IntAttr, IntegerAttr, StringAttr
from xdsl.ir import Region

from tileiras.dialects.cuda_tile import types as t
from tileiras.dialects.cuda_tile.enums import (
    AtomicRMWMode,
    ComparisonOrdering,
    ComparisonPredicate,
    IntegerOverflow,
    MemoryOrderingSemantics,
    MemoryScope,
    PaddingValue,
    RoundingMode,
    Signedness,
)
from tileiras.dialects.cuda_tile.op_table import OP_DEFS, STRUCTURAL_OPS
from tileiras.interp import dtypes as dt
from tileiras.interp.errors import (
    UnsupportedError,
    KernelAssertionError,
    LaunchError,
    MemoryAccessError,
    UndefinedBehaviorError,
)
from tileiras.interp.launch import launch
from tileiras.interp.registry import SEMANTICS
from tileiras.interp.runner import Interpreter

P = ComparisonPredicate
S = Signedness
R = RoundingMode


def test_every_op_has_semantics():
    Interpreter  # importing the runner loads every op family
    from tileiras.interp.runner import _ensure_semantics_loaded

    _ensure_semantics_loaded()
    assert SEMANTICS.uncovered(d.name for d in OP_DEFS) == []
    assert set(SEMANTICS.exempt_names()) == {f"cuda_tile.{m}" for m in STRUCTURAL_OPS}


def test_an_op_without_semantics_is_unsupported():
    from xdsl.dialects.test import TestOp

    from tileiras.interp.registry import lookup

    with pytest.raises(UnsupportedError, match="no semantics for 'test.op'"):
        lookup(TestOp.create())


def run_op(mnemonic, args, result_types, *, strict=False, **props):
    """Run one op on tile arguments [(value, type)]; returns its results."""
    kb = KernelBuilder([ty for _, ty in args])
    op = kb.op(mnemonic, list(kb.args), result_types, **props)
    captured = {}

    def tracer(st, o, vals, res):
        if o is op:
            captured["res"] = res

    Interpreter(kb.module(), strict=strict, tracer=tracer).run([v for v, _ in args])
    return captured["res"]


def one(mnemonic, args, result_type, **props):
    return run_op(mnemonic, args, [result_type], **props)[0]


def T(values, elem):
    arr = np.asarray(values)
    return arr, tile(arr.shape, elem)


# ------------------------------------------------------------------------------ integers


def test_integer_add_wraps_in_its_width():
    a, ta = T(np.array([127, -128, 100], np.int8), t.i8)
    b, _ = T(np.array([1, -1, 100], np.int8), t.i8)
    r = one("addi", [(a, ta), (b, ta)], ta, overflow=IntegerOverflow.NONE)
    assert r.dtype == np.int8
    np.testing.assert_array_equal(r, [-128, 127, -56])


def test_overflow_flags_are_promises_checked_in_strict_mode():
    a, ta = T(np.array([127], np.int8), t.i8)
    one("addi", [(a, ta), (a, ta)], ta, overflow=IntegerOverflow.NSW)  # wraps quietly
    with pytest.raises(UndefinedBehaviorError, match="signed overflow"):
        run_op("addi", [(a, ta), (a, ta)], [ta], strict=True, overflow=IntegerOverflow.NSW)
    u, tu = T(np.array([-1], np.int8), t.i8)  # 255 unsigned
    run_op("addi", [(u, tu), (u, tu)], [tu], strict=True, overflow=IntegerOverflow.NSW)  # -2: fine signed
    with pytest.raises(UndefinedBehaviorError, match="unsigned overflow"):
        run_op("addi", [(u, tu), (u, tu)], [tu], strict=True, overflow=IntegerOverflow.NUW)


def test_i1_arithmetic_is_modulo_2():
    a, ta = T(np.array([True, True, False]), t.i1)
    b, _ = T(np.array([True, False, False]), t.i1)
    np.testing.assert_array_equal(one("addi", [(a, ta), (b, ta)], ta), [False, True, False])
    np.testing.assert_array_equal(one("muli", [(a, ta), (b, ta)], ta), [True, False, False])
    # signed i1: true is -1, so max(true, false) is false
    np.testing.assert_array_equal(one("maxi", [(a, ta), (b, ta)], ta, signedness=S.SIGNED), [True, False, False])
    np.testing.assert_array_equal(one("maxi", [(a, ta), (b, ta)], ta, signedness=S.UNSIGNED), [True, True, False])


@pytest.mark.parametrize("rounding,want", [(R.ZERO, [3, -3, -3, 3]), (R.NEGATIVE_INF, [3, -4, -4, 3]),
                                           (R.POSITIVE_INF, [4, -3, -3, 4])])
def test_divi_rounding(rounding, want):
    a, ta = T(np.array([7, -7, 7, -7], np.int32), t.i32)
    b, _ = T(np.array([2, 2, -2, -2], np.int32), t.i32)
    np.testing.assert_array_equal(one("divi", [(a, ta), (b, ta)], ta, signedness=S.SIGNED, rounding=rounding), want)


def test_divi_unsigned_reads_bits_unsigned():
    a, ta = T(np.array([-2], np.int32), t.i32)  # 4294967294
    b, _ = T(np.array([3], np.int32), t.i32)
    assert one("divi", [(a, ta), (b, ta)], ta, signedness=S.UNSIGNED, rounding=R.ZERO)[0] == 1431655764
    assert one("divi", [(a, ta), (b, ta)], ta, signedness=S.UNSIGNED, rounding=R.POSITIVE_INF)[0] == 1431655765


def test_division_by_zero_and_min_over_minus_one():
    a, ta = T(np.array([5, -(2**31), 7], np.int32), t.i32)
    b, _ = T(np.array([0, -1, 0], np.int32), t.i32)
    q = one("divi", [(a, ta), (b, ta)], ta, signedness=S.SIGNED, rounding=R.ZERO)
    np.testing.assert_array_equal(q, [-1, -(2**31), -1])
    r = one("remi", [(a, ta), (b, ta)], ta, signedness=S.SIGNED)
    np.testing.assert_array_equal(r, [5, 0, 7])
    with pytest.raises(UndefinedBehaviorError, match="division by zero"):
        run_op("divi", [(a, ta), (b, ta)], [ta], strict=True, signedness=S.SIGNED, rounding=R.ZERO)


def test_remi_sign_follows_dividend():
    a, ta = T(np.array([7, 7, -7, -7], np.int16), t.i16)
    b, _ = T(np.array([3, -3, 3, -3], np.int16), t.i16)
    np.testing.assert_array_equal(one("remi", [(a, ta), (b, ta)], ta, signedness=S.SIGNED), [1, 1, -1, -1])


def test_shifts_past_the_width():
    a, ta = T(np.array([-8, -8, 8, 1], np.int32), t.i32)
    s, _ = T(np.array([32, 40, 33, 31], np.int32), t.i32)
    np.testing.assert_array_equal(one("shli", [(a, ta), (s, ta)], ta), [0, 0, 0, -(2**31)])
    np.testing.assert_array_equal(one("shri", [(a, ta), (s, ta)], ta, signedness=S.SIGNED), [-1, -1, 0, 0])
    np.testing.assert_array_equal(one("shri", [(a, ta), (s, ta)], ta, signedness=S.UNSIGNED), [0, 0, 0, 0])
    neg, _ = T(np.array([-1, -1, -1, -1], np.int32), t.i32)  # shift amount read unsigned
    np.testing.assert_array_equal(one("shli", [(a, ta), (neg, ta)], ta), [0, 0, 0, 0])
    with pytest.raises(UndefinedBehaviorError, match="shift amount"):
        run_op("shli", [(a, ta), (s, ta)], [ta], strict=True)


def test_mulhii_64_bit():
    a, ta = T(np.array([-1, 2**62, 12345], np.int64), t.i64)
    b, _ = T(np.array([-1, 8, 678], np.int64), t.i64)
    r = one("mulhii", [(a, ta), (b, ta)], ta)
    want = [((x % 2**64) * (y % 2**64)) >> 64 for x, y in [(-1, -1), (2**62, 8), (12345, 678)]]
    np.testing.assert_array_equal(r.view(np.uint64), np.array(want, np.uint64))


def test_cmpi_signedness_and_absi_negi_of_min():
    a, ta = T(np.array([-1, 1], np.int32), t.i32)
    b, _ = T(np.array([1, 1], np.int32), t.i32)
    tb = tile((2,), t.i1)
    np.testing.assert_array_equal(one("cmpi", [(a, ta), (b, ta)], tb, comparison_predicate=P.LESS_THAN, signedness=S.SIGNED), [True, False])
    np.testing.assert_array_equal(one("cmpi", [(a, ta), (b, ta)], tb, comparison_predicate=P.LESS_THAN, signedness=S.UNSIGNED), [False, False])
    m, tm = T(np.array([-(2**31)], np.int32), t.i32)
    assert one("absi", [(m, tm)], tm)[0] == -(2**31)
    assert one("negi", [(m, tm)], tm, overflow=IntegerOverflow.NONE)[0] == -(2**31)


def test_exti_trunci():
    a, ta = T(np.array([True, False]), t.i1)
    t8 = tile((2,), t.i8)
    np.testing.assert_array_equal(one("exti", [(a, ta)], t8, signedness=S.SIGNED), [-1, 0])
    np.testing.assert_array_equal(one("exti", [(a, ta)], t8, signedness=S.UNSIGNED), [1, 0])
    w, tw = T(np.array([0x1FF, -129], np.int32), t.i32)
    np.testing.assert_array_equal(one("trunci", [(w, tw)], t8, overflow=IntegerOverflow.NONE), [-1, 127])


# ------------------------------------------------------------------------------ floats


def test_maxf_minf_nan_and_signed_zero():
    nan = np.float32(np.nan)
    a, ta = T(np.array([nan, 1, nan, 0.0, -0.0], np.float32), t.f32)
    b, _ = T(np.array([2, nan, nan, -0.0, 0.0], np.float32), t.f32)
    mx = one("maxf", [(a, ta), (b, ta)], ta)
    np.testing.assert_array_equal(mx[:2], [2, 1])
    assert np.isnan(mx[2]) and not np.signbit(mx[3]) and not np.signbit(mx[4])
    mn = one("minf", [(a, ta), (b, ta)], ta)
    assert np.signbit(mn[3]) and np.signbit(mn[4])
    mxn = one("maxf", [(a, ta), (b, ta)], ta, propagate_nan=True)
    assert np.isnan(mxn[:3]).all()


def test_cmpf_ordered_and_unordered():
    a, ta = T(np.array([np.nan, 1.0, 1.0], np.float64), t.f64)
    b, _ = T(np.array([1.0, np.nan, 1.0], np.float64), t.f64)
    tb = tile((3,), t.i1)
    ne_o = one("cmpf", [(a, ta), (b, ta)], tb, comparison_predicate=P.NOT_EQUAL, comparison_ordering=ComparisonOrdering.ORDERED)
    ne_u = one("cmpf", [(a, ta), (b, ta)], tb, comparison_predicate=P.NOT_EQUAL, comparison_ordering=ComparisonOrdering.UNORDERED)
    eq_u = one("cmpf", [(a, ta), (b, ta)], tb, comparison_predicate=P.EQUAL, comparison_ordering=ComparisonOrdering.UNORDERED)
    np.testing.assert_array_equal(ne_o, [False, False, False])
    np.testing.assert_array_equal(ne_u, [True, True, False])
    np.testing.assert_array_equal(eq_u, [True, True, True])


def _exact_round(x: Fraction, fmt, mode) -> float:
    return float(dt.round_to(np.array([float(x)]), np.array([float(x - Fraction(float(x)))]), fmt, mode)[0])


@pytest.mark.parametrize("mode", [R.NEAREST_EVEN, R.ZERO, R.NEGATIVE_INF, R.POSITIVE_INF])
@pytest.mark.parametrize("elem,npdt", [(t.bf16, ml_dtypes.bfloat16), (t.f16, np.float16), (t.f32, np.float32), (t.f64, np.float64)])
def test_addf_mulf_divf_round_once_in_every_mode(mode, elem, npdt):
    rng = np.random.default_rng(7)
    a = rng.standard_normal(64).astype(npdt)
    b = rng.standard_normal(64).astype(npdt)
    ta = tile((64,), elem)
    fmt = dt.float_format(elem)
    for mnem, fn in (("addf", lambda x, y: x + y), ("mulf", lambda x, y: x * y), ("divf", lambda x, y: x / y)):
        got = one(mnem, [(a, ta), (b, ta)], ta, rounding_mode=mode).astype(np.float64)
        assert one(mnem, [(a, ta), (b, ta)], ta, rounding_mode=mode).dtype == np.dtype(npdt)
        want = [_reference_round(fn(Fraction(float(x)), Fraction(float(y))), fmt, mode) for x, y in zip(a, b)]
        np.testing.assert_array_equal(got, want, err_msg=f"{mnem} {mode}")


def _reference_round(x: Fraction, fmt, mode) -> float:
    """Round a rational to `fmt` by bisection over the format's values (an independent check)."""
    near = float(x)
    cand = dt.round_to(np.array([near]), None, fmt, R.NEAREST_EVEN)
    vals = set()
    c = cand
    for _ in range(2):
        c = dt._step(c, fmt, up=False)
    for _ in range(5):
        vals.add(float(dt.to_f64(c, fmt)[0]))
        c = dt._step(c, fmt, up=True)
    vals = sorted(vals)
    below = [v for v in vals if Fraction(v) <= x]
    above = [v for v in vals if Fraction(v) >= x]
    lo, hi = below[-1], above[0]
    if lo == hi:
        return lo
    if mode == R.NEGATIVE_INF:
        return lo
    if mode == R.POSITIVE_INF:
        return hi
    if mode == R.ZERO:
        return lo if x > 0 else hi
    dl, dh = x - Fraction(lo), Fraction(hi) - x
    if dl != dh:
        return lo if dl < dh else hi
    bits = dt.bits_of(np.array([lo]).astype(fmt.dtype), fmt)[0] >> fmt.zero_bits
    return lo if int(bits) % 2 == 0 else hi


def test_flush_to_zero_f32():
    tiny = np.float32(1e-40)  # subnormal
    a, ta = T(np.array([tiny, -tiny, 1.0], np.float32), t.f32)
    b, _ = T(np.array([1.0, 1.0, 1e-39], np.float32), t.f32)
    r = one("mulf", [(a, ta), (b, ta)], ta, rounding_mode=R.NEAREST_EVEN, flush_to_zero=True)
    # subnormal inputs and results become zeros of the same sign
    assert r[0] == 0 and not np.signbit(r[0]) and r[1] == 0 and np.signbit(r[1]) and r[2] == 0
    r = one("mulf", [(a, ta), (b, ta)], ta, rounding_mode=R.NEAREST_EVEN)
    assert r[0] == tiny and r[2] == np.float32(1e-39)


def test_division_by_zero_and_remf_special_cases():
    a, ta = T(np.array([1.0, -1.0, 0.0, 5.0, np.inf, 3.0], np.float32), t.f32)
    b, _ = T(np.array([0.0, 0.0, 0.0, np.inf, 2.0, -2.0], np.float32), t.f32)
    q = one("divf", [(a, ta), (b, ta)], ta, rounding_mode=R.NEAREST_EVEN)
    assert q[0] == np.inf and q[1] == -np.inf and np.isnan(q[2])
    r = one("remf", [(a, ta), (b, ta)], ta)
    assert np.isnan(r[0]) and r[3] == 5.0 and np.isnan(r[4]) and r[5] == 1.0


def test_fma_is_fused():
    a, ta = T(np.array([1 + 2.0**-23], np.float32), t.f32)
    c, _ = T(np.array([-(1 + 2.0**-22)], np.float32), t.f32)
    r = one("fma", [(a, ta), (a, ta), (c, ta)], ta, rounding_mode=R.NEAREST_EVEN)
    assert r[0] == np.float32(2.0**-46)  # unfused: (a*a rounds to 1+2**-22) - ... = 0


def test_ftof_fp8_saturates_and_tf32_rounds():
    a, ta = T(np.array([1000.0, -1e9, np.nan, np.inf, 0.3], np.float32), t.f32)
    r = one("ftof", [(a, ta)], tile((5,), t.f8E4M3FN), rounding_mode=R.NEAREST_EVEN)
    assert r.dtype == np.dtype(ml_dtypes.float8_e4m3fn)
    np.testing.assert_array_equal(r.astype(np.float32)[[0, 1, 3]], [448, -448, 448])
    assert np.isnan(r.astype(np.float32)[2])
    x, tx = T(np.array([1 + 2.0**-11, 1 + 3 * 2.0**-11], np.float32), t.f32)
    r = one("ftof", [(x, tx)], tile((2,), t.tf32), rounding_mode=R.NEAREST_EVEN)
    np.testing.assert_array_equal(r, [1.0, 1 + 2 * 2.0**-10])  # ties to even at 10 mantissa bits
    r = one("ftof", [(x, tx)], tile((2,), t.bf16), rounding_mode=R.POSITIVE_INF)
    np.testing.assert_array_equal(r.astype(np.float32), [1 + 2.0**-7, 1 + 2.0**-7])


def test_ftoi_saturates_and_nan_is_zero():
    a, ta = T(np.array([1e10, -1e10, np.nan, -3.7, 3.5, 2.5], np.float32), t.f32)
    ti = tile((6,), t.i32)
    r = one("ftoi", [(a, ta)], ti, signedness=S.SIGNED, rounding_mode=R.NEAREST_INT_TO_ZERO)
    np.testing.assert_array_equal(r, [2**31 - 1, -(2**31), 0, -3, 3, 2])
    r = one("ftoi", [(a, ta)], ti, signedness=S.SIGNED, rounding_mode=R.NEAREST_EVEN)
    np.testing.assert_array_equal(r[3:], [-4, 4, 2])
    r = one("ftoi", [(a, ta)], tile((6,), t.i8), signedness=S.UNSIGNED, rounding_mode=R.ZERO)
    np.testing.assert_array_equal(r.view(np.uint8), [255, 0, 0, 0, 3, 2])


def test_itof_rounds_large_integers_in_every_direction():
    v = 2**53 + 1
    a, ta = T(np.array([v, -v], np.int64), t.i64)
    tf = tile((2,), t.f64)
    np.testing.assert_array_equal(one("itof", [(a, ta)], tf, signedness=S.SIGNED, rounding_mode=R.POSITIVE_INF),
                                  [2.0**53 + 2, -(2.0**53)])
    np.testing.assert_array_equal(one("itof", [(a, ta)], tf, signedness=S.SIGNED, rounding_mode=R.NEAREST_EVEN),
                                  [2.0**53, -(2.0**53)])
    u, tu = T(np.array([-1], np.int32), t.i32)
    assert one("itof", [(u, tu)], tile((1,), t.f32), signedness=S.UNSIGNED, rounding_mode=R.NEAREST_EVEN)[0] == 2.0**32


def test_bitcast_keeps_bits():
    a, ta = T(np.array([-0.0, 1.0], np.float32), t.f32)
    r = one("bitcast", [(a, ta)], tile((2,), t.i32))
    np.testing.assert_array_equal(r.view(np.uint32), [0x80000000, 0x3F800000])


# ------------------------------------------------------------------------------ shapes, reductions


def _reduce_kernel(values, reverse_scan=None):
    """argmax by a 2-operand reduce whose combiner keeps the lhs on ties."""
    x = np.asarray(values, np.float32)
    n = x.size
    kb = KernelBuilder([tile((n,), t.f32)])
    idx = kb.v("iota", [], [tile((n,), t.i32)])
    with kb.region([scalar(t.f32), scalar(t.f32), scalar(t.i32), scalar(t.i32)]) as blk:
        lv, rv, li, ri = blk.args
        gt = kb.v("cmpf", [rv, lv], [scalar(t.i1)], comparison_predicate=P.GREATER_THAN,
                  comparison_ordering=ComparisonOrdering.ORDERED)
        v = kb.v("select", [gt, rv, lv], [scalar(t.f32)])
        i = kb.v("select", [gt, ri, li], [scalar(t.i32)])
        kb.op("yield", [[v, i]])
    from xdsl.dialects.builtin import ArrayAttr, FloatAttr, IntegerAttr, f32, i32

    red = kb.op("reduce", [[kb.args[0], idx]], [[scalar(t.f32), scalar(t.i32)]], regions=[Region(blk)],
                dim=IntegerAttr(0, 32), identities=ArrayAttr([FloatAttr(float("-inf"), f32), IntegerAttr(0, i32)]))
    return kb, red, x


def test_reduce_tree_keeps_the_lower_index_on_ties():
    kb, red, x = _reduce_kernel([1, 5, 5, 2, 5, 0, 1, 3])
    got = {}
    Interpreter(kb.module(), tracer=lambda st, o, v, r: got.setdefault("r", r) if o is red else None).run([x])
    assert float(got["r"][0]) == 5.0 and int(got["r"][1]) == 1


def test_scan_reverse_and_identity():
    from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, i32

    kb = KernelBuilder([tile((5,), t.i32)])
    with kb.region([scalar(t.i32), scalar(t.i32)]) as blk:
        acc, x = blk.args
        kb.op("yield", [[kb.v("subi", [acc, x], [scalar(t.i32)], overflow=IntegerOverflow.NONE)]])
    scan = kb.op("scan", [[kb.args[0]]], [tile((5,), t.i32)], regions=[Region(blk)], dim=IntegerAttr(0, 32),
                 reverse=IntegerAttr(1, 1), identities=ArrayAttr([IntegerAttr(100, i32)]))
    got = {}
    Interpreter(kb.module(), tracer=lambda st, o, v, r: got.setdefault("r", r) if o is scan else None).run(
        [np.array([1, 2, 3, 4, 5], np.int32)])
    # acc starts at 100 and runs from the last element down: acc = acc - x
    np.testing.assert_array_equal(got["r"][0], [85, 86, 88, 91, 95])


def test_extract_out_of_range_is_an_error_not_an_index_error():
    a, ta = T(np.zeros(8, np.float32), t.f32)
    kb = KernelBuilder([ta])
    k = kb.const(4, t.i32)
    kb.op("extract", [kb.args[0], [k]], [tile((2,), t.f32)])
    with pytest.raises(Exception) as err:
        Interpreter(kb.module()).run([a])
    assert "slice index 4 out of range" in str(err.value)
    assert "IndexError" not in type(err.value).__name__


# ------------------------------------------------------------------------------ memory, views


def _ptr_kernel(n_elems: int, elem=t.f32, located=True, mask=False):
    """load a[i] for i in iota(n) through pointers; store into out."""
    tp = scalar(t.PointerType(elem))
    kb = KernelBuilder([tp, tp])
    a, out = kb.args
    ptile = tile((n_elems,), t.PointerType(elem))
    pa = kb.v("broadcast", [kb.v("reshape", [a], [tile((1,), t.PointerType(elem))])], [ptile])
    po = kb.v("broadcast", [kb.v("reshape", [out], [tile((1,), t.PointerType(elem))])], [ptile])
    idx = kb.v("iota", [], [tile((n_elems,), t.i32)])
    pa = kb.v("offset", [pa, idx], [ptile])
    po = kb.v("offset", [po, idx], [ptile])
    load = kb.op("load_ptr_tko", [pa, [], [], []], [tile((n_elems,), elem), t.TokenType()],
                 memory_ordering_semantics=MemoryOrderingSemantics.WEAK)
    if located:
        load.location = FileLineColLoc(StringAttr("kernel.py"), IntAttr(7), IntAttr(9))
    store = kb.op("store_ptr_tko", [po, load.results[0], [], []], [t.TokenType()],
                  memory_ordering_semantics=MemoryOrderingSemantics.WEAK)
    store.location = FileLineColLoc(StringAttr("kernel.py"), IntAttr(8), IntAttr(5))
    return kb.module()


def test_pointer_out_of_bounds_is_reported_with_the_location():
    mod = _ptr_kernel(16)
    a = np.arange(8, dtype=np.float32)
    out = np.zeros(16, np.float32)
    with pytest.raises(MemoryAccessError) as err:
        _launch_ptrs(mod, a, out)
    text = str(err.value)
    assert text.startswith('loc("kernel.py":7:9): error: out-of-bounds load')
    assert "'a'" in text and "element (8,)" in text and "tile block (0, 0, 0)" in text


def _launch_ptrs(mod, a, out):
    from tileiras.interp.device_memory import Memory

    mem = Memory()
    _, pa = mem.allocate_array(a, name="a")
    _, po = mem.allocate_array(out, name="out")
    Interpreter(mod, memory=mem).run([pa, po])


def test_pointer_store_past_the_end_is_caught():
    mod = _ptr_kernel(8)
    with pytest.raises(MemoryAccessError) as err:
        _launch_ptrs(mod, np.arange(8, dtype=np.float32), np.zeros(4, np.float32))
    assert str(err.value).startswith('loc("kernel.py":8:5): error: out-of-bounds store')


def test_null_and_misaligned_pointers():
    from tileiras.interp.device_memory import Memory

    mem = Memory()
    with pytest.raises(MemoryAccessError, match="null pointer"):
        mem.read(np.array([0], np.uint64), np.float32)
    alloc = mem.allocate(64, name="buf")
    with pytest.raises(MemoryAccessError, match="misaligned"):
        mem.read(np.array([alloc.base + 2], np.uint64), np.float32)


def _view_kernel(shape, tile_shape, padding, *, inbounds=None, dim_map=None, store=False):
    tp = scalar(t.PointerType(t.f32))
    kb = KernelBuilder([tp] + [scalar(t.i32)] * 2)
    base, idx0, idx1 = kb.args
    tv_t = t.TensorViewType(t.f32, shape, (shape[1], 1))
    tv = kb.v("make_tensor_view", [base, [], []], [tv_t])
    pv_t = t.PartitionViewType(tile_shape, tv_t, dim_map or (0, 1), padding)
    pv = kb.v("make_partition_view", [tv], [pv_t])
    props = {"memory_ordering_semantics": MemoryOrderingSemantics.WEAK}
    if inbounds is not None:
        from xdsl.dialects.builtin import DenseArrayBase, i1

        props["inbounds"] = DenseArrayBase.from_list(i1, [int(b) for b in inbounds])
    rt = tile(tuple(tile_shape), t.f32)
    ld = kb.op("load_view_tko", [pv, [idx0, idx1], []], [rt, t.TokenType()], **props)
    if store:
        kb.op("store_view_tko", [ld.results[0], pv, [idx1, idx0], []], [t.TokenType()], **props)
    return kb, ld


def test_partition_view_pads_out_of_bounds_elements():
    kb, ld = _view_kernel((6, 8), (4, 4), PaddingValue.NEG_INF)
    a = np.arange(48, dtype=np.float32).reshape(6, 8)
    got = {}
    from tileiras.interp.device_memory import Memory

    mem = Memory()
    _, pa = mem.allocate_array(a)
    Interpreter(kb.module(), memory=mem, tracer=lambda st, o, v, r: got.setdefault("r", r) if o is ld else None).run([pa, 1, 1])
    want = np.full((4, 4), -np.inf, np.float32)
    want[:2, :] = a[4:6, 4:8]
    np.testing.assert_array_equal(got["r"][0], want)


def test_view_store_drops_out_of_bounds_elements_and_inbounds_promise_is_checked():
    from tileiras.interp.device_memory import Memory

    kb, _ = _view_kernel((6, 8), (4, 4), PaddingValue.ZERO, store=True)
    a = np.arange(48, dtype=np.float32).reshape(6, 8)
    mem = Memory()
    alloc, pa = mem.allocate_array(a)
    Interpreter(kb.module(), memory=mem).run([pa, 1, 0])  # loads tile (1,0), stores it at (0,1)
    after = mem.device_view(alloc, pa, a)
    want = a.copy()
    want[0:4, 4:8] = np.vstack([a[4:6, 0:4], np.zeros((2, 4), np.float32)])  # rows 6, 7 were padding
    np.testing.assert_array_equal(after, want)
    kb, _ = _view_kernel((6, 8), (4, 4), PaddingValue.ZERO, inbounds=[True, False])
    mem = Memory()
    _, pa = mem.allocate_array(a)
    with pytest.raises(MemoryAccessError, match="declares in bounds"):
        Interpreter(kb.module(), memory=mem).run([pa, 1, 0])


def test_tensor_view_larger_than_its_allocation_faults():
    from tileiras.interp.device_memory import Memory

    kb, _ = _view_kernel((64, 8), (4, 4), None)
    mem = Memory()
    _, pa = mem.allocate_array(np.zeros((6, 8), np.float32), name="small")
    with pytest.raises(MemoryAccessError, match="past the end of 'small'"):
        Interpreter(kb.module(), memory=mem).run([pa, 3, 0])


# ------------------------------------------------------------------------------ atomics


def _atomic_kernel(n, mode, elem=t.i32):
    tp = scalar(t.PointerType(elem))
    kb = KernelBuilder([tp, tile((n,), t.i32), tile((n,), elem)])
    base, offs, vals = kb.args
    ptile = tile((n,), t.PointerType(elem))
    p = kb.v("offset", [kb.v("broadcast", [kb.v("reshape", [base], [tile((1,), t.PointerType(elem))])], [ptile]), offs], [ptile])
    op = kb.op("atomic_rmw_tko", [p, vals, [], []], [tile((n,), elem), t.TokenType()],
               memory_ordering_semantics=MemoryOrderingSemantics.RELAXED, memory_scope=MemoryScope.DEVICE, mode=mode)
    return kb, op


def test_atomics_with_repeated_addresses_apply_in_order():
    from tileiras.interp.device_memory import Memory

    kb, op = _atomic_kernel(6, AtomicRMWMode.ADD)
    mem = Memory()
    alloc, base = mem.allocate_array(np.zeros(3, np.int32))
    got = {}
    Interpreter(kb.module(), memory=mem, tracer=lambda st, o, v, r: got.setdefault("r", r) if o is op else None).run(
        [base, np.array([0, 1, 0, 0, 2, 1], np.int32), np.array([1, 10, 100, 1000, 5, 20], np.int32)])
    np.testing.assert_array_equal(got["r"][0], [0, 0, 1, 101, 0, 10])
    np.testing.assert_array_equal(mem.device_view(alloc, base, np.zeros(3, np.int32)), [1101, 30, 5])


def test_atomic_umax_reads_unsigned():
    from tileiras.interp.device_memory import Memory

    kb, op = _atomic_kernel(2, AtomicRMWMode.UMAX)
    mem = Memory()
    alloc, base = mem.allocate_array(np.array([5, -1], np.int32))
    Interpreter(kb.module(), memory=mem).run([base, np.array([0, 1], np.int32), np.array([-3, 7], np.int32)])
    np.testing.assert_array_equal(mem.device_view(alloc, base, np.zeros(2, np.int32)), [-3, -1])


# ------------------------------------------------------------------------------ control, debug


def test_for_loop_unsigned_compare_and_loop_break():
    kb = KernelBuilder([scalar(t.i32)])
    lb = kb.const(0, t.i32)
    ub = kb.const(-1, t.i32)  # 4294967295 unsigned, -1 signed
    step = kb.const(1 << 30, t.i32)
    init = kb.const(0, t.i32)
    with kb.region([scalar(t.i32), scalar(t.i32)]) as blk:
        iv, acc = blk.args
        kb.op("continue", [[kb.v("addi", [acc, kb.const(1, t.i32)], [scalar(t.i32)], overflow=IntegerOverflow.NONE)]])
    signed = kb.op("for", [lb, ub, step, [init]], [scalar(t.i32)], regions=[Region(blk)])
    with kb.region([scalar(t.i32), scalar(t.i32)]) as blk2:
        iv, acc = blk2.args
        kb.op("continue", [[kb.v("addi", [acc, kb.const(1, t.i32)], [scalar(t.i32)], overflow=IntegerOverflow.NONE)]])
    unsigned = kb.op("for", [lb, ub, step, [init]], [scalar(t.i32)], regions=[Region(blk2)], unsignedCmp=True)
    got = {}
    Interpreter(kb.module(), tracer=lambda st, o, v, r: got.__setitem__(o, r) if o in (signed, unsigned) else None).run([0])
    assert int(got[signed][0]) == 0
    assert int(got[unsigned][0]) == 4  # 0, 2**30, 2**31, 3*2**30


def test_assert_message_and_block_id():
    kb = KernelBuilder([tile((4,), t.i32)])
    zero = kb.v("broadcast", [kb.v("reshape", [kb.const(0, t.i32)], [tile((1,), t.i32)])], [tile((4,), t.i32)])
    cond = kb.v("cmpi", [kb.args[0], zero], [tile((4,), t.i1)], comparison_predicate=P.GREATER_THAN, signedness=S.SIGNED)
    op = kb.op("assert", [cond], [], message="x must be positive")
    op.location = FileLineColLoc(StringAttr("k.py"), IntAttr(12), IntAttr(4))
    with pytest.raises(KernelAssertionError) as err:
        Interpreter(kb.module()).run([np.array([1, 2, -3, 4], np.int32)], grid=(1,))
    assert str(err.value) == ('loc("k.py":12:4): error: assertion failed at element (2,): x must be positive '
                              "(in 'cuda_tile.assert', tile block (0, 0, 0))")


def test_print_formats_like_printf():
    from tileiras.interp.debug import format_print

    i32 = tile((2, 2), t.i32)
    text = format_print("v=%d u=%u x=%08x %5.1f %a|%%", [np.array([[-1, 2], [3, 4]], np.int32),
                                                           np.array(-1, np.int32), np.array(255, np.int32),
                                                           np.array([1.25, -2.5], np.float32),
                                                           np.array(3.0, np.float64)],
                        [i32, scalar(t.i32), scalar(t.i32), tile((2,), t.f32), scalar(t.f64)])
    assert text == "v=[[-1, 2], [3, 4]] u=4294967295 x=000000ff [  1.2,  -2.5] 0x1.8p+1|%"


def test_print_bool_as_zero_or_one():
    """NVIDIA's tileiras zero-extends an i1 for %d (its cubin printing `true` is the one
    printing int32 1), so a bool tile prints 1/0, as cuTile's `print` (bool -> %d) means."""
    from tileiras.interp.debug import format_print

    text = format_print("%d %i %u %x", [np.array([True, False]), np.array(True), np.array(True), np.array(True)],
                        [tile((2,), t.i1), scalar(t.i1), scalar(t.i1), scalar(t.i1)])
    assert text == "[1, 0] 1 1 1"


def test_print_op_writes_per_block():
    kb = KernelBuilder([])
    x, y, z = kb.op("get_tile_block_id", [], [scalar(t.i32)] * 3).results
    kb.op("print_tko", [[x, y], []], [t.TokenType()], str="block %d,%d\n")
    buf = io.StringIO()
    Interpreter(kb.module(), stdout=buf).run([], grid=(2, 2))
    assert buf.getvalue() == "block 0,0\nblock 1,0\nblock 0,1\nblock 1,1\n"


def test_globals_and_alloca():
    kb = KernelBuilder([])
    kb.add_global("table", np.array([1.5, 2.5, 3.5], np.float32), t.f32, constant=True)
    g = kb.v("get_global", [], [scalar(t.PointerType(t.f32))], name="table")
    two = kb.v("offset", [g, kb.const(2, t.i32)], [scalar(t.PointerType(t.f32))])
    ld = kb.op("load_ptr_tko", [two, [], [], []], [scalar(t.f32), t.TokenType()],
               memory_ordering_semantics=MemoryOrderingSemantics.WEAK)
    scratch = kb.v("alloca", [], [scalar(t.PointerType(t.f32))], num_elem=IntegerAttr(4, 64), alignment=IntegerAttr(16, 64))
    kb.op("store_ptr_tko", [scratch, ld.results[0], [], []], [t.TokenType()],
          memory_ordering_semantics=MemoryOrderingSemantics.WEAK)
    kb.op("store_ptr_tko", [g, ld.results[0], [], []], [t.TokenType()],
          memory_ordering_semantics=MemoryOrderingSemantics.WEAK)
    got = {}
    with pytest.raises(MemoryAccessError, match="read-only"):
        Interpreter(kb.module(), tracer=lambda st, o, v, r: got.setdefault("r", r) if o is ld else None).run([])
    assert float(got["r"][0]) == 3.5


# ------------------------------------------------------------------------------ launch helper


def test_launch_checks_arguments(tmp_path):
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "corpus" / "bytecode" / "vadd_f32.13.4.tileirbc"
    if not path.exists():
        pytest.skip("corpus not present")
    from tileiras.interp.launch import Constant

    a = np.zeros(4096, np.float32)
    with pytest.raises(LaunchError, match="too few arguments"):
        launch(path, (4,), a, a, Constant(1024))
    with pytest.raises(LaunchError, match="dtype float64"):
        launch(path, (4,), a, np.zeros(4096), a, Constant(1024))
    with pytest.raises(LaunchError, match="too many arguments"):
        launch(path, (4,), a, a, np.zeros((64, 64), np.float32), Constant(1024))
    with pytest.raises(LaunchError, match="grid"):
        launch(path, (0,), a, a, a, Constant(1024))
    with pytest.raises(LaunchError, match="compiled with the constant 1024, got 256"):
        launch(path, (4,), a, a, a, Constant(256))


def test_combiner_with_shape_ops_runs_element_by_element():
    from xdsl.dialects.builtin import ArrayAttr, FloatAttr, f32

    kb = KernelBuilder([tile((4, 8), t.f32)])
    with kb.region([scalar(t.f32), scalar(t.f32)]) as blk:
        lhs, rhs = blk.args
        r1 = kb.v("reshape", [lhs], [tile((1,), t.f32)])
        r2 = kb.v("reshape", [rhs], [tile((1,), t.f32)])
        s = kb.v("addf", [r1, r2], [tile((1,), t.f32)], rounding_mode=R.NEAREST_EVEN)
        kb.op("yield", [[kb.v("reshape", [s], [scalar(t.f32)])]])
    red = kb.op("reduce", [[kb.args[0]]], [[tile((4,), t.f32)]], regions=[Region(blk)],
                dim=IntegerAttr(1, 32), identities=ArrayAttr([FloatAttr(0.0, f32)]))
    x = np.arange(32, dtype=np.float32).reshape(4, 8)
    got = {}
    Interpreter(kb.module(), tracer=lambda st, o, v, r: got.setdefault("r", r) if o is red else None).run([x])
    np.testing.assert_array_equal(got["r"][0], x.sum(1))


def test_alloca_is_per_block_and_freed_after_it():
    """Block 0 leaks its alloca pointer through global memory; block 1 using it is caught."""
    from tileiras.interp.device_memory import Memory

    kb = KernelBuilder([scalar(t.PointerType(t.i64))])
    slot = kb.args[0]
    bx = kb.op("get_tile_block_id", [], [scalar(t.i32)] * 3).results[0]
    is_first = kb.v("cmpi", [bx, kb.const(0, t.i32)], [scalar(t.i1)], comparison_predicate=P.EQUAL, signedness=S.SIGNED)
    with kb.region([]) as then_blk:
        p = kb.v("alloca", [], [scalar(t.PointerType(t.f32))], num_elem=IntegerAttr(4, 64), alignment=IntegerAttr(16, 64))
        as_int = kb.v("ptr_to_int", [p], [scalar(t.i64)])
        kb.op("store_ptr_tko", [slot, as_int, [], []], [t.TokenType()], memory_ordering_semantics=MemoryOrderingSemantics.WEAK)
        kb.op("yield", [[]])
    with kb.region([]) as else_blk:
        ld = kb.op("load_ptr_tko", [slot, [], [], []], [scalar(t.i64), t.TokenType()],
                   memory_ordering_semantics=MemoryOrderingSemantics.WEAK)
        stale = kb.v("int_to_ptr", [ld.results[0]], [scalar(t.PointerType(t.f32))])
        kb.op("load_ptr_tko", [stale, [], [], []], [scalar(t.f32), t.TokenType()],
              memory_ordering_semantics=MemoryOrderingSemantics.WEAK)
        kb.op("yield", [[]])
    kb.op("if", [is_first], [[]], regions=[Region(then_blk), Region(else_blk)])
    mem = Memory()
    _, slot_addr = mem.allocate_array(np.zeros(1, np.int64), name="slot")
    with pytest.raises(MemoryAccessError, match="freed memory") as err:
        Interpreter(kb.module(), memory=mem).run([slot_addr], grid=(2,))
    assert "tile block (1, 0, 0)" in str(err.value)


def test_multimem_ops_act_on_the_single_device():
    from tileiras.dialects.cuda_tile.enums import MultimemReductionKind
    from tileiras.interp.device_memory import Memory
    from xdsl.dialects.builtin import DenseArrayBase, i1

    tp = scalar(t.PointerType(t.f32))
    kb = KernelBuilder([tp])
    tv_t = t.TensorViewType(t.f32, (8,), (1,))
    tv = kb.v("make_tensor_view", [kb.args[0], [], []], [tv_t])
    pv = kb.v("make_partition_view", [tv], [t.PartitionViewType((4,), tv_t, (0,), None)])
    i0, i1_ = kb.const(0, t.i32), kb.const(1, t.i32)
    inb = DenseArrayBase.from_list(i1, [0])
    ld = kb.op("multimem_load_reduce_view_tko", [pv, [i0], []], [tile((4,), t.f32), t.TokenType()],
               memory_ordering_semantics=MemoryOrderingSemantics.RELAXED, reduction=MultimemReductionKind.ADD, inbounds=inb)
    kb.op("multimem_reduce_view_tko", [pv, ld.results[0], [i1_], []], [t.TokenType()],
          memory_ordering_semantics=MemoryOrderingSemantics.RELAXED, memory_scope=MemoryScope.SYS,
          reduction=MultimemReductionKind.ADD, inbounds=inb)
    kb.op("multimem_store_view_tko", [pv, ld.results[0], [i0], []], [t.TokenType()],
          memory_ordering_semantics=MemoryOrderingSemantics.RELAXED, inbounds=inb)
    for name in ("gdc_wait_tko", "gdc_launch_dependents_tko"):
        kb.op(name, [[]], [t.TokenType()])
    mem = Memory()
    a = np.arange(8, dtype=np.float32)
    alloc, base = mem.allocate_array(a)
    Interpreter(kb.module(), memory=mem).run([base])
    np.testing.assert_array_equal(mem.device_view(alloc, base, a), [0, 1, 2, 3, 4, 6, 8, 10])


# ------------------------------------------------------------------------------ preview$call


def test_preview_call_models_libdevice_math():
    from xdsl.dialects.builtin import ArrayAttr

    x, tx = T(np.array([0.0, 1.0, -2.5], np.float32), t.f32)
    r = one("preview$call", [(x, tx)], tx, callee=StringAttr("__nv_expf"), const_args=ArrayAttr([]))
    assert r.dtype == np.float32
    np.testing.assert_allclose(r, np.exp(np.array([0.0, 1.0, -2.5])), rtol=1e-7)
    y, ty = T(np.array([3.0, 1e-20]), t.f64)
    r = one("preview$call", [(y, ty)], ty, callee=StringAttr("__nv_log1p"), const_args=ArrayAttr([]))
    assert r.dtype == np.float64
    np.testing.assert_array_equal(r, np.log1p([3.0, 1e-20]))


def test_preview_call_of_an_unknown_function_is_unsupported():
    from xdsl.dialects.builtin import ArrayAttr

    x, tx = T(np.array([1.0], np.float32), t.f32)
    with pytest.raises(UnsupportedError, match="'my_lib_fn' is not available"):
        one("preview$call", [(x, tx)], tx, callee=StringAttr("my_lib_fn"), const_args=ArrayAttr([]))
