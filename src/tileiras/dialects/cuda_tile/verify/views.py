"""Views: tensor views, tile views (partition, strided, gather/scatter), their loads, stores and
reductions, and the multimem ops of 13.5.

A tile view is indexed by one scalar integer per tile dimension (all of one type); a
gather/scatter view takes a 1-d index tile at its sparse dimension instead. The tile a view
yields has the view's tile shape and the tensor view's element type.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerType

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.enums import MemoryOrderingSemantics as Sem, MultimemReductionKind
from tileiras.dialects.cuda_tile.verifiers import VERIFIERS, fail
from tileiras.dialects.cuda_tile.verify.constraints import (
    ANY_TILE,
    GATHER_SCATTER_VIEW,
    INT_TILE,
    PARTITION_VIEW,
    SCALAR_INT,
    SCALAR_PTR_TILE,
    STRIDED_VIEW,
    TENSOR_VIEW,
    TILE_VIEW,
    TOKEN,
    enum_value,
    int_array,
    is_multicast,
    operands,
    ptr_attr_name,
    q,
    results,
    ty,
    values,
)
from tileiras.dialects.cuda_tile.verify.memory import LOAD_ORDERS, STORE_ORDERS, memory_model


INDEX_TILE = INT_TILE


def view_tile_type(view) -> ct.TileType:
    """The tile a view yields: its tile shape of the tensor view's element type."""
    return ct.TileType(view.tile_shape, view.tensor_view.element_type)


def view_index_rank(view) -> int:
    return len(view.tile_shape)


@VERIFIERS.rule("cuda_tile.make_tensor_view")
def make_tensor_view(op) -> None:
    operands(op, base=SCALAR_PTR_TILE, dynamicShape=SCALAR_INT, dynamicStrides=SCALAR_INT)
    results(op, result=TENSOR_VIEW)
    res = ty(op, "result")
    pointee = ty(op, "base").element_type.pointee
    if res.element_type != pointee:
        fail(op, f"expected pointer to {q(res.element_type)} to build tensor_view of this type, got {q(pointee)}")
    base_attr, view_attr = ptr_attr_name(ty(op, "base").element_type), ptr_attr_name(res)
    if base_attr is not None and view_attr is None:
        fail(op, f"tensor_view must preserve ptr_attr from base pointer (#cuda_tile.ptr_attr<{base_attr}>)")
    if base_attr is None and view_attr is not None:
        fail(op, "pointer base without ptr_attr cannot produce tensor_view with ptr_attr")
    if base_attr != view_attr:
        fail(op, f"ptr_attr mismatch between base pointer (#cuda_tile.ptr_attr<{base_attr}>) and result tensor_view "
                 f"(#cuda_tile.ptr_attr<{view_attr}>)")
    shape, strides = values(op, "dynamicShape"), values(op, "dynamicStrides")
    want_shape = sum(1 for d in res.shape if d == ct.DYNAMIC)
    want_strides = sum(1 for d in res.strides if d == ct.DYNAMIC)
    if want_shape != len(shape):
        fail(op, f"expected {want_shape} dynamic shape operands, got {len(shape)}")
    if want_strides != len(strides):
        fail(op, f"expected {want_strides} dynamic stride operands, got {len(strides)}")
    first = None
    for kind, vals in (("shape", shape), ("stride", strides)):
        for i, v in enumerate(vals):
            if first is None:
                first = v.type
            elif v.type != first:
                fail(op, f"expected dynamic {kind} index {i} to be of the same type as the other dynamic values "
                         f"({q(first)}), got {q(v.type)}")


def _make_view(op, result_constraint) -> None:
    operands(op, tensor_view=TENSOR_VIEW)
    results(op, result=result_constraint)
    given, expected = ty(op, "tensor_view"), ty(op, "result").tensor_view
    if given != expected:
        fail(op, f"expected the type of the provided tensor_view value ({q(given)}) to be the same as the "
                 f"view's tensor_view type ({q(expected)})")


@VERIFIERS.rule("cuda_tile.make_partition_view")
def make_partition_view(op) -> None:
    _make_view(op, PARTITION_VIEW)


