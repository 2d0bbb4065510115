"""The semantic rules of cuda_tile ops, one module per op family (registered on import).

See `tileiras.dialects.cuda_tile.verifiers` for the registry and the walk order.
"""

from tileiras.dialects.cuda_tile.verify import (  # noqa: F401
    control_flow,
    conversion,
    debug_info,
    elementwise,
    memory,
    misc,
    mma,
    shape,
    types,
    views,
)
