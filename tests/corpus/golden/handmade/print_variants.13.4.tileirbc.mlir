entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4xf32>
  %0 = print_tko "x=%f n=%d\0A", %cst_1_f32, %arg4 : tile<4xf32>, tile<i32> -> token
  %1 = print_tko "plain text with 100%% and \22quotes\22 \\ \09 tab\0A" -> token
  %cst_1_f32_0 = constant <f32: 1.000000e+00> : tile<4xf32>
  %2 = make_token : token
  %3 = print_tko "x=%f n=%d\0A", %cst_1_f32_0, %arg4 token=%2 : tile<4xf32>, tile<i32> -> token
  %4 = print_tko "plain text with 100%% and \22quotes\22 \\ \09 tab\0A" -> token
  return
}
