"""wgmma: lowering of the nv_tileas warpgroup MMA family (`dialects/nv_tileas/wgmma_ops.py`).

`nv_tileas.wgmma` (sm_90a), for a 64j x N tile, K from the stages:

    wgmma.fence
    for each K step (16 for 16-bit types), each 64-row block of M, each N chunk (<= 256):
        wgmma.mma_async.m64n<Nc>k16 {the block's accumulator registers}, desc_a, desc_b, 1, 1, 1, ta, tb
    wgmma.commit_group
    wgmma.wait_group <pending>   (the accumulator registers pass through it)

With `pending = 1` (a GEMM main loop) the wait retires the previous iteration's group and
this one stays in flight; `nv_tileas.wgmma_wait` after the loop is a `wgmma.wait_group` alone,
the accumulator registers (in the same instruction order) passing through it.

A descriptor is a 64-bit constant (LBO, SBO, swizzle mode, the slice's offset in the stage)
plus the stage's shared address >> 4 in bits 0-13 (`layout.wgmma_atom.operand_descriptor`:
the selection pass checked that one exists for every slice). The accumulator registers of
each instruction are the fragment of `layout.wgmma_atom` at the block's rows and the chunk's
columns, found in the result layout by their static coordinates (the layout pass gave the
dot the warpgroup layouts, in which the thread part of a coordinate is the fragment's).

`nv_tileas.wgmma_rs`: the same with A's four 32-bit registers per slice (the m16k16 fragment
of each warp's 16 rows) in place of its descriptor (wgmma's register-A form; no A transpose).

`nv_tileas.fence_proxy_async`: `fence.proxy.async.shared::cta`.
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.codegen.wgmma_helpers import mma_name, wait_name
from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, FunctionLowering, LoweringError
from tileiras.conversion.nv_tileas_to_llvm.shared import SharedBuffer
from tileiras.dialects.nv_tileas.wgmma_ops import ATOM_RE
from tileiras.layout.wgmma_atom import Descriptor, operand_descriptor

_WINDOW_FIELD = 0x3FFF
FENCE = "wgmma.fence"
"""The helper issued before a dot's first wgmma (a module constant: a test removes it)."""


@LOWERINGS.rule("nv_tileas.fence_proxy_async")
def lower_fence_proxy_async(fl: FunctionLowering, op: Operation) -> None:
    fl.call("wgmma.proxy_fence", [])


def _start_field(fl: FunctionLowering, addr: str) -> str:
    """The descriptor start field of a stage at shared address `addr` (i32): addr >> 4 in 14
    bits, as i64."""
    b = fl.b
    shifted = b.op(f"lshr i32 {addr}, 4")
    field = b.op(f"and i32 {shifted}, {_WINDOW_FIELD}")
    return b.op(f"zext i32 {field} to i64")


def _descriptor_value(fl: FunctionLowering, field: str, d: Descriptor) -> str:
    """The 64-bit descriptor of `d` at a stage whose start field is `field`: plus a constant
    holding the slice's offset >> 4, LBO, SBO and the mode. The add cannot carry past bit 15
    (both start parts are under 2^14; bits 14-15 are unused): on the GPU the sum stays below
    2^14 (shared addresses are under 256 KiB); the emulator's host addresses wrap modulo 2^18,
    as its model reads them."""
    const = Descriptor(d.start, d.lbo, d.sbo, d.swizzle).encode()
    return fl.b.op(f"add i64 {field}, {const - (1 << 64) if const >= 1 << 63 else const}")


def _slices(buf: SharedBuffer, mn_major: bool, rows: int, block: int, k_total: int, k_step: int
            ) -> dict[tuple[int, int], Descriptor]:
    out = {}
    for mn0 in range(0, rows, block):
        for k0 in range(0, k_total, k_step):
            d = operand_descriptor(buf.layout, block, k_step, mn_major, mn0, k0)
            if d is None:
                raise LoweringError("wgmma: no matrix descriptor for an operand slice of the stage")
            out[(mn0, k0)] = d
    return out


@LOWERINGS.rule("nv_tileas.wgmma")
def lower_wgmma(fl: FunctionLowering, op: Operation) -> None:
    _lower(fl, op, register_a=False)


@LOWERINGS.rule("nv_tileas.wgmma_rs")
def lower_wgmma_rs(fl: FunctionLowering, op: Operation) -> None:
    _lower(fl, op, register_a=True)


def _a_fragments(fl: FunctionLowering, op: Operation, M: int, K: int, k_step: int):
    """(m0, k0) -> the four 32-bit A registers of that slice (register-A form): the m16k16
    fragment of mma.sync per warp (rows 16w + g, + 8; columns 2t, + 1, + 8, + 9)."""
    a = fl.getv(op.a)
    la = fl.layout(op.a)
    ety = T.reg_type(a.elem)
    coords = {co: r for r, co in enumerate(zip(fl.reg_coords(la, 0), fl.reg_coords(la, 1)))
              if not la.is_replica_reg(r)}
    out = {}
    for m0 in range(0, M, 64):
        for k0 in range(0, K, k_step):
            regs = []
            for j in range(4):
                try:
                    xs = [fl.extract(a, coords[(m0 + 8 * (j & 1), k0 + 8 * (j >> 1) + i)]) for i in range(2)]
                except KeyError:
                    raise LoweringError("wgmma: A is not in the warpgroup A layout") from None
                vec = fl.build_vector(xs, ety)
                regs.append(fl.b.op(f"bitcast <2 x {ety}> {vec} to i32"))
            out[(m0, k0)] = regs
    return out


