"""The async-machine helpers (`codegen.async_helpers`): cp.async and its groups, ldmatrix,
stmatrix.

- GPU bodies: one kernel calling every helper goes through our NVPTX path and ptxas (sm_80;
  sm_90 for stmatrix, which needs it).
- Host bodies (the SIMT emulator), on hand-written kernel IR: ldmatrix x1/x2/x4 (.trans)
  against a numpy model of the PTX ISA's fragment figure, stmatrix against its inverse and in a
  round trip, cp.async zero fill for every src_size, deferred completion (a read before the
  right wait sees the old shared memory), wait_group N keeping N groups pending, uncommitted
  copies, wait_all, and the errors (misaligned, outside shared memory, src_size > cp-size).

Every kernel has the parameters (img, aux, gsrc, out, dump): it first copies `img` into shared
memory with plain loads and stores, runs its body, then (after a barrier) copies shared memory
to `dump`; `aux` carries per-lane i32 inputs (row offsets, sizes), `gsrc` the global source of
the async copies, `out` per-lane results.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from tileiras.codegen import async_helpers, runtime
from tileiras.simt import Emulator
from tileiras.simt.emulator import EmulatorError

P = "__tileiras."
PARAMS = [("ptr addrspace(1)", "ptr")] * 5


def _kernel(name: str, body: list[str], smem: int, nthreads: int = 32) -> str:
    words = smem // 4 // nthreads
    assert words * 4 * nthreads == smem
    head = [
        f"define void @{name}(ptr addrspace(1) %img, ptr addrspace(1) %aux, ptr addrspace(1) %gsrc, "
        "ptr addrspace(1) %out, ptr addrspace(1) %dump) {",
        "entry:",
        f"  %t = call i32 @{P}tid()",
        f"  %sm = call ptr addrspace(3) @{P}smem()",
        f"  %t{words} = mul i32 %t, {words}",
        "  br label %fill",
        "fill:",
        "  %fi = phi i32 [ 0, %entry ], [ %fi1, %fill ]",
        f"  %fw = add i32 %t{words}, %fi",
        "  %fg = getelementptr i32, ptr addrspace(1) %img, i32 %fw",
        "  %fv = load i32, ptr addrspace(1) %fg",
        "  %fs = getelementptr i32, ptr addrspace(3) %sm, i32 %fw",
        "  store i32 %fv, ptr addrspace(3) %fs",
        "  %fi1 = add i32 %fi, 1",
        f"  %fc = icmp ult i32 %fi1, {words}",
        "  br i1 %fc, label %fill, label %body",
        "body:",
        f"  call void @{P}barrier()",
    ]
    tail = [
        f"  call void @{P}barrier()",
        "  br label %dumploop",
        "dumploop:",
        "  %di = phi i32 [ 0, %dumpentry ], [ %di1, %dumploop ]",
        f"  %dw = add i32 %t{words}, %di",
        "  %ds = getelementptr i32, ptr addrspace(3) %sm, i32 %dw",
        "  %dv = load i32, ptr addrspace(3) %ds",
        "  %dg = getelementptr i32, ptr addrspace(1) %dump, i32 %dw",
        "  store i32 %dv, ptr addrspace(1) %dg",
        "  %di1 = add i32 %di, 1",
        f"  %dc = icmp ult i32 %di1, {words}",
        "  br i1 %dc, label %dumploop, label %exit",
        "exit:",
        "  ret void",
        "}",
    ]
    return "\n".join(head + body + ["  br label %dumpentry", "dumpentry:"] + tail)


def _aux(i: int, out: str) -> list[str]:
    return [f"  %{out}.p = getelementptr i32, ptr addrspace(1) %aux, i32 {i}",
            f"  %{out} = load i32, ptr addrspace(1) %{out}.p"]


def _aux_lane(base: int, out: str, stride: int = 1, plus: int = 0) -> list[str]:
    """aux[base + t * stride + plus] into %out."""
    return [f"  %{out}.m = mul i32 %t, {stride}", f"  %{out}.i = add i32 %{out}.m, {base + plus}",
            f"  %{out}.p = getelementptr i32, ptr addrspace(1) %aux, i32 %{out}.i",
            f"  %{out} = load i32, ptr addrspace(1) %{out}.p"]


def _store_out(index: str, value: str, tag: str) -> list[str]:
    return [f"  %{tag}.p = getelementptr i32, ptr addrspace(1) %out, i32 {index}",
            f"  store i32 {value}, ptr addrspace(1) %{tag}.p"]


def _build(kernels: list[tuple[str, str, int, int]], helpers: set[str]) -> Emulator:
    import llvmlite.binding as llvm

    from tileiras.conversion.nv_tileas_to_llvm.lowering import KernelInfo
    from tileiras.simt.emulator import _llvm

    _llvm()
    helpers = {P + h for h in helpers | {"tid", "smem", "barrier"}}
    decls = [runtime.helper(h).declaration() for h in sorted(helpers)]
    text = f'target triple = "{llvm.get_process_triple()}"\n' + "\n".join(decls) + "\n"
    text += "\n".join(k[1] for k in kernels) + "\n"
    infos = [KernelInfo(name, PARAMS, num_warps=nthreads // 32, smem_bytes=smem, helpers=set(helpers))
             for name, _, smem, nthreads in kernels]
    return Emulator.from_llvm(text, infos)


def _run(emu: Emulator, name: str, img: np.ndarray, aux, gsrc=None, nout: int = 32 * 8):
    aux = np.asarray(aux, dtype=np.int32)
    gsrc = np.zeros(16, np.uint8) if gsrc is None else gsrc
    out = np.zeros(nout, np.uint32)
    dump = np.zeros_like(img)
    emu.launch(name, (1, 1, 1), [img, aux, gsrc, out, dump])
    return out, dump


def _aligned(n: int, rng: np.random.Generator) -> np.ndarray:
    """n random bytes starting at a 64-byte aligned address (a numpy view)."""
    raw = np.zeros(n + 64, np.uint8)
    start = (-raw.ctypes.data) % 64
    buf = raw[start:start + n]
    buf[:] = rng.integers(0, 256, n, dtype=np.uint8)
    return buf


# --- the numpy models, written from the PTX ISA text ------------------------------------------------

def ldmatrix_model(smem: np.ndarray, offsets, k: int, trans: bool) -> np.ndarray:
    """(32, k) u32: matrix j has its rows at the addresses of lanes 8j..8j+7; lane l gets row
    l // 4, elements 2(l % 4) (low half) and 2(l % 4) + 1 (high) of the fragment, which is the
    matrix as stored, or its transpose with .trans."""
    out = np.zeros((32, k), np.uint32)
    for j in range(k):
        m = np.stack([smem[offsets[8 * j + r]:offsets[8 * j + r] + 16].view(np.uint16) for r in range(8)])
        frag = m.T if trans else m
        for lane in range(32):
            lo, hi = frag[lane // 4, 2 * (lane % 4)], frag[lane // 4, 2 * (lane % 4) + 1]
            out[lane, j] = int(lo) | int(hi) << 16
    return out


def stmatrix_model(smem: np.ndarray, offsets, regs: np.ndarray, k: int, trans: bool) -> np.ndarray:
    """The shared memory after stmatrix: the inverse of `ldmatrix_model`."""
    smem = smem.copy()
    for j in range(k):
        frag = np.zeros((8, 8), np.uint16)
        for lane in range(32):
            frag[lane // 4, 2 * (lane % 4)] = regs[lane, j] & 0xFFFF
            frag[lane // 4, 2 * (lane % 4) + 1] = regs[lane, j] >> 16
        m = np.ascontiguousarray(frag.T if trans else frag)
        for r in range(8):
            smem[offsets[8 * j + r]:offsets[8 * j + r] + 16] = m[r].view(np.uint8)
    return smem


# --- GPU bodies ---------------------------------------------------------------------------------------

def _gpu_module(names: list[str]) -> str:
    from tileiras.codegen.nvptx import link_runtime
    from tileiras.conversion.nv_tileas_to_llvm import NVPTX_DATALAYOUT, NVPTX_TRIPLE

    lines = [f'target datalayout = "{NVPTX_DATALAYOUT}"', f'target triple = "{NVPTX_TRIPLE}"',
             "@buf = internal addrspace(3) global [4096 x i8] undef, align 16",
             "define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %n) {"]
    acc = "%n"
    for i, n in enumerate(names):
        h = runtime.helper(n)
        lines.append(f"  %s{i} = getelementptr i8, ptr addrspace(3) @buf, i32 {16 * i}")
        if n.startswith(("cp.async.ca", "cp.async.cg")):
            lines.append(f"  call void {h.symbol}(ptr addrspace(3) %s{i}, ptr addrspace(1) %g, i32 {acc})")
        elif n.startswith("cp.async"):
            lines.append(f"  call void {h.symbol}()")
        else:
            call = f"{h.symbol}(ptr addrspace(3) %s{i}" + "".join(f", i32 {acc}" for _ in h.args[1:]) + ")"
            if h.ret == "void":
                lines.append(f"  call void {call}")
                continue
            lines.append(f"  %r{i} = call {h.ret} {call}")
            v = f"%r{i}"
            if h.ret.startswith("{"):
                lines.append(f"  %e{i} = extractvalue {h.ret} %r{i}, {len(h.ret.split(',')) - 1}")
                v = f"%e{i}"
            elif h.ret != "i32":
                lines.append(f"  %e{i} = {'trunc' if h.ret == 'i64' else 'zext'} {h.ret} %r{i} to i32")
                v = f"%e{i}"
            lines.append(f"  %x{i} = add i32 {acc}, {v}")
            acc = f"%x{i}"
    lines += [f"  store i32 {acc}, ptr addrspace(1) %out", "  ret void", "}"]
    return link_runtime("\n".join(lines) + "\n", {P + n for n in names}, 0)


SM90_ONLY = ("stmatrix", "mbarrier.arrive.expect_tx", "mbarrier.complete_tx", "mbarrier.try_wait", "cp.async.bulk",
             "mbarrier.fence_init", "cluster.barrier", "mbarrier.arrive.remote")


@pytest.mark.parametrize("sm", ["sm_80", "sm_90"])
def test_gpu_bodies_assemble(sm):
    from tileiras.codegen.nvptx import compile_to_ptx
    from tileiras.target import TARGETS
    from tileiras.toolchain import ptxas

    names = [n for n in async_helpers.all_names() if sm == "sm_90" or not n.startswith(SM90_ONLY)]
    target = TARGETS[sm]
    ptx = compile_to_ptx(_gpu_module(names), target, 3, ["k"])
    for size in (4, 8, 16):
        assert f"cp.async.ca.shared.global [%rd" in ptx and f"], {size}, %r" in ptx
    assert "cp.async.cg.shared.global" in ptx and "cp.async.commit_group;" in ptx
    assert "cp.async.wait_all;" in ptx
    for n in range(8):
        assert f"cp.async.wait_group {n};" in ptx
    for op in ("ldmatrix", "stmatrix") if sm == "sm_90" else ("ldmatrix",):
        for k in (1, 2, 4):
            for t in ("", ".trans"):
                assert f"{op}.sync.aligned.m8n8.x{k}{t}.shared.b16" in ptx
    assert "mbarrier.init.shared.b64" in ptx and "mbarrier.arrive.shared.b64" in ptx
    if sm == "sm_90":
        for op in ("arrive.expect_tx", "complete_tx", "try_wait.parity"):
            assert f"mbarrier.{op}.shared.b64" in ptx
        for r in (1, 2, 3):  # TMA stores and their bulk async-groups; multicast loads (32-bit shared addresses)
            assert f"cp.async.bulk.tensor.{r}d.global.shared::cta.tile.bulk_group [%rd" in ptx
            assert re.search(rf"cp\.async\.bulk\.tensor\.{r}d\.shared::cluster\.global\.tile\.mbarrier::complete_tx::bytes"
                             rf"\.multicast::cluster \[%r\d+\], \[%rd\d+, \{{[^}}]*\}}\], \[%r\d+\], %rs\d+;", ptx)
        assert "barrier.cluster.arrive.release.aligned;" in ptx and "barrier.cluster.wait.acquire.aligned;" in ptx
        assert "mapa.shared::cluster.u32" in ptx and "mbarrier.arrive.release.cluster.shared::cluster.b64 _," in ptx
        for line in ("cp.async.bulk.commit_group;", "cp.async.bulk.wait_group.read 0;", "cp.async.bulk.wait_group 1;",
                     "fence.proxy.async.shared::cta;"):
            assert line in ptx
    assert ptxas.assemble(ptx, target)[:4] == b"\x7fELF"


def test_sm_90_instructions_are_refused_on_sm_80():
    """The sm_80 module above leaves stmatrix and try_wait out because ptxas refuses them there."""
    from tileiras.codegen.nvptx import compile_to_ptx
    from tileiras.diagnostics import ToolchainError
    from tileiras.target import TARGETS
    from tileiras.toolchain import ptxas

    for name in ("stmatrix.x1.b16", "mbarrier.try_wait.parity"):
        ptx = compile_to_ptx(_gpu_module([name]), TARGETS["sm_80"], 3, ["k"])
        with pytest.raises(ToolchainError, match=name.split(".")[0]):
            ptxas.assemble(ptx, TARGETS["sm_80"])


def test_helper_names_and_signatures():
    assert runtime.helper("cp.async.cg.16").args == ("ptr addrspace(3)", "ptr addrspace(1)", "i32")
    assert runtime.helper("cp.async.wait.15").ret == "void"  # rings up to MAX_RING_STAGES (16) stages
    assert runtime.helper("ldmatrix.x1.b16").ret == "i32"
    assert runtime.helper("ldmatrix.x2.trans.b16").ret == "{i32, i32}"
    assert runtime.helper("ldmatrix.x4.b16").ret == "{i32, i32, i32, i32}"
    assert runtime.helper("stmatrix.x4.trans.b16").args == ("ptr addrspace(3)",) + ("i32",) * 4
    for bad in ("cp.async.cg.8", "cp.async.ca.32", "cp.async.wait.16", "ldmatrix.x3.b16", "stmatrix.x4.b8",
                "cp.async.commit.1", "cp.async.wait.07", "cp.async.ca.04"):
        with pytest.raises(runtime.HelperError):
            runtime.helper(bad)


# --- ldmatrix / stmatrix in the emulator --------------------------------------------------------------

MATRIX_SMEM = 1024
VARIANTS = [(k, t) for k in (1, 2, 4) for t in (False, True)]


def _vname(op: str, k: int, trans: bool) -> str:
    return f"{op}.x{k}{'.trans' if trans else ''}.b16"


def _ld_kernel(k: int, trans: bool) -> str:
    h = runtime.helper(_vname("ldmatrix", k, trans))
    body = _aux_lane(0, "o") + [
        "  %row = getelementptr i8, ptr addrspace(3) %sm, i32 %o",
        f"  %r = call {h.ret} {h.symbol}(ptr addrspace(3) %row)",
        "  %ob = mul i32 %t, 4",
    ]
    for j in range(k):
        v = "%r" if k == 1 else f"%v{j}"
        if k > 1:
            body.append(f"  %v{j} = extractvalue {h.ret} %r, {j}")
        body.append(f"  %oi{j} = add i32 %ob, {j}")
        body += _store_out(f"%oi{j}", v, f"st{j}")
    return _kernel(f"ld{k}{'t' if trans else ''}", body, MATRIX_SMEM)


def _st_kernel(k: int, trans: bool) -> str:
    h = runtime.helper(_vname("stmatrix", k, trans))
    body = _aux_lane(0, "o")
    for j in range(k):
        body += _aux_lane(32, f"g{j}", stride=4, plus=j)
    body += ["  %row = getelementptr i8, ptr addrspace(3) %sm, i32 %o",
             f"  call void {h.symbol}(ptr addrspace(3) %row, " + ", ".join(f"i32 %g{j}" for j in range(k)) + ")"]
    return _kernel(f"st{k}{'t' if trans else ''}", body, MATRIX_SMEM)


def _roundtrip_kernel(ld_trans: bool, st_trans: bool) -> str:
    ld, st = runtime.helper(_vname("ldmatrix", 4, ld_trans)), runtime.helper(_vname("stmatrix", 4, st_trans))
    body = _aux_lane(0, "a") + _aux_lane(32, "b") + [
        "  %ra = getelementptr i8, ptr addrspace(3) %sm, i32 %a",
        "  %rb = getelementptr i8, ptr addrspace(3) %sm, i32 %b",
        f"  %r = call {ld.ret} {ld.symbol}(ptr addrspace(3) %ra)",
    ] + [f"  %v{j} = extractvalue {ld.ret} %r, {j}" for j in range(4)] + [
        f"  call void {st.symbol}(ptr addrspace(3) %rb, i32 %v0, i32 %v1, i32 %v2, i32 %v3)"]
    return _kernel(f"rt{int(ld_trans)}{int(st_trans)}", body, MATRIX_SMEM)


@pytest.fixture(scope="module")
def matrix_emu() -> Emulator:
    kernels = [(f"ld{k}{'t' if t else ''}", _ld_kernel(k, t), MATRIX_SMEM, 32) for k, t in VARIANTS]
    kernels += [(f"st{k}{'t' if t else ''}", _st_kernel(k, t), MATRIX_SMEM, 32) for k, t in VARIANTS]
    kernels += [(f"rt{a}{b}", _roundtrip_kernel(bool(a), bool(b)), MATRIX_SMEM, 32) for a in (0, 1) for b in (0, 1)]
    helpers = {_vname(op, k, t) for op in ("ldmatrix", "stmatrix") for k, t in VARIANTS}
    return _build(kernels, helpers)


def _row_offsets(rng: np.random.Generator, k: int, pool: int = MATRIX_SMEM // 16) -> np.ndarray:
    """32 lane offsets: distinct scattered 16-byte rows for the 8k lanes that give addresses;
    the others give unaligned, out-of-range garbage the instruction must ignore."""
    offs = rng.permutation(pool)[:32] * 16
    offs[8 * k:] = 1_000_003
    return offs.astype(np.int32)


@pytest.mark.parametrize("k,trans", VARIANTS)
def test_ldmatrix_fragments_match_the_isa(matrix_emu, k, trans):
    rng = np.random.default_rng(10 * k + trans)
    img = _aligned(MATRIX_SMEM, rng)
    offs = _row_offsets(rng, k)
    out, dump = _run(matrix_emu, f"ld{k}{'t' if trans else ''}", img, offs)
    got = out[:128].reshape(32, 4)[:, :k]
    assert (got == ldmatrix_model(img, offs, k, trans)).all()
    assert (dump == img).all()  # a load writes nothing
    if k == 4:  # the transposed and plain fragments differ (the test can tell them apart)
        assert (ldmatrix_model(img, offs, k, True) != ldmatrix_model(img, offs, k, False)).any()


@pytest.mark.parametrize("k,trans", VARIANTS)
def test_stmatrix_is_the_inverse_of_ldmatrix(matrix_emu, k, trans):
    rng = np.random.default_rng(100 + 10 * k + trans)
    img = _aligned(MATRIX_SMEM, rng)
    offs = _row_offsets(rng, k)
    regs = rng.integers(0, 2**32, (32, 4), dtype=np.uint32)
    aux = np.concatenate([offs, regs.view(np.int32).ravel()])
    _, dump = _run(matrix_emu, f"st{k}{'t' if trans else ''}", img, aux)
    want = stmatrix_model(img, offs, regs, k, trans)
    assert (dump == want).all()
    assert (want != img).any()


@pytest.mark.parametrize("ld_trans,st_trans", [(0, 0), (1, 1), (0, 1), (1, 0)])
def test_ldmatrix_stmatrix_round_trip(matrix_emu, ld_trans, st_trans):
    rng = np.random.default_rng(7 + 2 * ld_trans + st_trans)
    img = _aligned(MATRIX_SMEM, rng)
    rows = rng.permutation(MATRIX_SMEM // 16)[:64] * 16
    a, b = rows[:32].astype(np.int32), rows[32:].astype(np.int32)
    _, dump = _run(matrix_emu, f"rt{ld_trans}{st_trans}", img, np.concatenate([a, b]))
    for j in range(4):
        src = np.stack([img[a[8 * j + r]:a[8 * j + r] + 16].view(np.uint16) for r in range(8)])
        dst = np.stack([dump[b[8 * j + r]:b[8 * j + r] + 16].view(np.uint16) for r in range(8)])
        assert (dst == (src if ld_trans == st_trans else src.T)).all()


# --- cp.async in the emulator -------------------------------------------------------------------------

CP_SMEM = 4096
COPIES = [("ca", 4), ("ca", 8), ("ca", 16), ("cg", 16)]


def _cp(cache: str, size: int, dst: str, src: str, src_size: str) -> str:
    h = runtime.helper(f"cp.async.{cache}.{size}")
    return f"  call void {h.symbol}(ptr addrspace(3) {dst}, ptr addrspace(1) {src}, i32 {src_size})"


def _call(name: str) -> str:
    return f"  call void {runtime.helper(name).symbol}()"


def _slot(tag: str, base: int, stride: int) -> list[str]:
    """%tag.d / %tag.s: shared and global addresses base + t * stride."""
    return [f"  %{tag}.o0 = mul i32 %t, {stride}", f"  %{tag}.o = add i32 %{tag}.o0, {base}",
            f"  %{tag}.d = getelementptr i8, ptr addrspace(3) %sm, i32 %{tag}.o",
            f"  %{tag}.s = getelementptr i8, ptr addrspace(1) %gsrc, i32 %{tag}.o"]


def _read(tag: str, i: int, slot: str) -> list[str]:
    """out[t * 8 + i] = the first shared word of `slot` (as this thread sees it now)."""
    return [f"  %{tag} = load i32, ptr addrspace(3) %{slot}.d",
            f"  %{tag}.i0 = mul i32 %t, 8", f"  %{tag}.i = add i32 %{tag}.i0, {i}"] + \
        _store_out(f"%{tag}.i", f"%{tag}", f"{tag}.o")


def _fill_kernel(cache: str, size: int) -> str:
    """Lane t: cp.async of aux[t] bytes (of `size`) from gsrc + t * size to smem + t * size."""
    body = _slot("a", 0, size) + _aux_lane(0, "n") + [
        _cp(cache, size, "%a.d", "%a.s", "%n"), _call("cp.async.commit"), _call("cp.async.wait.0")]
    return _kernel(f"fill_{cache}{size}", body, CP_SMEM)


def _defer_kernel() -> str:
    """Three 16-byte copies per lane, A and B in groups 0 and 1, C never committed before
    wait_all; the lane reads each destination before and after the waits that retire it."""
    body = _slot("A", 0, 16) + _slot("B", 512, 16) + _slot("C", 1024, 16)
    body += [_cp("cg", 16, "%A.d", "%A.s", "16"), _call("cp.async.commit")]
    body += _read("x0", 0, "A")  # before any wait: old
    body += [_cp("ca", 16, "%B.d", "%B.s", "16"), _call("cp.async.commit"), _call("cp.async.wait.1")]
    body += _read("x1", 1, "A") + _read("x2", 2, "B")  # A done, B pending
    body += [_cp("cg", 16, "%C.d", "%C.s", "16"), _call("cp.async.wait.0")]
    body += _read("x3", 3, "B") + _read("x4", 4, "C")  # B done, C uncommitted: pending
    body += [_call("cp.async.wait.all")]
    body += _read("x5", 5, "C")  # wait_all commits C's group and waits for it
    return _kernel("defer", body, CP_SMEM)


def _wait_kernel(n: int) -> str:
    """Eight groups of one copy each (group g to smem + 512 g + 16 t), then wait_group n and
    read every destination."""
    body = []
    for g in range(8):
        body += _slot(f"g{g}", 512 * g, 16) + [_cp("ca", 16, f"%g{g}.d", f"%g{g}.s", "16"), _call("cp.async.commit")]
    body.append(_call(f"cp.async.wait.{n}"))
    for g in range(8):
        body += _read(f"r{g}", g, f"g{g}")
    return _kernel(f"wait{n}", body, CP_SMEM)


def _many_kernel() -> str:
    """100 4-byte copies per lane (word 32 i + t), a group committed after every 10th; wait.2
    after the 50th copy, wait.3 at the end: the first 70 copies land, the last 30 never do.
    More than 64 copies are pending at once (the queue grows) and a partly retired queue fills
    (it slides down)."""
    body = ["  br label %loop", "loop:",
            "  %i = phi i32 [ 0, %body ], [ %i1, %next ]",
            "  %w0 = mul i32 %i, 32", "  %w = add i32 %w0, %t", "  %o = mul i32 %w, 4",
            "  %d = getelementptr i8, ptr addrspace(3) %sm, i32 %o",
            "  %s = getelementptr i8, ptr addrspace(1) %gsrc, i32 %o",
            _cp("ca", 4, "%d", "%s", "4"),
            "  %m = urem i32 %i, 10", "  %c = icmp eq i32 %m, 9", "  br i1 %c, label %commit, label %next",
            "commit:", _call("cp.async.commit"),
            "  %mid = icmp eq i32 %i, 49", "  br i1 %mid, label %wait, label %next",
            "wait:", _call("cp.async.wait.2"), "  br label %next",
            "next:", "  %i1 = add i32 %i, 1", "  %more = icmp ult i32 %i1, 100",
            "  br i1 %more, label %loop, label %end",
            "end:", _call("cp.async.wait.3")]
    return _kernel("many", body, 12800)


def _probe_kernel() -> str:
    """One 16-byte copy per lane with dst offset aux[0] + 16 t, src offset aux[1] + 16 t and
    src_size aux[2] (the error cases)."""
    body = _aux(0, "do") + _aux(1, "so") + _aux(2, "n") + [
        "  %t16 = mul i32 %t, 16", "  %dd = add i32 %do, %t16", "  %ss = add i32 %so, %t16",
        "  %d = getelementptr i8, ptr addrspace(3) %sm, i32 %dd",
        "  %s = getelementptr i8, ptr addrspace(1) %gsrc, i32 %ss",
        _cp("cg", 16, "%d", "%s", "%n"), _call("cp.async.wait.all")]
    return _kernel("probe", body, CP_SMEM)


def _lane_rows_kernel(op: str) -> str:
    """ldmatrix/stmatrix .x4 with lane t's row at offset aux[t] (the error cases)."""
    body = _aux_lane(0, "o") + ["  %row = getelementptr i8, ptr addrspace(3) %sm, i32 %o"]
    h = runtime.helper(f"{op}.x4.b16")
    if op == "ldmatrix":
        body.append(f"  %r = call {h.ret} {h.symbol}(ptr addrspace(3) %row)")
    else:
        body.append(f"  call void {h.symbol}(ptr addrspace(3) %row, i32 1, i32 2, i32 3, i32 4)")
    return _kernel(f"rows_{op}", body, CP_SMEM)


