"""Record what NVIDIA's tileiras/tileirdisasm 13.5 say about the verifier cases.

Each case of `tests/verifiers/cases*.py` is written as TileIR bytecode with cuTile Python's
encoder (its type/string/constant tables and file layout; the op records are laid out from our
op table), saved as `tests/verifiers/golden/<name>.tileirbc`, and judged by

    tileirdisasm FILE
    tileiras FILE --gpu-name sm_100 -o OUT

The exit codes and stderr of both go to `tests/verifiers/golden/<name>.json`. The tests read
these files only; they never run NVIDIA's tools.

To add a case, write it in one of `tests/verifiers/cases_*.py` (see `casekit.py`), run this
tool (with `--only NAME --print` to see NVIDIA's verdict), then make our rule agree.

Usage: PYTHONPATH=src python tools/verifier_goldens.py [--tools DIR] [--only SUBSTRING] [--print]
"""

from __future__ import annotations

import argparse
import json
import os
import struct
import subprocess
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import ml_dtypes
import numpy as np
from cuda.tile._bytecode import writer as cw
from cuda.tile._bytecode.basic import encode_signed_varint, encode_varint
from cuda.tile._bytecode.code_builder import CodeBuilder, Value
from cuda.tile._bytecode.debug_info import DebugAttrId
from cuda.tile._bytecode.encodings import SymbolVisibility
from cuda.tile._bytecode.type import SimpleType, TypeTable, _CompositeType
from cuda.tile._bytecode.type_base import TypeId
from cuda.tile._bytecode.version import BytecodeVersion
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FloatAttr,
    FunctionType,
    IntegerAttr,
    IntegerType,
    NoneAttr,
    StringAttr,
    UnitAttr,
)
from xdsl.ir import Attribute

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tests" / "verifiers"))

from tileiras.dialects.cuda_tile import types as ct  # noqa: E402
from tileiras.dialects.cuda_tile.attributes import (  # noqa: E402
    BoundedAttr,
    DenseConstAttr,
    DivByAttr,
    EnumAttr,
    OptimizationHintsAttr,
    SameElementsAttr,
)
from tileiras.dialects.cuda_tile.op_defs import OpDef  # noqa: E402
from tileiras.dialects.cuda_tile.op_table import OPS_BY_MNEMONIC  # noqa: E402
from tileiras.dialects.cuda_tile.versions import Version  # noqa: E402

import casekit  # noqa: E402

GOLDEN = ROOT / "tests" / "verifiers" / "golden"

_SIMPLE = {
    ct.i1: SimpleType.I1, ct.i8: SimpleType.I8, ct.i16: SimpleType.I16, ct.i32: SimpleType.I32,
    ct.i64: SimpleType.I64, ct.f16: SimpleType.F16, ct.bf16: SimpleType.BF16, ct.f32: SimpleType.F32,
    ct.tf32: SimpleType.TF32, ct.f64: SimpleType.F64, ct.f8E4M3FN: SimpleType.F8E4M3FN,
    ct.f8E5M2: SimpleType.F8E5M2, ct.f8E8M0FNU: SimpleType.F8E8M0FNU, ct.f4E2M1FN: SimpleType.F4E2M1FN,
    ct.i4: SimpleType.I4, ct.f8E5M3FNU: SimpleType.FNV8E5M3FNU,
}


def _bv(v: Version) -> BytecodeVersion:
    return BytecodeVersion(v.major * 10000 + v.minor * 100)


def _i32_list(values: Any, buf: bytearray) -> None:
    encode_varint(len(values), buf)
    for x in values:
        buf.extend(int(x).to_bytes(4, "little", signed=True))


def _i64_list(values: Any, buf: bytearray) -> None:
    encode_varint(len(values), buf)
    for x in values:
        buf.extend(int(x).to_bytes(8, "little", signed=True))


