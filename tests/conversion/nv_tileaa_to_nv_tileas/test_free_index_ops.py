"""Cheap integer ops of free values are free too (`assign.INDEX_OPS`): causal attention's mask
`kpos <= qpos` (an iota plus the block offset, broadcast along rows and along columns, then
compared) is recomputed in the layout of the scores it masks, so the softmax stays in the
accumulator layout of Q K^T as in the unmasked attention kernels, instead of the scores
being converted (through shared memory) into the mask's blocked layout.

Before: on sm_90, 8 layout conversions in the causal kernel (S, the mask's row positions,
the rescale factor, P) and 12 barriers, 144 LDS and 98 STS per main-loop iteration; after:
only the dot operands' conversions, 2 barriers (`tools/sass_compare.py --gpu-name sm_90
causal_attention_bf16`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects.builtin import BFloat16Type, TensorType

from tileiras.conversion.nv_tileaa_to_nv_tileas import assign_layouts
from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import LayoutAssigner, source_layout
from tileiras.dialects.nv_tileas import layout_of
from tileiras.layout import linear as L
from tileiras.target import get_target

CORPUS = Path(__file__).resolve().parents[2] / "corpus" / "bytecode"


def _layouts(kernel: str, gpu: str):
    from tileiras.conversion.cuda_tile_to_nv_tileaa import convert_cuda_tile_to_nv_tileaa
    from tileiras.driver.compile import read_bytecode

    target = get_target(gpu)
    module = read_bytecode((CORPUS / f"{kernel}.13.4.tileirbc").read_bytes()).module
    convert_cuda_tile_to_nv_tileaa(module, int(gpu[3:]))
    assign_layouts(module, target)
    return module


@pytest.mark.parametrize("gpu", ["sm_90", "sm_80"])
def test_causal_mask_is_built_in_the_score_layout(gpu):
    """In the loop, the only conversions left are the dots' bf16 operands; the masking select
    and the row max read the scores in Q K^T's accumulator layout."""
    module = _layouts("causal_attention_bf16", gpu)
    loop = next(op for op in module.walk() if op.name == "scf.for")
    body = list(loop.body.block.walk())
    dots = [op for op in body if op.name == "nv_tileaa.dot"]
    assert len(dots) == 2
    score = layout_of(dots[0].results[0].type)
    converted = [op.operands[0].type.element_type for op in body if op.name == "nv_tileas.convert_layout"]
    assert converted and all(isinstance(t, BFloat16Type) for t in converted), converted
    select = next(op for op in body if op.name == "arith.select" and isinstance(op.results[0].type, TensorType))
    assert layout_of(select.results[0].type) == score
    assert layout_of(select.operands[0].type) == score  # the mask itself, rematerialized
    row_max = next(op for op in body if op.name == "nv_tileaa.reduce")
    assert layout_of(row_max.operands[0].type) == score


def test_broadcast_source_layout_gives_every_thread_its_rows():
    """`source_layout` of a row-vector broadcast [64, 1] -> [64, 64] in an MMA accumulator
    layout: the column bits replicated, so each thread holds the rows it needs (the register
    map exists)."""
    from xdsl.dialects.builtin import f32
    from xdsl.ir import Block

    from tileiras.dialects.nv_tileaa import ops as aa

    want = L.LinearLayout((64, 64), (0, 9, 3, 4, 5), (1, 2, 6, 7, 8), (10, 11))
    block = Block(arg_types=[TensorType(f32, [64, 1])])
    op = aa.BroadcastOp.build(operands=[block.args[0]], result_types=[TensorType(f32, [64, 64])])
    src = source_layout(op, want)
    # column bits (0-5) replicated, row bits 6-11 renumbered 0-5, column registers dropped
    assert (src.shape, src.reg, src.lane, src.warp) == ((64, 1), (3,), (-1, -1, 0, 1, 2), (4, 5))
    assert L.register_map_fn(src, want, L.broadcast_map((64, 1), (64, 64))) is not None
    # the column broadcast [1, 64] -> [64, 64]: the row bits (6..11) replicated
    block2 = Block(arg_types=[TensorType(f32, [1, 64])])
    col = aa.BroadcastOp.build(operands=[block2.args[0]], result_types=[TensorType(f32, [64, 64])])
    src2 = source_layout(col, want)
    assert (src2.shape, src2.reg, src2.lane, src2.warp) == ((1, 64), (0, 3, 4, 5), (1, 2, -1, -1, -1), (-1, -1))
    assert L.register_map_fn(src2, want, L.broadcast_map((1, 64), (64, 64))) is not None


def test_index_ops_of_a_loaded_value_are_not_free():
    """Only ops whose every tensor operand is free are free: a compare against a loaded tile
    keeps its own layout (the rule does not recompute loads)."""
    module = _layouts("causal_attention_bf16", "sm_90")
    la = LayoutAssigner(4)
    loaded = [op for op in module.walk() if op.name == "nv_tileaa.tiled_load"]
    assert loaded and not any(la.is_free(op.results[0]) for op in loaded)
    compares = [op for op in module.walk() if op.name == "arith.cmpi" and isinstance(op.results[0].type, TensorType)]
    assert compares and all(la.is_free(op.results[0]) for op in compares)
