entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<4xf16>
  %cst_2_f16 = constant <f16: 2.000000e+00> : tile<4xf16>
  %0 = addf %cst_1_f16, %cst_2_f16  : tile<4xf16>
  %cst_1_f16_0 = constant <f16: 1.000000e+00> : tile<4xf16>
  %cst_2_f16_1 = constant <f16: 2.000000e+00> : tile<4xf16>
  %1 = addf %cst_1_f16_0, %cst_2_f16_1 rounding<zero> : tile<4xf16>
  %cst_1_f16_2 = constant <f16: 1.000000e+00> : tile<4xf16>
  %cst_2_f16_3 = constant <f16: 2.000000e+00> : tile<4xf16>
  %2 = addf %cst_1_f16_2, %cst_2_f16_3 rounding<negative_inf> : tile<4xf16>
  %cst_1_f16_4 = constant <f16: 1.000000e+00> : tile<4xf16>
  %cst_2_f16_5 = constant <f16: 2.000000e+00> : tile<4xf16>
  %3 = addf %cst_1_f16_4, %cst_2_f16_5 rounding<positive_inf> : tile<4xf16>
  %cst_1_bf16 = constant <bf16: 1.000000e+00> : tile<4xbf16>
  %cst_2_bf16 = constant <bf16: 2.000000e+00> : tile<4xbf16>
  %4 = addf %cst_1_bf16, %cst_2_bf16  : tile<4xbf16>
  %cst_1_bf16_6 = constant <bf16: 1.000000e+00> : tile<4xbf16>
  %cst_2_bf16_7 = constant <bf16: 2.000000e+00> : tile<4xbf16>
  %5 = addf %cst_1_bf16_6, %cst_2_bf16_7 rounding<zero> : tile<4xbf16>
  %cst_1_bf16_8 = constant <bf16: 1.000000e+00> : tile<4xbf16>
  %cst_2_bf16_9 = constant <bf16: 2.000000e+00> : tile<4xbf16>
  %6 = addf %cst_1_bf16_8, %cst_2_bf16_9 rounding<negative_inf> : tile<4xbf16>
  %cst_1_bf16_10 = constant <bf16: 1.000000e+00> : tile<4xbf16>
  %cst_2_bf16_11 = constant <bf16: 2.000000e+00> : tile<4xbf16>
  %7 = addf %cst_1_bf16_10, %cst_2_bf16_11 rounding<positive_inf> : tile<4xbf16>
  return
}