PIPE_STAGE = 8192
PIPE_ITERS = 10


def _pipeline_kernel() -> str:
    """A 3-stage ring over 4 warps, as a software-pipelined GEMM main loop loads its tiles:
    iteration i copies global tile i (8 KB, 4 cg.16 copies per thread) into stage i % 3,
    commits, waits until one group is pending, and after a barrier reads the tile of iteration
    i - 1 (the one the wait retired) back: lane t sums its 4 words of a tile rotating with i."""
    body = ["  br label %loop", "loop:", "  %i = phi i32 [ 0, %body ], [ %i1, %loop ]",
            "  %acc = phi i32 [ 0, %body ], [ %acc1, %loop ]",
            "  %st = urem i32 %i, 3", "  %sb = mul i32 %st, 8192", f"  %gb = mul i32 %i, {PIPE_STAGE}"]
    for c in range(4):
        body += [f"  %o{c}0 = mul i32 %t, 16", f"  %o{c} = add i32 %o{c}0, {c * 2048}",
                 f"  %do{c} = add i32 %sb, %o{c}", f"  %so{c} = add i32 %gb, %o{c}",
                 f"  %d{c} = getelementptr i8, ptr addrspace(3) %sm, i32 %do{c}",
                 f"  %s{c} = getelementptr i8, ptr addrspace(1) %gsrc, i32 %so{c}",
                 _cp("cg", 16, f"%d{c}", f"%s{c}", "16")]
    body += [_call("cp.async.commit"), _call("cp.async.wait.1"), f"  call void @{P}barrier()",
             # the previous iteration's stage, at a rotated position (another warp's copies)
             "  %pi = add i32 %i, 2", "  %ps = urem i32 %pi, 3", "  %pb = mul i32 %ps, 8192",
             "  %rot0 = mul i32 %i, 1040", "  %rot1 = add i32 %rot0, %o00", "  %rot = urem i32 %rot1, 8192",
             "  %ro = add i32 %pb, %rot", "  %rp = getelementptr i8, ptr addrspace(3) %sm, i32 %ro",
             "  %rv = load i32, ptr addrspace(3) %rp", "  %acc1 = add i32 %acc, %rv",
             f"  call void @{P}barrier()",
             "  %i1 = add i32 %i, 1", f"  %more = icmp ult i32 %i1, {PIPE_ITERS}",
             "  br i1 %more, label %loop, label %end", "end:", _call("cp.async.wait.0")]
    body += _store_out("%t", "%acc1", "res")
    return _kernel("pipeline", body, 3 * 8192, 128)


