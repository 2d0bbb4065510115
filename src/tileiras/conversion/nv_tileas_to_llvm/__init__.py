"""nv_tileas -> LLVM IR text: one kernel per entry, with NVIDIA's parameter ABI.

Each `nv_tileaa.func` entry becomes `define ptx_kernel void @<name>(...)` whose parameters
are the entry's scalars one for one: pointers `ptr addrspace(1)` (`.param .u64 .ptr .global`),
integers and floats by value, `i1` as a byte. Function attributes give the launch shape:
`.reqntid` from the hints' warp count (default 4 warps; a warp-specialized kernel's launch warps,
`tileas_warp_specialize.launch_warps`), `.minnctapersm 1`, `.maxnreg` from the
occupancy hint, and on sm_90+ with a cluster hint `.reqnctapercluster` + `.blocksareclusters`
(as NVIDIA's tileiras does; a cluster's first CTA does the tile block's work, unless
`transforms/cluster_split.py` shared the work among the cluster's CTAs by their rank).

The module also carries NVIDIA's 64-byte `___NV_TILE_LAUNCH_META_DATA___` global.

`lower_module(..., flavor="host")` writes the same kernels for the CPU emulator: the same
bodies, a plain calling convention and the host triple.
"""

from __future__ import annotations

from dataclasses import asdict

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, ModuleOp
from xdsl.ir import Operation

from tileiras.codegen.llvm_builder import FunctionBuilder, ModuleBuilder
from tileiras.conversion.nv_tileaa_to_nv_tileas import kernel_hints, num_warps_of
from tileiras.conversion.nv_tileas_to_llvm import types as T
from tileiras.conversion.nv_tileas_to_llvm.lowering import (
    LOWERINGS,
    FunctionLowering,
    KernelInfo,
    LoweringError,
    V,
)
from tileiras.target import Target

# importing the family modules registers their lowerings in LOWERINGS
from tileiras.conversion.nv_tileas_to_llvm import elementwise as _elementwise  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import convert as _convert  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import pointer as _pointer  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import shape as _shape  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import views as _views  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import memory as _memory  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import atomics as _atomics  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import mma as _mma  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import reduce_scan as _reduce_scan  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import token as _token  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import control_flow as _control_flow  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import debug as _debug  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import grid as _grid  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import shared as _shared  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import wgmma as _wgmma  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import tcgen05 as _tcgen05  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm import warp as _warp  # noqa: F401
from tileiras.conversion.nv_tileas_to_llvm.tma import GRID_CONSTANT_PARAM, hidden_tensor_maps, tensor_maps_module_asm

NVPTX_TRIPLE = "nvptx64-nvidia-cuda"
NVPTX_DATALAYOUT = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
LAUNCH_METADATA = "___NV_TILE_LAUNCH_META_DATA___"


