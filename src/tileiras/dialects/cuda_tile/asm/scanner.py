"""A character cursor over MLIR-like text: tokens on demand, positions for diagnostics.

The cuda_tile text format is irregular enough (shapes such as `4x8xf32`, names such as
`%cst_-3_i8`, printf strings) that a fixed token stream gets in the way; the parser instead
asks this scanner for the next thing it expects. Whitespace and `//` comments are skipped
before every request. Errors are `ParseError`s carrying `file:line:col`.
"""

from __future__ import annotations

import re

from tileiras.dialects.cuda_tile.strings import bytes_of, text_of

_WS = re.compile(r"(?:\s+|//[^\n]*)+")
_BARE_ID = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")
_SUFFIX_ID = re.compile(r"(?:[0-9]+|[A-Za-z$._-][A-Za-z0-9$._-]*)")
_INT = re.compile(r"[-+]?(?:0x[0-9A-Fa-f]+|[0-9]+)")
_FLOAT = re.compile(r"[-+]?(?:0x[0-9A-Fa-f]+|[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?)")
_HEX_DIGITS = "0123456789abcdefABCDEF"


class ParseError(Exception):
    """A syntax or semantic error in cuda_tile text, located as `file:line:col`."""

    def __init__(self, message: str, filename: str = "<stdin>", line: int = 1, col: int = 1):
        self.message = message
        self.filename = filename
        self.line = line
        self.col = col
        super().__init__(f"{filename}:{line}:{col}: error: {message}")