@pytest.fixture(scope="module")
def cp_emu() -> Emulator:
    kernels = [(f"fill_{c}{s}", _fill_kernel(c, s), CP_SMEM, 32) for c, s in COPIES]
    kernels += [("defer", _defer_kernel(), CP_SMEM, 32), ("many", _many_kernel(), 12800, 32),
                ("probe", _probe_kernel(), CP_SMEM, 32)]
    kernels += [(f"wait{n}", _wait_kernel(n), CP_SMEM, 32) for n in range(8)]
    kernels += [(f"rows_{op}", _lane_rows_kernel(op), CP_SMEM, 32) for op in ("ldmatrix", "stmatrix")]
    kernels += [("pipeline", _pipeline_kernel(), 3 * 8192, 128)]
    helpers = {f"cp.async.{c}.{s}" for c, s in COPIES} | {"cp.async.commit", "cp.async.wait.all"}
    helpers |= {f"cp.async.wait.{n}" for n in range(8)} | {"ldmatrix.x4.b16", "stmatrix.x4.b16"}
    return _build(kernels, helpers)


def _word(buf: np.ndarray, offset: int) -> int:
    return int(buf[offset:offset + 4].view(np.uint32)[0])


@pytest.mark.parametrize("cache,size", COPIES)
def test_cp_async_copies_src_size_bytes_and_zero_fills(cp_emu, cache, size):
    rng = np.random.default_rng(size)
    img, gsrc = _aligned(CP_SMEM, rng), _aligned(CP_SMEM, rng)
    sizes = np.arange(32) % (size + 1)  # every src_size 0..size
    _, dump = _run(cp_emu, f"fill_{cache}{size}", img, sizes, gsrc)
    want = img.copy()
    for t, n in enumerate(sizes):
        want[t * size:t * size + n] = gsrc[t * size:t * size + n]
        want[t * size + n:(t + 1) * size] = 0
    assert (dump == want).all()


