"""print and assert.

print: the format's conversions take the arguments in order; a tile argument prints as a
bracketed list (`[%f, %f, ...]`, nested per dimension), as NVIDIA's tileiras prints it. The
tiles are gathered through shared memory and thread 0 prints with `vprintf`, whose argument
buffer holds each value at its natural alignment (floats promoted to double, small integers
to 32 bits). `vprintf` takes at most 32 values per call, so a long print is split into calls,
which a global mutex keeps together when other tile blocks print too.

assert: every owner of a false element prints
`<file>:<line>: tile block: [x, y, z], position: [i, j]: <message>` and traps.
"""

from __future__ import annotations

import re

from xdsl.ir import Operation

from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.lowering import (
    LOWERINGS,
    TOKEN,
    V,
    FunctionLowering,
    LoweringError,
)
from tileiras.layout.linear import dim_bit_offsets

SPEC = re.compile(r"%%|%[-+ #0]*(\d+|\*)?(\.(\d+|\*))?(hh|h|ll|l|L|z|j|t)?([diouxXeEfFgGaAcsp])")
MAX_ARGS = 32
PLACEHOLDER = "\x00SPEC\x00"


def _scalar_arg(fl: FunctionLowering, x: str, rty: str, conv: str, length: str) -> tuple[str, str, str]:
    """(llvm type, value, adjusted conversion spec suffix) of one vprintf argument."""
    if rty in ("half", "bfloat", "float"):
        return "double", fl.b.op(f"fpext {rty} {x} to double"), ""
    if rty == "double":
        return "double", x, ""
    if rty.startswith("ptr"):
        return "ptr", (x if rty == "ptr" else fl.b.op(f"addrspacecast {rty} {x} to ptr")), ""
    if rty == "i64":
        return "i64", x, "l" if "l" not in length else ""
    unsigned = conv in "ouxXc"
    if rty in ("i1", "i8", "i16"):
        x = fl.b.op(f"{'zext' if unsigned or rty == 'i1' else 'sext'} {rty} {x} to i32")
    return "i32", x, ""


def _stage_tile(fl: FunctionLowering, v: V, offset: int) -> int:
    """Store a tile into shared memory at byte `offset` (all threads); returns the next offset."""
    layout = v.layout
    size = layout.numel * T.byte_size(v.elem)
    base = fl.smem(offset + size)
    if offset:
        base = fl.b.op(f"getelementptr i8, ptr addrspace(3) {base}, i32 {offset}")
    fl.smem_store_tile(v, base)
    return (offset + size + 15) // 16 * 16


def _tile_scalars(fl: FunctionLowering, v: V, offset: int) -> list[str]:
    """Every element of a staged tile (row-major), read back from shared memory."""
    layout = v.layout
    base = fl.smem(offset + layout.numel * T.byte_size(v.elem))
    if offset:
        base = fl.b.op(f"getelementptr i8, ptr addrspace(3) {base}, i32 {offset}")
    return [fl.smem_get(v.elem, base, str(i)) for i in range(layout.numel)]


def _bracketed(spec: str, shape: tuple[int, ...]) -> str:
    if not shape:
        return spec
    inner = _bracketed(spec, shape[1:])
    return "[" + ", ".join([inner] * shape[0]) + "]"


def _vprintf(fl: FunctionLowering, fmt: bytes, args: list[tuple[str, str]]) -> None:
    g = fl.module.string_constant(fmt, addrspace=1)
    fp = fl.b.op(f"addrspacecast ptr addrspace(1) {g} to ptr")
    if args:
        sty = "{ " + ", ".join(t for t, _ in args) + " }"
        slot = fl.b.alloca(sty, 8)
        for i, (t, x) in enumerate(args):
            p = fl.b.op(f"getelementptr {sty}, ptr {slot}, i32 0, i32 {i}")
            fl.b.emit(f"store {t} {x}, ptr {p}")
        buf = slot
    else:
        buf = "null"
    fl.call("vprintf", [("ptr", fp), ("ptr", buf)])


def _thread0(fl: FunctionLowering):
    is0 = fl.entry_value("is-thread-0", lambda: fl.b.op(f"icmp eq i32 {fl.tid()}, 0"))
    then = fl.b.new_block("pr")
    cont = fl.b.new_block("pr.end")
    fl.b.cond_br(is0, then, cont)
    fl.b.set_block(then)
    return cont


def _mutex(fl: FunctionLowering) -> str:
    name = "@__tileiras.print.mutex"
    if not fl.module.__dict__.get("_print_mutex"):
        fl.module.__dict__["_print_mutex"] = True
        fl.module.add_global(f"{name} = internal addrspace(1) global i32 0, align 4")
    return name


