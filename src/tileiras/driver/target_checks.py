"""What NVIDIA's tileiras 13.5 refuses per target, refused the same way (exit 5).

Measured by compiling every corpus kernel and hand-made module for all twelve targets with
NVIDIA's tileiras 13.5 (the table below); each refusal is
`<op location>: error: Incompatibility with architecture 'sm_NN': <what>` followed by
`error: failed to compile Tile IR program`. Which target has what is the `Target`'s to say
(`accepts_element_type`, `allows_bf16_atomic_add`, `has_multimem`).

| what | refused on |
|---|---|
| type f8E4M3FN, f8E5M2 | sm_80, 86, 87, 88 |
| type f8E8M0FNU, f4E2M1FN | sm_80 to sm_90 |
| type f8E5M3FNU (spelled `fnv8E5M3FNU`) | every target but sm_107 |
| atomic add of bf16 (`atomicRMW ADDF with bf16`) | sm_80, 86, 87, 88 |
| multimem ops (`multicast pointers require sm_100 or sm_103 or sm_107`) | all but sm_100, 103, 107 |
"""

from __future__ import annotations

from xdsl.dialects.builtin import BFloat16Type, Float4E2M1FNType, Float8E4M3FNType, Float8E5M2Type, Float8E8M0FNUType
from xdsl.ir import Attribute, ParametrizedAttribute

from tileiras.diagnostics import CompileError, SourceLocation
from tileiras.target import TARGETS, Target

FAILED = "failed to compile Tile IR program"


def _type_name(t: Attribute) -> str | None:
    """The NVIDIA spelling of a gated element type, or None."""
    if isinstance(t, Float8E4M3FNType):
        return "f8E4M3FN"
    if isinstance(t, Float8E5M2Type):
        return "f8E5M2"
    if isinstance(t, Float8E8M0FNUType):
        return "f8E8M0FNU"
    if isinstance(t, Float4E2M1FNType):
        return "f4E2M1FN"
    if getattr(t, "name", "") == "cuda_tile.f8E5M3FNU":
        return "fnv8E5M3FNU"
    return None


def _gated_types(t: Attribute, depth: int = 0) -> list[str]:
    out = []
    name = _type_name(t)
    if name is not None:
        out.append(name)
    if isinstance(t, ParametrizedAttribute) and depth < 8:
        for p in t.parameters:
            if isinstance(p, Attribute):
                out += _gated_types(p, depth + 1)
    return out


def _location(op) -> SourceLocation | None:
    from tileiras.dialects.cuda_tile.attributes import source_position

    try:
        pos = source_position(getattr(op, "location", None))
    except Exception:  # noqa: BLE001 - no usable location
        pos = None
    return SourceLocation(*pos) if pos is not None else None


def _refuse(target: Target, what: str, op) -> None:
    inner = CompileError(f"Incompatibility with architecture '{target.name}': {what}", location=_location(op))
    raise CompileError(FAILED) from inner


def check_target_types(module, target: Target) -> None:
    """Raise CompileError where `target` lacks a type or instruction the module needs."""
    multimem_targets = " or ".join(t.name for t in TARGETS.values() if t.has_multimem)
    seen: set[Attribute] = set()  # a type passed once passes again: most values share a few types
    for op in module.walk():
        types = [r.type for r in op.results] + [o.type for o in op.operands]
        for region in op.regions:
            for block in region.blocks:
                types += [a.type for a in block.args]
        for t in types:
            if t in seen:
                continue
            for name in _gated_types(t):
                if not target.accepts_element_type(name):
                    _refuse(target, f"unsupported type '{name}'", op)
            seen.add(t)
        if op.name == "cuda_tile.atomic_rmw_tko" and not target.allows_bf16_atomic_add:
            mode = op.properties.get("mode") or op.attributes.get("mode")
            elem = op.results[0].type
            elem = getattr(elem, "element_type", elem)
            if mode is not None and "addf" in str(mode) and isinstance(elem, BFloat16Type):
                _refuse(target, "atomicRMW ADDF with bf16 is not supported", op)
        if op.name.startswith("cuda_tile.multimem_") and not target.has_multimem:
            _refuse(target, f"multicast pointers require {multimem_targets}", op)