def test_cp_async_completes_at_the_wait_not_at_the_issue(cp_emu):
    rng = np.random.default_rng(1)
    img, gsrc = _aligned(CP_SMEM, rng), _aligned(CP_SMEM, rng)
    out, dump = _run(cp_emu, "defer", img, [0], gsrc)
    got = out.reshape(32, 8)
    for t in range(32):
        a, b, c = 16 * t, 512 + 16 * t, 1024 + 16 * t
        old = [_word(img, a), _word(img, a), _word(img, b), _word(img, b), _word(img, c), _word(img, c)]
        new = [_word(gsrc, a), _word(gsrc, a), _word(gsrc, b), _word(gsrc, b), _word(gsrc, c), _word(gsrc, c)]
        # read:   A before the wait, A after wait.1, B after wait.1, B after wait.0,
        #         C (uncommitted) after wait.0, C after wait_all
        seen_new = [False, True, False, True, False, True]
        want = [n if s else o for o, n, s in zip(old, new, seen_new)]
        assert list(got[t, :6]) == want, t
    for base in (0, 512, 1024):
        assert (dump[base:base + 512] == gsrc[base:base + 512]).all()
    # the old and new words differ, so every read above tells which one it saw
    assert all(_word(img, o) != _word(gsrc, o) for o in range(0, 1536, 16))


