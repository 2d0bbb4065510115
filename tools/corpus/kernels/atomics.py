"""Atomics: atomic_add/xchg/cas/max/min/and/or/xor on arrays (int, unsigned, float),
every memory order and scope, tiled-view atomic reductions (atomic_red_view, 13.3+),
raw-memory atomics."""
from corpus_lib import A, S, case, ct

f32, f16, i32, u32, i64 = ct.float32, ct.float16, ct.int32, ct.uint32, ct.int64
MO = ct.MemoryOrder
MS = ct.MemoryScope


@ct.kernel
def atomic_rmw_all(x, o_add, o_xchg, o_max, o_min, o_and, o_or, o_xor, T: ct.Constant[int]):
    idx = ct.arange(T, dtype=ct.int32)
    v = ct.full((T,), 3, dtype=x.dtype)
    ct.store(o_add, index=(0,), tile=ct.atomic_add(x, idx, v))
    ct.store(o_xchg, index=(0,), tile=ct.atomic_xchg(x, idx, v))
    ct.store(o_max, index=(0,), tile=ct.atomic_max(x, idx, v))
    ct.store(o_min, index=(0,), tile=ct.atomic_min(x, idx, v))
    ct.store(o_and, index=(0,), tile=ct.atomic_and(x, idx, v))
    ct.store(o_or, index=(0,), tile=ct.atomic_or(x, idx, v))
    ct.store(o_xor, index=(0,), tile=ct.atomic_xor(x, idx, v))


@ct.kernel
def atomic_float(x, o_add, o_xchg, T: ct.Constant[int]):
    idx = ct.arange(T, dtype=ct.int32)
    v = ct.full((T,), 1.5, dtype=x.dtype)
    ct.store(o_add, index=(0,), tile=ct.atomic_add(x, idx, v))
    ct.store(o_xchg, index=(0,), tile=ct.atomic_xchg(x, idx, v))


@ct.kernel
def atomic_float_add_only(x, o_add, T: ct.Constant[int]):
    idx = ct.arange(T, dtype=ct.int32)
    ct.store(o_add, index=(0,), tile=ct.atomic_add(x, idx, ct.ones((T,), dtype=x.dtype)))


@ct.kernel
def atomic_orders_scopes(x, out):
    i = ct.arange(4, dtype=ct.int32)
    a = ct.atomic_add(x, i, 1, memory_order=MO.RELAXED, memory_scope=MS.BLOCK)
    b = ct.atomic_add(x, i + 4, 1, memory_order=MO.ACQUIRE, memory_scope=MS.DEVICE)
    c = ct.atomic_add(x, i + 8, 1, memory_order=MO.RELEASE, memory_scope=MS.SYS)
    d = ct.atomic_add(x, i + 12, 1, memory_order=MO.ACQ_REL, memory_scope=MS.DEVICE)
    ct.store(out, index=(0,), tile=a + b + c + d)


@ct.kernel
def atomic_cas_lock(lock, data, out):
    # spin until the lock (lock[0]) is taken, bump data[0], release
    while ct.atomic_cas(lock, 0, 0, 1, memory_order=MO.ACQUIRE) != 0:
        pass
    v = ct.load(data, index=(0,), shape=())
    ct.store(data, index=(0,), tile=v + 1)
    ct.atomic_xchg(lock, 0, 0, memory_order=MO.RELEASE)
    ct.store(out, index=(ct.bid(0),), tile=v)


@ct.kernel
def atomic_cas_tile(x, o_old, T: ct.Constant[int]):
    idx = ct.arange(T, dtype=ct.int32)
    old = ct.atomic_cas(x, idx, ct.zeros((T,), dtype=x.dtype), ct.full((T,), 42, dtype=x.dtype),
                        check_bounds=False, memory_order=MO.RELAXED, memory_scope=MS.BLOCK)
    ct.store(o_old, index=(0,), tile=old)


