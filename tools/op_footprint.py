"""How many source files one op lives in: `python tools/op_footprint.py mmaf reduce ...`.

For each op mnemonic, counts the files under `src/` whose code mentions it: the mnemonic as a
whole word in a string literal (`"cuda_tile.mmaf"`, `"mmaf"`, `"nv_tileaa.mmaf"`) or as part of
an identifier registered for it (`op_mmaf`). Comments and docstrings do not count, so the figure
is the number of places a change to the op may have to touch. `--literals` also counts the
`"cuda_tile.` string literals in src (facts about ops kept in string-keyed tables).

Issue 9 asks for these figures before and after the family layout; run it on both trees.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
import tokenize
from pathlib import Path

_SKIP_BEFORE_DOCSTRING = {tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.NL,
                          tokenize.ENCODING}


def code_strings_and_names(source: str) -> tuple[list[str], list[str]]:
    """The string literals (docstrings left out) and the identifiers of a Python source."""
    strings: list[str] = []
    names: list[str] = []
    prev = tokenize.NEWLINE
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError):
        return strings, names
    for tok in tokens:
        if tok.type == tokenize.STRING:
            if prev not in _SKIP_BEFORE_DOCSTRING:
                strings.append(tok.string)
        elif tok.type == tokenize.NAME:
            names.append(tok.string)
        if tok.type not in (tokenize.COMMENT, tokenize.NL):
            prev = tok.type
    return strings, names


def mentions(source: str, mnemonic: str) -> bool:
    """True when the code of `source` names op `mnemonic` (see the module docstring)."""
    strings, names = code_strings_and_names(source)
    word = re.compile(r"(?<![A-Za-z0-9_$])" + re.escape(mnemonic) + r"(?![A-Za-z0-9_$])")
    if any(word.search(s) for s in strings):
        return True
    return any(n == f"op_{mnemonic}" for n in names)


def files_mentioning(src: Path, mnemonic: str) -> list[Path]:
    return sorted(p for p in src.rglob("*.py") if mentions(p.read_text(encoding="utf-8"), mnemonic))


_REGISTRATION = re.compile(r"\.(rule|exempt|add)\(")


def cuda_tile_literals(src: Path) -> tuple[int, int]:
    """The string literals (docstrings left out) that start with `cuda_tile.`: all of them, and
    those on a line registering a rule in an `OpTable` (`.rule(`, `.exempt(`, `.add(`)."""
    pattern = re.compile(r"""^[rbuf]*(['"])cuda_tile\.""", re.IGNORECASE)
    total = registrations = 0
    for p in src.rglob("*.py"):
        text = p.read_text(encoding="utf-8")
        lines = text.splitlines()
        prev = tokenize.NEWLINE
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.STRING and prev not in _SKIP_BEFORE_DOCSTRING and pattern.match(tok.string):
                total += 1
                if _REGISTRATION.search(lines[tok.start[0] - 1]):
                    registrations += 1
            if tok.type not in (tokenize.COMMENT, tokenize.NL):
                prev = tok.type
    return total, registrations


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ops", nargs="*", default=["mmaf", "load_view_tko", "reduce"])
    parser.add_argument("--src", type=Path, default=Path(__file__).resolve().parent.parent / "src")
    parser.add_argument("--list", action="store_true", help="print the files too")
    parser.add_argument("--literals", action="store_true", help='count "cuda_tile. literals')
    args = parser.parse_args(argv)
    if not args.src.is_dir():
        print(f"op_footprint: no directory {args.src}", file=sys.stderr)
        return 2
    for op in args.ops:
        files = files_mentioning(args.src, op)
        print(f"{op}: {len(files)} files")
        if args.list:
            for f in files:
                print(f"  {f.relative_to(args.src)}")
    if args.literals:
        total, registrations = cuda_tile_literals(args.src)
        print(f'"cuda_tile. literals: {total} ({registrations} of them registering OpTable rules)')
    return 0


if __name__ == "__main__":
    sys.exit(main())
