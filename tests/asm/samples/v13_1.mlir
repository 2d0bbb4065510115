entry @v13_1(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) {
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4xf32>
  %0 = print_tko "n=%d", %arg1 : tile<i32> -> token
  %1 = tanh %cst_1_f32  : tile<4xf32>
  %2 = exp %cst_1_f32  : tile<4xf32>
  %3 = negi %arg1 : tile<i32>
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<16x8xf16>
  %cst_1_f16_0 = constant <f16: 1.000000e+00> : tile<8x16xf16>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16x16xf32>
  %4 = mmaf %cst_1_f16, %cst_1_f16_0, %cst_0_f32 : tile<16x8xf16>, tile<8x16xf16>, tile<16x16xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  for %loopIdx in (%cst_0_i32 to %arg1, step %cst_1_i32) : tile<i32> {
  }
  %5 = ftoi %cst_1_f32 signed  : tile<4xf32> -> tile<4xi32>
  return
}
