entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_2_f16 = constant <f16: 2.000000e+00> : tile<4xf16>
  %0 = fma %cst_2_f16, %cst_2_f16, %cst_2_f16  : tile<4xf16>
  %cst_2_bf16 = constant <bf16: 2.000000e+00> : tile<4xbf16>
  %1 = fma %cst_2_bf16, %cst_2_bf16, %cst_2_bf16  : tile<4xbf16>
  %cst_2_f64 = constant <f64: 2.000000e+00> : tile<4xf64>
  %2 = fma %cst_2_f64, %cst_2_f64, %cst_2_f64  : tile<4xf64>
  return
}
