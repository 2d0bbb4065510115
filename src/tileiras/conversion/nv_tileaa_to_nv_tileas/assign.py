"""Layout assignment: give every tensor value of a kernel a distributed register layout.

This module is the engine (`LayoutAssigner`: layouts, conversions, rematerialization, the walk)
and the table of rules, `LAYOUT_RULES`; the rules themselves live in the modules named as the
nv_tileaa op families (`elementwise.py`, `shape.py`, `memory.py`, `mma.py`, `control_flow.py`...).
An op with no rule stops the pass with `MissingRule`; ops that need nothing are registered as
exempt (terminators, sinks) and ops that simply take the default layout say so with
`LayoutAssigner.default_layout`.

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
- *Free* values (constants, splats, iotas, poison, shape ops of free values, and the cheap
  integer ops of `INDEX_OPS` on free values: index arithmetic, compares and selects, such
  as an attention mask built from row and column positions) are rematerialized in whatever
  layout a consumer wants instead of being converted: the op is cloned before the consumer,
  its operands rematerialized in the layout it then needs (a broadcast's source in the
  wanted layout with the broadcast dimensions replicated).
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

from tileiras.dialects.nv_tileas import BarrierOp, ConvertLayoutOp, layout_of, with_layout
from tileiras.layout import linear as L
from tileiras.layout.linear import LinearLayout
from tileiras.op_registry import OpTable

Rule = Callable[["LayoutAssigner", Operation], None]

LAYOUT_RULES: OpTable[Rule] = OpTable("convert-nv-tileaa-to-nv-tileas")
"""The layout rule of each op, registered by the family modules of this package."""

FREE_SOURCES = {"arith.constant", "nv_tileaa.splat", "nv_tileaa.make_range", "ub.poison"}
SHAPE_OPS = {"nv_tileaa.broadcast", "nv_tileaa.expand_dims", "nv_tileaa.view", "nv_tileaa.permute"}
INDEX_OPS = {
    "arith.addi", "arith.subi", "arith.muli", "arith.andi", "arith.ori", "arith.xori", "arith.maxsi",
    "arith.minsi", "arith.maxui", "arith.minui", "arith.cmpi", "arith.select", "arith.extsi", "arith.extui",
    "arith.trunci",
}
"""Cheap integer ops (index arithmetic, compares, selects) that are free when every tensor
operand is: a mask such as causal attention's `kpos <= qpos` is recomputed in the layout of
the tile it masks instead of pulling that tile into its own layout."""

MEMORY_OPS = {
    "nv_tileaa.load", "nv_tileaa.store", "nv_tileaa.tiled_load", "nv_tileaa.tiled_store",
    "nv_tileaa.gather_load", "nv_tileaa.scatter_store", "nv_tileaa.atomic_cas", "nv_tileaa.atomic_rmw",
    "nv_tileaa.tiled_atomic_rmw", "nv_tileaa.multimem_load_reduce", "nv_tileaa.multimem_reduce",
    "nv_tileaa.multimem_store", "nv_tileaa.memory_fence_tko", "nv_tileaa.print",
}


def is_tensor(v: SSAValue) -> bool:
    return isinstance(v.type, TensorType)


def shape_of(v: SSAValue) -> tuple[int, ...]:
    """The shape of a tensor value."""
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


def with_shape(layout: LinearLayout, v: SSAValue) -> LinearLayout:
    """`layout` for `v`, an elementwise operand of the value `layout` belongs to (same shape)."""
    return L.reshaped(layout, shape_of(v))


def source_layout(op: Operation, want: LinearLayout) -> LinearLayout | None:
    """The layout of a shape op's source from which every thread forms its part of the result
    in layout `want` from its own registers, or None: a reshape's is `want` reshaped, a
    permute's `want` permuted back, a broadcast's `want` with the broadcast dimensions'
    bits replicated (their registers dropped)."""
    src_shape = shape_of(op.operands[0])
    if op.name in ("nv_tileaa.view", "nv_tileaa.expand_dims"):
        return L.reshaped(want, src_shape)
    if op.name == "nv_tileaa.permute":
        perm = tuple(op.permutation.get_values())
        inverse = tuple(perm.index(i) for i in range(len(perm)))
        return L.permuted(want, inverse)
    if op.name == "nv_tileaa.broadcast":
        dst_shape = want.shape
        soff, doff = L.dim_bit_offsets(src_shape), L.dim_bit_offsets(dst_shape)
        renumber: dict[int, int] = {}
        for d in range(len(dst_shape)):
            if src_shape[d] == dst_shape[d]:
                for j in range(L.log2_exact(dst_shape[d])):
                    renumber[doff[d] + j] = soff[d] + j

        def m(b: int) -> int:
            return renumber.get(b, -1) if b >= 0 else -1

        reg = tuple(m(b) for b in want.reg if b < 0 or b in renumber)
        return LinearLayout(tuple(src_shape), reg, tuple(m(b) for b in want.lane), tuple(m(b) for b in want.warp))
    return None


class LayoutAssigner:
    """Assigns layouts in one function (see the module docstring)."""

    def __init__(self, num_warps: int, wgmma: bool = False, tcgen05: bool = False,
                 block_scaled_mma_sync: bool = False):
        self.num_warps = num_warps
        self.block_scaled_mma_sync = block_scaled_mma_sync
        """Whether the target has the block-scaled `mma.sync` forms (sm_120a/sm_121a): scaled
        dots record theirs (`layout.mma_kinds.block_scale_form`)."""
        self.wgmma = wgmma
        """Whether the target has warpgroup MMAs (sm_90a): dots take the warpgroup layouts."""
        self.tcgen05 = tcgen05
        """Whether dots may take `tcgen05.mma` (sm_100a/sm_103a): warpgroup dots with M a multiple
        of 128 give each warp 32 consecutive rows (`dot_warps` "m32", M = 128 instructions)."""
        self._remat: dict[tuple[int, LinearLayout], SSAValue] = {}
        self.tentative: set[SSAValue] = set()
        """Loop-carried values whose layout is provisional (their initial value is free, so the
        loop rule may still give them what the body yields): `unify` follows other operands
        first."""

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
        if op.name in INDEX_OPS and len(op.results) == 1 and is_tensor(op.results[0]):
            return all(self.is_free(x) for x in op.operands if is_tensor(x))
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
            new_src = src
            if L.register_map_fn(src_layout, want, shape_op_map(op)) is None:
                # a free source is rematerialized in the layout this op needs for `want`
                src_want = source_layout(op, want) if self.is_free(src) else None
                if src_want is None or L.register_map_fn(src_want, want, shape_op_map(op)) is None:
                    return None
                new_src = self.ensure(src, src_want, before)
            clone = op.clone()
            clone.operands[0] = new_src
            self.set(clone.results[0], want)
            Rewriter.insert_op(clone, InsertPoint.before(before))
            return clone.results[0]
        if op.name in INDEX_OPS and self.is_free(v):
            operands = [self.ensure(x, with_shape(want, x), before) if is_tensor(x) else x for x in op.operands]
            clone = op.clone()
            for i, x in enumerate(operands):
                clone.operands[i] = x
            self.set(clone.results[0], want)
            Rewriter.insert_op(clone, InsertPoint.before(before))
            return clone.results[0]
        return None

    def unify(self, op: Operation, values: list[SSAValue], prefer: LinearLayout | None = None) -> LinearLayout:
        """Pick one layout for `values` (operands of `op`) and convert those that differ."""
        tensors = [v for v in values if is_tensor(v)]
        layout = prefer
        if layout is None:
            for v in sorted(tensors, key=lambda v: v in self.tentative):
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
            if operand in tensors and is_tensor(operand) and shape_of(operand) == layout.shape:
                new = self.ensure(operand, layout, op)
                if new is not operand:
                    op.operands[i] = new
        return layout

    # -- traversal ------------------------------------------------------------------------------
    def run_block(self, block: Block) -> None:
        for op in list(block.ops):
            self.run_op(op)

    def run_op(self, op: Operation) -> None:
        """Apply `op`'s layout rule; `MissingRule` when it has none (a compiler bug: every op
        that can reach this stage is registered, those that need nothing as exempt)."""
        rule = LAYOUT_RULES.lookup(op.name)
        if rule is not None:
            rule(self, op)

    def default_layout(self, op: Operation) -> None:
        """Visit `op`'s regions; its tensor results take the default layout."""
        for region in op.regions:
            for b in region.blocks:
                self.run_block(b)
        for r in op.results:
            if is_tensor(r) and self.get(r) is None:
                self.set(r, self.default(r.type))

    def free_source(self, op: Operation) -> None:
        """A value any consumer can rematerialize: the default layout until one wants another."""
        for r in op.results:
            if is_tensor(r):
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

    # -- control flow (the rules are in `control_flow.py`) --------------------------------------------
    def reset_block(self, block: Block) -> None:
        """Drop the conversions and rematerializations a first visit of `block` added."""
        for op in list(block.walk()):
            if isinstance(op, ConvertLayoutOp):
                op.result.replace_all_uses_with(op.source)
                op.detach()
                op.erase()
        self._remat.clear()

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
