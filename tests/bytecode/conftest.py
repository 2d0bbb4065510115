"""Inputs of the bytecode tests: the shared corpus and kernels exported by cuTile Python.

`tests/corpus/bytecode/*.tileirbc` are cuTile Python 1.7.0 exports (13.1, 13.3, 13.4);
`tests/corpus/bytecode/handmade/` holds files built with cuTile's own encoder for ops and
values cuTile never emits (13.1 to 13.5). The `exported_kernels` fixture exports a few more
kernels (cutile_kernels.py) when `cuda.tile` is importable, at 13.1, 13.3, 13.4 and (through
cuTile's compiler entry point) 13.5.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus" / "bytecode"
GOLDEN = ROOT / "tests" / "corpus" / "golden"
BAD = ROOT / "tests" / "corpus" / "bad"

UNSUPPORTED = {"preview_call.13.5.tileirbc"}
"""Corpus files using features the reader does not implement (preview$call, opcode 0x4002)."""


def _files(pattern: str) -> list[Path]:
    return sorted(p for p in CORPUS.glob(pattern) if p.name not in UNSUPPORTED)


CUTILE_FILES = _files("*.tileirbc")
HANDMADE_FILES = _files("handmade/*.tileirbc")
ALL_FILES = CUTILE_FILES + HANDMADE_FILES


def file_id(path: Path) -> str:
    return str(path.relative_to(CORPUS))


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
