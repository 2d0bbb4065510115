"""Narrow floats (f8E4M3FN, f8E5M2, f8E8M0FNU, f8E5M3FNU, f4E2M1FN) encoded and decoded by
integer/float arithmetic in LLVM IR, the same code on every target and in the emulator.

Decoding is exact into f32; encoding from f32 rounds as asked (nearest even by default) and
saturates to the largest finite value (`.satfinite`, as PTX's cvt does); NaN stays NaN (e2m1,
which has none: the largest positive value, as the hardware's cvt does). The writers take any
object with a function builder `b` and a module builder `module` (`codegen.llvm_builder`): the
kernel lowering's `FunctionLowering` (`conversion/nv_tileas_to_llvm/element_conversion.py`) and
the runtime helpers' host bodies (`codegen/conversions.py`), which must give the same bits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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

def _f32_const(value_bits: int) -> str:
    from tileiras.codegen.llvm_builder import float_bits_literal

    return float_bits_literal(value_bits, "float")


def _pow2(fl: Any, k: str) -> str:
    """2**k as a float for an i32 k in [-126, 127]."""
    e = fl.b.op(f"add i32 {k}, 127")
    bits = fl.b.op(f"shl i32 {e}, 23")
    return fl.b.op(f"bitcast i32 {bits} to float")


def encode_narrow(fl: Any, x: str, fmt: NarrowFormat, rnd: str = "rn") -> str:
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


def decode_narrow(fl: Any, code8: str, fmt: NarrowFormat) -> str:
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
