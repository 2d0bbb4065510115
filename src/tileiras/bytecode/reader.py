"""`read_bytecode`: TileIR bytecode (13.1 to 13.5) to a `cuda_tile.module` in xDSL.

The container is parsed first (header, then every section's bounds), then the tables, then
the globals and functions. Everything is validated against the bytes actually present:
indices against their tables, counts and lengths against the bytes left, nesting against
fixed bounds, strings as UTF-8, operands against the values defined so far, opcodes and
fields against the file's version. Ops are built with xDSL and checked structurally (xDSL's
operand / result / property / region rules); semantic verification is a separate pass.
Any problem raises `BytecodeError`; messages follow NVIDIA's tileirdisasm 13.5 where it has one.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, FunctionType, IntegerAttr, IntegerType, StringAttr, UnitAttr
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.utils.exceptions import VerifyException

from tileiras.bytecode.attr_codec import AttrReader, StringReader, read_constant
from tileiras.bytecode.cursor import Cursor
from tileiras.bytecode.debug_info import UNKNOWN, DebugReader
from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.format import (
    ENTRY_LAYOUT_13_5,
    HEADER_SIZE,
    MAGIC,
    NUM_SECTIONS,
    SECTION_ALIGNED_FLAG,
    SECTION_ALIGNMENT,
    TAG_PREVIEW,
    FunctionFlags,
    Section,
)
from tileiras.bytecode.module import BytecodeModule
from tileiras.bytecode.op_codec import BodyReader, ReadContext, check_terminator
from tileiras.bytecode.tables import OffsetTable
from tileiras.bytecode.type_codec import TypeReader
from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile.enums import SymbolVisibility
from tileiras.dialects.cuda_tile.types import format_type
from tileiras.dialects.cuda_tile.ops import op_class
from tileiras.dialects.cuda_tile.versions import (
    NEWEST_VERSION,
    OLDEST_VERSION,
    V13_3,
    Version,
    is_supported,
)

DEFAULT_MODULE_NAME = "kernels"
I64 = IntegerType(64)


def read_bytecode(data: bytes) -> BytecodeModule:
    """Decode a whole file; raises `BytecodeError` for anything invalid."""
    try:
        return _FileReader(bytes(data)).read()
    except RecursionError:
        raise BytecodeError("bytecode nests too deeply to be read") from None


def read_header(data: bytes) -> tuple[Version, bool]:
    """The version and preview bit of a file, checking magic, version and tag bits."""
    if len(data) < len(MAGIC) or data[:len(MAGIC)] != MAGIC:
        raise BytecodeError("input does not correspond to Tile IR bytecode")
    if len(data) < HEADER_SIZE:
        # NVIDIA reads major, minor, then the u16 tag: a short tag fails at offset 10.
        raise BytecodeError("failed to parse bytecode header", min(len(data), 10))
    major, minor = data[8], data[9]
    tag = int.from_bytes(data[10:12], "little")
    version = Version(major, minor)
    if not is_supported(version):
        raise BytecodeError(f"unsupported Tile version {major}.{minor}.{tag}, this reader supports "
                            f"versions [{OLDEST_VERSION} - {NEWEST_VERSION}]", HEADER_SIZE)
    if tag & ~TAG_PREVIEW:
        raise BytecodeError(f"header has unrecognized version tag bits (0x{tag & ~TAG_PREVIEW:x});",
                            HEADER_SIZE)
    preview = bool(tag & TAG_PREVIEW)
    if preview and version != NEWEST_VERSION:
        raise BytecodeError(f"public-preview bytecode at version {major}.{minor}.{tag} is not "
                            f"readable; preview content is only valid at the current version "
                            f"{NEWEST_VERSION}", HEADER_SIZE)
    return version, preview


def verify_structure(op: Operation) -> None:
    """xDSL's structural checks of every op (the IRDL definition), not the semantic rules."""
    for inner in op.walk():
        definition = getattr(type(inner), "get_irdl_definition", None)
        if definition is None:
            continue
        try:
            definition().verify(inner)
        except VerifyException as e:
            raise BytecodeError(f"verification failed for deserialized cuda_tile::ModuleOp: "
                                f"'{inner.name}' op {e}") from None


def _type_text(t: Attribute) -> str:
    try:
        return format_type(t)
    except ValueError:
        return str(t)


