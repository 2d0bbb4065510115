entry @strided_ranges_Kt1_A1f32_1l0_A1f32_1l0_Si32_Si32_Si32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %for:2 = for %loopIdx in (%arg6 to %arg7, step %arg8) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %cst_0_i32) -> (tile<32xf32>, tile<i32>) {
    %tile, %result_token = load_view_tko weak %pview[%loopIdx] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token
    %4 = addf %iterArg0, %tile  : tile<32xf32>
    %5 = addi %iterArg1, %cst_1_i32 : tile<i32>
    continue %4, %5 : tile<32xf32>, tile<i32>
  }
  %cst_1_i32_4 = constant <i32: 1> : tile<i32>
  %cst_0_f32_5 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape = reshape %cst_0_f32_5 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32>
  %for_6 = for %loopIdx in (%arg7 to %arg6, step %cst_1_i32_4) : tile<i32> iter_values(%iterArg0 = %for#0) -> (tile<32xf32>) {
    %4 = mulf %iterArg0, %bcast  : tile<32xf32>
    continue %4 : tile<32xf32>
  }
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %1 = itof %for#1 signed  : tile<i32> -> tile<f32>
  %reshape_8 = reshape %1 : tile<f32> -> tile<1xf32>
  %bcast_9 = broadcast %reshape_8 : tile<1xf32> -> tile<32xf32>
  %2 = addf %for_6, %bcast_9  : tile<32xf32>
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %3 = store_view_tko weak %2, %pview_10[%cst_0_i32_7] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
