"""The `exported_kernels` fixture: kernels of cutile_kernels.py exported by cuTile Python.

They add to the shared corpus (bytecode_corpus.py) when `cuda.tile` is importable, at 13.1,
13.3, 13.4 and (through cuTile's compiler entry point) 13.5.
"""

from __future__ import annotations

import io

import pytest

EXPORT_VERSIONS = ("13.1", "13.3", "13.4")


@pytest.fixture(scope="session")
def exported_kernels() -> dict[str, bytes]:
    """`{"<kernel>.<version>": bytecode}` exported with cuTile Python's export_kernel."""
    ct = pytest.importorskip("cuda.tile")
    from cuda.tile.compilation import (ArrayConstraint, CallingConvention, KernelSignature,
                                       ScalarConstraint, export_kernel)

    import cutile_kernels as k

    def arr(dtype, ndim):
        return ArrayConstraint(dtype, ndim, index_dtype=ct.int32, stride_lower_bound_incl=0,
                               alias_groups=(), may_alias_internally=False)

    cases = {
        "vadd": (k.vadd, [arr(ct.float32, 1)] * 3 + [1024]),
        "row_sum": (k.row_sum, [arr(ct.float32, 2), arr(ct.float32, 1), 256]),
        "matmul": (k.matmul, [arr(ct.float16, 2), arr(ct.float16, 2), arr(ct.float32, 2), 64, 64, 32]),
        "branchy": (k.branchy, [arr(ct.float32, 1), arr(ct.float32, 1), ScalarConstraint(ct.int32), 128]),
        "atomics": (k.atomics, [arr(ct.float32, 1), arr(ct.float32, 1), 128]),
    }
    out = {}
    for name, (kernel, params) in cases.items():
        sig = KernelSignature(params, calling_convention=CallingConvention.cutile_python_v1())
        for version in EXPORT_VERSIONS:
            buf = io.BytesIO()
            export_kernel(kernel, [sig], buf, output_format="tileir_bytecode",
                          bytecode_version=version, gpu_code="sm_100")
            out[f"{name}.{version}"] = buf.getvalue()
        dev = _export_13_5(kernel, sig)
        if dev is not None:
            out[f"{name}.13.5"] = dev
    return out


def _export_13_5(kernel, sig) -> bytes | None:
    """13.5 is a development version in cuTile 1.7.0: export_kernel refuses it, its compiler
    entry point writes it. Best effort; None when that internal API is not there."""
    try:
        from cuda.tile._bytecode.version import BytecodeVersion
        from cuda.tile._compile import compile_tile
    except ImportError:
        return None
    result = compile_tile(kernel._pyfunc, [sig], sm_arch="sm_100",
                          bytecode_version=BytecodeVersion.V_13_5, return_bytecode=True,
                          return_cubin=False)
    return bytes(result.bytecode)
