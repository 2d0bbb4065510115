// Pointer memory ops, atomics and token producers. Every memory op returns a
// !nv_tileaa.mem_token; masks, fallback values, orderings, scopes (device -> gpu) and the
// hints of the target architecture (sm_100 by default) carry over.
// RUN: tileir-opt %samples/memory_ops.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s

// CHECK: %[[T0:.*]] = "nv_tileaa.create_mem_token"() : () -> !nv_tileaa.mem_token
// CHECK: %[[T1:.*]] = "nv_tileaa.create_mem_token"() : () -> !nv_tileaa.mem_token
// CHECK: %[[J:.*]] = "nv_tileaa.join_mem_token"(%[[T0]], %[[T1]]) : (!nv_tileaa.mem_token, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
// CHECK: %[[P:.*]] = "nv_tileaa.addptr"
// CHECK: %result, %resultMemToken = "nv_tileaa.load"(%[[P]]) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (tensor<8x!nv_tileaa.ptr<f32, 1>>) -> (tensor<8xf32>, !nv_tileaa.mem_token)
// CHECK: "nv_tileaa.load"(%[[P]], %[[M:[0-9]+]]) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}>
// CHECK: "nv_tileaa.load"(%[[P]], %[[M]], %{{[0-9]+}}, %[[J]]) <{mem_semantic = #nv_tileaa<mem_semantic relaxed>, mem_scope = #nv_tileaa<mem_scope gpu>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}>
// CHECK: "nv_tileaa.load"(%[[P]], %[[T0]]) <{mem_semantic = #nv_tileaa<mem_semantic acquire>, mem_scope = #nv_tileaa<mem_scope sys>, hints = {allow_tma = false, latency = 3 : i32}
// CHECK: "nv_tileaa.store"(%[[P]], %{{[0-9]+}}) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<8x!nv_tileaa.ptr<f32, 1>>, tensor<8xf32>) -> !nv_tileaa.mem_token
// CHECK: "nv_tileaa.store"(%[[P]], %{{[0-9]+}}, %[[M]], %[[T0]]) <{mem_semantic = #nv_tileaa<mem_semantic release>, mem_scope = #nv_tileaa<mem_scope tl_blk>
// CHECK: "nv_tileaa.atomic_rmw"({{.*}}rmw_mode = #nv_tileaa<rmw_mode and>
// CHECK: "nv_tileaa.atomic_rmw"({{.*}}rmw_mode = #nv_tileaa<rmw_mode or>
// CHECK: "nv_tileaa.atomic_rmw"({{.*}}rmw_mode = #nv_tileaa<rmw_mode xor>
// CHECK: "nv_tileaa.atomic_rmw"({{.*}}rmw_mode = #nv_tileaa<rmw_mode add>
// CHECK: "nv_tileaa.atomic_rmw"({{.*}}<{mem_semantic = #nv_tileaa<mem_semantic relaxed>, mem_scope = #nv_tileaa<mem_scope gpu>, rmw_mode = #nv_tileaa<rmw_mode addf>
// CHECK: "nv_tileaa.atomic_rmw"({{.*}}rmw_mode = #nv_tileaa<rmw_mode max>
// CHECK: "nv_tileaa.atomic_rmw"({{.*}}rmw_mode = #nv_tileaa<rmw_mode min>
// CHECK: "nv_tileaa.atomic_rmw"({{.*}}rmw_mode = #nv_tileaa<rmw_mode umax>
// CHECK: "nv_tileaa.atomic_rmw"({{.*}}rmw_mode = #nv_tileaa<rmw_mode umin>
// CHECK: "nv_tileaa.atomic_rmw"({{.*}}rmw_mode = #nv_tileaa<rmw_mode xchg>
// CHECK: "nv_tileaa.atomic_rmw"({{.*}}, %[[T0]]) <{mem_semantic = #nv_tileaa<mem_semantic acquire>, mem_scope = #nv_tileaa<mem_scope tl_blk>, rmw_mode = #nv_tileaa<rmw_mode add>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}>
// CHECK: "nv_tileaa.atomic_cas"({{.*}}) <{mem_semantic = #nv_tileaa<mem_semantic relaxed>, mem_scope = #nv_tileaa<mem_scope gpu>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<8x!nv_tileaa.ptr<i32, 1>>, tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, !nv_tileaa.mem_token)
// CHECK: "nv_tileaa.atomic_cas"({{.*}}operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>
// CHECK: "nv_tileaa.alloca"() <{num_elem = 16 : i64, alignment = 16 : i64}> : () -> !nv_tileaa.ptr<f32, 1>
// CHECK: "nv_tileaa.alloca"() <{num_elem = 1024 : i64, alignment = 128 : i64, global}> : () -> !nv_tileaa.ptr<i8, 1>
// CHECK: %[[W:.*]] = "nv_tileaa.gdc_wait_tko"() : () -> !nv_tileaa.mem_token
// CHECK: "nv_tileaa.gdc_wait_tko"(%[[W]])
// CHECK: "nv_tileaa.gdc_launch_dependents_tko"() : () -> !nv_tileaa.mem_token
// CHECK: "nv_tileaa.gdc_launch_dependents_tko"(%[[T0]])
// CHECK: "nv_tileaa.memory_fence_tko"(%[[T0]]) : (!nv_tileaa.mem_token) -> !nv_tileaa.mem_token

// Hints for another architecture are not selected.
// RUN: tileir-opt %samples/memory_ops.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa{compute-capability=90})' | filecheck %s --check-prefix=SM90
// SM90: "gpu.module"
// SM90-NOT: hints =
// SM90: {nv_tileaa.compute_capability = 90 : i32}
