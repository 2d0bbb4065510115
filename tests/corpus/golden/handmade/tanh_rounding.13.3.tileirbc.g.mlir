entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4xf32> loc(#loc)
  %0 = tanh %cst_1_f32 rounding<approx> : tile<4xf32> loc(#loc)
  %cst_1_f32_0 = constant <f32: 1.000000e+00> : tile<4xf32> loc(#loc)
  %1 = tanh %cst_1_f32_0  : tile<4xf32> loc(#loc)
  return loc(#loc)
} loc(#loc)
#loc = loc(unknown)
