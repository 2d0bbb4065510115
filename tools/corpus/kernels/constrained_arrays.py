"""Array constraints that enable wide accesses, combined with out-of-bounds tails: shapes and
strides divisible by the vector width, aligned base addresses, constant unit strides, int64
indexing, byte and half tiles whose rows end inside a vector, padded loads of aligned arrays."""
from corpus_lib import A, S, case, ct

f32, f16, bf16 = ct.float32, ct.float16, ct.bfloat16
i8, u8, i32, i64 = ct.int8, ct.uint8, ct.int32, ct.int64
PM = ct.PaddingMode


@ct.kernel
def aligned_tail_2d(a, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    x = ct.load(a, index=(bm, bn), shape=(TM, TN), padding_mode=PM.ZERO)
    ct.store(out, index=(bm, bn), tile=x * 2 + 1)


@ct.kernel
def aligned_tail_1d(a, b, out, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,), padding_mode=PM.ZERO)
    y = ct.load(b, index=(i,), shape=(T,), padding_mode=PM.ZERO)
    ct.store(out, index=(i,), tile=x + y)


@ct.kernel
def aligned_transpose(a, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    x = ct.load(a, index=(bm, bn), shape=(TM, TN), padding_mode=PM.ZERO)
    ct.store(out, index=(bn, bm), tile=ct.transpose(x))


@ct.kernel
def aligned_rowsum(a, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    bm = ct.bid(0)
    acc = ct.zeros((TM, 1), dtype=ct.float32)
    for j in range(ct.num_tiles(a, 1, shape=(TM, TN))):
        acc += ct.sum(ct.load(a, index=(bm, j), shape=(TM, TN), padding_mode=PM.ZERO).astype(ct.float32), axis=1,
                      keepdims=True)
    ct.store(out, index=(bm, 0), tile=acc)


CASES = [
    case("aligned_tail_2d_f16", aligned_tail_2d,
         "out = 2a+1 on a 100x72 float16 array (row stride divisible by 8, base 16-byte aligned) with 32x64 tiles: tails inside rows",
         grid=(4, 2), a=A(f16, (100, 72), stride_divisible_by=(8, 1), stride_constant=(None, 1), base_addr_divisible_by=16),
         out=A(f16, (100, 72), init="zeros", stride_divisible_by=(8, 1), stride_constant=(None, 1), base_addr_divisible_by=16),
         TM=32, TN=64),
    case("aligned_tail_2d_u8", aligned_tail_2d,
         "out = 2a+1 (wrapping) on a 40x48 uint8 array (row stride divisible by 16, base aligned) with 16x32 tiles",
         grid=(3, 2), a=A(u8, (40, 48), init="randint:0:256", stride_divisible_by=(16, 1), stride_constant=(None, 1),
                        base_addr_divisible_by=16),
         out=A(u8, (40, 48), init="zeros", stride_divisible_by=(16, 1), stride_constant=(None, 1), base_addr_divisible_by=16),
         TM=16, TN=32),
    case("aligned_tail_2d_i64idx", aligned_tail_2d,
         "out = 2a+1 on a 50x36 float32 array indexed with int64 (shape divisible by (2, 4), aligned) with 16x16 tiles",
         grid=(4, 3), a=A(f32, (50, 36), index_dtype=i64, shape_divisible_by=(2, 4), stride_divisible_by=(4, 1),
                        base_addr_divisible_by=16),
         out=A(f32, (50, 36), init="zeros", index_dtype=i64, shape_divisible_by=(2, 4), base_addr_divisible_by=16),
         TM=16, TN=16),
    case("aligned_tail_1d_f32", aligned_tail_1d,
         "out = a + b, 1000 elements (shape divisible by 8, 32-byte aligned) in 256-element tiles",
         grid=(4,), a=A(f32, (1000,), shape_divisible_by=8, base_addr_divisible_by=32, stride_constant=(1,)),
         b=A(f32, (1000,), shape_divisible_by=8, base_addr_divisible_by=32, stride_constant=(1,)),
         out=A(f32, (1000,), init="zeros", shape_divisible_by=8, base_addr_divisible_by=32, stride_constant=(1,)), T=256),
    case("aligned_tail_1d_bf16", aligned_tail_1d,
         "out = a + b, 200 bfloat16 elements (shape divisible by 8, 16-byte aligned) in 128-element tiles",
         grid=(2,), a=A(bf16, (200,), shape_divisible_by=8, base_addr_divisible_by=16),
         b=A(bf16, (200,), shape_divisible_by=8, base_addr_divisible_by=16),
         out=A(bf16, (200,), init="zeros", shape_divisible_by=8, base_addr_divisible_by=16), T=128),
    case("aligned_transpose_f16", aligned_transpose,
         "out = a.T for a 72x40 float16 array, both arrays with row strides divisible by 8, 32x32 tiles with tails",
         grid=(3, 2), a=A(f16, (72, 40), stride_divisible_by=(8, 1), stride_constant=(None, 1), base_addr_divisible_by=16),
         out=A(f16, (40, 72), init="zeros", stride_divisible_by=(8, 1), stride_constant=(None, 1), base_addr_divisible_by=16),
         TM=32, TN=32),
    case("aligned_rowsum_i8", aligned_rowsum,
         "out[:, 0] = a.sum(1) in float32 for a 20x200 int8 array (row stride divisible by 8), 8x64 tiles looping over columns",
         grid=(3,), a=A(i8, (20, 200), init="randint:-128:128", stride_divisible_by=(8, 1), stride_constant=(None, 1),
                        base_addr_divisible_by=8),
         out=A(f32, (24, 1), init="zeros"), TM=8, TN=64),
]
