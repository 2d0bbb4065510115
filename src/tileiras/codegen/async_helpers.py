"""The async-machine instruction helpers: `cp.async` and its groups, `ldmatrix`, `stmatrix`,
`mbarrier` (names without the `__tileiras.` prefix):

- `cp.async.ca.4`, `cp.async.ca.8`, `cp.async.ca.16`, `cp.async.cg.16`:
  `void (ptr addrspace(3) %dst, ptr addrspace(1) %src, i32 %src_size)`; PTX
  `cp.async.{ca|cg}.shared.global [dst], [src], N, src_size;` (sm_80+): copies `src_size`
  bytes (0..N) and zero-fills the rest of the N; dst and src N-byte aligned.
- `cp.async.commit`: `void ()`, `cp.async.commit_group;`.
- `cp.async.wait.<N>` (N = 0..15): `void ()`, `cp.async.wait_group N;` (until at most N of this
  thread's committed groups are pending); `cp.async.wait.all`: `cp.async.wait_all;`, which the
  ISA defines as `commit_group` followed by `wait_group 0`.
- `ldmatrix.x{1,2,4}[.trans].b16`: `(ptr addrspace(3) %row)` -> `i32` / `{i32, i32}` /
  `{i32, i32, i32, i32}`; PTX `ldmatrix.sync.aligned.m8n8.xK[.trans].shared.b16` (sm_75+).
- `stmatrix.x{1,2,4}[.trans].b16`: `void (ptr addrspace(3) %row, i32 x K)`; PTX
  `stmatrix.sync.aligned.m8n8.xK[.trans].shared.b16` (sm_90+).
- `mbarrier.init`, `mbarrier.arrive`, `mbarrier.arrive.expect_tx`, `mbarrier.complete_tx`,
  `mbarrier.try_wait.parity` (see `MBARRIER`).
- TMA stores (sm_90+, see `_bulk_store`): `cp.async.bulk.tensor.<r>d.store`,
  `cp.async.bulk.commit_group`, `cp.async.bulk.wait_group.read.<N>`, `cp.async.bulk.wait_group.<N>`,
  `cp.async.bulk.proxy_fence` (`fence.proxy.async.shared::cta`).

The fragment mapping of ldmatrix (PTX ISA, "Warp-level matrix load instruction: ldmatrix",
m8n8 .b16): the eight addresses of matrix j (each the start of a 16-byte row, 16-byte aligned)
come from lanes 8j..8j+7 (so .x1 reads the addresses of lanes 0-7, .x2 of 0-15, .x4 of all);
"each thread in a warp loads fragments of a row, with thread 0 receiving the first fragment in
its register", "a group of four threads loads an entire row": lane l receives in register j
the 32-bit word l % 4 of row l / 4 of matrix j (elements 2(l % 4) and 2(l % 4) + 1, the first
in the low half). `.trans` loads the matrix "in column-major format": the rows in memory are
the columns of the fragment, so register j of lane l holds the elements at [row 2(l % 4),
col l / 4] (low half) and [row 2(l % 4) + 1, col l / 4] (high half) of matrix j as stored.
stmatrix is the same mapping in the other direction ("thread 0 storing the first fragment from
its register").

GPU bodies are inline PTX; shared addresses are the 64-bit `ptr addrspace(3)` values (constraint
`l`), as the rest of the kernel's shared accesses (32-bit `r` operands gave the same SASS, 112
instructions on sm_80 and 120 on sm_90, for a pipelined cp.async + ldmatrix loop). Host bodies (the SIMT emulator) call the emulator's runtime
(`simt/host_runtime.py`), which models the instructions exactly: a `cp.async` copies nothing
when it is issued; its copy is performed by the `wait` that retires its group (so a read of the
destination before the right wait sees the old shared memory); ldmatrix/stmatrix exchange the
row addresses across the warp (`@__sim.warp_exchange`) and check them (16-byte aligned, inside
the block's shared memory). Misuse is reported: the launch raises `EmulatorError`.
"""

