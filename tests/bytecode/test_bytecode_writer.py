"""The writer on IR built directly: every op of the table at every version it exists in, the
structural ops, and the IR each version must refuse."""

from __future__ import annotations

import pytest
from bytecode_helpers import ir_text
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FloatAttr,
    FunctionType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnitAttr,
)
from xdsl.ir import Attribute, Block, Operation, Region

from tileiras.bytecode.errors import BytecodeError
from tileiras.bytecode.format import MAGIC, TAG_PREVIEW
from tileiras.bytecode.op_codec import default_attr, implied_results
from tileiras.bytecode.reader import read_bytecode
from tileiras.bytecode.writer import write_bytecode
from tileiras.dialects.cuda_tile import attributes as cta
from tileiras.dialects.cuda_tile import types as ctt
from tileiras.dialects.cuda_tile.enums import ENUM_CASE_SINCE, RoundingMode, SymbolVisibility
from tileiras.dialects.cuda_tile.op_defs import A, OpDef
from tileiras.dialects.cuda_tile.op_table import OP_DEFS, STRUCTURAL_OPS
from tileiras.dialects.cuda_tile.ops import op_class
from tileiras.dialects.cuda_tile.versions import SUPPORTED_VERSIONS, V13_1, V13_2, V13_3, V13_4, V13_5, Version

I1, I32, I64 = IntegerType(1), IntegerType(32), IntegerType(64)
TILE = ctt.TileType((4,), ctt.i32)
SCALAR = ctt.TileType((), ctt.i32)


def sample_attr(a: A) -> Attribute:
    """A non-default value of each attribute kind."""
    if a.kind == "enum":
        assert a.enum is not None
        cases = [c for c in a.enum if c not in ENUM_CASE_SINCE]
        return cta.EnumAttr(cases[min(1, len(cases) - 1)])
    return {
        "unit": UnitAttr(),
        "bool": IntegerAttr(1, I1),
        "int": IntegerAttr(3, I64),
        "string": StringAttr("message"),
        "dense": cta.DenseConstAttr(TILE, bytes(range(16))),
        "bool_array": DenseArrayBase.from_list(I1, [1, 0]),
        "i32_array": DenseArrayBase.from_list(I32, [1, 0]),
        "attr_array": ArrayAttr([IntegerAttr(-5, I32), FloatAttr(-1.5, ctt.f32),
                                 IntegerAttr(1, I1)]),
        "predicate": cta.DivByAttr(16, 4, 0),
        "hints": cta.OptimizationHintsAttr([("sm_100", DictionaryAttr({
            "latency": IntegerAttr(3, I32), "allow_tma": IntegerAttr(0, I1)}))]),
    }[a.kind]


def module_of(ops: list[Operation], args: list[Attribute], **module_props) -> Operation:
    block = Block(arg_types=args)
    for op in ops:
        block.add_op(op)
    block.add_op(op_class("return").create())
    entry = op_class("entry").create(
        properties={"sym_name": StringAttr("kernel"),
                    "function_type": FunctionType.from_lists(args, [])},
        regions=[Region([block])])
    props = {"sym_name": StringAttr("kernels"), **module_props}
    return op_class("module").create(properties=props, regions=[Region([Block([entry])])])


def build_op(d: OpDef, version: Version) -> tuple[Operation, list[Attribute], Block]:
    """`d` with every field present at `version` set (variadic groups get two values), the
    argument types it uses and the entry block whose arguments are its operands."""
    n_operands = sum(2 if o.variadic else 1 for o in d.operands if o.since <= version)
    args = [SCALAR] * n_operands
    block = Block(arg_types=args)
    values = list(block.args)
    groups = []
    sizes = []
    for o in d.operands:
        if o.since > version:
            sizes.append(0)
            continue
        n = 2 if o.variadic else 1
        groups.extend(values[:n])
        values = values[n:]
        sizes.append(n)
    props: dict[str, Attribute] = {}
    for a in d.attrs:
        if a.since <= version:
            props[a.name] = sample_attr(a)
        elif a.default is not None:
            props[a.name] = default_attr(a)  # what the reader fills in for older files
    if d.segmented:
        props["operandSegmentSizes"] = DenseArrayBase.from_list(I32, sizes)
    results = []
    for r in d.results:
        if r.since <= version:
            results.extend([TILE] * (2 if r.variadic else 1))
    results.extend(implied_results(d, version))  # 13.1's print has a token all the same
    regions = []
    for _ in range(d.regions):
        inner = Block(arg_types=[SCALAR])
        inner.add_op(op_class("yield").create(operands=list(inner.args)))
        regions.append(Region([inner]))
    op = op_class(d.mnemonic).create(operands=groups, result_types=results, properties=props,
                                     regions=regions)
    return op, args, block


