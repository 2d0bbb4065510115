#!/usr/bin/env python3
"""Hand-made TileIR bytecode for what cuTile Python never emits.

Drives cuTile Python's own bytecode encoder (cuda.tile._bytecode: write_bytecode, the
TypeTable and the generated encode_<Op> functions) to build small modules that exercise
ops cuTile never produces (mulhii, ptr_to_int, ptr_to_ptr, alloca, get_tensor_shape,
memory_fence_alias_tko, multimem_*, ...), every value of every enum attribute, optional
attributes and operands present and absent, every element type, the debug-info attribute
kinds cuTile does not write, the producer section, several entries per module.

Each case is a list of *variants* (small op sequences).  For every bytecode version from
the case's first version to 13.5 the variants are first built together into one module;
when NVIDIA's tileirdisasm rejects it, each variant is tried alone, the accepted ones are
kept together and every rejected one is recorded with NVIDIA's message.  Only files that
tileirdisasm accepts (exit 0) are written, to tests/corpus/bytecode/handmade/
<case>.<version>.tileirbc.  MANIFEST.json section "handmade" lists, per case and version,
the file, the variants it holds and the rejected/unencodable variants with the reason.

NVIDIA's tools: $TILEIRAS_ORACLE_BIN, else the installed nvidia-cuda-tileiras package.

Usage: python tools/corpus/handmade.py [-k SUBSTRING]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import struct
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import cuda.tile._bytecode as bc
from cuda.tile._bytecode import encodings as E
from cuda.tile._bytecode.attribute import (Bool, Bounded, Dictionary, DivBy, EntryHints, Float,
                                           Integer, AssumePredicate, AttributeTag)
from cuda.tile._bytecode.basic import encode_varint
from cuda.tile._bytecode.type import SimpleType, PaddingValue, PtrAttr
from cuda.tile._bytecode.version import BytecodeVersion as V
from cuda.tile._bytecode.writer import write_bytecode

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import oracle  # noqa: E402

OUT_DIR = ROOT / "tests" / "corpus" / "bytecode" / "handmade"
MANIFEST = ROOT / "tests" / "corpus" / "MANIFEST.json"
VERSIONS = [V.V_13_1, V.V_13_2, V.V_13_3, V.V_13_4, V.V_13_5]

RM = E.RoundingMode
ALL_RM = list(RM)
CP = E.ComparisonPredicate
SIGN = E.Signedness
OVF = E.IntegerOverflow
MO = E.MemoryOrderingSemantics
MS = E.MemoryScope
AM = E.AtomicRMWMode
PADS = [PaddingValue.Missing, PaddingValue.Zero, PaddingValue.NegZero, PaddingValue.Nan,
        PaddingValue.PosInf, PaddingValue.NegInf]

ELEM = {
    "i1": SimpleType.I1, "i4": SimpleType.I4, "i8": SimpleType.I8, "i16": SimpleType.I16,
    "i32": SimpleType.I32, "i64": SimpleType.I64, "f16": SimpleType.F16, "bf16": SimpleType.BF16,
    "f32": SimpleType.F32, "tf32": SimpleType.TF32, "f64": SimpleType.F64,
    "e4m3": SimpleType.F8E4M3FN, "e5m2": SimpleType.F8E5M2, "e8m0": SimpleType.F8E8M0FNU,
    "f4": SimpleType.F4E2M1FN, "e5m3": SimpleType.FNV8E5M3FNU,
}
INT_BITS = {"i1": 1, "i4": 4, "i8": 8, "i16": 16, "i32": 32, "i64": 64}


def find_oracle_bin() -> Path:
    return oracle.find_oracle_bin("tileirdisasm")


# ----------------------------------------------------------------------------------------
# A small builder around cuTile's encoder
# ----------------------------------------------------------------------------------------

# Parameters of every hand-made entry function, in order.
PARAMS = [("p_f32", "ptr", "f32"), ("p_i32", "ptr", "i32"), ("p_i64", "ptr", "i64"),
          ("p_f16", "ptr", "f16"), ("n_i32", "tile", "i32"), ("n_i64", "tile", "i64"),
          ("x_f32", "tile", "f32")]


class M:
    """What a variant sees: the code builder, type helpers, the entry's parameters."""

    def __init__(self, w, cb, params, version):
        self.w = w
        self.cb = cb
        self.tt = w.type_table
        self.version = version
        self.p = dict(zip([n for n, _, _ in PARAMS], params))

    # types
    def E(self, elem: str):
        return self.tt.simple(ELEM[elem])

    def T(self, elem: str, *shape: int):
        e = elem if not isinstance(elem, str) else self.E(elem)
        return self.tt.tile(e, list(shape))

    def ptr(self, elem: str, attr=PtrAttr.Missing):
        return self.tt.pointer(self.E(elem), attr)

    def PT(self, elem: str, *shape: int, attr=PtrAttr.Missing):
        return self.tt.tile(self.ptr(elem, attr), list(shape))

    @property
    def tok_t(self):
        return self.tt.Token

    # values
    def const(self, elem: str, shape=(), value=0):
        return E.encode_ConstantOp(self.cb, self.T(elem, *shape), const_bytes(elem, shape, value))

    def token(self):
        return E.encode_MakeTokenOp(self.cb, self.tok_t)

    def ptrs(self, elem: str, n: int, pname=None):
        """tile<n x ptr<elem>>: the pointer parameter broadcast and offset by iota."""
        p = self.p[pname or f"p_{elem}"]
        r = E.encode_ReshapeOp(self.cb, self.PT(elem, 1), p)
        b = E.encode_BroadcastOp(self.cb, self.PT(elem, n), r)
        off = E.encode_IotaOp(self.cb, self.T("i32", n))
        return E.encode_OffsetOp(self.cb, self.PT(elem, n), b, off)

    def tview(self, elem: str, shape, strides, dynamic=False, attr=PtrAttr.Missing):
        """make_tensor_view over the elem pointer parameter; static unless dynamic."""
        p = self.p[f"p_{elem}"]
        if dynamic:
            shp = [bc.DYNAMIC_SHAPE] * len(shape)
            strd = [bc.DYNAMIC_SHAPE] * (len(strides) - 1) + [1]
            n = self.p["n_i32"]
            ty = self.tt.tensor_view(self.E(elem), shp, strd, attr)
            return E.encode_MakeTensorViewOp(self.cb, ty, p, [n] * len(shape), [n] * (len(strides) - 1))
        ty = self.tt.tensor_view(self.E(elem), list(shape), list(strides), attr)
        return E.encode_MakeTensorViewOp(self.cb, ty, p, [], [])

    def tview_type(self, elem, shape, strides, attr=PtrAttr.Missing):
        return self.tt.tensor_view(self.E(elem), list(shape), list(strides), attr)

    def pview(self, tv, tv_ty, tile_shape, dim_map=None, pad=PaddingValue.Missing):
        dim_map = list(range(len(tile_shape))) if dim_map is None else dim_map
        ty = self.tt.partition_view(list(tile_shape), tv_ty, dim_map, pad)
        return E.encode_MakePartitionViewOp(self.cb, ty, tv), ty

    def i32(self, v=0):
        return self.const("i32", (), v)


