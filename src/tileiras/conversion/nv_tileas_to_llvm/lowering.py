"""The core of the nv_tileas -> LLVM IR lowering: values, thread indexing, shared memory.

A tile value with layout `L` becomes one LLVM vector per thread, `<L.num_regs x T>`: register
`r` of thread `t` holds tile element `L.element(t, r)`. Elementwise ops are one vector
instruction; LLVM and ptxas scalarize what the GPU has no vector form for. A 0-d tile is a
plain LLVM scalar, the same in every thread (uniform).

Everything the GPU and the CPU emulator do differently goes through runtime helpers
(`tileiras.codegen.runtime`): thread and block ids, barriers, shuffles, the shared-memory
scratch buffer, math and rounding.

Op lowerings live in the sibling modules, one per op family, and register themselves in
`LOWERINGS` (an `op_registry.OpTable`); an op with no lowering is refused with a diagnostic
that names it (the `MissingRule` is its cause).
"""

from __future__ import annotations

from functools import cached_property

from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, Block as IRBlock, Operation, SSAValue

from tileiras.codegen import runtime
from tileiras.codegen.llvm_builder import FunctionBuilder, ModuleBuilder
from tileiras.conversion.errors import ConversionError
from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.dialects.nv_tileas import layout_of
from tileiras.layout.linear import LinearLayout, dim_bit_offsets, log2_exact, register_map_fn
from tileiras.op_registry import MissingRule, OpTable
from tileiras.target import Target


class LoweringError(ConversionError):
    """An op or type the code generator cannot lower (exit 5)."""


@dataclass
class V:
    """A lowered tile or scalar: LLVM value `name` of type `ty`; `layout` None for scalars."""

    name: str
    ty: str
    elem: Attribute
    layout: LinearLayout | None = None

    @property
    def is_tile(self) -> bool:
        return self.layout is not None

    @property
    def n(self) -> int:
        return self.layout.num_regs if self.layout is not None else 1

    @property
    def scalar_ty(self) -> str:
        return T.reg_type(self.elem)


@dataclass
class MemRef:
    """A strided array: base pointer, extents and strides (i64 LLVM values or int constants)."""

    base: str
    elem: Attribute
    space: int
    sizes: list[str]
    strides: list[str]
    static_sizes: list[int]
    static_strides: list[int]
    base_align: int = 1


@dataclass
class View:
    """A memref cut into tiles (`nv_tileaa.tiled_view`)."""

    memref: MemRef
    tile_shape: tuple[int, ...]
    dim_map: tuple[int, ...]
    steps: tuple[int, ...]
    sparse_dim: int
    padding: str


class Token:
    """Memory tokens have no run-time value: they only ordered the accesses (see the barriers)."""


TOKEN = Token()

SMEM_CHUNK_BYTES = 32 * 1024
"""The most shared memory one gather (a layout conversion, a slice, a cat...) uses at a time; a
bigger tile goes in slices. The pipelines' buffers leave at least this much of the target's
shared memory free (`transforms.tileas_pipeline.SCRATCH_BYTES`)."""

Handler = Callable[["FunctionLowering", Operation], None]

LOWERINGS: OpTable[Handler] = OpTable("convert-nv-tileas-to-llvm")
"""The lowering of each op, registered by the family modules (`elementwise.py`, `memory.py`...,
named as the nv_tileaa op families) with `@LOWERINGS.rule(...)`."""


@dataclass
class KernelInfo:
    """What the driver and the emulator need to know about a lowered kernel."""

    name: str
    params: list[tuple[str, str]]  # (llvm type, cuda_tile type key) per parameter
    num_warps: int
    smem_bytes: int = 0
    cluster: int = 1
    helpers: set[str] = field(default_factory=set)
    tensor_maps: list[dict] = field(default_factory=list)  # `host_abi.tensor_map.TensorMapSpec` fields, per map


