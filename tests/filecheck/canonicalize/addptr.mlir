// FuseAddPtrChain: addptr(addptr(p, a), b) -> addptr(p, a + b) when both offsets count
// elements of the same pointee in the same address space and have one type.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(canonicalize)' | filecheck %s

"builtin.module"() ({
  "nv_tileaa.func"() <{sym_name = "chains", function_type = (!nv_tileaa.ptr<f32, 1>, i32, i32, i64) -> (!nv_tileaa.ptr<f32, 1>, !nv_tileaa.ptr<f32, 1>)}> ({
  ^bb0(%p: !nv_tileaa.ptr<f32, 1>, %a: i32, %b: i32, %w: i64):
    %p1 = "nv_tileaa.addptr"(%p, %a) : (!nv_tileaa.ptr<f32, 1>, i32) -> !nv_tileaa.ptr<f32, 1>
    %p2 = "nv_tileaa.addptr"(%p1, %b) : (!nv_tileaa.ptr<f32, 1>, i32) -> !nv_tileaa.ptr<f32, 1>
    // offsets of different types: not fused
    %q1 = "nv_tileaa.addptr"(%p, %a) : (!nv_tileaa.ptr<f32, 1>, i32) -> !nv_tileaa.ptr<f32, 1>
    %q2 = "nv_tileaa.addptr"(%q1, %w) : (!nv_tileaa.ptr<f32, 1>, i64) -> !nv_tileaa.ptr<f32, 1>
    "nv_tileaa.return"(%p2, %q2) : (!nv_tileaa.ptr<f32, 1>, !nv_tileaa.ptr<f32, 1>) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: ^bb0(%[[P:.*]]: !nv_tileaa.ptr<f32, 1>, %[[A:.*]]: i32, %[[B:.*]]: i32, %[[W:.*]]: i64):
// CHECK-DAG: %[[S:.*]] = "arith.addi"(%[[A]], %[[B]])
// CHECK-DAG: %[[F:.*]] = "nv_tileaa.addptr"(%[[P]], %[[S]]) : (!nv_tileaa.ptr<f32, 1>, i32) -> !nv_tileaa.ptr<f32, 1>
// CHECK-DAG: %[[Q1:.*]] = "nv_tileaa.addptr"(%[[P]], %[[A]])
// CHECK-DAG: %[[Q2:.*]] = "nv_tileaa.addptr"(%[[Q1]], %[[W]]) : (!nv_tileaa.ptr<f32, 1>, i64)
// CHECK: "nv_tileaa.return"(%[[F]], %[[Q2]])
