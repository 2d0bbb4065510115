"""Memory access: tensor/partition views with every padding mode, load orders, hints
(latency, allow_tma), check_bounds, memory order/scope on load/store, gather/scatter
through pointer tiles with masks, tiled views (strided views with traversal steps),
advanced indexing (gather-scatter views), array slicing, raw memory offsets."""
from corpus_lib import A, S, case, ct

f32, f16, i32 = ct.float32, ct.float16, ct.int32
PM = ct.PaddingMode
MO = ct.MemoryOrder
MS = ct.MemoryScope


@ct.kernel
def padding_modes(a, o_zero, o_negzero, o_nan, o_posinf, o_neginf, o_undet, T: ct.Constant[int]):
    i = ct.bid(0)
    ct.store(o_zero, index=(i,), tile=ct.load(a, index=(i,), shape=(T,), padding_mode=PM.ZERO))
    ct.store(o_negzero, index=(i,), tile=ct.load(a, index=(i,), shape=(T,), padding_mode=PM.NEG_ZERO))
    ct.store(o_nan, index=(i,), tile=ct.load(a, index=(i,), shape=(T,), padding_mode=PM.NAN))
    ct.store(o_posinf, index=(i,), tile=ct.load(a, index=(i,), shape=(T,), padding_mode=PM.POS_INF))
    ct.store(o_neginf, index=(i,), tile=ct.load(a, index=(i,), shape=(T,), padding_mode=PM.NEG_INF))
    ct.store(o_undet, index=(i,), tile=ct.load(a, index=(i,), shape=(T,), padding_mode=PM.UNDETERMINED))


@ct.kernel
def load_orders(a, o_c, o_f, o_perm):
    ct.store(o_c, index=(0, 0), tile=ct.load(a, index=(0, 0), shape=(8, 16), order="C"))
    ct.store(o_f, index=(0, 0), tile=ct.load(a, index=(0, 0), shape=(16, 8), order="F"))
    ct.store(o_perm, index=(0, 0), tile=ct.load(a, index=(0, 0), shape=(16, 8), order=(1, 0)))


@ct.kernel
def load_store_hints(a, out, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,), latency=3, allow_tma=False)
    ct.store(out, index=(i,), tile=x, latency=8, allow_tma=True)


@ct.kernel
def unchecked_bounds(a, out, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,), check_bounds=False)
    ct.store(out, index=(i,), tile=x * 2.0, check_bounds=False)


@ct.kernel
def load_store_memory_order(a, out, flag, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,), memory_order=MO.ACQUIRE, memory_scope=MS.DEVICE)
    y = ct.load(a, index=(i,), shape=(T,), memory_order=MO.RELAXED, memory_scope=MS.BLOCK)
    ct.store(out, index=(i,), tile=x + y, memory_order=MO.RELEASE, memory_scope=MS.SYS)
    ct.store(flag, index=(i,), tile=1, memory_order=MO.RELAXED, memory_scope=MS.DEVICE)


@ct.kernel
def gather_scatter_1d(a, idx, out, T: ct.Constant[int]):
    i = ct.bid(0)
    ind = ct.load(idx, index=(i,), shape=(T,))
    x = ct.gather(a, ind)
    ct.scatter(out, ind, x * 2.0)


@ct.kernel
def gather_masked(a, out, n, T: ct.Constant[int]):
    i = ct.bid(0)
    offs = i * T + ct.arange(T, dtype=ct.int32)
    mask = (offs % 3) != 0
    x = ct.gather(a, offs, mask=mask, padding_value=-1.0)
    ct.scatter(out, offs, x, mask=offs < n)


@ct.kernel
def gather_2d_unchecked(a, rows, out, R: ct.Constant[int], C: ct.Constant[int]):
    r = ct.load(rows, index=(0,), shape=(R,))
    cols = ct.arange(C, dtype=ct.int32)
    x = ct.gather(a, (r[:, None], cols[None, :]), check_bounds=False, latency=2)
    ct.scatter(out, (ct.arange(R, dtype=ct.int32)[:, None], cols[None, :]), x, check_bounds=False, latency=5)


