"""Helpers shared by the bytecode tests."""

from __future__ import annotations

import io
import re

from xdsl.ir import Operation
from xdsl.printer import Printer


def ir_text(op: Operation) -> str:
    """xDSL's generic form of `op` with every location, for exact IR comparisons."""
    out = io.StringIO()
    Printer(stream=out, print_debuginfo=True).print_op(op)
    return out.getvalue()


def normalize_blanks(text: str) -> str:
    """Collapse runs of blanks, as the goldens are compared (tileirdisasm aligns with them)."""
    return "\n".join(re.sub(r"[ \t]+", " ", line).rstrip() for line in text.splitlines()).strip()
