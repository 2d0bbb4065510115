"""Verifier cases: constant, reshape, broadcast, cat, extract, insert, permute, iota, offset."""

from __future__ import annotations

from casekit import *  # noqa: F403

R = Registry()
F = lambda *shape: tile(list(shape), f32)  # noqa: E731


def un(name, m, t_in, t_out, **props):
    @R.add(name)
    def _(b):
        x = const(b, t_in)
        b.op(m, [t_out], (x,), **props)


# constant
@R.add("constant_ok")
def _(b):
    const(b, F(4, 4))


@R.add("constant_i1_ok")
def _(b):
    const(b, tile([8], i1))


# reshape
un("reshape_ok", "reshape", F(4, 4), F(16))
un("reshape_count", "reshape", F(4, 4), F(8))
un("reshape_elem", "reshape", F(4, 4), tile([16], i32))
un("reshape_scalar", "reshape", s(f32), F(1, 1))
un("reshape_ptr_ok", "reshape", s(i64), s(i64))

# broadcast
un("broadcast_ok", "broadcast", F(4, 1), F(4, 8))
un("broadcast_incompatible", "broadcast", F(4, 2), F(4, 8))
un("broadcast_rank", "broadcast", F(4), F(4, 8))
un("broadcast_elem", "broadcast", F(4, 1), tile([4, 8], f16))
un("broadcast_shrink", "broadcast", F(4, 8), F(4, 1))


# cat
def cat(name, l, r, out, dim):
    @R.add(name)
    def _(b):
        x = const(b, l)
        y = const(b, r)
        b.op("cat", [out], (x, y), dim=i64a(dim))


cat("cat_ok", F(2, 4), F(2, 4), F(2, 8), 1)
cat("cat_dim_out_of_range", F(2, 4), F(2, 4), F(2, 8), 2)
cat("cat_dim_negative", F(2, 4), F(2, 4), F(2, 8), -1)
cat("cat_bad_sum", F(2, 4), F(2, 4), F(2, 16), 1)
cat("cat_lhs_rhs_mismatch", F(2, 4), F(4, 4), F(2, 8), 1)
cat("cat_result_mismatch", F(2, 4), F(2, 4), F(4, 8), 1)
cat("cat_rank", F(2, 4), F(8), F(2, 8), 1)
cat("cat_elem", F(2, 4), tile([2, 4], f16), F(2, 8), 1)
cat("cat_unequal_ok", F(2, 4), F(2, 8), tile([2, 12], f32), 1)
cat("cat_scalar", s(f32), s(f32), s(f32), 0)


# extract / insert
def extract(name, src, out, idx_types, idx_values=None):
    @R.add(name)
    def _(b):
        x = const(b, src)
        idx = []
        for k, t in enumerate(idx_types):
            v = None if idx_values is None else idx_values[k]
            idx.append(const(b, t, dense_i32(t, [v]) if v is not None else None))
        b.op("extract", [out], (x, idx))


extract("extract_ok", F(32, 8), F(4, 2), [s(i32), s(i32)])
extract("extract_not_divisible", F(32, 8), F(4, 3 + 1 if False else 16), [s(i32), s(i32)])
extract("extract_index_count", F(32, 8), F(4, 2), [s(i32)])
extract("extract_index_i64", F(32, 8), F(4, 2), [s(i32), s(i64)])
extract("extract_index_rank1", F(32, 8), F(4, 2), [s(i32), tile([1], i32)])
extract("extract_elem", F(32, 8), tile([4, 2], f16), [s(i32), s(i32)])
extract("extract_rank", F(32, 8), F(4), [s(i32), s(i32)])
extract("extract_const_index_oob", F(32, 8), F(4, 2), [s(i32), s(i32)], [8, 0])
extract("extract_const_index_negative", F(32, 8), F(4, 2), [s(i32), s(i32)], [-1, 0])
extract("extract_const_index_last", F(32, 8), F(4, 2), [s(i32), s(i32)], [7, 3])


def insert(name, src, dst, out, idx_types, idx_values=None):
    @R.add(name)
    def _(b):
        x = const(b, src)
        y = const(b, dst)
        idx = []
        for k, t in enumerate(idx_types):
            v = None if idx_values is None else idx_values[k]
            idx.append(const(b, t, dense_i32(t, [v]) if v is not None else None))
        b.op("insert", [out], (x, y, idx))


