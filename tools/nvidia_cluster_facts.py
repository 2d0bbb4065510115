#!/usr/bin/env python3
"""Record what NVIDIA's tileiras 13.5 does with a cuTile kernel launched as 2-CTA clusters.

cuTile's `@ct.kernel(num_ctas=2)` puts `num_cta_in_cga = 2` in the kernel's hints: a tile
block is a cluster of two CTAs. The kernel here is the f16 GEMM of NVIDIA's cuTile samples with
128x256x64 tiles (f32 accumulator, f16 output), on dense arrays (16-byte aligned bases and
strides, shapes divisible by 16: the facts NVIDIA's TMA choice needs, `tests/corpus`'s
`DENSE`). The tool

- exports it (cuTile's `export_kernel`, bytecode 13.4) to
  tests/codegen/golden/cluster/cluster_gemm_f16.13.4.tileirbc;
- compiles it with NVIDIA's tileiras for sm_90, sm_100 and sm_120 with `--lineinfo` and reads
  the PTX it embedded (`nvidia_ptx_facts.ptx_of_cubin`);
- records per target, in tests/codegen/golden/cluster/nvidia_cluster_facts.json: the launch
  directives (`.reqntid`, `.reqnctapercluster`, `.blocksareclusters`), the TMA copies (loads with
  and without `.multicast::cluster` and their cta masks, stores, boxes per copy), the cluster
  traffic (`mapa`, mbarrier arrivals on `shared::cluster` addresses, `barrier.cluster`,
  `fence.mbarrier_init.release.cluster`), the MMA family and its `cta_group`, how the CTA's rank
  enters the tile coordinates (`%cluster_ctaid.x` shifted into the row or the column
  coordinate), and the tensor maps its host callback writes (`.nv.host`, decoded with
  `host_abi.tensor_map.decode`; the object is saved as cluster_gemm_f16.<sm>.o).

The tests read the JSON and the objects; they never run NVIDIA's tools or cuTile.

    python tools/nvidia_cluster_facts.py
Exit 0 done, 2 no NVIDIA tileiras or no cuTile.
"""

from __future__ import annotations

import io
import json
import random
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tools" / "corpus"))
sys.path.insert(0, str(ROOT / "src"))

from corpus_lib import A, case, ct  # noqa: E402
from nvidia_ptx_facts import ptx_of_cubin  # noqa: E402
from oracle import find_oracle_bin  # noqa: E402

OUT = ROOT / "tests" / "codegen" / "golden" / "cluster"
FACTS = OUT / "nvidia_cluster_facts.json"
NAME = "cluster_gemm_f16"
TARGETS = ("sm_90", "sm_100", "sm_120")
_LOAD = re.compile(r"cp\.async\.bulk\.tensor\.(\d)d\.shared::(cta|cluster)\.global\S*")
_STORE = re.compile(r"cp\.async\.bulk\.tensor\.(\d)d\.global\.shared::cta\S*")
_MASK = re.compile(r"mov\.b16\s+%rs\d+,\s*(\d+);")


