"""Control flow: scf.for, scf.if, scf.while, and returns.

Conditions and bounds are 0-d tiles, the same in every thread, so every thread of the block
takes the same branch and barriers inside loops stay convergent. Loop-carried and branch
results become phis of whole fragments; tokens have no run-time value and get no phi.
"""

from __future__ import annotations

import re

from xdsl.ir import Operation

from tileiras.conversion.nv_tileas_to_llvm.lowering import (
    LOWERINGS,
    TOKEN,
    V,
    FunctionLowering,
    LoweringError,
)


def _phi_type(v) -> str | None:
    if v is TOKEN:
        return None
    if isinstance(v, V):
        return v.ty
    raise LoweringError("a loop or branch carries a view or memref, which is not supported yet")


def _like(template, name: str):
    if template is TOKEN:
        return TOKEN
    return V(name, template.ty, template.elem, template.layout)


def _coerce(fl: FunctionLowering, value, template):
    """`value` in the layout of `template` (loop-carried values keep one layout)."""
    if value is TOKEN or template is TOKEN:
        return TOKEN
    if isinstance(value, V) and isinstance(template, V) and value.layout != template.layout:
        if template.layout is not None:
            return fl.as_layout(value, template.layout)
    return value


_FLOAT_VECTOR = re.compile(r"<(\d+) x float>")


def _scalar_lanes(fl: FunctionLowering, ty: str | None) -> int:
    """How many scalar phis carry a loop value of type `ty`: its lane count for `<N x float>`
    where the target's LLVM would pack float pairs (`Target.llvm_packs_f32_pairs`), else 0
    (one phi of the whole value)."""
    m = _FLOAT_VECTOR.fullmatch(ty or "")
    return int(m.group(1)) if m and fl.target.llvm_packs_f32_pairs else 0


def _lanes(fl: FunctionLowering, vec: str, ty: str, n: int) -> list[str]:
    return [fl.b.op(f"extractelement {ty} {vec}, i32 {i}", "lane") for i in range(n)]


def _vector(fl: FunctionLowering, lanes: list[str], ty: str) -> str:
    vec = "poison"
    for i, x in enumerate(lanes):
        vec = fl.b.op(f"insertelement {ty} {vec}, float {x}, i32 {i}", "vec")
    return vec


@LOWERINGS.rule("scf.for")
def lower_for(fl: FunctionLowering, op: Operation) -> None:
    lb, ub, step = (fl.getv(v) for v in (op.lb, op.ub, op.step))
    inits = []
    for a, v in zip(list(op.body.blocks.first.args)[1:], op.iter_args):
        x = fl.get(v)
        lay = fl.layout(a)
        if isinstance(x, V) and lay is not None and x.layout != lay:
            x = fl.as_layout(x, lay)
        inits.append(x)
    unsigned = "unsignedCmp" in op.attributes or op.properties.get("unsignedCmp") is not None
    ity = lb.ty
    init_lanes = [_lanes(fl, x.name, x.ty, n) if (n := _scalar_lanes(fl, _phi_type(x))) else None
                  for x in inits]
    pre = fl.b.current
    header = fl.b.new_block("for.head")
    body = fl.b.new_block("for.body")
    exit_ = fl.b.new_block("for.exit")
    fl.b.br(header)
    fl.b.set_block(header)
    iv, _, _ = fl.b.placeholder_phi(ity, "iv")
    phis = []
    lane_phis: list[list[str] | None] = []
    for x, lanes in zip(inits, init_lanes):
        t = _phi_type(x)
        if lanes is not None:
            lane_phis.append([fl.b.placeholder_phi("float", "acc")[0] for _ in lanes])
            phis.append(_vector(fl, lane_phis[-1], t))
        else:
            lane_phis.append(None)
            phis.append(fl.b.placeholder_phi(t, "acc")[0] if t is not None else None)
    cond = fl.b.op(f"icmp {'ult' if unsigned else 'slt'} {ity} {iv}, {ub.name}")
    fl.b.cond_br(cond, body, exit_)
    fl.b.set_block(body)
    block = op.body.blocks.first
    args = [V(iv, ity, lb.elem)] + [_like(x, p) if p is not None else TOKEN for x, p in zip(inits, phis)]
    yields = fl.inline_region(block, args)
    yields = [_coerce(fl, y, x) for y, x in zip(yields, inits)]
    yield_lanes = [_lanes(fl, y.name, y.ty, len(lanes)) if lanes is not None else None
                   for y, lanes in zip(yields, init_lanes)]
    nxt = fl.b.op(f"add {ity} {iv}, {step.name}")
    latch = fl.b.current
    fl.b.br(header)
    fl.b.fill_phi(iv, header, [(lb.name, pre), (nxt, latch)])
    for p, x, y, scalars, inl, yl in zip(phis, inits, yields, lane_phis, init_lanes, yield_lanes):
        if scalars is not None:
            for s_, a, b in zip(scalars, inl, yl):
                fl.b.fill_phi(s_, header, [(a, pre), (b, latch)])
        elif p is not None:
            fl.b.fill_phi(p, header, [(x.name, pre), (y.name, latch)])
    fl.b.set_block(exit_)
    for r, x, p in zip(op.results, inits, phis):
        fl.set(r, _like(x, p) if p is not None else TOKEN)


