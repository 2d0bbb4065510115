"""Layout rules of structured control flow: loop-carried tiles keep the layout of their
initial value (or of the yielded value when the initial value is free: such a carried value is
`tentative` on the first visit of the body, so the ops that combine it with values computed in
the body take those values' layouts); branches take the layout of the first branch that is not
free."""

from __future__ import annotations

from xdsl.ir import Block, Operation, SSAValue

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LAYOUT_RULES, LayoutAssigner, is_tensor
from tileiras.layout.linear import LinearLayout


@LAYOUT_RULES.rule("scf.for")
def scf_for(la: LayoutAssigner, op: Operation) -> None:
    """Loop-carried tiles keep one layout across iterations (see `_loop`)."""
    body = op.body.blocks.first
    inits = list(op.iter_args)
    args = list(body.args)[1:]
    _loop(la, op, inits, args, list(op.results), body, 3)


def _loop(la: LayoutAssigner, op: Operation, inits: list[SSAValue], args: list, results: list, body: Block,
          first_init: int) -> None:
    chosen: list[LinearLayout | None] = []
    for init in inits:
        if is_tensor(init):
            layout = la.get(init) or la.default(init.type)
            chosen.append(layout)
        else:
            chosen.append(None)
    for a, layout, init in zip(args, chosen, inits):
        if layout is not None:
            la.set(a, layout)
            if la.is_free(init):
                la.tentative.add(a)
    la.run_block(body)
    la.tentative.difference_update(args)
    term = body.last_op
    # a free initial value follows what the body yields
    changed = False
    for i, (init, layout) in enumerate(zip(inits, chosen)):
        if layout is None:
            continue
        y = term.operands[i]
        yl = la.get(y)
        if yl is not None and yl != layout and la.is_free(init) and not _uses_layout_sensitive(args[i]):
            chosen[i] = yl
            changed = True
    if changed:
        # re-run the body with the better layouts (only layouts of values change)
        la.reset_block(body)
        for a, layout in zip(args, chosen):
            if layout is not None:
                la.set(a, layout)
        la.run_block(body)
        term = body.last_op
    for i, layout in enumerate(chosen):
        if layout is None:
            continue
        y = term.operands[i]
        new = la.ensure(y, layout, term)
        if new is not y:
            term.operands[i] = new
        new_init = la.ensure(inits[i], layout, op)
        if new_init is not inits[i]:
            op.operands[first_init + i] = new_init
        la.set(results[i], layout)


def _uses_layout_sensitive(arg) -> bool:
    return False


@LAYOUT_RULES.rule("scf.while")
def scf_while(la: LayoutAssigner, op: Operation) -> None:
    """Carried tiles keep their initial values' layouts; the after-region gets the condition's."""
    before = op.before_region.blocks.first
    after = op.after_region.blocks.first
    inits = list(op.arguments)
    chosen = []
    for init, a in zip(inits, before.args):
        if is_tensor(init):
            layout = la.get(init) or la.default(init.type)
            la.set(a, layout)
            chosen.append(layout)
        else:
            chosen.append(None)
    la.run_block(before)
    cond = before.last_op
    passed = list(cond.operands)[1:]
    for i, (v, a) in enumerate(zip(passed, after.args)):
        if is_tensor(v):
            la.set(a, la.get(v))
            la.set(op.results[i], la.get(v))
    la.run_block(after)
    yield_op = after.last_op
    for i, layout in enumerate(chosen):
        if layout is None:
            continue
        y = yield_op.operands[i]
        new = la.ensure(y, layout, yield_op)
        if new is not y:
            yield_op.operands[i] = new
        new_init = la.ensure(inits[i], layout, op)
        if new_init is not inits[i]:
            op.operands[i] = new_init


@LAYOUT_RULES.rule("scf.if")
def scf_if(la: LayoutAssigner, op: Operation) -> None:
    """Each result takes the layout of the first branch that yields a value that is not free."""
    branches = [r.blocks.first for r in op.regions if r.blocks]
    for b in branches:
        la.run_block(b)
    for i, r in enumerate(op.results):
        if not is_tensor(r):
            continue
        yields = [b.last_op.operands[i] for b in branches]
        layout = None
        for y in yields:
            if not la.is_free(y) and la.get(y) is not None:
                layout = la.get(y)
                break
        if layout is None:
            layout = la.get(yields[0]) or la.default(r.type)
        for b in branches:
            term = b.last_op
            y = term.operands[i]
            new = la.ensure(y, layout, term)
            if new is not y:
                term.operands[i] = new
        la.set(r, layout)


LAYOUT_RULES.rule("ub.poison")(LayoutAssigner.free_source)
LAYOUT_RULES.rule("nv_tileaa.call")(LayoutAssigner.default_layout)
LAYOUT_RULES.exempt("a terminator: the rule of its parent op matches its operands to the parent's results",
                    "scf.yield", "scf.condition", "nv_tileaa.yield", "nv_tileaa.return", "func.return")
LAYOUT_RULES.exempt("the function itself: `assign_layouts` runs the rules on its body", "nv_tileaa.func")
