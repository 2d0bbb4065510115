entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_f32 = constant <f32: 2.500000e+00> : tile<4xf32>
  %0 = ftoi %cst_f32 unsigned  : tile<4xf32> -> tile<4xi32>
  %cst_f32_0 = constant <f32: 2.500000e+00> : tile<4xf32>
  %1 = ftoi %cst_f32_0 signed  : tile<4xf32> -> tile<4xi32>
  return
}
