"""Grid queries (bid / num_blocks on x, y, z), 3-D grids, index dtypes int32/int64, array
constraints (divisibility, constant strides/shapes, alias groups, stride bounds), scalar
parameters, list and tuple parameters, kernel hints (num_ctas, occupancy, opt_level,
num_worker_warps, per-target values), several signatures in one module, targets."""
from corpus_lib import A, L, S, case, ct

f32, f16, i32, i64 = ct.float32, ct.float16, ct.int32, ct.int64


@ct.kernel
def grid_ids(out):
    bx, by, bz = ct.bid(0), ct.bid(1), ct.bid(2)
    nx, ny, nz = ct.num_blocks(0), ct.num_blocks(1), ct.num_blocks(2)
    lin = (bz * ny + by) * nx + bx
    ct.store(out, index=(lin,), tile=bx * 10000 + by * 100 + bz)


@ct.kernel
def grid_2d_copy(a, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    ct.store(out, index=(ct.bid(0), ct.bid(1)), tile=ct.load(a, index=(ct.bid(0), ct.bid(1)), shape=(TM, TN)))


@ct.kernel
def grid_stride_loop(a, out, T: ct.Constant[int]):
    for t in range(ct.bid(0), ct.num_tiles(a, 0, shape=(T,)), ct.num_blocks(0)):
        ct.store(out, index=(t,), tile=ct.load(a, index=(t,), shape=(T,)) * 3.0)


@ct.kernel
def scale_copy(a, out, T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(out, index=(i,), tile=ct.load(a, index=(i,), shape=(T,)) * 2.0)


@ct.kernel
def scale_copy_2d(a, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    i, j = ct.bid(0), ct.bid(1)
    ct.store(out, index=(i, j), tile=ct.load(a, index=(i, j), shape=(TM, TN)) + 1.0)


@ct.kernel
def indexed_int64(big: ct.IndexedWithInt64, small, out, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(big, index=(i,), shape=(T,)) + ct.load(small, index=(i,), shape=(T,))
    ct.store(out, index=(i,), tile=x)


@ct.kernel
def scalar_params(a, out, s_i32, s_i64: ct.ScalarInt64, s_f32, s_f64, s_bool, T: ct.Constant[int]):
    x = ct.load(a, index=(0,), shape=(T,))
    y = (x * s_f32 + s_f64 + s_i32 + s_i64).astype(ct.float32)
    y = ct.where(s_bool, y, -y)
    ct.store(out, index=(0,), tile=y)


@ct.kernel
def constant_params(a, out, T: ct.Constant[int], ALPHA: ct.Constant[float], NEG: ct.Constant[bool]):
    x = ct.load(a, index=(0,), shape=(T,)) * ALPHA
    if NEG:
        x = -x
    ct.store(out, index=(0,), tile=x)


@ct.kernel
def assume_div(a, out, n, T: ct.Constant[int]):
    m = ct.assume_divisible_by(n, 16)
    ct.store(out, index=(0,), tile=ct.load(a, index=(m // T,), shape=(T,)))


@ct.kernel
def list_of_arrays(arrs, out, T: ct.Constant[int]):
    acc = ct.zeros((T,), dtype=ct.float32)
    for k in range(len(arrs)):
        acc += ct.load(arrs[k], index=(0,), shape=(T,))
    ct.store(out, index=(0,), tile=acc)


@ct.kernel
def tuple_param(pair, out, T: ct.Constant[int]):
    a, b = pair
    ct.store(out, index=(0,), tile=ct.load(a, index=(0,), shape=(T,)) - ct.load(b, index=(0,), shape=(T,)))


@ct.kernel(num_ctas=2, occupancy=4, opt_level=2, num_worker_warps=8)
def hinted(a, out, T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(out, index=(i,), tile=ct.load(a, index=(i,), shape=(T,)) + 1.0)


@ct.kernel(num_ctas=ct.ByTarget(sm_100=4, sm_90=2, default=1),
           occupancy=ct.ByTarget(sm_100=2), opt_level=ct.ByTarget(sm_100=1, default=3))
def hinted_by_target(a, out, T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(out, index=(i,), tile=ct.load(a, index=(i,), shape=(T,)) + 1.0)


@ct.kernel(opt_level=0)
def opt_level_zero(a, out, T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(out, index=(i,), tile=ct.load(a, index=(i,), shape=(T,)) + 1.0)


T = 64
N1 = 4 * T
_copy = dict(a=A(f32, (N1,)), out=A(f32, (N1,), init="zeros"), T=T)
CASES = [
    case("grid_ids_3d", grid_ids, "out[(bz*ny+by)*nx+bx] = bx*10000 + by*100 + bz over a (2,3,4) grid", grid=(2, 3, 4),
         out=A(i32, (24,), init="zeros")),
    case("grid_2d_copy_f16", grid_2d_copy, "out = a (2-D grid of 16x32 tiles)", grid=(4, 2),
         a=A(f16, (64, 64)), out=A(f16, (64, 64), init="zeros"), TM=16, TN=32),
    case("grid_stride_loop_f32", grid_stride_loop, "out = 3*a (grid-stride loop over tiles)", grid=(2,),
         a=A(f32, (10 * T,)), out=A(f32, (10 * T,), init="zeros"), T=T),
    case("scale_copy_i64index", scale_copy, "out = 2*a (int64 shapes/strides)", grid=(4,),
         a=A(f32, (N1,), index_dtype=i64), out=A(f32, (N1,), init="zeros", index_dtype=i64), T=T),
    case("scale_copy_divisible", scale_copy,
         "out = 2*a (stride_divisible_by=1 const stride, shape_divisible_by=64, base_addr_divisible_by=16)", grid=(4,),
         a=A(f32, (N1,), stride_constant=(1,), shape_divisible_by=T, base_addr_divisible_by=16),
         out=A(f32, (N1,), init="zeros", stride_constant=(1,), shape_divisible_by=T, base_addr_divisible_by=16), T=T),
    case("scale_copy_2d_strides", scale_copy_2d,
         "out = a + 1 (2-D, row stride divisible by 8, unit inner stride, shape divisible by tile)", grid=(2, 2),
         a=A(f32, (64, 64), stride_divisible_by=(8, 1), stride_constant=(None, 1), shape_divisible_by=(32, 32)),
         out=A(f32, (64, 64), init="zeros", stride_divisible_by=(16, 1), shape_divisible_by=(32, 32)), TM=32, TN=32),
    case("scale_copy_2d_alias_internal", scale_copy_2d,
         "out = a + 1 (2-D; out may alias internally, a has per-dim stride lower bounds)", grid=(2, 2),
         a=A(f32, (64, 64), stride_lower_bound_incl=(1, 0)), out=A(f32, (64, 64), init="zeros", may_alias_internally=True),
         TM=32, TN=32),
    case("scale_copy_aliasing", scale_copy, "out = 2*a where a and out may alias (alias group 'g')", grid=(4,),
         a=A(f32, (N1,), alias_groups=("g",)), out=A(f32, (N1,), init="zeros", alias_groups=("g",)), T=T),
    case("scale_copy_shape_constant", scale_copy, "out = 2*a with static shape 256 and stride 1 (calling convention v2)",
         grid=(4,), cconv="v2",
         a=A(f32, (N1,), shape_constant=(N1,), stride_constant=(1,)),
         out=A(f32, (N1,), init="zeros", shape_constant=(N1,), stride_constant=(1,)), T=T),
    case("scale_copy_v2", scale_copy, "out = 2*a (calling convention cutile_python_v2)", grid=(4,), cconv="v2", **_copy),
    case("indexed_int64_f32", indexed_int64, "out = big + small (big indexed with int64)", grid=(4,),
         big=A(f32, (N1,), index_dtype=i64), small=A(f32, (N1,)), out=A(f32, (N1,), init="zeros"), T=T),
    case("scalar_params", scalar_params, "y = a*s_f32 + s_f64 + s_i32 + s_i64; out = y if s_bool else -y",
         a=A(f32, (T,)), out=A(f32, (T,), init="zeros"), s_i32=S(i32, 3), s_i64=S(i64, 1 << 40), s_f32=S(f32, 0.5),
         s_f64=S(ct.float64, 0.25), s_bool=S(ct.bool_, True), T=T),
    case("constant_params", constant_params, "out = -(a * 1.5) (T, ALPHA=1.5, NEG=True are compile-time constants)",
         a=A(f32, (T,)), out=A(f32, (T,), init="zeros"), T=T, ALPHA=1.5, NEG=True),
    case("assume_div_f32", assume_div, "out = a[(n//T)*T : (n//T+1)*T] (n assumed divisible by 16)",
         a=A(f32, (N1,)), out=A(f32, (T,), init="zeros"), n=S(i32, 128), T=T),
    case("list_of_arrays_f32", list_of_arrays, "out = sum of arrs[k][:T] over a list of 3 arrays",
         arrs=L(A(f32, (T,)), count=3), out=A(f32, (T,), init="zeros"), T=T),
    case("tuple_param_f32", tuple_param, "out = pair[0] - pair[1] (tuple parameter, calling convention v2)", cconv="v2",
         pair=(A(f32, (T,)), A(f32, (T,))), out=A(f32, (T,), init="zeros"), T=T),
    case("hinted_f32", hinted, "out = a + 1 (num_ctas=2, occupancy=4, opt_level=2, num_worker_warps=8 hints)", grid=(4,), **_copy),
    case("hinted_by_target_sm100", hinted_by_target, "out = a + 1 (per-target hints, exported for sm_100)", grid=(4,), **_copy),
    case("hinted_by_target_sm90", hinted_by_target, "out = a + 1 (per-target hints, exported for sm_90)", grid=(4,),
         gpu_code="sm_90", **_copy),
    case("opt_level_zero", opt_level_zero, "out = a + 1 (opt_level=0)", grid=(4,), **_copy),
    case("scale_copy_sm80", scale_copy, "out = 2*a (gpu_code sm_80)", grid=(4,), gpu_code="sm_80", **_copy),
    case("scale_copy_sm120", scale_copy, "out = 2*a (gpu_code sm_120)", grid=(4,), gpu_code="sm_120", **_copy),
    case("scale_copy_anyarch", scale_copy, "out = 2*a (gpu_code None: architecture-independent bytecode, 13.3+)",
         grid=(4,), gpu_code=None, **_copy),
    case("scale_copy_two_sigs", scale_copy, "out = 2*a; the module holds two entries: float32 and float16 signatures",
         grid=(4,), extra=[dict(a=A(f16, (N1,)), out=A(f16, (N1,), init="zeros"), T=T)], **_copy),
    case("scale_copy_three_sigs", scale_copy, "out = 2*a; three entries: f32/T=64, f64/T=32 and int64-indexed f32/T=128",
         grid=(4,), extra=[dict(a=A(ct.float64, (N1,)), out=A(ct.float64, (N1,), init="zeros"), T=32),
                          dict(a=A(f32, (N1,), index_dtype=i64), out=A(f32, (N1,), init="zeros", index_dtype=i64), T=128)],
         **_copy),
]
