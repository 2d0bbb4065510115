"""Bytecode versions of the cuda_tile dialect (13.1 to 13.5) and their ordering.

Every op, operand, attribute, type and enum case of the dialect carries the version that
introduced it; readers and writers gate on these values.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Version:
    """A `major.minor` bytecode version, ordered numerically."""

    major: int
    minor: int

    @staticmethod
    def parse(text: str) -> "Version":
        """Parse `"13.4"`; raises ValueError on anything else."""
        parts = text.strip().split(".")
        if len(parts) != 2 or not all(p.isdigit() for p in parts):
            raise ValueError(f"invalid bytecode version '{text}', expected MAJOR.MINOR")
        return Version(int(parts[0]), int(parts[1]))

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}"


V13_1 = Version(13, 1)
V13_2 = Version(13, 2)
V13_3 = Version(13, 3)
V13_4 = Version(13, 4)
V13_5 = Version(13, 5)

SUPPORTED_VERSIONS: tuple[Version, ...] = (V13_1, V13_2, V13_3, V13_4, V13_5)
"""Every version NVIDIA's tileiras 13.5 reads, oldest first."""

OLDEST_VERSION = SUPPORTED_VERSIONS[0]
NEWEST_VERSION = SUPPORTED_VERSIONS[-1]


def is_supported(version: Version) -> bool:
    """True for a version this implementation reads and writes."""
    return version in SUPPORTED_VERSIONS