from __future__ import annotations

import re

CP_ASYNC_SIZES = {"ca": (4, 8, 16), "cg": (16,)}
WAIT_GROUPS = range(16)
"""`cp.async.wait_group` counts: a ring of S stages waits with S - 2 pending (`tileas_pipeline.MAX_RING_STAGES` is 16)."""
MATRIX_COUNTS = (1, 2, 4)

_MEM = "nounwind"
_WARP = "convergent nounwind"


def async_helper(name: str, short: str):
    """The `Helper` for `short` (a name of this module's families), or HelperError."""
    from tileiras.codegen.runtime import HelperError

    parts = short.split(".")
    if short in BULK_GROUP_HELPERS or re.fullmatch(r"cp\.async\.bulk\.(tensor\.[123]d\.store|"
                                                   r"wait_group(\.read)?\.[0-7])", short):
        h = _bulk_store(name, short)
    elif short.startswith("cp.async.bulk.tensor.") and short.endswith(".multicast"):
        h = _bulk_tensor_multicast(name, short)
    elif short.startswith("cp.async.bulk.tensor."):
        h = _bulk_tensor(name, short)
    elif short == CLUSTER_BARRIER:
        h = _cluster_barrier(name)
    elif short == TENSORMAP_PREFETCH:
        h = _prefetch_tensormap(name)
    elif short == "mbarrier.fence_init":
        h = _fence_mbarrier_init(name)
    elif parts[0] == "cp" and short.startswith("cp.async."):
        h = _cp_async(name, parts[2:])
    elif parts[0] in ("ldmatrix", "stmatrix"):
        h = _matrix(name, short)
    elif parts[0] == "mbarrier":
        h = _mbarrier(name, short)
    else:
        h = None
    if h is None:
        raise HelperError(f"unknown runtime helper '{name}'")
    return h


def _cp_async(name: str, rest: list[str]):
    from tileiras.codegen.runtime import Helper

    if rest == ["commit"]:
        return Helper(name, "void", (),
                      '  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()\n  ret void',
                      "  call void @__sim.cp_async_commit()\n  ret void", attrs=_MEM)
    if rest == ["wait", "all"]:
        return Helper(name, "void", (), '  call void asm sideeffect "cp.async.wait_all;", "~{memory}"()\n  ret void',
                      "  call void @__sim.cp_async_wait_all()\n  ret void", attrs=_MEM)
    if len(rest) == 2 and rest[0] == "wait" and rest[1] in {str(n) for n in WAIT_GROUPS}:
        n = int(rest[1])
        return Helper(name, "void", (),
                      f'  call void asm sideeffect "cp.async.wait_group {n};", "~{{memory}}"()\n  ret void',
                      f"  call void @__sim.cp_async_wait(i32 {n})\n  ret void", attrs=_MEM)
    if len(rest) == 2 and rest[0] in CP_ASYNC_SIZES and rest[1] in {str(n) for n in CP_ASYNC_SIZES[rest[0]]}:
        cache, size = rest[0], int(rest[1])
        args = ("ptr addrspace(3)", "ptr addrspace(1)", "i32")
        gpu = (f'  call void asm sideeffect "cp.async.{cache}.shared.global [$0], [$1], {size}, $2;", '
               f'"l,l,r,~{{memory}}"(ptr addrspace(3) %a0, ptr addrspace(1) %a1, i32 %a2)\n  ret void')
        host = ("  %d = addrspacecast ptr addrspace(3) %a0 to ptr\n"
                "  %s = addrspacecast ptr addrspace(1) %a1 to ptr\n"
                f"  call void @__sim.cp_async(ptr %d, ptr %s, i32 {size}, i32 %a2)\n  ret void")
        return Helper(name, "void", args, gpu, host, attrs=_MEM)
    return None