@ct.kernel(num_ctas=2)
def cluster_gemm(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, 1, shape=(TM, TK))):
        x = ct.load(a, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        y = ct.load(b, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(x, y, acc)
    ct.store(c, index=(bm, bn), tile=acc.astype(c.dtype))


def _dense(shape):
    return A(ct.float16, shape, base_addr_divisible_by=16, stride_constant=(None, 1), stride_divisible_by=(8, 1),
             shape_divisible_by=(16, 16))


def export() -> bytes:
    """The 2-CTA cluster GEMM, exported by cuTile at bytecode 13.4."""
    dense = _dense

    c = case(NAME, cluster_gemm, "c = a @ b, 128x256x64 f16 tiles, 2-CTA clusters", grid=(2, 2),
             a=dense((256, 256)), b=dense((256, 512)), c=dense((256, 512)), TM=128, TN=256, TK=64)
    from cuda.tile.compilation import export_kernel

    buf = io.BytesIO()
    export_kernel(c.kernel, c.signatures(), buf, output_format="tileir_bytecode", bytecode_version="13.4",
                  gpu_code="sm_100")
    return buf.getvalue()


def cluster_facts(ptx: str) -> dict:
    """The cluster-related facts of one PTX text (module docstring)."""
    code = "\n".join(line.split("//", 1)[0] for line in ptx.splitlines())
    loads = Counter()
    for m in _LOAD.finditer(code):
        loads["multicast" if "multicast::cluster" in m.group(0) else m.group(2)] += 1
    tc = Counter(re.findall(r"tcgen05\.(?:mma|commit|alloc|dealloc)\S*?cta_group::(\d)", code))
    ctaid = re.search(r"mov\.u32\s+(%r\d+),\s*%cluster_ctaid\.x;", code)
    return {
        "reqntid": int(re.search(r"\.reqntid\s+(\d+)", code).group(1)),
        "reqnctapercluster": [int(x) for x in re.search(r"\.reqnctapercluster\s+([\d, ]+)", code).group(1).split(",")],
        "blocksareclusters": ".blocksareclusters" in code,
        "tma_load": dict(sorted(loads.items())),
        "multicast_masks": sorted({int(x) for x in _MASK.findall(code)}) if loads.get("multicast") else [],
        "tma_store": len(_STORE.findall(code)),
        "mapa": len(re.findall(r"\bmapa\.", code)),
        "remote_arrive": len(re.findall(r"mbarrier\.arrive[.a-z:]*\.shared::cluster", code)),
        "barrier_cluster": len(re.findall(r"barrier\.cluster\.(?:arrive|wait)", code)),
        "fence_mbarrier_init_cluster": "fence.mbarrier_init.release.cluster" in code,
        "wgmma": sorted(set(re.findall(r"wgmma\.mma_async\.sync\.aligned\.(m\d+n\d+k\d+)", code))),
        "mma_sync": sorted(set(re.findall(r"mma\.sync\.aligned\.(m\d+n\d+k\d+)", code))),
        "tcgen05_cta_group": sorted({int(g) for g in tc}),
        "tcgen05_commit_multicast": len(re.findall(r"tcgen05\.commit\S*multicast::cluster", code)),
        "uses_cluster_ctaid": ctaid is not None,
    }


def tensor_maps(obj: bytes, param_sizes: list[int], sm: str, count: int) -> list[dict]:
    """The maps NVIDIA's callback writes for distinct argument words: element, box, swizzle."""
    from tileiras.host_abi import load_host_object
    from tileiras.host_abi.tensor_map import decode, hidden_param_offsets

    host = load_host_object(obj)
    offs, at = [], 0
    for s in param_sizes:
        at = (at + s - 1) // s * s
        offs.append(at)
        at += s
    buf = bytearray(4096)
    rng = random.Random(1)
    for off, s in zip(offs, param_sizes):
        v = rng.randrange(1 << 47) & ~15 if s == 8 else 1024
        buf[off:off + s] = v.to_bytes(s, "little")
    res = host.call_on_arguments_change(0, [bytes(8)] * 3 + [bytes(buf)])
    for w in res.writes:
        buf[w.offset:w.offset + len(w.after)] = w.after
    out = []
    for a in hidden_param_offsets(at, count, 0x210 if sm == "sm_90" else 0x380):
        m = decode(bytes(buf[a:a + 64]))
        base = next(i for i, o in enumerate(offs) if int.from_bytes(buf[o:o + 8], "little") & ~15 == m.address)
        out.append({"base_param": base, "dtype": m.dtype, "box": list(m.box), "swizzle": m.swizzle})
    return out


def main(argv: list[str] | None = None) -> int:
    from nvhost_tma_objects import explicit_param_sizes

    try:
        tool = find_oracle_bin("tileiras") / "tileiras"
        data = export()
    except Exception as e:  # noqa: BLE001 - no NVIDIA tileiras or no cuTile: say which
        print(f"error: {type(e).__name__}: {e}", file=sys.stderr)
        return 2
    from tileiras.host_abi.elf import nv_host_object

    OUT.mkdir(parents=True, exist_ok=True)
    src = OUT / f"{NAME}.13.4.tileirbc"
    src.write_bytes(data)
    facts: dict = {}
    with tempfile.TemporaryDirectory() as td:
        for sm in TARGETS:
            cubin = Path(td) / f"{sm}.cubin"
            subprocess.run([str(tool), "--gpu-name", sm, "--lineinfo", "-o", str(cubin), str(src)], check=True,
                           timeout=300)
            blob = cubin.read_bytes()
            ptx = ptx_of_cubin(blob)
            f = cluster_facts(ptx)
            obj = nv_host_object(blob)
            (OUT / f"{NAME}.{sm}.o").write_bytes(obj)
            sizes = explicit_param_sizes(ptx)
            f["param_sizes"] = sizes
            f["tensor_maps"] = tensor_maps(obj, sizes, sm, len(re.findall(r"\.b8 \S+_param_\d+\[128\]", ptx)))
            facts[sm] = f
            print(f"{sm}: {json.dumps(f)}", file=sys.stderr)
    FACTS.write_text(json.dumps({NAME: facts}, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