@pytest.mark.parametrize("n", range(8))
def test_wait_group_n_leaves_the_newest_n_groups_pending(cp_emu, n):
    rng = np.random.default_rng(20 + n)
    img, gsrc = _aligned(CP_SMEM, rng), _aligned(CP_SMEM, rng)
    out, dump = _run(cp_emu, f"wait{n}", img, [0], gsrc)
    got = out.reshape(32, 8)
    for t in range(32):
        want = [_word(gsrc if g < 8 - n else img, 512 * g + 16 * t) for g in range(8)]
        assert list(got[t]) == want, t
    # the groups still pending when the threads end never land
    want = img.copy()
    want[:512 * (8 - n)] = gsrc[:512 * (8 - n)]
    assert (dump == want).all()


def test_many_pending_copies_grow_and_compact_the_queue(cp_emu):
    rng = np.random.default_rng(3)
    img, gsrc = _aligned(12800, rng), _aligned(12800, rng)
    _, dump = _run(cp_emu, "many", img, [0], gsrc)
    want = img.copy()
    want[:70 * 128] = gsrc[:70 * 128]
    assert (dump == want).all()


def test_cp_async_good_probe_is_silent(cp_emu):
    rng = np.random.default_rng(4)
    img, gsrc = _aligned(CP_SMEM, rng), _aligned(CP_SMEM + 64, rng)
    before = len(cp_emu.faults)
    _, dump = _run(cp_emu, "probe", img, [512, 48, 16], gsrc)
    assert (dump[512:1024] == gsrc[48:560]).all()
    assert len(cp_emu.faults) == before