def const_bytes(elem: str, shape, value) -> bytes:
    """MLIR DenseElements raw data: a splat stores one element; i1 non-splat is bit-packed."""
    vals = value if isinstance(value, (list, tuple)) else None
    if elem == "i1":
        if vals is None:
            return b"\xff" if value else b"\x00"
        bits = 0
        for i, v in enumerate(vals):
            bits |= int(bool(v)) << i
        return bits.to_bytes((len(vals) + 7) // 8, "little")
    if vals is None:
        vals = [value]
    out = bytearray()
    for v in vals:
        if elem in INT_BITS:
            nbytes = (INT_BITS[elem] + 7) // 8
            out += (int(v) & ((1 << (8 * nbytes)) - 1)).to_bytes(nbytes, "little")
        elif elem == "f64":
            out += struct.pack("<d", v)
        else:
            st = ELEM[elem]
            bits = bc.float_to_bits(v, st)
            out += bits.to_bytes((bc.float_bit_size(st) + 7) // 8, "little")
    return bytes(out)


@dataclass
class Variant:
    name: str
    fn: Callable[[M], None]


@dataclass
class Case:
    name: str
    desc: str
    variants: list
    since: V = V.V_13_1
    until: V = V.V_13_5
    # module-level extras: fn(w, version) called before the entry function is built
    module_setup: Callable | None = None
    # number of entry functions (each gets the same body)
    nfuncs: int = 1
    hints: dict | None = None
    debug: bool = False
    entry_name: str = "kernel"


CASES: list[Case] = []


def add(name, desc, variants, **kw):
    if callable(variants):
        variants = [Variant(name, variants)]
    CASES.append(Case(name, desc, list(variants), **kw))


def build(case: Case, variants: list, version: V) -> bytes:
    buf = bytearray()
    with write_bytecode(case.nfuncs, buf, version) as w:
        tt = w.type_table
        if case.module_setup:
            case.module_setup(w, version)
        ptypes = []
        for _, kind, elem in PARAMS:
            if kind == "ptr":
                ptypes.append(tt.tile(tt.pointer(tt.simple(ELEM[elem]), PtrAttr.Missing), []))
            else:
                ptypes.append(tt.tile(tt.simple(ELEM[elem]), []))
        for fi in range(case.nfuncs):
            name = case.entry_name if case.nfuncs == 1 else f"{case.entry_name}_{fi}"
            dbg = bc.MISSING_DEBUG_ATTR_ID
            if case.debug:
                dbg = _debug_setup(w, name)
            with w.function(name, ptypes, [], True, case.hints or {}, dbg["fn"] if case.debug else dbg) as fb:
                m = M(w, fb.code_builder, fb.parameters, version)
                if case.debug:
                    m.dbg = dbg
                for v in variants:
                    v.fn(m)
                E.encode_ReturnOp(fb.code_builder, [])
    return bytes(buf)


def _debug_setup(w, fname):
    t = w.debug_attr_table
    f = t.file("handmade.py", "tools/corpus")
    cu = t.compile_unit(f)
    sp = t.subprogram(f, 10, fname, fname, cu, 11)
    blk = t.lexical_block(sp, f, 12, 3)
    blk2 = t.lexical_block(blk, f, 13, 5)
    return {
        "fn": t.loc(sp, "tools/corpus/handmade.py", 10, 1),
        "in_sp": t.loc(sp, "tools/corpus/handmade.py", 11, 4),
        "in_blk": t.loc(blk, "tools/corpus/handmade.py", 12, 8),
        "in_blk2": t.loc(blk2, "tools/corpus/handmade.py", 13, 12),
        "callsite": t.call_site(t.loc(blk, "tools/corpus/other.py", 99, 2),
                                t.loc(sp, "tools/corpus/handmade.py", 14, 6)),
    }


# ----------------------------------------------------------------------------------------
# Cases
# ----------------------------------------------------------------------------------------

def _v(name, fn):
    return Variant(name, fn)


def float_binop_variants(enc, elem="f32"):
    out = []
    for rm in ALL_RM:
        for ftz in (False, True):
            def f(m, rm=rm, ftz=ftz):
                a = m.const(elem, (8,), 1.5)
                b = m.const(elem, (8,), -0.25)
                enc(m.cb, m.T(elem, 8), a, b, rm, ftz)
            out.append(_v(f"{rm.name.lower()}{'_ftz' if ftz else ''}", f))
    return out


for _op, _enc in [("addf", E.encode_AddFOp), ("subf", E.encode_SubFOp),
                  ("mulf", E.encode_MulFOp), ("divf", E.encode_DivFOp)]:
    add(f"{_op}_rounding", f"{_op} f32 with every rounding mode, with and without flush_to_zero",
        float_binop_variants(_enc))
    add(f"{_op}_rounding_f64", f"{_op} f64 with every rounding mode (ftz not allowed for f64)",
        [v for v in float_binop_variants(_enc, "f64") if not v.name.endswith("_ftz")])
add("addf_f16_bf16", "addf on f16 and bf16 with rounding modes", [
    _v(f"{el}_{rm.name.lower()}", (lambda m, el=el, rm=rm: E.encode_AddFOp(
        m.cb, m.T(el, 4), m.const(el, (4,), 1.0), m.const(el, (4,), 2.0), rm, False)))
    for el in ("f16", "bf16") for rm in (RM.NEAREST_EVEN, RM.ZERO, RM.NEGATIVE_INF, RM.POSITIVE_INF)])


def _fma(m, rm, ftz, el="f32"):
    a = m.const(el, (4,), 2.0)
    E.encode_FmaOp(m.cb, m.T(el, 4), a, a, a, rm, ftz)


add("fma_rounding", "fma f32 with every rounding mode and ftz", [
    _v(f"{rm.name.lower()}{'_ftz' if ftz else ''}", (lambda m, rm=rm, ftz=ftz: _fma(m, rm, ftz)))
    for rm in ALL_RM for ftz in (False, True)])
add("fma_f16_f64", "fma on f16, bf16 and f64", [
    _v(el, (lambda m, el=el: _fma(m, RM.NEAREST_EVEN, False, el))) for el in ("f16", "bf16", "f64")])


def _sqrt(m, rm, ftz, el="f32"):
    E.encode_SqrtOp(m.cb, m.T(el, 4), m.const(el, (4,), 2.0), rm, ftz)


add("sqrt_rounding", "sqrt f32 with every rounding mode and ftz", [
    _v(f"{rm.name.lower()}{'_ftz' if ftz else ''}", (lambda m, rm=rm, ftz=ftz: _sqrt(m, rm, ftz)))
    for rm in ALL_RM for ftz in (False, True)])
add("sqrt_f64_f16", "sqrt on f64, f16, bf16", [
    _v(el, (lambda m, el=el: _sqrt(m, RM.NEAREST_EVEN, False, el))) for el in ("f64", "f16", "bf16")])
add("exp_rounding", "exp with every rounding mode (the attribute exists from 13.3; before only full)", [
    _v(rm.name.lower(), (lambda m, rm=rm: E.encode_ExpOp(m.cb, m.T("f32", 4), m.const("f32", (4,), 1.0), rm)))
    for rm in ALL_RM])
add("tanh_rounding", "tanh with every rounding mode (the attribute exists from 13.2; before only full)", [
    _v(rm.name.lower(), (lambda m, rm=rm: E.encode_TanHOp(m.cb, m.T("f32", 4), m.const("f32", (4,), 1.0), rm)))
    for rm in ALL_RM])
add("exp2_rsqrt_ftz", "exp2 and rsqrt with and without flush_to_zero", [
    _v(f"{n}{'_ftz' if ftz else ''}", (lambda m, enc=enc, ftz=ftz: enc(m.cb, m.T("f32", 4), m.const("f32", (4,), 1.0), ftz)))
    for n, enc in (("exp2", E.encode_Exp2Op), ("rsqrt", E.encode_RsqrtOp)) for ftz in (False, True)])
add("maxf_minf_flags", "maxf/minf with propagate_nan and flush_to_zero combinations", [
    _v(f"{n}_nan{int(pn)}_ftz{int(ftz)}", (lambda m, enc=enc, pn=pn, ftz=ftz: enc(
        m.cb, m.T("f32", 4), m.const("f32", (4,), 1.0), m.const("f32", (4,), 2.0), pn, ftz)))
    for n, enc in (("maxf", E.encode_MaxFOp), ("minf", E.encode_MinFOp)) for pn in (False, True) for ftz in (False, True)])


def _unary_all(m, el):
    x = m.const(el, (4,), 0.5)
    t = m.T(el, 4)
    for enc in (E.encode_AbsFOp, E.encode_NegFOp, E.encode_CeilOp, E.encode_FloorOp, E.encode_CosOp,
                E.encode_CosHOp, E.encode_SinOp, E.encode_SinHOp, E.encode_TanOp, E.encode_LogOp,
                E.encode_Log2Op):
        enc(m.cb, t, x)
    E.encode_RemFOp(m.cb, t, x, x)
    E.encode_FPowFOp(m.cb, t, x, x)


add("float_unary_types", "every attribute-less float op on f16, bf16, f32, f64", [
    _v(el, (lambda m, el=el: _unary_all(m, el))) for el in ("f16", "bf16", "f32", "f64")])
add("atan2_types", "atan2 (13.2+) on f16, bf16, f32, f64", [
    _v(el, (lambda m, el=el: E.encode_Atan2Op(m.cb, m.T(el, 4), m.const(el, (4,), 1.0), m.const(el, (4,), 2.0))))
    for el in ("f16", "bf16", "f32", "f64")], since=V.V_13_2)
add("fpowi", "fpowi (13.4+): float base, integer exponent (i8/i16/i32/i64 exponents, f16/f32/f64 bases)", [
    _v(f"{fe}_{ie}", (lambda m, fe=fe, ie=ie: E.encode_FPowIOp(m.cb, m.T(fe, 4), m.const(fe, (4,), 1.5), m.const(ie, (4,), 3))))
    for fe in ("f16", "f32", "f64") for ie in ("i8", "i16", "i32", "i64")], since=V.V_13_4)


def _cmpf(m, p, o, el="f32"):
    E.encode_CmpFOp(m.cb, m.T("i1", 4), m.const(el, (4,), 1.0), m.const(el, (4,), 2.0), p, o)


add("cmpf_all", "cmpf with every predicate and ordering (f32), and on f16/bf16/f64", [
    _v(f"{p.name.lower()}_{o.name.lower()}", (lambda m, p=p, o=o: _cmpf(m, p, o)))
    for p in CP for o in E.ComparisonOrdering] + [
    _v(f"{el}", (lambda m, el=el: _cmpf(m, CP.LESS_THAN, E.ComparisonOrdering.ORDERED, el))) for el in ("f16", "bf16", "f64")])


def _cmpi(m, p, s, el="i32"):
    E.encode_CmpIOp(m.cb, m.T("i1", 4), m.const(el, (4,), 1), m.const(el, (4,), -2), p, s)


add("cmpi_all", "cmpi with every predicate and signedness (i32), and on i1/i8/i16/i64", [
    _v(f"{p.name.lower()}_{s.name.lower()}", (lambda m, p=p, s=s: _cmpi(m, p, s)))
    for p in CP for s in SIGN] + [
    _v(el, (lambda m, el=el: _cmpi(m, CP.EQUAL, SIGN.Signed, el))) for el in ("i1", "i8", "i16", "i64")])


def _int_ovf(m, enc, ovf, el="i32"):
    enc(m.cb, m.T(el, 4), m.const(el, (4,), 7), m.const(el, (4,), 3), ovf)


add("int_overflow_flags", "addi/subi/muli/shli with every overflow flag (none/nsw/nuw/nw)", [
    _v(f"{n}_{o.name.lower()}", (lambda m, enc=enc, o=o: _int_ovf(m, enc, o)))
    for n, enc in (("addi", E.encode_AddIOp), ("subi", E.encode_SubIOp), ("muli", E.encode_MulIOp),
                   ("shli", E.encode_ShLIOp)) for o in OVF])
add("negi_overflow", "negi with every overflow flag (attribute from 13.2; 13.1 only none)", [
    _v(o.name.lower(), (lambda m, o=o: E.encode_NegIOp(m.cb, m.T("i32", 4), m.const("i32", (4,), 5), o))) for o in OVF])
add("trunci_overflow", "trunci i64->i32/i16/i8/i1 with every overflow flag", [
    _v(f"{to}_{o.name.lower()}", (lambda m, to=to, o=o: E.encode_TruncIOp(m.cb, m.T(to, 4), m.const("i64", (4,), 300), o)))
    for to in ("i32", "i16", "i8", "i1") for o in OVF])
add("divi_all", "divi with each signedness and every rounding mode", [
    _v(f"{s.name.lower()}_{rm.name.lower()}", (lambda m, s=s, rm=rm: E.encode_DivIOp(
        m.cb, m.T("i32", 4), m.const("i32", (4,), 7), m.const("i32", (4,), 2), s, rm)))
    for s in SIGN for rm in ALL_RM])


def _int_signed_ops(m, s, el):
    a, b, t = m.const(el, (4,), 9), m.const(el, (4,), 4), m.T(el, 4)
    E.encode_RemIOp(m.cb, t, a, b, s)
    E.encode_MaxIOp(m.cb, t, a, b, s)
    E.encode_MinIOp(m.cb, t, a, b, s)
    E.encode_ShRIOp(m.cb, t, a, b, s)


add("int_signedness_ops", "remi/maxi/mini/shri signed and unsigned on i8/i16/i32/i64", [
    _v(f"{el}_{s.name.lower()}", (lambda m, s=s, el=el: _int_signed_ops(m, s, el)))
    for el in ("i8", "i16", "i32", "i64") for s in SIGN])
add("mulhii", "mulhii (high half of the product) on i8/i16/i32/i64", [
    _v(el, (lambda m, el=el: E.encode_MulhiIOp(m.cb, m.T(el, 4), m.const(el, (4,), -3), m.const(el, (4,), 1 << (INT_BITS[el] - 2)))))
    for el in ("i8", "i16", "i32", "i64")])
add("absi_bitwise_types", "absi, andi, ori, xori on i1/i8/i16/i32/i64", [
    _v(el, (lambda m, el=el: (E.encode_AbsIOp(m.cb, m.T(el, 4), m.const(el, (4,), -3)) if el != "i1" else None,
                              E.encode_AndIOp(m.cb, m.T(el, 4), m.const(el, (4,), 1), m.const(el, (4,), 0)),
                              E.encode_OrIOp(m.cb, m.T(el, 4), m.const(el, (4,), 1), m.const(el, (4,), 0)),
                              E.encode_XOrIOp(m.cb, m.T(el, 4), m.const(el, (4,), 1), m.const(el, (4,), 0)))))
    for el in ("i1", "i8", "i16", "i32", "i64")])
add("exti_all", "exti signed/unsigned from i1/i8/i16/i32 to wider", [
    _v(f"{fr}_{to}_{s.name.lower()}", (lambda m, fr=fr, to=to, s=s: E.encode_ExtIOp(m.cb, m.T(to, 4), m.const(fr, (4,), 1), s)))
    for fr, to in (("i1", "i32"), ("i8", "i16"), ("i16", "i64"), ("i32", "i64"), ("i8", "i64")) for s in SIGN])
add("ftof_rounding", "ftof f32->f16/bf16/tf32/e4m3/e5m2 and f64->f32 with every rounding mode", [
    _v(f"{fr}_{to}_{rm.name.lower()}", (lambda m, fr=fr, to=to, rm=rm: E.encode_FToFOp(m.cb, m.T(to, 4), m.const(fr, (4,), 1.7), rm)))
    for fr, to in (("f32", "f16"), ("f32", "bf16"), ("f32", "tf32"), ("f32", "e4m3"), ("f32", "e5m2"), ("f64", "f32"))
    for rm in ALL_RM])
add("ftof_new_types", "ftof to/from f8E8M0FNU (13.2), f4E2M1FN (13.3), f8E5M3FNU (13.4) with each rounding mode", [
    _v(f"{to}_{rm.name.lower()}", (lambda m, to=to, rm=rm: E.encode_FToFOp(m.cb, m.T(to, 4), m.const("f32", (4,), 1.7), rm)))
    for to in ("e8m0", "f4", "e5m3") for rm in ALL_RM] + [
    _v(f"{fr}_to_f32", (lambda m, fr=fr: E.encode_FToFOp(m.cb, m.T("f32", 4), m.const(fr, (4,), 1.0), RM.NEAREST_EVEN)))
    for fr in ("e8m0", "f4", "e5m3")], since=V.V_13_2)
add("itof_all", "itof signed/unsigned with every rounding mode (i32->f32, i64->f16, i8->f64)", [
    _v(f"{fr}_{to}_{s.name.lower()}_{rm.name.lower()}", (lambda m, fr=fr, to=to, s=s, rm=rm: E.encode_IToFOp(
        m.cb, m.T(to, 4), m.const(fr, (4,), 5), s, rm)))
    for fr, to in (("i32", "f32"), ("i64", "f16"), ("i8", "f64")) for s in SIGN for rm in ALL_RM])
add("ftoi_all", "ftoi signed/unsigned with every rounding mode (f32->i32)", [
    _v(f"{s.name.lower()}_{rm.name.lower()}", (lambda m, s=s, rm=rm: E.encode_FToIOp(
        m.cb, m.T("i32", 4), m.const("f32", (4,), 2.5), s, rm, False)))
    for s in SIGN for rm in ALL_RM])
add("ftoi_saturating", "ftoi with the saturating flag (13.4+) to i8/i32/i64, signed and unsigned", [
    _v(f"{to}_{s.name.lower()}_sat{int(sat)}", (lambda m, to=to, s=s, sat=sat: E.encode_FToIOp(
        m.cb, m.T(to, 4), m.const("f32", (4,), 300.5), s, RM.NEAREST_INT_TO_ZERO, sat)))
    for to in ("i8", "i32", "i64") for s in SIGN for sat in (False, True)], since=V.V_13_4)
add("bitcast_types", "bitcast between same-width types, including pointers <-> i64", [
    _v("f32_i32", lambda m: E.encode_BitcastOp(m.cb, m.T("i32", 4), m.const("f32", (4,), 1.0))),
    _v("i16_bf16", lambda m: E.encode_BitcastOp(m.cb, m.T("bf16", 4), m.const("i16", (4,), 1))),
    _v("f64_i64", lambda m: E.encode_BitcastOp(m.cb, m.T("i64", 4), m.const("f64", (4,), 1.0))),
    _v("i8_e4m3", lambda m: E.encode_BitcastOp(m.cb, m.T("e4m3", 4), m.const("i8", (4,), 1))),
    _v("ptr_i64", lambda m: E.encode_BitcastOp(m.cb, m.T("i64"), m.p["p_f32"])),
])


def _ptr_casts(m):
    i = E.encode_PtrToIntOp(m.cb, m.T("i64"), m.p["p_f32"])
    p = E.encode_IntToPtrOp(m.cb, m.PT("i32"), i)
    E.encode_PtrToPtrOp(m.cb, m.PT("f16"), p)
    ps = m.ptrs("f32", 8)
    iv = E.encode_PtrToIntOp(m.cb, m.T("i64", 8), ps)
    pv = E.encode_IntToPtrOp(m.cb, m.PT("f32", 8), iv)
    E.encode_PtrToPtrOp(m.cb, m.PT("i8", 8), pv)


add("ptr_casts", "ptr_to_int, int_to_ptr, ptr_to_ptr on scalars and tiles", [_v("all", _ptr_casts)])


def _constants(m):
    for el in ("i1", "i8", "i16", "i32", "i64", "f16", "bf16", "f32", "tf32", "f64", "e4m3", "e5m2"):
        m.const(el, (4,), 1)
        m.const(el, (), 0)
    m.const("i32", (2, 2), [1, -2, 3, -4])
    m.const("i1", (8,), [1, 0, 1, 1, 0, 0, 0, 1])
    m.const("i64", (2,), [-(1 << 63), (1 << 63) - 1])
    m.const("f32", (4,), [float("inf"), float("-inf"), float("nan"), -0.0])
    m.const("f64", (2,), [1e-310, 1e300])
    m.const("f16", (2,), [65504.0, 6e-8])
    m.const("e4m3", (2,), [448.0, -0.5])


add("constants_all_types", "constant splat and dense values of every 13.1 element type (inf, nan, -0, denormals, extremes)",
    [_v("all", _constants)])
add("constants_new_types", "constants of f8E8M0FNU (13.2), i4 and f4E2M1FN (13.3), f8E5M3FNU (13.4)", [
    _v("e8m0", lambda m: m.const("e8m0", (4,), 4.0)),
    _v("i4", lambda m: (m.const("i4", (4,), -3), m.const("i4", (2,), [1, 7]))),
    _v("f4", lambda m: (m.const("f4", (4,), 1.5), m.const("f4", (2,), [6.0, -0.5]))),
    _v("e5m3", lambda m: m.const("e5m3", (4,), 2.0)),
], since=V.V_13_2)


def _shapes(m):
    x = m.const("f32", (2, 4), 1.0)
    E.encode_ReshapeOp(m.cb, m.T("f32", 8), x)
    E.encode_ReshapeOp(m.cb, m.T("f32", 2, 2, 2), x)
    E.encode_PermuteOp(m.cb, m.T("f32", 4, 2), x, [1, 0])
    y = m.const("f32", (2, 1, 4), 1.0)
    E.encode_PermuteOp(m.cb, m.T("f32", 4, 2, 1), y, [2, 0, 1])
    E.encode_BroadcastOp(m.cb, m.T("f32", 2, 8, 4), y)
    E.encode_CatOp(m.cb, m.T("f32", 4, 4), x, x, 0)
    E.encode_CatOp(m.cb, m.T("f32", 2, 8), x, x, 1)
    i0, i1 = m.i32(0), m.i32(1)
    E.encode_ExtractOp(m.cb, m.T("f32", 2, 2), x, [i0, i1])
    E.encode_ExtractOp(m.cb, m.T("f32", 1, 4), x, [i1, i0])
    s = m.const("f32", (), 3.0)
    E.encode_ReshapeOp(m.cb, m.T("f32", 1, 1), s)
    for el in ("i8", "i16", "i32", "i64"):
        E.encode_IotaOp(m.cb, m.T(el, 16))


add("shape_ops", "reshape (to 0-d, 3-d), permute, broadcast, cat on both axes, extract with dynamic indices, iota of every int width",
    [_v("all", _shapes)])
add("insert_op", "insert (13.4+): a subtile at a grid index", [
    _v("2d", lambda m: E.encode_InsertOp(m.cb, m.T("f32", 4, 4), m.const("f32", (2, 2), 9.0),
                                          m.const("f32", (4, 4), 0.0), [m.i32(1), m.i32(0)])),
    _v("1d_i64", lambda m: E.encode_InsertOp(m.cb, m.T("i64", 8), m.const("i64", (4,), 9),
                                              m.const("i64", (8,), 0), [m.i32(1)])),
], since=V.V_13_4)
add("pack_unpack", "pack/unpack (13.3+) between element types and i8", [
    _v("pack_f16", lambda m: E.encode_PackOp(m.cb, m.T("i8", 8), m.const("f16", (4,), 1.0))),
    _v("unpack_f32", lambda m: E.encode_UnpackOp(m.cb, m.T("f32", 2), m.const("i8", (8,), 1))),
    _v("pack_i4", lambda m: E.encode_PackOp(m.cb, m.T("i8", 2), E.encode_TruncIOp(
        m.cb, m.T("i4", 4), m.const("i8", (4,), 1), OVF.NONE))),
    _v("unpack_i4", lambda m: E.encode_UnpackOp(m.cb, m.T("i4", 8), m.const("i8", (4,), 1))),
    _v("unpack_f4", lambda m: E.encode_UnpackOp(m.cb, m.T("f4", 8), m.const("i8", (4,), 1))),
    _v("pack_i64", lambda m: E.encode_PackOp(m.cb, m.T("i8", 16), m.const("i64", (2,), 1))),
], since=V.V_13_3)


def _select(m):
    c = m.const("i1", (4,), [1, 0, 1, 0])
    for el in ("f32", "i64", "f16", "i1"):
        E.encode_SelectOp(m.cb, m.T(el, 4), c, m.const(el, (4,), 1), m.const(el, (4,), 0))
    E.encode_SelectOp(m.cb, m.PT("f32", 4), c, m.ptrs("f32", 4), m.ptrs("f32", 4))


add("select_types", "select on f32/i64/f16/i1 and pointer tiles", [_v("all", _select)])


def _reduce(m, dim, n_in=1):
    x = m.const("f32", (4, 8), 1.0)
    y = m.const("i32", (4, 8), 1)
    ops = [x, y][:n_in]
    rtypes = [m.T("f32", 4) if dim == 1 else m.T("f32", 8), m.T("i32", 4) if dim == 1 else m.T("i32", 8)][:n_in]
    ids = [Float(0.0, SimpleType.F32, m.tt), Integer(m.tt.I32, 32, 0)][:n_in]
    nb = E.encode_ReduceOp(m.cb, rtypes, ops, dim, ids)
    scalars = [m.T("f32"), m.T("i32")][:n_in]
    with nb.new_block([t for t in scalars for _ in (0, 1)]) as args:
        if n_in == 1:
            s = E.encode_AddFOp(m.cb, scalars[0], args[0], args[1], RM.NEAREST_EVEN, False)
            E.encode_YieldOp(m.cb, [s])
        else:
            s = E.encode_AddFOp(m.cb, scalars[0], args[0], args[1], RM.NEAREST_EVEN, False)
            t = E.encode_MaxIOp(m.cb, scalars[1], args[2], args[3], SIGN.Signed)
            E.encode_YieldOp(m.cb, [s, t])
    nb.done()


def _scan(m, reverse):
    x = m.const("i64", (8,), 2)
    nb = E.encode_ScanOp(m.cb, [m.T("i64", 8)], [x], 0, reverse, [Integer(m.tt.I64, 64, 1)])
    with nb.new_block([m.T("i64"), m.T("i64")]) as args:
        E.encode_YieldOp(m.cb, [E.encode_MulIOp(m.cb, m.T("i64"), args[0], args[1], OVF.NONE)])
    nb.done()


add("reduce_scan", "reduce over each dim and with two operands; scan forward/reverse with an i64 identity", [
    _v("reduce_dim0", lambda m: _reduce(m, 0)), _v("reduce_dim1", lambda m: _reduce(m, 1)),
    _v("reduce_two", lambda m: _reduce(m, 1, 2)),
    _v("scan_fwd", lambda m: _scan(m, False)), _v("scan_rev", lambda m: _scan(m, True))])


def _for(m, unsigned, with_iter):
    lb, ub, st = m.i32(0), m.p["n_i32"], m.i32(1)
    init = [m.const("f32", (4,), 0.0)] if with_iter else []
    nb = E.encode_ForOp(m.cb, [m.T("f32", 4)] if with_iter else [], lb, ub, st, init, unsigned)
    with nb.new_block([m.T("i32")] + ([m.T("f32", 4)] if with_iter else [])) as args:
        if with_iter:
            E.encode_ContinueOp(m.cb, [E.encode_AddFOp(m.cb, m.T("f32", 4), args[1], args[1], RM.NEAREST_EVEN, False)])
        else:
            E.encode_ContinueOp(m.cb, [])
    nb.done()


def _for_i64(m):
    lb, ub, st = m.const("i64", (), 0), m.p["n_i64"], m.const("i64", (), 2)
    nb = E.encode_ForOp(m.cb, [], lb, ub, st, [], False)
    with nb.new_block([m.T("i64")]):
        E.encode_ContinueOp(m.cb, [])
    nb.done()


add("for_loops", "for with/without iter values, unsignedCmp (13.2+), i64 induction variable", [
    _v("plain", lambda m: _for(m, False, False)), _v("iter", lambda m: _for(m, False, True)),
    _v("unsigned_cmp", lambda m: _for(m, True, True)), _v("i64", _for_i64)])


def _loop_if(m):
    init = m.const("i32", (), 0)
    nb = E.encode_LoopOp(m.cb, [m.T("i32")], [init])
    with nb.new_block([m.T("i32")]) as (i,):
        c = E.encode_CmpIOp(m.cb, m.T("i1"), i, m.p["n_i32"], CP.GREATER_THAN_OR_EQUAL, SIGN.Signed)
        ib = E.encode_IfOp(m.cb, [], c)
        with ib.new_block([]):
            E.encode_BreakOp(m.cb, [i])
        with ib.new_block([]):
            E.encode_YieldOp(m.cb, [])
        ib.done()
        E.encode_ContinueOp(m.cb, [E.encode_AddIOp(m.cb, m.T("i32"), i, m.i32(1), OVF.NSW)])
    nb.done()
    # if with results
    c = E.encode_CmpIOp(m.cb, m.T("i1"), m.p["n_i32"], m.i32(3), CP.LESS_THAN, SIGN.Unsigned)
    ib = E.encode_IfOp(m.cb, [m.T("f32", 4), m.T("i64")], c)
    with ib.new_block([]):
        E.encode_YieldOp(m.cb, [m.const("f32", (4,), 1.0), m.const("i64", (), 1)])
    with ib.new_block([]):
        E.encode_YieldOp(m.cb, [m.const("f32", (4,), 2.0), m.const("i64", (), 2)])
    ib.done()
    # loop without results
    nb = E.encode_LoopOp(m.cb, [], [])
    with nb.new_block([]):
        E.encode_BreakOp(m.cb, [])
    nb.done()


def _return_in_if(m):
    c = E.encode_CmpIOp(m.cb, m.T("i1"), m.p["n_i32"], m.i32(0), CP.EQUAL, SIGN.Signed)
    ib = E.encode_IfOp(m.cb, [], c)
    with ib.new_block([]):
        E.encode_ReturnOp(m.cb, [])
    with ib.new_block([]):
        E.encode_YieldOp(m.cb, [])
    ib.done()


add("loop_if", "loop with break/continue and results, if with two results, loop without results, return inside if", [
    _v("loop_if", _loop_if), _v("return_in_if", _return_in_if)])


def _assume(m):
    x = m.p["n_i32"]
    t = m.T("i32")
    E.encode_AssumeOp(m.cb, t, x, DivBy(16))
    E.encode_AssumeOp(m.cb, t, x, Bounded(0, None))
    E.encode_AssumeOp(m.cb, t, x, Bounded(None, 100))
    E.encode_AssumeOp(m.cb, t, x, Bounded(-5, 5))
    E.encode_AssumeOp(m.cb, t, x, Bounded(None, None))
    E.encode_AssumeOp(m.cb, m.T("i64"), m.p["n_i64"], DivBy(1 << 40))
    E.encode_AssumeOp(m.cb, m.PT("f32"), m.p["p_f32"], DivBy(16))
    v = E.encode_IotaOp(m.cb, m.T("i32", 8))
    E.encode_AssumeOp(m.cb, m.T("i32", 8), v, DivBy(4, every=2, along=0))
    w = E.encode_ReshapeOp(m.cb, m.T("i64", 4, 8), E.encode_IotaOp(m.cb, m.T("i64", 32)))
    E.encode_AssumeOp(m.cb, m.T("i64", 4, 8), w, DivBy(8, every=4, along=1))


class _SameElements(AssumePredicate):
    """same_elements<[...]>: cuTile has no encoder for it; the payload is a DenseI64Array
    (count, then little-endian i64s)."""

    def __init__(self, values):
        self.values = values

    def encode_tagged(self, string_table, buf):
        buf.extend(AttributeTag.SameElements._value_)
        encode_varint(len(self.values), buf)
        for v in self.values:
            buf.extend(int(v).to_bytes(8, "little", signed=True))


def _same_elements(m):
    v = m.const("i32", (4, 8), 1)
    E.encode_AssumeOp(m.cb, m.T("i32", 4, 8), v, _SameElements([1, 8]))
    E.encode_AssumeOp(m.cb, m.T("i32", 4, 8), v, _SameElements([4, 1]))


add("assume_predicates", "assume with div_by (every+along), bounded (lb/ub present/absent), same_elements, on ints and pointers", [
    _v("div_by_bounded", _assume), _v("same_elements", _same_elements)])


def _load_ptr(m, scope, hints, mask, pad, tok, order=MO.WEAK):
    ps = m.ptrs("f32", 8)
    msk = m.const("i1", (8,), 1) if mask else None
    pv = m.const("f32", (8,), -1.0) if pad else None
    t = m.token() if tok else None
    h = bc.OptimizationHints([("sm_100", Dictionary([("latency", Integer.create_i32(3))])),
                              ("sm_90", Dictionary([("allow_tma", Bool(False))]))]) if hints else None
    E.encode_LoadPtrTkoOp(m.cb, m.T("f32", 8), m.tok_t, ps, msk, pv, t, order, scope, h)


add("load_ptr_options", "load_ptr_tko with each optional attribute/operand present and absent", [
    _v(f"scope{int(s)}_hints{int(h)}_mask{int(mk)}_pad{int(p)}_tok{int(t)}",
       (lambda m, s=s, h=h, mk=mk, p=p, t=t: _load_ptr(m, MS.DEVICE if s else None, h, mk, p, t,
                                                        MO.RELAXED if s else MO.WEAK)))
    for s in (0, 1) for h in (0, 1) for mk in (0, 1) for p in (0, 1) for t in (0, 1) if not (p and not mk)])
add("load_ptr_orders", "load_ptr_tko with every memory ordering x scope", [
    _v(f"{o.name.lower()}_{s.name.lower() if s else 'none'}", (lambda m, o=o, s=s: _load_ptr(m, s, False, False, False, False, o)))
    for o in MO for s in [None] + list(MS)])


def _store_ptr(m, order, scope, hints, mask, tok):
    ps = m.ptrs("i32", 8)
    msk = m.const("i1", (8,), 1) if mask else None
    t = m.token() if tok else None
    h = bc.OptimizationHints([("sm_100", Dictionary([("latency", Integer.create_i32(7))]))]) if hints else None
    E.encode_StorePtrTkoOp(m.cb, m.tok_t, ps, m.const("i32", (8,), 5), msk, t, order, scope, h)


add("store_ptr_options", "store_ptr_tko with each optional attribute/operand present and absent", [
    _v(f"scope{int(s)}_hints{int(h)}_mask{int(mk)}_tok{int(t)}",
       (lambda m, s=s, h=h, mk=mk, t=t: _store_ptr(m, MO.RELAXED if s else MO.WEAK, MS.TL_BLK if s else None, h, mk, t)))
    for s in (0, 1) for h in (0, 1) for mk in (0, 1) for t in (0, 1)])
add("store_ptr_orders", "store_ptr_tko with every memory ordering x scope", [
    _v(f"{o.name.lower()}_{s.name.lower() if s else 'none'}", (lambda m, o=o, s=s: _store_ptr(m, o, s, False, False, False)))
    for o in MO for s in [None] + list(MS)])


def _views(m, pad, dims=1):
    if dims == 1:
        tv_ty = m.tview_type("f32", [64], [1])
        tv = m.tview("f32", [64], [1])
        pv, pv_ty = m.pview(tv, tv_ty, [16], pad=pad)
        E.encode_LoadViewTkoOp(m.cb, m.T("f32", 16), m.tok_t, pv, [m.i32(1)], None, MO.WEAK, None, None, [False])
    else:
        tv_ty = m.tview_type("f32", [16, 32], [32, 1])
        tv = m.tview("f32", [16, 32], [32, 1])
        pv, pv_ty = m.pview(tv, tv_ty, [8, 4], dim_map=[1, 0], pad=pad)
        E.encode_LoadViewTkoOp(m.cb, m.T("f32", 8, 4), m.tok_t, pv, [m.i32(0), m.i32(1)], None, MO.WEAK, None, None, [False, False])


add("partition_view_padding", "partition views with every padding value and without; a 2-D view with a permuted dim_map", [
    _v(f"pad_{p.name.lower()}", (lambda m, p=p: _views(m, p))) for p in PADS] + [
    _v(f"dimmap_pad_{p.name.lower()}", (lambda m, p=p: _views(m, p, 2))) for p in (PaddingValue.Missing, PaddingValue.NegInf)])


def _dyn_views(m):
    tv = m.tview("f16", [0, 0], [0, 1], dynamic=True)
    tv_ty = m.tt.tensor_view(m.E("f16"), [bc.DYNAMIC_SHAPE] * 2, [bc.DYNAMIC_SHAPE, 1], PtrAttr.Missing)
    E.encode_GetTensorShapeOp(m.cb, [m.T("i32"), m.T("i32")], tv)
    pv, pv_ty = m.pview(tv, tv_ty, [16, 32])
    E.encode_GetIndexSpaceShapeOp(m.cb, [m.T("i32"), m.T("i32")], pv)
    E.encode_GetIndexSpaceShapeOp(m.cb, [m.T("i64"), m.T("i64")], pv)
    E.encode_GetTensorShapeOp(m.cb, [m.T("i64"), m.T("i64")], tv)
    tv64 = E.encode_MakeTensorViewOp(m.cb, m.tt.tensor_view(m.E("f32"), [bc.DYNAMIC_SHAPE], [1], PtrAttr.Missing),
                                     m.p["p_f32"], [m.p["n_i64"]], [])
    E.encode_GetTensorShapeOp(m.cb, [m.T("i64")], tv64)


add("tensor_view_queries", "dynamic tensor views; get_tensor_shape and get_index_space_shape with i32 and i64 results",
    [_v("all", _dyn_views)])


def _view_mem(m, order, scope, hints, tok, store):
    tv_ty = m.tview_type("f32", [64], [1])
    tv = m.tview("f32", [64], [1])
    pv, _ = m.pview(tv, tv_ty, [16])
    t = m.token() if tok else None
    h = bc.OptimizationHints([("sm_100", Dictionary([("allow_tma", Bool(False)), ("latency", Integer.create_i32(2))]))]) if hints else None
    if store:
        E.encode_StoreViewTkoOp(m.cb, m.tok_t, m.const("f32", (16,), 1.0), pv, [m.i32(0)], t, order, scope, h, [False])
    else:
        E.encode_LoadViewTkoOp(m.cb, m.T("f32", 16), m.tok_t, pv, [m.i32(0)], t, order, scope, h, [False])


add("view_load_store_orders", "load_view_tko/store_view_tko with every ordering x scope", [
    _v(f"{'store' if st else 'load'}_{o.name.lower()}_{s.name.lower() if s else 'none'}",
       (lambda m, o=o, s=s, st=st: _view_mem(m, o, s, False, False, st)))
    for st in (False, True) for o in MO for s in [None] + list(MS)])
add("view_load_store_options", "load_view_tko/store_view_tko with hints and token present/absent", [
    _v(f"{'store' if st else 'load'}_hints{int(h)}_tok{int(t)}", (lambda m, h=h, t=t, st=st: _view_mem(m, MO.WEAK, None, h, t, st)))
    for st in (False, True) for h in (0, 1) for t in (0, 1)])


def _inbounds(m, ib, store):
    tv_ty = m.tview_type("f32", [16, 32], [32, 1])
    tv = m.tview("f32", [16, 32], [32, 1])
    pv, _ = m.pview(tv, tv_ty, [8, 8])
    idx = [m.i32(0), m.i32(1)]
    if store:
        E.encode_StoreViewTkoOp(m.cb, m.tok_t, m.const("f32", (8, 8), 1.0), pv, idx, None, MO.WEAK, None, None, ib)
    else:
        E.encode_LoadViewTkoOp(m.cb, m.T("f32", 8, 8), m.tok_t, pv, idx, None, MO.WEAK, None, None, ib)


add("view_inbounds", "load_view_tko/store_view_tko with the inbounds array (13.4+): empty, all true, mixed", [
    _v(f"{'store' if st else 'load'}_{name}", (lambda m, ib=ib, st=st: _inbounds(m, ib, st)))
    for st in (False, True) for name, ib in (("tt", [True, True]), ("tf", [True, False]), ("ft", [False, True]), ("ff", [False, False]))],
    since=V.V_13_4)


def _strided_gs(m, pad):
    tv_ty = m.tview_type("f32", [16, 32], [32, 1])
    tv = m.tview("f32", [16, 32], [32, 1])
    sv_ty = m.tt.strided_view([4, 8], [2, 8], tv_ty, [0, 1], pad)
    sv = E.encode_MakeStridedViewOp(m.cb, sv_ty, tv)
    E.encode_LoadViewTkoOp(m.cb, m.T("f32", 4, 8), m.tok_t, sv, [m.i32(1), m.i32(0)], None, MO.WEAK, None, None, [False, False])
    E.encode_GetIndexSpaceShapeOp(m.cb, [m.T("i32"), m.T("i32")], sv)
    gs_ty = m.tt.gather_scatter_view([8, 16], tv_ty, 0, pad)
    gs = E.encode_MakeGatherScatterViewOp(m.cb, gs_ty, tv)
    rows = E.encode_IotaOp(m.cb, m.T("i32", 8))
    E.encode_LoadViewTkoOp(m.cb, m.T("f32", 8, 16), m.tok_t, gs, [rows, m.i32(0)], None, MO.WEAK, None, None, [False, False])
    E.encode_StoreViewTkoOp(m.cb, m.tok_t, m.const("f32", (8, 16), 2.0), gs, [rows, m.i32(1)], None, MO.WEAK, None, None, [False, False])
    gs1_ty = m.tt.gather_scatter_view([4, 8], tv_ty, 1, pad)
    gs1 = E.encode_MakeGatherScatterViewOp(m.cb, gs1_ty, tv)
    cols = E.encode_IotaOp(m.cb, m.T("i32", 8))
    E.encode_LoadViewTkoOp(m.cb, m.T("f32", 4, 8), m.tok_t, gs1, [m.i32(0), cols], None, MO.WEAK, None, None, [False, False])


add("strided_gather_scatter_views", "strided views and gather-scatter views (13.3+) with every padding value", [
    _v(f"pad_{p.name.lower()}", (lambda m, p=p: _strided_gs(m, p))) for p in PADS], since=V.V_13_3)


def _ptr_attr_types(m):
    base = E.encode_PtrToPtrOp(m.cb, m.PT("f32", attr=PtrAttr.Default), m.p["p_f32"])
    tv_ty = m.tt.tensor_view(m.E("f32"), [64], [1], PtrAttr.Default)
    tv = E.encode_MakeTensorViewOp(m.cb, tv_ty, base, [], [])
    pv, _ = m.pview(tv, tv_ty, [16])
    E.encode_LoadViewTkoOp(m.cb, m.T("f32", 16), m.tok_t, pv, [m.i32(0)], None, MO.WEAK, None, None, [False])
    E.encode_PtrToPtrOp(m.cb, m.PT("f32", attr=PtrAttr.Default), m.p["p_f32"])


add("ptr_attr_types", "ptr and tensor_view types with the optional ptrAttr (13.4+)", [_v("all", _ptr_attr_types)],
    since=V.V_13_4)


def _atomic_rmw(m, mode, el, order=MO.ACQ_REL, scope=MS.DEVICE, mask=True, tok=True):
    ps = m.ptrs(el, 8)
    msk = m.const("i1", (8,), 1) if mask else None
    t = m.token() if tok else None
    E.encode_AtomicRMWTkoOp(m.cb, m.T(el, 8), m.tok_t, ps, m.const(el, (8,), 1), msk, t, order, scope, mode)


add("atomic_rmw_modes", "atomic_rmw_tko with every mode on i32, i64, f32 and f16", [
    _v(f"{el}_{md.name.lower()}", (lambda m, md=md, el=el: _atomic_rmw(m, md, el)))
    for el in ("i32", "i64", "f32", "f16") for md in AM])
add("atomic_rmw_orders", "atomic_rmw_tko add with every ordering x scope, and mask/token absent", [
    _v(f"{o.name.lower()}_{s.name.lower()}", (lambda m, o=o, s=s: _atomic_rmw(m, AM.ADD, "i32", o, s)))
    for o in MO for s in MS] + [
    _v(f"mask{int(mk)}_tok{int(t)}", (lambda m, mk=mk, t=t: _atomic_rmw(m, AM.XCHG, "i32", mask=mk, tok=t)))
    for mk in (0, 1) for t in (0, 1)])


def _atomic_cas(m, el, order=MO.ACQ_REL, scope=MS.DEVICE, mask=True, tok=True):
    ps = m.ptrs(el, 8)
    msk = m.const("i1", (8,), 1) if mask else None
    t = m.token() if tok else None
    E.encode_AtomicCASTkoOp(m.cb, m.T(el, 8), m.tok_t, ps, m.const(el, (8,), 0), m.const(el, (8,), 1), msk, t, order, scope)


add("atomic_cas_all", "atomic_cas_tko on i32/i64/f32, every ordering x scope, mask/token absent", [
    _v(f"{el}", (lambda m, el=el: _atomic_cas(m, el))) for el in ("i32", "i64", "f32", "f16")] + [
    _v(f"{o.name.lower()}_{s.name.lower()}", (lambda m, o=o, s=s: _atomic_cas(m, "i32", o, s))) for o in MO for s in MS] + [
    _v(f"mask{int(mk)}_tok{int(t)}", (lambda m, mk=mk, t=t: _atomic_cas(m, "i32", mask=mk, tok=t)))
    for mk in (0, 1) for t in (0, 1)])


def _red_view(m, mode, el, order=MO.RELAXED, scope=MS.DEVICE, tok=True, inbounds=(False,)):
    tv_ty = m.tview_type(el, [64], [1])
    tv = m.tview(el, [64], [1])
    pv, _ = m.pview(tv, tv_ty, [16])
    t = m.token() if tok else None
    E.encode_AtomicRedViewTkoOp(m.cb, m.tok_t, pv, [m.i32(1)], m.const(el, (16,), 1), t, order, scope, mode, list(inbounds))


add("atomic_red_view_all", "atomic_red_view_tko (13.3+) with every mode (i32, f32), ordering x scope, token absent", [
    _v(f"{el}_{md.name.lower()}", (lambda m, md=md, el=el: _red_view(m, md, el))) for el in ("i32", "f32") for md in AM] + [
    _v(f"{o.name.lower()}_{s.name.lower()}", (lambda m, o=o, s=s: _red_view(m, AM.ADD, "i32", o, s))) for o in MO for s in MS] + [
    _v("no_token", lambda m: _red_view(m, AM.ADD, "i32", tok=False))], since=V.V_13_3)
add("atomic_red_view_inbounds", "atomic_red_view_tko with the inbounds array (13.5)", [
    _v(f"ib_{int(b)}", (lambda m, b=b: _red_view(m, AM.ADD, "i32", inbounds=[b]))) for b in (False, True)], since=V.V_13_5)


def _tokens(m):
    a, b = m.token(), m.token()
    c = E.encode_JoinTokensOp(m.cb, m.tok_t, [a, b])
    E.encode_JoinTokensOp(m.cb, m.tok_t, [a, b, c, a])


add("tokens", "make_token and join_tokens with 2 and 4 operands", [_v("all", _tokens)])


def _print(m, tok):
    x = m.const("f32", (4,), 1.0)
    t = m.token() if tok else None
    rt = m.tok_t if m.version >= V.V_13_2 else None
    E.encode_PrintTkoOp(m.cb, rt, [x, m.p["n_i32"]], t, "x=%f n=%d\n")
    E.encode_PrintTkoOp(m.cb, rt, [], None, "plain text with 100%% and \"quotes\" \\ \t tab\n")


add("print_variants", "print (13.1) / print_tko (13.2+) with and without the token operand, escapes in the format", [
    _v("no_token", lambda m: _print(m, False)),
    _v("token", lambda m: _print(m, m.version >= V.V_13_2))])
add("assert_messages", "assert with an empty message, a long one and a tile condition", [
    _v("all", lambda m: (E.encode_AssertOp(m.cb, m.const("i1", (), 1), ""),
                         E.encode_AssertOp(m.cb, m.const("i1", (4,), 1), "tile cond: " + "x" * 200),
                         E.encode_AssertOp(m.cb, m.const("i1", (), 1), "unicode \u00e9\u4e2d")))])


def _grid(m):
    E.encode_GetTileBlockIdOp(m.cb, m.T("i32"), m.T("i32"), m.T("i32"))
    E.encode_GetNumTileBlocksOp(m.cb, m.T("i32"), m.T("i32"), m.T("i32"))


add("grid_queries", "get_tile_block_id and get_num_tile_blocks", [_v("all", _grid)])


def _mma(m, lhs, rhs, acc, fast=False, M_=16, N_=16, K_=16):
    a = m.const(lhs, (M_, K_), 1)
    b = m.const(rhs, (K_, N_), 1)
    c = m.const(acc, (M_, N_), 0)
    if lhs.startswith("i"):
        return E.encode_MmaIOp(m.cb, m.T(acc, M_, N_), a, b, c, SIGN.Signed, SIGN.Unsigned)
    return E.encode_MmaFOp(m.cb, m.T(acc, M_, N_), a, b, c, fast)


def _mmai_signs(m, sl, sr):
    a = m.const("i8", (16, 32), 1)
    b = m.const("i8", (32, 16), 1)
    c = m.const("i32", (16, 16), 0)
    E.encode_MmaIOp(m.cb, m.T("i32", 16, 16), a, b, c, sl, sr)


add("mma_types", "mmaf on f16/bf16/tf32/f32/f64/e4m3/e5m2 inputs; mmai with every signedness pair; batched 3-D", [
    _v(f"{l}_{a}", (lambda m, l=l, a=a: _mma(m, l, l, a))) for l, a in
    (("f16", "f16"), ("f16", "f32"), ("bf16", "f32"), ("tf32", "f32"), ("f32", "f32"), ("f64", "f64"),
     ("e4m3", "f32"), ("e5m2", "f16"), ("e4m3", "f16"))] + [
    _v("e4m3_e5m2_mixed", lambda m: _mma(m, "e4m3", "e5m2", "f32"))] + [
    _v(f"mmai_{sl.name.lower()}_{sr.name.lower()}", (lambda m, sl=sl, sr=sr: _mmai_signs(m, sl, sr))) for sl in SIGN for sr in SIGN] + [
    _v("batched", lambda m: E.encode_MmaFOp(m.cb, m.T("f32", 2, 16, 16), m.const("f16", (2, 16, 16), 1.0),
                                             m.const("f16", (2, 16, 16), 1.0), m.const("f32", (2, 16, 16), 0.0), False))])
add("mma_fast_acc", "mmaf with fast_acc (13.3+) on fp8 and f16", [
    _v(el, (lambda m, el=el: _mma(m, el, el, "f32", True))) for el in ("e4m3", "e5m2", "f16")], since=V.V_13_3)


def _mma_scaled(m, el, sel, k, ks):
    a = m.const(el, (16, k), 1.0)
    b = m.const(el, (k, 16), 1.0)
    sa = m.const(sel, (16, ks), 1.0)
    sb = m.const(sel, (ks, 16), 1.0)
    c = m.const("f32", (16, 16), 0.0)
    E.encode_MmaFScaledOp(m.cb, m.T("f32", 16, 16), a, b, c, sa, sb)


add("mma_scaled_types", "mmaf_scaled (13.3+): e4m3/e5m2 with e8m0 scales, f4 with e8m0 and e4m3 scales", [
    _v("e4m3_e8m0", lambda m: _mma_scaled(m, "e4m3", "e8m0", 64, 2)),
    _v("e5m2_e8m0", lambda m: _mma_scaled(m, "e5m2", "e8m0", 64, 2)),
    _v("f4_e8m0_b32", lambda m: _mma_scaled(m, "f4", "e8m0", 64, 2)),
    _v("f4_e8m0_b16", lambda m: _mma_scaled(m, "f4", "e8m0", 64, 4)),
    _v("f4_e4m3_b16", lambda m: _mma_scaled(m, "f4", "e4m3", 64, 4))], since=V.V_13_3)


def _globals_setup(w, version):
    gs = w.global_section
    tt = w.type_table
    kw = {}
    gs.define_global("g_i32", tt.tile(tt.I32, [4]), const_bytes("i32", (4,), [1, 2, 3, 4]), 16)
    gs.define_global("g_f32", tt.tile(tt.F32, [1]), const_bytes("f32", (1,), 2.5), 0)
    gs.define_global("g_f16_splat", tt.tile(tt.simple(SimpleType.F16), [8]), const_bytes("f16", (), 1.0), 4)
    if version >= V.V_13_3:
        gs.define_global("g_const", tt.tile(tt.I64, [2]), const_bytes("i64", (2,), [7, 8]), 8, constant=True)
        gs.define_global("g_private", tt.tile(tt.I32, [1]), const_bytes("i32", (1,), 0), 0,
                         symbol_visibility=E.SymbolVisibility.Private)
        gs.define_global("g_private_const", tt.tile(tt.I32, [1]), const_bytes("i32", (1,), 5), 4, constant=True,
                         symbol_visibility=E.SymbolVisibility.Private)


def _get_globals(m):
    for name, el in (("g_i32", "i32"), ("g_f32", "f32"), ("g_f16_splat", "f16")):
        E.encode_GetGlobalOp(m.cb, m.PT(el), name)
    if m.version >= V.V_13_3:
        for name, el in (("g_const", "i64"), ("g_private", "i32"), ("g_private_const", "i32")):
            E.encode_GetGlobalOp(m.cb, m.PT(el), name)


add("globals", "global section: alignments, splat/dense initializers, constant flag and visibility (13.3+); get_global",
    [_v("all", _get_globals)], module_setup=_globals_setup)


def _alloca(m):
    E.encode_AllocaOp(m.cb, m.PT("f32"), 64, 16, False)
    E.encode_AllocaOp(m.cb, m.PT("i32"), 1, 4, True)
    E.encode_AllocaOp(m.cb, m.PT("i8"), 1000, 1, False)


add("alloca", "alloca (13.3+) local and global, several sizes and alignments", [_v("all", _alloca)], since=V.V_13_3)


def _gdc(m, tok):
    t = m.token() if tok else None
    E.encode_GdcWaitTkoOp(m.cb, m.tok_t, t)
    E.encode_GdcLaunchDependentsTkoOp(m.cb, m.tok_t, t)


add("gdc_ops", "gdc_wait_tko and gdc_launch_dependents_tko (13.4+) with and without the token operand", [
    _v("no_token", lambda m: _gdc(m, False)), _v("token", lambda m: _gdc(m, True))], since=V.V_13_4)
add("memory_fence_alias", "memory_fence_alias_tko (13.4+)", [
    _v("all", lambda m: E.encode_MemoryFenceAliasTkoOp(m.cb, m.tok_t, m.token()))], since=V.V_13_4)


class _RawPtrAttr:
    """A ptrAttr byte cuTile's PtrAttr enum does not name (NVIDIA's verifier: 0 none, 1 unicast,
    2 multicast)."""

    def __init__(self, b):
        self._value_ = b

    def __ne__(self, other):
        return True


def _multimem(m, kind, which, el="f32", scope=MS.SYS, order=MO.RELAXED, tok=True, attr=b"\x02"):
    pa = _RawPtrAttr(attr)
    base = E.encode_PtrToPtrOp(m.cb, m.tt.tile(m.tt.pointer(m.E(el), pa), []), m.p[f"p_{el}"])
    tv_ty = m.tt.tensor_view(m.E(el), [64], [1], pa)
    tv = E.encode_MakeTensorViewOp(m.cb, tv_ty, base, [], [])
    pv, _ = m.pview(tv, tv_ty, [16])
    t = m.token() if tok else None
    if which == "load_reduce":
        E.encode_MultimemLoadReduceViewTkoOp(m.cb, m.T(el, 16), m.tok_t, pv, [m.i32(0)], t, order, scope, kind, [False])
    elif which == "reduce":
        E.encode_MultimemReduceViewTkoOp(m.cb, m.tok_t, pv, m.const(el, (16,), 1), [m.i32(0)], t, order, scope, kind, [False])
    else:
        E.encode_MultimemStoreViewTkoOp(m.cb, m.tok_t, pv, m.const(el, (16,), 1), [m.i32(0)], t, order, scope, [True])


add("multimem_ops", "multimem_load_reduce/reduce/store view ops (13.5) with every reduction kind on f16/f32/i32, over multicast pointers", [
    _v(f"{w}_{el}_{k.name.lower()}", (lambda m, w=w, k=k, el=el: _multimem(m, k, w, el)))
    for w in ("load_reduce", "reduce") for el in ("f16", "f32", "i32") for k in E.MultimemReductionKind] + [
    _v(f"store_{el}", (lambda m, el=el: _multimem(m, None, "store", el))) for el in ("f32", "i32")] + [
    _v(f"load_reduce_{o.name.lower()}_{s.name.lower()}", (lambda m, o=o, s=s: _multimem(m, E.MultimemReductionKind.ADD, "load_reduce", "f32", s, o)))
    for o in MO for s in MS] + [
    _v("ptrattr_none", lambda m: _multimem(m, E.MultimemReductionKind.ADD, "load_reduce", "f32", attr=b"\x00")),
    _v("ptrattr_unicast", lambda m: _multimem(m, E.MultimemReductionKind.ADD, "load_reduce", "f32", attr=b"\x01"))],
    since=V.V_13_5)


def _debug_ops(m):
    d = m.dbg
    with m.cb.debug_attr(d["in_sp"]):
        x = m.const("f32", (4,), 1.0)
    with m.cb.debug_attr(d["in_blk"]):
        y = E.encode_AddFOp(m.cb, m.T("f32", 4), x, x, RM.NEAREST_EVEN, False)
    with m.cb.debug_attr(d["in_blk2"]):
        z = E.encode_MulFOp(m.cb, m.T("f32", 4), y, y, RM.NEAREST_EVEN, False)
    with m.cb.debug_attr(d["callsite"]):
        E.encode_NegFOp(m.cb, m.T("f32", 4), z)


add("debug_info_kinds", "every debug attribute kind: file, compile unit, subprogram, nested lexical blocks, loc, call site",
    [_v("all", _debug_ops)], debug=True)


def _entry_hints(version):
    return {"sm_100": EntryHints(num_cta_in_cga=2, occupancy=4, num_worker_warps_per_cta=8),
            "sm_90": EntryHints(num_cta_in_cga=1), "sm_120": EntryHints(occupancy=1),
            "default": EntryHints()}


add("entry_hints", "entry optimization hints for several targets (num_cta_in_cga, occupancy, num_worker_warps_per_cta)",
    [_v("all", lambda m: None)], hints=_entry_hints(None))
add("multi_entry", "a module with three entry functions", [_v("all", _grid)], nfuncs=3)
add("empty_entry", "a module with one empty entry (the 85-byte-style probe cuTile uses)", [_v("all", lambda m: None)])
add("unicode_names", "an entry whose symbol has non-ASCII characters", [_v("all", lambda m: None)],
    entry_name="k\u00e9rnel_\u4e2d")


def _producer_module(version: V) -> bytes:
    buf = bytearray()
    # Mirror write_bytecode, adding the producer section before the string section.
    from cuda.tile._bytecode import writer as W
    W._write_header(buf, version)
    with W._section(W._Section.Func, 8, buf) as sb:
        encode_varint(1, sb)
        w = W.BytecodeWriter(sb, version)
        prod_id = w._string_table[b"handmade.py (tileiras corpus)"].string_id
        tt = w.type_table
        with w.function("kernel", [tt.tile(tt.F32, [])], [], True, {}, bc.MISSING_DEBUG_ATTR_ID) as fb:
            E.encode_ReturnOp(fb.code_builder, [])
    W._write_global_section(w.global_section, buf)
    with W._section(W._Section.Constant, 8, buf) as sb:
        W._write_table(w.constant_table, 8, sb)
    W._write_debug_info_section(w.debug_info, w.debug_attr_table, buf)
    with W._section(W._Section.Type, 4, buf) as sb:
        W._write_table(w.type_table, 4, sb)
    # Producer section: id 7, no alignment, payload = string index
    payload = bytearray()
    encode_varint(prod_id, payload)
    buf.append(7)
    encode_varint(len(payload), buf)
    buf.extend(payload)
    with W._section(W._Section.String, 4, buf) as sb:
        W._write_table(w._string_table, 4, sb)
    buf.append(0)
    return bytes(buf)


def _preview_call_module(version: V) -> bytes:
    """A PreviewCallOp (opcode 0x4002, preview feature) with the header's preview bit set."""
    buf = bytearray()
    with write_bytecode(1, buf, version) as w:
        tt = w.type_table
        with w.function("kernel", [tt.tile(tt.F32, [])], [], True, {}, bc.MISSING_DEBUG_ATTR_ID) as fb:
            E.encode_PreviewCallOp(fb.code_builder, [tt.tile(tt.F32, [])], [fb.parameters[0]], "__nv_expf",
                                   [], None, None)
            E.encode_ReturnOp(fb.code_builder, [])
    bc.patch_header_preview_flag(buf, version)
    return bytes(buf)


SPECIAL = {
    # name -> (desc, since, builder(version) -> bytes)
    "producer_section": ("a Producer section (id 7, 13.3+) naming the producer", V.V_13_3, _producer_module),
    "preview_call": ("preview_call (opcode 0x4002) in a module flagged as using preview features "
                     "(disassemble with --preview=simt)", V.V_13_4,
                     _preview_call_module),
}


# ----------------------------------------------------------------------------------------
# Driver
# ----------------------------------------------------------------------------------------

def disasm_check(tool: Path, data: bytes) -> tuple[int, str]:
    """Run tileirdisasm on data (with --preview=simt when the header's preview bit is set)."""
    with tempfile.NamedTemporaryFile(suffix=".tileirbc", delete=False) as f:
        f.write(data)
        path = f.name
    extra = ["--preview=simt"] if len(data) >= 12 and data[10] & 1 else []
    try:
        r = subprocess.run([str(tool), *extra, path], capture_output=True, text=True)
    finally:
        os.unlink(path)
    msg = r.stderr.strip()
    lines = [ln for ln in msg.splitlines() if "error:" in ln]
    if lines:
        ln = lines[0]
        msg = "error: " + ln.split("error: ", 1)[1] if "error: " in ln else ln
        msg = msg.replace(path, "<file>")
    return r.returncode, msg


def try_build(case: Case, variants, version):
    try:
        return build(case, variants, version), None
    except (AssertionError, ValueError, KeyError, NotImplementedError) as e:
        return None, f"{type(e).__name__}: {e}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-k", dest="only", default=None)
    args = ap.parse_args(argv)
    tool = find_oracle_bin() / "tileirdisasm"
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    manifest: dict = {}
    written: set[Path] = set()

    def emit(name, ver, data, entry):
        fname = f"{name}.{ver.as_string()}.tileirbc"
        out = OUT_DIR / fname
        out.write_bytes(data)
        written.add(out)
        entry["file"] = out.relative_to(ROOT).as_posix()
        entry["size"] = len(data)
        entry["sha256"] = hashlib.sha256(data).hexdigest()

    for case in CASES:
        if args.only and args.only not in case.name:
            continue
        centry = {"description": case.desc, "since": case.since.as_string(), "versions": {}}
        for ver in VERSIONS:
            if ver < case.since or ver > case.until:
                continue
            ventry: dict = {}
            data, err = try_build(case, case.variants, ver)
            ok_variants = [v.name for v in case.variants]
            rc, msg = (0, "") if data is None else disasm_check(tool, data)
            if data is None or rc != 0:
                # try each variant alone
                good, rejected, unencodable = [], {}, {}
                for v in case.variants:
                    d, e = try_build(case, [v], ver)
                    if d is None:
                        unencodable[v.name] = e
                        continue
                    r, mm = disasm_check(tool, d)
                    if r == 0:
                        good.append(v)
                    else:
                        rejected[v.name] = f"rc={r}: {mm}"
                if rejected:
                    ventry["rejected"] = rejected
                if unencodable:
                    ventry["not_encodable"] = unencodable
                ok_variants = [v.name for v in good]
                data = None
                if good:
                    data, e = try_build(case, good, ver)
                    if data is not None:
                        r, mm = disasm_check(tool, data)
                        if r != 0:  # accepted alone but not together: keep none, say so
                            ventry["combined_rejected"] = f"rc={r}: {mm}"
                            data = None
            if data is not None:
                emit(case.name, ver, data, ventry)
                ventry["variants"] = ok_variants
            centry["versions"][ver.as_string()] = ventry
        manifest[case.name] = centry
        nfiles = sum(1 for v in centry["versions"].values() if "file" in v)
        nrej = sum(len(v.get("rejected", {})) for v in centry["versions"].values())
        print(f"{case.name}: {nfiles} files, {nrej} rejected variant-versions", file=sys.stderr)

    for name, (desc, since, fn) in SPECIAL.items():
        if args.only and args.only not in name:
            continue
        centry = {"description": desc, "since": since.as_string(), "versions": {}}
        for ver in VERSIONS:
            if ver < since:
                continue
            ventry = {}
            data = fn(ver)
            rc, msg = disasm_check(tool, data)
            if rc == 0:
                emit(name, ver, data, ventry)
            else:
                ventry["rejected"] = {"all": f"rc={rc}: {msg}"}
            centry["versions"][ver.as_string()] = ventry
        manifest[name] = centry

    if args.only is None:
        for p in OUT_DIR.glob("*.tileirbc"):
            if p not in written:
                p.unlink()
    m = json.loads(MANIFEST.read_text()) if MANIFEST.exists() else {}
    if args.only is None:
        m["handmade"] = manifest
    else:
        m.setdefault("handmade", {}).update(manifest)
    MANIFEST.write_text(json.dumps(m, indent=1, sort_keys=True) + "\n")
    print(f"{len(manifest)} hand-made cases, {len(written)} files written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
