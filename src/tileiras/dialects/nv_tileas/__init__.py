"""nv_tileas: tiles with distributed layouts (the stage after nv_tileaa).

nv_tileas IR is nv_tileaa IR in which every tensor value carries a distributed register
layout as its type's encoding, `tensor<1024xf32, #nv_tileas.layout<reg = [0, 1, 9],
lane = [2, 3, 4, 5, 6], warp = [7, 8]>>` (see `tileiras/layout/linear.py` for what the bases mean), plus
the ops the layout assignment adds:

- `nv_tileas.convert_layout %x`: the same tile in another layout (registers, or a round trip
  through shared memory);
- `nv_tileas.barrier`: a block-wide barrier ordering memory effects that a token chain says
  must be ordered but that different threads perform;
- the shared-memory family (`shared_ops.py`): buffers, asynchronous copies into them and their
  completion, register reads of them (`ldmatrix`) and register writes (`store_shared`);
- the warpgroup MMA family (`wgmma_ops.py`, sm_90a): `wgmma` from shared-memory stages and
  the proxy fence before it.
- the TMA family (`tma_ops.py`): tensor-map copies into those buffers and the mbarriers that
  count their bytes.
- the tcgen05 family (`tcgen05_ops.py`, sm_100a/sm_103a): tensor-memory allocation, the MMA
  from shared-memory stages into tensor memory, and the accumulator's moves in and out.
- the warp family (`warp_ops.py`): warp roles of a warp-specialized kernel and the consumer's
  release of a ring stage.

The layout does not change what a program computes, only which thread computes what, so
the nv_tileaa verifiers (which compare tensor types) are not run on this IR.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, opt_prop_def, result_def

from tileiras.dialects.nv_tileas.layout import LayoutAttr, layout_of, strip_layout, with_layout
from tileiras.layout.linear import LinearLayout


@irdl_op_definition
class ConvertLayoutOp(IRDLOperation):
    """The operand tile in the result type's layout."""

    name = "nv_tileas.convert_layout"
    source = operand_def()
    result = result_def()


@irdl_op_definition
class BarrierOp(IRDLOperation):
    """A block-wide barrier that orders memory effects across threads (`reason` says which)."""

    name = "nv_tileas.barrier"
    reason = opt_prop_def(IntegerAttr)


from tileiras.dialects.nv_tileas.shared_ops import SHARED_OPS  # noqa: E402
from tileiras.dialects.nv_tileas.tma_ops import TMA_OPS  # noqa: E402
from tileiras.dialects.nv_tileas.wgmma_ops import WGMMA_OPS  # noqa: E402
from tileiras.dialects.nv_tileas.tcgen05_ops import TCGEN05_OPS  # noqa: E402
from tileiras.dialects.nv_tileas.tcgen05_rs_ops import TCGEN05_RS_OPS  # noqa: E402
from tileiras.dialects.nv_tileas.tcgen05_scaled_ops import TCGEN05_SCALED_OPS  # noqa: E402
from tileiras.dialects.nv_tileas.warp_ops import WARP_OPS  # noqa: E402

NvTileAS = Dialect("nv_tileas", [ConvertLayoutOp, BarrierOp, *SHARED_OPS, *TMA_OPS, *WGMMA_OPS, *TCGEN05_OPS,
                                 *TCGEN05_RS_OPS, *TCGEN05_SCALED_OPS, *WARP_OPS], [LayoutAttr])

FAMILIES = ("shared", "tma", "wgmma", "tcgen05", "warp")
"""The op families nv_tileas adds to nv_tileaa's (`nv_tileaa.op_support.FAMILIES`); the LLVM
lowering keeps each in a module of the same name."""

__all__ = ["NvTileAS", "LayoutAttr", "ConvertLayoutOp", "BarrierOp", "layout_of", "with_layout",
           "strip_layout", "LinearLayout", "FAMILIES"]
