"""Mutated corpus files: reading (and verifying, as tileirdisasm does) returns a module, which
prints, or raises BytecodeError, nothing else, within a time bound per mutant and with memory
bounded by the input size.

300 mutants run by default; 5,000 in the slow test. A failure names the seed: regenerate the
mutant with `mutate(data, seed)` from mutate.py.
"""

from __future__ import annotations

import signal
import tracemalloc
from contextlib import contextmanager

import pytest
from bytecode_corpus import CORPUS
from mutate import mutate

from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.reader import read_bytecode
from tileiras.dialects.cuda_tile.asm import print_module

SEEDS = [
    "vadd_f32.13.1.tileirbc",
    "vadd_f32.13.4.tileirbc",
    "fused_attention_f16.13.3.tileirbc",
    "atomic_2d_histogram.13.4.tileirbc",
    "handmade/for_loops.13.2.tileirbc",
    "handmade/reduce_scan.13.5.tileirbc",
    "handmade/debug_info_kinds.13.5.tileirbc",
    "handmade/globals.13.3.tileirbc",
    "handmade/view_load_store_options.13.4.tileirbc",
    "handmade/assume_predicates.13.4.tileirbc",
    "handmade/multimem_ops.13.5.tileirbc",
    "handmade/constants_all_types.13.5.tileirbc",
    "handmade/entry_hints.13.4.tileirbc",
]
TIME_LIMIT_S = 5
MEMORY_LIMIT = 64 << 20
"""Peak Python allocation allowed while reading one mutant (the inputs are ~1-4 KB)."""


def _seed_files() -> list[bytes]:
    files = [CORPUS / name for name in SEEDS]
    present = [p.read_bytes() for p in files if p.exists()]
    if not present:
        pytest.skip("corpus seed files missing")
    return present


class _Timeout(Exception):
    pass


@contextmanager
def _time_limit(seconds: int):
    def on_alarm(signum, frame):
        raise _Timeout()

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _run(count: int, first_seed: int) -> dict[str, int]:
    seeds = _seed_files()
    outcomes = {"read": 0, "rejected": 0}
    tracemalloc.start()
    try:
        for seed in range(first_seed, first_seed + count):
            data = mutate(seeds[seed % len(seeds)], seed)
            tracemalloc.reset_peak()
            try:
                with _time_limit(TIME_LIMIT_S):
                    module = read_bytecode(data, verify=True).module
                    print_module(module, debug_info=True)
                outcomes["read"] += 1
            except BytecodeError:
                outcomes["rejected"] += 1
            except _Timeout:
                pytest.fail(f"seed {seed}: reading took more than {TIME_LIMIT_S}s")
            except Exception as err:  # noqa: BLE001 - the point of the test
                pytest.fail(f"seed {seed}: {type(err).__name__}: {err}")
            peak = tracemalloc.get_traced_memory()[1]
            assert peak < MEMORY_LIMIT, f"seed {seed}: {peak} bytes allocated"
    finally:
        tracemalloc.stop()
    return outcomes


def test_mutants_read_or_raise_bytecode_error() -> None:
    outcomes = _run(300, 0)
    assert outcomes["rejected"] > 0


@pytest.mark.slow
def test_many_mutants_read_or_raise_bytecode_error() -> None:
    outcomes = _run(5000, 1_000_000)
    assert outcomes["rejected"] > 0 and outcomes["read"] > 0


def test_mutator_is_deterministic() -> None:
    data = _seed_files()[0]
    assert mutate(data, 7) == mutate(data, 7)
    assert any(mutate(data, s) != data for s in range(5))