class Types:
    """Our xDSL types -> entries of cuTile's type table (no checking: invalid types are the point)."""

    def __init__(self, table: TypeTable, version: BytecodeVersion):
        self.t = table
        self.v = version

    def __call__(self, t: Attribute) -> TypeId:
        tt = self.t
        if t in _SIMPLE:
            return tt.simple(_SIMPLE[t])
        if isinstance(t, ct.TokenType):
            return tt.Token
        if isinstance(t, ct.PointerType):
            attr = _ptr_attr_code(t)
            buf = bytearray(_CompositeType.Pointer.value)
            if self.v >= BytecodeVersion.V_13_4:
                encode_varint(int(attr is not None), buf)
            encode_varint(self(t.pointee).type_id, buf)
            if attr is not None:
                buf.append(attr)
            return tt[bytes(buf)]
        if isinstance(t, ct.TileType):
            buf = bytearray(_CompositeType.Tile.value)
            encode_varint(self(t.element_type).type_id, buf)
            _i64_list(t.shape, buf)
            return tt[bytes(buf)]
        if isinstance(t, ct.TensorViewType):
            attr = _ptr_attr_code(t)
            buf = bytearray(_CompositeType.TensorView.value)
            if self.v >= BytecodeVersion.V_13_4:
                encode_varint(int(attr is not None), buf)
            encode_varint(self(t.element_type).type_id, buf)
            _i64_list(t.shape, buf)
            _i64_list(t.strides, buf)
            if attr is not None:
                buf.append(attr)
            return tt[bytes(buf)]
        if isinstance(t, ct.PartitionViewType):
            buf = bytearray(_CompositeType.PartitionView.value)
            pad = t.padding
            if self.v >= BytecodeVersion.V_13_3:
                encode_varint(int(pad is not None), buf)
            _i32_list(t.tile_shape, buf)
            encode_varint(self(t.tensor_view).type_id, buf)
            _i32_list(t.dim_map, buf)
            if self.v >= BytecodeVersion.V_13_3:
                if pad is not None:
                    encode_varint(pad.code, buf)
            else:
                encode_varint(int(pad is not None), buf)
                if pad is not None:
                    encode_varint(pad.code, buf)
            return tt[bytes(buf)]
        if isinstance(t, ct.StridedViewType):
            buf = bytearray(_CompositeType.StridedView.value)
            pad = t.padding
            encode_varint(int(pad is not None), buf)
            _i32_list(t.tile_shape, buf)
            _i32_list(t.traversal_strides, buf)
            encode_varint(self(t.tensor_view).type_id, buf)
            _i32_list(t.dim_map, buf)
            if pad is not None:
                encode_varint(pad.code, buf)
            return tt[bytes(buf)]
        if isinstance(t, ct.GatherScatterViewType):
            buf = bytearray(_CompositeType.GatherScatterView.value)
            pad = t.padding
            encode_varint(int(pad is not None), buf)
            _i32_list(t.tile_shape, buf)
            encode_varint(self(t.tensor_view).type_id, buf)
            encode_varint(t.sparse_dim, buf)
            if pad is not None:
                encode_varint(pad.code, buf)
            return tt[bytes(buf)]
        if isinstance(t, FunctionType):
            buf = bytearray(_CompositeType.Function.value)
            ins = [self(x) for x in t.inputs.data]
            outs = [self(x) for x in t.outputs.data]
            encode_varint(len(ins), buf)
            for x in ins:
                encode_varint(x.type_id, buf)
            encode_varint(len(outs), buf)
            for x in outs:
                encode_varint(x.type_id, buf)
            return tt[bytes(buf)]
        raise TypeError(f"no bytecode form for type {t}")


def _ptr_attr_code(t: Attribute) -> int | None:
    """The 13.4 pointer attribute code of a pointer or tensor view type, None when absent."""
    attr = getattr(t, "ptr_attr", None)
    if attr is None or isinstance(attr, NoneAttr):
        return None
    return int(attr.data)


def _float_bits(value: float, t: Attribute) -> tuple[int, int]:
    np_types = {ct.f16: np.float16, ct.bf16: ml_dtypes.bfloat16, ct.f32: np.float32, ct.f64: np.float64,
                ct.f8E4M3FN: ml_dtypes.float8_e4m3fn, ct.f8E5M2: ml_dtypes.float8_e5m2}
    if t == ct.tf32:
        return struct.unpack("<I", struct.pack("<f", value))[0] >> 13, 19
    arr = np.array([value], dtype=np_types[t])
    width = arr.dtype.itemsize * 8
    return int.from_bytes(arr.tobytes(), "little"), width