@LOWERINGS.rule("nv_tileaa.print")
def lower_print(fl: FunctionLowering, op: Operation) -> None:
    fmt = op.format.data
    args = list(op.args)
    lowered = [fl.getv(a) for a in args]
    # tiles go through shared memory to thread 0, which prints
    offsets = [0] * len(lowered)
    if any(v.layout is not None for v in lowered):
        fl.barrier()
        off = 0
        for i, v in enumerate(lowered):
            offsets[i] = off
            if v.layout is not None:
                off = _stage_tile(fl, v, off)
        fl.barrier()
    cont = _thread0(fl)
    gathered = []
    for a, v, off in zip(args, lowered, offsets):
        if v.layout is not None:
            gathered.append((v, _tile_scalars(fl, v, off), tuple(a.type.get_shape())))
        else:
            gathered.append((v, [v.name], ()))
    # the format with one placeholder per element; the values in order
    text = ""
    values: list[tuple[str, str, str, str, str]] = []  # (spec, llvm type, value, conversion, length)
    pos = 0
    ai = 0
    for m in SPEC.finditer(fmt):
        text += fmt[pos:m.start()]
        pos = m.end()
        spec = m.group(0)
        if spec == "%%":
            text += "%%"
            continue
        if ai >= len(gathered):
            raise LoweringError("print: the format has more conversions than arguments", op=op)
        v, scalars, shape = gathered[ai]
        ai += 1
        for x in scalars:
            values.append((spec, v.scalar_ty, x, m.group(5), m.group(4) or ""))
        text += _bracketed(PLACEHOLDER, shape)
    text += fmt[pos:]
    calls: list[tuple[str, list[tuple[str, str]]]] = []
    cur_fmt, cur_args = "", []
    parts = text.split(PLACEHOLDER)
    for i, part in enumerate(parts):
        cur_fmt += part
        if i == len(parts) - 1:
            break
        spec, rty, x, conv, length = values[i]
        t, val, extra = _scalar_arg(fl, x, rty, conv, length)
        if extra:
            spec = spec[:-1] + extra + spec[-1]
        if len(cur_args) == MAX_ARGS:
            calls.append((cur_fmt, cur_args))
            cur_fmt, cur_args = "", []
        cur_fmt += spec
        cur_args.append((t, val))
    calls.append((cur_fmt, cur_args))
    mutex = None
    if len(calls) > 1:
        mutex = _mutex(fl)
        spin = fl.b.new_block("lock")
        fl.b.br(spin)
        fl.b.set_block(spin)
        old = fl.b.op(f"atomicrmw xchg ptr addrspace(1) {mutex}, i32 1 acquire")
        got = fl.b.op(f"icmp eq i32 {old}, 0")
        locked = fl.b.new_block("locked")
        fl.b.cond_br(got, locked, spin)
        fl.b.set_block(locked)
    for f, a in calls:
        _vprintf(fl, f.encode("utf-8", "surrogateescape"), a)
    if mutex is not None:
        fl.b.emit(f"store atomic i32 0, ptr addrspace(1) {mutex} release, align 4")
    fl.b.br(cont)
    fl.b.set_block(cont)
    fl.barrier()
    fl.set(op.results[0], TOKEN)


def _location_prefix(op: Operation) -> str:
    try:
        from tileiras.dialects.cuda_tile.attributes import source_position

        pos = source_position(op.location)
    except Exception:  # noqa: BLE001 - no location
        pos = None
    if pos is None:
        return ""
    return f"{pos[0]}:{pos[1]}: "


@LOWERINGS.rule("nv_tileaa.assert")
def lower_assert(fl: FunctionLowering, op: Operation) -> None:
    cond = fl.getv(op.condition)
    message = op.message.data
    prefix = _location_prefix(op)
    bids = [fl.block_id(a) for a in range(3)]
    if cond.layout is None:
        fmt = f"{prefix}tile block: [%d, %d, %d], position: []: {_escape(message)}\n"
        is0 = fl.entry_value("is-thread-0", lambda: fl.b.op(f"icmp eq i32 {fl.tid()}, 0"))
        bad = fl.b.op(f"xor i1 {cond.name}, true")
        fire = fl.b.op(f"and i1 {bad}, {is0}")
        _fail_if(fl, fire, fmt, [("i32", b) for b in bids])
        return
    layout = cond.layout
    shape = layout.shape
    owner = fl.owner_pred(layout)
    offs = dim_bit_offsets(shape)
    fmt = f"{prefix}tile block: [%d, %d, %d], position: [{', '.join(['%d'] * len(shape))}]: {_escape(message)}\n"
    coords_t = [fl.thread_coord(layout, d) for d in range(len(shape))]
    for r in range(layout.num_regs):
        if layout.is_replica_reg(r):
            continue
        bit = fl.extract(cond, r)
        bad = fl.b.op(f"xor i1 {bit}, true")
        if owner is not None:
            bad = fl.b.op(f"and i1 {bad}, {owner}")
        reg_off = layout.reg_offset(r)
        coords = []
        for d in range(len(shape)):
            rc = (reg_off >> offs[d]) & (shape[d] - 1)
            coords.append(("i32", fl.b.op(f"add i32 {coords_t[d]}, {rc}")))
        _fail_if(fl, bad, fmt, [("i32", b) for b in bids] + coords)


def _escape(message: str) -> str:
    return message.replace("%", "%%")


def _fail_if(fl: FunctionLowering, cond: str, fmt: str, args: list[tuple[str, str]]) -> None:
    then = fl.b.new_block("assert")
    cont = fl.b.new_block("assert.end")
    fl.b.cond_br(cond, then, cont)
    fl.b.set_block(then)
    _vprintf(fl, fmt.encode("utf-8", "surrogateescape"), args)
    fl.call("trap", [])
    fl.b.br(cont)
    fl.b.set_block(cont)
