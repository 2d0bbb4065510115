"""The SIMT emulator's runtime on hand-written kernel IR: thread ids, warp shuffles, block
barriers with shared memory, several blocks, printf packing."""

from __future__ import annotations

import ctypes
import struct

import numpy as np

from tileiras.conversion.nv_tileas_to_llvm.lowering import KernelInfo
from tileiras.simt import Emulator, format_vprintf

HELPERS = {"__tileiras.tid", "__tileiras.ctaid.x", "__tileiras.shfl.xor", "__tileiras.shfl.idx",
           "__tileiras.barrier", "__tileiras.smem"}

KERNEL = r"""
declare i32 @__tileiras.tid()
declare i32 @__tileiras.ctaid.x()
declare i32 @__tileiras.shfl.xor(i32, i32)
declare i32 @__tileiras.shfl.idx(i32, i32)
declare void @__tileiras.barrier()
declare ptr addrspace(3) @__tileiras.smem()

; out[b*64 + t] = (warp sum of tid) * 1000 + (tid of lane 31 - lane) + reversed-through-smem tid
define void @k(ptr addrspace(1) %out) {
  %t = call i32 @__tileiras.tid()
  %b = call i32 @__tileiras.ctaid.x()
  %s1 = call i32 @__tileiras.shfl.xor(i32 %t, i32 1)
  %a1 = add i32 %t, %s1
  %s2 = call i32 @__tileiras.shfl.xor(i32 %a1, i32 2)
  %a2 = add i32 %a1, %s2
  %s4 = call i32 @__tileiras.shfl.xor(i32 %a2, i32 4)
  %a4 = add i32 %a2, %s4
  %s8 = call i32 @__tileiras.shfl.xor(i32 %a4, i32 8)
  %a8 = add i32 %a4, %s8
  %s16 = call i32 @__tileiras.shfl.xor(i32 %a8, i32 16)
  %sum = add i32 %a8, %s16
  %lane = and i32 %t, 31
  %src = sub i32 31, %lane
  %mir = call i32 @__tileiras.shfl.idx(i32 %t, i32 %src)
  %sm = call ptr addrspace(3) @__tileiras.smem()
  %p = getelementptr i32, ptr addrspace(3) %sm, i32 %t
  store i32 %t, ptr addrspace(3) %p
  call void @__tileiras.barrier()
  %r = sub i32 63, %t
  %q = getelementptr i32, ptr addrspace(3) %sm, i32 %r
  %rev = load i32, ptr addrspace(3) %q
  %x = mul i32 %sum, 1000
  %y = mul i32 %mir, 100
  %z = add i32 %x, %y
  %w = add i32 %z, %rev
  %bo = mul i32 %b, 64
  %i = add i32 %bo, %t
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %w, ptr addrspace(1) %o
  ret void
}
"""


def test_threads_shuffles_barriers_and_blocks():
    import llvmlite.binding as llvm

    from tileiras.simt.emulator import _llvm

    _llvm()
    triple = llvm.get_process_triple()
    text = f'target triple = "{triple}"\n' + KERNEL
    info = KernelInfo("k", [("ptr addrspace(1)", "ptr")], num_warps=2, smem_bytes=256, helpers=set(HELPERS))
    emu = Emulator.from_llvm(text, [info])
    out = np.zeros(3 * 64, np.int32)
    emu.launch("k", (3, 1, 1), [out])
    t = np.arange(64)
    warp_sum = np.where(t < 32, sum(range(32)), sum(range(32, 64)))
    mirror = (t // 32) * 32 + (31 - t % 32)
    want = warp_sum * 1000 + mirror * 100 + (63 - t)
    assert (out.reshape(3, 64) == want).all()


def test_vprintf_buffer_layout():
    # natural alignment: i32 at 0, double at 8, i64 at 16, i32 at 24 and 28
    buf = ctypes.create_string_buffer(32)
    struct.pack_into("<i", buf, 0, -7)
    struct.pack_into("<d", buf, 8, 2.5)
    struct.pack_into("<q", buf, 16, 1 << 40)
    struct.pack_into("<I", buf, 24, 255)
    struct.pack_into("<I", buf, 28, 7)
    text = format_vprintf(b"a=%d b=%.2f c=%ld d=%x e=%u%%\n", ctypes.addressof(buf))
    assert text == "a=-7 b=2.50 c=1099511627776 d=ff e=7%\n"
    assert format_vprintf(b"no arguments\n", 0) == "no arguments\n"