@ct.kernel
def atomic_2d_histogram(vals, hist, T: ct.Constant[int], B: ct.Constant[int]):
    v = ct.load(vals, index=(ct.bid(0),), shape=(T,))
    bins = ct.minimum(ct.maximum(v, 0), B - 1)
    ct.atomic_add(hist, (bins // 4, bins % 4), 1)


@ct.kernel
def atomic_red_view_add(x, upd, T: ct.Constant[int]):
    tv = x.tiled_view((T,))
    u = ct.load(upd, index=(0,), shape=(T,))
    tv.atomic_store_add(0, u)
    tv.atomic_store_add(1, u * 2.0)


@ct.kernel
def atomic_red_view_int(x, upd, T: ct.Constant[int]):
    tv = x.tiled_view((T,))
    u = ct.load(upd, index=(0,), shape=(T,))
    tv.atomic_store_add(0, u)
    tv.atomic_store_max(1, u)
    tv.atomic_store_min(2, u)
    tv.atomic_store_and(3, u)
    tv.atomic_store_or(4, u)
    tv.atomic_store_xor(5, u)


@ct.kernel
def raw_memory_atomics(x, out, T: ct.Constant[int]):
    mem = x.get_raw_memory()
    offs = ct.arange(T, dtype=ct.int32)
    a = mem.atomic_add_offset(offs, 1, mask=offs < 10)
    b = mem.atomic_max_offset(offs, 5, memory_order=MO.RELAXED, memory_scope=MS.BLOCK)
    c = mem.atomic_cas_offset(offs, 6, 7)
    d = mem.atomic_xchg_offset(offs, 0, memory_order=MO.ACQ_REL, memory_scope=MS.SYS)
    e = mem.atomic_or_offset(offs, 8)
    ct.store(out, index=(0,), tile=a + b + c + d + e)


T = 32
_RMW = ("o_add", "o_xchg", "o_max", "o_min", "o_and", "o_or", "o_xor")
_RMW_DESC = ("sequentially on x[:T] with v=3: o_add=old then x+=v; o_xchg; o_max; o_min; o_and; o_or; o_xor "
             "(each output gets the value before that op)")
CASES = [
    case("atomic_rmw_i32", atomic_rmw_all, _RMW_DESC, x=A(i32, (T,), init="randint:-8:8"),
         **{k: A(i32, (T,), init="zeros") for k in _RMW}, T=T),
    case("atomic_rmw_u32", atomic_rmw_all, _RMW_DESC + " (uint32: umax/umin)", x=A(u32, (T,), init="randint:0:16"),
         **{k: A(u32, (T,), init="zeros") for k in _RMW}, T=T),
    case("atomic_rmw_i64", atomic_rmw_all, _RMW_DESC + " (int64)", x=A(i64, (T,), init="randint:-8:8"),
         **{k: A(i64, (T,), init="zeros") for k in _RMW}, T=T),
    case("atomic_float_f32", atomic_float, "float atomics with v=1.5: o_add=x (old), x+=v (addf); o_xchg=x (old), x=v",
         x=A(f32, (T,)), **{k: A(f32, (T,), init="zeros") for k in ("o_add", "o_xchg")}, T=T),
    case("atomic_add_f16", atomic_float_add_only, "o_add = x (old); x += 1 (float16 atomic addf)",
         x=A(f16, (T,)), o_add=A(f16, (T,), init="zeros"), T=T),
    case("atomic_add_bf16", atomic_float_add_only, "o_add = x (old); x += 1 (bfloat16 atomic addf, 13.3+)",
         x=A(ct.bfloat16, (T,)), o_add=A(ct.bfloat16, (T,), init="zeros"), T=T),
    case("atomic_add_f64", atomic_float_add_only, "o_add = x (old); x += 1 (float64)",
         x=A(ct.float64, (T,)), o_add=A(ct.float64, (T,), init="zeros"), T=T),
    case("atomic_orders_scopes_i32", atomic_orders_scopes,
         "x[0:16] += 1 in four groups (relaxed/block, acquire/device, release/sys, acq_rel/device); out = sum of the olds",
         x=A(i32, (16,), init="zeros"), out=A(i32, (4,), init="zeros")),
    case("atomic_cas_lock", atomic_cas_lock,
         "spin lock on lock[0] (cas 0->1 acquire), data[0] += 1, unlock (xchg release); out[bid] = data before", grid=(4,),
         lock=A(i32, (1,), init="zeros"), data=A(i32, (1,), init="zeros"), out=A(i32, (4,), init="zeros")),
    case("atomic_cas_tile_i32", atomic_cas_tile, "o_old = x[:T]; x[:T] = where(x == 0, 42, x) (relaxed, block scope, unchecked)",
         x=A(i32, (T,), init="randint:0:2"), o_old=A(i32, (T,), init="zeros"), T=T),
    case("atomic_cas_tile_f32", atomic_cas_tile, "o_old = x[:T]; x[:T] = where(x == 0, 42, x) (float32 cas)",
         x=A(f32, (T,), init="randint:0:2"), o_old=A(f32, (T,), init="zeros"), T=T),
    case("atomic_2d_histogram", atomic_2d_histogram, "b = clip(vals, 0, B-1); np.add.at(hist, (b//4, b%4), 1)", grid=(2,),
         vals=A(i32, (2 * T,), init="randint:-2:20"), hist=A(i32, (4, 4), init="zeros"), T=T, B=16),
    case("atomic_red_view_f32", atomic_red_view_add,
         "x[0:T] += upd; x[T:2T] += 2*upd (tiled-view atomic reduction, 13.3+)",
         x=A(f32, (2 * T,)), upd=A(f32, (T,)), T=T),
    case("atomic_red_view_i32", atomic_red_view_int,
         "chunks of x: += upd; max; min; &=; |=; ^= upd (13.3+)",
         x=A(i32, (6 * T,), init="randint:0:1000"), upd=A(i32, (T,), init="randint:0:1000"), T=T),
    case("atomic_red_view_u32", atomic_red_view_int, "as atomic_red_view_i32 for uint32 (unsigned max/min)",
         x=A(u32, (6 * T,), init="randint:0:1000"), upd=A(u32, (T,), init="randint:0:1000"), T=T),
    case("raw_memory_atomics_i32", raw_memory_atomics,
         "on x[:T]: add 1 where offs<10, max 5, cas 6->7, xchg 0, or 8; out = sum of the returned olds",
         x=A(i32, (T,), init="randint:0:10"), out=A(i32, (T,), init="zeros"), T=T),
]
