"""Matrix multiply: ct.mma / ct.matmul / @ for every supported input type (f16, bf16,
f32, f64, tf32, fp8 e4m3/e5m2, int8/uint8), batched 3-D, fast accumulation, block-scaled
mma (mma_scaled: fp8 and fp4 inputs with e8m0/e4m3 scales)."""
from corpus_lib import A, S, case, ct

f32, f16, bf16, f64 = ct.float32, ct.float16, ct.bfloat16, ct.float64
e4m3, e5m2 = ct.float8_e4m3fn, ct.float8_e5m2


@ct.kernel
def mma_tile(a, b, c, out, M: ct.Constant[int], N: ct.Constant[int], K: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(M, K))
    y = ct.load(b, index=(0, 0), shape=(K, N))
    acc = ct.load(c, index=(0, 0), shape=(M, N))
    ct.store(out, index=(0, 0), tile=ct.mma(x, y, acc))


@ct.kernel
def matmul_op(a, b, out, M: ct.Constant[int], N: ct.Constant[int], K: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(M, K))
    y = ct.load(b, index=(0, 0), shape=(K, N))
    ct.store(out, index=(0, 0), tile=x @ y)


@ct.kernel
def matmul_fn_vec(a, b, out, K: ct.Constant[int]):
    x = ct.load(a, index=(0,), shape=(K,))
    y = ct.load(b, index=(0,), shape=(K,))
    ct.store(out, index=(0,), tile=ct.matmul(x, y))


@ct.kernel
def mma_tf32(a, b, out, M: ct.Constant[int], N: ct.Constant[int], K: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(M, K)).astype(ct.tfloat32)
    y = ct.load(b, index=(0, 0), shape=(K, N)).astype(ct.tfloat32)
    acc = ct.zeros((M, N), dtype=ct.float32)
    ct.store(out, index=(0, 0), tile=ct.mma(x, y, acc))


@ct.kernel
def mma_fp8_fast(a, b, out, M: ct.Constant[int], N: ct.Constant[int], K: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(M, K))
    y = ct.load(b, index=(0, 0), shape=(K, N))
    acc = ct.zeros((M, N), dtype=ct.float32)
    ct.store(out, index=(0, 0), tile=ct.mma(x, y, acc, use_fast_acc=True))


@ct.kernel
def mma_int8(a, b, out, M: ct.Constant[int], N: ct.Constant[int], K: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(M, K))
    y = ct.load(b, index=(0, 0), shape=(K, N))
    acc = ct.zeros((M, N), dtype=ct.int32)
    ct.store(out, index=(0, 0), tile=ct.mma(x, y, acc))


@ct.kernel
def mma_batched(a, b, out, B: ct.Constant[int], M: ct.Constant[int], N: ct.Constant[int], K: ct.Constant[int]):
    x = ct.load(a, index=(0, 0, 0), shape=(B, M, K))
    y = ct.load(b, index=(0, 0), shape=(K, N))
    acc = ct.zeros((B, M, N), dtype=ct.float32)
    ct.store(out, index=(0, 0, 0), tile=ct.mma(x, y, acc))


@ct.kernel
def mma_scaled_fp8(a, sa, b, sb, out, M: ct.Constant[int], N: ct.Constant[int], K: ct.Constant[int],
                   KS: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(M, K))
    xs = ct.load(sa, index=(0, 0), shape=(M, KS))
    y = ct.load(b, index=(0, 0), shape=(K, N))
    ys = ct.load(sb, index=(0, 0), shape=(KS, N))
    acc = ct.zeros((M, N), dtype=ct.float32)
    ct.store(out, index=(0, 0), tile=ct.mma_scaled(x, xs, y, ys, acc))


@ct.kernel
def mma_scaled_fp4(a, sa, b, sb, out, M: ct.Constant[int], N: ct.Constant[int], K: ct.Constant[int],
                   KS: ct.Constant[int]):
    x = ct.load(a, index=(0, 0), shape=(M, K)).astype(ct.float4_e2m1fn)
    xs = ct.load(sa, index=(0, 0), shape=(M, KS))
    y = ct.load(b, index=(0, 0), shape=(K, N)).astype(ct.float4_e2m1fn)
    ys = ct.load(sb, index=(0, 0), shape=(KS, N))
    acc = ct.zeros((M, N), dtype=ct.float32)
    ct.store(out, index=(0, 0), tile=ct.mma_scaled(x, xs, y, ys, acc))


M, N, K = 32, 32, 32


def _mma(name, dt, acc_dt, desc, init="random"):
    return case(name, mma_tile, desc, a=A(dt, (M, K), init=init), b=A(dt, (K, N), init=init),
                c=A(acc_dt, (M, N)), out=A(acc_dt, (M, N), init="zeros"), M=M, N=N, K=K)