def _lower(fl: FunctionLowering, op: Operation, register_a: bool) -> None:
    m = ATOM_RE.fullmatch(op.atom.data)
    n_inst, k_step, elem = int(m.group(1)), int(m.group(2)), m.group(4)
    b_buf: SharedBuffer = fl.get(op.b_buffer)
    tb = bool(op.b_mn_major.value.data)
    M, N = tuple(op.result.type.get_shape())
    b_shape = b_buf.layout.shape[-2:]
    K = b_shape[0] if tb else b_shape[1]
    ld = fl.layout(op.result)
    acc = fl.getv(op.acc)
    if T.reg_type(acc.elem) != "float":
        raise LoweringError("wgmma: the accumulator must be f32")
    b_desc = _slices(b_buf, tb, N, n_inst, K, k_step)
    if register_a:
        ta = False
        a_frags = _a_fragments(fl, op, M, K, k_step)
    else:
        a_buf: SharedBuffer = fl.get(op.a_buffer)
        ta = bool(op.a_mn_major.value.data)
        a_desc = _slices(a_buf, ta, M, 64, K, k_step)

    frags = _fragments(fl, ld, M, N, n_inst)
    slots = {}
    pos = 0
    for key, regs in frags.items():
        slots[key] = pos
        pos += len(regs)
    values = {key: [fl.extract(acc, r) for r in regs] for key, regs in frags.items()}

    def stage_addr(buf_v, stage_v) -> str:
        """The stage's shared address as i32 (32-bit arithmetic: descriptors need 18 bits)."""
        buf = fl.get(buf_v)
        base = fl.entry_value(("smem-addr32", buf.base),
                              lambda: fl.b.op(f"ptrtoint ptr addrspace(3) {buf.base} to i32"))
        stage = fl.getv(stage_v).name
        if stage == "0":
            return base
        return fl.b.op(f"add i32 {base}, {fl.b.op(f'mul i32 {stage}, {buf.stage_bytes}')}")

    b_addr = _start_field(fl, stage_addr(op.b_buffer, op.b_stage))
    a_addr = None if register_a else _start_field(fl, stage_addr(op.a_buffer, op.a_stage))
    helper = mma_name(n_inst, elem, elem, ta, tb, register_a)
    n = n_inst // 2
    ret = "{" + ", ".join(["float"] * n) + "}"
    fl.call(FENCE, [])
    for k0 in range(0, K, k_step):
        for (m0, n0), regs in frags.items():
            db = _descriptor_value(fl, b_addr, b_desc[(n0, k0)])
            args = [("float", x) for x in values[(m0, n0)]]
            if register_a:
                args += [("i32", x) for x in a_frags[(m0, k0)]]
            else:
                args.append(("i64", _descriptor_value(fl, a_addr, a_desc[(m0, k0)])))
            args += [("i64", db), ("i32", "1"), ("i32", str(slots[(m0, n0)]))]
            res = fl.call(helper, args, "wgmma")
            values[(m0, n0)] = [fl.b.op(f"extractvalue {ret} {res}, {i}") for i in range(n)]
    fl.call("wgmma.commit", [])
    regs = [r for key in frags for r in frags[key]]
    flat = [x for key in frags for x in values[key]]
    _wait(fl, op, regs, flat, ld, acc.elem)


def _fragments(fl: FunctionLowering, ld, M: int, N: int, n_inst: int) -> dict[tuple[int, int], list[int]]:
    """(64-row block, N chunk) -> the D register indices of that instruction's fragment, in
    the fragment's order (`layout.wgmma_atom`): found by their static coordinates."""
    coords = {co: r for r, co in enumerate(zip(fl.reg_coords(ld, 0), fl.reg_coords(ld, 1)))}
    frags: dict[tuple[int, int], list[int]] = {}
    for m0 in range(0, M, 64):
        for n0 in range(0, N, n_inst):
            regs = []
            for i in range(n_inst // 2):
                co = (m0 + 8 * ((i >> 1) & 1), n0 + 8 * (i >> 2) + (i & 1))
                if co not in coords:
                    raise LoweringError("wgmma: the result layout is not the warpgroup fragment")
                regs.append(coords[co])
            frags[(m0, n0)] = regs
    return frags


def _wait(fl: FunctionLowering, op: Operation, regs: list[int], flat: list[str], ld, elem) -> None:
    """`wgmma.wait_group {pending}` with the accumulator registers `flat` (D registers `regs`,
    in the instructions' order) through it; the result tile."""
    total = len(flat)
    wret = "{" + ", ".join(["float"] * total) + "}"
    res = fl.call(wait_name(op.pending.value.data, total), [("float", x) for x in flat], "wgmma.wait")
    outs = [""] * ld.num_regs
    for j, r in enumerate(regs):
        outs[r] = fl.b.op(f"extractvalue {wret} {res}, {j}")
    if any(not x for x in outs):
        raise LoweringError("wgmma: the instructions do not cover the accumulator")
    fl.set(op.result, fl.tile(fl.build_vector(outs, "float"), elem, ld))


@LOWERINGS.rule("nv_tileas.wgmma_wait")
def lower_wgmma_wait(fl: FunctionLowering, op: Operation) -> None:
    n_inst = int(ATOM_RE.fullmatch(op.atom.data).group(1))
    M, N = tuple(op.result.type.get_shape())
    ld = fl.layout(op.result)
    acc = fl.getv(op.acc)
    frags = _fragments(fl, ld, M, N, n_inst)
    regs = [r for key in frags for r in frags[key]]
    _wait(fl, op, regs, [fl.extract(acc, r) for r in regs], ld, acc.elem)


__all__ = ["lower_wgmma", "lower_wgmma_rs", "lower_wgmma_wait", "lower_fence_proxy_async", "FENCE"]
