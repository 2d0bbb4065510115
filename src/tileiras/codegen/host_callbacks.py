"""The host object of NVIDIA's tile launch ABI: the `.nv.host` section of every cubin.

NVIDIA's tileiras hands ptxas (`--nv-host=FILE`) a relocatable host-code object that the CUDA
driver loads with the cubin and calls at module load and at launch (docs/host-abi.md). This
module writes ours: LLVM IR for the `__CUDA_TILEIR_*` tables and callbacks of one module
(`host_ir`), compiled by llvmlite for the host (`host_object`):

- `__CUDA_TILEIR_CALLBACKS` (global, 9 x u64): 2, 0, 0, 0, revision 0x40, the kernel entries,
  the kernel count, 2, `__CUDA_TILEIR_ON_PRE_LOAD`;
- `__CUDA_TILEIR_FUNC_CALLBACKS` (local, 64 bytes per kernel, in the module's entry order):
  the kernel's name, four zeros, its argument-change callback, two zeros;
- `__CUDA_TILEIR_ON_PRE_LOAD(driver, handle, mode, out)`: mode 0 returns 1 and touches nothing;
  mode 1 asks the driver for the SM count (`driver[6](handle, 16, &count)`, the answer unused)
  and goes on as mode 2; mode >= 2 copies the table into `__CUDA_TILEIR_CALLBACKS_ON_PRE_LOAD`,
  clears slot 2 of the copy, stores its address in `*out` and returns 0;
- `__CUDA_TILEIR_FUNC_NAME_<i>`, `__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE_<i>(_, _, _, params)`:
  the callback fills kernel i's hidden parameters in the parameter buffer and returns 0. Kernels
  without TMA have none, so it writes nothing (NVIDIA's walks the parameter offsets and writes
  nothing either). `_descriptor_writes` is where per-kernel tensor-map writes go.

The driver builds the object in the LLVM child that writes the PTX (`with_host_object`: the
tool's own process never loads llvmlite), or in a child of its own when the PTX comes from
elsewhere (`--start-after`). It depends only on the kernels' names, in module order (and, once
TMA exists, their descriptors), and on the host: x86-64 or aarch64, large code model, PIC, code
generated at -O3, as NVIDIA's (its aarch64 objects are ours byte for byte; on x86-64 our
argument-change callbacks lack its dead parameter walk and ON_PRE_LOAD's blocks are placed
otherwise), Linux or Windows. NVIDIA's `--host-os=windows` object is still ELF, with the Windows
x64 calling convention; on aarch64 it ignores the OS (its objects are identical for both), and so
do we.
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tileiras.diagnostics import CompileError
from tileiras.host_abi.tensor_map import (DTYPE_CODES, FLAGS, LARGE_SPAN_BYTES, ArgWord, TensorMapSpec, check_encodable,
                                          hidden_param_offsets)

MODULE_NAME = "LLVMDialectModule"
ABI_REVISION = 0x40
TABLE_SLOT0 = 2  # slots 0 and 7 of NVIDIA's table: 2 in every object seen, meaning not decoded
TABLE_SLOT7 = 2
DRIVER_SLOT_DEVICE_ATTRIBUTE = 6  # driver[6](handle, attribute, int *out)
CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16
HOST_ARCHS = ("x86_64", "aarch64")
HOST_OSES = ("linux", "windows")

# (host arch, host os) -> LLVM triple and code model. The `-elf` suffix keeps a Windows object
# ELF, as NVIDIA's is (ptxas embeds it as it is).
_HOSTS: dict[tuple[str, str], tuple[str, str]] = {
    ("x86_64", "linux"): ("x86_64-unknown-linux-gnu", "large"),
    ("x86_64", "windows"): ("x86_64-pc-windows-msvc-elf", "large"),
    ("aarch64", "linux"): ("aarch64-unknown-linux-gnu", "large"),  # code as small, eh_frame sdata8
    ("aarch64", "windows"): ("aarch64-unknown-linux-gnu", "large"),
}


@dataclass(frozen=True)
class HostKernel:
    """What the host object needs to know of one entry function: its (mangled) name and, for a
    kernel with TMA, its explicit parameters' byte sizes, the constant-bank address they start at
    (`Target.param_cbank_base`) and its tensor maps, in hidden-parameter order."""

    name: str
    param_sizes: tuple[int, ...] = ()
    cbank_base: int = 0
    tensor_maps: tuple[TensorMapSpec, ...] = ()

    def param_offsets(self) -> list[int]:
        """Each explicit parameter's offset in the parameter buffer (natural alignment)."""
        out, off = [], 0
        for size in self.param_sizes:
            off += -off % size
            out.append(off)
            off += size
        return out

    def hidden_offsets(self) -> list[int]:
        """The parameter-buffer offset of each tensor map (64-byte aligned in the constant bank)."""
        end = sum(self.param_sizes) and self.param_offsets()[-1] + self.param_sizes[-1]
        return hidden_param_offsets(end, len(self.tensor_maps), self.cbank_base)