class Encoder:
    """Writes a case's kernel into cuTile's bytecode writer."""

    def __init__(self, w: cw.BytecodeWriter, version: Version):
        self.w = w
        self.version = version
        self.types = Types(w.type_table, _bv(version))
        self.cb: CodeBuilder | None = None
        self.value_types: dict[int, Attribute] = {}

    # -- attributes ------------------------------------------------------------------------

    def tagged(self, a: Attribute, buf: bytearray) -> None:
        st = self.w._string_table
        if isinstance(a, IntegerAttr) and isinstance(a.type, IntegerType) and a.type.width.data == 1:
            buf.append(3)
            buf.append(int(a.value.data) & 1)
        elif isinstance(a, IntegerAttr):
            buf.append(1)
            encode_varint(self.types(a.type).type_id, buf)
            width = a.type.width.data  # type: ignore[union-attr]
            encode_varint(a.value.data & ((1 << width) - 1), buf)
        elif isinstance(a, FloatAttr):
            buf.append(2)
            encode_varint(self.types(a.type).type_id, buf)
            bits, width = _float_bits(a.value.data, a.type)
            if width <= 8:
                buf.append(bits)
            else:
                encode_signed_varint(bits, buf)
        elif isinstance(a, StringAttr):
            buf.append(5)
            encode_varint(st[a.data.encode()].string_id, buf)
        elif isinstance(a, ArrayAttr):
            buf.append(6)
            encode_varint(len(a.data), buf)
            for x in a.data:
                self.tagged(x, buf)
        elif isinstance(a, DictionaryAttr):
            buf.append(10)
            self.dictionary(a, buf)
        elif isinstance(a, DenseConstAttr):
            buf.append(7)
            encode_varint(self.types(a.type).type_id, buf)
            encode_varint(self.w.constant_table.dense_constant(a.data).constant_id, buf)
        elif isinstance(a, DivByAttr):
            buf.append(8)
            encode_varint(a.divisor, buf)
            buf.append(int(a.every is not None) | (int(a.along is not None) << 1))
            if a.every is not None:
                encode_signed_varint(a.every, buf)
            if a.along is not None:
                encode_signed_varint(a.along, buf)
        elif isinstance(a, SameElementsAttr):
            buf.append(9)
            _i64_list(a.values, buf)
        elif isinstance(a, BoundedAttr):
            buf.append(12)
            buf.append(int(a.lower is not None) | (int(a.upper is not None) << 1))
            if a.lower is not None:
                encode_signed_varint(a.lower, buf)
            if a.upper is not None:
                encode_signed_varint(a.upper, buf)
        elif isinstance(a, OptimizationHintsAttr):
            buf.append(11)
            self.hints(a, buf)
        elif isinstance(a, Attribute) and not isinstance(a, (UnitAttr,)):
            buf.append(4)
            encode_varint(self.types(a).type_id, buf)
        else:
            raise TypeError(f"no tagged form for {a}")

    def dictionary(self, d: DictionaryAttr, buf: bytearray) -> None:
        encode_varint(len(d.data), buf)
        for k, v in d.data.items():
            encode_varint(self.w._string_table[k.encode()].string_id, buf)
            self.tagged(v, buf)

    def hints(self, h: OptimizationHintsAttr, buf: bytearray) -> None:
        items = h.items
        encode_varint(len(items), buf)
        for arch, d in items:
            encode_varint(self.w._string_table[arch.encode()].string_id, buf)
            buf.append(10)
            self.dictionary(d, buf)

    def attr(self, kind: str, a: Attribute, buf: bytearray) -> None:
        if kind == "enum":
            assert isinstance(a, EnumAttr)
            encode_varint(a.value.code, buf)
        elif kind == "bool":
            assert isinstance(a, IntegerAttr)
            buf.append(int(a.value.data) & 1)
        elif kind == "int":
            assert isinstance(a, IntegerAttr)
            encode_varint(a.value.data & ((1 << 64) - 1), buf)
        elif kind == "string":
            assert isinstance(a, StringAttr)
            encode_varint(self.w._string_table[a.data.encode()].string_id, buf)
        elif kind == "type":
            encode_varint(self.types(a).type_id, buf)
        elif kind == "dense":
            assert isinstance(a, DenseConstAttr)
            encode_varint(self.w.constant_table.dense_constant(a.data).constant_id, buf)
        elif kind in ("bool_array", "i32_array"):
            assert isinstance(a, DenseArrayBase)
            values = a.get_values()
            encode_varint(len(values), buf)
            for x in values:
                if kind == "bool_array":
                    buf.append(int(x) & 1)
                else:
                    buf.extend(int(x).to_bytes(4, "little", signed=True))
        elif kind == "attr_array":
            assert isinstance(a, ArrayAttr)
            encode_varint(len(a.data), buf)
            for x in a.data:
                self.tagged(x, buf)
        elif kind == "predicate":
            self.tagged(a, buf)
        elif kind == "hints":
            assert isinstance(a, OptimizationHintsAttr)
            self.hints(a, buf)
        else:
            raise ValueError(kind)

    # -- ops -------------------------------------------------------------------------------

    def op(self, mnemonic: str, results: Any = (), operands: Any = (), regions: Any = (), **props: Attribute) -> Any:
        d: OpDef = OPS_BY_MNEMONIC[mnemonic]
        cb = self.cb
        assert cb is not None
        buf = cb.buf
        v = self.version
        results = list(results)
        encode_varint(d.opcode, buf)
        if d.result_count:
            encode_varint(len(results), buf)
        for t in results:
            encode_varint(self.types(t).type_id, buf)
        groups = list(operands)
        live_operands = [o for o in d.operands if o.since <= v]
        if len(groups) != len(live_operands):
            raise ValueError(f"{mnemonic}: {len(groups)} operand groups for {len(live_operands)}")
        by_name = dict(zip((o.name for o in live_operands), groups))
        flags = d.flags_at(v)
        if flags is not None:
            bits = 0
            for i, name in enumerate(flags):
                present = (name in props) if name not in by_name else (by_name[name] is not None)
                bits |= int(present) << i
            encode_varint(bits, buf)
        for a in d.attrs:
            if a.since > v or a.kind == "unit":
                continue
            if a.name not in props:
                if a.optional:
                    continue
                raise ValueError(f"{mnemonic}: attribute {a.name} is required")
            self.attr(a.kind, props[a.name], buf)
        if d.operand_count:
            total = 0
            for o, g in zip(live_operands, groups):
                total += len(g) if o.variadic else (0 if g is None else 1)
            encode_varint(total, buf)
        for o, g in zip(live_operands, groups):
            if o.variadic:
                if o.sized:
                    encode_varint(len(g), buf)
                for x in g:
                    encode_varint(x.value_id, buf)
            elif g is not None:
                encode_varint(g.value_id, buf)
        if d.regions:
            cb.debug_attr_per_op.append(cb.cur_debug_attr)
            cb.num_ops += 1
            regions = list(regions)
            encode_varint(len(regions), buf)
            for r in regions:
                self.region(r)
            vals = cb._make_value_tuple(len(results))
        else:
            vals = cb.new_op(len(results)) if len(results) != 1 else cb.new_op()
        if vals is None:
            return None
        if isinstance(vals, Value):
            self.value_types[vals.value_id] = results[0]
            return vals
        for x, t in zip(vals, results):
            self.value_types[x.value_id] = t
        return vals

    def region(self, r: casekit.Body) -> None:
        cb = self.cb
        assert cb is not None
        if r.fn is None:
            encode_varint(0, cb.buf)
            return
        encode_varint(1, cb.buf)
        encode_varint(len(r.arg_types), cb.buf)
        for t in r.arg_types:
            encode_varint(self.types(t).type_id, cb.buf)
        orig_buf, orig_next, orig_num = cb.buf, cb.next_value_id, cb.num_ops
        cb.num_ops = 0
        cb.buf = bytearray()
        try:
            args = cb._make_value_tuple(len(r.arg_types))
            r.fn(self, *args)
            encode_varint(cb.num_ops, orig_buf)
            orig_buf.extend(cb.buf)
        finally:
            cb.next_value_id, cb.num_ops, cb.buf = orig_next, orig_num, orig_buf