@pytest.mark.parametrize("aux,message", [
    ([8, 0, 16], r"'probe': block \(0, 0, 0\), thread 0: cp.async destination \(offset 0x8\) is not 16-byte aligned"
                 r"; .*thread 1: .* \(and 29 more\)$"),
    ([0, 4, 16], r"cp.async source \(address 0x[0-9a-f]+\) is not 16-byte aligned"),
    ([0, 0, 17], r"cp.async src_size 17 exceeds the copy size 16"),
    ([CP_SMEM - 256, 0, 16], r"cp.async destination \(offset 0x[0-9a-f]+\) lies outside the block's 4096 bytes"),
])
def test_cp_async_misuse_is_an_emulator_error(cp_emu, aux, message):
    rng = np.random.default_rng(5)
    img, gsrc = _aligned(CP_SMEM, rng), _aligned(CP_SMEM + 64, rng)
    with pytest.raises(EmulatorError, match=message):
        _run(cp_emu, "probe", img, aux, gsrc)


@pytest.mark.parametrize("op", ["ldmatrix", "stmatrix"])
@pytest.mark.parametrize("bad,why", [(8, "is not 16-byte aligned"), (CP_SMEM, "lies outside the block's")])
def test_matrix_row_misuse_is_an_emulator_error(cp_emu, op, bad, why):
    rng = np.random.default_rng(6)
    img = _aligned(CP_SMEM, rng)
    offs = np.arange(32, dtype=np.int32) * 16
    offs[5] = bad
    with pytest.raises(EmulatorError, match=rf"thread 5: {op} row address \(offset {bad:#x}\) {why}"):
        _run(cp_emu, f"rows_{op}", img, offs)
    _run(cp_emu, f"rows_{op}", img, np.arange(32, dtype=np.int32) * 16)  # the same kernel, good rows


# --- mbarriers in the emulator ------------------------------------------------------------------------

MB_SMEM = 1024


def _mb(name: str, args: str, out: str | None = None) -> str:
    h = runtime.helper(f"mbarrier.{name}")
    call = f"call {h.ret} {h.symbol}({args})"
    return f"  %{out} = {call}" if out else f"  {call}"


def _only(cond: str, tag: str, lines: list[str]) -> list[str]:
    """`lines` under the i1 `cond` (new blocks %tag.then / %tag.end)."""
    return [f"  br i1 {cond}, label %{tag}.then, label %{tag}.end", f"{tag}.then:", *lines,
            f"  br label %{tag}.end", f"{tag}.end:"]


