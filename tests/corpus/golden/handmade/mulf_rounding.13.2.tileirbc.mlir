entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_f32 = constant <f32: 1.500000e+00> : tile<8xf32>
  %cst_f32_0 = constant <f32: -2.500000e-01> : tile<8xf32>
  %0 = mulf %cst_f32, %cst_f32_0  : tile<8xf32>
  %cst_f32_1 = constant <f32: 1.500000e+00> : tile<8xf32>
  %cst_f32_2 = constant <f32: -2.500000e-01> : tile<8xf32>
  %1 = mulf %cst_f32_1, %cst_f32_2  flush_to_zero : tile<8xf32>
  %cst_f32_3 = constant <f32: 1.500000e+00> : tile<8xf32>
  %cst_f32_4 = constant <f32: -2.500000e-01> : tile<8xf32>
  %2 = mulf %cst_f32_3, %cst_f32_4 rounding<zero> : tile<8xf32>
  %cst_f32_5 = constant <f32: 1.500000e+00> : tile<8xf32>
  %cst_f32_6 = constant <f32: -2.500000e-01> : tile<8xf32>
  %3 = mulf %cst_f32_5, %cst_f32_6 rounding<zero> flush_to_zero : tile<8xf32>
  %cst_f32_7 = constant <f32: 1.500000e+00> : tile<8xf32>
  %cst_f32_8 = constant <f32: -2.500000e-01> : tile<8xf32>
  %4 = mulf %cst_f32_7, %cst_f32_8 rounding<negative_inf> : tile<8xf32>
  %cst_f32_9 = constant <f32: 1.500000e+00> : tile<8xf32>
  %cst_f32_10 = constant <f32: -2.500000e-01> : tile<8xf32>
  %5 = mulf %cst_f32_9, %cst_f32_10 rounding<negative_inf> flush_to_zero : tile<8xf32>
  %cst_f32_11 = constant <f32: 1.500000e+00> : tile<8xf32>
  %cst_f32_12 = constant <f32: -2.500000e-01> : tile<8xf32>
  %6 = mulf %cst_f32_11, %cst_f32_12 rounding<positive_inf> : tile<8xf32>
  %cst_f32_13 = constant <f32: 1.500000e+00> : tile<8xf32>
  %cst_f32_14 = constant <f32: -2.500000e-01> : tile<8xf32>
  %7 = mulf %cst_f32_13, %cst_f32_14 rounding<positive_inf> flush_to_zero : tile<8xf32>
  return
}
