"""Verifier cases: type invariants (tile shapes, pointers, tensor views, tile views)."""

from __future__ import annotations

from casekit import *  # noqa: F403

R = Registry()


def bad_const(name, t):
    @R.add(name)
    def _(b):
        b.op("constant", [t], (), value=zeros_like(t))


def zeros_like(t):
    from tileiras.dialects.cuda_tile.attributes import DenseConstAttr
    return DenseConstAttr(t, bytes(4))


bad_const("tile_dim_zero", tile([0], f32))
bad_const("tile_dim_three", tile([3], f32))
bad_const("tile_dims_4x3", tile([4, 3], f32))
bad_const("tile_dim_negative", tile([-4], f32))
bad_const("tile_too_many_elements", tile([4096, 8192], f32))
bad_const("tile_max_elements", tile([4096, 4096], f32))
bad_const("tile_zero_after_bad", tile([3, 0], f32))
bad_const("tile_f4_odd", tile([1], f4e2m1))


def view_case(name, view_t, ptr_elem=f32):
    """make_tensor_view of a static view type from a pointer parameter."""
    @R.add(name, params=(s(ptr(ptr_elem)),))
    def _(b, p):
        b.op("make_tensor_view", [view_t], (p, [], []))


def pview_case(name, pview_t, ptr_elem=f32):
    @R.add(name, params=(s(ptr(ptr_elem)),))
    def _(b, p):
        t = b.op("make_tensor_view", [pview_t.tensor_view], (p, [], []))
        b.op("make_partition_view", [pview_t], (t,))


@R.add("tile_of_token")
def _(b):
    x = b.op("make_token", [token], ())
    b.op("reshape", [tile([1], f32)], (x,))


@R.add("tile_of_ptr_ptr", params=(s(ptr(ptr(f32))),))
def _(b, p):
    pass


@R.add("tile_of_ptr_i4", params=(s(ptr(i4)),))
def _(b, p):
    pass


@R.add("tile_of_ptr_f4_rank1", params=(s(ptr(f4e2m1)),))
def _(b, p):
    b.op("reshape", [tile([1], ptr(f4e2m1))], (p,))


@R.add("tile_of_ptr_f4_rank0", params=(s(ptr(f4e2m1)),))
def _(b, p):
    pass


@R.add("tile_of_ptr_token", params=(s(ptr(token)),))
def _(b, p):
    pass


TV = tv(f32, [64, 64], [64, 1])
view_case("tensor_view_ok", TV)
view_case("tensor_view_rank_mismatch", tv(f32, [64, 64], [1]))
view_case("tensor_view_zero_dim", tv(f32, [0, 64], [64, 1]))
view_case("tensor_view_negative_dim", tv(f32, [-3, 64], [64, 1]))
view_case("tensor_view_zero_stride", tv(f32, [64, 64], [0, 1]))
view_case("tensor_view_negative_stride", tv(f32, [64, 64], [64, -1]))
view_case("tensor_view_non_pow2_ok", tv(f32, [63, 5], [5, 1]))
view_case("tensor_view_0d", tv(f32, [], []))
view_case("tensor_view_i4", tv(i4, [64], [1]), ptr_elem=i8)


@R.add("tensor_view_dynamic_ok", params=(s(ptr(f32)), s(i32)))
def _(b, p, n):
    b.op("make_tensor_view", [tv(f32, [DYN, 64], [64, 1])], (p, [n], []))


pview_case("partition_view_ok", pv([16, 16], TV))
pview_case("partition_view_rank0", pv([], tv(f32, [], []), dim_map=[]))
pview_case("partition_view_rank_mismatch", pv([16], TV, dim_map=[0]))
pview_case("partition_view_dim_map_count", pv([16, 16], TV, dim_map=[0]))
pview_case("partition_view_tile_zero", pv([0, 16], TV))
pview_case("partition_view_tile_negative", pv([-16, 16], TV))
pview_case("partition_view_tile_three", pv([3, 16], TV))
pview_case("partition_view_dim_map_negative", pv([16, 16], TV, dim_map=[-1, 0]))
pview_case("partition_view_dim_map_out_of_range", pv([16, 16], TV, dim_map=[0, 2]))
pview_case("partition_view_dim_map_twice", pv([16, 16], TV, dim_map=[1, 1]))
pview_case("partition_view_dim_map_permuted", pv([16, 32], TV, dim_map=[1, 0]))
pview_case("partition_view_too_big", pv([8192, 4096], tv(f32, [8192, 4096], [4096, 1])))
pview_case("partition_view_padding_nan_int", pv([16], tv(i32, [64], [1]), padding="nan"), ptr_elem=i32)
pview_case("partition_view_padding_neg_zero_int", pv([16], tv(i32, [64], [1]), padding="neg_zero"), ptr_elem=i32)
pview_case("partition_view_padding_zero_int", pv([16], tv(i32, [64], [1]), padding="zero"), ptr_elem=i32)
pview_case("partition_view_padding_neg_inf_f16", pv([16], tv(f16, [64], [1]), padding="neg_inf"), ptr_elem=f16)
pview_case("partition_view_padding_pos_inf_ptr", pv([16], tv(i64, [64], [1]), padding="pos_inf"), ptr_elem=i64)
pview_case("partition_view_f4_tile_1", pv([1], tv(f4e2m1, [64], [1])), ptr_elem=f4e2m1)


