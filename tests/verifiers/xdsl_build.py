"""Build a `casekit.Case` as xDSL IR (a `cuda_tile.module` holding one `entry`), and judge it.

Types are checked with `verify_type` as they are met (the bytecode reader does the same while it
builds them); then `verify_ir` walks the module in MLIR's order.
"""

from __future__ import annotations

from typing import Any

from xdsl.dialects.builtin import FunctionType, IntegerAttr, StringAttr, UnitAttr
from xdsl.ir import Attribute, Block, Region
from xdsl.utils.exceptions import VerifyException

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.attributes import EnumAttr
from tileiras.dialects.cuda_tile.enums import SymbolVisibility
from tileiras.dialects.cuda_tile.op_table import OPS_BY_MNEMONIC
from tileiras.dialects.cuda_tile.ops import op_class
from tileiras.dialects.cuda_tile.verifiers import verify_ir, verify_type

import casekit


def _check_types(t: Attribute, seen: set[int]) -> None:
    """verify_type on `t` and the types nested in it, innermost first."""
    if id(t) in seen:
        return
    seen.add(id(t))
    if isinstance(t, ct.PointerType):
        _check_types(t.pointee, seen)
    elif isinstance(t, ct.TileType):
        _check_types(t.element_type, seen)
    elif isinstance(t, (ct.PartitionViewType, ct.StridedViewType, ct.GatherScatterViewType)):
        _check_types(t.tensor_view, seen)
    elif isinstance(t, ct.TensorViewType):
        _check_types(t.element_type, seen)
    verify_type(t)


def debug_attr(spec: tuple):
    """A `casekit.Debug` location or scope as cuda_tile attributes."""
    from xdsl.dialects.builtin import FileLineColLoc, IntAttr

    from tileiras.dialects.cuda_tile import attributes as cta

    f = cta.DIFileAttr("k.py", "dir")
    kind = spec[0]
    if kind == "sp":
        return cta.DISubprogramAttr(f, 1, "k", spec[1], cta.DICompileUnitAttr(f), 1)
    if kind == "lb":
        return cta.DILexicalBlockAttr(debug_attr(spec[1]), f, 2, 1)
    if kind == "loc":
        return cta.DILocAttr(FileLineColLoc(StringAttr("k.py"), IntAttr(spec[2]), IntAttr(spec[3])), debug_attr(spec[1]))
    if kind == "callsite":
        return cta.CallSiteLocAttr(debug_attr(spec[1]), debug_attr(spec[2]))
    raise ValueError(spec)


class XdslBuilder:
    """A `casekit.CaseBuilder` that appends xDSL ops to a block."""

    def __init__(self, block: Block, version: casekit.Version, seen: set[int] | None = None, location=None):
        self.block = block
        self.version = version
        self.location = location
        self.seen: set[int] = set() if seen is None else seen

    def types(self, ts: Any) -> None:
        for t in ts:
            _check_types(t, self.seen)

    def op(self, mnemonic: str, results: Any = (), operands: Any = (), regions: Any = (), **props: Attribute) -> Any:
        d = OPS_BY_MNEMONIC[mnemonic]
        cls = op_class(mnemonic)
        results = list(results)
        self.types(results)
        live = [o for o in d.operands if o.since <= self.version]
        groups = list(operands)
        assert len(groups) == len(live), (mnemonic, groups)
        by_name = dict(zip((o.name for o in live), groups))
        op_groups: list[Any] = []
        for o in d.operands:
            g = by_name.get(o.name)
            if o.variadic:
                op_groups.append(list(g or []))
            elif o.optional:
                op_groups.append([] if g is None else [g])
            else:
                op_groups.append(g)
        # Result groups: variadic groups take all results, others one each.
        res_groups: list[Any] = []
        if any(r.variadic for r in d.results):
            res_groups = [results]
        else:
            rest = list(results)
            for r in d.results:
                if r.since > d.since:
                    res_groups.append(rest[:1])
                    rest = rest[1:]
                else:
                    res_groups.append(rest.pop(0) if rest else None)
            if rest or any(g is None for g in res_groups):
                raise ValueError(f"{mnemonic}: result count")
        built_regions = []
        for body in regions:
            region = Region()
            if body.fn is not None:
                self.types(body.arg_types)
                blk = Block(arg_types=list(body.arg_types))
                region.add_block(blk)
                body.fn(XdslBuilder(blk, self.version, self.seen, self.location), *blk.args)
            built_regions.append(region)
        op = cls.build(operands=op_groups, result_types=res_groups, properties=dict(props), regions=built_regions)
        if self.location is not None:
            op.location = self.location
        self.block.add_op(op)
        if not op.results:
            return None
        if len(op.results) == 1:
            return op.results[0]
        return tuple(op.results)


def build_module(case: casekit.Case):
    """The `cuda_tile.module` of a case."""
    module_block = Block()
    for g in case.globals:
        props: dict[str, Attribute] = {
            "sym_name": StringAttr(g.name), "value": g.value, "alignment": IntegerAttr(g.alignment, 64),
            "symbol_visibility": EnumAttr(SymbolVisibility.PRIVATE if g.private else SymbolVisibility.PUBLIC),
        }
        if g.constant:
            props["constant"] = UnitAttr()
        module_block.add_op(op_class("global").build(properties=props))
    body = Block(arg_types=list(case.params))
    dbg = case.debug
    b = XdslBuilder(body, case.version, location=debug_attr(dbg.ops) if dbg is not None and dbg.ops else None)
    b.types(case.params)
    entry_props: dict[str, Attribute] = {
        "sym_name": StringAttr("kernel"),
        "function_type": FunctionType.from_lists(list(case.params), list(case.entry_results)),
    }
    if case.hints is not None:
        entry_props["optimization_hints"] = case.hints
    case.body(b, *body.args)
    if case.auto_return:
        b.op("return", (), ([],))
    entry = op_class("entry").build(properties=entry_props, regions=[Region(body)])
    if dbg is not None and dbg.fn is not None:
        entry.location = debug_attr(dbg.fn)
    module_block.add_op(entry)
    return op_class("module").build(properties={"sym_name": StringAttr("kernels")}, regions=[Region(module_block)])


def judge(case: casekit.Case) -> str | None:
    """Our verdict on a case: None when it verifies, else the error message."""
    try:
        module = build_module(case)
        verify_ir(module)
    except VerifyException as e:
        return str(e)
    return None