def _matrix(name: str, short: str):
    from tileiras.codegen.runtime import Helper

    m = re.fullmatch(r"(ldmatrix|stmatrix)\.x([124])(\.trans)?\.b16", short)
    if m is None:
        return None
    op, k, trans = m.group(1), int(m.group(2)), m.group(3) is not None
    ptx = f"{op}.sync.aligned.m8n8.x{k}{'.trans' if trans else ''}.shared.b16"
    regs = ", ".join(f"${i + (1 if op == 'stmatrix' else 0)}" for i in range(k))
    host_lines = ["  %row = addrspacecast ptr addrspace(3) %a0 to ptr",
                  f"  %regs = alloca [{k} x i32], align 4"]
    if op == "ldmatrix":
        ret = "i32" if k == 1 else "{" + ", ".join(["i32"] * k) + "}"
        cons = ",".join(["=r"] * k + ["l", "~{memory}"])
        gpu = (f'  %r = call {ret} asm sideeffect "{ptx} {{{regs}}}, [${k}];", "{cons}"(ptr addrspace(3) %a0)\n'
               f"  ret {ret} %r")
        host_lines.append(f"  call void @__sim.ldmatrix(ptr %row, i32 {k}, i32 {int(trans)}, ptr %regs)")
        cur = "poison"
        for j in range(k):
            host_lines.append(f"  %p{j} = getelementptr i32, ptr %regs, i32 {j}")
            host_lines.append(f"  %v{j} = load i32, ptr %p{j}")
            if k > 1:
                host_lines.append(f"  %s{j} = insertvalue {ret} {cur}, i32 %v{j}, {j}")
                cur = f"%s{j}"
        host_lines.append(f"  ret {ret} {'%v0' if k == 1 else cur}")
        return Helper(name, ret, ("ptr addrspace(3)",), gpu, "\n".join(host_lines), attrs=_WARP)
    args = ("ptr addrspace(3)",) + ("i32",) * k
    cons = ",".join(["l"] + ["r"] * k + ["~{memory}"])
    argv = ", ".join(f"{t} %a{i}" for i, t in enumerate(args))
    gpu = f'  call void asm sideeffect "{ptx} [$0], {{{regs}}};", "{cons}"({argv})\n  ret void'
    for j in range(k):
        host_lines.append(f"  %p{j} = getelementptr i32, ptr %regs, i32 {j}")
        host_lines.append(f"  store i32 %a{j + 1}, ptr %p{j}")
    host_lines.append(f"  call void @__sim.stmatrix(ptr %row, i32 {k}, i32 {int(trans)}, ptr %regs)")
    host_lines.append("  ret void")
    return Helper(name, "void", args, gpu, "\n".join(host_lines), attrs=_WARP)


MBARRIER = {
    # name: (return type, argument types after the address, PTX, host call)
    "mbarrier.init": ("void", ("i32",), "mbarrier.init.shared.b64 [$0], $1;", "mbarrier_init"),
    "mbarrier.arrive": ("i64", (), "mbarrier.arrive.shared.b64 $0, [$1];", "arrive"),
    "mbarrier.arrive.expect_tx": ("i64", ("i32",), "mbarrier.arrive.expect_tx.shared.b64 $0, [$1], $2;",
                                  "expect_tx"),
    "mbarrier.complete_tx": ("void", ("i32",), "mbarrier.complete_tx.shared.b64 [$0], $1;", "complete_tx"),
    "mbarrier.arrive.remote": ("void", ("i32",), "{ .reg .b32 a; mapa.shared::cluster.u32 a, $0, $1; "
                               "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [a]; }", "arrive_remote"),
    "mbarrier.try_wait.parity": ("i1", ("i32",), "{ .reg .pred p; mbarrier.try_wait.parity.shared.b64 p, [$1], $2; "
                                 "selp.u32 $0, 1, 0, p; }", "try_wait"),
}
"""The mbarrier helpers (sm_80: init, arrive; sm_90: expect_tx, complete_tx, try_wait.parity).

The object is 8 bytes of shared memory, 8-byte aligned. `mbarrier.init(bar, count)` (count in
[1, 2^20 - 1]) starts phase 0 expecting `count` arrivals; `arrive` is one arrival and returns
the state before it (an opaque token); `arrive.expect_tx(bar, bytes)` raises the phase's
tx-count by `bytes`, then arrives; `complete_tx(bar, bytes)` lowers it (what a TMA copy does
when its bytes land); the phase completes when its pending arrivals and its tx-count are both
0. `try_wait.parity(bar, p)` is true when the phase of parity p has completed, that is when
the current phase has the other parity (so on a fresh barrier parity 1 is complete and 0 is
not); it may suspend the thread for a while before it answers false. The emulator's model is
`@__sim.mbarrier_*` in `simt/host_runtime.py`."""


