entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<4xf32>
  %0 = fma %cst_2_f32, %cst_2_f32, %cst_2_f32  : tile<4xf32>
  %cst_2_f32_0 = constant <f32: 2.000000e+00> : tile<4xf32>
  %1 = fma %cst_2_f32_0, %cst_2_f32_0, %cst_2_f32_0  flush_to_zero : tile<4xf32>
  %cst_2_f32_1 = constant <f32: 2.000000e+00> : tile<4xf32>
  %2 = fma %cst_2_f32_1, %cst_2_f32_1, %cst_2_f32_1 rounding<zero> : tile<4xf32>
  %cst_2_f32_2 = constant <f32: 2.000000e+00> : tile<4xf32>
  %3 = fma %cst_2_f32_2, %cst_2_f32_2, %cst_2_f32_2 rounding<zero> flush_to_zero : tile<4xf32>
  %cst_2_f32_3 = constant <f32: 2.000000e+00> : tile<4xf32>
  %4 = fma %cst_2_f32_3, %cst_2_f32_3, %cst_2_f32_3 rounding<negative_inf> : tile<4xf32>
  %cst_2_f32_4 = constant <f32: 2.000000e+00> : tile<4xf32>
  %5 = fma %cst_2_f32_4, %cst_2_f32_4, %cst_2_f32_4 rounding<negative_inf> flush_to_zero : tile<4xf32>
  %cst_2_f32_5 = constant <f32: 2.000000e+00> : tile<4xf32>
  %6 = fma %cst_2_f32_5, %cst_2_f32_5, %cst_2_f32_5 rounding<positive_inf> : tile<4xf32>
  %cst_2_f32_6 = constant <f32: 2.000000e+00> : tile<4xf32>
  %7 = fma %cst_2_f32_6, %cst_2_f32_6, %cst_2_f32_6 rounding<positive_inf> flush_to_zero : tile<4xf32>
  return
}
