"""Elementwise ops: arith, math and the nv_tileaa float ops with rounding modes.

Operands and results share one layout (the layout pass made sure), so an op on tiles is one
LLVM instruction on `<N x T>` vectors; scalars (0-d tiles) are the same instruction on
scalars. What LLVM has no instruction or generic intrinsic for (libdevice math, directed
rounding, flush-to-zero, approximate forms) is a runtime helper called per element.
"""

from __future__ import annotations

import struct

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr
from xdsl.ir import Operation

from tileiras.codegen.llvm_builder import float_bits_literal
from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, V, FunctionLowering, LoweringError

# -- helpers -----------------------------------------------------------------------------------


def operands(fl: FunctionLowering, op: Operation) -> list[V]:
    """The operands as values of the result's shape: scalars splatted when the result is a tile."""
    vals = [fl.getv(v) for v in op.operands]
    res_layout = fl.layout(op.results[0]) if op.results else None
    if res_layout is None:
        return vals
    out = []
    for v in vals:
        if v.layout is None:
            out.append(fl.as_layout(v, res_layout))
        elif v.layout != res_layout:
            out.append(fl.relayout(v, res_layout))
        else:
            out.append(v)
    return out


def result_like(fl: FunctionLowering, op: Operation, name: str, idx: int = 0) -> V:
    r = op.results[idx]
    elem = T.element(r.type)
    layout = fl.layout(r)
    ty = T.vector_type(elem, layout.num_regs) if layout is not None else T.reg_type(elem)
    return V(name, ty, elem, layout)


def vty(v: V, scalar: str) -> str:
    """The type with `v`'s shape and element LLVM type `scalar`."""
    return f"<{v.n} x {scalar}>" if v.layout is not None else scalar


def intrinsic_suffix(v: V) -> str:
    s = {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}.get(v.scalar_ty, v.scalar_ty)
    return f"v{v.n}{s}" if v.layout is not None else s


def call_intrinsic(fl: FunctionLowering, name: str, ret_ty: str, args: list[tuple[str, str]]) -> str:
    """Call an LLVM generic intrinsic (the same on the GPU and the host)."""
    argv = ", ".join(f"{t} {a}" for t, a in args)
    fl.module.declare(name, f"declare {ret_ty} @{name}({', '.join(t for t, _ in args)})")
    return fl.b.op(f"call {ret_ty} @{name}({argv})")


def per_element(fl: FunctionLowering, vals: list[V], fn, out_scalar_ty: str) -> str:
    """Apply `fn(list of scalar names) -> scalar name` to each register; the result vector."""
    if vals[0].layout is None:
        return fn([v.name for v in vals])
    n = vals[0].n
    outs = []
    for r in range(n):
        outs.append(fn([fl.extract(v, r) for v in vals]))
    return fl.build_vector(outs, out_scalar_ty)


def scalar_literal(attr, llty: str) -> str:
    if isinstance(attr, IntegerAttr):
        v = attr.value.data
        if llty == "i1":
            return "true" if v & 1 else "false"
        return str(v)
    if isinstance(attr, FloatAttr):
        return float_literal_for(attr.value.data, llty)
    raise LoweringError(f"unsupported constant attribute {attr}")


def _exact_bits(value: float, fmt: str) -> int | None:
    """The bit pattern of `value` packed by `struct` as `fmt` ("e" half, "f" float) when the
    format holds it exactly, so no rounding rule is involved; None otherwise (NaN included)."""
    try:
        packed = struct.pack("<" + fmt, value)
    except OverflowError:
        return None
    if struct.unpack("<" + fmt, packed)[0] != value:
        return None
    return int.from_bytes(packed, "little")


def float_literal_for(value: float, llty: str) -> str:
    """LLVM's literal of `value` as an `llty` float. Values the type holds exactly are packed
    here; the others (rounded, NaN) go through numpy/ml_dtypes, whose rounding the output
    has always had, and only then are those modules loaded."""
    if llty == "double":
        return "0x%016X" % struct.unpack("<Q", struct.pack("<d", value))[0]
    if llty == "float":
        bits = _exact_bits(value, "f")
        if bits is None:
            import numpy as np

            bits = int(np.array(value, dtype=np.float32).view(np.uint32))
        return float_bits_literal(bits, "float")
    if llty == "half":
        bits = _exact_bits(value, "e")
        if bits is None:
            import numpy as np

            bits = int(np.array(value, dtype=np.float16).view(np.uint16))
        return "0xH%04X" % bits
    if llty == "bfloat":
        bits = _exact_bits(value, "f")
        if bits is not None and bits & 0xFFFF == 0:
            return "0xR%04X" % (bits >> 16)
        import ml_dtypes
        import numpy as np

        return "0xR%04X" % int(np.array(value, dtype=ml_dtypes.bfloat16).view(np.uint16))
    raise LoweringError(f"unsupported float type {llty}")


