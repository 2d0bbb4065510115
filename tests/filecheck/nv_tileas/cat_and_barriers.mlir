// cat puts the operand bit in a register (no data movement); a kernel of scalars runs on one
// warp; accesses ordered by tokens after another access get a barrier.
// RUN: tileir-opt %corpus/cat_tiles_f32.13.4.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa{compute-capability=90},canonicalize,convert-nv-tileaa-to-nv-tileas)' | filecheck %s --check-prefix=CAT
// RUN: tileir-opt %corpus/atomic_cas_lock.13.4.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa{compute-capability=90},convert-nv-tileaa-to-nv-tileas)' | filecheck %s --check-prefix=LOCK

// CAT: "nv_tileaa.cat"{{.*}}<{dim = 0 : i32}>
// CAT-SAME: -> tensor<32x16xf32, #nv_tileas.layout<reg = [7, 8], lane = [0, 1, 2, 3, 4], warp = [5, 6]>>
// CAT: "nv_tileaa.cat"{{.*}}<{dim = 1 : i32}>
// CAT-SAME: -> tensor<16x32xf32, #nv_tileas.layout<reg = [8, 4], lane = [0, 1, 2, 3, 5], warp = [6, 7]>>

// LOCK: scf.while
// LOCK: "nv_tileas.barrier"() : () -> ()
// LOCK-NEXT: "nv_tileaa.atomic_cas"
// LOCK: "nv_tileas.barrier"() : () -> ()
// LOCK-NEXT: "nv_tileaa.tiled_load"
// LOCK: {nv_tileas.num_warps = 1 : i32}
