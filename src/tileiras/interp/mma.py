"""mmaf, mmai and mmaf_scaled.

mmaf multiplies in float64 and adds the accumulator, then rounds once to the accumulator's
type; mmai reads its i8 operands signed or unsigned as asked and accumulates exactly in i32
(wrapping); mmaf_scaled scales each block of K of the operands by its scale table first.
"""

from __future__ import annotations

import numpy as np

from tileiras.dialects.cuda_tile.enums import Signedness
from tileiras.interp import dtypes as dt
from tileiras.interp.errors import InterpError
from tileiras.interp.registry import SEMANTICS, elem, enum_prop, result_elem


def _f64(x, e):
    return dt.to_f64(x, dt.float_format(e))


@SEMANTICS.rule("cuda_tile.mmaf")
def _mmaf(st, op, args):
    a, b, c = args
    ea, eb = elem(op.operands[0].type), elem(op.operands[1].type)
    ec = result_elem(op)
    with np.errstate(all="ignore"):
        r = np.matmul(_f64(a, ea), _f64(b, eb)) + _f64(c, ec)
    return [dt.round_to(r, None, dt.float_format(ec))]


@SEMANTICS.rule("cuda_tile.mmai")
def _mmai(st, op, args):
    a, b, c = args

    def read(x, name):
        s = enum_prop(op, name, Signedness.SIGNED) == Signedness.SIGNED
        return (dt.to_signed(x, 8) if s else dt.to_unsigned(x, 8)).astype(np.int64)

    r = np.matmul(read(a, "signedness_lhs"), read(b, "signedness_rhs")) + dt.to_signed(c, 32).astype(np.int64)
    return [dt.from_bits(r, 32)]


@SEMANTICS.rule("cuda_tile.mmaf_scaled")
def _mmaf_scaled(st, op, args):
    a, b, c, sa, sb = args
    ops = op.operands
    A = _f64(a, elem(ops[0].type))
    B = _f64(b, elem(ops[1].type))
    SA = _f64(sa, elem(ops[3].type))
    SB = _f64(sb, elem(ops[4].type))
    k = A.shape[-1]
    ka, kb = SA.shape[-1], SB.shape[-2]
    if ka == 0 or kb == 0 or k % ka or k % kb:
        raise InterpError(f"scale blocks {ka}/{kb} do not divide K={k}", op=op)
    A = A * np.repeat(SA, k // ka, axis=-1)
    B = B * np.repeat(SB, k // kb, axis=-2)
    with np.errstate(all="ignore"):
        r = np.matmul(A, B) + _f64(c, result_elem(op))
    return [dt.round_to(r, None, dt.float_format(result_elem(op)))]
