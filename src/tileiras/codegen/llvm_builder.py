"""A small builder for LLVM IR text: functions, basic blocks, numbered SSA values.

The code generator writes LLVM IR as text (llvmlite parses it): it is what NVIDIA's
pipeline hands to NVVM too, and text keeps every construct LLVM has (calling conventions,
function attributes, syncscopes, inline asm) within reach without a binding for each.
Values are plain strings (`%v12`, `7`, `<4 x float> zeroinitializer`); types are strings.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field


def vec(n: int, t: str) -> str:
    return f"<{n} x {t}>"


def float_bits_literal(bits: int, t: str) -> str:
    """An LLVM literal for the float of type `t` whose bit pattern is `bits`."""
    if t == "double":
        return "0x%016X" % bits
    if t == "half":
        return "0xH%04X" % bits
    if t == "bfloat":
        return "0xR%04X" % bits
    f = struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", f))[0]


@dataclass
class Block:
    label: str
    lines: list[str] = field(default_factory=list)
    terminated: bool = False


class FunctionBuilder:
    """Instructions of one function, block by block."""

    def __init__(self, module: ModuleBuilder, header: str):
        self.module = module
        self.header = header
        self.blocks: list[Block] = []
        self.allocas: list[str] = []
        self._next = 0
        self.current = self.new_block("entry")
        self.dbg: str | None = None
        """The `!dbg` location (`!N`) attached to instructions emitted now (None: none)."""

    # -- naming ------------------------------------------------------------------------------
    def fresh(self, hint: str = "v") -> str:
        self._next += 1
        return f"%{hint}{self._next}"

    def new_block(self, hint: str = "bb") -> Block:
        self._next += 1
        b = Block(f"{hint}{self._next}")
        self.blocks.append(b)
        return b

    def set_block(self, block: Block) -> None:
        self.current = block

    # -- emission ----------------------------------------------------------------------------
    def emit(self, text: str) -> None:
        """An instruction with no result."""
        if self.current.terminated:
            # code after a terminator is unreachable: give it a block of its own
            self.current = self.new_block("dead")
        if self.dbg is not None:
            text = f"{text}, !dbg {self.dbg}"
        self.current.lines.append("  " + text)

    def op(self, text: str, hint: str = "v") -> str:
        """An instruction with a result; returns the result's name."""
        name = self.fresh(hint)
        self.emit(f"{name} = {text}")
        return name

    def terminate(self, text: str) -> None:
        self.emit(text)
        self.current.terminated = True

    def br(self, target: Block) -> None:
        self.terminate(f"br label %{target.label}")

    def cond_br(self, cond: str, then: Block, other: Block) -> None:
        self.terminate(f"br i1 {cond}, label %{then.label}, label %{other.label}")

    def alloca(self, ty: str, align: int = 16) -> str:
        """A stack slot in the entry block."""
        name = self.fresh("slot")
        self.allocas.append(f"  {name} = alloca {ty}, align {align}")
        return name

    def phi(self, ty: str, incoming: list[tuple[str, Block]], hint: str = "phi") -> str:
        """A phi at the start of the current block."""
        name = self.fresh(hint)
        arms = ", ".join(f"[ {v}, %{b.label} ]" for v, b in incoming)
        self.current.lines.insert(0, f"  {name} = phi {ty} {arms}")
        return name

    def if_value(self, cond: str, make, ty: str, otherwise: str, label: str = "if") -> str | None:
        """`make()` emitted in a block entered only when `cond` (i1) holds; its value there,
        `otherwise` where `cond` is false (a phi). None when `make` returns None."""
        pre = self.current
        then = self.new_block(label)
        cont = self.new_block(f"{label}.end")
        self.cond_br(cond, then, cont)
        self.set_block(then)
        x = make()
        end = self.current
        self.br(cont)
        self.set_block(cont)
        return None if x is None else self.phi(ty, [(x, end), (otherwise, pre)])

    def placeholder_phi(self, ty: str, hint: str = "phi") -> tuple[str, int, Block]:
        """A phi whose incoming list is filled later (`fill_phi`)."""
        name = self.fresh(hint)
        block = self.current
        block.lines.insert(0, f"  {name} = phi {ty} @@PHI{name}@@")
        return name, 0, block

    def fill_phi(self, name: str, block: Block, incoming: list[tuple[str, Block]]) -> None:
        arms = ", ".join(f"[ {v}, %{b.label} ]" for v, b in incoming)
        key = f"@@PHI{name}@@"
        for i, line in enumerate(block.lines):
            if key in line:
                block.lines[i] = line.replace(key, arms)
                return
        raise KeyError(name)

    # -- text --------------------------------------------------------------------------------
    def text(self) -> str:
        out = [self.header + " {"]
        for i, b in enumerate(self.blocks):
            out.append(f"{b.label}:")
            if i == 0:
                out += self.allocas
            out += b.lines
            if not b.terminated:
                out.append("  unreachable")
        out.append("}")
        return "\n".join(out)


class ModuleBuilder:
    """Globals, declarations and function bodies of one LLVM module."""

    def __init__(self, triple: str, datalayout: str):
        self.triple = triple
        self.datalayout = datalayout
        self.globals: list[str] = []
        self.declarations: dict[str, str] = {}
        self.functions: list[str] = []
        self.attributes: list[str] = []
        self.metadata: list[str] = []
        self.strings: dict[bytes, str] = {}

    def declare(self, name: str, text: str) -> None:
        """`declare ...` once per symbol."""
        self.declarations.setdefault(name, text)

    def add_global(self, text: str) -> None:
        self.globals.append(text)

    def string_constant(self, data: bytes, addrspace: int = 4) -> str:
        """A private NUL-terminated byte string; returns its global name."""
        key = bytes(data)
        if (key, addrspace) in self.strings:  # type: ignore[comparison-overlap]
            return self.strings[(key, addrspace)]  # type: ignore[index]
        name = f"@.str.{len(self.strings)}"
        body = "".join(chr(b) if 32 <= b < 127 and b not in (34, 92) else "\\%02X" % b for b in key + b"\0")
        self.globals.append(
            f'{name} = private unnamed_addr addrspace({addrspace}) constant [{len(key) + 1} x i8] c"{body}", align 1')
        self.strings[(key, addrspace)] = name  # type: ignore[index]
        return name

    def text(self) -> str:
        out = [f'target datalayout = "{self.datalayout}"', f'target triple = "{self.triple}"', ""]
        out += self.globals
        out.append("")
        out += self.functions
        out.append("")
        out += self.declarations.values()
        out += self.attributes
        out += self.metadata
        return "\n".join(out) + "\n"


def _constant_table(self: ModuleBuilder, ty: str, literals: list[str]) -> str:
    """A private constant array (address space 4) of `literals`; returns its name."""
    key = (ty, tuple(literals))
    tables = self.__dict__.setdefault("_tables", {})
    if key in tables:
        return tables[key]
    name = f"@.table.{len(tables)}"
    body = ", ".join(f"{ty} {x}" for x in literals)
    self.globals.append(f"{name} = private unnamed_addr addrspace(4) constant [{len(literals)} x {ty}] [{body}], align 16")
    tables[key] = name
    return name


ModuleBuilder.constant_table = _constant_table  # type: ignore[attr-defined]
