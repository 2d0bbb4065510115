"""Control flow: for loops (constant/dynamic bounds, steps), while loops, if/else,
break/continue, early return, nested loops, tile functions, static_iter / static_eval."""
from corpus_lib import A, S, case, ct

f32, i32 = ct.float32, ct.int32


@ct.kernel
def for_accumulate(a, out, K: ct.Constant[int], T: ct.Constant[int]):
    acc = ct.zeros((T,), dtype=ct.float32)
    for k in range(K):
        acc += ct.load(a, index=(k,), shape=(T,))
    ct.store(out, index=(0,), tile=acc)


@ct.kernel
def for_dynamic_bounds(a, out, n, T: ct.Constant[int]):
    acc = ct.zeros((T,), dtype=ct.float32)
    for k in range(1, n, 2):
        acc = acc + ct.load(a, index=(k,), shape=(T,)) * k
    ct.store(out, index=(0,), tile=acc)


@ct.kernel
def for_num_tiles(a, out, T: ct.Constant[int]):
    acc = ct.zeros((T,), dtype=ct.float32)
    for k in range(ct.num_tiles(a, 0, shape=(T,))):
        acc = ct.maximum(acc, ct.load(a, index=(k,), shape=(T,), padding_mode=ct.PaddingMode.NEG_INF))
    ct.store(out, index=(0,), tile=acc)


@ct.kernel
def while_loop(a, out, limit, T: ct.Constant[int]):
    x = ct.load(a, index=(0,), shape=(T,))
    s = ct.sum(x)
    it = 0
    while s < limit:
        x = x * 2.0
        s = ct.sum(x)
        it += 1
    ct.store(out, index=(0,), tile=x + it)


