"""The bundled example: vector addition in cuTile Python, exported to examples/vadd.tileirbc.

Regenerate with `python examples/vadd.py` (needs cuda-tile==1.7.0; no GPU is needed).
"""

import os

import cuda.tile as ct
from cuda.tile.compilation import ArrayConstraint, CallingConvention, KernelSignature, export_kernel


@ct.kernel
def vadd(a, b, c, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    x = ct.load(a, index=(bid,), shape=(TILE,))
    y = ct.load(b, index=(bid,), shape=(TILE,))
    ct.store(c, index=(bid,), tile=x + y)


def main() -> None:
    array = ArrayConstraint(ct.float32, 1, index_dtype=ct.int32, stride_lower_bound_incl=0,
                            alias_groups=(), may_alias_internally=False)
    signature = KernelSignature([array, array, array, 1024],
                                calling_convention=CallingConvention.cutile_python_v1())
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vadd.tileirbc")
    export_kernel(vadd, [signature], out, output_format="tileir_bytecode",
                  bytecode_version="13.4", gpu_code="sm_100")


if __name__ == "__main__":
    main()
