"""Bad text gives a ParseError at `file:line:col` with a clear message, never a traceback."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from asm_goldens import SAMPLES
from tileiras.dialects.cuda_tile.asm import ParseError, parse_module, print_module

GOOD = """entry @k(%arg0: tile<i32>) {
  %0 = addi %arg0, %arg0 : tile<i32>
  return
}
"""

BAD = [
    # (text, line, col, message fragment)
    (GOOD.replace("%arg0, %arg0", "%arg0, %nope"), 2, 20, "use of undeclared SSA value name '%nope'"),
    (GOOD.replace("addi", "addz"), 2, 8, "custom op 'addz' is unknown"),
    (GOOD.replace("addi %arg0, %arg0 : tile<i32>",
                  "cmpi equal %arg0, %arg0, signed : tile<i64> -> tile<i1>"), 2, 42,
     "type tile<i64> does not match the type tile<i32> of operand 'lhs'"),
    (GOOD.replace("tile<i32>)", "tile<i33>)"), 1, 22, "expected element type, found 'i33'"),
    (GOOD.replace("  return\n}", "  return\n"), 5, 1, "expected '}' to close the region"),
    (GOOD.replace("%0 = addi", "%0, %1 = addi"), 2, 3, "operation defines 1 results but was provided 2"),
    (GOOD.replace("addi %arg0, %arg0", "addi %arg0 %arg0"), 2, 19, "expected ','"),
    ('entry @k() {\n  %c = constant <i32: [1, 2]> : tile<4xi32>\n  return\n}\n', 2, 17,
     "wrong number of elements"),
    ('entry @k() {\n  %c = constant <i8: 300> : tile<i8>\n  return\n}\n', 2, 22,
     "does not fit in i8"),
    ('entry @k() {\n  %c = constant <f32: 1.0> : tile<f16>\n  return\n}\n', 2, 17,
     "element type f32 does not match"),
    ('entry @k() {\n  return loc(#loc9)\n}\n', 2, 10, "undefined symbol alias id 'loc9'"),
    ('entry @k() {\n  %t = make_token : token\n  %t = make_token : token\n  return\n}\n', 3, 3,
     "redefinition of SSA value '%t'"),
    ('entry @k() {\n  print_tko "abc\\q" -> token\n  return\n}\n', 2, 17, "unknown escape"),
    ('entry @k(%a: tile<i32>) {\n  %x = cmpi less %a, %a, signed : tile<i32> -> tile<i1>\n'
     '  return\n}\n', 2, 13, "expected 'comparison_predicate' value"),
    ('"cuda_tile.nope"() : () -> ()\n', 1, 1, "unknown operation 'cuda_tile.nope'"),
    ("entry @k() {\n  return\n}\n#loc = loc(\"a\":1)\n", 4, 17, "expected ':'"),
]


@pytest.mark.parametrize("text,line,col,message", BAD, ids=[b[3] for b in BAD])
def test_errors_are_located(text: str, line: int, col: int, message: str) -> None:
    with pytest.raises(ParseError) as info:
        parse_module(text, "bad.mlir")
    e = info.value
    assert message in e.message
    assert (e.filename, e.line, e.col) == ("bad.mlir", line, col)
    assert str(e).startswith(f"bad.mlir:{line}:{col}: error: ")


def test_good_text_parses() -> None:
    assert print_module(parse_module(GOOD)) == GOOD


_TEXTS = sorted(p.read_text() for p in SAMPLES.glob("*.mlir"))


def _mutate(text: str, rnd: random.Random) -> str:
    for _ in range(rnd.randint(1, 3)):
        if not text:
            break
        k = rnd.randrange(len(text))
        kind = rnd.randrange(5)
        if kind == 0:
            text = text[:k] + text[k + rnd.randint(1, 8):]
        elif kind == 1:
            text = text[:k] + rnd.choice('%@#<>()[]{},:=x?"0123abc -\n') + text[k:]
        elif kind == 2:
            j = rnd.randrange(len(text))
            text = text[:k] + text[j:j + rnd.randint(1, 20)] + text[k:]
        elif kind == 3:
            text = text[:k]
        else:
            tokens = re.findall(r"tile<[^<>]*>|%[A-Za-z0-9_#]+|\b[a-z_]+\b|\d+", text)
            if tokens:
                text = text.replace(rnd.choice(tokens), rnd.choice(tokens), 1)
    return text


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, len(_TEXTS) - 1))
def test_mutated_text_never_crashes(seed: int, which: int) -> None:
    text = _mutate(_TEXTS[which], random.Random(seed))
    try:
        module = parse_module(text, "fuzz.mlir")
    except ParseError as e:
        assert re.match(r"fuzz\.mlir:\d+:\d+: error: .+", str(e))
        return
    print_module(module)
    print_module(module, generic=True, debug_info=True)
