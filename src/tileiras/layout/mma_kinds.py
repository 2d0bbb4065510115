"""Which tensor-core instruction form an MMA takes, from its operand and accumulator types and
shape alone: the `mma.sync` kinds (`MmaKind`: f16, bf16, tf32, f64, 8-bit integers, fp8, and
the block-scaled fp8/fp4 forms) and the kinds a warpgroup MMA (wgmma, tcgen05) takes; on
sm_120a/sm_121a the block-scaled `mma.sync` form of a scaled dot (`block_scale_form`), which
the layout pass records on the dot for the LLVM lowering.

Shared by the layout assignment (`conversion/nv_tileaa_to_nv_tileas/dot_layouts.py`), which
gives the chosen kind's fragments, and the pipeliner's cost model
(`transforms/tileas_pipeline.mma_path`), which needs the same choice before any layout exists.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatTF32Type,
    IntegerType,
)


MMA_SYNC = True
"""Whether dots that fit take the tensor-core path (tests switch it off to reach the generic one)."""


@dataclass(frozen=True)
class MmaKind:
    """One `mma.sync` shape and type: `E` elements per 32-bit register, K = 8E."""

    name: str        # operand kind for the helper: f16, bf16, tf32, s8, u8 (A) + (B)
    a: str
    b: str
    acc: str         # f32 or s32
    e: int

    @property
    def is_f64(self) -> bool:
        """m8n8k4 f64: one f64 of A and B per lane, two of D."""
        return self.acc == "f64"

    @property
    def m(self) -> int:
        return 8 if self.is_f64 else 16

    @property
    def k(self) -> int:
        return 4 if self.is_f64 else 8 * self.e

    @property
    def ptx(self) -> str:
        return f"mma.sync.aligned.m{self.m}n8k{self.k}.row.col.{self.acc}.{self.a}.{self.b}.{self.acc}"

    @property
    def helper(self) -> str:
        return f"mma.m{self.m}n8k{self.k}.{self.acc}.{self.a}.{self.b}"


def element_key(e) -> str | None:
    """The short name of an element type the MMA forms use (f16, bf16, tf32, f32, f64, e4m3, e5m2, iN), or None."""
    if isinstance(e, Float16Type):
        return "f16"
    if isinstance(e, BFloat16Type):
        return "bf16"
    if isinstance(e, FloatTF32Type):
        return "tf32"
    if isinstance(e, Float32Type):
        return "f32"
    if isinstance(e, Float64Type):
        return "f64"
    if isinstance(e, Float8E4M3FNType):
        return "e4m3"
    if isinstance(e, Float8E5M2Type):
        return "e5m2"
    if isinstance(e, IntegerType):
        return f"i{e.width.data}"
    return None


def mma_kind(op) -> MmaKind | None:
    """The mma.sync form for an `nv_tileaa.dot`, or None (the generic lowering then); see
    `mma_form`."""
    if op.sfa is not None or op.sfb is not None:
        return scaled_mma_kind(op)
    return mma_form(op.a.type, op.b.type, op.result.type, _signed(op, "signedness_a"), _signed(op, "signedness_b"))


def cuda_tile_mma_kind(op) -> MmaKind | None:
    """`mma_kind` for a `cuda_tile.mmaf`/`mmai` (mmaf_scaled: None), for the remarks."""
    if op.name not in ("cuda_tile.mmaf", "cuda_tile.mmai"):
        return None
    return mma_form(op.operands[0].type, op.operands[1].type, op.results[0].type,
                    _signed(op, "signedness_lhs"), _signed(op, "signedness_rhs"))


def _shape_of(t) -> tuple[int, ...]:
    return tuple(t.get_shape()) if hasattr(t, "get_shape") else tuple(t.shape)


def mma_form(ta, tb, tc, signed_a: bool, signed_b: bool) -> MmaKind | None:
    """The mma.sync form for A, B, C tile types, or None.

    f16 x f16 and bf16 x bf16 into f32 (m16n8k16), tf32 into f32 (m16n8k8), i8 x i8 into i32
    with either signedness and e4m3/e5m2 (either pair) into f32 (m16n8k32), f64 (m8n8k4); rank
    2 or 3 (batched); M a multiple of 16 (f64: 8), N of 8, K of the instruction's K. An f16 accumulator (f16
    and fp8 inputs) uses the f32 form, C widened before and D rounded after, as the
    interpreter rounds once. Other types (f32, scaled) and shapes take the generic path.
    """
    if not MMA_SYNC:
        return None
    shape_a, shape_b, shape_c = _shape_of(ta), _shape_of(tb), _shape_of(tc)
    if len(shape_c) not in (2, 3) or len(shape_a) != len(shape_c) or len(shape_b) != len(shape_c):
        return None
    if len(shape_c) == 3 and not shape_a[0] == shape_b[0] == shape_c[0]:
        return None
    ka, kb, kc = element_key(ta.element_type), element_key(tb.element_type), element_key(tc.element_type)
    fp8 = ("e4m3", "e5m2")
    if kc == "f16" and ka in ("f16", *fp8):
        kc = "f32"  # an f16 accumulator: accumulated in f32, rounded to f16 once at the end
    if ka in fp8 and kb in fp8 and kc == "f32":
        # m16n8k32 (sm_89+: the target check refuses fp8 before)
        kind = MmaKind(ka + kb, ka, kb, "f32", 4)
    elif ka != kb:
        return None
    elif ka in ("f16", "bf16") and kc == "f32":
        kind = MmaKind(ka, ka, ka, "f32", 2)
    elif ka == "tf32" and kc == "f32":
        kind = MmaKind("tf32", "tf32", "tf32", "f32", 1)
    elif ka == "f64" and kc == "f64":
        kind = MmaKind("f64", "f64", "f64", "f64", 1)
    elif ka == "i8" and kc == "i32":
        a, b = ("s8" if signed_a else "u8"), ("s8" if signed_b else "u8")
        kind = MmaKind(a + b, a, b, "s32", 4)
    else:
        return None
    M, N = shape_c[-2:]
    K = shape_a[-1]
    if M % kind.m or N % 8 or K % kind.k:
        return None
    return kind


SCALED_BLOCKS = (16, 32)
"""Scale block sizes (K elements per scale) the tensor-core path of mmaf_scaled takes: those
cuTile produces (other sizes, from hand-written IR, take the generic lowering)."""


def scaled_mma_kind(op) -> MmaKind | None:
    """The fragment form for an `nv_tileaa.dot` with block scales (mmaf_scaled), or None (the
    generic lowering then).

    Operands e4m3/e5m2 (fp8) or e2m1 (fp4) into f32, scales e8m0 or e4m3, blocks of 16 or 32 K
    elements (`SCALED_BLOCKS`); rank 2; M a multiple of 16, N of 8, K of 32. The layouts
    are the m16n8k32 fp8 fragments, for fp4 with K a multiple of 64 the m16n8k64 e2m1 ones
    (eight per lane and row, one per byte): the lowering (`nv_tileas_to_llvm/mma_scaled.py`)
    runs the block-scaled `mma.sync` where the target has it and otherwise one fp8 `mma.sync`
    per scale block (fp4 converted to e4m3 exactly), scaled into the accumulator.
    """
    if not MMA_SYNC:
        return None
    ta, tb, tc = op.a.type, op.b.type, op.result.type
    shape_a, shape_c = _shape_of(ta), _shape_of(tc)
    if len(shape_c) != 2 or element_key(tc.element_type) != "f32":
        return None
    operands = ("e4m3", "e5m2", "f4E2M1FN")
    ka = element_key(ta.element_type) or ta.element_type.name.split(".")[-1]
    kb = element_key(tb.element_type) or tb.element_type.name.split(".")[-1]
    if ka not in operands or kb not in operands or (ka == "f4E2M1FN") != (kb == "f4E2M1FN"):
        return None
    scales = ("f8E8M0FNU", "f8E4M3FN")
    sa, sb = op.sfa.type.element_type.name.split(".")[-1], op.sfb.type.element_type.name.split(".")[-1]
    if sa not in scales or sa != sb:
        return None
    M, N, K = shape_c[0], shape_c[1], shape_a[-1]
    ka_blocks, kb_blocks = _shape_of(op.sfa.type)[-1], _shape_of(op.sfb.type)[-2]
    if M % 16 or N % 8 or K % 32 or ka_blocks != kb_blocks or K % ka_blocks or K // ka_blocks not in SCALED_BLOCKS:
        return None
    if ka == "f4E2M1FN":
        if K % 64 == 0:
            return MmaKind("e2m1e2m1", "e2m1", "e2m1", "f32", 8)
        return MmaKind("e4m3e4m3", "e4m3", "e4m3", "f32", 4)
    return MmaKind(ka + kb, ka, kb, "f32", 4)


BLOCK_SCALE_ATTR = "block_scale"
"""The dot attribute recording its block-scaled `mma.sync` form (`BlockScaleForm.text`)."""


@dataclass(frozen=True)
class BlockScaleForm:
    """One block-scaled `mma.sync` of sm_120a/sm_121a:
    `mma.sync.aligned.kind::<kind>.block_scale.scale_vec::<scale_vec>X.m16n8k<k>...<stype>`."""

    kind: str        # mxf8f6f4 (8-bit operands) or mxf4nvf4 (e2m1 operands)
    k: int           # K per instruction: 32 or 64
    scale_vec: int   # scales per row (column) of A (B) and instruction: 1 or 4
    stype: str       # scale type: ue8m0 or ue4m3

    @property
    def text(self) -> str:
        """The attribute spelling, e.g. `mxf8f6f4.m16n8k32.x1.ue8m0`."""
        return f"{self.kind}.m16n8k{self.k}.x{self.scale_vec}.{self.stype}"

    @classmethod
    def parse(cls, text: str) -> "BlockScaleForm | None":
        """The form `text` spells (see `text`), or None when it spells none we issue."""
        parts = text.split(".")
        if len(parts) != 4 or not parts[1].startswith("m16n8k") or not parts[2].startswith("x"):
            return None
        try:
            form = cls(parts[0], int(parts[1][6:]), int(parts[2][1:]), parts[3])
        except ValueError:
            return None
        return form if form in _BLOCK_SCALE_FORMS else None


_BLOCK_SCALE_FORMS = (
    BlockScaleForm("mxf8f6f4", 32, 1, "ue8m0"),
    BlockScaleForm("mxf4nvf4", 64, 4, "ue8m0"),
    BlockScaleForm("mxf4nvf4", 64, 4, "ue4m3"),
)


def block_scale_form(op) -> BlockScaleForm | None:
    """The block-scaled `mma.sync` form for a scaled `nv_tileaa.dot` that `scaled_mma_kind`
    gives fragments, on a target that has these forms (sm_120a, sm_121a), or None (the
    per-block forms then, `nv_tileas_to_llvm/mma_scaled.py`).

    e2m1 operands with K a multiple of 64 and blocks of 16 or 32: `mxf4nvf4` 4X, the scale
    type that of the tables (ue8m0 for e8m0, ue4m3 for e4m3: its sign is folded into the
    operands by the lowering). fp8 operands with e8m0 scales and blocks of 32: `mxf8f6f4` 1X.
    Others (fp8 with e4m3 scales or blocks of 16) have no form: the ISA's 1X takes one ue8m0
    scale per 32 K."""
    kind = scaled_mma_kind(op)
    if kind is None:
        return None
    K = _shape_of(op.a.type)[-1]
    block = K // _shape_of(op.sfa.type)[-1]
    scale = op.sfa.type.element_type.name.split(".")[-1]
    fp4 = element_key(op.a.type.element_type) is None  # e2m1 (scaled_mma_kind admits no other)
    if fp4:
        if kind.e != 8 or K % 64 or block % 16:
            return None
        return BlockScaleForm("mxf4nvf4", 64, 4, "ue8m0" if scale == "f8E8M0FNU" else "ue4m3")
    if scale != "f8E8M0FNU" or block % 32:
        return None
    return BlockScaleForm("mxf8f6f4", 32, 1, "ue8m0")


def record_block_scale_form(op, form: BlockScaleForm | None) -> None:
    """Record `form` on the dot (the layout pass), or clear a recorded one (None)."""
    from xdsl.dialects.builtin import StringAttr

    if form is None:
        op.attributes.pop(BLOCK_SCALE_ATTR, None)
    else:
        op.attributes[BLOCK_SCALE_ATTR] = StringAttr(form.text)


def recorded_block_scale_form(op) -> BlockScaleForm | None:
    """The block-scaled form the layout pass recorded on the dot, or None."""
    attr = op.attributes.get(BLOCK_SCALE_ATTR)
    text = getattr(attr, "data", None)
    return BlockScaleForm.parse(text) if isinstance(text, str) else None


def _signed(op, name: str) -> bool:
    attr = op.properties.get(name)
    if attr is None:
        return True
    value = getattr(attr, "data", attr)
    return "unsigned" not in str(getattr(value, "value", value)).lower()


WGMMA_KINDS = ("f16", "bf16")
"""The mma kinds a warpgroup `wgmma` may take on sm_90 (A and B from shared memory, f32
accumulator): their dots get the warpgroup layouts (`warpgroup_layouts`)."""