def sview_case(name, sview_t, ptr_elem=f32):
    @R.add(name, params=(s(ptr(ptr_elem)),))
    def _(b, p):
        t = b.op("make_tensor_view", [sview_t.tensor_view], (p, [], []))
        b.op("make_strided_view", [sview_t], (t,))


def gview_case(name, gview_t, ptr_elem=f32):
    @R.add(name, params=(s(ptr(ptr_elem)),))
    def _(b, p):
        t = b.op("make_tensor_view", [gview_t.tensor_view], (p, [], []))
        b.op("make_gather_scatter_view", [gview_t], (t,))


sview_case("strided_view_ok", sv([16, 16], [32, 32], TV))
sview_case("strided_view_stride_count", sv([16, 16], [32], TV))
sview_case("strided_view_stride_zero", sv([16, 16], [0, 32], TV))
sview_case("strided_view_tile_three", sv([3, 16], [32, 32], TV))
sview_case("strided_view_rank_mismatch", sv([16], [32], TV, dim_map=[0]))
sview_case("strided_view_dim_map_twice", sv([16, 16], [16, 16], TV, dim_map=[0, 0]))
sview_case("strided_view_padding_nan_int", sv([16], [16], tv(i32, [64], [1]), padding="nan"), ptr_elem=i32)
sview_case("strided_view_rank0", sv([], [], tv(f32, [], []), dim_map=[]))
gview_case("gather_view_ok", gsv([16, 16], TV, 0))
gview_case("gather_view_sparse_out_of_range", gsv([16, 16], TV, 2))
gview_case("gather_view_rank_mismatch", gsv([16], TV, 0))
gview_case("gather_view_tile_three", gsv([3, 16], TV, 0))
gview_case("gather_view_tile_zero", gsv([16, 0], TV, 1))
gview_case("gather_view_padding_nan_int", gsv([16], tv(i32, [64], [1]), 0, padding="nan"), ptr_elem=i32)
gview_case("gather_view_rank0", gsv([], tv(f32, [], []), 0))


# check order probes
pview_case("partition_view_tile_three_and_padding", pv([3], tv(i32, [64], [1]), padding="nan"), ptr_elem=i32)
pview_case("partition_view_tile_three_and_dim_map_count", pv([3, 16], TV, dim_map=[0]))
pview_case("partition_view_dim_map_bad_and_tile_three", pv([3, 16], TV, dim_map=[0, 5]))
pview_case("partition_view_too_big_and_padding", pv([8192, 4096], tv(i32, [8192, 4096], [4096, 1]), padding="nan"), ptr_elem=i32)
sview_case("strided_view_stride_count_and_tile_three", sv([3, 16], [32], TV))
sview_case("strided_view_stride_zero_and_tile_three", sv([3, 16], [0, 32], TV))
sview_case("strided_view_stride_zero_and_dim_map", sv([16, 16], [0, 32], TV, dim_map=[0, 0]))
sview_case("strided_view_stride_count_and_rank", sv([16], [32, 32], TV, dim_map=[0]))
sview_case("strided_view_stride_zero_and_padding", sv([16], [0], tv(i32, [64], [1]), padding="nan"), ptr_elem=i32)
sview_case("strided_view_too_big", sv([8192, 4096], [1, 1], tv(f32, [8192, 4096], [4096, 1])))
gview_case("gather_view_sparse_bad_and_tile_three", gsv([3, 16], TV, 5))
gview_case("gather_view_sparse_bad_and_padding", gsv([16], tv(i32, [64], [1]), 5, padding="nan"), ptr_elem=i32)
gview_case("gather_view_too_big", gsv([8192, 4096], tv(f32, [8192, 4096], [4096, 1]), 0))
gview_case("gather_view_f4_odd", gsv([1], tv(f4e2m1, [64], [1]), 0), ptr_elem=f4e2m1)
bad_const("tile_f4_three", tile([3], f4e2m1))
view_case("tensor_view_rank_and_dim", tv(f32, [0, 64], [1]))
view_case("tensor_view_dim_and_stride", tv(f32, [0, 64], [0, 1]))
view_case("tensor_view_dynamic_stride_ok", tv(f32, [64], [DYN]))


@R.add("tile_elem_token")
def _(b):
    x = const(b, tile([1], f32))
    b.op("reshape", [tile([1], token)], (x,))


@R.add("tile_elem_tile")
def _(b):
    x = const(b, tile([1], f32))
    b.op("reshape", [tile([1], tile([1], f32))], (x,))
gview_case("gather_view_too_big_and_sparse_bad", gsv([8192, 4096], tv(f32, [8192, 4096], [4096, 1]), 7))
pview_case("partition_view_f4_three", pv([3], tv(f4e2m1, [64], [1])), ptr_elem=f4e2m1)
view_case("tensor_view_elem_and_rank", tv(i4, [64], []), ptr_elem=i8)


@R.add("tile_f4_odd_and_three")
def _(b):
    x = const(b, tile([1], f32))
    b.op("reshape", [tile([3, 3], f4e2m1)], (x,))


@R.add("tile_ptr_f4_rank1_bad_dims", params=(s(ptr(f4e2m1)),))
def _(b, p):
    b.op("reshape", [tile([3], ptr(f4e2m1))], (p,))
