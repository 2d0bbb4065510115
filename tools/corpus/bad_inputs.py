#!/usr/bin/env python3
"""Bad inputs and command-line behaviour of NVIDIA's tools, recorded as goldens.

1. Writes malformed bytecode to tests/corpus/bad/*.tileirbc: truncations at many offsets of
   a real corpus file, wrong magic, empty file, unsupported versions, bad/duplicate/missing
   sections, lengths past the end, out-of-range string/type/value/constant indices, huge
   counts, invalid UTF-8, a non-entry function, garbage after the end, ...
   and tests/corpus/bad/verifier/*.tileirbc: well-formed modules NVIDIA's verifier rejects
   (one per distinct rejection message met by tools/corpus/handmade.py).
2. Runs NVIDIA's ``tileirdisasm FILE`` and ``tileiras FILE -o /tmp/x.cubin --gpu-name sm_100``
   on every .tileirbc under tests/corpus/bad (recursively, so also bad/cutile_rejected/ from
   tools/gen_corpus.py) with tests/corpus/bad as the working directory and relative file
   names, and stores {file: {tool: {rc, stdout, stderr}}} in tests/corpus/bad/GOLDEN.json.
   What each file is, is listed in MANIFEST.json, section "bad_inputs".
3. Records command-line behaviour (help, version, option errors, every --gpu-name, ...) in
   tests/corpus/cli/GOLDEN.json: {name: {argv, cwd, rc, stdout, stderr}}.  The tools are run
   as plain ``tileiras``/``tileirdisasm`` through PATH from tests/corpus, so no absolute path
   shows in the messages.

NVIDIA's tools: $TILEIRAS_ORACLE_BIN, else the installed nvidia-cuda-tileiras package.

Usage: python tools/corpus/bad_inputs.py [--no-run] [--no-cli]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CORPUS = ROOT / "tests" / "corpus"
BAD = CORPUS / "bad"
VERIFIER = BAD / "verifier"
CLI = CORPUS / "cli"
MANIFEST = CORPUS / "MANIFEST.json"

BASE = CORPUS / "bytecode" / "vadd_f32.13.4.tileirbc"          # 13.4, no globals
BASE_GLOBALS = CORPUS / "bytecode" / "printf_values_f32.13.1.tileirbc"  # 13.1, has a Global section
BASE_PRODUCER = CORPUS / "bytecode" / "handmade" / "producer_section.13.3.tileirbc"
COMPILE_OUT = "/tmp/x.cubin"

sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
import oracle  # noqa: E402


def find_oracle_bin() -> Path:
    return oracle.find_oracle_bin("tileiras")


# ----------------------------------------------------------------------------------------
# Container-level helpers
# ----------------------------------------------------------------------------------------

def uleb(x: int) -> bytes:
    out = bytearray()
    while True:
        b = x & 0x7F
        x >>= 7
        if x:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def read_uleb(data: bytes, pos: int) -> tuple[int, int]:
    val = shift = 0
    while True:
        b = data[pos]
        pos += 1
        val |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return val, pos


class Section:
    def __init__(self, sid: int, payload: bytes, align: int | None, start: int, pstart: int):
        self.id, self.payload, self.align, self.start, self.pstart = sid, payload, align, start, pstart


def parse(data: bytes) -> tuple[bytes, list[Section], bytes]:
    """Header, sections (End excluded), and whatever follows the End byte."""
    header = data[:12]
    pos = 12
    secs = []
    while pos < len(data):
        start = pos
        sid = data[pos]
        pos += 1
        if sid == 0:
            return header, secs, data[pos:]
        ln, pos = read_uleb(data, pos)
        align = None
        if sid & 0x80:
            align, pos = read_uleb(data, pos)
            while pos % align:
                pos += 1
        secs.append(Section(sid & 0x7F, data[pos:pos + ln], align, start, pos))
        pos += ln
    raise ValueError("no End section")


def serialize(header: bytes, secs: list[Section], tail: bytes = b"", end: bool = True,
              length_override: dict | None = None) -> bytes:
    out = bytearray(header)
    for i, s in enumerate(secs):
        out.append(s.id | (0x80 if s.align else 0))
        ln = len(s.payload) if not length_override or i not in length_override else length_override[i]
        out += uleb(ln)
        if s.align:
            out += uleb(s.align)
            while len(out) % s.align:
                out.append(0xCB)
        out += s.payload
    if end:
        out.append(0)
    return bytes(out + tail)


SEC = {"end": 0, "string": 1, "func": 2, "debug": 3, "constant": 4, "type": 5, "global": 6, "producer": 7}


def sec_index(secs, name):
    return next(i for i, s in enumerate(secs) if s.id == SEC[name])


def replace_payload(data: bytes, name: str, fn) -> bytes:
    h, secs, tail = parse(data)
    i = sec_index(secs, name)
    secs[i].payload = fn(secs[i].payload)
    return serialize(h, secs, tail)


def table_count_huge(payload: bytes, count: int) -> bytes:
    _, p = read_uleb(payload, 0)
    return uleb(count) + payload[p:]


# ----------------------------------------------------------------------------------------
# The bad files
# ----------------------------------------------------------------------------------------

def make_bad_files() -> dict[str, tuple[bytes, str]]:
    base = BASE.read_bytes()
    h, secs, tail = parse(base)
    out: dict[str, tuple[bytes, str]] = {}

    def put(name, data, desc):
        assert name not in out, name
        out[name] = (data, desc)

    # --- empty, magic, truncation -------------------------------------------------------
    put("empty", b"", "empty file")
    put("magic_only", base[:8], "the 8-byte magic and nothing else")
    put("magic_wrong_byte", b"\x7fTileIX\x00" + base[8:], "magic with one wrong byte")
    put("magic_no_del", b"TileIR\x00\x00" + base[8:], "magic without the leading 0x7F")
    put("magic_elf", b"\x7fELF\x02\x01\x01\x00" + base[8:], "ELF magic instead of TileIR")
    put("magic_mlir_bytecode", b"ML\xefR" + base[4:], "MLIR bytecode magic ('ML\\xefR')")
    put("text_mlir", b"cuda_tile.module @kernels {\n}\n", "MLIR text instead of bytecode")
    offsets = sorted({1, 4, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 24}
                     | {s.start for s in secs} | {s.start + 1 for s in secs} | {s.pstart for s in secs}
                     | {s.pstart + len(s.payload) // 2 for s in secs}
                     | {s.pstart + len(s.payload) - 1 for s in secs}
                     | {len(base) - 2, len(base) - 1})
    for off in offsets:
        if 0 < off < len(base):
            put(f"truncated_{off:04d}", base[:off], f"vadd_f32.13.4 truncated to its first {off} bytes")

    # --- versions ---------------------------------------------------------------------------
    for (ma, mi, tag), label in [((13, 0, 0), "13.0"), ((12, 9, 0), "12.9"), ((13, 6, 0), "13.6"),
                                  ((14, 0, 0), "14.0"), ((250, 0, 0), "250.0"), ((250, 1, 0), "250.1"),
                                  ((0, 0, 0), "0.0"), ((255, 255, 0xFFFF), "255.255.65535")]:
        put(f"version_{label.replace('.', '_')}", base[:8] + bytes([ma, mi]) + tag.to_bytes(2, "little") + base[12:],
            f"valid 13.4 body under header version {label}")
    put("version_13_4_preview_bit", base[:10] + b"\x01\x00" + base[12:],
        "13.4 module with the header's preview bit (tag 1) set")
    put("version_13_4_tag_2", base[:10] + b"\x02\x00" + base[12:], "13.4 module with header tag 2")
    put("version_13_1_body_13_4", base[:8] + b"\x0d\x01" + base[10:],
        "13.4 body (13.4-only encodings) under a 13.1 header")

    # --- sections -----------------------------------------------------------------------------
    for bad_id in (8, 9, 0x3F, 0x7F):
        s2 = [Section(s.id, s.payload, s.align, 0, 0) for s in secs]
        s2.insert(0, Section(bad_id, b"\x00\x00\x00\x00", None, 0, 0))
        put(f"section_id_{bad_id}", serialize(h, s2, tail), f"an extra section with unknown id {bad_id} first")
    s2 = [Section(s.id, s.payload, s.align, 0, 0) for s in secs]
    s2.insert(len(s2) - 1, Section(7, b"\x00", None, 0, 0))
    put("producer_section_in_13_4_vadd", serialize(h, s2, tail),
        "vadd 13.4 plus a Producer section (id 7) pointing at string 0")
    prod = BASE_PRODUCER.read_bytes()
    put("producer_section_in_13_1", prod[:8] + b"\x0d\x01" + prod[10:],
        "the hand-made producer_section module (13.3) relabelled 13.1, where id 7 does not exist")
    for name in ("string", "func", "type", "constant", "debug"):
        i = sec_index(secs, name)
        s2 = [Section(s.id, s.payload, s.align, 0, 0) for s in secs]
        s2.insert(i + 1, Section(s2[i].id, s2[i].payload, s2[i].align, 0, 0))
        put(f"duplicate_{name}_section", serialize(h, s2, tail), f"the {name} section twice")
        s3 = [Section(s.id, s.payload, s.align, 0, 0) for j, s in enumerate(secs) if j != i]
        put(f"missing_{name}_section", serialize(h, s3, tail), f"no {name} section")
    gbase = BASE_GLOBALS.read_bytes()
    gh, gsecs, gtail = parse(gbase)
    gi = sec_index(gsecs, "global")
    g2 = [Section(s.id, s.payload, s.align, 0, 0) for s in gsecs]
    g2.insert(gi + 1, Section(g2[gi].id, g2[gi].payload, g2[gi].align, 0, 0))
    put("duplicate_global_section", serialize(gh, g2, gtail), "printf_values 13.1 with its Global section twice")
    put("missing_global_section", serialize(gh, [s for j, s in enumerate(gsecs) if j != gi], gtail),
        "printf_values 13.1 without its Global section (get_global of an undefined symbol)")
    put("sections_reversed", serialize(h, list(reversed(secs)), tail), "all sections in reverse order")
    put("missing_end_section", serialize(h, secs, end=False), "no End section (file ends after the String section)")
    put("garbage_after_end", base + b"\x01\x02\x03garbage", "10 bytes after the End section")
    put("zero_after_end", base + b"\x00", "a second End byte")
    put("end_first", h + b"\x00" + base[12:], "an End byte right after the header")
    for name in ("func", "string", "type"):
        i = sec_index(secs, name)
        put(f"{name}_length_past_end", serialize(h, secs, tail, length_override={i: len(base) + 1000}),
            f"the {name} section declares a length past the end of the file")
        put(f"{name}_length_huge", serialize(h, secs, tail, length_override={i: (1 << 62)}),
            f"the {name} section declares a length of 2^62")
        put(f"{name}_length_short", serialize(h, secs, tail, length_override={i: max(0, len(secs[i].payload) - 3)}),
            f"the {name} section declares a length 3 bytes short")
    # alignment
    fi = sec_index(secs, "func")
    bad_align = bytearray(serialize(h, secs, tail))
    p = secs[fi].start + 1
    _, p = read_uleb(bad_align, p)
    # the align varint follows the length; set it to 3 (not a power of two)
    bad_align[p] = 3
    put("func_alignment_3", bytes(bad_align), "the Func section asks for alignment 3")
    s2 = [Section(s.id, s.payload, s.align, 0, 0) for s in secs]
    for s in s2:
        if s.id == SEC["string"]:
            s.align = None
    put("string_section_unaligned", serialize(h, s2, tail), "the String section written without its alignment field")
    pad_data = bytearray(base)
    for s in secs:
        if s.align and s.pstart - s.start > 3:
            pad_data[s.pstart - 1] = 0x00  # padding must be 0xCB
            break
    put("padding_not_cb", bytes(pad_data), "a padding byte 0x00 instead of 0xCB")

    # --- tables -------------------------------------------------------------------------------
    put("string_count_huge", replace_payload(base, "string", lambda p: table_count_huge(p, 1 << 40)),
        "String table count 2^40")
    put("type_count_huge", replace_payload(base, "type", lambda p: table_count_huge(p, 1 << 40)),
        "Type table count 2^40")
    put("constant_count_huge", replace_payload(base, "constant", lambda p: table_count_huge(p, 1 << 33)),
        "Constant table count 2^33")
    put("func_count_huge", replace_payload(base, "func", lambda p: table_count_huge(p, 1 << 40)),
        "function count 2^40")
    put("func_count_two", replace_payload(base, "func", lambda p: table_count_huge(p, 2)),
        "function count 2 with one function present")
    put("func_count_zero", replace_payload(base, "func", lambda p: table_count_huge(p, 0)),
        "function count 0 with one function present")
    put("string_count_zero", replace_payload(base, "string", lambda p: b"\x00"), "an empty String table")
    put("string_offsets_decreasing", replace_payload(base, "string", _swap_offsets),
        "String table with two offsets swapped (not increasing)")
    put("string_offset_past_end", replace_payload(base, "string", _last_offset_huge),
        "String table whose last offset points past the data")

    # --- function header fields -------------------------------------------------------------------
    put("func_name_index_oob", replace_payload(base, "func", lambda p: _patch_varint_at(p, 1, 5000)),
        "the function's name string index 5000 (out of range)")
    put("func_sig_index_oob", replace_payload(base, "func", lambda p: _patch_varint_at(p, 2, 5000)),
        "the function's signature type index 5000 (out of range)")
    put("func_sig_not_function", replace_payload(base, "func", lambda p: _patch_varint_at(p, 2, 0)),
        "the function's signature type index points at i1, not a function type")
    put("func_flags_non_entry", replace_payload(base, "func", lambda p: _patch_func_flags(p, 0x00)),
        "function flags 0: a non-entry (private) function")
    put("func_flags_private_entry", replace_payload(base, "func", lambda p: _patch_func_flags(p, 0x03)),
        "function flags 0x3: entry with the private bit")
    put("func_flags_unknown", replace_payload(base, "func", lambda p: _patch_func_flags(p, 0x82)),
        "function flags 0x82: unknown bit 7")
    put("func_body_len_huge", replace_payload(base, "func", _body_len_huge), "function body length 2^40")
    put("func_body_truncated_op", replace_payload(base, "func", _body_drop_last), "the body's last byte dropped")
    put("func_body_bad_opcode", replace_payload(base, "func", _body_bad_opcode),
        "the first op's opcode replaced by 0x3000 (testing opcode, unknown outside tests)")
    put("func_body_opcode_gap", replace_payload(base, "func", lambda p: _body_set_first_opcode(p, 0x20)),
        "the first op's opcode replaced by 0x20 (a gap in the opcode space)")

    # --- names --------------------------------------------------------------------------------
    name = b"vadd_Kt1"
    i = base.find(name)
    put("name_invalid_utf8", base[:i] + b"\xff\xfe" + base[i + 2:], "function name starting with bytes FF FE (invalid UTF-8)")
    put("name_embedded_nul", base[:i] + b"v\x00" + base[i + 2:], "function name with an embedded NUL")

    # --- modules built with cuTile's encoder that break references ---------------------------------
    out.update(_encoder_built())
    return out


def _swap_offsets(p: bytes) -> bytes:
    n, q = read_uleb(p, 0)
    q = (q + 3) // 4 * 4
    b = bytearray(p)
    b[q + 4:q + 8], b[q + 8:q + 12] = p[q + 8:q + 12], p[q + 4:q + 8]
    return bytes(b)


def _last_offset_huge(p: bytes) -> bytes:
    n, q = read_uleb(p, 0)
    q = (q + 3) // 4 * 4
    b = bytearray(p)
    b[q + 4 * (n - 1):q + 4 * n] = (0x7FFFFFF0).to_bytes(4, "little")
    return bytes(b)


def _func_fields(p: bytes):
    """Positions in the Func payload: [count, name, sig, flags, loc, (hints)...]."""
    pos = []
    q = 0
    for _ in range(3):  # count, name, sig
        pos.append(q)
        _, q = read_uleb(p, q)
    pos.append(q)  # flags byte
    return pos


def _patch_varint_at(p: bytes, field: int, value: int) -> bytes:
    pos = _func_fields(p)
    start = pos[field]
    _, end = read_uleb(p, start)
    return p[:start] + uleb(value) + p[end:]


def _patch_func_flags(p: bytes, flags: int) -> bytes:
    pos = _func_fields(p)
    return p[:pos[3]] + bytes([flags]) + p[pos[3] + 1:]


def _skip_attr(p: bytes, q: int) -> int:
    """Skip one self-contained (tagged) attribute of the kinds entry hints use."""
    tag = p[q]
    q += 1
    if tag == 1:      # Integer: type, value
        _, q = read_uleb(p, q)
        _, q = read_uleb(p, q)
    elif tag == 3:    # Bool
        q += 1
    elif tag in (4, 5):  # Type / String index
        _, q = read_uleb(p, q)
    elif tag in (10, 11):  # Dictionary / OptimizationHints: n, then (key, tagged value)*
        n, q = read_uleb(p, q)
        for _ in range(n):
            _, q = read_uleb(p, q)
            q = _skip_attr(p, q)
    else:
        raise ValueError(f"attribute tag {tag} not handled")
    return q


def _body_pos(p: bytes):
    pos = _func_fields(p)
    flags = p[pos[3]]
    q = pos[3] + 1
    _, q = read_uleb(p, q)  # loc index
    if flags & 0x04:
        q = _skip_attr(p, q)
    blen_pos = q
    blen, q = read_uleb(p, q)
    return blen_pos, q, blen


def _body_len_huge(p: bytes) -> bytes:
    blen_pos, body, blen = _body_pos(p)
    return p[:blen_pos] + uleb(1 << 40) + p[body:]


def _body_drop_last(p: bytes) -> bytes:
    blen_pos, body, blen = _body_pos(p)
    return p[:blen_pos] + uleb(blen - 1) + p[body:body + blen - 1] + p[body + blen:]


def _body_set_first_opcode(p: bytes, opcode: int) -> bytes:
    blen_pos, body, blen = _body_pos(p)
    _, op_end = read_uleb(p, body)
    new_body = uleb(opcode) + p[op_end:body + blen]
    return p[:blen_pos] + uleb(len(new_body)) + new_body + p[body + blen:]


def _body_bad_opcode(p: bytes) -> bytes:
    return _body_set_first_opcode(p, 0x3000)


def _encoder_built() -> dict[str, tuple[bytes, str]]:
    import cuda.tile._bytecode as bc
    from cuda.tile._bytecode import encodings as E
    from cuda.tile._bytecode.code_builder import Value
    from cuda.tile._bytecode.type_base import TypeId
    from cuda.tile._bytecode.version import BytecodeVersion as V
    from cuda.tile._bytecode.writer import write_bytecode

    def module(body, version=V.V_13_4, entry=True, params=None, name="kernel"):
        buf = bytearray()
        with write_bytecode(1, buf, version) as w:
            tt = w.type_table
            ptypes = params(tt) if params else [tt.tile(tt.F32, [])]
            with w.function(name, ptypes, [], entry, {}, bc.MISSING_DEBUG_ATTR_ID) as fb:
                body(fb.code_builder, tt, fb.parameters)
                E.encode_ReturnOp(fb.code_builder, [])
        return bytes(buf)

    RN = E.RoundingMode.NEAREST_EVEN
    out = {}
    out["value_index_oob"] = (module(lambda cb, tt, p: E.encode_AddFOp(cb, tt.tile(tt.F32, []), p[0], Value(999), RN, False)),
                              "addf whose second operand is value 999 (never defined)")
    out["value_index_forward"] = (module(lambda cb, tt, p: (
        E.encode_AddFOp(cb, tt.tile(tt.F32, []), p[0], Value(2), RN, False),
        E.encode_AddFOp(cb, tt.tile(tt.F32, []), p[0], p[0], RN, False))),
        "addf using value 2, defined by the next op")
    out["type_index_oob"] = (module(lambda cb, tt, p: E.encode_AddFOp(cb, TypeId(999), p[0], p[0], RN, False)),
                             "addf whose result type index is 999 (out of range)")

    def const_oob(cb, tt, p):
        cb.buf += bytes([16]) + uleb(tt.tile(tt.F32, [4]).type_id) + uleb(999)
        cb.new_op()

    out["constant_index_oob"] = (module(const_oob), "constant whose DenseElements index is 999 (out of range)")

    def string_oob(cb, tt, p):
        cb.buf += bytes([5]) + uleb(999) + uleb(0)  # assert: message string 999, condition %0
        cb.new_op(0)

    out["string_index_oob"] = (module(string_oob, params=lambda tt: [tt.tile(tt.I1, [])]),
                               "assert whose message string index is 999 (out of range)")
    out["result_type_mismatch"] = (module(lambda cb, tt, p: E.encode_AddFOp(cb, tt.tile(tt.I32, []), p[0], p[0], RN, False)),
                                   "addf of f32 tiles declaring an i32 result (verifier)")
    out["entry_param_not_scalar"] = (module(lambda cb, tt, p: None, params=lambda tt: [tt.tile(tt.F32, [4])]),
                                     "an entry whose parameter is tile<4xf32> (entry parameters must be 0-d)")
    out["non_entry_function"] = (module(lambda cb, tt, p: None, entry=False),
                                 "a module whose only function is not an entry (built with entry_point=False)")
    out["no_functions"] = (_no_functions(), "a module with zero functions")
    out["entry_with_result"] = (_entry_with_result(), "an entry whose signature has a result")
    out["missing_return"] = (_missing_return(), "an entry body without its return terminator")

    def huge_shape(tt):
        t = tt[bytes([13]) + uleb(tt.F32.type_id) + uleb(1 << 40)]
        return [tt.tile(tt.F32, []), t]

    out["tile_shape_count_huge"] = (module(lambda cb, tt, p: None, params=huge_shape),
                                    "a parameter type tile whose shape declares 2^40 dimensions")

    def huge_dim(tt):
        return [tt.tile(tt.F32, [1 << 40])]

    out["tile_dim_huge"] = (module(lambda cb, tt, p: None, params=huge_dim), "a parameter of type tile<2^40 x f32>")

    def neg_dim(tt):
        return [tt.tile(tt.F32, [-4])]

    out["tile_dim_negative"] = (module(lambda cb, tt, p: None, params=neg_dim), "a parameter of type tile<-4 x f32>")

    def bad_type_tag(tt):
        return [tt[bytes([99])]]

    out["type_tag_unknown"] = (module(lambda cb, tt, p: None, params=bad_type_tag), "a parameter whose type tag is 99")

    def e5m3_13_3(tt):
        return [tt.tile(tt.simple(bc.SimpleType.FNV8E5M3FNU), [4])]

    out["type_newer_than_version"] = (module(lambda cb, tt, p: None, version=V.V_13_3, params=e5m3_13_3),
                                      "a 13.3 module using the 13.4 type f8E5M3FNU")

    def huge_const(cb, tt, p):
        cb.buf += bytes([16]) + uleb(tt.tile(tt.F32, [4]).type_id)
        cid = cb.constant_table.dense_constant(b"\x00\x00\x80\x3f")
        cb.buf += uleb(cid.constant_id)
        cb.new_op()

    data = module(huge_const)
    # replace the constant's rawsize varint (4) by 2^40: it is the first byte of the first item
    data = replace_payload(data, "constant", _constant_rawsize_huge)
    out["constant_rawsize_huge"] = (data, "a constant whose raw size is declared 2^40")

    def op_in_13_1(cb, tt, p):
        E.encode_Atan2Op(cb, tt.tile(tt.F32, []), p[0], p[0])

    out["opcode_newer_than_version"] = (module(op_in_13_1, version=V.V_13_1),
                                        "a 13.1 module using atan2 (opcode 0x6E, 13.2+)")

    def gdc_13_3(cb, tt, p):
        E.encode_GdcWaitTkoOp(cb, tt.Token, None)

    out["opcode_13_4_in_13_3"] = (module(gdc_13_3, version=V.V_13_3), "a 13.3 module using gdc_wait_tko (13.4+)")

    def ptr_attr_13_3(tt):
        return [tt.tile(tt[bytes([12]) + uleb(1) + uleb(tt.F32.type_id) + b"\x00"], [])]

    out["ptr_flags_in_13_3"] = (module(lambda cb, tt, p: None, version=V.V_13_3, params=ptr_attr_13_3),
                                "a 13.3 module with a 13.4-style ptr type (flags varint + ptrAttr)")

    # Type-table entries NVIDIA's reader refuses, as the entry's only parameter type: where
    # and how each level says so (its offsets count from the type's payload, after the tag).
    def i64s(*v: int) -> bytes:
        return uleb(len(v)) + b"".join(x.to_bytes(8, "little", signed=True) for x in v)

    def i32s(*v: int) -> bytes:
        return uleb(len(v)) + b"".join(x.to_bytes(4, "little", signed=True) for x in v)

    def raw_param(make_raw, description, version=V.V_13_5):
        return (module(lambda cb, tt, p: None, version=version,
                       params=lambda tt: [tt[make_raw(tt)]]), description)

    f32 = lambda tt: uleb(tt.F32.type_id)  # noqa: E731
    out["type_unknown_tag"] = raw_param(lambda tt: uleb(99), "a parameter type with tag 99")
    out["type_tile_element_oob"] = raw_param(lambda tt: uleb(13) + uleb(200) + i64s(),
                                             "a tile whose element type index is 200")
    out["type_tile_shape_truncated"] = raw_param(lambda tt: uleb(13) + f32(tt) + uleb(2) + b"\x01\x00",
                                                 "a tile of 2 dims with 2 bytes of shape")
    out["type_tile_negative_dim"] = raw_param(lambda tt: uleb(13) + f32(tt) + i64s(-4),
                                              "a tile<-4xf32>")
    out["type_ptr_flags_unused_bit"] = raw_param(lambda tt: uleb(12) + uleb(2) + f32(tt),
                                                 "a ptr whose flags set bit 1")
    out["type_ptr_flags_only"] = raw_param(lambda tt: uleb(12) + uleb(2),
                                           "a ptr with flags and nothing else")
    out["type_ptr_memory_space_9"] = raw_param(lambda tt: uleb(12) + uleb(1) + f32(tt) + uleb(9),
                                               "a ptr whose pointer attribute is 9")
    out["type_tensor_view_flags_unused_bit"] = raw_param(
        lambda tt: uleb(14) + uleb(2) + f32(tt) + i64s(4) + i64s(1), "a tensor_view whose flags set bit 1")
    out["type_partition_view_of_i32"] = raw_param(
        lambda tt: uleb(15) + uleb(0) + i32s(4) + uleb(tt.I32.type_id) + i32s(0),
        "a partition_view over an i32 instead of a tensor_view")
    out["type_function_param_oob"] = raw_param(lambda tt: uleb(16) + uleb(1) + uleb(250) + uleb(0),
                                               "a function type whose parameter type index is 250")
    return out


def _constant_rawsize_huge(p: bytes) -> bytes:
    n, q = read_uleb(p, 0)
    q = (q + 7) // 8 * 8
    data_start = q + 8 * n
    _, after = read_uleb(p, data_start)
    return p[:data_start] + uleb(1 << 40) + p[after:]


def _no_functions() -> bytes:
    from cuda.tile._bytecode.version import BytecodeVersion as V
    from cuda.tile._bytecode.writer import write_bytecode
    buf = bytearray()
    with write_bytecode(0, buf, V.V_13_4):
        pass
    return bytes(buf)


def _entry_with_result() -> bytes:
    import cuda.tile._bytecode as bc
    from cuda.tile._bytecode import encodings as E
    from cuda.tile._bytecode.version import BytecodeVersion as V
    from cuda.tile._bytecode.writer import write_bytecode
    buf = bytearray()
    with write_bytecode(1, buf, V.V_13_4) as w:
        tt = w.type_table
        t = tt.tile(tt.F32, [])
        with w.function("kernel", [t], [t], True, {}, bc.MISSING_DEBUG_ATTR_ID) as fb:
            E.encode_ReturnOp(fb.code_builder, [fb.parameters[0]])
    return bytes(buf)


def _missing_return() -> bytes:
    import cuda.tile._bytecode as bc
    from cuda.tile._bytecode import encodings as E
    from cuda.tile._bytecode.version import BytecodeVersion as V
    from cuda.tile._bytecode.writer import write_bytecode
    buf = bytearray()
    with write_bytecode(1, buf, V.V_13_4) as w:
        tt = w.type_table
        with w.function("kernel", [tt.tile(tt.F32, [])], [], True, {}, bc.MISSING_DEBUG_ATTR_ID) as fb:
            E.encode_AbsFOp(fb.code_builder, tt.tile(tt.F32, []), fb.parameters[0])
    return bytes(buf)


def make_verifier_files() -> dict[str, tuple[bytes, str]]:
    """One module per distinct NVIDIA rejection message met by handmade.py."""
    import handmade
    from cuda.tile._bytecode.version import BytecodeVersion as V
    man = json.loads(MANIFEST.read_text()).get("handmade", {})
    cases = {c.name: c for c in handmade.CASES}
    out = {}
    for cname in sorted(man):
        if cname not in cases:
            continue
        case = cases[cname]
        seen = set()
        for ver, ventry in sorted(man[cname]["versions"].items()):
            for vname, msg in sorted(ventry.get("rejected", {}).items()):
                norm = re.sub(r"\d+\.\d+", "V", re.sub(r"'!cuda_tile[^']*'", "T", msg))
                if norm in seen:
                    continue
                seen.add(norm)
                variant = next(v for v in case.variants if v.name == vname)
                version = next(v for v in handmade.VERSIONS if v.as_string() == ver)
                data = handmade.build(case, [variant], version)
                out[f"{cname}__{vname}.{ver}"] = (data, f"handmade {cname}/{vname} at {ver}: {msg}")
    # the preview module, without --preview
    out["preview_call_without_flag.13.5"] = (handmade._preview_call_module(V.V_13_5),
                                             "a preview module (header preview bit, preview_call) read without --preview=simt")
    return out


# ----------------------------------------------------------------------------------------
# Running NVIDIA's tools
# ----------------------------------------------------------------------------------------

def run(argv: list[str], cwd: Path, bindir: Path, timeout=300) -> dict:
    env = dict(os.environ)
    env["PATH"] = f"{bindir}{os.pathsep}{env.get('PATH', '')}"
    for k in ("CUDA_HOME", "CUDA_PATH"):
        env.pop(k, None)
    try:
        r = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, timeout=timeout)
        rc, so, se = r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired:
        return {"rc": "timeout", "stdout": "", "stderr": ""}
    so = so.decode("utf-8", "backslashreplace")
    se = se.decode("utf-8", "backslashreplace")
    for p, rep in ((str(bindir), "<bin>"), (str(ROOT), "<repo>")):
        so, se = so.replace(p, rep), se.replace(p, rep)
    return {"rc": rc, "stdout": so, "stderr": se}


def record_bad(bindir: Path) -> dict:
    golden = {}
    files = sorted(p.relative_to(BAD).as_posix() for p in BAD.rglob("*.tileirbc"))
    for rel in files:
        golden[rel] = {
            "tileirdisasm": run(["tileirdisasm", rel], BAD, bindir),
            "tileiras": run(["tileiras", rel, "-o", COMPILE_OUT, "--gpu-name", "sm_100"], BAD, bindir),
        }
    return golden


SMS = ["sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100", "sm_103", "sm_107", "sm_110",
       "sm_120", "sm_121"]


def record_cli(bindir: Path) -> dict:
    valid = "bytecode/vadd_f32.13.4.tileirbc"
    mma = "bytecode/matmul_tiled_f16.13.4.tileirbc"
    g = {}

    def rec(name, argv, cwd=CORPUS, keep_stdout=True):
        r = run(argv, cwd, bindir)
        if not keep_stdout:
            r["stdout"] = None
        g[name] = {"argv": argv, "cwd": "tests/corpus" if cwd == CORPUS else "<tmpdir>", **r}

    rec("tileiras_version", ["tileiras", "--version"])
    rec("tileiras_list_versions", ["tileiras", "--list-versions"])
    rec("tileiras_help", ["tileiras", "--help"])
    rec("tileiras_help_hidden", ["tileiras", "--help-hidden"])
    rec("tileiras_help_list", ["tileiras", "--help-list"])
    rec("tileirdisasm_version", ["tileirdisasm", "--version"])
    rec("tileirdisasm_help", ["tileirdisasm", "--help"])
    rec("tileirdisasm_help_hidden", ["tileirdisasm", "--help-hidden"])
    rec("tileiras_no_args", ["tileiras"])
    rec("tileirdisasm_no_args", ["tileirdisasm"])
    rec("tileiras_missing_file", ["tileiras", "missing.tileirbc", "-o", COMPILE_OUT, "--gpu-name", "sm_100"])
    rec("tileirdisasm_missing_file", ["tileirdisasm", "missing.tileirbc"])
    rec("tileiras_directory_input", ["tileiras", "bytecode", "-o", COMPILE_OUT, "--gpu-name", "sm_100"])
    rec("tileiras_unknown_option", ["tileiras", "--bogus-option", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_100"])
    rec("tileirdisasm_unknown_option", ["tileirdisasm", "--bogus-option", valid])
    rec("tileiras_two_inputs", ["tileiras", valid, mma, "-o", COMPILE_OUT, "--gpu-name", "sm_100"])
    rec("tileirdisasm_two_inputs", ["tileirdisasm", valid, mma])
    rec("tileiras_bad_gpu_name", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_99"])
    rec("tileiras_gpu_name_sm_75", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_75"])
    rec("tileiras_gpu_name_sm_90a", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_90a"])
    rec("tileiras_gpu_name_garbage", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "banana"])
    rec("tileiras_arch_alias", ["tileiras", valid, "-o", COMPILE_OUT, "--arch", "sm_90"])
    rec("tileiras_no_gpu_name", ["tileiras", valid, "-o", COMPILE_OUT])
    rec("tileiras_O4", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_100", "-O4"])
    rec("tileiras_O_negative", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_100", "-O", "-1"])
    rec("tileiras_O_garbage", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_100", "--opt-level=fast"])
    for lvl in range(4):
        rec(f"tileiras_O{lvl}", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_100", f"-O{lvl}"])
    rec("tileiras_g_O3", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_100", "-g", "-O3"])
    rec("tileiras_g_O0", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_100", "-g", "-O0"])
    rec("tileiras_lineinfo", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_100", "--lineinfo"])
    rec("tileiras_lineinfo_device_debug", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_100", "--lineinfo",
                                           "--device-debug"])
    rec("tileiras_unknown_preview", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_100", "--preview=foo"])
    rec("tileiras_preview_simt", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_100", "--preview=simt"])
    rec("tileiras_output_unwritable", ["tileiras", valid, "-o", "/nonexistent-dir/x.cubin", "--gpu-name", "sm_100"])
    rec("tileiras_disasm_golden_input", ["tileiras", "golden/vadd_f32.13.4.tileirbc.mlir", "-o", COMPILE_OUT,
                                         "--gpu-name", "sm_100"])
    # cuTile's command line, with remarks
    rec("tileiras_cutile_invocation", ["tileiras", valid, "-o", COMPILE_OUT, "--gpu-name", "sm_100", "-O3", "--lineinfo"])
    with tempfile.TemporaryDirectory() as td:
        tdp = Path(td)
        shutil.copy(CORPUS / valid, tdp / "in.tileirbc")
        r = run(["tileiras", "in.tileirbc", "--gpu-name", "sm_100"], tdp, bindir)
        created = sorted(p.name for p in tdp.iterdir() if p.name != "in.tileirbc")
        g["tileiras_default_output"] = {"argv": ["tileiras", "in.tileirbc", "--gpu-name", "sm_100"], "cwd": "<tmpdir>",
                                        **r, "files_created": created}
        r = run(["tileiras", "in.tileirbc", "--gpu-name", "sm_100", "--remark-format=yaml", "--remarks=all",
                 "--remarks-output-file=remarks.yaml"], tdp, bindir)
        g["tileiras_remarks_yaml"] = {"argv": ["tileiras", "in.tileirbc", "--gpu-name", "sm_100", "--remark-format=yaml",
                                               "--remarks=all", "--remarks-output-file=remarks.yaml"],
                                      "cwd": "<tmpdir>", **r,
                                      "files_created": sorted(p.name for p in tdp.iterdir() if p.name != "in.tileirbc")}
        # the empty-module version probe cuTile runs (sm_120), for every version
        from cuda.tile._bytecode.version import BytecodeVersion as V
        from cuda.tile._bytecode.writer import write_bytecode
        for v in V:
            buf = bytearray()
            with write_bytecode(0, buf, v):
                pass
            (tdp / "probe.tileirbc").write_bytes(bytes(buf))
            argv = ["tileiras", "probe.tileirbc", "-o", "probe.cubin", "--gpu-name", "sm_120"]
            g[f"tileiras_probe_empty_module_{v.as_string()}"] = {"argv": argv, "cwd": "<tmpdir>",
                                                                "input_size": len(buf), **run(argv, tdp, bindir)}
    for sm in SMS:
        for f, tag in ((valid, "vadd"), (mma, "matmul")):
            rec(f"compile_{tag}_{sm}", ["tileiras", f, "-o", COMPILE_OUT, "--gpu-name", sm], keep_stdout=True)
            g[f"compile_{tag}_{sm}"].pop("stdout")
    return g


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--no-run", action="store_true", help="write the bad files only")
    ap.add_argument("--no-cli", action="store_true", help="skip the command-line recordings")
    args = ap.parse_args(argv)

    BAD.mkdir(parents=True, exist_ok=True)
    VERIFIER.mkdir(parents=True, exist_ok=True)
    files = make_bad_files()
    vfiles = make_verifier_files()
    desc = {}
    for p in BAD.glob("*.tileirbc"):
        p.unlink()
    for p in VERIFIER.glob("*.tileirbc"):
        p.unlink()
    for name, (data, d) in files.items():
        (BAD / f"{name}.tileirbc").write_bytes(data)
        desc[f"{name}.tileirbc"] = d
    for name, (data, d) in vfiles.items():
        (VERIFIER / f"{name}.tileirbc").write_bytes(data)
        desc[f"verifier/{name}.tileirbc"] = d
    m = json.loads(MANIFEST.read_text()) if MANIFEST.exists() else {}
    m["bad_inputs"] = desc
    MANIFEST.write_text(json.dumps(m, indent=1, sort_keys=True) + "\n")
    print(f"{len(files)} bad files, {len(vfiles)} verifier-rejected files")
    if args.no_run:
        return 0
    bindir = find_oracle_bin()
    golden = record_bad(bindir)
    (BAD / "GOLDEN.json").write_text(json.dumps(golden, indent=1, sort_keys=True) + "\n")
    rcs = {}
    for v in golden.values():
        key = (v["tileirdisasm"]["rc"], v["tileiras"]["rc"])
        rcs[key] = rcs.get(key, 0) + 1
    print(f"GOLDEN.json: {len(golden)} files; (tileirdisasm rc, tileiras rc) counts: {rcs}")
    if not args.no_cli:
        CLI.mkdir(parents=True, exist_ok=True)
        cli = record_cli(bindir)
        (CLI / "GOLDEN.json").write_text(json.dumps(cli, indent=1, sort_keys=True) + "\n")
        print(f"cli/GOLDEN.json: {len(cli)} invocations")
    return 0


if __name__ == "__main__":
    sys.exit(main())