class ModuleLowering:
    """Lowers a whole nv_tileas module."""

    def __init__(self, module: ModuleOp, target: Target, flavor: str = "gpu",
                 triple: str = NVPTX_TRIPLE, datalayout: str = NVPTX_DATALAYOUT, debug: str = ""):
        from tileiras.codegen.debug_info import FULL, LINE_TABLES, DebugInfo

        self.module = module
        self.debug = None
        if debug:
            self.debug = DebugInfo(FULL if debug == "full" else LINE_TABLES)
        self.target = target
        self.flavor = flavor
        self.mb = ModuleBuilder(triple, datalayout)
        self.kernels: list[KernelInfo] = []
        self._globals: dict[str, str] = {}

    def global_symbol(self, name: str) -> str:
        try:
            return self._globals[name]
        except KeyError:
            raise LoweringError(f"unknown global '{name}'") from None

    def run(self) -> tuple[str, list[KernelInfo]]:
        if self.flavor == "gpu":
            self.mb.add_global(f"@{LAUNCH_METADATA} = addrspace(1) externally_initialized global [64 x i8] "
                               f"zeroinitializer, align 8")
        for op in self.module.walk():
            if op.name == "nv_tileaa.global":
                self.lower_global(op)
        for op in self.module.walk():
            if op.name == "nv_tileaa.func" and op.regions[0].blocks:
                if op.properties.get("kernel") is None:
                    raise LoweringError("device functions (non-entry functions) are not supported yet")
                self.lower_kernel(op)
        if self.debug is not None:
            self.mb.metadata += self.debug.lines()
        return self.mb.text(), self.kernels

    # -- globals ----------------------------------------------------------------------------------
    def lower_global(self, op: Operation) -> None:
        from tileiras.conversion.nv_tileas_to_llvm.elementwise import bits_literal, dense_bits

        name = op.sym_name.data
        check_symbol(name)
        value = op.value
        if not isinstance(value, DenseIntOrFPElementsAttr):
            raise LoweringError(f"global '{name}' has an initializer the code generator cannot lower")
        elem = value.get_element_type()
        shape = value.get_shape()
        n = 1
        for d in shape:
            n *= d
        bits = dense_bits(value, elem)
        if len(bits) == 1 and n > 1:
            bits = bits * n
        mty = T.mem_type(elem)
        init = "[" + ", ".join(f"{mty} {bits_literal(b, mty)}" for b in bits) + "]"
        align = max(int(op.alignment.value.data), T.byte_size(elem))
        const = "constant" if op.constant is not None else "global"
        sym = f"@{name}"
        link = "internal " if op.sym_visibility is not None and op.sym_visibility.data == "private" else ""
        self.mb.add_global(f"{sym} = {link}addrspace(1) {const} [{n} x {mty}] {init}, align {align}")
        self._globals[name] = sym

    # -- kernels ----------------------------------------------------------------------------------
    def lower_kernel(self, func: Operation) -> None:
        name = func.sym_name.data
        check_symbol(name)
        hints = kernel_hints(func)
        num_warps = num_warps_of(func)
        cluster = hints.get("num_cta_in_cga", 1) if self.target.has_clusters else 1
        if cluster < 1:
            cluster = 1
        fl = FunctionLowering(self.mb, func, num_warps, self.target, cluster)
        fl.module_lowering = self
        block = func.regions[0].blocks.first
        params = []
        param_info = []
        for i, a in enumerate(block.args):
            t = a.type
            llty = T.reg_type(t)
            pname = f"%arg{i}"
            params.append(f"{llty} {pname}")
            param_info.append((llty, T.type_key(t)))
            fl.set(a, V(pname, llty, t))
        tensor_maps = hidden_tensor_maps(func, self.target)  # TMA: one hidden 128-byte parameter per tensor map
        fl.tensor_map_params = [f"%tensor_map{k}" for k in range(len(tensor_maps))]
        fl.tensor_map_specs = tensor_maps
        for pname in fl.tensor_map_params:
            params.append(f"{GRID_CONSTANT_PARAM if self.flavor == 'gpu' else 'ptr'} {pname}")
            param_info.append(("ptr", "tensor_map"))
        if tensor_maps and self.flavor == "gpu":  # the PTX carries them to the host object
            self.mb.add_global(tensor_maps_module_asm(name, tensor_maps))
        from tileiras.transforms.tileas_warp_specialize import launch_warps

        launch = launch_warps(func) or num_warps  # a warp-specialized kernel's roles add warps
        # no jump tables: a warp-specialized kernel's role dispatch (warp 4..7) would become a
        # `brx.idx` indirect branch, which NVIDIA's code never has and ptxas handles worse
        attrs = [f'"nvvm.reqntid"="{32 * launch}"', '"nvvm.minctasm"="1"', '"no-jump-tables"="true"']
        occupancy = hints.get("occupancy")
        if occupancy:
            regs = 65536 // (32 * launch * occupancy)
            regs = max(24, min(255, regs - regs % 8))
            attrs.append(f'"nvvm.maxnreg"="{regs}"')
        if cluster > 1:
            attrs.append(f'"nvvm.cluster_dim"="{cluster},1,1"')
            attrs.append('"nvvm.blocksareclusters"')
        cc = "ptx_kernel " if self.flavor == "gpu" else ""
        header = f"define {cc}void @{_quote(name)}({', '.join(params)}) {' '.join(attrs)}"
        if self.debug is not None:
            from tileiras.dialects.cuda_tile.attributes import source_position

            pos = source_position(func.location) or _first_position(block)
            if pos is not None:
                sp = self.debug.subprogram(name, pos[0], pos[1])
                header += f" !dbg {sp}"
                fl.debug = (self.debug, sp, pos[0])
        fl.b = FunctionBuilder(self.mb, header)
        if cluster > 1 and not any(o.name == "nv_tileaa.get_cluster_rank" for o in func.walk()):
            # a tile block is a cluster; its first CTA does the work (unless the kernel shares it
            # among the cluster's CTAs by their rank: transforms/cluster_split.py)
            rank = fl.call("cluster.ctarank", [], "rank")
            first = fl.b.op(f"icmp eq i32 {rank}, 0")
            work = fl.b.new_block("work")
            done = fl.b.new_block("done")
            fl.b.cond_br(first, work, done)
            fl.b.set_block(done)
            fl.b.terminate("ret void")
            fl.b.set_block(work)
        fl.lower_block(block)
        if not fl.b.current.terminated:
            fl.b.terminate("ret void")
        self.mb.functions.append(fl.b.text())
        self.kernels.append(KernelInfo(name, param_info, launch, fl.smem_bytes, cluster, set(fl.helpers),
                                       [asdict(m) for m in tensor_maps]))


def _first_position(block) -> tuple[str, int, int] | None:
    """The first source position of an op in `block` (a kernel whose own location is unknown)."""
    from tileiras.dialects.cuda_tile.attributes import source_position

    for op in block.walk():
        pos = source_position(op.location)
        if pos is not None:
            return pos
    return None


def check_symbol(name: str) -> None:
    """PTX symbols are `[A-Za-z_$][A-Za-z0-9_$]*`; NVIDIA's tileiras fails on anything else."""
    import re

    if not re.fullmatch(r"[A-Za-z_$][A-Za-z0-9_$]*", name):
        raise LoweringError("failed to compile Tile IR program",
                            [f"symbol '{name}' is not a valid PTX identifier"])


def _quote(name: str) -> str:
    import re

    return name if re.fullmatch(r"[A-Za-z_$.][A-Za-z0-9_$.]*", name) else '"' + name.replace('"', "\\22") + '"'


def lower_module(module: ModuleOp, target: Target, flavor: str = "gpu", triple: str = NVPTX_TRIPLE,
                 datalayout: str = NVPTX_DATALAYOUT, debug: str = "") -> tuple[str, list[KernelInfo]]:
    """LLVM IR text for every entry of `module` (after layout assignment), and kernel facts.

    `debug`: "" (none), "lineinfo" (`.loc` line tables) or "full" (`-g`)."""
    return ModuleLowering(module, target, flavor, triple, datalayout, debug).run()


__all__ = ["lower_module", "ModuleLowering", "KernelInfo", "LoweringError", "LOWERINGS", "NVPTX_TRIPLE", "NVPTX_DATALAYOUT"]
