"""Memory tokens: `create_mem_token` and `join_mem_token` have no run-time value (the layout
pass already put a barrier where a token orders accesses of different threads).
"""

from __future__ import annotations

from xdsl.ir import Operation

from tileiras.conversion.nv_tileas_to_llvm.lowering import LOWERINGS, TOKEN, FunctionLowering


@LOWERINGS.rule("nv_tileaa.create_mem_token", "nv_tileaa.join_mem_token")
def lower_token(fl: FunctionLowering, op: Operation) -> None:
    fl.set(op.results[0], TOKEN)
