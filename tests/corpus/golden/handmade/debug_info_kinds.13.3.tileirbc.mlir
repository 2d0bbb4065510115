entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4xf32>
  %0 = addf %cst_1_f32, %cst_1_f32  : tile<4xf32>
  %1 = mulf %0, %0  : tile<4xf32>
  %2 = negf %1 : tile<4xf32>
  return
}