class _FileReader:
    def __init__(self, data: bytes):
        self.data = data

    def read(self) -> BytecodeModule:
        version, preview = read_header(self.data)
        self.version = version
        sections = self._sections()

        if Section.STRING not in sections:
            raise BytecodeError("string section is mandatory")
        strings = StringReader(OffsetTable.read(sections[Section.STRING], "string", 4,
                                                 clamp=True))
        type_table = (OffsetTable.read(sections[Section.TYPE], "type", 4)
                      if Section.TYPE in sections else OffsetTable.empty("type"))
        types = TypeReader(type_table, version)
        constants = (OffsetTable.read(sections[Section.CONSTANT], "constant", 8, eager=True)
                     if Section.CONSTANT in sections else OffsetTable.empty("constant"))
        attrs = AttrReader(strings, types, constants)
        self.ctx = ReadContext(version, types, attrs, preview)
        self.strings = strings

        globals_ = self._globals(sections.get(Section.GLOBAL))
        if Section.FUNC not in sections:
            raise BytecodeError("function section is mandatory")
        functions = self._function_table(sections[Section.FUNC])
        debug = DebugReader(strings, version)
        if Section.DEBUG in sections:
            debug.read_section(sections[Section.DEBUG])
        producer = None
        if Section.PRODUCER in sections:
            cur = sections[Section.PRODUCER]
            producer = strings.read(cur)
            if not cur.at_end():
                raise cur.error("unexpected trailing data in producer section")

        body = Block()
        for g in globals_:  # NVIDIA's module lists the globals first, then the entries
            body.add_op(g)
        for info in functions:
            body.add_op(self._entry(info, debug))
        props: dict[str, Attribute] = {"sym_name": StringAttr(DEFAULT_MODULE_NAME)}
        if producer is not None:
            props["producer"] = StringAttr(producer)
        module = op_class("module").create(properties=props, regions=[Region([body])])
        verify_structure(module)
        return BytecodeModule(module, version, preview)

    # --- container ----------------------------------------------------------------------
    def _sections(self) -> dict[Section, Cursor]:
        cur = Cursor(self.data)
        cur.pos = HEADER_SIZE
        sections: dict[Section, Cursor] = {}
        while True:
            if cur.at_end():
                raise cur.error("unexpected end of data while reading section header")
            head = cur.u8("section ID and alignment flag")
            sid = head & ~SECTION_ALIGNED_FLAG
            aligned = bool(head & SECTION_ALIGNED_FLAG)
            if sid == Section.END:
                if aligned:
                    raise cur.error("end section should not have alignment flag set")
                if not cur.at_end():
                    raise cur.error("end section is not the last section")
                return sections
            if sid >= NUM_SECTIONS:
                raise cur.error(f"unknown section ID: {sid}")
            length = cur.uvarint("section length")
            if length > cur.remaining:
                raise cur.error(f"section length {length} exceeds remaining data size "
                                f"{cur.remaining}")
            alignment = 1
            if aligned:
                alignment = cur.uvarint("section alignment")
                if alignment == 0 or alignment & (alignment - 1):
                    raise cur.error(f"invalid alignment value: {alignment}")
                pad = -cur.offset % alignment
                if pad > cur.remaining:
                    raise cur.error("unexpected end of data while skipping section padding")
                cur.pos += pad
            section = Section(sid)
            required = SECTION_ALIGNMENT.get(section)
            if required is not None and (not aligned or alignment % required):
                state = f"has alignment of {alignment}" if aligned else "has no alignment flag set"
                raise cur.error(f"section {sid} must have alignment that is a multiple of "
                                f"{required} bytes, but {state}")
            if length > cur.remaining:
                raise cur.error(f"section length {length} exceeds remaining bytecode data. "
                                f"{cur.remaining}")
            sections[section] = cur.sub(length, f"section {sid} payload")

    # --- globals ------------------------------------------------------------------------
    def _globals(self, cur: Cursor | None) -> list[Operation]:
        if cur is None:
            return []
        version = self.version
        n = cur.uvarint("number of global.")
        cur.check_count(n, "globals", 4)
        out = []
        for _ in range(n):
            name = self.strings.read(cur)
            t = self.ctx.types.read(cur, "global value type")
            value = read_constant(self.ctx.attrs.constants, cur.uvarint("global value constant index"),
                                  t, cur)
            alignment = cur.uvarint("global alignment")
            props: dict[str, Attribute] = {
                "sym_name": StringAttr(name),
                "value": value,
                "alignment": IntegerAttr(alignment - (1 << 64) if alignment >> 63 else alignment, I64),
                "symbol_visibility": cta.EnumAttr(SymbolVisibility.PUBLIC),
            }
            if version >= V13_3:
                code = cur.uvarint("global symbol visibility")
                try:
                    props["symbol_visibility"] = cta.EnumAttr(SymbolVisibility.from_code(code))
                except ValueError:
                    raise cur.error(f"invalid symbol visibility value: {code}") from None
                constant = cur.uvarint("global constant flag")
                if constant > 1:
                    raise cur.error(f"invalid global constant flag: {constant}")
                if constant:
                    props["constant"] = UnitAttr()
            op = op_class("global").create(properties=props)
            op.location = UNKNOWN
            out.append(op)
        return out

    # --- functions ----------------------------------------------------------------------
    def _function_table(self, cur: Cursor) -> list[dict]:
        version = self.version
        n = cur.uvarint("number of functions")
        if n > len(cur.data):
            raise cur.error(f"number of functions ({n}) exceeds payload size ({len(cur.data)})")
        out = []
        for _ in range(n):
            info: dict = {"offset": cur.offset}
            info["name"] = cur.uvarint("function name index")
            info["sig"] = cur.uvarint("function signature index")
            flags = cur.u8("function flags")
            info["loc"] = cur.uvarint("function location index")
            hints = None
            arg_attrs = None
            if version >= ENTRY_LAYOUT_13_5:
                unknown = flags & ~(FunctionFlags.PRIVATE | FunctionFlags.KERNEL | FunctionFlags.FORM_MASK)
                if unknown:
                    raise cur.error(f"function entry has unrecognized flag bits (0x{unknown:x});")
                form = flags & FunctionFlags.FORM_MASK
                if form == FunctionFlags.FORM_TESTING:
                    raise cur.error("function entry has testing form in non-test build")
                if form == FunctionFlags.FORM_RESERVED:
                    raise cur.error("function entry has reserved form value")
                if flags & FunctionFlags.KERNEL and form == FunctionFlags.EXTERN_IMPL:
                    raise cur.error("function entry cannot be both kernel and extern impl")
                if form == FunctionFlags.EXTERN_IMPL:
                    raise cur.error("extern implementation functions (a preview feature) are not "
                                    "supported")
                if flags & FunctionFlags.KERNEL:
                    hints = self._tagged_hints(cur)
                    arg_attrs = self.ctx.attrs.tagged(cur)
                    if not isinstance(arg_attrs, ArrayAttr):
                        raise cur.error("entry argument attributes are not an array")
            else:
                unknown = flags & ~(FunctionFlags.PRIVATE | FunctionFlags.KERNEL | FunctionFlags.HAS_HINTS)
                if unknown:
                    raise cur.error(f"function entry has unrecognized flag bits (0x{unknown:x});")
                if flags & FunctionFlags.KERNEL and flags & FunctionFlags.HAS_HINTS:
                    hints = self._tagged_hints(cur)
            info["kernel"] = bool(flags & FunctionFlags.KERNEL)
            info["private"] = bool(flags & FunctionFlags.PRIVATE)
            info["hints"] = hints
            info["arg_attrs"] = arg_attrs
            length = cur.uvarint("function body length")
            if length > cur.remaining:
                raise cur.error(f"function body length {length} exceeds remaining bytecode data "
                                f"({cur.remaining} bytes)")
            info["body"] = cur.sub(length, "function body")
            out.append(info)
        return out

    def _tagged_hints(self, cur: Cursor) -> cta.OptimizationHintsAttr:
        attr = self.ctx.attrs.tagged(cur)
        if not isinstance(attr, cta.OptimizationHintsAttr):
            raise cur.error("invalid optimization hints attribute for function")
        return attr

    def _entry(self, info: dict, debug: DebugReader) -> Operation:
        try:
            name = self.strings.get(info["name"])
        except BytecodeError as e:
            raise BytecodeError(f"failed to get function name string at index {info['name']}: "
                                f"{e.message}", info["offset"]) from None
        if not info["kernel"]:
            raise BytecodeError(f"un-expected non-entry function '{name}'", info["offset"])
        if info["private"]:
            raise BytecodeError(f"'cuda_tile.entry' op entry op must have public symbol visibility "
                                f"(function '{name}' is marked private)", info["offset"])
        if not 0 <= info["sig"] < len(self.ctx.types):
            raise BytecodeError(f"function signature index {info['sig']} out of bounds for "
                                f"function '{name}'", info["offset"])
        sig = self.ctx.types.get(info["sig"])
        if not isinstance(sig, FunctionType):
            raise BytecodeError(f"function signature index {info['sig']} does not refer to a "
                                f"function type for function '{name}', got type: '{_type_text(sig)}'",
                                info["offset"])
        body_cur: Cursor = info["body"]
        try:
            locations = debug.locations(info["loc"], name)
        except BytecodeError as e:
            raise BytecodeError(e.message, info["offset"]) from None
        func_loc = locations.next(body_cur)
        block = Block(arg_types=sig.inputs.data)
        reader = BodyReader(self.ctx, locations, list(block.args))
        reader.read_ops_until_end(body_cur, block)
        check_terminator(body_cur, block)
        props: dict[str, Attribute] = {"sym_name": StringAttr(name), "function_type": sig}
        if info["hints"] is not None and info["hints"].items:
            # An entry without hints and one with an empty hints attribute are the same
            # (NVIDIA gives every entry hints, empty by default; 13.5 always writes them).
            props["optimization_hints"] = info["hints"]
        arg_attrs = info["arg_attrs"]
        if arg_attrs is not None and len(arg_attrs.data):
            props["arg_attrs"] = arg_attrs
        entry = op_class("entry").create(properties=props, regions=[Region([block])])
        entry.location = func_loc  # type: ignore[assignment]
        return entry