@ct.kernel
def tiled_view_basic(a, out, T: ct.Constant[int]):
    tv = a.tiled_view((T,), padding_mode=PM.ZERO)
    ov = out.tiled_view(T)
    for k in range(tv.num_tiles(0)):
        ov.store(k, tv.load(k) + 1.0)


@ct.kernel
def tiled_view_steps(a, out):
    tv = a.tiled_view((2, 4), traversal_steps=(1, 4))
    ov = out.tiled_view((2, 4))
    ov.store((0, 0), tv.load((1, 0)))
    ov.store((1, 0), tv.load((2, 0), latency=4, allow_tma=False))


@ct.kernel
def advanced_indexing(a, rows, out, col0, R: ct.Constant[int], C: ct.Constant[int]):
    r = ct.load(rows, index=(0,), shape=(R,))
    x = ct.load_advanced_indexing(a, (r, ct.Slice(col0, C)), padding_mode=PM.ZERO)
    ct.store_advanced_indexing(out, (ct.arange(R, dtype=ct.int32), ct.Slice(0, C)), x * 2.0)


@ct.kernel
def array_slice(a, out, start, stop, T: ct.Constant[int]):
    sub = a.slice(axis=0, start=start, stop=stop)
    ct.store(out, index=(0,), tile=ct.load(sub, index=(0,), shape=(T,), padding_mode=PM.ZERO))


@ct.kernel
def array_shape_strides(a, out):
    ct.store(out, index=(0,), tile=a.shape[0] * 1000 + a.shape[1])
    ct.store(out, index=(1,), tile=a.strides[0] * 1000 + a.strides[1])


@ct.kernel
def raw_memory(a, out, T: ct.Constant[int]):
    src = a.get_raw_memory()
    dst = out.get_raw_memory()
    offs = ct.arange(T, dtype=ct.int32) * 2
    x = src.load_offset(offs, mask=offs < 100, padding_value=0.0, latency=2)
    dst.store_offset(offs + 1, x, mask=offs < 100)


@ct.kernel
def foreign_pointer_view(a, out, T: ct.Constant[int]):
    p = a.foreign_pointer
    view = ct.Array.from_foreign(p, a.shape, a.strides)
    ct.store(out, index=(0,), tile=ct.load(view, index=(0,), shape=(T,)))


@ct.kernel
def copy_3d(a, out, TX: ct.Constant[int], TY: ct.Constant[int], TZ: ct.Constant[int]):
    i, j, k = ct.bid(0), ct.bid(1), ct.bid(2)
    ct.store(out, index=(i, j, k), tile=ct.load(a, index=(i, j, k), shape=(TX, TY, TZ)))