def _result(i: int, value: str, tag: str) -> list[str]:
    """out[t * 8 + i] = zext i1 value."""
    return [f"  %{tag}.z = zext i1 {value} to i32", f"  %{tag}.i0 = mul i32 %t, 8",
            f"  %{tag}.i = add i32 %{tag}.i0, {i}"] + _store_out(f"%{tag}.i", f"%{tag}.z", f"{tag}.o")


def _phases_kernel() -> str:
    """64 threads, one barrier for all of them, three phases: each thread writes its phase
    slot, arrives, spins on try_wait.parity, then reads its neighbour's slot of that phase."""
    bar = "ptr addrspace(3) %sm"
    body = ["  %t0 = icmp eq i32 %t, 0"] + _only("%t0", "init", [_mb("init", f"{bar}, i32 64")])
    body += [f"  call void @{P}barrier()"]
    body += [_mb("try_wait.parity", f"{bar}, i32 0", "f0"), _mb("try_wait.parity", f"{bar}, i32 1", "f1")]
    body += _result(3, "%f0", "rf0") + _result(4, "%f1", "rf1")
    body += ["  %nb0 = add i32 %t, 1", "  %nb = urem i32 %nb0, 64", "  %mine4 = mul i32 %t, 4",
             "  %nb4 = mul i32 %nb, 4"]
    for p in range(3):
        body += [f"  %v{p} = add i32 %t, {100 * p}", f"  %mo{p} = add i32 %mine4, {64 + 256 * p}",
                 f"  %mp{p} = getelementptr i8, ptr addrspace(3) %sm, i32 %mo{p}",
                 f"  store i32 %v{p}, ptr addrspace(3) %mp{p}",
                 _mb("arrive", bar, f"tok{p}"), f"  br label %wait{p}", f"wait{p}:",
                 _mb("try_wait.parity", f"{bar}, i32 {p % 2}", f"ok{p}"),
                 f"  br i1 %ok{p}, label %go{p}, label %wait{p}", f"go{p}:",
                 f"  %no{p} = add i32 %nb4, {64 + 256 * p}",
                 f"  %np{p} = getelementptr i8, ptr addrspace(3) %sm, i32 %no{p}",
                 f"  %nv{p} = load i32, ptr addrspace(3) %np{p}",
                 f"  %oi{p}.0 = mul i32 %t, 8", f"  %oi{p} = add i32 %oi{p}.0, {p}"]
        body += _store_out(f"%oi{p}", f"%nv{p}", f"so{p}")
    return _kernel("mb_phases", body, MB_SMEM, 64)


def _tx_kernel() -> str:
    """Transaction counts: a phase with its arrivals done waits for its bytes; bytes that come
    before they are expected (a negative tx-count) complete the phase at the expecting arrival."""
    a, b = "ptr addrspace(3) %sm", "ptr addrspace(3) %b2"
    body = ["  %b2 = getelementptr i8, ptr addrspace(3) %sm, i32 8", "  %t0 = icmp eq i32 %t, 0",
            "  %t4 = icmp ult i32 %t, 4", "  %t2 = icmp ult i32 %t, 2"]
    body += _only("%t0", "i", [_mb("init", f"{a}, i32 1"), _mb("init", f"{b}, i32 1")])
    body += [f"  call void @{P}barrier()"]
    body += _only("%t0", "e", [_mb("arrive.expect_tx", f"{a}, i32 64", "s")])
    body += _only("%t2", "early", [_mb("complete_tx", f"{b}, i32 8")])
    body += [f"  call void @{P}barrier()", _mb("try_wait.parity", f"{a}, i32 0", "r0")]
    body += _result(0, "%r0", "w0")
    body += [f"  call void @{P}barrier()"]
    body += _only("%t4", "c", [_mb("complete_tx", f"{a}, i32 16")])
    body += _only("%t0", "late", [_mb("arrive.expect_tx", f"{b}, i32 16", "s2")])
    body += [f"  call void @{P}barrier()", _mb("try_wait.parity", f"{a}, i32 0", "r1"),
             _mb("try_wait.parity", f"{a}, i32 1", "r2"), _mb("try_wait.parity", f"{b}, i32 0", "r3")]
    body += _result(1, "%r1", "w1") + _result(2, "%r2", "w2") + _result(3, "%r3", "w3")
    return _kernel("mb_tx", body, MB_SMEM)


def _mb_probe_kernel() -> str:
    """Thread 0: init(smem + aux[0], aux[1]); if aux[2], arrive.expect_tx(16); then arrive."""
    bar = "ptr addrspace(3) %b"
    body = _aux(0, "o") + _aux(1, "n") + _aux(2, "x") + [
        "  %b = getelementptr i8, ptr addrspace(3) %sm, i32 %o", "  %t0 = icmp eq i32 %t, 0",
        "  %xe = icmp ne i32 %x, 0", "  %tx = and i1 %t0, %xe"]
    body += _only("%t0", "i", [_mb("init", f"{bar}, i32 %n")])
    body += _only("%tx", "e", [_mb("arrive.expect_tx", f"{bar}, i32 16", "s")])
    body += _only("%t0", "a", [_mb("arrive", bar, "s2")])
    return _kernel("mb_probe", body, MB_SMEM)


@pytest.fixture(scope="module")
def mb_emu() -> Emulator:
    kernels = [("mb_phases", _phases_kernel(), MB_SMEM, 64), ("mb_tx", _tx_kernel(), MB_SMEM, 32),
               ("mb_probe", _mb_probe_kernel(), MB_SMEM, 32)]
    return _build(kernels, {n for n in async_helpers.MBARRIER})


def test_mbarrier_phases_hold_every_thread_until_all_arrive(mb_emu):
    img = np.zeros(MB_SMEM, np.uint8)
    for _ in range(3):  # thread interleavings differ from run to run
        out, _ = _run(mb_emu, "mb_phases", img, [0], nout=64 * 8)
        got = out[:64 * 8].reshape(64, 8)
        t = np.arange(64)
        for p in range(3):
            assert (got[:, p] == (t + 1) % 64 + 100 * p).all(), p
        assert (got[:, 3] == 0).all()  # a fresh barrier: phase 0 (parity 0) is not complete
        assert (got[:, 4] == 1).all()  # and the phase before it (parity 1) counts as complete


