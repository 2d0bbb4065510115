// Constants, assume, global (with get_global), trunci, itof, maxi,
// rsqrt and fma (the last four are also checked in the files of their families).
// RUN: tileir-opt %samples/constants.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s

// 0-d constants are arith.constant scalars; uniform tiles a splat of one; others dense.
// CHECK: "arith.constant"() <{value = true}> : () -> i1
// CHECK: "arith.constant"() <{value = false}> : () -> i1
// CHECK: "arith.constant"() <{value = dense<[true, false, true, true]> : tensor<4xi1>}>
// CHECK: %[[T:.*]] = "arith.constant"() <{value = true}> : () -> i1
// CHECK-NEXT: "nv_tileaa.splat"(%[[T]]) : (i1) -> tensor<4xi1>
// CHECK: "arith.constant"() <{value = -3 : i8}> : () -> i8
// CHECK: "arith.constant"() <{value = 300 : i16}> : () -> i16
// CHECK: "arith.constant"() <{value = -7 : i32}> : () -> i32
// CHECK: "arith.constant"() <{value = dense<[0, 1, 2, 3]> : tensor<4xi32>}>
// CHECK: "arith.constant"() <{value = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>}>
// CHECK: "arith.constant"() <{value = 5 : i64}>
// CHECK-NEXT: "nv_tileaa.splat"({{.*}}) : (i64) -> tensor<2x4xi64>
// CHECK: "arith.constant"() <{value = 1.500000e+00 : f16}>
// CHECK: "arith.constant"() <{value = -2.000000e+00 : bf16}>
// CHECK: "arith.constant"() <{value = 1.000000e+00 : tf32}>
// CHECK: "arith.constant"() <{value = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf16>}>
// CHECK: : () -> f8E4M3FN
// CHECK: : () -> f8E5M2
// CHECK-NOT: cuda_tile.

// assume predicates become nv_tileaa predicates on the converted value.
// RUN: tileir-opt %samples/misc_ops.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s --check-prefix=ASSUME
// ASSUME: "nv_tileaa.assume"(%1) <{predicate = #nv_tileaa.div_by<16>}> : (i32) -> i32
// ASSUME: "nv_tileaa.assume"({{.*}}) <{predicate = #nv_tileaa.div_by<32, every 4 along 0>}> : (tensor<4xi32>) -> tensor<4xi32>
// ASSUME: "nv_tileaa.assume"(%0) <{predicate = #nv_tileaa.div_by<16>}> : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.ptr<f32, 1>
// ASSUME: <{predicate = #nv_tileaa.bounded<0, ?>}>
// ASSUME: <{predicate = #nv_tileaa.bounded<?, 100>}>
// ASSUME: <{predicate = #nv_tileaa.bounded<-5, 5>}>
// ASSUME: <{predicate = #nv_tileaa.same_elements<[2]>}>
// print and assert
// ASSUME: "nv_tileaa.print"() <{format = "hello\0A", operandSegmentSizes = array<i32: 0, 0>}> : () -> !nv_tileaa.mem_token
// ASSUME: "nv_tileaa.assert"({{.*}}) <{message = "must hold"}> : (i1) -> ()

// globals, get_global, and the entry's hints for the target
// RUN: tileir-opt %samples/module_items.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s --check-prefix=GLOBAL
// GLOBAL: "nv_tileaa.global"() <{sym_name = "g_table", value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>, alignment = 16 : i64
// GLOBAL: "nv_tileaa.func"() <{sym_name = "first", {{.*}}kernel, optimization_hints = {num_cta_in_cga = 2 : i32, occupancy = 1 : i32}}>
// GLOBAL: "nv_tileaa.get_global"() <{name = @g_table}> : () -> !nv_tileaa.ptr<f32, 1>