@LOWERINGS.rule("scf.if")
def lower_if(fl: FunctionLowering, op: Operation) -> None:
    cond = fl.getv(op.cond)
    then_b = fl.b.new_block("if.then")
    else_b = fl.b.new_block("if.else")
    merge = fl.b.new_block("if.end")
    fl.b.cond_br(cond.name, then_b, else_b)
    arms = []
    for region, blk in ((op.true_region, then_b), (op.false_region, else_b)):
        fl.b.set_block(blk)
        if region.blocks:
            ys = fl.inline_region(region.blocks.first, [])
        else:
            ys = []
        arms.append((ys, fl.b.current))
    # the results' layouts decide; coerce both arms (in their own blocks) before branching
    results = list(op.results)
    final = []
    for ys, end in arms:
        fl.b.set_block(end)
        fixed = []
        for r, y in zip(results, ys):
            lay = fl.layout(r)
            if isinstance(y, V) and lay is not None and y.layout != lay:
                y = fl.as_layout(y, lay)
            fixed.append(y)
        final.append((fixed, fl.b.current))
        fl.b.br(merge)
    fl.b.set_block(merge)
    for i, r in enumerate(results):
        (y0, e0), (y1, e1) = (final[0][0][i], final[0][1]), (final[1][0][i], final[1][1])
        if y0 is TOKEN or y1 is TOKEN:
            fl.set(r, TOKEN)
            continue
        name = fl.b.phi(y0.ty, [(y0.name, e0), (y1.name, e1)], "ifv")
        fl.set(r, V(name, y0.ty, y0.elem, y0.layout))


@LOWERINGS.rule("scf.while")
def lower_while(fl: FunctionLowering, op: Operation) -> None:
    before = op.before_region.blocks.first
    after = op.after_region.blocks.first
    inits = []
    for a, v in zip(before.args, op.arguments):
        x = fl.get(v)
        lay = fl.layout(a)
        if isinstance(x, V) and lay is not None and x.layout != lay:
            x = fl.as_layout(x, lay)
        inits.append(x)
    pre = fl.b.current
    head = fl.b.new_block("while.cond")
    body = fl.b.new_block("while.body")
    exit_ = fl.b.new_block("while.exit")
    fl.b.br(head)
    fl.b.set_block(head)
    phis = []
    for x in inits:
        t = _phi_type(x)
        phis.append(fl.b.placeholder_phi(t, "w")[0] if t is not None else None)
    args = [_like(x, p) if p is not None else TOKEN for x, p in zip(inits, phis)]
    for a, v in zip(before.args, args):
        fl.set(a, v)
    ops = list(before.ops)
    for o in ops[:-1]:
        fl.lower_op(o)
    cond_op = ops[-1]
    cond = fl.getv(cond_op.operands[0])
    passed = [fl.get(v) if v.type.name != "nv_tileaa.mem_token" else TOKEN for v in list(cond_op.operands)[1:]]
    fixed = []
    for a, y in zip(after.args, passed):
        lay = fl.layout(a)
        if isinstance(y, V) and lay is not None and y.layout != lay:
            y = fl.as_layout(y, lay)
        fixed.append(y)
    passed = fixed
    fl.b.cond_br(cond.name, body, exit_)
    fl.b.set_block(body)
    yields = fl.inline_region(after, passed)
    yields = [_coerce(fl, y, x) for y, x in zip(yields, inits)]
    latch = fl.b.current
    fl.b.br(head)
    for p, x, y in zip(phis, inits, yields):
        if p is not None:
            fl.b.fill_phi(p, head, [(x.name, pre), (y.name, latch)])
    fl.b.set_block(exit_)
    for r, v in zip(op.results, passed):
        fl.set(r, v)


@LOWERINGS.rule("nv_tileaa.return", "func.return")
def lower_return(fl: FunctionLowering, op: Operation) -> None:
    if fl.allocations:
        # scratch from `alloca`: freed by thread 0 once every thread is done with it
        fl.barrier()
        is0 = fl.entry_value("is-thread-0", lambda: fl.b.op(f"icmp eq i32 {fl.tid()}, 0"))
        then = fl.b.new_block("free")
        done = fl.b.new_block("free.end")
        fl.b.cond_br(is0, then, done)
        fl.b.set_block(then)
        for p in fl.allocations:
            g = fl.b.op(f"addrspacecast ptr addrspace(1) {p} to ptr")
            fl.call("misc.free", [("ptr", g)])
        fl.b.br(done)
        fl.b.set_block(done)
    fl.b.terminate("ret void")


LOWERINGS.exempt("a terminator: its parent's lowering reads it (`FunctionLowering.inline_region`)",
                 "scf.yield", "scf.condition", "nv_tileaa.yield")
LOWERINGS.exempt("a kernel: lowered by `ModuleLowering.lower_kernel`, never inside a function body",
                 "nv_tileaa.func")
