entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<2x4xf32>
  %reshape = reshape %cst_1_f32 : tile<2x4xf32> -> tile<8xf32>
  %reshape_0 = reshape %cst_1_f32 : tile<2x4xf32> -> tile<2x2x2xf32>
  %0 = permute %cst_1_f32 [1, 0] : tile<2x4xf32> -> tile<4x2xf32>
  %cst_1_f32_1 = constant <f32: 1.000000e+00> : tile<2x1x4xf32>
  %1 = permute %cst_1_f32_1 [2, 0, 1] : tile<2x1x4xf32> -> tile<4x2x1xf32>
  %bcast = broadcast %cst_1_f32_1 : tile<2x1x4xf32> -> tile<2x8x4xf32>
  %2 = cat %cst_1_f32, %cst_1_f32 dim = 0 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x4xf32>
  %3 = cat %cst_1_f32, %cst_1_f32 dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %4 = extract %cst_1_f32[%cst_0_i32, %cst_1_i32] : tile<2x4xf32> -> tile<2x2xf32>
  %5 = extract %cst_1_f32[%cst_1_i32, %cst_0_i32] : tile<2x4xf32> -> tile<1x4xf32>
  %cst_3_f32 = constant <f32: 3.000000e+00> : tile<f32>
  %reshape_2 = reshape %cst_3_f32 : tile<f32> -> tile<1x1xf32>
  %6 = iota : tile<16xi8>
  %7 = iota : tile<16xi16>
  %8 = iota : tile<16xi32>
  %9 = iota : tile<16xi64>
  return
}
