// Layout assignment on cuTile kernels: loads get the blocked layout, reductions drop the
// axis bits (their lanes hold replicas), broadcasts fill them back without conversions.
// RUN: tileir-opt %corpus/softmax_f32.13.4.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa{compute-capability=90},canonicalize,convert-nv-tileaa-to-nv-tileas)' | filecheck %s

// CHECK: "nv_tileaa.tiled_load"
// CHECK-SAME: -> (tensor<1x128xf32, #nv_tileas.layout<reg = [], lane = [0, 1, 2, 3, 4], warp = [5, 6]>>
// CHECK: "nv_tileaa.reduce"
// CHECK: -> tensor<1xf32, #nv_tileas.layout<reg = [], lane = [-1, -1, -1, -1, -1], warp = [-1, -1]>>
// CHECK: "nv_tileaa.broadcast"
// CHECK-SAME: -> tensor<1x128xf32, #nv_tileas.layout<reg = [], lane = [0, 1, 2, 3, 4], warp = [5, 6]>>
// CHECK-NOT: nv_tileas.convert_layout
// CHECK: {nv_tileas.num_warps = 4 : i32}
