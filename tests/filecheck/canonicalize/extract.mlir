// Extract motion: extract(splat(x)) -> x; extract(f(a, b), i) -> f(extract(a, i),
// extract(b, i)) for an elementwise f whose operands have the extracted shape and whose
// only user is the extract; extract(expand_dims(x, axis), i) drops the index at axis.
// Not moved: an elementwise op with other users, or with an operand of another shape.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(canonicalize)' | filecheck %s

"builtin.module"() ({
  "nv_tileaa.func"() <{sym_name = "extracts", function_type = (f32, tensor<8xf32>, tensor<8xf32>, i32) -> (f32, f32, f32, f32, tensor<8xf32>)}> ({
  ^bb0(%x: f32, %a: tensor<8xf32>, %b: tensor<8xf32>, %i: i32):
    %s = "nv_tileaa.splat"(%x) : (f32) -> tensor<8xf32>
    %e0 = "nv_tileaa.extract"(%s, %i) : (tensor<8xf32>, i32) -> f32
    %sum = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<none>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %e1 = "nv_tileaa.extract"(%sum, %i) : (tensor<8xf32>, i32) -> f32
    %z = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %ex = "nv_tileaa.expand_dims"(%a) <{axis = 0 : i32}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %e2 = "nv_tileaa.extract"(%ex, %z, %i) : (tensor<1x8xf32>, i32, i32) -> f32
    %prod = "arith.mulf"(%a, %b) <{fastmath = #arith.fastmath<none>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %e3 = "nv_tileaa.extract"(%prod, %i) : (tensor<8xf32>, i32) -> f32
    "nv_tileaa.return"(%e0, %e1, %e2, %e3, %prod) : (f32, f32, f32, f32, tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: ^bb0(%[[X:.*]]: f32, %[[A:.*]]: tensor<8xf32>, %[[B:.*]]: tensor<8xf32>, %[[I:.*]]: i32):
// CHECK-DAG: %[[EA:.*]] = "nv_tileaa.extract"(%[[A]], %[[I]]) : (tensor<8xf32>, i32) -> f32
// CHECK-DAG: %[[EB:.*]] = "nv_tileaa.extract"(%[[B]], %[[I]]) : (tensor<8xf32>, i32) -> f32
// CHECK-DAG: %[[E2:.*]] = "nv_tileaa.extract"(%[[A]], %[[I]]) : (tensor<8xf32>, i32) -> f32
// CHECK-DAG: %[[E1:.*]] = "arith.addf"(%[[EA]], %[[EB]]) {{.*}} : (f32, f32) -> f32
// CHECK-DAG: %[[PROD:.*]] = "arith.mulf"(%[[A]], %[[B]])
// CHECK-DAG: %[[E3:.*]] = "nv_tileaa.extract"(%[[PROD]], %[[I]])
// CHECK: "nv_tileaa.return"(%[[X]], %[[E1]], %[[E2]], %[[E3]], %[[PROD]])