def bits_literal(bits: int, llty: str) -> str:
    if llty in ("half", "bfloat", "float", "double"):
        return float_bits_literal(bits, llty)
    if llty == "i1":
        return "true" if bits & 1 else "false"
    width = int(llty[1:])
    bits &= (1 << width) - 1
    if bits >= 1 << (width - 1):
        bits -= 1 << width
    return str(bits)


# -- constants --------------------------------------------------------------------------------


def dense_bits(attr: DenseIntOrFPElementsAttr, elem) -> list[int]:
    """The element bit patterns of a dense attribute (row-major; a splat gives one entry)."""
    import numpy as np
    from tileiras.dialects.nv_tileaa.values import attr_to_array

    llty = T.reg_type(elem)
    arr = attr_to_array(attr)
    if arr is None:
        raw = attr.data.data
        size = T.byte_size(elem)
        return [int.from_bytes(raw[i:i + size], "little") for i in range(0, len(raw), size)]
    flat = np.asarray(arr).reshape(-1)
    if llty == "i1":
        return [int(bool(x)) for x in flat]
    if flat.dtype.kind in "iub":
        return [int(x) for x in flat]
    width = flat.dtype.itemsize
    view = flat.view({2: np.uint16, 4: np.uint32, 8: np.uint64, 1: np.uint8}[width])
    return [int(x) for x in view]


@LOWERINGS.rule("arith.constant")
def lower_constant(fl: FunctionLowering, op: Operation) -> None:
    r = op.results[0]
    attr = op.value
    elem = T.element(r.type)
    llty = T.reg_type(elem)
    layout = fl.layout(r)
    if layout is None:
        if isinstance(attr, DenseIntOrFPElementsAttr):
            bits = dense_bits(attr, elem)
            fl.set(r, V(bits_literal(bits[0], llty), llty, elem))
        else:
            fl.set(r, V(scalar_literal(attr, llty), llty, elem))
        return
    if isinstance(attr, DenseIntOrFPElementsAttr):
        bits = dense_bits(attr, elem)
    else:
        bits = None
        lit = scalar_literal(attr, llty)
    n = layout.num_regs
    if bits is None or len(set(bits)) == 1:
        lit = bits_literal(bits[0], llty) if bits is not None else lit
        fl.set(r, V(fl.const_vec(llty, [lit] * n) if n > 1 else f"<{llty} {lit}>", T.vector_type(elem, n), elem, layout))
        return
    # a non-uniform constant: a table in constant memory, read at each thread's elements
    mty = T.mem_type(elem)
    table = fl.module.constant_table(mty, [bits_literal(b, mty) for b in bits])
    toff = fl.thread_offset(layout)
    scalars = []
    for reg in range(n):
        idx = fl.b.op(f"or i32 {toff}, {layout.reg_offset(reg)}")
        p = fl.b.op(f"getelementptr {mty}, ptr addrspace(4) {table}, i32 {idx}")
        x = fl.b.op(f"load {mty}, ptr addrspace(4) {p}")
        if mty != llty:
            x = fl.b.op(f"trunc {mty} {x} to {llty}")
        scalars.append(x)
    fl.set(r, fl.tile(fl.build_vector(scalars, llty), elem, layout))


@LOWERINGS.rule("ub.poison")
def lower_poison(fl: FunctionLowering, op: Operation) -> None:
    r = op.results[0]
    if r.type.name == "nv_tileaa.mem_token":
        from tileiras.conversion.nv_tileas_to_llvm.lowering import TOKEN

        fl.set(r, TOKEN)
        return
    elem = T.element(r.type)
    layout = fl.layout(r)
    ty = T.vector_type(elem, layout.num_regs) if layout is not None else T.reg_type(elem)
    # zero rather than poison: a poison that reaches a branch condition is undefined behaviour
    fl.set(r, V("zeroinitializer" if layout is not None else _zero(T.reg_type(elem)), ty, elem, layout))


