"""tcgen05: lowering of the nv_tileas fifth-generation tensor-core family
(`dialects/nv_tileas/tcgen05_ops.py`), sm_100a/sm_103a. Helpers in `codegen/tcgen05_helpers.py`.

- `tmem_alloc`: warp 0 `tcgen05.alloc` (the address lands in the shared slot) and, when the
  loop runs once per kernel, `relinquish_alloc_permit`; `fence::before_thread_sync`, barrier,
  `fence::after_thread_sync` (the ISA's order for tcgen05 ops across a thread
  synchronisation); every thread loads the address.
- `tmem_store {m}`: per block b of m rows, per 16-lane half h the block uses (M = 64: lanes
  32w..32w+15; M = 128: both halves of the warp's 32) and chunk of up to 256 columns,
  `tcgen05.st.16x256b.xR` of the thread's accumulator registers at lane 32 w + 16 h (w the
  warp), column b N + chunk, then `wait::st`; the fences around a barrier (the MMA thread sees
  every warp's stores).
- `tcgen05_mma`: thread 0: `fence::after_thread_sync` (the stage's barrier came before), per
  K step and per (64-row block, N chunk) one `tcgen05.mma` (D at column b N + chunk, the
  shared-memory descriptors of the slices as wgmma's plus the version bit), then
  `tcgen05.commit` to the mbarrier; every thread waits for the phase of the iteration's parity.
  With `pending = 1` iteration j commits to mbarrier j % 2 and, from j = 1, every thread waits
  for mbarrier (j - 1) % 2's phase of parity ((j - 1) / 2) % 2.
  With `pending = 2` (an `mma` role's loop: one thread runs it, `FunctionLowering.issuer_tid`
  -1) no guard and no wait: the MMAs, then `tcgen05.commit` to mbarrier `a_stage` of `bars`
  (the ring's empty mbarrier: its arrival hands the stage back to the producer once the MMAs
  have read it) - `lower_tcgen05_mma_release`.
- `tcgen05_commit {index}`: the issuing thread commits to mbarrier `index`.
- `tcgen05_wait`: thread 0 commits to mbarrier 2, every thread waits for its phase 0.
- `tmem_load`: `fence::after_thread_sync`, `tcgen05.ld.16x256b.xR` + `wait::ld` into the
  result's layout (the warpgroup accumulator fragment).
- `tmem_dealloc`: `fence::before_thread_sync`, barrier, `fence::after_thread_sync`, warp 0
  `tcgen05.dealloc`.

The ops of a CTA pair (`PAIR_ATTR`, `transforms/tcgen05_pair.py`: one `tcgen05.mma.cta_group::2`
over a 2-CTA cluster, NVIDIA's sm_100 form): alloc, relinquish and dealloc take their
`cta_group::2` forms (warp 0 of each CTA); `tmem_store`/`tmem_load` walk the CTA's 64 rows of
data-path layout B as one 128-lane block of N/2 columns (the warp split "pair"); the MMAs
(`tcgen05.mma.cta_group::2`, one per K step over this CTA's stages, the peer's at the same
offsets) and their commits come from the even CTA only (its thread 0, or the `mma` role's
thread), each commit `multicast::cluster` with ctaMask `PAIR_MASK` so both CTAs' mbarriers get
the arrival; a pair MMA the pass did not make ready (`PAIR_READY_ATTR`) is a diagnostic.
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.codegen.tcgen05_helpers import LD_ST_MAX_X, ld_st_name
from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, FunctionLowering, LoweringError
from tileiras.conversion.nv_tileas_to_llvm.shared import SharedBuffer
from tileiras.conversion.nv_tileas_to_llvm.wgmma import _descriptor_value, _slices, _start_field
from tileiras.layout.tcgen05_atom import VERSION_BIT, decode_instruction
from tileiras.transforms.cluster_split import CTA_PAIR_ATTR as PAIR_ATTR  # on the pair's tensor-memory ops
from tileiras.transforms.tcgen05_pair import PAIR_READY_ATTR

PAIR_MASK = 3
"""The commit's ctaMask: both CTAs of the cluster's pair (NVIDIA's, 2-CTA clusters)."""


def _pair(op: Operation) -> bool:
    return PAIR_ATTR in op.attributes


def _leader(fl: FunctionLowering) -> str:
    """i1: this CTA is the even one of its pair (it issues the pair's MMAs)."""
    rank = fl.entry_value("cluster-rank", lambda: fl.call("cluster.ctarank", [], "rank"))
    return fl.entry_value("pair-leader", lambda: fl.b.op(f"icmp eq i32 {fl.b.op(f'and i32 {rank}, 1')}, 0"))


def _warp0(fl: FunctionLowering) -> str:
    return fl.entry_value("tid-lt-32", lambda: fl.b.op(f"icmp ult i32 {fl.tid()}, 32"))


def _sync(fl: FunctionLowering) -> None:
    """`fence::before_thread_sync`, barrier, `fence::after_thread_sync`."""
    fl.call("tcgen05.fence.before", [])
    fl.barrier()
    fl.call("tcgen05.fence.after", [])


@LOWERINGS.rule("nv_tileas.tmem_alloc")
def lower_tmem_alloc(fl: FunctionLowering, op: Operation) -> None:
    fl.smem_bytes = max(fl.smem_bytes, fl.pipeline_bytes)
    slot = fl.b.op(f"getelementptr i8, ptr addrspace(3) {fl.smem_base()}, i32 {op.offset.value.data}")
    cols = op.columns.value.data
    two = "2" if _pair(op) else ""  # cta_group::2: one warp of each CTA of the pair
    with fl.only_if(_warp0(fl), "tmalloc"):
        fl.call(f"tcgen05.alloc{two}.{cols}", [("ptr addrspace(3)", slot)])
        if op.relinquish.value.data:
            fl.call(f"tcgen05.relinquish{two}", [])
    _sync(fl)
    fl.set(op.taddr, fl.b.op(f"load volatile i32, ptr addrspace(3) {slot}", "taddr"))


@LOWERINGS.rule("nv_tileas.tmem_dealloc")
def lower_tmem_dealloc(fl: FunctionLowering, op: Operation) -> None:
    taddr = fl.get(op.taddr)
    _sync(fl)
    with fl.only_if(_warp0(fl), "tmfree"):
        fl.call(f"tcgen05.dealloc{'2' if _pair(op) else ''}.{op.columns.value.data}", [("i32", taddr)])


def _chunks(M: int, N: int, m_inst: int):
    """(row block start, half, column start, .x count) of each 16x256b access: per block of
    `m_inst` rows, per 16-lane half of the warp's 32 lanes that the block uses (one for M = 64,
    layout F; two for M = 128, layout D), per chunk of up to 8 LD_ST_MAX_X columns."""
    step = 8 * LD_ST_MAX_X
    for m0 in range(0, M, m_inst):
        for h in range(m_inst // 64):
            for c0 in range(0, N, step):
                yield m0, h, c0, min(step, N - c0) // 8


def _fragment_regs(fl: FunctionLowering, layout, M: int, N: int, m_inst: int) -> dict[tuple[int, int, int], list[int]]:
    """(row block, half, column start) -> the thread's register indices of that 16x256b
    access, in the instruction's order (lane l register i: row 16 half + l // 4 + 8 ((i >> 1) & 1),
    column 8 (i >> 2) + 2 (l % 4) + (i & 1), relative to the warp's first row; the thread parts
    of the coordinates are the layout's)."""
    if N % 8:
        raise LoweringError(f"tcgen05: N = {N} is not a multiple of 8")
    coords = {co: r for r, co in enumerate(zip(fl.reg_coords(layout, 0), fl.reg_coords(layout, 1)))
              if not layout.is_replica_reg(r)}
    out = {}
    for m0, h, c0, x in _chunks(M, N, m_inst):
        regs = []
        for i in range(4 * x):
            co = (m0 + 16 * h + 8 * ((i >> 1) & 1), c0 + 8 * (i >> 2) + (i & 1))
            if co not in coords:
                raise LoweringError("tcgen05: the accumulator is not in the warpgroup layout")
            regs.append(coords[co])
        out[(m0, h, c0)] = regs
    return out


def _cell_addr(fl: FunctionLowering, taddr: str, N: int, m_inst: int, m0: int, h: int, c0: int) -> str:
    """The tensor-memory address of this warp's part of a 16x256b access: lane
    32 (warp % 4) + 16 h (in bits 16-31), column (m0 // m_inst) N + c0."""
    lane = fl.entry_value("tmem-lane", lambda: fl.b.op(
        f"shl i32 {fl.b.op(f'and i32 {fl.tid()}, 96')}, 16"))
    base = fl.b.op(f"add i32 {taddr}, {lane}")
    off = (16 * h << 16) + (m0 // m_inst) * N + c0
    return base if off == 0 else fl.b.op(f"add i32 {base}, {off}")


@LOWERINGS.rule("nv_tileas.tmem_store")
def lower_tmem_store(fl: FunctionLowering, op: Operation) -> None:
    write_accumulator(fl, fl.get(op.taddr), op.acc, op.m.value.data, _pair(op))
    _sync(fl)


def _pair_shape(M: int, N: int, m_inst: int, pair: bool) -> tuple[int, int, int]:
    """(rows, columns, rows per block) the 16x256b accesses walk: a CTA's 64 rows of a
    `cta_group::2` M = 128 accumulator (layout B, the warp split "pair") are walked as one
    128-lane block of N/2 columns (warp w's lanes 32w..32w+31 hold rows 32 (w % 2) of the column
    half w // 2, the layout's warp part)."""
    if not pair:
        return M, N, m_inst
    if M != 64 or N % 16:
        raise LoweringError(f"tcgen05: a {M}x{N} accumulator is not a CTA's part of a cta_group::2 M = 128 MMA")
    return 64, N // 2, 128


def write_accumulator(fl: FunctionLowering, taddr: str, acc_v, m_inst: int, pair: bool = False) -> None:
    """Every thread's f32 tile `acc_v` (the warpgroup accumulator layout) into the tensor
    memory at `taddr` (`tcgen05.st.16x256b` + `wait::st`; no fences)."""
    acc = fl.getv(acc_v)
    if T.reg_type(acc.elem) != "float":
        raise LoweringError("tcgen05: the accumulator must be f32")
    M, N, m_inst = _pair_shape(*tuple(acc_v.type.get_shape()), m_inst, pair)
    frags = _fragment_regs(fl, fl.layout(acc_v), M, N, m_inst)
    for m0, h, c0, x in _chunks(M, N, m_inst):
        vals = [fl.b.op(f"bitcast float {fl.extract(acc, r)} to i32") for r in frags[(m0, h, c0)]]
        fl.call(ld_st_name("st", x), [("i32", _cell_addr(fl, taddr, N, m_inst, m0, h, c0))]
                + [("i32", v) for v in vals])


@LOWERINGS.rule("nv_tileas.tmem_load")
def lower_tmem_load(fl: FunctionLowering, op: Operation) -> None:
    fl.call("tcgen05.fence.after", [])
    read_accumulator(fl, fl.get(op.taddr), op.result, op.m.value.data, _pair(op))


def read_accumulator(fl: FunctionLowering, taddr: str, result, m_inst: int, pair: bool = False) -> None:
    """`result` (an f32 tile in the warpgroup accumulator layout) read from the tensor memory at
    `taddr` (`tcgen05.ld.16x256b` + `wait::ld`; no fence)."""
    M, N, m_inst = _pair_shape(*tuple(result.type.get_shape()), m_inst, pair)
    layout = fl.layout(result)
    frags = _fragment_regs(fl, layout, M, N, m_inst)
    outs = [""] * layout.num_regs
    for m0, h, c0, x in _chunks(M, N, m_inst):
        n = 4 * x
        ret = "{" + ", ".join(["i32"] * n) + "}"
        res = fl.call(ld_st_name("ld", x), [("i32", _cell_addr(fl, taddr, N, m_inst, m0, h, c0))], "tmld")
        for j, r in enumerate(frags[(m0, h, c0)]):
            outs[r] = fl.b.op(f"bitcast i32 {fl.b.op(f'extractvalue {ret} {res}, {j}')} to float")
    for r in range(layout.num_regs):
        if not outs[r]:  # a replica register: the value of the register it copies
            src = next((q for q in range(layout.num_regs) if outs[q] and layout.reg_offset(q) == layout.reg_offset(r)),
                       None)
            if src is None:
                raise LoweringError("tcgen05: the loads do not cover the accumulator")
            outs[r] = outs[src]
    fl.set(result, fl.tile(fl.build_vector(outs, "float"), result.type.element_type, layout))


@LOWERINGS.rule("nv_tileas.tcgen05_mma")
def lower_tcgen05_mma(fl: FunctionLowering, op: Operation) -> None:
    if op.pending.value.data == 2:
        lower_tcgen05_mma_release(fl, op)
        return
    pair = _pair(op)
    if pair and PAIR_READY_ATTR not in op.attributes:
        raise LoweringError("tcgen05: a cta_group::2 MMA without the pair protocol (transforms/tcgen05_pair)", [], op)
    first = _first_thread(fl, pair)
    bars: str = fl.get(op.bars)
    iters = fl.getv(op.phase)
    it = iters.name if iters.ty == "i32" else fl.b.op(f"trunc {iters.ty} {iters.name} to i32")
    overlap = bool(op.pending.value.data)
    with fl.only_if(first, "umma"):
        fl.call("tcgen05.fence.after", [])
        issue_mmas(fl, op)
        # pending = 1: iteration j commits to mbarrier j % 2 (a pair's: in both CTAs)
        (commit_pair if pair else commit)(fl, _bar(fl, bars, fl.b.op(f"and i32 {it}, 1")) if overlap else bars)
    if not overlap:
        wait_for_commit(fl, bars, fl.b.op(f"and i32 {it}, 1"))
        return
    wait_for_previous(fl, bars, it)


def _first_thread(fl: FunctionLowering, pair: bool) -> str:
    """i1: thread 0 (of the even CTA of the pair, for a pair MMA: it issues for both CTAs)."""
    first = fl.entry_value("tid-is-0", lambda: fl.b.op(f"icmp eq i32 {fl.tid()}, 0"))
    if not pair:
        return first
    return fl.entry_value("tid-is-0-of-leader", lambda: fl.b.op(f"and i1 {first}, {_leader(fl)}"))


def _issuer(fl: FunctionLowering) -> str | None:
    """The issuing-thread predicate (None inside a single-thread role: `issuer_tid` -1)."""
    if fl.issuer_tid < 0:
        return None
    return fl.entry_value("tid-is-0", lambda: fl.b.op(f"icmp eq i32 {fl.tid()}, 0"))


def issue_mmas(fl: FunctionLowering, op: Operation) -> None:
    """The `tcgen05.mma`s of one stage: per K step, per (M block, N chunk), D at column
    b N + chunk of `taddr`, the stages' descriptors (wgmma's plus the version bit). A pair MMA
    (`PAIR_ATTR`): one `tcgen05.mma.cta_group::2` per K step over this CTA's A rows and B
    columns (the peer's at the same offsets), D at `taddr`."""
    taddr = fl.get(op.taddr)
    f = decode_instruction(op.idesc.value.data)
    n_inst, idesc = f["n"], op.idesc.value.data
    ta, tb = bool(op.a_mn_major.value.data), bool(op.b_mn_major.value.data)
    a_buf: SharedBuffer = fl.get(op.a_buffer)
    b_buf: SharedBuffer = fl.get(op.b_buffer)
    a_shape, b_shape = a_buf.layout.shape[-2:], b_buf.layout.shape[-2:]
    M, K = (a_shape[1], a_shape[0]) if ta else a_shape
    N = b_shape[1] if tb else b_shape[0]
    k_step = 16
    m_inst = op.m.value.data

    def stage_field(buf_v, stage_v) -> str:
        buf = fl.get(buf_v)
        base = fl.entry_value(("smem-addr32", buf.base),
                              lambda: fl.b.op(f"ptrtoint ptr addrspace(3) {buf.base} to i32"))
        stage = fl.getv(stage_v).name
        addr = base if stage == "0" else fl.b.op(f"add i32 {base}, {fl.b.op(f'mul i32 {stage}, {buf.stage_bytes}')}")
        return _start_field(fl, addr)

    fa = stage_field(op.a_buffer, op.a_stage)
    fb = stage_field(op.b_buffer, op.b_stage)
    if _pair(op):
        if 2 * M != m_inst or 2 * N != n_inst:
            raise LoweringError(f"tcgen05: a pair MMA of {m_inst}x{n_inst} over stages of {M} rows and {N} columns")
        a_desc = _slices(a_buf, ta, M, M, K, k_step)
        b_desc = _slices(b_buf, tb, N, N, K, k_step)
        for k0 in range(0, K, k_step):
            da = _version(fl, _descriptor_value(fl, fa, a_desc[(0, k0)]))
            db = _version(fl, _descriptor_value(fl, fb, b_desc[(0, k0)]))
            fl.call("tcgen05.mma2.f16", [("i32", taddr), ("i64", da), ("i64", db), ("i32", str(idesc)), ("i32", "1")])
        return
    a_desc = _slices(a_buf, ta, M, m_inst, K, k_step)
    b_desc = _slices(b_buf, tb, N, n_inst, K, k_step)
    for k0 in range(0, K, k_step):
        for m0 in range(0, M, m_inst):
            for n0 in range(0, N, n_inst):
                da = _version(fl, _descriptor_value(fl, fa, a_desc[(m0, k0)]))
                db = _version(fl, _descriptor_value(fl, fb, b_desc[(n0, k0)]))
                col = (m0 // m_inst) * N + n0
                d = taddr if col == 0 else fl.b.op(f"add i32 {taddr}, {col}")
                fl.call("tcgen05.mma.f16", [("i32", d), ("i64", da), ("i64", db), ("i32", str(idesc)), ("i32", "1")])


def lower_tcgen05_mma_release(fl: FunctionLowering, op: Operation) -> None:
    """`pending = 2`: the stage's MMAs, then their commit to the stage's empty mbarrier (an
    `mma` role: the stage's full mbarrier was waited on just before, by this thread)."""
    if _pair(op):
        if PAIR_READY_ATTR not in op.attributes:
            raise LoweringError("tcgen05: a cta_group::2 MMA outside the warp roles the pair protocol needs", [], op)
        with fl.only_if(_leader(fl), "umma2"):  # the even CTA issues for the pair, commits to both
            fl.call("tcgen05.fence.after", [])
            issue_mmas(fl, op)
            commit_pair(fl, _bar(fl, fl.get(op.bars), fl.getv(op.a_stage).name))
        return
    with fl.only_if(_issuer(fl), "umma"):
        fl.call("tcgen05.fence.after", [])
        issue_mmas(fl, op)
        commit(fl, _bar(fl, fl.get(op.bars), fl.getv(op.a_stage).name))


@LOWERINGS.rule("nv_tileas.tcgen05_mma_scaled")
def lower_tcgen05_mma_scaled(fl: FunctionLowering, op: Operation) -> None:
    """Block-scaled MMA from shared-memory stages (`tcgen05_block_scaled.py`)."""
    from tileiras.conversion.nv_tileas_to_llvm.tcgen05_block_scaled import lower_tcgen05_mma_scaled as lower

    lower(fl, op)


@LOWERINGS.rule("nv_tileas.tcgen05_mma_fp4")
def lower_tcgen05_mma_fp4(fl: FunctionLowering, op: Operation) -> None:
    """Block-scaled MMA of e2m1 register tiles (`tcgen05_block_scaled.py`)."""
    from tileiras.conversion.nv_tileas_to_llvm.tcgen05_block_scaled import lower_tcgen05_mma_fp4 as lower

    lower(fl, op)


@LOWERINGS.rule("nv_tileas.tcgen05_commit")
def lower_tcgen05_commit(fl: FunctionLowering, op: Operation) -> None:
    bars: str = fl.get(op.bars)
    index = op.index.value.data
    bar = bars if index == 0 else fl.b.op(f"getelementptr i8, ptr addrspace(3) {bars}, i32 {8 * index}")
    if _pair(op):
        with fl.only_if(_leader(fl), "umma2.commit"):
            commit_pair(fl, bar)
        return
    with fl.only_if(_issuer(fl), "umma.commit"):
        commit(fl, bar)


def wait_for_previous(fl: FunctionLowering, bars: str, it: str) -> None:
    """Every thread waits for iteration it - 1's commit (its MMAs read the stage the copies
    after it overwrite): mbarrier (it - 1) % 2, parity ((it - 1) >> 1) % 2 with an arithmetic
    shift, so iteration 0 waits for parity 1 of the fresh mbarrier 1, which try_wait.parity
    reports complete at once (no branch in the loop). A test removes it."""
    prev = fl.b.op(f"sub i32 {it}, 1")
    wait_for_commit(fl, _bar(fl, bars, fl.b.op(f"and i32 {prev}, 1")),
                    fl.b.op(f"and i32 {fl.b.op(f'ashr i32 {prev}, 1')}, 1"))


def _bar(fl: FunctionLowering, bars: str, index: str) -> str:
    """mbarrier `index` (i32) of `bars`."""
    return fl.b.op(f"getelementptr i8, ptr addrspace(3) {bars}, i32 {fl.b.op(f'shl i32 {index}, 3')}")


@LOWERINGS.rule("nv_tileas.tcgen05_wait")
def lower_tcgen05_wait(fl: FunctionLowering, op: Operation) -> None:
    bars: str = fl.get(op.bars)
    done = fl.b.op(f"getelementptr i8, ptr addrspace(3) {bars}, i32 16")
    with fl.only_if(_first_thread(fl, _pair(op)), "umma.done"):
        (commit_pair if _pair(op) else commit)(fl, done)
    wait_for_commit(fl, done, "0")


def commit(fl: FunctionLowering, bars: str) -> None:
    """`tcgen05.commit` of the issuing thread's MMAs to the mbarrier (a test removes it)."""
    fl.call("tcgen05.commit", [("ptr addrspace(3)", bars)])


def commit_pair(fl: FunctionLowering, bar: str) -> None:
    """`tcgen05.commit.cta_group::2 ... multicast::cluster` of the pair's MMAs: one arrival on
    the mbarrier at `bar`'s offset in both CTAs of the pair (a test changes the mask)."""
    fl.call("tcgen05.commit.multicast", [("ptr addrspace(3)", bar), ("i16", str(PAIR_MASK))])


def wait_for_commit(fl: FunctionLowering, bars: str, phase: str) -> None:
    """Every thread waits for the commit's phase (a test removes it)."""
    spin = fl.b.new_block("ummawait")
    done = fl.b.new_block("ummawait.done")
    fl.b.br(spin)
    fl.b.set_block(spin)
    ok = fl.call("mbarrier.try_wait.parity", [("ptr addrspace(3)", bars), ("i32", phase)], "mbok")
    fl.b.cond_br(ok, done, spin)
    fl.b.set_block(done)


def _version(fl: FunctionLowering, desc: str) -> str:
    """A wgmma descriptor value made a tcgen05 one (`layout.tcgen05_atom`: bit 46 set)."""
    return fl.b.op(f"or i64 {desc}, {VERSION_BIT}")


# --- A from tensor memory (attention: `nv_tileas.tcgen05_mma_rs`) ---------------------------------

def _st128_chunks(x_total: int) -> list[tuple[int, int]]:
    """(first register, .x count) of the 16x128b stores covering `x_total` repetitions: powers
    of two (the shapes the ISA has), largest first."""
    from tileiras.codegen.tcgen05_tmem_a_helpers import ST128_X

    out, at = [], 0
    while at < x_total:
        x = max(c for c in ST128_X if c <= x_total - at)
        out.append((2 * at, x))
        at += x
    return out


def write_a_operand(fl: FunctionLowering, a_base: str, op: Operation, M: int, K: int) -> None:
    """Every thread's register A tile (the warpgroup A layout: per warp the m16k16 fragment of
    its 16 rows of each 64) into tensor memory from column `a_base` (block b of 64 rows at
    columns b K / 2): per block `tcgen05.st.16x128b` at the warp's lane quarter, registers in
    K order (slice k0: rows g, g + 8 at column k0 / 2 + t, then at k0 / 2 + 4 + t), each a
    pair of 16-bit elements, the even K index in the low half."""
    from tileiras.codegen.tcgen05_tmem_a_helpers import st128_name
    from tileiras.conversion.nv_tileas_to_llvm.wgmma import _a_fragments

    frags = _a_fragments(fl, op, M, K, 16)
    for m0 in range(0, M, 64):
        regs = [r for k0 in range(0, K, 16) for r in frags[(m0, k0)]]
        for first, x in _st128_chunks(K // 8):
            addr = _cell_addr(fl, a_base, 0, 64, 0, 0, (m0 // 64) * (K // 2) + 2 * first)
            fl.call(st128_name(x), [("i32", addr)] + [("i32", v) for v in regs[first:first + 2 * x]])


@LOWERINGS.rule("nv_tileas.tmem_store_a")
def lower_tmem_store_a(fl: FunctionLowering, op: Operation) -> None:
    """A loop-invariant register A tile into its columns, once before the loop (the barrier of
    the first `tcgen05_mma_rs` orders it before the MMA)."""
    taddr = fl.get(op.taddr)
    col = op.col.value.data
    M, K = tuple(op.a.type.get_shape())
    write_a_operand(fl, taddr if col == 0 else fl.b.op(f"add i32 {taddr}, {col}"), op, M, K)


def _bar_at(fl: FunctionLowering, bars: str, index: int) -> str:
    return bars if index == 0 else fl.b.op(f"getelementptr i8, ptr addrspace(3) {bars}, i32 {8 * index}")


@LOWERINGS.rule("nv_tileas.tcgen05_mma_rs")
def lower_tcgen05_mma_rs(fl: FunctionLowering, op: Operation) -> None:
    """A (registers) and the accumulator into tensor memory, the fences around a barrier, one
    thread's `tcgen05.mma [d], [a], b_desc` per K step and (64-row block, N chunk) and its
    commit, every thread's wait and the D read back (`dialects/nv_tileas/tcgen05_rs_ops.py`)."""
    from tileiras.codegen.tcgen05_tmem_a_helpers import MMA_TS

    taddr = fl.get(op.taddr)
    M, N = tuple(op.result.type.get_shape())
    K = tuple(op.a.type.get_shape())[1]
    m_inst, n_inst = op.m.value.data, op.n.value.data
    idesc = op.idesc.value.data
    tb = bool(op.b_mn_major.value.data)
    zero = bool(op.zero_acc.value.data)
    a_col, d_col = op.a_col.value.data, op.d_col.value.data
    a_base = taddr if a_col == 0 else fl.b.op(f"add i32 {taddr}, {a_col}")
    d_off = (op.d_lane.value.data << 16) + d_col
    d_base = taddr if d_off == 0 else fl.b.op(f"add i32 {taddr}, {d_off}")
    b_buf: SharedBuffer = fl.get(op.b_buffer)
    b_desc = _slices(b_buf, tb, N, n_inst, K, 16)
    if not op.a_stored.value.data:
        write_a_operand(fl, a_base, op, M, K)
    if not zero:
        write_accumulator(fl, d_base, op.acc, m_inst)
    _sync(fl)
    bar = _bar_at(fl, fl.get(op.bars), op.bar.value.data)
    first = fl.entry_value("tid-is-0", lambda: fl.b.op(f"icmp eq i32 {fl.tid()}, 0"))
    with fl.only_if(first, "umma.ts"):
        fl.call("tcgen05.fence.after", [])
        base = fl.entry_value(("smem-addr32", b_buf.base),
                              lambda: fl.b.op(f"ptrtoint ptr addrspace(3) {b_buf.base} to i32"))
        stage = fl.getv(op.b_stage).name
        addr = base if stage == "0" else fl.b.op(f"add i32 {base}, {fl.b.op(f'mul i32 {stage}, {b_buf.stage_bytes}')}")
        fb = _start_field(fl, addr)
        for k0 in range(0, K, 16):
            for m0 in range(0, M, m_inst):
                a_off = (m0 // m_inst) * (K // 2) + k0 // 2
                a = a_base if a_off == 0 else fl.b.op(f"add i32 {a_base}, {a_off}")
                for n0 in range(0, N, n_inst):
                    col = (m0 // m_inst) * N + n0
                    d = d_base if col == 0 else fl.b.op(f"add i32 {d_base}, {col}")
                    db = _version(fl, _descriptor_value(fl, fb, b_desc[(n0, k0)]))
                    enable = "0" if zero and k0 == 0 else "1"
                    fl.call(MMA_TS, [("i32", d), ("i32", a), ("i64", db), ("i32", str(idesc)), ("i32", enable)])
        commit(fl, bar)
    if not op.wait.value.data:  # D stays in tensor memory (read by a later tmem_acc_load)
        fl.set(op.result, fl.getv(op.acc))  # unused (the verifier checks): any value of its type
        return
    wait_for_commit(fl, bar, _parity(fl, op.phase))
    fl.call("tcgen05.fence.after", [])
    read_accumulator(fl, d_base, op.result, m_inst)


def _parity(fl: FunctionLowering, phase_v) -> str:
    iters = fl.getv(phase_v)
    it = iters.name if iters.ty == "i32" else fl.b.op(f"trunc {iters.ty} {iters.name} to i32")
    return fl.b.op(f"and i32 {it}, 1")


def _acc_base(fl: FunctionLowering, op: Operation) -> str:
    taddr = fl.get(op.taddr)
    off = (op.lane.value.data << 16) + op.col.value.data
    return taddr if off == 0 else fl.b.op(f"add i32 {taddr}, {off}")


@LOWERINGS.rule("nv_tileas.tmem_acc_store")
def lower_tmem_acc_store(fl: FunctionLowering, op: Operation) -> None:
    """The accumulator's initial value into tensor memory (no fences: the next
    `tcgen05_mma_rs`'s barrier orders it before the MMA; same-thread loads follow `wait::st`)."""
    write_accumulator(fl, _acc_base(fl, op), op.tile, 64)


@LOWERINGS.rule("nv_tileas.tmem_acc_load")
def lower_tmem_acc_load(fl: FunctionLowering, op: Operation) -> None:
    """Every thread waits (with `wait`) for the commit of the MMAs that wrote the accumulator,
    then `fence::after_thread_sync` and the 16x256b loads."""
    if op.wait.value.data:
        wait_for_commit(fl, _bar_at(fl, fl.get(op.bars), op.bar.value.data), _parity(fl, op.phase))
    fl.call("tcgen05.fence.after", [])
    read_accumulator(fl, _acc_base(fl, op), op.result, 64)


__all__ = ["lower_tmem_alloc", "lower_tmem_dealloc", "lower_tmem_store", "lower_tmem_load", "lower_tcgen05_mma",
           "lower_tcgen05_wait", "lower_tcgen05_mma_release", "lower_tcgen05_commit", "issue_mmas", "commit",
           "wait_for_commit", "wait_for_previous", "commit_pair", "PAIR_ATTR", "PAIR_READY_ATTR", "write_accumulator", "read_accumulator", "lower_tcgen05_mma_rs",
           "lower_tmem_store_a", "write_a_operand", "lower_tmem_acc_store", "lower_tmem_acc_load"]
