"""Compile-time shortcuts (issue 16) that must not change what is compiled: libdevice reduced to
the functions a kernel calls before linking."""

from __future__ import annotations

import pytest

from tileiras.target import Target, get_target

KERNEL_CALLING_LIBDEVICE = """\
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_expf(float)
declare float @__nv_sinf(float)

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  %e = call float @__nv_expf(float %x)
  %s = call float @__nv_sinf(float %e)
  store float %s, ptr addrspace(1) %p
  ret void
}
"""


def test_libdevice_is_linked_reduced_to_what_the_kernel_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    """The PTX is the one of linking all of libdevice, and the linked module holds only the
    functions called (and what they call), not libdevice's hundreds."""
    from tileiras.codegen import nvptx

    target = get_target("sm_90")
    kept: list[set[str]] = []
    reduce = nvptx._keep_only

    def recording(lib, wanted: set[str], target: Target) -> None:
        reduce(lib, wanted, target)
        kept.append({f.name for f in lib.functions if not f.is_declaration})

    monkeypatch.setattr(nvptx, "_keep_only", recording)
    reduced = nvptx.compile_to_ptx(KERNEL_CALLING_LIBDEVICE, target, 3, ["k"])
    assert len(kept) == 1 and {"__nv_expf", "__nv_sinf"} <= kept[0] and len(kept[0]) < 20, kept
    monkeypatch.setattr(nvptx, "_keep_only", lambda lib, wanted, target: None)
    whole = nvptx.compile_to_ptx(KERNEL_CALLING_LIBDEVICE, target, 3, ["k"])
    assert reduced == whole
    assert "__nv_expf" not in reduced  # inlined: linked and optimized