insert("insert_ok", F(4, 2), F(32, 8), F(32, 8), [s(i32), s(i32)])
insert("insert_not_divisible", F(4, 16), F(32, 8), F(32, 8), [s(i32), s(i32)])
insert("insert_index_count", F(4, 2), F(32, 8), F(32, 8), [s(i32)])
insert("insert_result_type", F(4, 2), F(32, 8), F(32, 16), [s(i32), s(i32)])
insert("insert_elem", tile([4, 2], f16), F(32, 8), F(32, 8), [s(i32), s(i32)])
insert("insert_rank", F(4), F(32, 8), F(32, 8), [s(i32), s(i32)])
insert("insert_const_index_oob", F(4, 2), F(32, 8), F(32, 8), [s(i32), s(i32)], [0, 4])
insert("insert_const_index_negative", F(4, 2), F(32, 8), F(32, 8), [s(i32), s(i32)], [0, -2])
insert("insert_index_i16", F(4, 2), F(32, 8), F(32, 8), [s(i16), s(i32)])


# permute
def permute(name, src, out, perm):
    @R.add(name)
    def _(b):
        x = const(b, src)
        b.op("permute", [out], (x,), permutation=i32s(perm))


permute("permute_ok", F(2, 4, 8), F(8, 2, 4), [2, 0, 1])
permute("permute_rank1", F(8), F(8), [0])
permute("permute_size", F(2, 4), F(4, 2), [1, 0, 2])
permute("permute_duplicate", F(2, 4), F(4, 2), [1, 1])
permute("permute_out_of_range", F(2, 4), F(4, 2), [1, 2])
permute("permute_negative", F(2, 4), F(4, 2), [-1, 0])
permute("permute_result_shape", F(2, 4), F(2, 4), [1, 0])
permute("permute_rank_mismatch", F(2, 4), F(8), [1, 0])
permute("permute_elem", F(2, 4), tile([4, 2], f16), [1, 0])


# iota
def iota(name, t):
    @R.add(name)
    def _(b):
        b.op("iota", [t], ())


iota("iota_ok", tile([8], i32))
iota("iota_rank2", tile([2, 4], i32))
iota("iota_rank0", s(i32))
iota("iota_float", tile([8], f32))
iota("iota_i8_256", tile([256], i8))
iota("iota_i8_512", tile([512], i8))
iota("iota_i1_2", tile([2], i1))
iota("iota_i1_4", tile([4], i1))
iota("iota_i64", tile([1024], i64))


# offset
@R.add("offset_ok", params=(s(ptr(f32)),))
def _(b, p):
    pp = b.op("reshape", [tile([1], ptr(f32))], (p,))
    pp = b.op("broadcast", [tile([8], ptr(f32))], (pp,))
    o = b.op("iota", [tile([8], i32)], ())
    b.op("offset", [tile([8], ptr(f32))], (pp, o))


@R.add("offset_scalar_ok", params=(s(ptr(f32)), s(i64)))
def _(b, p, o):
    b.op("offset", [s(ptr(f32))], (p, o))


@R.add("offset_result_type", params=(s(ptr(f32)), s(i64)))
def _(b, p, o):
    b.op("offset", [s(ptr(f16))], (p, o))


@R.add("offset_shape", params=(s(ptr(f32)),))
def _(b, p):
    o = b.op("iota", [tile([8], i32)], ())
    b.op("offset", [s(ptr(f32))], (p, o))


@R.add("offset_float", params=(s(ptr(f32)), s(f32)))
def _(b, p, o):
    b.op("offset", [s(ptr(f32))], (p, o))


@R.add("offset_not_ptr", params=(s(i64), s(i64)))
def _(b, p, o):
    b.op("offset", [s(i64)], (p, o))

# check order probes
extract("extract_count_and_divisible", F(32, 8), F(4, 16), [s(i32)])
extract("extract_elem_and_divisible", F(32, 8), tile([4, 16], f16), [s(i32), s(i32)])
insert("insert_rank_and_elem", tile([4], f16), F(32, 8), F(32, 8), [s(i32), s(i32)])
insert("insert_count_and_divisible", F(4, 16), F(32, 8), F(32, 8), [s(i32)])
insert("insert_elem_and_divisible", tile([4, 16], f16), F(32, 8), F(32, 8), [s(i32), s(i32)])
cat("cat_sum_and_nonconcat", F(2, 4), F(4, 4), F(2, 16), 1)
cat("cat_rhs_and_result", F(2, 4), F(4, 4), F(8, 8), 1)
