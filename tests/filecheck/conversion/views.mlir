// Tensor views become memrefs, partition/strided/gather views become block_tile
// tiled views, and view loads/stores become tiled (or gather/scatter) memory ops.
// RUN: tileir-opt %samples/views_13_3.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s

// CHECK: %[[MR:.*]] = "nv_tileaa.make_memref"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<128x64xf32, strides = [64, 1], space = 1>
// CHECK: "nv_tileaa.make_memref"(%0, %1, %1) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>}> : (!nv_tileaa.ptr<f32, 1>, i32, i32) -> !nv_tileaa.memref<?x64xf32, strides = [?, 1], space = 1>
// CHECK: %[[V:.*]] = "nv_tileaa.block_tile"(%[[MR]]) <{tileSizes = array<i64: 32, 16>, dimGroups = [array<i64: 0>, array<i64: 1>]}> : (!nv_tileaa.memref<128x64xf32, strides = [64, 1], space = 1>) -> !nv_tileaa.tiled_view<tile = 32x16, !nv_tileaa.memref<128x64xf32, strides = [64, 1], space = 1>>
// a permuted partition view keeps its dim_map as dimGroups
// CHECK: "nv_tileaa.block_tile"({{.*}}) <{tileSizes = array<i64: 4, 8, 16>, dimGroups = [array<i64: 2>, array<i64: 0>, array<i64: 1>]}>
// CHECK-SAME: dim_map = [2, 0, 1]
// strided view: traversal strides become steps
// CHECK: steps = [2, 1]
// gather/scatter view: sparse_dim and padding
// CHECK: sparse_dim = 0
// get_tensor_shape / get_index_space_shape
// CHECK: "nv_tileaa.get_dim_size"(%[[MR]]) <{dim = 0 : i32}> : (!nv_tileaa.memref<128x64xf32, strides = [64, 1], space = 1>) -> i32
// CHECK: "nv_tileaa.get_dim_size"(%[[V]]) <{dim = 0 : i32}> : (!nv_tileaa.tiled_view<tile = 32x16
// CHECK: %[[T:.*]] = "nv_tileaa.create_mem_token"
// CHECK: "nv_tileaa.tiled_load"(%[[V]], {{.*}}) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : ({{.*}}, i32, i32) -> (tensor<32x16xf32>, !nv_tileaa.mem_token)
// CHECK: "nv_tileaa.gather_load"
// CHECK-SAME: tensor<4xi32>, i32) -> (tensor<4x64xf32>, !nv_tileaa.mem_token)
// CHECK: "nv_tileaa.tiled_store"(%[[V]], {{.*}}) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes = array<i32: 1, 1, 2, 0>}>
// CHECK: "nv_tileaa.tiled_store"(%[[V]], {{.*}}) <{mem_semantic = #nv_tileaa<mem_semantic release>, mem_scope = #nv_tileaa<mem_scope tl_blk>, hints = {allow_tma = false}
// CHECK: "nv_tileaa.tiled_atomic_rmw"(%[[V]], {{.*}}) <{mem_semantic = #nv_tileaa<mem_semantic relaxed>, mem_scope = #nv_tileaa<mem_scope gpu>, rmw_mode = #nv_tileaa<rmw_mode addf>

// 13.4 and later: `inbounds` becomes in_bounds; an all-false (absent) one stays absent.
// RUN: tileir-opt %samples/views.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s --check-prefix=INB
// INB: "nv_tileaa.tiled_load"({{[^)]*}}) <{mem_semantic = #nv_tileaa<mem_semantic weak>, operandSegmentSizes
// INB: "nv_tileaa.tiled_load"({{.*}}in_bounds = array<i1: true, false>

// 13.5 multimem view ops.
// RUN: tileir-opt %samples/multimem.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s --check-prefix=MM
// MM: "nv_tileaa.multimem_load_reduce"({{.*}}reduction = #nv_tileaa<multimem_reduction_kind
// MM: "nv_tileaa.multimem_reduce"({{.*}}<{mem_semantic = #nv_tileaa<mem_semantic relaxed>, mem_scope = #nv_tileaa<mem_scope sys>
// MM: "nv_tileaa.multimem_store"

// cuTile's advanced indexing: a gather view read with a tile of row indices and a scatter
// view written with one.
// RUN: tileir-opt %corpus/advanced_indexing_f32.13.4.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s --check-prefix=GS
// GS: "nv_tileaa.block_tile"({{.*}}-> !nv_tileaa.tiled_view<tile = 8x16, {{.*}}, sparse_dim = 0, padding = zero>
// GS: "nv_tileaa.gather_load"({{.*}}) -> (tensor<8x16xf32>, !nv_tileaa.mem_token)
// GS: "nv_tileaa.scatter_store"({{.*}}tensor<8x16xf32>, tensor<8xi32>, i32, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
