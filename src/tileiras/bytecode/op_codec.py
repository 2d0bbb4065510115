"""Op records, read and written generically from the op table (`op_defs.OpDef`).

An op record is: opcode; the result count (when the table says so) and result type indices;
a flags varint (one bit per flagged field, in table order); the attributes present at the
file's version; the operands (a total count when the table says so, a length before each
`sized` variadic group, optional operands only when flagged); then the regions, each a block
count and per block its argument types, op count and ops. Values are numbered per function:
entry arguments first, then results and block arguments in order; a block's values go out of
scope at its end.

Only `module`, `entry` and `global` are not op records (see `reader.py`).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnitAttr,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import IRDLOperation

from tileiras.bytecode.attr_codec import AttrReader, AttrWriter, read_constant_index
from tileiras.bytecode.cursor import MAX_ARRAY_SIZE, Cursor
from tileiras.bytecode.debug_info import DebugWriter, LocationIterator
from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.type_codec import TypeReader, TypeWriter, check_i32_values
from tileiras.bytecode.varint import U64_MAX, encode_uvarint
from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.canonical import canonicalize_properties
from tileiras.dialects.cuda_tile.enums import ENUM_CASE_SINCE, CudaTileEnum
from tileiras.dialects.cuda_tile.op_defs import A, O, OpDef
from tileiras.dialects.cuda_tile.op_table import OPS_BY_OPCODE, STRUCTURAL_OPS, TERMINATORS
from tileiras.dialects.cuda_tile.ops import op_class
from tileiras.dialects.cuda_tile.versions import SUPPORTED_VERSIONS, Version

MAX_REGION_DEPTH = 4096
"""Regions nested deeper are refused (exit 3) rather than risk the stack. NVIDIA's tileiras 13.5
accepts 3,000 levels and crashes (SIGSEGV) at 5,000; the tools run on a deep stack
(`cli.console.deep`) that holds this many (issue 11, defect 3: 64 refused valid files)."""
MAX_OPCODE: dict[Version, int] = {
    v: max(d.opcode for d in OPS_BY_OPCODE.values() if d.since <= v) for v in SUPPORTED_VERSIONS
}
"""The highest opcode of each version: above it NVIDIA says 'unsupported opcode', below it a
gap is an 'unknown or unimplemented opcode'."""

"""Deepest nesting of regions the reader follows."""

I1 = IntegerType(1)
I32 = IntegerType(32)
I64 = IntegerType(64)
PREDICATES = (cta.DivByAttr, cta.SameElementsAttr, cta.BoundedAttr)


def default_attr(a: A) -> Attribute:
    """The attribute an older version implies for a field it lacks (`A.default`)."""
    value = a.default
    if isinstance(value, CudaTileEnum):
        return cta.EnumAttr(value)
    if isinstance(value, bool):
        return IntegerAttr(int(value), I1)
    if isinstance(value, int):
        return IntegerAttr(value, I64)
    if isinstance(value, Attribute):
        return value
    raise TypeError(f"unsupported default {value!r} for {a.name}")  # pragma: no cover


def group(op: Operation, name: str):
    """An operand or result group of `op` by table name (`ops.py` suffixes names that clash
    with Operation members with `_`)."""
    return getattr(op, f"{name}_" if hasattr(IRDLOperation, name) else name)


def implied_results(d: OpDef, version: Version) -> list[Attribute]:
    """Types of the results `d` has in the IR but not in bytecode of `version`.

    The only one: 13.1's `print` has no token result, yet NVIDIA's reader gives every
    `print_tko` one (`%0 = print_tko ... -> token`); it takes no value number in the file.
    """
    return [ctt.TokenType() for r in d.results if r.since > version and not r.variadic]


def segment_sizes(sizes: list[int]) -> DenseArrayBase:
    return DenseArrayBase.from_list(I32, sizes)


# =======================================================================================
# Reading
# =======================================================================================


@dataclass
class ReadContext:
    """What op records refer to: the file's version and its tables."""

    version: Version
    types: TypeReader
    attrs: AttrReader
    preview: bool = False
    """The header's preview bit: public-preview ops (`preview$call`) need it."""


