// CanonicalizeMaskedLoad / CanonicalizeMaskedStore.
// - all-true constant mask: dropped (the fallback value goes with it);
// - all-false mask, weak or relaxed: a load is its fallback (poison without one) and its
//   token users get the incoming token; a store disappears the same way;
// - a mask that is not constant, mixed, or an acquire/release access: unchanged.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(canonicalize)' | filecheck %s

"builtin.module"() ({
  "nv_tileaa.func"() <{sym_name = "masked", function_type = (tensor<4x!nv_tileaa.ptr<f32, 1>>, tensor<4xf32>, tensor<4xi1>, !nv_tileaa.mem_token) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, !nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token)}> ({
  ^bb0(%p: tensor<4x!nv_tileaa.ptr<f32, 1>>, %other: tensor<4xf32>, %m: tensor<4xi1>, %t: !nv_tileaa.mem_token):
    %true = "arith.constant"() <{value = true}> : () -> i1
    %false = "arith.constant"() <{value = false}> : () -> i1
    %all = "nv_tileaa.splat"(%true) : (i1) -> tensor<4xi1>
    %none = "nv_tileaa.splat"(%false) : (i1) -> tensor<4xi1>
    %mixed = "arith.constant"() <{value = dense<[true, false, true, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
    %l0, %lt0 = "nv_tileaa.load"(%p, %all, %other, %t) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<4x!nv_tileaa.ptr<f32, 1>>, tensor<4xi1>, tensor<4xf32>, !nv_tileaa.mem_token) -> (tensor<4xf32>, !nv_tileaa.mem_token)
    %l1, %lt1 = "nv_tileaa.load"(%p, %none, %other, %t) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<4x!nv_tileaa.ptr<f32, 1>>, tensor<4xi1>, tensor<4xf32>, !nv_tileaa.mem_token) -> (tensor<4xf32>, !nv_tileaa.mem_token)
    %l2, %lt2 = "nv_tileaa.load"(%p, %none) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<4x!nv_tileaa.ptr<f32, 1>>, tensor<4xi1>) -> (tensor<4xf32>, !nv_tileaa.mem_token)
    %l3, %lt3 = "nv_tileaa.load"(%p, %mixed, %other, %t) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<4x!nv_tileaa.ptr<f32, 1>>, tensor<4xi1>, tensor<4xf32>, !nv_tileaa.mem_token) -> (tensor<4xf32>, !nv_tileaa.mem_token)
    %l4, %lt4 = "nv_tileaa.load"(%p, %none, %other, %t) <{mem_semantic = #nv_tileaa<mem_semantic acquire>, mem_scope = #nv_tileaa<mem_scope gpu>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<4x!nv_tileaa.ptr<f32, 1>>, tensor<4xi1>, tensor<4xf32>, !nv_tileaa.mem_token) -> (tensor<4xf32>, !nv_tileaa.mem_token)
    %s0 = "nv_tileaa.store"(%p, %other, %all, %t) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<4x!nv_tileaa.ptr<f32, 1>>, tensor<4xf32>, tensor<4xi1>, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %s1 = "nv_tileaa.store"(%p, %other, %none, %t) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<4x!nv_tileaa.ptr<f32, 1>>, tensor<4xf32>, tensor<4xi1>, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %s2 = "nv_tileaa.store"(%p, %other, %m, %t) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<4x!nv_tileaa.ptr<f32, 1>>, tensor<4xf32>, tensor<4xi1>, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %s3 = "nv_tileaa.store"(%p, %other, %none, %t) <{mem_semantic = #nv_tileaa<mem_semantic release>, mem_scope = #nv_tileaa<mem_scope gpu>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<4x!nv_tileaa.ptr<f32, 1>>, tensor<4xf32>, tensor<4xi1>, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %s4 = "nv_tileaa.store"(%p, %other, %none) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<4x!nv_tileaa.ptr<f32, 1>>, tensor<4xf32>, tensor<4xi1>) -> !nv_tileaa.mem_token
    "nv_tileaa.return"(%l0, %l1, %l2, %l3, %l4, %lt1, %s0, %s1, %s2, %s4) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, !nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: ^bb0(%[[P:.*]]: tensor<4x!nv_tileaa.ptr<f32, 1>>, %[[O:.*]]: tensor<4xf32>, %[[M:.*]]: tensor<4xi1>, %[[T:.*]]: !nv_tileaa.mem_token):
// CHECK-DAG: %[[L0:[a-z0-9_]+]], %{{.*}} = "nv_tileaa.load"(%[[P]], %[[T]]) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 0, 0, 1>}>
// CHECK-DAG: %[[POISON:.*]] = "ub.poison"() <{value = #ub.poison}> : () -> tensor<4xf32>
// CHECK-DAG: %[[L3:[a-z0-9_]+]], %{{.*}} = "nv_tileaa.load"(%[[P]], %{{.*}}, %[[O]], %[[T]]) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}>
// CHECK-DAG: %[[L4:[a-z0-9_]+]], %{{.*}} = "nv_tileaa.load"({{.*}}<{mem_semantic = #nv_tileaa<mem_semantic acquire>
// CHECK-DAG: %[[S0:.*]] = "nv_tileaa.store"(%[[P]], %[[O]], %[[T]]) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 1, 0, 1>}>
// CHECK-DAG: %[[S2:.*]] = "nv_tileaa.store"(%[[P]], %[[O]], %[[M]], %[[T]])
// CHECK-DAG: "nv_tileaa.store"({{.*}}<{mem_semantic = #nv_tileaa<mem_semantic release>
// the false-masked store without a token hands a fresh token to its users
// CHECK-DAG: %[[FRESH:.*]] = "nv_tileaa.create_mem_token"()
// CHECK: "nv_tileaa.return"(%[[L0]], %[[O]], %[[POISON]], %[[L3]], %[[L4]], %[[T]], %[[S0]], %[[T]], %[[S2]], %[[FRESH]])
