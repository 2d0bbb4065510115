entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_1_f8E4M3FN = constant <f8E4M3FN: 1.000000e+00> : tile<16x16xf8E4M3FN>
  %cst_1_f8E4M3FN_0 = constant <f8E4M3FN: 1.000000e+00> : tile<16x16xf8E4M3FN>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16x16xf32>
  %0 = mmaf %cst_1_f8E4M3FN, %cst_1_f8E4M3FN_0, %cst_0_f32 fast_acc : tile<16x16xf8E4M3FN>, tile<16x16xf8E4M3FN>, tile<16x16xf32>
  %cst_1_f8E5M2 = constant <f8E5M2: 1.000000e+00> : tile<16x16xf8E5M2>
  %cst_1_f8E5M2_1 = constant <f8E5M2: 1.000000e+00> : tile<16x16xf8E5M2>
  %cst_0_f32_2 = constant <f32: 0.000000e+00> : tile<16x16xf32>
  %1 = mmaf %cst_1_f8E5M2, %cst_1_f8E5M2_1, %cst_0_f32_2 fast_acc : tile<16x16xf8E5M2>, tile<16x16xf8E5M2>, tile<16x16xf32>
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<16x16xf16>
  %cst_1_f16_3 = constant <f16: 1.000000e+00> : tile<16x16xf16>
  %cst_0_f32_4 = constant <f32: 0.000000e+00> : tile<16x16xf32>
  %2 = mmaf %cst_1_f16, %cst_1_f16_3, %cst_0_f32_4 fast_acc : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf32>
  return
}
