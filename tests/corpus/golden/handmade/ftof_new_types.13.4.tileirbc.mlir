entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_f32 = constant <f32: 1.700000e+00> : tile<4xf32>
  %0 = ftof %cst_f32 rounding<zero> : tile<4xf32> -> tile<4xf8E8M0FNU>
  %cst_f32_0 = constant <f32: 1.700000e+00> : tile<4xf32>
  %1 = ftof %cst_f32_0 rounding<positive_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>
  %cst_f32_1 = constant <f32: 1.700000e+00> : tile<4xf32>
  %2 = ftof %cst_f32_1  : tile<4xf32> -> tile<4xf4E2M1FN>
  %cst_f32_2 = constant <f32: 1.700000e+00> : tile<4xf32>
  %3 = ftof %cst_f32_2  : tile<4xf32> -> tile<4xfnv8E5M3FNU>
  %cst_1_f8E8M0FNU = constant <f8E8M0FNU: 1.000000e+00> : tile<4xf8E8M0FNU>
  %4 = ftof %cst_1_f8E8M0FNU  : tile<4xf8E8M0FNU> -> tile<4xf32>
  %cst_1_f4E2M1FN = constant <f4E2M1FN: 1.000000e+00> : tile<4xf4E2M1FN>
  %5 = ftof %cst_1_f4E2M1FN  : tile<4xf4E2M1FN> -> tile<4xf32>
  %cst_1_fnv8E5M3FNU = constant <fnv8E5M3FNU: 1.000000e+00> : tile<4xfnv8E5M3FNU>
  %6 = ftof %cst_1_fnv8E5M3FNU  : tile<4xfnv8E5M3FNU> -> tile<4xf32>
  return
}