def _zero(llty: str) -> str:
    if llty in ("half", "bfloat", "float", "double"):
        return "0.0"
    if llty.startswith("ptr"):
        return "null"
    if llty == "i1":
        return "false"
    return "0"


# -- binary and unary arithmetic ------------------------------------------------------------------

SIMPLE_BINARY = {
    "arith.addf": "fadd", "arith.subf": "fsub", "arith.mulf": "fmul", "arith.divf": "fdiv",
    "arith.remf": "frem", "arith.addi": "add", "arith.subi": "sub", "arith.muli": "mul",
    "arith.divsi": "sdiv", "arith.divui": "udiv", "arith.remsi": "srem", "arith.remui": "urem",
    "arith.andi": "and", "arith.ori": "or", "arith.xori": "xor", "arith.shli": "shl",
    "arith.shrsi": "ashr", "arith.shrui": "lshr",
}

MINMAX = {
    "arith.maxsi": "smax", "arith.minsi": "smin", "arith.maxui": "umax", "arith.minui": "umin",
    "arith.maxnumf": "maxnum", "arith.minnumf": "minnum", "arith.maximumf": "maximum",
    "arith.minimumf": "minimum",
}


@LOWERINGS.rule(*SIMPLE_BINARY)
def lower_binary(fl: FunctionLowering, op: Operation) -> None:
    a, b = operands(fl, op)
    inst = SIMPLE_BINARY[op.name]
    name = fl.b.op(f"{inst} {a.ty} {a.name}, {b.name}")
    fl.set(op.results[0], result_like(fl, op, name))


@LOWERINGS.rule(*MINMAX)
def lower_minmax(fl: FunctionLowering, op: Operation) -> None:
    a, b = operands(fl, op)
    fn = MINMAX[op.name]
    name = call_intrinsic(fl, f"llvm.{fn}.{intrinsic_suffix(a)}", a.ty, [(a.ty, a.name), (b.ty, b.name)])
    fl.set(op.results[0], result_like(fl, op, name))


@LOWERINGS.rule("arith.negf")
def lower_negf(fl: FunctionLowering, op: Operation) -> None:
    (a,) = operands(fl, op)
    fl.set(op.results[0], result_like(fl, op, fl.b.op(f"fneg {a.ty} {a.name}")))


def _splat_const(v: V, lit: str) -> str:
    if v.layout is None:
        return lit
    return "<" + ", ".join(f"{v.scalar_ty} {lit}" for _ in range(v.n)) + ">"


@LOWERINGS.rule("arith.ceildivsi", "arith.ceildivui", "arith.floordivsi")
def lower_int_div_rounded(fl: FunctionLowering, op: Operation) -> None:
    a, b = operands(fl, op)
    ty = a.ty
    zero, one = _splat_const(a, "0"), _splat_const(a, "1")
    if op.name == "arith.ceildivui":
        q = fl.b.op(f"udiv {ty} {a.name}, {b.name}")
        rem = fl.b.op(f"urem {ty} {a.name}, {b.name}")
        nz = fl.b.op(f"icmp ne {ty} {rem}, {zero}")
        inc = fl.b.op(f"zext {vty(a, 'i1')} {nz} to {ty}")
        name = fl.b.op(f"add {ty} {q}, {inc}")
    else:
        q = fl.b.op(f"sdiv {ty} {a.name}, {b.name}")
        rem = fl.b.op(f"srem {ty} {a.name}, {b.name}")
        nz = fl.b.op(f"icmp ne {ty} {rem}, {zero}")
        # sign of the exact quotient: negative when a and b have different signs
        x = fl.b.op(f"xor {ty} {a.name}, {b.name}")
        neg = fl.b.op(f"icmp slt {ty} {x}, {zero}")
        if op.name == "arith.floordivsi":
            adj = fl.b.op(f"and {vty(a, 'i1')} {nz}, {neg}")
            dec = fl.b.op(f"zext {vty(a, 'i1')} {adj} to {ty}")
            name = fl.b.op(f"sub {ty} {q}, {dec}")
        else:
            pos = fl.b.op(f"icmp sge {ty} {x}, {zero}")
            adj = fl.b.op(f"and {vty(a, 'i1')} {nz}, {pos}")
            inc = fl.b.op(f"zext {vty(a, 'i1')} {adj} to {ty}")
            name = fl.b.op(f"add {ty} {q}, {inc}")
    del one
    fl.set(op.results[0], result_like(fl, op, name))


