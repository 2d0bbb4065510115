entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_5_i32 = constant <i32: 5> : tile<4xi32>
  %0 = negi %cst_5_i32 : tile<4xi32>
  %cst_5_i32_0 = constant <i32: 5> : tile<4xi32>
  %1 = negi %cst_5_i32_0 overflow<no_signed_wrap> : tile<4xi32>
  %cst_5_i32_1 = constant <i32: 5> : tile<4xi32>
  %2 = negi %cst_5_i32_1 overflow<no_wrap> : tile<4xi32>
  return
}
