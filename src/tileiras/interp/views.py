"""Views: make_tensor_view, make_partition_view, make_strided_view, make_gather_scatter_view,
get_tensor_shape, get_index_space_shape, load_view_tko and store_view_tko.

A load reads the in-bounds elements of the addressed tile (coordinates inside the tensor
view's shape) and gives every out-of-bounds element the view's padding value: zero, -0.0, NaN,
+inf or -inf (for integers, the padding value converted; without a padding value the spec says
the value is unspecified and the interpreter uses 0). A store writes the in-bounds elements and
drops the others. In-bounds elements are then checked against the real allocations: a tensor
view larger than its memory faults with the op's location.

`inbounds` (13.4+) promises that no element is out of bounds along a dimension; breaking the
promise is reported as a memory error, since on the GPU it reads or writes arbitrary memory.

Strided views place tile `i` at `i * traversal_strides` (tiles may overlap or leave gaps); their
index space along a dimension has ceil(extent / stride) tiles. Gather/scatter views take a 1-D
tile of element indices along `sparse_dim` and scalar element offsets elsewhere.
"""

from __future__ import annotations

import numpy as np

from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.enums import AtomicRMWMode, MultimemReductionKind, PaddingValue
from tileiras.interp import dtypes as dt
from tileiras.interp.errors import InterpError, MemoryAccessError
from tileiras.interp.memory import gather, scatter
from tileiras.interp.registry import SEMANTICS, array_prop, elem, enum_prop, result_type
from tileiras.interp.values import GatherScatterView, PartitionView, StridedView, TOKEN, TensorView


def _int(v, t) -> int:
    return int(dt.to_signed(v, dt.int_width(elem(t))).astype(np.int64))


@SEMANTICS.rule("cuda_tile.make_tensor_view")
def _make_tensor_view(st, op, args):
    t = result_type(op)
    base = int(np.asarray(st.value(op.base)).astype(np.uint64))
    dyn_shape = [_int(st.value(v), v.type) for v in op.dynamicShape]
    dyn_strides = [_int(st.value(v), v.type) for v in op.dynamicStrides]
    shape, strides = [], []
    for s in t.shape:
        shape.append(dyn_shape.pop(0) if s == ctt.DYNAMIC else s)
    for s in t.strides:
        strides.append(dyn_strides.pop(0) if s == ctt.DYNAMIC else s)
    if dyn_shape or dyn_strides:
        raise InterpError("more dynamic shape/stride operands than '?' in the type", op=op)
    if any(s < 0 for s in shape):
        st.undefined(f"negative tensor_view extent {tuple(shape)}")
    return [TensorView(t.element_type, base, tuple(shape), tuple(strides))]


@SEMANTICS.rule("cuda_tile.make_partition_view")
def _make_partition_view(st, op, args):
    t = result_type(op)
    tv = args[0]
    return [PartitionView(tv, t.tile_shape, t.dim_map or tuple(range(len(t.tile_shape))), t.padding)]


@SEMANTICS.rule("cuda_tile.make_strided_view")
def _make_strided_view(st, op, args):
    t = result_type(op)
    return [StridedView(args[0], t.tile_shape, t.dim_map or tuple(range(len(t.tile_shape))), t.padding,
                        traversal_strides=t.traversal_strides)]


@SEMANTICS.rule("cuda_tile.make_gather_scatter_view")
def _make_gs_view(st, op, args):
    t = result_type(op)
    return [GatherScatterView(args[0], t.tile_shape, t.sparse_dim, t.padding)]


@SEMANTICS.rule("cuda_tile.get_tensor_shape")
def _get_tensor_shape(st, op, args):
    tv = args[0]
    return [dt.from_python(n, elem(r.type)) for n, r in zip(tv.shape, op.results)]


@SEMANTICS.rule("cuda_tile.get_index_space_shape")
def _get_index_space_shape(st, op, args):
    view = args[0]
    return [dt.from_python(n, elem(r.type)) for n, r in zip(view.index_space(), op.results)]


# ------------------------------------------------------------------------------ addressing


def tile_coordinates(st, op, view, index_vals: list, index_types: list):
    """Tensor coordinates of every element of the addressed tile: (coords per tensor dim,
    in-bounds mask, addresses), each of the tile's shape."""
    tv: TensorView = view.tensor
    if isinstance(view, GatherScatterView):
        shape = view.tile_shape
        rank = len(shape)
        if len(index_vals) != rank:
            raise InterpError(f"gather/scatter view of rank {rank} indexed with {len(index_vals)} values", op=op)
        coords = []
        for d in range(rank):
            bshape = [1] * rank
            bshape[d] = shape[d]
            if d == view.sparse_dim:
                idx = dt.to_signed(index_vals[d], dt.int_width(elem(index_types[d]))).astype(np.int64).reshape(-1)
                if idx.size != shape[d]:
                    raise InterpError(f"sparse index tile has {idx.size} elements, the view's tile {shape[d]}", op=op)
                c = idx.reshape(bshape)
            else:
                start = _int(index_vals[d], index_types[d])
                c = (start + np.arange(shape[d], dtype=np.int64)).reshape(bshape)
            coords.append(np.broadcast_to(c, shape))
        tensor_coords = coords
    else:
        shape = view.tile_shape
        rank = len(shape)
        if len(index_vals) != rank:
            raise InterpError(f"view with a {rank}-d index space indexed with {len(index_vals)} values", op=op)
        steps = view.steps()
        tensor_coords = [None] * tv.rank
        for i in range(rank):
            k = _int(index_vals[i], index_types[i])
            bshape = [1] * rank
            bshape[i] = shape[i]
            c = (np.int64(k) * np.int64(steps[i]) + np.arange(shape[i], dtype=np.int64)).reshape(bshape)
            tensor_coords[view.dim_map[i]] = np.broadcast_to(c, shape)
        if any(c is None for c in tensor_coords):
            raise InterpError("dim_map does not cover every tensor dimension", op=op)
    inb = np.ones(shape, dtype=bool)
    for d, c in enumerate(tensor_coords):
        inb &= (c >= 0) & (c < tv.shape[d])
    if inb.size and not inb.any():
        st.undefined(f"the addressed tile lies entirely outside the view (tensor shape {tv.shape})")
    itemsize = dt.memory_itemsize(tv.element_type)
    offset = np.zeros(shape, dtype=np.int64)
    for d, c in enumerate(tensor_coords):
        offset += np.where(inb, c, 0) * np.int64(tv.strides[d])
    with np.errstate(all="ignore"):
        addresses = np.uint64(tv.base) + (offset * np.int64(itemsize)).astype(np.int64).view(np.uint64)
    _check_inbounds_promise(st, op, view, tensor_coords, tv)
    return tensor_coords, inb, np.asarray(addresses, dtype=np.uint64)