CASES = [
    _mma("mma_f16_f32", f16, f32, "out = a @ b + c (f16 inputs, f32 accumulate)"),
    _mma("mma_f16_f16", f16, f16, "out = a @ b + c (f16 accumulate)"),
    _mma("mma_bf16_f32", bf16, f32, "out = a @ b + c (bf16 inputs)"),
    _mma("mma_f32_f32", f32, f32, "out = a @ b + c (f32)"),
    _mma("mma_f64_f64", f64, f64, "out = a @ b + c (f64)"),
    _mma("mma_e4m3_f32", e4m3, f32, "out = a @ b + c (float8_e4m3fn inputs)"),
    _mma("mma_e5m2_f16", e5m2, f16, "out = a @ b + c (float8_e5m2 inputs, f16 accumulate)"),
    case("matmul_op_f16", matmul_op, "out = a @ b (result f16)",
         a=A(f16, (M, K)), b=A(f16, (K, N)), out=A(f16, (M, N), init="zeros"), M=M, N=N, K=K),
    case("matmul_op_mixed", matmul_op, "out = a.astype(f32) @ b (f16 promoted to f32)",
         a=A(f16, (M, K)), b=A(f32, (K, N)), out=A(f32, (M, N), init="zeros"), M=M, N=N, K=K),
    case("matmul_op_i8", matmul_op, "out = a @ b (int8 inputs; integer mma)",
         a=A(ct.int8, (M, K), init="randint:-8:8"), b=A(ct.int8, (K, N), init="randint:-8:8"),
         out=A(ct.int8, (M, N), init="zeros"), M=M, N=N, K=K),
    case("matmul_fn_vec_f32", matmul_fn_vec, "out[0] = np.dot(a[:K], b[:K]) (1-D x 1-D matmul)",
         a=A(f32, (K,)), b=A(f32, (K,)), out=A(f32, (1,), init="zeros"), K=K),
    case("mma_tf32", mma_tf32, "out = tf32(a) @ tf32(b) (f32 accumulate)",
         a=A(f32, (M, K)), b=A(f32, (K, N)), out=A(f32, (M, N), init="zeros"), M=M, N=N, K=K),
    case("mma_fp8_fast_acc", mma_fp8_fast, "out = a @ b (float8_e4m3fn, fast accumulation, 13.3+)",
         a=A(e4m3, (M, K)), b=A(e4m3, (K, N)), out=A(f32, (M, N), init="zeros"), M=M, N=N, K=K),
    case("mma_int8_i32", mma_int8, "out = a.astype(int32) @ b (signed int8 -> int32)",
         a=A(ct.int8, (M, K), init="randint:-128:128"), b=A(ct.int8, (K, N), init="randint:-128:128"),
         out=A(ct.int32, (M, N), init="zeros"), M=M, N=N, K=K),
    case("mma_uint8_i32", mma_int8, "out = a.astype(int32) @ b (unsigned uint8 x int8 -> int32)",
         a=A(ct.uint8, (M, K), init="randint:0:256"), b=A(ct.int8, (K, N), init="randint:-128:128"),
         out=A(ct.int32, (M, N), init="zeros"), M=M, N=N, K=K),
    case("mma_batched_f16", mma_batched, "out = a @ b with a (B,M,K) and b (K,N) broadcast",
         a=A(f16, (2, M, K)), b=A(f16, (K, N)), out=A(f32, (2, M, N), init="zeros"), B=2, M=M, N=N, K=K),
    case("mma_scaled_e4m3", mma_scaled_fp8,
         "out = sum_k a[i,k]*sa[i,k//32]*b[k,j]*sb[k//32,j] (e4m3 inputs, e8m0 scales, 13.3+)",
         a=A(e4m3, (M, 64)), sa=A(ct.float8_e8m0fnu, (M, 2), init="pow2"), b=A(e4m3, (64, N)),
         sb=A(ct.float8_e8m0fnu, (2, N), init="pow2"), out=A(f32, (M, N), init="zeros"), M=M, N=N, K=64, KS=2),
    case("mma_scaled_fp4_e4m3", mma_scaled_fp4,
         "out = sum_k fp4(a)[i,k]*sa[i,k//16]*fp4(b)[k,j]*sb[k//16,j] (f4e2m1 inputs, e4m3 scales, 13.3+)",
         a=A(f16, (M, 64)), sa=A(e4m3, (M, 4)), b=A(f16, (64, N)), sb=A(e4m3, (4, N)),
         out=A(f32, (M, N), init="zeros"), M=M, N=N, K=64, KS=4),
]
