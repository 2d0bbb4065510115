"""Pointers: `addptr` (a `getelementptr` per element) and `int_to_ptr` / `ptr_to_int`.
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.elementwise import operands, result_like, vty
from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, V, FunctionLowering
from tileiras.conversion.nv_tileas_to_llvm.memory import _tile_or_scalar


@LOWERINGS.rule("nv_tileaa.int_to_ptr", "nv_tileaa.ptr_to_int")
def lower_ptr_int(fl: FunctionLowering, op: Operation) -> None:
    (a,) = operands(fl, op)
    res = result_like(fl, op, "")
    if op.name == "nv_tileaa.int_to_ptr":
        x = a
        if a.scalar_ty != "i64":
            x = V(fl.b.op(f"zext {a.ty} {a.name} to {vty(a, 'i64')}"), vty(a, "i64"), a.elem, a.layout)
        res.name = fl.b.op(f"inttoptr {x.ty} {x.name} to {res.ty}")
    else:
        res.name = fl.b.op(f"ptrtoint {a.ty} {a.name} to {res.ty}")
    fl.set(op.results[0], res)


@LOWERINGS.rule("nv_tileaa.addptr")
def lower_addptr(fl: FunctionLowering, op: Operation) -> None:
    res = op.results[0]
    layout = fl.layout(res)
    ptr = _tile_or_scalar(fl, op.ptr, layout)
    off = _tile_or_scalar(fl, op.offset, layout)
    elem = T.element(res.type)
    pointee = T.mem_type(elem.pointee)
    name = fl.b.op(f"getelementptr {pointee}, {ptr.ty} {ptr.name}, {off.ty} {off.name}")
    out = result_like(fl, op, name)
    fl.set(res, out)
