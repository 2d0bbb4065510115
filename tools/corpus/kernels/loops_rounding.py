"""Loop shapes and rounding as users write them: reverse and strided ranges (negative
steps, empty ranges), while loops nested in for loops, break from nested ifs, scans along
the middle axis of 3-D tiles, F-order loads with tails, conversions with explicit rounding
modes, float floor-division and modulo on negative values."""
from corpus_lib import A, S, case, ct

f32, f16, bf16, f64 = ct.float32, ct.float16, ct.bfloat16, ct.float64
i8, i16, i32, i64 = ct.int8, ct.int16, ct.int32, ct.int64
PM = ct.PaddingMode
RM = ct.RoundingMode


@ct.kernel
def reverse_loop(a, out, T: ct.Constant[int]):
    # reverse order: out chunk k = a chunk k + 0.5 * out chunk k+1 (a backward recurrence)
    n = ct.num_tiles(a, 0, shape=(T,))
    carry = ct.zeros((T,), dtype=ct.float32)
    for j in range(n):   # cuTile's range needs a positive step: walk k = n-1 .. 0
        k = n - 1 - j
        carry = ct.load(a, index=(k,), shape=(T,), padding_mode=PM.ZERO) + 0.5 * carry
        ct.store(out, index=(k,), tile=carry)


@ct.kernel
def strided_ranges(a, out, start, stop, step, T: ct.Constant[int]):
    acc = ct.zeros((T,), dtype=ct.float32)
    cnt = 0
    for k in range(start, stop, step):
        acc += ct.load(a, index=(k,), shape=(T,))
        cnt += 1
    for k in range(stop, start, 1):   # empty when start <= stop
        acc = acc * 0.0
    ct.store(out, index=(0,), tile=acc + cnt)


@ct.kernel
def while_in_for(a, out, T: ct.Constant[int]):
    # per chunk: halve until the chunk max is below 1 (counting halvings)
    for k in range(4):
        x = ct.load(a, index=(k,), shape=(T,))
        h = 0
        while ct.max(ct.abs(x)) >= 1.0:
            x = x * 0.5
            h += 1
        ct.store(out, index=(k,), tile=x + h)


@ct.kernel
def break_nested_if(a, out, thresh, T: ct.Constant[int]):
    acc = ct.zeros((T,), dtype=ct.float32)
    k = 0
    while k < 16:
        x = ct.load(a, index=(k,), shape=(T,))
        if ct.sum(x) > 0.0:
            if ct.max(x) > thresh:
                break
            acc += x
        else:
            acc -= x
        k += 1
    ct.store(out, index=(0,), tile=acc * (k + 1))


@ct.kernel
def scan_middle_axis(a, o_cum, o_rev, o_max):
    x = ct.load(a, index=(0, 0, 0), shape=(4, 16, 8))
    ct.store(o_cum, index=(0, 0, 0), tile=ct.cumsum(x, axis=1))
    ct.store(o_rev, index=(0, 0, 0), tile=ct.cumsum(x, axis=2, reverse=True))
    ct.store(o_max, index=(0, 0, 0), tile=ct.max(x, axis=1, keepdims=True))


