// mmaf/mmai/mmaf_scaled become nv_tileaa.dot; reduce and scan keep their combiner
// region with 0-d tile block arguments converted to scalars and yield -> nv_tileaa.yield.
// RUN: tileir-opt %samples/mma_ops.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s

// CHECK: "nv_tileaa.dot"({{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<16x8xf16>, tensor<8x16xf16>, tensor<16x16xf32>) -> tensor<16x16xf32>
// CHECK: "nv_tileaa.dot"({{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<2x16x8xbf16>, tensor<2x8x16xbf16>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
// CHECK: "nv_tileaa.dot"({{.*}}) <{signedness_a = #nv_tileaa<signedness unsigned>, signedness_b = #nv_tileaa<signedness unsigned>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}>
// CHECK: "nv_tileaa.dot"({{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (tensor<16x64xf8E4M3FN>, tensor<64x16xf8E4M3FN>, tensor<16x16xf32>,

// RUN: tileir-opt %samples/reduce_scan.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s --check-prefix=RS
// RS: "nv_tileaa.reduce"(%[[X:[0-9]+]]) <{axis = 1 : i32, identities = [0.000000e+00 : f32]}> ({
// RS-NEXT: ^bb0(%[[A:[0-9]+]]: f32, %[[B:[0-9]+]]: f32):
// RS-NEXT: %[[S:[0-9]+]] = "arith.addf"(%[[A]], %[[B]])
// RS-NEXT: "nv_tileaa.yield"(%[[S]]) : (f32) -> ()
// RS-NEXT: }) : (tensor<{{.*}}xf32>) -> tensor<{{.*}}xf32>
// two operands: block arguments interleave (acc0, elem0, acc1, elem1)
// RS: "nv_tileaa.reduce"({{.*}}) <{axis = 0 : i32, identities = [0xff800000 : f32, 0 : i32]}> ({
// RS-NEXT: ^bb0(%{{[0-9]+}}: f32, %{{[0-9]+}}: f32, %{{[0-9]+}}: i32, %{{[0-9]+}}: i32):
// RS: "nv_tileaa.yield"({{.*}}) : (f32, i32) -> ()
// RS: "nv_tileaa.scan"({{.*}}) <{axis = 1 : i32, identities = [0.000000e+00 : f32], reverse = false}> ({
// RS: "nv_tileaa.scan"({{.*}}) <{axis = 0 : i32, identities = [0xff800000 : f32, 0 : i32], reverse = true}> ({
// RS-NOT: cuda_tile.
