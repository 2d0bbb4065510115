"""What NVIDIA's tileiras 13.5 refuses per target, refused the same way (exit 5)."""

from __future__ import annotations

from tileiras.target import Target


def check_target_types(module, target: Target) -> None:
    """Raise CompileError where `target` lacks a type or instruction the module needs."""
    return None
