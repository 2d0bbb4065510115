entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_1_f8E4M3FN = constant <f8E4M3FN: 1.000000e+00> : tile<16x64xf8E4M3FN>
  %cst_1_f8E4M3FN_0 = constant <f8E4M3FN: 1.000000e+00> : tile<64x16xf8E4M3FN>
  %cst_1_f8E8M0FNU = constant <f8E8M0FNU: 1.000000e+00> : tile<16x2xf8E8M0FNU>
  %cst_1_f8E8M0FNU_1 = constant <f8E8M0FNU: 1.000000e+00> : tile<2x16xf8E8M0FNU>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16x16xf32>
  %0 = mmaf_scaled %cst_1_f8E4M3FN, %cst_1_f8E4M3FN_0, %cst_0_f32, %cst_1_f8E8M0FNU, %cst_1_f8E8M0FNU_1 : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
  %cst_1_f8E5M2 = constant <f8E5M2: 1.000000e+00> : tile<16x64xf8E5M2>
  %cst_1_f8E5M2_2 = constant <f8E5M2: 1.000000e+00> : tile<64x16xf8E5M2>
  %cst_1_f8E8M0FNU_3 = constant <f8E8M0FNU: 1.000000e+00> : tile<16x2xf8E8M0FNU>
  %cst_1_f8E8M0FNU_4 = constant <f8E8M0FNU: 1.000000e+00> : tile<2x16xf8E8M0FNU>
  %cst_0_f32_5 = constant <f32: 0.000000e+00> : tile<16x16xf32>
  %1 = mmaf_scaled %cst_1_f8E5M2, %cst_1_f8E5M2_2, %cst_0_f32_5, %cst_1_f8E8M0FNU_3, %cst_1_f8E8M0FNU_4 : tile<16x64xf8E5M2>, tile<64x16xf8E5M2>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
  %cst_1_f4E2M1FN = constant <f4E2M1FN: 1.000000e+00> : tile<16x64xf4E2M1FN>
  %cst_1_f4E2M1FN_6 = constant <f4E2M1FN: 1.000000e+00> : tile<64x16xf4E2M1FN>
  %cst_1_f8E8M0FNU_7 = constant <f8E8M0FNU: 1.000000e+00> : tile<16x2xf8E8M0FNU>
  %cst_1_f8E8M0FNU_8 = constant <f8E8M0FNU: 1.000000e+00> : tile<2x16xf8E8M0FNU>
  %cst_0_f32_9 = constant <f32: 0.000000e+00> : tile<16x16xf32>
  %2 = mmaf_scaled %cst_1_f4E2M1FN, %cst_1_f4E2M1FN_6, %cst_0_f32_9, %cst_1_f8E8M0FNU_7, %cst_1_f8E8M0FNU_8 : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
  %cst_1_f4E2M1FN_10 = constant <f4E2M1FN: 1.000000e+00> : tile<16x64xf4E2M1FN>
  %cst_1_f4E2M1FN_11 = constant <f4E2M1FN: 1.000000e+00> : tile<64x16xf4E2M1FN>
  %cst_1_f8E8M0FNU_12 = constant <f8E8M0FNU: 1.000000e+00> : tile<16x4xf8E8M0FNU>
  %cst_1_f8E8M0FNU_13 = constant <f8E8M0FNU: 1.000000e+00> : tile<4x16xf8E8M0FNU>
  %cst_0_f32_14 = constant <f32: 0.000000e+00> : tile<16x16xf32>
  %3 = mmaf_scaled %cst_1_f4E2M1FN_10, %cst_1_f4E2M1FN_11, %cst_0_f32_14, %cst_1_f8E8M0FNU_12, %cst_1_f8E8M0FNU_13 : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x4xf8E8M0FNU>, tile<4x16xf8E8M0FNU>
  %cst_1_f4E2M1FN_15 = constant <f4E2M1FN: 1.000000e+00> : tile<16x64xf4E2M1FN>
  %cst_1_f4E2M1FN_16 = constant <f4E2M1FN: 1.000000e+00> : tile<64x16xf4E2M1FN>
  %cst_1_f8E4M3FN_17 = constant <f8E4M3FN: 1.000000e+00> : tile<16x4xf8E4M3FN>
  %cst_1_f8E4M3FN_18 = constant <f8E4M3FN: 1.000000e+00> : tile<4x16xf8E4M3FN>
  %cst_0_f32_19 = constant <f32: 0.000000e+00> : tile<16x16xf32>
  %4 = mmaf_scaled %cst_1_f4E2M1FN_15, %cst_1_f4E2M1FN_16, %cst_0_f32_19, %cst_1_f8E4M3FN_17, %cst_1_f8E4M3FN_18 : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x4xf8E4M3FN>, tile<4x16xf8E4M3FN>
  return
}