CPP_CLASS_IRREGULAR = {
    "absf": "AbsFOp", "absi": "AbsIOp", "addf": "AddFOp", "addi": "AddIOp", "andi": "AndIOp",
    "atomic_cas_tko": "AtomicCASTkoOp", "atomic_rmw_tko": "AtomicRMWTkoOp", "cmpf": "CmpFOp",
    "cmpi": "CmpIOp", "cosh": "CosHOp", "divf": "DivFOp", "divi": "DivIOp", "exti": "ExtIOp",
    "ftof": "FToFOp", "ftoi": "FToIOp", "itof": "IToFOp", "maxf": "MaxFOp", "maxi": "MaxIOp",
    "minf": "MinFOp", "mini": "MinIOp", "mmaf": "MmaFOp", "mmai": "MmaIOp", "mulf": "MulFOp",
    "mulhii": "MulhiIOp", "muli": "MulIOp", "negf": "NegFOp", "negi": "NegIOp", "ori": "OrIOp",
    "fpowf": "FPowFOp", "remf": "RemFOp", "remi": "RemIOp", "shli": "ShLIOp", "shri": "ShRIOp",
    "sinh": "SinHOp", "subf": "SubFOp", "subi": "SubIOp", "tanh": "TanHOp",
    "trunci": "TruncIOp", "xori": "XOrIOp", "mmaf_scaled": "MmaFScaledOp", "fpowi": "FPowIOp",
    "preview$call": "CallOp",
}
"""C++ class names NVIDIA's messages use that do not follow from the mnemonic's words."""

I32_ATTRS = frozenset({("reduce", "dim"), ("scan", "dim")})
"""Integer attributes NVIDIA reads as i32 (the rest are i64)."""


def cpp_class(mnemonic: str) -> str:
    """The C++ op class NVIDIA names in reader messages (`ConstantOp`, `FToFOp`)."""
    found = CPP_CLASS_IRREGULAR.get(mnemonic)
    if found is not None:
        return found
    return "".join(part.capitalize() for part in mnemonic.split("_")) + "Op"


