// PruneRegionResults: unused results of nv_tileaa.pragma and nv_tileaa.queue.get are dropped
// with the values their terminator yields; the surviving results keep their order. An op
// whose results are all used is unchanged.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(canonicalize)' | filecheck %s

"builtin.module"() ({
  "nv_tileaa.func"() <{sym_name = "regions", function_type = (i32, f32, i64, !nv_tileaa.queue<[i32, f32, i64]>) -> (i64, i32, i32, f32, i64)}> ({
  ^bb0(%a: i32, %b: f32, %c: i64, %q: !nv_tileaa.queue<[i32, f32, i64]>):
    %r0, %r1, %r2 = "nv_tileaa.pragma"(%a, %b, %c) ({
    ^bb0(%x: i32, %y: f32, %z: i64):
      "nv_tileaa.yield"(%x, %y, %z) : (i32, f32, i64) -> ()
    }) : (i32, f32, i64) -> (i32, f32, i64)
    %g0, %g1, %g2 = "nv_tileaa.queue.get"(%q) ({
      "nv_tileaa.queue.yield"(%a, %b, %c) : (i32, f32, i64) -> ()
    }) : (!nv_tileaa.queue<[i32, f32, i64]>) -> (i32, f32, i64)
    %k0, %k1 = "nv_tileaa.pragma"(%a, %b) ({
    ^bb0(%x: i32, %y: f32):
      "nv_tileaa.yield"(%x, %y) : (i32, f32) -> ()
    }) : (i32, f32) -> (i32, f32)
    "nv_tileaa.return"(%r2, %g0, %k0, %k1, %g2) : (i64, i32, i32, f32, i64) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: %[[R2:.*]] = "nv_tileaa.pragma"(%{{.*}}) ({
// CHECK: "nv_tileaa.yield"(%{{.*}}) : (i64) -> ()
// CHECK-NEXT: }) : (i32, f32, i64) -> i64
// CHECK: %[[G0:.*]], %[[G2:.*]] = "nv_tileaa.queue.get"(%{{.*}}) ({
// CHECK-NEXT: "nv_tileaa.queue.yield"(%a, %c) : (i32, i64) -> ()
// CHECK-NEXT: }) : (!nv_tileaa.queue<[i32, f32, i64]>) -> (i32, i64)
// CHECK: %[[K0:.*]], %[[K1:.*]] = "nv_tileaa.pragma"(%a, %b)
// CHECK: }) : (i32, f32) -> (i32, f32)
// CHECK: "nv_tileaa.return"(%[[R2]], %[[G0]], %[[K0]], %[[K1]], %[[G2]])
