"""`read_bytecode`: TileIR bytecode (13.1 to 13.5) to a `cuda_tile.module` in xDSL.

The reader follows NVIDIA's (tileirdisasm 13.5) step by step, so that a bad file fails where
NVIDIA's fails, with its messages and offsets: the header, then every section's bounds (the
file's own reader runs to the end here), then the sections in NVIDIA's order (String,
Producer, Type, Constant, Global, Function, Debug), each with a reader of its own, then the
globals and the functions (each body with its own reader; types, constants and debug records
are read lazily, on first use, each with its own reader too). Everything is checked against
the bytes present: indices against their tables, counts and lengths against the bytes left,
nesting against fixed bounds. Types are checked (`verify_type`) as they are built.

Any problem raises `BytecodeError`, a chain of NVIDIA's lines (see `errors.py`). With
`verify=True` the module is also checked as NVIDIA's reader checks it before handing it out:
the bytecode invariants of entry arguments and the verifier (`verify_ir`).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

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
    UNKNOWN_FUNCTION_FLAGS_REFUSED,
    FunctionFlags,
    Section,
)
from tileiras.bytecode.module import BytecodeModule
from tileiras.bytecode.op_codec import BodyReader, ReadContext
from tileiras.bytecode.tables import OffsetTable
from tileiras.bytecode.type_codec import TypeReader
from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.enums import SymbolVisibility
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
SECTION_ORDER = (Section.STRING, Section.PRODUCER, Section.TYPE, Section.CONSTANT,
                 Section.GLOBAL, Section.FUNC, Section.DEBUG)
"""The order NVIDIA parses the sections in (whatever their order in the file)."""
SECTION_NAMES = {Section.STRING: "string", Section.PRODUCER: "producer", Section.TYPE: "type",
                 Section.CONSTANT: "constant", Section.GLOBAL: "global", Section.FUNC: "function",
                 Section.DEBUG: "debug"}
NOT_ENABLED = "public-preview bytecode requires at least one enabled preview feature"


def read_bytecode(data: bytes, *, verify: bool = False,
                  preview_features: Collection[str] | None = None) -> BytecodeModule:
    """Decode a whole file; raises `BytecodeError` for anything invalid.

    `verify`: also check the module as NVIDIA's reader does before handing it out (entry
    argument invariants, then the verifier). `preview_features`: the features the tool
    enabled; a file with the preview bit is refused when it is empty (None: not checked).
    """
    try:
        return _FileReader(bytes(data), verify, preview_features).read()
    except RecursionError:
        raise BytecodeError("bytecode nests too deeply to be read") from None


def read_header(data: bytes) -> tuple[Version, bool]:
    """The version and preview bit of a file, checking magic, version and tag bits."""
    if len(data) < len(MAGIC) or data[:len(MAGIC)] != MAGIC:
        raise BytecodeError("input does not correspond to Tile IR bytecode")
    cur = Cursor(data)
    with cur.context("failed to parse bytecode header"):
        cur.pos = len(MAGIC)
        major = cur.u8(None)
        minor = cur.u8(None)
        tag = int.from_bytes(cur.take(2), "little")
        version = Version(major, minor)
        if not is_supported(version):
            raise cur.error(f"unsupported Tile version {major}.{minor}.{tag}, this reader "
                            f"supports versions [{OLDEST_VERSION} - {NEWEST_VERSION}]")
        if tag & ~TAG_PREVIEW:
            raise cur.error(f"header has unrecognized version tag bits (0x{tag & ~TAG_PREVIEW:x});")
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
            raise BytecodeError(f"'{inner.name}' op {e}").within(
                "verification failed for deserialized cuda_tile::ModuleOp") from None


@dataclass
class _Function:
    """One function-table entry, as read from the Function section."""

    name: int
    signature: int
    flags: int
    location: int
    hints: cta.OptimizationHintsAttr | None
    arg_attrs: ArrayAttr | None
    body: Cursor
    bad_hints: bool = False
    """Its hints attribute was read but is not an OptimizationHintsAttr."""


@dataclass
class _Global:
    """One global-table entry, as read from the Global section."""

    name: int
    type: int
    constant_index: int
    alignment: int
    visibility: int = 0
    constant: int = 0


class _FileReader:
    def __init__(self, data: bytes, verify: bool, preview_features: Collection[str] | None):
        self.data = data
        self.verify = verify
        self.preview_features = preview_features

    def read(self) -> BytecodeModule:
        version, preview = read_header(self.data)
        if preview and self.preview_features is not None and not self.preview_features:
            raise BytecodeError(NOT_ENABLED, HEADER_SIZE)
        self.version = version
        main = Cursor(self.data)
        main.pos = HEADER_SIZE
        self.main = main
        sections = self._sections(main)

        def parse(section: Section, fn):
            cur = sections.get(section)
            if cur is None:
                return None
            with main.context(f"failed to parse {SECTION_NAMES[section]} section"):
                return fn(cur)

        if Section.STRING not in sections:
            raise main.error("string section is mandatory")
        strings = StringReader(parse(Section.STRING, lambda c: OffsetTable.read(c, "strings", 4)))
        producer = parse(Section.PRODUCER, lambda c: self._producer(c, strings))
        type_table = parse(Section.TYPE, lambda c: OffsetTable.read(c, "types", 4))
        types = TypeReader(type_table or OffsetTable.empty(), version, preview)
        constants = parse(Section.CONSTANT, OffsetTable.read_constants) or OffsetTable.empty()
        attrs = AttrReader(strings, types, constants)
        self.ctx = ReadContext(version, types, attrs, preview)
        self.strings = strings
        global_infos = parse(Section.GLOBAL, self._global_table) or []
        if Section.FUNC not in sections:
            raise main.error("function section is mandatory")
        functions = parse(Section.FUNC, self._function_table)
        debug = DebugReader(strings, version)
        parse(Section.DEBUG, debug.read_section)

        body = Block()
        for info in global_infos:  # NVIDIA's module lists the globals first, then the entries
            with main.context("failed to create global from bytecode"):
                body.add_op(self._global(info))
        refused: str | None = None
        for info in functions:
            with main.context("failed to create function from bytecode"):
                entry = self._entry(info, debug)
            if isinstance(entry, str):
                refused = refused or entry
            else:
                body.add_op(entry)
        if refused is not None:  # what NVIDIA's verifier says of the function it built
            raise BytecodeError(refused).within(
                "verification failed for deserialized cuda_tile::ModuleOp")
        props: dict[str, Attribute] = {"sym_name": StringAttr(DEFAULT_MODULE_NAME)}
        if producer is not None:
            props["producer"] = StringAttr(producer)
        module = op_class("module").create(properties=props, regions=[Region([body])])
        verify_structure(module)
        check_entry_arguments(module)
        if self.verify:
            verify_module(module)
        return BytecodeModule(module, version, preview)

    # --- container ----------------------------------------------------------------------
    def _sections(self, cur: Cursor) -> dict[Section, Cursor]:
        sections: dict[Section, Cursor] = {}
        while True:
            with cur.context("failed to parse section header"):
                if cur.at_end():
                    raise cur.error("unexpected end of data while reading section header")
                head = cur.u8("failed to read section ID and alignment flag")
                sid = head & ~SECTION_ALIGNED_FLAG
                aligned = bool(head & SECTION_ALIGNED_FLAG)
                if sid == Section.END:
                    if aligned:
                        raise cur.error("end section should not have alignment flag set")
                    length = alignment = 0
                else:
                    if sid >= NUM_SECTIONS:
                        raise cur.error(f"unknown section ID: {sid}")
                    length = cur.uvarint("failed to read section length")
                    if length > cur.remaining:
                        raise cur.error(f"section length {length} exceeds remaining data size "
                                        f"{cur.remaining}")
                    alignment = 1
                    if aligned:
                        alignment = cur.uvarint(None)
                        if alignment == 0 or alignment & (alignment - 1):
                            raise cur.error(f"invalid alignment value: {alignment}")
                        cur.skip_padding(alignment)
            if sid == Section.END:
                if not cur.at_end():
                    raise cur.error("end section is not the last section")
                return sections
            section = Section(sid)
            required = SECTION_ALIGNMENT.get(section)
            if required is not None and (not aligned or alignment % required):
                state = f"has alignment of {alignment}" if aligned else "has no alignment flag set"
                raise cur.error(f"section {sid} must have alignment that is a multiple of "
                                f"{required} bytes, but {state}")
            if length > cur.remaining:
                raise cur.error(f"section length {length} exceeds remaining bytecode data. "
                                f"{cur.remaining}")
            sections[section] = cur.reader(length, "failed to read section payload")

    def _producer(self, cur: Cursor, strings: StringReader) -> str:
        index = cur.uvarint("failed to read producer string index")
        try:
            return strings.get(index)
        except BytecodeError as e:
            raise e.within(f"failed to get producer string at index {index}", cur.where) from None

    # --- globals ------------------------------------------------------------------------
    def _global_table(self, cur: Cursor) -> list[_Global]:
        n = cur.uvarint("failed to read number of global.")
        cur.check_count(n, "globals", 4, period=".")
        out = []
        for _ in range(n):
            info = _Global(cur.uvarint("failed to read global symbol name string."),
                           cur.uvarint("failed to read global value type"),
                           cur.uvarint("failed to read global value constant index"),
                           cur.uvarint("failed to read global alignment"))
            if self.version >= V13_3:
                info.visibility = cur.uvarint("failed to read global symbol visibility")
                info.constant = cur.uvarint("failed to read global constant flag")
            out.append(info)
        return out

    def _global(self, info: _Global) -> Operation:
        main = self.main
        constants = self.ctx.attrs.constants
        if info.constant_index >= len(constants):
            raise main.error("global value constant index out of bounds")
        try:
            name = self.strings.get(info.name)
        except BytecodeError as e:
            raise e.within(f"failed to get global symbol name string for index {info.name}",
                           main.where) from None
        try:
            t = self.ctx.types.get(info.type)
        except BytecodeError as e:
            raise e.within("provided type is null", 0) from None
        value = read_constant(constants, info.constant_index, t, main)
        props: dict[str, Attribute] = {
            "sym_name": StringAttr(name),
            "value": value,
            "alignment": IntegerAttr(info.alignment - (1 << 64) if info.alignment >> 63
                                     else info.alignment, I64),
            "symbol_visibility": cta.EnumAttr(SymbolVisibility.PUBLIC),
        }
        if self.version >= V13_3:
            try:
                props["symbol_visibility"] = cta.EnumAttr(SymbolVisibility.from_code(info.visibility))
            except ValueError:
                raise main.error(f"invalid symbol visibility value: {info.visibility}") from None
            if info.constant > 1:
                raise main.error(f"invalid global constant flag: {info.constant}")
            if info.constant:
                props["constant"] = UnitAttr()
        op = op_class("global").create(properties=props)
        op.location = UNKNOWN
        return op

    # --- functions ----------------------------------------------------------------------
    def _function_table(self, cur: Cursor) -> list[_Function]:
        version = self.version
        n = cur.uvarint(None)
        if n > len(cur.data):
            raise cur.error(f"number of functions ({n}) exceeds payload size ({len(cur.data)})")
        out = []
        for _ in range(n):
            name = cur.uvarint(None)
            sig = cur.uvarint(None)
            flags = cur.u8(None)
            loc = cur.uvarint(None)
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
                        raise cur.error("extern function const params payload is not an ArrayAttr")
            else:
                unknown = flags & ~(FunctionFlags.PRIVATE | FunctionFlags.KERNEL | FunctionFlags.HAS_HINTS)
                if unknown and version >= UNKNOWN_FUNCTION_FLAGS_REFUSED:
                    raise cur.error(f"function entry has unrecognized flag bits (0x{unknown:x});")
                if flags & FunctionFlags.KERNEL and flags & FunctionFlags.HAS_HINTS:
                    hints = self._tagged_hints(cur)
            length = cur.uvarint(None)
            if length > cur.remaining:
                raise cur.error(f"function body length {length} exceeds remaining bytecode data "
                                f"({cur.remaining} bytes)")
            body = cur.reader(length)
            out.append(_Function(name, sig, flags, loc, None if hints is False else hints,
                                 arg_attrs, body, bad_hints=hints is False))
        return out

    def _tagged_hints(self, cur: Cursor) -> cta.OptimizationHintsAttr | bool:
        """The hints attribute, or False when it is another kind of attribute (NVIDIA says so
        only when it builds the entry)."""
        attr = self.ctx.attrs.tagged(cur)
        return attr if isinstance(attr, cta.OptimizationHintsAttr) else False

    def _entry(self, info: _Function, debug: DebugReader) -> Operation | str:
        """The entry op of a function-table entry; for a function NVIDIA builds but its
        verifier then refuses (a non-kernel function, a private entry), that message."""
        main = self.main
        try:
            name = self.strings.get(info.name)
        except BytecodeError as e:
            raise e.within(f"failed to get function name string at index {info.name}",
                           main.where) from None
        if not 0 <= info.signature < len(self.ctx.types):
            raise main.error(f"function signature index {info.signature} out of bounds for "
                             f"function '{name}'")
        try:
            sig = self.ctx.types.get(info.signature)
        except BytecodeError as e:
            # (sic: NVIDIA's message lacks the closing quote)
            raise e.within(f"failed to parse type at index {info.signature} for function "
                           f"'{name}", main.where) from None
        if not isinstance(sig, FunctionType):
            raise main.error(f"function signature index {info.signature} does not refer to a "
                             f"function type for function '{name}', got type: "
                             f"{_quoted(sig)}")
        locations = debug.locations(info.location)
        if locations is None:
            raise main.error(f"failed to read function location for '{name}'")
        func_loc = locations.next(main, f"failed to read function location for '{name}'")
        kernel = bool(info.flags & FunctionFlags.KERNEL)
        if kernel and info.bad_hints:
            raise main.error(f"invalid optimization hints attribute for function '{name}'")
        block = Block(arg_types=sig.inputs.data)
        reader = BodyReader(self.ctx, locations, list(block.args))
        with main.context(f"failed to parse function body for function '{name}'"):
            reader.read_ops_until_end(info.body, block)
        if not kernel:  # a preview$func, which needs the simt preview feature
            return "uses preview feature 'simt', which is not enabled"
        if info.flags & FunctionFlags.PRIVATE:
            return (f"'cuda_tile.entry' op entry op must have public symbol visibility "
                    f"(function '{name}' is marked private)")
        props: dict[str, Attribute] = {"sym_name": StringAttr(name), "function_type": sig}
        if info.hints is not None and info.hints.items:
            # An entry without hints and one with an empty hints attribute are the same
            # (NVIDIA gives every entry hints, empty by default; 13.5 always writes them).
            props["optimization_hints"] = info.hints
        if info.arg_attrs is not None and len(info.arg_attrs.data):
            props["arg_attrs"] = info.arg_attrs
        entry = op_class("entry").create(properties=props, regions=[Region([block])])
        entry.location = func_loc  # type: ignore[assignment]
        return entry


def _quoted(t: Attribute) -> str:
    from tileiras.dialects.cuda_tile.asm.values import format_builtin_type

    return f"'{format_builtin_type(t)}'"


def check_entry_arguments(module: Operation) -> None:
    """NVIDIA's bytecode invariant: every entry argument is a rank-0 tile."""
    for op in module.regions[0].blocks[0].ops:
        if op.name != "cuda_tile.entry" or not op.regions[0].blocks:
            continue
        for i, arg in enumerate(op.regions[0].blocks[0].args):
            t = arg.type
            if not isinstance(t, ctt.TileType):  # (a tile of rank > 0 is the verifier's)
                raise BytecodeError(f"unsupported type in bytecode for entry argument #{i}: "
                                    f"{_quoted(t)}; expected a rank-0 !cuda_tile.tile type").within(
                    "deserialized module does not conform to bytecode format invariants")


def verify_module(module: Operation) -> None:
    """NVIDIA's verification of a module it read: the first failure, with the failing op's
    location before `error:` when the op has one, then NVIDIA's closing line."""
    from tileiras.dialects.cuda_tile.verifiers import failing_op, verify_ir
    from tileiras.dialects.cuda_tile.verify.debug_info import location_str

    try:
        verify_ir(module)
    except VerifyException as e:
        op = failing_op(e)
        loc = getattr(op, "location", None) if op is not None else None
        where = None if loc is None or loc == UNKNOWN else location_str(loc)
        err = BytecodeError(str(e), location=where)
        err.loc_attr = loc  # type: ignore[attr-defined]  # (for `loc("f":L:C)` diagnostics)
        for more in getattr(e, "more", ()):
            err.within(more, location=where)
        raise err.within("verification failed for deserialized cuda_tile::ModuleOp") from None