class BodyReader:
    """Reads the op records of one function body (one NVIDIA reader: offsets from its start)."""

    def __init__(self, ctx: ReadContext, locations: LocationIterator, values: list[SSAValue]):
        self.ctx = ctx
        self.locations = locations
        self.values = values

    # --- blocks and regions -------------------------------------------------------------
    def read_ops_until_end(self, cur: Cursor, block: Block) -> None:
        """The entry body: ops until the body bytes run out (its terminator is the verifier's
        business, as in NVIDIA's reader)."""
        while not cur.at_end():
            block.add_op(self.read_op(cur, 0))

    def read_region(self, cur: Cursor, depth: int) -> Region:
        n_blocks = cur.uvarint("failed to read region block count")
        region = Region()
        for i in range(n_blocks):
            with cur.context(f"failed to parse block {i} in region."):
                region.add_block(self.read_block(cur, depth))
        return region

    def read_block(self, cur: Cursor, depth: int) -> Block:
        n_args = cur.uvarint("failed to read block argument count.")
        arg_types = []
        for i in range(n_args):
            arg_types.append(self.ctx.types.read(cur, f"failed to read block argument type: {i}"))
        block = Block(arg_types=arg_types)
        scope = len(self.values)
        self.values.extend(block.args)
        n_ops = cur.uvarint("failed to read block operation count.")
        for i in range(n_ops):
            with cur.context(f"failed to parse operation {i} in block."):
                block.add_op(self.read_op(cur, depth))
        check_terminator(cur, block)
        del self.values[scope:]
        return block

    # --- one op -------------------------------------------------------------------------
    def read_op(self, cur: Cursor, depth: int) -> Operation:
        version = self.ctx.version
        opcode = cur.uvarint("failed to read operation opcode.")
        d = OPS_BY_OPCODE.get(opcode)
        if opcode > MAX_OPCODE[version] or (d is not None and version < d.since):
            raise cur.error(f"unsupported opcode {opcode} for bytecode version {version}")
        if d is None or d.mnemonic in STRUCTURAL_OPS:
            raise cur.error(f"unknown or unimplemented opcode: {opcode}")
        if "preview" in d.extra and not self.ctx.preview:
            raise cur.error(f"malformed bytecode: encountered public-preview opcode {opcode} but "
                            f"the header does not advertise preview content")
        loc = self.locations.next(cur)
        cls = cpp_class(d.mnemonic)

        # results
        result_defs = [r for r in d.results if r.since <= version]
        variadic_results = any(r.variadic for r in result_defs)
        if d.result_count:
            n = cur.uvarint(f"failed to read number of result types for {cls}")
            if not variadic_results and n != len(result_defs):
                raise cur.error(f"result count mismatch for {cls}: expected {len(result_defs)} "
                                f"compatible results but got {n}")
        else:
            n = len(result_defs)
        result_types = [self.ctx.types.read(cur, f"failed to get result type {i} for {cls}")
                        for i in range(n)]
        implied = implied_results(d, version)

        # flags
        flag_names = d.flags_at(version)
        flags = 0
        if flag_names is not None:
            flags = cur.uvarint("failed to read flags field")
            for bit, name in enumerate(flag_names):
                if flags >> bit & 1 and d.since_of(name) > version:
                    raise cur.error(f"malformed bytecode: flag set for operand '{name}' which "
                                    f"requires {d.since_of(name)} but reading {version} bytecode")

        def flagged(name: str) -> bool:
            return flag_names is not None and name in flag_names and bool(
                flags >> flag_names.index(name) & 1)

        # attributes
        props: dict[str, Attribute] = {}
        for a in d.attrs:
            if a.since > version:
                if a.default is not None:
                    props[a.name] = default_attr(a)
                continue
            if a.kind == "unit":
                if flagged(a.name):
                    props[a.name] = UnitAttr()
                continue
            optional = flag_names is not None and a.name in flag_names
            if optional and not flagged(a.name):
                continue
            word = "optional attribute" if optional else "attribute"
            with cur.context(f"failed to parse {word} '{a.name}'"):
                props[a.name] = self.read_attr(cur, d, a, result_types)

        # operands
        groups = [o for o in d.operands if o.since <= version]
        operand_groups = self.read_operands(cur, d, groups, flagged)
        operands = [v for g in operand_groups for v in g]
        named = dict(zip((o.name for o in groups), operand_groups))
        canonicalize_properties(props, len(named.get("index", ())))
        if d.segmented:
            props["operandSegmentSizes"] = segment_sizes(
                [len(named.get(o.name, ())) for o in d.operands])

        # regions
        regions: list[Region] = []
        if d.regions:
            if depth >= MAX_REGION_DEPTH:
                raise cur.error(f"regions nest deeper than {MAX_REGION_DEPTH} levels")
            n_regions = cur.uvarint("failed to read number of regions to parse.")
            if n_regions != d.regions:
                raise cur.error(f"{d.name} op expected {d.regions} regions, got {n_regions}")
            # Results are defined after the op's regions: values inside cannot use them.
            for i in range(d.regions):
                with cur.context(f"failed to parse region {i}"):
                    regions.append(self.read_region(cur, depth + 1))

        op = op_class(d.mnemonic).create(operands=operands, result_types=result_types + implied,
                                         properties=props, regions=regions)
        op.location = loc  # type: ignore[assignment]
        # Implied results are not in the file: they take no value number.
        self.values.extend(op.results[:len(op.results) - len(implied)])
        return op

    def read_operands(self, cur: Cursor, d: OpDef, groups: list[O], flagged) -> list[list[SSAValue]]:
        if d.operand_count or all(not (g.optional or g.variadic) for g in groups):
            # NVIDIA's plain operand list: a count (or the fixed number), then the indices.
            fixed = sum(1 for g in groups if not (g.optional or g.variadic))
            if d.operand_count:
                n = cur.bounded_uvarint("failed to read operand count")
            else:
                n = fixed
            values = []
            for i in range(n):
                index = cur.uvarint(f"failed to read operand index {i}")
                values.append(self._value(cur, index, f"operand {i}"))
            rest = n - fixed
            if rest < 0:
                raise cur.error(f"{d.name} expects at least {fixed} operands, got {n}")
            out: list[list[SSAValue]] = []
            pos = 0
            for g in groups:
                if g.variadic:
                    take = rest
                elif g.optional:
                    if rest > 1:
                        raise cur.error(f"{d.name} expects at most {fixed + 1} operands, got {n}")
                    take = rest
                else:
                    take = 1
                out.append(values[pos:pos + take])
                pos += take
            return out
        out = []
        for g in groups:
            if g.variadic:
                if not g.sized:  # pragma: no cover - the table never has this shape
                    raise cur.error(f"{d.name}: unsized variadic group '{g.name}' without a count")
                m = cur.uvarint(f"failed to read actual size for variadic ODS segment "
                                f"'{g.name}' of op '{d.name}'")
                if m > MAX_ARRAY_SIZE:
                    raise cur.error(f"failed to read operands for {g.name} segment, exceeds "
                                    f"maximum supported capacity")
            else:
                m = 1 if not g.optional or flagged(g.name) else 0
            values = []
            for i in range(m):
                index = cur.uvarint(f"failed to read operand index for {g.name} segment, "
                                    f"element {i}")
                values.append(self._value(cur, index, f"{g.name} segment, element {i}"))
            out.append(values)
        return out

    def _value(self, cur: Cursor, index: int, what: str) -> SSAValue:
        if index >= len(self.values):
            raise cur.error(f"operand index {index} out of bounds (size={len(self.values)}) for "
                            f"{what}")
        return self.values[index]

    # --- attributes ---------------------------------------------------------------------
    def read_attr(self, cur: Cursor, d: OpDef, a: A, result_types: list[Attribute]) -> Attribute:
        kind = a.kind
        version = self.ctx.version
        attrs = self.ctx.attrs
        if kind == "enum":
            assert a.enum is not None
            code = cur.uvarint("failed to read VarInt for enum attribute.")
            try:
                case = a.enum.from_code(code & 0xFFFFFFFF)
            except ValueError:
                raise cur.error(f"invalid integer value for enum type: {code & 0xFFFFFFFF}") from None
            since = ENUM_CASE_SINCE.get(case)
            if since is not None and since > version:
                raise cur.error(f"enum value {code} is not available in bytecode version "
                                f"{version}")
            return cta.EnumAttr(case)
        if kind == "bool":
            return IntegerAttr(attrs.inline_bool(cur), I1)
        if kind == "int":
            width = 32 if (d.mnemonic, a.name) in I32_ATTRS else 64
            value = attrs.inline_integer(cur, IntegerType(width)).value.data
            return IntegerAttr(value, I64)
        if kind == "string":
            return StringAttr(attrs.string_attr(cur))
        if kind == "type":
            return self.ctx.types.read(cur, "failed to get referenced type for TypeAttr")
        if kind == "dense":
            if not result_types:
                raise cur.error(f"{d.name} has no result type for its constant")
            return read_constant_index(attrs.constants, result_types[0], cur)
        if kind == "bool_array":
            values = []
            with cur.context("failed to read DenseBoolArrayAttr values."):
                n = cur.uvarint(None)
                if n > MAX_ARRAY_SIZE:
                    raise cur.error(f"array size in bytecode ({n}) exceeds maximum supported "
                                    f"capacity")
                values = [1 if b else 0 for b in cur.take(min(n, cur.remaining))]
                if len(values) < n:
                    raise cur.error(None)
            return DenseArrayBase.from_list(I1, values)
        if kind == "i32_array":
            with cur.context("failed to read DenseI32ArrayAttr values."):
                values = cur.int_array(4)
            check_i32_values(cur, values)
            return DenseArrayBase.from_list(I32, values)
        if kind == "attr_array":
            return attrs.array(cur)
        if kind == "predicate":
            with cur.context("failed to parse self-contained attribute for "
                             "AssumePredicateAttrInterface"):
                attr = attrs.tagged(cur)
            if not isinstance(attr, PREDICATES):
                raise cur.error("failed to cast parsed attribute to AssumePredicateAttrInterface")
            return attr
        if kind == "hints":
            return attrs.hints(cur)
        raise cur.error(f"unsupported attribute kind {kind}")  # pragma: no cover


