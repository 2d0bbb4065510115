"""Odds and ends users reach for: 2-D tiled views with tails (load, store, atomic
reduction), 2-D advanced indexing and array slicing on the second axis, cat/extract on 3-D
tiles, printf inside loops and branches, an assertion that fails in one block, NaN handling
in half precision, casts between unusual dtype pairs, integer abs/neg at the type limits."""
from corpus_lib import A, S, case, ct

f32, f16, bf16, f64 = ct.float32, ct.float16, ct.bfloat16, ct.float64
i8, u8, i16, u16, i32, u32, i64, u64 = (ct.int8, ct.uint8, ct.int16, ct.uint16, ct.int32, ct.uint32, ct.int64,
                                        ct.uint64)
PM = ct.PaddingMode


@ct.kernel
def tiled_view_2d_tails(a, out, acc, TM: ct.Constant[int], TN: ct.Constant[int]):
    tv = a.tiled_view((TM, TN), padding_mode=PM.ZERO)
    ov = out.tiled_view((TM, TN))
    av = acc.tiled_view((TM, TN))
    for i in range(tv.num_tiles(0)):
        for j in range(tv.num_tiles(1)):
            t = tv.load((i, j))
            ov.store((i, j), t * 3.0)
            av.atomic_store_add((0, 0), t)


@ct.kernel
def slice_axis1(a, out, c0, c1, TM: ct.Constant[int], TN: ct.Constant[int]):
    sub = a.slice(axis=1, start=c0, stop=c1)
    x = ct.load(sub, index=(ct.bid(0), 0), shape=(TM, TN), padding_mode=PM.NEG_ZERO)
    ct.store(out, index=(ct.bid(0), 0), tile=x + 0.0)


@ct.kernel
def adv_index_2d(a, cols, out, r0, R: ct.Constant[int], C: ct.Constant[int]):
    c = ct.load(cols, index=(0,), shape=(C,))
    x = ct.load_advanced_indexing(a, (ct.Slice(r0, R), c), padding_mode=PM.ZERO)
    ct.store_advanced_indexing(out, (ct.Slice(0, R), ct.arange(C, dtype=ct.int32)), x - 1.0)


@ct.kernel
def cat_extract_3d(a, b, o_cat, o_ext):
    x = ct.load(a, index=(0, 0, 0), shape=(2, 4, 8))
    y = ct.load(b, index=(0, 0, 0), shape=(2, 4, 8))
    c = ct.cat((x, y), 2)                       # (2, 4, 16)
    ct.store(o_cat, index=(0, 0, 0), tile=c)
    e = ct.extract(c, (1, 1, 1), shape=(1, 2, 8))  # c[1:2, 2:4, 8:16]
    ct.store(o_ext, index=(0, 0, 0), tile=e)


@ct.kernel
def printf_in_flow(a, T: ct.Constant[int]):
    x = ct.load(a, index=(ct.bid(0),), shape=(T,))
    for k in range(3):
        if k == 1:
            ct.printf("block %d k %d sum %.2f\n", ct.bid(0), k, ct.sum(x))
        else:
            ct.printf("k=%d first=%d\n", k, x.astype(ct.int32))
        x = x * 2.0


@ct.kernel
def printf_bool_2d(a, b):
    x = ct.load(a, index=(0, 0), shape=(2, 4))
    y = ct.load(b, index=(0,), shape=(4,))
    ct.printf("2d %.1f\n", x)
    ct.printf("bool %d u8 %u hex %llx\n", x > 0, y, y.astype(ct.int64) * 4096)
    ct.print("tile", x.astype(ct.bfloat16), x < 0, sep="|")