def _true(v: V) -> str:
    if v.layout is None:
        return "true"
    return "<" + ", ".join("i1 true" for _ in range(v.n)) + ">"


# -- comparisons and select ---------------------------------------------------------------------

ICMP = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
FCMP = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
        "une", "uno", "true"]


@LOWERINGS.rule("arith.cmpi", "arith.cmpf")
def lower_cmp(fl: FunctionLowering, op: Operation) -> None:
    a, b = [fl.getv(v) for v in op.operands]
    layout = fl.layout(op.results[0])
    if layout is not None:
        a, b = fl.as_layout(a, layout), fl.as_layout(b, layout)
    pred = op.properties["predicate"].value.data
    if op.name == "arith.cmpi":
        name = fl.b.op(f"icmp {ICMP[pred]} {a.ty} {a.name}, {b.name}")
    else:
        name = fl.b.op(f"fcmp {FCMP[pred]} {a.ty} {a.name}, {b.name}")
    fl.set(op.results[0], result_like(fl, op, name))


@LOWERINGS.rule("arith.select")
def lower_select(fl: FunctionLowering, op: Operation) -> None:
    c = fl.getv(op.operands[0])
    a, b = fl.getv(op.operands[1]), fl.getv(op.operands[2])
    layout = fl.layout(op.results[0])
    if layout is not None:
        a, b = fl.as_layout(a, layout), fl.as_layout(b, layout)
        if c.layout is not None and c.layout != layout:
            c = fl.relayout(c, layout)
    ity = c.ty
    name = fl.b.op(f"select {ity} {c.name}, {a.ty} {a.name}, {b.ty} {b.name}")
    fl.set(op.results[0], result_like(fl, op, name))


# -- math -----------------------------------------------------------------------------------------

GENERIC_MATH = {"math.absf": "fabs", "math.floor": "floor", "math.ceil": "ceil", "math.sqrt": "sqrt",
                "math.fma": "fma", "math.copysign": "copysign", "math.round": "round",
                "math.roundeven": "roundeven", "math.trunc": "trunc"}
LIBDEVICE_MATH = {"math.exp": "exp", "math.exp2": "exp2", "math.log": "log", "math.log2": "log2",
                  "math.sin": "sin", "math.cos": "cos", "math.tan": "tan", "math.sinh": "sinh",
                  "math.cosh": "cosh", "math.tanh": "tanh", "math.powf": "pow", "math.atan2": "atan2",
                  "math.rsqrt": "rsqrt", "math.log10": "log10", "math.exp10": "exp10", "math.erf": "erf"}


@LOWERINGS.rule(*GENERIC_MATH)
def lower_generic_math(fl: FunctionLowering, op: Operation) -> None:
    vals = operands(fl, op)
    fn = GENERIC_MATH[op.name]
    a = vals[0]
    name = call_intrinsic(fl, f"llvm.{fn}.{intrinsic_suffix(a)}", a.ty, [(v.ty, v.name) for v in vals])
    fl.set(op.results[0], result_like(fl, op, name))


def math_call(fl: FunctionLowering, fn: str, vals: list[V], approx: bool = False) -> str:
    """Per element `fn` through the runtime's math helpers (f16/bf16 computed in f32)."""
    a = vals[0]
    st = a.scalar_ty
    key = {"float": "f32", "double": "f64", "half": "f32", "bfloat": "f32"}[st]
    llk = {"f32": "float", "f64": "double"}[key]
    helper = f"math.{'approx.' if approx else ''}{fn}.{key}"

    def one(xs: list[str]) -> str:
        if st != llk:
            xs = [fl.b.op(f"fpext {st} {x} to {llk}") for x in xs]
        y = fl.call(helper, [(llk, x) for x in xs])
        if st != llk:
            y = fl.b.op(f"fptrunc {llk} {y} to {st}")
        return y

    return per_element(fl, vals, one, st)


@LOWERINGS.rule(*LIBDEVICE_MATH)
def lower_libdevice_math(fl: FunctionLowering, op: Operation) -> None:
    vals = operands(fl, op)
    name = math_call(fl, LIBDEVICE_MATH[op.name], vals)
    fl.set(op.results[0], result_like(fl, op, name))