@ct.kernel
def if_else(a, out, flag, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    if flag > 0:
        y = x + 1.0
    elif flag < 0:
        y = x - 1.0
    else:
        y = x * 0.0
    if i % 2 == 0:
        y = -y
    ct.store(out, index=(i,), tile=y)


@ct.kernel
def if_store_only(a, out, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    if ct.sum(x) > 0:
        ct.store(out, index=(i,), tile=x)


@ct.kernel
def break_continue(a, out, K: ct.Constant[int], T: ct.Constant[int]):
    acc = ct.zeros((T,), dtype=ct.float32)
    for k in range(K):
        x = ct.load(a, index=(k,), shape=(T,))
        if k % 3 == 1:
            continue
        if ct.max(x) > 100.0:
            break
        acc += x
    ct.store(out, index=(0,), tile=acc)


@ct.kernel
def while_break(a, out, T: ct.Constant[int]):
    k = 0
    acc = ct.zeros((T,), dtype=ct.float32)
    while True:
        x = ct.load(a, index=(k,), shape=(T,))
        acc += x
        k += 1
        if k >= 4:
            break
    ct.store(out, index=(0,), tile=acc)


@ct.kernel
def early_return(a, out, T: ct.Constant[int]):
    i = ct.bid(0)
    if i >= 2:
        return
    x = ct.load(a, index=(i,), shape=(T,))
    for k in range(4):
        if k == 3:
            return
        ct.store(out, index=(i,), tile=x + k)


@ct.kernel
def nested_loops(a, out, M: ct.Constant[int], N: ct.Constant[int], T: ct.Constant[int]):
    for i in range(M):
        acc = ct.zeros((T,), dtype=ct.int32)
        for j in range(N):
            acc += ct.load(a, index=(i * N + j,), shape=(T,))
        ct.store(out, index=(i,), tile=acc)


@ct.kernel
def loop_carried_tuple(a, o_sum, o_max, K: ct.Constant[int], T: ct.Constant[int]):
    s = ct.zeros((T,), dtype=ct.float32)
    m = ct.full((T,), float("-inf"), dtype=ct.float32)
    for k in range(K):
        x = ct.load(a, index=(k,), shape=(T,))
        s, m = s + x, ct.maximum(m, x)
    ct.store(o_sum, index=(0,), tile=s)
    ct.store(o_max, index=(0,), tile=m)


@ct.function
def _scale_add(x, y, alpha):
    return x * alpha + y


def _helper_relu(x):
    return ct.maximum(x, 0.0)


@ct.kernel
def tile_functions(a, b, out, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    y = ct.load(b, index=(i,), shape=(T,))
    ct.store(out, index=(i,), tile=_helper_relu(_scale_add(x, y, 2.0)))


@ct.kernel
def static_unroll(a, out, T: ct.Constant[int]):
    acc = ct.zeros((T,), dtype=ct.float32)
    for k in ct.static_iter(range(4)):
        acc += ct.load(a, index=(k,), shape=(T,)) * (k + 1)
    ct.store(out, index=(0,), tile=acc * ct.static_eval(T // 2))


@ct.kernel
def unsigned_loop(a, out, n, T: ct.Constant[int]):
    acc = ct.zeros((T,), dtype=ct.uint32)
    for k in range(n):
        acc += ct.load(a, index=(k,), shape=(T,))
    ct.store(out, index=(0,), tile=acc)


@ct.kernel
def i64_loop(a, out, n: ct.ScalarInt64, T: ct.Constant[int]):
    acc = ct.zeros((T,), dtype=ct.float32)
    for k in range(n):
        acc += ct.load(a, index=(k,), shape=(T,))
    ct.store(out, index=(0,), tile=acc)


T = 64
CASES = [
    case("for_accumulate_f32", for_accumulate, "out = a.reshape(K, T).sum(0)",
         a=A(f32, (8 * T,)), out=A(f32, (T,), init="zeros"), K=8, T=T),
    case("for_dynamic_bounds_f32", for_dynamic_bounds, "out = sum(a[k*T:(k+1)*T] * k for k in range(1, n, 2))",
         a=A(f32, (8 * T,)), out=A(f32, (T,), init="zeros"), n=S(i32, 7), T=T),
    case("for_num_tiles_f32", for_num_tiles, "out = elementwise max over the T-sized chunks of a (padded with -inf), floored at 0",
         a=A(f32, (300,)), out=A(f32, (T,), init="zeros"), T=T),
    case("while_loop_f32", while_loop, "x=a[:T]; it=0; while x.sum() < limit: x*=2; it+=1; out = x + it (a positive)",
         a=A(f32, (T,), init="random_pos"), out=A(f32, (T,), init="zeros"), limit=S(f32, 1000.0), T=T),
    case("if_else_f32", if_else, "y = a+1 if flag>0 else a-1 if flag<0 else 0*a; negated on even blocks", grid=(4,),
         a=A(f32, (4 * T,)), out=A(f32, (4 * T,), init="zeros"), flag=S(i32, 1), T=T),
    case("if_store_only_f32", if_store_only, "per block: out[blk] = a[blk] if a[blk].sum() > 0 (else unchanged)", grid=(4,),
         a=A(f32, (4 * T,)), out=A(f32, (4 * T,), init="zeros"), T=T),
    case("break_continue_f32", break_continue, "acc over chunks k of a, skipping k%3==1, stopping before a chunk with max>100",
         a=A(f32, (8 * T,)), out=A(f32, (T,), init="zeros"), K=8, T=T),
    case("while_break_f32", while_break, "out = a[:4T].reshape(4, T).sum(0) (while True ... break)",
         a=A(f32, (4 * T,)), out=A(f32, (T,), init="zeros"), T=T),
    case("early_return_f32", early_return, "blocks 0,1: out[blk] = a[blk] + 2; other blocks return immediately", grid=(4,),
         a=A(f32, (4 * T,)), out=A(f32, (4 * T,), init="zeros"), T=T),
    case("nested_loops_i32", nested_loops, "out[i] = sum_j a[(i*N+j)*T:(i*N+j+1)*T] for i<M",
         a=A(i32, (3 * 4 * T,), init="randint:-10:10"), out=A(i32, (3 * T,), init="zeros"), M=3, N=4, T=T),
    case("loop_carried_tuple_f32", loop_carried_tuple, "o_sum = a.reshape(K,T).sum(0); o_max = a.reshape(K,T).max(0)",
         a=A(f32, (6 * T,)), o_sum=A(f32, (T,), init="zeros"), o_max=A(f32, (T,), init="zeros"), K=6, T=T),
    case("tile_functions_f32", tile_functions, "out = np.maximum(a*2 + b, 0) (through two helper functions)", grid=(2,),
         a=A(f32, (2 * T,)), b=A(f32, (2 * T,)), out=A(f32, (2 * T,), init="zeros"), T=T),
    case("static_unroll_f32", static_unroll, "out = sum((k+1)*a[kT:(k+1)T] for k in range(4)) * (T//2), unrolled",
         a=A(f32, (4 * T,)), out=A(f32, (T,), init="zeros"), T=T),
    case("unsigned_loop_u32", unsigned_loop, "out = a.reshape(-1, T)[:n].sum(0) (uint32, wrapping)",
         a=A(ct.uint32, (4 * T,), init="randint:0:1000"), out=A(ct.uint32, (T,), init="zeros"), n=S(i32, 4), T=T),
    case("i64_loop_f32", i64_loop, "out = a.reshape(-1, T)[:n].sum(0) (int64 loop counter)",
         a=A(f32, (4 * T,)), out=A(f32, (T,), init="zeros"), n=S(ct.int64, 3), T=T),
]