@ct.kernel
def assert_one_block(a, out, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    ct.assert_(ct.min(x) >= 0.0, "negative value in block")
    ct.store(out, index=(i,), tile=ct.sqrt(x))


@ct.kernel
def half_nan(a, b, o_isnan, o_max, o_maxnan, o_min, o_lt, o_ne, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    y = ct.load(b, index=(i,), shape=(T,))
    ct.store(o_isnan, index=(i,), tile=ct.isnan(x))
    ct.store(o_max, index=(i,), tile=ct.maximum(x, y))
    ct.store(o_maxnan, index=(i,), tile=ct.maximum(x, y, propagate_nan=True))
    ct.store(o_min, index=(i,), tile=ct.minimum(x, y))
    ct.store(o_lt, index=(i,), tile=x < y)
    ct.store(o_ne, index=(i,), tile=x != y)


@ct.kernel
def cast_pairs(a, o_f16, o_bf16, o_i8, o_u16, o_i64, o_u64, o_f64, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    ct.store(o_f16, index=(i,), tile=x.astype(ct.float16))
    ct.store(o_bf16, index=(i,), tile=x.astype(ct.bfloat16))
    ct.store(o_i8, index=(i,), tile=x.astype(ct.int8))
    ct.store(o_u16, index=(i,), tile=ct.abs(x).astype(ct.uint16))
    ct.store(o_i64, index=(i,), tile=x.astype(ct.int64))
    ct.store(o_u64, index=(i,), tile=ct.abs(x).astype(ct.uint64))
    ct.store(o_f64, index=(i,), tile=x.astype(ct.float64))


@ct.kernel
def int_cast_chain(a, o_bf16, o_f16, o_u8, o_i16, o_bool, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    ct.store(o_bf16, index=(i,), tile=x.astype(ct.bfloat16))
    ct.store(o_f16, index=(i,), tile=x.astype(ct.float16))
    ct.store(o_u8, index=(i,), tile=x.astype(ct.uint8))
    ct.store(o_i16, index=(i,), tile=x.astype(ct.int16))
    ct.store(o_bool, index=(i,), tile=x.astype(ct.bool_))


@ct.kernel
def int_limits(a, o_abs, o_neg, o_sub, o_mulwrap, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    ct.store(o_abs, index=(i,), tile=ct.abs(x))
    ct.store(o_neg, index=(i,), tile=-x)
    ct.store(o_sub, index=(i,), tile=x - 1)
    ct.store(o_mulwrap, index=(i,), tile=x * x)


@ct.kernel
def pow_variants(a, e, o_powf, o_powi, o_sq, o_inv, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    k = ct.load(e, index=(i,), shape=(T,))
    ct.store(o_powf, index=(i,), tile=ct.pow(ct.abs(x) + 0.5, x))
    ct.store(o_powi, index=(i,), tile=x ** k)
    ct.store(o_sq, index=(i,), tile=x ** 2)
    ct.store(o_inv, index=(i,), tile=(ct.abs(x) + 1.0) ** -1.5)


def _o(dt, n, *names):
    return {k: A(dt, (n,), init="zeros") for k in names}


T = 64
CASES = [
    case("tiled_view_2d_tails_f32", tiled_view_2d_tails,
         "out = 3a over a 50x40 array in 16x16 tiled-view tiles (zero padded); acc[:16,:16] += every tile (atomic, 13.3+)",
         a=A(f32, (50, 40)), out=A(f32, (50, 40), init="zeros"), acc=A(f32, (16, 16), init="zeros"), TM=16, TN=16),
    case("slice_axis1_f32", slice_axis1, "out[:, :TN] = a[:, c0:c1] padded with -0.0 (then +0.0), rows in TM blocks",
         grid=(2,), a=A(f32, (32, 64)), out=A(f32, (32, 32), init="zeros"), c0=S(i32, 7), c1=S(i32, 30), TM=16, TN=32),
    case("adv_index_2d_f32", adv_index_2d, "out[:R, :C] = a[r0:r0+R, cols[:C]] - 1 (zero padded; 13.3+)",
         a=A(f32, (12, 40)), cols=A(i32, (16,), init="randint:0:40"), out=A(f32, (8, 16), init="zeros"),
         r0=S(i32, 6), R=8, C=16),
    case("cat_extract_3d_i32", cat_extract_3d, "o_cat = concatenate([a, b], 2); o_ext = o_cat[1:2, 2:4, 8:16]",
         a=A(i32, (2, 4, 8), init="arange"), b=A(i32, (2, 4, 8), init="randint:-50:0"),
         o_cat=A(i32, (2, 4, 16), init="zeros"), o_ext=A(i32, (1, 2, 8), init="zeros")),
    case("printf_in_flow_f32", printf_in_flow, "prints per block for k<3 (a branch on k) tiles and sums of a chunk doubling",
         grid=(2,), a=A(f32, (8,)), T=4),
    case("printf_bool_2d", printf_bool_2d,
         "prints a 2x4 float tile, a bool tile (as 1/0), uint8 with %u, int64 with %llx, bfloat16 and bool tiles with print",
         a=A(f32, (2, 4)), b=A(u8, (4,), init="randint:0:256")),
    case("assert_one_block_f32", assert_one_block, "out = sqrt(a) per block; block 1 holds a negative value and its assertion fails",
         grid=(3,), a=A(f32, (3 * 16,), init="uniform:-0.1:5"), out=A(f32, (3 * 16,), init="zeros"), T=16),
    case("half_nan_f16", half_nan,
         "with NaNs in a: isnan; maximum (NaN-ignoring); maximum propagate_nan; minimum; a<b; a!=b (float16)", grid=(4,),
         a=A(f16, (256,), init="random_with_nan"), b=A(f16, (256,), init="random_with_nan"),
         o_isnan=A(ct.bool_, (256,), init="zeros"), **_o(f16, 256, "o_max", "o_maxnan", "o_min"),
         o_lt=A(ct.bool_, (256,), init="zeros"), o_ne=A(ct.bool_, (256,), init="zeros"), T=T),
    case("half_nan_bf16", half_nan, "as half_nan_f16 in bfloat16", grid=(4,),
         a=A(bf16, (256,), init="random_with_nan"), b=A(bf16, (256,), init="random_with_nan"),
         o_isnan=A(ct.bool_, (256,), init="zeros"), **_o(bf16, 256, "o_max", "o_maxnan", "o_min"),
         o_lt=A(ct.bool_, (256,), init="zeros"), o_ne=A(ct.bool_, (256,), init="zeros"), T=T),
    case("cast_pairs_f64", cast_pairs,
         "float64 to f16, bf16, i8 (values in (-100,100)), u16(|x|), i64, u64(|x|), f64", grid=(4,),
         a=A(f64, (256,), init="uniform:-100:100"), o_f16=A(f16, (256,), init="zeros"), o_bf16=A(bf16, (256,), init="zeros"),
         o_i8=A(i8, (256,), init="zeros"), o_u16=A(u16, (256,), init="zeros"), o_i64=A(i64, (256,), init="zeros"),
         o_u64=A(u64, (256,), init="zeros"), o_f64=A(f64, (256,), init="zeros"), T=T),
    case("cast_pairs_bf16", cast_pairs, "as cast_pairs_f64 from bfloat16", grid=(4,),
         a=A(bf16, (256,), init="uniform:-100:100"), o_f16=A(f16, (256,), init="zeros"), o_bf16=A(bf16, (256,), init="zeros"),
         o_i8=A(i8, (256,), init="zeros"), o_u16=A(u16, (256,), init="zeros"), o_i64=A(i64, (256,), init="zeros"),
         o_u64=A(u64, (256,), init="zeros"), o_f64=A(f64, (256,), init="zeros"), T=T),
    case("int_cast_chain_i64", int_cast_chain, "int64 to bf16, f16, u8 (wrap), i16 (wrap), bool", grid=(4,),
         a=A(i64, (256,), init="randint:-70000:70000"), o_bf16=A(bf16, (256,), init="zeros"), o_f16=A(f16, (256,), init="zeros"),
         o_u8=A(u8, (256,), init="zeros"), o_i16=A(i16, (256,), init="zeros"), o_bool=A(ct.bool_, (256,), init="zeros"), T=T),
    case("int_cast_chain_u32", int_cast_chain, "uint32 to bf16, f16 (values < 60000), u8, i16, bool", grid=(4,),
         a=A(u32, (256,), init="randint:0:60000"), o_bf16=A(bf16, (256,), init="zeros"), o_f16=A(f16, (256,), init="zeros"),
         o_u8=A(u8, (256,), init="zeros"), o_i16=A(i16, (256,), init="zeros"), o_bool=A(ct.bool_, (256,), init="zeros"), T=T),
    case("int_limits_i8", int_limits, "abs, neg, x-1, x*x wrapping at the int8 limits (-128..127)", grid=(4,),
         a=A(i8, (256,), init="arange"), **_o(i8, 256, "o_abs", "o_neg", "o_sub", "o_mulwrap"), T=T),
    case("int_limits_i16", int_limits, "abs, neg, x-1, x*x wrapping for int16 values around the limits", grid=(4,),
         a=A(i16, (256,), init="randint:-32768:32768"), **_o(i16, 256, "o_abs", "o_neg", "o_sub", "o_mulwrap"), T=T),
    case("pow_variants_f32", pow_variants,
         "o_powf = (|x|+0.5)**x; o_powi = x**e (int32 e in [-3,4)); o_sq = x**2; o_inv = (|x|+1)**-1.5", grid=(4,),
         a=A(f32, (256,)), e=A(i32, (256,), init="randint:-3:4"), **_o(f32, 256, "o_powf", "o_powi", "o_sq", "o_inv"), T=T),
]
