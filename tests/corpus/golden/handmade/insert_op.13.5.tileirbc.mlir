entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_9_f32 = constant <f32: 9.000000e+00> : tile<2x2xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<4x4xf32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %0 = insert %cst_9_f32, %cst_0_f32[%cst_1_i32, %cst_0_i32] : tile<2x2xf32>, tile<4x4xf32>
  %cst_9_i64 = constant <i64: 9> : tile<4xi64>
  %cst_0_i64 = constant <i64: 0> : tile<8xi64>
  %cst_1_i32_0 = constant <i32: 1> : tile<i32>
  %1 = insert %cst_9_i64, %cst_0_i64[%cst_1_i32_0] : tile<4xi64>, tile<8xi64>
  return
}
