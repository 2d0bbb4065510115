"""The op classes of nv_tileaa, one module per family of seed 004."""

from tileiras.dialects.nv_tileaa.ops.collective import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.collective import COLLECTIVE_OPS
from tileiras.dialects.nv_tileaa.ops.grid import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.grid import GRID_OPS
from tileiras.dialects.nv_tileaa.ops.math import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.math import MATH_OPS
from tileiras.dialects.nv_tileaa.ops.memory import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.memory import MEMORY_OPS
from tileiras.dialects.nv_tileaa.ops.pointer import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.pointer import POINTER_OPS
from tileiras.dialects.nv_tileaa.ops.shape import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.shape import SHAPE_OPS
from tileiras.dialects.nv_tileaa.ops.structure import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.structure import STRUCTURE_OPS
from tileiras.dialects.nv_tileaa.ops.token import *  # noqa: F401,F403
from tileiras.dialects.nv_tileaa.ops.token import TOKEN_OPS

ALL_OPS = (MATH_OPS + COLLECTIVE_OPS + SHAPE_OPS + POINTER_OPS + MEMORY_OPS + TOKEN_OPS
           + STRUCTURE_OPS + GRID_OPS)
"""Every nv_tileaa op class, by family."""