@ct.kernel
def f_order_tails(a, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    # out = a.T computed block-wise with F-order loads of a (50 x 30) padded at both edges
    bm, bn = ct.bid(0), ct.bid(1)
    t = ct.load(a, index=(bm, bn), shape=(TM, TN), order="F", padding_mode=PM.ZERO)   # a[bn*TN.., bm*TM..].T
    ct.store(out, index=(bm, bn), tile=t * 2.0)


@ct.kernel
def cvt_rounding(a, o_rn, o_rz, o_rm, o_rp, o_i_rn, o_i_rm, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    ct.store(o_rn, index=(i,), tile=ct.astype(x, ct.float16, rounding_mode=RM.RN))
    ct.store(o_rz, index=(i,), tile=ct.astype(x, ct.float16, rounding_mode=RM.RZ))
    ct.store(o_rm, index=(i,), tile=ct.astype(x, ct.bfloat16, rounding_mode=RM.RZ))
    ct.store(o_rp, index=(i,), tile=ct.astype(x.astype(ct.float64), ct.float32, rounding_mode=RM.RZ))
    ct.store(o_i_rn, index=(i,), tile=(ct.floor(x * 1000.0) + 0.5).astype(ct.int32))
    ct.store(o_i_rm, index=(i,), tile=(x * 1000.0).astype(ct.int16).astype(ct.int32))


@ct.kernel
def float_floordiv_mod(a, b, o_fd, o_mod, o_divmod_q, o_divmod_r, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    y = ct.load(b, index=(i,), shape=(T,))
    ct.store(o_fd, index=(i,), tile=x // y)
    ct.store(o_mod, index=(i,), tile=x % y)
    q, r = ct.floordiv(x, 2.5), ct.mod(x, -2.5)
    ct.store(o_divmod_q, index=(i,), tile=q)
    ct.store(o_divmod_r, index=(i,), tile=r)


def _o(dt, n, *names):
    return {k: A(dt, (n,), init="zeros") for k in names}


T = 32
CASES = [
    case("reverse_loop_f32", reverse_loop, "backward recurrence over 32-chunks of 300 elements: out_k = a_k + out_{k+1}/2",
         a=A(f32, (300,)), out=A(f32, (320,), init="zeros"), T=T),
    case("strided_ranges_f32", strided_ranges,
         "acc = sum of chunks k in range(start, stop, step) (1, 10, 3) + the count; range(stop, start) is empty",
         a=A(f32, (12 * T,)), out=A(f32, (T,), init="zeros"), start=S(i32, 1), stop=S(i32, 10), step=S(i32, 3), T=T),
    case("while_in_for_f32", while_in_for, "per chunk k<4: halve until max|x| < 1; out_k = x + number of halvings",
         a=A(f32, (4 * T,), init="uniform:-40:40"), out=A(f32, (4 * T,), init="zeros"), T=T),
    case("break_nested_if_f32", break_nested_if,
         "while k<16: chunk x; if sum(x)>0: (break if max(x)>thresh) acc+=x else acc-=x; out = acc*(k+1)",
         a=A(f32, (16 * T,)), out=A(f32, (T,), init="zeros"), thresh=S(f32, 2.5), T=T),
    case("scan_middle_axis_f32", scan_middle_axis,
         "o_cum = cumsum(a, 1); o_rev = reverse cumsum along 2; o_max = a.max(1, keepdims) on a 4x16x8 tile",
         a=A(f32, (4, 16, 8)), o_cum=A(f32, (4, 16, 8), init="zeros"), o_rev=A(f32, (4, 16, 8), init="zeros"),
         o_max=A(f32, (4, 1, 8), init="zeros")),
    case("f_order_tails_f32", f_order_tails, "out = 2 * a.T for a 50x30 array through F-order 16x32 loads, padded at both edges",
         grid=(2, 4), a=A(f32, (100, 30)), out=A(f32, (30, 100), init="zeros"), TM=16, TN=32),
    case("cvt_rounding_f32", cvt_rounding,
         "f32->f16 to nearest and toward zero; f32->bf16 toward zero; f64->f32 toward zero; int32(floor(1000x)+0.5) (truncating); "
         "int32(int16(1000x)) (13.4+)",
         grid=(4,), a=A(f32, (256,)), **_o(f16, 256, "o_rn", "o_rz"), o_rm=A(bf16, (256,), init="zeros"),
         o_rp=A(f32, (256,), init="zeros"), **_o(i32, 256, "o_i_rn", "o_i_rm"),
         T=64),
    case("float_floordiv_mod_f32", float_floordiv_mod,
         "o_fd = a // b; o_mod = a % b (sign of b); a // 2.5; a % -2.5 on values of both signs", grid=(4,),
         a=A(f32, (256,), init="uniform:-20:20"), b=A(f32, (256,), init="uniform:-3:3"),
         **_o(f32, 256, "o_fd", "o_mod", "o_divmod_q", "o_divmod_r"), T=64),
    case("float_floordiv_mod_f64", float_floordiv_mod, "as float_floordiv_mod_f32 in float64", grid=(4,),
         a=A(f64, (256,), init="uniform:-20:20"), b=A(f64, (256,), init="uniform:-3:3"),
         **_o(f64, 256, "o_fd", "o_mod", "o_divmod_q", "o_divmod_r"), T=64),
]
