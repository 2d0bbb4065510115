"""Element conversions: the arith casts (`extsi`, `trunci`, `sitofp`, `fptosi`, ...),
`nv_tileaa.bitcast` and `nv_tileaa.fp_to_fp`.

LLVM's own casts where the types and rounding allow; the narrow floats, tf32 and directed
roundings go through `element_conversion.convert_elements`, per element.
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.elementwise import (
    call_intrinsic,
    intrinsic_suffix,
    operands,
    result_like,
    rounding_flags,
    vty,
)
from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, V, FunctionLowering


def _attr_rounding(op: Operation) -> str | None:
    """The `nv_tileaa.rounding_mode` a conversion carries as a discardable attribute."""
    attr = op.attributes.get("nv_tileaa.rounding_mode")
    return attr.data.value if attr is not None else None


def intrinsic_suffix_int(v: V, ity: str) -> str:
    return f"v{v.n}{ity}" if v.layout is not None else ity


CASTS = {"arith.extsi": "sext", "arith.extui": "zext", "arith.trunci": "trunc", "arith.sitofp": "sitofp",
         "arith.uitofp": "uitofp", "arith.extf": "fpext", "arith.truncf": "fptrunc"}


@LOWERINGS.rule(*CASTS)
def lower_cast(fl: FunctionLowering, op: Operation) -> None:
    (a,) = operands(fl, op)
    res = result_like(fl, op, "")
    src_e, dst_e = T.element(op.operands[0].type), T.element(op.results[0].type)
    mode = _attr_rounding(op)
    if T.is_narrow_float(src_e) or T.is_narrow_float(dst_e) or T.type_key(dst_e) == "tf32" \
            or T.type_key(src_e) == "tf32" or (mode not in (None, "nearest_even") and op.name in (
                "arith.sitofp", "arith.uitofp")):
        from tileiras.conversion.nv_tileas_to_llvm.element_conversion import convert_elements

        res.name = convert_elements(fl, a, dst_e, op.name, mode)
        fl.set(op.results[0], res)
        return
    inst = CASTS[op.name]
    res.name = fl.b.op(f"{inst} {a.ty} {a.name} to {res.ty}")
    fl.set(op.results[0], res)


@LOWERINGS.rule("arith.fptosi", "arith.fptoui")
def lower_fptoi(fl: FunctionLowering, op: Operation) -> None:
    (a,) = operands(fl, op)
    res = result_like(fl, op, "")
    src_e = T.element(op.operands[0].type)
    mode = _attr_rounding(op)
    if T.is_narrow_float(src_e) or T.type_key(src_e) == "tf32" or mode is not None:
        from tileiras.conversion.nv_tileas_to_llvm.element_conversion import convert_elements

        res.name = convert_elements(fl, a, T.element(op.results[0].type), op.name, mode or "zero")
        fl.set(op.results[0], res)
        return
    kind = "fptosi" if op.name == "arith.fptosi" else "fptoui"
    dst = res.scalar_ty
    if dst == "i1":
        # saturating to a bool: nonzero -> true (cuTile's astype(bool) is x != 0 upstream)
        wide = call_intrinsic(fl, f"llvm.{kind}.sat.{intrinsic_suffix_int(a, 'i8')}.{intrinsic_suffix(a)}",
                              vty(a, "i8"), [(a.ty, a.name)])
        res.name = fl.b.op(f"trunc {vty(a, 'i8')} {wide} to {res.ty}")
    else:
        res.name = call_intrinsic(fl, f"llvm.{kind}.sat.{intrinsic_suffix_int(a, dst)}.{intrinsic_suffix(a)}",
                                  res.ty, [(a.ty, a.name)])
    fl.set(op.results[0], res)


@LOWERINGS.rule("nv_tileaa.bitcast")
def lower_bitcast(fl: FunctionLowering, op: Operation) -> None:
    (a,) = operands(fl, op)
    res = result_like(fl, op, "")
    if a.scalar_ty.startswith("ptr") and res.scalar_ty.startswith("ptr"):
        res.name = a.name if a.ty == res.ty else fl.b.op(f"addrspacecast {a.ty} {a.name} to {res.ty}")
    elif a.ty == res.ty:
        res.name = a.name
    else:
        res.name = fl.b.op(f"bitcast {a.ty} {a.name} to {res.ty}")
    fl.set(op.results[0], res)


@LOWERINGS.rule("nv_tileaa.fp_to_fp")
def lower_fp_to_fp(fl: FunctionLowering, op: Operation) -> None:
    from tileiras.conversion.nv_tileas_to_llvm.element_conversion import convert_elements

    (a,) = operands(fl, op)
    res = result_like(fl, op, "")
    mode, ftz = rounding_flags(op)
    res.name = convert_elements(fl, a, T.element(op.results[0].type), op.name, mode, ftz)
    fl.set(op.results[0], res)
