"""The memory and tensor-core remarks: what layout assignment decided per global load/store.

Layout assignment (``convert-nv-tileaa-to-nv-tileas``) records a 128-bit vector width on a
tile-view load/store as ``nv_tileas.vector`` when the view's div_by/alignment facts prove
it; ``vector_decision`` re-reads the same facts to say why a scalar access was chosen.
TMA is never used by this tileiras, which on sm_90+ (where NVIDIA would try it) is
reported under NVIDIA's names ``RemarkMemoryTmaLoadFailed``/``RemarkMemoryTmaStoreFailed``.

Source locations: an nv_tileaa op's own location when the conversion kept one; otherwise
the location of the cuda_tile op it came from, matched by order within the function
(``snapshot_locations`` runs before the conversion). When the orders cannot be matched (a
pass removed an access) the remark has no location rather than a wrong one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tileiras.conversion.nv_tileaa_to_nv_tileas.assign import element_bits
from tileiras.layout.mma_kinds import cuda_tile_mma_kind
from tileiras.dialects.cuda_tile.attributes import source_position
from tileiras.dialects.nv_tileas.facts import memref_facts, view_vector_width
from tileiras.driver.remarks import Remark, RemarkCollector, loc_prefix
from tileiras.target import Target

Location = tuple[str, int, int]

CT_LOADS = ("cuda_tile.load_view_tko", "cuda_tile.load_ptr_tko")
CT_STORES = ("cuda_tile.store_view_tko", "cuda_tile.store_ptr_tko")
AA_LOADS = ("nv_tileaa.tiled_load", "nv_tileaa.gather_load", "nv_tileaa.load")
AA_STORES = ("nv_tileaa.tiled_store", "nv_tileaa.scatter_store", "nv_tileaa.store")
MMA_OPS = ("cuda_tile.mmaf", "cuda_tile.mmai", "cuda_tile.mmaf_scaled")
NOT_IMPLEMENTED = "TMA code generation is not implemented in this tileiras"


def location_of(op) -> Location | None:
    loc = getattr(op, "location", None)
    return source_position(loc) if loc is not None else None


def function_name(func) -> str:
    name = func.properties.get("sym_name") or func.attributes.get("sym_name")
    return name.data if name is not None else "<unknown>"


def _functions(module, names: tuple[str, ...]):
    for op in module.walk():
        if op.name in names:
            yield op


@dataclass
class LocationSnapshot:
    """Per function, the cuda_tile loads and stores' locations in walk order."""

    loads: dict[str, list[Location | None]] = field(default_factory=dict)
    stores: dict[str, list[Location | None]] = field(default_factory=dict)


def snapshot_locations(module) -> LocationSnapshot:
    snap = LocationSnapshot()
    for func in _functions(module, ("cuda_tile.entry", "cuda_tile.func")):
        name = function_name(func)
        snap.loads[name] = [location_of(op) for op in func.walk() if op.name in CT_LOADS]
        snap.stores[name] = [location_of(op) for op in func.walk() if op.name in CT_STORES]
    return snap


def mma_remarks(module, collector: RemarkCollector) -> None:
    """Tensor-core: an MMA op that fits an mma.sync form is lowered to it (passed, with the
    instruction); the others take the generic path, shared memory and FMAs (missed)."""
    for func in _functions(module, ("cuda_tile.entry", "cuda_tile.func")):
        for op in func.walk():
            if op.name in MMA_OPS:
                loc = location_of(op)
                kind = cuda_tile_mma_kind(op)
                if kind is not None:
                    collector.add(Remark(
                        "passed", "tensorcore", "RemarkTensorCoreMMASync", function_name(func),
                        "MMA operation lowered to tensor-core instructions", loc,
                        (("Instruction", kind.ptx),)))
                    continue
                collector.add(Remark(
                    "missed", "tensorcore", "RemarkTensorCoreMMANotUsed", function_name(func),
                    "MMA operation lowered without tensor-core instructions", loc,
                    (("Reason", f"{loc_prefix(loc)}no mma.sync form for these types and shapes: generic "
                                "shared-memory FMA lowering"),)))


