#!/usr/bin/env python3
"""Save NVIDIA's host objects (`.nv.host`) of the corpus kernels that get TMA, for the tensor-map tests.

The kernels are those with tensor maps in tests/codegen/golden/nvidia_ptx_facts.json
(tools/nvidia_ptx_facts.py). For each and each target given, NVIDIA's tileiras compiles the
kernel; its host object goes to tests/golden/nvhost/tma/<kernel>.<sm>.o and
tests/golden/nvhost/tma/index.json records, per object, the byte size of each explicit kernel
parameter (from the PTX entry: the callback reads the arguments at those natural-alignment
offsets) and the number of tensor maps. tests/host_abi/test_tensor_maps.py calls them behind the
fake driver; the tests never run NVIDIA's tools.

    python tools/nvhost_tma_objects.py [--gpu-name SM ...]     (default sm_90 and sm_120)
Exit 0 done, 2 no facts file or no NVIDIA tileiras.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "src"))

from nvidia_ptx_facts import BYTECODE, OUT as FACTS, ptx_of_cubin  # noqa: E402
from oracle import find_oracle_bin  # noqa: E402

GOLDEN = ROOT / "tests" / "golden" / "nvhost" / "tma"
_PARAM = re.compile(r"^\s*\.param\s+\.(u64|u32|b32|s32|f32|b64|s64|f64|u16|b16|u8|b8)\b(?!.*\[)", re.M)
_SIZES = {"64": 8, "32": 4, "16": 2, "8": 1}


def explicit_param_sizes(ptx: str) -> list[int]:
    """Byte sizes of the first entry's explicit (non-hidden, scalar) parameters, in order."""
    head = ptx.split(".entry", 1)[1].split(")", 1)[0]
    return [_SIZES[t[1:]] for t in _PARAM.findall(head)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--gpu-name", action="append")
    args = ap.parse_args(argv)
    if not FACTS.exists():
        print(f"error: {FACTS} missing: run tools/nvidia_ptx_facts.py first", file=sys.stderr)
        return 2
    facts = json.loads(FACTS.read_text())
    targets = args.gpu_name or ["sm_90", "sm_120"]
    tool = find_oracle_bin("tileiras") / "tileiras"
    index_path = GOLDEN / "index.json"
    index = json.loads(index_path.read_text()) if index_path.exists() else {}
    GOLDEN.mkdir(parents=True, exist_ok=True)
    from tileiras.host_abi.elf import nv_host_object

    with tempfile.TemporaryDirectory() as td:
        for f, per in sorted(facts.items()):
            kernel = re.sub(r"\.13\.4\.tileirbc$", "", f)
            for sm in targets:
                if per.get(sm, {}).get("tensor_maps", 0) == 0:
                    continue
                cubin = Path(td) / "k.cubin"
                r = subprocess.run([str(tool), str(BYTECODE / f), "--gpu-name", sm, "--lineinfo", "-o", str(cubin)],
                                   capture_output=True, text=True)
                if r.returncode:
                    print(f"error: {f} {sm}: {r.stderr.strip()[:200]}", file=sys.stderr)
                    continue
                data = cubin.read_bytes()
                name = f"{kernel}.{sm}.o"
                (GOLDEN / name).write_bytes(nv_host_object(data))
                index[name] = {"file": f, "target": sm, "param_sizes": explicit_param_sizes(ptx_of_cubin(data)),
                               "tensor_maps": per[sm]["tensor_maps"]}
                print(name, index[name]["param_sizes"], file=sys.stderr)
    index_path.write_text(json.dumps(index, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
