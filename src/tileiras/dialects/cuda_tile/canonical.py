"""One spelling for "nothing" in op properties, kept by the bytecode reader and the text parser.

- `inbounds` (a bool per index of a view access): absent means all false, so an all-false
  array of the right length is left out; the writer writes it back as all false. An array of
  the wrong length stays, for the verifier to report.
- optimization hints: empty hints (`<>`) are no hints.
- dense constants: see `dense.canonical` (all-equal elements are a one-element splat).

With these, the properties the reader builds from bytecode equal those the parser builds from
NVIDIA's text for the same module.
"""

from __future__ import annotations

from xdsl.dialects.builtin import DenseArrayBase
from xdsl.ir import Attribute

from tileiras.dialects.cuda_tile.attributes import OptimizationHintsAttr


def canonicalize_properties(props: dict[str, Attribute], index_count: int) -> None:
    """Drop the properties that spell "nothing" (in place); `index_count`: the op's indices."""
    inbounds = props.get("inbounds")
    if (isinstance(inbounds, DenseArrayBase) and not any(inbounds.get_values())
            and len(inbounds.get_values()) == index_count):
        del props["inbounds"]
    hints = props.get("optimization_hints")
    if isinstance(hints, OptimizationHintsAttr) and not hints.items:
        del props["optimization_hints"]
