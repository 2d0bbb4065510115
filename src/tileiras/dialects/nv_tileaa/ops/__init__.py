"""The op classes of nv_tileaa, one module per op family (`op_support.FAMILIES`); each class
carries its family as `FAMILY`."""

from tileiras.dialects.nv_tileaa.ops.elementwise import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.convert import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.pointer import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.shape import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.views import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.memory import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.atomics import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.mma import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.reduce_scan import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.token import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.control_flow import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.debug import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.grid import *  # noqa: F401,F403

from tileiras.dialects.nv_tileaa.ops.elementwise import ELEMENTWISE_OPS
from tileiras.dialects.nv_tileaa.ops.convert import CONVERT_OPS
from tileiras.dialects.nv_tileaa.ops.pointer import POINTER_OPS
from tileiras.dialects.nv_tileaa.ops.shape import SHAPE_OPS
from tileiras.dialects.nv_tileaa.ops.views import VIEWS_OPS
from tileiras.dialects.nv_tileaa.ops.memory import MEMORY_OPS
from tileiras.dialects.nv_tileaa.ops.atomics import ATOMICS_OPS
from tileiras.dialects.nv_tileaa.ops.mma import MMA_OPS
from tileiras.dialects.nv_tileaa.ops.reduce_scan import REDUCE_SCAN_OPS
from tileiras.dialects.nv_tileaa.ops.token import TOKEN_OPS
from tileiras.dialects.nv_tileaa.ops.control_flow import CONTROL_FLOW_OPS
from tileiras.dialects.nv_tileaa.ops.debug import DEBUG_OPS
from tileiras.dialects.nv_tileaa.ops.grid import GRID_OPS

ALL_OPS = (ELEMENTWISE_OPS + CONVERT_OPS + POINTER_OPS + SHAPE_OPS + VIEWS_OPS + MEMORY_OPS + ATOMICS_OPS + MMA_OPS + REDUCE_SCAN_OPS + TOKEN_OPS + CONTROL_FLOW_OPS + DEBUG_OPS + GRID_OPS)
"""Every nv_tileaa op class, by family."""