_ENTRY = re.compile(r"^\s*(?:\.visible\s+|\.weak\s+)?\.entry\s+([^\s(]+)", re.M)


def ptx_entry_names(ptx: str) -> list[str]:
    """The names of the PTX's entry functions in text order, which is the module's order (the
    order of NVIDIA's `__CUDA_TILEIR_FUNC_CALLBACKS`)."""
    return _ENTRY.findall(ptx)


_ENTRY_PARAMS = re.compile(r"\.entry\s+([^\s(]+)\s*\((.*?)\)", re.S)
_SCALAR_PARAM = re.compile(r"\.param\s+\.[a-z]+?(\d+)\b(?![^,]*\[)")
_TENSOR_MAPS = re.compile(r"^// tileiras\.tensor_maps (\S+) (.*)$", re.M)
_TARGET = re.compile(r"^\s*\.target\s+sm_(\d+)", re.M)


def param_cbank_base(ptx: str) -> int:
    """Where the PTX's kernels' parameters start in constant bank 0, from its `.target` line
    (`Target.param_cbank_base`; sm_80's without one)."""
    from tileiras.target import get_target

    target = _TARGET.search(ptx)
    return get_target(f"sm_{target.group(1) if target else 80}").param_cbank_base


def ptx_host_kernels(ptx: str) -> list[HostKernel]:
    """The host object's view of a PTX module: its entries in text order, each with its explicit
    parameters' sizes and, from the `// tileiras.tensor_maps NAME JSON` lines the TMA lowering
    writes, its tensor maps (the cbank base from the `.target` line)."""
    import json

    maps = {m.group(1): m.group(2) for m in _TENSOR_MAPS.finditer(ptx)}
    base = param_cbank_base(ptx)
    out = []
    for m in _ENTRY_PARAMS.finditer(ptx):
        name = m.group(1)
        if name not in maps:
            out.append(HostKernel(name))
            continue
        sizes = tuple(int(w) // 8 for w in _SCALAR_PARAM.findall(m.group(2)))
        specs = tuple(TensorMapSpec(d["dtype"], d["base"], tuple(ArgWord(**w) for w in d["shape"]),
                                    tuple(ArgWord(**w) for w in d["strides"]), tuple(d["box"]), d["swizzle"])
                      for d in json.loads(maps[name]))
        out.append(HostKernel(name, sizes, base, specs))
    return out


def _string(data: bytes) -> str:
    """LLVM IR string literal body for `data` (printable ASCII kept, the rest escaped)."""
    return "".join(chr(b) if 0x20 <= b < 0x7F and b not in (0x22, 0x5C) else f"\\{b:02X}" for b in data)


def _descriptor_writes(index: int, kernel: HostKernel) -> list[str]:
    """IR instructions of kernel `index`'s argument-change callback that fill its hidden
    parameters in `%params` (its 4th argument): per tensor map, the 64 bytes of NVIDIA's encoding
    (`host_abi.tensor_map.encode`, which this computes from the argument words at launch). Empty
    for a kernel without TMA: NVIDIA's callback writes nothing then."""
    lines: list[str] = []
    offsets = kernel.param_offsets()
    for k, (spec, at) in enumerate(zip(kernel.tensor_maps, kernel.hidden_offsets())):
        lines += _tensor_map_ir(f"m{k}", spec, offsets, at)
    return lines


def _tensor_map_ir(tag: str, spec: TensorMapSpec, offsets: list[int], at: int) -> list[str]:
    """The IR of one tensor map's 64-byte write at parameter offset `at`; every value is i64."""
    check_encodable(spec.dtype, len(spec.shape), spec.box, spec.swizzle)
    code, e = DTYPE_CODES[spec.dtype]
    rank = len(spec.shape)
    out: list[str] = []
    count = iter(range(1 << 30))

    def tmp() -> str:
        return f"%{tag}.{next(count)}"

    def word(w: ArgWord) -> str:
        if w.param is None:
            return str(w.value & 0xFFFFFFFF)
        p, v = tmp(), tmp()
        out.append(f"{p} = getelementptr inbounds i8, ptr %params, i64 {offsets[w.param]}")
        out.append(f"{v}.32 = load i32, ptr {p}, align 4")
        out.append(f"{v} = zext i32 {v}.32 to i64")
        return v

    def op(text: str) -> str:
        v = tmp()
        out.append(f"{v} = {text}")
        return v

    p = op(f"getelementptr inbounds i8, ptr %params, i64 {offsets[spec.base]}")
    base = op(f"load i64, ptr {p}, align 8")
    shape = [word(w) for w in spec.shape]
    strides = [word(w) for w in spec.strides]
    span = op(f"mul i64 {shape[-1]}, {e}")
    for t, d in zip(strides, shape[:-1]):
        dm1 = op(f"sub i64 {d}, 1")
        elems = op(f"mul i64 {t}, {dm1}")
        span = op(f"add i64 {span}, {op(f'mul i64 {elems}, {e}')}")
    is_large = op(f"icmp uge i64 {span}, {LARGE_SPAN_BYTES}")
    large = op(f"shl i64 {op(f'zext i1 {is_large} to i64')}, 21")
    fixed = FLAGS | (rank - 1) << 4 | code << 7 | spec.swizzle << 13
    w1, w4, w7 = op(f"or i64 {large}, {fixed}"), op(f"and i64 {op(f'sub i64 {shape[-1]}, 1')}, 4294967295"), "0"
    if rank >= 2:
        row_bytes = op(f"mul i64 {strides[-1]}, {e}")
        units = op(f"and i64 {op(f'lshr i64 {row_bytes}, 4')}, 4294967295")
        w1 = op(f"or i64 {op(f'shl i64 {units}, 32')}, {w1}")
        outer = op(f"sub i64 {shape[-2]}, 1")
        w4 = op(f"or i64 {w4}, {op(f'shl i64 {outer}, 32')}")
        w7 = str(spec.box[-2] - 1)
    words = {0: op(f"and i64 {base}, {0x01FF_FFFF_FFFF_FFF0}"), 1: w1, 2: "0", 3: "0", 4: w4, 5: "0",
             6: str((spec.box[-1] - 1) << 56), 7: w7}
    if rank == 3:
        plane_bytes = op(f"mul i64 {strides[0]}, {e}")
        words[2] = op(f"lshr i64 {plane_bytes}, 4")
        words[5] = op(f"and i64 {op(f'sub i64 {shape[0]}, 1')}, 4294967295")
        words[7] = str(spec.box[1] - 1 | (spec.box[0] - 1) << 8)
    for i in range(8):
        q = op(f"getelementptr inbounds i8, ptr %params, i64 {at + 8 * i}")
        out.append(f"store i64 {words[i]}, ptr {q}, align 8")
    return out


def _arguments_change(index: int, kernel: HostKernel) -> str:
    body = "\n".join(f"  {line}" for line in _descriptor_writes(index, kernel))
    return (f"define internal i32 @__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE_{index}"
            f"(ptr %0, ptr %1, ptr %2, ptr %params) {{\nentry:\n{body + chr(10) if body else ''}"
            f"  ret i32 0\n}}\n")


TABLE_TYPE = "{ i64, i64, i64, i64, i64, ptr, i64, i64, ptr }"


def _hand_back_table(tag: str) -> str:
    """Copy `__CUDA_TILEIR_CALLBACKS` into `__CUDA_TILEIR_CALLBACKS_ON_PRE_LOAD`, clear slot 2 of
    the copy, store its address in `*out`. Written once per path into it (mode 1 after the SM
    count query, mode >= 2 at once), as NVIDIA's code has it twice; with the table stored whole
    and slot 2 then cleared, the aarch64 code of ON_PRE_LOAD is NVIDIA's byte for byte (x86-64:
    the same instructions and size, the blocks placed otherwise)."""
    return f"""copy{tag}:
  %table{tag} = load {TABLE_TYPE}, ptr @__CUDA_TILEIR_CALLBACKS, align 16
  store {TABLE_TYPE} %table{tag}, ptr @__CUDA_TILEIR_CALLBACKS_ON_PRE_LOAD, align 16
  %slot2.{tag} = getelementptr inbounds {TABLE_TYPE}, ptr @__CUDA_TILEIR_CALLBACKS_ON_PRE_LOAD, i32 0, i32 2
  store i64 0, ptr %slot2.{tag}, align 16
  store ptr @__CUDA_TILEIR_CALLBACKS_ON_PRE_LOAD, ptr %out, align 8
  br label %done
"""


ON_PRE_LOAD = f"""\
define i32 @__CUDA_TILEIR_ON_PRE_LOAD(ptr %driver, ptr %handle, i32 %mode, ptr %out) {{
entry:
  %count = alloca i32, align 4
  %refused = icmp eq i32 %mode, 0
  br i1 %refused, label %refuse, label %loaded
refuse:
  ret i32 1
loaded:
  %query = icmp slt i32 %mode, 2
  br i1 %query, label %sm_count, label %copy_now
{_hand_back_table("_now")}sm_count:
  %slot = getelementptr inbounds ptr, ptr %driver, i64 {DRIVER_SLOT_DEVICE_ATTRIBUTE}
  %attribute = load ptr, ptr %slot, align 8
  %ignored = call i32 %attribute(ptr %handle, i32 {CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT}, ptr %count)
  br label %copy_queried
{_hand_back_table("_queried")}done:
  ret i32 0
}}
"""


def host_ir(kernels: Sequence[HostKernel], triple: str = "x86_64-unknown-linux-gnu") -> str:
    """The LLVM IR of the host object for a module whose entry functions are `kernels`, in order."""
    n = len(kernels)
    out = [f"; ModuleID = '{MODULE_NAME}'", f'source_filename = "{MODULE_NAME}"', f'target triple = "{triple}"', ""]
    # globals in NVIDIA's order, which gives its section order (.lbss, .lrodata, .data.rel.ro)
    out.append(f"@__CUDA_TILEIR_CALLBACKS_ON_PRE_LOAD = internal global {TABLE_TYPE} zeroinitializer, align 16")
    for i, k in enumerate(kernels):
        name = k.name.encode() + b"\0"
        out.append(f'@__CUDA_TILEIR_FUNC_NAME_{i} = internal constant [{len(name)} x i8] c"{_string(name)}"')
    entries = ", ".join(
        f"[8 x ptr] [ptr @__CUDA_TILEIR_FUNC_NAME_{i}, ptr null, ptr null, ptr null, ptr null, "
        f"ptr @__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE_{i}, ptr null, ptr null]" for i in range(n))
    out.append(f"@__CUDA_TILEIR_FUNC_CALLBACKS = internal constant [{n} x [8 x ptr]] [{entries}], align 16")
    out.append(f"@__CUDA_TILEIR_CALLBACKS = constant {TABLE_TYPE} "
               f"{{ i64 {TABLE_SLOT0}, i64 0, i64 0, i64 0, i64 {ABI_REVISION}, ptr @__CUDA_TILEIR_FUNC_CALLBACKS, "
               f"i64 {n}, i64 {TABLE_SLOT7}, ptr @__CUDA_TILEIR_ON_PRE_LOAD }}, align 16")
    out.append("")
    for i, k in reversed(list(enumerate(kernels))):  # NVIDIA's .ltext holds them last first
        out.append(_arguments_change(i, k))
    out.append(ON_PRE_LOAD)
    return "\n".join(out)


_LOCK = threading.Lock()


@functools.cache
def _target_machine(triple: str, code_model: str):
    """llvmlite's target machine for a host, made once per process."""
    import llvmlite.binding as llvm

    with _LOCK:
        llvm.initialize_all_targets()
        llvm.initialize_all_asmprinters()
    return llvm.Target.from_triple(triple).create_target_machine(codemodel=code_model, reloc="pic", opt=3)


def host_triple(host_arch: str = "x86_64", host_os: str = "linux") -> tuple[str, str]:
    """The LLVM triple and code model of a `--host-arch`/`--host-os` pair; ValueError for others."""
    try:
        return _HOSTS[(host_arch, host_os)]
    except KeyError:
        raise ValueError(f"no host code for --host-arch={host_arch} --host-os={host_os} "
                         f"(supported: {', '.join(HOST_ARCHS)} x {', '.join(HOST_OSES)})") from None


def host_object(kernels: Sequence[str | HostKernel], host_arch: str = "x86_64", host_os: str = "linux") -> bytes:
    """The relocatable ELF object for ptxas's `--nv-host`: the callbacks of a module whose entry
    functions are `kernels` (names, or `HostKernel`s for kernels with tensor maps), in module
    order, for the given host."""
    import llvmlite.binding as llvm

    triple, code_model = host_triple(host_arch, host_os)
    tm = _target_machine(triple, code_model)
    try:
        module = llvm.parse_assembly(host_ir([k if isinstance(k, HostKernel) else HostKernel(k) for k in kernels], triple))
        module.verify()
    except RuntimeError as e:
        raise CompileError(f"internal error: invalid host callback IR: {e}") from None
    return tm.emit_object(module)


def with_host_object(emit: Callable[..., tuple], args: tuple, host_arch: str, host_os: str) -> tuple[tuple, bytes]:
    """`emit(*args)` (whose result starts with PTX text), and the host object of that PTX's
    entries: one job for the LLVM child that writes the PTX, so that the tool's own process
    never loads llvmlite (issue 16) and no second child starts it again."""
    result = emit(*args)
    return result, host_object(ptx_host_kernels(result[0]), host_arch, host_os)