@LOWERINGS.rule("math.absi")
def lower_absi(fl: FunctionLowering, op: Operation) -> None:
    (a,) = operands(fl, op)
    name = call_intrinsic(fl, f"llvm.abs.{intrinsic_suffix(a)}", a.ty, [(a.ty, a.name), ("i1", "false")])
    fl.set(op.results[0], result_like(fl, op, name))


@LOWERINGS.rule("math.fpowi")
def lower_fpowi(fl: FunctionLowering, op: Operation) -> None:
    a = fl.getv(op.operands[0])
    e = fl.getv(op.operands[1])
    layout = fl.layout(op.results[0])
    if layout is not None:
        a, e = fl.as_layout(a, layout), fl.as_layout(e, layout)
    # x ** n as pow(x, float(n)): exact for the integers a float holds
    st = a.scalar_ty
    if st in ("half", "bfloat", "float"):
        ef = fl.b.op(f"sitofp {e.ty} {e.name} to {vty(e, st)}")
    else:
        ef = fl.b.op(f"sitofp {e.ty} {e.name} to {vty(e, 'double')}")
    ev = V(ef, vty(e, st), T.element(op.operands[0].type), e.layout)
    name = math_call(fl, "pow", [a, ev])
    fl.set(op.results[0], result_like(fl, op, name))


# -- nv_tileaa float ops with rounding modes --------------------------------------------------------

ROUNDING = {"nearest_even": "rn", "zero": "rz", "negative_inf": "rm", "positive_inf": "rp"}


def rounding_flags(op: Operation) -> tuple[str | None, bool]:
    """An nv_tileaa float op's rounding mode (None: the default) and whether it flushes to zero."""
    mode = op.properties.get("rounding_mode")
    ftz = op.properties.get("flush_to_zero") is not None
    return (mode.data.value if mode is not None else None), ftz


@LOWERINGS.rule("nv_tileaa.addf", "nv_tileaa.subf", "nv_tileaa.mulf", "nv_tileaa.divf", "nv_tileaa.fma",
         "nv_tileaa.sqrt")
def lower_rounded(fl: FunctionLowering, op: Operation) -> None:
    vals = operands(fl, op)
    base = op.name.split(".")[1][:-1] if op.name.endswith("f") and op.name != "nv_tileaa.sqrt" else op.name.split(".")[1]
    base = {"add": "add", "sub": "sub", "mul": "mul", "div": "div", "fma": "fma", "sqrt": "sqrt"}[base]
    mode, ftz = rounding_flags(op)
    a = vals[0]
    st = a.scalar_ty
    if mode in (None, "nearest_even") and not ftz:
        name = _plain_float(fl, base, vals)
    elif mode == "approx":
        name = _approx(fl, base, vals, ftz)
    elif mode == "full":
        name = per_element(fl, vals, lambda xs: fl.call("approx.div.full" + (".ftz" if ftz else "") + ".f32",
                                                        [("float", x) for x in xs]), "float")
    else:
        rnd = ROUNDING[mode or "nearest_even"]
        key = {"float": "f32", "double": "f64"}.get(st)
        if key is None:
            # f16/bf16: compute in f32 with the same directed rounding, round once more
            # (a directed rounding of a directed rounding is the single rounding)
            def one(xs: list[str]) -> str:
                ws = [fl.b.op(f"fpext {st} {x} to float") for x in xs]
                y = fl.call(f"{base}.{rnd}.f32", [("float", w) for w in ws])
                return _narrow_rounded(fl, y, st, rnd)

            name = per_element(fl, vals, one, st)
        else:
            helper = f"{base}.{rnd}{'.ftz' if ftz and key == 'f32' else ''}.{key}"
            name = per_element(fl, vals, lambda xs: fl.call(helper, [(st, x) for x in xs]), st)
    fl.set(op.results[0], result_like(fl, op, name))


def _narrow_rounded(fl: FunctionLowering, y: str, st: str, rnd: str) -> str:
    if rnd == "rn":
        return fl.b.op(f"fptrunc float {y} to {st}")
    to = "f16" if st == "half" else "bf16"
    bits = fl.call(f"cvt.f32.{to}.{rnd}", [("float", y)])
    return fl.b.op(f"bitcast i16 {bits} to {st}")


