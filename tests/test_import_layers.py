"""Import direction: every `tileiras` package imports only packages of lower layers.

DESIGN.md states the direction `cli -> driver -> stages -> dialects`, with leaves anyone may
use. This test makes it a rule: it parses every module under `src/tileiras` with `ast` (so an
import inside a function, or under `if TYPE_CHECKING:`, counts as much as one at the top), maps
each imported `tileiras` module to its package, and checks `LAYERS`. A separate check asserts
that the package graph has no cycle at all.

A package is the first component under `tileiras` (`tileiras.codegen.nvptx` -> `codegen`;
a top-level module such as `tileiras.passes` is its own package, and `tileiras/__init__.py`
is the package `tileiras`). Adding a package is one entry in `LAYERS`.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"

# Layers, lowest first, as (label, packages). A package may import itself and packages of strictly
# lower layers only (not one of its own layer). The stages' layer 2 is ordered inside: bytecode,
# transforms and toolchain (2a) are below codegen (2b), which is below conversion (2c).
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    # leaves anyone may use (they import only the standard library, xDSL, numpy)
    ("0", ("tileiras", "diagnostics", "target", "op_registry", "layout", "termination", "host_abi")),
    # the IR definitions
    ("1", ("dialects",)),
    # readers/writers and IR-to-IR rewrites of one dialect; the external tools (ptxas)
    ("2a", ("bytecode", "transforms", "toolchain")),
    # the LLVM IR builder and the PTX back end
    ("2b", ("codegen",)),
    # dialect-to-dialect conversions (the LLVM one emits through codegen's builders)
    ("2c", ("conversion",)),
    # the reference interpreter
    ("3", ("interp",)),
    # the registered pass list
    ("4", ("passes",)),
    # what runs the stages: the compile driver (the one pipeline)
    ("5", ("driver",)),
    # the SIMT emulator, which compiles through the driver's pipeline and runs the PTX on the CPU
    ("6", ("simt",)),
    # the command-line tools
    ("7", ("cli",)),
)

LAYER_OF: dict[str, int] = {pkg: rank for rank, (_, pkgs) in enumerate(LAYERS) for pkg in pkgs}
LABEL_OF: dict[str, str] = {pkg: label for label, pkgs in LAYERS for pkg in pkgs}


@dataclass(frozen=True)
class Import:
    """One `tileiras` import: `module` (file `path`, line `line`) imports `target`."""

    module: str
    path: str
    line: int
    target: str
    in_function: bool

    def where(self) -> str:
        return f"{self.path}:{self.line}"


def module_name(path: Path, src: Path) -> str:
    parts = list(path.relative_to(src).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def package_of(module: str) -> str:
    """`tileiras.a.b` -> `a`; `tileiras` -> `tileiras`."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def _enclosing_function(tree: ast.AST) -> dict[ast.AST, bool]:
    """For every import node of `tree`, whether it sits inside a function body."""
    out: dict[ast.AST, bool] = {}

    def walk(node: ast.AST, inside: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                out[child] = inside
            walk(child, inside or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

    walk(tree, False)
    return out


def imports_of(path: Path, src: Path) -> Iterator[Import]:
    """Every import of a `tileiras` module in the file `path` (relative imports resolved)."""
    module = module_name(path, src)
    is_package = path.name == "__init__.py"
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node, inside in _enclosing_function(tree).items():
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            assert isinstance(node, ast.ImportFrom)
            if node.level:
                base = module.split(".") if is_package else module.split(".")[:-1]
                base = base[: len(base) - node.level + 1]
                targets = [".".join(base + ([node.module] if node.module else []))]
            else:
                targets = [node.module or ""]
        for target in targets:
            if target == "tileiras" or target.startswith("tileiras."):
                yield Import(module, path.relative_to(src).as_posix(), node.lineno, target, inside)


@functools.cache
def all_imports(src: Path = SRC) -> list[Import]:
    return [imp for path in sorted((src / "tileiras").rglob("*.py")) for imp in imports_of(path, src)]


def layer_violations(imports: list[Import], layer_of: Mapping[str, int],
                     label_of: Mapping[str, str] | None = None) -> list[str]:
    """One message per import that goes sideways or up, or names a package not in the table."""
    label = label_of or {pkg: str(rank) for pkg, rank in layer_of.items()}
    problems = []
    for imp in imports:
        src_pkg, dst_pkg = package_of(imp.module), package_of(imp.target)
        for pkg in (src_pkg, dst_pkg):
            if pkg not in layer_of:
                problems.append(f"{imp.where()}: package {pkg!r} is not in LAYERS "
                                f"(tests/test_import_layers.py): add it to the layer it belongs to")
        if src_pkg == dst_pkg or src_pkg not in layer_of or dst_pkg not in layer_of:
            continue
        if layer_of[dst_pkg] >= layer_of[src_pkg]:
            problems.append(f"{imp.where()}: {imp.module} imports {imp.target}, but package "
                            f"{src_pkg!r} (layer {label[src_pkg]}) may import only lower layers, "
                            f"and {dst_pkg!r} is layer {label[dst_pkg]}")
    return sorted(set(problems))


def package_graph(imports: list[Import]) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for imp in imports:
        a, b = package_of(imp.module), package_of(imp.target)
        graph.setdefault(a, set())
        graph.setdefault(b, set())
        if a != b:
            graph[a].add(b)
    return graph


def package_cycles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one package (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(out)


# -- the rules, on the real tree ------------------------------------------------------------------

def test_every_import_goes_down_the_layers():
    problems = layer_violations(all_imports(), LAYER_OF, LABEL_OF)
    assert not problems, "imports against the layer order:\n" + "\n".join(problems)


def test_no_package_cycles():
    imports = all_imports()
    cycles = package_cycles(package_graph(imports))
    details = []
    for comp in cycles:
        for imp in imports:
            a, b = package_of(imp.module), package_of(imp.target)
            if a != b and a in comp and b in comp:
                details.append(f"  {imp.where()}: {imp.module} -> {imp.target}")
    assert not cycles, f"package cycles {cycles}, through:\n" + "\n".join(sorted(set(details)))


def test_every_package_is_in_the_table():
    pkgs = {package_of(module_name(p, SRC)) for p in (SRC / "tileiras").rglob("*.py")}
    missing = sorted(pkgs - set(LAYER_OF))
    assert not missing, f"packages missing from LAYERS in tests/test_import_layers.py: {missing}"


def test_layers_name_each_package_once():
    names = [pkg for _, pkgs in LAYERS for pkg in pkgs]
    assert len(names) == len(set(names))


# -- the checker itself, on a made-up tree --------------------------------------------------------

def _tree(tmp_path: Path, files: Mapping[str, str]) -> Path:
    for rel, text in files.items():
        p = tmp_path / "tileiras" / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return tmp_path


def test_checker_names_an_upward_import_inside_a_function(tmp_path):
    src = _tree(tmp_path, {
        "__init__.py": "",
        "low/__init__.py": "",
        "low/a.py": "def f():\n    from tileiras.high.b import g\n    return g\n",
        "high/__init__.py": "",
        "high/b.py": "from ..low import a\n",
    })
    imports = all_imports(src)
    assert {(i.module, i.target, i.in_function) for i in imports} == {
        ("tileiras.low.a", "tileiras.high.b", True),
        ("tileiras.high.b", "tileiras.low", False),
    }
    problems = layer_violations(imports, {"tileiras": 0, "low": 1, "high": 2})
    assert len(problems) == 1
    assert "tileiras/low/a.py:2" in problems[0]
    assert "tileiras.low.a imports tileiras.high.b" in problems[0]
    assert package_cycles(package_graph(imports)) == [["high", "low"]]


def test_checker_refuses_a_sideways_import_and_an_unlisted_package(tmp_path):
    src = _tree(tmp_path, {
        "__init__.py": "",
        "a.py": "import tileiras.b\n",
        "b.py": "",
        "new/__init__.py": "from tileiras import a\n",
    })
    problems = layer_violations(all_imports(src), {"tileiras": 0, "a": 1, "b": 1})
    assert any("'a' (layer 1)" in p and "'b' is layer 1" in p for p in problems)
    assert any("package 'new' is not in LAYERS" in p for p in problems)
