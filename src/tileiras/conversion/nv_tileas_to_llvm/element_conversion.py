"""Conversions among all element types: integers, f16/bf16/f32/f64, tf32 and the narrow
floats (f8E4M3FN, f8E5M2, f8E8M0FNU, f8E5M3FNU, f4E2M1FN).

- Between LLVM's own types: `fpext`/`fptrunc`/`sitofp`/... (nearest-even), and a runtime
  helper per element for a directed rounding (`cvt.<from>.<to>.<rz|rm|rp>`).
- tf32 is an f32 whose low 13 mantissa bits are zero: rounding to it is integer arithmetic.
- Narrow floats are encoded and decoded by integer/float arithmetic written here in LLVM IR
  (the same code on every target and in the emulator): decoding is exact into f32; encoding
  from f32 rounds to nearest-even and saturates to the largest finite value (`.satfinite`, as
  PTX's cvt does), NaN stays NaN (e2m1, which has none: the largest positive value, as the
  hardware's cvt does). Other sources go through f32.
- Where the target has PTX's paired conversion (`cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32` from
  sm_89, `cvt.rn.satfinite.e2m1x2.f32` on the sm_100/110/120 families' `a` targets), a
  nearest-even encode from f32, f16, bf16 or a narrow float (all exact in f32) is that
  instruction, two elements per instruction (`hardware_narrow_form`, helper
  `__tileiras.cvt.rn.satfinite.<form>.f32`, whose emulator body is the portable encoding
  above: the same bits). NVIDIA's tileiras emits these forms; the portable encoding of an
  e2m1 takes about 40 instructions, which the nvf4 samples pay for every element. Decoding
  e4m3/e5m2/e2m1 to f16, bf16, f32 or f64 is likewise `cvt.rn.f16x2.<form>` (exact) and a
  widening (`hardware_widen_form`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.lowering import V, FunctionLowering, LoweringError


@dataclass(frozen=True)
class NarrowFormat:
    ebits: int
    mbits: int
    bias: int
    signed: bool
    has_inf: bool
    nan_code: int | None      # the magnitude code of NaN (without sign), None: no NaN
    max_code: int             # the largest finite magnitude code


FORMATS = {
    "f8E4M3FN": NarrowFormat(4, 3, 7, True, False, 0x7F, 0x7E),
    "f8E5M2": NarrowFormat(5, 2, 15, True, True, 0x7F, 0x7B),
    "f8E8M0FNU": NarrowFormat(8, 0, 127, False, False, 0xFF, 0xFE),
    "f8E5M3FNU": NarrowFormat(5, 3, 15, False, False, 0xFF, 0xFE),
    "f4E2M1FN": NarrowFormat(2, 1, 1, True, False, None, 0x7),
}

ROUND = {"nearest_even": "rn", "zero": "rz", "negative_inf": "rm", "positive_inf": "rp"}
NATIVE_FLOATS = ("half", "bfloat", "float", "double")


def _fmt(elem) -> NarrowFormat:
    key = T.type_key(elem)
    try:
        return FORMATS[key]
    except KeyError:
        raise LoweringError(f"conversions of {key} are not supported yet") from None


def _f32_const(value_bits: int) -> str:
    from tileiras.codegen.llvm_builder import float_bits_literal

    return float_bits_literal(value_bits, "float")


def _pow2(fl: FunctionLowering, k: str) -> str:
    """2**k as a float for an i32 k in [-126, 127]."""
    e = fl.b.op(f"add i32 {k}, 127")
    bits = fl.b.op(f"shl i32 {e}, 23")
    return fl.b.op(f"bitcast i32 {bits} to float")


def encode_narrow(fl: FunctionLowering, x: str, fmt: NarrowFormat, rnd: str = "rn") -> str:
    """i8 code of the f32 `x` (rounded by `rnd`, saturating, NaN kept)."""
    b = fl.b
    bits = b.op(f"bitcast float {x} to i32")
    sign = b.op(f"lshr i32 {bits}, 31")
    absbits = b.op(f"and i32 {bits}, 2147483647")
    a = b.op(f"bitcast i32 {absbits} to float")
    isnan = b.op(f"fcmp uno float {x}, 0.0")
    if fmt.mbits == 0:
        # exponent-only (e8m0): nearest-even on the 23 mantissa bits
        lsb = b.op(f"lshr i32 {absbits}, 23")
        lsb = b.op(f"and i32 {lsb}, 1")
        t = b.op(f"add i32 {absbits}, 4194303")
        t = b.op(f"add i32 {t}, {lsb}")
        code = b.op(f"lshr i32 {t}, 23")
    else:
        fexp = b.op(f"lshr i32 {absbits}, 23")
        fexp = b.op(f"sub i32 {fexp}, 127")
        emin = 1 - fmt.bias
        big = b.op(f"icmp sgt i32 {fexp}, {emin}")
        e = b.op(f"select i1 {big}, i32 {fexp}, i32 {emin}")
        # cap the exponent so the scale factor stays a normal float; saturation follows
        capped = b.op(f"icmp slt i32 {e}, 100")
        e = b.op(f"select i1 {capped}, i32 {e}, i32 100")
        k = b.op(f"sub i32 {fmt.mbits}, {e}")
        scale = _pow2(fl, k)
        y = b.op(f"fmul float {a}, {scale}")
        q = b.op(f"call float @llvm.roundeven.f32(float {y})")
        fl.module.declare("llvm.roundeven.f32", "declare float @llvm.roundeven.f32(float)")
        qi = b.op(f"fptoui float {q} to i32")
        full = 1 << (fmt.mbits + 1)
        over = b.op(f"icmp uge i32 {qi}, {full}")
        e1 = b.op(f"add i32 {e}, 1")
        e = b.op(f"select i1 {over}, i32 {e1}, i32 {e}")
        qh = b.op(f"lshr i32 {qi}, 1")
        qi = b.op(f"select i1 {over}, i32 {qh}, i32 {qi}")
        # normal: ((e + bias) << mbits) | (q - 2**mbits); subnormal (q < 2**mbits): q
        normal = b.op(f"icmp uge i32 {qi}, {1 << fmt.mbits}")
        ef = b.op(f"add i32 {e}, {fmt.bias}")
        ef = b.op(f"shl i32 {ef}, {fmt.mbits}")
        mf = b.op(f"sub i32 {qi}, {1 << fmt.mbits}")
        nc = b.op(f"or i32 {ef}, {mf}")
        code = b.op(f"select i1 {normal}, i32 {nc}, i32 {qi}")
    if rnd != "rn":
        # the directed result is the nearest one or the next code in the rounding direction
        code8 = b.op(f"trunc i32 {code} to i8")
        unsigned_fmt = NarrowFormat(fmt.ebits, fmt.mbits, fmt.bias, False, fmt.has_inf, None, fmt.max_code)
        back = decode_narrow(fl, code8, unsigned_fmt)
        neg = b.op(f"icmp ne i32 {sign}, 0")
        smaller = b.op(f"fcmp ogt float {back}, {a}")
        larger = b.op(f"fcmp olt float {back}, {a}")
        pos = b.op(f"xor i1 {neg}, true")
        if rnd == "rz":
            down, up = smaller, "false"
        elif rnd == "rp":
            down = b.op(f"and i1 {smaller}, {neg}")
            up = b.op(f"and i1 {larger}, {pos}")
        else:  # rm
            down = b.op(f"and i1 {smaller}, {pos}")
            up = b.op(f"and i1 {larger}, {neg}")
        nonzero = b.op(f"icmp ne i32 {code}, 0")
        down = b.op(f"and i1 {down}, {nonzero}")
        cm1 = b.op(f"sub i32 {code}, 1")
        cp1 = b.op(f"add i32 {code}, 1")
        code = b.op(f"select i1 {down}, i32 {cm1}, i32 {code}")
        code = b.op(f"select i1 {up}, i32 {cp1}, i32 {code}")
    # saturate (also infinities, whose scaled value is no integer) to the largest finite code
    sat = b.op(f"icmp ugt i32 {code}, {fmt.max_code}")
    isinf = b.op(f"fcmp oeq float {a}, 0x7FF0000000000000")
    sat = b.op(f"or i1 {sat}, {isinf}")
    code = b.op(f"select i1 {sat}, i32 {fmt.max_code}, i32 {code}")
    if fmt.nan_code is not None:
        code = b.op(f"select i1 {isnan}, i32 {fmt.nan_code}, i32 {code}")
    else:
        # no NaN code (e2m1): NaN gives the largest positive value, as PTX's cvt.satfinite does
        # (NVIDIA's cuda_fp4.hpp models the instruction so)
        code = b.op(f"select i1 {isnan}, i32 {fmt.max_code}, i32 {code}")
        sign = b.op(f"select i1 {isnan}, i32 0, i32 {sign}")
    if fmt.signed:
        width = 1 + fmt.ebits + fmt.mbits
        s = b.op(f"shl i32 {sign}, {width - 1}")
        # keep the sign of zero and of every value (NaN too: e4m3 NaN is 0x7f/0xff)
        code = b.op(f"or i32 {code}, {s}")
    return b.op(f"trunc i32 {code} to i8")


def decode_narrow(fl: FunctionLowering, code8: str, fmt: NarrowFormat) -> str:
    """The f32 value of an i8 code (exact)."""
    b = fl.b
    c = b.op(f"zext i8 {code8} to i32")
    width = (1 if fmt.signed else 0) + fmt.ebits + fmt.mbits
    mag_mask = (1 << (fmt.ebits + fmt.mbits)) - 1
    mag = b.op(f"and i32 {c}, {mag_mask}")
    if fmt.mbits == 0:
        # 2**(code - 127); 0xff is NaN
        is_sub = b.op(f"icmp eq i32 {mag}, 0")
        bits = b.op(f"shl i32 {mag}, 23")
        bits = b.op(f"select i1 {is_sub}, i32 4194304, i32 {bits}")
        val = b.op(f"bitcast i32 {bits} to float")
    else:
        efield = b.op(f"lshr i32 {mag}, {fmt.mbits}")
        mfield = b.op(f"and i32 {mag}, {(1 << fmt.mbits) - 1}")
        # normal: bits ((e - bias + 127) << 23) | (m << (23 - mbits))
        e32 = b.op(f"add i32 {efield}, {127 - fmt.bias}")
        e32 = b.op(f"shl i32 {e32}, 23")
        m32 = b.op(f"shl i32 {mfield}, {23 - fmt.mbits}")
        nbits = b.op(f"or i32 {e32}, {m32}")
        normal = b.op(f"bitcast i32 {nbits} to float")
        # subnormal: m * 2**(1 - bias - mbits)
        mf = b.op(f"uitofp i32 {mfield} to float")
        sub_scale = (1 - fmt.bias - fmt.mbits + 127) << 23
        sub = b.op(f"fmul float {mf}, {_f32_const(sub_scale)}")
        is_sub = b.op(f"icmp eq i32 {efield}, 0")
        val = b.op(f"select i1 {is_sub}, float {sub}, float {normal}")
        if fmt.has_inf:
            inf_code = ((1 << fmt.ebits) - 1) << fmt.mbits
            is_inf = b.op(f"icmp eq i32 {mag}, {inf_code}")
            val = b.op(f"select i1 {is_inf}, float 0x7FF0000000000000, float {val}")
    if fmt.nan_code is not None:
        if fmt.has_inf:
            inf_code = ((1 << fmt.ebits) - 1) << fmt.mbits
            is_nan = b.op(f"icmp ugt i32 {mag}, {inf_code}")
        else:
            is_nan = b.op(f"icmp eq i32 {mag}, {fmt.nan_code}")
        val = b.op(f"select i1 {is_nan}, float 0x7FF8000000000000, float {val}")
    if fmt.signed:
        s = b.op(f"lshr i32 {c}, {width - 1}")
        s = b.op(f"and i32 {s}, 1")
        neg = b.op(f"icmp ne i32 {s}, 0")
        nv = b.op(f"fneg float {val}")
        val = b.op(f"select i1 {neg}, float {nv}, float {val}")
    return val


def narrow_directed(fl: FunctionLowering, x: str, srty: str, drty: str, rnd: str) -> str:
    """`x` narrowed from `srty` to `drty` rounded toward zero (rz), -inf (rm) or +inf (rp).

    The directed result is the nearest-even one or its neighbour in the rounding direction:
    round to nearest, widen back, compare with `x`, and step one unit in the last place when
    the nearest value lies on the wrong side (portable: no target conversion instruction)."""
    b = fl.b
    ity = {"half": "i16", "bfloat": "i16", "float": "i32"}[drty]
    sign_bit = {"i16": 0x8000, "i32": 0x80000000}[ity]
    r = b.op(f"fptrunc {srty} {x} to {drty}")
    back = b.op(f"fpext {drty} {r} to {srty}")
    bits = b.op(f"bitcast {drty} {r} to {ity}")
    one_up = b.op(f"add {ity} {bits}, 1")
    one_down = b.op(f"sub {ity} {bits}, 1")
    pos = b.op(f"icmp sgt {ity} {bits}, 0")          # positive, not zero
    mag = b.op(f"and {ity} {bits}, {sign_bit - 1}")
    zero = b.op(f"icmp eq {ity} {mag}, 0")
    if rnd == "rz":
        sfx = {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}
        fabs = f"llvm.fabs.{sfx[srty]}"
        fl.module.declare(fabs, f"declare {srty} @{fabs}({srty})")
        ab = b.op(f"call {srty} @{fabs}({srty} {back})")
        ax = b.op(f"call {srty} @{fabs}({srty} {x})")
        wrong = b.op(f"fcmp ogt {srty} {ab}, {ax}")
        stepped = one_down  # one unit less in magnitude, for either sign
    elif rnd == "rm":
        wrong = b.op(f"fcmp ogt {srty} {back}, {x}")
        away = b.op(f"select i1 {pos}, {ity} {one_down}, {ity} {one_up}")
        stepped = b.op(f"select i1 {zero}, {ity} {_signed_lit(sign_bit | 1, ity)}, {ity} {away}")
    else:
        wrong = b.op(f"fcmp olt {srty} {back}, {x}")
        toward = b.op(f"select i1 {pos}, {ity} {one_up}, {ity} {one_down}")
        stepped = b.op(f"select i1 {zero}, {ity} 1, {ity} {toward}")
    out = b.op(f"select i1 {wrong}, {ity} {stepped}, {ity} {bits}")
    return b.op(f"bitcast {ity} {out} to {drty}")


def _signed_lit(value: int, ity: str) -> str:
    width = int(ity[1:])
    return str(value - (1 << width) if value >= 1 << (width - 1) else value)


def tf32_round(fl: FunctionLowering, x: str, mode: str) -> str:
    """f32 -> tf32 (an f32 with 10 mantissa bits) rounded by `mode` (rn, rz, rna)."""
    b = fl.b
    bits = b.op(f"bitcast float {x} to i32")
    expo = b.op(f"and i32 {bits}, 2139095040")
    special = b.op(f"icmp eq i32 {expo}, 2139095040")
    if mode == "rz":
        r = b.op(f"and i32 {bits}, -8192")
    else:
        lsb = b.op(f"lshr i32 {bits}, 13")
        lsb = b.op(f"and i32 {lsb}, 1")
        t = b.op(f"add i32 {bits}, 4095")
        t = b.op(f"add i32 {t}, {lsb}")
        r = b.op(f"and i32 {t}, -8192")
    r = b.op(f"select i1 {special}, i32 {bits}, i32 {r}")
    return b.op(f"bitcast i32 {r} to float")


def _to_f32(fl: FunctionLowering, x: str, src_elem, unsigned: bool = False) -> str:
    """A scalar of `src_elem` as f32 (exact for the narrow floats and f16/bf16)."""
    key = T.type_key(src_elem)
    rty = T.reg_type(src_elem)
    if key in FORMATS:
        return decode_narrow(fl, x, FORMATS[key])
    if rty == "float":
        return x
    if rty in ("half", "bfloat"):
        return fl.b.op(f"fpext {rty} {x} to float")
    if rty == "double":
        return fl.b.op(f"fptrunc double {x} to float")
    if rty.startswith("i"):
        return fl.b.op(f"{'uitofp' if unsigned or rty == 'i1' else 'sitofp'} {rty} {x} to float")
    raise LoweringError(f"cannot convert from {key}")


def _from_f32(fl: FunctionLowering, x: str, dst_elem, mode: str, unsigned: bool = False) -> str:
    key = T.type_key(dst_elem)
    rty = T.reg_type(dst_elem)
    if key in FORMATS:
        return encode_narrow(fl, x, FORMATS[key], mode)
    if key == "tf32":
        return tf32_round(fl, x, mode)
    if rty == "float":
        return x
    if rty in ("half", "bfloat"):
        if mode == "rn":
            return fl.b.op(f"fptrunc float {x} to {rty}")
        return narrow_directed(fl, x, "float", rty, mode)
    if rty == "double":
        return fl.b.op(f"fpext float {x} to double")
    if rty.startswith("i"):
        return _float_to_int(fl, x, "float", rty, unsigned, "rz")
    raise LoweringError(f"cannot convert to {key}")


def _float_to_int(fl: FunctionLowering, x: str, fty: str, ity: str, unsigned: bool, mode: str) -> str:
    fn = {"rz": "trunc", "rn": "roundeven", "rm": "floor", "rp": "ceil"}[mode]
    s = {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}[fty]
    if mode != "rz":
        name = f"llvm.{fn}.{s}"
        fl.module.declare(name, f"declare {fty} @{name}({fty})")
        x = fl.b.op(f"call {fty} @{name}({fty} {x})")
    kind = "fptoui" if unsigned else "fptosi"
    target = "i8" if ity == "i1" else ity
    name = f"llvm.{kind}.sat.{target}.{s}"
    fl.module.declare(name, f"declare {target} @{name}({fty})")
    out = fl.b.op(f"call {target} @{name}({fty} {x})")
    if ity == "i1":
        out = fl.b.op(f"icmp ne i8 {out}, 0")
    return out


def convert_scalar(fl: FunctionLowering, x: str, src_elem, dst_elem, opname: str, mode: str | None,
                   unsigned: bool) -> str:
    skey, dkey = T.type_key(src_elem), T.type_key(dst_elem)
    srty, drty = T.reg_type(src_elem), T.reg_type(dst_elem)
    rnd = ROUND.get(mode or "nearest_even", "rn")
    s_native = srty in NATIVE_FLOATS and skey != "tf32"
    d_native = drty in NATIVE_FLOATS and dkey != "tf32"
    s_int = srty.startswith("i") and skey not in FORMATS
    d_int = drty.startswith("i") and dkey not in FORMATS
    if s_native and d_native:
        if srty == drty:
            return x
        wider = {"half": 16, "bfloat": 16, "float": 32, "double": 64}
        if {srty, drty} == {"half", "bfloat"}:
            f = fl.b.op(f"fpext {srty} {x} to float")
            return _from_f32(fl, f, dst_elem, rnd)
        if wider[drty] > wider[srty]:
            return fl.b.op(f"fpext {srty} {x} to {drty}")
        if rnd == "rn":
            return fl.b.op(f"fptrunc {srty} {x} to {drty}")
        return narrow_directed(fl, x, srty, drty, rnd)
    if skey == "tf32" and d_native:
        return convert_scalar(fl, x, _F32, dst_elem, opname, mode, unsigned)
    if s_int and (d_native or dkey == "tf32"):
        if dkey == "tf32":
            f = fl.b.op(f"{'uitofp' if unsigned else 'sitofp'} {srty} {x} to float")
            return tf32_round(fl, f, rnd if rnd in ("rn", "rz") else "rn")
        if rnd == "rn":
            return fl.b.op(f"{'uitofp' if unsigned or srty == 'i1' else 'sitofp'} {srty} {x} to {drty}")
        ik = ("u" if unsigned else "s") + srty[1:]
        dk = {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}[drty]
        if drty in ("half", "bfloat"):
            f = fl.call(f"cvt.{ik}.f32.{rnd}", [(srty, x)])
            return _from_f32(fl, f, dst_elem, rnd)
        return fl.call(f"cvt.{ik}.{dk}.{rnd}", [(srty, x)])
    if (s_native or skey == "tf32") and d_int:
        return _float_to_int(fl, x, srty, drty, unsigned, rnd if mode else "rz")
    # narrow floats (and tf32 targets) go through f32
    f = _to_f32(fl, x, src_elem, unsigned)
    if d_int:
        return _float_to_int(fl, f, "float", drty, unsigned, rnd if mode else "rz")
    return _from_f32(fl, f, dst_elem, rnd, unsigned)


def _f32_elem():
    from xdsl.dialects.builtin import Float32Type

    return Float32Type()


_F32 = _f32_elem()


HARDWARE_NARROW = {"f8E4M3FN": "e4m3x2", "f8E5M2": "e5m2x2", "f4E2M1FN": "e2m1x2"}
"""Narrow float -> the PTX `cvt.rn.satfinite.<form>.f32` that encodes two of it."""

_EXACT_IN_F32 = ("half", "bfloat", "float")


def hardware_narrow_form(target, src_elem, dst_elem, rnd: str) -> str | None:
    """The paired cvt form encoding `src_elem` -> `dst_elem` (nearest even) on `target`, or
    None: fp8 from sm_89 (`has_fp8`), e2m1 where the target has fp4 (all of them `a` targets,
    which ptxas requires for `.e2m1x2`); sources whose f32 value is exact (else the f32 step
    would round twice)."""
    dkey, skey = T.type_key(dst_elem), T.type_key(src_elem)
    form = HARDWARE_NARROW.get(dkey)
    if form is None or rnd != "rn":
        return None
    if not (skey in FORMATS or (T.reg_type(src_elem) in _EXACT_IN_F32 and skey != "tf32")):
        return None
    has = target.has_fp4 if dkey == "f4E2M1FN" else target.has_fp8
    return form if has else None


def _hardware_narrow(fl: FunctionLowering, a: V, form: str) -> str:
    """`a`'s elements encoded by the paired cvt, two per instruction (element i in the low
    half, i + 1 in the high half, as PTX packs operand b low and a high)."""
    xs = [a.name] if a.layout is None else [fl.extract(a, r) for r in range(a.n)]
    fs = [_to_f32(fl, x, a.elem) for x in xs]
    shift = 4 if form == "e2m1x2" else 8
    outs: list[str] = []
    for i in range(0, len(fs), 2):
        hi = fs[i + 1] if i + 1 < len(fs) else "0.0"
        w = fl.call(f"cvt.rn.satfinite.{form}.f32", [("float", hi), ("float", fs[i])], "cvt")
        lo = fl.b.op(f"trunc i16 {w} to i8")
        outs.append(fl.b.op(f"and i8 {lo}, 15") if shift == 4 else lo)
        if i + 1 < len(fs):
            outs.append(fl.b.op(f"trunc i16 {fl.b.op(f'lshr i16 {w}, {shift}')} to i8"))
    return outs[0] if a.layout is None else fl.build_vector(outs, "i8")


def hardware_widen_form(target, src_elem, dst_elem) -> str | None:
    """The paired cvt decoding `src_elem` (e4m3, e5m2: sm_89 on; e2m1: the fp4 targets) to
    f16 (`cvt.rn.f16x2.<form>`), where the destination is f16, bf16, f32 or f64, each of which
    holds every value exactly; else None."""
    skey = T.type_key(src_elem)
    form = HARDWARE_NARROW.get(skey)
    if form is None or T.type_key(dst_elem) == "tf32" or T.reg_type(dst_elem) not in NATIVE_FLOATS:
        return None
    has = target.has_fp4 if skey == "f4E2M1FN" else target.has_fp8
    return form if has else None


def _hardware_widen(fl: FunctionLowering, a: V, dst_elem, form: str) -> str:
    """`a`'s narrow elements decoded two per `cvt.rn.f16x2.<form>` (exact), then widened to
    `dst_elem` (exact: f32 and f64 by fpext, bf16 through f32)."""
    drty = T.reg_type(dst_elem)
    xs = [a.name] if a.layout is None else [fl.extract(a, r) for r in range(a.n)]
    nibble = form == "e2m1x2"
    outs: list[str] = []
    for i in range(0, len(xs), 2):
        lo = xs[i]
        hi = xs[i + 1] if i + 1 < len(xs) else "0"
        if nibble:
            lo = fl.b.op(f"and i8 {lo}, 15")
            pair = fl.b.op(f"or i8 {lo}, {fl.b.op(f'shl i8 {hi}, 4')}")
            pair = fl.b.op(f"zext i8 {pair} to i16")
        else:
            hi16 = fl.b.op(f"zext i8 {hi} to i16")
            hi16 = fl.b.op(f"shl i16 {hi16}, 8")
            pair = fl.b.op(f"or i16 {fl.b.op(f'zext i8 {lo} to i16')}, {hi16}")
        w = fl.call(f"cvt.rn.f16x2.{form}", [("i16", pair)], "h2")
        halves = fl.b.op(f"bitcast i32 {w} to <2 x half>")
        for j in range(min(2, len(xs) - i)):
            h = fl.b.op(f"extractelement <2 x half> {halves}, i32 {j}")
            if drty in ("float", "double"):
                h = fl.b.op(f"fpext half {h} to {drty}")
            elif drty == "bfloat":
                h = fl.b.op(f"fptrunc float {fl.b.op(f'fpext half {h} to float')} to bfloat")
            outs.append(h)
    return outs[0] if a.layout is None else fl.build_vector(outs, drty)


def convert_elements(fl: FunctionLowering, a: V, dst_elem, opname: str, mode: str | None = None,
                     ftz: bool = False) -> str:
    """`a` converted element by element to `dst_elem`; the result's LLVM value."""
    from tileiras.conversion.nv_tileas_to_llvm.elementwise import per_element

    src_elem = a.elem
    unsigned = opname in ("arith.uitofp", "arith.fptoui", "arith.extui")
    op_mode = mode
    drty = T.reg_type(dst_elem)
    form = hardware_narrow_form(fl.target, src_elem, dst_elem, ROUND.get(mode or "nearest_even", "rn"))
    if form is not None:
        return _hardware_narrow(fl, a, form)
    wform = hardware_widen_form(fl.target, src_elem, dst_elem)
    if wform is not None:
        return _hardware_widen(fl, a, dst_elem, wform)

    def one(xs: list[str]) -> str:
        return convert_scalar(fl, xs[0], src_elem, dst_elem, opname, op_mode, unsigned)

    return per_element(fl, [a], one, drty)
