// Elementwise integer arithmetic and comparison become arith ops; overflow flags, signedness
// and division rounding carry over.
// RUN: tileir-opt %samples/int_ops.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s

// CHECK: "gpu.module"() <{sym_name = "kernels"}>
// CHECK: "nv_tileaa.func"() <{sym_name = "int_ops", function_type = () -> (), kernel}>
// CHECK: %[[A:.*]] = "arith.constant"() <{value = dense<[1, -2, 3, 4]> : tensor<4xi32>}>
// CHECK: %[[S:.*]] = "arith.constant"() <{value = 3 : i32}>
// CHECK: %[[B:.*]] = "nv_tileaa.splat"(%[[S]]) : (i32) -> tensor<4xi32>
// CHECK: "arith.addi"(%[[A]], %[[B]]) <{overflowFlags = #arith.overflow<none>}>
// CHECK: "arith.addi"(%[[A]], %[[B]]) <{overflowFlags = #arith.overflow<nsw>}>
// CHECK: "arith.addi"(%[[A]], %[[B]]) <{overflowFlags = #arith.overflow<nuw>}>
// CHECK: "arith.addi"(%[[A]], %[[B]]) <{overflowFlags = #arith.overflow<nsw,nuw>}>
// CHECK: "arith.subi"
// CHECK: "arith.muli"
// CHECK: "arith.shli"(%[[A]], %[[B]]) <{overflowFlags = #arith.overflow<nsw,nuw>}>
// CHECK: "arith.divui"
// CHECK: "arith.ceildivui"
// CHECK: "arith.divsi"
// CHECK: "arith.ceildivsi"
// CHECK: "arith.floordivsi"
// CHECK: "arith.remui"
// CHECK: "arith.remsi"
// CHECK: "arith.maxui"
// CHECK: "arith.maxsi"
// CHECK: "arith.minui"
// CHECK: "arith.minsi"
// CHECK: "arith.shrui"
// CHECK: "arith.shrsi"
// CHECK: "arith.andi"
// CHECK: "arith.ori"
// CHECK: "arith.xori"
// CHECK: "nv_tileaa.mulhiui"(%[[A]], %[[B]])
// CHECK: "math.absi"(%[[A]])
// negi is 0 - x, keeping its overflow flag
// CHECK: %[[Z:.*]] = "nv_tileaa.splat"
// CHECK: "arith.subi"(%[[Z]], %[[A]]) <{overflowFlags = #arith.overflow<none>}>
// CHECK: "arith.subi"({{.*}}, %[[A]]) <{overflowFlags = #arith.overflow<nsw>}>
// comparisons: eq eq ne ne ult slt ule sle ugt sgt uge sge, as tensors of i1
// CHECK: "arith.cmpi"(%[[A]], %[[B]]) <{predicate = 0 : i64}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
// CHECK: <{predicate = 0 : i64}>
// CHECK: <{predicate = 1 : i64}>
// CHECK: <{predicate = 1 : i64}>
// CHECK: <{predicate = 6 : i64}>
// CHECK: <{predicate = 2 : i64}>
// CHECK: <{predicate = 7 : i64}>
// CHECK: <{predicate = 3 : i64}>
// CHECK: <{predicate = 8 : i64}>
// CHECK: <{predicate = 4 : i64}>
// CHECK: <{predicate = 9 : i64}>
// CHECK: <{predicate = 5 : i64}>
// 0-d tiles become scalars
// CHECK: "arith.addi"({{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// CHECK-NOT: cuda_tile.