def check_terminator(cur: Cursor, block: Block) -> None:
    last = block.last_op
    if last is None:
        raise cur.error("invalid block structure: block is expected to have a terminator "
                        "operation, but it is empty")
    if last.name.removeprefix("cuda_tile.") not in TERMINATORS:
        raise cur.error("invalid block structure: block is expected to have a terminator "
                        f"operation, but the last operation '{last.name}' is not a terminator.")


# =======================================================================================
# Writing
# =======================================================================================


@dataclass
class WriteContext:
    version: Version
    types: TypeWriter
    attrs: AttrWriter
    debug: DebugWriter
    on_get_global: object = None
    """Called with a global's name before a `get_global` naming it is written."""
    preview: bool = False
    """The header's preview bit will be set: public-preview ops may be written."""


def _where(op: Operation) -> str:
    return f"'{op.name}'"


class BodyWriter:
    """Writes the op records of one function body."""

    def __init__(self, ctx: WriteContext, args):
        self.ctx = ctx
        self.values: dict[SSAValue, int] = {}
        self.order: list[SSAValue] = []
        self.define(args)

    def define(self, values) -> None:
        for v in values:
            self.values[v] = len(self.order)
            self.order.append(v)

    def write_block_ops(self, block: Block, out: bytearray) -> None:
        for op in block.ops:
            self.write_op(op, out)

    def write_region(self, region: Region, out: bytearray) -> None:
        out += encode_uvarint(len(region.blocks))
        for block in region.blocks:
            arg_types = [self.ctx.types.index(a.type) for a in block.args]
            out += encode_uvarint(len(arg_types))
            for t in arg_types:
                out += encode_uvarint(t)
            scope = len(self.order)
            self.define(block.args)
            body = bytearray()
            n = 0
            for op in block.ops:
                self.write_op(op, body)
                n += 1
            out += encode_uvarint(n)
            out += body
            for v in self.order[scope:]:
                del self.values[v]
            del self.order[scope:]

    def write_op(self, op: Operation, out: bytearray) -> None:
        ctx = self.ctx
        version = ctx.version
        d: OpDef | None = getattr(op, "OP_DEF", None)
        if d is None or d.mnemonic in STRUCTURAL_OPS:
            raise BytecodeError(f"op {_where(op)} cannot be written inside a function body")
        if version < d.since:
            raise BytecodeError(f"op {_where(op)} requires bytecode version {d.since}, cannot "
                                f"write version {version}")
        if "preview" in d.extra and not ctx.preview:
            raise BytecodeError(f"op {_where(op)} is a public-preview op (feature "
                                f"'{d.extra['preview']}'): it needs the header's preview bit")
        ctx.debug.add(op.location)
        if d.mnemonic == "get_global" and ctx.on_get_global is not None:
            ctx.on_get_global(op.properties["name"].data)  # type: ignore[operator,union-attr]

        # results (a result newer than the version is dropped when nothing uses it)
        present_defs = [r for r in d.results if r.since <= version]
        written = list(op.results)
        if not any(r.variadic for r in d.results):
            written = []
            for r in d.results:
                value = group(op, r.name)
                if r.since <= version:
                    if value is not None:
                        written.append(value)
                elif value is not None and value.uses:
                    raise BytecodeError(f"result '{r.name}' of {_where(op)} is used, but version "
                                        f"{version} has no such result (it requires {r.since})")
        if not any(r.variadic for r in present_defs) and len(written) != len(present_defs):
            raise BytecodeError(f"{_where(op)} has {len(written)} results, version {version} "
                                f"expects {len(present_defs)}")
        result_types = [ctx.types.index(r.type) for r in written]
        out += encode_uvarint(d.opcode)
        if d.result_count:
            out += encode_uvarint(len(result_types))
        for t in result_types:
            out += encode_uvarint(t)

        # operand groups (by table field)
        groups: list[tuple[O, list[SSAValue]]] = []
        for o in d.operands:
            got = group(op, o.name)
            vals = list(got) if o.variadic else ([] if got is None else [got])
            if o.since > version:
                if vals:
                    raise BytecodeError(f"operand '{o.name}' of {_where(op)} requires bytecode "
                                        f"version {o.since}, cannot write version {version}")
                continue
            groups.append((o, vals))

        # flags
        flag_names = d.flags_at(version)
        present_fields: set[str] = set()
        for a in d.attrs:
            if a.name in op.properties:
                present_fields.add(a.name)
        for o, vals in groups:
            if vals:
                present_fields.add(o.name)
        if flag_names is not None:
            bits = 0
            for bit, name in enumerate(flag_names):
                if name in present_fields:
                    bits |= 1 << bit
            out += encode_uvarint(bits)

        # attributes
        index_count = sum(len(v) for o, v in groups if o.name == "index")
        for a in d.attrs:
            attr = op.properties.get(a.name)
            if a.since > version:
                if attr is not None and not _is_default(a, attr, index_count):
                    raise BytecodeError(f"attribute '{a.name}' of {_where(op)} requires bytecode "
                                        f"version {a.since}, cannot write version {version} "
                                        f"(only its default value can be dropped)")
                continue
            if a.kind == "unit":
                continue
            if attr is None:
                if flag_names is not None and a.name in flag_names:
                    continue
                if a.kind == "bool_array" and a.name == "inbounds":
                    attr = DenseArrayBase.from_list(I1, [0] * index_count)
                elif a.default is not None:
                    attr = default_attr(a)
                else:
                    raise BytecodeError(f"{_where(op)} is missing its required attribute "
                                        f"'{a.name}'")
            out += self.encode_attr(op, a, attr)

        # operands
        if d.operand_count:
            flat = [v for _, vals in groups for v in vals]
            out += encode_uvarint(len(flat))
            for v in flat:
                out += encode_uvarint(self.value(op, v))
        else:
            for o, vals in groups:
                if o.variadic:
                    out += encode_uvarint(len(vals))
                for v in vals:
                    out += encode_uvarint(self.value(op, v))

        # regions
        if d.regions:
            if len(op.regions) != d.regions:
                raise BytecodeError(f"{_where(op)} must have {d.regions} regions")
            out += encode_uvarint(len(op.regions))
            for region in op.regions:
                self.write_region(region, out)
        self.define(written)

    def value(self, op: Operation, v: SSAValue) -> int:
        index = self.values.get(v)
        if index is None:
            raise BytecodeError(f"operand of {_where(op)} is not defined before its use")
        return index

    def encode_attr(self, op: Operation, a: A, attr: Attribute) -> bytes:
        kind = a.kind
        version = self.ctx.version
        attrs = self.ctx.attrs
        bad = BytecodeError(f"attribute '{a.name}' of {_where(op)} has an unexpected value {attr}")
        if kind == "enum":
            if not isinstance(attr, cta.EnumAttr) or not isinstance(attr.value, a.enum):  # type: ignore[arg-type]
                raise bad
            since = ENUM_CASE_SINCE.get(attr.value)
            if since is not None and since > version:
                raise BytecodeError(f"enum value {attr.value.value} of {_where(op)} requires "
                                    f"bytecode version {since}, cannot write version {version}")
            return encode_uvarint(attr.value.code)
        if kind == "bool":
            if not isinstance(attr, IntegerAttr):
                raise bad
            return bytes([1 if attr.value.data else 0])
        if kind == "int":
            if not isinstance(attr, IntegerAttr):
                raise bad
            return encode_uvarint(attr.value.data & U64_MAX)
        if kind == "string":
            if not isinstance(attr, StringAttr):
                raise bad
            return encode_uvarint(attrs.string(attr.data))
        if kind == "type":
            return encode_uvarint(self.ctx.types.index(attr))
        if kind == "dense":
            if not isinstance(attr, cta.DenseConstAttr):
                raise bad
            return encode_uvarint(attrs.constant(attr))
        if kind in ("bool_array", "i32_array"):
            if not isinstance(attr, DenseArrayBase):
                raise bad
            values = attr.get_values()
            out = bytearray(encode_uvarint(len(values)))
            for v in values:
                if kind == "bool_array":
                    out.append(1 if v else 0)
                else:
                    out += int(v).to_bytes(4, "little", signed=True)
            return bytes(out)
        if kind == "attr_array":
            if not isinstance(attr, ArrayAttr):
                raise bad
            return attrs.array(attr)
        if kind == "predicate":
            if not isinstance(attr, PREDICATES):
                raise bad
            return attrs.tagged(attr)
        if kind == "hints":
            if not isinstance(attr, cta.OptimizationHintsAttr):
                raise bad
            return attrs.hints(attr)
        raise bad  # pragma: no cover


def _is_default(a: A, attr: Attribute, index_count: int) -> bool:
    """True when `attr` is what a version without field `a` implies."""
    if a.default is not None:
        return attr == default_attr(a)
    if a.kind == "unit":
        return False
    if a.kind == "bool_array":
        return isinstance(attr, DenseArrayBase) and not any(attr.get_values())
    return False