@VERIFIERS.rule("cuda_tile.make_strided_view")
def make_strided_view(op) -> None:
    _make_view(op, STRIDED_VIEW)


@VERIFIERS.rule("cuda_tile.make_gather_scatter_view")
def make_gather_scatter_view(op) -> None:
    _make_view(op, GATHER_SCATTER_VIEW)


@VERIFIERS.rule("cuda_tile.get_tensor_shape")
def get_tensor_shape(op) -> None:
    operands(op, src=TENSOR_VIEW)
    results(op, result_types=SCALAR_INT)
    rank = ty(op, "src").rank
    if len(op.results) != rank:
        fail(op, f"expected {rank} results due to tensor rank, but got {len(op.results)}")


@VERIFIERS.rule("cuda_tile.get_index_space_shape")
def get_index_space_shape(op) -> None:
    operands(op, src=TILE_VIEW)
    results(op, result_types=SCALAR_INT)
    rank = view_index_rank(ty(op, "src"))
    if len(op.results) != rank:
        fail(op, f"expected {rank} results due to view index space rank, but got {len(op.results)}")


def _verify_indices(op, view, index_types) -> None:
    """The view's own rule for its index operands."""
    if isinstance(view, ct.GatherScatterViewType):
        sd = view.sparse_dim
        t = index_types[sd]
        if not isinstance(t, ct.TileType):
            fail(op, f"expected index at sparse_dim position {sd} to be a tile type for GatherScatterView")
        if t.rank != 1:
            fail(op, f"expected index at sparse_dim position {sd} to be a 1D tensor for GatherScatterView, got rank {t.rank}")
        if t.shape[0] != view.tile_shape[sd]:
            fail(op, f"expected gather/scatter index size ({t.shape[0]}) to match tile shape at gather/scatter "
                     f"dimension {sd} ({view.tile_shape[sd]})")
        first = None
        for i, t in enumerate(index_types):
            if i == sd:
                continue
            if not (isinstance(t, ct.TileType) and t.rank == 0):
                fail(op, f"expected index {i} to be a scalar tile for GatherScatterView")
            if first is None:
                first = t
            elif t != first:
                fail(op, f"expected scalar index {i} to have the same type as other scalar indices ({q(first)}), got {q(t)}")
        return
    for t in index_types:
        if not isinstance(t, ct.TileType):
            fail(op, f"expected index type to be a tile type, got {q(t)}")
        if t.rank != 0:
            fail(op, f"expected index type to be a scalar tile, got {q(t)}")
    for i, t in enumerate(index_types):
        if t != index_types[0]:
            fail(op, f"expected index type {i} to be the same as other index types ({q(index_types[0])}), got {q(t)}")


def check_inbounds(op, n: int) -> None:
    inb = int_array(op, "inbounds")
    if inb is not None and len(inb) != n:
        fail(op, f"inbounds size ({len(inb)}) must match the number of index dimensions ({n})")


def _view_indexing(op, tile_t) -> None:
    """Index count, tile type and index types, as every view access checks them."""
    view = ty(op, "view")
    index_types = [v.type for v in values(op, "index")]
    rank = view_index_rank(view)
    if len(index_types) != rank:
        fail(op, f"expected {rank} index operands (based on view type), got {len(index_types)}")
    expected = view_tile_type(view)
    if tile_t != expected:
        fail(op, f"expected tile type to be {q(expected)} (based on view type), got {q(tile_t)}")
    _verify_indices(op, view, index_types)


def _view_access(op, tile_t) -> None:
    _view_indexing(op, tile_t)
    if is_multicast(ty(op, "view")):
        fail(op, "multicast ptr_attr is not allowed")
    check_inbounds(op, view_index_rank(ty(op, "view")))


@VERIFIERS.rule("cuda_tile.load_view_tko")
def load_view(op) -> None:
    operands(op, view=TILE_VIEW, index=INDEX_TILE, token=TOKEN)
    results(op, tile=ANY_TILE, result_token=TOKEN)
    _view_access(op, ty(op, "tile"))
    memory_model(op, LOAD_ORDERS, "load")