GENERIC_OPS = [d for d in OP_DEFS if d.mnemonic not in STRUCTURAL_OPS]
CASES = [(d, v) for d in GENERIC_OPS for v in SUPPORTED_VERSIONS if v >= d.since]


def _module_for(d: OpDef, version: Version) -> Operation:
    op, args, block = build_op(d, version)
    block.add_op(op)
    block.add_op(op_class("return").create())
    entry = op_class("entry").create(
        properties={"sym_name": StringAttr("kernel"),
                    "function_type": FunctionType.from_lists(args, [])},
        regions=[Region([block])])
    return op_class("module").create(properties={"sym_name": StringAttr("kernels")},
                                     regions=[Region([Block([entry])])])


@pytest.mark.parametrize("d, version", CASES, ids=[f"{d.mnemonic}-{v}" for d, v in CASES])
def test_every_op_roundtrips(d: OpDef, version: Version) -> None:
    module = _module_for(d, version)
    preview = "preview" in d.extra
    data = write_bytecode(module, version, preview=preview)
    decoded = read_bytecode(data)
    assert decoded.version == version and decoded.preview == preview
    assert ir_text(decoded.module) == ir_text(module)
    assert write_bytecode(decoded.module, version, preview=preview) == data


def test_preview_op_needs_the_preview_bit() -> None:
    module = _module_for(next(d for d in OP_DEFS if d.mnemonic == "preview$call"), V13_5)
    with pytest.raises(BytecodeError, match="public-preview op"):
        write_bytecode(module, V13_5)
    data = bytearray(write_bytecode(module, V13_5, preview=True))
    data[10] = 0  # clear the header's preview bit
    with pytest.raises(BytecodeError, match="public-preview opcode 16386 but the header does not "
                                            "advertise preview content"):
        read_bytecode(bytes(data))


def test_13_1_print_token_is_dropped_unless_used() -> None:
    d = next(x for x in OP_DEFS if x.mnemonic == "print_tko")
    module = _module_for(d, V13_1)
    (print_op,) = [op for op in module.walk() if op.name == "cuda_tile.print_tko"]
    assert [r.type for r in print_op.results] == [ctt.TokenType()]
    data = write_bytecode(module, V13_1)
    assert ir_text(read_bytecode(data).module) == ir_text(module)
    join = op_class("join_tokens").create(operands=[print_op.results[0]] * 2,
                                          result_types=[ctt.TokenType()])
    print_op.parent_block().insert_op_after(join, print_op)
    with pytest.raises(BytecodeError, match="'result_token' of 'cuda_tile.print_tko' is used"):
        write_bytecode(module, V13_1)
    write_bytecode(module, V13_2)


@pytest.mark.parametrize("d", [d for d in GENERIC_OPS if d.since > V13_1], ids=lambda d: d.mnemonic)
def test_op_newer_than_version_is_refused(d: OpDef) -> None:
    module = _module_for(d, d.since)
    older = [v for v in SUPPORTED_VERSIONS if v < d.since][-1]
    with pytest.raises(BytecodeError, match=f"requires bytecode version {d.since}"):
        write_bytecode(module, older)


def _single(mnemonic: str, version: Version, **changes) -> Operation:
    d = next(x for x in OP_DEFS if x.mnemonic == mnemonic)
    op, args, block = build_op(d, version)
    for name, value in changes.items():
        if value is None:
            del op.properties[name]
        else:
            op.properties[name] = value
    block.add_op(op)
    block.add_op(op_class("return").create())
    entry = op_class("entry").create(
        properties={"sym_name": StringAttr("kernel"),
                    "function_type": FunctionType.from_lists(args, [])},
        regions=[Region([block])])
    return op_class("module").create(properties={"sym_name": StringAttr("kernels")},
                                     regions=[Region([Block([entry])])])