class Scanner:
    """Position-based reader with MLIR token helpers."""

    def __init__(self, text: str, filename: str = "<stdin>"):
        self.text = text
        self.filename = filename
        self.pos = 0

    # --- positions and errors ----------------------------------------------------------------
    def location(self, pos: int | None = None) -> tuple[int, int]:
        pos = self.pos if pos is None else pos
        line = self.text.count("\n", 0, pos) + 1
        col = pos - (self.text.rfind("\n", 0, pos) + 1) + 1
        return line, col

    def error(self, message: str, pos: int | None = None) -> ParseError:
        """A ParseError at `pos` (default: the next token), skipping blanks to the token."""
        pos = self.pos if pos is None else pos
        m = _WS.match(self.text, pos)
        if m and m.end() < len(self.text):
            pos = m.end()
        line, col = self.location(pos)
        return ParseError(message, self.filename, line, col)

    def skip_ws(self) -> None:
        m = _WS.match(self.text, self.pos)
        if m:
            self.pos = m.end()

    def at_end(self) -> bool:
        self.skip_ws()
        return self.pos >= len(self.text)

    def peek(self, n: int = 1) -> str:
        self.skip_ws()
        return self.text[self.pos:self.pos + n]

    def describe_next(self) -> str:
        """The next token, quoted, for 'expected X, found Y' messages."""
        self.skip_ws()
        if self.pos >= len(self.text):
            return "end of input"
        m = re.compile(r"[%@#!^]?[A-Za-z0-9_$.\-]+|\S").match(self.text, self.pos)
        return f"'{m.group(0)}'" if m else "end of input"

    # --- punctuation and keywords --------------------------------------------------------------
    def try_punct(self, p: str) -> bool:
        self.skip_ws()
        if self.text.startswith(p, self.pos):
            self.pos += len(p)
            return True
        return False

    def expect_punct(self, p: str, what: str | None = None) -> None:
        if not self.try_punct(p):
            raise self.error(f"expected '{p}'{' ' + what if what else ''}, found {self.describe_next()}")

    def peek_keyword(self, word: str) -> bool:
        self.skip_ws()
        end = self.pos + len(word)
        if not self.text.startswith(word, self.pos):
            return False
        return not (end < len(self.text) and (self.text[end].isalnum() or self.text[end] in "_$."))

    def try_keyword(self, word: str) -> bool:
        if self.peek_keyword(word):
            self.pos += len(word)
            return True
        return False

    def expect_keyword(self, word: str, what: str | None = None) -> None:
        if not self.try_keyword(word):
            raise self.error(f"expected '{word}'{' ' + what if what else ''}, found {self.describe_next()}")

    def try_bare_id(self) -> str | None:
        self.skip_ws()
        m = _BARE_ID.match(self.text, self.pos)
        if not m:
            return None
        self.pos = m.end()
        return m.group(0)

    def expect_bare_id(self, what: str) -> str:
        start = self.pos
        word = self.try_bare_id()
        if word is None:
            raise self.error(f"expected {what}, found {self.describe_next()}", start)
        return word

    def expect_one_of(self, words: list[str] | tuple[str, ...], what: str) -> str:
        self.skip_ws()
        start = self.pos
        word = self.try_bare_id()
        if word is None or word not in words:
            self.pos = start
            raise self.error(f"expected {what} (one of {', '.join(words)}), found "
                             f"{self.describe_next()}")
        return word

    # --- numbers -------------------------------------------------------------------------------
    def try_int(self) -> int | None:
        self.skip_ws()
        m = _INT.match(self.text, self.pos)
        if not m:
            return None
        end = m.end()
        if end < len(self.text) and self.text[end] in ".eE" and not m.group(0).lower().lstrip("+-").startswith("0x"):
            nxt = self.text[end:end + 2]
            if nxt[:1] == "." or (len(nxt) > 1 and (nxt[1].isdigit() or nxt[1] in "+-")):
                return None  # a float literal
        self.pos = end
        return int(m.group(0), 0) if "x" in m.group(0).lower() else int(m.group(0))

    def expect_int(self, what: str) -> int:
        start = self.pos
        v = self.try_int()
        if v is None:
            raise self.error(f"expected integer {what}, found {self.describe_next()}", start)
        return v

    def try_float_text(self) -> str | None:
        self.skip_ws()
        m = _FLOAT.match(self.text, self.pos)
        if not m:
            return None
        self.pos = m.end()
        return m.group(0)

    # --- names ---------------------------------------------------------------------------------
    def try_sigil_name(self, sigil: str) -> str | None:
        """`%name`, `^bb0`, `#alias`: the name after the sigil."""
        self.skip_ws()
        if not self.text.startswith(sigil, self.pos):
            return None
        m = _SUFFIX_ID.match(self.text, self.pos + 1)
        if not m:
            raise self.error(f"expected a name after '{sigil}'")
        self.pos = m.end()
        return m.group(0)

    def try_symbol(self) -> str | None:
        """`@name` or `@"quoted name"`."""
        self.skip_ws()
        if not self.text.startswith("@", self.pos):
            return None
        self.pos += 1
        if self.text.startswith('"', self.pos):
            return self.expect_string("symbol name")
        m = _SUFFIX_ID.match(self.text, self.pos)
        if not m:
            raise self.error("expected a symbol name after '@'")
        self.pos = m.end()
        return m.group(0)

    # --- strings -------------------------------------------------------------------------------
    def try_string(self) -> str | None:
        self.skip_ws()
        if not self.text.startswith('"', self.pos):
            return None
        return self.expect_string("string")

    def expect_string(self, what: str) -> str:
        """A `"..."` literal with MLIR escapes (`\\n`, `\\t`, `\\"`, `\\\\`, `\\XX` hex bytes)."""
        self.skip_ws()
        start = self.pos
        if not self.text.startswith('"', self.pos):
            raise self.error(f"expected {what} string, found {self.describe_next()}")
        i = self.pos + 1
        out = bytearray()
        text = self.text
        while True:
            if i >= len(text) or text[i] == "\n":
                raise self.error("expected '\"' in string literal", start)
            c = text[i]
            if c == '"':
                i += 1
                break
            if c == "\\":
                nxt = text[i + 1:i + 2]
                if nxt in ('"', "\\"):
                    out += nxt.encode()
                    i += 2
                elif nxt == "n":
                    out += b"\n"
                    i += 2
                elif nxt == "t":
                    out += b"\t"
                    i += 2
                elif len(text) > i + 2 and nxt and nxt in _HEX_DIGITS and text[i + 2] in _HEX_DIGITS:
                    out.append(int(text[i + 1:i + 3], 16))
                    i += 3
                else:
                    raise self.error("unknown escape in string literal", i)
            else:
                out += bytes_of(c)
                i += 1
        self.pos = i
        return text_of(bytes(out))

    # --- balanced text ---------------------------------------------------------------------
    def match(self, pattern: re.Pattern[str]) -> re.Match[str] | None:
        self.skip_ws()
        m = pattern.match(self.text, self.pos)
        if m:
            self.pos = m.end()
        return m


def escape_string(s: str) -> str:
    """MLIR's `printEscapedString`: printable ASCII stays, `"` and `\\` and others become `\\XX`."""
    out = []
    for b in bytes_of(s):
        c = chr(b)
        if c == "\\":
            out.append("\\\\")
        elif c == '"':
            out.append("\\22")
        elif 0x20 <= b < 0x7F:
            out.append(c)
        else:
            out.append("\\" + format(b, "02X"))
    return '"' + "".join(out) + '"'