def vector_decision(op) -> tuple[int, str]:
    """(elements per access, why not wider) for a global load/store after layout assignment."""
    recorded = op.attributes.get("nv_tileas.vector")
    if recorded is not None:
        return int(recorded.value.data), ""
    if op.name not in ("nv_tileaa.tiled_load", "nv_tileaa.tiled_store"):
        return 1, "pointer-tile (gather/scatter) accesses are not vectorized"
    sem = op.properties.get("mem_semantic")
    if sem is not None and sem.data.value != "weak":
        return 1, "memory ordering other than weak requires scalar accesses"
    elem = op.results[0].type if op.name == "nv_tileaa.tiled_load" else op.operands[1].type
    if element_bits(elem) < 8:
        return 1, "sub-byte element type"
    view = op.operands[0].owner
    if getattr(view, "name", None) != "nv_tileaa.block_tile":
        return 1, "view is not a tiled block of a tensor_view"
    t = op.operands[0].type
    if t.sparse_dim >= 0 or not t.tile_shape:
        return 1, "view is not a dense tiled block"
    facts = memref_facts(view.operands[0])
    if facts is None:
        return 1, "alignment of the tensor_view base pointer unknown"
    align, stride_div, static, _ = facts
    inner = t.dim_map[-1]
    if static[inner] != 1:
        return 1, "stride not 1 (or not known to be 1) along the contiguous dimension"
    elem_bytes = element_bits(elem) // 8
    if align < 2 * elem_bytes:
        return 1, f"base pointer alignment unknown or too small ({align} bytes known)"
    if t.tile_shape[-1] < 2 or t.steps[-1] & 1:
        return 1, "tile extent or origin along the contiguous dimension not a multiple of the vector"
    for d in t.dim_map:
        if d != inner and stride_div[d] < 2:
            return 1, f"stride of dimension {d} not known to be divisible by the vector width"
    if view_vector_width(op.operands[0], elem_bytes) > 1:
        return 1, "the tile has one element per thread: a vector would leave threads idle"
    return 1, "alignment facts do not prove a 2-element vector"


def memory_remarks(module, snapshot: LocationSnapshot | None, target: Target, collector: RemarkCollector) -> None:
    """Memory: per global load/store, TMA not used (sm_90+), load selected, vector width or why not."""
    for func in _functions(module, ("nv_tileaa.func",)):
        name = function_name(func)
        for group, ct_locs in ((AA_LOADS, (snapshot.loads if snapshot else {}).get(name)),
                               (AA_STORES, (snapshot.stores if snapshot else {}).get(name))):
            ops = [op for op in func.walk() if op.name in group]
            fallback = ct_locs if ct_locs is not None and len(ct_locs) == len(ops) else None
            for i, op in enumerate(ops):
                loc = location_of(op) or (fallback[i] if fallback else None)
                _access_remarks(op, name, loc, target, collector, element_bits)


def _access_remarks(op, func: str, loc: Location | None, target: Target, collector: RemarkCollector,
                    element_bits) -> None:
    is_load = op.name in AA_LOADS
    what = "load" if is_load else "store"
    if target.has_tma and op.name in ("nv_tileaa.tiled_load", "nv_tileaa.tiled_store"):
        collector.add(Remark(
            "failed", "memory", f"RemarkMemoryTma{what.capitalize()}Failed", func,
            f"Failed to select TMA {what} instruction", loc,
            (("Reason", f"{loc_prefix(loc)}{NOT_IMPLEMENTED}"),)))
    if is_load:
        collector.add(Remark("passed", "memory", "RemarkMemoryLoadInstructionSelected", func,
                             "Load instruction selected", loc,
                             (("Instruction", "Global-memory load instruction"),)))
    width, why = vector_decision(op)
    if width > 1:
        elem = op.results[0].type if is_load else op.operands[1].type
        bits = width * element_bits(elem)
        et = getattr(elem, "element_type", elem)
        collector.add(Remark("passed", "memory", "RemarkMemoryAccessVectorized", func,
                             f"Global-memory {what} vectorized", loc,
                             (("Width", f"{bits} bits ({width} x {et})"),)))
    else:
        collector.add(Remark("missed", "memory", "RemarkMemoryAccessNotVectorized", func,
                             f"Global-memory {what} not vectorized", loc,
                             (("Reason", f"{loc_prefix(loc)}{why}"),)))
