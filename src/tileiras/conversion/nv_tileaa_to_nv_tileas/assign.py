"""Layout assignment: give every tensor value of a kernel a distributed register layout.

The cost model is simple and local, in program order:

- *Anchors* choose their own layout: memory reads (`tiled_load`, `gather_load`) take the
  default blocked layout for their shape, with a vector of 128 bits per thread along the
  contiguous dimension when the view's innermost stride is statically 1 (else one element per
  thread, so a warp's scalar accesses stay contiguous); scans want their axis held in order
  by registers, then lanes, then warps.
- *Elementwise* ops take the layout of their first operand that is not free (see below) and
  convert the others.
- *Shape ops* derive the result layout from the operand's (reshape keeps it, permute relabels,
  reduce drops the axis, broadcast fills replica slots) so they cost nothing.
- *Free* values (constants, splats, iotas, poison, and shape ops of free values that each
  thread can form from its own registers) are rematerialized in whatever layout a consumer
  wants instead of being converted.
- Anything else that disagrees gets an explicit `nv_tileas.convert_layout`, which the code
  generator lowers to a register permutation when every thread holds what it needs, else to
  a round trip through shared memory.

Loop-carried tiles keep the layout of their initial value (or of the yielded value when the
initial value is free); branches take the layout of the first branch that is not free.

Memory ordering: a memory access whose token operand depends on another memory access is
preceded by an `nv_tileas.barrier`, because the two may be performed by different threads.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import IntegerType, TensorType
from xdsl.ir import Block, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from tileiras.conversion.nv_tileaa_to_nv_tileas.dot_layouts import mma_kind, mma_layouts
from tileiras.dialects.nv_tileas import BarrierOp, ConvertLayoutOp, layout_of, with_layout
from tileiras.layout import linear as L
from tileiras.layout.linear import LinearLayout

ELEMENTWISE_NV = {
    "nv_tileaa.addf", "nv_tileaa.subf", "nv_tileaa.mulf", "nv_tileaa.divf", "nv_tileaa.fma",
    "nv_tileaa.sqrt", "nv_tileaa.rsqrt", "nv_tileaa.exp", "nv_tileaa.exp2", "nv_tileaa.tanh",
    "nv_tileaa.clampf", "nv_tileaa.mulhiui", "nv_tileaa.bitcast", "nv_tileaa.fp_to_fp",
    "nv_tileaa.int_to_ptr", "nv_tileaa.ptr_to_int", "nv_tileaa.addptr", "nv_tileaa.assume",
    "nv_tileaa.load", "nv_tileaa.atomic_rmw", "nv_tileaa.atomic_cas", "nv_tileaa.store",
    "nv_tileaa.optimization_barrier",
}

FREE_SOURCES = {"arith.constant", "nv_tileaa.splat", "nv_tileaa.make_range", "ub.poison"}
SHAPE_OPS = {"nv_tileaa.broadcast", "nv_tileaa.expand_dims", "nv_tileaa.view", "nv_tileaa.permute"}

MEMORY_OPS = {
    "nv_tileaa.load", "nv_tileaa.store", "nv_tileaa.tiled_load", "nv_tileaa.tiled_store",
    "nv_tileaa.gather_load", "nv_tileaa.scatter_store", "nv_tileaa.atomic_cas", "nv_tileaa.atomic_rmw",
    "nv_tileaa.tiled_atomic_rmw", "nv_tileaa.multimem_load_reduce", "nv_tileaa.multimem_reduce",
    "nv_tileaa.multimem_store", "nv_tileaa.memory_fence_tko", "nv_tileaa.print",
}


def is_tensor(v: SSAValue) -> bool:
    return isinstance(v.type, TensorType)


def _shape(v: SSAValue) -> tuple[int, ...]:
    return tuple(v.type.get_shape())


def element_bits(t) -> int:
    e = t.element_type if isinstance(t, TensorType) else t
    if isinstance(e, IntegerType):
        return max(8, e.width.data)
    if hasattr(e, "bitwidth"):
        try:
            return max(8, e.bitwidth)
        except Exception:  # noqa: BLE001 - unknown widths
            return 32
    return 64 if e.name == "nv_tileaa.ptr" else 8


def shape_op_map(op: Operation) -> Callable[[int], int]:
    """Result element -> source element of a reshape/broadcast/permute op."""
    src = tuple(op.operands[0].type.get_shape())
    dst = tuple(op.results[0].type.get_shape())
    if op.name == "nv_tileaa.broadcast":
        return L.broadcast_map(src, dst)
    if op.name == "nv_tileaa.permute":
        return L.permutation_map(src, tuple(op.permutation.get_values()))
    return lambda e: e


class LayoutAssigner:
    """Assigns layouts in one function (see the module docstring)."""

    def __init__(self, num_warps: int):
        self.num_warps = num_warps
        self._remat: dict[tuple[int, LinearLayout], SSAValue] = {}

    # -- layouts -------------------------------------------------------------------------------
    def default(self, t: TensorType, vector: int = 1) -> LinearLayout:
        return L.blocked(tuple(t.get_shape()), self.num_warps, vector)

    @staticmethod
    def set(v: SSAValue, layout: LinearLayout) -> None:
        v._type = with_layout(v.type, layout)  # noqa: SLF001 - retyping in place

    @staticmethod
    def get(v: SSAValue) -> LinearLayout | None:
        return layout_of(v.type)

    def is_free(self, v: SSAValue) -> bool:
        op = v.owner
        if not isinstance(op, Operation):
            return False
        if op.name in FREE_SOURCES:
            return True
        if op.name in SHAPE_OPS:
            return self.is_free(op.operands[0])
        return False

    # -- conversions ---------------------------------------------------------------------------
    def ensure(self, v: SSAValue, want: LinearLayout, before: Operation) -> SSAValue:
        """`v` in layout `want`, rematerialized or converted just before `before`."""
        have = self.get(v)
        if have == want:
            return v
        key = (id(v), want)
        if key in self._remat:
            cached = self._remat[key]
            if self._dominates(cached, before):
                return cached
        new = self._rematerialize(v, want, before)
        if new is None:
            conv = ConvertLayoutOp.build(operands=[v], result_types=[with_layout(v.type, want)])
            Rewriter.insert_op(conv, InsertPoint.before(before))
            new = conv.result
        self._remat[key] = new
        return new

    @staticmethod
    def _dominates(v: SSAValue, before: Operation) -> bool:
        # a cached value is reusable when it is defined in a block enclosing `before`
        owner = v.owner
        block = owner.parent_block() if isinstance(owner, Operation) else owner
        b = before.parent_block()
        while b is not None:
            if b is block:
                return True
            parent = b.parent_op()
            b = parent.parent_block() if parent is not None else None
        return False

    def _rematerialize(self, v: SSAValue, want: LinearLayout, before: Operation) -> SSAValue | None:
        op = v.owner
        if not isinstance(op, Operation) or len(op.results) != 1:
            return None
        if op.name in FREE_SOURCES:
            clone = op.clone()
            self.set(clone.results[0], want)
            Rewriter.insert_op(clone, InsertPoint.before(before))
            return clone.results[0]
        if op.name in SHAPE_OPS:
            src = op.operands[0]
            src_layout = self.get(src)
            if src_layout is None:
                return None
            if L.register_map_fn(src_layout, want, shape_op_map(op)) is None:
                return None
            clone = op.clone()
            self.set(clone.results[0], want)
            Rewriter.insert_op(clone, InsertPoint.before(before))
            return clone.results[0]
        return None

    def unify(self, op: Operation, values: list[SSAValue], prefer: LinearLayout | None = None) -> LinearLayout:
        """Pick one layout for `values` (operands of `op`) and convert those that differ."""
        tensors = [v for v in values if is_tensor(v)]
        layout = prefer
        if layout is None:
            for v in tensors:
                if not self.is_free(v) and self.get(v) is not None:
                    layout = self.get(v)
                    break
        if layout is None:
            for v in tensors:
                if self.get(v) is not None:
                    layout = self.get(v)
                    break
        if layout is None:
            layout = self.default(tensors[0].type)
        for i, operand in enumerate(op.operands):
            if operand in tensors and is_tensor(operand) and _shape(operand) == layout.shape:
                new = self.ensure(operand, layout, op)
                if new is not operand:
                    op.operands[i] = new
        return layout

    # -- traversal ------------------------------------------------------------------------------
    def run_block(self, block: Block) -> None:
        for op in list(block.ops):
            self.run_op(op)

    def run_op(self, op: Operation) -> None:
        name = op.name
        handler = getattr(self, "op_" + name.replace(".", "_"), None)
        if handler is not None:
            handler(op)
        elif name in ELEMENTWISE_NV or name.startswith(("arith.", "math.")):
            self.elementwise(op)
        elif name in FREE_SOURCES:
            for r in op.results:
                if is_tensor(r):
                    self.set(r, self.default(r.type))
        else:
            # ops with regions we do not know get their regions visited; tensor results
            # take the default layout
            for region in op.regions:
                for b in region.blocks:
                    self.run_block(b)
            for r in op.results:
                if is_tensor(r) and self.get(r) is None:
                    self.set(r, self.default(r.type))

    def elementwise(self, op: Operation) -> None:
        results = [r for r in op.results if is_tensor(r)]
        operands = [v for v in op.operands if is_tensor(v)]
        if not operands:
            for r in results:
                self.set(r, self.default(r.type))
            return
        if op.name == "nv_tileaa.optimization_barrier":
            for r, v in zip(op.results, op.operands):
                if is_tensor(r):
                    self.set(r, self.get(v) or self.default(r.type))
            return
        layout = self.unify(op, operands)
        for r in results:
            self.set(r, layout)

    # -- anchors --------------------------------------------------------------------------------
    @staticmethod
    def _vector_width(op: Operation, elem_type) -> int:
        """The 128-bit vector width the view's alignment facts allow (recorded on the op as
        `nv_tileas.vector` for the code generator); 1 when nothing is proven."""
        from xdsl.dialects.builtin import IntegerAttr, IntegerType as I

        from tileiras.dialects.nv_tileas.facts import view_vector_width

        sem = op.properties.get("mem_semantic")
        if sem is not None and sem.data.value != "weak":
            return 1
        bits = element_bits(elem_type)
        if bits < 8:
            return 1
        v = view_vector_width(op.operands[0], bits // 8)
        if v > 1:
            op.attributes["nv_tileas.vector"] = IntegerAttr(v, I(32))
        return v

    def op_nv_tileaa_tiled_load(self, op: Operation) -> None:
        r = op.results[0]
        v = self._vector_width(op, r.type) if op.name == "nv_tileaa.tiled_load" else 1
        self.set(r, self.default(r.type, v))

    op_nv_tileaa_gather_load = op_nv_tileaa_tiled_load

    def op_nv_tileaa_multimem_load_reduce(self, op: Operation) -> None:
        r = op.results[0]
        self.set(r, self.default(r.type))

    # -- shape ops ------------------------------------------------------------------------------
    def op_nv_tileaa_view(self, op: Operation) -> None:
        src, res = op.operands[0], op.results[0]
        self.set(res, L.reshaped(self.get(src), _shape(res)))

    op_nv_tileaa_expand_dims = op_nv_tileaa_view

    def op_nv_tileaa_permute(self, op: Operation) -> None:
        src, res = op.operands[0], op.results[0]
        self.set(res, L.permuted(self.get(src), tuple(op.permutation.get_values())))

    def op_nv_tileaa_broadcast(self, op: Operation) -> None:
        src, res = op.operands[0], op.results[0]
        self.set(res, L.broadcasted(self.get(src), _shape(res)))

    def op_nv_tileaa_cat(self, op: Operation) -> None:
        layout = self.unify(op, [op.operands[0], op.operands[1]])
        res = op.results[0]
        dim = op.dim.value.data
        shape = _shape(res)
        offs_old = L.dim_bit_offsets(layout.shape)
        offs_new = L.dim_bit_offsets(shape)
        renumber = {}
        for d in range(len(shape)):
            for j in range(L.log2_exact(layout.shape[d])):
                renumber[offs_old[d] + j] = offs_new[d] + j
        new_bit = offs_new[dim] + L.log2_exact(layout.shape[dim])
        reg = tuple(renumber.get(b, -1) if b >= 0 else -1 for b in layout.reg) + (new_bit,)
        lane = tuple(renumber[b] if b >= 0 else -1 for b in layout.lane)
        warp = tuple(renumber[b] if b >= 0 else -1 for b in layout.warp)
        self.set(res, LinearLayout(shape, reg, lane, warp))

    def op_nv_tileaa_extract_slice(self, op: Operation) -> None:
        res = op.results[0]
        self.set(res, self.default(res.type))

    def op_nv_tileaa_insert_slice(self, op: Operation) -> None:
        res = op.results[0]
        self.set(res, self.get(op.operands[1]) or self.default(res.type))

    def op_nv_tileaa_reinterpret(self, op: Operation) -> None:
        res = op.results[0]
        if is_tensor(res):
            self.set(res, self.default(res.type))

    # -- collectives ------------------------------------------------------------------------------
    def op_nv_tileaa_reduce(self, op: Operation) -> None:
        operands = list(op.operands)
        layout = self.unify(op, operands)
        axis = op.axis.value.data
        out = L.reduced(layout, axis)
        for r in op.results:
            if is_tensor(r):
                self.set(r, out)

    def op_nv_tileaa_scan(self, op: Operation) -> None:
        operands = list(op.operands)
        axis = op.axis.value.data
        want = L.along_axis(_shape(operands[0]), axis, self.num_warps)
        layout = self.unify(op, operands, prefer=want)
        for r in op.results:
            self.set(r, layout)

    def op_nv_tileaa_dot(self, op: Operation) -> None:
        """With an mma.sync form (`dot_layouts.mma_kind`), A, B, C and the result take the
        fragment layouts. Otherwise the result takes C's layout (the default one when C is
        free, e.g. a zero splat) and A and B keep theirs: the generic lowering reads them
        through shared memory."""
        res, c = op.results[0], op.operands[2]
        kind = mma_kind(op)
        if kind is not None:
            # tensor cores: A, B and D in the mma fragments' layouts
            shape = _shape(res)
            batch = shape[0] if len(shape) == 3 else 1
            la, lb, ld = mma_layouts(kind, shape[-2], shape[-1], _shape(op.operands[0])[-1], self.num_warps, batch)
            for i, want in ((0, la), (1, lb), (2, ld)):
                new = self.ensure(op.operands[i], want, op)
                if new is not op.operands[i]:
                    op.operands[i] = new
            self.set(res, ld)
            return
        layout = self.get(c) if not self.is_free(c) else None
        layout = layout or self.default(res.type)
        new = self.ensure(c, layout, op)
        if new is not c:
            op.operands[2] = new
        self.set(res, layout)

    # -- memory sinks keep whatever layout their value has ------------------------------------------
    def op_nv_tileaa_tiled_store(self, op: Operation) -> None:
        self._vector_width(op, op.operands[1].type)

    def op_nv_tileaa_scatter_store(self, op: Operation) -> None:
        pass

    op_nv_tileaa_tiled_atomic_rmw = op_nv_tileaa_scatter_store
    op_nv_tileaa_multimem_reduce = op_nv_tileaa_scatter_store
    op_nv_tileaa_multimem_store = op_nv_tileaa_scatter_store
    op_nv_tileaa_print = op_nv_tileaa_scatter_store
    op_nv_tileaa_assert = op_nv_tileaa_scatter_store

    # -- control flow ------------------------------------------------------------------------------
    def op_scf_for(self, op: Operation) -> None:
        body = op.body.blocks.first
        inits = list(op.iter_args)
        args = list(body.args)[1:]
        self._loop(op, inits, args, list(op.results), body, 3)

    def _loop(self, op: Operation, inits: list[SSAValue], args: list, results: list, body: Block,
              first_init: int) -> None:
        chosen: list[LinearLayout | None] = []
        for init in inits:
            if is_tensor(init):
                layout = self.get(init) or self.default(init.type)
                chosen.append(layout)
            else:
                chosen.append(None)
        for a, layout in zip(args, chosen):
            if layout is not None:
                self.set(a, layout)
        self.run_block(body)
        term = body.last_op
        # a free initial value follows what the body yields
        changed = False
        for i, (init, layout) in enumerate(zip(inits, chosen)):
            if layout is None:
                continue
            y = term.operands[i]
            yl = self.get(y)
            if yl is not None and yl != layout and self.is_free(init) and not self._uses_layout_sensitive(args[i]):
                chosen[i] = yl
                changed = True
        if changed:
            # re-run the body with the better layouts (only layouts of values change)
            self._reset_block(body)
            for a, layout in zip(args, chosen):
                if layout is not None:
                    self.set(a, layout)
            self.run_block(body)
            term = body.last_op
        for i, layout in enumerate(chosen):
            if layout is None:
                continue
            y = term.operands[i]
            new = self.ensure(y, layout, term)
            if new is not y:
                term.operands[i] = new
            new_init = self.ensure(inits[i], layout, op)
            if new_init is not inits[i]:
                op.operands[first_init + i] = new_init
            self.set(results[i], layout)

    def _uses_layout_sensitive(self, arg) -> bool:
        return False

    def _reset_block(self, block: Block) -> None:
        """Drop the conversions and rematerializations a first visit of `block` added."""
        for op in list(block.walk()):
            if isinstance(op, ConvertLayoutOp):
                op.result.replace_all_uses_with(op.source)
                op.detach()
                op.erase()
        self._remat.clear()

    def op_scf_while(self, op: Operation) -> None:
        before = op.before_region.blocks.first
        after = op.after_region.blocks.first
        inits = list(op.arguments)
        chosen = []
        for init, a in zip(inits, before.args):
            if is_tensor(init):
                layout = self.get(init) or self.default(init.type)
                self.set(a, layout)
                chosen.append(layout)
            else:
                chosen.append(None)
        self.run_block(before)
        cond = before.last_op
        passed = list(cond.operands)[1:]
        for i, (v, a) in enumerate(zip(passed, after.args)):
            if is_tensor(v):
                self.set(a, self.get(v))
                self.set(op.results[i], self.get(v))
        self.run_block(after)
        yield_op = after.last_op
        for i, layout in enumerate(chosen):
            if layout is None:
                continue
            y = yield_op.operands[i]
            new = self.ensure(y, layout, yield_op)
            if new is not y:
                yield_op.operands[i] = new
            new_init = self.ensure(inits[i], layout, op)
            if new_init is not inits[i]:
                op.operands[i] = new_init

    def op_scf_if(self, op: Operation) -> None:
        branches = [r.blocks.first for r in op.regions if r.blocks]
        for b in branches:
            self.run_block(b)
        for i, r in enumerate(op.results):
            if not is_tensor(r):
                continue
            yields = [b.last_op.operands[i] for b in branches]
            layout = None
            for y in yields:
                if not self.is_free(y) and self.get(y) is not None:
                    layout = self.get(y)
                    break
            if layout is None:
                layout = self.get(yields[0]) or self.default(r.type)
            for b in branches:
                term = b.last_op
                y = term.operands[i]
                new = self.ensure(y, layout, term)
                if new is not y:
                    term.operands[i] = new
            self.set(r, layout)

    # -- whole functions ----------------------------------------------------------------------------
    def run_function(self, func: Operation) -> None:
        for block in func.regions[0].blocks:
            self.run_block(block)


# --- token ordering --------------------------------------------------------------------------------

def _token_has_effect(v: SSAValue, seen: set[int] | None = None) -> bool:
    """Whether token `v` can carry the completion of an earlier memory access."""
    seen = seen if seen is not None else set()
    if id(v) in seen:
        return False
    seen.add(id(v))
    op = v.owner
    if isinstance(op, Operation):
        if op.name == "nv_tileaa.create_mem_token" or op.name == "ub.poison":
            return False
        if op.name == "nv_tileaa.join_mem_token":
            return any(_token_has_effect(t, seen) for t in op.operands)
        return True
    # a block argument (loop-carried token): conservatively an effect
    return True


def insert_barriers(func: Operation) -> int:
    """Insert `nv_tileas.barrier` before memory ops ordered after another access; returns how many."""
    count = 0
    for op in list(func.walk()):
        if op.name not in MEMORY_OPS:
            continue
        tokens = [v for v in op.operands if v.type.name == "nv_tileaa.mem_token"]
        if any(_token_has_effect(t) for t in tokens):
            Rewriter.insert_op(BarrierOp.build(), InsertPoint.before(op))
            count += 1
    return count
