"""Runs every FileCheck test under tests/filecheck: each `// RUN:` line of a `.mlir` file.

A RUN line is a shell pipeline (bash, with pipefail) run from the repository root, after
these substitutions:

| in the RUN line | becomes |
|---|---|
| `%s` | the test file |
| `%S` | the test file's directory |
| `%samples` | `tests/asm/samples` (hand-made bytecode of every cuda_tile op) |
| `%corpus` | `tests/corpus/bytecode` (cuTile kernels) |
| `tileir-opt` | `python -m tileiras.cli.tileir_opt` |
| `filecheck` / `FileCheck` | `python -m filecheck` (the `filecheck` package) |
| `not` (as a command) | a wrapper that succeeds exactly when its command fails |

A line ending in `\\` continues on the next RUN line. Files under `Inputs/` directories are
inputs of other tests, not tests.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TESTS = sorted(p for p in HERE.rglob("*.mlir") if "Inputs" not in p.relative_to(HERE).parts)


def run_lines(path: Path) -> list[str]:
    lines: list[str] = []
    pending = ""
    for raw in path.read_text().splitlines():
        m = re.match(r"\s*//\s*RUN:\s?(.*)$", raw)
        if not m:
            continue
        text = m.group(1).rstrip()
        if text.endswith("\\"):
            pending += text[:-1] + " "
            continue
        lines.append(pending + text)
        pending = ""
    if pending:
        lines.append(pending)
    return lines


def substitute(line: str, path: Path) -> str:
    py = sys.executable
    line = line.replace("%samples", str(ROOT / "tests" / "asm" / "samples"))
    line = line.replace("%corpus", str(ROOT / "tests" / "corpus" / "bytecode"))
    line = line.replace("%S", str(path.parent)).replace("%s", str(path))
    line = re.sub(r"(?<![\w./-])tileir-opt(?![\w-])", f"{py} -m tileiras.cli.tileir_opt", line)
    line = re.sub(r"(?<![\w./-])(filecheck|FileCheck)(?![\w-])", f"{py} -m filecheck", line)
    line = re.sub(r"(^|[|;&]\s*)not\s", rf"\1{py} {HERE / 'not_cmd.py'} ", line)
    return line


CASES = [(p, i, line) for p in TESTS for i, line in enumerate(run_lines(p))]


@pytest.mark.parametrize(
    "path,index,line", CASES, ids=[f"{p.relative_to(HERE)}:{i}" for p, i, _ in CASES]
)
def test_run_line(path: Path, index: int, line: str) -> None:
    command = substitute(line, path)
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT / "src") + os.pathsep + env.get("PYTHONPATH", "")
    proc = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, (
        f"RUN line {index} of {path.name} failed (exit {proc.returncode}):\n{line}\n"
        f"--- stdout ---\n{proc.stdout[-6000:]}\n--- stderr ---\n{proc.stderr[-6000:]}"
    )


def test_every_file_has_a_run_line() -> None:
    assert TESTS, "no FileCheck tests found"
    missing = [p.name for p in TESTS if not run_lines(p)]
    assert not missing, f"FileCheck tests without RUN lines: {missing}"
