"""The GPU kit, dry run on the CPU: a small kit builds, and its runner runs it end to end.

tools/gpu_kit/build.py packs corpus cases (both compilers' cubins, inputs, the interpreter's
outputs, cuTile's launch words); tools/gpu_kit/runner.py unpacks, launches and compares. Here
the runner's launcher is the SIMT emulator (`EmulatorLauncher`): host memory stands for device
memory, and each launch decodes the very words the GPU would get (pointers, shapes, strides,
scalars, a list's table) into the emulated kernel's parameters, so a wrong word layout gives
wrong arrays here as it would on the GPU. The JSON must be well formed, every case correct,
and a corrupted output must be reported as wrong.
"""

from __future__ import annotations

import ctypes
import hashlib
import importlib.util
import json
import struct
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
KIT_DIR = ROOT / "tools" / "gpu_kit"

SMALL = ["axpy_views_step2_f32", "list_of_arrays_f32", "small_scalar_params", "printf_values_f32"]
"""Views taking every 2nd element with an f32 scalar, a list of arrays (a device table),
scalars of many widths, and a printing kernel (left out, with its reason)."""


def _module(name: str):
    if str(KIT_DIR) not in sys.path:
        sys.path.insert(0, str(KIT_DIR))
    spec = importlib.util.spec_from_file_location(f"gpu_kit_{name}", KIT_DIR / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


runner = _module("runner")
build = _module("build")


class EmulatorLauncher:
    """The runner's launcher interface over the SIMT emulator (tileiras.simt)."""

    def __init__(self, corrupt: str | None = None, refuse_block_one: bool = False) -> None:
        self.memory: list[np.ndarray] = []
        self.compiled: dict[str, object] = {}
        self.launches: list[tuple[str, list[int]]] = []
        self.corrupt = corrupt
        self.refuse_block_one = refuse_block_one
        self.resets = 0

    def info(self) -> dict:
        return {"device": "SIMT emulator (CPU)", "driver": "none", "compute_capability": "9.0"}

    def alloc(self, nbytes: int) -> int:
        buf = np.zeros(max(nbytes, 16), dtype=np.uint8)
        self.memory.append(buf)
        return buf.ctypes.data

    def upload(self, ptr: int, data: bytes) -> None:
        ctypes.memmove(ptr, data, len(data))

    def download(self, ptr: int, nbytes: int) -> bytes:
        return ctypes.string_at(ptr, nbytes)

    def free_all(self) -> None:
        self.memory = []

    def load(self, cubin: bytes, symbol: str, bytecode: bytes):
        from tileiras.simt import Emulator

        assert cubin[:4] == b"\x7fELF", "the kit's cubin is not an ELF file"
        assert symbol.encode() + b"\0" in cubin, f"the cubin has no symbol {symbol}"
        key = hashlib.sha256(bytecode).hexdigest()
        if key not in self.compiled:
            self.compiled[key] = Emulator.from_bytecode(bytecode, "sm_90")
        emu = self.compiled[key]
        assert symbol in emu.kernels, f"{symbol} is not an entry of the module"
        return emu, symbol

    def threads_per_block(self, kernel) -> int:
        emu, symbol = kernel
        return 32 * emu.kernels[symbol].num_warps

    def launch(self, kernel, grid: list[int], words: list[bytes], timeout_s: float, block: int = 1) -> float:
        emu, symbol = kernel
        if self.refuse_block_one and block == 1:
            raise runner.LaunchFailed("cuLaunchKernelEx: CUDA error 1 (invalid argument)")
        params = emu.kernels[symbol].params
        assert len(words) == len(params), f"{len(words)} words for {len(params)} parameters"
        raw = []
        for (llty, _), w in zip(params, words):
            assert len(w) == 8
            if llty.startswith("ptr"):
                raw.append(int.from_bytes(w, "little"))
            elif llty in ("float", "double"):
                raw.append(struct.unpack("<f" if llty == "float" else "<d", w[:4] if llty == "float" else w)[0])
            elif llty == "half":
                raw.append(float(np.frombuffer(w[:2], np.float16)[0]))
            else:
                bits = {"i1": 8, "i8": 8, "i16": 16, "i32": 32, "i64": 64}[llty]
                raw.append(int.from_bytes(w[:bits // 8], "little", signed=True))
        emu.launch(symbol, grid, raw)
        self.launches.append((symbol, list(grid)))
        if self.corrupt is not None and self.corrupt in symbol:
            last = max(i for i, (llty, _) in enumerate(params) if llty.startswith("ptr"))
            byte = ctypes.c_uint8.from_address(int.from_bytes(words[last], "little") + 3)
            byte.value ^= 0x01  # the output's first f32 is scaled by 4 or 1/4 (an exponent bit)
        return 0.001

    def reset(self) -> None:
        self.memory = []
        self.resets += 1


@pytest.fixture(scope="module")
def small_kit(tmp_path_factory) -> tuple[Path, dict]:
    # our compiler only: the tests never use NVIDIA's tileiras (pyproject.toml's `oracle`)
    out = tmp_path_factory.mktemp("kit") / "kit.tar.gz"
    kit = build.build_kit(out, SMALL, jobs=1, with_nvidia=False, benchmarks=False)
    assert kit["compilers"] == ["ours"]
    return out, kit


def test_small_kit_contents(small_kit) -> None:
    path, kit = small_kit
    assert path.is_file() and path.stat().st_size < 1_000_000
    assert [c["name"] for c in kit["cases"]] == [n for n in SMALL if n != "printf_values_f32"]
    assert kit["left_out"] == [{"name": "printf_values_f32", "reason": kit["left_out"][0]["reason"]}]
    assert kit["left_out"][0]["reason"].startswith("prints")
    listed = next(c for c in kit["cases"] if c["name"] == "list_of_arrays_f32")
    assert "table" in listed["words"][0] and len(listed["words"][0]["table"]) == 3
    strided = next(c for c in kit["cases"] if c["name"] == "axpy_views_step2_f32")
    # a step:2 view keeps its twice wider base buffer and passes a stride of 2 elements
    assert strided["checks"][0]["strides"] == [8] and strided["buffers"][0]["nbytes"] == 300 * 2 * 4
    assert strided["words"][2] == {"hex": (2).to_bytes(8, "little").hex()}
    assert {"hex": np.float32(-1.5).tobytes().hex() + "00000000"} in strided["words"]
    for case in kit["cases"]:
        assert all(v["ok"] for v in case["compiled"].values()), case["compiled"]


def test_dry_run_end_to_end(small_kit, tmp_path) -> None:
    path, kit = small_kit
    out = tmp_path / "result.json"
    launcher = EmulatorLauncher()
    result = runner.run_kit(path, out, launcher, benchmarks=False, log=lambda s: None)
    written = json.loads(out.read_text())
    assert written == json.loads(json.dumps(result))
    for key in ("device", "driver", "commit", "date", "summary", "rows", "left_out"):
        assert key in written
    assert written["complete"] is True
    compilers = kit["compilers"]
    assert len(written["rows"]) == len(kit["cases"]) * len(compilers)
    for row in written["rows"]:
        assert set(row) >= {"case", "compiler", "correct", "max_error", "time_ms", "ratio"}
        assert row["correct"] is True, row
    assert written["summary"]["ours"] == {"correct": len(kit["cases"]), "wrong": 0, "failed": 0}
    assert {s for s, _ in launcher.launches} == {c["symbol"] for c in kit["cases"]}


def test_wrong_output_is_reported(small_kit, tmp_path) -> None:
    path, _ = small_kit
    out = tmp_path / "result.json"
    result = runner.run_kit(path, out, EmulatorLauncher(corrupt="axpy"), only={"axpy_views_step2_f32"}, benchmarks=False,
                            log=lambda s: None)
    rows = [r for r in result["rows"] if r["compiler"] == "ours"]
    assert len(rows) == 1 and rows[0]["correct"] is False
    assert rows[0]["max_error"] > 0 and "differ" in rows[0]["error"]
    assert result["summary"]["ours"]["wrong"] == 1


def test_launch_failure_is_retried_with_a_block(small_kit, tmp_path) -> None:
    """A cubin the driver will not launch with cuTile's (1, 1, 1) block is a failed row, and
    its retry with the kernel's own thread count says whether the code itself is right."""
    path, kit = small_kit
    launcher = EmulatorLauncher(refuse_block_one=True)
    result = runner.run_kit(path, tmp_path / "r.json", launcher, only={"axpy_views_step2_f32"}, benchmarks=False,
                            log=lambda s: None)
    for row in result["rows"]:
        assert row["correct"] is None and "invalid argument" in row["error"]
        assert row["retry"]["correct"] is True and row["retry"]["block"] % 32 == 0
    assert launcher.resets == len(kit["compilers"])
    assert result["summary"]["ours"] == {"correct": 0, "wrong": 0, "failed": 1}


def test_runner_rejects_a_missing_kit(tmp_path, capsys) -> None:
    assert runner.main([str(tmp_path / "none.tar.gz"), "--out", str(tmp_path / "r.json")]) == 2
    assert "no kit" in capsys.readouterr().err
    bad = tmp_path / "bad.tar.gz"
    bad.write_bytes(b"not a tarball")
    with pytest.raises(runner.KitError):
        runner.run_kit(bad, tmp_path / "r.json", EmulatorLauncher())
    assert not (tmp_path / "r.json").exists()


def test_decode_and_compare() -> None:
    import ml_dtypes

    luts = build._float_luts()
    vals = np.array([1.5, -2.0, 0.0, 448.0], dtype=ml_dtypes.float8_e4m3fn)
    check = {"dtype": "float8_e4m3fn", "shape": [4], "strides": [1], "offset": 0}
    assert runner.decode(vals.tobytes(), check, luts).tolist() == [1.5, -2.0, 0.0, 448.0]
    bf = np.array([[1.0, 3.0], [-0.5, 7.0]], dtype=ml_dtypes.bfloat16)
    check = {"dtype": "bfloat16", "shape": [2], "strides": [2], "offset": 4}  # the second row
    assert runner.decode(bf.tobytes(), check, luts).tolist() == [-0.5, 7.0]
    assert runner.compare(np.array([1, 2]), np.array([1, 3]), None) == (False, 1.0)
    assert runner.compare(np.array([1.0, np.nan]), np.array([1.0 + 1e-7, np.nan]), [2e-4, 1e-5])[0]


class _FakeTensor:
    """What runner._tensor_words reads of a torch tensor: data_ptr(), shape, stride()."""

    def __init__(self, shape: list[int]) -> None:
        self.shape = tuple(shape)
        self._strides = tuple(int(np.prod(shape[i + 1:])) for i in range(len(shape)))

    def data_ptr(self) -> int:
        return 0x7F0000000000

    def stride(self) -> tuple[int, ...]:
        return self._strides


def test_benchmark_words_fit_their_kernels() -> None:
    """Every benchmark exports, and the words the runner makes from tensors of the benchmark's
    shapes fill the exported entry's parameters exactly: pointers where it takes pointers."""
    sys.path.insert(0, str(ROOT / "benchmarks" / "kernels"))
    from bench_lib import A, all_benchmarks, export_bytecode

    benches = all_benchmarks()
    names = [b.name for b in benches]
    assert len(names) == len(set(names)) == 15
    for bench in benches:
        entries, _ = build._module_facts(export_bytecode(bench, "sm_90"))
        (types,) = entries.values()
        desc = bench.describe()
        args = [_FakeTensor(list(bench.params[a["tensor"]].shape)) if "tensor" in a else a for a in desc["args"]]
        words = runner._tensor_words(args)
        assert len(words) == len(types), bench.name
        kinds = [launch_abi_kind(t) for t in types]
        ptr_words = [i for i, w in enumerate(words) if w == (0x7F0000000000).to_bytes(8, "little")]
        assert ptr_words == [i for i, k in enumerate(kinds) if k == "ptr"], bench.name
        assert sum(isinstance(p, A) for p in bench.params.values()) == len(ptr_words)


def launch_abi_kind(type_text: str) -> str:
    return _module("launch_abi").scalar_type(type_text)


@pytest.mark.slow
def test_full_dry_run(tmp_path) -> None:
    """Every case of the full kit (build/gpu-kit.tar.gz from `make gpu-kit`, else built here
    without benchmarks) runs correctly on the emulator with both compilers' rows."""
    kit_path = ROOT / "build" / "gpu-kit.tar.gz"
    if not kit_path.is_file():
        kit_path = tmp_path / "kit.tar.gz"
        build.build_kit(kit_path, build.case_names(None, None), jobs=2, benchmarks=False)
    result = runner.run_kit(kit_path, tmp_path / "result.json", EmulatorLauncher(), benchmarks=False,
                            log=lambda s: None)
    wrong = [(r["case"], r["compiler"], r.get("error")) for r in result["rows"] if not r["correct"]]
    assert not wrong
    assert result["complete"] and len(result["rows"]) >= 600


def test_tolerances_are_the_emulator_tests() -> None:
    import ml_dtypes
    from test_simt_vs_interp import MMA_ATOL, _tolerance

    tolerances = _module("tolerances")
    assert tolerances.MMA_ATOL == MMA_ATOL
    for dtype in (np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64,
                  np.float16, np.float32, np.float64, ml_dtypes.bfloat16, ml_dtypes.float8_e4m3fn,
                  ml_dtypes.float8_e5m2, ml_dtypes.float8_e8m0fnu):
        assert tolerances.tolerance(dtype) == _tolerance(dtype), dtype


def test_entry_choice_among_signatures() -> None:
    """A module with several entries (one per signature) launches the one the arguments fit,
    as cuTile dispatches, and its words fit that entry."""
    from corpus_args import kernel_args

    launch_abi = _module("launch_abi")
    data = (ROOT / "tests" / "corpus" / "bytecode" / "scale_copy_two_sigs.13.4.tileirbc").read_bytes()
    entries, _ = build._module_facts(data)
    assert len(entries) == 2
    args = kernel_args("scale_copy_two_sigs")
    chosen = build._choose_entry(data, entries, args)
    assert chosen in entries
    # the two signatures differ in element type only (f32 and f16); the arguments are f32
    assert "ptr<f32" in entries[chosen][0]
    assert "ptr<f16" in entries[next(e for e in entries if e != chosen)][0]
    words = launch_abi.launch_words(chosen, entries[chosen], args, launch_abi.Buffers())
    assert len(words) == len(entries[chosen]) == 6
