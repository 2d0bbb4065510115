"""`write_bytecode`: a `cuda_tile.module` to TileIR bytecode of a chosen version (13.1 to 13.5).

The layout follows cuTile Python 1.7.0's writer: sections Func, Global, Const, Debug, Type,
[Producer], String, End, padded with 0xCB, and table entries numbered in first-use order
(i1 and i32 first in the type table; a function's parameter types, then its location, name,
signature and hints; then each op's location, result types and attributes in op order), so
that cuTile's own files come back byte for byte. Output depends only on the IR and version.

IR that the version cannot hold is refused with `BytecodeError`: an op, type, attribute or
enum case newer than the version, or a field the version lacks holding a non-default value.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, FunctionType, StringAttr
from xdsl.ir import Operation

from tileiras.bytecode.attr_codec import AttrWriter
from tileiras.bytecode.debug_info import DebugWriter
from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.format import (
    ENTRY_LAYOUT_13_5,
    MAGIC,
    PAD_BYTE,
    SECTION_ALIGNED_FLAG,
    SECTION_ALIGNMENT,
    TAG_PREVIEW,
    FunctionFlags,
    Section,
)
from tileiras.bytecode.op_codec import BodyWriter, WriteContext
from tileiras.bytecode.tables import InternTable
from tileiras.bytecode.type_codec import TypeWriter
from tileiras.bytecode.varint import encode_uvarint
from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile.enums import SymbolVisibility
from tileiras.dialects.cuda_tile.op_table import OPS_BY_MNEMONIC
from tileiras.dialects.cuda_tile.versions import NEWEST_VERSION, SUPPORTED_VERSIONS, Version, is_supported


def write_bytecode(module_op: Operation, version: Version, *, preview: bool = False) -> bytes:
    """Encode `module_op` (a `cuda_tile.module`) as bytecode of `version`.

    `preview` sets header tag bit 0 (public-preview content); only the newest version may
    carry it.
    """
    if not is_supported(version):
        supported = ", ".join(str(v) for v in SUPPORTED_VERSIONS)
        raise BytecodeError(f"unsupported bytecode version {version}; supported versions are "
                            f"{supported}")
    if preview and version != NEWEST_VERSION:
        raise BytecodeError(f"public-preview bytecode is only valid at version {NEWEST_VERSION}")
    if module_op.name != "cuda_tile.module":
        raise BytecodeError(f"expected a 'cuda_tile.module' op, got '{module_op.name}'")
    return _FileWriter(version, preview).write(module_op)


def uses_preview(module_op: Operation) -> bool:
    """True when the module holds a public-preview op (which needs the header's preview bit)."""
    return any("preview" in getattr(getattr(op, "OP_DEF", None), "extra", {})
               for op in module_op.walk())


def _section(out: bytearray, section: Section, payload: bytes) -> None:
    alignment = SECTION_ALIGNMENT.get(section, 1)
    out.append(int(section) | (SECTION_ALIGNED_FLAG if alignment > 1 else 0))
    out += encode_uvarint(len(payload))
    if alignment > 1:
        out += encode_uvarint(alignment)
        out.extend(bytes([PAD_BYTE]) * (-len(out) % alignment))
    out += payload


class _FileWriter:
    def __init__(self, version: Version, preview: bool):
        self.version = version
        self.preview = preview
        self.strings = InternTable()
        self.types = TypeWriter(version)
        self.constants = InternTable()
        self.debug = DebugWriter(self.strings, version)
        self.attrs = AttrWriter(self.strings, self.types, self.constants)
        self.globals: dict[str, Operation] = {}
        self.global_records: dict[str, bytes] = {}

    def write(self, module_op: Operation) -> bytes:
        version = self.version
        props = module_op.properties
        producer = props.get("producer")
        if producer is not None and version < OPS_BY_MNEMONIC["module"].since_of("producer"):
            raise BytecodeError(f"the module producer requires bytecode version "
                                f"{OPS_BY_MNEMONIC['module'].since_of('producer')}, cannot write "
                                f"version {version}")
        entries: list[Operation] = []
        if len(module_op.regions) != 1 or len(module_op.regions[0].blocks) != 1:
            raise BytecodeError("a cuda_tile.module must have one region with one block")
        for op in module_op.regions[0].blocks[0].ops:
            if op.name == "cuda_tile.entry":
                entries.append(op)
            elif op.name == "cuda_tile.global":
                name = op.properties["sym_name"].data  # type: ignore[union-attr]
                if name in self.globals:
                    raise BytecodeError(f"global '{name}' is defined twice")
                self.globals[name] = op
            else:
                raise BytecodeError(f"only entry and global ops may be written at module level, "
                                    f"got '{op.name}'")

        func = bytearray(encode_uvarint(len(entries)))
        for entry in entries:
            func += self._entry(entry)
        for name in self.globals:
            self._global(name)

        out = bytearray(MAGIC)
        out += bytes([version.major, version.minor])
        out += (TAG_PREVIEW if self.preview else 0).to_bytes(2, "little")
        _section(out, Section.FUNC, bytes(func))
        if self.globals:
            payload = encode_uvarint(len(self.globals)) + b"".join(
                self.global_records[name] for name in self.globals)
            _section(out, Section.GLOBAL, payload)
        _section(out, Section.CONSTANT, self.constants.encode(8))
        _section(out, Section.DEBUG, self.debug.encode_section())
        _section(out, Section.TYPE, self.types.table.encode(4))
        if producer is not None:
            assert isinstance(producer, StringAttr)
            _section(out, Section.PRODUCER, encode_uvarint(self.attrs.string(producer.data)))
        _section(out, Section.STRING, self.strings.encode(4))
        out.append(Section.END)
        return bytes(out)

    # --- globals ------------------------------------------------------------------------
    def _global(self, name: str) -> None:
        """Intern global `name`'s strings, type and constant (once) and encode its record."""
        if name in self.global_records:
            return
        op = self.globals.get(name)
        if op is None:
            return
        props = op.properties
        value = props.get("value")
        if not isinstance(value, cta.DenseConstAttr):
            raise BytecodeError(f"global '{name}' has no dense constant value")
        record = bytearray(encode_uvarint(self.attrs.string(name)))
        record += encode_uvarint(self.types.index(value.type))
        record += encode_uvarint(self.attrs.constant(value))
        alignment = props.get("alignment")
        record += encode_uvarint(alignment.value.data & ((1 << 64) - 1) if alignment is not None else 0)  # type: ignore[union-attr]
        visibility = props.get("symbol_visibility")
        vis = visibility.value if isinstance(visibility, cta.EnumAttr) else SymbolVisibility.PUBLIC
        constant = "constant" in props
        d = OPS_BY_MNEMONIC["global"]
        if self.version >= d.since_of("symbol_visibility"):
            record += encode_uvarint(vis.code)
            record += encode_uvarint(1 if constant else 0)
        else:
            if vis != SymbolVisibility.PUBLIC:
                raise BytecodeError(f"private global '{name}' requires bytecode version "
                                    f"{d.since_of('symbol_visibility')}, cannot write version "
                                    f"{self.version}")
            if constant:
                raise BytecodeError(f"constant global '{name}' requires bytecode version "
                                    f"{d.since_of('constant')}, cannot write version {self.version}")
        self.global_records[name] = bytes(record)

    # --- functions ----------------------------------------------------------------------
    def _entry(self, entry: Operation) -> bytes:
        version = self.version
        props = entry.properties
        name_attr = props.get("sym_name")
        sig = props.get("function_type")
        if not isinstance(name_attr, StringAttr) or not isinstance(sig, FunctionType):
            raise BytecodeError("a cuda_tile.entry needs sym_name and function_type")
        name = name_attr.data
        if len(sig.outputs.data):
            raise BytecodeError(f"entry '{name}' returns values; bytecode entries return nothing")
        for t in sig.inputs.data:
            self.types.index(t)
        loc_index = self.debug.begin_function()
        self.debug.add(entry.location)
        name_index = self.attrs.string(name)
        sig_index = self.types.index(sig)
        hints = props.get("optimization_hints")
        if isinstance(hints, cta.OptimizationHintsAttr) and not hints.items:
            hints = None  # empty hints are no hints
        res_attrs = props.get("res_attrs")
        if isinstance(res_attrs, ArrayAttr) and len(res_attrs.data):
            raise BytecodeError(f"entry '{name}': result attributes cannot be written to bytecode")
        arg_attrs = props.get("arg_attrs")
        out = bytearray(encode_uvarint(name_index) + encode_uvarint(sig_index))
        if version >= ENTRY_LAYOUT_13_5:
            out.append(FunctionFlags.KERNEL)
            out += encode_uvarint(loc_index)
            out += self.attrs.tagged(hints if hints is not None else cta.OptimizationHintsAttr([]))
            out += self.attrs.tagged(arg_attrs if arg_attrs is not None else ArrayAttr([]))
        else:
            if isinstance(arg_attrs, ArrayAttr) and len(arg_attrs.data):
                raise BytecodeError(f"entry '{name}': argument attributes require bytecode version "
                                    f"{ENTRY_LAYOUT_13_5}, cannot write version {version}")
            out.append(FunctionFlags.KERNEL | (FunctionFlags.HAS_HINTS if hints is not None else 0))
            out += encode_uvarint(loc_index)
            if hints is not None:
                out += self.attrs.tagged(hints)
        if len(entry.regions) != 1 or len(entry.regions[0].blocks) != 1:
            raise BytecodeError(f"entry '{name}' must have one region with one block")
        block = entry.regions[0].blocks[0]
        ctx = WriteContext(version, self.types, self.attrs, self.debug, self._global, self.preview)
        body = bytearray()
        BodyWriter(ctx, block.args).write_block_ops(block, body)
        out += encode_uvarint(len(body))
        out += body
        return bytes(out)
