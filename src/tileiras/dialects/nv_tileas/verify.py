"""Verifying nv_tileas IR: layouts well formed, and the nv_tileaa rules on the layout-free IR.

The nv_tileaa verifiers compare tensor types, which now carry layouts (two tiles of one shape
may legitimately sit in different layouts across a `convert_layout`). So: every layout must
cover its tensor's shape (`LinearLayout` checks it when built), elementwise operands must
agree with their result's layout, and a copy of the module with the layouts and the
nv_tileas ops taken out must pass the nv_tileaa verifiers.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Operation
from xdsl.utils.exceptions import VerifyException

from tileiras.dialects.nv_tileas import LayoutAttr, layout_of


def has_layouts(module: Operation) -> bool:
    for op in module.walk():
        if op.name.startswith("nv_tileas.") or "nv_tileas.num_warps" in op.attributes:
            return True
    return False


def _strip(module: Operation) -> None:
    for op in list(module.walk()):
        if op.name == "nv_tileas.convert_layout":
            op.results[0].replace_all_uses_with(op.operands[0])
            op.detach()
            op.erase()
        elif op.name == "nv_tileas.barrier":
            op.detach()
            op.erase()
    for op in module.walk():
        for v in list(op.results) + [a for r in op.regions for b in r.blocks for a in b.args]:
            t = v.type
            if isinstance(t, TensorType) and isinstance(t.encoding, LayoutAttr):
                v._type = TensorType(t.element_type, t.get_shape())  # noqa: SLF001
        for key in [k for k in op.attributes if k.startswith("nv_tileas.")]:
            del op.attributes[key]


def verify_nv_tileas(module: ModuleOp) -> None:
    """Raise VerifyException when the layouts or the underlying nv_tileaa IR are invalid."""
    for op in module.walk():
        for v in op.results:
            try:
                layout_of(v.type)
            except ValueError as e:
                raise VerifyException(f"'{op.name}' op result has an invalid layout: {e}") from None
    copy = module.clone()
    _strip(copy)
    for op in copy.body.block.ops:
        op.verify()
