entry @core_ops(%arg0: tile<ptr<f32>>) {
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4x8xf32>
  %reshape = reshape %cst_1_f32 : tile<4x8xf32> -> tile<32xf32>
  %reshape_0 = reshape %reshape : tile<32xf32> -> tile<1x32xf32>
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape_1 = reshape %cst_2_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape_1 : tile<1x1xf32> -> tile<4x8xf32>
  %0 = cat %cst_1_f32, %cst_1_f32 dim = 0 : tile<4x8xf32>, tile<4x8xf32> -> tile<8x8xf32>
  %1 = cat %cst_1_f32, %cst_1_f32 dim = 1 : tile<4x8xf32>, tile<4x8xf32> -> tile<4x16xf32>
  %2 = permute %cst_1_f32 [1, 0] : tile<4x8xf32> -> tile<8x4xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %3 = extract %cst_1_f32[%cst_1_i32, %cst_0_i32] : tile<4x8xf32> -> tile<2x4xf32>
  %4 = insert %3, %cst_1_f32[%cst_1_i32, %cst_0_i32] : tile<2x4xf32>, tile<4x8xf32>
  %5 = iota : tile<16xi32>
  %6 = iota : tile<16xi64>
  %true = constant <i1: true> : tile<4x8xi1>
  %7 = select %true, %cst_1_f32, %cst_1_f32 : tile<4x8xi1>, tile<4x8xf32>
  %reshape_2 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_3 = broadcast %reshape_2 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %8 = iota : tile<8xi32>
  %9 = offset %bcast_3, %8 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<8xf16>
  %10 = pack %cst_1_f16 : tile<8xf16> -> tile<16xi8>
  %11 = unpack %10 : tile<16xi8> -> tile<8xf16>
  return
}
