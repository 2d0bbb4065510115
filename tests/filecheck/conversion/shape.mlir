// Shapes and indexing (reshape, broadcast, cat, permute, extract/insert, iota,
// select, pack/unpack, grid queries) and the pointer offset.
// RUN: tileir-opt %samples/core_ops.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s

// CHECK: %[[C:.*]] = "nv_tileaa.splat"({{.*}}) : (f32) -> tensor<4x8xf32>
// reshape: a general reshape is a view, adding one unit dim is expand_dims, from 0-d a splat
// CHECK: %[[V:.*]] = "nv_tileaa.view"(%[[C]]) : (tensor<4x8xf32>) -> tensor<32xf32>
// CHECK: "nv_tileaa.expand_dims"(%[[V]]) <{axis = 0 : i32}> : (tensor<32xf32>) -> tensor<1x32xf32>
// CHECK: %[[ONE:.*]] = "nv_tileaa.splat"({{.*}}) : (f32) -> tensor<1x1xf32>
// CHECK: "nv_tileaa.broadcast"(%[[ONE]]) : (tensor<1x1xf32>) -> tensor<4x8xf32>
// CHECK: "nv_tileaa.cat"(%[[C]], %[[C]]) <{dim = 0 : i32}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
// CHECK: "nv_tileaa.cat"(%[[C]], %[[C]]) <{dim = 1 : i32}>
// CHECK: "nv_tileaa.permute"(%[[C]]) <{permutation = array<i32: 1, 0>}> : (tensor<4x8xf32>) -> tensor<8x4xf32>
// CHECK: %[[E:.*]] = "nv_tileaa.extract_slice"(%[[C]], {{.*}}) : (tensor<4x8xf32>, i32, i32) -> tensor<2x4xf32>
// CHECK: "nv_tileaa.insert_slice"(%[[E]], %[[C]], {{.*}}) : (tensor<2x4xf32>, tensor<4x8xf32>, i32, i32) -> tensor<4x8xf32>
// CHECK: "nv_tileaa.make_range"() <{start = 0 : i32, end = 16 : i32}> : () -> tensor<16xi32>
// CHECK: "nv_tileaa.make_range"() <{start = 0 : i32, end = 16 : i32}> : () -> tensor<16xi64>
// CHECK: "arith.select"({{.*}}) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: "nv_tileaa.splat"(%0) : (!nv_tileaa.ptr<f32, 1>) -> tensor<1x!nv_tileaa.ptr<f32, 1>>
// CHECK: "nv_tileaa.addptr"({{.*}}) : (tensor<8x!nv_tileaa.ptr<f32, 1>>, tensor<8xi32>) -> tensor<8x!nv_tileaa.ptr<f32, 1>>
// CHECK: "nv_tileaa.get_num_programs"() <{axis = 0 : i32}> : () -> i32
// CHECK: "nv_tileaa.get_num_programs"() <{axis = 1 : i32}>
// CHECK: "nv_tileaa.get_num_programs"() <{axis = 2 : i32}>
// CHECK: "nv_tileaa.get_program_id"() <{axis = 0 : i32}> : () -> i32
// CHECK: "nv_tileaa.get_program_id"() <{axis = 1 : i32}>
// CHECK: "nv_tileaa.get_program_id"() <{axis = 2 : i32}>
// CHECK: %[[P:.*]] = "nv_tileaa.reinterpret"({{.*}}) : (tensor<8xf16>) -> tensor<16xi8>
// CHECK: "nv_tileaa.reinterpret"(%[[P]]) : (tensor<16xi8>) -> tensor<8xf16>

// Casts: exti/trunci/itof/ftoi to arith, ftof to fp_to_fp, bitcasts and pointer casts.
// RUN: tileir-opt %samples/conversions.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s --check-prefix=CAST
// CAST: "nv_tileaa.bitcast"({{.*}}) : (tensor<4xf32>) -> tensor<4xi32>
// CAST: "arith.extui"({{.*}}) : (tensor<4xi32>) -> tensor<4xi64>
// CAST: "arith.extsi"({{.*}}) : (tensor<4xi32>) -> tensor<4xi64>
// CAST: "arith.trunci"({{.*}}) : (tensor<4xi32>) -> tensor<4xi8>
// CAST: "nv_tileaa.fp_to_fp"({{.*}}) : (tensor<4xf32>) -> tensor<4xf16>
// CAST: "arith.fptoui"
// CAST: "arith.fptosi"
// CAST: "arith.uitofp"
// CAST: "arith.sitofp"
// CAST: "nv_tileaa.ptr_to_int"({{.*}}) : (!nv_tileaa.ptr<f32, 1>) -> i64
// CAST: "nv_tileaa.int_to_ptr"({{.*}}) : (i64) -> !nv_tileaa.ptr<f32, 1>
// CAST: "nv_tileaa.bitcast"({{.*}}) : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.ptr<i8, 1>