def _mbarrier(name: str, short: str):
    from tileiras.codegen.runtime import Helper

    if short not in MBARRIER:
        return None
    ret, extra, ptx, host = MBARRIER[short]
    args = ("ptr addrspace(3)",) + extra
    argv = ", ".join(f"{t} %a{i}" for i, t in enumerate(args))
    ins = ",".join(["l"] + ["r"] * len(extra))
    if ret == "void":
        gpu = f'  call void asm sideeffect "{ptx}", "{ins},~{{memory}}"({argv})\n  ret void'
    elif ret == "i64":
        gpu = f'  %r = call i64 asm sideeffect "{ptx}", "=l,{ins},~{{memory}}"({argv})\n  ret i64 %r'
    else:
        gpu = (f'  %w = call i32 asm sideeffect "{ptx}", "=r,{ins},~{{memory}}"({argv})\n'
               "  %r = icmp ne i32 %w, 0\n  ret i1 %r")
    if host == "arrive_remote":  # the mbarrier at the same offset in CTA %a1 of the cluster (32-bit addresses)
        gpu = ("  %s = ptrtoint ptr addrspace(3) %a0 to i32\n"
               f'  call void asm sideeffect "{ptx}", "r,r,~{{memory}}"(i32 %s, i32 %a1)\n  ret void')
    lines = ["  %b = addrspacecast ptr addrspace(3) %a0 to ptr"]
    if host == "arrive_remote":
        lines += ["  %q = call ptr @__sim.py_mapa(ptr %b, i32 %a1)",
                  "  %c = call ptr @__sim.ctx()",
                  "  %s = call i64 @__sim.mbarrier_update_at(ptr %c, ptr %q, i32 1, i32 0)", "  ret void"]
    elif host == "mbarrier_init":
        lines += ["  call void @__sim.mbarrier_init(ptr %b, i32 %a1)", "  ret void"]
    elif host == "try_wait":
        lines += ["  %w = call i32 @__sim.mbarrier_try_wait_parity(ptr %b, i32 %a1)", "  %r = icmp ne i32 %w, 0",
                  "  ret i1 %r"]
    else:
        arrivals, tx = {"arrive": ("1", "0"), "expect_tx": ("1", "%a1"), "complete_tx": ("0", "%n")}[host]
        if host == "complete_tx":
            lines.append("  %n = sub i32 0, %a1")
        lines.append(f"  %s = call i64 @__sim.mbarrier_update(ptr %b, i32 {arrivals}, i32 {tx})")
        lines.append("  ret void" if ret == "void" else "  ret i64 %s")
    return Helper(name, ret, args, gpu, "\n".join(lines), attrs=_MEM)


TMA_RANKS = (1, 2, 3)


