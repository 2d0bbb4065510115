entry @i64_loop_Kt1_A1f32_1l0_A1f32_1l0_Si64_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i64>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32>
  %cst_0_i64 = constant <i64: 0> : tile<i64>
  %cst_1_i64 = constant <i64: 1> : tile<i64>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %for = for %loopIdx in (%cst_0_i64 to %arg6, step %cst_1_i64) : tile<i64> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64xf32>) {
    %2 = trunci %loopIdx : tile<i64> -> tile<i32>
    %tile, %result_token = load_view_tko weak %pview[%2] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
    %3 = addf %iterArg0, %tile  : tile<64xf32>
    continue %3 : tile<64xf32>
  }
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %1 = store_view_tko weak %for, %pview_4[%cst_0_i32] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
