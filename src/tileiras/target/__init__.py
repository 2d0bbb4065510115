"""Per-SM facts: PTX target and ISA version, and the instruction families each target has."""

from tileiras.target.targets import FEATURES, PTX_VERSION, TARGETS, Target, get_target

__all__ = ["FEATURES", "PTX_VERSION", "TARGETS", "Target", "get_target"]