def _bulk_tensor(name: str, short: str):
    """`cp.async.bulk.tensor.<r>d`: `void (ptr addrspace(3) %dst, i64 %tensor_map, ptr
    addrspace(3) %mbarrier, i32 %c0 .. %c<r-1>)` (coordinates innermost first, in elements);
    PTX `cp.async.bulk.tensor.<r>d.shared::cta.global.tile.mbarrier::complete_tx::bytes
    [dst], [map, {c..}], [mbarrier];` (sm_90+): the box of the tensor map at the coordinates,
    written into shared memory in the map's swizzle, out-of-bounds elements zero; when its bytes
    have landed the mbarrier's tx-count drops by their number. `%tensor_map` is the generic
    address of the kernel's 128-byte tensor-map parameter. The emulator's model is
    `simt/tma_model.py` (the map as the host callbacks wrote it)."""
    from tileiras.codegen.runtime import Helper

    m = re.fullmatch(r"cp\.async\.bulk\.tensor\.([123])d", short)
    if m is None:
        return None
    r = int(m.group(1))
    args = ("ptr addrspace(3)", "i64", "ptr addrspace(3)") + ("i32",) * r
    argv = ", ".join(f"{t} %a{i}" for i, t in enumerate(args))
    coords = ", ".join(f"${3 + i}" for i in range(r))
    ptx = (f"cp.async.bulk.tensor.{r}d.shared::cta.global.tile.mbarrier::complete_tx::bytes "
           f"[$0], [$1, {{{coords}}}], [$2];")
    gpu = f'  call void asm sideeffect "{ptx}", "l,l,l{",r" * r},~{{memory}}"({argv})\n  ret void'
    cs = [f"i32 %a{3 + i}" if i < r else "i32 0" for i in range(3)]
    host = ("  %d = addrspacecast ptr addrspace(3) %a0 to ptr\n"
            "  %b = addrspacecast ptr addrspace(3) %a2 to ptr\n"
            f"  call void @__sim.tma_load(ptr %d, i64 %a1, ptr %b, i32 {r}, {', '.join(cs)})\n  ret void")
    return Helper(name, "void", args, gpu, host, attrs=_MEM)


def _bulk_tensor_multicast(name: str, short: str):
    """`cp.async.bulk.tensor.<r>d.multicast`: `void (ptr addrspace(3) %dst, i64 %tensor_map,
    ptr addrspace(3) %mbarrier, i16 %cta_mask, i32 %c0 .. %c<r-1>)`; PTX
    `cp.async.bulk.tensor.<r>d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster
    [dst], [map, {c..}], [mbarrier], mask;` (sm_90+): the box is written at the same offset of
    the shared memory of every CTA of the cluster whose rank's bit is set in the mask, and
    completes on the mbarrier at the same offset in each of them (32-bit shared addresses, as
    NVIDIA's). The emulator's model: `@__sim.tma_load_mc` (`simt/emulator.py`)."""
    from tileiras.codegen.runtime import Helper

    m = re.fullmatch(r"cp\.async\.bulk\.tensor\.([123])d\.multicast", short)
    if m is None:
        return None
    r = int(m.group(1))
    args = ("ptr addrspace(3)", "i64", "ptr addrspace(3)", "i16") + ("i32",) * r
    coords = ", ".join(f"${4 + i}" for i in range(r))
    ptx = (f"cp.async.bulk.tensor.{r}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster "
           f"[$0], [$1, {{{coords}}}], [$2], $3;")
    cargs = ", ".join(f"i32 %a{4 + i}" for i in range(r))
    gpu = ("  %d = ptrtoint ptr addrspace(3) %a0 to i32\n  %b = ptrtoint ptr addrspace(3) %a2 to i32\n"
           f'  call void asm sideeffect "{ptx}", "r,l,r,h{",r" * r},~{{memory}}"(i32 %d, i64 %a1, i32 %b, i16 %a3, '
           f"{cargs})\n  ret void")
    cs = [f"i32 %a{4 + i}" if i < r else "i32 0" for i in range(3)]
    host = ("  %d = addrspacecast ptr addrspace(3) %a0 to ptr\n"
            "  %b = addrspacecast ptr addrspace(3) %a2 to ptr\n  %k = zext i16 %a3 to i32\n"
            f"  call void @__sim.tma_load_mc(ptr %d, i64 %a1, ptr %b, i32 {r}, {', '.join(cs)}, i32 %k)\n  ret void")
    return Helper(name, "void", args, gpu, host, attrs=_MEM)


