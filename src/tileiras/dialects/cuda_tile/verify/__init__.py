"""The semantic rules of cuda_tile ops, one module per op family (registered on import).

See `tileiras.dialects.cuda_tile.verifiers` for the registry and the walk order.
"""

from tileiras.dialects.cuda_tile.verify import (  # noqa: F401
    atomics,
    control_flow,
    convert,
    debug,
    debug_info,
    elementwise,
    memory,
    mma,
    reduce_scan,
    shape,
    types,
    views,
)
