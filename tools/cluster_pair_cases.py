#!/usr/bin/env python3
"""Export more 2-CTA GEMMs for the CTA-pair tests (tests/codegen/test_tcgen05_2cta.py).

NVIDIA's facts (tools/nvidia_cluster_facts.py) cover one shape: 128x256x64 f16. The pair form
(`tcgen05.mma.cta_group::2`, M = 128 over the pair) also takes other N and bf16; these kernels
are the same cuTile GEMM as that tool's with other tiles and types, exported by cuTile at
bytecode 13.4 to tests/codegen/golden/cluster/pair/<name>.13.4.tileirbc (the tests read the
files, never cuTile):

- `pair_gemm_f16_n128`: 128x128x64 f16 tiles (each CTA 64 rows, 64 B columns, 64 tensor-memory
  columns);
- `pair_gemm_bf16_n256_k32`: 128x256x32 bf16 tiles (two MMAs per stage).

    python tools/cluster_pair_cases.py
Exit 0 done, 2 no cuTile.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tools" / "corpus"))
OUT = ROOT / "tests" / "codegen" / "golden" / "cluster" / "pair"
CASES = {"pair_gemm_f16_n128": ("float16", 128, 128, 64), "pair_gemm_bf16_n256_k32": ("bfloat16", 128, 256, 32)}
"""name: (element type, TM, TN, TK)."""


def export(name: str) -> bytes:
    from corpus_lib import A, case, ct
    from cuda.tile.compilation import export_kernel

    from nvidia_cluster_facts import cluster_gemm

    elem, tm, tn, tk = CASES[name]
    dt = getattr(ct, elem)

    def dense(shape):
        return A(dt, shape, base_addr_divisible_by=16, stride_constant=(None, 1), stride_divisible_by=(8, 1),
                 shape_divisible_by=(16, 16))

    c = case(name, cluster_gemm, f"c = a @ b, {tm}x{tn}x{tk} {elem} tiles, 2-CTA clusters", grid=(2, 2),
             a=dense((256, 256)), b=dense((256, 512)), c=dense((256, 512)), TM=tm, TN=tn, TK=tk)
    buf = io.BytesIO()
    export_kernel(c.kernel, c.signatures(), buf, output_format="tileir_bytecode", bytecode_version="13.4",
                  gpu_code="sm_100")
    return buf.getvalue()


def main() -> int:
    try:
        blobs = {name: export(name) for name in CASES}
    except Exception as e:  # noqa: BLE001 - no cuTile: say why
        print(f"error: {type(e).__name__}: {e}", file=sys.stderr)
        return 2
    OUT.mkdir(parents=True, exist_ok=True)
    for name, data in blobs.items():
        (OUT / f"{name}.13.4.tileirbc").write_bytes(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