def _debug_id(w: cw.BytecodeWriter, spec: tuple) -> DebugAttrId:
    """A `casekit.Debug` location or scope in cuTile's debug-attribute table."""
    t = w.debug_attr_table
    f = t.file("k.py", "dir")
    kind = spec[0]
    if kind == "sp":
        return t.subprogram(f, 1, "k", spec[1], t.compile_unit(f), 1)
    if kind == "lb":
        return t.lexical_block(_debug_id(w, spec[1]), f, 2, 1)
    if kind == "loc":
        return t.loc(_debug_id(w, spec[1]), "k.py", spec[2], spec[3])
    if kind == "callsite":
        return t.call_site(_debug_id(w, spec[1]), _debug_id(w, spec[2]))
    raise ValueError(spec)


@contextmanager
def _function(enc: Encoder, name: str, params: list[Attribute], hints: OptimizationHintsAttr | None,
              results: list[Attribute] | None = None, debug: "casekit.Debug | None" = None):
    """cuTile's `BytecodeWriter.function`, with arbitrary hints."""
    w = enc.w
    w._num_functions += 1
    encode_varint(w._string_table[name.encode()].string_id, w._buf)
    sig = enc.types(FunctionType.from_lists(params, list(results or [])))
    encode_varint(sig.type_id, w._buf)
    v13_5 = w.version >= BytecodeVersion.V_13_5
    if v13_5:
        w._buf.append(0x02)
    else:
        w._buf.append(0x02 | (0x04 if hints is not None else 0))
    fn_loc = _debug_id(w, debug.fn) if debug is not None and debug.fn is not None else DebugAttrId(0)
    w.debug_info.append([fn_loc])
    encode_varint(len(w.debug_info), w._buf)
    if hints is not None or v13_5:
        buf = bytearray()
        buf.append(11)
        enc.hints(hints if hints is not None else OptimizationHintsAttr([]), buf)
        w._buf.extend(buf)
    if v13_5:
        w._buf.extend(b"\x06\x00")
    cb = CodeBuilder(buf=bytearray(), version=w.version, string_table=w._string_table,
                     constant_table=w._constant_table, debug_attr_per_op=w.debug_info[-1])
    enc.cb = cb
    if debug is not None and debug.ops is not None:
        cb.cur_debug_attr = _debug_id(w, debug.ops)
    yield cb._make_value_tuple(len(params))
    encode_varint(len(cb.buf), w._buf)
    w._buf.extend(cb.buf)