CLUSTER_BARRIER = "cluster.barrier"


def _cluster_barrier(name: str):
    """`cluster.barrier`: `void ()`, `barrier.cluster.arrive.release.aligned;
    barrier.cluster.wait.acquire.aligned;` (sm_90+): every thread of every CTA of the cluster
    arrives, then waits for all; the writes before it (shared memory of any CTA of the cluster)
    are visible after it. The emulator: `@__sim.py_cluster_barrier`, a barrier over all the
    cluster's threads."""
    from tileiras.codegen.runtime import Helper

    return Helper(name, "void", (), '  call void asm sideeffect "barrier.cluster.arrive.release.aligned;\\0A\\09'
                  'barrier.cluster.wait.acquire.aligned;", "~{memory}"()\n  ret void',
                  "  call void @__sim.py_cluster_barrier()\n  ret void", attrs="convergent nounwind")


BULK_GROUP_HELPERS = ("cp.async.bulk.commit_group", "cp.async.bulk.proxy_fence")


def _bulk_store(name: str, short: str):
    """The TMA store family (sm_90+):

    - `cp.async.bulk.tensor.<r>d.store`: `void (i64 %tensor_map, ptr addrspace(3) %src, i32 %c0
      .. %c<r-1>)`; PTX `cp.async.bulk.tensor.<r>d.global.shared::cta.tile.bulk_group
      [map, {c..}], [src];`: the box at the coordinates (innermost first) is read from shared
      memory (in the map's swizzle) and written to global memory, elements outside the view
      skipped; the copy joins this thread's open bulk async-group.
    - `cp.async.bulk.commit_group`: `void ()`: closes the group.
    - `cp.async.bulk.wait_group.read.<N>`: `void ()`, `cp.async.bulk.wait_group.read N;`: until
      at most N of this thread's committed groups have not finished reading their shared
      sources (the buffers may then be written again); `cp.async.bulk.wait_group.<N>`: until
      at most N are not complete (their global writes done).
    - `cp.async.bulk.proxy_fence`: `void ()`, `fence.proxy.async.shared::cta;`: this thread's
      shared-memory writes become visible to the async proxy (the TMA unit) that reads them.

    The emulator's model: `@__sim.tma_store` etc. (`simt/host_runtime.py`, `simt/tma_model.py`):
    a store is checked and its source snapshotted when issued and performed when its group
    retires; a source changed before then, or a store never waited for when the thread exits,
    is a fault."""
    from tileiras.codegen.runtime import Helper

    if short == "cp.async.bulk.commit_group":
        return Helper(name, "void", (), '  call void asm sideeffect "cp.async.bulk.commit_group;", "~{memory}"()\n'
                      "  ret void", "  call void @__sim.bulk_commit()\n  ret void", attrs=_MEM)
    if short == "cp.async.bulk.proxy_fence":
        return Helper(name, "void", (), '  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()\n'
                      "  ret void", "  fence seq_cst\n  %smem = call ptr @__sim.smem()\n"
                      "  call void @__sim.py_proxy_fence(ptr %smem)\n  ret void", attrs=_MEM)
    m = re.fullmatch(r"cp\.async\.bulk\.wait_group(\.read)?\.([0-7])", short)
    if m is not None:
        read, n = m.group(1) is not None, int(m.group(2))
        ptx = f"cp.async.bulk.wait_group{'.read' if read else ''} {n};"
        return Helper(name, "void", (), f'  call void asm sideeffect "{ptx}", "~{{memory}}"()\n  ret void',
                      f"  call void @__sim.bulk_wait(i32 {n}, i32 {int(read)})\n  ret void", attrs=_MEM)
    m = re.fullmatch(r"cp\.async\.bulk\.tensor\.([123])d\.store", short)
    if m is None:
        return None
    r = int(m.group(1))
    args = ("i64", "ptr addrspace(3)") + ("i32",) * r
    argv = ", ".join(f"{t} %a{i}" for i, t in enumerate(args))
    coords = ", ".join(f"${2 + i}" for i in range(r))
    ptx = f"cp.async.bulk.tensor.{r}d.global.shared::cta.tile.bulk_group [$0, {{{coords}}}], [$1];"
    gpu = f'  call void asm sideeffect "{ptx}", "l,l{",r" * r},~{{memory}}"({argv})\n  ret void'
    cs = [f"i32 %a{2 + i}" if i < r else "i32 0" for i in range(3)]
    host = ("  %s = addrspacecast ptr addrspace(3) %a1 to ptr\n"
            f"  call void @__sim.tma_store(i64 %a0, ptr %s, i32 {r}, {', '.join(cs)})\n  ret void")
    return Helper(name, "void", args, gpu, host, attrs=_MEM)


