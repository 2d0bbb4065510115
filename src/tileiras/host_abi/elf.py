"""Just enough ELF64 reading for host objects: a cubin's sections, and a host object's symbols.

Kept here rather than imported from `toolchain.cubin` because this package is a layer-0 leaf.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

_SHDR = struct.Struct("<IIQQQQIIQQ")  # name type flags addr offset size link info addralign entsize
_SYM = struct.Struct("<IBBHQQ")  # name info other shndx value size
SHT_SYMTAB = 2
SHT_NOBITS = 8
SYM_TYPES = {0: "NOTYPE", 1: "OBJECT", 2: "FUNC", 3: "SECTION", 4: "FILE"}
SYM_BINDS = {0: "LOCAL", 1: "GLOBAL", 2: "WEAK"}


@dataclass(frozen=True)
class Section:
    name: str
    type: int
    offset: int
    size: int
    link: int
    data: bytes  # empty for NOBITS


@dataclass(frozen=True)
class ElfSymbol:
    """One symbol of a host object: `section` is the defining section's name, "" if undefined."""

    name: str
    type: str
    bind: str
    section: str
    value: int
    size: int

    @property
    def defined(self) -> bool:
        return self.section != ""


def _check_elf64(data: bytes) -> None:
    if len(data) < 64 or data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not a little-endian 64-bit ELF file")


def sections(data: bytes) -> list[Section]:
    """The sections of an ELF64 file, in header order; ValueError when it is not one."""
    _check_elf64(data)
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    if shoff + shnum * shentsize > len(data) or shstrndx >= max(shnum, 1):
        raise ValueError("ELF section headers lie outside the file")
    raw = [_SHDR.unpack_from(data, shoff + i * shentsize) for i in range(shnum)]
    strtab = raw[shstrndx][4]
    out = []
    for h in raw:
        start = strtab + h[0]
        name = data[start:data.index(b"\0", start)].decode()
        body = b"" if h[1] == SHT_NOBITS else data[h[4]:h[4] + h[5]]
        out.append(Section(name, h[1], h[4], h[5], h[6], body))
    return out


def nv_host_object(cubin: bytes) -> bytes | None:
    """The bytes of the cubin's `.nv.host` section (NVIDIA's host object), None when absent."""
    for s in sections(cubin):
        if s.name == ".nv.host":
            return s.data
    return None


def object_symbols(obj: bytes) -> list[ElfSymbol]:
    """The named symbols of a relocatable object (file and section symbols left out)."""
    secs = sections(obj)
    out = []
    for s in secs:
        if s.type != SHT_SYMTAB:
            continue
        names = secs[s.link].data
        for i in range(1, s.size // _SYM.size):
            name_off, info, _other, shndx, value, size = _SYM.unpack_from(s.data, i * _SYM.size)
            kind = SYM_TYPES.get(info & 0xF, str(info & 0xF))
            if kind in ("FILE", "SECTION"):
                continue
            name = names[name_off:names.index(b"\0", name_off)].decode()
            where = "" if shndx == 0 else (secs[shndx].name if shndx < len(secs) else f"#{shndx:x}")
            out.append(ElfSymbol(name, kind, SYM_BINDS.get(info >> 4, str(info >> 4)), where, value, size))
    return out


def object_file_name(obj: bytes) -> str | None:
    """The FILE symbol's name (NVIDIA's host objects say `LLVMDialectModule`)."""
    secs = sections(obj)
    for s in secs:
        if s.type == SHT_SYMTAB:
            names = secs[s.link].data
            for i in range(1, s.size // _SYM.size):
                name_off, info = _SYM.unpack_from(s.data, i * _SYM.size)[:2]
                if info & 0xF == 4:
                    return names[name_off:names.index(b"\0", name_off)].decode()
    return None