T = 64
CASES = [
    case("padding_modes_f32", padding_modes,
         "o_X[i] = a[i] for i < 100, padding (0, -0, nan, +inf, -inf, undetermined) beyond; blocks of T", grid=(2,),
         a=A(f32, (100,)), **{k: A(f32, (128,), init="zeros") for k in
                              ("o_zero", "o_negzero", "o_nan", "o_posinf", "o_neginf", "o_undet")}, T=T),
    case("load_orders_f32", load_orders, "o_c = a[:8,:16]; o_f = a[:8,:16].T; o_perm = a[:8,:16].T",
         a=A(f32, (8, 16)), o_c=A(f32, (8, 16), init="zeros"), o_f=A(f32, (16, 8), init="zeros"),
         o_perm=A(f32, (16, 8), init="zeros")),
    case("load_store_hints_f32", load_store_hints, "out = a (latency/allow_tma hints on load and store)", grid=(4,),
         a=A(f32, (4 * T,)), out=A(f32, (4 * T,), init="zeros"), T=T),
    case("unchecked_bounds_f32", unchecked_bounds, "out = 2*a (no bounds checks; load inbounds needs 13.4)", grid=(4,),
         a=A(f32, (4 * T,), shape_divisible_by=T), out=A(f32, (4 * T,), init="zeros", shape_divisible_by=T), T=T),
    case("load_store_memory_order_f32", load_store_memory_order,
         "out = 2*a (acquire/relaxed loads, release store); flag[...] = 1 (relaxed store)", grid=(2,),
         a=A(f32, (2 * T,)), out=A(f32, (2 * T,), init="zeros"), flag=A(i32, (2 * T,), init="zeros"), T=T),
    case("gather_scatter_1d_f32", gather_scatter_1d, "out[idx] = 2*a[idx] (idx a permutation; bounds-checked)", grid=(2,),
         a=A(f32, (2 * T,)), idx=A(i32, (2 * T,), init="perm"), out=A(f32, (2 * T,), init="zeros"), T=T),
    case("gather_masked_f32", gather_masked,
         "offs=bid*T+arange(T); x = a[offs] if offs%3 and offs<len(a) else -1; out[offs]=x where offs<n", grid=(2,),
         a=A(f32, (100,)), out=A(f32, (128,), init="zeros"), n=S(i32, 90), T=T),
    case("gather_2d_unchecked_f16", gather_2d_unchecked, "out[:R,:C] = a[rows[:R], :C] (no bounds checks)",
         a=A(f16, (32, 16)), rows=A(i32, (8,), init="randint:0:32"), out=A(f16, (8, 16), init="zeros"), R=8, C=16),
    case("gather_scatter_1d_i64idx", gather_scatter_1d, "out[idx] = 2*a[idx] with int64 indices and int64 index_dtype", grid=(2,),
         a=A(f32, (2 * T,), index_dtype=ct.int64), idx=A(ct.int64, (2 * T,), init="perm"),
         out=A(f32, (2 * T,), init="zeros", index_dtype=ct.int64), T=T),
    case("tiled_view_basic_f32", tiled_view_basic, "out = a + 1 over all T-tiles of a (zero padded)",
         a=A(f32, (200,)), out=A(f32, (200,), init="zeros"), T=T),
    case("tiled_view_steps_i32", tiled_view_steps,
         "strided tiled view: out[0:2,0:4] = a[1:3,0:4]; out[2:4,0:4] = a[2:4,0:4] (traversal_steps needs 13.3)",
         a=A(i32, (4, 4), init="arange"), out=A(i32, (4, 4), init="zeros")),
    case("advanced_indexing_f32", advanced_indexing,
         "out[:R, :C] = 2*a[rows[:R], col0:col0+C] (zero padded; gather-scatter view, 13.3+)",
         a=A(f32, (16, 32)), rows=A(i32, (8,), init="randint:0:16"), out=A(f32, (8, 16), init="zeros"),
         col0=S(i32, 4), R=8, C=16),
    case("array_slice_f32", array_slice, "out[:T] = a[start:stop] zero padded to T",
         a=A(f32, (256,)), out=A(f32, (T,), init="zeros"), start=S(i32, 10), stop=S(i32, 50), T=T),
    case("array_shape_strides_i32", array_shape_strides,
         "out[0] = a.shape[0]*1000 + a.shape[1]; out[1] = a.strides[0]*1000 + a.strides[1] (element strides)",
         a=A(f32, (12, 34)), out=A(i32, (2,), init="zeros")),
    case("raw_memory_f32", raw_memory, "offs=2*arange(T); out.flat[offs+1] = a.flat[offs] where offs<100 (else 0)",
         a=A(f32, (128,)), out=A(f32, (128,), init="zeros"), T=T),
    case("foreign_pointer_view_f32", foreign_pointer_view, "out[:T] = a[:T] through a foreign pointer array view",
         a=A(f32, (T,)), out=A(f32, (T,), init="zeros"), T=T),
    case("copy_3d_f32", copy_3d, "out = a (3-D tiles on a 3-D grid)", grid=(2, 2, 2),
         a=A(f32, (8, 16, 32)), out=A(f32, (8, 16, 32), init="zeros"), TX=4, TY=8, TZ=16),
]
