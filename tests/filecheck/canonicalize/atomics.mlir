// FoldAtomicCas: a CAS whose compare and new value are one value (or bit-equal constants)
// writes back what it read: it becomes an atomic load with the same ordering, scope, mask
// and token (masked-off lanes read `cmp`, as the CAS returns). FoldAtomicRmw: an RMW whose
// operand is the identity of its mode for every lane becomes an atomic load too.
// Neither fires for release/acq_rel (the load could not release), for xchg, for a
// non-identity operand or for different compare/value.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(canonicalize)' | filecheck %s

"builtin.module"() ({
  "nv_tileaa.func"() <{sym_name = "atomics", function_type = (tensor<4x!nv_tileaa.ptr<i32, 1>>, tensor<4x!nv_tileaa.ptr<f32, 1>>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, !nv_tileaa.mem_token) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>, !nv_tileaa.mem_token)}> ({
  ^bb0(%p: tensor<4x!nv_tileaa.ptr<i32, 1>>, %pf: tensor<4x!nv_tileaa.ptr<f32, 1>>, %v: tensor<4xi32>, %w: tensor<4xi32>, %m: tensor<4xi1>, %t: !nv_tileaa.mem_token):
    %c0, %ct0 = "nv_tileaa.atomic_cas"(%p, %v, %v, %m, %t) <{mem_semantic = #nv_tileaa<mem_semantic acquire>, mem_scope = #nv_tileaa<mem_scope gpu>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (tensor<4x!nv_tileaa.ptr<i32, 1>>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, !nv_tileaa.mem_token) -> (tensor<4xi32>, !nv_tileaa.mem_token)
    %c1, %ct1 = "nv_tileaa.atomic_cas"(%p, %v, %w) <{mem_semantic = #nv_tileaa<mem_semantic relaxed>, mem_scope = #nv_tileaa<mem_scope gpu>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<4x!nv_tileaa.ptr<i32, 1>>, tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, !nv_tileaa.mem_token)
    %c2, %ct2 = "nv_tileaa.atomic_cas"(%p, %v, %v) <{mem_semantic = #nv_tileaa<mem_semantic acq_rel>, mem_scope = #nv_tileaa<mem_scope gpu>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<4x!nv_tileaa.ptr<i32, 1>>, tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, !nv_tileaa.mem_token)
    %zs = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %zero = "nv_tileaa.splat"(%zs) : (i32) -> tensor<4xi32>
    %ones_s = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %ones = "nv_tileaa.splat"(%ones_s) : (i32) -> tensor<4xi32>
    %r0, %rt0 = "nv_tileaa.atomic_rmw"(%p, %zero) <{rmw_mode = #nv_tileaa<rmw_mode add>, mem_semantic = #nv_tileaa<mem_semantic relaxed>, mem_scope = #nv_tileaa<mem_scope sys>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<4x!nv_tileaa.ptr<i32, 1>>, tensor<4xi32>) -> (tensor<4xi32>, !nv_tileaa.mem_token)
    %r1, %rt1 = "nv_tileaa.atomic_rmw"(%p, %ones) <{rmw_mode = #nv_tileaa<rmw_mode and>, mem_semantic = #nv_tileaa<mem_semantic relaxed>, mem_scope = #nv_tileaa<mem_scope sys>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<4x!nv_tileaa.ptr<i32, 1>>, tensor<4xi32>) -> (tensor<4xi32>, !nv_tileaa.mem_token)
    %r2, %rt2 = "nv_tileaa.atomic_rmw"(%p, %ones) <{rmw_mode = #nv_tileaa<rmw_mode add>, mem_semantic = #nv_tileaa<mem_semantic relaxed>, mem_scope = #nv_tileaa<mem_scope sys>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<4x!nv_tileaa.ptr<i32, 1>>, tensor<4xi32>) -> (tensor<4xi32>, !nv_tileaa.mem_token)
    %r3, %rt3 = "nv_tileaa.atomic_rmw"(%p, %zero) <{rmw_mode = #nv_tileaa<rmw_mode xchg>, mem_semantic = #nv_tileaa<mem_semantic relaxed>, mem_scope = #nv_tileaa<mem_scope sys>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<4x!nv_tileaa.ptr<i32, 1>>, tensor<4xi32>) -> (tensor<4xi32>, !nv_tileaa.mem_token)
    %nz = "arith.constant"() <{value = -0.0 : f32}> : () -> f32
    %negzero = "nv_tileaa.splat"(%nz) : (f32) -> tensor<4xf32>
    %r4, %rt4 = "nv_tileaa.atomic_rmw"(%pf, %negzero, %t) <{rmw_mode = #nv_tileaa<rmw_mode addf>, mem_semantic = #nv_tileaa<mem_semantic acquire>, mem_scope = #nv_tileaa<mem_scope gpu>, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<4x!nv_tileaa.ptr<f32, 1>>, tensor<4xf32>, !nv_tileaa.mem_token) -> (tensor<4xf32>, !nv_tileaa.mem_token)
    %r5, %rt5 = "nv_tileaa.atomic_rmw"(%p, %zero) <{rmw_mode = #nv_tileaa<rmw_mode or>, mem_semantic = #nv_tileaa<mem_semantic release>, mem_scope = #nv_tileaa<mem_scope sys>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<4x!nv_tileaa.ptr<i32, 1>>, tensor<4xi32>) -> (tensor<4xi32>, !nv_tileaa.mem_token)
    "nv_tileaa.return"(%c0, %c1, %c2, %r0, %r1, %r2, %r3, %r4, %r5, %rt4) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>, !nv_tileaa.mem_token) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: ^bb0(%[[P:.*]]: tensor<4x!nv_tileaa.ptr<i32, 1>>, %[[PF:.*]]: tensor<4x!nv_tileaa.ptr<f32, 1>>, %[[V:.*]]: tensor<4xi32>, %[[W:.*]]: tensor<4xi32>, %[[M:.*]]: tensor<4xi1>, %[[T:.*]]: !nv_tileaa.mem_token):
// CHECK: %[[C0:[a-z0-9_]+]], %{{.*}} = "nv_tileaa.load"(%[[P]], %[[M]], %[[V]], %[[T]]) <{mem_semantic = #nv_tileaa<mem_semantic acquire>, mem_scope = #nv_tileaa<mem_scope gpu>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}>
// CHECK: %[[C1:[a-z0-9_]+]], %{{.*}} = "nv_tileaa.atomic_cas"(%[[P]], %[[V]], %[[W]])
// CHECK: %[[C2:[a-z0-9_]+]], %{{.*}} = "nv_tileaa.atomic_cas"(%[[P]], %[[V]], %[[V]]) <{mem_semantic = #nv_tileaa<mem_semantic acq_rel>
// CHECK: %[[R0:[a-z0-9_]+]], %{{.*}} = "nv_tileaa.load"(%[[P]]) <{mem_semantic = #nv_tileaa<mem_semantic relaxed>, mem_scope = #nv_tileaa<mem_scope sys>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}>
// CHECK: %[[R1:[a-z0-9_]+]], %{{.*}} = "nv_tileaa.load"(%[[P]])
// CHECK: %[[R2:[a-z0-9_]+]], %{{.*}} = "nv_tileaa.atomic_rmw"({{.*}}rmw_mode = #nv_tileaa<rmw_mode add>
// CHECK: %[[R3:[a-z0-9_]+]], %{{.*}} = "nv_tileaa.atomic_rmw"({{.*}}rmw_mode = #nv_tileaa<rmw_mode xchg>
// CHECK: %[[R4:[a-z0-9_]+]], %[[RT4:[a-z0-9_]+]] = "nv_tileaa.load"(%[[PF]], %[[T]]) <{mem_semantic = #nv_tileaa<mem_semantic acquire>
// CHECK: %[[R5:[a-z0-9_]+]], %{{.*}} = "nv_tileaa.atomic_rmw"({{.*}}rmw_mode = #nv_tileaa<rmw_mode or>, mem_semantic = #nv_tileaa<mem_semantic release>
// CHECK: "nv_tileaa.return"(%[[C0]], %[[C1]], %[[C2]], %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]], %[[R5]], %[[RT4]])