def test_default_of_newer_field_is_dropped_and_restored() -> None:
    module = _single("exp", V13_3, rounding_mode=cta.EnumAttr(RoundingMode.FULL))
    old = read_bytecode(write_bytecode(module, V13_2))
    (exp,) = [op for op in old.module.walk() if op.name == "cuda_tile.exp"]
    assert exp.properties["rounding_mode"] == cta.EnumAttr(RoundingMode.FULL)


def test_non_default_of_newer_field_is_refused() -> None:
    module = _single("exp", V13_3, rounding_mode=cta.EnumAttr(RoundingMode.APPROX))
    with pytest.raises(BytecodeError, match="'rounding_mode'.*requires bytecode version 13.3"):
        write_bytecode(module, V13_2)


def test_newer_unit_flag_is_refused() -> None:
    module = _single("mmaf", V13_3)  # fast_acc set
    with pytest.raises(BytecodeError, match="fast_acc"):
        write_bytecode(module, V13_2)
    write_bytecode(_single("mmaf", V13_3, fast_acc=None), V13_2)


def test_inbounds_only_all_false_before_13_4() -> None:
    true_module = _single("load_view_tko", V13_4)
    with pytest.raises(BytecodeError, match="inbounds"):
        write_bytecode(true_module, V13_3)
    false_module = _single("load_view_tko", V13_4,
                           inbounds=DenseArrayBase.from_list(I1, [0, 0]))
    data = write_bytecode(false_module, V13_3)
    upgraded = write_bytecode(read_bytecode(data).module, V13_4)
    (op,) = [o for o in read_bytecode(upgraded).module.walk() if o.name == "cuda_tile.load_view_tko"]
    assert "inbounds" not in op.properties  # all false: the canonical form leaves it out
    assert upgraded == write_bytecode(_single("load_view_tko", V13_4, inbounds=None), V13_4)


def test_inbounds_all_false_is_absent_but_wrong_length_stays() -> None:
    for flags, kept in (([0, 0], False), ([0], True), ([0, 0, 0], True), ([0, 1], True)):
        module = _single("load_view_tko", V13_4, inbounds=DenseArrayBase.from_list(I1, flags))
        (op,) = [o for o in read_bytecode(write_bytecode(module, V13_4)).module.walk()
                 if o.name == "cuda_tile.load_view_tko"]
        assert ("inbounds" in op.properties) == kept, flags


def test_all_equal_constant_is_written_and_read_as_a_splat() -> None:
    full = cta.DenseConstAttr(TILE, bytes([7, 0, 0, 0]) * 4)
    const = op_class("constant").create(properties={"value": full}, result_types=[TILE])
    data = write_bytecode(module_of([const], []), V13_4)
    assert bytes([7, 0, 0, 0]) * 2 not in data  # the writer stores one element
    back = read_bytecode(data).module
    (op,) = [o for o in back.walk() if o.name == "cuda_tile.constant"]
    assert op.properties["value"] == cta.DenseConstAttr(TILE, bytes([7, 0, 0, 0]))


def test_enum_case_newer_than_version_is_refused() -> None:
    module = _single("addf", V13_4, rounding_mode=cta.EnumAttr(RoundingMode.NEAREST_AWAY))
    write_bytecode(module, V13_4)
    with pytest.raises(BytecodeError, match="nearest_away"):
        write_bytecode(module, V13_3)


@pytest.mark.parametrize("element, since", [(ctt.f8E8M0FNU, V13_2), (ctt.i4, V13_3),
                                            (ctt.f4E2M1FN, V13_3), (ctt.f8E5M3FNU, V13_4)])
def test_type_newer_than_version_is_refused(element: Attribute, since: Version) -> None:
    module = module_of([], [ctt.TileType((), element)])
    write_bytecode(module, since)
    older = [v for v in SUPPORTED_VERSIONS if v < since][-1]
    with pytest.raises(BytecodeError, match=f"requires bytecode version {since}"):
        write_bytecode(module, older)


def test_ptr_attr_needs_13_4() -> None:
    module = module_of([], [ctt.TileType((), ctt.PointerType(ctt.f32, IntAttr(2)))])
    back = read_bytecode(write_bytecode(module, V13_4)).module
    assert ir_text(back) == ir_text(module)
    with pytest.raises(BytecodeError, match="pointer attribute"):
        write_bytecode(module, V13_3)