def _check_inbounds_promise(st, op, view, tensor_coords, tv) -> None:
    flags = array_prop(op, "inbounds")
    if not flags:
        return
    for i, flag in enumerate(flags):
        if not flag:
            continue
        d = i if isinstance(view, GatherScatterView) else view.dim_map[i]
        c = tensor_coords[d]
        if np.any((c < 0) | (c >= tv.shape[d])):
            bad = int(c[(c < 0) | (c >= tv.shape[d])].reshape(-1)[0])
            raise MemoryAccessError(
                f"coordinate {bad} out of bounds [0, {tv.shape[d]}) along dimension {d}, which the op "
                f"declares in bounds (inbounds)", op=op)


def padding_fill(padding: PaddingValue | None, e) -> np.ndarray:
    """The padding value as a 0-d tile of element type `e`."""
    if padding is None or padding == PaddingValue.ZERO:
        value = 0.0
    elif padding == PaddingValue.NEG_ZERO:
        value = -0.0
    elif padding == PaddingValue.NAN:
        value = float("nan")
    elif padding == PaddingValue.POS_INF:
        value = float("inf")
    else:
        value = float("-inf")
    if dt.is_int(e):
        w = dt.int_width(e)
        if value != value:
            value = 0
        elif value == float("inf"):
            value = dt.int_max(w)
        elif value == float("-inf"):
            value = dt.int_min(w)
        return dt.number_to_element(int(value), e)
    return dt.number_to_element(value, e)


def index_operands(st, op):
    idx = list(op.index)
    return [st.value(v) for v in idx], [v.type for v in idx]


def load_view(st, op, view):
    vals, types = index_operands(st, op)
    e = view.tensor.element_type
    _, inb, addresses = tile_coordinates(st, op, view, vals, types)
    fill = padding_fill(view.padding, e)
    return gather(st, addresses, e, inb, fill)


@SEMANTICS.rule("cuda_tile.load_view_tko")
def _load_view(st, op, args):
    view = st.value(op.view)
    tile = load_view(st, op, view)
    want = result_type(op, 0).shape
    return [tile.reshape(want), TOKEN]


@SEMANTICS.rule("cuda_tile.store_view_tko")
def _store_view(st, op, args):
    view = st.value(op.view)
    vals, types = index_operands(st, op)
    e = view.tensor.element_type
    _, inb, addresses = tile_coordinates(st, op, view, vals, types)
    tile = np.asarray(st.value(op.tile)).reshape(inb.shape)
    scatter(st, addresses, tile, e, inb)
    return [TOKEN]


_MULTIMEM_TO_RMW = {
    MultimemReductionKind.ADD: AtomicRMWMode.ADD, MultimemReductionKind.MIN: AtomicRMWMode.MIN,
    MultimemReductionKind.MAX: AtomicRMWMode.MAX, MultimemReductionKind.AND: AtomicRMWMode.AND,
    MultimemReductionKind.OR: AtomicRMWMode.OR, MultimemReductionKind.XOR: AtomicRMWMode.XOR,
    MultimemReductionKind.UMIN: AtomicRMWMode.UMIN, MultimemReductionKind.UMAX: AtomicRMWMode.UMAX,
}


@SEMANTICS.rule("cuda_tile.multimem_load_reduce_view_tko")
def _multimem_load_reduce(st, op, args):
    """A multicast load-reduce over the replicas of one device: the single replica's values."""
    view = st.value(op.view)
    tile = load_view(st, op, view)
    return [tile.reshape(result_type(op, 0).shape), TOKEN]


@SEMANTICS.rule("cuda_tile.multimem_store_view_tko")
def _multimem_store(st, op, args):
    view = st.value(op.view)
    vals, types = index_operands(st, op)
    _, inb, addresses = tile_coordinates(st, op, view, vals, types)
    scatter(st, addresses, np.asarray(st.value(op.tile)).reshape(inb.shape), view.tensor.element_type, inb)
    return [TOKEN]


@SEMANTICS.rule("cuda_tile.multimem_reduce_view_tko")
def _multimem_reduce(st, op, args):
    from tileiras.interp.atomics import rmw

    view = st.value(op.view)
    vals, types = index_operands(st, op)
    e = view.tensor.element_type
    _, inb, addresses = tile_coordinates(st, op, view, vals, types)
    kind = enum_prop(op, "reduction", MultimemReductionKind.ADD)
    mode = _MULTIMEM_TO_RMW[kind]
    if mode == AtomicRMWMode.ADD and dt.is_float(e):
        mode = AtomicRMWMode.ADDF
    rmw(st, op, addresses, np.asarray(st.value(op.tile)).reshape(inb.shape), e, mode, inb)
    return [TOKEN]
