// Shape wrappers: view(view(x)) -> view(x); view/broadcast/expand_dims of a splat -> a splat
// of the final type; an identity view/broadcast is its operand. A wrapper over a value that
// is not a splat (and not a view chain) stays.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(canonicalize)' | filecheck %s

"builtin.module"() ({
  "nv_tileaa.func"() <{sym_name = "wrappers", function_type = (f32, tensor<4x8xf32>, tensor<1x8xf32>) -> (tensor<32xf32>, tensor<2x16xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>)}> ({
  ^bb0(%x: f32, %t: tensor<4x8xf32>, %r: tensor<1x8xf32>):
    %v1 = "nv_tileaa.view"(%t) : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %v2 = "nv_tileaa.view"(%v1) : (tensor<8x4xf32>) -> tensor<32xf32>
    %s = "nv_tileaa.splat"(%x) : (f32) -> tensor<32xf32>
    %vs = "nv_tileaa.view"(%s) : (tensor<32xf32>) -> tensor<2x16xf32>
    %s1 = "nv_tileaa.splat"(%x) : (f32) -> tensor<1x8xf32>
    %bs = "nv_tileaa.broadcast"(%s1) : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %s2 = "nv_tileaa.splat"(%x) : (f32) -> tensor<4x8xf32>
    %es = "nv_tileaa.expand_dims"(%s2) <{axis = 0 : i32}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %id = "nv_tileaa.view"(%t) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %b = "nv_tileaa.broadcast"(%r) : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %e = "nv_tileaa.expand_dims"(%t) <{axis = 0 : i32}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    "nv_tileaa.return"(%v2, %vs, %bs, %es, %id, %b, %e) : (tensor<32xf32>, tensor<2x16xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1x4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: ^bb0(%[[X:.*]]: f32, %[[T:.*]]: tensor<4x8xf32>, %[[R:.*]]: tensor<1x8xf32>):
// CHECK-DAG: %[[V2:.*]] = "nv_tileaa.view"(%[[T]]) : (tensor<4x8xf32>) -> tensor<32xf32>
// CHECK-DAG: %[[VS:.*]] = "nv_tileaa.splat"(%[[X]]) : (f32) -> tensor<2x16xf32>
// CHECK-DAG: %[[BS:.*]] = "nv_tileaa.splat"(%[[X]]) : (f32) -> tensor<4x8xf32>
// CHECK-DAG: %[[ES:.*]] = "nv_tileaa.splat"(%[[X]]) : (f32) -> tensor<1x4x8xf32>
// CHECK-DAG: %[[B:.*]] = "nv_tileaa.broadcast"(%[[R]])
// CHECK-DAG: %[[E:.*]] = "nv_tileaa.expand_dims"(%[[T]])
// CHECK: "nv_tileaa.return"(%[[V2]], %[[VS]], %[[BS]], %[[ES]], %[[T]], %[[B]], %[[E]])