def test_producer_section() -> None:
    module = module_of([], [], producer=StringAttr("tests"))
    back = read_bytecode(write_bytecode(module, V13_3)).module
    assert back.properties["producer"] == StringAttr("tests")
    with pytest.raises(BytecodeError, match="producer"):
        write_bytecode(module, V13_2)


def _global(name: str, **props) -> Operation:
    base = {"sym_name": StringAttr(name), "value": cta.DenseConstAttr(TILE, bytes(range(16))),
            "alignment": IntegerAttr(16, I64),
            "symbol_visibility": cta.EnumAttr(SymbolVisibility.PUBLIC)}
    base.update(props)
    return op_class("global").create(properties=base)


def test_globals_roundtrip_and_gate() -> None:
    get = op_class("get_global").create(properties={"name": StringAttr("g1")},
                                        result_types=[ctt.TileType((), ctt.PointerType(ctt.i32))])
    module = module_of([get], [])
    body = module.regions[0].blocks[0]
    entry = body.first_op
    # The reader gives globals first, as NVIDIA's module lists them; they may come anywhere.
    body.insert_op_before(_global("g1"), entry)
    g2 = _global("g2", constant=UnitAttr(), symbol_visibility=cta.EnumAttr(SymbolVisibility.PRIVATE))
    body.insert_op_before(g2, entry)
    for version in (V13_3, V13_4, V13_5):
        back = read_bytecode(write_bytecode(module, version)).module
        assert ir_text(back) == ir_text(module)
    with pytest.raises(BytecodeError, match="global 'g2'"):
        write_bytecode(module, V13_2)
    body.erase_op(g2)
    assert ir_text(read_bytecode(write_bytecode(module, V13_1)).module) == ir_text(module)
    body.insert_op_after(_global("g3"), entry)
    reordered = read_bytecode(write_bytecode(module, V13_1)).module
    assert [op.properties["sym_name"].data for op in reordered.regions[0].blocks[0].ops] == [
        "g1", "g3", "kernel"]


def test_preview_bit() -> None:
    module = module_of([], [])
    data = write_bytecode(module, V13_5, preview=True)
    assert data[:8] == MAGIC and int.from_bytes(data[10:12], "little") == TAG_PREVIEW
    assert read_bytecode(data).preview
    with pytest.raises(BytecodeError, match="preview"):
        write_bytecode(module, V13_4, preview=True)


@pytest.mark.parametrize("version", [Version(13, 0), Version(13, 6), Version(14, 0)])
def test_unsupported_version_is_refused(version: Version) -> None:
    with pytest.raises(BytecodeError, match="unsupported bytecode version"):
        write_bytecode(module_of([], []), version)


def test_value_from_elsewhere_is_refused() -> None:
    other = Block(arg_types=[SCALAR])
    op = op_class("absi").create(operands=[other.args[0]], result_types=[SCALAR])
    with pytest.raises(BytecodeError, match="not defined before its use"):
        write_bytecode(module_of([op], []), V13_4)


def test_output_is_deterministic() -> None:
    module = _module_for(next(d for d in OP_DEFS if d.mnemonic == "reduce"), V13_4)
    assert write_bytecode(module, V13_4) == write_bytecode(module, V13_4)


def test_empty_module_layout() -> None:
    """Sections in cuTile's order (Func, Const, Debug, Type, String, End), 0xCB padding."""
    data = write_bytecode(op_class("module").create(
        properties={"sym_name": StringAttr("kernels")}, regions=[Region([Block()])]), V13_4)
    assert data[:12] == MAGIC + bytes([13, 4, 0, 0])
    ids = []
    pos = 12
    while True:
        head = data[pos]
        pos += 1
        if head == 0:
            break
        ids.append(head & 0x7F)
        length = data[pos]
        pos += 1
        alignment = data[pos]
        pos += 1
        while pos % alignment:
            assert data[pos] == 0xCB
            pos += 1
        pos += length
    assert ids == [2, 4, 3, 5, 1]
    assert pos == len(data)
    assert read_bytecode(data).module.regions[0].blocks[0].first_op is None
