"""Write hand-made TileIR bytecode that covers every op and attribute spelling, plus goldens.

cuTile Python only emits a subset of the dialect, so this script drives cuTile's bytecode
encoder (`cuda.tile._bytecode`) directly to write small modules with any op and attribute
combination, then runs NVIDIA's `tileirdisasm` (plain and `-g`) on each to record the text the
assembly printer must reproduce. Output: tests/asm/samples/NAME.tileirbc, NAME.mlir, NAME.g.mlir.

Run: PYTHONPATH=src /tmp/venv/bin/python tools/gen_asm_samples.py [--disasm PATH] [NAME...]
Tests never run this; they read the checked-in files.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import ml_dtypes
import numpy as np
from cuda.tile._bytecode import attribute as BA
from cuda.tile._bytecode import encodings as E
from cuda.tile._bytecode.debug_info import DebugAttrId
from cuda.tile._bytecode.type import SimpleType as S
from cuda.tile._bytecode.type_base import PaddingValue as PV
from cuda.tile._bytecode.type_base import PtrAttr
from cuda.tile._bytecode.version import BytecodeVersion as BV
from cuda.tile._bytecode.writer import write_bytecode

OUT = Path(__file__).resolve().parent.parent / "tests" / "asm" / "samples"
RM = E.RoundingMode
SG = E.Signedness
OV = E.IntegerOverflow
MO = E.MemoryOrderingSemantics
MS = E.MemoryScope
NO_LOC = DebugAttrId(0)

_NP = {
    "i1": np.uint8, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
    "f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64,
    "tf32": np.float32, "f8E4M3FN": ml_dtypes.float8_e4m3fn, "f8E5M2": ml_dtypes.float8_e5m2,
    "f8E8M0FNU": ml_dtypes.float8_e8m0fnu, "f4E2M1FN": ml_dtypes.float4_e2m1fn, "i4": np.int8,
}
_SIMPLE = {
    "i1": S.I1, "i8": S.I8, "i16": S.I16, "i32": S.I32, "i64": S.I64, "f16": S.F16,
    "bf16": S.BF16, "f32": S.F32, "tf32": S.TF32, "f64": S.F64, "f8E4M3FN": S.F8E4M3FN,
    "f8E5M2": S.F8E5M2, "f8E8M0FNU": S.F8E8M0FNU, "f4E2M1FN": S.F4E2M1FN, "i4": S.I4,
    "token": S.Token,
}


def dense_bytes(spec: str, values) -> bytes:
    """MLIR's raw dense buffer: one element for a scalar value (splat), else row-major;
    i1 splats are 0x00/0xFF and i1 lists are bit-packed; tf32 takes 3 bytes."""
    elem = spec.split("x")[-1]
    if elem == "i1":
        if np.ndim(values) == 0:
            return b"\xff" if values else b"\x00"
        bits = 0
        for i, v in enumerate(np.ravel(values)):
            bits |= int(bool(v)) << i
        return bits.to_bytes((np.size(values) + 7) // 8, "little")
    if elem == "tf32":
        words = np.asarray(values, np.float32).ravel().view(np.uint32) >> 13
        return b"".join(int(w).to_bytes(3, "little") for w in words)
    return np.asarray(values, dtype=_NP[elem]).tobytes()


class SameElements(BA.AssumePredicate):
    """`same_elements<[...]>` predicate (cuTile's encoder lacks its payload)."""

    def __init__(self, values: Sequence[int]):
        self.values = list(values)

    def encode_tagged(self, string_table, buf: bytearray) -> None:
        buf.extend(BA.AttributeTag.SameElements._value_)
        E.encode_varint(len(self.values), buf)
        for v in self.values:
            buf.extend(int(v).to_bytes(8, "little", signed=True))


class RawPtrAttr:
    """A `ptr_attr` byte cuTile's `PtrAttr` enum does not name (0 unicast, 1 multicast)."""

    def __init__(self, code: int):
        self._value_ = bytes([code])


class K:
    """A tiny front end over cuTile's encoder: types by spelling, constants by value."""

    def __init__(self, w, version: BV):
        self.w = w
        self.tt = w.type_table
        self.version = version
        self.cb = None
        self.dbg = None

    def el(self, name: str):
        if name.startswith("ptr<"):
            return self.tt.pointer(self.el(name[4:-1]), PtrAttr.Missing)
        return self.tt.simple(_SIMPLE[name])

    def t(self, spec: str):
        """`"8x4xf32"` -> tile<8x4xf32>; `"f32"` -> tile<f32>; `"token"` -> token."""
        if not isinstance(spec, str):
            return spec
        if spec == "token":
            return self.tt.Token
        parts = spec.split("x") if not spec.startswith("ptr<") else [spec]
        if len(parts) > 1 and parts[0].isdigit():
            dims: list[int] = []
            while parts and parts[0].isdigit():
                dims.append(int(parts.pop(0)))
            return self.tt.tile(self.el("x".join(parts)), dims)
        return self.tt.tile(self.el(spec), ())

    def const(self, spec: str, values):
        return E.encode_ConstantOp(self.cb, self.t(spec), dense_bytes(spec, values))

    def fn(self, name: str, params: Sequence[str], hints=None, loc=NO_LOC):
        return self.w.function(name, [self.t(p) for p in params], [], True, hints or {}, loc)


Sample = Callable[[K], None]
SAMPLES: dict[str, tuple[BV, Sample, int]] = {}
PREVIEW: set[str] = set()
"""Samples with public-preview content: the header's preview bit, `--preview=simt` to read."""


def sample(name: str, version: BV = BV.V_13_4, functions: int = 1, preview: bool = False):
    def deco(fn: Sample) -> Sample:
        SAMPLES[name] = (version, fn, functions)
        if preview:
            PREVIEW.add(name)
        return fn
    return deco


def body(k: K, name: str, params: Sequence[str], hints=None, loc=NO_LOC):
    """Context manager: an entry whose code builder is `k.cb`."""
    class _Ctx:
        def __enter__(self):
            self._cm = k.fn(name, params, hints, loc)
            fb = self._cm.__enter__()
            k.cb = fb.code_builder
            return fb.parameters

        def __exit__(self, *exc):
            if exc[0] is None:
                E.encode_ReturnOp(k.cb, [])
            return self._cm.__exit__(*exc)
    return _Ctx()


def region(nb, arg_types=()):
    return nb.new_block(list(arg_types))


# --------------------------------------------------------------------------- samples


@sample("control_flow")
def _control_flow(k: K) -> None:
    with body(k, "control_flow", ["ptr<f32>", "i32"]) as (p, n):
        cb = k.cb
        c0, c10, c1 = k.const("i32", 0), k.const("i32", 10), k.const("i32", 1)
        fz = k.const("f32", 0.0)
        nb = E.encode_ForOp(cb, [k.t("f32")], c0, c10, c1, [fz], False)
        with region(nb, [k.t("i32"), k.t("f32")]) as (iv, acc):
            a = E.encode_AddFOp(cb, k.t("f32"), acc, acc, RM.ZERO, True)
            E.encode_ContinueOp(cb, [a])
        (r,) = nb.done()
        nb = E.encode_ForOp(cb, [k.t("f32"), k.t("i32")], c0, c10, c1, [fz, c0], True)
        with region(nb, [k.t("i32"), k.t("f32"), k.t("i32")]) as (iv, acc, cnt):
            E.encode_ContinueOp(cb, [acc, iv])
        nb.done()
        nb = E.encode_ForOp(cb, [], c0, n, c1, [], False)
        with region(nb, [k.t("i32")]):
            E.encode_ContinueOp(cb, [])
        nb.done()
        cond = E.encode_CmpIOp(cb, k.t("i1"), n, c0, E.ComparisonPredicate.LESS_THAN, SG.Signed)
        nb = E.encode_IfOp(cb, [k.t("f32")], cond)
        with region(nb):
            E.encode_YieldOp(cb, [r])
        with region(nb):
            E.encode_YieldOp(cb, [fz])
        (r2,) = nb.done()
        nb = E.encode_IfOp(cb, [k.t("f32"), k.t("i32")], cond)
        with region(nb):
            x = E.encode_NegFOp(cb, k.t("f32"), r2)
            E.encode_YieldOp(cb, [x, n])
        with region(nb):
            E.encode_YieldOp(cb, [fz, c0])
        nb.done()
        nb = E.encode_IfOp(cb, [], cond)
        with region(nb):
            E.encode_NegFOp(cb, k.t("f32"), r2)
            E.encode_YieldOp(cb, [])
        with region(nb):
            E.encode_YieldOp(cb, [])
        nb.done()
        nb = E.encode_LoopOp(cb, [k.t("f32"), k.t("i32")], [r2, n])
        with region(nb, [k.t("f32"), k.t("i32")]) as (x, y):
            nb2 = E.encode_IfOp(cb, [], cond)
            with region(nb2):
                E.encode_BreakOp(cb, [x, y])
            with region(nb2):
                E.encode_YieldOp(cb, [])
            nb2.done()
            E.encode_ContinueOp(cb, [x, y])
        nb.done()
        nb = E.encode_LoopOp(cb, [k.t("f32")], [])
        with region(nb, []):
            E.encode_BreakOp(cb, [fz])
        nb.done()
        nb = E.encode_LoopOp(cb, [], [n])
        with region(nb, [k.t("i32")]) as (y,):
            nb2 = E.encode_IfOp(cb, [], cond)
            with region(nb2):
                E.encode_ContinueOp(cb, [y])
            with region(nb2):
                E.encode_YieldOp(cb, [])
            nb2.done()
            E.encode_BreakOp(cb, [])
        nb.done()
        nb = E.encode_LoopOp(cb, [], [])
        with region(nb, []):
            E.encode_BreakOp(cb, [])
        nb.done()


@sample("float_ops")
def _float_ops(k: K) -> None:
    with body(k, "float_ops", ["8xf32", "8xf64", "8xf16"] and []) as ():
        cb = k.cb
        t = k.t("8xf32")
        a = k.const("8xf32", [1, 2, 3, 4, 5, 6, 7, 8])
        b = k.const("8xf32", 0.5)
        for enc in (E.encode_AddFOp, E.encode_SubFOp, E.encode_MulFOp):
            for rm in (RM.NEAREST_EVEN, RM.ZERO, RM.NEGATIVE_INF, RM.POSITIVE_INF):
                enc(cb, t, a, b, rm, False)
            enc(cb, t, a, b, RM.NEAREST_EVEN, True)
        for rm in (RM.NEAREST_EVEN, RM.ZERO, RM.NEGATIVE_INF, RM.POSITIVE_INF, RM.APPROX, RM.FULL):
            E.encode_DivFOp(cb, t, a, b, rm, False)
        E.encode_DivFOp(cb, t, a, b, RM.APPROX, True)
        E.encode_DivFOp(cb, t, a, b, RM.FULL, True)
        E.encode_DivFOp(cb, t, a, b, RM.ZERO, True)
        for rm in (RM.NEAREST_EVEN, RM.ZERO, RM.APPROX):
            E.encode_SqrtOp(cb, t, a, rm, False)
        E.encode_SqrtOp(cb, t, a, RM.APPROX, True)
        E.encode_SqrtOp(cb, t, a, RM.NEAREST_EVEN, True)
        E.encode_FmaOp(cb, t, a, b, a, RM.NEAREST_EVEN, False)
        E.encode_FmaOp(cb, t, a, b, a, RM.POSITIVE_INF, True)
        E.encode_RsqrtOp(cb, t, a, False)
        E.encode_RsqrtOp(cb, t, a, True)
        E.encode_Exp2Op(cb, t, a, False)
        E.encode_Exp2Op(cb, t, a, True)
        E.encode_ExpOp(cb, t, a, RM.FULL)
        E.encode_ExpOp(cb, t, a, RM.APPROX)
        E.encode_TanHOp(cb, t, a, RM.FULL)
        E.encode_TanHOp(cb, t, a, RM.APPROX)
        for enc in (E.encode_MaxFOp, E.encode_MinFOp):
            enc(cb, t, a, b, False, False)
            enc(cb, t, a, b, True, False)
            enc(cb, t, a, b, False, True)
            enc(cb, t, a, b, True, True)
        for enc in (E.encode_AbsFOp, E.encode_NegFOp, E.encode_CeilOp, E.encode_FloorOp,
                    E.encode_CosOp, E.encode_CosHOp, E.encode_SinOp, E.encode_SinHOp,
                    E.encode_TanOp, E.encode_LogOp, E.encode_Log2Op):
            enc(cb, t, a)
        E.encode_RemFOp(cb, t, a, b)
        E.encode_FPowFOp(cb, t, a, b)
        E.encode_Atan2Op(cb, t, a, b)
        E.encode_FPowIOp(cb, t, a, k.const("8xi32", 2))
        tb = k.t("8xi1")
        for pred in E.ComparisonPredicate:
            for order in E.ComparisonOrdering:
                E.encode_CmpFOp(cb, tb, a, b, pred, order)
        h = k.const("8xf16", 1.5)
        E.encode_AddFOp(cb, k.t("8xf16"), h, h, RM.NEAREST_EVEN, False)
        d = k.const("f64", 2.0)
        E.encode_MulFOp(cb, k.t("f64"), d, d, RM.ZERO, False)


@sample("int_ops")
def _int_ops(k: K) -> None:
    with body(k, "int_ops", []) as ():
        cb = k.cb
        t = k.t("4xi32")
        a = k.const("4xi32", [1, -2, 3, 4])
        b = k.const("4xi32", 3)
        for enc in (E.encode_AddIOp, E.encode_SubIOp, E.encode_MulIOp, E.encode_ShLIOp):
            for ov in OV:
                enc(cb, t, a, b, ov)
        for sg in SG:
            E.encode_DivIOp(cb, t, a, b, sg, RM.ZERO)
            E.encode_DivIOp(cb, t, a, b, sg, RM.POSITIVE_INF)
        E.encode_DivIOp(cb, t, a, b, SG.Signed, RM.NEGATIVE_INF)
        for enc in (E.encode_RemIOp, E.encode_MaxIOp, E.encode_MinIOp, E.encode_ShRIOp):
            for sg in SG:
                enc(cb, t, a, b, sg)
        for enc in (E.encode_AndIOp, E.encode_OrIOp, E.encode_XOrIOp, E.encode_MulhiIOp):
            enc(cb, t, a, b)
        E.encode_AbsIOp(cb, t, a)
        E.encode_NegIOp(cb, t, a, OV.NONE)
        E.encode_NegIOp(cb, t, a, OV.NSW)
        tb = k.t("4xi1")
        for pred in E.ComparisonPredicate:
            for sg in SG:
                E.encode_CmpIOp(cb, tb, a, b, pred, sg)
        x = k.const("i64", 7)
        E.encode_AddIOp(cb, k.t("i64"), x, x, OV.NONE)
        y = k.const("2x2xi8", [[1, 2], [3, 4]])
        E.encode_XOrIOp(cb, k.t("2x2xi8"), y, y)
        z = k.const("i16", -1)
        E.encode_OrIOp(cb, k.t("i16"), z, z)


@sample("conversions")
def _conversions(k: K) -> None:
    with body(k, "conversions", ["ptr<f32>"]) as (p,):
        cb = k.cb
        f = k.const("4xf32", [1.5, -2.5, 3.0, 0.0])
        i = k.const("4xi32", [1, 2, 3, 4])
        E.encode_BitcastOp(cb, k.t("4xi32"), f)
        E.encode_BitcastOp(cb, k.t("4xf32"), i)
        for sg in SG:
            E.encode_ExtIOp(cb, k.t("4xi64"), i, sg)
        for ov in OV:
            E.encode_TruncIOp(cb, k.t("4xi8"), i, ov)
        for rm in (RM.NEAREST_EVEN, RM.ZERO):
            E.encode_FToFOp(cb, k.t("4xf16"), f, rm)
        E.encode_FToFOp(cb, k.t("4xf64"), f, RM.NEAREST_EVEN)
        E.encode_FToFOp(cb, k.t("4xf8E8M0FNU"), f, RM.POSITIVE_INF)
        E.encode_FToFOp(cb, k.t("4xbf16"), f, RM.ZERO)
        E.encode_FToFOp(cb, k.t("4xf8E4M3FN"), f, RM.NEAREST_EVEN)
        E.encode_FToFOp(cb, k.t("4xtf32"), f, RM.NEAREST_EVEN)
        for sg in SG:
            E.encode_FToIOp(cb, k.t("4xi32"), f, sg, RM.NEAREST_INT_TO_ZERO, False)
            E.encode_FToIOp(cb, k.t("4xi16"), f, sg, RM.NEAREST_INT_TO_ZERO, True)
        for sg in SG:
            E.encode_IToFOp(cb, k.t("4xf32"), i, sg, RM.NEAREST_EVEN)
        pi = E.encode_PtrToIntOp(cb, k.t("i64"), p)
        q = E.encode_IntToPtrOp(cb, k.t("ptr<f32>"), pi)
        E.encode_PtrToPtrOp(cb, k.t("ptr<i8>"), q)


@sample("constants")
def _constants(k: K) -> None:
    with body(k, "constants", []) as ():
        for spec, vals in [
            ("i1", True), ("i1", False), ("4xi1", [True, False, True, True]), ("4xi1", True),
            ("i8", -3), ("i16", 300), ("i32", -7), ("i64", 2**40), ("4xi32", [0, 1, 2, 3]),
            ("2x2xi32", [[1, 2], [3, 4]]), ("2x4xi64", 5),
            ("f16", 1.5), ("bf16", -2.0), ("f32", 0.1), ("f32", 1e30), ("f32", -0.0),
            ("f32", float("inf")), ("f32", float("-inf")), ("f32", float("nan")),
            ("f64", 3.141592653589793), ("f64", 1e-300), ("tf32", 1.0),
            ("4xf32", [0.5, 1.5, -2.25, 1e10]), ("2x2xf16", [[1, 2], [3, 4]]),
            ("f8E4M3FN", 1.0), ("f8E5M2", -2.0), ("4xf64", [1, 2, 3, 4]),
            ("8xf32", float("-inf")), ("2xbf16", [1.0, float("nan")]),
        ]:
            k.const(spec, vals)


@sample("core_ops")
def _core_ops(k: K) -> None:
    with body(k, "core_ops", ["ptr<f32>"]) as (p,):
        cb = k.cb
        a = k.const("4x8xf32", 1.0)
        r = E.encode_ReshapeOp(cb, k.t("32xf32"), a)
        E.encode_ReshapeOp(cb, k.t("1x32xf32"), r)
        s = k.const("f32", 2.0)
        s1 = E.encode_ReshapeOp(cb, k.t("1x1xf32"), s)
        E.encode_BroadcastOp(cb, k.t("4x8xf32"), s1)
        E.encode_CatOp(cb, k.t("8x8xf32"), a, a, 0)
        E.encode_CatOp(cb, k.t("4x16xf32"), a, a, 1)
        E.encode_PermuteOp(cb, k.t("8x4xf32"), a, [1, 0])
        c0 = k.const("i32", 0)
        c1 = k.const("i32", 1)
        e = E.encode_ExtractOp(cb, k.t("2x4xf32"), a, [c1, c0])
        E.encode_InsertOp(cb, k.t("4x8xf32"), e, a, [c1, c0])
        E.encode_IotaOp(cb, k.t("16xi32"))
        E.encode_IotaOp(cb, k.t("16xi64"))
        cond = k.const("4x8xi1", True)
        E.encode_SelectOp(cb, k.t("4x8xf32"), cond, a, a)
        pr = E.encode_ReshapeOp(cb, k.t("1xptr<f32>"), p)
        pb = E.encode_BroadcastOp(cb, k.t("8xptr<f32>"), pr)
        off = E.encode_IotaOp(cb, k.t("8xi32"))
        E.encode_OffsetOp(cb, k.t("8xptr<f32>"), pb, off)
        E.encode_GetNumTileBlocksOp(cb, k.t("i32"), k.t("i32"), k.t("i32"))
        E.encode_GetTileBlockIdOp(cb, k.t("i32"), k.t("i32"), k.t("i32"))
        h = k.const("8xf16", 1.0)
        pk = E.encode_PackOp(cb, k.t("16xi8"), h)
        E.encode_UnpackOp(cb, k.t("8xf16"), pk)

@sample("constant_names")
def _constant_names(k: K) -> None:
    with body(k, "constant_names", []) as ():
        for spec, v in [("f32", 2.0), ("f32", 100.0), ("f32", -1.0), ("f32", 1e10),
                        ("f32", 2.0**31), ("f32", 2.0**63), ("f32", 2.0**64), ("f32", 0.5),
                        ("f64", 2.0**53 + 2), ("f32", float("-nan")), ("f16", float("nan")),
                        ("i64", -1), ("i8", -128), ("i32", 2**31 - 1), ("f8E8M0FNU", 1.0),
                        ("f16", 65504.0), ("f32", 1e-45), ("f32", 3.4028234663852886e38),
                        ("f32", 123456.0), ("f32", 1234567.0), ("f32", 0.3), ("f64", 0.3),
                        ("f16", 0.1), ("bf16", 0.1), ("f32", 1.0 / 3), ("f64", -1e100),
                        ("f64", float("inf")), ("f16", float("-inf")), ("f32", 1.5e-40),
                        ("2xf4E2M1FN", 1.5), ("2xf4E2M1FN", [2.0, -1.0]), ("f32", 16777217.0),
                        ("f64", 123456789.125), ("f32", 9.99999e-5)]:
            k.const(spec, v)


@sample("memory_ops")
def _memory_ops(k: K) -> None:
    with body(k, "memory_ops", ["ptr<f32>", "ptr<i32>"]) as (p, pi):
        cb = k.cb
        tok = E.encode_MakeTokenOp(cb, k.t("token"))
        t2 = E.encode_MakeTokenOp(cb, k.t("token"))
        j = E.encode_JoinTokensOp(cb, k.t("token"), [tok, t2])
        pr = E.encode_ReshapeOp(cb, k.t("1xptr<f32>"), p)
        pb = E.encode_BroadcastOp(cb, k.t("8xptr<f32>"), pr)
        off = E.encode_IotaOp(cb, k.t("8xi32"))
        ptrs = E.encode_OffsetOp(cb, k.t("8xptr<f32>"), pb, off)
        mask = k.const("8xi1", True)
        pad = k.const("8xf32", 0.0)
        tf, tt_ = k.t("8xf32"), k.t("token")
        hints = BA.make_load_store_hints({"sm_100": BA.LoadStoreHints(latency=3, allow_tma=False)})
        E.encode_LoadPtrTkoOp(cb, tf, tt_, ptrs, None, None, None, MO.WEAK, None, None)
        E.encode_LoadPtrTkoOp(cb, tf, tt_, ptrs, mask, None, None, MO.WEAK, None, None)
        E.encode_LoadPtrTkoOp(cb, tf, tt_, ptrs, mask, pad, j, MO.RELAXED, MS.DEVICE, None)
        E.encode_LoadPtrTkoOp(cb, tf, tt_, ptrs, None, None, tok, MO.ACQUIRE, MS.SYS, hints)
        E.encode_LoadPtrTkoOp(cb, tf, tt_, ptrs, mask, None, None, MO.WEAK, None, hints)
        v = k.const("8xf32", 1.0)
        E.encode_StorePtrTkoOp(cb, tt_, ptrs, v, None, None, MO.WEAK, None, None)
        E.encode_StorePtrTkoOp(cb, tt_, ptrs, v, mask, tok, MO.RELEASE, MS.TL_BLK, None)
        E.encode_StorePtrTkoOp(cb, tt_, ptrs, v, None, None, MO.RELAXED, MS.DEVICE, hints)
        pir = E.encode_ReshapeOp(cb, k.t("1xptr<i32>"), pi)
        pib = E.encode_BroadcastOp(cb, k.t("8xptr<i32>"), pir)
        iptrs = E.encode_OffsetOp(cb, k.t("8xptr<i32>"), pib, off)
        iv = k.const("8xi32", 1)
        ti = k.t("8xi32")
        for mode in E.AtomicRMWMode:
            if mode == E.AtomicRMWMode.ADDF:
                E.encode_AtomicRMWTkoOp(cb, tf, tt_, ptrs, v, None, None, MO.RELAXED, MS.DEVICE, mode)
            else:
                E.encode_AtomicRMWTkoOp(cb, ti, tt_, iptrs, iv, None, None, MO.ACQ_REL, MS.SYS, mode)
        E.encode_AtomicRMWTkoOp(cb, ti, tt_, iptrs, iv, mask, tok, MO.ACQUIRE, MS.TL_BLK, E.AtomicRMWMode.ADD)
        E.encode_AtomicCASTkoOp(cb, ti, tt_, iptrs, iv, iv, None, None, MO.RELAXED, MS.DEVICE)
        E.encode_AtomicCASTkoOp(cb, ti, tt_, iptrs, iv, iv, mask, tok, MO.RELEASE, MS.SYS)
        E.encode_AtomicCASTkoOp(cb, ti, tt_, iptrs, iv, iv, None, tok, MO.ACQ_REL, MS.TL_BLK)
        E.encode_AllocaOp(cb, k.t("ptr<f32>"), 16, 16, False)
        E.encode_AllocaOp(cb, k.t("ptr<i8>"), 1024, 128, True)
        g = E.encode_GdcWaitTkoOp(cb, tt_, None)
        E.encode_GdcWaitTkoOp(cb, tt_, g)
        E.encode_GdcLaunchDependentsTkoOp(cb, tt_, None)
        E.encode_GdcLaunchDependentsTkoOp(cb, tt_, tok)
        E.encode_MemoryFenceAliasTkoOp(cb, tt_, tok)

def _views(k: K, name: str, v13_4: bool = True) -> None:
    with body(k, name, ["ptr<f32>", "i32", "i64"]) as (p, n, n64):
        cb = k.cb
        tt = k.tt
        f32 = k.el("f32")
        tv_s = tt.tensor_view(f32, [128, 64], [64, 1], PtrAttr.Missing)
        tv_d = tt.tensor_view(f32, [-(2**63), 64], [-(2**63), 1], PtrAttr.Missing)
        tv_0 = tt.tensor_view(f32, [], [], PtrAttr.Missing)
        tv_3 = tt.tensor_view(f32, [8, 16, 32], [512, 32, 1], PtrAttr.Missing)
        a = E.encode_MakeTensorViewOp(cb, tv_s, p, [], [])
        b = E.encode_MakeTensorViewOp(cb, tv_d, p, [n], [n])
        E.encode_MakeTensorViewOp(cb, tv_0, p, [], [])
        c = E.encode_MakeTensorViewOp(cb, tv_3, p, [], [])
        tv_d64 = tt.tensor_view(f32, [-(2**63), -(2**63)], [-(2**63), 1], PtrAttr.Missing)
        E.encode_MakeTensorViewOp(cb, tv_d64, p, [n64, n64], [n64])
        pv1 = tt.partition_view([32, 16], tv_s, [0, 1], PV.Missing)
        pv2 = tt.partition_view([16, 32], tv_s, [1, 0], PV.Zero)
        pv3 = tt.partition_view([4, 8, 16], tv_3, [2, 0, 1], PV.NegInf)
        pv4 = tt.partition_view([16, 64], tv_d, [0, 1], PV.Nan)
        v1 = E.encode_MakePartitionViewOp(cb, pv1, a)
        v2 = E.encode_MakePartitionViewOp(cb, pv2, a)
        v3 = E.encode_MakePartitionViewOp(cb, pv3, c)
        v4 = E.encode_MakePartitionViewOp(cb, pv4, b)
        for pad in (PV.NegZero, PV.PosInf):
            E.encode_MakePartitionViewOp(cb, tt.partition_view([8, 8], tv_s, [0, 1], pad), a)
        sv = tt.strided_view([16, 16], [2, 1], tv_s, [0, 1], PV.Missing)
        sv2 = tt.strided_view([16, 16], [1, 4], tv_s, [1, 0], PV.Zero)
        s1 = E.encode_MakeStridedViewOp(cb, sv, a)
        E.encode_MakeStridedViewOp(cb, sv2, a)
        gv = tt.gather_scatter_view([4, 64], tv_s, 0, PV.Missing)
        gv2 = tt.gather_scatter_view([4, 64], tv_s, 0, PV.Zero)
        g1 = E.encode_MakeGatherScatterViewOp(cb, gv, a)
        E.encode_MakeGatherScatterViewOp(cb, gv2, a)
        ti = k.t("i32")
        E.encode_GetTensorShapeOp(cb, [ti, ti], a)
        E.encode_GetTensorShapeOp(cb, [k.t("i64")] * 3, c)
        E.encode_GetIndexSpaceShapeOp(cb, [ti, ti], v1)
        E.encode_GetIndexSpaceShapeOp(cb, [ti, ti, ti], v3)
        E.encode_GetIndexSpaceShapeOp(cb, [ti, ti], s1)
        c0 = k.const("i32", 0)
        c1 = k.const("i32", 1)
        tok = E.encode_MakeTokenOp(cb, k.t("token"))
        tk = k.t("token")
        hints = BA.make_load_store_hints({"sm_90": BA.LoadStoreHints(latency=2),
                                         "sm_100": BA.LoadStoreHints(allow_tma=False)})
        ib = [True, False] if v13_4 else [False, False]
        x, _ = E.encode_LoadViewTkoOp(cb, k.t("32x16xf32"), tk, v1, [c0, c1], None, MO.WEAK, None, None, [False, False])
        E.encode_LoadViewTkoOp(cb, k.t("32x16xf32"), tk, v1, [c0, c1], tok, MO.RELAXED, MS.DEVICE, hints, ib)
        E.encode_LoadViewTkoOp(cb, k.t("32x16xf32"), tk, v1, [c1, c1], tok, MO.ACQUIRE, MS.SYS, None, [False, False])
        E.encode_LoadViewTkoOp(cb, k.t("4x8x16xf32"), tk, v3, [c0, c1, c0], None, MO.WEAK, None, None, [False] * 3)
        E.encode_LoadViewTkoOp(cb, k.t("16x16xf32"), tk, s1, [c0, c1], None, MO.WEAK, None, None, [False, False])
        idx = k.const("4xi32", [0, 2, 4, 6])
        E.encode_LoadViewTkoOp(cb, k.t("4x64xf32"), tk, g1, [idx, c0], None, MO.WEAK, None, None, [False, False])
        E.encode_StoreViewTkoOp(cb, tk, x, v1, [c0, c1], None, MO.WEAK, None, None, [False, False])
        E.encode_StoreViewTkoOp(cb, tk, x, v1, [c0, c0], tok, MO.RELEASE, MS.TL_BLK, hints, ib)
        E.encode_StoreViewTkoOp(cb, tk, x, v1, [c0, c0], None, MO.RELAXED, MS.SYS, None, [False, False])
        c064 = k.const("i64", 0)
        E.encode_LoadViewTkoOp(cb, k.t("16x64xf32"), tk, v4, [c064, c064], None, MO.WEAK, None, None, [False, False])
        r = k.const("32x16xf32", 1.0)
        E.encode_AtomicRedViewTkoOp(cb, tk, v1, [c0, c1], r, None, MO.RELAXED, MS.DEVICE, E.AtomicRMWMode.ADDF, [False, False])
        E.encode_AtomicRedViewTkoOp(cb, tk, v1, [c0, c1], r, tok, MO.RELAXED, MS.TL_BLK, E.AtomicRMWMode.ADDF, [False, False])


@sample("views")
def _views_13_4(k: K) -> None:
    _views(k, "views")


@sample("views_13_3", BV.V_13_3)
def _views_13_3(k: K) -> None:
    _views(k, "views_13_3", v13_4=False)


@sample("misc_ops")
def _misc_ops(k: K) -> None:
    with body(k, "misc_ops", ["ptr<f32>", "i32"]) as (p, n):
        cb = k.cb
        v = k.const("4xi32", [0, 4, 8, 12])
        ti = k.t("i32")
        E.encode_AssumeOp(cb, ti, n, BA.DivBy(16))
        E.encode_AssumeOp(cb, k.t("4xi32"), v, BA.DivBy(32, 4, 0))
        E.encode_AssumeOp(cb, k.t("4xi32"), v, BA.DivBy(8, None, None))
        E.encode_AssumeOp(cb, k.t("ptr<f32>"), p, BA.DivBy(16))
        E.encode_AssumeOp(cb, ti, n, BA.Bounded(0, None))
        E.encode_AssumeOp(cb, ti, n, BA.Bounded(None, 100))
        E.encode_AssumeOp(cb, ti, n, BA.Bounded(-5, 5))
        E.encode_AssumeOp(cb, ti, n, BA.Bounded(None, None))
        E.encode_AssumeOp(cb, k.t("4xi32"), v, SameElements([2]))
        E.encode_AssumeOp(cb, k.t("4xi32"), v, SameElements([4]))
        t4 = k.t("4xi32")
        c5 = k.const("i32", 5)
        E.encode_AssumeOp(cb, ti, c5, BA.DivBy(1))
        add = E.encode_AddIOp(cb, ti, n, n, OV.NONE)
        a1 = E.encode_AssumeOp(cb, ti, add, BA.DivBy(2))
        E.encode_AssumeOp(cb, ti, a1, BA.DivBy(4))
        io = E.encode_IotaOp(cb, t4)
        E.encode_AssumeOp(cb, t4, io, BA.DivBy(1))
        rs = E.encode_ReshapeOp(cb, k.t("1xi32"), n)
        E.encode_AssumeOp(cb, k.t("1xi32"), rs, BA.DivBy(1))
        bx, by, bz = E.encode_GetTileBlockIdOp(cb, ti, ti, ti)
        E.encode_AssumeOp(cb, ti, by, BA.Bounded(0, None))
        cf = k.const("4xi16", [1, 2, 3, 4])
        E.encode_AssumeOp(cb, k.t("4xi16"), cf, SameElements([1]))
        ct = k.const("4xi1", True)
        E.encode_AssumeOp(cb, k.t("4xi1"), ct, BA.DivBy(1))
        tk = k.t("token")
        t0 = E.encode_PrintTkoOp(cb, tk, [], None, "hello\n")
        E.encode_PrintTkoOp(cb, tk, [n, v], t0, "n=%d v=%d\n")
        E.encode_PrintTkoOp(cb, tk, [n], None, "tab\t \"quoted\" 100%% %d \x01 \\ end")
        c = k.const("i1", True)
        E.encode_AssertOp(cb, c, "must hold")
        E.encode_AssertOp(cb, k.const("4xi1", [True, True, False, True]), "a \"b\" c\n")


@sample("mma_ops")
def _mma_ops(k: K) -> None:
    with body(k, "mma_ops", []) as ():
        cb = k.cb
        a = k.const("16x8xf16", 1.0)
        b = k.const("8x16xf16", 1.0)
        c = k.const("16x16xf32", 0.0)
        E.encode_MmaFOp(cb, k.t("16x16xf32"), a, b, c, False)
        E.encode_MmaFOp(cb, k.t("16x16xf32"), a, b, c, True)
        a3 = k.const("2x16x8xbf16", 1.0)
        b3 = k.const("2x8x16xbf16", 1.0)
        c3 = k.const("2x16x16xf32", 0.0)
        E.encode_MmaFOp(cb, k.t("2x16x16xf32"), a3, b3, c3, False)
        ai = k.const("16x32xi8", 1)
        bi = k.const("32x16xi8", 1)
        ci = k.const("16x16xi32", 0)
        for sl in SG:
            for sr in SG:
                E.encode_MmaIOp(cb, k.t("16x16xi32"), ai, bi, ci, sl, sr)
        a8 = k.const("16x64xf8E4M3FN", 1.0)
        b8 = k.const("64x16xf8E4M3FN", 1.0)
        sa = k.const("16x2xf8E8M0FNU", 1.0)
        sb = k.const("2x16xf8E8M0FNU", 1.0)
        E.encode_MmaFScaledOp(cb, k.t("16x16xf32"), a8, b8, c, sa, sb)


@sample("reduce_scan")
def _reduce_scan(k: K) -> None:
    with body(k, "reduce_scan", []) as ():
        cb = k.cb
        tt = k.tt
        a = k.const("8x32xf32", 1.0)
        i = k.const("8x32xi32", 2)
        f0 = BA.Float(0.0, S.F32, tt)
        ninf = BA.Float(float("-inf"), S.F32, tt)
        i0 = BA.Integer(tt.I32, 32, 0)
        nb = E.encode_ReduceOp(cb, [k.t("8xf32")], [a], 1, [f0])
        with region(nb, [k.t("f32"), k.t("f32")]) as (x, y):
            E.encode_YieldOp(cb, [E.encode_AddFOp(cb, k.t("f32"), x, y, RM.NEAREST_EVEN, False)])
        nb.done()
        nb = E.encode_ReduceOp(cb, [k.t("32xf32"), k.t("32xi32")], [a, i], 0, [ninf, i0])
        with region(nb, [k.t("f32"), k.t("f32"), k.t("i32"), k.t("i32")]) as (x, y, u, w):
            m = E.encode_MaxFOp(cb, k.t("f32"), x, y, False, False)
            E.encode_YieldOp(cb, [m, E.encode_AddIOp(cb, k.t("i32"), u, w, OV.NONE)])
        nb.done()
        nb = E.encode_ScanOp(cb, [k.t("8x32xf32")], [a], 1, False, [f0])
        with region(nb, [k.t("f32"), k.t("f32")]) as (x, y):
            E.encode_YieldOp(cb, [E.encode_AddFOp(cb, k.t("f32"), x, y, RM.NEAREST_EVEN, False)])
        nb.done()
        nb = E.encode_ScanOp(cb, [k.t("8x32xf32"), k.t("8x32xi32")], [a, i], 0, True, [ninf, i0])
        with region(nb, [k.t("f32"), k.t("f32"), k.t("i32"), k.t("i32")]) as (x, y, u, w):
            m = E.encode_MaxFOp(cb, k.t("f32"), x, y, False, False)
            E.encode_YieldOp(cb, [m, E.encode_AddIOp(cb, k.t("i32"), u, w, OV.NONE)])
        nb.done()
        i64 = k.const("16xi64", 3)
        nb = E.encode_ReduceOp(cb, [k.t("i64")], [i64], 0, [BA.Integer(k.el("i64"), 64, -1)])
        with region(nb, [k.t("i64"), k.t("i64")]) as (x, y):
            E.encode_YieldOp(cb, [E.encode_AndIOp(cb, k.t("i64"), x, y)])
        nb.done()
        h = k.const("16xf16", 1.0)
        nb = E.encode_ReduceOp(cb, [k.t("f16")], [h], 0, [BA.Float(1.5, S.F16, tt)])
        with region(nb, [k.t("f16"), k.t("f16")]) as (x, y):
            E.encode_YieldOp(cb, [E.encode_MulFOp(cb, k.t("f16"), x, y, RM.NEAREST_EVEN, False)])
        nb.done()
        bb = k.const("16xi1", True)
        nb = E.encode_ReduceOp(cb, [k.t("i1")], [bb], 0, [BA.Integer(k.el("i1"), 1, 1)])
        with region(nb, [k.t("i1"), k.t("i1")]) as (x, y):
            E.encode_YieldOp(cb, [E.encode_OrIOp(cb, k.t("i1"), x, y)])
        nb.done()

@sample("module_items", BV.V_13_3, functions=2)
def _module_items(k: K) -> None:
    gs = k.w.global_section
    gs.define_global("g_table", k.t("4xf32"), dense_bytes("4xf32", [1, 2, 3, 4]), 16)
    gs.define_global("g_const", k.t("2xi32"), dense_bytes("2xi32", 7), 0, constant=True,
                     symbol_visibility=E.SymbolVisibility.Private)
    gs.define_global("g_flag", k.t("1xi8"), dense_bytes("1xi8", [1]), 4, constant=False,
                     symbol_visibility=E.SymbolVisibility.Private)
    gs.define_global("g_pub_const", k.t("2xf16"), dense_bytes("2xf16", [1.5, 2.5]), 8,
                     constant=True)
    hints = {"sm_100": BA.EntryHints(num_cta_in_cga=2, occupancy=1),
             "sm_90": BA.EntryHints(num_worker_warps_per_cta=4)}
    with body(k, "first", ["ptr<f32>"], hints=hints) as (p,):
        E.encode_GetGlobalOp(k.cb, k.t("ptr<f32>"), "g_table")
        E.encode_GetGlobalOp(k.cb, k.t("ptr<i32>"), "g_const")
    with body(k, "second", ["i32", "f32", "i64", "f16"]) as (a, b, c, d):
        E.encode_AddIOp(k.cb, k.t("i32"), a, a, OV.NONE)


def _debug_kernel(k: K, name: str) -> None:
    dt = k.w.debug_attr_table
    f = dt.file("kern.py", "/src/dir")
    cu = dt.compile_unit(f)
    sp = dt.subprogram(f, 10, "kern", name, cu, 11)
    f2 = dt.file("helper.py", "/src/lib")
    sp2 = dt.subprogram(f2, 3, "helper", "helper", dt.compile_unit(f2), 3)
    blk = dt.lexical_block(sp, f, 14, 8)
    l1 = dt.loc(sp, "/src/dir/kern.py", 12, 4)
    l2 = dt.loc(sp, "/src/dir/kern.py", 13, 9)
    l3 = dt.loc(blk, "/src/dir/kern.py", 15, 12)
    l4 = dt.call_site(dt.loc(sp2, "/src/lib/helper.py", 5, 7), l2)
    l5 = dt.call_site(dt.call_site(dt.loc(sp2, "/src/lib/helper.py", 6, 1), l3), l1)
    with body(k, name, ["ptr<f32>", "i32"], loc=l1) as (p, n):
        cb = k.cb
        with cb.debug_attr(l1):
            c0 = k.const("i32", 0)
        with cb.debug_attr(l2):
            a = E.encode_AddIOp(cb, k.t("i32"), n, c0, OV.NONE)
        c1 = k.const("i32", 1)
        with cb.debug_attr(l3):
            nb = E.encode_ForOp(cb, [k.t("i32")], c0, n, c1, [a], False)
            with region(nb, [k.t("i32"), k.t("i32")]) as (iv, acc):
                with cb.debug_attr(l4):
                    x = E.encode_AddIOp(cb, k.t("i32"), acc, iv, OV.NSW)
                E.encode_ContinueOp(cb, [x])
            (r,) = nb.done()
        with cb.debug_attr(l5):
            E.encode_MulIOp(cb, k.t("i32"), r, r, OV.NONE)
        with cb.debug_attr(l2):
            E.encode_MakeTokenOp(cb, k.t("token"))


@sample("debug_info")
def _debug_info(k: K) -> None:
    _debug_kernel(k, "debug_info")


@sample("debug_info_13_1", BV.V_13_1)
def _debug_info_13_1(k: K) -> None:
    _debug_kernel(k, "debug_info_13_1")


@sample("debug_two_entries", BV.V_13_4, functions=2)
def _debug_two(k: K) -> None:
    dt = k.w.debug_attr_table
    f = dt.file("two.py", "")
    cu = dt.compile_unit(f)
    sp1 = dt.subprogram(f, 1, "one", "one", cu, 1)
    sp2 = dt.subprogram(f, 20, "two", "two", cu, 21)
    la = dt.loc(sp1, "two.py", 2, 3)
    lb = dt.loc(sp2, "two.py", 22, 5)
    with body(k, "one", ["i32"], loc=la) as (n,):
        with k.cb.debug_attr(la):
            E.encode_AddIOp(k.cb, k.t("i32"), n, n, OV.NONE)
    with body(k, "two", ["i32"], loc=lb) as (n,):
        with k.cb.debug_attr(lb):
            E.encode_SubIOp(k.cb, k.t("i32"), n, n, OV.NONE)
        E.encode_MulIOp(k.cb, k.t("i32"), n, n, OV.NONE)

def _version_kernel(k: K, name: str) -> None:
    v = k.version
    with body(k, name, ["ptr<f32>", "i32"]) as (p, n):
        cb = k.cb
        t = k.t("4xf32")
        a = k.const("4xf32", 1.0)
        tk = k.t("token") if v >= BV.V_13_2 else None
        E.encode_PrintTkoOp(cb, tk, [n], None, "n=%d")
        E.encode_TanHOp(cb, t, a, RM.FULL)
        E.encode_ExpOp(cb, t, a, RM.FULL)
        E.encode_NegIOp(cb, k.t("i32"), n, OV.NONE)
        E.encode_MmaFOp(cb, k.t("16x16xf32"), k.const("16x8xf16", 1.0), k.const("8x16xf16", 1.0),
                        k.const("16x16xf32", 0.0), False)
        c0, c1 = k.const("i32", 0), k.const("i32", 1)
        nb = E.encode_ForOp(cb, [], c0, n, c1, [], False)
        with region(nb, [k.t("i32")]):
            E.encode_ContinueOp(cb, [])
        nb.done()
        E.encode_FToIOp(cb, k.t("4xi32"), a, SG.Signed, RM.NEAREST_INT_TO_ZERO, False)


for _v, _n in ((BV.V_13_1, "v13_1"), (BV.V_13_2, "v13_2"), (BV.V_13_3, "v13_3"),
               (BV.V_13_5, "v13_5")):
    sample(_n, _v)(lambda k, _n=_n: _version_kernel(k, _n))


@sample("multimem", BV.V_13_5)
def _multimem(k: K) -> None:
    tt = k.tt
    f32 = k.el("f32")
    mc = tt.tile(tt.pointer(f32, RawPtrAttr(2)), ())
    uc = tt.tile(tt.pointer(f32, RawPtrAttr(0)), ())
    mh = tt.tile(tt.pointer(k.el("f16"), RawPtrAttr(2)), ())
    mi = tt.tile(tt.pointer(k.el("i32"), RawPtrAttr(2)), ())
    u1 = tt.tile(tt.pointer(k.el("i8"), RawPtrAttr(1)), ())
    with body(k, "multimem", [mc, uc, mh, mi, u1]) as (p, q, ph, pi, pu):
        cb = k.cb
        tv = tt.tensor_view(f32, [128, 64], [64, 1], RawPtrAttr(2))
        a = E.encode_MakeTensorViewOp(cb, tv, p, [], [])
        v = E.encode_MakePartitionViewOp(cb, tt.partition_view([32, 16], tv, [0, 1], PV.Missing), a)
        f16, i32 = k.el("f16"), k.el("i32")
        tvh = tt.tensor_view(f16, [128, 64], [64, 1], RawPtrAttr(2))
        ah = E.encode_MakeTensorViewOp(cb, tvh, ph, [], [])
        hv = E.encode_MakePartitionViewOp(cb, tt.partition_view([32, 16], tvh, [0, 1], PV.Missing), ah)
        tvi = tt.tensor_view(i32, [128, 64], [64, 1], RawPtrAttr(2))
        ai = E.encode_MakeTensorViewOp(cb, tvi, pi, [], [])
        iv = E.encode_MakePartitionViewOp(cb, tt.partition_view([32, 16], tvi, [0, 1], PV.Missing), ai)
        xi = k.const("32x16xi32", 1)
        tv0 = tt.tensor_view(f32, [128], [1], RawPtrAttr(0))
        E.encode_MakeTensorViewOp(cb, tv0, q, [], [])
        c0 = k.const("i32", 0)
        tok = E.encode_MakeTokenOp(cb, k.t("token"))
        tk = k.t("token")
        MK = E.MultimemReductionKind
        x, _ = E.encode_MultimemLoadReduceViewTkoOp(cb, k.t("32x16xf32"), tk, v, [c0, c0], None,
                                                    MO.WEAK, None, MK.ADD, [False, False])
        E.encode_MultimemLoadReduceViewTkoOp(cb, k.t("32x16xf32"), tk, v, [c0, c0], tok,
                                             MO.RELAXED, MS.SYS, MK.ADD, [True, False])
        E.encode_MultimemReduceViewTkoOp(cb, tk, v, x, [c0, c0], None, MO.RELAXED, MS.SYS,
                                         MK.ADD, [False, False])
        E.encode_MultimemReduceViewTkoOp(cb, tk, v, x, [c0, c0], tok, MO.RELEASE, MS.DEVICE,
                                         MK.ADD, [False, True])
        for kind in (MK.MIN, MK.MAX):
            E.encode_MultimemLoadReduceViewTkoOp(cb, k.t("32x16xf16"), tk, hv, [c0, c0], None,
                                                 MO.WEAK, None, kind, [False, False])
        for kind in (MK.AND, MK.OR, MK.XOR, MK.UMIN, MK.UMAX, MK.MIN):
            E.encode_MultimemReduceViewTkoOp(cb, tk, iv, xi, [c0, c0], None, MO.RELAXED, MS.SYS,
                                             kind, [False, False])
        E.encode_MultimemStoreViewTkoOp(cb, tk, v, x, [c0, c0], None, MO.WEAK, None, [False, False])
        E.encode_MultimemStoreViewTkoOp(cb, tk, v, x, [c0, c0], tok, MO.RELAXED, MS.SYS, [True, True])

@sample("nested_names")
def _nested_names(k: K) -> None:
    with body(k, "nested_names", ["ptr<f32>", "i32"]) as (p, n):
        cb = k.cb
        tt = k.tt
        tv = tt.tensor_view(k.el("f32"), [-(2**63)], [1], PtrAttr.Missing)
        a = E.encode_MakeTensorViewOp(cb, tv, p, [n], [])
        pv = tt.partition_view([16], tv, [0], PV.Missing)
        v = E.encode_MakePartitionViewOp(cb, pv, a)
        c0, c1, c4 = k.const("i32", 0), k.const("i32", 1), k.const("i32", 4)
        z = k.const("16xf32", 0.0)
        tok = E.encode_MakeTokenOp(cb, k.t("token"))
        nb = E.encode_ForOp(cb, [k.t("16xf32"), k.t("token")], c0, c4, c1, [z, tok], False)
        with region(nb, [k.t("i32"), k.t("16xf32"), k.t("token")]) as (i, acc, t):
            x, t2 = E.encode_LoadViewTkoOp(cb, k.t("16xf32"), k.t("token"), v, [i], t, MO.WEAK,
                                           None, None, [False])
            nb2 = E.encode_ForOp(cb, [k.t("16xf32")], c0, c4, c1, [acc], False)
            with region(nb2, [k.t("i32"), k.t("16xf32")]) as (j, acc2):
                c2 = k.const("i32", 0)
                y = E.encode_AddFOp(cb, k.t("16xf32"), acc2, x, RM.NEAREST_EVEN, False)
                b = E.encode_AssumeOp(cb, k.t("i32"), j, BA.DivBy(1))
                E.encode_AssumeOp(cb, k.t("i32"), c2, BA.DivBy(1))
                E.encode_ContinueOp(cb, [y])
            (r,) = nb2.done()
            tv2 = E.encode_MakeTensorViewOp(cb, tv, p, [n], [])
            E.encode_ContinueOp(cb, [r, t2])
        res = nb.done()
        E.encode_NegFOp(cb, k.t("16xf32"), res[0])
        E.encode_JoinTokensOp(cb, k.t("token"), [res[1], tok])
        E.encode_StoreViewTkoOp(cb, k.t("token"), res[0], v, [c0], res[1], MO.WEAK, None, None, [False])
        bx, by, bz = E.encode_GetTileBlockIdOp(cb, k.t("i32"), k.t("i32"), k.t("i32"))
        gx, gy, gz = E.encode_GetNumTileBlocksOp(cb, k.t("i32"), k.t("i32"), k.t("i32"))
        E.encode_AddIOp(cb, k.t("i32"), bz, gy, OV.NONE)
        sh = E.encode_GetTensorShapeOp(cb, [k.t("i32")], a)
        r2 = E.encode_ReduceOp(cb, [k.t("f32"), k.t("f32")], [z, z], 0, [BA.Float(0.0, S.F32, tt)] * 2)
        with region(r2, [k.t("f32")] * 4) as (u1, u2, u3, u4):
            E.encode_YieldOp(cb, [u1, u3])
        rr = r2.done()
        E.encode_AddFOp(cb, k.t("f32"), rr[1], rr[0], RM.NEAREST_EVEN, False)
        li = E.encode_LoopOp(cb, [k.t("i32"), k.t("i32")], [n, n])
        with region(li, [k.t("i32"), k.t("i32")]) as (q1, q2):
            E.encode_BreakOp(cb, [q2, q1])
        lr = li.done()
        E.encode_AddIOp(cb, k.t("i32"), lr[1], lr[0], OV.NONE)

def _empty_region(nb) -> None:
    """Write a region with no blocks (cuTile's builder always writes one)."""
    nb._code_builder.buf.append(0)
    nb._num_blocks -= 1


@sample("guess_probes", BV.V_13_5)
def _guess_probes(k: K) -> None:
    tt = k.tt
    f32 = k.el("f32")
    mc = tt.tile(tt.pointer(f32, RawPtrAttr(2)), ())
    with body(k, "guess_probes", ["ptr<f32>", "i32", mc]) as (p, n, pm):
        cb = k.cb
        cond = E.encode_CmpIOp(cb, k.t("i1"), n, n, E.ComparisonPredicate.EQUAL, SG.Signed)
        nb = E.encode_IfOp(cb, [], cond)
        with region(nb):
            E.encode_NegIOp(cb, k.t("i32"), n, OV.NONE)
            E.encode_YieldOp(cb, [])
        _empty_region(nb)
        nb.done()
        nb = E.encode_LoopOp(cb, [], [])
        with region(nb, []):
            nb2 = E.encode_IfOp(cb, [], cond)
            with region(nb2):
                E.encode_BreakOp(cb, [])
            _empty_region(nb2)
            nb2.done()
            E.encode_ContinueOp(cb, [])
        nb.done()
        tv = tt.tensor_view(f32, [-(2**63), 64], [-(2**63), 1], RawPtrAttr(2))
        E.encode_MakeTensorViewOp(cb, tv, pm, [n], [n])
        tv0 = tt.tensor_view(f32, [], [], RawPtrAttr(2))
        E.encode_MakeTensorViewOp(cb, tv0, pm, [], [])
        tvs = tt.tensor_view(f32, [128], [1], PtrAttr.Missing)
        a = E.encode_MakeTensorViewOp(cb, tvs, p, [], [])
        v = E.encode_MakePartitionViewOp(cb, tt.partition_view([32], tvs, [0], PV.Missing), a)
        c0 = k.const("i32", 0)
        r = k.const("32xf32", 1.0)
        tok = E.encode_MakeTokenOp(cb, k.t("token"))
        E.encode_AtomicRedViewTkoOp(cb, k.t("token"), v, [c0], r, None, MO.RELAXED, MS.DEVICE,
                                    E.AtomicRMWMode.ADDF, [True])
        E.encode_AtomicRedViewTkoOp(cb, k.t("token"), v, [c0], r, tok, MO.RELAXED, MS.DEVICE,
                                    E.AtomicRMWMode.ADDF, [True])

class _ArgAttrs(BA.AttributeArray):
    """What cuTile's 13.5 function header writes as argument attributes, made non-empty."""

    def __init__(self, items):
        super().__init__([BA.Dictionary([("cuda_tile.note", BA.Bool(True))]), BA.Dictionary([])])


@sample("entry_arg_attrs", BV.V_13_5)
def _entry_arg_attrs(k: K) -> None:
    from cuda.tile._bytecode import writer as W
    saved = W.AttributeArray
    W.AttributeArray = _ArgAttrs
    try:
        with body(k, "entry_arg_attrs", ["i32", "f32"]) as (a, b):
            E.encode_AddIOp(k.cb, k.t("i32"), a, a, OV.NONE)
    finally:
        W.AttributeArray = saved

@sample("preview_calls", BV.V_13_5, preview=True)
def _preview_calls(k: K) -> None:
    """preview$call with 0, 1, 2 results and operands, argument and result attributes.

    Only an empty `const_args` exists in bytecode: NVIDIA rejects any element ("array of
    symbolic expression attribute values"), and no attribute tag encodes one.
    """
    d = BA.Dictionary
    with body(k, "preview_calls", ["f32", "i32"]) as (x, n):
        f32 = k.t("f32")
        E.encode_PreviewCallOp(k.cb, [f32], [x], "__nv_expf", [], None, None)
        E.encode_PreviewCallOp(k.cb, [], [x, n], "sink", [], None, None)
        E.encode_PreviewCallOp(k.cb, [f32, k.t("i32")], [x, n], "__nv_frexpf", [], None, None)
        E.encode_PreviewCallOp(k.cb, [f32], [], "make", [], None, None)
        E.encode_PreviewCallOp(k.cb, [f32], [x], "__nv_powf",
                               [], [d([("llvm.noalias", BA.Bool(True))])], None)
        E.encode_PreviewCallOp(k.cb, [f32], [x], "__nv_powf",
                               [], None, [d([("x", BA.Integer.create_i32(1))])])
        E.encode_PreviewCallOp(k.cb, [f32], [x], "__nv_powf", [], [d([])], [d([])])


class _TaggedReductionKind(BA.TaggedAttribute):
    """A self-contained `#cuda_tile.multimem_reduction_kind<...>` (tag 13, 13.5), which
    cuTile's encoder has no class for."""

    def __init__(self, code: int):
        self.code = code

    def encode_tagged(self, string_table, buf: bytearray) -> None:
        buf.append(13)
        E.encode_varint(self.code, buf)


@sample("tagged_enum_13_5", BV.V_13_5)
def _tagged_enum(k: K) -> None:
    """Attribute tag 13 (13.5) as a hint value, in an op's and an entry's hints."""
    hints = BA.OptimizationHints([("sm_100", BA.Dictionary([("latency", _TaggedReductionKind(1)),
                                                             ("allow_tma", _TaggedReductionKind(7))]))])
    with body(k, "tagged_enum", ["ptr<f32>"]) as (p,):
        E.encode_LoadPtrTkoOp(k.cb, k.t("f32"), k.t("token"), p, None, None, None,
                              MO.WEAK, None, hints)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--disasm", default=None,
                    help="NVIDIA's tileirdisasm (default: tools/oracle.py's)")
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("names", nargs="*")
    args = ap.parse_args(argv)
    if args.disasm is None:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from oracle import find_oracle_bin

        args.disasm = str(find_oracle_bin("tileirdisasm") / "tileirdisasm")
    args.out.mkdir(parents=True, exist_ok=True)
    failed = 0
    for name, (version, fn, nfuncs) in SAMPLES.items():
        if args.names and name not in args.names:
            continue
        buf = bytearray()
        with write_bytecode(nfuncs, buf, version) as w:
            fn(K(w, version))
        preview = ["--preview=simt"] if name in PREVIEW else []
        if preview:
            from cuda.tile._bytecode import patch_header_preview_flag
            patch_header_preview_flag(buf, version)
        path = args.out / f"{name}.tileirbc"
        path.write_bytes(bytes(buf))
        for suffix, flags in ((".mlir", preview), (".g.mlir", ["-g", *preview])):
            r = subprocess.run([args.disasm, str(path), *flags], capture_output=True, text=True)
            if r.returncode != 0:
                print(f"{name}: tileirdisasm failed:\n{r.stderr}", file=sys.stderr)
                failed += 1
                break
            (args.out / f"{name}{suffix}").write_text(r.stdout)
        else:
            print(f"{name}: ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
