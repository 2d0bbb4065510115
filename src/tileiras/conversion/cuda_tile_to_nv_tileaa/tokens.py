"""Token joins: `cuda_tile.join_tokens` under the token algebra.

- `join_tokens %t` -> `%t` (a join of one token orders nothing new);
- `join_tokens` with no operands -> `nv_tileaa.create_mem_token` (every consumer still gets a
  token);
- otherwise -> `nv_tileaa.join_mem_token %t0, %t1, ...`.
"""

from __future__ import annotations

from tileiras.conversion.framework import ConversionPattern
from tileiras.dialects.nv_tileaa import ops as aa
from tileiras.dialects.nv_tileaa.types import MemTokenType


class JoinTokensOpConversion(ConversionPattern):
    ROOT = "cuda_tile.join_tokens"

    def match_and_rewrite(self, op, operands, rw):
        if len(operands) == 1:
            return [operands[0]]
        if not operands:
            return [rw.insert(aa.CreateMemTokenOp.build(result_types=[MemTokenType()])).result]
        return [rw.insert(aa.JoinMemTokenOp.build(operands=[operands], result_types=[MemTokenType()])).result]