def test_mbarrier_transaction_counts(mb_emu):
    out, _ = _run(mb_emu, "mb_tx", np.zeros(MB_SMEM, np.uint8), [0])
    got = out.reshape(32, 8)
    assert (got[:, 0] == 0).all()  # arrivals done, 64 bytes expected, none arrived
    assert (got[:, 1] == 1).all()  # 4 x 16 bytes arrived: phase 0 complete
    assert (got[:, 2] == 0).all()  # phase 1 (parity 1) is the current one
    assert (got[:, 3] == 1).all()  # bytes before their expect_tx: complete at the arrival


def test_mbarrier_good_probe_is_silent(mb_emu):
    before = len(mb_emu.faults)
    _run(mb_emu, "mb_probe", np.zeros(MB_SMEM, np.uint8), [16, 1, 0])
    assert len(mb_emu.faults) == before


@pytest.mark.parametrize("aux,message", [
    ([4, 1, 0], r"thread 0: mbarrier address \(offset 0x4\) is not 8-byte aligned"),
    ([MB_SMEM, 1, 0], r"thread 0: mbarrier address \(offset 0x400\) lies outside the block's 1024 bytes"),
    ([0, 0, 0], r"thread 0: mbarrier.init count 0 is outside \[1, 2\^20 - 1\]"),
    ([0, 1 << 20, 0], r"thread 0: mbarrier.init count 1048576 is outside"),
    ([0, 1, 1], r"thread 0: mbarrier arrival \(1\) on a phase with 0 pending arrivals"),
])
def test_mbarrier_misuse_is_an_emulator_error(mb_emu, aux, message):
    with pytest.raises(EmulatorError, match=message):
        _run(mb_emu, "mb_probe", np.zeros(MB_SMEM, np.uint8), aux)


# --- ldmatrix feeding the mma helper (what the tensor-core lowering will do) ---------------------------

def _mma_kernel() -> str:
    """A (16x16 f16, row-major at smem 0) through ldmatrix.x4, B (16x8 f16, k-major rows at smem
    512) through ldmatrix.x2.trans, then mma.m16n8k16 with zero accumulators; lane l stores its
    four results at out[row * 8 + col] (rows g, g + 8, columns 2t, 2t + 1)."""
    lda, ldb = runtime.helper("ldmatrix.x4.b16"), runtime.helper("ldmatrix.x2.trans.b16")
    mma = runtime.helper("mma.m16n8k16.f32.f16.f16")
    body = ["  %l16 = and i32 %t, 15", "  %hi = lshr i32 %t, 4", "  %ar = mul i32 %l16, 32", "  %ac = mul i32 %hi, 16",
            "  %ao = add i32 %ar, %ac", "  %pa = getelementptr i8, ptr addrspace(3) %sm, i32 %ao",
            "  %bo0 = mul i32 %l16, 16", "  %bo = add i32 %bo0, 512",
            "  %pb = getelementptr i8, ptr addrspace(3) %sm, i32 %bo",
            f"  %a = call {lda.ret} {lda.symbol}(ptr addrspace(3) %pa)",
            f"  %b = call {ldb.ret} {ldb.symbol}(ptr addrspace(3) %pb)"]
    body += [f"  %a{j} = extractvalue {lda.ret} %a, {j}" for j in range(4)]
    body += [f"  %b{j} = extractvalue {ldb.ret} %b, {j}" for j in range(2)]
    body += [f"  %d = call {mma.ret} {mma.symbol}(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, "
             "float 0.0, float 0.0, float 0.0, float 0.0)",
             "  %g = lshr i32 %t, 2", "  %tt = and i32 %t, 3", "  %c0 = shl i32 %tt, 1"]
    for i, (h, c) in enumerate([(0, 0), (0, 1), (1, 0), (1, 1)]):
        body += [f"  %d{i} = extractvalue {mma.ret} %d, {i}", f"  %db{i} = bitcast float %d{i} to i32",
                 f"  %row{i} = add i32 %g, {8 * h}", f"  %rb{i} = mul i32 %row{i}, 8", f"  %cc{i} = add i32 %c0, {c}",
                 f"  %oi{i} = add i32 %rb{i}, %cc{i}"]
        body += _store_out(f"%oi{i}", f"%db{i}", f"so{i}")
    return _kernel("mma", body, 1024)


def test_ldmatrix_fragments_feed_mma_sync():
    emu = _build([("mma", _mma_kernel(), 1024, 32)],
                 {"ldmatrix.x4.b16", "ldmatrix.x2.trans.b16", "mma.m16n8k16.f32.f16.f16"})
    rng = np.random.default_rng(11)
    a = rng.integers(-8, 9, (16, 16)).astype(np.float16)
    b = rng.integers(-8, 9, (16, 8)).astype(np.float16)
    img = np.zeros(1024, np.uint8)
    img[:512] = a.view(np.uint8).ravel()
    img[512:768] = b.view(np.uint8).ravel()
    out, _ = _run(emu, "mma", img, [0], nout=128)
    got = out.view(np.float32).reshape(16, 8)
    assert (got == a.astype(np.float32) @ b.astype(np.float32)).all()


def test_three_stage_ring_over_four_warps(cp_emu):
    """Each iteration reads the stage the previous iteration filled (retired by wait.1 and
    published by the barrier); iteration 0 reads the stage no copy has reached yet."""
    rng = np.random.default_rng(12)
    img, gsrc = _aligned(3 * 8192, rng), _aligned(PIPE_ITERS * PIPE_STAGE, rng)
    out, dump = _run(cp_emu, "pipeline", img, [0], gsrc, nout=128)
    want = np.zeros(128, np.uint64)
    for t in range(128):
        for i in range(PIPE_ITERS):
            rot = (i * 1040 + 16 * t) % 8192
            src = img[2 * 8192:] if i == 0 else gsrc[(i - 1) * PIPE_STAGE:i * PIPE_STAGE]
            want[t] += _word(src, rot)
    assert (out[:128] == (want % 2**32).astype(np.uint32)).all()
    last = {i % 3: i for i in range(PIPE_ITERS)}
    for stage, i in last.items():
        assert (dump[stage * 8192:(stage + 1) * 8192] == gsrc[i * PIPE_STAGE:(i + 1) * PIPE_STAGE]).all()
