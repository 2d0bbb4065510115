"""Memory tokens: create_mem_token, join_mem_token.

- `create_mem_token`: a fresh token with no predecessor (the start of an ordering chain).
- `join_mem_token %t0, %t1, ...`: a token complete only when every input is (>= 2 inputs in
  canonical IR; one input is the input itself, none is `create_mem_token`).

Not produced from cuda_tile and not defined yet: `mark_for_reuse`.
"""

from __future__ import annotations

from xdsl.irdl import IRDLOperation, irdl_op_definition, result_def, traits_def, var_operand_def
from xdsl.traits import Pure

from tileiras.dialects.nv_tileaa.op_support import canonicalization, in_family, lazy_pattern
from tileiras.dialects.nv_tileaa.types import MemTokenType


@irdl_op_definition
class CreateMemTokenOp(IRDLOperation):
    """A fresh memory token with no predecessor."""

    name = "nv_tileaa.create_mem_token"
    result = result_def(MemTokenType)
    traits = traits_def(Pure())


@irdl_op_definition
class JoinMemTokenOp(IRDLOperation):
    """A token that completes when all of `tokens` have."""

    name = "nv_tileaa.join_mem_token"
    tokens = var_operand_def(MemTokenType)
    result = result_def(MemTokenType)
    traits = traits_def(Pure(), canonicalization(lazy_pattern("SimplifyJoinMemToken")))


TOKEN_OPS = in_family("token", [
    CreateMemTokenOp, JoinMemTokenOp,
])

__all__ = [c.__name__ for c in TOKEN_OPS] + ["TOKEN_OPS"]