@VERIFIERS.rule("cuda_tile.store_view_tko")
def store_view(op) -> None:
    operands(op, tile=ANY_TILE, view=TILE_VIEW, index=INDEX_TILE, token=TOKEN)
    results(op, result_token=TOKEN)
    _view_access(op, ty(op, "tile"))
    memory_model(op, STORE_ORDERS, "store")


# --- multimem (13.5) ---------------------------------------------------------------------
#
# The view must come from a multicast pointer (make_tensor_view keeps the pointer's ptr_attr on
# the tensor view, so the view's tensor view tells).

_INT_ONLY_KINDS = (MultimemReductionKind.AND, MultimemReductionKind.OR, MultimemReductionKind.XOR,
                   MultimemReductionKind.UMIN, MultimemReductionKind.UMAX)


def _multimem_elements(op, tile_t, kind: MultimemReductionKind | None, reduce: bool) -> None:
    e = tile_t.element_type
    if isinstance(e, IntegerType):
        if e.width.data not in (32, 64):
            fail(op, f"multimem requires 32- or 64-bit integer/index element types; got {e.width.data} bits")
        return
    if e not in (ct.f16, ct.bf16, ct.f32, ct.f64):
        fail(op, "multimem supports only f16, bf16, f32, and f64 floating-point element types")
    if kind in _INT_ONLY_KINDS:
        fail(op, "and/or/xor/umin/umax reductions require integer element types")
    if reduce and kind is not None and kind != MultimemReductionKind.ADD:
        fail(op, "supports only add for floating-point element types")
    if kind in (MultimemReductionKind.MIN, MultimemReductionKind.MAX) and e not in (ct.f16, ct.bf16):
        fail(op, f"min/max supports f16 and bf16 float types only; got {q(e)}")
    bits = ct.bit_width(e)
    if (tile_t.num_elements * bits) % 32:
        fail(op, f"multimem op requires tile total size to be a multiple of 4 bytes for float element types; "
                 f"got {tile_t.num_elements} element(s) of {bits} bits (total {tile_t.num_elements * bits} bits)")


def _multimem_common(op, tile_t, reduce: bool = False) -> None:
    view = ty(op, "view")
    _view_indexing(op, tile_t)
    kind = enum_value(op, "reduction")
    _multimem_elements(op, tile_t, kind if isinstance(kind, MultimemReductionKind) else None, reduce)
    attr = ptr_attr_name(view.tensor_view)
    if attr != "multicast":
        fail(op, f"expected a multicast pointer, but got {attr or 'none'}")
    if not isinstance(view, ct.PartitionViewType):
        fail(op, f"multimem view operations support only partition_view; got {q(view)}")
    if tile_t.element_type in (ct.f16, ct.bf16):
        units = sum(1 for st in view.tensor_view.strides if st == 1)
        if units != 1:
            fail(op, f"f16/bf16 multimem views must have exactly one element stride statically known to equal 1; "
                     f"got {units}")
    check_inbounds(op, view_index_rank(view))


@VERIFIERS.rule("cuda_tile.multimem_load_reduce_view_tko")
def multimem_load_reduce(op) -> None:
    operands(op, view=TILE_VIEW, index=INDEX_TILE, token=TOKEN)
    results(op, reduced_values=ANY_TILE, result_token=TOKEN)
    _multimem_common(op, ty(op, "reduced_values"))
    memory_model(op, LOAD_ORDERS, "load")


@VERIFIERS.rule("cuda_tile.multimem_store_view_tko")
def multimem_store(op) -> None:
    operands(op, view=TILE_VIEW, tile=ANY_TILE, index=INDEX_TILE, token=TOKEN)
    results(op, result_token=TOKEN)
    _multimem_common(op, ty(op, "tile"))
    memory_model(op, STORE_ORDERS, "store")


@VERIFIERS.rule("cuda_tile.multimem_reduce_view_tko")
def multimem_reduce(op) -> None:
    operands(op, view=TILE_VIEW, tile=ANY_TILE, index=INDEX_TILE, token=TOKEN)
    results(op, result_token=TOKEN)
    _multimem_common(op, ty(op, "tile"), reduce=True)
    if enum_value(op, "memory_ordering_semantics") not in (Sem.RELAXED, Sem.RELEASE):
        fail(op, "memory ordering semantics must be one of: relaxed, release")
