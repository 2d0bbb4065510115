entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  for %loopIdx in (%cst_0_i32 to %arg4, step %cst_1_i32) : tile<i32> {
  }
  %cst_0_i32_0 = constant <i32: 0> : tile<i32>
  %cst_1_i32_1 = constant <i32: 1> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<4xf32>
  %for = for %loopIdx in (%cst_0_i32_0 to %arg4, step %cst_1_i32_1) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<4xf32>) {
    %0 = addf %iterArg0, %iterArg0  : tile<4xf32>
    continue %0 : tile<4xf32>
  }
  %cst_0_i32_2 = constant <i32: 0> : tile<i32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %cst_0_f32_4 = constant <f32: 0.000000e+00> : tile<4xf32>
  %for_5 = for unsigned %loopIdx in (%cst_0_i32_2 to %arg4, step %cst_1_i32_3) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_4) -> (tile<4xf32>) {
    %0 = addf %iterArg0, %iterArg0  : tile<4xf32>
    continue %0 : tile<4xf32>
  }
  %cst_0_i64 = constant <i64: 0> : tile<i64>
  %cst_2_i64 = constant <i64: 2> : tile<i64>
  for %loopIdx in (%cst_0_i64 to %arg5, step %cst_2_i64) : tile<i64> {
  }
  return
}