TENSORMAP_PREFETCH = "cp.async.bulk.prefetch.tensormap"


def _prefetch_tensormap(name: str):
    """`cp.async.bulk.prefetch.tensormap`: `void (i64 %tensor_map)`; PTX `prefetch.tensormap [map];`
    (sm_90+): bring the 128-byte tensor map (its generic address) into the descriptor cache
    before the first copy uses it, as NVIDIA's code does. The emulator does nothing."""
    from tileiras.codegen.runtime import Helper

    return Helper(name, "void", ("i64",), '  call void asm sideeffect "prefetch.tensormap [$0];", "l,~{memory}"'
                  "(i64 %a0)\n  ret void", "  ret void", attrs=_MEM)


def _fence_mbarrier_init(name: str):
    """`mbarrier.fence_init`: `fence.mbarrier_init.release.cluster;` (sm_90+), which makes
    mbarrier initialisations visible to the async proxy (the TMA unit) before a barrier."""
    from tileiras.codegen.runtime import Helper

    return Helper(name, "void", (), '  call void asm sideeffect "fence.mbarrier_init.release.cluster;", '
                  '"~{memory}"()\n  ret void', "  fence seq_cst\n  ret void", attrs=_MEM)


def all_names() -> list[str]:
    """Every helper name of this module (without the prefix): the tests compile them all."""
    names = [f"cp.async.{c}.{n}" for c, sizes in CP_ASYNC_SIZES.items() for n in sizes]
    names += ["cp.async.commit", "cp.async.wait.all"] + [f"cp.async.wait.{n}" for n in WAIT_GROUPS]
    for op in ("ldmatrix", "stmatrix"):
        names += [f"{op}.x{k}{t}.b16" for k in MATRIX_COUNTS for t in ("", ".trans")]
    names += [f"cp.async.bulk.tensor.{r}d" for r in TMA_RANKS] + ["mbarrier.fence_init", TENSORMAP_PREFETCH]
    names += [f"cp.async.bulk.tensor.{r}d.multicast" for r in TMA_RANKS] + [CLUSTER_BARRIER]
    names += [f"cp.async.bulk.tensor.{r}d.store" for r in TMA_RANKS] + list(BULK_GROUP_HELPERS)
    names += [f"cp.async.bulk.wait_group{r}.{n}" for r in ("", ".read") for n in (0, 1)]
    return names + list(MBARRIER)


__all__ = ["async_helper", "all_names", "MBARRIER", "TMA_RANKS", "CP_ASYNC_SIZES", "WAIT_GROUPS", "MATRIX_COUNTS"]