def encode_case(case: casekit.Case) -> bytes:
    """The bytecode of one case."""
    buf = bytearray()
    version = _bv(case.version)
    with cw.write_bytecode(1, buf, version) as w:
        enc = Encoder(w, case.version)
        for g in case.globals:
            w.global_section.define_global(
                g.name, enc.types(g.value.type), g.value.data, g.alignment, g.constant,
                SymbolVisibility.Private if g.private else SymbolVisibility.Public)
        with _function(enc, "kernel", list(case.params), case.hints, list(case.entry_results), case.debug) as args:
            case.body(enc, *args)
            if case.auto_return:
                enc.op("return", (), ([],))
    if case.preview:
        cw.patch_header_preview_flag(buf, version)
    return bytes(buf)


def _run(cmd: list[str]) -> dict[str, Any]:
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    return {"rc": r.returncode, "stderr": r.stderr}


def judge(path: Path, tools: Path, preview: bool = False) -> dict[str, Any]:
    flags = ["--preview=simt"] if preview else []
    with tempfile.TemporaryDirectory() as tmp:
        disasm = _run([str(tools / "tileirdisasm"), str(path), *flags])
        asm = _run([str(tools / "tileiras"), str(path), "--gpu-name", "sm_100", "-o", os.path.join(tmp, "out.cubin"),
                    *flags])
    return {"tileirdisasm": disasm, "tileiras": asm}


def all_cases() -> list[casekit.Case]:
    import cases

    return cases.ALL


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tools", type=Path, default=None,
                   help="folder with NVIDIA's tileiras and tileirdisasm (default: tools/oracle.py's)")
    p.add_argument("--only", default="", help="only cases whose name contains this")
    p.add_argument("--print", action="store_true", help="print each verdict's first line")
    args = p.parse_args(argv)
    if args.tools is None:
        sys.path.insert(0, str(ROOT / "tools"))
        from oracle import find_oracle_bin

        args.tools = find_oracle_bin("tileiras")
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for case in all_cases():
        if args.only and args.only not in case.name:
            continue
        data = encode_case(case)
        bc = GOLDEN / f"{case.name}.tileirbc"
        bc.write_bytes(data)
        verdict = judge(bc, args.tools, case.preview)
        record = {"case": case.name, "version": str(case.version), **verdict}
        (GOLDEN / f"{case.name}.json").write_text(json.dumps(record, indent=1, sort_keys=True) + "\n")
        if args.print:
            d = verdict["tileirdisasm"]
            first = d["stderr"].splitlines()[0] if d["stderr"] else ""
            print(f"{case.name}: rc={d['rc']}/{verdict['tileiras']['rc']} {first}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
