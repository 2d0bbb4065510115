"""Comparisons (float ordered/unordered, signed/unsigned int), where/select, isnan."""
from corpus_lib import A, S, case, ct

N = 1024


@ct.kernel
def compare_all(a, b, o_lt, o_le, o_gt, o_ge, o_eq, o_ne, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    y = ct.load(b, index=(i,), shape=(TILE,))
    ct.store(o_lt, index=(i,), tile=x < y)
    ct.store(o_le, index=(i,), tile=ct.less_equal(x, y))
    ct.store(o_gt, index=(i,), tile=ct.greater(x, y))
    ct.store(o_ge, index=(i,), tile=x >= y)
    ct.store(o_eq, index=(i,), tile=ct.equal(x, y))
    ct.store(o_ne, index=(i,), tile=x != y)


@ct.kernel
def where_select(a, b, out, thresh, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    y = ct.load(b, index=(i,), shape=(TILE,))
    ct.store(out, index=(i,), tile=ct.where(x > thresh, x, y))


@ct.kernel
def where_scalar_branches(a, out, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    ct.store(out, index=(i,), tile=ct.where(x < 0, 0, x))


@ct.kernel
def isnan_relu(a, o_nan, o_relu, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    ct.store(o_nan, index=(i,), tile=ct.isnan(x))
    ct.store(o_relu, index=(i,), tile=ct.where(ct.isnan(x), 0.0, ct.maximum(x, 0.0)))


@ct.kernel
def clamp_tile(a, out, lo, hi, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    ct.store(out, index=(i,), tile=ct.minimum(ct.maximum(x, lo), hi))


def _cmp_case(name, dt, desc, init="randint:-5:5"):
    return case(name, compare_all, desc, grid=(N // 256,),
                a=A(dt, (N,), init=init), b=A(dt, (N,), init=init),
                **{k: A(ct.bool_, (N,), init="zeros") for k in ("o_lt", "o_le", "o_gt", "o_ge", "o_eq", "o_ne")},
                TILE=256)


_D = "o_lt=a<b; o_le=a<=b; o_gt=a>b; o_ge=a>=b; o_eq=a==b; o_ne=a!=b"
CASES = [
    _cmp_case("compare_f32", ct.float32, _D + " (float32; ordered, ne unordered)", init="random"),
    _cmp_case("compare_f16", ct.float16, _D + " (float16)", init="random"),
    _cmp_case("compare_i32", ct.int32, _D + " (int32, signed)"),
    _cmp_case("compare_u32", ct.uint32, _D + " (uint32, unsigned)", init="randint:0:10"),
    _cmp_case("compare_i64", ct.int64, _D + " (int64)"),
    _cmp_case("compare_u8", ct.uint8, _D + " (uint8)", init="randint:0:10"),
    case("where_select_f32", where_select, "out = np.where(a > thresh, a, b)", grid=(N // 256,),
         a=A(ct.float32, (N,)), b=A(ct.float32, (N,)), out=A(ct.float32, (N,), init="zeros"),
         thresh=S(ct.float32, 0.25), TILE=256),
    case("where_select_i64", where_select, "out = np.where(a > thresh, a, b) (int64)", grid=(N // 256,),
         a=A(ct.int64, (N,), init="randint:-9:9"), b=A(ct.int64, (N,), init="randint:-9:9"),
         out=A(ct.int64, (N,), init="zeros"), thresh=S(ct.int64, 2), TILE=256),
    case("where_scalar_branches_i32", where_scalar_branches, "out = np.where(a < 0, 0, a)", grid=(N // 256,),
         a=A(ct.int32, (N,), init="randint:-9:9"), out=A(ct.int32, (N,), init="zeros"), TILE=256),
    case("isnan_relu_f32", isnan_relu, "o_nan=np.isnan(a); o_relu=np.where(isnan(a), 0, np.maximum(a, 0))",
         grid=(N // 256,), a=A(ct.float32, (N,), init="random_with_nan"), o_nan=A(ct.bool_, (N,), init="zeros"),
         o_relu=A(ct.float32, (N,), init="zeros"), TILE=256),
    case("clamp_f64", clamp_tile, "out = np.clip(a, lo, hi) via maximum/minimum", grid=(N // 256,),
         a=A(ct.float64, (N,)), out=A(ct.float64, (N,), init="zeros"), lo=S(ct.float64, -0.5), hi=S(ct.float64, 0.5),
         TILE=256),
]
