entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4xf32>
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<4xf32>
  %0 = maxf %cst_1_f32, %cst_2_f32 : tile<4xf32>
  %cst_1_f32_0 = constant <f32: 1.000000e+00> : tile<4xf32>
  %cst_2_f32_1 = constant <f32: 2.000000e+00> : tile<4xf32>
  %1 = maxf %cst_1_f32_0, %cst_2_f32_1 flush_to_zero : tile<4xf32>
  %cst_1_f32_2 = constant <f32: 1.000000e+00> : tile<4xf32>
  %cst_2_f32_3 = constant <f32: 2.000000e+00> : tile<4xf32>
  %2 = maxf %cst_1_f32_2, %cst_2_f32_3 propagate_nan : tile<4xf32>
  %cst_1_f32_4 = constant <f32: 1.000000e+00> : tile<4xf32>
  %cst_2_f32_5 = constant <f32: 2.000000e+00> : tile<4xf32>
  %3 = maxf %cst_1_f32_4, %cst_2_f32_5 flush_to_zero propagate_nan : tile<4xf32>
  %cst_1_f32_6 = constant <f32: 1.000000e+00> : tile<4xf32>
  %cst_2_f32_7 = constant <f32: 2.000000e+00> : tile<4xf32>
  %4 = minf %cst_1_f32_6, %cst_2_f32_7 : tile<4xf32>
  %cst_1_f32_8 = constant <f32: 1.000000e+00> : tile<4xf32>
  %cst_2_f32_9 = constant <f32: 2.000000e+00> : tile<4xf32>
  %5 = minf %cst_1_f32_8, %cst_2_f32_9 flush_to_zero : tile<4xf32>
  %cst_1_f32_10 = constant <f32: 1.000000e+00> : tile<4xf32>
  %cst_2_f32_11 = constant <f32: 2.000000e+00> : tile<4xf32>
  %6 = minf %cst_1_f32_10, %cst_2_f32_11 propagate_nan : tile<4xf32>
  %cst_1_f32_12 = constant <f32: 1.000000e+00> : tile<4xf32>
  %cst_2_f32_13 = constant <f32: 2.000000e+00> : tile<4xf32>
  %7 = minf %cst_1_f32_12, %cst_2_f32_13 flush_to_zero propagate_nan : tile<4xf32>
  return
}
