// PushAssumeThroughSplat: assume(splat(x)) -> splat(assume(x)) for lane-independent
// predicates (div_by without every/along, bounded); not for div_by ... every/along.
// PushSelectThroughSplat: select(splat c, splat t, splat f) -> splat(select(c, t, f)) when
// the splats have the result shape (a scalar condition also qualifies).
// RUN: tileir-opt %s --pass-pipeline='builtin.module(canonicalize)' | filecheck %s

"builtin.module"() ({
  "nv_tileaa.func"() <{sym_name = "pushes", function_type = (i32, i1, f32, f32, tensor<8xf32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>)}> ({
  ^bb0(%x: i32, %c: i1, %t: f32, %f: f32, %v: tensor<8xf32>):
    %s = "nv_tileaa.splat"(%x) : (i32) -> tensor<8xi32>
    %a1 = "nv_tileaa.assume"(%s) <{predicate = #nv_tileaa.div_by<16>}> : (tensor<8xi32>) -> tensor<8xi32>
    %a2 = "nv_tileaa.assume"(%s) <{predicate = #nv_tileaa.bounded<0, ?>}> : (tensor<8xi32>) -> tensor<8xi32>
    %a3 = "nv_tileaa.assume"(%s) <{predicate = #nv_tileaa.div_by<16, every 4 along 0>}> : (tensor<8xi32>) -> tensor<8xi32>
    %sc = "nv_tileaa.splat"(%c) : (i1) -> tensor<8xi1>
    %st = "nv_tileaa.splat"(%t) : (f32) -> tensor<8xf32>
    %sf = "nv_tileaa.splat"(%f) : (f32) -> tensor<8xf32>
    %r1 = "arith.select"(%sc, %st, %sf) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %r2 = "arith.select"(%c, %st, %sf) : (i1, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    // one arm is not a splat: stays
    %r3 = "arith.select"(%sc, %st, %v) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "nv_tileaa.return"(%a1, %a2, %a3, %r1, %r2, %r3) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: ^bb0(%[[X:.*]]: i32, %[[C:.*]]: i1, %[[T:.*]]: f32, %[[F:.*]]: f32, %[[V:.*]]: tensor<8xf32>):
// CHECK-DAG: %[[AS1:.*]] = "nv_tileaa.assume"(%[[X]]) <{predicate = #nv_tileaa.div_by<16>}> : (i32) -> i32
// CHECK-DAG: %[[A1:.*]] = "nv_tileaa.splat"(%[[AS1]]) : (i32) -> tensor<8xi32>
// CHECK-DAG: %[[AS2:.*]] = "nv_tileaa.assume"(%[[X]]) <{predicate = #nv_tileaa.bounded<0, ?>}> : (i32) -> i32
// CHECK-DAG: %[[A2:.*]] = "nv_tileaa.splat"(%[[AS2]])
// CHECK-DAG: %[[A3:.*]] = "nv_tileaa.assume"(%{{.*}}) <{predicate = #nv_tileaa.div_by<16, every 4 along 0>}> : (tensor<8xi32>) -> tensor<8xi32>
// CHECK-DAG: %[[SEL1:.*]] = "arith.select"(%[[C]], %[[T]], %[[F]]) : (i1, f32, f32) -> f32
// CHECK-DAG: %[[R3:.*]] = "arith.select"(%{{.*}}, %{{.*}}, %[[V]]) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
// CHECK: "nv_tileaa.return"(%[[A1]], %[[A2]], %[[A3]], %{{.*}}, %{{.*}}, %[[R3]])