def _plain_float(fl: FunctionLowering, base: str, vals: list[V]) -> str:
    a = vals[0]
    if base == "fma":
        return call_intrinsic(fl, f"llvm.fma.{intrinsic_suffix(a)}", a.ty, [(v.ty, v.name) for v in vals])
    if base == "sqrt":
        return call_intrinsic(fl, f"llvm.sqrt.{intrinsic_suffix(a)}", a.ty, [(a.ty, a.name)])
    inst = {"add": "fadd", "sub": "fsub", "mul": "fmul", "div": "fdiv"}[base]
    return fl.b.op(f"{inst} {a.ty} {a.name}, {vals[1].name}")


def _approx(fl: FunctionLowering, base: str, vals: list[V], ftz: bool) -> str:
    a = vals[0]
    st = a.scalar_ty
    helper = f"approx.{base}{'.ftz' if ftz else ''}.f32"

    def one(xs: list[str]) -> str:
        if st != "float":
            xs = [fl.b.op(f"fpext {st} {x} to float") for x in xs]
        y = fl.call(helper, [("float", x) for x in xs])
        if st != "float":
            y = fl.b.op(f"fptrunc float {y} to {st}")
        return y

    return per_element(fl, vals, one, st)


@LOWERINGS.rule("nv_tileaa.rsqrt", "nv_tileaa.exp", "nv_tileaa.exp2", "nv_tileaa.tanh")
def lower_transcendental(fl: FunctionLowering, op: Operation) -> None:
    vals = operands(fl, op)
    fn = op.name.split(".")[1]
    mode, ftz = rounding_flags(op)
    approx = mode == "approx" or (fn == "rsqrt" and ftz)
    if approx and fn in ("exp2", "rsqrt") and ftz:
        a = vals[0]
        st = a.scalar_ty
        helper = f"approx.{fn}.ftz.f32"

        def one(xs: list[str]) -> str:
            if st != "float":
                xs = [fl.b.op(f"fpext {st} {x} to float") for x in xs]
            y = fl.call(helper, [("float", x) for x in xs])
            if st != "float":
                y = fl.b.op(f"fptrunc float {y} to {st}")
            return y

        name = per_element(fl, vals, one, st)
    else:
        name = math_call(fl, fn, vals, approx=approx and vals[0].scalar_ty != "double")
    fl.set(op.results[0], result_like(fl, op, name))


@LOWERINGS.rule("nv_tileaa.clampf")
def lower_clampf(fl: FunctionLowering, op: Operation) -> None:
    x, lo, hi = operands(fl, op)
    nan = op.properties.get("propagate_nan") is not None
    fmax, fmin = ("maximum", "minimum") if nan else ("maxnum", "minnum")
    s = intrinsic_suffix(x)
    t = call_intrinsic(fl, f"llvm.{fmax}.{s}", x.ty, [(x.ty, x.name), (lo.ty, lo.name)])
    name = call_intrinsic(fl, f"llvm.{fmin}.{s}", x.ty, [(x.ty, t), (hi.ty, hi.name)])
    fl.set(op.results[0], result_like(fl, op, name))


@LOWERINGS.rule("nv_tileaa.mulhiui")
def lower_mulhiui(fl: FunctionLowering, op: Operation) -> None:
    a, b = operands(fl, op)
    w = int(a.scalar_ty[1:])
    wide = vty(a, f"i{2 * w}")
    xa = fl.b.op(f"zext {a.ty} {a.name} to {wide}")
    xb = fl.b.op(f"zext {b.ty} {b.name} to {wide}")
    p = fl.b.op(f"mul {wide} {xa}, {xb}")
    sh = fl.b.op(f"lshr {wide} {p}, {_splat_const(V('', wide, a.elem, a.layout), str(w))}")
    name = fl.b.op(f"trunc {wide} {sh} to {a.ty}")
    fl.set(op.results[0], result_like(fl, op, name))


@LOWERINGS.rule("nv_tileaa.assume", "nv_tileaa.optimization_barrier")
def lower_passthrough(fl: FunctionLowering, op: Operation) -> None:
    for r, v in zip(op.results, op.operands):
        lowered = fl.get(v)
        if isinstance(lowered, V) and fl.layout(r) is not None and lowered.layout != fl.layout(r):
            lowered = fl.as_layout(lowered, fl.layout(r))
        fl.set(r, lowered)
