"""reduce and scan: operands and identities in the op phase, the body (arguments, yield,
purity) in the region phase, as MLIR's `verify` and `verifyRegions` do.
"""

from __future__ import annotations

from xdsl.dialects.builtin import FloatAttr, IntegerAttr
from xdsl.ir import Attribute, Operation

from tileiras.dialects.cuda_tile import types as ct
from tileiras.dialects.cuda_tile.effects import is_effect_free
from tileiras.dialects.cuda_tile.verifiers import REGION_VERIFIERS, VERIFIERS, fail, fail_then
from tileiras.dialects.cuda_tile.verify.constraints import (
    ANY_TILE,
    array,
    elem,
    int_value,
    operands,
    q,
    results,
    same_operands_shape,
    types_str,
)
from tileiras.dialects.cuda_tile.verify.control_flow import first_block, mnemonic_of, region_blocks


def memory_effect_free(op: Operation) -> bool:
    """MLIR's `isMemoryEffectFree`: no effects of its own, and none nested for region ops
    (`OpDef.effects`; ops of other dialects are assumed effect-free)."""
    return is_effect_free(op, foreign=True)


def _identity_type(a: Attribute) -> Attribute | None:
    if isinstance(a, (FloatAttr, IntegerAttr)):
        return a.type
    return getattr(a, "type", None)


def _inferred(op) -> list[Attribute]:
    if mnemonic_of(op) == "scan":
        return [v.type for v in op.operands]
    dim = int_value(op, "dim") or 0
    out: list[Attribute] = []
    for v in op.operands:
        t = v.type
        out.append(ct.TileType(tuple(d for i, d in enumerate(t.shape) if i != dim), t.element_type))
    return out


@VERIFIERS.rule("cuda_tile.reduce", "cuda_tile.scan")
def aggregate(op) -> None:
    if not op.operands:
        fail(op, "expected 1 or more operands, but found 0")
    dim_attr = int_value(op, "dim")
    if dim_attr is not None and (dim_attr < 0 or dim_attr >= 2**31):
        fail(op, "attribute 'dim' failed to satisfy constraint: 32-bit signless integer attribute whose value is "
                 "non-negative")
    operands(op, operands=ANY_TILE)
    results(op, result_types=ANY_TILE)
    region_blocks(op, 0, "body")
    same_operands_shape(op)
    ins, outs = list(op.operands), list(op.results)
    if len(ins) != len(outs):
        fail(op, "expect same number of operands and results")
    identities = array(op, "identities")
    if identities is not None:
        if len(identities) != len(ins):
            fail(op, f"expect identities to match the number of operands but got: {len(ins)} operands and "
                     f"{len(identities)} identities")
        for i, (v, ident) in enumerate(zip(ins, identities)):
            e, it = elem(v.type), _identity_type(ident)
            if {e, it} == {ct.bf16, ct.f16}:
                continue
            if e != it:
                fail(op, f"expect same type for operand at index: {i} and identity at index: {i} but got: {q(e)} and "
                         f"{q(it) if it is not None else ident}")
    rank = ins[0].type.rank
    dim = dim_attr or 0
    if dim < 0 or dim >= rank:
        fail(op, f"dimension ({dim}) is out of bound [0, {rank})")
    if mnemonic_of(op) == "scan":
        for i, (v, r) in enumerate(zip(ins, outs)):
            if v.type != r.type:
                fail(op, f"expect same type for operand at index: {i} and result at index: {i}")
    inferred = _inferred(op)
    got = [r.type for r in outs]
    if inferred != got:
        fail_then(op, f"inferred type(s) {types_str(inferred)} are incompatible with return type(s) of operation "
                      f"{types_str(got)}", "failed to infer returned types")


@REGION_VERIFIERS.rule("cuda_tile.reduce", "cuda_tile.scan")
def aggregate_regions(op) -> None:
    n = len(op.operands)
    block = first_block(op.regions[0])
    if block is None:
        return
    if not block.ops:
        fail(op, "expect non-empty block")
    args = [a.type for a in block.args]
    if len(args) != 2 * n:
        fail(op, f"expect {2 * n} block arguments but got: {len(args)}")
    for i, t in enumerate(args):
        if not (isinstance(t, ct.TileType) and t.rank == 0):
            fail(op, f"expect 0-rank tile type at index: {i} but got: {q(t)}")
    for i in range(0, 2 * n - 1, 2):
        a, b = args[i].element_type, args[i + 1].element_type
        if a != b:
            fail(op, f"expect same element type for block argument at index: {i} and {i + 1} but got: {q(a)} and {q(b)}")
    for i, v in enumerate(op.operands):
        a, b = elem(v.type), args[2 * i].element_type
        if a != b:
            fail(op, f"expect same type for operand at index: {i} and block argument at index: {2 * i} but got: "
                     f"{q(a)} and {q(b)}")
    term = block.last_op
    term_types = [v.type for v in term.operands]
    if len(term_types) != n:
        fail(op, f"expect number of terminators operands ({len(term_types)}) to match number of operands ({n})")
    for i, (v, t) in enumerate(zip(op.operands, term_types)):
        if not (isinstance(v.type, ct.TileType) and isinstance(t, ct.TileType)):
            fail(op, f"expected TileType for operand and terminator types but got: {q(v.type)} and {q(t)}")
        if v.type.element_type != t.element_type:
            fail(op, f"expect same type for operand at index: {i} and terminator argument at index: {i} but got: "
                     f"{q(v.type.element_type)} and {q(t.element_type)}")
    for inner in block.ops:
        if not memory_effect_free(inner):
            fail(inner, f"only memory-effect-free operations are allowed inside '{op.name}'")
