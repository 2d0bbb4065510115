"""cuTile kernels crafted to get TMA from NVIDIA's tileiras, exported as TileIR bytecode.

NVIDIA moves a tile with TMA only when the view is provably legal for it (16-byte aligned base,
16-byte divisible strides, unit inner stride). cuTile puts those facts in the bytecode only from
array constraints (`base_addr_divisible_by`, `stride_divisible_by`, `stride_constant`); the corpus
kernels that have them still get no TMA, so these variants add them one knob at a time on an
aligned GEMM and a row copy. `tools/nvhost_survey.py --extra` surveys what they produce.

    tools/nvhost_kernels.py OUTDIR     (writes OUTDIR/<case>.13.4.tileirbc; exit 0, 1 on failure)
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "corpus"))

from corpus_lib import A, case, ct  # noqa: E402

f16, f32 = ct.float16, ct.float32
PM = ct.PaddingMode


@ct.kernel
def tma_gemm(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, 1, shape=(TM, TK))):
        x = ct.load(a, index=(bm, k), shape=(TM, TK), padding_mode=PM.ZERO)
        y = ct.load(b, index=(k, bn), shape=(TK, TN), padding_mode=PM.ZERO)
        acc = ct.mma(x, y, acc)
    ct.store(c, index=(bm, bn), tile=acc.astype(ct.float16))


@ct.kernel
def tma_copy(a, out, TM: ct.Constant[int], TN: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    ct.store(out, index=(bm, bn), tile=ct.load(a, index=(bm, bn), shape=(TM, TN)))


def _arr(dt, shape, **kw):
    return A(dt, shape, **kw)


ALIGNED = dict(stride_divisible_by=(8, 1), stride_constant=(None, 1), base_addr_divisible_by=16)
ALIGNED128 = dict(stride_divisible_by=(64, 1), stride_constant=(None, 1), base_addr_divisible_by=128)
SHAPED = dict(ALIGNED128, shape_divisible_by=(64, 64))

CASES = [
    case("tma_gemm_plain_f16", tma_gemm, "c = a@b, no array constraints", gpu_code="sm_90",
         a=_arr(f16, (256, 256)), b=_arr(f16, (256, 256)), c=_arr(f16, (256, 256)), TM=64, TN=64, TK=64),
    case("tma_gemm_aligned16_f16", tma_gemm, "c = a@b, 16-byte base and strides, unit inner stride",
         gpu_code="sm_90", a=_arr(f16, (256, 256), **ALIGNED), b=_arr(f16, (256, 256), **ALIGNED),
         c=_arr(f16, (256, 256), **ALIGNED), TM=64, TN=64, TK=64),
    case("tma_gemm_aligned128_f16", tma_gemm, "c = a@b, 128-byte base and strides, unit inner stride",
         gpu_code="sm_90", a=_arr(f16, (256, 256), **ALIGNED128), b=_arr(f16, (256, 256), **ALIGNED128),
         c=_arr(f16, (256, 256), **ALIGNED128), TM=64, TN=64, TK=64),
    case("tma_gemm_shaped_f16", tma_gemm, "c = a@b, aligned as above and shapes divisible by 64",
         gpu_code="sm_90", a=_arr(f16, (256, 256), **SHAPED), b=_arr(f16, (256, 256), **SHAPED),
         c=_arr(f16, (256, 256), **SHAPED), TM=64, TN=64, TK=64),
    case("tma_copy_aligned128_f32", tma_copy, "out = a by 64x64 tiles, 128-byte aligned",
         gpu_code="sm_90", a=_arr(f32, (256, 256), **ALIGNED128), out=_arr(f32, (256, 256), **ALIGNED128),
         TM=64, TN=64),
]


def export(c, version: str = "13.4") -> bytes:
    from cuda.tile.compilation import export_kernel

    buf = io.BytesIO()
    export_kernel(c.kernel, c.signatures(), buf, output_format="tileir_bytecode", bytecode_version=version,
                  gpu_code=c.gpu_code)
    return buf.getvalue()


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__.split("\n\n")[-1].strip(), file=sys.stderr)
        return 2
    out = Path(args[0])
    out.mkdir(parents=True, exist_ok=True)
    for c in CASES:
        try:
            data = export(c)
        except Exception as e:  # noqa: BLE001  (cuTile's refusal, reported per case)
            print(f"error: {c.name}: {type(e).__name__}: {e}", file=sys.stderr)
            return 1
        (out / f"{c.name}.13.4.tileirbc").write_bytes(data)
        print(f"{c.name}: {len(data)} B", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