class FunctionLowering:
    """Lowers one `nv_tileaa.func` (an entry) into LLVM IR."""

    def __init__(self, module: ModuleBuilder, func: Operation, num_warps: int, target: Target,
                 cluster: int = 1):
        self.module = module
        self.func = func
        self.num_warps = num_warps
        self.num_threads = 32 * num_warps
        self.target = target
        self.cluster = cluster
        self.values: dict[SSAValue, object] = {}
        self.helpers: set[str] = set()
        self.smem_bytes = 0
        self._cache: dict[object, str] = {}
        self.b: FunctionBuilder  # set by the module lowering
        self.module_lowering = None  # set by the module lowering
        self._region_layout: LinearLayout | None = None
        self.allocations: list[str] = []
        self.uses_clusters = cluster > 1
        self.debug = None  # (DebugInfo, subprogram id, its file) when line info is on
        self.barrier_scope: tuple[int, int] | None = None
        """(named barrier, threads) that `barrier` synchronises; None: the whole block. Set in a
        warp-specialized kernel's consumer role (`warp.py`)."""
        self.scratch_used = False
        self.scratch_barrier_pending = False
        """A barrier is due before the next scratch use (the epilogue's scratch lies over the
        rings: `nv_tileas.scratch` {barrier_before_scratch})."""
        self._barrier_at: tuple[int, int] | None = None
        self.scratch_at: tuple[int, int] | None = None
        """(offset, end) of the scratch space from the epilogue on, where the shared-memory plan
        moved it over the retired rings (`transforms/shared_plan.py`); None: after the buffers."""
        self.issuer_tid = 0
        """The thread that issues single-thread ops (TMA copies, expect_tx); -1: the thread running
        the code is the only one (a producer role, `warp.py`)."""

    # -- values -------------------------------------------------------------------------------
    def get(self, v: SSAValue):
        try:
            return self.values[v]
        except KeyError:
            raise LoweringError(f"internal error: value {v} used before it was lowered") from None

    def getv(self, v: SSAValue) -> V:
        out = self.get(v)
        if not isinstance(out, V):
            raise LoweringError(f"internal error: expected a tile or scalar, got {type(out).__name__}")
        return out

    def set(self, v: SSAValue, lowered: object) -> None:
        self.values[v] = lowered

    def layout(self, v: SSAValue) -> LinearLayout | None:
        """The layout of a tile value; inside a `vector_region`, scalars have the region's."""
        out = layout_of(v.type)
        if out is None and self._region_layout is not None and not isinstance(v.type, TensorType) \
                and v.type.name != "nv_tileaa.mem_token":
            return self._region_layout
        return out

    @contextmanager
    def vector_region(self, layout: LinearLayout):
        """Lower scalar ops (a combiner region) as vectors of `layout.num_regs` values."""
        saved = self._region_layout
        self._region_layout = layout
        try:
            yield
        finally:
            self._region_layout = saved

    def alignment_of(self, v: SSAValue) -> int:
        """The byte alignment `assume div_by` facts promise for a pointer value (1 if none)."""
        from tileiras.dialects.nv_tileaa.attributes import DivByAttr

        best = 1
        seen = 0
        while isinstance(v.owner, Operation) and seen < 16:
            op = v.owner
            seen += 1
            if op.name == "nv_tileaa.assume":
                pred = op.properties.get("predicate")
                if isinstance(pred, DivByAttr) and pred.every is None:
                    best = max(best, pred.divisor)
                v = op.operands[0]
                continue
            break
        return best

    # -- helpers ------------------------------------------------------------------------------
    def call(self, helper: str, args: list[tuple[str, str]], hint: str = "h") -> str | None:
        """Call runtime helper `helper` with (type, value) args; its result name (None if void)."""
        h = runtime.helper(helper)
        self.helpers.add(h.name)
        self.module.declare(h.name, h.declaration())
        argv = ", ".join(f"{t} {v}" for t, v in args)
        if h.ret == "void":
            self.b.emit(f"call void {h.symbol}({argv})")
            return None
        return self.b.op(f"call {h.ret} {h.symbol}({argv})", hint)

    def entry_value(self, key: object, make: Callable[[], str]) -> str:
        """A value computed once in the entry block and reused (thread ids, bit fields)."""
        if key in self._cache:
            return self._cache[key]
        saved = self.b.current
        saved_dbg, self.b.dbg = self.b.dbg, None  # shared entry code belongs to no one op
        self.b.set_block(self.b.blocks[0])
        was_terminated = self.b.current.terminated
        if was_terminated:
            # keep the terminator last
            term = self.b.current.lines.pop()
            self.b.current.terminated = False
        value = make()
        if was_terminated:
            self.b.current.lines.append(term)
            self.b.current.terminated = True
        self.b.set_block(saved)
        self.b.dbg = saved_dbg
        self._cache[key] = value
        return value

    def tid(self) -> str:
        return self.entry_value("tid", lambda: self.call("tid", [], "tid"))

    def block_id(self, axis: int) -> str:
        reg = ("clusterid" if self.uses_clusters else "ctaid") + "." + "xyz"[axis]
        return self.entry_value(("bid", axis), lambda: self.call(reg, [], "bid"))

    def num_blocks(self, axis: int) -> str:
        reg = ("nclusterid" if self.uses_clusters else "nctaid") + "." + "xyz"[axis]
        return self.entry_value(("nbid", axis), lambda: self.call(reg, [], "nbid"))

    def barrier(self) -> None:
        """A barrier of the block (of the role's threads in a warp-specialized kernel); none where
        the last instruction emitted is one (two in a row order nothing more than one)."""
        self.scratch_barrier_pending = False
        here = (id(self.b.current), len(self.b.current.lines))
        if self._barrier_at == here:
            return
        if self.barrier_scope is None:
            self.call("barrier", [])
        else:
            bar, threads = self.barrier_scope
            self.call("barrier.named", [("i32", str(bar)), ("i32", str(threads))])
        self._barrier_at = (id(self.b.current), len(self.b.current.lines))

    # -- constants and splats -----------------------------------------------------------------
    @staticmethod
    def const_vec(ty: str, values: list) -> str:
        return "<" + ", ".join(f"{ty} {v}" for v in values) + ">"

    def splat(self, value: str, ty: str, n: int) -> str:
        """A `<n x ty>` vector of `value`."""
        if n == 1:
            return self.b.op(f"insertelement <1 x {ty}> poison, {ty} {value}, i32 0")
        one = self.b.op(f"insertelement <{n} x {ty}> poison, {ty} {value}, i32 0")
        return self.b.op(f"shufflevector <{n} x {ty}> {one}, <{n} x {ty}> poison, <{n} x i32> zeroinitializer")

    def extract(self, v: V, r: int) -> str:
        return self.b.op(f"extractelement {v.ty} {v.name}, i32 {r}")

    def extract_any(self, name: str, ty: str, r: int) -> str:
        return self.b.op(f"extractelement {ty} {name}, i32 {r}")

    def build_vector(self, scalars: list[str], ty: str) -> str:
        n = len(scalars)
        acc = "poison"
        for r, s in enumerate(scalars):
            acc = self.b.op(f"insertelement <{n} x {ty}> {acc}, {ty} {s}, i32 {r}")
        return acc

    def tile(self, name: str, elem: Attribute, layout: LinearLayout) -> V:
        return V(name, T.vector_type(elem, layout.num_regs), elem, layout)

    # -- thread bit fields --------------------------------------------------------------------
    def thread_bits(self, lane: tuple[int, ...], warp: tuple[int, ...]) -> str:
        """sum over thread-id bits k of bit_k(tid) << base_k (i32), base -1 contributing nothing."""
        bases = list(lane) + list(warp)
        key = ("tbits", tuple(bases))
        if key in self._cache:
            return self._cache[key]

        def make() -> str:
            tid = self.tid()
            terms = []
            k = 0
            while k < len(bases):
                if bases[k] < 0:
                    k += 1
                    continue
                start = k
                while k + 1 < len(bases) and bases[k + 1] == bases[k] + 1:
                    k += 1
                length = k - start + 1
                k += 1
                src, dst = start, bases[start]
                v = tid
                if src:
                    v = self.b.op(f"lshr i32 {v}, {src}")
                v = self.b.op(f"and i32 {v}, {(1 << length) - 1}")
                if dst:
                    v = self.b.op(f"shl i32 {v}, {dst}")
                terms.append(v)
            if not terms:
                return "0"
            acc = terms[0]
            for t in terms[1:]:
                acc = self.b.op(f"or i32 {acc}, {t}")
            return acc

        return self.entry_value(key, make)

    def thread_offset(self, layout: LinearLayout) -> str:
        """The thread part of the linear element index for `layout` (i32)."""
        return self.thread_bits(layout.lane, layout.warp)

    def thread_coord(self, layout: LinearLayout, dim: int) -> str:
        """The thread part of coordinate `dim` (i32)."""
        offs = dim_bit_offsets(layout.shape)
        lo, width = offs[dim], log2_exact(layout.shape[dim])

        def m(b: int) -> int:
            return b - lo if lo <= b < lo + width else -1

        return self.thread_bits(tuple(m(b) for b in layout.lane), tuple(m(b) for b in layout.warp))

    @staticmethod
    def reg_coords(layout: LinearLayout, dim: int) -> list[int]:
        offs = dim_bit_offsets(layout.shape)
        mask = layout.shape[dim] - 1
        return [(layout.reg_offset(r) >> offs[dim]) & mask for r in range(layout.num_regs)]

    def owner_pred(self, layout: LinearLayout) -> str | None:
        """i1: this thread owns (is the first replica of) its elements; None if all threads do."""
        mask = layout.replicated_thread_mask
        if not mask:
            return None

        def make() -> str:
            t = self.b.op(f"and i32 {self.tid()}, {mask}")
            return self.b.op(f"icmp eq i32 {t}, 0")

        return self.entry_value(("owner", mask), make)

    # -- shared memory ------------------------------------------------------------------------
    def smem_base(self) -> str:
        """The start of the kernel's shared memory (ptr addrspace(3)): the pipeline buffers
        (`nv_tileas.alloc_shared`, at the offsets their pass chose), then the scratch buffer."""
        return self.entry_value("smem", lambda: self.call("smem", [], "smem"))

    @cached_property
    def pipeline_bytes(self) -> int:
        """The bytes the function's `alloc_shared` buffers take, at the start of shared memory."""
        from tileiras.conversion.nv_tileas_to_llvm.shared import pipeline_bytes

        return pipeline_bytes(self.func)

    @property
    def scratch_limit(self) -> int:
        """The most scratch one gather may use: `SMEM_CHUNK_BYTES`, less what the pipeline
        buffers take of the target's shared memory (a power of two); in the epilogue, the room
        the shared-memory plan gave it."""
        if self.scratch_at is not None:
            room = self.scratch_at[1] - self.scratch_at[0]
        else:
            room = self.target.max_shared_memory_per_block - self.pipeline_bytes
        limit = SMEM_CHUNK_BYTES
        while limit > room and limit > 256:
            limit //= 2
        return limit

    def smem(self, nbytes: int) -> str:
        """The scratch buffer (ptr addrspace(3)), at least `nbytes` long: after the buffers, or
        where the shared-memory plan put the epilogue's (`scratch_at`)."""
        p = self.pipeline_bytes if self.scratch_at is None else self.scratch_at[0]
        self.scratch_used = True
        if self.scratch_barrier_pending:
            self.barrier()
        self.smem_bytes = max(self.smem_bytes, p + (nbytes + 15) // 16 * 16)
        base = self.smem_base()
        if not p:
            return base
        return self.entry_value(("smem-scratch", p),
                                lambda: self.b.op(f"getelementptr i8, ptr addrspace(3) {base}, i32 {p}"))

    @contextmanager
    def only_if(self, pred: str | None, name: str):
        """Lower the body in a block that runs only where `pred` (i1) holds (always: None)."""
        if pred is None:
            yield
            return
        then = self.b.new_block(name)
        cont = self.b.new_block(f"{name}.end")
        self.b.cond_br(pred, then, cont)
        self.b.set_block(then)
        yield
        self.b.br(cont)
        self.b.set_block(cont)

    def smem_store_tile(self, v: V, base: str, index_bases: LinearLayout | None = None,
                        extra_offset: str | None = None) -> None:
        """Every owner thread stores its registers at `base[element index]` (elements of the
        tile's memory type; i1 as bytes)."""
        layout = v.layout
        assert layout is not None
        with self.only_if(self.owner_pred(layout), "sst"):
            toff = self.thread_offset(layout)
            if extra_offset is not None:
                toff = self.b.op(f"add i32 {toff}, {extra_offset}")
            for r in range(layout.num_regs):
                if layout.is_replica_reg(r):
                    continue
                idx = self.b.op(f"or i32 {toff}, {layout.reg_offset(r)}") if extra_offset is None else \
                    self.b.op(f"add i32 {toff}, {layout.reg_offset(r)}")
                self.smem_put(v, r, base, idx)

    def smem_put(self, v: V, r: int, base: str, index: str) -> None:
        """Store register `r` of tile `v` at `base[index]`, in the element's memory type (i1 as a
        byte)."""
        mty = T.mem_type(v.elem)
        x = self.extract(v, r)
        if mty != v.scalar_ty:
            x = self.b.op(f"zext {v.scalar_ty} {x} to {mty}")
        p = self.b.op(f"getelementptr {mty}, ptr addrspace(3) {base}, i32 {index}")
        self.b.emit(f"store {mty} {x}, ptr addrspace(3) {p}")

    def smem_get(self, elem: Attribute, base: str, index: str) -> str:
        """The element at `base[index]`, in its register type."""
        mty, rty = T.mem_type(elem), T.reg_type(elem)
        p = self.b.op(f"getelementptr {mty}, ptr addrspace(3) {base}, i32 {index}")
        x = self.b.op(f"load {mty}, ptr addrspace(3) {p}")
        return self.b.op(f"trunc {mty} {x} to {rty}") if mty != rty else x

    def smem_load(self, elem: Attribute, base: str, indices: list[str]) -> str:
        """A vector of the elements at `base[indices[r]]`."""
        return self.build_vector([self.smem_get(elem, base, idx) for idx in indices], T.reg_type(elem))

    # -- layout conversion --------------------------------------------------------------------
    def relayout(self, v: V, dst: LinearLayout, bitmap: list[int] | None = None) -> V:
        """`v` (a tile) in layout `dst`. With `bitmap`, destination element bit i is source bit
        bitmap[i] (-1: dropped), which expresses reshape, permute and broadcast."""
        src = v.layout
        assert src is not None
        if bitmap is None:
            bitmap = list(range(dst.nbits))
            if src == dst:
                return v

        moves = [(1 << i, 1 << b) for i, b in enumerate(bitmap) if b >= 0]  # (its bit, the bit it sets)

        def index_map(e: int) -> int:
            out = 0
            for bit, to in moves:
                if e & bit:
                    out |= to
            return out

        regs = register_map_fn(src, dst, index_map)
        if regs is not None:
            if regs == list(range(src.num_regs)) and dst.num_regs == src.num_regs:
                return V(v.name, T.vector_type(v.elem, dst.num_regs), v.elem, dst)
            mask = self.const_vec("i32", regs)
            name = self.b.op(f"shufflevector {v.ty} {v.name}, {v.ty} poison, <{len(regs)} x i32> {mask}")
            return self.tile(name, v.elem, dst)
        # through shared memory
        from tileiras.conversion.nv_tileas_to_llvm.shared import convert_through_shared

        converted = convert_through_shared(self, v, dst, bitmap)
        if converted is not None:
            return converted

        def mapped(bases: tuple[int, ...]) -> tuple[int, ...]:
            return tuple(bitmap[b] if b >= 0 else -1 for b in bases)

        toff = self.thread_bits(mapped(dst.lane), mapped(dst.warp))
        indices = [self.b.op(f"or i32 {toff}, {index_map(dst.reg_offset(r))}") for r in range(dst.num_regs)]
        return self.tile(self.gather(v, indices), v.elem, dst)

    def gather(self, v: V, indices: list[str]) -> str:
        """A vector of the elements of tile `v` at row-major linear indices `indices` (i32, one
        per result lane), through shared memory. A tile bigger than the scratch budget goes in
        rounds, one per slice of its linear index (the top bits): each round stores the
        elements of its slice and every thread picks up the ones it needs. Every thread must
        reach it (it has barriers)."""
        src = v.layout
        assert src is not None
        size = T.byte_size(v.elem)
        chunks = 1
        while src.numel * size // chunks > self.scratch_limit and chunks < src.numel:
            chunks *= 2
        if chunks == 1:
            base = self.smem(src.numel * size)
            self.barrier()
            self.smem_store_tile(v, base)
            self.barrier()
            return self.smem_load(v.elem, base, indices)
        return self._gather_chunked(v, indices, chunks)

    def _gather_chunked(self, v: V, indices: list[str], chunks: int) -> str:
        """`gather` in `chunks` rounds (see there)."""
        src = v.layout
        per = src.numel // chunks
        shift = per.bit_length() - 1
        base = self.smem(per * T.byte_size(v.elem))
        toff_src = self.thread_offset(src)
        owner = self.owner_pred(src)
        rty = T.reg_type(v.elem)
        values: list[str | None] = [None] * len(indices)
        for k in range(chunks):
            self.barrier()
            for r in range(src.num_regs):
                if src.is_replica_reg(r):
                    continue
                idx = self.b.op(f"or i32 {toff_src}, {src.reg_offset(r)}")
                top = self.b.op(f"lshr i32 {idx}, {shift}")
                mine = self.b.op(f"icmp eq i32 {top}, {k}")
                if owner is not None:
                    mine = self.b.op(f"and i1 {mine}, {owner}")
                then = self.b.new_block("chunk.st")
                cont = self.b.new_block("chunk.st.end")
                self.b.cond_br(mine, then, cont)
                self.b.set_block(then)
                self.smem_put(v, r, base, self.b.op(f"and i32 {idx}, {per - 1}"))
                self.b.br(cont)
                self.b.set_block(cont)
            self.barrier()
            for r, idx in enumerate(indices):
                x = self.smem_get(v.elem, base, self.b.op(f"and i32 {idx}, {per - 1}"))
                if values[r] is None:
                    values[r] = x
                    continue
                top = self.b.op(f"lshr i32 {idx}, {shift}")
                mine = self.b.op(f"icmp eq i32 {top}, {k}")
                values[r] = self.b.op(f"select i1 {mine}, {rty} {x}, {rty} {values[r]}")
        return self.build_vector(values, rty)

    def as_layout(self, v: V, dst: LinearLayout) -> V:
        """`v` in `dst` (a scalar is splatted)."""
        if v.layout is None:
            return self.tile(self.splat(v.name, v.ty, dst.num_regs), v.elem, dst)
        return self.relayout(v, dst)

    # -- regions ------------------------------------------------------------------------------
    def lower_block(self, block: IRBlock) -> None:
        for op in block.ops:
            self.lower_op(op)

    def lower_op(self, op: Operation) -> None:
        """Lower one op; its instructions carry its source line when line info is on, and an
        error it raises names it (for the `loc(...)` of the diagnostic)."""
        try:
            handler = LOWERINGS.lookup(op.name)
        except MissingRule as missing:
            raise LoweringError(f"'{op.name}' is not supported by the code generator yet",
                                [f"see the op '{op.name}'"], op) from missing
        if handler is None:
            raise LoweringError(f"internal error: '{op.name}' inside a function body", [], op)
        plan = op.attributes.get("nv_tileas.scratch")  # `shared_plan.SCRATCH_ATTR`: the epilogue starts here
        if plan is not None:
            # the buffers from here lie over bytes used before: every thread must be done with them
            if "barrier" in plan.data or "barrier_if_used" in plan.data and self.scratch_used:
                self.barrier()
            if "barrier_before_scratch" in plan.data:
                self.scratch_barrier_pending = True
            if "offset" in plan.data:
                self.scratch_at = (plan.data["offset"].value.data, plan.data["end"].value.data)
        if self.scratch_barrier_pending and op.regions:
            self.barrier()  # not left to a scratch use in one branch only: the other would miss it
        saved = self.b.dbg
        if self.debug is not None:
            from tileiras.dialects.cuda_tile.attributes import source_position

            pos = source_position(op.location)
            if pos is not None:
                di, sp, sp_path = self.debug
                self.b.dbg = di.location(pos[1], pos[2], sp, sp_path, pos[0])
        try:
            handler(self, op)
        except ConversionError as e:
            if e.op is None:
                e.op = op
            raise
        finally:
            self.b.dbg = saved

    def inline_region(self, block: IRBlock, args: list[object]) -> list[object]:
        """Lower `block` with its arguments bound to `args`; the values its terminator yields."""
        for a, v in zip(block.args, args):
            self.set(a, v)
        ops = list(block.ops)
        for op in ops[:-1]:
            self.lower_op(op)
        term = ops[-1]
        return [self.get(v) if v.type.name != "nv_tileaa.mem_token" else TOKEN for v in term.operands]
