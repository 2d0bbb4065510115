"""Reading the facts we check in a cubin: ELF machine, SM, arch-specific flag.

The ``a`` (architecture-specific) variant is not in ``e_flags``; ptxas records
it as attribute 9 of the ``.nv.compat`` section (1 for ``-arch sm_90a``, 0 for
``sm_90``), which is how we can tell that NVIDIA's tileiras builds ``sm_90a``.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

EM_CUDA = 190
_COMPAT_ARCH_SPECIFIC = 9


@dataclass(frozen=True)
class CubinInfo:
    machine: int
    sm: int
    arch_specific: bool | None  # None when the cubin has no .nv.compat (sm_80-sm_89)


def _sections(data: bytes) -> dict[str, bytes]:
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    headers = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    strtab = headers[shstrndx][4]
    out = {}
    for h in headers:
        start = strtab + h[0]
        name = data[start:data.index(b"\0", start)].decode()
        out[name] = data[h[4]:h[4] + h[5]]
    return out


def _compat_attributes(section: bytes) -> dict[int, bytes]:
    attrs, i = {}, 0
    while i + 2 <= len(section):
        fmt, attr = section[i], section[i + 1]
        i += 2
        if fmt in (2, 3):  # two-byte value
            attrs[attr], i = section[i:i + 2], i + 2
        elif fmt == 4:  # sized value
            (size,) = struct.unpack_from("<H", section, i)
            attrs[attr], i = section[i + 2:i + 2 + size], i + 2 + size
        else:
            attrs[attr] = b""
    return attrs


def inspect_cubin(data: bytes) -> CubinInfo:
    """Machine, SM and arch-specific flag of an ELF cubin; ValueError if it is not ELF64."""
    if data[:4] != b"\x7fELF" or data[4] != 2:
        raise ValueError("not a 64-bit ELF file")
    (machine,) = struct.unpack_from("<H", data, 18)
    (flags,) = struct.unpack_from("<I", data, 48)
    compat = _sections(data).get(".nv.compat")
    arch_specific = None
    if compat is not None:
        value = _compat_attributes(compat).get(_COMPAT_ARCH_SPECIFIC)
        arch_specific = bool(value and value[0])
    return CubinInfo(machine=machine, sm=(flags >> 8) & 0xFF, arch_specific=arch_specific)
