"""Element types in LLVM: register type, memory type, sizes.

- integers are `iN`; `f16`/`bf16`/`f32`/`f64` are `half`/`bfloat`/`float`/`double`;
- `tf32` lives in a `float` register (its low 13 mantissa bits zero) and in 32-bit memory;
- the 8-bit floats (`f8E4M3FN`, `f8E5M2`, `f8E8M0FNU`, `f8E5M3FNU`) and `f4E2M1FN` have no LLVM
  type: their bits live in an `i8` and every conversion is a runtime helper;
- `i1` is `i1` in registers and a byte in memory;
- pointers are `ptr addrspace(N)` (`ptr` for N = 0); `index` is `i64`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatTF32Type,
    IndexType,
    IntegerType,
    TensorType,
)
from xdsl.ir import Attribute

from tileiras.conversion.errors import ConversionError
from tileiras.dialects.nv_tileaa.types import PointerType

FLOATS = {Float16Type: "half", BFloat16Type: "bfloat", Float32Type: "float", Float64Type: "double",
          FloatTF32Type: "float"}
NARROW_FLOATS = {"f8E4M3FN", "f8E5M2", "f8E8M0FNU", "f8E5M3FNU", "f4E2M1FN", "f6E2M3FN", "f6E3M2FN",
                 "f8E4M3FNUZ", "f8E5M2FNUZ"}


def element(t: Attribute) -> Attribute:
    return t.element_type if isinstance(t, TensorType) else t


def type_key(e: Attribute) -> str:
    """A short name: i32, f32, bf16, tf32, f8E4M3FN, ptr, index."""
    if isinstance(e, IntegerType):
        return f"i{e.width.data}"
    if isinstance(e, IndexType):
        return "index"
    if isinstance(e, PointerType):
        return "ptr"
    for cls, key in ((Float16Type, "f16"), (BFloat16Type, "bf16"), (Float32Type, "f32"), (Float64Type, "f64"),
                     (FloatTF32Type, "tf32")):
        if isinstance(e, cls):
            return key
    name = e.name.split(".")[-1] if hasattr(e, "name") else str(e)
    return name


def is_narrow_float(e: Attribute) -> bool:
    return type_key(e) in NARROW_FLOATS


def is_float(e: Attribute) -> bool:
    return type(e) in FLOATS or is_narrow_float(e)


def is_int(e: Attribute) -> bool:
    return isinstance(e, (IntegerType, IndexType))


def reg_type(e: Attribute) -> str:
    """The LLVM type an element of type `e` has in a register."""
    if isinstance(e, IntegerType):
        return f"i{e.width.data}"
    if isinstance(e, IndexType):
        return "i64"
    if type(e) in FLOATS:
        return FLOATS[type(e)]
    if isinstance(e, PointerType):
        return ptr_type(e.address_space)
    if is_narrow_float(e):
        return "i8"
    raise ConversionError(f"type {e} is not supported by the code generator yet")


def mem_type(e: Attribute) -> str:
    """The LLVM type an element of type `e` has in memory (`i1` is a byte)."""
    t = reg_type(e)
    return "i8" if t == "i1" else t


def ptr_type(space: int) -> str:
    return "ptr" if space == 0 else f"ptr addrspace({space})"


def byte_size(e: Attribute) -> int:
    """Bytes per element in memory."""
    t = mem_type(e)
    if t.startswith("ptr"):
        return 8
    return {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "half": 2, "bfloat": 2, "float": 4, "double": 8}.get(t, 8)


def bit_width(e: Attribute) -> int:
    t = reg_type(e)
    if t == "i1":
        return 1
    return byte_size(e) * 8


def vector_type(e: Attribute, n: int) -> str:
    return f"<{n} x {reg_type(e)}>"
